"""A failing disk and a hostile file, as the player meets them: one plain sentence, nothing
half-written, the book still readable where it can be.

A full disk is made with ``PRAGMA max_page_count`` on the book's own connection (the
commands run in-process so the limit reaches them); a read-only medium is made with
permissions when not root, and by refusing the writable connection when root (root
writes anywhere).
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from scorekeeper.book import BookError, StorageError, open_book, sqlite_file
from scorekeeper.book.sqlite_schema import APPLICATION_ID
from scorekeeper.book.storage import Book
from scorekeeper.cli import main as cli
from scorekeeper.demo import random_hand
from scorekeeper.session.session import parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = cli.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def make_book(path: Path, hands: int, *, seed: int = 3) -> None:
    rng = random.Random(seed)
    with Book.open(path) as book:
        sid = book.create_session(name="Friday", players=NAMES, currency="EUR").id
        for _ in range(hands):
            entry = parse_hand_entry(random_hand(rng, NAMES))
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]


def hand_file(folder: Path, seed: int) -> Path:
    target = folder / f"hand{seed}.json"
    target.write_text(json.dumps(random_hand(random.Random(seed), NAMES)))
    return target


def stored_events(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("SELECT COUNT(*) FROM events").fetchone()[0])
    finally:
        db.close()


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[bool]]:
    """Every writable connection the book opens may not grow the file (while the flag is set)."""
    real = sqlite_file.connect
    full = [True]

    def connect(**kwargs: object) -> sqlite3.Connection:
        db = real(**kwargs)  # type: ignore[arg-type]
        if full[0] and not kwargs.get("read_only"):
            pages = db.execute("PRAGMA page_count").fetchone()[0]
            db.execute(f"PRAGMA max_page_count = {pages}")
        return db

    monkeypatch.setattr(sqlite_file, "connect", connect)
    yield full


# -- a full disk ------------------------------------------------------------------------------
def test_a_full_disk_while_recording_says_so_saves_nothing_and_the_next_try_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], full_disk: list[bool]
) -> None:
    path = tmp_path / "book.sqlite"
    full_disk[0] = False
    make_book(path, 3)
    before = stored_events(path)
    full_disk[0] = True
    hand = hand_file(tmp_path, 11)
    code, out, err = run(capsys, "session", "add", "1", hand, "--book", path)
    assert (code, out) == (2, "")
    assert err == "the disk is full: hand 4 was not saved; free some space and try again\n"
    assert "rollback" not in err and "transaction" not in err
    assert stored_events(path) == before  # nothing half-written
    # show and settle still work on the full disk, and say the book verifies
    code, out, err = run(capsys, "session", "show", "1", "--book", path)
    assert (code, err) == (0, "") and len(json.loads(out)["hands"]) == 3
    code, out, err = run(capsys, "session", "settle", "1", "--book", path)
    assert (code, err) == (0, "") and json.loads(out)["verified"] is True

    full_disk[0] = False  # space freed: the same command records it, once
    code, out, err = run(capsys, "session", "add", "1", hand, "--book", path)
    assert (code, json.loads(out), err) == (0, {"hand": 4}, "")


def test_a_failed_write_leaves_no_unsaved_event_in_the_open_book(tmp_path: Path, full_disk: list[bool]) -> None:
    path = tmp_path / "book.sqlite"
    full_disk[0] = False
    make_book(path, 2)
    full_disk[0] = True
    rng = random.Random(5)
    with Book.open(path) as book:
        for _ in range(50):  # the last page may still have room for a hand or two
            session = book.session("1")
            number = session.next_hand
            entry = parse_hand_entry(random_hand(rng, NAMES))
            try:
                book.act("1", "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
            except StorageError as exc:
                caught = exc
                break
        else:
            pytest.fail("the disk never filled")
        assert caught.cause == "the disk is full" and caught.unsaved == f"hand {number}"
        assert not book.db.in_transaction
        assert book.session("1") is not session  # the cache that held the event is gone
        assert book.session("1").next_hand == number and book.verify("1").verified
        book.db.execute("PRAGMA max_page_count = 1000000")
        assert book.act("1", "added", lambda s: s.prepare_add(entry)).payload["hand"] == number


def test_a_busy_book_is_reported_as_busy_not_as_a_rollback_failure(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite"
    make_book(path, 1)
    with Book.open(path) as book:
        book.session("1")
        book.db.execute("PRAGMA busy_timeout = 100")
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        entry = parse_hand_entry(random_hand(random.Random(2), NAMES))
        with pytest.raises(StorageError) as caught:
            book.act("1", "added", lambda s: s.prepare_add(entry))
        other.execute("ROLLBACK")
        other.close()
        assert str(caught.value) == (
            "the book is busy: another program is writing to it: hand 2 was not saved; try again in a moment"
        )
        assert book.act("1", "added", lambda s: s.prepare_add(entry)).payload["hand"] == 2


# -- a read-only medium ------------------------------------------------------------------------
def test_a_read_only_book_shows_settles_and_exports_elsewhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "medium"
    folder.mkdir()
    path = folder / "book.sqlite"
    make_book(path, 5)
    shown_before = run(capsys, "session", "show", "1", "--book", path)[1]
    if os.geteuid() == 0:
        real = sqlite_file.connect

        def connect(**kwargs: object) -> sqlite3.Connection:
            if not kwargs.get("read_only"):
                raise sqlite3.OperationalError("attempt to write a readonly database")
            if not kwargs.get("immutable"):
                raise sqlite3.OperationalError("unable to open database file")
            return real(**kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(sqlite_file, "connect", connect)
    else:
        path.chmod(0o444)
        folder.chmod(0o555)
    try:
        code, out, err = run(capsys, "session", "show", "1", "--book", path)
        assert (code, out, err) == (0, shown_before, "")
        code, out, err = run(capsys, "session", "settle", "1", "--book", path)
        assert (code, err) == (0, "") and json.loads(out)["verified"] is True
        code, out, err = run(capsys, "session", "list", "--book", path)
        assert code == 0 and json.loads(out)["sessions"][0]["hands"] == 5
        target = tmp_path / "elsewhere.json"
        assert run(capsys, "export", "1", "--json", target, "--book", path)[0] == 0
        assert json.loads(target.read_text())["events"][-1]["kind"] == "added"
        code, out, err = run(capsys, "session", "add", "1", hand_file(tmp_path, 4), "--book", path)
        assert (code, out) == (2, "")
        assert err == f"{path}: the book is open read-only here; nothing can be recorded\n"
        with open_book(path) as book:
            assert book.read_only and book.session("1").next_hand == 6
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


# -- a file that is not ours -------------------------------------------------------------------
def _plant(path: Path, statement: str) -> None:
    db = sqlite3.connect(path)
    db.execute(statement)
    db.commit()
    db.close()


PLANTED = {
    "a trigger deleting each hand": (
        "CREATE TRIGGER eat AFTER INSERT ON events BEGIN DELETE FROM events WHERE rowid = new.rowid; END",
        "trigger 'eat'",
    ),
    "a recursive view": (
        "CREATE VIEW loop AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r",
        "view 'loop'",
    ),
    "an extra table": ("CREATE TABLE notes(x TEXT)", "table 'notes'"),
    "an extra index": ("CREATE INDEX by_kind ON events(kind)", "index 'by_kind'"),
}


@pytest.mark.parametrize("what", sorted(PLANTED))
def test_a_book_with_anything_planted_in_its_schema_is_refused_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    path = tmp_path / "book.sqlite"
    make_book(path, 2)
    statement, named = PLANTED[what]
    _plant(path, statement)
    before = path.read_bytes()
    for args in (("session", "list"), ("session", "show", "1"), ("session", "add", "1", hand_file(tmp_path, 1))):
        code, out, err = run(capsys, *args, "--book", path)  # a hang is caught by the per-test timeout
        assert (code, out) == (2, "")
        assert err == f"{path}: not a book this program made: it holds a {named} that a scorekeeper book never has " \
                      "(refused, the file is unchanged)\n"  # fmt: skip
    assert path.read_bytes() == before


def test_trusted_schema_is_off_and_every_query_runs_under_a_clock(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite"
    make_book(path, 1)
    with Book.open(path) as book:
        assert book.db.execute("PRAGMA trusted_schema").fetchone()[0] == 0
        book._clock.limit = 0.2
        book._clock.start()
        endless = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT COUNT(*) FROM r"
        with pytest.raises(sqlite3.OperationalError, match="interrupted"):
            book.db.execute(endless).fetchall()
        book._clock.stop()


def test_too_old_an_sqlite_is_a_plain_book_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sqlite3, "sqlite_version_info", (3, 31, 1))
    monkeypatch.setattr(sqlite3, "sqlite_version", "3.31.1")
    with pytest.raises(BookError) as caught:
        open_book(tmp_path / "book.sqlite")
    assert str(caught.value).startswith("this Python's SQLite is 3.31.1; the book needs SQLite 3.37.0 or newer")
    assert not (tmp_path / "book.sqlite").exists()


def test_each_migration_step_runs_its_statements_one_by_one() -> None:
    from scorekeeper.book.sqlite_schema import STEPS

    db = sqlite3.connect(":memory:")
    for version in sorted(STEPS):
        for statement in STEPS[version]:
            assert sqlite3.complete_statement(statement + ";")
            db.execute(statement)  # execute() takes exactly one statement: a script would raise
    assert APPLICATION_ID  # the header id is what the shape check starts from
    assert Decimal(1)  # (keeps the import list honest for readers of the test)


def test_the_apps_open_of_a_book_whose_folder_cannot_be_written_is_read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "book.sqlite"
    make_book(path, 2)

    def no_lock_file(where: Path) -> object:
        raise PermissionError(13, "Permission denied", str(where) + ".lock")

    monkeypatch.setattr(sqlite_file, "take_lock", no_lock_file)
    with Book.open(path, exclusive=True) as book:
        assert book.read_only and book.session("1").next_hand == 3 and book.verify("1").verified
        entry = parse_hand_entry(random_hand(random.Random(9), NAMES))
        with pytest.raises(BookError, match="open read-only here; nothing can be recorded"):
            book.act("1", "added", lambda s: s.prepare_add(entry))
