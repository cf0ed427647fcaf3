"""A seat's 13-cards-at-once box (Ctrl+T): type the seat's cards in one go, back first;
the preview says how they will be set, or why Enter cannot set them yet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QVBoxLayout,
)

from scorekeeper.errors import InputError
from scorekeeper.game import Card, parse_cards
from scorekeeper_app.hand.hand_entry import EntryEditor
from scorekeeper_app.wording.formatting import cards_text, row_title
from scorekeeper_app.wording.i18n import translate


class SeatQuick(QObject):
    """The 13-card box of a :class:`~scorekeeper_app.hand.seat_widget.SeatWidget` (a part of it): the
    line typed into and its preview, added to the seat's layout."""

    def __init__(self, editor: EntryEditor, seat: int, *, layout: QVBoxLayout, parent: QObject) -> None:
        super().__init__(parent)
        self.editor, self.seat = editor, seat
        self.field = QLineEdit()
        self.field.setPlaceholderText(translate("SeatWidget", "13 cards, back first: As Ks Qs Js Ts …"))
        self.field.setToolTip(
            translate(
                "SeatWidget", "Type all 13 cards; Enter sets them as entered (back 5, middle 5, front 3); Esc cancels"
            )
        )
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setObjectName("quickPreview")
        self.field.textChanged.connect(self._changed)
        self.field.returnPressed.connect(self._accept)
        self.field.installEventFilter(self)
        layout.addWidget(self.field)
        layout.addWidget(self.preview)
        self.field.hide()
        self.preview.hide()

    def open(self, text: str = "") -> None:
        self.field.setText(text)
        self.field.show()
        self.preview.show()
        self._changed(text)
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def close(self) -> None:
        self.field.hide()
        self.preview.hide()
        self.editor.active_changed.emit(self.editor.active)

    def cards(self) -> tuple[Card, ...] | str:
        try:
            return parse_cards(self.field.text())
        except InputError as exc:
            return str(exc)

    def _changed(self, _text: str) -> None:
        cards = self.cards()
        if isinstance(cards, str):
            self.preview.setText(cards)
            return
        n = len(cards)
        if n == 13:
            rows = (cards[:5], cards[5:10], cards[10:])
            titles = (row_title("back"), row_title("middle"), row_title("front"))
            text = " · ".join(f"{t} {cards_text(part)}" for t, part in zip(titles, rows, strict=True))
            self.preview.setText(translate("SeatWidget", "{cards}  — Enter sets them as shown").format(cards=text))
        elif n > 13:
            self.preview.setText(
                translate("SeatWidget", "{count} cards: one seat holds 13, remove {extra}").format(
                    count=n, extra=n - 13
                )
            )
        else:
            self.preview.setText(
                translate("SeatWidget", "{count} of 13 cards (back first, then middle, then front)").format(count=n)
            )

    def _accept(self) -> None:
        cards = self.cards()
        if isinstance(cards, str) or len(cards) != 13:  # Enter says why nothing happened
            count = 0 if isinstance(cards, str) else len(cards)
            self.preview.setText(
                (cards if isinstance(cards, str) else "")
                or translate("SeatWidget", "Enter needs exactly 13 cards; now {count}").format(count=count)
            )
            return
        self.field.hide()
        self.preview.hide()
        self.editor.arrange(self.seat, cards)
        self.editor.active_changed.emit(self.editor.active)

    def eventFilter(self, watched: object, event: QEvent) -> bool:
        is_key = isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
        if watched is self.field and is_key and event.key() == Qt.Key.Key_Escape:  # type: ignore[attr-defined]
            self.close()
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]
