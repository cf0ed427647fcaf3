"""A card room's terminal role (issue 27, item 1): the README's exact grants, and no more.

The role records through the book's functions only: hands, a void signed with the
manager's passphrase, a settle that verifies; its own INSERT, UPDATE and DELETE on the
events table (and on the session's head) are refused by the server, and an event appended
through the library whose hash does not chain is refused by the function, the book as it was.
"""

from __future__ import annotations

import io
import json
import random
import re
import uuid
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pg_support
import pytest
from helpers.session_kit import cli, refused
from hypothesis import given, settings
from hypothesis import strategies as st
from pg_support import connect, dump

from scorekeeper.book import pg_queries as q
from scorekeeper.book.postgres import PostgresBook
from scorekeeper.book.sqlite_errors import StorageError
from scorekeeper.casino import manager
from scorekeeper.demo import random_hand
from scorekeeper.session.event_records import stored_payload
from scorekeeper.session.events import Event, event_hash
from scorekeeper.session.session import parse_hand_entry

PASSPHRASE = "green baize 1987"
PLAYERS = ["Amy", "Bob", "Cat"]
README = Path(__file__).resolve().parents[1] / "README.md"

pg_url = pg_support.pg_url


def documented_grants(schema: str, role: str) -> list[str]:
    """The statements of the README's "A card room's terminal role", for ``schema`` and ``role``."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("**A card room's terminal role.**") :]
    block = section[section.index("```sql") + len("```sql") : section.index("```", section.index("```sql") + 6)]
    block = re.sub(r"\bpublic\b", f'"{schema}"', block)
    block = re.sub(r"\btable3\b", f'"{role}"', block)
    statements = [" ".join(s.split()) for s in block.split(";") if s.strip()]
    assert len(statements) == 6 and all(s.startswith("GRANT ") for s in statements)
    return statements


@pytest.fixture
def role() -> Iterator[str]:
    """A role that may log in, and nothing more until the test grants it."""
    name = f"sk_term_{uuid.uuid4().hex[:10]}"
    with pg_support.admin() as db:
        db.execute(f'CREATE ROLE "{name}" LOGIN')
    try:
        yield name
    finally:
        with pg_support.admin() as db:
            db.execute(f'DROP OWNED BY "{name}"')
            db.execute(f'DROP ROLE "{name}"')


def as_role(url: str, role: str) -> str:
    return url.replace("postgresql://postgres@", f"postgresql://{role}@", 1)


def schema_of(url: str) -> str:
    with PostgresBook.open(url) as book:  # the owner's first open makes the tables and functions
        return book.link.schema


def grant(url: str, statements: list[str]) -> None:
    with connect(url) as db:
        for statement in statements:
            db.execute(statement)


def add_hand(capsys: pytest.CaptureFixture[str], book: str, tmp_path: Path, rng: random.Random) -> Any:
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(rng, PLAYERS)), encoding="utf-8")
    return cli(capsys, "session", "add", "1", hand, "--book", book)


@pytest.fixture
def terminal(pg_url: str, role: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> str:
    """The URL of the book as a terminal's role with the README's grants, and no more."""
    monkeypatch.delenv(manager.ENV, raising=False)
    grant(pg_url, documented_grants(schema_of(pg_url), role))
    return as_role(pg_url, role)


def test_a_terminal_with_the_documented_grants_records_voids_signed_and_settles(
    terminal: str, role: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with connect(terminal) as db:
        assert db.execute("SELECT current_user").fetchone() == (role,)
    cli(capsys, "session", "new", "--name", "Table 3", "--players", ",".join(PLAYERS), "--book", terminal)
    monkeypatch.setattr("sys.stdin", io.StringIO(PASSPHRASE + "\n"))
    assert cli(capsys, "session", "manager", "1", "set", "--book", terminal) == {"manager": "set"}
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    rng = random.Random(7)
    added = [add_hand(capsys, terminal, tmp_path, rng) for _ in range(4)]
    assert [a["hand"] for a in added] == [1, 2, 3, 4]
    no_passphrase = refused(capsys, "session", "void", "1", "2", "--reason", "misdeal", "--book", terminal)
    assert "this needs the manager's passphrase" in no_passphrase
    monkeypatch.setenv(manager.ENV, PASSPHRASE)
    assert cli(capsys, "session", "void", "1", "2", "--reason", "misdeal", "--book", terminal) == {"hand": 2}
    settled = cli(capsys, "session", "settle", "1", "--book", terminal)
    assert settled["verified"] is True and sum(Decimal(v) for v in settled["balances"].values()) == 0
    shown = cli(capsys, "session", "show", "1", "--book", terminal)
    assert [h["status"] for h in shown["hands"]] == ["recorded", "void", "recorded", "recorded"]
    with PostgresBook.open(terminal) as book:
        void = book.session("1").events[-1]
        assert void.kind == "voided" and len(void.payload["sig"]) == 128
        book.save_draft("1", "{}")  # the typed hand's draft is the terminal's own
        assert book.draft("1") == "{}"
        book.clear_draft("1")


def test_the_terminal_cannot_write_the_events_table_or_the_head(
    terminal: str, pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli(capsys, "session", "new", "--name", "Table 3", "--players", ",".join(PLAYERS), "--book", terminal)
    rng = random.Random(8)
    for _ in range(3):
        add_hand(capsys, terminal, tmp_path, rng)
    before = dump(pg_url)
    import psycopg

    attempts = [
        "INSERT INTO events(session_id, seq, kind, at, payload, hash) VALUES (1, 5, 'added', 'x', '{}', 'x')",
        "UPDATE events SET payload = '{}' WHERE session_id = 1 AND seq = 2",
        "DELETE FROM events WHERE session_id = 1 AND seq = 4",
        "UPDATE sessions SET head = '', events = 3 WHERE id = 1",
        "DELETE FROM sessions WHERE id = 1",
        "INSERT INTO register_events(seq, kind, at, payload, hash) VALUES (1, 'x', 'x', '{}', 'x')",
        "UPDATE book_meta SET value = '1' WHERE key = 'schema_version'",
        "SELECT book_delete_session(1)",
    ]
    with connect(terminal) as db:
        for statement in attempts:
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="permission denied for"):
                db.execute(statement)
    assert dump(pg_url) == before
    assert cli(capsys, "session", "settle", "1", "--book", terminal)["verified"] is True


def test_an_event_that_does_not_follow_the_log_is_refused_by_the_book_s_function(
    terminal: str, pg_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cli(capsys, "session", "new", "--name", "Table 3", "--players", ",".join(PLAYERS), "--book", terminal)
    rng = random.Random(9)
    for _ in range(3):
        add_hand(capsys, terminal, tmp_path, rng)
    before = dump(pg_url)
    with PostgresBook.open(terminal) as book:
        session = book.session("1")
        prepared = session.prepare_add(parse_hand_entry(random_hand(rng, PLAYERS)))
        payload = stored_payload("added", prepared)[1]
        at = "2026-12-02T21:00:00+00:00"
        good = Event.make(seq=5, kind="added", payload=payload, prev=session.head, at=at)
        forged = [  # a new head from nowhere, a rewritten event 2, a skipped event 5, a made-up hash
            ("event 5 does not chain", Event.make(seq=5, kind="added", payload=payload, prev="", at=at)),
            ("event 2 is not the next one", Event.make(seq=2, kind="added", payload=payload, prev="", at=at)),
            ("event 6 is not the next one", Event.make(seq=6, kind="added", payload=payload, prev=good.hash, at=at)),
            ("event 5 does not chain", Event(5, "added", at, good.payload_text, "0" * 64)),
        ]
        for words, event in forged:

            def append(event: Event = event) -> None:
                with book.link.transaction() as db:
                    q.store(db, session, event, "2026-12-02T20:00:00+00:00")

            with pytest.raises(StorageError) as caught:
                book.link.retrying(append, unsaved="hand 4")
            assert str(caught.value) == (
                f"the database refused the book (session 1: {words}"
                + (" to the event before it)" if "chain" in words else " (the log holds 4 events))")
                + ": hand 4 was not saved; check the book for damage"
            )
        assert dump(pg_url) == before
        assert book.act("1", "added", lambda s: prepared).payload["hand"] == 4  # the program's own goes through
        assert book.verify("1").verified


def test_a_role_without_the_function_grant_is_told_so(
    pg_url: str, role: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    schema = schema_of(pg_url)
    grant(pg_url, [s for s in documented_grants(schema, role) if not s.startswith("GRANT EXECUTE")])
    url = as_role(pg_url, role)
    err = refused(capsys, "session", "new", "--name", "Table 3", "--players", ",".join(PLAYERS), "--book", url)
    assert err == (
        f"the database refused: the role {role} has no right to use the function book_new_session:"
        " the new session was not saved; ask the database's administrator for the grant"
    )


def test_a_book_made_before_the_functions_gets_them_from_its_owner_and_its_terminals_record_on(
    pg_url: str, role: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    schema = schema_of(pg_url)
    cli(capsys, "session", "new", "--name", "Table 3", "--players", ",".join(PLAYERS), "--book", pg_url)
    add_hand(capsys, pg_url, tmp_path, random.Random(10))
    with connect(pg_url) as db:  # as a book of the version before: no functions, no 'functions' mark
        for name in ("book_append_event", "book_new_session", "book_append_register", "book_delete_session"):
            db.execute(f"DROP FUNCTION {name}")
        db.execute("DROP FUNCTION book_event_hash")
        db.execute("DELETE FROM book_meta WHERE key = 'functions'")
    old_grants = [  # what the README asked of a terminal before the functions
        f'GRANT USAGE ON SCHEMA "{schema}" TO "{role}"',
        f'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA "{schema}" TO "{role}"',
    ]
    grant(pg_url, old_grants)
    url = as_role(pg_url, role)
    err = refused(capsys, "session", "show", "1", "--book", url)
    assert err.endswith(
        f": the database refused: the role {role} has no right to use the schema {schema};"
        " ask the database's administrator for the grant"
    )
    assert cli(capsys, "session", "settle", "1", "--book", pg_url)["verified"] is True  # the owner upgrades it
    with connect(pg_url) as db:
        assert db.execute("SELECT value FROM book_meta WHERE key = 'functions'").fetchone() == ("1",)
    assert add_hand(capsys, url, tmp_path, random.Random(11))["hand"] == 2  # its writers keep writing
    assert cli(capsys, "session", "settle", "1", "--book", url)["verified"] is True
    fresh = f"sk_term_{uuid.uuid4().hex[:10]}"  # a role without a table right gets no function either
    with pg_support.admin() as db:
        db.execute(f'CREATE ROLE "{fresh}" LOGIN')
    try:
        with connect(pg_url) as db:
            row = db.execute(
                "SELECT has_function_privilege(%s, p.oid, 'EXECUTE'), has_function_privilege(%s, p.oid, 'EXECUTE')"
                " FROM pg_proc p WHERE proname = 'book_append_event' AND pronamespace = current_schema()::regnamespace",
                (role, fresh),
            ).fetchone()
        assert row == (True, False)
    finally:
        with pg_support.admin() as db:
            db.execute(f'DROP ROLE "{fresh}"')


_TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=30)


def test_the_server_computes_the_chain_s_hash_as_the_program_does(pg_url: str) -> None:
    """Every character the canonical JSON escapes (controls, quotes, backslashes) and every one it
    keeps as it is (accents, emoji, U+2028, bidi controls) hash alike on both sides."""
    schema_of(pg_url)
    with connect(pg_url) as db:

        @settings(max_examples=300, deadline=None, database=None)
        @given(seq=st.integers(1, 2**31 - 1), kind=_TEXT, at=_TEXT, payload=_TEXT, prev=_TEXT)
        def same(seq: int, kind: str, at: str, payload: str, prev: str) -> None:
            ours = event_hash(seq=seq, kind=kind, at=at, payload_text=payload, prev=prev)
            row = db.execute("SELECT book_event_hash(%s, %s, %s, %s, %s)", (seq, kind, at, payload, prev)).fetchone()
            assert row == (ours,)

        same()
        every_control = "".join(chr(i) for i in range(1, 0x20)) + '"\\/\x7f\u2028\u202e\ufeff'
        test = db.execute("SELECT book_event_hash(1, %s, %s, %s, '')", (every_control,) * 3).fetchone()
        assert test == (event_hash(seq=1, kind=every_control, at=every_control, payload_text=every_control, prev=""),)
