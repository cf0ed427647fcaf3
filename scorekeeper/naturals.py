"""Naturals: special 13-card holdings that win at once (RULES.md section 5).

Detection looks at the 13 cards alone. Most naturals are rank or suit counts; the
three-straights test is one set lookup of the hand's rank multiset, precomputed
from every way to make a 3-card run and two 5-card runs.

>>> from scorekeeper.cards import parse_cards
>>> detect(parse_cards("As Kd Qh Jc Ts 9d 8h 7c 6s 5d 4h 3c 2s"), enabled={"dragon"})
'dragon'
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from scorekeeper.cards import Card
from scorekeeper.hands import (
    FLUSH,
    RANK_WEIGHT,
    STRAIGHT,
    STRAIGHT_FLUSH,
    Wheel,
    category_index,
    evaluate_three,
    five_evaluator,
)
from scorekeeper.presets import ALL_NATURAL_UNITS

NATURAL_ORDER: tuple[str, ...] = tuple(ALL_NATURAL_UNITS)
"""Natural ids, strongest first."""
NaturalId = Literal[
    "clean-dragon",
    "dragon",
    "twelve-royals",
    "three-straight-flushes",
    "three-quads",
    "all-low-all-high",
    "full-colored",
    "four-triples",
    "five-pairs-triple",
    "six-pairs",
    "three-straights",
    "three-flushes",
    "no-picture",
]
"""A natural's id, as a rule set's ``naturals`` option names it."""
assert list(NATURAL_ORDER) == list(NaturalId.__args__)  # type: ignore[attr-defined]
ROW_NATURALS = frozenset({"three-straight-flushes", "three-straights", "three-flushes"})
"""The naturals made by the three rows; ``natural_rows: as-set`` judges them on the rows as entered."""
Rows = tuple[Sequence[Card], Sequence[Card], Sequence[Card]]  # front, middle, back as entered

_FLUSH_SHAPES = {(13,), (8, 5), (10, 3), (5, 5, 3)}


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


def _counts(cards: Sequence[Card]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    return counts


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


def _split_value(
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
        value = _split_value(back, middle, front, natural, wheel)
        best = value if best is None or value > best else best
    return best


def rows_make(natural: str, rows: Rows, *, qka: bool) -> bool:
    """Whether the rows as entered make this three-row natural (``natural_rows: as-set``)."""
    five_ok, three_ok = _row_tests(natural, qka)
    front, middle, back = rows
    return five_ok(back) and five_ok(middle) and len(front) == 3 and three_ok(front)


class _Profile:
    """Rank and suit counts of 13 cards, computed once for every natural's test."""

    __slots__ = ("cards", "counts", "ranks", "suit_counts", "suits", "key", "pairs", "triples", "quads", "rows")

    def __init__(self, cards: Sequence[Card], rows: Rows | None = None) -> None:
        counts: dict[int, int] = {}
        suits = [0, 0, 0, 0]
        key = 0
        weight = RANK_WEIGHT
        for card in cards:
            rank = (card >> 2) + 2
            counts[rank] = counts.get(rank, 0) + 1
            suits[card & 3] += 1
            key += weight[card]
        pairs = triples = quads = 0
        for n in counts.values():
            pairs += n // 2
            if n >= 3:
                triples += 1
                quads += n == 4
        self.cards = cards
        self.counts = counts
        self.ranks = counts.keys()
        self.suit_counts = suits
        self.suits = tuple(sorted((n for n in suits if n), reverse=True))
        self.key = key
        self.pairs, self.triples, self.quads = pairs, triples, quads
        self.rows = rows


@dataclass(frozen=True, slots=True)
class NaturalOptions:
    """The rule options that change what a natural is (score-cli.md "More rule options")."""

    qka: bool = False  # front_qka_straight
    six_pairs: str = "quads-and-triples"  # six_pairs_counts
    as_set: bool = False  # natural_rows: as-set


_DEFAULT_OPTIONS = NaturalOptions()


def _six_pairs(p: _Profile, o: NaturalOptions) -> bool:
    if p.pairs != 6:
        return False
    if o.six_pairs == "pairs":  # plain pairs only: no rank three times or more
        return max(p.counts.values()) == 2
    if o.six_pairs == "quads":  # a quad is two pairs, a triple (any odd group of 3+) breaks it
        return all(n % 2 == 0 or n == 1 for n in p.counts.values())
    return True


def _five_pairs_triple(p: _Profile, o: NaturalOptions) -> bool:
    return sorted(p.counts.values()) == [2, 2, 2, 2, 2, 3]


def _by_rows(
    natural: str, by_cards: Callable[[_Profile, NaturalOptions], bool]
) -> Callable[[_Profile, NaturalOptions], bool]:
    """A three-row natural: from the 13 cards, or with ``as_set`` from the rows as entered."""

    def test(p: _Profile, o: NaturalOptions) -> bool:
        if o.as_set:
            return p.rows is not None and rows_make(natural, p.rows, qka=o.qka)
        return by_cards(p, o)

    return test


