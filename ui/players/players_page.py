"""The Players page: the book's people with their other names and sessions; per person the record
per currency over a date range or season, the running total night by night, and head to head (a
chart of bars per opponent, then the table).

Every figure is :func:`scorekeeper.players.people_stats`'s (the numbers of ``scorekeeper players
stats``); merge and unmerge are recorded in the book's player register through the page's undo stack.
"""

from __future__ import annotations

from PySide6.QtCore import QDate, QItemSelectionModel, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.players import Overview, Person, PlayerStats, StatsFilter, read_overview
from scorekeeper_app.controller import SessionController
from scorekeeper_app.ledger.charts import RunningTotalsChart
from scorekeeper_app.players.advice_review import AdviceReview
from scorekeeper_app.players.duel_chart import DuelChart
from scorekeeper_app.players.players_models import (
    NAME_ROLE,
    TextTable,
    by_row_headers,
    by_row_rows,
    count_rows,
    duel_headers,
    duel_rows,
    figure_table,
    people_headers,
    people_rows,
)
from scorekeeper_app.players.read_progress import ReadProgress
from scorekeeper_app.players.register_editor import RegisterEditor
from scorekeeper_app.widgets.fitted_table import fit_to_contents, readonly_table, shown_whole
from scorekeeper_app.widgets.lazy_page import LazyPage
from scorekeeper_app.widgets.scroll_page import ScrollPage
from scorekeeper_app.wording.i18n import translate

EARLIEST = QDate(2000, 1, 1)
LATEST = QDate(2999, 12, 31)


