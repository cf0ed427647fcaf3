"""The player register (issue 30): merge, unmerge, undo, notes, removal, close names, the schema step.

Every action is run through ``scorekeeper players ...`` on both backends; a merge maps
names to people and never rewrites a stored event, so every fingerprint stays the same.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import cli, refused
from pg_support import BookFactory, book_factory  # noqa: F401 - the fixture

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.session.event_records import HandAdded
from scorekeeper.session.session import parse_hand_entry

NIGHTS = (("Bob", "Amy", "Cy"), ("bobby", "Amy", "Cy"), ("Bób", "Amy"), ("bobby", "Amy", "Cy"))


def play(book_name: str, nights: tuple[tuple[str, ...], ...] = NIGHTS, hands: int = 3) -> None:
    rng = random.Random(30)
    with open_book(book_name) as book:
        for number, names in enumerate(nights, start=1):
            sid = book.create_session(
                name=f"Night {number}", players=list(names), currency="EUR", date=f"2026-10-{number:02d}"
            ).id
            for _ in range(hands):
                entry = parse_hand_entry(random_hand(rng, names))
                book.act(sid, HandAdded, lambda s, e=entry: s.prepare_add(e, None))


def chains(book_name: str) -> dict[str, tuple[str, list[str]]]:
    """Every session's fingerprint and every stored event's hash."""
    with open_book(book_name) as book:
        return {
            info.id: (book.fingerprint(info.id), [e.hash for e in book.session(info.id).events])
            for info in book.list_sessions()
        }


def people(capsys: Any, book: str) -> dict[str, Any]:
    return {p["name"]: p for p in cli(capsys, "players", "list", "--book", book)["players"]}


def test_merge_unmerge_and_undo_keep_every_fingerprint(capsys: Any, book_factory: BookFactory) -> None:  # noqa: F811
    book = book_factory()
    play(book)
    before = chains(book)
    listed = people(capsys, book)
    assert sorted(listed) == ["Amy", "Bob", "Bób", "Cy", "bobby"]
    assert listed["bobby"]["sessions"] == 2 and listed["Bob"]["sessions"] == 1
    bob_alone = cli(capsys, "players", "stats", "Bob", "--book", book)["currencies"]["EUR"]
    assert bob_alone["sessions"] == 1 and bob_alone["hands"] == 3

    assert cli(capsys, "players", "merge", "Bob", "bobby", "--book", book) == {"player": "Bob", "aliases": ["bobby"]}
    merged = cli(capsys, "players", "merge", "bobby", "Bób", "--book", book)  # by an alias: the same person
    assert merged == {"player": "Bob", "aliases": ["bobby", "Bób"]}
    listed = people(capsys, book)
    assert sorted(listed) == ["Amy", "Bob", "Cy"] and listed["Bob"]["sessions"] == 4
    stats = cli(capsys, "players", "stats", "bobby", "--book", book)
    assert stats["player"] == "Bob" and stats["currencies"]["EUR"]["sessions"] == 4
    assert stats["currencies"]["EUR"]["hands"] == 12
    assert chains(book) == before  # no stored event rewritten

    refused(capsys, "players", "merge", "Bob", "bobby", "--book", book)  # already one person
    cli(capsys, "players", "unmerge", "Bob", "Bób", "--book", book)
    assert people(capsys, book)["Bob"]["aliases"] == ["bobby"] and "Bób" in people(capsys, book)
    assert cli(capsys, "players", "stats", "Bob", "--book", book)["currencies"]["EUR"]["hands"] == 9

    cli(capsys, "players", "undo", "--book", book)  # the unmerge undone: Bób is Bob's again
    assert people(capsys, book)["Bob"]["aliases"] == ["bobby", "Bób"]
    cli(capsys, "players", "undo", "--book", book)
    cli(capsys, "players", "undo", "--book", book)
    assert people(capsys, book) == {
        name: {"name": name, "aliases": [], "sessions": n}
        for name, n in (("Amy", 4), ("Bob", 1), ("Bób", 1), ("bobby", 2), ("Cy", 3))
    }
    assert "nothing to undo" in refused(capsys, "players", "undo", "--book", book)
    assert chains(book) == before


def test_close_names_are_suggested_with_the_sessions_played(capsys: Any, tmp_path: Path) -> None:
    book = str(tmp_path / "book.sqlite")
    play(book, (("Robert", "Amy"), ("Robert", "Amélie"), ("Robert", "Amy")), hands=1)

    def suggested(typed: str) -> list[str]:
        return [s["text"] for s in cli(capsys, "players", "suggest", typed, "--book", book)["suggestions"]]

    assert suggested("robert") == ["Robert (played 3 sessions)?"]  # case
    assert suggested("Rôbert") == ["Robert (played 3 sessions)?"]  # accents
    assert suggested("Robret") == ["Robert (played 3 sessions)?"]  # two letters swapped
    assert suggested("amelie") == ["Amélie (played 1 session)?"]
    assert suggested("Amx") == ["Amy (played 2 sessions)?"]
    assert suggested("Zed") == [] and suggested("Robert") == []
    message = refused(capsys, "players", "stats", "Robret", "--book", book)
    assert "did you mean Robert (played 3 sessions)?" in message


def test_notes_and_removal_leave_the_log_alone(capsys: Any, tmp_path: Path) -> None:
    book = str(tmp_path / "book.sqlite")
    play(book)
    before = chains(book)
    assert cli(capsys, "players", "note", "Amy", "tikkie: amy-42", "--book", book) == {
        "player": "Amy",
        "note": "tikkie: amy-42",
    }
    assert people(capsys, book)["Amy"]["note"] == "tikkie: amy-42"
    cli(capsys, "players", "remove", "Cy", "--book", book)
    assert "Cy" not in people(capsys, book)
    assert "no player named 'Cy'" in refused(capsys, "players", "stats", "Cy", "--book", book)
    assert cli(capsys, "players", "suggest", "cy", "--book", book)["suggestions"] == []
    assert "Cy" not in cli(capsys, "players", "stats", "Amy", "--book", book)["head_to_head"]
    shown = cli(capsys, "session", "show", "1", "--book", book)  # the log keeps the name
    assert "Cy" in [p["name"] for p in shown["players"]]
    assert chains(book) == before
    cli(capsys, "players", "undo", "--book", book)
    assert "Cy" in people(capsys, book)


def test_a_refused_action_leaves_the_register_unchanged(capsys: Any, tmp_path: Path) -> None:
    book = str(tmp_path / "book.sqlite")
    play(book)
    listed = people(capsys, book)
    assert "no player named 'Zed'" in refused(capsys, "players", "merge", "Bob", "Zed", "--book", book)
    assert "not one of Bob's other names" in refused(capsys, "players", "unmerge", "Bob", "Amy", "--book", book)
    assert people(capsys, book) == listed
    with open_book(book) as opened:
        assert opened.register_events() == []


def test_a_version_4_book_is_backed_up_then_given_a_register(capsys: Any, tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    play(str(book))
    db = sqlite3.connect(book, isolation_level=None)
    db.execute("DROP TABLE register_events")
    db.execute("DROP TABLE manager_keys")  # nor what version 6 added after it
    db.execute("ALTER TABLE sessions DROP COLUMN manager_failures")
    db.execute("PRAGMA user_version = 4")
    db.close()
    before = chains(str(book))  # opening it migrates it
    backup = tmp_path / "book.sqlite.v4.bak"
    assert backup.exists()
    old = sqlite3.connect(backup)
    assert old.execute("PRAGMA user_version").fetchone()[0] == 4
    old.close()
    cli(capsys, "players", "merge", "Bob", "bobby", "--book", book)
    assert people(capsys, str(book))["Bob"]["aliases"] == ["bobby"]
    assert chains(str(book)) == before


def test_a_version_4_postgresql_book_is_given_a_register(capsys: Any, book_factory: BookFactory) -> None:  # noqa: F811
    book = book_factory()
    if not book.startswith("postgresql://"):
        pytest.skip("the SQLite step has its own test")
    play(book)
    import pg_support

    with pg_support.connect(book) as pg:
        pg.execute("DROP TABLE register_events")
        pg.execute("DROP TABLE manager_keys")  # nor what version 6 added after it
        pg.execute("ALTER TABLE sessions DROP COLUMN manager_failures")
        pg.execute("UPDATE book_meta SET value = '4' WHERE key = 'schema_version'")
    cli(capsys, "players", "merge", "Bob", "bobby", "--book", book)
    assert people(capsys, book)["Bob"]["aliases"] == ["bobby"]
    with pg_support.connect(book) as pg:
        assert pg.execute("SELECT value FROM book_meta WHERE key = 'schema_version'").fetchone()[0] == "6"


def test_a_register_changed_behind_the_apps_back_is_refused(capsys: Any, tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    play(str(book))
    cli(capsys, "players", "merge", "Bob", "bobby", "--book", book)
    db = sqlite3.connect(book, isolation_level=None)
    db.execute("UPDATE register_events SET payload = replace(payload, 'bobby', 'Cy')")
    db.close()
    assert "the player register does not verify" in refused(capsys, "players", "list", "--book", book)


def test_book_copy_takes_the_register_along(capsys: Any, book_factory: BookFactory, tmp_path: Path) -> None:  # noqa: F811
    source = str(tmp_path / "source.sqlite")
    play(source)
    cli(capsys, "players", "merge", "Bob", "bobby", "--book", source)
    cli(capsys, "players", "note", "Amy", "06-1234", "--book", source)
    target = book_factory()
    cli(capsys, "book", "copy", source, target)
    assert people(capsys, target) == people(capsys, source)
    with open_book(source) as src, open_book(target) as dst:
        assert dst.register_events() == src.register_events()
