"""The cards of a corrected hand before and after each edit, for the workbook's Audit sheet.

An accountant checking a correction wants to see what was changed, not only the money.
The hand that stood before an edit (undo and redo followed) is found by
:func:`scorekeeper.session.corrections.stood_before`, as the money before it is.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.session.event_records import EntryRecord

ROWS = ("front", "middle", "back")


def _seats(entry: EntryRecord) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for seat in entry.players:
        key = seat.name + (f" hand {seat.hand}" if seat.hand else "")
        out[key] = tuple(getattr(seat, row) for row in ROWS)
    return out


def cards_change(before: EntryRecord, after: EntryRecord, symbols: Callable[[str], str]) -> str:
    """``cards Bob A♠ K♠ Q♠ | ... → ...`` for the seats whose cards changed (empty when none did)."""
    old, new = _seats(before), _seats(after)

    def shown(rows: tuple[str, ...] | None) -> str:
        return " | ".join(symbols(r) for r in rows) if rows else "-"

    parts = []
    for name in list(old) + [n for n in new if n not in old]:
        if old.get(name) != new.get(name):
            parts.append(f"{name} {shown(old.get(name))} → {shown(new.get(name))}")
    return "cards " + "; ".join(parts) if parts else ""
