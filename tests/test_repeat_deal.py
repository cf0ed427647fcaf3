"""A repeated deal (issue 26, item 3): a hand whose cards a live hand of the session already
has, in any seat order, is refused unless the scorekeeper confirms it (``again``); the
command line refuses it with one line unless ``--again``; two terminals of a card room get
the same answer, because the check runs in the write transaction on the book as it is."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pg_support
import pytest
from helpers.session_kit import assert_refused, run_cli, run_cli_many

from scorekeeper.book import open_book
from scorekeeper.book.session_file import events_from_json, session_to_json
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.session.repeat_deal import RepeatedDeal
from scorekeeper.session.session import Session, parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]
pg_url = pg_support.pg_url  # the fixture: a new, empty PostgreSQL book


def reseated(data: dict[str, Any], order: list[int], names: list[str]) -> dict[str, Any]:
    """The same cards, dealt to other seats: seat i gets the cards of seat ``order[i]``."""
    return {"players": [{**data["players"][j], "name": name} for name, j in zip(names, order, strict=True)]}


def night(hands: int, seed: int = 5) -> tuple[Session, list[dict[str, Any]]]:
    session = Session.create("1", name="Friday", players=NAMES, unit="2", currency="EUR")
    rng = random.Random(seed)
    dealt = [random_hand(rng, NAMES) for _ in range(hands)]
    for data in dealt:
        session.append("added", session.prepare_add(parse_hand_entry(data)))
    return session, dealt


def test_the_cards_of_an_earlier_hand_in_another_seat_order_are_refused_by_number() -> None:
    session, dealt = night(3)
    rotated = reseated(dealt[0], [1, 2, 3, 0], NAMES)  # Amy holds what Bob held, ...
    rotated["players"][0]["back"] = " ".join(reversed(rotated["players"][0]["back"].split())).lower()
    with pytest.raises(RepeatedDeal, match="same as hand 1: refused as a duplicate") as refused:
        session.prepare_add(parse_hand_entry(rotated))
    assert refused.value.hand == 1 and isinstance(refused.value, InputError)
    two_seats = reseated(dealt[1], [1, 0, 2, 3], ["Bob", "Amy", "Cat", "Dan"])  # the seats listed otherwise
    with pytest.raises(RepeatedDeal, match="hand 2"):
        session.prepare_add(parse_hand_entry(two_seats))
    assert session.next_hand == 4


def test_again_records_the_same_cards_and_the_event_says_it_was_confirmed() -> None:
    session, dealt = night(2)
    payload = session.prepare_add(parse_hand_entry(dealt[0]), again=True).payload()
    assert payload["again"] is True and payload["hand"] == 3
    session.append("added", payload)
    assert session.hands[3].result.dump() == session.hands[1].result.dump()  # the same money, recorded twice on purpose
    fresh = session.prepare_add(parse_hand_entry(random_hand(random.Random(99), NAMES)), again=True).payload()
    assert "again" not in fresh  # nothing to confirm: the event says nothing


def test_a_void_or_undone_hand_is_no_repeat_and_a_correction_counts_its_new_cards() -> None:
    session, dealt = night(3)
    session.append("voided", session.prepare_void(1, "misdeal"))
    session.append("added", session.prepare_add(parse_hand_entry(dealt[0])))  # hand 1 is void: not live
    assert session.next_hand == 5
    session.append("undo", session.prepare_undo())  # hand 4 taken back
    session.prepare_add(parse_hand_entry(dealt[0]))  # not refused
    replacement = random_hand(random.Random(42), NAMES)
    session.append("edited", session.prepare_edit(2, parse_hand_entry(replacement), "typo"))
    session.prepare_add(parse_hand_entry(dealt[1]))  # hand 2's old cards are gone
    with pytest.raises(RepeatedDeal, match="hand 2"):
        session.prepare_add(parse_hand_entry(replacement))


def test_an_export_with_a_confirmed_repeat_or_an_older_unflagged_one_imports() -> None:
    session, dealt = night(2)
    session.append("added", session.prepare_add(parse_hand_entry(dealt[0]), again=True))
    exported = json.loads(json.dumps(session_to_json(session)))  # the import checks every event again
    assert Session.replay("2", events_from_json(exported)).hands[3].result.dump() == session.hands[1].result.dump()
    # A night recorded before the check looked past the hand before: its repeat carries no flag.
    older, _ = night(2)
    unflagged = older.prepare_add(parse_hand_entry(dealt[0]), again=True).payload()
    del unflagged["again"]
    older.append("added", unflagged)
    assert len(Session.replay("3", events_from_json(json.loads(json.dumps(session_to_json(older))))).hands) == 3
    # A flag on a hand that repeats nothing is not what this program records.
    forged, _ = night(1)
    forged.append("added", {**forged.prepare_add(parse_hand_entry(dealt[1])).payload(), "again": True})
    with pytest.raises(InputError, match="again .True. is not what this program records"):
        events_from_json(json.loads(json.dumps(session_to_json(forged))))


# -- the command line ----------------------------------------------------------------------------
def test_session_add_refuses_a_repeat_with_one_line_and_records_it_with_again(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    assert run_cli("session", "new", "--name", "Friday", "--players", ",".join(NAMES), "--book", book).returncode == 0
    rng = random.Random(8)
    first, second = random_hand(rng, NAMES), random_hand(rng, NAMES)
    files = {}
    for name, data in (("first", first), ("second", second), ("again", reseated(first, [3, 2, 1, 0], NAMES))):
        files[name] = tmp_path / f"{name}.json"
        files[name].write_text(json.dumps(data), encoding="utf-8")
    for name in ("first", "second"):
        assert run_cli("session", "add", "1", files[name], "--book", book).returncode == 0
    line = assert_refused(run_cli("session", "add", "1", files["again"], "--book", book), "same as hand 1")
    assert line == "this hand is the same as hand 1: refused as a duplicate; --again records it all the same"
    with open_book(str(book)) as opened:
        assert opened.session("1").next_hand == 3  # the book unchanged
    done = run_cli("session", "add", "1", files["again"], "--again", "--book", book)
    assert (done.returncode, json.loads(done.stdout), done.stderr) == (0, {"hand": 3}, "")


# -- a card room: two terminals on PostgreSQL --------------------------------------------------------
def test_a_terminal_that_read_the_session_before_the_other_recorded_is_refused(pg_url: str) -> None:
    """The check runs on the session as the book holds it at the write, not as this terminal last read it."""
    data = random_hand(random.Random(3), NAMES)
    with open_book(pg_url) as first, open_book(pg_url) as second:
        sid = first.create_session(name="Table 4", players=NAMES).id
        assert second.session(sid).next_hand == 1  # the second terminal has read the session: no hand yet
        first.act(sid, "added", lambda s: s.prepare_add(parse_hand_entry(data)))
        swapped = parse_hand_entry(reseated(data, [2, 3, 0, 1], NAMES))
        with pytest.raises(RepeatedDeal, match="hand 1"):
            second.act(sid, "added", lambda s: s.prepare_add(swapped))
        assert second.session(sid).next_hand == 2
        second.act(sid, "added", lambda s: s.prepare_add(swapped, again=True))
        assert first.session(sid).hands[2].result.dump()["players"] != []


def test_two_terminals_adding_the_same_deal_at_once_record_it_once(pg_url: str, tmp_path: Path) -> None:
    with open_book(pg_url) as book:
        sid = book.create_session(name="Table 9", players=NAMES).id
    data = random_hand(random.Random(12), NAMES)
    one, other = tmp_path / "one.json", tmp_path / "other.json"
    one.write_text(json.dumps(data), encoding="utf-8")
    other.write_text(json.dumps(reseated(data, [1, 0, 3, 2], NAMES)), encoding="utf-8")
    results = run_cli_many(*[("session", "add", sid, path, "--book", pg_url) for path in (one, other)])
    codes = sorted(r.returncode for r in results)
    assert codes == [0, 2], [r.stderr for r in results]
    refused = next(r for r in results if r.returncode == 2)
    assert_refused(refused, "same as hand 1", "--again")
    with open_book(pg_url) as book:
        assert sorted(book.session(sid).hands) == [1]
