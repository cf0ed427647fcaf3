"""The Ledger and Standings pages: every hand, the running totals, a hand's details and corrections."""
