"""``scorekeeper book copy SRC DST``: a whole book moved between backends, events and all.

A home game's SQLite file goes onto the card room's server (or back): every session's
events are copied as they are, so each session keeps its hash chain and so its
fingerprint, and the copy is checked before it is reported done: the same sessions
under the same numbers, the same fingerprints, the same totals and standings, and every
copied session verifying in its new book. The source is only read; the target must be a
new or empty book, so a copy never mixes with what a book already holds.

>>> CopyReport(sessions=[]).as_json()["verified"]
True
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the command line registers this module: importing it stays cheap
    from scorekeeper.book import Book


@dataclass(frozen=True)
class CopiedSession:
    session: str
    name: str
    events: int
    hands: int
    fingerprint: str


@dataclass(frozen=True)
class CopyReport:
    sessions: list[CopiedSession] = field(default_factory=list)
    drafts: int = 0

    def as_json(self) -> dict[str, Any]:
        return {
            "sessions": [
                {
                    "session": s.session,
                    "name": s.name,
                    "events": s.events,
                    "hands": s.hands,
                    "fingerprint": s.fingerprint,
                }
                for s in self.sessions
            ],
            "events": sum(s.events for s in self.sessions),
            "drafts": self.drafts,
            "verified": True,  # a copy that does not verify is refused, never reported
        }


def copy_book(source: str | Path, target: str | Path) -> CopyReport:
    """Copy every session (and every unfinished hand) of ``source`` into ``target``, then
    check the copy; raises :class:`BookError` naming the first problem."""
    from scorekeeper.book import BookError, open_book

    if str(source) == str(target):
        raise BookError("book copy: the source and the target are the same book")
    with open_book(source, read_only=True) as src:
        infos = src.list_sessions()
        for info in infos:
            check = src.verify(info.id)
            if not check.verified:
                raise BookError(f"book copy: session {info.id} of the source does not verify ({check.problem})")
        with open_book(target) as dst:
            if dst.list_sessions():
                raise BookError(f"book copy: {dst.location} already holds sessions; copy into a new, empty book")
            copied = [_copy_session(src, dst, info.id) for info in infos]
            _copy_register(src, dst)
            drafts = 0
            for info in infos:
                draft = src.draft(info.id)
                if draft is not None:
                    dst.save_draft(info.id, draft)
                    drafts += 1
            _check_standings(src, dst)
    return CopyReport(copied, drafts)


def _copy_session(src: Book, dst: Book, session_id: str) -> CopiedSession:
    from scorekeeper.book import BookError
    from scorekeeper.casino.payloads import ManagerSet
    from scorekeeper.ledger import totals as ledger
    from scorekeeper.session.event_models import record_of

    original = src.session(session_id)
    copy = dst.import_events(list(original.events))
    set_by = [record_of(e) for e in original.events if e.kind == "manager"]
    keys = {r.key for r in set_by if isinstance(r, ManagerSet) and r.key}  # signed by them, kept beside
    found = {key: src.manager_derivation(key) for key in keys}
    dst.adopt_manager_keys({key: kept for key, kept in found.items() if kept is not None})
    where = f"book copy: session {session_id}"
    if copy.id != session_id:  # sessions are numbered 1, 2, 3 ... in both backends
        raise BookError(f"{where} was numbered {copy.id} in the target")
    stored = dst.session(copy.id)
    check = dst.verify(copy.id)
    if not check.verified:
        raise BookError(f"{where} does not verify in the target ({check.problem})")
    if dst.fingerprint(copy.id) != src.fingerprint(session_id):
        raise BookError(f"{where}: the fingerprints differ")
    if ledger.totals(stored) != ledger.totals(original):
        raise BookError(f"{where}: the totals differ")
    return CopiedSession(
        session_id, original.name, len(original.events), len(original.live_hands()), src.fingerprint(session_id)
    )


def _copy_register(src: Book, dst: Book) -> None:
    """The player register's log, as it is: the same people in the copy (scorekeeper/players/)."""
    from scorekeeper.book import BookError

    events = src.register_events()
    if events:
        dst.import_register(events)
        if dst.register_events() != events:
            raise BookError("book copy: the player register differs in the target")


def _check_standings(src: Book, dst: Book) -> None:
    from scorekeeper.book import BookError

    if dst.standings_by_currency() != src.standings_by_currency():
        raise BookError("book copy: the standings of the two books differ")
    check = dst.standings_check()
    if not check.verified:
        raise BookError(f"book copy: the target's standings do not verify ({check.problem})")


# -- the command line -----------------------------------------------------------------------------
def _copy(args: argparse.Namespace) -> int:
    from scorekeeper.cli.output import emit

    emit(copy_book(args.source, args.target).as_json())
    return 0


def add_book_command(sub: Any) -> None:
    """Register ``book copy SRC DST`` on the top-level parser."""
    book = sub.add_parser("book", help="whole books: copy one between SQLite and PostgreSQL")
    cmds = book.add_subparsers(dest="book_action", required=True, parser_class=type(book))
    copy = cmds.add_parser("copy", help="copy a whole book, events and all, and check the copy")
    copy.add_argument("source", metavar="SRC", help="a book file or a postgresql:// URL")
    copy.add_argument("target", metavar="DST", help="a new or empty book: a file or a postgresql:// URL")
    copy.set_defaults(run=_copy)
