/* Writes the seeds for png_fuzzer.c that only this library's writer makes: a small 8-bit RGBA
 * file, and 8-bit RGBA files cut into indexed segments of one and two rows. (Files of every
 * other colour type, depth and interlacing come from Fixtures/.) */
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
    return 0;
}
