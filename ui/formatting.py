"""Display text for engine values: money, units, cards, rows and hand names.

Only presentation lives here; every number comes from the engine unchanged.

>>> money_text(Decimal("-20"), "EUR"), money_text(Decimal("0.125"), "USD", signed=True)
('−€20.00', '+$0.125')
>>> units_text("2"), units_text("-2.5"), units_text("0")
('+2', '−2.5', '0')
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path

from scorekeeper.cards import SUIT_SYMBOLS, Card

MINUS = "\u2212"
CURRENCY_SYMBOLS = {
    "EUR": "€",
    "USD": "$",
    "GBP": "£",
    "JPY": "¥",
    "CNY": "¥",
    "RMB": "¥",
    "HKD": "HK$",
    "TWD": "NT$",
    "SGD": "S$",
    "AUD": "A$",
    "CAD": "C$",
    "PHP": "₱",
    "KRW": "₩",
    "INR": "₹",
}
COMMON_CURRENCIES = ("EUR", "USD", "GBP", "CNY", "HKD", "TWD", "SGD", "MYR", "PHP", "AUD", "CAD", "CHF")

HAND_NAMES = {
    "high-card": "high card",
    "pair": "pair",
    "two-pair": "two pair",
    "three-of-a-kind": "three of a kind",
    "straight": "straight",
    "flush": "flush",
    "full-house": "full house",
    "four-of-a-kind": "four of a kind",
    "straight-flush": "straight flush",
    "royal-flush": "royal flush",
}
NATURAL_NAMES = {
    "clean-dragon": "Clean dragon",
    "dragon": "Dragon",
    "twelve-royals": "All broadways",
    "three-straight-flushes": "Three straight flushes",
    "three-quads": "Three quads",
    "all-low-all-high": "All low / all high",
    "full-colored": "Full-colored",
    "four-triples": "Four triples",
    "six-pairs": "Six and a half pairs",
    "three-straights": "Three straights",
    "three-flushes": "Three flushes",
    "no-picture": "No picture cards",
}
NATURAL_CRITERIA = {
    "clean-dragon": "A to 2, all thirteen ranks in one suit",
    "dragon": "all thirteen ranks A to 2, any suits",
    "twelve-royals": "all 13 cards J, Q, K or A",
    "three-straight-flushes": "all three rows straight flushes",
    "three-quads": "three four-of-a-kinds plus one card",
    "all-low-all-high": "all 13 cards 8 or higher, or all 8 or lower",
    "full-colored": "all 13 black, or all 13 red",
    "four-triples": "four three-of-a-kinds plus one card (a quad counts as a triple plus a card)",
    "six-pairs": "six pairs plus one card (a quad counts as two pairs, a triple as a pair plus a card)",
    "three-straights": "all three rows straights (the front a 3-card run)",
    "three-flushes": "all three rows flushes (8 cards of a suit count as two flushes)",
    "no-picture": "no J, Q or K (an ace is not a picture)",
}
ROW_TITLES = {"front": "Front", "middle": "Middle", "back": "Back"}
RANK_TEXT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_WORDS = {
    2: "2s", 3: "3s", 4: "4s", 5: "5s", 6: "6s", 7: "7s", 8: "8s", 9: "9s",
    10: "10s", 11: "jacks", 12: "queens", 13: "kings", 14: "aces",
}  # fmt: skip


def rank_text(rank: int) -> str:
    """``10`` rather than ``T``: easier to read at arm's length."""
    return RANK_TEXT.get(rank, str(rank))


def card_text(card: Card) -> str:
    """``10♠``, ``A♥``."""
    return rank_text(card.rank) + SUIT_SYMBOLS[card.suit]


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def _plain(value: Decimal, places: int) -> str:
    exponent = value.normalize().as_tuple().exponent
    decimals = max(places, -exponent if isinstance(exponent, int) and exponent < 0 else 0)
    return format(abs(value), f",.{decimals}f")


def money_text(value: Decimal | str, currency: str = "", *, signed: bool = False) -> str:
    """Money with its currency, never rounded (at least two decimals when a currency is set)."""
    value = Decimal(value)
    places = 2 if currency else 0
    body = _plain(value, places)
    symbol = CURRENCY_SYMBOLS.get(currency.upper(), "")
    if symbol:
        body = symbol + body
    elif currency:
        body = f"{body} {currency}"
    sign = MINUS if value < 0 else ("+" if signed and value > 0 else "")
    return sign + body


def units_text(value: Decimal | str, *, signed: bool = True) -> str:
    value = Decimal(value)
    body = _plain(value, 0)
    sign = MINUS if value < 0 else ("+" if signed and value > 0 else "")
    return sign + body


def hand_name(category: str) -> str:
    return HAND_NAMES.get(category, category.replace("-", " "))


def short_path(path: Path | str) -> str:
    """The path with the home folder as ``~``."""
    path = Path(path)
    try:
        return "~/" + str(path.relative_to(Path.home()))
    except ValueError:
        return str(path)


def short_labels(names: Sequence[str]) -> dict[str, str]:
    """The shortest distinct prefix of each name (at least one letter): Amy A, Bob B; Amy Am, Alan Al."""
    out = {}
    for name in names:
        others = [n.casefold() for n in names if n != name]
        size = 1
        while size < len(name) and any(o.startswith(name[:size].casefold()) for o in others):
            size += 1
        out[name] = name[:size].capitalize() if size == 1 else name[:size]
    return out


def possessive(name: str) -> str:
    return name + ("'" if name.endswith("s") else "'s")
