"""The Hand page's entry actions, as the window's registry calls them: undo and redo of the
entry, clearing a row or the hand, a seat's flags (surrender, declare, dealer), the 13-card
box and moving between seats. Recording is :meth:`HandPage.record`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.hand.hand_page import HandPage


class HandEntryActions(QObject):
    """What the keys and menus do to the entry (each an undoable command through the editor)."""

    def __init__(self, *, page: HandPage) -> None:
        super().__init__(page)  # a child of the page: its slots go with it
        self.page = page

    def undo(self) -> None:
        self.page.stack.undo()

    def redo(self) -> None:
        self.page.stack.redo()

    def clear_row(self) -> None:
        self.page.editor.clear_row(self.page.editor.active)

    def clear_hand(self) -> None:
        self.page.editor.clear_hand()

    def toggle_surrender(self) -> None:
        page = self.page
        seat = page.editor.active[0]
        if page.rules.surrender is None:
            page.message.emit(translate("HandPage", "Surrender is not allowed under this session's rules"))
            return
        page.editor.set_flag(seat, "surrender", not page.model.surrender[seat])

    def toggle_declare(self) -> None:
        page = self.page
        seat = page.editor.active[0]
        if page.notes is None or not page.notes.seats[seat].natural:
            page.message.emit(translate("HandPage", "{name} holds no natural").format(name=page.model.seats[seat]))
            return
        page.editor.set_flag(seat, "declare", not page.model.declare[seat])

    def make_dealer(self) -> None:
        self.page.model.set_dealer(self.page.model.seats[self.page.editor.active[0]])

    def type_thirteen(self) -> None:
        self.page.seat_widgets[self.page.editor.active[0]].open_quick()

    def next_seat(self, step: int = 1) -> None:
        seat = (self.page.editor.active[0] + step) % len(self.page.model.seats)
        self.page.editor.set_active((seat, "front"))
