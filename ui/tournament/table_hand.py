"""A hand at one table: each seated player's rows typed in the engine's card words (``As Kd 7h``),
the hand's setting clock started (recorded, so every screen may count it down) and counted down,
the seats not set when it runs out marked as such, and the hand recorded: the engine scores a
marked seat as the event says (fouled or surrendered) and moves the chips.

Whether a seat is set is the engine's word (:func:`scorekeeper.tournament_log.seat_is_set`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from scorekeeper.book import Book
from scorekeeper.errors import InputError
from scorekeeper.tournament_log import Tally, hand_data, record_hand, seat_is_set, start_hand
from scorekeeper_app.tournament.setting_clock import SettingClock, clock_text
from scorekeeper_app.wording.formatting import row_title
from scorekeeper_app.wording.i18n import translate

ROWS = ("front", "middle", "back")
ROW_CARDS = {"front": 3, "middle": 5, "back": 5}  # shown as a hint; the engine says whether a seat is set
MAX_SEATS = 6
WARN_SECONDS = 10


class SeatRow:
    """One seat's name, rows and state, in a line of the grid."""

    def __init__(self, grid: QGridLayout, line: int, changed: Callable[[], None]) -> None:
        self.name = QLabel()
        self.edits = {row: QLineEdit() for row in ROWS}
        self.state = QLabel()
        grid.addWidget(self.name, line, 0)
        for column, (row, edit) in enumerate(self.edits.items(), start=1):
            edit.setObjectName(f"seat{line}_{row}")
            edit.setPlaceholderText(f"{row_title(row)} ({ROW_CARDS[row]})")
            edit.textChanged.connect(changed)
            grid.addWidget(edit, line, column)
        grid.addWidget(self.state, line, 4)

    def widgets(self) -> list[QWidget]:
        return [self.name, *self.edits.values(), self.state]

    def rows(self) -> dict[str, str]:
        return {row: edit.text() for row, edit in self.edits.items()}


