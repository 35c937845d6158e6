/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* `#pragma omp simd private(t)`: `t`, declared before the loop, is a fresh variable in each
   iteration. Written before it is read in every iteration, it carries nothing from one
   iteration to the next once it is in a register, so the loop is vectorized; with a
   `reduction` clause too; and under a condition, where each iteration still sets `t` before
   reading it. The last loop's private array `tmp` stays in memory: vcc does not privatize it
   (the remark names the dependence), and the loop stays scalar. */
void poly_private(int n, float *restrict y, const float *restrict x) {
    float t;
#pragma omp simd private(t)
    for (int i = 0; i < n; i++) {
        t = x[i] * 0.5f - 1.0f;
        y[i] = t * t + t;
    }
}

float dot_private(int n, const float *restrict x, const float *restrict z) {
    float s = 0, t;
#pragma omp simd reduction(+ : s) private(t)
    for (int i = 0; i < n; i++) {
        t = x[i] - z[i];
        s += t * t;
    }
    return s;
}

void clamp_private(int n, int *restrict y, const int *restrict x, int lo) {
    int t;
#pragma omp simd private(t)
    for (int i = 0; i < n; i++) {
        if (x[i] < lo)
            t = lo;
        else
            t = x[i];
        y[i] = t * 3;
    }
}

void pairs_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        tmp[0] = x[i] + 1;
        tmp[1] = x[i] - 1;
        y[i] = tmp[0] * tmp[1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *z = new_array(n, 4), *y = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yp = new_array(n, 4);
        FILL(x, n, -20, 41);
        FILL(z, n, -3, 7);
        FILL(xi, n, -100, 201);
        poly_private(n, y, x);
        clamp_private(n, yi, xi, -7);
        pairs_private(n, yp, xi);
        printf("n=%d poly=%llx dot=%a clamp=%llx pairs=%llx\n", n, HASH(y, n), dot_private(n, x, z), HASH(yi, n), HASH(yp, n));
        free(x), free(z), free(y), free(xi), free(yi), free(yp);
    }
    return 0;
}
