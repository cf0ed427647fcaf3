"""Seat links: one secret token per seated player, and a rate limit per token.

A seat's token opens ``/seat/TOKEN/``, the page where that player sets their own hand.
Each is 192 bits from :mod:`secrets`, bound to one player of one session (the server
serves one session), compared in constant time, and refused once revoked, once the
server stops, or once the session is settled (the server asks the book for that).

>>> gate = SeatGate()
>>> links = gate.issue(["Amy", "Bob"])
>>> gate.seat_of(links["Amy"]), gate.seat_of(links["Bob"] + "x")
('Amy', None)
>>> gate.revoke("Amy"); gate.seat_of(links["Amy"]) is None
True
>>> limiter = RateLimit(capacity=2, per_second=0.0)
>>> [limiter.allow("t") for _ in range(3)]
[True, True, False]
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Iterable

from scorekeeper.web.tokens import TOKEN_BYTES

RATE_CAPACITY = 30  # a page load (about seven files) plus a burst of taps
RATE_PER_SECOND = 10.0  # a thumb taps a few times a second; 50 a second is not a thumb


class SeatGate:
    """Which token opens which seat right now."""

    def __init__(self) -> None:
        self._by_token: dict[str, str] = {}
        self._by_seat: dict[str, str] = {}
        self._lock = threading.Lock()

    def issue(self, seats: Iterable[str]) -> dict[str, str]:
        """A token for every seat that has none yet; every seat's token (seat -> token)."""
        with self._lock:
            for seat in seats:
                if seat not in self._by_seat:
                    self._set(seat, secrets.token_urlsafe(TOKEN_BYTES))
            return dict(self._by_seat)

    def renew(self, seat: str) -> str:
        """A fresh token for ``seat``; its old link stops working."""
        with self._lock:
            self._drop(seat)
            token = secrets.token_urlsafe(TOKEN_BYTES)
            self._set(seat, token)
            return token

    def revoke(self, seat: str) -> None:
        with self._lock:
            self._drop(seat)

    def revoke_all(self) -> None:
        with self._lock:
            self._by_token.clear()
            self._by_seat.clear()

    def tokens(self) -> dict[str, str]:
        with self._lock:
            return dict(self._by_seat)

    def seat_of(self, candidate: str) -> str | None:
        """The seat ``candidate`` opens, or None. Every token is compared in constant time."""
        found = None
        with self._lock:
            pairs = list(self._by_token.items())
        for token, seat in pairs:
            if secrets.compare_digest(candidate.encode(), token.encode()):
                found = seat
        return found

    def _set(self, seat: str, token: str) -> None:
        self._by_seat[seat] = token
        self._by_token[token] = seat

    def _drop(self, seat: str) -> None:
        old = self._by_seat.pop(seat, None)
        if old is not None:
            self._by_token.pop(old, None)


class RateLimit:
    """A token bucket per key: ``capacity`` requests at once, refilled at ``per_second``."""

    def __init__(self, *, capacity: int = RATE_CAPACITY, per_second: float = RATE_PER_SECOND) -> None:
        self.capacity = capacity
        self.per_second = per_second
        self._buckets: dict[str, tuple[float, float]] = {}
        self._lock = threading.Lock()

    def allow(self, key: str) -> bool:
        now = time.monotonic()
        with self._lock:
            level, then = self._buckets.get(key, (float(self.capacity), now))
            level = min(float(self.capacity), level + (now - then) * self.per_second)
            if level < 1.0:
                self._buckets[key] = (level, now)
                return False
            self._buckets[key] = (level - 1.0, now)
            return True
