"""The seat pages: ``/seat/TOKEN/...``, where one player sets their own hand on their phone.

What a seat's token may do, and nothing more:

* read its page, its words and ``seat.json`` (who it is, the hand being entered, its own state);
* ``POST check``: the engine's live checks of the set so far (the seat shows as *setting*);
* ``POST hand``: submit its set for the hand being entered; ``DELETE hand``: withdraw it.

It writes only its own seat's set, only for the hand being entered, into the pending file
(:mod:`scorekeeper.web.pending`); the book stays open read-only and is never written. Every
refusal is a status and ``{"error": "one line"}``: 403 for a token that is not (or no
longer) valid, a settled session, a player not seated, a request from another site; 409 for
another hand; 413, 415, 422 for a body that is too big, not JSON, or not a set; 429 when one
phone asks too often. No cookie is set or read.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources
from typing import Any

import anyio.to_thread
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response

from scorekeeper.errors import InputError
from scorekeeper.session.session import Session
from scorekeeper.web.pending import SETTING, SUBMITTED, WAITING, PendingStore, SeatSet
from scorekeeper.web.pending_hand import seat_slots, seated
from scorekeeper.web.seat_body import Refused, check_request, limited_body, read_body
from scorekeeper.web.seat_catalogue import seat_catalogue_json
from scorekeeper.web.seat_checks import SetRows, clean_set, seat_checks
from scorekeeper.web.seats import RateLimit, SeatGate

SEAT_PREFIX = "seat"
STATIC = {
    "": ("seat.html", "text/html; charset=utf-8"),
    "words.js": ("words.js", "text/javascript; charset=utf-8"),
    "seat.js": ("seat.js", "text/javascript; charset=utf-8"),
    "seat_typing.js": ("seat_typing.js", "text/javascript; charset=utf-8"),
    "seat.css": ("seat.css", "text/css; charset=utf-8"),
    "icon.svg": ("icon.svg", "image/svg+xml"),
}
API = {"seat.json": ("GET", "HEAD"), "check": ("POST",), "hand": ("POST", "DELETE")}


def seat_files(font: bytes | None) -> dict[str, tuple[bytes, str]]:
    """The seat page's files, its words in every language, and the CJK font when the app has one."""
    folder = resources.files("scorekeeper.web").joinpath("static")
    files = {path: (folder.joinpath(name).read_bytes(), kind) for path, (name, kind) in STATIC.items()}
    files["strings.json"] = (seat_catalogue_json().encode(), "application/json; charset=utf-8")
    if font is not None:
        files["cjk.ttf"] = (font, "font/ttf")
    return files


def refusal(status: int, message: str) -> Response:
    return JSONResponse({"error": message}, status_code=status)


