"""The words the README promises, on a real full disk (a small tmpfs filled to every level),
in a folder the user may not write, and on PostgreSQL for a role without a grant.

The full disk is a tmpfs mounted for the test (root, as in CI; skipped where mounting is not
allowed): a filler file takes all but a few KiB, then the command runs. Recording meets the
full disk either when the book opens (its -shm or WAL cannot grow: SQLite says "disk I/O
error" and the book opens read-only) or at the write itself; both must say the same.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pg_support
import pytest
from helpers.small_disk import fill, mounted_small_disk

from scorekeeper import atomic
from scorekeeper.book import StorageError
from scorekeeper.book.postgres import PostgresBook
from scorekeeper.book.storage import Book
from scorekeeper.cli import main as cli
from scorekeeper.demo import random_hand
from scorekeeper.session.session import parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]
STEP = 4096  # the tmpfs gives out whole pages


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = cli.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def make_book(path: Path, hands: int) -> None:
    rng = random.Random(3)
    with Book.open(path) as book:
        sid = book.create_session(name="Friday", players=NAMES, currency="EUR").id
        for _ in range(hands):
            entry = parse_hand_entry(random_hand(rng, NAMES))
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]


def stored_events(path: Path) -> int:
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return int(db.execute("SELECT COUNT(*) FROM events").fetchone()[0])
    finally:
        db.close()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 2 MiB tmpfs of the test's own."""
    with mounted_small_disk(tmp_path / "disk") as disk:
        yield disk


def test_recording_on_a_full_disk_says_the_disk_is_full_at_every_fill_level(
    small_disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = small_disk / "book.sqlite"
    make_book(book, 3)
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(11), NAMES)), encoding="utf-8")
    refused = 0
    for leave in range(0, 512 * 1024, STEP):  # from no byte free until the hand fits
        fill(small_disk, leave=leave)
        code, out, err = run(capsys, "session", "add", "1", hand, "--book", book)
        if code == 0:
            assert json.loads(out) == {"hand": 4}
            (small_disk / "filler").unlink()
            assert stored_events(book) == 1 + 4
            break
        assert (code, out) == (2, ""), leave
        assert err == "the disk is full: hand 4 was not saved; free some space and try again\n", leave
        if leave == 0:  # reading still works on the full disk
            code, out, err = run(capsys, "session", "show", "1", "--book", book)
            assert (code, err, len(json.loads(out)["hands"])) == (0, "", 3)
        (small_disk / "filler").unlink()
        assert stored_events(book) == 1 + 3  # the session's creation and 3 hands: nothing half-written
        refused += 1
    else:
        pytest.fail("the hand never fitted")
    assert refused >= 3


def test_the_library_names_the_hand_and_the_cause_on_a_full_disk(small_disk: Path) -> None:
    book = small_disk / "book.sqlite"
    make_book(book, 2)
    fill(small_disk, leave=0)
    entry = parse_hand_entry(random_hand(random.Random(12), NAMES))
    with Book.open(book) as opened, pytest.raises(StorageError) as caught:
        opened.act("1", "added", lambda s: s.prepare_add(entry))
    assert (caught.value.cause, caught.value.unsaved, caught.value.hand) == ("the disk is full", "hand 3", 3)
    assert caught.value.kind == "added"


@pytest.mark.parametrize("kind", ["json", "xlsx", "csv"])
def test_an_export_onto_a_full_disk_names_the_file_at_every_fill_level(
    small_disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    book = tmp_path / "book.sqlite"
    make_book(book, 20)
    target = small_disk / {"json": "friday.json", "xlsx": "friday.xlsx", "csv": "friday"}[kind]
    failed = 0
    for leave in range(0, 1024 * 1024, STEP):
        fill(small_disk, leave=leave)
        code, out, err = run(capsys, "export", "1", f"--{kind}", target, "--book", book)
        if code == 0:
            assert target.exists()
            break
        assert (code, out, err) == (2, "", f"{target}: No space left on device\n"), leave
        assert sorted(p.name for p in small_disk.iterdir()) == ["filler"], leave  # nothing half-written left
        failed += 1
    else:
        pytest.fail("the export never fitted")
    assert failed >= 2


def test_an_export_into_a_protected_folder_names_the_users_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    book = tmp_path / "book.sqlite"
    make_book(book, 2)
    protected = tmp_path / "protected"
    protected.mkdir()
    if os.geteuid() == 0:  # root writes anywhere: the folder refuses as it would refuse a user
        real_open = os.open

        def refusing(path: str | Path, *args: object, **kwargs: object) -> int:
            if Path(path).parent == protected:
                raise PermissionError(13, "Permission denied", str(path))
            return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(atomic.os, "open", refusing)
    else:
        protected.chmod(0o500)
    for kind, name in (("json", "friday.json"), ("xlsx", "friday.xlsx")):
        target = protected / name
        code, out, err = run(capsys, "export", "1", f"--{kind}", target, "--book", book)
        assert (code, out, err) == (2, "", f"{target}: Permission denied\n")
        assert atomic.TEMP_PREFIX not in err


def test_an_export_onto_a_read_only_disk_names_the_users_file(
    small_disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    make_book(book, 2)
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    target = small_disk / "friday.xlsx"
    code, out, err = run(capsys, "export", "1", "--xlsx", target, "--book", book)
    assert (code, out, err) == (2, "", f"{target}: Read-only file system\n")


# -- PostgreSQL: a role without a grant -------------------------------------------------------------
@pytest.fixture
def reader_role(pg_url: str) -> Iterator[str]:
    """A role that may log in, and nothing more until the test grants it."""
    role = f"sk_test_{uuid.uuid4().hex[:10]}"
    with pg_support.admin() as db:
        db.execute(f'CREATE ROLE "{role}" LOGIN')
    try:
        yield role
    finally:
        with pg_support.admin() as db:
            db.execute(f'DROP OWNED BY "{role}"')
            db.execute(f'DROP ROLE "{role}"')


pg_url = pg_support.pg_url


def as_role(url: str, role: str) -> str:
    return url.replace("postgresql://postgres@", f"postgresql://{role}@", 1)


def test_a_role_without_a_grant_is_told_so_not_to_check_for_damage(
    pg_url: str, reader_role: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with PostgresBook.open(pg_url) as book:
        sid = book.create_session(name="Table 1", players=NAMES).id
        schema = book.link.schema
    with pg_support.connect(pg_url) as db:  # the schema, none of its tables
        db.execute(f'GRANT USAGE ON SCHEMA "{schema}" TO "{reader_role}"')
    url = as_role(pg_url, reader_role)
    code, out, err = run(capsys, "session", "list", "--book", url)
    assert (code, out) == (2, "") and err.startswith(url.split("?")[0])
    assert f": the database refused: the role {reader_role} has no right to use the table " in err
    assert err.endswith("; ask the database's administrator for the grant\n") and "damage" not in err

    with pg_support.connect(pg_url) as db:  # now it may read, not write
        db.execute(f'GRANT SELECT ON ALL TABLES IN SCHEMA "{schema}" TO "{reader_role}"')
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(5), NAMES)), encoding="utf-8")
    code, out, err = run(capsys, "session", "add", sid, hand, "--book", url)
    assert (code, out) == (2, "")
    assert err.startswith(f"the database refused: the role {reader_role} has no right to use the table ")
    assert err.endswith(": hand 1 was not saved; ask the database's administrator for the grant\n")
    code, out, err = run(capsys, "session", "show", sid, "--book", url)
    assert (code, err) == (0, "")
