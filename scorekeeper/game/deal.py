"""What a scorekeeper enters for one hand: each seat's three rows and flags.

:data:`HAND_ENTRY` reads an entry from JSON (through pydantic: each field's type says
how); :func:`seat_hands` turns it into parsed, checked :class:`SeatedHand` records (no duplicate
card, right row sizes).

>>> hand = HAND_ENTRY.read({"players": [
...     {"name": "Amy", "front": "6s6c4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
...     {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}]})
>>> seat_hands(hand)[0].front
(Card('6s'), Card('6c'), Card('4h'))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Annotated, Any

from scorekeeper.errors import InputError
from scorekeeper.game.cards import Card, parse_cards
from scorekeeper.game.rules import ROWS
from scorekeeper.reading import AMOUNT, BOOL, STRICT_RECORD, TEXT, Items, Parsed, Reader, Text, Whole, read

ROW_SIZES = {"front": 3, "middle": 5, "back": 5}


def _clean_name(name: str) -> str:
    from scorekeeper.text_boundary import clean_name  # NFC, visible characters, a length limit

    return clean_name(name)


PLAYER_NAME = Annotated[str, Text(), Parsed(_clean_name, mode="after")]
"""A player's name as typed: text (a JSON number is none), NFC, trimmed, visible, not too long."""


def player_name(value: object) -> str:
    """A player's name as typed, checked (:data:`PLAYER_NAME`); raises InputError."""
    name: str = read(PLAYER_NAME, value)
    return name


@dataclass(frozen=True)
class PlayerEntry:
    """One seat as entered: rows as card text, surrender and declare flags."""

    name: PLAYER_NAME
    front: TEXT
    middle: TEXT
    back: TEXT
    surrender: BOOL = False
    declare_natural: BOOL = True
    hand: Annotated[int, Whole(1, 2)] | None = None  # criss-cross: which of the player's two hands
    multiple: Annotated[int, Whole(1, 5)] | None = None  # banker mode: this player's multiple
    timed_out: BOOL = False  # not set in the setting clock's time: scored as fouled, whatever the rows
    __pydantic_config__ = STRICT_RECORD

    @property
    def seat_name(self) -> str:
        """``Amy``, or ``Amy hand 2`` for one of a criss-cross player's hands."""
        return self.name if self.hand is None else f"{self.name} hand {self.hand}"


@dataclass(frozen=True)
class HandEntry:
    """A hand as a session records it: 2-6 seats in seating order."""

    # up to 4 seats, one more per extra suit (rule option extra_suits): the rules check the limit
    players: Annotated[tuple[PlayerEntry, ...], Items(2, 6)]
    __pydantic_config__ = STRICT_RECORD


@dataclass(frozen=True)
class StakeEntry:
    """A pair's own money per unit."""

    players: Annotated[tuple[PLAYER_NAME, PLAYER_NAME], Items(2, 2)]
    unit: AMOUNT
    __pydantic_config__ = STRICT_RECORD


@dataclass(frozen=True)
class ScoreRequest(HandEntry):
    """The whole input of ``scorekeeper score``."""

    rules: Any = None
    unit: AMOUNT = Decimal(1)
    stakes: Annotated[tuple[StakeEntry, ...], Items()] | None = None
    dealer: PLAYER_NAME | None = None  # who deals; the banker under rule option banker
    __pydantic_config__ = STRICT_RECORD


def hand_json(entry: HandEntry) -> dict[str, Any]:
    """The entry as a book records it (a classic seat exactly as before ``hand`` and ``multiple`` existed)."""
    return {"players": [_seat_json(p) for p in entry.players]}


def _seat_json(seat: PlayerEntry) -> dict[str, Any]:
    out: dict[str, Any] = {
        "name": seat.name,
        "front": seat.front,
        "middle": seat.middle,
        "back": seat.back,
        "surrender": seat.surrender,
        "declare_natural": seat.declare_natural,
    }
    if seat.hand is not None:
        out["hand"] = seat.hand
    if seat.multiple is not None:
        out["multiple"] = seat.multiple
    if seat.timed_out:
        out["timed_out"] = True
    return out


HAND_ENTRY: Reader[HandEntry] = Reader(HandEntry, dump=hand_json)
PLAYER_ENTRY: Reader[PlayerEntry] = Reader(PlayerEntry, dump=_seat_json)
SCORE_REQUEST: Reader[ScoreRequest] = Reader(ScoreRequest, dump=repr)  # read only: its output is the result


@dataclass(frozen=True, slots=True)
class SeatedHand:
    """One player's parsed rows for a hand."""

    name: str
    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]
    surrender: bool = False
    declare_natural: bool = True
    hand: int | None = None  # criss-cross: which of the player's two hands (1 or 2)
    multiple: int | None = None  # banker mode: the multiple of this player's pair with the banker
    timed_out: bool = False  # not set in time (a tournament's setting clock): fouled

    @property
    def label(self) -> str:
        """``Amy``, or ``Amy hand 2`` for one of a criss-cross player's hands."""
        return self.name if self.hand is None else f"{self.name} hand {self.hand}"

    def row(self, row: str) -> tuple[Card, ...]:
        return {"front": self.front, "middle": self.middle, "back": self.back}[row]

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.front + self.middle + self.back


def _parse_row(name: str, row: str, text: str) -> tuple[Card, ...]:
    try:
        cards = parse_cards(text)
    except InputError as exc:
        raise InputError(f"{name} {row}: {exc}") from None
    if len(cards) != ROW_SIZES[row]:
        raise InputError(f"{name} {row}: {len(cards)} cards, a {row} needs {ROW_SIZES[row]}")
    return cards


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def _too_many(card: Card, places: list[str], held: int) -> InputError:
    if held == 1:
        return InputError(f"duplicate card {card}: {places[0]} and {places[1]}")
    nth = _ORDINALS[held] if held < len(_ORDINALS) else f"#{held + 1}"
    return InputError(
        f"{card} entered {len(places)} times, the deck holds {held} (the {nth} {card.symbol()}: {places[held]})"
    )


def seat_hands(entry: HandEntry, copies: Callable[[int], int] | None = None) -> tuple[SeatedHand, ...]:
    """Parse and check every seat: names unique, rows sized, no card more often than the deck holds it.

    ``copies`` is how many of a card the deck holds (``RuleSet.copies``; one each by default).
    A name may sit twice only as the two hands (``"hand": 1`` and ``2``) of a criss-cross player.
    """
    seats: list[SeatedHand] = []
    held_so_far: dict[Card, int] = {}
    for player in entry.players:
        for s in seats:
            if s.name == player.name and (s.hand is None or player.hand is None or s.hand == player.hand):
                raise InputError(f"player {player.seat_name!r} is seated twice")
        label = player.seat_name
        seat = SeatedHand(
            player.name,
            _parse_row(label, "front", player.front),
            _parse_row(label, "middle", player.middle),
            _parse_row(label, "back", player.back),
            player.surrender,
            player.declare_natural,
            player.hand,
            player.multiple,
            player.timed_out,
        )
        for card in seat.cards:
            count = held_so_far[card] = held_so_far.get(card, 0) + 1
            if count > 1 and count > (held := copies(card) if copies else 1):
                raise _too_many(card, _places(card, [*seats, seat])[:count], held)
        seats.append(seat)
    return tuple(seats)


def _places(card: Card, seats: list[SeatedHand]) -> list[str]:
    """Where ``card`` was entered, in entry order (only worked out for the message)."""
    return [f"{seat.label} {row}" for seat in seats for row in ROWS for each in seat.row(row) if each == card]
