"""The main window: composes the start page, the session column and the pages, and
wires the registry's actions to them. Nothing is decided here.

Pages plug in with :meth:`MainWindow.add_page` (title, widget, shortcut).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QTabWidget, QWidget

from scorekeeper.errors import InputError
from scorekeeper.session import HandRecord
from scorekeeper_app.controller import SessionController
from scorekeeper_app.hand.entry_focus import EntryFocus
from scorekeeper_app.hand.hand_page import HandPage
from scorekeeper_app.session.session_changes import SessionChanges
from scorekeeper_app.settings import Preferences
from scorekeeper_app.widgets.card_render import CardOptions
from scorekeeper_app.window.actions import REGISTRY, Act, build_actions
from scorekeeper_app.window.book_watch import BookWatch
from scorekeeper_app.window.main_window_base import MainWindowBase
from scorekeeper_app.window.session_admin import SessionAdmin
from scorekeeper_app.window.session_panel import SessionPanel
from scorekeeper_app.window.start_page import StartPage
from scorekeeper_app.window.window_books import WindowBooks
from scorekeeper_app.window.window_chrome import WindowChrome
from scorekeeper_app.window.window_sessions import WindowSessions
from scorekeeper_app.window.window_status import ERROR_SHOWN_MS, WindowStatus
from scorekeeper_app.window.window_view import WindowView
from scorekeeper_app.wording.i18n import app_name, translate

if TYPE_CHECKING:
    from scorekeeper_app.ledger.ledger_page import LedgerPage
    from scorekeeper_app.window.ledger_features import LedgerFeatures

__all__ = ["ERROR_SHOWN_MS", "MainWindow", "PlaceholderPage"]


class PlaceholderPage(QLabel):
    """Stands in for a page another part of the app provides."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setObjectName("muted")


class MainWindow(WindowChrome, WindowStatus, WindowView, WindowBooks, WindowSessions, MainWindowBase):
    """The pages and the registry's actions put together; each part's job is in its own module."""

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
        self.page_actions: list[QAction] = []
        self._build_views(icon)
        self.session_changes = SessionChanges(
            controller, window=self, active_player=self._active_player, show_error=self.show_error
        )
        self.session_admin = SessionAdmin(
            controller, window=self, refresh=self._refresh_start_page, show_error=self.show_error
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
        self._connect_start_page()
        self._connect_session()
        self.entry_focus = EntryFocus(
            window=self, page=self.hand_page, pages=self.pages, menus=list(self.menus.values())
        )
        self.book_watch = BookWatch(controller, self)
        self._restore_window()
        self.start()

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
        page.new_session_requested.connect(self.new_session)
        page.open_book_requested.connect(self.open_book)
        page.session_chosen.connect(self.open_session)
        page.book_chosen.connect(self.switch_book)
        page.rename_requested.connect(self.session_admin.rename)
        page.archive_requested.connect(self.session_admin.set_archived)
        page.delete_requested.connect(self.session_admin.delete)

    def _connect_session(self) -> None:
        """The controller, the Hand page and the card options tell the window what changed."""
        controller = self.controller
        controller.changed.connect(self.refresh)
        controller.session_opened.connect(self._session_opened)
        controller.saved.connect(self._saved)
        controller.failed.connect(self.show_error)
        controller.storage_failed.connect(lambda title, text: self.prompt_error(title, text))  # and a dialog
        controller.changed_elsewhere.connect(self._changed_elsewhere)
        self.hand_page.entry_changed.connect(self._entry_changed)
        self.hand_page.message.connect(self.show_error)
        self.hand_page.correction_changed.connect(self.refresh)
        self.hand_page.stack.indexChanged.connect(self._stack_changed)
        self.pages.currentChanged.connect(self._page_changed)
        self.options.changed.connect(self._options_changed)

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
        from scorekeeper_app.window.ledger_features import build_ledger_features

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
        """Correct or void the hand selected in the ledger (shown first, so the user sees which); from the
        Hand page, the hand just recorded is selected first."""
        if self.ledger_features is None:
            return
        ledger = self.ledger_features.ledger_page
        on_hand_page = self.pages.currentWidget() is self.hand_page
        self.show_page(ledger)
        live = self.controller.session().live_hands() if self.controller.has_session() else []
        if on_hand_page and live and self.hand_page.correcting is None:  # the hand just recorded
            ledger.select_hand(live[-1].number)
        number = ledger.selected_hand()
        if number is None:
            self.controller.failed.emit(translate("LedgerFeatures", "Select a hand in the ledger first"))
            return
        act(ledger, number)

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
