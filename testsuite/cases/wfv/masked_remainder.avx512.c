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
    int t6;
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            int t4 = (int)t1;
            float *t5 = sq + t4;
            long t12 = (long)t4;
            __m512 t13 = _mm512_loadu_ps(in + t12);
            __m512 t14 = _mm512_set1_ps(0.5f);
            __m512 t15 = _mm512_mul_ps(t13, t14);
            __m512 t16 = _mm512_set1_ps(bias);
            __m512 t17 = _mm512_add_ps(t15, t16);
            _mm512_storeu_ps(out + t12, t17);
            __m512 t18 = _mm512_mul_ps(t17, t17);
            _mm512_storeu_ps(t5, t18);
            t1 += 16L;
            if (t1 >= t3) {
                t6 = (int)t3;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        int t10 = (int)(long)t6;
        float *t11 = sq + t10;
        long t19 = (long)t10;
        __m512 t20 = _mm512_maskz_loadu_ps(t9, (const float *)((unsigned long)in + (unsigned long)t19 * 4UL));
        __m512 t21 = _mm512_set1_ps(0.5f);
        __m512 t22 = _mm512_mul_ps(t20, t21);
        __m512 t23 = _mm512_set1_ps(bias);
        __m512 t24 = _mm512_add_ps(t22, t23);
        _mm512_mask_storeu_ps((float *)((unsigned long)out + (unsigned long)t19 * 4UL), t9, t24);
        __m512 t25 = _mm512_mul_ps(t24, t24);
        __m512 t26 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t25);
        _mm512_mask_storeu_ps(t11, t9, t26);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        sq[i] = (_mm256_zeroupper(), shift(out, in, bias, i));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_all(int *y, const int *x, int n, int k) {
    vcc_no_contract_body
    int t13;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)y;
    unsigned long t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        for (;;) {
            __m512i t9 = t1;
            long t10 = (long)(int)t2;
            int *t11 = y + t10;
            __m512i t12 = _mm512_loadu_si512(x + t10);
            __m512i t29 = _mm512_set1_epi32((int)k);
            __m512i t30 = _mm512_mullo_epi32(t12, t29);
            __m512i t31 = _mm512_set1_epi32(2);
            __m512i t32 = _mm512_srav_epi32(t12, t31);
            __m512i t33 = _mm512_add_epi32(t30, t32);
            __m512i t28 = _mm512_sub_epi32(t33, t9);
            _mm512_storeu_si512(t11, t28);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            if (t2 >= t6) {
                t13 = (int)t6;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)y;
    unsigned long t16 = (unsigned long)x;
    if ((t14 >= 1L) & (t14 <= 16L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        __m512i t19 = _mm512_set1_epi32((int)t13);
        __m512i t20 = t19;
        __m512i t21 = _mm512_add_epi32(t20, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        __m512i t22 = t21;
        long t23 = (long)(int)(long)t13;
        int *t24 = y + t23;
        __m512i t25 = _mm512_maskz_loadu_epi32(t18, x + t23);
        __m512i t38 = _mm512_set1_epi32((int)k);
        __m512i t39 = t25;
        __m512i t40 = t38;
        __m512i t41 = _mm512_mullo_epi32(t39, t40);
        __m512i t42 = t41;
        __m512i t43 = _mm512_set1_epi32(2);
        __m512i t44 = _mm512_srav_epi32(t25, t43);
        __m512i t45 = t42;
        __m512i t46 = t44;
        __m512i t47 = _mm512_add_epi32(t45, t46);
        __m512i t48 = t47;
        __m512i t49 = _mm512_mask_blend_epi32(t18, (__m512i)(vcc_v16_int){0}, t48);
        __m512i t34 = t49;
        __m512i t35 = t22;
        __m512i t36 = _mm512_sub_epi32(t34, t35);
        __m512i t37 = t36;
        _mm512_mask_storeu_epi32(t24, t18, t37);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int t27 = x[t26];
        y[t26] = (_mm256_zeroupper(), scale(t27, k)) - i;
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
    int t54;
    int t83;
    int i;
    int t113;
    int t116;
    int i_1;
    int t121;
    float t122;
    unsigned long t9 = (unsigned long)(n + 1) * 4UL;
    void *t10 = malloc(t9);
    float *in = (float *)t10;
    float *sq = (float *)malloc(t9);
    int t11 = n + 32;
    unsigned long t12 = (unsigned long)t11 * 4UL;
    float *out = (float *)malloc(t12);
    void *t13 = malloc(t9);
    int *x = (int *)t13;
    int *y = (int *)malloc(t9);
    long t14 = (long)n;
    unsigned long t15 = (unsigned long)t10;
    unsigned long t16 = (unsigned long)t13;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15)) & 1 & 1) {
        long t17 = t14 & -16L;
        __m256i t18 = _mm256_set1_epi32(0);
        __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(13));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t1 = t22;
        __m256i t23 = _mm256_set1_epi32(0);
        __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(101));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t2 = t27;
        long t3 = 0L;
        do {
            long t28 = (long)(int)t3;
            __m256 t29 = _mm256_cvtepi32_ps(t1);
            __m256 t30 = _mm256_sub_ps(t29, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t28, t30);
            __m256i t31 = _mm256_sub_epi32(t2, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t28), t31);
            long t32 = (long)(int)(t3 + 8L);
            __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
            __m256i t34 = t33;
            __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(13));
            __m256i t36 = _mm256_min_epu32(t34, t35);
            __m256i t37 = t36;
            __m256 t38 = _mm256_cvtepi32_ps(t37);
            __m256 t39 = _mm256_sub_ps(t38, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t32, t39);
            __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(94));
            __m256i t41 = t40;
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(101));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256i t44 = t43;
            __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t32), t45);
            t3 += 16L;
            __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t47 = t46;
            __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(13));
            __m256i t49 = _mm256_min_epu32(t47, t48);
            t1 = t49;
            __m256i t50 = _mm256_add_epi32(t2, _mm256_set1_epi32(87));
            __m256i t51 = t50;
            __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(101));
            __m256i t53 = _mm256_min_epu32(t51, t52);
            t2 = t53;
        } while (t3 < t17);
        t54 = (int)t17;
    } else {
        t54 = 0;
    }
    long t55 = (long)n + (long)t54 * -1L;
    unsigned long t56 = (unsigned long)t10;
    unsigned long t57 = (unsigned long)t13;
    int t58 = (int)((unsigned int)t54 * 7U);
    int t59 = (int)((unsigned int)t54 * 37U);
    if ((t55 >= 8L) & (((t56 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t54 * 4L))) | ((t57 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t54 * 4L)))) & (t58 >= 0) & (t59 >= 0)) {
        long t60 = t55 & -8L;
        __m256i t61 = _mm256_set1_epi32((int)(t58 % 13));
        __m256i t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t63 = t62;
        __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(13));
        __m256i t65 = _mm256_min_epu32(t63, t64);
        __m256i t4 = t65;
        __m256i t66 = _mm256_set1_epi32((int)(t59 % 101));
        __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t68 = t67;
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(101));
        __m256i t70 = _mm256_min_epu32(t68, t69);
        __m256i t5 = t70;
        long t6 = 0L;
        do {
            long t71 = (long)(int)((long)t54 + t6);
            __m256 t72 = _mm256_cvtepi32_ps(t4);
            __m256 t73 = _mm256_sub_ps(t72, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t71, t73);
            __m256i t74 = _mm256_sub_epi32(t5, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t71), t74);
            t6 += 8L;
            __m256i t75 = _mm256_add_epi32(t4, _mm256_set1_epi32(4));
            __m256i t76 = t75;
            __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(13));
            __m256i t78 = _mm256_min_epu32(t76, t77);
            t4 = t78;
            __m256i t79 = _mm256_add_epi32(t5, _mm256_set1_epi32(94));
            __m256i t80 = t79;
            __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(101));
            __m256i t82 = _mm256_min_epu32(t80, t81);
            t5 = t82;
        } while (t6 < t60);
        t83 = (int)((long)t54 + t60);
    } else {
        t83 = t54;
    }
    long t84 = (long)n + (long)t83 * -1L;
    unsigned long t85 = (unsigned long)t10;
    unsigned long t86 = (unsigned long)t13;
    int t87 = (int)((unsigned int)t83 * 7U);
    int t88 = (int)((unsigned int)t83 * 37U);
    if ((t84 >= 1L) & (t84 <= 8L) & (((t85 + (unsigned long)((long)t83 * 4L + 4L + (t84 - 1L) * 4L)) <= (t86 + (unsigned long)((long)t83 * 4L))) | ((t86 + (unsigned long)((long)t83 * 4L + 4L + (t84 - 1L) * 4L)) <= (t85 + (unsigned long)((long)t83 * 4L)))) & (t87 >= 0) & (t88 >= 0)) {
        __m256i t89 = _mm256_set1_epi32((int)(int)t84);
        __m256i t90 = _mm256_cmpgt_epi32(t89, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t91 = _mm256_set1_epi32((int)(t87 % 13));
        __m256i t92 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t93 = t92;
        __m256i t94 = _mm256_sub_epi32(t93, _mm256_set1_epi32(13));
        __m256i t95 = _mm256_min_epu32(t93, t94);
        __m256i t96 = t95;
        __m256i t97 = _mm256_set1_epi32((int)(t88 % 101));
        __m256i t98 = _mm256_add_epi32(t97, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t99 = t98;
        __m256i t100 = _mm256_sub_epi32(t99, _mm256_set1_epi32(101));
        __m256i t101 = _mm256_min_epu32(t99, t100);
        __m256i t102 = t101;
        long t103 = (long)(int)(long)t83;
        __m256 t104 = _mm256_cvtepi32_ps(t96);
        __m256 t105 = _mm256_sub_ps(t104, _mm256_set1_ps(4.5f));
        _mm256_mask_storeu_ps(in + t103, _mm256_movepi32_mask(t90), t105);
        __m256i t106 = t102;
        __m256i t107 = _mm256_set1_epi32(50);
        __m256i t108 = _mm256_sub_epi32(t106, t107);
        __m256i t109 = t108;
        _mm256_mask_storeu_epi32(x + t103, _mm256_movepi32_mask(t90), t109);
        i = (int)((long)t83 + t84);
    } else {
        i = t83;
    }
    for (; i < n; i++) {
        long t110 = (long)i;
        in[t110] = (float)(i * 7 % 13) - 4.5f;
        x[t110] = i * 37 % 101 - 50;
    }
    long t111 = (long)n + 32L;
    if (t111 >= 32L) {
        long t112 = t111 & -32L;
        long t7 = 0L;
        do {
            _mm256_storeu_ps(out + (int)t7, _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(t7 + 8L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(t7 + 16L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(t7 + 24L), _mm256_set1_ps(-1.0f));
            t7 += 32L;
        } while (t7 < t112);
        t113 = (int)t112;
    } else {
        t113 = 0;
    }
    long t114 = (long)n + (long)t113 * -1L + 32L;
    if (t114 >= 8L) {
        long t115 = t114 & -8L;
        long t8 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)t113 + t8), _mm256_set1_ps(-1.0f));
            t8 += 8L;
        } while (t8 < t115);
        t116 = (int)((long)t113 + t115);
    } else {
        t116 = t113;
    }
    long t117 = (long)n + (long)t116 * -1L + 32L;
    if ((t117 >= 1L) & (t117 <= 8L)) {
        __m256i t118 = _mm256_set1_epi32((int)(int)t117);
        __m256i t119 = _mm256_cmpgt_epi32(t118, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_mask_storeu_ps(out + (int)(long)t116, _mm256_movepi32_mask(t119), _mm256_set1_ps(-1.0f));
        i_1 = (int)((long)t116 + t117);
    } else {
        i_1 = t116;
    }
    for (; i_1 < t11; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t12));
    unsigned long t120 = (unsigned long)n * 4UL;
    unsigned long long h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t120)), (const void *)y, t120));
    if (n) {
        t121 = y[n - 1];
    } else {
        t121 = 0;
    }
    if (n) {
        t122 = sq[n - 1];
    } else {
        t122 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t122, t121);
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
