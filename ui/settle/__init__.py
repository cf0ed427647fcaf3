"""The Settle up page: balances, who pays whom, the cash check, mark settled."""
