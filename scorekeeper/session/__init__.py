"""The night as a typed event log: events, their fold into a session, the checks behind each action.

Knows no storage, no casino, no command line."""
