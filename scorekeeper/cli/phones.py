"""``scorekeeper session pending`` and ``session add --from-pending`` (session-cli.md, "Players set
their own hands on phones"): what the phones submitted for the hand being entered, and recording it.

The sets wait in a file beside the book (:mod:`scorekeeper.web.pending`); recording goes through the
book like any ``session add`` (with the manager's sign-off when the session has one), and the sets
are cleared once the hand is recorded. The session commands hand in how to print and how to
record (``emit``, ``act``), so this module imports none of theirs.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from scorekeeper.book import open_book
from scorekeeper.errors import InputError

Emit = Callable[[Any], None]
Act = Callable[[argparse.Namespace, str, Callable[[Any], Any]], dict[str, Any]]


def _store(args: argparse.Namespace) -> Any:
    from scorekeeper.web.pending import PendingStore

    with open_book(args.book, create=False) as book:
        book.session(args.session)  # an unknown session is refused in the book's own words
        return PendingStore(book.location, args.session, identity=book.identity)


def _pending(args: argparse.Namespace, emit: Emit) -> int:
    from scorekeeper.web.pending_hand import pending_json

    store = _store(args)
    with open_book(args.book, create=False) as book:
        emit(pending_json(book.session(args.session), store))
    return 0


def add_from_pending(args: argparse.Namespace, *, act: Act, emit: Emit) -> int:
    """``session add SESSION --from-pending [--dealer NAME]``: every seated player must have submitted."""
    from scorekeeper.session.repeat_deal import RepeatedDeal
    from scorekeeper.web.pending_hand import pending_entry

    if args.hand is not None and args.from_pending:
        raise InputError("give HAND.json or --from-pending, not both")
    if not args.from_pending:
        raise InputError("give HAND.json, or --from-pending to record what the phones submitted")
    store = _store(args)
    try:
        payload = act(
            args,
            "added",
            lambda s: s.prepare_add(pending_entry(s, store), args.dealer, again=args.again, by_players=_players(s)),
        )
    except RepeatedDeal as exc:
        raise InputError(f"{exc}; --again records it all the same") from None
    store.clear(payload["hand"])
    emit({"hand": payload["hand"]})
    return 0


def _players(session: Any) -> list[str]:
    """Everyone seated: from the pending sets, every seat was set on its player's phone."""
    from scorekeeper.web.pending_hand import seat_slots

    return list(dict.fromkeys(name for _key, name, _hand in seat_slots(session)))


def add_phone_commands(command: Callable[..., argparse.ArgumentParser], *, emit: Emit) -> None:
    """Register ``session pending`` with the session commands' own helper."""
    sid = ("session", {"metavar": "SESSION"})
    what = "what the players' phones submitted for the hand being entered"
    command("pending", lambda args: _pending(args, emit), what, sid)
