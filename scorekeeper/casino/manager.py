"""Manager sign-off: a passphrase, kept only as a salted scrypt hash, guards the actions
a card room reserves for a manager.

When a session has a manager passphrase, voiding or correcting a hand, changing a stake,
the rules, the collection or table stakes after the first hand, undoing or redoing one of
those, reopening a settled session, and changing or clearing the passphrase itself ask
for it. The event then carries ``"signed": true``, which the audit trail shows. A wrong
passphrase is answered only after a wait that doubles with each failure in a row.

>>> record = hash_passphrase("open sesame", n=2**4)
>>> verify("open sesame", record), verify("open says me", record)
(True, False)
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorekeeper.casino.payloads import Scrypt
from scorekeeper.errors import InputError

if TYPE_CHECKING:
    from scorekeeper.session.session import Session

ENV = "SCOREKEEPER_MANAGER"
N, R, P = 2**14, 8, 1  # about 16 MB and 50 ms here: cheap once, slow to guess
_GATED_ALWAYS = frozenset({"edited", "voided", "reopened", "manager", "deleted"})
_GATED_AFTER_FIRST = frozenset({"stake", "unit", "rules", "collection", "table_stakes", "loss_cap"})
FIRST_WAIT, LONGEST_WAIT = 1.0, 30.0

_failures = 0
sleep: Callable[[float], None] = time.sleep  # tests replace it to count the waits instead
failures_file: Path | None = None  # the CLI keeps the count beside the book, so each new process waits longer


def _count() -> int:
    if failures_file is None:
        return _failures
    try:
        return max(_failures, int(failures_file.read_text(encoding="ascii").strip() or 0))
    except (OSError, ValueError):
        return _failures


def _remember(count: int) -> None:
    global _failures
    _failures = count
    if failures_file is None:
        return
    try:
        if count:
            failures_file.write_text(str(count), encoding="ascii")
        else:
            failures_file.unlink(missing_ok=True)
    except OSError:  # a read-only folder: the wait still doubles within this process
        pass


def hash_passphrase(passphrase: str, *, n: int = N) -> Scrypt:
    """A new random salt and the scrypt hash of ``passphrase`` under it."""
    if not passphrase.strip():
        raise InputError("the manager passphrase is empty")
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(passphrase.encode(), salt=salt, n=n, r=R, p=P, maxmem=64 * 1024 * 1024)
    return Scrypt(salt=salt.hex(), hash=digest.hex(), n=n, r=R, p=P)


def verify(passphrase: str, record: Scrypt) -> bool:
    digest = hashlib.scrypt(
        passphrase.encode(),
        salt=bytes.fromhex(record.salt),
        n=record.n,
        r=record.r,
        p=record.p,
        maxmem=64 * 1024 * 1024,
    )
    return hmac.compare_digest(digest.hex(), record.hash)


def needs_manager(session: Session, kind: str, payload: dict[str, Any]) -> bool:
    """Whether recording ``kind`` on ``session`` asks for the manager's passphrase."""
    if session.casino.manager is None:
        return False
    if kind in ("undo", "redo"):
        target = session.events[payload["undoes" if kind == "undo" else "redoes"] - 1]
        return needs_manager(session, target.kind, target.payload) or target.kind == "added"
    if kind in _GATED_ALWAYS:
        return True
    return kind in _GATED_AFTER_FIRST and session.next_hand > 1


def check(session: Session, passphrase: str | None, *, hint: str = "") -> None:
    """Refuse unless ``passphrase`` is the session's; a wrong one waits first (``hint``: where to give it)."""
    record = session.casino.manager
    if record is None:
        return
    if passphrase is None or not passphrase:
        raise InputError("this needs the manager's passphrase" + hint)
    if not verify(passphrase, record):
        failures = _count() + 1
        _remember(failures)
        sleep(min(LONGEST_WAIT, FIRST_WAIT * 2 ** min(failures - 1, 8)))
        raise InputError("the manager passphrase is wrong")
    if _count():
        _remember(0)


def signed(
    kind: str, prepare: Callable[[Session], dict[str, Any]], passphrase: Callable[[], str | None], *, hint: str = ""
) -> Callable[[Session], dict[str, Any]]:
    """``prepare`` that also asks for the manager's sign-off when the action needs it.

    ``passphrase`` is called only then (so a command reads standard input only when asked).
    """

    def run(session: Session) -> dict[str, Any]:
        payload = prepare(session)
        if needs_manager(session, kind, payload):
            check(session, passphrase(), hint=hint)
            payload["signed"] = True
        return payload

    return run


CLI_HINT = f" (on standard input or in {ENV})"


def passphrase_from_outside() -> str | None:
    """The CLI's passphrase: ``SCOREKEEPER_MANAGER``, else the first line of standard input."""
    value = os.environ.get(ENV)
    if value:
        return value
    if sys.stdin is None or sys.stdin.isatty():
        return None
    line = sys.stdin.readline()
    return line.rstrip("\r\n") or None
