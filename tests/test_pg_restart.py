"""The server restarted (``pg_ctl restart``) while a terminal records: the terminal rides
it out, and no hand it was told is saved is lost, none is recorded twice.

Only a cluster this test started itself is restarted, never the machine's server.
"""

from __future__ import annotations

import subprocess
import sys

import pg_support
from helpers.session_kit import REPO, assert_book_consistent, cli_env, entry_digest
from pg_support import Cluster

from scorekeeper.book import open_book

NAMES = ["Amy", "Bob", "Cat", "Dan"]
RESTARTS, HANDS = 3, 150
cluster = pg_support.cluster  # the fixture: a throwaway cluster on a free port


def test_a_server_restart_while_recording_loses_nothing_and_doubles_nothing(cluster: Cluster) -> None:
    with open_book(cluster.url) as book:
        sid = book.create_session(name="Restarts", players=NAMES).id
    recorder = REPO / "tests" / "helpers" / "recorder.py"
    child = subprocess.Popen(
        [sys.executable, str(recorder), cluster.url, sid, "--seed", "7", "--count", str(HANDS), "--void-every", "9"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=cli_env(),
    )
    assert child.stdout is not None
    lines = [child.stdout.readline()]
    for _ in range(RESTARTS):
        for _ in range(HANDS // (RESTARTS + 2)):  # let it record a while, then pull the server away
            lines.append(child.stdout.readline())
        cluster.restart()
    # The rest through the same reader (communicate() would skip what it has read ahead).
    lines += child.stdout.read().splitlines(keepends=True)
    err = child.stderr.read() if child.stderr else ""
    child.wait(timeout=300)
    assert child.returncode == 0 and err == "", err[-2000:]  # every action rode out the restarts
    assert lines[0] == f"ready {sid}\n"
    added = {int(n): digest for kind, n, *digest in (line.split() for line in lines[1:]) if kind == "added"}
    voided = {int(n) for kind, n, *_ in (line.split() for line in lines[1:]) if kind == "voided"}
    assert len(lines) - 1 == HANDS
    with open_book(cluster.url) as book:
        session = assert_book_consistent(book, sid)
        assert len(session.events) == 1 + HANDS  # each action once: none lost, none twice
        assert {n: entry_digest(session.hands[n].entry.dump()) for n in added} == {n: d[0] for n, d in added.items()}
        assert {n for n, r in session.hands.items() if r.status == "void"} == voided
    log = (cluster.folder / "log").read_text()
    assert log.count("database system is ready to accept connections") == 1 + RESTARTS
