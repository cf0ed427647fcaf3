"""``scorekeeper night DATE``: the card room's night on the command line (cardroom.py).

Prints the night's tables (seats, hands, last hand, money) and the cashier's view:
each player's net over every table per currency, settled through the cage or in the
fewest transfers. Exit 0 with one JSON object, or exit 2 with one line.
"""

from __future__ import annotations

import argparse
from typing import Any


def _night(args: argparse.Namespace) -> int:
    from scorekeeper.amounts import format_amount
    from scorekeeper.book import cardroom, open_book
    from scorekeeper.cli.output import emit

    with open_book(args.book, read_only=True) as book:
        night = cardroom.night_of(book, args.date, since=args.since or "", until=args.until or "")
        tables = cardroom.tables(book, night)
        view = cardroom.cashier(book, night, mode=args.mode)
    out = cardroom.cashier_json(view)
    out["tables"] = [
        {
            "session": t.session,
            "name": t.name,
            "currency": t.currency,
            "seated": list(t.seated),
            "hands": t.hands,
            "last_hand": {"hand": t.last.number, "at": t.last.at, "seated": list(t.last.seated)} if t.last else None,
            "money": {name: format_amount(v) for name, v in sorted(t.money.items())},
        }
        for t in tables
    ]
    emit(out)
    return 0


def add_night_command(sub: Any) -> None:
    """Register ``night DATE [--mode cage|fewest] [--since T] [--until T] [--book B]``."""
    night = sub.add_parser("night", help="a card room's night: every table, and the cashier's one settle-up")
    night.add_argument("date", metavar="DATE", help="the night's date, YYYY-MM-DD (its sessions are its tables)")
    night.add_argument("--mode", choices=("cage", "fewest"), default="cage", help="settle through the cage or directly")
    night.add_argument("--since", metavar="TIME", help="a shift: only hands recorded at this ISO time or later")
    night.add_argument("--until", metavar="TIME", help="a shift: only hands recorded up to this ISO time")
    night.add_argument("--book", metavar="PATH|URL", help="the book: a file or a postgresql:// URL")
    night.set_defaults(run=_night)
