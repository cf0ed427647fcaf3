"""The typed boundary: what is read from outside (a rule set, a hand, a book's events, an import)
becomes typed values here, or is refused with one message that names the field.

:mod:`.checks` holds the checks of single values (text, numbers, amounts, lists, choices);
:mod:`.records` checks objects against their fields and builds frozen dataclasses from them.
It is our own, and small, so that opening a book needs no schema library: the app's start
reads the book's rules and events through it.
"""
