"""A player's own export: everything the book holds about them, as one JSON object.

Their entry in the register (names, note, whether removed), the register's actions that
name any of their names, and every session holding one of their names: the session's
name, date, place and currency, and each hand they sat at (their cards as entered, their
result, what they paid and received), with their statistics.
"""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.ledger.lines import ledger_lines
from scorekeeper.players.register import Person, Register
from scorekeeper.players.stats import StatsFilter
from scorekeeper.players.stats_facts import player_stats
from scorekeeper.players.stats_json import stats_json
from scorekeeper.session.events import Event
from scorekeeper.session.session import Session

FORMAT = "chinese-poker-scorekeeper/player"


def _session(session: Session, names: set[str]) -> dict[str, Any]:
    hands = []
    for line in ledger_lines(session):
        if names.isdisjoint(line.seated) or line.record is None:
            continue
        record = line.record
        hands.append(
            {
                "hand": line.hand,
                "at": line.at,
                "status": line.status,
                "entered": [p for p in record.entry.dump()["players"] if p["name"] in names],
                "result": [p.dump() for p in record.result.players if p.name in names] if line.live else [],
                "money": {n: format_amount(m.amount) for n, m in line.money.items() if n in names},
                "pairs": [
                    {
                        "players": list(p.players),
                        "units": format_amount(p.units),
                        "money": format_amount(p.money.amount),
                    }
                    for p in line.pairs
                    if not names.isdisjoint(p.players)
                ],
            }
        )
    return {
        "session": session.id,
        "name": session.name,
        "date": session.date,
        "place": session.place,
        "currency": session.currency,
        "names": [n for n in session.players if n in names],
        "hands": hands,
    }


def player_export(
    person: Person, register: Register, register_log: list[Event], sessions: list[tuple[str, Session]]
) -> dict[str, Any]:
    names = set(person.names)
    actions = [
        {"seq": e.seq, "kind": e.kind, "at": e.at, "payload": json.loads(e.payload_text)}
        for e in register_log
        if not names.isdisjoint({v for v in json.loads(e.payload_text).values() if isinstance(v, str)})
    ]
    mine = [(d, s) for d, s in sessions if not names.isdisjoint(s.players)]
    where = StatsFilter()
    return {
        "format": FORMAT,
        "player": {
            "name": person.name,
            "aliases": list(person.aliases),
            "note": person.note,
            "removed": person.removed,
        },
        "register_actions": actions,
        "sessions": [_session(s, names) for _, s in sorted(mine, key=lambda ds: (ds[0], int(ds[1].id)))],
        "statistics": stats_json(player_stats(person, register, mine, where), where),
    }
