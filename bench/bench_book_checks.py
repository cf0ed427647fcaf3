"""What the book's checks cost on a 10,000-hand session: opening with ``integrity_check``
against ``quick_check``, ``verify`` (chain, sessions row, ``hand_money`` against the events),
the listing (seal and chain of every session, no replay) and the standings' check, each
beside the view it guards (open + replay + totals) in the same run.

    python bench/bench_book_checks.py [--hands 10000] [--runs 5] [--keep BOOK]

Medians of ``--runs`` runs, wall clock with CPU time beside it (the load average first).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_session import long_book  # noqa: E402

from scorekeeper.book import sqlite_file  # noqa: E402
from scorekeeper.book.storage import Book  # noqa: E402
from scorekeeper.ledger import totals as ledger  # noqa: E402


def timed(runs: int, work: Callable[[], object]) -> tuple[float, float]:
    walls, cpus = [], []
    for _ in range(runs):
        gc.collect()
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--keep", type=Path)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "long.sqlite"
        sid, live, _ = long_book(path, args.hands, args.seed)
        print(f"book: {path.stat().st_size / 1e6:.1f} MB, session {sid}: {live} live hands")

        def view() -> None:  # what show does without the checks
            with Book.open(path) as book:
                ledger.totals(book.session(sid))

        base = timed(args.runs, view)
        limit = sqlite_file.INTEGRITY_CHECK_BYTES
        sqlite_file.INTEGRITY_CHECK_BYTES = 0  # every open takes quick_check
        quick = timed(args.runs, view)
        sqlite_file.INTEGRITY_CHECK_BYTES = limit

        book = Book.open(path)
        book.session(sid)
        verify = timed(args.runs, lambda: book.verify(sid))
        listing = timed(args.runs, book.list_sessions)
        standings = timed(args.runs, book.standings_check)
        book.close()

        rows = [
            ("open (integrity_check) + replay + totals", base),
            ("open (quick_check) + replay + totals", quick),
            ("verify: chain, row, hand_money (session replayed already)", verify),
            ("list_sessions: seal and chain, no replay", listing),
            ("standings_check (sessions replayed already)", standings),
        ]
        for label, (wall, cpu) in rows:
            print(f"{label:60} {wall * 1000:8.1f} ms wall {cpu * 1000:8.1f} ms CPU  x{wall / base[0]:.2f} of the view")


if __name__ == "__main__":
    main()
