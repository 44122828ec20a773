/* The segment index: how the writer (png_write.c) tells the reader (png_segments.c) where
 * the independent deflate segments of its image data lie; private to this module.
 *
 * The chunk is ancillary (a reader that does not know it skips it), private, and unsafe to
 * copy (it describes the image data, so an editor that rewrites IDAT must drop it): its
 * name's letters say so by their case. It comes before the first IDAT. Payload, big-endian:
 * a version byte (1), the segment count (4 bytes), then per segment its deflate bytes (the
 * zlib header and Adler-32 trailer excluded; the first segment follows the 2-byte header),
 * its scanlines and the Adler-32 of those scanlines' filtered bytes (4 bytes each). */
#ifndef CANOPY_PNG_SEGMENTS_H
#define CANOPY_PNG_SEGMENTS_H

#include "CanopySupport.h"
#include <stddef.h>

#define CANOPY_PNG_SEGMENTS_CHUNK "cnSP"
#define CANOPY_PNG_SEGMENTS_VERSION 1

/* Bytes of the index's payload for `count` segments. */
static inline size_t canopy_png_segments_payload_size(size_t count) { return 5 + 12 * count; }

/* Writes the index payload for `count` segments at `payload`. */
void canopy_png_segments_write(unsigned char *payload, const canopy_deflate_segment *segments, size_t count);

/* Inflates and un-filters 8-bit RGBA image data segment by segment, on several threads, when
 * the file holds a segment index that agrees with its header, its image data and itself.
 * `stream` is the whole zlib stream (layout->idat_bytes bytes). 1: `dst` holds the image;
 * 0: the index is absent or anything disagreed, and `dst` holds nothing usable: decode
 * serially, which decides the result and the error. */
int canopy_png_decode_segments(const unsigned char *data, const canopy_png_layout *layout,
                               const unsigned char *stream, unsigned char *dst);

#endif
