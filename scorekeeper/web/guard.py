"""Bounds on the share server's connections: how many, and how long a request's headers may take.

uvicorn (0.54) has no deadline for a request's headers: its keep-alive timer starts only
after a response and is cancelled by any byte received, so a client that sends one header
line every few seconds keeps its connection for ever; and ``limit_concurrency`` answers 503
only once a whole request has arrived, after the connection has been accepted and kept. So
the h11 protocol is wrapped here:

* a connection has ``header_seconds`` from its first byte (or from being opened, or from
  its last response) to finish a request's headers, or it is closed;
* at most ``max_connections`` are open: a new one beyond that takes the place of the
  oldest connection still waiting for headers (a slow or idle one), so a phone asking for
  the page gets in at once however many slow connections are open; when every open
  connection is busy (streams, requests being answered) the new one is closed.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

MAX_CONNECTIONS = 64  # a table's phones hold one stream each and ask for a few files
HEADER_SECONDS = 10.0


class GuardedH11(H11Protocol):
    """uvicorn's h11 protocol with a header deadline and a bounded connection count."""

    max_connections = MAX_CONNECTIONS
    header_seconds = HEADER_SECONDS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._deadline: asyncio.TimerHandle | None = None
        self.opened = time.monotonic()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        if len(self.connections) >= self.max_connections and not self._evict_one():
            super().connection_made(transport)
            self.connections.discard(self)
            transport.close()  # every open connection is doing real work: refuse this one
            return
        super().connection_made(transport)
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._deadline is None and self.waiting_for_headers():
            self._arm()
        super().data_received(data)
        if not self.waiting_for_headers():
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()  # arms uvicorn's keep-alive timer for an idle connection
        if self.waiting_for_headers() and not self.transport.is_closing():
            self._arm()

    def waiting_for_headers(self) -> bool:
        """No request under way: the connection is idle or its headers are still arriving."""
        return self.conn.their_state is h11.IDLE and (self.cycle is None or self.cycle.response_complete)

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.header_seconds, self._expire)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expire(self) -> None:
        self._deadline = None
        if self.waiting_for_headers() and not self.transport.is_closing():
            self.transport.close()

    def _evict_one(self) -> bool:
        """Close the oldest connection still waiting for its headers; False when there is none."""
        idle = [c for c in self.connections if isinstance(c, GuardedH11) and c.waiting_for_headers()]
        idle = [c for c in idle if not c.transport.is_closing()]
        if not idle:
            return False
        oldest = min(idle, key=lambda c: c.opened)
        oldest.transport.close()
        self.connections.discard(oldest)  # counted out now: its connection_lost comes later
        return True


def guarded_protocol(
    *, max_connections: int = MAX_CONNECTIONS, header_seconds: float = HEADER_SECONDS
) -> type[H11Protocol]:
    """A :class:`GuardedH11` with these bounds, to give uvicorn as its ``http`` protocol."""
    return type("BoundedH11", (GuardedH11,), {"max_connections": max_connections, "header_seconds": header_seconds})
