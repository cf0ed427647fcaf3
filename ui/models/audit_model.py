"""The audit trail: every correction of a session, when and why."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from scorekeeper.session import Session
from scorekeeper_app.models.ledger_format import hand_time
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

COL_WHEN, COL_ACTION, COL_HAND, COL_DETAIL, COL_REASON = range(5)
HAND_ROLE = Qt.ItemDataRole.UserRole + 1  # the hand number an entry is about, or None

_ACTIONS = {  # shown translated (context "AuditModel")
    "edited": QT_TRANSLATE_NOOP("AuditModel", "Edit"),
    "voided": QT_TRANSLATE_NOOP("AuditModel", "Void"),
    "undo": QT_TRANSLATE_NOOP("AuditModel", "Undo"),
    "redo": QT_TRANSLATE_NOOP("AuditModel", "Redo"),
    "stake": QT_TRANSLATE_NOOP("AuditModel", "Stake"),
    "rules": QT_TRANSLATE_NOOP("AuditModel", "Rules"),
    "players": QT_TRANSLATE_NOOP("AuditModel", "Players"),
    "settled": QT_TRANSLATE_NOOP("AuditModel", "Settled"),
    "reopened": QT_TRANSLATE_NOOP("AuditModel", "Reopened"),
}


class AuditModel(QAbstractTableModel):
    """``Session.audit()`` as a table, newest last."""

    HEADERS = (  # shown translated
        QT_TRANSLATE_NOOP("AuditModel", "When"),
        QT_TRANSLATE_NOOP("AuditModel", "Action"),
        QT_TRANSLATE_NOOP("AuditModel", "Hand"),
        QT_TRANSLATE_NOOP("AuditModel", "What"),
        QT_TRANSLATE_NOOP("AuditModel", "Reason"),
    )

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[dict[str, Any]] = []

    def refresh(self, session: Session | None) -> None:
        self.beginResetModel()
        self._entries = session.audit() if session is not None else []
        self.endResetModel()

    def entry(self, row: int) -> dict[str, Any]:
        return self._entries[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("AuditModel", self.HEADERS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        entry = self._entries[index.row()]
        if role == HAND_ROLE:
            return entry["hand"]
        if role == Qt.ItemDataRole.ToolTipRole:
            return entry["at"]
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        column = index.column()
        if column == COL_WHEN:
            return f"{entry['at'][:10]} {hand_time(entry['at'])}"
        if column == COL_ACTION:
            kind = entry["kind"]
            return translate("AuditModel", _ACTIONS[kind]) if kind in _ACTIONS else kind
        if column == COL_HAND:
            return "" if entry["hand"] is None else str(entry["hand"])
        if column == COL_DETAIL:
            return entry["detail"]
        return entry["reason"]
