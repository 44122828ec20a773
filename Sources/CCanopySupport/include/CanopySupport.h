/* Canopy's C helpers: what Swift cannot do well here, or must keep fast in unoptimised
 * (debug) test builds: the PNG reader (every colour type and bit depth, inflated with
 * libdeflate) and writer, and per-pixel loops (premultiplication, comparison, diff
 * images, shadow blur). No cairo types cross this API. */
#ifndef CANOPY_SUPPORT_H
#define CANOPY_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* Largest side we accept on decode: cairo's own limit, so any decoded image can be drawn. */
#define CANOPY_PNG_MAX_SIDE 32767u
/* Largest pixel count we decode (1 GiB of RGBA), so a hostile header cannot exhaust memory. */
#define CANOPY_PNG_MAX_PIXELS (1ull << 28)

/* What both decoders say when the zlib stream in IDAT ends before its last byte or inflates
 * to more than the image, and when it is damaged or stops short. */
#define CANOPY_PNG_EXTRA_DATA "image data continues past the end of the image"
#define CANOPY_PNG_CORRUPT_DATA "image data is corrupt or truncated"

/* Per-pixel verdicts written to the comparison mask. */
enum {
    CANOPY_SAME = 0,          /* identical in all four bytes */
    CANOPY_DIFFERENT = 1,     /* beyond the tolerance: counted */
    CANOPY_ANTIALIASED = 2,   /* beyond the threshold but an anti-aliased edge: ignored */
    CANOPY_WITHIN = 3         /* different, but within the colour threshold */
};

/* What semi-transparent pixels are blended over before their colours are compared. */
enum {
    CANOPY_BACKGROUND_WHITE = 0,        /* plain white (pixelmatch 6 and earlier) */
    CANOPY_BACKGROUND_CHECKERBOARD = 1  /* pixelmatch 7's default checkerboard */
};

typedef struct {
    long differing;          /* pixels marked CANOPY_DIFFERENT */
    long antialiased;        /* pixels marked CANOPY_ANTIALIASED */
    long changed;            /* pixels whose bytes differ at all */
    int max_channel_delta;   /* over every pixel, 0...255 */
    double max_distance;     /* largest YIQ distance of a counted or ignored pixel, 0...1 */
    double max_counted_distance; /* largest YIQ distance among counted pixels, 0...1 */
    int min_x, min_y, max_x, max_y; /* bounds of counted pixels (inclusive); min_x = -1 if none */
} canopy_compare_result;

/* canopy_png_encode that also returns the pixels' CRC-32 and Adler-32 (canopy_digest of
 * `rgba`), the Adler-32 joined from the sums the compressor takes anyway. */
int canopy_png_encode_digest(const unsigned char *rgba, uint32_t width, uint32_t height, const char *const *keys, const char *const *values, int text_count, unsigned char **out, size_t *out_size, uint32_t *crc, uint32_t *adler, char *message);
int canopy_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height, const char *const *keys, const char *const *values, int text_count, unsigned char **out, size_t *out_size, char *message);
/* canopy_png_encode with segments of about `segment_bytes` scanline bytes (whole rows; 0 for
 * the default, about 1 MiB), so tests and fuzz seeds can make small files with many segments. */
int canopy_png_encode_segmented(const unsigned char *rgba, uint32_t width, uint32_t height, const char *const *keys, const char *const *values, int text_count, size_t segment_bytes, unsigned char **out, size_t *out_size, char *message);
/* Un-premultiplies `count` contiguous RGBA pixels in place (cairo painted them with red and
 * blue exchanged, so its ARGB32 words already hold R, G, B, A bytes); opaque ones are only read. */
void canopy_unpremultiply_in_place(unsigned char *pixels, size_t count);
/* Straight RGBA to premultiplied RGBA words for a cairo ARGB32 surface of `dst_stride`-byte rows. */
void canopy_premultiply(const unsigned char *src, unsigned char *dst, int dst_stride, int width, int height);
void canopy_compare(const unsigned char *expected, const unsigned char *actual, int width, int height, double threshold, int detect_antialiasing, int background, unsigned char *mask, int tile, int32_t *tile_counts, canopy_compare_result *result);
void canopy_diff_image(const unsigned char *reference, const unsigned char *mask, int width, int height, unsigned char *out);

/* How visible the change between two same-size straight RGBA8 images is. Each changed pixel
 * is subtle (CIEDE2000 difference at most `just_noticeable`, colours blended over black and
 * over white where not opaque, the larger taken), else anti-aliased (pixelmatch's edge test
 * over `background`, CANOPY_BACKGROUND_*), else visible. */
