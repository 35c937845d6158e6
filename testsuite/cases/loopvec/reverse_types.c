/* vcc-test: expect-vectorized generic=8 avx2=8 neon=8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = (signed char)(b[n - 1 - i] + 3);
}

void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    for (int i = 0; i < n; i++)
        a[n - 1 - i] = (unsigned short)(b[i] * 3u);
}

void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[n - 1 - i] - 7;
}

void rev_double(int n, double *restrict a, const double *restrict b) {
    for (int i = n - 1; i >= 0; i--)
        a[i] = b[i] * 0.5 + 1.0;
}

void rev_both_float(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[n - 1 - i] = b[n - 1 - i] - 2.0f;
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
void rev_iota(int n, int *restrict a) {
    for (int i = n - 1; i >= 0; i--)
        a[i] = i * 5;
}

/* A pointer walking down. */
void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    const unsigned char *p = src + n;
    for (int i = 0; i < n; i++)
        dst[i] = (unsigned char)(*--p ^ 0x5a);
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

long long rev_sum(int n, const short *a) {
    long long s = 0;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * (long long)(i + 1);
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
