"""The app's house (issues 25 and 26): a class owns its parts instead of being assembled from
mixins. No class in ``ui/`` has more than one base defined in ``ui/``, and none is over 300 lines
counted with the ``ui/`` classes it inherits from. An AST scan: nothing is imported."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "ui"
PACKAGE = "scorekeeper_app"
MOST_LINES = 300


@dataclass(frozen=True)
class Found:
    where: str  # ui/part/module.py:line
    lines: int
    bases: tuple[str, ...]  # "module.Class" of each base defined in ui/


def _module(path: Path) -> str:
    parts = path.relative_to(UI).with_suffix("").parts
    return ".".join((PACKAGE, *(p for p in parts if p != "__init__")))


def _classes() -> dict[str, Found]:
    """Every class of ui/ by "module.Class", with its ui-defined bases resolved through the imports."""
    trees = {_module(path): (path, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted(UI.rglob("*.py"))}
    defined = {
        f"{module}.{node.name}"
        for module, (_path, tree) in trees.items()
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }
    found: dict[str, Found] = {}
    for module, (path, tree) in trees.items():
        names = {
            alias.asname or alias.name: f"{node.module}.{alias.name}"
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PACKAGE)
            for alias in node.names
        }
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = []
            for base in node.bases:
                name = base.id if isinstance(base, ast.Name) else ast.unparse(base)
                full = names.get(name, f"{module}.{name}")
                if full in defined:
                    bases.append(full)
            where = f"{path.relative_to(UI.parent)}:{node.lineno}"
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            found[f"{module}.{node.name}"] = Found(where, lines, tuple(bases))
    return found


def _with_bases(name: str, classes: dict[str, Found]) -> int:
    """A class's lines and those of every ui-defined class it inherits from (each counted once)."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        current = todo.pop()
        if current not in seen:
            seen.add(current)
            todo.extend(classes[current].bases)
    return sum(classes[c].lines for c in seen)


def test_no_class_is_assembled_from_several_app_classes() -> None:
    classes = _classes()
    assert classes, "the scan found no class in ui/"
    mixed = {f"{name} ({c.where})": list(c.bases) for name, c in classes.items() if len(c.bases) > 1}
    assert mixed == {}, "own the parts (self.part = Part(...)) instead of inheriting from several app classes"


def test_no_class_is_over_300_lines_with_what_it_inherits_from_the_app() -> None:
    classes = _classes()
    large = {f"{name} ({c.where})": n for name, c in classes.items() if (n := _with_bases(name, classes)) > MOST_LINES}
    assert large == {}, f"classes over {MOST_LINES} lines (with their ui/ bases): split a part out"


def test_the_scan_sees_a_base_defined_in_the_app() -> None:
    """The scan itself: a ui/ class that inherits from another ui/ class is found as such."""
    classes = _classes()
    assert any(c.bases for c in classes.values()), "no ui/ class inherits from another: is the scan blind?"
