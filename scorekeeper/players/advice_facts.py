"""The units a person gave away against the setting advisor's best setting, hand by hand.

The advisor ranks every legal setting of a seat's 13 cards by its expected units against
unknown opponents under the hand's rules (``scorekeeper suggest``); what a seat gave away is
the best expected units less those of the setting played (a foul: the foul's units). Ranking
one seat takes a few milliseconds, so a session's figures are summed once per name and kept
by the session's head (players/facts_cache.py), like the other statistics. A seat the advisor
cannot review (a rule set it does not model, cards that are not 13) is counted as not reviewed.
These are estimates, shown with three decimals, never money.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorekeeper.errors import InputError
from scorekeeper.game.rules import ROWS, RuleSet
from scorekeeper.session.session import Session

if TYPE_CHECKING:
    from scorekeeper.advisor import Advisor

__all__ = ["Given", "given_away"]

_ADVISORS: dict[tuple[RuleSet, int], Advisor] = {}


@dataclass
class Given:
    """A name's seats reviewed, the units they gave away, and the seats not reviewed."""

    seats: int = 0
    units: float = 0.0
    skipped: int = 0

    def add(self, other: Given) -> None:
        self.seats += other.seats
        self.units += other.units
        self.skipped += other.skipped


def _advisor(rules: RuleSet, players: int) -> Advisor:
    from scorekeeper.advisor import Advisor  # numpy: loaded when the advisor is asked

    key = (rules, min(4, max(2, players)))
    found = _ADVISORS.get(key)
    if found is None:
        found = _ADVISORS[key] = Advisor(rules, key[1])
    return found


def given_away(session: Session, name: str) -> dict[str, Given]:
    """What ``name``'s seats of the session's live hands gave away, by the rule set (its JSON
    text as the log holds it) the hand was played under."""
    out: dict[str, Given] = {}
    history = session.rules_history
    for number, record in sorted(session.hands.items()):
        if record.status != "recorded":
            continue
        in_force = [text for start, text in history if start <= number]
        given = out.setdefault(in_force[-1] if in_force else "null", Given())
        rules = session.rules_for(number)
        for seat in record.entry.players:
            if seat.name != name:
                continue
            try:
                rows = [seat.cards(row) for row in ROWS]
                check = _advisor(rules, len(record.entry.players)).rank(seat.seated_cards).check(*rows)
            except (InputError, ValueError, KeyError, IndexError, NotImplementedError):
                given.skipped += 1
                continue
            given.seats += 1
            given.units += check.given_away
    return out
