"""The main window and what it composes: its actions and menus, the start page, the session column."""
