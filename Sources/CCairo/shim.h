/* The C side of CanopyCairo: cairo, cairo-ft, libpng and zlib, plus a few static inline
 * helpers for the two things Swift cannot do well here: libpng's setjmp/longjmp error
 * handling, and per-pixel loops that must stay fast in unoptimised (debug) test builds. */
#ifndef CANOPY_CCAIRO_SHIM_H
#define CANOPY_CCAIRO_SHIM_H

#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ---- libpng in memory ------------------------------------------------------------- */

/* Largest side we accept on decode: cairo's own limit, so any decoded image can be drawn. */
#define CANOPY_PNG_MAX_SIDE 32767u
/* Largest pixel count we decode (1 GiB of RGBA), so a hostile header cannot exhaust memory. */
#define CANOPY_PNG_MAX_PIXELS (1ull << 28)

typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
} canopy_png_reader;

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
} canopy_png_writer;

static void canopy_png_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer) {
        strncpy(buffer, message ? message : "unknown libpng error", 255);
        buffer[255] = 0;
    }
    png_longjmp(png, 1);
}

static void canopy_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void canopy_png_read(png_structp png, png_bytep out, size_t length) {
    canopy_png_reader *reader = (canopy_png_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length) {
        png_error(png, "file is truncated (unexpected end of data)");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

static void canopy_png_write(png_structp png, png_bytep bytes, size_t length) {
    canopy_png_writer *writer = (canopy_png_writer *)png_get_io_ptr(png);
    if (writer->capacity - writer->size < length) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (capacity - writer->size < length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(writer->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, length);
    writer->size += length;
}

static void canopy_png_flush(png_structp png) { (void)png; }

/* Encodes straight-alpha RGBA8 rows as an 8-bit RGBA PNG at zlib level 1 with no row
 * filters (speed over size), with `text_count` tEXt chunks before the image data.
 * Returns 0 and a malloc'd buffer in *out (free with `free`), or -1 with `message` set. */
static inline int canopy_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                                    const char *const *keys, const char *const *values,
                                    int text_count, unsigned char **out, size_t *out_size,
                                    char *message) {
    *out = NULL;
    *out_size = 0;
    canopy_png_writer writer = {NULL, 0, 0};
    png_bytep *volatile rows = NULL;
    png_textp volatile texts = NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, canopy_png_error,
                                              canopy_png_warning);
    if (!png) {
        strcpy(message, "cannot create a libpng writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) strcpy(message, "cannot create libpng info");
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(rows);
        free(texts);
        free(writer.data);
        return -1;
    }
    png_set_write_fn(png, &writer, canopy_png_write, canopy_png_flush);
    png_set_compression_level(png, 1);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (text_count > 0) {
        texts = (png_textp)calloc((size_t)text_count, sizeof(png_text));
        if (!texts) png_error(png, "out of memory while encoding");
        for (int i = 0; i < text_count; i++) {
            texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)keys[i];
            texts[i].text = (png_charp)values[i];
            texts[i].text_length = strlen(values[i]);
        }
        png_set_text(png, info, texts, text_count);
    }
    png_write_info(png, info);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory while encoding");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * width * 4);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    free(texts);
    *out = writer.data;
    *out_size = writer.size;
    return 0;
}

/* Decodes any PNG libpng reads (grey, grey+alpha, palette, RGB, RGBA; 1-16 bits;
 * interlaced or not) to straight-alpha RGBA8. Returns 0 and a malloc'd buffer in *out, or
 * -1 with `message` set. */
static inline int canopy_png_decode(const unsigned char *data, size_t size, unsigned char **out,
                                    uint32_t *out_width, uint32_t *out_height, char *message) {
    *out = NULL;
    *out_width = 0;
    *out_height = 0;
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        strcpy(message, size < 8 ? "file is too short to be a PNG" : "not a PNG (bad signature)");
        return -1;
    }
    canopy_png_reader reader = {data, size, 0};
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, canopy_png_error,
                                             canopy_png_warning);
    if (!png) {
        strcpy(message, "cannot create a libpng reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) strcpy(message, "cannot create libpng info");
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        free(pixels);
        free(rows);
        return -1;
    }
    png_set_read_fn(png, &reader, canopy_png_read);
    png_set_user_limits(png, CANOPY_PNG_MAX_SIDE, CANOPY_PNG_MAX_SIDE);
    /* A corrupt chunk of any kind is an error: a golden must be intact, not mostly intact. */
    png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    png_read_info(png, info);
    png_uint_32 width = 0, height = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    png_set_expand(png);
    png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if ((uint64_t)width * height > CANOPY_PNG_MAX_PIXELS) {
        png_error(png, "image too large (more than 2^28 pixels)");
    }
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unsupported pixel format after conversion");
    }
    pixels = (unsigned char *)malloc((size_t)width * height * 4 + 1);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!pixels || !rows) png_error(png, "out of memory while decoding");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *out = pixels;
    *out_width = width;
    *out_height = height;
    return 0;
}

