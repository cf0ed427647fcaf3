"""Session > Share this table: a QR code that opens the live, read-only table on a phone.

The server (``scorekeeper.web``) runs in a thread of its own with the book opened
read-only; this dialog only starts and stops it and shows its address. Each share
has a new token; *Stop sharing* revokes it, so an old code opens nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import segno
from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import InputError
from scorekeeper.web.server import LOOPBACK, ShareServer
from scorekeeper_app.i18n import translate

QR_SCALE = 7  # pixels per module: about 300 px for an address with its token, easy for a phone camera
ANY_ADDRESS = "0.0.0.0"


def qr_png(text: str) -> bytes:
    """The QR code of ``text`` as PNG bytes (medium error correction, the standard quiet zone)."""
    import io

    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=QR_SCALE, border=4)
    return buffer.getvalue()


class ShareDialog(QDialog):
    """Starts, shows and stops the share of one session."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shareDialog")
        self.setWindowTitle(translate("ShareDialog", "Share this table"))
        self.server: ShareServer | None = None
        self.url = ""
        self._book_path: Path | None = None
        self._session_id = ""
        intro = QLabel(
            translate(
                "ShareDialog",
                "Phones that open this code see the table live: totals, the last hand, the ledger and "
                "the settle-up. Nothing can be changed from a phone.",
            )
        )
        intro.setWordWrap(True)
        self.network = QCheckBox(translate("ShareDialog", "Phones on this network can open it"))
        self.network.setToolTip(
            translate("ShareDialog", "Otherwise only this computer can open the address (127.0.0.1)")
        )
        self.network.toggled.connect(self._restart)
        self.qr = QLabel()
        self.qr.setObjectName("shareQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = QLabel()
        self.address.setObjectName("shareAddress")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem = QLabel()
        self.problem.setObjectName("shareProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox()
        self.copy_button = QPushButton(translate("ShareDialog", "Copy address"))
        self.copy_button.clicked.connect(self.copy_address)
        self.stop_button = QPushButton(translate("ShareDialog", "Stop sharing"))
        self.stop_button.clicked.connect(self.stop_sharing)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)  # closing keeps the table shared; Stop sharing ends it
        layout = QVBoxLayout(self)
        for widget in (intro, self.network, self.qr, self.address, self.problem):
            layout.addWidget(widget)
        layout.addWidget(buttons)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_sharing)

    @property
    def sharing(self) -> bool:
        return self.server is not None and self.server.running

    def share(self, book_path: Path, session_id: str) -> str:
        """Share ``session_id`` (again, with a new token, if another session was shared); the address."""
        if self.sharing and (book_path, session_id) == (self._book_path, self._session_id):
            return self.url
        self._book_path, self._session_id = book_path, session_id
        return self._start()

    def _start(self) -> str:
        self.stop_sharing()
        if self._book_path is None:
            return ""
        host = ANY_ADDRESS if self.network.isChecked() else LOOPBACK
        server = ShareServer(self._book_path, self._session_id, host=host)
        try:
            self.url = server.start()
        except InputError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return ""
        self.server = server
        self.problem.hide()
        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(self.url), "PNG")
        self.qr.setPixmap(pixmap)
        self.address.setText(self.url)
        self.copy_button.setEnabled(True)
        self.stop_button.setEnabled(True)
        return self.url

    def _restart(self) -> None:
        if self._book_path is not None:
            self._start()

    def stop_sharing(self) -> None:
        """Revoke the address and stop the server; an open phone says sharing has stopped."""
        if self.server is not None:
            self.server.stop()
            self.server = None
        self.url = ""
        self.qr.clear()
        self.address.setText(translate("ShareDialog", "Not shared"))
        self.copy_button.setEnabled(False)
        self.stop_button.setEnabled(False)

    def session_changed(self, session_id: str) -> None:
        """The host opened another session: the old table is no longer shared."""
        if self.sharing and session_id != self._session_id:
            self.stop_sharing()

    def copy_address(self) -> None:
        if self.url:
            QGuiApplication.clipboard().setText(self.url)


class _Controller(Protocol):  # what the dialog needs of the app's SessionController
    @property
    def book_path(self) -> Path: ...

    session_id: str | None
    session_opened: SignalInstance


def share_table(window: QWidget, controller: _Controller) -> ShareDialog | None:
    """The window's one share dialog, sharing the open session, shown (None when no session is open).

    Opening another session stops the share: a phone never sees a table the host has left.
    """
    if controller.session_id is None:
        return None
    dialog = window.findChild(ShareDialog, "shareDialog")
    if dialog is None:
        dialog = ShareDialog(window)
        controller.session_opened.connect(dialog.session_changed)
    dialog.share(controller.book_path, controller.session_id)
    dialog.show()
    dialog.raise_()
    return dialog
