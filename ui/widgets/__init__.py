"""Widgets and looks shared by every part: cards drawn, fitted tables, pages built when shown, the theme."""
