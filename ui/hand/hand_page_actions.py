"""The Hand page's entry actions, as the window's registry calls them: undo and redo of the
entry, clearing a row or the hand, a seat's flags (surrender, declare, dealer), the 13-card
box and moving between seats. Recording is :meth:`HandPage.record`."""

from __future__ import annotations

from scorekeeper_app.hand.hand_page_base import HandPageBase
from scorekeeper_app.wording.i18n import translate


class HandEntryActions(HandPageBase):
    """What the keys and menus do to the entry (each an undoable command through the editor)."""

    def undo(self) -> None:
        self.stack.undo()

    def redo(self) -> None:
        self.stack.redo()

    def clear_row(self) -> None:
        self.editor.clear_row(self.editor.active)

    def clear_hand(self) -> None:
        self.editor.clear_hand()

    def toggle_surrender(self) -> None:
        seat = self.editor.active[0]
        if self.rules.surrender is None:
            self.message.emit(translate("HandPage", "Surrender is not allowed under this session's rules"))
            return
        self.editor.set_flag(seat, "surrender", not self.model.surrender[seat])

    def toggle_declare(self) -> None:
        seat = self.editor.active[0]
        if self.notes is None or not self.notes.seats[seat].natural:
            self.message.emit(translate("HandPage", "{name} holds no natural").format(name=self.model.seats[seat]))
            return
        self.editor.set_flag(seat, "declare", not self.model.declare[seat])

    def make_dealer(self) -> None:
        self.model.set_dealer(self.model.seats[self.editor.active[0]])

    def type_thirteen(self) -> None:
        self.seat_widgets[self.editor.active[0]].open_quick()

    def next_seat(self, step: int = 1) -> None:
        seat = (self.editor.active[0] + step) % len(self.model.seats)
        self.editor.set_active((seat, "front"))
