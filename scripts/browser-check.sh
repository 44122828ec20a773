#!/usr/bin/env bash
# Opens the snapshot failure page in a real browser: installs Debian's chromium when it is
# missing, writes known snapshot failures with the test suite (two images and a behaviour
# filmstrip; and a page of 200 failures), rebuilds the first page with `canopy report`, moves
# its folder elsewhere (as when downloaded from CI), loads it headless (#slider=0.25,
# #slider=0.75, #blink=1 at several moments) and checks from the dumped DOM that every image
# loaded by its relative path, that the filmstrip is shown at full size with its differing
# frames marked, that the slider changed the overlay and that blinking alternates it; then
# that the 200-failure page loads in under 2 s with its index and opens a card on demand.
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

# Known failures, written by the real assertion pipeline.
if ! CANOPY_BROWSER_FIXTURE="$work/fixture" swift test --skip-build --filter 'SnapshotReportTests/browserFixture' \
  >"$work/fixture.log" 2>&1; then
  cat "$work/fixture.log" >&2
  fail "the test writing the failures did not pass"
fi
written="$work/fixture/report"
[ -f "$written/index.html" ] || fail "no page at $written/index.html"

bin=$(swift build --show-bin-path)
rm "$written/index.html"
"$bin/canopy" report "$written" || fail "canopy report could not rebuild the page"
# The page must not depend on where it was written: every path on it is relative.
report="$work/moved/report"
mkdir -p "$work/moved"
mv "$written" "$report"

load() { # $1 = fragment, $2 = output file, $3 = virtual milliseconds to run (default 5000)
  # A tall window, so every card of the small page is in view and its lazy images load.
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$work/profile-$RANDOM" --virtual-time-budget="${3:-5000}" --window-size=1600,12000 --dump-dom \
    "file://${4:-$report}/index.html#$1" >"$2" 2>"$work/chromium.log" || { cat "$work/chromium.log" >&2; fail "chromium did not load the page"; }
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
[ "$failures" = "3" ] || fail "expected 3 failures on the page, found '$failures'"
[ -n "$total" ] && [ "$total" -ge 15 ] || fail "expected at least 15 images, found '$total'"
[ "$loaded" = "$total" ] || fail "only $loaded of $total images loaded from the moved folder"
grep -q 'src="/' "$work/quarter.html" && fail "the page refers to an absolute path"
grep -q "$work/fixture" "$work/quarter.html" && fail "the page names the folder it was written in"

# The filmstrip: its images at their natural width (not a thumbnail), differing frames outlined.
sed -n '/class="failure filmstrip"/,/<\/details>/p' "$work/quarter.html" >"$work/filmstrip.html"
[ -s "$work/filmstrip.html" ] || fail "no filmstrip card on the page"
strip_natural=$(grep -o 'class="shot" data-role="actual"[^>]*' "$work/filmstrip.html" | grep -o 'data-natural-width="[0-9]*"' | grep -o '[0-9]*' || true)
strip_shown=$(grep -o 'class="shot" data-role="actual"[^>]*' "$work/filmstrip.html" | grep -o 'data-shown-width="[0-9]*"' | grep -o '[0-9]*' || true)
[ -n "$strip_natural" ] && [ "$strip_natural" -gt 400 ] || fail "the filmstrip image did not load (natural width '$strip_natural')"
[ "$strip_shown" = "$strip_natural" ] || fail "the filmstrip is shown $strip_shown px wide, not at its full $strip_natural px"
marked=$(grep -o 'class="frame-mark differs"' "$work/filmstrip.html" | wc -l || true)
[ "$marked" -ge 1 ] || fail "no differing frame is marked on the filmstrip"

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

# 200 failures: loaded without virtual time, the page must reach its load event in under 2 s
# (measured by the page itself) with its index, and open the last card when the address names it.
many="$work/fixture/report-200"
start_ns=$(date +%s%N)
chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --user-data-dir="$work/profile-many" --dump-dom "file://$many/index.html" >"$work/many.html" 2>"$work/chromium.log" \
  || { cat "$work/chromium.log" >&2; fail "chromium did not load the 200-failure page"; }
wall_ms=$(( ($(date +%s%N) - start_ns) / 1000000 ))
many_failures=$(attribute "$work/many.html" data-failures)
load_ms=$(attribute "$work/many.html" data-load-ms)
rows=$(grep -o '<tr class="kind-' "$work/many.html" | wc -l || true)
[ "$many_failures" = "200" ] || fail "expected 200 failures on the large page, found '$many_failures'"
[ "$rows" = "200" ] || fail "expected 200 rows in the summary table, found $rows"
[ -n "$load_ms" ] && [ "$load_ms" -lt 2000 ] || fail "the 200-failure page took ${load_ms:-?} ms to load (limit 2000)"
load "failure-200" "$work/last.html" 5000 "$many"
sed -n '/id="failure-200"/,/<\/details>/p' "$work/last.html" >"$work/last-card.html"
grep -q '<details class="failure" id="failure-200" open' "$work/last-card.html" || fail "#failure-200 did not open its card"
last_loaded=$(grep -o 'class="shot"[^>]*data-loaded="true"' "$work/last-card.html" | wc -l || true)
[ "$last_loaded" -ge 3 ] || fail "the opened card's images did not load ($last_loaded of 3)"

if [ -n "${BROWSER_CHECK_SCREENSHOT:-}" ]; then
  chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --user-data-dir="$work/profile-shot" --virtual-time-budget=5000 --window-size=1280,1800 \
    --screenshot="$BROWSER_CHECK_SCREENSHOT" "file://$report/index.html#slider=0.35" >/dev/null 2>&1 || fail "no screenshot"
fi

echo "browser-check: PASS (chromium $(chromium --version 2>/dev/null | awk '{print $2}'): 3 failures from a moved folder, $loaded/$total images loaded, filmstrip at $strip_shown px with $marked differing-frame outlines, slider 0.25 → $q_clip, 0.75 → $t_clip, blink showed$seen; 200 failures loaded in $load_ms ms ($wall_ms ms with browser start-up))"
