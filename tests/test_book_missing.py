"""Only the commands that make a book make one (``session new``, ``import``): every other
command on a path where there is no book says "no book at PATH" and leaves the folder as it
was, so a USB stick that dropped does not get a fresh, empty book in its bare mount point."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pg_support
import pytest

from scorekeeper.book import BookError, open_book
from scorekeeper.book.session_file import session_to_json
from scorekeeper.book.storage import Book
from scorekeeper.cli import main as cli
from scorekeeper.demo import random_hand

NAMES = ["Amy", "Bob", "Cat"]


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = cli.main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def other_commands(scratch: Path) -> list[tuple[str, ...]]:
    """Every command that reads or changes a book that should already be there."""
    hand = scratch / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(1), NAMES)), encoding="utf-8")
    h = str(hand)
    return [
        ("session", "list"),
        ("session", "show", "1"),
        ("session", "settle", "1"),
        ("session", "settle", "1", "--mode", "pair"),
        ("session", "add", "1", h),
        ("session", "edit", "1", "1", h, "--reason", "typo"),
        ("session", "void", "1", "1", "--reason", "misdeal"),
        ("session", "undo", "1"),
        ("session", "redo", "1"),
        ("session", "stake", "1", "Amy,Bob=2"),
        ("session", "rules", "1", "classic-2-4"),
        ("session", "players", "1", "Amy,Bob"),
        ("session", "collection", "1", "--off"),
        ("session", "buyin", "1", "Amy", "100"),
        ("session", "cashout", "1", "Amy", "100"),
        ("session", "table-stakes", "1", "on"),
        ("session", "loss-cap", "1", "off"),
        ("session", "tip", "1", "5", "--from", "Amy,Bob"),
        ("session", "manager", "1", "status"),
        ("session", "slip", "1", "--pdf", str(scratch / "slip.pdf")),
        ("export", "1", "--json", str(scratch / "out.json")),
        ("night", "2026-12-01"),
        ("tournament", "register", "1", "Amy"),
        ("tournament", "draw", "1", "--seed", "1"),
        ("tournament", "add", "1", "1", h),
        ("tournament", "balance", "1", "--confirm"),
        ("tournament", "show", "1"),
        ("tournament", "finish", "1"),
    ]


def test_every_other_command_on_a_vanished_folder_says_no_book_and_makes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # manager reads its passphrases from here
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    stick = tmp_path / "media" / "usb"  # the stick dropped: its folder is gone
    book = stick / "book.sqlite"
    for args in other_commands(scratch):
        code, out, err = run(capsys, *args, "--book", book)
        assert (code, out, err) == (2, "", f"no book at {book}\n"), args
        assert not stick.exists() and not (tmp_path / "media").exists(), args
    code, out, err = run(capsys, "book", "copy", book, tmp_path / "copy.sqlite")
    assert (code, out, err) == (2, "", f"no book at {book}\n")
    assert not stick.exists() and not (tmp_path / "copy.sqlite").exists()


def test_a_missing_file_in_a_folder_that_is_there_is_not_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    for args in (("session", "list"), ("session", "show", "1"), ("export", "1", "--json", tmp_path / "x.json")):
        assert run(capsys, *args, "--book", book) == (2, "", f"no book at {book}\n"), args
    assert sorted(tmp_path.iterdir()) == []


def test_new_and_import_make_the_book(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    made = tmp_path / "new" / "book.sqlite"
    code, out, err = run(capsys, "session", "new", "--name", "Friday", "--players", "Amy,Bob", "--book", made)
    assert (code, json.loads(out), err) == (0, {"session": "1"}, "")
    exported = tmp_path / "friday.json"
    with Book.open(made) as book:
        exported.write_text(json.dumps(session_to_json(book.session("1"))), encoding="utf-8")
    imported = tmp_path / "other" / "book.sqlite"
    code, out, err = run(capsys, "import", exported, "--book", imported)
    assert (code, json.loads(out), err) == (0, {"session": "1"}, "")
    code, out, err = run(capsys, "session", "list", "--book", imported)
    assert (code, [s["name"] for s in json.loads(out)["sessions"]]) == (0, ["Friday"])


def test_the_library_makes_a_book_only_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "gone" / "book.sqlite"
    for read_only in (False, True):
        with pytest.raises(BookError, match=f"^no book at {path}$"):
            open_book(path, create=False, read_only=read_only)
    assert not path.parent.exists()
    with open_book(path) as book:  # the default, for the library and the app: made
        assert book.list_sessions() == []


def test_a_server_schema_without_a_book_is_not_made_one(capsys: pytest.CaptureFixture[str]) -> None:
    pg_support.require_server()
    schema = pg_support.new_schema()
    url = pg_support.with_search_path(pg_support.server_url(), schema)
    try:
        code, out, err = run(capsys, "session", "show", "1", "--book", url)
        assert (code, out) == (2, "") and err.startswith("no book at postgresql://") and err.count("\n") == 1
        assert pg_support.dump(url) == []  # no tables made
        code, out, err = run(capsys, "session", "new", "--name", "T", "--players", "Amy,Bob", "--book", url)
        assert (code, json.loads(out)) == (0, {"session": "1"})
    finally:
        pg_support.drop_schema(schema)
