/* Turning un-filtered PNG samples of any colour type and bit depth into RGBA8 pixels
 * (png_expand.c); private to this module. */
#ifndef CANOPY_PNG_EXPAND_H
#define CANOPY_PNG_EXPAND_H

#include "CanopySupport.h"
#include <stddef.h>
#include <stdint.h>

/* What expanding a file's samples needs besides the samples. */
typedef struct {
    unsigned bit_depth, color_type;
    /* Palette images: every index's RGBA (indices past the palette are opaque black). */
    uint8_t palette[256][4];
    /* Grey and RGB images with tRNS: the sample values (grey in [0]) that mean transparent. */
    int has_key;
    uint16_t key[3];
} canopy_png_format;

/* The format of a file that passed the structural check, from its header, PLTE and tRNS.
 * A tRNS the PNG rules make void (wrong length for the colour type, on an image with alpha,
 * before the palette or longer than it) is ignored. */
void canopy_png_format_read(const unsigned char *data, const canopy_png_layout *layout, canopy_png_format *format);

/* Expands `count` pixels of one un-filtered scanline `row` to RGBA8, pixel i at
 * `dst + i * step` (step 4 for consecutive pixels; wider for an Adam7 pass). */
void canopy_png_expand_row(const canopy_png_format *format, const unsigned char *row, uint32_t count, unsigned char *dst,
                           size_t step);

#endif
