"""The per-pair stakes of a new session as an editable, symmetric matrix.

A blank cell means the pair plays for the session's unit value; typing an amount
in either half sets the pair's own stake (both halves show it).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from scorekeeper.amounts import format_amount, parse_amount
from scorekeeper_app.wording.i18n import translate

Index = QModelIndex | QPersistentModelIndex


class StakesModel(QAbstractTableModel):
    error = Signal(str)  # a refused edit, in words

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.players: list[str] = []
        self.unit = Decimal(1)
        self.overrides: dict[frozenset[str], Decimal] = {}

    def set_players(self, players: Sequence[str]) -> None:
        self.beginResetModel()
        self.players = list(players)
        known = set(self.players)
        self.overrides = {k: v for k, v in self.overrides.items() if k <= known}
        self.endResetModel()

    def set_unit(self, unit: Decimal) -> None:
        self.unit = unit
        if self.players:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.players) - 1, len(self.players) - 1))

    def stakes(self) -> list[tuple[str, str, Decimal]]:
        """The pairs with their own stake, in seating order."""
        out = []
        for i, a in enumerate(self.players):
            for b in self.players[i + 1 :]:
                value = self.overrides.get(frozenset((a, b)))
                if value is not None:
                    out.append((a, b, value))
        return out

    # -- Qt model ------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.players)

    def _pair(self, index: Index) -> frozenset[str] | None:
        if not index.isValid() or index.row() == index.column():
            return None
        return frozenset((self.players[index.row()], self.players[index.column()]))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        pair = self._pair(index)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if pair is None:
            return "—" if role == Qt.ItemDataRole.DisplayRole and index.isValid() else None
        value = self.overrides.get(pair)
        if role == Qt.ItemDataRole.DisplayRole:
            return format_amount(value) if value is not None else format_amount(self.unit)
        if role == Qt.ItemDataRole.EditRole:
            return format_amount(value) if value is not None else ""
        if role == Qt.ItemDataRole.ForegroundRole and value is None:
            return QApplication.palette().color(QPalette.ColorRole.PlaceholderText)
        if role == Qt.ItemDataRole.BackgroundRole and value is not None:
            return QColor(255, 200, 60, 70)
        if role == Qt.ItemDataRole.ToolTipRole:
            a, b = sorted(pair, key=self.players.index)
            own = (
                translate("StakesModel", "their own stake: {amount}").format(amount=format_amount(value))
                if value is not None
                else translate("StakesModel", "the session's unit value")
            )
            return translate(
                "StakesModel", "{a} and {b} play for {stake} per unit. Type an amount, or clear it for the default."
            ).format(a=a, b=b, stake=own)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        pair = self._pair(index)
        if pair is None or role != Qt.ItemDataRole.EditRole:
            return False
        text = str(value).strip()
        if not text:
            self.overrides.pop(pair, None)
        else:
            try:
                amount = parse_amount(text)
            except ValueError as exc:
                a, b = sorted(pair, key=self.players.index)
                self.error.emit(translate("StakesModel", "Stake {a}–{b}: {problem}").format(a=a, b=b, problem=exc))
                return False
            self.overrides[pair] = amount
        self.error.emit("")
        mirror = self.index(index.column(), index.row())
        self.dataChanged.emit(index, index)
        self.dataChanged.emit(mirror, mirror)
        return True

    def flags(self, index: Index) -> Qt.ItemFlag:
        if self._pair(index) is None:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self.players):
            return self.players[section]
        return None
