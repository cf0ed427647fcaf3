"""The cards of a corrected hand before and after each edit, for the workbook's Audit sheet.

An accountant checking a correction wants to see what was changed, not only the money.
The hand that stood before an edit is the last ``added`` or ``edited`` event for it that
was in force (undo and redo followed), exactly as the money before it is found.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scorekeeper.session.session import Session

ROWS = ("front", "middle", "back")


def _seats(entry: dict[str, Any]) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for seat in entry["players"]:
        key = seat["name"] + (f" hand {seat['hand']}" if seat.get("hand") else "")
        out[key] = tuple(seat[row] for row in ROWS)
    return out


def cards_change(before: dict[str, Any], after: dict[str, Any], symbols: Callable[[str], str]) -> str:
    """``cards Bob A♠ K♠ Q♠ | ... → ...`` for the seats whose cards changed (empty when none did)."""
    old, new = _seats(before), _seats(after)

    def shown(rows: tuple[str, ...] | None) -> str:
        return " | ".join(symbols(r) for r in rows) if rows else "-"

    parts = []
    for name in list(old) + [n for n in new if n not in old]:
        if old.get(name) != new.get(name):
            parts.append(f"{name} {shown(old.get(name))} → {shown(new.get(name))}")
    return "cards " + "; ".join(parts) if parts else ""


def entries_before(session: Session) -> dict[int, dict[str, Any]]:
    """For every edit: the entry of the hand that stood just before it, by event seq."""
    out: dict[int, dict[str, Any]] = {}
    if not any(e.kind == "edited" for e in session.events):
        return out  # (reading every hand's payload is the slow part of a big export)
    standing: dict[int, int] = {}
    changes: dict[int, tuple[int, int | None, int]] = {}
    for event in session.events:
        kind, seq = event.kind, event.seq
        if kind in ("added", "edited", "voided"):
            hand = int(event.payload["hand"])
            before = standing.get(hand)
            if kind == "edited" and before:
                out[seq] = session.events[before - 1].payload["entry"]
            after = 0 if kind == "voided" else seq
            changes[seq] = (hand, before, after)
            standing[hand] = after
        elif kind in ("undo", "redo"):
            target = event.payload["undoes" if kind == "undo" else "redoes"]
            if target in changes:
                hand, old, new = changes[target]
                value = old if kind == "undo" else new
                if value is None:
                    standing.pop(hand, None)
                else:
                    standing[hand] = value
    return out
