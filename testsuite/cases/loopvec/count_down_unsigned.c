/* vcc-test: expect-vectorized generic=7 avx2=7 sse4.2=7 sse2=6 neon=6 */
/* Loops counted by an unsigned count that goes down to zero, as C libraries write them
 * (zlib, lz4): `if (n) do { ... } while (--n);` and `while (n--)`. The count wraps in its own
 * type: `--n != 0` stops after n0 iterations for n0 >= 1, and after 2^bits iterations for
 * n0 == 0 (which these callers never pass, so the kernels test it first). With a step of one
 * toward a `!=` bound the count is exact modulo 2^bits; vcc computes it as a wide integer and
 * runs the vector loop only when that is in range. */
#include "harness.h"

/* A sum of bytes through a pointer that walks, 32-bit count. */
unsigned sum_bytes(const unsigned char *buf, unsigned len) {
    unsigned s = 0;
    if (len)
        do {
            s += *buf++;
        } while (--len);
    return s;
}

/* A copy with negation, 64-bit count, the count used after the loop. */
size_t negate_copy(float *restrict dst, const float *restrict src, size_t n) {
    size_t done = 0;
    if (n != 0) {
        do {
            *dst++ = -*src++;
            done++;
        } while (--n != 0);
    }
    return done + n;
}

/* `while (n--)`: the test reads the count before the decrement. */
void scale_while(int *restrict a, const int *restrict b, unsigned n, int k) {
    while (n--)
        *a++ = *b++ * k;
}

/* A 16-bit count: 2^16 iterations for n0 == 0 would run off these arrays, so the caller
 * never passes 0; the count is still computed in the count's own width. */
void add_u16(short *restrict a, const short *restrict b, unsigned short n) {
    if (n)
        do {
            *a++ += *b++;
        } while (--n);
}

/* The count also indexes the arrays from the top (`a[n - 1]`), counting down. */
long dot_down(const int *a, const int *b, unsigned long n) {
    long s = 0;
    if (n)
        do {
            s += (long)a[n - 1] * b[n - 1];
        } while (--n);
    return s;
}

/* An up-counting unsigned index compared with `!=`. */
unsigned sum_up_ne(const unsigned *a, unsigned lo, unsigned hi) {
    unsigned s = 0;
    for (unsigned i = lo; i != hi; i++)
        s += a[i] * 3;
    return s;
}

/* No guard: an 8-bit count of 0 runs 256 times, which the vector loop must leave to the
 * scalar loop (its count, -1 as a wide integer, runs no vector iteration). */
int sum_u8_count(const int *a, unsigned char n) {
    int s = 0;
    do {
        s += *a++ ^ n;
    } while (--n);
    return s;
}

int main(void) {
    int big[256];
    FILL(big, 256, -1000, 2000);
    for (int c = 0; c < 256; c += 5)
        printf("u8 count %d: %d\n", c, sum_u8_count(big, (unsigned char)c));
    printf("u8 count 255: %d\n", sum_u8_count(big, 255));

    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *bytes = new_array(n, 1);
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s16 = new_array(n, sizeof(short)), *t16 = new_array(n, sizeof(short));
        unsigned *u = new_array(n, sizeof(unsigned));
        FILL(bytes, n, 0, 256);
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s16, n, -30000, 60000);
        FILL(t16, n, -30000, 60000);
        FILL(u, n, 0, 1 << 30);
        unsigned r1 = sum_bytes(bytes, (unsigned)n);
        size_t r2 = negate_copy(g, f, (size_t)n);
        long r5 = dot_down(a, b, (unsigned long)n);
        unsigned r6 = sum_up_ne(u, (unsigned)(n / 3), (unsigned)n);
        scale_while(a, b, (unsigned)n, 7);
        if (n)
            add_u16(s16, t16, (unsigned short)n);
        printf("n=%d %u %zu %ld %u %llx %llx %llx\n", n, r1, r2, r5, r6, HASH(g, n), HASH(a, n), HASH(s16, n));
        free(bytes), free(f), free(g), free(a), free(b), free(s16), free(t16), free(u);
    }
    return 0;
}
