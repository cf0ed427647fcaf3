"""One rounding to the coin for every way of settling: the pair nets and the balances together.

Each pair's net is rounded down or up to a multiple of the coin so that every party's rounded
pair nets add up to its balance rounded down or up: nobody moves by a coin or more, a balance
already in whole coins is not moved at all, and the pair-by-pair payments clear exactly the
balances that the fewest-transfers, cashier and seat-order payments clear, so one ``rounding``
is true of every mode.

How: an extra node ``Z`` takes each party's part of a coin, so every node's edges sum to whole
coins; the edges still between two multiples then have every node touching none or at least two
of them, so they hold a cycle; moving money around a cycle changes no node's sum, and each move
brings one more edge to a multiple (it never passes one). When none is left, the edge to ``Z``
says which way each balance went (the classical flow-rounding argument, exact in Decimal).

>>> nets = {("Amy", "Cat"): Decimal("0.125"), ("Bob", "Cat"): Decimal("0.125")}
>>> r = round_pairs(nets, {"Amy": Decimal("0.125"), "Bob": Decimal("0.125"), "Cat": Decimal("-0.25")},
...                 coin=Decimal("0.01"))
>>> sorted(r.pair_nets.values()), r.rounding["Cat"]
([Decimal('0.12'), Decimal('0.13')], Decimal('0.00'))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, localcontext

from scorekeeper.amounts import MONEY_CONTEXT

__all__ = ["PairRounding", "round_pairs"]

_ZERO = Decimal(0)
_Z = "\x00Z"  # the extra node (no party's name holds a control character)


@dataclass(frozen=True, slots=True)
class PairRounding:
    """``pair_nets`` in whole coins; ``rounding[p]`` = balance less the rounded balance (sums to zero)."""

    pair_nets: dict[tuple[str, str], Decimal]
    rounding: dict[str, Decimal]


def _below(value: Decimal, coin: Decimal) -> Decimal:
    """The multiple of ``coin`` at or below ``value``."""
    q, r = divmod(value, coin)  # exact; truncates toward zero
    return q * coin - (coin if r < 0 else _ZERO)


def _cycle(edges: dict[tuple[str, str], Decimal], coin: Decimal) -> list[tuple[str, str, int]] | None:
    """A cycle of edges not on a multiple of the coin: (edge, sign) steps, or None."""
    adjacent: dict[str, list[tuple[str, tuple[str, str], int]]] = {}
    for key, value in edges.items():
        if value % coin:
            a, b = key
            adjacent.setdefault(a, []).append((b, key, -1))  # a towards b: a gives, the edge's value falls
            adjacent.setdefault(b, []).append((a, key, 1))
    for start in adjacent:
        path: list[tuple[str, tuple[str, str], int]] = []
        seen = {start: 0}
        node: str = start
        came: tuple[str, str] | None = None
        while True:  # every node here has at least two such edges, so a walk closes a cycle
            nxt, key, sign = next(step for step in adjacent[node] if step[1] != came)
            path.append((node, key, sign))
            if nxt in seen:
                return [(k[0], k[1], s) for _, k, s in path[seen[nxt] :]]
            seen[nxt] = len(path)
            node, came = nxt, key
    return None


def _push(edges: dict[tuple[str, str], Decimal], cycle: list[tuple[str, str, int]], coin: Decimal) -> None:
    """Move money around ``cycle`` until one more edge is on a multiple of the coin (the smaller way)."""
    up = min(_below(edges[(a, b)] * s, coin) + coin - edges[(a, b)] * s for a, b, s in cycle)
    down = min(edges[(a, b)] * s - _below(edges[(a, b)] * s, coin) for a, b, s in cycle)
    step = up if up <= down else -down
    for a, b, s in cycle:
        edges[(a, b)] += s * step


def round_pairs(
    pair_nets: Mapping[tuple[str, str], Decimal], balances: Mapping[str, Decimal], *, coin: Decimal
) -> PairRounding:
    """Round ``pair_nets`` (what the first receives from the second) to ``coin``, consistently with
    ``balances`` (which they must add up to, party by party). See the module."""
    if not coin > 0:
        raise ValueError(f"coin must be > 0, got {coin}")
    with localcontext(MONEY_CONTEXT):
        sums = dict.fromkeys(balances, _ZERO)
        for (a, b), net in pair_nets.items():
            sums[a], sums[b] = sums[a] + net, sums[b] - net
        if sums.keys() != balances.keys() or any(sums[p] != balances[p] for p in balances):
            raise ValueError("the pair nets do not add up to the balances")
        edges = dict(pair_nets)
        for p, value in balances.items():
            edges[(p, _Z)] = _below(value, coin) - value  # -(p's part of a coin), in (-coin, 0]
        while (cycle := _cycle(edges, coin)) is not None:
            _push(edges, cycle, coin)
        rounded = {key: _below(edges[key], coin) for key in pair_nets}  # already multiples: the coin's places
        rounding = {p: value - _below(value, coin) + edges[(p, _Z)] for p, value in balances.items()}
    return PairRounding(rounded, rounding)
