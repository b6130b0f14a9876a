#!/usr/bin/env bash
# The test suite drives pages in Debian's Chromium (Playwright's own browser download cannot work offline) and
# validates the Atom feed with Debian's jing (RELAX NG, against RFC 4287's schema in tests/fixtures/atom/).
# Installs them when missing and we may (root, as on CI); otherwise says what to run.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v jing >/dev/null 2>&1 || need+=(jing)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages for the test suite: ${need[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
else
  echo "The test suite needs these Debian packages: ${need[*]}. Run: sudo apt-get install ${need[*]}" >&2
  exit 1
fi
