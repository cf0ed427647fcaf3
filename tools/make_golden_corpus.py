"""Write tests/data/golden/: the golden corpus of stored events (issue 25, "What must not change").

Each file is one session as a book stores it (every event row: seq, kind, time, payload text,
hash) with what today's code gives for it: ``session list``, ``session show``, ``session settle``
(plain and every ``--mode``) and ``export --json``, fingerprints included. The sessions are
played through the command line (and, for what only the app records, ``Book.act``) by the
scenarios in tools/golden_scenarios.py; tests/test_golden_corpus.py loads every file into a
fresh book and asserts the same answers.

Deterministic: each scenario runs in its own new book (its session is "1"), under a clock that
starts at a fixed time and moves one minute per event, with the manager passphrase's salt drawn
from a counter. A tournament's files (its event, session 1, and any of its tables' sessions) are
answered loaded alone into a fresh book, as the test loads them, with ``tournament show 1``.
Older stored versions are made as the migration tests make them: payload version 0 by dropping
``v`` and chaining again; book schemas 1 and 2 by the schema steps of those versions, kept as
SQL text.

    python tools/make_golden_corpus.py            # rewrite tests/data/golden/
    python tools/make_golden_corpus.py --check    # exit 1 when a file would change
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import itertools
import json
import os
import secrets
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Callable, Iterator
from datetime import date, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import golden_scenarios as scenarios
from golden_old_schemas import old_schema_book

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "tests" / "data" / "golden"
FORMAT = "chinese-poker-scorekeeper/golden-session"
MODES = ("fewest", "pair", "cashier", "seat-order")
START = "2026-11-27T20:00:00+01:00"


# -- a fixed world: the clock and the salt ----------------------------------------------------
@contextlib.contextmanager
def fixed_world() -> Iterator[None]:
    """Event times from a clock that moves one minute per event; salts from a counter. A
    tournament's own moments (a hand's setting clock, the event's clock) are the time the next
    event is stored at, and a session made without a date is of the clock's day."""
    from scorekeeper.cli import tournament as cli_tournament
    from scorekeeper.session import commands, events
    from scorekeeper.tournament_log import actions, standings

    base = datetime.fromisoformat(START)
    minute = [0]
    salts = itertools.count()

    def now_text() -> str:
        minute[0] += 1
        return (base + timedelta(minutes=minute[0] - 1)).isoformat()

    def event_now() -> str:  # read as often as the code likes: the clock moves only with the events
        return (base + timedelta(minutes=minute[0])).isoformat()

    def token_bytes(nbytes: int | None = None) -> bytes:
        return hashlib.sha256(f"golden salt {next(salts)}".encode()).digest()[: nbytes or 32]

    class Today(date):
        @classmethod
        def today(cls) -> Today:
            return cls.fromisoformat(START[:10])

    moved: list[tuple[object, str, object]] = [(events, "now_text", now_text), (secrets, "token_bytes", token_bytes)]
    moved += [(module, "now_text", event_now) for module in (actions, standings, cli_tournament)]
    moved += [(commands, "datetime", SimpleNamespace(date=Today))]
    saved = [(module, name, getattr(module, name)) for module, name, _ in moved]
    for module, name, value in moved:
        setattr(module, name, value)
    try:
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


# -- the command line, in this process ----------------------------------------------------------
def run_cli(*args: str, stdin: str | None = None, env: dict[str, str] | None = None, ok: tuple[int, ...] = (0,)) -> str:
    """``scorekeeper ARGS``: its standard output; anything but an ``ok`` exit stops the generator."""
    from scorekeeper.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    saved_env = {k: os.environ.get(k) for k in env or {}}
    saved_stdin = sys.stdin
    os.environ.update(env or {})
    sys.stdin = io.StringIO(stdin or "")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(args))
    finally:
        sys.stdin = saved_stdin
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    if code not in ok:
        raise SystemExit(f"scorekeeper {' '.join(args)}: exit {code}: {err.getvalue().strip()}")
    return out.getvalue()


