"""One hand, pure: cards in, units and money out. Knows no session."""
