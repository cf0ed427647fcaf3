"""Setting advisor benchmark: ranking all 72,072 settings of a hand, numpy vs a plain-Python loop.

Run from the project root::

    python bench/bench_advisor.py [--hands 200] [--naive-hands 3] [--seed 7]

Times, in one run on the same seeded random hands:

- the full ranking (``Advisor.rank``: evaluate the 1,287 five-card and 286 three-card
  subsets once, drop fouls, expected units of every legal setting) per hand, median
  (also 90th percentile and maximum) of the wall-clock time over ``--hands`` hands, for
  classic-2-4, thirteen-water (scoop and home-run terms) and a lowball middle (most
  settings legal); the median CPU time too (on a shared, busy machine the wall clock
  includes waiting for a core); and ``advise`` (ranking + top 3 + naturals);
- a naive loop that walks the 72,072 settings one by one in plain Python, evaluates every
  row with the engine's evaluators and computes the same expected units (a few hands:
  it takes about a second each). Its best setting's units must equal the numpy ranking's.

As ``timeit`` does, the garbage collector is paused while a call is timed.
"""

from __future__ import annotations

import argparse
import bisect
import gc
import itertools
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from scorekeeper.advisor.advise import Advisor, setting_index  # noqa: E402
from scorekeeper.game.cards import DECK, Card  # noqa: E402
from scorekeeper.game.hands import evaluate_three, five_evaluator  # noqa: E402
from scorekeeper.game.royalties import row_royalty  # noqa: E402
from scorekeeper.game.rules import ROWS, RuleSet, resolve_rules  # noqa: E402

TARGET_MS = 10.0
RULES = {
    "classic-2-4": {"preset": "classic-2-4"},
    "thirteen-water": {"preset": "thirteen-water"},
    "classic-2-4, lowball middle": {"preset": "classic-2-4", "middle": "lowball"},
    # score-cli.md "More rule options": suits decide ties and the setting rule, horse card, caps
    "shisanshui-room, caps": {"preset": "shisanshui-room", "royalty_cap": 12, "scoop_cap": 12, "home_run_cap": 24},
}


def timed_ms(body: Callable[[], object]) -> float:
    """Wall-clock milliseconds of one call."""
    return timed_both(body)[0]


