"""The rules editor's royalties box: how royalties are paid, and the table of royalty entries
(row, exact hand, a front's rank, units), one row of inputs per entry.

Like the other boxes it only gathers raw option values; ``resolve_rules`` judges them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.game import ROYALTY_ENTRY, RuleSet
from scorekeeper_app.session.rules_inputs import combo, select
from scorekeeper_app.wording.formatting import hand_names, row_title
from scorekeeper_app.wording.i18n import translate
from scorekeeper_app.wording.rules_words import PAYMENT_TITLES, describe, titles

RANKS = ("", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
NEW_ENTRY = {"row": "back", "hand": "four-of-a-kind", "units": "1"}  # what "Add royalty" starts from


class RoyaltiesBox(QGroupBox):
    """The royalty options; ``edited`` tells of a change to the table's entries."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("RulesEditor", "Royalties"), parent)
        self.setToolTip(describe("royalties"))
        rv = QVBoxLayout(self)
        rform = QFormLayout()
        self.royalty_payment = combo(titles(PAYMENT_TITLES), describe("royalty_payment"))
        rform.addRow(translate("RulesEditor", "Paid"), self.royalty_payment)
        self.one_royalty_per_hand = QCheckBox(translate("RulesEditor", "only the largest royalty of a hand counts"))
        self.one_royalty_per_hand.setToolTip(describe("one_royalty_per_hand"))
        rform.addRow("", self.one_royalty_per_hand)
        rv.addLayout(rform)
        self.table = self._entries_table()
        rv.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        add = QPushButton(translate("RulesEditor", "Add royalty"))
        remove = QPushButton(translate("RulesEditor", "Remove selected"))
        add.clicked.connect(lambda: self.add_entry(NEW_ENTRY))
        remove.clicked.connect(self.remove_selected)
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        rv.addLayout(buttons)

    @staticmethod
    def _entries_table() -> QTableWidget:
        table = QTableWidget(0, 4)
        table.setHorizontalHeaderLabels(
            [
                translate("RulesEditor", "Row"),
                translate("RulesEditor", "Hand"),
                translate("RulesEditor", "Rank"),
                translate("RulesEditor", "Units"),
            ]
        )
        table.setToolTip(describe("royalties"))
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for col in (0, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _emit_edited(self, *_args: object) -> None:
        self.edited.emit()

    def add_entry(self, entry: dict[str, Any]) -> None:
        """A new last row of inputs showing ``entry`` (a royalty as the engine dumps it)."""
        r = self.table.rowCount()
        self.table.insertRow(r)
        rows = {key: row_title(key) for key in ("front", "middle", "back")}
        row = combo(rows, translate("RulesEditor", "Which row earns it"))
        hand = combo(hand_names(), translate("RulesEditor", "The exact hand the row must hold"))
        rank = QComboBox()
        for text in RANKS:
            rank.addItem(text or translate("RulesEditor", "any"), text or None)
        rank.setToolTip(
            translate("RulesEditor", "Fronts only: the pair or trips rank this entry is for (any: every rank)")
        )
        units = QLineEdit()
        units.setToolTip(translate("RulesEditor", "Units the royalty earns"))
        select(row, entry["row"])
        select(hand, entry["hand"])
        select(rank, entry.get("rank") or None)
        units.setText(str(entry["units"]))
        for col, widget in enumerate((row, hand, rank, units)):
            self.table.setCellWidget(r, col, widget)
        for box in (row, hand, rank):
            box.currentIndexChanged.connect(self._emit_edited)
        units.textChanged.connect(self._emit_edited)
        self.edited.emit()

    def remove_selected(self) -> None:
        """Remove the selected entries, or the last one when none is selected."""
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        if not rows and self.table.rowCount():
            rows = [self.table.rowCount() - 1]
        for r in rows:
            self.table.removeRow(r)
        self.edited.emit()

    def _entries(self) -> list[dict[str, Any]]:
        out = []
        for r in range(self.table.rowCount()):
            row, hand, rank, units = (self.table.cellWidget(r, c) for c in range(4))
            assert isinstance(row, QComboBox) and isinstance(hand, QComboBox) and isinstance(rank, QComboBox)
            assert isinstance(units, QLineEdit)
            entry = {"row": row.currentData(), "hand": hand.currentData(), "units": units.text().strip()}
            if rank.currentData():
                entry["rank"] = rank.currentData()
            out.append(entry)
        return out

    def editors(self) -> list[QWidget]:
        """The inputs outside the table (the table's own tell through ``edited``)."""
        return [self.royalty_payment, self.one_royalty_per_hand]

    def options(self) -> dict[str, Any]:
        return {
            "royalties": self._entries(),
            "royalty_payment": self.royalty_payment.currentData(),
            "one_royalty_per_hand": self.one_royalty_per_hand.isChecked(),
        }

    def set_rules(self, rules: RuleSet) -> None:
        select(self.royalty_payment, rules.royalty_payment)
        self.one_royalty_per_hand.setChecked(rules.one_royalty_per_hand)
        self.table.setRowCount(0)
        for entry in rules.royalties:
            self.add_entry(ROYALTY_ENTRY.dump(entry))
