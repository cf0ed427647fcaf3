"""PostgreSQL for the tests: the server, and a fresh book (its own schema) per test.

The server comes from ``SCOREKEEPER_TEST_PG`` (a ``postgresql://`` URL; ``.ci/steps/postgres.sh``
sets it in CI); outside CI it defaults to the machine's server. The PostgreSQL tests skip
only outside CI when no server answers: in CI a missing server fails them.

Each test's book is a schema of its own in the server's database, named by the URL's
``options=-csearch_path=...``, created before the test and dropped after it.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

import pytest

DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/test"


def server_url() -> str:
    return os.environ.get("SCOREKEEPER_TEST_PG") or DEFAULT_URL


@cache
def server_problem() -> str:
    """Why the server cannot be used ('' when it can)."""
    try:
        import psycopg
    except ImportError:
        return "psycopg is not installed (pip install -e '.[postgres]')"
    try:
        psycopg.connect(server_url(), connect_timeout=5, autocommit=True).close()
    except psycopg.Error as exc:
        return f"no PostgreSQL server at {server_url()}: {str(exc).strip().splitlines()[0]}"
    return ""


def require_server() -> None:
    """Skip outside CI when there is no server; in CI, fail."""
    problem = server_problem()
    if problem:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs PostgreSQL: {problem}", pytrace=False)
        pytest.skip(problem)


def admin() -> Any:
    import psycopg

    return psycopg.connect(server_url(), autocommit=True)


def with_search_path(url: str, schema: str) -> str:
    """``url`` naming ``schema`` as the book (libpq's ``options`` parameter)."""
    parts = urlsplit(url)
    option = "options=" + quote(f"-csearch_path={schema}")
    query = f"{parts.query}&{option}" if parts.query else option
    return urlunsplit(parts._replace(query=query))


def new_schema() -> str:
    name = f"sk_test_{os.getpid()}_{secrets.token_hex(4)}"
    with admin() as db:
        db.execute(f'CREATE SCHEMA "{name}"')
    return name


def drop_schema(name: str) -> None:
    with admin() as db:
        db.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')


@pytest.fixture
def pg_url() -> Iterator[str]:
    """The URL of a new, empty PostgreSQL book, dropped after the test."""
    require_server()
    schema = new_schema()
    try:
        yield with_search_path(server_url(), schema)
    finally:
        drop_schema(schema)


BookFactory = Callable[[], str]


@pytest.fixture(params=["sqlite", "postgres"])
def book_factory(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[BookFactory]:
    """Makes the name of a new, empty book on each backend: a path, or a URL.

    Every call gives another book (its own file, or its own schema).
    """
    schemas: list[str] = []
    if request.param == "postgres":
        require_server()

    def make() -> str:
        if request.param == "sqlite":
            folder = tmp_path / f"book{len(list(tmp_path.glob('book*')))}"
            folder.mkdir()
            return str(folder / "book.sqlite")
        schemas.append(new_schema())
        return with_search_path(server_url(), schemas[-1])

    try:
        yield make
    finally:
        for schema in schemas:
            drop_schema(schema)


def is_pg(name: str | Path) -> bool:
    return str(name).startswith(("postgresql://", "postgres://"))
