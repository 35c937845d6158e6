/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_shift(float *out, const float *in, float bias, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_scale(__m512i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_scale(__m512i x, int k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_scale(__m256i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask);
/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch */
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuul_shift(float *out, const float *in, float bias, int i) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m512 t2 = _mm512_loadu_ps(in + t1);
    __m512 t3 = _mm512_set1_ps(0.5f);
    __m512 t4 = _mm512_mul_ps(t2, t3);
    __m512 t5 = _mm512_set1_ps(bias);
    __m512 t6 = _mm512_add_ps(t4, t5);
    _mm512_storeu_ps(out + t1, t6);
    __m512 t7 = _mm512_mul_ps(t6, t6);
    return t7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i) {
    vcc_no_contract_body
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(in + t1);
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256 t4 = _mm256_mul_ps(t2, t3);
    __m256 t5 = _mm256_set1_ps(bias);
    __m256 t6 = _mm256_add_ps(t4, t5);
    _mm256_storeu_ps(out + t1, t6);
    __m256 t7 = _mm256_mul_ps(t6, t6);
    return t7;
}

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_scale(__m512i x, int k) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32((int)k);
    __m512i t2 = _mm512_mullo_epi32(x, t1);
    __m512i t3 = _mm512_set1_epi32(2);
    __m512i t4 = _mm512_srav_epi32(x, t3);
    __m512i t5 = _mm512_add_epi32(t2, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_scale(__m512i x, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512i t2 = _mm512_set1_epi32((int)k);
    __m512i t3 = x;
    __m512i t4 = t2;
    __m512i t5 = _mm512_mullo_epi32(t3, t4);
    __m512i t6 = t5;
    __m512i t7 = _mm512_set1_epi32(2);
    __m512i t8 = _mm512_srav_epi32(x, t7);
    __m512i t9 = t6;
    __m512i t10 = t8;
    __m512i t11 = _mm512_add_epi32(t9, t10);
    __m512i t12 = t11;
    __m512i t13 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t12);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_scale(__m256i x, int k) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32((int)k);
    __m256i t2 = _mm256_mullo_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(2);
    __m256i t4 = _mm256_srav_epi32(x, t3);
    __m256i t5 = _mm256_add_epi32(t2, t4);
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32((int)k);
    __m256i t3 = x;
    __m256i t4 = t2;
    __m256i t5 = _mm256_mullo_epi32(t3, t4);
    __m256i t6 = t5;
    __m256i t7 = _mm256_set1_epi32(2);
    __m256i t8 = _mm256_srav_epi32(x, t7);
    __m256i t9 = t6;
    __m256i t10 = t8;
    __m256i t11 = _mm256_add_epi32(t9, t10);
    __m256i t12 = t11;
    __m256i t13 = _mm256_ternarylogic_epi32(t1, t12, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    vcc_no_contract_body
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:29 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t3 = (int)i_vec;
            float *t4 = sq + t3;
            long t11 = (long)t3;
            __m512 t12 = _mm512_loadu_ps(in + t11);
            __m512 t13 = _mm512_set1_ps(0.5f);
            __m512 t14 = _mm512_mul_ps(t12, t13);
            __m512 t15 = _mm512_set1_ps(bias);
            __m512 t16 = _mm512_add_ps(t14, t15);
            _mm512_storeu_ps(out + t11, t16);
            __m512 t17 = _mm512_mul_ps(t16, t16);
            _mm512_storeu_ps(t4, t17);
            i_vec += 16L;
            if (i_vec >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        int t9 = (int)(long)t5;
        float *t10 = sq + t9;
        long t18 = (long)t9;
        __m512 t19 = _mm512_maskz_loadu_ps(t8, (const float *)((unsigned long)in + (unsigned long)t18 * 4UL));
        __m512 t20 = _mm512_set1_ps(0.5f);
        __m512 t21 = _mm512_mul_ps(t19, t20);
        __m512 t22 = _mm512_set1_ps(bias);
        __m512 t23 = _mm512_add_ps(t21, t22);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)t18 * 4UL), t8, t23);
        __m512 t24 = _mm512_mul_ps(t23, t23);
        __m512 t25 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t24);
        _mm512_mask_storeu_ps(t10, t8, t25);
        i = (int)((long)t5 + t6);
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        sq[i] = (_mm256_zeroupper(), shift(out, in, bias, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_all(int *y, const int *x, int n, int k) {
    vcc_no_contract_body
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        __m512i t6 = t5;
        __m512i i_v = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap, masked remainder */
        for (;;) {
            __m512i i_v_1 = i_v;
            long t7 = (long)(int)i_vec;
            int *t8 = y + t7;
            __m512i x_v = _mm512_loadu_si512(x + t7);
            __m512i t23 = _mm512_set1_epi32((int)k);
            __m512i t24 = _mm512_mullo_epi32(x_v, t23);
            __m512i t25 = _mm512_set1_epi32(2);
            __m512i t26 = _mm512_srav_epi32(x_v, t25);
            __m512i t27 = _mm512_add_epi32(t24, t26);
            __m512i t22 = _mm512_sub_epi32(t27, i_v_1);
            _mm512_storeu_si512(t8, t22);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            if (i_vec >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    if ((t10 >= 1L) & (t10 <= 16L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))))) {
        __m512i t13 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
        __m512i t15 = _mm512_set1_epi32((int)t9);
        __m512i t16 = t15;
        __m512i t17 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i i_v_2 = t17;
        long t18 = (long)(int)(long)t9;
        int *t19 = y + t18;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t14, x + t18);
        __m512i t32 = _mm512_set1_epi32((int)k);
        __m512i t33 = x_v_1;
        __m512i t34 = t32;
        __m512i t35 = _mm512_mullo_epi32(t33, t34);
        __m512i t36 = t35;
        __m512i t37 = _mm512_set1_epi32(2);
        __m512i t38 = _mm512_srav_epi32(x_v_1, t37);
        __m512i t39 = t36;
        __m512i t40 = t38;
        __m512i t41 = _mm512_add_epi32(t39, t40);
        __m512i t42 = t41;
        __m512i t43 = _mm512_mask_blend_epi32(t14, (__m512i)(vcc_v16_int){0}, t42);
        __m512i t28 = t43;
        __m512i t29 = i_v_2;
        __m512i t30 = _mm512_sub_epi32(t28, t29);
        __m512i t31 = t30;
        _mm512_mask_storeu_epi32(t19, t14, t31);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        int t21 = x[t20];
        y[t20] = (_mm256_zeroupper(), scale(t21, k)) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void run(int n) {
    vcc_no_contract_body
    int t50;
    int t79;
    int i;
    int t109;
    int t112;
    int i_1;
    int t117;
    float t118;
    unsigned long t5 = (unsigned long)(n + 1) * 4UL;
    void *t6 = malloc(t5);
    float *in = (float *)t6;
    float *sq = (float *)malloc(t5);
    int t7 = n + 32;
    unsigned long t8 = (unsigned long)t7 * 4UL;
    float *out = (float *)malloc(t8);
    void *t9 = malloc(t5);
    int *x = (int *)t9;
    int *y = (int *)malloc(t5);
    long t10 = (long)n;
    unsigned long t11 = (unsigned long)t6;
    unsigned long t12 = (unsigned long)t9;
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11)) & 1 & 1) {
        long t13 = t10 & -16L;
        __m256i t14 = _mm256_set1_epi32(0);
        __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(13));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t1 = t18;
        __m256i t19 = _mm256_set1_epi32(0);
        __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(101));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t2 = t23;
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
        do {
            long t24 = (long)(int)i_vec;
            __m256 t25 = _mm256_cvtepi32_ps(t1);
            __m256 t26 = _mm256_sub_ps(t25, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t24, t26);
            __m256i t27 = _mm256_sub_epi32(t2, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t24), t27);
            long t28 = (long)(int)(i_vec + 8L);
            __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
            __m256i t30 = t29;
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(13));
            __m256i t32 = _mm256_min_epu32(t30, t31);
            __m256i t33 = t32;
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            __m256 t35 = _mm256_sub_ps(t34, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t28, t35);
            __m256i t36 = _mm256_add_epi32(t2, _mm256_set1_epi32(94));
            __m256i t37 = t36;
            __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(101));
            __m256i t39 = _mm256_min_epu32(t37, t38);
            __m256i t40 = t39;
            __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t28), t41);
            i_vec += 16L;
            __m256i t42 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t43 = t42;
            __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(13));
            __m256i t45 = _mm256_min_epu32(t43, t44);
            t1 = t45;
            __m256i t46 = _mm256_add_epi32(t2, _mm256_set1_epi32(87));
            __m256i t47 = t46;
            __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(101));
            __m256i t49 = _mm256_min_epu32(t47, t48);
            t2 = t49;
        } while (i_vec < t13);
        t50 = (int)t13;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    unsigned long t52 = (unsigned long)t6;
    unsigned long t53 = (unsigned long)t9;
    int t54 = (int)((unsigned int)t50 * 7U);
    int t55 = (int)((unsigned int)t50 * 37U);
    if ((t51 >= 8L) & (((t52 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t50 * 4L))) | ((t53 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t50 * 4L)))) & (t54 >= 0) & (t55 >= 0)) {
        long t56 = t51 & -8L;
        __m256i t57 = _mm256_set1_epi32((int)(t54 % 13));
        __m256i t58 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t59 = t58;
        __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(13));
        __m256i t61 = _mm256_min_epu32(t59, t60);
        __m256i t3 = t61;
        __m256i t62 = _mm256_set1_epi32((int)(t55 % 101));
        __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t64 = t63;
        __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(101));
        __m256i t66 = _mm256_min_epu32(t64, t65);
        __m256i t4 = t66;
        long i_vec_1 = 0L;
        do {
            long t67 = (long)(int)((long)t50 + i_vec_1);
            __m256 t68 = _mm256_cvtepi32_ps(t3);
            __m256 t69 = _mm256_sub_ps(t68, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t67, t69);
            __m256i t70 = _mm256_sub_epi32(t4, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t67), t70);
            i_vec_1 += 8L;
            __m256i t71 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
            __m256i t72 = t71;
            __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(13));
            __m256i t74 = _mm256_min_epu32(t72, t73);
            t3 = t74;
            __m256i t75 = _mm256_add_epi32(t4, _mm256_set1_epi32(94));
            __m256i t76 = t75;
            __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(101));
            __m256i t78 = _mm256_min_epu32(t76, t77);
            t4 = t78;
        } while (i_vec_1 < t56);
        t79 = (int)((long)t50 + t56);
    } else {
        t79 = t50;
    }
    long t80 = (long)n + (long)t79 * -1L;
    unsigned long t81 = (unsigned long)t6;
    unsigned long t82 = (unsigned long)t9;
    int t83 = (int)((unsigned int)t79 * 7U);
    int t84 = (int)((unsigned int)t79 * 37U);
    if ((t80 >= 1L) & (t80 <= 8L) & (((t81 + (unsigned long)((long)t79 * 4L + 4L + (t80 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t79 * 4L))) | ((t82 + (unsigned long)((long)t79 * 4L + 4L + (t80 - 1L) * 4L)) <= (t81 + (unsigned long)((long)t79 * 4L)))) & (t83 >= 0) & (t84 >= 0)) {
        __m256i t85 = _mm256_set1_epi32((int)(int)t80);
        __m256i t86 = _mm256_cmpgt_epi32(t85, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t87 = _mm256_set1_epi32((int)(t83 % 13));
        __m256i t88 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t89 = t88;
        __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(13));
        __m256i t91 = _mm256_min_epu32(t89, t90);
        __m256i t92 = t91;
        __m256i t93 = _mm256_set1_epi32((int)(t84 % 101));
        __m256i t94 = _mm256_add_epi32(t93, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t95 = t94;
        __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(101));
        __m256i t97 = _mm256_min_epu32(t95, t96);
        __m256i t98 = t97;
        long t99 = (long)(int)(long)t79;
        __m256 t100 = _mm256_cvtepi32_ps(t92);
        __m256 t101 = _mm256_sub_ps(t100, _mm256_set1_ps(4.5f));
        _mm256_mask_storeu_ps(in + t99, _mm256_movepi32_mask(t86), t101);
        __m256i t102 = t98;
        __m256i t103 = _mm256_set1_epi32(50);
        __m256i t104 = _mm256_sub_epi32(t102, t103);
        __m256i t105 = t104;
        _mm256_mask_storeu_epi32(x + t99, _mm256_movepi32_mask(t86), t105);
        i = (int)((long)t79 + t80);
    } else {
        i = t79;
    }
    for (; i < n; i++) {
        long t106 = (long)i;
        in[t106] = (float)(i * 7 % 13) - 4.5f;
        x[t106] = i * 37 % 101 - 50;
    }
    long t107 = (long)n + 32L;
    if (t107 >= 32L) {
        long t108 = t107 & -32L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_ps(out + (int)i_vec_2, _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(i_vec_2 + 8L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(i_vec_2 + 16L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(i_vec_2 + 24L), _mm256_set1_ps(-1.0f));
            i_vec_2 += 32L;
        } while (i_vec_2 < t108);
        t109 = (int)t108;
    } else {
        t109 = 0;
    }
    long t110 = (long)n + (long)t109 * -1L + 32L;
    if (t110 >= 8L) {
        long t111 = t110 & -8L;
        long i_vec_3 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)t109 + i_vec_3), _mm256_set1_ps(-1.0f));
            i_vec_3 += 8L;
        } while (i_vec_3 < t111);
        t112 = (int)((long)t109 + t111);
    } else {
        t112 = t109;
    }
    long t113 = (long)n + (long)t112 * -1L + 32L;
    if ((t113 >= 1L) & (t113 <= 8L)) {
        __m256i t114 = _mm256_set1_epi32((int)(int)t113);
        __m256i t115 = _mm256_cmpgt_epi32(t114, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_ps(out + (int)(long)t112, _mm256_movepi32_mask(t115), _mm256_set1_ps(-1.0f));
        i_1 = (int)((long)t112 + t113);
    } else {
        i_1 = t112;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t8));
    unsigned long t116 = (unsigned long)n * 4UL;
    unsigned long long h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t116)), (const void *)y, t116));
    if (n) {
        t117 = y[n - 1];
    } else {
        t117 = 0;
    }
    if (n) {
        t118 = sq[n - 1];
    } else {
        t118 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t118, t117);
    free((void *)in);
    free((void *)sq);
    free((void *)out);
    free((void *)x);
    free((void *)y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
