"""The Settle up page: balances, who pays whom, the ledger fingerprint, copy as text, mark settled."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.errors import InputError
from scorekeeper.ledger import Settlement, Transfer
from scorekeeper.session import Session
from scorekeeper_app.controller import SessionController
from scorekeeper_app.models.settle_models import BalancesModel, TransfersModel
from scorekeeper_app.session.correction_dialog import ask_reason
from scorekeeper_app.settle.settle_cash import CashBox, close_refusal
from scorekeeper_app.widgets import theme
from scorekeeper_app.widgets.fitted_table import fit_to_contents, readonly_table
from scorekeeper_app.widgets.lazy_page import LazyPage
from scorekeeper_app.widgets.scroll_page import ScrollPage
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import plural, translate


def settlement_message(name: str, hands: int, transfers: Sequence[Transfer], currency: str) -> str:
    """The group-chat line.

    >>> from decimal import Decimal
    >>> settlement_message("Friday night", 38, [Transfer("Bob", "Amy", Decimal(20)),
    ...                                          Transfer("Cat", "Amy", Decimal("15.5"))], "EUR")
    'Friday night, 38 hands: Bob pays Amy €20.00; Cat pays Amy €15.50.'
    >>> settlement_message("Friday night", 1, [], "EUR")
    'Friday night, 1 hand: everyone is square.'
    """
    head = plural("SettlePage", "{name}, %n hand(s)", hands).format(name=name)  # Qt's plural forms
    if not transfers:
        return translate("SettlePage", "{head}: everyone is square.").format(head=head)
    pays = translate("SettlePage", "; ").join(
        translate("SettlePage", "{payer} pays {payee} {amount}").format(
            payer=t.payer, payee=t.payee, amount=money_text(t.amount, currency)
        )
        for t in transfers
    )
    return translate("SettlePage", "{head}: {payments}.").format(head=head, payments=pays)


def spaced_fingerprint(fingerprint: str) -> str:
    """``3f9a1c0e`` -> ``3f9a 1c0e``: easier to read out across the table."""
    return " ".join(fingerprint[i : i + 4] for i in range(0, len(fingerprint), 4))


def _shown_balances(session: Session, settlement: Settlement) -> dict[str, Decimal]:
    """The balances, with the house's take when a casino is on, so the balances shown sum to zero."""
    balances = dict(settlement.balances)
    if session.casino.active:  # as casino/settle_up.py counts it
        house = functools.reduce(MONEY_CONTEXT.subtract, balances.values(), Decimal(0))  # exact
        if house:
            balances["house"] = house
    return balances


def _fingerprint_label() -> QLabel:
    """Monospaced and selectable, to read out or compare across the table."""
    label = QLabel()
    mono = QFont("DejaVu Sans Mono")
    mono.setStyleHint(QFont.StyleHint.Monospace)
    mono.setPointSizeF(mono.pointSizeF() * 1.15)
    label.setFont(mono)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setToolTip(
        translate("SettlePage", "Compare it with the other players' copies: the same fingerprint means the same ledger")
    )
    return label


def _message_box(label: QLabel) -> QGroupBox:
    """The message ``label`` in its titled box."""
    box = QGroupBox(translate("SettlePage", "Copy as text gives"))
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    layout = QHBoxLayout(box)
    layout.addWidget(label, 1)
    return box


