"""Session benchmark: recording a hand into the book, opening and totalling a long session.

Run from the project root::

    python bench/bench_session.py [--hands 10000] [--runs 5] [--record 100] [--seed 2024] [--keep BOOK]

* record  ``Book.act(sid, "added", ...)`` for one hand: the checks and the scoring of
          ``Session.prepare_add``, the event, the ``hand_money`` rows and the
          ``COMMIT`` with ``synchronous=FULL`` (an fsync of the WAL), on a book in a
          temporary folder. The hand files are parsed before timing, as a caller
          would have them; the figure is the median hand of a run of ``--record``
          hands, and the median over ``--runs`` runs.
* open    a 10,000-hand session (4 to 6 players, 2 to 4 seated, stakes and rules
          changed along the way, some hands edited and voided), every hand honestly
          scored, stored with ``Book.import_events``; each run then does
          ``Book.open`` + ``book.session(sid)`` (the replay of every event) +
          ``ledger.totals``, from a closed book. Target: under 2 s.

Building the long session is not timed (``--keep BOOK`` keeps it for the next run). Every
printed figure is a median of runs: wall-clock time, with the process's CPU time beside
it, since a busy machine stretches the wall clock (the load average is printed first).
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.book.storage import Book  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.game.deal import HandEntry  # noqa: E402
from scorekeeper.ledger import totals as ledger  # noqa: E402
from scorekeeper.session.session import Session, parse_hand_entry  # noqa: E402

TARGET_OPEN_S = 2.0
POOL = ("Amy", "Bob", "Cat", "Dan", "Eve", "Fay")


def build_session(hands: int, seed: int) -> Session:
    """A long session, every hand scored by the engine as it would be when recorded."""
    rng = random.Random(seed)
    session = Session.create("1", name="Marathon", players=POOL, rules="classic-2-4", unit=Decimal("0.5"))
    active = list(POOL)
    gc.disable()  # building is not timed; the collector only slows a heap this size down
    try:
        while session.next_hand <= hands:
            n = session.next_hand
            if n % 1000 == 0:
                a, b = rng.sample(active, 2)
                session.append("stake", session.prepare_stake(a, b, Decimal(rng.choice([1, 2, 5]))))
            if n % 2500 == 0:
                session.append("rules", session.prepare_rules(rng.choice(["classic-1-6", "classic-2-4"])))
            if n % 3000 == 0:
                active = rng.sample(POOL, rng.randint(4, 6))
                session.append("players", session.prepare_players(active))
            entry = parse_hand_entry(random_hand(rng, rng.sample(active, rng.randint(2, 4))))
            session.append("added", session.prepare_add(entry))
            if n % 97 == 0:
                old = rng.randint(1, n)
                if session.hands[old].status == "recorded":
                    fix = parse_hand_entry(random_hand(rng, session.hands[old].seated))
                    session.append("edited", session.prepare_edit(old, fix, "typo"))
            if n % 211 == 0:
                session.append("voided", session.prepare_void(n, "misdeal"))
    finally:
        gc.enable()
    return session


def bench_record(folder: Path, runs: int, per_run: int, seed: int) -> tuple[float, str]:
    rng = random.Random(seed)
    players = ["Amy", "Bob", "Cat", "Dan"]
    entries: list[HandEntry] = [
        parse_hand_entry(random_hand(rng, rng.sample(players, rng.randint(2, 4)))) for _ in range(runs * per_run)
    ]
    medians = []
    with Book.open(folder / "record.sqlite") as book:
        sync = {0: "OFF", 1: "NORMAL", 2: "FULL", 3: "EXTRA"}[book.db.execute("PRAGMA synchronous").fetchone()[0]]
        sid = book.create_session(name="Record", players=players).id
        for run in range(runs):
            times = []
            for entry in entries[run * per_run : (run + 1) * per_run]:
                start = time.perf_counter()
                book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
                times.append(time.perf_counter() - start)
            medians.append(statistics.median(times))
    return statistics.median(medians), sync


def bench_open(path: Path, sid: str, runs: int) -> dict[str, tuple[float, float]]:
    """Medians of (wall, CPU) seconds for each part of opening and totalling."""
    parts: dict[str, list[tuple[float, float]]] = {"open": [], "replay": [], "totals": [], "all": []}
    check: ledger.Totals | None = None
    for _ in range(runs):
        session = result = None  # each run starts as a new process would: nothing left of the last
        gc.collect()
        marks = [(time.perf_counter(), time.process_time())]
        book = Book.open(path)
        marks.append((time.perf_counter(), time.process_time()))
        session = book.session(sid)
        marks.append((time.perf_counter(), time.process_time()))
        result = ledger.totals(session)
        marks.append((time.perf_counter(), time.process_time()))
        book.close()
        if session.damaged:
            raise SystemExit(f"the benchmark session replays damaged: {session.damaged[0]}")
        if check is not None and result != check:
            raise SystemExit("two runs gave different totals")
        check = result
        for key, (a, b) in zip(("open", "replay", "totals"), zip(marks, marks[1:], strict=False), strict=True):
            parts[key].append((b[0] - a[0], b[1] - a[1]))
        parts["all"].append((marks[-1][0] - marks[0][0], marks[-1][1] - marks[0][1]))
    return {
        key: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
        for key, values in parts.items()
    }


def long_book(path: Path, hands: int, seed: int) -> tuple[str, int, float]:
    """Build (or reuse) the long session's book; returns its id, live hands and build seconds."""
    if path.exists():
        with Book.open(path) as book:
            sid = book.list_sessions()[0].id
            return sid, len(book.session(sid).live_hands()), 0.0
    start = time.perf_counter()
    session = build_session(hands, seed)
    with Book.open(path) as book:
        sid = book.import_events(session.events).id
    built = time.perf_counter() - start
    expected = ledger.totals(session)
    with Book.open(path) as book:
        if ledger.totals(book.session(sid)) != expected:
            raise SystemExit("the stored session totals differ from the session built in memory")
    return sid, len(session.live_hands()), built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000, help="hands in the long session")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per figure; the median is printed")
    parser.add_argument("--record", type=int, default=100, help="hands recorded per run of the record figure")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--keep", metavar="BOOK", help="keep the long session's book here (reused if it exists)")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, {os.cpu_count()} CPUs, "
        f"load average {load:.1f}; median of {args.runs} runs, seed {args.seed}"
    )
    with tempfile.TemporaryDirectory(prefix="bench-session-") as tmp:
        folder = Path(tmp)
        record_s, sync = bench_record(folder, args.runs, args.record, args.seed)
        path = Path(args.keep) if args.keep else folder / "long.sqlite"
        sid, live, build_s = long_book(path, args.hands, args.seed)
        size_mb = path.stat().st_size / 1e6
        opened = bench_open(path, sid, args.runs)

    def both(key: str) -> str:
        return f"{opened[key][0]:.3f} s"

    rows = [
        (f"record one hand (Book.act, synchronous={sync})", f"{record_s * 1000:.2f} ms", f"{args.record} hands/run"),
        (
            f"open + total a {args.hands:,}-hand session",
            both("all"),
            f"target < {TARGET_OPEN_S:g} s; CPU {opened['all'][1]:.3f} s; {live:,} live hands, {size_mb:.1f} MB",
        ),
        ("  of which Book.open", both("open"), f"CPU {opened['open'][1]:.3f} s; header checks, quick_check"),
        ("  of which book.session (replay)", both("replay"), f"CPU {opened['replay'][1]:.3f} s; every event"),
        ("  of which ledger.totals", both("totals"), f"CPU {opened['totals'][1]:.3f} s; players and pairs"),
    ]
    width = max(len(r[0]) for r in rows)
    vwidth = max(len(r[1]) for r in rows)
    if build_s:
        print(f"(building and storing the long session took {build_s:.1f} s; not part of any figure)")
    print()
    for label, value, note in rows:
        print(f"  {label:<{width}}  {value:>{vwidth}}   {note}")
    print()
    met = opened["all"][0] < TARGET_OPEN_S
    print(f"Target open + total < {TARGET_OPEN_S:g} s: {'met' if met else 'NOT MET'} ({opened['all'][0]:.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
