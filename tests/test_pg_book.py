"""The book on PostgreSQL: what is not a book is refused untouched, migrations run once in a
transaction, writers of one session are serialized and of different sessions never wait,
a cut connection loses nothing acknowledged and records nothing twice."""

from __future__ import annotations

import json
import random
import threading
import time
from decimal import Decimal
from typing import Any

import pg_support
import psycopg
import pytest
from pg_support import CuttingProxy, connect, dump

from scorekeeper.book import BookError, BookInUse, StorageError
from scorekeeper.book.pg_link import public_location
from scorekeeper.book.pg_schema import PG_MIGRATIONS
from scorekeeper.book.postgres import PostgresBook
from scorekeeper.book.sqlite_schema import SCHEMA_VERSION
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.game.deal import hand_json
from scorekeeper.ledger import totals as ledger
from scorekeeper.session.session import Session, parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]
D = Decimal
pg_url = pg_support.pg_url  # the fixture: a new, empty book per test


def add(book: PostgresBook, sid: str, rng: random.Random) -> int:
    entry = parse_hand_entry(random_hand(rng, rng.sample(NAMES, rng.randint(2, 4))))
    return int(book.act(sid, "added", lambda s: s.prepare_add(entry)).payload["hand"])


def test_a_book_is_made_and_reopened_with_the_same_totals(pg_url: str) -> None:
    rng = random.Random(1)
    with PostgresBook.open(pg_url) as book:
        sid = book.create_session(name="Table 1", players=NAMES, stakes=[("Amy", "Bob", D(5))], currency="EUR").id
        numbers = [add(book, sid, rng) for _ in range(20)]
        book.act(sid, "voided", lambda s: s.prepare_void(3, "misdeal"))
        before = ledger.totals(book.session(sid))
        head = book.head(sid)
    assert numbers == list(range(1, 21))
    with PostgresBook.open(pg_url) as book:
        session = book.session(sid)
        assert ledger.totals(session) == before and book.head(sid) == head
        assert ledger.settle(session, head=head).verified
        assert [(i.id, i.name, i.hands) for i in book.list_sessions()] == [(sid, "Table 1", 19)]
        assert book.player_names() == sorted(NAMES)
        standing = book.standings()
        assert {n: m for n, (_, m) in standing.items()} == {n: t.money for n, t in before.players.items()}
        book.save_draft(sid, '{"players": []}')
        book.save_draft(sid, '{"players": [1]}')
        assert book.draft(sid) == '{"players": [1]}'
        book.clear_draft(sid)
        assert book.draft(sid) is None


def test_the_password_is_never_shown(pg_url: str) -> None:
    secret = pg_url.replace("postgres@", "postgres:hunter2@", 1) + "&password=hunter3"
    assert "hunter" not in public_location(secret)
    with PostgresBook.open(secret) as book:  # trust authentication ignores it
        assert "hunter" not in book.location
        with pytest.raises(InputError) as caught:
            book.session("7")
        assert "hunter" not in str(caught.value)
    closed = secret.replace(":5432/", ":1/")
    with pytest.raises(StorageError, match="the book's database server does not answer") as refused:
        PostgresBook.open(closed, tries=2)
    assert "hunter" not in str(refused.value) and "\n" not in str(refused.value)


def test_another_apps_schema_is_refused_untouched(pg_url: str) -> None:
    with connect(pg_url) as db:
        db.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)")
        db.execute("INSERT INTO notes VALUES (1, 'milk'), (2, 'eggs')")
    before = dump(pg_url)
    for exclusive in (False, True):
        with pytest.raises(BookError, match="a PostgreSQL database, but not a scorekeeper book") as caught:
            PostgresBook.open(pg_url, exclusive=exclusive)
        assert str(caught.value).startswith(public_location(pg_url) + ": ")
    assert dump(pg_url) == before


def test_a_newer_book_is_refused_untouched(pg_url: str) -> None:
    with PostgresBook.open(pg_url) as book:
        book.create_session(name="Later", players=NAMES)
    with connect(pg_url) as db:
        db.execute("UPDATE book_meta SET value = '99' WHERE key = 'schema_version'")
    before = dump(pg_url)
    with pytest.raises(BookError, match=r"newer version of the scorekeeper \(book version 99"):
        PostgresBook.open(pg_url)
    assert dump(pg_url) == before


def test_a_missing_schema_or_server_is_one_clear_line(pg_url: str) -> None:
    missing = pg_url.replace("sk_test_", "sk_gone_")
    with pytest.raises(BookError, match="the schema named by the URL's search_path does not exist"):
        PostgresBook.open(missing)
    with pytest.raises(BookError, match="cannot connect") as caught:
        PostgresBook.open(pg_url.replace("/test?", "/no_such_database_here?"))
    assert "\n" not in str(caught.value)


