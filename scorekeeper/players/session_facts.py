"""What one session adds to each name's statistics, summed once and kept by the session's head.

``players stats`` over a season reads hundreds of sessions. Each session's share of every
figure (a night's hands, units and money; rows, scoops, fouls, surrenders, royalties,
naturals; what each pair paid) is summed here per name and per rule set the hands were
played under (the ``--game`` filter picks rule sets), so a later count only adds these up:
the session is replayed again only when its head moved. What each name did against each
other name is kept apart, so a person whose two names sat at one table is counted without
the pairs between them.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.ledger.lines import LedgerLine, ledger_lines
from scorekeeper.money import normalise_currency
from scorekeeper.session.session import Session

__all__ = ["FACTS_VERSION", "NameFacts", "SessionFacts", "session_facts"]

FACTS_VERSION = 1  # a change to what is summed: every kept session is summed again


_VERSUS = 11  # against one other name: won, lost, tied in front, middle and back; scoops made, suffered


@dataclass
class NameFacts:
    """One name's share of one session under one rule set; what it did against each other name
    is kept apart (``versus``, ``duels``, ``together``), so a person whose two names sat at one
    table is counted without the pairs between them."""

    hands: int = 0
    units: Decimal = Decimal(0)
    money: Decimal = Decimal(0)
    counts: Counter[str] = field(default_factory=Counter)  # by status: played, fouled, natural, surrendered
    royalties: Counter[str] = field(default_factory=Counter)
    naturals: Counter[str] = field(default_factory=Counter)
    duels: dict[str, list[Decimal]] = field(default_factory=dict)  # other name -> [hands, units, money]
    versus: dict[str, list[int]] = field(default_factory=dict)  # other name -> rows won/lost/tied, scoops
    together: Counter[str] = field(default_factory=Counter)  # other name -> hands both played

    def dump(self) -> dict[str, Any]:
        return {
            "hands": self.hands,
            "units": format_amount(self.units),
            "money": format_amount(self.money),
            "counts": dict(self.counts),
            "royalties": dict(self.royalties),
            "naturals": dict(self.naturals),
            "duels": {n: [int(h), format_amount(u), format_amount(m)] for n, (h, u, m) in self.duels.items()},
            "versus": self.versus,
            "together": dict(self.together),
        }

    @classmethod
    def read(cls, d: dict[str, Any]) -> NameFacts:
        return cls(
            d["hands"],
            Decimal(d["units"]),
            Decimal(d["money"]),
            Counter(d["counts"]),
            Counter(d["royalties"]),
            Counter(d["naturals"]),
            {n: [Decimal(h), Decimal(u), Decimal(m)] for n, (h, u, m) in d["duels"].items()},
            {n: [int(x) for x in v] for n, v in d["versus"].items()},
            Counter(d["together"]),
        )


@dataclass
class SessionFacts:
    """A session's sums by (name, rule set as JSON text); its place and currency for the filters."""

    session: str
    place: str
    currency: str
    players: tuple[str, ...]
    by_name: dict[tuple[str, str], NameFacts] = field(default_factory=dict)

    def dump(self) -> str:
        return json.dumps(
            {
                "v": FACTS_VERSION,
                "session": self.session,
                "place": self.place,
                "currency": self.currency,
                "players": list(self.players),
                "facts": [[name, rules, f.dump()] for (name, rules), f in self.by_name.items()],
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @classmethod
    def read(cls, text: str) -> SessionFacts | None:
        """The kept sums, or None when they were summed by another version (or damaged)."""
        try:
            d = json.loads(text)
            if d.get("v") != FACTS_VERSION:
                return None
            by_name = {(name, rules): NameFacts.read(f) for name, rules, f in d["facts"]}
            return cls(d["session"], d["place"], d["currency"], tuple(d["players"]), by_name)
        except (ValueError, TypeError, KeyError, AttributeError, ArithmeticError):
            return None


def session_facts(session: Session) -> SessionFacts:
    """Every name's sums over the session's live hands, by the rule set each hand was played under."""
    facts = SessionFacts(session.id, session.place, normalise_currency(session.currency), tuple(session.players))
    history = session.rules_history
    for line in ledger_lines(session):
        if line.live:
            in_force = [text for start, text in history if start <= line.hand]
            _add_line(facts, line, in_force[-1] if in_force else "null")  # the rules as the log holds them
    return facts


def _add_line(facts: SessionFacts, line: LedgerLine, rules: str) -> None:
    def of(name: str) -> NameFacts:
        found = facts.by_name.get((name, rules))
        if found is None:
            found = facts.by_name[(name, rules)] = NameFacts()
        return found

    add = MONEY_CONTEXT.add
    for name, money in line.money.items():
        f = of(name)
        f.hands += 1
        f.units = add(f.units, line.units[name])
        f.money = add(f.money, money.amount)
        f.together.update(other for other in line.money if other != name)
    result = line.record.result if line.record is not None else None
    for p in result.players if result is not None else ():
        f = of(p.name)
        f.counts[p.status] += 1
        if p.status == "natural":
            f.naturals[p.natural or "natural"] += 1
        for royalty in p.royalties:
            f.royalties[royalty.hand] += 1
    for pair in result.pairs if result is not None else ():
        a, b = pair.players
        if pair.rows and a != b:
            for name, other, side in ((a, b, 1), (b, a, -1)):
                _versus(of(name).versus.setdefault(other, [0] * _VERSUS), [r * side for r in pair.rows])
    for pl in line.pairs:
        a, b = pl.players
        for name, other, side in ((a, b, 1), (b, a, -1)):
            duel = of(name).duels.setdefault(other, [Decimal(0), Decimal(0), Decimal(0)])
            duel[0] += 1
            duel[1] = add(duel[1], side * pl.units)
            duel[2] = add(duel[2], side * pl.money.amount)


def _versus(tally: list[int], mine: list[int]) -> None:
    """One pair's rows, as this name took them, into its tally against the other name."""
    for i, r in enumerate(mine):
        tally[3 * i + (0 if r > 0 else 1 if r < 0 else 2)] += 1
    if mine == [1, 1, 1]:
        tally[9] += 1
    elif mine == [-1, -1, -1]:
        tally[10] += 1
