/* The fast PNG path: 8-bit RGBA images written whole, and read whole with libdeflate.
 *
 * Encoding writes signature, IHDR, tEXt chunks, the segment index (png_segments.h) when the
 * image data has more than one segment, one IDAT holding the zlib stream of unfiltered rows
 * (compressed by png_deflate.c), and IEND. Decoding handles non-interlaced 8-bit RGBA files
 * (every golden this library writes, and most others) with all five row filters, in
 * parallel segments when the index is there and agrees with everything else (png_segments.c);
 * anything else is left to libpng. Both paths first run canopy_png_check (png_check.c), so they agree on every chunk
 * rule. One difference remains below the PNG rules: libdeflate inflates a few malformed
 * deflate streams (it is lenient about some invalid codes) that zlib, and so libpng, refuses. */
#include "CanopySupport.h"
#include "png_segments.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

static uint32_t get32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

/* Appends one chunk (length, type, data, CRC over type and data) at `out`; returns its size. */
static size_t put_chunk(unsigned char *out, const char *type, const unsigned char *data, size_t length) {
    put32(out, (uint32_t)length);
    memcpy(out + 4, type, 4);
    if (length && data != out + 8) memcpy(out + 8, data, length);
    put32(out + 8 + length, libdeflate_crc32(0, out + 4, length + 4));
    return length + 12;
}

static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

int canopy_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                      const char *const *keys, const char *const *values, int text_count,
                      unsigned char **out, size_t *out_size, char *message) {
    return canopy_png_encode_segmented(rgba, width, height, keys, values, text_count, 0, out, out_size, message);
}

int canopy_png_encode_segmented(const unsigned char *rgba, uint32_t width, uint32_t height,
                                const char *const *keys, const char *const *values, int text_count,
                                size_t segment_bytes, unsigned char **out, size_t *out_size, char *message) {
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || width > CANOPY_PNG_MAX_SIDE || height > CANOPY_PNG_MAX_SIDE) {
        strcpy(message, "image size out of range for PNG encoding");
        return -1;
    }
    canopy_tune_allocator();
    size_t row = (size_t)width * 4;
    size_t raw_size = (row + 1) * height;
    unsigned char *raw = (unsigned char *)malloc(raw_size);
    if (!raw) {
        strcpy(message, "out of memory while encoding");
        return -1;
    }
    for (uint32_t y = 0; y < height; y++) {
        raw[y * (row + 1)] = 0; /* filter: none */
        memcpy(raw + y * (row + 1) + 1, rgba + y * row, row);
    }
    size_t bound = canopy_deflate_rows_bound_segmented(raw_size, row + 1, segment_bytes);
    size_t segments = canopy_deflate_segment_count(raw_size, row + 1, segment_bytes);
    /* A single segment is the whole stream: nothing to read in parallel, no chunk. */
    size_t index_size = segments > 1 ? 12 + canopy_png_segments_payload_size(segments) : 0;
    size_t text_size = 0;
    for (int i = 0; i < text_count; i++) text_size += 12 + strlen(keys[i]) + 1 + strlen(values[i]);
    size_t capacity = 8 + 25 + text_size + index_size + 12 + bound + 12;
    unsigned char *file = (unsigned char *)malloc(capacity);
    canopy_deflate_segment *records = (canopy_deflate_segment *)malloc(segments * sizeof *records);
    if (!file || !records) {
        free(file);
        free(records);
        free(raw);
        strcpy(message, "out of memory while encoding");
        return -1;
    }
    size_t at = 0;
    memcpy(file, signature, 8);
    at = 8;
    unsigned char ihdr[13];
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
    at += put_chunk(file + at, "IHDR", ihdr, 13);
    for (int i = 0; i < text_count; i++) {
        size_t k = strlen(keys[i]), v = strlen(values[i]);
        /* The chunk is built in place: keyword, NUL, text. */
        unsigned char *chunk = file + at;
        memcpy(chunk + 8, keys[i], k);
        chunk[8 + k] = 0;
        memcpy(chunk + 8 + k + 1, values[i], v);
        put32(chunk, (uint32_t)(k + 1 + v));
        memcpy(chunk + 4, "tEXt", 4);
        put32(chunk + 8 + k + 1 + v, libdeflate_crc32(0, chunk + 4, k + 1 + v + 4));
        at += 12 + k + 1 + v;
    }
    /* The segment index goes before the image data, so a reader knows the segments before
     * it reaches them; its payload is filled in once the segments are compressed. */
    unsigned char *index = file + at;
    at += index_size;
    unsigned char *idat = file + at;
    size_t compressed = 0;
    int status = canopy_deflate_rows_segmented(raw, raw_size, row + 1, segment_bytes, 0, idat + 8, &compressed, records);
    free(raw);
    if (status != 0) {
        free(file);
        free(records);
        strcpy(message, "out of memory while encoding");
        return -1;
    }
    if (index_size) {
        size_t payload = canopy_png_segments_payload_size(segments);
        canopy_png_segments_write(index + 8, records, segments);
        put_chunk(index, CANOPY_PNG_SEGMENTS_CHUNK, index + 8, payload);
    }
    free(records);
    put32(idat, (uint32_t)compressed);
    memcpy(idat + 4, "IDAT", 4);
    put32(idat + 8 + compressed, libdeflate_crc32(0, idat + 4, compressed + 4));
    at += compressed + 12;
    at += put_chunk(file + at, "IEND", NULL, 0);
    *out = file;
    *out_size = at;
    return 0;
}

