"""The controller: owns the open book and session; slots call it, it calls the engine.

Every action goes through :meth:`Book.act` (one committed transaction) and then
emits :attr:`changed`, so every view refreshes from the engine's state.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from scorekeeper.deal import HandEntry
from scorekeeper.events import Event
from scorekeeper.ledger import Settlement, Totals, settle, totals
from scorekeeper.session import Session
from scorekeeper.storage import Book
from scorekeeper_app.i18n import translate


def saved_text(what: str, at: str, head: str = "") -> str:
    """``Saved: hand 13 at 21:14 · 7cd7 872f 28a4 a826`` (the ledger's fingerprint after it, so it
    exists outside the file: anyone at the table can note it)."""
    text = translate("Controller", "Saved: {what} at {time}").format(what=what, time=at[11:16])
    if head:
        from scorekeeper.ledger import fingerprint

        spaced = " ".join(fingerprint(head)[i : i + 4] for i in range(0, len(fingerprint(head)), 4))
        text += " · " + translate("Controller", "fingerprint {fingerprint}").format(fingerprint=spaced)
    return text


class SessionController(QObject):
    """The one owner of the open :class:`Book` and the current session."""

    changed = Signal()  # any recorded action in the current session
    session_opened = Signal(str)  # session id
    saved = Signal(str)  # a short "Saved: hand 13 at 21:14" text
    failed = Signal(str)  # an action was refused; the message says why

    def __init__(self, book: Book, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.session_id: str | None = None

    # -- opening ------------------------------------------------------------------
    @property
    def book_path(self) -> Path:
        return self.book.path

    def open_session(self, session_id: str) -> Session:
        session = self.book.session(session_id)
        self.session_id = session_id
        self.session_opened.emit(session_id)
        self.changed.emit()
        return session

    def new_session(self, **kwargs: Any) -> Session:
        """Create and open a session (arguments of :meth:`Book.create_session`)."""
        session = self.book.create_session(**kwargs)
        return self.open_session(session.id)

    def session(self) -> Session:
        if self.session_id is None:
            raise RuntimeError("no session is open")
        return self.book.session(self.session_id)

    def has_session(self) -> bool:
        return self.session_id is not None

    # -- actions ------------------------------------------------------------------
    def _act(self, kind: str, prepare: Any, saved: str) -> Event:
        assert self.session_id is not None
        event = self.book.act(self.session_id, kind, prepare)
        self.changed.emit()
        self.saved.emit(saved_text(saved, event.at, event.hash))
        return event

    def record(self, entry: HandEntry, dealer: str | None = None) -> int:
        """Record a hand; returns its number once the commit has returned."""
        assert self.session_id is not None
        event = self.book.act(self.session_id, "added", lambda s: s.prepare_add(entry, dealer))
        number: int = event.payload["hand"]
        self.changed.emit()
        self.saved.emit(
            saved_text(translate("Controller", "hand {number}").format(number=number), event.at, event.hash)
        )
        return number

    def edit(self, number: int, entry: HandEntry, reason: str, dealer: str | None = None) -> None:
        what = translate("Controller", "correction of hand {number}").format(number=number)
        self._act("edited", lambda s: s.prepare_edit(number, entry, reason, dealer), what)

    def void(self, number: int, reason: str) -> None:
        what = translate("Controller", "hand {number} voided").format(number=number)
        self._act("voided", lambda s: s.prepare_void(number, reason), what)

    def undo(self) -> None:
        self._act("undo", lambda s: s.prepare_undo(), translate("Controller", "undo"))

    def redo(self) -> None:
        self._act("redo", lambda s: s.prepare_redo(), translate("Controller", "redo"))

    def set_stake(self, a: str, b: str, unit: Decimal) -> None:
        what = translate("Controller", "stake {a}-{b}").format(a=a, b=b)
        self._act("stake", lambda s: s.prepare_stake(a, b, unit), what)

    def set_rules(self, rules: object) -> None:
        self._act("rules", lambda s: s.prepare_rules(rules), translate("Controller", "rules"))

    def set_settled(self, settled: bool, reason: str = "") -> None:
        kind = "settled" if settled else "reopened"
        what = translate("Controller", "session settled") if settled else translate("Controller", "session reopened")
        self._act(kind, lambda s: s.prepare_settled(settled, reason), what)

    # -- reading ------------------------------------------------------------------
    def totals(self) -> Totals:
        return totals(self.session())

    def settlement(self) -> Settlement:
        assert self.session_id is not None
        return settle(self.session(), head=self.book.head(self.session_id))

    # -- export and import ----------------------------------------------------------------
    def export_job(self, *, lang: str = "en", **targets: str) -> Callable[[], None]:
        """A function writing the export (``xlsx=``, ``csv=`` or ``json=`` path) from a copy of
        the session as it is now; it touches neither the book nor this object, so a worker
        thread may run it while hands are recorded. ``lang`` (a :mod:`scorekeeper.terms`
        language) is the language of the sheets' words; numbers are the same in every one."""
        from scorekeeper.export import export_session

        session = self.session()
        session_id, events, head = session.id, list(session.events), self.book.head(session.id)

        def run() -> None:
            export_session(Session.replay(session_id, events), head=head, lang=lang, **targets)

        return run

    def import_session(self, events: list[Event]) -> str:
        """Store an imported session (events already checked) as a new session and open it."""
        session = self.book.import_events(events)
        self.open_session(session.id)
        return session.id

    def can_undo(self) -> bool:
        return self.has_session() and bool(self.session().undo_stack) and not self.session().settled

    def can_redo(self) -> bool:
        return self.has_session() and bool(self.session().redo_stack) and not self.session().settled
