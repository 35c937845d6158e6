/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] * b[i] + 1.5f;
}

void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = a[i] / b[i];
}

void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++)
        c[i] = x * a[i] - y * b[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *d = new_array(n, 4);
        FILL(a, n, -500, 1000);
        FILL(b, n, 1, 999);
        for (int i = 0; i < n; i++)
            a[i] *= 0.37f;
        muladd_f32(n, c, a, b);
        div_f32(n, d, a, b);
        unsigned long long h1 = HASH(c, n), h2 = HASH(d, n);
        axpby_f32(n, 1.25f, -3.5f, c, a, b);
        printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, h1, h2, HASH(c, n));
        free(a), free(b), free(c), free(d);
    }
    return 0;
}