def test_a_version_1_book_is_migrated_once_in_one_transaction(pg_url: str) -> None:
    session = Session.create("1", name="Old times", players=NAMES, rules="classic-1-6")
    rng = random.Random(4)
    for _ in range(6):
        session.append("added", session.prepare_add(parse_hand_entry(random_hand(rng, NAMES))))
    with connect(pg_url) as db, db.transaction():
        PG_MIGRATIONS[0](db)
        db.execute(
            "INSERT INTO sessions VALUES (1, %s, '2026-01-02T20:00:00', %s, %s)", (session.name, session.head, 7)
        )
        db.execute("INSERT INTO players SELECT unnest(%s::text[]), '2026-01-02T20:00:00'", (NAMES,))
        for e in session.events:
            db.execute(
                "INSERT INTO events VALUES (1, %s, %s, %s, %s, %s)", (e.seq, e.kind, e.at, e.payload_text, e.hash)
            )
    assert SCHEMA_VERSION >= 2
    books = [None, None, None]

    def opener(i: int) -> None:
        books[i] = PostgresBook.open(pg_url)  # type: ignore[call-overload]

    threads = [threading.Thread(target=opener, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for book in books:
        assert book is not None
        book.close()
    with connect(pg_url) as db:
        assert db.execute("SELECT value FROM book_meta WHERE key = 'schema_version'").fetchone() == (
            str(SCHEMA_VERSION),
        )
    with PostgresBook.open(pg_url) as book:
        assert ledger.totals(book.session("1")) == ledger.totals(session)
        book.save_draft("1", "{}")  # version 2's table is there
        assert add(book, "1", rng) == 7


def test_a_failed_migration_leaves_the_book_as_it_was(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with connect(pg_url) as db, db.transaction():
        PG_MIGRATIONS[0](db)
    before = dump(pg_url)

    def broken(db: Any) -> None:
        db.execute("CREATE TABLE drafts(session_id BIGINT)")
        db.execute("SELECT no_such_function()")

    monkeypatch.setitem(PG_MIGRATIONS, 1, broken)
    with pytest.raises(BookError):
        PostgresBook.open(pg_url)
    assert dump(pg_url) == before
    with connect(pg_url) as db:
        assert db.execute("SELECT to_regclass('drafts')").fetchone() == (None,)


def test_a_second_exclusive_open_is_refused_clearly(pg_url: str) -> None:
    first = PostgresBook.open(pg_url, exclusive=True)
    try:
        with pytest.raises(BookInUse, match="open in another scorekeeper window; close it there first"):
            PostgresBook.open(pg_url, exclusive=True)
        with PostgresBook.open(pg_url) as reader:  # a plain open (the CLI) is not refused
            reader.create_session(name="x", players=NAMES)
    finally:
        first.close()
    PostgresBook.open(pg_url, exclusive=True).close()


def test_the_same_hand_from_two_terminals_is_recorded_once(pg_url: str) -> None:
    with PostgresBook.open(pg_url) as book:
        sid = book.create_session(name="T", players=NAMES).id
    entry = parse_hand_entry(random_hand(random.Random(3), NAMES))
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def terminal() -> None:
        with PostgresBook.open(pg_url) as book:
            book.session(sid)
            barrier.wait()
            try:
                book.act(sid, "added", lambda s: s.prepare_add(entry))
                outcomes.append("recorded")
            except InputError as exc:
                outcomes.append(str(exc))

    threads = [threading.Thread(target=terminal) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["recorded", "this hand is the same as hand 1: refused as a duplicate"]
    with PostgresBook.open(pg_url) as book:
        assert len(book.session(sid).hands) == 1


def test_a_held_session_blocks_only_its_own_writers(pg_url: str) -> None:
    rng = random.Random(8)
    with PostgresBook.open(pg_url) as book:
        one = book.create_session(name="One", players=NAMES).id
        two = book.create_session(name="Two", players=NAMES).id
        done = threading.Event()
        with connect(pg_url) as holder, holder.transaction():
            holder.execute("SELECT 1 FROM sessions WHERE id = %s FOR UPDATE", (int(one),))

            def write_one() -> None:
                with PostgresBook.open(pg_url) as other:
                    add(other, one, random.Random(9))
                done.set()

            writer = threading.Thread(target=write_one)
            writer.start()
            for _ in range(5):  # session two records while session one's row is held
                add(book, two, rng)
            assert not done.is_set()  # session one's writer waits for the lock
        writer.join()
        assert done.is_set()
        assert len(book.session(one).hands) == 1 and len(book.session(two).hands) == 5


def test_retries_are_bounded_then_a_plain_book_error(pg_url: str) -> None:
    with PostgresBook.open(pg_url) as book:
        calls = []

        def flaky() -> str:
            calls.append(1)
            if len(calls) < 3:
                raise psycopg.errors.SerializationFailure("could not serialize access")
            return "done"

        assert book.link.retrying(flaky) == "done" and len(calls) == 3

        def always() -> None:
            raise psycopg.errors.DeadlockDetected("deadlock detected")

        book.link.tries = 3
        with pytest.raises(StorageError, match="hand 9 was not saved.*after 3 tries: deadlock detected"):
            book.link.retrying(always, unsaved="hand 9")


def test_cut_connections_lose_nothing_acknowledged_and_record_nothing_twice(pg_url: str) -> None:
    proxy = CuttingProxy()
    rng = random.Random(11)
    cuts = 0
    try:
        with PostgresBook.open(pg_url) as direct:
            sid = direct.create_session(name="Cut", players=NAMES).id
        stop = threading.Event()

        def cutter() -> None:
            nonlocal cuts
            pace = random.Random(12)
            while not stop.wait(pace.uniform(0.002, 0.06)):
                cuts += proxy.cut()

        acknowledged: dict[int, str] = {}
        failed = 0
        with PostgresBook.open(proxy.url(pg_url)) as book:
            # Few tries per action: a failed one then costs 0.35 s of back-off, not 16 s,
            # so a loaded machine still gets its 80 hands well inside the test's timeout.
            book.link.tries = 4
            thread = threading.Thread(target=cutter)
            thread.start()
            try:
                for tried in range(3000):  # 80 hands tried, 40 acknowledged, 20 connections cut
                    if tried >= 80 and cuts >= 20 and len(acknowledged) >= 40:
                        break
                    entry = parse_hand_entry(random_hand(rng, rng.sample(NAMES, rng.randint(2, 4))))
                    try:
                        event = book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
                    except BookError:
                        failed += 1
                        continue
                    acknowledged[event.payload["hand"]] = json.dumps(hand_json(entry))
            finally:
                stop.set()
                thread.join()
        assert len(acknowledged) >= 40  # hands still went through the cuts
        assert cuts >= 20  # connections really were cut, many of them mid-action
        with PostgresBook.open(pg_url) as book:
            session = book.session(sid)
            assert ledger.settle(session, head=book.head(sid)).verified
            stored = {n: json.dumps(hand_json(parse_hand_entry(r.entry.dump()))) for n, r in session.hands.items()}
            assert set(acknowledged) <= set(stored)  # nothing acknowledged is lost
            assert all(stored[n] == text for n, text in acknowledged.items())
            assert len(set(stored.values())) == len(stored)  # no deal twice
            assert len(stored) - len(acknowledged) <= failed  # only an unacknowledged try may have landed
    finally:
        proxy.close()


def test_another_terminals_commits_are_announced_and_ones_own_are_not(pg_url: str) -> None:
    rng = random.Random(21)
    with PostgresBook.open(pg_url) as mine, PostgresBook.open(pg_url) as theirs:
        sid = mine.create_session(name="T", players=NAMES).id
        seen = mine.change_counter()
        add(mine, sid, rng)
        assert mine.change_counter() == seen  # one's own commit is not news
        add(theirs, sid, rng)
        assert changed(mine, seen)  # read from the socket: no query
        seen = mine.change_counter()
        other = pg_support.new_schema()
        try:
            with PostgresBook.open(pg_support.with_search_path(pg_support.server_url(), other)) as elsewhere:
                elsewhere.create_session(name="Other book", players=NAMES)
            assert mine.change_counter() == seen  # another book on the same server is not this one
        finally:
            pg_support.drop_schema(other)
        theirs.create_session(name="U", players=NAMES)
        assert changed(mine, seen)


def changed(book: PostgresBook, seen: int) -> bool:
    """Whether the counter moves past ``seen`` (a NOTIFY travels on its own: give it a moment)."""
    for _ in range(500):
        if book.change_counter() > seen:
            return True
        time.sleep(0.01)
    return False


def test_only_a_session_without_hands_is_deleted(pg_url: str) -> None:
    with PostgresBook.open(pg_url) as book:
        empty = book.create_session(name="Typo", players=NAMES).id
        full = book.create_session(name="Real", players=NAMES).id
        add(book, full, random.Random(2))
        with pytest.raises(InputError, match=f"session {full} holds hands: archive it instead"):
            book.delete_session(full)
        book.delete_session(empty)
        assert [i.id for i in book.list_sessions()] == [full]
        with pytest.raises(InputError, match="there is no session"):
            book.delete_session(empty)
