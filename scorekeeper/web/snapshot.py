"""What a phone shows, as one JSON object built from the session.

The totals, hands and settle-up are exactly ``scorekeeper session show`` and
``session settle`` (the same functions build them), so a phone never disagrees
with the command line; the page adds the running totals, the last hand in full,
and the stakes and rules in force in every language of the page.

>>> from scorekeeper.session.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> view = snapshot(s, head=s.head)
>>> view["show"]["players"][0]["money"], view["last"], view["settle"]["verified"]
('0', None, True)
"""

from __future__ import annotations

from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.errors import InputError
from scorekeeper.export.wording import summary_lines
from scorekeeper.game.cards import parse_cards
from scorekeeper.game.rules import ROWS
from scorekeeper.game.terms import LANGUAGES
from scorekeeper.ledger.totals import running_totals, settle, settlement_json, show_json
from scorekeeper.session.hand_entry import RecordedSeat
from scorekeeper.session.outcome import Outcome, PlayerOutcome, amount_text
from scorekeeper.session.session import HandRecord, Session


def _cards(text: str) -> list[str]:
    """A row's cards in the short form (``["Ah", "Td"]``); what cannot be read is shown as typed."""
    try:
        return [str(card) for card in parse_cards(text)]
    except InputError:
        return text.split()


def _result_of(result: Outcome, name: str, hand: int | None) -> PlayerOutcome:
    """A seat's result: the player's, or one of a criss-cross player's two hands."""
    player = next(p for p in result.players if p.name == name)
    if hand is not None and player.hands:
        return next((h for h in player.hands if h.hand == hand), player)
    return player


def _seat(entry: RecordedSeat, result: Outcome) -> dict[str, Any]:
    mine = _result_of(result, entry.name, entry.hand)
    return {
        "name": entry.name,
        "hand": entry.hand,
        "cards": {row: _cards(getattr(entry, row)) for row in ROWS},
        "rows": dict(mine.rows),
        "status": mine.status,
        "natural": mine.natural,
        "royalties": [r.dump() for r in mine.royalties],
        "surrender": entry.surrender,
        "units": amount_text(mine.units),
        "money": amount_text(mine.money.amount),
    }


def last_hand(session: Session) -> dict[str, Any] | None:
    """The last live hand: every seat's rows as cards, and every pair's row-by-row result."""
    live = session.live_hands()
    if not live:
        return None
    record: HandRecord = live[-1]
    return {
        "hand": record.number,
        "dealer": record.dealer,
        "at": record.at,
        "corrected": any(r.kind != "added" for r in record.history),
        "seats": [_seat(entry, record.result) for entry in record.entry.players],
        "pairs": [
            {
                "players": list(pair.players),
                "hands": None if pair.hands is None else list(pair.hands),
                "rows": None if pair.rows is None else list(pair.rows),
                "units": amount_text(pair.units),
                "money": amount_text(pair.money.amount),
            }
            for pair in record.result.pairs
        ],
    }


def _marks(record: HandRecord) -> list[str]:
    """The ledger's marks: F foul, N natural, R royalties, S surrender, E corrected (shown as ✎)."""
    players = record.result.players
    marks = []
    if any(p.status == "fouled" for p in players):
        marks.append("F")
    if any(p.natural for p in players):
        marks.append("N")
    if any(p.royalties for p in players):
        marks.append("R")
    if any(p.status == "surrendered" for p in players):
        marks.append("S")
    if any(r.kind != "added" for r in record.history):
        marks.append("E")
    return marks


def _ledger(session: Session) -> list[dict[str, Any]]:
    """Every hand, newest last: status, dealer, marks, and the running totals after it."""
    running = dict(running_totals(session))
    out = []
    for number in sorted(session.hands):
        record = session.hands[number]
        after = running.get(number)
        out.append(
            {
                "hand": number,
                "at": record.at,
                "dealer": record.dealer,
                "status": record.status,
                "marks": _marks(record),
                "running": {n: format_amount(v) for n, v in after.items()} if after is not None else None,
            }
        )
    return out


def _stakes(session: Session) -> dict[str, Any]:
    table = session.stakes_for(session.next_hand)
    return {
        "unit": format_amount(table.unit),
        "currency": session.currency,
        "pairs": [
            {"players": sorted(pair, key=session.players.index), "stake": format_amount(value)}
            for pair, value in table.pairs.items()
        ],
    }


def snapshot(session: Session, *, head: str) -> dict[str, Any]:
    """Everything the page shows for ``session``; ``head`` is the book's, so tampering shows."""
    rules = session.rules_for(session.next_hand)
    return {
        "show": show_json(session),
        "settle": settlement_json(session, settle(session, head=head)),
        "ledger": _ledger(session),
        "last": last_hand(session),
        "stakes": _stakes(session),
        "rules": {lang: [list(line) for line in summary_lines(rules, lang)] for lang in LANGUAGES},
        "meta": {
            "date": session.date,
            "place": session.place,
            "settled": session.settled,
            "next_hand": session.next_hand,
            "head": head,
        },
    }
