"""The draw: players seated by a seeded shuffle the event records, at tables sized evenly.

The shuffle is Fisher-Yates driven by SHA-256 of the seed and the step (not Python's
``random``, whose methods may change between versions), over the names in code-point order,
so anyone holding the seed and the names can redo the draw. Late registrations fill the
shortest table.

>>> drawn = draw(["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"], seats=4, seed=7)
>>> again = draw(["Gus", "Fay", "Eve", "Dan", "Cat", "Bob", "Amy"], seats=4, seed=7)
>>> [len(t) for t in drawn.tables.values()], drawn == again
([4, 3], True)
>>> late_table({1: ("Amy", "Bob", "Cat"), 2: ("Dan", "Eve")}, seats=4)
2
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scorekeeper.errors import InputError

__all__ = ["Draw", "Tables", "draw", "late_table", "new_seed", "shuffled", "table_sizes"]

Tables = Mapping[int, Sequence[str]]
"""Tables by number (from 1; a broken table's number is not reused), each its players in seat order."""
MAX_SEED = 2**63 - 1


@dataclass(frozen=True, slots=True)
class Draw:
    seed: int
    tables: dict[int, tuple[str, ...]]


def new_seed() -> int:
    """A fresh seed for a draw (recorded with it, so the draw can be redone)."""
    return secrets.randbelow(MAX_SEED + 1)


def _below(seed: int, step: int, bound: int) -> int:
    """A number in ``range(bound)`` from the seed and the step (256 bits: no bias worth the name)."""
    digest = hashlib.sha256(f"scorekeeper-draw:{seed}:{step}".encode()).digest()
    return int.from_bytes(digest, "big") % bound


def shuffled(names: Sequence[str], seed: int) -> list[str]:
    """``names`` in code-point order, shuffled by the seed (the same seed, the same order)."""
    if not 0 <= seed <= MAX_SEED:
        raise InputError(f"seed: a whole number from 0 to {MAX_SEED} (got {seed})")
    out = sorted(names)
    for i in range(len(out) - 1, 0, -1):
        j = _below(seed, i, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def table_sizes(players: int, *, seats: int) -> list[int]:
    """The fewest tables of at most ``seats`` that hold ``players``, sized evenly (larger first)."""
    if players < 2:
        raise InputError(f"players: a draw needs at least 2 players (got {players})")
    tables = -(-players // seats)
    small, larger = divmod(players, tables)
    return [small + 1] * larger + [small] * (tables - larger)


def draw(names: Sequence[str], *, seats: int, seed: int) -> Draw:
    """Every registered player seated: the shuffled names fill table 1, then table 2, ..., so the
    seats of each table are in the order drawn."""
    if len(set(names)) != len(names):
        twice = sorted({n for n in names if list(names).count(n) > 1})
        raise InputError(f"players: registered twice: {', '.join(twice)}")
    order = shuffled(names, seed)
    tables: dict[int, tuple[str, ...]] = {}
    start = 0
    for number, size in enumerate(table_sizes(len(order), seats=seats), start=1):
        tables[number] = tuple(order[start : start + size])
        start += size
    return Draw(seed, tables)


def late_table(tables: Tables, *, seats: int) -> int:
    """The table a late registration sits at: the shortest (the lowest number among equals), or a
    new table (the next number) when every table is full; balancing then evens the tables."""
    open_tables = {number: len(players) for number, players in tables.items() if len(players) < seats}
    if not open_tables:
        return max(tables, default=0) + 1
    fewest = min(open_tables.values())
    return min(number for number, size in open_tables.items() if size == fewest)
