/* Undoing PNG's row filters: for 8-bit RGBA scanlines a pixel at a time, the un-filter both the
 * serial reader (png_read.c) and the segment reader (png_segments.c) use; for any other pixel
 * format a byte at a time, for the reader of every format. */
#include "png_unfilter.h"
#include <string.h>

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

long canopy_png_unfilter_any(unsigned char *raw, size_t row, size_t count, size_t pixel_bytes) {
    const unsigned char *prior = NULL;
    for (size_t y = 0; y < count; y++) {
        const unsigned char *in = raw + y * (row + 1) + 1;
        unsigned char *o = raw + y * row;
        unsigned char filter = in[-1];
        if (filter > 4) return (long)y;
        /* One byte at a time: o[i] is stored before in[i + 1] is read, and o sits y + 1 bytes
         * before in, so no byte is overwritten before it is read; the row above (`prior`)
         * ends where this one starts. */
        for (size_t i = 0; i < row; i++) {
            unsigned a = i >= pixel_bytes ? o[i - pixel_bytes] : 0;
            unsigned b = prior ? prior[i] : 0;
            unsigned c = prior && i >= pixel_bytes ? prior[i - pixel_bytes] : 0;
            unsigned predicted = 0;
            switch (filter) {
            case 1: predicted = a; break;
            case 2: predicted = b; break;
            case 3: predicted = (a + b) >> 1; break;
            case 4: {
                int p = (int)a + (int)b - (int)c;
                int pa = p > (int)a ? p - (int)a : (int)a - p;
                int pb = p > (int)b ? p - (int)b : (int)b - p;
                int pc = p > (int)c ? p - (int)c : (int)c - p;
                predicted = (pa <= pb && pa <= pc) ? a : pb <= pc ? b : c;
                break;
            }
            default: break;
            }
            o[i] = (unsigned char)(in[i] + predicted);
        }
        prior = o;
    }
    return -1;
}
