/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Pointer parameters that may alias, into one array at a run-time offset k from each other
   (memmove-like shifts, in-place filters). The runtime check passes when the ranges do not
   overlap, or else when each pair of accesses (one writing) is apart by a distance the vector
   loop keeps in order: the later access in program order behind the earlier one, or at least
   VF·UF iterations ahead (LLVM's "diff checks"). Every kernel runs at every offset from -40 to
   40 elements, so both the vector loop (src at or after dst) and the scalar fallback run. */
void shift_f32(int n, float *dst, const float *src) {
    for (int i = 0; i < n; i++)
        dst[i] = src[i] * 0.5f + 1.0f;
}

/* Two loads on the same base as the store's pointer (unsigned: a recurrence for k = -1). */
void smooth_u32(int n, unsigned *dst, const unsigned *src) {
    for (int i = 0; i < n; i++)
        dst[i] = src[i] + src[i + 1];
}

/* The store comes first in program order: safe where the load is behind it. */
void store_then_load(int n, short *dst, const short *src, int *restrict out) {
    for (int i = 0; i < n; i++) {
        dst[i] = (short)(i * 3);
        out[i] = src[i] + 1;
    }
}

/* Two stores and a load over three pointers. */
void two_outputs(int n, double *d1, double *d2, const double *src) {
    for (int i = 0; i < n; i++) {
        double v = src[i];
        d1[i] = v * 2.0;
        d2[i] = v - 1.0;
    }
}

/* Counting down: the order the vector loop keeps is mirrored. */
void shift_down(int n, long long *dst, const long long *src) {
    for (int i = n - 1; i >= 0; i--)
        dst[i] = src[i] ^ (long long)i;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int len = n + 90;
        float *f = new_array(len, sizeof(float));
        int *a = new_array(len, sizeof(int)), *out = new_array(len, sizeof(int));
        unsigned *u = new_array(len, sizeof(unsigned));
        short *s = new_array(len, sizeof(short));
        double *d = new_array(len, sizeof(double));
        long long *q = new_array(len, sizeof(long long));
        unsigned long long h = 0;
        for (int k = -40; k <= 40; k++) {
            FILL(a, len, -1000, 2000);
            FILL(s, len, -1000, 2000);
            FILL(out, len, 0, 1);
            FILL(u, len, 0, 1 << 30);
            for (int i = 0; i < len; i++)
                f[i] = (float)a[i] * 0.25f, d[i] = (double)s[i] * 0.5, q[i] = (long long)a[i] * 77;
            int lo = 44, hi = 44 + k; /* dst at lo, src at lo + k */
            shift_f32(n, f + lo, f + hi);
            smooth_u32(n, u + lo, u + hi);
            store_then_load(n, s + lo, s + hi, out);
            two_outputs(n, d + lo, d + lo + k / 2, d + hi);
            shift_down(n, q + lo, q + hi);
            h = h * 31 + HASH(f, len) + HASH(a, len) * 3 + HASH(s, len) * 5 + HASH(out, len) * 7 + HASH(d, len) * 11;
            h = h * 31 + HASH(q, len) + HASH(u, len) * 13;
        }
        printf("n=%d %llx\n", n, h);
        free(f), free(a), free(out), free(s), free(d), free(q), free(u);
    }
    return 0;
}
