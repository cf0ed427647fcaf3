"""Hand evaluation: five-card rows, three-card fronts, and their comparison.

A row's strength is one ``int``; a higher int is a stronger row. The int holds the
category in bits 20+ and the ranks that decide ties, grouped by count then rank,
one per 4-bit nibble from bit 16 down. Because a three-card front uses the same
layout (its missing kickers are 0), comparing a front with a five-card row is a
plain int comparison that follows RULES.md section 1 exactly: category first,
then card by card, and a front that runs out of cards with everything equal is
not higher.

>>> from scorekeeper.game.cards import parse_cards
>>> category(evaluate_five(parse_cards("Ks Js 9s 8s 7s")))
'flush'
>>> evaluate_three(parse_cards("Kd Kh Ac")) > evaluate_five(parse_cards("Ks Kc Qd Jh 2s"))
True
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from enum import StrEnum
from functools import cache

from scorekeeper.game.cards import Card

CATEGORIES = (
    "high-card",
    "pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
    "five-of-a-kind",  # only with extra suits (a card held twice): above a straight flush
)
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE_KIND = range(10)
ROYAL_FLUSH = "royal-flush"
_SHIFT = 20


class Wheel(StrEnum):
    """Where A-2-3-4-5 ranks among straights."""

    LOWEST = "lowest"
    SECOND_HIGHEST = "second-highest"
    NONE = "none"  # deuce-to-seven lowball: A-2-3-4-5 is ace-high, no straight


# Per-card rank weight: the sum over a row is unique for every multiset of ranks.
RANK_WEIGHT: tuple[int, ...] = tuple(5 ** (card // 4) for card in range(52))
SUIT_OF: tuple[int, ...] = tuple(card % 4 for card in range(52))


def _pack(cat: int, ranks: Sequence[int]) -> int:
    value = cat << _SHIFT
    for i, rank in enumerate(ranks):
        value |= rank << (16 - 4 * i)
    return value


def _straight_ranks(ranks: list[int], wheel: Wheel) -> list[int] | None:
    """The tie-break ranks if these five distinct ranks (high first) run."""
    if ranks[0] - ranks[4] == 4:
        return ranks
    if ranks == [14, 5, 4, 3, 2]:
        return {Wheel.LOWEST: [5, 4, 3, 2, 1], Wheel.SECOND_HIGHEST: ranks}.get(wheel)
    return None


_SHAPE_CATEGORY = {
    (5,): FIVE_KIND,
    (4, 1): QUADS,
    (3, 2): FULL_HOUSE,
    (3, 1, 1): TRIPS,
    (2, 2, 1): TWO_PAIR,
    (2, 1, 1, 1): PAIR,
}


def _five_value(ranks: Sequence[int], *, flush: bool, wheel: Wheel) -> int:
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    grouped = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if len(counts) == 5:
        straight = _straight_ranks(grouped, wheel)
        if straight is not None:
            return _pack(STRAIGHT_FLUSH if flush else STRAIGHT, straight)
        return _pack(FLUSH if flush else HIGH_CARD, grouped)
    return _pack(_SHAPE_CATEGORY[tuple(sorted(counts.values(), reverse=True))], grouped)


def _three_value(ranks: Sequence[int]) -> int:
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    grouped = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    cat = {3: TRIPS, 2: PAIR, 1: HIGH_CARD}[max(counts.values())]
    return _pack(cat, grouped)


def _rank_key(ranks: Sequence[int]) -> int:
    return sum(5 ** (r - 2) for r in ranks)


@cache
def five_tables(wheel: Wheel = Wheel.LOWEST) -> tuple[dict[int, int], dict[int, int]]:
    """(plain, flush) lookups from a row's rank-weight sum to its strength."""
    plain: dict[int, int] = {}
    flush: dict[int, int] = {}
    for combo in itertools.combinations_with_replacement(range(14, 1, -1), 5):
        if max(Counter(combo).values()) > 4:
            continue
        key = _rank_key(combo)
        plain[key] = _five_value(combo, flush=False, wheel=wheel)
        if len(set(combo)) == 5:
            flush[key] = _five_value(combo, flush=True, wheel=wheel)
    return plain, flush


@cache
def three_table() -> dict[int, int]:
    """Lookup from a front's rank-weight sum to its strength."""
    return {
        _rank_key(combo): _three_value(combo) for combo in itertools.combinations_with_replacement(range(14, 1, -1), 3)
    }


Evaluator = Callable[[Sequence[int]], int]


_DIGITS = tuple((rank, 5 ** (rank - 2)) for rank in range(14, 1, -1))  # each rank's base-5 digit, high first


