"""What the main window's parts share: its state and the methods one part calls on another.

The window is composed of :class:`~scorekeeper_app.window.window_chrome.WindowChrome` (menus,
header, status bar, the kept geometry), :class:`~scorekeeper_app.window.window_status.WindowStatus`
(following the session), :class:`~scorekeeper_app.window.window_view.WindowView` (view, language,
help), :class:`~scorekeeper_app.window.window_books.WindowBooks` (opening and switching books),
:class:`~scorekeeper_app.window.window_sessions.WindowSessions` (the start page, opening and starting
sessions, showing a page) and :class:`~scorekeeper_app.window.main_window.MainWindow`, which
composes pages and actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QStackedWidget, QTabWidget, QToolBar, QWidget

from scorekeeper_app.controller import SessionController
from scorekeeper_app.settings import Preferences
from scorekeeper_app.widgets.card_render import CardOptions
from scorekeeper_app.window.actions import Act

if TYPE_CHECKING:
    from scorekeeper_app.hand.entry_focus import EntryFocus
    from scorekeeper_app.hand.hand_page import HandPage
    from scorekeeper_app.session.new_session_dialog import NewSessionDialog
    from scorekeeper_app.window.session_panel import SessionPanel
    from scorekeeper_app.window.start_page import StartPage


class MainWindowBase(QMainWindow):
    controller: SessionController
    prefs: Preferences
    options: CardOptions
    actions_by_id: dict[Act, QAction]
    menus: dict[str, QMenu]
    language_menu: QMenu
    header: QToolBar
    header_title: QLabel
    saved_label: QLabel
    error_label: QLabel
    _error_timer: QTimer
    _pages_anchor: QAction | None
    hand_page: HandPage
    entry_focus: EntryFocus  # where the keys go while the Hand page is up
    session_panel: SessionPanel
    start_page: StartPage
    pages: QTabWidget
    views: QStackedWidget
    session_view: QWidget
    new_session_dialog: NewSessionDialog | None  # the open new-session dialog (tests fill it in)

    # -- what one part calls on another (each is defined by one part) -----------------------
    def show_error(self, text: str) -> None:
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    def refresh_status(self) -> None:
        raise NotImplementedError

    def choose_language(self, code: str) -> None:
        raise NotImplementedError

    def update_actions(self) -> None:
        raise NotImplementedError

    def show_page(self, widget: QWidget) -> None:
        raise NotImplementedError

    def show_start_page(self) -> None:
        raise NotImplementedError

    def start(self) -> None:
        raise NotImplementedError
