"""The toolbar's Undo beside Record says what it undoes (issue 26, "small untruths"): the
typing, not a recorded hand; the hand is taken back by the Edit menu's named item."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from scorekeeper.game.cards import parse_cards
from scorekeeper_app.window.actions import Act
from tests.gui.conftest import type_keys

pytestmark = pytest.mark.gui


def test_the_toolbar_undo_says_it_undoes_typing_and_does_just_that(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Friday", players=["Amy", "Bob"], rules="classic-2-4")
    page = window.hand_page
    undo = window.header.widgetForAction(window.actions_by_id[Act.UNDO])
    redo = window.header.widgetForAction(window.actions_by_id[Act.REDO])
    assert isinstance(undo, QToolButton) and isinstance(redo, QToolButton)
    assert (undo.text(), redo.text()) == ("Undo typing", "Redo typing")
    qtbot.mouseClick(page.row_edit(0, "front"), Qt.MouseButton.LeftButton)
    type_keys(qtbot, "AsKd")
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert page.model.cards((0, "front")) == parse_cards("As")
    assert window.actions_by_id[Act.UNDO_RECORDED].text() == "Undo last recorded action"  # nothing recorded yet
