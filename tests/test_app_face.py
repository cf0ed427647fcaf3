"""The app speaks to the engine's face: each part's package (its lazily loaded names) and the
money and error types, never the modules inside a part (issue 25: at most about 15)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PARTS = ("game", "session", "ledger", "book", "casino", "advisor", "export", "web", "players", "tournament_log")
FACE = {"scorekeeper.errors", "scorekeeper.amounts", "scorekeeper.money", "scorekeeper.jsonio"}
FACE |= {f"scorekeeper.{part}" for part in PARTS}
FACE |= {"scorekeeper.ledger.totals"}  # its function ``totals`` shares the module's name: no face can hold it


def engine_imports() -> dict[str, set[str]]:
    """Engine module -> the ui/ files that import it."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            modules = []
            if isinstance(node, ast.ImportFrom) and not node.level and node.module:
                modules = [node.module]
            elif isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            for module in modules:
                if module == "scorekeeper" or module.startswith("scorekeeper."):
                    found.setdefault(module, set()).add(str(path.relative_to(ROOT)))
    return found


def test_the_app_imports_the_engines_face_only() -> None:
    found = engine_imports()
    inside = {module: sorted(files) for module, files in found.items() if module not in FACE}
    assert inside == {}, "ui/ reaches inside a part: import the name from the part's package"
    assert len(found) <= 15


@pytest.mark.parametrize("part", PARTS)
def test_every_name_of_a_face_loads_from_its_home(part: str) -> None:
    package = importlib.import_module(f"scorekeeper.{part}")
    for name in getattr(package, "_FACE", {}):
        assert getattr(package, name) is getattr(importlib.import_module(package._FACE[name]), name), name
    assert set(getattr(package, "_FACE", {})) <= set(package.__all__)
