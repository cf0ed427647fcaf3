"""The table on everyone's phone: a live, read-only web page of one session.

:class:`~scorekeeper.web.server.ShareServer` serves it (used by the app's *Share
this table* and by ``scorekeeper serve``); the book is opened read-only and the
address carries a fresh secret token. Starlette and uvicorn are imported only
when a table is shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.web.server import LOOPBACK, ShareServer

_FACE = {
    "LOOPBACK": "scorekeeper.web.server",
    "ShareServer": "scorekeeper.web.server",
}
__all__ += [
    "LOOPBACK",
    "ShareServer",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
