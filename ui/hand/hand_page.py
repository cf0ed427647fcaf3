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

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QScrollArea, QVBoxLayout, QWidget

from scorekeeper.errors import InputError
from scorekeeper.game import Card, RuleSet, resolve_rules
from scorekeeper.session import Session, parse_hand_entry
from scorekeeper_app.controller import SessionController
from scorekeeper_app.hand.banker_strip import BankerStrip
from scorekeeper_app.hand.card_picker import CardPicker
from scorekeeper_app.hand.draft_keeper import Banner, DraftStore, SettledBanner
from scorekeeper_app.hand.hand_advice import HandAdvice
from scorekeeper_app.hand.hand_checks import AssessCache, HandNotes, check_hand
from scorekeeper_app.hand.hand_correction import HandCorrection
from scorekeeper_app.hand.hand_drafts import HandDrafts
from scorekeeper_app.hand.hand_entry import EntryEditor, HandEntryModel, Slot
from scorekeeper_app.hand.hand_page_actions import HandEntryActions
from scorekeeper_app.hand.hand_page_base import HandPageBase
from scorekeeper_app.hand.hand_seating import HandSeating
from scorekeeper_app.hand.match_label import MatchLabel
from scorekeeper_app.hand.result_panel import ResultPanel
from scorekeeper_app.hand.seat_widget import RowEdit, SeatWidget
from scorekeeper_app.hand.table_fit import TableFit
from scorekeeper_app.widgets.card_render import CardOptions
from scorekeeper_app.wording.i18n import translate

DRAFT_DELAY_MS = 400
NARROW_FROM = 5  # seats: from five (extra suits) the seats are narrow, so six fit 1280 px wide


def _route(routes: dict[Slot, RowEdit], fallback: RowEdit, slot: Slot) -> RowEdit:
    """The row widget that takes keys for the active row."""
    return routes.get(slot, fallback)


class HandPage(HandSeating, HandCorrection, HandDrafts, HandAdvice, HandEntryActions, HandPageBase):
    """The page itself: building it, the live checks, focus, and recording a hand."""

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

        self._build_page()
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
    def _build_page(self) -> None:
        """Banners, then the seats side by side, then the picker beside the result, in a scroll area."""
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
        self.memory_banner = Banner("memoryBanner", [])  # hands this computer recorded that the book lacks
        self.memory_label = self.memory_banner.label
        layout.addWidget(self.memory_banner)
        self.draft_banner = self._make_draft_banner()
        layout.addWidget(self.draft_banner)
        self.correction_banner = self._make_correction_banner()
        layout.addWidget(self.correction_banner)
        self.settled_banner = SettledBanner(self.reopen)
        layout.addWidget(self.settled_banner)
        self.seats_row = QHBoxLayout()
        self.seats_row.setSpacing(10)
        layout.addLayout(self.seats_row)
        layout.addStretch(1)  # seats grow (banners, royalties) into this space: the picker never moves
        bottom = self._build_bottom()
        layout.addLayout(bottom)
        self.scroll_area = scroll
        self.table_fit = TableFit(scroll, content, self.options, wrap=bottom)

    def _build_bottom(self) -> QHBoxLayout:
        """The 52-card picker, and beside it the match, the banker's multiples and the result."""
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        picker_box = QVBoxLayout()
        picker_title = QLabel(translate("HandPage", "Cards: click into the active row, or drag onto any row"))
        picker_title.setObjectName("pickerTitle")
        self.picker = CardPicker(self.editor, self.options, self)
        picker_box.addWidget(picker_title)
        picker_box.addWidget(self.picker)
        picker_box.addStretch(1)
        bottom.addLayout(picker_box)
        self.result_panel = ResultPanel(self)
        result_box = QVBoxLayout()
        self.match_label = MatchLabel(self)  # rule option match_hands
        result_box.addWidget(self.match_label)
        self.banker_strip = BankerStrip(self.model, self)  # rule option banker: the multiples
        result_box.addWidget(self.banker_strip)
        result_box.addWidget(self.result_panel, 1)
        bottom.addLayout(result_box, 1)
        return bottom

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
            widget.set_narrow(count >= NARROW_FROM)
            self.seats_row.addWidget(widget, 0, Qt.AlignmentFlag.AlignTop)
            self.seat_widgets.append(widget)
            for row, edit in widget.rows.items():
                routes[(seat, row)] = edit
        self.seats_row.addStretch(1)
        self._space_seats(narrow=count >= NARROW_FROM)
        self.table_fit.schedule()  # more or fewer seats: choose the card size again
        for widget in self.seat_widgets:
            for edit in widget.rows.values():
                edit.route = partial(_route, routes, edit)

    def _space_seats(self, *, narrow: bool) -> None:
        """Five or six seats sit closer together, and closer to the page's edges."""
        self.seats_row.setSpacing(6 if narrow else 10)
        layout = self.content.layout()
        assert layout is not None
        layout.setContentsMargins(*((8, 8, 8, 8) if narrow else (14, 10, 14, 10)))

    def set_seat_actions(self, actions: list[QAction]) -> None:
        """The window's seat actions (dealer, surrender, 13 cards...), shown in each seat's menu."""
        self.seat_actions = actions
        self.suggest_action = next((a for a in actions if a.objectName() == "suggest"), None)

    # -- the hand on the page ---------------------------------------------------------------

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

    def recheck(self) -> None:
        start = time.perf_counter()
        self._follow_settled()
        self.notes = check_hand(self.model, self.session, self.rules, self._assessed, self.correcting)
        surrender_ok = self.rules.surrender is not None
        fantasy = self.fantasy_land()
        compact = any(note.natural for note in self.notes.seats)  # a natural's banner needs the room
        for seat, widget in enumerate(self.seat_widgets):
            name = self.model.seats[seat]
            widget.set_player(
                self.model.seat_label(seat), dealer=name == self.model.dealer, surrender_allowed=surrender_ok
            )
            cards = fantasy.get(name)
            widget.set_badge(translate("HandPage", "Fantasy Land ({count} cards)").format(count=cards) if cards else "")
            widget.update_notes(
                self.notes.seats[seat],
                surrender=self.model.surrender[seat],
                declare=self.model.declare[seat],
                compact=compact,
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
        """The caret into the active row, or on to the next row with room when that one is full."""
        slot = self.editor.active
        if slot in self.model.slots() and self.model.is_full(slot):
            self.editor.set_active(self.editor.next_open(slot))
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
