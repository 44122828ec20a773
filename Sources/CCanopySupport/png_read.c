/* Reading a PNG of any colour type, bit depth and interlacing into straight RGBA8.
 *
 * Every file first passes the structural check (png_check.c). Its image data is inflated once
 * with libdeflate, into exactly the scanline bytes the header implies (never more than
 * CANOPY_PNG_MAX_SCANLINE_BYTES, and never more than the data can hold). Non-interlaced 8-bit
 * RGBA files (every golden this library writes, and most others) are un-filtered straight
 * into the bitmap, in parallel segments when the segment index is there and agrees with
 * everything else (png_segments.c); every other file is un-filtered in place pass by pass and
 * expanded to RGBA8 (png_expand.c). libdeflate is lenient about a few invalid deflate codes
 * (zlib refuses them); that decides only which pixels such a stream yields. */
#include "CanopySupport.h"
#include "png_expand.h"
#include "png_segments.h"
#include "png_unfilter.h"
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Inflates the zlib stream into exactly `raw_size` bytes: anything else, or bytes after the
 * stream's end, is refused. 0, or -1 with message. */
static int inflate_scanlines(const unsigned char *stream, size_t stream_size, unsigned char *raw, size_t raw_size,
                             char *message) {
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    if (!d) { strcpy(message, "out of memory while decoding"); return -1; }
    size_t consumed = 0, actual = 0;
    enum libdeflate_result r = libdeflate_zlib_decompress_ex(d, stream, stream_size, raw, raw_size, &consumed, &actual);
    libdeflate_free_decompressor(d);
    if (r == LIBDEFLATE_INSUFFICIENT_SPACE || (r == LIBDEFLATE_SUCCESS && consumed != stream_size)) {
        strcpy(message, CANOPY_PNG_EXTRA_DATA);
        return -1;
    }
    if (r != LIBDEFLATE_SUCCESS || actual != raw_size) { strcpy(message, CANOPY_PNG_CORRUPT_DATA); return -1; }
    return 0;
}

/* The 8-bit RGBA path: 1 decoded, 0 not such a file, -1 corrupt (message set). */
static int decode_rgba8(const unsigned char *data, const canopy_png_layout *layout, unsigned char *dst,
                        int allow_segments, int *decoded_in_segments, char *message) {
    if (layout->bit_depth != 8 || layout->color_type != 6 || layout->interlaced) return 0;
    canopy_tune_allocator();
    unsigned char *joined = NULL;
    const unsigned char *stream = canopy_png_image_data(data, layout, &joined);
    if (!stream) { strcpy(message, "out of memory while decoding"); return -1; }
    /* Files this library wrote carry a segment index: their segments inflate in parallel.
     * Whatever that path finds amiss, the serial inflate below decides the outcome. */
    if (allow_segments && canopy_png_decode_segments(data, layout, stream, dst) == 1) {
        if (decoded_in_segments) *decoded_in_segments = 1;
        free(joined);
        return 1;
    }
    size_t row = (size_t)layout->width * 4;
    size_t raw_size = (row + 1) * layout->height;
    unsigned char *raw = (unsigned char *)malloc(raw_size);
    int result = -1;
    if (!raw) {
        strcpy(message, "out of memory while decoding");
    } else if (inflate_scanlines(stream, (size_t)layout->idat_bytes, raw, raw_size, message) == 0) {
        long bad = canopy_png_unfilter_rows(raw, dst, row, layout->height, NULL);
        if (bad < 0) {
            result = 1;
        } else {
            snprintf(message, 256, "unknown row filter %u in row %u", raw[(size_t)bad * (row + 1)], (unsigned)bad);
        }
    }
    free(raw);
    free(joined);
    return result;
}

