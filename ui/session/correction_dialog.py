"""Asking why: every correction (edit, void, reopen) carries a reason into the audit trail."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from scorekeeper_app.wording.i18n import translate


class ReasonDialog(QDialog):
    """A short question and one line for the reason; OK waits for a reason when one is required."""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        title: str,
        question: str,
        action: str = "",
        required: bool = True,
        placeholder: str = "",
        note: str = "",
    ) -> None:
        super().__init__(parent)
        action = action or translate("Reason", "OK")
        placeholder = placeholder or translate("Reason", "e.g. wrong card in Bob's back row")
        note = note or translate("Reason", "The reason is kept in the hand's history and the audit trail.")
        self.setWindowTitle(title)
        self.required = required
        layout = QVBoxLayout(self)
        label = QLabel(question)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("reasonEdit")
        self.reason_edit.setPlaceholderText(placeholder)
        self.reason_edit.setMinimumWidth(360)
        layout.addWidget(self.reason_edit)
        self.note = QLabel(note)
        self.note.setEnabled(False)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.addButton(action, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.reason_edit.textChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        self.ok_button.setEnabled(bool(self.reason()) or not self.required)

    def reason(self) -> str:
        return self.reason_edit.text().strip()


def ask_reason(
    parent: QWidget | None,
    *,
    title: str,
    question: str,
    action: str = "",
    required: bool = True,
    placeholder: str = "",
    note: str = "",
) -> str | None:
    """The reason typed, or None when cancelled (``placeholder`` and ``note``: a hand's correction's by default)."""
    dialog = ReasonDialog(
        parent, title=title, question=question, action=action, required=required, placeholder=placeholder, note=note
    )
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.reason()
