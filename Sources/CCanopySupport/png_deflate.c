/* A deflate compressor made for screenshots: the zlib stream inside a PNG's IDAT.
 *
 * A user-interface picture is mostly runs of one colour and rows that repeat the row above,
 * so each position tries three earlier places: the pixel before (distance 4), the same byte
 * one row up (distance one scanline), and the last place the same four bytes were seen (a
 * hash table, which finds repeated glyphs). The longest of them becomes a match
 * (greedy, no lazy search), anything else a literal; each block gets its own Huffman codes
 * (deflate_block.c). That is a fraction of the work of a general compressor, for files about the size of
 * libdeflate's level 2 on such pictures.
 *
 * The scanlines are cut into segments of whole rows, about a megabyte each, compressed on
 * several threads. A segment's matches never reach back before its first byte, its hash
 * table holds nothing before it and its bits end on a byte boundary (an empty stored block), so every
 * segment is a deflate stream of its own: the same pixels give the same file on any number
 * of threads, and a reader can inflate the segments in parallel (png_segments.c) from their
 * lengths, which the caller records in the file. */
#include "CanopySupport.h"
#include "deflate_block.h"
#include "workers.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define WINDOW 32768u
#define MIN_MATCH 4u
#define MAX_MATCH 258u
/* Symbols per block: often enough for the codes to follow the picture, rarely enough that
 * block headers (about 80 bytes each) stay a small part of the file; one short of 64 Ki, so
 * a block of literals that does not compress fits one stored block. */
#define BLOCK_SYMBOLS 65535u
#define HASH_BITS 15
/* Segment size in scanline bytes: a dozen segments for a 3x phone screen, enough to keep
 * every core busy, few enough that their empty hash tables cost little compression. */
#define SEGMENT_BYTES (1u << 20)
/* The distance a run of one colour is copied from once it is long enough (see below):
 * eight pixels, what the check there reads. */
#define RUN_DISTANCE 32u

/* ---- matching ----------------------------------------------------------------------- */

/* Unaligned loads as plain expressions: unoptimised builds (`swift test`) call every helper
 * function, and this file's loops run there too. */
typedef uint32_t unaligned32 __attribute__((aligned(1)));
typedef uint64_t unaligned64 __attribute__((aligned(1)));
#define load32(p) (*(const unaligned32 *)(const void *)(p))
#define load64(p) (*(const unaligned64 *)(const void *)(p))
typedef uint8_t bytes32 __attribute__((vector_size(32), aligned(1)));
/* One bit per byte of a 32-byte comparison: clang turns the conversion into a mask move even
 * unoptimised, so the first differing byte is one count of trailing ones away. */
typedef _Bool same32 __attribute__((ext_vector_type(32)));

