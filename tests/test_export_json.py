"""The JSON export re-imports into the same session; a damaged or altered file is refused."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.book.session_file import events_from_json
from scorekeeper.book.storage import Book
from scorekeeper.demo import demo_session_kwargs, random_hand
from scorekeeper.export import write_json
from scorekeeper.jsonio import read_json_file
from scorekeeper.ledger.totals import show_json
from scorekeeper.session.session import Session, parse_hand_entry
from tests.helpers.session_kit import rechain_export

ROOT = Path(__file__).resolve().parents[1]


def without_id(shown: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in shown.items() if k != "session"}


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """A session recorded in a book (stakes and rules changed, one edit, one void), exported."""
    folder = tmp_path_factory.mktemp("json")
    rng = random.Random(21)
    kwargs = demo_session_kwargs()
    names = kwargs["players"]
    with Book.open(folder / "b.sqlite") as book:
        sid = book.create_session(**kwargs).id
        for number in range(1, 41):
            if number == 15:
                book.act(sid, "stake", lambda s: s.prepare_stake("Bob", "Dan", Decimal("1.5")))
            if number == 25:
                book.act(sid, "rules", lambda s: s.prepare_rules("thirteen-water"))
            entry = parse_hand_entry(random_hand(rng, names))
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e, None))
        edit = parse_hand_entry(random_hand(rng, names))
        book.act(sid, "edited", lambda s: s.prepare_edit(4, edit, "wrong back row"))
        book.act(sid, "voided", lambda s: s.prepare_void(9, "misdeal"))
        book.act(sid, "undo", lambda s: s.prepare_undo())
        book.act(sid, "redo", lambda s: s.prepare_redo())
        session = book.session(sid)
        write_json(session, folder / "session.json")
        shown = show_json(session)
    return folder / "session.json", shown


def test_the_export_reimports_into_an_identical_session(exported: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    path, shown = exported
    events = events_from_json(read_json_file(str(path)))
    with Book.open(tmp_path / "other.sqlite") as book:
        book.create_session(name="already here", players=["X", "Y"])
        imported = book.import_events(events)
        assert imported.id == "2"
        assert without_id(show_json(book.session(imported.id))) == without_id(shown)
        assert book.session(imported.id).audit() == Session.replay("x", events).audit()


def test_the_import_command_reads_it_back(exported: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    path, shown = exported
    book = tmp_path / "b.sqlite"
    result = run("import", str(path), "--book", str(book))
    assert result.returncode == 0, result.stderr
    sid = json.loads(result.stdout)["session"]
    shown_again = run("session", "show", sid, "--book", str(book))
    assert without_id(json.loads(shown_again.stdout)) == without_id(shown)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def _money_changed(data: dict[str, Any]) -> None:
    added = next(e for e in data["events"] if e["kind"] == "added")
    added["payload"]["result"]["players"][0]["money"] = "1000"


def _money_changed_and_rehashed(data: dict[str, Any]) -> None:
    _money_changed(data)
    rechain_export(data)


def _fingerprint(data: dict[str, Any]) -> None:
    data["fingerprint"] = "00000000"


def _format(data: dict[str, Any]) -> None:
    data["format"] = "something-else"


def _no_events(data: dict[str, Any]) -> None:
    data["events"] = []


def _event_dropped(data: dict[str, Any]) -> None:
    del data["events"][3]


CASES: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "money changed": (_money_changed, "changed after export"),
    "money changed, hashes recomputed": (_money_changed_and_rehashed, "does not match what its rules and cards give"),
    "fingerprint": (_fingerprint, "fingerprint"),
    "format": (_format, "format"),
    "no events": (_no_events, "events"),
    "event dropped": (_event_dropped, "changed after export"),
}


def _assert_refused(result: subprocess.CompletedProcess[str], book: Path, before: bytes, words: str) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert words in lines[0]
    assert book.read_bytes() == before


@pytest.fixture
def book(tmp_path: Path) -> tuple[Path, bytes]:
    path = tmp_path / "book.sqlite"
    with Book.open(path) as b:
        b.create_session(name="Tuesday", players=["Amy", "Bob"])
    return path, path.read_bytes()


@pytest.mark.parametrize("case", list(CASES))
def test_an_altered_file_is_refused_with_what_is_wrong(
    case: str, exported: tuple[Path, dict[str, Any]], book: tuple[Path, bytes], tmp_path: Path
) -> None:
    path, _ = exported
    alter, words = CASES[case]
    data = json.loads(path.read_text(encoding="utf-8"))
    alter(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    _assert_refused(run("import", str(bad), "--book", str(book[0])), book[0], book[1], words)


def test_a_truncated_file_is_refused(
    exported: tuple[Path, dict[str, Any]], book: tuple[Path, bytes], tmp_path: Path
) -> None:
    path, _ = exported
    bad = tmp_path / "cut.json"
    bad.write_bytes(path.read_bytes()[:5000])
    _assert_refused(run("import", str(bad), "--book", str(book[0])), book[0], book[1], "not valid JSON")
