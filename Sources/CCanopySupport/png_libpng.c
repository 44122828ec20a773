/* Every PNG format the 8-bit RGBA reader (png_read.c) does not take, decoded through libpng,
 * and test fixtures of any format encoded through it; libpng's setjmp/longjmp errors stay on
 * the C side. The structural check (png_check.c) has already walked and CRC-checked every
 * chunk, so libpng is told not to check CRCs again. */
#include "CanopySupport.h"
#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <stdio.h>

/* ---- libpng in memory ------------------------------------------------------------- */


typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
} canopy_png_reader;

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
} canopy_png_writer;

/* libpng's words for the faults the fast path also meets, in the fast path's words, so both
 * decoders describe one fault alike; anything else keeps libpng's text after that prefix. */
static void canopy_png_error(png_structp png, png_const_charp message) {
    char *buffer = (char *)png_get_error_ptr(png);
    if (buffer) {
        const char *text = message ? message : "unknown libpng error";
        if (strstr(text, "Extra compressed data") || strstr(text, "Too much image data") || strstr(text, "Too many IDATs")) {
            strcpy(buffer, CANOPY_PNG_EXTRA_DATA);
        } else if (strstr(text, "bad adaptive filter value")) {
            strcpy(buffer, "unknown row filter");
        } else if (strstr(text, "Not enough image data") || strstr(text, "IDAT") || strstr(text, "stream")) {
            snprintf(buffer, 256, "%s (%s)", CANOPY_PNG_CORRUPT_DATA, text);
        } else {
            strncpy(buffer, text, 255);
            buffer[255] = 0;
        }
    }
    png_longjmp(png, 1);
}

