"""Naturals: special 13-card holdings that win at once (RULES.md section 5).

Detection looks at the 13 cards alone. Most naturals are rank or suit counts; the
three-straights test is one set lookup of the hand's rank multiset, precomputed
from every way to make a 3-card run and two 5-card runs.

>>> from scorekeeper.game.cards import parse_cards
>>> detect(parse_cards("As Kd Qh Jc Ts 9d 8h 7c 6s 5d 4h 3c 2s"), enabled={"dragon"})
'dragon'
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from scorekeeper.game.cards import Card
from scorekeeper.game.hands import RANK_WEIGHT, Wheel
from scorekeeper.game.naturals_rows import Rows, best_split_value, rows_make, split_value, three_straight_keys
from scorekeeper.game.presets import ALL_NATURAL_UNITS

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
_FLUSH_SHAPES = {(13,), (8, 5), (10, 3), (5, 5, 3)}


# One pass over the cards: a sum gives the rank multiset's key (RANK_WEIGHT, below bit 40) and one
# byte each above it the four suit counts; an OR gives the ranks held as bits (a deuce is bit 0).
_KEY_BITS = 40
_KEY_MASK = (1 << _KEY_BITS) - 1
_CARD_SUM: tuple[int, ...] = tuple(RANK_WEIGHT[card] + (1 << (_KEY_BITS + 8 * (card & 3))) for card in range(52))
_RANK_BIT: tuple[int, ...] = tuple(1 << (card >> 2) for card in range(52))
_SUIT_FACTS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}  # packed suit counts: (counts, shape)


def _rank_bits(ranks: range) -> int:
    return sum(1 << (rank - 2) for rank in ranks)


_ALL_RANKS, _ROYALS, _PICTURES = _rank_bits(range(2, 15)), _rank_bits(range(11, 15)), _rank_bits(range(11, 14))
_BELOW_8, _ABOVE_8 = _rank_bits(range(2, 8)), _rank_bits(range(9, 15))


def _suit_facts(packed: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The suit counts (s h d c) and their shape (largest first, no zeros), remembered: 13 cards
    have 560 ways to fall into four suits."""
    counts = tuple((packed >> (8 * suit)) & 0xFF for suit in range(4))
    facts = _SUIT_FACTS[packed] = counts, tuple(sorted((n for n in counts if n), reverse=True))
    return facts