typedef struct {
    long changed;               /* pixels whose bytes differ at all */
    long subtle;                /* at or below the just-noticeable difference */
    long antialiased;           /* above it, but on an anti-aliased edge */
    long visible;               /* above it and not anti-aliasing: a real colour change */
    double max_delta_e;         /* largest ΔE00 of a subtle or visible pixel */
    double max_subtle_distance; /* largest normalised YIQ distance of a subtle pixel, 0...1 */
} canopy_color_change_result;
void canopy_color_change(const unsigned char *expected, const unsigned char *actual, int width, int height, int background, double just_noticeable, canopy_color_change_result *result);
/* CIEDE2000 colour difference of two CIE L*a*b* colours. */
double canopy_delta_e2000(const double lab1[3], const double lab2[3]);
void canopy_blur_a8(unsigned char *data, int width, int height, int stride, int r);

/* What the structural check learnt about a file: the header and where the image data is. */
typedef struct {
    uint32_t width, height;
    unsigned bit_depth, color_type;
    int interlaced;
    size_t first_idat;      /* offset of the first IDAT chunk's length field */
    size_t idat_count;      /* IDAT chunks, all consecutive */
    uint64_t idat_bytes;    /* their payloads together: the zlib stream */
    uint64_t inflated_size; /* filtered scanline bytes the stream must inflate to */
    size_t chunk_count;     /* chunks from IHDR to IEND */
    size_t segment_index;   /* offset of the first segment-index chunk before the image data, 0 if none */
    size_t segment_indexes; /* how many segment-index chunks come before the image data */
    size_t palette;         /* offset of the PLTE chunk, 0 if none */
    size_t transparency;    /* offset of the first tRNS chunk before the image data, 0 if none */
} canopy_png_layout;

/* One chunk as the structural check walked it. */
typedef struct {
    size_t offset;   /* of its length field; the payload starts 8 bytes later */
    uint32_t length; /* payload bytes */
    char type[5];    /* its four letters, then NUL */
} canopy_png_chunk;

/* Checks the signature, every chunk (CRC, type, order, critical chunks), the header's values
 * and that the image data can inflate to the declared size; reads nothing else. Both
 * decoders run it first. 0, or -1 with message (at most 256 bytes). */
int canopy_png_check(const unsigned char *data, size_t size, canopy_png_layout *layout, char *message);
/* canopy_png_check that also lists the chunks it walked, IHDR to IEND in file order: the first
 * `capacity` into `chunks` (which may be NULL when `capacity` is 0); layout->chunk_count says
 * how many there are, so a caller with too little room asks again with enough. */
int canopy_png_check_chunks(const unsigned char *data, size_t size, canopy_png_layout *layout,
                            canopy_png_chunk *chunks, size_t capacity, char *message);
/* The image data's zlib stream (layout->idat_bytes bytes) of a file that passed the check: a
 * pointer into `data` when it is one IDAT chunk, else the payloads joined into a new buffer,
 * also stored in *joined for the caller to free. NULL when memory runs out. */
const unsigned char *canopy_png_image_data(const unsigned char *data, const canopy_png_layout *layout,
                                           unsigned char **joined);
/* Filtered scanline bytes of an image (all seven passes when interlaced); 0 for a bad type. */
uint64_t canopy_png_inflated_size(uint32_t width, uint32_t height, unsigned bit_depth, unsigned color_type, int interlaced);
/* The structural check, returning the size to allocate before decoding. 0, or -1 with message. */
int canopy_png_header(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height, char *message);
/* The most filtered scanline bytes a decode inflates into memory: 8 bytes a pixel (16-bit
 * RGBA) at CANOPY_PNG_MAX_PIXELS, plus a filter byte a row in all seven Adam7 passes (at most
 * 2 × 32767 rows). The check also holds the image data to its size, so a small file never
 * claims this much. */
#define CANOPY_PNG_MAX_SCANLINE_BYTES ((8ull << 28) + (1ull << 17))
/* Decodes into `dst` (width * height * 4 bytes) as straight RGBA8: 8-bit RGBA files on the
 * fast path, every other colour type, bit depth and interlacing through
 * canopy_png_decode_any. 0, or -1 with message. */
int canopy_png_decode_into(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width, uint32_t height, char *message);
/* The fast path alone: 1 decoded, 0 not applicable, -1 corrupt (message set). */
int canopy_png_decode_fast(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width, uint32_t height, char *message);
/* The fast path with its parallel reading of indexed segments allowed (`allow_segments` 1) or
 * not (0, the serial inflate alone); `decoded_in_segments`, when not NULL, is set to 1 when
 * the segments decoded the image. Same results as canopy_png_decode_fast either way. */
int canopy_png_decode_fast_with(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width, uint32_t height, int allow_segments, int *decoded_in_segments, char *message);
/* Any PNG the check accepts (grey, grey+alpha, palette, RGB, RGBA; 1-16 bits; Adam7 or not)
 * to straight RGBA8, in one pass: inflate, un-filter, expand (png_expand.c). 16-bit samples
 * are rounded to 8 bits (v × 255 / 65535), low depths scaled up to fill 8 bits, tRNS
 * applied as alpha (a palette's table; a grey or RGB key colour compared at full depth); no
 * gamma. 0 decoded, -1 corrupt (message set). */
