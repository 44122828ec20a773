/* libFuzzer target for the PNG decoders in Sources/CCanopySupport.
 *
 * Every input goes through the structural check; one that passes is decoded by the
 * any-format path (every colour type, depth and interlacing) and, for 8-bit RGBA, by the fast
 * path too, and the two must agree: same verdict in the same words, same pixels. The fast
 * path is also run with its parallel reading of indexed segments turned off, and must give
 * the same status, message and pixels: an index never changes a result. Built and run by
 * scripts/fuzz-png.sh with the address and undefined-behaviour sanitizers, so an
 * out-of-bounds access, an overflow or a disagreement stops the run. */
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
    int slow = canopy_png_decode_any(data, size, slow_pixels, width, height, slow_message);
    char serial_message[256] = {0};
    unsigned char *serial_pixels = (unsigned char *)malloc(bytes);
    if (!serial_pixels) abort();
    int serial = canopy_png_decode_fast_with(data, size, serial_pixels, width, height, 0, NULL, serial_message);
    if (serial != fast || (fast == 1 && memcmp(serial_pixels, fast_pixels, bytes) != 0) ||
        (fast == -1 && strcmp(serial_message, fast_message) != 0)) {
        fprintf(stderr, "segments and serial inflate disagree on a %ux%u file: %d %s / %d %s\n", width, height, fast,
                fast_message, serial, serial_message);
        abort();
    }
    free(serial_pixels);
    if (fast != 0) {
        int fast_ok = fast == 1, slow_ok = slow == 0;
        if (fast_ok != slow_ok || (!fast_ok && strcmp(fast_message, slow_message) != 0)) {
            fprintf(stderr, "decoders disagree on a %ux%u file: fast %s, any-format %s\n", width, height,
                    fast_ok ? "decoded it" : fast_message, slow_ok ? "decoded it" : slow_message);
            abort();
        }
        if (fast_ok && slow_ok && memcmp(fast_pixels, slow_pixels, bytes) != 0) {
            fprintf(stderr, "decoders give different pixels for a %ux%u file\n", width, height);
            abort();
        }
    }
    free(fast_pixels);
    free(slow_pixels);
    return 0;
}
