"""The shared table under load: 20 phones on the live stream while 200 hands are recorded.

Run from the project root::

    python bench/bench_serve.py [--hands 200] [--phones 20] [--interval 0.3] [--seed 7]

``--repeat`` rounds of three runs of ``--hands`` hands each, recorded with ``Book.act`` (as the app and the
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
import re
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
LAST_HAND = re.compile(rb'"last":\{"hand":(\d+)')


# -- the phones (a child process: their work must not share the recorder's interpreter) ---------
async def _phone(url: str, target: int, deadline: float, seen: list[tuple[float, int, int]]) -> None:
    import httpx

    # A phone's own work (parsing, drawing) is done on the phone: here a C-speed scan of each
    # event's bytes for the last hand and the ledger's length stands in for it, so the simulated
    # phones take little of this machine's two cores from the recording being measured.
    timeout = httpx.Timeout(10.0, read=30.0)
    buffer = b""
    async with httpx.AsyncClient(timeout=timeout) as client, client.stream("GET", url + "events") as response:
        async for chunk in response.aiter_raw():
            buffer += chunk
            *events, buffer = buffer.split(b"\n\n")
            for event in events:
                if not event.startswith(b"event: snapshot"):
                    continue
                found = LAST_HAND.search(event)
                last = int(found.group(1)) if found else 0
                hands = 0
                if last >= target:  # the last event: read it whole, as a phone would, and count its hands
                    state = json.loads(event.split(b"data: ", 1)[1])
                    hands = sum(1 for h in state["show"]["hands"] if h["status"] == "recorded")
                seen.append((time.time(), last, hands))
                if last >= target:
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
    # Real phones bring their own processors: the stand-ins take this machine's CPU only when it is idle.
    if hasattr(os, "nice"):
        os.nice(19)
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


def run_mode(mode: str, folder: Path, entries: list[Any], args: argparse.Namespace) -> tuple[list[float], Any]:
    """One run of every hand in ``mode``: the record times, and the phones' summary (None without phones)."""
    from scorekeeper.web.server import ShareServer

    seconds = len(entries) * (args.interval + 0.05) + 30
    path, sid = new_book(folder, f"{mode}-{time.monotonic_ns()}")
    if mode == "none":
        return record(path, sid, entries, args.interval)[0], None
    serve: subprocess.Popen[str] | None = None
    server: ShareServer | None = None
    try:
        if mode == "process":
            serve = subprocess.Popen(
                [sys.executable, "-m", "scorekeeper", "serve", sid, "--book", str(path)],
                stdout=subprocess.PIPE,
                text=True,
                cwd=ROOT,
            )
            assert serve.stdout is not None
            url = json.loads(serve.stdout.readline())["url"]
        else:
            server = ShareServer(path, sid)
            url = server.start()
        phones = start_phones(url, args.phones, len(entries), seconds)
        wait_connected(args.phones)
        times, commits = record(path, sid, entries, args.interval)
        out, _ = phones.communicate(timeout=seconds + 30)
        return times, summarise(mode, json.loads(out), commits, len(entries))
    finally:
        if serve is not None:
            serve.terminate()
            serve.wait(timeout=15)
        if server is not None:
            server.stop()


def run(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    entries = [parse_hand_entry(random_hand(rng, PLAYERS)) for _ in range(args.hands)]
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores, python {sys.version.split()[0]}")
    print(f"{args.hands} hands, one every {args.interval} s; {args.phones} phones on 127.0.0.1; {args.repeat} rounds")
    medians: dict[str, list[float]] = {"none": [], "process": [], "thread": []}
    with tempfile.TemporaryDirectory() as folder_name:
        for round_number in range(1, args.repeat + 1):
            print(f"\nround {round_number}")
            print(f"{'run':<10}{'record median':>15}{'p90':>10}{'ratio':>8}")
            base = 0.0
            summaries = []
            for mode in medians:
                times, summary = run_mode(mode, Path(folder_name), entries, args)
                median = statistics.median(times)
                medians[mode].append(median)
                base = base or median
                p90 = statistics.quantiles(times, n=10)[-1]
                print(f"{mode:<10}{median * 1000:>12.2f} ms{p90 * 1000:>7.2f} ms{median / base:>8.3f}")
                if summary is not None:
                    summaries.append(summary)
            for s in summaries:
                print(
                    f"{s['label']:<10}phones with all {args.hands} hands: {s['phones_complete']}/{s['phones']}; "
                    f"fewest hands a phone saw as the last hand: {s['saw_last_min']}/{args.hands}; "
                    f"commit to phone: median {s['delay_median'] * 1000:.0f} ms, max {s['delay_max'] * 1000:.0f} ms; "
                    f"{s['snapshots']} snapshots sent"
                )
    base = statistics.median(medians["none"])
    print(
        "\nmedian over rounds: "
        + ", ".join(
            f"{mode} {statistics.median(m) * 1000:.2f} ms (ratio {statistics.median(m) / base:.3f})"
            for mode, m in medians.items()
        )
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
    parser.add_argument("--repeat", type=int, default=2, help="rounds of the three runs (noise on a shared machine)")
    run(parser.parse_args())


if __name__ == "__main__":
    main()
