"""The card room's night: tables, each player across them, the cashier's one settle-up.

Expectations come from ``scorekeeper score`` (session_kit.expected_result) on the hands
the test itself dealt, never from the session's own numbers.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any

import pg_support
import pytest
from helpers.session_kit import assert_refused, cli_json, expected_result, fewest_transfers, money_of, pay, run_cli
from hypothesis import given, settings
from hypothesis import strategies as st
from pg_support import BookFactory

from scorekeeper.book import Book, cardroom, open_book
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.deal import hand_json
from scorekeeper.session.session import parse_hand_entry

D = Decimal
book_factory = pg_support.book_factory  # the fixture: every test on SQLite and on PostgreSQL
TONIGHT, YESTERDAY = "2026-11-27", "2026-11-26"


def deal(book: Book, sid: str, names: list[str], rng: random.Random, unit: Decimal) -> dict[str, Decimal]:
    """Record one hand; the money ``scorekeeper score`` says it moves."""
    data = random_hand(rng, names)
    entry = parse_hand_entry(data)
    book.act(sid, "added", lambda s: s.prepare_add(entry))
    return money_of(expected_result(hand_json(entry)["players"], "classic-2-4", unit, {}))


def add(into: dict[str, Decimal], money: dict[str, Decimal]) -> None:
    for name, amount in money.items():
        into[name] = into.get(name, D(0)) + amount


@pytest.fixture
def room(book_factory: BookFactory) -> Any:
    """Three EUR tables tonight with players moving between them, a USD table tonight,
    and a table yesterday; what each player should have made, by currency."""
    rng = random.Random(2026)
    name = book_factory()
    expected: dict[str, dict[str, Decimal]] = {"EUR": {}, "USD": {}}
    per_table: dict[str, dict[str, Decimal]] = {}
    with open_book(name) as book:
        seats = {
            "Table 1": ["Amy", "Bob", "Cat", "Dan"],
            "Table 2": ["Eve", "Fay", "Gus"],
            "Table 3": ["Hal", "Ivy"],
        }
        ids = {
            t: book.create_session(name=t, players=p, currency="EUR", unit=D("2"), date=TONIGHT).id
            for t, p in seats.items()
        }
        usd = book.create_session(name="High stakes", players=["Amy", "Zed"], currency="USD", date=TONIGHT).id
        old = book.create_session(name="Last night", players=["Amy", "Bob"], currency="EUR", date=YESTERDAY).id
        for round_ in range(3):
            for t, sid in ids.items():
                for _ in range(4):
                    money = deal(book, sid, seats[t], rng, D("2"))
                    add(expected["EUR"], money)
                    add(per_table.setdefault(sid, {}), money)
            # Amy moves from table 1 to 2 to 3; Dan from 1 to 3, Fay from 2 to 1.
            moves = [("Amy", "Table 1", "Table 2"), ("Dan", "Table 1", "Table 3"), ("Fay", "Table 2", "Table 1")]
            for who, leaves, joins in moves if round_ == 0 else [("Amy", "Table 2", "Table 3")] if round_ == 1 else []:
                seats[leaves].remove(who)
                seats[joins].append(who)
            for t, sid in ids.items():
                book.act(sid, "players", lambda s, n=list(seats[t]): s.prepare_players(n))  # type: ignore[misc]
        for _ in range(3):
            add(expected["USD"], deal(book, usd, ["Amy", "Zed"], rng, D(1)))
        deal(book, old, ["Amy", "Bob"], rng, D(1))
    return name, ids, usd, expected, per_table


def test_the_nights_cashier_is_the_sum_of_its_tables_per_currency(room: Any) -> None:
    name, ids, usd, expected, per_table = room
    with open_book(name) as book:
        night = cardroom.night_of(book, TONIGHT)
        assert night.sessions == (*ids.values(), usd)  # not yesterday's table
        tables = {t.session: t for t in cardroom.tables(book, night)}
        for sid, money in per_table.items():
            assert tables[sid].money == money and tables[sid].hands == 12
        assert tables[ids["Table 3"]].seated == ("Hal", "Ivy", "Dan", "Amy")
        assert tables[ids["Table 1"]].last is not None and tables[ids["Table 1"]].last.number == 12
        view = cardroom.cashier(book, night)
        standing = cardroom.standings(list(tables.values()))["EUR"]["Amy"]
    assert standing.tables == list(ids.values()) and standing.hands == 12
    by_currency = {c.currency: c for c in view.currencies}
    assert sorted(by_currency) == ["EUR", "USD"]
    for currency in ("EUR", "USD"):
        balances = by_currency[currency].balances
        assert balances == dict(sorted(expected[currency].items()))
        assert sum(balances.values(), D(0)) == 0
        left = pay({**balances, cardroom.CAGE: D(0)}, by_currency[currency].transfers)
        assert set(left.values()) == {D(0)}  # through the cage, everyone and the cage are square
        assert {t.money.currency for t in by_currency[currency].transfers} <= {currency}  # never € and $ mixed
    assert by_currency["EUR"].balances["Amy"] != 0  # Amy played at all three tables
    assert {t.money.currency for t in by_currency["EUR"].transfers} == {"EUR"}


def test_the_fewest_transfers_settle_the_night_in_the_fewest_payments(room: Any) -> None:
    name, *_ = room
    with open_book(name) as book:
        view = cardroom.cashier(book, cardroom.night_of(book, TONIGHT), mode="fewest")
    for c in view.currencies:
        assert set(pay(c.balances, c.transfers).values()) == {D(0)}
        assert len(c.transfers) == fewest_transfers(c.balances)
        assert all(cardroom.CAGE not in (t.payer, t.payee) for t in c.transfers)


def test_a_shift_counts_only_its_hours_and_a_night_needs_tables(room: Any) -> None:
    name, *_ = room
    with open_book(name) as book:
        night = cardroom.night_of(book, TONIGHT)
        shift = cardroom.Night("late", night.sessions, since="9999")
        assert all(t.hands == 0 and t.money == {} for t in cardroom.tables(book, shift))
        assert cardroom.cashier(book, shift).currencies == []
        with pytest.raises(InputError, match="there is no session dated 2020-01-01"):
            cardroom.night_of(book, "2020-01-01")
        with pytest.raises(InputError, match="cashier mode 'bank'"):
            cardroom.cashier(book, night, mode="bank")
        json_view = cardroom.cashier_json(cardroom.cashier(book, night))
    assert [c["currency"] for c in json_view["currencies"]] == ["EUR", "USD"]  # type: ignore[index, union-attr]


@settings(deadline=None, max_examples=60)  # the exact search at 16 players takes a while
@given(st.lists(st.integers(-10_000, 10_000).filter(bool), min_size=2, max_size=40))
def test_past_the_exact_search_limit_the_night_still_settles_in_at_most_n_minus_1(values: list[int]) -> None:
    balances = {f"P{i:02}": D(v) / 100 for i, v in enumerate(values)}
    balances["P99"] = -sum(balances.values(), D(0))
    transfers = cardroom.fewest_transfers(balances)
    assert set(pay(balances, transfers).values()) == {D(0)}
    assert len(transfers) <= sum(1 for v in balances.values() if v) - 1 or not any(balances.values())


def test_the_night_command_prints_the_tables_and_the_cashier(room: Any) -> None:
    name, ids, usd, expected, _ = room
    printed = cli_json("night", TONIGHT, "--mode", "fewest", "--book", name)
    assert [t["session"] for t in printed["tables"]] == [*ids.values(), usd]
    eur = {c["currency"]: c for c in printed["currencies"]}["EUR"]
    assert eur["balances"] == {n: str(v) for n, v in sorted(expected["EUR"].items())}
    assert printed["mode"] == "fewest" and printed["night"] == TONIGHT
    assert_refused(run_cli("night", "1999-01-01", "--book", name), "there is no session dated 1999-01-01")
