"""Crash test: a process recording hands is killed with SIGKILL at random moments.

After every kill the book must open, pass SQLite's integrity check, and hold every hand
whose recording had returned (the child prints a hand only after ``Book.act`` returned),
none twice and none half-written.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pg_support
import pytest
from helpers.recorder import record
from helpers.session_kit import REPO, assert_book_consistent, cli_env, entry_digest, integrity
from pg_support import BookFactory, is_pg

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.session.session import Session, parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]
KILLS = 55
book_factory = pg_support.book_factory  # the fixture: every test on SQLite and on PostgreSQL
pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="kills a forked child with SIGKILL")


class Reported:
    """What the killed children said they had recorded, and the checks after each kill."""

    def __init__(self, path: str, sid: str) -> None:
        self.path, self.sid = path, sid
        self.added: dict[int, str] = {}
        self.voided: set[int] = set()
        self.events = 1  # the session's "created" event
        self.unreported = 0  # kills that landed after a commit and before its line was printed

    def take(self, text: str) -> int:
        """Read a killed child's output; a last line without its newline was not fully printed."""
        lines = text.split("\n")[:-1]
        assert lines and lines[0] == f"ready {self.sid}", text[:200]
        for line in lines[1:]:
            kind, number, *rest = line.split()
            if kind == "added":
                assert int(number) not in self.added, f"hand {number} reported twice"
                self.added[int(number)] = rest[0]
            else:
                assert kind == "voided"
                self.voided.add(int(number))
        return len(lines) - 1

    def check(self, reported_now: int) -> None:
        if not is_pg(self.path):
            assert integrity(Path(self.path)) == [("ok",)]
        with open_book(self.path) as book:
            session = assert_book_consistent(book, self.sid)  # replays whole, chain and hand_money agree
            added = [e.payload for e in session.events if e.kind == "added"]
            numbers = [p["hand"] for p in added]
            assert len(numbers) == len(set(numbers)), "a hand recorded twice"
            digests = [entry_digest(p["entry"]) for p in added]
            assert len(digests) == len(set(digests)), "the same deal recorded twice"
            for number, digest in self.added.items():
                assert number in session.hands, f"hand {number} was reported recorded, and is lost"
                assert entry_digest(session.hands[number].entry.dump()) == digest
            for number in self.voided:
                assert session.hands[number].status == "void", f"the void of hand {number} is lost"
            # Every action of the killed child is either reported or the one it was in when killed.
            new = len(session.events) - self.events
            assert reported_now <= new <= reported_now + 1, (reported_now, new)
            self.unreported += new - reported_now
            self.events = len(session.events)


def new_book(path: str) -> tuple[str, str]:
    with open_book(path) as book:
        sid = book.create_session(name="Crash night", players=NAMES).id
    return path, sid


def warm_up() -> None:
    """Build the engine's lookup tables before forking, so a child records from its first moment."""
    session = Session.create("0", name="warm", players=NAMES)
    for seed in range(3):
        session.prepare_add(parse_hand_entry(random_hand(random.Random(seed), NAMES)))


def test_sigkill_at_random_moments_loses_nothing_recorded(book_factory: BookFactory) -> None:
    path, sid = new_book(book_factory())
    warm_up()
    report = Reported(path, sid)
    rng = random.Random(20261129)
    waited = 0  # kills that came only after the child had reported a recorded hand
    for kill in range(KILLS):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: record until killed, never back into pytest
            code = 1
            try:
                os.close(read_fd)
                with os.fdopen(write_fd, "w") as out:
                    record(path, sid, seed=kill, count=10**6, out=out, players=NAMES, void_every=6)
                code = 0
            finally:
                os._exit(code)
        os.close(write_fd)
        with os.fdopen(read_fd) as reader:
            ready = reader.readline()  # the book is open; now kill at a random moment
            if rng.random() < 0.5:  # half the kills land after a first hand, however loaded the machine
                ready += reader.readline()
                waited += 1
            while kill == 0 and "\nvoided " not in ready:  # the first child lives to void a hand
                line = reader.readline()
                if not line:  # it ended: the check below says how
                    break
                ready += line
            time.sleep(rng.choice([0.0, rng.uniform(0, 0.02), rng.uniform(0, 0.15)]))
            os.kill(pid, signal.SIGKILL)
            _, status = os.waitpid(pid, 0)
            text = ready + reader.read()
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, f"kill {kill}: child ended early"
        report.check(report.take(text))
    assert waited > 0 and len(report.added) >= waited  # the children really recorded between kills
    assert report.voided


def test_a_killed_interpreter_loses_nothing_recorded(book_factory: BookFactory) -> None:
    """The same with a fresh ``python`` running the recorder script, a few times."""
    path, sid = new_book(book_factory())
    report = Reported(path, sid)
    rng = random.Random(5)
    script = REPO / "tests" / "helpers" / "recorder.py"
    for kill in range(5):
        args = [sys.executable, str(script), str(path), sid, "--seed", str(100 + kill), "--count", "1000000"]
        child = subprocess.Popen(
            [*args, "--void-every", "5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli_env(), text=True
        )
        assert child.stdout is not None
        seen = child.stdout.readline()  # ready
        seen += child.stdout.readline()  # its first hand: the engine's tables are built
        time.sleep(rng.uniform(0, 0.2))
        child.send_signal(signal.SIGKILL)
        # Read through the same buffered file that readline() used: communicate() reads the
        # raw pipe and would drop lines readline() had already buffered.
        out = child.stdout.read()
        assert child.stderr is not None
        err = child.stderr.read()
        child.wait(timeout=60)
        assert child.returncode == -signal.SIGKILL and err == "", err
        report.check(report.take(seen + out))
    assert report.added
