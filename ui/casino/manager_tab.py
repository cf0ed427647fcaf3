"""The Manager tab of Session > Casino…: set, change or clear the manager passphrase.

As ``scorekeeper session manager set|clear``: the new passphrase, masked and typed twice, is
made into a signing key by the engine (:func:`scorekeeper.casino.manager.new_passphrase`) and recorded through
the controller as one ``manager`` event, so changing or clearing one asks for the current
passphrase (the controller's manager prompt), as the command does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from scorekeeper.casino import NewKey, manager, prepare_manager
from scorekeeper_app.controller import SessionController
from scorekeeper_app.wording.i18n import translate

Run = Callable[[Callable[[], object], str], bool]  # the dialog's: one action, its done line or the refusal
Say = Callable[[str], None]  # the dialog's message line


def masked(placeholder: str) -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setPlaceholderText(placeholder)
    return field


class ManagerTab(QWidget):
    """Two masked fields (the passphrase and again), Set or Change, and Clear."""

    def __init__(self, controller: SessionController, run: Run, say: Say, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.run, self.say = controller, run, say
        self.state_label = QLabel()
        self.state_label.setObjectName("casinoManagerState")
        self.state_label.setWordWrap(True)
        self.new_passphrase = masked(translate("CasinoDialog", "New passphrase"))
        self.new_passphrase.setObjectName("managerNew")
        self.again = masked(translate("CasinoDialog", "The same passphrase again"))
        self.again.setObjectName("managerAgain")
        self.set_button = QPushButton()
        self.clear_button = QPushButton(translate("CasinoDialog", "Clear the passphrase"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.set_button)
        buttons.addWidget(self.clear_button)
        form = QFormLayout(self)
        form.addRow(self.state_label)
        form.addRow(translate("CasinoDialog", "New passphrase:"), self.new_passphrase)
        form.addRow(translate("CasinoDialog", "Type it again:"), self.again)
        form.addRow(buttons)
        self.set_button.clicked.connect(self._apply_set)
        self.clear_button.clicked.connect(self._apply_clear)
        self.show_state()

    def show_state(self) -> None:
        has_one = self.controller.session().casino.manager is not None
        self.state_label.setText(
            translate(
                "CasinoDialog",
                "A manager passphrase is set: voiding or correcting a hand, reopening the session and "
                "changing it ask for it.",
            )
            if has_one
            else translate("CasinoDialog", "No manager passphrase is set.")
        )
        self.set_button.setText(
            translate("CasinoDialog", "Change the passphrase")
            if has_one
            else translate("CasinoDialog", "Set the passphrase")
        )
        self.clear_button.setEnabled(has_one)

    def _record(self, scrypt: Callable[[], NewKey | None], done: str) -> None:
        """One ``manager`` event with the key of the passphrase ``scrypt()`` takes (None: cleared)."""
        what = translate("CasinoDialog", "manager passphrase")

        def act() -> None:
            record = scrypt()  # the engine refuses an empty passphrase, in its words
            self.controller.casino("manager", lambda s: prepare_manager(s, record), what)

        if self.run(act, done):
            self.new_passphrase.clear()
            self.again.clear()
            self.show_state()

    def _apply_set(self) -> None:
        typed, again = self.new_passphrase.text(), self.again.text()
        if typed != again:  # nothing recorded; what was typed stays, to correct
            self.say(translate("CasinoDialog", "Not recorded: the two passphrases differ; type the same one twice."))
            self.again.selectAll()
            self.again.setFocus()
            return
        done = (
            translate("CasinoDialog", "Recorded: the manager passphrase is changed.")
            if self.controller.session().casino.manager is not None
            else translate("CasinoDialog", "Recorded: the manager passphrase is set.")
        )
        self._record(lambda: manager.new_passphrase(typed), done)

    def _apply_clear(self) -> None:
        self._record(lambda: None, translate("CasinoDialog", "Recorded: the manager passphrase is cleared."))
