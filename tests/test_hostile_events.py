"""A book with one hostile event: every other session opens, the book lists, the damaged one says why.

For each event kind of a real session (imported from the fixture made by the export of an
earlier version), the event's stored payload is given a wrong type, loses a field, gains
one, is nested 100,000 deep or carries a huge number.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.book.session_file import events_from_json
from scorekeeper.book.storage import Book
from scorekeeper.jsonio import read_json_file
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.session import parse_hand_entry
from tests.helpers.session_kit import forge_book

FIXTURE = Path(__file__).parent / "data" / "session-export-v1.json"
KINDS = [
    "created", "added", "edited", "voided", "stake", "rules", "players", "undo", "redo", "settled", "reopened",
    "unit", "renamed", "archived", "unarchived",
]  # fmt: skip


def _first_key(payload: dict[str, Any]) -> str:
    return min((k for k in payload if k != "v"), default="v")  # archived, unarchived: only the version


def _wrong_type(payload: dict[str, Any]) -> str:
    key = _first_key(payload)
    value = payload[key]
    payload[key] = [value] if not isinstance(value, list) else {"x": value}
    return json.dumps(payload)


def _missing(payload: dict[str, Any]) -> str:
    del payload[_first_key(payload)]
    return json.dumps(payload)


def _extra(payload: dict[str, Any]) -> str:
    payload["surprise"] = 1
    return json.dumps(payload)


def _deep(payload: dict[str, Any]) -> str:
    return json.dumps(payload)[:-1] + ', "deep": ' + "[" * 100_000 + "]" * 100_000 + "}"


def _huge(payload: dict[str, Any]) -> str:
    key = next((k for k in ("unit", "hand", "undoes", "redoes", "from_hand") if k in payload), _first_key(payload))
    text = json.dumps(payload)
    return text.replace(json.dumps({key: payload[key]})[1:-1], f'"{key}": 1{"0" * 5000}', 1)


HOW: dict[str, Callable[[dict[str, Any]], str]] = {
    "wrong type": _wrong_type,
    "missing field": _missing,
    "extra field": _extra,
    "deep nesting": _deep,
    "huge number": _huge,
}


@pytest.fixture(scope="module")
def clean_book(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("hostile") / "book.sqlite"
    events = events_from_json(read_json_file(str(FIXTURE)))
    with Book.open(path) as book:
        sid = book.import_events(events).id  # every kind of the old version, then the newer kinds
        book.act(sid, "unit", lambda s: s.prepare_unit("0.25"))
        book.act(sid, "renamed", lambda s: s.prepare_renamed("Friday, late"))
        book.act(sid, "archived", lambda s: s.prepare_archived(True))
        book.act(sid, "unarchived", lambda s: s.prepare_archived(False))
        # A second session (the same export is refused as a duplicate): one real hand is enough.
        other = book.create_session(name="Other", players=["Amy", "Bob"], currency="EUR")
        amy = {"name": "Amy", "front": "Ah Kd Qc", "middle": "2c 3d 4h 5s 7c", "back": "8h 8d 8s Tc Jd"}
        bob = {"name": "Bob", "front": "2h 3h 4d", "middle": "6c 6d 9h 9s Kc", "back": "Qs Qh Qd As Ac"}
        entry = parse_hand_entry({"players": [amy, bob]})
        book.act(other.id, "added", lambda s: s.prepare_add(entry))
    return path.read_bytes()


@pytest.mark.parametrize("how", sorted(HOW))
@pytest.mark.parametrize("kind", KINDS)
def test_one_hostile_event_damages_only_its_session(kind: str, how: str, tmp_path: Path, clean_book: bytes) -> None:
    path = tmp_path / "book.sqlite"
    path.write_bytes(clean_book)
    db = sqlite3.connect(path)
    seq, text = db.execute(
        "SELECT seq, payload FROM events WHERE session_id = 1 AND kind = ? ORDER BY seq LIMIT 1", (kind,)
    ).fetchone()
    db.execute("UPDATE events SET payload = ? WHERE session_id = 1 AND seq = ?", (HOW[how](json.loads(text)), seq))
    db.commit()
    db.close()

    with Book.open(path) as book:
        if how == "missing field" and kind in ("archived", "unarchived"):  # no field but its version:
            assert book.session("1").damage is None  # without it, an event of before versions, migrated
            return
        listed = book.list_sessions()  # the book still lists
        assert [i.id for i in listed] == ["1", "2"]
        other = book.session("2")  # the other session opens as usual
        assert other.damage is None and ledger.settle(other, head=book.head("2")).verified
        damaged = book.session("1")
        assert damaged.damage is not None and damaged.damage.event == seq, damaged.damage
        assert f"event {seq} ({kind}) is damaged" in damaged.damage.text()
        assert len(damaged.damage.text()) < 300 and "\n" not in damaged.damage.text()
        # Readable up to the last good event, and never verified.
        assert len(damaged.events) == seq - 1
        result = ledger.settle(damaged, head=book.head("1"))
        assert not result.verified
        ledger.show_json(damaged)


def test_a_damaged_session_in_an_intact_chain_exports_up_to_the_last_good_event(
    tmp_path: Path, clean_book: bytes
) -> None:
    import openpyxl

    from scorekeeper.export import export_session

    path = tmp_path / "book.sqlite"
    path.write_bytes(clean_book)
    damaged: list[int] = []

    def surprise(seq: int, kind: str, payload: dict[str, Any]) -> None:
        if kind == "stake" and not damaged:  # the stake event gets an extra field; every hash after it recomputed
            payload["surprise"] = 1
            damaged.append(seq)

    forge_book(path, surprise)
    bad = damaged[0]

    with Book.open(path) as book:
        session = book.session("1")
        assert session.damage is not None and session.damage.event == bad
        export_session(session, head=book.head("1"), json=str(tmp_path / "part.json"))
        export_session(session, head=book.head("1"), xlsx=str(tmp_path / "part.xlsx"))
    part = read_json_file(str(tmp_path / "part.json"))
    assert len(part["events"]) == bad - 1  # up to the last good event
    with Book.open(tmp_path / "other.sqlite") as other:
        again = other.import_events(events_from_json(part))
        assert again.damage is None and len(again.events) == bad - 1
    facts = {
        r[0]: r[1] for r in openpyxl.load_workbook(tmp_path / "part.xlsx")["Settle-up"].iter_rows(values_only=True)
    }
    assert f"event {bad} (stake) is damaged" in str(facts["Chain verified"])
