"""One seat of the hand page: three card rows that take typing, clicks and drops,
the live notes under them, and the seat's flags.

:class:`RowEdit` is the keyboard-first row: type ``6s6c4h`` and the row fills and
hands focus on; Backspace removes the last card; Tab / Shift+Tab (and the arrow
keys) move between rows; a character that cannot be part of a card is refused in
place, with a message under the row.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QKeyEvent, QKeySequence, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.cards import Card, parse_cards
from scorekeeper.deal import ROW_SIZES
from scorekeeper.errors import InputError
from scorekeeper_app import theme
from scorekeeper_app.card_keys import CardKeyReader
from scorekeeper_app.card_render import CardOptions, paint_card, paint_caret, paint_slot
from scorekeeper_app.formatting import cards_text, row_name, row_title
from scorekeeper_app.hand_checks import SeatNote
from scorekeeper_app.hand_entry import ROWS, EntryEditor, Slot
from scorekeeper_app.i18n import translate

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


def _show(widget: QWidget, visible: bool) -> None:
    if widget.isHidden() == visible:
        widget.setHidden(not visible)


def _repolish(widget: QWidget) -> None:
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
            seat = self.parentWidget()
            while seat is not None and not isinstance(seat, SeatWidget):
                seat = seat.parentWidget()
            if seat is not None:
                seat.open_quick(text)
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


class SeatWidget(QFrame):
    """A seat: the player's name and role, three rows with their notes, flags and banners."""

    apply_requested = Signal(int)  # the seat: set its rows to the advisor's suggestion

    def __init__(self, editor: EntryEditor, seat: int, options: CardOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor, self.seat, self.options = editor, seat, options
        self.setObjectName(f"seat{seat}")
        self.setProperty("role", "seat")
        self.rows: dict[str, RowEdit] = {}
        self.hand_labels: dict[str, QLabel] = {}
        self.messages: dict[str, QLabel] = {}
        self._refusals: dict[str, str] = {}
        self._notes: dict[str, str] = {}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(2)
        header = QHBoxLayout()
        self.name_label = QLabel()
        self.name_label.setObjectName("seatName")
        self.role_label = QLabel()
        self.role_label.setObjectName("seatRole")
        self.menu_button = QToolButton()
        self.menu_button.setObjectName("seatMenu")
        self.menu_button.setText("⋯")
        self.menu_button.setToolTip(translate("SeatWidget", "Seat actions"))
        self.menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.menu_button.setAutoRaise(True)
        header.addWidget(self.name_label)
        header.addWidget(self.role_label)
        header.addStretch(1)
        header.addWidget(self.menu_button)
        layout.addLayout(header)
        self.badge = QLabel()  # "Fantasy Land (14 cards)"
        self.badge.setObjectName("seatBadge")
        self.badge.hide()
        layout.addWidget(self.badge)

        self.quick = QLineEdit()
        self.quick.setPlaceholderText(translate("SeatWidget", "13 cards, back first: As Ks Qs Js Ts …"))
        self.quick.setToolTip(
            translate(
                "SeatWidget", "Type all 13 cards; Enter sets them as entered (back 5, middle 5, front 3); Esc cancels"
            )
        )
        self.quick_preview = QLabel()
        self.quick_preview.setWordWrap(True)
        self.quick_preview.setObjectName("quickPreview")
        self.quick.textChanged.connect(self._quick_changed)
        self.quick.returnPressed.connect(self._quick_accept)
        self.quick.installEventFilter(self)
        layout.addWidget(self.quick)
        layout.addWidget(self.quick_preview)
        self.quick.hide()
        self.quick_preview.hide()

        for row in ROWS:
            title_line = QHBoxLayout()
            title = QLabel(row_title(row))
            title.setObjectName("rowTitle")
            hand = QLabel()
            hand.setObjectName("rowHand")
            hand.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            title_line.addWidget(title)
            title_line.addStretch(1)
            title_line.addWidget(hand)
            layout.addLayout(title_line)
            edit = RowEdit(editor, (seat, row), options, self)
            edit.setObjectName(f"row_{seat}_{row}")
            edit.keyed.connect(lambda row=row: self._clear_refusal(row))
            title.setBuddy(edit)
            layout.addWidget(edit)
            message = QLabel()
            message.setObjectName("rowMessage")
            message.setWordWrap(True)
            message.setMinimumHeight(message.fontMetrics().height())
            layout.addWidget(message)
            self.rows[row], self.hand_labels[row], self.messages[row] = edit, hand, message

        self.royalty_box = QVBoxLayout()
        self.royalty_box.setSpacing(3)
        layout.addLayout(self.royalty_box)
        self.foul_banner = QLabel()
        self.foul_banner.setObjectName("foulBanner")
        self.foul_banner.setWordWrap(True)
        self.foul_banner.hide()
        layout.addWidget(self.foul_banner)

        self.natural_banner = QFrame()
        self.natural_banner.setObjectName("naturalBanner")
        nat = QVBoxLayout(self.natural_banner)
        nat.setContentsMargins(8, 6, 8, 6)
        self.natural_label = QLabel()
        self.natural_label.setWordWrap(True)
        buttons = QHBoxLayout()
        self.declare_button = QPushButton(translate("SeatWidget", "Declare"))
        self.play_button = QPushButton(translate("SeatWidget", "Play it"))
        for button in (self.declare_button, self.play_button):
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        self.declare_button.setToolTip(
            translate("SeatWidget", "Collect the natural now; the rows are not compared (Ctrl+Shift+D toggles)")
        )
        self.play_button.setToolTip(
            translate("SeatWidget", "Do not declare: play the rows as set (Ctrl+Shift+D toggles)")
        )
        self.declare_button.clicked.connect(lambda: self.editor.set_flag(self.seat, "declare", True))
        self.play_button.clicked.connect(lambda: self.editor.set_flag(self.seat, "declare", False))
        nat.addWidget(self.natural_label)
        nat.addLayout(buttons)
        self.natural_banner.hide()
        layout.addWidget(self.natural_banner)

        self.suggest_box = QFrame()  # the advisor's best setting, non-modal, with Apply
        self.suggest_box.setObjectName("suggestBox")
        self.suggest_box.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(self.suggest_box)
        box.setContentsMargins(8, 6, 8, 6)
        self.suggest_label = QLabel()
        self.suggest_label.setObjectName("suggestLabel")
        self.suggest_label.setWordWrap(True)
        self.suggest_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        suggest_buttons = QHBoxLayout()
        self.apply_button = QPushButton(translate("SeatWidget", "Apply"))
        self.apply_button.setToolTip(translate("SeatWidget", "Set the rows as suggested (Ctrl+Z undoes it)"))
        self.dismiss_button = QPushButton(translate("SeatWidget", "Close"))
        for button in (self.apply_button, self.dismiss_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            suggest_buttons.addWidget(button)
        suggest_buttons.addStretch(1)
        self.apply_button.clicked.connect(lambda: self.apply_requested.emit(self.seat))
        self.dismiss_button.clicked.connect(self.hide_suggestion)
        box.addWidget(self.suggest_label)
        box.addLayout(suggest_buttons)
        self.suggest_box.hide()
        layout.addWidget(self.suggest_box)

        self.surrender_box = QCheckBox(translate("SeatWidget", "Surrender"))
        self.surrender_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.surrender_box.setToolTip(
            translate("SeatWidget", "This player folds and pays the surrender units (Ctrl+Shift+S)")
        )
        self.surrender_box.clicked.connect(lambda on: self.editor.set_flag(self.seat, "surrender", on))
        layout.addWidget(self.surrender_box)
        layout.addStretch(1)

    # -- the advisor's suggestion -----------------------------------------------------------
    def show_suggestion(self, text: str, *, can_apply: bool = True) -> None:
        self.suggest_label.setText(text)
        self.apply_button.setVisible(can_apply)
        self.suggest_box.show()

    def hide_suggestion(self) -> None:
        self.suggest_box.hide()

    def suggestion_shown(self) -> bool:
        return not self.suggest_box.isHidden()

    # -- the menu is filled by the page (its actions carry the shortcuts) ----------------
    def set_menu(self, menu: QMenu) -> None:
        self.menu_button.setMenu(menu)

    # -- notes --------------------------------------------------------------------------
    def set_player(self, name: str, *, dealer: bool, surrender_allowed: bool) -> None:
        state = (name, dealer, surrender_allowed)
        if state == getattr(self, "_player_state", None):
            return
        self._player_state = state
        self.name_label.setText(name)
        role = translate("SeatWidget", "seat {number} · dealer") if dealer else translate("SeatWidget", "seat {number}")
        self.role_label.setText(role.format(number=self.seat + 1))
        self.role_label.setProperty("dealer", dealer)
        _repolish(self.role_label)
        self.surrender_box.setEnabled(surrender_allowed)
        for row, edit in self.rows.items():
            edit.setAccessibleName(f"{name} {row_name(row)}")

    def set_badge(self, text: str) -> None:
        """A note under the name (``Fantasy Land (14 cards)``); empty hides it."""
        if self.badge.text() != text:
            self.badge.setText(text)
            self.badge.setToolTip(text)
        if self.badge.isHidden() == bool(text):
            self.badge.setHidden(not text)

    def show_refusal(self, row: str, text: str) -> None:
        self._refusals[row] = text
        self._show_message(row)

    def _clear_refusal(self, row: str) -> None:
        if self._refusals.pop(row, None) is not None:
            self._show_message(row)

    def _show_message(self, row: str) -> None:
        label = self.messages[row]
        refusal = self._refusals.get(row)
        text = refusal or self._notes.get(row, "")
        kind = "refusal" if refusal else "problem"
        if label.text() != text:
            label.setText(text)
        if label.property("kind") != kind:
            label.setProperty("kind", kind)
            _repolish(label)

    def message(self, row: str) -> str:
        return self.messages[row].text()

    def update_notes(self, note: SeatNote, *, surrender: bool, declare: bool) -> None:
        state = (note, surrender, declare, theme.current().dark)
        if state == getattr(self, "_notes_state", None):
            return
        self._notes_state = state
        t = theme.current()
        for row in ROWS:
            rn = note.rows[row]
            self.hand_labels[row].setText(rn.hand)
            self._notes[row] = rn.problem
            self._show_message(row)
        while self.royalty_box.count():
            item = self.royalty_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        for text in note.royalties:
            chip = QLabel("★ " + text)
            chip.setObjectName("royaltyChip")
            chip.setStyleSheet(
                f"background:{t.gold.name()}; color:{t.gold_text.name()}; border-radius:9px;"
                " padding:2px 8px; font-weight:600;"
            )
            chip.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            self.royalty_box.addWidget(chip, 0, Qt.AlignmentFlag.AlignLeft)
            chip.show()
        if note.foul:
            text = (
                translate("SeatWidget", "⚠ FOUL: {problem} (rows still play under these rules)")
                if note.foul_plays
                else translate("SeatWidget", "⚠ FOUL: {problem}")
            )
            self.foul_banner.setText(text.format(problem=note.foul))
            self.foul_banner.setStyleSheet(
                f"background:{t.foul_bg.name()}; color:{t.foul_text.name()}; border-radius:6px;"
                " padding:4px 8px; font-weight:700;"
            )
        _show(self.foul_banner, bool(note.foul))
        if note.natural:
            self.natural_label.setText(
                translate("SeatWidget", "✦ Natural: {natural}").format(natural=note.natural_text)
            )
            self.natural_banner.setStyleSheet(
                f"#naturalBanner {{ background:{t.natural_bg.name()}; border-radius:6px; }}"
                f" QLabel {{ color:{t.natural_text.name()}; font-weight:700; }}"
            )
            self.declare_button.setChecked(declare)
            self.play_button.setChecked(not declare)
        _show(self.natural_banner, bool(note.natural))
        self.surrender_box.setChecked(surrender)

    # -- 13 cards at once -----------------------------------------------------------------
    def open_quick(self, text: str = "") -> None:
        self.quick.setText(text)
        self.quick.show()
        self.quick_preview.show()
        self._quick_changed(text)
        self.quick.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def close_quick(self) -> None:
        self.quick.hide()
        self.quick_preview.hide()
        self.editor.active_changed.emit(self.editor.active)

    def quick_cards(self) -> tuple[Card, ...] | str:
        try:
            return parse_cards(self.quick.text())
        except InputError as exc:
            return str(exc)

    def _quick_changed(self, _text: str) -> None:
        cards = self.quick_cards()
        if isinstance(cards, str):
            self.quick_preview.setText(cards)
            return
        n = len(cards)
        if n == 13:
            rows = (cards[:5], cards[5:10], cards[10:])
            titles = (row_title("back"), row_title("middle"), row_title("front"))
            text = " · ".join(f"{t} {cards_text(part)}" for t, part in zip(titles, rows, strict=True))
            self.quick_preview.setText(
                translate("SeatWidget", "{cards}  — Enter sets them as shown").format(cards=text)
            )
        elif n > 13:
            self.quick_preview.setText(
                translate("SeatWidget", "{count} cards: one seat holds 13, remove {extra}").format(
                    count=n, extra=n - 13
                )
            )
        else:
            self.quick_preview.setText(
                translate("SeatWidget", "{count} of 13 cards (back first, then middle, then front)").format(count=n)
            )

    def _quick_accept(self) -> None:
        cards = self.quick_cards()
        if isinstance(cards, str) or len(cards) != 13:  # Enter says why nothing happened
            count = 0 if isinstance(cards, str) else len(cards)
            self.quick_preview.setText(
                (cards if isinstance(cards, str) else "")
                or translate("SeatWidget", "Enter needs exactly 13 cards; now {count}").format(count=count)
            )
            return
        self.quick.hide()
        self.quick_preview.hide()
        self.editor.arrange(self.seat, cards)
        self.editor.active_changed.emit(self.editor.active)

    def eventFilter(self, watched: object, event: QEvent) -> bool:
        is_key = isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
        if watched is self.quick and is_key and event.key() == Qt.Key.Key_Escape:  # type: ignore[attr-defined]
            self.close_quick()
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]
