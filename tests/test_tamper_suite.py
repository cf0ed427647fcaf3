"""The tamper suite: copies of a 50-hand book changed behind the program's back, and
every view run on each copy.

Changes: random bit flips in the file and in its WAL, money digits changed, rows
edited, deleted and swapped, triggers and views planted. Views: ``session show``,
``session list``, ``session settle``, ``export --json`` and the standings. For every
(copy, view) the outcome is one of

- ``refused``: exit 2 with one line (the file is not a usable book);
- ``reported``: the view printed, then said it does not verify (exit 3, or the standings' check);
- ``same``: the view showed exactly what the untouched book shows (the change hit nothing it reads);
- ``WRONG``: a changed result shown as verified;
- ``crash`` (a traceback) or ``hang``.

No copy may be WRONG, crash or hang. The exception, which only a fingerprint kept outside
the book can catch, is a *consistent* rewrite: the last hands cut off with every derived
row remade, or an older copy of the book put back; it is shown here to change the
fingerprint (README, "What the book guarantees"). The count of each outcome is printed.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import shutil
import signal
import sqlite3
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from scorekeeper.book.rows import read_events, session_row, write_row
from scorekeeper.book.storage import Book
from scorekeeper.cli import main as cli
from scorekeeper.demo import random_hand
from scorekeeper.session.session import Session, parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan"]
VIEWS = ("show", "list", "settle", "export", "standings")
HANG_SECONDS = 20


# -- the book and its copies ------------------------------------------------------------------
def _record(book: Book, sid: str, rng: random.Random, hands: int) -> None:
    for _ in range(hands):
        entry = parse_hand_entry(random_hand(rng, rng.sample(NAMES, rng.randint(2, 4))))
        book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]


@pytest.fixture(scope="module", autouse=True)
def _the_book_alone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """What the book alone can tell: no memory of what this computer recorded (a file, not a
    folder, where the memory would be; tests/test_book_memory.py covers the memory), so the many
    copies of one book here are each looked at as on a computer that never saw it."""
    blocked = tmp_path_factory.mktemp("no-memory") / "a file"
    blocked.write_text("")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SCOREKEEPER_MEMORY", str(blocked / "memory"))
        yield


@pytest.fixture(autouse=True)
def _memory_of_this_test() -> None:
    """Overrides the suite-wide one (conftest.py): the module's setting above stays."""


