"""Session > Casino…: the house's collection, a buy-in or cash-out, a tip split among players;
table stakes and the loss cap, and the settlement slip (their tabs: :mod:`casino_tabs`); the
manager passphrase (:mod:`manager_tab`).

Each button is one recorded, undoable action through the controller, built by the
engine's ``prepare_*`` functions as ``scorekeeper session collection|buyin|cashout|tip``
builds it (so the checks and the manager's sign-off are the engine's); a refusal is
shown in the dialog in the engine's words and the book is left unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.amounts import format_amount
from scorekeeper.casino import HOUSE, casino_view, prepare_collection, prepare_stack_entry, prepare_tip
from scorekeeper.errors import InputError
from scorekeeper.session import Session
from scorekeeper_app.casino.casino_tabs import SlipTab, TableStakesTab
from scorekeeper_app.casino.manager_tab import ManagerTab
from scorekeeper_app.controller import SessionController
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

KINDS = (  # the engine's fee types, in the order the menu lists them
    ("per_player", QT_TRANSLATE_NOOP("CasinoDialog", "Per seated player per hand")),
    ("tiers", QT_TRANSLATE_NOOP("CasinoDialog", "By unit size (tiers)")),
    ("percent", QT_TRANSLATE_NOOP("CasinoDialog", "Percent of each hand's winnings")),
    ("per_time", QT_TRANSLATE_NOOP("CasinoDialog", "Per player per period of play")),
    ("off", QT_TRANSLATE_NOOP("CasinoDialog", "Off")),
)


def tier_pairs(text: str) -> list[list[str]]:
    """``5=1, 20=2`` as the engine's tiers (the engine checks the amounts)."""
    tiers = []
    for part in text.split(","):
        unit, sep, amount = part.partition("=")
        if not sep:
            raise InputError(
                translate("CasinoDialog", 'Tiers: write them as "5=1, 10=1, 20=2" (unit = amount per player)')
            )
        tiers.append([unit.strip(), amount.strip()])
    return tiers


