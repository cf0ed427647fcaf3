"""A person's statistics added up from each session's kept sums (:mod:`session_facts`): the same
:class:`~scorekeeper.players.stats.PlayerStats` that :func:`~scorekeeper.players.stats.player_stats`
counts from the ledger lines, without replaying a session whose head did not move."""

from __future__ import annotations

import json
from collections.abc import Iterable
from decimal import Decimal

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.game.rules import ROWS, RuleSet, resolve_rules
from scorekeeper.money import Money
from scorekeeper.players.register import Person, Register
from scorekeeper.players.session_facts import NameFacts, SessionFacts
from scorekeeper.players.stats import CurrencyStats, Night, PlayerStats, StatsFilter, _duels, _Tally

__all__ = ["rules_of", "stats_from_facts"]

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
