"""What a phone may send for its seat, read at the boundary: a pydantic model, a size limit,
JSON only, and the request's own origin.

>>> read_body(b'{"front": "As Ks Qs", "middle": "", "back": "", "hand": 4}').hand
4
>>> read_body(b'{"front": 7}')
Traceback (most recent call last):
...
scorekeeper.web.seat_body.Refused: 422 front: Input should be a valid string
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from scorekeeper.reading import location
from scorekeeper.text_boundary import excerpt

MAX_BODY_BYTES = 1024  # three rows of card text and two flags take under 200 bytes
ROW_CHARS = 64  # 5 cards in the widest notation ("10♥, ") with room for spaces


class Refused(Exception):
    """A request refused: its HTTP status and one line saying why."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"{status} {message}")
        self.status = status
        self.message = message


class HandBody(BaseModel):
    """A seat's set as the phone sends it; ``hand``: the hand it is for (the one being entered)."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    front: str = Field(max_length=ROW_CHARS)
    middle: str = Field(max_length=ROW_CHARS)
    back: str = Field(max_length=ROW_CHARS)
    surrender: bool = False
    declare_natural: bool = True
    hand: int | None = Field(default=None, ge=1, le=1_000_000)


def read_body(raw: bytes) -> HandBody:
    """The body as a :class:`HandBody`, or :class:`Refused` naming the first field that is wrong."""
    try:
        data: Any = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise Refused(400, "the body is not JSON") from None
    if not isinstance(data, dict):
        raise Refused(422, "the body must be a JSON object with front, middle and back")
    try:
        return HandBody.model_validate(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = location(first["loc"], "") or "body"
        message = str(first["msg"])
        if first["type"] == "extra_forbidden":
            message = "unknown field"
        elif first["type"] == "missing":
            message = "missing"
        raise Refused(422, excerpt(f"{where}: {message}", 160).strip("'")) from None


def check_request(headers: Any, *, method: str, host_origin: str) -> None:
    """Cross-site requests are refused: a write must say it is JSON (a form cannot, without a
    preflight this server never answers), and a browser's Origin and Sec-Fetch-Site must be this page's."""
    origin = headers.get("origin")
    if origin is not None and origin != host_origin:
        raise Refused(403, "a request from another site is refused")
    site = headers.get("sec-fetch-site")
    if site is not None and site not in ("same-origin", "none"):
        raise Refused(403, "a request from another site is refused")
    if method == "POST":
        kind = headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            raise Refused(415, "the body must be sent as application/json")


async def limited_body(request: Any, limit: int = MAX_BODY_BYTES) -> bytes:
    """The body, refused (413) as soon as it passes ``limit`` bytes, whatever its Content-Length says."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > limit):
        raise Refused(413, f"the body is over {limit} bytes")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise Refused(413, f"the body is over {limit} bytes")
    return body
