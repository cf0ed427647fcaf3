"""The Hand page's setting advisor: the best setting of a seat's 13 cards, shown under the
seat and applied as one undoable step (Ctrl+G)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from scorekeeper.errors import InputError
from scorekeeper.game import Card
from scorekeeper_app.hand import commands
from scorekeeper_app.hand.advisor_support import rank, units_figure
from scorekeeper_app.hand.hand_entry import ROWS
from scorekeeper_app.wording.formatting import cards_text, hand_name, possessive, row_title
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:  # the advisor (numpy) loads only when a suggestion is asked for
    from scorekeeper.advisor import Advice, Ranking
    from scorekeeper_app.hand.hand_page import HandPage


class HandAdvice(QObject):
    """Suggest a seat's setting and apply it (a part of the Hand page)."""

    def __init__(self, *, page: HandPage) -> None:
        super().__init__(page)  # a child of the page: its slots go with it
        self.page = page
        self.action: QAction | None = None  # the window's Suggest action, enabled while a seat can be advised
        # seat -> (its 13 cards, the advisor's best rows front/middle/back) while a suggestion is shown
        self.suggestions: dict[int, tuple[frozenset[Card], tuple[tuple[Card, ...], ...]]] = {}

    def _seat_hand(self, seat: int) -> tuple[Card, ...] | None:
        """The seat's 13 different cards (in any rows), else None."""
        if not 0 <= seat < len(self.page.model.seats):
            return None
        cards = self.page.model.seat_cards(seat)
        return cards if len(cards) == 13 and len(set(cards)) == 13 else None

    def can_suggest(self, seat: int | None = None) -> bool:
        return self._seat_hand(self.page.editor.active[0] if seat is None else seat) is not None

    def update_action(self, *_args: object) -> None:
        if self.action is not None:
            self.action.setEnabled(self.page.isVisible() and self.can_suggest())

    def drop_stale(self) -> None:
        """A suggestion goes when the seat's cards change (moving them between rows keeps it)."""
        for seat, (cards, _rows) in list(self.suggestions.items()):
            if seat >= len(self.page.seat_widgets) or frozenset(self.page.model.seat_cards(seat)) != cards:
                del self.suggestions[seat]
                if seat < len(self.page.seat_widgets):
                    self.page.seat_widgets[seat].hide_suggestion()

    def _players(self) -> int:
        return len(dict.fromkeys(self.page.model.seats))

    def suggest(self, seat: int | None = None) -> None:
        """Ask the advisor for the best setting of a seat's 13 cards and show it under the seat."""
        seat = self.page.editor.active[0] if seat is None else seat
        cards = self._seat_hand(seat)
        if cards is None:
            self.page.message.emit(
                translate("HandPage", "{name} needs 13 different cards for a suggestion").format(
                    name=self.page.model.seat_label(seat) if 0 <= seat < len(self.page.model.seats) else "—"
                )
            )
            return
        try:
            ranking = rank(cards, self.page.rules, self._players())
            advice = ranking.advisor.advice(ranking, 1)
        except (InputError, ValueError) as exc:
            self.page.message.emit(translate("HandPage", "No suggestion: {problem}").format(problem=exc))
            return
        widget = self.page.seat_widgets[seat]
        if not advice.suggestions:
            widget.show_suggestion(translate("HandPage", "Every setting of these cards fouls"), can_apply=False)
            return
        rows = tuple(r.cards for r in advice.best.rows)
        current = tuple(self.page.model.cards((seat, row)) for row in ROWS)
        lines = _setting_lines(advice) + _as_set_lines(ranking, current) + _other_choice_lines(advice)
        self.suggestions[seat] = (frozenset(cards), rows)
        widget.show_suggestion(
            "\n".join(lines), can_apply=tuple(frozenset(r) for r in current) != tuple(frozenset(r) for r in rows)
        )

    def apply_suggestion(self, seat: int) -> None:
        """Set the seat's rows to the suggestion shown, as one undoable step."""
        shown = self.suggestions.get(seat)
        if shown is None or frozenset(self.page.model.seat_cards(seat)) != shown[0]:
            return
        rows = shown[1]
        self.page.stack.beginMacro(
            translate("HandPage", "set {owner} rows as suggested").format(owner=possessive(self.page.model.seats[seat]))
        )
        for row, cards in zip(ROWS, rows, strict=True):
            if self.page.model.cards((seat, row)) != cards:
                self.page.stack.push(commands.SetRow(self.page.model, (seat, row), cards))
        self.page.stack.endMacro()
        self.page.seat_widgets[seat].hide_suggestion()
        self.suggestions.pop(seat, None)
        self.page.editor.set_active((seat, "front"))


def _setting_lines(advice: Advice) -> list[str]:
    """The best setting, row by row, with its expected units."""
    best = advice.best
    lines = [
        translate("HandPage", "Suggested setting ({units} units expected):").format(units=units_figure(best.units))
    ]
    for row, advice_row in zip(ROWS, best.rows, strict=True):
        lines.append(
            translate("HandPage", "{row}: {cards} ({hand})").format(
                row=row_title(row), cards=cards_text(advice_row.cards), hand=hand_name(advice_row.hand)
            )
        )
    return lines


def _as_set_lines(ranking: Ranking, current: tuple[tuple[Card, ...], ...]) -> list[str]:
    """What the rows as typed now are worth, once they hold 3, 5 and 5 cards."""
    if tuple(len(r) for r in current) != (3, 5, 5):
        return []
    check = ranking.check(*current)
    if check.foul:
        text = translate("HandPage", "As set now: a foul, {units} units ({given} given away)")
    else:
        text = translate("HandPage", "As set now: {units} units ({given} given away)")
    return [text.format(units=units_figure(check.units), given=f"{check.given_away:.2f}")]


def _other_choice_lines(advice: Advice) -> list[str]:
    """Declaring the natural or surrendering, when the advisor finds it worth more."""
    if advice.action == "declare" and advice.natural_units is not None:
        words = translate("HandPage", "Declaring the natural is worth more: {units} units")
        return [words.format(units=units_figure(advice.natural_units))]
    if advice.action == "surrender" and advice.surrender_units is not None:
        words = translate("HandPage", "Surrendering costs less: {units} units")
        return [words.format(units=units_figure(advice.surrender_units))]
    return []
