/* Loops that call variants with aligned parameters (`aligned(p:32)`: the `a32` in
   `_ZGVdN8l4a32u_scale`), whose bodies read and write through p with aligned vector accesses.
   The loop passes lane 0's pointer: `a + i` and `&a[i]` move by 8 floats (32 bytes) per vector
   of 8 lanes (16 floats per 16 lanes on avx512), so they stay aligned when they start aligned;
   the guard tests the start and runs the scalar loop otherwise. A uniform aligned pointer
   (`poly`'s table) is tested once. main runs every loop from 32-byte aligned starts (the vector
   loops call the variants: see the golden and the remarks) and from starts one element off (a
   misaligned start that the guard must send to the scalar loop: an aligned load through it
   would fault), over odd and even trip counts. Variants calling variants: `twice` passes its own
   aligned `q` on, which the shapes prove aligned, so its variant calls scale's aligned variant;
   `shifted` passes `q + 1`, not aligned, so each of its lanes calls `scale`. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 6 sse4.2=1 sse2=1 neon=1 */

#pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch
float scale(const float *p, float k) {
    return p[0] * k + 1.0f;
}

/* A variant without a result, called for its store through the aligned pointer. */
#pragma omp declare simd uniform(k) linear(p) aligned(p:32) notinbranch
void bump(float *p, float k) {
    p[0] = p[0] * k - 2.0f;
}

/* A uniform aligned table, read at fixed offsets. */
#pragma omp declare simd uniform(c) aligned(c:32) notinbranch
float poly(const float *c, float x) {
    return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

#pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch
float twice(const float *q, float k) {
    return scale(q, k) * 0.5f + scale(q, -k);
}

#pragma omp declare simd uniform(k) linear(q) aligned(q:32) notinbranch
float shifted(const float *q, float k) {
    return scale(q + 1, k) - q[0];
}

void scale_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = scale(a + i, k);
}

void scale_addr(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = scale(&a[i], k) - 0.5f;
}

void bump_all(float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        bump(a + i, k);
}

void poly_all(float *out, const float *c, const float *x, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = poly(c, x[i]);
}

void twice_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = twice(a + i, k);
}

/* Reads a[i + 1]: one iteration fewer. */
void shifted_all(float *out, const float *a, float k, int n) {
#pragma omp simd
    for (int i = 0; i < n - 1; i++)
        out[i] = shifted(a + i, k);
}

static unsigned long digest(const float *v, int n) {
    unsigned long h = 0;
    for (int i = 0; i < n; i++)
        h = h * 1000003u + (unsigned long)(long)(v[i] * 64.0f);
    return h;
}

int main(void) {
    int sizes[] = {0, 1, 7, 8, 9, 17, 31, 33, 1003};
    float *c = aligned_alloc(32, 64 * sizeof(float));
    for (int i = 0; i < 64; i++)
        c[i] = 0.25f * (i % 7) - 0.5f;
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        /* Room for a start one element off; a multiple of 32 bytes for aligned_alloc. */
        size_t bytes = ((n + 1) * sizeof(float) + 31) / 32 * 32;
        float *a = aligned_alloc(32, bytes), *out = aligned_alloc(32, bytes);
        for (int off = 0; off <= 1; off++) {
            for (int i = 0; i <= n; i++)
                a[i] = (i % 13) * 0.5f - 3.0f;
            scale_all(out, a + off, 1.5f, n);
            printf("n=%d off=%d scale %lu", n, off, digest(out, n));
            scale_addr(out, a + off, -2.0f, n);
            printf(" addr %lu", digest(out, n));
            bump_all(a + off, 0.75f, n);
            printf(" bump %lu", digest(a, n + 1));
            poly_all(out, c + off, a + off, n);
            printf(" poly %lu", digest(out, n));
            twice_all(out, a + off, 1.25f, n);
            printf(" twice %lu", digest(out, n));
            shifted_all(out, a + off, 3.0f, n);
            printf(" shifted %lu\n", digest(out, n > 0 ? n - 1 : 0));
        }
        free(a);
        free(out);
    }
    free(c);
    return 0;
}
