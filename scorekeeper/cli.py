"""The ``scorekeeper`` command: exit 0 with JSON, or exit 2 with one line on stderr."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from scorekeeper.errors import InputError
from scorekeeper.export import TamperedError

Command = Callable[[argparse.Namespace], int]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        print(f"scorekeeper: {message}", file=sys.stderr)
        raise SystemExit(2)


def emit(obj: Any) -> None:
    """Write one JSON object to standard output."""
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2) + "\n")


def _score(args: argparse.Namespace) -> int:
    from scorekeeper.jsonio import read_json_file
    from scorekeeper.score_request import score_json

    emit(score_json(read_json_file(args.hand)))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="scorekeeper", description="Chinese poker scorekeeper")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    score = sub.add_parser("score", help="score one hand given as JSON")
    score.add_argument("hand", metavar="HAND.json", help="the hand, or - for standard input")
    score.set_defaults(run=_score)
    from scorekeeper.session_cli import add_session_commands

    add_session_commands(sub)
    from scorekeeper.advisor_cli import add_advisor_command

    add_advisor_command(sub)
    from scorekeeper.web.serve_cli import add_serve_command

    add_serve_command(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run: Command = args.run
    try:
        return run(args)
    except TamperedError as exc:
        print(str(exc), file=sys.stderr)
        return 3
    except InputError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except sqlite3.Error as exc:
        print(f"the book could not be used: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"{exc.filename or 'file'}: {exc.strerror}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
