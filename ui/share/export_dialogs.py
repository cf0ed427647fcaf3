"""File > Export to Excel / CSV / JSON (in a worker thread, with a progress dialog) and
File > Import session from JSON.

The questions the user answers (where to save, what to import, whether to open
the result) and the opening itself sit behind small ``prompt_*`` / ``open_file``
methods that tests replace.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from scorekeeper.errors import InputError
from scorekeeper_app.controller import SessionController
from scorekeeper_app.wording import i18n
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate


@dataclass(frozen=True)
class ExportKind:
    key: str  # the export_session keyword
    title: str  # menu text after "Export to " (these three are shown translated, context "Export")
    suffix: str  # "" for a folder
    file_filter: str
    mnemonic: str  # the title with its menu accelerator


EXPORT_KINDS = {
    "xlsx": ExportKind(
        "xlsx",
        QT_TRANSLATE_NOOP("Export", "Excel"),
        ".xlsx",
        QT_TRANSLATE_NOOP("Export", "Excel workbook (*.xlsx)"),
        QT_TRANSLATE_NOOP("Export", "&Excel"),
    ),
    "csv": ExportKind("csv", QT_TRANSLATE_NOOP("Export", "CSV"), "", "", QT_TRANSLATE_NOOP("Export", "C&SV")),
    "json": ExportKind(
        "json",
        QT_TRANSLATE_NOOP("Export", "JSON"),
        ".json",
        QT_TRANSLATE_NOOP("Export", "Scorekeeper session (*.json)"),
        QT_TRANSLATE_NOOP("Export", "&JSON"),
    ),
}
SHOW_PROGRESS_AFTER_MS = 300


class _JobSignals(QObject):
    done = Signal(str)
    failed = Signal(str)


class _ExportJob(QRunnable):
    def __init__(self, run: Callable[[], None], target: str) -> None:
        super().__init__()
        self.setAutoDelete(False)  # kept alive by SessionFiles until its signal has arrived
        self.signals = _JobSignals()
        self._run, self._target = run, target

    def run(self) -> None:
        try:
            self._run()
        except InputError as exc:
            self.signals.failed.emit(str(exc))
        except ImportError as exc:
            self.signals.failed.emit(
                translate("Export", "This export is not available in this version ({problem})").format(problem=exc)
            )
        except OSError as exc:
            self.signals.failed.emit(
                translate("Export", "{path}: cannot write ({problem})").format(
                    path=self._target, problem=exc.strerror or exc
                )
            )
        except Exception as exc:  # a bug: say so rather than lose the message in a thread
            traceback.print_exc()
            self.signals.failed.emit(translate("Export", "The export failed: {problem}").format(problem=repr(exc)))
        else:
            self.signals.done.emit(self._target)


class SessionFiles(QObject):
    """Exports and imports of the open session; one export at a time."""

    export_finished = Signal(str)  # path written
    export_failed = Signal(str)
    imported = Signal(str)  # session id

    def __init__(self, controller: SessionController, parent_widget: QWidget | None = None) -> None:
        super().__init__(parent_widget)
        self.controller = controller
        self.parent_widget = parent_widget
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.progress: QProgressDialog | None = None
        self._job: _ExportJob | None = None

    # -- the questions (tests replace these) ---------------------------------------------
    def prompt_export_path(self, kind: ExportKind, suggested: str) -> str | None:
        if not kind.suffix:
            folder = QFileDialog.getExistingDirectory(
                self.parent_widget, translate("Export", "Export CSV files to folder"), suggested
            )
            return folder or None
        path, _ = QFileDialog.getSaveFileName(
            self.parent_widget,
            translate("Export", "Export to {format}").format(format=translate("Export", kind.title)),
            suggested + kind.suffix,
            translate("Export", kind.file_filter),
        )
        return path or None

    def prompt_import_path(self) -> str | None:
        path, _ = QFileDialog.getOpenFileName(
            self.parent_widget,
            translate("Export", "Import session from JSON"),
            str(Path.home()),
            translate("Export", EXPORT_KINDS["json"].file_filter),
        )
        return path or None

    def prompt_open_exported(self, path: str) -> bool:
        answer = QMessageBox.question(
            self.parent_widget,
            translate("Export", "Export finished"),
            translate("Export", "Exported to\n{path}\n\nOpen it now?").format(path=path),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close,
            QMessageBox.StandardButton.Close,
        )
        return answer == QMessageBox.StandardButton.Open

    def show_problem(self, title: str, text: str) -> None:
        QMessageBox.warning(self.parent_widget, title, text)

    def open_file(self, path: str) -> bool:
        """Open with the system's application (tests replace this)."""
        return QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    # -- export ------------------------------------------------------------------------
    def busy(self) -> bool:
        return self._job is not None

    def suggested_name(self) -> str:
        session = self.controller.session()
        stem = "".join(ch if ch.isalnum() or ch in " -_" else "_" for ch in session.name).strip() or "session"
        return str(Path.home() / f"{session.date} {stem}".strip())

    def export(self, key: str) -> bool:
        """Ask where, then write in a worker thread; False when nothing was started."""
        kind = EXPORT_KINDS[key]
        if not self.controller.has_session() or self.busy():
            return False
        target = self.prompt_export_path(kind, self.suggested_name())
        if not target:
            return False
        if kind.suffix and not target.lower().endswith(kind.suffix):
            target += kind.suffix
        try:
            run = self.controller.export_job(lang=i18n.terms_language(), **{kind.key: target})
        except InputError as exc:
            self._failed(str(exc))
            return False
        hands = len(self.controller.session().hands)
        title = translate("Export", kind.title)
        text = translate("Export", "Exporting {count} hands to {format}…").format(count=f"{hands:,}", format=title)
        self.progress = QProgressDialog(text, "", 0, 0, self.parent_widget)
        self.progress.setWindowTitle(translate("Export", "Export to {format}").format(format=title))
        self.progress.setCancelButton(None)  # the file is written whole or not at all; nothing to cancel halfway
        self.progress.setMinimumDuration(SHOW_PROGRESS_AFTER_MS)
        self.progress.setAutoClose(False)
        self.progress.setValue(0)
        job = _ExportJob(run, target)
        job.signals.done.connect(self._done)
        job.signals.failed.connect(self._failed)
        self._job = job
        self.pool.start(job)
        return True

    def _finish_job(self) -> None:
        self._job = None
        if self.progress is not None:
            self.progress.reset()
            self.progress.deleteLater()
            self.progress = None

    def _done(self, path: str) -> None:
        self._finish_job()
        self.controller.saved.emit(translate("Export", "Exported: {path}").format(path=path))
        self.export_finished.emit(path)
        if self.prompt_open_exported(path):
            self.open_file(path)

    def _failed(self, message: str) -> None:
        self._finish_job()
        self.controller.failed.emit(message)
        self.export_failed.emit(message)
        self.show_problem(translate("Export", "Export failed"), message)

    def wait(self, msecs: int = 30000) -> bool:
        """Block until the running export's thread is done (for shutdown and tests)."""
        return self.pool.waitForDone(msecs)

    # -- import ------------------------------------------------------------------------
    def import_json(self) -> str | None:
        """Ask for a file, check every event, store it as a new session and open it."""
        from scorekeeper.book import events_from_json
        from scorekeeper.jsonio import read_json_file

        path = self.prompt_import_path()
        if not path:
            return None
        try:
            events = events_from_json(read_json_file(path))
            session_id = self.controller.import_session(events)
        except InputError as exc:
            message = f"{Path(path).name}: {exc}"
            self.controller.failed.emit(message)
            self.show_problem(translate("Export", "Import refused"), message)
            return None
        self.controller.saved.emit(
            translate("Export", "Imported: {session}").format(session=self.controller.session().name)
        )
        self.imported.emit(session_id)
        return session_id
