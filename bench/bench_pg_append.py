"""PostgreSQL append benchmark: the wall time to record N hands, one ``Book.act`` each, into one
session of a fresh book (every event through the book's function ``book_append_event``).

Run from the project root::

    python bench/bench_pg_append.py [--pg URL] [--hands 1000] [--runs 5] [--seed 2024]

Each run makes its own schema (dropped after), creates a session of four players and
records the same ``--hands`` random hands; the book must verify after each run. To compare
with another version of the code, run it with ``PYTHONPATH`` naming that version's tree.
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import statistics
import sys
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[1]))  # after PYTHONPATH: another tree may be timed

import psycopg  # noqa: E402

from scorekeeper.book import open_book  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.game.deal import HandEntry  # noqa: E402
from scorekeeper.session.session import parse_hand_entry  # noqa: E402

NAMES = ["Amy", "Bob", "Cat", "Dan"]


def one_run(url: str, entries: list[HandEntry]) -> tuple[float, float]:
    """(wall, CPU) seconds to record ``entries`` into a new session of a new book on ``url``."""
    schema = f"bench_append_{secrets.token_hex(4)}"
    with psycopg.connect(url, autocommit=True) as db:
        db.execute(f'CREATE SCHEMA "{schema}"')
    try:
        sep = "&" if "?" in url else "?"
        with open_book(f"{url}{sep}options=-csearch_path%3D{schema}") as book:
            sid = book.create_session(name="Bench", players=NAMES).id
            wall, cpu = time.perf_counter(), time.process_time()
            for entry in entries:
                book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
            took = (time.perf_counter() - wall, time.process_time() - cpu)
            if not book.verify(sid).verified:
                raise SystemExit("the session does not verify after the run")
            return took
    finally:
        with psycopg.connect(url, autocommit=True) as db:
            db.execute(f'DROP SCHEMA "{schema}" CASCADE')


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_pg = os.environ.get("SCOREKEEPER_TEST_PG") or "postgresql://postgres@127.0.0.1:5432/test"
    parser.add_argument("--pg", default=default_pg, help="the PostgreSQL server's database (a URL)")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    entries = [parse_hand_entry(random_hand(rng, rng.sample(NAMES, rng.randint(2, 4)))) for _ in range(args.hands)]
    runs = [one_run(args.pg, entries) for _ in range(args.runs)]
    walls = [w for w, _ in runs]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{args.hands:,} hands appended: median {statistics.median(walls):.2f} s"
        f" (CPU {statistics.median(c for _, c in runs):.2f} s), runs {', '.join(f'{w:.2f}' for w in walls)};"
        f" load average {load:.1f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
