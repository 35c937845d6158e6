/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* Alternating opcodes: lanes that add and lanes that subtract are one node, both operations
   on vectors and a blend of their lanes (integers, and floats whose pattern is not addsub's
   subtract-in-even-lanes), or one addsub (floats subtracting in the even lanes). A radix-2
   butterfly on four pairs: sums in the low half, differences in the high half, on eight
   lanes; its operands are x[0..3] and x[4..7] twice each, one load of x[0..7] shuffled each
   (the second starts at x[0], not x[4], so that it reads only what the block reads). On
   sse2, whose blends are shuffles (`OpClass::Blend`), add_sub_f is two trees of two lanes. */
/* vcc-test: expect-slp 7 sse4.2=8 neon=8 sse2=9 */
#include <stdio.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void sum_diff(int *restrict o, const int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    __m128i t1 = _mm_loadu_si128((const __m128i *)(a + 0));
    __m128i t2 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t3 = _mm_add_epi32(t1, t2);
    __m128i t4 = _mm_sub_epi32(t1, t2);
    __m128i t5 = (__m128i)__builtin_shufflevector((vcc_v4_int)t3, (vcc_v4_int)t4, 0, 5, 2, 7);
    _mm_storeu_si128((__m128i *)(o + 0), t5);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void add_sub_f(float *restrict o, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    __m128 t1 = _mm_loadu_ps(a + 0);
    __m128 t2 = _mm_loadu_ps(b + 0);
    __m128 t3 = _mm_add_ps(t1, t2);
    __m128 t4 = _mm_sub_ps(t1, t2);
    __m128 t5 = (__m128)__builtin_shufflevector((vcc_v4_float)t3, (vcc_v4_float)t4, 0, 1, 6, 7);
    _mm_storeu_ps(o + 0, t5);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void addsub_d(double *restrict o, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    __m256d t1 = _mm256_loadu_pd(a + 0);
    __m256d t2 = _mm256_loadu_pd(b + 0);
    __m256d t3 = _mm256_addsub_pd(t1, t2);
    _mm256_storeu_pd(o + 0, t3);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void butterfly(float *restrict o, const float *restrict x) {
    vcc_no_contract_body
    const float *t1 = x + 0;
    const float *t2 = x + 4;
    __m128 t3 = _mm_loadu_ps(t1);
    __m128 t4 = _mm_loadu_ps(t2);
    __m128 t5 = _mm_add_ps(t3, t4);
    _mm_storeu_ps(o + 0, t5);
    __m128 t6 = _mm_loadu_ps(t1);
    __m128 t7 = _mm_loadu_ps(t2);
    __m128 t8 = _mm_sub_ps(t6, t7);
    _mm_storeu_ps(o + 4, t8);
}

/* The same with weights: two 4-lane trees (an 8-lane one needs cross-lane shuffles), the
   second reading the first's products from its vector (`NodeKind::Lanes`), not lane by lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void twiddle(float *restrict o, const float *restrict x, const float *restrict w) {
    vcc_no_contract_body
    const float *t1 = x + 0;
    __m128 t2 = _mm_loadu_ps(t1);
    __m128 t3 = _mm_loadu_ps(x + 4);
    __m128 t4 = _mm_loadu_ps(w + 0);
    __m128 t5 = _mm_mul_ps(t3, t4);
    __m128 t6 = _mm_add_ps(t2, t5);
    _mm_storeu_ps(o + 0, t6);
    __m128 t7 = _mm_loadu_ps(t1);
    __m128 t8 = _mm_sub_ps(t7, t5);
    _mm_storeu_ps(o + 4, t8);
}

int main(void) {
    int a[4] = {2147483000, -5, 7, -2147483000}, b[4] = {600, 9, -11, 600}, o[4];
    float fa[4] = {1.5f, -2.25f, 1e30f, 3.0f}, fb[4] = {0.25f, 8.0f, -1e30f, -0.5f}, fo[4];
    double da[4] = {0.1, 0.2, -0.3, 1e300}, db[4] = {0.7, -0.2, 0.3, 1e300}, d[4];
    float x[8] = {1, 2, 3, 4, 0.5f, -0.25f, 8, 16}, bo[8];
    sum_diff(o, a, b);
    add_sub_f(fo, fa, fb);
    addsub_d(d, da, db);
    butterfly(bo, x);
    float w[4] = {1.0f, 0.75f, -0.5f, 3.0f}, to[8];
    twiddle(to, x, w);
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    printf("%a %a %a %a\n", fo[0], fo[1], fo[2], fo[3]);
    printf("%a %a %a %a\n", d[0], d[1], d[2], d[3]);
    for (int i = 0; i < 8; i++) {
        printf("%a %a ", bo[i], to[i]);
    }
    printf("\n");
    return 0;
}
