/* AVX-512's masked variants take their mask as an integer, one bit per lane (the x86-64 vector
   function ABI passes it in a general register): vcc's 'e' variants make their vector mask from
   the bits, and vcc's callers pass them: the loop vectorizer (a call under a condition), and a
   variant calling another under a varying branch. main calls the 'e' variants by ABI name with
   integer masks whose bits above the lanes are set (they must not count), as gcc's code would:
   in the original build the variants are gcc's, in vcc's builds vcc's. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 2 */

/* Weak: vcc's generic and avx2 targets make no 'e' variants (main then calls the scalar ones);
   declared before vcc's avx512 output defines them, where a later weak declaration is ignored. */
__attribute__((weak)) v16f _ZGVeM16vu_shape(v16f, float, unsigned);
__attribute__((weak)) v8d _ZGVeM8v_half(v8d, unsigned);
__attribute__((weak)) v32s _ZGVeM32v_bump(v32s, unsigned);

#pragma omp declare simd
float sq(float x) {
    return x * x;
}

#pragma omp declare simd uniform(lim)
float shape(float x, float lim) {
    float r = x + 1.0f;
    if (x > lim)
        r = sq(x - lim) + 0.5f;
    return r;
}

#pragma omp declare simd inbranch
double half(double d) {
    return d > 10.0 ? d * 0.5 : d - 1.0;
}

/* 32 lanes: a mask of 32 bits, whose vector form no register holds (the generic lowering). */
#pragma omp declare simd inbranch
short bump(short s) {
    return s < 100 ? (short)(s * 3) : (short)(s - 7);
}

float xs[203], ys[203];
double ds[203], es[203];

void some_shapes(int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (xs[i] != 3.0f)
            ys[i] = shape(xs[i], 2.5f);
}

void some_halves(int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (i % 3 != 1)
            es[i] = half(ds[i]);
}

/* The variants by ABI name, from code compiled for AVX-512 (x86-64 only: on AArch64, the neon
   target's programs, main calls the scalar functions). */
#ifdef __x86_64__
static int defined(void (*f)(void)) {
    return f != 0;
}

__attribute__((target("avx512f,avx512vl,avx512bw,avx512dq"))) static void by_name(const float *x, unsigned m16, float *r, const double *d, unsigned m8, double *q, const short *s, unsigned m32, short *t) {
    FROM_VEC(r, _ZGVeM16vu_shape(TO_VEC(v16f, x), 2.5f, m16));
    FROM_VEC(q, _ZGVeM8v_half(TO_VEC(v8d, d), m8));
    FROM_VEC(t, _ZGVeM32v_bump(TO_VEC(v32s, s), m32));
}
#endif

int main(void) {
    float x[16], r[16];
    double d[8], q[8];
    short s[32], t[32];
    for (int k = 0; k < 32; k++)
        s[k] = (short)(k * 13 - 50);
    for (int k = 0; k < 16; k++)
        x[k] = (float)((k * 7) % 11) * 0.75f;
    for (int k = 0; k < 8; k++)
        d[k] = k * 3.5;
    unsigned m16 = 0xfff5b3a6u, m8 = 0xffffff59u, m32 = 0x9f3c5a61u;
#ifdef __x86_64__
    if (defined((void (*)(void))_ZGVeM16vu_shape) && defined((void (*)(void))_ZGVeM8v_half) && defined((void (*)(void))_ZGVeM32v_bump)
        && __builtin_cpu_supports("avx512f")) {
        by_name(x, m16, r, d, m8, q, s, m32, t);
    } else
#endif
    {
        for (int k = 0; k < 32; k++)
            t[k] = bump(s[k]);
        for (int k = 0; k < 16; k++)
            r[k] = shape(x[k], 2.5f);
        for (int k = 0; k < 8; k++)
            q[k] = half(d[k]);
    }
    for (int k = 0; k < 16; k++)
        if (m16 >> k & 1)
            printf("%d:%g ", k, r[k]);
    printf("\n");
    for (int k = 0; k < 8; k++)
        if (m8 >> k & 1)
            printf("%d:%g ", k, q[k]);
    printf("\n");
    for (int k = 0; k < 32; k++)
        if (m32 >> k & 1)
            printf("%d:%d ", k, t[k]);
    printf("\n");
    int sizes[] = {0, 1, 15, 16, 17, 203};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        for (int i = 0; i < 203; i++) {
            xs[i] = (float)(i % 9) * 0.5f;
            ys[i] = -1.0f;
            ds[i] = i * 0.25;
            es[i] = -1.0;
        }
        some_shapes(n);
        some_halves(n);
        double t = 0;
        for (int i = 0; i < 203; i++)
            t += ys[i] * (i + 1) + es[i] * (i + 2);
        printf("n=%d %.4f\n", n, t);
    }
    return 0;
}