class TableHand(QWidget):
    """The table chosen, its seats' rows, the clock, and Record."""

    recorded = Signal(object)  # the event after the hand (a Tally)
    failed = Signal(str)

    def __init__(self, book: Callable[[], Book], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.tournament: str | None = None
        self.tally: Tally | None = None
        self.board: dict[str, Any] | None = None
        self.seated: tuple[str, ...] = ()
        self.expired: set[str] = set()
        self.ran_out = False  # this hand's clock ran out here (a late refresh never starts it again)
        self.clock = SettingClock(self)
        self.clock.ticked.connect(self._show_left)
        self.clock.expired.connect(self._time_up)
        self.table = QComboBox()
        self.table.setObjectName("tournamentTable")
        self.table.currentIndexChanged.connect(lambda _i: self._table_chosen())
        self.time = QLabel("–")
        self.time.setObjectName("settingClock")
        font = self.time.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.time.setFont(font)
        self.start_button = QPushButton(translate("TableHand", "Start the clock"))
        self.start_button.clicked.connect(self.start_clock)
        self.record_button = QPushButton(translate("TableHand", "Record the hand"))
        self.record_button.clicked.connect(self.record)
        for button in (self.start_button, self.record_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # their keys are the menu's; Tab stays in the rows
        bar = QHBoxLayout()
        bar.addWidget(QLabel(translate("TableHand", "Table")))
        bar.addWidget(self.table, 1)
        bar.addWidget(self.time)
        bar.addWidget(self.start_button)
        bar.addWidget(self.record_button)
        grid = QGridLayout()
        self.seats = [SeatRow(grid, line, self._entry_changed) for line in range(MAX_SEATS)]
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 5)
        grid.setColumnStretch(3, 5)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(bar)
        column.addLayout(grid)
        self._show_seats()

    # -- the event as it stands -------------------------------------------------------------
    def show_event(self, tournament: str | None, tally: Tally | None, board: dict[str, Any] | None) -> None:
        """The tables in play; the table chosen stays chosen, and what is typed at it stays."""
        self.tournament, self.tally, self.board = tournament, tally, board
        keep = self.table.currentData()
        blocked = self.table.blockSignals(True)
        self.table.clear()
        for t in board["tables"] if board is not None else ():
            words = translate("TableHand", "Table {table}: {players}").format(
                table=t["table"], players=", ".join(t["players"])
            )
            self.table.addItem(words, t["table"])
        index = self.table.findData(keep)
        self.table.setCurrentIndex(index if index >= 0 else 0 if self.table.count() else -1)
        self.table.blockSignals(blocked)
        self._table_chosen()

    def _on_expiry(self) -> str:
        clock = self.tally.field.structure.clock if self.tally is not None and self.tally.field else None
        return clock.on_expiry if clock is not None else "foul"

    def _clock_seconds(self) -> int | None:
        clock = self.tally.field.structure.clock if self.tally is not None and self.tally.field else None
        return clock.seconds if clock is not None else None

    def chosen(self) -> int | None:
        data = self.table.currentData()
        return int(data) if data is not None else None

    def _table_chosen(self) -> None:
        table = self.chosen()
        f = self.tally.field if self.tally is not None else None
        seated = tuple(f.tables.get(table, ())) if f is not None and table is not None else ()
        if seated != self.seated:  # another table, or its players changed: a new hand
            self.seated = seated
            self._clear_entry()
        if not self.clock.running and not self.ran_out:
            self._resume_clock(table)
        self._show_seats()

    def _resume_clock(self, table: int | None) -> None:
        """A hand whose clock was started (here or on another screen) counts on to the deadline the
        event recorded."""
        setting: dict[str, Any] = (self.board or {}).get("setting") or {}
        started = [s for s in setting.get("started", ()) if s["table"] == table]
        if not started:
            return
        seconds = int(setting["seconds"])
        left = (datetime.fromisoformat(started[0]["deadline"]) - datetime.now().astimezone()).total_seconds()
        if 0 < left <= seconds:
            self.clock.start(seconds, elapsed=seconds - left)

    # -- the seats ----------------------------------------------------------------------------
    def _show_seats(self) -> None:
        for line, seat in enumerate(self.seats):
            shown = line < len(self.seated)
            for widget in seat.widgets():
                widget.setVisible(shown)
            if shown:
                seat.name.setText(self.seated[line])
        self._entry_changed()

    def _entry_changed(self) -> None:
        for name, seat in zip(self.seated, self.seats, strict=False):
            seat.state.setText(self._state_words(name, seat_is_set(seat.rows())))
            seat.state.setObjectName("error" if name in self.expired else "")
            seat.state.style().polish(seat.state)

    def _state_words(self, name: str, is_set: bool) -> str:
        if name in self.expired:
            if self._on_expiry() == "surrender":
                return translate("TableHand", "not set in time: surrenders")
            return translate("TableHand", "not set in time: fouled")
        return translate("TableHand", "set") if is_set else ""

    def _clear_entry(self) -> None:
        self.clock.stop()
        self.expired = set()
        self.ran_out = False
        seconds = self._clock_seconds()
        self.time.setText(clock_text(seconds) if seconds is not None else "–")
        self._warn(False)
        for seat in self.seats:
            for edit in seat.edits.values():
                edit.clear()

    def first_row(self) -> QLineEdit:
        return self.seats[0].edits["front"]

    # -- the clock ----------------------------------------------------------------------------
    def start_clock(self) -> None:
        """The hand's clock recorded as started at this table, and counted down here."""
        table, seconds = self.chosen(), self._clock_seconds()
        if self.tournament is None or table is None:
            self.failed.emit(translate("TableHand", "Choose a table first (the draw makes them)"))
            return
        if seconds is None:
            self.failed.emit(translate("TableHand", "This event has no setting clock"))
            return
        if self.clock.running:
            return
        try:
            start_hand(self.book(), self.tournament, table=table)
        except InputError as exc:
            self.failed.emit(str(exc))
            return
        self.expired, self.ran_out = set(), False
        self.clock.start(seconds)
        self._entry_changed()
        self.first_row().setFocus()

    def _show_left(self, seconds: int) -> None:
        self.time.setText(clock_text(seconds))
        self._warn(seconds <= WARN_SECONDS)

    def _warn(self, late: bool) -> None:
        """The clock in the error colour for its last seconds and once the time is up."""
        self.time.setObjectName("error" if late else "settingClock")
        self.time.style().polish(self.time)

    def _time_up(self) -> None:
        """The seats not set by now are marked: their cards are still typed, and scored as the event says."""
        self.ran_out = True
        self.time.setText(translate("TableHand", "Time!"))
        self._warn(True)
        self.expired = {
            name for name, seat in zip(self.seated, self.seats, strict=False) if not seat_is_set(seat.rows())
        }
        self._entry_changed()

    # -- recording ----------------------------------------------------------------------------
    def record(self) -> None:
        table = self.chosen()
        if self.tournament is None or table is None:
            self.failed.emit(translate("TableHand", "Choose a table first (the draw makes them)"))
            return
        seats = [(name, seat.rows()) for name, seat in zip(self.seated, self.seats, strict=False)]
        expired = tuple(name for name in self.seated if name in self.expired)
        try:
            tally = record_hand(
                self.book(), self.tournament, table=table, data=hand_data(seats), dealer=None, expired=expired
            )
        except InputError as exc:
            self.failed.emit(str(exc))
            return
        self.seated = ()  # the next hand starts afresh, whatever the table seats now
        self.recorded.emit(tally)

    def clear(self) -> None:
        self._clear_entry()
        self._entry_changed()
