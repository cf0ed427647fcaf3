"""The typed, versioned event log: old exports still import, the grammar holds, an import fuzz.

``tests/data/session-export-v1.json`` was exported by the program before events had a
version (commit 5d77d7b), with its settle-up beside it; it must import and settle the
same after any change of the event format.
"""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.book.session_file import events_from_json, session_to_json
from scorekeeper.book.storage import Book
from scorekeeper.errors import InputError
from scorekeeper.jsonio import read_json_file
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.event_models import EVENT_VERSION
from scorekeeper.session.events import Event, canonical
from scorekeeper.session.session import Session
from tests.helpers.session_kit import rechain_export

DATA = Path(__file__).parent / "data"
D = Decimal


def old_export() -> dict[str, Any]:
    data: dict[str, Any] = read_json_file(str(DATA / "session-export-v1.json"))
    return data


def test_an_export_made_before_the_version_change_still_imports_and_settles_the_same(tmp_path: Path) -> None:
    data = old_export()
    assert all("v" not in e["payload"] for e in data["events"])  # made before versions existed
    before = json.loads((DATA / "session-export-v1.settle.json").read_text())
    with Book.open(tmp_path / "book.sqlite") as book:
        session = book.import_events(events_from_json(data))
        again = book.session(session.id)
        assert again.damage is None
        assert [e.hash for e in again.events] == [e["hash"] for e in data["events"]]  # stored as it came
        result = ledger.settle(again, head=book.head(session.id))
        assert result.verified
        assert result.balances == {n: D(v) for n, v in before["balances"].items()}
        assert ledger.fingerprint(again.head).startswith(before["fingerprint"])
        # New actions on the old session are written in the current version.
        event = book.act(session.id, "voided", lambda s: s.prepare_void(1, "test"))
        assert event.payload["v"] == EVENT_VERSION
        assert book.session(session.id).damage is None


def test_a_second_created_event_is_refused_by_number() -> None:
    data = old_export()
    data["events"].insert(3, json.loads(json.dumps(data["events"][0])))
    rechain_export(data)
    with pytest.raises(InputError, match=r"events\[3\] \(created\): a second 'created' event"):
        events_from_json(data)


def test_an_undo_with_nothing_to_undo_is_damage_on_replay() -> None:
    s = Session.create("1", name="N", players=["Amy", "Bob"])
    undo = Event.make(seq=2, kind="undo", payload={"v": 1, "undoes": 1}, prev=s.head)
    replayed = Session.replay("1", [s.events[0], undo])
    assert replayed.damage is not None and replayed.damage.event == 2
    assert "nothing" in replayed.damage.reason


def test_consistent_money_rewrite_is_named_by_hand_at_settle_and_export(tmp_path: Path) -> None:
    data = old_export()
    added = [e for e in data["events"] if e["kind"] == "added"][0]  # hand 1
    for p in added["payload"]["result"]["players"]:
        p["money"] = str(D(p["money"]) * 100)
    for p in added["payload"]["result"]["pairs"]:
        p["money"] = str(D(p["money"]) * 100)
    rechain_export(data)
    events = [Event(e["seq"], e["kind"], e["at"], canonical(e["payload"]), e["hash"]) for e in data["events"]]
    session = Session.replay("1", events)
    assert session.damage is None  # well-formed, and the chain verifies
    result = ledger.settle(session)
    assert not result.verified
    assert result.problems == ["hand 1 does not match its cards"]
    from scorekeeper.export import TamperedError, export_session

    with pytest.raises(TamperedError, match="hand 1 does not match its cards"):
        export_session(session, head=session.head, json=str(tmp_path / "x.json"))
    assert not (tmp_path / "x.json").exists()
    with pytest.raises(InputError, match="does not match"):
        events_from_json(data)


