#!/usr/bin/env bash
# Opens the snapshot failure page in a real browser: installs Debian's chromium when it is
# missing, writes two known snapshot failures with the test suite, rebuilds the page with
# `canopy report`, loads it headless (#slider=0.25, #slider=0.75, #blink=1 at two moments)
# and checks from the dumped DOM that every image loaded, that the slider changed the
# overlay and that blinking alternates it.
# Expects `swift build --build-tests` to have run. Set BROWSER_CHECK_SCREENSHOT=<file.png>
# to also save a screenshot of the page.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

fail() { echo "browser-check: FAIL: $*" >&2; exit 1; }

if ! command -v chromium >/dev/null 2>&1; then
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  echo "browser-check: installing chromium"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
command -v chromium >/dev/null 2>&1 || fail "chromium is not installed"

work=$(mktemp -d /tmp/canopy-browser-check.XXXXXX)
trap 'rm -rf "$work"' EXIT

# Two known failures, written by the real assertion pipeline.
if ! CANOPY_BROWSER_FIXTURE="$work/fixture" swift test --skip-build --filter 'SnapshotReportTests/browserFixture' \
  >"$work/fixture.log" 2>&1; then
  cat "$work/fixture.log" >&2
  fail "the test writing the two failures did not pass"
fi
report="$work/fixture/report"
[ -f "$report/index.html" ] || fail "no page at $report/index.html"

bin=$(swift build --show-bin-path)
rm "$report/index.html"
"$bin/canopy" report "$report" || fail "canopy report could not rebuild the page"

load() { # $1 = fragment, $2 = output file, $3 = virtual milliseconds to run (default 5000)
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$work/profile-$RANDOM" --virtual-time-budget="${3:-5000}" --dump-dom \
    "file://$report/index.html#$1" >"$2" 2>"$work/chromium.log" || { cat "$work/chromium.log" >&2; fail "chromium did not load the page"; }
}
load "slider=0.25" "$work/quarter.html"
load "slider=0.75" "$work/three-quarters.html"

attribute() { # $1 = file, $2 = attribute on <body>
  grep -o "<body[^>]*" "$1" | grep -o " $2=\"[^\"]*\"" | head -1 | sed 's/.*="\(.*\)"/\1/'
}
ready=$(attribute "$work/quarter.html" data-ready)
total=$(attribute "$work/quarter.html" data-images-total)
loaded=$(attribute "$work/quarter.html" data-images-loaded)
failures=$(attribute "$work/quarter.html" data-failures)
[ "$ready" = "true" ] || fail "the page's script did not run (data-ready=$ready)"
[ "$failures" = "2" ] || fail "expected 2 failures on the page, found '$failures'"
[ -n "$total" ] && [ "$total" -ge 10 ] || fail "expected at least 10 images, found '$total'"
[ "$loaded" = "$total" ] || fail "only $loaded of $total images loaded"

clip() { grep -o 'data-clip="[^"]*"' "$1" | head -1 | sed 's/data-clip="\(.*\)"/\1/'; }
position() { grep -o 'class="overlay" data-position="[^"]*"' "$1" | head -1 | sed 's/.*data-position="\(.*\)"/\1/'; }
q_clip=$(clip "$work/quarter.html") t_clip=$(clip "$work/three-quarters.html")
q_pos=$(position "$work/quarter.html") t_pos=$(position "$work/three-quarters.html")
[ "$q_pos" = "0.25" ] && [ "$t_pos" = "0.75" ] || fail "the slider did not take the address's value (positions '$q_pos', '$t_pos')"
[ -n "$q_clip" ] && [ "$q_clip" != "$t_clip" ] || fail "the slider did not change the overlay (clip '$q_clip' vs '$t_clip')"
grep -q 'clip-path: inset(0px 75%' "$work/quarter.html" || fail "the overlay's style does not show the 0.25 wipe"

# Blink alternates every 600 virtual ms. When the timer starts depends on how soon the page
# settles, so sample five moments 300 ms apart (any 600 ms window holds a switch) and require
# the overlay to have shown both images among them.
showing() { grep -o 'class="overlay"[^>]*data-showing="[^"]*"' "$1" | head -1 | sed 's/.*data-showing="\(.*\)"/\1/'; }
seen=""
for ms in 900 1200 1500 1800 2100; do
  load "blink=1" "$work/blink-$ms.html" "$ms"
  seen="$seen $(showing "$work/blink-$ms.html")"
done
distinct=$(echo "$seen" | tr ' ' '\n' | sed '/^$/d' | sort -u | wc -l)
early=$(echo "$seen" | awk '{print $1}') late=$(echo "$seen" | awk '{print $NF}')
[ "$distinct" -ge 2 ] || fail "blink did not alternate the overlay (showed:$seen)"

if [ -n "${BROWSER_CHECK_SCREENSHOT:-}" ]; then
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$work/profile-shot" --virtual-time-budget=5000 --window-size=1280,1800 \
    --screenshot="$BROWSER_CHECK_SCREENSHOT" "file://$report/index.html#slider=0.35" >/dev/null 2>&1 || fail "no screenshot"
fi

echo "browser-check: PASS (chromium $(chromium --version 2>/dev/null | awk '{print $2}'): 2 failures, $loaded/$total images loaded, slider 0.25 → $q_clip, 0.75 → $t_clip, blink showed$seen)"
