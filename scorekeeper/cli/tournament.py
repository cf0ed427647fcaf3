"""``scorekeeper tournament``: an event kept as a session of the book whose tables are sessions
too (session-cli.md, "Tournaments"; the tables' side in tournament_log/tables.py).

Each action is one recorded event of the tournament's log, prepared on the log as the book holds
it (a refusal: exit 2, one line, the book unchanged); ``show`` and ``finish`` replay the log.
"""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scorekeeper.book import Book, open_book
from scorekeeper.cli.output import emit
from scorekeeper.errors import InputError
from scorekeeper.game.deal import player_name
from scorekeeper.jsonio import read_json_file
from scorekeeper.session.session import Prepare
from scorekeeper.tournament.event_clock import now_text
from scorekeeper.tournament.field import Field
from scorekeeper.tournament.flags import structure_from_flags
from scorekeeper.tournament.presets import STRUCTURE_PRESETS, structure_preset
from scorekeeper.tournament.structure import TournamentStructure
from scorekeeper.tournament_log import actions, director
from scorekeeper.tournament_log.director import create_tournament
from scorekeeper.tournament_log.replay import Tally
from scorekeeper.tournament_log.standings import finish_json, show_json
from scorekeeper.tournament_log.tables import (
    draw_tables,
    record_hand,
    start_hand,
    table_sessions,
    void_hand,
)

if TYPE_CHECKING:
    from scorekeeper.casino.pdf import Pdf


def _rules(value: str | None) -> str | dict[str, Any]:
    if value is None:
        return "ofc"
    if value.endswith(".json"):
        data = read_json_file(value)
        if not isinstance(data, dict):
            raise InputError(f"--rules {value}: a rules object")
        return data
    return value


def _structure(args: argparse.Namespace) -> TournamentStructure:
    """The event's structure: a preset or a JSON file (``--structure``; ``--name`` and ``--date``
    may rename and date it), or the flags."""
    if args.structure is not None:
        given = args.structure
        data = read_json_file(given) if given.endswith(".json") else structure_preset(given).model_dump(mode="json")
        structure = TournamentStructure.read(data)
        changes = {k: v for k, v in (("name", args.name), ("date", args.date)) if v is not None}
        return structure.edited(**changes) if changes else structure
    missing = [f"--{flag}" for flag in ("name", "buyin", "chips", "levels") if getattr(args, flag) is None]
    if missing:
        raise InputError(f"{', '.join(missing)}: needed for a new event (or --structure PRESET|FILE.json)")
    return structure_from_flags(
        name=args.name,
        buyin=args.buyin,
        fee=args.fee,
        chips=args.chips,
        levels=args.levels,
        rules=_rules(args.rules),
        hands_per_level=args.hands_per_level,
        minutes_per_level=args.minutes_per_level,
        seats=args.seats,
        rebuy_until=args.rebuy_until,
        addon_until=args.addon_until,
        late_until=args.late_until,
        clock=args.clock,
        on_expiry=args.on_expiry,
        payouts=args.payouts,
        currency=args.currency,
        date=args.date,
        fantasy_land=args.fantasy_land,
    )


def _new(args: argparse.Namespace) -> int:
    structure = _structure(args)
    with open_book(args.book, create=True) as book:
        tournament = create_tournament(book, structure)  # its session names "Director" and "House"
    emit({"tournament": tournament})
    return 0


def _tally(args: argparse.Namespace) -> Tally:
    with open_book(args.book, create=False) as book:
        return director.tally(book, args.id)


def _acted(args: argparse.Namespace, act: Callable[[Book, str], Tally]) -> Tally:
    """One of the director's actions (director.py, as the app makes them); the event after it."""
    with open_book(args.book, create=False) as book:
        return act(book, args.id)


def _field(tally: Tally) -> Field:
    assert tally.field is not None  # tally_of refuses a session that is not a tournament
    return tally.field


def _register(args: argparse.Namespace) -> int:
    name = player_name(args.name)
    f = _field(_acted(args, lambda book, tid: director.register(book, tid, name)))
    emit({"player": name, "entries": f.entries[name]})
    return 0


def _rebuy(args: argparse.Namespace) -> int:
    name = player_name(args.name)
    f = _field(_acted(args, lambda book, tid: director.rebuy(book, tid, name)))
    emit({"player": name, "entries": f.entries[name]})
    return 0


def _presets(args: argparse.Namespace) -> int:
    emit({"presets": {name: structure_preset(name).model_dump(mode="json") for name in sorted(STRUCTURE_PRESETS)}})
    return 0


def _addon(args: argparse.Namespace) -> int:
    name = player_name(args.name)
    f = _field(_acted(args, lambda book, tid: director.add_on(book, tid, name)))
    emit({"player": name, "add_ons": f.add_ons[name], "chips": f.chips[name]})
    return 0


