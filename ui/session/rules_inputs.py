"""The small inputs every box of the rules editor is made of: a titled choice, an amount box."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QComboBox, QLineEdit


def combo(titles: Mapping[Any, str], tip: str) -> QComboBox:
    """A choice of ``titles``' values; each item's data is its key."""
    box = QComboBox()
    for key, title in titles.items():
        box.addItem(title, key)
    box.setToolTip(tip)
    return box


def select(box: QComboBox, key: Any) -> None:
    """Show the item whose data is ``key`` (the first item when none is)."""
    box.setCurrentIndex(max(box.findData(key), 0))


def amount_edit(tip: str, width: int = 70) -> QLineEdit:
    edit = QLineEdit()
    edit.setToolTip(tip)
    edit.setMaximumWidth(width)
    return edit
