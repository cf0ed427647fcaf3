"""The Tournament window: an event's field, figures and the director's actions (issue 28)."""
