/* Box blurs approximating a Gaussian on A8 shadow masks. */
#include "CanopySupport.h"
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* ---- Shadow blur ------------------------------------------------------------------ */

/* Written for unoptimised builds too (`swift test`): sixteen lines are blurred at once, one
 * per vector lane (rows are turned into columns and back sixteen by sixteen with byte
 * interleaves), and each average divides by the window through an exact multiplication. */

/* Widest window the multiplication is exact for: with m = ceil(2^32 / w), (x × m) >> 32
 * equals x / w rounded down while x × w < 2^32, and x (a sum plus w / 2) stays below 256 × w,
 * so w < 4096 is enough. Wider windows take the one-line path, which divides. */
#define CANOPY_BLUR_MAX_EXACT_WINDOW 4095u

typedef uint8_t canopy_bytes16 __attribute__((vector_size(16), aligned(1)));
typedef uint32_t canopy_sums16 __attribute__((vector_size(64)));
typedef uint64_t canopy_wide16 __attribute__((vector_size(128)));

/* One box-blur pass of radius `r` (window 2r+1) along rows (`horizontal`) or columns of an
 * A8 mask, treating pixels outside as 0; rounds to nearest. `scratch` holds max(w, h) bytes. */
static void canopy_box_blur_pass(unsigned char *data, int width, int height, int stride, int r, int horizontal,
                                 unsigned char *scratch) {
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

/* The same pass over sixteen lines at once: `held[i]` holds byte i of each line (lane k,
 * line k), and `out[i]` receives the blurred bytes. Same sums and rounding as above. */
static void canopy_box_blur16(const canopy_bytes16 *held, canopy_bytes16 *out, size_t out_step, int length, int r) {
    uint32_t window = (uint32_t)(2 * r + 1);
    const canopy_wide16 m = (canopy_wide16){0} + (uint64_t)(((1ull << 32) + window - 1) / window);
    const canopy_sums16 half = (canopy_sums16){0} + window / 2;
    canopy_sums16 sum = {0};
    for (int i = 0; i <= r && i < length; i++) sum += __builtin_convertvector(held[i], canopy_sums16);
    for (int i = 0; i < length; i++) {
        *(canopy_bytes16 *)((unsigned char *)out + (size_t)i * out_step) = __builtin_convertvector(
            (__builtin_convertvector(sum + half, canopy_wide16) * m) >> 32, canopy_bytes16);
        int add = i + r + 1, drop = i - r;
        if (add < length) sum += __builtin_convertvector(held[add], canopy_sums16);
        if (drop >= 0) sum -= __builtin_convertvector(held[drop], canopy_sums16);
    }
}

/* Interleaves of two 16-byte vectors in units of 1, 2, 4 and 8 bytes: the low halves
 * (`lo`) or the high halves (`hi`). Four rounds of them transpose a 16 × 16 block. */
#define LO8(a, b) __builtin_shufflevector(a, b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23)
#define HI8(a, b) __builtin_shufflevector(a, b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31)
#define LO16(a, b) __builtin_shufflevector(a, b, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23)
#define HI16(a, b) __builtin_shufflevector(a, b, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31)
#define LO32(a, b) __builtin_shufflevector(a, b, 0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23)
#define HI32(a, b) __builtin_shufflevector(a, b, 8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31)
#define LO64(a, b) __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23)
#define HI64(a, b) __builtin_shufflevector(a, b, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31)

/* Transposes the 16 × 16 bytes at `src` (rows `src_step` apart) into `dst` (rows `dst_step`
 * apart): byte (row k, column i) goes to (row i, column k). */
static void canopy_transpose16(const unsigned char *src, size_t src_step, unsigned char *dst, size_t dst_step) {
    /* Each round pairs vectors k and k + 8, which leaves the lanes in bit-reversed order of
     * the rows; loading the rows in that order undoes it. */
    static const unsigned char reversed[16] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
    canopy_bytes16 a[16], b[16];
    for (int k = 0; k < 16; k++) a[k] = *(const canopy_bytes16 *)(src + reversed[k] * src_step);
    for (int k = 0; k < 8; k++) { b[2 * k] = LO8(a[k], a[k + 8]); b[2 * k + 1] = HI8(a[k], a[k + 8]); }
    for (int k = 0; k < 8; k++) { a[2 * k] = LO16(b[k], b[k + 8]); a[2 * k + 1] = HI16(b[k], b[k + 8]); }
    for (int k = 0; k < 8; k++) { b[2 * k] = LO32(a[k], a[k + 8]); b[2 * k + 1] = HI32(a[k], a[k + 8]); }
    for (int k = 0; k < 8; k++) { a[2 * k] = LO64(b[k], b[k + 8]); a[2 * k + 1] = HI64(b[k], b[k + 8]); }
    for (int k = 0; k < 16; k++) *(canopy_bytes16 *)(dst + k * dst_step) = a[k];
}

/* The horizontal pass over rows y...y+15: turned into columns in `held`, blurred into
 * `out`, turned back. Columns past the last whole sixteen are moved one byte at a time. */
static void canopy_blur_rows16(unsigned char *data, int width, int stride, int y, int r, canopy_bytes16 *held,
                               canopy_bytes16 *out) {
    unsigned char *rows = data + (size_t)y * stride;
    int x = 0;
    for (; x + 16 <= width; x += 16) canopy_transpose16(rows + x, (size_t)stride, (unsigned char *)(held + x), 16);
    for (; x < width; x++) {
        for (int k = 0; k < 16; k++) held[x][k] = rows[(size_t)k * stride + x];
    }
    canopy_box_blur16(held, out, 16, width, r);
    x = 0;
    for (; x + 16 <= width; x += 16) canopy_transpose16((const unsigned char *)(out + x), 16, rows + x, (size_t)stride);
    for (; x < width; x++) {
        for (int k = 0; k < 16; k++) rows[(size_t)k * stride + x] = out[x][k];
    }
}

/* The vertical pass over columns x...x+15: each row's sixteen bytes are one vector. */
static void canopy_blur_columns16(unsigned char *data, int height, int stride, int x, int r, canopy_bytes16 *held) {
    for (int i = 0; i < height; i++) held[i] = *(const canopy_bytes16 *)(data + (size_t)i * stride + x);
    canopy_box_blur16(held, (canopy_bytes16 *)(data + x), (size_t)stride, height, r);
}

/* Three box-blur passes each way: a close approximation of a Gaussian blur. */
void canopy_blur_a8(unsigned char *data, int width, int height, int stride, int r) {
    if (r <= 0 || width <= 0 || height <= 0) return;
    size_t longest = (size_t)(width > height ? width : height);
    unsigned char *scratch = (unsigned char *)malloc(longest * 32);
    if (!scratch) return;
    canopy_bytes16 *held = (canopy_bytes16 *)scratch, *out = (canopy_bytes16 *)(scratch + longest * 16);
    if ((uint32_t)(2 * r + 1) > CANOPY_BLUR_MAX_EXACT_WINDOW) {
        for (int pass = 0; pass < 3; pass++) {
            canopy_box_blur_pass(data, width, height, stride, r, 1, scratch);
            canopy_box_blur_pass(data, width, height, stride, r, 0, scratch);
        }
        free(scratch);
        return;
    }
    for (int pass = 0; pass < 3; pass++) {
        int y = 0;
        for (; y + 16 <= height; y += 16) canopy_blur_rows16(data, width, stride, y, r, held, out);
        /* Rows past the last whole sixteen, one at a time. */
        if (y < height) canopy_box_blur_pass(data + (size_t)y * stride, width, height - y, stride, r, 1, scratch);
        int x = 0;
        for (; x + 16 <= width; x += 16) canopy_blur_columns16(data, height, stride, x, r, held);
        if (x < width) canopy_box_blur_pass(data + x, width - x, height, stride, r, 0, scratch);
    }
    free(scratch);
}
