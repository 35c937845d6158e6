/* vcc-test: expect-vectorized generic=18 avx2=18 neon=14 */
/* vcc-test: also-target avx512vbmi */
#include "harness.h"
/* On --target=generic the vector variants of mix(), square(), halve() and low7() take and return
   32-byte generic vectors without AVX enabled, which gcc notes as an ABI change (-Wpsabi): within
   this one file, every caller agrees. */
#pragma GCC diagnostic ignored "-Wpsabi"

/* Reductions on 512-bit registers: on avx512 the loop vectorizer's plans are 64 bytes wide in
   loops with a 64-bit multiply and in loops that call vector variants, and on avx512vbmi in
   loops that shuffle byte groups. Each reduction ends in a horizontal step from the target's
   table (the 256-bit halves combined, then the 128-bit ones, then within the register), never
   a lane loop. Integer results are exact; the floats are small integers and powers of two, so
   that every order of the sums and products gives the same bits. */

/* Sums, products and bit reductions of 64-bit products (unsigned: they wrap). */
uint64_t sum_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

uint64_t prod_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t p = 1;
    for (int i = 0; i < n; i++)
        p *= a[i] * b[i] | 1;
    return p;
}

uint64_t bits_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t x = 0, o = 0, m = ~(uint64_t)0;
    for (int i = 0; i < n; i++) {
        uint64_t p = a[i] * b[i];
        x ^= p;
        o |= p >> 40;
        m &= p | 0xff;
    }
    return x ^ (o << 1) ^ (m << 3);
}

/* Signed and unsigned orders of 64-bit products (vpminsq, vpmaxuq). */
int64_t max_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    int64_t s = INT64_MIN;
    for (int i = 0; i < n; i++) {
        int64_t p = a[i] * b[i];
        s = p > s ? p : s;
    }
    return s;
}

int64_t min_i64(int n, const int64_t *restrict a, const int64_t *restrict b) {
    int64_t s = INT64_MAX;
    for (int i = 0; i < n; i++) {
        int64_t p = a[i] * b[i];
        s = p < s ? p : s;
    }
    return s;
}

uint64_t max_u64(int n, const uint64_t *restrict a, const uint64_t *restrict b) {
    uint64_t s = 0;
    for (int i = 0; i < n; i++) {
        uint64_t p = a[i] * b[i];
        s = p > s ? p : s;
    }
    return s;
}

/* A vector variant called from the loop: 16 lanes of int (and of float) on avx512. */
#pragma omp declare simd notinbranch
int mix(int x) {
    return (x >> 2) * 3 - 7;
}

#pragma omp declare simd notinbranch
float square(float x) {
    return x * x;
}

int sum_mix(int n, const int *a) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += mix(a[i]);
    return s;
}

int min_mix(int n, const int *a) {
    int s = INT32_MAX;
    for (int i = 0; i < n; i++) {
        int v = mix(a[i]);
        s = v < s ? v : s;
    }
    return s;
}

unsigned max_mix(int n, const int *a) {
    unsigned s = 0;
    for (int i = 0; i < n; i++) {
        unsigned v = (unsigned)mix(a[i]);
        s = v > s ? v : s;
    }
    return s;
}

unsigned xor_mix(int n, const int *a) {
    unsigned s = 0;
    for (int i = 0; i < n; i++)
        s ^= (unsigned)mix(a[i]) * 2654435761u;
    return s;
}

float sum_square(int n, const float *a) {
    float s = 0;
#pragma omp simd reduction(+:s)
    for (int i = 0; i < n; i++)
        s += square(a[i]);
    return s;
}

float max_square(int n, const float *a) {
    float m = -1.0f;
#pragma omp simd reduction(max:m)
    for (int i = 0; i < n; i++) {
        float v = square(a[i]);
        m = v > m ? v : m;
    }
    return m;
}

double prod_square(int n, const float *a) {
    double p = 1.0;
#pragma omp simd reduction(*:p)
    for (int i = 0; i < n; i++)
        p *= square(a[i]);
    return p;
}

