"""The rules editor's boxes for scoring, naturals and the game: each builds its inputs and maps
them to and from the engine's options, like the "More rules" box (rules_more.py).

A box only gathers raw option values; ``resolve_rules`` judges them. Each tooltip is the
engine's own description of the option (``describe``).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from scorekeeper.amounts import format_amount
from scorekeeper.game import ALL_NATURAL_UNITS, RuleSet
from scorekeeper_app.session.rules_inputs import amount_edit, combo, select
from scorekeeper_app.wording.formatting import natural_criteria, natural_name
from scorekeeper_app.wording.i18n import translate
from scorekeeper_app.wording.rules_words import (
    FOUL_TITLES,
    GAME_TITLES,
    MIDDLE_TITLES,
    SCORING_TITLES,
    WHEEL_TITLES,
    describe,
    titles,
)


def _whole(text: str) -> int | str:
    """A whole number typed in a box, as an int (else the text, for the engine to refuse)."""
    text = text.strip()
    return int(text) if text.isdigit() and len(text) < 10 else text


def _units_row(switch: QCheckBox, units: QLineEdit) -> QHBoxLayout:
    """``[x] switch [units] units``: an amount that only counts while its switch is on."""
    row = QHBoxLayout()
    row.addWidget(switch)
    row.addWidget(units)
    row.addWidget(QLabel(translate("RulesEditor", "units")))
    row.addStretch(1)
    return row


class ScoringBox(QGroupBox):
    """How a hand scores: the method, surrender, a foul, the multipliers, the wheel, the middle row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("RulesEditor", "Scoring"), parent)
        form = QFormLayout(self)
        self.scoring = combo(titles(SCORING_TITLES), describe("scoring"))
        form.addRow(translate("RulesEditor", "Scoring method"), self.scoring)
        self._add_surrender(form)
        self._add_foul(form)
        self.scoop_multiplier = amount_edit(describe("scoop_multiplier"))
        form.addRow(translate("RulesEditor", "Scoop multiplier (打槍)"), self.scoop_multiplier)
        self.home_run_multiplier = amount_edit(describe("home_run_multiplier"))
        form.addRow(translate("RulesEditor", "Home-run multiplier (全壘打)"), self.home_run_multiplier)
        self.wheel = combo(titles(WHEEL_TITLES), describe("wheel"))
        form.addRow(translate("RulesEditor", "A-2-3-4-5 (the wheel)"), self.wheel)
        self.middle = combo(titles(MIDDLE_TITLES), describe("middle"))
        form.addRow(translate("RulesEditor", "Middle row"), self.middle)
        self.front_qka_straight = QCheckBox(translate("RulesEditor", "Q-K-A is a front run"))
        self.front_qka_straight.setToolTip(describe("front_qka_straight"))
        form.addRow(natural_name("three-straights"), self.front_qka_straight)

    def _add_surrender(self, form: QFormLayout) -> None:
        self.surrender_on = QCheckBox(translate("RulesEditor", "allowed, costs"))
        self.surrender_on.setToolTip(describe("surrender"))
        self.surrender = amount_edit(describe("surrender"))
        form.addRow(translate("RulesEditor", "Surrender"), _units_row(self.surrender_on, self.surrender))
        self.surrender_warning = QLabel()  # the editor fills it in once the engine accepts the rules
        self.surrender_warning.setObjectName("warning")
        self.surrender_warning.setWordWrap(True)
        self.surrender_warning.hide()
        form.addRow(self.surrender_warning)

    def _add_foul(self, form: QFormLayout) -> None:
        foul_row = QHBoxLayout()
        self.foul = combo(titles(FOUL_TITLES), describe("foul"))
        self.foul_units = amount_edit(describe("foul"))
        foul_row.addWidget(self.foul)
        foul_row.addWidget(self.foul_units)
        form.addRow(translate("RulesEditor", "A fouled hand"), foul_row)
        self.foul_pays_royalties = QCheckBox(translate("RulesEditor", "also pays the opponent's royalties"))
        self.foul_pays_royalties.setToolTip(describe("foul_pays_royalties"))
        form.addRow("", self.foul_pays_royalties)

    def editors(self) -> list[QWidget]:
        """Every input of the box, for the editor's change signals."""
        return [
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
        ]

    def options(self) -> dict[str, Any]:
        foul = self.foul.currentData()
        return {
            "scoring": self.scoring.currentData(),
            "surrender": self.surrender.text().strip() if self.surrender_on.isChecked() else None,
            "foul": self.foul_units.text().strip() if foul == "fixed" else foul,
            "foul_pays_royalties": self.foul_pays_royalties.isChecked(),
            "scoop_multiplier": self.scoop_multiplier.text().strip(),
            "home_run_multiplier": self.home_run_multiplier.text().strip(),
            "wheel": self.wheel.currentData(),
            "middle": self.middle.currentData(),
            "front_qka_straight": self.front_qka_straight.isChecked(),
        }

    def set_rules(self, rules: RuleSet) -> None:
        select(self.scoring, rules.scoring)
        self.surrender_on.setChecked(rules.surrender is not None)
        self.surrender.setText(format_amount(rules.surrender) if rules.surrender is not None else "2.5")
        if isinstance(rules.foul, Decimal):
            select(self.foul, "fixed")
            self.foul_units.setText(format_amount(rules.foul))
        else:
            select(self.foul, rules.foul)
            self.foul_units.setText("3")
        self.foul_pays_royalties.setChecked(rules.foul_pays_royalties)
        self.scoop_multiplier.setText(format_amount(rules.scoop_multiplier))
        self.home_run_multiplier.setText(format_amount(rules.home_run_multiplier))
        select(self.wheel, rules.wheel)
        select(self.middle, rules.middle)
        self.front_qka_straight.setChecked(rules.front_qka_straight)

    def follow_switches(self) -> None:
        """An amount box is editable only while it counts."""
        self.surrender.setEnabled(self.surrender_on.isChecked())
        self.foul_units.setEnabled(self.foul.currentData() == "fixed")


