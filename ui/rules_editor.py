"""An editor for every rule option, starting from a preset.

Each option's tooltip is the description the engine's :class:`RuleSet` carries;
the editor only gathers raw option values and lets ``resolve_rules`` judge them.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.amounts import format_amount
from scorekeeper.errors import InputError
from scorekeeper.presets import NATURAL_UNITS, PRESETS
from scorekeeper.rules import OPTION_NAMES, RuleSet, resolve_rules
from scorekeeper.scoring import SCOOP_UNITS
from ui.formatting import HAND_NAMES, NATURAL_CRITERIA, NATURAL_NAMES

CUSTOM = "custom"
PRESET_TITLES = {
    "classic-2-4": "Classic 2-4",
    "classic-1-6": "Classic 1-6",
    "thirteen-water": "Thirteen Water (十三水)",
    "ofc": "Open-face (OFC)",
    CUSTOM: "Custom",
}
SCORING_TITLES = {"2-4": "2-4 (row + overall)", "1-6": "1-6 (row + scoop bonus)", "per-row": "Per row"}
PAYMENT_TITLES = {"winner-only": "Winner only", "always": "Always (difference)", "cancel": "Cancel when both hold"}
WHEEL_TITLES = {"lowest": "Lowest straight", "second-highest": "Second-highest straight"}
MIDDLE_TITLES = {"high": "High (normal)", "lowball": "Lowball (2-7 low)"}
FOUL_TITLES = {"scoop": "Pays as if scooped", "play": "Rows play as set", "fixed": "Pays a fixed amount"}
LOSING_TWO_ROWS = Decimal(2)  # what losing two rows costs: the low end of a sensible surrender
RANKS = ("", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")


def describe(option: str) -> str:
    """The engine's own description of a rule option."""
    return RuleSet.model_fields[option].description or ""


def preset_name(rules: RuleSet) -> str:
    """The preset these rules are exactly, or ``custom``."""
    for name in PRESETS:
        if resolve_rules(name) == rules:
            return name
    return CUSTOM


def rules_title(rules: RuleSet) -> str:
    """``classic 2-4`` or ``custom rules (2-4)`` for headers."""
    name = preset_name(rules)
    return PRESET_TITLES[name].lower() if name != CUSTOM else f"custom rules ({rules.scoring})"


def surrender_range(scoring: str, scoop_multiplier: Decimal) -> tuple[Decimal, Decimal]:
    """Between losing two rows and being scooped under this scoring."""
    return LOSING_TWO_ROWS, SCOOP_UNITS[scoring] * scoop_multiplier


def surrender_warning(surrender: Decimal | None, scoring: str, scoop_multiplier: Decimal = Decimal(1)) -> str:
    if surrender is None:
        return ""
    low, high = surrender_range(scoring, scoop_multiplier)
    if low <= surrender <= high:
        return ""
    return (
        f"Surrender of {format_amount(surrender)} units is outside the sensible range: it should cost between "
        f"losing two rows ({format_amount(low)}) and being scooped ({format_amount(high)} under {scoring})."
    )


def _combo(titles: dict[str, str], tip: str) -> QComboBox:
    combo = QComboBox()
    for key, title in titles.items():
        combo.addItem(title, key)
    combo.setToolTip(tip)
    return combo


def _amount_edit(tip: str, width: int = 70) -> QLineEdit:
    edit = QLineEdit()
    edit.setToolTip(tip)
    edit.setMaximumWidth(width)
    return edit


def _select(combo: QComboBox, key: Any) -> None:
    index = combo.findData(key)
    combo.setCurrentIndex(max(index, 0))


