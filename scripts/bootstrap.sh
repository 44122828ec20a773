#!/usr/bin/env bash
# Installs what Canopy needs on a fresh Debian machine, skipping whatever is already there:
# the Cairo, libdeflate, libjpeg, FreeType, HarfBuzz and ICU headers, pkg-config, the font packages the text
# engine loads by path (DejaVu, Inter, Noto core, CJK and colour emoji), and Pango's Python
# bindings, the independent line-breaking oracle scripts/text-oracle.py compares against, and
# Pango's headers for the benchmarks' text-layout baseline.
set -euo pipefail

export PATH="$PATH:/opt/swift/usr/bin"
packages=(libcairo2-dev libdeflate-dev libfreetype-dev libfontconfig-dev libjpeg62-turbo-dev pkg-config fonts-dejavu-core
  libharfbuzz-dev libicu-dev fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  python3-gi python3-gi-cairo python3-cairo gir1.2-pango-1.0 libpango1.0-dev)
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "bootstrap: swift is not on PATH (expected /opt/swift/usr/bin)" >&2
  exit 1
fi
pkg-config --exists cairo || { echo "bootstrap: pkg-config cannot find cairo" >&2; exit 1; }
echo "bootstrap: ready (cairo $(pkg-config --modversion cairo), $(swift --version 2>/dev/null | head -1))"
