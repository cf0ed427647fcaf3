"""One interface, backends behind it: ``open_book`` picks the backend from the name."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from scorekeeper.book import Book, BookError, open_book
from scorekeeper.book.sqlite import SQLiteBook
from scorekeeper.book.storage import Book as StorageBook


def test_a_path_opens_the_sqlite_book_behind_the_interface(tmp_path: Path) -> None:
    with open_book(tmp_path / "book.sqlite") as book:
        assert isinstance(book, Book) and isinstance(book, SQLiteBook)
        assert book.location == str(tmp_path / "book.sqlite") and not book.read_only
    assert StorageBook is SQLiteBook  # the older import path still gives the same book


def test_a_postgresql_url_goes_to_the_postgres_backend_imported_only_then(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, bool, bool]] = []
    fake = types.ModuleType("scorekeeper.book.postgres")

    def opener(url: str, *, exclusive: bool = False, read_only: bool = False) -> object:
        calls.append((url, exclusive, read_only))
        return "the postgres book"

    fake.open_book = opener  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "scorekeeper.book.postgres", fake)
    assert open_book("postgresql://cashier@127.0.0.1:5432/room", exclusive=True) == "the postgres book"  # type: ignore[comparison-overlap]
    assert calls == [("postgresql://cashier@127.0.0.1:5432/room", True, False)]


def test_without_the_postgres_backend_a_url_is_a_plain_book_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "scorekeeper.book.postgres", None)  # import fails as if absent
    with pytest.raises(BookError, match="a PostgreSQL book needs"):
        open_book("postgresql://127.0.0.1/test")


def test_the_interface_names_every_public_method_of_the_book() -> None:
    public = {name for name in dir(SQLiteBook) if not name.startswith("_")}
    assert {name for name in dir(Book) if not name.startswith("_")} >= public - {"open", "transaction", "path", "db"}
