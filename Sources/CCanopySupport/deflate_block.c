/* Deflate blocks: Huffman code lengths limited to 15 bits, canonical codes, the dynamic
 * block header, and the stored fallback for data that does not compress. */
#include "CanopySupport.h"
#include "deflate_block.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* ---- bits out --------------------------------------------------------------------- */

/* Pads to a byte boundary and writes out what is pending. */
static void align_bits(bit_writer *w) {
    while (w->count > 0) {
        w->out[w->at++] = (unsigned char)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

void canopy_deflate_end_segment(bit_writer *w, int last) {
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

/* ---- symbols ---------------------------------------------------------------------- */

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

/* Code and extra-bit count of every match length (indexed by length − 3) and distance (by
 * distance − 1 below 256, else 256 + ((distance − 1) >> 7), as zlib does): table lookups
 * keep the per-symbol loops free of calls in unoptimised builds. Each entry is the code
 * with the extra-bit count in bits 16 and up; the extra bits are the low bits of the value. */
static uint32_t length_info[256], distance_info[512];

static void fill_tables(void) {
    unsigned code, nb, extra;
    for (unsigned x = 0; x < 256; x++) {
        length_code(x + 3, &code, &nb, &extra);
        length_info[x] = code | nb << 16;
    }
    for (unsigned d = 0; d < 256; d++) {
        distance_code(d + 1, &code, &nb, &extra);
        distance_info[d] = code | nb << 16;
    }
    for (unsigned k = 2; k < 256; k++) {
        distance_code((k << 7) + 1, &code, &nb, &extra);
        distance_info[256 + k] = code | nb << 16;
    }
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

void canopy_deflate_write_block(bit_writer *w, const uint32_t *symbols, size_t count, const deflate_counts *counts,
                                const unsigned char *raw, size_t from, size_t to, int final) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, fill_tables);
    uint32_t lit_freq[286] = {0}, dist_freq[30] = {0};
    memcpy(lit_freq, counts->literals, sizeof counts->literals);
    const uint32_t *length_count = counts->lengths, *distance_count = counts->distances;
    uint64_t extra_bits_total = 0;
    for (unsigned x = 0; x < 256; x++) {
        if (!length_count[x]) continue;
        lit_freq[length_info[x] & 0xFFFF] += length_count[x];
        extra_bits_total += (uint64_t)length_count[x] * (length_info[x] >> 16);
    }
    for (unsigned k = 0; k < 512; k++) {
        if (!distance_count[k]) continue;
        dist_freq[distance_info[k] & 0xFFFF] += distance_count[k];
        extra_bits_total += (uint64_t)distance_count[k] * (distance_info[k] >> 16);
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
    /* Each symbol's whole bit string (code, then extra bits) and its length, looked up once
     * per symbol: the bits in the low 32 bits of an entry, their count above. Distances
     * below 256 are tabled; a longer one (mostly a row up) is worked out when it changes. */
    uint64_t literal_entry[256], length_entry[256], near_entry[256];
    for (unsigned c = 0; c < 256; c++) literal_entry[c] = lit_codes[c] | (uint64_t)lengths[c] << 32;
    for (unsigned x = 0; x < 256; x++) {
        uint32_t l = length_info[x], code = l & 0xFFFF, nb = l >> 16;
        length_entry[x] = (lit_codes[code] | (x & ((1u << nb) - 1)) << lengths[code]) | (uint64_t)(lengths[code] + nb) << 32;
    }
    const uint8_t *dist_lengths = lengths + 286;
    for (unsigned d = 0; d < 256; d++) {
        uint32_t info = distance_info[d], code = info & 0xFFFF, nb = info >> 16;
        near_entry[d] = (dist_codes[code] | (d & ((1u << nb) - 1)) << dist_lengths[code]) | (uint64_t)(dist_lengths[code] + nb) << 32;
    }
    uint32_t far_distance = 0;
    uint64_t far_entry = 0;
    /* The symbols, with the writer's state in locals and no calls: after a flush fewer than
     * 32 bits wait, and a length (at most 15 + 5 bits) or a distance (15 + 13) keeps them
     * below 64. */
    uint64_t bits = w->bits;
    unsigned pending = w->count;
    unsigned char *out = w->out;
    size_t at = w->at;
#define FLUSH_32()                                                                                      \
    if (pending >= 32) {                                                                                \
        out[at] = (unsigned char)bits;                                                                  \
        out[at + 1] = (unsigned char)(bits >> 8);                                                       \
        out[at + 2] = (unsigned char)(bits >> 16);                                                      \
        out[at + 3] = (unsigned char)(bits >> 24);                                                      \
        at += 4;                                                                                        \
        bits >>= 32;                                                                                    \
        pending -= 32;                                                                                  \
    }
    for (size_t i = 0; i < count; i++) {
        uint32_t s = symbols[i];
        uint64_t e;
        if (s & MATCH_FLAG) {
            e = length_entry[((s >> 16) & 0x1FF) - 3];
            bits |= (e & 0xFFFFFFFFu) << pending;
            pending += (unsigned)(e >> 32);
            FLUSH_32()
            uint32_t d = s & 0xFFFF;
            if (d < 256) {
                e = near_entry[d];
            } else {
                if (d != far_distance) {
                    uint32_t info = distance_info[256 + (d >> 7)], code = info & 0xFFFF, nb = info >> 16;
                    far_distance = d;
                    far_entry = (dist_codes[code] | (uint64_t)(d & ((1u << nb) - 1)) << dist_lengths[code]) |
                                (uint64_t)(dist_lengths[code] + nb) << 32;
                }
                e = far_entry;
            }
        } else {
            e = literal_entry[s];
        }
        bits |= (e & 0xFFFFFFFFu) << pending;
        pending += (unsigned)(e >> 32);
        FLUSH_32()
    }
#undef FLUSH_32
    w->bits = bits;
    w->count = pending;
    w->at = at;
    put_bits(w, lit_codes[256], lengths[256]);
}
