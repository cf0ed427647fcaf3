"""The start page's session actions: rename, archive or bring back, delete while empty.

The prompts are small methods a test replaces; every change goes through the
controller to the book, and the start page is read again afterwards.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from scorekeeper.errors import InputError
from scorekeeper_app.controller import SessionController
from scorekeeper_app.wording.i18n import translate


class SessionAdmin:
    def __init__(
        self,
        controller: SessionController,
        *,
        window: QWidget,
        refresh: Callable[[], None],
        show_error: Callable[[str], None],
    ) -> None:
        self.controller, self.window, self.refresh, self.show_error = controller, window, refresh, show_error

    def _names(self, except_id: str = "") -> dict[str, str]:
        return {s.name.casefold(): s.name for s in self.controller.book.list_sessions() if s.id != except_id}

    def rename(self, session_id: str) -> None:
        current = self.controller.book.session(session_id).name
        name = self.prompt_name(current)
        if not name or name == current:
            return
        renamed = self._run(lambda: self.controller.rename_session(session_id, name))
        if renamed and name.casefold() in self._names(session_id):
            self.show_error(translate("SessionAdmin", "Another session is called “{name}” too").format(name=name))

    def set_archived(self, session_id: str, archived: bool) -> None:
        self._run(lambda: self.controller.set_archived(session_id, archived))

    def delete(self, session_id: str) -> None:
        session = self.controller.book.session(session_id)
        if session.hands:
            self.show_error(translate("SessionAdmin", "A session with hands cannot be deleted: archive it instead"))
            return
        if self.confirm_delete(session.name):
            self._run(lambda: self.controller.delete_session(session_id))

    def _run(self, action: Callable[[], None]) -> bool:
        try:
            action()
        except InputError as exc:
            self.show_error(str(exc))
            return False
        finally:
            self.refresh()
        return True

    # -- prompts (tests replace these) ---------------------------------------------------------
    def prompt_name(self, current: str) -> str | None:
        name, ok = QInputDialog.getText(
            self.window,
            translate("SessionAdmin", "Rename session"),
            translate("SessionAdmin", "New name:"),
            QLineEdit.EchoMode.Normal,
            current,
        )
        return name.strip() if ok and name.strip() else None

    def confirm_delete(self, name: str) -> bool:
        answer = QMessageBox.question(
            self.window,
            translate("SessionAdmin", "Delete session"),
            translate("SessionAdmin", "Delete the empty session “{name}” from the book?").format(name=name),
        )
        return answer == QMessageBox.StandardButton.Yes
