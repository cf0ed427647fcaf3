"""Asking for the manager's passphrase when a session has one (void, correct, reopen, ...).

The engine decides whether an action needs the sign-off and checks the passphrase
(:mod:`scorekeeper.casino.manager`); this only asks for it, masked. The controller calls
:func:`ask_passphrase` through its ``ask_manager`` attribute, which tests may replace.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from scorekeeper_app.i18n import QT_TRANSLATE_NOOP, translate

_WHAT = {
    "voided": QT_TRANSLATE_NOOP("ManagerPrompt", "Voiding a hand"),
    "edited": QT_TRANSLATE_NOOP("ManagerPrompt", "Correcting a hand"),
    "reopened": QT_TRANSLATE_NOOP("ManagerPrompt", "Reopening a settled session"),
    "stake": QT_TRANSLATE_NOOP("ManagerPrompt", "Changing a stake"),
    "rules": QT_TRANSLATE_NOOP("ManagerPrompt", "Changing the rules"),
    "collection": QT_TRANSLATE_NOOP("ManagerPrompt", "Changing the house collection"),
    "undo": QT_TRANSLATE_NOOP("ManagerPrompt", "This undo"),
    "redo": QT_TRANSLATE_NOOP("ManagerPrompt", "This redo"),
}
OTHER = QT_TRANSLATE_NOOP("ManagerPrompt", "This change")


class ManagerPrompt(QDialog):
    """A masked passphrase field with OK and Cancel."""

    def __init__(self, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.field)
        layout.addWidget(buttons)
        self.field.setFocus()

    def passphrase(self) -> str:
        return self.field.text()


def ask_passphrase(kind: str, parent: QWidget | None = None) -> str | None:
    """The passphrase typed, or None when the manager cancels."""
    if parent is None:
        active = QApplication.activeWindow()
        parent = None if isinstance(active, ManagerPrompt) else active  # never a prompt about to be deleted
    dialog = ManagerPrompt(kind, parent)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    typed = dialog.passphrase()
    dialog.deleteLater()
    return typed if accepted else None
