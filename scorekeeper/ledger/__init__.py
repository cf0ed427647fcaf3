"""What the log is worth: typed ledger lines and everything summed from them (totals, standings,
settle-up, verification)."""
