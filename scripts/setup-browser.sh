#!/usr/bin/env bash
# `npm run setup:browser` (and .ci/run): give the browser tests a browser. An explicit install step, never part of
# `npm test`. The tests drive an installed Chromium or Chrome through playwright-core and never download one (test
# helper: packages/teaching-agent/test/helpers/chromium.ts).
# - A browser is already there (KIT_CHROMIUM, or Chromium/Chrome in the usual places): nothing to do.
# - Root on Debian or Ubuntu: install the distribution's chromium package with apt-get (about 30 s).
# - Otherwise: print the one command for this system. Without a browser, on a learner's machine the browser tests
#   are reported as skipped and `npm test` still passes; on CI (CI=true) they fail, because CI must run them.
# Then, where fontconfig answers (Linux, WSL, containers), it says how to install a Chinese font when there is none:
# a CSS font list cannot draw a font the system lacks, and the Chinese page would be boxes. macOS and Windows ship one.
set -u

browser_found() {
  if [ -n "${KIT_CHROMIUM:-}" ] && [ -x "$KIT_CHROMIUM" ]; then return 0; fi
  for browser in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$browser" >/dev/null 2>&1; then return 0; fi
  done
  for path in /usr/bin/chromium /snap/bin/chromium /opt/google/chrome/chrome \
    "/Applications/Chromium.app/Contents/MacOS/Chromium" \
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"; do
    if [ -x "$path" ]; then return 0; fi
  done
  case "$(uname -s)" in MINGW* | MSYS* | CYGWIN*) return 0 ;; esac # Windows: the test helper looks in Program Files.
  return 1
}

install_or_advise_browser() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing the chromium package for the browser tests (about 30 s)..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && return
    echo "apt-get could not install chromium." >&2
  fi
  case "$(uname -s)" in
    Darwin) advice="brew install --cask chromium   (or install Google Chrome)" ;;
    *) if command -v apt-get >/dev/null 2>&1; then advice="sudo apt-get install chromium"; else
      advice="install Chromium or Google Chrome with your system's package manager"; fi ;;
  esac
  echo "No Chromium or Chrome found for the browser tests. Install one:  $advice" >&2
  echo "(or set KIT_CHROMIUM to a browser's path). Until then the browser tests are reported as skipped." >&2
}

advise_chinese_font() {
  command -v fc-list >/dev/null 2>&1 || return 0
  [ -n "$(fc-list :lang=zh family 2>/dev/null)" ] && return 0
  if command -v apt-get >/dev/null 2>&1; then install="sudo apt-get install fonts-noto-cjk"; else
    install="install Noto Sans CJK (the fonts-noto-cjk or google-noto-sans-cjk package) with your package manager"
  fi
  echo "No Chinese font found: the page in Chinese would show boxes instead of characters. Install one:  $install" >&2
  echo "没有找到中文字体：中文页面会把每个汉字画成方框。先装一个：  $install" >&2
}

browser_found || install_or_advise_browser
advise_chinese_font
exit 0
