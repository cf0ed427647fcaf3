"""Standings across sessions: per player, hands played and money won or lost."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Context, Decimal
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

from scorekeeper.ledger import Standing
from scorekeeper.money import Money, minor_unit
from scorekeeper_app.models.ledger_format import money_brush
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

COL_PLAYER, COL_CURRENCY, COL_HANDS, COL_MONEY, COL_PER_HAND = range(5)
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class StandingsModel(QAbstractTableModel):
    """Standings as a table (sorted through a proxy on :data:`SORT_ROLE`): one row per player and
    currency (:func:`scorekeeper.ledger.totals.standings`), so euros and yen are never added."""

    HEADERS = (  # shown translated
        QT_TRANSLATE_NOOP("StandingsModel", "Player"),
        QT_TRANSLATE_NOOP("StandingsModel", "Currency"),
        QT_TRANSLATE_NOOP("StandingsModel", "Hands"),
        QT_TRANSLATE_NOOP("StandingsModel", "Won / lost"),
        QT_TRANSLATE_NOOP("StandingsModel", "Per hand"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, int, Decimal, str]] = []

    def refresh(self, standings: Sequence[Standing] | dict[str, tuple[int, Decimal]], currency: str = "") -> None:
        """From :func:`scorekeeper.ledger.totals.standings` (or a ``{player: (hands, money)}`` in ``currency``)."""
        self.beginResetModel()
        if isinstance(standings, dict):
            standings = [Standing(name, hands, Money.of(money, currency)) for name, (hands, money) in standings.items()]
        self._rows = [(s.player, s.hands, s.money.amount, s.money.currency) for s in standings]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("StandingsModel", self.HEADERS[section])
        return None

    def people(self) -> int:
        """How many players the rows are of (a player with euros and yen has two rows)."""
        return len({name for name, *_ in self._rows})

    def sort_key(self, row: int, column: int) -> tuple[str, Decimal | int | str]:
        """What a row sorts by in ``column``, exactly: money within its currency (never ¥2,200 against
        €201.00 as bare numbers), hands and names within the currency too."""
        name, hands, money, currency = self._rows[row]
        if column == COL_MONEY:
            return currency, money
        if column == COL_PER_HAND:
            return currency, self._per_hand(hands, money, currency)
        if column == COL_HANDS:
            return currency, hands
        return currency, name.casefold()

    def _per_hand(self, hands: int, money: Decimal, currency: str) -> Decimal:
        if not hands:
            return Decimal(0)
        wide = Context(prec=120)  # a shown average, rounded to the coin; wide enough for 18+10-digit totals
        return wide.divide(money, hands).quantize(minor_unit(currency), context=wide)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        name, hands, money, currency = self._rows[index.row()]
        column = index.column()
        value = {COL_MONEY: money, COL_PER_HAND: self._per_hand(hands, money, currency)}.get(column)
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_PLAYER:
                return name
            if column == COL_CURRENCY:
                return currency or "—"
            if column == COL_HANDS:
                return f"{hands:,}"
            assert value is not None
            return money_text(value, currency, signed=True)
        if role == SORT_ROLE:
            if column in (COL_PLAYER, COL_CURRENCY):
                return (currency if column == COL_CURRENCY else "") + "\x00" + name.casefold()
            return hands if column == COL_HANDS else float(value or 0)
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (COL_PLAYER, COL_CURRENCY):
            return _RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and value:
            return money_brush(value)
        return None


class StandingsProxy(QSortFilterProxyModel):
    """Sorts the standings by currency, then by the column clicked: the currencies stay in one
    order (A to Z) whichever way the column is sorted, and money compares exactly."""

    def lessThan(self, left: QModelIndex | QPersistentModelIndex, right: QModelIndex | QPersistentModelIndex) -> bool:
        model = self.sourceModel()
        if not isinstance(model, StandingsModel):
            return super().lessThan(left, right)
        a, b = model.sort_key(left.row(), left.column()), model.sort_key(right.row(), right.column())
        if a[0] != b[0]:  # Qt reverses the answer for a descending sort: the currencies must not turn
            return (a[0] < b[0]) != (self.sortOrder() == Qt.SortOrder.DescendingOrder)
        return a[1] < b[1]  # type: ignore[operator]  # the same type within a column
