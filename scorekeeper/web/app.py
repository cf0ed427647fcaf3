"""The ASGI app that serves the read-only page of one session (a tournament's: its board).

Every address is ``/table/TOKEN/...``: without the current token the answer is
403 and an empty page, whatever the method. With it, only GET and HEAD exist
(anything else is 405, and no handler writes: the book is open read-only). The
page, its script, style and font are served from here, never from elsewhere,
under a Content-Security-Policy that allows nothing but this server.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from importlib import resources
from typing import Any

import anyio.to_thread
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Route

from scorekeeper.web.board import board_catalogue_json
from scorekeeper.web.catalogue import catalogue_json
from scorekeeper.web.seat_app import SEAT_PREFIX, SeatRoutes
from scorekeeper.web.source import SessionSource
from scorekeeper.web.tokens import TokenGate

PREFIX = "table"
POLL_SECONDS = 0.25  # how often the book is looked at: a phone is at most this late, plus the rebuild
KEEPALIVE_SECONDS = 10.0
STREAM_SECONDS = 300.0  # a stream ends after this and the page opens a new one: no watcher is held for ever
ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the address carries the token: never pass it on
    "X-Frame-Options": "DENY",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
}
_STATIC = {
    "": ("index.html", "text/html; charset=utf-8"),
    "words.js": ("words.js", "text/javascript; charset=utf-8"),
    "live.js": ("live.js", "text/javascript; charset=utf-8"),
    "app.js": ("app.js", "text/javascript; charset=utf-8"),
    "style.css": ("style.css", "text/css; charset=utf-8"),
    "icon.svg": ("icon.svg", "image/svg+xml"),
}
# A tournament's board: its own page and script, the table's style under its own.
_BOARD_STATIC = {
    "": ("board.html", "text/html; charset=utf-8"),
    "words.js": ("words.js", "text/javascript; charset=utf-8"),
    "live.js": ("live.js", "text/javascript; charset=utf-8"),
    "board.js": ("board.js", "text/javascript; charset=utf-8"),
    "style.css": ("style.css", "text/css; charset=utf-8"),
    "board.css": ("board.css", "text/css; charset=utf-8"),
    "icon.svg": ("icon.svg", "image/svg+xml"),
}


def _static(name: str) -> bytes:
    return resources.files("scorekeeper.web").joinpath("static", name).read_bytes()


def _font() -> bytes | None:
    """The app's bundled CJK font, so Chinese shows on a device without one (None when not installed)."""
    try:
        fonts = resources.files("scorekeeper_app.resources").joinpath("fonts")
        return fonts.joinpath("DroidSansFallbackFull.ttf").read_bytes()
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return None


