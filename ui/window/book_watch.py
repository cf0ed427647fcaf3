"""Follow the book while it is open: another writer's change shows within a second.

A timer asks the book's change counter (SQLite's ``PRAGMA data_version``, one
cheap query) twice a second; when another connection has committed to the open
session, the controller emits ``changed`` and every view reads the engine again.
"""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QObject, QTimer

from scorekeeper.book import BookError
from scorekeeper_app.controller import SessionController

POLL_MS = 500


class BookWatch(QObject):
    def __init__(self, controller: SessionController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def poll(self) -> bool:
        try:
            return self.controller.poll_book()
        except (sqlite3.Error, BookError):  # busy or closed for a moment: the next tick looks again
            return False
