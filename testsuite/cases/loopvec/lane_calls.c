/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=5 neon=5 sse2=5 */
#include "harness.h"

/* Calls of functions without vector variants in loops under `#pragma omp simd` or
   `#pragma simd vec-function`: the pragma lets the iterations run as SIMD lanes, so the loop
   is vectorized and each vector iteration calls the function once per lane, in lane order,
   only for the lanes whose iteration makes the call. The functions write down every call (the
   iteration and its argument) in `trace`, whose hash main prints: a call out of order, a call
   of an inactive lane (under a condition, or past the end in a masked remainder) or a missing
   one prints another hash. Covered: a result used in the loop, a call returning nothing, a
   call under a condition, a pointer argument (the callee reads and writes the element the
   loop just stored), a double argument and a result not used, an external function of the C
   library (`rand`, whose sequence of values shows the order of the calls), and the same call
   without a pragma, where its unknown effects keep the loop scalar. */

static int trace[8192];
static int traced;

static void log_call(int what) {
    if (traced < 8192)
        trace[traced++] = what;
}

float scaled(float x, int i) {
    log_call(i);
    return x * 0.5f + (float)(i & 7);
}

void note(int i, float x) {
    log_call(i * 4 + (x > 0.0f));
}

int counted(double d, int i) {
    log_call((int)d + i);
    return i;
}

void bump(float *p, int i) {
    log_call(-i);
    *p = *p * 2.0f + (float)i;
}

void use_result(int n, float *restrict y, const float *restrict x) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        y[i] = scaled(x[i] * 3.0f + 1.0f, i) * x[i] - x[i] * x[i] * 0.25f;
}

void cond_void(int n, float *restrict y, const float *restrict x, float t) {
#pragma simd vec-function
    for (int i = 0; i < n; i++) {
        float v = x[i] * x[i] - 3.0f * x[i] + 1.0f;
        if (v > t)
            note(i, x[i]);
        y[i] = v * 0.5f + x[i];
    }
}

void pointer_arg(int n, float *restrict y, const float *restrict x) {
#pragma omp simd
    for (int i = 0; i < n; i++) {
        y[i] = x[i] * 4.0f - 1.0f + x[i] * x[i];
        if (i % 3 == 1)
            bump(&y[i], i);
    }
}

void unused_double(int n, double *restrict y, const double *restrict x) {
#pragma omp simd
    for (int i = 0; i < n; i++) {
        double d = x[i] * 1.5 + 2.0 * x[i] * x[i];
        counted(d, i);
        y[i] = d - x[i];
    }
}

void library_call(int n, int *restrict y, const int *restrict x) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        y[i] = x[i] * 3 + (x[i] ^ 5) * 7 + rand() % 11;
}

/* No pragma: `scaled` writes `trace`, which the loop does not know; the loop stays scalar. */
void no_pragma(int n, float *restrict y, const float *restrict x) {
    for (int i = 0; i < n; i++)
        y[i] = scaled(x[i] * 3.0f + 1.0f, i) * x[i] - x[i] * x[i] * 0.25f;
}

static unsigned long long trace_hash(void) {
    unsigned long long h = HASH(trace, traced) ^ (unsigned long long)traced;
    traced = 0;
    return h;
}

int main(void) {
    int n;
    srand(7);
    FOR_EACH_COUNT(n) {
        float *x = new_array(n, 4), *y = new_array(n, 4);
        double *xd = new_array(n, 8), *yd = new_array(n, 8);
        int *xi = new_array(n, 4), *yi = new_array(n, 4);
        FILL(x, n, -20, 41);
        FILL(xi, n, -100, 201);
        for (int i = 0; i < n; i++)
            xd[i] = x[i] * 0.75;
        use_result(n, y, x);
        printf("n=%d use_result %llx %llx\n", n, HASH(y, n), trace_hash());
        cond_void(n, y, x, 40.0f);
        printf("n=%d cond_void %llx %llx\n", n, HASH(y, n), trace_hash());
        pointer_arg(n, y, x);
        printf("n=%d pointer_arg %llx %llx\n", n, HASH(y, n), trace_hash());
        unused_double(n, yd, xd);
        printf("n=%d unused_double %llx %llx\n", n, HASH(yd, n), trace_hash());
        library_call(n, yi, xi);
        printf("n=%d library_call %llx\n", n, HASH(yi, n));
        no_pragma(n, y, x);
        printf("n=%d no_pragma %llx %llx\n", n, HASH(y, n), trace_hash());
        free(x), free(y), free(xd), free(yd), free(xi), free(yi);
    }
    return 0;
}
