/* Conversion between the premultiplied pixels cairo paints and straight RGBA8. */
#include "CanopySupport.h"
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ---- Pixel conversion ------------------------------------------------------------- */

/* Canopy paints with red and blue exchanged in every colour it hands cairo, so cairo's ARGB32
 * words (B, G, R, A in memory on this little-endian machine) hold R, G, B, A bytes: the
 * bitmap's order. Compositing treats the three colour channels alike, so the bytes are the
 * ones a conversion after painting would give. What remains is un-premultiplying, which only
 * translucent pixels need; an opaque screen is only read. */

/* These loops run in the unoptimised builds `swift test` uses, so they are written for them:
 * whole vectors per expression (an unoptimised build keeps one expression's intermediate
 * values in registers, but stores every named variable to memory), no helper calls per pixel,
 * and divisions by alpha replaced by exact multiplications. */

/* Eight pixels as native-endian words, loaded from any 4-byte-aligned address. */
typedef uint32_t canopy_words8 __attribute__((vector_size(32), aligned(4)));

/* ceil(2^32 / a) for a = 1...255: (x × m) >> 32 equals x / a, rounded down, for every
 * x < 2^16 (the error term x × (m × a − 2^32) / 2^32 stays below 2^-16 < 1/a). */
static void canopy_reciprocals(uint64_t *m) {
    m[0] = 0;
    for (uint64_t a = 1; a < 256; a++) m[a] = ((1ull << 32) + a - 1) / a;
}

/* Whether 128 pixels from `p` are all opaque: every alpha byte 255, so the AND of all their
 * words has a top byte of 255. One expression, so unoptimised code keeps it in registers. */
#define CANOPY_OPAQUE_128(p)                                                                          \
    (__builtin_reduce_and(((const canopy_words8 *)(p))[0] & ((const canopy_words8 *)(p))[1] &             \
                          ((const canopy_words8 *)(p))[2] & ((const canopy_words8 *)(p))[3] &             \
                          ((const canopy_words8 *)(p))[4] & ((const canopy_words8 *)(p))[5] &             \
                          ((const canopy_words8 *)(p))[6] & ((const canopy_words8 *)(p))[7] &             \
                          ((const canopy_words8 *)(p))[8] & ((const canopy_words8 *)(p))[9] &             \
                          ((const canopy_words8 *)(p))[10] & ((const canopy_words8 *)(p))[11] &           \
                          ((const canopy_words8 *)(p))[12] & ((const canopy_words8 *)(p))[13] &           \
                          ((const canopy_words8 *)(p))[14] & ((const canopy_words8 *)(p))[15]) >= 0xFF000000u)

static int canopy_opaque_128(const uint32_t *p) { return CANOPY_OPAQUE_128(p); }

/* Whether 128 pixels from `p` are all zero: fully transparent, already what un-premultiplying
 * makes of them (a view drawn without a background is mostly those). */
#define CANOPY_CLEAR_128(p)                                                                           \
    (__builtin_reduce_or(((const canopy_words8 *)(p))[0] | ((const canopy_words8 *)(p))[1] |              \
                         ((const canopy_words8 *)(p))[2] | ((const canopy_words8 *)(p))[3] |              \
                         ((const canopy_words8 *)(p))[4] | ((const canopy_words8 *)(p))[5] |              \
                         ((const canopy_words8 *)(p))[6] | ((const canopy_words8 *)(p))[7] |              \
                         ((const canopy_words8 *)(p))[8] | ((const canopy_words8 *)(p))[9] |              \
                         ((const canopy_words8 *)(p))[10] | ((const canopy_words8 *)(p))[11] |            \
                         ((const canopy_words8 *)(p))[12] | ((const canopy_words8 *)(p))[13] |            \
                         ((const canopy_words8 *)(p))[14] | ((const canopy_words8 *)(p))[15]) == 0)

#if defined(__x86_64__)
/* The same test in 32-byte registers: half the loads. */
__attribute__((target("avx2"))) static int canopy_opaque_128_avx2(const uint32_t *p) { return CANOPY_OPAQUE_128(p); }

/* Whether the processor and the operating system both support AVX2 (cpuid, then xgetbv for
 * the saved register state). */
static int canopy_has_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    if ((low & 6) != 6) return 0;
    if (__get_cpuid_max(0, NULL) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b & bit_AVX2) != 0;
}
#endif

