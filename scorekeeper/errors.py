"""The one error type the engine raises for bad input."""


class InputError(ValueError):
    """Bad input, with a one-line message that names the problem and where it is."""


class KeptRefusal(InputError):
    """A refusal whose own writes are kept: the book's count of wrong manager passphrases.

    The transaction it ends in commits instead of rolling back; it only ever follows writes
    to the manager's guard (casino/manager.py), never an event."""
