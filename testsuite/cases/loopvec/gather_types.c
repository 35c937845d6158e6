/* vcc-test: expect-vectorized generic=8 avx2=8 avx512=8 neon=8 */
#include "harness.h"

/* Gathers `b[idx[i]]` of every element type (AVX2 gather instructions for 32- and 64-bit
   elements, per lane otherwise), with int, unsigned char and long indices, from a global
   array, in a reduction; strided loads and stores (constant indices) with positive and
   negative strides; and the scatters that stay scalar, with the reason. */
static float table[64];

void gather_i8(int n, signed char *restrict a, const signed char *restrict b, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[i] = (signed char)(b[idx[i]] + 1);
}

void gather_u16(int n, unsigned short *restrict a, const unsigned short *restrict b, const unsigned char *restrict idx) {
    for (int i = 0; i < n; i++)
        a[i] = (unsigned short)(b[idx[i]] * 2u);
}

void gather_double(int n, double *restrict a, const double *restrict b, const long *restrict idx) {
    for (int i = 0; i < n; i++)
        a[i] = b[idx[i]] + 0.25;
}

void gather_global(int n, float *restrict a, const unsigned char *restrict idx) {
    for (int i = 0; i < n; i++)
        a[i] = table[idx[i] & 63] * 3.0f;
}

long long gather_sum(int n, const long long *b, const int *idx) {
    long long s = 0;
    for (int i = 0; i < n; i++)
        s += b[idx[i]];
    return s;
}

/* Reads b[3*(n-1-i)]: stride -3 elements. */
void stride_down(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[3 * (n - 1 - i)] + i;
}

/* A store with stride 2 of doubles, a load with stride 2 of shorts. */
void stride_store(int n, double *restrict a, const short *restrict b) {
    for (int i = 0; i < n; i++)
        a[2 * i] = b[2 * i] * 0.5;
}

/* A non-unit step: i += 2 touches every other element. */
void step_two(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i += 2)
        a[i] = b[i] + 1.0f;
}

/* Two iterations may store to one element: stays scalar. */
void scatter_add(int n, int *restrict a, const int *restrict idx) {
    for (int i = 0; i < n; i++)
        a[idx[i]] += 1;
}

int main(void) {
    int n;
    for (int k = 0; k < 64; k++)
        table[k] = (float)(k * 7 % 13) - 6.0f;
    FOR_EACH_COUNT(n) {
        int m = n > 0 ? n : 1;
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        long long *l = new_array(n, 8);
        int *idx = new_array(n, 4), *i1 = new_array(n, 4), *i3 = new_array(3 * n, 4);
        unsigned char *uidx = new_array(n, 1);
        long *lidx = new_array(n, 8);
        double *d3 = new_array(2 * n, 8);
        short *s3 = new_array(2 * n, 2);
        int *bins = new_array(m, 4);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(l, n, -100000, 200000);
        FILL(idx, n, 0, m);
        FILL(uidx, n, 0, n < 256 ? m : 256);
        FILL(lidx, n, 0, m);
        FILL(i3, 3 * n, -1000, 2000);
        FILL(s3, 2 * n, -30000, 60000);
        FILL(d3, 2 * n, 0, 1);
        FILL(f1, n, 0, 1);
        for (int k = 0; k < m; k++)
            bins[k] = 0;
        gather_i8(n, c1, c2, idx);
        gather_u16(n, u1, u2, uidx);
        gather_double(n, d1, d2, lidx);
        printf("n=%d %llx %llx %llx", n, HASH(c1, n), HASH(u1, n), HASH(d1, n));
        gather_global(n, f2, uidx);
        stride_down(n, i1, i3);
        stride_store(n, d3, s3);
        step_two(n, f1, f2);
        scatter_add(n, bins, idx);
        printf(" %llx sum=%lld %llx %llx %llx %llx\n", HASH(f2, n), gather_sum(n, l, idx), HASH(i1, n), HASH(d3, 2 * n),
               HASH(f1, n), HASH(bins, m));
        free(c1), free(c2), free(u1), free(u2), free(d1), free(d2), free(f1), free(f2), free(l), free(idx);
        free(i1), free(i3), free(uidx), free(lidx), free(d3), free(s3), free(bins);
    }
    return 0;
}