/* Byte groups: a 16-bit sum and an 8-bit xor. */
uint16_t sum_rgb(int n, const uint8_t *restrict rgb) {
    uint16_t s = 0;
    for (int i = 0; i < n; i++)
        s += (uint16_t)(rgb[3 * i] + 2 * rgb[3 * i + 1] + rgb[3 * i + 2]);
    return s;
}

uint8_t xor_rgb(int n, const uint8_t *restrict rgb) {
    uint8_t x = 0;
    for (int i = 0; i < n; i++)
        x ^= (uint8_t)(rgb[3 * i] + rgb[3 * i + 2]);
    return x;
}

/* Variants of shorts and bytes: 16- and 8-bit reductions (in plans of 16 lanes, the width of
   the int arithmetic C promotes them to). */
#pragma omp declare simd notinbranch
short halve(short x) {
    return (short)(x >> 1);
}

#pragma omp declare simd notinbranch
signed char low7(signed char x) {
    return (signed char)(x & 0x7f);
}

short sum_halve(int n, const short *a) {
    short s = 0;
    for (int i = 0; i < n; i++)
        s = (short)(s + halve(a[i]));
    return s;
}

unsigned short or_halve(int n, const short *a) {
    unsigned short s = 0;
    for (int i = 0; i < n; i++)
        s |= (unsigned short)halve(a[i]) << 1;
    return s;
}

signed char xor_low7(int n, const signed char *a) {
    signed char x = 0;
    for (int i = 0; i < n; i++)
        x ^= low7(a[i]);
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint64_t *a = new_array(n, 8), *b = new_array(n, 8);
        int64_t *sa = new_array(n, 8), *sb = new_array(n, 8);
        int *c = new_array(n, 4);
        float *f = new_array(n, 4);
        uint8_t *rgb = new_array(3 * n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = ((uint64_t)next_rand() << 20) ^ next_rand();
            b[i] = i % 5 == 0 ? ~(uint64_t)0 : ((uint64_t)next_rand() << 9) - ((uint64_t)1 << 30);
            /* mix() of these sums to less than 2^31 in magnitude over 1001 elements. */
            c[i] = (int)(next_rand() % 2000001) - 1000000;
            /* Signed products below 2^62 in magnitude: no overflow. */
            sa[i] = (int64_t)(int32_t)(next_rand() << 8);
            sb[i] = i % 7 == 0 ? INT32_MIN : (int64_t)(int32_t)(next_rand() << 8);
            /* Squares of 0..15 and of 0.5, 1 and 2: the sums stay below 2^24 and the products
               are powers of two, exact in any order. */
            f[i] = i % 3 == 0 ? (float)(next_rand() % 16) : (float)(1 << (next_rand() % 3)) * 0.5f;
        }
        for (int i = 0; i < 3 * n; i++)
            rgb[i] = (uint8_t)next_rand();
        if (n > 2)
            c[n / 2] = INT32_MIN / 4, c[n - 1] = INT32_MAX / 3, rgb[3 * n - 2] = 255, rgb[3 * n - 3] = 0;
        float *g = new_array(n, 4);
        for (int i = 0; i < n; i++)
            g[i] = i % 3 == 0 ? (float)(1 << (next_rand() % 3)) * 0.5f : 1.0f;
        printf("n=%d u64: %016llx %016llx %016llx", n, (unsigned long long)sum_u64(n, a, b), (unsigned long long)prod_u64(n, a, b),
               (unsigned long long)bits_u64(n, a, b));
        printf(" %lld %lld %llu", (long long)max_i64(n, sa, sb), (long long)min_i64(n, sa, sb), (unsigned long long)max_u64(n, a, b));
        printf(" mix: %d %d %u %08x", sum_mix(n, c), min_mix(n, c), max_mix(n, c), xor_mix(n, c));
        printf(" float: %a %a %a", sum_square(n, f), max_square(n, f), prod_square(n, g));
        printf(" rgb: %u %u", sum_rgb(n, rgb), xor_rgb(n, rgb));
        printf(" narrow: %d %u %d\n", sum_halve(n, (const short *)c), or_halve(n, (const short *)c), xor_low7(n, (const signed char *)c));
        free(a), free(b), free(sa), free(sb), free(c), free(f), free(g), free(rgb);
    }
    return 0;
}
