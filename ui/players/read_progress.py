"""The Players page's first read on a computer: every session is replayed and summed once (then
kept), seconds for a season of nights, so a progress dialog says what is happening. It opens only
when a session has to be summed anew, and only if that takes longer than a moment."""

from __future__ import annotations

from types import TracebackType

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from scorekeeper_app.wording.i18n import translate

SHOW_AFTER_MS = 400


class ReadProgress:
    """A ``progress(done, total)`` for :func:`scorekeeper.players.read_overview`, as a context."""

    def __init__(self, parent: QWidget, *, focus: QWidget) -> None:
        self.parent = parent
        self.dialog: QProgressDialog | None = None
        self.focus = focus  # gets the keys back once the dialog is gone

    def __enter__(self) -> ReadProgress:
        return self

    def __call__(self, done: int, total: int) -> None:
        if self.dialog is None:
            self.dialog = QProgressDialog(
                translate("PlayersPage", "Summing the book's nights on this computer for the first time…"),
                "",
                0,
                max(total, 1),
                self.parent,
            )
            self.dialog.setObjectName("playersReadProgress")
            self.dialog.setCancelButton(None)  # half-summed figures would be wrong: it runs to the end
            self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
            self.dialog.setMinimumDuration(SHOW_AFTER_MS)
        self.dialog.setValue(done)
        QApplication.processEvents()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
            self.focus.window().activateWindow()  # the dialog had it (offscreen gets no window manager to give it back)
            self.focus.setFocus()
