"""Pairs: the session's net matrix (who won what from whom), and one hand's pair results."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.ledger import Totals
from scorekeeper.session import PairOutcome
from scorekeeper_app.models.ledger_format import money_brush
from scorekeeper_app.wording.formatting import money_text, possessive, row_title
from scorekeeper_app.wording.i18n import translate

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)

MONEY_ROLE = Qt.ItemDataRole.UserRole + 1  # the Decimal behind a money cell


class PairsModel(QAbstractTableModel):
    """Row player's net money from the column player over the live hands; last column: the row's total."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: tuple[str, ...] = ()
        self._net: dict[tuple[str, str], Decimal] = {}
        self._currency = ""

    def refresh(self, totals: Totals | None, players: tuple[str, ...] = (), currency: str = "") -> None:
        self.beginResetModel()
        self._players, self._currency, self._net = (players, currency, {}) if totals else ((), "", {})
        if totals is not None:
            for (a, b), pt in totals.pairs.items():
                self._net[(a, b)] = pt.money
                self._net[(b, a)] = -pt.money
        self.endResetModel()

    @property
    def total_column(self) -> int:
        return len(self._players)

    def net(self, receiver: str, payer: str) -> Decimal:
        """What ``receiver`` won from ``payer`` (negative: lost to)."""
        return self._net.get((receiver, payer), Decimal(0))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._players else len(self._players) + 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if orientation == Qt.Orientation.Vertical:
                return self._players[section]
            if section == self.total_column:
                return translate("PairsModel", "Net")
            return translate("PairsModel", "from {name}").format(name=self._players[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return translate("PairsModel", "Each row: what that player won (+) or lost (−) against each other player")
        return None

    def _value(self, row: int, column: int) -> Decimal | None:
        me = self._players[row]
        if column == self.total_column:
            nets = (self.net(me, other) for other in self._players if other != me)
            return functools.reduce(MONEY_CONTEXT.add, nets, Decimal(0))  # exact, not 28 digits
        other = self._players[column]
        return None if other == me else self.net(me, other)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        value = self._value(index.row(), index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return "—" if value is None else money_text(value, self._currency, signed=True)
        if role == MONEY_ROLE:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTER if value is None else _RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and value:
            return money_brush(value)
        if role == Qt.ItemDataRole.ToolTipRole and value is not None:
            me = self._players[index.row()]
            if index.column() == self.total_column:
                return translate("PairsModel", "{owner} balance: {amount}").format(
                    owner=possessive(me), amount=money_text(value, self._currency, signed=True)
                )
            other = self._players[index.column()]
            text = (
                translate("PairsModel", "{name} won from {other}: {amount}")
                if value >= 0
                else translate("PairsModel", "{name} lost to {other}: {amount}")
            )
            return text.format(name=me, other=other, amount=money_text(value.copy_abs(), self._currency))
        return None


COL_PAIR, COL_FRONT, COL_MIDDLE, COL_BACK, COL_RESULT = range(5)


class HandPairsModel(QAbstractTableModel):
    """One hand's head-to-head results: who took each row, and who pays whom."""

    HEADERS = ("pair", "front", "middle", "back", "result")  # rows named by scorekeeper.game.terms

    def __init__(self, pairs: Sequence[PairOutcome], currency: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pairs = tuple(pairs)
        self._currency = currency

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._pairs)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            key = self.HEADERS[section]
            if key == "pair":
                return translate("PairsModel", "Pair")
            if key == "result":
                return translate("PairsModel", "Result")
            return row_title(key)
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole):
            return None
        pair = self._pairs[index.row()]
        a, b = pair.players
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTER if column in (COL_FRONT, COL_MIDDLE, COL_BACK) else None
        if column == COL_PAIR:
            return f"{a} – {b}"
        if column in (COL_FRONT, COL_MIDDLE, COL_BACK):
            rows = pair.rows
            if not rows:
                return "—"
            outcome = rows[column - COL_FRONT]
            return a if outcome > 0 else b if outcome < 0 else translate("PairsModel", "tie")
        units, money = pair.units, pair.money.amount
        if units == 0 and money == 0:
            return translate("PairsModel", "even")
        payer, payee = (b, a) if money > 0 or (money == 0 and units > 0) else (a, b)
        return translate("PairsModel", "{payer} pays {payee} {units} units ({amount})").format(
            payer=payer,
            payee=payee,
            units=format_amount(units.copy_abs()),
            amount=money_text(money.copy_abs(), self._currency),
        )
