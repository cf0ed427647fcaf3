"""Places of the players eliminated on one hand: below everyone still in, the one who started
that hand with more chips placing higher; equal chips, equal place (their payouts shared).

>>> [(e.name, e.place) for e in eliminations({"Cat": 300, "Dan": 900, "Eve": 300}, players_left=10)]
[('Dan', 8), ('Cat', 9), ('Eve', 9)]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from scorekeeper.errors import InputError

__all__ = ["Elimination", "eliminations"]


@dataclass(frozen=True, slots=True)
class Elimination:
    name: str
    place: int
    chips_at_start: int  # of the hand that eliminated them: what ranks players out on one hand


def eliminations(busted: Mapping[str, int], *, players_left: int) -> tuple[Elimination, ...]:
    """The places of ``busted`` (name to chips at the start of the hand), ``players_left`` being
    the players in the event before the hand, these included. Best place first; the mapping's
    order among equals."""
    if len(busted) > players_left:
        raise InputError(f"players left: {players_left}, fewer than the {len(busted)} eliminated")
    below = players_left - len(busted)  # the places still in play: 1 to below
    ranked = sorted(busted.items(), key=lambda item: -item[1])
    return tuple(
        Elimination(name, below + 1 + sum(1 for c in busted.values() if c > chips), chips) for name, chips in ranked
    )
