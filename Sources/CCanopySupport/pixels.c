/* Conversion between cairo's premultiplied ARGB32 and straight RGBA8. */
#include "CanopySupport.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ---- Pixel conversion ------------------------------------------------------------- */

/* cairo ARGB32 (premultiplied, native-endian words) to straight RGBA8; un-premultiplying
 * rounds to nearest. A fully transparent pixel becomes 0,0,0,0.
 * Opaque pixels, nearly all of a rendered screen, are one shuffle of a 32-bit word
 * (the stores assume a little-endian machine, as cairo's ARGB32 words do here). */
static inline uint32_t canopy_unpremultiply(uint32_t p) {
    uint32_t a = p >> 24;
    if (a == 255) return (p & 0xFF00FF00u) | ((p >> 16) & 0xFFu) | ((p & 0xFFu) << 16);
    if (a == 0) return 0;
    uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
    uint32_t h = a / 2;
    uint32_t rr = (r * 255 + h) / a, gg = (g * 255 + h) / a, bb = (b * 255 + h) / a;
    if (rr > 255) rr = 255;
    if (gg > 255) gg = 255;
    if (bb > 255) bb = 255;
    return rr | (gg << 8) | (bb << 16) | (a << 24);
}

void canopy_argb32_to_rgba(const unsigned char *src, int src_stride,
                                         unsigned char *dst, int width, int height) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(src + (size_t)y * src_stride);
        uint32_t *out = (uint32_t *)(dst + (size_t)y * width * 4);
        int x = 0;
#if defined(__SSE2__)
        /* Four pixels at a time: when all four are opaque, swap the red and blue bytes of
         * each word with shifts and masks (SSE2, every x86-64 has it). */
        const __m128i alpha_mask = _mm_set1_epi32((int)0xFF000000u);
        const __m128i green_alpha = _mm_set1_epi32((int)0xFF00FF00u);
        const __m128i low_byte = _mm_set1_epi32(0xFF);
        for (; x + 4 <= width; x += 4) {
            __m128i v = _mm_loadu_si128((const __m128i *)(row + x));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha_mask), alpha_mask)) == 0xFFFF) {
                __m128i r = _mm_and_si128(_mm_srli_epi32(v, 16), low_byte);
                __m128i b = _mm_slli_epi32(_mm_and_si128(v, low_byte), 16);
                _mm_storeu_si128((__m128i *)(out + x), _mm_or_si128(_mm_and_si128(v, green_alpha), _mm_or_si128(r, b)));
            } else {
                for (int k = 0; k < 4; k++) out[x + k] = canopy_unpremultiply(row[x + k]);
            }
        }
#endif
        for (; x < width; x++) out[x] = canopy_unpremultiply(row[x]);
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

#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>

static int canopy_tuned = 0;

int canopy_allocator_is_tuned(void) { return canopy_tuned; }

static void canopy_tune_allocator_once(void) {
    const char *setting = getenv("CANOPY_MALLOC_TUNING");
    if (setting && (strcmp(setting, "0") == 0 || strcasecmp(setting, "off") == 0)) return;
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024 * 1024);
    canopy_tuned = 1;
}

/* Keeps full-screen buffers (a 3x phone screen is 12 MB) in the heap between renders, decodes
 * and encodes instead of mapping and unmapping them each time: glibc would otherwise serve
 * every such buffer with fresh zeroed pages, and first-touch page faults cost more than the
 * work (a 3x golden decodes in 3 ms tuned, 15 ms not). Every entry point that allocates
 * pixel buffers calls this, so the cost does not depend on which one a process used first;
 * it is documented for users, who can opt out with CANOPY_MALLOC_TUNING=0. */
void canopy_tune_allocator(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, canopy_tune_allocator_once);
}
