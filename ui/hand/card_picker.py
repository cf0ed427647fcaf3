"""The 52-card picker: click a card into the active row, or drag it onto any row.

Cards already used in this hand are greyed with their owner's initial; a card
entered more often than the deck holds it is edged red. With extra suits (rule
option ``extra_suits``, 加一色) each added suit has a second row: the deck's second
copy of those cards. The picker never takes keyboard focus, so typing carries on
in the active row.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QDrag, QHelpEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from scorekeeper.game import SUIT_CHARS, Card
from scorekeeper_app.hand.hand_entry import EntryEditor
from scorekeeper_app.hand.seat_widget import card_mime, drag_pixmap
from scorekeeper_app.widgets import theme
from scorekeeper_app.widgets.card_render import PICKER_SCALE, CardOptions, paint_card
from scorekeeper_app.wording.formatting import card_text, short_labels
from scorekeeper_app.wording.i18n import translate

RANK_ORDER = (14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)  # A first
SUIT_ORDER = (0, 1, 2, 3)  # ♠ ♥ ♦ ♣
GAP, PAD = 4, 4


class CardPicker(QWidget):
    def __init__(self, editor: EntryEditor, options: CardOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor, self.options = editor, options
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(translate("CardPicker", "Card picker"))
        self._hover: Card | None = None
        self._press: tuple[QPoint, Card] | None = None
        options.changed.connect(self.updateGeometry)
        options.changed.connect(self.update)
        editor.model.changed.connect(self._model_changed)
        self._states: dict[Card, tuple[tuple[str, ...], int]] = {}
        self.rows: tuple[tuple[int, int], ...] = tuple((suit, 0) for suit in SUIT_ORDER)  # (suit, copy)

    def set_extra_suits(self, suits: tuple[str, ...]) -> None:
        """Show a second row for each extra suit (its cards' second copies)."""
        rows = tuple((suit, 0) for suit in SUIT_ORDER) + tuple((SUIT_CHARS.index(s), 1) for s in suits)
        if rows != self.rows:
            self.rows = rows
            self.updateGeometry()
            self.update()

    def _state(self) -> dict[Card, tuple[tuple[str, ...], int]]:
        """Each used card's owner label per place, and how many copies the deck holds."""
        model = self.editor.model
        labels = short_labels(model.seats)
        return {
            card: (tuple(labels[model.seats[slot[0]]] for slot in where), model.copies(card))
            for card, where in model.places().items()
        }

    def _model_changed(self) -> None:
        """Repaint only the cards whose state changed (a hand is typed one card at a time)."""
        states = self._state()
        changed = {c for c in states.keys() | self._states.keys() if states.get(c) != self._states.get(c)}
        self._states = states
        for card in changed:
            for copy in (0, 1):
                self.update(self.card_rect(card, copy).adjusted(-2, -3, 2, 3).toAlignedRect())

    def chip(self) -> tuple[float, float]:
        size = self.options.size(PICKER_SCALE)
        return size.width(), size.height()

    def sizeHint(self) -> QSize:
        w, h = self.chip()
        rows = len(self.rows)
        return QSize(round(PAD * 2 + 13 * w + 12 * GAP), round(PAD * 2 + rows * h + (rows - 1) * GAP + 2))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def card_rect(self, card: Card, copy: int = 0) -> QRectF:
        """Where a card (its ``copy``-th copy: 1 for an extra suit's second row) is drawn."""
        w, h = self.chip()
        col = RANK_ORDER.index(card.rank)
        key = (card.suit, copy)
        row = self.rows.index(key) if key in self.rows else SUIT_ORDER.index(card.suit)
        return QRectF(PAD + col * (w + GAP), PAD + row * (h + GAP), w, h)

    def card_at(self, pos: QPointF) -> Card | None:
        w, h = self.chip()
        col = int((pos.x() - PAD) // (w + GAP))
        row = int((pos.y() - PAD) // (h + GAP))
        if 0 <= col < 13 and 0 <= row < len(self.rows):
            suit, copy = self.rows[row]
            card = Card.of(RANK_ORDER[col], suit)
            return card if self.card_rect(card, copy).contains(pos) else None
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        t = theme.current()
        states = self._state()
        self._states = states
        region = event.region()
        painter = QPainter(self)
        for suit, copy in self.rows:
            for rank in RANK_ORDER:
                card = Card.of(rank, suit)
                rect = self.card_rect(card, copy)
                if not region.intersects(rect.adjusted(-2, -3, 2, 3).toAlignedRect()):
                    continue
                owners, held = states.get(card, ((), 1))
                # copy k shows the k-th place the card was typed into; every copy is red past the deck's count
                paint_card(
                    painter,
                    rect,
                    card,
                    t,
                    four_colour=self.options.four_colour,
                    used=len(owners) > copy,
                    duplicate=len(owners) > held,
                    badge=owners[copy] if len(owners) > copy else "",
                    hover=card == self._hover and len(owners) < held,
                )
        painter.end()

    # -- mouse --------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        if card != self._hover:
            for old in (self._hover, card):
                if old is not None:
                    for copy in (0, 1):
                        self.update(self.card_rect(old, copy).adjusted(-2, -3, 2, 3).toAlignedRect())
            self._hover = card
            self.setCursor(Qt.CursorShape.PointingHandCursor if card is not None else Qt.CursorShape.ArrowCursor)
        if self._press is None:
            return
        start, pressed = self._press
        if (event.position().toPoint() - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        if self.editor.model.all_placed(pressed):
            return
        drag = QDrag(self)
        drag.setMimeData(card_mime(pressed, None))
        drag.setPixmap(drag_pixmap(self, pressed, self.options))
        drag.setHotSpot(QPoint(12, 12))
        drag.exec(Qt.DropAction.CopyAction | Qt.DropAction.MoveAction)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and card is not None:
            self._press = (event.position().toPoint(), card)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and self.card_at(event.position()) == self._press[1]:
            self.editor.pick(self._press[1])
        self._press = None

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            card = self.card_at(QPointF(event.pos()))
            if card is None:
                QToolTip.hideText()
                return True
            where = self.editor.where_text(card)
            active = self.editor.model.place_name(self.editor.active) if self.editor.model.seats else ""
            text = (
                translate("CardPicker", "{card}: in {place}").format(card=card_text(card), place=where)
                if where
                else translate("CardPicker", "{card}: click to add to {place}").format(
                    card=card_text(card), place=active
                )
            )
            QToolTip.showText(event.globalPos(), text, self)
            return True
        return super().event(event)
