"""Reading cards one key at a time, as the scorekeeper types them.

A card is a rank then a suit: ``6s``, ``10h``, ``T♥``, ``kd``. Spaces and commas
between cards are ignored; anything else that cannot be part of a card is refused
with a short message, and the reader keeps what it had.

>>> reader = CardKeyReader()
>>> [str(r.card) for r in map(reader.feed, "6s10h") if r.card]
['6s', 'Th']
>>> reader.feed("x").error
"'x' is not a rank: type 2-9, T or 10, J, Q, K or A"
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.game import RANK_CHARS, SUIT_CHARS, SUIT_SYMBOLS, Card
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

SEPARATORS = frozenset(" ,;")
_SUIT_OF = {c: i for i, c in enumerate(SUIT_CHARS)} | {c: i for i, c in enumerate(SUIT_SYMBOLS)}
_SUIT_OF |= {"♤": 0, "♡": 1, "♢": 2, "♧": 3}
SUIT_HELP = QT_TRANSLATE_NOOP("CardKeys", "s ♠, h ♥, d ♦ or c ♣")


def _suits() -> str:
    return translate("CardKeys", SUIT_HELP)


def _says(text: str, char: str) -> str:
    """One of the messages below about a typed character, translated."""
    return translate("CardKeys", text).format(char=repr(char))


# the messages _says() translates (lupdate reads them here)
_MESSAGES = (
    QT_TRANSLATE_NOOP("CardKeys", "{char} after 1: a ten is 10 or T"),
    QT_TRANSLATE_NOOP("CardKeys", "{char} is a suit: type the rank first (6s, 10h, Kd)"),
    QT_TRANSLATE_NOOP("CardKeys", "{char} is not a rank: type 2-9, T or 10, J, Q, K or A"),
)


def suit_index(char: str) -> int | None:
    """0..3 for a suit letter (any case) or symbol, else None."""
    return _SUIT_OF.get(char.lower() if char.isascii() else char)


def rank_of(char: str) -> int | None:
    """2..14 for a one-character rank (any case), else None."""
    upper = char.upper()
    return RANK_CHARS.index(upper) + 2 if len(upper) == 1 and upper in RANK_CHARS else None


@dataclass(frozen=True)
class KeyResult:
    """What one key did: completed a card, started one, was ignored, or was refused."""

    card: Card | None = None
    error: str | None = None
    pending: str = ""  # the rank typed so far, shown as a ghost card


class CardKeyReader:
    """A tiny state machine: waiting for a rank, or holding a rank and waiting for its suit."""

    def __init__(self) -> None:
        self.pending = ""  # "", "1" (waiting for the 0 of 10) or a rank character

    def reset(self) -> None:
        self.pending = ""

    def feed(self, char: str) -> KeyResult:
        if char in SEPARATORS:
            return KeyResult(pending=self.pending)
        if self.pending == "1":
            if char == "0":
                self.pending = "T"
                return KeyResult(pending="T")
            return KeyResult(error=_says("{char} after 1: a ten is 10 or T", char), pending="1")
        if self.pending:
            suit = suit_index(char)
            if suit is not None:
                card = Card.of(RANK_CHARS.index(self.pending) + 2, suit)
                self.pending = ""
                return KeyResult(card=card)
            shown = "10" if self.pending == "T" else self.pending
            if rank_of(char) is not None or char == "1":
                error = translate("CardKeys", "{rank} needs a suit first: {suits}").format(rank=shown, suits=_suits())
                return KeyResult(error=error, pending=self.pending)
            error = translate("CardKeys", "{char} is not a suit: {suits}").format(char=repr(char), suits=_suits())
            return KeyResult(error=error, pending=self.pending)
        if char == "1":
            self.pending = "1"
            return KeyResult(pending="1")
        rank = rank_of(char)
        if rank is not None:
            self.pending = RANK_CHARS[rank - 2]
            return KeyResult(pending=self.pending)
        if suit_index(char) is not None:
            return KeyResult(error=_says("{char} is a suit: type the rank first (6s, 10h, Kd)", char))
        return KeyResult(error=_says("{char} is not a rank: type 2-9, T or 10, J, Q, K or A", char))

    def backspace(self) -> bool:
        """Drop a half-typed rank; False when there was none (the caller removes a card)."""
        if not self.pending:
            return False
        self.pending = ""
        return True
