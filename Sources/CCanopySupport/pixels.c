/* Conversion between cairo's premultiplied ARGB32 and straight RGBA8. */
#include "CanopySupport.h"
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ---- Pixel conversion ------------------------------------------------------------- */

/* cairo ARGB32 (premultiplied, native-endian words) to straight RGBA8; un-premultiplying
 * rounds to nearest (view-tree-semantics §9.8). A fully transparent pixel becomes 0,0,0,0. */
void canopy_argb32_to_rgba(const unsigned char *src, int src_stride,
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
void canopy_rgba_to_argb32(const unsigned char *src, unsigned char *dst,
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
