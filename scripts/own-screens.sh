#!/usr/bin/env bash
# Builds a package outside the repository that depends on Canopy by path and gets the canopy
# commands over its own screen through a small executable target (the README's example),
# then checks the commands see its screen and not Canopy's examples. Quiet when green.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "own-screens: $*" >&2; exit 1; }
# A path dependency's identity is its folder's name.
canopy=$(basename "$repo")

mkdir -p "$work/MyApp/Sources/AppScreens" "$work/MyApp/Sources/app-canopy"
cat > "$work/MyApp/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "AppScreens", dependencies: [.product(name: "Examples", package: "$canopy")]),
        .executableTarget(
            name: "app-canopy",
            dependencies: ["AppScreens", .product(name: "CanopyTool", package: "$canopy"), .product(name: "Examples", package: "$canopy")]
        ),
    ]
)
SWIFT
cat > "$work/MyApp/Sources/AppScreens/ProfileScreen.swift" <<'SWIFT'
import Canopy
import Examples

/// The app's own screen: a coloured profile banner; nothing scrolls.
public final class ProfileScreen: ViewControllerNode, ExampleScreen {
    public var demoScrollView: ScrollNode? { nil }
    public func showDemoState(scrollOffset offset: CGFloat) {}

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Color(hex: 0x3F51B5)
    }
}
SWIFT
cat > "$work/MyApp/Sources/app-canopy/main.swift" <<'SWIFT'
import AppScreens
import CanopyTool
import Examples

CanopyTool.main(screens: [
    Example(name: "profile", title: "Profile", summary: "The profile banner.") { ProfileScreen() },
])
SWIFT

cd "$work/MyApp"
log="$work/build.log"
swift build >"$log" 2>&1 || { cat "$log" >&2; fail "the package depending on Canopy did not build"; }
tool="$(swift build --show-bin-path)/app-canopy"

listing=$("$tool" examples)
[ "$(printf '%s\n' "$listing" | awk '{print $1}')" = "profile" ] || fail "examples lists '$listing', not only the package's screen"
"$tool" render profile --device iPhoneSE --out "$work/profile.png" >/dev/null || fail "render of the package's screen failed"
python3 - "$work/profile.png" <<'PY' || fail "the rendered PNG is not 750×1334"
import struct, sys
data = open(sys.argv[1], "rb").read(24)
assert data[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", data[16:24]) == (750, 1334)
PY
set +e
unknown=$("$tool" render typical-use --out "$work/x.png" 2>&1 >/dev/null)
status=$?
set -e
[ "$status" -eq 2 ] || fail "an example outside the catalogue exited $status, not 2"
[ "$unknown" = "canopy: unknown example 'typical-use'; run 'canopy examples' for the list" ] || fail "unexpected error: $unknown"
[ ! -e "$work/x.png" ] || fail "a refused render wrote a file"
"$tool" gallery --device iPhoneSE --out "$work/gallery" >/dev/null || fail "gallery over the package's screens failed"
ls "$work/gallery" | grep -q '^profile' || fail "the gallery holds no image of the package's screen"
for command in accept shard report diff filmstrip; do
  "$tool" "$command" --help >/dev/null || fail "$command is missing from the package's tool"
done
echo "own-screens: ok (a package outside the repository runs the commands over its own screen)"
