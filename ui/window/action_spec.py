"""How an action is declared and built: :class:`ActionSpec` (text, keys, menu, the slot as a
function of the window), the menus, and the QActions made from a registry. The registry
itself, one entry per action, is :data:`scorekeeper_app.window.actions.REGISTRY`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

Key = QKeySequence.StandardKey | str
ActKey = TypeVar("ActKey", bound=Enum)

Slot = Callable[[Any], Callable[[], object]]  # the window -> what to call
Label = Callable[[], str]  # a text made when the action is built (already translated)


@dataclass(frozen=True)
class ActionSpec:
    menu: str
    text: str
    slot: Slot  # a function of the window: what the action calls
    keys: tuple[Key, ...]
    tip: str = ""
    # "", "session" (a session is open), "writable" (open and not settled) or "hand" (the Hand page shows)
    needs: str = ""
    checkable: bool = False
    seat: bool = False  # also in each seat's menu
    separator_before: bool = False
    ledger: bool = False  # needs the Ledger and Settle up pages (hidden when they are placeholders)
    label: Label | None = None  # instead of ``text``, for texts composed from other translations
    tip_label: Label | None = None  # instead of ``tip``, likewise


MENUS = (  # the keys of MainWindow.menus; shown translated
    QT_TRANSLATE_NOOP("Menus", "&File"),
    QT_TRANSLATE_NOOP("Menus", "&Edit"),
    QT_TRANSLATE_NOOP("Menus", "&Hand"),
    QT_TRANSLATE_NOOP("Menus", "&Session"),
    QT_TRANSLATE_NOOP("Menus", "&View"),
    QT_TRANSLATE_NOOP("Menus", "&Help"),
)
SK = QKeySequence.StandardKey


def export_text(mnemonic: str, title: str) -> str:
    """``Export to &Excel…`` (the export dialogs' own names of the formats)."""
    return translate("LedgerFeatures", "Export to {format}…").format(format=translate("Export", mnemonic))


def export_tip(title: str) -> str:
    return translate("LedgerFeatures", "Write the session as {format}").format(format=translate("Export", title))


def export_spec(kind: str, mnemonic: str, title: str, keys: tuple[Key, ...], **more: Any) -> ActionSpec:
    """File > Export to …: one entry per format, writing the open session in the background."""
    return ActionSpec(
        "&File",
        "",
        lambda w: lambda: w.ledger_features.files.export(kind),
        keys,
        needs="session",
        ledger=True,
        label=lambda: export_text(mnemonic, title),
        tip_label=lambda: export_tip(title),
        **more,
    )


def bind(window: Any, slot: Slot) -> Callable[[], object]:
    """What the action calls, read when it is triggered (the window's parts exist by then)."""
    return slot(window)


def make_actions(window: QWidget, registry: Mapping[ActKey, ActionSpec]) -> dict[ActKey, QAction]:
    """One QAction per registry entry, parented to the window, calling its slot."""
    actions: dict[ActKey, QAction] = {}
    for act, spec in registry.items():
        text = spec.label() if spec.label is not None else translate("Actions", spec.text)
        action = QAction(text, window)
        keys: list[QKeySequence] = []
        for key in spec.keys:
            if isinstance(key, str):
                keys.append(QKeySequence(key))
            else:
                keys.extend(QKeySequence.keyBindings(key))
        unique = list(dict.fromkeys(k.toString() for k in keys if not k.isEmpty()))
        action.setShortcuts([QKeySequence(k) for k in unique])
        tip = spec.tip_label() if spec.tip_label is not None else translate("Actions", spec.tip) if spec.tip else ""
        action.setStatusTip(tip)
        action.setToolTip(f"{plain_text(text).rstrip('…')} ({unique[0]})" if unique else text)
        action.setCheckable(spec.checkable)
        action.setObjectName(act.name.lower())
        action.triggered.connect(lambda _checked=False, slot=spec.slot: bind(window, slot)())
        actions[act] = action
    return actions


def plain_text(text: str) -> str:
    """A menu text without its accelerator: ``&Undo`` -> ``Undo``, ``撤銷(&U)`` -> ``撤銷``, ``A && B`` -> ``A & B``."""
    text = re.sub(r"\(&[^&]\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shortcut_rows(actions: list[QAction]) -> list[tuple[str, str]]:
    """(action text, its keys) for the shortcuts dialog."""
    rows = []
    for action in actions:
        keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        if keys and action.text():
            rows.append((plain_text(action.text()), keys))
    return rows