def _three_straight_flushes(p: _Profile, o: NaturalOptions) -> bool:
    return (
        p.key in three_straight_keys(o.qka)
        and p.suits in _FLUSH_SHAPES
        and best_split_value(p.cards, "three-straight-flushes", wheel=Wheel.LOWEST, qka=o.qka) is not None
    )


_PICTURES = frozenset({11, 12, 13})
_TESTS: dict[str, Callable[[_Profile, NaturalOptions], bool]] = {
    "clean-dragon": lambda p, o: len(p.counts) == 13 and len(p.suits) == 1,
    "dragon": lambda p, o: len(p.counts) == 13,
    "twelve-royals": lambda p, o: min(p.ranks) >= 11,
    "three-straight-flushes": _by_rows("three-straight-flushes", _three_straight_flushes),
    "three-quads": lambda p, o: p.quads == 3,
    "all-low-all-high": lambda p, o: min(p.ranks) >= 8 or max(p.ranks) <= 8,
    # all red or all black: exactly one of the two colours is present
    "full-colored": lambda p, o: (
        (p.suit_counts[1] + p.suit_counts[2] == 0) != (p.suit_counts[0] + p.suit_counts[3] == 0)
    ),
    "four-triples": lambda p, o: p.triples == 4,
    "five-pairs-triple": _five_pairs_triple,
    "six-pairs": _six_pairs,
    "three-straights": _by_rows("three-straights", lambda p, o: p.key in three_straight_keys(o.qka)),
    "three-flushes": _by_rows("three-flushes", lambda p, o: p.suits in _FLUSH_SHAPES),
    "no-picture": lambda p, o: p.ranks.isdisjoint(_PICTURES),
}
# detect's loop, strongest first; a natural without a test fails here, at import
_ORDERED_TESTS = tuple((natural, _TESTS[natural]) for natural in NATURAL_ORDER)


def _options(qka: bool, options: NaturalOptions | None) -> NaturalOptions:
    if options is None:
        return NaturalOptions(qka=True) if qka else _DEFAULT_OPTIONS
    return options


def holds(
    natural: str,
    cards: Sequence[Card],
    *,
    qka: bool = False,
    options: NaturalOptions | None = None,
    rows: Rows | None = None,
) -> bool:
    """Whether these 13 cards (or with ``as_set`` these rows) make this natural, switched on or not."""
    test = _TESTS.get(natural)
    if test is None:
        raise ValueError(f"unknown natural {natural!r}")
    return test(_Profile(cards, rows), _options(qka, options))


def detect(
    cards: Sequence[Card],
    *,
    enabled: Collection[str],
    qka: bool = False,
    options: NaturalOptions | None = None,
    rows: Rows | None = None,
) -> str | None:
    """The strongest switched-on natural these 13 cards hold, or None.

    ``options`` (else ``qka`` alone) are the rule options that shape naturals; ``rows`` the rows as
    entered, which ``natural_rows: as-set`` judges the three-row naturals on.
    """
    if len(cards) != 13:
        return None
    opts = _options(qka, options)
    profile = _Profile(cards, rows)
    for natural, test in _ORDERED_TESTS:
        if natural in enabled and test(profile, opts):
            return natural
    return None


def _pair_ranks(cards: Sequence[Card]) -> list[int]:
    counts = _counts(cards)
    return sorted((r for r, n in counts.items() for _ in range(n // 2)), reverse=True)


def compare_naturals(
    a: Sequence[Card],
    a_natural: str,
    b: Sequence[Card],
    b_natural: str,
    *,
    wheel: Wheel,
    qka: bool,
    rows: tuple[Rows, Rows] | None = None,
) -> int:
    """1 if a's natural beats b's, -1 if b's wins, 0 for a tie.

    ``rows`` (a's and b's rows as entered) under ``natural_rows: as-set``: three flushes and three
    straights then compare those rows, not the best splits.
    """
    if a_natural != b_natural:
        return 1 if NATURAL_ORDER.index(a_natural) < NATURAL_ORDER.index(b_natural) else -1
    if a_natural == "six-pairs":
        key_a, key_b = _pair_ranks(a), _pair_ranks(b)
        return (key_a > key_b) - (key_a < key_b)
    if a_natural in ("three-flushes", "three-straights") and rows is not None:
        (fa, ma, ba), (fb, mb, bb) = rows
        set_a, set_b = _split_value(ba, ma, fa, a_natural, wheel), _split_value(bb, mb, fb, b_natural, wheel)
        return (set_a > set_b) - (set_a < set_b)
    if a_natural in ("three-flushes", "three-straights"):
        split_a = best_split_value(a, a_natural, wheel=wheel, qka=qka)
        split_b = best_split_value(b, b_natural, wheel=wheel, qka=qka)
        assert split_a is not None and split_b is not None
        return (split_a > split_b) - (split_a < split_b)
    return 0
