"""Players across nights: the book's player register, each person's record, the settle-up that leaves the app.

The register (``register.py``) maps the names sessions hold to people, by actions recorded in
the book's own log (merge, unmerge, note, remove, undo): no session event is rewritten.
The statistics (``stats.py``) read sessions through the book and their ledger lines; the
settle-up's outside forms (``settle_out.py``: chat messages, a Splitwise-style CSV, beancount
and ledger-cli journals, a bankroll-tracker CSV) and a player's own export (``privacy.py``)
read the same. Layer 5: it reads the book and the ledger, never the app.
"""
