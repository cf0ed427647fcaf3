"""What leaves the app: the live table on a phone, and exports to files."""
