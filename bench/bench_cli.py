"""Command-line benchmark: ``scorekeeper score`` start-up and ``score --jsonl`` throughput.

Run from the project root (with the project installed)::

    python bench/bench_cli.py [--runs 21] [--hands 5000] [--seed 7]

* start   one hand scored by a fresh ``python -m scorekeeper score HAND.json``, against a
          bare ``python -c pass`` in the same run: the two are run alternately, ``--runs``
          times each, and the medians printed with their difference and ratio (wall clock,
          and the child's CPU time, which a busy machine stretches less). Target: under
          0.15 s for one hand. Also lists what the command imported: none of the session,
          the book, the exports or openpyxl may be among it.
* jsonl   ``--hands`` four-player hands (seeded random deals, classic-2-4, 5% of seats left
          as dealt so some foul), one per line, through one ``scorekeeper score --jsonl``
          process, start-up included; and in-process through ``score_jsonl`` alone, then
          where a hand's time goes once every table is learned: ``score_hand``, the result
          line, and the rest (reading and checking the input). Target: 5,000 hands a second
          in one process.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.demo import random_hand  # noqa: E402

HAND = {
    "rules": "classic-2-4",
    "players": [
        {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
        {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"},
    ],
}
NOT_FOR_SCORING = (
    "scorekeeper.session",
    "scorekeeper.book",
    "scorekeeper.export",
    "openpyxl",
    "sqlite3",
    "numpy",
)
START_TARGET = 0.15
JSONL_TARGET = 5000
# Imports `scorekeeper score` as the command does, then names every module it loaded.
LIST_IMPORTS = (
    "import sys, io, json; from scorekeeper.cli.main import main; out = sys.stdout; sys.stdout = io.StringIO(); "
    "code = main(['score', sys.argv[1]]); sys.stdout = out; print(json.dumps(sorted(sys.modules)))"
)


def timed(command: list[str]) -> tuple[float, float]:
    """Wall-clock and CPU seconds (user + system) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=os.environ | {"PYTHONDONTWRITEBYTECODE": "1"})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def bench_start(hand: Path, runs: int) -> None:
    bare = [sys.executable, "-c", "pass"]
    score = [sys.executable, "-m", "scorekeeper", "score", str(hand)]
    timed(score)  # compiled bytecode and a warm file cache for both
    samples: dict[str, list[tuple[float, float]]] = {"bare": [], "score": []}
    for _ in range(runs):
        samples["bare"].append(timed(bare))
        samples["score"].append(timed(score))
    medians = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in samples.items()}
    (bare_wall, bare_cpu), (score_wall, score_cpu) = medians["bare"], medians["score"]
    print(f"start-up, median of {runs} alternating runs (wall clock / CPU):")
    print(f"  python -c pass                    {bare_wall * 1e3:7.1f} ms / {bare_cpu * 1e3:6.1f} ms")
    print(
        f"  python -m scorekeeper score HAND  {score_wall * 1e3:7.1f} ms / {score_cpu * 1e3:6.1f} ms"
        f"   (+{(score_wall - bare_wall) * 1e3:.1f} ms, x{score_wall / bare_wall:.1f} the bare interpreter;"
        f" target {START_TARGET * 1e3:.0f} ms)"
    )
    listed = subprocess.run([sys.executable, "-c", LIST_IMPORTS, str(hand)], check=True, capture_output=True, text=True)
    modules = json.loads(listed.stdout)
    ours = [m for m in modules if m.startswith("scorekeeper.")]
    heavy = [m for m in NOT_FOR_SCORING if m in modules]
    print(f"  imports {len(modules)} modules, {len(ours)} of the engine: {', '.join(m[12:] for m in ours)}")
    print(f"  of {', '.join(NOT_FOR_SCORING)}: {', '.join(heavy) or 'none'}")


def bench_jsonl(folder: Path, hands: int, seed: int) -> None:
    rng = random.Random(seed)
    names = ["Amy", "Bob", "Cat", "Dan"]
    lines = [json.dumps({"rules": "classic-2-4", **random_hand(rng, names, foul_share=0.05)}) for _ in range(hands)]
    path = folder / "hands.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    wall, cpu = timed([sys.executable, "-m", "scorekeeper", "score", "--jsonl", str(path)])
    print(f"score --jsonl, {hands:,} four-player hands (classic-2-4) in one process:")
    print(
        f"  whole process      {wall:6.2f} s wall / {cpu:5.2f} s CPU: {hands / wall:7,.0f} hands/s wall,"
        f" {hands / cpu:7,.0f} per CPU second (target {JSONL_TARGET:,})"
    )
    import io

    from scorekeeper.cli.score_batch import score_jsonl

    data = [line.encode() for line in lines]
    cpu_start, start = time.process_time(), time.perf_counter()
    answered, failed = score_jsonl(data, io.StringIO())
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    assert answered == hands and failed == 0, (answered, failed)
    print(f"  score_jsonl alone  {wall:6.2f} s wall / {cpu:5.2f} s CPU: {hands / wall:7,.0f} hands/s wall")
    stages(data, runs=3)


def stages(data: list[bytes], *, runs: int) -> None:
    """Where a hand's time in ``score_jsonl`` goes, on the same hands once every table is learned:
    median of ``runs`` timed runs of each stage (wall clock, the garbage collector paused)."""
    import io

    from scorekeeper.cli.score_batch import score_jsonl
    from scorekeeper.game.deal import seat_hands
    from scorekeeper.game.result_json import hand_result_line
    from scorekeeper.game.rules import resolve_rules
    from scorekeeper.game.score_request import parse_request
    from scorekeeper.game.scoring import score_hand
    from scorekeeper.game.stakes import build_stakes

    requests = [parse_request(json.loads(raw)) for raw in data]
    rules = [resolve_rules(r.rules) for r in requests]
    seats = [seat_hands(r, rs.copies) for r, rs in zip(requests, rules, strict=True)]
    stakes = [build_stakes(r.unit, [], [seat.name for seat in s]).of for r, s in zip(requests, seats, strict=True)]
    scored = list(zip(seats, rules, stakes, strict=True))
    results = [score_hand(s, rs, st) for s, rs, st in scored]

    def per_hand(body: Callable[[], object]) -> float:
        times = []
        for _ in range(runs):
            gc.disable()  # as timeit does: the hands kept here would make every collection long
            start = time.perf_counter()
            body()
            times.append(time.perf_counter() - start)
            gc.enable()
        return statistics.median(times) / len(data) * 1e6

    whole = per_hand(lambda: score_jsonl(data, io.StringIO()))
    scoring = per_hand(lambda: [score_hand(s, rs, st) for s, rs, st in scored])
    line = per_hand(lambda: [hand_result_line(r, line=1) for r in results])
    rest = whole - scoring - line
    print(
        f"  a hand in score_jsonl, tables learned (median of {runs}): {whole:.0f} us, of which score_hand"
        f" {scoring:.0f} us, the result line {line:.0f} us, reading and checking the input {rest:.0f} us"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        hand = folder / "hand.json"
        hand.write_text(json.dumps(HAND), encoding="utf-8")
        bench_start(hand, args.runs)
        bench_jsonl(folder, args.hands, args.seed)


if __name__ == "__main__":
    main()
