"""A tournament's pure core: the event's structure and presets, the levels, the payouts, the
draw, a hand's chips at a table under table stakes, and the balancing of the tables.

No storage and no I/O: the event's log, its commands and its views build on these.
"""

# A session names at least two players, and an event's own session is made before anyone
# registers; it never holds a hand (those are its tables'), so it names the two parties every
# event has. The players' register does not count them as people (players/actions.py).
EVENT_PARTIES = ("Director", "House")
