"""Display text for engine values: money, units, cards, rows and hand names.

Only presentation lives here; every number comes from the engine unchanged. Names of
rows, hands, royalties and naturals come from :mod:`scorekeeper.game.terms` in the app's language.

>>> money_text(Decimal("-20"), "EUR"), money_text(Decimal("0.125"), "USD", signed=True)
('−€20.00', '+$0.125')
>>> units_text("2"), units_text("-2.5"), units_text("0")
('+2', '−2.5', '0')
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QLocale

from scorekeeper.book import is_url
from scorekeeper.game import SUIT_SYMBOLS, Card, terms
from scorekeeper.money import exact_places, minor_units
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, language, terms_language, translate

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

NATURAL_CRITERIA = {  # shown translated: natural_criteria()
    "clean-dragon": QT_TRANSLATE_NOOP("Naturals", "A to 2, all thirteen ranks in one suit"),
    "dragon": QT_TRANSLATE_NOOP("Naturals", "all thirteen ranks A to 2, any suits"),
    "twelve-royals": QT_TRANSLATE_NOOP("Naturals", "all 13 cards J, Q, K or A"),
    "three-straight-flushes": QT_TRANSLATE_NOOP("Naturals", "all three rows straight flushes"),
    "three-quads": QT_TRANSLATE_NOOP("Naturals", "three four-of-a-kinds plus one card"),
    "all-low-all-high": QT_TRANSLATE_NOOP("Naturals", "all 13 cards 8 or higher, or all 8 or lower"),
    "full-colored": QT_TRANSLATE_NOOP("Naturals", "all 13 black, or all 13 red"),
    "four-triples": QT_TRANSLATE_NOOP(
        "Naturals", "four three-of-a-kinds plus one card (a quad counts as a triple plus a card)"
    ),
    "five-pairs-triple": QT_TRANSLATE_NOOP("Naturals", "five pairs and one three of a kind, no quad"),
    "six-pairs": QT_TRANSLATE_NOOP(
        "Naturals", "six pairs plus one card (a quad counts as two pairs, a triple as a pair plus a card)"
    ),
    "three-straights": QT_TRANSLATE_NOOP("Naturals", "all three rows straights (the front a 3-card run)"),
    "three-flushes": QT_TRANSLATE_NOOP("Naturals", "all three rows flushes (8 cards of a suit count as two flushes)"),
    "no-picture": QT_TRANSLATE_NOOP("Naturals", "no J, Q or K (an ace is not a picture)"),
}
RANK_TEXT = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_WORDS = {  # shown translated: rank_words()
    2: QT_TRANSLATE_NOOP("Ranks", "2s"),
    3: QT_TRANSLATE_NOOP("Ranks", "3s"),
    4: QT_TRANSLATE_NOOP("Ranks", "4s"),
    5: QT_TRANSLATE_NOOP("Ranks", "5s"),
    6: QT_TRANSLATE_NOOP("Ranks", "6s"),
    7: QT_TRANSLATE_NOOP("Ranks", "7s"),
    8: QT_TRANSLATE_NOOP("Ranks", "8s"),
    9: QT_TRANSLATE_NOOP("Ranks", "9s"),
    10: QT_TRANSLATE_NOOP("Ranks", "10s"),
    11: QT_TRANSLATE_NOOP("Ranks", "jacks"),
    12: QT_TRANSLATE_NOOP("Ranks", "queens"),
    13: QT_TRANSLATE_NOOP("Ranks", "kings"),
    14: QT_TRANSLATE_NOOP("Ranks", "aces"),
}
EVENT_WORDS = {  # what a recorded action was, for "Saved: ..." (shown translated)
    "created": QT_TRANSLATE_NOOP("Events", "session"),
    "added": QT_TRANSLATE_NOOP("Events", "added"),
    "edited": QT_TRANSLATE_NOOP("Events", "edited"),
    "voided": QT_TRANSLATE_NOOP("Events", "voided"),
    "undo": QT_TRANSLATE_NOOP("Events", "undo"),
    "redo": QT_TRANSLATE_NOOP("Events", "redo"),
    "stake": QT_TRANSLATE_NOOP("Events", "stake"),
    "rules": QT_TRANSLATE_NOOP("Events", "rules"),
    "players": QT_TRANSLATE_NOOP("Events", "players"),
    "settled": QT_TRANSLATE_NOOP("Events", "settled"),
    "reopened": QT_TRANSLATE_NOOP("Events", "reopened"),
}


def rank_words(rank: int) -> str:
    """``kings``, ``6s`` (as in "pair of kings"), in the app's language."""
    return translate("Ranks", RANK_WORDS[rank])


