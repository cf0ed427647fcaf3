"""Totals and settle-up of a session, derived from its live hands.

>>> from scorekeeper.session import HandRecord, Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> totals(s).players["Amy"].money
Decimal('0')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.casino.settle_up import hand_extras, pair_additions, party_balances, settle_extras, show_extras
from scorekeeper.casino.view import CasinoView, HandMoney, casino_view
from scorekeeper.events import verify_chain
from scorekeeper.session import HandRecord, Session
from scorekeeper.settlement import Transfer, by_pair, simplified


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
    """Per player and per pair (first-named receives from second) over live hands."""

    players: dict[str, PlayerTotal] = field(default_factory=dict)
    pairs: dict[tuple[str, str], PairTotal] = field(default_factory=dict)


def totals(session: Session, *, through: int | None = None) -> Totals:
    """Totals after every live hand, or after hand ``through``."""
    order = {name: i for i, name in enumerate(session.players)}
    out = Totals({name: PlayerTotal() for name in session.players})
    casino = _casino(session)
    for record in session.live_hands():
        if through is not None and record.number > through:
            break
        line = casino.hands[record.number] if casino is not None else None
        for p in record.result["players"]:
            t = out.players[p["name"]]
            t.hands += 1
            t.units += Decimal(p["units"])
            t.money += line.money[p["name"]] if line is not None else Decimal(p["money"])
        for pair in _casino_pairs(record, line):
            a, b = pair["players"]
            sign = 1 if order[a] < order[b] else -1
            key = (a, b) if sign == 1 else (b, a)
            pt = out.pairs.get(key)
            if pt is None:  # (not setdefault: a PairTotal made per hand and dropped wakes the collector)
                pt = out.pairs[key] = PairTotal()
            pt.units += sign * Decimal(pair["units"])
            pt.money += sign * Decimal(pair["money"])
    for number, payments in session.race_payments().items():
        if through is not None and number > through:
            continue
        for payer, winner, units, money in payments:
            for name, sign in ((winner, 1), (payer, -1)):
                out.players[name].units += sign * units
                out.players[name].money += sign * money
            first = order[winner] < order[payer]
            key = (winner, payer) if first else (payer, winner)
            pt = out.pairs.get(key)
            if pt is None:
                pt = out.pairs[key] = PairTotal()
            pt.units += units if first else -units
            pt.money += money if first else -money
    out.pairs = dict(sorted(out.pairs.items(), key=lambda kv: (order[kv[0][0]], order[kv[0][1]])))
    return out


def _casino(session: Session) -> CasinoView | None:
    """The hands as the casino pays them (caps, the house's fees), when a casino event was recorded."""
    return casino_view(session) if session.casino.active else None


def _casino_pairs(record: HandRecord, line: HandMoney | None) -> list[dict[str, Any]]:
    """The hand's pairs, with the money actually paid when table stakes or a loss cap cut it."""
    pairs: list[dict[str, Any]] = record.result["pairs"]
    if line is None or not line.payments:
        return pairs
    paid = {frozenset((w, loser)): (w, amount) for w, loser, amount in line.payments}
    out = []
    for pair in pairs:
        winner, amount = paid.get(frozenset(pair["players"]), (pair["players"][0], Decimal(0)))
        money = amount if winner == pair["players"][0] else -amount
        out.append(pair | {"money": format_amount(money)})
    return out


def hand_money(session: Session, number: int) -> dict[str, Decimal]:
    """What each player won or lost at a live hand: its result, plus a race game's stakes it decided."""
    casino = _casino(session)
    money = dict(casino.hands[number].money) if casino is not None else session.hands[number].money()
    for payer, winner, _units, amount in session.race_payments().get(number, []):
        money[winner] = money.get(winner, Decimal(0)) + amount
        money[payer] = money.get(payer, Decimal(0)) - amount
    return money


def running_totals(session: Session) -> list[tuple[int, dict[str, Decimal]]]:
    """Each player's running money after each live hand (for charts)."""
    running = {name: Decimal(0) for name in session.players}
    out = []
    payments = session.race_payments()
    for record in session.live_hands():
        casino = record.number in payments or session.casino.active
        money_of = hand_money(session, record.number) if casino else record.money()
        for name, money in money_of.items():
            running[name] += money
        out.append((record.number, dict(running)))
    return out


@dataclass(frozen=True)
class Settlement:
    balances: dict[str, Decimal]
    by_pair: list[Transfer]
    simplified: list[Transfer]
    fingerprint: str
    problems: list[str]
    parties: dict[str, Decimal] = field(default_factory=dict)  # what is still to settle, the house included

    @property
    def verified(self) -> bool:
        return not self.problems


def fingerprint(head: str) -> str:
    """The short form of the chain's head that two players can compare."""
    return head[:8]


def settle(session: Session, *, head: str | None = None) -> Settlement:
    """Both settlements, and whether the audit chain verifies against ``head``."""
    t = totals(session)
    balances = {name: pt.money for name, pt in t.players.items()}
    pair_nets = {pair: pt.money for pair, pt in t.pairs.items()}
    parties = balances
    if session.casino.active:  # the house a party, tips and expenses (casino/settle_up.py)
        balances, parties = party_balances(session, balances)
        for key, amount in pair_additions(session).items():
            pair_nets[key] = pair_nets.get(key, Decimal(0)) + amount
    problems = session.damaged + verify_chain(session.events, head=head if head is not None else session.head)
    try:
        fewest = simplified(parties)
    except ValueError as exc:  # only a tampered ledger fails to balance
        problems.append(str(exc))
        fewest = []
    return Settlement(balances, by_pair(pair_nets), fewest, fingerprint(session.head), problems, parties)


def _transfers(transfers: list[Transfer]) -> list[dict[str, str]]:
    return [{"from": t.payer, "to": t.payee, "amount": format_amount(t.amount)} for t in transfers]


def settlement_json(session: Session, s: Settlement) -> dict[str, Any]:
    return {
        "session": session.id,
        "balances": {name: format_amount(v) for name, v in s.balances.items()},
        "by_pair": _transfers(s.by_pair),
        "simplified": _transfers(s.simplified),
        "fingerprint": s.fingerprint,
        "verified": s.verified,
    } | (settle_extras(session) if session.casino.active else {})


def _hand_json(session: Session, record: HandRecord, fantasy: bool) -> dict[str, Any]:
    live = record.status == "recorded"
    money = hand_money(session, record.number) if live else {}
    out: dict[str, Any] = {
        "hand": record.number,
        "status": record.status,
        "money": {n: format_amount(m) for n, m in money.items()},
    }
    if live and session.casino.active:
        out.update(hand_extras(session, record.number))
    if fantasy and live:
        players = session.fantasy_land_for(record.number)
        if players:
            out["fantasy_land"] = players
    game = session.race_game_of(record.number) if live else None
    if game is not None:
        out["race"] = {
            "game": game.number,
            "points": {p["name"]: p.get("points", 0) for p in record.result["players"]},
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
        "hands": [_hand_json(session, session.hands[n], fantasy) for n in sorted(session.hands)],
    }
    if session.rules_for(session.next_hand).fantasy_land:
        out["fantasy_land"] = {"hand": session.next_hand, "players": session.fantasy_land_for(session.next_hand)}
    race = race_json(session)
    if race is not None:
        out["race"] = race
    if session.casino.active:
        out.update(show_extras(session))
    return out
