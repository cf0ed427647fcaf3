"""Engine benchmark: evaluator vs treys, whole hands scored, naturals detection.

Run from the project root (needs the ``bench`` extra: ``pip install -e ".[bench]"``)::

    python bench/bench_engine.py [--runs 5] [--seed 2024]

Every figure is the median of ``--runs`` timed runs (wall clock, ``perf_counter``) on
pre-built, seeded inputs; building the inputs (and converting cards to treys' ints)
is never timed. As ``timeit`` does, the garbage collector is paused while a run is
timed, and each timed loop is a plain ``for`` loop calling the function once per item.

* five-card evals/s: ``scorekeeper.game.hands.five_evaluator()`` and treys'
  ``Evaluator._five`` (its own five-card path, without ``evaluate()``'s list join),
  each run timing both on the same 200,000 random hands; the ratio is the median of
  the per-run ratios. Before timing, the two are checked to order 20,000 of the hands
  identically, which proves the card conversion.
* 4-player hands/s: ``scorekeeper.game.scoring.score_hand(seats, rules, stakes)`` over
  2,000 random deals, each player's 13 cards set as a player would
  (pairs and trips first, strongest back; 5% left as dealt, so some foul), naturals detection included.
* naturals: ``scorekeeper.game.naturals.detect(cards, enabled=NATURAL_ORDER)`` on 20,000
  random 13-card hands, microseconds per hand.

The machine's 1-minute load average is printed: on a shared machine, rates measured
while other processes run are low.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from decimal import Decimal
from importlib.metadata import version
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from treys import Card as TreysCard  # type: ignore[import-untyped]  # noqa: E402
from treys import Evaluator as TreysEvaluator  # noqa: E402

from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.game.cards import DECK, RANK_CHARS, SUIT_CHARS, Card  # noqa: E402
from scorekeeper.game.deal import HAND_ENTRY, SeatedHand, seat_hands  # noqa: E402
from scorekeeper.game.hands import five_evaluator  # noqa: E402
from scorekeeper.game.naturals import NATURAL_ORDER, detect  # noqa: E402
from scorekeeper.game.rules import RuleSet, preset, resolve_rules  # noqa: E402
from scorekeeper.game.scoring import score_hand  # noqa: E402
from scorekeeper.game.stakes import StakeTable  # noqa: E402

EVAL_HANDS = 200_000
DEALS = 2_000
DETECT_HANDS = 20_000
PRESETS = ("classic-2-4", "thirteen-water", "shisanshui-room", "room rules on")
ROOM_RULES: dict[str, Any] = {
    "preset": "shisanshui-room",  # suit order shcd, horse card 5h
    "royalty_cap": 12,
    "scoop_cap": 12,
    "home_run_cap": 24,
    "six_pairs_counts": "quads",
    "natural_rows": "as-set",
    "banker": "dealer",
}
"""score-cli.md's "More rule options" at once: suits, horse card, caps, naturals as set, banker mode."""
TARGET_RATIO = 1.3
TARGET_HANDS_PER_S = 5_000.0


def timed(body: Callable[[], object]) -> float:
    """Seconds one call of ``body`` takes, the collector paused."""
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        body()
        return time.perf_counter() - start
    finally:
        gc.enable()


def looped(func: Callable[[Any], object], items: Sequence[Any]) -> Callable[[], None]:
    """A body calling ``func`` once per item, the way a caller's loop would."""

    def body() -> None:
        for item in items:
            func(item)

    return body


def to_treys(card: int) -> int:
    return int(TreysCard.new(RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]))


def random_seats(rng: random.Random, players: int = 4) -> tuple[SeatedHand, ...]:
    """A shuffled deal set as players set it (pairs and trips first, strongest back; 5% left as
    dealt, so some seats foul): most seats play, so rows are compared and royalties paid."""
    entry = random_hand(rng, [f"P{p + 1}" for p in range(players)], foul_share=0.05)
    return seat_hands(HAND_ENTRY.read(entry))


def check_treys_agrees(
    engine: Callable[[Sequence[int]], int],
    treys: Callable[[Sequence[int]], int],
    hands: Sequence[tuple[int, ...]],
    t_hands: Sequence[tuple[int, ...]],
) -> None:
    """The card conversion is right: both evaluators order the hands the same way."""
    pairs = [(engine(h), -treys(t)) for h, t in zip(hands, t_hands, strict=True)]
    by_engine = sorted(range(len(pairs)), key=lambda i: pairs[i][0])
    for i, j in zip(by_engine, by_engine[1:], strict=False):
        (ei, ti), (ej, tj) = pairs[i], pairs[j]
        if (ei < ej) != (ti < tj) or (ei == ej) != (ti == tj):
            raise SystemExit(f"engine and treys disagree on hands {hands[i]} and {hands[j]}")


Body = Callable[[], None]


