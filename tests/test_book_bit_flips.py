"""A small book with one bit of its file flipped, opened by the command line and the library:
never a traceback, always one line (exit 2: refused, exit 3: shown and said not to verify).

SQLite quotes a damaged schema's own text in its message; when the flipped bit makes that
text other than UTF-8, Python's sqlite3 raised UnicodeDecodeError in place of the error.
"""

from __future__ import annotations

import contextlib
import functools
import io
import random
import shutil
import time
from pathlib import Path

import pytest

from scorekeeper.book import BookError, open_book
from scorekeeper.book.storage import Book
from scorekeeper.cli import main as cli
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.session.session import parse_hand_entry
from scorekeeper.web.source import open_read_only

NAMES = ["Amy", "Bob", "Cat"]
FLIPS = 2000
COMMANDS = (("session", "show", "1"), ("session", "settle", "1"), ("session", "list"))


@pytest.fixture(scope="module")
def small_book(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("original") / "book.sqlite"
    rng = random.Random(27)
    with Book.open(path) as book:
        sid = book.create_session(name="Friday", players=NAMES).id
        for _ in range(2):
            entry = parse_hand_entry(random_hand(rng, NAMES))
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
    return path.read_bytes()


def flipped(data: bytes, *, at: int, bit: int) -> bytes:
    changed = bytearray(data)
    changed[at] ^= 1 << bit
    return bytes(changed)


def command(*args: str) -> tuple[int, str, str]:
    """The command line in this process; an exception escaping main() fails the test."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(list(args))
    return code, out.getvalue(), err.getvalue()


def check_commands(path: Path) -> list[int]:
    codes = []
    for args in COMMANDS:
        code, _out, err = command(*args, "--book", str(path))
        assert code in (0, 2, 3), (args, code, err)
        if code:
            assert err.count("\n") == 1 and err.endswith("\n") and "Traceback" not in err, (args, err)
        codes.append(code)
    return codes


def check_library(path: Path) -> None:
    """Every failure of the library is a BookError with one line."""
    try:
        with open_book(path) as book:
            book.list_sessions()
            book.verify("1")
            book.standings()
    except BookError as exc:
        assert "\n" not in str(exc) and str(exc), repr(exc)


def test_a_flipped_letter_of_the_schema_is_one_line_not_a_traceback(small_book: bytes, tmp_path: Path) -> None:
    at = small_book.index(b"CHECK (state IN")
    path = tmp_path / "book.sqlite"
    path.write_bytes(flipped(small_book, at=at, bit=7))  # 'C' becomes 0xC3: not UTF-8 followed by 'H'
    for args in COMMANDS:
        assert command(*args, "--book", str(path)) == (
            2,
            "",
            f"{path}: the book is damaged; restore it from a backup\n",
        )
    with pytest.raises(BookError, match="the book is damaged; restore it from a backup"):
        open_book(path)
    with pytest.raises(InputError, match="the book is damaged; restore it from a backup"):
        open_read_only(path)  # what `scorekeeper serve` opens


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_two_thousand_random_single_bit_flips_never_trace_back(
    small_book: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli, "build_parser", functools.cache(cli.build_parser))  # 60 ms each, the same every time
    rng = random.Random(2027)
    outcomes: dict[str, int] = {}
    start = time.perf_counter()
    for number in range(FLIPS):
        folder = tmp_path / str(number % 10)
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
        path = folder / "book.sqlite"
        path.write_bytes(flipped(small_book, at=rng.randrange(len(small_book)), bit=rng.randrange(8)))
        codes = check_commands(path)
        check_library(path)
        key = "refused" if 2 in codes else "reported" if 3 in codes else "unchanged"
        outcomes[key] = outcomes.get(key, 0) + 1
    seconds = time.perf_counter() - start
    print(f"{FLIPS} flips in {seconds:.1f} s: {outcomes}")
    assert outcomes.get("refused", 0) > 0
