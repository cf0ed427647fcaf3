"""The book on disk: bad files refused untouched, tampering reported, migrations with a
backup, the editing lock."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pg_support
import pytest
from helpers.session_kit import (
    REPO,
    assert_book_consistent,
    assert_refused,
    cli_env,
    integrity,
    run_cli,
    run_cli_many,
    sha,
    snapshot,
)
from pg_support import BookFactory, book_state, is_pg, place_book, raw_connection

from scorekeeper.book import open_book
from scorekeeper.book.sqlite_schema import APPLICATION_ID, SCHEMA_VERSION, migrate_step
from scorekeeper.book.storage import Book, BookError, BookInUse
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.events import canonical
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal
NAMES = ["Amy", "Bob", "Cat", "Dan"]
book_factory = pg_support.book_factory  # the fixture: a test on SQLite and on PostgreSQL


def fill(book: Book, sid: str, rng: random.Random, hands: int) -> None:
    for _ in range(hands):
        entry = parse_hand_entry(random_hand(rng, rng.sample(NAMES, rng.randint(2, 4))))
        book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]


@pytest.fixture(scope="module")
def real_book(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The bytes of a closed book holding one session of 40 hands, a correction and a void."""
    path = tmp_path_factory.mktemp("real") / "book.sqlite"
    rng = random.Random(99)
    with Book.open(path) as book:
        sid = book.create_session(name="Friday", players=NAMES, stakes=[("Amy", "Bob", D(5))]).id
        fill(book, sid, rng, 40)
        entry = parse_hand_entry(random_hand(rng, ["Amy", "Bob"]))
        book.act(sid, "edited", lambda s: s.prepare_edit(3, entry, "typo"))
        book.act(sid, "voided", lambda s: s.prepare_void(7, "misdeal"))
    assert sorted(p.name for p in path.parent.iterdir()) == ["book.sqlite"]
    return path.read_bytes()


# -- files that are not a usable book ------------------------------------------------------
def _newer(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()


def _other_app(path: Path, data: bytes, *, wal: bool = False) -> None:
    db = sqlite3.connect(path)
    if wal:
        db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)")
    db.execute("INSERT INTO notes(text) VALUES ('milk'), ('eggs')")
    db.commit()
    db.close()


def _bytes(make: Callable[[bytes], bytes]) -> Callable[[Path, bytes], None]:
    def write(path: Path, data: bytes) -> None:
        path.write_bytes(make(data))

    return write


BAD_FILES: dict[str, tuple[Callable[[Path, bytes], None], str]] = {
    "truncated to half": (_bytes(lambda d: d[: len(d) // 2]), "the book is damaged"),
    "truncated to its first page": (_bytes(lambda d: d[:4096]), "the book is damaged"),
    "truncated by its last page": (_bytes(lambda d: d[:-4096]), "the book is damaged"),
    "truncated inside the header": (_bytes(lambda d: d[:60]), "not a scorekeeper book (not an SQLite database)"),
    "random bytes": (_bytes(lambda d: random.Random(1).randbytes(len(d))), "not an SQLite database"),
    "a real header, then random bytes": (
        _bytes(lambda d: d[:100] + random.Random(2).randbytes(len(d) - 100)),
        "the book is damaged",
    ),
    "one page overwritten": (
        _bytes(lambda d: d[: 4096 * 2] + random.Random(3).randbytes(4096) + d[4096 * 3 :]),
        "the book is damaged",
    ),
    "from a newer schema": (_newer, "newer version of the scorekeeper (book version 99"),
    "empty": (_bytes(lambda d: b""), "the file is empty, not a scorekeeper book"),
    "another app's SQLite database": (_other_app, "an SQLite database, but not a scorekeeper book"),
    "another app's SQLite database in WAL mode": (
        lambda p, d: _other_app(p, d, wal=True),
        "an SQLite database, but not a scorekeeper book",
    ),
}


@pytest.fixture(params=sorted(BAD_FILES))
def bad_book(request: pytest.FixtureRequest, tmp_path: Path, real_book: bytes) -> tuple[Path, str]:
    make, message = BAD_FILES[request.param]
    folder = tmp_path / "books"
    folder.mkdir()
    path = folder / "book.sqlite"
    make(path, real_book)
    assert sorted(p.name for p in folder.iterdir()) == ["book.sqlite"]
    return path, message


def test_a_bad_file_is_refused_by_name_and_left_byte_for_byte(bad_book: tuple[Path, str], tmp_path: Path) -> None:
    path, message = bad_book
    before = snapshot(path.parent)
    for exclusive in (False, True):
        with pytest.raises(BookError) as caught:
            Book.open(path, exclusive=exclusive)
        text = str(caught.value)
        assert text.startswith(f"{path}: ") and message in text and "\n" not in text
        leftovers = snapshot(path.parent)
        leftovers.pop("book.sqlite.lock", None)  # the editing lock file is the app's, not the book's
        assert leftovers == before  # no -wal, no -shm, not a byte changed
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(5), ["Amy", "Bob"])))
    commands = [(*args, "--book", path) for args in (("session", "list"), ("session", "show", "1"))]
    commands.append(("session", "add", "1", hand, "--book", path))
    for args in commands:  # one program at a time: it leaves nothing beside the book
        assert assert_refused(run_cli(*args), message).startswith(f"{path}: ")
        leftovers = snapshot(path.parent)
        leftovers.pop("book.sqlite.lock", None)
        assert leftovers == before
    for result in run_cli_many(*commands):  # all at once: still refused, the book not touched
        assert assert_refused(result, message).startswith(f"{path}: ")
    assert _leftovers_of_a_crowd(path) == before


