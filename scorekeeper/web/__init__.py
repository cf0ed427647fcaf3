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
    from scorekeeper.web.pending import PendingStore, SeatSet
    from scorekeeper.web.pending_hand import pending_entry, pending_json, seat_key, seat_of_key, seated
    from scorekeeper.web.server import LOOPBACK, ShareServer

_FACE = {
    "LOOPBACK": "scorekeeper.web.server",
    "PendingStore": "scorekeeper.web.pending",
    "SeatSet": "scorekeeper.web.pending",
    "ShareServer": "scorekeeper.web.server",
    "pending_entry": "scorekeeper.web.pending_hand",
    "pending_json": "scorekeeper.web.pending_hand",
    "seat_key": "scorekeeper.web.pending_hand",
    "seat_of_key": "scorekeeper.web.pending_hand",
    "seated": "scorekeeper.web.pending_hand",
}
__all__ += [
    "LOOPBACK",
    "PendingStore",
    "SeatSet",
    "ShareServer",
    "pending_entry",
    "pending_json",
    "seat_key",
    "seat_of_key",
    "seated",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
