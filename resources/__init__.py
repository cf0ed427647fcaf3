"""The app's data files (icon, translations, fonts), installed as ``scorekeeper_app.resources``."""
