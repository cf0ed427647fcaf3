"""*Correct hand…* from the Hand page (issue 26, "small untruths") corrects the hand just
recorded, not whichever row the ledger had selected before."""

from __future__ import annotations

import random

import pytest

from scorekeeper.demo import random_hand
from scorekeeper_app.window.actions import Act

from .helpers import PLAYERS, record_demo_hands, type_hand

pytestmark = pytest.mark.gui


def test_correct_hand_from_the_hand_page_loads_the_hand_just_recorded(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(window.controller, 3, foul_share=0.0)
    ledger = window.ledger_features.ledger_page
    window.show_page(ledger)
    ledger.select_hand(1)  # looked at earlier in the night
    number = type_hand(qtbot, window, random_hand(random.Random(5), PLAYERS, foul_share=0.0))
    assert number == 4 and window.pages.currentWidget() is window.hand_page
    window.actions_by_id[Act.EDIT_HAND].trigger()  # Edit > Correct hand… (Ctrl+Shift+E)
    assert window.hand_page.correcting == 4
    assert window.pages.tabText(window.pages.indexOf(window.hand_page)) == "Correcting hand 4"
