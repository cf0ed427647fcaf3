"""The setting advisor for the GUI: one :class:`~scorekeeper.advisor.advise.Advisor` per rule set and
table size, built lazily on first use (its lookups take a moment) and reused afterwards.

Advisors are not thread-safe (each keeps a workspace): these are for the GUI thread only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from scorekeeper.game import Card, RuleSet

if TYPE_CHECKING:
    from scorekeeper.advisor import Advisor, Ranking

_ADVISORS: dict[tuple[RuleSet, int], Advisor] = {}  # a rule set is a frozen value


def table_size(players: int) -> int:
    """The advisor seats 2 to 4 players."""
    return min(4, max(2, players))


def advisor_for(rules: RuleSet, players: int) -> Advisor:
    """The shared advisor for these rules and this many players (built on first use)."""
    from scorekeeper.advisor import Advisor

    key = (rules, table_size(players))
    advisor = _ADVISORS.get(key)
    if advisor is None:
        advisor = _ADVISORS[key] = Advisor(rules, key[1])
    return advisor


def rank(cards: Sequence[Card], rules: RuleSet, players: int) -> Ranking:
    """Every legal setting of 13 cards with its expected units."""
    return advisor_for(rules, players).rank(cards)


def units_figure(value: float) -> str:
    """Expected units as shown: two decimals, signed, never -0.00."""
    rounded = round(value, 2)
    if rounded == 0:
        return "0.00"
    return f"{rounded:+.2f}".replace("-", "\u2212")
