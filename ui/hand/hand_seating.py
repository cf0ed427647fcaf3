"""Who sits on the Hand page, under which rules: seated when a session opens, seated again
when the players, the rules or the game change (here or by another writer), keeping
the cards typed for the players still seated. The seats' widgets are built here."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMenu

from scorekeeper.game import RuleSet
from scorekeeper_app.hand.hand_entry import Slot, draft_has_cards
from scorekeeper_app.hand.seat_widget import RowEdit, SeatWidget

if TYPE_CHECKING:
    from scorekeeper_app.hand.hand_page import HandPage

MAX_SEATS = 4
NARROW_FROM = 5  # seats: from five (extra suits) the seats are narrow, so six fit 1280 px wide


def _route(routes: dict[Slot, RowEdit], fallback: RowEdit, slot: Slot) -> RowEdit:
    """The row widget that takes keys for the active row."""
    return routes.get(slot, fallback)


class HandSeating(QObject):
    """Seating the players of the next hand (a part of the Hand page)."""

    def __init__(self, *, page: HandPage) -> None:
        super().__init__(page)  # a child of the page: its slots go with it
        self.page = page
        self.default_dealer: str | None = None  # who deals the hand on the page unless someone else was chosen
        self.shown_next_hand = 0  # the session is one cached object: remember what was shown

    def load_session(self) -> None:
        """A session was opened: seat its players, offer back an unfinished hand."""
        page = self.page
        page.session = page.controller.session()
        self.shown_next_hand = page.session.next_hand
        ended = page.correction.drop()
        self.set_rules(page.session.rules_for(page.session.next_hand))
        seats, hands = self.seat_plan()
        self.build_seats(len(seats))
        page.stack.clear()
        page.model.reset(seats, page.session.next_dealer(list(dict.fromkeys(seats))), hands)
        self.default_dealer = page.model.dealer
        page.drafts.offer_kept(seats)
        page.stack.clear()
        page.editor.start()
        page.recheck()
        if ended:
            page.correction_changed.emit()

    def seat_plan(self) -> tuple[list[str], list[int | None] | None]:
        """Who sits for the next hand, as the engine plans it (criss-cross seats two players twice)."""
        page = self.page
        assert page.session is not None
        plan = page.session.seat_plan()
        most = 2 * MAX_SEATS if plan.hands else MAX_SEATS + len(page.rules.extra_suits)  # extra suits seat more
        players = list(plan.players[:most])
        return players, (list(plan.hands) if plan.hands is not None else None)

    def refresh(self) -> None:
        """Something was recorded (here or by undo): rules, stakes and the dealer may have moved."""
        page = self.page
        if not page.controller.has_session():
            return
        if page.correcting is not None:  # the corrected hand keeps its own rules, seats and dealer
            page.session = page.controller.session()
            page.recheck()
            return
        moved = page.session is None or page.controller.session().next_hand != self.shown_next_hand
        page.session = page.controller.session()
        self.shown_next_hand = page.session.next_hand
        self.set_rules(page.session.rules_for(page.session.next_hand))
        page.match_label.show_session(page.session)
        seats, hands = self.seat_plan()
        if (seats, hands or [None] * len(seats)) != (page.model.seats, page.model.hands):
            self._reseat(seats, hands)  # who sits changed (here or by another writer): keep what was typed
            return
        if moved and page.pending_draft is None:  # a hand was recorded or undone, here or by another terminal
            default = page.session.next_dealer(list(dict.fromkeys(page.model.seats)))
            if page.model.is_empty() or page.model.dealer == self.default_dealer:  # a chosen dealer stays
                page.model.set_dealer(default)
            self.default_dealer = default
        page.recheck()

    def _reseat(self, seats: list[str], hands: list[int | None] | None) -> None:
        """Seat the players again; the cards typed for a player still seated stay with them."""
        page = self.page
        assert page.session is not None
        kept = page.model.draft(page.session.next_hand)
        unique = list(dict.fromkeys(seats))
        if kept.get("dealer") not in unique:
            kept["dealer"] = page.session.next_dealer(unique) if unique else None
        self.build_seats(len(seats))
        page.stack.clear()  # the entry's undo steps name seats by position
        page.model.reset(seats, kept["dealer"], hands)
        if draft_has_cards(kept):
            page.model.load_draft(kept)
        page.editor.start()
        page.recheck()
        page.entry_changed.emit()

    def set_rules(self, rules: RuleSet) -> None:
        page = self.page
        if rules != page.rules:
            page.rules = rules
            page.checks.assessed.clear()  # entries of the old rule set are no use any more
            page.model.copies = rules.copies  # extra suits: a card may be entered twice
            page.picker.set_extra_suits(rules.extra_suits)
            page.banker_strip.set_rules(rules)

    def build_seats(self, count: int) -> None:
        """One seat widget per seat, side by side, each with the window's seat actions in its menu."""
        page = self.page
        for widget in page.seat_widgets:
            page.seats_row.removeWidget(widget)
            widget.deleteLater()
        page.seat_widgets = []
        page.advice.suggestions.clear()
        routes: dict[Slot, RowEdit] = {}
        for seat in range(count):
            widget = SeatWidget(page.editor, seat, page.options, page.content)
            menu = QMenu(widget)
            menu.aboutToShow.connect(lambda seat=seat: page.focus_seat(seat))
            menu.addActions(page.seat_actions)
            widget.set_menu(menu)
            widget.apply_requested.connect(page.advice.apply_suggestion)
            widget.set_narrow(count >= NARROW_FROM)
            page.seats_row.addWidget(widget, 0, Qt.AlignmentFlag.AlignTop)
            page.seat_widgets.append(widget)
            for row, edit in widget.rows.items():
                routes[(seat, row)] = edit
        page.seats_row.addStretch(1)
        self._space_seats(narrow=count >= NARROW_FROM)
        page.table_fit.schedule()  # more or fewer seats: choose the card size again
        for widget in page.seat_widgets:
            for edit in widget.rows.values():
                edit.route = partial(_route, routes, edit)

    def _space_seats(self, *, narrow: bool) -> None:
        """Five or six seats sit closer together, and closer to the page's edges."""
        self.page.seats_row.setSpacing(6 if narrow else 10)
        layout = self.page.content.layout()
        assert layout is not None
        layout.setContentsMargins(*((8, 8, 8, 8) if narrow else (14, 10, 14, 10)))
