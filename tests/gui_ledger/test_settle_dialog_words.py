"""*Mark settled* and *Reopen* ask in their own words (issue 26, "small untruths"): not the
hand correction's "wrong card in Bob's back row" and "the hand's history"."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from scorekeeper_app.session.correction_dialog import ReasonDialog

from .helpers import record_demo_hands


def answer(qtbot, reason: str, seen: list[tuple[str, ...]]) -> None:  # type: ignore[no-untyped-def]
    """Once the reason dialog is up: note what it says, type ``reason``, press its action button."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ReasonDialog):
            QTimer.singleShot(20, fill)
            return
        notes = [label.text() for label in dialog.findChildren(QLabel) if not label.isEnabled()]
        seen.append((dialog.windowTitle(), dialog.reason_edit.placeholderText(), *notes))
        qtbot.keyClicks(dialog.reason_edit, reason)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)


def test_mark_settled_and_reopen_ask_about_the_session_not_a_hand(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 3)
    settle_page = window.ledger_features.settle_page
    window.show_page(settle_page)
    seen: list[tuple[str, ...]] = []
    answer(qtbot, "paid in cash", seen)
    settle_page.settle_button.click()
    answer(qtbot, "Cat paid the wrong amount", seen)
    settle_page.settle_button.click()
    assert seen == [
        ("Mark settled", "e.g. paid in cash", "The note is kept in the session's audit trail."),
        ("Reopen session", "e.g. Cat paid the wrong amount", "The reason is kept in the session's audit trail."),
    ]
    assert [(a["kind"], a["reason"]) for a in demo.session().audit()] == [
        ("settled", "paid in cash"),
        ("reopened", "Cat paid the wrong amount"),
    ]
