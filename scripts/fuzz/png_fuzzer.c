/* libFuzzer target for the PNG decoders in Sources/CCanopySupport.
 *
 * Every input goes through the structural check; one that passes is decoded by both the
 * libdeflate path (when it applies) and libpng, and the two must agree: same verdict, same
 * pixels. Built and run by scripts/fuzz-png.sh with the address and undefined-behaviour
 * sanitizers, so an out-of-bounds access, an overflow or a disagreement stops the run. */
#include "CanopySupport.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char message[256] = {0}, fast_message[256] = {0}, slow_message[256] = {0};
    uint32_t width = 0, height = 0;
    if (canopy_png_header(data, size, &width, &height, message) != 0) return 0;
    size_t bytes = (size_t)width * height * 4;
    unsigned char *fast_pixels = (unsigned char *)malloc(bytes), *slow_pixels = (unsigned char *)malloc(bytes);
    if (!fast_pixels || !slow_pixels) abort();
    int fast = canopy_png_decode_fast(data, size, fast_pixels, width, height, fast_message);
    int slow = canopy_png_decode_libpng(data, size, slow_pixels, width, height, slow_message);
    if (fast != 0) {
        int fast_ok = fast == 1, slow_ok = slow == 0;
        if (fast_ok != slow_ok) {
            fprintf(stderr, "decoders disagree on a %ux%u file: fast %s, libpng %s\n", width, height,
                    fast_ok ? "decoded it" : fast_message, slow_ok ? "decoded it" : slow_message);
            abort();
        }
        if (fast_ok && memcmp(fast_pixels, slow_pixels, bytes) != 0) {
            fprintf(stderr, "decoders give different pixels for a %ux%u file\n", width, height);
            abort();
        }
    }
    free(fast_pixels);
    free(slow_pixels);
    return 0;
}
