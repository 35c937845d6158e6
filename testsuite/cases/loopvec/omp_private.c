/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* `#pragma omp simd private(t)`: `t`, declared before the loop, is a fresh variable in each
   iteration. Written before it is read in every iteration, it carries nothing from one
   iteration to the next once it is in a register, so the loop is vectorized; with a
   `reduction` clause too; and under a condition, where each iteration still sets `t` before
   reading it. A private local array whose every access has a constant index gets one scalar
   per element (`transform/private_arrays.rs`), so it vectorizes like `t`: `pairs_private`,
   `select_private` (four floats set and read under a condition), and `body_array` (declared
   in the body, so private by C's scoping, its initializer read before the body's conditional
   store). `escape_private` passes its array to a call and `outside_private` writes it before
   the loop: both stay scalar, with a remark naming the array. `carry_array` has no pragma, its
   array carries a value from one iteration to the next and is read after the loop: untouched,
   as before. */
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

void select_private(int n, float *restrict y, const float *restrict x) {
    float w[4];
#pragma omp simd private(w)
    for (int i = 0; i < n; i++) {
        w[0] = x[i] * 0.25f;
        w[3] = 1.5f;
        if (x[i] > 2.0f) {
            w[1] = x[i] - 2.0f;
            w[2] = w[0] + w[3];
        } else {
            w[1] = 2.0f - x[i];
            w[2] = w[0] - w[3];
        }
        y[i] = x[i] > 0.0f ? w[1] * w[2] : w[2] + w[3];
    }
}

void body_array(int n, int *restrict y, const int *restrict x) {
    for (int i = 0; i < n; i++) {
        int c[3] = {x[i], 1, 2};
        if (x[i] & 1)
            c[1] = 5;
        y[i] = c[0] * c[1] + c[2];
    }
}

static void split2(int *p, int v) {
    p[0] = v + 1;
    p[1] = v - 1;
}

void escape_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        split2(tmp, x[i]);
        y[i] = tmp[0] * tmp[1];
    }
}

void outside_private(int n, int *restrict y, const int *restrict x) {
    int tmp[2];
    tmp[1] = 0;
#pragma omp simd private(tmp)
    for (int i = 0; i < n; i++) {
        tmp[0] = x[i] + 1;
        tmp[1] = x[i] - 1;
        y[i] = tmp[0] * tmp[1];
    }
}

int carry_array(int n, int *restrict y, const int *restrict x) {
    int last[2] = {0, 7};
    for (int i = 0; i < n; i++) {
        y[i] = x[i] + last[0] * last[1];
        last[0] = x[i];
    }
    return last[0];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *z = new_array(n, 4), *y = new_array(n, 4);
        int *xi = new_array(n, 4), *yi = new_array(n, 4), *yp = new_array(n, 4);
        float *ys = new_array(n, 4);
        int *yb = new_array(n, 4), *ye = new_array(n, 4), *yo = new_array(n, 4), *yc = new_array(n, 4);
        FILL(x, n, -20, 41);
        FILL(z, n, -3, 7);
        FILL(xi, n, -100, 201);
        poly_private(n, y, x);
        clamp_private(n, yi, xi, -7);
        pairs_private(n, yp, xi);
        printf("n=%d poly=%llx dot=%a clamp=%llx pairs=%llx\n", n, HASH(y, n), dot_private(n, x, z), HASH(yi, n), HASH(yp, n));
        select_private(n, ys, x);
        body_array(n, yb, xi);
        escape_private(n, ye, xi);
        outside_private(n, yo, xi);
        int carried = carry_array(n, yc, xi);
        printf("  select=%llx body=%llx escape=%llx outside=%llx carry=%llx last=%d\n", HASH(ys, n), HASH(yb, n), HASH(ye, n), HASH(yo, n), HASH(yc, n), carried);
        free(ys), free(yb), free(ye), free(yo), free(yc);
        free(x), free(z), free(y), free(xi), free(yi), free(yp);
    }
    return 0;
}
