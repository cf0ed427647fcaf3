"""What the Hand page's parts share: its signals, its state, and the methods one part
calls on another. The page is composed of one class per job:

- :class:`~scorekeeper_app.hand.hand_page.HandPage`: entry, checks, focus and recording;
- :class:`~scorekeeper_app.hand.hand_seating.HandSeating`: who sits, under which rules;
- :class:`~scorekeeper_app.hand.hand_correction.HandCorrection`: correcting a recorded hand;
- :class:`~scorekeeper_app.hand.hand_drafts.HandDrafts`: the kept draft and the settled banner;
- :class:`~scorekeeper_app.hand.hand_advice.HandAdvice`: the setting advisor;
- :class:`~scorekeeper_app.hand.hand_page_actions.HandEntryActions`: the entry actions the window's keys and menus call.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QWidget

from scorekeeper.game import Card, RuleSet
from scorekeeper.session import Session
from scorekeeper_app.controller import SessionController
from scorekeeper_app.hand.banker_strip import BankerStrip
from scorekeeper_app.hand.card_picker import CardPicker
from scorekeeper_app.hand.draft_keeper import DraftStore
from scorekeeper_app.hand.hand_checks import AssessCache, HandNotes
from scorekeeper_app.hand.hand_entry import EntryEditor, HandEntryModel
from scorekeeper_app.hand.match_label import MatchLabel
from scorekeeper_app.hand.seat_widget import SeatWidget
from scorekeeper_app.widgets.card_render import CardOptions

MAX_SEATS = 4


class HandPageBase(QWidget):
    entry_changed = Signal()  # cards, flags or dealer changed (the left column shows the dealer)
    message = Signal(str)  # a short note for the status bar
    correction_changed = Signal()  # a correction of a recorded hand started or ended

    controller: SessionController
    options: CardOptions
    model: HandEntryModel
    stack: QUndoStack
    drafts: DraftStore
    editor: EntryEditor
    session: Session | None
    rules: RuleSet
    notes: HandNotes | None
    seat_widgets: list[SeatWidget]
    seat_actions: list[QAction]
    suggest_action: QAction | None
    suggestions: dict[int, tuple[frozenset[Card], tuple[tuple[Card, ...], ...]]]
    pending_draft: dict[str, Any] | None
    correcting: int | None
    draft_banner: QFrame
    draft_label: QLabel
    restore_button: QPushButton
    discard_button: QPushButton
    correction_banner: QFrame
    correction_label: QLabel
    cancel_correction_button: QPushButton
    settled_banner: QFrame
    memory_banner: QFrame
    memory_label: QLabel
    match_label: MatchLabel
    banker_strip: BankerStrip
    picker: CardPicker
    _assessed: AssessCache
    _shown_next_hand: int
    _put_aside: dict[str, Any] | None
    _draft_timer: QTimer

    # -- what one part calls on another (each is defined by one part) -----------------------
    def recheck(self) -> None:
        raise NotImplementedError

    def focus_entry(self) -> None:
        raise NotImplementedError

    def next_hand(self) -> int:
        raise NotImplementedError

    def flush(self) -> None:
        raise NotImplementedError

    def _build_seats(self, count: int) -> None:
        raise NotImplementedError

    def _seat_plan(self) -> tuple[list[str], list[int | None] | None]:
        raise NotImplementedError

    def _set_rules(self, rules: RuleSet) -> None:
        raise NotImplementedError

    def _read_draft(self) -> dict[str, Any] | None:
        raise NotImplementedError

    def _show_draft_offer(self, draft: dict[str, Any]) -> None:
        raise NotImplementedError
