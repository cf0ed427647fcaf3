"""Totals and settle-up of a session, derived from its live hands.

>>> from scorekeeper.session.session import HandRecord, Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> totals(s).players["Amy"].money
Decimal('0')
>>> settle(s).coin, settle(s).verified
(Decimal('0.01'), True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.ledger.coin_rounding import PairRounding, round_pairs
from scorekeeper.ledger.extension import LedgerExtension, SettleTerms, ledger_extensions
from scorekeeper.ledger.lines import LedgerLine, ledger_lines, line_map
from scorekeeper.ledger.rescore import rescore_problems
from scorekeeper.ledger.settlement import (
    Transfer,
    by_pair,
    in_currency,
    paid_apart,
    round_amount,
    round_to_coin,
    settle_plan,
)
from scorekeeper.money import Money
from scorekeeper.session.events import verify_chain
from scorekeeper.session.match import match_json
from scorekeeper.session.session import HandRecord, Session

FINGERPRINT_HEX = 16  # 64 bits of the chain's head: two players compare it, a forger cannot hit it


@dataclass
class PlayerTotal:
    hands: int = 0
    units: Decimal = Decimal(0)
    money: Decimal = Decimal(0)


@dataclass
class PairTotal:
    units: Decimal = Decimal(0)
    money: Decimal = Decimal(0)


@dataclass
class Totals:
    """Per player and per pair (first-named receives from second) over live hands, race stakes included."""

    players: dict[str, PlayerTotal] = field(default_factory=dict)
    pairs: dict[tuple[str, str], PairTotal] = field(default_factory=dict)
    currency: str = ""
    house: Decimal = Decimal(0)  # the house's take over the lines: players' money + house = 0

    def money(self, player: str) -> Money:
        return Money(self.players[player].money, self.currency)


def totals(session: Session, *, through: int | None = None) -> Totals:
    """Totals after every live hand, or after hand ``through`` (read from the ledger lines)."""
    return totals_of(ledger_lines(session), session.players, through=through, currency=session.currency)


def totals_of(
    lines: list[LedgerLine], players: tuple[str, ...], *, through: int | None = None, currency: str = ""
) -> Totals:
    """:func:`totals` of given lines (every sum exact in the money context)."""
    order = {name: i for i, name in enumerate(players)}
    out = Totals({name: PlayerTotal() for name in players}, currency=Money.zero(currency).currency)
    add = MONEY_CONTEXT.add
    for line in lines:
        if through is not None and line.hand > through:
            break
        if not line.live:
            continue
        out.house = add(out.house, line.house.amount)
        for name, money in line.money.items():
            t = out.players[name]
            t.hands += 1
            t.units = add(t.units, line.units[name])
            t.money = add(t.money, money.amount)
        for pair in line.pairs:
            pt = out.pairs.get(pair.players)
            if pt is None:  # (not setdefault: a PairTotal made per hand and dropped wakes the collector)
                pt = out.pairs[pair.players] = PairTotal()
            pt.units = add(pt.units, pair.units)
            pt.money = add(pt.money, pair.money.amount)
    out.pairs = dict(sorted(out.pairs.items(), key=lambda kv: (order[kv[0][0]], order[kv[0][1]])))
    return out


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's hands and money over sessions of one currency (currencies are never added)."""

    player: str
    hands: int
    money: Money


def standings(sessions: Iterable[Session], *, since: str = "", until: str = "9999") -> list[Standing]:
    """Per player and currency across sessions, race stakes included, for hands played in [since, until]
    (dates as ``YYYY-MM-DD``); by currency, then player."""
    out: dict[tuple[str, str], tuple[int, Money]] = {}
    for session in sessions:
        for line in ledger_lines(session):
            if not line.live or not since <= line.at <= until + "~":
                continue
            for name, money in line.money.items():
                hands, total = out.get((money.currency, name), (0, Money.zero(money.currency)))
                out[(money.currency, name)] = (hands + 1, total + money)
    return [Standing(name, hands, money) for (_, name), (hands, money) in sorted(out.items())]


def line_of(session: Session, number: int) -> LedgerLine:
    """The ledger line of hand ``number``."""
    return line_map(session)[number]


def hand_money(session: Session, number: int) -> dict[str, Decimal]:
    """What each player won or lost at a live hand: its result, plus a race game's stakes it decided."""
    return {name: m.amount for name, m in line_of(session, number).money.items()}


def running_totals(session: Session) -> list[tuple[int, dict[str, Decimal]]]:
    """Each player's running money after each live hand (for charts)."""
    lines = [line for line in ledger_lines(session) if line.live]
    after = running_money(lines, session.players)
    players = session.players
    return [(line.hand, dict(zip(players, money, strict=True))) for line, money in zip(lines, after, strict=True)]


