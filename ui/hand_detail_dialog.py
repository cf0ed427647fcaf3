"""One recorded hand, read-only: every seat's cards and hands, the pair results, the history."""

from __future__ import annotations

from decimal import Decimal
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.cards import parse_cards
from scorekeeper.errors import InputError
from scorekeeper.session import VOID, HandRecord
from ui.formatting import NATURAL_NAMES, card_text, hand_name, money_text, units_text
from ui.models.ledger_model import hand_time
from ui.models.pairs_model import HandPairsModel

ROWS = ("front", "middle", "back")
_RED = "#c62828"


def cards_html(text: str) -> str:
    """Cards with suit symbols, hearts and diamonds in red (the symbol is always there)."""
    try:
        cards = parse_cards(text)
    except InputError:
        return escape(text)
    faces = []
    for card in cards:
        face = escape(card_text(card))
        faces.append(f'<span style="color:{_RED}">{face}</span>' if card.is_red else face)
    return "&nbsp;".join(faces)


def readable(name: str | None) -> str:
    """``two-pair`` -> ``two pair``."""
    return hand_name(name) if name else ""


def _status_text(player: dict[str, Any]) -> str:
    parts = {"fouled": ["FOUL"], "surrendered": ["surrendered"], "natural": []}.get(player["status"], [])
    if player.get("natural"):
        parts.append(f"natural: {NATURAL_NAMES.get(player['natural'], player['natural'])}")
    for r in player.get("royalties", []):
        parts.append(f"{r['row']}: {readable(r['hand'])} +{r['units']}")
    return "; ".join(parts)


class HandDetailDialog(QDialog):
    """Shows a hand as recorded; Edit and Void ask the ledger page to act (the dialog changes nothing)."""

    edit_requested = Signal(int)
    void_requested = Signal(int)

    def __init__(
        self, record: HandRecord, *, currency: str = "", writable: bool = True, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.record = record
        void = record.status == VOID
        self.setWindowTitle(f"Hand {record.number}")
        layout = QVBoxLayout(self)

        title = QLabel(
            f"<b>Hand {record.number}</b> · dealer {escape(record.dealer or '—')} · {hand_time(record.at)}"
            + (" · <span style='color:#b3261e'><b>VOID</b></span>" if void else "")
        )
        title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(title)

        seats = QGroupBox("Seats")
        grid = QGridLayout(seats)
        for column, header in enumerate(("", "Front", "Middle", "Back", "", "Units", "Money")):
            label = QLabel(f"<b>{header}</b>")
            grid.addWidget(label, 0, column)
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * 1.2)
        results = {p["name"]: p for p in record.result["players"]}
        self.seat_labels: dict[str, dict[str, QLabel]] = {}
        for row, entry in enumerate(record.entry["players"], start=1):
            name = entry["name"]
            player = results.get(name, {})
            labels: dict[str, QLabel] = {}
            grid.addWidget(QLabel(f"<b>{escape(name)}</b>"), row, 0)
            for column, which in enumerate(ROWS, start=1):
                hand_name = readable(player.get("rows", {}).get(which))
                label = QLabel(f"{cards_html(entry[which])}<br><small style='color:#666'>{hand_name}</small>")
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setFont(big)
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                grid.addWidget(label, row, column)
                labels[which] = label
            status = QLabel(_status_text(player))
            status.setWordWrap(True)
            grid.addWidget(status, row, 4)
            units = units_text(player["units"]) if player else ""
            money = money_text(Decimal(player["money"]), currency, signed=True) if player else ""
            money_label = QLabel(money)
            grid.addWidget(QLabel(units), row, 5, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(money_label, row, 6, Qt.AlignmentFlag.AlignRight)
            labels["status"], labels["money"] = status, money_label
            self.seat_labels[name] = labels
        layout.addWidget(seats)

        pairs_box = QGroupBox("Pairs (who took each row)")
        pairs_layout = QVBoxLayout(pairs_box)
        self.pairs_model = HandPairsModel(record.result, currency, self)
        self.pairs_view = QTableView()
        self.pairs_view.setModel(self.pairs_model)
        self.pairs_view.verticalHeader().hide()
        self.pairs_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.pairs_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.pairs_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pairs_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.pairs_view.horizontalHeader().setStretchLastSection(True)
        rows = max(self.pairs_model.rowCount(), 1)
        self.pairs_view.setMinimumHeight(self.pairs_view.verticalHeader().defaultSectionSize() * (rows + 1) + 6)
        pairs_layout.addWidget(self.pairs_view)
        layout.addWidget(pairs_box)

        history_box = QGroupBox("History")
        history_layout = QVBoxLayout(history_box)
        self.history = QListWidget()
        for revision in record.history:
            reason = f" — {revision.reason}" if revision.reason else ""
            self.history.addItem(f"{revision.at[:10]} {hand_time(revision.at)}  {revision.kind}{reason}")
        self.history.setMaximumHeight(self.history.sizeHintForRow(0) * (len(record.history) + 1) + 8)
        history_layout.addWidget(self.history)
        layout.addWidget(history_box)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.edit_button = QPushButton("Edit…")
        self.void_button = QPushButton("Void…")
        for button in (self.edit_button, self.void_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.setEnabled(writable and not void)
            button.setAutoDefault(False)
        if not writable:
            tip = "The session is settled: reopen it on the Settle up page to change it"
            self.edit_button.setToolTip(tip)
            self.void_button.setToolTip(tip)
        self.edit_button.clicked.connect(lambda: self._request(self.edit_requested))
        self.void_button.clicked.connect(lambda: self._request(self.void_requested))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _request(self, signal: Any) -> None:
        self.accept()
        signal.emit(self.record.number)
