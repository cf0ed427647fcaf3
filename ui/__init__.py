"""The desktop app (PySide6): thin views over the engine in ``scorekeeper``."""
