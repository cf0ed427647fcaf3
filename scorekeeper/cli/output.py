"""What the command line writes to standard output: one JSON object (every command's answer)."""

from __future__ import annotations

import json
import sys
from typing import Any


def emit(obj: Any) -> None:
    """Write one JSON object to standard output."""
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2) + "\n")
