"""The ledger table: one line per hand of the open session.

The model keeps only the hand numbers, each live hand's money and the running
totals (computed once per change, in one pass: :mod:`.ledger_totals`); the text,
marks, fonts and tooltips of a line are made when the view asks for them
(:mod:`.ledger_rows`), so a 10,000-hand session opens without building 10,000 rows
of strings. The columns and roles are in :mod:`.ledger_columns`.

:class:`LedgerFilterProxy` filters by player and mark; sorting is done by the model
itself (:mod:`.ledger_sorting`; the proxy passes it on), one key per hand.
"""

from __future__ import annotations

from bisect import bisect_left
from decimal import Decimal
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from scorekeeper.ledger.lines import CORRECTED, FANTASY, FOUL, MARK_ORDER, NATURAL, RACE_WIN, ROYALTY, SURRENDER
from scorekeeper.session.session import VOID, HandRecord, Session
from scorekeeper_app.models.ledger_columns import (
    ANSWERED_ROLES,
    COL_DEALER,
    COL_MARKS,
    COL_NUMBER,
    COL_TIME,
    FIRST_PLAYER_COLUMN,
    MONEY_OFFSET,
    RUNNING_OFFSET,
    VOIDED,
    LedgerRole,
    cell_alignment,
)
from scorekeeper_app.models.ledger_rows import RowCache, money_tooltip
from scorekeeper_app.models.ledger_sorting import RowOrder, sort_value
from scorekeeper_app.models.ledger_totals import LedgerSnapshot, LedgerTotals

__all__ = [  # the columns, roles and marks are the model's interface too
    "COL_DEALER",
    "COL_MARKS",
    "COL_NUMBER",
    "COL_TIME",
    "CORRECTED",
    "FANTASY",
    "FIRST_PLAYER_COLUMN",
    "FOUL",
    "MARK_ORDER",
    "MONEY_OFFSET",
    "NATURAL",
    "RACE_WIN",
    "ROYALTY",
    "RUNNING_OFFSET",
    "SURRENDER",
    "VOIDED",
    "LedgerFilterProxy",
    "LedgerModel",
    "LedgerRole",
]


