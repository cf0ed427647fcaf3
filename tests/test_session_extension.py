"""The casino is an extension of the session (issue 25): registered, never imported by the core.

A home game is replayed, totalled, settled and shown without any casino module loaded; a
casino session still replays, settles and verifies exactly as the golden corpus stored it;
and another extension plugs in the same way (its kinds fold, undo, show in the audit).
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

import pytest

from scorekeeper.session.event_records import EventRecord
from scorekeeper.session.extension import SessionExtension, extension_of_kind, register_extension
from scorekeeper.session.session import Session

GOLDEN = Path(__file__).parent / "data" / "golden"

# Replays session 1 of a book, totals, settles and shows it through the engine's own names
# (the command line registers every command, the casino's too), and says which casino modules
# the process loaded.
_REPLAY = """
import json, sys
from scorekeeper import Book
from scorekeeper.ledger.totals import settle, settlement_json, show_json, totals, verification_problems
with Book.open(sys.argv[1]) as book:
    session = book.session("1")
    totals(session)
    result = settle(session, head=book.head("1"))
    out = {
        "show": show_json(session),
        "settle": settlement_json(session, result),
        "problems": verification_problems(session, head=book.head("1")),
        "casino": sorted(m for m in sys.modules if m.startswith("scorekeeper.casino")),
    }
print(json.dumps(out))
"""


def _book_of(name: str, folder: Path) -> tuple[str, dict[str, Any]]:
    from scorekeeper.book import open_book
    from scorekeeper.session.events import Event

    data: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    book = str(folder / f"{name}.sqlite")
    with open_book(book) as opened:
        opened.import_events([Event(r["seq"], r["kind"], r["at"], r["payload"], r["hash"]) for r in data["events"]])
    return book, data


def _replayed(book: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-c", _REPLAY, book], capture_output=True, text=True, check=True)
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


@pytest.mark.parametrize("name", ["home-classic", "race", "ofc-fantasy"])
def test_a_home_games_replay_and_totals_never_load_the_casino(name: str, tmp_path: Path) -> None:
    book, data = _book_of(name, tmp_path)
    got = _replayed(book)
    assert got["casino"] == []
    assert got["problems"] == []
    assert got["show"] == data["expected"]["show"]
    assert got["settle"] == data["expected"]["settle"]


@pytest.mark.parametrize("name", ["casino-collection", "casino-stacks", "casino-manager", "casino-stacks-v0"])
def test_a_casino_session_replays_settles_and_verifies_as_before(name: str, tmp_path: Path) -> None:
    book, data = _book_of(name, tmp_path)
    got = _replayed(book)
    assert "scorekeeper.casino.extension" in got["casino"]  # registered by its first event
    assert got["problems"] == []
    assert got["settle"]["verified"] is True
    assert got["show"] == data["expected"]["show"]
    assert got["settle"] == data["expected"]["settle"]


# -- another extension, the same way ---------------------------------------------------------------
class BountySet(EventRecord):
    kind: ClassVar[str] = "test_bounty"
    player: str
    amount: int


@dataclass(frozen=True)
class Bounties:
    paid: tuple[tuple[str, int], ...] = ()


class BountyExtension(SessionExtension[Bounties]):
    name = "test_bounties"
    records = (BountySet,)
    undoable = frozenset({"test_bounty"})
    audited = frozenset({"test_bounty"})

    def empty(self) -> Bounties:
        return Bounties()

    def fold(self, state: Bounties, record: EventRecord, *, at: str) -> Bounties:
        assert isinstance(record, BountySet)  # its records only: the session routes by kind
        return replace(state, paid=(*state.paid, (record.player, record.amount)))

    def check_event(self, session: Any, record: EventRecord) -> None:
        assert isinstance(record, BountySet)
        if record.player not in session.players:
            raise ValueError(f"{record.player} is not a player")

    def describe(self, record: EventRecord) -> str:
        assert isinstance(record, BountySet)
        return f"bounty {record.amount} on {record.player}"


BOUNTIES = BountyExtension()
register_extension(BOUNTIES)


def test_an_extension_registers_its_kinds_folds_them_and_undo_takes_them_back() -> None:
    assert extension_of_kind("test_bounty") is BOUNTIES
    session = Session.create("1", name="Friday", players=["Amy", "Bob"])
    session.append(BountySet(player="Amy", amount=5))
    assert session.extensions["test_bounties"] == Bounties((("Amy", 5),))
    assert [e["detail"] for e in session.audit()] == ["bounty 5 on Amy"]
    replayed = Session.replay("1", session.events)
    assert replayed.damage is None and replayed.extensions == session.extensions
    session.append(session.prepare_undo())
    assert "test_bounties" not in session.extensions  # its state is gone with its only event


def test_an_extensions_check_refuses_an_event_that_does_not_follow_the_log() -> None:
    session = Session.create("1", name="Friday", players=["Amy", "Bob"])
    session.append(BountySet(player="Cy", amount=5))  # appended unchecked, as a changed book could hold it
    replayed = Session.replay("1", session.events)
    assert replayed.damaged == ["event 2 (test_bounty) is damaged: Cy is not a player"]
