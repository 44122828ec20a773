/* Conversion between the premultiplied pixels cairo paints and straight RGBA8. */
#include "CanopySupport.h"
#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
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

/* One premultiplied RGBA pixel (a native-endian word, R in the low byte) made straight,
 * rounded to nearest; a fully transparent pixel becomes 0, 0, 0, 0. */
static inline uint32_t canopy_unpremultiply(uint32_t p) {
    uint32_t a = p >> 24;
    if (a == 255) return p;
    if (a == 0) return 0;
    uint32_t r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF;
    uint32_t h = a / 2;
    uint32_t rr = (r * 255 + h) / a, gg = (g * 255 + h) / a, bb = (b * 255 + h) / a;
    if (rr > 255) rr = 255;
    if (gg > 255) gg = 255;
    if (bb > 255) bb = 255;
    return rr | (gg << 8) | (bb << 16) | (a << 24);
}

#if defined(__x86_64__)
/* Thirty-two pixels at a time: one test says whether every alpha byte is 255 (nothing to
 * write); otherwise eight at a time, and the word formula for groups holding a translucent
 * pixel. AVX2 is checked at run time. */
__attribute__((target("avx2"))) static size_t canopy_unpremultiply_avx2(uint32_t *p, size_t count) {
    const __m256i alpha = _mm256_set1_epi32((int)0xFF000000u);
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        __m256i v0 = _mm256_loadu_si256((const __m256i *)(p + i));
        __m256i v1 = _mm256_loadu_si256((const __m256i *)(p + i + 8));
        __m256i v2 = _mm256_loadu_si256((const __m256i *)(p + i + 16));
        __m256i v3 = _mm256_loadu_si256((const __m256i *)(p + i + 24));
        __m256i all = _mm256_and_si256(_mm256_and_si256(v0, v1), _mm256_and_si256(v2, v3));
        if (_mm256_testc_si256(all, alpha)) continue;
        for (size_t j = i; j < i + 32; j += 8) {
            if (_mm256_testc_si256(_mm256_loadu_si256((const __m256i *)(p + j)), alpha)) continue;
            for (size_t k = j; k < j + 8; k++) p[k] = canopy_unpremultiply(p[k]);
        }
    }
    return i;
}

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
    size_t i = 0;
#if defined(__x86_64__)
    /* 0 unknown, 1 without, 2 with; racing first calls store the same answer. */
    static int avx2 = 0;
    int known = __atomic_load_n(&avx2, __ATOMIC_RELAXED);
    if (known == 0) {
        known = canopy_has_avx2() ? 2 : 1;
        __atomic_store_n(&avx2, known, __ATOMIC_RELAXED);
    }
    if (known == 2) i = canopy_unpremultiply_avx2(p, count);
#endif
#if defined(__SSE2__)
    /* Four pixels at a time (SSE2, every x86-64 has it): skipped when all four are opaque. */
    const __m128i alpha_mask = _mm_set1_epi32((int)0xFF000000u);
    for (; i + 4 <= count; i += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(p + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha_mask), alpha_mask)) == 0xFFFF) continue;
        for (size_t k = i; k < i + 4; k++) p[k] = canopy_unpremultiply(p[k]);
    }
#endif
    for (; i < count; i++) p[i] = canopy_unpremultiply(p[i]);
}

/* Straight RGBA8 to premultiplied RGBA words for cairo (rounded to nearest), rows `dst_stride`
 * bytes apart: an image drawn with red and blue exchanged, as every colour is. */
void canopy_premultiply(const unsigned char *src, unsigned char *dst, int dst_stride, int width, int height) {
    for (int y = 0; y < height; y++) {
        const unsigned char *i = src + (size_t)y * width * 4;
        uint32_t *row = (uint32_t *)(dst + (size_t)y * dst_stride);
        for (int x = 0; x < width; x++, i += 4) {
            uint32_t a = i[3];
            uint32_t r = (i[0] * a + 127) / 255, g = (i[1] * a + 127) / 255, b = (i[2] * a + 127) / 255;
            row[x] = (a << 24) | (b << 16) | (g << 8) | r;
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
