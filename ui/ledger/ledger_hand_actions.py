"""The Ledger page's hand actions: which hand is selected, its details (cards, pair results,
history, what it was played under), and correcting or voiding it with a reason."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QTableView,
    QWidget,
)

from scorekeeper.casino import hand_notes
from scorekeeper.errors import InputError
from scorekeeper.session import VOID, HandRecord
from scorekeeper_app.controller import SessionController
from scorekeeper_app.ledger.edit_hand_dialog import Correction, EditHandDialog
from scorekeeper_app.ledger.hand_detail_dialog import HandDetailDialog
from scorekeeper_app.models.audit_model import HAND_ROLE
from scorekeeper_app.models.ledger_model import (
    COL_NUMBER,
    LedgerFilterProxy,
    LedgerModel,
    LedgerRole,
)
from scorekeeper_app.session.correction_dialog import ask_reason
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate
from scorekeeper_app.wording.session_words import played_under

SETTLED_NOTE = QT_TRANSLATE_NOOP(
    "LedgerPage", "This session is settled and read-only. Reopen it on the Settle up page to correct a hand."
)


def settled_note() -> str:
    return translate("LedgerPage", SETTLED_NOTE)


HandEditor = Callable[[HandRecord], bool]
"""Takes a hand into another screen for correction; returns False when it cannot."""


class LedgerHandActions(QWidget):
    """Selecting, showing, editing and voiding a recorded hand on the Ledger page."""

    hand_opened = Signal(int)  # the detail dialog of a hand was opened

    controller: SessionController
    hand_editor: HandEditor | None
    detail_dialog: HandDetailDialog | None
    model: LedgerModel
    proxy: LedgerFilterProxy
    view: QTableView
    audit_view: QTableView
    banner: QLabel
    details_button: QPushButton
    edit_button: QPushButton
    void_button: QPushButton

    def writable(self) -> bool:
        if not self.controller.has_session():
            return False
        session = self.controller.session()
        return not session.settled and session.damage is None

    def _update_buttons(self) -> None:
        number = self.selected_hand()
        record = self._record(number) if number is not None else None
        live = record is not None and record.status != VOID
        self.details_button.setEnabled(record is not None)
        self.edit_button.setEnabled(live and self.writable())
        self.void_button.setEnabled(live and self.writable())
        damage = self.controller.session().damage if self.controller.has_session() else None
        if damage is not None:  # the session reads up to the event before; nothing can be added to it
            self.show_note(
                translate(
                    "LedgerPage", "This session is damaged and read-only: {damage}. Shown up to the event before."
                ).format(damage=damage.text())
            )
        elif self.controller.has_session() and self.controller.session().settled:
            self.show_note(settled_note())
        elif self.banner.property("kind") == "note":
            self.banner.hide()

    def _show_verification(self) -> None:
        """A ledger that does not match the book's events says so above the hands."""
        check = self.controller.verification() if self.controller.has_session() else None
        if check is not None and not check.verified:
            text = translate("LedgerPage", "⚠ This ledger does not verify against the book: {problem}")
            self.banner.setText(text.format(problem=check.problem))
            self.banner.setProperty("kind", "unverified")
            self.banner.setStyleSheet("background: #fde7e9; color: #8c1d18; padding: 6px; border-radius: 4px")
            self.banner.show()
        elif self.banner.property("kind") == "unverified":
            self.banner.hide()
            self.banner.setProperty("kind", "")

    def show_note(self, text: str) -> None:
        self.banner.setText(text)
        self.banner.setProperty("kind", "note")
        self.banner.setStyleSheet("background: #fff4ce; color: #5c4400; padding: 6px; border-radius: 4px")
        self.banner.show()

    def show_problem(self, text: str) -> None:
        """A refused action: said on the page (nothing modal) and passed to the status bar."""
        self.banner.setText(text)
        self.banner.setProperty("kind", "problem")
        self.banner.setStyleSheet("background: #fde7e9; color: #8c1d18; padding: 6px; border-radius: 4px")
        self.banner.show()
        self.controller.failed.emit(text)

    def selected_hand(self) -> int | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        return int(index.data(LedgerRole.HAND_NUMBER))

    def select_hand(self, number: int) -> None:
        source = self.model.index(self.model.row_of(number), COL_NUMBER)
        index = self.proxy.mapFromSource(source)
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)

    def _record(self, number: int) -> HandRecord | None:
        if not self.controller.has_session():
            return None
        return self.controller.session().hands.get(number)

    def _changeable(self, number: int | None) -> HandRecord | None:
        """The hand to correct or void, or None (a settled session says why)."""
        record = self._record(number) if number is not None else None
        if record is not None and not self.writable():
            self.show_problem(settled_note())
            return None
        return record

    def _open_from_view(self, index: QModelIndex) -> None:
        self.open_hand(int(index.data(LedgerRole.HAND_NUMBER)))

    def _open_from_audit(self, index: QModelIndex) -> None:
        number = index.data(HAND_ROLE)
        if number is not None:
            self.open_hand(int(number))

    def open_hand(self, number: int | None) -> HandDetailDialog | None:
        record = self._record(number) if number is not None else None
        if record is None:
            return None
        if self.detail_dialog is not None:
            self.detail_dialog.close()
        session = self.controller.session() if self.controller.has_session() else None
        rules = session.rules_for(record.number) if session is not None else None
        dialog = HandDetailDialog(
            record,
            currency=self.model.currency,
            writable=self.writable(),
            rules=rules,
            played_under=played_under(session, record.number) if session is not None else "",
            casino=hand_notes(session).get(record.number, []) if session is not None else [],  # house, caps
            parent=self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.edit_requested.connect(self.edit_hand)
        dialog.void_requested.connect(self.void_hand)
        dialog.destroyed.connect(lambda *_: setattr(self, "detail_dialog", None))
        self.detail_dialog = dialog
        dialog.show()
        self.hand_opened.emit(number)
        return dialog

    def prompt_reason(self, *, title: str, question: str, action: str) -> str | None:
        """Ask why (tests replace this)."""
        return ask_reason(self, title=title, question=question, action=action)

    def prompt_edit(self, record: HandRecord) -> Correction | None:
        """The corrected hand and the reason, or None (tests replace this)."""
        dialog = EditHandDialog(record, self, self.controller.session().rules_for(record.number).copies)
        if dialog.exec() != EditHandDialog.DialogCode.Accepted:
            return None
        return dialog.correction()

    def _run(self, action: Callable[[], object]) -> bool:
        try:
            action()
        except InputError as exc:
            self.show_problem(str(exc))
            return False
        return True

    def edit_hand(self, number: int | None) -> bool:
        """Correct a hand: on the hand page when it can take it, else in the text dialog."""
        record = self._changeable(number)
        if record is None or number is None:
            return False
        if record.status == VOID:
            self.show_problem(
                translate("LedgerPage", "Hand {number} is void: undo the void to correct it.").format(number=number)
            )
            return False
        if self.hand_editor is not None and self.hand_editor(record):
            return True
        correction = self.prompt_edit(record)
        if correction is None:
            return False
        return self._run(lambda: self.controller.edit(number, correction.entry, correction.reason, correction.dealer))

    def void_hand(self, number: int | None) -> bool:
        record = self._changeable(number)
        if record is None or number is None:
            return False
        reason = self.prompt_reason(
            title=translate("LedgerPage", "Void hand {number}").format(number=number),
            question=translate(
                "LedgerPage",
                "Void hand {number}? It stays in the ledger, struck through, and its money leaves the totals.",
            ).format(number=number),
            action=translate("LedgerPage", "Void hand"),
        )
        if not reason:
            return False
        return self._run(lambda: self.controller.void(number, reason))
