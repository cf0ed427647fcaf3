"""Correcting a recorded hand as text: the three rows of every seat, and why.

Used when the hand page cannot take a hand back for editing; the engine checks
the corrected entry (same checks as recording it).
"""

from __future__ import annotations

from collections.abc import Callable
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

from scorekeeper.errors import InputError
from scorekeeper.game import ROW_SIZES, HandEntry, seat_hands
from scorekeeper.session import HandRecord, RecordedSeat, parse_hand_entry
from scorekeeper_app.wording.formatting import row_name, row_title
from scorekeeper_app.wording.i18n import translate

ROWS = ("front", "middle", "back")


@dataclass(frozen=True)
class Correction:
    entry: HandEntry
    dealer: str | None
    reason: str


class EditHandDialog(QDialog):
    """Every seat's rows prefilled; OK only when the hand is complete and a reason is given."""

    def __init__(
        self, record: HandRecord, parent: QWidget | None = None, copies: Callable[[int], int] | None = None
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.copies = copies  # the deck's copies of a card under the hand's rules (extra suits)
        self.setWindowTitle(translate("EditHand", "Correct hand {number}").format(number=record.number))
        layout = QVBoxLayout(self)
        layout.addLayout(self._seats_grid(record))
        layout.addLayout(self._dealer_and_reason(record))
        self._add_problem_and_buttons(layout)
        self._check()

    # -- building ---------------------------------------------------------------------------
    def _seats_grid(self, record: HandRecord) -> QGridLayout:
        """A line per seat (per hand, for criss-cross): its three rows, surrender, declare natural."""
        grid = QGridLayout()
        headers = ("", *(f"{row_title(row)} ({ROW_SIZES[row]})" for row in ROWS), "", "")
        for column, header in enumerate(headers):
            grid.addWidget(QLabel(f"<b>{header}</b>"), 0, column)
        self.rows: dict[str, dict[str, QLineEdit]] = {}
        self.surrender: dict[str, QCheckBox] = {}
        self.declare: dict[str, QCheckBox] = {}
        self.seats: dict[str, tuple[str, int | None]] = {}  # key -> (player, criss-cross hand)
        for row, seat in enumerate(record.entry.players, start=1):
            self._add_seat_line(grid, row, seat)
        return grid

    def _add_seat_line(self, grid: QGridLayout, row: int, seat: RecordedSeat) -> None:
        """One seat's line, prefilled as recorded; every change checks the entry again."""
        hand = seat.hand
        name = seat.name
        if hand is not None:  # a criss-cross player's two hands are two lines
            name = translate("HandEntry", "{name} — hand {number}").format(name=seat.name, number=hand)
        self.seats[name] = (seat.name, hand)
        grid.addWidget(QLabel(name), row, 0)
        edits = {}
        for column, which in enumerate(ROWS, start=1):
            edit = QLineEdit(getattr(seat, which))
            edit.setMinimumWidth(110 if which == "front" else 150)
            edit.setAccessibleName(f"{name} {row_name(which)}")
            edit.textChanged.connect(self._check)
            grid.addWidget(edit, row, column)
            edits[which] = edit
        self.rows[name] = edits
        surrender = QCheckBox(translate("EditHand", "surrender"))
        surrender.setChecked(seat.surrender)
        surrender.toggled.connect(self._check)
        declare = QCheckBox(translate("EditHand", "declare natural"))
        declare.setChecked(seat.declare_natural)
        grid.addWidget(surrender, row, 4)
        grid.addWidget(declare, row, 5)
        self.surrender[name], self.declare[name] = surrender, declare

    def _dealer_and_reason(self, record: HandRecord) -> QFormLayout:
        """The hand's dealer (as recorded) and the reason for the correction."""
        form = QFormLayout()
        self.dealer = QComboBox()
        players = list(dict.fromkeys(player for player, _hand in self.seats.values()))
        self.dealer.addItems(players)
        if record.dealer in players:
            self.dealer.setCurrentText(record.dealer)
        form.addRow(translate("EditHand", "Dealer"), self.dealer)
        self.reason_edit = QLineEdit()
        self.reason_edit.setPlaceholderText(
            translate("EditHand", "why the hand is corrected (kept in the audit trail)")
        )
        self.reason_edit.textChanged.connect(self._check)
        form.addRow(translate("EditHand", "Reason"), self.reason_edit)
        return form

    def _add_problem_and_buttons(self, layout: QVBoxLayout) -> None:
        """What is wrong with the entry, then Record correction (off while something is) and Cancel."""
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3261e")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.addButton(
            translate("EditHand", "Record correction"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def entry_data(self) -> dict[str, Any]:
        players = []
        for name, edits in self.rows.items():
            player, hand = self.seats[name]
            seat: dict[str, Any] = {"name": player, **{row: edits[row].text() for row in ROWS}}
            seat["surrender"] = self.surrender[name].isChecked()
            seat["declare_natural"] = self.declare[name].isChecked()
            if hand is not None:
                seat["hand"] = hand
            recorded = self._recorded(player, hand)
            if recorded is not None and recorded.multiple is not None:  # banker mode: the multiple stays
                seat["multiple"] = recorded.multiple
            players.append(seat)
        return {"players": players}

    def _recorded(self, player: str, hand: int | None) -> RecordedSeat | None:
        """The recorded seat of this player (and criss-cross hand)."""
        return next((s for s in self.record.entry.players if s.name == player and s.hand == hand), None)

    def _entry(self) -> HandEntry:
        entry = parse_hand_entry(self.entry_data())
        seat_hands(entry, self.copies)
        return entry

    def _check(self) -> None:
        try:
            self._entry()
            problem = (
                "" if self.reason_edit.text().strip() else translate("EditHand", "Give a reason for the correction.")
            )
        except InputError as exc:
            problem = str(exc)
        self.problem.setText(problem)
        self.ok_button.setEnabled(not problem)

    def correction(self) -> Correction:
        return Correction(self._entry(), self.dealer.currentText() or None, self.reason_edit.text().strip())
