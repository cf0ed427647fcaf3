"""Generate the setting advisor's opponent tables (scorekeeper/data/advisor_tables.json).

Seeded and reproducible: the same arguments give the same file, byte for byte, whatever
``--jobs`` is. For each rule variant that changes row strengths (wheel lowest or
second-highest, middle high or lowball) it deals random hands (4-player deals from one
shuffled deck), sets every hand sensibly and records the strength each row gets:

- iteration 0 sets ``--hands`` hands with the simple "strongest back first" rule;
- iteration 1 sets the same hands with the advisor (classic-2-4 scoring, 4 players, the
  variant's wheel and middle) playing against the table of iteration 0;
- iteration i >= 2 sets them with the advisor playing against the last two advisor
  iterations pooled (damping: plain iteration keeps swinging between fronts that are too
  weak and too strong);
- the table written is the last two iterations pooled, the table a next iteration
  would play against.

See docs/advisor.md.

    python tools/make_advisor_tables.py                   # the shipped tables (about 40 min on 2 busy cores)
    python tools/make_advisor_tables.py --hands 400 --iterations 1 --out /tmp/t.json  # a quick check
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from scorekeeper.advisor.advise import Advisor, strongest_back_first  # noqa: E402
from scorekeeper.advisor.tables import FORMAT, ROW_NAMES, parse_tables, row_counts, variant_key  # noqa: E402
from scorekeeper.game.cards import DECK, Card  # noqa: E402
from scorekeeper.game.hands import evaluate_lowball, evaluate_three, five_evaluator  # noqa: E402
from scorekeeper.game.rules import RuleSet, resolve_rules  # noqa: E402

VARIANTS = (("lowest", "high"), ("second-highest", "high"), ("lowest", "lowball"), ("second-highest", "lowball"))
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "scorekeeper" / "data" / "advisor_tables.json"
PLAYERS = 4

Hand = tuple[Card, ...]
Values = tuple[int, int, int]


def variant_rules(wheel: str, middle: str) -> RuleSet:
    return resolve_rules({"preset": "classic-2-4", "wheel": wheel, "middle": middle})


def deal_hands(seed: int, key: str, hands: int) -> list[Hand]:
    """``hands`` hands from 4-player deals of one shuffled deck each (a multiple of 4)."""
    rng = random.Random(f"advisor-tables:{seed}:{key}")
    out: list[Hand] = []
    deck = list(DECK)
    while len(out) < hands:
        rng.shuffle(deck)
        out.extend(tuple(deck[13 * p : 13 * p + 13]) for p in range(PLAYERS))
    return out


def row_values(rows: tuple[Hand, Hand, Hand], rules: RuleSet) -> Values:
    evaluate = five_evaluator(rules.wheel_rule)
    front, middle, back = rows
    mid = evaluate_lowball(middle) if rules.middle == "lowball" else evaluate(middle)
    return evaluate_three(front), mid, evaluate(back)


def set_chunk(job: tuple[str, str, dict[str, Any] | None, list[Hand]]) -> list[Values]:
    """Set a chunk of hands: the simple rule when no table is given, else the advisor."""
    wheel, middle, doc, hands = job
    rules = variant_rules(wheel, middle)
    if doc is None:
        return [row_values(strongest_back_first(h, rules), rules) for h in hands]
    table = parse_tables(doc)[variant_key(wheel, middle)]
    advisor = Advisor(rules, PLAYERS, table)
    return [row_values(advisor.best_setting(h), rules) for h in hands]


def scoop_rates(values: np.ndarray[Any, Any]) -> tuple[float, float]:
    """P(A scoops B) and P(A scoops C | A scoops B) over the deals' ordered pairs and triples."""
    deals = values.reshape(-1, PLAYERS, 3)
    # beats[d, a, b]: seat a wins all three rows against seat b
    beats = (deals[:, :, None, :] > deals[:, None, :, :]).all(axis=3)
    pairs = beats.sum()
    ordered_pairs = deals.shape[0] * PLAYERS * (PLAYERS - 1)
    per_seat = beats.sum(axis=2)  # scoops by each seat
    both = (per_seat * (per_seat - 1)).sum()  # ordered (b, c) pairs both scooped by a
    return float(pairs / ordered_pairs), float(both / pairs) if pairs else 0.0