/* Every format: inflate, then per pass un-filter in place and expand into the bitmap. */
static int decode_any(const unsigned char *data, const canopy_png_layout *layout, unsigned char *dst, char *message) {
    if (layout->inflated_size > CANOPY_PNG_MAX_SCANLINE_BYTES) {
        snprintf(message, 256, "image data would inflate to %llu bytes (at most %llu are read)",
                 (unsigned long long)layout->inflated_size, (unsigned long long)CANOPY_PNG_MAX_SCANLINE_BYTES);
        return -1;
    }
    canopy_tune_allocator();
    canopy_png_format format;
    canopy_png_format_read(data, layout, &format);
    unsigned char *joined = NULL;
    const unsigned char *stream = canopy_png_image_data(data, layout, &joined);
    unsigned char *raw = stream ? (unsigned char *)malloc((size_t)layout->inflated_size) : NULL;
    if (!raw) {
        free(joined);
        strcpy(message, "out of memory while decoding");
        return -1;
    }
    int result = inflate_scanlines(stream, (size_t)layout->idat_bytes, raw, (size_t)layout->inflated_size, message);
    free(joined);
    static const unsigned channels[7] = {1, 0, 3, 1, 2, 0, 4};
    const unsigned bits = channels[layout->color_type] * layout->bit_depth;
    const size_t pixel_bytes = bits < 8 ? 1 : bits / 8;
    /* Adam7's seven passes (start column/row, step), or one pass of every pixel. */
    static const unsigned x0[7] = {0, 4, 0, 2, 0, 1, 0}, y0[7] = {0, 0, 4, 0, 2, 0, 1};
    static const unsigned dx[7] = {8, 8, 4, 4, 2, 2, 1}, dy[7] = {8, 8, 8, 4, 4, 2, 2};
    const int passes = layout->interlaced ? 7 : 1;
    const size_t width = layout->width, height = layout->height;
    size_t offset = 0;
    for (int p = 0; p < passes && result == 0; p++) {
        size_t sx = layout->interlaced ? x0[p] : 0, sy = layout->interlaced ? y0[p] : 0;
        size_t stepx = layout->interlaced ? dx[p] : 1, stepy = layout->interlaced ? dy[p] : 1;
        size_t pass_width = width > sx ? (width - sx + stepx - 1) / stepx : 0;
        size_t pass_height = height > sy ? (height - sy + stepy - 1) / stepy : 0;
        if (pass_width == 0 || pass_height == 0) continue; /* an empty pass has no scanlines */
        size_t row = (pass_width * bits + 7) / 8;
        long bad = canopy_png_unfilter_any(raw + offset, row, pass_height, pixel_bytes);
        if (bad >= 0) {
            unsigned filter = raw[offset + (size_t)bad * (row + 1)];
            if (layout->interlaced) {
                snprintf(message, 256, "unknown row filter %u in row %ld of interlace pass %d", filter, bad, p + 1);
            } else {
                snprintf(message, 256, "unknown row filter %u in row %ld", filter, bad);
            }
            result = -1;
            break;
        }
        for (size_t y = 0; y < pass_height; y++) {
            canopy_png_expand_row(&format, raw + offset + y * row, (uint32_t)pass_width,
                                  dst + ((sy + y * stepy) * width + sx) * 4, stepx * 4);
        }
        offset += pass_height * (row + 1);
    }
    free(raw);
    return result;
}

int canopy_png_decode_fast(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width, uint32_t height,
                           char *message) {
    return canopy_png_decode_fast_with(data, size, dst, width, height, 1, NULL, message);
}

int canopy_png_decode_fast_with(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width,
                                uint32_t height, int allow_segments, int *decoded_in_segments, char *message) {
    if (decoded_in_segments) *decoded_in_segments = 0;
    canopy_png_layout layout;
    if (canopy_png_check(data, size, &layout, message) != 0) return -1;
    if (layout.bit_depth != 8 || layout.color_type != 6 || layout.interlaced) return 0;
    if (layout.width != width || layout.height != height) { strcpy(message, "image size differs from the buffer's"); return -1; }
    return decode_rgba8(data, &layout, dst, allow_segments, decoded_in_segments, message);
}

int canopy_png_decode_any(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width, uint32_t height,
                          char *message) {
    canopy_png_layout layout;
    if (canopy_png_check(data, size, &layout, message) != 0) return -1;
    if (layout.width != width || layout.height != height) { strcpy(message, "image size differs from the buffer's"); return -1; }
    return decode_any(data, &layout, dst, message);
}

int canopy_png_decode_into(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width, uint32_t height,
                           char *message) {
    canopy_png_layout layout;
    if (canopy_png_check(data, size, &layout, message) != 0) return -1;
    if (layout.width != width || layout.height != height) { strcpy(message, "image size differs from the buffer's"); return -1; }
    int fast = decode_rgba8(data, &layout, dst, 1, NULL, message);
    if (fast != 0) return fast == 1 ? 0 : -1;
    return decode_any(data, &layout, dst, message);
}
