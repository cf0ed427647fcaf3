"""The ledger's mark letters: in the app's language, and N only for a natural declared."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import scorekeeper_app.app
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.models.ledger_model import COL_MARKS, FOUL, NATURAL, LedgerRole
from scorekeeper_app.settings import Preferences
from scorekeeper_app.wording import i18n

pytestmark = pytest.mark.gui

# Amy fouls (a pair in front over a high-card middle); Bob holds a dragon (13 ranks) set as a valid hand.
AMY = {"name": "Amy", "front": "Ah Ad 2c", "middle": "Kc Qd 9s 7h 5c", "back": "Ks Kd 8h 8d 3c"}
BOB = {"name": "Bob", "front": "As Kh Qc", "middle": "6s 5h 4c 3d 2s", "back": "Jd Ts 9h 8c 7d"}
CAT = {"name": "Cat", "front": "Jc 4d 3h", "middle": "Tc Th 6d 6h Qs", "back": "9c 9d 4s 4h Ac"}
DAN = {"name": "Dan", "front": "Js 7s 5d", "middle": "Td 2h 2d Qh 3s", "back": "Jh 7c 6c 5s 8s"}


def hand(*players: dict[str, Any]) -> Any:
    return parse_hand_entry({"players": list(players)})


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """Choose a language in the settings and apply it as the app does at start-up."""

    def choose(code: str) -> None:
        prefs = Preferences()
        prefs.language = code
        assert scorekeeper_app.app.apply_language(qapp, prefs) == code

    yield choose
    i18n.install(qapp, "en")  # the other tests read English
    qapp.setApplicationDisplayName(i18n.app_name())


def marks_cell(window: Any, number: int) -> Any:
    page = window.ledger_features.ledger_page
    window.show_page(page)  # the ledger follows the session while shown
    view_model = page.view.model()
    row = next(r for r in range(view_model.rowCount()) if view_model.index(r, 0).data(LedgerRole.HAND_NUMBER) == number)
    return view_model.index(row, COL_MARKS)


@pytest.mark.parametrize(
    ("code", "foul", "natural", "legend"),
    [
        ("zh_TW", "相 Amy, Cat, Dan", "特 Bob", "相 相公 · 特 報特殊牌型 · 加 加分 · 投 投降 · ✎ 已更正"),
        ("nl", "F Amy, Cat, Dan", "N Bob", "F fout gelegd · N natural gemeld · B bonus · O opgegeven"),
    ],
)
def test_the_ledger_shows_the_marks_in_the_chosen_language(  # type: ignore[no-untyped-def]
    speak, window, code: str, foul: str, natural: str, legend: str
) -> None:
    speak(code)
    number = window.controller.record(hand(AMY, BOB, CAT, DAN))
    cell = marks_cell(window, number)
    assert cell.data() == f"{foul} · {natural}"
    assert cell.data(LedgerRole.MARKS) == {FOUL: ("Amy", "Cat", "Dan"), NATURAL: ("Bob",)}  # filters keep the codes
    model = window.ledger_features.ledger_page.model
    tooltip = model.headerData(COL_MARKS, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tooltip.startswith(legend)


def test_a_natural_played_as_set_gets_no_n(window) -> None:  # type: ignore[no-untyped-def]
    played = window.controller.record(hand(AMY, {**BOB, "declare_natural": False}, CAT, DAN))
    window.controller.ask_repeat = lambda number: True  # the same cards again, on purpose: yes, record them
    declared = window.controller.record(hand(AMY, BOB, {**DAN, "name": "Cat"}, {**CAT, "name": "Dan"}))
    session = window.controller.session()
    bob = next(p for p in session.hands[played].result.dump()["players"] if p["name"] == "Bob")
    assert (bob["status"], bob["natural"]) == ("played", "dragon")  # held, named, but not declared
    assert NATURAL not in marks_cell(window, played).data(LedgerRole.MARKS)
    assert "N" not in marks_cell(window, played).data().split()
    assert marks_cell(window, declared).data(LedgerRole.MARKS)[NATURAL] == ("Bob",)
    assert marks_cell(window, declared).data().endswith("N Bob")
