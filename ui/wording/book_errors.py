"""A storage failure told in the app's words: what was not saved, why, and what to do.

The engine's :class:`StorageError` names the cause ("the disk is full"), the action that
was not saved and its hand; here that becomes the sentence the dialog and the status bar
show, in the app's language, with the app's own remedy ("press Ctrl+Enter again"). The
typed hand is never cleared on a failure: the hand page clears it only after ``record``
returned.
"""

from __future__ import annotations

from scorekeeper.book import StorageError
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

# The engine's causes and remedies (scorekeeper/book/sqlite_errors.py), for the catalogues.
WORDS = (
    QT_TRANSLATE_NOOP("BookErrors", "the disk is full"),
    QT_TRANSLATE_NOOP("BookErrors", "the book cannot be written here (the file or its folder is read-only)"),
    QT_TRANSLATE_NOOP("BookErrors", "the book is busy: another program is writing to it"),
    QT_TRANSLATE_NOOP("BookErrors", "the disk failed to read or write the book"),
    QT_TRANSLATE_NOOP("BookErrors", "the book is damaged"),
    QT_TRANSLATE_NOOP("BookErrors", "the book's file cannot be opened"),
    QT_TRANSLATE_NOOP("BookErrors", "permission to use the book's file was denied"),
    QT_TRANSLATE_NOOP("BookErrors", "the book took too long to answer and the query was stopped"),
    QT_TRANSLATE_NOOP("BookErrors", "the book refused the change (one of its own checks failed)"),
    QT_TRANSLATE_NOOP("BookErrors", "free some space and try again"),
    QT_TRANSLATE_NOOP("BookErrors", "open a copy kept elsewhere"),
    QT_TRANSLATE_NOOP("BookErrors", "try again in a moment"),
    QT_TRANSLATE_NOOP("BookErrors", "check the disk, then try again"),
    QT_TRANSLATE_NOOP("BookErrors", "restore it from a backup"),
    QT_TRANSLATE_NOOP("BookErrors", "check that the disk and folder are there"),
    QT_TRANSLATE_NOOP("BookErrors", "check the file's permissions"),
    QT_TRANSLATE_NOOP("BookErrors", "check the book and the disk"),
    QT_TRANSLATE_NOOP("BookErrors", "check the book for damage"),
    QT_TRANSLATE_NOOP("BookErrors", "free some space"),  # before "then press Ctrl+Enter again"
    QT_TRANSLATE_NOOP("BookErrors", "check the disk"),
)
# What was not saved, by the action's kind; {number} is the hand's.
UNSAVED = {
    "added": QT_TRANSLATE_NOOP("BookErrors", "hand {number}"),
    "edited": QT_TRANSLATE_NOOP("BookErrors", "the correction of hand {number}"),
    "voided": QT_TRANSLATE_NOOP("BookErrors", "the void of hand {number}"),
    "undo": QT_TRANSLATE_NOOP("BookErrors", "the undo"),
    "redo": QT_TRANSLATE_NOOP("BookErrors", "the redo"),
    "stake": QT_TRANSLATE_NOOP("BookErrors", "the stake change"),
    "rules": QT_TRANSLATE_NOOP("BookErrors", "the rules change"),
    "players": QT_TRANSLATE_NOOP("BookErrors", "the change of players"),
    "unit": QT_TRANSLATE_NOOP("BookErrors", "the change of unit"),
    "settled": QT_TRANSLATE_NOOP("BookErrors", "the settle-up"),
    "reopened": QT_TRANSLATE_NOOP("BookErrors", "the reopening"),
    "created": QT_TRANSLATE_NOOP("BookErrors", "the new session"),
    "imported": QT_TRANSLATE_NOOP("BookErrors", "the imported session"),
}


def storage_title(exc: StorageError) -> str:
    if exc.unsaved:
        return translate("BookErrors", "Not saved")
    return translate("BookErrors", "The book cannot be read")


def _unsaved(exc: StorageError, kind: str) -> str:
    words = UNSAVED.get(exc.kind or kind)
    if words is None or ("{number}" in words and exc.hand is None):
        return exc.unsaved  # the engine's words: an action the app does not word itself
    return translate("BookErrors", words).format(number=exc.hand)


def storage_text(exc: StorageError, kind: str) -> str:
    """``the disk is full: hand 12 was not saved; free some space, then press Ctrl+Enter again ...``."""
    cause = translate("BookErrors", exc.cause)
    if not exc.unsaved:
        return translate("BookErrors", "{cause}; {remedy}").format(
            cause=cause, remedy=translate("BookErrors", exc.remedy)
        )
    remedy = translate("BookErrors", exc.remedy)
    if kind == "added":
        plain = exc.remedy.removesuffix(" and try again").removesuffix(", then try again")
        remedy = translate("BookErrors", "{remedy}, then press Ctrl+Enter again (the hand you typed is kept)").format(
            remedy=translate("BookErrors", plain)
        )
    return translate("BookErrors", "{cause}: {unsaved} was not saved; {remedy}").format(
        cause=cause, unsaved=_unsaved(exc, kind), remedy=remedy
    )


def in_app_words(exc: StorageError, kind: str) -> StorageError:
    """The same failure carrying the app's sentence (what the status bar shows)."""
    return StorageError(
        storage_text(exc, kind),
        cause=exc.cause,
        unsaved=exc.unsaved,
        remedy=exc.remedy,
        code=exc.code,
        kind=exc.kind or kind,
        hand=exc.hand,
    )
