"""Chinese Poker Scorekeeper: the engine (no Qt here)."""

__version__ = "0.1.0"
