"""The keyboard-first card row of a seat: type ``6s6c4h`` and the row fills and hands focus
on; Backspace removes the last card; Tab / Shift+Tab (and the arrow keys) move between
rows; a character that cannot be part of a card is refused in place. Cards are dragged
between rows and from the picker as :data:`MIME` data."""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QKeyEvent, QKeySequence, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QSizePolicy,
    QWidget,
)

from scorekeeper.errors import InputError
from scorekeeper.game import ROW_SIZES, Card, parse_cards
from scorekeeper_app.hand.card_keys import CardKeyReader
from scorekeeper_app.hand.hand_entry import EntryEditor, Slot
from scorekeeper_app.hand.seat_quick import SeatQuick
from scorekeeper_app.widgets import theme
from scorekeeper_app.widgets.card_render import CardOptions, paint_card, paint_caret, paint_slot
from scorekeeper_app.wording.i18n import translate

MIME = "application/x-scorekeeper-card"
PAD, GAP = 6, 5


def card_mime(card: Card, source: Slot | None, index: int = -1) -> QMimeData:
    data = QMimeData()
    payload = {"card": int(card), "seat": source[0] if source else None, "row": source[1] if source else None}
    data.setData(MIME, json.dumps({**payload, "index": index}).encode())
    data.setText(str(card))
    return data


def read_mime(data: QMimeData) -> tuple[Card, Slot | None, int] | None:
    if not data.hasFormat(MIME):
        return None
    try:
        payload = json.loads(bytes(data.data(MIME).data()).decode())
        card = Card(int(payload["card"]))
        source = (int(payload["seat"]), str(payload["row"])) if payload.get("seat") is not None else None
        return card, source, int(payload.get("index", -1))
    except (ValueError, KeyError, TypeError):
        return None


def drag_pixmap(widget: QWidget, card: Card, options: CardOptions) -> QPixmap:
    size = options.size()
    ratio = widget.devicePixelRatioF()
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_card(
        painter, QRectF(0, 0, size.width(), size.height()), card, theme.current(), four_colour=options.four_colour
    )
    painter.end()
    return pixmap


def set_shown(widget: QWidget, visible: bool) -> None:
    if widget.isHidden() == visible:
        widget.setHidden(not visible)


