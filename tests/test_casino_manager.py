"""Manager sign-off: a void refused without the passphrase, accepted with it; the book never holds it."""

from __future__ import annotations

import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import assert_refused, cli_env

from scorekeeper.book.storage import Book
from scorekeeper.casino import manager
from scorekeeper.demo import random_hand

PASSPHRASE = "green baize 1987"


def run(*args: str | Path, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in cli_env().items() if k != manager.ENV} | (env or {})
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *map(str, args)],
        input=stdin,
        capture_output=True,
        text=True,
        env=full,
        timeout=60,
    )


def ok(result: subprocess.CompletedProcess[str]) -> Any:
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout) if result.stdout.strip() else None


@pytest.fixture
def book(tmp_path: Path) -> Path:
    path = tmp_path / "book.sqlite"
    ok(run("session", "new", "--name", "Cage", "--players", "Amy,Bob", "--book", path))
    rng = random.Random(2)
    for _ in range(2):
        hand = tmp_path / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, ["Amy", "Bob"])))
        ok(run("session", "add", "1", hand, "--book", path))
    assert ok(run("session", "manager", "1", "set", "--book", path, stdin=PASSPHRASE + "\n")) == {"manager": "set"}
    return path


def events_of(book: Path) -> list[tuple[Any, ...]]:
    with sqlite3.connect(book) as db:
        return db.execute("SELECT * FROM events ORDER BY session_id, seq").fetchall()


def test_a_void_is_refused_without_the_passphrase_and_accepted_with_it(book: Path) -> None:
    b = ("--book", book)
    before = events_of(book)
    assert_refused(run("session", "void", "1", "1", "--reason", "misdeal", *b), "manager's passphrase")
    assert_refused(run("session", "void", "1", "1", "--reason", "misdeal", *b, stdin="wrong\n"), "passphrase is wrong")
    assert events_of(book) == before  # nothing recorded (the wrong try is counted in the book: see below)
    assert ok(run("session", "void", "1", "1", "--reason", "misdeal", *b, stdin=PASSPHRASE + "\n")) == {"hand": 1}
    assert ok(run("session", "void", "1", "2", "--reason", "misdeal", *b, env={manager.ENV: PASSPHRASE})) == {"hand": 2}
    with Book.open(book) as opened:
        audit = opened.session("1").audit()
    voids = [a for a in audit if a["kind"] == "voided"]
    assert [a.get("manager") for a in voids] == [True, True]  # the audit says the manager signed


def test_recording_hands_needs_no_passphrase_but_a_stake_change_after_hand_one_does(book: Path) -> None:
    b = ("--book", book)
    hand = book.parent / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(9), ["Amy", "Bob"])))
    assert ok(run("session", "add", "1", hand, *b)) == {"hand": 3}
    assert_refused(run("session", "stake", "1", "Amy,Bob=5", *b), "manager's passphrase")
    assert_refused(run("session", "collection", "1", "--per-player", "1", *b), "manager's passphrase")
    ok(run("session", "stake", "1", "Amy,Bob=5", *b, stdin=PASSPHRASE + "\n"))


def test_the_book_never_contains_the_passphrase(book: Path) -> None:
    ok(run("session", "void", "1", "1", "--reason", "misdeal", "--book", book, stdin=PASSPHRASE + "\n"))
    for path in book.parent.iterdir():  # the book, its -wal and -shm, any backup
        assert PASSPHRASE.encode() not in path.read_bytes(), path.name
    with Book.open(book) as opened:
        record = opened.session("1").casino.manager
        assert record is not None and record.key is not None
        salt, n, _r, _p = opened.manager_derivation(record.key) or ("", 0, 0, 0)  # kept beside the log
    assert n >= 2**14 and len(bytes.fromhex(salt)) == 16


def test_changing_or_clearing_the_passphrase_needs_the_current_one(book: Path) -> None:
    b = ("--book", book)
    assert_refused(run("session", "manager", "1", "clear", *b, stdin="guess\n"), "passphrase is wrong")
    ok(run("session", "manager", "1", "set", *b, stdin=f"{PASSPHRASE}\nnew one\n"))
    assert ok(run("session", "manager", "1", "check", *b, env={manager.ENV: "new one"})) == {"manager": "ok"}
    assert ok(run("session", "manager", "1", "clear", *b, stdin="new one\n")) == {"manager": "cleared"}
    assert ok(run("session", "manager", "1", "status", *b)) == {"manager": False}


def test_wrong_passphrases_wait_longer_each_time(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    waits: list[float] = []
    monkeypatch.setattr(manager, "sleep", waits.append)
    with Book.open(tmp_path / "b.sqlite") as opened:
        session = opened.create_session(name="T", players=["Amy", "Bob"])
        opened.act(session.id, "manager", lambda s: {"scrypt": manager.hash_passphrase("right").payload()})
        for _ in range(4):
            with pytest.raises(Exception, match="wrong"):
                opened.check_manager(session.id, "nope")
        opened.check_manager(session.id, "right")  # waits 8 s first, then resets the count
        assert waits == [1.0, 2.0, 4.0, 8.0] and opened.guard_failures(session.id) == 0


def failures_in(book: Path) -> int:
    with sqlite3.connect(book) as db:
        return int(db.execute("SELECT manager_failures FROM sessions WHERE id = 1").fetchone()[0])


def test_the_wait_grows_across_command_runs(book: Path) -> None:
    b = ("--book", book)
    assert_refused(run("session", "manager", "1", "check", *b, stdin="nope\n"), "passphrase is wrong")
    assert failures_in(book) == 1  # in the book: the next run waits 1 s first, then 2 s, ...
    ok(run("session", "manager", "1", "check", *b, stdin=PASSPHRASE + "\n"))
    assert failures_in(book) == 0
    assert os.environ.get(manager.ENV) is None


def test_deleting_a_session_with_a_manager_needs_the_passphrase(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(manager, "sleep", lambda seconds: None)
    with Book.open(tmp_path / "b.sqlite") as opened:
        sid = opened.create_session(name="Empty table", players=["Amy", "Bob"]).id
        opened.act(sid, "manager", lambda s: {"scrypt": manager.hash_passphrase("right").payload()})
        for wrong in (None, "nope"):
            with pytest.raises(Exception, match="passphrase"):
                opened.delete_session(sid, passphrase=wrong)
        assert [i.id for i in opened.list_sessions()] == [sid]
        opened.delete_session(sid, passphrase="right")
        assert opened.list_sessions() == []
