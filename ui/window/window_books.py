"""The main window's books: opening one (a file or a card room's server) and switching to it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from scorekeeper.book import BookError, is_url, open_book
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.window.main_window import MainWindow


class WindowBooks(QObject):
    """Open book…, Open server book… and a book chosen on the start page: a part of the main window."""

    def __init__(self, *, window: MainWindow) -> None:
        super().__init__(window)  # a child of the window: its slots go with it
        self.window = window

    # -- the registry's slots and the start page's choice ----------------------------------------
    def open_book(self) -> None:
        path = self.window.prompt_book_path()
        if path:
            self.window.switch_book(path)

    def open_server_book(self) -> None:
        window = self.window
        url = window.prompt_book_url()
        if url is None:
            return
        if not is_url(url):
            window.prompt_error(
                translate("MainWindow", "Cannot open the book"),
                translate("MainWindow", "A server book's address starts with postgresql://"),
            )
            return
        window.switch_book(url)

    def switch_book(self, path: str) -> bool:
        window = self.window
        current = window.controller.book.location
        same_file = not is_url(path) and not is_url(current) and Path(path).resolve() == Path(current).resolve()
        if path == current or same_file:
            return True
        try:
            book = open_book(path, exclusive=True)  # a file, or a card room's postgresql:// URL
        except (BookError, OSError) as exc:
            window.prompt_error(translate("MainWindow", "Cannot open the book"), str(exc))
            return False
        window.hand_page.flush()
        old = window.controller.book
        window.controller.book = book
        window.controller.session_id = None
        old.close()
        window.prefs.add_recent_book(book.location)
        window.sessions.start()
        return True
