"""Correcting a recorded hand on the Hand page: load it, say which hand is being corrected
(with Cancel), ask the reason at Ctrl+Enter and call ``controller.edit``; the next hand
that was being typed is put aside meanwhile and restored afterwards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton

from scorekeeper.errors import InputError
from scorekeeper.session import HandRecord, parse_hand_entry
from scorekeeper_app.hand.draft_keeper import Banner
from scorekeeper_app.hand.hand_seating import MAX_SEATS
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.hand.hand_page import HandPage


class HandCorrection(QObject):
    """The correction mode of the Hand page (a part of it)."""

    def __init__(self, *, page: HandPage) -> None:
        super().__init__(page)  # a child of the page: its slots go with it
        self.page = page
        self.number: int | None = None  # the number of the recorded hand being corrected
        self._put_aside: dict[str, Any] | None = None  # the next hand's entry while correcting
        self.cancel_button = QPushButton(translate("HandPage", "Cancel correction"))
        self.cancel_button.clicked.connect(self.cancel)
        self.banner = Banner("correctionBanner", [self.cancel_button])
        self.label = self.banner.label

    def start(self, record: HandRecord) -> bool:
        """Load a recorded hand for correction; False when this page cannot seat it."""
        page = self.page
        if page.session is None or not page.controller.has_session():
            return False
        players = record.entry.players
        if not players or len(players) > 2 * MAX_SEATS:
            return False
        if self.number is None:
            page.flush()
            self._put_aside = None if page.model.is_empty() else page.model.draft(page.next_hand())
        page.drafts.cancel_save()
        self.number = record.number
        page.session = page.controller.session()
        page.seating.set_rules(page.session.rules_for(record.number))
        seats = [p.name for p in players]
        hands = [p.hand for p in players]
        page.seating.build_seats(len(seats))
        page.model.reset(seats, record.dealer or seats[0], hands if any(h is not None for h in hands) else None)
        page.model.load_seats(players)
        page.draft_banner.hide()
        self.label.setText(
            translate(
                "HandPage",
                "Correcting hand {number}: change what was entered wrongly, then press Ctrl+Enter and give the reason.",
            ).format(number=record.number)
        )
        self.banner.show()
        page.stack.clear()
        page.editor.start()
        page.recheck()
        page.correction_changed.emit()
        return True

    def record(self) -> int | None:
        """Save the correction (Ctrl+Enter), with the reason asked for."""
        number = self.number
        assert number is not None
        page = self.page
        reason = page.prompt_correction_reason(number)
        if not reason:
            return None
        try:
            entry = parse_hand_entry(page.model.entry_dict())
            page.controller.edit(number, entry, reason, page.model.dealer)
        except InputError as exc:
            page.controller.failed.emit(str(exc))
            return None
        self._end()
        return number

    def cancel(self) -> None:
        """Back to entering the next hand; the recorded hand is left as it was."""
        if self.number is not None:
            self._end()

    def drop(self) -> bool:
        """Another session opened: a correction in progress ends unsaved (True when there was one)."""
        ended = self.number is not None
        self.number, self._put_aside = None, None
        self.banner.hide()
        return ended

    def _end(self) -> None:
        """Seat the next hand again and restore what was being typed for it."""
        page = self.page
        self.number = None
        self.banner.hide()
        put_aside, self._put_aside = self._put_aside, None
        page.session = page.controller.session()
        page.seating.set_rules(page.session.rules_for(page.session.next_hand))
        seats, hands = page.seating.seat_plan()
        page.seating.build_seats(len(seats))
        page.model.reset(seats, page.session.next_dealer(list(dict.fromkeys(seats))), hands)
        if put_aside is not None:
            page.model.load_draft(put_aside)
        page.drafts.offer_again()
        page.drafts.cancel_save()
        page.stack.clear()
        page.editor.start()
        page.recheck()
        page.correction_changed.emit()
        page.focus_entry()
