"""print_slip: the one record-then-write step of ``session slip`` and the app's Save slip; a
target it cannot write (a missing folder, a full disk) is refused before anything is recorded."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from scorekeeper.book.storage import Book
from scorekeeper.casino import slip
from scorekeeper.casino.slip import SlipNotWritten, print_slip


@pytest.fixture
def book(tmp_path: Path) -> Book:
    opened = Book.open(tmp_path / "book.sqlite")
    opened.create_session(name="T", players=["Amy", "Bob"])
    return opened


def _slips(book: Book) -> int:
    return len(book.session("1").casino.slips)


def test_a_second_print_is_copy_two(tmp_path: Path, book: Book) -> None:
    first = print_slip(book, "1", tmp_path / "a.pdf", player=None)
    second = print_slip(book, "1", tmp_path / "b.pdf", player="Amy")
    again = print_slip(book, "1", tmp_path / "c.pdf", player=None)
    assert (first.copy_number, first.reprint, second.copy_number, again.copy_number, again.reprint) == (
        1,
        False,
        1,
        2,
        True,
    )
    assert b"REPRINT" in (tmp_path / "c.pdf").read_bytes() and _slips(book) == 3
    assert not list(tmp_path.glob(".scorekeeper-slip-trial-*"))  # the trial is gone


def test_a_missing_folder_or_a_full_disk_records_nothing(
    tmp_path: Path, book: Book, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(SlipNotWritten, match="not a file that can be written here") as missing:
        print_slip(book, "1", tmp_path / "missing" / "s.pdf", player=None)
    assert missing.value.recorded is None and _slips(book) == 0

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(slip.os, "fsync", full)
    with pytest.raises(SlipNotWritten, match="No space left on device") as no_room:
        print_slip(book, "1", tmp_path / "s.pdf", player=None)
    assert no_room.value.recorded is None and _slips(book) == 0 and not (tmp_path / "s.pdf").exists()


def test_a_failure_after_the_print_was_recorded_says_which_copy(
    tmp_path: Path, book: Book, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(slip, "write_atomically", broken)
    with pytest.raises(SlipNotWritten, match="copy 1 was recorded") as late:
        print_slip(book, "1", tmp_path / "s.pdf", player=None)
    assert late.value.recorded == 1 and _slips(book) == 1
