#!/usr/bin/env bash
# Fuzzes the C PNG decoders (the 8-bit RGBA fast path and the any-format path) with libFuzzer under the address
# and undefined-behaviour sanitizers, checking that both decoders agree on every input, and that
# reading indexed segments in parallel agrees with the serial inflate.
#
#   scripts/fuzz-png.sh            # a bounded run (25 s), as `make test` does
#   scripts/fuzz-png.sh 600        # a longer run: the number of seconds
#
# Seeds: 8-bit RGBA files whose image data is cut into indexed segments, the conformance
# corpus (every colour type, depth and interlacing, in Fixtures/), and the small goldens.
# A crash leaves its input in .build/fuzz-png/ and fails with libFuzzer's report.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-25}"
clang=/opt/swift/usr/bin/clang
[ -x "$clang" ] || clang="$(command -v clang || true)"
if [ -z "$clang" ]; then echo "fuzz-png: no clang found (expected /opt/swift/usr/bin/clang)" >&2; exit 1; fi
work=.build/fuzz-png
mkdir -p "$work/corpus" "$work/seeds"
sources=(Sources/CCanopySupport/png_check.c Sources/CCanopySupport/png_read.c Sources/CCanopySupport/png_write.c Sources/CCanopySupport/png_unfilter.c Sources/CCanopySupport/checksums.c Sources/CCanopySupport/png_segments.c Sources/CCanopySupport/png_deflate.c Sources/CCanopySupport/deflate_block.c Sources/CCanopySupport/png_expand.c Sources/CCanopySupport/pixels.c)
libs=(-ldeflate)
flags=(-g -O1 -I Sources/CCanopySupport/include)
# The swift toolchain's clang links with gold, which warns once per sanitizer symbol; lld is quiet.
if "$clang" -fuse-ld=lld -x c /dev/null -o /dev/null -nostartfiles -shared >/dev/null 2>&1; then flags+=(-fuse-ld=lld); fi
"$clang" "${flags[@]}" "${sources[@]}" scripts/fuzz/png_seeds.c "${libs[@]}" -o "$work/png_seeds"
"$work/png_seeds" "$work/seeds"
find Snapshots -name '*.png' -size -16k -exec cp {} "$work/seeds/" \;
cp Fixtures/PngSuite/*.png Fixtures/PNGFormats/*.png "$work/seeds/"
# FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION skips CRC checks, so mutations reach the decoders.
"$clang" "${flags[@]}" -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION \
  "${sources[@]}" scripts/fuzz/png_fuzzer.c "${libs[@]}" -o "$work/png_fuzzer" 2> "$work/build.log" || {
  cat "$work/build.log" >&2
  exit 1
}
echo "fuzz-png: fuzzing the PNG decoders for ${seconds} s"
(
  cd "$work"
  ./png_fuzzer -max_total_time="$seconds" -max_len=16384 -rss_limit_mb=1024 -print_final_stats=1 \
    -artifact_prefix=./ corpus seeds > fuzz.log 2>&1
) || {
  tail -40 "$work/fuzz.log" >&2
  echo "fuzz-png: FAILED; the input that failed is in $work/ (crash-*, leak-*, timeout-*)" >&2
  exit 1
}
grep -E '^stat::number_of_executed_units|^#[0-9]+.*DONE' "$work/fuzz.log" | sed 's/^/fuzz-png: /'
