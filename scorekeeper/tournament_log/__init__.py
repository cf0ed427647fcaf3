"""A tournament kept in the book: a session whose log holds the event's actions (its own event
kinds, registered as an extension of the session), replayed through the pure core's ``Field``."""
