"""The rule-set editor: every option editable, described, checked by the engine."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtWidgets import QWidget

from scorekeeper.game.presets import PRESETS
from scorekeeper.game.rules import OPTION_DOCS, OPTION_NAMES, resolve_rules
from scorekeeper_app.session.rules_editor import RulesEditor, preset_name, surrender_range, surrender_warning

pytestmark = pytest.mark.gui


@pytest.fixture
def editor(qtbot) -> RulesEditor:
    widget = RulesEditor()
    qtbot.addWidget(widget)
    return widget


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_round_trips_through_the_editor(editor, name) -> None:
    editor.set_rules(resolve_rules(name))
    assert editor.rules() == resolve_rules(name)
    assert editor.preset.currentData() == name


def test_choosing_a_preset_loads_it_and_an_edit_makes_the_rules_custom(editor) -> None:
    editor.preset.setCurrentIndex(editor.preset.findData("thirteen-water"))
    assert editor.rules() == resolve_rules("thirteen-water")
    editor.scoring_box.scoop_multiplier.setText("3")
    assert editor.preset.currentData() == "custom"
    assert editor.rules().scoop_multiplier == Decimal(3)


def test_every_option_has_an_editor_with_the_engines_description_as_tooltip(editor) -> None:
    assert set(editor.options()) == set(OPTION_NAMES)
    tips = {w.toolTip() for w in editor.findChildren(QWidget) if w.toolTip()}
    for option in OPTION_NAMES:
        description = OPTION_DOCS[option]
        assert any(description in tip for tip in tips), option


def test_surrender_range_lies_between_losing_two_rows_and_being_scooped() -> None:
    assert surrender_range("2-4", Decimal(1)) == (Decimal(2), Decimal(4))
    assert surrender_range("1-6", Decimal(1)) == (Decimal(2), Decimal(6))
    assert surrender_range("per-row", Decimal(1)) == (Decimal(2), Decimal(3))
    assert surrender_warning(Decimal("2.5"), "2-4") == ""
    assert surrender_warning(None, "2-4") == ""
    assert "outside the sensible range" in surrender_warning(Decimal("3.5"), "per-row")


@pytest.mark.parametrize(("scoring", "surrender", "warned"), [("2-4", "1.5", True), ("2-4", "5", True),
                                                                ("2-4", "4", False), ("1-6", "5", False)])  # fmt: skip
def test_the_editor_warns_about_a_surrender_outside_the_range(editor, scoring, surrender, warned) -> None:
    editor.scoring_box.scoring.setCurrentIndex(editor.scoring_box.scoring.findData(scoring))
    editor.scoring_box.surrender.setText(surrender)
    assert editor.scoring_box.surrender_warning.isVisibleTo(editor) is warned
    if warned:
        assert editor.scoring_box.surrender_warning.text() == "⚠ " + surrender_warning(Decimal(surrender), scoring)
    assert editor.rules().surrender == Decimal(surrender)  # a warning, not a refusal


def test_a_bad_value_is_shown_not_raised(editor) -> None:
    editor.scoring_box.home_run_multiplier.setText("-2")
    assert "home_run_multiplier" in editor.error.text()
    editor.scoring_box.home_run_multiplier.setText("2")
    assert editor.error.text() == ""


def test_royalties_and_naturals_are_edited_too(editor) -> None:
    editor.naturals_box.naturals["dragon"][1].setText("50")
    editor.naturals_box.naturals["no-picture"][0].setChecked(True)
    before = editor.royalties_box.table.rowCount()
    editor.royalties_box.table.selectRow(0)
    editor.royalties_box.remove_selected()
    rules = editor.rules()
    assert rules.naturals["dragon"] == Decimal(50)
    assert "no-picture" in rules.naturals
    assert len(rules.royalties) == before - 1
    assert preset_name(rules) == "custom"
