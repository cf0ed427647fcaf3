"""The house's collection: one fee type per table, worked out hand by hand.

A setting is one of: a fixed amount per seated player per hand; unit-size tiers (the
largest tier not above the table's unit gives the amount per player per hand, as a card
club files it: ``5=1,10=1,20=2``); a percentage of each hand's winnings with a cap per
hand; or an amount per player per period of play ("time"). ``accrue`` says whether the
players pay it at the table each hand or owe it to the house at the settle-up.

>>> fee = COLLECTION.read({"kind": "tiers", "tiers": [["5", "1"], ["20", "2"]]})
>>> fee.per_player(Decimal("10")), fee.per_player(Decimal("20")), fee.per_player(Decimal("2"))
(Decimal('1'), Decimal('2'), Decimal('0'))
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping, Sequence
from decimal import Decimal, localcontext
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, PlainSerializer, PlainValidator, ValidationError, model_validator

from scorekeeper.amounts import MONEY_CONTEXT, format_amount, parse_amount
from scorekeeper.casino.split import floor_to, split
from scorekeeper.session.event_records import describe_error

Kind = Literal["off", "per_player", "tiers", "percent", "per_time"]
ZERO = Decimal(0)


def _amount(value: object) -> Decimal:
    try:
        return parse_amount(value)
    except ValueError as exc:
        raise ValueError(str(exc)) from None


# An amount as recorded: a decimal string (or a whole number) in, its plain text out.
Amount = Annotated[Decimal, PlainValidator(_amount), PlainSerializer(format_amount, return_type=str)]


class Collection(BaseModel):
    """The table's one fee type (the payload of a ``collection`` event)."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)

    kind: Kind = "off"
    amount: Amount | None = None  # per_player, per_time
    tiers: tuple[tuple[Amount, Amount], ...] = ()  # (unit, amount per player), tiers
    percent: Amount | None = None
    cap: Amount | None = None  # percent: most the house takes from one hand
    minutes: int | None = None  # per_time: the length of a period
    accrue: bool = False  # owed at the settle-up instead of paid each hand

    @model_validator(mode="after")
    def _complete(self) -> Collection:
        _complete(self)
        return self

    @property
    def on(self) -> bool:
        return self.kind != "off"

    def per_player(self, unit: Decimal) -> Decimal:
        """The amount each seated player pays per hand (fixed or tiers; 0 for other kinds)."""
        if self.kind == "per_player" and self.amount is not None:
            return self.amount
        if self.kind == "tiers":
            fitting = [amount for size, amount in sorted(self.tiers) if size <= unit]
            return fitting[-1] if fitting else ZERO
        return ZERO

    def describe(self) -> str:
        """One line for the audit trail and the slip."""
        how = " (accrued: owed at the settle-up)" if self.accrue else ""
        if self.kind == "per_player":
            return f"collection {format_amount(self.amount or ZERO)} per player per hand{how}"
        if self.kind == "tiers":
            tiers = ", ".join(f"{format_amount(u)}={format_amount(a)}" for u, a in self.tiers)
            return f"collection by unit size {tiers} per player per hand{how}"
        if self.kind == "percent":
            cap = f", at most {format_amount(self.cap)} a hand" if self.cap is not None else ""
            return f"collection {format_amount(self.percent or ZERO)}% of each hand's winnings{cap}{how}"
        if self.kind == "per_time":
            return f"collection {format_amount(self.amount or ZERO)} per player per {self.minutes} minutes{how}"
        return "no collection"


def _complete(fee: Collection) -> None:
    need = {"per_player": ("amount",), "per_time": ("amount", "minutes"), "percent": ("percent",)}
    for name in need.get(fee.kind, ()):
        if getattr(fee, name) is None:
            raise ValueError(f"a {fee.kind} collection needs {name}")
    if fee.kind == "tiers" and not fee.tiers:
        raise ValueError("a tiers collection needs at least one tier")
    if fee.percent is not None and fee.percent > 100:
        raise ValueError(f"percent {format_amount(fee.percent)} is more than 100")
    if fee.minutes is not None and fee.minutes < 1:
        raise ValueError("minutes must be at least 1")


class _Reader:
    """A collection setting read from outside (the app, the command line, a book) and written back."""

    def read(self, data: object) -> Collection:
        """Raises ValueError with one line naming the field."""
        if isinstance(data, Collection):
            return data
        try:
            return Collection.model_validate_json(json.dumps(data, default=str))
        except ValidationError as exc:
            raise ValueError(describe_error(exc)) from None

    def dump(self, fee: Collection) -> dict[str, Any]:
        dumped: dict[str, Any] = fee.model_dump(mode="json")
        return dumped


COLLECTION = _Reader()


def _minutes_between(start: str, at: str) -> float:
    return (datetime.datetime.fromisoformat(at) - datetime.datetime.fromisoformat(start)).total_seconds() / 60


def period_of(fee: Collection, *, since: str, at: str) -> int:
    """Which period of play (0, 1, ...) a hand recorded at ``at`` falls in."""
    minutes = fee.minutes or 1
    return max(0, int(_minutes_between(since, at) // minutes))


def before_hand(
    fee: Collection, *, seated: Sequence[str], unit: Decimal, periods: Mapping[str, int], period: int
) -> dict[str, Decimal]:
    """What each seated player owes the house before the hand is played.

    ``periods`` is the last period each player has paid time for (per_time only); a
    player pays again once the hand falls in a later period.
    """
    if fee.kind in ("per_player", "tiers"):
        amount = fee.per_player(unit)
        return {name: amount for name in seated} if amount else {}
    if fee.kind == "per_time" and fee.amount:
        return {name: fee.amount for name in seated if periods.get(name, -1) < period}
    return {}


def from_winnings(fee: Collection, winnings: Mapping[str, Decimal], *, coin: Decimal) -> dict[str, Decimal]:
    """Percent collection: each winner's share of the hand's fee (floored to the coin, capped).

    Over the cap, the cap is shared among the winners in proportion to what they won.
    """
    if fee.kind != "percent" or not fee.percent:
        return {}
    won = {name: amount for name, amount in winnings.items() if amount > 0}
    if not won:
        return {}
    with localcontext(MONEY_CONTEXT):
        raw = {name: floor_to(amount * fee.percent / 100, coin) for name, amount in won.items()}
    total = sum(raw.values(), ZERO)
    if fee.cap is not None and total > fee.cap:
        names = list(won)
        raw = split(fee.cap, names, coin=coin, weights=[won[n] for n in names])
    return {name: amount for name, amount in raw.items() if amount}