static void canopy_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void canopy_png_read(png_structp png, png_bytep out, size_t length) {
    canopy_png_reader *reader = (canopy_png_reader *)png_get_io_ptr(png);
    if (reader->size - reader->offset < length) {
        png_error(png, "file is truncated (unexpected end of data)");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

static void canopy_png_write(png_structp png, png_bytep bytes, size_t length) {
    canopy_png_writer *writer = (canopy_png_writer *)png_get_io_ptr(png);
    if (writer->capacity - writer->size < length) {
        size_t capacity = writer->capacity ? writer->capacity : 65536;
        while (capacity - writer->size < length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(writer->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->size, bytes, length);
    writer->size += length;
}

static void canopy_png_flush(png_structp png) { (void)png; }

/* Inflates the IDAT stream once into a scratch window, to hold libpng to the rules the fast
 * path's libdeflate call enforces: the stream must inflate to exactly the image's scanlines
 * and end with the last IDAT byte. libpng itself skips data after the stream's end. */
static int canopy_png_check_stream(const unsigned char *data, const canopy_png_layout *layout, char *message) {
    unsigned char *joined = NULL;
    const unsigned char *stream = canopy_png_image_data(data, layout, &joined);
    if (!stream) { strcpy(message, "out of memory while decoding"); return -1; }
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) {
        free(joined);
        strcpy(message, "out of memory while decoding");
        return -1;
    }
    unsigned char window[32768];
    uint64_t produced = 0;
    int status = Z_OK;
    /* The stream is given in pieces zlib's 32-bit counts can hold. */
    const unsigned char *next = stream;
    uint64_t left = layout->idat_bytes;
    while (status == Z_OK && (left > 0 || z.avail_in > 0)) {
        if (z.avail_in == 0) {
            uInt take = left > (1u << 30) ? (1u << 30) : (uInt)left;
            z.next_in = (unsigned char *)next;
            z.avail_in = take;
            next += take;
            left -= take;
        }
        z.next_out = window;
        z.avail_out = sizeof window;
        status = inflate(&z, Z_NO_FLUSH);
        produced += sizeof window - z.avail_out;
        if (status == Z_BUF_ERROR) status = Z_OK; /* no progress possible: needs more input */
        if (produced > layout->inflated_size) break;
    }
    /* A stream that ended before the last IDAT byte leaves data after it: extra, not ignored. */
    if (status == Z_STREAM_END && (uint64_t)z.total_in != layout->idat_bytes) produced = layout->inflated_size + 1;
    inflateEnd(&z);
    free(joined);
    if (produced > layout->inflated_size) { strcpy(message, CANOPY_PNG_EXTRA_DATA); return -1; }
    if (status != Z_STREAM_END || produced != layout->inflated_size) { strcpy(message, CANOPY_PNG_CORRUPT_DATA); return -1; }
    return 0;
}

/* Decodes any PNG libpng reads (grey, grey+alpha, palette, RGB, RGBA; 1-16 bits;
 * interlaced or not) to straight-alpha RGBA8 in `dst` (width * height * 4 bytes, the size
 * canopy_png_header read). Returns 0, or -1 with `message` set. */
int canopy_png_decode_libpng(const unsigned char *data, size_t size, unsigned char *dst,
                             uint32_t expected_width, uint32_t expected_height, char *message) {
    canopy_png_layout layout;
    if (canopy_png_check(data, size, &layout, message) != 0) return -1;
    if (canopy_png_check_stream(data, &layout, message) != 0) return -1;
    canopy_tune_allocator();
    canopy_png_reader reader = {data, size, 0};
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, canopy_png_error,
                                             canopy_png_warning);
    if (!png) {
        strcpy(message, "cannot create a libpng reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) strcpy(message, "cannot create libpng info");
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        free(rows);
        return -1;
    }
    png_set_read_fn(png, &reader, canopy_png_read);
    png_set_user_limits(png, CANOPY_PNG_MAX_SIDE, CANOPY_PNG_MAX_SIDE);
    /* Every CRC up to IEND was checked above (a corrupt chunk of any kind is an error: a
     * golden must be intact); libpng computes none again. */
    png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
    png_read_info(png, info);
    png_uint_32 width = 0, height = 0;
    int depth = 0, color = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    png_set_expand(png);
    png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if ((uint64_t)width * height > CANOPY_PNG_MAX_PIXELS) {
        png_error(png, "image too large (more than 2^28 pixels)");
    }
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unsupported pixel format after conversion");
    }
    if (width != expected_width || height != expected_height) png_error(png, "image size changed while decoding");
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory while decoding");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = dst + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    return 0;
}

/* Writes a PNG of any libpng colour type/depth from raw packed rows (test fixtures). */
int canopy_png_encode_raw(const unsigned char *raw, uint32_t width, uint32_t height,
                                        int bit_depth, int color_type, int interlace,
                                        const unsigned char *palette_rgb, int palette_count,
                                        const unsigned char *palette_alpha, int alpha_count,
                                        unsigned char **out, size_t *out_size, char *message) {
    *out = NULL;
    *out_size = 0;
    canopy_png_writer writer = {NULL, 0, 0};
    png_bytep *volatile rows = NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, canopy_png_error,
                                              canopy_png_warning);
    if (!png) {
        strcpy(message, "cannot create a libpng writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!info) strcpy(message, "cannot create libpng info");
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(rows);
        free(writer.data);
        return -1;
    }
    png_set_write_fn(png, &writer, canopy_png_write, canopy_png_flush);
    png_set_IHDR(png, info, width, height, bit_depth, color_type,
                 interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (palette_rgb && palette_count > 0) {
        png_color colors[256];
        for (int i = 0; i < palette_count && i < 256; i++) {
            colors[i].red = palette_rgb[i * 3];
            colors[i].green = palette_rgb[i * 3 + 1];
            colors[i].blue = palette_rgb[i * 3 + 2];
        }
        png_set_PLTE(png, info, colors, palette_count);
    }
    if (palette_alpha && alpha_count > 0) {
        png_set_tRNS(png, info, palette_alpha, alpha_count, NULL);
    }
    png_write_info(png, info);
    if (bit_depth == 16) png_set_swap(png); /* rows are given little-endian */
    size_t row_bytes = png_get_rowbytes(png, info);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory while encoding");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(raw + (size_t)y * row_bytes);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *out = writer.data;
    *out_size = writer.size;
    return 0;
}
