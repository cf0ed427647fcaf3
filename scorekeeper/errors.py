"""The one error type the engine raises for bad input."""


class InputError(ValueError):
    """Bad input, with a one-line message that names the problem and where it is."""
