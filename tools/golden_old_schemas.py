"""Older stored versions for the golden corpus (tools/make_golden_corpus.py): a book of an earlier
schema made by that version's own steps, as SQLite SQL text and as PostgreSQL statements and rows.
``start``: the fixed moment the corpus's world starts at (the old schemas' created times)."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path
from typing import Any

LATER = (  # what schema N + 1 adds, taken away again, from schema 3 on
    (),
    (),
    (),
    ("DROP TABLE book",),
    ("DROP TABLE register_events",),
    ("DROP TABLE manager_keys", "ALTER TABLE sessions DROP COLUMN manager_failures"),
)


def old_schema_book(current: str, target: Path, version: int, *, start: str) -> dict[str, Any]:
    """The sessions of book ``current`` in a book of schema ``version`` (made by that version's
    steps, as tests/test_storage.py makes a version 1 book), as SQL text."""
    from scorekeeper.book.sqlite_schema import APPLICATION_ID, migrate_step

    if version >= 3:  # schema 3 lacks only what 4 (the book's id), 5 (the register) and 6 (the manager's guard) add
        shutil.copyfile(current, target)
        db = sqlite3.connect(target, isolation_level=None)
        for statements in LATER[version:]:
            for statement in statements:
                db.execute(statement)
        if version >= 4:  # the book's id is drawn at random: a fixed one, so the file is the same each run
            db.execute("DELETE FROM book")
            db.execute("INSERT INTO book VALUES (?)", (hashlib.sha256(b"golden corpus").hexdigest()[:32],))
    else:
        db = sqlite3.connect(target, isolation_level=None)
        db.execute("ATTACH DATABASE ? AS now", (current,))
        db.execute("BEGIN")
        for step in range(version):
            migrate_step(db, step)
        db.execute("INSERT INTO players SELECT name, ? FROM now.players", (start,))
        db.execute("INSERT INTO sessions SELECT id, name, ?, head, events FROM now.sessions", (start,))
        db.execute("INSERT INTO events SELECT * FROM now.events")
        db.execute("INSERT INTO hand_money SELECT * FROM now.hand_money")
        db.execute("COMMIT")
        db.execute("DETACH DATABASE now")
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {version}")
    sql = list(db.iterdump())
    postgresql = {"statements": pg_statements(version), "rows": table_rows(db)}
    db.close()
    sqlite = {"application_id": APPLICATION_ID, "sql": sql}
    return {"as": "old-schema-book", "schema": version, "sqlite": sqlite, "postgresql": postgresql}


def pg_statements(version: int) -> list[str]:
    """The PostgreSQL book's tables as schema ``version`` made them (its steps, book/pg_schema.py)."""
    from scorekeeper.book.pg_schema import PG_MIGRATIONS

    statements: list[str] = []

    class Recorder:  # the steps run their statements on this, and the version goes in book_meta
        def execute(self, statement: str, params: tuple[str, ...] = ()) -> Recorder:
            if not statement.lstrip().upper().startswith("SELECT"):  # a step's own reads find no rows yet
                statements.append(statement.replace("%s", "'{}'").format(*params) if params else statement)
            return self

        def fetchall(self) -> list[Any]:
            return []

        def fetchone(self) -> None:
            return None

    for step in range(version):
        PG_MIGRATIONS[step](Recorder())
    return statements


def table_rows(db: sqlite3.Connection) -> dict[str, list[list[Any]]]:
    """Every row of the book's tables, in the order their references need."""
    tables = ("players", "sessions", "events", "hand_money")
    return {t: [list(row) for row in db.execute(f"SELECT * FROM {t} ORDER BY 1, 2")] for t in tables}