class Night:
    """One scenario's book and its one session, driven through the command line."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.book = str(folder / "book.sqlite")
        self.files = itertools.count(1)

    def cli(self, *args: str, stdin: str | None = None, manager: str | None = None) -> Any:
        env = {"SCOREKEEPER_MANAGER": manager} if manager else {"SCOREKEEPER_MANAGER": ""}
        text = run_cli(*args, "--book", self.book, stdin=stdin, env=env)
        return json.loads(text) if text.strip() else None

    def session(self, *args: str, stdin: str | None = None, manager: str | None = None) -> Any:
        return self.cli("session", args[0], "1", *args[1:], stdin=stdin, manager=manager)

    def tournament(self, *args: str) -> Any:
        """``scorekeeper tournament ACTION 1 ARGS`` (``new``: no id), on the event that is session 1."""
        return self.cli("tournament", *(args if args[0] == "new" else (args[0], "1", *args[1:])))

    def new(self, *, players: str, rules: object = None, date: str = "2026-11-27", **options: str) -> None:
        args = ["session", "new", "--name", options.pop("name", "Friday night"), "--players", players, "--date", date]
        if rules is not None:
            args += ["--rules", self.rules_arg(rules)]
        for flag, value in options.items():
            args += [f"--{flag}", value]
        assert self.cli(*args) == {"session": "1"}

    def rules(self, rules: object, *, manager: str | None = None) -> None:
        self.session("rules", self.rules_arg(rules), manager=manager)

    def rules_arg(self, rules: object) -> str:
        if isinstance(rules, str):
            return rules
        path = self.folder / f"rules-{next(self.files)}.json"
        path.write_text(json.dumps(rules), encoding="utf-8")
        return str(path)

    def hand_file(self, hand: dict[str, Any]) -> str:
        path = self.folder / f"hand-{next(self.files)}.json"
        path.write_text(json.dumps(hand), encoding="utf-8")
        return str(path)

    def add(self, hand: dict[str, Any], *, dealer: str | None = None, again: bool = False) -> int:
        extra = (["--dealer", dealer] if dealer else []) + (["--again"] if again else [])
        number: int = self.session("add", self.hand_file(hand), *extra)["hand"]
        return number

    def edit(self, number: int, hand: dict[str, Any], reason: str, *, manager: str | None = None) -> None:
        self.session("edit", str(number), self.hand_file(hand), "--reason", reason, manager=manager)

    def act(self, kind: str, prepare: Callable[[Any], dict[str, Any]]) -> None:
        """What only the app records (the unit, settle, reopen, rename, archive): the book's own act."""
        import scorekeeper

        with scorekeeper.Book.open(self.book) as book:
            book.act("1", kind, prepare)

    def act_signed(self, kind: str, prepare: Callable[[Any], Any], passphrase: str) -> None:
        """An action the manager signs off, through the book's own act."""
        import scorekeeper
        from scorekeeper.casino import manager

        with scorekeeper.Book.open(self.book) as book:
            book.act("1", kind, manager.signed(kind, prepare, lambda: passphrase, book=book))

    # -- what the book holds, and what today's code shows for it --------------------------
    def rows(self) -> list[dict[str, Any]]:
        return stored_rows(self.book)

    def expected(self) -> dict[str, Any]:
        return expected_answers(self.book, self.folder)


def stored_rows(book: str, session: str = "1") -> list[dict[str, Any]]:
    db = sqlite3.connect(book)
    try:
        query = "SELECT seq, kind, at, payload, hash FROM events WHERE session_id = ? ORDER BY seq"
        rows = db.execute(query, (int(session),))
        return [{"seq": s, "kind": k, "at": a, "payload": p, "hash": h} for s, k, a, p, h in rows]
    finally:
        db.close()


