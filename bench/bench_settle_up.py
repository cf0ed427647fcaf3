"""Settle-up benchmark: the fewest transfers by table size, and the verification that re-scores.

Run from the project root::

    python bench/bench_settle_up.py [--runs 5] [--hands 2000] [--seed 15]

* plan     ``settlement.settle_plan`` on seeded zero-sum balances of 4 to 40 players: the exact
           search up to ``EXACT_LIMIT`` non-zero balances, the greedy fallback beyond; printed as
           medians with the ratio to 4 players (the baseline), and whether the plan was exact.
* settle   ``ledger.settle`` on a long session: the first call re-scores every live hand from its
           cards (the verification), the next one finds each hand already checked; printed with the
           re-scoring rate in hands per second and the ratio of first to cached.

Wall-clock medians with the process's CPU time beside them (a busy machine stretches the
wall clock; the load average is printed first). Nothing here is asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.errors import InputError  # noqa: E402
from scorekeeper.ledger import totals as ledger  # noqa: E402
from scorekeeper.ledger.settlement import EXACT_LIMIT, settle_plan  # noqa: E402
from scorekeeper.session.session import Session, parse_hand_entry  # noqa: E402

SIZES = (4, 8, 12, 16, 18, 40)


def balances(players: int, seed: int) -> dict[str, Decimal]:
    rng = random.Random(seed)
    amounts = [Decimal(rng.randint(-10_000, 10_000)) / 100 for _ in range(players - 1)]
    out = {f"player{i}": a for i, a in enumerate(amounts)}
    out[f"player{players - 1}"] = -sum(amounts, Decimal(0))
    return out


def timed(run: object, runs: int) -> tuple[float, float]:
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        run()  # type: ignore[operator]
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def long_session(hands: int, seed: int) -> Session:
    rng = random.Random(seed)
    names = ["Amy", "Bob", "Cat", "Dan", "Eve"]
    s = Session.create("1", name="Long", players=names, unit=Decimal("0.05"), currency="EUR")
    while len(s.hands) < hands:
        entry = parse_hand_entry(random_hand(rng, rng.sample(names, 4), surrender_share=0.1))
        try:
            s.append("added", s.prepare_add(entry))
        except InputError:
            continue
    return s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}; median of {args.runs} runs; EXACT_LIMIT {EXACT_LIMIT}")
    figures = {n: timed(lambda n=n: settle_plan(balances(n, args.seed)), args.runs) for n in SIZES}
    base = figures[SIZES[0]][0]
    for n, (wall, cpu) in figures.items():
        plan = settle_plan(balances(n, args.seed))
        kind = "exact" if plan.exact else "greedy fallback"
        print(f"  plan {n:2d} players: {wall * 1e3:9.2f} ms (CPU {cpu * 1e3:8.2f})  x{wall / base:8.1f}  "
              f"{len(plan.transfers)} transfers, {kind}")  # fmt: skip
    session = long_session(args.hands, args.seed)
    first_wall, first_cpu = timed(lambda: (session._rescore_cache.clear(), ledger.settle(session)), args.runs)
    again_wall, again_cpu = timed(lambda: ledger.settle(session), args.runs)
    live = len(session.live_hands())
    print(f"  settle {live} hands, first (re-scores each): {first_wall:.3f} s (CPU {first_cpu:.3f}), "
          f"{live / first_cpu:,.0f} hands/s of CPU")  # fmt: skip
    print(f"  settle again (hands already checked):   {again_wall:.3f} s (CPU {again_cpu:.3f}), "
          f"ratio first/again {first_wall / again_wall:.1f}")  # fmt: skip


if __name__ == "__main__":
    main()
