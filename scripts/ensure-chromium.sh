#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests (never a downloaded browser).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
echo "Chromium not found at $browser: installing Debian's chromium package…"
sudo_cmd=""
if [ "$(id -u)" != "0" ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Install Chromium (apt-get install chromium) or set CHROMIUM_PATH." >&2; exit 1; }
  sudo_cmd="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
[ -x "$browser" ] || { echo "Chromium is still missing at $browser" >&2; exit 1; }
