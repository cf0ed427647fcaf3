"""The controller: owns the open book and session; slots call it, it calls the engine.

Every action goes through :meth:`Book.act` (one committed transaction) and then
emits :attr:`changed`, so every view refreshes from the engine's state. A storage
failure (a full disk, a read-only or locked book) emits :attr:`storage_failed` for a
dialog and is raised again in the app's words for the slot to show in the status bar;
"Saved" is emitted only after the commit returned.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from scorekeeper.book import Book, Check, StorageError
from scorekeeper.errors import InputError
from scorekeeper.game import HandEntry
from scorekeeper.ledger.totals import Settlement, Totals, settle, totals
from scorekeeper.session import Event, HandAdded, Session, record_of
from scorekeeper_app.wording.book_errors import in_app_words, storage_title
from scorekeeper_app.wording.i18n import translate
from scorekeeper_app.wording.session_words import action_words

if TYPE_CHECKING:
    from scorekeeper.casino import SlipPrint

_T = TypeVar("_T")


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
    storage_failed = Signal(str, str)  # title, text: the book could not save or read (a dialog)
    changed_elsewhere = Signal()  # another writer (the CLI, a second app) changed the open session

    def __init__(self, book: Book, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.session_id: str | None = None
        self._checked: tuple[tuple[str, int], Check] | None = None
        self._seen_counter = -1  # the book's change counter and the session's head when last looked
        self._seen_head = ""
        self.memory_problem = ""  # what this computer recorded and the open session lacks (book/memory.py)
        self.ask_manager: Callable[[str], str | None] = self._ask_manager  # asked only when the action needs it
        self._signing: Session | None = None  # the session the book checks the action on, while it does
        from scorekeeper_app.hand.repeat_question import ask_repeat

        self.ask_repeat: Callable[[int], bool] = ask_repeat  # a hand whose cards a live hand already has

    # -- opening ------------------------------------------------------------------
    @property
    def book_path(self) -> Path:
        """The book's file (for file dialogs; a server book's URL as a Path loses a slash)."""
        return Path(self.book.location)

    @property
    def book_location(self) -> str:
        """The book as shown and passed on: a file's path, or a card room's ``postgresql://`` URL."""
        return self.book.location

    def _stored(self, kind: str, call: Callable[[], _T]) -> _T:
        """``call()``, with a storage failure shown in a dialog and raised in the app's words."""
        try:
            return call()
        except StorageError as exc:
            failure = in_app_words(exc, kind)
            if kind != "imported":  # the import's own dialog already says it (no second one)
                self.storage_failed.emit(storage_title(exc), str(failure))
            raise failure from None

    def open_session(self, session_id: str) -> Session:
        session = self.book.session(session_id)
        self.session_id = session_id
        self._seen_head = session.head
        self._look_back(session)
        self.session_opened.emit(session_id)
        self.changed.emit()
        return session

    def _look_back(self, session: Session) -> None:
        """The session against what this computer recorded or saw in it (best-effort, never raises)."""
        from scorekeeper.book import session_problem

        self.memory_problem = session_problem(self.book, session, keep=session.damage is None)

    def new_session(self, **kwargs: Any) -> Session:
        """Create and open a session (arguments of :meth:`Book.create_session`)."""
        session = self._stored("created", lambda: self.book.create_session(**kwargs))
        return self.open_session(session.id)

    def session(self) -> Session:
        if self.session_id is None:
            raise RuntimeError("no session is open")
        return self.book.session(self.session_id)

    def has_session(self) -> bool:
        return self.session_id is not None

    # -- actions ------------------------------------------------------------------
    def _ask_manager(self, kind: str) -> str | None:
        """The manager's prompt, kept open while the passphrase typed is wrong (the action waits)."""
        from scorekeeper_app.casino.manager_prompt import ask_passphrase

        return ask_passphrase(kind, check=self._manager_problem)

    def _manager_problem(self, typed: str) -> str:
        from scorekeeper.casino import manager

        try:
            manager.check(self._signing or self.session(), typed, book=self.book)  # the book's wait, its count
        except InputError as exc:
            return str(exc)
        return ""

    def _act(self, kind: str, prepare: Any, saved: str, *, done: str = "") -> Event:
        assert self.session_id is not None
        from scorekeeper.casino import signed

        session_id = self.session_id

        def seen(session: Session) -> dict[str, Any]:
            self._signing = session  # the manager's prompt checks the passphrase on it (no second read)
            return prepare(session)  # type: ignore[no-any-return]

        try:
            event = self._stored(
                kind,
                lambda: self.book.act(
                    session_id, kind, signed(kind, seen, lambda: self.ask_manager(kind), book=self.book)
                ),
            )
        finally:
            self._signing = None
        self._seen_head = event.hash
        self.changed.emit()
        self.saved.emit(
            done.format(what=saved, time=event.at[11:16]) if done else saved_text(saved, event.at, event.hash)
        )
        return event

    def casino(self, kind: str, prepare: Callable[[Session], dict[str, Any]], what: str) -> Event:
        """One casino action (collection, buyin, cashout, tip), as ``scorekeeper session`` records it."""
        return self._act(kind, prepare, what)

    def print_slip(self, target: str, *, player: str | None, what: str) -> SlipPrint:
        """Record the print of the slip and write its PDF, as ``scorekeeper session slip`` does
        (:class:`SlipNotWritten` when the file cannot be written)."""
        from scorekeeper.casino import print_slip

        assert self.session_id is not None
        session_id = self.session_id
        return print_slip(self.book, session_id, target, player=player, record=lambda p: self.casino("slip", p, what))

    def record(self, entry: HandEntry, dealer: str | None = None, *, by_players: Sequence[str] = ()) -> int:
        """Record a hand; returns its number once the commit has returned. The cards of a live hand
        again are recorded only when the scorekeeper says so (else InputError: nothing recorded).
        ``by_players``: who set their own seats on their phones (the event notes them)."""
        from scorekeeper.session import RepeatedDeal

        session_id = self.session_id
        assert session_id is not None

        def add(again: bool) -> Event:
            def prepare(session: Session) -> HandAdded:
                return session.prepare_add(entry, dealer, again=again, by_players=by_players)

            return self._stored("added", lambda: self.book.act(session_id, HandAdded, prepare))

        try:
            event = add(False)
        except RepeatedDeal as exc:  # asked between two transactions: the second checks again
            if not self.ask_repeat(exc.hand):
                raise InputError(
                    translate("Controller", "Not recorded: the same cards as hand {number}").format(number=exc.hand)
                ) from None
            event = add(True)
        self._seen_head = event.hash
        record = record_of(event)
        assert isinstance(record, HandAdded)  # what the book recorded is what was prepared
        number = record.hand
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

    def undo(self) -> str:
        """Take back the last recorded action; returns what it was ("record hand 12")."""
        what = self.undo_text() or translate("Controller", "undo")
        self._act("undo", lambda s: s.prepare_undo(), what, done=translate("Controller", "Undone: {what} at {time}"))
        return what

    def redo(self) -> str:
        what = self.redo_text() or translate("Controller", "redo")
        self._act("redo", lambda s: s.prepare_redo(), what, done=translate("Controller", "Redone: {what} at {time}"))
        return what

    def set_stake(self, a: str, b: str, unit: Decimal) -> None:
        what = translate("Controller", "stake {a}-{b}").format(a=a, b=b)
        self._act("stake", lambda s: s.prepare_stake(a, b, unit), what)

    def set_unit(self, unit: Decimal) -> None:
        """The table's unit (every pair without its own stake) from the next hand on."""
        self._act("unit", lambda s: s.prepare_unit(unit), translate("Controller", "table unit"))

    def set_rules(self, rules: object) -> None:
        self._act("rules", lambda s: s.prepare_rules(rules), translate("Controller", "rules"))

    def set_players(self, players: list[str]) -> None:
        """Who sits from the next hand on, in seating order (leave, join, swap, reorder)."""
        self._act("players", lambda s: s.prepare_players(players), translate("Controller", "seats"))

    def undo_text(self) -> str:
        """What Undo would take back, in words ("record hand 12"), or "" when nothing."""
        if not self.can_undo():
            return ""
        session = self.session()
        return action_words(session, session.undo_stack[-1])

    def redo_text(self) -> str:
        if not self.can_redo():
            return ""
        session = self.session()
        return action_words(session, session.redo_stack[-1])

    # -- another writer -------------------------------------------------------------------
    def poll_book(self) -> bool:
        """True (and :attr:`changed` and :attr:`changed_elsewhere` emitted) when another writer
        changed the open session since the last look; cheap enough for a timer."""
        counter = self.book.change_counter()
        if counter == self._seen_counter:
            return False
        self._seen_counter = counter
        if self.session_id is None:
            return False
        head = self.book.head(self.session_id)
        if head == self._seen_head:
            return False
        self._seen_head = head
        self._look_back(self.session())
        self.changed.emit()
        self.changed_elsewhere.emit()
        return True

    def set_settled(self, settled: bool, reason: str = "") -> None:
        kind = "settled" if settled else "reopened"
        what = translate("Controller", "session settled") if settled else translate("Controller", "session reopened")
        self._act(kind, lambda s: s.prepare_settled(settled, reason), what)

    # -- the book's sessions (any session, not only the open one) ---------------------------
    def rename_session(self, session_id: str, name: str) -> None:
        self.book.act(session_id, "renamed", lambda s: s.prepare_renamed(name))
        if session_id == self.session_id:
            self.changed.emit()

    def set_archived(self, session_id: str, archived: bool) -> None:
        """Archived sessions leave the start list; they stay in the book and the standings."""
        self.book.act(session_id, "archived" if archived else "unarchived", lambda s: s.prepare_archived(archived))

    def delete_session(self, session_id: str) -> None:
        """Delete a session that holds no hand (the open one is closed first)."""
        self.book.delete_session(session_id)
        if session_id == self.session_id:
            self.session_id = None

    # -- reading ------------------------------------------------------------------
    def totals(self) -> Totals:
        return totals(self.session())

    def settlement(self) -> Settlement:
        """The settle-up, with everything the book's own check found among its problems."""
        assert self.session_id is not None
        result = settle(self.session(), head=self.book.head(self.session_id))
        extra = [p for p in self.verification().problems if p not in result.problems]
        return replace(result, problems=result.problems + extra) if extra else result

    def verification(self) -> Check:
        """The book's check of the open session (chain, rows, money), kept until it changes."""
        assert self.session_id is not None
        key = (self.session_id, len(self.session().events))
        if self._checked is None or self._checked[0] != key:
            self._checked = (key, self.book.verify(self.session_id))
        check = self._checked[1]
        if check.verified and self.memory_problem:  # consistent, but not all this computer recorded
            return Check(False, (self.memory_problem,))
        return check

    # -- export and import ----------------------------------------------------------------
    def export_job(self, *, lang: str = "en", **targets: str) -> Callable[[], None]:
        """A function writing the export (``xlsx=``, ``csv=`` or ``json=`` path) from a copy of
        the session as it is now; it touches neither the book nor this object, so a worker
        thread may run it while hands are recorded. ``lang`` (a :mod:`scorekeeper.game.terms`
        language) is the language of the sheets' words; numbers are the same in every one."""
        from scorekeeper.export import export_session
        from scorekeeper.players import session_people

        session = self.session()
        session_id, events, head = session.id, list(session.events), self.book.head(session.id)
        # the Players sheet: its people's record across the book, read here (the job never reads the book)
        people = session_people(self.book, session) if {"xlsx", "csv"} & set(targets) else ()

        def run() -> None:
            export_session(Session.replay(session_id, events), head=head, lang=lang, players=people, **targets)

        return run

    def import_session(self, events: list[Event]) -> str:
        """Store an imported session (events already checked) as a new session and open it."""
        session = self._stored("imported", lambda: self.book.import_events(events))
        self.open_session(session.id)
        return session.id

    def can_undo(self) -> bool:
        return self.has_session() and bool(self.session().undo_stack) and not self.session().settled

    def can_redo(self) -> bool:
        return self.has_session() and bool(self.session().redo_stack) and not self.session().settled
