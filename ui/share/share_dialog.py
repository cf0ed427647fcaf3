"""Session > Share this table: a QR code that opens the live, read-only table on a phone.

The server (``scorekeeper.web``) runs as ``scorekeeper serve`` in a child process, so
the recording never shares an interpreter with it (measured by ``bench/bench_serve.py``:
a server thread beside the recording slowed it on a busy machine, a process did not); a
bundled app, which cannot start ``python -m scorekeeper``, runs it in a thread instead.
Either way the book is opened read-only. This dialog only starts and stops the server and
shows its address. Each share has a new token; *Stop sharing* revokes it, so an old code
opens nothing (the server keeps listening and answers 403, as the README says, until the
app quits or another server replaces it), and an open phone says sharing has stopped.
"""

from __future__ import annotations

import json
import sys
from os import PathLike
from typing import Protocol

import segno
from PySide6.QtCore import QObject, QProcess, Qt, Signal, SignalInstance
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
from scorekeeper.web import LOOPBACK, ShareServer
from scorekeeper_app.wording.i18n import translate

STOP_MS = 5000
QR_SCALE = 7  # pixels per module: about 300 px for an address with its token, easy for a phone camera
ANY_ADDRESS = "0.0.0.0"


class ServeProcess(QObject):
    """``scorekeeper serve`` as a child process; ``started`` gives its address, ``failed`` one line why not."""

    started = Signal(str)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._out = b""
        self._stopping = False
        self._announced = False

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning

    def start(self, book: str, session_id: str, host: str) -> None:
        process = QProcess(self)
        process.setProgram(sys.executable)
        process.setArguments(["-m", "scorekeeper", "serve", session_id, "--book", book, "--host", host, "--control"])
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._finished)
        process.errorOccurred.connect(self._error)
        self._process, self._out, self._stopping, self._announced = process, b"", False, False
        process.start()

    def _read(self) -> None:
        """Each line is an address: the first once the server listens, one more after each renew."""
        assert self._process is not None
        self._out += bytes(self._process.readAllStandardOutput().data())
        while b"\n" in self._out and not self._stopping:
            line, self._out = self._out.split(b"\n", 1)
            try:
                url = str(json.loads(line)["url"])
            except (ValueError, KeyError, TypeError):
                if not self._announced:
                    self._announced = True
                    self.failed.emit(line.decode(errors="replace"))
                continue
            self._announced = True
            self.started.emit(url)

    def revoke(self) -> None:
        """The address answers 403 from now on; the server keeps listening."""
        self._tell(b"revoke\n")

    def renew(self) -> None:
        """A new address (``started`` gives it)."""
        self._tell(b"renew\n")

    def _tell(self, command: bytes) -> None:
        if self._process is not None:
            self._process.write(command)
            self._process.waitForBytesWritten(STOP_MS)  # now, not on the event loop's next turn

    def _finished(self) -> None:
        if self._stopping or self._process is None:
            return
        lines = bytes(self._process.readAllStandardError().data()).decode(errors="replace").strip().splitlines()
        self.failed.emit(lines[-1] if lines else translate("ShareDialog", "The share server stopped"))

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._stopping:
            self.failed.emit(translate("ShareDialog", "The share server could not be started"))

    def stop(self) -> None:
        """SIGTERM: the server revokes its token, tells every open phone, and exits."""
        process, self._process = self._process, None
        self._stopping = True
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.terminate()
            if not process.waitForFinished(STOP_MS):
                process.kill()
                process.waitForFinished(STOP_MS)
        if process is not None:
            process.deleteLater()


