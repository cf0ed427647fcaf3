"""The casino's ``scorekeeper session`` commands (session-cli.md, "More commands").

collection, buyin, cashout, table-stakes, loss-cap, tip, manager and slip; ``settle --mode``
is :func:`mode_json`. Each change is one recorded, undoable action; a refusal leaves the
book unchanged. The manager's passphrase is read from ``SCOREKEEPER_MANAGER`` or standard
input, never from an argument.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from scorekeeper.amounts import format_amount, parse_amount
from scorekeeper.book import open_book
from scorekeeper.casino import manager
from scorekeeper.casino.payloads import parse_payload
from scorekeeper.casino.prepare import (
    prepare_collection,
    prepare_loss_cap,
    prepare_manager,
    prepare_stack_entry,
    prepare_table_stakes,
    prepare_tip,
)
from scorekeeper.casino.settle_modes import MODES, transfers_for
from scorekeeper.casino.settle_up import paid_apart, tip_lines
from scorekeeper.casino.state import HOUSE
from scorekeeper.casino.tips import shares
from scorekeeper.errors import InputError
from scorekeeper.ledger.settlement import in_currency
from scorekeeper.session.session import Prepare, Session

Command = Callable[..., argparse.ArgumentParser]


def _emit(obj: Any) -> None:
    from scorekeeper.cli.output import emit

    emit(obj)


def act(args: argparse.Namespace, kind: str, prepare: Prepare) -> dict[str, Any]:
    """Record one action, with the manager's sign-off when the session asks for it."""
    with open_book(args.book, create=False) as book:
        ask = manager.signed(kind, prepare, manager.passphrase_from_outside, book=book, hint=manager.CLI_HINT)
        return book.act(args.session, kind, ask).payload


def _amount(text: str, what: str) -> Decimal:
    try:
        return parse_amount(text.strip())
    except ValueError as exc:
        raise InputError(f"{what}: {exc}") from None


def _tiers(text: str) -> list[list[str]]:
    tiers = []
    for part in text.split(","):
        unit, sep, amount = part.partition("=")
        if not sep:
            raise InputError(f'--tiers {text!r}: write them as "5=1,10=1,20=2" (unit=amount per player)')
        tiers.append([format_amount(_amount(unit, "--tiers unit")), format_amount(_amount(amount, "--tiers amount"))])
    return tiers


def _collection(args: argparse.Namespace) -> int:
    setting: dict[str, Any] = {"accrue": bool(args.accrue)}
    if args.cap is not None and args.percent is None:
        raise InputError("--cap goes with --percent")
    if args.minutes is not None and args.per_time is None:
        raise InputError("--minutes goes with --per-time")
    if args.per_player is not None:
        setting |= {"kind": "per_player", "amount": args.per_player}
    elif args.tiers is not None:
        setting |= {"kind": "tiers", "tiers": _tiers(args.tiers)}
    elif args.percent is not None:
        setting |= {"kind": "percent", "percent": args.percent, "cap": args.cap}
    elif args.per_time is not None:
        if args.minutes is None:
            raise InputError("--per-time needs --minutes M")
        setting |= {"kind": "per_time", "amount": args.per_time, "minutes": _minutes(args.minutes)}
    else:
        setting = {"kind": "off"}
    payload = act(args, "collection", lambda s: prepare_collection(s, setting))
    _emit({"collection": payload["collection"], "from_hand": payload["from_hand"]})
    return 0


