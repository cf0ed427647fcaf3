"""A manager passphrase's scrypt record is bounded where the log is read (issue 27, item 2): a
crafted record (n 2^30, n 0 or 3, r or p huge, a short salt) damages its event by name, so no
gated action of that session can trace back on it later."""

from __future__ import annotations

import json

import pytest

from scorekeeper.casino import manager
from scorekeeper.session.events import Event
from scorekeeper.session.session import Session

CREATED = {"name": "Friday", "players": ["Amy", "Bob"], "rules": {}, "unit": "1", "currency": "EUR",
           "date": "2026-12-01", "place": "", "stakes": []}  # fmt: skip


def replayed(scrypt: dict[str, object]) -> Session:
    first = Event.make(seq=1, kind="created", payload={**CREATED, "v": 1}, prev="")
    second = Event.make(seq=2, kind="manager", payload={"scrypt": scrypt, "v": 1}, prev=first.hash)
    return Session.replay("1", [first, second])


def test_the_record_this_program_writes_is_read() -> None:
    record = manager.hash_passphrase("pit boss")
    session = replayed(record.payload())
    manager_set = session.casino.manager  # a record written before signatures: kept as it was
    assert session.damage is None and manager_set is not None and manager_set.scrypt == record


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"n": 2**30}, "n must be a power of two from 2^14 to 2^20"),
        ({"n": 0}, "n must be a power of two"),
        ({"n": 3}, "n must be a power of two"),
        ({"n": 2**14 + 2}, "n must be a power of two"),
        ({"r": 2**20}, "r must be 8 and p 1 to 4"),
        ({"p": 0}, "r must be 8 and p 1 to 4"),
        ({"salt": "ab"}, "salt must be 16 bytes"),
        ({"hash": "cd" * 10}, "hash 64 bytes"),
    ],
)
def test_a_crafted_record_damages_its_event_by_name(change: dict[str, object], named: str) -> None:
    scrypt = {**json.loads(json.dumps(manager.hash_passphrase("pit boss").payload())), **change}
    session = replayed(scrypt)
    assert session.damage is not None and session.damage.event == 2
    assert named in session.damage.reason and "\n" not in session.damage.reason
    assert session.casino.manager is None  # nothing to check a passphrase against, nothing to trace back on
