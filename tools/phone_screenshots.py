"""Screenshots of the shared table as phones and tablets show it, for the README.

    python tools/phone_screenshots.py [--out docs]

Builds a demo session in a temporary book (a Friday night of 14 hands, the last one
with a foul and a royalty), shares it with ``ShareServer`` on 127.0.0.1 and photographs
the page in Debian's Chromium (Playwright) at 390x844 (a phone) and 820x1180 (a
tablet), in English and in 繁體中文. Needs ``apt-get install chromium`` (and a CJK font,
or the app's bundled one, which the page serves itself).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scorekeeper.book.storage import Book  # noqa: E402
from scorekeeper.demo import demo_session_kwargs, random_hand  # noqa: E402
from scorekeeper.game.score_request import score_json  # noqa: E402
from scorekeeper.session.session import parse_hand_entry  # noqa: E402
from scorekeeper.web.server import ShareServer  # noqa: E402

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
SHOTS = [  # file, locale, viewport, what to scroll to
    ("phone-en.png", "en-GB", (390, 844), None),
    ("phone-en-last-hand.png", "en-GB", (390, 844), "#last"),
    ("phone-en-settle-up.png", "en-GB", (390, 844), "#settle"),
    ("phone-zh-TW.png", "zh-TW", (390, 844), None),
    ("phone-zh-TW-last-hand.png", "zh-TW", (390, 844), "#last"),
    ("phone-tablet-en.png", "en-GB", (820, 1180), None),
    ("phone-tablet-zh-TW.png", "zh-TW", (820, 1180), None),
]


def _lively(entry: dict[str, Any]) -> bool:
    """A last hand worth a picture: a foul and a royalty in it."""
    result = score_json({"rules": "classic-2-4", **entry})
    players = result["players"]
    return any(p["status"] == "fouled" for p in players) and any(p["royalties"] for p in players)


def build_book(path: Path) -> str:
    rng = random.Random(2026)
    with Book.open(path) as book:
        sid = book.create_session(**demo_session_kwargs(PLAYERS)).id
        for _ in range(13):
            entry = parse_hand_entry(random_hand(rng, PLAYERS, foul_share=0.08))
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))
        last = random_hand(rng, PLAYERS, foul_share=0.3)
        while not _lively(last):
            last = random_hand(rng, PLAYERS, foul_share=0.3)
        final = parse_hand_entry(last)
        book.act(sid, "added", lambda s: s.prepare_add(final))
    return sid


def main() -> None:
    parser = argparse.ArgumentParser(description="screenshots of the shared table")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "book.sqlite"
        sid = build_book(path)
        server = ShareServer(path, sid)
        url = server.start()
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
                for name, locale, (width, height), anchor in SHOTS:
                    context = browser.new_context(
                        viewport={"width": width, "height": height}, locale=locale, device_scale_factor=2
                    )
                    page = context.new_page()
                    page.goto(url)
                    page.wait_for_selector("#status[data-state=live]")
                    page.wait_for_selector("#totals-list li")
                    page.evaluate("document.fonts.ready")
                    if anchor:
                        page.evaluate(
                            "a => window.scrollTo(0, document.querySelector(a).getBoundingClientRect().top"
                            " + window.scrollY - document.querySelector('.top').offsetHeight - 10)",
                            anchor,
                        )
                    page.wait_for_timeout(300)
                    page.screenshot(path=str(args.out / name))
                    print(args.out / name)
                    context.close()
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
