"""The main window: composes the start page, the session column and the pages, and
wires the registry's actions to them. Nothing is decided here.

Pages plug in with :meth:`MainWindow.add_page` (title, widget, shortcut).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from scorekeeper.book import URL_PREFIXES, BookError, is_url, open_book
from scorekeeper.errors import InputError
from scorekeeper.session import HandRecord
from scorekeeper_app.actions import REGISTRY, Act, build_actions
from scorekeeper_app.book_watch import BookWatch
from scorekeeper_app.card_render import CardOptions
from scorekeeper_app.controller import SessionController
from scorekeeper_app.deferred_page import real_page
from scorekeeper_app.hand_page import HandPage
from scorekeeper_app.i18n import app_name, translate
from scorekeeper_app.main_window_base import MainWindowBase
from scorekeeper_app.session_admin import SessionAdmin
from scorekeeper_app.session_changes import SessionChanges
from scorekeeper_app.session_panel import SessionPanel
from scorekeeper_app.settings import Preferences
from scorekeeper_app.start_page import StartPage
from scorekeeper_app.window_chrome import WindowChrome
from scorekeeper_app.window_status import ERROR_SHOWN_MS, WindowStatus
from scorekeeper_app.window_view import WindowView

if TYPE_CHECKING:
    from scorekeeper_app.ledger_features import LedgerFeatures
    from scorekeeper_app.ledger_page import LedgerPage
    from scorekeeper_app.new_session_dialog import NewSessionDialog

__all__ = ["ERROR_SHOWN_MS", "MainWindow", "PlaceholderPage"]


class PlaceholderPage(QLabel):
    """Stands in for a page another part of the app provides."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setObjectName("muted")


