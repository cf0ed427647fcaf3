"""Correcting a recorded hand on the Hand page: load it, say which hand is being corrected
(with Cancel), ask the reason at Ctrl+Enter and call ``controller.edit``; the next hand
that was being typed is put aside meanwhile and restored afterwards."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QPushButton

from scorekeeper.errors import InputError
from scorekeeper.session import HandRecord, parse_hand_entry
from scorekeeper_app.correction_dialog import ask_reason
from scorekeeper_app.draft_keeper import Banner
from scorekeeper_app.hand_page_base import MAX_SEATS, HandPageBase
from scorekeeper_app.i18n import translate


class HandCorrection(HandPageBase):
    """The correction mode of the Hand page."""

    def _make_correction_banner(self) -> QFrame:
        self.cancel_correction_button = QPushButton(translate("HandPage", "Cancel correction"))
        self.cancel_correction_button.clicked.connect(self.cancel_correction)
        banner = Banner("correctionBanner", [self.cancel_correction_button])
        self.correction_label = banner.label
        return banner

    def start_correction(self, record: HandRecord) -> bool:
        """Load a recorded hand for correction; False when this page cannot seat it."""
        if self.session is None or not self.controller.has_session():
            return False
        players = [p for p in record.entry.dump()["players"] if isinstance(p, dict)]
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