class ServeThread(QObject):
    """The same server in a thread of the app: for a bundled app, which has no ``python -m``."""

    started = Signal(str)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, seats: bool = False) -> None:
        """``seats``: every seated player also gets a link of their own (the seats dialog's server)."""
        super().__init__(parent)
        self.seats = seats
        self._server: ShareServer | None = None

    @property
    def running(self) -> bool:
        return self._server is not None and self._server.running

    def start(self, book: str, session_id: str, host: str) -> None:
        server = ShareServer(book, session_id, host=host, seats=self.seats)
        try:
            url = server.start()
        except InputError as exc:
            self.failed.emit(str(exc))
            return
        self._server = server
        self.started.emit(url)

    def revoke(self) -> None:
        if self._server is not None:
            self._server.revoke()

    def renew(self) -> None:
        if self._server is not None:
            self.started.emit(self._server.renew())

    def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
            self._server = None


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
        self.server: ServeProcess | ServeThread | None = None
        self._serving: tuple[str, str, str] = ("", "", "")  # book, session, host of self.server
        self._revoked: tuple[ServeProcess | ServeThread, tuple[str, str, str]] | None = None  # answering 403
        self.url = ""
        self._book: str | None = None  # a file's path or a server book's URL
        self._session_id = ""
        self.host = LOOPBACK
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
        self._build_address()
        buttons = self._buttons()
        layout = QVBoxLayout(self)
        for widget in (intro, self.network, self.qr, self.address, self.problem):
            layout.addWidget(widget)
        layout.addWidget(buttons)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shut_down)

    def _build_address(self) -> None:
        """The QR code, the address under it (selectable), and the line that says what went wrong."""
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

    def _buttons(self) -> QDialogButtonBox:
        """Copy address, Stop sharing, Close (closing keeps the table shared; Stop sharing ends it)."""
        buttons = QDialogButtonBox()
        self.copy_button = QPushButton(translate("ShareDialog", "Copy address"))
        self.copy_button.clicked.connect(self.copy_address)
        self.stop_button = QPushButton(translate("ShareDialog", "Stop sharing"))
        self.stop_button.clicked.connect(self.stop_sharing)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        return buttons

    @property
    def sharing(self) -> bool:
        return self.server is not None and self.server.running

    def share(self, book: str | PathLike[str], session_id: str) -> None:
        """Share ``session_id`` (anew, with a new token, if another session was shared); the address and
        its QR code show once the server listens (:attr:`url`)."""
        book = str(book)  # a URL given as a string stays whole
        if self.sharing and (book, session_id) == (self._book, self._session_id):
            return
        self._book, self._session_id = book, session_id
        self._start()

    def _start(self) -> None:
        self.stop_sharing()
        if self._book is None:
            return
        self.host = ANY_ADDRESS if self.network.isChecked() else LOOPBACK
        self.address.setText(translate("ShareDialog", "Starting…"))
        self.problem.hide()
        key = (self._book, self._session_id, self.host)
        revoked, self._revoked = self._revoked, None
        if revoked is not None and revoked[1] == key and revoked[0].running:  # the same table again: a new token
            self._attach(revoked[0], key)
            revoked[0].renew()
            return
        if revoked is not None:
            self._end(revoked[0])
        server = ServeThread(self) if getattr(sys, "frozen", False) else ServeProcess(self)
        self._attach(server, key)
        server.start(self._book, self._session_id, self.host)

    def _attach(self, server: ServeProcess | ServeThread, key: tuple[str, str, str]) -> None:
        server.started.connect(self._started)
        server.failed.connect(self._failed)
        self.server, self._serving = server, key

    def _end(self, server: ServeProcess | ServeThread) -> None:
        server.stop()
        server.deleteLater()

    def _started(self, url: str) -> None:
        self.url = url
        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(url), "PNG")
        self.qr.setPixmap(pixmap)
        self.address.setText(url)
        self.copy_button.setEnabled(True)
        self.stop_button.setEnabled(True)

    def _failed(self, text: str) -> None:
        server, self.server = self.server, None
        if server is not None:
            self._end(server)
        self.stop_sharing()
        self.problem.setText(text)
        self.problem.show()

    def _restart(self) -> None:
        if self._book is not None:
            self._start()

    def stop_sharing(self) -> None:
        """Revoke the address (it answers 403; the server is kept for the next share of the same
        table, and ends when the app quits); an open phone says sharing has stopped."""
        server, self.server = self.server, None
        if server is not None:
            server.started.disconnect(self._started)
            server.failed.disconnect(self._failed)
            if self._revoked is not None:  # one kept at a time
                self._end(self._revoked[0])
            server.revoke()
            self._revoked = (server, self._serving)
        self.url = ""
        self.qr.clear()
        self.address.setText(translate("ShareDialog", "Not shared"))
        self.copy_button.setEnabled(False)
        self.stop_button.setEnabled(False)

    def shut_down(self) -> None:
        """The app quits: every server stops."""
        self.stop_sharing()
        revoked, self._revoked = self._revoked, None
        if revoked is not None:
            self._end(revoked[0])

    def session_changed(self, session_id: str) -> None:
        """The host opened another session: the old table is no longer shared."""
        if self.sharing and session_id != self._session_id:
            self.stop_sharing()

    def copy_address(self) -> None:
        if self.url:
            QGuiApplication.clipboard().setText(self.url)


class _Controller(Protocol):  # what the dialog needs of the app's SessionController
    @property
    def book_location(self) -> str: ...

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
    dialog.share(controller.book_location, controller.session_id)
    dialog.show()
    dialog.raise_()
    return dialog
