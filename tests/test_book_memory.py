"""The book's outside memory: what this computer recorded, and a book that lacks it, said at once.

Each loss below leaves a book whose chain verifies (another computer, with a memory of its
own, sees nothing wrong); only the computer that recorded the hands can tell, and does, on
``session show``, ``settle`` and ``list`` (exit 3, after the output).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
import shutil
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import run_cli as run_process
from helpers.web_kit import PLAYERS, write_hand
from pg_support import BookFactory, book_factory, connect, is_pg  # noqa: F401 - the fixture

from scorekeeper.book import open_book
from scorekeeper.book.pg_link import QmarkConnection
from scorekeeper.book.rows import session_row, write_row
from scorekeeper.cli import main as cli
from scorekeeper.session.session import Session
from scorekeeper.web.source import open_read_only

MISSING = re.compile(
    r"session 1: hands 3-5, recorded on this computer at \d\d:\d\d, are not in this book "
    r"\(an older copy, or a damaged log\)"
)


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This computer's memory, in a folder of the test."""
    folder = tmp_path / "memory-here"
    monkeypatch.setenv("SCOREKEEPER_MEMORY", str(folder))
    return folder


def run_cli(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """The command line, in this process (as the tamper suite runs it): the same code, without
    an interpreter's start per command on a busy machine. The memory's folder is read per call."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main([str(a) for a in args])
    return subprocess.CompletedProcess([str(a) for a in args], code, out.getvalue(), err.getvalue())


def cli_json(*args: str | Path) -> Any:
    result = run_cli(*args)
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    return json.loads(result.stdout)


def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on the commands run as on another computer (a memory of its own, empty)."""
    monkeypatch.setenv("SCOREKEEPER_MEMORY", str(tmp_path / "memory-elsewhere"))


def new_book(name: str | Path) -> str:
    made = cli_json("session", "new", "--book", name, "--name", "Friday", "--players", ",".join(PLAYERS))
    return str(made["session"])


def add_hands(name: str | Path, folder: Path, count: int, seed: int = 1, session: str = "1") -> None:
    rng = random.Random(seed)
    for _ in range(count):
        cli_json("session", "add", session, write_hand(folder, rng, PLAYERS), "--book", name)


def views(name: str | Path) -> dict[str, subprocess.CompletedProcess[str]]:
    return {
        "show": run_cli("session", "show", "1", "--book", name),
        "settle": run_cli("session", "settle", "1", "--book", name),
        "list": run_cli("session", "list", "--book", name),
    }


def assert_reported(name: str | Path) -> None:
    for command, result in views(name).items():
        assert result.returncode == 3, (command, result.stderr)
        assert result.stdout.startswith("{"), command  # the output first, then the words
        assert MISSING.fullmatch(result.stderr.strip()), (command, result.stderr)


def assert_quiet(name: str | Path) -> None:
    for command, result in views(name).items():
        assert (result.returncode, result.stderr) == (0, ""), command


def test_an_older_copy_put_back_is_reported_on_the_computer_that_recorded_the_hands(
    tmp_path: Path, here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = tmp_path / "book.sqlite"
    new_book(book)
    add_hands(book, tmp_path, 2)
    shutil.copy(book, tmp_path / "Friday (copy).sqlite")  # a backup, as people make them
    add_hands(book, tmp_path, 3, seed=2)
    assert_quiet(book)
    shutil.copy(tmp_path / "Friday (copy).sqlite", book)  # ... and put back over the real one
    assert_reported(book)
    shown = run_process("session", "show", "1", "--book", book)  # the installed command, its own process
    assert shown.returncode == 3 and MISSING.fullmatch(shown.stderr.strip())
    assert_reported(book)  # and again: the memory keeps what the book lacks
    elsewhere(tmp_path, monkeypatch)
    assert_quiet(book)  # the copy verifies: only the memory could tell


def test_list_names_the_first_session_that_lacks_hands_and_counts_the_others(tmp_path: Path, here: Path) -> None:
    book = tmp_path / "book.sqlite"
    new_book(book)
    add_hands(book, tmp_path, 2)
    shutil.copy(book, tmp_path / "backup.sqlite")
    assert new_book(book) == "2"
    add_hands(book, tmp_path, 2, seed=2, session="2")
    add_hands(book, tmp_path, 1, seed=3)
    shutil.copy(tmp_path / "backup.sqlite", book)
    listed = run_cli("session", "list", "--book", book)
    assert listed.returncode == 3 and [s["session"] for s in json.loads(listed.stdout)["sessions"]] == ["1"]
    assert re.fullmatch(
        r"session 1: hand 3, recorded on this computer at \d\d:\d\d, is not in this book "
        r"\(an older copy, or a damaged log\) \(and 1 more session like it\)\n",
        listed.stderr,
    )


def test_a_wal_that_lost_its_last_commits_is_reported(tmp_path: Path, here: Path) -> None:
    book = tmp_path / "book.sqlite"
    wal = tmp_path / "book.sqlite-wal"
    new_book(book)
    add_hands(book, tmp_path, 2)
    keeper = sqlite3.connect(book)  # holds the WAL open: the commands' closes do not fold it in
    keeper.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    keeper.execute("SELECT COUNT(*) FROM events").fetchone()
    add_hands(book, tmp_path, 3, seed=2)
    assert wal.stat().st_size > 0
    saved = tmp_path / "saved"
    saved.mkdir()
    shutil.copy(book, saved / book.name)
    keeper.close()  # the last connection: the WAL goes into the book
    shutil.copy(saved / book.name, book)
    wal.write_bytes(b"")  # the WAL's commits are gone, as when a disk loses its last writes
    (tmp_path / "book.sqlite-shm").unlink(missing_ok=True)
    assert_reported(book)


def cut_last_hands(name: str, count: int) -> None:
    """Take the last ``count`` hands out of the log and make every table agree (the chain stays whole)."""
    with open_book(name, read_only=True) as book:
        events = book.session("1").events
    added = [e.seq for e in events if e.kind == "added"]
    last = added[-count] - 1
    kept = Session.replay("1", events[:last])
    raw = connect(name) if is_pg(name) else sqlite3.connect(name, isolation_level=None)
    db: Any = QmarkConnection(raw) if is_pg(name) else raw
    created = db.execute("SELECT created FROM sessions WHERE id = ?", (1,)).fetchone()[0]
    db.execute("DELETE FROM events WHERE session_id = ? AND seq > ?", (1, last))
    db.execute("DELETE FROM hand_money WHERE session_id = ? AND hand > ?", (1, kept.next_hand - 1))
    write_row(db, "1", session_row(kept, created=created))
    raw.close()


def test_the_last_three_hands_cut_from_the_log_are_reported_on_both_backends(
    book_factory: BookFactory,  # noqa: F811
    tmp_path: Path,
    here: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    name = book_factory()
    new_book(name)
    add_hands(name, tmp_path, 5)
    cut_last_hands(name, 3)
    assert_reported(name)
    elsewhere(tmp_path, monkeypatch)
    assert_quiet(name)  # the chain is consistent: nothing but the memory sees it


def test_a_normal_reopen_and_a_book_copy_report_nothing(
    book_factory: BookFactory,  # noqa: F811
    tmp_path: Path,
    here: Path,
) -> None:
    name, copy = book_factory(), book_factory()
    new_book(name)
    add_hands(name, tmp_path, 2)
    assert_quiet(name)
    cli_json("book", "copy", name, copy)  # a copy is a book of its own: each goes on alone
    add_hands(copy, tmp_path, 2, seed=2)
    add_hands(name, tmp_path, 1, seed=3)
    assert_quiet(name)
    assert_quiet(copy)


def test_an_imported_session_reports_nothing(book_factory: BookFactory, tmp_path: Path, here: Path) -> None:  # noqa: F811
    name, imported = book_factory(), book_factory()
    new_book(name)
    add_hands(name, tmp_path, 2)
    export = tmp_path / "friday.json"
    assert run_cli("export", "1", "--json", export, "--book", name).returncode == 0
    cli_json("import", export, "--book", imported)
    add_hands(imported, tmp_path, 1, seed=4)
    add_hands(name, tmp_path, 1, seed=5)
    assert_quiet(imported)
    assert_quiet(name)


def test_a_copy_made_by_book_copy_is_remembered_from_the_start(
    tmp_path: Path, here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    name, copy = tmp_path / "book.sqlite", str(tmp_path / "copy" / "book.sqlite")
    new_book(name)
    add_hands(name, tmp_path, 5)
    (tmp_path / "copy").mkdir()
    cli_json("book", "copy", name, copy)
    cut_last_hands(copy, 3)
    assert_reported(copy)


def test_a_memory_that_cannot_be_kept_breaks_nothing(
    tmp_path: Path, here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = tmp_path / "book.sqlite"
    new_book(book)
    add_hands(book, tmp_path, 2)
    (tmp_path / "a file").write_text("not a folder")
    monkeypatch.setenv("SCOREKEEPER_MEMORY", str(tmp_path / "a file" / "memory"))  # no folder can be made there
    add_hands(book, tmp_path, 1, seed=2)
    assert_quiet(book)
    here.mkdir(exist_ok=True)
    monkeypatch.setenv("SCOREKEEPER_MEMORY", str(here))
    for mark in here.glob("*.json"):
        mark.write_text("{not json")  # a damaged memory is no memory, never an error
    assert_quiet(book)


def test_a_book_opened_read_only_is_compared_and_nothing_is_written_to_it(tmp_path: Path, here: Path) -> None:
    from helpers.session_kit import snapshot

    from scorekeeper.book.memory import session_problem

    book = tmp_path / "book.sqlite"
    new_book(book)
    add_hands(book, tmp_path, 5)
    before = snapshot(tmp_path)["book.sqlite"]
    with open_book(book, read_only=True) as opened:
        assert opened.identity
        assert session_problem(opened, opened.session("1")) == ""
    assert snapshot(tmp_path)["book.sqlite"] == before


def as_version_3(name: str) -> None:
    """The book as the version before identities left it (its id gone, its version 3; nor the
    player register of version 5, nor the manager's keys and guard of version 6)."""
    if is_pg(name):
        db = connect(name)
        db.execute("DROP TABLE register_events")
        db.execute("DELETE FROM book_meta WHERE key = 'book_id'")
        db.execute("UPDATE book_meta SET value = '3' WHERE key = 'schema_version'")
    else:
        db = sqlite3.connect(name, isolation_level=None)
        db.execute("DROP TABLE register_events")
        db.execute("DROP TABLE book")
        db.execute("PRAGMA user_version = 3")
    db.execute("DROP TABLE manager_keys")
    db.execute("ALTER TABLE sessions DROP COLUMN manager_failures")
    db.close()


def test_a_version_3_book_opens_read_only_as_it_is_and_gains_an_id_when_written(
    book_factory: BookFactory,  # noqa: F811
    tmp_path: Path,
    here: Path,
) -> None:
    name, other = book_factory(), book_factory()
    new_book(name)
    new_book(other)
    add_hands(name, tmp_path, 2)
    as_version_3(name)
    with open_book(name, read_only=True) as book:  # a read-only medium, a role without writes
        assert book.identity == "" and len(book.session("1").live_hands()) == 2
    with open_read_only(name) as shared:  # the phones' server still shows it, without upgrading it
        assert shared.identity == "" and len(shared.session("1").live_hands()) == 2
    assert run_cli("session", "show", "1", "--book", name).returncode == 0  # opened to write: upgraded
    with open_book(name) as book, open_book(other) as second:
        assert re.fullmatch(r"[0-9a-f]{32}", book.identity) and book.identity != second.identity
        assert len(book.session("1").live_hands()) == 2
        identity = book.identity
    with open_book(name) as book:
        assert book.identity == identity  # made once
    if not is_pg(name):
        backup = Path(name).with_name("book.sqlite.v3.bak")
        assert sqlite3.connect(backup).execute("PRAGMA user_version").fetchone()[0] == 3