class PlayersPage(LazyPage):
    """The register's people on the left; the selected person's record on the right."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.overview: Overview | None = None
        self.stats: PlayerStats | None = None
        self.editor = RegisterEditor(lambda: self.controller.book, self)
        self.editor.changed.connect(self.refresh)
        self.editor.failed.connect(self.show_problem)
        self.people = TextTable(people_headers(), self, text_columns=2)
        self.people_view = self._people_view()
        splitter = QSplitter()
        splitter.addWidget(self.people_view)
        splitter.addWidget(ScrollPage(self._record()))
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(self._filter_bar())
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.hide()
        layout.addWidget(self.problem)
        layout.addWidget(splitter, 1)
        controller.changed.connect(self.mark_changed)

    # -- building ---------------------------------------------------------------------------
    def _filter_bar(self) -> QHBoxLayout:
        """Season (a year, or all time) and the dates it sets, which may be changed by hand."""
        bar = QHBoxLayout()
        bar.addWidget(QLabel(translate("PlayersPage", "Season")))
        self.season = QComboBox()
        self.season.setObjectName("playersSeason")
        self.season.activated.connect(self._season_chosen)
        bar.addWidget(self.season)
        bar.addWidget(QLabel(translate("PlayersPage", "From")))
        self.since, self.until = QDateEdit(EARLIEST), QDateEdit(LATEST)
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.dateChanged.connect(self._range_changed)
        bar.addWidget(self.since)
        bar.addWidget(QLabel(translate("PlayersPage", "to")))
        bar.addWidget(self.until)
        bar.addStretch(1)
        return bar

    def _people_view(self) -> QTableView:
        view = QTableView()
        view.setObjectName("playersList")
        view.setModel(self.people)
        view.verticalHeader().hide()
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setTabKeyNavigation(False)  # Tab leaves the list for the season and dates
        view.horizontalHeader().setStretchLastSection(True)
        shown_whole(view)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        view.setMinimumWidth(320)
        view.selectionModel().currentRowChanged.connect(lambda *_: self.show_person())
        return view

    def _record(self) -> QWidget:
        """The person's name, figures per currency, counts, running total and head to head."""
        page = QWidget()
        column = QVBoxLayout(page)
        self.title = QLabel()
        self.title.setObjectName("playersTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        column.addWidget(self.title)
        self.figures = TextTable(parent=self)
        self.by_row = TextTable(by_row_headers(), self)
        self.counts = TextTable(
            [translate("PlayersPage", "In every currency"), translate("PlayersPage", "Count")], self
        )
        self.duels = TextTable(duel_headers(), self, text_columns=2)
        self.figures_view = readonly_table(self.figures)
        self.by_row_view = readonly_table(self.by_row)
        self.counts_view = readonly_table(self.counts)
        self.duels_view = readonly_table(self.duels)
        column.addWidget(self.figures_view, 0, Qt.AlignmentFlag.AlignLeft)
        counts = QHBoxLayout()  # under the figures, side by side: the page fits a laptop's width
        counts.addWidget(self.by_row_view, 0, Qt.AlignmentFlag.AlignTop)
        counts.addWidget(self.counts_view, 0, Qt.AlignmentFlag.AlignTop)
        counts.addStretch(1)
        column.addLayout(counts)
        self.advice = AdviceReview(self)
        column.addWidget(self.advice.label)
        self.chart = RunningTotalsChart(x_title=translate("PlayersPage", "Night"))
        self.chart.setMinimumHeight(240)
        column.addWidget(self.chart)
        column.addWidget(QLabel(translate("PlayersPage", "Head to head (what this player received, net)")))
        self.duel_chart = DuelChart()
        column.addWidget(self.duel_chart)
        column.addWidget(self.duels_view)
        column.addStretch(1)
        return page

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # read again first if the book changed while hidden
        self.people_view.setFocus()  # the keys go to the list: Up and Down choose the person

    # -- reading ----------------------------------------------------------------------------
    def where(self) -> StatsFilter:
        since = self.since.date()
        until = self.until.date()
        return StatsFilter(
            since="" if since == EARLIEST else since.toString("yyyy-MM-dd"),
            until="9999" if until == LATEST else until.toString("yyyy-MM-dd"),
        )

    def selected(self) -> Person | None:
        """The person whose row is current (after a refresh: the same person, or the first)."""
        index = self.people_view.currentIndex()
        if self.overview is None or not index.isValid():
            return None
        return self.overview.register.person_of(str(self.people.data(index, NAME_ROLE)))

    def refresh(self) -> None:
        """The book read again (the register and the sessions played, once: choosing another person
        or season counts from what was read); the selected person's record counted again."""
        self._dirty = False
        keep = self.selected()
        with ReadProgress(self, focus=self.people_view) as progress:  # seconds only the first time on a computer
            self.overview = overview = read_overview(self.controller.book, progress=progress)
        rows, keys = people_rows(overview)
        self.people.show(rows, keys=keys)
        self._fill_seasons(overview.years())
        wanted = overview.register.person_of(keep.name).name if keep is not None else ""
        row = keys.index(wanted) if wanted in keys else 0
        if keys:
            selection = self.people_view.selectionModel()
            blocked = selection.blockSignals(True)  # counted once, below
            selection.setCurrentIndex(
                self.people.index(row, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            selection.blockSignals(blocked)
            self.people_view.viewport().update()
        self.people_view.resizeColumnsToContents()
        self.show_problem(
            translate("PlayersPage", "Left out: {problem}").format(problem=overview.problems[0])
            if overview.problems
            else ""
        )
        self.show_person()

    def _fill_seasons(self, years: list[str]) -> None:
        chosen = self.season.currentData()
        self.season.clear()
        self.season.addItem(translate("PlayersPage", "All time"), "")
        for year in years:
            self.season.addItem(year, year)
        self.season.setCurrentIndex(max(self.season.findData(chosen), 0))

    def _season_chosen(self, index: int) -> None:
        year = str(self.season.itemData(index) or "")
        since, until = (QDate(int(year), 1, 1), QDate(int(year), 12, 31)) if year else (EARLIEST, LATEST)
        for edit, date in ((self.since, since), (self.until, until)):
            edit.blockSignals(True)
            edit.setDate(date)
            edit.blockSignals(False)
        self.show_person()

    def _range_changed(self) -> None:
        self.season.setCurrentIndex(0 if self.where() == StatsFilter() else -1)
        self.show_person()

    def show_person(self) -> None:
        """The selected person's statistics over the range, from the engine."""
        person = self.selected()
        self.stats = None
        if person is not None and self.overview is not None:
            self.stats = self.overview.stats_of(person, self.where())
        self._show(person, self.stats)

    def _show(self, person: Person | None, stats: PlayerStats | None) -> None:
        self.advice.clear()  # reviewed again when asked, for this person and range
        if person is None or stats is None:
            self.title.setText(translate("PlayersPage", "Nobody has played yet"))
            for model in (self.figures, self.by_row, self.counts, self.duels):
                model.show([])
            self.chart.show_running([], {})
            self.duel_chart.show_duels(None)
            return
        aliases = ", ".join(person.aliases)
        self.title.setText(
            translate("PlayersPage", "{player} (also {aliases})").format(player=person.name, aliases=aliases)
            if aliases
            else person.name
        )
        headers, rows = figure_table(stats)
        self.figures.show(rows, headers)
        self.by_row.show(by_row_rows(stats))
        self.counts.show(count_rows(stats))
        self.duels.show(duel_rows(stats))
        self.duel_chart.show_duels(stats)
        for view in (self.figures_view, self.by_row_view, self.counts_view, self.duels_view):
            fit_to_contents(view, min_width=120)
        self._chart(stats)

    def _chart(self, stats: PlayerStats) -> None:
        """The running total after each night, one line per currency (never added across)."""
        lines = {c: [float(total.amount) for _, total in s.running()] for c, s in stats.currencies.items()}
        longest = max((len(v) for v in lines.values()), default=0)
        only = next(iter(lines)) if len(lines) == 1 else ""
        self.chart.show_running(list(range(1, longest + 1)), {c or "—": v for c, v in lines.items()}, only)

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    # -- the page's actions (the registry's Players entries) ---------------------------------
    def merge(self) -> None:
        self.show_problem("")
        self.editor.merge_into(self.selected())
        self.people_view.setFocus()  # the keys back on the list after the dialog

    def review_advice(self) -> None:
        person = self.selected()
        if person is not None and self.overview is not None:
            self.advice.review(self.controller.book, self.overview, person, self.where())
        self.window().activateWindow()  # the progress dialog had it: the keys come back here
        self.people_view.setFocus()

    def unmerge(self) -> None:
        self.show_problem("")
        self.editor.unmerge_from(self.selected())
        self.people_view.setFocus()
