"""The share token: the secret part of the address that opens the page.

A new one per share, 128 bits or more from :mod:`secrets`, compared in constant
time; revoking it closes the page for everyone who holds the old address.

>>> gate = TokenGate()
>>> token = gate.renew()
>>> gate.allows(token), gate.allows(token + "x"), len(token) >= 22
(True, False, True)
>>> gate.revoke(); gate.allows(token)
False
"""

from __future__ import annotations

import secrets
import threading

TOKEN_BYTES = 24  # 192 bits: more than the 128 the issue asks for, and still short in a QR code


class TokenGate:
    """Holds the one token that opens the page right now (or none)."""

    def __init__(self) -> None:
        self._token: str | None = None
        self._lock = threading.Lock()

    def renew(self) -> str:
        """A fresh token; the previous one stops working."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        with self._lock:
            self._token = token
        return token

    def revoke(self) -> None:
        with self._lock:
            self._token = None

    @property
    def token(self) -> str | None:
        return self._token

    def allows(self, candidate: str) -> bool:
        current = self._token
        if current is None:
            return False
        return secrets.compare_digest(candidate.encode(), current.encode())
