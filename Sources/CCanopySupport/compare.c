/* Per-pixel image comparison (exact and pixelmatch-style perceptual), diff images, and how
 * visible a change is (CIEDE2000). */
#include "CanopySupport.h"
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ---- Image comparison ------------------------------------------------------------- */

/* The perceptual rules follow pixelmatch to the last rounding, so a count here equals the
 * count pixelmatch reports for the same images and threshold. Fused multiply-adds would
 * round differently from the reference's separate multiplications and additions. */
#pragma STDC FP_CONTRACT OFF

/* Largest squared YIQ distance (black vs white), the normaliser pixelmatch uses. */
#define CANOPY_YIQ_MAX 35215.0

/* The colour formulas are macros, not functions: unoptimised builds (`swift test`) call every
 * function, and these run several times per changed pixel. Each is the same arithmetic, in
 * the same order, as the reference's function. */
#define canopy_blend_white(c, a) (255.0 + ((double)(c) - 255.0) * (a))

#define canopy_y(r, g, b) ((r) * 0.29889531 + (g) * 0.58662247 + (b) * 0.11448223)
#define canopy_i(r, g, b) ((r) * 0.59597799 - (g) * 0.27417610 - (b) * 0.32180189)
#define canopy_q(r, g, b) ((r) * 0.21147017 - (g) * 0.52261711 + (b) * 0.31114694)

static inline __attribute__((always_inline)) double canopy_brightness(const unsigned char *p) {
    double a = p[3] / 255.0;
    return canopy_blend_white(p[0], a) * 0.29889531 + canopy_blend_white(p[1], a) * 0.58662247 +
           canopy_blend_white(p[2], a) * 0.11448223;
}

/* A pixel's colour as the white-background rules see it (doubles r, g, b): blended over
 * white only when its alpha is below 255 (an opaque pixel keeps its exact byte values). */
#define canopy_over_white(p, r, g, b)                                                               \
    do {                                                                                            \
        if ((p)[3] < 255) {                                                                         \
            double alpha_ = (p)[3] / 255.0;                                                         \
            r = canopy_blend_white((p)[0], alpha_);                                                 \
            g = canopy_blend_white((p)[1], alpha_);                                                 \
            b = canopy_blend_white((p)[2], alpha_);                                                 \
        } else {                                                                                    \
            r = (p)[0];                                                                             \
            g = (p)[1];                                                                             \
            b = (p)[2];                                                                             \
        }                                                                                           \
    } while (0)

/* A pixel's four bytes as one word, for equality tests without a library call. */
typedef uint32_t canopy_unaligned_pixel __attribute__((aligned(1)));
#define canopy_pixel(p) (*(const canopy_unaligned_pixel *)(const void *)(p))

/* JavaScript's `x | 0` for the non-negative values used here: truncation, then the low
 * 32 bits read as a signed integer. */
static inline __attribute__((always_inline)) long canopy_js_int32(double x) {
    return (long)(int32_t)(uint32_t)(uint64_t)x;
}

/* The checkerboard background colour under byte offset `k` (4 × pixel index). Its period
 * follows the golden ratio, so no regular pattern in an image lines up with it. */
static inline __attribute__((always_inline)) void canopy_checkerboard(size_t k, int *r, int *g, int *b) {
    *r = 48 + 159 * (int)(k % 2);
    *g = 48 + 159 * (int)(canopy_js_int32((double)k / 1.618033988749895) % 2);
    *b = 48 + 159 * (int)(canopy_js_int32((double)k / 2.618033988749895) % 2);
}

/* Channel differences of two pixels as the checkerboard rules see them: the plain byte
 * differences when both are opaque, else the difference of both blended over the
 * background colour at byte offset `k`, computed in one step as the reference does. */
static inline __attribute__((always_inline)) void canopy_blended_delta(const unsigned char *p1, const unsigned char *p2, size_t k,
                                        double *dr, double *dg, double *db) {
    int a1 = p1[3], a2 = p2[3];
    if (a1 < 255 || a2 < 255) {
        int rb, gb, bb, da = a1 - a2;
        canopy_checkerboard(k, &rb, &gb, &bb);
        *dr = (double)(p1[0] * a1 - p2[0] * a2 - rb * da) / 255;
        *dg = (double)(p1[1] * a1 - p2[1] * a2 - gb * da) / 255;
        *db = (double)(p1[2] * a1 - p2[2] * a2 - bb * da) / 255;
    } else {
        *dr = p1[0] - p2[0]; *dg = p1[1] - p2[1]; *db = p1[2] - p2[2];
    }
}

