/* MersenneTwister: 8192 independent streams of TinyMT32 (the small-state Mersenne Twister,
   period 2^127-1), one per lane, as the GPU samples run one generator per work item. Each stream
   is seeded from its index, skips its first 8 outputs, then draws 128 numbers; the function
   returns how many fall below a uniform threshold, xor-folded with the last draw. The
   twist and the tempering have branches on the low bit of a varying word (masks, selects).
   Built with -DVCC_ANNOTATIONS the annotations are vcc's own, otherwise OpenMP's. */
#include "bench.h"
#ifndef REPS
#define REPS 60
#endif
#define STREAMS 8192
#define DRAWS 128
#define MAT1 0x8f7011eeu
#define MAT2 0xfc78ff1fu
#define TMAT 0x3793fdffu

static unsigned out[STREAMS];

#ifdef VCC_ANNOTATIONS
__decl-vec-function(uniform(draws, threshold), nomask)
#else
#pragma omp declare simd uniform(draws, threshold) notinbranch
#endif
unsigned mt_stream(unsigned seed, int draws, unsigned threshold)
{
    unsigned s0 = seed, s1 = MAT1, s2 = MAT2, s3 = TMAT;
    /* The TinyMT32 initialisation, unrolled (status[i & 3] for i = 1..7). */
    s1 ^= 1u + 1812433253u * (s0 ^ (s0 >> 30));
    s2 ^= 2u + 1812433253u * (s1 ^ (s1 >> 30));
    s3 ^= 3u + 1812433253u * (s2 ^ (s2 >> 30));
    s0 ^= 4u + 1812433253u * (s3 ^ (s3 >> 30));
    s1 ^= 5u + 1812433253u * (s0 ^ (s0 >> 30));
    s2 ^= 6u + 1812433253u * (s1 ^ (s1 >> 30));
    s3 ^= 7u + 1812433253u * (s2 ^ (s2 >> 30));
    unsigned below = 0, last = 0;
    for (int k = -8; k < draws; k++) {
        /* Next state. */
        unsigned y = s3;
        unsigned x = (s0 & 0x7fffffffu) ^ s1 ^ s2;
        x ^= x << 1;
        y ^= (y >> 1) ^ x;
        s0 = s1;
        s1 = s2;
        s2 = x ^ (y << 10);
        s3 = y;
        if (y & 1u) {
            s1 ^= MAT1;
            s2 ^= MAT2;
        }
        /* Tempering. */
        unsigned t0 = s3, t1 = s0 + (s2 >> 8);
        t0 ^= t1;
        if (t1 & 1u)
            t0 ^= TMAT;
        if (k >= 0) {
            if (t0 < threshold)
                below++;
            last = t0;
        }
    }
    return below ^ (last << 16);
}

__attribute__((noinline)) void kernel(unsigned seed0, unsigned threshold)
{
#ifdef VCC_ANNOTATIONS
#pragma simd vec-function
#else
#pragma omp simd
#endif
    for (int i = 0; i < STREAMS; i++) /* hot */
        out[i] = mt_stream(seed0 + (unsigned)i * 2654435761u, DRAWS, threshold);
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    unsigned long long h = BENCH_HASH_INIT;
    for (long r = 0; r < reps; r++) {
        kernel((unsigned)r * 17u + 1u, 0x40000000u + (unsigned)r * 0x01000000u);
        h = bench_hash(h, out, sizeof out);
    }
    bench_print("mersennetwister", h);
    return 0;
}
