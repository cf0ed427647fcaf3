"""Players set their own hands on phones (issue 29): from the last phone's submit to the Hand page.

Run from the project root::

    python bench/bench_phones.py [--rounds 21]

The seat server is ``scorekeeper serve SESSION --seats`` in a child process, as the app's
*Players enter their own hands* runs it; the app's window (offscreen without a display) is
open on the same book in this process. Each round deals a hand; three phones submit their
sets over real HTTP, then the fourth does, from a thread, while the app's event loop runs:

* **last submit -> shown**: from just before the fourth phone's POST until the Hand page
  shows all four seats *submitted* with their cards filled in (the HTTP round trip, the
  server's checks and pending file, and the page's poll of that file included); median and
  max over ``--rounds``. The issue's target: a median under 300 ms with four phones.
* **recording**: Ctrl+Enter's record (``HandPage.record``) of that hand, against the same
  record of a hand typed at the table (filled in as a draft), alternately, round by round:
  recording from the phones should take what recording a typed hand takes.

Settings, books and the data folder live in a temporary folder: the user's own are never touched.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or (
    "xcb" if os.environ.get("DISPLAY") else "offscreen"
)
TMP = Path(tempfile.mkdtemp(prefix="bench-phones-"))
os.environ["XDG_DATA_HOME"] = str(TMP / "data")  # the book's memory and a server book's pending sets

import httpx  # noqa: E402
from bench_app import PLAYERS, isolate_settings, make_book, ms, open_window  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.game.cards import parse_cards  # noqa: E402
from scorekeeper_app.hand import commands  # noqa: E402
from scorekeeper_app.settings import Preferences  # noqa: E402
from scorekeeper_app.window.main_window import MainWindow  # noqa: E402

ROWS = ("front", "middle", "back")
TIMEOUT_S = 10.0
TARGET_MS = 300.0


def start_seat_server(book: Path, sid: str) -> tuple[subprocess.Popen[str], dict[str, str]]:
    """``scorekeeper serve --seats``, as the seats dialog starts it; its seat links."""
    child = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", sid, "--book", str(book), "--seats"],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert child.stdout is not None
    first = json.loads(child.stdout.readline())
    return child, dict(first["seats"])


def post(client: httpx.Client, link: str, seat: dict[str, Any], hand: int) -> None:
    body = {row: seat[row] for row in ROWS} | {"hand": hand}
    reply = client.post(link + "hand", content=json.dumps(body), headers={"Content-Type": "application/json"})
    if reply.status_code != 200:
        raise SystemExit(f"{seat['name']}'s submit was refused: {reply.status_code} {reply.text}")


def shown(window: MainWindow, hand: dict[str, Any]) -> bool:
    """Every seat shows *submitted* and holds the cards its phone sent."""
    page = window.hand_page
    for seat, player in enumerate(hand["players"]):
        label = page.seat_widgets[seat].findChild(QLabel, "phoneState")
        if label is None or label.property("status") != "submitted":
            return False
        if any(page.model.cards((seat, row)) != tuple(parse_cards(player[row])) for row in ROWS):
            return False
    return True


def wait_shown(app: QApplication, window: MainWindow, hand: dict[str, Any]) -> float:
    """Run the event loop until the page shows ``hand`` from the phones; the moment it does."""
    deadline = time.perf_counter() + TIMEOUT_S
    while time.perf_counter() < deadline:
        app.processEvents()
        if shown(window, hand):
            return time.perf_counter()
        time.sleep(0.001)
    raise SystemExit("the Hand page did not show the four submitted seats")


def phone_round(
    app: QApplication, window: MainWindow, client: httpx.Client, links: dict[str, str], hand: dict[str, Any]
) -> tuple[float, float]:
    """Three phones submit, then the fourth (timed to the page showing all four); then record."""
    number = window.hand_page.next_hand()
    *first, last = hand["players"]
    for seat in first:
        post(client, links[seat["name"]], seat, number)
    start = time.perf_counter()
    sender = threading.Thread(target=post, args=(client, links[last["name"]], last, number))
    sender.start()
    done = wait_shown(app, window, hand)
    sender.join()
    app.processEvents()  # what the fill left queued runs first, as after the typed round's fill
    recording = timed_record(app, window)
    if window.controller.session().hands[number].by_players != tuple(PLAYERS):
        raise SystemExit(f"hand {number} does not note the four seats as set on the phones")
    return done - start, recording


def typed_round(app: QApplication, window: MainWindow, hand: dict[str, Any]) -> float:
    """The same hand's rows as the scorekeeper's typing sets them (a step on the page's undo stack each)."""
    page = window.hand_page
    for seat, player in enumerate(hand["players"]):
        for row in ROWS:
            page.stack.push(commands.SetRow(page.model, (seat, row), tuple(parse_cards(player[row]))))
    app.processEvents()
    return timed_record(app, window)


def timed_record(app: QApplication, window: MainWindow) -> float:
    before = window.controller.session().next_hand
    start = time.perf_counter()
    window.hand_page.record()
    elapsed = time.perf_counter() - start
    app.processEvents()
    if window.controller.session().next_hand != before + 1:
        raise SystemExit("the hand was not recorded")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=21, help="hands from the phones (and as many typed)")
    args = parser.parse_args()
    isolate_settings(TMP / "settings")
    app = QApplication(sys.argv[:1])
    book = TMP / "phones.sqlite"
    sid = make_book(book, 10)
    Preferences().set_last_session(book, sid)
    child, links = start_seat_server(book, sid)
    window = open_window(app, book)
    print(f"platform: {os.environ['QT_QPA_PLATFORM']}, Python {sys.version.split()[0]}")
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    rng = random.Random(29)
    shown_after, from_phones, typed = [], [], []
    try:
        with httpx.Client(timeout=TIMEOUT_S) as client:
            for _ in range(args.rounds):
                latency, recording = phone_round(app, window, client, links, random_hand(rng, PLAYERS))
                shown_after.append(latency)
                from_phones.append(recording)
                typed.append(typed_round(app, window, random_hand(rng, PLAYERS)))
    finally:
        child.terminate()
        child.wait(timeout=10)
        window.close()
        window.controller.book.close()
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    print(
        f"last phone's submit -> Hand page shows four submitted seats: {ms(shown_after)} median,"
        f" max {ms([max(shown_after)])} ({args.rounds} rounds; target: median under {TARGET_MS:.0f} ms)"
    )
    ratio = statistics.median(from_phones) / statistics.median(typed)
    print(
        f"record (Ctrl+Enter): from the phones {ms(from_phones)}, typed {ms(typed)}"
        f" (medians of {args.rounds} each, alternately; ratio {ratio:.2f})"
    )


if __name__ == "__main__":
    main()
