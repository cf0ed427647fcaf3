"""The session's dialogs: a new session, changes from the next hand on, the rules editor, asking why."""