void canopy_unpremultiply_in_place(unsigned char *pixels, size_t count) {
    uint32_t *p = (uint32_t *)pixels;
    uint64_t reciprocal[256];
    int have_reciprocals = 0;
    int (*opaque)(const uint32_t *) = canopy_opaque_128;
#if defined(__x86_64__)
    /* 0 unknown, 1 without, 2 with; racing first calls store the same answer. */
    static int avx2 = 0;
    int known = __atomic_load_n(&avx2, __ATOMIC_RELAXED);
    if (known == 0) {
        known = canopy_has_avx2() ? 2 : 1;
        __atomic_store_n(&avx2, known, __ATOMIC_RELAXED);
    }
    if (known == 2) opaque = canopy_opaque_128_avx2;
#endif
    size_t i = 0;
    for (;;) {
        /* 128 opaque pixels are skipped with one test (a screenshot is mostly those), and
         * 128 clear ones with another. */
        if (count - i >= 128 && (opaque(p + i) || CANOPY_CLEAR_128(p + i))) {
            i += 128;
            continue;
        }
        size_t end = count - i >= 128 ? i + 128 : count;
        for (; i < end; i++) {
            /* Eight opaque or eight clear pixels at once. */
            if ((i & 7) == 0 && end - i >= 8) {
                canopy_words8 v = *(const canopy_words8 *)(p + i);
                if (__builtin_reduce_and(v) >= 0xFF000000u || __builtin_reduce_or(v) == 0) {
                    i += 7;
                    continue;
                }
            }
            uint32_t w = p[i], a = w >> 24;
            if (a == 255) continue;
            if (a == 0) {
                p[i] = 0;
                continue;
            }
            if (!have_reciprocals) {
                canopy_reciprocals(reciprocal);
                have_reciprocals = 1;
            }
            /* Straight = premultiplied × 255 / alpha, rounded to nearest, at most 255. */
            uint64_t m = reciprocal[a], h = a / 2;
            uint32_t r = (uint32_t)((((w & 0xFF) * 255 + h) * m) >> 32);
            uint32_t g = (uint32_t)(((((w >> 8) & 0xFF) * 255 + h) * m) >> 32);
            uint32_t b = (uint32_t)(((((w >> 16) & 0xFF) * 255 + h) * m) >> 32);
            p[i] = (r > 255 ? 255 : r) | (g > 255 ? 255 : g) << 8 | (b > 255 ? 255 : b) << 16 | a << 24;
        }
        if (i >= count) break;
    }
}

/* Sixteen channels (four pixels) widened to 16 bits, and the alpha of each channel's pixel. */
typedef uint8_t canopy_bytes16 __attribute__((vector_size(16), aligned(1)));
typedef uint16_t canopy_lanes16 __attribute__((vector_size(32)));

/* Straight RGBA8 to premultiplied RGBA words for cairo (rounded to nearest), rows `dst_stride`
 * bytes apart: an image drawn with red and blue exchanged, as every colour is. Each channel c
 * becomes round(c × a / 255) as t = c × a + 128, (t + (t >> 8)) >> 8, exact for bytes and
 * below 2^16 throughout; on this little-endian layout the word's bytes are the input's order. */
void canopy_premultiply(const unsigned char *src, unsigned char *dst, int dst_stride, int width, int height) {
    const canopy_lanes16 colour = {1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0};
    for (int y = 0; y < height; y++) {
        const unsigned char *i = src + (size_t)y * width * 4;
        unsigned char *o = dst + (size_t)y * dst_stride;
        int x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        for (; x + 4 <= width; x += 4, i += 16, o += 16) {
            canopy_lanes16 c = __builtin_convertvector(*(const canopy_bytes16 *)i, canopy_lanes16);
            canopy_lanes16 a = __builtin_shufflevector(c, c, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
            canopy_lanes16 t = c * a + 128;
            /* Colour lanes premultiplied, alpha lanes kept. */
            *(canopy_bytes16 *)o = __builtin_convertvector(
                colour * ((t + (t >> 8)) >> 8) + (1 - colour) * c, canopy_bytes16);
        }
#endif
        for (; x < width; x++, i += 4, o += 4) {
            uint32_t a = i[3];
            uint32_t r = (i[0] * a + 127) / 255, g = (i[1] * a + 127) / 255, b = (i[2] * a + 127) / 255;
            uint32_t word = (a << 24) | (b << 16) | (g << 8) | r;
            memcpy(o, &word, 4);
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
