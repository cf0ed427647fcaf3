"""Players page benchmark (issue 30): the app's Players page on a book of many nights, offscreen.

Run from the project root::

    QT_QPA_PLATFORM=offscreen python bench/bench_players_page.py [--sessions 500] [--hands 80] [--runs 3]

The book is ``bench_players.py``'s (8 people at tables of four, EUR and USD). Two figures, the
median of the runs: the page read again (the register and every session's kept sums, the
selected person added up) and another person selected (added up from what was read); and
before them the first read on this computer (every session replayed and summed, the sums kept).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_players import build  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from scorekeeper.book import open_book  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--hands", type=int, default=80)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from scorekeeper_app.controller import SessionController
    from scorekeeper_app.players.players_page import PlayersPage

    path = Path(tempfile.mkdtemp()) / "players.sqlite"
    os.environ["SCOREKEEPER_MEMORY"] = str(path.parent / "memory")  # the kept sums: this run's own
    build(path, sessions=args.sessions, hands=args.hands, seed=30)
    with open_book(path) as book:
        page = PlayersPage(SessionController(book))
        page.resize(1400, 900)
        started = time.perf_counter()
        page.show()  # the first read on this computer: every session replayed and summed, the sums kept
        app.processEvents()
        first = time.perf_counter() - started
        refresh, select = [], []
        for run in range(args.runs):
            started = time.perf_counter()
            page.refresh()
            app.processEvents()
            refresh.append(time.perf_counter() - started)
            started = time.perf_counter()
            page.people_view.selectRow(1 + run % (page.people.rowCount() - 1))
            app.processEvents()
            select.append(time.perf_counter() - started)
        page.close()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{args.sessions} sessions x {args.hands} hands: first read {first:.3f} s, "
        f"page read again {statistics.median(refresh):.3f} s, "
        f"another person {statistics.median(select):.3f} s (median of {args.runs}; load average {load:.1f})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
