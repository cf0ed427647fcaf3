"""Tournament on PostgreSQL benchmark (issue 28): recording a hand at one table while 20 tables
record into the same book, against the same table alone. Target: within 2x.

Run from the project root::

    python bench/bench_tournament_pg.py [--pg URL] [--tables 20] [--hands 40] [--pause 1.0] [--seed 28]

Two events, each in a schema of its own (dropped after), made through the library: one of 4
players (one table), one of ``--tables`` x 4 players. Their starting stacks are too deep for
anyone to bust, so every table keeps its four players. In each, one process per table records
random hands with ``record_hand`` (the table's hand in its session, then the chips in the
event's log: what ``scorekeeper tournament add`` does), waiting ``--pause`` seconds (0.5x to
1.5x, at random) between two hands. A real table takes a minute or two per hand: 20 tables at
the default 1 s pause record some 60 times a room's rate. Each process keeps its own memory of
the book (``SCOREKEEPER_MEMORY``), as each table's terminal is a computer of its own
(``--one-memory``: all share this computer's). Table 1 times ``--hands`` hands (after two not
timed); the other tables record until it is done.

Printed: the median wall time of one hand at table 1 alone and among the others, their ratio,
the CPU time of that process per hand, and where the wall time went: each of the book's writes
(the table's hand; the event's chips, and of that the wait for the event's row lock, which every
table's hand takes; the seats), the rest being the event read back. ``--pause 0`` records flat
out: the tables then queue on the event's lock, and on a machine of few cores for a CPU.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import psycopg  # noqa: E402

from scorekeeper.book import open_book, pg_queries  # noqa: E402
from scorekeeper.book.memory import MEMORY_ENV  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.tournament.flags import structure_from_flags  # noqa: E402
from scorekeeper.tournament_log import actions  # noqa: E402
from scorekeeper.tournament_log.director import create_tournament  # noqa: E402
from scorekeeper.tournament_log.tables import draw_tables, record_hand  # noqa: E402

TARGET = 2.0
SEATS = 4


def book_url(server: str, schema: str) -> str:
    sep = "&" if "?" in server else "?"
    return f"{server}{sep}options=-csearch_path%3D{schema}"


def new_event(url: str, tables: int) -> tuple[str, dict[int, tuple[str, ...]]]:
    """An event of ``tables`` x 4 players drawn into tables of four: its id and the tables."""
    structure = structure_from_flags(
        name="Bench", buyin="100", fee="10", chips=10**12, levels="1", rules="ofc",
        hands_per_level=100_000, seats=SEATS, payouts="50,30,20", currency="USD",
    )  # fmt: skip
    with open_book(url, create=True) as book:
        tid = create_tournament(book, structure)
        for n in range(tables * SEATS):
            book.act(tid, "t_register", lambda s, n=n: actions.prepare_register(s, f"P{n:03d}"))  # type: ignore[misc]
        drawn = draw_tables(book, tid, seed=28)
    assert sorted(len(t) for t in drawn.values()) == [SEATS] * tables, drawn
    return tid, drawn


# -- one table's process -----------------------------------------------------------------------
def timed_acts(book: Any, spent: dict[str, float]) -> None:
    """Each ``book.act`` of this process timed by its kind (into ``spent``), and, of the event's
    own (``t_hand``), the wait for its session's row lock (``lock``: the other tables' writes)."""
    act: Callable[..., Any] = book.act
    head: Callable[..., Any] = pg_queries.head
    waited = [0.0]

    def timed_head(db: Any, session_id: str, *, lock: bool = False) -> Any:
        started = time.perf_counter()
        try:
            return head(db, session_id, lock=lock)
        finally:
            if lock:
                waited[0] += time.perf_counter() - started

    def timed(session: str, kind: str, prepare: Any) -> Any:
        started, waited[0] = time.perf_counter(), 0.0
        try:
            return act(session, kind, prepare)
        finally:
            spent[kind] = spent.get(kind, 0.0) + time.perf_counter() - started
            if kind == "t_hand":
                spent["lock"] = spent.get("lock", 0.0) + waited[0]

    book.act = timed
    pg_queries.head = timed_head


def table(url: str, tid: str, number: int, *, hands: int, pause: float, seed: int, go: Path, stop: Path) -> None:
    """Records hands at table ``number``: ``hands`` timed ones (after two warm-up hands), or, with
    ``hands`` 0, until ``stop`` exists; prints the timings as one JSON line."""
    rng = random.Random(seed)
    with open_book(url, create=False) as book:
        seated = actions.tally_of(book.session(tid)).live().tables[number]
        spent: dict[str, float] = {}
        timed_acts(book, spent)
        rows: list[dict[str, float]] = []
        while not go.exists():
            time.sleep(0.005)
        done = 0
        while (done < hands + 2) if hands else not stop.exists():
            time.sleep(pause * rng.uniform(0.5, 1.5))
            hand = random_hand(rng, seated, foul_share=0.05)
            spent.clear()
            wall, cpu = time.perf_counter(), time.process_time()
            record_hand(book, tid, table=number, data=hand, dealer=seated[done % SEATS])
            rows.append({"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu, **spent})
            done += 1
    print(json.dumps(rows[2:]), flush=True)


# -- the run -----------------------------------------------------------------------------------
def run_event(server: str, tables: int, args: argparse.Namespace, folder: Path) -> tuple[list[dict[str, float]], int]:
    """Table 1's timed hands while ``tables`` tables record at once, and the hands the event holds."""
    schema = f"bench_tpg_{secrets.token_hex(4)}"
    with psycopg.connect(server, autocommit=True) as db:
        db.execute(f'CREATE SCHEMA "{schema}"')
    try:
        url = book_url(server, schema)
        tid, drawn = new_event(url, tables)
        go, stop = folder / f"go-{schema}", folder / f"stop-{schema}"
        children = []
        for number in sorted(drawn):
            argv = [sys.executable, __file__, "--worker", url, tid, str(number), "--pause", str(args.pause),
                    "--hands", str(args.hands if number == 1 else 0), "--seed", str(args.seed + number),
                    "--go", str(go), "--stop", str(stop)]  # fmt: skip
            env = dict(os.environ)
            if not args.one_memory:  # each table's terminal a computer of its own, as in a room
                env[MEMORY_ENV] = str(folder / f"memory-{schema}-{number}")
            children.append(subprocess.Popen(argv, stdout=subprocess.PIPE, text=True, env=env))
        time.sleep(0.5)  # every process opened its book
        go.touch()
        out, _ = children[0].communicate(timeout=1200)
        stop.touch()
        for child in children[1:]:
            child.communicate(timeout=600)
        if any(c.returncode for c in children):
            raise SystemExit(f"a table's process failed: {[c.returncode for c in children]}")
        with open_book(url, create=False) as book:
            held = actions.tally_of(book.session(tid)).hands
        return json.loads(out), held
    finally:
        with psycopg.connect(server, autocommit=True) as db:
            db.execute(f'DROP SCHEMA "{schema}" CASCADE')


