"""What the web tests share: a book made through the CLI, and ``scorekeeper serve`` as a child process."""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from helpers.session_kit import REPO, cli_env, cli_json
from scorekeeper.demo import random_hand

PLAYERS = ("Amy", "Bob", "Cat", "Dan")


def write_hand(folder: Path, rng: random.Random, players: Sequence[str], name: str = "hand.json") -> Path:
    path = folder / name
    path.write_text(json.dumps(random_hand(rng, list(players), foul_share=0.2)), encoding="utf-8")
    return path


def make_book(folder: Path, *, players: Sequence[str] = PLAYERS, hands: int = 3, seed: int = 5) -> tuple[Path, str]:
    """A book with one session of ``hands`` hands, every one recorded by the command line."""
    book = folder / "book.sqlite"
    sid = cli_json(
        "session",
        "new",
        "--book",
        book,
        "--name",
        "Friday",
        "--players",
        ",".join(players),
        "--currency",
        "EUR",
        "--unit",
        "0.5",
        "--stake",
        f"{players[0]},{players[1]}=2",
    )["session"]
    rng = random.Random(seed)
    for _ in range(hands):
        cli_json("session", "add", str(sid), write_hand(folder, rng, players), "--book", book)
    return book, str(sid)


def add_hand(book: Path, sid: str, rng: random.Random, players: Sequence[str] = PLAYERS) -> int:
    number: int = cli_json("session", "add", sid, write_hand(book.parent, rng, players), "--book", book)["hand"]
    return number


@contextmanager
def serving(book: Path, sid: str, *args: str) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``scorekeeper serve``: its printed address, and the process (ended by SIGTERM at the end)."""
    child = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", sid, "--book", str(book), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env=cli_env(),
    )
    try:
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first, child.stderr.read() if child.stderr else "no output"
        line = json.loads(first)
        url: str = line["url"]
        child.seats = line.get("seats", {})  # type: ignore[attr-defined]
        yield url, child
    finally:
        if child.poll() is None:
            child.terminate()
        child.communicate(timeout=15)


@contextmanager
def seat_server(book: Path, sid: str) -> Iterator[dict[str, str]]:
    """``scorekeeper serve --seats`` in a process of its own (as a card room runs it): its seat links.

    A test that reads the book's files in its own process must not also hold the server's
    connection: closing any descriptor of a SQLite file drops that process's locks on it."""
    with serving(book, sid, "--seats") as (_url, child):
        yield dict(child.seats)  # type: ignore[attr-defined]


def show_and_settle(book: Path, sid: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """What ``session show`` and ``session settle`` print for the session."""
    return cli_json("session", "show", sid, "--book", book), cli_json("session", "settle", sid, "--book", book)


# -- the browser ------------------------------------------------------------------------
CHROMIUM = os.environ.get("SCOREKEEPER_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium_problem() -> str:
    """Why the browser tests cannot run here ("" when they can)."""
    if importlib.util.find_spec("playwright") is None:
        return "the playwright package is missing (pip install -e '.[test]')"
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, as .ci/steps/chromium.sh does)"
    return ""


def launch_chromium(playwright: Any) -> Any:
    """Debian's Chromium, headless, with nothing that would reach outside this machine."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
