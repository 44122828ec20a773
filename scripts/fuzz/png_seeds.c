/* Writes a small seed corpus for png_fuzzer.c: one file per colour type the decoders treat
 * differently (8-bit RGBA for the fast path; grey, palette with transparency, 16-bit RGB and
 * interlaced grey+alpha for libpng), each a few pixels of varied values, and 8-bit RGBA files
 * cut into indexed segments of one and two rows. */
#include "CanopySupport.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void save(const char *folder, const char *name, unsigned char *png, size_t size) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(png, 1, size, f) != size) { perror(path); exit(1); }
    fclose(f);
    free(png);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: png_seeds FOLDER\n"); return 2; }
    char message[256];
    unsigned char *png = NULL, raw[4096];
    size_t size = 0;
    for (size_t i = 0; i < sizeof raw; i++) raw[i] = (unsigned char)(i * 37 + (i >> 3));
    if (canopy_png_encode(raw, 7, 5, NULL, NULL, 0, &png, &size, message) != 0) { fprintf(stderr, "%s\n", message); return 1; }
    save(argv[1], "rgba8.png", png, size);
    /* Segments of two rows and of one row: files with the segment index, read in parallel. */
    if (canopy_png_encode_segmented(raw, 7, 5, NULL, NULL, 0, 2 * (7 * 4 + 1), &png, &size, message) != 0) { fprintf(stderr, "%s\n", message); return 1; }
    save(argv[1], "rgba8-segments.png", png, size);
    if (canopy_png_encode_segmented(raw, 16, 40, NULL, NULL, 0, 1, &png, &size, message) != 0) { fprintf(stderr, "%s\n", message); return 1; }
    save(argv[1], "rgba8-row-segments.png", png, size);
    struct { const char *name; int depth, color, interlace; } kinds[] = {
        {"grey1.png", 1, 0, 0}, {"grey4-interlaced.png", 4, 0, 1}, {"palette4.png", 4, 3, 0},
        {"rgb16.png", 16, 2, 0}, {"grey-alpha8-interlaced.png", 8, 4, 1}, {"rgba16.png", 16, 6, 0},
        {"rgb8-interlaced.png", 8, 2, 1},
    };
    unsigned char palette[48], alpha[16];
    for (int i = 0; i < 48; i++) palette[i] = (unsigned char)(i * 5);
    for (int i = 0; i < 16; i++) alpha[i] = (unsigned char)(255 - i * 16);
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        int is_palette = kinds[k].color == 3;
        if (canopy_png_encode_raw(raw, 9, 6, kinds[k].depth, kinds[k].color, kinds[k].interlace,
                                  is_palette ? palette : NULL, is_palette ? 16 : 0, is_palette ? alpha : NULL,
                                  is_palette ? 16 : 0, &png, &size, message) != 0) {
            fprintf(stderr, "%s: %s\n", kinds[k].name, message);
            return 1;
        }
        save(argv[1], kinds[k].name, png, size);
    }
    return 0;
}
