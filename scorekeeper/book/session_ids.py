"""A session's id as the book's tables key it, and the refusal when there is no such session.

Both backends key sessions by number; an id that is not one names no session, in the
same words as an id the book does not hold.

>>> session_key("12")
12
>>> print(no_session("a very long name that somebody typed in by mistake"))
there is no session 'a very long name that somebody typed in…' in this book
"""

from __future__ import annotations

from scorekeeper.errors import InputError


def short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def no_session(session_id: str) -> InputError:
    """The refusal of a session the book does not hold."""
    return InputError(f"there is no session {short(session_id)!r} in this book")


def session_key(session_id: str) -> int:
    """The session's number in the book's tables; an id that is not a number is refused."""
    try:
        return int(session_id)
    except ValueError:
        raise no_session(session_id) from None
