"""The Ledger page's tables: read-only rows one line high, the pair matrix shown whole, and the
widths of the hands' columns (money columns sized for one more digit than the widest amount)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper_app.models.ledger_model import COL_DEALER, COL_MARKS, COL_NUMBER, COL_TIME, LedgerModel
from scorekeeper_app.models.pairs_model import PairsModel
from scorekeeper_app.widgets.fitted_table import shown_whole
from scorekeeper_app.wording.formatting import money_text

MARKS_PAD = 22  # px around a cell's text


def table_view(view: QTableView) -> QTableView:
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(QFontMetrics(view.font()).height() + 8)
    view.setWordWrap(False)
    return view


def pairs_table(model: PairsModel) -> QTableView:
    """The pair matrix: every row and column shown, in a larger font, nothing to select."""
    view = table_view(QTableView())
    view.setModel(model)
    view.verticalHeader().show()
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    shown_whole(view)
    return view


def column_widths(model: LedgerModel, view: QTableView, *, sized_for: Decimal) -> dict[int, int]:
    """Each ledger column's width for its content and bold title; money columns fit ``sized_for``."""
    metrics = QFontMetrics(view.font())
    bold = view.horizontalHeader().font()
    bold.setBold(True)
    header_metrics = QFontMetrics(bold)
    pad = MARKS_PAD
    dealer = str(model.headerData(COL_DEALER, Qt.Orientation.Horizontal))
    names = model.players or (dealer,)
    longest = max(names, key=metrics.horizontalAdvance)
    widths = {
        COL_NUMBER: metrics.horizontalAdvance("99999") + pad,
        COL_TIME: max(
            metrics.horizontalAdvance("00:00"),
            header_metrics.horizontalAdvance(str(model.headerData(COL_TIME, Qt.Orientation.Horizontal))),
        )
        + pad,
        COL_DEALER: max(metrics.horizontalAdvance(longest), header_metrics.horizontalAdvance(dealer)) + pad,
        COL_MARKS: metrics.horizontalAdvance("F Bob · R Amy, Cat") + pad,
    }
    # Room for one more digit than the widest amount so far, so columns rarely resize.
    sample = money_text(MONEY_CONTEXT.multiply(sized_for, -10), model.currency)  # exact: no 28-digit rounding
    money_columns = [
        column for name in model.players for column in (model.money_column(name), model.running_column(name))
    ]
    if model.house_column is not None:
        money_columns.append(model.house_column)
    for column in money_columns:
        title = str(model.headerData(column, Qt.Orientation.Horizontal))
        widths[column] = max(metrics.horizontalAdvance(sample), header_metrics.horizontalAdvance(title)) + pad
    return widths