def event_words(kind: str, hand: int | None = None) -> str:
    """A recorded action in a word or two: ``hand 12`` (a hand added), ``voided``."""
    if kind == "added" and hand is not None:
        return translate("Events", "hand {number}").format(number=hand)
    return translate("Events", EVENT_WORDS[kind]) if kind in EVENT_WORDS else kind


# -- the names players use (scorekeeper.game.terms, in the app's language) --------------------------
def seat_title(key: str) -> str:
    """A phone seat's name in the app's language: ``Amy``, or a criss-cross hand's ``Amy — hand 2``."""
    from scorekeeper.web import seat_of_key  # the phones' part: loaded when phones are in use

    name, hand = seat_of_key(key)
    return name if hand is None else translate("HandEntry", "{name} — hand {number}").format(name=name, number=hand)


def hand_name(category: str) -> str:
    """``full house``, ``葫蘆``."""
    return terms.term(category, terms_language())


def hand_names() -> dict[str, str]:
    """Every hand category and its name, weakest first."""
    return {key: hand_name(key) for key in terms.HANDS}


def natural_name(natural: str) -> str:
    """``Six and a half pairs``, ``六對半``."""
    return terms.term(natural, terms_language())


def natural_criteria(natural: str) -> str:
    return translate("Naturals", NATURAL_CRITERIA[natural]) if natural in NATURAL_CRITERIA else ""


def row_name(row: str) -> str:
    """A row inside a sentence: ``front``, ``頭墩``, ``voor``."""
    return terms.term(row, terms_language())


def row_title(row: str) -> str:
    """A row as a heading: ``Front``, ``頭墩``, ``Voor``."""
    return terms.title(row, terms_language())


def royalty_name(row: str, hand: str) -> str:
    """``Back: four of a kind``, ``尾墩鐵支``, ``衝三``."""
    return terms.royalty_name(row, hand, terms_language())


def status_name(status: str) -> str:
    """A player's status in a hand: ``fouled``, ``相公``..."""
    return terms.term(status, terms_language())


def rank_text(rank: int) -> str:
    """``10`` rather than ``T``: easier to read at arm's length."""
    return RANK_TEXT.get(rank, str(rank))


def card_text(card: Card) -> str:
    """``10♠``, ``A♥``."""
    return rank_text(card.rank) + SUIT_SYMBOLS[card.suit]


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def _plain(value: Decimal, places: int) -> str:
    # exact_places and copy_abs, not normalize() and abs(): those round to the default 28 digits
    text = format(value.copy_abs(), f",.{max(places, exact_places(value))}f")
    group, point = _separators()
    if (group, point) != (",", "."):  # the language's own marks: Dutch writes 1.234,50
        text = text.replace(",", "\0").replace(".", point).replace("\0", group)
    return text


def _separators() -> tuple[str, str]:
    """The group and decimal marks of the app's language (English: ``,`` and ``.``)."""
    return _marks(language())


@functools.cache
def _marks(code: str) -> tuple[str, str]:
    locale = QLocale(code)
    return locale.groupSeparator(), locale.decimalPoint()


def money_text(value: Decimal | str, currency: str = "", *, signed: bool = False) -> str:
    """Money with its currency, never rounded (at least two decimals when a currency is set)."""
    value = Decimal(value)
    places = minor_units(currency) if currency else 0  # ISO 4217: no decimals for yen and won
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


def short_path(path: Path | str) -> str:
    """The path with the home folder as ``~``; a server book's URL as it is."""
    if isinstance(path, str) and is_url(path):
        return path  # Path() would make postgresql:// postgresql:/
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
    """``Cat's``, ``Chris'`` (Dutch: ``Cats``, ``Amy's``; Chinese: ``Cat的``), in the app's language."""
    code = language()
    if code.startswith("zh"):
        return name + "的"
    if code == "nl":
        if name[-1:].lower() in ("s", "x", "z"):
            return name + "'"
        return name + ("'s" if name[-1:].lower() in ("a", "e", "i", "o", "u", "y") else "s")
    return name + ("'" if name.endswith("s") else "'s")


def place_name(name: str, row: str) -> str:
    """A seat's row: ``Cat's back``, ``Cat的尾墩``, ``Cats achter``."""
    return translate("Formatting", "{owner} {row}").format(owner=possessive(name), row=row_name(row))
