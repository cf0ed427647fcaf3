"""The main window's way between the start page and a session: opening one, starting a new
one (the dialog), and showing a session's page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from scorekeeper.errors import InputError
from scorekeeper_app.widgets.deferred_page import real_page
from scorekeeper_app.wording.i18n import app_name, translate

if TYPE_CHECKING:
    from scorekeeper_app.session.new_session_dialog import NewSessionDialog
    from scorekeeper_app.window.main_window import MainWindow


class WindowSessions(QObject):
    """The start page, the session view and the pages in it: a part of the main window."""

    def __init__(self, *, window: MainWindow) -> None:
        super().__init__(window)  # a child of the window: its slots go with it
        self.window = window

    def refresh_start_page(self) -> None:
        window = self.window
        window.start_page.refresh(
            window.controller.book.list_sessions(), window.controller.book_location, window.prefs.recent_books()
        )

    def show_start_page(self) -> None:
        window = self.window
        window.hand_page.flush()
        self.refresh_start_page()
        window.views.setCurrentWidget(window.start_page)
        window.header_title.setText("")
        window.setWindowTitle(app_name())
        window.refresh_status()
        window.update_actions()
        window.start_page.sessions.setFocus()

    def show_page(self, widget: QWidget) -> None:
        window = self.window
        if not window.controller.has_session():
            window.show_error(translate("MainWindow", "Open or start a session first"))
            return
        window.views.setCurrentWidget(window.session_view)
        widget = real_page(widget)  # a page built when first shown (deferred_page.py)
        window.pages.setCurrentWidget(widget)
        if widget is window.hand_page:
            window.entry_focus.request()  # Ctrl+1 on the Hand page already: the caret back too

    def start(self) -> None:
        """The first view on a book: the session open when the app last closed on it, else the
        start page (filled only then: a reopened session does not pay for listing the book)."""
        window = self.window
        sid = window.prefs.last_session(window.controller.book.location)
        if sid in {s.id for s in window.controller.book.list_sessions()}:
            self.open_session(sid)
        if not window.controller.has_session():
            self.show_start_page()

    def open_session(self, session_id: str) -> None:
        window = self.window
        window.hand_page.flush()
        try:
            window.controller.open_session(session_id)
        except InputError as exc:
            window.show_error(str(exc))

    def session_opened(self, session_id: str) -> None:
        window = self.window
        window.prefs.set_last_session(window.controller.book.location, session_id)
        window.views.setCurrentWidget(window.session_view)
        page = window.prefs.page if 0 <= window.prefs.page < window.pages.count() else 0
        window.pages.setCurrentIndex(page)
        window.refresh()
        window.refresh_status()

    def new_session(self) -> NewSessionDialog:
        """The new-session dialog (window-modal, not blocking)."""
        window = self.window
        from scorekeeper_app.session.new_session_dialog import (
            NewSessionDialog,  # loaded when first needed: a faster start
        )

        book = window.controller.book
        dialog = NewSessionDialog(book.player_names(), window.controller.new_session, window)
        dialog.set_taken_names([s.name for s in book.list_sessions()])
        from scorekeeper_app.players.name_prompt import CloseNames

        dialog.name_check = CloseNames(lambda: book, dialog)
        dialog.accepted.connect(lambda: self.session_created(dialog))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.new_session_dialog = dialog
        dialog.open()
        return dialog

    def session_created(self, dialog: NewSessionDialog) -> None:
        window = self.window
        window.new_session_dialog = None
        if dialog.dealer:
            window.hand_page.model.set_dealer(dialog.dealer)
            window.hand_page.save_draft()
        self.show_page(window.hand_page)  # the keys come back to the table (entry_focus.py)
