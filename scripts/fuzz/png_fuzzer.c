/* libFuzzer target for the PNG decoders in Sources/CCanopySupport.
 *
 * Every input goes through the structural check; one that passes is decoded by both the
 * libdeflate path (when it applies) and libpng, and the two must agree: same verdict, same
 * pixels. The fast path is also run with its parallel reading of indexed segments turned off,
 * and must give the same status, message and pixels: an index never changes a result. Built and run by scripts/fuzz-png.sh with the address and undefined-behaviour
 * sanitizers, so an out-of-bounds access, an overflow or a disagreement stops the run. */
#include "CanopySupport.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* Whether zlib itself refuses the file's joined IDAT stream as a deflate stream.
 *
 * libdeflate accepts a few malformed deflate streams that zlib refuses (it is lenient about
 * some invalid codes); that is a difference between the two inflaters, below every PNG rule, and making
 * the fast path agree would mean inflating every golden twice. Such a disagreement is not a
 * failure here; every other one is. */
static int zlib_refuses_stream(const uint8_t *data, size_t size) {
    canopy_png_layout layout;
    char message[256];
    if (canopy_png_check(data, size, &layout, message) != 0) return 0;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) return 0;
    unsigned char window[32768];
    int status = Z_OK;
    size_t at = layout.first_idat;
    for (size_t i = 0; i < layout.idat_count && status == Z_OK; i++) {
        uint32_t length = ((uint32_t)data[at] << 24) | ((uint32_t)data[at + 1] << 16) | ((uint32_t)data[at + 2] << 8) | data[at + 3];
        z.next_in = (unsigned char *)(data + at + 8);
        z.avail_in = length;
        at += (size_t)length + 12;
        while (z.avail_in > 0 && status == Z_OK) {
            z.next_out = window;
            z.avail_out = sizeof window;
            status = inflate(&z, Z_NO_FLUSH);
            if (status == Z_BUF_ERROR) status = Z_OK;
        }
    }
    inflateEnd(&z);
    return status == Z_DATA_ERROR;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char message[256] = {0}, fast_message[256] = {0}, slow_message[256] = {0};
    uint32_t width = 0, height = 0;
    if (canopy_png_header(data, size, &width, &height, message) != 0) return 0;
    size_t bytes = (size_t)width * height * 4;
    unsigned char *fast_pixels = (unsigned char *)malloc(bytes), *slow_pixels = (unsigned char *)malloc(bytes);
    if (!fast_pixels || !slow_pixels) abort();
    int fast = canopy_png_decode_fast(data, size, fast_pixels, width, height, fast_message);
    int slow = canopy_png_decode_libpng(data, size, slow_pixels, width, height, slow_message);
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
        if (fast_ok != slow_ok && !(fast_ok && zlib_refuses_stream(data, size))) {
            fprintf(stderr, "decoders disagree on a %ux%u file: fast %s, libpng %s\n", width, height,
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
