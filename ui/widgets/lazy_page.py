"""A page that rebuilds only while shown: changes made while it is hidden mark it stale."""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget


class LazyPage(QWidget):
    """Subclasses implement :meth:`refresh`, which must set ``_dirty = False``."""

    _dirty = True

    def refresh(self) -> None:
        raise NotImplementedError

    def mark_changed(self) -> None:
        self._dirty = True
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._dirty:
            self.refresh()