def evaluator_bodies(rng: random.Random) -> tuple[Body, Body]:
    """Loops over the same 200,000 hands: the engine's evaluator, then treys' on converted cards."""
    hands = [tuple(rng.sample(range(52), 5)) for _ in range(EVAL_HANDS)]
    t_hands = [tuple(to_treys(c) for c in h) for h in hands]
    engine = five_evaluator()
    treys = TreysEvaluator()._five  # treys' own five-card evaluation, without evaluate()'s list join
    check_treys_agrees(engine, treys, hands[:20_000], t_hands[:20_000])
    return looped(engine, hands), looped(treys, t_hands)


def scoring_body(rng: random.Random, name: str) -> Body:
    """score_hand over pre-built 4-player deals under one preset (or the room rules, P1 banking)."""
    rules: RuleSet = resolve_rules(ROOM_RULES) if name == "room rules on" else preset(name)
    deals = [random_seats(rng) for _ in range(DEALS)]
    stakes = StakeTable(Decimal(1)).of
    dealer = "P1" if rules.banker else None

    def body() -> None:
        for seats in deals:
            score_hand(seats, rules, stakes, dealer=dealer)

    return body


def detect_body(rng: random.Random) -> Body:
    """detect() with every natural switched on, over random 13-card hands."""
    hands: list[tuple[Card, ...]] = [tuple(rng.sample(DECK, 13)) for _ in range(DETECT_HANDS)]

    def body() -> None:
        for cards in hands:
            detect(cards, enabled=NATURAL_ORDER)

    return body


def verdict(met: bool) -> str:
    return "met" if met else "NOT MET"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per figure; the median is printed")
    parser.add_argument("--seed", type=int, default=2024, help="seed of the random hands")
    args = parser.parse_args(argv)
    runs = args.runs

    print(
        f"Python {platform.python_version()} ({platform.python_implementation()}), "
        f"{os.cpu_count()} CPUs, treys {version('treys')}; median of {runs} runs, seed {args.seed}"
    )
    engine_body, treys_body = evaluator_bodies(random.Random(args.seed))
    scoring_bodies = {name: scoring_body(random.Random(args.seed + 1), name) for name in PRESETS}
    detect_run = detect_body(random.Random(args.seed + 2))

    # Each run times every figure once, in turn, so that all of them share the machine's ups and downs.
    load_before = os.getloadavg()[0]
    engine_rates, treys_rates, ratios, detect_times = [], [], [], []
    scoring_rates: dict[str, list[float]] = {name: [] for name in PRESETS}
    for _ in range(runs):
        e = EVAL_HANDS / timed(engine_body)
        t = EVAL_HANDS / timed(treys_body)  # right after the engine, on the same hands
        engine_rates.append(e)
        treys_rates.append(t)
        ratios.append(e / t)
        for name, body in scoring_bodies.items():
            scoring_rates[name].append(DEALS / timed(body))
        detect_times.append(timed(detect_run) / DETECT_HANDS * 1e6)
    load_after = os.getloadavg()[0]
    median = statistics.median
    ev = {"engine": median(engine_rates), "treys": median(treys_rates), "ratio": median(ratios)}
    scoring = {name: median(rates) for name, rates in scoring_rates.items()}
    detect_us = median(detect_times)

    rows = [
        ("five-card evals/s, engine five_evaluator()", f"{ev['engine']:,.0f}", f"{EVAL_HANDS:,} hands"),
        ("five-card evals/s, treys Evaluator._five", f"{ev['treys']:,.0f}", "same hands, same run"),
        ("ratio engine / treys", f"{ev['ratio']:.2f}", f"target >= {TARGET_RATIO}"),
    ]
    base = scoring[PRESETS[0]]
    rows += [
        (
            f"4-player hands/s, {name}",
            f"{rate:,.0f}",
            f"{DEALS:,} deals, target >= {TARGET_HANDS_PER_S:,.0f}"
            + ("" if name == PRESETS[0] else f"; {rate / base:.2f} x {PRESETS[0]}, same runs"),
        )
        for name, rate in scoring.items()
    ]
    rows.append(("naturals detect(), all 12 enabled", f"{detect_us:.2f} us/hand", f"{DETECT_HANDS:,} hands"))
    width = max(len(r[0]) for r in rows)
    vwidth = max(len(r[1]) for r in rows)
    print()
    for label, value, note in rows:
        print(f"  {label:<{width}}  {value:>{vwidth}}   {note}")
    print()
    print(f"1-minute load average {load_before:.2f} before, {load_after:.2f} after", end="")
    busy = max(load_before, load_after) > (os.cpu_count() or 1)
    print(": more runnable processes than CPUs, the rates above are depressed" if busy else "")
    print(f"Target ratio engine/treys >= {TARGET_RATIO}: {verdict(ev['ratio'] >= TARGET_RATIO)} ({ev['ratio']:.2f})")
    for name, rate in scoring.items():
        print(
            f"Target {name} >= {TARGET_HANDS_PER_S:,.0f} hands/s: {verdict(rate >= TARGET_HANDS_PER_S)} ({rate:,.0f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
