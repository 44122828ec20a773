/* CRC-32 and Adler-32: the one implementation of each that the PNG code uses (libdeflate's),
 * and joining two stretches' Adler-32s, which lets segments be checked apart. */
#include "CanopySupport.h"
#include <libdeflate.h>

uint32_t canopy_crc32(uint32_t crc, const unsigned char *bytes, size_t count) {
    return libdeflate_crc32(crc, bytes, count);
}

uint32_t canopy_adler32(uint32_t adler, const unsigned char *bytes, size_t count) {
    return libdeflate_adler32(adler, bytes, count);
}

void canopy_digest(const unsigned char *bytes, size_t count, uint32_t *crc, uint32_t *adler) {
    *crc = libdeflate_crc32(0, bytes, count);
    *adler = libdeflate_adler32(1, bytes, count);
}

/* Adler-32's modulus: the largest prime below 2^16. */
#define ADLER_BASE 65521u

/* Adler-32 is two sums mod 65521: A = 1 + the bytes, B = the sum of every prefix's A. Joining
 * adds the second's byte sum to A, and to B the second's prefix sums plus the first's A once
 * for each of the second's bytes (zlib's adler32_combine, in the same steps). */
uint32_t canopy_adler32_combine(uint32_t first, uint32_t second, uint64_t second_length) {
    uint32_t rem = (uint32_t)(second_length % ADLER_BASE);
    uint32_t sum1 = first & 0xFFFF;
    uint32_t sum2 = (uint32_t)(((uint64_t)rem * sum1) % ADLER_BASE);
    sum1 += (second & 0xFFFF) + ADLER_BASE - 1;
    sum2 += ((first >> 16) & 0xFFFF) + ((second >> 16) & 0xFFFF) + ADLER_BASE - rem;
    if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
    if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
    if (sum2 >= 2 * ADLER_BASE) sum2 -= 2 * ADLER_BASE;
    if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
    return sum1 | (sum2 << 16);
}