class NaturalsBox(QGroupBox):
    """Every natural, switched on or off, with its units."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("RulesEditor", "Naturals (win at once, not set)"), parent)
        self.setToolTip(describe("naturals"))
        grid = QGridLayout(self)
        grid.setVerticalSpacing(2)
        self.naturals: dict[str, tuple[QCheckBox, QLineEdit]] = {}
        for i, key in enumerate(ALL_NATURAL_UNITS):
            box = QCheckBox(natural_name(key))
            tip = f"{natural_name(key)}: {natural_criteria(key)}. {describe('naturals')}"
            box.setToolTip(tip)
            units = amount_edit(tip, 56)
            grid.addWidget(box, i // 2, (i % 2) * 2)
            grid.addWidget(units, i // 2, (i % 2) * 2 + 1)
            self.naturals[key] = (box, units)

    def editors(self) -> list[QWidget]:
        out: list[QWidget] = []
        for box, units in self.naturals.values():
            out += [box, units]
        return out

    def options(self) -> dict[str, Any]:
        return {"naturals": {k: u.text().strip() for k, (box, u) in self.naturals.items() if box.isChecked()}}

    def set_rules(self, rules: RuleSet) -> None:
        for key, (box, units) in self.naturals.items():
            value: Decimal | None = {str(k): v for k, v in rules.naturals.items()}.get(key)
            box.setChecked(value is not None)
            units.setText(format_amount(value) if value is not None else str(ALL_NATURAL_UNITS[key]))

    def follow_switches(self) -> None:
        for box, units in self.naturals.values():
            units.setEnabled(box.isChecked())


class GameBox(QGroupBox):
    """The game, the seats, Fantasy Land and the race (docs/variants.md)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("RulesEditor", "Game"), parent)
        form = QFormLayout(self)
        self.game = combo(titles(GAME_TITLES), describe("game"))
        form.addRow(translate("RulesEditor", "Game"), self.game)
        self.max_players = QComboBox()
        for count in (2, 3, 4):
            self.max_players.addItem(str(count), count)
        self.max_players.setToolTip(describe("max_players"))
        form.addRow(translate("RulesEditor", "Players at most"), self.max_players)
        self._add_fantasy_land(form)
        self.race_target = amount_edit(describe("race_target"), 56)
        form.addRow(translate("RulesEditor", "Race to"), self.race_target)
        self.race_stake_on = QCheckBox(translate("RulesEditor", "the others pay the winner"))
        self.race_stake_on.setToolTip(describe("race_stake"))
        self.race_stake = amount_edit(describe("race_stake"))
        form.addRow(translate("RulesEditor", "Race game stake"), _units_row(self.race_stake_on, self.race_stake))

    def _add_fantasy_land(self, form: QFormLayout) -> None:
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

    def editors(self) -> list[QWidget]:
        return [
            self.game,
            self.max_players,
            self.fantasy_land,
            self.fantasy_land_cards,
            self.fantasy_land_progressive,
            self.race_target,
            self.race_stake_on,
            self.race_stake,
        ]

    def options(self) -> dict[str, Any]:
        return {
            "game": self.game.currentData(),
            "max_players": self.max_players.currentData(),
            "fantasy_land": self.fantasy_land.isChecked(),
            "fantasy_land_cards": self.fantasy_land_cards.currentData(),
            "fantasy_land_progressive": self.fantasy_land_progressive.isChecked(),
            "race_target": _whole(self.race_target.text()),
            "race_stake": self.race_stake.text().strip() if self.race_stake_on.isChecked() else None,
        }

    def set_rules(self, rules: RuleSet) -> None:
        select(self.game, rules.game)
        select(self.max_players, rules.max_players)
        self.fantasy_land.setChecked(rules.fantasy_land)
        select(self.fantasy_land_cards, rules.fantasy_land_cards)
        self.fantasy_land_progressive.setChecked(rules.fantasy_land_progressive)
        self.race_target.setText(str(rules.race_target))
        self.race_stake_on.setChecked(rules.race_stake is not None)
        self.race_stake.setText(format_amount(rules.race_stake) if rules.race_stake is not None else "1")

    def follow_switches(self) -> None:
        self.race_stake.setEnabled(self.race_stake_on.isChecked())
        self.fantasy_land_cards.setEnabled(self.fantasy_land.isChecked())
        self.fantasy_land_progressive.setEnabled(self.fantasy_land.isChecked())
