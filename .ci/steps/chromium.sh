# Sourced by .ci/run before the tests: Debian's Chromium for the phone-page tests
# (tests/test_web_browser.py drives it with Playwright, which the test extra installs)
# and a CJK font, so the Chinese screenshots and pages render glyphs, not boxes.
# Sourced, not run: no `exit`; a failing apt-get stops the run through `set -e`.
if command -v apt-get >/dev/null 2>&1; then
  chromium_missing=()
  for chromium_pkg in chromium fonts-wqy-microhei; do
    dpkg -s "$chromium_pkg" >/dev/null 2>&1 || chromium_missing+=("$chromium_pkg")
  done
  if [ ${#chromium_missing[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${chromium_missing[@]}" >/dev/null
  fi
  unset chromium_missing chromium_pkg
fi
export SCOREKEEPER_CHROMIUM="${SCOREKEEPER_CHROMIUM:-/usr/bin/chromium}"
"$SCOREKEEPER_CHROMIUM" --version 2>/dev/null  # (the launcher script may note its memory check on stderr)
