"""The engine's public face: ``import scorekeeper`` and its few names, as a script uses them."""

from __future__ import annotations

import doctest
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import scorekeeper

ROOT = Path(__file__).resolve().parent.parent


def test_the_package_docstring_examples_run() -> None:
    result = doctest.testmod(scorekeeper, report=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_every_public_name_is_there_with_a_docstring() -> None:
    assert sorted(scorekeeper.__all__) == ["Book", "InputError", "Session", "record_hand", "score_hand", "settle"]
    for name in scorekeeper.__all__:
        value = getattr(scorekeeper, name)
        assert value.__doc__, name
        assert name in dir(scorekeeper)
    with pytest.raises(AttributeError, match="no attribute 'scoer_hand'"):
        scorekeeper.scoer_hand  # noqa: B018


def test_importing_scorekeeper_loads_nothing_else() -> None:
    probe = "import json, sys, scorekeeper; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, cwd=ROOT)
    loaded = json.loads(done.stdout)
    assert [m for m in loaded if m.split(".")[0] in ("scorekeeper", "sqlite3", "openpyxl")] == ["scorekeeper"]


def test_the_readme_script_runs_and_prints_what_it_says(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### The engine from Python", 1)[1]
    script = re.search(r"```python\n(.*?)```", section, re.S)
    assert script is not None
    lines = [line for line in script.group(1).splitlines() if line.strip()]
    assert len(lines) <= 8  # the hand takes two of them
    done = subprocess.run([sys.executable, "-c", script.group(1)], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    units, transfer = done.stdout.splitlines()
    assert units == "2" and "# 2 " in lines[3]
    assert transfer == "Transfer(payer='Bob', payee='Amy', amount=Decimal('20.00'))"
    assert f"The last line prints `{transfer}`" in section
    assert (tmp_path / "friday.sqlite").is_file()


def test_a_bad_hand_raises_input_error_naming_the_problem() -> None:
    hand = {"players": [{"name": "Amy", "front": "As Ks", "middle": "", "back": ""}, {"name": "Bob"}]}
    with pytest.raises(scorekeeper.InputError):
        scorekeeper.score_hand(hand)
    with pytest.raises(scorekeeper.InputError, match="not valid JSON"):
        scorekeeper.score_hand("{players")
