"""The session's event log: every action is an event, chained by hash.

Nothing recorded is ever rewritten: an edit, a void, an undo is a new event. Each
event's hash covers its predecessor's, so a change made to the file behind the
app's back breaks the chain and is reported.

>>> first = Event.make(seq=1, kind="created", payload={"name": "Friday"}, prev="", at="2026-11-29T20:00:00")
>>> verify_chain([first], head=first.hash)
[]
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

GENESIS = ""


def now_text() -> str:
    """Local time to the second, as events record it."""
    return datetime.now().astimezone().replace(microsecond=0).isoformat()


def canonical(payload: Any) -> str:
    """The one JSON text of a payload that the hash covers."""
    return json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def event_hash(*, seq: int, kind: str, at: str, payload_text: str, prev: str) -> str:
    text = canonical({"seq": seq, "kind": kind, "at": at, "payload": payload_text, "prev": prev})
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class Event:
    """One recorded action of a session."""

    seq: int
    kind: str
    at: str
    payload_text: str
    hash: str

    @property
    def payload(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.payload_text)
        return value

    @classmethod
    def make(cls, *, seq: int, kind: str, payload: dict[str, Any], prev: str, at: str | None = None) -> Event:
        at = at or now_text()
        text = canonical(payload)
        return cls(seq, kind, at, text, event_hash(seq=seq, kind=kind, at=at, payload_text=text, prev=prev))


def verify_chain(events: Sequence[Event], *, head: str) -> list[str]:
    """Problems found in the chain (empty when it verifies)."""
    problems = []
    prev = GENESIS
    for expected_seq, event in enumerate(events, start=1):
        if event.seq != expected_seq:
            problems.append(f"event {expected_seq} is missing")
            break
        digest = event_hash(seq=event.seq, kind=event.kind, at=event.at, payload_text=event.payload_text, prev=prev)
        if digest != event.hash:
            problems.append(f"event {event.seq} ({event.kind}) was changed")
            break
        prev = event.hash
    if not problems and prev != head:
        problems.append("the last events are missing")
    return problems
