#ifndef SEEK_BYTE_SEARCH_H
#define SEEK_BYTE_SEARCH_H

// The search for one byte of a pattern, or for a pair of them, in ASCII text, with SSE2
// compares (every x86-64 processor has them): sixteen bytes a compare, and the matching lanes
// as a bit mask, which Swift's SIMD types give only through a reduction the compiler called
// out of line. Without SSE2 the one-byte search goes eight bytes a word (SWAR) and the pair
// search a byte at a time; CI runs on x86-64 only, so only the SSE2 paths are tested there.
// Static inline, so that Swift inlines them into its loops.

#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The first index in start..<end whose byte b has (b | fold) == target, or end. Reads only
/// bytes in base[0..<end]: the last bytes of a range that is not a whole number of blocks are
/// read as the block that ends at end, with the lanes before start masked out.
static inline long seek_first_byte(const uint8_t *base, long start, long end, uint8_t target, uint8_t fold) {
    long index = start;
#if defined(__SSE2__)
    // Each byte spread over a 32-bit lane first: a broadcast of a 32-bit value takes two
    // instructions, of a byte four, and a search is often a block or two (measured: the typing
    // session 0.99 of its instructions).
    const __m128i wanted = _mm_set1_epi32((int)(target * 0x01010101u));
    const __m128i folding = _mm_set1_epi32((int)(fold * 0x01010101u));
    while (index + 16 <= end) {
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(base + index));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(block, folding), wanted));
        if (mask != 0) return index + __builtin_ctz(mask);
        index += 16;
    }
    if (index < end && end >= 16) {
        long last = end - 16;
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(base + last));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(block, folding), wanted));
        mask &= ~0u << (unsigned)(index - last);
        return mask != 0 ? last + __builtin_ctz(mask) : end;
    }
#else
    const uint64_t ones = 0x0101010101010101ull, lows = 0x7F7F7F7F7F7F7F7Full;
    const uint64_t wanted = target * ones, folding = fold * ones;
    while (index + 8 <= end) {
        uint64_t word;
        memcpy(&word, base + index, 8);
        word = (word | folding) ^ wanted;
        uint64_t zeros = ~(((word & lows) + lows) | word | lows);
        if (zeros != 0) return index + __builtin_ctzll(zeros) / 8;
        index += 8;
    }
#endif
    while (index < end) {
        if ((uint8_t)(base[index] | fold) == target) return index;
        index += 1;
    }
    return end;
}

/// The first index i in start..<end where the byte at i matches first (with first_fold) and the
/// byte at i + distance matches last (with last_fold), or end. Reads only bytes in
/// base[0..<end - 1 + distance], the last ones as the blocks that end there.
static inline long seek_first_pair(const uint8_t *base, long start, long end, uint8_t first, uint8_t first_fold,
                                   uint8_t last, uint8_t last_fold, long distance) {
    long index = start;
#if defined(__SSE2__)
    const __m128i heads_wanted = _mm_set1_epi32((int)(first * 0x01010101u));
    const __m128i heads_folding = _mm_set1_epi32((int)(first_fold * 0x01010101u));
    const __m128i tails_wanted = _mm_set1_epi32((int)(last * 0x01010101u));
    const __m128i tails_folding = _mm_set1_epi32((int)(last_fold * 0x01010101u));
    while (index + 16 <= end) {
        __m128i heads = _mm_loadu_si128((const __m128i *)(const void *)(base + index));
        __m128i tails = _mm_loadu_si128((const __m128i *)(const void *)(base + index + distance));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_and_si128(
            _mm_cmpeq_epi8(_mm_or_si128(heads, heads_folding), heads_wanted),
            _mm_cmpeq_epi8(_mm_or_si128(tails, tails_folding), tails_wanted)));
        if (mask != 0) return index + __builtin_ctz(mask);
        index += 16;
    }
    if (index < end && end >= 16) {
        long block = end - 16;
        __m128i heads = _mm_loadu_si128((const __m128i *)(const void *)(base + block));
        __m128i tails = _mm_loadu_si128((const __m128i *)(const void *)(base + block + distance));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_and_si128(
            _mm_cmpeq_epi8(_mm_or_si128(heads, heads_folding), heads_wanted),
            _mm_cmpeq_epi8(_mm_or_si128(tails, tails_folding), tails_wanted)));
        mask &= ~0u << (unsigned)(index - block);
        return mask != 0 ? block + __builtin_ctz(mask) : end;
    }
#endif
    while (index < end) {
        if ((uint8_t)(base[index] | first_fold) == first && (uint8_t)(base[index + distance] | last_fold) == last) return index;
        index += 1;
    }
    return end;
}

#endif
