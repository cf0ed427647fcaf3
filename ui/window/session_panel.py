"""The left column, always visible: each player's running money, the dealer, the next hand."""

from __future__ import annotations

from decimal import Decimal
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import plural, translate


class SessionPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sessionPanel")
        self.setFixedWidth(230)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(6)
        caption = QLabel(translate("SessionPanel", "SESSION"))
        caption.setObjectName("caption")
        self.session_name = QLabel()
        self.session_name.setObjectName("sessionName")
        self.session_name.setWordWrap(True)
        self.details = QLabel()
        self.details.setObjectName("muted")
        self.details.setWordWrap(True)
        layout.addWidget(caption)
        layout.addWidget(self.session_name)
        layout.addWidget(self.details)
        layout.addSpacing(8)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(6)
        layout.addLayout(self.grid)
        layout.addSpacing(12)
        self.dealer = QLabel()
        self.next_hand = QLabel()
        self.hands = QLabel()
        for label in (self.dealer, self.next_hand, self.hands):
            label.setObjectName("sessionFact")
            layout.addWidget(label)
        layout.addSpacing(12)
        self.stakes_caption = QLabel(translate("SessionPanel", "OWN STAKES"))
        self.stakes_caption.setObjectName("caption")
        self.stakes = QLabel()
        self.stakes.setObjectName("sessionFact")
        self.stakes.setWordWrap(True)
        layout.addWidget(self.stakes_caption)
        layout.addWidget(self.stakes)
        layout.addStretch(1)
        self.money: dict[str, QLabel] = {}

    def set_session(self, name: str, details: str) -> None:
        self.session_name.setText(name)
        self.details.setText(details)

    def set_totals(self, totals: dict[str, Decimal], currency: str, seated: list[str]) -> None:
        t = theme.current()
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.money = {}
        for i, (name, value) in enumerate(totals.items()):
            who = QLabel(name if name in seated else translate("SessionPanel", "{name} (out)").format(name=name))
            who.setObjectName("playerName")
            amount = QLabel(money_text(value, currency, signed=True))
            amount.setObjectName("playerMoney")
            amount.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            colour = t.up if value > 0 else t.down if value < 0 else t.muted
            amount.setStyleSheet(f"color:{colour.name()};")
            amount.setProperty("trend", "up" if value > 0 else "down" if value < 0 else "even")
            self.grid.addWidget(who, i, 0)
            self.grid.addWidget(amount, i, 1)
            self.money[name] = amount

    def set_stakes(self, lines: list[str]) -> None:
        """The pairs that play for their own money per unit."""
        self.stakes.setText("\n".join(lines))
        self.stakes.setVisible(bool(lines))
        self.stakes_caption.setVisible(bool(lines))

    def set_progress(self, *, dealer: str | None, next_hand: int, hands: int) -> None:
        self.dealer.setText(translate("SessionPanel", "Dealer: <b>{name}</b>").format(name=escape(dealer or "—")))
        self.next_hand.setText(translate("SessionPanel", "Next: <b>hand {number}</b>").format(number=next_hand))
        self.hands.setText(plural("SessionPanel", "%n hand(s) recorded", hands))
