/* Outer loops with arrays private to their iterations, indexed by an inner loop's index (so
   not made scalars): named in `#pragma omp simd private(tmp)`, or declared in the loop body
   (private by C's scoping, no pragma needed). The outlined body keeps the array as its own
   local, and its variant gives each lane a copy (per-lane stack slots, the copies interleaved),
   so the loop is vectorized across its index. An array used after the loop too is not private
   to it: that loop is not vectorized as an outer loop (the remark says why). A private array
   whose address is passed to a call keeps its loop scalar. The expected count includes three
   inner loops of the scalar epilogues that the loop vectorizer takes on its own. */
#include "harness.h"
/* vcc-test: expect-vectorized 6 */

/* Filled and read back by inner loops, in reverse order. */
void smooth_private(int n, float *restrict y, const float *restrict x) {
    float tmp[4];
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 4; k++)
            tmp[k] = x[i] * (float)(k + 1) - 0.5f;
        float s = 0;
        for (int k = 3; k >= 0; k--)
            s = s * 0.5f + tmp[k];
        y[i] = s;
    }
}

/* Declared in the body, no pragma; a uniform inner count `m` that wraps the index (m > 8
   overwrites elements), and a second inner loop with two exits. */
void body_decl(int n, int *restrict y, const int *restrict x, int m) {
    for (int i = 0; i < n; i++) {
        int w[8];
        for (int k = 0; k < m; k++)
            w[k & 7] = x[i] + k * k;
        int s = 0;
        for (int k = 0; k < m && k < 8; k++)
            s += w[k] * (k + 1);
        y[i] = s;
    }
}

/* Under a per-lane condition, with a per-lane inner count: a divergent inner loop writing the
   private array, whose elements past the count keep their initial values. */
void cond_private(int n, short *restrict y, const short *restrict x) {
#pragma omp simd
    for (int i = 0; i < n; i++) {
        short h[6] = {1, 2, 3, 4, 5, 6};
        if (x[i] > 0)
            for (int k = 0; k < x[i] % 7 && k < 6; k++)
                h[k] = (short)(h[k] * x[i] - k);
        y[i] = (short)(h[0] + h[1] * 3 + h[2] * 5 - h[3] + h[4] - h[5] * 2);
    }
}

/* `acc` is read after the loop: not private to it, so the outer loop is not vectorized. */
float after_loop(int n, float *restrict y, const float *restrict x) {
    float acc[2] = {0, 0};
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 2; k++)
            acc[k] = x[i] + (float)k;
        y[i] = acc[0] * acc[1];
    }
    return acc[0] + acc[1];
}

static void fill_pair(float *p, float v) {
    p[0] = v;
    p[1] = -v;
}

/* The private array's address goes to a call: the loop stays scalar. */
void escapes(int n, float *restrict y, const float *restrict x) {
    float t[2];
#pragma omp simd private(t)
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 1; k++)
            fill_pair(t, x[i] * (float)(k + 2));
        y[i] = t[0] - t[1] * 0.25f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *y = new_array(n, 4), *y2 = new_array(n, 4), *y3 = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yi2 = new_array(n, 4);
        short *xs = new_array(n, 2), *ys = new_array(n, 2);
        FILL(x, n, -20, 41);
        FILL(xi, n, -100, 201);
        FILL(xs, n, -30, 61);
        smooth_private(n, y, x);
        body_decl(n, yi, xi, 6);
        body_decl(n, yi2, xi, 11);
        cond_private(n, ys, xs);
        float a = after_loop(n, y2, x);
        escapes(n, y3, x);
        printf("n=%d smooth=%llx body=%llx,%llx cond=%llx after=%llx,%a esc=%llx\n", n, HASH(y, n), HASH(yi, n), HASH(yi2, n), HASH(ys, n), HASH(y2, n), a, HASH(y3, n));
        free(x), free(y), free(y2), free(y3), free(xi), free(yi), free(yi2), free(xs), free(ys);
    }
    return 0;
}
