"""Session > Players enter their own hands (issue 29): one QR code per seat, and the table's.

The server is ``scorekeeper serve SESSION --seats --control`` in a child process, as the
share dialog runs it: a share server in the app's own process stopped seeing the app's new
commits once the app read the book's files beside it (the phones helper's finding), and a
child process keeps the recording's interpreter to itself. A bundled app, which cannot start
``python -m scorekeeper``, runs the same server in a thread, as the share dialog does
(:class:`SeatServeThread`). Its first line gives the
watching address and each seated player's link; ``revoke-seat NAME`` ends one link (that
phone gets 403), ``renew-seat NAME`` prints the line again with a new link for that seat.
What the phones submit waits beside the book; the Hand page shows it (``hand/phone_seats``).
"""

from __future__ import annotations

import json
import sys
from functools import partial
from typing import Protocol

from PySide6.QtCore import QObject, QProcess, Qt, Signal, SignalInstance
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.web import LOOPBACK
from scorekeeper_app.share.share_dialog import ANY_ADDRESS, STOP_MS, ServeThread
from scorekeeper_app.wording.formatting import seat_title
from scorekeeper_app.wording.i18n import translate

QR_WIDTH = 190  # pixels: four seats and the table side by side fit a 1280 px screen


class SeatServeProcess(QObject):
    """``scorekeeper serve --seats`` as a child process; ``links`` gives the table's address and the seats'."""

    links = Signal(str, dict)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.process: QProcess | None = None
        self._out = b""

    def start(self, book: str, session_id: str, host: str) -> None:
        process = QProcess(self)
        process.setProgram(sys.executable)
        arguments = ["-m", "scorekeeper", "serve", session_id, "--book", book, "--host", host]
        process.setArguments([*arguments, "--control", "--seats"])
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._finished)
        self.process, self._out = process, b""
        process.start()

    def _read(self) -> None:
        assert self.process is not None
        self._out += bytes(self.process.readAllStandardOutput().data())
        while b"\n" in self._out:
            line, self._out = self._out.split(b"\n", 1)
            try:
                data = json.loads(line)
                url, seats = str(data["url"]), {str(k): str(v) for k, v in data.get("seats", {}).items()}
            except (ValueError, KeyError, TypeError, AttributeError):
                self.failed.emit(line.decode(errors="replace"))
                continue
            self.links.emit(url, seats)

    @property
    def running(self) -> bool:
        return self.process is not None

    def revoke_seat(self, name: str) -> None:
        self.tell(f"revoke-seat {name}")

    def renew_seat(self, name: str) -> None:
        self.tell(f"renew-seat {name}")  # the server prints the links again

    def tell(self, command: str) -> None:
        if self.process is not None:
            self.process.write(command.encode() + b"\n")
            self.process.waitForBytesWritten(STOP_MS)

    def _finished(self) -> None:
        if self.process is None:
            return
        lines = bytes(self.process.readAllStandardError().data()).decode(errors="replace").strip().splitlines()
        self.failed.emit(lines[-1] if lines else translate("ShareDialog", "The share server stopped"))

    def stop(self) -> None:
        """SIGTERM: every link is revoked and the server exits."""
        process, self.process = self.process, None
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.terminate()
            if not process.waitForFinished(STOP_MS):
                process.kill()
                process.waitForFinished(STOP_MS)


class SeatServeThread(ServeThread):
    """The same seat server in a thread of the app: for a bundled app (``sys.frozen``), which has no
    ``python -m``; it gives its links as :class:`SeatServeProcess` does."""

    links = Signal(str, dict)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent, seats=True)
        self.started.connect(self._say_links)

    def _say_links(self, url: str) -> None:
        if self._server is not None:
            self.links.emit(url, self._server.seat_urls())

    def revoke_seat(self, name: str) -> None:
        if self._server is not None:
            self._server.revoke_seat(name)

    def renew_seat(self, name: str) -> None:
        if self._server is not None:
            self._server.renew_seat(name)
            self._say_links(self._server.url())


SeatServer = SeatServeProcess | SeatServeThread


