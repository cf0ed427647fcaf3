"""The shared table under load: 20 phones on the live stream while 200 hands are recorded.

Run from the project root::

    python bench/bench_serve.py [--hands 200] [--phones 20] [--interval 0.3] [--seed 7]

Three runs of ``--hands`` hands each, recorded with ``Book.act`` (as the app and the
CLI record: checks, scoring, one ``BEGIN IMMEDIATE`` ... ``COMMIT`` with fsync), one hand
every ``--interval`` seconds (a fast table; the pause is not timed):

* none     no server, no viewers: the baseline;
* process  ``scorekeeper serve`` in its own process, as a card room's screen runs it;
* thread   the server in a thread of the recording process, as the app's *Share this table*.

In the last two, ``--phones`` simulated phones (one process of their own, asyncio, on the
loopback address only) hold the server-sent-events stream open. Each phone records every
snapshot it receives. Printed: the median time to record a hand in each run and its ratio
to the baseline (the issue's target: within 10%), how many phones saw each hand as the
last hand and in their ledger, and the time from a hand's commit to each phone holding it.
Nothing is asserted. Every loop is bounded in count and in time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.session import parse_hand_entry  # noqa: E402
from scorekeeper.storage import Book  # noqa: E402

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


# -- the phones (a child process: their work must not share the recorder's interpreter) ---------
async def _phone(url: str, target: int, deadline: float, seen: list[tuple[float, int, int]]) -> None:
    import httpx

    timeout = httpx.Timeout(10.0, read=30.0)
    async with httpx.AsyncClient(timeout=timeout) as client, client.stream("GET", url + "events") as response:
        async for line in response.aiter_lines():
            if line.startswith("data: "):
                state = json.loads(line[6:])
                last = state["last"]["hand"] if state["last"] else 0
                seen.append((time.time(), last, len(state["show"]["hands"])))
                if len(state["show"]["hands"]) >= target:
                    return
            if time.monotonic() > deadline:
                return


async def _phones(url: str, count: int, target: int, seconds: float) -> list[list[tuple[float, int, int]]]:
    deadline = time.monotonic() + seconds
    logs: list[list[tuple[float, int, int]]] = [[] for _ in range(count)]
    tasks = [asyncio.create_task(_phone(url, target, deadline, logs[i])) for i in range(count)]
    await asyncio.wait(tasks, timeout=seconds + 5)
    for task in tasks:
        task.cancel()
    return logs


def phones_main(url: str, count: int, target: int, seconds: float) -> None:
    logs = asyncio.run(_phones(url, count, target, seconds))
    sys.stdout.write(json.dumps(logs) + "\n")


# -- the recorder -------------------------------------------------------------------------
def new_book(folder: Path, name: str) -> tuple[Path, str]:
    path = folder / f"{name}.sqlite"
    with Book.open(path) as book:
        sid = book.create_session(name="Bench", players=PLAYERS, rules="classic-2-4", unit=Decimal(1)).id
    return path, sid


def record(path: Path, sid: str, hands: list[Any], interval: float) -> tuple[list[float], list[float]]:
    """Each hand's record time (s) and the wall-clock time its commit returned."""
    times, commits = [], []
    with Book.open(path) as book:
        for entry in hands:
            start = time.perf_counter()
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))
            times.append(time.perf_counter() - start)
            commits.append(time.time())
            time.sleep(interval)
    return times, commits


def start_phones(url: str, count: int, target: int, seconds: float) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, __file__, "--phones-only", url, str(count), str(target), str(seconds)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    return child


def wait_connected(count: int) -> None:
    """Give the phones time to open their streams (bounded)."""
    time.sleep(1.0 + count * 0.02)


def summarise(label: str, logs: list[list[tuple[float, int, int]]], commits: list[float], hands: int) -> dict[str, Any]:
    saw_last = [len({last for _t, last, _n in log} & set(range(1, hands + 1))) for log in logs]
    complete = sum(1 for log in logs if log and log[-1][2] >= hands)
    delays = []
    for log in logs:
        for number in range(1, hands + 1):
            # the first snapshot holding hand `number`: its own, or a later one if two commits fell in one tick
            later = [at for at, last, _n in log if last >= number]
            if later:
                delays.append(min(later) - commits[number - 1])
    return {
        "label": label,
        "phones_complete": complete,
        "phones": len(logs),
        "saw_last_min": min(saw_last) if saw_last else 0,
        "delay_median": statistics.median(delays) if delays else float("nan"),
        "delay_max": max(delays) if delays else float("nan"),
        "snapshots": sum(len(log) for log in logs),
    }


def run(args: argparse.Namespace) -> None:
    from scorekeeper.web.server import ShareServer

    rng = random.Random(args.seed)
    entries = [parse_hand_entry(random_hand(rng, PLAYERS)) for _ in range(args.hands)]
    seconds = args.hands * (args.interval + 0.05) + 30
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores, python {sys.version.split()[0]}")
    print(f"{args.hands} hands, one every {args.interval} s; {args.phones} phones on 127.0.0.1")
    results: dict[str, list[float]] = {}
    summaries = []
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)

        path, sid = new_book(folder, "none")
        results["none"], _ = record(path, sid, entries, args.interval)

        path, sid = new_book(folder, "process")
        serve = subprocess.Popen(
            [sys.executable, "-m", "scorekeeper", "serve", sid, "--book", str(path)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        try:
            assert serve.stdout is not None
            url = json.loads(serve.stdout.readline())["url"]
            phones = start_phones(url, args.phones, args.hands, seconds)
            wait_connected(args.phones)
            results["process"], commits = record(path, sid, entries, args.interval)
            out, _ = phones.communicate(timeout=seconds + 30)
            summaries.append(summarise("process", json.loads(out), commits, args.hands))
        finally:
            serve.terminate()
            serve.wait(timeout=15)

        path, sid = new_book(folder, "thread")
        server = ShareServer(path, sid)
        url = server.start()
        try:
            phones = start_phones(url, args.phones, args.hands, seconds)
            wait_connected(args.phones)
            results["thread"], commits = record(path, sid, entries, args.interval)
            out, _ = phones.communicate(timeout=seconds + 30)
            summaries.append(summarise("thread", json.loads(out), commits, args.hands))
        finally:
            server.stop()

    base = statistics.median(results["none"])
    print()
    print(f"{'run':<10}{'record median':>15}{'p90':>10}{'ratio':>8}")
    for label, times in results.items():
        median = statistics.median(times)
        p90 = statistics.quantiles(times, n=10)[-1]
        print(f"{label:<10}{median * 1000:>12.2f} ms{p90 * 1000:>7.2f} ms{median / base:>8.3f}")
    print()
    for s in summaries:
        print(
            f"{s['label']:<10}phones with all {args.hands} hands: {s['phones_complete']}/{s['phones']}; "
            f"fewest hands a phone saw as the last hand: {s['saw_last_min']}/{args.hands}; "
            f"commit to phone: median {s['delay_median'] * 1000:.0f} ms, max {s['delay_max'] * 1000:.0f} ms; "
            f"{s['snapshots']} snapshots sent"
        )


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--phones-only":
        url, count, target, seconds = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
        phones_main(url, count, target, seconds)
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--phones", type=int, default=20)
    parser.add_argument("--interval", type=float, default=0.3, help="seconds between two hands (not timed)")
    parser.add_argument("--seed", type=int, default=7)
    run(parser.parse_args())


if __name__ == "__main__":
    main()