class LedgerModel(QAbstractTableModel):
    """Every hand of a session. Rows are in number order unless :meth:`sort` chose another
    order: the model sorts itself (one key per hand, computed once), because a proxy's
    sort would call :meth:`data` twice per comparison, 260,000 calls for 10,000 hands."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._totals = LedgerTotals()  # by position: hands in number order
        self._rows = RowCache(self._totals)
        self._order = RowOrder()  # rows: positions in the shown order
        self._struck: QFont | None = None  # made when first drawn (a font needs the GUI application)

    # -- refreshing from the engine ---------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self._totals.players

    @property
    def currency(self) -> str:
        return self._totals.currency

    def refresh(self, session: Session | None) -> None:
        """Take the session's current state, telling the views only what changed."""
        new = LedgerSnapshot.of(session)
        before = self._totals.take_lines(new)
        if not self._order.in_number_order or not self._totals.continues(new):
            self.beginResetModel()
            self._totals.take_all(new)
            self._rows.clear()
            self._order.arrange(self._rows)
            self.endResetModel()
            return
        self._take_changes(new, self._totals.first_changed(before))

    def _take_changes(self, new: LedgerSnapshot, first: int) -> None:
        """Rows are positions: say only what changed from ``first`` on (a new hand is one inserted row)."""
        old_count, count = len(self._totals.numbers), len(new.numbers)
        if count < old_count:
            self.beginRemoveRows(QModelIndex(), count, old_count - 1)
        elif count > old_count:
            self.beginInsertRows(QModelIndex(), old_count, count - 1)
        self._totals.take_from(new, first)
        self._rows.drop_from(first)
        if count < old_count:
            self.endRemoveRows()
        elif count > old_count:
            self.endInsertRows()
        last_changed = min(old_count, count) - 1
        if first <= last_changed:
            self.dataChanged.emit(self.index(first, 0), self.index(last_changed, self.columnCount() - 1))

    # -- sorting ---------------------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Reorder the rows by a column (stable: equal keys stay in hand order)."""
        if not 0 <= column < max(self.columnCount(), FIRST_PLAYER_COLUMN):
            column, order = COL_NUMBER, Qt.SortOrder.AscendingOrder
        self._order.column, self._order.order = column, order
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        positions = [self._order.position(index.row()) for index in persistent]
        self._order.arrange(self._rows)
        rows = self._order.rows_by_position()
        self.changePersistentIndexList(
            persistent,
            [
                self.index(rows[p] if rows else p, index.column())
                for p, index in zip(positions, persistent, strict=True)
            ],
        )
        self.layoutChanged.emit()

    # -- what the chart, the page and the tests read -----------------------------------
    def running_points(self) -> tuple[list[int], dict[str, list[float]]]:
        """The live hands' numbers and each player's running total after each, for the chart."""
        return self._totals.running_points()

    def restyle(self) -> None:
        """The palette changed (light or dark): make the rows' colours again."""
        self._rows.clear()
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def lines_made(self) -> int:
        """How many rows' text is made and cached now (rows are made only when asked for)."""
        return len(self._rows)

    def widest_amount(self) -> Decimal:
        """The largest amount (in size) any money cell shows, to size the columns."""
        return self._totals.widest

    def void_count(self) -> int:
        return self._totals.voids

    def hand_number(self, row: int) -> int:
        return self._totals.numbers[self._order.position(row)]

    def row_of(self, number: int) -> int:
        numbers = self._totals.numbers
        position = bisect_left(numbers, number)
        if position == len(numbers) or numbers[position] != number:
            raise KeyError(number)
        return self._order.row(position)

    def record(self, row: int) -> HandRecord:
        return self._totals.records[self._order.position(row)]

    def money_column(self, player: str) -> int:
        return self._totals.columns.money_column(player)

    def running_column(self, player: str) -> int:
        return self._totals.columns.running_column(player)

    @property
    def house_column(self) -> int | None:
        """The House column (after the players'), or None when the session has no collection."""
        return self._totals.columns.house_column

    def house_total(self) -> Decimal:
        """The house's take over the live hands."""
        return self._totals.house_total()

    def player_of_column(self, column: int) -> tuple[str, int] | None:
        """``(player, offset)`` for a player column, else None."""
        return self._totals.columns.player_of_column(column)

    def row_matches(self, row: int, player: str | None, mark: str | None) -> bool:
        """Whether a row passes the filter: the player sat in it, and has the mark."""
        return self._rows.passes(self._order.position(row), player, mark)

    # -- Qt model interface -------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._totals.numbers)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._totals.columns.count

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        return self._totals.columns.header(section, role, house_total=self.house_total, currency=self.currency)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in ANSWERED_ROLES or not index.isValid():
            return None
        position, column = self._order.position(index.row()), index.column()
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.AccessibleTextRole:
            return self._rows.get(position).texts[column]
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._rows.get(position).foreground[column]
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._rows.get(position).background[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return cell_alignment(column)
        record = self._totals.records[position]
        if role == Qt.ItemDataRole.FontRole:
            return self._struck_font() if record.status == VOID else None
        if role == LedgerRole.HAND_NUMBER:
            return record.number
        if role == LedgerRole.STATUS:
            return record.status
        if role == LedgerRole.MARKS:
            return self._rows.get(position).marks
        if role == LedgerRole.MONEY:
            return self._money_value(position, column)
        if role == LedgerRole.SORT:
            return sort_value(self._rows, position, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(position, column, record)
        return None

    def _struck_font(self) -> QFont:
        """A void hand's font: struck through."""
        if self._struck is None:
            self._struck = QFont()
            self._struck.setStrikeOut(True)
        return self._struck

    def _money_value(self, position: int, column: int) -> Decimal | None:
        if column == self.house_column:
            return self._totals.house_in(position)
        found = self.player_of_column(column)
        return None if found is None else self._totals.money_in(position, *found)

    def _tooltip(self, position: int, column: int, record: HandRecord) -> str | None:
        found = self.player_of_column(column)
        if found is None or found[1] != MONEY_OFFSET:
            return self._rows.get(position).tooltip
        return money_tooltip(record, found[0])


class LedgerFilterProxy(QSortFilterProxyModel):
    """Filters by player and by mark (or void); sorting is passed on to the :class:`LedgerModel`,
    which does it in one pass, so the proxy keeps the source's order."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(LedgerRole.SORT)
        self._player: str | None = None
        self._mark: str | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        model = self.sourceModel()
        if isinstance(model, LedgerModel):
            model.sort(column, order)
        else:
            super().sort(column, order)

    @property
    def player(self) -> str | None:
        return self._player

    @property
    def mark(self) -> str | None:
        return self._mark

    def set_filter(self, *, player: str | None, mark: str | None) -> None:
        if (player, mark) == (self._player, self._mark):
            return
        self.beginFilterChange()
        self._player, self._mark = player, mark
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        if self._player is None and self._mark is None:
            return True
        model = self.sourceModel()
        assert isinstance(model, LedgerModel)
        return model.row_matches(source_row, self._player, self._mark)