class CasinoDialog(QDialog):
    """Six tabs, each with its own button; Close ends it."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("casinoDialog")
        self.setWindowTitle(translate("CasinoDialog", "Casino"))
        self.controller = controller
        self.tabs = QTabWidget()
        self.tabs.setUsesScrollButtons(False)  # the dialog as wide as its six tabs: every one in sight
        self.tabs.addTab(self._collection_tab(), translate("CasinoDialog", "House collection"))
        self.tabs.addTab(self._stacks_tab(), translate("CasinoDialog", "Buy-in and cash-out"))
        self.tabs.addTab(self._tip_tab(), translate("CasinoDialog", "Tip"))
        self.message = QLabel()
        self.stakes_tab = TableStakesTab(controller, self._run)
        self.slip_tab = SlipTab(controller, self.message.setText)
        self.tabs.addTab(self.stakes_tab, translate("CasinoDialog", "Table stakes"))
        self.tabs.addTab(self.slip_tab, translate("CasinoDialog", "Slip"))
        self.manager_tab = ManagerTab(controller, self._run, self.message.setText)
        self.tabs.addTab(self.manager_tab, translate("CasinoDialog", "Manager"))
        self.message.setObjectName("casinoMessage")
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self._show_stacks()
        self.tabs.currentChanged.connect(self._focus_field)
        self._focus_field()

    def _focus_field(self, *_: object) -> None:
        """The keys go to the field one types into on the tab shown: its first box in sight."""
        tab = self.tabs.currentWidget()
        fields = [w for w in tab.findChildren(QLineEdit) if w.isVisibleTo(tab) and w.isEnabled()]
        if fields:
            fields[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _session(self) -> Session:
        return self.controller.session()

    # -- the tabs --------------------------------------------------------------------------
    def _collection_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.kind = QComboBox()
        for code, words in KINDS:
            self.kind.addItem(translate("CasinoDialog", words), code)
        self.fee_amount = QLineEdit()
        self.fee_amount.setPlaceholderText("1")
        self.tiers = QLineEdit()
        self.tiers.setPlaceholderText("5=1, 10=1, 20=2")
        self.percent = QLineEdit()
        self.percent.setPlaceholderText("5")
        self.cap = QLineEdit()
        self.cap.setPlaceholderText(translate("CasinoDialog", "no cap"))
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 24 * 60)
        self.minutes.setValue(30)
        self.accrue = QCheckBox(translate("CasinoDialog", "Owed to the house at the settle-up (not paid each hand)"))
        self.set_collection = QPushButton(translate("CasinoDialog", "Set the collection"))
        self.set_collection.clicked.connect(self._apply_collection)
        form.addRow(translate("CasinoDialog", "Fee type:"), self.kind)
        form.addRow(translate("CasinoDialog", "Amount:"), self.fee_amount)
        form.addRow(translate("CasinoDialog", "Tiers (unit = amount):"), self.tiers)
        form.addRow(translate("CasinoDialog", "Percent:"), self.percent)
        form.addRow(translate("CasinoDialog", "Most per hand:"), self.cap)
        form.addRow(translate("CasinoDialog", "Minutes per period:"), self.minutes)
        form.addRow(self.accrue)
        form.addRow(self.set_collection)
        self._form = form
        self.kind.currentIndexChanged.connect(self._show_fields)
        self._show_fields()
        return tab

    def _show_fields(self, *_: object) -> None:
        kind = self.kind.currentData()
        shown = {
            self.fee_amount: kind in ("per_player", "per_time"),
            self.tiers: kind == "tiers",
            self.percent: kind == "percent",
            self.cap: kind == "percent",
            self.minutes: kind == "per_time",
            self.accrue: kind != "off",
        }
        for widget, visible in shown.items():
            self._form.setRowVisible(widget, visible)

    def _stacks_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.stack_player = QComboBox()
        self.stack_player.addItems(list(self._session().players))
        self.stack_amount = QLineEdit()
        self.stack_amount.setPlaceholderText("100")
        self.buyin = QPushButton(translate("CasinoDialog", "Record a buy-in"))
        self.cashout = QPushButton(translate("CasinoDialog", "Record a cash-out"))
        self.buyin.clicked.connect(lambda: self._apply_stack("buyin"))
        self.cashout.clicked.connect(lambda: self._apply_stack("cashout"))
        self.stacks_label = QLabel()
        self.stacks_label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.buyin)
        row.addWidget(self.cashout)
        form.addRow(translate("CasinoDialog", "Player:"), self.stack_player)
        form.addRow(translate("CasinoDialog", "Amount:"), self.stack_amount)
        form.addRow(row)
        form.addRow(self.stacks_label)
        return tab

    def _tip_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.tip_amount = QLineEdit()
        self.tip_amount.setPlaceholderText("10")
        self.payers: dict[str, QCheckBox] = {}
        shared = QVBoxLayout()
        for name in self._session().players:
            box = QCheckBox(name)
            box.setChecked(True)
            self.payers[name] = box
            shared.addWidget(box)
        self.tip_to = QComboBox()
        self.tip_to.addItem(translate("CasinoDialog", "The house (the dealer's tip)"), HOUSE)
        for name in self._session().players:
            self.tip_to.addItem(name, name)
        self.tip_note = QLineEdit()
        self.tip_note.setPlaceholderText(translate("CasinoDialog", "dealer, food…"))
        self.record_tip = QPushButton(translate("CasinoDialog", "Record the tip"))
        self.record_tip.clicked.connect(self._apply_tip)
        form.addRow(translate("CasinoDialog", "Amount:"), self.tip_amount)
        form.addRow(translate("CasinoDialog", "Shared by:"), shared)
        form.addRow(translate("CasinoDialog", "Paid to:"), self.tip_to)
        form.addRow(translate("CasinoDialog", "Note:"), self.tip_note)
        form.addRow(self.record_tip)
        return tab

    # -- the actions ------------------------------------------------------------------------
    def _run(self, action: Callable[[], object], done: str) -> bool:
        """One recorded action; a refusal is shown here in the engine's words."""
        try:
            action()
        except InputError as exc:  # a refusal, or the book failing (StorageError is one)
            self.message.setText(translate("CasinoDialog", "Not recorded: {reason}").format(reason=str(exc)))
            return False
        self.message.setText(done)
        self._show_stacks()
        return True

    def collection_setting(self) -> dict[str, Any]:
        """The fields as the engine's collection setting (as ``session collection`` builds it)."""
        kind = self.kind.currentData()
        if kind == "off":
            return {"kind": "off"}
        setting: dict[str, Any] = {"kind": kind, "accrue": self.accrue.isChecked()}
        if kind in ("per_player", "per_time"):
            setting["amount"] = self.fee_amount.text().strip() or None
        if kind == "per_time":
            setting["minutes"] = self.minutes.value()
        if kind == "tiers":
            setting["tiers"] = tier_pairs(self.tiers.text())
        if kind == "percent":
            setting["percent"] = self.percent.text().strip() or None
            setting["cap"] = self.cap.text().strip() or None
        return setting

    def _apply_collection(self) -> None:
        def act() -> None:
            setting = self.collection_setting()
            self.controller.casino(
                "collection", lambda s: prepare_collection(s, setting), translate("CasinoDialog", "house collection")
            )

        self._run(act, translate("CasinoDialog", "The house collection applies from the next hand on."))

    def _apply_stack(self, kind: str) -> None:
        player, amount = self.stack_player.currentText(), self.stack_amount.text().strip()
        what = (
            translate("CasinoDialog", "buy-in of {name}")
            if kind == "buyin"
            else translate("CasinoDialog", "cash-out of {name}")
        )
        prepare = lambda s: prepare_stack_entry(s, kind, player, amount)  # noqa: E731
        done = translate("CasinoDialog", "Recorded: {what}.").format(what=what.format(name=player))
        self._run(lambda: self.controller.casino(kind, prepare, what.format(name=player)), done)

    def _apply_tip(self) -> None:
        payers = [name for name, box in self.payers.items() if box.isChecked()]
        amount, to, note = self.tip_amount.text().strip(), self.tip_to.currentData(), self.tip_note.text()
        prepare = lambda s: prepare_tip(s, amount, payers, to, note)  # noqa: E731
        self._run(
            lambda: self.controller.casino("tip", prepare, translate("CasinoDialog", "tip")),
            translate("CasinoDialog", "Recorded: the tip."),
        )

    def _show_stacks(self) -> None:
        stacks = casino_view(self._session()).stacks
        line = ", ".join(f"{name} {format_amount(value)}" for name, value in stacks.items())
        self.stacks_label.setText(translate("CasinoDialog", "Stacks now: {stacks}").format(stacks=line))


def open_casino(window: Any) -> CasinoDialog | None:
    """Session > Casino… (the window's controller; a message when no session can change)."""
    controller: SessionController = window.controller
    if not controller.has_session():
        window.show_error(translate("SessionChanges", "Open or start a session first"))
        return None
    if controller.session().settled:
        window.show_error(translate("SessionChanges", "This session is settled: reopen it to change it"))
        return None
    dialog = CasinoDialog(controller, window)
    dialog.setModal(True)
    from PySide6.QtCore import Qt

    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
