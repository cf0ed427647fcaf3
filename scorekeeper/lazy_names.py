"""A part's face: names a package offers, each loaded from its module on first use (PEP 562).

A package keeps its start cheap (``from scorekeeper.game import Card`` loads ``game.cards``
only) and its callers out of its modules::

    _FACE = {"Card": "scorekeeper.game.cards"}
    __getattr__ = lazy_names(__name__, _FACE, globals())
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping
from importlib import import_module
from typing import Any


def lazy_names(package: str, homes: Mapping[str, str], namespace: MutableMapping[str, Any]) -> Callable[[str], Any]:
    """The package's ``__getattr__``: a name of ``homes`` from its module, kept once loaded."""

    def load(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(home), name)
        namespace[name] = value
        return value

    return load