class RulesEditor(QWidget):
    """Preset chooser plus an editor for every option of :class:`RuleSet`."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loading = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)

        top = QHBoxLayout()
        self.preset = QComboBox()
        for key, title in PRESET_TITLES.items():
            self.preset.addItem(title, key)
        self.preset.setToolTip("Start from a named rule set; any change below makes the rules custom")
        top.addWidget(QLabel("Preset:"))
        top.addWidget(self.preset, 1)
        outer.addLayout(top)

        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QVBoxLayout()
        right = QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)

        scoring_box = QGroupBox("Scoring")
        form = QFormLayout(scoring_box)
        self.editors: dict[str, QWidget] = {}
        self.scoring = _combo(SCORING_TITLES, describe("scoring"))
        form.addRow("Scoring method", self.scoring)
        surrender_row = QHBoxLayout()
        self.surrender_on = QCheckBox("allowed, costs")
        self.surrender_on.setToolTip(describe("surrender"))
        self.surrender = _amount_edit(describe("surrender"))
        surrender_row.addWidget(self.surrender_on)
        surrender_row.addWidget(self.surrender)
        surrender_row.addWidget(QLabel("units"))
        surrender_row.addStretch(1)
        form.addRow("Surrender", surrender_row)
        self.surrender_warning = QLabel()
        self.surrender_warning.setObjectName("warning")
        self.surrender_warning.setWordWrap(True)
        self.surrender_warning.hide()
        form.addRow(self.surrender_warning)
        foul_row = QHBoxLayout()
        self.foul = _combo(FOUL_TITLES, describe("foul"))
        self.foul_units = _amount_edit(describe("foul"))
        foul_row.addWidget(self.foul)
        foul_row.addWidget(self.foul_units)
        form.addRow("A fouled hand", foul_row)
        self.foul_pays_royalties = QCheckBox("also pays the opponent's royalties")
        self.foul_pays_royalties.setToolTip(describe("foul_pays_royalties"))
        form.addRow("", self.foul_pays_royalties)
        self.scoop_multiplier = _amount_edit(describe("scoop_multiplier"))
        form.addRow("Scoop multiplier (打槍)", self.scoop_multiplier)
        self.home_run_multiplier = _amount_edit(describe("home_run_multiplier"))
        form.addRow("Home-run multiplier (全壘打)", self.home_run_multiplier)
        self.wheel = _combo(WHEEL_TITLES, describe("wheel"))
        form.addRow("A-2-3-4-5 (the wheel)", self.wheel)
        self.middle = _combo(MIDDLE_TITLES, describe("middle"))
        form.addRow("Middle row", self.middle)
        self.front_qka_straight = QCheckBox("Q-K-A is a front run")
        self.front_qka_straight.setToolTip(describe("front_qka_straight"))
        form.addRow("Three straights", self.front_qka_straight)
        left.addWidget(scoring_box)

        naturals_box = QGroupBox("Naturals (win at once, not set)")
        naturals_box.setToolTip(describe("naturals"))
        grid = QGridLayout(naturals_box)
        grid.setVerticalSpacing(2)
        self.naturals: dict[str, tuple[QCheckBox, QLineEdit]] = {}
        for i, key in enumerate(NATURAL_UNITS):
            box = QCheckBox(NATURAL_NAMES[key])
            tip = f"{NATURAL_NAMES[key]}: {NATURAL_CRITERIA[key]}. {describe('naturals')}"
            box.setToolTip(tip)
            units = _amount_edit(tip, 56)
            grid.addWidget(box, i // 2, (i % 2) * 2)
            grid.addWidget(units, i // 2, (i % 2) * 2 + 1)
            self.naturals[key] = (box, units)
        left.addWidget(naturals_box)
        left.addStretch(1)

        royalty_box = QGroupBox("Royalties")
        royalty_box.setToolTip(describe("royalties"))
        rv = QVBoxLayout(royalty_box)
        rform = QFormLayout()
        self.royalty_payment = _combo(PAYMENT_TITLES, describe("royalty_payment"))
        rform.addRow("Paid", self.royalty_payment)
        self.one_royalty_per_hand = QCheckBox("only the largest royalty of a hand counts")
        self.one_royalty_per_hand.setToolTip(describe("one_royalty_per_hand"))
        rform.addRow("", self.one_royalty_per_hand)
        rv.addLayout(rform)
        self.royalties = QTableWidget(0, 4)
        self.royalties.setHorizontalHeaderLabels(["Row", "Hand", "Rank", "Units"])
        self.royalties.setToolTip(describe("royalties"))
        self.royalties.verticalHeader().hide()
        header = self.royalties.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for col in (0, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        rv.addWidget(self.royalties, 1)
        buttons = QHBoxLayout()
        add = QPushButton("Add royalty")
        remove = QPushButton("Remove selected")
        add.clicked.connect(lambda: self._add_royalty({"row": "back", "hand": "four-of-a-kind", "units": "1"}))
        remove.clicked.connect(self._remove_royalty)
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        rv.addLayout(buttons)
        right.addWidget(royalty_box, 1)

        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)

        self.preset.currentIndexChanged.connect(self._preset_chosen)
        for widget in self._plain_editors():
            if isinstance(widget, QLineEdit):
                widget.textChanged.connect(self._edited)
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._edited)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(self._edited)
        self.set_rules(resolve_rules(None))

    def _plain_editors(self) -> list[QWidget]:
        out: list[QWidget] = [
            self.scoring,
            self.surrender_on,
            self.surrender,
            self.foul,
            self.foul_units,
            self.foul_pays_royalties,
            self.scoop_multiplier,
            self.home_run_multiplier,
            self.wheel,
            self.middle,
            self.front_qka_straight,
            self.royalty_payment,
            self.one_royalty_per_hand,
        ]
        for box, units in self.naturals.values():
            out += [box, units]
        return out

    # -- royalties table ---------------------------------------------------------------------
    def _add_royalty(self, entry: dict[str, Any]) -> None:
        r = self.royalties.rowCount()
        self.royalties.insertRow(r)
        row = _combo({"front": "Front", "middle": "Middle", "back": "Back"}, "Which row earns it")
        hand = _combo(HAND_NAMES, "The exact hand the row must hold")
        rank = QComboBox()
        for text in RANKS:
            rank.addItem(text or "any", text or None)
        rank.setToolTip("Fronts only: the pair or trips rank this entry is for (any: every rank)")
        units = QLineEdit()
        units.setToolTip("Units the royalty earns")
        _select(row, entry["row"])
        _select(hand, entry["hand"])
        _select(rank, entry.get("rank") or None)
        units.setText(str(entry["units"]))
        for col, widget in enumerate((row, hand, rank, units)):
            self.royalties.setCellWidget(r, col, widget)
        for combo in (row, hand, rank):
            combo.currentIndexChanged.connect(self._edited)
        units.textChanged.connect(self._edited)
        if not self._loading:
            self._edited()

    def _remove_royalty(self) -> None:
        rows = sorted({i.row() for i in self.royalties.selectedIndexes()}, reverse=True)
        if not rows and self.royalties.rowCount():
            rows = [self.royalties.rowCount() - 1]
        for r in rows:
            self.royalties.removeRow(r)
        self._edited()

    def _royalty_entries(self) -> list[dict[str, Any]]:
        out = []
        for r in range(self.royalties.rowCount()):
            row, hand, rank, units = (self.royalties.cellWidget(r, c) for c in range(4))
            assert isinstance(row, QComboBox) and isinstance(hand, QComboBox) and isinstance(rank, QComboBox)
            assert isinstance(units, QLineEdit)
            entry = {"row": row.currentData(), "hand": hand.currentData(), "units": units.text().strip()}
            if rank.currentData():
                entry["rank"] = rank.currentData()
            out.append(entry)
        return out

    # -- reading and writing -------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The raw option values shown (``resolve_rules`` checks them)."""
        foul = self.foul.currentData()
        options = {
            "scoring": self.scoring.currentData(),
            "royalties": self._royalty_entries(),
            "royalty_payment": self.royalty_payment.currentData(),
            "one_royalty_per_hand": self.one_royalty_per_hand.isChecked(),
            "naturals": {k: u.text().strip() for k, (box, u) in self.naturals.items() if box.isChecked()},
            "surrender": self.surrender.text().strip() if self.surrender_on.isChecked() else None,
            "foul": self.foul_units.text().strip() if foul == "fixed" else foul,
            "foul_pays_royalties": self.foul_pays_royalties.isChecked(),
            "scoop_multiplier": self.scoop_multiplier.text().strip(),
            "home_run_multiplier": self.home_run_multiplier.text().strip(),
            "wheel": self.wheel.currentData(),
            "middle": self.middle.currentData(),
            "front_qka_straight": self.front_qka_straight.isChecked(),
        }
        assert set(options) == set(OPTION_NAMES)
        return options

    def rules(self) -> RuleSet:
        """The rules as edited; raises InputError naming the bad option."""
        return resolve_rules(self.options())

    def set_rules(self, rules: RuleSet) -> None:
        self._loading = True
        try:
            _select(self.preset, preset_name(rules))
            _select(self.scoring, rules.scoring)
            self.surrender_on.setChecked(rules.surrender is not None)
            self.surrender.setText(format_amount(rules.surrender) if rules.surrender is not None else "2.5")
            if isinstance(rules.foul, Decimal):
                _select(self.foul, "fixed")
                self.foul_units.setText(format_amount(rules.foul))
            else:
                _select(self.foul, rules.foul)
                self.foul_units.setText("3")
            self.foul_pays_royalties.setChecked(rules.foul_pays_royalties)
            self.scoop_multiplier.setText(format_amount(rules.scoop_multiplier))
            self.home_run_multiplier.setText(format_amount(rules.home_run_multiplier))
            _select(self.wheel, rules.wheel)
            _select(self.middle, rules.middle)
            self.front_qka_straight.setChecked(rules.front_qka_straight)
            _select(self.royalty_payment, rules.royalty_payment)
            self.one_royalty_per_hand.setChecked(rules.one_royalty_per_hand)
            for key, (box, units) in self.naturals.items():
                value: Decimal | None = {str(k): v for k, v in rules.naturals.items()}.get(key)
                box.setChecked(value is not None)
                units.setText(format_amount(value) if value is not None else str(NATURAL_UNITS[key]))
            self.royalties.setRowCount(0)
            for entry in rules.royalties:
                self._add_royalty(entry.model_dump(mode="json"))
        finally:
            self._loading = False
        self._edited()

    def _preset_chosen(self, _index: int) -> None:
        if self._loading:
            return
        name = self.preset.currentData()
        if name != CUSTOM:
            self.set_rules(resolve_rules(name))

    def _edited(self, *_args: Any) -> None:
        if self._loading:
            return
        self.surrender.setEnabled(self.surrender_on.isChecked())
        self.foul_units.setEnabled(self.foul.currentData() == "fixed")
        for box, units in self.naturals.values():
            units.setEnabled(box.isChecked())
        try:
            rules = self.rules()
        except InputError as exc:
            self.error.setText(str(exc))
            self.surrender_warning.hide()
            self.changed.emit()
            return
        self.error.setText("")
        warning = surrender_warning(rules.surrender, rules.scoring, rules.scoop_multiplier)
        self.surrender_warning.setText("⚠ " + warning if warning else "")
        self.surrender_warning.setVisible(bool(warning))
        self._loading = True
        _select(self.preset, preset_name(rules))
        self._loading = False
        self.changed.emit()
