"""The ledger's mark letters and their legend, in the app's language.

The engine names marks by fixed codes (``F``, ``N``... in :mod:`scorekeeper.ledger.lines`):
filters, roles and exports keep those codes. What the Marks column and its legend show
is the code's letter in the app's language (context ``LedgerMarks``): a translator gives
each mark one short letter or character, and its legend word, from the catalogue's own
vocabulary (foul, natural, royalties, surrender).
"""

from __future__ import annotations

from scorekeeper.ledger import CORRECTED, FANTASY, FOUL, MARK_ORDER, NATURAL, RACE_WIN, ROYALTY, SURRENDER
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

# the letter shown in the Marks column, by the engine's code
LETTERS: dict[str, str] = {
    FOUL: QT_TRANSLATE_NOOP("LedgerMarks", "F"),
    NATURAL: QT_TRANSLATE_NOOP("LedgerMarks", "N"),
    ROYALTY: QT_TRANSLATE_NOOP("LedgerMarks", "R"),
    SURRENDER: QT_TRANSLATE_NOOP("LedgerMarks", "S"),
    FANTASY: QT_TRANSLATE_NOOP("LedgerMarks", "FL"),
    RACE_WIN: QT_TRANSLATE_NOOP("LedgerMarks", "W"),
    CORRECTED: QT_TRANSLATE_NOOP("LedgerMarks", "✎"),
}

# what each letter stands for, in the legend
MEANINGS: dict[str, str] = {
    FOUL: QT_TRANSLATE_NOOP("LedgerMarks", "foul"),
    NATURAL: QT_TRANSLATE_NOOP("LedgerMarks", "declared natural"),
    ROYALTY: QT_TRANSLATE_NOOP("LedgerMarks", "royalties"),
    SURRENDER: QT_TRANSLATE_NOOP("LedgerMarks", "surrender"),
    FANTASY: QT_TRANSLATE_NOOP("LedgerMarks", "Fantasy Land"),
    RACE_WIN: QT_TRANSLATE_NOOP("LedgerMarks", "won the race"),
    CORRECTED: QT_TRANSLATE_NOOP("LedgerMarks", "corrected"),
}

LEGEND_MARKS = (FOUL, NATURAL, ROYALTY, SURRENDER, CORRECTED)  # the classic game's; variants add FL and W


def mark_letter(code: str) -> str:
    """The letter a mark shows in the app's language (an unknown code as it is)."""
    return translate("LedgerMarks", LETTERS[code]) if code in LETTERS else code


def mark_legend(codes: tuple[str, ...] = LEGEND_MARKS) -> str:
    """``F foul · N declared natural · ...`` in the app's language."""
    ordered = [c for c in MARK_ORDER if c in codes]
    return " · ".join(f"{mark_letter(c)} {translate('LedgerMarks', MEANINGS[c])}" for c in ordered)
