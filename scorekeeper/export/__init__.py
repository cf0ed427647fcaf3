"""Exports of a session: Excel workbook, CSV folder, re-importable JSON."""

from __future__ import annotations

import json as jsonlib
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from scorekeeper.atomic import write_atomically
from scorekeeper.book.session_file import session_to_json
from scorekeeper.errors import InputError
from scorekeeper.lazy_names import lazy_names
from scorekeeper.session.session import Session


class TamperedError(InputError):
    """The audit chain or a re-scored hand does not verify: the ledger is not believed."""


def check_chain(session: Session, head: str) -> None:
    """Refuse to export what was changed behind the app's back: a broken chain, a hand its cards do not give.

    A session that is only damaged (an event that does not fit, in an intact chain) exports up
    to the event before it, its sheets saying it does not verify and why."""
    from scorekeeper.ledger.totals import tamper_problems

    problems = tamper_problems(session, head=head)
    if problems:
        what = "the ledger does not verify" if problems[0].startswith("hand ") else "the audit chain does not verify"
        raise TamperedError(f"session {session.id}: {what} ({problems[0]}); not exported")


def write_json(session: Session, target: str | Path) -> None:
    text = jsonlib.dumps(session_to_json(session), ensure_ascii=False, indent=1)
    write_atomically(target, lambda temp: temp.write_text(text + "\n", encoding="utf-8"))


def export_session(
    session: Session,
    *,
    head: str,
    xlsx: str | None = None,
    csv: str | None = None,
    json: str | None = None,
    lang: str = "en",
    players: Sequence[PlayerStats] = (),
) -> None:
    """Write the one export asked for, after verifying the chain.

    ``lang`` (``en``, ``zh-Hant``, ``zh-Hans``, ``nl``: :mod:`scorekeeper.game.terms`) is the language
    of the Excel and CSV words; the JSON export has no words to translate. ``players`` (the session's
    people across the book, read by the caller) adds a Players sheet to the Excel and CSV exports.
    """
    check_chain(session, head)
    if json:
        write_json(session, json)
    if xlsx:
        from scorekeeper.export.xlsx import write_xlsx

        write_xlsx(session, xlsx, lang=lang, players=players)
    if csv:
        from scorekeeper.export.csv_export import write_csv

        write_csv(session, csv, lang=lang, players=players)


__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.export.xlsx import write_xlsx
    from scorekeeper.players.stats import PlayerStats

_FACE = {
    "write_xlsx": "scorekeeper.export.xlsx",
}
__all__ += [
    "write_xlsx",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
