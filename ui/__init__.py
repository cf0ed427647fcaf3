"""The desktop app (PySide6): thin views over the engine in ``scorekeeper``."""

from ui import qt_compat as _qt_compat  # noqa: F401  (first: guards against a PySide6 6.12.0 fault)
