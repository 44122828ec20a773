/* Reading a PNG: 8-bit RGBA files with libdeflate, every other format through libpng.
 *
 * Non-interlaced 8-bit RGBA files (every golden this library writes, and most others) are
 * inflated here with all five row filters undone, in parallel segments when the segment index
 * is there and agrees with everything else (png_segments.c); anything else goes to libpng
 * (png_libpng.c). Both first run the structural check (png_check.c), so they agree on every
 * chunk rule. One difference remains below the PNG rules: libdeflate inflates a few malformed
 * deflate streams (it is lenient about some invalid codes) that zlib, and so libpng, refuses. */
#include "CanopySupport.h"
#include "png_segments.h"
#include "png_unfilter.h"
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int canopy_png_decode_fast(const unsigned char *data, size_t size, unsigned char *dst,
                           uint32_t width, uint32_t height, char *message) {
    return canopy_png_decode_fast_with(data, size, dst, width, height, 1, NULL, message);
}

/* 1: decoded; 0: not a file for this path (use libpng); -1: corrupt (message set). */
int canopy_png_decode_fast_with(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width,
                                uint32_t height, int allow_segments, int *decoded_in_segments, char *message) {
    if (decoded_in_segments) *decoded_in_segments = 0;
    canopy_png_layout layout;
    if (canopy_png_check(data, size, &layout, message) != 0) return -1;
    if (layout.bit_depth != 8 || layout.color_type != 6 || layout.interlaced) return 0;
    if (layout.width != width || layout.height != height) { strcpy(message, "image size differs from the buffer's"); return -1; }
    canopy_tune_allocator();
    size_t idat_total = (size_t)layout.idat_bytes;
    unsigned char *joined = NULL;
    const unsigned char *stream = canopy_png_image_data(data, &layout, &joined);
    if (!stream) { strcpy(message, "out of memory while decoding"); return -1; }
    /* Files this library wrote carry a segment index: their segments inflate in parallel.
     * Whatever that path finds amiss, the serial inflate below decides the outcome. */
    if (allow_segments && canopy_png_decode_segments(data, &layout, stream, dst) == 1) {
        if (decoded_in_segments) *decoded_in_segments = 1;
        free(joined);
        return 1;
    }
    size_t row = (size_t)width * 4;
    size_t raw_size = (row + 1) * height;
    unsigned char *raw = (unsigned char *)malloc(raw_size);
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    int result = -1;
    if (!raw || !d) {
        strcpy(message, "out of memory while decoding");
    } else {
        size_t consumed = 0, actual = 0;
        enum libdeflate_result r = libdeflate_zlib_decompress_ex(d, stream, idat_total, raw, raw_size, &consumed, &actual);
        if (r == LIBDEFLATE_INSUFFICIENT_SPACE || (r == LIBDEFLATE_SUCCESS && consumed != idat_total)) {
            strcpy(message, CANOPY_PNG_EXTRA_DATA);
        } else if (r != LIBDEFLATE_SUCCESS || actual != raw_size) {
            strcpy(message, CANOPY_PNG_CORRUPT_DATA);
        } else {
            long bad = canopy_png_unfilter_rows(raw, dst, row, height, NULL);
            if (bad < 0) {
                result = 1;
            } else {
                snprintf(message, 256, "unknown row filter %u in row %u", raw[(size_t)bad * (row + 1)], (unsigned)bad);
            }
        }
    }
    libdeflate_free_decompressor(d);
    free(raw);
    free(joined);
    return result;
}

int canopy_png_decode_into(const unsigned char *data, size_t size, unsigned char *dst,
                           uint32_t width, uint32_t height, char *message) {
    int fast = canopy_png_decode_fast(data, size, dst, width, height, message);
    if (fast == 1) return 0;
    if (fast < 0) return -1;
    return canopy_png_decode_libpng(data, size, dst, width, height, message);
}
