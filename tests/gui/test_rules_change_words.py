"""A rules change in the ledger says what it changed (issue 26: it named only the new rule set)."""

from __future__ import annotations

from decimal import Decimal

from pytestqt.qtbot import QtBot

from scorekeeper.game.rules import preset, resolve_rules, rule_changes
from scorekeeper.session.session import Session
from scorekeeper_app.wording.session_words import change_lines


def test_the_engine_names_each_option_that_changed() -> None:
    assert rule_changes(preset("classic-2-4"), preset("classic-2-4")) == []
    after = resolve_rules({"preset": "classic-1-6", "surrender": None})
    assert rule_changes(preset("classic-2-4"), after) == [
        ("scoring", "2-4", "1-6"),
        ("surrender", Decimal("2.5"), None),
    ]


def test_the_ledger_line_of_a_rules_change_says_what_changed(qtbot: QtBot) -> None:
    session = Session.create("1", name="Friday", players=["Amy", "Bob"], currency="EUR", rules="classic-2-4")
    session.append(session.prepare_rules({"preset": "classic-1-6", "surrender": None}))
    session.append(session.prepare_rules({"preset": "thirteen-water"}))
    lines = [c.text for c in change_lines(session) if "rules" in c.text]
    assert lines[0].endswith("(scoring 2-4 → 1-6, surrender 2.5 → off)"), lines
    assert "royalties" in lines[1] and "scoring 1-6 → per-row" in lines[1], lines
