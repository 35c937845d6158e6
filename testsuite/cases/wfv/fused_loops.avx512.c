/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_escape(__m512 cr, __m512 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_escape(__m256 cr, __m256 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_collatz(__m512i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_collatz(__m512i x, int limit, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_collatz(__m256i x, int limit);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_collatz(__m256i x, int limit, __m256i mask);
/* Divergent loops fused: a loop that calls a function whose while loop's lanes leave at
   different iterations gets one copy of that while loop per UF part (and per call) once the
   variant is inlined; the copies run as one loop that steps every copy still running, a copy
   that has finished keeping its results until the others are done. Copies with two exits (a
   return inside the loop), copies under a condition (the masked variant), two calls in one
   iteration (more copies than one fused loop takes), a sum of the results, and an in-place
   update whose next part's load must wait for the store of the part before (not fused). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 6 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned escape(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_escape(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    unsigned int t6;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        __m512 t7 = _mm512_mul_ps(t2, t2);
        __m512 t8 = _mm512_mul_ps(t3, t3);
        __m512 t9 = _mm512_add_ps(t7, t8);
        __m512 t10 = _mm512_set1_ps(4.0f);
        __mmask16 t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ);
        __mmask16 t12 = _kand_mask16(t1, t11);
        __m512 t13 = _mm512_sub_ps(t7, t8);
        __m512 t14 = _mm512_add_ps(t13, cr);
        __m512 t15 = _mm512_set1_ps(2.0f);
        __m512 t16 = _mm512_mul_ps(t15, t2);
        __m512 t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        __m512i t18 = _mm512_set1_epi32((int)t6);
        t4 = _mm512_mask_blend_epi32(t1, t4, t18);
        if (!(t12 != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = _mm512_mask_blend_epi32(t1, t4, t19);
L20:
    return t5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_escape(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        __m256 t7 = _mm256_mul_ps(t2, t2);
        __m256 t8 = _mm256_mul_ps(t3, t3);
        __m256 t9 = _mm256_add_ps(t7, t8);
        __m256 t10 = _mm256_set1_ps(4.0f);
        __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256 t13 = _mm256_sub_ps(t7, t8);
        __m256 t14 = _mm256_add_ps(t13, cr);
        __m256 t15 = _mm256_set1_ps(2.0f);
        __m256 t16 = _mm256_mul_ps(t15, t2);
        __m256 t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        __m256i t18 = _mm256_set1_epi32((int)t6);
        t4 = _mm256_ternarylogic_epi32(t1, t18, t4, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = _mm256_ternarylogic_epi32(t1, t19, t4, 0xCA);
L20:
    return t5;
}

/* Two exits: the loop's test, and a return from its body once the step limit is reached. */
/* #pragma omp declare simd uniform(limit) */
int collatz(int x, int limit) {
    int steps = 0;
    while (x > 1) {
        if (steps >= limit)
            return -steps;
        x = (x & 1) ? 3 * x + 1 : x >> 1;
        steps++;
    }
    return steps;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_collatz(__m512i x, int limit) {
    vcc_no_contract_body
    __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    __m512i t2 = x;
    int t6 = 0;
    __m512i t3 = (__m512i)(vcc_v16_int){0};
    __mmask16 t4 = ((__mmask16)0x0);
    __mmask16 t5 = ((__mmask16)0x0);
    for (;;) {
        __m512i t7 = _mm512_set1_epi32(1);
        __mmask16 t8 = _mm512_cmp_epi32_mask(t2, t7, _MM_CMPINT_NLE);
        __mmask16 t9 = _kand_mask16(t1, t8);
        __mmask16 t10 = _knot_mask16(t8);
        __mmask16 t11 = _kand_mask16(t1, t10);
        __m512i t12 = _mm512_set1_epi32((int)(t6 >= limit));
        __mmask16 t13 = _mm512_test_epi32_mask(t12, t12);
        __mmask16 t14 = _kand_mask16(t9, t13);
        __mmask16 t15 = _knot_mask16(t13);
        __mmask16 t16 = _kand_mask16(t9, t15);
        __m512i t17 = _mm512_set1_epi32(1);
        __m512i t18 = _mm512_and_si512(t2, t17);
        __mmask16 t19 = _mm512_test_epi32_mask(t18, t18);
        __mmask16 t20 = _knot_mask16(t19);
        __mmask16 t21 = _kand_mask16(t16, t20);
        __m512i t22 = _mm512_set1_epi32(1);
        __m512i t23 = _mm512_srav_epi32(t2, t22);
        __m512i t24 = _mm512_set1_epi32(3);
        __m512i t25 = t24;
        __m512i t26 = t2;
        __m512i t27 = _mm512_mullo_epi32(t25, t26);
        __m512i t28 = t27;
        __m512i t29 = _mm512_set1_epi32(1);
        __m512i t30 = t28;
        __m512i t31 = t29;
        __m512i t32 = _mm512_add_epi32(t30, t31);
        __m512i t33 = t32;
        t2 = _mm512_mask_blend_epi32(t21, t33, t23);
        __m512i t34 = _mm512_set1_epi32((int)t6);
        t3 = _mm512_mask_blend_epi32(t1, t3, t34);
        t4 = _kor_mask16(t4, t11);
        t5 = _kor_mask16(t5, t14);
        if (!(t16 != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m512i t35 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, t3);
    __m512i t36 = t3;
    __m512i t37 = _mm512_sub_epi32(_mm512_setzero_si512(), t36);
    __m512i t38 = t37;
    __m512i t39 = _mm512_mask_blend_epi32(t5, t35, t38);
    return t39;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_collatz(__m512i x, int limit, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512i t2 = x;
    int t6 = 0;
    __m512i t3 = (__m512i)(vcc_v16_int){0};
    __mmask16 t4 = ((__mmask16)0x0);
    __mmask16 t5 = ((__mmask16)0x0);
    for (;;) {
        __m512i t7 = _mm512_set1_epi32(1);
        __mmask16 t8 = _mm512_cmp_epi32_mask(t2, t7, _MM_CMPINT_NLE);
        __mmask16 t9 = _kand_mask16(t1, t8);
        __mmask16 t10 = _knot_mask16(t8);
        __mmask16 t11 = _kand_mask16(t1, t10);
        __m512i t12 = _mm512_set1_epi32((int)(t6 >= limit));
        __mmask16 t13 = _mm512_test_epi32_mask(t12, t12);
        __mmask16 t14 = _kand_mask16(t9, t13);
        __mmask16 t15 = _knot_mask16(t13);
        __mmask16 t16 = _kand_mask16(t9, t15);
        __m512i t17 = _mm512_set1_epi32(1);
        __m512i t18 = _mm512_and_si512(t2, t17);
        __mmask16 t19 = _mm512_test_epi32_mask(t18, t18);
        __mmask16 t20 = _knot_mask16(t19);
        __mmask16 t21 = _kand_mask16(t16, t20);
        __m512i t22 = _mm512_set1_epi32(1);
        __m512i t23 = _mm512_srav_epi32(t2, t22);
        __m512i t24 = _mm512_set1_epi32(3);
        __m512i t25 = t24;
        __m512i t26 = t2;
        __m512i t27 = _mm512_mullo_epi32(t25, t26);
        __m512i t28 = t27;
        __m512i t29 = _mm512_set1_epi32(1);
        __m512i t30 = t28;
        __m512i t31 = t29;
        __m512i t32 = _mm512_add_epi32(t30, t31);
        __m512i t33 = t32;
        t2 = _mm512_mask_blend_epi32(t21, t33, t23);
        __m512i t34 = _mm512_set1_epi32((int)t6);
        t3 = _mm512_mask_blend_epi32(t1, t3, t34);
        t4 = _kor_mask16(t4, t11);
        t5 = _kor_mask16(t5, t14);
        if (!(t16 != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m512i t35 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, t3);
    __m512i t36 = t3;
    __m512i t37 = _mm512_sub_epi32(_mm512_setzero_si512(), t36);
    __m512i t38 = t37;
    __m512i t39 = _mm512_mask_blend_epi32(t5, t35, t38);
    return t39;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_collatz(__m256i x, int limit) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t2 = x;
    int t6 = 0;
    __m256i t3 = (__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32(t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256(t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_srav_epi32(t2, t22);
        __m256i t24 = _mm256_set1_epi32(3);
        __m256i t25 = t24;
        __m256i t26 = t2;
        __m256i t27 = _mm256_mullo_epi32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_set1_epi32(1);
        __m256i t30 = t28;
        __m256i t31 = t29;
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        t2 = _mm256_ternarylogic_epi32(t21, t23, t33, 0xCA);
        __m256i t34 = _mm256_set1_epi32((int)t6);
        t3 = _mm256_ternarylogic_epi32(t1, t34, t3, 0xCA);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t35 = _mm256_ternarylogic_epi32(t4, t3, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t36 = t3;
    __m256i t37 = _mm256_sub_epi32(_mm256_setzero_si256(), t36);
    __m256i t38 = t37;
    __m256i t39 = _mm256_ternarylogic_epi32(t5, t38, t35, 0xCA);
    return t39;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_collatz(__m256i x, int limit, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = x;
    int t6 = 0;
    __m256i t3 = (__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32(t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256(t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_srav_epi32(t2, t22);
        __m256i t24 = _mm256_set1_epi32(3);
        __m256i t25 = t24;
        __m256i t26 = t2;
        __m256i t27 = _mm256_mullo_epi32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_set1_epi32(1);
        __m256i t30 = t28;
        __m256i t31 = t29;
        __m256i t32 = _mm256_add_epi32(t30, t31);
        __m256i t33 = t32;
        t2 = _mm256_ternarylogic_epi32(t21, t23, t33, 0xCA);
        __m256i t34 = _mm256_set1_epi32((int)t6);
        t3 = _mm256_ternarylogic_epi32(t1, t34, t3, 0xCA);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t35 = _mm256_ternarylogic_epi32(t4, t3, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t36 = t3;
    __m256i t37 = _mm256_sub_epi32(_mm256_setzero_si256(), t36);
    __m256i t38 = t37;
    __m256i t39 = _mm256_ternarylogic_epi32(t5, t38, t35, 0xCA);
    return t39;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rows(unsigned *out, int n, float y) {
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __mmask16 t3;
    __m512 t4;
    __m512 t5;
    __m512i t6;
    __m512i t7;
    __m512 t8;
    __m512 t9;
    __m512i t10;
    __m512i t11;
    long t12;
    long t13;
    __m512 t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    unsigned int *t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    int t22;
    long t23;
    __m512i t24;
    __mmask16 t25;
    __m512 t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    unsigned int *t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    int i;
    unsigned int t35;
    __m512i t49;
    __mmask16 t50;
    unsigned int t51;
    __m512i t64;
    __m512i t65;
    t12 = (long)n;
    if (t12 >= 16L) {
        t13 = t12 & -16L;
        t14 = _mm512_set1_ps(y);
        t15 = _mm512_set1_epi32(0);
        t16 = t15;
        t1 = _mm512_add_epi32(t16, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t17 = t1;
            t18 = out + (int)t2;
            t19 = _mm512_cvtepi32_ps(t17);
            t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.040625f));
            t21 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t20);
            t3 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t4 = _mm512_set1_ps(0.0f);
            t5 = _mm512_set1_ps(0.0f);
            t35 = 0U;
            t6 = (__m512i)(vcc_v16_uint){0};
            while (t35 < 150U) {
                __m512 t36 = _mm512_mul_ps(t4, t4);
                __m512 t37 = _mm512_mul_ps(t5, t5);
                __m512 t38 = _mm512_add_ps(t36, t37);
                __m512 t39 = _mm512_set1_ps(4.0f);
                __mmask16 t40 = _mm512_cmp_ps_mask(t38, t39, _CMP_LT_OQ);
                __mmask16 t41 = _kand_mask16(t3, t40);
                __m512 t42 = _mm512_sub_ps(t36, t37);
                __m512 t43 = _mm512_add_ps(t42, t21);
                __m512 t44 = _mm512_set1_ps(2.0f);
                __m512 t45 = _mm512_mul_ps(t44, t4);
                __m512 t46 = _mm512_mul_ps(t45, t5);
                __m512 t47 = _mm512_add_ps(t46, t14);
                __m512i t48 = _mm512_set1_epi32((int)t35);
                t6 = _mm512_mask_blend_epi32(t3, t6, t48);
                if (!(t41 != 0)) {
                    t7 = t6;
                    goto L66;
                }
                t3 = t41;
                t35++;
                t4 = t43;
                t5 = t47;
            }
            t49 = _mm512_set1_epi32((int)t35);
            t7 = _mm512_mask_blend_epi32(t3, t6, t49);
        L66:
            _mm512_storeu_si512(t18, t7);
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            if (t2 >= t13) {
                t22 = (int)t13;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    t23 = (long)n + (long)t22 * -1L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        t24 = _mm512_set1_epi32((int)(int)t23);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = _mm512_set1_ps(y);
        t27 = _mm512_set1_epi32((int)t22);
        t28 = t27;
        t29 = _mm512_add_epi32(t28, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t30 = t29;
        t31 = out + (int)(long)t22;
        t32 = _mm512_cvtepi32_ps(t30);
        t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.040625f));
        t34 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t33);
        t8 = _mm512_set1_ps(0.0f);
        t9 = _mm512_set1_ps(0.0f);
        t50 = t25;
        t51 = 0U;
        t10 = (__m512i)(vcc_v16_uint){0};
        while (t51 < 150U) {
            __m512 t52 = _mm512_mul_ps(t8, t8);
            __m512 t53 = _mm512_mul_ps(t9, t9);
            __m512 t54 = _mm512_add_ps(t52, t53);
            __m512 t55 = _mm512_set1_ps(4.0f);
            __mmask16 t56 = _mm512_cmp_ps_mask(t54, t55, _CMP_LT_OQ);
            __mmask16 t57 = _kand_mask16(t50, t56);
            __m512 t58 = _mm512_sub_ps(t52, t53);
            __m512 t59 = _mm512_add_ps(t58, t34);
            __m512 t60 = _mm512_set1_ps(2.0f);
            __m512 t61 = _mm512_mul_ps(t60, t8);
            __m512 t62 = _mm512_mul_ps(t61, t9);
            t9 = _mm512_add_ps(t62, t26);
            __m512i t63 = _mm512_set1_epi32((int)t51);
            t10 = _mm512_mask_blend_epi32(t50, t10, t63);
            if (!(t57 != 0)) {
                t11 = t10;
                goto L67;
            }
            t50 = t57;
            t51++;
            t8 = t59;
        }
        t64 = _mm512_set1_epi32((int)t51);
        t11 = _mm512_mask_blend_epi32(t50, t10, t64);
    L67:
        t65 = _mm512_mask_blend_epi32(t25, (__m512i)(vcc_v16_uint){0}, t11);
        _mm512_mask_storeu_epi32(t31, t25, t65);
        i = (int)((long)t22 + t23);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), escape(-2.0f + (float)i * 0.040625f, y, 150U));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void counts(int *out, const int *in, int n, int limit) {
    vcc_no_contract_body
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long t1 = 0L;
        for (;;) {
            long t15 = (long)(int)t1;
            int *t16 = out + t15;
            __m512i t3 = _mm512_loadu_si512(in + t15);
            __mmask16 t2 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            int t27 = 0;
            __m512i t4 = (__m512i)(vcc_v16_int){0};
            __mmask16 t5 = ((__mmask16)0x0);
            __mmask16 t6 = ((__mmask16)0x0);
            for (;;) {
                __m512i t28 = _mm512_set1_epi32(1);
                __mmask16 t29 = _mm512_cmp_epi32_mask(t3, t28, _MM_CMPINT_NLE);
                __mmask16 t30 = _kand_mask16(t2, t29);
                __mmask16 t31 = _knot_mask16(t29);
                __mmask16 t32 = _kand_mask16(t2, t31);
                __m512i t33 = _mm512_set1_epi32((int)(t27 >= limit));
                __mmask16 t34 = _mm512_test_epi32_mask(t33, t33);
                __mmask16 t35 = _kand_mask16(t30, t34);
                __mmask16 t36 = _knot_mask16(t34);
                __mmask16 t37 = _kand_mask16(t30, t36);
                __m512i t38 = _mm512_set1_epi32(1);
                __m512i t39 = _mm512_and_si512(t3, t38);
                __mmask16 t40 = _mm512_test_epi32_mask(t39, t39);
                __mmask16 t41 = _knot_mask16(t40);
                __mmask16 t42 = _kand_mask16(t37, t41);
                __m512i t43 = _mm512_set1_epi32(1);
                __m512i t44 = _mm512_srav_epi32(t3, t43);
                __m512i t45 = _mm512_set1_epi32(3);
                __m512i t46 = t45;
                __m512i t47 = t3;
                __m512i t48 = _mm512_mullo_epi32(t46, t47);
                __m512i t49 = t48;
                __m512i t50 = _mm512_set1_epi32(1);
                __m512i t51 = t49;
                __m512i t52 = t50;
                __m512i t53 = _mm512_add_epi32(t51, t52);
                __m512i t54 = t53;
                __m512i t55 = _mm512_mask_blend_epi32(t42, t54, t44);
                __m512i t56 = _mm512_set1_epi32((int)t27);
                t4 = _mm512_mask_blend_epi32(t2, t4, t56);
                t5 = _kor_mask16(t5, t32);
                t6 = _kor_mask16(t6, t35);
                if (!(t37 != 0)) {
                    break;
                }
                t2 = t37;
                t3 = t55;
                t27++;
            }
            __m512i t57 = _mm512_mask_blend_epi32(t5, (__m512i)(vcc_v16_int){0}, t4);
            __m512i t58 = t4;
            __m512i t59 = _mm512_sub_epi32(_mm512_setzero_si512(), t58);
            __m512i t60 = t59;
            __m512i t61 = _mm512_mask_blend_epi32(t6, t57, t60);
            _mm512_storeu_si512(t16, t61);
            t1 += 16L;
            if (t1 >= t14) {
                t17 = (int)t14;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)out;
    unsigned long t20 = (unsigned long)in;
    if ((t18 >= 1L) & (t18 <= 16L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))))) {
        __m512i t21 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        long t23 = (long)(int)(long)t17;
        int *t24 = out + t23;
        __m512i t7 = _mm512_maskz_loadu_epi32(t22, in + t23);
        __mmask16 t62 = t22;
        int t63 = 0;
        __m512i t8 = (__m512i)(vcc_v16_int){0};
        __mmask16 t9 = ((__mmask16)0x0);
        __mmask16 t10 = ((__mmask16)0x0);
        for (;;) {
            __m512i t64 = _mm512_set1_epi32(1);
            __mmask16 t65 = _mm512_cmp_epi32_mask(t7, t64, _MM_CMPINT_NLE);
            __mmask16 t66 = _kand_mask16(t62, t65);
            __mmask16 t67 = _knot_mask16(t65);
            __mmask16 t68 = _kand_mask16(t62, t67);
            __m512i t69 = _mm512_set1_epi32((int)(t63 >= limit));
            __mmask16 t70 = _mm512_test_epi32_mask(t69, t69);
            __mmask16 t71 = _kand_mask16(t66, t70);
            __mmask16 t72 = _knot_mask16(t70);
            __mmask16 t73 = _kand_mask16(t66, t72);
            __m512i t74 = _mm512_set1_epi32(1);
            __m512i t75 = _mm512_and_si512(t7, t74);
            __mmask16 t76 = _mm512_test_epi32_mask(t75, t75);
            __mmask16 t77 = _knot_mask16(t76);
            __mmask16 t78 = _kand_mask16(t73, t77);
            __m512i t79 = _mm512_set1_epi32(1);
            __m512i t80 = _mm512_srav_epi32(t7, t79);
            __m512i t81 = _mm512_set1_epi32(3);
            __m512i t82 = t81;
            __m512i t83 = t7;
            __m512i t84 = _mm512_mullo_epi32(t82, t83);
            __m512i t85 = t84;
            __m512i t86 = _mm512_set1_epi32(1);
            __m512i t87 = t85;
            __m512i t88 = t86;
            __m512i t89 = _mm512_add_epi32(t87, t88);
            __m512i t90 = t89;
            t7 = _mm512_mask_blend_epi32(t78, t90, t80);
            __m512i t91 = _mm512_set1_epi32((int)t63);
            t8 = _mm512_mask_blend_epi32(t62, t8, t91);
            t9 = _kor_mask16(t9, t68);
            t10 = _kor_mask16(t10, t71);
            if (!(t73 != 0)) {
                break;
            }
            t62 = t73;
            t63++;
        }
        __m512i t92 = _mm512_mask_blend_epi32(t9, (__m512i)(vcc_v16_int){0}, t8);
        __m512i t93 = t8;
        __m512i t94 = _mm512_sub_epi32(_mm512_setzero_si512(), t93);
        __m512i t95 = t94;
        __m512i t96 = _mm512_mask_blend_epi32(t10, t92, t95);
        _mm512_mask_storeu_epi32(t24, t22, t96);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = in[t25];
        out[t25] = (_mm256_zeroupper(), collatz(t26, limit));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_counts(int *out, const int *in, int n, int limit) {
    vcc_no_contract_body
    int t19;
    int i;
    long t10 = (long)n;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11))) {
        long t13 = t10 & -16L;
        long t1 = 0L;
        for (;;) {
            long t14 = (long)(int)t1;
            __m512i t2 = _mm512_loadu_si512(in + t14);
            __m512i t15 = _mm512_and_si512(t2, _mm512_set1_epi32(2));
            __mmask16 t16 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t17 = _knot_mask16(t16);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t14 * 4UL), t17, _mm512_set1_epi32(-1000));
            __mmask16 t18 = _mm512_cmp_epi32_mask(t15, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t34 = t18;
            int t35 = 0;
            __m512i t3 = (__m512i)(vcc_v16_int){0};
            __mmask16 t4 = ((__mmask16)0x0);
            __mmask16 t5 = ((__mmask16)0x0);
            for (;;) {
                __m512i t36 = _mm512_set1_epi32(1);
                __mmask16 t37 = _mm512_cmp_epi32_mask(t2, t36, _MM_CMPINT_NLE);
                __mmask16 t38 = _kand_mask16(t34, t37);
                __mmask16 t39 = _knot_mask16(t37);
                __mmask16 t40 = _kand_mask16(t34, t39);
                __m512i t41 = _mm512_set1_epi32((int)(t35 >= limit));
                __mmask16 t42 = _mm512_test_epi32_mask(t41, t41);
                __mmask16 t43 = _kand_mask16(t38, t42);
                __mmask16 t44 = _knot_mask16(t42);
                __mmask16 t45 = _kand_mask16(t38, t44);
                __m512i t46 = _mm512_set1_epi32(1);
                __m512i t47 = _mm512_and_si512(t2, t46);
                __mmask16 t48 = _mm512_test_epi32_mask(t47, t47);
                __mmask16 t49 = _knot_mask16(t48);
                __mmask16 t50 = _kand_mask16(t45, t49);
                __m512i t51 = _mm512_set1_epi32(1);
                __m512i t52 = _mm512_srav_epi32(t2, t51);
                __m512i t53 = _mm512_set1_epi32(3);
                __m512i t54 = t53;
                __m512i t55 = t2;
                __m512i t56 = _mm512_mullo_epi32(t54, t55);
                __m512i t57 = t56;
                __m512i t58 = _mm512_set1_epi32(1);
                __m512i t59 = t57;
                __m512i t60 = t58;
                __m512i t61 = _mm512_add_epi32(t59, t60);
                __m512i t62 = t61;
                __m512i t63 = _mm512_mask_blend_epi32(t50, t62, t52);
                __m512i t64 = _mm512_set1_epi32((int)t35);
                t3 = _mm512_mask_blend_epi32(t34, t3, t64);
                t4 = _kor_mask16(t4, t40);
                t5 = _kor_mask16(t5, t43);
                if (!(t45 != 0)) {
                    break;
                }
                t34 = t45;
                t2 = t63;
                t35++;
            }
            __m512i t65 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, t3);
            __m512i t66 = t3;
            __m512i t67 = _mm512_sub_epi32(_mm512_setzero_si512(), t66);
            __m512i t68 = t67;
            __m512i t69 = _mm512_mask_blend_epi32(t5, t65, t68);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t14 * 4UL), t18, t69);
            t1 += 16L;
            if (t1 >= t13) {
                t19 = (int)t13;
                break;
            }
        }
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)in;
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        __m512i t23 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
        long t25 = (long)(int)(long)t19;
        __m512i t6 = _mm512_maskz_loadu_epi32(t24, in + t25);
        __m512i t26 = _mm512_and_si512(t6, _mm512_set1_epi32(2));
        __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t28 = _knot_mask16(t27);
        __mmask16 t29 = _kand_mask16(t24, t28);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t25 * 4UL), t29, _mm512_set1_epi32(-1000));
        __mmask16 t30 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t31 = _kand_mask16(t24, t30);
        __mmask16 t70 = t31;
        int t71 = 0;
        __m512i t7 = (__m512i)(vcc_v16_int){0};
        __mmask16 t8 = ((__mmask16)0x0);
        __mmask16 t9 = ((__mmask16)0x0);
        for (;;) {
            __m512i t72 = _mm512_set1_epi32(1);
            __mmask16 t73 = _mm512_cmp_epi32_mask(t6, t72, _MM_CMPINT_NLE);
            __mmask16 t74 = _kand_mask16(t70, t73);
            __mmask16 t75 = _knot_mask16(t73);
            __mmask16 t76 = _kand_mask16(t70, t75);
            __m512i t77 = _mm512_set1_epi32((int)(t71 >= limit));
            __mmask16 t78 = _mm512_test_epi32_mask(t77, t77);
            __mmask16 t79 = _kand_mask16(t74, t78);
            __mmask16 t80 = _knot_mask16(t78);
            __mmask16 t81 = _kand_mask16(t74, t80);
            __m512i t82 = _mm512_set1_epi32(1);
            __m512i t83 = _mm512_and_si512(t6, t82);
            __mmask16 t84 = _mm512_test_epi32_mask(t83, t83);
            __mmask16 t85 = _knot_mask16(t84);
            __mmask16 t86 = _kand_mask16(t81, t85);
            __m512i t87 = _mm512_set1_epi32(1);
            __m512i t88 = _mm512_srav_epi32(t6, t87);
            __m512i t89 = _mm512_set1_epi32(3);
            __m512i t90 = t89;
            __m512i t91 = t6;
            __m512i t92 = _mm512_mullo_epi32(t90, t91);
            __m512i t93 = t92;
            __m512i t94 = _mm512_set1_epi32(1);
            __m512i t95 = t93;
            __m512i t96 = t94;
            __m512i t97 = _mm512_add_epi32(t95, t96);
            __m512i t98 = t97;
            t6 = _mm512_mask_blend_epi32(t86, t98, t88);
            __m512i t99 = _mm512_set1_epi32((int)t71);
            t7 = _mm512_mask_blend_epi32(t70, t7, t99);
            t8 = _kor_mask16(t8, t76);
            t9 = _kor_mask16(t9, t79);
            if (!(t81 != 0)) {
                break;
            }
            t70 = t81;
            t71++;
        }
        __m512i t100 = _mm512_mask_blend_epi32(t8, (__m512i)(vcc_v16_int){0}, t7);
        __m512i t101 = t7;
        __m512i t102 = _mm512_sub_epi32(_mm512_setzero_si512(), t101);
        __m512i t103 = t102;
        __m512i t104 = _mm512_mask_blend_epi32(t9, t100, t103);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t25 * 4UL), t31, t104);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        int t33 = in[t32];
        if (t33 & 2) {
            out[t32] = (_mm256_zeroupper(), collatz(t33, limit));
        } else {
            out[t32] = -1000;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_rows(unsigned *out, int n, float y) {
    vcc_no_contract_body
    __m512i t1;
    __mmask16 t2;
    __m512 t3;
    __m512 t4;
    __mmask16 t5;
    __m512 t6;
    __m512 t7;
    __mmask16 t8;
    __m512 t9;
    __m512 t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512 t14;
    __m512 t15;
    __m512i t16;
    __m512i t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __mmask16 t22;
    __m512 t23;
    __m512 t24;
    __m512i t25;
    __m512i t26;
    __mmask16 t27;
    __m512 t28;
    __m512 t29;
    __m512i t30;
    __m512i t31;
    long t32;
    long t33;
    long t34;
    __m512 t35;
    __m512i t36;
    __m512i t37;
    __m512 t38;
    __m512i t39;
    unsigned int *t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    int t44;
    long t45;
    __m512i t46;
    __mmask16 t47;
    __m512 t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512 t52;
    __m512i t53;
    unsigned int *t54;
    __m512 t55;
    __m512 t56;
    __m512 t57;
    int i;
    __m512 t60;
    __m512 t61;
    unsigned int t62;
    __m512i t63;
    int t64;
    __m512i t65;
    unsigned int t66;
    __m512i t67;
    int t68;
    __m512i t69;
    unsigned int t81;
    int t82;
    __m512i t83;
    unsigned int t95;
    int t96;
    __m512i t97;
    __m512 t98;
    __m512 t99;
    __mmask16 t100;
    unsigned int t101;
    __m512i t102;
    int t103;
    __m512i t104;
    __mmask16 t105;
    unsigned int t106;
    __m512i t107;
    int t108;
    __m512i t109;
    unsigned int t121;
    int t122;
    __m512i t123;
    unsigned int t135;
    int t136;
    __m512i t137;
    t33 = (long)n;
    if (t33 >= 16L) {
        t34 = t33 & -16L;
        t35 = _mm512_set1_ps(y);
        t36 = _mm512_set1_epi32(0);
        t37 = t36;
        t1 = _mm512_add_epi32(t37, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t38 = _mm512_xor_ps(t35, _mm512_set1_ps(-0.0f));
        t32 = 0L;
        for (;;) {
            t39 = t1;
            t40 = out + (int)t32;
            t41 = _mm512_cvtepi32_ps(t39);
            t42 = _mm512_mul_ps(t41, _mm512_set1_ps(0.040625f));
            t43 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t42);
            t2 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t3 = _mm512_set1_ps(0.0f);
            t4 = _mm512_set1_ps(0.0f);
            t60 = _mm512_mul_ps(t41, _mm512_set1_ps(0.0203125f));
            t61 = _mm512_add_ps(_mm512_set1_ps(-1.5f), t60);
            t5 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t6 = _mm512_set1_ps(0.0f);
            t7 = _mm512_set1_ps(0.0f);
            t62 = 0U;
            t63 = (__m512i)(vcc_v16_uint){0};
            t64 = 1;
            t65 = (__m512i)(vcc_v16_uint){0};
            t66 = 0U;
            t67 = (__m512i)(vcc_v16_uint){0};
            t68 = 1;
            t69 = (__m512i)(vcc_v16_uint){0};
            for (;;) {
                if (t64) {
                    if (t62 < 90U) {
                        __m512 t70 = _mm512_mul_ps(t3, t3);
                        __m512 t71 = _mm512_mul_ps(t4, t4);
                        __m512 t72 = _mm512_add_ps(t70, t71);
                        __m512 t73 = _mm512_set1_ps(4.0f);
                        __mmask16 t74 = _mm512_cmp_ps_mask(t72, t73, _CMP_LT_OQ);
                        t8 = _kand_mask16(t2, t74);
                        __m512 t75 = _mm512_sub_ps(t70, t71);
                        t9 = _mm512_add_ps(t75, t43);
                        __m512 t76 = _mm512_set1_ps(2.0f);
                        __m512 t77 = _mm512_mul_ps(t76, t3);
                        __m512 t78 = _mm512_mul_ps(t77, t4);
                        t10 = _mm512_add_ps(t78, t35);
                        __m512i t79 = _mm512_set1_epi32((int)t62);
                        t11 = _mm512_mask_blend_epi32(t2, t63, t79);
                        if ((t8 != 0)) {
                            t81 = t62 + 1U;
                            t82 = 1;
                            t83 = t65;
                            goto L144;
                        }
                        t12 = t11;
                    } else {
                        __m512i t80 = _mm512_set1_epi32((int)t62);
                        t12 = _mm512_mask_blend_epi32(t2, t63, t80);
                    }
                    t8 = t2;
                    t81 = t62;
                    t9 = t3;
                    t10 = t4;
                    t11 = t63;
                    t82 = 0;
                    t83 = t12;
                } else {
                    t8 = t2;
                    t81 = t62;
                    t9 = t3;
                    t10 = t4;
                    t11 = t63;
                    t82 = 0;
                    t83 = t65;
                }
            L144:
                if (t68) {
                    if (t66 < 60U) {
                        __m512 t84 = _mm512_mul_ps(t6, t6);
                        __m512 t85 = _mm512_mul_ps(t7, t7);
                        __m512 t86 = _mm512_add_ps(t84, t85);
                        __m512 t87 = _mm512_set1_ps(4.0f);
                        __mmask16 t88 = _mm512_cmp_ps_mask(t86, t87, _CMP_LT_OQ);
                        t13 = _kand_mask16(t5, t88);
                        __m512 t89 = _mm512_sub_ps(t84, t85);
                        t14 = _mm512_add_ps(t89, t61);
                        __m512 t90 = _mm512_set1_ps(2.0f);
                        __m512 t91 = _mm512_mul_ps(t90, t6);
                        __m512 t92 = _mm512_mul_ps(t91, t7);
                        t15 = _mm512_add_ps(t92, t38);
                        __m512i t93 = _mm512_set1_epi32((int)t66);
                        t16 = _mm512_mask_blend_epi32(t5, t67, t93);
                        if ((t13 != 0)) {
                            t95 = t66 + 1U;
                            t96 = 1;
                            t97 = t69;
                            goto L145;
                        }
                        t17 = t16;
                    } else {
                        __m512i t94 = _mm512_set1_epi32((int)t66);
                        t17 = _mm512_mask_blend_epi32(t5, t67, t94);
                    }
                    t13 = t5;
                    t95 = t66;
                    t14 = t6;
                    t15 = t7;
                    t16 = t67;
                    t96 = 0;
                    t97 = t17;
                } else {
                    t13 = t5;
                    t95 = t66;
                    t14 = t6;
                    t15 = t7;
                    t16 = t67;
                    t96 = 0;
                    t97 = t69;
                }
            L145:
                if (!(t82 | t96)) {
                    __m512i t139 = _mm512_mullo_epi32(_mm512_set1_epi32(1000), t97);
                    __m512i t140 = _mm512_add_epi32(t83, t139);
                    _mm512_storeu_si512(t40, t140);
                    t32 += 16L;
                    t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
                    if (t32 < t34) {
                        break;
                    }
                    t44 = (int)t34;
                    goto L146;
                }
                t2 = t8;
                t62 = t81;
                t3 = t9;
                t4 = t10;
                t63 = t11;
                t64 = t82;
                t65 = t83;
                t5 = t13;
                t66 = t95;
                t6 = t14;
                t7 = t15;
                t67 = t16;
                t68 = t96;
                t69 = t97;
            }
        }
    } else {
        t44 = 0;
    }
L146:
    t45 = (long)n + (long)t44 * -1L;
    if ((t45 >= 1L) & (t45 <= 16L)) {
        t46 = _mm512_set1_epi32((int)(int)t45);
        t47 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t46, _MM_CMPINT_LT);
        t48 = _mm512_set1_ps(y);
        t49 = _mm512_set1_epi32((int)t44);
        t50 = t49;
        t51 = _mm512_add_epi32(t50, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t52 = _mm512_xor_ps(t48, _mm512_set1_ps(-0.0f));
        t53 = t51;
        t54 = out + (int)(long)t44;
        t55 = _mm512_cvtepi32_ps(t53);
        t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.040625f));
        t57 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t56);
        t18 = _mm512_set1_ps(0.0f);
        t19 = _mm512_set1_ps(0.0f);
        t98 = _mm512_mul_ps(t55, _mm512_set1_ps(0.0203125f));
        t99 = _mm512_add_ps(_mm512_set1_ps(-1.5f), t98);
        t20 = _mm512_set1_ps(0.0f);
        t21 = _mm512_set1_ps(0.0f);
        t100 = t47;
        t101 = 0U;
        t102 = (__m512i)(vcc_v16_uint){0};
        t103 = 1;
        t104 = (__m512i)(vcc_v16_uint){0};
        t105 = t47;
        t106 = 0U;
        t107 = (__m512i)(vcc_v16_uint){0};
        t108 = 1;
        t109 = (__m512i)(vcc_v16_uint){0};
        for (;;) {
            if (t103) {
                if (t101 < 90U) {
                    __m512 t110 = _mm512_mul_ps(t18, t18);
                    __m512 t111 = _mm512_mul_ps(t19, t19);
                    __m512 t112 = _mm512_add_ps(t110, t111);
                    __m512 t113 = _mm512_set1_ps(4.0f);
                    __mmask16 t114 = _mm512_cmp_ps_mask(t112, t113, _CMP_LT_OQ);
                    t22 = _kand_mask16(t100, t114);
                    __m512 t115 = _mm512_sub_ps(t110, t111);
                    t23 = _mm512_add_ps(t115, t57);
                    __m512 t116 = _mm512_set1_ps(2.0f);
                    __m512 t117 = _mm512_mul_ps(t116, t18);
                    __m512 t118 = _mm512_mul_ps(t117, t19);
                    t24 = _mm512_add_ps(t118, t48);
                    __m512i t119 = _mm512_set1_epi32((int)t101);
                    t25 = _mm512_mask_blend_epi32(t100, t102, t119);
                    if ((t22 != 0)) {
                        t121 = t101 + 1U;
                        t122 = 1;
                        t123 = t104;
                        goto L147;
                    }
                    t26 = t25;
                } else {
                    __m512i t120 = _mm512_set1_epi32((int)t101);
                    t26 = _mm512_mask_blend_epi32(t100, t102, t120);
                }
                t22 = t100;
                t121 = t101;
                t23 = t18;
                t24 = t19;
                t25 = t102;
                t122 = 0;
                t123 = t26;
            } else {
                t22 = t100;
                t121 = t101;
                t23 = t18;
                t24 = t19;
                t25 = t102;
                t122 = 0;
                t123 = t104;
            }
        L147:
            if (t108) {
                if (t106 < 60U) {
                    __m512 t124 = _mm512_mul_ps(t20, t20);
                    __m512 t125 = _mm512_mul_ps(t21, t21);
                    __m512 t126 = _mm512_add_ps(t124, t125);
                    __m512 t127 = _mm512_set1_ps(4.0f);
                    __mmask16 t128 = _mm512_cmp_ps_mask(t126, t127, _CMP_LT_OQ);
                    t27 = _kand_mask16(t105, t128);
                    __m512 t129 = _mm512_sub_ps(t124, t125);
                    t28 = _mm512_add_ps(t129, t99);
                    __m512 t130 = _mm512_set1_ps(2.0f);
                    __m512 t131 = _mm512_mul_ps(t130, t20);
                    __m512 t132 = _mm512_mul_ps(t131, t21);
                    t29 = _mm512_add_ps(t132, t52);
                    __m512i t133 = _mm512_set1_epi32((int)t106);
                    t30 = _mm512_mask_blend_epi32(t105, t107, t133);
                    if ((t27 != 0)) {
                        t135 = t106 + 1U;
                        t136 = 1;
                        t137 = t109;
                        goto L148;
                    }
                    t31 = t30;
                } else {
                    __m512i t134 = _mm512_set1_epi32((int)t106);
                    t31 = _mm512_mask_blend_epi32(t105, t107, t134);
                }
                t27 = t105;
                t135 = t106;
                t28 = t20;
                t29 = t21;
                t30 = t107;
                t136 = 0;
                t137 = t31;
            } else {
                t27 = t105;
                t135 = t106;
                t28 = t20;
                t29 = t21;
                t30 = t107;
                t136 = 0;
                t137 = t109;
            }
        L148:
            if (!(t122 | t136)) {
                __m512i t138 = _mm512_mask_blend_epi32(t47, (__m512i)(vcc_v16_uint){0}, t123);
                __m512i t143 = _mm512_mask_blend_epi32(t47, (__m512i)(vcc_v16_uint){0}, t137);
                __m512i t141 = _mm512_mullo_epi32(_mm512_set1_epi32(1000), t143);
                __m512i t142 = _mm512_add_epi32(t138, t141);
                _mm512_mask_storeu_epi32(t54, t47, t142);
                i = (int)((long)t44 + t45);
                break;
            }
            t100 = t22;
            t101 = t121;
            t18 = t23;
            t19 = t24;
            t102 = t25;
            t103 = t122;
            t104 = t123;
            t105 = t27;
            t106 = t135;
            t20 = t28;
            t21 = t29;
            t107 = t30;
            t108 = t136;
            t109 = t137;
        }
    } else {
        i = t44;
    }
    for (; i < n; i++) {
        float t58 = (float)i;
        unsigned int t59 = (_mm256_zeroupper(), escape(-2.0f + t58 * 0.040625f, y, 90U));
        out[i] = t59 + 1000U * (_mm256_zeroupper(), escape(-1.5f + t58 * 0.0203125f, -y, 60U));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long total(const int *in, int n, int limit) {
    vcc_no_contract_body
    long s;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t32;
    int t36;
    long t37;
    long t38;
    int t40;
    long t41;
    int i;
    int t90;
    int t91;
    int t123;
    int t124;
    t32 = (long)n;
    if (t32 >= 16L) {
        long t33 = t32 & -16L;
        long t29 = 0L;
        __m512i t30 = _mm512_set1_epi64((long long)0LL);
        __m512i t31 = _mm512_set1_epi64((long long)0LL);
        for (;;) {
            long t34 = t29 + 8L;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(in + (int)t29));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(in + (int)t34));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t47 = 0;
            __m256i t48 = (__m256i)(vcc_v8_int){0};
            __m256i t49 = (__m256i)(vcc_m8){0};
            __m256i t50 = (__m256i)(vcc_m8){0};
            int t51 = 1;
            __m256i t52 = (__m256i)(vcc_v8_int){0};
            int t53 = 0;
            __m256i t54 = (__m256i)(vcc_v8_int){0};
            __m256i t55 = (__m256i)(vcc_m8){0};
            __m256i t56 = (__m256i)(vcc_m8){0};
            int t57 = 1;
            __m256i t58 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t51) {
                    __m256i t59 = _mm256_set1_epi32(1);
                    __m256i t60 = _mm256_cmpgt_epi32(t2, t59);
                    __m256i t61 = _mm256_and_si256(t1, t60);
                    __m256i t62 = (__m256i)~(vcc_m8)t60;
                    __m256i t63 = _mm256_and_si256(t1, t62);
                    __m256i t64 = _mm256_set1_epi32((int)(t47 >= limit));
                    __m256i t65 = (__m256i)(vcc_m8)((vcc_v8_int)t64 != (vcc_v8_int){0});
                    __m256i t66 = _mm256_and_si256(t61, t65);
                    __m256i t67 = (__m256i)~(vcc_m8)t65;
                    t5 = _mm256_and_si256(t61, t67);
                    __m256i t68 = _mm256_set1_epi32(1);
                    __m256i t69 = _mm256_and_si256(t2, t68);
                    __m256i t70 = (__m256i)(vcc_m8)((vcc_v8_int)t69 != (vcc_v8_int){0});
                    __m256i t71 = (__m256i)~(vcc_m8)t70;
                    __m256i t72 = _mm256_and_si256(t5, t71);
                    __m256i t73 = _mm256_set1_epi32(1);
                    __m256i t74 = _mm256_srav_epi32(t2, t73);
                    __m256i t75 = _mm256_set1_epi32(3);
                    __m256i t76 = t75;
                    __m256i t77 = t2;
                    __m256i t78 = _mm256_mullo_epi32(t76, t77);
                    __m256i t79 = t78;
                    __m256i t80 = _mm256_set1_epi32(1);
                    __m256i t81 = t79;
                    __m256i t82 = t80;
                    __m256i t83 = _mm256_add_epi32(t81, t82);
                    __m256i t84 = t83;
                    t6 = _mm256_ternarylogic_epi32(t72, t74, t84, 0xCA);
                    __m256i t85 = _mm256_set1_epi32((int)t47);
                    t7 = _mm256_ternarylogic_epi32(t1, t85, t48, 0xCA);
                    t8 = _mm256_or_si256(t49, t63);
                    t9 = _mm256_or_si256(t50, t66);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t90 = t47 + 1;
                        t91 = 1;
                        t10 = t52;
                    } else {
                        __m256i t86 = _mm256_ternarylogic_epi32(t8, t7, (__m256i)(vcc_v8_int){0}, 0xCA);
                        __m256i t87 = t7;
                        __m256i t88 = _mm256_sub_epi32(_mm256_setzero_si256(), t87);
                        __m256i t89 = t88;
                        t10 = _mm256_ternarylogic_epi32(t9, t89, t86, 0xCA);
                        t5 = t1;
                        t6 = t2;
                        t90 = t47;
                        t7 = t48;
                        t8 = t49;
                        t9 = t50;
                        t91 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t90 = t47;
                    t7 = t48;
                    t8 = t49;
                    t9 = t50;
                    t91 = 0;
                    t10 = t52;
                }
                if (t57) {
                    __m256i t92 = _mm256_set1_epi32(1);
                    __m256i t93 = _mm256_cmpgt_epi32(t4, t92);
                    __m256i t94 = _mm256_and_si256(t3, t93);
                    __m256i t95 = (__m256i)~(vcc_m8)t93;
                    __m256i t96 = _mm256_and_si256(t3, t95);
                    __m256i t97 = _mm256_set1_epi32((int)(t53 >= limit));
                    __m256i t98 = (__m256i)(vcc_m8)((vcc_v8_int)t97 != (vcc_v8_int){0});
                    __m256i t99 = _mm256_and_si256(t94, t98);
                    __m256i t100 = (__m256i)~(vcc_m8)t98;
                    t11 = _mm256_and_si256(t94, t100);
                    __m256i t101 = _mm256_set1_epi32(1);
                    __m256i t102 = _mm256_and_si256(t4, t101);
                    __m256i t103 = (__m256i)(vcc_m8)((vcc_v8_int)t102 != (vcc_v8_int){0});
                    __m256i t104 = (__m256i)~(vcc_m8)t103;
                    __m256i t105 = _mm256_and_si256(t11, t104);
                    __m256i t106 = _mm256_set1_epi32(1);
                    __m256i t107 = _mm256_srav_epi32(t4, t106);
                    __m256i t108 = _mm256_set1_epi32(3);
                    __m256i t109 = t108;
                    __m256i t110 = t4;
                    __m256i t111 = _mm256_mullo_epi32(t109, t110);
                    __m256i t112 = t111;
                    __m256i t113 = _mm256_set1_epi32(1);
                    __m256i t114 = t112;
                    __m256i t115 = t113;
                    __m256i t116 = _mm256_add_epi32(t114, t115);
                    __m256i t117 = t116;
                    t12 = _mm256_ternarylogic_epi32(t105, t107, t117, 0xCA);
                    __m256i t118 = _mm256_set1_epi32((int)t53);
                    t13 = _mm256_ternarylogic_epi32(t3, t118, t54, 0xCA);
                    t14 = _mm256_or_si256(t55, t96);
                    t15 = _mm256_or_si256(t56, t99);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t123 = t53 + 1;
                        t124 = 1;
                        t16 = t58;
                    } else {
                        __m256i t119 = _mm256_ternarylogic_epi32(t14, t13, (__m256i)(vcc_v8_int){0}, 0xCA);
                        __m256i t120 = t13;
                        __m256i t121 = _mm256_sub_epi32(_mm256_setzero_si256(), t120);
                        __m256i t122 = t121;
                        t16 = _mm256_ternarylogic_epi32(t15, t122, t119, 0xCA);
                        t11 = t3;
                        t12 = t4;
                        t123 = t53;
                        t13 = t54;
                        t14 = t55;
                        t15 = t56;
                        t124 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t123 = t53;
                    t13 = t54;
                    t14 = t55;
                    t15 = t56;
                    t124 = 0;
                    t16 = t58;
                }
                if (!(t91 | t124)) {
                    __m512i t125 = _mm512_cvtepi32_epi64(t10);
                    __m512i t126 = t125;
                    t30 = _mm512_add_epi64(t30, t126);
                    __m512i t202 = _mm512_cvtepi32_epi64(t16);
                    __m512i t203 = t202;
                    t31 = _mm512_add_epi64(t31, t203);
                    t29 += 16L;
                    if (t29 < t33) {
                        break;
                    }
                    __m512i t35 = _mm512_add_epi64(t30, t31);
                    t36 = (int)t33;
                    t37 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t35), _mm512_extracti64x4_epi64(t35, 1)), _mm_add_epi64, unsigned long);
                    goto L204;
                }
                t1 = t5;
                t2 = t6;
                t47 = t90;
                t48 = t7;
                t49 = t8;
                t50 = t9;
                t51 = t91;
                t52 = t10;
                t3 = t11;
                t4 = t12;
                t53 = t123;
                t54 = t13;
                t55 = t14;
                t56 = t15;
                t57 = t124;
                t58 = t16;
            }
        }
    } else {
        t36 = 0;
        t37 = 0L;
    }
L204:
    t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t17 = 0L;
        __m512i t18 = _mm512_set1_epi64((long long)0LL);
        for (;;) {
            __m256i t20 = _mm256_loadu_si256((const __m256i *)(in + (int)((long)t36 + t17)));
            __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t129 = 0;
            __m256i t21 = (__m256i)(vcc_v8_int){0};
            __m256i t22 = (__m256i)(vcc_m8){0};
            __m256i t23 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t130 = _mm256_set1_epi32(1);
                __m256i t131 = _mm256_cmpgt_epi32(t20, t130);
                __m256i t132 = _mm256_and_si256(t19, t131);
                __m256i t133 = (__m256i)~(vcc_m8)t131;
                __m256i t134 = _mm256_and_si256(t19, t133);
                __m256i t135 = _mm256_set1_epi32((int)(t129 >= limit));
                __m256i t136 = (__m256i)(vcc_m8)((vcc_v8_int)t135 != (vcc_v8_int){0});
                __m256i t137 = _mm256_and_si256(t132, t136);
                __m256i t138 = (__m256i)~(vcc_m8)t136;
                __m256i t139 = _mm256_and_si256(t132, t138);
                __m256i t140 = _mm256_set1_epi32(1);
                __m256i t141 = _mm256_and_si256(t20, t140);
                __m256i t142 = (__m256i)(vcc_m8)((vcc_v8_int)t141 != (vcc_v8_int){0});
                __m256i t143 = (__m256i)~(vcc_m8)t142;
                __m256i t144 = _mm256_and_si256(t139, t143);
                __m256i t145 = _mm256_set1_epi32(1);
                __m256i t146 = _mm256_srav_epi32(t20, t145);
                __m256i t147 = _mm256_set1_epi32(3);
                __m256i t148 = t147;
                __m256i t149 = t20;
                __m256i t150 = _mm256_mullo_epi32(t148, t149);
                __m256i t151 = t150;
                __m256i t152 = _mm256_set1_epi32(1);
                __m256i t153 = t151;
                __m256i t154 = t152;
                __m256i t155 = _mm256_add_epi32(t153, t154);
                __m256i t156 = t155;
                __m256i t157 = _mm256_ternarylogic_epi32(t144, t146, t156, 0xCA);
                __m256i t158 = _mm256_set1_epi32((int)t129);
                t21 = _mm256_ternarylogic_epi32(t19, t158, t21, 0xCA);
                t22 = _mm256_or_si256(t22, t134);
                t23 = _mm256_or_si256(t23, t137);
                if (!(_mm256_movemask_epi8(t139) != 0)) {
                    break;
                }
                t19 = t139;
                t20 = t157;
                t129++;
            }
            __m256i t159 = _mm256_ternarylogic_epi32(t22, t21, (__m256i)(vcc_v8_int){0}, 0xCA);
            __m256i t160 = t21;
            __m256i t161 = _mm256_sub_epi32(_mm256_setzero_si256(), t160);
            __m256i t162 = t161;
            __m256i t163 = _mm256_ternarylogic_epi32(t23, t162, t159, 0xCA);
            __m512i t127 = _mm512_cvtepi32_epi64(t163);
            __m512i t128 = t127;
            t18 = _mm512_add_epi64(t18, t128);
            t17 += 8L;
            if (t17 >= t39) {
                t40 = (int)((long)t36 + t39);
                t41 = (long)((unsigned long)t37 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t18), _mm512_extracti64x4_epi64(t18, 1)), _mm_add_epi64, unsigned long));
                break;
            }
        }
    } else {
        t40 = t36;
        t41 = t37;
    }
    long t42 = (long)n + (long)t40 * -1L;
    if ((t42 >= 1L) & (t42 <= 8L)) {
        __m256i t43 = _mm256_set1_epi32((int)(int)t42);
        __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t25 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t44), in + (int)(long)t40);
        __m256i t45 = _mm256_ternarylogic_epi32(t44, _mm256_set1_epi32(1), (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t24 = (__m256i)(vcc_m8)((vcc_v8_int)t45 != (vcc_v8_int){0});
        int t168 = 0;
        __m256i t26 = (__m256i)(vcc_v8_int){0};
        __m256i t27 = (__m256i)(vcc_m8){0};
        __m256i t28 = (__m256i)(vcc_m8){0};
        for (;;) {
            __m256i t169 = _mm256_set1_epi32(1);
            __m256i t170 = _mm256_cmpgt_epi32(t25, t169);
            __m256i t171 = _mm256_and_si256(t24, t170);
            __m256i t172 = (__m256i)~(vcc_m8)t170;
            __m256i t173 = _mm256_and_si256(t24, t172);
            __m256i t174 = _mm256_set1_epi32((int)(t168 >= limit));
            __m256i t175 = (__m256i)(vcc_m8)((vcc_v8_int)t174 != (vcc_v8_int){0});
            __m256i t176 = _mm256_and_si256(t171, t175);
            __m256i t177 = (__m256i)~(vcc_m8)t175;
            __m256i t178 = _mm256_and_si256(t171, t177);
            __m256i t179 = _mm256_set1_epi32(1);
            __m256i t180 = _mm256_and_si256(t25, t179);
            __m256i t181 = (__m256i)(vcc_m8)((vcc_v8_int)t180 != (vcc_v8_int){0});
            __m256i t182 = (__m256i)~(vcc_m8)t181;
            __m256i t183 = _mm256_and_si256(t178, t182);
            __m256i t184 = _mm256_set1_epi32(1);
            __m256i t185 = _mm256_srav_epi32(t25, t184);
            __m256i t186 = _mm256_set1_epi32(3);
            __m256i t187 = t186;
            __m256i t188 = t25;
            __m256i t189 = _mm256_mullo_epi32(t187, t188);
            __m256i t190 = t189;
            __m256i t191 = _mm256_set1_epi32(1);
            __m256i t192 = t190;
            __m256i t193 = t191;
            __m256i t194 = _mm256_add_epi32(t192, t193);
            __m256i t195 = t194;
            t25 = _mm256_ternarylogic_epi32(t183, t185, t195, 0xCA);
            __m256i t196 = _mm256_set1_epi32((int)t168);
            t26 = _mm256_ternarylogic_epi32(t24, t196, t26, 0xCA);
            t27 = _mm256_or_si256(t27, t173);
            t28 = _mm256_or_si256(t28, t176);
            if (!(_mm256_movemask_epi8(t178) != 0)) {
                break;
            }
            t24 = t178;
            t168++;
        }
        __m256i t197 = _mm256_ternarylogic_epi32(t27, t26, (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t198 = t26;
        __m256i t199 = _mm256_sub_epi32(_mm256_setzero_si256(), t198);
        __m256i t200 = t199;
        __m256i t201 = _mm256_ternarylogic_epi32(t28, t200, t197, 0xCA);
        __m512i t164 = _mm512_cvtepi32_epi64(t201);
        __m512i t165 = t164;
        __m512i t166 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t165);
        __m512i t167 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t44), _mm512_set1_epi64((long long)0LL), t166);
        i = (int)((long)t40 + t42);
        s = (long)((unsigned long)t41 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t167), _mm512_extracti64x4_epi64(t167, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t40;
        s = t41;
    }
    for (; i < n; i++) {
        int t46 = in[i];
        s += (long)(_mm256_zeroupper(), collatz(t46, limit));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void in_place(int *a, int n, int limit) {
    vcc_no_contract_body
    int t14;
    int i;
    long t11 = (long)n;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long t1 = 0L;
        for (;;) {
            int *t13 = a + (int)t1;
            __m512i t3 = _mm512_loadu_si512(t13);
            __mmask16 t2 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            int t21 = 0;
            __m512i t4 = (__m512i)(vcc_v16_int){0};
            __mmask16 t5 = ((__mmask16)0x0);
            __mmask16 t6 = ((__mmask16)0x0);
            for (;;) {
                __m512i t22 = _mm512_set1_epi32(1);
                __mmask16 t23 = _mm512_cmp_epi32_mask(t3, t22, _MM_CMPINT_NLE);
                __mmask16 t24 = _kand_mask16(t2, t23);
                __mmask16 t25 = _knot_mask16(t23);
                __mmask16 t26 = _kand_mask16(t2, t25);
                __m512i t27 = _mm512_set1_epi32((int)(t21 >= limit));
                __mmask16 t28 = _mm512_test_epi32_mask(t27, t27);
                __mmask16 t29 = _kand_mask16(t24, t28);
                __mmask16 t30 = _knot_mask16(t28);
                __mmask16 t31 = _kand_mask16(t24, t30);
                __m512i t32 = _mm512_set1_epi32(1);
                __m512i t33 = _mm512_and_si512(t3, t32);
                __mmask16 t34 = _mm512_test_epi32_mask(t33, t33);
                __mmask16 t35 = _knot_mask16(t34);
                __mmask16 t36 = _kand_mask16(t31, t35);
                __m512i t37 = _mm512_set1_epi32(1);
                __m512i t38 = _mm512_srav_epi32(t3, t37);
                __m512i t39 = _mm512_set1_epi32(3);
                __m512i t40 = t39;
                __m512i t41 = t3;
                __m512i t42 = _mm512_mullo_epi32(t40, t41);
                __m512i t43 = t42;
                __m512i t44 = _mm512_set1_epi32(1);
                __m512i t45 = t43;
                __m512i t46 = t44;
                __m512i t47 = _mm512_add_epi32(t45, t46);
                __m512i t48 = t47;
                __m512i t49 = _mm512_mask_blend_epi32(t36, t48, t38);
                __m512i t50 = _mm512_set1_epi32((int)t21);
                t4 = _mm512_mask_blend_epi32(t2, t4, t50);
                t5 = _kor_mask16(t5, t26);
                t6 = _kor_mask16(t6, t29);
                if (!(t31 != 0)) {
                    break;
                }
                t2 = t31;
                t3 = t49;
                t21++;
            }
            __m512i t51 = _mm512_mask_blend_epi32(t5, (__m512i)(vcc_v16_int){0}, t4);
            __m512i t52 = t4;
            __m512i t53 = _mm512_sub_epi32(_mm512_setzero_si512(), t52);
            __m512i t54 = t53;
            __m512i t55 = _mm512_mask_blend_epi32(t6, t51, t54);
            _mm512_storeu_si512(t13, t55);
            t1 += 16L;
            if (t1 >= t12) {
                t14 = (int)t12;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        int *t18 = a + (int)(long)t14;
        __m512i t7 = _mm512_maskz_loadu_epi32(t17, t18);
        __mmask16 t56 = t17;
        int t57 = 0;
        __m512i t8 = (__m512i)(vcc_v16_int){0};
        __mmask16 t9 = ((__mmask16)0x0);
        __mmask16 t10 = ((__mmask16)0x0);
        for (;;) {
            __m512i t58 = _mm512_set1_epi32(1);
            __mmask16 t59 = _mm512_cmp_epi32_mask(t7, t58, _MM_CMPINT_NLE);
            __mmask16 t60 = _kand_mask16(t56, t59);
            __mmask16 t61 = _knot_mask16(t59);
            __mmask16 t62 = _kand_mask16(t56, t61);
            __m512i t63 = _mm512_set1_epi32((int)(t57 >= limit));
            __mmask16 t64 = _mm512_test_epi32_mask(t63, t63);
            __mmask16 t65 = _kand_mask16(t60, t64);
            __mmask16 t66 = _knot_mask16(t64);
            __mmask16 t67 = _kand_mask16(t60, t66);
            __m512i t68 = _mm512_set1_epi32(1);
            __m512i t69 = _mm512_and_si512(t7, t68);
            __mmask16 t70 = _mm512_test_epi32_mask(t69, t69);
            __mmask16 t71 = _knot_mask16(t70);
            __mmask16 t72 = _kand_mask16(t67, t71);
            __m512i t73 = _mm512_set1_epi32(1);
            __m512i t74 = _mm512_srav_epi32(t7, t73);
            __m512i t75 = _mm512_set1_epi32(3);
            __m512i t76 = t75;
            __m512i t77 = t7;
            __m512i t78 = _mm512_mullo_epi32(t76, t77);
            __m512i t79 = t78;
            __m512i t80 = _mm512_set1_epi32(1);
            __m512i t81 = t79;
            __m512i t82 = t80;
            __m512i t83 = _mm512_add_epi32(t81, t82);
            __m512i t84 = t83;
            t7 = _mm512_mask_blend_epi32(t72, t84, t74);
            __m512i t85 = _mm512_set1_epi32((int)t57);
            t8 = _mm512_mask_blend_epi32(t56, t8, t85);
            t9 = _kor_mask16(t9, t62);
            t10 = _kor_mask16(t10, t65);
            if (!(t67 != 0)) {
                break;
            }
            t56 = t67;
            t57++;
        }
        __m512i t86 = _mm512_mask_blend_epi32(t9, (__m512i)(vcc_v16_int){0}, t8);
        __m512i t87 = t8;
        __m512i t88 = _mm512_sub_epi32(_mm512_setzero_si512(), t87);
        __m512i t89 = t88;
        __m512i t90 = _mm512_mask_blend_epi32(t10, t86, t89);
        _mm512_mask_storeu_epi32(t18, t17, t90);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        int *t19 = a + i;
        int t20 = *t19;
        *t19 = (_mm256_zeroupper(), collatz(t20, limit));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t42;
    int t57;
    int i;
    int t86;
    int t93;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 31;
    sizes[5] = 32;
    sizes[6] = 33;
    sizes[7] = 64;
    sizes[8] = 100;
    sizes[9] = 257;
    for (int s = 0; s < 10; s++) {
        int n = sizes[s];
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t7);
        void *t8 = malloc(t7);
        int *in = (int *)t8;
        void *t9 = malloc(t7);
        int *out = (int *)t9;
        long t10 = (long)n;
        int t11 = (int)(unsigned int)(int)(13U * (unsigned int)n);
        if ((t10 >= 32L) & (t11 >= 0)) {
            long t12 = t10 & -32L;
            __m256i t13 = _mm256_set1_epi32((int)(t11 % 3001));
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t15 = t14;
            __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(3001));
            __m256i t17 = _mm256_min_epu32(t15, t16);
            __m256i t1 = t17;
            long t2 = 0L;
            for (;;) {
                __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)t2), t18);
                __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(331));
                __m256i t20 = t19;
                __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(3001));
                __m256i t22 = _mm256_min_epu32(t20, t21);
                __m256i t23 = t22;
                __m256i t24 = _mm256_add_epi32(t23, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 8L)), t24);
                __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(662));
                __m256i t26 = t25;
                __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(3001));
                __m256i t28 = _mm256_min_epu32(t26, t27);
                __m256i t29 = t28;
                __m256i t30 = _mm256_add_epi32(t29, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 16L)), t30);
                __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(993));
                __m256i t32 = t31;
                __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(3001));
                __m256i t34 = _mm256_min_epu32(t32, t33);
                __m256i t35 = t34;
                __m256i t36 = _mm256_add_epi32(t35, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(t2 + 24L)), t36);
                t2 += 32L;
                __m256i t37 = _mm256_add_epi32(t1, _mm256_set1_epi32(1324));
                __m256i t38 = t37;
                __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(3001));
                __m256i t40 = _mm256_min_epu32(t38, t39);
                __m256i t41 = t40;
                if (t2 >= t12) {
                    break;
                }
                t1 = t41;
            }
            t42 = (int)t12;
        } else {
            t42 = 0;
        }
        long t43 = (long)n + (long)t42 * -1L;
        int t44 = (int)((unsigned int)(int)((unsigned int)t42 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t43 >= 8L) & (t44 >= 0)) {
            long t45 = t43 & -8L;
            __m256i t46 = _mm256_set1_epi32((int)(t44 % 3001));
            __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t48 = t47;
            __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(3001));
            __m256i t50 = _mm256_min_epu32(t48, t49);
            __m256i t3 = t50;
            long t4 = 0L;
            for (;;) {
                __m256i t51 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t42 + t4)), t51);
                t4 += 8L;
                __m256i t52 = _mm256_add_epi32(t3, _mm256_set1_epi32(331));
                __m256i t53 = t52;
                __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(3001));
                __m256i t55 = _mm256_min_epu32(t53, t54);
                __m256i t56 = t55;
                if (t4 >= t45) {
                    break;
                }
                t3 = t56;
            }
            t57 = (int)((long)t42 + t45);
        } else {
            t57 = t42;
        }
        long t58 = (long)n + (long)t57 * -1L;
        int t59 = (int)((unsigned int)(int)((unsigned int)t57 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t58 >= 1L) & (t58 <= 8L) & (t59 >= 0)) {
            __m256i t60 = _mm256_set1_epi32((int)(int)t58);
            __m256i t61 = _mm256_cmpgt_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t62 = _mm256_set1_epi32((int)(t59 % 3001));
            __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t64 = t63;
            __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(3001));
            __m256i t66 = _mm256_min_epu32(t64, t65);
            __m256i t67 = t66;
            __m256i t68 = t67;
            __m256i t69 = _mm256_set1_epi32(1);
            __m256i t70 = _mm256_add_epi32(t68, t69);
            __m256i t71 = t70;
            _mm256_mask_storeu_epi32(in + (int)(long)t57, _mm256_movepi32_mask(t61), t71);
            i = (int)((long)t57 + t58);
        } else {
            i = t57;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t72 = (float)y;
            rows(u, n, -1.2f + t72 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t72 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t73 = in;
            counts(out, t73, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t73, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t73, n, limit);
            long t74 = (long)n;
            unsigned long t75 = (unsigned long)t8;
            unsigned long t76 = (unsigned long)t9;
            if ((t74 >= 32L) & (((t75 + (unsigned long)(4L + (t74 - 1L) * 4L)) <= t76) | ((t76 + (unsigned long)(4L + (t74 - 1L) * 4L)) <= t75))) {
                long t77 = t74 & -32L;
                long t5 = 0L;
                do {
                    long t78 = (long)(int)t5;
                    __m256i t79 = _mm256_loadu_si256((const __m256i *)(in + t78));
                    _mm256_storeu_si256((__m256i *)(out + t78), t79);
                    long t80 = (long)(int)(t5 + 8L);
                    __m256i t81 = _mm256_loadu_si256((const __m256i *)(in + t80));
                    _mm256_storeu_si256((__m256i *)(out + t80), t81);
                    long t82 = (long)(int)(t5 + 16L);
                    __m256i t83 = _mm256_loadu_si256((const __m256i *)(in + t82));
                    _mm256_storeu_si256((__m256i *)(out + t82), t83);
                    long t84 = (long)(int)(t5 + 24L);
                    __m256i t85 = _mm256_loadu_si256((const __m256i *)(in + t84));
                    _mm256_storeu_si256((__m256i *)(out + t84), t85);
                    t5 += 32L;
                } while (t5 < t77);
                t86 = (int)t77;
            } else {
                t86 = 0;
            }
            long t87 = (long)n + (long)t86 * -1L;
            unsigned long t88 = (unsigned long)t8;
            unsigned long t89 = (unsigned long)t9;
            if ((t87 >= 8L) & (((t88 + (unsigned long)((long)t86 * 4L + 4L + (t87 - 1L) * 4L)) <= (t89 + (unsigned long)((long)t86 * 4L))) | ((t89 + (unsigned long)((long)t86 * 4L + 4L + (t87 - 1L) * 4L)) <= (t88 + (unsigned long)((long)t86 * 4L))))) {
                long t90 = t87 & -8L;
                long t6 = 0L;
                do {
                    long t91 = (long)(int)((long)t86 + t6);
                    __m256i t92 = _mm256_loadu_si256((const __m256i *)(in + t91));
                    _mm256_storeu_si256((__m256i *)(out + t91), t92);
                    t6 += 8L;
                } while (t6 < t90);
                t93 = (int)((long)t86 + t90);
            } else {
                t93 = t86;
            }
            long t94 = (long)n + (long)t93 * -1L;
            unsigned long t95 = (unsigned long)t8;
            unsigned long t96 = (unsigned long)t9;
            if ((t94 >= 1L) & (t94 <= 8L) & (((t95 + (unsigned long)((long)t93 * 4L + 4L + (t94 - 1L) * 4L)) <= (t96 + (unsigned long)((long)t93 * 4L))) | ((t96 + (unsigned long)((long)t93 * 4L + 4L + (t94 - 1L) * 4L)) <= (t95 + (unsigned long)((long)t93 * 4L))))) {
                __m256i t97 = _mm256_set1_epi32((int)(int)t94);
                __m256i t98 = _mm256_cmpgt_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t99 = (long)(int)(long)t93;
                __m256i t100 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t98), in + t99);
                _mm256_mask_storeu_epi32(out + t99, _mm256_movepi32_mask(t98), t100);
                i_5 = (int)((long)t93 + t94);
            } else {
                i_5 = t93;
            }
            for (; i_5 < n; i_5++) {
                long t101 = (long)i_5;
                out[t101] = in[t101];
            }
            in_place(out, n, limit);
            for (int i_6 = 0; i_6 < n; i_6++) {
                t_4 = t_4 * 31UL + (unsigned long)(unsigned int)out[i_6];
            }
        }
        printf("n=%d %lu\n", n, t_6);
        free((void *)u);
        free((void *)in);
        free((void *)out);
    }
    return 0;
}
