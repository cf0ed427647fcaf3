"""The main window's books: opening one (a file or a card room's server) and switching to it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from scorekeeper.book import URL_PREFIXES, BookError, is_url, open_book
from scorekeeper_app.window.main_window_base import MainWindowBase
from scorekeeper_app.wording.i18n import translate


class WindowBooks(MainWindowBase):
    """Open book…, Open server book… and a book chosen on the start page."""

    # -- prompts (tests replace these) ---------------------------------------------------------
    def prompt_book_path(self) -> str | None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("MainWindow", "Open a book"),
            str(self.controller.book_path.parent),
            translate("MainWindow", "Scorekeeper books (*.sqlite *.db);;All files (*)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return path or None

    def prompt_book_url(self) -> str | None:
        """A card room's book: a postgresql:// URL (the password, if any, from .pgpass or PGPASSWORD)."""
        url, ok = QInputDialog.getText(
            self,
            translate("MainWindow", "Open a server book"),
            translate("MainWindow", "The book's address, for example postgresql://table3@db.cardroom.lan/cardroom"),
            text=URL_PREFIXES[0],  # the scheme, ready for the rest of the address
        )
        return url.strip() if ok and url.strip() else None

    def prompt_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    # -- the registry's slots and the start page's choice ----------------------------------------
    def open_book(self) -> None:
        path = self.prompt_book_path()
        if path:
            self.switch_book(path)

    def open_server_book(self) -> None:
        url = self.prompt_book_url()
        if url is None:
            return
        if not is_url(url):
            self.prompt_error(
                translate("MainWindow", "Cannot open the book"),
                translate("MainWindow", "A server book's address starts with postgresql://"),
            )
            return
        self.switch_book(url)

    def switch_book(self, path: str) -> bool:
        current = self.controller.book.location
        same_file = not is_url(path) and not is_url(current) and Path(path).resolve() == Path(current).resolve()
        if path == current or same_file:
            return True
        try:
            book = open_book(path, exclusive=True)  # a file, or a card room's postgresql:// URL
        except (BookError, OSError) as exc:
            self.prompt_error(translate("MainWindow", "Cannot open the book"), str(exc))
            return False
        self.hand_page.flush()
        old = self.controller.book
        self.controller.book = book
        self.controller.session_id = None
        old.close()
        self.prefs.add_recent_book(book.location)
        self.start()
        return True
