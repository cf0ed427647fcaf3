"""The main window's way between the start page and a session: opening one, starting a new
one (the dialog), and showing a session's page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from scorekeeper.errors import InputError
from scorekeeper_app.widgets.deferred_page import real_page
from scorekeeper_app.window.main_window_base import MainWindowBase
from scorekeeper_app.wording.i18n import app_name, translate

if TYPE_CHECKING:
    from scorekeeper_app.session.new_session_dialog import NewSessionDialog


class WindowSessions(MainWindowBase):
    """The start page, the session view and the pages in it."""

    def _refresh_start_page(self) -> None:
        self.start_page.refresh(
            self.controller.book.list_sessions(), self.controller.book_location, self.prefs.recent_books()
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
            self.entry_focus.request()  # Ctrl+1 on the Hand page already: the caret back too

    def start(self) -> None:
        """The first view on a book: the session open when the app last closed on it, else the
        start page (filled only then: a reopened session does not pay for listing the book)."""
        sid = self.prefs.last_session(self.controller.book.location)
        if sid in {s.id for s in self.controller.book.list_sessions()}:
            self.open_session(sid)
        if not self.controller.has_session():
            self.show_start_page()

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

    def new_session(self) -> NewSessionDialog:
        """The new-session dialog (window-modal, not blocking)."""
        from scorekeeper_app.session.new_session_dialog import (
            NewSessionDialog,  # loaded when first needed: a faster start
        )

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
        self.show_page(self.hand_page)  # the keys come back to the table (entry_focus.py)
