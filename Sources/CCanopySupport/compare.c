/* Per-pixel image comparison (exact and pixelmatch-style perceptual) and diff images. */
#include "CanopySupport.h"
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ---- Image comparison ------------------------------------------------------------- */

/* Largest squared YIQ distance (black vs white), the normaliser pixelmatch uses. */
#define CANOPY_YIQ_MAX 35215.0

static inline double canopy_blend_white(double c, double a) { return 255.0 + (c - 255.0) * a; }

static inline void canopy_yiq(const unsigned char *p, double *y, double *i, double *q) {
    double a = p[3] / 255.0;
    double r = canopy_blend_white(p[0], a), g = canopy_blend_white(p[1], a), b = canopy_blend_white(p[2], a);
    *y = r * 0.29889531 + g * 0.58662247 + b * 0.11448223;
    *i = r * 0.59597799 - g * 0.27417610 - b * 0.32180189;
    *q = r * 0.21147017 - g * 0.52261711 + b * 0.31114694;
}

/* Squared perceptual distance between two straight RGBA pixels (alpha blended on white). */
static inline double canopy_yiq_distance(const unsigned char *a, const unsigned char *b) {
    double y1, i1, q1, y2, i2, q2;
    canopy_yiq(a, &y1, &i1, &q1);
    canopy_yiq(b, &y2, &i2, &q2);
    double dy = y1 - y2, di = i1 - i2, dq = q1 - q2;
    return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq;
}

static inline double canopy_brightness(const unsigned char *p) {
    double a = p[3] / 255.0;
    return canopy_blend_white(p[0], a) * 0.29889531 + canopy_blend_white(p[1], a) * 0.58662247 +
           canopy_blend_white(p[2], a) * 0.11448223;
}

static inline int canopy_pixels_equal(const unsigned char *a, const unsigned char *b) {
    return memcmp(a, b, 4) == 0 || (a[3] == 0 && b[3] == 0);
}

/* True when at least three of the pixel's neighbours (3×3, clipped) equal it. */
static inline int canopy_has_siblings(const unsigned char *img, int width, int height, int x, int y) {
    const unsigned char *c = img + ((size_t)y * width + x) * 4;
    int equal = 0;
    for (int ny = y - 1; ny <= y + 1; ny++) {
        for (int nx = x - 1; nx <= x + 1; nx++) {
            if ((nx == x && ny == y) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            if (canopy_pixels_equal(c, img + ((size_t)ny * width + nx) * 4) && ++equal >= 3) return 1;
        }
    }
    return 0;
}

/* Anti-aliasing test for pixel (x, y) of `img`: an edge pixel has a strictly darker and a
 * strictly brighter neighbour, few neighbours equal to it, and either extreme neighbour
 * sits inside a flat area in both images. */
static inline int canopy_is_antialiased(const unsigned char *img, const unsigned char *other,
                                        int width, int height, int x, int y) {
    const unsigned char *c = img + ((size_t)y * width + x) * 4;
    double center = canopy_brightness(c);
    int equal = 0;
    double darkest = 0, brightest = 0;
    int dx = -1, dy = -1, bx = -1, by = -1;
    for (int ny = y - 1; ny <= y + 1; ny++) {
        for (int nx = x - 1; nx <= x + 1; nx++) {
            if ((nx == x && ny == y) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            const unsigned char *n = img + ((size_t)ny * width + nx) * 4;
            double delta = canopy_brightness(n) - center;
            if (delta == 0) {
                if (++equal > 2) return 0;
            } else if (delta < darkest) {
                darkest = delta; dx = nx; dy = ny;
            } else if (delta > brightest) {
                brightest = delta; bx = nx; by = ny;
            }
        }
    }
    if (dx < 0 || bx < 0) return 0;
    return (canopy_has_siblings(img, width, height, dx, dy) &&
            canopy_has_siblings(other, width, height, dx, dy)) ||
           (canopy_has_siblings(img, width, height, bx, by) &&
            canopy_has_siblings(other, width, height, bx, by));
}

/* Compares two same-size straight RGBA8 images. `threshold` < 0 means exact (any changed
 * byte counts); otherwise a pixel counts when its normalised YIQ distance exceeds it.
 * Writes a verdict per pixel into `mask` (may be NULL) and counted pixels per tile into
 * `tile_counts` (tiles of `tile`×`tile` pixels, row-major; may be NULL). */
void canopy_compare(const unsigned char *expected, const unsigned char *actual,
                                  int width, int height, double threshold, int detect_antialiasing,
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
            unsigned char verdict = CANOPY_SAME;
            if (memcmp(e, a, 4) != 0) {
                result->changed++;
                for (int c = 0; c < 4; c++) {
                    int d = e[c] > a[c] ? e[c] - a[c] : a[c] - e[c];
                    if (d > result->max_channel_delta) result->max_channel_delta = d;
                }
                double distance = canopy_yiq_distance(e, a);
                double normalised = distance <= 0 ? 0 : sqrt(distance / CANOPY_YIQ_MAX);
                if (normalised > 1) normalised = 1;
                int transparent = e[3] == 0 && a[3] == 0;
                if (transparent) {
                    verdict = CANOPY_SAME;
                } else if (limit < 0 ? 1 : distance > limit) {
                    if (limit >= 0 && detect_antialiasing &&
                        (canopy_is_antialiased(expected, actual, width, height, x, y) ||
                         canopy_is_antialiased(actual, expected, width, height, x, y))) {
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

/* Diff image: counted pixels red, ignored anti-aliased pixels yellow, within-threshold
 * changes light orange, everything else the reference as a faded grey (10% contrast). */
void canopy_diff_image(const unsigned char *reference, const unsigned char *mask,
                                     int width, int height, unsigned char *out) {
    size_t count = (size_t)width * height;
    for (size_t i = 0; i < count; i++) {
        const unsigned char *p = reference + i * 4;
        unsigned char *o = out + i * 4;
        switch (mask[i]) {
        case CANOPY_DIFFERENT: o[0] = 255; o[1] = 0; o[2] = 0; break;
        case CANOPY_ANTIALIASED: o[0] = 255; o[1] = 255; o[2] = 0; break;
        case CANOPY_WITHIN: o[0] = 255; o[1] = 200; o[2] = 150; break;
        default: {
            double grey = canopy_blend_white(canopy_brightness(p), 0.1);
            unsigned char v = (unsigned char)(grey + 0.5);
            o[0] = v; o[1] = v; o[2] = v;
        }
        }
        o[3] = 255;
    }
}
