"""The Hand page: seats side by side, the 52-card picker, and the live result.

Keyboard first: focus starts at the first seat's front; rows fill and hand focus on
by themselves; Ctrl+Enter records. The entry is an undoable document of its own
(Ctrl+Z / Ctrl+Shift+Z) and is kept as a draft in the book while it is typed.

A recorded hand is corrected here too (issue 6): :meth:`HandPage.start_correction`
loads it, a banner says which hand is being corrected (with Cancel), and Ctrl+Enter
asks for the reason and calls ``controller.edit``. The next hand that was being typed
is put aside meanwhile and restored afterwards.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QScrollArea, QVBoxLayout, QWidget

from scorekeeper.cards import Card
from scorekeeper.errors import InputError
from scorekeeper.events import now_text
from scorekeeper.rules import RuleSet, resolve_rules
from scorekeeper.session import HandRecord, Session, parse_hand_entry
from scorekeeper_app import commands
from scorekeeper_app.advisor_support import rank, units_figure
from scorekeeper_app.card_picker import CardPicker
from scorekeeper_app.card_render import CardOptions
from scorekeeper_app.controller import SessionController
from scorekeeper_app.correction_dialog import ask_reason
from scorekeeper_app.draft_keeper import DraftBanner, DraftStore, SettledBanner, discard
from scorekeeper_app.formatting import cards_text, hand_name, possessive, row_title
from scorekeeper_app.hand_checks import AssessCache, HandNotes, check_hand
from scorekeeper_app.hand_entry import ROWS, EntryEditor, HandEntryModel, Slot, draft_has_cards
from scorekeeper_app.i18n import translate
from scorekeeper_app.match_label import MatchLabel
from scorekeeper_app.result_panel import ResultPanel
from scorekeeper_app.seat_widget import RowEdit, SeatWidget
from scorekeeper_app.table_fit import TableFit

DRAFT_DELAY_MS = 400


def _route(routes: dict[Slot, RowEdit], fallback: RowEdit, slot: Slot) -> RowEdit:
    """The row widget that takes keys for the active row."""
    return routes.get(slot, fallback)


MAX_SEATS = 4


class HandPage(QWidget):
    entry_changed = Signal()  # cards, flags or dealer changed (the left column shows the dealer)
    message = Signal(str)  # a short note for the status bar
    correction_changed = Signal()  # a correction of a recorded hand started or ended

    def __init__(self, controller: SessionController, options: CardOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handPage")
        self.controller, self.options = controller, options
        self.model = HandEntryModel(self)
        self.stack = QUndoStack(self)
        self.drafts = DraftStore(controller, self.message.emit)
        self.editor = EntryEditor(self.model, self.stack, self)
        self.session: Session | None = None
        self.rules: RuleSet = resolve_rules(None)
        self.notes: HandNotes | None = None
        self.seat_widgets: list[SeatWidget] = []
        self.seat_actions: list[QAction] = []
        self.suggest_action: QAction | None = None
        # seat -> (its 13 cards, the advisor's best rows front/middle/back) while a suggestion is shown
        self.suggestions: dict[int, tuple[frozenset[Card], tuple[tuple[Card, ...], ...]]] = {}
        self.pending_draft: dict[str, Any] | None = None
        self.last_check_ms = 0.0
        self._assessed: AssessCache = {}  # seats already assessed under self.rules
        self.correcting: int | None = None  # the number of the recorded hand being corrected
        self._shown_next_hand = 0  # the session is one cached object: remember what was shown
        self._put_aside: dict[str, Any] | None = None  # the next hand's entry while correcting

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(self)  # small windows scroll; and what changes inside never relayouts the window
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        content = QWidget()
        content.setObjectName("handContent")
        scroll.setWidget(content)
        outer.addWidget(scroll)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(10)
        self.content = content
        self.draft_banner = self._make_draft_banner()
        layout.addWidget(self.draft_banner)
        self.correction_banner = self._make_correction_banner()
        layout.addWidget(self.correction_banner)
        self.settled_banner = SettledBanner(self.reopen)
        layout.addWidget(self.settled_banner)
        self.seats_row = QHBoxLayout()
        self.seats_row.setSpacing(10)
        layout.addLayout(self.seats_row)
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        picker_box = QVBoxLayout()
        picker_title = QLabel(translate("HandPage", "Cards: click into the active row, or drag onto any row"))
        picker_title.setObjectName("pickerTitle")
        self.picker = CardPicker(self.editor, options, self)
        picker_box.addWidget(picker_title)
        picker_box.addWidget(self.picker)
        picker_box.addStretch(1)
        bottom.addLayout(picker_box)
        self.result_panel = ResultPanel(self)
        result_box = QVBoxLayout()
        self.match_label = MatchLabel(self)  # rule option match_hands
        result_box.addWidget(self.match_label)
        result_box.addWidget(self.result_panel, 1)
        bottom.addLayout(result_box, 1)
        layout.addStretch(1)  # seats grow (banners, royalties) into this space: the picker never moves
        layout.addLayout(bottom)
        self.scroll_area = scroll  # not `scroll`: QWidget.scroll() is a method
        self.table_fit = TableFit(scroll, content, options)

        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(DRAFT_DELAY_MS)
        self._draft_timer.timeout.connect(self.save_draft)
        self.model.changed.connect(self._model_changed)
        self.editor.active_changed.connect(self._focus_slot)
        self.editor.active_changed.connect(self._update_suggest_action)
        self.editor.refused.connect(self._refused)
        controller.session_opened.connect(lambda _sid: self.load_session())
        controller.changed.connect(self.refresh)

    # -- building -----------------------------------------------------------------------
    def _make_draft_banner(self) -> QFrame:
        banner = DraftBanner()
        self.draft_label = banner.label
        self.restore_button, self.discard_button = banner.restore_button, banner.discard_button
        self.restore_button.clicked.connect(self.restore_draft)
        self.discard_button.clicked.connect(self.discard_draft)
        return banner

    def _make_correction_banner(self) -> QFrame:
        banner = QFrame()
        banner.setObjectName("correctionBanner")
        row = QHBoxLayout(banner)
        row.setContentsMargins(12, 6, 12, 6)
        self.correction_label = QLabel()
        self.correction_label.setWordWrap(True)
        self.cancel_correction_button = QPushButton(translate("HandPage", "Cancel correction"))
        self.cancel_correction_button.clicked.connect(self.cancel_correction)
        row.addWidget(self.correction_label, 1)
        row.addWidget(self.cancel_correction_button)
        banner.hide()
        return banner

    def _build_seats(self, count: int) -> None:
        for widget in self.seat_widgets:
            self.seats_row.removeWidget(widget)
            widget.deleteLater()
        self.seat_widgets = []
        self.suggestions = {}
        routes: dict[Slot, RowEdit] = {}
        for seat in range(count):
            widget = SeatWidget(self.editor, seat, self.options, self.content)
            menu = QMenu(widget)
            menu.aboutToShow.connect(lambda seat=seat: self.focus_seat(seat))
            menu.addActions(self.seat_actions)
            widget.set_menu(menu)
            widget.apply_requested.connect(self.apply_suggestion)
            self.seats_row.addWidget(widget, 0, Qt.AlignmentFlag.AlignTop)
            self.seat_widgets.append(widget)
            for row, edit in widget.rows.items():
                routes[(seat, row)] = edit
        self.seats_row.addStretch(1)
        self.table_fit.schedule()  # more or fewer seats: choose the card size again
        for widget in self.seat_widgets:
            for edit in widget.rows.values():
                edit.route = partial(_route, routes, edit)

    def set_seat_actions(self, actions: list[QAction]) -> None:
        """The window's seat actions (dealer, surrender, 13 cards...), shown in each seat's menu."""
        self.seat_actions = actions
        self.suggest_action = next((a for a in actions if a.objectName() == "suggest"), None)

    # -- session --------------------------------------------------------------------------
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
        """Who sits, under the rules of the next hand: criss-cross seats two players twice (hands 1
        and 2); otherwise the active players, at most ``max_players`` of them."""
        assert self.session is not None
        active = list(self.session.active)
        if self.rules.game == "criss-cross":
            players = active[:2]
            return [name for name in players for _hand in (1, 2)], [hand for _name in players for hand in (1, 2)]
        return active[: min(MAX_SEATS + len(self.rules.extra_suits), self.rules.seat_limit)], None

    def _layout_fits(self) -> bool:
        criss_cross = any(hand is not None for hand in self.model.hands)
        fits_count = criss_cross or len(self.model.seats) <= self.rules.seat_limit
        return criss_cross == (self.rules.game == "criss-cross") and fits_count

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
        if moved and self.model.is_empty() and self.pending_draft is None:  # a hand was recorded or undone
            self.model.set_dealer(self.session.next_dealer(list(dict.fromkeys(self.model.seats))))
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
            self._assessed.clear()  # keyed by id(rules): never keep entries across rule sets
            self.model.copies = rules.copies  # extra suits: a card may be entered twice
            self.picker.set_extra_suits(rules.extra_suits)

    def next_hand(self) -> int:
        return self.session.next_hand if self.session else 1

    def hand_number(self) -> int:
        """The hand on the page: the one being corrected, else the next hand."""
        return self.correcting if self.correcting is not None else self.next_hand()

    # -- checks -----------------------------------------------------------------------------
    def _model_changed(self) -> None:
        if self.correcting is not None:  # a correction is never kept as the next hand's draft
            self.recheck()
            self.entry_changed.emit()
            return
        self.recheck()  # a kept draft stays offered while typing: only Continue or Discard ends the offer
        if self.controller.has_session():
            self._draft_timer.start()
        self.entry_changed.emit()

    def _follow_settled(self) -> None:
        """A settled session shows its Hand page read-only, with a banner that offers Reopen…."""
        settled = self.session is not None and self.session.settled and self.correcting is None
        self.editor.locked = (
            translate("HandPage", "This session is settled: reopen it to enter or change a hand") if settled else ""
        )
        self.settled_banner.setVisible(settled)

    def prompt_reopen_reason(self) -> str | None:
        """Why the settled session is reopened, or None when cancelled (tests replace this)."""
        return ask_reason(
            self,
            title=translate("HandPage", "Reopen the session"),
            question=translate("HandPage", "Why is the settled session reopened?"),
            action=translate("HandPage", "Reopen"),
        )

    def reopen(self) -> None:
        reason = self.prompt_reopen_reason()
        if not reason:
            return
        try:
            self.controller.set_settled(False, reason)
        except InputError as exc:
            self.controller.failed.emit(str(exc))
            return
        self.focus_entry()

    def recheck(self) -> None:
        start = time.perf_counter()
        self._follow_settled()
        self.notes = check_hand(self.model, self.session, self.rules, self._assessed, self.correcting)
        surrender_ok = self.rules.surrender is not None
        fantasy = self.fantasy_land()
        for seat, widget in enumerate(self.seat_widgets):
            name = self.model.seats[seat]
            widget.set_player(
                self.model.seat_label(seat), dealer=name == self.model.dealer, surrender_allowed=surrender_ok
            )
            cards = fantasy.get(name)
            widget.set_badge(translate("HandPage", "Fantasy Land ({count} cards)").format(count=cards) if cards else "")
            widget.update_notes(
                self.notes.seats[seat], surrender=self.model.surrender[seat], declare=self.model.declare[seat]
            )
        currency = self.session.currency if self.session else ""
        seats = range(len(self.model.seats))
        progress = [(self.model.seat_label(i), len(self.model.seat_cards(i))) for i in seats]
        pairs = [
            (self.model.seat_label(i), self.model.seat_label(j))
            for i in seats
            for j in seats
            if i < j and self.model.seats[i] != self.model.seats[j]
        ]
        self.result_panel.show_notes(
            self.notes,
            hand=self.hand_number(),
            currency=currency,
            progress=progress,
            pairs=pairs,
            race=self.race_points(),
        )
        self._drop_stale_suggestions()
        self._update_suggest_action()
        self.last_check_ms = (time.perf_counter() - start) * 1000

    def fantasy_land(self) -> dict[str, int]:
        """Who plays the next hand in Fantasy Land, and with how many cards."""
        if self.session is None or not self.rules.fantasy_land:
            return {}
        return self.session.fantasy_land_for(self.hand_number())

    def race_points(self) -> dict[str, int] | None:
        """Race: each player's points in the game in play before this hand (None: not a race)."""
        if self.session is None or self.rules.game != "race":
            return None
        games = self.session.race_games()
        return dict(games[-1].points) if games and games[-1].winner is None else {}

    def ready(self) -> bool:
        return self.notes is not None and self.notes.ready

    # -- focus and messages -------------------------------------------------------------------
    def _focus_slot(self, slot: Slot) -> None:
        if slot[0] < len(self.seat_widgets):
            edit = self.seat_widgets[slot[0]].rows[slot[1]]
            if not edit.hasFocus() and self.isVisible():
                edit.setFocus(Qt.FocusReason.OtherFocusReason)
            self.scroll_area.ensureWidgetVisible(edit, 10, 10)  # a small window: the row typed into is on screen

    def _refused(self, slot: Slot, text: str) -> None:
        if slot[0] < len(self.seat_widgets):
            self.seat_widgets[slot[0]].show_refusal(slot[1], text)

    def focus_entry(self) -> None:
        self._focus_slot(self.editor.active)

    def focus_seat(self, seat: int) -> None:
        if self.editor.active[0] != seat:
            self.editor.set_active((seat, "front"))

    def row_edit(self, seat: int, row: str) -> Any:
        return self.seat_widgets[seat].rows[row]

    # -- actions (the window's registry calls these) ------------------------------------------
    def record(self) -> int | None:
        """Record the hand (Ctrl+Enter): only when every seat is complete and no card is doubled."""
        if not self.controller.has_session():
            return None
        if self.editor.locked:
            self.message.emit(self.editor.locked)
            return None
        if not self.ready():
            problems = self.notes.problems if self.notes else []
            problem = problems[0] if problems else translate("HandPage", "no seats")
            self.message.emit(translate("HandPage", "Not ready to record: {problem}").format(problem=problem))
            return None
        if self.correcting is not None:
            return self._record_correction()
        try:
            entry = parse_hand_entry(self.model.entry_dict())
            number = self.controller.record(entry, self.model.dealer)
        except InputError as exc:
            self.controller.failed.emit(str(exc))
            return None
        self._draft_timer.stop()
        self._clear_stored_draft()
        assert self.session is not None
        self.session = self.controller.session()
        self.stack.clear()
        self.model.reset(
            self.model.seats, self.session.next_dealer(list(dict.fromkeys(self.model.seats))), self.model.hands
        )
        self._draft_timer.stop()
        self.editor.start()
        return number

    # -- correcting a recorded hand ------------------------------------------------------------
    def start_correction(self, record: HandRecord) -> bool:
        """Load a recorded hand for correction; False when this page cannot seat it."""
        if self.session is None or not self.controller.has_session():
            return False
        players = [p for p in record.entry.get("players", []) if isinstance(p, dict)]
        if not players or len(players) > 2 * MAX_SEATS:
            return False
        if self.correcting is None:
            self.flush()
            self._put_aside = None if self.model.is_empty() else self.model.draft(self.next_hand())
        self._draft_timer.stop()
        self.correcting = record.number
        self.session = self.controller.session()
        self._set_rules(self.session.rules_for(record.number))
        seats = [str(p["name"]) for p in players]
        hands = [p.get("hand") for p in players]
        self._build_seats(len(seats))
        self.model.reset(seats, record.dealer or seats[0], hands if any(h is not None for h in hands) else None)
        self.model.load_draft({"dealer": record.dealer, "players": players})
        self.draft_banner.hide()
        self.correction_label.setText(
            translate(
                "HandPage",
                "Correcting hand {number}: change what was entered wrongly, then press Ctrl+Enter and give the reason.",
            ).format(number=record.number)
        )
        self.correction_banner.show()
        self.stack.clear()
        self.editor.start()
        self.recheck()
        self.correction_changed.emit()
        return True

    def prompt_correction_reason(self, number: int) -> str | None:
        """Why hand ``number`` is corrected, or None when cancelled (tests replace this)."""
        return ask_reason(
            self,
            title=translate("HandPage", "Correct hand {number}").format(number=number),
            question=translate("HandPage", "Why is hand {number} corrected?").format(number=number),
            action=translate("HandPage", "Save correction"),
        )

    def _record_correction(self) -> int | None:
        number = self.correcting
        assert number is not None
        reason = self.prompt_correction_reason(number)
        if not reason:
            return None
        try:
            entry = parse_hand_entry(self.model.entry_dict())
            self.controller.edit(number, entry, reason, self.model.dealer)
        except InputError as exc:
            self.controller.failed.emit(str(exc))
            return None
        self._end_correction()
        return number

    def cancel_correction(self) -> None:
        """Back to entering the next hand; the recorded hand is left as it was."""
        if self.correcting is not None:
            self._end_correction()

    def _end_correction(self) -> None:
        """Seat the next hand again and restore what was being typed for it."""
        self.correcting = None
        self.correction_banner.hide()
        put_aside, self._put_aside = self._put_aside, None
        self.session = self.controller.session()
        self._set_rules(self.session.rules_for(self.session.next_hand))
        seats, hands = self._seat_plan()
        self._build_seats(len(seats))
        self.model.reset(seats, self.session.next_dealer(list(dict.fromkeys(seats))), hands)
        if put_aside is not None:
            self.model.load_draft(put_aside)
        if self.pending_draft is not None:
            self.draft_banner.show()
        self._draft_timer.stop()
        self.stack.clear()
        self.editor.start()
        self.recheck()
        self.correction_changed.emit()
        self.focus_entry()

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

    # -- the setting advisor ----------------------------------------------------------------------
    def _seat_hand(self, seat: int) -> tuple[Card, ...] | None:
        """The seat's 13 different cards (in any rows), else None."""
        if not 0 <= seat < len(self.model.seats):
            return None
        cards = self.model.seat_cards(seat)
        return cards if len(cards) == 13 and len(set(cards)) == 13 else None

    def can_suggest(self, seat: int | None = None) -> bool:
        return self._seat_hand(self.editor.active[0] if seat is None else seat) is not None

    def _update_suggest_action(self, *_args: object) -> None:
        if self.suggest_action is not None:
            self.suggest_action.setEnabled(self.isVisible() and self.can_suggest())

    def _drop_stale_suggestions(self) -> None:
        """A suggestion goes when the seat's cards change (moving them between rows keeps it)."""
        for seat, (cards, _rows) in list(self.suggestions.items()):
            if seat >= len(self.seat_widgets) or frozenset(self.model.seat_cards(seat)) != cards:
                del self.suggestions[seat]
                if seat < len(self.seat_widgets):
                    self.seat_widgets[seat].hide_suggestion()

    def _players(self) -> int:
        return len(dict.fromkeys(self.model.seats))

    def suggest(self, seat: int | None = None) -> None:
        """Ask the advisor for the best setting of a seat's 13 cards and show it under the seat."""
        seat = self.editor.active[0] if seat is None else seat
        cards = self._seat_hand(seat)
        if cards is None:
            self.message.emit(
                translate("HandPage", "{name} needs 13 different cards for a suggestion").format(
                    name=self.model.seat_label(seat) if 0 <= seat < len(self.model.seats) else "—"
                )
            )
            return
        try:
            ranking = rank(cards, self.rules, self._players())
            advice = ranking.advisor.advice(ranking, 1)
        except (InputError, ValueError) as exc:
            self.message.emit(translate("HandPage", "No suggestion: {problem}").format(problem=exc))
            return
        widget = self.seat_widgets[seat]
        if not advice.suggestions:
            widget.show_suggestion(translate("HandPage", "Every setting of these cards fouls"), can_apply=False)
            return
        best = advice.best
        rows = tuple(r.cards for r in best.rows)
        lines = [
            translate("HandPage", "Suggested setting ({units} units expected):").format(units=units_figure(best.units))
        ]
        for row, advice_row in zip(ROWS, best.rows, strict=True):
            lines.append(
                translate("HandPage", "{row}: {cards} ({hand})").format(
                    row=row_title(row), cards=cards_text(advice_row.cards), hand=hand_name(advice_row.hand)
                )
            )
        current = tuple(self.model.cards((seat, row)) for row in ROWS)
        if tuple(len(r) for r in current) == (3, 5, 5):
            check = ranking.check(*current)
            if check.foul:
                text = translate("HandPage", "As set now: a foul, {units} units ({given} given away)")
            else:
                text = translate("HandPage", "As set now: {units} units ({given} given away)")
            lines.append(text.format(units=units_figure(check.units), given=f"{check.given_away:.2f}"))
        if advice.action == "declare" and advice.natural_units is not None:
            lines.append(
                translate("HandPage", "Declaring the natural is worth more: {units} units").format(
                    units=units_figure(advice.natural_units)
                )
            )
        elif advice.action == "surrender" and advice.surrender_units is not None:
            lines.append(
                translate("HandPage", "Surrendering costs less: {units} units").format(
                    units=units_figure(advice.surrender_units)
                )
            )
        self.suggestions[seat] = (frozenset(cards), rows)
        widget.show_suggestion(
            "\n".join(lines), can_apply=tuple(frozenset(r) for r in current) != tuple(frozenset(r) for r in rows)
        )

    def apply_suggestion(self, seat: int) -> None:
        """Set the seat's rows to the suggestion shown, as one undoable step."""
        shown = self.suggestions.get(seat)
        if shown is None or frozenset(self.model.seat_cards(seat)) != shown[0]:
            return
        rows = shown[1]
        self.stack.beginMacro(
            translate("HandPage", "set {owner} rows as suggested").format(owner=possessive(self.model.seats[seat]))
        )
        for row, cards in zip(ROWS, rows, strict=True):
            if self.model.cards((seat, row)) != cards:
                self.stack.push(commands.SetRow(self.model, (seat, row), cards))
        self.stack.endMacro()
        self.seat_widgets[seat].hide_suggestion()
        self.suggestions.pop(seat, None)
        self.editor.set_active((seat, "front"))

    def next_seat(self, step: int = 1) -> None:
        seat = (self.editor.active[0] + step) % len(self.model.seats)
        self.editor.set_active((seat, "front"))

    # -- the draft in the book (kept by draft_keeper) ----------------------------------------------
    def _read_draft(self) -> dict[str, Any] | None:
        return self.drafts.read()

    def _show_draft_offer(self, draft: dict[str, Any]) -> None:
        self.draft_banner.offer(draft)  # type: ignore[attr-defined]

    def _offer(self, draft: dict[str, Any] | None) -> None:
        """Offer ``draft`` back (None: withdraw the offer)."""
        self.pending_draft = draft
        if draft is None:
            self.draft_banner.hide()
        else:
            self._show_draft_offer(draft)

    def restore_draft(self) -> None:
        """Continue the kept hand: it replaces whatever was typed since the start."""
        draft, self.pending_draft = self.pending_draft, None
        self.draft_banner.hide()
        if draft is None:
            return
        self.stack.clear()
        self.model.load_draft(draft)
        self.editor.start()
        self.focus_entry()

    def discard_draft(self) -> None:
        """Discard the kept hand (Ctrl+Z offers it again)."""
        if self.pending_draft is not None:
            discard(self.stack, self.pending_draft, store=self.drafts, offer=self._offer)
        self.focus_entry()

    def _clear_stored_draft(self) -> None:
        self.drafts.clear()

    def save_draft(self) -> None:
        """Keep the unfinished entry in the book (debounced; also on close)."""
        self._draft_timer.stop()
        sid = self.controller.session_id
        if sid is None or self.session is None or self.pending_draft is not None or self.correcting is not None:
            return
        default_dealer = self.session.next_dealer(self.model.seats) if self.model.seats else None
        if self.model.is_empty() and self.model.dealer == default_dealer:
            self._clear_stored_draft()
        else:
            self.drafts.write(self.model.draft(self.session.next_hand) | {"saved": now_text()})

    def flush(self) -> None:
        if self._draft_timer.isActive():
            self.save_draft()
