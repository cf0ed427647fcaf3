"""Exact decimal amounts: the one place text and JSON numbers become Decimal.

>>> parse_amount("2.5"), format_amount(Decimal("-0.00")), format_amount(Decimal("1E+2"))
(Decimal('2.5'), '0', '100')
"""

from __future__ import annotations

import re
from decimal import Context, Decimal, Inexact, InvalidOperation, Overflow

_PLAIN = re.compile(r"\d{1,18}(\.\d{1,10})?", re.ASCII)  # ASCII digits only: never "２" or "٢"
# Wide enough that products of bounded inputs are exact; Inexact traps any rounding. Inputs have at most
# 18 digits before and 10 after the point; a pair's amount is at most (row units + royalties) times the
# scoop multiplier, the home-run multiplier and the stake: under 10**75 with 40 decimals, about 115 digits.
MONEY_CONTEXT = Context(prec=120, traps=[Inexact, InvalidOperation, Overflow])


class JsonNumber(str):
    """A JSON number kept as the text it was written as (see :func:`load_json`)."""


def parse_amount(value: object) -> Decimal:
    """A non-negative exact decimal from an int, a Decimal or a plain decimal string.

    Rejects floats, booleans, exponents, signs, ``.5``, NaN and infinities.
    """
    if isinstance(value, (bool, float)):
        raise ValueError(f"must be a decimal string or whole number, not {value!r}")
    if isinstance(value, int):
        if value < 0:
            raise ValueError(f"must not be negative (got {value})")
        if value >= 10**18:
            raise ValueError("must have at most 18 digits before the decimal point")
        return Decimal(value)
    if isinstance(value, Decimal):
        value = format(value, "f") if value.is_finite() else str(value)
    if not isinstance(value, str):
        raise ValueError(f"must be a number, got {type(value).__name__}")
    text = value.strip()
    if text.startswith("-") and _PLAIN.fullmatch(text[1:]):
        raise ValueError(f"must not be negative (got {text!r})")
    if not _PLAIN.fullmatch(text):
        raise ValueError(f"must be a plain decimal like 2 or 2.5 (got {text!r})")
    return Decimal(text)


def format_amount(value: Decimal) -> str:
    """Normalised text: no exponent, no trailing zeros, ``0`` never ``-0``."""
    if value == 0:
        return "0"
    text = format(value.normalize(MONEY_CONTEXT), "f")
    return text
