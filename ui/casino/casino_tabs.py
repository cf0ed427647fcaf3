"""Two more tabs of Session > Casino…: table stakes with the loss cap, and the settlement slip.

As ``scorekeeper session table-stakes|loss-cap|slip`` do: each button is one recorded action
through the controller, built by the engine's ``prepare_*``; the slip is recorded and written
by the engine's :func:`~scorekeeper.casino.slip.print_slip`, the same step as the command's.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from scorekeeper.amounts import format_amount
from scorekeeper.casino import SlipNotWritten, SlipPrint, prepare_loss_cap, prepare_table_stakes
from scorekeeper.errors import InputError
from scorekeeper_app.controller import SessionController
from scorekeeper_app.wording.i18n import translate

Run = Callable[[Callable[[], object], str], bool]  # the dialog's: one action, its done line or the refusal
Say = Callable[[str], None]  # the dialog's message line


class TableStakesTab(QWidget):
    """Table stakes on or off (a win capped by the winner's stack too) and the loss cap per hand."""

    def __init__(self, controller: SessionController, run: Run, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.run = controller, run
        self.stakes_on = QCheckBox(translate("CasinoDialog", "Table stakes: nobody loses more than their stack"))
        self.cap_winner = QCheckBox(translate("CasinoDialog", "A win is also capped by the winner's own stack"))
        self.set_stakes = QPushButton(translate("CasinoDialog", "Set table stakes"))
        self.loss_cap = QLineEdit()
        self.loss_cap.setPlaceholderText(translate("CasinoDialog", "off (no loss cap)"))
        self.set_loss_cap = QPushButton(translate("CasinoDialog", "Set the loss cap"))
        self.state_label = QLabel()
        self.state_label.setObjectName("casinoStakesState")
        self.state_label.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.stakes_on)
        form.addRow(self.cap_winner)
        form.addRow(self.set_stakes)
        form.addRow(translate("CasinoDialog", "Most a player loses in one hand:"), self.loss_cap)
        form.addRow(self.set_loss_cap)
        form.addRow(self.state_label)
        self.stakes_on.toggled.connect(self.cap_winner.setEnabled)
        self.set_stakes.clicked.connect(self._apply_stakes)
        self.set_loss_cap.clicked.connect(self._apply_loss_cap)
        self.show_state()
        self._fill(self.controller.session().next_hand)

    def _fill(self, hand: int) -> None:
        """The fields as the session has them (once: a field typed in is never overwritten)."""
        casino = self.controller.session().casino
        rule, cap = casino.stakes_rule_for(hand), casino.loss_cap_for(hand)
        self.stakes_on.setChecked(rule is not None)
        self.cap_winner.setChecked(rule is not None and rule.cap_winner)
        self.cap_winner.setEnabled(rule is not None)
        self.loss_cap.setText(format_amount(cap) if cap is not None else "")

    def show_state(self) -> None:
        """What applies from the next hand, as the session's casino state says."""
        session = self.controller.session()
        hand = session.next_hand
        rule, cap = session.casino.stakes_rule_for(hand), session.casino.loss_cap_for(hand)
        if rule is None:
            stakes = translate("CasinoDialog", "table stakes off")
        elif rule.cap_winner:
            stakes = translate("CasinoDialog", "table stakes on, a win also capped by the winner's stack")
        else:
            stakes = translate("CasinoDialog", "table stakes on")
        loss = (
            translate("CasinoDialog", "no loss cap")
            if cap is None
            else translate("CasinoDialog", "loss cap {amount}").format(amount=format_amount(cap))
        )
        self.state_label.setText(
            translate("CasinoDialog", "From hand {number}: {stakes}; {loss}.").format(
                number=hand, stakes=stakes, loss=loss
            )
        )

    def _apply_stakes(self) -> None:
        on = self.stakes_on.isChecked()
        cap_winner = self.cap_winner.isChecked() and self.cap_winner.isEnabled()  # unticked with table stakes off
        what = translate("CasinoDialog", "table stakes")
        prepare = lambda s: prepare_table_stakes(s, on, cap_winner)  # noqa: E731
        done = translate("CasinoDialog", "Recorded: table stakes, from the next hand on.")
        if self.run(lambda: self.controller.casino("table_stakes", prepare, what), done):
            self.show_state()

    def _apply_loss_cap(self) -> None:
        amount = self.loss_cap.text().strip() or None  # empty: no loss cap (the command's "off")
        what = translate("CasinoDialog", "loss cap")
        prepare = lambda s: prepare_loss_cap(s, amount)  # noqa: E731
        done = translate("CasinoDialog", "Recorded: the loss cap, from the next hand on.")
        if self.run(lambda: self.controller.casino("loss_cap", prepare, what), done):
            self.show_state()


def slip_file_name(session_name: str, player: str | None) -> str:
    """``Table 3 slip.pdf`` or ``Table 3 slip Amy.pdf``, without characters a file name cannot hold."""
    name = f"{session_name} slip" + (f" {player}" if player else "")
    return re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", name).strip(" .") + ".pdf"


class SlipTab(QWidget):
    """The settlement slip of the whole table or one player, saved as PDF (a second print: REPRINT)."""

    def __init__(self, controller: SessionController, say: Say, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller, self.say = controller, say
        self.slip_player = QComboBox()
        self.slip_player.addItem(translate("CasinoDialog", "The whole table"), None)
        for name in controller.session().players:
            self.slip_player.addItem(name, name)
        self.save_slip = QPushButton(translate("CasinoDialog", "Save slip…"))
        self.save_slip.clicked.connect(self._save)
        hint = QLabel(
            translate(
                "CasinoDialog", "Each print is recorded in the audit trail; a second print of a slip is marked REPRINT."
            )
        )
        hint.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(translate("CasinoDialog", "Slip for:"), self.slip_player)
        form.addRow(self.save_slip)
        form.addRow(hint)

    def prompt_slip_path(self, default: str) -> str:
        """The PDF to write ("" when cancelled); tests replace it."""
        path, _ = QFileDialog.getSaveFileName(
            self, translate("CasinoDialog", "Save slip"), default, translate("CasinoDialog", "PDF (*.pdf)")
        )
        return path

    def _save(self) -> None:
        player: str | None = self.slip_player.currentData()
        path = self.prompt_slip_path(slip_file_name(self.controller.session().name, player))
        if not path:
            return
        what = translate("CasinoDialog", "slip")
        try:
            done = self.controller.print_slip(path, player=player, what=what)
        except SlipNotWritten as exc:
            self.say(_not_written(exc))
        except InputError as exc:  # a refusal, or the book failing (StorageError is one)
            self.say(translate("CasinoDialog", "Not recorded: {reason}").format(reason=str(exc)))
        else:
            self.say(_saved(done))


def _saved(done: SlipPrint) -> str:
    text = translate("CasinoDialog", "Saved the slip to {file} (copy {copy}).").format(
        file=done.target, copy=done.copy_number
    )
    if done.reprint:
        text += " " + translate("CasinoDialog", "It is marked REPRINT.")
    if done.problem:
        text += " " + translate("CasinoDialog", "Printed as ?: {problem}.").format(problem=done.problem)
    return text


def _not_written(exc: SlipNotWritten) -> str:
    if exc.recorded is None:
        text = translate("CasinoDialog", "Not saved: {file} cannot be written ({reason}). Nothing was recorded.")
        return text.format(file=exc.target, reason=exc.reason)
    return translate(
        "CasinoDialog", "Copy {copy} was recorded, but {file} could not be written ({reason}). Save the slip again."
    ).format(copy=exc.recorded, file=exc.target, reason=exc.reason)
