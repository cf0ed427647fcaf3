"""The Tournament window: the director's view of one event of the book, and its actions.

The field (name, chips, table, seat, status, place) is the main list; beside it the level and the
hands to the next, the prize pool, the tables, the payouts and the eliminations; under it a
table's hand with its setting clock. Every figure is the engine's board
(:func:`scorekeeper.tournament_log.board_json`: ``tournament show``'s numbers), and every action
one recorded event made by the engine (register, re-buy, draw, the balancing moves confirmed,
a table's hand, the finish); a refusal is shown in one line and records nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.book import Book, BookError
from scorekeeper.errors import InputError
from scorekeeper.tournament_log import (
    Tally,
    board_json,
    tally,
    tournaments,
)
from scorekeeper_app.players.players_models import NAME_ROLE, TextTable
from scorekeeper_app.tournament import tournament_models as words
from scorekeeper_app.tournament.director_actions import DirectorActions
from scorekeeper_app.tournament.event_dialog import EventDialog
from scorekeeper_app.tournament.table_hand import TableHand
from scorekeeper_app.tournament.tournament_actions import MENUS, REGISTRY, TAct
from scorekeeper_app.widgets.fitted_table import fit_to_contents, readonly_table
from scorekeeper_app.widgets.scroll_page import ScrollPage
from scorekeeper_app.window.action_spec import make_actions
from scorekeeper_app.wording.i18n import translate

POLL_MS = 500  # another terminal's hand shows within a second
SHOWN_MS = 8000  # a message in the status bar


class TournamentWindow(QMainWindow):
    """One event of the book: its field, figures and actions (a window of its own, the main window's)."""

    def __init__(self, book: Callable[[], Book], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.book = book
        self.setObjectName("tournamentWindow")
        self.tournament: str | None = None
        self.tally: Tally | None = None
        self.board: dict[str, Any] | None = None
        self.director = DirectorActions(self)
        self.event_dialog: EventDialog | None = None  # the new event's form while it is open
        self.setCentralWidget(self._build())
        self.actions_by_id = make_actions(self, REGISTRY)
        self._build_menus()
        self._seen = self._counter()
        self.watch = QTimer(self)
        self.watch.setInterval(POLL_MS)
        self.watch.timeout.connect(self._poll)
        self.watch.start()
        self.ticker = QTimer(self)  # levels kept by time: the level line follows the event's clock
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self._tick)
        self.ticker.start()
        self.resize(1200, 660)
        events = self.events()
        self.show_event(events[-1].id if events else None)

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> QWidget:
        page = QWidget()
        self.title = QLabel()
        self.title.setObjectName("tournamentTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.level = QLabel()
        self.money = QLabel()
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.field = words.FieldTable(words.field_headers(), self)
        self.field_view = self._field_view()
        splitter = QSplitter()
        splitter.addWidget(self.field_view)
        splitter.addWidget(ScrollPage(self._figures()))
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.hand = TableHand(self.book, self)
        self.hand.failed.connect(self.show_problem)
        self.hand.recorded.connect(lambda after: self.director.hand_recorded(after))
        column = QVBoxLayout(page)
        column.addWidget(self.title)
        column.addWidget(self.level)
        column.addWidget(self.money)
        column.addWidget(self.problem)
        column.addWidget(splitter, 1)
        column.addWidget(self.hand)
        return page

    def _field_view(self) -> QTableView:
        view = QTableView()
        view.setObjectName("tournamentField")
        view.setModel(self.field)
        view.verticalHeader().hide()
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setTabKeyNavigation(False)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the name takes the room
        view.setMinimumWidth(420)
        return view

    def _figures(self) -> QWidget:
        """The tables, the payouts and the eliminations, each sized to what it holds."""
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        self.tables = TextTable(words.table_headers(), self, text_columns=2)
        self.payouts = TextTable(words.payout_headers(), self)
        self.eliminations = TextTable(words.elimination_headers(), self, text_columns=2)
        self.tables_view = readonly_table(self.tables)
        self.payouts_view = readonly_table(self.payouts)
        self.eliminations_view = readonly_table(self.eliminations)
        column.addWidget(self.tables_view)
        row = QHBoxLayout()
        for title, view in (
            (translate("TournamentWindow", "Payouts"), self.payouts_view),
            (translate("TournamentWindow", "Eliminations"), self.eliminations_view),
        ):
            box = QVBoxLayout()
            box.addWidget(QLabel(title))
            box.addWidget(view)
            box.addStretch(1)
            row.addLayout(box)
        row.addStretch(1)
        column.addLayout(row)
        column.addStretch(1)
        return page

    def _build_menus(self) -> None:
        self.menus: dict[str, QMenu] = {title: self.menuBar().addMenu(translate("Menus", title)) for title in MENUS}
        for act, spec in REGISTRY.items():
            menu = self.menus[spec.menu]
            if spec.separator_before:
                menu.addSeparator()
            menu.addAction(self.actions_by_id[act])

    # -- the event shown --------------------------------------------------------------------
    def events(self) -> list[Any]:
        try:
            return tournaments(self.book())
        except (InputError, BookError) as exc:
            self.show_problem(str(exc))
            return []

    def show_event(self, tournament: str | None) -> None:
        self.tournament = tournament
        self.refresh()
        self.focus_field()

    def refresh(self) -> None:
        """The event read again from the book; every table and line shows the board."""
        self.tally = self.board = None
        if self.tournament is not None:
            try:
                self.tally = tally(self.book(), self.tournament)
                self.board = board_json(self.tournament, self.tally)
            except (InputError, BookError) as exc:
                self.show_problem(str(exc))
        self._show()

    def _show(self) -> None:
        board = self.board
        keep = self.selected()
        if board is None:
            self.setWindowTitle(translate("TournamentWindow", "Tournament"))
            self.title.setText(translate("TournamentWindow", "No event yet: Event > New event (Ctrl+N)"))
            self.level.clear()
            self.money.clear()
            self.field.show([])
            for model in (self.tables, self.payouts, self.eliminations):
                model.show([])
        else:
            name = board["name"] + (translate("TournamentWindow", " (finished)") if board["finished"] else "")
            self.setWindowTitle(translate("TournamentWindow", "Tournament: {name}").format(name=name))
            self.title.setText(name)
            self.level.setText(words.level_line(board))
            self.money.setText(words.money_line(board))
            rows, keys = words.field_rows(board)
            self.field.show(rows, keys=keys)
            self.tables.show(words.table_rows(board))
            self.payouts.show(words.payout_rows(board))
            self.eliminations.show(words.elimination_rows(board))
        for view in (self.tables_view, self.payouts_view, self.eliminations_view):
            fit_to_contents(view, min_width=120)
        self.select(keep)
        self.hand.show_event(self.tournament, self.tally, board)
        drawn = board is not None and board["drawn"]
        live = board is not None and not board["finished"]
        for act in (TAct.REGISTER, TAct.REBUY, TAct.ADD_ON, TAct.DRAW, TAct.EVENT_CLOCK, TAct.FINISH):
            self.actions_by_id[act].setEnabled(live)
        for act in (TAct.BALANCE, TAct.START_CLOCK, TAct.RECORD, TAct.CLEAR, TAct.TABLE):
            self.actions_by_id[act].setEnabled(live and drawn)

    def _tick(self) -> None:
        """While the event's clock runs, its level and the time to the next are counted again (no replay)."""
        board = self.board
        if self.tournament is None or self.tally is None or board is None or not board.get("clock", {}).get("running"):
            return
        self.board = board = board_json(self.tournament, self.tally)
        self.level.setText(words.level_line(board))
        self.tables.show(words.table_rows(board))

    def selected(self) -> str | None:
        index = self.field_view.currentIndex()
        return str(self.field.data(index, NAME_ROLE)) if index.isValid() else None

    def select(self, name: str | None) -> None:
        keys = self.field.keys
        if not keys:
            return
        row = keys.index(name) if name in keys else 0
        self.field_view.selectionModel().setCurrentIndex(
            self.field.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
        )

    def _counter(self) -> int:
        """The book's count of other connections' commits (-1: not known now)."""
        try:
            return self.book().change_counter()
        except (sqlite3.Error, BookError):
            return -1

    def _poll(self) -> None:
        """Another terminal's action (a hand at another table) shows here within a second."""
        counter = self._counter()
        if counter == -1:
            return
        if counter != self._seen:
            self._seen = counter
            if self.tournament is not None:
                self.refresh()

    # -- messages and keys ------------------------------------------------------------------
    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def said(self, text: str) -> None:
        self.show_problem("")
        self.statusBar().showMessage(text, SHOWN_MS)

    def focus_field(self) -> None:
        self.activateWindow()
        self.field_view.setFocus()

    def focus_table(self) -> None:
        self.hand.table.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hand.clock.stop()
        self.watch.stop()
        self.ticker.stop()
        event.accept()


def open_tournament(window: Any) -> TournamentWindow:
    """The main window's Tournament window, made on first use, shown and given the keys."""
    shown = getattr(window, "tournament_window", None)
    if not isinstance(shown, TournamentWindow):
        shown = TournamentWindow(lambda: window.controller.book, window)
        window.tournament_window = shown
    else:  # shown again, perhaps on another book: the event kept if this book holds it
        shown.watch.start()
        shown.ticker.start()
        events = [e.id for e in shown.events()]
        shown.show_event(shown.tournament if shown.tournament in events else events[-1] if events else None)
    shown.show()
    shown.raise_()
    shown.focus_field()
    return shown