def _counts(cards: Sequence[Card]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for card in cards:
        rank = (card >> 2) + 2
        counts[rank] = counts.get(rank, 0) + 1
    return counts


class _Groups:
    """How often each rank is held, for the naturals made of pairs, triples and quads (a plain class:
    a dataclass would cost start-up for a record made in a few places)."""

    __slots__ = ("counts", "pairs", "triples", "quads")

    def __init__(self, cards: Sequence[Card]) -> None:
        self.counts = counts = _counts(cards)
        self.pairs = self.triples = self.quads = 0
        for n in counts.values():
            self.pairs += n // 2
            if n >= 3:
                self.triples += 1
                self.quads += n == 4


class _Profile:
    """Rank and suit facts of 13 cards, computed once for every natural's test; the rank counts
    only when a natural made of groups is possible (:attr:`repeats`)."""

    __slots__ = ("cards", "rows", "key", "rank_bits", "repeats", "suit_counts", "suits", "_groups")

    def __init__(self, cards: Sequence[Card], rows: Rows | None = None) -> None:
        total = bits = 0
        add, bit = _CARD_SUM, _RANK_BIT
        for card in cards:
            total += add[card]
            bits |= bit[card]
        packed = total >> _KEY_BITS  # below 256 cards a suit: the bytes never carry
        self.cards, self.rows = cards, rows
        self.key = total & _KEY_MASK
        self.rank_bits = bits
        # cards that repeat a rank already held: a rank held n times makes n // 2 <= n - 1 pairs, so
        # there are at least as many repeats as pairs
        self.repeats = len(cards) - bits.bit_count()
        self.suit_counts, self.suits = _SUIT_FACTS.get(packed) or _suit_facts(packed)
        self._groups: _Groups | None = None

    @property
    def groups(self) -> _Groups:
        if self._groups is None:
            self._groups = _Groups(self.cards)
        return self._groups


@dataclass(frozen=True, slots=True)
class NaturalOptions:
    """The rule options that change what a natural is (score-cli.md "More rule options")."""

    qka: bool = False  # front_qka_straight
    six_pairs: str = "quads-and-triples"  # six_pairs_counts
    as_set: bool = False  # natural_rows: as-set


_DEFAULT_OPTIONS = NaturalOptions()
Test = Callable[[_Profile, NaturalOptions], bool]
# Every natural made of groups holds 6 pairs (three quads, six pairs; five pairs and a triple, the
# triple a pair and a card) or 4 triples (each a pair and a card: 8 repeats), so it needs 6 repeats.
_GROUPED = 6


def _six_pairs(p: _Profile, o: NaturalOptions) -> bool:
    if p.repeats < _GROUPED or p.groups.pairs != 6:
        return False
    counts = p.groups.counts
    if o.six_pairs == "pairs":  # plain pairs only: no rank three times or more
        return max(counts.values()) == 2
    if o.six_pairs == "quads":  # a quad is two pairs, a triple (any odd group of 3+) breaks it
        return all(n % 2 == 0 or n == 1 for n in counts.values())
    return True


def _five_pairs_triple(p: _Profile, o: NaturalOptions) -> bool:
    return p.repeats >= _GROUPED and sorted(p.groups.counts.values()) == [2, 2, 2, 2, 2, 3]


def _by_rows(natural: str) -> Test:
    """A three-row natural under ``as_set``: the rows as entered make it."""
    return lambda p, o: p.rows is not None and rows_make(natural, p.rows, qka=o.qka)


def _three_straight_flushes(p: _Profile, o: NaturalOptions) -> bool:
    return (
        p.key in three_straight_keys(o.qka)
        and p.suits in _FLUSH_SHAPES
        and best_split_value(p.cards, "three-straight-flushes", wheel=Wheel.LOWEST, qka=o.qka) is not None
    )


_TESTS: dict[str, Test] = {
    "clean-dragon": lambda p, o: p.rank_bits == _ALL_RANKS and len(p.suits) == 1,
    "dragon": lambda p, o: p.rank_bits == _ALL_RANKS,
    "twelve-royals": lambda p, o: not p.rank_bits & ~_ROYALS,
    "three-straight-flushes": _three_straight_flushes,
    "three-quads": lambda p, o: p.repeats >= _GROUPED and p.groups.quads == 3,
    "all-low-all-high": lambda p, o: not p.rank_bits & _BELOW_8 or not p.rank_bits & _ABOVE_8,
    # all red or all black: exactly one of the two colours is present
    "full-colored": lambda p, o: (
        (p.suit_counts[1] + p.suit_counts[2] == 0) != (p.suit_counts[0] + p.suit_counts[3] == 0)
    ),
    "four-triples": lambda p, o: p.repeats >= _GROUPED and p.groups.triples == 4,
    "five-pairs-triple": _five_pairs_triple,
    "six-pairs": _six_pairs,
    "three-straights": lambda p, o: p.key in three_straight_keys(o.qka),
    "three-flushes": lambda p, o: p.suits in _FLUSH_SHAPES,
    "no-picture": lambda p, o: not p.rank_bits & _PICTURES,
}
"""Each natural's test on the 13 cards; under ``as_set`` the three-row ones are :func:`_by_rows`."""
_AS_SET: dict[str, Test] = {natural: _by_rows(natural) for natural in ROW_NATURALS}


def _test(natural: str, as_set: bool) -> Test:
    return _AS_SET[natural] if as_set and natural in _AS_SET else _TESTS[natural]


NaturalDetector = Callable[[Sequence[Card], Rows | None], str | None]
"""The strongest switched-on natural of 13 cards (and the rows as entered), or None: :func:`detector`."""


@lru_cache(maxsize=64)
def _detector(enabled: tuple[str, ...], options: NaturalOptions) -> NaturalDetector:
    # the switched-on naturals' tests, strongest first (an unknown id is never held)
    plan = tuple((natural, _test(natural, options.as_set)) for natural in NATURAL_ORDER if natural in enabled)

    def strongest(cards: Sequence[Card], rows: Rows | None) -> str | None:
        if len(cards) != 13 or not plan:
            return None
        profile = _Profile(cards, rows)
        for natural, test in plan:
            if test(profile, options):
                return natural
        return None

    return strongest


def detector(enabled: Collection[str], options: NaturalOptions | None = None) -> NaturalDetector:
    """:func:`detect` with the switched-on naturals and the options settled once, for many seats."""
    return _detector(tuple(enabled), options or _DEFAULT_OPTIONS)


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
    if natural not in _TESTS:
        raise ValueError(f"unknown natural {natural!r}")
    opts = _options(qka, options)
    return _test(natural, opts.as_set)(_Profile(cards, rows), opts)


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
    return _detector(tuple(enabled), _options(qka, options))(cards, rows)


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
        set_a, set_b = split_value(ba, ma, fa, a_natural, wheel), split_value(bb, mb, fb, b_natural, wheel)
        return (set_a > set_b) - (set_a < set_b)
    if a_natural in ("three-flushes", "three-straights"):
        split_a = best_split_value(a, a_natural, wheel=wheel, qka=qka)
        split_b = best_split_value(b, b_natural, wheel=wheel, qka=qka)
        assert split_a is not None and split_b is not None
        return (split_a > split_b) - (split_a < split_b)
    return 0
