"""The draw (issue 28): seats by a seeded shuffle the event records (the same seed, the same draw,
on any machine and any Python), tables sized evenly, late registrations at the shortest table."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import InputError
from scorekeeper.tournament.balance import balance, is_balanced
from scorekeeper.tournament.draw import MAX_SEED, draw, late_table, new_seed, table_sizes

TEN = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def test_the_same_seed_draws_the_same_seats_whatever_the_order_of_registration() -> None:
    first = draw(TEN, seats=4, seed=2013)
    assert draw(list(reversed(TEN)), seats=4, seed=2013) == first
    # pinned: the shuffle is SHA-256 of the seed, so this draw is the same wherever it is redone
    assert first.tables == {1: ("Hal", "Gus", "Cat", "Jon"), 2: ("Amy", "Fay", "Bob"), 3: ("Dan", "Eve", "Ivy")}
    assert first.seed == 2013


def test_other_seeds_draw_other_seats() -> None:
    draws = {tuple(draw(TEN, seats=4, seed=seed).tables.values()) for seed in range(20)}
    assert len(draws) == 20


def test_a_new_seed_is_in_range_and_recorded_with_the_draw() -> None:
    seed = new_seed()
    assert 0 <= seed <= MAX_SEED
    assert draw(TEN, seats=3, seed=seed).seed == seed


@settings(max_examples=200, deadline=None)
@given(players=st.integers(2, 400), seats=st.integers(2, 6), seed=st.integers(0, MAX_SEED))
def test_tables_are_as_few_as_hold_the_field_and_sized_evenly(players: int, seats: int, seed: int) -> None:
    names = [f"P{i:03}" for i in range(players)]
    tables = draw(names, seats=seats, seed=seed).tables
    sizes = [len(t) for t in tables.values()]
    assert len(tables) == -(-players // seats)
    assert max(sizes) <= seats and max(sizes) - min(sizes) <= 1
    assert sorted(p for t in tables.values() for p in t) == names
    assert list(tables) == list(range(1, len(tables) + 1))
    assert sizes == table_sizes(players, seats=seats)


def test_thirty_six_players_at_four_seats_make_nine_full_tables() -> None:
    assert table_sizes(36, seats=4) == [4] * 9
    assert table_sizes(37, seats=4) == [4] * 7 + [3] * 3
    assert table_sizes(5, seats=4) == [3, 2]


def test_a_draw_is_refused_for_a_name_twice_a_field_of_one_or_a_seed_out_of_range() -> None:
    with pytest.raises(InputError, match="^players: registered twice: Amy$"):
        draw(["Amy", "Bob", "Amy"], seats=4, seed=1)
    with pytest.raises(InputError, match="at least 2 players"):
        draw(["Amy"], seats=4, seed=1)
    with pytest.raises(InputError, match="^seed: a whole number from 0 to"):
        draw(TEN, seats=4, seed=-1)


def test_a_late_registration_sits_at_the_shortest_table() -> None:
    tables = {1: ("Amy", "Bob", "Cat", "Dan"), 2: ("Eve", "Fay", "Gus"), 3: ("Hal", "Ivy", "Jon")}
    assert late_table(tables, seats=4) == 2  # two tables of three: the lower number
    tables[2] = (*tables[2], "Kim")
    assert late_table(tables, seats=4) == 3


def test_a_late_registration_when_every_table_is_full_opens_a_table_that_balancing_fills() -> None:
    tables = {1: ("Amy", "Bob", "Cat", "Dan"), 2: ("Eve", "Fay", "Gus", "Hal")}
    new = late_table(tables, seats=4)
    assert new == 3
    moves, after = balance({**tables, new: ("Kim",)}, seats=4)
    assert [(m.player, m.from_table, m.to_table) for m in moves] == [("Dan", 1, 3), ("Hal", 2, 3)]
    assert after == {1: ("Amy", "Bob", "Cat"), 2: ("Eve", "Fay", "Gus"), 3: ("Kim", "Dan", "Hal")}
    assert is_balanced(after, seats=4)