def running_money(
    lines: Sequence[LedgerLine], players: Sequence[str], *, before: Sequence[Decimal] | None = None
) -> list[tuple[Decimal, ...]]:
    """Each player's running money (in ``players``' order) after each line, exactly; a void line
    carries the totals before it. ``before``: the totals before the first line (zero)."""
    seat = {name: i for i, name in enumerate(players)}
    current = list(before) if before is not None else [Decimal(0)] * len(players)
    add = MONEY_CONTEXT.add
    out = []
    for line in lines:
        if line.live:
            for name, money in line.money.items():
                current[seat[name]] = add(current[seat[name]], money.amount)
        out.append(tuple(current))
    return out


@dataclass(frozen=True)
class Settlement:
    """Who pays whom. ``balances`` are exact; the transfers are in whole coins: each pair's net
    rounded down or up so that every party's pairs add up to its balance rounded down or up
    (coin_rounding.py); ``rounding[p]`` is what that moved from each party (they sum to zero),
    and every mode (``by_pair``, ``simplified``, cashier, seat order) clears the same rounded
    balances."""

    balances: dict[str, Decimal]
    by_pair: list[Transfer]
    simplified: list[Transfer]
    fingerprint: str
    problems: list[str]
    coin: Decimal = Decimal("0.01")
    rounding: dict[str, Decimal] = field(default_factory=dict)
    currency: str = ""
    fewest_proven: bool = True  # False: more balances than the exact search takes; greedy fallback
    parties: dict[str, Decimal] = field(default_factory=dict)  # what is still to settle, the house included

    @property
    def verified(self) -> bool:
        return not self.problems

    @property
    def rounded(self) -> dict[str, Decimal]:
        """Each balance after rounding to the coin (what the transfers clear)."""
        with_context = MONEY_CONTEXT.subtract
        return {p: with_context(v, self.rounding.get(p, Decimal(0))) for p, v in self.balances.items()}


def fingerprint(head: str) -> str:
    """The short form of the chain's head that two players can compare (64 bits)."""
    return head[:FINGERPRINT_HEX]


def _chain_problems(session: Session, head: str | None) -> list[str]:
    read = session.events + session.unapplied  # the chain as stored, the damaged part included
    return verify_chain(read, head=head if head is not None else (read[-1].hash if read else session.head))


def tamper_problems(session: Session, *, head: str | None = None) -> list[str]:
    """Signs that the book was changed: a broken chain, a live hand its cards do not give."""
    return _chain_problems(session, head) + rescore_problems(session)


def verification_problems(session: Session, *, head: str | None = None) -> list[str]:
    """Why the session does not verify: a broken chain, a damaged event, a hand its cards do not give."""
    damage = [session.damage.text()] if session.damage is not None else []
    return _chain_problems(session, head) + damage + rescore_problems(session)


def _rounded(nets: dict[tuple[str, str], Decimal], parties: dict[str, Decimal], coin: Decimal) -> PairRounding:
    """One rounding true of every settle mode; pairs that do not add up to the balances (a book
    changed behind our back, named by re-scoring) are each rounded on their own."""
    try:
        return round_pairs(nets, parties, coin=coin)
    except ValueError:
        players = round_to_coin(parties, coin=coin)
        return PairRounding({pair: round_amount(v, coin) for pair, v in nets.items()}, players.differences)


def settle(session: Session, *, head: str | None = None) -> Settlement:
    """Both settlements in whole coins, and whether the chain and the re-scored hands verify."""
    t = totals(session)
    balances = {name: pt.money for name, pt in t.players.items()}
    coin = session.coin_value
    problems = verification_problems(session, head=head)
    nets = {pair: pt.money for pair, pt in t.pairs.items()}
    # who settles: the players, and the house when it is owed; what is paid on lines of its own
    terms = SettleTerms(balances, balances, nets, [])
    for extension in ledger_extensions(session):
        terms = extension.settle_terms(session, terms)  # the casino: fees, tips, the house (casino/settle_up.py)
    balances, parties, nets, apart = terms.balances, terms.parties, terms.nets, terms.apart
    off = Decimal(0)
    for value in parties.values():
        off = MONEY_CONTEXT.add(off, value)
    if off != 0:  # only a changed hand leaves money unbalanced; re-scoring has named it
        problems.append(f"the balances do not add up to zero (off by {format_amount(off)})")
        pair_nets = in_currency(t.currency, by_pair({pair: round_amount(money, coin) for pair, money in nets.items()}))
        return Settlement(balances, pair_nets, [], fingerprint(session.head), problems, coin,
                          {p: Decimal(0) for p in balances}, t.currency, True, parties)  # fmt: skip
    rounded = _rounded(nets, parties, coin)
    owed = {p: MONEY_CONTEXT.subtract(v, rounded.rounding[p]) for p, v in parties.items()}
    plan = settle_plan(
        paid_apart(owed, apart) if apart else owed
    )  # tips to the house are their own lines (whole coins)
    return Settlement(
        balances,
        in_currency(t.currency, by_pair(rounded.pair_nets)),
        in_currency(t.currency, plan.transfers + apart),
        fingerprint(session.head),
        problems,
        coin,
        rounded.rounding,
        t.currency,
        plan.exact,
        parties,
    )


