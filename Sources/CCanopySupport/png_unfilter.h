/* Undoing PNG's row filters (png_unfilter.c); private to this module. */
#ifndef CANOPY_PNG_UNFILTER_H
#define CANOPY_PNG_UNFILTER_H

#include <stddef.h>
#include <stdint.h>

/* Undoes the row filters of `count` scanlines (each a filter byte, then `row` bytes) from
 * `raw` into consecutive rows of `dst`; `prior` is the un-filtered row above the first, or
 * NULL at the top of the image. `dst` may overlap `raw` when every row's place starts before
 * where the row is read (un-filtering in place). -1 when done, else the index among these
 * rows of the first whose filter is unknown. */
long canopy_png_unfilter_rows(const unsigned char *raw, unsigned char *dst, size_t row, size_t count,
                              const unsigned char *prior);

/* Undoes the row filters of `count` scanlines of any pixel format in place: each scanline is
 * a filter byte, then `row` bytes, and row y ends up at `raw + y * row`. `pixel_bytes` is the
 * distance to the byte "to the left" (bytes per pixel, at least 1 for depths below 8). -1 when
 * done, else the index of the first row whose filter is unknown. */
long canopy_png_unfilter_any(unsigned char *raw, size_t row, size_t count, size_t pixel_bytes);

#endif
