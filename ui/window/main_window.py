"""The main window: composes the start page, the session column and the pages, and
wires the registry's actions to them. Nothing is decided here.

The window owns one part per job, each in its own module: its menus, header and status
bar (``chrome``, window_chrome.py), following the session (``status``, window_status.py),
view, language and help (``viewing``, window_view.py), opening books (``books``,
window_books.py), the start page and opening sessions (``sessions``, window_sessions.py)
and the pages (``paging``, window_pages.py). The questions it asks the user are here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QProcess
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QWidget,
)

from scorekeeper.book import URL_PREFIXES
from scorekeeper.errors import InputError
from scorekeeper_app.controller import SessionController
from scorekeeper_app.hand.entry_focus import EntryFocus
from scorekeeper_app.hand.hand_page import HandPage
from scorekeeper_app.session.session_changes import SessionChanges
from scorekeeper_app.settings import Preferences
from scorekeeper_app.widgets.card_render import CardOptions
from scorekeeper_app.window.actions import REGISTRY, Act, build_actions
from scorekeeper_app.window.book_watch import BookWatch
from scorekeeper_app.window.session_admin import SessionAdmin
from scorekeeper_app.window.session_panel import SessionPanel
from scorekeeper_app.window.start_page import StartPage
from scorekeeper_app.window.window_books import WindowBooks
from scorekeeper_app.window.window_chrome import WindowChrome
from scorekeeper_app.window.window_pages import PlaceholderPage, WindowPages
from scorekeeper_app.window.window_sessions import WindowSessions
from scorekeeper_app.window.window_status import ERROR_SHOWN_MS, WindowStatus
from scorekeeper_app.window.window_view import WindowView
from scorekeeper_app.wording.i18n import app_name, translate

if TYPE_CHECKING:
    from scorekeeper_app.session.new_session_dialog import NewSessionDialog

__all__ = ["ERROR_SHOWN_MS", "MainWindow", "PlaceholderPage"]


class MainWindow(QMainWindow):
    """The pages, the parts and the registry's actions put together."""

    menus: dict[str, QMenu]
    language_menu: QMenu  # built by the chrome, as are the bars below
    header: QToolBar
    header_title: QLabel
    saved_label: QLabel
    error_label: QLabel
    new_session_dialog: NewSessionDialog | None  # the open new-session dialog (tests fill it in)

    def __init__(
        self,
        controller: SessionController,
        prefs: Preferences,
        icon: QIcon | None = None,
        *,
        extra_pages: bool = True,
    ) -> None:
        super().__init__()
        self.controller, self.prefs = controller, prefs
        self.setWindowTitle(app_name())
        self.setObjectName("mainWindow")
        if icon is not None:
            self.setWindowIcon(icon)
        self.options = CardOptions(prefs.zoom, prefs.four_colour, self)
        self.new_session_dialog = None
        self.chrome = WindowChrome(window=self)  # the parts first: the widgets they follow go before them
        self.status = WindowStatus(window=self)
        self.viewing = WindowView(window=self)
        self.books = WindowBooks(window=self)
        self.sessions = WindowSessions(window=self)
        self.paging = WindowPages(window=self)
        self.page_actions = self.paging.actions
        self._build_views(icon)
        self.session_changes = SessionChanges(
            controller, window=self, active_player=self._active_player, show_error=self.show_error
        )
        self.session_admin = SessionAdmin(
            controller, window=self, refresh=self.sessions.refresh_start_page, show_error=self.show_error
        )
        self.actions_by_id = build_actions(self)
        self.menus = self.chrome.build_menus()
        self.chrome.build_header()
        self.chrome.build_status_bar()
        self.hand_page.set_seat_actions([self.actions_by_id[a] for a, s in REGISTRY.items() if s.seat])
        self.actions_by_id[Act.FOUR_COLOUR].setChecked(self.options.four_colour)
        self.viewing.update_theme_text()
        self.paging.add_page(translate("MainWindow", "Hand"), self.hand_page, "Ctrl+1", name="hand")
        self.ledger_features = self.paging.install(extra_pages)
        self._connect_start_page()
        self._connect_session()
        self.entry_focus = EntryFocus(
            window=self, page=self.hand_page, pages=self.pages, menus=list(self.menus.values())
        )
        self.book_watch = BookWatch(controller, self)
        self.chrome.restore()
        self.sessions.start()

    # -- composition ----------------------------------------------------------------------
    def _build_views(self, icon: QIcon | None) -> None:
        """The start page, or the session view: its left column beside the pages (Hand first)."""
        self.start_page = StartPage(icon)
        self.session_panel = SessionPanel()
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.setObjectName("pages")
        self.hand_page = HandPage(self.controller, self.options)
        self.session_view = QWidget()
        row = QHBoxLayout(self.session_view)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.session_panel)
        row.addWidget(self.pages, 1)
        self.views = QStackedWidget()
        self.views.addWidget(self.start_page)
        self.views.addWidget(self.session_view)
        self.setCentralWidget(self.views)

    def _connect_start_page(self) -> None:
        page = self.start_page
        page.new_session_requested.connect(self.sessions.new_session)
        page.open_book_requested.connect(self.books.open_book)
        page.session_chosen.connect(self.sessions.open_session)
        page.book_chosen.connect(self.books.switch_book)
        page.rename_requested.connect(self.session_admin.rename)
        page.archive_requested.connect(self.session_admin.set_archived)
        page.delete_requested.connect(self.session_admin.delete)

    def _connect_session(self) -> None:
        """The controller, the Hand page and the card options tell the window what changed."""
        controller, status = self.controller, self.status
        controller.changed.connect(status.refresh)
        controller.session_opened.connect(self.sessions.session_opened)
        controller.saved.connect(status.saved)
        controller.failed.connect(self.show_error)
        controller.storage_failed.connect(lambda title, text: self.prompt_error(title, text))  # and a dialog
        controller.changed_elsewhere.connect(status.changed_elsewhere)
        self.hand_page.entry_changed.connect(status.entry_changed)
        self.hand_page.message.connect(self.show_error)
        self.hand_page.correction_changed.connect(status.refresh)
        self.hand_page.stack.indexChanged.connect(status.stack_changed)
        self.pages.currentChanged.connect(status.page_changed)
        self.options.changed.connect(self.viewing.options_changed)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hand_page.flush()
        self.chrome.keep()
        event.accept()

    # -- the window's face: each is its part's ----------------------------------------------------
    def refresh(self) -> None:
        self.status.refresh()

    def refresh_status(self) -> None:
        self.status.refresh_status()

    def update_actions(self) -> None:
        self.status.update_actions()

    def show_error(self, text: str) -> None:
        self.status.show_error(text)

    def show_page(self, widget: QWidget) -> None:
        self.sessions.show_page(widget)

    def show_start_page(self) -> None:
        self.sessions.show_start_page()

    def open_session(self, session_id: str) -> None:
        self.sessions.open_session(session_id)

    def new_session(self) -> NewSessionDialog:
        return self.sessions.new_session()

    def open_book(self) -> None:
        self.books.open_book()

    def switch_book(self, path: str) -> bool:
        return self.books.switch_book(path)

    def choose_language(self, code: str) -> None:
        self.viewing.choose_language(code)

    def cycle_theme(self) -> None:
        self.viewing.cycle_theme()

    def zoom_in(self) -> None:
        self.viewing.zoom_in()

    def share_table(self) -> None:
        self.viewing.share_table()

    def show_about(self) -> None:
        self.viewing.show_about()

    # -- slots of the registry ------------------------------------------------------------------
    def undo_recorded(self) -> None:
        self._safely(self.controller.undo)

    def redo_recorded(self) -> None:
        self._safely(self.controller.redo)

    def _safely(self, action: Callable[[], object]) -> None:
        try:
            action()
        except InputError as exc:
            self.show_error(str(exc))

    def _active_player(self) -> str | None:
        seats = self.hand_page.model.seats
        seat = self.hand_page.editor.active[0]
        return seats[seat] if 0 <= seat < len(seats) else None

    def previous_seat(self) -> None:
        self.hand_page.next_seat(-1)

    # -- what the window asks (tests replace these) ---------------------------------------------
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

    def prompt_restart(self, language: str) -> bool:
        """Restart now in ``language``?"""
        answer = QMessageBox.question(
            self,
            translate("MainWindow", "Language"),
            translate("MainWindow", "Restart the app now in {language}? The hand being typed is kept.").format(
                language=language
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def prompt_info(self, title: str, text: str) -> None:
        """A short notice."""
        QMessageBox.information(self, title, text)

    def launch(self, program: str, args: list[str]) -> None:
        QProcess.startDetached(program, args)
