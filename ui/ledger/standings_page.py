"""The Standings page: every player's hands and money across the book's sessions, over a date range."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_app.controller import SessionController
from scorekeeper_app.models.standings_model import COL_MONEY, SORT_ROLE, StandingsModel, StandingsProxy
from scorekeeper_app.widgets.fitted_table import fit_to_contents
from scorekeeper_app.widgets.lazy_page import LazyPage
from scorekeeper_app.wording.i18n import plural, translate

EARLIEST = QDate(2000, 1, 1)


class StandingsPage(LazyPage):
    """``Book.standings(since, until)`` as a sortable table."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = StandingsModel(self)
        self.proxy = StandingsProxy(self)  # by currency, then the column sorted
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)

        layout = QVBoxLayout(self)
        layout.addLayout(self._range_bar())
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.view = self._table()
        layout.addWidget(self.view)
        layout.addStretch(1)
        note = QLabel(translate("StandingsPage", "Live hands of every session in the book; voided hands do not count."))
        note.setEnabled(False)
        layout.addWidget(note)
        controller.changed.connect(self.mark_changed)

    def _range_bar(self) -> QHBoxLayout:
        """From and to dates, and This month / This year / All time."""
        bar = QHBoxLayout()
        bar.addWidget(QLabel(translate("StandingsPage", "From")))
        self.since = QDateEdit(EARLIEST)
        self.until = QDateEdit(QDate.currentDate())
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.dateChanged.connect(self.refresh)
        bar.addWidget(self.since)
        bar.addWidget(QLabel(translate("StandingsPage", "to")))
        bar.addWidget(self.until)
        for text, days in (
            (translate("StandingsPage", "This month"), 0),
            (translate("StandingsPage", "This year"), -1),
            (translate("StandingsPage", "All time"), None),
        ):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, d=days: self.set_range(d))
            bar.addWidget(button)
        bar.addStretch(1)
        return bar

    def _table(self) -> QTableView:
        """The players, sortable, money first, in the pages' larger table font."""
        view = QTableView()
        view.setModel(self.proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(COL_MONEY, Qt.SortOrder.DescendingOrder)
        view.verticalHeader().hide()
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.horizontalHeader().setMinimumSectionSize(90)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        font = view.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        view.setFont(font)
        view.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 10)
        return view

    def set_range(self, preset: int | None) -> None:
        """0: this month, -1: this year, None: all time."""
        today = QDate.currentDate()
        if preset == 0:
            start = QDate(today.year(), today.month(), 1)
        elif preset == -1:
            start = QDate(today.year(), 1, 1)
        else:
            start = EARLIEST
        for edit, date in ((self.since, start), (self.until, today)):
            edit.blockSignals(True)
            edit.setDate(date)
            edit.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        self._dirty = False
        since = self.since.date().toString("yyyy-MM-dd")
        until = self.until.date().toString("yyyy-MM-dd")
        from scorekeeper.ledger import standings as ledger_standings

        book = self.controller.book
        sessions = [book.session(info.id) for info in book.list_sessions()]
        standings = ledger_standings(sessions, since=since, until=until)  # per currency, race stakes in
        self.model.refresh(standings)
        fit_to_contents(self.view, min_width=360)
        if self.model.rowCount() > 20:  # a long list scrolls rather than pushing the page down
            self.view.setFixedHeight(self.view.verticalHeader().defaultSectionSize() * 21)
        summary = (
            plural("StandingsPage", "%n player(s), hands played from {since} to {until}", self.model.people()).format(
                since=since, until=until
            )
            if standings
            else translate("StandingsPage", "No hands recorded from {since} to {until}").format(
                since=since, until=until
            )
        )
        check = self.controller.book.standings_check()  # the table behind them, against every session's events
        if not check.verified:
            summary = translate("StandingsPage", "⚠ These standings do not verify against the book: {problem}").format(
                problem=check.problem
            )
        self.summary.setText(summary)
