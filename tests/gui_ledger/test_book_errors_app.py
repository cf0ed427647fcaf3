"""The app on a full disk: the hand typed and Ctrl+Enter pressed, the disk full. The
player reads why in a dialog and the status bar, the typed hand stays on the page, the
window never says "Saved" for it, and once there is room Ctrl+Enter records it once."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.book import StorageError
from scorekeeper.demo import random_hand
from scorekeeper.game.deal import hand_json
from scorekeeper.session.session import parse_hand_entry

from .helpers import PLAYERS

pytestmark = pytest.mark.gui


def test_a_full_disk_while_recording_keeps_the_typed_hand_and_says_why(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = window.controller
    dialogs: list[tuple[str, str]] = []
    window.prompt_error = lambda title, text: dialogs.append((title, text))
    book = controller.book
    book.db.execute(f"PRAGMA max_page_count = {book.db.execute('PRAGMA page_count').fetchone()[0]}")
    rng = random.Random(4)
    for _ in range(60):  # fill what room the last pages still have
        try:
            controller.record(parse_hand_entry(random_hand(rng, PLAYERS)))
        except StorageError:
            break
    else:
        pytest.fail("the disk never filled")
    recorded = len(controller.session().hands)
    dialogs.clear()

    page = window.hand_page
    window.show_page(page)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"), timeout=3000)
    hand = random_hand(random.Random(77), PLAYERS, foul_share=0)
    for player in hand["players"]:
        for row in ("front", "middle", "back"):
            qtbot.keyClicks(QApplication.focusWidget(), player[row].replace(" ", ""))
    typed = page.model.entry_dict()
    saved_before = window.saved_label.text()
    number = recorded + 1

    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    expected = (
        f"the disk is full: hand {number} was not saved; free some space, then press Ctrl+Enter again "
        "(the hand you typed is kept)"
    )
    assert dialogs == [("Not saved", expected)]
    assert window.error_label.text() == expected
    assert page.model.entry_dict() == typed  # nothing typed is lost
    assert window.saved_label.text() == saved_before and f"hand {number} at" not in saved_before
    assert len(controller.session().hands) == recorded and controller.book.verify(controller.session_id).verified

    book.db.execute("PRAGMA max_page_count = 1000000")  # room again: the same keys record it, once
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert len(controller.session().hands) == number
    assert controller.session().hands[number].entry.dump()["players"] == hand_json(parse_hand_entry(typed))["players"]
    assert f"hand {number} at" in window.saved_label.text()
    assert len(dialogs) == 1


def test_an_import_on_a_full_disk_is_told_once_and_imports_nothing(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import json

    from scorekeeper.book.session_file import session_to_json
    from scorekeeper.export.sample import sample_session

    exported = tmp_path / "other.json"
    exported.write_text(json.dumps(session_to_json(sample_session(30, seed=3))), encoding="utf-8")
    dialogs: list[tuple[str, str]] = []
    window.prompt_error = lambda title, text: dialogs.append((title, text))
    files = window.ledger_features.files
    files.prompt_import_path = lambda: str(exported)
    problems: list[str] = []
    files.show_problem = lambda title, text: problems.append(text)
    book = window.controller.book
    before = [info.id for info in book.list_sessions()]
    book.db.execute(f"PRAGMA max_page_count = {book.db.execute('PRAGMA page_count').fetchone()[0]}")
    files.import_json()
    assert len(problems) == 1 and dialogs == []  # one dialog, not two
    assert problems[0].startswith("other.json: the disk is full: the imported session was not saved; free some space")
    assert [info.id for info in book.list_sessions()] == before
