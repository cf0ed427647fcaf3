"""Preferences, recent books and window state, kept in QSettings.

The organisation and application names are set once by :func:`ui.app.configure`;
tests point QSettings at a temporary folder (``tests/gui/conftest.py``), so they
never touch the user's real settings.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

ORGANIZATION = "Scorekeeper"
APPLICATION = "Chinese Poker Scorekeeper"
MAX_RECENT = 8
ZOOM_STEPS = (0.7, 0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.5)
LANGUAGE_CHOICES = ("system", "en", "zh_TW", "zh_CN", "nl")


class Preferences:
    """Typed access to the few values the app remembers."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.qsettings = settings or QSettings()

    # -- plain values -------------------------------------------------------------
    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self.qsettings.value(key, default)
        if value is None:
            return default
        if kind is bool:
            return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
        try:
            return kind(value)
        except (TypeError, ValueError):
            return default

    @property
    def four_colour(self) -> bool:
        return bool(self._get("cards/four_colour", False, bool))

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self.qsettings.setValue("cards/four_colour", bool(value))

    @property
    def zoom(self) -> float:
        value = float(self._get("cards/zoom", 1.0, float))
        return min(max(value, ZOOM_STEPS[0]), ZOOM_STEPS[-1])

    @zoom.setter
    def zoom(self, value: float) -> None:
        self.qsettings.setValue("cards/zoom", float(value))

    @property
    def theme(self) -> str:
        value = str(self._get("view/theme", "system", str))
        return value if value in ("system", "light", "dark") else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self.qsettings.setValue("view/theme", value)

    @property
    def language(self) -> str:
        """``system`` or a language code of :data:`ui.i18n.LANGUAGES`; read at start-up."""
        value = str(self._get("view/language", "system", str))
        return value if value in LANGUAGE_CHOICES else "system"

    @language.setter
    def language(self, value: str) -> None:
        self.qsettings.setValue("view/language", value if value in LANGUAGE_CHOICES else "system")

    @property
    def page(self) -> int:
        return int(self._get("view/page", 0, int))

    @page.setter
    def page(self, value: int) -> None:
        self.qsettings.setValue("view/page", int(value))

    # -- recent books and sessions --------------------------------------------------
    def _json(self, key: str, default: Any) -> Any:
        text = self.qsettings.value(key, "")
        try:
            return json.loads(str(text)) if text else default
        except (TypeError, ValueError):
            return default

    def recent_books(self) -> list[str]:
        books = self._json("recent/books", [])
        return [b for b in books if isinstance(b, str)]

    def add_recent_book(self, path: Path | str) -> None:
        text = _book_key(path)
        books = [text] + [b for b in self.recent_books() if b != text]
        self.qsettings.setValue("recent/books", json.dumps(books[:MAX_RECENT]))

    def last_session(self, book: Path | str) -> str | None:
        value = self._json("recent/sessions", {}).get(_book_key(book))
        return str(value) if value else None

    def set_last_session(self, book: Path | str, session_id: str | None) -> None:
        sessions = self._json("recent/sessions", {})
        key = _book_key(book)
        if session_id is None:
            sessions.pop(key, None)
        else:
            sessions[key] = session_id
        self.qsettings.setValue("recent/sessions", json.dumps(sessions))

    # -- window ---------------------------------------------------------------------
    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        geometry = self.qsettings.value("window/geometry")
        state = self.qsettings.value("window/state")
        return (
            geometry if isinstance(geometry, QByteArray) else None,
            state if isinstance(state, QByteArray) else None,
        )

    def set_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self.qsettings.setValue("window/geometry", geometry)
        self.qsettings.setValue("window/state", state)

    def sync(self) -> None:
        self.qsettings.sync()


def _book_key(book: Path | str) -> str:
    """A book as remembered: a file's full path, or a server book's URL (which never holds
    a password: the book's location leaves it out)."""
    text = str(book)
    return text if text.startswith(("postgresql://", "postgres://")) else str(Path(book).resolve())
