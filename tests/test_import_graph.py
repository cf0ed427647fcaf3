"""The engine's layers, held by its import graph (built from the source, every import counted:
top level, inside functions and under TYPE_CHECKING alike, since each is a dependency).

Layers, bottom to top: money and the boundary; ``game`` (one hand); ``session`` (the night as a
log); ``ledger``; ``book``; the extensions (``advisor``, ``casino``, ``export``, ``web``); the
command line and the package's public face. A module imports its own layer or lower; nothing
imports ``cli``; no circle. What is not there yet is listed below and may only shrink: an entry
that no longer occurs fails too, so the lists stay exact.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "scorekeeper"

LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "amounts", "money", "jsonio", "text_boundary", "atomic", "reading", "lazy_names"),
    ("game", "demo", "tournament"),
    ("session",),
    ("ledger",),
    ("book",),
    ("advisor", "casino", "export", "web", "players", "tournament_log"),
    ("cli", "api", "__main__", ""),
)

# Circles of today, each a set of modules (names without the "scorekeeper." prefix): none left.
ALLOWED_CIRCLES: list[frozenset[str]] = []

# Imports of a higher layer today: (importer, imported).
ALLOWED_UPWARD: set[tuple[str, str]] = set()


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _imported(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            inner = [f"{module}.{alias.name}" for alias in node.names]
            only_modules = all(name.removeprefix("scorekeeper.") in known for name in inner)
            targets = inner if only_modules else [module, *inner]  # submodules: the package's face is unused
        else:
            continue
        for target in targets:
            if target == "scorekeeper" or target.startswith("scorekeeper."):
                short = target.removeprefix("scorekeeper").removeprefix(".")
                if short in known and short != name:
                    yield short


def graph() -> dict[str, set[str]]:
    known = _modules()
    return {name: set(_imported(name, path, known)) for name, path in known.items()}


def circles(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(frozenset(component))
    return found


def layer(name: str) -> int:
    head = name.split(".")[0]
    for number, names in enumerate(LAYERS):
        if head in names:
            return number
    raise AssertionError(f"scorekeeper.{name} belongs to no layer: add its package to LAYERS")


def upward(edges: dict[str, set[str]]) -> set[tuple[str, str]]:
    return {(a, b) for a, targets in edges.items() for b in targets if layer(b) > layer(a)}


def test_every_module_has_a_layer() -> None:
    for name in graph():
        layer(name)


def test_no_new_import_circle_and_the_old_ones_only_shrink() -> None:
    found = circles(graph())
    for circle in found:
        assert any(circle <= allowed for allowed in ALLOWED_CIRCLES), f"a new import circle: {sorted(circle)}"
    for allowed in ALLOWED_CIRCLES:
        assert any(circle <= allowed for circle in found), f"gone, remove it from ALLOWED_CIRCLES: {sorted(allowed)}"


def test_a_module_imports_its_own_layer_or_lower() -> None:
    found = upward(graph())
    assert found - ALLOWED_UPWARD == set(), "imports of a higher layer"
    assert ALLOWED_UPWARD - found == set(), "no longer imported: remove from ALLOWED_UPWARD"


def test_the_named_rules_of_the_house() -> None:
    edges = graph()
    for importer, targets in edges.items():
        for target in targets:
            head, target_head = importer.split(".")[0], target.split(".")[0]
            assert not (head == "game" and target_head == "session"), f"{importer} imports {target}"
            if head == "session":
                assert target_head not in ("book", "cli"), f"{importer} imports {target}"
            if target_head == "cli":
                assert head in ("cli", "__main__"), f"{importer} imports the command line ({target})"


def test_at_most_a_dozen_modules_at_the_top() -> None:
    top = sorted(p.name for p in ROOT.glob("*.py"))
    assert len(top) <= 12, top


def test_the_graph_sees_a_circle_and_an_upward_import() -> None:
    edges = {"game.a": {"session.b"}, "session.b": {"game.a"}, "errors": set()}
    assert circles(edges) == [frozenset({"game.a", "session.b"})]
    assert upward(edges) == {("game.a", "session.b")}
