#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser).
# Run before `npm test`: installs it from Debian's packages when it is missing
# and we may (root with apt-get); otherwise says what to do.
set -u
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests (about 30 s)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "warning: chromium is not installed; the browser tests will fail. Install it with: sudo apt-get install chromium" >&2
exit 0
