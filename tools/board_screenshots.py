"""Screenshots of a tournament's board as a phone and the room's big screen show it, for the README.

    python tools/board_screenshots.py [--out docs]

Runs a small event through the command line's own code in a temporary book (ten players at
three tables, hands until three are out), serves it with ``ShareServer`` on 127.0.0.1 and
photographs the board in Debian's Chromium (Playwright) at 390x844 (a phone) and 1920x1080
(the room's screen). Needs ``apt-get install chromium``.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorekeeper.cli.main import main as cli  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.web.server import ShareServer  # noqa: E402

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]
NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
SHOTS = [("tournament-board-phone.png", (390, 844), 2), ("tournament-board-screen.png", (1920, 1080), 1)]


def run(*args: str | Path | int) -> Any:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli([str(a) for a in args])
    if code != 0:
        raise SystemExit(f"scorekeeper {' '.join(map(str, args))}: exit {code}")
    return json.loads(out.getvalue())


def build_event(book: Path) -> str:
    b = ("--book", book)
    tid: str = run("tournament", "new", "--name", "Friday Night OFC", "--buyin", "50", "--fee", "5", "--chips",
                   "1000", "--levels", "10,20,30,50,80,120", "--hands-per-level", "4", "--payouts", "50,30,20",
                   "--currency", "EUR", "--clock", "120", *b)["tournament"]  # fmt: skip
    for name in NAMES:
        run("tournament", "register", tid, name, *b)
    run("tournament", "draw", tid, "--seed", "12", *b)
    rng = random.Random(2026)
    while True:
        show = run("tournament", "show", tid, *b)
        if len(show["eliminations"]) >= 3:
            run("tournament", "start", tid, min(t["table"] for t in show["field"] if t["table"]), *b)  # a clock runs
            return tid
        tables: dict[int, list[dict[str, Any]]] = {}
        for row in show["field"]:
            if row["status"] == "playing":
                tables.setdefault(row["table"], []).append(row)
        table = rng.choice(sorted(t for t, rows in tables.items() if len(rows) > 1))
        seated = [r["name"] for r in sorted(tables[table], key=lambda r: r["seat"])]
        hand = book.parent / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, seated, foul_share=0.15)), encoding="utf-8")
        if run("tournament", "add", tid, table, hand, "--dealer", seated[0], *b)["moves"]:
            run("tournament", "balance", tid, "--confirm", *b)


def main() -> None:
    parser = argparse.ArgumentParser(description="screenshots of a tournament's board")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "book.sqlite"
        tid = build_event(path)
        server = ShareServer(path, tid)
        url = server.start()
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
                for name, (width, height), scale in SHOTS:
                    context = browser.new_context(
                        viewport={"width": width, "height": height}, locale="en-GB", device_scale_factor=scale
                    )
                    page = context.new_page()
                    page.goto(url)
                    page.wait_for_selector("#status[data-state=live]")
                    page.wait_for_selector("#board-table tbody tr[data-player]")
                    page.wait_for_timeout(300)
                    page.screenshot(path=str(args.out / name))
                    print(args.out / name)
                    context.close()
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
