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
from scorekeeper.presets import ALL_NATURAL_UNITS, PRESETS
from scorekeeper.rules import OPTION_NAMES, RuleSet, resolve_rules
from scorekeeper.scoring import sensible_surrender_range
from scorekeeper_app.formatting import hand_names, natural_criteria, natural_name, row_title
from scorekeeper_app.i18n import QT_TRANSLATE_NOOP, translate
from scorekeeper_app.rules_more import MORE_DESCRIPTIONS, MoreRulesBox

CUSTOM = "custom"
# The titles below are shown translated (context "RulesEditor"): _titles().
PRESET_TITLES = {
    "classic-2-4": QT_TRANSLATE_NOOP("RulesEditor", "Classic 2-4"),
    "classic-1-6": QT_TRANSLATE_NOOP("RulesEditor", "Classic 1-6"),
    "thirteen-water": QT_TRANSLATE_NOOP("RulesEditor", "Thirteen Water (十三水)"),
    "ofc": QT_TRANSLATE_NOOP("RulesEditor", "Open-face (OFC)"),
    "pineapple": QT_TRANSLATE_NOOP("RulesEditor", "Pineapple (OFC, 3 players)"),
    "criss-cross": QT_TRANSLATE_NOOP("RulesEditor", "Criss Cross (heads-up, two hands)"),
    "race-to-11": QT_TRANSLATE_NOOP("RulesEditor", "Race to 11"),
    "shisanshui-room": QT_TRANSLATE_NOOP("RulesEditor", "十三水 room (suits, horse card 5♥)"),
    "pineapple-27": QT_TRANSLATE_NOOP("RulesEditor", "2-7 Pineapple (low middle)"),
    CUSTOM: QT_TRANSLATE_NOOP("RulesEditor", "Custom"),
}
SCORING_TITLES = {
    "2-4": QT_TRANSLATE_NOOP("RulesEditor", "2-4 (row + overall)"),
    "1-6": QT_TRANSLATE_NOOP("RulesEditor", "1-6 (row + scoop bonus)"),
    "per-row": QT_TRANSLATE_NOOP("RulesEditor", "Per row"),
}
PAYMENT_TITLES = {
    "winner-only": QT_TRANSLATE_NOOP("RulesEditor", "Winner only"),
    "always": QT_TRANSLATE_NOOP("RulesEditor", "Always (difference)"),
    "cancel": QT_TRANSLATE_NOOP("RulesEditor", "Cancel when both hold"),
}
WHEEL_TITLES = {
    "lowest": QT_TRANSLATE_NOOP("RulesEditor", "Lowest straight"),
    "second-highest": QT_TRANSLATE_NOOP("RulesEditor", "Second-highest straight"),
}
MIDDLE_TITLES = {
    "high": QT_TRANSLATE_NOOP("RulesEditor", "High (normal)"),
    "lowball": QT_TRANSLATE_NOOP("RulesEditor", "Lowball (2-7 low)"),
}
GAME_TITLES = {
    "classic": QT_TRANSLATE_NOOP("RulesEditor", "Classic (every pair head to head)"),
    "criss-cross": QT_TRANSLATE_NOOP("RulesEditor", "Criss Cross (heads-up, two hands each)"),
    "race": QT_TRANSLATE_NOOP("RulesEditor", "Race (points for the best rows)"),
}
FOUL_TITLES = {
    "scoop": QT_TRANSLATE_NOOP("RulesEditor", "Pays as if scooped"),
    "play": QT_TRANSLATE_NOOP("RulesEditor", "Rows play as set"),
    "fixed": QT_TRANSLATE_NOOP("RulesEditor", "Pays a fixed amount"),
}
# The engine's description of each rule option (RuleSet's field descriptions), for the
# tooltips: describe() shows them translated. tests/test_translations.py checks that this
# list still matches the engine word for word.
OPTION_DESCRIPTIONS = {
    "scoring": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "2-4: 1 per row plus 1 overall for two rows; 1-6: 1 per row plus 3 for a scoop; per-row: 1 per row.",
    ),
    "royalties": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Units a row earns for a strong hand (exact category; a front entry may name a rank)."
    ),
    "royalty_payment": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "winner-only: paid by an opponent whose row it beats; always: collected from everyone, the difference moves; "
        "cancel: not paid when both hold one in that row.",
    ),
    "one_royalty_per_hand": QT_TRANSLATE_NOOP("RuleDescriptions", "A player claims only their largest royalty."),
    "naturals": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Naturals switched on, with their units; a natural wins at once and is not set."
    ),
    "surrender": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Units a surrendering player pays each opponent who plays; null: surrender not allowed."
    ),
    "foul": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "A mis-set hand pays as if scooped (scoop), a fixed number of units, or plays its rows (play).",
    ),
    "foul_pays_royalties": QT_TRANSLATE_NOOP("RuleDescriptions", "A fouled player also pays the opponent's royalties."),
    "scoop_multiplier": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Everything between two players is multiplied when one wins all three rows (打槍)."
    ),
    "home_run_multiplier": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "A player who scoops every opponent at a table of 3+ has each payment multiplied again (全壘打).",
    ),
    "wheel": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "A-2-3-4-5 is the lowest straight, or second-highest (just below 10-J-Q-K-A)."
    ),
    "middle": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "lowball: the middle plays deuce-to-seven low; then only back >= front is required."
    ),
    "front_qka_straight": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Q-K-A counts as a front run for the three-straights natural."
    ),
    "game": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "classic: every pair head to head; criss-cross: heads-up, each player sets two hands, each plays both of "
        "the opponent's; race: 1 point per best row at the table, first to the race target wins.",
    ),
    "max_players": QT_TRANSLATE_NOOP("RuleDescriptions", "At most this many players sit at a hand (Pineapple: 3)."),
    "fantasy_land": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "Queens or better in the front without fouling: the next hand is played in Fantasy Land; stay with front "
        "trips, a full house or better in the middle, or quads or better in the back.",
    ),
    "fantasy_land_cards": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Cards dealt at once in Fantasy Land (OFC 13, Pineapple 14)."
    ),
    "fantasy_land_progressive": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Progressive Fantasy Land: QQ deals 14 cards, KK 15, AA 16, front trips 17."
    ),
    "race_target": QT_TRANSLATE_NOOP("RuleDescriptions", "Race: the points that win a game."),
    "race_stake": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Race: units each other player of a game pays its winner; null: no money moves."
    ),
    **MORE_DESCRIPTIONS,  # score-cli.md "More rule options" (rules_more.py)
}
RANKS = ("", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")


def describe(option: str) -> str:
    """The engine's own description of a rule option, in the app's language."""
    return translate("RuleDescriptions", RuleSet.model_fields[option].description or "")


def _titles(titles: dict[str, str]) -> dict[str, str]:
    return {key: translate("RulesEditor", title) for key, title in titles.items()}


def preset_name(rules: RuleSet) -> str:
    """The preset these rules are exactly, or ``custom``."""
    for name in PRESETS:
        if resolve_rules(name) == rules:
            return name
    return CUSTOM


def rules_title(rules: RuleSet) -> str:
    """``classic 2-4`` or ``custom rules (2-4)`` for headers."""
    name = preset_name(rules)
    if name == CUSTOM:
        return translate("RulesEditor", "custom rules ({scoring})").format(scoring=rules.scoring)
    return translate("RulesEditor", PRESET_TITLES[name]).lower()


surrender_range = sensible_surrender_range  # the rule lives in the engine


def surrender_warning(surrender: Decimal | None, scoring: str, scoop_multiplier: Decimal = Decimal(1)) -> str:
    if surrender is None:
        return ""
    low, high = surrender_range(scoring, scoop_multiplier)
    if low <= surrender <= high:
        return ""
    return translate(
        "RulesEditor",
        "Surrender of {units} units is outside the sensible range: it should cost between "
        "losing two rows ({low}) and being scooped ({high} under {scoring}).",
    ).format(units=format_amount(surrender), low=format_amount(low), high=format_amount(high), scoring=scoring)


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


def _whole(text: str) -> int | str:
    """A whole number typed in a box, as an int (else the text, for the engine to refuse)."""
    text = text.strip()
    return int(text) if text.isdigit() and len(text) < 10 else text


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
        for key, title in _titles(PRESET_TITLES).items():
            self.preset.addItem(title, key)
        self.preset.setToolTip(
            translate("RulesEditor", "Start from a named rule set; any change below makes the rules custom")
        )
        top.addWidget(QLabel(translate("RulesEditor", "Preset:")))
        top.addWidget(self.preset, 1)
        outer.addLayout(top)

        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QVBoxLayout()
        right = QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)

        scoring_box = QGroupBox(translate("RulesEditor", "Scoring"))
        form = QFormLayout(scoring_box)
        self.editors: dict[str, QWidget] = {}
        self.scoring = _combo(_titles(SCORING_TITLES), describe("scoring"))
        form.addRow(translate("RulesEditor", "Scoring method"), self.scoring)
        surrender_row = QHBoxLayout()
        self.surrender_on = QCheckBox(translate("RulesEditor", "allowed, costs"))
        self.surrender_on.setToolTip(describe("surrender"))
        self.surrender = _amount_edit(describe("surrender"))
        surrender_row.addWidget(self.surrender_on)
        surrender_row.addWidget(self.surrender)
        surrender_row.addWidget(QLabel(translate("RulesEditor", "units")))
        surrender_row.addStretch(1)
        form.addRow(translate("RulesEditor", "Surrender"), surrender_row)
        self.surrender_warning = QLabel()
        self.surrender_warning.setObjectName("warning")
        self.surrender_warning.setWordWrap(True)
        self.surrender_warning.hide()
        form.addRow(self.surrender_warning)
        foul_row = QHBoxLayout()
        self.foul = _combo(_titles(FOUL_TITLES), describe("foul"))
        self.foul_units = _amount_edit(describe("foul"))
        foul_row.addWidget(self.foul)
        foul_row.addWidget(self.foul_units)
        form.addRow(translate("RulesEditor", "A fouled hand"), foul_row)
        self.foul_pays_royalties = QCheckBox(translate("RulesEditor", "also pays the opponent's royalties"))
        self.foul_pays_royalties.setToolTip(describe("foul_pays_royalties"))
        form.addRow("", self.foul_pays_royalties)
        self.scoop_multiplier = _amount_edit(describe("scoop_multiplier"))
        form.addRow(translate("RulesEditor", "Scoop multiplier (打槍)"), self.scoop_multiplier)
        self.home_run_multiplier = _amount_edit(describe("home_run_multiplier"))
        form.addRow(translate("RulesEditor", "Home-run multiplier (全壘打)"), self.home_run_multiplier)
        self.wheel = _combo(_titles(WHEEL_TITLES), describe("wheel"))
        form.addRow(translate("RulesEditor", "A-2-3-4-5 (the wheel)"), self.wheel)
        self.middle = _combo(_titles(MIDDLE_TITLES), describe("middle"))
        form.addRow(translate("RulesEditor", "Middle row"), self.middle)
        self.front_qka_straight = QCheckBox(translate("RulesEditor", "Q-K-A is a front run"))
        self.front_qka_straight.setToolTip(describe("front_qka_straight"))
        form.addRow(natural_name("three-straights"), self.front_qka_straight)
        left.addWidget(scoring_box)

        naturals_box = QGroupBox(translate("RulesEditor", "Naturals (win at once, not set)"))
        naturals_box.setToolTip(describe("naturals"))
        grid = QGridLayout(naturals_box)
        grid.setVerticalSpacing(2)
        self.naturals: dict[str, tuple[QCheckBox, QLineEdit]] = {}
        for i, key in enumerate(ALL_NATURAL_UNITS):
            box = QCheckBox(natural_name(key))
            tip = f"{natural_name(key)}: {natural_criteria(key)}. {describe('naturals')}"
            box.setToolTip(tip)
            units = _amount_edit(tip, 56)
            grid.addWidget(box, i // 2, (i % 2) * 2)
            grid.addWidget(units, i // 2, (i % 2) * 2 + 1)
            self.naturals[key] = (box, units)
        left.addWidget(naturals_box)
        self.more = MoreRulesBox(describe)
        left.addWidget(self.more)
        left.addStretch(1)

        right.addWidget(self._game_box())

        royalty_box = QGroupBox(translate("RulesEditor", "Royalties"))
        royalty_box.setToolTip(describe("royalties"))
        rv = QVBoxLayout(royalty_box)
        rform = QFormLayout()
        self.royalty_payment = _combo(_titles(PAYMENT_TITLES), describe("royalty_payment"))
        rform.addRow(translate("RulesEditor", "Paid"), self.royalty_payment)
        self.one_royalty_per_hand = QCheckBox(translate("RulesEditor", "only the largest royalty of a hand counts"))
        self.one_royalty_per_hand.setToolTip(describe("one_royalty_per_hand"))
        rform.addRow("", self.one_royalty_per_hand)
        rv.addLayout(rform)
        self.royalties = QTableWidget(0, 4)
        self.royalties.setHorizontalHeaderLabels(
            [
                translate("RulesEditor", "Row"),
                translate("RulesEditor", "Hand"),
                translate("RulesEditor", "Rank"),
                translate("RulesEditor", "Units"),
            ]
        )
        self.royalties.setToolTip(describe("royalties"))
        self.royalties.verticalHeader().hide()
        header = self.royalties.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for col in (0, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        rv.addWidget(self.royalties, 1)
        buttons = QHBoxLayout()
        add = QPushButton(translate("RulesEditor", "Add royalty"))
        remove = QPushButton(translate("RulesEditor", "Remove selected"))
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

    def _game_box(self) -> QGroupBox:
        """The game, the seats, Fantasy Land and the race (docs/variants.md)."""
        box = QGroupBox(translate("RulesEditor", "Game"))
        form = QFormLayout(box)
        self.game = _combo(_titles(GAME_TITLES), describe("game"))
        form.addRow(translate("RulesEditor", "Game"), self.game)
        self.max_players = QComboBox()
        for count in (2, 3, 4):
            self.max_players.addItem(str(count), count)
        self.max_players.setToolTip(describe("max_players"))
        form.addRow(translate("RulesEditor", "Players at most"), self.max_players)
        fantasy_row = QHBoxLayout()
        self.fantasy_land = QCheckBox(translate("RulesEditor", "on, deals"))
        self.fantasy_land.setToolTip(describe("fantasy_land"))
        self.fantasy_land_cards = QComboBox()
        for count in range(13, 18):
            self.fantasy_land_cards.addItem(str(count), count)
        self.fantasy_land_cards.setToolTip(describe("fantasy_land_cards"))
        fantasy_row.addWidget(self.fantasy_land)
        fantasy_row.addWidget(self.fantasy_land_cards)
        fantasy_row.addWidget(QLabel(translate("RulesEditor", "cards")))
        fantasy_row.addStretch(1)
        form.addRow(translate("RulesEditor", "Fantasy Land"), fantasy_row)
        self.fantasy_land_progressive = QCheckBox(
            translate("RulesEditor", "progressive (QQ 14, KK 15, AA 16, trips 17)")
        )
        self.fantasy_land_progressive.setToolTip(describe("fantasy_land_progressive"))
        form.addRow("", self.fantasy_land_progressive)
        self.race_target = _amount_edit(describe("race_target"), 56)
        form.addRow(translate("RulesEditor", "Race to"), self.race_target)
        stake_row = QHBoxLayout()
        self.race_stake_on = QCheckBox(translate("RulesEditor", "the others pay the winner"))
        self.race_stake_on.setToolTip(describe("race_stake"))
        self.race_stake = _amount_edit(describe("race_stake"))
        stake_row.addWidget(self.race_stake_on)
        stake_row.addWidget(self.race_stake)
        stake_row.addWidget(QLabel(translate("RulesEditor", "units")))
        stake_row.addStretch(1)
        form.addRow(translate("RulesEditor", "Race game stake"), stake_row)
        return box

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
            self.game,
            self.max_players,
            self.fantasy_land,
            self.fantasy_land_cards,
            self.fantasy_land_progressive,
            self.race_target,
            self.race_stake_on,
            self.race_stake,
        ]
        for box, units in self.naturals.values():
            out += [box, units]
        return out + self.more.editors()

    # -- royalties table ---------------------------------------------------------------------
    def _add_royalty(self, entry: dict[str, Any]) -> None:
        r = self.royalties.rowCount()
        self.royalties.insertRow(r)
        rows = {key: row_title(key) for key in ("front", "middle", "back")}
        row = _combo(rows, translate("RulesEditor", "Which row earns it"))
        hand = _combo(hand_names(), translate("RulesEditor", "The exact hand the row must hold"))
        rank = QComboBox()
        for text in RANKS:
            rank.addItem(text or translate("RulesEditor", "any"), text or None)
        rank.setToolTip(
            translate("RulesEditor", "Fronts only: the pair or trips rank this entry is for (any: every rank)")
        )
        units = QLineEdit()
        units.setToolTip(translate("RulesEditor", "Units the royalty earns"))
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
            "game": self.game.currentData(),
            "max_players": self.max_players.currentData(),
            "fantasy_land": self.fantasy_land.isChecked(),
            "fantasy_land_cards": self.fantasy_land_cards.currentData(),
            "fantasy_land_progressive": self.fantasy_land_progressive.isChecked(),
            "race_target": _whole(self.race_target.text()),
            "race_stake": self.race_stake.text().strip() if self.race_stake_on.isChecked() else None,
            **self.more.options(),
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
            _select(self.game, rules.game)
            _select(self.max_players, rules.max_players)
            self.fantasy_land.setChecked(rules.fantasy_land)
            _select(self.fantasy_land_cards, rules.fantasy_land_cards)
            self.fantasy_land_progressive.setChecked(rules.fantasy_land_progressive)
            self.race_target.setText(str(rules.race_target))
            self.race_stake_on.setChecked(rules.race_stake is not None)
            self.race_stake.setText(format_amount(rules.race_stake) if rules.race_stake is not None else "1")
            _select(self.royalty_payment, rules.royalty_payment)
            self.one_royalty_per_hand.setChecked(rules.one_royalty_per_hand)
            for key, (box, units) in self.naturals.items():
                value: Decimal | None = {str(k): v for k, v in rules.naturals.items()}.get(key)
                box.setChecked(value is not None)
                units.setText(format_amount(value) if value is not None else str(ALL_NATURAL_UNITS[key]))
            self.more.set_rules(rules)
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
        self.race_stake.setEnabled(self.race_stake_on.isChecked())
        self.fantasy_land_cards.setEnabled(self.fantasy_land.isChecked())
        self.fantasy_land_progressive.setEnabled(self.fantasy_land.isChecked())
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
