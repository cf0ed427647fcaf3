"""A recorded hand's result as typed, frozen values (named tuples): every player's and every pair's money is
:class:`~scorekeeper.money.Money` in the session's currency, units are exact Decimals.

Read once from the stored result (:meth:`Outcome.read`, the payload already checked by its
record) and written back by one dump (:meth:`Outcome.dump`): for a result today's code writes,
``dump(read(result)) == result``, so nothing stored is ever rewritten.

>>> stored = {"players": [
...     {"name": "Amy", "units": "3", "money": "1.5", "status": "played", "natural": None,
...      "royalties": [], "rows": {"front": "pair", "middle": "trips", "back": "flush"}},
...     {"name": "Bob", "units": "-3", "money": "-1.5", "status": "played", "natural": None,
...      "royalties": [], "rows": {"front": "high card", "middle": "pair", "back": "pair"}}],
...  "pairs": [{"players": ["Amy", "Bob"], "units": "3", "money": "1.5", "rows": [1, 1, 1]}]}
>>> outcome = Outcome.read(stored, "EUR")
>>> outcome.players[0].money, outcome.pairs[0].units
(Money(amount=Decimal('1.5'), currency='EUR'), Decimal('3'))
>>> outcome.dump() == stored
True
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any, NamedTuple

from scorekeeper.money import Money

__all__ = ["Outcome", "PairOutcome", "PlayerOutcome", "RaceOutcome", "RoyaltyLine", "amount_text"]


def amount_text(value: Decimal) -> str:
    """An amount as a result stores it: plain digits, as many decimals as it was written with."""
    return format(value, "f")


# Amounts repeat from hand to hand (a few units times a few stakes): each text is read once.
# Tuples (NamedTuple) and these caches keep a long replay's reading as cheap as the dicts were.
_SEEN = 4096
_decimals: dict[str, Decimal] = {}
_money: dict[tuple[str, str], Money] = {}


def _decimal(text: str) -> Decimal:
    value = _decimals.get(text)
    if value is None:
        if len(_decimals) >= _SEEN:
            _decimals.clear()
        value = _decimals[text] = Decimal(text)
    return value


def _money_of(text: str, currency: str) -> Money:
    value = _money.get((text, currency))
    if value is None:
        if len(_money) >= _SEEN:
            _money.clear()
        value = _money[(text, currency)] = Money(Decimal(text), currency)
    return value


class RoyaltyLine(NamedTuple):
    row: str
    hand: str
    units: Decimal

    def dump(self) -> dict[str, Any]:
        return {"row": self.row, "hand": self.hand, "units": amount_text(self.units)}


class PlayerOutcome(NamedTuple):
    """One seat's result; a criss-cross player's ``hands`` are its two hands' results."""

    name: str
    units: Decimal
    money: Money
    status: str  # played, fouled, natural, surrendered
    natural: str | None
    royalties: tuple[RoyaltyLine, ...]
    rows: Mapping[str, str]  # row -> category
    hand: int | None = None
    hands: tuple[PlayerOutcome, ...] | None = None
    points: int | None = None  # race: row points won this hand

    @classmethod
    def read(cls, p: dict[str, Any], currency: str) -> PlayerOutcome:
        hands = p.get("hands")
        return cls(
            p["name"],
            _decimal(p["units"]),
            _money_of(p["money"], currency),
            p["status"],
            p["natural"],
            tuple([RoyaltyLine(r["row"], r["hand"], _decimal(r["units"])) for r in p["royalties"]]),
            dict(p["rows"]),
            p.get("hand"),
            None if hands is None else tuple([cls.read(h, currency) for h in hands]),
            p.get("points"),
        )

    def dump(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "units": amount_text(self.units),
            "money": amount_text(self.money.amount),
            "status": self.status,
            "natural": self.natural,
            "royalties": [r.dump() for r in self.royalties],
            "rows": dict(self.rows),
        }
        if self.hand is not None:
            out["hand"] = self.hand
        if self.hands is not None:
            out["hands"] = [h.dump() for h in self.hands]
        if self.points is not None:
            out["points"] = self.points
        return out


class PairOutcome(NamedTuple):
    """What ``players[0]`` received from ``players[1]``; ``rows`` each row's winner (1, 0, -1)."""

    players: tuple[str, str]
    units: Decimal
    money: Money
    rows: tuple[int, ...] | None
    hands: tuple[int, ...] | None = None  # criss-cross: which hand of each player

    @classmethod
    def read(cls, p: dict[str, Any], currency: str) -> PairOutcome:
        a, b = p["players"]
        hands, rows = p.get("hands"), p["rows"]
        return cls(
            (a, b),
            _decimal(p["units"]),
            _money_of(p["money"], currency),
            None if rows is None else tuple(rows),
            None if hands is None else tuple(hands),
        )

    def dump(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": list(self.players)}
        if self.hands is not None:
            out["hands"] = list(self.hands)
        out["units"] = amount_text(self.units)
        out["money"] = amount_text(self.money.amount)
        out["rows"] = None if self.rows is None else list(self.rows)
        return out


class RaceOutcome(NamedTuple):
    """Who won each row of a race hand, and who swept all three."""

    rows: Mapping[str, str | None]
    sweep: str | None

    def dump(self) -> dict[str, Any]:
        return {"rows": dict(self.rows), "sweep": self.sweep}


class Outcome(NamedTuple):
    """A recorded hand's result: every seat, every pair, the race rows of a race hand."""

    players: tuple[PlayerOutcome, ...]
    pairs: tuple[PairOutcome, ...]
    race: RaceOutcome | None = None

    @classmethod
    def read(cls, result: dict[str, Any], currency: str) -> Outcome:
        """From the stored result (checked by its record); ``currency`` normalised, the session's."""
        race = result.get("race")
        return cls(
            tuple([PlayerOutcome.read(p, currency) for p in result["players"]]),
            tuple([PairOutcome.read(p, currency) for p in result["pairs"]]),
            None if race is None else RaceOutcome(dict(race["rows"]), race["sweep"]),
        )

    def dump(self) -> dict[str, Any]:
        """The result as stored."""
        out: dict[str, Any] = {
            "players": [p.dump() for p in self.players],
            "pairs": [p.dump() for p in self.pairs],
        }
        if self.race is not None:
            out["race"] = self.race.dump()
        return out

    def player(self, name: str) -> PlayerOutcome | None:
        """The first seat of ``name`` (a criss-cross player has one, holding both hands)."""
        return next((p for p in self.players if p.name == name), None)
