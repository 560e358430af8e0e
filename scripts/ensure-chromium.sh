#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed (never a downloaded browser): the headless shell, which the
# end-to-end tests drive, and the full browser, which Lighthouse and the benchmarks drive.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$browser" ] && [ -x "$shell" ]; then
  exit 0
fi
echo "Chromium not found at $browser or $shell: installing Debian's chromium and chromium-headless-shell packages…"
sudo_cmd=""
if [ "$(id -u)" != "0" ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Install Chromium (apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH and E2E_CHROMIUM_PATH." >&2; exit 1; }
  sudo_cmd="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium chromium-headless-shell >/dev/null
[ -x "$browser" ] || { echo "Chromium is still missing at $browser" >&2; exit 1; }
[ -x "$shell" ] || { echo "Chromium's headless shell is still missing at $shell" >&2; exit 1; }
