#!/usr/bin/env bash
# UIKit APIs Canopy deliberately lacks fail to compile with a message naming what to use
# instead: type-checks calls an iOS screen would make against the built CanopyUIKit module and
# expects each to be refused as unavailable, with no other error. Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
modules=.build/debug/Modules
if [ ! -f "$modules/CanopyUIKit.swiftmodule" ]; then
  echo "check-unavailable: build first (swift build): $modules/CanopyUIKit.swiftmodule is missing" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/calls.swift" <<'SWIFT'
import CanopyUIKit
final class Screen: UIViewController {
    func calls() {
        _ = UINib(nibName: "Profile", bundle: nil)
        _ = UIStoryboard(name: "Main", bundle: nil)
        UIApplication.shared.open(URL(fileURLWithPath: "/"))
        UIView.transition(with: view, duration: 0.3, options: [], animations: nil)
        UIView.transition(from: view, to: UIView(), duration: 0.3)
        _ = UIView.AnimationOptions.transitionCrossDissolve
        _ = UIView.AnimationOptions.transitionFlipFromLeft
        _ = UIImage(named: "cover")
        present(UIViewController(), animated: true)
        dismiss(animated: true)
    }
}
SWIFT
expected=(
  "'UINib' is unavailable: Canopy loads no nibs"
  "'UIStoryboard' is unavailable: Canopy loads no storyboards"
  "'UIApplication' is unavailable: Canopy has no application object"
  "'transition(with:duration:options:animations:completion:)' is unavailable: Canopy has no snapshot transitions"
  "'transition(from:to:duration:options:completion:)' is unavailable: Canopy has no snapshot transitions"
  "'transitionCrossDissolve' is unavailable"
  "'transitionFlipFromLeft' is unavailable"
  "'init(named:)' is unavailable: Canopy has no asset catalogs"
  "'present(_:animated:completion:)' is unavailable: Canopy has no modal presentation"
  "'dismiss(animated:completion:)' is unavailable: Canopy has no modal presentation"
)
includes=(-I "$modules")
for c in CICU CHarfBuzz CFreeType CCairo CCanopySupport; do includes+=(-I "Sources/$c"); done
# The C modules' headers include FreeType's and HarfBuzz's from their pkg-config folders.
for flag in $(pkg-config --cflags-only-I freetype2 harfbuzz 2>/dev/null); do includes+=(-Xcc "$flag"); done
errors=$("$swiftc" -typecheck "${includes[@]}" "$work/calls.swift" 2>&1 | grep -E '^/.*: error: ' | sed 's/^[^ ]* error: //' || true)
status=0
for message in "${expected[@]}"; do
  if ! grep -qF "$message" <<<"$errors"; then
    echo "check-unavailable: expected the error \"$message\"" >&2
    status=1
  fi
done
others=$(grep -v "is unavailable" <<<"$errors" || true)
if [ -n "$others" ]; then
  echo "check-unavailable: unexpected errors:" >&2
  echo "$others" >&2
  status=1
fi
[ $status -eq 0 ] && echo "check-unavailable: ok (${#expected[@]} UIKit APIs refused with a message)"
exit $status
