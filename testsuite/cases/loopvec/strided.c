/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
void every_other(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++)
        a[i] = b[2 * i] - 1;
}

void spread3(int n, float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        a[3 * i] = b[i] + 0.5f;
}

long sum_stride4(int n, const int *a) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[4 * i];
    return s;
}

/* The arrays hold exactly the elements the scalar loops touch, so a wide load or store that
   reaches past the last one fails under -fsanitize=address. */
static int span(int n, int stride) {
    return n > 0 ? stride * (n - 1) + 1 : 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b2 = new_array(span(n, 2), 4), *b4 = new_array(span(n, 4), 4);
        float *fa = new_array(span(n, 3), 4), *fb = new_array(n, 4);
        /* Zeroed first: otherwise gcc -O2 warns (-Wmaybe-uninitialized) that the kernels, once
           vectorized and no longer inlined, may read the arrays before FILL wrote them. */
        memset(b2, 0, (size_t)span(n, 2) * 4);
        memset(b4, 0, (size_t)span(n, 4) * 4);
        memset(fb, 0, (size_t)n * 4);
        FILL(b2, span(n, 2), -1000, 2000);
        FILL(b4, span(n, 4), -1000, 2000);
        FILL(fb, n, -1000, 2000);
        memset(fa, 0, (size_t)span(n, 3) * 4);
        every_other(n, a, b2);
        spread3(n, fa, fb);
        printf("n=%d stride2=%llx stride3=%llx sum4=%ld\n", n, HASH(a, n), HASH(fa, span(n, 3)), sum_stride4(n, b4));
        free(a), free(b2), free(b4), free(fa), free(fb);
    }
    return 0;
}
