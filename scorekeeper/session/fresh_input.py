"""The rules only new input must pass: one text rule for every text field, a currency that is a
code or a known symbol, and amounts paid in whole coins.

A book keeps what it was given: events recorded before these rules (a reason with a control
character, a buy-in of half a yen) still open and verify, since replay never calls these, and
still import, since an import checks a foreign log inside :func:`replaying`, comparing each
event with what this program would record rather than refusing it again.

>>> check_currency("EUR"), check_currency("€"), check_currency("")
('EUR', '€', '')
>>> whole_coins(Decimal("0.07"), coin=Decimal("0.05"), field="tip")
Traceback (most recent call last):
scorekeeper.errors.InputError: tip: 0.07 is finer than the session's coin 0.05 (pay in whole coins)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import Decimal

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.errors import InputError
from scorekeeper.text_boundary import clean_text, excerpt

__all__ = [
    "MAX_PLACE",
    "MAX_REASON",
    "MAX_TITLE",
    "SYMBOLS",
    "check_currency",
    "field_text",
    "replaying",
    "whole_coins",
]

MAX_TITLE = 100  # characters of a session's name (the event model allows 200)
MAX_PLACE = 200  # characters of a place
MAX_REASON = 1000  # characters of a correction's, a void's or a reopening's reason, a tip's note
SYMBOLS = frozenset(
    {"$", "€", "£", "¥", "₩", "₹", "₽", "฿", "₫", "₱", "₪", "₺", "₴", "₦", "元", "円", "원",
     "HK$", "NT$", "US$", "A$", "C$", "S$", "R$", "MOP$", "RM", "kr", "zł", "Fr"}
)  # fmt: skip
_CODE = re.compile(r"[A-Za-z]{3}")
_REPLAYING: ContextVar[bool] = ContextVar("replaying", default=False)


@contextmanager
def replaying() -> Iterator[None]:
    """Inside: the checks of this module let recorded values through (an import's replay)."""
    token = _REPLAYING.set(True)
    try:
        yield
    finally:
        _REPLAYING.reset(token)


def is_replaying() -> bool:
    """Whether recorded values are being checked again (an import), not typed now."""
    return _REPLAYING.get()


def field_text(text: str, *, field: str, limit: int) -> str:
    """``text`` as given, once it passes the text rule (:func:`text_boundary.clean_text`)."""
    return text if _REPLAYING.get() else clean_text(text, field=field, limit=limit)


def check_currency(currency: str) -> str:
    """A currency: none (``""``), a three-letter code (ISO 4217 style) or a known symbol."""
    if _REPLAYING.get() or not currency or _CODE.fullmatch(currency) or currency in SYMBOLS:
        return currency
    raise InputError(f"currency {excerpt(currency)}: a three-letter code (EUR, USD, JPY) or a symbol such as € or $")


def whole_coins(amount: Decimal, *, coin: Decimal, field: str) -> Decimal:
    """``amount`` when it is a whole number of the session's smallest coin (else refused)."""
    if _REPLAYING.get() or MONEY_CONTEXT.remainder(amount, coin) == 0:
        return amount
    raise InputError(
        f"{field}: {format_amount(amount)} is finer than the session's coin {format_amount(coin)} (pay in whole coins)"
    )