def _leftovers_of_a_crowd(path: Path) -> dict[str, str]:
    """The folder after several programs opened a refused book at once: SQLite may leave the
    empty log and the shared-memory index a read-only connection that closed last could not
    remove (seen in about 1 of 15 tries); they hold nothing, and the book's bytes are checked."""
    folder = snapshot(path.parent)
    folder.pop("book.sqlite.lock", None)
    wal, shm = path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")
    if wal.exists() and wal.stat().st_size == 0:
        folder.pop(wal.name)
        folder.pop(shm.name, None)
    return folder


def test_a_hand_with_a_duplicate_card_is_refused_and_changes_nothing(
    tmp_path: Path, real_book: bytes, book_factory: BookFactory
) -> None:
    path = book_factory()
    place_book(path, real_book, tmp_path)
    data = random_hand(random.Random(8), ["Amy", "Bob", "Cat"])
    stolen = data["players"][0]["back"].split()[0]
    data["players"][2]["front"] = " ".join([stolen] + data["players"][2]["front"].split()[1:])
    with open_book(path) as book:
        events = len(book.session("1").events)
        with pytest.raises(InputError, match=f"duplicate card {stolen}: Amy back and Cat front"):
            book.act("1", "added", lambda s: s.prepare_add(parse_hand_entry(data)))
        assert len(book.session("1").events) == events
    hand = tmp_path / "dup.json"
    hand.write_text(json.dumps(data))
    before = snapshot(tmp_path), book_state(path)
    assert_refused(run_cli("session", "add", "1", hand, "--book", path), f"duplicate card {stolen}")
    assert_refused(run_cli("session", "edit", "1", "2", hand, "--reason", "fix", "--book", path), "duplicate card")
    assert (snapshot(tmp_path), book_state(path)) == before
    if not is_pg(path):
        assert Path(path).read_bytes() == real_book


# -- changed behind the app's back ------------------------------------------------------------
def _change_an_amount(db: sqlite3.Connection) -> None:
    seq, text = db.execute("SELECT seq, payload FROM events WHERE kind = 'added' AND seq = 12").fetchone()
    payload = json.loads(text)
    player = payload["result"]["players"][0]
    player["money"] = str(D(player["money"]) + 100)
    db.execute("UPDATE events SET payload = ? WHERE seq = ?", (canonical(payload), seq))


def _change_an_amount_keeping_the_sums(db: sqlite3.Connection) -> None:
    """Both players' money moved, so the totals still balance: only the chain can tell."""
    seq, text = db.execute("SELECT seq, payload FROM events WHERE kind = 'added' AND seq = 12").fetchone()
    payload = json.loads(text)
    first, second = payload["result"]["players"][:2]
    first["money"] = str(D(first["money"]) + 50)
    second["money"] = str(D(second["money"]) - 50)
    db.execute("UPDATE events SET payload = ? WHERE seq = ?", (canonical(payload), seq))


