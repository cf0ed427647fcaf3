"""The app's first screen loads only what it shows: a fresh interpreter reopens a session and
is ready to type, while the pages, dialogs and libraries it does not show stay unloaded
(their import is what made the cold start slow; ``bench/bench_app.py`` times it)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.book import open_book
from scorekeeper.demo import demo_session_kwargs, random_hand
from scorekeeper.session.session import parse_hand_entry

pytestmark = pytest.mark.gui

NOT_ON_THE_FIRST_SCREEN = (
    "scorekeeper_app.casino.casino_dialog",  # Session > Casino…
    "scorekeeper_app.ledger.ledger_page",  # the Ledger tab, built when first opened
    "scorekeeper_app.settle.settle_page",
    "scorekeeper_app.ledger.standings_page",
    "scorekeeper_app.session.change_dialogs",  # stakes, rules, players
    "scorekeeper_app.share.share_dialog",
    "PySide6.QtCharts",
    "openpyxl",
    "numpy",
    "scorekeeper.advisor.advise",
    "scorekeeper.export.xlsx",
    "scorekeeper.casino.settle_up",
    "scorekeeper.casino.payloads",  # a home game's book has no casino event
)

PROBE = """
import json, sys
from PySide6.QtWidgets import QApplication
from scorekeeper.book import open_book
from scorekeeper_app.app import configure, create_main_window
app = QApplication(sys.argv[:1])
prefs = configure(app)
window = create_main_window(open_book(sys.argv[1], exclusive=True), prefs)
window.show()
app.processEvents()
listed = window.start_page.sessions.count()  # the start page behind the session, not filled
print(json.dumps({"hand": window.hand_page.session.next_hand, "listed": listed, "modules": sorted(sys.modules)}))
"""


def test_reopening_a_session_loads_only_what_the_first_screen_shows(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    players = ["Amy", "Bob", "Cat", "Dan"]
    with open_book(book) as opened:
        sid = opened.create_session(**demo_session_kwargs(players)).id
        for seed in range(3):
            entry = parse_hand_entry(random_hand(random.Random(seed), players))
            opened.act(sid, "added", lambda s, e=entry: s.prepare_add(e))
    config = tmp_path / "config"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(config)}
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    remember = (
        "from pathlib import Path; from PySide6.QtCore import QCoreApplication as Q;"
        "from scorekeeper_app.settings import APPLICATION, ORGANIZATION, Preferences;"
        "Q.setOrganizationName(ORGANIZATION); Q.setApplicationName(APPLICATION);"
        f"Preferences().set_last_session(Path({str(book)!r}), {sid!r})"
    )
    subprocess.run([sys.executable, "-c", remember], env=env, check=True)
    probe = [sys.executable, "-c", PROBE, str(book)]
    shown = subprocess.run(probe, env=env, capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0, shown.stderr[-2000:]
    report = json.loads(shown.stdout.strip().splitlines()[-1])
    assert report["hand"] == 4  # the session reopened where it was left, ready for hand 4
    assert report["listed"] == 0  # nor did it list the book for the start page it does not show
    loaded = set(report["modules"])
    assert [name for name in NOT_ON_THE_FIRST_SCREEN if name in loaded] == []
