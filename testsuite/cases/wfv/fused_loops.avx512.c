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
    __m512i i_v;
    long i_vec;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __m512i t4;
    __m512i t5;
    __m512 t6;
    __m512 t7;
    __m512i t8;
    __m512i t9;
    long t10;
    long t11;
    __m512 y_v;
    __m512i t12;
    __m512i t13;
    __m512i i_v_1;
    unsigned int *t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    int t18;
    long t19;
    __m512i t20;
    __mmask16 t21;
    __m512 y_v_1;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i i_v_2;
    unsigned int *t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    int i;
    unsigned int t29;
    __m512i t43;
    __mmask16 t44;
    unsigned int t45;
    __m512i t58;
    __m512i t59;
    t10 = (long)n;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        y_v = _mm512_set1_ps(y);
        t12 = _mm512_set1_epi32(0);
        t13 = t12;
        i_v = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:41 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            i_v_1 = i_v;
            t14 = out + (int)i_vec;
            t15 = _mm512_cvtepi32_ps(i_v_1);
            t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.040625f));
            t17 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t16);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t29 = 0U;
            t4 = (__m512i)(vcc_v16_uint){0};
            while (t29 < 150U) {
                __m512 t30 = _mm512_mul_ps(t2, t2);
                __m512 t31 = _mm512_mul_ps(t3, t3);
                __m512 t32 = _mm512_add_ps(t30, t31);
                __m512 t33 = _mm512_set1_ps(4.0f);
                __mmask16 t34 = _mm512_cmp_ps_mask(t32, t33, _CMP_LT_OQ);
                __mmask16 t35 = _kand_mask16(t1, t34);
                __m512 t36 = _mm512_sub_ps(t30, t31);
                __m512 t37 = _mm512_add_ps(t36, t17);
                __m512 t38 = _mm512_set1_ps(2.0f);
                __m512 t39 = _mm512_mul_ps(t38, t2);
                __m512 t40 = _mm512_mul_ps(t39, t3);
                __m512 t41 = _mm512_add_ps(t40, y_v);
                __m512i t42 = _mm512_set1_epi32((int)t29);
                t4 = _mm512_mask_blend_epi32(t1, t4, t42);
                if (!(t35 != 0)) {
                    t5 = t4;
                    goto L60;
                }
                t1 = t35;
                t29++;
                t2 = t37;
                t3 = t41;
            }
            t43 = _mm512_set1_epi32((int)t29);
            t5 = _mm512_mask_blend_epi32(t1, t4, t43);
        L60:
            _mm512_storeu_si512(t14, t5);
            i_vec += 16L;
            i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
            if (i_vec >= t11) {
                t18 = (int)t11;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    t19 = (long)n + (long)t18 * -1L;
    if ((t19 >= 1L) & (t19 <= 16L)) {
        t20 = _mm512_set1_epi32((int)(int)t19);
        t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        y_v_1 = _mm512_set1_ps(y);
        t22 = _mm512_set1_epi32((int)t18);
        t23 = t22;
        t24 = _mm512_add_epi32(t23, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        i_v_2 = t24;
        t25 = out + (int)(long)t18;
        t26 = _mm512_cvtepi32_ps(i_v_2);
        t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.040625f));
        t28 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t27);
        t6 = _mm512_set1_ps(0.0f);
        t7 = _mm512_set1_ps(0.0f);
        t44 = t21;
        t45 = 0U;
        t8 = (__m512i)(vcc_v16_uint){0};
        while (t45 < 150U) {
            __m512 t46 = _mm512_mul_ps(t6, t6);
            __m512 t47 = _mm512_mul_ps(t7, t7);
            __m512 t48 = _mm512_add_ps(t46, t47);
            __m512 t49 = _mm512_set1_ps(4.0f);
            __mmask16 t50 = _mm512_cmp_ps_mask(t48, t49, _CMP_LT_OQ);
            __mmask16 t51 = _kand_mask16(t44, t50);
            __m512 t52 = _mm512_sub_ps(t46, t47);
            __m512 t53 = _mm512_add_ps(t52, t28);
            __m512 t54 = _mm512_set1_ps(2.0f);
            __m512 t55 = _mm512_mul_ps(t54, t6);
            __m512 t56 = _mm512_mul_ps(t55, t7);
            t7 = _mm512_add_ps(t56, y_v_1);
            __m512i t57 = _mm512_set1_epi32((int)t45);
            t8 = _mm512_mask_blend_epi32(t44, t8, t57);
            if (!(t51 != 0)) {
                t9 = t8;
                goto L61;
            }
            t44 = t51;
            t45++;
            t6 = t53;
        }
        t58 = _mm512_set1_epi32((int)t45);
        t9 = _mm512_mask_blend_epi32(t44, t8, t58);
    L61:
        t59 = _mm512_mask_blend_epi32(t21, (__m512i)(vcc_v16_uint){0}, t9);
        _mm512_mask_storeu_epi32(t25, t21, t59);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), escape(-2.0f + (float)i * 0.040625f, y, 150U));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void counts(int *out, const int *in, int n, int limit) {
    vcc_no_contract_body
    int t16;
    int i;
    long t10 = (long)n;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11))) {
        long t13 = t10 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t14 = (long)(int)i_vec;
            int *t15 = out + t14;
            __m512i t2 = _mm512_loadu_si512(in + t14);
            __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            int t26 = 0;
            __m512i t3 = (__m512i)(vcc_v16_int){0};
            __mmask16 t4 = ((__mmask16)0x0);
            __mmask16 t5 = ((__mmask16)0x0);
            for (;;) {
                __m512i t27 = _mm512_set1_epi32(1);
                __mmask16 t28 = _mm512_cmp_epi32_mask(t2, t27, _MM_CMPINT_NLE);
                __mmask16 t29 = _kand_mask16(t1, t28);
                __mmask16 t30 = _knot_mask16(t28);
                __mmask16 t31 = _kand_mask16(t1, t30);
                __m512i t32 = _mm512_set1_epi32((int)(t26 >= limit));
                __mmask16 t33 = _mm512_test_epi32_mask(t32, t32);
                __mmask16 t34 = _kand_mask16(t29, t33);
                __mmask16 t35 = _knot_mask16(t33);
                __mmask16 t36 = _kand_mask16(t29, t35);
                __m512i t37 = _mm512_set1_epi32(1);
                __m512i t38 = _mm512_and_si512(t2, t37);
                __mmask16 t39 = _mm512_test_epi32_mask(t38, t38);
                __mmask16 t40 = _knot_mask16(t39);
                __mmask16 t41 = _kand_mask16(t36, t40);
                __m512i t42 = _mm512_set1_epi32(1);
                __m512i t43 = _mm512_srav_epi32(t2, t42);
                __m512i t44 = _mm512_set1_epi32(3);
                __m512i t45 = t44;
                __m512i t46 = t2;
                __m512i t47 = _mm512_mullo_epi32(t45, t46);
                __m512i t48 = t47;
                __m512i t49 = _mm512_set1_epi32(1);
                __m512i t50 = t48;
                __m512i t51 = t49;
                __m512i t52 = _mm512_add_epi32(t50, t51);
                __m512i t53 = t52;
                __m512i t54 = _mm512_mask_blend_epi32(t41, t53, t43);
                __m512i t55 = _mm512_set1_epi32((int)t26);
                t3 = _mm512_mask_blend_epi32(t1, t3, t55);
                t4 = _kor_mask16(t4, t31);
                t5 = _kor_mask16(t5, t34);
                if (!(t36 != 0)) {
                    break;
                }
                t1 = t36;
                t2 = t54;
                t26++;
            }
            __m512i t56 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, t3);
            __m512i t57 = t3;
            __m512i t58 = _mm512_sub_epi32(_mm512_setzero_si512(), t57);
            __m512i t59 = t58;
            __m512i t60 = _mm512_mask_blend_epi32(t5, t56, t59);
            _mm512_storeu_si512(t15, t60);
            i_vec += 16L;
            if (i_vec >= t13) {
                t16 = (int)t13;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)in;
    if ((t17 >= 1L) & (t17 <= 16L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        __m512i t20 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
        long t22 = (long)(int)(long)t16;
        int *t23 = out + t22;
        __m512i t6 = _mm512_maskz_loadu_epi32(t21, in + t22);
        __mmask16 t61 = t21;
        int t62 = 0;
        __m512i t7 = (__m512i)(vcc_v16_int){0};
        __mmask16 t8 = ((__mmask16)0x0);
        __mmask16 t9 = ((__mmask16)0x0);
        for (;;) {
            __m512i t63 = _mm512_set1_epi32(1);
            __mmask16 t64 = _mm512_cmp_epi32_mask(t6, t63, _MM_CMPINT_NLE);
            __mmask16 t65 = _kand_mask16(t61, t64);
            __mmask16 t66 = _knot_mask16(t64);
            __mmask16 t67 = _kand_mask16(t61, t66);
            __m512i t68 = _mm512_set1_epi32((int)(t62 >= limit));
            __mmask16 t69 = _mm512_test_epi32_mask(t68, t68);
            __mmask16 t70 = _kand_mask16(t65, t69);
            __mmask16 t71 = _knot_mask16(t69);
            __mmask16 t72 = _kand_mask16(t65, t71);
            __m512i t73 = _mm512_set1_epi32(1);
            __m512i t74 = _mm512_and_si512(t6, t73);
            __mmask16 t75 = _mm512_test_epi32_mask(t74, t74);
            __mmask16 t76 = _knot_mask16(t75);
            __mmask16 t77 = _kand_mask16(t72, t76);
            __m512i t78 = _mm512_set1_epi32(1);
            __m512i t79 = _mm512_srav_epi32(t6, t78);
            __m512i t80 = _mm512_set1_epi32(3);
            __m512i t81 = t80;
            __m512i t82 = t6;
            __m512i t83 = _mm512_mullo_epi32(t81, t82);
            __m512i t84 = t83;
            __m512i t85 = _mm512_set1_epi32(1);
            __m512i t86 = t84;
            __m512i t87 = t85;
            __m512i t88 = _mm512_add_epi32(t86, t87);
            __m512i t89 = t88;
            t6 = _mm512_mask_blend_epi32(t77, t89, t79);
            __m512i t90 = _mm512_set1_epi32((int)t62);
            t7 = _mm512_mask_blend_epi32(t61, t7, t90);
            t8 = _kor_mask16(t8, t67);
            t9 = _kor_mask16(t9, t70);
            if (!(t72 != 0)) {
                break;
            }
            t61 = t72;
            t62++;
        }
        __m512i t91 = _mm512_mask_blend_epi32(t8, (__m512i)(vcc_v16_int){0}, t7);
        __m512i t92 = t7;
        __m512i t93 = _mm512_sub_epi32(_mm512_setzero_si512(), t92);
        __m512i t94 = t93;
        __m512i t95 = _mm512_mask_blend_epi32(t9, t91, t94);
        _mm512_mask_storeu_epi32(t23, t21, t95);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t25 = in[t24];
        out[t24] = (_mm256_zeroupper(), collatz(t25, limit));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_counts(int *out, const int *in, int n, int limit) {
    vcc_no_contract_body
    int t18;
    int i;
    long t9 = (long)n;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)in;
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10))) {
        long t12 = t9 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap, masked remainder */
        for (;;) {
            long t13 = (long)(int)i_vec;
            __m512i t1 = _mm512_loadu_si512(in + t13);
            __m512i t14 = _mm512_and_si512(t1, _mm512_set1_epi32(2));
            __mmask16 t15 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t16 = _knot_mask16(t15);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t13 * 4UL), t16, _mm512_set1_epi32(-1000));
            __mmask16 t17 = _mm512_cmp_epi32_mask(t14, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t33 = t17;
            int t34 = 0;
            __m512i t2 = (__m512i)(vcc_v16_int){0};
            __mmask16 t3 = ((__mmask16)0x0);
            __mmask16 t4 = ((__mmask16)0x0);
            for (;;) {
                __m512i t35 = _mm512_set1_epi32(1);
                __mmask16 t36 = _mm512_cmp_epi32_mask(t1, t35, _MM_CMPINT_NLE);
                __mmask16 t37 = _kand_mask16(t33, t36);
                __mmask16 t38 = _knot_mask16(t36);
                __mmask16 t39 = _kand_mask16(t33, t38);
                __m512i t40 = _mm512_set1_epi32((int)(t34 >= limit));
                __mmask16 t41 = _mm512_test_epi32_mask(t40, t40);
                __mmask16 t42 = _kand_mask16(t37, t41);
                __mmask16 t43 = _knot_mask16(t41);
                __mmask16 t44 = _kand_mask16(t37, t43);
                __m512i t45 = _mm512_set1_epi32(1);
                __m512i t46 = _mm512_and_si512(t1, t45);
                __mmask16 t47 = _mm512_test_epi32_mask(t46, t46);
                __mmask16 t48 = _knot_mask16(t47);
                __mmask16 t49 = _kand_mask16(t44, t48);
                __m512i t50 = _mm512_set1_epi32(1);
                __m512i t51 = _mm512_srav_epi32(t1, t50);
                __m512i t52 = _mm512_set1_epi32(3);
                __m512i t53 = t52;
                __m512i t54 = t1;
                __m512i t55 = _mm512_mullo_epi32(t53, t54);
                __m512i t56 = t55;
                __m512i t57 = _mm512_set1_epi32(1);
                __m512i t58 = t56;
                __m512i t59 = t57;
                __m512i t60 = _mm512_add_epi32(t58, t59);
                __m512i t61 = t60;
                __m512i t62 = _mm512_mask_blend_epi32(t49, t61, t51);
                __m512i t63 = _mm512_set1_epi32((int)t34);
                t2 = _mm512_mask_blend_epi32(t33, t2, t63);
                t3 = _kor_mask16(t3, t39);
                t4 = _kor_mask16(t4, t42);
                if (!(t44 != 0)) {
                    break;
                }
                t33 = t44;
                t1 = t62;
                t34++;
            }
            __m512i t64 = _mm512_mask_blend_epi32(t3, (__m512i)(vcc_v16_int){0}, t2);
            __m512i t65 = t2;
            __m512i t66 = _mm512_sub_epi32(_mm512_setzero_si512(), t65);
            __m512i t67 = t66;
            __m512i t68 = _mm512_mask_blend_epi32(t4, t64, t67);
            _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t13 * 4UL), t17, t68);
            i_vec += 16L;
            if (i_vec >= t12) {
                t18 = (int)t12;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)in;
    if ((t19 >= 1L) & (t19 <= 16L) & (((t20 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t18 * 4L))) | ((t21 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t18 * 4L))))) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t19);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)(int)(long)t18;
        __m512i t5 = _mm512_maskz_loadu_epi32(t23, in + t24);
        __m512i t25 = _mm512_and_si512(t5, _mm512_set1_epi32(2));
        __mmask16 t26 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t27 = _knot_mask16(t26);
        __mmask16 t28 = _kand_mask16(t23, t27);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t24 * 4UL), t28, _mm512_set1_epi32(-1000));
        __mmask16 t29 = _mm512_cmp_epi32_mask(t25, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t30 = _kand_mask16(t23, t29);
        __mmask16 t69 = t30;
        int t70 = 0;
        __m512i t6 = (__m512i)(vcc_v16_int){0};
        __mmask16 t7 = ((__mmask16)0x0);
        __mmask16 t8 = ((__mmask16)0x0);
        for (;;) {
            __m512i t71 = _mm512_set1_epi32(1);
            __mmask16 t72 = _mm512_cmp_epi32_mask(t5, t71, _MM_CMPINT_NLE);
            __mmask16 t73 = _kand_mask16(t69, t72);
            __mmask16 t74 = _knot_mask16(t72);
            __mmask16 t75 = _kand_mask16(t69, t74);
            __m512i t76 = _mm512_set1_epi32((int)(t70 >= limit));
            __mmask16 t77 = _mm512_test_epi32_mask(t76, t76);
            __mmask16 t78 = _kand_mask16(t73, t77);
            __mmask16 t79 = _knot_mask16(t77);
            __mmask16 t80 = _kand_mask16(t73, t79);
            __m512i t81 = _mm512_set1_epi32(1);
            __m512i t82 = _mm512_and_si512(t5, t81);
            __mmask16 t83 = _mm512_test_epi32_mask(t82, t82);
            __mmask16 t84 = _knot_mask16(t83);
            __mmask16 t85 = _kand_mask16(t80, t84);
            __m512i t86 = _mm512_set1_epi32(1);
            __m512i t87 = _mm512_srav_epi32(t5, t86);
            __m512i t88 = _mm512_set1_epi32(3);
            __m512i t89 = t88;
            __m512i t90 = t5;
            __m512i t91 = _mm512_mullo_epi32(t89, t90);
            __m512i t92 = t91;
            __m512i t93 = _mm512_set1_epi32(1);
            __m512i t94 = t92;
            __m512i t95 = t93;
            __m512i t96 = _mm512_add_epi32(t94, t95);
            __m512i t97 = t96;
            t5 = _mm512_mask_blend_epi32(t85, t97, t87);
            __m512i t98 = _mm512_set1_epi32((int)t70);
            t6 = _mm512_mask_blend_epi32(t69, t6, t98);
            t7 = _kor_mask16(t7, t75);
            t8 = _kor_mask16(t8, t78);
            if (!(t80 != 0)) {
                break;
            }
            t69 = t80;
            t70++;
        }
        __m512i t99 = _mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t6);
        __m512i t100 = t6;
        __m512i t101 = _mm512_sub_epi32(_mm512_setzero_si512(), t100);
        __m512i t102 = t101;
        __m512i t103 = _mm512_mask_blend_epi32(t8, t99, t102);
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t24 * 4UL), t30, t103);
        i = (int)((long)t18 + t19);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t32 = in[t31];
        if (t32 & 2) {
            out[t31] = (_mm256_zeroupper(), collatz(t32, limit));
        } else {
            out[t31] = -1000;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_rows(unsigned *out, int n, float y) {
    vcc_no_contract_body
    __m512i i_v;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __mmask16 t4;
    __m512 t5;
    __m512 t6;
    __mmask16 t7;
    __m512 t8;
    __m512 t9;
    __m512i t10;
    __m512i t11;
    __mmask16 t12;
    __m512 t13;
    __m512 t14;
    __m512i t15;
    __m512i t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __mmask16 t21;
    __m512 t22;
    __m512 t23;
    __m512i t24;
    __m512i t25;
    __mmask16 t26;
    __m512 t27;
    __m512 t28;
    __m512i t29;
    __m512i t30;
    long i_vec;
    long t31;
    long t32;
    __m512 y_v;
    __m512i t33;
    __m512i t34;
    __m512 t35;
    __m512i i_v_1;
    unsigned int *t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    int t40;
    long t41;
    __m512i t42;
    __mmask16 t43;
    __m512 y_v_1;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512 t47;
    __m512i i_v_2;
    unsigned int *t48;
    __m512 t49;
    __m512 t50;
    __m512 t51;
    int i;
    __m512 t54;
    __m512 t55;
    unsigned int t56;
    __m512i t57;
    int t58;
    __m512i t59;
    unsigned int t60;
    __m512i t61;
    int t62;
    __m512i t63;
    unsigned int t75;
    int t76;
    __m512i t77;
    unsigned int t89;
    int t90;
    __m512i t91;
    __m512 t92;
    __m512 t93;
    __mmask16 t94;
    unsigned int t95;
    __m512i t96;
    int t97;
    __m512i t98;
    __mmask16 t99;
    unsigned int t100;
    __m512i t101;
    int t102;
    __m512i t103;
    unsigned int t115;
    int t116;
    __m512i t117;
    unsigned int t129;
    int t130;
    __m512i t131;
    t31 = (long)n;
    if (t31 >= 16L) {
        t32 = t31 & -16L;
        y_v = _mm512_set1_ps(y);
        t33 = _mm512_set1_epi32(0);
        t34 = t33;
        i_v = _mm512_add_epi32(t34, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t35 = _mm512_xor_ps(y_v, _mm512_set1_ps(-0.0f));
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:63 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            i_v_1 = i_v;
            t36 = out + (int)i_vec;
            t37 = _mm512_cvtepi32_ps(i_v_1);
            t38 = _mm512_mul_ps(t37, _mm512_set1_ps(0.040625f));
            t39 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t38);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t54 = _mm512_mul_ps(t37, _mm512_set1_ps(0.0203125f));
            t55 = _mm512_add_ps(_mm512_set1_ps(-1.5f), t54);
            t4 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t5 = _mm512_set1_ps(0.0f);
            t6 = _mm512_set1_ps(0.0f);
            t56 = 0U;
            t57 = (__m512i)(vcc_v16_uint){0};
            t58 = 1;
            t59 = (__m512i)(vcc_v16_uint){0};
            t60 = 0U;
            t61 = (__m512i)(vcc_v16_uint){0};
            t62 = 1;
            t63 = (__m512i)(vcc_v16_uint){0};
            for (;;) {
                if (t58) {
                    if (t56 < 90U) {
                        __m512 t64 = _mm512_mul_ps(t2, t2);
                        __m512 t65 = _mm512_mul_ps(t3, t3);
                        __m512 t66 = _mm512_add_ps(t64, t65);
                        __m512 t67 = _mm512_set1_ps(4.0f);
                        __mmask16 t68 = _mm512_cmp_ps_mask(t66, t67, _CMP_LT_OQ);
                        t7 = _kand_mask16(t1, t68);
                        __m512 t69 = _mm512_sub_ps(t64, t65);
                        t8 = _mm512_add_ps(t69, t39);
                        __m512 t70 = _mm512_set1_ps(2.0f);
                        __m512 t71 = _mm512_mul_ps(t70, t2);
                        __m512 t72 = _mm512_mul_ps(t71, t3);
                        t9 = _mm512_add_ps(t72, y_v);
                        __m512i t73 = _mm512_set1_epi32((int)t56);
                        t10 = _mm512_mask_blend_epi32(t1, t57, t73);
                        if ((t7 != 0)) {
                            t75 = t56 + 1U;
                            t76 = 1;
                            t77 = t59;
                            goto L138;
                        }
                        t11 = t10;
                    } else {
                        __m512i t74 = _mm512_set1_epi32((int)t56);
                        t11 = _mm512_mask_blend_epi32(t1, t57, t74);
                    }
                    t7 = t1;
                    t75 = t56;
                    t8 = t2;
                    t9 = t3;
                    t10 = t57;
                    t76 = 0;
                    t77 = t11;
                } else {
                    t7 = t1;
                    t75 = t56;
                    t8 = t2;
                    t9 = t3;
                    t10 = t57;
                    t76 = 0;
                    t77 = t59;
                }
            L138:
                if (t62) {
                    if (t60 < 60U) {
                        __m512 t78 = _mm512_mul_ps(t5, t5);
                        __m512 t79 = _mm512_mul_ps(t6, t6);
                        __m512 t80 = _mm512_add_ps(t78, t79);
                        __m512 t81 = _mm512_set1_ps(4.0f);
                        __mmask16 t82 = _mm512_cmp_ps_mask(t80, t81, _CMP_LT_OQ);
                        t12 = _kand_mask16(t4, t82);
                        __m512 t83 = _mm512_sub_ps(t78, t79);
                        t13 = _mm512_add_ps(t83, t55);
                        __m512 t84 = _mm512_set1_ps(2.0f);
                        __m512 t85 = _mm512_mul_ps(t84, t5);
                        __m512 t86 = _mm512_mul_ps(t85, t6);
                        t14 = _mm512_add_ps(t86, t35);
                        __m512i t87 = _mm512_set1_epi32((int)t60);
                        t15 = _mm512_mask_blend_epi32(t4, t61, t87);
                        if ((t12 != 0)) {
                            t89 = t60 + 1U;
                            t90 = 1;
                            t91 = t63;
                            goto L139;
                        }
                        t16 = t15;
                    } else {
                        __m512i t88 = _mm512_set1_epi32((int)t60);
                        t16 = _mm512_mask_blend_epi32(t4, t61, t88);
                    }
                    t12 = t4;
                    t89 = t60;
                    t13 = t5;
                    t14 = t6;
                    t15 = t61;
                    t90 = 0;
                    t91 = t16;
                } else {
                    t12 = t4;
                    t89 = t60;
                    t13 = t5;
                    t14 = t6;
                    t15 = t61;
                    t90 = 0;
                    t91 = t63;
                }
            L139:
                if (!(t76 | t90)) {
                    __m512i t133 = _mm512_mullo_epi32(_mm512_set1_epi32(1000), t91);
                    __m512i t134 = _mm512_add_epi32(t77, t133);
                    _mm512_storeu_si512(t36, t134);
                    i_vec += 16L;
                    i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
                    if (i_vec < t32) {
                        break;
                    }
                    t40 = (int)t32;
                    goto L140;
                }
                t1 = t7;
                t56 = t75;
                t2 = t8;
                t3 = t9;
                t57 = t10;
                t58 = t76;
                t59 = t77;
                t4 = t12;
                t60 = t89;
                t5 = t13;
                t6 = t14;
                t61 = t15;
                t62 = t90;
                t63 = t91;
            }
        }
    } else {
        t40 = 0;
    }
L140:
    t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 16L)) {
        t42 = _mm512_set1_epi32((int)(int)t41);
        t43 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t42, _MM_CMPINT_LT);
        y_v_1 = _mm512_set1_ps(y);
        t44 = _mm512_set1_epi32((int)t40);
        t45 = t44;
        t46 = _mm512_add_epi32(t45, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t47 = _mm512_xor_ps(y_v_1, _mm512_set1_ps(-0.0f));
        i_v_2 = t46;
        t48 = out + (int)(long)t40;
        t49 = _mm512_cvtepi32_ps(i_v_2);
        t50 = _mm512_mul_ps(t49, _mm512_set1_ps(0.040625f));
        t51 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t50);
        t17 = _mm512_set1_ps(0.0f);
        t18 = _mm512_set1_ps(0.0f);
        t92 = _mm512_mul_ps(t49, _mm512_set1_ps(0.0203125f));
        t93 = _mm512_add_ps(_mm512_set1_ps(-1.5f), t92);
        t19 = _mm512_set1_ps(0.0f);
        t20 = _mm512_set1_ps(0.0f);
        t94 = t43;
        t95 = 0U;
        t96 = (__m512i)(vcc_v16_uint){0};
        t97 = 1;
        t98 = (__m512i)(vcc_v16_uint){0};
        t99 = t43;
        t100 = 0U;
        t101 = (__m512i)(vcc_v16_uint){0};
        t102 = 1;
        t103 = (__m512i)(vcc_v16_uint){0};
        for (;;) {
            if (t97) {
                if (t95 < 90U) {
                    __m512 t104 = _mm512_mul_ps(t17, t17);
                    __m512 t105 = _mm512_mul_ps(t18, t18);
                    __m512 t106 = _mm512_add_ps(t104, t105);
                    __m512 t107 = _mm512_set1_ps(4.0f);
                    __mmask16 t108 = _mm512_cmp_ps_mask(t106, t107, _CMP_LT_OQ);
                    t21 = _kand_mask16(t94, t108);
                    __m512 t109 = _mm512_sub_ps(t104, t105);
                    t22 = _mm512_add_ps(t109, t51);
                    __m512 t110 = _mm512_set1_ps(2.0f);
                    __m512 t111 = _mm512_mul_ps(t110, t17);
                    __m512 t112 = _mm512_mul_ps(t111, t18);
                    t23 = _mm512_add_ps(t112, y_v_1);
                    __m512i t113 = _mm512_set1_epi32((int)t95);
                    t24 = _mm512_mask_blend_epi32(t94, t96, t113);
                    if ((t21 != 0)) {
                        t115 = t95 + 1U;
                        t116 = 1;
                        t117 = t98;
                        goto L141;
                    }
                    t25 = t24;
                } else {
                    __m512i t114 = _mm512_set1_epi32((int)t95);
                    t25 = _mm512_mask_blend_epi32(t94, t96, t114);
                }
                t21 = t94;
                t115 = t95;
                t22 = t17;
                t23 = t18;
                t24 = t96;
                t116 = 0;
                t117 = t25;
            } else {
                t21 = t94;
                t115 = t95;
                t22 = t17;
                t23 = t18;
                t24 = t96;
                t116 = 0;
                t117 = t98;
            }
        L141:
            if (t102) {
                if (t100 < 60U) {
                    __m512 t118 = _mm512_mul_ps(t19, t19);
                    __m512 t119 = _mm512_mul_ps(t20, t20);
                    __m512 t120 = _mm512_add_ps(t118, t119);
                    __m512 t121 = _mm512_set1_ps(4.0f);
                    __mmask16 t122 = _mm512_cmp_ps_mask(t120, t121, _CMP_LT_OQ);
                    t26 = _kand_mask16(t99, t122);
                    __m512 t123 = _mm512_sub_ps(t118, t119);
                    t27 = _mm512_add_ps(t123, t93);
                    __m512 t124 = _mm512_set1_ps(2.0f);
                    __m512 t125 = _mm512_mul_ps(t124, t19);
                    __m512 t126 = _mm512_mul_ps(t125, t20);
                    t28 = _mm512_add_ps(t126, t47);
                    __m512i t127 = _mm512_set1_epi32((int)t100);
                    t29 = _mm512_mask_blend_epi32(t99, t101, t127);
                    if ((t26 != 0)) {
                        t129 = t100 + 1U;
                        t130 = 1;
                        t131 = t103;
                        goto L142;
                    }
                    t30 = t29;
                } else {
                    __m512i t128 = _mm512_set1_epi32((int)t100);
                    t30 = _mm512_mask_blend_epi32(t99, t101, t128);
                }
                t26 = t99;
                t129 = t100;
                t27 = t19;
                t28 = t20;
                t29 = t101;
                t130 = 0;
                t131 = t30;
            } else {
                t26 = t99;
                t129 = t100;
                t27 = t19;
                t28 = t20;
                t29 = t101;
                t130 = 0;
                t131 = t103;
            }
        L142:
            if (!(t116 | t130)) {
                __m512i t132 = _mm512_mask_blend_epi32(t43, (__m512i)(vcc_v16_uint){0}, t117);
                __m512i t137 = _mm512_mask_blend_epi32(t43, (__m512i)(vcc_v16_uint){0}, t131);
                __m512i t135 = _mm512_mullo_epi32(_mm512_set1_epi32(1000), t137);
                __m512i t136 = _mm512_add_epi32(t132, t135);
                _mm512_mask_storeu_epi32(t48, t43, t136);
                i = (int)((long)t40 + t41);
                break;
            }
            t94 = t21;
            t95 = t115;
            t17 = t22;
            t18 = t23;
            t96 = t24;
            t97 = t116;
            t98 = t117;
            t99 = t26;
            t100 = t129;
            t19 = t27;
            t20 = t28;
            t101 = t29;
            t102 = t130;
            t103 = t131;
        }
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        float t52 = (float)i;
        unsigned int t53 = (_mm256_zeroupper(), escape(-2.0f + t52 * 0.040625f, y, 90U));
        out[i] = t53 + 1000U * (_mm256_zeroupper(), escape(-1.5f + t52 * 0.0203125f, -y, 60U));
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
    long t27;
    int t31;
    long t32;
    long t33;
    int t35;
    long t36;
    int i;
    int t85;
    int t86;
    int t118;
    int t119;
    t27 = (long)n;
    if (t27 >= 16L) {
        long t28 = t27 & -16L;
        long i_vec_1 = 0L;
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at fused_loops.c:70 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        for (;;) {
            long t29 = i_vec_1 + 8L;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(in + (int)i_vec_1));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(in + (int)t29));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t42 = 0;
            __m256i t43 = (__m256i)(vcc_v8_int){0};
            __m256i t44 = (__m256i)(vcc_m8){0};
            __m256i t45 = (__m256i)(vcc_m8){0};
            int t46 = 1;
            __m256i t47 = (__m256i)(vcc_v8_int){0};
            int t48 = 0;
            __m256i t49 = (__m256i)(vcc_v8_int){0};
            __m256i t50 = (__m256i)(vcc_m8){0};
            __m256i t51 = (__m256i)(vcc_m8){0};
            int t52 = 1;
            __m256i t53 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t46) {
                    __m256i t54 = _mm256_set1_epi32(1);
                    __m256i t55 = _mm256_cmpgt_epi32(t2, t54);
                    __m256i t56 = _mm256_and_si256(t1, t55);
                    __m256i t57 = (__m256i)~(vcc_m8)t55;
                    __m256i t58 = _mm256_and_si256(t1, t57);
                    __m256i t59 = _mm256_set1_epi32((int)(t42 >= limit));
                    __m256i t60 = (__m256i)(vcc_m8)((vcc_v8_int)t59 != (vcc_v8_int){0});
                    __m256i t61 = _mm256_and_si256(t56, t60);
                    __m256i t62 = (__m256i)~(vcc_m8)t60;
                    t5 = _mm256_and_si256(t56, t62);
                    __m256i t63 = _mm256_set1_epi32(1);
                    __m256i t64 = _mm256_and_si256(t2, t63);
                    __m256i t65 = (__m256i)(vcc_m8)((vcc_v8_int)t64 != (vcc_v8_int){0});
                    __m256i t66 = (__m256i)~(vcc_m8)t65;
                    __m256i t67 = _mm256_and_si256(t5, t66);
                    __m256i t68 = _mm256_set1_epi32(1);
                    __m256i t69 = _mm256_srav_epi32(t2, t68);
                    __m256i t70 = _mm256_set1_epi32(3);
                    __m256i t71 = t70;
                    __m256i t72 = t2;
                    __m256i t73 = _mm256_mullo_epi32(t71, t72);
                    __m256i t74 = t73;
                    __m256i t75 = _mm256_set1_epi32(1);
                    __m256i t76 = t74;
                    __m256i t77 = t75;
                    __m256i t78 = _mm256_add_epi32(t76, t77);
                    __m256i t79 = t78;
                    t6 = _mm256_ternarylogic_epi32(t67, t69, t79, 0xCA);
                    __m256i t80 = _mm256_set1_epi32((int)t42);
                    t7 = _mm256_ternarylogic_epi32(t1, t80, t43, 0xCA);
                    t8 = _mm256_or_si256(t44, t58);
                    t9 = _mm256_or_si256(t45, t61);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t85 = t42 + 1;
                        t86 = 1;
                        t10 = t47;
                    } else {
                        __m256i t81 = _mm256_ternarylogic_epi32(t8, t7, (__m256i)(vcc_v8_int){0}, 0xCA);
                        __m256i t82 = t7;
                        __m256i t83 = _mm256_sub_epi32(_mm256_setzero_si256(), t82);
                        __m256i t84 = t83;
                        t10 = _mm256_ternarylogic_epi32(t9, t84, t81, 0xCA);
                        t5 = t1;
                        t6 = t2;
                        t85 = t42;
                        t7 = t43;
                        t8 = t44;
                        t9 = t45;
                        t86 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = t2;
                    t85 = t42;
                    t7 = t43;
                    t8 = t44;
                    t9 = t45;
                    t86 = 0;
                    t10 = t47;
                }
                if (t52) {
                    __m256i t87 = _mm256_set1_epi32(1);
                    __m256i t88 = _mm256_cmpgt_epi32(t4, t87);
                    __m256i t89 = _mm256_and_si256(t3, t88);
                    __m256i t90 = (__m256i)~(vcc_m8)t88;
                    __m256i t91 = _mm256_and_si256(t3, t90);
                    __m256i t92 = _mm256_set1_epi32((int)(t48 >= limit));
                    __m256i t93 = (__m256i)(vcc_m8)((vcc_v8_int)t92 != (vcc_v8_int){0});
                    __m256i t94 = _mm256_and_si256(t89, t93);
                    __m256i t95 = (__m256i)~(vcc_m8)t93;
                    t11 = _mm256_and_si256(t89, t95);
                    __m256i t96 = _mm256_set1_epi32(1);
                    __m256i t97 = _mm256_and_si256(t4, t96);
                    __m256i t98 = (__m256i)(vcc_m8)((vcc_v8_int)t97 != (vcc_v8_int){0});
                    __m256i t99 = (__m256i)~(vcc_m8)t98;
                    __m256i t100 = _mm256_and_si256(t11, t99);
                    __m256i t101 = _mm256_set1_epi32(1);
                    __m256i t102 = _mm256_srav_epi32(t4, t101);
                    __m256i t103 = _mm256_set1_epi32(3);
                    __m256i t104 = t103;
                    __m256i t105 = t4;
                    __m256i t106 = _mm256_mullo_epi32(t104, t105);
                    __m256i t107 = t106;
                    __m256i t108 = _mm256_set1_epi32(1);
                    __m256i t109 = t107;
                    __m256i t110 = t108;
                    __m256i t111 = _mm256_add_epi32(t109, t110);
                    __m256i t112 = t111;
                    t12 = _mm256_ternarylogic_epi32(t100, t102, t112, 0xCA);
                    __m256i t113 = _mm256_set1_epi32((int)t48);
                    t13 = _mm256_ternarylogic_epi32(t3, t113, t49, 0xCA);
                    t14 = _mm256_or_si256(t50, t91);
                    t15 = _mm256_or_si256(t51, t94);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t118 = t48 + 1;
                        t119 = 1;
                        t16 = t53;
                    } else {
                        __m256i t114 = _mm256_ternarylogic_epi32(t14, t13, (__m256i)(vcc_v8_int){0}, 0xCA);
                        __m256i t115 = t13;
                        __m256i t116 = _mm256_sub_epi32(_mm256_setzero_si256(), t115);
                        __m256i t117 = t116;
                        t16 = _mm256_ternarylogic_epi32(t15, t117, t114, 0xCA);
                        t11 = t3;
                        t12 = t4;
                        t118 = t48;
                        t13 = t49;
                        t14 = t50;
                        t15 = t51;
                        t119 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = t4;
                    t118 = t48;
                    t13 = t49;
                    t14 = t50;
                    t15 = t51;
                    t119 = 0;
                    t16 = t53;
                }
                if (!(t86 | t119)) {
                    __m512i t120 = _mm512_cvtepi32_epi64(t10);
                    __m512i t121 = t120;
                    s_v_1 = _mm512_add_epi64(s_v_1, t121);
                    __m512i t196 = _mm512_cvtepi32_epi64(t16);
                    __m512i t197 = t196;
                    s_v_2 = _mm512_add_epi64(s_v_2, t197);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t28) {
                        break;
                    }
                    __m512i t30 = _mm512_add_epi64(s_v_1, s_v_2);
                    t31 = (int)t28;
                    t32 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t30), _mm512_extracti64x4_epi64(t30, 1)), _mm_add_epi64, unsigned long);
                    goto L198;
                }
                t1 = t5;
                t2 = t6;
                t42 = t85;
                t43 = t7;
                t44 = t8;
                t45 = t9;
                t46 = t86;
                t47 = t10;
                t3 = t11;
                t4 = t12;
                t48 = t118;
                t49 = t13;
                t50 = t14;
                t51 = t15;
                t52 = t119;
                t53 = t16;
            }
        }
    } else {
        t31 = 0;
        t32 = 0L;
    }
