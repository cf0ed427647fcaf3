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


_Adjacent = dict[str, dict[tuple[str, str], tuple[str, int]]]  # node -> its edges off a multiple: (other end, sign)


def _fractional(edges: dict[tuple[str, str], Decimal], coin: Decimal) -> _Adjacent:
    adjacent: _Adjacent = {}
    for key, value in edges.items():
        if value % coin:
            a, b = key
            adjacent.setdefault(a, {})[key] = (b, -1)  # a towards b: a gives, the edge's value falls
            adjacent.setdefault(b, {})[key] = (a, 1)
    return adjacent


def _cycle(adjacent: _Adjacent) -> list[tuple[tuple[str, str], int]]:
    """A cycle of edges off a multiple of the coin, as (edge, sign) steps."""
    node = next(iter(adjacent))
    seen = {node: 0}
    path: list[tuple[tuple[str, str], int]] = []
    came: tuple[str, str] | None = None
    while True:  # every node here has at least two such edges, so a walk closes a cycle
        step = next(((key, other) for key, other in adjacent[node].items() if key != came), None)
        if step is None:
            raise ValueError("a node with one edge off a multiple of the coin")  # cannot happen: sums are whole
        key, (nxt, sign) = step
        path.append((key, sign))
        if nxt in seen:
            return path[seen[nxt] :]
        seen[nxt] = len(path)
        node, came = nxt, key


def _push(edges: dict[tuple[str, str], Decimal], cycle: list[tuple[tuple[str, str], int]], coin: Decimal) -> None:
    """Move money around ``cycle`` until one more edge is on a multiple of the coin (the smaller way)."""
    up = min(_below(edges[key] * s, coin) + coin - edges[key] * s for key, s in cycle)
    down = min(edges[key] * s - _below(edges[key] * s, coin) for key, s in cycle)
    step = up if up <= down else -down
    for key, s in cycle:
        edges[key] += s * step


def _settle_cycles(edges: dict[tuple[str, str], Decimal], coin: Decimal) -> None:
    """Push around cycles until every edge is on a multiple of the coin (each push settles one)."""
    adjacent = _fractional(edges, coin)
    while adjacent:
        cycle = _cycle(adjacent)
        _push(edges, cycle, coin)
        for key, _ in cycle:
            if edges[key] % coin == 0:
                for end in key:
                    del adjacent[end][key]
                    if not adjacent[end]:
                        del adjacent[end]


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
        _settle_cycles(edges, coin)
        rounded = {key: _below(edges[key], coin) for key in pair_nets}  # already multiples: the coin's places
        rounding = {p: value - _below(value, coin) + edges[(p, _Z)] for p, value in balances.items()}
    return PairRounding(rounded, rounding)