def _minutes(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise InputError(f"--minutes {text!r}: a whole number of minutes, at least 1")
    return int(text)


def _stack(kind: str) -> Callable[[argparse.Namespace], int]:
    def run(args: argparse.Namespace) -> int:
        amount = _amount(args.amount, "AMOUNT")
        payload = act(args, kind, lambda s: prepare_stack_entry(s, kind, args.name, amount))
        from scorekeeper.casino.view import casino_view

        with open_book(args.book, create=False) as book:
            stack = casino_view(book.session(args.session)).stacks.get(args.name, Decimal(0))
        _emit({"player": payload["player"], kind: payload["amount"], "stack": format_amount(stack)})
        return 0

    return run


def _table_stakes(args: argparse.Namespace) -> int:
    on = args.state == "on"
    payload = act(args, "table_stakes", lambda s: prepare_table_stakes(s, on, args.cap_winner))
    _emit({"table_stakes": args.state, "cap_winner": payload["cap_winner"], "from_hand": payload["from_hand"]})
    return 0


def _loss_cap(args: argparse.Namespace) -> int:
    amount = None if args.amount == "off" else _amount(args.amount, "AMOUNT")
    payload = act(args, "loss_cap", lambda s: prepare_loss_cap(s, amount))
    _emit({"loss_cap": payload["amount"] or "off", "from_hand": payload["from_hand"]})
    return 0


def _tip(args: argparse.Namespace) -> int:
    amount = _amount(args.amount, "AMOUNT")
    payers = [n.strip() for n in args.payers.split(",")]
    to = args.to or HOUSE
    payload = act(args, "tip", lambda s: prepare_tip(s, amount, payers, to, args.note or ""))
    with open_book(args.book, create=False) as book:
        coin = book.session(args.session).coin_value
    tip = parse_payload("tip", payload)
    split = shares(tip, coin=coin)
    _emit({"tip": payload["amount"], "to": to, "shares": {n: format_amount(v) for n, v in split.items()}})
    return 0


def _lines() -> list[str]:
    if sys.stdin is None or sys.stdin.isatty():
        return []
    return [line.rstrip("\r\n") for line in sys.stdin.read().splitlines()]


def _manager(args: argparse.Namespace) -> int:
    env = os.environ.get(manager.ENV) or None
    lines = _lines()
    if args.what == "status":
        with open_book(args.book, create=False) as book:
            _emit({"manager": book.session(args.session).casino.manager is not None})
        return 0
    with open_book(args.book, create=False) as book:
        has_one = book.session(args.session).casino.manager is not None
    current = env or (lines.pop(0) if lines and has_one else None)
    if args.what == "check":
        with open_book(args.book, create=False) as book:
            book.check_manager(args.session, current, hint=manager.CLI_HINT)
        _emit({"manager": "ok"})
        return 0
    if args.what == "clear":
        kind_payload: Callable[[Session], dict[str, Any]] = lambda s: prepare_manager(s, None)  # noqa: E731
    else:
        new = lines.pop(0) if lines else (env if not has_one else None)
        if not new:
            raise InputError(
                "give the new passphrase on standard input"
                f" (after the current one, or the current one in {manager.ENV})"
            )
        key = manager.new_passphrase(new)
        kind_payload = lambda s: prepare_manager(s, key)  # noqa: E731
    with open_book(args.book, create=False) as book:
        ask = manager.signed("manager", kind_payload, lambda: current, book=book, hint=manager.CLI_HINT)
        book.act(args.session, "manager", ask)
    _emit({"manager": "cleared" if args.what == "clear" else "set"})
    return 0


def _slip(args: argparse.Namespace) -> int:
    from scorekeeper.casino.slip import SlipNotWritten, print_slip

    try:
        with open_book(args.book, create=False) as book:
            done = print_slip(book, args.session, args.pdf, player=args.player)
    except SlipNotWritten as exc:
        raise InputError(f"--pdf {exc}") from None  # refused before it is recorded, unless it says otherwise
    if done.problem:  # the slip is written all the same, with "?" for what could not be drawn
        print(f"scorekeeper: warning: {done.problem} on the slip", file=sys.stderr)
    _emit({"slip": args.pdf, "player": args.player, "copy": done.copy_number, "reprint": done.reprint})
    return 0


def mode_json(session: Session, settlement: Any, mode: str) -> dict[str, Any]:
    """``settle --mode``: the transfers of the chosen mode (the house a party when it is owed);
    each tipper's tips to the house on lines of their own, as in ``simplified``."""
    exact = settlement.parties or settlement.balances
    parties = {p: v - settlement.rounding.get(p, Decimal(0)) for p, v in exact.items()}  # in whole coins
    seats = list(session.players)
    apart = tip_lines(session) if session.casino.active and mode != "pair" else []  # by pair: already apart
    owed = paid_apart(parties, apart)
    transfers = in_currency(
        settlement.currency, transfers_for(mode, owed, seats=seats, by_pair=settlement.by_pair) + apart
    )
    return {
        "mode": mode,
        "transfers": [{"from": t.payer, "to": t.payee, "amount": format_amount(t.amount)} for t in transfers],
    }


def add_settle_mode(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mode", choices=MODES, help="fewest transfers, by pair, through the cashier, in seat order")


def _add_collection_command(command: Command, sid: tuple[str, dict[str, Any]]) -> None:
    """``collection``: one fee type per table, from the next hand on."""
    collection = command("collection", _collection, "the house's collection, from the next hand on", sid)
    kinds = collection.add_mutually_exclusive_group(required=True)
    kinds.add_argument("--per-player", metavar="AMOUNT", help="per seated player per hand")
    kinds.add_argument("--tiers", metavar='"5=1,10=1,20=2"', help="by unit size: unit=amount per player per hand")
    kinds.add_argument("--percent", metavar="P", help="percent of each hand's winnings")
    kinds.add_argument("--per-time", metavar="AMOUNT", help="per player per period of play (with --minutes)")
    kinds.add_argument("--off", action="store_true", help="no collection")
    collection.add_argument("--cap", metavar="AMOUNT", help="with --percent: the most taken from one hand")
    collection.add_argument("--minutes", metavar="M", help="with --per-time: the length of a period")
    collection.add_argument("--accrue", action="store_true", help="owed to the house at settle-up, not paid each hand")


def add_casino_commands(command: Command) -> None:
    """Register the casino commands through session_cli's ``command`` helper."""
    sid = ("session", {"metavar": "SESSION"})
    _add_collection_command(command, sid)
    name = ("name", {"metavar": "NAME"})
    amount = ("amount", {"metavar": "AMOUNT"})
    command("buyin", _stack("buyin"), "a buy-in or re-buy", sid, name, amount)
    command("cashout", _stack("cashout"), "a cash-out", sid, name, amount)
    command(
        "table-stakes",
        _table_stakes,
        "table stakes on or off, from the next hand on",
        sid,
        ("state", {"choices": ["on", "off"]}),
        ("--cap-winner", {"action": "store_true", "help": "a win is also capped by the winner's own stack"}),
    )
    command(
        "loss-cap",
        _loss_cap,
        "the most a player loses in one hand (or off)",
        sid,
        ("amount", {"metavar": "AMOUNT|off"}),
    )
    command(
        "tip",
        _tip,
        "a tip or shared expense, split among players",
        sid,
        amount,
        ("--from", {"dest": "payers", "required": True, "metavar": '"Amy,Bob"'}),
        ("--to", {"metavar": "NAME|house"}),
        ("--note", {}),
    )
    command(
        "manager",
        _manager,
        "the manager passphrase (from standard input or SCOREKEEPER_MANAGER)",
        sid,
        ("what", {"choices": ["set", "clear", "check", "status"]}),
    )
    command(
        "slip",
        _slip,
        "a settlement slip as PDF (a second print is marked REPRINT)",
        sid,
        ("--pdf", {"required": True, "metavar": "FILE"}),
        ("--player", {"metavar": "NAME"}),
    )
