"""Natural detection reads one pass of rank bits, a rank-weight sum and suit counts, and counts
ranks only when 6 cards repeat a rank: checked (hypothesis) against the plain definitions of
RULES.md section 5 on rank and suit counts, over 13 cards drawn from few ranks and few suits
(so the rare naturals come up) of a deck with up to two extra suits."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.game.cards import Card
from scorekeeper.game.naturals import NATURAL_ORDER, ROW_NATURALS, NaturalOptions, detect, holds


def plain_definition(natural: str, cards: list[Card], six_pairs: str) -> bool:
    """The natural from rank and suit counts, as the rules word it."""
    ranks = Counter(c.rank for c in cards)
    suits = Counter(c.suit for c in cards)
    counts = sorted(ranks.values())
    pairs = sum(n // 2 for n in counts)
    if natural in ("dragon", "clean-dragon"):
        return len(ranks) == 13 and (natural == "dragon" or len(suits) == 1)
    if natural == "twelve-royals":
        return min(ranks) >= 11
    if natural == "three-quads":
        return counts.count(4) == 3
    if natural == "all-low-all-high":
        return min(ranks) >= 8 or max(ranks) <= 8
    if natural == "full-colored":
        return {c.is_red for c in cards} in ({True}, {False})
    if natural == "four-triples":
        return sum(n >= 3 for n in counts) == 4
    if natural == "five-pairs-triple":
        return counts == [2, 2, 2, 2, 2, 3]
    if natural == "six-pairs":
        kept = {"pairs": max(counts) == 2, "quads": all(n % 2 == 0 or n == 1 for n in counts)}
        return pairs == 6 and kept.get(six_pairs, True)
    assert natural == "no-picture"
    return not {11, 12, 13} & set(ranks)


@st.composite
def thirteen_cards(draw: st.DrawFn) -> list[Card]:
    ranks = draw(st.lists(st.integers(2, 14), min_size=1, max_size=13, unique=True))
    suits = draw(st.lists(st.integers(0, 3), min_size=1, max_size=4, unique=True))
    copies = 1 + draw(st.integers(0, 2))  # extra suits deal a card up to three times
    pool = [Card.of(r, s) for r in ranks for s in suits for _ in range(copies)]
    if len(pool) < 13:
        pool += [Card(i) for i in range(52)]
    picked = draw(st.lists(st.integers(0, len(pool) - 1), min_size=13, max_size=13, unique=True))
    return [pool[i] for i in picked]


COUNTED = [n for n in NATURAL_ORDER if n not in ROW_NATURALS]


@settings(max_examples=400, deadline=None)
@given(cards=thirteen_cards(), six_pairs=st.sampled_from(["quads-and-triples", "pairs", "quads"]))
def test_the_counted_naturals_follow_their_plain_definitions(cards: list[Card], six_pairs: str) -> None:
    options = NaturalOptions(six_pairs=six_pairs)
    held = [n for n in COUNTED if holds(n, cards, options=options)]
    assert held == [n for n in COUNTED if plain_definition(n, cards, six_pairs)]
    expected = held[0] if held else None
    assert detect(cards, enabled=COUNTED, options=options) == expected
