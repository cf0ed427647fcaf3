"""Checks of single values read from outside. A check takes a value and returns it typed (made
canonical where that is its job) or raises :class:`Invalid`; a container's check adds where.
The wording of the messages is the one users and the tests already know.

>>> amount("2.50"), optional(integer(ge=1))(None), array(text(), max_length=2)(["a", "b"])
(Decimal('2.50'), None, ['a', 'b'])
>>> describe(Invalid("Field required", ("players", 0, "name")), prefix="rules")
'rules.players[0].name: Field required'
>>> try:
...     array(integer(le=2))([1, 5])
... except Invalid as exc:
...     print(describe(exc))
[1]: Input should be less than or equal to 2
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any, TypeVar

from scorekeeper.amounts import JsonNumber, parse_amount
from scorekeeper.text_boundary import excerpt

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")
Check = Callable[[object], T]
Loc = tuple[str | int, ...]


class Invalid(ValueError):
    """A value that does not fit: ``message`` says why, ``loc`` is the path to it."""

    def __init__(self, message: str, loc: Loc = (), *, unknown_key: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.loc = loc
        self.unknown_key = unknown_key  # set when the problem is a key that should not be there

    def inside(self, part: str | int) -> Invalid:
        """The same problem, one level further from the top (``part`` holds it)."""
        self.loc = (part, *self.loc)
        return self


def location(loc: Loc, prefix: str) -> str:
    """Where in a value a problem is: ``players[0].name`` (a hostile key quoted short)."""
    text = prefix
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            if len(part) > 30 or not part.isprintable():  # a hostile key quoted short, its controls escaped
                part = excerpt(part).strip("'")
            text += f".{part}" if text else part
    return text


def describe(exc: Invalid, *, prefix: str = "") -> str:
    """The problem as one line, ``where: what``."""
    where = location(exc.loc, prefix)
    if exc.unknown_key is not None:
        return f"unknown key {excerpt(exc.unknown_key)}" + (f" in {where}" if where else "")
    return f"{where}: {exc.message}" if where else exc.message


def custom(function: Callable[[object], T]) -> Check[T]:
    """A check from a function that raises ValueError with its own message."""

    def check(value: object) -> T:
        try:
            return function(value)
        except Invalid:
            raise
        except ValueError as exc:
            raise Invalid(str(exc)) from None

    return check


def text(*, min_length: int = 0, max_length: int | None = None) -> Check[str]:
    """A string (a JSON number is not one, though it is kept as text), of bounded length."""

    def check(value: object) -> str:
        if type(value) is not str:  # the common case first: a book's events are read by the million
            if not isinstance(value, str):
                raise Invalid("Input should be a valid string")
            if isinstance(value, JsonNumber):
                raise Invalid("must be a string, not a number")
        if len(value) < min_length:
            raise Invalid(f"String should have at least {min_length} character{'' if min_length == 1 else 's'}")
        if max_length is not None and len(value) > max_length:
            raise Invalid(f"String should have at most {max_length} characters")
        return value

    return check


def boolean(value: object) -> bool:
    """true or false, nothing that merely looks like one."""
    if value is True or value is False:
        return value
    raise Invalid("Input should be a valid boolean")


def integer(*, ge: int | None = None, le: int | None = None) -> Check[int]:
    """A whole number (never a bool, never a number with a point), within bounds."""

    def check(value: object) -> int:
        if type(value) is not int:
            raise Invalid("Input should be a valid integer")
        if ge is not None and value < ge:
            raise Invalid(f"Input should be greater than or equal to {ge}")
        if le is not None and value > le:
            raise Invalid(f"Input should be less than or equal to {le}")
        return value

    return check


def _choices(values: tuple[object, ...]) -> str:
    shown = [repr(v) for v in values]
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} or {shown[-1]}"


def literal(*values: T) -> Check[T]:
    """One of these values exactly (``1`` is not ``True``, ``"1"`` is not ``1``)."""
    table: dict[tuple[type, object], T] = {(type(v), v): v for v in values}
    choices = _choices(values)

    def check(value: object) -> T:
        kind = str if isinstance(value, str) and not isinstance(value, JsonNumber) else type(value)
        try:
            return table[kind, value]
        except (KeyError, TypeError):  # TypeError: a list or an object is not hashable
            raise Invalid(f"unknown value {excerpt(value)} ({choices})") from None

    return check


def amount(value: object) -> Decimal:
    """A non-negative exact decimal (see :func:`scorekeeper.amounts.parse_amount`)."""
    try:
        return parse_amount(value)
    except ValueError as exc:
        raise Invalid(str(exc)) from None


def optional(check: Check[T]) -> Check[T | None]:
    """None, or what ``check`` takes."""

    def check_optional(value: object) -> T | None:
        return None if value is None else check(value)

    return check_optional


def anything(value: object) -> Any:
    return value


def _sized(value: object, *, max_length: int | None, what: str) -> list[Any] | tuple[Any, ...]:
    if not isinstance(value, (list, tuple)):
        raise Invalid(f"Input should be a valid {what.lower()}")
    if max_length is not None and len(value) > max_length:  # before the items: a long list is not read
        s = "" if max_length == 1 else "s"
        raise Invalid(f"{what} should have at most {max_length} item{s} after validation, not {len(value)}")
    return value


def _sequence(item: Check[T], *, min_length: int, max_length: int | None, what: str) -> Check[list[T]]:
    def check(value: object) -> list[T]:
        out = []
        for index, each in enumerate(_sized(value, max_length=max_length, what=what)):
            try:
                out.append(item(each))
            except Invalid as exc:
                raise exc.inside(index) from None
        if len(out) < min_length:  # after the items, so a bad item is named first
            s = "" if min_length == 1 else "s"
            raise Invalid(f"{what} should have at least {min_length} item{s} after validation, not {len(out)}")
        return out

    return check


def array(item: Check[T], *, min_length: int = 0, max_length: int | None = None) -> Check[list[T]]:
    """A list (or tuple) of bounded length, each item checked."""
    return _sequence(item, min_length=min_length, max_length=max_length, what="List")


def tuple_of(item: Check[T], *, min_length: int = 0, max_length: int | None = None) -> Check[tuple[T, ...]]:
    """:func:`array`, kept as a tuple (a value of a frozen record)."""
    as_list = _sequence(item, min_length=min_length, max_length=max_length, what="Tuple")

    def check(value: object) -> tuple[T, ...]:
        return tuple(as_list(value))

    return check


def mapping(key: Check[K], value: Check[V], *, max_length: int | None = None) -> Check[dict[K, V]]:
    """An object whose keys and values are checked; a bad key is reported at the object."""

    def check(data: object) -> dict[K, V]:
        if not isinstance(data, dict):
            raise Invalid("Input should be a valid dictionary")
        if max_length is not None and len(data) > max_length:
            raise Invalid(f"Dictionary should have at most {max_length} items after validation, not {len(data)}")
        out = {}
        for k, v in data.items():
            checked = key(k)
            try:
                out[checked] = value(v)
            except Invalid as exc:
                raise exc.inside(k if isinstance(k, str) else str(k)) from None
        return out

    return check