int canopy_png_header(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height,
                      char *message) {
    canopy_png_layout layout;
    if (canopy_png_check(data, size, &layout, message) != 0) return -1;
    *width = layout.width;
    *height = layout.height;
    return 0;
}

/* Un-filtering is written for unoptimised builds too (`swift test`): a pixel's four bytes
 * are one vector (8-bit RGBA rows only reach this path), so each filter is a few vector
 * expressions per pixel; the Up filter adds sixteen bytes at a time. Every input pixel is
 * read before its output is stored, so un-filtering in place (output rows starting before
 * their input) stays correct. */
typedef uint8_t png_pixel __attribute__((vector_size(4), aligned(1)));
typedef int16_t png_lanes __attribute__((vector_size(8)));
typedef uint8_t png_bytes16 __attribute__((vector_size(16), aligned(1)));

long canopy_png_unfilter_rows(const unsigned char *raw, unsigned char *dst, size_t row, size_t count,
                              const unsigned char *prior) {
    const png_pixel zero = {0, 0, 0, 0};
    for (size_t y = 0; y < count; y++) {
        const unsigned char *in = raw + y * (row + 1);
        unsigned char *o = dst + y * row;
        unsigned char filter = in[0];
        in++;
        size_t i = 0;
        switch (filter) {
        case 0: memmove(o, in, row); break; /* the rows may overlap when un-filtering in place */
        case 1:
            /* Sub: plus the pixel to the left. */
            for (png_pixel left = zero; i < row; i += 4) {
                left = *(const png_pixel *)(in + i) + left;
                *(png_pixel *)(o + i) = left;
            }
            break;
        case 2:
            /* Up: plus the pixel above (nothing on the first row). */
            if (!prior) { memmove(o, in, row); break; }
            for (; i + 16 <= row; i += 16) *(png_bytes16 *)(o + i) = *(const png_bytes16 *)(in + i) + *(const png_bytes16 *)(prior + i);
            for (; i < row; i += 4) *(png_pixel *)(o + i) = *(const png_pixel *)(in + i) + *(const png_pixel *)(prior + i);
            break;
        case 3:
            /* Average: plus the mean of left and above, rounded down. */
            for (png_lanes left = {0, 0, 0, 0}; i < row; i += 4) {
                png_lanes up = prior ? __builtin_convertvector(*(const png_pixel *)(prior + i), png_lanes) : (png_lanes){0, 0, 0, 0};
                png_pixel value = *(const png_pixel *)(in + i) + __builtin_convertvector((left + up) >> 1, png_pixel);
                *(png_pixel *)(o + i) = value;
                left = __builtin_convertvector(value, png_lanes);
            }
            break;
        case 4:
            /* Paeth: plus whichever of left (a), above (b) and above-left (c) is nearest to
             * a + b − c, preferring a, then b. */
            for (png_lanes a = {0, 0, 0, 0}, c = {0, 0, 0, 0}; i < row; i += 4) {
                png_lanes b = prior ? __builtin_convertvector(*(const png_pixel *)(prior + i), png_lanes) : (png_lanes){0, 0, 0, 0};
                png_lanes pa = __builtin_elementwise_abs(b - c), pb = __builtin_elementwise_abs(a - c),
                          pc = __builtin_elementwise_abs(a + b - c - c);
                png_lanes use_a = (pa <= pb) & (pa <= pc), use_b = ~use_a & (pb <= pc);
                png_lanes predicted = (a & use_a) | (b & use_b) | (c & ~(use_a | use_b));
                png_pixel value = *(const png_pixel *)(in + i) + __builtin_convertvector(predicted, png_pixel);
                *(png_pixel *)(o + i) = value;
                a = __builtin_convertvector(value, png_lanes);
                c = b;
            }
            break;
        default:
            return (long)y;
        }
        prior = o;
    }
    return -1;
}

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
    /* The check guarantees the IDAT chunks are consecutive and intact: join their payloads. */
    size_t idat_total = (size_t)layout.idat_bytes;
    const unsigned char *stream = data + layout.first_idat + 8;
    unsigned char *joined = NULL;
    if (layout.idat_count > 1) {
        joined = (unsigned char *)malloc(idat_total ? idat_total : 1);
        if (!joined) { strcpy(message, "out of memory while decoding"); return -1; }
        size_t put = 0, at = layout.first_idat;
        for (size_t i = 0; i < layout.idat_count; i++) {
            uint32_t length = get32(data + at);
            memcpy(joined + put, data + at + 8, length);
            put += length;
            at += (size_t)length + 12;
        }
        stream = joined;
    }
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

void canopy_digest(const unsigned char *bytes, size_t count, uint32_t *crc, uint32_t *adler) {
    *crc = libdeflate_crc32(0, bytes, count);
    *adler = libdeflate_adler32(1, bytes, count);
}
