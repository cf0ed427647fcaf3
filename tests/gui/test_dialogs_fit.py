"""The dialogs that hold the rules editor fit a 1280x720 laptop: the editor scrolls inside them,
the buttons stay on screen, and a field reached by Tab is scrolled into view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from scorekeeper.rules import resolve_rules
from scorekeeper_app.change_dialogs import RulesDialog
from scorekeeper_app.new_session_dialog import NewSessionDialog

pytestmark = pytest.mark.gui
LAPTOP_HEIGHT = 720 - 40  # the screen less a title bar
TAB = Qt.FocusPolicy.TabFocus


def _visible_in(widget: QWidget, viewport: QWidget) -> bool:
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_the_new_session_dialog_fits_720_px_and_its_rules_scroll(qtbot, styled_app: QApplication) -> None:
    dialog = NewSessionDialog(["Amy", "Bob"], lambda **_kwargs: None)
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().height() <= LAPTOP_HEIGHT
    dialog.resize(dialog.width(), LAPTOP_HEIGHT)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.tabs.setCurrentWidget(dialog.rules_page)
    editor = dialog.rules_editor
    fields = [w for w in editor.findChildren(QWidget) if w.isVisibleTo(editor) and w.focusPolicy() & TAB]
    last = max(fields, key=lambda w: w.mapTo(editor, QPoint(0, w.height())).y())  # the lowest field
    assert not _visible_in(last, dialog.rules_page.viewport())  # off screen at first
    last.setFocus()
    qtbot.waitUntil(lambda: _visible_in(last, dialog.rules_page.viewport()))
    assert dialog.rules_page.verticalScrollBar().value() > 0  # it scrolled to the focused field


def test_the_rules_dialog_fits_720_px(qtbot, styled_app: QApplication) -> None:
    dialog = RulesDialog(resolve_rules(None), from_hand=3)
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().height() <= LAPTOP_HEIGHT
    dialog.resize(dialog.width(), LAPTOP_HEIGHT)
    with qtbot.waitExposed(dialog):
        dialog.show()
    assert dialog.rules() == resolve_rules(None)  # the scrolled editor still reads the rules
