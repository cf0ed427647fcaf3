"""A person's statistics, counted in one place: each session's sums (:mod:`session_facts`, kept
by the session's head, so a session whose head did not move is not replayed) added up over the
sessions a filter admits, the pairs between two of the person's own names left out."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.game.rules import ROWS, RuleSet, resolve_rules
from scorekeeper.money import Money
from scorekeeper.players.register import Person, Register
from scorekeeper.players.session_facts import NameFacts, SessionFacts, session_facts
from scorekeeper.players.stats import CurrencyStats, Duel, Night, PlayerStats, StatsFilter
from scorekeeper.session.session import Session

__all__ = ["player_stats", "rules_of", "stats_from_facts"]


@dataclass
class _Tally:
    """What one pass over the sums adds up (made once per statistics, then frozen)."""

    nights: dict[str, list[Night]] = field(default_factory=dict)
    rows: dict[str, Counter[str]] = field(default_factory=lambda: {row: Counter() for row in ROWS})
    scoops: Counter[str] = field(default_factory=Counter)
    counts: Counter[str] = field(default_factory=Counter)
    royalties: Counter[str] = field(default_factory=Counter)
    naturals: Counter[str] = field(default_factory=Counter)
    duels: dict[tuple[str, str], list[Decimal]] = field(default_factory=dict)  # (opponent, currency)


_RULES: dict[str, RuleSet] = {}


def rules_of(text: str) -> RuleSet:
    """A rule set as the log holds it (JSON text), read once."""
    rules = _RULES.get(text)
    if rules is None:
        rules = _RULES[text] = resolve_rules(json.loads(text))
    return rules


def stats_from_facts(
    person: Person, register: Register, sessions: Iterable[tuple[str, SessionFacts]], where: StatsFilter | None = None
) -> PlayerStats:
    """``person``'s record over the sessions' sums ((date, facts) pairs) as ``where`` admits them,
    the pairs between two of the person's own names left out."""
    where = where or StatsFilter()
    names = set(person.names)
    tally = _Tally()
    for date, facts in sorted(sessions, key=lambda ds: (ds[0], int(ds[1].session))):
        if not where.admits(date, facts.place) or names.isdisjoint(facts.players):
            continue
        admitted = {key: f for key, f in facts.by_name.items() if key[0] in names}
        mine = [(name, f) for (name, rules), f in admitted.items() if where.admits_rules(rules_of(rules))]
        night = _night(facts, date, mine)
        if night.hands:
            tally.nights.setdefault(facts.currency, []).append(night)
        for _name, f in mine:
            _count(tally, f, names, register, facts.currency)
    return PlayerStats(
        person,
        {c: CurrencyStats(c, tuple(n)) for c, n in sorted(tally.nights.items())},
        {row: {k: tally.rows[row][k] for k in ("won", "lost", "tied")} for row in ROWS},
        {k: tally.scoops[k] for k in ("made", "suffered")},
        tally.counts["fouled"],
        tally.counts["surrendered"],
        dict(sorted(tally.royalties.items())),
        dict(sorted(tally.naturals.items())),
        _duels(tally),
    )


def _night(facts: SessionFacts, date: str, mine: list[tuple[str, NameFacts]]) -> Night:
    hands, units, money = 0, Decimal(0), Decimal(0)
    names = {name for name, _ in mine}
    for name, f in mine:  # a hand two of the person's names played is one hand (counted at the first name)
        hands += f.hands - sum(n for other, n in f.together.items() if other in names and other < name)
        units = MONEY_CONTEXT.add(units, f.units)
        money = MONEY_CONTEXT.add(money, f.money)
    return Night(facts.session, date, hands, units, Money(money, facts.currency))


def _count(tally: _Tally, f: NameFacts, names: set[str], register: Register, currency: str) -> None:
    tally.counts.update(f.counts)
    tally.royalties.update(f.royalties)
    tally.naturals.update(f.naturals)
    for other, v in f.versus.items():
        if other in names:
            continue  # the person against themself
        for i, row in enumerate(ROWS):
            tally.rows[row].update({"won": v[3 * i], "lost": v[3 * i + 1], "tied": v[3 * i + 2]})
        tally.scoops.update({"made": v[9], "suffered": v[10]})
    for other, (hands, units, money) in f.duels.items():
        opponent = register.person_of(other)
        if other in names or opponent.removed:
            continue
        duel = tally.duels.setdefault((opponent.name, currency), [Decimal(0), Decimal(0), Decimal(0)])
        duel[0] += hands
        duel[1] = MONEY_CONTEXT.add(duel[1], units)
        duel[2] = MONEY_CONTEXT.add(duel[2], money)


def _duels(tally: _Tally) -> dict[str, dict[str, Duel]]:
    out: dict[str, dict[str, Duel]] = {}
    for (opponent, currency), (hands, units, money) in sorted(tally.duels.items()):
        out.setdefault(opponent, {})[currency] = Duel(int(hands), units, Money(money, currency))
    return out


def player_stats(
    person: Person, register: Register, sessions: Iterable[tuple[str, Session]], where: StatsFilter | None = None
) -> PlayerStats:
    """``person``'s record over replayed ``sessions`` ((date, session) pairs): their sums made now."""
    names = set(person.names)
    summed = [(date, session_facts(s)) for date, s in sessions if not names.isdisjoint(s.players)]
    return stats_from_facts(person, register, summed, where)
