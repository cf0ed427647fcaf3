"""The main window following the session: its header and left column, the status bar's
"Saved:" line and errors, and which actions are enabled (Undo and Redo naming what they do)."""

from __future__ import annotations

import shiboken6

from scorekeeper_app.session.rules_editor import rules_title
from scorekeeper_app.window.actions import REGISTRY, Act
from scorekeeper_app.window.main_window_base import MainWindowBase
from scorekeeper_app.wording.formatting import event_words, money_text, short_path
from scorekeeper_app.wording.i18n import app_name, translate

ERROR_SHOWN_MS = 8000


class WindowStatus(MainWindowBase):
    """Refreshing what the window shows from the engine."""

    def refresh(self) -> None:
        if not self.controller.has_session():
            return
        session = self.controller.session()
        totals = self.controller.totals()
        stakes = session.stakes_for(session.next_hand)
        unit = money_text(stakes.unit, session.currency)
        rules = rules_title(session.rules_for(session.next_hand))
        self.header_title.setText(
            translate("MainWindow", "{session} · {rules} · {unit}/unit").format(
                session=session.name, rules=rules, unit=unit
            )
        )
        self.setWindowTitle(f"{session.name} — {app_name()}")
        self.session_panel.set_session(
            session.name,
            translate("MainWindow", "{date}\n{rules}\n{unit} a unit").format(date=session.date, rules=rules, unit=unit),
        )
        money = {name: t.money for name, t in totals.players.items()}
        self.session_panel.set_totals(money, session.currency, list(session.active))
        order = {name: i for i, name in enumerate(session.players)}
        own = sorted((sorted(pair, key=order.__getitem__), value) for pair, value in stakes.pairs.items())
        self.session_panel.set_stakes(
            [
                translate("MainWindow", "{a}–{b}: {amount} a unit").format(
                    a=a, b=b, amount=money_text(v, session.currency)
                )
                for (a, b), v in own
            ]
        )
        self._entry_changed()
        correcting = self.hand_page.correcting
        self.pages.setTabText(
            self.pages.indexOf(self.hand_page),
            translate("MainWindow", "Hand {number}").format(number=session.next_hand)
            if correcting is None
            else translate("MainWindow", "Correcting hand {number}").format(number=correcting),
        )
        self.update_actions()

    def _entry_changed(self) -> None:
        if not self.controller.has_session():
            return
        session = self.controller.session()
        self.session_panel.set_progress(
            dealer=self.hand_page.model.dealer, next_hand=session.next_hand, hands=len(session.live_hands())
        )

    def refresh_status(self) -> None:
        book = translate("MainWindow", "book: {path}").format(path=short_path(self.controller.book_location))
        if not self.controller.has_session():
            self.saved_label.setText(book)
            return
        session = self.controller.session()
        last = session.events[-1] if session.events else None
        if last is None:
            self.saved_label.setText(book)
            return
        what = event_words(last.kind, last.payload)
        self.saved_label.setText(
            translate("MainWindow", "Saved: {what} at {time} · {book}").format(
                what=what, time=last.at[11:16], book=book
            )
        )

    def _saved(self, text: str) -> None:
        book = translate("MainWindow", "book: {path}").format(path=short_path(self.controller.book_location))
        self.saved_label.setText(f"{text} · {book}")
        self.error_label.clear()

    def _changed_elsewhere(self) -> None:
        """Another writer changed the open session: say so; the views have read it again."""
        self.refresh_status()
        self.show_error(translate("MainWindow", "Updated: changed by another writer"))

    def show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self._error_timer.start(ERROR_SHOWN_MS)

    def _page_changed(self, index: int) -> None:
        if self.controller.has_session():
            self.prefs.page = index
        self.update_actions()

    def _stack_changed(self, _index: int) -> None:
        if shiboken6.isValid(self.views):  # the stack is cleared while the window is torn down
            self.update_actions()

    def update_actions(self) -> None:
        has = self.controller.has_session()
        on_hand = (
            has and self.views.currentWidget() is self.session_view and self.pages.currentWidget() is self.hand_page
        )
        writable = has and not self.controller.session().settled
        enabled = {"hand": on_hand, "session": has, "writable": writable}
        for act, spec in REGISTRY.items():
            if spec.needs in enabled:
                self.actions_by_id[act].setEnabled(enabled[spec.needs])
        self.actions_by_id[Act.MARK_SETTLED].setText(
            translate("LedgerFeatures", "Re&open session…")
            if has and not writable
            else translate("LedgerFeatures", "Mark &settled…")
        )
        self.actions_by_id[Act.SUGGEST].setEnabled(on_hand and self.hand_page.can_suggest())
        stack = self.hand_page.stack
        undo, redo = self.actions_by_id[Act.UNDO], self.actions_by_id[Act.REDO]
        undo.setEnabled(on_hand and stack.canUndo())
        redo.setEnabled(on_hand and stack.canRedo())
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
        has = self.controller.has_session()
        undo_what = self.controller.undo_text() if has else ""
        redo_what = self.controller.redo_text() if has else ""
        undo, redo = self.actions_by_id[Act.UNDO_RECORDED], self.actions_by_id[Act.REDO_RECORDED]
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
