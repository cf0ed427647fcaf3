"""The ``scorekeeper`` command line: the only part of the engine that prints for users."""
