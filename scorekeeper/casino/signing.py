"""Signed sign-offs: the manager's passphrase derives an Ed25519 key; gated events carry
its signature over their content and their place in the chain.

The passphrase and scrypt's salt and parameters (:class:`Derivation`) make the key; the
book keeps the derivation beside the log (never in it, never in an export) and the log
keeps only the public key. Each gated event's ``sig`` signs its kind, its number, the hash
of the event before it and its payload (all but ``sig``), so a signature cannot be moved
to another event, another place or another session. Replay checks every one:
:func:`check_signed` refuses a gated event without a valid signature once a key is set.

>>> d = Derivation(salt="00" * 16, n=2**4, r=8, p=1)
>>> key = derive("open sesame", d)
>>> sig = sign(key, seq=3, kind="voided", prev="ab", payload={"hand": 1, "signed": True})
>>> valid(public_hex(key), sig, seq=3, kind="voided", prev="ab", payload={"hand": 1, "signed": True, "sig": sig})
True
>>> valid(public_hex(key), sig, seq=4, kind="voided", prev="ab", payload={"hand": 1, "signed": True})
False
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from scorekeeper.errors import InputError
from scorekeeper.session.events import canonical
from scorekeeper.session.records import CORRECTIONS

if TYPE_CHECKING:
    from scorekeeper.session.events import Event

DOMAIN = b"scorekeeper manager sign-off 1\n"
N, R, P = 2**14, 8, 1  # about 16 MB and 50 ms here: cheap once, slow to guess
MAXMEM = 64 * 1024 * 1024
_GATED_ALWAYS = frozenset({"manager", "deleted"})  # and every correction (session/records.py CORRECTIONS)
_GATED_AFTER_FIRST = frozenset({"stake", "unit", "rules", "collection", "table_stakes", "loss_cap"})
_WHAT = {
    "edited": "correction",
    "voided": "void",
    "reopened": "reopening",
    "manager": "passphrase change",
    "stake": "stake change",
    "unit": "unit change",
    "rules": "rules change",
    "collection": "collection change",
    "table_stakes": "table stakes change",
    "loss_cap": "loss cap change",
}


class Gated(Protocol):
    """What the gate reads of a session (the session's module imports the casino's state, not this)."""

    @property
    def casino(self) -> Any: ...  # CasinoState (casino/state.py, which calls into this module)
    @property
    def events(self) -> list[Event]: ...
    @property
    def next_hand(self) -> int: ...
    @property
    def head(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Derivation:
    """scrypt's salt (hex) and parameters: with the passphrase, they make the key."""

    salt: str
    n: int
    r: int
    p: int


@dataclass(frozen=True, slots=True)
class NewKey:
    """A new passphrase's public key (for the log) and how it was derived (for the book only)."""

    key: str
    derivation: Derivation


def derive(passphrase: str, derivation: Derivation) -> Ed25519PrivateKey:
    d = derivation
    seed = hashlib.scrypt(passphrase.encode(), salt=bytes.fromhex(d.salt), n=d.n, r=d.r, p=d.p, maxmem=MAXMEM, dklen=32)
    return Ed25519PrivateKey.from_private_bytes(seed)


def new_key(passphrase: str, *, n: int = N) -> tuple[Ed25519PrivateKey, Derivation]:
    """A key made from ``passphrase`` under a new random salt."""
    if not passphrase.strip():
        raise InputError("the manager passphrase is empty")
    derivation = Derivation(salt=secrets.token_hex(16), n=n, r=R, p=P)
    return derive(passphrase, derivation), derivation


def public_hex(key: Ed25519PrivateKey) -> str:
    return key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()


def _message(*, seq: int, kind: str, prev: str, payload: dict[str, Any]) -> bytes:
    body = {k: v for k, v in payload.items() if k != "sig"}
    return DOMAIN + canonical({"seq": seq, "kind": kind, "prev": prev, "payload": body}).encode()


def sign(key: Ed25519PrivateKey, *, seq: int, kind: str, prev: str, payload: dict[str, Any]) -> str:
    return key.sign(_message(seq=seq, kind=kind, prev=prev, payload=payload)).hex()


def valid(public: str, sig: object, *, seq: int, kind: str, prev: str, payload: dict[str, Any]) -> bool:
    if not isinstance(sig, str) or len(sig) != 128:
        return False
    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(public)).verify(
            bytes.fromhex(sig), _message(seq=seq, kind=kind, prev=prev, payload=payload)
        )
    except (InvalidSignature, ValueError):
        return False
    return True


def needs_manager(session: Gated, kind: str, payload: dict[str, Any]) -> bool:
    """Whether recording ``kind`` on ``session`` asks for the manager's passphrase."""
    if session.casino.manager is None:
        return False
    if kind in ("undo", "redo"):
        target = session.events[payload["undoes" if kind == "undo" else "redoes"] - 1]
        return needs_manager(session, target.kind, target.payload) or target.kind == "added"
    if kind in _GATED_ALWAYS or kind in CORRECTIONS:
        return True
    return kind in _GATED_AFTER_FIRST and session.next_hand > 1


def describe(kind: str, payload: dict[str, Any]) -> str:
    """The gated action in words: "hand 3's void", "the undo of event 7"."""
    if kind in ("undo", "redo"):
        return f"the {kind} of event {payload.get('undoes' if kind == 'undo' else 'redoes')}"
    hand = payload.get("hand")
    what = _WHAT.get(kind, "correction")  # an extension's correction (a tournament's hand taken back)
    return f"hand {hand}'s {what}" if isinstance(hand, int) else f"the {what}"


def check_signed(session: Gated, event: Event) -> None:
    """Refuse ``event`` (before it is folded in) if a key is set and the event is gated but
    not signed by that key at this place in the chain."""
    manager = session.casino.manager
    if manager is None or manager.key is None:
        return
    payload = event.payload
    if not needs_manager(session, event.kind, payload):
        return
    sig = payload.get("sig")
    if valid(manager.key, sig, seq=event.seq, kind=event.kind, prev=session.head, payload=payload):
        return
    how = "is missing" if sig is None else "does not match"
    raise InputError(f"{describe(event.kind, payload)}: the manager's signature {how}")
