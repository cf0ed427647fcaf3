"""PostgreSQL for the tests: the server, and a fresh book (its own schema) per test.

The server comes from ``SCOREKEEPER_TEST_PG`` (a ``postgresql://`` URL; ``.ci/steps/postgres.sh``
sets it in CI); outside CI it defaults to the machine's server. The PostgreSQL tests skip
only outside CI when no server answers: in CI a missing server fails them.

Each test's book is a schema of its own in the server's database, named by the URL's
``options=-csearch_path=...``, created before the test and dropped after it.
"""

from __future__ import annotations

import contextlib
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


def connect(url: str) -> Any:
    """A plain connection to the book at ``url`` (to look at or change its tables)."""
    import psycopg

    return psycopg.connect(url, autocommit=True)


def server_address() -> tuple[str, int]:
    parts = urlsplit(server_url())
    return parts.hostname or "127.0.0.1", parts.port or 5432


class CuttingProxy:
    """A TCP relay to the server that can cut every connection through it at once,
    as a pulled cable or a restarted router would (:meth:`cut`)."""

    def __init__(self) -> None:
        import socket
        import threading

        self._socket = socket
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._pairs: list[tuple[Any, Any]] = []
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def url(self, book_url: str) -> str:
        parts = urlsplit(book_url)
        user = f"{parts.username}@" if parts.username else ""
        return urlunsplit(parts._replace(netloc=f"{user}127.0.0.1:{self.port}"))

    def _accept(self) -> None:
        import threading

        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            try:
                upstream = self._socket.create_connection(server_address())
            except OSError:
                client.close()
                continue
            for end in (client, upstream):  # relay each message at once, as libpq and the server do
                end.setsockopt(self._socket.IPPROTO_TCP, self._socket.TCP_NODELAY, 1)
            with self._lock:
                self._pairs.append((client, upstream))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source: Any, target: Any) -> None:
        try:
            while data := source.recv(65536):
                target.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, target):
                with contextlib.suppress(OSError):
                    s.shutdown(self._socket.SHUT_RDWR)

    def cut(self) -> int:
        """Cut every open connection; returns how many were cut."""
        with self._lock:
            pairs, self._pairs = self._pairs, []
        for pair in pairs:
            for s in pair:
                with contextlib.suppress(OSError):
                    s.shutdown(self._socket.SHUT_RDWR)
                s.close()
        return len(pairs)

    def close(self) -> None:
        self._closed = True
        self._listener.close()
        self.cut()


# -- one test, either backend ------------------------------------------------------------------
def place_book(name: str, data: bytes, scratch: Path) -> None:
    """The SQLite book whose bytes are ``data`` at ``name``: written there, or copied onto
    the server (``scorekeeper book copy``'s code: same sessions, numbers and events)."""
    if not is_pg(name):
        Path(name).write_bytes(data)
        return
    from scorekeeper.cli.book_copy import copy_book

    source = scratch / f"source-{secrets.token_hex(4)}.sqlite"
    source.write_bytes(data)
    try:
        copy_book(source, name)
    finally:
        for leftover in scratch.glob(source.name + "*"):
            leftover.unlink()


class _Raw:
    """A plain connection to either backend taking ``?`` placeholders (to change a book
    behind the app's back)."""

    def __init__(self, name: str) -> None:
        import sqlite3

        self.pg = is_pg(name)
        self.db = connect(name) if self.pg else sqlite3.connect(name)

    def execute(self, query: str, params: Any = ()) -> Any:
        if self.pg:
            return self.db.execute(query.replace("?", "%s"), params or None)
        return self.db.execute(query, params)

    def commit(self) -> None:
        if not self.pg:
            self.db.commit()

    def close(self) -> None:
        self.db.close()


def raw_connection(name: str) -> Any:
    return _Raw(name)


def dump(url: str) -> list[tuple[Any, ...]]:
    """Every row of every table of a PostgreSQL book (to show nothing changed)."""
    with connect(url) as db:
        tables = [r[0] for r in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")]
        return [(t, *row) for t in sorted(tables) for row in db.execute(f'SELECT * FROM "{t}" ORDER BY 1').fetchall()]


def book_state(name: str) -> Any:
    """What must not change: the book's folder (file, -wal, -shm), or its tables' rows."""
    if is_pg(name):
        return dump(name)
    folder = Path(name).parent
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file() and not p.name.endswith(".lock")}


# -- a cluster of the test's own (to restart it; never the machine's main server) ---------------
def postgres_bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return found[-1].parent if found else None


class Cluster:
    """A throwaway PostgreSQL cluster in a temporary folder on a free port."""

    def __init__(self, bin_dir: Path) -> None:
        import socket
        import subprocess
        import tempfile

        self.bin = bin_dir
        self.folder = Path(tempfile.mkdtemp(prefix="scorekeeper-test-pg-"))
        self._as: list[str] = []
        if os.geteuid() == 0:  # initdb refuses to run as root
            import shutil

            shutil.chown(self.folder, "postgres")
            self._as = ["runuser", "-u", "postgres", "--"]
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self._run(str(self.bin / "initdb"), "-D", str(self.folder / "data"), "-A", "trust", "-U", "postgres")
        self._ctl("start")
        subprocess.run(
            [str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "test"],
            check=True,
            capture_output=True,
        )
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/test"

    def _run(self, *args: str) -> None:
        import subprocess

        done = subprocess.run([*self._as, *args], capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stderr or done.stdout}")

    def _ctl(self, action: str) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1"
        data, log = str(self.folder / "data"), str(self.folder / "log")
        self._run(
            str(self.bin / "pg_ctl"), "-D", data, "-w", "-t", "60", "-m", "fast", "-l", log, "-o", options, action
        )

    def restart(self) -> None:
        self._ctl("restart")

    def stop(self) -> None:
        import shutil

        try:
            self._ctl("stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    """A cluster this test may restart; skipped outside CI where the server's programs are missing."""
    bin_dir = postgres_bin()
    if bin_dir is None:
        if os.environ.get("CI"):
            pytest.fail("CI needs PostgreSQL's programs (apt-get install postgresql)", pytrace=False)
        pytest.skip("PostgreSQL's programs (initdb, pg_ctl) are not installed")
    made = Cluster(bin_dir)
    try:
        yield made
    finally:
        made.stop()
