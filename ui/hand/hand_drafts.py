"""The Hand page's kept draft (through :mod:`scorekeeper_app.hand.draft_keeper`) and its
read-only state while the session is settled."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from scorekeeper.errors import InputError
from scorekeeper.session import now_text
from scorekeeper_app.hand.draft_keeper import DraftBanner, DraftStore, discard
from scorekeeper_app.hand.hand_entry import draft_has_cards
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper_app.hand.hand_page import HandPage

DRAFT_DELAY_MS = 400


class HandDrafts(QObject):
    """Keeping the unfinished hand, offering it back, and the settled banner (a part of the Hand page)."""

    def __init__(self, *, page: HandPage, store: DraftStore) -> None:
        super().__init__(page)  # a child of the page: its slots go with it
        self.page, self.store = page, store
        self.pending: dict[str, Any] | None = None  # a kept hand offered back, until Continue or Discard
        self.banner = DraftBanner()
        self.banner.restore_button.clicked.connect(self.restore)
        self.banner.discard_button.clicked.connect(self.discard)
        self._timer = QTimer(page)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DRAFT_DELAY_MS)
        self._timer.timeout.connect(self.save)

    def follow_settled(self) -> None:
        """A settled session shows its Hand page read-only, with a banner that offers Reopen…."""
        page = self.page
        settled = page.session is not None and page.session.settled and page.correcting is None
        page.editor.locked = (
            translate("HandPage", "This session is settled: reopen it to enter or change a hand") if settled else ""
        )
        page.settled_banner.setVisible(settled)
        lost = page.controller.memory_problem if page.controller.has_session() else ""
        page.memory_label.setText(lost)  # the engine's sentence, as its other findings are shown
        page.memory_banner.setVisible(bool(lost))

    def reopen(self) -> None:
        page = self.page
        reason = page.prompt_reopen_reason()
        if not reason:
            return
        try:
            page.controller.set_settled(False, reason)
        except InputError as exc:
            page.controller.failed.emit(str(exc))
            return
        page.focus_entry()

    def read(self) -> dict[str, Any] | None:
        """The hand kept in the book for the open session, if any."""
        return self.store.read()

    def offer_kept(self, seats: list[str]) -> None:
        """A session opened: offer back its unfinished hand, or keep the dealer chosen for it."""
        self._offer(None)
        draft = self.read()
        if draft is None:
            return
        if draft_has_cards(draft):
            self._offer(draft)
        elif draft.get("dealer") in seats:
            self.page.model.set_dealer(draft["dealer"])

    def offer_again(self) -> None:
        """A correction ended: the offer it hid shows again."""
        if self.pending is not None:
            self.banner.show()

    def _offer(self, draft: dict[str, Any] | None) -> None:
        """Offer ``draft`` back (None: withdraw the offer)."""
        self.pending = draft
        if draft is None:
            self.banner.hide()
        else:
            self.banner.offer(draft)

    def restore(self) -> None:
        """Continue the kept hand: it replaces whatever was typed since the start."""
        page = self.page
        draft, self.pending = self.pending, None
        self.banner.hide()
        if draft is None:
            return
        page.stack.clear()
        page.model.load_draft(draft)
        page.editor.start()
        page.focus_entry()

    def discard(self) -> None:
        """Discard the kept hand (Ctrl+Z offers it again)."""
        if self.pending is not None:
            discard(self.page.stack, self.pending, store=self.store, offer=self._offer)
        self.page.focus_entry()

    def save_soon(self) -> None:
        """The entry changed: keep it in a moment (typing on restarts the wait)."""
        self._timer.start()

    def cancel_save(self) -> None:
        self._timer.stop()

    def recorded(self) -> None:
        """The hand was recorded: nothing is kept for it any more."""
        self._timer.stop()
        self.store.clear()

    def save(self) -> None:
        """Keep the unfinished entry in the book (debounced; also on close)."""
        self._timer.stop()
        page = self.page
        sid = page.controller.session_id
        if sid is None or page.session is None or self.pending is not None or page.correcting is not None:
            return
        default_dealer = page.session.next_dealer(page.model.seats) if page.model.seats else None
        if page.model.is_empty() and page.model.dealer == default_dealer:
            self.store.clear()
        else:
            self.store.write(page.model.draft(page.session.next_hand) | {"saved": now_text()})

    def flush(self) -> None:
        if self._timer.isActive():
            self.save()