class Hub:
    """Wakes every open stream when the session changed, the token was revoked or the server stops."""

    def __init__(self) -> None:
        self._event = asyncio.Event()
        self.closing = False

    def notify(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait(self, timeout: float) -> None:
        event = self._event
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(event.wait(), timeout)

    def close(self) -> None:
        self.closing = True
        self.notify()


def _with_headers(response: Response, *, cache: str = "") -> Response:
    response.headers.update(SECURITY_HEADERS)
    if cache:
        response.headers["Cache-Control"] = cache
    return response


def _forbidden() -> Response:
    return _with_headers(PlainTextResponse("Forbidden", status_code=403))


class TableApp:
    """The routes, the token check and the poller, around one :class:`SessionSource`."""

    def __init__(self, source: SessionSource, gate: TokenGate, *, stream_seconds: float = STREAM_SECONDS) -> None:
        self.source = source
        self.gate = gate
        self.stream_seconds = stream_seconds
        self.hub: Hub | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.seats: SeatRoutes | None = None  # the seat pages, when players set their own hands
        board = source.kind == "tournament"
        statics = _BOARD_STATIC if board else _STATIC
        self._files = {path: (_static(name), kind) for path, (name, kind) in statics.items()}
        words = board_catalogue_json() if board else catalogue_json()
        self._files["strings.json"] = (words.encode(), "application/json; charset=utf-8")
        self.font = _font()
        if self.font is not None:
            self._files["cjk.ttf"] = (self.font, "font/ttf")
        self._dynamic: dict[str, Callable[[Request, str], Awaitable[Response]]] = {
            "state.json": self._state,
            "events": self._events,
        }
        self.asgi = Starlette(routes=[Route("/{path:path}", self._handle, methods=ALL_METHODS)], lifespan=self._life)

    @contextlib.asynccontextmanager
    async def _life(self, _app: Starlette) -> AsyncIterator[None]:
        self.hub = Hub()
        self.loop = asyncio.get_running_loop()
        poller = asyncio.create_task(self._poll())
        try:
            yield
        finally:
            self.hub.close()
            poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await poller

    async def _poll(self) -> None:
        assert self.hub is not None
        while True:
            await asyncio.sleep(POLL_SECONDS)
            try:
                changed = await anyio.to_thread.run_sync(self.source.refresh)
            except Exception:  # a busy or vanished file: try again at the next tick, keep serving what we have
                continue
            if changed:
                self.hub.notify()

    def wake_streams(self) -> None:
        """Thread-safe: make open streams look at the token again (after a revoke or a stop)."""
        hub, loop = self.hub, self.loop
        if hub is not None and loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(hub.notify)

    def close_streams(self) -> None:
        hub, loop = self.hub, self.loop
        if hub is not None and loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(hub.close)

    async def _handle(self, request: Request) -> Response:
        parts = request.url.path.split("/", 3)  # "", "table", TOKEN, rest
        if len(parts) >= 3 and parts[1] == SEAT_PREFIX and self.seats is not None:
            response, kind = await self.seats.handle(request, parts[2], parts[3] if len(parts) > 3 else None)
            if response.status_code >= 400 and request.method not in ("GET", "HEAD"):
                response.headers["Connection"] = "close"  # its body may be unread: never reuse the connection
            long_lived = kind == "file" and parts[-1] == "cjk.ttf"
            return _with_headers(response, cache="private, max-age=86400" if long_lived else "")
        if len(parts) < 3 or parts[1] != PREFIX or not self.gate.allows(parts[2]):
            return _forbidden()
        token = parts[2]
        if len(parts) == 3:  # /table/TOKEN: the page's relative addresses need the slash
            return _with_headers(RedirectResponse(f"{token}/", status_code=307))
        rest = parts[3]
        if rest not in self._files and rest not in self._dynamic:
            return _with_headers(PlainTextResponse("Not found", status_code=404))
        if request.method not in ("GET", "HEAD"):
            response = PlainTextResponse("Method not allowed: this page is read-only", status_code=405)
            response.headers["Allow"] = "GET, HEAD"
            return _with_headers(response)
        if rest in self._files:
            body, kind = self._files[rest]
            # The font is 4 MB that never changes: a phone may keep it (its address is private).
            cache = "private, max-age=86400" if rest == "cjk.ttf" else ""
            return _with_headers(Response(body, media_type=kind), cache=cache)
        if request.method == "HEAD":  # the headers a GET would have, and no endless stream
            kind = "text/event-stream" if rest == "events" else "application/json; charset=utf-8"
            return _with_headers(Response(b"", media_type=kind))
        return _with_headers(await self._dynamic[rest](request, token))

    async def _state(self, _request: Request, _token: str) -> Response:
        return Response(self.source.current.text, media_type="application/json; charset=utf-8")

    async def _events(self, request: Request, token: str) -> Response:
        """Server-sent events: the whole snapshot now and after every change, a comment now and then.

        After ``stream_seconds`` the stream says ``again`` and ends; the page opens a new one.
        """
        hub = self.hub
        assert hub is not None
        loop = asyncio.get_running_loop()
        ends = loop.time() + self.stream_seconds

        async def stream() -> AsyncIterator[bytes]:
            sent = -1
            yield b"retry: 1000\n\n"
            while not hub.closing and self.gate.allows(token):
                current = self.source.current
                if current.version != sent:
                    sent = current.version
                    yield current.event
                    continue
                left = ends - loop.time()
                if left <= 0:
                    yield b"event: again\ndata: {}\n\n"
                    return
                await hub.wait(min(KEEPALIVE_SECONDS, left))
                if await request.is_disconnected():
                    return
                if self.source.current.version == sent:
                    yield b": still here\n\n"
            if not self.gate.allows(token):  # revoked, or the share stopped: the page says so and stops
                yield f"event: revoked\ndata: {json.dumps({'revoked': True})}\n\n".encode()

        headers: dict[str, Any] = {"X-Accel-Buffering": "no"}
        return StreamingResponse(stream(), media_type="text/event-stream", headers=headers)
