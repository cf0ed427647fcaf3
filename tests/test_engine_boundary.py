"""The engine boundary: `scorekeeper` is pure Python without Qt, and its doctests hold.

Modules are discovered, not listed, so a module added later is checked too. `scorekeeper.__main__`
is left out: importing it runs the command.
"""

from __future__ import annotations

import doctest
import importlib
import json
import pkgutil
import subprocess
import sys

import pytest

import scorekeeper

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(scorekeeper.__path__, prefix="scorekeeper.")
    if not info.name.endswith(".__main__")
)
ENGINE_MODULES_WITH_DOCTESTS = [
    "scorekeeper.amounts",
    "scorekeeper.game.cards",
    "scorekeeper.game.deal",
    "scorekeeper.game.hands",
    "scorekeeper.game.naturals",
    "scorekeeper.game.royalties",
    "scorekeeper.game.rules",
    "scorekeeper.game.scoring",
    "scorekeeper.game.stakes",
]
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")

PROBE = """
import importlib, json, sys
names = json.loads(sys.argv[1])
for name in names:
    importlib.import_module(name)
loaded = sorted(m for m in sys.modules if m.split(".")[0] in {qt})
print(json.dumps(loaded))
"""


def test_the_engine_modules_are_found() -> None:
    assert set(ENGINE_MODULES_WITH_DOCTESTS) <= set(MODULES)
    assert "scorekeeper.cli.main" in MODULES and "scorekeeper.game.score_request" in MODULES


def test_importing_scorekeeper_and_every_module_loads_no_qt() -> None:
    # A fresh interpreter, so nothing imported by the test run (pytest-qt, the GUI tests) counts.
    probe = PROBE.replace("{qt}", repr(set(QT)))
    done = subprocess.run(
        [sys.executable, "-c", probe, json.dumps(["scorekeeper", *MODULES])],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_the_probe_would_see_qt_if_it_were_loaded() -> None:
    # The check above cannot pass by accident: the same probe does report a Qt import.
    pytest.importorskip("shiboken6")
    probe = PROBE.replace("{qt}", repr(set(QT)))
    done = subprocess.run(
        [sys.executable, "-c", probe, json.dumps(["shiboken6"])], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "shiboken6" in json.loads(done.stdout)


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests_pass(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, report=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctest examples failed in {name}"


@pytest.mark.parametrize("name", ENGINE_MODULES_WITH_DOCTESTS)
def test_engine_modules_carry_doctests(name: str) -> None:
    module = importlib.import_module(name)
    assert doctest.testmod(module, report=False).attempted > 0
