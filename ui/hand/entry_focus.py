"""Where the keyboard goes while the Hand page is up: the one owner of that (issue 26).

Whatever brings the Hand page up — the window shown or made active again (a start, a
restart, a dialog closing), a page switch, a session opened, the seats built again (a
seating change here or by another writer) — leaves the caret in the next row with room.

A menu closed with Escape leaves Qt's menu bar in keyboard mode, where bare letters are
mnemonics (``s`` opens Session, then ``h`` Share this table). So a menu closing ends that
mode at once, and a letter typed to a menu bar armed some other way (a tap of Alt) on
the Hand page goes to the row instead: card keys are card keys.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMenu, QTabWidget, QWidget

from scorekeeper_app.hand.hand_page import HandPage
from scorekeeper_app.hand.row_edit import RowEdit

_COMMAND_KEYS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
_BRINGS_UP = (QEvent.Type.Show, QEvent.Type.WindowActivate)
_FOLLOWED = "entryFocusFollows"  # a dialog's property: its closing is followed already


class EntryFocus(QObject):
    """Puts the caret back in the Hand page's entry whenever the page comes up."""

    def __init__(self, *, window: QMainWindow, page: HandPage, pages: QTabWidget, menus: list[QMenu]) -> None:
        super().__init__(window)
        self.window, self.page, self.menu_bar = window, page, window.menuBar()
        self._pending = False
        window.installEventFilter(self)
        page.installEventFilter(self)
        self.menu_bar.installEventFilter(self)
        for menu in menus:
            menu.aboutToHide.connect(self.request)
        pages.currentChanged.connect(self.request)
        page.controller.session_opened.connect(self.request)
        page.controller.changed.connect(self.request)  # seats may have been built again
        page.correction_changed.connect(self.request)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def request(self, *_args: object) -> None:
        """Settle the focus now (keys typed at once land), and again once the event loop has done
        what is queued (new seats shown, a menu gone, a window activated)."""
        self._settle()
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._settle_later)

    def _settle_later(self) -> None:
        self._pending = False
        self._settle()

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None:  # the keys go nowhere: a dialog closed, or the focused row was built again
            self.request()

    def _settle(self) -> None:
        if not (shiboken6.isValid(self.window) and shiboken6.isValid(self.page)):
            return  # the window is being torn down: its widgets go before this object
        if QApplication.activePopupWidget() is not None or QApplication.activeModalWidget() is not None:
            return  # a menu or a dialog has the keys; its closing asks again
        active = QApplication.activeWindow()
        if active is not None and active is not self.window:
            if active.isVisible():
                return  # another window of the app has the keys
            self.window.activateWindow()  # a closed menu or dialog left active (the offscreen platform does)
        if not self.page.isVisible():
            if self.menu_bar.hasFocus():
                self._disarm()  # another page: back where the keys were before the menu
            return
        if not self._on_the_page(self.window.focusWidget()):
            self.page.focus_entry()

    def _on_the_page(self, widget: QWidget | None) -> bool:
        """The focus is where the user put it on the page: a row of the seats shown, or another field there."""
        if widget is None or not widget.isVisible():
            return False
        if isinstance(widget, RowEdit):
            return any(widget is edit for seat in self.page.seat_widgets for edit in seat.rows.values())
        return self.page.isAncestorOf(widget)

    def _disarm(self) -> None:
        """End the menu bar's keyboard mode: Escape to it gives the keys back to where they were."""
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(self.menu_bar, QKeyEvent(kind, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.menu_bar:
            return isinstance(event, QKeyEvent) and self._letter_to_menu_bar(event)
        if event.type() in _BRINGS_UP:
            self.request()
        elif event.type() == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            self._follow_dialog(event.child())
        return False

    def _follow_dialog(self, child: QObject) -> None:
        """A dialog of the window gives the keys back to the table when it closes."""
        if isinstance(child, QDialog) and not child.property(_FOLLOWED):
            child.setProperty(_FOLLOWED, True)
            child.finished.connect(self._dialog_closed)

    def _dialog_closed(self, _result: int) -> None:
        self.window.activateWindow()  # what a window manager does; the offscreen platform does not
        self.request()

    def _letter_to_menu_bar(self, event: QKeyEvent) -> bool:
        """A card key typed to an armed menu bar (no menu open) on the Hand page goes to the row."""
        if event.type() != QEvent.Type.KeyPress or event.modifiers() & _COMMAND_KEYS:
            return False
        text = event.text()
        if not text or not text.isprintable() or QApplication.activePopupWidget() is not None:
            return False
        if not self.page.isVisible():
            return False
        self.page.focus_entry()  # the menu bar loses the focus, and with it its keyboard mode
        target = QApplication.focusWidget()
        if target is None or target is self.menu_bar:
            return False
        copy = QKeyEvent(event.type(), event.key(), event.modifiers(), text, event.isAutoRepeat(), event.count())
        QApplication.sendEvent(target, copy)
        return True
