"""What a scorekeeper enters for one hand: each seat's three rows and flags.

The pydantic models are the boundary for JSON; :func:`seat_hands` turns them into
parsed, checked :class:`SeatedHand` records (no duplicate card, right row sizes).

>>> hand = HandEntry.model_validate({"players": [
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

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    StrictBool,
    StrictInt,
    StrictStr,
    model_serializer,
)

from scorekeeper.amounts import Amount, JsonNumber
from scorekeeper.cards import Card, parse_cards
from scorekeeper.errors import InputError
from scorekeeper.rules import ROWS

ROW_SIZES = {"front": 3, "middle": 5, "back": 5}


def _clean_name(name: str) -> str:
    from scorekeeper.text_boundary import clean_name  # NFC, visible characters, a length limit

    return clean_name(name)


def _not_a_number(value: object) -> object:
    # load_json keeps non-integer JSON numbers as str subclasses; they are not strings to the user.
    if isinstance(value, JsonNumber):
        raise ValueError("must be a string, not a number")
    return value


Text = Annotated[StrictStr, BeforeValidator(_not_a_number)]
PlayerName = Annotated[Text, AfterValidator(_clean_name)]


class PlayerEntry(BaseModel):
    """One seat as entered: rows as card text, surrender and declare flags."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    name: PlayerName
    front: Text
    middle: Text
    back: Text
    surrender: StrictBool = False
    declare_natural: StrictBool = True
    hand: Annotated[StrictInt, Field(ge=1, le=2)] | None = None  # criss-cross: which of the player's two hands
    multiple: Annotated[StrictInt, Field(ge=1, le=5)] | None = None  # banker mode: this player's multiple

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        for key in ("hand", "multiple"):  # a classic seat dumps exactly as before these existed
            if data.get(key) is None:
                data.pop(key, None)
        return data

    @property
    def seat_name(self) -> str:
        """``Amy``, or ``Amy hand 2`` for one of a criss-cross player's hands."""
        return self.name if self.hand is None else f"{self.name} hand {self.hand}"


class HandEntry(BaseModel):
    """A hand as a session records it: 2-4 seats in seating order."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    # up to 4 seats, one more per extra suit (rule option extra_suits): the rules check the limit
    players: Annotated[list[PlayerEntry], Field(min_length=2, max_length=6)]


class StakeEntry(BaseModel):
    """A pair's own money per unit."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    players: Annotated[list[PlayerName], Field(min_length=2, max_length=2)]
    unit: Amount


class ScoreRequest(HandEntry):
    """The whole input of ``scorekeeper score``."""

    rules: Any = None
    unit: Amount = Decimal(1)
    stakes: list[StakeEntry] | None = None
    dealer: PlayerName | None = None  # who deals; the banker under rule option banker


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
    where: dict[Card, list[str]] = {}
    for player in entry.players:
        for s in seats:
            if s.name == player.name and (s.hand is None or player.hand is None or s.hand == player.hand):
                raise InputError(f"player {player.seat_name!r} is seated twice")
        label = player.seat_name
        rows = {row: _parse_row(label, row, getattr(player, row)) for row in ROWS}
        for row in ROWS:
            for card in rows[row]:
                places = where.setdefault(card, [])
                places.append(f"{label} {row}")
                if len(places) > 1 and len(places) > (held := copies(card) if copies else 1):
                    raise _too_many(card, places, held)
        seats.append(
            SeatedHand(
                player.name,
                rows["front"],
                rows["middle"],
                rows["back"],
                player.surrender,
                player.declare_natural,
                player.hand,
                player.multiple,
            )
        )
    return tuple(seats)