def summary(rows: list[dict[str, float]]) -> dict[str, float]:
    keys = ("wall", "cpu", "added", "t_hand", "lock", "players")
    median = {k: statistics.median(r.get(k, 0.0) for r in rows) for k in keys}
    median["rest"] = statistics.median(
        r["wall"] - r.get("added", 0.0) - r.get("t_hand", 0.0) - r.get("players", 0.0) for r in rows
    )
    return median


def line(label: str, m: dict[str, float]) -> str:
    ms = {k: v * 1000 for k, v in m.items()}
    return (
        f"  {label:<22} median {ms['wall']:6.1f} ms wall / {ms['cpu']:5.1f} ms CPU;"
        f" table's hand {ms['added']:5.1f}, event's chips {ms['t_hand']:5.1f} (its lock {ms['lock']:5.1f}),"
        f" seats {ms['players']:4.1f},"
        f" reading {ms['rest']:5.1f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_pg = os.environ.get("SCOREKEEPER_TEST_PG") or "postgresql://postgres@127.0.0.1:5432/test"
    parser.add_argument("--pg", default=default_pg, help="the PostgreSQL server's database (a URL)")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--hands", type=int, default=40, help="hands timed at table 1")
    parser.add_argument("--pause", type=float, default=1.0, help="seconds between a table's hands (0: flat out)")
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument(
        "--one-memory", action="store_true", help="every table's process shares this computer's memory of the book"
    )
    parser.add_argument("--worker", nargs=3, metavar=("URL", "TOURNAMENT", "TABLE"), help=argparse.SUPPRESS)
    parser.add_argument("--go", help=argparse.SUPPRESS)
    parser.add_argument("--stop", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        url, tid, number = args.worker
        table(url, tid, int(number), hands=args.hands, pause=args.pause, seed=args.seed, go=Path(args.go),
              stop=Path(args.stop))  # fmt: skip
        return 0
    print(f"python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} cores;"
          f" {args.hands} hands timed at table 1, {args.pause} s between a table's hands,"
          f" {'one memory' if args.one_memory else 'a memory per table'}")  # fmt: skip
    with tempfile.TemporaryDirectory() as folder:
        alone, held_alone = run_event(args.pg, 1, args, Path(folder))
        among, held = run_event(args.pg, args.tables, args, Path(folder))
    one, many = summary(alone), summary(among)
    print(line("1 table", one) + f" ({held_alone} hands in the event)")
    print(line(f"among {args.tables} tables", many) + f" ({held} hands in the event)")
    ratio = many["wall"] / one["wall"]
    print(f"  ratio {ratio:.2f}x (target {TARGET:.0f}x); load average after {os.getloadavg()[0]:.1f}")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
