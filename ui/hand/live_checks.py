"""The Hand page's live checks: after every change the engine checks the hand being typed, and
the seats and the result panel say what it found (:mod:`scorekeeper_app.hand.hand_checks`)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from scorekeeper_app.hand.hand_checks import AssessCache, HandNotes, check_hand
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.hand.hand_page import HandPage


class LiveChecks(QObject):
    """Checking the entry and showing the notes (a part of the Hand page)."""

    def __init__(self, *, page: HandPage) -> None:
        super().__init__(page)  # a child of the page: its slots go with it
        self.page = page
        self.notes: HandNotes | None = None
        self.assessed: AssessCache = {}  # seats already assessed under the page's rules
        self.last_check_ms = 0.0

    def recheck(self) -> None:
        start = time.perf_counter()
        page, model = self.page, self.page.model
        page.drafts.follow_settled()
        self.notes = check_hand(model, page.session, page.rules, self.assessed, page.correcting)
        surrender_ok = page.rules.surrender is not None
        fantasy = self.fantasy_land()
        compact = any(note.natural for note in self.notes.seats)  # a natural's banner needs the room
        for seat, widget in enumerate(page.seat_widgets):
            name = model.seats[seat]
            widget.set_player(model.seat_label(seat), dealer=name == model.dealer, surrender_allowed=surrender_ok)
            cards = fantasy.get(name)
            widget.set_badge(translate("HandPage", "Fantasy Land ({count} cards)").format(count=cards) if cards else "")
            widget.update_notes(
                self.notes.seats[seat], surrender=model.surrender[seat], declare=model.declare[seat], compact=compact
            )
        currency = page.session.currency if page.session else ""
        seats = range(len(model.seats))
        progress = [(model.seat_label(i), len(model.seat_cards(i))) for i in seats]
        pairs = [
            (model.seat_label(i), model.seat_label(j))
            for i in seats
            for j in seats
            if i < j and model.seats[i] != model.seats[j]
        ]
        page.result_panel.show_notes(
            self.notes,
            hand=page.hand_number(),
            currency=currency,
            progress=progress,
            pairs=pairs,
            race=self.race_points(),
        )
        page.advice.drop_stale()
        page.advice.update_action()
        self.last_check_ms = (time.perf_counter() - start) * 1000

    def fantasy_land(self) -> dict[str, int]:
        """Who plays the next hand in Fantasy Land, and with how many cards."""
        page = self.page
        if page.session is None or not page.rules.fantasy_land:
            return {}
        return page.session.fantasy_land_for(page.hand_number())

    def race_points(self) -> dict[str, int] | None:
        """Race: each player's points in the game in play before this hand (None: not a race)."""
        page = self.page
        if page.session is None or page.rules.game != "race":
            return None
        games = page.session.race_games()
        return dict(games[-1].points) if games and games[-1].winner is None else {}

    def ready(self) -> bool:
        return self.notes is not None and self.notes.ready
