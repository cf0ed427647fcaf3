"""The setting advisor: every way to set 13 cards, ranked by expected units under the table's rules."""
