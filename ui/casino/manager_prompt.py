"""Asking for the manager's passphrase when a session has one (void, correct, reopen, ...).

The engine decides whether an action needs the sign-off and checks the passphrase
(:mod:`scorekeeper.casino.manager`); this only asks for it, masked. The controller calls
:func:`ask_passphrase` through its ``ask_manager`` attribute, which tests may replace. Given a
``check``, the prompt stays open on a wrong passphrase and says so, so that the action waiting
for it (a void and its reason, a correction) is not thrown away.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

_WHAT = {
    "voided": QT_TRANSLATE_NOOP("ManagerPrompt", "Voiding a hand"),
    "edited": QT_TRANSLATE_NOOP("ManagerPrompt", "Correcting a hand"),
    "reopened": QT_TRANSLATE_NOOP("ManagerPrompt", "Reopening a settled session"),
    "stake": QT_TRANSLATE_NOOP("ManagerPrompt", "Changing a stake"),
    "rules": QT_TRANSLATE_NOOP("ManagerPrompt", "Changing the rules"),
    "collection": QT_TRANSLATE_NOOP("ManagerPrompt", "Changing the house collection"),
    "undo": QT_TRANSLATE_NOOP("ManagerPrompt", "This undo"),
    "redo": QT_TRANSLATE_NOOP("ManagerPrompt", "This redo"),
    "manager": QT_TRANSLATE_NOOP("ManagerPrompt", "Changing or clearing the manager passphrase"),
}
OTHER = QT_TRANSLATE_NOOP("ManagerPrompt", "This change")
Check = Callable[[str], str]  # the problem with a passphrase typed ("" when it is right)


class ManagerPrompt(QDialog):
    """A masked passphrase field with OK and Cancel (OK keeps it open while ``check`` finds a problem)."""

    def __init__(self, kind: str, parent: QWidget | None = None, *, check: Check | None = None) -> None:
        super().__init__(parent)
        self.check = check
        self.setObjectName("managerPrompt")
        self.setWindowTitle(translate("ManagerPrompt", "Manager sign-off"))
        what = translate("ManagerPrompt", _WHAT.get(kind, OTHER))
        label = QLabel(translate("ManagerPrompt", "{what} needs the manager's passphrase.").format(what=what))
        label.setWordWrap(True)
        self.field = QLineEdit()
        self.field.setObjectName("managerPassphrase")
        self.field.setEchoMode(QLineEdit.EchoMode.Password)
        self.field.setPlaceholderText(translate("ManagerPrompt", "Passphrase"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.problem = QLabel()
        self.problem.setObjectName("managerProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.field)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 48)  # the question on one or two lines
        self.field.setFocus()

    def accept(self) -> None:
        problem = self.check(self.field.text()) if self.check is not None else ""
        if not problem:
            super().accept()
            return
        self.problem.setText(translate("ManagerPrompt", "{problem}: type it again.").format(problem=problem))
        self.problem.setStyleSheet(f"color: {theme.current().error.name()}; font-weight: bold")
        self.problem.show()
        self.adjustSize()  # room for the problem's line
        self.field.selectAll()
        self.field.setFocus()

    def passphrase(self) -> str:
        return self.field.text()


def ask_passphrase(kind: str, parent: QWidget | None = None, *, check: Check | None = None) -> str | None:
    """The passphrase typed, or None when the manager cancels (``check``: the problem with a
    passphrase typed, "" when none; the prompt stays open until there is none)."""
    if parent is None:
        active = QApplication.activeWindow()
        parent = None if isinstance(active, ManagerPrompt) else active  # never a prompt about to be deleted
    dialog = ManagerPrompt(kind, parent, check=check)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    typed = dialog.passphrase()
    dialog.deleteLater()
    return typed if accepted else None
