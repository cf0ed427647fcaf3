"""Helpers shared by the session and book tests (and the child processes they start)."""