/* Squared perceptual (YIQ) distance between two straight RGBA pixels at byte offset `k`. */
static inline __attribute__((always_inline)) double canopy_yiq_distance(const unsigned char *a, const unsigned char *b, size_t k, int background) {
    if (canopy_pixel(a) == canopy_pixel(b)) return 0;
    double y, i, q;
    if (background == CANOPY_BACKGROUND_CHECKERBOARD) {
        double dr, dg, db;
        canopy_blended_delta(a, b, k, &dr, &dg, &db);
        y = canopy_y(dr, dg, db); i = canopy_i(dr, dg, db); q = canopy_q(dr, dg, db);
    } else {
        double r1, g1, b1, r2, g2, b2;
        canopy_over_white(a, r1, g1, b1);
        canopy_over_white(b, r2, g2, b2);
        y = canopy_y(r1, g1, b1) - canopy_y(r2, g2, b2);
        i = canopy_i(r1, g1, b1) - canopy_i(r2, g2, b2);
        q = canopy_q(r1, g1, b1) - canopy_q(r2, g2, b2);
    }
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

/* Brightness of `centre` minus that of `other`, both blended as the background asks; the
 * checkerboard colour is the one under the centre pixel (byte offset `k`). */
static inline __attribute__((always_inline)) double canopy_brightness_delta(const unsigned char *centre, const unsigned char *other, size_t k, int background) {
    if (canopy_pixel(centre) == canopy_pixel(other)) return 0;
    if (background == CANOPY_BACKGROUND_CHECKERBOARD) {
        double dr, dg, db;
        canopy_blended_delta(centre, other, k, &dr, &dg, &db);
        return canopy_y(dr, dg, db);
    }
    double r1, g1, b1, r2, g2, b2;
    canopy_over_white(centre, r1, g1, b1);
    canopy_over_white(other, r2, g2, b2);
    return canopy_y(r1, g1, b1) - canopy_y(r2, g2, b2);
}

/* A pixel on the image border counts one equal neighbour before looking: the missing
 * neighbours outside the image stand in for one, as in pixelmatch. */
#define canopy_border_start(width, height, x, y) ((x) == 0 || (y) == 0 || (x) == (width) - 1 || (y) == (height) - 1)

/* True when at least three of the pixel's neighbours (3×3, clipped) equal it in all four
 * bytes (two transparent pixels with different colour bytes are not equal here). */
static inline __attribute__((always_inline)) int canopy_has_siblings(const unsigned char *img, int width, int height, int x, int y) {
    const unsigned char *c = img + ((size_t)y * width + x) * 4;
    int equal = canopy_border_start(width, height, x, y);
    int x0 = x > 0 ? x - 1 : 0, x2 = x < width - 1 ? x + 1 : width - 1;
    int y0 = y > 0 ? y - 1 : 0, y2 = y < height - 1 ? y + 1 : height - 1;
    for (int nx = x0; nx <= x2; nx++) {
        for (int ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            if (canopy_pixel(c) == canopy_pixel(img + ((size_t)ny * width + nx) * 4)) equal++;
            if (equal > 2) return 1;
        }
    }
    return 0;
}

/* Anti-aliasing test for pixel (x, y) of `img`: an edge pixel has a strictly darker and a
 * strictly brighter neighbour, few neighbours of equal brightness, and either extreme
 * neighbour sits inside a flat area in both images. Neighbours are visited column by
 * column (x outer, y inner) and the first of equally dark (or bright) ones wins, as in
 * pixelmatch, so the same extreme neighbour is examined. */
static inline __attribute__((always_inline)) int canopy_is_antialiased(const unsigned char *img, const unsigned char *other,
                                        int width, int height, int x, int y, int background) {
    size_t k = ((size_t)y * width + x) * 4;
    const unsigned char *c = img + k;
    int equal = canopy_border_start(width, height, x, y);
    double darkest = 0, brightest = 0;
    int dx = 0, dy = 0, bx = 0, by = 0;
    int x0 = x > 0 ? x - 1 : 0, x2 = x < width - 1 ? x + 1 : width - 1;
    int y0 = y > 0 ? y - 1 : 0, y2 = y < height - 1 ? y + 1 : height - 1;
    /* Over white, the centre's brightness is the same for every neighbour: computed once,
     * the same value canopy_brightness_delta would compute each time. */
    double centre = 0;
    if (background != CANOPY_BACKGROUND_CHECKERBOARD) {
        double rc, gc, bc;
        canopy_over_white(c, rc, gc, bc);
        centre = canopy_y(rc, gc, bc);
    }
    for (int nx = x0; nx <= x2; nx++) {
        for (int ny = y0; ny <= y2; ny++) {
            if (nx == x && ny == y) continue;
            const unsigned char *n = img + ((size_t)ny * width + nx) * 4;
            double delta = 0;
            if (canopy_pixel(c) == canopy_pixel(n)) {
                delta = 0;
            } else if (background == CANOPY_BACKGROUND_CHECKERBOARD) {
                delta = canopy_brightness_delta(c, n, k, background);
            } else {
                double rn, gn, bn;
                canopy_over_white(n, rn, gn, bn);
                delta = centre - canopy_y(rn, gn, bn);
            }
            if (delta == 0) {
                if (++equal > 2) return 0;
            } else if (delta < darkest) {
                darkest = delta; dx = nx; dy = ny;
            } else if (delta > brightest) {
                brightest = delta; bx = nx; by = ny;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return 0;
    return (canopy_has_siblings(img, width, height, dx, dy) &&
            canopy_has_siblings(other, width, height, dx, dy)) ||
           (canopy_has_siblings(img, width, height, bx, by) &&
            canopy_has_siblings(other, width, height, bx, by));
}

/* Eight pixels as words, and one pixel's four channels, at any address. */
typedef uint32_t canopy_pixels8 __attribute__((vector_size(32), aligned(1)));
typedef uint8_t canopy_channels4 __attribute__((vector_size(4), aligned(1)));

/* Compares two same-size straight RGBA8 images. `threshold` < 0 means exact (any changed
 * byte counts, also between two fully transparent pixels); otherwise a pixel counts when
 * its squared YIQ distance exceeds 35215 × threshold², colours blended over `background`
 * (CANOPY_BACKGROUND_*) where either is not opaque. Writes a verdict per pixel into `mask`
 * (may be NULL) and counted pixels per tile into `tile_counts` (tiles of `tile`×`tile`
 * pixels, row-major; may be NULL). */
void canopy_compare(const unsigned char *expected, const unsigned char *actual,
                                  int width, int height, double threshold, int detect_antialiasing, int background,
                                  unsigned char *mask, int tile, int32_t *tile_counts,
                                  canopy_compare_result *result) {
    memset(result, 0, sizeof(*result));
    result->min_x = -1;
    result->min_y = -1;
    int tiles_across = tile > 0 ? (width + tile - 1) / tile : 0;
    double limit = threshold < 0 ? -1 : CANOPY_YIQ_MAX * threshold * threshold;
    for (int y = 0; y < height; y++) {
        size_t row = (size_t)y * width;
        const unsigned char *e = expected + row * 4, *a = actual + row * 4;
        if (memcmp(e, a, (size_t)width * 4) == 0) {
            if (mask) memset(mask + row, CANOPY_SAME, (size_t)width);
            continue;
        }
        for (int x = 0; x < width; x++, e += 4, a += 4) {
            /* Eight unchanged pixels at once: one vector test, one mask store. */
            if (width - x >= 8 && __builtin_reduce_and(*(const canopy_pixels8 *)e == *(const canopy_pixels8 *)a)) {
                if (mask) memset(mask + row + x, CANOPY_SAME, 8);
                x += 7;
                e += 28;
                a += 28;
                continue;
            }
            unsigned char verdict = CANOPY_SAME;
            if (canopy_pixel(e) != canopy_pixel(a)) {
                result->changed++;
                canopy_channels4 ce = *(const canopy_channels4 *)e, ca = *(const canopy_channels4 *)a;
                int d = __builtin_reduce_max(__builtin_elementwise_max(ce, ca) - __builtin_elementwise_min(ce, ca));
                if (d > result->max_channel_delta) result->max_channel_delta = d;
                double distance = canopy_yiq_distance(e, a, (row + x) * 4, background);
                double normalised = distance <= 0 ? 0 : sqrt(distance / CANOPY_YIQ_MAX);
                if (normalised > 1) normalised = 1;
                if (limit < 0 ? 1 : distance > limit) {
                    if (limit >= 0 && detect_antialiasing &&
                        (canopy_is_antialiased(expected, actual, width, height, x, y, background) ||
                         canopy_is_antialiased(actual, expected, width, height, x, y, background))) {
                        verdict = CANOPY_ANTIALIASED;
                        result->antialiased++;
                    } else {
                        verdict = CANOPY_DIFFERENT;
                        result->differing++;
                        if (normalised > result->max_counted_distance) result->max_counted_distance = normalised;
                        if (result->min_x < 0 || x < result->min_x) result->min_x = x;
                        if (x > result->max_x) result->max_x = x;
                        if (result->min_y < 0) result->min_y = y;
                        result->max_y = y;
                        if (tile_counts) tile_counts[(y / tile) * tiles_across + x / tile]++;
                    }
                    if (normalised > result->max_distance) result->max_distance = normalised;
                } else {
                    verdict = CANOPY_WITHIN;
                    if (normalised > result->max_distance) result->max_distance = normalised;
                }
            }
            if (mask) mask[row + x] = verdict;
        }
    }
}

/* Eight pixels as native-endian words, and eight mask bytes, at any 4-byte (1-byte) address. */
typedef uint32_t canopy_words8 __attribute__((vector_size(32), aligned(1)));
typedef uint64_t canopy_mask16 __attribute__((aligned(1)));

/* Colours whose grey the diff image remembers: 2^6, a direct-mapped table by colour hash. */
#define GREY_CACHE_BITS 6

/* Pixels the diff image tests and fills at once inside a long run of one unchanged colour:
 * a kilobyte of pixels, so the C library's memcmp and memcpy (optimised whatever this file's
 * build) do nearly all the work over a screenshot's plain areas, also in unoptimised
 * test builds. */
#define DIFF_LONG_RUN 256
static const unsigned char diff_no_marks[DIFF_LONG_RUN];

/* Diff image: counted pixels red, ignored anti-aliased pixels yellow, within-threshold
 * changes light orange, everything else the reference as a faded grey (10% contrast). */
void canopy_diff_image(const unsigned char *reference, const unsigned char *mask,
                                     int width, int height, unsigned char *out) {
    size_t count = (size_t)width * height;
    /* Each output pixel is stored as one 4-byte word, built from its bytes so the layout is
     * R, G, B, A on any byte order. */
    static const unsigned char marks[4][4] = {
        {0, 0, 0, 255}, {255, 0, 0, 255}, {255, 255, 0, 255}, {255, 200, 150, 255}};
    uint32_t mark[4];
    for (int m = 0; m < 4; m++) memcpy(&mark[m], marks[m], 4);
    /* A screenshot is mostly runs of one colour: the last pixel's grey is reused while the
     * colour repeats, which skips the floating-point brightness for most pixels. */
    uint32_t last_pixel = 0, last_grey = 0;
    int have_last = 0;
    uint32_t cached_pixel[1 << GREY_CACHE_BITS], cached_grey[1 << GREY_CACHE_BITS];
    unsigned char cached[1 << GREY_CACHE_BITS] = {0};
    /* The last colour and its grey, eight times over. */
    canopy_words8 run = {0}, greys = {0};
    int stale = 0; /* the colour changed since `run` and `greys` were filled: fill them when tested */
    size_t i = 0;
    int in_run = 0; /* the last thirty-two pixels were all the last colour, unchanged */
    while (i < count) {
        /* Inside a run, a long stretch at once: the pixel before is the last colour, and each
         * pixel of the stretch equals the one before it (one memcmp of the stretch against
         * itself shifted by a pixel). Its greys are written by doubling copies. */
        if (in_run && count - i >= DIFF_LONG_RUN && memcmp(mask + i, diff_no_marks, DIFF_LONG_RUN) == 0 &&
            memcmp(reference + i * 4, reference + (i - 1) * 4, DIFF_LONG_RUN * 4) == 0) {
            unsigned char *to = out + i * 4;
            *(canopy_words8 *)to = greys;
            for (size_t done = 8; done < DIFF_LONG_RUN; done *= 2) memcpy(to + done * 4, to, done * 4);
            i += DIFF_LONG_RUN;
            continue;
        }
        in_run = 0;
        /* Thirty-two unchanged pixels of the last colour at once, tested and stored in whole
         * vectors (one expression each, which unoptimised builds keep in registers). */
        if (have_last && count - i >= 32) {
            if (stale) {
                run = (canopy_words8){0} + last_pixel;
                greys = (canopy_words8){0} + last_grey;
                stale = 0;
            }
            const canopy_words8 *from = (const canopy_words8 *)(reference + i * 4);
            const canopy_mask16 *marks = (const canopy_mask16 *)(mask + i);
            if ((marks[0] | marks[1] | marks[2] | marks[3]) == 0 &&
                __builtin_reduce_and((from[0] == run) & (from[1] == run) & (from[2] == run) & (from[3] == run))) {
                canopy_words8 *to = (canopy_words8 *)(out + i * 4);
                to[0] = greys;
                to[1] = greys;
                to[2] = greys;
                to[3] = greys;
                i += 32;
                in_run = 1;
                continue;
            }
        }
        /* Otherwise those thirty-two eight at a time, or one by one. */
        size_t end = count - i >= 32 ? i + 32 : count;
        for (; i < end; i++) {
            if ((i & 7) == 0 && end - i >= 8 && have_last && *(const canopy_mask16 *)(mask + i) == 0) {
                if (stale) {
                    run = (canopy_words8){0} + last_pixel;
                    greys = (canopy_words8){0} + last_grey;
                    stale = 0;
                }
                if (__builtin_reduce_and(*(const canopy_words8 *)(reference + i * 4) == run)) {
                    *(canopy_words8 *)(out + i * 4) = greys;
                    i += 7;
                    continue;
                }
            }
            unsigned m = mask[i];
            uint32_t word;
            if (m == CANOPY_SAME || m > CANOPY_WITHIN) {
                uint32_t pixel;
                memcpy(&pixel, reference + i * 4, 4);
                if (!have_last || pixel != last_pixel) {
                    /* Text alternates between a few colours: their greys are remembered. */
                    unsigned slot = (pixel * 2654435761u) >> (32 - GREY_CACHE_BITS);
                    if (cached[slot] && cached_pixel[slot] == pixel) {
                        last_grey = cached_grey[slot];
                    } else {
                        double grey = canopy_blend_white(canopy_brightness(reference + i * 4), 0.1);
                        unsigned char v = (unsigned char)(grey + 0.5);
                        unsigned char bytes[4] = {v, v, v, 255};
                        memcpy(&last_grey, bytes, 4);
                        cached[slot] = 1;
                        cached_pixel[slot] = pixel;
                        cached_grey[slot] = last_grey;
                    }
                    last_pixel = pixel;
                    have_last = 1;
                    stale = 1;
                }
                word = last_grey;
            } else {
                word = mark[m];
            }
            memcpy(out + i * 4, &word, 4);
        }
    }
}

/* ---- How visible a change is: CIEDE2000 ------------------------------------------- */

static inline double canopy_lab_f(double t) {
    const double e = 216.0 / 24389.0, k = 24389.0 / 27.0;
    return t > e ? cbrt(t) : (k * t + 16.0) / 116.0;
}

/* sRGB's transfer curve to linear light, 0...1, for a channel 0...255 (may be fractional
 * after blending). */
static inline double canopy_linear(double c8) {
    double c = c8 / 255.0;
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

/* CIE L*a*b* (D65 white) of a colour given in linear light: XYZ, then Lab. */
static void canopy_lab_linear(double r, double g, double b, double lab[3]) {
    double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    double fx = canopy_lab_f(x), fy = canopy_lab_f(y), fz = canopy_lab_f(z);
    lab[0] = 116.0 * fy - 16.0;
    lab[1] = 500.0 * (fx - fy);
    lab[2] = 200.0 * (fy - fz);
}

/* CIE L*a*b* of an sRGB colour whose channels are 0...255. */
static void canopy_lab(double r8, double g8, double b8, double lab[3]) {
    canopy_lab_linear(canopy_linear(r8), canopy_linear(g8), canopy_linear(b8), lab);
}

double canopy_delta_e2000(const double lab1[3], const double lab2[3]) {
    const double pi = 3.14159265358979323846, deg = pi / 180.0, p25_7 = 6103515625.0; /* 25^7 */
    double l1 = lab1[0], a1 = lab1[1], b1 = lab1[2], l2 = lab2[0], a2 = lab2[1], b2 = lab2[2];
    double cbar = (sqrt(a1 * a1 + b1 * b1) + sqrt(a2 * a2 + b2 * b2)) / 2;
    double cbar2 = cbar * cbar, cbar7 = cbar2 * cbar2 * cbar2 * cbar;
    double g = 0.5 * (1 - sqrt(cbar7 / (cbar7 + p25_7)));
    double a1p = (1 + g) * a1, a2p = (1 + g) * a2;
    double c1p = sqrt(a1p * a1p + b1 * b1), c2p = sqrt(a2p * a2p + b2 * b2);
    double h1p = (a1p == 0 && b1 == 0) ? 0 : atan2(b1, a1p) / deg;
    double h2p = (a2p == 0 && b2 == 0) ? 0 : atan2(b2, a2p) / deg;
    if (h1p < 0) h1p += 360;
    if (h2p < 0) h2p += 360;
    double dlp = l2 - l1, dcp = c2p - c1p, dhp = 0;
    if (c1p * c2p != 0) {
        dhp = h2p - h1p;
        if (dhp > 180) dhp -= 360;
        else if (dhp < -180) dhp += 360;
    }
    double dHp = 2 * sqrt(c1p * c2p) * sin(dhp * deg / 2);
    double lbarp = (l1 + l2) / 2, cbarp = (c1p + c2p) / 2, hbarp = h1p + h2p;
    if (c1p * c2p != 0) {
        if (fabs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
        else hbarp = (h1p + h2p < 360) ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
    }
    /* T's four cosines from one sine and cosine, by the multiple-angle identities:
     * cos(h - 30°), cos 2h, cos(3h + 6°), cos(4h - 63°). */
    double hr = hbarp * deg, c1 = cos(hr), s1 = sin(hr);
    double c2 = 2 * c1 * c1 - 1, s2 = 2 * s1 * c1;
    double c3 = c2 * c1 - s2 * s1, s3 = s2 * c1 + c2 * s1;
    double c4 = 2 * c2 * c2 - 1, s4 = 2 * s2 * c2;
    const double cos30 = 0.86602540378443865, sin30 = 0.5;
    const double cos6 = 0.99452189536827329, sin6 = 0.10452846326765347;
    const double cos63 = 0.45399049973954675, sin63 = 0.89100652418836787;
    double t = 1 - 0.17 * (c1 * cos30 + s1 * sin30) + 0.24 * c2 + 0.32 * (c3 * cos6 - s3 * sin6) -
               0.20 * (c4 * cos63 + s4 * sin63);
    double dtheta = 30 * exp(-((hbarp - 275) / 25) * ((hbarp - 275) / 25));
    double cbarp2 = cbarp * cbarp, cbarp7 = cbarp2 * cbarp2 * cbarp2 * cbarp;
    double rc = 2 * sqrt(cbarp7 / (cbarp7 + p25_7));
    double l50 = (lbarp - 50) * (lbarp - 50);
    double sl = 1 + 0.015 * l50 / sqrt(20 + l50), sc = 1 + 0.045 * cbarp, sh = 1 + 0.015 * cbarp * t;
    double rt = -sin(2 * dtheta * deg) * rc;
    double tl = dlp / sl, tc = dcp / sc, th = dHp / sh;
    double sum = tl * tl + tc * tc + th * th + rt * tc * th;
    return sum > 0 ? sqrt(sum) : 0;
}

/* ΔE00 between two straight RGBA pixels as seen over `back` (0 black, 255 white). */
static double canopy_pixel_delta_e(const unsigned char *p, const unsigned char *q, double back) {
    double lp[3], lq[3];
    double ap = p[3] / 255.0, aq = q[3] / 255.0;
    canopy_lab(back + (p[0] - back) * ap, back + (p[1] - back) * ap, back + (p[2] - back) * ap, lp);
    canopy_lab(back + (q[0] - back) * aq, back + (q[1] - back) * aq, back + (q[2] - back) * aq, lq);
    return canopy_delta_e2000(lp, lq);
}

/* Direct-mapped caches for canopy_color_change: a screenshot's changed pixels repeat a few
 * colours and colour pairs, and each Lab conversion and ΔE00 costs a dozen transcendental
 * calls. Sizes are powers of two; a slot holds the last key that hashed to it. */
#define CANOPY_LAB_CACHE 4096
#define CANOPY_PAIR_CACHE 4096

typedef struct { uint32_t key; int used; double lab[3]; } canopy_lab_slot;
typedef struct { uint32_t expected, actual; int used; double delta; } canopy_pair_slot;

static inline uint32_t canopy_hash(uint32_t x) {
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return x;
}

/* Lab of an opaque pixel, from the table of linear channel values and the cache (may be NULL). */
static inline const double *canopy_cached_lab(const unsigned char *p, const double *linear, canopy_lab_slot *cache,
                                              double scratch[3]) {
    uint32_t key;
    memcpy(&key, p, 4);
    canopy_lab_slot *slot = cache ? &cache[canopy_hash(key) & (CANOPY_LAB_CACHE - 1)] : NULL;
    if (slot && slot->used && slot->key == key) return slot->lab;
    double *out = slot ? slot->lab : scratch;
    canopy_lab_linear(linear[p[0]], linear[p[1]], linear[p[2]], out);
    if (slot) { slot->key = key; slot->used = 1; }
    return out;
}

void canopy_color_change(const unsigned char *expected, const unsigned char *actual, int width, int height,
                         int background, double just_noticeable, canopy_color_change_result *result) {
    memset(result, 0, sizeof(*result));
    double linear[256];
    for (int c = 0; c < 256; c++) linear[c] = canopy_linear(c);
    /* Without memory for the caches the answer is the same, only slower. */
    canopy_lab_slot *labs = calloc(CANOPY_LAB_CACHE, sizeof(canopy_lab_slot));
    canopy_pair_slot *pairs = calloc(CANOPY_PAIR_CACHE, sizeof(canopy_pair_slot));
    for (int y = 0; y < height; y++) {
        size_t row = (size_t)y * width;
        const unsigned char *e = expected + row * 4, *a = actual + row * 4;
        if (memcmp(e, a, (size_t)width * 4) == 0) continue;
        for (int x = 0; x < width; x++, e += 4, a += 4) {
            if (memcmp(e, a, 4) == 0) continue;
            result->changed++;
            uint32_t ke, ka;
            memcpy(&ke, e, 4);
            memcpy(&ka, a, 4);
            canopy_pair_slot *slot = pairs ? &pairs[canopy_hash(ke ^ canopy_hash(ka)) & (CANOPY_PAIR_CACHE - 1)] : NULL;
            double delta;
            if (slot && slot->used && slot->expected == ke && slot->actual == ka) {
                delta = slot->delta;
            } else {
                if (e[3] == 255 && a[3] == 255) {
                    /* Copied out: both colours may share one cache slot. */
                    double le[3], la[3], scratch[3];
                    memcpy(le, canopy_cached_lab(e, linear, labs, scratch), sizeof le);
                    memcpy(la, canopy_cached_lab(a, linear, labs, scratch), sizeof la);
                    delta = canopy_delta_e2000(le, la);
                } else {
                    /* A semi-transparent pixel looks different over each background: the larger
                     * difference over black or over white bounds what any background shows. */
                    double over_white = canopy_pixel_delta_e(e, a, 255), over_black = canopy_pixel_delta_e(e, a, 0);
                    delta = over_white > over_black ? over_white : over_black;
                }
                if (slot) { slot->expected = ke; slot->actual = ka; slot->used = 1; slot->delta = delta; }
            }
            if (delta <= just_noticeable) {
                result->subtle++;
                double distance = canopy_yiq_distance(e, a, (row + x) * 4, background);
                double normalised = distance <= 0 ? 0 : sqrt(distance / CANOPY_YIQ_MAX);
                if (normalised > 1) normalised = 1;
                if (normalised > result->max_subtle_distance) result->max_subtle_distance = normalised;
            } else if (canopy_is_antialiased(expected, actual, width, height, x, y, background) ||
                       canopy_is_antialiased(actual, expected, width, height, x, y, background)) {
                result->antialiased++;
                continue;
            } else {
                result->visible++;
            }
            if (delta > result->max_delta_e) result->max_delta_e = delta;
        }
    }
    free(labs);
    free(pairs);
}
