"""The typed event log at the book's face: an action is a record of its kind, and standings
never add one currency to another. On both backends."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pg_support import BookFactory, book_factory  # noqa: F401 - the fixture

from scorekeeper.book import open_book
from scorekeeper.errors import InputError
from scorekeeper.session.event_records import HandAdded, HandVoided, StakeSet, read_record
from scorekeeper.session.session import parse_hand_entry

HAND = {
    "players": [
        {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
        {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"},
    ]
}


def _night(book_name: str, *, currency: str, unit: str) -> str:
    with open_book(book_name) as book:
        sid = book.create_session(name=f"night in {currency}", players=["Amy", "Bob"], unit=unit, currency=currency).id
        entry = parse_hand_entry(HAND)
        book.act(sid, HandAdded, lambda s: s.prepare_add(entry))
        return sid


def test_standings_keep_each_currency_apart(book_factory: BookFactory) -> None:  # noqa: F811
    name = book_factory()
    _night(name, currency="EUR", unit="1")  # Amy wins 2 units: EUR 2
    _night(name, currency="JPY", unit="1000")  # and JPY 2000
    with open_book(name) as book:
        by_currency = book.standings_by_currency()
        assert {
            c: {p: (s.hands, s.money.amount) for p, s in players.items()} for c, players in by_currency.items()
        } == {
            "EUR": {"Amy": (1, Decimal(2)), "Bob": (1, Decimal(-2))},
            "JPY": {"Amy": (1, Decimal(2000)), "Bob": (1, Decimal(-2000))},
        }
        assert by_currency["JPY"]["Amy"].money.currency == "JPY"
        assert book.standings(currency="EUR") == {"Amy": (1, Decimal(2)), "Bob": (1, Decimal(-2))}
        with pytest.raises(InputError, match="the book holds money in EUR, JPY: ask for the standings of one"):
            book.standings()  # never 2002


def test_standings_are_exact_at_the_input_limits(book_factory: BookFactory) -> None:  # noqa: F811
    name = book_factory()
    unit = "999999999999999999.9999999999"  # the largest unit an input may hold
    for _ in range(2):
        _night(name, currency="EUR", unit=unit)
    with open_book(name) as book:
        hands, money = book.standings()["Amy"]
    assert (hands, money) == (2, Decimal("3999999999999999999.9999999996"))  # 28 digits would give 4E+18


def test_an_action_recorded_as_another_kind_is_refused_in_one_line(book_factory: BookFactory) -> None:  # noqa: F811
    name = book_factory()
    sid = _night(name, currency="EUR", unit="1")
    other = {"players": [{**HAND["players"][0], "front": "6s 6c 4d"}, HAND["players"][1]]}
    entry = parse_hand_entry(other)  # another deal: not refused as the same hand again
    with open_book(name) as book:
        before = book.session(sid).head
        with pytest.raises(InputError, match="^a 'added' action cannot be recorded as a 'stake' event$"):
            book.act(sid, "stake", lambda s: s.prepare_add(entry))  # was a bare KeyError
        assert book.session(sid).head == before


def test_an_action_records_under_its_records_kind(book_factory: BookFactory) -> None:  # noqa: F811
    name = book_factory()
    sid = _night(name, currency="EUR", unit="1")
    with open_book(name) as book:
        event = book.act(sid, StakeSet, lambda s: s.prepare_stake("Amy", "Bob", "5"))
        voided = book.act(sid, HandVoided, lambda s: s.prepare_void(1, "misdeal"))
    assert (event.kind, voided.kind) == ("stake", "voided")
    record = read_record(event.kind, event.payload_text)
    assert isinstance(record, StakeSet) and record.players == ("Amy", "Bob") and record.unit == "5"
    assert read_record(voided.kind, voided.payload_text) == HandVoided(hand=1, reason="misdeal")


def test_a_record_is_frozen_and_refuses_what_its_kind_does_not_hold() -> None:
    record = read_record("voided", '{"hand":1,"reason":"x","v":1}')
    with pytest.raises(ValueError, match="frozen"):
        record.reason = "y"  # type: ignore[misc]
    with pytest.raises(ValueError, match="^unknown key 'players'$"):
        read_record("voided", '{"hand":1,"reason":"x","players":["Amy","Bob"]}')
    with pytest.raises(ValueError, match="^hand: Input should be a valid integer$"):
        read_record("voided", '{"hand":"1","reason":"x"}')
