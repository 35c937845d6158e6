/* vcc-test: expect-vectorized 4 */
/* `__builtin_prefetch` in a loop (zstd, libdeflate): a hint with no effect on what the program
 * computes. The vector loop issues it once per part, for the part's first lane, so a VF-wide
 * part asks for the line it would have asked for on its first iteration. */
#include "harness.h"

/* Prefetch a fixed distance ahead of a pointer that walks. */
void scale_ahead(float *restrict dst, const float *restrict src, int n, float k) {
    for (int i = 0; i < n; i++) {
        __builtin_prefetch(src + i + 64);
        dst[i] = src[i] * k;
    }
}

/* With the write and locality arguments, on a store's address. */
void add_ahead(int *restrict a, const int *restrict b, int n) {
    for (int i = 0; i < n; i++) {
        __builtin_prefetch(&a[i + 32], 1, 0);
        a[i] += b[i];
    }
}

/* A reduction, prefetching through a pointer induction. */
long sum_ahead(const int *p, int n) {
    long s = 0;
    for (const int *end = p + n; p != end; p++) {
        __builtin_prefetch(p + 16, 0, 3);
        s += *p;
    }
    return s;
}

/* Under a condition: the hint may run on every lane. */
void clamp_ahead(short *restrict a, int n) {
    for (int i = 0; i < n; i++) {
        if (a[i] > 100) {
            __builtin_prefetch(a + i + 64);
            a[i] = 100;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s = new_array(n, sizeof(short));
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s, n, 0, 300);
        scale_ahead(g, f, n, 0.75f);
        add_ahead(a, b, n);
        long r = sum_ahead(b, n);
        clamp_ahead(s, n);
        printf("n=%d %ld %llx %llx %llx\n", n, r, HASH(g, n), HASH(a, n), HASH(s, n));
        free(f), free(g), free(a), free(b), free(s);
    }
    return 0;
}
