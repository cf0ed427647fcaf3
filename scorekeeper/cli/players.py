"""``scorekeeper players ...`` (session-cli.md "Players across nights") and ``session settle --format``."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from scorekeeper.book import Book, open_book


def _emit(obj: Any) -> None:
    from scorekeeper.cli.players_more import emit

    emit(obj)


def _book(args: argparse.Namespace) -> Book:
    return open_book(args.book, create=False)


def _list(args: argparse.Namespace) -> int:
    from scorekeeper.players.actions import people_json

    with _book(args) as book:
        _emit(people_json(book))
    return 0


def _merge(args: argparse.Namespace) -> int:
    from scorekeeper.players.actions import merge

    with _book(args) as book:
        person = merge(book, args.name, args.other)
    _emit({"player": person.name, "aliases": list(person.aliases)})
    return 0


def _unmerge(args: argparse.Namespace) -> int:
    from scorekeeper.players.actions import unmerge

    with _book(args) as book:
        person = unmerge(book, args.name, args.other)
    _emit({"player": person.name, "aliases": list(person.aliases)})
    return 0


def _note(args: argparse.Namespace) -> int:
    from scorekeeper.players.actions import note

    with _book(args) as book:
        person = note(book, args.name, args.note)
    _emit({"player": person.name, "note": person.note})
    return 0


def _remove(args: argparse.Namespace) -> int:
    from scorekeeper.players.actions import remove

    with _book(args) as book:
        remove(book, args.name)
    return 0


def _undo(args: argparse.Namespace) -> int:
    from scorekeeper.players.actions import undo

    with _book(args) as book:
        undo(book)
    return 0


def _suggest(args: argparse.Namespace) -> int:
    from scorekeeper.players.actions import current
    from scorekeeper.players.names import suggestions

    with _book(args) as book:
        register, played = current(book)
    found = suggestions(register, played, args.name)
    _emit({"suggestions": [{"name": s.person.name, "sessions": s.sessions, "text": s.text()} for s in found]})
    return 0


def _add_book(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--book", metavar="PATH|URL", help="the book: a file, or a postgresql:// URL")


def add_players_command(sub: Any) -> None:
    """Register ``players ...`` on the top-level parser."""
    players = sub.add_parser("players", help="people across nights: the register, statistics, exports")
    cmds = players.add_subparsers(dest="players_action", required=True, parser_class=type(players))

    def command(name: str, run: Callable[[argparse.Namespace], int], help_text: str, *names: str) -> Any:
        parser = cmds.add_parser(name, help=help_text)
        for positional in names:
            parser.add_argument(positional.lower(), metavar=positional)
        _add_book(parser)
        parser.set_defaults(run=run)
        return parser

    command("list", _list, "everyone in the book's player register")
    command("merge", _merge, "make OTHER one of NAME's names (no session is rewritten)", "NAME", "OTHER")
    command("unmerge", _unmerge, "make OTHER a person of its own again", "NAME", "OTHER")
    command("note", _note, "a person's note (a phone, a payment handle); '' clears it", "NAME", "NOTE")
    command("remove", _remove, "take a person out of the register, suggestions and statistics", "NAME")
    command("undo", _undo, "undo the register's last action")
    command("suggest", _suggest, "the people a typed name may mean", "NAME")
    from scorekeeper.cli.players_more import add_more_commands

    add_more_commands(command)
