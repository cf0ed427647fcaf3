"""The ``scorekeeper`` command: exit 0 with JSON, or exit 2 with one line on stderr.

Start-up is kept to what the chosen command needs: ``scorekeeper score`` imports the
engine's scoring path only, never the session, the book, the exports or openpyxl
(a script scoring hands one by one pays the start-up each time; ``bench/bench_cli.py``).
The other commands' modules are imported when one of them is chosen, or for ``--help``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from scorekeeper.cli.output import emit
from scorekeeper.errors import InputError

Command = Callable[[argparse.Namespace], int]
SCORE = "score"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        from scorekeeper.text_boundary import one_line

        print(one_line(f"scorekeeper: {message}"), file=sys.stderr)
        raise SystemExit(2)


def _score(args: argparse.Namespace) -> int:
    if args.jsonl:
        return _score_jsonl(args.hand)
    from scorekeeper.game.score_request import score_json
    from scorekeeper.jsonio import read_json_file

    emit(score_json(read_json_file(args.hand)))
    return 0


def _score_jsonl(path: str) -> int:
    """Exit 0 when every line scored, 2 when any line was answered with an error line."""
    from scorekeeper.cli.score_batch import score_jsonl

    source = "standard input" if path == "-" else path
    try:
        stream = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115  (closed below)
    except OSError as exc:
        raise InputError(f"{source}: cannot read ({exc.strerror})") from None
    try:
        answered, failed = score_jsonl(stream, sys.stdout, live=path == "-")
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
    sys.stdout.flush()
    if failed:
        print(f"scorekeeper: {failed} of {answered} lines could not be scored (see their error lines)", file=sys.stderr)
        return 2
    return 0


def _add_score(sub: Any) -> None:
    score = sub.add_parser(SCORE, help="score one hand given as JSON, or one hand per line with --jsonl")
    score.add_argument("hand", metavar="HAND.json", help="the hand, or - for standard input")
    score.add_argument("--jsonl", action="store_true", help="one hand per line in, one result (or error) per line out")
    score.set_defaults(run=_score)


def _chosen(argv: Sequence[str]) -> str | None:
    """The command named on the line, if the line starts with one (options come after it)."""
    return argv[0] if argv and not argv[0].startswith("-") else None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """Every command's parser; for ``score`` alone, only its own (nothing else is imported)."""
    parser = _Parser(prog="scorekeeper", description="Chinese poker scorekeeper")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    _add_score(sub)
    if command == SCORE:
        return parser
    from scorekeeper.cli.session import add_session_commands

    add_session_commands(sub)
    from scorekeeper.cli.suggest import add_advisor_command

    add_advisor_command(sub)
    from scorekeeper.cli.serve import add_serve_command

    add_serve_command(sub)
    from scorekeeper.cli.book_copy import add_book_command

    add_book_command(sub)
    from scorekeeper.cli.cardroom import add_night_command

    add_night_command(sub)
    from scorekeeper.cli.players import add_players_command

    add_players_command(sub)
    from scorekeeper.cli.tournament import add_tournament_command

    add_tournament_command(sub)
    return parser


def _tampered(exc: InputError) -> bool:
    """A TamperedError can only come from scorekeeper.export, so it is looked for only once that is loaded."""
    export = sys.modules.get("scorekeeper.export")
    return export is not None and isinstance(exc, export.TamperedError)


def main(argv: Sequence[str] | None = None) -> int:
    from scorekeeper.text_boundary import check_arguments, one_line

    words = sys.argv[1:] if argv is None else list(argv)
    try:
        check_arguments(words)  # before argparse echoes one back
    except InputError as exc:
        print(f"scorekeeper: {exc}", file=sys.stderr)
        return 2
    args = build_parser(_chosen(words)).parse_args(words)
    run: Command = args.run
    try:
        return run(args)
    except InputError as exc:
        print(one_line(str(exc)), file=sys.stderr)
        return 3 if _tampered(exc) else 2
    except OSError as exc:
        print(f"{exc.filename or 'file'}: {exc.strerror}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        sqlite3 = sys.modules.get("sqlite3")  # only the book's commands use it: not imported for scoring
        if sqlite3 is not None and isinstance(exc, sqlite3.Error):
            print(f"the book could not be used: {exc}", file=sys.stderr)
            return 2
        raise


if __name__ == "__main__":
    raise SystemExit(main())