def _start(args: argparse.Namespace) -> int:
    with open_book(args.book, create=False) as book:
        started = start_hand(book, args.id, table=args.table)
        clock = _field(director.tally(book, args.id)).structure.clock
    assert clock is not None  # the event refuses a start without its setting clock
    emit({"table": args.table, "started": started, "seconds": clock.seconds, "on_expiry": clock.on_expiry})
    return 0


def _clock(args: argparse.Namespace) -> int:
    running = args.action == "start"
    tally = _acted(args, lambda book, tid: director.event_clock(book, tid, running=running))
    emit({"running": tally.clock.running, "seconds": tally.clock.seconds_at(now_text())})
    return 0


def _draw(args: argparse.Namespace) -> int:
    seed = secrets.randbelow(2**31) if args.seed is None else args.seed
    with open_book(args.book, create=False) as book:
        drawn = draw_tables(book, args.id, seed)
        sessions = table_sessions(book, args.id)
    tables = [{"table": n, "session": sessions.get(n), "seats": list(seated)} for n, seated in sorted(drawn.items())]
    emit({"tables": tables, "seed": seed})
    return 0


def _add(args: argparse.Namespace) -> int:
    data = read_json_file(args.hand)
    with open_book(args.book, create=False) as book:
        expired = [n.strip() for n in (args.expired or "").split(",") if n.strip()]
        tally = record_hand(book, args.id, table=args.table, data=data, dealer=args.dealer, expired=expired)
    done = tally.last
    assert done is not None
    emit(
        {
            "hand": done.hand,
            "level": done.level.number,
            "eliminated": [e.name for e in done.eliminated],
            "moves": [m.as_json() for m in done.moves],
        }
    )
    return 0


def _void(args: argparse.Namespace) -> int:
    from scorekeeper.casino import manager  # the manager's sign-off, where the event's session holds a key

    with open_book(args.book, create=False) as book:

        def signed(kind: str, prepare: Prepare) -> Prepare:
            return manager.signed(kind, prepare, manager.passphrase_from_outside, book=book, hint=manager.CLI_HINT)

        f = _field(void_hand(book, args.id, table=args.table, reason=args.reason, signed=signed))
    emit({"table": args.table, "voided": True, "hands": f.hands.get(args.table, 0), "field": f.rows()})
    return 0


def _balance(args: argparse.Namespace) -> int:
    moves = [m.as_json() for m in _field(_tally(args)).proposed_moves()]
    if args.confirm and moves:
        _acted(args, director.confirm_moves)
    emit({"moves": moves, "confirmed": bool(args.confirm and moves)})
    return 0


def _show(args: argparse.Namespace) -> int:
    emit(show_json(args.id, _tally(args)))
    return 0


def _finish(args: argparse.Namespace) -> int:
    emit(finish_json(_acted(args, director.finish)))
    return 0


def _report(args: argparse.Namespace) -> int:
    if args.xlsx is None and args.pdf is None:
        raise InputError("report: give --xlsx FILE, --pdf FILE or both")
    with open_book(args.book, create=False) as book:
        session = book.session(args.id)
        tally = actions.tally_of(session)
    out: dict[str, Any] = {}
    if args.pdf is not None:  # written first: a PDF refused (a missing folder) leaves no workbook either
        from scorekeeper.tournament_log.pdf_layout import printed_now
        from scorekeeper.tournament_log.report_pdf import summary_document

        out = _pdf(args.pdf, summary_document(session, tally, printed_at=printed_now()))
    if args.xlsx is not None:
        from scorekeeper.tournament_log.report import write_report  # openpyxl: loaded for a report only

        try:
            write_report(session, tally, args.xlsx)
        except OSError as exc:
            raise InputError(f"{args.xlsx}: the report could not be written ({exc.strerror or exc})") from None
        out = {"report": str(args.xlsx), "sheets": ["Field", "Hands", "Eliminations", "Prize pool", "Audit"], **out}
    emit(out)
    return 0


def _slips(args: argparse.Namespace) -> int:
    with open_book(args.book, create=False) as book:
        session = book.session(args.id)
        tally = actions.tally_of(session)
    from scorekeeper.tournament_log.payout_slips import slips_document
    from scorekeeper.tournament_log.pdf_layout import printed_now

    emit(_pdf(args.pdf, slips_document(session, tally, printed_at=printed_now())))
    return 0


def _pdf(target: str, pdf: Pdf) -> dict[str, Any]:
    """The summary or the payout slips written to ``target`` (tournament_log/report_pdf.py)."""
    from scorekeeper.tournament_log.pdf_layout import write_pdf

    written = write_pdf(pdf, target)
    if written.problem:  # written all the same, with "?" for what could not be drawn
        print(f"scorekeeper: warning: {written.problem} in {target}", file=sys.stderr)
    return {"pdf": target, "pages": written.pages}


