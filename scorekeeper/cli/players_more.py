"""``players stats``, ``players export``, ``players bankroll`` (the statistics and the exports)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from scorekeeper.errors import InputError


def emit(obj: Any) -> None:
    """One JSON object on standard output, as ``cli.main.emit`` writes it (not imported from
    there: the command line's modules form no new circle)."""
    import sys

    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2) + "\n")


def _filter(args: argparse.Namespace) -> Any:
    from scorekeeper.players.stats import StatsFilter

    since, until = args.since or "", args.until or "9999"
    if args.season:
        if not (len(args.season) == 4 and args.season.isdigit()):
            raise InputError(f"--season {args.season[:20]!r}: write the year, like 2026")
        since, until = max(since, f"{args.season}-01-01"), min(until, f"{args.season}-12-31")
    for flag, value in (("--since", args.since), ("--until", args.until)):
        if value and not _is_date(value):
            raise InputError(f"{flag} {value[:20]!r}: write a date as YYYY-MM-DD")
    return StatsFilter(since=since, until=until, game=args.game or "", table=args.table or "")


def _is_date(text: str) -> bool:
    from datetime import date

    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return len(text) == 10


def _stats(args: argparse.Namespace) -> int:
    from scorekeeper.book import open_book
    from scorekeeper.players.stats_json import book_stats

    where = _filter(args)
    with open_book(args.book, create=False) as book:
        emit(book_stats(book, args.name, where, advisor=args.advisor))
    return 0


def add_more_commands(command: Any) -> None:
    """Added to ``players`` by :func:`scorekeeper.cli.players.add_players_command`."""
    stats = command("stats", _stats, "a person's statistics per currency, as JSON", "NAME")
    _add_filters(stats)
    stats.add_argument(
        "--advisor", action="store_true", help="also the units given away against the setting advisor's best"
    )
    export = command("export", _export, "everything the book holds about a person, as JSON", "NAME")
    export.add_argument("--json", metavar="FILE", required=True)
    _add_filters(command("bankroll", _bankroll, "a person's nights as a bankroll tracker's CSV", "NAME"))


def _person(book: Any, name: str, *, removed_too: bool = False) -> Any:
    from scorekeeper.players.actions import current
    from scorekeeper.players.stats_json import find_person

    register, played = current(book)
    person = register.person_of(name)
    if removed_too and person.removed:
        return register, person
    return register, find_person(register, played, name)


def _export(args: argparse.Namespace) -> int:
    from scorekeeper.atomic import write_atomically
    from scorekeeper.book import open_book
    from scorekeeper.players.privacy import player_export
    from scorekeeper.players.stats_json import book_sessions

    with open_book(args.book, create=False) as book:
        register, person = _person(book, args.name, removed_too=True)
        sessions, _ = book_sessions(book)
        data = player_export(person, register, book.register_events(), sessions)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    write_atomically(args.json, lambda path: path.write_text(text, encoding="utf-8"))
    return 0


def _bankroll(args: argparse.Namespace) -> int:
    import sys

    from scorekeeper.book import open_book
    from scorekeeper.players.bankroll import bankroll_csv, bankroll_rows
    from scorekeeper.players.stats_json import book_sessions

    where = _filter(args)
    with open_book(args.book, create=False) as book:
        _, person = _person(book, args.name)
        sessions, _ = book_sessions(book)
        text = bankroll_csv(bankroll_rows(person, sessions, where))
    sys.stdout.write(text)
    return 0


def _add_filters(parser: Any) -> None:
    parser.add_argument("--since", metavar="DATE", help="sessions dated on or after DATE (YYYY-MM-DD)")
    parser.add_argument("--until", metavar="DATE", help="sessions dated on or before DATE")
    parser.add_argument("--season", metavar="YEAR", help="the sessions of one year")
    parser.add_argument("--game", metavar="PRESET|GAME", help="hands of one rule preset, or one game (race, ...)")
    parser.add_argument("--table", metavar="PLACE", help="the sessions played at one place")


# -- session settle --format ----------------------------------------------------------------------
FORMATS = ("messages", "splitwise-csv", "beancount", "ledger")


def add_settle_format(parser: Any) -> None:
    """``session settle SESSION --format messages|splitwise-csv|beancount|ledger [--lang L]``."""
    parser.add_argument("--format", choices=FORMATS, help="the settle-up for outside the app")
    parser.add_argument(
        "--lang", default="en", help="the messages' language: en, nl, zh_CN or zh_TW (the app's; default en)"
    )


def settle_format(args: argparse.Namespace) -> int:
    """The settle-up in ``args.format``; an unverified book: printed, then said, exit 3."""
    import sys

    from scorekeeper.book import open_book
    from scorekeeper.ledger.totals import settle
    from scorekeeper.players import settle_out
    from scorekeeper.players.wording import engine_language

    engine_language(args.lang)  # a language we do not speak is refused before anything is read
    with open_book(args.book, create=False) as book:
        check = book.verify(args.session)
        session = book.session(args.session)
        result = settle(session, head=book.head(args.session))
    if args.format == "messages":
        emit({"messages": settle_out.messages(session, result, args.lang)})
    else:
        make = {
            "splitwise-csv": settle_out.splitwise_csv,
            "beancount": settle_out.beancount_journal,
            "ledger": settle_out.ledger_journal,
        }[args.format]
        sys.stdout.write(make(session, result))
    problems = ([] if check.verified else [check.problem]) + result.problems
    if problems:
        print(f"the book's audit chain does not verify: {problems[0]}", file=sys.stderr)
        return 3
    return 0