class SeatRoutes:
    """The seat addresses of one shared session."""

    def __init__(
        self,
        *,
        gate: SeatGate,
        store: PendingStore,
        session: Callable[[], Session],
        refresh: Callable[[], object],
        files: dict[str, tuple[bytes, str]],
        limit: RateLimit | None = None,
    ) -> None:
        self.gate = gate
        self.store = store
        self._session = session
        self._refresh = refresh
        self.files = files
        self.limit = limit or RateLimit()

    async def handle(self, request: Request, token: str, rest: str | None) -> tuple[Response, str]:
        """The answer, and what kind it is ("file" or "api": files may be cached, the API never)."""
        seat = self.gate.seat_of(token)
        if seat is None:
            return refusal(403, "this seat link is not valid: it was revoked or has expired"), "api"
        if not self.limit.allow(token):
            response = refusal(429, "too many requests from this phone: wait a moment")
            response.headers["Retry-After"] = "1"
            return response, "api"
        if rest is None:  # /seat/TOKEN: the page's relative addresses need the slash
            return RedirectResponse(f"{token}/", status_code=307), "api"
        try:
            return await self._answer(request, seat, rest), "file" if rest in self.files else "api"
        except Refused as exc:
            return refusal(exc.status, exc.message), "api"
        except InputError as exc:
            return refusal(422, str(exc).splitlines()[0] if str(exc) else "not a set"), "api"

    async def _answer(self, request: Request, seat: str, rest: str) -> Response:
        allowed = ("GET", "HEAD") if rest in self.files else API.get(rest)
        if allowed is None:
            raise Refused(404, "not found")
        if request.method not in allowed:
            response = refusal(405, f"{request.method} is not allowed here")
            response.headers["Allow"] = ", ".join(allowed)
            return response
        if rest in self.files:
            content, kind = self.files[rest]
            return Response(content if request.method == "GET" else b"", media_type=kind)
        raw = b""
        if request.method != "GET" and request.method != "HEAD":
            raw = await limited_body(request)  # read (up to the limit) before any refusal
            check_request(request.headers, method=request.method, host_origin=_origin(request))
        await anyio.to_thread.run_sync(self._refresh)
        session = self._session()
        if session.settled:
            raise Refused(403, "the session is settled: seat links have expired")
        if seat not in seated(session):
            raise Refused(403, f"{seat} does not sit for hand {session.next_hand}")
        if rest == "seat.json":
            return JSONResponse(await self._state(session, seat))
        if request.method == "DELETE":
            await anyio.to_thread.run_sync(self.store.put, session.next_hand, seat, None)
            return JSONResponse({"status": "withdrawn"})
        body = read_body(raw)
        if body.hand is not None and body.hand != session.next_hand:
            raise Refused(409, f"hand {session.next_hand} is being entered, not hand {body.hand}")
        rows = SetRows(body.front, body.middle, body.back, body.surrender, body.declare_natural)
        rules = session.rules_for(session.next_hand)
        if rest == "check":
            return JSONResponse({"checks": await self._checking(session, seat, rules, rows)})
        stored, checks = clean_set(rules, rows)
        state = SeatSet(SUBMITTED, stored.front, stored.middle, stored.back, stored.surrender, stored.declare_natural)
        await anyio.to_thread.run_sync(self.store.put, session.next_hand, seat, state)
        return JSONResponse({"status": "submitted", "hand": session.next_hand, "checks": checks})

    async def _checking(self, session: Session, seat: str, rules: Any, rows: SetRows) -> dict[str, Any]:
        checks = seat_checks(rules, rows)
        hand = session.next_hand
        mine = await anyio.to_thread.run_sync(self.store.read, hand)
        if seat not in mine:  # the scorekeeper sees the seat is being set; a submitted set stays submitted
            await anyio.to_thread.run_sync(self.store.put, hand, seat, SeatSet(SETTING))
        return checks

    async def _state(self, session: Session, seat: str) -> dict[str, Any]:
        hand = session.next_hand
        mine = (await anyio.to_thread.run_sync(self.store.read, hand)).get(seat)
        rules = session.rules_for(hand)
        of_two = next((hand for key, _name, hand in seat_slots(session) if key == seat), None)
        out: dict[str, Any] = {
            "player": seat,
            "name": next((name for key, name, _hand in seat_slots(session) if key == seat), seat),
            "hand_of_two": of_two,  # which of a criss-cross player's two hands this seat is (else None)
            "session": session.name,
            "hand": hand,
            "status": mine.status if mine is not None else WAITING,
            "set": None,
            "surrender_allowed": rules.surrender is not None,
            "naturals_on": bool(rules.naturals),
        }
        if mine is not None and mine.status == SUBMITTED:
            out["set"] = mine.as_json()
            rows = SetRows(mine.front, mine.middle, mine.back, mine.surrender, mine.declare_natural)
            out["checks"] = seat_checks(rules, rows)
        return out


def _origin(request: Request) -> str:
    host = request.headers.get("host", "")
    return f"{request.url.scheme}://{host}"