def _command(sub: Any, name: str, run: Any, help_text: str) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = sub.add_parser(name, help=help_text)
    if name != "new":
        parser.add_argument("id", metavar="ID", help="the tournament (its session)")
    parser.add_argument("--book", metavar="PATH|URL", help="the book: a file or a postgresql:// URL")
    parser.set_defaults(run=run)
    return parser


def _add_new(sub: Any) -> None:
    new = _command(sub, "new", _new, "a new event: its structure, before registration")
    new.add_argument("--name")
    new.add_argument(
        "--structure", metavar="PRESET|FILE.json", help="a whole structure: a preset (tournament presets) or a file"
    )
    new.add_argument("--rules", metavar="PRESET|FILE.json", help="the tables' rules (default ofc)")
    new.add_argument("--buyin", metavar="AMOUNT", help="to the prize pool")
    new.add_argument("--fee", default="0", metavar="AMOUNT", help="to the house")
    new.add_argument("--chips", type=int, metavar="N", help="starting chips")
    new.add_argument("--levels", metavar="100,200,...", help="point value of each level")
    per = new.add_mutually_exclusive_group()
    per.add_argument("--hands-per-level", type=int, metavar="N")
    per.add_argument("--minutes-per-level", type=int, metavar="M")
    new.add_argument("--seats", type=int, default=4, help="seats per table")
    new.add_argument("--rebuy-until", type=int, metavar="LEVEL")
    new.add_argument("--addon-until", type=int, metavar="LEVEL", help="add-ons (the entry's chips and price)")
    new.add_argument("--late-until", type=int, metavar="LEVEL")
    new.add_argument("--clock", type=int, metavar="SECONDS", help="seconds to set a hand")
    new.add_argument("--on-expiry", choices=("foul", "surrender"), default="foul")
    new.add_argument("--payouts", default="100", metavar="50,30,20", help="percent of the pool by place")
    new.add_argument("--currency", default="")
    new.add_argument("--date", metavar="YYYY-MM-DD", help="the event's day (default today)")
    new.add_argument("--fantasy-land", action="store_true", help="Fantasy Land at the tables (OFC)")


def add_tournament_command(sub: Any) -> None:
    """Register ``tournament new|register|rebuy|addon|draw|start|add|clock|balance|show|finish|report``."""
    top = sub.add_parser("tournament", help="an event on several tables: registration to payouts")
    actions_sub = top.add_subparsers(dest="tournament_command", required=True, parser_class=type(top))
    _add_new(actions_sub)
    presets = actions_sub.add_parser("presets", help="the common structures, as JSON to edit (new --structure)")
    presets.set_defaults(run=_presets)
    for name, run, words in (("register", _register, "a new entry"), ("rebuy", _rebuy, "a re-buy")):
        _command(actions_sub, name, run, words).add_argument("name", metavar="NAME")
    _command(actions_sub, "draw", _draw, "seat the field by a recorded random draw").add_argument("--seed", type=int)
    add = _command(actions_sub, "add", _add, "a hand at a table")
    add.add_argument("table", type=int, metavar="TABLE")
    add.add_argument("hand", metavar="HAND.json")
    add.add_argument("--dealer", metavar="NAME")
    add.add_argument("--expired", metavar="NAME,...", help="seats not set in the clock's time (foul or surrender)")
    _command(actions_sub, "addon", _addon, "an add-on for a player still in").add_argument("name", metavar="NAME")
    start = _command(actions_sub, "start", _start, "a table's hand dealt: its setting clock starts")
    start.add_argument("table", type=int, metavar="TABLE")
    clock = _command(actions_sub, "clock", _clock, "start or pause the event's clock (levels by time)")
    clock.add_argument("action", choices=("start", "pause"))
    void = _command(actions_sub, "void", _void, "take back a table's last hand (a correction: the manager's)")
    void.add_argument("table", type=int, metavar="TABLE")
    void.add_argument("--reason", required=True, metavar="TEXT")
    balance = _command(actions_sub, "balance", _balance, "the moves that balance the tables")
    balance.add_argument("--confirm", action="store_true", help="record the moves")
    _command(actions_sub, "show", _show, "the field, level, pool, payouts and eliminations")
    _command(actions_sub, "finish", _finish, "the places and payouts, chips and money verified")
    report = _command(
        actions_sub, "report", _report, "the event as a workbook: field, hands, eliminations, payouts, audit"
    )
    report.add_argument("--xlsx", metavar="FILE", help="the workbook")
    report.add_argument("--pdf", metavar="FILE", help="the summary to print")
    slips = _command(actions_sub, "slips", _slips, "the payout slips of a finished event, as PDF")
    slips.add_argument("--pdf", required=True, metavar="FILE")