def expected_answers(book: str, scratch: Path) -> dict[str, Any]:
    """What today's command line answers for session 1 of ``book``."""
    listed = json.loads(run_cli("session", "list", "--book", book))["sessions"]
    answers: dict[str, Any] = {
        "list": listed,
        "show": json.loads(run_cli("session", "show", "1", "--book", book)),
        "settle": json.loads(run_cli("session", "settle", "1", "--book", book)),
    }
    answers["settle_modes"] = {
        mode: json.loads(run_cli("session", "settle", "1", "--mode", mode, "--book", book)) for mode in MODES
    }
    target = scratch / "export.json"
    run_cli("export", "1", "--json", str(target), "--book", book)
    answers["export"] = json.loads(target.read_text(encoding="utf-8"))
    target.unlink()
    return answers


# -- older stored versions ----------------------------------------------------------------------
def without_versions(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The same events as a book written before payloads had a version (``v``) holds them."""
    from scorekeeper.session.events import Event

    out, prev = [], ""
    for row in rows:
        payload = {k: v for k, v in json.loads(row["payload"]).items() if k != "v"}
        event = Event.make(seq=row["seq"], kind=row["kind"], payload=payload, prev=prev, at=row["at"])
        out.append({"seq": event.seq, "kind": event.kind, "at": event.at, "payload": event.payload_text})
        out[-1]["hash"] = prev = event.hash
    return out


def load_rows(book: str, rows: list[dict[str, Any]]) -> None:
    """Rows into a new book, as the test loads them (the book's own import of stored events)."""
    import scorekeeper
    from scorekeeper.session.events import Event

    events = [Event(r["seq"], r["kind"], r["at"], r["payload"], r["hash"]) for r in rows]
    with scorekeeper.Book.open(book) as opened:
        opened.import_events(events)


# -- the corpus ---------------------------------------------------------------------------------
def entry(name: str, about: str, rows: list[dict[str, Any]], answers: dict[str, Any], **store: Any) -> dict[str, Any]:
    from scorekeeper.session.event_models import EVENT_VERSION

    versions = sorted({json.loads(r["payload"]).get("v", 0) for r in rows})
    return {
        "format": FORMAT,
        "name": name,
        "about": about,
        "made_by_event_version": EVENT_VERSION,
        "covers": {
            "kinds": sorted({r["kind"] for r in rows}),
            "event_versions": versions,
            "signed": any(json.loads(r["payload"]).get("signed") for r in rows),
        },
        "store": store or {"as": "events"},
        "events": rows,
        "head": rows[-1]["hash"],
        "expected": answers,
    }


def build(scratch: Path) -> dict[str, dict[str, Any]]:
    corpus: dict[str, dict[str, Any]] = {}
    for name, (about, play) in scenarios.SCENARIOS.items():
        folder = scratch / name
        folder.mkdir()
        night = Night(folder)
        with fixed_world():
            play(night)
        if name in scenarios.TOURNAMENTS:
            corpus.update(alone_entries(name, about, night))
            continue
        rows = night.rows()
        corpus[name] = entry(name, about, rows, night.expected())
        if name in scenarios.ALSO_VERSION_0:
            corpus[f"{name}-v0"] = version_0(name, about, rows, folder)
        if name in scenarios.ALSO_OLD_SCHEMAS:  # schema 1 predates payload versions: it holds version 0
            old = str(folder / "v0.sqlite")
            corpus[f"{name}-schema1"] = schema_entry(name, about, (old, corpus[f"{name}-v0"]["events"]), 1)
            corpus[f"{name}-schema2"] = schema_entry(name, about, (night.book, rows), 2)
            corpus[f"{name}-schema3"] = schema_entry(name, about, (night.book, rows), 3)
            corpus[f"{name}-schema4"] = schema_entry(name, about, (night.book, rows), 4)
            corpus[f"{name}-schema5"] = schema_entry(name, about, (night.book, rows), 5)
    corpus["fixture-export-v1"] = fixture_entry(scratch / "fixture")
    return corpus


def alone_entries(name: str, about: str, night: Night) -> dict[str, dict[str, Any]]:
    """A tournament's files: its event's session (session 1), and each table's session the scenario
    names, each answered as the test loads it: alone in a fresh book (the event plays from its
    log alone, its tables' sessions not there), ``tournament show 1`` answered for the event."""
    stored = {name: ("1", about), **scenarios.ALSO_SESSIONS.get(name, {})}
    out = {}
    for file, (session, words) in stored.items():
        rows = stored_rows(night.book, session)
        book = str(night.folder / f"{file}-alone.sqlite")
        load_rows(book, rows)
        got = answers(book)
        if session == "1":
            got["tournament_show"] = json.loads(run_cli("tournament", "show", "1", "--book", book))
            held = json.loads(run_cli("tournament", "show", "1", "--book", night.book))
            assert got["tournament_show"] == held, f"{name}: the event alone shows otherwise than with its tables"
        out[file] = entry(file, words, rows, got)
    return out


def version_0(name: str, about: str, rows: list[dict[str, Any]], folder: Path) -> dict[str, Any]:
    old = without_versions(rows)
    book = str(folder / "v0.sqlite")
    load_rows(book, old)
    return entry(f"{name}-v0", f"{about} Payload version 0: no 'v', as written before versions.", old, answers(book))


def schema_entry(name: str, about: str, source: tuple[str, list[dict[str, Any]]], schema: int) -> dict[str, Any]:
    """``source``: the book that holds the events now, and its rows."""
    book, rows = source
    sql_book = Path(book).parent / f"schema{schema}.sqlite"
    store = old_schema_book(book, sql_book, schema, start=START)
    opened = Path(book).parent / f"schema{schema}-opened.sqlite"
    shutil.copyfile(sql_book, opened)
    answers_now = answers(str(opened))  # opening it migrates it, as a user's first open does
    about_schema = f"{about} Stored in a book of schema version {schema} (migrated on open)."
    return entry(f"{name}-schema{schema}", about_schema, rows, answers_now, **store)


def fixture_entry(folder: Path) -> dict[str, Any]:
    folder.mkdir()
    book = str(folder / "book.sqlite")
    run_cli("import", str(REPO / "tests" / "data" / "session-export-v1.json"), "--book", book)
    about = (
        "tests/data/session-export-v1.json, exported before payloads had versions, imported"
        " (the import stores each payload's canonical text)."
    )
    return entry("fixture-export-v1", about, stored_rows(book), answers(book))


def answers(book: str) -> dict[str, Any]:
    return expected_answers(book, Path(book).parent)


def file_text(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _frozen(path: Path) -> bool:
    """A session as an earlier version of the code wrote it, kept as it was (never rewritten):
    ``stored-*.json``, e.g. a repeated deal recorded before the repeat check asked for --again."""
    return path.name.startswith("stored-")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with tests/data/golden/, write nothing")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="golden-") as scratch:
        corpus = build(Path(scratch))
    texts = {f"{name}.json": file_text(data) for name, data in corpus.items()}
    if args.check:
        stale = [n for n, t in texts.items() if not (args.out / n).is_file() or (args.out / n).read_text() != t]
        extra = sorted(p.name for p in args.out.glob("*.json") if p.name not in texts and not _frozen(p))
        for name in stale + extra:
            print(f"golden corpus: {name} differs from what today's code writes", file=sys.stderr)
        return 1 if stale or extra else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for old in args.out.glob("*.json"):
        if old.name not in texts and not _frozen(old):
            old.unlink()
    for name, text in texts.items():
        (args.out / name).write_text(text, encoding="utf-8")
    print(f"{len(texts)} sessions, {sum(len(d['events']) for d in corpus.values())} events in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
