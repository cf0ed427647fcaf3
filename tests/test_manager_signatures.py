"""Signed sign-offs (issue 27, item 1): a gated event carries the manager key's signature over
its content and its place in the chain, and replay checks it.

Each forgery below verified before signatures: a void written "signed" through the library,
through plain SQL (the chain and the row recomputed), and appended to an export (the chain
recomputed) and imported. Now each is refused or reported, naming the event.
"""

from __future__ import annotations

import io
import json
import random
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import cli, rechain_export, refused

from scorekeeper.book.rows import session_row, write_row
from scorekeeper.book.storage import Book
from scorekeeper.casino import manager
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.session.events import Event
from scorekeeper.session.session import Session

PASSPHRASE = "green baize 1987"
PLAYERS = ["Amy", "Bob"]
FAKE_SIG = "ab" * 64


@pytest.fixture
def book(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Path:
    """A session with a manager passphrase (its key) and two hands."""
    monkeypatch.delenv(manager.ENV, raising=False)
    path = tmp_path / "book.sqlite"
    cli(capsys, "session", "new", "--name", "Cage", "--players", ",".join(PLAYERS), "--book", path)
    monkeypatch.setattr("sys.stdin", io.StringIO(PASSPHRASE + "\n"))
    assert cli(capsys, "session", "manager", "1", "set", "--book", path) == {"manager": "set"}
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    rng = random.Random(5)
    hand = tmp_path / "hand.json"
    for _ in range(2):
        hand.write_text(json.dumps(random_hand(rng, PLAYERS)))
        cli(capsys, "session", "add", "1", hand, "--book", path)
    return path


def void_payload(session: Session, hand: int, *, sig: str | None = None) -> dict[str, Any]:
    payload = {**session.prepare_void(hand, "forged").payload(), "signed": True}
    return {**payload, "sig": sig} if sig is not None else payload


def verified(capsys: pytest.CaptureFixture[str], path: Path, session_id: str = "1") -> dict[str, Any]:
    settled: dict[str, Any] = cli(capsys, "session", "settle", session_id, "--book", path)
    return settled


def test_a_signed_void_verifies_and_the_audit_says_it_is_signed(
    book: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(manager.ENV, PASSPHRASE)
    assert cli(capsys, "session", "void", "1", "1", "--reason", "misdeal", "--book", book) == {"hand": 1}
    assert verified(capsys, book)["verified"] is True
    with Book.open(book) as opened:
        void = [a for a in opened.session("1").audit() if a["kind"] == "voided"][0]
        stored = opened.session("1").events[-1].payload
    assert void["manager"] is True and void["signature"] == "signed" and len(stored["sig"]) == 128


@pytest.mark.parametrize("sig", [None, FAKE_SIG], ids=["unsigned", "a made-up signature"])
def test_a_signed_void_written_through_the_library_without_the_key_is_refused(book: Path, sig: str | None) -> None:
    with Book.open(book) as opened:
        head = opened.head("1")
        with pytest.raises(InputError, match="hand 1's void: the manager's signature"):
            opened.act("1", "voided", lambda s: void_payload(s, 1, sig=sig))
        assert opened.head("1") == head and opened.verify("1").verified


def test_a_signature_moved_to_another_void_does_not_match(
    book: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(manager.ENV, PASSPHRASE)
    cli(capsys, "session", "void", "1", "1", "--reason", "forged", "--book", book)
    with Book.open(book) as opened:
        real = opened.session("1").events[-1].payload["sig"]
        with pytest.raises(InputError, match="hand 2's void: the manager's signature does not match"):
            opened.act("1", "voided", lambda s: void_payload(s, 2, sig=real))


def settle_refused(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    """``session settle`` of a session that does not verify: exit 3, ``verified`` false, and why."""
    from scorekeeper.cli.main import main

    code = main(["session", "settle", "1", "--book", str(path)])
    out, err = capsys.readouterr()
    assert code == 3 and json.loads(out)["verified"] is False, (code, out, err)
    return err.strip()


def append_by_sql(path: Path, kind: str, payload: dict[str, Any]) -> None:
    """An event appended with plain SQL, the chain, the count and the row recomputed by the
    library's own functions, as a careful forger with the book's file would."""
    db = sqlite3.connect(path)
    rows = db.execute("SELECT seq, kind, at, payload, hash FROM events WHERE session_id = 1 ORDER BY seq").fetchall()
    events = [Event(*row) for row in rows]
    event = Event.make(seq=len(events) + 1, kind=kind, payload=payload, prev=events[-1].hash, at=events[-1].at)
    db.execute(
        "INSERT INTO events(session_id, seq, kind, at, payload, hash) VALUES (1, ?, ?, ?, ?, ?)",
        (event.seq, event.kind, event.at, event.payload_text, event.hash),
    )
    session = Session.replay("1", [*events, event])
    created = db.execute("SELECT created FROM sessions WHERE id = 1").fetchone()[0]
    row = session_row(session, created=created, head=(event.hash, event.seq))
    write_row(db, "1", replace(row, state="open"))  # the row as if it verified
    db.execute("DELETE FROM hand_money WHERE session_id = 1 AND hand = 1")
    db.commit()
    db.close()


@pytest.mark.parametrize("sig", [None, FAKE_SIG], ids=["unsigned", "a made-up signature"])
def test_a_signed_void_written_with_sql_is_reported_not_verified(
    book: Path, capsys: pytest.CaptureFixture[str], sig: str | None
) -> None:
    with Book.open(book) as opened:
        payload = void_payload(opened.session("1"), 1, sig=sig)
    append_by_sql(book, "voided", payload)
    assert "event 5 (voided) is damaged: hand 1's void: the manager's signature" in settle_refused(capsys, book)
    with Book.open(book) as opened:
        check = opened.verify("1")
    assert not check.verified and any("hand 1's void: the manager's signature" in p for p in check.problems)


def test_clearing_the_passphrase_with_sql_does_not_verify(book: Path, capsys: pytest.CaptureFixture[str]) -> None:
    append_by_sql(book, "manager", {"scrypt": None, "signed": True, "v": 1})
    assert "the passphrase change: the manager's signature is missing" in settle_refused(capsys, book)


@pytest.mark.parametrize("sig", [None, FAKE_SIG], ids=["unsigned", "a made-up signature"])
def test_an_export_with_a_forged_void_appended_is_refused_at_import(
    book: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path, sig: str | None
) -> None:
    night = tmp_path / "night.json"
    cli(capsys, "export", "1", "--json", night, "--book", book)
    data = json.loads(night.read_text(encoding="utf-8"))
    with Book.open(book) as opened:
        payload = void_payload(opened.session("1"), 1, sig=sig)
    data["events"].append({"seq": 0, "kind": "voided", "at": data["events"][-1]["at"], "payload": payload})
    rechain_export(data)  # as a careful forger would
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(data), encoding="utf-8")
    room = tmp_path / "room.sqlite"
    message = refused(capsys, "import", forged, "--book", room)
    assert "hand 1's void: the manager's signature" in message
    with Book.open(room) as opened:
        assert opened.list_sessions() == []


def test_changing_the_passphrase_is_signed_by_the_old_key(
    book: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with Book.open(book) as opened:
        old_key = opened.session("1").casino.manager.key  # type: ignore[union-attr]
    monkeypatch.setenv(manager.ENV, PASSPHRASE)
    monkeypatch.setattr("sys.stdin", io.StringIO("night shift\n"))
    cli(capsys, "session", "manager", "1", "set", "--book", book)
    with Book.open(book) as opened:
        session = opened.session("1")
        change = session.events[-1]
        assert session.casino.manager is not None and session.casino.manager.key not in (None, old_key)
    from scorekeeper.casino.signing import valid

    before = session.events[-2].hash
    sig = change.payload["sig"]
    assert valid(old_key or "", sig, seq=change.seq, kind="manager", prev=before, payload=change.payload)
    monkeypatch.setenv(manager.ENV, "night shift")
    assert cli(capsys, "session", "void", "1", "2", "--reason", "misdeal", "--book", book) == {"hand": 2}
    assert verified(capsys, book)["verified"] is True


def test_sign_offs_recorded_before_signatures_open_verify_and_say_they_are_not_provable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    golden = json.loads((Path(__file__).parent / "data" / "golden" / "casino-manager.json").read_text("utf-8"))
    events = [Event(r["seq"], r["kind"], r["at"], r["payload"], r["hash"]) for r in golden["events"]]
    with Book.open(tmp_path / "old.sqlite") as opened:
        sid = opened.import_events(events).id
        assert opened.verify(sid).verified
        signed = [a for a in opened.session(sid).audit() if a.get("manager")]
    assert signed and all(a["signature"] == "signed before signatures (not provable)" for a in signed)
    assert all("(signed before signatures (not provable))" in a["detail"] for a in signed)
