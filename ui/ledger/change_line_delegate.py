"""The ledger's lines between hands: where a stake, the unit, the rules or the seats changed,
the row of the first hand played under the change opens with a band across the whole table
that says what changed ("from hand 13: Amy–Bob €5.00 a unit"), between the hands it came
between; hovering it shows the same words."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QToolTip

from scorekeeper_app.widgets import theme

Index = QModelIndex | QPersistentModelIndex
PADDING = 6


class ChangeLineDelegate(QStyledItemDelegate):
    def __init__(self, hand_role: int, view: QTableView, *, row_of: Callable[[int], int]) -> None:
        super().__init__(view)
        self.hand_role = hand_role
        self.view = view
        self.row_of = row_of  # hand number -> the view's row showing it, -1 when filtered out
        self.changes: dict[int, str] = {}  # hand number -> what changed from it on
        self._tall_rows: list[int] = []

    def _change(self, index: Index) -> str:
        number = index.data(self.hand_role)
        return self.changes.get(int(number), "") if number is not None else ""

    def band_height(self, text: str) -> int:
        return QFontMetrics(self.view.font()).height() * (text.count("\n") + 1) + PADDING

    def band(self, number: int) -> QRect | None:
        """Where the words of the change before hand ``number`` are drawn, in the view's viewport."""
        row, text = self.row_of(number), self.changes.get(number, "")
        if row < 0 or not text:
            return None
        top = self.view.rowViewportPosition(row)
        return QRect(0, top, self.view.viewport().width(), self.band_height(text))

    def fit_rows(self) -> None:
        """Make room for the band in the rows that open with a change (rows move when sorted or filtered)."""
        header = self.view.verticalHeader()
        for row in self._tall_rows:
            header.resizeSection(row, header.defaultSectionSize())
        self._tall_rows = []
        for number, text in self.changes.items():
            row = self.row_of(number)
            if row >= 0:
                header.resizeSection(row, header.defaultSectionSize() + self.band_height(text))
                self._tall_rows.append(row)
        self.view.viewport().update()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        text = self._change(index)
        if not text:
            super().paint(painter, option, index)
            return
        band = QRect(option.rect.left(), option.rect.top(), option.rect.width(), self.band_height(text))
        cell = QStyleOptionViewItem(option)
        cell.rect = option.rect.adjusted(0, band.height(), 0, 0)
        super().paint(painter, cell, index)
        painter.save()
        painter.setClipRect(band, Qt.ClipOperation.IntersectClip)
        painter.fillRect(band, option.palette.window())
        painter.setPen(QPen(theme.current().accent, 2))
        painter.drawLine(band.left(), band.top() + 1, band.right(), band.top() + 1)
        # One text across the row: each cell draws its own slice of it.
        words = QRect(PADDING - self.view.horizontalOffset(), band.top() + PADDING // 2, 10_000, band.height())
        painter.setPen(option.palette.windowText().color())
        painter.drawText(words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
        painter.restore()

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem, index: Index) -> bool:
        text = self._change(index)
        if text and event.type() == QEvent.Type.ToolTip:
            QToolTip.showText(event.globalPos(), text, view)
            return True
        return super().helpEvent(event, view, option, index)