def iterate(wheel: str, middle: str, hands: list[Hand], doc: dict[str, Any] | None, jobs: int) -> list[Values]:
    size = max(1, -(-len(hands) // (jobs * 8)))
    chunks = [(wheel, middle, doc, hands[i : i + size]) for i in range(0, len(hands), size)]
    if jobs == 1:
        return [v for chunk in chunks for v in set_chunk(chunk)]
    with ProcessPoolExecutor(jobs) as pool:
        return [v for result in pool.map(set_chunk, chunks) for v in result]


def variant_doc(values: list[Values], opponents: str) -> dict[str, Any]:
    arr = np.array(values, dtype=np.int64)
    scoop, scoop_given_scoop = scoop_rates(arr)
    return {
        "opponents": opponents,
        "hands": len(values),
        "scoop": round(scoop, 6),
        "scoop_given_scoop": round(scoop_given_scoop, 6),
        "rows": {row: row_counts(arr[:, r]) for r, row in enumerate(ROW_NAMES)},
    }


def distance(a: dict[str, Any], b: dict[str, Any]) -> float:
    """Largest Kolmogorov-Smirnov distance between two variant docs' row distributions."""
    worst = 0.0
    for row in ROW_NAMES:
        grid = np.union1d(a["rows"][row]["values"], b["rows"][row]["values"])
        cdfs = []
        for doc in (a, b):
            values = np.array(doc["rows"][row]["values"])
            cum = np.concatenate(([0.0], np.cumsum(doc["rows"][row]["counts"], dtype=float)))
            cdfs.append(cum[np.searchsorted(values, grid, side="right")] / cum[-1])
        worst = max(worst, float(np.abs(cdfs[0] - cdfs[1]).max()))
    return worst


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--hands", type=int, default=20_000, help="hands per variant and iteration (a multiple of 4)")
    parser.add_argument("--iterations", type=int, default=5, help="advisor iterations after the simple start")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (does not change the output)")
    parser.add_argument(
        "--variant", action="append", choices=[variant_key(*v) for v in VARIANTS], help="only these variants"
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--history", type=Path, help="also write each iteration's own distributions here")
    args = parser.parse_args(argv)

    out: dict[str, Any] = {
        "format": FORMAT,
        "generator": {
            "script": "tools/make_advisor_tables.py",
            "seed": args.seed,
            "hands": args.hands,
            "iterations": args.iterations,
        },
        "variants": {},
    }
    for wheel, middle in VARIANTS:
        key = variant_key(wheel, middle)
        if args.variant and key not in args.variant:
            continue
        hands = deal_hands(args.seed, key, args.hands)
        doc: dict[str, Any] | None = None  # the table the next iteration's advisor plays against
        previous: list[Values] = []  # the last advisor iteration's settings
        for iteration in range(args.iterations + 1):
            start = time.perf_counter()
            table_doc = None if doc is None else {"format": FORMAT, "variants": {key: doc}}
            values = iterate(wheel, middle, hands, table_doc, args.jobs)
            label = "strongest back first" if iteration == 0 else f"advisor iteration {iteration}"
            this = variant_doc(values, label)
            change = "" if doc is None else f", KS distance to the table it played against {distance(doc, this):.4f}"
            print(
                f"{key}: iteration {iteration} ({label}), {len(hands):,} hands in {time.perf_counter() - start:.0f} s; "
                f"scoop {this['scoop']:.4f}, scoop|scoop {this['scoop_given_scoop']:.4f}{change}",
                file=sys.stderr,
                flush=True,
            )
            if args.history:
                args.history.mkdir(parents=True, exist_ok=True)
                (args.history / f"{key.replace('/', '_')}_{iteration}.json").write_text(json.dumps(this) + "\n")
            if iteration == 0:
                doc = this
            else:  # damping: the next advisor plays against the last two advisor iterations pooled
                first = max(1, iteration - 1)
                opponents = f"advisor iterations {first}-{iteration} pooled (classic-2-4 scoring, {PLAYERS} players)"
                doc = variant_doc(previous + values, opponents)
                previous = values
        assert doc is not None
        out["variants"][key] = doc
        # written after every variant, so a long run can be watched (the last write is the result)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(out, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
