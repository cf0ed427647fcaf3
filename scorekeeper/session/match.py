"""Matches of a fixed number of hands (rule option ``match_hands``) and the button that stays
during Fantasy Land (``button_in_fantasy_land: stays``), derived from a session's live hands.

A match counts the live hands recorded while ``match_hands`` is set; when it reaches that many
the match ends and the next hand starts a new one. Under ``button_in_fantasy_land: stays`` a hand
in which anyone played Fantasy Land belongs to the match in progress but is not counted. A match's
winner is the player with the most money over its hands (null when two share the top).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.session.derived import button_stays, played_fantasy_land

if TYPE_CHECKING:
    from scorekeeper.session.state import SessionState

__all__ = ["Match", "button_stays", "match_json", "matches", "played_fantasy_land"]

ZERO = Decimal(0)


@dataclass
class Match:
    """One match: its live hands in order, each player's units and money, and whether it is over."""

    number: int
    size: int
    hands: list[int] = field(default_factory=list)
    counted: int = 0
    units: dict[str, Decimal] = field(default_factory=dict)
    money: dict[str, Decimal] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return self.counted >= self.size

    @property
    def winner(self) -> str | None:
        if not self.money:
            return None
        top = max(self.money.values())
        leaders = [name for name, money in self.money.items() if money == top]
        return leaders[0] if len(leaders) == 1 else None


def matches(session: SessionState) -> list[Match]:
    """Every match of the session so far, the last one possibly in progress."""
    out: list[Match] = []
    for record in session.live_hands():
        rules = session.rules_for(record.number)
        if rules.match_hands is None:
            continue
        if not out or out[-1].complete or out[-1].size != rules.match_hands:
            out.append(Match(len(out) + 1, rules.match_hands))
        match = out[-1]
        match.hands.append(record.number)
        if not button_stays(session, record.number):
            match.counted += 1
        for p in record.result.players:  # summed exactly (MONEY_CONTEXT), never in the default 28 digits
            match.units[p.name] = MONEY_CONTEXT.add(match.units.get(p.name, ZERO), p.units)
            match.money[p.name] = MONEY_CONTEXT.add(match.money.get(p.name, ZERO), p.money.amount)
    return out


def match_json(session: SessionState) -> list[dict[str, Any]] | None:
    """``session show``'s ``matches`` (None when no rules of the session set ``match_hands``)."""
    if not any(session.rules_for(start).match_hands for start, _ in session.rules_history):
        return None
    return [
        {
            "match": m.number,
            "hands": m.hands,
            "complete": m.complete,
            "players": [
                {"name": name, "units": format_amount(m.units[name]), "money": format_amount(m.money[name])}
                for name in m.money
            ],
            "winner": m.winner if m.complete else None,
        }
        for m in matches(session)
    ]