TAMPERING: dict[str, tuple[Callable[[sqlite3.Connection], object], str]] = {
    "an amount changed": (_change_an_amount, "event 12 (added) was changed"),
    "an amount changed, sums kept": (_change_an_amount_keeping_the_sums, "event 12 (added) was changed"),
    "an event deleted": (lambda db: db.execute("DELETE FROM events WHERE seq = 20"), "event 20 is missing"),
    "the last event deleted": (
        lambda db: db.execute("DELETE FROM events WHERE seq = (SELECT MAX(seq) FROM events)"),
        "the last events are missing",
    ),
}


@pytest.mark.parametrize("how", sorted(TAMPERING))
def test_a_book_changed_behind_the_apps_back_is_reported(
    how: str, tmp_path: Path, real_book: bytes, book_factory: BookFactory
) -> None:
    path = book_factory()
    place_book(path, real_book, tmp_path)
    change, problem = TAMPERING[how]
    db = raw_connection(path)
    change(db)
    db.commit()
    db.close()

    with open_book(path) as book:  # it still opens, to be looked at
        session = book.session("1")
        result = ledger.settle(session, head=book.head("1"))
        assert not result.verified
        assert problem in result.problems[0]

    before = snapshot(tmp_path), book_state(path)
    settled = run_cli("session", "settle", "1", "--book", path)
    assert settled.returncode == 3
    printed = json.loads(settled.stdout)
    assert printed["verified"] is False and printed["session"] == "1"
    assert set(printed) == {
        "session",
        "balances",
        "by_pair",
        "simplified",
        "coin",
        "rounding",
        "fingerprint",
        "verified",
    }
    lines = settled.stderr.splitlines()
    assert len(lines) == 1 and "audit chain does not verify" in lines[0] and problem in lines[0]

    target = tmp_path / "out.json"
    exported = run_cli("export", "1", "--json", target, "--book", path)
    assert exported.returncode != 0 and exported.stdout == ""
    assert "audit chain does not verify" in exported.stderr and len(exported.stderr.splitlines()) == 1
    assert not target.exists()
    assert (snapshot(tmp_path), book_state(path)) == before


def test_an_untouched_book_verifies_and_exports(tmp_path: Path, real_book: bytes, book_factory: BookFactory) -> None:
    path = book_factory()
    place_book(path, real_book, tmp_path)
    settled = run_cli("session", "settle", "1", "--book", path)
    assert settled.returncode == 0 and settled.stderr == ""
    assert json.loads(settled.stdout)["verified"] is True
    target = tmp_path / "out.json"
    assert run_cli("export", "1", "--json", target, "--book", path).returncode == 0
    assert json.loads(target.read_text())["events"][-1]["kind"] == "voided"


