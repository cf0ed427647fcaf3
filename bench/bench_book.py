"""Book benchmark, both backends side by side: recording a hand, opening and totalling a
10,000-hand session, on SQLite (a file, ``synchronous=FULL``) and on PostgreSQL.

Run from the project root::

    python bench/bench_book.py [--pg URL] [--hands 10000] [--runs 5] [--record 100] [--seed 2024]

* record  ``Book.act(sid, "added", ...)`` for one hand: the checks and scoring of
          ``Session.prepare_add``, the event and derived rows, and the COMMIT (an fsync of
          SQLite's WAL; on PostgreSQL the server's WAL flush, ``synchronous_commit=on``);
          the median hand of ``--record`` hands, then the median of ``--runs`` runs.
* open    the same 10,000-hand session (bench_session.build_session) stored in each
          backend with ``import_events``; each run opens the closed book, replays the
          session (``book.session``) and totals it (``ledger.totals``).

The PostgreSQL book is a schema made for the run in the server's database (``--pg``, or
SCOREKEEPER_TEST_PG, or postgresql://postgres@127.0.0.1:5432/test) and dropped after.
Targets (issue 19): PostgreSQL's record latency within 3x SQLite's, open-and-total within 2x.
Every figure is a median of runs in this one process, so the ratios compare like with like.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import secrets
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import psycopg  # noqa: E402
from bench_session import build_session  # noqa: E402

from scorekeeper.book import open_book  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.game.deal import HandEntry  # noqa: E402
from scorekeeper.ledger import totals as ledger  # noqa: E402
from scorekeeper.session.session import Session, parse_hand_entry  # noqa: E402

RECORD_RATIO, OPEN_RATIO = 3.0, 2.0


def record(name: str, entries: list[HandEntry], runs: int) -> float:
    """Median over runs of the median seconds to record one hand."""
    per_run = len(entries) // runs
    medians = []
    with open_book(name) as book:
        sid = book.create_session(name="Record", players=["Amy", "Bob", "Cat", "Dan"]).id
        for run in range(runs):
            times = []
            for entry in entries[run * per_run : (run + 1) * per_run]:
                start = time.perf_counter()
                book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
                times.append(time.perf_counter() - start)
            medians.append(statistics.median(times))
    return statistics.median(medians)


def open_and_total(name: str, sid: str, runs: int, expected: ledger.Totals) -> tuple[float, float]:
    """Medians of (wall, CPU) seconds to open the closed book, replay and total the session."""
    walls, cpus = [], []
    for _ in range(runs):
        gc.collect()
        wall, cpu = time.perf_counter(), time.process_time()
        with open_book(name) as book:
            totals = ledger.totals(book.session(sid))
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        if totals != expected:
            raise SystemExit(f"{name}: the totals differ from the session built in memory")
    return statistics.median(walls), statistics.median(cpus)


def store(name: str, session: Session) -> str:
    with open_book(name) as book:
        return book.import_events(list(session.events)).id


def with_schema(url: str, run: Callable[[str], None]) -> None:
    """``run(book_url)`` on a schema of its own, dropped afterwards."""
    schema = f"bench_book_{secrets.token_hex(4)}"
    with psycopg.connect(url, autocommit=True) as db:
        db.execute(f'CREATE SCHEMA "{schema}"')
    try:
        sep = "&" if "?" in url else "?"
        run(f"{url}{sep}options=-csearch_path%3D{schema}")
    finally:
        with psycopg.connect(url, autocommit=True) as db:
            db.execute(f'DROP SCHEMA "{schema}" CASCADE')


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_pg = os.environ.get("SCOREKEEPER_TEST_PG") or "postgresql://postgres@127.0.0.1:5432/test"
    parser.add_argument("--pg", default=default_pg, help="the PostgreSQL server's database (a URL)")
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--record", type=int, default=100, help="hands recorded per run")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    with psycopg.connect(args.pg) as db:
        server = db.execute("SHOW server_version").fetchone()
        fsync = db.execute("SHOW fsync").fetchone()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    version = server[0] if server else "?"
    print(
        f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, PostgreSQL {version}"
        f" (fsync={fsync[0] if fsync else '?'}), {os.cpu_count()} CPUs, load average {load:.1f};"
        f" median of {args.runs} runs, seed {args.seed}"
    )
    rng = random.Random(args.seed)
    names = ["Amy", "Bob", "Cat", "Dan"]
    entries = [
        parse_hand_entry(random_hand(rng, rng.sample(names, rng.randint(2, 4)))) for _ in range(args.runs * args.record)
    ]
    built = time.perf_counter()
    session = build_session(args.hands, args.seed)
    expected = ledger.totals(session)
    print(f"(building the {args.hands:,}-hand session took {time.perf_counter() - built:.1f} s; not timed)")
    results: dict[str, tuple[float, tuple[float, float]]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-book-") as tmp:
        folder = Path(tmp)
        results["SQLite"] = (
            record(str(folder / "record.sqlite"), entries, args.runs),
            open_and_total(
                str(folder / "long.sqlite"), store(str(folder / "long.sqlite"), session), args.runs, expected
            ),
        )

    def on_pg(url: str) -> None:
        latency = record(url, entries, args.runs)
        results["PostgreSQL"] = (latency, (0.0, 0.0))

    def long_on_pg(url: str) -> None:
        results["PostgreSQL"] = (
            results["PostgreSQL"][0],
            open_and_total(url, store(url, session), args.runs, expected),
        )

    with_schema(args.pg, on_pg)
    with_schema(args.pg, long_on_pg)

    print()
    print(f"  {'':<12} {'record one hand':>16} {'open + total ' + format(args.hands, ',') + ' hands':>28}")
    for backend, (latency, (wall, cpu)) in results.items():
        print(f"  {backend:<12} {latency * 1000:>13.2f} ms {wall:>14.3f} s (CPU {cpu:.3f} s)")
    (sq_rec, (sq_open, _)), (pg_rec, (pg_open, _)) = results["SQLite"], results["PostgreSQL"]
    print()
    rec_ratio, open_ratio = pg_rec / sq_rec, pg_open / sq_open
    rec_met, open_met = _met(rec_ratio <= RECORD_RATIO), _met(open_ratio <= OPEN_RATIO)
    print(f"  PostgreSQL / SQLite: record {rec_ratio:.2f}x (target <= {RECORD_RATIO:g}x: {rec_met}),")
    print(f"                       open + total {open_ratio:.2f}x (target <= {OPEN_RATIO:g}x: {open_met})")
    return 0


def _met(ok: bool) -> str:
    return "met" if ok else "NOT MET"


if __name__ == "__main__":
    sys.exit(main())
