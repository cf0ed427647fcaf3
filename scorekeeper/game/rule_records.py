"""How a rule set is read from outside and written back: the field types pydantic reads each
option through (declared on :class:`scorekeeper.game.rules.RuleSet`), the rules between options
(a lowball qualifier needs a lowball middle, ...) and each option's JSON.

It knows the rule set only by its fields, so that ``rules`` imports it and not the other way.

>>> option_json("naturals", {"dragon": Decimal("13.0")}), option_json("extra_suits", ("s", "h"))
({'dragon': '13'}, ['s', 'h'])
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from scorekeeper.amounts import format_amount
from scorekeeper.game.naturals import NATURAL_ORDER
from scorekeeper.game.rule_values import FrozenMap, rank_text
from scorekeeper.reading import AMOUNT, Schema

if TYPE_CHECKING:
    from pydantic import GetCoreSchemaHandler
    from pydantic_core import CoreSchema

LOW_HANDS = frozenset({"low", "low-wheel"})
"""Royalty hands of a deuce-to-seven middle: its highest card (``"rank": R``), or 7-5-4-3-2."""
LOW_RANKS = ("T", "9", "8", "7")
FRONT_HANDS = frozenset({"high-card", "pair", "three-of-a-kind"})


class Naturals(Schema):
    """An object of switched-on naturals and their units: a bad name is reported at the object."""

    def core_schema(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        from pydantic_core import core_schema as cs

        names = cs.literal_schema(list(NATURAL_ORDER))
        return cs.no_info_after_validator_function(FrozenMap, cs.dict_schema(names, handler.generate_schema(AMOUNT)))


def royalty_fits(entry: Any) -> Any:
    """A royalty entry that its row can make (raises ValueError naming what it cannot)."""
    if entry.row == "front" and entry.hand not in FRONT_HANDS:
        raise ValueError(f"a front cannot make {entry.hand}")
    if entry.hand in LOW_HANDS:
        if entry.row != "middle":
            raise ValueError(f"{entry.hand} is a royalty of a deuce-to-seven middle only")
        if entry.hand == "low" and (entry.rank is None or rank_text(entry.rank) not in LOW_RANKS):
            raise ValueError('a "low" entry needs "rank": one of T 9 8 7')
        if entry.hand == "low-wheel" and entry.rank is not None:
            raise ValueError('a "low-wheel" entry (7-5-4-3-2) takes no rank')
    elif entry.rank is not None and (entry.row != "front" or entry.hand not in ("pair", "three-of-a-kind")):
        raise ValueError("rank is only for front pair and three-of-a-kind entries and middle low entries")
    return entry


def options_fit(rules: Any) -> Any:
    """A rule set whose options fit together (raises ValueError naming the first that does not)."""
    low = [e for e in rules.royalties if e.hand in LOW_HANDS]
    if rules.middle != "lowball" and (rules.lowball_qualifier is not None or low):
        what = "lowball_qualifier" if rules.lowball_qualifier is not None else f"a middle {low[0].hand} royalty"
        raise ValueError(f"{what} needs middle: lowball")
    if rules.horse_multiplier < 1:
        raise ValueError("horse_multiplier must be at least 1")
    if rules.banker is not None and rules.game != "classic":
        raise ValueError("banker mode is for the classic game only (game: classic)")
    seen: set[tuple[str, str, int | None]] = set()
    for entry in rules.royalties:
        key = (entry.row, entry.hand, entry.rank)
        if key in seen:
            raise ValueError(f"two royalty entries for {entry.row} {entry.hand}")
        seen.add(key)
    return rules


def royalty_json(entry: Any) -> dict[str, Any]:
    """A royalty entry as a rule set's JSON keeps it."""
    return {"row": entry.row, "hand": entry.hand, "units": format_amount(entry.units), "rank": rank_text(entry.rank)}


def option_json(name: str, value: Any) -> Any:
    """An option's value as a book and an export keep it (amounts as their text, ranks as letters)."""
    if name == "foul":
        return str(value)  # a number of units as it was written ("3.50"), or scoop / play
    if name == "royalties":
        return [royalty_json(e) for e in value]
    if isinstance(value, Decimal):
        return format_amount(value)
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, dict):
        return {k: format_amount(v) for k, v in value.items()}
    return value
