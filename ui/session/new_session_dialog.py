"""New session: players in seating order and the first dealer, money, per-pair stakes, rules.

The dialog gathers values and hands them to a ``create`` callable (the
controller's ``new_session``); whatever the engine refuses is shown in the
dialog, which stays open.
"""

from __future__ import annotations

import contextlib
import datetime
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.amounts import parse_amount
from scorekeeper.errors import InputError
from scorekeeper.game import rules_json
from scorekeeper_app.models.stakes_model import StakesModel
from scorekeeper_app.session.change_dialogs import commit_open_editor, stakes_view
from scorekeeper_app.session.rules_editor import RulesEditor
from scorekeeper_app.session.seat_grid import SEATS, SeatGrid
from scorekeeper_app.widgets.scroll_page import ScrollPage
from scorekeeper_app.wording import i18n
from scorekeeper_app.wording.formatting import COMMON_CURRENCIES
from scorekeeper_app.wording.i18n import translate


class TableFull(InputError):
    """A name sits past the seats the rules have (shown on the first page, not the rules tab)."""


class DateField(QDateEdit):
    """A date that Tab leaves in one press (Left and Right move between its parts)."""

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        return QWidget.focusNextPrevChild(self, next)


class NewSessionDialog(QDialog):
    def __init__(
        self,
        known_players: Sequence[str],
        create: Callable[..., Any],
        parent: QWidget | None = None,
        *,
        today: datetime.date | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewSession", "New session"))
        self.setObjectName("newSessionDialog")
        self._create = create
        self.name_check: Callable[[Sequence[str]], dict[str, str]] | None = None  # players/name_prompt.py
        self.dealer: str | None = None
        self.created: Any = None
        self._taken: set[str] = set()
        self._shown_seat_error = ""
        self.resize(980, 680)

        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        page = QWidget()
        self.tabs.addTab(page, translate("NewSession", "Players && stakes"))
        self._build_players_page(page, known_players, today or datetime.date.today())
        self.rules_editor = RulesEditor()
        self.rules_page = ScrollPage(self.rules_editor)  # the editor is taller than a laptop's screen
        self.tabs.addTab(self.rules_page, translate("NewSession", "&Rules"))
        self.tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)  # focus starts in the name, not on the tabs
        self._mirror_rules_preset()
        self._add_error_and_buttons(layout)
        self.rules_editor.changed.connect(self._rules_changed)
        self._players_changed()
        self._chain_tab_order()
        self.name.setFocus()
        self.name.selectAll()

    # -- building ---------------------------------------------------------------------------
    def _build_players_page(self, page: QWidget, known_players: Sequence[str], today: datetime.date) -> None:
        """The first tab: session, seats and money on the left, per-pair stakes and the rules on the right."""
        columns = QHBoxLayout(page)
        left = QVBoxLayout()
        columns.addLayout(left, 1)
        left.addWidget(self._session_box(today))
        left.addWidget(self._seats_box(known_players))
        left.addWidget(self._money_box())
        left.addStretch(1)

        right = QVBoxLayout()
        columns.addLayout(right, 1)
        right.addWidget(self._stakes_box())
        right.addLayout(self._rules_row())

    def _session_box(self, today: datetime.date) -> QGroupBox:
        """Name (warned about when the book has it already), date and place."""
        about = QGroupBox(translate("NewSession", "Session"))
        form = QFormLayout(about)
        weekday = QLocale(i18n.language()).dayName(today.isoweekday())
        self.name = QLineEdit(translate("NewSession", "{weekday} night").format(weekday=weekday))
        self.name.setToolTip(translate("NewSession", "A name to find the session by later"))
        self.date = DateField(QDate(today.year, today.month, today.day))
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.place = QLineEdit()
        self.place.setPlaceholderText(translate("NewSession", "optional"))
        form.addRow(translate("NewSession", "&Name"), self.name)
        self.name_warning = QLabel()
        self.name_warning.setObjectName("warning")
        self.name_warning.hide()
        form.addRow(self.name_warning)
        self.name.textChanged.connect(self._name_changed)
        form.addRow(translate("NewSession", "D&ate"), self.date)
        form.addRow(translate("NewSession", "&Place"), self.place)
        return about

    def _seats_box(self, known_players: Sequence[str]) -> SeatGrid:
        """One combo per seat, clockwise, then the first dealer; more seats when the rules seat more."""
        self.seat_grid = SeatGrid(known_players)
        self.seats = self.seat_grid.seats  # the grid's own list: seats it adds later are in it
        self.dealer_choice = self.seat_grid.dealer_choice
        self.seat_grid.edited.connect(self._players_changed)
        self.seat_grid.grown.connect(self._chain_tab_order)
        return self.seat_grid

    def _money_box(self) -> QGroupBox:
        """Currency and the unit value every pair plays for unless it agreed its own."""
        money = QGroupBox(translate("NewSession", "Money"))
        mform = QFormLayout(money)
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.addItems(list(COMMON_CURRENCIES) + [""])
        self.currency.setToolTip(translate("NewSession", "A currency code (EUR, USD...) or leave blank for points"))
        self.unit = QLineEdit("1")
        self.unit.setToolTip(
            translate("NewSession", "Money per unit between any two players, unless the pair agreed their own stake")
        )
        self.unit.textChanged.connect(self._unit_changed)
        mform.addRow(translate("NewSession", "&Currency"), self.currency)
        mform.addRow(translate("NewSession", "&Unit value"), self.unit)
        return money

    def _stakes_box(self) -> QGroupBox:
        """The per-pair stakes table (a blank cell plays for the unit value)."""
        stakes_box = QGroupBox(translate("NewSession", "Per-pair stakes (blank: the unit value)"))
        sv = QVBoxLayout(stakes_box)
        hint = QLabel(
            translate("NewSession", "Type an amount in a pair's cell to give that pair its own money per unit.")
        )
        hint.setWordWrap(True)
        hint.setObjectName("muted")
        sv.addWidget(hint)
        self.stakes = StakesModel(self)
        self.stakes.error.connect(self._show_error)
        self.stakes_view = stakes_view(self.stakes)
        sv.addWidget(self.stakes_view)
        return stakes_box

    def _rules_row(self) -> QFormLayout:
        rules_row = QFormLayout()
        self.rules_choice = QComboBox()  # the rules tab's preset, reachable by Tab from here
        self.rules_choice.setObjectName("rulesChoice")
        rules_row.addRow(translate("NewSession", "R&ules"), self.rules_choice)
        return rules_row

    def _add_error_and_buttons(self, layout: QVBoxLayout) -> None:
        """What the engine refused, then Start session and Cancel."""
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewSession", "Start session"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _chain_tab_order(self) -> None:
        """Tab walks the first page top to bottom, left column then right, ending on the rules choice."""
        chain = [self.name, self.date, self.place, *self.seats, self.dealer_choice, self.currency, self.unit]
        chain += [self.stakes_view, self.rules_choice]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def set_taken_names(self, names: Sequence[str]) -> None:
        """The book's session names: a new one called the same is warned about (not refused)."""
        self._taken = {n.casefold() for n in names}
        self._name_changed(self.name.text())

    def _name_changed(self, text: str) -> None:
        taken = text.strip().casefold() in self._taken
        self.name_warning.setText(
            translate("NewSession", "A session with this name is in the book already") if taken else ""
        )
        self.name_warning.setVisible(taken)

    def _mirror_rules_preset(self) -> None:
        """The first page's Rules choice and the rules tab's preset are one choice."""
        preset = self.rules_editor.preset
        for i in range(preset.count()):
            self.rules_choice.addItem(preset.itemText(i), preset.itemData(i))
        self.rules_choice.setCurrentIndex(preset.currentIndex())
        self.rules_choice.currentIndexChanged.connect(preset.setCurrentIndex)

        def follow(index: int) -> None:
            self.rules_choice.blockSignals(True)
            self.rules_choice.setCurrentIndex(index)
            self.rules_choice.blockSignals(False)

        preset.currentIndexChanged.connect(follow)

    def _rules_changed(self) -> None:
        """The seats follow the rules' table: as many as the engine seats (never fewer than 4)."""
        try:
            limit = self.rules_editor.rules().seat_limit
        except InputError:
            return  # an option being typed: the rules tab says what is wrong, the seats wait
        self.seat_grid.fit(max(SEATS, limit))
        self._players_changed()

    def _seat_error(self) -> str:
        """What seats past the rules' table hold, in words ("" when nobody sits there)."""
        names = self.seat_grid.overflow()
        if not names:
            return ""
        return translate(
            "NewSession",
            "This table has {count} seats: take {names} off it, or tick an extra suit (加一色) on the Rules tab "
            "to seat more",
        ).format(count=self.seat_grid.count, names=", ".join(names))

    def _show_seat_error(self) -> None:
        """The seat error comes and goes with the names past the table; other errors stay."""
        text = self._seat_error()
        if text or self.error.text() == self._shown_seat_error:
            self._show_error(text)
        self._shown_seat_error = text

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.name.setFocus()

    # -- reading ----------------------------------------------------------------------------
    def players(self) -> list[str]:
        return self.seat_grid.players()

    def chosen_dealer(self) -> str | None:
        name = self.dealer_choice.currentText()
        players = self.players()
        return name if name in players else (players[0] if players else None)

    def _players_changed(self, *_args: Any) -> None:
        names = self.players()
        if len(set(names)) == len(names):
            self.stakes.set_players(names)
        self.seat_grid.offer_dealers(names)
        self._show_seat_error()

    def _unit_changed(self, text: str) -> None:
        with contextlib.suppress(ValueError):
            self.stakes.set_unit(parse_amount(text))

    def _show_error(self, text: str) -> None:
        self.error.setText(text)

    def session_kwargs(self) -> dict[str, Any]:
        """The arguments of ``Book.create_session``; raises InputError on what is clearly wrong."""
        if seat_error := self._seat_error():
            raise TableFull(seat_error)
        players = self.players()
        if len(players) < 2:
            raise InputError(translate("NewSession", "seat at least 2 players"))
        folded = [p.casefold() for p in players]
        if len(set(folded)) != len(folded):
            raise InputError(translate("NewSession", "a player is seated twice"))
        try:
            unit = parse_amount(self.unit.text())
        except ValueError as exc:
            raise InputError(translate("NewSession", "unit value: {problem}").format(problem=exc)) from None
        if unit <= 0:
            raise InputError(translate("NewSession", "unit value: must be more than 0"))
        self.stakes.set_players(players)
        return {
            "name": self.name.text(),
            "players": players,
            "rules": rules_json(self.rules_editor.rules()),
            "unit": unit,
            "currency": self.currency.currentText().strip().upper(),
            "date": self.date.date().toString("yyyy-MM-dd"),
            "place": self.place.text().strip(),
            "stakes": self.stakes.stakes(),
        }

    def accept(self) -> None:
        commit_open_editor(self.stakes_view)  # a stake being typed is part of the session
        if self.name_check is not None:  # "bob" typed: "Bob (played 23 sessions)?"
            self.seat_grid.rename(self.name_check(self.seat_grid.typed()))
        try:
            kwargs = self.session_kwargs()
            self.dealer = self.chosen_dealer()
            self.created = self._create(**kwargs)
        except InputError as exc:
            self._show_error(str(exc))
            if "rules" in str(exc) and not isinstance(exc, TableFull):
                self.tabs.setCurrentWidget(self.rules_page)
            return
        super().accept()

    def stake_of(self, a: str, b: str) -> Decimal | None:
        return self.stakes.overrides.get(frozenset((a, b)))
