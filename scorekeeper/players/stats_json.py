"""``scorekeeper players stats``: a person's statistics as one JSON object, and the book read for them.

Amounts are exact decimal text (``format_amount``); per hand and per 100 hands are rounded
half-even to 4 decimals. Counts are over every currency; money, units and duels per currency.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.book import Book
from scorekeeper.errors import InputError
from scorekeeper.players.advice_facts import Given
from scorekeeper.players.names import did_you_mean
from scorekeeper.players.readable import readable_sessions
from scorekeeper.players.register import Person, Played, Register
from scorekeeper.players.stats import CurrencyStats, Night, PlayerStats, StatsFilter, per
from scorekeeper.session.session import Session


def book_sessions(book: Book, only: set[str] | None = None) -> tuple[list[tuple[str, Session]], list[str]]:
    """(date, session) of every session the book can show (``only``: of these ids), and why any
    other cannot."""
    out: list[tuple[str, Session]] = []
    infos, problems = readable_sessions(book, only)
    for info in infos:
        try:
            out.append((info.date, book.session(info.id)))
        except InputError as exc:
            problems.append(str(exc))
    return out, problems


def find_person(register: Register, played: Played, name: str) -> Person:
    """The person ``name`` is (a name or an alias); the removed and the unknown are refused."""
    person = register.person_of(name)
    if person.removed or (name not in played and person.name == name and not person.aliases):
        raise InputError(f"no player named {name!r} in the register{did_you_mean(register, played, name)}")
    return person


def _night(night: Night) -> dict[str, Any]:
    return {
        "session": night.session,
        "date": night.date,
        "hands": night.hands,
        "money": format_amount(night.money.amount),
    }


def currency_json(c: CurrencyStats) -> dict[str, Any]:
    hands, money, units = c.hands, c.money.amount, c.units
    return {
        "sessions": len(c.nights),
        "hands": hands,
        "money": format_amount(money),
        "units": format_amount(units),
        "money_per_hand": format_amount(per(money, hands)),
        "units_per_hand": format_amount(per(units, hands)),
        "money_per_100_hands": format_amount(per(money, hands, 100)),
        "units_per_100_hands": format_amount(per(units, hands, 100)),
        "best_night": _night(c.best),
        "worst_night": _night(c.worst),
        "running": [_night(n) | {"total": format_amount(total.amount)} for n, total in c.running()],
    }


def stats_json(stats: PlayerStats, where: StatsFilter) -> dict[str, Any]:
    return {
        "player": stats.person.name,
        "aliases": list(stats.person.aliases),
        "filter": {"since": where.since, "until": where.until, "game": where.game, "table": where.table},
        "currencies": {c: currency_json(s) for c, s in stats.currencies.items()},
        "rows": stats.rows,
        "scoops": stats.scoops,
        "fouls": stats.fouls,
        "surrenders": stats.surrenders,
        "royalties": stats.royalties,
        "naturals": stats.naturals,
        "head_to_head": {
            opponent: {
                c: {"hands": d.hands, "units": format_amount(d.units), "money": format_amount(d.money.amount)}
                for c, d in duels.items()
            }
            for opponent, duels in stats.head_to_head.items()
        },
    }


def book_stats(book: Book, name: str, where: StatsFilter, *, advisor: bool = False) -> dict[str, Any]:
    """``players stats NAME``: read the register and every session, then count; ``advisor``: the
    units given away against the setting advisor too (a few milliseconds a seat, kept once reviewed)."""
    from scorekeeper.players.actions import current
    from scorekeeper.players.facts_cache import book_facts
    from scorekeeper.players.stats_facts import stats_from_facts

    register, played = current(book)
    person = find_person(register, played, name)
    wanted = register.sessions(person, played)  # the others are not read
    facts, problems = book_facts(book, wanted)  # each session's sums, kept by its head
    names = set(person.names)
    out = stats_json(stats_from_facts(person, register, facts, where), where)
    if advisor:
        from scorekeeper.players.facts_cache import book_given

        given = book_given(book, names, facts, where)
        assert given is not None  # asked without a progress that could stop it
        out["advisor"] = advisor_json(given)
    if problems:
        out["unreadable"] = problems
    return out


def advisor_json(given: Given) -> dict[str, Any]:
    """The units given away against the advisor, as ``players stats --advisor`` prints them."""
    return {
        "hands": given.seats,
        "given_away": f"{given.units:.3f}",
        "given_away_per_hand": f"{given.units / given.seats:.3f}" if given.seats else "0.000",
        "not_reviewed": given.skipped,
    }
