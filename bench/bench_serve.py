"""The shared table under load: 20 phones on the live stream while 200 hands are recorded.

Run from the project root::

    python bench/bench_serve.py [--hands 200] [--phones 20] [--interval 0.3] [--block 25] [--mode both]

Hands are recorded with ``Book.act`` (as the app and the CLI record them: checks, scoring,
one ``BEGIN IMMEDIATE`` ... ``COMMIT`` with fsync), one every ``--interval`` seconds (a very
fast table; the pause is not timed), ``--hands`` with viewers and as many without, in
blocks of ``--block`` in the order off, on, on, off, ... so that a change in this shared
machine's load falls on both sides alike:

* process  ``scorekeeper serve`` in its own process, as the app's *Share this table* and a
           card room's screen run it; in the blocks without viewers the server is frozen
           (SIGSTOP), so it costs nothing;
* thread   the server in a thread of the recording process, as a bundled app (which
           cannot start ``python -m``) runs it, started for each block with viewers.

``--phones`` simulated phones (one process of their own at the lowest CPU priority: real
phones bring their own processors) hold the server-sent-events stream open on the loopback
address. Printed: the median time to record a hand with and without viewers and their ratio
(the issue's target: within 10%), how many phones hold the whole ledger at the end, how many
of the hands recorded while served each phone saw as the last hand, and the time from a
hand's commit to the phones holding it. Nothing is asserted; every loop is bounded in count
and in time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
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

from scorekeeper.book.storage import Book  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.session.session import parse_hand_entry  # noqa: E402

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
    return subprocess.Popen(
        [sys.executable, __file__, "--phones-only", url, str(count), str(target), str(seconds)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )


def wait_connected(count: int) -> None:
    """Give the phones time to open their streams (bounded)."""
    time.sleep(1.0 + count * 0.02)


def cpu_seconds(pid: int) -> float | None:
    """A process's CPU time so far, user and system (Linux /proc; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def abba(blocks: int) -> list[bool]:
    """Viewers off/on per block, in the order off, on, on, off, ... (a drift in load cancels out)."""
    return [(i % 4) in (1, 2) for i in range(blocks)]


def summarise(logs: list[list[tuple[float, int, int]]], commits: dict[int, float], total: int) -> str:
    """What the phones saw of the hands recorded while they were served (``commits``: hand -> commit time);
    ``total``: the hands in the ledger of their last snapshot."""
    complete = sum(1 for log in logs if log and log[-1][2] >= total)
    saw_last = [len({last for _t, last, _n in log} & set(commits)) for log in logs]
    delays = []
    for log in logs:
        for number, committed in commits.items():
            # the first snapshot holding the hand: its own, or a later one when two commits fell in one tick
            later = [at for at, last, _n in log if last >= number]
            if later:
                delays.append(min(later) - committed)
    return (
        f"  phones with the whole ledger ({total} hands) at the end: {complete}/{len(logs)};"
        f" of the {len(commits)} hands recorded while served, each phone saw at least"
        f" {min(saw_last, default=0)} as the last hand;"
        f" commit to phone: median {statistics.median(delays) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms"
    )


def pair_ratios(block_medians: list[float]) -> list[float]:
    """Each block with viewers against the block without beside it (off, on | on, off | ...)."""
    ratios = []
    for i in range(0, len(block_medians) - 1, 2):
        first, second = block_medians[i], block_medians[i + 1]
        on_first = (i % 4) == 2  # pairs alternate: (off, on), (on, off)
        on, off = (first, second) if on_first else (second, first)
        ratios.append(on / off)
    return ratios


def ratio_line(off: list[float], on: list[float], block_medians: list[float]) -> str:
    a, b = statistics.median(off), statistics.median(on)
    p90_off, p90_on = statistics.quantiles(off, n=10)[-1], statistics.quantiles(on, n=10)[-1]
    pairs = pair_ratios(block_medians)
    return (
        f"  record a hand: without viewers median {a * 1000:.2f} ms (p90 {p90_off * 1000:.2f}),"
        f" with viewers {b * 1000:.2f} ms (p90 {p90_on * 1000:.2f}); ratio {b / a:.3f};"
        f" block beside block: median ratio {statistics.median(pairs):.3f} over {len(pairs)} pairs"
    )


