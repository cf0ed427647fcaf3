"""Manager sign-off: the passphrase derives a signing key (casino/signing.py) that signs
the actions a card room reserves for a manager.

When a session has a manager passphrase, voiding or correcting a hand, changing a stake,
the rules, the collection or table stakes after the first hand, undoing or redoing one of
those, reopening a settled session, and changing or clearing the passphrase itself ask
for it. The event then carries ``"signed": true`` and the key's signature (``sig``),
which replay checks. A passphrase set before signatures existed is a salted scrypt hash
in the log; it is still checked, and its sign-offs are shown as not provable.

The guard lives in the book: the count of wrong passphrases in a row is kept in the
session's row, and each try first waits as long as that count says, inside the book's
write transaction (so tries from other processes queue behind it), then is checked.

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
from typing import TYPE_CHECKING, Any, Protocol

from scorekeeper.casino.payloads import Scrypt
from scorekeeper.casino.signing import Derivation, N, NewKey, P, R, derive, needs_manager, public_hex, sign
from scorekeeper.errors import InputError, KeptRefusal
from scorekeeper.session.event_records import EventRecord, stored_payload

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from scorekeeper.session.session import Prepare, Session

__all__ = ["NewKey", "check", "hash_passphrase", "needs_manager", "new_passphrase", "signed", "verify", "wait_for"]

ENV = "SCOREKEEPER_MANAGER"
FIRST_WAIT, LONGEST_WAIT = 1.0, 30.0
MAXMEM = 64 * 1024 * 1024
sleep: Callable[[float], None] = time.sleep  # tests replace it to count the waits instead


class Book(Protocol):
    """What the gate needs of the book (scorekeeper/book/interface.py), inside its write transaction."""

    def manager_derivation(self, key: str) -> tuple[str, int, int, int] | None: ...
    def keep_manager_derivation(self, key: str, derivation: tuple[str, int, int, int]) -> None: ...
    def guard_failures(self, session_id: str) -> int: ...
    def set_guard_failures(self, session_id: str, count: int) -> None: ...


def new_passphrase(passphrase: str, *, n: int = N) -> NewKey:
    """The key a new passphrase makes, under a new random salt."""
    from scorekeeper.casino.signing import new_key

    private, derivation = new_key(passphrase, n=n)
    return remember(NewKey(public_hex(private), derivation))


def hash_passphrase(passphrase: str, *, n: int = N) -> Scrypt:
    """A salted scrypt hash, as passphrases were recorded before signatures."""
    if not passphrase.strip():
        raise InputError("the manager passphrase is empty")
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(passphrase.encode(), salt=salt, n=n, r=R, p=P, maxmem=MAXMEM)
    return Scrypt(salt=salt.hex(), hash=digest.hex(), n=n, r=R, p=P)


def verify(passphrase: str, record: Scrypt) -> bool:
    digest = hashlib.scrypt(
        passphrase.encode(), salt=bytes.fromhex(record.salt), n=record.n, r=record.r, p=record.p, maxmem=MAXMEM
    )
    return hmac.compare_digest(digest.hex(), record.hash)


def wait_for(failures: int) -> float:
    """The wait before a try, after ``failures`` wrong passphrases in a row: 0, 1, 2, 4 ... 30 s."""
    return 0.0 if failures <= 0 else min(LONGEST_WAIT, FIRST_WAIT * 2 ** min(failures - 1, 8))


def _unlock(session: Session, passphrase: str, book: Book) -> tuple[bool, Ed25519PrivateKey | None]:
    """Whether ``passphrase`` is the session's, and the signing key it makes (None: set before signatures)."""
    manager = session.casino.manager
    assert manager is not None
    if manager.key is None:
        assert manager.scrypt is not None
        return verify(passphrase, manager.scrypt), None
    kept = book.manager_derivation(manager.key)
    if kept is None:
        raise InputError(
            "this session's manager passphrase was set in another book: this book cannot check it"
            " (the passphrase's salt never leaves the book it was set in): void or correct it there,"
            " or move the session with `scorekeeper book copy`, which carries the key"
        )
    derivation = Derivation(*kept)
    if not _sound(derivation):  # a changed table: said in one line, never scrypt's own error
        raise InputError("the book's record of the manager's key is damaged: the passphrase cannot be checked")
    private = derive(passphrase, derivation)
    return hmac.compare_digest(public_hex(private), manager.key), private


def _sound(d: Derivation) -> bool:
    """Parameters within the bounds the log's records have (casino/payloads.py), a 16-byte hex salt."""
    from scorekeeper.casino.payloads import MAX_N, MIN_N

    try:
        salt = bytes.fromhex(d.salt)
    except (TypeError, ValueError):
        return False
    power = MIN_N <= d.n <= MAX_N and not d.n & (d.n - 1)
    return power and d.r == R and 1 <= d.p <= 4 and len(salt) == 16


def check(session: Session, passphrase: str | None, *, book: Book, hint: str = "") -> Ed25519PrivateKey | None:
    """Refuse unless ``passphrase`` is the session's; returns its signing key (None: none to sign with).

    Call inside the book's write transaction: the wait the book's count asks for comes first,
    then the check; a wrong one is counted in the book (``hint``: where to give it)."""
    if session.casino.manager is None:
        return None
    if not passphrase:  # (kept: a prompt's wrong tries before it was cancelled stay counted)
        raise KeptRefusal("this needs the manager's passphrase" + hint)
    failures = book.guard_failures(session.id)
    if failures:
        sleep(wait_for(failures))
    right, key = _unlock(session, passphrase, book)
    if not right:
        book.set_guard_failures(session.id, failures + 1)
        raise KeptRefusal("the manager passphrase is wrong")
    if failures:
        book.set_guard_failures(session.id, 0)
    return key


def signed(
    kind: str, prepare: Prepare, passphrase: Callable[[], str | None], *, book: Book, hint: str = ""
) -> Callable[[Session], EventRecord | dict[str, Any]]:
    """``prepare`` that also asks for the manager's sign-off when the action needs it, and signs it.

    ``passphrase`` is called only then (so a command reads standard input only when asked).
    A new passphrase's derivation (:func:`new_passphrase`) is kept in ``book``, never in the log.
    """

    def run(session: Session) -> EventRecord | dict[str, Any]:
        prepared = prepare(session)
        payload = stored_payload(kind, prepared)[1]
        new = _made.get(str(payload.get("key"))) if kind == "manager" else None
        if not needs_manager(session, kind, payload):
            if new is not None:
                book.keep_manager_derivation(new.key, _row(new.derivation))
            return prepared
        key = check(session, passphrase(), book=book, hint=hint)
        if new is not None:
            book.keep_manager_derivation(new.key, _row(new.derivation))
        payload = {**payload, "signed": True}
        if key is not None:
            seq = len(session.events) + 1  # its place in the chain: signed with it
            payload["sig"] = sign(key, seq=seq, kind=kind, prev=session.head, payload=payload)
        return payload

    return run


def _row(d: Derivation) -> tuple[str, int, int, int]:
    return (d.salt, d.n, d.r, d.p)


_made: dict[str, NewKey] = {}  # new passphrases' keys made in this process, until recorded


def remember(new: NewKey) -> NewKey:
    _made[new.key] = new
    return new


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
