"""The values of score-cli.md's "More rule options" as people write them, checked and made canonical
for the rule set (pydantic ``BeforeValidator`` functions).

>>> suit_order_value("SHCD"), horse_card_value("5♥"), extra_suits_value(["h", "s"])
('shcd', '5h', ('s', 'h'))
"""

from __future__ import annotations

from scorekeeper.cards import SUIT_CHARS, parse_cards
from scorekeeper.errors import InputError


def suit_order_value(value: object) -> str | None:
    if value is None:
        return None
    text = str(value).strip().lower() if isinstance(value, str) else value
    if not isinstance(text, str) or sorted(text) != sorted(SUIT_CHARS):
        raise ValueError(f'must be null or the four suit letters strongest first, like "shcd" (got {value!r})')
    return text


def horse_card_value(value: object) -> str | None:
    if value is None:
        return None
    try:
        cards = parse_cards(value) if isinstance(value, str) else ()
    except InputError as exc:
        raise ValueError(str(exc)) from None
    if len(cards) != 1:
        raise ValueError(f'must be null or one card, like "5h" (got {value!r})')
    return str(cards[0])


def extra_suits_value(value: object) -> object:
    if isinstance(value, (list, tuple)):
        suits = [str(v).strip().lower() if isinstance(v, str) else v for v in value]
        if len(suits) > 2:
            raise ValueError("at most 2 extra suits")
        if len(set(map(str, suits))) != len(suits):
            raise ValueError("a suit is listed twice")
        # in the deck's suit order, so that ["h", "s"] and ["s", "h"] are one rule set
        return tuple(sorted(suits, key=lambda v: SUIT_CHARS.index(v) if v in SUIT_CHARS else 9))
    return value
