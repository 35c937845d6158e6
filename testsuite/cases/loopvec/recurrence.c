/* vcc-test: expect-vectorized 8 */
/* First-order recurrences (`recurrence.rs`): a variable that each iteration reads and then
 * replaces, so that it holds the previous iteration's value. The vector loop splices each
 * part with the last lane of the one before; the scalar loop resumes from the last lane. */
#include "harness.h"

/* A difference filter: the update loads x[i] again after the store to y (moved before it). */
void diff_f32(float *restrict y, const float *restrict x, int n, float x0) {
    float prev = x0;
    for (int i = 0; i < n; i++) {
        y[i] = x[i] - prev;
        prev = x[i];
    }
}

/* A two-tap sum carried in a variable, the last value used after the loop. */
int pair_sum(int *restrict a, const int *restrict b, int n) {
    int t = b[0];
    for (int i = 0; i < n; i++) {
        int u = b[i + 1];
        a[i] = t + u * 3;
        t = u;
    }
    return t;
}

/* Doubles, the recurrence read twice, and a reduction beside it. */
double smooth(double *restrict out, const double *restrict in, int n) {
    double last = 0.5;
    long positive = 0;
    for (int i = 0; i < n; i++) {
        double v = in[i] * 2.0;
        out[i] = (v + last) * 0.5 - last * 0.25;
        positive += v > 0;
        last = v;
    }
    return (double)positive + last;
}

/* Delta encoding through pointers that walk, as compressors write it. */
void delta_encode(unsigned *restrict dst, const unsigned *restrict src, unsigned n) {
    unsigned prev = 0;
    while (n--) {
        unsigned cur = *src++;
        *dst++ = cur - prev;
        prev = cur;
    }
}

/* Not vectorized yet: a second-order filter, `p2` carrying the other recurrence `p1` (LLVM
 * does not do it either). */
void three_tap(long *restrict y, const long *restrict x, int n) {
    long p1 = 1, p2 = 2;
    for (int i = 0; i < n; i++) {
        long cur = x[i];
        y[i] = cur + 2 * p1 + p2;
        p2 = p1;
        p1 = cur;
    }
}

/* A recurrence on a comparison's result (mask lanes as 0/1 values). */
void rising(int *restrict flags, const int *restrict a, int n) {
    int was = 0;
    for (int i = 0; i < n; i++) {
        int up = a[i] > 0;
        flags[i] = up * 2 + was;
        was = up;
    }
}

/* Not vectorized: the new value depends on the old one (neither a recurrence nor a
 * reduction). */
void running(float *restrict y, const float *restrict x, int n) {
    float s = 1;
    for (int i = 0; i < n; i++) {
        y[i] = s;
        s = x[i] * 0.5f + s * 0.25f;
    }
}

/* Not vectorized: the value is replaced only on some iterations. */
void hold(int *restrict y, const int *restrict x, int n) {
    int held = 0;
    for (int i = 0; i < n; i++) {
        y[i] = held;
        if (x[i] > 10)
            held = x[i];
    }
}

/* Global arrays: the update (`t = gc[i]`) is loaded after the store to `ga`, through the
 * arrays' addresses, which move with it; distinct arrays, so the load may come first. */
#define GN 1000
float ga[GN], gb[GN], gc[GN];
void carried_global(int n) {
    float t = 0.0f;
    for (int i = 0; i < n; i++) {
        float u = gb[i] + t;
        ga[i] = u * 0.5f;
        t = gc[i];
    }
}

/* The same through a local array (its address is a stack slot's). */
unsigned long long carried_local(const int *restrict x, int n) {
    int buf[GN], out[GN];
    int m = n < GN ? n : GN;
    for (int i = 0; i < m; i++)
        buf[i] = x[i] * 7;
    int t = 3;
    for (int i = 0; i < m; i++) {
        out[i] = t - x[i];
        t = buf[i];
    }
    return HASH(out, m);
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *xf = new_array(n, sizeof(float)), *yf = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n + 1, sizeof(int));
        double *in = new_array(n, sizeof(double)), *out = new_array(n, sizeof(double));
        unsigned *us = new_array(n, sizeof(unsigned)), *ud = new_array(n, sizeof(unsigned));
        long *xl = new_array(n, sizeof(long)), *yl = new_array(n, sizeof(long));
        int *fl = new_array(n, sizeof(int)), *hy = new_array(n, sizeof(int));
        FILL(xf, n, -1000, 2000);
        FILL(b, n + 1, -50000, 100000);
        FILL(in, n, -1000, 2000);
        FILL(us, n, 0, 1 << 30);
        FILL(xl, n, -100000, 200000);
        diff_f32(yf, xf, n, 0.25f);
        int t = pair_sum(a, b, n);
        double sm = smooth(out, in, n);
        delta_encode(ud, us, (unsigned)n);
        three_tap(yl, xl, n);
        rising(fl, b, n);
        printf("n=%d %d %.17g %llx %llx %llx %llx %llx %llx\n", n, t, sm, HASH(yf, n), HASH(a, n), HASH(out, n),
               HASH(ud, n), HASH(yl, n), HASH(fl, n));
        running(yf, xf, n);
        hold(hy, b, n);
        printf("  %llx %llx\n", HASH(yf, n), HASH(hy, n));
        int g = n < GN ? n : GN;
        for (int i = 0; i < g; i++)
            gb[i] = xf[i], gc[i] = xf[g - 1 - i] * 3.0f;
        carried_global(g);
        printf("  %llx %llx\n", HASH(ga, g), carried_local(b, n));
        free(xf), free(yf), free(a), free(b), free(in), free(out), free(us), free(ud), free(xl), free(yl), free(fl), free(hy);
    }
    return 0;
}
