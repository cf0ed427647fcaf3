"""The Ledger page: the running-total chart over a table of every hand, the pair matrix and the audit trail.

Slots call the controller; the controller calls the engine; on ``changed`` the
page refreshes its models from the engine (parts that are not on screen wait
until they are shown, so a big session does not pay for them on every hand).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.session import HandRecord
from scorekeeper_app.controller import SessionController
from scorekeeper_app.ledger.charts import RunningTotalsChart
from scorekeeper_app.ledger.edit_hand_dialog import Correction, EditHandDialog
from scorekeeper_app.ledger.hand_detail_dialog import HandDetailDialog
from scorekeeper_app.ledger.ledger_changes import LedgerChanges
from scorekeeper_app.ledger.ledger_hand_actions import HandEditor, LedgerHandActions
from scorekeeper_app.ledger.ledger_tables import MARKS_PAD, column_widths, pairs_table, table_view
from scorekeeper_app.models.audit_model import AuditModel
from scorekeeper_app.models.ledger_model import (
    COL_MARKS,
    COL_NUMBER,
    CORRECTED,
    FOUL,
    NATURAL,
    ROYALTY,
    SURRENDER,
    VOIDED,
    LedgerFilterProxy,
    LedgerModel,
)
from scorekeeper_app.models.pairs_model import PairsModel
from scorekeeper_app.session.correction_dialog import ask_reason
from scorekeeper_app.widgets.fitted_table import fit_column, fit_to_contents
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, plural, translate

MARK_FILTERS = (  # shown translated (context "LedgerPage")
    (QT_TRANSLATE_NOOP("LedgerPage", "All hands"), None),
    (QT_TRANSLATE_NOOP("LedgerPage", "Fouls (F)"), FOUL),
    (QT_TRANSLATE_NOOP("LedgerPage", "Naturals (N)"), NATURAL),
    (QT_TRANSLATE_NOOP("LedgerPage", "Royalties (R)"), ROYALTY),
    (QT_TRANSLATE_NOOP("LedgerPage", "Surrenders (S)"), SURRENDER),
    (QT_TRANSLATE_NOOP("LedgerPage", "Corrected (✎)"), CORRECTED),
    (QT_TRANSLATE_NOOP("LedgerPage", "Voided"), VOIDED),
)
LEGEND = QT_TRANSLATE_NOOP(
    "LedgerPage",
    "F foul · N natural · R royalties · S surrender · ✎ corrected · struck through: void"
    " · double-click a hand for its cards",
)


class LedgerPage(QWidget):
    """Ledger of the controller's open session; the selected hand's actions are its ``hand_actions``."""

    hand_opened = Signal(int)  # the detail dialog of a hand was opened

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.hand_editor: HandEditor | None = None
        self.hand_actions = LedgerHandActions(page=self)
        self._dirty = {"hands", "pairs", "audit"}
        self._sized_for = Decimal(0)
        self._marks_least = 0

        self.model = LedgerModel(self)
        self.proxy = LedgerFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.pairs_model = PairsModel(self)
        self.audit_model = AuditModel(self)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.hide()
        layout.addWidget(self.banner)

        self.chart = RunningTotalsChart()
        self.tabs = self._tabs()
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.chart)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        layout.addWidget(self.splitter)

        controller.changed.connect(self._on_changed)

    # -- building the page -------------------------------------------------------------
    def _tabs(self) -> QTabWidget:
        tabs = QTabWidget()
        tabs.addTab(self._hands_tab(), translate("LedgerPage", "Hands"))
        tabs.addTab(self._pairs_tab(), translate("LedgerPage", "Pairs"))
        tabs.addTab(self._audit_tab(), translate("LedgerPage", "Audit trail"))
        tabs.currentChanged.connect(lambda _: self._refresh_visible())  # last: adding the first tab changes it
        return tabs

    def _hands_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        layout.addLayout(self._filter_bar())
        layout.addWidget(self._hands_view())
        layout.addWidget(self.changes.next_label)
        legend = QLabel(translate("LedgerPage", LEGEND))
        legend.setEnabled(False)
        layout.addWidget(legend)
        self._connect_hands()
        return tab

    def _filter_bar(self) -> QHBoxLayout:
        """The player and mark filters, the hand count and the buttons for the selected hand."""
        bar = QHBoxLayout()
        bar.addWidget(QLabel(translate("LedgerPage", "Player")))
        self.player_filter = QComboBox()
        self.player_filter.setAccessibleName(translate("LedgerPage", "Filter by player"))
        self.player_filter.addItem(translate("LedgerPage", "Everyone"), None)
        bar.addWidget(self.player_filter)
        bar.addWidget(QLabel(translate("LedgerPage", "Show")))
        self.mark_filter = QComboBox()
        self.mark_filter.setAccessibleName(translate("LedgerPage", "Filter by mark"))
        for text, mark in MARK_FILTERS:
            self.mark_filter.addItem(translate("LedgerPage", text), mark)
        bar.addWidget(self.mark_filter)
        self.count_label = QLabel()
        bar.addWidget(self.count_label)
        bar.addStretch(1)
        actions = self.hand_actions
        self.details_button, self.edit_button, self.void_button = buttons = (
            actions.details_button,
            actions.edit_button,
            actions.void_button,
        )
        for button in buttons:
            bar.addWidget(button)
        return bar

    def _hands_view(self) -> QTableView:
        self.view = table_view(QTableView())
        self.view.setShowGrid(False)  # the words of a change run across the row, uncut
        self.view.setModel(self.proxy)
        self.changes = LedgerChanges(self.view, model=self.model, proxy=self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(COL_NUMBER, Qt.SortOrder.AscendingOrder)
        self.view.horizontalHeader().setHighlightSections(False)
        self.view.doubleClicked.connect(self.hand_actions.open_from_view)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self.hand_actions.update_buttons())
        return self.view

    def _connect_hands(self) -> None:
        self.player_filter.currentIndexChanged.connect(self._apply_filter)
        self.mark_filter.currentIndexChanged.connect(self._apply_filter)
        self.proxy.rowsInserted.connect(self._rows_inserted)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.rowsRemoved.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)

    def _pairs_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        note = QLabel(
            translate(
                "LedgerPage", "Each row: what that player won (+) or lost (−) against each other player (live hands)."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.pairs_view = pairs_table(self.pairs_model)
        layout.addWidget(self.pairs_view)
        layout.addStretch(1)
        return tab

    def _audit_tab(self) -> QTableView:
        self.audit_view = table_view(QTableView())
        self.audit_view.setModel(self.audit_model)
        self.audit_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.audit_view.horizontalHeader().setStretchLastSection(True)
        self.audit_view.doubleClicked.connect(self.hand_actions.open_from_audit)
        return self.audit_view

    # -- the selected hand: each is the hand actions' -------------------------------------
    @property
    def detail_dialog(self) -> HandDetailDialog | None:
        return self.hand_actions.detail_dialog

    def writable(self) -> bool:
        return self.hand_actions.writable()

    def show_problem(self, text: str) -> None:
        self.hand_actions.show_problem(text)

    def selected_hand(self) -> int | None:
        return self.hand_actions.selected_hand()

    def select_hand(self, number: int) -> None:
        self.hand_actions.select_hand(number)

    def open_hand(self, number: int | None) -> HandDetailDialog | None:
        return self.hand_actions.open_hand(number)

    def edit_hand(self, number: int | None) -> bool:
        return self.hand_actions.edit_hand(number)

    def void_hand(self, number: int | None) -> bool:
        return self.hand_actions.void_hand(number)

    def prompt_reason(self, *, title: str, question: str, action: str) -> str | None:
        """Ask why (tests replace this)."""
        return ask_reason(self, title=title, question=question, action=action)

    def prompt_edit(self, record: HandRecord) -> Correction | None:
        """The corrected hand and the reason, or None (tests replace this)."""
        dialog = EditHandDialog(record, self, self.controller.session().rules_for(record.number).copies)
        if dialog.exec() != EditHandDialog.DialogCode.Accepted:
            return None
        return dialog.correction()

    # -- refreshing --------------------------------------------------------------------
    def _on_changed(self) -> None:
        self._dirty = {"hands", "pairs", "audit"}
        if self.banner.property("kind") == "problem":
            self.banner.hide()  # something was recorded since: the refusal is old news
            self.banner.setProperty("kind", "")
        self._refresh_visible()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh_visible()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):  # e.g. the dark theme chosen
            QTimer.singleShot(0, self._restyle)  # once the new palette is in place

    def _restyle(self) -> None:
        self.model.restyle()
        self.chart.follow_theme()

    def _refresh_visible(self) -> None:
        if not self.isVisible():
            return
        wanted = {"hands"} | ({"pairs"} if self.tabs.currentIndex() == 1 else set())
        wanted |= {"audit"} if self.tabs.currentIndex() == 2 else set()
        self.refresh(wanted & self._dirty)

    def refresh(self, parts: set[str] | None = None) -> None:
        """Read the engine's state now (all parts, or those named)."""
        parts = {"hands", "pairs", "audit"} if parts is None else parts
        session = self.controller.session() if self.controller.has_session() else None
        if "hands" in parts:
            players_before, house_before = self.model.players, self.model.house_column
            self.model.refresh(session)
            if self.model.players != players_before or self.model.house_column != house_before:
                self._players_changed()
            elif self.model.widest_amount() > self._sized_for:
                self._size_columns()
            else:
                self._fit_marks()
            self.chart.show_running(*self.model.running_points(), currency=self.model.currency)
            self._update_count()
            self.changes.show(session)
            self.hand_actions.show_verification()
        if "pairs" in parts:
            if session is None:
                self.pairs_model.refresh(None)
            else:
                self.pairs_model.refresh(self.controller.totals(), session.players, session.currency)
            fit_to_contents(self.pairs_view, min_width=0)
        if "audit" in parts:
            self.audit_model.refresh(session)
        self._dirty -= parts
        self.hand_actions.update_buttons()

    def change_rows(self) -> dict[int, str]:
        """The hands whose row opens with the words of a change, and what changed."""
        return self.changes.rows()

    def changes_text(self) -> str:
        return self.changes.text()

    def _players_changed(self) -> None:
        current = self.player_filter.currentData()
        self.player_filter.blockSignals(True)
        self.player_filter.clear()
        self.player_filter.addItem(translate("LedgerPage", "Everyone"), None)
        for name in self.model.players:
            self.player_filter.addItem(name, name)
        index = self.player_filter.findData(current)
        self.player_filter.setCurrentIndex(max(index, 0))
        self.player_filter.blockSignals(False)
        self._size_columns()
        self._apply_filter()

    def _size_columns(self) -> None:
        self._sized_for = max(self.model.widest_amount(), Decimal("99.99"))
        widths = column_widths(self.model, self.view, sized_for=self._sized_for)
        header = self.view.horizontalHeader()
        for column, width in widths.items():
            header.resizeSection(column, width)
        header.setMinimumSectionSize(min(widths.values()))
        self._marks_least = widths[COL_MARKS]
        self._fit_marks()
        header.setStretchLastSection(True)  # what is left of the width; the marks keep theirs whole

    def _fit_marks(self) -> None:
        fit_column(self.view, COL_MARKS, self.model.marks_texts(), least=self._marks_least, pad=MARKS_PAD)

    def _update_count(self, *args: Any) -> None:
        self.changes.delegate.fit_rows()  # rows were added, removed, sorted or filtered
        shown, total, void = self.proxy.rowCount(), self.model.rowCount(), self.model.void_count()
        text = (  # Qt's %n plural forms: "1 hand", "2 hands", in every language
            plural("LedgerPage", "{shown} of %n hand(s)", total).format(shown=shown)
            if shown != total
            else plural("LedgerPage", "%n hand(s)", total)
        )
        void_text = translate("LedgerPage", " ({count} void)").format(count=void) if void else ""
        house = ""
        if self.model.house_column is not None:  # the house's take beside the count (issue 18)
            taken = money_text(self.model.house_total(), self.model.currency)
            house = translate("LedgerPage", " · House {amount}").format(amount=taken)
        self.count_label.setText(text + void_text + house)

    def _rows_inserted(self, *args: Any) -> None:
        self._update_count()
        header = self.view.horizontalHeader()
        if header.sortIndicatorSection() == COL_NUMBER and header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder:
            QTimer.singleShot(0, self.view.scrollToBottom)

    def _apply_filter(self, *args: Any) -> None:
        player = self.player_filter.currentData()
        self.proxy.set_filter(player=player, mark=self.mark_filter.currentData())
        for name in self.model.players:
            hidden = player is not None and name != player
            self.view.setColumnHidden(self.model.money_column(name), hidden)
            self.view.setColumnHidden(self.model.running_column(name), hidden)
        self._update_count()
