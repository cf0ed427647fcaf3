"""Settle-up benchmark: ``settlement.simplified`` (the fewest transfers) by number of players.

Run from the project root::

    python bench/bench_settlement.py [--runs 7] [--seed 12]

The search for the most zero-sum groups grows with the players; every size is timed on
the same seeded balances in this run, and printed as a median with its ratio to the
4-player figure (the baseline). The 12-player case was a wall-clock assert in the tests
(under 2 s); it lives here now, where a busy machine cannot fail a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.ledger.settlement import simplified  # noqa: E402

SIZES = (4, 8, 12, 16)
TARGET_12 = 2.0  # seconds


def balances(players: int, seed: int) -> dict[str, Decimal]:
    rng = random.Random(seed)
    amounts = [Decimal(rng.randint(-10_000, 10_000)) / 100 for _ in range(players - 1)]
    result = {f"player{i}": a for i, a in enumerate(amounts)}
    result[f"player{players - 1}"] = -sum(amounts, Decimal(0))
    return result


def median_seconds(values: dict[str, Decimal], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        simplified(values)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    figures = {n: median_seconds(balances(n, args.seed), args.runs) for n in SIZES}
    base = figures[SIZES[0]]
    print(f"settlement.simplified, median of {args.runs} runs (ratio to {SIZES[0]} players)")
    for n, seconds in figures.items():
        note = f"  target {TARGET_12:.0f} s" if n == 12 else ""
        print(f"  {n:2d} players: {seconds * 1e3:9.2f} ms  x{seconds / base:8.1f}{note}")


if __name__ == "__main__":
    main()
