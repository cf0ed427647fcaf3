"""Tournament benchmark (issue 28): a 100-player event's replay and leaderboard, and its import.

Run from the project root::

    python bench/bench_tournament.py [--players 100] [--seats 4] [--hands 1500] [--runs 3] [--seed 28]

The event is run through the command line's own code (``scorekeeper tournament ...``, in
this process) on a SQLite book in a temporary folder: registration, the draw, hands dealt at
random at the tables in play (the balance moves confirmed as they come), until one player is
left or ``--hands`` were played. Not timed. Then, each a median of ``--runs``:

* show    ``tournament show`` from a closed book: the book opened, the event's log replayed
          through the core, the field, levels, eliminations, payouts and leaderboard made.
          Target: under one second for 100 players.
* import  ``import`` of the event's export into a fresh book: every event checked on the field
          the events before it left (this was quadratic: each check replayed the whole log).

Figures are wall-clock time with the process's CPU time beside it (a busy machine stretches
the wall clock; the load average is printed first).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.cli.main import main as cli  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402

TARGET = 1.0


def run(*args: object) -> Any:
    """One command in this process; its JSON answer (a refusal stops the bench)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli([str(a) for a in args])
    if code != 0:
        raise SystemExit(f"{' '.join(map(str, args[:3]))}: exit {code}: {err.getvalue().strip()}")
    return json.loads(out.getvalue()) if out.getvalue().strip() else None


def play(book: Path, *, players: int, seats: int, hands: int, seed: int) -> tuple[str, int]:
    """A whole event (or ``hands`` of it); its id and the hands played."""
    rng, b = random.Random(seed), ("--book", book)
    tid = run("tournament", "new", "--name", "Bench", "--buyin", "100", "--fee", "10", "--chips", "1000",
              "--levels", "10,20,30,50,80,120,200,300", "--hands-per-level", "8", "--seats", seats,
              "--payouts", "40,25,15,10,10", "--currency", "USD", *b)["tournament"]  # fmt: skip
    for n in range(players):
        run("tournament", "register", tid, f"P{n:03d}", *b)
    run("tournament", "draw", tid, "--seed", seed, *b)
    played = 0
    show = run("tournament", "show", tid, *b)
    while played < hands and sum(r["status"] == "playing" for r in show["field"]) > 1:
        tables: dict[int, list[dict[str, Any]]] = {}
        for row in show["field"]:
            if row["status"] == "playing":
                tables.setdefault(row["table"], []).append(row)
        table = rng.choice(sorted(t for t, rows in tables.items() if len(rows) > 1))
        seated = [r["name"] for r in sorted(tables[table], key=lambda r: r["seat"])]
        hand = book.parent / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, seated, foul_share=0.05)), encoding="utf-8")
        added = run("tournament", "add", tid, table, hand, "--dealer", seated[0], *b)
        played += 1
        if added["moves"]:
            run("tournament", "balance", tid, "--confirm", *b)
        show = run("tournament", "show", tid, *b)
    return tid, played


def timed(work: Any) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


def median_of(runs: int, work: Any) -> tuple[float, float]:
    figures = [timed(work) for _ in range(runs)]
    return statistics.median(f[0] for f in figures), statistics.median(f[1] for f in figures)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--hands", type=int, default=1500)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=28)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as folder:
        book = Path(folder) / "book.sqlite"
        started = time.perf_counter()
        tid, played = play(book, players=args.players, seats=args.seats, hands=args.hands, seed=args.seed)
        print(f"{args.players} players at tables of {args.seats}: {played} hands played in"
              f" {time.perf_counter() - started:.0f} s (not timed)")  # fmt: skip
        wall, cpu = median_of(args.runs, lambda: run("tournament", "show", tid, "--book", book))
        print(f"  show (replay + leaderboard)  {wall:6.3f} s wall / {cpu:6.3f} s CPU   (target {TARGET:.1f} s)")
        export = Path(folder) / "event.json"
        run("export", tid, "--json", export, "--book", book)
        count = [0]

        def imported() -> None:
            count[0] += 1
            run("import", export, "--book", Path(folder) / f"other{count[0]}.sqlite")

        wall_i, cpu_i = median_of(args.runs, imported)
        print(f"  import of its export         {wall_i:6.3f} s wall / {cpu_i:6.3f} s CPU   ({played} hands)")
    return 0 if wall < TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
