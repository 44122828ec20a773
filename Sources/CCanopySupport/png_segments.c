/* Reading image data in parallel: the segments the index (png_segments.h) describes.
 *
 * The compressor (png_deflate.c) cuts the scanlines into segments whose matches never reach
 * before their first byte and whose bits end on a byte boundary after an empty stored block,
 * so each segment inflates on its own: the bytes of a segment followed by a final empty stored
 * block (01 00 00 FF FF) make a complete raw deflate stream; the last segment ends with the
 * stream's final block already. Every thread takes the next segment, inflates it (inside the
 * bitmap where there is room, see read_segment), checks its length and its Adler-32, and
 * un-filters it into its rows of the bitmap (our writer leaves every row unfiltered; a segment
 * whose first row reads the row above is not taken).
 *
 * The index is a claim, so it is checked before anything is allocated from it: a known
 * version, a size matching its count, at most one segment per row, rows adding up to the
 * header's height and lengths to the image data's, a valid zlib header, and Adler-32s that
 * combine to the stream's trailer. Every buffer is bounded by what the header and the file's
 * real bytes already allow, and no segment may be much larger than the writer makes them.
 * Each segment must then inflate to exactly its rows, consume exactly its bytes and match its
 * Adler-32. On any disagreement the caller inflates the whole
 * stream serially, so the index cannot change a result or an error message: it only makes
 * agreeing files faster.
 *
 * One case stays outside that: a stream built so that a segment holds a final block of its own
 * whose bits run on into the appended block, with every length and checksum made to agree.
 * The serial inflate stops at that block and reports the data after it; the parallel one
 * decodes the image. It takes a deliberately constructed stream (libdeflate's inflate exposes
 * no bit position that would tell the two apart), and like libdeflate's leniency about some
 * invalid codes it decides only which pixels such a file yields, never memory safety. */
#include "png_segments.h"
#include "png_unfilter.h"
#include <libdeflate.h>
#include "workers.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The most scanline bytes one segment may hold: four times what the writer puts in one
 * (about 1 MiB, or a single row when a row is longer, at most 128 KiB). Each thread holds one
 * segment at a time, so a claim of a few huge segments cannot multiply memory by the
 * number of threads; such a file is read serially instead. */
#define MAX_SEGMENT_RAW ((uint64_t)4 << 20)
/* Working inside the bitmap sets the first rows of each segment aside (read_segment); it is
 * done only while that is at most 4 rows a segment and 4 MiB in all. */
#define MAX_ROWS_ASIDE 4
#define MAX_HELD_BYTES ((size_t)4 << 20)

static uint32_t be32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static void put_be32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

void canopy_png_segments_write(unsigned char *payload, const canopy_deflate_segment *segments, size_t count) {
    payload[0] = CANOPY_PNG_SEGMENTS_VERSION;
    put_be32(payload + 1, (uint32_t)count);
    for (size_t k = 0; k < count; k++) {
        unsigned char *record = payload + 5 + 12 * k;
        put_be32(record, segments[k].compressed_bytes);
        put_be32(record + 4, segments[k].rows);
        put_be32(record + 8, segments[k].adler);
    }
}

/* A final stored block of no bytes: it ends a segment's own stream. */
static const unsigned char final_block[5] = {0x01, 0x00, 0x00, 0xFF, 0xFF};

typedef struct {
    const unsigned char *stream;
    const unsigned char *records; /* the index's per-segment records */
    const size_t *input_at;       /* each segment's offset in the stream */
    const uint32_t *first_row;    /* each segment's first row */
    const uint32_t *held_rows;    /* rows of each segment un-filtered aside until the end */
    const size_t *held_at;        /* where those rows wait in `held` */
    size_t count, row, height;    /* segments; pixel bytes per row; rows */
    size_t input_capacity;        /* the longest segment but the last, plus the final block */
    size_t output_capacity;       /* the most scanline bytes of one segment */
    int in_place;                 /* segments inflate inside the bitmap where they fit */
    unsigned char *dst, *held;
    size_t next;                  /* next segment to take (under `lock`) */
    int failed;                   /* any disagreement, or memory ran out */
    pthread_mutex_t lock;
} job;

