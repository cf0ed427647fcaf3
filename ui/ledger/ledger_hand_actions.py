"""The Ledger page's hand actions: which hand is selected, its details (cards, pair results,
history, what it was played under), and correcting or voiding it with a reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtWidgets import (
    QPushButton,
)

from scorekeeper.casino import hand_notes
from scorekeeper.errors import InputError
from scorekeeper.session import VOID, HandRecord
from scorekeeper_app.ledger.hand_detail_dialog import HandDetailDialog
from scorekeeper_app.models.audit_model import HAND_ROLE
from scorekeeper_app.models.ledger_model import (
    COL_NUMBER,
    LedgerRole,
)
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate
from scorekeeper_app.wording.session_words import played_under

if TYPE_CHECKING:
    from scorekeeper_app.ledger.ledger_page import LedgerPage

SETTLED_NOTE = QT_TRANSLATE_NOOP(
    "LedgerPage", "This session is settled and read-only. Reopen it on the Settle up page to correct a hand."
)


def settled_note() -> str:
    return translate("LedgerPage", SETTLED_NOTE)


HandEditor = Callable[[HandRecord], bool]
"""Takes a hand into another screen for correction; returns False when it cannot."""


class LedgerHandActions(QObject):
    """Selecting, showing, editing and voiding a recorded hand on the Ledger page (a part of it)."""

    def __init__(self, *, page: LedgerPage) -> None:
        super().__init__(page)  # a child of the page: its slots go with it
        self.page = page
        self.detail_dialog: HandDetailDialog | None = None
        self.details_button = QPushButton(translate("LedgerPage", "Details…"))
        self.edit_button = QPushButton(translate("LedgerPage", "Edit…"))
        self.void_button = QPushButton(translate("LedgerPage", "Void…"))
        self.details_button.setToolTip(
            translate("LedgerPage", "The hand's cards, pair results and history (double-click a hand)")
        )
        self.edit_button.setToolTip(translate("LedgerPage", "Correct the selected hand (asks for a reason)"))
        self.void_button.setToolTip(
            translate("LedgerPage", "Void the selected hand: it stays in the ledger, struck through (asks why)")
        )
        self.details_button.clicked.connect(lambda: self.open_hand(self.selected_hand()))
        self.edit_button.clicked.connect(lambda: self.edit_hand(self.selected_hand()))
        self.void_button.clicked.connect(lambda: self.void_hand(self.selected_hand()))

    def writable(self) -> bool:
        if not self.page.controller.has_session():
            return False
        session = self.page.controller.session()
        return not session.settled and session.damage is None

    def update_buttons(self) -> None:
        page = self.page
        number = self.selected_hand()
        record = self._record(number) if number is not None else None
        live = record is not None and record.status != VOID
        self.details_button.setEnabled(record is not None)
        self.edit_button.setEnabled(live and self.writable())
        self.void_button.setEnabled(live and self.writable())
        damage = page.controller.session().damage if page.controller.has_session() else None
        if damage is not None:  # the session reads up to the event before; nothing can be added to it
            self.show_note(
                translate(
                    "LedgerPage", "This session is damaged and read-only: {damage}. Shown up to the event before."
                ).format(damage=damage.text())
            )
        elif page.controller.has_session() and page.controller.session().settled:
            self.show_note(settled_note())
        elif page.banner.property("kind") == "note":
            page.banner.hide()

    def show_verification(self) -> None:
        """A ledger that does not match the book's events says so above the hands."""
        page = self.page
        check = page.controller.verification() if page.controller.has_session() else None
        if check is not None and not check.verified:
            text = translate("LedgerPage", "⚠ This ledger does not verify against the book: {problem}")
            page.banner.setText(text.format(problem=check.problem))
            page.banner.setProperty("kind", "unverified")
            page.banner.setStyleSheet("background: #fde7e9; color: #8c1d18; padding: 6px; border-radius: 4px")
            page.banner.show()
        elif page.banner.property("kind") == "unverified":
            page.banner.hide()
            page.banner.setProperty("kind", "")

    def show_note(self, text: str) -> None:
        page = self.page
        page.banner.setText(text)
        page.banner.setProperty("kind", "note")
        page.banner.setStyleSheet("background: #fff4ce; color: #5c4400; padding: 6px; border-radius: 4px")
        page.banner.show()

    def show_problem(self, text: str) -> None:
        """A refused action: said on the page (nothing modal) and passed to the status bar."""
        page = self.page
        page.banner.setText(text)
        page.banner.setProperty("kind", "problem")
        page.banner.setStyleSheet("background: #fde7e9; color: #8c1d18; padding: 6px; border-radius: 4px")
        page.banner.show()
        page.controller.failed.emit(text)

    def selected_hand(self) -> int | None:
        index = self.page.view.currentIndex()
        if not index.isValid():
            return None
        return int(index.data(LedgerRole.HAND_NUMBER))

    def select_hand(self, number: int) -> None:
        page = self.page
        source = page.model.index(page.model.row_of(number), COL_NUMBER)
        index = page.proxy.mapFromSource(source)
        if index.isValid():
            page.view.setCurrentIndex(index)
            page.view.scrollTo(index)

    def _record(self, number: int) -> HandRecord | None:
        if not self.page.controller.has_session():
            return None
        return self.page.controller.session().hands.get(number)

    def _changeable(self, number: int | None) -> HandRecord | None:
        """The hand to correct or void, or None (a settled session says why)."""
        record = self._record(number) if number is not None else None
        if record is not None and not self.writable():
            self.page.show_problem(settled_note())
            return None
        return record

    def open_from_view(self, index: QModelIndex) -> None:
        self.open_hand(int(index.data(LedgerRole.HAND_NUMBER)))

    def open_from_audit(self, index: QModelIndex) -> None:
        number = index.data(HAND_ROLE)
        if number is not None:
            self.open_hand(int(number))

    def open_hand(self, number: int | None) -> HandDetailDialog | None:
        page = self.page
        record = self._record(number) if number is not None else None
        if record is None:
            return None
        if self.detail_dialog is not None:
            self.detail_dialog.close()
        session = page.controller.session() if page.controller.has_session() else None
        rules = session.rules_for(record.number) if session is not None else None
        dialog = HandDetailDialog(
            record,
            currency=page.model.currency,
            writable=self.writable(),
            rules=rules,
            played_under=played_under(session, record.number) if session is not None else "",
            casino=hand_notes(session).get(record.number, []) if session is not None else [],  # house, caps
            parent=page,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.edit_requested.connect(self.edit_hand)
        dialog.void_requested.connect(self.void_hand)
        dialog.destroyed.connect(lambda *_: setattr(self, "detail_dialog", None))
        self.detail_dialog = dialog
        dialog.show()
        page.hand_opened.emit(number)
        return dialog

    def _run(self, action: Callable[[], object]) -> bool:
        try:
            action()
        except InputError as exc:
            self.page.show_problem(str(exc))  # through the page: tests replace it there
            return False
        return True

    def edit_hand(self, number: int | None) -> bool:
        """Correct a hand: on the hand page when it can take it, else in the text dialog."""
        page = self.page
        record = self._changeable(number)
        if record is None or number is None:
            return False
        if record.status == VOID:
            self.page.show_problem(
                translate("LedgerPage", "Hand {number} is void: undo the void to correct it.").format(number=number)
            )
            return False
        if page.hand_editor is not None and page.hand_editor(record):
            return True
        correction = page.prompt_edit(record)
        if correction is None:
            return False
        return self._run(lambda: page.controller.edit(number, correction.entry, correction.reason, correction.dealer))

    def void_hand(self, number: int | None) -> bool:
        record = self._changeable(number)
        if record is None or number is None:
            return False
        reason = self.page.prompt_reason(
            title=translate("LedgerPage", "Void hand {number}").format(number=number),
            question=translate(
                "LedgerPage",
                "Void hand {number}? It stays in the ledger, struck through, and its money leaves the totals.",
            ).format(number=number),
            action=translate("LedgerPage", "Void hand"),
        )
        if not reason:
            return False
        return self._run(lambda: self.page.controller.void(number, reason))
