"""Who sits on the Hand page, under which rules: seated when a session opens, seated again
when the players, the rules or the game change (here or by another writer), keeping
the cards typed for the players still seated."""

from __future__ import annotations

from scorekeeper.game import RuleSet
from scorekeeper_app.hand.hand_entry import draft_has_cards
from scorekeeper_app.hand.hand_page_base import MAX_SEATS, HandPageBase


class HandSeating(HandPageBase):
    """Seating the players of the next hand."""

    _default_dealer: str | None = None  # who deals the hand on the page unless someone else was chosen

    def load_session(self) -> None:
        """A session was opened: seat its players, offer back an unfinished hand."""
        self.session = self.controller.session()
        self._shown_next_hand = self.session.next_hand
        ended = self.correcting is not None
        self.correcting, self._put_aside = None, None
        self.correction_banner.hide()
        self._set_rules(self.session.rules_for(self.session.next_hand))
        seats, hands = self._seat_plan()
        self._build_seats(len(seats))
        self.stack.clear()
        self.model.reset(seats, self.session.next_dealer(list(dict.fromkeys(seats))), hands)
        self._default_dealer = self.model.dealer
        self.pending_draft = None
        self.draft_banner.hide()
        draft = self._read_draft()
        if draft is not None:
            if draft_has_cards(draft):
                self.pending_draft = draft
                self._show_draft_offer(draft)
            elif draft.get("dealer") in seats:
                self.model.set_dealer(draft["dealer"])
        self.stack.clear()
        self.editor.start()
        self.recheck()
        if ended:
            self.correction_changed.emit()

    def _seat_plan(self) -> tuple[list[str], list[int | None] | None]:
        """Who sits for the next hand, as the engine plans it (criss-cross seats two players twice)."""
        assert self.session is not None
        plan = self.session.seat_plan()
        most = 2 * MAX_SEATS if plan.hands else MAX_SEATS + len(self.rules.extra_suits)  # extra suits seat more
        players = list(plan.players[:most])
        return players, (list(plan.hands) if plan.hands is not None else None)

    def refresh(self) -> None:
        """Something was recorded (here or by undo): rules, stakes and the dealer may have moved."""
        if not self.controller.has_session():
            return
        if self.correcting is not None:  # the corrected hand keeps its own rules, seats and dealer
            self.session = self.controller.session()
            self.recheck()
            return
        moved = self.session is None or self.controller.session().next_hand != self._shown_next_hand
        self.session = self.controller.session()
        self._shown_next_hand = self.session.next_hand
        self._set_rules(self.session.rules_for(self.session.next_hand))
        self.match_label.show_session(self.session)
        seats, hands = self._seat_plan()
        if (seats, hands or [None] * len(seats)) != (self.model.seats, self.model.hands):
            self._reseat(seats, hands)  # who sits changed (here or by another writer): keep what was typed
            return
        if moved and self.pending_draft is None:  # a hand was recorded or undone, here or by another terminal
            default = self.session.next_dealer(list(dict.fromkeys(self.model.seats)))
            if self.model.is_empty() or self.model.dealer == self._default_dealer:  # a chosen dealer stays
                self.model.set_dealer(default)
            self._default_dealer = default
        self.recheck()

    def _reseat(self, seats: list[str], hands: list[int | None] | None) -> None:
        """Seat the players again; the cards typed for a player still seated stay with them."""
        assert self.session is not None
        kept = self.model.draft(self.session.next_hand)
        unique = list(dict.fromkeys(seats))
        if kept.get("dealer") not in unique:
            kept["dealer"] = self.session.next_dealer(unique) if unique else None
        self._build_seats(len(seats))
        self.stack.clear()  # the entry's undo steps name seats by position
        self.model.reset(seats, kept["dealer"], hands)
        if draft_has_cards(kept):
            self.model.load_draft(kept)
        self.editor.start()
        self.recheck()
        self.entry_changed.emit()

    def _set_rules(self, rules: RuleSet) -> None:
        if rules != self.rules:
            self.rules = rules
            self._assessed.clear()  # entries of the old rule set are no use any more
            self.model.copies = rules.copies  # extra suits: a card may be entered twice
            self.picker.set_extra_suits(rules.extra_suits)
            self.banker_strip.set_rules(rules)
