#!/usr/bin/env bash
# Differential test of the perceptual comparison against pixelmatch: installs PyPI's
# `pixelmatch` (the reference for white blending) and `pypng` into a git-ignored folder,
# then runs scripts/pixelmatch-parity.py on the built `canopy` tool.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

# Pinned so the reference cannot change under the test.
requirements=(pixelmatch==0.4.0 pypng==0.20220715.0)
target=.build-pixelmatch/site-packages

if ! command -v python3 >/dev/null 2>&1 || ! python3 -m pip --version >/dev/null 2>&1; then
  echo "pixelmatch-parity: installing python3 and pip"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends python3 python3-pip >/dev/null
fi

stamp="$target/.installed-$(printf '%s\n' "${requirements[@]}" | cksum | cut -d' ' -f1)"
if [ ! -f "$stamp" ]; then
  rm -rf "$target"
  mkdir -p "$target"
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location \
    --target "$target" "${requirements[@]}"
  touch "$stamp"
fi

bin=$(swift build --show-bin-path)
[ -x "$bin/canopy" ] || swift build --product canopy
PYTHONPATH="$PWD/$target" python3 scripts/pixelmatch-parity.py "$bin/canopy" "$@"
