"""Export benchmark: a 10,000-hand session to Excel (target: under 5 s) and to CSV.

Run from the project root::

    python bench/bench_export.py [--hands 10000] [--runs 3]

Building the session (scoring every random deal, in memory) is timed once; each
export is the median of ``--runs`` runs into a temporary folder, written the way
``scorekeeper export`` writes it (atomically, beside the target).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scorekeeper.export.csv_export import write_csv  # noqa: E402
from scorekeeper.export.sample import sample_session  # noqa: E402
from scorekeeper.export.xlsx import write_xlsx  # noqa: E402

TARGET_S = 5.0


def median_time(runs: int, body: Callable[[], object]) -> tuple[float, float]:
    """Median wall-clock and CPU seconds of ``runs`` calls of ``body``."""
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        body()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(wall), statistics.median(cpu)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs, load {load:.1f}")
    start = time.perf_counter()
    session = sample_session(args.hands)
    built = time.perf_counter() - start
    print(f"build a {args.hands:,}-hand session (scored, in memory): {built:.2f} s")

    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "ledger.xlsx"
        xlsx = median_time(args.runs, lambda: write_xlsx(session, target))
        size = target.stat().st_size
        csv = median_time(args.runs, lambda: write_csv(session, Path(folder) / "csv"))
    verdict = "ok" if xlsx[0] < TARGET_S else "TOO SLOW"
    print(
        f"export to .xlsx, median of {args.runs}: {xlsx[0]:.2f} s (CPU {xlsx[1]:.2f} s; {size / 1e6:.1f} MB;"
        f" target < {TARGET_S:.0f} s: {verdict})"
    )
    print(f"export to CSV (6 files), median of {args.runs}: {csv[0]:.2f} s (CPU {csv[1]:.2f} s)")
    return 0 if xlsx[0] < TARGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
