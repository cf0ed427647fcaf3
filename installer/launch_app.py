"""Entry point of the frozen app (PyInstaller runs this file): ``scorekeeper-app [BOOK] [--self-test]``."""

import sys

from scorekeeper_app.app import main

if __name__ == "__main__":
    sys.exit(main())
