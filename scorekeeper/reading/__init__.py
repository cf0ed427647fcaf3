"""Values read from outside (a rule set, a hand, the ``score`` input, a session file) through
pydantic-core, and the one line a user reads when one does not fit: ``where: what``.

The field types here are ``Annotated`` metadata that build their pydantic core schema only when
a reader is first built (:func:`reader`), so importing a module that declares its fields with
them loads no pydantic: the app's first screen and ``scorekeeper --help`` stay quick. A reader is
a ``SchemaValidator`` on the schema pydantic would build (:mod:`.core_schemas`), so reading loads
pydantic-core alone, not the ``pydantic`` package (most of ``scorekeeper score``'s start-up).

>>> read(Whole(1, 5), "3"), read(AMOUNT, "2.50"), read(TEXT, "Amy")
(3, Decimal('2.50'), 'Amy')
>>> read(Items(max_length=1), [1, 2])
Traceback (most recent call last):
...
scorekeeper.errors.InputError: List should have at most 1 item after validation, not 2
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from decimal import Decimal
from functools import cache
from typing import TYPE_CHECKING, Annotated, Any, Generic, Literal, TypeVar, get_args

from scorekeeper.amounts import JsonNumber, parse_amount
from scorekeeper.errors import InputError
from scorekeeper.reading.core_schemas import SchemaHandler, core_schema_of
from scorekeeper.text_boundary import excerpt

if TYPE_CHECKING:
    from pydantic_core import CoreSchema, SchemaValidator, ValidationError

T = TypeVar("T")
Loc = tuple[str | int, ...]
STRICT_RECORD = {"extra": "forbid"}
"""The pydantic config of a dataclass read from outside (``__pydantic_config__``): every key known."""


class Schema:
    """``Annotated`` metadata whose core schema is built when pydantic first asks for it."""

    def core_schema(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        raise NotImplementedError

    def __get_pydantic_core_schema__(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        return self.core_schema(source, handler)


def _not_a_number(value: object) -> object:
    if type(value) is JsonNumber:  # load_json keeps a JSON number as its text; to a user it is no text
        raise ValueError("must be a string, not a number")
    return value


class Text(Schema):
    """A string (a JSON number is not one, though it is kept as text), of bounded length."""

    def __init__(self, min_length: int = 0, max_length: int | None = None, *, pattern: str | None = None) -> None:
        self.min_length, self.max_length, self.pattern = min_length, max_length, pattern

    def core_schema(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        from pydantic_core import core_schema as cs

        text = cs.str_schema(
            strict=True, min_length=self.min_length or None, max_length=self.max_length, pattern=self.pattern
        )
        return cs.no_info_before_validator_function(_not_a_number, text)


class Whole(Schema):
    """A whole number within bounds, as a JSON number or a decimal string (score-cli.md: "numbers
    may be JSON numbers or decimal strings"): ``3`` and ``"3"`` alike, never ``"3.5"``, ``true`` or ``3.0``."""

    def __init__(self, ge: int | None = None, le: int | None = None, *, strings: bool = True) -> None:
        self.ge, self.le, self.strings = ge, le, strings

    def core_schema(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        from pydantic_core import core_schema as cs

        number = cs.int_schema(strict=True, ge=self.ge, le=self.le)
        return cs.no_info_before_validator_function(_whole, number) if self.strings else number


def _whole(value: object) -> object:
    if isinstance(value, str):
        number = parse_amount(value)
        if number != number.to_integral_value():
            raise ValueError(f"must be a whole number (got {value[:30]!r})")
        return int(number)
    return value


class Parsed(Schema):
    """The value read by ``parse``, whose ValueError is the message: alone (``plain``), or before
    or after the schema of the annotated type."""

    def __init__(self, parse: Callable[[Any], Any], *, mode: Literal["plain", "before", "after"] = "plain") -> None:
        self.parse, self.mode = parse, mode

    def core_schema(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        from pydantic_core import core_schema as cs

        if self.mode == "after":
            return cs.no_info_after_validator_function(self.parse, handler(source))
        if self.mode == "before":
            return cs.no_info_before_validator_function(self.parse, handler(source))
        return cs.no_info_plain_validator_function(self.parse)


class Items(Schema):
    """A JSON array (or a tuple) of bounded length read as a tuple, each item by its type; the
    messages say "List", as users know them."""

    def __init__(self, min_length: int = 0, max_length: int | None = None) -> None:
        self.min_length, self.max_length = min_length, max_length

    def core_schema(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        from pydantic_core import core_schema as cs

        args = get_args(source)
        item = handler.generate_schema(args[0]) if args else cs.any_schema()
        items = cs.list_schema(item, min_length=self.min_length or None, max_length=self.max_length)
        return cs.no_info_after_validator_function(tuple, items)


class Exact(Schema):
    """One of a ``Literal``'s values, by type too: ``true`` is not ``1``, a JSON number not text."""

    def core_schema(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        from pydantic_core import PydanticCustomError
        from pydantic_core import core_schema as cs

        values = get_args(source)
        types = {type(v) for v in values}
        shown = [repr(v) for v in values]
        expected = shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} or {shown[-1]}"

        def same_type(value: object) -> object:
            if type(value) not in types and isinstance(value, (bool, int, str)):
                raise PydanticCustomError("literal_error", "Input should be {expected}", {"expected": expected})
            return value

        return cs.no_info_before_validator_function(same_type, handler(source))


TEXT = Annotated[str, Text()]
AMOUNT = Annotated[Decimal, Parsed(parse_amount)]
"""A non-negative exact decimal (:func:`scorekeeper.amounts.parse_amount`)."""


class _Flag(Schema):
    def core_schema(self, source: Any, handler: SchemaHandler) -> CoreSchema:
        from pydantic_core import core_schema as cs

        return cs.bool_schema(strict=True)


BOOL = Annotated[bool, _Flag()]
"""true or false, nothing that merely looks like one."""


@cache
def reader(kind: Any) -> SchemaValidator:
    """The reader of ``kind``, built once, when first needed."""
    from pydantic_core import SchemaValidator

    return SchemaValidator(core_schema_of(kind))


def read(kind: Any, data: object, *, prefix: str = "") -> Any:
    """``data`` read as ``kind``; raises InputError with the first problem as one line."""
    from pydantic_core import ValidationError

    try:
        return reader(kind).validate_python(data)
    except ValidationError as exc:
        raise InputError(describe_error(exc, prefix=prefix)) from None


class Reader(Generic[T]):
    """How a type is read from outside (through pydantic-core, the reader built when first used) and
    written back as JSON values (``dump``)."""

    def __init__(self, kind: Any, *, dump: Callable[[T], Any], prefix: str = "") -> None:
        self.kind, self._dump, self.prefix = kind, dump, prefix

    def read(self, data: object) -> T:
        """The value from JSON (or the value itself); raises InputError naming the field."""
        value: T = read(self.kind, data, prefix=self.prefix)
        return value

    def dump(self, value: T) -> Any:
        return self._dump(value)


def location(loc: Loc, prefix: str = "") -> str:
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


# Amounts as the event records keep them: inputs have at most 18 digits before the point and 10
# after; a hand's money is a product of bounded inputs (under 10**75 with 40 decimals, see
# amounts.MONEY_CONTEXT). ASCII digits only, since Decimal("٢") is 2.
AMOUNT_PATTERN = r"^[0-9]{1,18}(\.[0-9]{1,10})?$"
SIGNED_PATTERN = r"^-?[0-9]{1,80}(\.[0-9]{1,50})?$"
_NOT_AN_AMOUNT = {
    AMOUNT_PATTERN: "a plain decimal, at most 18 digits and 10 decimals",
    SIGNED_PATTERN: "a plain signed decimal of bounded size",
}
_UNKNOWN_KEY = frozenset({"extra_forbidden", "unexpected_keyword_argument"})


def describe_error(exc: ValidationError, *, prefix: str = "", not_places: Collection[str] = ()) -> str:
    """The first problem as one line, ``where: what``; pydantic's own wording trimmed.

    ``not_places``: parts of pydantic's location the user did not write (a union's branch names)."""
    error = exc.errors(include_url=False)[0]
    loc = tuple(p for p in error["loc"] if not (isinstance(p, str) and (p.startswith("function-") or p in not_places)))
    if loc and loc[-1] == "[key]":  # a bad dict key: name the object holding it
        loc = loc[:-2]
    if error["type"] in _UNKNOWN_KEY:
        where = location(loc[:-1], prefix)
        return f"unknown key {excerpt(str(loc[-1]))}" + (f" in {where}" if where else "")
    message = str(error["msg"]).removeprefix("Value error, ")
    context = error.get("ctx") or {}
    if error["type"] == "string_pattern_mismatch" and context.get("pattern") in _NOT_AN_AMOUNT:
        message = f"not an amount ({str(error['input'])[:30]!r}): {_NOT_AN_AMOUNT[context['pattern']]}"
    if error["type"] == "literal_error":
        message = f"unknown value {excerpt(error['input'])} ({message.removeprefix('Input should be ')})"
    if error["type"] == "dataclass_type":
        message = f"Input should be a valid dictionary or instance of {context.get('class_name')}"
    where = location(loc, prefix)
    return f"{where}: {message}" if where else message
