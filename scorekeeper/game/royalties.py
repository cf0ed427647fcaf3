"""Royalties: the bonuses a player's rows earn under a rule set's table.

>>> from scorekeeper.game.cards import parse_cards
>>> from scorekeeper.game.rules import preset
>>> rows = {"front": parse_cards("Qs Qd Qc"), "middle": parse_cards("2s 3s 4s 5s 7d"),
...         "back": parse_cards("As Ks Kd Kh Kc")}
>>> [(r.row, r.hand, str(r.units)) for r in royalties_for(rows, preset("classic-2-4"))]
[('front', 'three-of-a-kind', '3'), ('back', 'four-of-a-kind', '2')]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.game.cards import Card
from scorekeeper.game.hands import (
    HIGH_CARD,
    PAIR,
    ROYAL_FLUSH,
    TRIPS,
    Wheel,
    category,
    category_index,
    five_evaluator,
    row_value,
    top_rank,
)
from scorekeeper.game.rules import ROWS, RuleSet

_ROW_ORDER = {row: i for i, row in enumerate(ROWS)}


@dataclass(frozen=True, slots=True)
class Royalty:
    """A row's royalty: which row, which hand, how many units."""

    row: str
    hand: str
    units: Decimal


def row_royalty(row: str, value: int, table: Mapping[tuple[str, str, int | None], Decimal]) -> Royalty | None:
    """The royalty one row earns, or None (a table entry matches its category exactly)."""
    hand = category(value)
    candidates: list[tuple[str, str, int | None]] = [(row, hand, None)]
    if hand == ROYAL_FLUSH:
        candidates.append((row, "straight-flush", None))
    if row == "front" and category_index(value) in (PAIR, TRIPS):
        candidates.insert(0, (row, hand, top_rank(value)))
    for key in candidates:
        units = table.get(key)
        if units is not None:
            return Royalty(row, hand, units) if units > 0 else None
    return None


def royalties_for(rows: Mapping[str, Sequence[Card]], rules: RuleSet) -> tuple[Royalty, ...]:
    """A played hand's royalties, as the rule set counts them."""
    wheel = rules.wheel_rule
    low = five_evaluator(Wheel.NONE)(rows["middle"]) if rules.middle == "lowball" else None
    return royalties_from_values({row: row_value(rows[row], wheel=wheel) for row in ROWS}, rules, low_middle=low)


_LOW_WHEEL = (7, 5, 4, 3, 2)


def low_royalty(low: int, table: Mapping[tuple[str, str, int | None], Decimal]) -> Royalty | None:
    """The royalty a deuce-to-seven middle earns, from its strength as a high hand without straights
    (``five_evaluator(Wheel.NONE)``): a ``low`` entry for its highest card, 7-5-4-3-2 its ``low-wheel``
    entry first. Only a middle with no pair, straight or flush pays."""
    if category_index(low) != HIGH_CARD:
        return None
    candidates: list[tuple[str, str, int | None]] = [("middle", "low", top_rank(low))]
    if tuple((low >> (16 - 4 * i)) & 0xF for i in range(5)) == _LOW_WHEEL:
        candidates.insert(0, ("middle", "low-wheel", None))
    for key in candidates:
        units = table.get(key)
        if units is not None:
            return Royalty("middle", key[1], units) if units > 0 else None
    return None


def royalties_from_values(
    values: Mapping[str, int], rules: RuleSet, *, low_middle: int | None = None
) -> tuple[Royalty, ...]:
    """As :func:`royalties_for`, from row strengths already evaluated (middle as a high hand; with a
    lowball middle, ``low_middle`` is its strength as a 2-7 hand before negation)."""
    table = rules.royalty_lookup
    if not table:
        return ()
    found = []
    for row in ROWS:
        if row == "middle" and rules.middle == "lowball":
            # a low middle earns only the low royalties (score-cli.md "More rule options")
            royalty = low_royalty(low_middle, table) if low_middle is not None else None
        else:
            royalty = row_royalty(row, values[row], table)
        if royalty is not None:
            found.append(royalty)
    if rules.one_royalty_per_hand and found:
        return (max(found, key=lambda r: (r.units, _ROW_ORDER[r.row])),)
    return tuple(found)
