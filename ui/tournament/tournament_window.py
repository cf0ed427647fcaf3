"""The Tournament window: the director's view of one event of the book, and its actions.

The field (name, chips, table, seat, status, place) is the main list; beside it the level and the
hands to the next, the prize pool, the tables, the payouts and the eliminations; under it a
table's hand with its setting clock. Every figure is the engine's board
(:func:`scorekeeper.tournament_log.board_json`: ``tournament show``'s numbers), and every action
one recorded event made by the engine (register, re-buy, draw, the balancing moves confirmed,
a table's hand, the finish); a refusal is shown in one line and records nothing.
"""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
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
    confirm_moves,
    create_tournament,
    draw_tables,
    finish,
    rebuy,
    register,
    tally,
    tournaments,
)
from scorekeeper_app.players.players_models import NAME_ROLE, TextTable
from scorekeeper_app.tournament import tournament_models as words
from scorekeeper_app.tournament.director_prompts import DirectorPrompts
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
        self.prompts = DirectorPrompts(self)
        self.event_dialog: EventDialog | None = None  # the new event's form while it is open
        self.setCentralWidget(self._build())
        self.actions_by_id = make_actions(self, REGISTRY)
        self._build_menus()
        self._seen = -1
        self.watch = QTimer(self)
        self.watch.setInterval(POLL_MS)
        self.watch.timeout.connect(self._poll)
        self.watch.start()
        self.resize(1200, 660)
        events = self._events()
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
        self.field = TextTable(words.field_headers(), self)
        self.field_view = self._field_view()
        splitter = QSplitter()
        splitter.addWidget(self.field_view)
        splitter.addWidget(ScrollPage(self._figures()))
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.hand = TableHand(self.book, self)
        self.hand.failed.connect(self.show_problem)
        self.hand.recorded.connect(self._hand_recorded)
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
        view.horizontalHeader().setStretchLastSection(True)
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
    def _events(self) -> list[Any]:
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
        self.field_view.resizeColumnsToContents()
        self._select(keep)
        self.hand.show_event(self.tournament, self.tally, board)
        drawn = board is not None and board["drawn"]
        live = board is not None and not board["finished"]
        for act in (TAct.REGISTER, TAct.REBUY, TAct.DRAW, TAct.FINISH):
            self.actions_by_id[act].setEnabled(live)
        for act in (TAct.BALANCE, TAct.START_CLOCK, TAct.RECORD, TAct.CLEAR, TAct.TABLE):
            self.actions_by_id[act].setEnabled(live and drawn)

    def selected(self) -> str | None:
        index = self.field_view.currentIndex()
        return str(self.field.data(index, NAME_ROLE)) if index.isValid() else None

    def _select(self, name: str | None) -> None:
        keys = self.field.keys
        if not keys:
            return
        row = keys.index(name) if name in keys else 0
        self.field_view.selectionModel().setCurrentIndex(
            self.field.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
        )

    def _poll(self) -> None:
        """Another terminal's action (a hand at another table) shows here within a second."""
        try:
            counter = self.book().change_counter()
        except (sqlite3.Error, BookError):
            return
        if counter != self._seen:
            self._seen = counter
            if self._seen != -1 and self.tournament is not None:
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

    # -- the director's actions: each one recorded event --------------------------------------
    def _recorded(self, action: Callable[[], object], done: str) -> bool:
        try:
            action()
        except (InputError, BookError) as exc:
            self.show_problem(str(exc))
            self.refresh()
            return False
        self.refresh()
        self.said(done)
        return True

    def new_event(self) -> None:
        structure = self.prompts.new_event()
        self.focus_field()
        if structure is None:
            return
        try:
            made = create_tournament(self.book(), structure)
        except (InputError, BookError) as exc:
            self.show_problem(str(exc))
            return
        self.show_event(made)
        self.said(translate("TournamentWindow", "Event created: register the players (Ctrl+R)"))

    def open_event(self) -> None:
        events = self._events()
        chosen = self.prompts.choose_event(events, current=self.tournament)
        if chosen is not None:
            self.show_event(chosen)
        self.focus_field()

    def register(self) -> None:
        if self.tournament is None or self.tally is None or self.tally.field is None:
            return
        name = self.prompts.register_name(list(self.tally.field.chips))
        self.focus_field()
        if name:
            t = self.tournament
            self._recorded(
                lambda: register(self.book(), t, name),
                translate("TournamentWindow", "{name} registered").format(name=name.strip()),
            )
            self._select(name.strip())

    def rebuy(self) -> None:
        name = self.selected()
        if self.tournament is None or name is None:
            return
        asked = self.prompts.confirm(translate("TournamentWindow", "Record a re-buy for {name}?").format(name=name))
        self.focus_field()
        if asked:
            t = self.tournament
            self._recorded(
                lambda: rebuy(self.book(), t, name), translate("TournamentWindow", "{name} re-bought").format(name=name)
            )

    def draw(self) -> None:
        if self.tournament is None or self.tally is None or self.tally.field is None:
            return
        entries = len(self.tally.field.chips)
        asked = self.prompts.confirm(
            translate(
                "TournamentWindow", "Draw the seats for {count} players now? The draw's seed is recorded."
            ).format(count=entries)
        )
        self.focus_field()
        if asked:
            t, seed = self.tournament, secrets.randbelow(2**31)
            self._recorded(
                lambda: draw_tables(self.book(), t, seed), translate("TournamentWindow", "Seats drawn: the tables play")
            )

    def balance(self) -> None:
        if self.tournament is None or self.tally is None or self.tally.field is None:
            return
        moves = self.tally.field.proposed_moves()
        if not moves:
            self.said(translate("TournamentWindow", "The tables are balanced: no move to make"))
            return
        lines = [
            translate("TournamentWindow", "{player}: table {source} to table {target}").format(
                player=m.player, source=m.from_table, target=m.to_table
            )
            for m in moves
        ]
        asked = self.prompts.confirm(
            translate("TournamentWindow", "Make these moves?") + "\n\n" + "\n".join(lines), title="balance"
        )
        self.focus_field()
        if asked:
            t = self.tournament
            self._recorded(lambda: confirm_moves(self.book(), t), translate("TournamentWindow", "Moves recorded"))

    def finish(self) -> None:
        if self.tournament is None:
            return
        asked = self.prompts.confirm(
            translate(
                "TournamentWindow", "Finish the event? The places and payouts are final; nothing more is recorded."
            )
        )
        self.focus_field()
        if asked:
            t = self.tournament
            if self._recorded(lambda: finish(self.book(), t), translate("TournamentWindow", "The event is finished")):
                self.prompts.results(self.tally)
                self.focus_field()

    def _hand_recorded(self, after: Tally) -> None:
        self.refresh()
        done = after.last
        text = translate("TournamentWindow", "Hand recorded")
        if done is not None:
            text = translate("TournamentWindow", "Hand {hand} at table {table} recorded").format(
                hand=done.hand, table=done.table
            )
            if done.eliminated:
                out = ", ".join(e.name for e in done.eliminated)
                text += " · " + translate("TournamentWindow", "out: {names}").format(names=out)
            if done.moves:
                text += " · " + translate("TournamentWindow", "balance the tables (Ctrl+B)")
        self.said(text)
        self.focus_field()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.hand.clock.stop()
        self.watch.stop()
        event.accept()


def open_tournament(window: Any) -> TournamentWindow:
    """The main window's Tournament window, made on first use, shown and given the keys."""
    shown = getattr(window, "tournament_window", None)
    if not isinstance(shown, TournamentWindow):
        shown = TournamentWindow(lambda: window.controller.book, window)
        window.tournament_window = shown
    else:
        shown.watch.start()
        shown.refresh()
    shown.show()
    shown.raise_()
    shown.focus_field()
    return shown