# -- migrations ---------------------------------------------------------------------------------
def make_v1_book(path: Path, session: Session) -> None:
    """A book as version 1 of the program wrote it, holding ``session``."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    migrate_step(db, 0)
    sid = int(session.id)
    db.execute("INSERT INTO sessions VALUES (?, ?, ?, ?, ?)", (sid, session.name, "2026-01-02T20:00:00", "", 0))
    for name in session.players:
        db.execute("INSERT INTO players VALUES (?, ?)", (name, "2026-01-02T20:00:00"))
    for e in session.events:
        db.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)", (sid, e.seq, e.kind, e.at, e.payload_text, e.hash))
    for r in session.live_hands():
        for p in r.result.dump()["players"]:
            row = (sid, r.number, p["name"], r.at, p["units"], p["money"])
            db.execute("INSERT INTO hand_money VALUES (?, ?, ?, ?, ?, ?)", row)
    db.execute("UPDATE sessions SET head = ?, events = ? WHERE id = ?", (session.head, len(session.events), sid))
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")
    db.execute("COMMIT")
    db.close()


def v1_session(hands: int = 12) -> Session:
    rng = random.Random(42)
    session = Session.create("1", name="Old times", players=NAMES, rules="classic-1-6", unit=D("0.5"))
    for _ in range(hands):
        session.append("added", session.prepare_add(parse_hand_entry(random_hand(rng, NAMES))))
    session.append("voided", session.prepare_void(2, "misdeal"))
    return session


def tables(db: sqlite3.Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_a_version_1_book_is_migrated_after_a_backup(tmp_path: Path) -> None:
    assert SCHEMA_VERSION >= 2
    path = tmp_path / "book.sqlite"
    session = v1_session()
    make_v1_book(path, session)
    backup = tmp_path / "book.sqlite.v1.bak"

    with Book.open(path) as book:
        assert book.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert book.db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert "drafts" in tables(book.db)
        migrated = assert_book_consistent(book, "1")
        assert ledger.totals(migrated) == ledger.totals(session)
        assert ledger.settle(migrated, head=book.head("1")).verified
        book.save_draft("1", '{"players": []}')  # what version 2 added works
        assert book.draft("1") == '{"players": []}'
        fill(book, "1", random.Random(1), 3)
        assert assert_book_consistent(book, "1").next_hand == 16

    # The backup is the version 1 book as it was: valid, complete, and itself migratable.
    assert backup.exists()
    assert integrity(backup) == [("ok",)]
    db = sqlite3.connect(backup)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert "drafts" not in tables(db)
    rows = db.execute("SELECT seq, kind, at, payload, hash FROM events ORDER BY seq").fetchall()
    assert rows == [(e.seq, e.kind, e.at, e.payload_text, e.hash) for e in session.events]
    db.close()

    copy = tmp_path / "copy" / "book.sqlite"
    copy.parent.mkdir()
    shutil.copyfile(backup, copy)
    with Book.open(copy) as book:
        assert ledger.totals(assert_book_consistent(book, "1")) == ledger.totals(session)

    # Opening the migrated book again migrates nothing and backs nothing up again.
    saved = sha(backup)
    with Book.open(path) as book:
        assert book.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert sha(backup) == saved
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book.sqlite", "book.sqlite.v1.bak", "copy"]


def test_a_new_book_needs_no_migration_and_makes_no_backup(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "dir" / "book.sqlite"
    with Book.open(path) as book:
        assert book.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert book.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert book.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert sorted(p.name for p in path.parent.iterdir()) == ["book.sqlite"]


def test_processes_opening_an_old_book_at_once_migrate_it_once(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite"
    make_v1_book(path, v1_session(4))
    go = tmp_path / "go"
    recorder = REPO / "tests" / "helpers" / "recorder.py"
    children = [
        subprocess.Popen(
            [sys.executable, str(recorder), str(path), "1", "--seed", str(i), "--count", "5", "--go", str(go)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=cli_env(),
        )
        for i in range(3)
    ]
    go.touch()
    outputs = [child.communicate(timeout=120) for child in children]
    for child, (out, err) in zip(children, outputs, strict=True):
        assert child.returncode == 0 and err == "", err
        assert out.splitlines()[0] == "ready 1"
    with Book.open(path) as book:
        session = assert_book_consistent(book, "1")
        assert len(session.hands) == 4 + 15
    db = sqlite3.connect(tmp_path / "book.sqlite.v1.bak")
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 6
    db.close()


# -- the editing lock ------------------------------------------------------------------------------
def test_a_second_exclusive_open_is_refused_clearly(tmp_path: Path, real_book: bytes) -> None:
    path = tmp_path / "book.sqlite"
    path.write_bytes(real_book)
    first = Book.open(path, exclusive=True)
    try:
        files = snapshot(tmp_path)
        with pytest.raises(BookInUse) as caught:
            Book.open(path, exclusive=True)
        assert str(caught.value) == (f"{path}: this book is open in another scorekeeper window; close it there first")
        assert snapshot(tmp_path) == files
        # Another process is refused the same way.
        probe = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys\nfrom scorekeeper.book.storage import Book, BookInUse\n"
                "try:\n    Book.open(sys.argv[1], exclusive=True)\nexcept BookInUse as e:\n    print(e)\n",
                str(path),
            ],
            capture_output=True,
            text=True,
            env=cli_env(),
            timeout=60,
        )
        assert probe.stdout.strip().endswith("close it there first"), probe.stderr
        fill(first, "1", random.Random(3), 2)  # the holder still records
    finally:
        first.close()
    with Book.open(path, exclusive=True) as book:  # free again once closed
        assert len(assert_book_consistent(book, "1").hands) == 42
    assert integrity(path) == [("ok",)]
