"""How the sheets write cards, times and money as text, and name a money column.

>>> cards_with_symbols("Td 6s"), money_text(Decimal("-12.5"), "EUR")
('T♦ 6♠', '-12.50')
"""

from __future__ import annotations

import datetime
import re
from decimal import Decimal

from scorekeeper.errors import InputError
from scorekeeper.game.cards import format_cards, parse_cards
from scorekeeper.money import fixed_text
from scorekeeper.session.session import Session

_CANONICAL_CARDS = re.compile(r"[2-9TJQKA][shdc](?: [2-9TJQKA][shdc])*")


def cards_with_symbols(text: str) -> str:
    """Stored card text with suit symbols: ``Td 6s`` -> ``T♦ 6♠`` (any notation is read)."""
    if _CANONICAL_CARDS.fullmatch(text):  # ranks are upper case: only suits are lower case
        return text.replace("s", "♠").replace("h", "♥").replace("d", "♦").replace("c", "♣")
    try:
        return format_cards(parse_cards(text), symbols=True)
    except InputError:
        return text


def parse_time(at: str) -> datetime.datetime | str:
    """An event time as the wall-clock time it was recorded at (spreadsheets have no zones)."""
    try:
        return datetime.datetime.fromisoformat(at).replace(tzinfo=None, microsecond=0)
    except ValueError:
        return at


def money_text(value: Decimal, currency: str = "") -> str:
    """Money as text with at least the currency's decimals (ISO 4217; two without one): ``-12.50``, ``2000``."""
    return fixed_text(value, currency)


def money_label(session: Session, label: str) -> str:
    """A money column's header, naming the session's currency when it has one."""
    return f"{label} ({session.currency})" if session.currency else label
