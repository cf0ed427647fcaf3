"""Casino benchmark: what the house's collection and table stakes cost a long session.

Run from the project root::

    python bench/bench_casino.py [--hands 3000] [--runs 5]

One session of ``--hands`` random 4-player hands is built in memory (not timed). Each run
replays its events into a fresh :class:`Session` and computes ``ledger.totals`` and
``ledger.settle``: once plain, once with a unit-tier collection, buy-ins and table stakes
(the ledger lines are then remade through ``casino/view.py``). Printed: medians of the
runs and the casino/plain ratio, measured in the same process; then the scrypt hash of a
passphrase (the price of one manager sign-off) and writing one settlement slip.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.casino import manager  # noqa: E402
from scorekeeper.casino.prepare import prepare_collection, prepare_stack_entry, prepare_table_stakes  # noqa: E402
from scorekeeper.casino.slip import write_slip  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.ledger.totals import settle, totals  # noqa: E402
from scorekeeper.session.session import Session, parse_hand_entry  # noqa: E402

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def build(hands: int, *, casino: bool, seed: int) -> Session:
    rng = random.Random(seed)
    session = Session.create("1", name="Bench", players=PLAYERS, unit=Decimal(10), currency="USD")
    if casino:
        tiers = {"kind": "tiers", "tiers": [["5", "1"], ["10", "1"], ["20", "2"]]}
        session.append("collection", prepare_collection(session, tiers))
        for name in PLAYERS:
            session.append("buyin", prepare_stack_entry(session, "buyin", name, Decimal(10**9)))
        session.append("table_stakes", prepare_table_stakes(session, True))
    for _ in range(hands):
        session.append("added", session.prepare_add(parse_hand_entry(random_hand(rng, PLAYERS))))
    return session


def timed(session: Session) -> float:
    start = time.perf_counter()
    again = Session.replay("1", session.events)
    totals(again)
    settle(again)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}, {args.hands} hands, {args.runs} runs")
    plain, casino = build(args.hands, casino=False, seed=1), build(args.hands, casino=True, seed=1)
    base = [timed(plain) for _ in range(args.runs)]
    with_casino = [timed(casino) for _ in range(args.runs)]
    b, c = statistics.median(base), statistics.median(with_casino)
    print(f"replay + totals + settle, plain:  {b * 1000:8.1f} ms")
    print(f"replay + totals + settle, casino: {c * 1000:8.1f} ms   ratio {c / b:.2f}")
    hashes = []
    for _ in range(args.runs):
        start = time.perf_counter()
        record = manager.hash_passphrase("pit boss")
        hashes.append(time.perf_counter() - start)
    print(f"scrypt hash (n=2^{record.n.bit_length() - 1}, r={record.r}): {statistics.median(hashes) * 1000:.1f} ms")
    slips = []
    with tempfile.TemporaryDirectory() as folder:
        for i in range(args.runs):
            start = time.perf_counter()
            write_slip(casino, Path(folder) / f"{i}.pdf", player=None, copy_number=1, head=casino.head)
            slips.append(time.perf_counter() - start)
    print(f"settlement slip PDF ({args.hands} hands): {statistics.median(slips) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
