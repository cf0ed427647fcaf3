"""Balancing (issue 28): after eliminations no table has two players more than another, a table is
broken when its players fit at the others, the final table forms when the field fits one; the
moves are as few as can be where that is easy to state."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import InputError
from scorekeeper.tournament.balance import Move, apply_moves, balance, is_balanced, tables_needed
from scorekeeper.tournament.draw import draw


def moved(moves: list[Move]) -> list[tuple[str, int, int]]:
    return [(m.player, m.from_table, m.to_table) for m in moves]


def test_a_bust_at_a_full_field_moves_no_one_until_a_table_is_two_short() -> None:
    tables = draw([f"P{i:02}" for i in range(36)], seats=4, seed=28).tables
    assert len(tables) == 9
    out_one = {**tables, 3: tables[3][1:]}
    assert balance(out_one, seats=4) == ([], out_one)
    out_two = {**tables, 3: tables[3][2:]}
    moves, after = balance(out_two, seats=4)
    # the last seat of the largest table (the lowest number among equals) moves to the short table
    assert moved(moves) == [(tables[1][3], 1, 3)]
    assert after[3] == (*tables[3][2:], tables[1][3]) and len(after[1]) == 3


def test_a_table_is_broken_when_its_players_fit_at_the_others() -> None:
    tables = {1: ("Amy", "Bob", "Cat"), 2: ("Dan", "Eve", "Fay", "Gus"), 3: ("Hal", "Ivy", "Jon"), 4: ("Kim", "Lee")}
    moves, after = balance(tables, seats=4)  # 12 players fit at 3 tables of 4: table 4 (the smallest) breaks
    assert moved(moves) == [("Kim", 4, 1), ("Lee", 4, 3)]
    assert all(m.breaks for m in moves)
    assert after == {1: ("Amy", "Bob", "Cat", "Kim"), 2: ("Dan", "Eve", "Fay", "Gus"), 3: ("Hal", "Ivy", "Jon", "Lee")}


def test_among_equal_short_tables_the_highest_number_breaks() -> None:
    tables = {1: ("Amy", "Bob", "Cat"), 2: ("Dan", "Eve"), 3: ("Fay", "Gus")}
    moves, after = balance(tables, seats=4)
    assert moved(moves) == [("Fay", 3, 2), ("Gus", 3, 1)]
    assert after == {1: ("Amy", "Bob", "Cat", "Gus"), 2: ("Dan", "Eve", "Fay")}


def test_the_final_table_forms_when_the_field_fits_one_table() -> None:
    moves, after = balance({2: ("Amy", "Bob"), 5: ("Cat",)}, seats=4)
    assert moved(moves) == [("Cat", 5, 2)]
    assert after == {2: ("Amy", "Bob", "Cat")}


def test_moves_apply_to_the_tables_and_a_stranger_is_refused() -> None:
    tables = {1: ("Amy", "Bob", "Cat", "Dan"), 2: ("Eve", "Fay")}
    moves, after = balance(tables, seats=4)
    assert apply_moves(tables, moves) == after == {1: ("Amy", "Bob", "Cat"), 2: ("Eve", "Fay", "Dan")}
    with pytest.raises(InputError, match="^Zed is not seated at table 1$"):
        apply_moves(tables, [Move("Zed", 1, 2)])
    with pytest.raises(InputError, match="seated twice"):
        balance({1: ("Amy", "Bob"), 2: ("Amy", "Cat")}, seats=4)


FIELDS = st.integers(2, 6).flatmap(
    lambda seats: st.tuples(st.just(seats), st.lists(st.integers(0, seats), min_size=1, max_size=15))
)


def _tables(sizes: list[int]) -> dict[int, tuple[str, ...]]:
    return {n: tuple(f"T{n}S{s}" for s in range(size)) for n, size in enumerate(sizes, start=1)}


@settings(max_examples=400, deadline=None)
@given(field=FIELDS)
def test_after_the_moves_the_tables_are_balanced(field: tuple[int, list[int]]) -> None:
    seats, sizes = field
    tables = _tables(sizes)
    moves, after = balance(tables, seats=seats)
    total = sum(sizes)
    assert apply_moves(tables, moves) == after
    assert sorted(p for t in after.values() for p in t) == sorted(p for t in tables.values() for p in t)
    if total:
        assert is_balanced(after, seats=seats)
        assert len(after) == tables_needed(total, seats=seats)
    assert len({m.player for m in moves}) == len(moves)  # no one moves twice


@settings(max_examples=400, deadline=None)
@given(field=FIELDS)
def test_with_no_table_to_break_the_moves_are_as_few_as_can_be(field: tuple[int, list[int]]) -> None:
    seats, sizes = field
    sizes = [s for s in sizes if s]
    if not sizes or len(sizes) != tables_needed(sum(sizes), seats=seats):
        return
    low = sum(sizes) // len(sizes)  # each table ends with low or low + 1
    over = sum(max(0, s - (low + 1)) for s in sizes)
    under = sum(max(0, low - s) for s in sizes)
    moves, _ = balance(_tables(sizes), seats=seats)
    assert len(moves) == max(over, under)


@settings(max_examples=300, deadline=None)
@given(seats=st.integers(3, 6), tables=st.integers(2, 12), busts=st.data())
def test_a_balanced_field_that_loses_players_moves_only_the_broken_tables_players(
    seats: int, tables: int, busts: st.DataObject
) -> None:
    names = [f"P{i:03}" for i in range(seats * tables)]
    now = draw(names, seats=seats, seed=1).tables
    seated = [p for t in now.values() for p in t]
    out = set(busts.draw(st.lists(st.sampled_from(seated), min_size=1, max_size=seats, unique=True)))
    left = {n: tuple(p for p in t if p not in out) for n, t in now.items()}
    moves, after = balance(left, seats=seats)
    assert is_balanced(after, seats=seats)
    broken = set(left) - set(after)
    sizes = [len(t) for t in left.values()]
    if broken:
        # breaking: the players of the broken tables move, and (the field even before) no one else
        assert sorted(m.player for m in moves) == sorted(p for n in broken for p in left[n])
        assert all(m.breaks for m in moves)
    else:
        low = sum(sizes) // len(sizes)
        assert len(moves) == max(sum(max(0, s - low - 1) for s in sizes), sum(max(0, low - s) for s in sizes))
