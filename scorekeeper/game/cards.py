"""Cards: parsing every notation players type, and the canonical short form.

A card is an ``int`` from 0 to 51 (``(rank - 2) * 4 + suit``) so the evaluator can
index tables with it directly; :class:`Card` adds the readable face.

>>> parse_cards("As 10h T♥")[0], str(parse_cards("kd")[0])
(Card('As'), 'Kd')
"""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.errors import InputError
from scorekeeper.text_boundary import excerpt

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "shdc"
SUIT_SYMBOLS = "♠♥♦♣"
_SUIT_ALIASES = {"♤": "s", "♡": "h", "♢": "d", "♧": "c"}
_SEPARATORS = " ,;\t\n"


class Card(int):
    """A playing card; ``int(card)`` is its index in the 52-card deck."""

    __slots__ = ()

    @classmethod
    def of(cls, rank: int, suit: int) -> Card:
        """Make a card from a rank (2..14, ace 14) and a suit index (s h d c)."""
        return cls((rank - 2) * 4 + suit)

    @property
    def rank(self) -> int:
        """2..14, the ace is 14."""
        return int(self) // 4 + 2

    @property
    def suit(self) -> int:
        """0 spades, 1 hearts, 2 diamonds, 3 clubs."""
        return int(self) % 4

    @property
    def is_red(self) -> bool:
        return self.suit in (1, 2)

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 2] + SUIT_CHARS[self.suit]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def symbol(self) -> str:
        """The face with a suit symbol, as people write it: ``T♥``."""
        return RANK_CHARS[self.rank - 2] + SUIT_SYMBOLS[self.suit]


DECK: tuple[Card, ...] = tuple(Card(i) for i in range(52))


def _suit_index(char: str) -> int | None:
    char = _SUIT_ALIASES.get(char, char)
    if char.lower() in SUIT_CHARS:
        return SUIT_CHARS.index(char.lower())
    if char in SUIT_SYMBOLS:
        return SUIT_SYMBOLS.index(char)
    return None


def _read_rank(text: str, pos: int) -> tuple[int, int]:
    """The rank starting at ``pos`` and the position after it."""
    if text.startswith("10", pos):
        return 10, pos + 2
    char = text[pos].upper()
    if char in RANK_CHARS:
        return RANK_CHARS.index(char) + 2, pos + 1
    raise InputError(f"unknown rank {text[pos]!r} in {excerpt(text.strip())}")


def _notations() -> dict[str, Card]:
    """Every way to write one card alone (``As``, ``aS``, ``10h``, ``T♥``, ``t♡``...)."""
    ranks = {rank: [c, c.lower()] for rank, c in enumerate(RANK_CHARS, start=2)}
    ranks[10].append("10")
    suits = [[c, c.upper(), SUIT_SYMBOLS[i]] for i, c in enumerate(SUIT_CHARS)]
    for alias, char in _SUIT_ALIASES.items():
        suits[SUIT_CHARS.index(char)].append(alias)
    return {
        r + s: Card.of(rank, suit)
        for rank, rs in ranks.items()
        for r in rs
        for suit, ss in enumerate(suits)
        for s in ss
    }


_NOTATIONS = _notations()


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards in any notation: ``As Kd``, ``10h,T♥``, ``askdqh``.

    Raises :class:`InputError` naming the unknown rank or suit.
    """
    # The usual form, cards parted by single spaces, by lookup (a batch parses 24 rows a hand).
    try:
        return tuple([_NOTATIONS[token] for token in text.split(" ")])
    except KeyError:
        pass  # another notation, or a mistake: read character by character
    cards: list[Card] = []
    pos = 0
    while pos < len(text):
        if text[pos] in _SEPARATORS:
            pos += 1
            continue
        rank, pos = _read_rank(text, pos)
        suit = _suit_index(text[pos]) if pos < len(text) else None
        if suit is None:
            found = repr(text[pos]) if pos < len(text) else "nothing"
            raise InputError(f"unknown suit {found} after rank in {excerpt(text.strip())}")
        cards.append(Card.of(rank, suit))
        pos += 1
    return tuple(cards)


def format_cards(cards: Iterable[Card], *, symbols: bool = False) -> str:
    """The canonical short form, space separated: ``Ah Kd Qs``."""
    return " ".join(card.symbol() if symbols else str(card) for card in cards)
