"""The ledger table: one line per hand of the open session.

The model keeps only the hand numbers, each live hand's money and the running
totals (computed once per change, in one pass); the text, marks, fonts and
tooltips of a line are made when the view asks for them, so a 10,000-hand
session opens without building 10,000 rows of strings.

Columns: number, time, dealer, marks, then two per player (money for the hand,
running total), and a last "House" column (each hand's collection) when the
session has one. :class:`LedgerFilterProxy` filters by player and mark; sorting is
done by the model itself (the proxy passes it on), one key per hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from scorekeeper.ledger_lines import (
    CORRECTED,
    FANTASY,
    FOUL,
    MARK_ORDER,
    NATURAL,
    RACE_WIN,
    ROYALTY,
    SURRENDER,
    LedgerLine,
    ledger_lines,
)
from scorekeeper.session import VOID, HandRecord, Session
from scorekeeper_app import theme
from scorekeeper_app.formatting import event_words, hand_name, money_text, natural_name, row_name, status_name
from scorekeeper_app.i18n import translate
from scorekeeper_app.mark_words import mark_legend, mark_letter

COL_NUMBER, COL_TIME, COL_DEALER, COL_MARKS = range(4)
FIRST_PLAYER_COLUMN = 4  # then, per player: MONEY_OFFSET and RUNNING_OFFSET
MONEY_OFFSET, RUNNING_OFFSET = 0, 1

VOIDED = "void"  # a filter choice beside the marks

_ROW_CACHE_LIMIT = 4096


@dataclass(frozen=True, slots=True)
class _Brushes:
    """The theme's colours as brushes (light or dark, as the palette is now)."""

    dark: bool
    muted: QBrush
    up: QBrush
    down: QBrush
    foul: QBrush
    royalty: QBrush


_brushes: _Brushes | None = None


def brushes() -> _Brushes:
    global _brushes
    t = theme.current()
    if _brushes is None or _brushes.dark != t.dark:
        gold = QColor(t.gold)
        gold.setAlpha(60)
        _brushes = _Brushes(t.dark, QBrush(t.muted), QBrush(t.up), QBrush(t.down), QBrush(t.foul_bg), QBrush(gold))
    return _brushes


def money_brush(value: Decimal) -> QBrush | None:
    """Green up, red down (the sign is always shown too: colour never carries meaning alone)."""
    if not value:
        return None
    b = brushes()
    return b.up if value > 0 else b.down


class LedgerRole(IntEnum):
    """Custom data roles of :class:`LedgerModel`."""

    HAND_NUMBER = Qt.ItemDataRole.UserRole + 1  # int, on every cell
    SORT = Qt.ItemDataRole.UserRole + 2  # a number or text that sorts the column
    STATUS = Qt.ItemDataRole.UserRole + 3  # "recorded" or "void"
    MARKS = Qt.ItemDataRole.UserRole + 4  # {mark: (player, ...)} of the hand
    MONEY = Qt.ItemDataRole.UserRole + 5  # Decimal or None (money and running columns)


__all__ = ["CORRECTED", "FANTASY", "FOUL", "MARK_ORDER", "NATURAL", "RACE_WIN", "ROYALTY", "SURRENDER", "VOIDED"]


def marks_text(marks: dict[str, tuple[str, ...]]) -> str:
    """``F Bob · R Amy, Cat · ✎``: short enough for a column (each letter in the app's language)."""
    return " · ".join(f"{mark_letter(m)} {', '.join(names)}" if names else mark_letter(m) for m, names in marks.items())


def hand_time(at: str) -> str:
    """The local clock time of an event timestamp (``21:14``)."""
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return at[11:16]


@dataclass(frozen=True, slots=True)
class _Line:
    """What one row shows, made the first time the view asks and kept in a bounded cache."""

    texts: tuple[str, ...]  # by column
    foreground: tuple[QBrush | None, ...]
    background: tuple[QBrush | None, ...]
    marks: dict[str, tuple[str, ...]]
    tooltip: str
    seated: frozenset[str]


_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.BackgroundRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.AccessibleTextRole,
        *LedgerRole,
    )
)


