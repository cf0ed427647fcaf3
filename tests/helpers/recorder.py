"""A child process that records hands into a book, for the crash and concurrency tests.

    python tests/helpers/recorder.py BOOK SESSION --seed N --count K
        [--players Amy,Bob,Cat,Dan] [--void-every K] [--reopen-every K] [--go FILE] [--new-session NAME]

Prints ``ready SESSION`` once the book is open, then one line per action, each written
and flushed only after ``Book.act`` returned (so the action is committed):

    added N DIGEST      hand N recorded; DIGEST identifies its cards (session_kit.entry_digest)
    voided N            hand N voided

With ``--go FILE`` it waits for FILE to exist before it opens the book (a start line
for several children). ``--new-session NAME`` creates a session of its own (SESSION is
then ignored). The crash test also calls :func:`record` in a forked child.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from helpers.session_kit import entry_digest  # noqa: E402
from scorekeeper.book import open_book  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.game.deal import (
    HandEntry,  # noqa: E402
    hand_json,
)
from scorekeeper.session.session import Session, parse_hand_entry  # noqa: E402


def add_action(entry: HandEntry) -> Callable[[Session], dict[str, Any]]:
    return lambda session: session.prepare_add(entry)


def void_action(number: int) -> Callable[[Session], dict[str, Any]]:
    return lambda session: session.prepare_void(number, "misdeal")


def record(
    book_path: str | Path,  # a file or a postgresql:// URL
    session_id: str,
    *,
    seed: int,
    count: int,
    out: TextIO,
    players: list[str],
    void_every: int = 0,
    reopen_every: int = 0,
    go: Path | None = None,
    new_session: str = "",
) -> None:
    rng = random.Random(seed)
    while go is not None and not go.exists():
        time.sleep(0.001)
    book = open_book(book_path)
    try:
        if new_session:
            session_id = book.create_session(name=new_session, players=players).id
        out.write(f"ready {session_id}\n")
        out.flush()
        for i in range(1, count + 1):
            if reopen_every and i % reopen_every == 0:
                book.close()
                book = open_book(book_path)
            if void_every and i % void_every == 0:
                live = [r.number for r in book.session(session_id).live_hands()]
                if live:
                    number = rng.choice(live)
                    book.act(session_id, "voided", void_action(number))
                    out.write(f"voided {number}\n")
                    out.flush()
                    continue
            data = random_hand(rng, rng.sample(players, rng.randint(2, len(players))))
            entry = parse_hand_entry(data)
            event = book.act(session_id, "added", add_action(entry))
            out.write(f"added {event.payload['hand']} {entry_digest(hand_json(entry))}\n")
            out.flush()
    finally:
        book.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("book")
    parser.add_argument("session")
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--players", default="Amy,Bob,Cat,Dan")
    parser.add_argument("--void-every", type=int, default=0)
    parser.add_argument("--reopen-every", type=int, default=0)
    parser.add_argument("--go")
    parser.add_argument("--new-session", default="")
    args = parser.parse_args()
    record(
        args.book,
        args.session,
        seed=args.seed,
        count=args.count,
        out=sys.stdout,
        players=args.players.split(","),
        void_every=args.void_every,
        reopen_every=args.reopen_every,
        go=Path(args.go) if args.go else None,
        new_session=args.new_session,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
