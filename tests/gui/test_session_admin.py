"""Sessions renamed, archived, brought back and (while empty) deleted from the start page."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt

from scorekeeper.demo import random_hand
from scorekeeper.session.session import parse_hand_entry
from tests.gui.conftest import press

PLAYERS = ["Amy", "Bob"]


def session_texts(window) -> list[str]:
    sessions = window.start_page.sessions
    return [sessions.item(i).text() for i in range(sessions.count())]


def test_rename_archive_and_delete_from_the_start_page(qtbot, make_window) -> None:
    import random

    window = make_window()
    controller = window.controller
    played = controller.new_session(name="Friday", players=PLAYERS, unit=Decimal(1)).id
    controller.record(parse_hand_entry(random_hand(random.Random(3), PLAYERS)))
    controller.set_settled(True, "paid")
    empty = controller.new_session(name="Oops", players=PLAYERS).id
    window.show_start_page()
    texts = session_texts(window)
    assert any(t.startswith("Friday") and t.endswith("1 hand · ✓ settled") for t in texts), texts
    assert any(t.startswith("Oops") and "0 hands" in t for t in texts), texts

    page, admin = window.start_page, window.session_admin
    admin.prompt_name = lambda current: "Friday"  # type: ignore[method-assign]
    page.sessions.setCurrentRow(next(i for i, t in enumerate(session_texts(window)) if t.startswith("Oops")))
    page.rename_button.click()
    assert controller.book.session(empty).name == "Friday"
    assert "Another session is called “Friday” too" in window.error_label.text()

    page.sessions.setCurrentRow(next(i for i, t in enumerate(session_texts(window)) if t.endswith("settled")))
    assert not page.delete_button.isEnabled()  # it holds a hand
    page.archive_button.click()
    assert not any(t.endswith("settled") for t in session_texts(window))  # hidden from the list
    assert controller.book.standings()["Amy"][0] == 1  # still in the standings
    page.show_archived.setChecked(True)
    assert any(t.endswith("✓ settled · archived") for t in session_texts(window))

    admin.confirm_delete = lambda name: True  # type: ignore[method-assign]
    page.sessions.setCurrentRow(next(i for i, t in enumerate(session_texts(window)) if "0 hands" in t))
    assert page.delete_button.isEnabled()
    page.delete_button.click()
    assert [s.id for s in controller.book.list_sessions()] == [played]


def test_the_new_session_dialog_warns_on_a_name_already_in_the_book(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Friday", players=PLAYERS)
    window.show_start_page()
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_session_dialog
    dialog.name.setText("friday")
    assert dialog.name_warning.text() == "A session with this name is in the book already"
    dialog.name.setText("Saturday")
    assert dialog.name_warning.isHidden()
