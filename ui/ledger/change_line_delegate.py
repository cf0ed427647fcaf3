"""The ledger's line between hands: where a stake, the unit, the rules or the seats changed,
the row of the first hand played under the change has an accent line along its top and
says what changed when hovered ("from hand 13: Amy–Bob €5.00 a unit")."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QHelpEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem, QToolTip, QWidget

from scorekeeper_app.widgets import theme

Index = QModelIndex | QPersistentModelIndex


class ChangeLineDelegate(QStyledItemDelegate):
    def __init__(self, hand_role: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_role = hand_role
        self.changes: dict[int, str] = {}  # hand number -> what changed from it on

    def _change(self, index: Index) -> str:
        number = index.data(self.hand_role)
        return self.changes.get(int(number), "") if number is not None else ""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)
        if self._change(index):
            painter.save()
            painter.setPen(QPen(theme.current().accent, 2))
            top = option.rect.top() + 1
            painter.drawLine(option.rect.left(), top, option.rect.right(), top)
            painter.restore()

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem, index: Index) -> bool:
        text = self._change(index)
        if text and event.type() == QEvent.Type.ToolTip:
            QToolTip.showText(event.globalPos(), text, view)
            return True
        return super().helpEvent(event, view, option, index)
