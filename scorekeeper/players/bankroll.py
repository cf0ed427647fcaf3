"""A player's nights as rows for a bankroll tracker: date, place, game, stake per unit, result, duration.

One row per session the person played a live hand in; the result is exact, with its
currency in its own column; the duration runs from their first hand to their last
(a session of one hand: 0 minutes).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from datetime import datetime
from decimal import Decimal

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.ledger.lines import ledger_lines
from scorekeeper.money import normalise_currency
from scorekeeper.players.register import Person
from scorekeeper.players.stats import StatsFilter
from scorekeeper.session.session import Session

COLUMNS = ("date", "place", "game", "stake_per_unit", "result", "currency", "hands", "duration_minutes", "session")


def game_name(session: Session, hand: int) -> str:
    """The rule preset the hand was played under, or its game when the rules are a preset's no more."""
    from scorekeeper.game.presets import PRESETS
    from scorekeeper.game.rules import preset

    rules = session.rules_for(hand)
    return next((name for name in PRESETS if preset(name) == rules), rules.game)


def _minutes(first: str, last: str) -> int:
    try:
        return int((datetime.fromisoformat(last) - datetime.fromisoformat(first)).total_seconds() // 60)
    except ValueError:
        return 0


def bankroll_rows(
    person: Person, sessions: Iterable[tuple[str, Session]], where: StatsFilter | None = None
) -> list[dict[str, str]]:
    where = where or StatsFilter()
    names = set(person.names)
    out = []
    for date, session in sorted(sessions, key=lambda ds: (ds[0], int(ds[1].id))):
        if not where.admits_session(date, session) or names.isdisjoint(session.players):
            continue
        mine = [
            x
            for x in ledger_lines(session)
            if x.live and where.admits_hand(session, x.hand) and not names.isdisjoint(x.money)
        ]
        if not mine:
            continue
        result = Decimal(0)
        for line in mine:
            for name in names & set(line.money):
                result = MONEY_CONTEXT.add(result, line.money[name].amount)
        out.append(
            {
                "date": date,
                "place": session.place,
                "game": game_name(session, mine[0].hand),
                "stake_per_unit": format_amount(session.unit),
                "result": format_amount(result),
                "currency": normalise_currency(session.currency),
                "hands": str(len(mine)),
                "duration_minutes": str(_minutes(mine[0].at, mine[-1].at)),
                "session": session.id,
            }
        )
    return out


def bankroll_csv(rows: list[dict[str, str]]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()