def _strength(key: int, *, flush: bool, wheel: Wheel) -> int:
    """The strength of the row whose rank-weight sum is ``key`` (its ranks are the sum's base-5 digits)."""
    ranks = []
    for rank, weight in _DIGITS:
        ranks += [rank] * (key // weight % 5)
    return _copies_value(key, ranks, flush=flush) or _five_value(ranks, flush=flush, wheel=wheel)


_FIVE_KIND_KEYS = {5 * 5 ** (rank - 2): rank for rank in range(2, 15)}


def _copies_value(key: int, ranks: list[int], *, flush: bool) -> int | None:
    """The rows only a deck with extra suits deals (their rank sums never occur in a 52-card deck):
    five of a kind (five weights of one rank carry into the next digit), and a flush that holds a
    card twice, which ranks as a flush, its ranks compared from the highest down."""
    if key in _FIVE_KIND_KEYS:
        return _pack(FIVE_KIND, [_FIVE_KIND_KEYS[key]])
    if flush and len(set(ranks)) < 5:
        return _pack(FLUSH, ranks)
    return None


@cache
def five_evaluator(wheel: Wheel = Wheel.LOWEST) -> Evaluator:
    """A fast five-card evaluator for one wheel rule (the rows of a deck with extra suits included).

    Its lookups fill on demand: building every strength up front takes about 30 ms, most of
    the start-up of scoring one hand (``scorekeeper score``), while one hand needs a few dozen
    and a long run ends with the full table. Plain dicts and ``try`` keep a present key's
    lookup as fast as a complete table's.
    """
    plain: dict[int, int] = {}
    flush: dict[int, int] = {}
    weight, suit = RANK_WEIGHT, SUIT_OF

    def learn(key: int, suited: bool) -> int:
        value = (flush if suited else plain)[key] = _strength(key, flush=suited, wheel=wheel)
        return value

    def evaluate(cards: Sequence[int]) -> int:
        a, b, c, d, e = cards
        key = weight[a] + weight[b] + weight[c] + weight[d] + weight[e]
        if suit[a] == suit[b] == suit[c] == suit[d] == suit[e]:
            try:
                return flush[key]
            except KeyError:
                return learn(key, True)
        try:
            return plain[key]
        except KeyError:
            return learn(key, False)

    return evaluate


def evaluate_five(cards: Sequence[int], wheel: Wheel = Wheel.LOWEST) -> int:
    """Strength of a five-card row (higher is stronger)."""
    return five_evaluator(wheel)(cards)


_THREE = three_table()


def evaluate_three(cards: Sequence[int]) -> int:
    """Strength of a three-card front: high card, pair or trips only."""
    a, b, c = cards
    return _THREE[RANK_WEIGHT[a] + RANK_WEIGHT[b] + RANK_WEIGHT[c]]


def evaluate_lowball(cards: Sequence[int]) -> int:
    """Deuce-to-seven strength of a middle: higher is a better (lower) low."""
    return -five_evaluator(Wheel.NONE)(cards)


def category_index(value: int) -> int:
    return abs(value) >> _SHIFT


def top_rank(value: int) -> int:
    """The first deciding rank (pair rank, trips rank, straight top...)."""
    return (abs(value) >> 16) & 0xF


def category(value: int) -> str:
    """Category name of a strength; an ace-high straight flush is ``royal-flush``."""
    cat = category_index(value)
    if cat == STRAIGHT_FLUSH and top_rank(value) == 14 and ((abs(value) >> 12) & 0xF) == 13:
        return ROYAL_FLUSH
    return CATEGORIES[cat]


def row_value(cards: Sequence[Card], *, wheel: Wheel = Wheel.LOWEST) -> int:
    """Strength of any row as it ranks against a row of the same position."""
    return evaluate_three(cards) if len(cards) == 3 else evaluate_five(cards, wheel)


# -- suits that break ties (rule option suit_order) ------------------------------------

SUIT_BITS = 10
"""A row's compare value with suits is ``strength << SUIT_BITS | suit_key`` (2 bits a card)."""


def suit_strengths(order: str) -> tuple[int, ...]:
    """Strength of each suit index (s h d c), 3 the strongest: ``"shcd"`` -> (3, 2, 0, 1)."""
    return tuple(3 - order.index(suit) for suit in "shdc")


def is_wheel(value: int) -> bool:
    """Whether a (high) strength is an A-2-3-4-5 straight or straight flush, under either wheel rule."""
    if category_index(value) not in (STRAIGHT, STRAIGHT_FLUSH):
        return False
    top = top_rank(value)
    return top == 5 or (top == 14 and ((value >> 12) & 0xF) == 5)


def suit_key(cards: Sequence[int], strengths: Sequence[int], *, wheel: bool = False) -> int:
    """The row's suits in ranking order, strongest suit highest, as one int (score-cli.md suit_order).

    Ranking order: cards of a larger group first, higher rank first, within a rank the stronger
    suit first; the ace of a wheel counts low and comes last. Two rows of equal rank compare these
    keys: the first card whose suits differ decides.
    """
    counts: dict[int, int] = {}
    for card in cards:
        counts[card >> 2] = counts.get(card >> 2, 0) + 1
    ordered = sorted(cards, key=lambda c: (counts[c >> 2], c >> 2, strengths[c & 3]), reverse=True)
    if wheel:
        ordered.append(ordered.pop(0))
    key = 0
    for card in ordered:
        key = key << 2 | strengths[card & 3]
    return key


def with_suits(value: int, cards: Sequence[int], strengths: Sequence[int] | None) -> int:
    """A row's compare value: its strength, and with a suit order its suit key below it.

    A lowball strength is negative and never a wheel (A-2-3-4-5 is ace-high there); the
    shift keeps its order, since the key is below the strength's lowest bit.
    """
    if strengths is None:
        return value
    return value << SUIT_BITS | suit_key(cards, strengths, wheel=value > 0 and is_wheel(value))
