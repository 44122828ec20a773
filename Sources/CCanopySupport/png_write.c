/* Writing a PNG: 8-bit RGBA images, whole.
 *
 * The file is the signature, IHDR, the tEXt chunks, the segment index (png_segments.h) when
 * the image data has more than one segment, one IDAT holding the zlib stream of unfiltered
 * rows (compressed by png_deflate.c), and IEND. */
#include "CanopySupport.h"
#include "png_segments.h"
#include <stdlib.h>
#include <string.h>

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

/* Appends one chunk (length, type, data, CRC over type and data) at `out`; returns its size. */
static size_t put_chunk(unsigned char *out, const char *type, const unsigned char *data, size_t length) {
    put32(out, (uint32_t)length);
    memcpy(out + 4, type, 4);
    if (length && data != out + 8) memcpy(out + 8, data, length);
    put32(out + 8 + length, canopy_crc32(0, out + 4, length + 4));
    return length + 12;
}

static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

static int encode(const unsigned char *rgba, uint32_t width, uint32_t height, const char *const *keys,
                  const char *const *values, int text_count, size_t segment_bytes, unsigned char **out,
                  size_t *out_size, uint32_t *crc, uint32_t *adler, char *message);

int canopy_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                      const char *const *keys, const char *const *values, int text_count,
                      unsigned char **out, size_t *out_size, char *message) {
    return encode(rgba, width, height, keys, values, text_count, 0, out, out_size, NULL, NULL, message);
}

int canopy_png_encode_digest(const unsigned char *rgba, uint32_t width, uint32_t height, const char *const *keys,
                             const char *const *values, int text_count, unsigned char **out, size_t *out_size,
                             uint32_t *crc, uint32_t *adler, char *message) {
    return encode(rgba, width, height, keys, values, text_count, 0, out, out_size, crc, adler, message);
}

int canopy_png_encode_segmented(const unsigned char *rgba, uint32_t width, uint32_t height,
                                const char *const *keys, const char *const *values, int text_count,
                                size_t segment_bytes, unsigned char **out, size_t *out_size, char *message) {
    return encode(rgba, width, height, keys, values, text_count, segment_bytes, out, out_size, NULL, NULL, message);
}

static int encode(const unsigned char *rgba, uint32_t width, uint32_t height, const char *const *keys,
                  const char *const *values, int text_count, size_t segment_bytes, unsigned char **out,
                  size_t *out_size, uint32_t *crc, uint32_t *adler, char *message) {
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
        put32(chunk + 8 + k + 1 + v, canopy_crc32(0, chunk + 4, k + 1 + v + 4));
        at += 12 + k + 1 + v;
    }
    /* The segment index goes before the image data, so a reader knows the segments before
     * it reaches them; its payload is filled in once the segments are compressed. */
    unsigned char *index = file + at;
    at += index_size;
    unsigned char *idat = file + at;
    size_t compressed = 0;
    int status = adler ? canopy_deflate_rows_summing(raw, raw_size, row + 1, segment_bytes, 0, idat + 8, &compressed, records)
                       : canopy_deflate_rows_segmented(raw, raw_size, row + 1, segment_bytes, 0, idat + 8, &compressed, records);
    free(raw);
    if (status != 0) {
        free(file);
        free(records);
        strcpy(message, "out of memory while encoding");
        return -1;
    }
    if (adler) {
        /* Rows without their filter bytes are the pixels. */
        uint32_t sum = 1;
        for (size_t k = 0; k < segments; k++) {
            sum = canopy_adler32_combine(sum, records[k].row_adler, (uint64_t)records[k].rows * row);
        }
        *adler = sum;
    }
    if (crc) *crc = canopy_crc32(0, rgba, row * height);
    if (index_size) {
        size_t payload = canopy_png_segments_payload_size(segments);
        canopy_png_segments_write(index + 8, records, segments);
        put_chunk(index, CANOPY_PNG_SEGMENTS_CHUNK, index + 8, payload);
    }
    free(records);
    put32(idat, (uint32_t)compressed);
    memcpy(idat + 4, "IDAT", 4);
    put32(idat + 8 + compressed, canopy_crc32(0, idat + 4, compressed + 4));
    at += compressed + 12;
    at += put_chunk(file + at, "IEND", NULL, 0);
    *out = file;
    *out_size = at;
    return 0;
}

