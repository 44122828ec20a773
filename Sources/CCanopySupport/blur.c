/* Box blurs approximating a Gaussian on A8 shadow masks. */
#include "CanopySupport.h"
#include <stdlib.h>
#include <string.h>
#include <math.h>

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

/* Three box-blur passes each way: a close approximation of a Gaussian blur. */
void canopy_blur_a8(unsigned char *data, int width, int height, int stride, int r) {
    if (r <= 0 || width <= 0 || height <= 0) return;
    unsigned char *scratch = (unsigned char *)malloc((size_t)(width > height ? width : height));
    if (!scratch) return;
    for (int pass = 0; pass < 3; pass++) {
        canopy_box_blur_pass(data, width, height, stride, r, 1, scratch);
        canopy_box_blur_pass(data, width, height, stride, r, 0, scratch);
    }
    free(scratch);
}
