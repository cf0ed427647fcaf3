"""The manager passphrase's guard lives in the book (issue 27, item 2).

The count of wrong passphrases in a row is kept in the session's row and each try waits
as long as that count says before it is checked, inside the book's write transaction
(PostgreSQL: the locked session row). Tries from parallel processes queue there, so
each sees the count the one before it left: held to the one schedule, 0, 1, 2, 4 ... 30 s.
Nothing is kept beside the book to delete; and the salt never leaves the book in an export.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers.session_kit import cli_env

from scorekeeper.book import open_book
from scorekeeper.casino import manager, prepare_manager
from scorekeeper.errors import InputError
from tests import pg_support

book_factory = pg_support.book_factory
PROCESSES, TRIES = 4, 3
GUESSER = textwrap.dedent(
    """
    import json, sys
    from scorekeeper.book import open_book
    from scorekeeper.casino import manager
    from scorekeeper.errors import InputError

    waits = []
    manager.sleep = waits.append  # the wait each try was given, not slept here
    with open_book(sys.argv[1], create=False) as book:
        for _ in range(int(sys.argv[2])):
            try:
                book.check_manager("1", "a guess")
            except InputError as exc:
                assert "wrong" in str(exc), exc
    print(json.dumps(waits))
    """
)


def book_with_a_passphrase(name: str) -> None:
    with open_book(name) as book:
        sid = book.create_session(name="Cage", players=["Amy", "Bob"]).id
        new = manager.new_passphrase("pit boss")
        book.act(sid, "manager", manager.signed("manager", lambda s: prepare_manager(s, new), lambda: None, book=book))


def test_guesses_from_parallel_processes_are_held_to_one_schedule(book_factory: pg_support.BookFactory) -> None:
    name = book_factory()
    book_with_a_passphrase(name)
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", GUESSER, name, str(TRIES)], stdout=subprocess.PIPE, text=True, env=cli_env()
        )
        for _ in range(PROCESSES)
    ]
    waits = sorted(w for run in runs for w in json.loads(run.communicate(timeout=120)[0]))
    assert all(run.returncode == 0 for run in runs)
    # Each of the 12 tries saw its own count (the first none): no two waited for the same one.
    assert waits == [manager.wait_for(n) for n in range(1, PROCESSES * TRIES)]
    with open_book(name) as book:
        assert book.session("1").casino.manager is not None
        seen: list[float] = []
        original, manager.sleep = manager.sleep, seen.append
        try:
            book.check_manager("1", "pit boss")  # the right one waits the longest wait first, then resets
            book.check_manager("1", "pit boss")
        finally:
            manager.sleep = original
        assert seen == [manager.wait_for(PROCESSES * TRIES)] == [manager.LONGEST_WAIT]


def test_nothing_beside_the_book_holds_the_count(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(manager, "sleep", lambda seconds: None)
    name = str(tmp_path / "book.sqlite")
    book_with_a_passphrase(name)
    with open_book(name) as book:
        for _ in range(3):
            with pytest.raises(InputError, match="wrong"):
                book.check_manager("1", "nope")
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("book.sqlite-")) == ["book.sqlite"]
    with open_book(name) as book:  # opened again, by another path to the same file: still counted
        assert book.guard_failures("1") == 3


def test_the_salt_never_leaves_the_book_in_an_export(tmp_path: Path) -> None:
    name = str(tmp_path / "book.sqlite")
    book_with_a_passphrase(name)
    with open_book(name) as book:
        key = book.session("1").casino.manager.key  # type: ignore[union-attr]
        salt = (book.manager_derivation(key or "") or ("",))[0]
    assert len(salt) == 32
    night = tmp_path / "night.json"
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "export", "1", "--json", str(night), "--book", name],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    text = night.read_text(encoding="utf-8")
    assert key in text and salt not in text and "scrypt" not in text


def test_a_copied_book_keeps_its_managers_key_and_an_imported_session_says_why_it_cannot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorekeeper.cli.book_copy import copy_book

    monkeypatch.setattr(manager, "sleep", lambda seconds: None)
    name = str(tmp_path / "book.sqlite")
    book_with_a_passphrase(name)
    copy_book(name, tmp_path / "copy.sqlite")
    with open_book(tmp_path / "copy.sqlite") as copy:
        copy.check_manager("1", "pit boss")  # the copy is the book: its key's salt came along
        events = list(copy.session("1").events)
    with open_book(tmp_path / "other.sqlite") as other:
        sid = other.import_events(events).id
        with pytest.raises(InputError, match="set in another book: this book cannot check it.*`scorekeeper book copy`"):
            other.check_manager(sid, "pit boss")


@pytest.mark.parametrize("change", ["n = 1073741824", "n = 3", "p = 99", "salt = 'zz' || substr(salt, 3)"])
def test_a_damaged_key_record_in_the_book_is_one_line_never_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    import sqlite3

    monkeypatch.setattr(manager, "sleep", lambda seconds: None)
    name = str(tmp_path / "book.sqlite")
    book_with_a_passphrase(name)
    with sqlite3.connect(name) as db:
        db.execute(f"UPDATE manager_keys SET {change}")
    with open_book(name) as book, pytest.raises(InputError, match="record of the manager's key is damaged"):
        book.check_manager("1", "pit boss")
