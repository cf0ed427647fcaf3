"""A recorded hand is typed values (issue 25, "Typed hands and money end to end"): its entry holds
each seat's Cards, its result holds Money for every player and pair; both are read once from the
stored text and dump back to it, and no code digs into them as dicts."""

from __future__ import annotations

import ast
import json
from decimal import Decimal
from pathlib import Path

import pytest

from scorekeeper.game.cards import parse_cards
from scorekeeper.money import Money, normalise_currency
from scorekeeper.session.event_records import EVENT_VERSION
from scorekeeper.session.events import Event, canonical
from scorekeeper.session.hand_entry import RecordedEntry
from scorekeeper.session.outcome import Outcome
from scorekeeper.session.session import Session

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = sorted((ROOT / "tests" / "data" / "golden").glob("*.json"))


def _events(path: Path) -> list[Event]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [Event(r["seq"], r["kind"], r["at"], r["payload"], r["hash"]) for r in data["events"]]


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_a_stored_hand_reads_typed_and_dumps_back_to_its_text(path: Path) -> None:
    for event in _events(path):
        if event.kind not in ("added", "edited"):
            continue
        stored = json.loads(event.payload_text)
        entry, result = RecordedEntry.read(stored["entry"]), Outcome.read(stored["result"], "EUR")
        again = {**stored, "entry": entry.dump(), "result": result.dump()}
        if stored.get("v") == EVENT_VERSION:
            assert canonical(again) == event.payload_text, f"{path.stem}: event {event.seq}"
        else:
            assert again == stored, f"{path.stem}: event {event.seq}"


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_a_replayed_hand_holds_cards_and_money_in_the_sessions_currency(path: Path) -> None:
    session = Session.replay("golden", _events(path))
    currency = normalise_currency(session.currency)
    for record in session.hands.values():
        for seat in record.entry.players:
            assert seat.cards("front") == parse_cards(seat.front)
            assert len(seat.seated_cards) == 13
        amounts = [p.money for p in record.result.players] + [p.money for p in record.result.pairs]
        assert all(isinstance(m, Money) and m.currency == currency for m in amounts)
        assert record.money() == {p.name: p.money.amount for p in record.result.players}


def test_an_amount_at_the_limits_dumps_exactly() -> None:
    big = "-" + "9" * 75 + "." + "1" * 40  # a product of bounded inputs (amounts.MONEY_CONTEXT)
    stored = {
        "players": [
            {"name": "Amy", "units": big, "money": big, "status": "played", "natural": None,
             "royalties": [], "rows": {"front": "pair"}, "points": 2},
        ],
        "pairs": [{"players": ["Amy", "Bob"], "hands": [1, 2], "units": "0.0000001", "money": big, "rows": None}],
    }  # fmt: skip
    outcome = Outcome.read(stored, "JPY")
    assert outcome.players[0].money == Money(Decimal(big), "JPY")
    assert outcome.dump() == stored


def _digs(path: Path, root: Path = ROOT) -> list[str]:
    """Every ``x.entry[...]``, ``x.result[...]`` and ``x.entry.get(...)``/``x.result.get(...)`` in a file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        target = None
        if isinstance(node, ast.Subscript):
            target = node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
            target = node.func.value
        if isinstance(target, ast.Attribute) and target.attr in ("entry", "result"):
            found.append(f"{path.relative_to(root)}:{node.lineno}: .{target.attr}[...]")
    return found


def test_no_code_digs_into_a_hands_entry_or_result_as_a_dict() -> None:
    files = sorted((ROOT / "scorekeeper").rglob("*.py")) + sorted((ROOT / "ui").rglob("*.py"))
    assert files
    assert [dig for path in files for dig in _digs(path)] == []


def test_the_scan_finds_a_dig(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('a = record.result["players"]\nb = record.entry.get("players")\nc = r.result.players\n')
    assert len(_digs(sample, tmp_path)) == 2


def _dumps(path: Path, root: Path = ROOT) -> list[str]:
    """Every ``x.entry.dump()`` and ``x.result.dump()`` in a file: the stored form, back as dicts."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "dump":
            target = node.func.value
            if isinstance(target, ast.Attribute) and target.attr in ("entry", "result"):
                found.append(f"{path.relative_to(root)}:{node.lineno}: .{target.attr}.dump()")
    return found


def test_the_app_shows_a_recorded_hand_from_its_typed_values_not_its_stored_dicts() -> None:
    # Only the engine writes the stored form (and the command line's JSON face); the app reads Cards and Money.
    files = sorted((ROOT / "ui").rglob("*.py"))
    assert files
    assert [dump for path in files for dump in _dumps(path)] == []
    sample = ROOT / "ui" / "ledger" / "hand_detail_dialog.py"
    assert "record.entry.players" in sample.read_text(encoding="utf-8")  # the scan reads the right files


def test_the_scan_finds_a_dump(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('a = record.result.dump()["players"]\nb = record.entry.dump()\nc = r.result.players\n')
    assert len(_dumps(sample, tmp_path)) == 2


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_every_logged_event_reads_as_its_kinds_record(path: Path) -> None:
    from scorekeeper.session import record_of

    session = Session.replay("golden", _events(path))
    for event in session.events:  # casino and tournament kinds too: their extension registers them
        record = record_of(event)
        assert record.kind == event.kind, f"{path.stem}: event {event.seq}"
        if json.loads(event.payload_text).get("v") == EVENT_VERSION:  # today's events: the record is the text
            assert canonical(record.payload()) == event.payload_text, f"{path.stem}: event {event.seq}"