class SettlePage(LazyPage):
    """Settle-up of the controller's open session."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.message = ""

        self.balances_model = BalancesModel(self)
        self.by_pair_model = TransfersModel(self)
        self.simplified_model = TransfersModel(self)

        layout = QVBoxLayout(self)
        self._add_title_and_status(layout)
        tables = QWidget()
        tables.setLayout(self._table_columns())
        self.tables_area = ScrollPage(tables)  # six players' 15 pairs scroll; the buttons stay in view
        self.tables_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.tables_area)
        self.cash = CashBox()  # a casino table with stacks: money in, money out, stacks not cashed out
        layout.insertWidget(layout.count() - 1, self.cash)  # above the tables, made after them: Balances stays first
        layout.addLayout(self._footer())
        self.message_label = QLabel()  # what Copy as text puts on the clipboard, shown before it is copied
        layout.addWidget(_message_box(self.message_label))
        layout.addStretch(1)

        self.copy_button.clicked.connect(self.copy_as_text)
        self.settle_button.clicked.connect(self.toggle_settled)
        controller.changed.connect(self.mark_changed)

    # -- building ----------------------------------------------------------------------
    def _add_title_and_status(self, layout: QVBoxLayout) -> None:
        """The session's name and hands in large bold, then a banner (does not verify, or settled)."""
        self.title = QLabel()
        title_font = QFont()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        self.title.setFont(title_font)
        layout.addWidget(self.title)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.hide()
        layout.addWidget(self.status)

    def _table_columns(self) -> QHBoxLayout:
        """Balances, payments by pair and fewest transfers side by side, each in a titled box."""
        columns = QHBoxLayout()
        self.balances_view = readonly_table(self.balances_model)
        self.by_pair_view = readonly_table(self.by_pair_model)
        self.simplified_view = readonly_table(self.simplified_model)
        for title, view, tip in (
            (
                translate("SettlePage", "Balances"),
                self.balances_view,
                translate("SettlePage", "Plus: is owed money; minus: owes"),
            ),
            (
                translate("SettlePage", "By pair (each pair's own stakes)"),
                self.by_pair_view,
                translate("SettlePage", "One payment per pair that played, not netted"),
            ),
            (
                translate("SettlePage", "Fewest transfers"),
                self.simplified_view,
                translate("SettlePage", "The same balances in as few payments as possible"),
            ),
        ):
            box = QGroupBox(title)
            box.setToolTip(tip)
            box_layout = QVBoxLayout(box)
            box_layout.addWidget(view)
            box_layout.addStretch(1)
            columns.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
        columns.addStretch(1)
        return columns

    def _footer(self) -> QVBoxLayout:
        """The fingerprint and whether it verifies; under it which payments to copy, Copy as text and
        Mark settled (one line was wider than 1280 px in Dutch, and cut Mark settled off)."""
        footer = QVBoxLayout()
        check = QHBoxLayout()
        self.fingerprint_label = _fingerprint_label()
        check.addWidget(self.fingerprint_label)
        self.verified_label = QLabel()
        check.addWidget(self.verified_label)
        check.addStretch(1)
        footer.addLayout(check)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.copy_button = QPushButton(translate("SettlePage", "Copy as text"))
        self.copy_button.setToolTip(
            translate("SettlePage", "Copy the payments as one message for the group chat, with the fingerprint")
        )
        buttons.addWidget(self._copy_choice())
        self.settle_button = QPushButton(translate("SettlePage", "Mark settled…"))
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.settle_button)
        footer.addLayout(buttons)
        return footer

    def _copy_choice(self) -> QComboBox:
        self.copy_choice = QComboBox()  # which payments the message lists
        choices = (
            ("fewest", translate("SettlePage", "fewest payments")),
            ("pairs", translate("SettlePage", "by pair")),
        )
        for key, text in choices:
            self.copy_choice.addItem(text, key)
        self.copy_choice.setAccessibleName(translate("SettlePage", "Payments in the message"))
        self.copy_choice.currentIndexChanged.connect(lambda _i: self.refresh())
        return self.copy_choice

    # -- refreshing --------------------------------------------------------------------
    def refresh(self) -> None:
        self._dirty = False
        if not self.controller.has_session():
            self._show_no_session()
            return
        session = self.controller.session()
        settlement = self.controller.settlement()
        hands = len(session.live_hands())
        currency = session.currency
        count = plural("SettlePage", "%n hand(s)", hands)
        details = [session.name, count, session.date, session.place]
        self.title.setText(" · ".join(d for d in details if d))
        self.balances_model.refresh(_shown_balances(session, settlement), currency, rounding=settlement.rounding)
        self.by_pair_model.refresh(settlement.by_pair, currency)
        self.simplified_model.refresh(settlement.simplified, currency)
        self.fingerprint_label.setText(
            translate("SettlePage", "Ledger fingerprint: {fingerprint}").format(
                fingerprint=spaced_fingerprint(settlement.fingerprint)
            )
        )
        self._show_verified(settlement)
        transfers = settlement.by_pair if self.copy_choice.currentData() == "pairs" else settlement.simplified
        self.message = settlement_message(session.name, hands, transfers, currency)
        self.message += " " + translate("SettlePage", "Fingerprint {fingerprint}.").format(
            fingerprint=spaced_fingerprint(settlement.fingerprint)
        )  # the copy outside the file that a later check compares with
        self.message_label.setText(self.message)
        for view in (self.balances_view, self.by_pair_view, self.simplified_view):
            fit_to_contents(view)
        self._show_status(session.settled, settlement.problems)
        self.cash.refresh(session)
        self._show_buttons(settled=session.settled, refusal="" if session.settled else close_refusal(session))

    def _show_no_session(self) -> None:
        self.title.setText(translate("SettlePage", "No session is open"))
        for model in (self.by_pair_model, self.simplified_model):
            model.refresh([], "")
        self.balances_model.refresh({}, "")
        self.cash.refresh(None)
        self.copy_button.setEnabled(False)
        self.settle_button.setEnabled(False)

    def _show_verified(self, settlement: Settlement) -> None:
        """A green tick when every recorded action checks out, else a red warning with the problems."""
        if settlement.verified:
            self.verified_label.setText(translate("SettlePage", "✓ verified"))
            self.verified_label.setStyleSheet(f"color: {theme.current().up.name()}")
            self.verified_label.setToolTip(translate("SettlePage", "Every recorded action checks out against the book"))
        else:
            self.verified_label.setText(translate("SettlePage", "⚠ does not verify"))
            self.verified_label.setStyleSheet(f"color: {theme.current().error.name()}; font-weight: bold")
            self.verified_label.setToolTip("\n".join(settlement.problems))

    def _show_buttons(self, *, settled: bool, refusal: str = "") -> None:
        """Copy and settle on; the settle button offers Reopen once the session is settled (its tip
        says why the engine would refuse to settle, when it would)."""
        self.copy_button.setEnabled(True)
        self.settle_button.setEnabled(True)
        self.settle_button.setText(
            translate("SettlePage", "Reopen…") if settled else translate("SettlePage", "Mark settled…")
        )
        self.settle_button.setToolTip(
            translate("SettlePage", "Allow corrections again (asks for a reason, kept in the audit trail)")
            if settled
            else refusal
            or translate("SettlePage", "Close the books on this session: it becomes read-only until reopened")
        )

    def _show_refusal(self, refusal: str) -> None:
        self.status.setText(translate("SettlePage", "Not settled: {reason}").format(reason=refusal))
        self.status.setStyleSheet(
            "background: #fde7e9; color: #8c1d18; font-weight: bold; padding: 8px; border-radius: 4px"
        )
        self.status.show()
        self.controller.failed.emit(refusal)

    def _show_status(self, settled: bool, problems: list[str]) -> None:
        if problems:
            self.status.setText(
                translate(
                    "SettlePage",
                    "⚠ The ledger does not verify: {problems}. "
                    "The book was changed outside the scorekeeper; do not settle from it.",
                ).format(problems="; ".join(problems))
            )
            self.status.setStyleSheet(
                "background: #fde7e9; color: #8c1d18; font-weight: bold; padding: 8px; border-radius: 4px"
            )
            self.status.show()
        elif settled:
            self.status.setText(
                translate("SettlePage", "Settled. The session is read-only; reopen it to correct a hand.")
            )
            self.status.setStyleSheet("background: #e6f4ea; color: #0d4f1c; padding: 8px; border-radius: 4px")
            self.status.show()
        else:
            self.status.hide()

    # -- actions -----------------------------------------------------------------------
    def copy_as_text(self) -> str:
        """Put the group-chat message on the clipboard; returns it."""
        if self._dirty:
            self.refresh()
        QGuiApplication.clipboard().setText(self.message)
        self.controller.saved.emit(translate("SettlePage", "Copied: {message}").format(message=self.message))
        return self.message

    def prompt_reason(
        self, *, title: str, question: str, action: str, required: bool, placeholder: str = "", note: str = ""
    ) -> str | None:
        """Ask for the reason or note (tests replace this)."""
        return ask_reason(
            self,
            title=title,
            question=question,
            action=action,
            required=required,
            placeholder=placeholder,
            note=note,
        )

    def toggle_settled(self) -> bool:
        if not self.controller.has_session():
            return False
        session = self.controller.session()
        refusal = "" if session.settled else close_refusal(session)
        if refusal:  # refused before a note is asked for, in the engine's words
            self._show_refusal(refusal)
            return False
        if session.settled:
            reason = self.prompt_reason(
                title=translate("SettlePage", "Reopen session"),
                question=translate("SettlePage", "Reopen {session}? Hands can be corrected again. Why?").format(
                    session=session.name
                ),
                action=translate("SettlePage", "Reopen"),
                required=True,
                placeholder=translate("SettlePage", "e.g. Cat paid the wrong amount"),
                note=translate("SettlePage", "The reason is kept in the session's audit trail."),
            )
        else:
            reason = self.prompt_reason(
                title=translate("SettlePage", "Mark settled"),
                question=translate(
                    "SettlePage",
                    "Mark {session} as settled? It becomes read-only until reopened. "
                    "A note is optional (e.g. paid in cash).",
                ).format(session=session.name),
                action=translate("SettlePage", "Mark settled"),
                required=False,
                placeholder=translate("SettlePage", "e.g. paid in cash"),
                note=translate("SettlePage", "The note is kept in the session's audit trail."),
            )
        if reason is None:
            return False
        try:
            self.controller.set_settled(not session.settled, reason)
        except InputError as exc:
            self.controller.failed.emit(str(exc))
            return False
        return True
