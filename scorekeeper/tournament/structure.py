"""The event's structure: what a director sets before the draw, one frozen pydantic model.

Amounts are kept as the text typed (a plain decimal within the input limits of
:mod:`scorekeeper.amounts`) and offered as :class:`~scorekeeper.money.Money`; chips and
point values are whole numbers. The game's rules are a preset's name or a rules object, kept
as given and checked as a session checks them (they must seat the table). Every problem is one line naming the
field: ``levels.point_values[1]: Input should be greater than or equal to 1``.

>>> s = TournamentStructure.read({"name": "Friday OFC", "buy_in": "100", "fee": "10", "currency": "usd",
...     "starting_chips": 10000, "levels": {"by": "hands", "hands_per_level": 8, "point_values": [100, 200]},
...     "payouts": {"by": "percent", "bands": [{"from_entries": 2, "percents": ["70", "30"]}]}})
>>> str(s.entry_cost), s.levels.point_values
('110.00 USD', (100, 200))
>>> s.edited(seats=3).seats
3
"""

from __future__ import annotations

import datetime
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError, model_validator

from scorekeeper.errors import InputError
from scorekeeper.game.presets import PRESETS
from scorekeeper.game.rules import RuleSet, resolve_rules
from scorekeeper.money import Money
from scorekeeper.tournament.errors import AMOUNT_PATTERN, describe_error

__all__ = [
    "Band",
    "FixedPayouts",
    "HandLevels",
    "PercentPayouts",
    "Reentry",
    "SettingClock",
    "TimedLevels",
    "TournamentStructure",
]

MAX_LEVELS = 200
MAX_CHIPS = 10**15  # a stack; a hand moves at most the loser's stack, so sums stay far below 2**63


def _iso_date(text: str) -> str:
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"not a date like 2013-06-01 ({text[:30]!r})") from None
    return text


def _preset(name: str) -> str:
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name[:40]!r} (one of {', '.join(sorted(PRESETS))}, or a rules object)")
    return name


def _currency(code: str) -> str:
    if code and not (len(code) == 3 and code.isascii() and code.isalpha()):
        raise ValueError(f"a three-letter code like USD or EUR, or none (got {code[:30]!r})")
    return code


def _percent(text: str) -> str:
    if Decimal(text) > 100:
        raise ValueError(f"a percentage is at most 100 (got {text})")
    return text


Amount = Annotated[str, Field(pattern=AMOUNT_PATTERN)]
Percent = Annotated[str, Field(pattern=AMOUNT_PATTERN), AfterValidator(_percent)]
Name = Annotated[str, Field(strict=True, min_length=1, max_length=200)]
Chips = Annotated[int, Field(strict=True, ge=1, le=MAX_CHIPS)]
LevelNumber = Annotated[int, Field(strict=True, ge=1, le=MAX_LEVELS)]
Count = Annotated[int, Field(strict=True, ge=1, le=100_000)]
Flag = Annotated[bool, Field(strict=True)]
PointValues = Annotated[tuple[Chips, ...], Field(min_length=1, max_length=MAX_LEVELS)]


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class HandLevels(_Part):
    """The stakes rise with the hands played at the table: ``hands_per_level`` hands at each point value."""

    by: Literal["hands"] = "hands"
    hands_per_level: Count
    point_values: PointValues


class TimedLevels(_Part):
    """The stakes rise with the event's clock: ``minutes_per_level`` at each point value."""

    by: Literal["minutes"]
    minutes_per_level: Annotated[int, Field(strict=True, ge=1, le=24 * 60)]
    point_values: PointValues


class SettingClock(_Part):
    """Seconds to set a hand, and what a seat not set in time does."""

    seconds: Annotated[int, Field(strict=True, ge=5, le=3600)]
    on_expiry: Literal["foul", "surrender"] = "foul"


class Reentry(_Part):
    """Re-buys or add-ons: allowed until the end of ``until_level``; chips and price default to the entry's."""

    until_level: LevelNumber
    chips: Chips | None = None
    price: Amount | None = None
    fee: Amount | None = None
    limit: Count | None = None  # per player; None: no limit


class Band(_Part):
    """The percentages paid, by place, to a field of at least ``from_entries``."""

    from_entries: Count
    percents: Annotated[tuple[Percent, ...], Field(min_length=1, max_length=1000)]

    @model_validator(mode="after")
    def _whole(self) -> Band:
        total = sum((Decimal(p) for p in self.percents), Decimal(0))
        if total != 100:
            raise ValueError(f"the places' percentages sum to {total}, not 100")
        return self


