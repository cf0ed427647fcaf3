"""Money: an exact amount that always carries its currency.

Every sum and product runs in :data:`MONEY_CONTEXT` (120 digits, any rounding
trapped), so amounts at the input limits (18 digits before the point, 10 after)
stay exact through royalties, totals, standings and settlement. Two currencies
are never added: that raises :class:`CurrencyMismatch`.

Each currency has its ISO 4217 number of decimals (yen and won none, euro and
dollar two); the formatting helpers here are the ones the CLI, the exports and the
app use, so a yen session shows no decimals anywhere.

>>> Money.of("2.50", "EUR") + Money.of("1", "EUR")
Money(amount=Decimal('3.50'), currency='EUR')
>>> Money.of("2", "EUR") + Money.of("2000", "JPY")
Traceback (most recent call last):
...
scorekeeper.money.CurrencyMismatch: cannot add EUR and JPY
>>> money_places(Decimal("2000"), "JPY"), money_places(Decimal("2"), "EUR"), money_places(Decimal("0.125"), "EUR")
(0, 2, 3)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from scorekeeper.amounts import MONEY_CONTEXT

__all__ = [
    "MINOR_UNITS",
    "CurrencyMismatch",
    "Money",
    "fixed_text",
    "minor_unit",
    "minor_units",
    "money_places",
    "normalise_currency",
]

# ISO 4217 minor units of the currencies a card table is likely to use; any other code has two.
MINOR_UNITS: dict[str, int] = {
    "EUR": 2, "USD": 2, "GBP": 2, "CHF": 2, "CNY": 2, "RMB": 2, "HKD": 2, "MOP": 2, "TWD": 2,
    "SGD": 2, "MYR": 2, "PHP": 2, "THB": 2, "IDR": 2, "INR": 2, "AUD": 2, "NZD": 2, "CAD": 2,
    "MXN": 2, "BRL": 2, "ZAR": 2, "SEK": 2, "NOK": 2, "DKK": 2, "PLN": 2, "CZK": 2, "HUF": 2,
    "TRY": 2, "AED": 2, "ILS": 2, "RUB": 2,
    "JPY": 0, "KRW": 0, "VND": 0, "CLP": 0, "ISK": 0, "PYG": 0, "UGX": 0, "XAF": 0, "XOF": 0,
    "BHD": 3, "KWD": 3, "JOD": 3, "OMR": 3, "TND": 3, "LYD": 3, "IQD": 3,
}  # fmt: skip
DEFAULT_MINOR_UNITS = 2  # no currency, or a code not in the table


class CurrencyMismatch(ValueError):
    """Two amounts of different currencies met in one sum or comparison."""


def normalise_currency(currency: str) -> str:
    """The code as stored and compared: stripped, upper case (``""`` for none)."""
    return currency.strip().upper()


def minor_units(currency: str) -> int:
    """Decimals of the currency's smallest unit (ISO 4217): 0 for JPY and KRW, 2 for EUR and USD."""
    return MINOR_UNITS.get(normalise_currency(currency), DEFAULT_MINOR_UNITS)


def minor_unit(currency: str) -> Decimal:
    """The currency's smallest coin as an amount: ``Decimal('0.01')`` for EUR, ``Decimal('1')`` for JPY."""
    return Decimal(1).scaleb(-minor_units(currency))


def exact_places(value: Decimal) -> int:
    """Decimals ``value`` needs to be written exactly (``2.50`` needs 1, ``3`` none)."""
    exponent = value.normalize(MONEY_CONTEXT).as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def money_places(value: Decimal, currency: str) -> int:
    """Decimals to show ``value`` with: at least the currency's, more only when the amount needs them
    (money is shown exactly, never rounded)."""
    return max(minor_units(currency), exact_places(value))


def fixed_text(value: Decimal, currency: str) -> str:
    """``value`` with :func:`money_places` decimals, no sign for zero, no grouping: ``2.50``, ``2000``."""
    if value == 0:
        value = Decimal(0)
    places = money_places(value, currency)
    return format(value.quantize(Decimal(1).scaleb(-places), context=MONEY_CONTEXT), "f")


def _amount(value: object) -> Decimal:
    if isinstance(value, (bool, float)):
        raise TypeError(f"money is never a {type(value).__name__}: {value!r}")
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"money must be a finite amount, not {value}")
        return value
    if isinstance(value, (int, str)):
        return _amount(Decimal(value))
    raise TypeError(f"money needs a Decimal, an int or a decimal string, not {type(value).__name__}")


@dataclass(frozen=True, slots=True)
class Money:
    """An exact amount in one currency (``""``: the session named none)."""

    amount: Decimal
    currency: str = ""

    @classmethod
    def of(cls, amount: object, currency: str = "") -> Money:
        """From a Decimal, an int or a decimal string (never a float)."""
        return cls(_amount(amount), normalise_currency(currency))

    @classmethod
    def zero(cls, currency: str = "") -> Money:
        return cls(Decimal(0), normalise_currency(currency))

    @classmethod
    def total(cls, items: Iterable[Money], currency: str = "") -> Money:
        """The exact sum of ``items`` (all in ``currency``)."""
        out = cls.zero(currency)
        for item in items:
            out = out + item
        return out

    def _same(self, other: Money) -> None:
        if other.currency != self.currency:
            raise CurrencyMismatch(f"cannot add {self.currency or 'no currency'} and {other.currency or 'no currency'}")

    def __add__(self, other: Money) -> Money:
        if not isinstance(other, Money):
            return NotImplemented
        self._same(other)
        return Money(MONEY_CONTEXT.add(self.amount, other.amount), self.currency)

    def __sub__(self, other: Money) -> Money:
        if not isinstance(other, Money):
            return NotImplemented
        self._same(other)
        return Money(MONEY_CONTEXT.subtract(self.amount, other.amount), self.currency)

    def __neg__(self) -> Money:
        return Money(MONEY_CONTEXT.minus(self.amount), self.currency)

    def __abs__(self) -> Money:
        return Money(MONEY_CONTEXT.abs(self.amount), self.currency)

    def __mul__(self, factor: Decimal | int) -> Money:
        if isinstance(factor, bool) or not isinstance(factor, (Decimal, int)):
            return NotImplemented
        return Money(MONEY_CONTEXT.multiply(self.amount, Decimal(factor)), self.currency)

    __rmul__ = __mul__

    def __lt__(self, other: Money) -> bool:
        self._same(other)
        return self.amount < other.amount

    def __le__(self, other: Money) -> bool:
        self._same(other)
        return self.amount <= other.amount

    def __gt__(self, other: Money) -> bool:
        self._same(other)
        return self.amount > other.amount

    def __ge__(self, other: Money) -> bool:
        self._same(other)
        return self.amount >= other.amount

    def __eq__(self, other: Any) -> bool:
        if not isinstance(other, Money):
            return NotImplemented
        return self.currency == other.currency and self.amount == other.amount

    def __hash__(self) -> int:
        return hash((self.amount, self.currency))

    def __bool__(self) -> bool:
        return self.amount != 0

    @property
    def sign(self) -> int:
        return (self.amount > 0) - (self.amount < 0)

    def text(self) -> str:
        """Fixed decimals of the currency: ``2.50`` (EUR), ``2000`` (JPY); exact, so ``0.125`` stays."""
        return fixed_text(self.amount, self.currency)

    def __str__(self) -> str:
        return f"{self.text()} {self.currency}" if self.currency else self.text()
