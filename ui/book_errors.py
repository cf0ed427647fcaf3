"""A storage failure told in the app's words: what was not saved, why, and what to do.

The engine's :class:`StorageError` names the cause ("the disk is full") and what was
not saved ("hand 12"); here that becomes the sentence the dialog and the status bar
show, with the app's own remedy ("press Ctrl+Enter again"). The typed hand is never
cleared on a failure: the hand page clears it only after ``record`` returned.
"""

from __future__ import annotations

from scorekeeper.book import StorageError
from scorekeeper_app.i18n import translate


def storage_title(exc: StorageError) -> str:
    if exc.unsaved:
        return translate("BookErrors", "Not saved")
    return translate("BookErrors", "The book cannot be read")


def storage_text(exc: StorageError, kind: str) -> str:
    """``the disk is full: hand 12 was not saved; free some space and press Ctrl+Enter again``."""
    cause = translate("BookErrors", exc.cause)
    remedy = translate("BookErrors", exc.remedy)
    if not exc.unsaved:
        return translate("BookErrors", "{cause}; {remedy}").format(cause=cause, remedy=remedy)
    unsaved = translate("BookErrors", exc.unsaved)
    if kind == "added":
        remedy = translate("BookErrors", "{remedy}, then press Ctrl+Enter again (the hand you typed is kept)").format(
            remedy=remedy.removesuffix(" and try again").removesuffix(", then try again")
        )
    return translate("BookErrors", "{cause}: {unsaved} was not saved; {remedy}").format(
        cause=cause, unsaved=unsaved, remedy=remedy
    )


def in_app_words(exc: StorageError, kind: str) -> StorageError:
    """The same failure carrying the app's sentence (what the status bar shows)."""
    return StorageError(storage_text(exc, kind), cause=exc.cause, unsaved=exc.unsaved, remedy=exc.remedy, code=exc.code)
