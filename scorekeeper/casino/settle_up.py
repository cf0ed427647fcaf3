"""The casino's part of the settle-up: the house as a party, tips and expenses, the cash check.

The players' balances are their hands' money net of what they paid the house, plus
their tips and shared expenses; with the house's money they sum to zero. Who pays whom
is worked out on what is still to be paid: a collection paid at the table each hand is
already in the house's box, an accrued one is owed to the house now. A tip to the house is
paid by each tipper on a line of their own (:func:`tip_lines`), never routed through a
player who did not tip.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from scorekeeper.amounts import MONEY_CONTEXT, format_amount
from scorekeeper.casino.prepare import cash_check
from scorekeeper.casino.split import floor_to
from scorekeeper.casino.state import HOUSE, casino_state
from scorekeeper.casino.tips import shares, tip_balances
from scorekeeper.casino.view import casino_view
from scorekeeper.ledger.settlement import Transfer
from scorekeeper.ledger.settlement import paid_apart as paid_apart  # named here as before

if TYPE_CHECKING:
    from scorekeeper.session.session import Session

ZERO = Decimal(0)


def party_balances(session: Session, balances: Mapping[str, Decimal]) -> tuple[dict[str, Decimal], dict[str, Decimal]]:
    """(each player's balance with tips, what each party, the house included, still settles)."""
    view = casino_view(session)
    coin = session.coin_value
    tips = tip_balances(casino_state(session).tips, coin=coin)
    players = {name: amount + tips.get(name, ZERO) for name, amount in balances.items()}
    paid = {name: view.fees.get(name, ZERO) - view.accrued.get(name, ZERO) for name in players}
    parties = {name: amount + paid[name] for name, amount in players.items()}
    house_due = sum(view.accrued.values(), ZERO) + tips.get(HOUSE, ZERO)
    if house_due:
        parties[HOUSE] = house_due
    return players, parties


def tip_lines(session: Session) -> list[Transfer]:
    """Each tipper's own payment to the house for the tips they shared, in whole coins, in seat order.

    The transfers settle these apart (:func:`paid_apart`): the fewest-transfers solution would
    otherwise route one player's tip through another who did not tip.
    """
    coin = session.coin_value
    owed: dict[str, Decimal] = {}
    for tip in casino_state(session).tips:
        if tip.to == HOUSE:
            for name, share in shares(tip, coin=coin).items():
                owed[name] = MONEY_CONTEXT.add(owed.get(name, ZERO), share)
    whole = {name: floor_to(owed[name], coin) for name in session.players if name in owed}  # a crumb stays in
    return [Transfer(payer=name, payee=HOUSE, amount=amount) for name, amount in whole.items() if amount > 0]


def pair_additions(session: Session) -> dict[tuple[str, str], Decimal]:
    """Pair nets the settle-up adds (what the first receives from the second): tips, expenses,
    and the collection still owed to the house."""
    view = casino_view(session)
    coin = session.coin_value
    out: dict[tuple[str, str], Decimal] = {}

    def add(payee: str, payer: str, amount: Decimal) -> None:
        if payee == payer or not amount:
            return
        if (payer, payee) in out:
            out[(payer, payee)] -= amount
        else:
            out[(payee, payer)] = out.get((payee, payer), ZERO) + amount

    for tip in casino_state(session).tips:
        for name, share in shares(tip, coin=coin).items():
            add(tip.to, name, share)
    for name, amount in view.accrued.items():
        add(HOUSE, name, amount)
    return out


def house_json(session: Session) -> dict[str, Any]:
    """The house's line of ``show`` and ``settle``: its take, and how it was collected."""
    view = casino_view(session)
    coin = session.coin_value
    tips = tip_balances(casino_state(session).tips, coin=coin).get(HOUSE, ZERO)
    accrued = sum(view.accrued.values(), ZERO)
    out = {
        "money": format_amount(view.house + tips),
        "collection": format_amount(view.house),
        "paid_at_table": format_amount(view.house - accrued),
        "accrued": format_amount(accrued),
    }
    if tips:
        out["tips"] = format_amount(tips)
    return out


def cash_json(session: Session) -> dict[str, Any]:
    """Money in and out under stacks: buy-ins = cash-outs + stacks + house, and any difference."""
    view = casino_view(session)
    return {
        "in": format_amount(sum(view.buyins.values(), ZERO)),
        "out": format_amount(sum(view.cashouts.values(), ZERO)),
        "on_table": format_amount(sum(view.stacks.values(), ZERO)),
        "house": format_amount(view.house),
        "problems": cash_check(session),
    }


def settle_extras(session: Session) -> dict[str, Any]:
    """What ``settle`` adds for a casino session."""
    out: dict[str, Any] = {}
    state = casino_state(session)
    if state.uses_collection or state.tips:
        out["house"] = house_json(session)
    if state.tips:
        coin = session.coin_value
        out["tips"] = [
            {
                "amount": format_amount(t.amount),
                "to": t.to,
                "note": t.note,
                "shares": {n: format_amount(v) for n, v in shares(t, coin=coin).items()},
            }
            for t in state.tips
        ]
    if state.uses_stacks:
        out["cash"] = cash_json(session)
    return out


def show_extras(session: Session) -> dict[str, Any]:
    """What ``show`` adds: the house's money (players' money + house = 0) and the stacks."""
    out: dict[str, Any] = {}
    view = casino_view(session)
    if casino_state(session).uses_collection:
        out["house"] = {"money": format_amount(view.house)}
    if casino_state(session).uses_stacks:
        out["stacks"] = {name: format_amount(v) for name, v in view.stacks.items()}
    return out


def hand_extras(session: Session, number: int) -> dict[str, Any]:
    """A live hand's house money and caps for ``show``."""
    line = casino_view(session).hands.get(number)
    out: dict[str, Any] = {}
    if line is None:
        return out
    if line.fees:
        out["house"] = format_amount(line.house)
    if line.caps:
        out["caps"] = [c.as_json() for c in line.caps]
    return out


def hand_notes(session: Session) -> dict[int, list[str]]:
    """Per live hand, the casino's lines for the hand's details: the house's take, each cap,
    and what each player won or lost after them (empty for a session without casino events)."""
    if not casino_state(session).active:
        return {}
    out: dict[int, list[str]] = {}
    for number, line in casino_view(session).hands.items():
        notes = []
        if line.fees:
            paid = ", ".join(f"{name} {format_amount(amount)}" for name, amount in line.fees.items())
            notes.append(f"The house takes {format_amount(line.house)} ({paid})")
        notes += [cap.text() for cap in line.caps]
        if notes:
            money = ", ".join(f"{name} {format_amount(amount)}" for name, amount in line.money.items())
            notes.append(f"Paid: {money}")
            out[number] = notes
    return out


def cap_marks(session: Session, number: int) -> dict[str, str]:
    """Each capped payer's words for the hand's row of the workbook: `` · Cat pays 3 of 6: stack empty``."""
    if not casino_state(session).active:
        return {}
    line = casino_view(session).hands.get(number)
    out: dict[str, str] = {}
    for cap in line.caps if line is not None else ():
        out[cap.payer] = out.get(cap.payer, "") + " · " + cap.text()
    return out
