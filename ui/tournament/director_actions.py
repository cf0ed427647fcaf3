"""The director's actions in the Tournament window: each asks what it needs (the prompts), then
makes one recorded event through the engine (register, re-buy, the draw, the balancing moves, the
finish, a new event), shows the event as the book now holds it, and gives the keys back to the
field list. A refusal is the engine's one line, shown in the window; nothing is recorded then."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from scorekeeper.book import BookError
from scorekeeper.errors import InputError
from scorekeeper.tournament_log import (
    Tally,
    add_on,
    confirm_moves,
    create_tournament,
    draw_tables,
    event_clock,
    finish,
    rebuy,
    register,
)
from scorekeeper_app.tournament.director_prompts import DirectorPrompts
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.tournament.tournament_window import TournamentWindow


class DirectorActions(QObject):
    """The slots of the window's Event and Players menus: a part of the Tournament window."""

    def __init__(self, window: TournamentWindow) -> None:
        super().__init__(window)
        self.window = window
        self.prompts = DirectorPrompts(window)

    def _recorded(self, action: Callable[[], object], done: str) -> bool:
        try:
            action()
        except (InputError, BookError) as exc:
            self.window.show_problem(str(exc))
            self.window.refresh()
            return False
        self.window.refresh()
        self.window.said(done)
        return True

    def new_event(self) -> None:
        structure = self.prompts.new_event()
        self.window.focus_field()
        if structure is None:
            return
        try:
            made = create_tournament(self.window.book(), structure)
        except (InputError, BookError) as exc:
            self.window.show_problem(str(exc))
            return
        self.window.show_event(made)
        self.window.said(translate("TournamentWindow", "Event created: register the players (Ctrl+R)"))

    def open_event(self) -> None:
        events = self.window.events()
        chosen = self.prompts.choose_event(events, current=self.window.tournament)
        if chosen is not None:
            self.window.show_event(chosen)
        self.window.focus_field()

    def register(self) -> None:
        if self.window.tournament is None or self.window.tally is None or self.window.tally.field is None:
            return
        name = self.prompts.register_name(list(self.window.tally.field.chips))
        self.window.focus_field()
        if name:
            t = self.window.tournament
            self._recorded(
                lambda: register(self.window.book(), t, name),
                translate("TournamentWindow", "{name} registered").format(name=name.strip()),
            )
            self.window.select(name.strip())

    def rebuy(self) -> None:
        name = self.window.selected()
        if self.window.tournament is None or name is None:
            return
        asked = self.prompts.confirm(translate("TournamentWindow", "Record a re-buy for {name}?").format(name=name))
        self.window.focus_field()
        if asked:
            t = self.window.tournament
            self._recorded(
                lambda: rebuy(self.window.book(), t, name),
                translate("TournamentWindow", "{name} re-bought").format(name=name),
            )

    def add_on(self) -> None:
        name = self.window.selected()
        if self.window.tournament is None or name is None:
            return
        asked = self.prompts.confirm(translate("TournamentWindow", "Record an add-on for {name}?").format(name=name))
        self.window.focus_field()
        if asked:
            t = self.window.tournament
            self._recorded(
                lambda: add_on(self.window.book(), t, name),
                translate("TournamentWindow", "{name} took an add-on").format(name=name),
            )

    def draw(self) -> None:
        if self.window.tournament is None or self.window.tally is None or self.window.tally.field is None:
            return
        entries = len(self.window.tally.field.chips)
        asked = self.prompts.confirm(
            translate(
                "TournamentWindow", "Draw the seats for {count} players now? The draw's seed is recorded."
            ).format(count=entries)
        )
        self.window.focus_field()
        if asked:
            t, seed = self.window.tournament, secrets.randbelow(2**31)
            self._recorded(
                lambda: draw_tables(self.window.book(), t, seed),
                translate("TournamentWindow", "Seats drawn: the tables play"),
            )

    def balance(self) -> None:
        if self.window.tournament is None or self.window.tally is None or self.window.tally.field is None:
            return
        moves = self.window.tally.field.proposed_moves()
        if not moves:
            self.window.said(translate("TournamentWindow", "The tables are balanced: no move to make"))
            return
        lines = [
            translate("TournamentWindow", "{player}: table {source} to table {target}").format(
                player=m.player, source=m.from_table, target=m.to_table
            )
            for m in moves
        ]
        asked = self.prompts.confirm(
            translate("TournamentWindow", "Make these moves?") + "\n\n" + "\n".join(lines), name="balance"
        )
        self.window.focus_field()
        if asked:
            t = self.window.tournament
            self._recorded(
                lambda: confirm_moves(self.window.book(), t), translate("TournamentWindow", "Moves recorded")
            )

    def toggle_event_clock(self) -> None:
        """Levels kept by time: the event's clock paused when it runs, started when it does not."""
        board = self.window.board
        if self.window.tournament is None or board is None or "clock" not in board:
            self.window.said(translate("TournamentWindow", "This event's levels go by hands: it has no event clock"))
            return
        t, running = self.window.tournament, not board["clock"]["running"]
        done = (
            translate("TournamentWindow", "The event's clock runs")
            if running
            else translate("TournamentWindow", "The event's clock is paused")
        )
        self._recorded(lambda: event_clock(self.window.book(), t, running=running), done)

    def finish(self) -> None:
        if self.window.tournament is None:
            return
        asked = self.prompts.confirm(
            translate(
                "TournamentWindow", "Finish the event? The places and payouts are final; nothing more is recorded."
            )
        )
        self.window.focus_field()
        if asked:
            t = self.window.tournament
            if self._recorded(
                lambda: finish(self.window.book(), t), translate("TournamentWindow", "The event is finished")
            ):
                self.prompts.results(self.window.tally)
                self.window.focus_field()

    def hand_recorded(self, after: Tally) -> None:
        self.window.refresh()
        done = after.last
        text = translate("TournamentWindow", "Hand recorded")
        if done is not None:
            text = translate("TournamentWindow", "Hand {hand} at table {table} recorded").format(
                hand=done.hand, table=done.table
            )
            if done.eliminated:
                out = ", ".join(e.name for e in done.eliminated)
                text += " · " + translate("TournamentWindow", "out: {names}").format(names=out)
            if done.moves:
                text += " · " + translate("TournamentWindow", "balance the tables (Ctrl+B)")
        self.window.said(text)
        self.window.focus_field()
