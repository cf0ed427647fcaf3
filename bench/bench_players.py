"""Players benchmark (issue 30): one person's statistics over a book of 500 sessions and 40,000 hands.

Run from the project root::

    python bench/bench_players.py [--sessions 500] [--hands 80] [--runs 3] [--seed 30]

The book (SQLite, in a temporary folder) is built with ``import_events`` from sessions
played in memory (8 people at tables of four, EUR and USD). Each run opens the closed book
and answers ``players stats`` for one person: first with nothing kept (every session replayed
and summed, the sums kept on this computer: players/facts_cache.py), then again (the median of
the runs: the sums read back, nothing replayed), then after one more hand in one of her
sessions (that session alone replayed). Target (issue 30): under one second.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.book import open_book  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.players.stats import StatsFilter  # noqa: E402
from scorekeeper.players.stats_json import book_stats  # noqa: E402
from scorekeeper.session.session import Session, parse_hand_entry  # noqa: E402

PEOPLE = ("Amy", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal")
TARGET = 1.0


def build(path: Path, *, sessions: int, hands: int, seed: int) -> None:
    rng = random.Random(seed)
    with open_book(path) as book:
        for number in range(1, sessions + 1):
            names = rng.sample(PEOPLE, 4)
            currency, date = "EUR" if number % 3 else "USD", f"2026-{1 + number % 12:02d}-01"
            session = Session.create(str(number), name=f"Night {number}", players=names, currency=currency, date=date)
            for _ in range(hands):
                entry = parse_hand_entry(random_hand(rng, names))
                session.append("added", session.prepare_add(entry, None, again=True).payload())
            book.import_events(list(session.events))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--hands", type=int, default=80)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "book.sqlite"
        started = time.perf_counter()
        build(path, sessions=args.sessions, hands=args.hands, seed=args.seed)
        built = time.perf_counter() - started
        print(f"built {args.sessions} sessions, {args.sessions * args.hands} hands in {built:.1f} s")
        os.environ["SCOREKEEPER_MEMORY"] = str(Path(folder) / "memory")  # the kept sums: this run's own

        def stats_of_amy() -> tuple[float, dict[str, Any]]:
            started = time.perf_counter()
            with open_book(path) as book:
                answer = book_stats(book, "Amy", StatsFilter())
            return time.perf_counter() - started, answer

        cold, answer = stats_of_amy()  # every session replayed and summed, the sums kept
        times = [stats_of_amy()[0] for _ in range(args.runs)]
        with open_book(path) as book:  # one more hand in one of Amy's sessions: that session is summed again
            sid = next(i.id for i in book.list_sessions() if "Amy" in book.session(i.id).players)
            names = list(book.session(sid).players)
            entry = parse_hand_entry(random_hand(random.Random(1), names))
            book.act(sid, "added", lambda s: s.prepare_add(entry, None, again=True))
        changed, _ = stats_of_amy()
        median = statistics.median(times)
        hands = sum(c["hands"] for c in answer["currencies"].values())
        print(f"players stats Amy ({hands} of her hands):")
        print(f"  first (every session replayed and summed)   {cold:.3f} s")
        print(f"  again, sums kept (median of {args.runs})           {median:.3f} s (target {TARGET:.1f} s)")
        print(f"  after a hand in one of her sessions          {changed:.3f} s")
    return 0 if median < TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
