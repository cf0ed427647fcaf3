"""The Summary sheet: the session's facts, each player's result, the running-totals chart.

>>> from scorekeeper.export.sample import sample_session
>>> race_summary(sample_session(3))  # not a race: no games
''
"""

from __future__ import annotations

import datetime
from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.export.cell_text import money_label
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.sheet_hands import HAND_COLUMNS, PLAYER_COLUMNS
from scorekeeper.export.sheet_model import Block, Column, ColumnSum, Kind, LineChartSpec, Sheet, Value
from scorekeeper.export.wording import summary_lines
from scorekeeper.ledger.lines import line_map
from scorekeeper.ledger.totals import Settlement, Totals
from scorekeeper.session.session import VOID, Session

ZERO = Decimal(0)


def summary_sheet(
    session: Session,
    t: Totals,
    s: Settlement,
    hands: Sheet,
    *,
    exported_at: datetime.datetime | None = None,
    lang: str = "en",
) -> Sheet:
    tr = labeller(lang)
    facts = _session_facts(session, tr) + _rule_facts(session, s, tr, exported_at=exported_at, lang=lang)
    fact_block = Block([Column("", bold=True, width=14), Column("", fit=False)], facts, header=False)
    return Sheet(
        tr("Summary"),
        "summary",
        [fact_block, _player_block(session, t, tr)],
        chart=_chart(session, hands, tr),
        one_page=True,
    )


def _session_facts(session: Session, tr: Labeller) -> list[list[Value]]:
    """Name, date, place, currency, unit, pair stakes and hand count."""
    live = sum(1 for r in session.hands.values() if r.status != VOID)
    void = len(session.hands) - live
    facts: list[list[Value]] = [[tr("Session"), session.name], [tr("Date"), session.date]]
    if session.place:
        facts.append([tr("Place"), session.place])
    facts.append([tr("Currency"), session.currency or tr("(none)")])
    unit = format_amount(session.unit)
    per_unit = (
        tr("{amount} {currency} per unit", amount=unit, currency=session.currency)
        if session.currency
        else tr("{amount} per unit", amount=unit)
    )
    facts.append([tr("Unit"), per_unit])
    stakes = session.stakes_for(session.next_hand)
    agreed = dict.fromkeys((a, b) for _, a, b, _ in session.stake_history)
    if agreed:
        own = "; ".join(f"{a}–{b} {format_amount(stakes.of(a, b))}" for a, b in agreed)
        pair_stakes = (
            tr("{stakes} {currency} per unit", stakes=own, currency=session.currency)
            if session.currency
            else tr("{stakes} per unit", stakes=own)
        )
        facts.append([tr("Pair stakes"), pair_stakes])
    recorded = (
        tr("{count} recorded, {void} void", count=live, void=void) if void else tr("{count} recorded", count=live)
    )
    facts.append([tr("Hands"), recorded])
    return facts


def _rule_facts(
    session: Session, s: Settlement, tr: Labeller, *, exported_at: datetime.datetime | None, lang: str
) -> list[list[Value]]:
    """The rules in words, the race, the house's collection, the fingerprint and the export time."""
    facts: list[list[Value]] = []
    starts = [start for start, _ in session.rules_history]
    if len(starts) > 1:
        changed = tr("changed from hand {hands} (see Rules)", hands=", ".join(str(n) for n in starts[1:]))
        facts.append([tr("Rules"), changed])
    rules = session.rules_for(session.next_hand)
    facts.extend([[label, words] for label, words in summary_lines(rules, lang=lang)])
    race = race_summary(session)
    if race:
        facts.append([tr("Race"), race])
    fees = dict.fromkeys(c.collection.describe() for c, _ in session.casino.collections if c.collection.on)
    if fees:  # the house's collection (casino/collection.py), in the engine's words
        facts.append([tr("House"), "; ".join(fees)])
    fingerprint = (
        tr("{fingerprint} (chain verified)", fingerprint=s.fingerprint)
        if s.verified
        else tr("{fingerprint} (chain DOES NOT VERIFY)", fingerprint=s.fingerprint)
    )
    facts.append([tr("Fingerprint"), fingerprint])
    if exported_at is not None:
        facts.append([tr("Exported"), exported_at.strftime("%Y-%m-%d %H:%M")])
    return facts


def _player_block(session: Session, t: Totals, tr: Labeller) -> Block:
    """Each player's hands, units and money (the house too when it collects), and race games won."""
    players: list[list[Value]] = [[name, pt.hands, pt.units, pt.money] for name, pt in t.players.items()]
    units_total = sum((pt.units for pt in t.players.values()), ZERO)
    money_total = sum((pt.money for pt in t.players.values()), ZERO)
    player_columns = [
        Column(tr("Player"), bold=True),
        Column(tr("Hands"), Kind.INT),
        Column(tr("Units"), Kind.UNITS),
        Column(money_label(session, tr("Won or lost")), Kind.MONEY),
    ]
    if session.casino.uses_collection:  # the house is a party: with it the money column sums to zero
        house_take = sum((x.house.amount for x in line_map(session).values() if x.live), ZERO)
        players.append([tr("House"), None, None, house_take])
        money_total += house_take
    player_total: list[Value] = [tr("Total"), None, ColumnSum(units_total), ColumnSum(money_total)]
    games = session.race_games()
    if games:  # a race: how many games each player won
        player_columns.append(Column(tr("Race games won"), Kind.INT))
        for row in players:
            row.append(sum(1 for g in games if g.winner == row[0]))
        player_total.append(None)
    return Block(player_columns, players, title=tr("Players"), total=player_total)


def _chart(session: Session, hands: Sheet, tr: Labeller) -> LineChartSpec | None:
    """The running totals drawn from the Hands sheet (none before a hand is recorded)."""
    if not any(r.status != VOID for r in session.hands.values()):
        return None
    first_running = HAND_COLUMNS + PLAYER_COLUMNS * len(session.players)
    return LineChartSpec(
        title=tr("Running totals"),
        sheet=hands.name,
        block=0,
        x=0,
        series=[(name, first_running + i) for i, name in enumerate(session.players)],
        x_title=tr("Hand"),
        y_title=money_label(session, tr("Money")),
    )


def race_summary(session: Session) -> str:
    """The race games in a line: ``game 1: Amy (hands 1–6; Amy 12, Bob 6); game 2: in play (...)``."""
    parts = []
    for g in session.race_games():
        hands = f"hand {g.hands[0]}" if len(g.hands) == 1 else f"hands {g.hands[0]}–{g.hands[-1]}"
        score = ", ".join(f"{name} {points}" for name, points in g.points.items())
        who = g.winner if g.winner is not None else "in play"
        parts.append(f"game {g.number}: {who} ({hands}; {score})")
    return "; ".join(parts)