def repolish(widget: QWidget) -> None:
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class RowEdit(QWidget):
    """A row of 3 or 5 card chips that takes keys, picker clicks and drops."""

    keyed = Signal()  # a key was taken (clears the row's message)

    def __init__(self, editor: EntryEditor, slot: Slot, options: CardOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor, self.slot, self.options = editor, slot, options
        self.reader = CardKeyReader()
        self.route: Callable[[Slot], RowEdit] = lambda slot: self
        self._press: tuple[QPoint, int] | None = None
        self._drop_at: int | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setToolTip(
            translate(
                "SeatWidget", "Type cards (6s 10h K♦), click them in the picker, or drag them here. Right-click clears."
            )
        )
        options.changed.connect(self.updateGeometry)
        options.changed.connect(self.update)
        editor.model.changed.connect(self._model_changed)
        self._shown: tuple[object, ...] = ()

    def _model_changed(self) -> None:
        """Repaint only when what this row shows changed (its cards, or which of them are doubled)."""
        cards = self.cards()
        duplicates = self.editor.model.duplicates()
        shown = (cards, frozenset(c for c in cards if c in duplicates))
        if shown != self._shown:
            self._shown = shown
            self.update()

    # -- geometry -----------------------------------------------------------------------
    @property
    def size_needed(self) -> int:
        return ROW_SIZES[self.slot[1]]

    def sizeHint(self) -> QSize:
        chip = self.options.size()
        return QSize(round(chip.width() * 5 + GAP * 4 + PAD * 2), round(chip.height() + PAD * 2 + 2))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _step(self, count: int) -> float:
        chip = self.options.size()
        room = self.width() - 2 * PAD - chip.width()
        return min(chip.width() + GAP, room / max(count - 1, 1))

    def card_rect(self, index: int, count: int | None = None) -> QRectF:
        chip = self.options.size()
        count = max(self.size_needed, len(self.cards()) if count is None else count)
        return QRectF(PAD + index * self._step(count), PAD, chip.width(), chip.height())

    def cards(self) -> tuple[Card, ...]:
        return self.editor.model.cards(self.slot)

    def index_at(self, pos: QPointF) -> int | None:
        for i in reversed(range(len(self.cards()))):
            if self.card_rect(i).contains(pos):
                return i
        return None

    def insert_at(self, pos: QPointF) -> int:
        count = len(self.cards())
        for i in range(count):
            if pos.x() < self.card_rect(i).center().x():
                return i
        return count

    # -- painting ---------------------------------------------------------------------
    def paintEvent(self, event: object) -> None:
        t = theme.current()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        path = QPainterPath()
        path.addRoundedRect(frame, 8, 8)
        if self.hasFocus():
            tint = t.accent.lighter(190) if not t.dark else t.accent.darker(300)
            painter.fillPath(path, tint)
            painter.setPen(QPen(t.accent, 1.6))
            painter.drawPath(path)
        cards = self.cards()
        duplicates = self.editor.model.duplicates()
        count = max(self.size_needed, len(cards))
        for i in range(count):
            rect = self.card_rect(i, count)
            if i < len(cards):
                paint_card(
                    painter, rect, cards[i], t, four_colour=self.options.four_colour, duplicate=cards[i] in duplicates
                )
            else:
                first_free = i == len(cards) and self.hasFocus()
                paint_slot(painter, rect, t, active=first_free, pending=self.reader.pending if first_free else "")
        if self._drop_at is not None:
            x = self.card_rect(self._drop_at, count + 1).left() - GAP / 2 if cards else PAD
            paint_caret(painter, QPointF(x, PAD), self.options.size().height(), t)
        painter.end()

    # -- keyboard ---------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Backtab or (
                event.key() == Qt.Key.Key_Tab and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            ):
                self._leave(-1)
                return True
            if event.key() == Qt.Key.Key_Tab and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self._leave(1)
                return True
        return super().event(event)

    def _leave(self, step: int) -> None:
        self.reader.reset()
        self.keyed.emit()
        self.editor.step(self.slot, step)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Paste):
            self.paste(QApplication.clipboard().text())
            return
        mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        if mods:
            event.ignore()
            return
        key = event.key()
        if key == Qt.Key.Key_Backspace:
            if not self.reader.backspace():
                self.editor.backspace(self.slot)
            self.keyed.emit()
            self.update()
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._leave(-1 if key == Qt.Key.Key_Up else 1)
            return
        if key == Qt.Key.Key_Escape and self.reader.pending:
            self.reader.reset()
            self.keyed.emit()
            self.update()
            return
        text = event.text()
        if not text or not text.isprintable():
            event.ignore()
            return
        for char in text:
            self.route(self.editor.active).feed(char)

    def feed(self, char: str) -> None:
        """One typed character: part of a card, a finished card, or refused in place."""
        result = self.reader.feed(char)
        if result.error:
            self.editor.refused.emit(self.slot, result.error)
        else:
            self.keyed.emit()
            if result.card is not None:
                self.editor.type_card(self.slot, result.card)
        self.update()

    def paste(self, text: str) -> None:
        """Pasted cards go in as if typed; 13 at once are offered as a whole seat."""
        try:
            cards = parse_cards(text)
        except InputError as exc:
            self.editor.refused.emit(self.slot, translate("SeatWidget", "paste: {problem}").format(problem=exc))
            return
        if len(cards) == 13:
            box = _quick_box(self)
            if box is not None:
                box.open(text)
                return
        for card in cards:
            target = self.route(self.editor.active)
            if not self.editor.type_card(target.slot, card):
                break

    def focusInEvent(self, event: object) -> None:
        self.editor.set_active(self.slot)
        self.update()
        super().focusInEvent(event)  # type: ignore[arg-type]

    def focusOutEvent(self, event: object) -> None:
        self.reader.reset()
        self.update()
        super().focusOutEvent(event)  # type: ignore[arg-type]

    # -- mouse, drag and drop -----------------------------------------------------------
    def mousePressEvent(self, event: object) -> None:
        pos = event.position()  # type: ignore[attr-defined]
        if event.button() == Qt.MouseButton.RightButton:  # type: ignore[attr-defined]
            self.editor.clear_row(self.slot)
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        index = self.index_at(pos)
        self._press = (pos.toPoint(), index) if index is not None else None

    def mouseMoveEvent(self, event: object) -> None:
        if self._press is None:
            return
        start, index = self._press
        pos = event.position().toPoint()  # type: ignore[attr-defined]
        if (pos - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        cards = self.cards()
        if index >= len(cards):
            return
        drag = QDrag(self)
        drag.setMimeData(card_mime(cards[index], self.slot, index))
        drag.setPixmap(drag_pixmap(self, cards[index], self.options))
        drag.setHotSpot(QPoint(12, 12))
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: object) -> None:
        self._press = None

    def dragEnterEvent(self, event: object) -> None:
        if read_mime(event.mimeData()) is not None:  # type: ignore[attr-defined]
            event.acceptProposedAction()  # type: ignore[attr-defined]

    def dragMoveEvent(self, event: object) -> None:
        if read_mime(event.mimeData()) is not None:  # type: ignore[attr-defined]
            self._drop_at = self.insert_at(event.position())  # type: ignore[attr-defined]
            event.acceptProposedAction()  # type: ignore[attr-defined]
            self.update()

    def dragLeaveEvent(self, event: object) -> None:
        self._drop_at = None
        self.update()

    def dropEvent(self, event: object) -> None:
        info = read_mime(event.mimeData())  # type: ignore[attr-defined]
        at = self.insert_at(event.position())  # type: ignore[attr-defined]
        self._drop_at = None
        if info is not None:
            card, source, index = info
            if self.editor.drop(card, source, index, self.slot, at):
                event.acceptProposedAction()  # type: ignore[attr-defined]
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()


def _quick_box(row: QWidget) -> SeatQuick | None:
    """The 13-card box of the seat a row is in."""
    parent = row.parentWidget()
    while parent is not None:
        box = getattr(parent, "quick_box", None)
        if isinstance(box, SeatQuick):
            return box
        parent = parent.parentWidget()
    return None