def run_process(folder: Path, entries: list[Any], args: argparse.Namespace) -> None:
    """``scorekeeper serve`` and the phones stay up; in the 'without' blocks the server is frozen (SIGSTOP)."""
    path, sid = new_book(folder, "process")
    total = len(entries)
    seconds = total * (args.interval + 0.05) + 60
    serve = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", sid, "--book", str(path)], stdout=subprocess.PIPE, text=True
    )
    times: dict[bool, list[float]] = {False: [], True: []}
    block_medians: list[float] = []
    served: dict[int, float] = {}
    try:
        assert serve.stdout is not None
        url = json.loads(serve.stdout.readline())["url"]
        phones = start_phones(url, args.phones, total, seconds)
        wait_connected(args.phones)
        blocks = [entries[i : i + args.block] for i in range(0, total, args.block)]
        number = 0
        for viewers, block in zip(abba(len(blocks)), blocks, strict=True):
            os.kill(serve.pid, signal.SIGCONT if viewers else signal.SIGSTOP)
            if viewers:
                time.sleep(1.0)  # the server catches up on the frozen block first: not part of a hand's time
            taken, commits = record(path, sid, block, args.interval)
            times[viewers] += taken
            block_medians.append(statistics.median(taken))
            for committed in commits:
                number += 1
                if viewers:
                    served[number] = committed
        os.kill(serve.pid, signal.SIGCONT)
        out, _ = phones.communicate(timeout=seconds + 30)
        server_cpu = cpu_seconds(serve.pid)
    finally:
        os.kill(serve.pid, signal.SIGCONT)
        serve.terminate()
        serve.wait(timeout=15)
    print(
        f"scorekeeper serve, its own process (the app, a card room): {len(times[True])} hands with viewers,"
        f" {len(times[False])} without"
    )
    print(ratio_line(times[False], times[True], block_medians))
    print(summarise(json.loads(out), served, total))
    if server_cpu is not None:
        print(f"  the server's CPU time: {server_cpu * 1000 / len(served):.1f} ms per hand served (all included)")


def run_thread(folder: Path, entries: list[Any], args: argparse.Namespace) -> None:
    """The app's way: the server in a thread of the recording process, started for the 'with' blocks only."""
    from scorekeeper.web.server import ShareServer

    path, sid = new_book(folder, "thread")
    times: dict[bool, list[float]] = {False: [], True: []}
    block_medians: list[float] = []
    logs: list[list[tuple[float, int, int]]] = [[] for _ in range(args.phones)]
    served: dict[int, float] = {}
    blocks = [entries[i : i + args.block] for i in range(0, len(entries), args.block)]
    number = 0
    for viewers, block in zip(abba(len(blocks)), blocks, strict=True):
        if not viewers:
            taken = record(path, sid, block, args.interval)[0]
            times[False] += taken
            block_medians.append(statistics.median(taken))
            number += len(block)
            continue
        server = ShareServer(path, sid)
        url = server.start()
        try:
            seconds = len(block) * (args.interval + 0.05) + 60
            phones = start_phones(url, args.phones, number + len(block), seconds)
            wait_connected(args.phones)
            taken, commits = record(path, sid, block, args.interval)
            times[True] += taken
            block_medians.append(statistics.median(taken))
            for committed in commits:
                number += 1
                served[number] = committed
            out, _ = phones.communicate(timeout=seconds + 30)
            for log, more in zip(logs, json.loads(out), strict=True):
                log += more
        finally:
            server.stop()
    print(
        f"a thread of the recording process (a bundled app): {len(times[True])} hands with viewers,"
        f" {len(times[False])} without"
    )
    print(ratio_line(times[False], times[True], block_medians))
    print(summarise(logs, served, max(served)))


def run(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    entries = [parse_hand_entry(random_hand(rng, PLAYERS)) for _ in range(2 * args.hands)]
    print(f"load average {os.getloadavg()[0]:.2f}, {os.cpu_count()} cores, python {sys.version.split()[0]}")
    print(
        f"{args.hands} hands with {args.phones} phones on 127.0.0.1 and {args.hands} without, one every"
        f" {args.interval} s, in blocks of {args.block} (off, on, on, off, ...)\n"
    )
    with tempfile.TemporaryDirectory() as folder_name:
        if args.mode in ("both", "process"):
            run_process(Path(folder_name), entries, args)
        if args.mode in ("both", "thread"):
            run_thread(Path(folder_name), entries, args)


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
    parser.add_argument("--block", type=int, default=25, help="hands per block of viewers on or off")
    parser.add_argument("--mode", choices=("both", "process", "thread"), default="both")
    run(parser.parse_args())


if __name__ == "__main__":
    main()
