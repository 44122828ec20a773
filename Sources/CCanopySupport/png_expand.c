/* Turning un-filtered PNG samples of any colour type and bit depth into straight RGBA8, the
 * way libpng's expand, grey-to-RGB, scale-16 and add-alpha transformations do together:
 * low-depth grey scaled to fill 8 bits (v × 255 / (2^depth − 1)), 16-bit samples rounded to
 * 8 (v × 255 / 65535, to nearest), palette indices looked up, and tRNS as alpha (a grey or RGB
 * key colour compared at the image's own depth). Gamma and background chunks are not applied. */
#include "png_expand.h"
#include <string.h>

static uint32_t be32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

void canopy_png_format_read(const unsigned char *data, const canopy_png_layout *layout, canopy_png_format *format) {
    memset(format, 0, sizeof *format);
    format->bit_depth = layout->bit_depth;
    format->color_type = layout->color_type;
    for (int i = 0; i < 256; i++) format->palette[i][3] = 255;
    unsigned entries = 0;
    if (layout->color_type == 3 && layout->palette) {
        const unsigned char *plte = data + layout->palette;
        entries = be32(plte) / 3;
        /* A palette longer than the depth can index keeps only the entries it can. */
        if (entries > (1u << layout->bit_depth)) entries = 1u << layout->bit_depth;
        for (unsigned i = 0; i < entries; i++) memcpy(format->palette[i], plte + 8 + 3 * i, 3);
    }
    if (!layout->transparency) return;
    const unsigned char *trns = data + layout->transparency;
    uint32_t length = be32(trns);
    const unsigned char *body = trns + 8;
    switch (layout->color_type) {
    case 0:
        if (length != 2) return;
        format->has_key = 1;
        format->key[0] = (uint16_t)(body[0] << 8 | body[1]);
        break;
    case 2:
        if (length != 6) return;
        format->has_key = 1;
        for (int c = 0; c < 3; c++) format->key[c] = (uint16_t)(body[2 * c] << 8 | body[2 * c + 1]);
        break;
    case 3:
        if (layout->transparency < layout->palette || length == 0 || length > entries) return;
        for (uint32_t i = 0; i < length; i++) format->palette[i][3] = body[i];
        break;
    default: break; /* an image with an alpha channel: tRNS is void */
    }
}

/* 16 bits to 8, rounded to nearest: exact for every value. */
static inline uint8_t scale16(const unsigned char *p) { return (uint8_t)(((uint32_t)(p[0] << 8 | p[1]) * 255 + 32895) >> 16); }

static inline uint16_t be16(const unsigned char *p) { return (uint16_t)(p[0] << 8 | p[1]); }

static inline void put(unsigned char *o, unsigned r, unsigned g, unsigned b, unsigned a) {
    o[0] = (unsigned char)r;
    o[1] = (unsigned char)g;
    o[2] = (unsigned char)b;
    o[3] = (unsigned char)a;
}

void canopy_png_expand_row(const canopy_png_format *format, const unsigned char *row, uint32_t count, unsigned char *dst,
                           size_t step) {
    const unsigned depth = format->bit_depth;
    const int keyed = format->has_key;
    switch (format->color_type) {
    case 0:
        if (depth < 8) {
            const unsigned mask = (1u << depth) - 1, scale = 255 / mask, key = format->key[0] & mask;
            for (uint32_t i = 0; i < count; i++, dst += step) {
                size_t bit = (size_t)i * depth;
                unsigned v = (row[bit >> 3] >> (8 - depth - (bit & 7))) & mask;
                put(dst, v * scale, v * scale, v * scale, keyed && v == key ? 0 : 255);
            }
        } else if (depth == 8) {
            const unsigned key = format->key[0] & 0xFF;
            for (uint32_t i = 0; i < count; i++, dst += step) put(dst, row[i], row[i], row[i], keyed && row[i] == key ? 0 : 255);
        } else {
            for (uint32_t i = 0; i < count; i++, dst += step) {
                unsigned g = scale16(row + 2 * i);
                put(dst, g, g, g, keyed && be16(row + 2 * i) == format->key[0] ? 0 : 255);
            }
        }
        break;
    case 2:
        if (depth == 8) {
            const unsigned r = format->key[0] & 0xFF, g = format->key[1] & 0xFF, b = format->key[2] & 0xFF;
            for (uint32_t i = 0; i < count; i++, dst += step) {
                const unsigned char *p = row + 3 * i;
                put(dst, p[0], p[1], p[2], keyed && p[0] == r && p[1] == g && p[2] == b ? 0 : 255);
            }
        } else {
            for (uint32_t i = 0; i < count; i++, dst += step) {
                const unsigned char *p = row + 6 * (size_t)i;
                int clear = keyed && be16(p) == format->key[0] && be16(p + 2) == format->key[1] && be16(p + 4) == format->key[2];
                put(dst, scale16(p), scale16(p + 2), scale16(p + 4), clear ? 0 : 255);
            }
        }
        break;
    case 3: {
        const unsigned mask = (1u << depth) - 1;
        for (uint32_t i = 0; i < count; i++, dst += step) {
            size_t bit = (size_t)i * depth;
            unsigned index = depth == 8 ? row[i] : (row[bit >> 3] >> (8 - depth - (bit & 7))) & mask;
            memcpy(dst, format->palette[index], 4);
        }
        break;
    }
    case 4:
        if (depth == 8) {
            for (uint32_t i = 0; i < count; i++, dst += step) put(dst, row[2 * i], row[2 * i], row[2 * i], row[2 * i + 1]);
        } else {
            for (uint32_t i = 0; i < count; i++, dst += step) {
                unsigned g = scale16(row + 4 * (size_t)i);
                put(dst, g, g, g, scale16(row + 4 * (size_t)i + 2));
            }
        }
        break;
    default: /* 6: RGBA */
        if (depth == 8) {
            if (step == 4) {
                memcpy(dst, row, (size_t)count * 4);
            } else {
                for (uint32_t i = 0; i < count; i++, dst += step) memcpy(dst, row + 4 * (size_t)i, 4);
            }
        } else {
            for (uint32_t i = 0; i < count; i++, dst += step) {
                const unsigned char *p = row + 8 * (size_t)i;
                put(dst, scale16(p), scale16(p + 2), scale16(p + 4), scale16(p + 6));
            }
        }
        break;
    }
}
