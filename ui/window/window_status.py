"""The main window following the session: its header and left column, the status bar's
"Saved:" line and errors, and which actions are enabled (Undo and Redo naming what they do)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QTimer

from scorekeeper.session import HandAdded, record_of
from scorekeeper_app.session.rules_editor import rules_title
from scorekeeper_app.window.actions import REGISTRY, Act
from scorekeeper_app.wording.formatting import event_words, money_text, short_path
from scorekeeper_app.wording.i18n import app_name, translate

ERROR_SHOWN_MS = 8000

if TYPE_CHECKING:
    from scorekeeper_app.window.main_window import MainWindow


class WindowStatus(QObject):
    """Refreshing what the window shows from the engine: a part of the main window."""

    def __init__(self, *, window: MainWindow) -> None:
        super().__init__(window)  # a child of the window: its slots go with it
        self.window = window
        self.error_timer = QTimer(window)  # an error shows for a while, then goes
        self.error_timer.setSingleShot(True)
        self.error_timer.timeout.connect(lambda: self.window.error_label.clear())

    def refresh(self) -> None:
        window = self.window
        if not window.controller.has_session():
            return
        session = window.controller.session()
        totals = window.controller.totals()
        stakes = session.stakes_for(session.next_hand)
        unit = money_text(stakes.unit, session.currency)
        rules = rules_title(session.rules_for(session.next_hand))
        window.header_title.setText(
            translate("MainWindow", "{session} · {rules} · {unit}/unit").format(
                session=session.name, rules=rules, unit=unit
            )
        )
        window.setWindowTitle(f"{session.name} — {app_name()}")
        window.session_panel.set_session(
            session.name,
            translate("MainWindow", "{date}\n{rules}\n{unit} a unit").format(date=session.date, rules=rules, unit=unit),
        )
        money = {name: t.money for name, t in totals.players.items()}
        window.session_panel.set_totals(money, session.currency, list(session.active))
        order = {name: i for i, name in enumerate(session.players)}
        own = sorted((sorted(pair, key=order.__getitem__), value) for pair, value in stakes.pairs.items())
        window.session_panel.set_stakes(
            [
                translate("MainWindow", "{a}–{b}: {amount} a unit").format(
                    a=a, b=b, amount=money_text(v, session.currency)
                )
                for (a, b), v in own
            ]
        )
        self.entry_changed()
        correcting = window.hand_page.correcting
        window.pages.setTabText(
            window.pages.indexOf(window.hand_page),
            translate("MainWindow", "Hand {number}").format(number=session.next_hand)
            if correcting is None
            else translate("MainWindow", "Correcting hand {number}").format(number=correcting),
        )
        self.update_actions()

    def entry_changed(self) -> None:
        window = self.window
        if not window.controller.has_session():
            return
        session = window.controller.session()
        window.session_panel.set_progress(
            dealer=window.hand_page.model.dealer, next_hand=session.next_hand, hands=len(session.live_hands())
        )

    def refresh_status(self) -> None:
        window = self.window
        book = translate("MainWindow", "book: {path}").format(path=short_path(window.controller.book_location))
        if not window.controller.has_session():
            window.saved_label.setText(book)
            return
        session = window.controller.session()
        last = session.events[-1] if session.events else None
        if last is None:
            window.saved_label.setText(book)
            return
        record = record_of(last)
        what = event_words(last.kind, record.hand if isinstance(record, HandAdded) else None)
        window.saved_label.setText(
            translate("MainWindow", "Saved: {what} at {time} · {book}").format(
                what=what, time=last.at[11:16], book=book
            )
        )

    def saved(self, text: str) -> None:
        window = self.window
        book = translate("MainWindow", "book: {path}").format(path=short_path(window.controller.book_location))
        window.saved_label.setText(f"{text} · {book}")
        window.error_label.clear()

    def changed_elsewhere(self) -> None:
        """Another writer changed the open session: say so; the views have read it again."""
        self.refresh_status()
        self.show_error(translate("MainWindow", "Updated: changed by another writer"))

    def show_error(self, text: str) -> None:
        self.window.error_label.setText(text)
        self.error_timer.start(ERROR_SHOWN_MS)

    def page_changed(self, index: int) -> None:
        if self.window.controller.has_session():
            self.window.prefs.page = index
        self.update_actions()

    def stack_changed(self, _index: int) -> None:
        if shiboken6.isValid(self.window.views):  # the stack is cleared while the window is torn down
            self.update_actions()

    def update_actions(self) -> None:
        window = self.window
        has = window.controller.has_session()
        in_session = has and window.views.currentWidget() is window.session_view
        on_hand = in_session and window.pages.currentWidget() is window.hand_page
        writable = has and not window.controller.session().settled
        enabled = {"hand": on_hand, "session": has, "writable": writable}
        for act, spec in REGISTRY.items():
            if spec.needs in enabled:
                window.actions_by_id[act].setEnabled(enabled[spec.needs])
        window.actions_by_id[Act.MARK_SETTLED].setText(
            translate("LedgerFeatures", "Re&open session…")
            if has and not writable
            else translate("LedgerFeatures", "Mark &settled…")
        )
        window.actions_by_id[Act.SUGGEST].setEnabled(on_hand and window.hand_page.can_suggest())
        shown = window.paging.undo_stack() if in_session else None  # the entry's, or the Players page's
        stack = shown if shown is not None else window.hand_page.stack
        undo, redo = window.actions_by_id[Act.UNDO], window.actions_by_id[Act.REDO]
        undo.setEnabled(shown is not None and stack.canUndo())
        redo.setEnabled(shown is not None and stack.canRedo())
        # what would be undone goes in the tooltip: changing the text every key would relayout the toolbar
        undo.setToolTip(
            translate("MainWindow", "Undo {what} (Ctrl+Z)").format(what=stack.undoText())
            if stack.canUndo()
            else translate("MainWindow", "Undo (Ctrl+Z)")
        )
        redo.setToolTip(
            translate("MainWindow", "Redo {what} (Ctrl+Shift+Z)").format(what=stack.redoText())
            if stack.canRedo()
            else translate("MainWindow", "Redo (Ctrl+Shift+Z)")
        )
        self._name_recorded_undo()

    def _name_recorded_undo(self) -> None:
        """Undo/Redo of recorded actions say what they would take back or put back."""
        window = self.window
        has = window.controller.has_session()
        undo_what = window.controller.undo_text() if has else ""
        redo_what = window.controller.redo_text() if has else ""
        undo, redo = window.actions_by_id[Act.UNDO_RECORDED], window.actions_by_id[Act.REDO_RECORDED]
        undo.setEnabled(bool(undo_what))
        redo.setEnabled(bool(redo_what))
        undo.setText(
            translate("MainWindow", "Undo: {what}").format(what=undo_what)
            if undo_what
            else translate("Actions", REGISTRY[Act.UNDO_RECORDED].text)
        )
        redo.setText(
            translate("MainWindow", "Redo: {what}").format(what=redo_what)
            if redo_what
            else translate("Actions", REGISTRY[Act.REDO_RECORDED].text)
        )
