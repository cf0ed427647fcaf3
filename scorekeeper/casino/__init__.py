"""The casino side game: the house's collection, stacks and table stakes, tips and
shared expenses, settle-up modes, manager sign-off and settlement slips.

Each concept is one module; :mod:`scorekeeper.casino.state` holds what the session's
casino events set, :mod:`scorekeeper.casino.view` derives each hand's money from it.
"""
