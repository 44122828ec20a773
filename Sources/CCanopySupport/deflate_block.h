/* Deflate's bit writer and block coder, shared by the compressor (png_deflate.c) and its
 * block writer (deflate_block.c); private to this module. */
#ifndef CANOPY_DEFLATE_BLOCK_H
#define CANOPY_DEFLATE_BLOCK_H

#include <stddef.h>
#include <stdint.h>

/* Bits go out least significant first, four bytes at a time. */
typedef struct {
    uint64_t bits;
    unsigned count;
    unsigned char *out;
    size_t at;
} bit_writer;

static inline __attribute__((always_inline)) void put_bits(bit_writer *w, uint32_t value, unsigned n) {
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

/* A literal is its byte; a match is MATCH_FLAG | length << 16 | (distance - 1). */
#define MATCH_FLAG 0x80000000u

/* How often each literal, match length (by length − 3) and distance (by DISTANCE_INDEX) occurs
 * in a block: counted by the compressor as it makes the symbols, so the block writer needs no
 * extra pass over them. */
typedef struct {
    uint32_t literals[256], lengths[256], distances[512];
} deflate_counts;

/* Where a match symbol's distance − 1 (`d`) is counted: itself below 256, else by its top bits
 * (as zlib tables distance codes). */
#define DISTANCE_INDEX(d) ((d) < 256 ? (d) : 256 + ((d) >> 7))

/* Writes one block of `count` symbols covering raw[from, to), whose occurrences `counts` holds:
 * dynamic Huffman codes, or stored when that is smaller (noise). `final` sets the last-block
 * bit. */
void canopy_deflate_write_block(bit_writer *w, const uint32_t *symbols, size_t count, const deflate_counts *counts,
                                const unsigned char *raw, size_t from, size_t to, int final);

/* Ends a segment on a byte boundary: after the last block of the stream, padding; else an
 * empty stored block, so the next segment's bytes can follow as they are. */
void canopy_deflate_end_segment(bit_writer *w, int last);

#endif