class MainWindow(WindowChrome, WindowStatus, WindowView, MainWindowBase):
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
        self.new_session_dialog: NewSessionDialog | None = None
        self.page_actions: list[QAction] = []

        self.start_page = StartPage(icon)
        self.session_panel = SessionPanel()
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.setObjectName("pages")
        self.hand_page = HandPage(controller, self.options)
        session_view = QWidget()
        row = QHBoxLayout(session_view)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.session_panel)
        row.addWidget(self.pages, 1)
        self.views = QStackedWidget()
        self.views.addWidget(self.start_page)
        self.views.addWidget(session_view)
        self.session_view = session_view
        self.setCentralWidget(self.views)

        self.session_changes = SessionChanges(
            controller, window=self, active_player=self._active_player, show_error=self.show_error
        )
        self.actions_by_id = build_actions(self)
        self.menus = self._build_menus()
        self._build_header()
        self._build_status_bar()
        self.hand_page.set_seat_actions([self.actions_by_id[a] for a, s in REGISTRY.items() if s.seat])
        self.actions_by_id[Act.FOUR_COLOUR].setChecked(self.options.four_colour)
        self._update_theme_text()

        self.add_page(translate("MainWindow", "Hand"), self.hand_page, "Ctrl+1", name="hand")
        self.ledger_features = self._install_pages(extra_pages)

        self.start_page.new_session_requested.connect(self.new_session)
        self.start_page.open_book_requested.connect(self.open_book)
        self.start_page.session_chosen.connect(self.open_session)
        self.start_page.book_chosen.connect(self.switch_book)
        self.session_admin = SessionAdmin(
            controller, window=self, refresh=self._refresh_start_page, show_error=self.show_error
        )
        self.start_page.rename_requested.connect(self.session_admin.rename)
        self.start_page.archive_requested.connect(self.session_admin.set_archived)
        self.start_page.delete_requested.connect(self.session_admin.delete)
        controller.changed.connect(self.refresh)
        controller.session_opened.connect(self._session_opened)
        controller.saved.connect(self._saved)
        controller.failed.connect(self.show_error)
        controller.storage_failed.connect(lambda title, text: self.prompt_error(title, text))  # and a dialog
        controller.changed_elsewhere.connect(self._changed_elsewhere)
        self.book_watch = BookWatch(controller, self)
        self.hand_page.entry_changed.connect(self._entry_changed)
        self.hand_page.message.connect(self.show_error)
        self.hand_page.correction_changed.connect(self.refresh)
        self.hand_page.stack.indexChanged.connect(self._stack_changed)
        self.pages.currentChanged.connect(self._page_changed)
        self.options.changed.connect(self._options_changed)
        self._restore_window()
        self.show_start_page()

    # -- composition ----------------------------------------------------------------------

    def add_page(self, title: str, widget: QWidget, shortcut: str | None = None, *, name: str = "") -> QAction:
        """Add a page (a tab beside Hand) and a View-menu action that shows it.

        ``title`` is shown (translated by the caller); ``name`` names the action (``page_<name>``).
        """
        self.pages.addTab(widget, title)
        action = QAction(title, self)
        action.setObjectName(f"page_{(name or title).lower().replace(' ', '_')}")
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setToolTip(f"{title} ({shortcut})")
        action.triggered.connect(lambda _checked=False, w=widget: self.show_page(w))
        view = self.menus["&View"]
        before = self._pages_anchor
        if before is not None:
            view.insertAction(before, action)
        else:
            view.addAction(action)
        self.page_actions.append(action)
        return action

    def _install_pages(self, wanted: bool) -> LedgerFeatures | None:
        """Ledger, Settle up and Standings (their actions are in the registry); placeholders when not wanted."""
        if not wanted:
            self.add_page(
                translate("MainWindow", "Ledger"),
                PlaceholderPage(translate("MainWindow", "The ledger of recorded hands appears here.")),
                "Ctrl+2",
                name="ledger",
            )
            self.add_page(
                translate("MainWindow", "Settle up"),
                PlaceholderPage(translate("MainWindow", "Balances and transfers appear here.")),
                "Ctrl+3",
                name="settle_up",
            )
            for act, spec in REGISTRY.items():
                self.actions_by_id[act].setVisible(not spec.ledger)
            return None
        from scorekeeper_app.ledger_features import build_ledger_features

        features = build_ledger_features(self.controller, self, hand_editor=self._correct_on_hand_page)
        self.add_page(translate("LedgerFeatures", "Ledger"), features.ledger_slot, "Ctrl+2", name="ledger")
        self.add_page(translate("LedgerFeatures", "Settle up"), features.settle_slot, "Ctrl+3", name="settle_up")
        self.add_page(translate("LedgerFeatures", "Standings"), features.standings_slot, "Ctrl+4", name="standings")
        return features

    def _correct_on_hand_page(self, record: HandRecord) -> bool:
        """A recorded hand is corrected on the entry screen, with a reason (else in the ledger's dialog)."""
        if not self.hand_page.start_correction(record):
            return False
        self.show_page(self.hand_page)
        return True

    def correct_selected_hand(self) -> None:
        self._on_selected_hand(lambda ledger, number: ledger.edit_hand(number))

    def void_selected_hand(self) -> None:
        self._on_selected_hand(lambda ledger, number: ledger.void_hand(number))

    def _on_selected_hand(self, act: Callable[[LedgerPage, int], object]) -> None:
        """Correct or void the hand selected in the ledger (shown first, so the user sees which)."""
        if self.ledger_features is None:
            return
        ledger = self.ledger_features.ledger_page
        self.show_page(ledger)
        number = ledger.selected_hand()
        if number is None:
            self.controller.failed.emit(translate("LedgerFeatures", "Select a hand in the ledger first"))
            return
        act(ledger, number)

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

    # -- pages and sessions -------------------------------------------------------------------
    def _refresh_start_page(self) -> None:
        self.start_page.refresh(
            self.controller.book.list_sessions(), self.controller.book_path, self.prefs.recent_books()
        )

    def show_start_page(self) -> None:
        self.hand_page.flush()
        self._refresh_start_page()
        self.views.setCurrentWidget(self.start_page)
        self.header_title.setText("")
        self.setWindowTitle(app_name())
        self.refresh_status()
        self.update_actions()
        self.start_page.sessions.setFocus()

    def show_page(self, widget: QWidget) -> None:
        if not self.controller.has_session():
            self.show_error(translate("MainWindow", "Open or start a session first"))
            return
        self.views.setCurrentWidget(self.session_view)
        widget = real_page(widget)  # a page built when first shown (deferred_page.py)
        self.pages.setCurrentWidget(widget)
        if widget is self.hand_page:
            self.hand_page.focus_entry()

    def restore_last_session(self) -> None:
        """Open the session that was open when the app last closed on this book."""
        sid = self.prefs.last_session(self.controller.book.location)
        known = {s.id for s in self.controller.book.list_sessions()}
        if sid in known:
            self.open_session(sid)

    def open_session(self, session_id: str) -> None:
        self.hand_page.flush()
        try:
            self.controller.open_session(session_id)
        except InputError as exc:
            self.show_error(str(exc))

    def _session_opened(self, session_id: str) -> None:
        self.prefs.set_last_session(self.controller.book.location, session_id)
        self.views.setCurrentWidget(self.session_view)
        page = self.prefs.page if 0 <= self.prefs.page < self.pages.count() else 0
        self.pages.setCurrentIndex(page)
        self.refresh()
        self.refresh_status()
        if self.pages.currentWidget() is self.hand_page:
            self.hand_page.focus_entry()

    def new_session(self) -> NewSessionDialog:
        """The new-session dialog (window-modal, not blocking)."""
        from scorekeeper_app.new_session_dialog import NewSessionDialog  # loaded when first needed: a faster start

        dialog = NewSessionDialog(self.controller.book.player_names(), self.controller.new_session, self)
        dialog.set_taken_names([s.name for s in self.controller.book.list_sessions()])
        dialog.accepted.connect(lambda: self._session_created(dialog))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.new_session_dialog = dialog
        dialog.open()
        return dialog

    def _session_created(self, dialog: NewSessionDialog) -> None:
        self.new_session_dialog = None
        if dialog.dealer:
            self.hand_page.model.set_dealer(dialog.dealer)
            self.hand_page.save_draft()
        self.activateWindow()  # back from the dialog: the table types here
        self.show_page(self.hand_page)

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
        self.show_start_page()
        self.restore_last_session()
        return True

    # -- slots of the registry ------------------------------------------------------------------
    def undo_recorded(self) -> None:
        self._safely(self.controller.undo)

    def redo_recorded(self) -> None:
        self._safely(self.controller.redo)

    def _safely(self, action: object) -> None:
        try:
            action()  # type: ignore[operator]
        except InputError as exc:
            self.show_error(str(exc))

    def _active_player(self) -> str | None:
        seats = self.hand_page.model.seats
        seat = self.hand_page.editor.active[0]
        return seats[seat] if 0 <= seat < len(seats) else None

    def previous_seat(self) -> None:
        self.hand_page.next_seat(-1)

    # -- window state -----------------------------------------------------------------------------
    def _restore_window(self) -> None:
        geometry, state = self.prefs.window_state()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1400, 900)
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hand_page.flush()
        self.prefs.set_window_state(self.saveGeometry(), self.saveState())
        self.prefs.sync()
        event.accept()
