"""Every key lands where the scorekeeper meant it (issue 26, items 1 and 2).

Whatever brings the Hand page up leaves the caret in the next empty row: a start into a
session (in a process of its own, through the app's ``main``), a restart after a crash or
a language switch, a dialog closing, another writer's change. A menu peeked at with Alt+S
and closed with Escape leaves no mnemonic armed, so card keys stay card keys; and a seat
with 13 cards refuses a 14th instead of pushing it into the next seat.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget

from scorekeeper.book.storage import Book
from scorekeeper.demo import random_hand
from scorekeeper.game.cards import parse_cards
from scorekeeper_app.hand.hand_entry import ROWS
from scorekeeper_app.hand.row_edit import RowEdit
from scorekeeper_app.window.actions import Act
from tests.gui.conftest import type_keys

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
ROOT = Path(__file__).resolve().parents[2]


def keys_for(hand: dict[str, Any], players: int | None = None) -> str:
    """Each card as rank and suit with no spaces, seat after seat: 6s6c4h..."""
    return "".join(p[row].replace(" ", "") for p in hand["players"][:players] for row in ROWS)


def landed(hand: dict[str, Any]) -> dict[str, list[str]]:
    """Where each card of ``hand`` belongs, as the driver reports rows ("0 front": [...])."""
    return {f"{seat} {row}": p[row].split() for seat, p in enumerate(hand["players"]) for row in ROWS}


def keyboard() -> QWidget:
    """Where a key goes: an open menu first, else the focus widget (as a real keyboard)."""
    widget = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def key(qtbot, which: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(keyboard(), which, modifier)


def focused_slot() -> tuple[int, str] | None:
    widget = QApplication.focusWidget()
    return widget.slot if isinstance(widget, RowEdit) else None


def other_windows(window: QWidget) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]


@pytest.fixture
def no_dialog_left(qapp):
    yield
    for widget in QApplication.topLevelWidgets():  # a share started by a stray key would keep serving
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.reject()


# -- a start in a process of its own ------------------------------------------------------------


def run_app(book: Path, steps: list[list[Any]], home: Path) -> dict[str, Any]:
    """``scorekeeper-app BOOK`` in a fresh interpreter, driven by ``tests/gui/fresh_app.py``."""
    env = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    env["QT_QPA_PLATFORM"] = env.get("QT_QPA_PLATFORM") or "offscreen"
    command = [sys.executable, "-m", "tests.gui.fresh_app", str(book), json.dumps(steps)]
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    lines = [line for line in run.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, run.stderr
    report: dict[str, Any] = json.loads(lines[-1][len("RESULT ") :])
    assert "error" not in report, report["error"] + run.stderr
    return report


@pytest.fixture
def session_book(tmp_path: Path) -> Path:
    """A book holding a session the app had open when it last closed (a first run made it)."""
    book = tmp_path / "book.sqlite"
    run_app(book, [["new_session", "Friday", PLAYERS]], tmp_path)
    return book


def test_a_start_into_a_session_takes_a_whole_hand_typed_without_a_click(session_book: Path) -> None:
    hand = random_hand(random.Random(26), PLAYERS, foul_share=0)
    report = run_app(session_book, [["focus"], ["type", keys_for(hand)]], session_book.parent)
    assert report["focus"] == [{"class": "RowEdit", "slot": [0, "front"]}]
    assert report["dropped"] == []
    assert report["rows"] == landed(hand)  # every card in the row it was typed for


def test_after_a_crash_the_restart_types_into_the_next_empty_row(session_book: Path) -> None:
    hand = random_hand(random.Random(27), PLAYERS, foul_share=0)
    first = keys_for(hand, 1)  # Amy's 13 cards, then the app dies
    run_app(session_book, [["type", first], ["crash"]], session_book.parent)
    report = run_app(session_book, [["focus"], ["type", "2s"]], session_book.parent)
    assert report["draft_offered"]  # Amy's cards are offered back, the entry starts empty
    assert report["focus"] == [{"class": "RowEdit", "slot": [0, "front"]}]
    assert report["rows"]["0 front"] == ["2s"]


def test_after_a_language_restart_the_hand_page_takes_keys(session_book: Path) -> None:
    home = session_book.parent
    first = run_app(session_book, [["language", "nl"]], home)
    assert first["launched"] is not None  # the app asked to start again
    hand = random_hand(random.Random(28), PLAYERS, foul_share=0)
    report = run_app(session_book, [["focus"], ["type", keys_for(hand)]], home)
    assert report["language"] == "nl"
    assert report["focus"] == [{"class": "RowEdit", "slot": [0, "front"]}]
    assert report["rows"] == landed(hand)


def test_alt_s_and_escape_in_a_fresh_start_leave_the_card_keys_to_the_hand(session_book: Path) -> None:
    hand = random_hand(random.Random(29), PLAYERS, foul_share=0)
    steps = [["alt", "Key_S"], ["key", "Key_Escape"], ["focus"], ["type", keys_for(hand)]]
    report = run_app(session_book, steps, session_book.parent)
    assert report["focus"] == [{"class": "RowEdit", "slot": [0, "front"]}]
    assert report["dialogs"] == []  # no Share dialog, no live address
    assert report["rows"] == landed(hand)


# -- in this process: menus, dialogs, other writers, a full seat -----------------------------


@pytest.fixture
def typing_window(qtbot, make_window):
    """A window on a new session, the caret in Amy's front (as after New session)."""
    window = make_window()
    window.controller.new_session(name="Keys", players=PLAYERS, rules="classic-2-4")
    qtbot.waitUntil(lambda: focused_slot() == (0, "front"))
    return window


