"""Checks that build the casino events' payloads (the session's ``prepare_*`` for them).

Each function refuses with one :class:`InputError` naming the problem, so the book is
left unchanged; each change applies from the next hand on.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from scorekeeper.amounts import format_amount, parse_amount
from scorekeeper.casino.collection import COLLECTION, Collection
from scorekeeper.casino.payloads import Scrypt, parse_payload
from scorekeeper.casino.state import CASINO_KINDS, HOUSE, casino_state
from scorekeeper.errors import InputError
from scorekeeper.session.fresh_input import MAX_REASON, field_text, whole_coins

if TYPE_CHECKING:
    from scorekeeper.casino.signing import NewKey
    from scorekeeper.session.session import Session

ZERO = Decimal(0)


def _amount(value: object, what: str) -> Decimal:
    try:
        amount = parse_amount(value)
    except ValueError as exc:
        raise InputError(f"{what}: {exc}") from None
    if amount == 0:
        raise InputError(f"{what}: must be more than 0")
    return amount


def _coins(session: Session, value: object, what: str) -> Decimal:
    """A positive amount in whole coins of the session (fresh_input.whole_coins)."""
    return whole_coins(_amount(value, what), coin=session.coin_value, field=what)


def _collection_coins(session: Session, fee: Collection) -> None:
    """What a player pays the house is paid in coins: the amount, each tier's amount, the cap."""
    coin = session.coin_value
    for value, what in ((fee.amount, "collection amount"), (fee.cap, "collection cap")):
        if value is not None:
            whole_coins(value, coin=coin, field=what)
    for size, value in fee.tiers:
        whole_coins(value, coin=coin, field=f"collection tier {format_amount(size)}")


def _player(session: Session, name: str) -> str:
    if name not in session.players:
        raise InputError(f"{name!r} is not a player of this session (players: {', '.join(session.players)})")
    return name


def _house_is_free(session: Session) -> None:
    if HOUSE in session.players:  # the house is a party of the settle-up under that name
        raise InputError(f"a player is named {HOUSE!r}: rename the player before the house takes part")


def prepare_collection(session: Session, setting: dict[str, Any]) -> dict[str, Any]:
    session._writable()
    _house_is_free(session)
    try:
        fee = COLLECTION.read(setting)
    except ValueError as exc:
        raise InputError(f"collection: {exc}") from None
    _collection_coins(session, fee)
    return {"collection": COLLECTION.dump(fee), "from_hand": session.next_hand}


def prepare_stack_entry(session: Session, kind: str, player: str, amount: object) -> dict[str, Any]:
    session._writable()
    what = "buy-in" if kind == "buyin" else "cash-out"
    return {
        "player": _player(session, player),
        "amount": format_amount(_coins(session, amount, what)),
        "before_hand": session.next_hand,
    }


def prepare_table_stakes(session: Session, on: bool, cap_winner: bool = False) -> dict[str, Any]:
    session._writable()
    if cap_winner and not on:
        raise InputError("--cap-winner needs table stakes on")
    return {"on": on, "cap_winner": cap_winner, "from_hand": session.next_hand}


def prepare_loss_cap(session: Session, amount: object | None) -> dict[str, Any]:
    session._writable()
    value = None if amount is None else format_amount(_amount(amount, "loss cap"))
    return {"amount": value, "from_hand": session.next_hand}


def prepare_tip(
    session: Session, amount: object, payers: Sequence[str], to: str = HOUSE, note: str = ""
) -> dict[str, Any]:
    session._writable()
    names = [_player(session, n) for n in payers if n.strip()]
    if not names:
        raise InputError("--from: name the players who share it")
    if len(set(names)) != len(names):
        raise InputError("--from: a player is named twice")
    if to == HOUSE:
        _house_is_free(session)
    else:
        _player(session, to)
        if names == [to]:
            raise InputError(f"{to} cannot pay only themselves")
    value = _coins(session, amount, "tip")
    return {"amount": format_amount(value), "payers": names, "to": to, "note": _note(note)}


def _note(note: str) -> str:
    return field_text(note.strip(), field="note", limit=MAX_REASON)


