"""What the Tournament window asks the director: a new event's form, which event, a name to
register (one of the book's players or a new one), a yes or no, and the results at the end.
Each returns what was answered (None or False: cancelled); nothing is recorded here."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox

from scorekeeper.tournament_log import (
    EventInfo,
    Tally,
    TournamentStructure,
    finish_json,
    register_choices,
)
from scorekeeper_app.tournament.event_dialog import EventDialog
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.tournament.tournament_window import TournamentWindow


class DirectorPrompts:
    def __init__(self, window: TournamentWindow) -> None:
        self.window = window

    def new_event(self) -> TournamentStructure | None:
        dialog = EventDialog(self.window)
        self.window.event_dialog = dialog  # tests find the open form here
        try:
            return dialog.structure if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            self.window.event_dialog = None
            dialog.deleteLater()

    def choose_event(self, events: list[EventInfo], *, current: str | None) -> str | None:
        if not events:
            self.window.said(translate("TournamentWindow", "This book holds no event yet: Event > New event (Ctrl+N)"))
            return None
        labels = [f"{e.name} ({e.date})" if e.date else e.name for e in events]
        at = next((i for i, e in enumerate(events) if e.id == current), len(events) - 1)
        label, ok = QInputDialog.getItem(
            self.window,
            translate("TournamentWindow", "Open event"),
            translate("TournamentWindow", "The book's events:"),
            labels,
            at,
            False,
        )
        return events[labels.index(label)].id if ok and label in labels else None

    def register_name(self, entered: list[str]) -> str | None:
        """A name: one of the book's players not entered yet, or a new one typed."""
        dialog = QInputDialog(self.window)
        dialog.setWindowTitle(translate("TournamentWindow", "Register a player"))
        dialog.setLabelText(translate("TournamentWindow", "Name (one of the book's players, or a new name):"))
        dialog.setComboBoxItems(["", *register_choices(self.window.book(), entered)])
        dialog.setComboBoxEditable(True)
        dialog.setTextValue("")
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        name = dialog.textValue().strip()
        dialog.deleteLater()
        return name if accepted and name else None

    def confirm(self, text: str, *, name: str = "") -> bool:
        """Yes or No to ``text``; ``name`` names the box for tests (``balanceQuestion``), never shown."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("TournamentWindow", "Tournament"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setObjectName(f"{name}Question" if name else "question")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        answer = box.exec()
        box.deleteLater()
        return answer == QMessageBox.StandardButton.Yes

    def results(self, tally: Tally | None) -> None:
        """The places and what each is paid, as ``tournament finish`` prints them."""
        if tally is None or tally.field is None:
            return
        currency = tally.field.structure.currency
        lines = [
            translate("TournamentWindow", "{place}. {name}: {amount}").format(
                place=row["place"], name=row["name"], amount=money_text(Decimal(row["payout"]), currency)
            )
            for row in finish_json(tally)["places"]
        ]
        QMessageBox.information(self.window, translate("TournamentWindow", "Places and payouts"), "\n".join(lines))
