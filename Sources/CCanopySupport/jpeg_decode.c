// JPEG decoding with libjpeg-turbo (Debian's libjpeg62-turbo), into straight RGBA8.
//
// libjpeg reports fatal errors through error_exit, which must not return: it longjmps back
// here so a corrupt file becomes a failed call instead of an exit.
#include "CanopySupport.h"

// stdio.h first: jpeglib.h uses FILE without including it.
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct canopy_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void canopy_jpeg_error_exit(j_common_ptr info) {
    struct canopy_jpeg_error *error = (struct canopy_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (such as extraneous bytes) do not stop decoding and are not printed.
static void canopy_jpeg_quiet(j_common_ptr info) { (void)info; }

static void copy_reason(char *reason, size_t size, const char *text) {
    if (reason == NULL || size == 0) return;
    strncpy(reason, text, size - 1);
    reason[size - 1] = 0;
}

int canopy_jpeg_decode(const unsigned char *bytes, size_t count, size_t max_pixels, unsigned char **pixels,
                       int *width, int *height, char *reason, size_t reason_size) {
    struct jpeg_decompress_struct info;
    struct canopy_jpeg_error error;
    // Volatile: these change between setjmp and a possible longjmp.
    unsigned char *volatile output = NULL;
    JSAMPLE *volatile row = NULL;
    *pixels = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = canopy_jpeg_error_exit;
    error.manager.output_message = canopy_jpeg_quiet;
    if (setjmp(error.jump)) {
        copy_reason(reason, reason_size, error.message);
        jpeg_destroy_decompress(&info);
        free(output);
        free(row);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)count);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_calc_output_dimensions(&info);
    size_t w = info.output_width, h = info.output_height;
    if (w == 0 || h == 0 || w > 32767 || h > 32767 || w * h > max_pixels) {
        copy_reason(reason, reason_size, "image too large or empty");
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_start_decompress(&info);
    output = malloc(w * h * 4);
    row = malloc(w * 3);
    if (output == NULL || row == NULL) {
        copy_reason(reason, reason_size, "out of memory");
        jpeg_destroy_decompress(&info);
        free(output);
        free(row);
        return 0;
    }
    while (info.output_scanline < h) {
        size_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        unsigned char *out = output + y * w * 4;
        for (size_t x = 0; x < w; x++) {
            out[4 * x] = row[3 * x];
            out[4 * x + 1] = row[3 * x + 1];
            out[4 * x + 2] = row[3 * x + 2];
            out[4 * x + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *pixels = output;
    *width = (int)w;
    *height = (int)h;
    return 1;
}
