"""The sessions of a book the statistics may read: those its listing verified (``only``: of these
ids), and why each other one is left out."""

from __future__ import annotations

from scorekeeper.book import Book, SessionInfo

__all__ = ["readable_sessions"]


def readable_sessions(book: Book, only: set[str] | None = None) -> tuple[list[SessionInfo], list[str]]:
    """The verified sessions' lines of the book's listing, and the problems of the others."""
    infos: list[SessionInfo] = []
    problems: list[str] = []
    for info in book.list_sessions():
        if only is not None and info.id not in only:
            continue
        if info.verified:
            infos.append(info)
        else:
            problems.append(info.problem)
    return infos, problems
