"""Cards drawn as vector chips: rank over suit symbol, DejaVu Sans, any size.

Everything is painted with QPainter paths and text (no bitmaps), so chips stay
sharp at any zoom and device pixel ratio. Colour never carries meaning alone: the
suit symbol is always drawn, duplicates get a red edge *and* a badge.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from scorekeeper.game import SUIT_SYMBOLS, Card
from scorekeeper_app.widgets.theme import Theme, card_font
from scorekeeper_app.wording.formatting import rank_text

BASE_SIZE = QSizeF(44, 60)  # a row's chip at zoom 1
PICKER_SCALE = 0.92  # picker chips are a little smaller than row chips


def card_size(zoom: float = 1.0, scale: float = 1.0) -> QSizeF:
    return QSizeF(round(BASE_SIZE.width() * zoom * scale), round(BASE_SIZE.height() * zoom * scale))


def _radius(rect: QRectF) -> float:
    return max(3.0, min(rect.width(), rect.height()) * 0.14)


def _fit_text(painter: QPainter, rect: QRectF, text: str, pixel: float, color: QColor, *, bold: bool) -> None:
    font = card_font(pixel, bold=bold)
    width = QFontMetricsF(font).horizontalAdvance(text)
    if width > rect.width() * 0.92:
        font = card_font(pixel * rect.width() * 0.92 / width, bold=bold)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _faded(color: QColor, alpha: int) -> QColor:
    c = QColor(color)
    c.setAlpha(alpha)
    return c


def used_ink(theme: Theme, suit_colour: QColor) -> QColor:
    """The rank and suit of a card already used: clearly quieter than a playable card, yet
    readable on the used face (in the dark theme a light grey, not a faded grey on grey)."""
    if theme.dark:
        return QColor("#d2d7de")
    return _faded(suit_colour, 120)


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two opaque colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    theme: Theme,
    *,
    four_colour: bool = False,
    used: bool = False,
    duplicate: bool = False,
    badge: str = "",
    hover: bool = False,
) -> None:
    """One card chip filling ``rect``: rank above, suit symbol below."""
    painter.save()
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    r = rect.adjusted(0.75, 0.75, -0.75, -0.75)
    radius = _radius(r)
    face = theme.card_used_face if used else theme.card_face
    if duplicate:
        face = QColor("#ffe1df") if not theme.dark else QColor("#f7c9c5")
    edge = theme.error if duplicate else (theme.accent if hover else theme.card_edge)
    path = QPainterPath()
    path.addRoundedRect(r, radius, radius)
    if not used:  # a soft shadow lifts playable cards off the table
        shadow = QPainterPath()
        shadow.addRoundedRect(r.translated(0, max(1.0, r.height() * 0.025)), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 40))
    painter.fillPath(path, face)
    painter.setPen(QPen(edge, 2.4 if duplicate else (1.6 if hover else 1.0)))
    painter.drawPath(path)

    color = theme.suit_color(card.suit, four_colour=four_colour)
    if used:
        color = used_ink(theme, color)
    h = r.height()
    top = QRectF(r.left(), r.top() + h * 0.06, r.width(), h * 0.46)
    bottom = QRectF(r.left(), r.top() + h * 0.46, r.width(), h * 0.48)
    _fit_text(painter, top, rank_text(card.rank), h * 0.38, color, bold=True)
    _fit_text(painter, bottom, SUIT_SYMBOLS[card.suit], h * 0.40, color, bold=False)

    if badge:
        _paint_badge(painter, r, badge, theme.error if duplicate else theme.accent, corner="bottom")
    if duplicate:
        _paint_badge(painter, r, "×2", theme.error, corner="top")
    painter.restore()


def _paint_badge(painter: QPainter, r: QRectF, text: str, colour: QColor, *, corner: str) -> None:
    size = max(12.0, r.width() * 0.42)
    font = card_font(size * 0.62, bold=True)
    width = max(size, QFontMetricsF(font).horizontalAdvance(text) + size * 0.45)
    y = r.bottom() - size * 0.78 if corner == "bottom" else r.top() - size * 0.22
    badge = QRectF(r.right() - width + size * 0.22, y, width, size)
    path = QPainterPath()
    path.addRoundedRect(badge, size / 2, size / 2)
    painter.fillPath(path, colour)
    painter.setPen(QPen(QColor("white"), 1.2))
    painter.drawPath(path)
    painter.setFont(font)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)


def paint_slot(painter: QPainter, rect: QRectF, theme: Theme, *, active: bool = False, pending: str = "") -> None:
    """An empty place in a row; ``pending`` is a half-typed rank shown as a ghost card."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = rect.adjusted(1, 1, -1, -1)
    radius = _radius(r)
    colour = theme.accent if active or pending else theme.slot_edge
    pen = QPen(colour, 1.6 if active else 1.1, Qt.PenStyle.DashLine)
    pen.setDashPattern([3.0, 2.5])
    painter.setPen(pen)
    if pending:
        painter.setBrush(_faded(theme.accent, 28))
    painter.drawRoundedRect(r, radius, radius)
    if pending:
        h = r.height()
        shown = "10" if pending == "T" else pending
        _fit_text(
            painter, QRectF(r.left(), r.top() + h * 0.06, r.width(), h * 0.46), shown, h * 0.38, colour, bold=True
        )
        _fit_text(painter, QRectF(r.left(), r.top() + h * 0.46, r.width(), h * 0.48), "?", h * 0.36, colour, bold=False)
    painter.restore()


def paint_caret(painter: QPainter, at: QPointF, height: float, theme: Theme) -> None:
    """The insertion point of the active row."""
    painter.save()
    painter.setPen(QPen(theme.accent, 2.0))
    painter.drawLine(at, QPointF(at.x(), at.y() + height))
    painter.restore()


class CardOptions(QObject):
    """How cards are drawn right now: zoom and two- or four-colour deck (a preference)."""

    changed = Signal()

    def __init__(self, zoom: float = 1.0, four_colour: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.zoom = zoom
        self.fit = 1.0  # a compact factor the Hand page chooses so the whole table fits the window
        self.four_colour = four_colour

    def set_fit(self, fit: float) -> None:
        if abs(fit - self.fit) > 1e-9:
            self.fit = fit
            self.changed.emit()

    def set_zoom(self, zoom: float) -> None:
        if zoom != self.zoom:
            self.zoom = zoom
            self.changed.emit()

    def set_four_colour(self, on: bool) -> None:
        if on != self.four_colour:
            self.four_colour = on
            self.changed.emit()

    def size(self, scale: float = 1.0) -> QSizeF:
        return card_size(self.zoom * self.fit, scale)