/* Writes a PNG of any libpng colour type/depth from raw packed rows (test fixtures). */
static inline int canopy_png_encode_raw(const unsigned char *raw, uint32_t width, uint32_t height,
                                        int bit_depth, int color_type, int interlace,
                                        const unsigned char *palette_rgb, int palette_count,
                                        const unsigned char *palette_alpha, int alpha_count,
                                        unsigned char **out, size_t *out_size, char *message) {
    *out = NULL;
    *out_size = 0;
    canopy_png_writer writer = {NULL, 0, 0};
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, canopy_png_error,
                                              canopy_png_warning);
    if (!png) {
        strcpy(message, "cannot create a libpng writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) strcpy(message, "cannot create libpng info");
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(rows);
        free(writer.data);
        return -1;
    }
    png_set_write_fn(png, &writer, canopy_png_write, canopy_png_flush);
    png_set_IHDR(png, info, width, height, bit_depth, color_type,
                 interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (palette_rgb && palette_count > 0) {
        png_color colors[256];
        for (int i = 0; i < palette_count && i < 256; i++) {
            colors[i].red = palette_rgb[i * 3];
            colors[i].green = palette_rgb[i * 3 + 1];
            colors[i].blue = palette_rgb[i * 3 + 2];
        }
        png_set_PLTE(png, info, colors, palette_count);
    }
    if (palette_alpha && alpha_count > 0) {
        png_set_tRNS(png, info, palette_alpha, alpha_count, NULL);
    }
    png_write_info(png, info);
    if (bit_depth == 16) png_set_swap(png); /* rows are given little-endian */
    size_t row_bytes = png_get_rowbytes(png, info);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory while encoding");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(raw + (size_t)y * row_bytes);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *out = writer.data;
    *out_size = writer.size;
    return 0;
}

/* ---- Pixel conversion ------------------------------------------------------------- */

/* cairo ARGB32 (premultiplied, native-endian words) to straight RGBA8; un-premultiplying
 * rounds to nearest (view-tree-semantics §9.8). A fully transparent pixel becomes 0,0,0,0. */
static inline void canopy_argb32_to_rgba(const unsigned char *src, int src_stride,
                                         unsigned char *dst, int width, int height) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(src + (size_t)y * src_stride);
        unsigned char *o = dst + (size_t)y * width * 4;
        for (int x = 0; x < width; x++, o += 4) {
            uint32_t p = row[x];
            uint32_t a = p >> 24;
            uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (a == 255) {
                o[0] = (unsigned char)r; o[1] = (unsigned char)g; o[2] = (unsigned char)b; o[3] = 255;
            } else if (a == 0) {
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0;
            } else {
                uint32_t h = a / 2;
                uint32_t rr = (r * 255 + h) / a, gg = (g * 255 + h) / a, bb = (b * 255 + h) / a;
                o[0] = (unsigned char)(rr > 255 ? 255 : rr);
                o[1] = (unsigned char)(gg > 255 ? 255 : gg);
                o[2] = (unsigned char)(bb > 255 ? 255 : bb);
                o[3] = (unsigned char)a;
            }
        }
    }
}