L198:
    t33 = (long)n + (long)t31 * -1L;
    if (t33 >= 8L) {
        long t34 = t33 & -8L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        for (;;) {
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(in + (int)((long)t31 + i_vec)));
            __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t124 = 0;
            __m256i t19 = (__m256i)(vcc_v8_int){0};
            __m256i t20 = (__m256i)(vcc_m8){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t125 = _mm256_set1_epi32(1);
                __m256i t126 = _mm256_cmpgt_epi32(t18, t125);
                __m256i t127 = _mm256_and_si256(t17, t126);
                __m256i t128 = (__m256i)~(vcc_m8)t126;
                __m256i t129 = _mm256_and_si256(t17, t128);
                __m256i t130 = _mm256_set1_epi32((int)(t124 >= limit));
                __m256i t131 = (__m256i)(vcc_m8)((vcc_v8_int)t130 != (vcc_v8_int){0});
                __m256i t132 = _mm256_and_si256(t127, t131);
                __m256i t133 = (__m256i)~(vcc_m8)t131;
                __m256i t134 = _mm256_and_si256(t127, t133);
                __m256i t135 = _mm256_set1_epi32(1);
                __m256i t136 = _mm256_and_si256(t18, t135);
                __m256i t137 = (__m256i)(vcc_m8)((vcc_v8_int)t136 != (vcc_v8_int){0});
                __m256i t138 = (__m256i)~(vcc_m8)t137;
                __m256i t139 = _mm256_and_si256(t134, t138);
                __m256i t140 = _mm256_set1_epi32(1);
                __m256i t141 = _mm256_srav_epi32(t18, t140);
                __m256i t142 = _mm256_set1_epi32(3);
                __m256i t143 = t142;
                __m256i t144 = t18;
                __m256i t145 = _mm256_mullo_epi32(t143, t144);
                __m256i t146 = t145;
                __m256i t147 = _mm256_set1_epi32(1);
                __m256i t148 = t146;
                __m256i t149 = t147;
                __m256i t150 = _mm256_add_epi32(t148, t149);
                __m256i t151 = t150;
                __m256i t152 = _mm256_ternarylogic_epi32(t139, t141, t151, 0xCA);
                __m256i t153 = _mm256_set1_epi32((int)t124);
                t19 = _mm256_ternarylogic_epi32(t17, t153, t19, 0xCA);
                t20 = _mm256_or_si256(t20, t129);
                t21 = _mm256_or_si256(t21, t132);
                if (!(_mm256_movemask_epi8(t134) != 0)) {
                    break;
                }
                t17 = t134;
                t18 = t152;
                t124++;
            }
            __m256i t154 = _mm256_ternarylogic_epi32(t20, t19, (__m256i)(vcc_v8_int){0}, 0xCA);
            __m256i t155 = t19;
            __m256i t156 = _mm256_sub_epi32(_mm256_setzero_si256(), t155);
            __m256i t157 = t156;
            __m256i t158 = _mm256_ternarylogic_epi32(t21, t157, t154, 0xCA);
            __m512i t122 = _mm512_cvtepi32_epi64(t158);
            __m512i t123 = t122;
            s_v = _mm512_add_epi64(s_v, t123);
            i_vec += 8L;
            if (i_vec >= t34) {
                t35 = (int)((long)t31 + t34);
                t36 = (long)((unsigned long)t32 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)), _mm_add_epi64, unsigned long));
                break;
            }
        }
    } else {
        t35 = t31;
        t36 = t32;
    }
    long t37 = (long)n + (long)t35 * -1L;
    if ((t37 >= 1L) & (t37 <= 8L)) {
        __m256i t38 = _mm256_set1_epi32((int)(int)t37);
        __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t23 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t39), in + (int)(long)t35);
        __m256i t40 = _mm256_ternarylogic_epi32(t39, _mm256_set1_epi32(1), (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t22 = (__m256i)(vcc_m8)((vcc_v8_int)t40 != (vcc_v8_int){0});
        int t162 = 0;
        __m256i t24 = (__m256i)(vcc_v8_int){0};
        __m256i t25 = (__m256i)(vcc_m8){0};
        __m256i t26 = (__m256i)(vcc_m8){0};
        for (;;) {
            __m256i t163 = _mm256_set1_epi32(1);
            __m256i t164 = _mm256_cmpgt_epi32(t23, t163);
            __m256i t165 = _mm256_and_si256(t22, t164);
            __m256i t166 = (__m256i)~(vcc_m8)t164;
            __m256i t167 = _mm256_and_si256(t22, t166);
            __m256i t168 = _mm256_set1_epi32((int)(t162 >= limit));
            __m256i t169 = (__m256i)(vcc_m8)((vcc_v8_int)t168 != (vcc_v8_int){0});
            __m256i t170 = _mm256_and_si256(t165, t169);
            __m256i t171 = (__m256i)~(vcc_m8)t169;
            __m256i t172 = _mm256_and_si256(t165, t171);
            __m256i t173 = _mm256_set1_epi32(1);
            __m256i t174 = _mm256_and_si256(t23, t173);
            __m256i t175 = (__m256i)(vcc_m8)((vcc_v8_int)t174 != (vcc_v8_int){0});
            __m256i t176 = (__m256i)~(vcc_m8)t175;
            __m256i t177 = _mm256_and_si256(t172, t176);
            __m256i t178 = _mm256_set1_epi32(1);
            __m256i t179 = _mm256_srav_epi32(t23, t178);
            __m256i t180 = _mm256_set1_epi32(3);
            __m256i t181 = t180;
            __m256i t182 = t23;
            __m256i t183 = _mm256_mullo_epi32(t181, t182);
            __m256i t184 = t183;
            __m256i t185 = _mm256_set1_epi32(1);
            __m256i t186 = t184;
            __m256i t187 = t185;
            __m256i t188 = _mm256_add_epi32(t186, t187);
            __m256i t189 = t188;
            t23 = _mm256_ternarylogic_epi32(t177, t179, t189, 0xCA);
            __m256i t190 = _mm256_set1_epi32((int)t162);
            t24 = _mm256_ternarylogic_epi32(t22, t190, t24, 0xCA);
            t25 = _mm256_or_si256(t25, t167);
            t26 = _mm256_or_si256(t26, t170);
            if (!(_mm256_movemask_epi8(t172) != 0)) {
                break;
            }
            t22 = t172;
            t162++;
        }
        __m256i t191 = _mm256_ternarylogic_epi32(t25, t24, (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t192 = t24;
        __m256i t193 = _mm256_sub_epi32(_mm256_setzero_si256(), t192);
        __m256i t194 = t193;
        __m256i t195 = _mm256_ternarylogic_epi32(t26, t194, t191, 0xCA);
        __m512i t159 = _mm512_cvtepi32_epi64(t195);
        __m512i t160 = t159;
        __m512i t161 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t160);
        __m512i s_v_3 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t39), _mm512_set1_epi64((long long)0LL), t161);
        i = (int)((long)t35 + t37);
        s = (long)((unsigned long)t36 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t35;
        s = t36;
    }
    for (; i < n; i++) {
        int t41 = in[i];
        s += (long)(_mm256_zeroupper(), collatz(t41, limit));
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void in_place(int *a, int n, int limit) {
    vcc_no_contract_body
    int t13;
    int i;
    long t10 = (long)n;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:77 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int *t12 = a + (int)i_vec;
            __m512i t2 = _mm512_loadu_si512(t12);
            __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            int t20 = 0;
            __m512i t3 = (__m512i)(vcc_v16_int){0};
            __mmask16 t4 = ((__mmask16)0x0);
            __mmask16 t5 = ((__mmask16)0x0);
            for (;;) {
                __m512i t21 = _mm512_set1_epi32(1);
                __mmask16 t22 = _mm512_cmp_epi32_mask(t2, t21, _MM_CMPINT_NLE);
                __mmask16 t23 = _kand_mask16(t1, t22);
                __mmask16 t24 = _knot_mask16(t22);
                __mmask16 t25 = _kand_mask16(t1, t24);
                __m512i t26 = _mm512_set1_epi32((int)(t20 >= limit));
                __mmask16 t27 = _mm512_test_epi32_mask(t26, t26);
                __mmask16 t28 = _kand_mask16(t23, t27);
                __mmask16 t29 = _knot_mask16(t27);
                __mmask16 t30 = _kand_mask16(t23, t29);
                __m512i t31 = _mm512_set1_epi32(1);
                __m512i t32 = _mm512_and_si512(t2, t31);
                __mmask16 t33 = _mm512_test_epi32_mask(t32, t32);
                __mmask16 t34 = _knot_mask16(t33);
                __mmask16 t35 = _kand_mask16(t30, t34);
                __m512i t36 = _mm512_set1_epi32(1);
                __m512i t37 = _mm512_srav_epi32(t2, t36);
                __m512i t38 = _mm512_set1_epi32(3);
                __m512i t39 = t38;
                __m512i t40 = t2;
                __m512i t41 = _mm512_mullo_epi32(t39, t40);
                __m512i t42 = t41;
                __m512i t43 = _mm512_set1_epi32(1);
                __m512i t44 = t42;
                __m512i t45 = t43;
                __m512i t46 = _mm512_add_epi32(t44, t45);
                __m512i t47 = t46;
                __m512i t48 = _mm512_mask_blend_epi32(t35, t47, t37);
                __m512i t49 = _mm512_set1_epi32((int)t20);
                t3 = _mm512_mask_blend_epi32(t1, t3, t49);
                t4 = _kor_mask16(t4, t25);
                t5 = _kor_mask16(t5, t28);
                if (!(t30 != 0)) {
                    break;
                }
                t1 = t30;
                t2 = t48;
                t20++;
            }
            __m512i t50 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, t3);
            __m512i t51 = t3;
            __m512i t52 = _mm512_sub_epi32(_mm512_setzero_si512(), t51);
            __m512i t53 = t52;
            __m512i t54 = _mm512_mask_blend_epi32(t5, t50, t53);
            _mm512_storeu_si512(t12, t54);
            i_vec += 16L;
            if (i_vec >= t11) {
                t13 = (int)t11;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 1L) & (t14 <= 16L)) {
        __m512i t15 = _mm512_set1_epi32((int)(int)t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t15, _MM_CMPINT_LT);
        int *t17 = a + (int)(long)t13;
        __m512i t6 = _mm512_maskz_loadu_epi32(t16, t17);
        __mmask16 t55 = t16;
        int t56 = 0;
        __m512i t7 = (__m512i)(vcc_v16_int){0};
        __mmask16 t8 = ((__mmask16)0x0);
        __mmask16 t9 = ((__mmask16)0x0);
        for (;;) {
            __m512i t57 = _mm512_set1_epi32(1);
            __mmask16 t58 = _mm512_cmp_epi32_mask(t6, t57, _MM_CMPINT_NLE);
            __mmask16 t59 = _kand_mask16(t55, t58);
            __mmask16 t60 = _knot_mask16(t58);
            __mmask16 t61 = _kand_mask16(t55, t60);
            __m512i t62 = _mm512_set1_epi32((int)(t56 >= limit));
            __mmask16 t63 = _mm512_test_epi32_mask(t62, t62);
            __mmask16 t64 = _kand_mask16(t59, t63);
            __mmask16 t65 = _knot_mask16(t63);
            __mmask16 t66 = _kand_mask16(t59, t65);
            __m512i t67 = _mm512_set1_epi32(1);
            __m512i t68 = _mm512_and_si512(t6, t67);
            __mmask16 t69 = _mm512_test_epi32_mask(t68, t68);
            __mmask16 t70 = _knot_mask16(t69);
            __mmask16 t71 = _kand_mask16(t66, t70);
            __m512i t72 = _mm512_set1_epi32(1);
            __m512i t73 = _mm512_srav_epi32(t6, t72);
            __m512i t74 = _mm512_set1_epi32(3);
            __m512i t75 = t74;
            __m512i t76 = t6;
            __m512i t77 = _mm512_mullo_epi32(t75, t76);
            __m512i t78 = t77;
            __m512i t79 = _mm512_set1_epi32(1);
            __m512i t80 = t78;
            __m512i t81 = t79;
            __m512i t82 = _mm512_add_epi32(t80, t81);
            __m512i t83 = t82;
            t6 = _mm512_mask_blend_epi32(t71, t83, t73);
            __m512i t84 = _mm512_set1_epi32((int)t56);
            t7 = _mm512_mask_blend_epi32(t55, t7, t84);
            t8 = _kor_mask16(t8, t61);
            t9 = _kor_mask16(t9, t64);
            if (!(t66 != 0)) {
                break;
            }
            t55 = t66;
            t56++;
        }
        __m512i t85 = _mm512_mask_blend_epi32(t8, (__m512i)(vcc_v16_int){0}, t7);
        __m512i t86 = t7;
        __m512i t87 = _mm512_sub_epi32(_mm512_setzero_si512(), t86);
        __m512i t88 = t87;
        __m512i t89 = _mm512_mask_blend_epi32(t9, t85, t88);
        _mm512_mask_storeu_epi32(t17, t16, t89);
        i = (int)((long)t13 + t14);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        int *t18 = a + i;
        int t19 = *t18;
        *t18 = (_mm256_zeroupper(), collatz(t19, limit));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t38;
    int t53;
    int i;
    int t78;
    int t84;
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
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        void *t4 = malloc(t3);
        int *in = (int *)t4;
        void *t5 = malloc(t3);
        int *out = (int *)t5;
        long t6 = (long)n;
        int t7 = (int)(unsigned int)(int)(13U * (unsigned int)n);
        if ((t6 >= 32L) & (t7 >= 0)) {
            long t8 = t6 & -32L;
            __m256i t9 = _mm256_set1_epi32((int)(t7 % 3001));
            __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t11 = t10;
            __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(3001));
            __m256i t13 = _mm256_min_epu32(t11, t12);
            __m256i t1 = t13;
            long i_vec = 0L;
            /* vcc: loop at fused_loops.c:87 vectorized: VF 8, UF 4, the remainder at 88:21 by 3001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t14 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)i_vec), t14);
                __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(331));
                __m256i t16 = t15;
                __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(3001));
                __m256i t18 = _mm256_min_epu32(t16, t17);
                __m256i t19 = t18;
                __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 8L)), t20);
                __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(662));
                __m256i t22 = t21;
                __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(3001));
                __m256i t24 = _mm256_min_epu32(t22, t23);
                __m256i t25 = t24;
                __m256i t26 = _mm256_add_epi32(t25, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 16L)), t26);
                __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(993));
                __m256i t28 = t27;
                __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(3001));
                __m256i t30 = _mm256_min_epu32(t28, t29);
                __m256i t31 = t30;
                __m256i t32 = _mm256_add_epi32(t31, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)(i_vec + 24L)), t32);
                i_vec += 32L;
                __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(1324));
                __m256i t34 = t33;
                __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(3001));
                __m256i t36 = _mm256_min_epu32(t34, t35);
                __m256i t37 = t36;
                if (i_vec >= t8) {
                    break;
                }
                t1 = t37;
            }
            t38 = (int)t8;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        int t40 = (int)((unsigned int)(int)((unsigned int)t38 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t39 >= 8L) & (t40 >= 0)) {
            long t41 = t39 & -8L;
            __m256i t42 = _mm256_set1_epi32((int)(t40 % 3001));
            __m256i t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t44 = t43;
            __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(3001));
            __m256i t46 = _mm256_min_epu32(t44, t45);
            __m256i t2 = t46;
            long i_vec_1 = 0L;
            for (;;) {
                __m256i t47 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)t38 + i_vec_1)), t47);
                i_vec_1 += 8L;
                __m256i t48 = _mm256_add_epi32(t2, _mm256_set1_epi32(331));
                __m256i t49 = t48;
                __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(3001));
                __m256i t51 = _mm256_min_epu32(t49, t50);
                __m256i t52 = t51;
                if (i_vec_1 >= t41) {
                    break;
                }
                t2 = t52;
            }
            t53 = (int)((long)t38 + t41);
        } else {
            t53 = t38;
        }
        long t54 = (long)n + (long)t53 * -1L;
        int t55 = (int)((unsigned int)(int)((unsigned int)t53 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t54 >= 1L) & (t54 <= 8L) & (t55 >= 0)) {
            __m256i t56 = _mm256_set1_epi32((int)(int)t54);
            __m256i t57 = _mm256_cmpgt_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t58 = _mm256_set1_epi32((int)(t55 % 3001));
            __m256i t59 = _mm256_add_epi32(t58, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t60 = t59;
            __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(3001));
            __m256i t62 = _mm256_min_epu32(t60, t61);
            __m256i t63 = t62;
            __m256i t64 = t63;
            __m256i t65 = _mm256_set1_epi32(1);
            __m256i t66 = _mm256_add_epi32(t64, t65);
            __m256i t67 = t66;
            _mm256_mask_storeu_epi32(in + (int)(long)t53, _mm256_movepi32_mask(t57), t67);
            i = (int)((long)t53 + t54);
        } else {
            i = t53;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t68 = (float)y;
            rows(u, n, -1.2f + t68 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t68 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t69 = in;
            counts(out, t69, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t69, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t69, n, limit);
            long t70 = (long)n;
            unsigned long t71 = (unsigned long)t4;
            unsigned long t72 = (unsigned long)t5;
            if ((t70 >= 32L) & (((t71 + (unsigned long)(4L + (t70 - 1L) * 4L)) <= t72) | ((t72 + (unsigned long)(4L + (t70 - 1L) * 4L)) <= t71))) {
                long t73 = t70 & -32L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap, vector epilogue VF 8, masked remainder */
                do {
                    long t74 = (long)(int)i_vec_2;
                    __m256i in_v = _mm256_loadu_si256((const __m256i *)(in + t74));
                    _mm256_storeu_si256((__m256i *)(out + t74), in_v);
                    long t75 = (long)(int)(i_vec_2 + 8L);
                    __m256i in_v_1 = _mm256_loadu_si256((const __m256i *)(in + t75));
                    _mm256_storeu_si256((__m256i *)(out + t75), in_v_1);
                    long t76 = (long)(int)(i_vec_2 + 16L);
                    __m256i in_v_2 = _mm256_loadu_si256((const __m256i *)(in + t76));
                    _mm256_storeu_si256((__m256i *)(out + t76), in_v_2);
                    long t77 = (long)(int)(i_vec_2 + 24L);
                    __m256i in_v_3 = _mm256_loadu_si256((const __m256i *)(in + t77));
                    _mm256_storeu_si256((__m256i *)(out + t77), in_v_3);
                    i_vec_2 += 32L;
                } while (i_vec_2 < t73);
                t78 = (int)t73;
            } else {
                t78 = 0;
            }
            long t79 = (long)n + (long)t78 * -1L;
            unsigned long t80 = (unsigned long)t4;
            unsigned long t81 = (unsigned long)t5;
            if ((t79 >= 8L) & (((t80 + (unsigned long)((long)t78 * 4L + 4L + (t79 - 1L) * 4L)) <= (t81 + (unsigned long)((long)t78 * 4L))) | ((t81 + (unsigned long)((long)t78 * 4L + 4L + (t79 - 1L) * 4L)) <= (t80 + (unsigned long)((long)t78 * 4L))))) {
                long t82 = t79 & -8L;
                long i_vec_3 = 0L;
                do {
                    long t83 = (long)(int)((long)t78 + i_vec_3);
                    __m256i in_v_4 = _mm256_loadu_si256((const __m256i *)(in + t83));
                    _mm256_storeu_si256((__m256i *)(out + t83), in_v_4);
                    i_vec_3 += 8L;
                } while (i_vec_3 < t82);
                t84 = (int)((long)t78 + t82);
            } else {
                t84 = t78;
            }
            long t85 = (long)n + (long)t84 * -1L;
            unsigned long t86 = (unsigned long)t4;
            unsigned long t87 = (unsigned long)t5;
            if ((t85 >= 1L) & (t85 <= 8L) & (((t86 + (unsigned long)((long)t84 * 4L + 4L + (t85 - 1L) * 4L)) <= (t87 + (unsigned long)((long)t84 * 4L))) | ((t87 + (unsigned long)((long)t84 * 4L + 4L + (t85 - 1L) * 4L)) <= (t86 + (unsigned long)((long)t84 * 4L))))) {
                __m256i t88 = _mm256_set1_epi32((int)(int)t85);
                __m256i t89 = _mm256_cmpgt_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t90 = (long)(int)(long)t84;
                __m256i in_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t89), in + t90);
                _mm256_mask_storeu_epi32(out + t90, _mm256_movepi32_mask(t89), in_v_5);
                i_5 = (int)((long)t84 + t85);
            } else {
                i_5 = t84;
            }
            for (; i_5 < n; i_5++) {
                long t91 = (long)i_5;
                out[t91] = in[t91];
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
