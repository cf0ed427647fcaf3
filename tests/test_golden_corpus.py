"""The golden corpus: books already on users' disks must keep reading the same (issue 25).

tests/data/golden/ holds sessions as the book stores them (every event row: kind, time, payload
text, hash) with what the command line gave for them when they were written: ``session list``,
``show``, ``settle`` (plain and every ``--mode``) and ``export --json``, fingerprints included, and
for a tournament's session ``tournament show``. tools/make_golden_corpus.py writes them (every
event kind, home, casino and tournament, signed events, payload version 0, book schemas 1 and 2,
the v1 export fixture). Here every session is loaded
into a fresh book (SQLite; PostgreSQL too when ``SCOREKEEPER_TEST_PG`` is set) and must open,
verify and answer exactly as before; and each payload of today's version, read by the engine and
written back, must be the stored text byte for byte (the hash chain covers it).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest

# -- the engine names this test leans on: repoint them here when modules move -------------------
from scorekeeper import Session  # replayed event by event: Session.apply
from scorekeeper.book import open_book  # a book by path or postgresql:// URL; Book.import_events stores rows as given
from scorekeeper.casino.state import CASINO_KINDS  # the casino's event kinds

# EVENT_VERSION: today's payload version; HOME_KINDS: the home game's kinds;
# check_event: reads a stored event (its payload checked against the log so far, and migrated)
from scorekeeper.session.event_models import EVENT_VERSION, check_event
from scorekeeper.session.event_records import HOME_KINDS, read_record  # one typed record per kind
from scorekeeper.session.events import Event  # a stored row; Event.make writes a new event's payload text and hash

# the tournament's kinds: the event's session, and a table's session's marker (t_of)
from scorekeeper.tournament_log.extension import TOURNAMENT
from scorekeeper.tournament_log.table_extension import TABLE

TOURNAMENT_KINDS = TOURNAMENT.kinds | TABLE.kinds

GOLDEN = Path(__file__).parent / "data" / "golden"
FILES = sorted(GOLDEN.glob("*.json"))
MODES = ("fewest", "pair", "cashier", "seat-order")


@cache
def golden(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    return data


NAMES = [p.stem for p in FILES]


def rows_as_events(data: dict[str, Any]) -> list[Event]:
    return [Event(r["seq"], r["kind"], r["at"], r["payload"], r["hash"]) for r in data["events"]]


def as_rows(events: list[Event]) -> list[dict[str, Any]]:
    return [{"seq": e.seq, "kind": e.kind, "at": e.at, "payload": e.payload_text, "hash": e.hash} for e in events]


# -- the command line, in this process (the installed ``scorekeeper`` command) -------------------
def scorekeeper(*args: str) -> str:
    (command,) = entry_points(group="console_scripts", name="scorekeeper")
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = command.load()(list(args))
    assert (code, err.getvalue()) == (0, ""), f"scorekeeper {' '.join(args)}"
    return out.getvalue()


def answers(book: str, scratch: Path, *, modes: bool = True, tournament: bool = False) -> dict[str, Any]:
    """What the command line answers today for session 1 of ``book`` (the shape the corpus keeps);
    ``tournament``: session 1 is an event, shown as ``tournament show`` shows it too."""
    got: dict[str, Any] = {
        "list": json.loads(scorekeeper("session", "list", "--book", book))["sessions"],
        "show": json.loads(scorekeeper("session", "show", "1", "--book", book)),
        "settle": json.loads(scorekeeper("session", "settle", "1", "--book", book)),
    }
    if modes:
        settle = ("session", "settle", "1", "--book", book, "--mode")
        got["settle_modes"] = {mode: json.loads(scorekeeper(*settle, mode)) for mode in MODES}
    target = scratch / "export.json"
    scorekeeper("export", "1", "--json", str(target), "--book", book)
    got["export"] = json.loads(target.read_text(encoding="utf-8"))
    if tournament:  # the event alone in this book: it plays from its log, its tables' sessions not here
        got["tournament_show"] = json.loads(scorekeeper("tournament", "show", "1", "--book", book))
    return got


# -- books to load the corpus into ----------------------------------------------------------------
@pytest.fixture(params=["sqlite", "postgres"])
def new_book(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], str]]:
    """Makes the name of a new, empty book: a path, or (with SCOREKEEPER_TEST_PG) a PostgreSQL URL."""
    if request.param == "sqlite":
        made = iter(range(1, 100))
        yield lambda: str(tmp_path / f"book{next(made)}.sqlite")
        return
    if not os.environ.get("SCOREKEEPER_TEST_PG"):
        pytest.skip("SCOREKEEPER_TEST_PG is not set")
    import pg_support

    pg_support.require_server()
    schemas: list[str] = []

    def make() -> str:
        schemas.append(pg_support.new_schema())
        return pg_support.with_search_path(pg_support.server_url(), schemas[-1])

    try:
        yield make
    finally:
        for schema in schemas:
            pg_support.drop_schema(schema)


def load(data: dict[str, Any], book: str) -> None:
    """The stored session into the new ``book``: a book of an older schema as its tables were
    (it migrates when first opened), else its rows through the book's own import of stored events."""
    store = data["store"]
    if store["as"] == "old-schema-book" and book.startswith("postgresql://"):
        load_pg_tables(book, store["postgresql"])
    elif store["as"] == "old-schema-book":
        db = sqlite3.connect(book)
        db.executescript("\n".join(store["sqlite"]["sql"]))
        db.execute(f"PRAGMA application_id = {int(store['sqlite']['application_id'])}")
        db.execute(f"PRAGMA user_version = {int(store['schema'])}")
        db.close()
    else:
        with open_book(book) as opened:
            opened.import_events(rows_as_events(data))