class PercentPayouts(_Part):
    """Percentages of the prize pool by field size: the band with the largest ``from_entries``
    the field reaches (a field smaller than every band takes the first band)."""

    by: Literal["percent"] = "percent"
    bands: Annotated[tuple[Band, ...], Field(min_length=1, max_length=100)]

    @model_validator(mode="after")
    def _ordered(self) -> PercentPayouts:
        starts = [b.from_entries for b in self.bands]
        if starts != sorted(set(starts)):
            raise ValueError("bands: from_entries must rise from one band to the next")
        return self

    def band(self, field: int) -> Band:
        reached = [b for b in self.bands if b.from_entries <= field]
        return reached[-1] if reached else self.bands[0]


class FixedPayouts(_Part):
    """Fixed amounts by place; what the pool holds beyond them goes to the top place."""

    by: Literal["fixed"]
    amounts: Annotated[tuple[Amount, ...], Field(min_length=1, max_length=1000)]


class TournamentStructure(_Part):
    """Everything a director sets before the draw (issue 28, session-cli.md "Tournaments")."""

    name: Name
    date: Annotated[str, Field(strict=True, max_length=10), AfterValidator(_iso_date)] | None = None
    rules: Annotated[str, Field(strict=True, max_length=60), AfterValidator(_preset)] | dict[str, Any] = "ofc"
    currency: Annotated[str, Field(strict=True, max_length=40), AfterValidator(_currency)] = ""
    buy_in: Amount
    fee: Amount = "0"
    starting_chips: Chips
    rebuys: Reentry | None = None
    add_ons: Reentry | None = None
    late_registration_until: LevelNumber | None = None
    seats: Annotated[int, Field(strict=True, ge=2, le=6)] = 4
    levels: Annotated[HandLevels | TimedLevels, Field(discriminator="by")]
    clock: SettingClock | None = None
    fantasy_land: Flag = False
    payouts: Annotated[PercentPayouts | FixedPayouts, Field(discriminator="by")]

    @model_validator(mode="before")
    @classmethod
    def _currency_upper(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("currency"), str):
            data = {**data, "currency": data["currency"].strip().upper()}
        return data

    @model_validator(mode="after")
    def _consistent(self) -> TournamentStructure:
        last = len(self.levels.point_values)
        for field in ("rebuys", "add_ons"):
            reentry = getattr(self, field)
            if reentry is not None and reentry.until_level > last:
                raise ValueError(f"{field}.until_level: level {reentry.until_level} is past the last level ({last})")
        late = self.late_registration_until
        if late is not None and late > last:
            raise ValueError(f"late_registration_until: level {late} is past the last level ({last})")
        limit = self.rule_set().seat_limit
        if self.seats > limit:
            more = " (each extra suit of rule option extra_suits seats one more)" if limit >= 4 else ""
            raise ValueError(f"seats: these rules seat at most {limit}{more}")
        return self

    @classmethod
    def read(cls, data: object) -> TournamentStructure:
        """The structure from a JSON object; :class:`InputError` in one line naming the field."""
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise InputError(describe_error(exc)) from None

    def edited(self, **changes: Any) -> TournamentStructure:
        """A copy with ``changes`` (values or JSON objects), checked as a new structure is."""
        dumped = {k: v.model_dump(mode="json") if isinstance(v, BaseModel) else v for k, v in changes.items()}
        return self.read({**self.model_dump(mode="json", exclude_unset=False), **dumped})

    def table_rules(self) -> dict[str, Any]:
        """The rules each table opens with: the event's, Fantasy Land on or off as the event says."""
        rules = {"preset": self.rules} if isinstance(self.rules, str) else dict(self.rules)
        return {**rules, "fantasy_land": self.fantasy_land}

    def rule_set(self) -> RuleSet:
        """The tables' rules, resolved (a refusal says what in them is wrong)."""
        try:
            return resolve_rules(self.table_rules())
        except InputError as exc:
            said = str(exc)
            raise ValueError(said if said.startswith("rules") else f"rules: {said}") from None

    def money(self, amount: str) -> Money:
        return Money.of(amount, self.currency)

    @property
    def entry_cost(self) -> Money:
        """What a player pays to enter: the buy-in (the prize pool's) and the fee (the house's)."""
        return self.money(self.buy_in) + self.money(self.fee)

    def reentry_terms(self, reentry: Reentry) -> tuple[int, Money, Money]:
        """Chips, price (to the pool) and fee (to the house) of one re-buy or add-on."""
        chips = reentry.chips if reentry.chips is not None else self.starting_chips
        price = self.money(reentry.price if reentry.price is not None else self.buy_in)
        return chips, price, self.money(reentry.fee if reentry.fee is not None else self.fee)
