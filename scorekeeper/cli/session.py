"""``scorekeeper session ...``, ``export`` and ``import`` (session-cli.md)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from scorekeeper.amounts import parse_amount
from scorekeeper.book import Book, Check, open_book
from scorekeeper.errors import InputError
from scorekeeper.game.terms import LANGUAGES
from scorekeeper.jsonio import read_json_file
from scorekeeper.session.session import Prepare, parse_hand_entry
from scorekeeper.text_boundary import excerpt

EXIT_TAMPERED = 3


def _emit(obj: Any) -> None:
    from scorekeeper.cli.output import emit

    emit(obj)


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",")]


def _stake(text: str) -> tuple[str, str, Decimal]:
    pair, sep, value = text.partition("=")
    names = _names(pair)
    if not sep or len(names) != 2:
        raise InputError(f'stake {excerpt(text)}: write it as "Amy,Bob=10"')
    try:
        return names[0], names[1], parse_amount(value.strip())
    except ValueError as exc:
        raise InputError(f"stake {excerpt(text)}: {exc}") from None


def _rules_arg(value: str | None) -> object:
    if value is None:
        return None
    if value.endswith(".json") or Path(value).is_file():
        return read_json_file(value)
    return value


def _book(args: argparse.Namespace, *, create: bool = False) -> Book:
    """The book of ``--book``; only ``session new`` and ``import`` make one that is not there."""
    return open_book(args.book, create=create)


def _new(args: argparse.Namespace) -> int:
    with _book(args, create=True) as book:
        try:
            unit = parse_amount(args.unit)
        except ValueError as exc:
            raise InputError(f"--unit: {exc}") from None
        session = book.create_session(
            name=args.name,
            players=_names(args.players),
            rules=_rules_arg(args.rules),
            unit=unit,
            currency=args.currency,
            date=args.date or "",
            place=args.place or "",
            stakes=[_stake(s) for s in args.stake],
            coin=args.coin,
        )
        _emit({"session": session.id})
    return 0


def _act(args: argparse.Namespace, kind: str, prepare: Prepare) -> dict[str, Any]:
    from scorekeeper.cli.casino import act  # asks for the manager's sign-off when the session has one

    return act(args, kind, prepare)


def _add(args: argparse.Namespace) -> int:
    from scorekeeper.session.repeat_deal import RepeatedDeal

    if args.hand is None or args.from_pending:
        from scorekeeper.cli.phones import add_from_pending

        return add_from_pending(args, act=_act, emit=_emit)
    entry = parse_hand_entry(read_json_file(args.hand))
    try:
        payload = _act(args, "added", lambda s: s.prepare_add(entry, args.dealer, again=args.again))
    except RepeatedDeal as exc:
        raise InputError(f"{exc}; --again records it all the same") from None
    _emit({"hand": payload["hand"]})
    return 0


def _edit(args: argparse.Namespace) -> int:
    entry = parse_hand_entry(read_json_file(args.hand))
    payload = _act(args, "edited", lambda s: s.prepare_edit(args.number, entry, args.reason, args.dealer))
    _emit({"hand": payload["hand"]})
    return 0


def _void(args: argparse.Namespace) -> int:
    _emit({"hand": _act(args, "voided", lambda s: s.prepare_void(args.number, args.reason))["hand"]})
    return 0


def _undo(args: argparse.Namespace) -> int:
    _act(args, "undo", lambda s: s.prepare_undo())
    return 0


def _redo(args: argparse.Namespace) -> int:
    _act(args, "redo", lambda s: s.prepare_redo())
    return 0


def _set_stake(args: argparse.Namespace) -> int:
    a, b, unit = _stake(args.stake)
    _act(args, "stake", lambda s: s.prepare_stake(a, b, unit))
    return 0


def _set_rules(args: argparse.Namespace) -> int:
    rules = _rules_arg(args.rules)
    _act(args, "rules", lambda s: s.prepare_rules(rules))
    return 0


def _set_players(args: argparse.Namespace) -> int:
    names = _names(args.players)
    _act(args, "players", lambda s: s.prepare_players(names))
    return 0


def _unverified(problem: str) -> int:
    """Said plainly after the output: what was shown is not what the events say."""
    import sys

    what = "the ledger does not verify" if problem.startswith("hand ") else "the book's audit chain does not verify"
    print(f"{what}: {problem}", file=sys.stderr)  # one line
    return EXIT_TAMPERED


def _missing(problems: list[str]) -> int:
    """What this computer recorded and the book lacks, said after the output in one line."""
    import sys

    if not problems:
        return 0
    more = len(problems) - 1
    also = f" (and {more} more session{'s' if more > 1 else ''} like it)" if more else ""
    print(problems[0] + also, file=sys.stderr)
    return EXIT_TAMPERED


def _remembered(book: Book, session_id: str, check: Check) -> list[str]:
    """The session against this computer's memory of it ([] when it holds all it recorded);
    remembered when it verified."""
    from scorekeeper.book.memory import session_problem

    try:
        session = book.session(session_id)
    except InputError:  # too damaged to read: the book's own check says so
        return []
    problem = session_problem(book, session, keep=check.verified)
    return [problem] if problem else []


def _list(args: argparse.Namespace) -> int:
    from scorekeeper.book.memory import book_problems

    with _book(args) as book:
        sessions = book.list_sessions()
        _emit({"sessions": [{"session": i.id, "name": i.name, "date": i.date, "hands": i.hands} for i in sessions]})
        missing = book_problems(book)
    problems = [i.problem for i in sessions if not i.verified]
    if problems:  # the book's own finding first, in one line
        return _unverified(problems[0])
    return _missing(missing)


def _view(check: Check, build: Callable[[], dict[str, Any]]) -> dict[str, Any] | None:
    """What a view shows. On a book that does not verify the changed events may not even
    add up: whatever fails to build is not shown, and the problem is said after."""
    if check.verified:
        return build()
    try:
        return build()
    except Exception:  # noqa: BLE001 - any failure on a changed book is that change's, already reported
        return None


def _show(args: argparse.Namespace) -> int:
    from scorekeeper.ledger.totals import show_json

    with _book(args) as book:
        check = book.verify(args.session)
        shown = _view(check, lambda: show_json(book.session(args.session)))
        missing = _remembered(book, args.session, check)
    if shown is not None:
        _emit(shown)
    return _missing(missing) if check.verified else _unverified(check.problem)


def _settle(args: argparse.Namespace) -> int:
    from scorekeeper.ledger.totals import settle, settlement_json

    if args.format:  # the settle-up for outside the app (session-cli.md "Players across nights")
        from scorekeeper.cli.players_more import settle_format

        return settle_format(args)

    problems: list[str] = []

    def build() -> dict[str, Any]:
        session = book.session(args.session)
        result = settle(session, head=book.head(args.session))
        problems.extend(result.problems)
        out = settlement_json(session, result)
        if args.mode:
            from scorekeeper.cli.casino import mode_json

            out |= mode_json(session, result, args.mode)
        out["verified"] = result.verified and check.verified and not missing
        return out

    with _book(args) as book:
        check = book.verify(args.session)
        missing = _remembered(book, args.session, check)
        shown = _view(check, build)
    if shown is not None:
        _emit(shown)
    if missing and check.verified and not problems:
        return _missing(missing)
    if problems:  # the ledger's own finding (a hand its cards do not give) says the most
        return _unverified(problems[0])
    return 0 if check.verified else _unverified(check.problem)


def _export(args: argparse.Namespace) -> int:
    from scorekeeper.export import TamperedError, export_session
    from scorekeeper.players.overview import session_people

    with _book(args) as book:
        check = book.verify(args.session)
        if not check.verified:
            problem = _view(check, lambda: {"first": _ledger_problem(book, args.session)}) or {}
            raise TamperedError(
                f"session {args.session}: the audit chain does not verify "
                f"({problem.get('first') or check.problem}); not exported"
            )
        session = book.session(args.session)
        head = book.head(args.session)
        # the Players sheet (with the advisor's review: slow the first time, then kept)
        people = session_people(book, session, advisor=args.advisor) if args.xlsx or args.csv else ()
        export_session(session, head=head, xlsx=args.xlsx, csv=args.csv, json=args.json, lang=args.lang, players=people)
    return 0


def _ledger_problem(book: Book, session_id: str) -> str:
    """The ledger's own first finding (a hand its cards do not give), or ""."""
    from scorekeeper.ledger.totals import verification_problems

    problems = verification_problems(book.session(session_id), head=book.head(session_id))
    return problems[0] if problems else ""


