"""The Audit sheet: every correction, with the money (and cards) it changed and its reason.

>>> from scorekeeper.session.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> audit_sheet(s).blocks[0].rows
[[None, None, '', None, 'No corrections.', '']]
"""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.export.audit_cards import cards_change
from scorekeeper.export.cell_text import cards_with_symbols, money_text, parse_time
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.sheet_model import Block, Column, Kind, Sheet, Value
from scorekeeper.session.corrections import hand_version, stood_before
from scorekeeper.session.event_records import HandAdded, HandEdited
from scorekeeper.session.session import Session

ZERO = Decimal(0)


def audit_sheet(session: Session, *, lang: str = "en") -> Sheet:
    """Every correction; the detail of each is the engine's own words (English), money changes in ``lang``."""
    tr = labeller(lang)
    before = stood_before(session)
    rows: list[list[Value]] = []
    for item in session.audit():
        detail = item["detail"]
        seq = item["seq"]
        if item.get("manager"):
            detail += "; " + tr("signed off by the manager")
        if seq in before:
            was = hand_version(session, before[seq])
            if item["kind"] == "edited":
                now = hand_version(session, seq)
                detail += "; " + _money_change(_money(was), _money(now), tr, session.currency)
                cards = cards_change(was.entry, now.entry, cards_with_symbols)
                detail += "; " + cards if cards else ""
            else:
                removed = ", ".join(f"{n} {money_text(m, session.currency)}" for n, m in _money(was).items())
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


def _money(version: HandAdded | HandEdited) -> dict[str, Decimal]:
    """Each player's money in one recorded version of a hand."""
    return {p.name: Decimal(p.money) for p in version.result.players}


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
