"""Read-only tables that show all their lines and columns at once (the Settle up page, the ledger's pairs,
the standings): no scroll bars, sized to what they hold."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView


def readonly_table(model: object) -> QTableView:
    """A read-only, unselectable table in a slightly larger font, without scroll bars (it is sized to fit)."""
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.verticalHeader().hide()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setShowGrid(False)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.horizontalHeader().setMinimumSectionSize(24)
    shown_whole(view)
    return view


def shown_whole(view: QTableView) -> None:
    """No scroll bars (the table is sized to what it holds) and a slightly larger font, its lines to match."""
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 1.15)
    view.setFont(font)
    view.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 10)


def fit_to_contents(view: QTableView, min_width: int = 240) -> None:
    """As tall as its lines and as wide as its columns, so the page reads at a glance without scrolling."""
    rows = max(view.model().rowCount(), 1)
    height = view.horizontalHeader().sizeHint().height() + rows * view.verticalHeader().defaultSectionSize()
    view.setFixedHeight(height + 2 * view.frameWidth())
    view.resizeColumnsToContents()
    header = view.horizontalHeader()
    for column in range(header.count()):
        if view.model().headerData(column, Qt.Orientation.Horizontal):  # not the arrow column
            header.resizeSection(column, header.sectionSize(column) + 16)
    width = sum(header.sectionSize(c) for c in range(header.count()))
    if width < min_width:  # widen the last (amount) column rather than leave a gap
        header.resizeSection(header.count() - 1, header.sectionSize(header.count() - 1) + min_width - width)
        width = min_width
    if view.verticalHeader().isVisible():
        width += view.verticalHeader().sizeHint().width()
    view.setFixedWidth(width + 2 * view.frameWidth())


def fit_column(view: QTableView, column: int, texts: Iterable[str], *, least: int, pad: int) -> None:
    """``column`` as wide as the widest of ``texts`` plus ``pad``, at least ``least``: an elided cell
    hides the marks at its end (the ledger's ✎)."""
    metrics = QFontMetrics(view.font())
    widest = max((metrics.horizontalAdvance(text) for text in texts), default=0)
    view.horizontalHeader().resizeSection(column, max(least, widest + pad))
