/* The structural check every PNG decode runs first, whichever decoder then reads the pixels.
 *
 * Both decoders (the fast path for 8-bit RGBA and canopy_png_decode_any) see only files
 * that passed it, so they agree on every rule decided here and report it in the same words:
 * a chunk whose CRC does not match (named by type and offset), an unknown critical chunk,
 * IDAT chunks split by another chunk, a missing IHDR or IEND, an IEND with data, a misplaced
 * or malformed palette, header values out of range,
 * and image data too short to inflate to the declared size. The last rule lets a tiny file
 * declaring a huge image be refused before a byte of pixel storage is allocated.
 *
 * This is the library's one chunk walker: it also lists the chunks for the Swift side (text,
 * the digest binding), finds the palette, the transparency and the segment index for the
 * readers, and joins split image
 * data, so nothing else reads chunk lengths or checks a CRC. */
#include "CanopySupport.h"
#include "png_segments.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint32_t be32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static const unsigned char png_signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};

static int is_letter(unsigned char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/* Channels per pixel for a colour type, or 0 when the type/depth pair is not allowed. */
static unsigned channels(unsigned color, unsigned depth) {
    switch (color) {
    case 0: return (depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16) ? 1 : 0;
    case 3: return (depth == 1 || depth == 2 || depth == 4 || depth == 8) ? 1 : 0;
    case 2: return (depth == 8 || depth == 16) ? 3 : 0;
    case 4: return (depth == 8 || depth == 16) ? 2 : 0;
    case 6: return (depth == 8 || depth == 16) ? 4 : 0;
    default: return 0;
    }
}

/* Bytes of filtered scanlines (a filter byte, then the packed row) in a `width × height`
 * pass; 0 for an empty pass, which has no scanlines at all. */
static uint64_t pass_bytes(uint64_t width, uint64_t height, unsigned bits_per_pixel) {
    if (width == 0 || height == 0) return 0;
    return height * (1 + (width * bits_per_pixel + 7) / 8);
}

uint64_t canopy_png_inflated_size(uint32_t width, uint32_t height, unsigned bit_depth, unsigned color_type,
                                  int interlaced) {
    unsigned bits = channels(color_type, bit_depth) * bit_depth;
    if (!interlaced) return pass_bytes(width, height, bits);
    /* Adam7: the seven passes' starting column/row and step. */
    static const unsigned x0[7] = {0, 4, 0, 2, 0, 1, 0}, y0[7] = {0, 0, 4, 0, 2, 0, 1};
    static const unsigned dx[7] = {8, 8, 4, 4, 2, 2, 1}, dy[7] = {8, 8, 8, 4, 4, 2, 2};
    uint64_t total = 0;
    for (int p = 0; p < 7; p++) {
        uint64_t w = width > x0[p] ? ((uint64_t)width - x0[p] + dx[p] - 1) / dx[p] : 0;
        uint64_t h = height > y0[p] ? ((uint64_t)height - y0[p] + dy[p] - 1) / dy[p] : 0;
        total += pass_bytes(w, h, bits);
    }
    return total;
}

int canopy_png_check(const unsigned char *data, size_t size, canopy_png_layout *layout, char *message) {
    return canopy_png_check_chunks(data, size, layout, NULL, 0, message);
}

int canopy_png_header(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height, char *message) {
    canopy_png_layout layout;
    if (canopy_png_check(data, size, &layout, message) != 0) return -1;
    *width = layout.width;
    *height = layout.height;
    return 0;
}

const unsigned char *canopy_png_image_data(const unsigned char *data, const canopy_png_layout *layout,
                                           unsigned char **joined) {
    *joined = NULL;
    if (layout->idat_count <= 1) return data + layout->first_idat + 8;
    /* The check vouched for every length: the chunks are consecutive and inside the file. */
    unsigned char *stream = (unsigned char *)malloc(layout->idat_bytes ? (size_t)layout->idat_bytes : 1);
    if (!stream) return NULL;
    size_t put = 0, at = layout->first_idat;
    for (size_t i = 0; i < layout->idat_count; i++) {
        uint32_t length = be32(data + at);
        memcpy(stream + put, data + at + 8, length);
        put += length;
        at += (size_t)length + 12;
    }
    *joined = stream;
    return stream;
}

int canopy_png_check_chunks(const unsigned char *data, size_t size, canopy_png_layout *layout,
                            canopy_png_chunk *chunks, size_t capacity, char *message) {
    memset(layout, 0, sizeof *layout);
    if (size < 8) { snprintf(message, 256, "file is too short to be a PNG (%zu bytes)", size); return -1; }
    if (memcmp(data, png_signature, 8) != 0) { strcpy(message, "not a PNG (bad signature)"); return -1; }
    size_t at = 8;
    int seen_header = 0, seen_palette = 0, ended = 0, idat_run = 0; /* idat_run: 0 none yet, 1 in the run, 2 after it */
    while (at < size) {
        if (size - at < 12) { snprintf(message, 256, "file is truncated inside a chunk header at byte %zu", at); return -1; }
        uint32_t length = be32(data + at);
        const unsigned char *type = data + at + 4;
        if (!is_letter(type[0]) || !is_letter(type[1]) || !is_letter(type[2]) || !is_letter(type[3])) {
            snprintf(message, 256, "corrupt chunk type at byte %zu", at + 4);
            return -1;
        }
        char name[5] = {(char)type[0], (char)type[1], (char)type[2], (char)type[3], 0};
        if (length > 0x7FFFFFFFu || size - at - 12 < length) {
            snprintf(message, 256, "file is truncated (the %s chunk at byte %zu claims %u bytes past the end)", name, at,
                     length);
            return -1;
        }
#ifndef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION /* the fuzzer mutates past CRCs, as libpng's does */
        if (canopy_crc32(0, type, (size_t)length + 4) != be32(data + at + 8 + length)) {
#else
        if (0) {
#endif
            snprintf(message, 256, "CRC mismatch in %s chunk at byte %zu", name, at);
            return -1;
        }
        const unsigned char *body = data + at + 8;
        if (layout->chunk_count < capacity) {
            canopy_png_chunk *chunk = &chunks[layout->chunk_count];
            chunk->offset = at;
            chunk->length = length;
            memcpy(chunk->type, name, 5);
        }
        layout->chunk_count++;
        if (idat_run == 0 && memcmp(type, CANOPY_PNG_SEGMENTS_CHUNK, 4) == 0) {
            if (layout->segment_indexes++ == 0) layout->segment_index = at;
        }
        if (!seen_header) {
            if (strcmp(name, "IHDR") != 0 || length != 13) { strcpy(message, "missing IHDR header (it must be the first chunk)"); return -1; }
            seen_header = 1;
            layout->width = be32(body);
            layout->height = be32(body + 4);
            layout->bit_depth = body[8];
            layout->color_type = body[9];
            layout->interlaced = body[12];
            if (layout->width == 0 || layout->height == 0 || layout->width > CANOPY_PNG_MAX_SIDE ||
                layout->height > CANOPY_PNG_MAX_SIDE) {
                snprintf(message, 256, "image size %u×%u out of range (each side 1...%u)", layout->width, layout->height,
                         CANOPY_PNG_MAX_SIDE);
                return -1;
            }
            if ((uint64_t)layout->width * layout->height > CANOPY_PNG_MAX_PIXELS) {
                snprintf(message, 256, "image too large: %u×%u is more than %llu pixels", layout->width, layout->height,
                         (unsigned long long)CANOPY_PNG_MAX_PIXELS);
                return -1;
            }
            if (!channels(body[9], body[8])) {
                snprintf(message, 256, "invalid IHDR: colour type %u with bit depth %u", body[9], body[8]);
                return -1;
            }
            if (body[10] != 0 || body[11] != 0 || body[12] > 1) {
                snprintf(message, 256, "invalid IHDR: compression %u, filter %u, interlace %u", body[10], body[11], body[12]);
                return -1;
            }
        } else if (strcmp(name, "IHDR") == 0) {
            snprintf(message, 256, "second IHDR chunk at byte %zu", at);
            return -1;
        } else if (strcmp(name, "IDAT") == 0) {
            if (idat_run == 2) {
                snprintf(message, 256, "IDAT chunks are not consecutive (another IDAT at byte %zu after other chunks)", at);
                return -1;
            }
            if (idat_run == 0 && layout->color_type == 3 && !seen_palette) {
                snprintf(message, 256, "palette image without a PLTE chunk before its image data (IDAT at byte %zu)", at);
                return -1;
            }
            if (idat_run == 0) layout->first_idat = at;
            idat_run = 1;
            layout->idat_count++;
            layout->idat_bytes += length;
        } else if (strcmp(name, "IEND") == 0) {
            if (length != 0) { snprintf(message, 256, "IEND chunk at byte %zu has %u bytes of data (it must be empty)", at, length); return -1; }
            ended = 1;
            break;
        } else if (strcmp(name, "PLTE") == 0) {
            /* A palette: only for colour images, once, before the image data, 1-256 RGB entries. */
            if (!(layout->color_type & 2) || seen_palette || idat_run != 0 || length == 0 || length % 3 != 0 || length > 768) {
                snprintf(message, 256, "invalid PLTE chunk at byte %zu (%u bytes, colour type %u%s)", at, length,
                         layout->color_type, seen_palette ? ", a second palette" : idat_run ? ", after the image data" : "");
                return -1;
            }
            seen_palette = 1;
            layout->palette = at;
        } else {
            if (idat_run == 0 && layout->transparency == 0 && strcmp(name, "tRNS") == 0) layout->transparency = at;
            if (idat_run == 1) idat_run = 2;
            /* Bit 5 of the first letter clear (upper case) marks a chunk a decoder must understand. */
            if (!(type[0] & 0x20)) {
                snprintf(message, 256, "unknown critical chunk %s at byte %zu", name, at);
                return -1;
            }
        }
        at += (size_t)length + 12;
    }
    if (!seen_header) { strcpy(message, "missing IHDR header (it must be the first chunk)"); return -1; }
    if (!ended) { strcpy(message, "file is truncated (no IEND chunk)"); return -1; }
    if (layout->idat_count == 0) { strcpy(message, "file has no image data (no IDAT chunk)"); return -1; }
    /* Deflate's best case is one 2-bit code per 258-byte match: 1032 bytes out per byte in.
     * Data that cannot inflate to the declared image is refused here, before any allocation;
     * one extra kilobyte of slack covers the stream's header and block framing. */
    uint64_t needed = canopy_png_inflated_size(layout->width, layout->height, layout->bit_depth, layout->color_type,
                                               layout->interlaced);
    uint64_t possible = (uint64_t)layout->idat_bytes * 1032 + 1032;
    if (needed > possible) {
        snprintf(message, 256,
                 "image data of %llu bytes cannot hold a %u×%u image (it needs %llu bytes; at most %llu inflate from it)",
                 (unsigned long long)layout->idat_bytes, layout->width, layout->height, (unsigned long long)needed,
                 (unsigned long long)possible);
        return -1;
    }
    layout->inflated_size = needed;
    return 0;
}
