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
    QCompleter,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
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
from scorekeeper_app import i18n
from scorekeeper_app.change_dialogs import commit_open_editor, stakes_view
from scorekeeper_app.formatting import COMMON_CURRENCIES
from scorekeeper_app.i18n import translate
from scorekeeper_app.models.stakes_model import StakesModel
from scorekeeper_app.rules_editor import RulesEditor

SEATS = 4


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
        self.dealer: str | None = None
        self.created: Any = None
        self._taken: set[str] = set()
        self.resize(980, 680)

        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        page = QWidget()
        self.tabs.addTab(page, translate("NewSession", "Players && stakes"))
        self._build_players_page(page, known_players, today or datetime.date.today())
        self.rules_editor = RulesEditor()
        self.tabs.addTab(self.rules_editor, translate("NewSession", "&Rules"))
        self.tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)  # focus starts in the name, not on the tabs
        self._mirror_rules_preset()
        self._add_error_and_buttons(layout)
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

    def _seats_box(self, known_players: Sequence[str]) -> QGroupBox:
        """One combo per seat, clockwise, then the first dealer."""
        seats = QGroupBox(translate("NewSession", "Players in seating order (clockwise) and the first dealer"))
        grid = QGridLayout(seats)
        self.seats: list[QComboBox] = []
        for i in range(SEATS):
            combo = self._seat_combo(i, known_players)
            label = QLabel(translate("NewSession", "Seat &{number}").format(number=i + 1))
            label.setBuddy(combo)
            grid.addWidget(label, i, 0)
            grid.addWidget(combo, i, 1)
            combo.editTextChanged.connect(self._players_changed)
            self.seats.append(combo)
        # one stop for the dealer (radio buttons between the seats took a Tab each)
        self.dealer_choice = QComboBox()
        self.dealer_choice.setObjectName("dealerChoice")
        self.dealer_choice.setToolTip(
            translate("NewSession", "Deals the first hand (the button then moves one seat clockwise each hand)")
        )
        dealer_label = QLabel(translate("NewSession", "First &dealer"))
        dealer_label.setBuddy(self.dealer_choice)
        grid.addWidget(dealer_label, SEATS, 0)
        grid.addWidget(self.dealer_choice, SEATS, 1)
        grid.setColumnStretch(1, 1)
        return seats

    @staticmethod
    def _seat_combo(index: int, known_players: Sequence[str]) -> QComboBox:
        """A seat: the book's players to pick from (completed case-insensitively) or a new name."""
        combo = QComboBox()
        combo.setEditable(True)
        combo.addItems([""] + list(known_players))
        combo.setCurrentIndex(0)
        combo.lineEdit().setPlaceholderText(  # type: ignore[union-attr]
            translate("NewSession", "pick a player or type a new name")
            if index < 2
            else translate("NewSession", "empty seat")
        )
        completer = QCompleter(list(known_players), combo)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        combo.setCompleter(completer)
        combo.setToolTip(
            translate("NewSession", "Players already in the book are listed; type a name to add a new player")
        )
        combo.setObjectName(f"seatCombo{index}")
        return combo

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

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.name.setFocus()

    # -- reading ----------------------------------------------------------------------------
    def players(self) -> list[str]:
        return [c.currentText().strip() for c in self.seats if c.currentText().strip()]

    def chosen_dealer(self) -> str | None:
        name = self.dealer_choice.currentText()
        players = self.players()
        return name if name in players else (players[0] if players else None)

    def _players_changed(self, *_args: Any) -> None:
        names = self.players()
        if len(set(names)) == len(names):
            self.stakes.set_players(names)
        chosen = self.dealer_choice.currentText()
        self.dealer_choice.blockSignals(True)
        self.dealer_choice.clear()
        self.dealer_choice.addItems(list(dict.fromkeys(names)))
        self.dealer_choice.setCurrentIndex(max(0, self.dealer_choice.findText(chosen)))
        self.dealer_choice.blockSignals(False)

    def _unit_changed(self, text: str) -> None:
        with contextlib.suppress(ValueError):
            self.stakes.set_unit(parse_amount(text))

    def _show_error(self, text: str) -> None:
        self.error.setText(text)

    def session_kwargs(self) -> dict[str, Any]:
        """The arguments of ``Book.create_session``; raises InputError on what is clearly wrong."""
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
            "rules": self.rules_editor.rules().model_dump(mode="json"),
            "unit": unit,
            "currency": self.currency.currentText().strip().upper(),
            "date": self.date.date().toString("yyyy-MM-dd"),
            "place": self.place.text().strip(),
            "stakes": self.stakes.stakes(),
        }

    def accept(self) -> None:
        commit_open_editor(self.stakes_view)  # a stake being typed is part of the session
        try:
            kwargs = self.session_kwargs()
            self.dealer = self.chosen_dealer()
            self.created = self._create(**kwargs)
        except InputError as exc:
            self._show_error(str(exc))
            if "rules" in str(exc):
                self.tabs.setCurrentWidget(self.rules_editor)
            return
        super().accept()

    def stake_of(self, a: str, b: str) -> Decimal | None:
        return self.stakes.overrides.get(frozenset((a, b)))