/* Inflates, checks and un-filters segment `k`; 0, or -1 on any disagreement.
 *
 * Where the bitmap has room, a segment inflates inside it, at its scanlines' own offset
 * (row a at a × (row + 1)), and its rows are then moved down into place, each to the left of
 * where it was read, so no row overwrites one not yet read. Those places lie inside the
 * segment's own stretch of scanlines except for its first rows, whose places hold the end
 * of the segment before: they are un-filtered aside (`held`) and copied in when every
 * thread is done. Segments that do not fit (the last) inflate into a buffer of the thread's
 * own; without room to work in place, every segment does. */
static int read_segment(job *j, size_t k, struct libdeflate_decompressor *d, unsigned char *input,
                        unsigned char **output) {
    const unsigned char *record = j->records + 12 * k;
    size_t length = be32(record), rows = be32(record + 4);
    uint32_t adler = be32(record + 8);
    const unsigned char *in = j->stream + j->input_at[k];
    size_t in_size = length;
    if (k + 1 < j->count) {
        memcpy(input, in, length);
        memcpy(input + length, final_block, sizeof final_block);
        in = input;
        in_size = length + sizeof final_block;
    }
    size_t stride = j->row + 1, first = j->first_row[k];
    size_t expected = rows * stride, consumed = 0, produced = 0;
    unsigned char *raw;
    if (j->in_place && (first + rows) * stride <= j->height * j->row) {
        raw = j->dst + first * stride;
    } else {
        if (!*output) *output = (unsigned char *)malloc(j->output_capacity);
        if (!*output) return -1;
        raw = *output;
    }
    enum libdeflate_result r = libdeflate_deflate_decompress_ex(d, in, in_size, raw, expected, &consumed, &produced);
    if (r != LIBDEFLATE_SUCCESS || consumed != in_size || produced != expected) return -1;
    if (canopy_adler32(1, raw, expected) != adler) return -1;
    /* Sub and None read only their own row; any other first row would need the segment before. */
    if (k > 0 && raw[0] > 1) return -1;
    size_t aside = j->in_place ? j->held_rows[k] : 0;
    const unsigned char *prior = NULL;
    if (aside) {
        unsigned char *held = j->held + j->held_at[k];
        if (canopy_png_unfilter_rows(raw, held, j->row, aside, NULL) >= 0) return -1;
        prior = held + (aside - 1) * j->row;
    }
    if (rows == aside) return 0;
    unsigned char *rows_out = j->dst + (first + aside) * j->row;
    return canopy_png_unfilter_rows(raw + aside * stride, rows_out, j->row, rows - aside, prior) < 0 ? 0 : -1;
}

static void *work(void *argument) {
    job *j = (job *)argument;
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    unsigned char *input = (unsigned char *)malloc(j->input_capacity);
    unsigned char *output = NULL;
    int ok = d && input;
    for (;;) {
        pthread_mutex_lock(&j->lock);
        if (!ok) j->failed = 1;
        int stop = j->failed;
        size_t k = j->next++;
        pthread_mutex_unlock(&j->lock);
        if (stop || k >= j->count) break;
        if (read_segment(j, k, d, input, &output) != 0) {
            pthread_mutex_lock(&j->lock);
            j->failed = 1;
            pthread_mutex_unlock(&j->lock);
        }
    }
    libdeflate_free_decompressor(d);
    free(input);
    free(output);
    return NULL;
}