/* Straight RGBA8 to cairo ARGB32 (premultiplied, rounded to nearest). */
static inline void canopy_rgba_to_argb32(const unsigned char *src, unsigned char *dst,
                                         int dst_stride, int width, int height) {
    for (int y = 0; y < height; y++) {
        const unsigned char *i = src + (size_t)y * width * 4;
        uint32_t *row = (uint32_t *)(dst + (size_t)y * dst_stride);
        for (int x = 0; x < width; x++, i += 4) {
            uint32_t a = i[3];
            uint32_t r = (i[0] * a + 127) / 255, g = (i[1] * a + 127) / 255, b = (i[2] * a + 127) / 255;
            row[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}

/* ---- Image comparison ------------------------------------------------------------- */

/* Per-pixel verdicts written to the comparison mask. */
enum {
    CANOPY_SAME = 0,          /* identical (or both fully transparent) */
    CANOPY_DIFFERENT = 1,     /* beyond the tolerance: counted */
    CANOPY_ANTIALIASED = 2,   /* beyond the threshold but an anti-aliased edge: ignored */
    CANOPY_WITHIN = 3         /* different, but within the colour threshold */
};

typedef struct {
    long differing;          /* pixels marked CANOPY_DIFFERENT */
    long antialiased;        /* pixels marked CANOPY_ANTIALIASED */
    long changed;            /* pixels whose bytes differ at all */
    int max_channel_delta;   /* over every pixel, 0...255 */
    double max_distance;     /* largest YIQ distance of a counted or ignored pixel, 0...1 */
    double max_counted_distance; /* largest YIQ distance among counted pixels, 0...1 */
    int min_x, min_y, max_x, max_y; /* bounds of counted pixels (inclusive); min_x = -1 if none */
} canopy_compare_result;

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
static inline void canopy_compare(const unsigned char *expected, const unsigned char *actual,
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
static inline void canopy_diff_image(const unsigned char *reference, const unsigned char *mask,
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

/* ---- Shadow blur ------------------------------------------------------------------ */

/* One box-blur pass of radius `r` (window 2r+1) along rows (`horizontal`) or columns of an
 * A8 mask, treating pixels outside as 0; rounds to nearest. `scratch` holds max(w, h) bytes. */
static inline void canopy_box_blur_pass(unsigned char *data, int width, int height, int stride,
                                        int r, int horizontal, unsigned char *scratch) {
    int lines = horizontal ? height : width, length = horizontal ? width : height;
    int step = horizontal ? 1 : stride;
    uint32_t window = (uint32_t)(2 * r + 1);
    for (int line = 0; line < lines; line++) {
        unsigned char *p = horizontal ? data + (size_t)line * stride : data + line;
        for (int i = 0; i < length; i++) scratch[i] = p[(size_t)i * step];
        uint32_t sum = 0;
        for (int i = 0; i <= r && i < length; i++) sum += scratch[i];
        for (int i = 0; i < length; i++) {
            p[(size_t)i * step] = (unsigned char)((sum + window / 2) / window);
            int add = i + r + 1, drop = i - r;
            if (add < length) sum += scratch[add];
            if (drop >= 0) sum -= scratch[drop];
        }
    }
}

/* Three box-blur passes each way: a close approximation of a Gaussian blur (§9.3). */
static inline void canopy_blur_a8(unsigned char *data, int width, int height, int stride, int r) {
    if (r <= 0 || width <= 0 || height <= 0) return;
    unsigned char *scratch = (unsigned char *)malloc((size_t)(width > height ? width : height));
    if (!scratch) return;
    for (int pass = 0; pass < 3; pass++) {
        canopy_box_blur_pass(data, width, height, stride, r, 1, scratch);
        canopy_box_blur_pass(data, width, height, stride, r, 0, scratch);
    }
    free(scratch);
}

#endif