def test_after_alt_s_escape_a_typed_hand_lands_and_nothing_opens(qtbot, typing_window, no_dialog_left) -> None:
    window = typing_window
    key(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert QApplication.activePopupWidget() is not None  # the Session menu is open
    key(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: focused_slot() == (0, "front"))  # back in the row, nothing armed
    hand = random_hand(random.Random(30), PLAYERS, foul_share=0)
    type_keys(qtbot, keys_for(hand))
    assert other_windows(window) == []  # "s", "h" opened no menu and no Share dialog
    page = window.hand_page
    assert {f"{s} {r}": [str(c) for c in page.model.cards((s, r))] for s, r in page.model.slots()} == landed(hand)


def test_a_tap_of_alt_arms_no_letter_on_the_hand_page(qtbot, typing_window, no_dialog_left) -> None:
    window = typing_window
    key(qtbot, Qt.Key.Key_Alt)
    type_keys(qtbot, "Kh")
    assert other_windows(window) == [] and QApplication.activePopupWidget() is None
    assert window.hand_page.model.cards((0, "front")) == parse_cards("Kh")


def test_a_fourteenth_card_is_refused_for_the_seat_and_the_next_seat_is_unchanged(qtbot, typing_window) -> None:
    page = typing_window.hand_page
    hand = random_hand(random.Random(31), PLAYERS, foul_share=0)
    type_keys(qtbot, keys_for(hand, 2) + hand["players"][2]["front"].replace(" ", ""))
    assert focused_slot() == (2, "middle")  # Cat's front is full: the caret went on to her middle
    key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert focused_slot() == (1, "back")  # back in Bob's full seat
    type_keys(qtbot, hand["players"][3]["back"].split()[0])  # one card more for Bob (Dan's, by mistake)
    assert page.seat_widgets[1].message("back") == "Bob already has 13 cards"
    assert page.model.cards((2, "front")) == parse_cards(hand["players"][2]["front"])
    assert page.model.cards((2, "middle")) == ()  # Cat's next row got nothing
    assert page.model.seat_cards(1) == parse_cards(" ".join(hand["players"][1][r] for r in ("front", "middle", "back")))


def test_the_last_seat_full_refuses_a_card_naming_the_player(qtbot, typing_window) -> None:
    page = typing_window.hand_page
    hand = random_hand(random.Random(32), PLAYERS, foul_share=0)
    type_keys(qtbot, keys_for(hand))
    assert focused_slot() == (3, "back")
    type_keys(qtbot, "2s")  # a 53rd card: every seat is full
    assert page.seat_widgets[3].message("back") == "Dan already has 13 cards"
    assert page.model.complete() and page.model.card_count() == 52


def test_players_and_seats_opens_in_the_name_field_and_closing_it_returns_the_caret(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Seats", players=PLAYERS[:3], rules="classic-2-4")
    qtbot.waitUntil(lambda: focused_slot() == (0, "front"))
    type_keys(qtbot, "AsKsQs2c")  # Amy's front, and one card of her middle
    key(qtbot, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.session_changes.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() in (dialog.name, dialog.name.lineEdit()))
    type_keys(qtbot, "Eve")
    key(qtbot, Qt.Key.Key_Return)  # Enter in the name field: Eve joins
    assert dialog.players() == ["Amy", "Bob", "Cat", "Eve"]
    qtbot.mouseClick(
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.hand_page.model.seats == ["Amy", "Bob", "Cat", "Eve"])
    qtbot.waitUntil(lambda: focused_slot() == (0, "middle"))  # the seats were built again: the caret is back
    type_keys(qtbot, "3c")
    assert window.hand_page.model.cards((0, "middle")) == parse_cards("2c 3c")


def test_casino_opens_in_the_amount_field_and_escape_returns_the_caret(qtbot, typing_window) -> None:
    window = typing_window
    type_keys(qtbot, "AsKs")
    key(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "casinoDialog" and w.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.fee_amount)
    key(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog) or not dialog.isVisible())
    qtbot.waitUntil(lambda: focused_slot() == (0, "front"))
    type_keys(qtbot, "Qs")
    assert window.hand_page.model.cards((0, "front")) == parse_cards("As Ks Qs")


def test_another_writers_seating_leaves_the_caret_in_the_next_empty_row(qtbot, make_window, book_path) -> None:
    window = make_window()
    window.controller.new_session(name="Shared", players=PLAYERS[:3], rules="classic-2-4")
    qtbot.waitUntil(lambda: focused_slot() == (0, "front"))
    type_keys(qtbot, "AsKs")
    sid = window.controller.session_id
    assert sid is not None
    with Book.open(book_path) as other:
        other.act(sid, "players", lambda s: s.prepare_players([*PLAYERS[:3], "Eve"]))
        with qtbot.waitSignal(window.controller.changed_elsewhere, timeout=10_000):
            pass
    qtbot.waitUntil(lambda: window.hand_page.model.seats == ["Amy", "Bob", "Cat", "Eve"])
    qtbot.waitUntil(lambda: focused_slot() == (0, "front"))
    type_keys(qtbot, "Qs")
    assert window.hand_page.model.cards((0, "front")) == parse_cards("As Ks Qs")


def test_a_page_switch_back_to_the_hand_puts_the_caret_in_the_next_empty_row(qtbot, typing_window) -> None:
    type_keys(qtbot, "AsKsQs")
    key(qtbot, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: focused_slot() == (0, "middle"))


def test_rules_opens_in_the_preset_and_closing_it_returns_the_caret(qtbot, typing_window) -> None:
    window = typing_window
    window.actions_by_id[Act.CHANGE_RULES].trigger()  # Session > Rules…
    dialog = window.session_changes.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.editor.preset)
    key(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: focused_slot() == (0, "front"))
