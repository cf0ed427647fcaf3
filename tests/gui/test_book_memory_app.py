"""The app says at once when the book lacks hands this computer recorded (book/memory.py)."""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path

from scorekeeper.book.storage import Book
from scorekeeper.demo import random_hand
from scorekeeper.session.session import parse_hand_entry

PLAYERS = ["Amy", "Bob", "Cat"]


def record(path: Path, hands: int, seed: int) -> None:
    rng = random.Random(seed)
    with Book.open(path) as book:
        if not book.list_sessions():
            book.create_session(name="Friday", players=PLAYERS)
        for _ in range(hands):
            entry = parse_hand_entry(random_hand(rng, PLAYERS))
            book.act("1", "added", lambda s, e=entry: s.prepare_add(e))


def test_an_older_copy_put_back_shows_a_banner_on_opening_the_session(qtbot, make_window, book_path: Path) -> None:
    record(book_path, 2, seed=1)
    shutil.copy(book_path, book_path.with_name("backup.sqlite"))
    record(book_path, 3, seed=2)
    shutil.copy(book_path.with_name("backup.sqlite"), book_path)

    window = make_window(extra_pages=True)
    window.open_session("1")
    banner = window.hand_page.memory_banner
    qtbot.waitUntil(banner.isVisible, timeout=2000)
    assert re.fullmatch(
        r"session 1: hands 3-5, recorded on this computer at \d\d:\d\d, are not in this book "
        r"\(an older copy, or a damaged log\)",
        window.hand_page.memory_label.text(),
    )
    check = window.controller.verification()  # the ledger's banner and the settle page say it too
    assert not check.verified and check.problem == window.hand_page.memory_label.text()


def test_a_book_that_holds_everything_shows_no_banner(qtbot, make_window, book_path: Path) -> None:
    record(book_path, 2, seed=1)
    window = make_window(extra_pages=True)
    window.open_session("1")
    qtbot.wait(50)
    assert not window.hand_page.memory_banner.isVisible()
    assert window.controller.verification().verified
