"""Nothing typed is destroyed by one key: a kept draft, a full row, a settled session."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.game.cards import parse_cards
from tests.gui.conftest import activate, close_window, press, type_keys

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
CTRL = Qt.KeyboardModifier.ControlModifier


def kept_draft(qtbot, make_window) -> tuple[object, str]:
    """A window restarted on a book holding a 43-card unfinished hand; returns it and the draft text."""
    window = make_window()
    window.controller.new_session(name="Crash", players=PLAYERS, rules="classic-2-4")
    page = window.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "6s6c4hTdTs9cQs8c3h3d3s2h2dAhKdQd9h9d5h5d4cKsJs9s8s7s2c3c4c5c6c7c8c9cTcJcQcKcAc")
    type_keys(qtbot, "7d8dJd2s")
    page.flush()
    sid = window.controller.session_id
    text = window.controller.book.draft(sid)
    assert text is not None and len(json.loads(text)["players"]) == 4
    close_window(window)  # as a crash would leave it: the draft is already in the book
    return make_window(), text


def test_one_card_typed_over_a_kept_draft_leaves_it_intact(qtbot, make_window) -> None:
    window, text = kept_draft(qtbot, make_window)
    page = window.hand_page
    assert page.draft_banner.isVisible()
    activate(qtbot, window)
    page.focus_entry()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "As")  # one card, before choosing Continue or Discard
    page.flush()
    assert page.draft_banner.isVisible()  # still offered
    assert window.controller.book.draft(window.controller.session_id) == text  # and still in the book
    page.restore_button.click()  # Continue it: the 52 cards are back
    assert page.model.card_count() == 43
    assert page.model.cards((2, "front")) == tuple(parse_cards("2c3c4c"))


def test_discard_is_undone_by_ctrl_z(qtbot, make_window) -> None:
    window, text = kept_draft(qtbot, make_window)
    page = window.hand_page
    activate(qtbot, window)
    page.discard_button.click()
    assert not page.draft_banner.isVisible()
    assert window.controller.book.draft(window.controller.session_id) is None
    page.focus_entry()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert page.draft_banner.isVisible()
    assert json.loads(window.controller.book.draft(window.controller.session_id)) == json.loads(text)
    page.restore_button.click()
    assert page.model.card_count() == 43


def test_a_settled_session_shows_its_hand_page_read_only_with_reopen(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Done", players=["Amy", "Bob"], rules="classic-2-4")
    window.controller.set_settled(True, "paid up")
    page = window.hand_page
    window.show_page(page)
    assert page.settled_banner.isVisible()
    activate(qtbot, window)
    page.focus_entry()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "6s")
    assert page.model.is_empty()
    assert "settled" in page.seat_widgets[0].message("front")
    page.prompt_reopen_reason = lambda: "one more hand"  # type: ignore[method-assign]
    page.settled_banner.reopen_button.click()  # type: ignore[attr-defined]
    assert not window.controller.session().settled
    assert not page.settled_banner.isVisible()
    page.focus_entry()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "6s")
    assert page.model.card_count() == 1


def test_a_book_that_fails_on_the_draft_is_reported_not_raised(qtbot, make_window, monkeypatch) -> None:
    from scorekeeper.book import BookError

    window, _text = kept_draft(qtbot, make_window)
    page = window.hand_page
    activate(qtbot, window)

    def refuse(*_args: object) -> None:
        raise BookError("book.sqlite: the disk is full; the draft was not changed")

    monkeypatch.setattr(window.controller.book, "draft", refuse)
    page.discard_button.click()  # clearing the kept draft reads it first: the read fails
    assert "the disk is full" in window.error_label.text()  # the status bar says what was not kept
    assert page.drafts.read() is None  # reading again: reported, nothing offered, nothing raised
