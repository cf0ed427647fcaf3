"""Correcting a recorded hand as text: the three rows of every seat, and why.

Used when the hand page cannot take a hand back for editing; the engine checks
the corrected entry (same checks as recording it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.deal import HandEntry, seat_hands
from scorekeeper.errors import InputError
from scorekeeper.session import HandRecord, parse_hand_entry

ROWS = ("front", "middle", "back")


@dataclass(frozen=True)
class Correction:
    entry: HandEntry
    dealer: str | None
    reason: str


class EditHandDialog(QDialog):
    """Every seat's rows prefilled; OK only when the hand is complete and a reason is given."""

    def __init__(self, record: HandRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.setWindowTitle(f"Correct hand {record.number}")
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        for column, header in enumerate(("", "Front (3)", "Middle (5)", "Back (5)", "", "")):
            grid.addWidget(QLabel(f"<b>{header}</b>"), 0, column)
        self.rows: dict[str, dict[str, QLineEdit]] = {}
        self.surrender: dict[str, QCheckBox] = {}
        self.declare: dict[str, QCheckBox] = {}
        for row, seat in enumerate(record.entry["players"], start=1):
            name = seat["name"]
            grid.addWidget(QLabel(name), row, 0)
            edits = {}
            for column, which in enumerate(ROWS, start=1):
                edit = QLineEdit(seat[which])
                edit.setMinimumWidth(110 if which == "front" else 150)
                edit.setAccessibleName(f"{name} {which}")
                edit.textChanged.connect(self._check)
                grid.addWidget(edit, row, column)
                edits[which] = edit
            self.rows[name] = edits
            surrender = QCheckBox("surrender")
            surrender.setChecked(bool(seat.get("surrender", False)))
            surrender.toggled.connect(self._check)
            declare = QCheckBox("declare natural")
            declare.setChecked(bool(seat.get("declare_natural", True)))
            grid.addWidget(surrender, row, 4)
            grid.addWidget(declare, row, 5)
            self.surrender[name], self.declare[name] = surrender, declare
        layout.addLayout(grid)
        form = QFormLayout()
        self.dealer = QComboBox()
        self.dealer.addItems(list(self.rows))
        if record.dealer in self.rows:
            self.dealer.setCurrentText(record.dealer)
        form.addRow("Dealer", self.dealer)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText("why the hand is corrected (kept in the audit trail)")
        self.reason_edit.textChanged.connect(self._check)
        form.addRow("Reason", self.reason_edit)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3261e")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.addButton("Record correction", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._check()

    def entry_data(self) -> dict[str, Any]:
        players = []
        for name, edits in self.rows.items():
            seat: dict[str, Any] = {"name": name, **{row: edits[row].text() for row in ROWS}}
            seat["surrender"] = self.surrender[name].isChecked()
            seat["declare_natural"] = self.declare[name].isChecked()
            players.append(seat)
        return {"players": players}

    def _entry(self) -> HandEntry:
        entry = parse_hand_entry(self.entry_data())
        seat_hands(entry)
        return entry

    def _check(self) -> None:
        try:
            self._entry()
            problem = "" if self.reason_edit.text().strip() else "Give a reason for the correction."
        except InputError as exc:
            problem = str(exc)
        self.problem.setText(problem)
        self.ok_button.setEnabled(not problem)

    def correction(self) -> Correction:
        return Correction(self._entry(), self.dealer.currentText() or None, self.reason_edit.text().strip())
