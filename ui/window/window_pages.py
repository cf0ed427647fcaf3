"""The main window's pages: the Hand page first, then the Ledger, Settle up, Standings and Players
(built when first shown; placeholders when the window is made without them), each with a
View-menu action, and correcting or voiding a hand, which goes between the pages."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QLabel, QWidget

from scorekeeper.session import HandRecord
from scorekeeper_app.window.actions import REGISTRY
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.ledger.ledger_page import LedgerPage
    from scorekeeper_app.players.players_page import PlayersPage
    from scorekeeper_app.window.ledger_features import LedgerFeatures
    from scorekeeper_app.window.main_window import MainWindow


class PlaceholderPage(QLabel):
    """Stands in for a page another part of the app provides."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setObjectName("muted")


class WindowPages(QObject):
    """The pages beside the session column and the View menu's way to each: a part of the main window."""

    def __init__(self, *, window: MainWindow) -> None:
        super().__init__(window)  # a child of the window: its slots go with it
        self.window = window
        self.actions: list[QAction] = []  # View > one action per page
        self.anchor: QAction | None = None  # the View menu's first entry: page actions go above it

    def add_page(self, title: str, widget: QWidget, shortcut: str | None = None, *, name: str = "") -> QAction:
        """Add a page (a tab beside Hand) and a View-menu action that shows it.

        ``title`` is shown (translated by the caller); ``name`` names the action (``page_<name>``).
        """
        window = self.window
        window.pages.addTab(widget, title)
        action = QAction(title, window)
        action.setObjectName(f"page_{(name or title).lower().replace(' ', '_')}")
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setToolTip(f"{title} ({shortcut})")
        action.triggered.connect(lambda _checked=False, w=widget: window.show_page(w))
        view = window.menus["&View"]
        if self.anchor is not None:
            view.insertAction(self.anchor, action)
        else:
            view.addAction(action)
        self.actions.append(action)
        return action

    def install(self, wanted: bool) -> LedgerFeatures | None:
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
                self.window.actions_by_id[act].setVisible(not spec.ledger)
            return None
        from scorekeeper_app.window.ledger_features import build_ledger_features

        features = build_ledger_features(
            self.window.controller,
            self.window,
            hand_editor=self._correct_on_hand_page,
            players_undo=self.window.status.stack_changed,
        )
        self.add_page(translate("LedgerFeatures", "Ledger"), features.ledger_slot, "Ctrl+2", name="ledger")
        self.add_page(translate("LedgerFeatures", "Settle up"), features.settle_slot, "Ctrl+3", name="settle_up")
        self.add_page(translate("LedgerFeatures", "Standings"), features.standings_slot, "Ctrl+4", name="standings")
        self.add_page(translate("LedgerFeatures", "Players"), features.players_slot, "Ctrl+5", name="players")
        return features

    # -- the Players page: its actions, and Edit > Undo while it shows ------------------------------
    def players_page(self) -> PlayersPage | None:
        """The Players page, shown (None without the extra pages or a session open)."""
        features = self.window.ledger_features
        if features is None:
            return None
        page = features.players_page
        self.window.show_page(page)
        return page if self.window.pages.currentWidget() is page else None

    def merge_players(self) -> None:
        if (page := self.players_page()) is not None:
            page.merge()

    def unmerge_player(self) -> None:
        if (page := self.players_page()) is not None:
            page.unmerge()

    def review_advice(self) -> None:
        if (page := self.players_page()) is not None:
            page.review_advice()

    def undo_stack(self) -> QUndoStack | None:
        """The stack Edit > Undo works on: the Players page's while it shows, else the entry's (None:
        another page shows)."""
        window = self.window
        current = window.pages.currentWidget()
        if current is window.hand_page:
            return window.hand_page.stack
        features = window.ledger_features
        if features is not None and current is not None and current is features.players_slot.built():
            return features.players_page.editor.stack
        return None

    def undo(self) -> None:
        if (stack := self.undo_stack()) is not None:
            stack.undo()

    def redo(self) -> None:
        if (stack := self.undo_stack()) is not None:
            stack.redo()

    def _correct_on_hand_page(self, record: HandRecord) -> bool:
        """A recorded hand is corrected on the entry screen, with a reason (else in the ledger's dialog)."""
        if not self.window.hand_page.start_correction(record):
            return False
        self.window.show_page(self.window.hand_page)
        return True

    def correct_selected_hand(self) -> None:
        self._on_selected_hand(lambda ledger, number: ledger.edit_hand(number))

    def void_selected_hand(self) -> None:
        self._on_selected_hand(lambda ledger, number: ledger.void_hand(number))

    def _on_selected_hand(self, act: Callable[[LedgerPage, int], object]) -> None:
        """Correct or void the hand selected in the ledger (shown first, so the user sees which); from the
        Hand page, the hand just recorded is selected first."""
        window = self.window
        if window.ledger_features is None:
            return
        ledger = window.ledger_features.ledger_page
        on_hand_page = window.pages.currentWidget() is window.hand_page
        window.show_page(ledger)
        live = window.controller.session().live_hands() if window.controller.has_session() else []
        if on_hand_page and live and window.hand_page.correcting is None:  # the hand just recorded
            ledger.select_hand(live[-1].number)
        number = ledger.selected_hand()
        if number is None:
            window.controller.failed.emit(translate("LedgerFeatures", "Select a hand in the ledger first"))
            return
        act(ledger, number)