def prepare_manager(session: Session, new: NewKey | Scrypt | str | None) -> dict[str, Any]:
    """A passphrase set (its key: :func:`casino.manager.new_passphrase`; a scrypt record as
    written before signatures) or cleared (None)."""
    if new is None and casino_state(session).manager is None:
        raise InputError("this session has no manager passphrase")
    if isinstance(new, Scrypt) or new is None:
        return {"scrypt": new.payload() if new is not None else None}
    return {"key": new if isinstance(new, str) else new.key}


def prepare_slip(session: Session, player: str | None) -> dict[str, Any]:
    if player is not None:
        _player(session, player)
    return {"player": player, "copy_number": casino_state(session).copies(player) + 1}


def prepare_casino_again(session: Session, kind: str, p: dict[str, Any]) -> dict[str, Any]:
    """The payload this session would make for a casino event (checks a foreign log)."""
    if kind not in CASINO_KINDS:
        raise InputError(f"unknown event kind {kind!r}")
    typed = parse_payload(kind, p)
    if kind == "collection":
        return prepare_collection(session, p["collection"])
    if kind in ("buyin", "cashout"):
        return prepare_stack_entry(session, kind, typed.player, typed.amount)
    if kind == "table_stakes":
        return prepare_table_stakes(session, typed.on, typed.cap_winner)
    if kind == "loss_cap":
        return prepare_loss_cap(session, typed.amount)
    if kind == "tip":
        return prepare_tip(session, typed.amount, typed.payers, typed.to, typed.note)
    if kind == "manager":
        return prepare_manager(session, typed.key if typed.key is not None else typed.scrypt)
    return prepare_slip(session, typed.player)


def describe(typed: Any) -> str:
    """The audit trail's words for a casino event (its record)."""
    kind = typed.kind
    if kind == "collection":
        return f"{typed.collection.describe()} from hand {typed.from_hand}"
    if kind in ("buyin", "cashout"):
        what = "buy-in" if kind == "buyin" else "cash-out"
        return f"{what} {typed.player} {format_amount(typed.amount)} before hand {typed.before_hand}"
    if kind == "table_stakes":
        extra = ", a win capped by the winner's stack" if typed.cap_winner else ""
        return f"table stakes {'on' if typed.on else 'off'}{extra} from hand {typed.from_hand}"
    if kind == "loss_cap":
        cap = format_amount(typed.amount) if typed.amount is not None else "none"
        return f"loss cap per player per hand {cap} from hand {typed.from_hand}"
    if kind == "tip":
        note = f" ({typed.note})" if typed.note else ""
        return f"{format_amount(typed.amount)} to {typed.to}{note} shared by {', '.join(typed.payers)}"
    if kind == "manager":
        return "manager passphrase " + ("set" if typed.scrypt is not None or typed.key is not None else "cleared")
    who = typed.player or "the session"
    return f"slip printed for {who}" + (" (REPRINT)" if typed.copy_number > 1 else "")


def check_can_sit(session: Session, seated: Sequence[str]) -> None:
    """Under table stakes a player with an empty stack must re-buy or leave before playing."""
    if casino_state(session).stakes_rule_for(session.next_hand) is None:
        return
    from scorekeeper.casino.view import casino_view

    stacks = casino_view(session).stacks
    for name in seated:
        if stacks.get(name, ZERO) <= 0:
            raise InputError(f"{name}'s stack is empty: {name} must re-buy (session buyin) or leave the table")


def cash_check(session: Session) -> list[str]:
    """Money in = money out: every stack cashed out in full (empty when it balances)."""
    if not casino_state(session).uses_stacks:
        return []
    from scorekeeper.casino.view import casino_view

    view = casino_view(session)
    problems = []
    for name, left in view.stacks.items():
        if left > 0:
            problems.append(f"{name} still has {format_amount(left)} on the table (not cashed out)")
        elif left < 0:
            problems.append(f"{name} was paid {format_amount(-left)} more than the stack")
    if problems:
        money_in = sum(view.buyins.values(), ZERO)
        money_out = sum(view.cashouts.values(), ZERO)
        gap = money_in - money_out - view.house
        head = (
            f"money in {format_amount(money_in)} is not money out {format_amount(money_out)}"
            f" + house {format_amount(view.house)} (difference {format_amount(gap)})"
        )
        problems.insert(0, head)
    return problems


def check_close(session: Session) -> None:
    problems = cash_check(session)
    if problems:
        raise InputError("cannot close: " + "; ".join(problems))