def _mutate(rng: random.Random, data: dict[str, Any]) -> str:
    events = data["events"]
    how = rng.choice(["truncate", "retype", "reorder", "created", "money", "drop-key", "extra-key", "hand"])
    if how == "truncate":
        del events[rng.randrange(1, len(events)) :]
    elif how == "retype":
        payload = rng.choice(events)["payload"]
        key = rng.choice(sorted(payload))
        payload[key] = rng.choice([None, 7, "7", [payload[key]], {"x": 1}, True, 1.5])
    elif how == "reorder":
        i = rng.randrange(1, len(events) - 1)
        events[i], events[i + 1] = events[i + 1], events[i]
    elif how == "created":
        events.insert(rng.randrange(1, len(events)), json.loads(json.dumps(events[0])))
    elif how == "money":
        added = rng.choice([e for e in events if e["kind"] in ("added", "edited")])
        player = rng.choice(added["payload"]["result"]["players"])
        player["money"] = rng.choice(["0", "1000", "-1", str(D(player["money"]) + D("0.01"))])
    elif how == "drop-key":
        payload = rng.choice(events)["payload"]
        payload.pop(rng.choice(sorted(payload)))
    elif how == "extra-key":
        rng.choice(events)["payload"]["extra"] = 1
    else:
        added = rng.choice([e for e in events if e["kind"] == "added"])
        added["payload"]["hand"] = rng.choice([0, 1, 99, -1])
    if rng.random() < 0.8:
        rechain_export(data)
    return how


def test_import_fuzz_refuses_with_one_line_or_accepts_only_valid_sessions(tmp_path: Path) -> None:
    rng = random.Random(15)
    path = tmp_path / "book.sqlite"
    with Book.open(path):
        pass
    book_bytes = path.read_bytes()
    outcomes: dict[str, int] = {}
    for _ in range(300):
        data = old_export()
        how = _mutate(rng, data)
        try:
            events = events_from_json(data)
        except InputError as exc:
            message = str(exc)
            assert message and "\n" not in message and len(message) < 400, message
            outcomes[f"{how}: refused"] = outcomes.get(f"{how}: refused", 0) + 1
            continue
        session = Session.replay("x", events)  # accepted: it must be a sound, verified session
        assert session.damage is None and ledger.settle(session).verified
        outcomes[f"{how}: accepted"] = outcomes.get(f"{how}: accepted", 0) + 1
    assert path.read_bytes() == book_bytes
    print(dict(sorted(outcomes.items())))
    assert sum(n for k, n in outcomes.items() if k.endswith("refused")) > 200


def test_round_trip_of_a_current_export() -> None:
    data = old_export()
    session = Session.replay("1", events_from_json(data))
    again = events_from_json(json.loads(json.dumps(session_to_json(session))))
    assert [e.hash for e in again] == [e.hash for e in session.events]


def test_a_consistent_rewrite_in_the_book_is_named_by_hand_from_the_cli(tmp_path: Path) -> None:
    from tests.helpers.session_kit import forge_book, run_cli

    path = tmp_path / "book.sqlite"
    with Book.open(path) as book:
        book.import_events(events_from_json(old_export()))

    def money_times_100(seq: int, _kind: str, payload: dict[str, Any]) -> None:
        if seq == 2:  # hand 1's money x100, every later hash recomputed, the head moved
            for p in payload["result"]["players"] + payload["result"]["pairs"]:
                p["money"] = str(D(p["money"]) * 100)

    forge_book(path, money_times_100)
    settled = run_cli("session", "settle", "1", "--book", path)
    assert settled.returncode == 3 and json.loads(settled.stdout)["verified"] is False
    assert settled.stderr.strip() == "the ledger does not verify: hand 1 does not match its cards"
    exported = run_cli("export", "1", "--json", tmp_path / "out.json", "--book", path)
    assert exported.returncode != 0 and "hand 1 does not match its cards" in exported.stderr
    assert not (tmp_path / "out.json").exists()


def _fixture_events() -> list[Event]:
    return events_from_json(old_export())


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    index=st.integers(0, 30),
    key=st.sampled_from(["hand", "players", "result", "entry", "unit", "rules", "undoes", "reason", "v", "name"]),
    value=JSONISH,
    raw=st.one_of(st.none(), st.text(max_size=40)),
)
def test_replay_never_raises_whatever_one_event_holds(index: int, key: str, value: Any, raw: str | None) -> None:
    events = _fixture_events()
    event = events[index % len(events)]
    if raw is not None:
        text = raw  # any text at all, JSON or not
    else:
        payload = json.loads(event.payload_text)
        payload[key] = value
        text = json.dumps(payload)
    events[index % len(events)] = Event(event.seq, event.kind, event.at, text, event.hash)
    session = Session.replay("1", events)  # never raises
    if session.damage is not None:
        assert session.damage.event == event.seq and len(session.events) == event.seq - 1
        assert "\n" not in session.damage.text() and len(session.damage.text()) < 400
    ledger.show_json(session)
    ledger.settle(session)  # and settles, verified or not, without raising
