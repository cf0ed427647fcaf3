"""The values of rule options as people write them, checked and made canonical for the rule set
(ranks, the foul option and score-cli.md's "More rule options": each raises ValueError with its
message), and the frozen map a rule set's ``naturals`` are kept in.

>>> suit_order_value("SHCD"), horse_card_value("5♥"), extra_suits_value(["h", "s"])
('shcd', '5h', ('s', 'h'))
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from scorekeeper.amounts import parse_amount
from scorekeeper.errors import InputError
from scorekeeper.game.cards import RANK_CHARS, SUIT_CHARS, parse_cards


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
        return tuple(sorted(suits, key=lambda v: SUIT_CHARS.index(v) if isinstance(v, str) and v in SUIT_CHARS else 9))
    return value


def rank_value(value: object) -> int | None:
    """A royalty entry's rank (``"Q"``, ``"10"``) as a number 2-14."""
    if value is None:
        return None
    text = str(value).strip().upper()
    text = "T" if text == "10" else text
    if len(text) != 1 or text not in RANK_CHARS:
        raise ValueError(f"unknown rank {value!r}")
    return RANK_CHARS.index(text) + 2


def rank_text(rank: int | None) -> str | None:
    """A rank as it is written in a rule set (``"Q"``), so a dumped rule set reads back."""
    return None if rank is None else RANK_CHARS[rank - 2]


def foul_value(value: object) -> str | Decimal:
    """The foul option: ``scoop``, ``play`` or a number of units."""
    if value in ("scoop", "play"):
        return str(value)
    try:
        return parse_amount(value)
    except ValueError:
        raise ValueError(f"must be 'scoop', 'play' or a number of units (got {value!r})") from None


class FrozenMap(dict[Any, Any]):
    """A dict that cannot change and so can be hashed: a rule set is a value (it keys caches)."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[type[FrozenMap], tuple[dict[Any, Any]]]:
        return (FrozenMap, (dict(self),))

    def __copy__(self) -> FrozenMap:
        return self

    def __deepcopy__(self, memo: object) -> FrozenMap:
        return self  # keys and values are immutable too

    def _frozen(self, *args: object, **kwargs: object) -> None:
        raise TypeError("a rule set cannot be changed; make a new one (dataclasses.replace)")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _frozen  # type: ignore[assignment]