def _transfers(transfers: list[Transfer]) -> list[dict[str, str]]:
    return [{"from": t.payer, "to": t.payee, "amount": format_amount(t.amount)} for t in transfers]


def settlement_json(session: Session, s: Settlement) -> dict[str, Any]:
    return {
        "session": session.id,
        "balances": {name: format_amount(v) for name, v in s.balances.items()},
        "by_pair": _transfers(s.by_pair),
        "simplified": _transfers(s.simplified),
        "coin": format(s.coin, "f"),
        "rounding": {name: format_amount(v) for name, v in s.rounding.items()},
        "fingerprint": s.fingerprint,
        "verified": s.verified,
    } | _extras(session, lambda extension: extension.settle_json(session))


def _extras(session: Session, part: Callable[[LedgerExtension[Any]], dict[str, Any]]) -> dict[str, Any]:
    """What the session's extensions add to a JSON object (nothing for a home game)."""
    out: dict[str, Any] = {}
    for extension in ledger_extensions(session):
        out.update(part(extension))
    return out


def _hand_json(
    session: Session, record: HandRecord, fantasy: bool, extensions: list[LedgerExtension[Any]]
) -> dict[str, Any]:
    live = record.status == "recorded"
    money = {n: m.amount for n, m in line_of(session, record.number).money.items()} if live else {}
    out: dict[str, Any] = {
        "hand": record.number,
        "status": record.status,
        "money": {n: format_amount(m) for n, m in money.items()},
    }
    if record.by_players:  # set on their own phones (issue 29); absent for a hand typed at the table
        out["by_players"] = list(record.by_players)
    for extension in extensions if live else ():
        out.update(extension.hand_json(session, record.number))  # the casino: the house's take, caps
    if fantasy and live:
        players = session.fantasy_land_for(record.number)
        if players:
            out["fantasy_land"] = players
    game = session.race_game_of(record.number) if live else None
    if game is not None:
        out["race"] = {
            "game": game.number,
            "points": {p.name: p.points or 0 for p in record.result.players},
            "total": game.after[record.number],
        }
        if game.won_at == record.number:
            out["race"]["winner"] = game.winner
    return out


def race_json(session: Session) -> dict[str, Any] | None:
    """The race games of a session (None when it has no race hand and does not race now)."""
    games = session.race_games()
    rules = session.rules_for(session.next_hand)
    if not games and rules.game != "race":
        return None
    current = games[-1] if games and games[-1].winner is None else None
    return {
        "target": rules.race_target,
        "game": current.number if current else len(games) + 1,
        "points": dict(current.points) if current else {},
        "games": [
            {"game": g.number, "hands": list(g.hands), "points": dict(g.points), "winner": g.winner} for g in games
        ],
    }


def show_json(session: Session) -> dict[str, Any]:
    """The ``scorekeeper session show`` object (with the optional fields of docs/variants.md)."""
    t = totals(session)
    stakes = session.stakes_for(session.next_hand)
    fantasy = any(session.rules_for(start).fantasy_land for start, _ in session.rules_history)
    extensions = ledger_extensions(session)
    out: dict[str, Any] = {
        "session": session.id,
        "name": session.name,
        "currency": session.currency,
        "unit": format_amount(session.unit),
        "players": [
            {"name": n, "hands": pt.hands, "units": format_amount(pt.units), "money": format_amount(pt.money)}
            for n, pt in t.players.items()
        ],
        "pairs": [
            {
                "players": [a, b],
                "stake": format_amount(stakes.of(a, b)),
                "units": format_amount(pt.units),
                "money": format_amount(pt.money),
            }
            for (a, b), pt in t.pairs.items()
        ],
        "hands": [_hand_json(session, session.hands[n], fantasy, extensions) for n in sorted(session.hands)],
    }
    if session.damage is not None:  # read-only, shown up to the event before the damaged one
        out["damaged"] = {"event": session.damage.event, "reason": session.damage.reason}
    if session.rules_for(session.next_hand).fantasy_land:
        out["fantasy_land"] = {"hand": session.next_hand, "players": session.fantasy_land_for(session.next_hand)}
    race = race_json(session)
    if race is not None:
        out["race"] = race
    played = match_json(session)  # rule option match_hands
    if played is not None:
        out["matches"] = played
    for extension in extensions:
        out.update(extension.show_json(session))  # the casino: the house's money, the stacks
    return out
