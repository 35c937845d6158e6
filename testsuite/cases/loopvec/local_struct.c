/* vcc-test: expect-vectorized 2 */
/* Structs local to a function, their members scalars before the loop vectorizer
 * (`transform/split_records.rs`): a point built in each iteration, and a span holding the
 * loop's pointers and bound. A struct whose address is passed on stays in memory. */
#include "harness.h"

void norms(float *restrict a, const float *restrict b, const float *restrict c, int n) {
    struct point {
        float x, y;
    };
    for (int i = 0; i < n; i++) {
        struct point p = { b[i], c[i] };
        a[i] = p.x * p.x + p.y * p.y;
    }
}

void axpy_span(float *dst, const float *src, float s, int n) {
    struct span {
        float *dst;
        const float *src;
        int len;
    } sp = { dst, src, n };
    for (int i = 0; i < sp.len; i++)
        sp.dst[i] = sp.src[i] * s + sp.dst[i];
}

struct acc {
    int lo, hi;
};
static void __attribute__((noinline)) widen(struct acc *a, int v) {
    if (v < a->lo)
        a->lo = v;
    if (v > a->hi)
        a->hi = v;
}

/* Its address goes to a call: kept in memory, the loop stays scalar. */
int range(const int *x, int n) {
    struct acc a = { 1 << 30, -(1 << 30) };
    for (int i = 0; i < n; i++)
        widen(&a, x[i]);
    return a.hi - a.lo;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float)), *c = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int));
        FILL(b, n, -50, 100);
        FILL(c, n, -50, 100);
        FILL(x, n, -1000, 2000);
        norms(a, b, c, n);
        unsigned long long h1 = HASH(a, n);
        axpy_span(a, b, 0.5f, n);
        printf("n=%d %llx %llx %d\n", n, h1, HASH(a, n), range(x, n));
        free(a);
        free(b);
        free(c);
        free(x);
    }
    return 0;
}