def timed_both(body: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU milliseconds of one call (CPU time leaves out waits for a busy machine's cores)."""
    gc.collect()
    gc.disable()
    try:
        start, cpu = time.perf_counter(), time.process_time()
        body()
        return (time.perf_counter() - start) * 1e3, (time.process_time() - cpu) * 1e3
    finally:
        gc.enable()


def naive_best(advisor: Advisor, cards: Sequence[Card]) -> float:
    """Best expected units by walking every setting in plain Python (classic-2-4: 2-4, winner-only, no multipliers)."""
    rules = advisor.rules
    assert rules.scoring == "2-4" and rules.royalty_payment == "winner-only" and rules.middle == "high"
    assert rules.scoop_multiplier == 1 and not rules.one_royalty_per_hand
    evaluate = five_evaluator(rules.wheel_rule)
    table = rules.royalty_lookup
    dists = [(list(map(int, o.dist.values)), list(map(float, o.dist.below)), o) for o in advisor.opp_rows]

    def row_terms(r: int, value: int) -> tuple[float, float, float]:
        values, below, opp = dists[r]
        lo, hi = bisect.bisect_left(values, value), bisect.bisect_right(values, value)
        win, tie = below[lo], below[hi] - below[lo]
        royalty = row_royalty(ROWS[r], value, table)
        mine = float(royalty.units) if royalty else 0.0
        roy_above = opp.roy_total - float(opp.roy_below[hi])
        return win, 1.0 - win - tie, mine * win - roy_above

    best = -1e9
    for back in itertools.combinations(cards, 5):
        rest = [c for c in cards if c not in back]
        vb = evaluate(back)
        for middle in itertools.combinations(rest, 5):
            front = [c for c in rest if c not in middle]
            vm, vf = evaluate(middle), evaluate_three(front)
            if vf > vm or vm > vb:
                continue
            (wf, lf, rf), (wm, lm, rm), (wb, lb, rb) = row_terms(0, vf), row_terms(1, vm), row_terms(2, vb)
            two_won = wf * wm + wf * wb + wm * wb - 2 * wf * wm * wb
            two_lost = lf * lm + lf * lb + lm * lb - 2 * lf * lm * lb
            units = (wf - lf) + (wm - lm) + (wb - lb) + two_won - two_lost + rf + rm + rb
            best = max(best, units * advisor.opponents)
    return best


def bench_rules(name: str, rules: RuleSet, hands: list[tuple[Card, ...]]) -> dict[str, float]:
    advisor = Advisor(rules, 4)
    advisor.rank(hands[0])  # tables and index arrays built once, outside the timing
    both = [timed_both(lambda h=h: advisor.rank(h)) for h in hands]
    rank_ms = [wall for wall, _ in both]
    advise_ms = [timed_ms(lambda h=h: advisor.advise(h, 3)) for h in hands]
    legal = [len(advisor.rank(h).legal) for h in hands[:50]]
    return {
        "median": statistics.median(rank_ms),
        "cpu": statistics.median(cpu for _, cpu in both),
        "p90": float(np.percentile(rank_ms, 90)),
        "max": max(rank_ms),
        "advise": statistics.median(advise_ms),
        "legal": statistics.mean(legal),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--naive-hands", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    hands = [tuple(rng.sample(DECK, 13)) for _ in range(args.hands)]
    t0 = time.perf_counter()
    setting_index()
    index_ms = (time.perf_counter() - t0) * 1e3
    print(
        f"Python {platform.python_version()}, numpy {np.__version__}, {os.cpu_count()} CPUs, "
        f"load average {os.getloadavg()[0]:.1f}; "
        f"{args.hands} seeded hands (seed {args.seed}); index arrays of the 72,072 settings built once in "
        f"{index_ms:.0f} ms"
    )
    print()
    print(
        f"  {'rule set':<28} {'rank median':>11} {'p90':>7} {'max':>7} {'CPU median':>10} "
        f"{'advise median':>14} {'legal settings':>15}"
    )
    results = {}
    for name, options in RULES.items():
        r = bench_rules(name, resolve_rules(options), hands)
        results[name] = r
        print(
            f"  {name:<28} {r['median']:>8.2f} ms {r['p90']:>4.1f} ms {r['max']:>4.1f} ms {r['cpu']:>7.2f} ms "
            f"{r['advise']:>11.2f} ms {r['legal']:>15,.0f}"
        )

    advisor = Advisor(resolve_rules("classic-2-4"), 4)
    naive_ms, numpy_ms = [], []
    for hand in hands[: args.naive_hands]:
        start = time.perf_counter()
        slow = naive_best(advisor, hand)
        naive_ms.append((time.perf_counter() - start) * 1e3)
        ranking = advisor.rank(hand)
        numpy_ms.append(timed_ms(lambda hand=hand: advisor.rank(hand)))
        if abs(slow - ranking.best_units) > 1e-9:
            raise SystemExit(f"naive loop and numpy ranking disagree: {slow} vs {ranking.best_units}")
    naive, fast = statistics.median(naive_ms), statistics.median(numpy_ms)
    print()
    print(
        f"  naive plain-Python loop over all settings (classic-2-4, {len(naive_ms)} hands): "
        f"median {naive:,.0f} ms per hand, {naive / fast:,.0f}x the numpy ranking on the same hands; "
        "same best expected units"
    )
    median = results["classic-2-4"]["median"]
    met = all(r["median"] < TARGET_MS for r in results.values())
    print()
    print(
        f"Target full ranking < {TARGET_MS:.0f} ms per hand (median): {'met' if met else 'NOT MET'} "
        f"(classic-2-4 {median:.2f} ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
