"""The app on a book whose disk was already full when it opened (SQLite could not make its
-shm or WAL, so the book opened read-only): recording says the disk is full, in the app's
words, as it does when the disk fills at the write, not that the book is read-only."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers.small_disk import fill, mounted_small_disk

from scorekeeper.book import StorageError
from scorekeeper.book.storage import Book
from scorekeeper.demo import demo_session_kwargs, random_hand
from scorekeeper.session.session import parse_hand_entry

from .helpers import PLAYERS

pytestmark = pytest.mark.gui


def test_recording_into_a_book_opened_on_a_full_disk_says_the_disk_is_full(tmp_path: Path, qapp: object) -> None:
    from scorekeeper_app.controller import SessionController

    with mounted_small_disk(tmp_path / "disk") as disk:
        path = disk / "book.sqlite"
        rng = random.Random(8)
        with Book.open(path) as book:
            sid = book.create_session(**demo_session_kwargs(PLAYERS)).id
            first = parse_hand_entry(random_hand(rng, PLAYERS))
            book.act(sid, "added", lambda s: s.prepare_add(first))
        fill(disk, leave=0)
        book = Book.open(path, exclusive=True)  # as the app opens it
        try:
            controller = SessionController(book)
            controller.open_session(sid)
            shown: list[tuple[str, str]] = []
            controller.storage_failed.connect(lambda title, text: shown.append((title, text)))
            with pytest.raises(StorageError):
                controller.record(parse_hand_entry(random_hand(rng, PLAYERS)))
            assert shown == [
                (
                    "Not saved",
                    "the disk is full: hand 2 was not saved; free some space, then press Ctrl+Enter again "
                    "(the hand you typed is kept)",
                )
            ]
            assert len(controller.session().hands) == 1
        finally:
            book.close()
