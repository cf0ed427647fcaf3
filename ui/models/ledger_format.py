"""The colours and short texts of ledger cells (the money colours are shared by the other tables)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from PySide6.QtGui import QBrush, QColor

from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.mark_words import mark_letter


@dataclass(frozen=True, slots=True)
class _Brushes:
    """The theme's colours as brushes (light or dark, as the palette is now)."""

    dark: bool
    muted: QBrush
    up: QBrush
    down: QBrush
    foul: QBrush
    royalty: QBrush


_brushes: _Brushes | None = None


def brushes() -> _Brushes:
    global _brushes
    t = theme.current()
    if _brushes is None or _brushes.dark != t.dark:
        gold = QColor(t.gold)
        gold.setAlpha(60)
        _brushes = _Brushes(t.dark, QBrush(t.muted), QBrush(t.up), QBrush(t.down), QBrush(t.foul_bg), QBrush(gold))
    return _brushes


def money_brush(value: Decimal) -> QBrush | None:
    """Green up, red down (the sign is always shown too: colour never carries meaning alone)."""
    if not value:
        return None
    b = brushes()
    return b.up if value > 0 else b.down


def marks_text(marks: dict[str, tuple[str, ...]]) -> str:
    """``F Bob · R Amy, Cat · ✎``: short enough for a column (each letter in the app's language)."""
    return " · ".join(f"{mark_letter(m)} {', '.join(names)}" if names else mark_letter(m) for m, names in marks.items())


def hand_time(at: str) -> str:
    """The local clock time of an event timestamp (``21:14``)."""
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return at[11:16]
