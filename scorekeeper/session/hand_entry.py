"""A recorded hand's entry as a typed, frozen value: each seat's rows as typed and as ``Card``s.

Read once from the stored entry (:meth:`RecordedEntry.read`, the payload already checked by its
record) and written back by one dump (:meth:`RecordedEntry.dump`, the form ``hand_json`` writes):
for an entry today's code writes, ``dump(read(entry)) == entry``. A row's text stays as typed
(the stored bytes never change); its cards are parsed once, when first asked for.

>>> seat = {"name": "Amy", "front": "6s6c4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d",
...         "surrender": False, "declare_natural": True}
>>> entry = RecordedEntry.read({"players": [seat]})
>>> entry.players[0].cards("front"), entry.players[0].seated_cards[0]
((Card('6s'), Card('6c'), Card('4h')), Card('6s'))
>>> entry.dump() == {"players": [seat]}
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from scorekeeper.game.cards import Card, parse_cards
from scorekeeper.game.deal import HandEntry, PlayerEntry
from scorekeeper.game.rules import ROWS

__all__ = ["RecordedEntry", "RecordedSeat"]


@dataclass(frozen=True)
class RecordedSeat(PlayerEntry):
    """One seat as recorded. ``front``, ``middle``, ``back``: the text as typed (stored as it is)."""

    @cached_property
    def rows(self) -> dict[str, tuple[Card, ...]]:
        """Each row's cards (raises InputError for text that is not cards: a damaged import)."""
        return {row: parse_cards(getattr(self, row)) for row in ROWS}

    def cards(self, row: str) -> tuple[Card, ...]:
        return self.rows[row]

    @property
    def seated_cards(self) -> tuple[Card, ...]:
        """Every card of the seat: front, middle, back."""
        rows = self.rows
        return rows["front"] + rows["middle"] + rows["back"]

    def dump(self) -> dict[str, Any]:
        """The seat as stored: a classic seat has no ``hand`` and no ``multiple``."""
        out: dict[str, Any] = {
            "name": self.name,
            "front": self.front,
            "middle": self.middle,
            "back": self.back,
            "surrender": self.surrender,
            "declare_natural": self.declare_natural,
        }
        if self.hand is not None:
            out["hand"] = self.hand
        if self.multiple is not None:
            out["multiple"] = self.multiple
        if self.timed_out:
            out["timed_out"] = True
        return out


def _seat(fields: dict[str, Any]) -> RecordedSeat:
    """A seat from its checked stored fields, without the frozen ``__init__``'s call per field (a
    replay reads tens of thousands); an absent ``hand`` or ``multiple`` is the class default."""
    seat = object.__new__(RecordedSeat)
    seat.__dict__.update(fields)
    return seat


@dataclass(frozen=True)
class RecordedEntry(HandEntry):
    """A recorded hand's seats in seating order (a criss-cross player sits twice)."""

    players: tuple[RecordedSeat, ...]

    @classmethod
    def read(cls, entry: dict[str, Any]) -> RecordedEntry:
        """From the stored entry (its fields checked by the event's record)."""
        return cls(tuple([_seat(seat) for seat in entry["players"]]))

    def dump(self) -> dict[str, Any]:
        """The entry as stored."""
        return {"players": [seat.dump() for seat in self.players]}

    @property
    def seated(self) -> list[str]:
        """The players in seating order (a criss-cross player once)."""
        return list(dict.fromkeys(seat.name for seat in self.players))
