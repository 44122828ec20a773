/* A deflate compressor made for screenshots: the zlib stream inside a PNG's IDAT.
 *
 * A user-interface picture is mostly runs of one colour and rows that repeat the row above,
 * so each position tries three earlier places: the pixel before (distance 4), the same byte
 * one row up (distance one scanline), and the last place the same four bytes were seen (a
 * hash table, which finds repeated glyphs). The longest of them becomes a match
 * (greedy, no lazy search), anything else a literal; each block gets its own Huffman codes.
 * That is a fraction of the work of a general compressor, for files about the size of
 * libdeflate's level 2 on such pictures.
 *
 * The scanlines are cut into segments of whole rows, about a megabyte each, compressed on
 * several threads. A segment's matches may reach back into earlier segments (the decoder
 * has those bytes), but its hash table starts empty and its bits end on a byte boundary
 * (an empty stored block), so every segment's bytes depend on the image alone: the same
 * pixels give the same file on any number of threads. */
#include "CanopySupport.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

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
#define MAX_WORKERS 8
/* The distance a run of one colour is copied from once it is long enough (see below):
 * eight pixels, what the check there reads. */
#define RUN_DISTANCE 32u

/* ---- bits out --------------------------------------------------------------------- */

typedef struct {
    uint64_t bits;
    unsigned count;
    unsigned char *out;
    size_t at;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, unsigned n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint32_t v = (uint32_t)w->bits;
        w->out[w->at] = (unsigned char)v;
        w->out[w->at + 1] = (unsigned char)(v >> 8);
        w->out[w->at + 2] = (unsigned char)(v >> 16);
        w->out[w->at + 3] = (unsigned char)(v >> 24);
        w->at += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/* Pads to a byte boundary and writes out what is pending. */
static void align_bits(bit_writer *w) {
    while (w->count > 0) {
        w->out[w->at++] = (unsigned char)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/* ---- symbols ---------------------------------------------------------------------- */

/* A literal is its byte; a match is MATCH_FLAG | length << 16 | (distance - 1). */
#define MATCH_FLAG 0x80000000u

static inline unsigned floor_log2(uint32_t x) { return 31u - (unsigned)__builtin_clz(x); }

/* Deflate's length code (257...285) for a match length of 3...258, with its extra bits. */
static inline void length_code(unsigned length, unsigned *code, unsigned *extra_bits, unsigned *extra) {
    unsigned x = length - 3;
    if (length == 258) { *code = 285; *extra_bits = 0; *extra = 0; return; }
    if (x < 8) { *code = 257 + x; *extra_bits = 0; *extra = 0; return; }
    unsigned nb = floor_log2(x);
    *code = 257 + 4 * (nb - 1) + ((x >> (nb - 2)) & 3);
    *extra_bits = nb - 2;
    *extra = x & ((1u << (nb - 2)) - 1);
}

/* Deflate's distance code (0...29) for a distance of 1...32768, with its extra bits. */
static inline void distance_code(unsigned distance, unsigned *code, unsigned *extra_bits, unsigned *extra) {
    unsigned x = distance - 1;
    if (x < 4) { *code = x; *extra_bits = 0; *extra = 0; return; }
    unsigned nb = floor_log2(x);
    *code = 2 * nb + ((x >> (nb - 1)) & 1);
    *extra_bits = nb - 1;
    *extra = x & ((1u << (nb - 1)) - 1);
}

/* ---- Huffman codes ------------------------------------------------------------------ */

static int by_weight(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Code lengths of at most `limit` bits for `n` symbols (n <= 288) from their counts; symbols
 * with a zero count get length 0, a lone used symbol length 1. Ties break by symbol number,
 * so the result is a function of the counts alone. A limit too small for the symbols in use
 * is raised to the smallest that holds them. */
void canopy_huffman_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *lengths) {
    uint64_t sorted[288];
    unsigned used = 0;
    if (n > 288) n = 288;
    for (unsigned s = 0; s < n; s++) {
        lengths[s] = 0;
        if (freq[s]) sorted[used++] = ((uint64_t)freq[s] << 16) | s;
    }
    if (used < 2) {
        if (used == 1) lengths[sorted[0] & 0xFFFF] = 1;
        return;
    }
    if (limit > 15) limit = 15;
    while ((1u << limit) < used) limit++;
    qsort(sorted, used, sizeof sorted[0], by_weight);
    /* Two queues: leaves in ascending weight, internal nodes made in ascending weight. */
    uint64_t weight[288];
    unsigned parent[2 * 288];
    unsigned leaf = 0, next = 0;
    for (unsigned k = 0; k + 1 < used; k++) {
        unsigned pick[2];
        uint64_t sum = 0;
        for (int t = 0; t < 2; t++) {
            if (leaf < used && (next >= k || (sorted[leaf] >> 16) <= weight[next])) {
                sum += sorted[leaf] >> 16;
                pick[t] = leaf++;
            } else {
                sum += weight[next];
                pick[t] = 288 + next++;
            }
        }
        weight[k] = sum;
        parent[pick[0]] = parent[pick[1]] = 288 + k;
    }
    /* Depths: the root (the last internal node) is 0; parents come after their children. */
    unsigned depth[2 * 288];
    unsigned root = 288 + used - 2;
    depth[root] = 0;
    for (unsigned k = used - 2; k-- > 0;) depth[288 + k] = depth[parent[288 + k]] + 1;
    unsigned count[33] = {0};
    for (unsigned i = 0; i < used; i++) {
        unsigned d = depth[parent[i]] + 1;
        count[d > limit ? limit : d]++;
    }
    /* Too-long codes were cut to `limit`; lengthen shorter ones until the code fits again. */
    uint32_t total = 0;
    for (unsigned len = 1; len <= limit; len++) total += count[len] << (limit - len);
    while (total > (1u << limit)) {
        count[limit]--;
        for (unsigned len = limit - 1; len > 0; len--) {
            if (count[len]) {
                count[len]--;
                count[len + 1] += 2;
                break;
            }
        }
        total--;
    }
    /* The rarest symbols get the longest codes. */
    unsigned i = 0;
    for (unsigned len = limit; len > 0; len--) {
        for (unsigned c = 0; c < count[len]; c++) lengths[sorted[i++] & 0xFFFF] = (uint8_t)len;
    }
}

/* Canonical codes for the lengths, bit-reversed for deflate's least-significant-first order. */
static void build_codes(const uint8_t *lengths, unsigned n, uint16_t *codes) {
    unsigned count[16] = {0}, next[16];
    for (unsigned s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    unsigned code = 0;
    for (unsigned len = 1; len < 16; len++) {
        code = (code + count[len - 1]) << 1;
        next[len] = code;
    }
    for (unsigned s = 0; s < n; s++) {
        unsigned len = lengths[s];
        if (!len) { codes[s] = 0; continue; }
        unsigned c = next[len]++, r = 0;
        for (unsigned b = 0; b < len; b++) r |= ((c >> b) & 1) << (len - 1 - b);
        codes[s] = (uint16_t)r;
    }
}

/* Makes sure at least two symbols have a count, so every code is complete. */
static void ensure_two(uint32_t *freq, unsigned n) {
    unsigned used = 0;
    for (unsigned s = 0; s < n; s++) used += freq[s] != 0;
    for (unsigned s = 0; s < n && used < 2; s++) {
        if (!freq[s]) { freq[s] = 1; used++; }
    }
}

static const unsigned char code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Writes one block of `count` symbols covering raw[from, to): dynamic Huffman codes, or
 * stored when that is smaller (noise). `final` sets the last-block bit. */
static void write_block(bit_writer *w, const uint32_t *symbols, size_t count, const unsigned char *raw, size_t from,
                        size_t to, int final) {
    uint32_t lit_freq[286] = {0}, dist_freq[30] = {0};
    uint64_t extra_bits_total = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t s = symbols[i];
        if (s & MATCH_FLAG) {
            unsigned code, nb, extra;
            length_code((s >> 16) & 0x1FF, &code, &nb, &extra);
            lit_freq[code]++;
            extra_bits_total += nb;
            distance_code((s & 0xFFFF) + 1, &code, &nb, &extra);
            dist_freq[code]++;
            extra_bits_total += nb;
        } else {
            lit_freq[s]++;
        }
    }
    lit_freq[256] = 1;
    ensure_two(lit_freq, 286);
    ensure_two(dist_freq, 30);
    uint8_t lengths[286 + 30];
    canopy_huffman_lengths(lit_freq, 286, 15, lengths);
    canopy_huffman_lengths(dist_freq, 30, 15, lengths + 286);
    unsigned hlit = 286, hdist = 30;
    while (hlit > 257 && lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && lengths[286 + hdist - 1] == 0) hdist--;
    /* The code lengths, run-length coded: 16 repeats the last length 3-6 times, 17 and 18
     * write 3-10 and 11-138 zeros. */
    uint8_t all[286 + 30];
    memcpy(all, lengths, hlit);
    memcpy(all + hlit, lengths + 286, hdist);
    unsigned total = hlit + hdist;
    uint8_t rle[286 + 30], rle_extra[286 + 30];
    unsigned runs = 0;
    uint32_t cl_freq[19] = {0};
    for (unsigned i = 0; i < total;) {
        unsigned len = all[i], run = 1;
        while (i + run < total && all[i + run] == len) run++;
        if (len == 0 && run >= 3) {
            unsigned take = run > 138 ? 138 : run;
            rle[runs] = take >= 11 ? 18 : 17;
            rle_extra[runs++] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
            i += take;
        } else if (len != 0 && run >= 4) {
            rle[runs] = (uint8_t)len;
            rle_extra[runs++] = 0;
            unsigned take = run - 1 > 6 ? 6 : run - 1;
            rle[runs] = 16;
            rle_extra[runs++] = (uint8_t)(take - 3);
            i += 1 + take;
        } else {
            rle[runs] = (uint8_t)len;
            rle_extra[runs++] = 0;
            i++;
        }
    }
    for (unsigned i = 0; i < runs; i++) cl_freq[rle[i]]++;
    ensure_two(cl_freq, 19);
    uint8_t cl_lengths[19];
    canopy_huffman_lengths(cl_freq, 19, 7, cl_lengths);
    unsigned hclen = 19;
    while (hclen > 4 && cl_lengths[code_length_order[hclen - 1]] == 0) hclen--;

    /* Size of each choice in bits, to keep the smaller. */
    uint64_t dynamic = 3 + 14 + 3 * (uint64_t)hclen + extra_bits_total;
    for (unsigned i = 0; i < runs; i++) {
        dynamic += cl_lengths[rle[i]] + (rle[i] == 16 ? 2 : rle[i] == 17 ? 3 : rle[i] == 18 ? 7 : 0);
    }
    for (unsigned s = 0; s < 286; s++) dynamic += (uint64_t)lit_freq[s] * lengths[s];
    for (unsigned s = 0; s < 30; s++) dynamic += (uint64_t)dist_freq[s] * lengths[286 + s];
    size_t length = to - from;
    size_t stored_blocks = length ? (length + 65534) / 65535 : 1;
    uint64_t stored = ((uint64_t)length + 5 * stored_blocks) * 8 + 7;
    if (stored < dynamic) {
        size_t at = from;
        for (size_t b = 0; b < stored_blocks; b++) {
            size_t take = to - at > 65535 ? 65535 : to - at;
            put_bits(w, (final && b + 1 == stored_blocks) ? 1 : 0, 3);
            align_bits(w);
            w->out[w->at++] = (unsigned char)take;
            w->out[w->at++] = (unsigned char)(take >> 8);
            w->out[w->at++] = (unsigned char)~take;
            w->out[w->at++] = (unsigned char)(~take >> 8);
            memcpy(w->out + w->at, raw + at, take);
            w->at += take;
            at += take;
        }
        return;
    }
    uint16_t lit_codes[286], dist_codes[30], cl_codes[19];
    build_codes(lengths, 286, lit_codes);
    build_codes(lengths + 286, 30, dist_codes);
    build_codes(cl_lengths, 19, cl_codes);
    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2);
    put_bits(w, hlit - 257, 5);
    put_bits(w, hdist - 1, 5);
    put_bits(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) put_bits(w, cl_lengths[code_length_order[i]], 3);
    for (unsigned i = 0; i < runs; i++) {
        put_bits(w, cl_codes[rle[i]], cl_lengths[rle[i]]);
        if (rle[i] == 16) put_bits(w, rle_extra[i], 2);
        else if (rle[i] == 17) put_bits(w, rle_extra[i], 3);
        else if (rle[i] == 18) put_bits(w, rle_extra[i], 7);
    }
    const uint8_t *dist_lengths = lengths + 286;
    for (size_t i = 0; i < count; i++) {
        uint32_t s = symbols[i];
        if (s & MATCH_FLAG) {
            unsigned code, nb, extra;
            length_code((s >> 16) & 0x1FF, &code, &nb, &extra);
            put_bits(w, lit_codes[code], lengths[code]);
            if (nb) put_bits(w, extra, nb);
            distance_code((s & 0xFFFF) + 1, &code, &nb, &extra);
            put_bits(w, dist_codes[code], dist_lengths[code]);
            if (nb) put_bits(w, extra, nb);
        } else {
            put_bits(w, lit_codes[s], lengths[s]);
        }
    }
    put_bits(w, lit_codes[256], lengths[256]);
}

/* ---- matching ----------------------------------------------------------------------- */

static inline uint32_t load32(const unsigned char *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint64_t load64(const unsigned char *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* How many bytes from `a` equal those from `b` (which is earlier), up to `limit`. */
static inline unsigned match_length(const unsigned char *a, const unsigned char *b, unsigned limit) {
    unsigned n = 0;
    while (n + 8 <= limit) {
        uint64_t x = load64(a + n) ^ load64(b + n);
        if (x) return n + (unsigned)(__builtin_ctzll(x) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

typedef struct {
    uint32_t *symbols;
    uint32_t *table; /* hash of four bytes -> position + 1 within the segment's reach, 0 empty */
} scratch;

/* Compresses raw[start, end) as deflate blocks, ending on a byte boundary: with the
 * last-block bit when `last`, else with an empty stored block. Matches may reach back
 * before `start`: those bytes are in the stream already. */
static void compress_segment(const unsigned char *raw, size_t start, size_t end, size_t stride, int last, scratch *s,
                             bit_writer *w) {
    const uint32_t row_distance = stride <= WINDOW ? (uint32_t)stride : 0;
    memset(s->table, 0, sizeof(uint32_t) << HASH_BITS);
    size_t count = 0, block_from = start, pos = start;
    while (pos < end) {
        size_t left = end - pos;
        unsigned limit = left < MAX_MATCH ? (unsigned)left : MAX_MATCH;
        unsigned best = 0, distance = 0;
        if (limit >= MIN_MATCH) {
            const unsigned char *here = raw + pos;
            uint32_t word = load32(here);
            if (pos >= 4 && load32(here - 4) == word) {
                best = match_length(here, here - 4, limit);
                distance = 4;
                /* Deep in a run, the pixel eight back matches as far: when the 32 bytes
                 * before are the same four repeated, a match from there is exactly as long.
                 * libdeflate copies a distance of 4 byte by byte and one of 32 in
                 * independent words: reading a phone screen takes 1.9 ms instead of 2.4,
                 * for a 10% larger file. */
                uint64_t pattern = (uint64_t)word | (uint64_t)word << 32;
                if (pos >= RUN_DISTANCE && load64(here - 8) == pattern && load64(here - 16) == pattern &&
                    load64(here - 24) == pattern && load64(here - 32) == pattern) {
                    distance = RUN_DISTANCE;
                }
            }
            if (row_distance && best < limit && pos >= row_distance && load32(here - row_distance) == word) {
                unsigned n = match_length(here, here - row_distance, limit);
                if (n > best) { best = n; distance = row_distance; }
            }
            uint32_t h = (word * 2654435761u) >> (32 - HASH_BITS);
            uint32_t seen = s->table[h];
            s->table[h] = (uint32_t)(pos - start) + 1;
            if (best < limit && seen) {
                size_t candidate = start + seen - 1;
                size_t back = pos - candidate;
                if (back <= WINDOW && back != distance && load32(raw + candidate) == word) {
                    unsigned n = match_length(here, raw + candidate, limit);
                    if (n > best) { best = n; distance = (unsigned)back; }
                }
            }
        }
        if (best >= MIN_MATCH) {
            s->symbols[count++] = MATCH_FLAG | (uint32_t)best << 16 | (distance - 1);
            pos += best;
        } else {
            s->symbols[count++] = raw[pos];
            pos++;
        }
        if (count == BLOCK_SYMBOLS) {
            write_block(w, s->symbols, count, raw, block_from, pos, last && pos == end);
            count = 0;
            block_from = pos;
        }
    }
    if (count || block_from == start) write_block(w, s->symbols, count, raw, block_from, end, last);
    if (!last) {
        put_bits(w, 0, 3);
        align_bits(w);
        w->out[w->at++] = 0;
        w->out[w->at++] = 0;
        w->out[w->at++] = 0xFF;
        w->out[w->at++] = 0xFF;
    } else {
        align_bits(w);
    }
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
    size_t next;              /* next segment to take (under `lock`) */
    int failed;
    pthread_mutex_t lock;
} job;

static void *work(void *argument) {
    job *j = (job *)argument;
    scratch s;
    s.symbols = (uint32_t *)malloc(sizeof(uint32_t) * BLOCK_SYMBOLS);
    s.table = (uint32_t *)malloc(sizeof(uint32_t) << HASH_BITS);
    int ok = s.symbols && s.table;
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
        j->adlers[k] = libdeflate_adler32(1, j->raw + start, end - start);
    }
    free(s.symbols);
    free(s.table);
    return NULL;
}

static size_t worker_count(size_t segments) {
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    size_t n = cpus > 0 ? (size_t)cpus : 1;
    if (n > MAX_WORKERS) n = MAX_WORKERS;
    return n < segments ? n : segments;
}

/* Scanline bytes per segment: whole rows, about SEGMENT_BYTES. */
static size_t segment_bytes_for(size_t stride) {
    return (stride >= SEGMENT_BYTES ? 1 : SEGMENT_BYTES / stride) * stride;
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

size_t canopy_deflate_rows_bound(size_t raw_size, size_t stride) {
    size_t segment_bytes = segment_bytes_for(stride);
    return 2 + segment_count(raw_size, segment_bytes) * slot_for(segment_bytes) + 4;
}

int canopy_deflate_rows(const unsigned char *raw, size_t raw_size, size_t stride, int threads, unsigned char *out,
                        size_t *out_size) {
    job j;
    memset(&j, 0, sizeof j);
    j.raw = raw;
    j.raw_size = raw_size;
    j.stride = stride;
    j.segment_bytes = segment_bytes_for(stride);
    j.segments = segment_count(raw_size, j.segment_bytes);
    j.slot = slot_for(j.segment_bytes);
    j.out = out + 2;
    j.sizes = (size_t *)calloc(j.segments, sizeof(size_t));
    j.adlers = (uint32_t *)calloc(j.segments, sizeof(uint32_t));
    if (!j.sizes || !j.adlers) {
        free(j.sizes);
        free(j.adlers);
        return -1;
    }
    pthread_mutex_init(&j.lock, NULL);
    size_t workers = threads > 0 ? (size_t)threads : worker_count(j.segments);
    if (workers > j.segments) workers = j.segments;
    pthread_t helpers[MAX_WORKERS];
    size_t started = 0;
    for (size_t i = 1; i < workers && i < MAX_WORKERS; i++) {
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
            adler = k == 0 ? j.adlers[0] : (uint32_t)adler32_combine(adler, j.adlers[k], (z_off_t)length);
        }
        out[at] = (unsigned char)(adler >> 24);
        out[at + 1] = (unsigned char)(adler >> 16);
        out[at + 2] = (unsigned char)(adler >> 8);
        out[at + 3] = (unsigned char)adler;
        *out_size = at + 4;
    }
    free(j.sizes);
    free(j.adlers);
    return failed ? -1 : 0;
}
