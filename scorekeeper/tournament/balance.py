"""Balancing the tables after eliminations (or a late registration at a new table): the moves
that leave no table two players larger than another, breaking a table when its players fit at
the others (and opening one when the tables are over-full, as after a late registration).

A table is broken while the field fits at one table fewer: the table with the fewest players
(the highest number among equals) goes, each of its players (in seat order) to the table then
shortest (the lowest number among equals). Then, while a table has two players more than another,
the player in the last seat of the largest table (the lowest number among equals) moves to the
shortest. A moved player takes the free seat, written last in the table's seat order. With a table
count fixed, the moves are as few as can be: each table outside ``[q, q+1]`` (``q`` the field
over the tables) must lose or gain that many, and each move serves one that loses and, while
there is one, one that gains.

>>> moves, after = balance({1: ("Amy", "Bob", "Cat", "Dan"), 2: ("Eve", "Fay"), 3: ("Gus", "Hal", "Ivy")}, seats=4)
>>> [m.as_json() for m in moves], after[2]
([{'player': 'Dan', 'from': 1, 'to': 2}], ('Eve', 'Fay', 'Dan'))
>>> moves, after = balance({1: ("Amy", "Bob", "Cat", "Dan"), 2: ("Eve", "Fay"), 3: ("Gus", "Hal")}, seats=4)
>>> [(m.player, m.from_table, m.to_table) for m in moves], after
([('Gus', 3, 2), ('Hal', 3, 2)], {1: ('Amy', 'Bob', 'Cat', 'Dan'), 2: ('Eve', 'Fay', 'Gus', 'Hal')})
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.errors import InputError
from scorekeeper.tournament.draw import Tables

__all__ = ["Move", "apply_moves", "balance", "is_balanced", "tables_needed"]


@dataclass(frozen=True, slots=True)
class Move:
    player: str
    from_table: int
    to_table: int
    breaks: bool = False  # the move empties a table being broken

    def as_json(self) -> dict[str, object]:
        return {"player": self.player, "from": self.from_table, "to": self.to_table}


def tables_needed(players: int, *, seats: int) -> int:
    """The fewest tables that seat ``players`` (one for a field of one)."""
    return max(1, -(-players // seats))


def is_balanced(tables: Tables, *, seats: int) -> bool:
    """No table two players larger than another, none over its seats, none that could be broken."""
    sizes = [len(p) for p in tables.values()]
    if not sizes:
        return True
    return max(sizes) - min(sizes) <= 1 and max(sizes) <= seats and len(sizes) == tables_needed(sum(sizes), seats=seats)


def apply_moves(tables: Tables, moves: Sequence[Move]) -> dict[int, tuple[str, ...]]:
    """The tables after ``moves`` (each player leaves their seat and sits last at the new table);
    a table left empty is gone."""
    out = {number: list(players) for number, players in tables.items()}
    for move in moves:
        seated = out.get(move.from_table, [])
        if move.player not in seated:
            raise InputError(f"{move.player} is not seated at table {move.from_table}")
        seated.remove(move.player)
        out.setdefault(move.to_table, []).append(move.player)
    return {number: tuple(players) for number, players in sorted(out.items()) if players}


def _shortest(sizes: dict[int, int]) -> int:
    fewest = min(sizes.values())
    return min(n for n, s in sizes.items() if s == fewest)


def _check(tables: Tables, seats: int) -> None:
    seated = [p for players in tables.values() for p in players]
    if len(set(seated)) != len(seated):
        raise InputError("tables: a player is seated twice")
    if not 2 <= seats <= 6:
        raise InputError(f"seats: from 2 to 6 at a table (got {seats})")


def balance(tables: Tables, *, seats: int) -> tuple[list[Move], dict[int, tuple[str, ...]]]:
    """The moves that balance ``tables`` (numbers to players in seat order), and the tables after."""
    _check(tables, seats)
    now = {number: list(players) for number, players in sorted(tables.items()) if players}
    moves: list[Move] = []
    total = sum(len(p) for p in now.values())
    while len(now) > tables_needed(total, seats=seats):
        fewest = min(len(p) for p in now.values())
        broken = max(n for n, p in now.items() if len(p) == fewest)
        leaving = now.pop(broken)
        for player in leaving:
            to = _shortest({n: len(p) for n, p in now.items()})
            now[to].append(player)
            moves.append(Move(player, broken, to, breaks=True))
    while len(now) < tables_needed(total, seats=seats):  # over-full tables: a new one opens, evening fills it
        now[max([*tables, *now], default=0) + 1] = []
    while now:
        sizes = {n: len(p) for n, p in now.items()}
        most = max(sizes.values())
        if most - min(sizes.values()) <= 1:
            break
        source = min(n for n, s in sizes.items() if s == most)
        to = _shortest(sizes)
        player = now[source].pop()
        now[to].append(player)
        moves.append(Move(player, source, to))
    return moves, {n: tuple(p) for n, p in now.items()}