def _import(args: argparse.Namespace) -> int:
    from scorekeeper.book.session_file import events_from_json

    events = events_from_json(read_json_file(args.file))
    with _book(args, create=True) as book:
        _emit({"session": book.import_events(events).id})
    return 0


def _add_book(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--book",
        metavar="PATH|URL",
        help="the book: a file, or a postgresql:// URL (default: the book in your data folder)",
    )


def add_session_commands(sub: Any) -> None:
    """Register ``session``, ``export`` and ``import`` on the top-level parser."""
    session = sub.add_parser("session", help="run a session: record hands, correct them, settle up")
    cmds = session.add_subparsers(dest="action", required=True, parser_class=type(session))

    def command(
        name: str, run: Callable[[argparse.Namespace], int], help_text: str, *args: tuple[str, dict[str, Any]]
    ) -> argparse.ArgumentParser:
        parser: argparse.ArgumentParser = cmds.add_parser(name, help=help_text)
        for flag, options in args:
            parser.add_argument(flag, **options)
        _add_book(parser)
        parser.set_defaults(run=run)
        return parser

    sid = ("session", {"metavar": "SESSION"})
    number = ("number", {"metavar": "N", "type": int})
    hand = ("hand", {"metavar": "HAND.json"})
    reason = ("--reason", {"required": True})
    new = command(
        "new",
        _new,
        "start a session",
        ("--name", {"required": True}),
        ("--players", {"required": True}),
        ("--rules", {}),
        ("--unit", {"default": "1"}),
        ("--currency", {"default": ""}),
        ("--stake", {"action": "append", "default": []}),
        ("--date", {}),
        ("--place", {}),
        ("--coin", {"help": "the smallest coin paid at settle-up (default: the currency's minor unit)"}),
    )
    new.description = 'Start a session; prints {"session": ID}.'
    again = {"action": "store_true", "help": "record it even if a live hand of the session has the same cards"}
    pending = {"action": "store_true", "help": "record what every seated player submitted on their phone"}
    maybe_hand = ("hand", {"metavar": "HAND.json", "nargs": "?"})
    command(
        "add", _add, "record a hand", sid, maybe_hand, ("--dealer", {}), ("--again", again), ("--from-pending", pending)
    )
    command("edit", _edit, "correct a recorded hand", sid, number, hand, reason, ("--dealer", {}))
    command("void", _void, "void a recorded hand", sid, number, reason)
    command("undo", _undo, "undo the last action", sid)
    command("redo", _redo, "redo the last undone action", sid)
    command("stake", _set_stake, "set a pair's stake from the next hand on", sid, ("stake", {"metavar": "A,B=UNIT"}))
    command("rules", _set_rules, "change the rules from the next hand on", sid, ("rules", {"metavar": "PRESET|FILE"}))
    command("players", _set_players, "who may sit from now on", sid, ("players", {"metavar": "A,B,C"}))
    command("list", _list, "list the book's sessions")
    command("show", _show, "a session's totals", sid)
    from scorekeeper.cli.casino import add_casino_commands, add_settle_mode
    from scorekeeper.cli.players_more import add_settle_format

    settle = command("settle", _settle, "who pays whom", sid)
    add_settle_mode(settle)
    add_settle_format(settle)
    add_casino_commands(command)
    from scorekeeper.cli.phones import add_phone_commands

    add_phone_commands(command, emit=_emit)
    _add_export_and_import(sub)


def _add_export_and_import(sub: Any) -> None:
    export = sub.add_parser("export", help="write a session to Excel, CSV or JSON")
    export.add_argument("session", metavar="SESSION")
    target = export.add_mutually_exclusive_group(required=True)
    target.add_argument("--xlsx", metavar="FILE")
    target.add_argument("--csv", metavar="DIR")
    target.add_argument("--json", metavar="FILE")
    export.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the Excel and CSV words: sheet names, headers, hand names (numbers are the same)",
    )
    export.add_argument(
        "--advisor",
        action="store_true",
        help="the Players sheet also gives the units each gave away against the setting advisor (slower)",
    )
    _add_book(export)
    export.set_defaults(run=_export)

    imp = sub.add_parser("import", help="import a session exported as JSON")
    imp.add_argument("file", metavar="FILE.json")
    _add_book(imp)
    imp.set_defaults(run=_import)
