"""Stakes: money per unit, with per-pair overrides.

>>> table = StakeTable(Decimal(1), {frozenset({"Amy", "Bob"}): Decimal(10)})
>>> table.of("Bob", "Amy"), table.of("Amy", "Cy")
(Decimal('10'), Decimal('1'))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from scorekeeper.errors import InputError

Pair = frozenset[str]


@dataclass(frozen=True)
class StakeTable:
    """The default unit value and the pairs that agreed their own."""

    unit: Decimal
    pairs: Mapping[Pair, Decimal] = field(default_factory=dict)

    def of(self, a: str, b: str) -> Decimal:
        """Money per unit between a and b."""
        return self.pairs.get(frozenset((a, b)), self.unit)


def build_stakes(unit: Decimal, overrides: Iterable[tuple[str, str, Decimal]], players: Iterable[str]) -> StakeTable:
    """Check the overrides name two different known players, each pair once."""
    known = set(players)
    pairs: dict[Pair, Decimal] = {}
    for i, (a, b, value) in enumerate(overrides):
        for name in (a, b):
            if name not in known:
                raise InputError(f"stakes[{i}]: unknown player {name!r}")
        if a == b:
            raise InputError(f"stakes[{i}]: names {a!r} twice")
        key = frozenset((a, b))
        if key in pairs:
            raise InputError(f"stakes[{i}]: the pair {a}-{b} already has a stake")
        pairs[key] = value
    return StakeTable(unit, pairs)