@pytest.fixture(scope="module")
def originals(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``closed``: a closed book (session 1: 50 hands, a correction, a void; session 2: 5 hands);
    ``wal``: the same with its last 10 hands still in the WAL (copied while open); ``older``:
    the book as it was at 45 hands."""
    folder = tmp_path_factory.mktemp("tamper")
    rng = random.Random(50)
    closed = folder / "closed" / "book.sqlite"
    closed.parent.mkdir()
    older = folder / "older" / "book.sqlite"
    older.parent.mkdir()
    wal = folder / "wal" / "book.sqlite"
    wal.parent.mkdir()
    with Book.open(closed) as book:
        sid = book.create_session(name="Friday", players=NAMES, currency="EUR").id
        _record(book, sid, rng, 40)
        entry = parse_hand_entry(random_hand(rng, ["Amy", "Bob"]))
        book.act(sid, "edited", lambda s: s.prepare_edit(3, entry, "typo"))
        book.act(sid, "voided", lambda s: s.prepare_void(7, "misdeal"))
        other = book.create_session(name="Saturday", players=NAMES).id
        _record(book, other, rng, 5)
        _record(book, sid, rng, 5)
        book.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        shutil.copyfile(closed, older)
        book.db.execute("PRAGMA wal_autocheckpoint = 0")  # the next hands stay in the WAL
        states = {}
        for count in range(1, 6):  # the book after each commit in the WAL, as a crash would leave it
            _record(book, sid, rng, 1)
            state = wal if count == 5 else folder / f"wal-{count}" / "book.sqlite"
            state.parent.mkdir(exist_ok=True)
            shutil.copyfile(closed, state)
            shutil.copyfile(closed.with_name("book.sqlite-wal"), state.with_name("book.sqlite-wal"))
            states[f"wal-{count}"] = state
    assert sorted(p.name for p in closed.parent.iterdir()) == ["book.sqlite"]
    return {"closed": closed, "wal": wal, "older": older, **states}


def copy_of(original: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for source in original.parent.iterdir():
        shutil.copyfile(source, folder / source.name)
    return folder / original.name


# -- running the views ----------------------------------------------------------------------
class Hang(Exception):
    pass


@contextlib.contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def ring(*_: object) -> None:
        raise Hang

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(list(args))
    return code, out.getvalue(), err.getvalue()


def _export_view(path: Path) -> tuple[int, str, str]:
    target = path.parent / "export.json"
    target.unlink(missing_ok=True)
    code, out, err = _cli("export", "1", "--json", str(target), "--book", str(path))
    shown = ""
    if code == 0:
        data = json.loads(target.read_text(encoding="utf-8"))
        shown = json.dumps({k: data[k] for k in ("name", "fingerprint", "events")}, sort_keys=True)
    return code, shown + out, err


def _standings_view(path: Path) -> tuple[int, str, str]:
    try:
        with Book.open(path) as book:
            standings = book.standings_by_currency()  # never one currency added to another
            check = book.standings_check()
    except ValueError as exc:  # InputError and BookError: refused with a sentence
        return 2, "", str(exc) + "\n"
    shown = json.dumps(
        {c: {k: [v.hands, str(v.money.amount)] for k, v in players.items()} for c, players in standings.items()}
    )
    return (0 if check.verified else 3), shown, "" if check.verified else check.problem + "\n"


def view(name: str, path: Path) -> tuple[int, str, str]:
    book = str(path)
    if name == "show":
        return _cli("session", "show", "1", "--book", book)
    if name == "list":
        return _cli("session", "list", "--book", book)
    if name == "settle":
        return _cli("session", "settle", "1", "--book", book)
    if name == "export":
        return _export_view(path)
    return _standings_view(path)


def outcome(name: str, path: Path, truth: dict[str, str], *, earlier: list[dict[str, str]] = ()) -> tuple[str, str]:  # type: ignore[assignment]
    """The outcome of one view on one copy, and what it said (``earlier``: what the views
    showed at the book's earlier commits)."""
    try:
        with deadline(HANG_SECONDS):
            code, out, err = view(name, path)
    except Hang:
        return "hang", ""
    except Exception:  # noqa: BLE001 - a traceback is exactly what this suite looks for
        return "crash", traceback.format_exc(limit=-3)
    if code == 2:
        assert out == "" and err.count("\n") == 1 and len(err) <= 301, (name, err[:400])
        return "refused", err
    if code == 3:
        assert err.count("\n") == 1, (name, err)
        return "reported", err
    assert code == 0, (name, code, err)
    if out == truth[name]:
        return "same", ""
    if any(out == state[name] for state in earlier):
        return "an earlier commit", out[:300]  # only the fingerprint kept outside can tell
    return "WRONG", out[:300]


@pytest.fixture(scope="module")
def truths(originals: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    """What each view shows on the untouched books."""
    out = {}
    for kind, original in originals.items():
        path = copy_of(original, tmp_path_factory.mktemp(f"truth-{kind}"))
        seen = {}
        for name in VIEWS:
            code, shown, err = view(name, path)
            assert (code, err) == (0, ""), (kind, name, err)
            seen[name] = shown
        out[kind] = seen
    assert out["closed"]["show"] != out["older"]["show"]
    return out


# -- the changes ------------------------------------------------------------------------------
def flip_bits(path: Path, rng: random.Random, *, bits: int = 1) -> None:
    data = bytearray(path.read_bytes())
    for _ in range(bits):
        at = rng.randrange(len(data))
        data[at] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))


@contextlib.contextmanager
def raw(path: Path) -> Iterator[sqlite3.Connection]:
    """The file opened as any SQLite tool would (no checks of ours), changed, committed."""
    db = sqlite3.connect(path)
    try:
        yield db
        db.commit()
    finally:
        db.close()


def change_money(path: Path, rng: random.Random) -> None:
    with raw(path) as db:
        if rng.random() < 0.5:  # the money in an event's stored result (the chain covers it)
            seq, payload = rng.choice(db.execute("SELECT seq, payload FROM events WHERE kind = 'added'").fetchall())
            digits = [i for i, ch in enumerate(payload) if ch.isdigit()]
            i = rng.choice(digits)
            payload = payload[:i] + str((int(payload[i]) + rng.randint(1, 9)) % 10) + payload[i + 1 :]
            db.execute("UPDATE events SET payload = ? WHERE session_id = 1 AND seq = ?", (payload, seq))
        else:  # the money the standings read
            rowid, money = rng.choice(db.execute("SELECT rowid, money FROM hand_money").fetchall())
            db.execute("UPDATE hand_money SET money = ? WHERE rowid = ?", (str(int(money.split(".")[0]) + 1), rowid))


def edit_row(path: Path, rng: random.Random) -> None:
    edits: list[Callable[[sqlite3.Connection], object]] = [
        lambda db: db.execute(
            "UPDATE events SET at = '2020-01-01T00:00:00+00:00' WHERE seq = ?", (rng.randint(1, 50),)
        ),
        lambda db: db.execute(
            "UPDATE events SET kind = 'voided' WHERE session_id = 1 AND seq = ?", (rng.randint(2, 50),)
        ),
        lambda db: db.execute("UPDATE events SET hash = 'f' || substr(hash, 2) WHERE session_id = 1 AND seq = 20"),
        lambda db: db.execute("UPDATE sessions SET name = 'Fryday' WHERE id = 1"),
        lambda db: db.execute("UPDATE sessions SET hands = hands - 1 WHERE id = 1"),
        lambda db: db.execute("UPDATE sessions SET state = 'settled' WHERE id = 1"),
        lambda db: db.execute("UPDATE sessions SET date = '1999-01-01' WHERE id = 2"),
        lambda db: db.execute("UPDATE sessions SET events = events - 1 WHERE id = 1"),
        lambda db: db.execute(
            "UPDATE hand_money SET player = 'Zed' WHERE rowid = (SELECT MIN(rowid) FROM hand_money"
            " WHERE player = 'Amy')"
        ),  # fmt: skip
        lambda db: db.execute("UPDATE hand_money SET at = '2020-01-01' WHERE rowid = 3"),
    ]
    with raw(path) as db:
        rng.choice(edits)(db)


def delete_row(path: Path, rng: random.Random) -> None:
    deletes = [
        "DELETE FROM events WHERE session_id = 1 AND seq = (SELECT MAX(seq) FROM events WHERE session_id = 1)",
        f"DELETE FROM events WHERE session_id = 1 AND seq = {rng.randint(2, 49)}",
        "DELETE FROM hand_money WHERE rowid = (SELECT MAX(rowid) FROM hand_money)",
        f"DELETE FROM hand_money WHERE session_id = 1 AND hand = {rng.randint(1, 50)}",
        "DELETE FROM sessions WHERE id = 2",
        "DELETE FROM players WHERE name = 'Dan'",
    ]
    with raw(path) as db:
        db.execute("PRAGMA foreign_keys = OFF")
        db.execute(rng.choice(deletes))


def swap_rows(path: Path, rng: random.Random) -> None:
    with raw(path) as db:
        if rng.random() < 0.5:
            a, b = rng.sample(range(2, 50), 2)
            rows = dict(db.execute("SELECT seq, payload FROM events WHERE session_id = 1 AND seq IN (?, ?)", (a, b)))
            db.execute("UPDATE events SET payload = ? WHERE session_id = 1 AND seq = ?", (rows[b], a))
            db.execute("UPDATE events SET payload = ? WHERE session_id = 1 AND seq = ?", (rows[a], b))
        else:
            hand = rng.randint(1, 50)
            rows = db.execute(
                "SELECT rowid, money FROM hand_money WHERE session_id = 1 AND hand = ?", (hand,)
            ).fetchall()
            if len(rows) >= 2 and rows[0][1] != rows[1][1]:
                db.execute("UPDATE hand_money SET money = ? WHERE rowid = ?", (rows[1][1], rows[0][0]))
                db.execute("UPDATE hand_money SET money = ? WHERE rowid = ?", (rows[0][1], rows[1][0]))
            else:
                db.execute("UPDATE hand_money SET money = '999' WHERE session_id = 1 AND hand = ?", (hand,))


PLANTS = [
    "CREATE TRIGGER eat AFTER INSERT ON events BEGIN DELETE FROM events WHERE rowid = new.rowid; END",
    "CREATE TRIGGER lie AFTER UPDATE ON sessions BEGIN UPDATE hand_money SET money = '0'; END",
    "CREATE VIEW loop AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r",
    "CREATE VIEW hand_money_v AS SELECT * FROM hand_money",
    "CREATE TABLE evil(x)",
    "CREATE INDEX sneaky ON hand_money(money)",
]


def plant(path: Path, rng: random.Random, index: int) -> None:
    with raw(path) as db:
        db.execute(PLANTS[index % len(PLANTS)])


CHANGES: dict[str, tuple[str, int, Callable[[Path, random.Random, int], None]]] = {
    # family: (which original, copies, change)
    "bit flip in the file": ("closed", 400, lambda p, r, i: flip_bits(p, r, bits=1 + i % 3)),
    "bit flip in the WAL": ("wal", 100, lambda p, r, i: flip_bits(p.with_name("book.sqlite-wal"), r, bits=1 + i % 3)),
    "money digits": ("closed", 100, lambda p, r, i: change_money(p, r)),
    "row edited": ("closed", 100, lambda p, r, i: edit_row(p, r)),
    "row deleted": ("closed", 60, lambda p, r, i: delete_row(p, r)),
    "rows swapped": ("closed", 60, lambda p, r, i: swap_rows(p, r)),
    "trigger or view planted": ("closed", len(PLANTS), plant),
}


@pytest.mark.slow
@pytest.mark.parametrize("family", list(CHANGES))
def test_no_view_shows_a_changed_book_as_verified(
    family: str, originals: dict[str, Path], truths: dict[str, dict[str, str]], tmp_path: Path
) -> None:
    kind, copies, change = CHANGES[family]
    earlier = [truths[k] for k in truths if k == "older" or (kind == "wal" and k.startswith("wal-"))]
    rng = random.Random(f"tamper {family}")
    seen: Counter[str] = Counter()
    bad: list[str] = []
    for i in range(copies):
        path = copy_of(originals[kind], tmp_path / str(i))
        change(path, rng, i)
        for name in VIEWS:
            result, said = outcome(name, path, truths[kind], earlier=earlier if kind == "wal" else [])
            seen[f"{name}: {result}"] += 1
            if result in ("WRONG", "crash", "hang"):
                bad.append(f"copy {i}, {name}: {result}: {said}")
        shutil.rmtree(path.parent)
    print(f"\n{family} ({copies} copies): " + ", ".join(f"{k} {v}" for k, v in sorted(seen.items())))
    assert not bad, "\n".join(bad[:10])


# -- what only a fingerprint kept outside the book can catch -------------------------------
def truncate_consistently(path: Path, keep: int) -> None:
    """Cut session 1 after ``keep`` events and remake every derived row, as a careful forger would."""
    with raw(path) as db:
        db.execute("DELETE FROM events WHERE session_id = 1 AND seq > ?", (keep,))
        session = Session.replay("1", read_events(db, "1"))
        created = db.execute("SELECT created FROM sessions WHERE id = 1").fetchone()[0]
        write_row(db, "1", session_row(session, created=created))
        db.execute("DELETE FROM hand_money WHERE session_id = 1")
        for record in session.hands.values():
            if record.status == "recorded":
                for p in record.result.dump()["players"]:
                    row = (record.number, p["name"], record.at, p["units"], p["money"])
                    db.execute("INSERT INTO hand_money VALUES (1, ?, ?, ?, ?, ?)", row)


def _fingerprint(path: Path) -> str:
    code, out, err = _cli("session", "settle", "1", "--book", str(path))
    assert (code, err) == (0, ""), err
    return str(json.loads(out)["fingerprint"])


def test_a_consistent_rewrite_verifies_but_changes_the_fingerprint(
    originals: dict[str, Path], truths: dict[str, dict[str, str]], tmp_path: Path
) -> None:
    original = copy_of(originals["closed"], tmp_path / "original")
    cut = copy_of(originals["closed"], tmp_path / "cut")
    truncate_consistently(cut, keep=40)
    older = copy_of(originals["older"], tmp_path / "older")
    for path in (cut, older):
        results = {name: outcome(name, path, truths["closed"])[0] for name in VIEWS}
        assert set(results.values()) <= {"WRONG", "same"}  # it verifies: the book alone cannot tell
        assert _fingerprint(path) != _fingerprint(original)  # the fingerprint the players noted can