class LedgerModel(QAbstractTableModel):
    """Every hand of a session. Rows are in number order unless :meth:`sort` chose another
    order: the model sorts itself (one key per hand, computed once), because a proxy's
    sort would call :meth:`data` twice per comparison, 260,000 calls for 10,000 hands."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.currency = ""
        self._players: tuple[str, ...] = ()
        # Positions: hands in number order. Rows: positions in the shown order.
        self._numbers: list[int] = []
        self._records: list[HandRecord] = []
        self._money: dict[int, tuple[LedgerLine, tuple[Decimal | None, ...]]] = {}
        self._running: list[tuple[Decimal, ...]] = []  # after each position (a void one carries the last)
        self._lines: dict[int, _Line] = {}  # by position
        self._widest = Decimal(0)
        self._voids = 0
        self._seat: dict[str, int] = {}
        self._sort_column, self._sort_order = COL_NUMBER, Qt.SortOrder.AscendingOrder
        self._order: list[int] | None = None  # row -> position; None: rows are positions
        self._struck: QFont | None = None  # made when first drawn (a font needs the GUI application)
        self._ledger: list[LedgerLine] = []  # the engine's line of each position (a changed hand: a new line)
        self._line_at: dict[int, LedgerLine] = {}  # by hand number
        self._house = False  # a last column with the house's collection of each hand (issue 18)

    # -- refreshing from the engine ---------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self._players

    def refresh(self, session: Session | None) -> None:
        """Take the session's current state, telling the views only what changed."""
        ledger = list(ledger_lines(session)) if session is not None else []
        numbers = [line.hand for line in ledger]
        records = [session.hands[line.hand] for line in ledger] if session is not None else []
        players = session.players if session is not None else ()
        currency = session.currency if session is not None else ""
        house = session is not None and session.casino.uses_collection
        self._voids = sum(1 for r in records if r.status == VOID)
        old_ledger = self._ledger
        self._ledger, self._line_at = ledger, {line.hand: line for line in ledger}
        keep = min(len(numbers), len(self._numbers))
        if (
            self._order is not None
            or (players, currency, house) != (self._players, self.currency, self._house)
            or numbers[:keep] != self._numbers[:keep]
        ):
            self.beginResetModel()
            self.currency, self._players, self._house = currency, players, house
            self._numbers, self._records = numbers, records
            self._money.clear()
            self._lines.clear()
            self._widest = Decimal(0)
            self._running = self._running_from(0, [])
            self._order = self._sorted_order()
            self.endResetModel()
            return
        # Rows are positions: say only what changed (a new hand is one inserted row).
        first = next((i for i in range(keep) if ledger[i] is not old_ledger[i]), keep)
        old_count = len(self._numbers)
        if len(numbers) < old_count:
            self.beginRemoveRows(QModelIndex(), len(numbers), old_count - 1)
        elif len(numbers) > old_count:
            self.beginInsertRows(QModelIndex(), old_count, len(numbers) - 1)
        self._numbers, self._records = numbers, records
        self._running = self._running_from(first, self._running[:first])
        for position in [p for p in self._lines if p >= first]:
            del self._lines[position]
        if len(numbers) < old_count:
            self.endRemoveRows()
        elif len(numbers) > old_count:
            self.endInsertRows()
        last_changed = min(old_count, len(numbers)) - 1
        if first <= last_changed:
            self.dataChanged.emit(self.index(first, 0), self.index(last_changed, self.columnCount() - 1))

    def _hand_money(self, record: HandRecord) -> tuple[Decimal | None, ...]:
        """Each player's money in the hand (race stakes included), from its ledger line; None: did not sit."""
        line = self._line_at[record.number]
        cached = self._money.get(record.number)
        if cached is not None and cached[0] is line:
            return cached[1]
        seat = self._seat
        money: list[Decimal | None] = [None] * len(self._players)
        if line.live:
            for name, amount in line.money.items():
                money[seat[name]] = amount.amount
        else:  # a void hand still shows what it was (struck through)
            for p in record.result["players"]:
                money[seat[p["name"]]] = Decimal(p["money"])
        self._money[record.number] = (line, tuple(money))
        return self._money[record.number][1]

    def _running_from(self, first: int, before: list[tuple[Decimal, ...]]) -> list[tuple[Decimal, ...]]:
        """Running totals from position ``first`` on, given those before it (one pass)."""
        self._seat = {name: i for i, name in enumerate(self._players)}
        running = before[:first]
        current = list(running[-1]) if running else [Decimal(0)] * len(self._players)
        seats = range(len(self._players))
        hand_money = self._hand_money
        for record in self._records[first:]:
            money = hand_money(record)
            if record.status != VOID:
                for i in seats:
                    if money[i] is not None:
                        current[i] += money[i]  # type: ignore[operator]
            running.append(tuple(current))
        if running[first:]:
            widest = max(max(map(abs, t)) for t in running[first:]) if self._players else Decimal(0)
            self._widest = max(self._widest, widest)
        return running

    # -- sorting ---------------------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Reorder the rows by a column (stable: equal keys stay in hand order)."""
        if not 0 <= column < max(self.columnCount(), FIRST_PLAYER_COLUMN):
            column, order = COL_NUMBER, Qt.SortOrder.AscendingOrder
        self._sort_column, self._sort_order = column, order
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        positions = [self._position(index.row()) for index in persistent]
        self._order = self._sorted_order()
        rows = self._rows_by_position()
        self.changePersistentIndexList(
            persistent,
            [
                self.index(rows[p] if rows else p, index.column())
                for p, index in zip(positions, persistent, strict=True)
            ],
        )
        self.layoutChanged.emit()

    def _sorted_order(self) -> list[int] | None:
        column, descending = self._sort_column, self._sort_order == Qt.SortOrder.DescendingOrder
        if column == COL_NUMBER:
            return list(range(len(self._records) - 1, -1, -1)) if descending else None
        keys = [self._sort_key(position, column) for position in range(len(self._records))]
        # Equal keys stay in hand order whichever the direction; empty cells go last in both.
        if descending:
            order = sorted(range(len(keys)), key=lambda p: (keys[p][1], -p), reverse=True)
        else:
            order = sorted(range(len(keys)), key=lambda p: (keys[p][1], p))
        order.sort(key=lambda p: keys[p][0])
        return order

    def _rows_by_position(self) -> list[int] | None:
        if self._order is None:
            return None
        rows = [0] * len(self._order)
        for row, position in enumerate(self._order):
            rows[position] = row
        return rows

    def _position(self, row: int) -> int:
        return row if self._order is None else self._order[row]

    def _sort_key(self, position: int, column: int) -> tuple[bool, Any]:
        """``(empty, value)``: the value a column sorts by, and whether the cell is empty."""
        record = self._records[position]
        if column == COL_TIME:
            return False, record.at
        if column == COL_DEALER:
            return False, (record.dealer or "").casefold()
        if column == COL_MARKS:
            text = self._line(position).texts[COL_MARKS]
            return not text, text
        found = self.player_of_column(column)
        if found is None:
            return False, record.number
        index = self._players.index(found[0])
        value = self._hand_money(record)[index] if found[1] == MONEY_OFFSET else self._running[position][index]
        empty = value is None or (found[1] == RUNNING_OFFSET and record.status == VOID)
        return empty, value if value is not None else Decimal(0)

    # -- what the chart, the page and the tests read -----------------------------------
    def running_points(self) -> tuple[list[int], dict[str, list[float]]]:
        """The live hands' numbers and each player's running total after each, for the chart.

        Floats, because a chart draws with them; the table and every sum use the Decimals.
        """
        live = [i for i, record in enumerate(self._records) if record.status != VOID]
        numbers = [self._records[i].number for i in live]
        columns = list(zip(*(map(float, self._running[i]) for i in live), strict=True)) if live else []
        return numbers, {name: list(columns[k]) if columns else [] for k, name in enumerate(self._players)}

    def restyle(self) -> None:
        """The palette changed (light or dark): make the rows' colours again."""
        self._lines.clear()
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def lines_made(self) -> int:
        """How many rows' text is made and cached now (rows are made only when asked for)."""
        return len(self._lines)

    def widest_amount(self) -> Decimal:
        """The largest amount (in size) any money cell shows, to size the columns."""
        return self._widest

    def void_count(self) -> int:
        return self._voids

    def hand_number(self, row: int) -> int:
        return self._numbers[self._position(row)]

    def row_of(self, number: int) -> int:
        from bisect import bisect_left

        position = bisect_left(self._numbers, number)
        if position == len(self._numbers) or self._numbers[position] != number:
            raise KeyError(number)
        return position if self._order is None else self._order.index(position)

    def record(self, row: int) -> HandRecord:
        return self._records[self._position(row)]

    def money_column(self, player: str) -> int:
        return FIRST_PLAYER_COLUMN + 2 * self._players.index(player) + MONEY_OFFSET

    def running_column(self, player: str) -> int:
        return FIRST_PLAYER_COLUMN + 2 * self._players.index(player) + RUNNING_OFFSET

    @property
    def house_column(self) -> int | None:
        """The House column (after the players'), or None when the session has no collection."""
        return FIRST_PLAYER_COLUMN + 2 * len(self._players) if self._house else None

    def house_total(self) -> Decimal:
        """The house's take over the live hands."""
        return sum((line.house.amount for line in self._ledger if line.live), Decimal(0))

    def player_of_column(self, column: int) -> tuple[str, int] | None:
        """``(player, offset)`` for a player column, else None."""
        if column < FIRST_PLAYER_COLUMN:
            return None
        index, offset = divmod(column - FIRST_PLAYER_COLUMN, 2)
        return (self._players[index], offset) if index < len(self._players) else None

    def row_matches(self, row: int, player: str | None, mark: str | None) -> bool:
        """Whether a row passes the filter: the player sat in it, and has the mark."""
        position = self._position(row)
        record = self._records[position]
        if mark == VOIDED:
            if record.status != VOID:
                return False
        elif mark is not None and record.status == VOID:
            return False
        line = self._line(position)
        if player is not None and player not in line.seated:
            return False
        if mark is None or mark == VOIDED:
            return True
        if mark not in line.marks:
            return False
        return mark == CORRECTED or player is None or player in line.marks[mark]

    # -- Qt model interface -------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._numbers)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else FIRST_PLAYER_COLUMN + 2 * len(self._players) + int(self._house)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            fixed = {
                COL_NUMBER: "#",
                COL_TIME: translate("LedgerModel", "Time"),
                COL_DEALER: translate("LedgerModel", "Dealer"),
                COL_MARKS: translate("LedgerModel", "Marks"),
            }
            if section in fixed:
                return fixed[section]
            if section == self.house_column:
                return translate("LedgerModel", "House")
            found = self.player_of_column(section)
            if found:
                name, offset = found
                return name if offset == MONEY_OFFSET else translate("LedgerModel", "{name} total").format(name=name)
        if role == Qt.ItemDataRole.ToolTipRole:
            found = self.player_of_column(section)
            if found:
                name, offset = found
                if offset == MONEY_OFFSET:
                    return translate("LedgerModel", "{name}: money won or lost in the hand").format(name=name)
                return translate("LedgerModel", "{name}: running total").format(name=name)
            if section == COL_MARKS:
                return mark_legend()
            if section == self.house_column:
                return translate("LedgerModel", "House: its collection in the hand (total {amount})").format(
                    amount=money_text(self.house_total(), self.currency)
                )
        if role == Qt.ItemDataRole.TextAlignmentRole and section >= FIRST_PLAYER_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _line(self, position: int) -> _Line:
        line = self._lines.get(position)
        if line is None:
            if len(self._lines) >= _ROW_CACHE_LIMIT:
                self._lines.clear()
            line = self._make_line(position)
            self._lines[position] = line
        return line

    def _make_line(self, position: int) -> _Line:
        record = self._records[position]
        void = record.status == VOID
        marks = self._line_at[record.number].marks  # the engine's, Fantasy Land and race wins included
        tips = [
            (
                translate("LedgerModel", "Hand {number} (void)") if void else translate("LedgerModel", "Hand {number}")
            ).format(number=record.number)
        ]
        for revision in record.history:
            reason = f": {revision.reason}" if revision.reason else ""
            tips.append(f"{hand_time(revision.at)} {event_words(revision.kind)}{reason}")
        texts = [
            str(record.number),
            hand_time(record.at),
            record.dealer or "",
            (translate("LedgerModel", "void · ") if void else "") + marks_text(marks),
        ]
        colours = brushes()
        foreground: list[QBrush | None] = [colours.muted if void else None] * FIRST_PLAYER_COLUMN
        background: list[QBrush | None] = [None] * FIRST_PLAYER_COLUMN
        money = self._hand_money(record)
        running = self._running[position]
        for i, name in enumerate(self._players):
            for value, is_money in ((money[i], True), (None if void else running[i], False)):
                texts.append("" if value is None else money_text(value, self.currency, signed=True))
                if void:
                    foreground.append(colours.muted)
                else:
                    foreground.append(money_brush(value) if value is not None else None)
                tint = None
                if is_money and not void:
                    if name in marks.get(FOUL, ()):
                        tint = colours.foul
                    elif name in marks.get(ROYALTY, ()):
                        tint = colours.royalty
                background.append(tint)
        if self._house:  # what the players paid the house: their money plus this is zero
            house = self._line_at[record.number].house.amount
            texts.append("" if void or not house else money_text(house, self.currency, signed=True))
            foreground.append(colours.muted if void else None)
            background.append(None)
        return _Line(
            tuple(texts),
            tuple(foreground),
            tuple(background),
            marks,
            "\n".join(tips),
            frozenset(record.seated),
        )

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES or not index.isValid():
            return None
        position, column = self._position(index.row()), index.column()
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.AccessibleTextRole:
            return self._line(position).texts[column]
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._line(position).foreground[column]
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._line(position).background[column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column >= FIRST_PLAYER_COLUMN or column == COL_NUMBER else _LEFT
        record = self._records[position]
        if role == Qt.ItemDataRole.FontRole:
            if record.status != VOID:
                return None
            if self._struck is None:
                self._struck = QFont()
                self._struck.setStrikeOut(True)
            return self._struck
        if role == LedgerRole.HAND_NUMBER:
            return record.number
        if role == LedgerRole.STATUS:
            return record.status
        if role == LedgerRole.MARKS:
            return self._line(position).marks
        if role == LedgerRole.MONEY:
            return self._money_value(position, column, record)
        if role == LedgerRole.SORT:
            return self._sort_value(position, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(position, column, record)
        return None

    def _money_value(self, position: int, column: int, record: HandRecord) -> Decimal | None:
        if column == self.house_column:
            return None if record.status == VOID else self._line_at[record.number].house.amount
        found = self.player_of_column(column)
        if found is None:
            return None
        name, offset = found
        index = self._players.index(name)
        if offset == MONEY_OFFSET:
            return self._hand_money(record)[index]
        return None if record.status == VOID else self._running[position][index]

    def _sort_value(self, position: int, column: int) -> Any:
        """The sort key as a plain value (for proxies and tests)."""
        empty, value = self._sort_key(position, column)
        if isinstance(value, Decimal):
            return None if empty else float(value)
        return value

    def _tooltip(self, row: int, column: int, record: HandRecord) -> str | None:
        found = self.player_of_column(column)
        if found is None or found[1] != MONEY_OFFSET:
            return self._line(row).tooltip
        name = found[0]
        player = next((p for p in record.result["players"] if p["name"] == name), None)
        if player is None:
            return translate("LedgerModel", "{name} did not play hand {number}").format(name=name, number=record.number)
        parts = [
            translate("LedgerModel", "{name}: {status}, {units} units").format(
                name=name, status=status_name(player["status"]), units=player["units"]
            )
        ]
        if player.get("natural"):
            parts.append(translate("LedgerModel", "natural: {name}").format(name=natural_name(player["natural"])))
        for r in player.get("royalties", []):
            parts.append(
                translate("LedgerModel", "royalty: {row} {hand} +{units}").format(
                    row=row_name(r["row"]), hand=hand_name(r["hand"]), units=r["units"]
                )
            )
        return "\n".join(parts)


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
