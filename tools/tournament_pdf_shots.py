"""Pictures of a tournament's printed summary and payout slips, for the README.

    python tools/tournament_pdf_shots.py [--out docs] [--keep FOLDER]

Runs an eight-player event with a re-buy to its end through the command line's own code in a
temporary book, writes ``tournament report --pdf`` and ``tournament slips --pdf`` and renders
the first page of each at 80 dpi with poppler's ``pdftoppm`` (``apt-get install poppler-utils``)
as tournament-summary.png and tournament-slips.png. ``--keep`` keeps the PDFs there.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorekeeper.cli.main import main as cli  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402

NAMES = ["王小明", "陳大文", "Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]
SEED = 8  # hands at random, this seed: 王小明 is paid, so a slip shows the embedded font


def run(*args: str | Path | int) -> Any:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli([str(a) for a in args])
    if code != 0:
        raise SystemExit(f"scorekeeper {' '.join(map(str, args))}: exit {code}")
    return json.loads(out.getvalue())


def build_event(book: Path) -> str:
    b = ("--book", book)
    tid: str = run("tournament", "new", "--name", "Friday Night OFC 十三張", "--buyin", "100", "--fee", "10",
                   "--chips", "300", "--levels", "10,20,40,80,160", "--hands-per-level", "2", "--rebuy-until", "1",
                   "--payouts", "50,30,20", "--currency", "EUR", *b)["tournament"]  # fmt: skip
    for name in NAMES:
        run("tournament", "register", tid, name, *b)
    run("tournament", "rebuy", tid, "陳大文", *b)
    run("tournament", "draw", tid, "--seed", "3", *b)
    rng = random.Random(SEED)
    while True:
        show = run("tournament", "show", tid, *b)
        tables: dict[int, list[dict[str, Any]]] = {}
        for row in show["field"]:
            if row["status"] == "playing":
                tables.setdefault(row["table"], []).append(row)
        if sum(len(rows) for rows in tables.values()) < 2:
            run("tournament", "finish", tid, *b)
            return tid
        table = rng.choice(sorted(t for t, rows in tables.items() if len(rows) > 1))
        seated = [r["name"] for r in sorted(tables[table], key=lambda r: r["seat"])]
        hand = book.parent / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, seated, foul_share=0.1)), encoding="utf-8")
        if run("tournament", "add", tid, table, hand, "--dealer", seated[0], *b)["moves"]:
            run("tournament", "balance", tid, "--confirm", *b)


def main() -> None:
    parser = argparse.ArgumentParser(description="pictures of a tournament's summary and payout slips")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--keep", type=Path, help="a folder to keep the two PDFs in")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        book = Path(folder) / "book.sqlite"
        tid = build_event(book)
        for command, stem in (("report", "tournament-summary"), ("slips", "tournament-slips")):
            pdf = Path(folder) / f"{stem}.pdf"
            run("tournament", command, tid, "--pdf", pdf, "--book", book)
            subprocess.run(["pdftoppm", "-png", "-r", "80", "-singlefile", pdf, args.out / stem], check=True)
            if args.keep:
                shutil.copy(pdf, args.keep / pdf.name)
            print(args.out / f"{stem}.png")


if __name__ == "__main__":
    main()
