"""Settle-up tables: each player's balance, and a list of transfers."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from scorekeeper.ledger import Transfer
from scorekeeper_app.models.ledger_format import money_brush
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import translate

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
MONEY_ROLE = Qt.ItemDataRole.UserRole + 1  # the Decimal behind a money cell

COL_PLAYER, COL_BALANCE, COL_ROUNDING = range(3)
COL_PAYER, COL_ARROW, COL_PAYEE, COL_AMOUNT = range(4)


class BalancesModel(QAbstractTableModel):
    """Player and exact balance (positive: is owed money); when rounding to the coin moved any
    balance, a third column shows each player's rounding difference (they sum to zero)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[str, Decimal]] = []
        self._rounding: dict[str, Decimal] = {}
        self._currency = ""

    def refresh(
        self, balances: dict[str, Decimal], currency: str, *, rounding: dict[str, Decimal] | None = None
    ) -> None:
        self.beginResetModel()
        self._rows, self._currency = list(balances.items()), currency
        self._rounding = dict(rounding or {}) if any((rounding or {}).values()) else {}
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else (3 if self._rounding else 2)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return (
                translate("SettleModels", "Player"),
                translate("SettleModels", "Balance"),
                translate("SettleModels", "Rounded off"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal and section == COL_ROUNDING:
            return translate("SettleModels", "What rounding the payments to the smallest coin moved (sums to zero)")
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        name, value = self._rows[index.row()]
        if index.column() == COL_PLAYER:
            return name if role == Qt.ItemDataRole.DisplayRole else None
        if index.column() == COL_ROUNDING:
            value = self._rounding.get(name, Decimal(0))
            if role == Qt.ItemDataRole.DisplayRole:
                return money_text(value, self._currency, signed=True) if value else ""
            if role == MONEY_ROLE:
                return value
            return _RIGHT if role == Qt.ItemDataRole.TextAlignmentRole else None
        if role == Qt.ItemDataRole.DisplayRole:
            return money_text(value, self._currency, signed=True)
        if role == MONEY_ROLE:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and value:
            return money_brush(value)
        return None


class TransfersModel(QAbstractTableModel):
    """``payer → payee  amount`` lines."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._transfers: list[Transfer] = []
        self._currency = ""

    def refresh(self, transfers: list[Transfer], currency: str) -> None:
        self.beginResetModel()
        self._transfers, self._currency = list(transfers), currency
        self.endResetModel()

    def transfers(self) -> list[Transfer]:
        return list(self._transfers)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._transfers)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return (
                translate("SettleModels", "Pays"),
                "",
                translate("SettleModels", "To"),
                translate("SettleModels", "Amount"),
            )[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        t = self._transfers[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == COL_PAYER:
                return t.payer
            if column == COL_ARROW:
                return "→"
            if column == COL_PAYEE:
                return t.payee
            return money_text(t.amount, self._currency)
        if role == MONEY_ROLE and column == COL_AMOUNT:
            return t.amount
        if role == Qt.ItemDataRole.TextAlignmentRole and column == COL_AMOUNT:
            return _RIGHT
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return translate("SettleModels", "{payer} pays {payee} {amount}").format(
                payer=t.payer, payee=t.payee, amount=money_text(t.amount, self._currency)
            )
        return None
