/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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

/* vcc: function at masked_remainder.c:16 vector variant _ZGVeN16uuul_shift of `shift`: VL 16, unmasked, out uniform, in uniform, bias uniform, i linear step 1 */
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

/* vcc: function at masked_remainder.c:16 vector variant _ZGVdN8uuul_shift of `shift`: VL 8, unmasked, out uniform, in uniform, bias uniform, i linear step 1 */
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

/* vcc: function at masked_remainder.c:23 vector variant _ZGVeN16vu_scale of `scale`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_scale(__m512i x, int k) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32((int)k);
    __m512i t2 = _mm512_mullo_epi32(x, t1);
    __m512i t3 = _mm512_set1_epi32(2);
    __m512i t4 = _mm512_srav_epi32(x, t3);
    __m512i t5 = _mm512_add_epi32(t2, t4);
    return t5;
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVeM16vu_scale of `scale`: VL 16, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_scale(__m512i x, int k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512i t2 = _mm512_set1_epi32((int)k);
    __m512i t3 = _mm512_mullo_epi32(x, t2);
    __m512i t4 = _mm512_set1_epi32(2);
    __m512i t5 = _mm512_srav_epi32(x, t4);
    __m512i t6 = _mm512_add_epi32(t3, t5);
    __m512i t7 = _mm512_mask_blend_epi32(t1, (__m512i)(vcc_v16_int){0}, t6);
    return t7;
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVdN8vu_scale of `scale`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_scale(__m256i x, int k) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32((int)k);
    __m256i t2 = _mm256_mullo_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(2);
    __m256i t4 = _mm256_srav_epi32(x, t3);
    __m256i t5 = _mm256_add_epi32(t2, t4);
    return t5;
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVdM8vu_scale of `scale`: VL 8, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32((int)k);
    __m256i t3 = _mm256_mullo_epi32(x, t2);
    __m256i t4 = _mm256_set1_epi32(2);
    __m256i t5 = _mm256_srav_epi32(x, t4);
    __m256i t6 = _mm256_add_epi32(t3, t5);
    __m256i t7 = _mm256_ternarylogic_epi32(t1, t6, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t7;
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
            float *t4 = sq + i_vec;
            long t12 = (long)t3;
            __m512 t13 = _mm512_loadu_ps(in + t12);
            __m512 t14 = _mm512_set1_ps(0.5f);
            __m512 t15 = _mm512_mul_ps(t13, t14);
            __m512 t16 = _mm512_set1_ps(bias);
            __m512 t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(out + t12, t17);
            __m512 t18 = _mm512_mul_ps(t17, t17);
            _mm512_storeu_ps(t4, t18);
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
        long t9 = (long)t5;
        int t10 = (int)t9;
        float *t11 = sq + t9;
        long t19 = (long)t10;
        __m512 t20 = _mm512_maskz_loadu_ps(t8, (const float *)((unsigned long)in + (unsigned long)t19 * 4UL));
        __m512 t21 = _mm512_set1_ps(0.5f);
        __m512 t22 = _mm512_mul_ps(t20, t21);
        __m512 t23 = _mm512_set1_ps(bias);
        __m512 t24 = _mm512_add_ps(t22, t23);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)t19 * 4UL), t8, t24);
        __m512 t25 = _mm512_mul_ps(t24, t24);
        __m512 t26 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t25);
        _mm512_mask_storeu_ps(t11, t8, t26);
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
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 16, UF 1, run-time check: `y` and `x` do not overlap, masked remainder */
        for (;;) {
            int *t6 = y + i_vec;
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t20 = _mm512_set1_epi32((int)k);
            __m512i t21 = _mm512_mullo_epi32(x_v, t20);
            __m512i t22 = _mm512_set1_epi32(2);
            __m512i t23 = _mm512_srav_epi32(x_v, t22);
            __m512i t24 = _mm512_add_epi32(t21, t23);
            __m512i t19 = _mm512_sub_epi32(t24, (__m512i)i_v);
            _mm512_storeu_si512(t6, t19);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    if ((t8 >= 1L) & (t8 <= 16L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        __m512i t13 = _mm512_set1_epi32((int)t7);
        __m512i t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t15 = (long)t7;
        int *t16 = y + t15;
        __m512i x_v_1 = _mm512_maskz_loadu_epi32(t12, x + t15);
        __m512i t26 = _mm512_set1_epi32((int)k);
        __m512i t27 = _mm512_mullo_epi32(x_v_1, t26);
        __m512i t28 = _mm512_set1_epi32(2);
        __m512i t29 = _mm512_srav_epi32(x_v_1, t28);
        __m512i t30 = _mm512_add_epi32(t27, t29);
        __m512i t31 = _mm512_mask_blend_epi32(t12, (__m512i)(vcc_v16_int){0}, t30);
        __m512i t25 = _mm512_sub_epi32(t31, t14);
        _mm512_mask_storeu_epi32(t16, t12, t25);
        i = (int)((long)t7 + t8);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = x[t17];
        y[t17] = (_mm256_zeroupper(), scale(t18, k)) - i;
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
    int t37;
    int t58;
    int i;
    int t81;
    int t84;
    int i_1;
    int t89;
    float t90;
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
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(13));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t15, t16);
        __m256i t17 = _mm256_set1_epi32(0);
        __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(101));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t18, t19);
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
        do {
            __m256 t20 = _mm256_cvtepi32_ps((__m256i)t1);
            __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + i_vec, t21);
            __m256i t22 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + i_vec), t22);
            long t23 = i_vec + 8L;
            __m256i t24 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
            __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(13));
            __m256i t26 = _mm256_min_epu32(t24, t25);
            __m256 t27 = _mm256_cvtepi32_ps(t26);
            __m256 t28 = _mm256_sub_ps(t27, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t23, t28);
            __m256i t29 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(94));
            __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(101));
            __m256i t31 = _mm256_min_epu32(t29, t30);
            __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t23), t32);
            i_vec += 16L;
            __m256i t33 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(13));
            t1 = (vcc_v8_int)_mm256_min_epu32(t33, t34);
            __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(87));
            __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(101));
            t2 = (vcc_v8_int)_mm256_min_epu32(t35, t36);
        } while (i_vec < t13);
        t37 = (int)t13;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    unsigned long t39 = (unsigned long)t6;
    unsigned long t40 = (unsigned long)t9;
    int t41 = (int)((unsigned int)t37 * 7U);
    int t42 = (int)((unsigned int)t37 * 37U);
    if ((t38 >= 8L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (t41 >= 0) & (t42 >= 0)) {
        long t43 = t38 & -8L;
        __m256i t44 = _mm256_set1_epi32((int)(t41 % 13));
        __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(13));
        vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t45, t46);
        __m256i t47 = _mm256_set1_epi32((int)(t42 % 101));
        __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(101));
        vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t48, t49);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:52 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, scalar epilogue */
        do {
            long t50 = (long)t37 + i_vec_1;
            __m256 t51 = _mm256_cvtepi32_ps((__m256i)t3);
            __m256 t52 = _mm256_sub_ps(t51, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t50, t52);
            __m256i t53 = _mm256_sub_epi32((__m256i)t4, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t50), t53);
            i_vec_1 += 8L;
            __m256i t54 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(4));
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(13));
            t3 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
            __m256i t56 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(94));
            __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(101));
            t4 = (vcc_v8_int)_mm256_min_epu32(t56, t57);
        } while (i_vec_1 < t43);
        t58 = (int)((long)t37 + t43);
    } else {
        t58 = t37;
    }
    long t59 = (long)n + (long)t58 * -1L;
    unsigned long t60 = (unsigned long)t6;
    unsigned long t61 = (unsigned long)t9;
    int t62 = (int)((unsigned int)t58 * 7U);
    int t63 = (int)((unsigned int)t58 * 37U);
    if ((t59 >= 1L) & (t59 <= 8L) & (((t60 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t58 * 4L))) | ((t61 + (unsigned long)((long)t58 * 4L + 4L + (t59 - 1L) * 4L)) <= (t60 + (unsigned long)((long)t58 * 4L)))) & (t62 >= 0) & (t63 >= 0)) {
        __m256i t64 = _mm256_set1_epi32((int)(int)t59);
        __m256i t65 = _mm256_cmpgt_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t66 = _mm256_set1_epi32((int)(t62 % 13));
        __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32(13));
        __m256i t69 = _mm256_min_epu32(t67, t68);
        __m256i t70 = _mm256_set1_epi32((int)(t63 % 101));
        __m256i t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(101));
        __m256i t73 = _mm256_min_epu32(t71, t72);
        long t74 = (long)t58;
        __m256 t75 = _mm256_cvtepi32_ps(t69);
        __m256 t76 = _mm256_sub_ps(t75, _mm256_set1_ps(4.5f));
        _mm256_mask_storeu_ps(in + t74, _mm256_movepi32_mask(t65), t76);
        __m256i t77 = _mm256_sub_epi32(t73, _mm256_set1_epi32(50));
        _mm256_mask_storeu_epi32(x + t74, _mm256_movepi32_mask(t65), t77);
        i = (int)((long)t58 + t59);
    } else {
        i = t58;
    }
    for (; i < n; i++) {
        long t78 = (long)i;
        in[t78] = (float)(i * 7 % 13) - 4.5f;
        x[t78] = i * 37 % 101 - 50;
    }
    long t79 = (long)n + 32L;
    if (t79 >= 32L) {
        long t80 = t79 & -32L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm256_storeu_ps(out + i_vec_2, _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (i_vec_2 + 8L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (i_vec_2 + 16L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (i_vec_2 + 24L), _mm256_set1_ps(-1.0f));
            i_vec_2 += 32L;
        } while (i_vec_2 < t80);
        t81 = (int)t80;
    } else {
        t81 = 0;
    }
    long t82 = (long)n + (long)t81 * -1L + 32L;
    if (t82 >= 8L) {
        long t83 = t82 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at masked_remainder.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_ps(out + ((long)t81 + i_vec_3), _mm256_set1_ps(-1.0f));
            i_vec_3 += 8L;
        } while (i_vec_3 < t83);
        t84 = (int)((long)t81 + t83);
    } else {
        t84 = t81;
    }
    long t85 = (long)n + (long)t84 * -1L + 32L;
    if ((t85 >= 1L) & (t85 <= 8L)) {
        __m256i t86 = _mm256_set1_epi32((int)(int)t85);
        __m256i t87 = _mm256_cmpgt_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_ps(out + (long)t84, _mm256_movepi32_mask(t87), _mm256_set1_ps(-1.0f));
        i_1 = (int)((long)t84 + t85);
    } else {
        i_1 = t84;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t8));
    unsigned long t88 = (unsigned long)n * 4UL;
    unsigned long long h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t88)), (const void *)y, t88));
    if (n) {
        t89 = y[n - 1];
    } else {
        t89 = 0;
    }
    if (n) {
        t90 = sq[n - 1];
    } else {
        t90 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t90, t89);
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
