"""Which recorded version of a hand stood just before each correction (undo and redo followed).

An accountant checking an edit or a void wants what it changed: the money and the cards of the
hand as it stood before. That is the last ``added`` or ``edited`` event for the hand still in
force when the correction came, found here once for the workbook's Audit sheet.

>>> from scorekeeper.session.session import Session
>>> stood_before(Session.create("1", name="F", players=["Amy", "Bob"]))
{}
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.session.event_models import record_of
from scorekeeper.session.event_records import HandAdded, HandEdited, HandVoided, Redo, Undo

if TYPE_CHECKING:
    from scorekeeper.session.events import Event
    from scorekeeper.session.state import SessionState

__all__ = ["hand_version", "stood_before"]

_HAND_KINDS = ("added", "edited", "voided")


def stood_before(session: SessionState) -> dict[int, int]:
    """For every edit and void of a hand that stood: its event seq -> the seq of the version before it."""
    out: dict[int, int] = {}
    if not any(e.kind in ("edited", "voided") for e in session.events):
        return out  # (reading every hand's event is the slow part of a big export)
    hand_of = {r.seq: h.number for h in session.hands.values() for r in h.history if r.kind in _HAND_KINDS}
    standing: dict[int, int] = {}  # hand -> seq of the version that stands (0: voided)
    changes: dict[int, tuple[int, int | None, int]] = {}  # seq -> (hand, before, after)
    for event in session.events:
        kind, seq = event.kind, event.seq
        if kind in _HAND_KINDS:
            hand = hand_of.get(seq) or _hand(event)  # (an undone hand may have left the session's hands)
            before = standing.get(hand)
            if kind != "added" and before:
                out[seq] = before
            after = 0 if kind == "voided" else seq
            changes[seq] = (hand, before, after)
            standing[hand] = after
        elif kind in ("undo", "redo"):
            step = record_of(event)
            target = step.undoes if isinstance(step, Undo) else step.redoes if isinstance(step, Redo) else 0
            if target in changes:
                hand, old, new = changes[target]
                value = old if kind == "undo" else new
                if value is None:
                    standing.pop(hand, None)
                else:
                    standing[hand] = value
    return out


def _hand(event: Event) -> int:
    record = record_of(event)
    assert isinstance(record, HandAdded | HandEdited | HandVoided)
    return record.hand


def hand_version(session: SessionState, seq: int) -> HandAdded | HandEdited:
    """The recorded version of a hand that event ``seq`` wrote (an ``added`` or ``edited`` event)."""
    record = record_of(session.events[seq - 1])
    if not isinstance(record, HandAdded | HandEdited):
        raise ValueError(f"event {seq} is a {record.kind!r} event, not a version of a hand")
    return record
