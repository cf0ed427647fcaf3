"""Asking whether a repeated deal is meant: the engine refused a hand whose cards are those
of a live hand of the session (:class:`scorekeeper.session.repeat_deal.RepeatedDeal`); the
scorekeeper says whether to record it all the same. The controller calls
:func:`ask_repeat` through its ``ask_repeat`` attribute."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from scorekeeper_app.wording.i18n import translate


def ask_repeat(hand: int, parent: QWidget | None = None) -> bool:
    """Yes: record the same cards as a new hand; No (the default): keep the typed hand."""
    if parent is None:
        active = QApplication.activeWindow()
        parent = None if isinstance(active, QMessageBox) else active  # never a box about to be deleted
    answer = QMessageBox.question(
        parent,
        translate("RepeatQuestion", "The same deal again?"),
        translate(
            "RepeatQuestion",
            "These are the cards of hand {number}, already recorded.\n\n"
            "Record them as a new hand all the same? No keeps the typed hand.",
        ).format(number=hand),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,  # a double entry doubles the money: Enter says no
    )
    return answer == QMessageBox.StandardButton.Yes
