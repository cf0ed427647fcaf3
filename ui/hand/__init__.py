"""The Hand page: the hand being typed, its seats, cards, checks, advice, drafts and corrections."""
