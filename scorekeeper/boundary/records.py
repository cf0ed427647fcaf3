"""Objects read from outside: exactly the fields named (an unknown key is an error, a missing
one takes its default or is required), each through its check, then the whole through the
object's own rules. :func:`shape` gives the checked fields as a dict; :class:`Record` builds a
frozen dataclass from them and writes it back as JSON.

>>> from dataclasses import dataclass
>>> from scorekeeper.boundary.checks import integer, optional, text
>>> @dataclass(frozen=True)
... class Seat:
...     name: str
...     hand: int | None = None
>>> SEAT = Record(Seat, {"name": text(min_length=1), "hand": optional(integer(ge=1, le=2))})
>>> SEAT.read({"name": "Amy"}), SEAT.dump(Seat("Bob", 2))
(Seat(name='Amy', hand=None), {'name': 'Bob', 'hand': 2})
>>> SEAT.read({"name": "Amy", "seat": 3})
Traceback (most recent call last):
...
scorekeeper.boundary.checks.Invalid: unknown key 'seat'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from typing import Any, Generic, TypeVar

from scorekeeper.amounts import format_amount
from scorekeeper.boundary.checks import Check, Invalid
from scorekeeper.text_boundary import excerpt

__all__ = ["REQUIRED", "Record", "shape", "to_json"]

T = TypeVar("T")
REQUIRED: Any = object()
"""The default of a field that must be given."""
_DUMPERS: dict[type, Callable[[Any], dict[str, Any]]] = {}


def _unknown(data: Mapping[Any, Any], known: Mapping[str, object]) -> Invalid:
    key = next(k for k in data if k not in known)
    name = key if isinstance(key, str) else repr(key)
    return Invalid(f"unknown key {excerpt(name)}", unknown_key=name)


Fields = tuple[tuple[str, Check[Any], Any], ...]
"""Each field's name, check and default (REQUIRED, a value, or a factory to call)."""
_MISSING: Any = object()


def _read_fields(data: object, fields: Fields, what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise Invalid(f"Input should be a valid dictionary{what}")
    out: dict[str, Any] = {}
    found = 0
    for name, check, default in fields:
        value = data.get(name, _MISSING)
        if value is not _MISSING:
            found += 1
            try:
                out[name] = check(value)
            except Invalid as exc:
                raise exc.inside(name) from None
        elif default is REQUIRED:
            raise Invalid("Field required", (name,))
        else:
            out[name] = default() if callable(default) else default
    if found != len(data):
        raise _unknown(data, {name: None for name, _, _ in fields})
    return out


def shape(fields: Mapping[str, Check[Any] | tuple[Check[Any], Any]]) -> Check[dict[str, Any]]:
    """An object with these fields: ``name: check`` (required) or ``name: (check, default)``.

    A default that is callable is called for each object (a fresh list, say)."""
    table: Fields = tuple((name, *f) if isinstance(f, tuple) else (name, f, REQUIRED) for name, f in fields.items())

    def check(data: object) -> dict[str, Any]:
        return _read_fields(data, table, "")

    return check


class Record(Generic[T]):
    """How a frozen dataclass is read from JSON and written back.

    ``checks`` names a check for every field; the dataclass gives the defaults. ``rules`` run on
    the built object and raise ValueError with a message (reported at the object). ``dumps``
    writes a field other than :func:`to_json` would; ``omit`` leaves out a field at this value.
    """

    def __init__(
        self,
        cls: type[T],
        checks: Mapping[str, Check[Any]],
        *,
        rules: Sequence[Callable[[T], None]] = (),
        dumps: Mapping[str, Callable[[Any], Any]] | None = None,
        omit: Mapping[str, Any] | None = None,
    ) -> None:
        fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        if set(fields) != set(checks):
            raise TypeError(f"{cls.__name__}: checks for {sorted(checks)} but fields {sorted(fields)}")
        self.cls = cls
        self.checks = {name: checks[name] for name in fields}
        self._fields: Fields = tuple((name, checks[name], _default(f)) for name, f in fields.items())
        self.rules = tuple(rules)
        self.dumps = dict(dumps or {})
        self.omit = dict(omit or {})
        self._what = f" or instance of {cls.__name__}"
        _DUMPERS[cls] = self.dump

    def read(self, data: object) -> T:
        """The record from a JSON object (or the record itself); raises :class:`Invalid`."""
        if isinstance(data, self.cls):
            return data
        value = self.cls(**_read_fields(data, self._fields, self._what))
        for rule in self.rules:
            try:
                rule(value)
            except Invalid:
                raise
            except ValueError as exc:
                raise Invalid(str(exc)) from None
        return value

    __call__ = read

    def dump(self, value: T) -> dict[str, Any]:
        """The record as JSON values (amounts as text), fields in their order."""
        out: dict[str, Any] = {}
        for name in self.checks:
            field_value = getattr(value, name)
            if name in self.omit and field_value == self.omit[name]:
                continue
            dumper = self.dumps.get(name)
            out[name] = dumper(field_value) if dumper is not None else to_json(field_value)
        return out


def _default(field: dataclasses.Field[Any]) -> Any:
    if field.default is not dataclasses.MISSING:
        value = field.default  # a callable default (a function, a class) is the value, not a factory
        return (lambda: value) if callable(value) else value
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory
    return REQUIRED


def to_json(value: Any) -> Any:
    """A typed value as JSON: amounts as their text, tuples as lists, records as objects."""
    if isinstance(value, Decimal):
        return format_amount(value)
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    dumper = _DUMPERS.get(type(value))
    return dumper(value) if dumper is not None else value
