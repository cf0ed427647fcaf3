"""A tournament's pure core: the event's structure and presets, the levels, the payouts, the
draw, a hand's chips at a table under table stakes, and the balancing of the tables.

No storage and no I/O: the event's log, its commands and its views build on these.
"""