def load_pg_tables(url: str, tables: dict[str, Any]) -> None:
    import pg_support

    with pg_support.connect(url) as db:
        for statement in tables["statements"]:
            db.execute(statement)
        for table, rows in tables["rows"].items():
            for row in rows:
                db.execute(f"INSERT INTO {table} VALUES ({', '.join(['%s'] * len(row))})", row)


# -- the tests ------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_a_stored_session_opens_verifies_and_answers_as_before(
    name: str, new_book: Callable[[], str], tmp_path: Path
) -> None:
    data = golden(name)
    book = new_book()
    load(data, book)
    expected = data["expected"]
    got = answers(book, tmp_path, tournament="tournament_show" in expected)
    assert got["settle"]["verified"] is True
    assert got["settle"]["fingerprint"] == expected["settle"]["fingerprint"]
    assert got.keys() == expected.keys()
    for key in got:
        assert got[key] == expected[key], f"{name}: {key}"
    with open_book(book) as opened:
        check = opened.verify("1")
        assert check.verified, check.problem
        session = opened.session("1")
        assert session.damage is None
        assert as_rows(session.events) == data["events"]  # stored as they were, never rewritten
        assert opened.head("1") == data["head"]
    if data["store"]["as"] == "old-schema-book":  # migrated on its first open
        assert schema_of(book) == schema_of(new_book()) > data["store"]["schema"]


@pytest.mark.parametrize("name", NAMES)
def test_a_stored_event_read_and_written_again_is_the_same_text(name: str) -> None:
    """Today's version: write(read(text)) == text, and so the same hash. An older version reads
    as today's: the same payload with today's ``v``."""
    data = golden(name)
    session = Session("golden")
    prev = ""
    for row in rows_as_events(data):
        payload = check_event(session, row)
        again = Event.make(seq=row.seq, kind=row.kind, payload=payload, prev=prev, at=row.at)
        stored = json.loads(row.payload_text)
        where = f"{name}: event {row.seq} ({row.kind})"
        if stored.get("v") == EVENT_VERSION:
            assert again.payload_text == row.payload_text, where
            assert again.hash == row.hash, where
            if row.kind in HOME_KINDS | TOURNAMENT_KINDS:  # the typed record writes back the very text it was read from
                record = read_record(row.kind, row.payload_text)
                assert type(record).kind == row.kind, where
                remade = Event.make(seq=row.seq, kind=record.kind, payload=record.payload(), prev=prev, at=row.at)
                assert remade.payload_text == row.payload_text, where
        else:
            assert "v" not in stored, where  # version 0, the only older one
            assert json.loads(again.payload_text) == {**stored, "v": EVENT_VERSION}, where
        session.apply(row, payload)
        prev = row.hash
    assert session.damage is None
    assert session.head == data["head"]


@pytest.mark.parametrize("name", NAMES)
def test_a_stored_sessions_export_imports_again_and_answers_the_same(name: str, tmp_path: Path) -> None:
    data = golden(name)
    exported = tmp_path / "export.json"
    exported.write_text(json.dumps(data["expected"]["export"], ensure_ascii=False), encoding="utf-8")
    book = str(tmp_path / "book.sqlite")
    assert json.loads(scorekeeper("import", str(exported), "--book", book)) == {"session": "1"}
    got = answers(book, tmp_path, modes=False, tournament="tournament_show" in data["expected"])
    for key in ("show", "settle", "export", "tournament_show"):
        assert got.get(key) == data["expected"].get(key), f"{name}: {key}"


def test_the_export_fixture_made_before_versions_imports_and_answers_as_stored(tmp_path: Path) -> None:
    """tests/data/session-export-v1.json (payloads without ``v``, a 32-bit fingerprint) as a user imports it."""
    data = golden("fixture-export-v1")
    book = str(tmp_path / "book.sqlite")
    fixture = GOLDEN.parent / "session-export-v1.json"
    assert json.loads(scorekeeper("import", str(fixture), "--book", book)) == {"session": "1"}
    assert answers(book, tmp_path) == data["expected"]
    with open_book(book) as opened:
        assert as_rows(opened.session("1").events) == data["events"]


def schema_of(book: str) -> int:
    """The schema version of ``book`` (made now if it is not there yet)."""
    with open_book(book):
        pass
    if book.startswith("postgresql://"):
        import pg_support

        with pg_support.connect(book) as pg:
            return int(pg.execute("SELECT value FROM book_meta WHERE key = 'schema_version'").fetchone()[0])
    db = sqlite3.connect(book)
    try:
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
        return version
    finally:
        db.close()


def test_the_corpus_covers_every_event_kind_and_every_stored_version(tmp_path: Path) -> None:
    covered = [golden(n)["covers"] for n in NAMES]
    kinds = {k for c in covered for k in c["kinds"]}
    assert kinds == set(HOME_KINDS) | set(CASINO_KINDS) | TOURNAMENT_KINDS
    assert {v for c in covered for v in c["event_versions"]} == set(range(EVENT_VERSION + 1))
    assert any(c["signed"] for c in covered)
    today = schema_of(str(tmp_path / "new.sqlite"))
    schemas = {golden(n)["store"].get("schema", today) for n in NAMES}
    assert schemas == set(range(1, today + 1))
    assert "fixture-export-v1" in NAMES  # tests/data/session-export-v1.json
    for name in NAMES:  # each file's summary says what it holds
        rows = golden(name)["events"]
        assert golden(name)["covers"]["kinds"] == sorted({r["kind"] for r in rows})
