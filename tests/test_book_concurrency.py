"""Several processes using one book at once: every hand lands once, none is lost, and no
one is told 'database is locked'."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading
from pathlib import Path

import pg_support
from helpers.session_kit import REPO, assert_book_consistent, cli_env, entry_digest, run_cli
from pg_support import BookFactory, is_pg

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.game.deal import hand_json
from scorekeeper.session.session import parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]
book_factory = pg_support.book_factory  # the fixture: every test on SQLite and on PostgreSQL
RECORDER = REPO / "tests" / "helpers" / "recorder.py"


def start(path: str | Path, sid: str, seed: int, count: int, go: Path, *extra: str) -> subprocess.Popen[str]:
    args = [str(RECORDER), str(path), sid, "--seed", str(seed), "--count", str(count), "--go", str(go), *extra]
    return subprocess.Popen(
        [sys.executable, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli_env()
    )


def finish(children: list[subprocess.Popen[str]]) -> list[list[tuple[str, int, str]]]:
    """Each child's report lines, after checking it ended well and complained of nothing."""
    reports = []
    for child in children:
        out, err = child.communicate(timeout=300)
        assert "locked" not in err
        assert child.returncode == 0 and err == "", err
        lines = out.splitlines()
        assert lines[0].startswith("ready ")
        reports.append([(kind, int(n), rest[0] if rest else "") for kind, n, *rest in map(str.split, lines[1:])])
    return reports


def test_two_processes_record_into_one_session_at_once(tmp_path: Path, book_factory: BookFactory) -> None:
    path = book_factory()
    go = tmp_path / "go"
    # The app has the book open (just made, so the WAL holds most of it) while two scripts record.
    with open_book(path, exclusive=True) as app:
        sid = app.create_session(name="Busy night", players=NAMES).id
        children = [start(path, sid, seed, 50, go, "--reopen-every", "10") for seed in (1, 2)]
        go.touch()
        reports = finish(children)
        hands = [{n: digest for kind, n, digest in report if kind == "added"} for report in reports]
        assert [len(h) for h in hands] == [50, 50]
        assert not set(hands[0]) & set(hands[1]), "two processes were given the same hand number"
        session = assert_book_consistent(app, sid)  # the app sees them all
        assert sorted(session.hands) == list(range(1, 101))
        for mine in hands:
            for number, digest in mine.items():
                assert entry_digest(session.hands[number].entry.dump()) == digest
        # (Whether the two runs interleave hand by hand is up to SQLite's busy handler: a writer
        # waiting for the lock polls at growing intervals, so one run often takes a burst.)
    with open_book(path) as book:
        assert len(assert_book_consistent(book, sid).live_hands()) == 100


def test_processes_making_a_new_book_at_once_all_get_it(tmp_path: Path, book_factory: BookFactory) -> None:
    path = book_factory().replace("book.sqlite", "new/book.sqlite")
    go = tmp_path / "go"
    children = [start(path, "", seed, 20, go, "--new-session", f"Table {seed}") for seed in range(3)]
    go.touch()
    reports = finish(children)
    if not is_pg(path):
        assert sorted(p.name for p in Path(path).parent.iterdir()) == ["book.sqlite"]
    with open_book(path) as book:
        sessions = {s.name: s for s in book.list_sessions()}
        assert sorted(sessions) == ["Table 0", "Table 1", "Table 2"]
        for seed, report in enumerate(reports):
            sid = sessions[f"Table {seed}"].id
            session = assert_book_consistent(book, sid)
            assert {n: entry_digest(session.hands[n].entry.dump()) for n in session.hands} == {
                n: d for kind, n, d in report if kind == "added"
            }
            assert sessions[f"Table {seed}"].hands == 20


def test_two_command_lines_adding_hands_at_once(tmp_path: Path, book_factory: BookFactory) -> None:
    path = book_factory()
    created = run_cli("session", "new", "--name", "Scripts", "--players", ",".join(NAMES), "--book", path)
    sid = json.loads(created.stdout)["session"]
    rng = random.Random(17)
    files: list[list[Path]] = [[], []]
    for who in (0, 1):
        for i in range(6):
            hand = tmp_path / f"hand-{who}-{i}.json"
            hand.write_text(json.dumps(random_hand(rng, rng.sample(NAMES, rng.randint(2, 4)))))
            files[who].append(hand)
    numbers: list[list[int]] = [[], []]
    errors: list[str] = []

    def script(who: int) -> None:
        for hand in files[who]:
            result = run_cli("session", "add", sid, hand, "--book", path)
            if result.returncode != 0 or result.stderr:
                errors.append(result.stderr)
            else:
                numbers[who].append(json.loads(result.stdout)["hand"])

    threads = [threading.Thread(target=script, args=(who,)) for who in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert sorted(numbers[0] + numbers[1]) == list(range(1, 13))
    with open_book(path) as book:
        session = assert_book_consistent(book, sid)
        for who in (0, 1):
            for number, hand in zip(numbers[who], files[who], strict=True):
                typed = hand_json(parse_hand_entry(json.loads(hand.read_text())))
                assert entry_digest(session.hands[number].entry.dump()) == entry_digest(typed)
