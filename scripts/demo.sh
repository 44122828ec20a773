#!/usr/bin/env bash
# Installs what is missing, builds the canopy tool and runs its main job, the gallery.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
bash scripts/bootstrap.sh
swift build --product canopy
"$(swift build --show-bin-path)/canopy" gallery "$@"
