"""Extensions of the session: a part above the core (the casino; next a tournament, a league)
that adds event kinds to the log without the core importing it.

An extension is one :class:`SessionExtension`: its event records (registered with
``register_kind``), which of its kinds can be undone, show in the audit or may follow a
settle, its state (``empty``) and how each of its events changes it (``fold``), the checks
its events and the core's actions must pass, and its words in the audit. What it adds to a
ledger line and the settle-up is ``ledger.extension.LedgerExtension``, its subclass.

The session keeps each extension's state under its name (``SessionState.extensions``), set
only by folding one of its events, so a session that never held one never loads its code.
An extension registers itself when its module is imported (:func:`register_extension`); the
ones the engine ships are named below by module, imported the first time a log holds a kind
the core does not know.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from scorekeeper.errors import InputError
from scorekeeper.session.event_records import HOME_KINDS, EventRecord, register_kind
from scorekeeper.session.records import AUDITED, CORRECTIONS, UNDOABLE, WHILE_SETTLED

if TYPE_CHECKING:
    from scorekeeper.session.events import Event
    from scorekeeper.session.state import SessionState

__all__ = ["SessionExtension", "extension_named", "extension_of_kind", "extensions_of", "register_extension"]

S = TypeVar("S")

# The extensions the engine ships, by the module that registers each (a string: the core never
# imports them). An outside extension calls register_extension before its sessions are read.
_SHIPPED: list[str] = ["scorekeeper.casino.extension", "scorekeeper.tournament_log.extension"]
_BY_NAME: dict[str, SessionExtension[Any]] = {}
_BY_KIND: dict[str, SessionExtension[Any]] = {}


class SessionExtension(Generic[S]):
    """What an extension adds to the session; each hook's default adds nothing."""

    name: ClassVar[str] = ""  # its state's key in SessionState.extensions
    records: ClassVar[tuple[type[EventRecord], ...]] = ()  # one per event kind
    undoable: ClassVar[frozenset[str]] = frozenset()  # kinds an undo can take back
    audited: ClassVar[frozenset[str]] = frozenset()  # kinds the audit trail lists
    while_settled: ClassVar[frozenset[str]] = frozenset()  # kinds allowed after the settle
    corrections: ClassVar[frozenset[str]] = frozenset()  # kinds that need the manager once a key is set

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(cls.kind for cls in self.records)

    def empty(self) -> S:
        """The state of a session before the first of its events."""
        raise NotImplementedError

    def fold(self, state: S, record: EventRecord, *, at: str) -> S:
        """The state after one of its events, read as its record (a new value: the session's undo
        keeps the old one)."""
        raise NotImplementedError

    # -- checks ------------------------------------------------------------------------
    def check_event(self, session: SessionState, record: EventRecord) -> None:
        """Refuse one of its events that does not follow the log so far (raise ValueError)."""

    def before_hand(self, session: SessionState, seated: Sequence[str]) -> None:
        """Refuse a new hand with these players seated (raise InputError)."""

    def before_settle(self, session: SessionState) -> None:
        """Refuse to settle the session now (raise InputError)."""

    def before_apply(self, session: SessionState, event: Event) -> None:
        """Refuse any event, the core's too, before it is folded in (raise): the casino checks
        the manager's signature on a gated one (replay records the refusal as damage)."""

    def before_delete(self, session: SessionState, passphrase: str | None, *, book: Any) -> None:
        """Refuse to delete the session (raise InputError); ``book``: the one it is in."""

    def check_passphrase(self, session: SessionState, passphrase: str | None, *, book: Any, hint: str = "") -> bool:
        """Check a passphrase the session holds as a sign-off would (inside ``book``'s write
        transaction), recording nothing; False when it holds none of this extension's."""
        return False

    def prepare_again(self, session: SessionState, kind: str, payload: dict[str, Any]) -> EventRecord | dict[str, Any]:
        """The payload this session would make for one of its recorded events (a foreign log's check)."""
        raise InputError(f"unknown event kind {kind!r}")

    # -- words -------------------------------------------------------------------------
    def describe(self, record: EventRecord) -> str:
        """The audit trail's words for one of its events."""
        return record.kind


def register_extension(extension: SessionExtension[Any]) -> None:
    """Make an extension's kinds readable and foldable in every session (once per name)."""
    known = _BY_NAME.get(extension.name)
    if known is extension:
        return
    if known is not None or not extension.name:
        raise ValueError(f"an extension named {extension.name!r} is already registered")
    for cls in extension.records:
        register_kind(cls)
    _BY_NAME[extension.name] = extension
    for kind in extension.kinds:
        _BY_KIND[kind] = extension
    UNDOABLE.update(extension.undoable)
    AUDITED.update(extension.audited)
    WHILE_SETTLED.update(extension.while_settled)
    CORRECTIONS.update(extension.corrections)


def _load_shipped() -> None:
    while _SHIPPED:
        import_module(_SHIPPED.pop(0))


def extension_of_kind(kind: str) -> SessionExtension[Any] | None:
    """The extension an event kind belongs to (None for the core's kinds and unknown ones);
    the shipped extensions are imported the first time a kind is not known."""
    found = _BY_KIND.get(kind)
    if found is None and _SHIPPED and kind not in HOME_KINDS:
        _load_shipped()
        found = _BY_KIND.get(kind)
    return found


def extension_named(name: str) -> SessionExtension[Any]:
    """A registered extension by its name (the shipped ones are imported when first asked for)."""
    if name not in _BY_NAME:
        _load_shipped()
    return _BY_NAME[name]


def extensions_of(session: SessionState) -> list[SessionExtension[Any]]:
    """The extensions whose events the session holds, in the order it first met them."""
    return [_BY_NAME[name] for name in session.extensions]
