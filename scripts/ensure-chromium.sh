#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests when it is missing. Never downloads a browser build.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "chromium is missing: run 'sudo apt-get install -y chromium' (browser tests need /usr/bin/chromium)" >&2
  exit 1
fi
echo "Installing Debian's chromium ..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