int canopy_png_decode_segments(const unsigned char *data, const canopy_png_layout *layout,
                               const unsigned char *stream, unsigned char *dst) {
    /* Exactly one index before the image data, as the structural check found it. */
    if (layout->segment_indexes != 1) return 0;
    size_t length = be32(data + layout->segment_index);
    const unsigned char *payload = data + layout->segment_index + 8;
    if (length < 5 || payload[0] != CANOPY_PNG_SEGMENTS_VERSION) return 0;
    uint32_t count = be32(payload + 1);
    /* The size must match the count before the count is used, and one segment gains nothing. */
    if ((length - 5) % 12 != 0 || (length - 5) / 12 != count || count < 2 || count > layout->height) return 0;
    if (layout->idat_bytes < 6) return 0;
    /* The zlib header as libdeflate's zlib reader demands it: deflate, a window of at most
     * 32 KiB, check bits, no preset dictionary. */
    unsigned cmf = stream[0], flg = stream[1];
    if ((cmf & 0x0F) != 8 || (cmf >> 4) > 7 || ((cmf << 8) | flg) % 31 != 0 || (flg & 0x20)) return 0;
    const unsigned char *records = payload + 5;
    size_t row = (size_t)layout->width * 4;
    uint64_t rows_total = 0, bytes_total = 0, longest_input = 0, most_rows = 0;
    uint32_t adler = 1;
    for (uint32_t k = 0; k < count; k++) {
        const unsigned char *record = records + 12 * k;
        uint32_t bytes = be32(record), rows = be32(record + 4);
        /* A segment's deflate bytes are at most about its stored form (the writer's own bound). */
        uint64_t raw = (uint64_t)rows * (row + 1);
        if (bytes == 0 || rows == 0 || raw > MAX_SEGMENT_RAW || bytes > raw + 16 * (raw / 65535 + 2) + 64) return 0;
        rows_total += rows;
        bytes_total += bytes;
        if (rows_total > layout->height || bytes_total > layout->idat_bytes) return 0;
        if (k + 1 < count && bytes > longest_input) longest_input = bytes;
        if (rows > most_rows) most_rows = rows;
        uint32_t part = be32(record + 8);
        adler = k == 0 ? part : canopy_adler32_combine(adler, part, (uint64_t)rows * (row + 1));
    }
    if (rows_total != layout->height || bytes_total + 6 != layout->idat_bytes) return 0;
    if (adler != be32(stream + layout->idat_bytes - 4)) return 0;

    /* Everything below is bounded by the header (rows, segments) or the file's bytes. */
    size_t *input_at = (size_t *)malloc(sizeof(size_t) * count);
    size_t *held_at = (size_t *)malloc(sizeof(size_t) * count);
    uint32_t *first_row = (uint32_t *)malloc(sizeof(uint32_t) * count);
    uint32_t *held_rows = (uint32_t *)malloc(sizeof(uint32_t) * count);
    if (!input_at || !held_at || !first_row || !held_rows) {
        free(input_at);
        free(held_at);
        free(first_row);
        free(held_rows);
        return 0;
    }
    /* Rows set aside: those whose place starts before the segment's own scanlines, row a's
     * at a × row against a × (row + 1): a / row of them, rounded up. Working in place pays
     * only while they are few (one a segment on a phone screen). */
    size_t at = 2, held_total = 0;
    uint32_t y = 0;
    int in_place = 1;
    for (uint32_t k = 0; k < count; k++) {
        size_t rows = be32(records + 12 * k + 4);
        size_t aside = ((size_t)y + row - 1) / row;
        if (aside > rows) aside = rows;
        if (aside > MAX_ROWS_ASIDE) in_place = 0;
        input_at[k] = at;
        first_row[k] = y;
        held_rows[k] = (uint32_t)aside;
        held_at[k] = held_total;
        held_total += aside * row;
        at += be32(records + 12 * k);
        y += (uint32_t)rows;
    }
    if (held_total > MAX_HELD_BYTES) in_place = 0;
    unsigned char *held = in_place && held_total ? (unsigned char *)malloc(held_total) : NULL;
    if (in_place && held_total && !held) in_place = 0;
    job j;
    memset(&j, 0, sizeof j);
    j.stream = stream;
    j.records = records;
    j.input_at = input_at;
    j.first_row = first_row;
    j.held_rows = held_rows;
    j.held_at = held_at;
    j.count = count;
    j.row = row;
    j.height = layout->height;
    j.input_capacity = (size_t)longest_input + sizeof final_block;
    j.output_capacity = (size_t)most_rows * (row + 1);
    j.in_place = in_place;
    j.dst = dst;
    j.held = held;
    pthread_mutex_init(&j.lock, NULL);
    size_t workers = canopy_worker_count(count);
    pthread_t helpers[CANOPY_MAX_WORKERS];
    size_t started = 0;
    for (size_t i = 1; i < workers; i++) {
        if (pthread_create(&helpers[started], NULL, work, &j) == 0) started++;
    }
    work(&j);
    for (size_t i = 0; i < started; i++) pthread_join(helpers[i], NULL);
    pthread_mutex_destroy(&j.lock);
    if (!j.failed && in_place) {
        for (uint32_t k = 0; k < count; k++) {
            memcpy(dst + (size_t)first_row[k] * row, held + held_at[k], (size_t)held_rows[k] * row);
        }
    }
    free(held);
    free(input_at);
    free(held_at);
    free(first_row);
    free(held_rows);
    return j.failed ? 0 : 1;
}