int canopy_png_decode_any(const unsigned char *data, size_t size, unsigned char *dst, uint32_t width, uint32_t height, char *message);
/* Compresses PNG scanlines (`raw_size` bytes, rows of `stride` bytes, each a filter byte
 * and its pixels) into `out` as one zlib stream (png_deflate.c); `out` holds
 * canopy_deflate_rows_bound(raw_size, stride) bytes. `threads` 0 uses every core (at most 8);
 * the bytes written are the same for any count. 0, or -1 when memory runs out. */
int canopy_deflate_rows(const unsigned char *raw, size_t raw_size, size_t stride, int threads, unsigned char *out, size_t *out_size);
/* What the compressor reports of one segment: its deflate bytes (zlib header and trailer
 * excluded), its scanlines, their Adler-32, and (from canopy_deflate_rows_summing) the Adler-32
 * of the scanlines without their first (filter) byte (1 when not asked, or not whole rows). */
typedef struct {
    uint32_t compressed_bytes, rows, adler, row_adler;
} canopy_deflate_segment;
/* canopy_deflate_rows with segments of about `segment_bytes` (whole rows; 0 for the default,
 * about 1 MiB), each an independent deflate stream; `records` (NULL, or room for
 * canopy_deflate_segment_count segments) receives each segment's report. */
int canopy_deflate_rows_segmented(const unsigned char *raw, size_t raw_size, size_t stride, size_t segment_bytes, int threads, unsigned char *out, size_t *out_size, canopy_deflate_segment *records);
/* canopy_deflate_rows_segmented that also fills each record's `row_adler` (records must not be
 * NULL): the PNG writer's pixel digest, from sums it takes anyway. */
int canopy_deflate_rows_summing(const unsigned char *raw, size_t raw_size, size_t stride, size_t segment_bytes, int threads, unsigned char *out, size_t *out_size, canopy_deflate_segment *records);
/* How many segments canopy_deflate_rows_segmented cuts `raw_size` bytes into. */
size_t canopy_deflate_segment_count(size_t raw_size, size_t stride, size_t segment_bytes);
/* The most bytes canopy_deflate_rows_segmented writes. */
size_t canopy_deflate_rows_bound_segmented(size_t raw_size, size_t stride, size_t segment_bytes);
/* The most bytes canopy_deflate_rows writes for `raw_size` bytes of rows of `stride` bytes. */
size_t canopy_deflate_rows_bound(size_t raw_size, size_t stride);
/* Huffman code lengths of at most `limit` bits (1...15) for `count` symbols (at most 288)
 * from their frequencies, as the compressor builds them (exposed for tests). At least two
 * frequencies must be non-zero. */
void canopy_huffman_lengths(const uint32_t *frequencies, unsigned count, unsigned limit, uint8_t *lengths);
/* CRC-32 and Adler-32 of a buffer (the same values zlib computes, several times faster). */
void canopy_digest(const unsigned char *bytes, size_t count, uint32_t *crc, uint32_t *adler);
/* CRC-32 of `count` bytes continuing `crc` (0 to start): the one CRC every PNG chunk is
 * written and checked with. */
uint32_t canopy_crc32(uint32_t crc, const unsigned char *bytes, size_t count);
/* Adler-32 of `count` bytes continuing `adler` (1 to start). */
uint32_t canopy_adler32(uint32_t adler, const unsigned char *bytes, size_t count);
/* The Adler-32 of two stretches joined, from the first's, the second's and the second's length. */
uint32_t canopy_adler32_combine(uint32_t first, uint32_t second, uint64_t second_length);
/* Tunes glibc's allocator once per process so large pixel buffers are recycled (see pixels.c);
 * does nothing when the environment variable CANOPY_MALLOC_TUNING is "0" or "off". */
void canopy_tune_allocator(void);
/* 1 once canopy_tune_allocator has changed the allocator's settings in this process. */
int canopy_allocator_is_tuned(void);
/* Writes `count` bytes to an unnamed file in `folder`, then links it as `path` (which must
 * not be in use: it is unlinked first). 1 done; 0 when unnamed files are unsupported or a
 * write failed, so the caller writes a named file instead. */
int canopy_write_unnamed(const char *folder, const unsigned char *bytes, size_t count, const char *path);

/* Decodes baseline or progressive JPEG bytes with libjpeg-turbo into straight RGBA8 (opaque).
 * Reads the header first and refuses (returns 0 without allocating) images with more than
 * `max_pixels` pixels or a side over 32767; `*pixels` is malloc'd on success (caller frees).
 * 1 done; 0 corrupt, truncated or too large, with a reason copied into `reason` (size bytes). */
int canopy_jpeg_decode(const unsigned char *bytes, size_t count, size_t max_pixels, unsigned char **pixels,
                       int *width, int *height, char *reason, size_t reason_size);

#endif
