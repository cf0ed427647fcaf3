"""The Audit sheet: every correction, with the money (and cards) it changed and its reason.

>>> from scorekeeper.session.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> audit_sheet(s).blocks[0].rows
[[None, None, '', None, 'No corrections.', '']]
"""

from __future__ import annotations

import re
from decimal import Decimal

from scorekeeper.export.audit_cards import cards_change, entries_before
from scorekeeper.export.cell_text import cards_with_symbols, money_text, parse_time
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.sheet_model import Block, Column, Kind, Sheet, Value
from scorekeeper.session.events import Event
from scorekeeper.session.session import Session

ZERO = Decimal(0)
_ADDED_HAND = re.compile(r'"hand":(\d+),"result":')  # canonical JSON: keys sorted, strings escaped


def audit_sheet(session: Session, *, lang: str = "en") -> Sheet:
    """Every correction; the detail of each is the engine's own words (English), money changes in ``lang``."""
    tr = labeller(lang)
    before = _corrections_before(session)
    entries = entries_before(session)
    rows: list[list[Value]] = []
    for item in session.audit():
        detail = item["detail"]
        seq = item["seq"]
        if item.get("manager"):
            detail += "; " + tr("signed off by the manager")
        if seq in before:
            event = session.events[seq - 1]
            if item["kind"] == "edited":
                after = {p["name"]: Decimal(p["money"]) for p in event.payload["result"]["players"]}
                detail += "; " + _money_change(before[seq], after, tr, session.currency)
                if seq in entries:
                    cards = cards_change(entries[seq], event.payload["entry"], cards_with_symbols)
                    detail += "; " + cards if cards else ""
            else:
                removed = ", ".join(f"{n} {money_text(m, session.currency)}" for n, m in before[seq].items())
                detail += "; " + tr("money removed: {amounts}", amounts=removed)
        rows.append([seq, parse_time(item["at"]), tr(item["kind"]), item["hand"], detail, item["reason"]])
    block = Block(
        [
            Column(tr("Event"), Kind.INT),
            Column(tr("When"), Kind.TIME),
            Column(tr("Kind")),
            Column(tr("Hand"), Kind.INT),
            Column(tr("What changed"), Kind.WRAP, width=60),
            Column(tr("Reason"), Kind.WRAP, width=40),
        ],
        rows,
    )
    if not rows:
        rows.append([None, None, "", None, tr("No corrections."), ""])
    note = tr(
        "Event: the book's event number for the session (1 is its creation; each hand recorded, correction,"
        " stake or rules change is one event), so the numbers skip the hands recorded in between"
    )
    return Sheet(tr("Audit"), "audit", [block], freeze=(1, 0), print_title_rows=1, header_note=note)


def _hand_of(event: Event) -> int:
    """The hand an ``added`` event records, read without parsing its whole payload."""
    found = _ADDED_HAND.search(event.payload_text)
    return int(found.group(1)) if found else int(event.payload["hand"])


def _corrections_before(session: Session) -> dict[int, dict[str, Decimal]]:
    """For every edit and void: the hand's money just before it, by event seq.

    Follows which event's result stands for each hand (undo and redo included) and
    parses only the payloads it needs: a full replay parses every hand again.
    """
    out: dict[int, dict[str, Decimal]] = {}
    if not any(e.kind in ("edited", "voided") for e in session.events):
        return out
    standing: dict[int, int] = {}  # hand -> seq of the event whose result stands (0: void)
    changes: dict[int, tuple[int, int | None, int]] = {}  # seq -> (hand, before, after)

    def money(seq: int) -> dict[str, Decimal]:
        result = session.events[seq - 1].payload["result"]
        return {p["name"]: Decimal(p["money"]) for p in result["players"]}

    def put(hand: int, value: int | None) -> None:
        if value is None:
            standing.pop(hand, None)
        else:
            standing[hand] = value

    for event in session.events:
        kind, seq = event.kind, event.seq
        if kind in ("added", "edited", "voided"):
            hand = _hand_of(event) if kind == "added" else int(event.payload["hand"])
            before = standing.get(hand)
            if kind != "added" and before:
                out[seq] = money(before)
            after = 0 if kind == "voided" else seq
            changes[seq] = (hand, before, after)
            put(hand, after)
        elif kind in ("undo", "redo"):
            target = event.payload["undoes" if kind == "undo" else "redoes"]
            if target in changes:
                hand, before, after = changes[target]
                put(hand, before if kind == "undo" else after)
    return out


def _money_change(
    before: dict[str, Decimal], after: dict[str, Decimal], tr: Labeller | None = None, currency: str = ""
) -> str:
    tr = tr or labeller()
    parts = [
        f"{name} {money_text(before.get(name, ZERO), currency)} → {money_text(after.get(name, ZERO), currency)}"
        for name in list(before) + [n for n in after if n not in before]
        if before.get(name, ZERO) != after.get(name, ZERO)
    ]
    return tr("money {changes}", changes=", ".join(parts)) if parts else tr("money unchanged")
