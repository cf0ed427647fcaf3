"""A new event's structure: the words of ``scorekeeper tournament new`` in a form, a preset to
start from. The engine reads the form (:func:`scorekeeper.tournament_log.structure_of`) and says
what is wrong in one line, shown under the form; nothing is checked here.
"""

from __future__ import annotations

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import InputError
from scorekeeper.game import PRESETS
from scorekeeper.tournament_log import (
    STRUCTURE_PRESETS,
    HandLevels,
    TournamentStructure,
    structure_of,
    structure_preset,
)
from scorekeeper_app.wording.i18n import translate

MAX_CHIPS = 2_000_000_000  # what a spin box holds; the engine allows more, a form never needs it

# the choices' data: the words of ``tournament new`` (their shown names are translated)
BY_HANDS, BY_MINUTES = "hands", "minutes"
FOUL, SURRENDER = "foul", "surrender"


class EventDialog(QDialog):
    """Name, rules, buy-in and fee, chips, levels, seats, the setting clock, payouts, currency."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EventDialog", "New event"))
        self.setObjectName("eventDialog")
        self.setMinimumWidth(680)  # the levels of a long schedule show whole
        self.structure: TournamentStructure | None = None
        form = QFormLayout()
        self.preset = QComboBox()
        self.preset.addItem(translate("EventDialog", "None: as typed below"), None)
        for key, data in STRUCTURE_PRESETS.items():
            self.preset.addItem(str(data["name"]), key)
        self.preset.activated.connect(lambda _i: self.fill_from_preset())
        form.addRow(translate("EventDialog", "&Preset"), self.preset)
        self.name = QLineEdit()
        form.addRow(translate("EventDialog", "&Name"), self.name)
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        form.addRow(translate("EventDialog", "&Date"), self.date)
        self.rules = QComboBox()
        self.rules.addItems(sorted(PRESETS))
        self.rules.setCurrentText("ofc")
        form.addRow(translate("EventDialog", "&Rules"), self.rules)
        self.buyin, self.fee, self.currency = QLineEdit("100"), QLineEdit("0"), QLineEdit()
        self.currency.setMaxLength(3)
        self.currency.setPlaceholderText(translate("EventDialog", "e.g. USD"))
        form.addRow(translate("EventDialog", "&Buy-in (to the prize pool)"), self.buyin)
        form.addRow(translate("EventDialog", "&Fee (the house's)"), self.fee)
        form.addRow(translate("EventDialog", "C&urrency"), self.currency)
        self.chips = _spin(1, MAX_CHIPS, 10000)
        self.chips.setGroupSeparatorShown(True)
        form.addRow(translate("EventDialog", "Starting &chips"), self.chips)
        self.levels = QLineEdit("100,200,300,400,600,800,1000")
        form.addRow(translate("EventDialog", "&Levels (chips a point)"), self.levels)
        self.every = _spin(1, 100_000, 8)
        self.level_by = QComboBox()
        self.level_by.addItem(translate("EventDialog", "hands"), BY_HANDS)
        self.level_by.addItem(translate("EventDialog", "minutes"), BY_MINUTES)
        every = QHBoxLayout()
        every.addWidget(self.every)
        every.addWidget(self.level_by, 1)
        _row(form, translate("EventDialog", "A level &every"), every, self.every)
        self.seats = _spin(2, 6, 4)
        form.addRow(translate("EventDialog", "&Seats per table"), self.seats)
        self.clock = _spin(0, 3600, 120)
        self.clock.setSpecialValueText(translate("EventDialog", "no clock"))
        self.clock.setSuffix(translate("EventDialog", " s"))
        self.on_expiry = QComboBox()
        self.on_expiry.addItem(translate("EventDialog", "the hand is fouled"), FOUL)
        self.on_expiry.addItem(translate("EventDialog", "the hand is surrendered"), SURRENDER)
        clock = QHBoxLayout()
        clock.addWidget(self.clock)
        clock.addWidget(QLabel(translate("EventDialog", "when time runs out:")))
        clock.addWidget(self.on_expiry, 1)
        _row(form, translate("EventDialog", "Setting cloc&k"), clock, self.clock)
        self.fantasy_land = QCheckBox(translate("EventDialog", "Fant&asy Land at the tables (OFC)"))
        form.addRow("", self.fantasy_land)
        self.payouts = QLineEdit("50,30,20")
        self.payouts.setPlaceholderText(translate("EventDialog", "by field size, as the preset"))
        form.addRow(translate("EventDialog", "Pa&youts (% by place)"), self.payouts)
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        self.name.setFocus()

    def fill_from_preset(self) -> None:
        """The chosen preset's structure in the form, to edit (its re-buys and the rest it keeps)."""
        key = self.preset.currentData()
        if key is None:
            return
        s = structure_preset(str(key))
        self.name.setText(s.name)
        if s.date:
            self.date.setDate(QDate.fromString(s.date, "yyyy-MM-dd"))
        self.fantasy_land.setChecked(s.fantasy_land)
        self.rules.setCurrentText(s.rules if isinstance(s.rules, str) else str(s.rules.get("preset", "")))
        self.buyin.setText(s.buy_in)
        self.fee.setText(s.fee)
        self.currency.setText(s.currency)
        self.chips.setValue(min(s.starting_chips, MAX_CHIPS))
        self.levels.setText(",".join(str(v) for v in s.levels.point_values))
        by_hands = isinstance(s.levels, HandLevels)
        self.level_by.setCurrentIndex(0 if by_hands else 1)
        self.every.setValue(
            s.levels.hands_per_level if isinstance(s.levels, HandLevels) else s.levels.minutes_per_level
        )
        self.seats.setValue(s.seats)
        self.clock.setValue(s.clock.seconds if s.clock is not None else 0)
        self.on_expiry.setCurrentIndex(1 if s.clock is not None and s.clock.on_expiry == "surrender" else 0)
        one_band = s.payouts.by == "percent" and len(s.payouts.bands) == 1  # else: the preset's, by field size
        self.payouts.setText(",".join(s.payouts.bands[0].percents) if s.payouts.by == "percent" and one_band else "")

    def read(self) -> TournamentStructure:
        """The structure the form describes (an InputError says what is wrong)."""
        by_hands = self.level_by.currentData() == BY_HANDS
        return structure_of(
            self.preset.currentData(),
            payouts=self.payouts.text(),
            name=self.name.text().strip(),
            rules=self.rules.currentText(),
            buyin=self.buyin.text().strip(),
            fee=self.fee.text().strip() or "0",
            chips=self.chips.value(),
            levels=self.levels.text(),
            hands_per_level=self.every.value() if by_hands else None,
            minutes_per_level=None if by_hands else self.every.value(),
            seats=self.seats.value(),
            clock=self.clock.value() or None,
            on_expiry=str(self.on_expiry.currentData()),
            currency=self.currency.text().strip(),
            date=self.date.date().toString("yyyy-MM-dd"),
            fantasy_land=self.fantasy_land.isChecked(),
        )

    def accept(self) -> None:
        try:
            self.structure = self.read()
        except InputError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        super().accept()


def _row(form: QFormLayout, text: str, row: QHBoxLayout, buddy: QWidget) -> None:
    """A row of several fields, its label's key going to the first."""
    label = QLabel(text)
    label.setBuddy(buddy)
    form.addRow(label, row)


def _spin(low: int, high: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    return spin
