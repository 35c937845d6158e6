/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] * *scale;
}

void scale_by_global(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] * factor + 1;
}

void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    for (int i = 0; i < n; i++)
        a[i] = b[i] * k[0] + k[1];
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
void store_last(int n, int *restrict out, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *out = a[i] + i;
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
