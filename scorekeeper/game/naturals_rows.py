"""The three-row naturals' splits: every way 13 cards make three straights, three flushes or three
straight flushes, and the strongest of them (RULES.md section 5).

The three-straights test of :mod:`scorekeeper.game.naturals` is one set lookup of the hand's rank
multiset, precomputed here from every way to make a 3-card run and two 5-card runs.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from functools import cache

from scorekeeper.game.cards import Card
from scorekeeper.game.hands import (
    FLUSH,
    STRAIGHT,
    STRAIGHT_FLUSH,
    Wheel,
    category_index,
    evaluate_three,
    five_evaluator,
)

Rows = tuple[Sequence[Card], Sequence[Card], Sequence[Card]]  # front, middle, back as entered


def _front_runs(qka: bool) -> list[tuple[int, ...]]:
    runs: list[tuple[int, ...]] = [(14, 2, 3)]
    runs += [(r, r + 1, r + 2) for r in range(2, 12)]
    return runs + [(12, 13, 14)] if qka else runs


FIVE_RUNS: tuple[tuple[int, ...], ...] = ((14, 2, 3, 4, 5),) + tuple(tuple(range(low, low + 5)) for low in range(2, 11))


@cache
def three_straight_keys(qka: bool) -> frozenset[int]:
    """Rank-weight sums of every 13-card rank multiset that makes three straights."""
    keys = set()
    for front in _front_runs(qka):
        for middle, back in itertools.combinations_with_replacement(FIVE_RUNS, 2):
            ranks = front + middle + back
            if max(ranks.count(r) for r in ranks) <= 4:
                keys.add(sum(5 ** (r - 2) for r in ranks))
    return frozenset(keys)


@cache
def _run_shapes(qka: bool) -> frozenset[tuple[int, ...]]:
    return frozenset(tuple(sorted(r)) for r in _front_runs(qka))


def _is_run(ranks: Sequence[int], qka: bool) -> bool:
    return tuple(sorted(ranks)) in _run_shapes(qka)


Split = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]


def _splits(
    cards: Sequence[Card],
    five_ok: Callable[[Sequence[Card]], bool],
    three_ok: Callable[[Sequence[Card]], bool],
) -> Iterator[Split]:
    """Every (back, middle, front) whose rows pass the tests (by position: a deck with extra suits
    deals a card twice)."""
    seats = range(len(cards))
    for back_at in itertools.combinations(seats, 5):
        back = tuple(cards[i] for i in back_at)
        if not five_ok(back):
            continue
        rest = [i for i in seats if i not in back_at]
        for middle_at in itertools.combinations(rest, 5):
            middle = tuple(cards[i] for i in middle_at)
            front = tuple(cards[i] for i in rest if i not in middle_at)
            if five_ok(middle) and three_ok(front):
                yield back, middle, front


@cache
def _row_tests(natural: str, qka: bool) -> tuple[Callable[[Sequence[Card]], bool], Callable[[Sequence[Card]], bool]]:
    evaluate = five_evaluator(Wheel.LOWEST)
    wanted = {
        "three-straights": {STRAIGHT, STRAIGHT_FLUSH},
        "three-flushes": {FLUSH, STRAIGHT_FLUSH},
        "three-straight-flushes": {STRAIGHT_FLUSH},
    }[natural]

    def suited(front: Sequence[Card]) -> bool:
        return len({c.suit for c in front}) == 1

    def run(front: Sequence[Card]) -> bool:
        return _is_run([c.rank for c in front], qka)

    def front_ok(front: Sequence[Card]) -> bool:
        if natural == "three-straights":
            return run(front)
        if natural == "three-flushes":
            return suited(front)
        return run(front) and suited(front)

    return (lambda row: category_index(evaluate(row)) in wanted), front_ok


def _run_top(ranks: Sequence[int]) -> int:
    """A front run's height; A-2-3 is the lowest run."""
    return 3 if sorted(ranks) == [2, 3, 14] else max(ranks)


def split_value(
    back: Sequence[Card], middle: Sequence[Card], front: Sequence[Card], natural: str, wheel: Wheel
) -> tuple[int, int, int]:
    evaluate = five_evaluator(wheel)
    front_value = _run_top([c.rank for c in front]) if natural == "three-straights" else evaluate_three(front)
    return evaluate(back), evaluate(middle), front_value


def best_split_value(cards: Sequence[Card], natural: str, *, wheel: Wheel, qka: bool) -> tuple[int, int, int] | None:
    """The strongest (back, middle, front) over the splits that make this natural."""
    five_ok, three_ok = _row_tests(natural, qka)
    best: tuple[int, int, int] | None = None
    for back, middle, front in _splits(cards, five_ok, three_ok):
        value = split_value(back, middle, front, natural, wheel)
        best = value if best is None or value > best else best
    return best


def rows_make(natural: str, rows: Rows, *, qka: bool) -> bool:
    """Whether the rows as entered make this three-row natural (``natural_rows: as-set``)."""
    five_ok, three_ok = _row_tests(natural, qka)
    front, middle, back = rows
    return five_ok(back) and five_ok(middle) and len(front) == 3 and three_ok(front)
