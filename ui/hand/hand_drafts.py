"""The Hand page's kept draft (through :mod:`scorekeeper_app.hand.draft_keeper`) and its
read-only state while the session is settled."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFrame

from scorekeeper.errors import InputError
from scorekeeper.session import now_text
from scorekeeper_app.hand.draft_keeper import DraftBanner, discard
from scorekeeper_app.hand.hand_page_base import HandPageBase
from scorekeeper_app.session.correction_dialog import ask_reason
from scorekeeper_app.wording.i18n import translate


class HandDrafts(HandPageBase):
    """Keeping the unfinished hand, offering it back, and the settled banner."""

    def _make_draft_banner(self) -> QFrame:
        banner = DraftBanner()
        self.draft_label = banner.label
        self.restore_button, self.discard_button = banner.restore_button, banner.discard_button
        self.restore_button.clicked.connect(self.restore_draft)
        self.discard_button.clicked.connect(self.discard_draft)
        return banner

    def _follow_settled(self) -> None:
        """A settled session shows its Hand page read-only, with a banner that offers Reopen…."""
        settled = self.session is not None and self.session.settled and self.correcting is None
        self.editor.locked = (
            translate("HandPage", "This session is settled: reopen it to enter or change a hand") if settled else ""
        )
        self.settled_banner.setVisible(settled)
        lost = self.controller.memory_problem if self.controller.has_session() else ""
        self.memory_label.setText(lost)  # the engine's sentence, as its other findings are shown
        self.memory_banner.setVisible(bool(lost))

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
