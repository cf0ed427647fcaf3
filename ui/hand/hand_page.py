"""The Hand page: seats side by side, the 52-card picker, and the live result.

Keyboard first: focus starts at the first seat's front; rows fill and hand focus on
by themselves; Ctrl+Enter records. The entry is an undoable document of its own
(Ctrl+Z / Ctrl+Shift+Z) and is kept as a draft in the book while it is typed.

The page owns one part per job, each in its own module: who sits (``seating``), the
live checks (``checks``), the kept draft and the settled state (``drafts``), correcting
a recorded hand (``correction``, issue 6), the setting advisor (``advice``) and what the
window's keys do to the entry (``entry_actions``). The page builds the widgets, keeps
the state they share (the session, its rules, the entry), moves the focus and records.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from scorekeeper.errors import InputError
from scorekeeper.game import Card, RuleSet, resolve_rules
from scorekeeper.session import HandRecord, Session, parse_hand_entry
from scorekeeper_app.controller import SessionController
from scorekeeper_app.hand.banker_strip import BankerStrip
from scorekeeper_app.hand.card_picker import CardPicker
from scorekeeper_app.hand.draft_keeper import Banner, DraftStore, SettledBanner
from scorekeeper_app.hand.hand_advice import HandAdvice
from scorekeeper_app.hand.hand_checks import HandNotes
from scorekeeper_app.hand.hand_correction import HandCorrection
from scorekeeper_app.hand.hand_drafts import HandDrafts
from scorekeeper_app.hand.hand_entry import EntryEditor, HandEntryModel, Slot
from scorekeeper_app.hand.hand_page_actions import HandEntryActions
from scorekeeper_app.hand.hand_seating import HandSeating
from scorekeeper_app.hand.live_checks import LiveChecks
from scorekeeper_app.hand.match_label import MatchLabel
from scorekeeper_app.hand.phone_seats import PhoneSeats
from scorekeeper_app.hand.result_panel import ResultPanel
from scorekeeper_app.hand.seat_widget import SeatWidget
from scorekeeper_app.hand.table_fit import TableFit
from scorekeeper_app.session.correction_dialog import ask_reason
from scorekeeper_app.widgets.card_render import CardOptions
from scorekeeper_app.wording.i18n import translate


class HandPage(QWidget):
    """The page itself: its widgets and parts, focus, and recording a hand."""

    entry_changed = Signal()  # cards, flags or dealer changed (the left column shows the dealer)
    message = Signal(str)  # a short note for the status bar
    correction_changed = Signal()  # a correction of a recorded hand started or ended

    def __init__(self, controller: SessionController, options: CardOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handPage")
        self.controller, self.options = controller, options
        self.model = HandEntryModel(self)
        self.stack = QUndoStack(self)
        self.editor = EntryEditor(self.model, self.stack, self)
        self.session: Session | None = None
        self.rules: RuleSet = resolve_rules(None)
        self.seat_widgets: list[SeatWidget] = []
        self.seat_actions: list[QAction] = []
        self.seating = HandSeating(page=self)
        self.checks = LiveChecks(page=self)
        self.drafts = HandDrafts(page=self, store=DraftStore(controller, self.message.emit))
        self.correction = HandCorrection(page=self)
        self.advice = HandAdvice(page=self)
        self.entry_actions = HandEntryActions(page=self)
        self.phones = PhoneSeats(page=self)  # the seats the players set on their phones (issue 29)
        self._build_page()
        self.model.changed.connect(self._model_changed)
        self.editor.active_changed.connect(self._active_moved)  # the page's own slot: it goes with the page
        self.editor.refused.connect(self._refused)
        controller.session_opened.connect(lambda _sid: self.seating.load_session())
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
        self.draft_banner = self.drafts.banner
        self.draft_label = self.draft_banner.label
        self.restore_button, self.discard_button = self.draft_banner.restore_button, self.draft_banner.discard_button
        self.correction_banner = self.correction.banner
        self.correction_label = self.correction.label
        self.cancel_correction_button = self.correction.cancel_button
        self.settled_banner = SettledBanner(self.drafts.reopen)
        for banner in (self.memory_banner, self.draft_banner, self.correction_banner, self.settled_banner):
            layout.addWidget(banner)
        layout.addWidget(self.phones.duplicates)
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

    def set_seat_actions(self, actions: list[QAction]) -> None:
        """The window's seat actions (dealer, surrender, 13 cards...), shown in each seat's menu."""
        self.seat_actions = actions
        self.advice.action = next((a for a in actions if a.objectName() == "suggest"), None)

    # -- the hand on the page ---------------------------------------------------------------
    def next_hand(self) -> int:
        return self.session.next_hand if self.session else 1

    def hand_number(self) -> int:
        """The hand on the page: the one being corrected, else the next hand."""
        return self.correcting if self.correcting is not None else self.next_hand()

    @property
    def correcting(self) -> int | None:
        """The number of the recorded hand being corrected (None: the next hand is typed)."""
        return self.correction.number

    @property
    def notes(self) -> HandNotes | None:
        return self.checks.notes

    @property
    def pending_draft(self) -> dict[str, Any] | None:
        return self.drafts.pending

    @property
    def suggestions(self) -> dict[int, tuple[frozenset[Card], tuple[tuple[Card, ...], ...]]]:
        return self.advice.suggestions

    def _model_changed(self) -> None:
        self.recheck()  # a kept draft stays offered while typing: only Continue or Discard ends the offer
        if self.correcting is None and self.controller.has_session():  # a correction is never kept as a draft
            self.drafts.save_soon()
        self.entry_changed.emit()

    def recheck(self) -> None:
        self.checks.recheck()

    def ready(self) -> bool:
        return self.checks.ready()

    def refresh(self) -> None:
        self.seating.refresh()

    # -- focus and messages -------------------------------------------------------------------
    def _active_moved(self, slot: Slot) -> None:
        self._focus_slot(slot)
        self.advice.update_action()

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

    # -- what the page asks (tests replace these) ---------------------------------------------
    def prompt_correction_reason(self, number: int) -> str | None:
        """Why hand ``number`` is corrected, or None when cancelled."""
        return ask_reason(
            self,
            title=translate("HandPage", "Correct hand {number}").format(number=number),
            question=translate("HandPage", "Why is hand {number} corrected?").format(number=number),
            action=translate("HandPage", "Save correction"),
        )

    def prompt_reopen_reason(self) -> str | None:
        """Why the settled session is reopened, or None when cancelled."""
        return ask_reason(
            self,
            title=translate("HandPage", "Reopen the session"),
            question=translate("HandPage", "Why is the settled session reopened?"),
            action=translate("HandPage", "Reopen"),
        )

    # -- actions (the window's registry calls these; each is its part's) ------------------------
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
            return self.correction.record()
        try:
            entry = parse_hand_entry(self.model.entry_dict())
            number = self.controller.record(entry, self.model.dealer, by_players=self.phones.by_players())
        except InputError as exc:
            self.controller.failed.emit(str(exc))
            return None
        self.drafts.recorded()
        self.phones.recorded(number)
        assert self.session is not None
        self.session = self.controller.session()
        self.stack.clear()
        self.model.reset(
            self.model.seats, self.session.next_dealer(list(dict.fromkeys(self.model.seats))), self.model.hands
        )
        self.drafts.cancel_save()
        self.editor.start()
        return number

    def start_correction(self, record: HandRecord) -> bool:
        return self.correction.start(record)

    def cancel_correction(self) -> None:
        self.correction.cancel()

    def save_draft(self) -> None:
        self.drafts.save()

    def flush(self) -> None:
        self.drafts.flush()

    def suggest(self, seat: int | None = None) -> None:
        self.advice.suggest(seat)

    def can_suggest(self, seat: int | None = None) -> bool:
        return self.advice.can_suggest(seat)

    def undo(self) -> None:
        self.entry_actions.undo()

    def redo(self) -> None:
        self.entry_actions.redo()

    def clear_row(self) -> None:
        self.entry_actions.clear_row()

    def clear_hand(self) -> None:
        self.entry_actions.clear_hand()

    def toggle_surrender(self) -> None:
        self.entry_actions.toggle_surrender()

    def toggle_declare(self) -> None:
        self.entry_actions.toggle_declare()

    def make_dealer(self) -> None:
        self.entry_actions.make_dealer()

    def type_thirteen(self) -> None:
        self.entry_actions.type_thirteen()

    def next_seat(self, step: int = 1) -> None:
        self.entry_actions.next_seat(step)
