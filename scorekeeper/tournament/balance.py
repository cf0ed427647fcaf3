"""Balancing the tables after eliminations (or a late registration at a new table): the moves
that leave no table two players larger than another, breaking a table when its players fit at
the others (and opening one when the tables are over-full, as after a late registration).

Tables are broken while the field fits at fewer: those with the fewest players (the highest
number among equals) go, each of their players (in seat order) to the table then shortest of
those staying (the lowest number among equals). Then, while a table has two players more than
another, the player in the last seat of the largest table (the lowest number among equals; a
player not yet moved) moves to the shortest. A moved player takes the free seat, written last
in the table's seat order. With a table count fixed, the moves are as few as can be: each table
outside ``[q, q+1]`` (``q`` the field over the tables) must lose or gain that many, and each move
serves one that loses and, while there is one, one that gains.

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
    """The fewest tables that seat ``players``."""
    return -(-players // seats)


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


def _to_break(sizes: dict[int, int], needed: int) -> list[int]:
    """The tables to break: the smallest, the highest number first among equals."""
    ranked = sorted(sizes, key=lambda n: (sizes[n], -n))
    return ranked[: max(0, len(sizes) - needed)]


def _mover(players: list[str], moved: set[str]) -> str:
    """Who leaves an over-full table: the last seat of a player not yet moved in this balancing."""
    return next((p for p in reversed(players) if p not in moved), players[-1])


def balance(tables: Tables, *, seats: int) -> tuple[list[Move], dict[int, tuple[str, ...]]]:
    """The moves that balance ``tables`` (numbers to players in seat order), and the tables after."""
    _check(tables, seats)
    now = {number: list(players) for number, players in sorted(tables.items()) if players}
    needed = tables_needed(sum(len(p) for p in now.values()), seats=seats)
    moves: list[Move] = []
    leaving = _to_break({n: len(p) for n, p in now.items()}, needed)
    for broken in leaving:
        now_leaving = now.pop(broken)
        for player in now_leaving:
            to = _shortest({n: len(p) for n, p in now.items() if n not in leaving})
            now[to].append(player)
            moves.append(Move(player, broken, to, breaks=True))
    while len(now) < needed:  # over-full tables: a new one opens, and evening fills it
        now[max([*tables, *now], default=0) + 1] = []
    moved = {m.player for m in moves}
    while now:
        sizes = {n: len(p) for n, p in now.items()}
        most = max(sizes.values())
        if most - min(sizes.values()) <= 1:
            break
        source = min(n for n, s in sizes.items() if s == most)
        to = _shortest(sizes)
        player = _mover(now[source], moved)
        now[source].remove(player)
        now[to].append(player)
        moved.add(player)
        moves.append(Move(player, source, to))
    return moves, {n: tuple(p) for n, p in now.items()}
