"""What the app says: its language, plural texts, amounts and engine values in words."""