/* How many bytes from `a` equal those from `b` (which is earlier), up to `limit`. */
static inline __attribute__((always_inline)) unsigned match_length(const unsigned char *a, const unsigned char *b,
                                                                   unsigned limit) {
    unsigned n = 0;
    /* Most matches that stop early stop within thirty-two bytes: one mask test finds where.
     * The rest mostly reach the limit, in runs and repeated rows: one library compare of what
     * is left says so. */
    if (limit >= 32) {
        same32 same = __builtin_convertvector(*(const bytes32 *)a == *(const bytes32 *)b, same32);
        uint32_t mask;
        memcpy(&mask, &same, 4);
        if (mask != 0xFFFFFFFFu) return (unsigned)__builtin_ctz(~mask);
        n = 32;
    }
    if (memcmp(a + n, b + n, limit - n) == 0) return limit;
    /* Thirty-two bytes per test, then eight, then one. */
    for (; n + 32 <= limit; n += 32) {
        same32 same = __builtin_convertvector(*(const bytes32 *)(a + n) == *(const bytes32 *)(b + n), same32);
        uint32_t mask;
        memcpy(&mask, &same, 4);
        if (mask != 0xFFFFFFFFu) return n + (unsigned)__builtin_ctz(~mask);
    }
    uint64_t x = 0;
    while (n + 8 <= limit && (x = load64(a + n) ^ load64(b + n)) == 0) n += 8;
    if (n + 8 <= limit) return n + (unsigned)(__builtin_ctzll(x) >> 3);
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

typedef struct {
    uint32_t *symbols;
    deflate_counts *counts; /* of the block being made */
    /* Hash of four bytes -> their last position − `base` + 1. A thread takes its segments in
     * increasing order, so an entry before the current segment's start is one of its earlier
     * segments' and counts as empty: the table is cleared only on first use, and when
     * positions from `base` would no longer fit 32 bits. */
    uint32_t *table;
    size_t base;
    int cleared;
} scratch;

/* Compresses raw[start, end) as deflate blocks, ending on a byte boundary: with the
 * last-block bit when `last`, else with an empty stored block. Matches stay inside
 * [start, end), so the segment inflates without the bytes before it. */
static void compress_segment(const unsigned char *raw, size_t start, size_t end, size_t stride, int last, scratch *s,
                             bit_writer *w) {
    const uint32_t row_distance = stride <= WINDOW ? (uint32_t)stride : 0;
    if (!s->cleared || end - s->base >= 0xFFFFFFFFu) {
        memset(s->table, 0, sizeof(uint32_t) << HASH_BITS);
        s->base = start;
        s->cleared = 1;
    }
    const size_t base = s->base;
    deflate_counts *counts = s->counts;
    memset(counts, 0, sizeof *counts);
    const uint32_t stale = (uint32_t)(start - base); /* entries at or below are before `start` */
    size_t count = 0, block_from = start, pos = start;
    while (pos < end) {
        size_t left = end - pos;
        unsigned limit = left < MAX_MATCH ? (unsigned)left : MAX_MATCH;
        unsigned best = 0, distance = 0;
        int periodic = 0; /* this match is 258 bytes that repeat the pixel before them */
        if (limit >= MIN_MATCH) {
            const unsigned char *here = raw + pos;
            uint32_t word = load32(here);
            if (pos - start >= 4 && load32(here - 4) == word) {
                best = match_length(here, here - 4, limit);
                distance = 4;
                periodic = best == MAX_MATCH;
                /* Deep in a run, the pixel eight back matches as far: when the 32 bytes
                 * before are the same four repeated, a match from there is exactly as long.
                 * libdeflate copies a distance of 4 byte by byte and one of 32 in
                 * independent words: reading a phone screen takes 1.9 ms instead of 2.4,
                 * for a 10% larger file. */
                uint64_t pattern = (uint64_t)word | (uint64_t)word << 32;
                if (pos - start >= RUN_DISTANCE && load64(here - 8) == pattern && load64(here - 16) == pattern &&
                    load64(here - 24) == pattern && load64(here - 32) == pattern) {
                    distance = RUN_DISTANCE;
                }
            }
            if (row_distance && best < limit && pos - start >= row_distance && load32(here - row_distance) == word) {
                unsigned n = match_length(here, here - row_distance, limit);
                if (n > best) { best = n; distance = row_distance; }
            }
            uint32_t h = (word * 2654435761u) >> (32 - HASH_BITS);
            uint32_t seen = s->table[h];
            s->table[h] = (uint32_t)(pos - base) + 1;
            if (best < limit && seen > stale) {
                size_t candidate = base + seen - 1;
                size_t back = pos - candidate;
                if (back <= WINDOW && back != distance && load32(raw + candidate) == word) {
                    unsigned n = match_length(here, raw + candidate, limit);
                    if (n > best) { best = n; distance = (unsigned)back; }
                }
            }
        }
        if (best >= MIN_MATCH) {
            s->symbols[count++] = MATCH_FLAG | (uint32_t)best << 16 | (distance - 1);
            counts->lengths[best - 3]++; /* lengths are counted by length − 3 */
            counts->distances[DISTANCE_INDEX(distance - 1)]++;
            pos += best;
        } else {
            s->symbols[count++] = raw[pos];
            counts->literals[raw[pos]]++;
            pos++;
        }
        if (count == BLOCK_SYMBOLS) {
            canopy_deflate_write_block(w, s->symbols, count, counts, raw, block_from, pos, last && pos == end);
            memset(counts, 0, sizeof *counts);
            count = 0;
            block_from = pos;
        }
        /* Deeper in that run, each further 258 bytes that go on repeating the pixel make the
         * symbol the search above would make: a full-length match from eight pixels back (the
         * 32 bytes before are that pixel). One library compare per symbol finds it; the hash
         * table still learns the position. */
        while (periodic && end - pos >= MAX_MATCH && memcmp(raw + pos, raw + pos - 4, MAX_MATCH) == 0) {
            uint32_t word = load32(raw + pos);
            s->table[(word * 2654435761u) >> (32 - HASH_BITS)] = (uint32_t)(pos - base) + 1;
            s->symbols[count++] = MATCH_FLAG | MAX_MATCH << 16 | (RUN_DISTANCE - 1);
            counts->lengths[MAX_MATCH - 3]++;
            counts->distances[RUN_DISTANCE - 1]++;
            pos += MAX_MATCH;
            if (count == BLOCK_SYMBOLS) {
                canopy_deflate_write_block(w, s->symbols, count, counts, raw, block_from, pos, last && pos == end);
                memset(counts, 0, sizeof *counts);
                count = 0;
                block_from = pos;
            }
        }
    }
    if (count || block_from == start) canopy_deflate_write_block(w, s->symbols, count, counts, raw, block_from, end, last);
    canopy_deflate_end_segment(w, last);
}

/* ---- segments and threads ------------------------------------------------------------ */

typedef struct {
    const unsigned char *raw;
    size_t raw_size, stride, segment_bytes;
    size_t segments;
    unsigned char *out;       /* each segment writes at its own offset: segment * slot */
    size_t slot;              /* bytes reserved per segment */
    size_t *sizes;            /* bytes each segment wrote */
    uint32_t *adlers;         /* Adler-32 of each segment's raw bytes */
    uint32_t *row_adlers;     /* ... and of its rows without their filter bytes, when `sum_rows` */
    int sum_rows;
    size_t next;              /* next segment to take (under `lock`) */
    int failed;
    pthread_mutex_t lock;
} job;

/* The Adler-32 of a segment's scanlines, and of its rows without their first (filter) byte:
 * each row's rest is summed once, and both sums are joined from those (a filter byte b alone
 * has Adler-32 (1 + b) in both halves). The PNG writer stores the second in its pixel digest,
 * so the pixels are not summed again. */
static void segment_adlers(const unsigned char *raw, size_t length, size_t stride, uint32_t *scanlines,
                           uint32_t *rows) {
    if (stride < 2 || length % stride != 0) {
        *scanlines = canopy_adler32(1, raw, length);
        *rows = 1;
        return;
    }
    uint32_t whole = 1, rest = 1;
    for (size_t at = 0; at < length; at += stride) {
        uint32_t row = canopy_adler32(1, raw + at + 1, stride - 1);
        uint32_t filter = 1u + raw[at];
        whole = canopy_adler32_combine(canopy_adler32_combine(whole, filter | filter << 16, 1), row, stride - 1);
        rest = canopy_adler32_combine(rest, row, stride - 1);
    }
    *scanlines = whole;
    *rows = rest;
}

static void *work(void *argument) {
    job *j = (job *)argument;
    scratch s;
    s.symbols = (uint32_t *)malloc(sizeof(uint32_t) * BLOCK_SYMBOLS);
    s.table = (uint32_t *)malloc(sizeof(uint32_t) << HASH_BITS);
    s.counts = (deflate_counts *)malloc(sizeof(deflate_counts));
    s.base = 0;
    s.cleared = 0;
    int ok = s.symbols && s.table && s.counts;
    for (;;) {
        pthread_mutex_lock(&j->lock);
        size_t k = j->next++;
        if (!ok) j->failed = 1;
        pthread_mutex_unlock(&j->lock);
        if (!ok || k >= j->segments) break;
        size_t start = k * j->segment_bytes;
        size_t end = start + j->segment_bytes < j->raw_size ? start + j->segment_bytes : j->raw_size;
        bit_writer w = {0, 0, j->out + k * j->slot, 0};
        compress_segment(j->raw, start, end, j->stride, k + 1 == j->segments, &s, &w);
        j->sizes[k] = w.at;
        if (j->sum_rows) {
            segment_adlers(j->raw + start, end - start, j->stride, &j->adlers[k], &j->row_adlers[k]);
        } else {
            j->adlers[k] = canopy_adler32(1, j->raw + start, end - start);
            j->row_adlers[k] = 1;
        }
    }
    free(s.symbols);
    free(s.table);
    free(s.counts);
    return NULL;
}

/* Scanline bytes per segment: whole rows, about `wanted` (SEGMENT_BYTES when 0), at least one row. */
static size_t segment_bytes_for(size_t stride, size_t wanted) {
    if (wanted == 0 || wanted > SEGMENT_BYTES * 64) wanted = SEGMENT_BYTES;
    return (stride >= wanted ? 1 : wanted / stride) * stride;
}

/* Room for one segment's output. Every block is at most the size of stored blocks of its
 * bytes (it is written stored otherwise): the bytes, 5 bytes a 65,535, one byte of padding;
 * blocks other than the last hold at least BLOCK_SYMBOLS bytes. Then the closing empty
 * block (5 bytes) and the bit writer's last word. */
static size_t slot_for(size_t segment_bytes) {
    return segment_bytes + 16 * (segment_bytes / 65535 + 2) + 64;
}

static size_t segment_count(size_t raw_size, size_t segment_bytes) {
    return raw_size ? (raw_size + segment_bytes - 1) / segment_bytes : 1;
}

size_t canopy_deflate_segment_count(size_t raw_size, size_t stride, size_t segment_bytes) {
    return segment_count(raw_size, segment_bytes_for(stride, segment_bytes));
}

size_t canopy_deflate_rows_bound_segmented(size_t raw_size, size_t stride, size_t segment_bytes) {
    size_t bytes = segment_bytes_for(stride, segment_bytes);
    return 2 + segment_count(raw_size, bytes) * slot_for(bytes) + 4;
}

size_t canopy_deflate_rows_bound(size_t raw_size, size_t stride) {
    return canopy_deflate_rows_bound_segmented(raw_size, stride, 0);
}

int canopy_deflate_rows(const unsigned char *raw, size_t raw_size, size_t stride, int threads, unsigned char *out,
                        size_t *out_size) {
    return canopy_deflate_rows_segmented(raw, raw_size, stride, 0, threads, out, out_size, NULL);
}

static int deflate_rows(const unsigned char *raw, size_t raw_size, size_t stride, size_t segment_bytes, int threads,
                        int sum_rows, unsigned char *out, size_t *out_size, canopy_deflate_segment *records);

int canopy_deflate_rows_segmented(const unsigned char *raw, size_t raw_size, size_t stride, size_t segment_bytes,
                                  int threads, unsigned char *out, size_t *out_size, canopy_deflate_segment *records) {
    return deflate_rows(raw, raw_size, stride, segment_bytes, threads, 0, out, out_size, records);
}

int canopy_deflate_rows_summing(const unsigned char *raw, size_t raw_size, size_t stride, size_t segment_bytes,
                                int threads, unsigned char *out, size_t *out_size, canopy_deflate_segment *records) {
    return deflate_rows(raw, raw_size, stride, segment_bytes, threads, 1, out, out_size, records);
}

static int deflate_rows(const unsigned char *raw, size_t raw_size, size_t stride, size_t segment_bytes, int threads,
                        int sum_rows, unsigned char *out, size_t *out_size, canopy_deflate_segment *records) {
    job j;
    memset(&j, 0, sizeof j);
    j.sum_rows = sum_rows;
    j.raw = raw;
    j.raw_size = raw_size;
    j.stride = stride;
    j.segment_bytes = segment_bytes_for(stride, segment_bytes);
    j.segments = segment_count(raw_size, j.segment_bytes);
    j.slot = slot_for(j.segment_bytes);
    j.out = out + 2;
    j.sizes = (size_t *)calloc(j.segments, sizeof(size_t));
    j.adlers = (uint32_t *)calloc(j.segments, sizeof(uint32_t));
    j.row_adlers = (uint32_t *)calloc(j.segments, sizeof(uint32_t));
    if (!j.sizes || !j.adlers || !j.row_adlers) {
        free(j.row_adlers);
        free(j.sizes);
        free(j.adlers);
        return -1;
    }
    pthread_mutex_init(&j.lock, NULL);
    size_t workers = threads > 0 ? (size_t)threads : canopy_worker_count(j.segments);
    if (workers > j.segments) workers = j.segments;
    pthread_t helpers[CANOPY_MAX_WORKERS];
    size_t started = 0;
    for (size_t i = 1; i < workers && i < CANOPY_MAX_WORKERS; i++) {
        if (pthread_create(&helpers[started], NULL, work, &j) == 0) started++;
    }
    work(&j);
    for (size_t i = 0; i < started; i++) pthread_join(helpers[i], NULL);
    pthread_mutex_destroy(&j.lock);
    int failed = j.failed;
    if (!failed) {
        out[0] = 0x78; /* deflate, 32 KiB window */
        out[1] = 0x5E; /* "fast" level; the check bits make 0x785E a multiple of 31 */
        size_t at = 2;
        uint32_t adler = 1;
        for (size_t k = 0; k < j.segments; k++) {
            memmove(out + at, j.out + k * j.slot, j.sizes[k]);
            at += j.sizes[k];
            size_t start = k * j.segment_bytes;
            size_t length = (start + j.segment_bytes < raw_size ? start + j.segment_bytes : raw_size) - start;
            adler = k == 0 ? j.adlers[0] : canopy_adler32_combine(adler, j.adlers[k], length);
            if (records) {
                records[k].compressed_bytes = (uint32_t)j.sizes[k];
                records[k].rows = (uint32_t)(stride ? length / stride : 0);
                records[k].adler = j.adlers[k];
                records[k].row_adler = j.row_adlers[k];
            }
        }
        out[at] = (unsigned char)(adler >> 24);
        out[at + 1] = (unsigned char)(adler >> 16);
        out[at + 2] = (unsigned char)(adler >> 8);
        out[at + 3] = (unsigned char)adler;
        *out_size = at + 4;
    }
    free(j.sizes);
    free(j.adlers);
    free(j.row_adlers);
    return failed ? -1 : 0;
}
