"""An export killed at any moment leaves the old workbook or the complete new one, never half a file."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import time
import zipfile
from collections import Counter
from pathlib import Path

import openpyxl
import pytest

from scorekeeper.atomic import TEMP_PREFIX
from scorekeeper.export.sample import sample_session
from scorekeeper.export.xlsx import write_xlsx
from scorekeeper.session.session import Session

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "fork"), reason="kills forked children (POSIX only)"),
    pytest.mark.slow,
]

KILLS = 24


def _export_forever(sessions: tuple[Session, Session], target: Path) -> None:
    """The child: export the two sessions in turn until killed (the first one first)."""
    turn = 0
    while True:
        write_xlsx(sessions[turn % 2], target)
        turn += 1


def _hands_rows(target: Path) -> int:
    """The Hands sheet's row count; fails unless the file is a whole workbook openpyxl reads."""
    with zipfile.ZipFile(target) as archive:
        assert archive.testzip() is None
    wb = openpyxl.load_workbook(target, read_only=True)
    try:
        summary = [row for row in wb["Summary"].iter_rows(values_only=True)]
        assert summary[0][:2] == ("Session", "Friday night")
        return int(wb["Hands"].max_row)
    finally:
        wb.close()


def test_killed_exports_leave_the_old_or_the_new_workbook(tmp_path: Path) -> None:
    small, big = sample_session(30, seed=1), sample_session(1000, seed=2)
    rows = {2 + len(small.hands): "small", 2 + len(big.hands): "big"}  # header, hands, totals
    target = tmp_path / "ledger.xlsx"
    write_xlsx(small, target)
    start = time.perf_counter()
    write_xlsx(big, tmp_path / "probe.xlsx")
    one_export = time.perf_counter() - start
    (tmp_path / "probe.xlsx").unlink()

    rng = random.Random(2024)
    context = multiprocessing.get_context("fork")
    seen: Counter[str] = Counter()
    for _ in range(KILLS):
        child = context.Process(target=_export_forever, args=((big, small), target), daemon=True)
        child.start()
        time.sleep(rng.uniform(0.0, 1.4 * one_export))  # mostly while the big one is being written
        assert child.pid is not None
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        assert child.exitcode == -signal.SIGKILL
        assert target.exists()  # it existed before the first kill, so it can only be old or new
        seen[rows[_hands_rows(target)]] += 1
        assert len(list(tmp_path.glob(TEMP_PREFIX + "*"))) <= 1  # at most the one being written
    assert sum(seen.values()) == KILLS

    write_xlsx(small, target)  # the next export cleans what a killed one left
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ledger.xlsx"]
    assert _hands_rows(target) == 2 + len(small.hands)


def test_a_killed_first_export_leaves_no_file(tmp_path: Path) -> None:
    big = sample_session(300, seed=3)
    target = tmp_path / "new.xlsx"
    context = multiprocessing.get_context("fork")
    child = context.Process(target=_export_forever, args=((big, big), target), daemon=True)
    child.start()
    time.sleep(0.01)  # well before the first export completes
    assert child.pid is not None
    os.kill(child.pid, signal.SIGKILL)
    child.join()
    assert not target.exists() or _hands_rows(target) == 2 + len(big.hands)
