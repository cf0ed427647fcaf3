"""How well does the setting advisor play? Seeded 4-player deals scored by the engine.

Run from the project root::

    python bench/advisor_study.py [--deals 10000] [--seed 1] [--jobs 2] [--json results.json]

Each deal is an honest random deal of one 52-card deck to 4 players. Every hand is set
three ways:

- ``advisor``: the advisor's best setting (classic-2-4, 4 players, shipped tables);
- ``back-first``: strongest back first: the best five cards in the back, the best five
  of the other eight in the middle, the rest in front;
- ``balanced``: balanced by category: the legal setting with the highest sum of the
  three rows' categories (high card 0, pair 1, ... straight flush 8), ties broken by the
  strongest front, then middle, then back.

For each pair of strategies (X, Y) the same deal is scored twice by the engine's own
``score_hand`` under classic-2-4 (naturals declared as the engine does by default, no
surrender): seats X Y X Y, then Y X Y X, so both strategies play the same cards. A
strategy's result for the deal is its units per hand over its four seats; the table
shows the mean over all deals with a 95% confidence interval (1.96 standard errors of
the per-deal results). The matchups are zero-sum: Y's mean is minus X's.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.advisor.advise import Advisor, balanced_by_category, strongest_back_first  # noqa: E402
from scorekeeper.advisor.tables import parse_tables, variant_key  # noqa: E402
from scorekeeper.game.cards import DECK, Card  # noqa: E402
from scorekeeper.game.deal import SeatedHand  # noqa: E402
from scorekeeper.game.rules import RuleSet, preset  # noqa: E402
from scorekeeper.game.scoring import score_hand  # noqa: E402

RULES = "classic-2-4"
STRATEGIES = ("advisor", "back-first", "balanced")
MATCHUPS = (("advisor", "back-first"), ("advisor", "balanced"), ("back-first", "balanced"))
Rows = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
Setter = Callable[[Sequence[Card]], Rows]


def deals(seed: int, count: int) -> list[list[tuple[Card, ...]]]:
    rng = random.Random(f"advisor-study:{seed}")
    deck = list(DECK)
    out = []
    for _ in range(count):
        rng.shuffle(deck)
        out.append([tuple(deck[13 * p : 13 * p + 13]) for p in range(4)])
    return out


def setters(rules: RuleSet, tables: Path | None) -> dict[str, Setter]:
    table = None
    if tables is not None:
        doc = parse_tables(json.loads(tables.read_text(encoding="utf-8")))
        table = doc[variant_key(rules.wheel, rules.middle)]
    advisor = Advisor(rules, 4, table)
    return {
        "advisor": advisor.best_setting,
        "back-first": lambda cards: strongest_back_first(cards, rules),
        "balanced": lambda cards: balanced_by_category(cards, rules),
    }


def play_chunk(job: tuple[list[list[tuple[Card, ...]]], Path | None]) -> list[dict[str, float]]:
    """Per deal: X's units per hand in each matchup ``"X vs Y"``."""
    chunk, tables = job
    rules = preset(RULES)
    setter = setters(rules, tables)
    results = []
    for hands in chunk:
        rows = {name: [setter[name](h) for h in hands] for name in STRATEGIES}
        deal: dict[str, float] = {}
        for x, y in MATCHUPS:
            total = 0.0
            for first, second in ((x, y), (y, x)):
                seats = []
                for p in range(len(hands)):
                    strategy = first if p % 2 == 0 else second
                    front, middle, back = rows[strategy][p]
                    seats.append(SeatedHand(f"P{p + 1}", front, middle, back))
                result = score_hand(seats, rules)
                offset = 0 if first == x else 1
                total += float(sum(result.players[p].units for p in range(offset, 4, 2)))
            deal[f"{x} vs {y}"] = total / 4  # units per hand of X: 4 hands over the two seatings
        results.append(deal)
    return results


def summary(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, half


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument("--tables", type=Path, help="opponent tables to use (default: the shipped ones)")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    all_deals = deals(args.seed, args.deals)
    size = max(1, -(-len(all_deals) // (args.jobs * 20)))
    chunks = [(all_deals[i : i + size], args.tables) for i in range(0, len(all_deals), size)]
    if args.jobs == 1:
        per_deal = [r for chunk in chunks for r in play_chunk(chunk)]
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            per_deal = [r for result in pool.map(play_chunk, chunks) for r in result]
    elapsed = time.perf_counter() - start

    print(
        f"{len(per_deal):,} seeded 4-player deals (seed {args.seed}), scored by score_hand under {RULES}, "
        f"each matchup seated X Y X Y and Y X Y X; {elapsed:.0f} s on {args.jobs} processes"
    )
    print()
    print("| matchup | strategy | mean units per hand | 95% CI |")
    print("|---|---|---|---|")
    table = []
    for x, y in MATCHUPS:
        mean, half = summary([d[f"{x} vs {y}"] for d in per_deal])
        for name, sign in ((x, 1), (y, -1)):
            m = sign * mean
            print(f"| {x} vs {y} | {name} | {m:+.3f} | {m - half:+.3f} .. {m + half:+.3f} |")
            table.append({"matchup": f"{x} vs {y}", "strategy": name, "mean": m, "ci95": [m - half, m + half]})
    verdicts = []
    for y in ("back-first", "balanced"):
        mean, half = summary([d[f"advisor vs {y}"] for d in per_deal])
        verdicts.append(mean - half > 0)
        print(f"\nadvisor beats {y}: {'yes' if mean - half > 0 else 'NO'} ({mean:+.3f} +- {half:.3f} units per hand)")
    if args.json:
        out: dict[str, Any] = {"deals": len(per_deal), "seed": args.seed, "rules": RULES, "results": table}
        args.json.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 0 if all(verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
