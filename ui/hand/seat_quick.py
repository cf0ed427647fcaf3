"""A seat's 13-cards-at-once box (Ctrl+T): type the seat's cards in one go, back first;
the preview says how they will be set, or why Enter cannot set them yet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QLineEdit,
    QVBoxLayout,
)

from scorekeeper.errors import InputError
from scorekeeper.game import Card, parse_cards
from scorekeeper_app.hand.hand_entry import EntryEditor
from scorekeeper_app.wording.formatting import cards_text, row_title
from scorekeeper_app.wording.i18n import translate


class SeatQuickBox(QFrame):
    """The 13-card box of a :class:`~scorekeeper_app.hand.seat_widget.SeatWidget`."""

    editor: EntryEditor
    seat: int

    def _build_quick(self, layout: QVBoxLayout) -> None:
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