def _qr(text: str) -> QPixmap:
    """The QR code at a whole number of pixels per module (a scaled code blurs or uneven modules misread)."""
    import io

    import segno

    code = segno.make(text, error="m")
    scale = max(3, QR_WIDTH // code.symbol_size(scale=1, border=4)[0])
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class SeatsDialog(QDialog):
    """The seats' codes: each with Revoke and New link; the table's code to watch; Stop."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatsDialog")
        self.setWindowTitle(translate("SeatsDialog", "Players enter their own hands"))
        self.server: SeatServer | None = None
        self.url = ""
        self.seat_urls: dict[str, str] = {}
        self.revoked: set[str] = set()
        self._book, self._session_id = "", ""
        intro = QLabel(
            translate(
                "SeatsDialog",
                "Each player scans their own seat's code and sets their hand on their phone; the Hand page "
                "shows what they submit, and nothing reaches the book until you record it (Ctrl+Enter).",
            )
        )
        intro.setWordWrap(True)
        self.network = QCheckBox(translate("ShareDialog", "Phones on this network can open it"))
        self.network.toggled.connect(self._restart)
        self.grid = QGridLayout()
        self.problem = QLabel()
        self.problem.setObjectName("seatsProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.stop_button = QPushButton(translate("ShareDialog", "Stop sharing"))
        self.stop_button.clicked.connect(self.stop)
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.rejected.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.network)
        layout.addLayout(self.grid)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def sharing(self) -> bool:
        return self.server is not None and self.server.running

    def share(self, book: str, session_id: str) -> None:
        if self.sharing and (book, session_id) == (self._book, self._session_id):
            return
        self._book, self._session_id = str(book), session_id
        self._restart()

    def _restart(self) -> None:
        self.stop()
        if not self._book:
            return
        self.problem.hide()
        server = SeatServeThread(self) if getattr(sys, "frozen", False) else SeatServeProcess(self)
        server.links.connect(self._links)
        server.failed.connect(self._failed)
        self.server = server
        server.start(self._book, self._session_id, ANY_ADDRESS if self.network.isChecked() else LOOPBACK)

    def _links(self, url: str, seats: dict[str, str]) -> None:
        self.url, self.seat_urls = url, seats
        self._show()

    def _show(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)  # gone from findChild now, deleted on the next turn
                widget.deleteLater()
        if not self.url:
            return
        columns: list[tuple[str, str, str | None]] = [(translate("SeatsDialog", "Watch the table"), self.url, None)]
        columns += [(seat_title(name), link, name) for name, link in self.seat_urls.items()]
        for column, (title, link, seat) in enumerate(columns):
            self._column(column, title, link, seat)

    def _column(self, column: int, title: str, link: str, seat: str | None) -> None:
        name = QLabel(f"<b>{title}</b>")
        name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        code = QLabel()
        code.setObjectName(f"seatQr:{seat}" if seat else "tableQr")
        code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        revoked = seat in self.revoked
        if revoked:
            code.setText(translate("SeatsDialog", "Link revoked"))
        else:
            code.setPixmap(_qr(link))
        code.setToolTip("" if revoked else link)
        self.grid.addWidget(name, 0, column)
        self.grid.addWidget(code, 1, column)
        if seat is None:
            return
        revoke = QPushButton(translate("SeatsDialog", "Revoke"))
        revoke.setObjectName(f"revoke:{seat}")
        revoke.setEnabled(not revoked)
        revoke.clicked.connect(partial(self.revoke_seat, seat))
        renew = QPushButton(translate("SeatsDialog", "New link"))
        renew.setObjectName(f"renew:{seat}")
        renew.clicked.connect(partial(self.renew_seat, seat))
        self.grid.addWidget(revoke, 2, column)
        self.grid.addWidget(renew, 3, column)

    def revoke_seat(self, name: str) -> None:
        """That phone's link answers 403 from now on (New link gives the seat another)."""
        if self.server is not None:
            self.server.revoke_seat(name)
            self.revoked.add(name)
            self._show()

    def renew_seat(self, name: str) -> None:
        if self.server is not None:
            self.revoked.discard(name)
            self.server.renew_seat(name)

    def _failed(self, text: str) -> None:
        self.stop()
        self.problem.setText(text)
        self.problem.show()

    def stop(self) -> None:
        """Every link and the table's address end (the phones get 403)."""
        server, self.server = self.server, None
        if server is not None:
            server.links.disconnect(self._links)
            server.failed.disconnect(self._failed)
            server.stop()
            server.deleteLater()
        self.url, self.seat_urls = "", {}
        self._show()

    def session_changed(self, session_id: str) -> None:
        """The host opened another session: the old table's links end."""
        if self.sharing and session_id != self._session_id:
            self.stop()


class _Controller(Protocol):  # what the dialog needs of the app's SessionController
    @property
    def book_location(self) -> str: ...

    session_id: str | None
    session_opened: SignalInstance


def share_seats(window: QWidget, controller: _Controller) -> SeatsDialog | None:
    """The window's one seats dialog, for the open session, shown (None when no session is open)."""
    if controller.session_id is None:
        return None
    dialog = window.findChild(SeatsDialog, "seatsDialog")
    if dialog is None:
        dialog = SeatsDialog(window)
        controller.session_opened.connect(dialog.session_changed)
    dialog.share(controller.book_location, controller.session_id)
    dialog.show()
    dialog.raise_()
    return dialog
