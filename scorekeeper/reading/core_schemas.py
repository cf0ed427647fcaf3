"""The pydantic core schema of a field type, built with pydantic-core alone: the schema pydantic's
``TypeAdapter`` builds for the same type, without importing ``pydantic`` (its import is most of
``scorekeeper score``'s start-up; tests/test_reading.py compares the two schemas).

It knows the forms the readers use: ``str``, ``int``, ``bool``, ``Any``, ``Literal``, ``X | None``
and unions, ``tuple``, ``list``, ``dict``, frozen dataclasses (``__pydantic_config__``), and
``Annotated`` with metadata that builds its own schema (``__get_pydantic_core_schema__``; such a
field type alone too) or a length (annotated_types ``MinLen``/``MaxLen``/``Len``); any other type
is refused (TypeError).

>>> core_schema_of(int | None)
{'type': 'nullable', 'schema': {'type': 'int'}}
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Annotated, Any, Literal, Protocol, Union, get_args, get_origin

if TYPE_CHECKING:
    from pydantic_core import CoreSchema

_PLAIN = {str: "str_schema", int: "int_schema", bool: "bool_schema", float: "float_schema"}
_CONFIG_KEYS = {"extra": "extra_fields_behavior"}


class SchemaHandler(Protocol):
    """What a metadata's ``__get_pydantic_core_schema__`` is given (pydantic's GetCoreSchemaHandler
    has the same two calls)."""

    def __call__(self, source: Any, /) -> CoreSchema: ...

    def generate_schema(self, source: Any, /) -> CoreSchema: ...


class _Handler:
    """The schema of the annotated type under the metadata left to apply."""

    def __init__(self, inner: Callable[[Any], CoreSchema]) -> None:
        self._inner = inner

    def __call__(self, source: Any, /) -> CoreSchema:
        return self._inner(source)

    def generate_schema(self, source: Any, /) -> CoreSchema:
        return core_schema_of(source)


def core_schema_of(kind: Any) -> CoreSchema:
    """The core schema of ``kind`` as pydantic builds it (lax unless a field type says strict)."""
    from pydantic_core import core_schema as cs

    origin, args = get_origin(kind), get_args(kind)
    if origin is Annotated:
        return _annotated(args[0], kind.__metadata__)
    if not isinstance(kind, type) and hasattr(kind, "__get_pydantic_core_schema__"):  # a field type alone
        schema: CoreSchema = kind.__get_pydantic_core_schema__(kind, _Handler(core_schema_of))
        return schema
    if kind is Any:
        return cs.any_schema()
    if kind is None or kind is types.NoneType:
        return cs.none_schema()
    if kind in _PLAIN:
        plain: CoreSchema = getattr(cs, _PLAIN[kind])()
        return plain
    if origin is Literal:
        return cs.literal_schema(list(args))
    if origin is Union or origin is types.UnionType:
        return _union(args)
    if origin is tuple and args:
        if len(args) == 2 and args[1] is Ellipsis:
            return cs.tuple_schema([core_schema_of(args[0])], variadic_item_index=0)
        return cs.tuple_schema([core_schema_of(a) for a in args if a != ()])
    if origin is list and args:
        return cs.list_schema(core_schema_of(args[0]))
    if origin is dict and args:
        return cs.dict_schema(core_schema_of(args[0]), core_schema_of(args[1]))
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _dataclass(kind)
    raise TypeError(f"no core schema for {kind!r}")


def _union(args: tuple[Any, ...]) -> CoreSchema:
    from pydantic_core import core_schema as cs

    choices = [a for a in args if a is not None and a is not types.NoneType]
    inner = core_schema_of(choices[0]) if len(choices) == 1 else cs.union_schema([core_schema_of(a) for a in choices])
    return cs.nullable_schema(inner) if len(choices) < len(args) else inner


def _annotated(source: Any, metadata: Iterable[Any]) -> CoreSchema:
    """Each metadata wraps the schema of those before it, as pydantic applies them."""
    handler = _Handler(core_schema_of)
    for item in _flat(metadata):
        handler = _Handler(_wrapped(handler, item))
    return handler(source)


def _flat(metadata: Iterable[Any]) -> Iterable[Any]:
    for item in metadata:
        if type(item).__module__ == "annotated_types" and hasattr(item, "__iter__"):  # Len: MinLen, MaxLen
            yield from _flat(item)
        else:
            yield item


def _wrapped(inner: _Handler, item: Any) -> Callable[[Any], CoreSchema]:
    if hasattr(item, "__get_pydantic_core_schema__"):
        return lambda source: item.__get_pydantic_core_schema__(source, inner)
    bound = {"MinLen": "min_length", "MaxLen": "max_length"}.get(type(item).__name__)
    if bound is None or type(item).__module__ != "annotated_types":
        raise TypeError(f"no core schema for the annotation {item!r}")
    return lambda source: {**inner(source), bound: getattr(item, bound)}


def _dataclass(cls: type) -> CoreSchema:
    """A dataclass read from a dict (or taken as it is), its fields by type, in the class's config."""
    from pydantic_core import core_schema as cs

    hints = typing.get_type_hints(cls, include_extras=True)
    fields = [_field(f, hints[f.name]) for f in dataclasses.fields(cls) if f.init]
    config: dict[str, Any] = {
        _CONFIG_KEYS[key]: value for key, value in getattr(cls, "__pydantic_config__", {}).items()
    }
    args = cs.dataclass_args_schema(cls.__name__, fields, computed_fields=[], collect_init_only=False)
    return cs.dataclass_schema(
        cls,
        args,
        [f["name"] for f in fields],
        config=cs.CoreConfig(**config, title=cls.__name__),  # type: ignore[typeddict-item]
        frozen=False,
        post_init=hasattr(cls, "__post_init__"),
        slots=hasattr(cls, "__slots__"),
    )


def _field(field: dataclasses.Field[Any], kind: Any) -> Any:
    from pydantic_core import core_schema as cs

    schema = core_schema_of(kind)
    if field.default is not dataclasses.MISSING:
        schema = cs.with_default_schema(schema, default=field.default)
    elif field.default_factory is not dataclasses.MISSING:
        schema = cs.with_default_schema(schema, default_factory=field.default_factory, default_factory_takes_data=False)
    return cs.dataclass_field(field.name, schema, kw_only=bool(field.kw_only), init=True)
