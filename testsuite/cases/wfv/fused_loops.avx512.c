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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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

/* vcc: function at fused_loops.c:14 vector variant _ZGVeN16vvu_escape of `escape`: VL 16, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_escape(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    vcc_v16_uint t4;
    vcc_v16_uint t5;
    unsigned int t6;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
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
        t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t18);
        if (!(t12 != 0)) {
            t5 = (vcc_v16_uint)(__m512i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t19);
L20:
    return (__m512i)t5;
}

/* vcc: function at fused_loops.c:14 vector variant _ZGVdN8vvu_escape of `escape`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_escape(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
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
        t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t18, (__m256i)t4, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = (vcc_v8_uint)(__m256i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t19, (__m256i)t4, 0xCA);
L20:
    return (__m256i)t5;
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

/* vcc: function at fused_loops.c:28 vector variant _ZGVeN16vu_collatz of `collatz`: VL 16, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_collatz(__m512i x, int limit) {
    vcc_no_contract_body
    __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    vcc_v16_int t2 = (vcc_v16_int)x;
    int t6 = 0;
    vcc_v16_int t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    __mmask16 t4 = ((__mmask16)0x0);
    __mmask16 t5 = ((__mmask16)0x0);
    for (;;) {
        __m512i t7 = _mm512_set1_epi32(1);
        __mmask16 t8 = _mm512_cmp_epi32_mask((__m512i)t2, t7, _MM_CMPINT_NLE);
        __mmask16 t9 = _kand_mask16(t1, t8);
        __mmask16 t10 = _knot_mask16(t8);
        __mmask16 t11 = _kand_mask16(t1, t10);
        __m512i t12 = _mm512_set1_epi32((int)(t6 >= limit));
        __mmask16 t13 = _mm512_test_epi32_mask(t12, t12);
        __mmask16 t14 = _kand_mask16(t9, t13);
        __mmask16 t15 = _knot_mask16(t13);
        __mmask16 t16 = _kand_mask16(t9, t15);
        __m512i t17 = _mm512_set1_epi32(1);
        __m512i t18 = _mm512_and_si512((__m512i)t2, t17);
        __mmask16 t19 = _mm512_test_epi32_mask(t18, t18);
        __mmask16 t20 = _knot_mask16(t19);
        __mmask16 t21 = _kand_mask16(t16, t20);
        __m512i t22 = _mm512_srai_epi32((__m512i)t2, 1);
        __m512i t23 = _mm512_set1_epi32(3);
        __m512i t24 = _mm512_mullo_epi32(t23, (__m512i)t2);
        __m512i t25 = _mm512_set1_epi32(1);
        __m512i t26 = _mm512_add_epi32(t24, t25);
        t2 = (vcc_v16_int)_mm512_mask_blend_epi32(t21, t26, t22);
        __m512i t27 = _mm512_set1_epi32((int)t6);
        t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t3, t27);
        t4 = _kor_mask16(t4, t11);
        t5 = _kor_mask16(t5, t14);
        if (!(t16 != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m512i t28 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, (__m512i)t3);
    __m512i t29 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t3);
    __m512i t30 = _mm512_mask_blend_epi32(t5, t28, t29);
    return t30;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVeM16vu_collatz of `collatz`: VL 16, masked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vu_collatz(__m512i x, int limit, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    vcc_v16_int t2 = (vcc_v16_int)x;
    int t6 = 0;
    vcc_v16_int t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    __mmask16 t4 = ((__mmask16)0x0);
    __mmask16 t5 = ((__mmask16)0x0);
    for (;;) {
        __m512i t7 = _mm512_set1_epi32(1);
        __mmask16 t8 = _mm512_cmp_epi32_mask((__m512i)t2, t7, _MM_CMPINT_NLE);
        __mmask16 t9 = _kand_mask16(t1, t8);
        __mmask16 t10 = _knot_mask16(t8);
        __mmask16 t11 = _kand_mask16(t1, t10);
        __m512i t12 = _mm512_set1_epi32((int)(t6 >= limit));
        __mmask16 t13 = _mm512_test_epi32_mask(t12, t12);
        __mmask16 t14 = _kand_mask16(t9, t13);
        __mmask16 t15 = _knot_mask16(t13);
        __mmask16 t16 = _kand_mask16(t9, t15);
        __m512i t17 = _mm512_set1_epi32(1);
        __m512i t18 = _mm512_and_si512((__m512i)t2, t17);
        __mmask16 t19 = _mm512_test_epi32_mask(t18, t18);
        __mmask16 t20 = _knot_mask16(t19);
        __mmask16 t21 = _kand_mask16(t16, t20);
        __m512i t22 = _mm512_srai_epi32((__m512i)t2, 1);
        __m512i t23 = _mm512_set1_epi32(3);
        __m512i t24 = _mm512_mullo_epi32(t23, (__m512i)t2);
        __m512i t25 = _mm512_set1_epi32(1);
        __m512i t26 = _mm512_add_epi32(t24, t25);
        t2 = (vcc_v16_int)_mm512_mask_blend_epi32(t21, t26, t22);
        __m512i t27 = _mm512_set1_epi32((int)t6);
        t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t3, t27);
        t4 = _kor_mask16(t4, t11);
        t5 = _kor_mask16(t5, t14);
        if (!(t16 != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m512i t28 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, (__m512i)t3);
    __m512i t29 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t3);
    __m512i t30 = _mm512_mask_blend_epi32(t5, t28, t29);
    return t30;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVdN8vu_collatz of `collatz`: VL 8, unmasked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_collatz(__m256i x, int limit) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)x;
    int t6 = 0;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32((__m256i)t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256((__m256i)t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_srai_epi32((__m256i)t2, 1);
        __m256i t23 = _mm256_set1_epi32(3);
        __m256i t24 = _mm256_mullo_epi32(t23, (__m256i)t2);
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = _mm256_add_epi32(t24, t25);
        t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t21, t22, t26, 0xCA);
        __m256i t27 = _mm256_set1_epi32((int)t6);
        t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t27, (__m256i)t3, 0xCA);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t28 = _mm256_ternarylogic_epi32(t4, (__m256i)t3, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t29 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t3);
    __m256i t30 = _mm256_ternarylogic_epi32(t5, t29, t28, 0xCA);
    return t30;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVdM8vu_collatz of `collatz`: VL 8, masked, x vector, limit uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vu_collatz(__m256i x, int limit, __m256i mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)x;
    int t6 = 0;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t4 = (__m256i)(vcc_m8){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32((__m256i)t2, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32((int)(t6 >= limit));
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        __m256i t14 = _mm256_and_si256(t9, t13);
        __m256i t15 = (__m256i)~(vcc_m8)t13;
        __m256i t16 = _mm256_and_si256(t9, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256((__m256i)t2, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t21 = _mm256_and_si256(t16, t20);
        __m256i t22 = _mm256_srai_epi32((__m256i)t2, 1);
        __m256i t23 = _mm256_set1_epi32(3);
        __m256i t24 = _mm256_mullo_epi32(t23, (__m256i)t2);
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = _mm256_add_epi32(t24, t25);
        t2 = (vcc_v8_int)_mm256_ternarylogic_epi32(t21, t22, t26, 0xCA);
        __m256i t27 = _mm256_set1_epi32((int)t6);
        t3 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t27, (__m256i)t3, 0xCA);
        t4 = _mm256_or_si256(t4, t11);
        t5 = _mm256_or_si256(t5, t14);
        if (!(_mm256_movemask_epi8(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    __m256i t28 = _mm256_ternarylogic_epi32(t4, (__m256i)t3, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t29 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t3);
    __m256i t30 = _mm256_ternarylogic_epi32(t5, t29, t28, 0xCA);
    return t30;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rows(unsigned *out, int n, float y) {
    vcc_no_contract_body
    vcc_v16_uint i_v;
    long i_vec;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    vcc_v16_uint t4;
    vcc_v16_uint t5;
    __m512 t6;
    __m512 t7;
    vcc_v16_uint t8;
    vcc_v16_uint t9;
    long t10;
    long t11;
    __m512 y_v;
    __m512i t12;
    unsigned int *t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    __m512i t19;
    __mmask16 t20;
    __m512 y_v_1;
    __m512i t21;
    __m512i t22;
    unsigned int *t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    int i;
    unsigned int t27;
    __m512i t41;
    __mmask16 t42;
    unsigned int t43;
    __m512i t56;
    __m512i t57;
    t10 = (long)n;
    if (t10 >= 16L) {
        t11 = t10 & -16L;
        y_v = _mm512_set1_ps(y);
        t12 = _mm512_set1_epi32(0);
        i_v = (vcc_v16_uint)_mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:41 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            t13 = out + i_vec;
            t14 = _mm512_cvtepi32_ps((__m512i)i_v);
            t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.040625f));
            t16 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t15);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t27 = 0U;
            t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            while (t27 < 150U) {
                __m512 t28 = _mm512_mul_ps(t2, t2);
                __m512 t29 = _mm512_mul_ps(t3, t3);
                __m512 t30 = _mm512_add_ps(t28, t29);
                __m512 t31 = _mm512_set1_ps(4.0f);
                __mmask16 t32 = _mm512_cmp_ps_mask(t30, t31, _CMP_LT_OQ);
                __mmask16 t33 = _kand_mask16(t1, t32);
                __m512 t34 = _mm512_sub_ps(t28, t29);
                __m512 t35 = _mm512_add_ps(t34, t16);
                __m512 t36 = _mm512_set1_ps(2.0f);
                __m512 t37 = _mm512_mul_ps(t36, t2);
                __m512 t38 = _mm512_mul_ps(t37, t3);
                __m512 t39 = _mm512_add_ps(t38, y_v);
                __m512i t40 = _mm512_set1_epi32((int)t27);
                t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t40);
                if (!(t33 != 0)) {
                    t5 = (vcc_v16_uint)(__m512i)t4;
                    goto L58;
                }
                t1 = t33;
                t27++;
                t2 = t35;
                t3 = t39;
            }
            t41 = _mm512_set1_epi32((int)t27);
            t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t41);
        L58:
            _mm512_storeu_si512(t13, (__m512i)t5);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
            if (i_vec >= t11) {
                t17 = (int)t11;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        t19 = _mm512_set1_epi32((int)(int)t18);
        t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        y_v_1 = _mm512_set1_ps(y);
        t21 = _mm512_set1_epi32((int)t17);
        t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t23 = out + (long)t17;
        t24 = _mm512_cvtepi32_ps(t22);
        t25 = _mm512_mul_ps(t24, _mm512_set1_ps(0.040625f));
        t26 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t25);
        t6 = _mm512_set1_ps(0.0f);
        t7 = _mm512_set1_ps(0.0f);
        t42 = t20;
        t43 = 0U;
        t8 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        while (t43 < 150U) {
            __m512 t44 = _mm512_mul_ps(t6, t6);
            __m512 t45 = _mm512_mul_ps(t7, t7);
            __m512 t46 = _mm512_add_ps(t44, t45);
            __m512 t47 = _mm512_set1_ps(4.0f);
            __mmask16 t48 = _mm512_cmp_ps_mask(t46, t47, _CMP_LT_OQ);
            __mmask16 t49 = _kand_mask16(t42, t48);
            __m512 t50 = _mm512_sub_ps(t44, t45);
            __m512 t51 = _mm512_add_ps(t50, t26);
            __m512 t52 = _mm512_set1_ps(2.0f);
            __m512 t53 = _mm512_mul_ps(t52, t6);
            __m512 t54 = _mm512_mul_ps(t53, t7);
            t7 = _mm512_add_ps(t54, y_v_1);
            __m512i t55 = _mm512_set1_epi32((int)t43);
            t8 = (vcc_v16_uint)_mm512_mask_blend_epi32(t42, (__m512i)t8, t55);
            if (!(t49 != 0)) {
                t9 = (vcc_v16_uint)(__m512i)t8;
                goto L59;
            }
            t42 = t49;
            t43++;
            t6 = t51;
        }
        t56 = _mm512_set1_epi32((int)t43);
        t9 = (vcc_v16_uint)_mm512_mask_blend_epi32(t42, (__m512i)t8, t56);
    L59:
        t57 = _mm512_mask_blend_epi32(t20, (__m512i)(vcc_v16_uint){0}, (__m512i)t9);
        _mm512_mask_storeu_epi32(t23, t20, t57);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
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
    long t13 = (long)((unsigned long)out - (unsigned long)in);
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L)))) {
        long t14 = t10 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            int *t15 = out + i_vec;
            vcc_v16_int t2 = (vcc_v16_int)_mm512_loadu_si512(in + i_vec);
            __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            int t27 = 0;
            vcc_v16_int t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            __mmask16 t4 = ((__mmask16)0x0);
            __mmask16 t5 = ((__mmask16)0x0);
            for (;;) {
                __m512i t28 = _mm512_set1_epi32(1);
                __mmask16 t29 = _mm512_cmp_epi32_mask((__m512i)t2, t28, _MM_CMPINT_NLE);
                __mmask16 t30 = _kand_mask16(t1, t29);
                __mmask16 t31 = _knot_mask16(t29);
                __mmask16 t32 = _kand_mask16(t1, t31);
                __m512i t33 = _mm512_set1_epi32((int)(t27 >= limit));
                __mmask16 t34 = _mm512_test_epi32_mask(t33, t33);
                __mmask16 t35 = _kand_mask16(t30, t34);
                __mmask16 t36 = _knot_mask16(t34);
                __mmask16 t37 = _kand_mask16(t30, t36);
                __m512i t38 = _mm512_set1_epi32(1);
                __m512i t39 = _mm512_and_si512((__m512i)t2, t38);
                __mmask16 t40 = _mm512_test_epi32_mask(t39, t39);
                __mmask16 t41 = _knot_mask16(t40);
                __mmask16 t42 = _kand_mask16(t37, t41);
                __m512i t43 = _mm512_srai_epi32((__m512i)t2, 1);
                __m512i t44 = _mm512_set1_epi32(3);
                __m512i t45 = _mm512_mullo_epi32(t44, (__m512i)t2);
                __m512i t46 = _mm512_set1_epi32(1);
                __m512i t47 = _mm512_add_epi32(t45, t46);
                __m512i t48 = _mm512_mask_blend_epi32(t42, t47, t43);
                __m512i t49 = _mm512_set1_epi32((int)t27);
                t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t3, t49);
                t4 = _kor_mask16(t4, t32);
                t5 = _kor_mask16(t5, t35);
                if (!(t37 != 0)) {
                    break;
                }
                t1 = t37;
                t2 = (vcc_v16_int)t48;
                t27++;
            }
            __m512i t50 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, (__m512i)t3);
            __m512i t51 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t3);
            __m512i t52 = _mm512_mask_blend_epi32(t5, t50, t51);
            _mm512_storeu_si512(t15, t52);
            i_vec += 16L;
            if (i_vec >= t14) {
                t16 = (int)t14;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)in;
    long t20 = (long)((unsigned long)out + (unsigned long)((long)t16 * 4L) - ((unsigned long)in + (unsigned long)((long)t16 * 4L)));
    if ((t17 >= 1L) & (t17 <= 16L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))) | ((t20 <= 0L) | (t20 >= 64L)))) {
        __m512i t21 = _mm512_set1_epi32((int)(int)t17);
        __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        long t23 = (long)t16;
        int *t24 = out + t23;
        vcc_v16_int t6 = (vcc_v16_int)_mm512_maskz_loadu_epi32(t22, in + t23);
        __mmask16 t53 = t22;
        int t54 = 0;
        vcc_v16_int t7 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        __mmask16 t8 = ((__mmask16)0x0);
        __mmask16 t9 = ((__mmask16)0x0);
        for (;;) {
            __m512i t55 = _mm512_set1_epi32(1);
            __mmask16 t56 = _mm512_cmp_epi32_mask((__m512i)t6, t55, _MM_CMPINT_NLE);
            __mmask16 t57 = _kand_mask16(t53, t56);
            __mmask16 t58 = _knot_mask16(t56);
            __mmask16 t59 = _kand_mask16(t53, t58);
            __m512i t60 = _mm512_set1_epi32((int)(t54 >= limit));
            __mmask16 t61 = _mm512_test_epi32_mask(t60, t60);
            __mmask16 t62 = _kand_mask16(t57, t61);
            __mmask16 t63 = _knot_mask16(t61);
            __mmask16 t64 = _kand_mask16(t57, t63);
            __m512i t65 = _mm512_set1_epi32(1);
            __m512i t66 = _mm512_and_si512((__m512i)t6, t65);
            __mmask16 t67 = _mm512_test_epi32_mask(t66, t66);
            __mmask16 t68 = _knot_mask16(t67);
            __mmask16 t69 = _kand_mask16(t64, t68);
            __m512i t70 = _mm512_srai_epi32((__m512i)t6, 1);
            __m512i t71 = _mm512_set1_epi32(3);
            __m512i t72 = _mm512_mullo_epi32(t71, (__m512i)t6);
            __m512i t73 = _mm512_set1_epi32(1);
            __m512i t74 = _mm512_add_epi32(t72, t73);
            t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t69, t74, t70);
            __m512i t75 = _mm512_set1_epi32((int)t54);
            t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t53, (__m512i)t7, t75);
            t8 = _kor_mask16(t8, t59);
            t9 = _kor_mask16(t9, t62);
            if (!(t64 != 0)) {
                break;
            }
            t53 = t64;
            t54++;
        }
        __m512i t76 = _mm512_mask_blend_epi32(t8, (__m512i)(vcc_v16_int){0}, (__m512i)t7);
        __m512i t77 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t7);
        __m512i t78 = _mm512_mask_blend_epi32(t9, t76, t77);
        _mm512_mask_storeu_epi32(t24, t22, t78);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        int t26 = in[t25];
        out[t25] = (_mm256_zeroupper(), collatz(t26, limit));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_counts(int *out, const int *in, int n, int limit) {
    vcc_no_contract_body
    int t1;
    int t19;
    int i;
    long t12 = (long)n;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)in;
    long t15 = (long)((unsigned long)out - (unsigned long)in);
    if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= t13) | ((t15 <= 0L) | (t15 >= 64L)))) {
        long t16 = t12 & -16L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 16, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), masked remainder */
        for (;;) {
            vcc_v16_int t3 = (vcc_v16_int)_mm512_loadu_si512(in + i_vec);
            __m512i t17 = _mm512_and_si512((__m512i)t3, _mm512_set1_epi32(2));
            __mmask16 t18 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            __mmask16 t2 = _mm512_cmp_epi32_mask(t17, _mm512_set1_epi32(0), _MM_CMPINT_NE);
            int t35 = 0;
            vcc_v16_int t4 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            __mmask16 t5 = ((__mmask16)0x0);
            __mmask16 t6 = ((__mmask16)0x0);
            for (;;) {
                __m512i t36 = _mm512_set1_epi32(1);
                __mmask16 t37 = _mm512_cmp_epi32_mask((__m512i)t3, t36, _MM_CMPINT_NLE);
                __mmask16 t38 = _kand_mask16(t2, t37);
                __mmask16 t39 = _knot_mask16(t37);
                __mmask16 t40 = _kand_mask16(t2, t39);
                __m512i t41 = _mm512_set1_epi32((int)(t35 >= limit));
                __mmask16 t42 = _mm512_test_epi32_mask(t41, t41);
                __mmask16 t43 = _kand_mask16(t38, t42);
                __mmask16 t44 = _knot_mask16(t42);
                __mmask16 t45 = _kand_mask16(t38, t44);
                __m512i t46 = _mm512_set1_epi32(1);
                __m512i t47 = _mm512_and_si512((__m512i)t3, t46);
                __mmask16 t48 = _mm512_test_epi32_mask(t47, t47);
                __mmask16 t49 = _knot_mask16(t48);
                __mmask16 t50 = _kand_mask16(t45, t49);
                __m512i t51 = _mm512_srai_epi32((__m512i)t3, 1);
                __m512i t52 = _mm512_set1_epi32(3);
                __m512i t53 = _mm512_mullo_epi32(t52, (__m512i)t3);
                __m512i t54 = _mm512_set1_epi32(1);
                __m512i t55 = _mm512_add_epi32(t53, t54);
                __m512i t56 = _mm512_mask_blend_epi32(t50, t55, t51);
                __m512i t57 = _mm512_set1_epi32((int)t35);
                t4 = (vcc_v16_int)_mm512_mask_blend_epi32(t2, (__m512i)t4, t57);
                t5 = _kor_mask16(t5, t40);
                t6 = _kor_mask16(t6, t43);
                if (!(t45 != 0)) {
                    break;
                }
                t2 = t45;
                t3 = (vcc_v16_int)t56;
                t35++;
            }
            __m512i t58 = _mm512_mask_blend_epi32(t5, (__m512i)(vcc_v16_int){0}, (__m512i)t4);
            __m512i t59 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t4);
            __m512i t60 = _mm512_mask_blend_epi32(t6, t58, t59);
            __m512i t34 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(-1000), t60);
            _mm512_storeu_si512(out + i_vec, t34);
            i_vec += 16L;
            if (i_vec >= t16) {
                t19 = (int)t16;
                break;
            }
        }
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)in;
    long t23 = (long)((unsigned long)out + (unsigned long)((long)t19 * 4L) - ((unsigned long)in + (unsigned long)((long)t19 * 4L)));
    if ((t20 >= 1L) & (t20 <= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))) | ((t23 <= 0L) | (t23 >= 64L)))) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        long t26 = (long)t19;
        vcc_v16_int t8 = (vcc_v16_int)_mm512_maskz_loadu_epi32(t25, in + t26);
        __m512i t27 = _mm512_and_si512((__m512i)t8, _mm512_set1_epi32(2));
        __mmask16 t28 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t29 = _knot_mask16(t28);
        __mmask16 t30 = _kand_mask16(t25, t29);
        __mmask16 t31 = _mm512_cmp_epi32_mask(t27, _mm512_set1_epi32(0), _MM_CMPINT_NE);
        __mmask16 t7 = _kand_mask16(t25, t31);
        int t62 = 0;
        vcc_v16_int t9 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        __mmask16 t10 = ((__mmask16)0x0);
        __mmask16 t11 = ((__mmask16)0x0);
        for (;;) {
            __m512i t63 = _mm512_set1_epi32(1);
            __mmask16 t64 = _mm512_cmp_epi32_mask((__m512i)t8, t63, _MM_CMPINT_NLE);
            __mmask16 t65 = _kand_mask16(t7, t64);
            __mmask16 t66 = _knot_mask16(t64);
            __mmask16 t67 = _kand_mask16(t7, t66);
            __m512i t68 = _mm512_set1_epi32((int)(t62 >= limit));
            __mmask16 t69 = _mm512_test_epi32_mask(t68, t68);
            __mmask16 t70 = _kand_mask16(t65, t69);
            __mmask16 t71 = _knot_mask16(t69);
            __mmask16 t72 = _kand_mask16(t65, t71);
            __m512i t73 = _mm512_set1_epi32(1);
            __m512i t74 = _mm512_and_si512((__m512i)t8, t73);
            __mmask16 t75 = _mm512_test_epi32_mask(t74, t74);
            __mmask16 t76 = _knot_mask16(t75);
            __mmask16 t77 = _kand_mask16(t72, t76);
            __m512i t78 = _mm512_srai_epi32((__m512i)t8, 1);
            __m512i t79 = _mm512_set1_epi32(3);
            __m512i t80 = _mm512_mullo_epi32(t79, (__m512i)t8);
            __m512i t81 = _mm512_set1_epi32(1);
            __m512i t82 = _mm512_add_epi32(t80, t81);
            t8 = (vcc_v16_int)_mm512_mask_blend_epi32(t77, t82, t78);
            __m512i t83 = _mm512_set1_epi32((int)t62);
            t9 = (vcc_v16_int)_mm512_mask_blend_epi32(t7, (__m512i)t9, t83);
            t10 = _kor_mask16(t10, t67);
            t11 = _kor_mask16(t11, t70);
            if (!(t72 != 0)) {
                break;
            }
            t7 = t72;
            t62++;
        }
        __m512i t84 = _mm512_mask_blend_epi32(t10, (__m512i)(vcc_v16_int){0}, (__m512i)t9);
        __m512i t85 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t9);
        __m512i t86 = _mm512_mask_blend_epi32(t11, t84, t85);
        __m512i t61 = _mm512_mask_blend_epi32(t30, t86, _mm512_set1_epi32(-1000));
        _mm512_mask_storeu_epi32(out + t26, t25, t61);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    while (i < n) {
        long t32 = (long)i;
        int t33 = in[t32];
        if (t33 & 2) {
            t1 = (_mm256_zeroupper(), collatz(t33, limit));
        } else {
            t1 = -1000;
        }
        out[t32] = t1;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_rows(unsigned *out, int n, float y) {
    vcc_no_contract_body
    vcc_v16_uint i_v;
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    __mmask16 t4;
    __m512 t5;
    __m512 t6;
    __mmask16 t7;
    __m512 t8;
    __m512 t9;
    vcc_v16_uint t10;
    vcc_v16_uint t11;
    __mmask16 t12;
    __m512 t13;
    __m512 t14;
    vcc_v16_uint t15;
    vcc_v16_uint t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __mmask16 t21;
    __m512 t22;
    __m512 t23;
    vcc_v16_uint t24;
    vcc_v16_uint t25;
    __mmask16 t26;
    __m512 t27;
    __m512 t28;
    vcc_v16_uint t29;
    vcc_v16_uint t30;
    long i_vec;
    long t31;
    long t32;
    __m512 y_v;
    __m512i t33;
    __m512 t34;
    unsigned int *t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    int t39;
    long t40;
    __m512i t41;
    __mmask16 t42;
    __m512 y_v_1;
    __m512i t43;
    __m512i t44;
    __m512 t45;
    unsigned int *t46;
    __m512 t47;
    __m512 t48;
    __m512 t49;
    int i;
    __m512 t52;
    __m512 t53;
    unsigned int t54;
    vcc_v16_uint t55;
    int t56;
    vcc_v16_uint t57;
    unsigned int t58;
    vcc_v16_uint t59;
    int t60;
    vcc_v16_uint t61;
    unsigned int t73;
    int t74;
    vcc_v16_uint t75;
    unsigned int t87;
    int t88;
    vcc_v16_uint t89;
    __m512 t90;
    __m512 t91;
    __mmask16 t92;
    unsigned int t93;
    vcc_v16_uint t94;
    int t95;
    vcc_v16_uint t96;
    __mmask16 t97;
    unsigned int t98;
    vcc_v16_uint t99;
    int t100;
    vcc_v16_uint t101;
    unsigned int t113;
    int t114;
    vcc_v16_uint t115;
    unsigned int t127;
    int t128;
    vcc_v16_uint t129;
    t31 = (long)n;
    if (t31 >= 16L) {
        t32 = t31 & -16L;
        y_v = _mm512_set1_ps(y);
        t33 = _mm512_set1_epi32(0);
        i_v = (vcc_v16_uint)_mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t34 = _mm512_xor_ps(y_v, _mm512_set1_ps(-0.0f));
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:63 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            t35 = out + i_vec;
            t36 = _mm512_cvtepi32_ps((__m512i)i_v);
            t37 = _mm512_mul_ps(t36, _mm512_set1_ps(0.040625f));
            t38 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t37);
            t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t2 = _mm512_set1_ps(0.0f);
            t3 = _mm512_set1_ps(0.0f);
            t52 = _mm512_mul_ps(t36, _mm512_set1_ps(0.0203125f));
            t53 = _mm512_add_ps(_mm512_set1_ps(-1.5f), t52);
            t4 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            t5 = _mm512_set1_ps(0.0f);
            t6 = _mm512_set1_ps(0.0f);
            t54 = 0U;
            t55 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            t56 = 1;
            t57 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            t58 = 0U;
            t59 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            t60 = 1;
            t61 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
            for (;;) {
                if (t56) {
                    if (t54 < 90U) {
                        __m512 t62 = _mm512_mul_ps(t2, t2);
                        __m512 t63 = _mm512_mul_ps(t3, t3);
                        __m512 t64 = _mm512_add_ps(t62, t63);
                        __m512 t65 = _mm512_set1_ps(4.0f);
                        __mmask16 t66 = _mm512_cmp_ps_mask(t64, t65, _CMP_LT_OQ);
                        t7 = _kand_mask16(t1, t66);
                        __m512 t67 = _mm512_sub_ps(t62, t63);
                        t8 = _mm512_add_ps(t67, t38);
                        __m512 t68 = _mm512_set1_ps(2.0f);
                        __m512 t69 = _mm512_mul_ps(t68, t2);
                        __m512 t70 = _mm512_mul_ps(t69, t3);
                        t9 = _mm512_add_ps(t70, y_v);
                        __m512i t71 = _mm512_set1_epi32((int)t54);
                        t10 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t55, t71);
                        if ((t7 != 0)) {
                            t73 = t54 + 1U;
                            t74 = 1;
                            t75 = (vcc_v16_uint)(__m512i)t57;
                            goto L136;
                        }
                        t11 = (vcc_v16_uint)(__m512i)t10;
                    } else {
                        __m512i t72 = _mm512_set1_epi32((int)t54);
                        t11 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t55, t72);
                    }
                    t7 = t1;
                    t73 = t54;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v16_uint)(__m512i)t55;
                    t74 = 0;
                    t75 = (vcc_v16_uint)(__m512i)t11;
                } else {
                    t7 = t1;
                    t73 = t54;
                    t8 = t2;
                    t9 = t3;
                    t10 = (vcc_v16_uint)(__m512i)t55;
                    t74 = 0;
                    t75 = (vcc_v16_uint)(__m512i)t57;
                }
            L136:
                if (t60) {
                    if (t58 < 60U) {
                        __m512 t76 = _mm512_mul_ps(t5, t5);
                        __m512 t77 = _mm512_mul_ps(t6, t6);
                        __m512 t78 = _mm512_add_ps(t76, t77);
                        __m512 t79 = _mm512_set1_ps(4.0f);
                        __mmask16 t80 = _mm512_cmp_ps_mask(t78, t79, _CMP_LT_OQ);
                        t12 = _kand_mask16(t4, t80);
                        __m512 t81 = _mm512_sub_ps(t76, t77);
                        t13 = _mm512_add_ps(t81, t53);
                        __m512 t82 = _mm512_set1_ps(2.0f);
                        __m512 t83 = _mm512_mul_ps(t82, t5);
                        __m512 t84 = _mm512_mul_ps(t83, t6);
                        t14 = _mm512_add_ps(t84, t34);
                        __m512i t85 = _mm512_set1_epi32((int)t58);
                        t15 = (vcc_v16_uint)_mm512_mask_blend_epi32(t4, (__m512i)t59, t85);
                        if ((t12 != 0)) {
                            t87 = t58 + 1U;
                            t88 = 1;
                            t89 = (vcc_v16_uint)(__m512i)t61;
                            goto L137;
                        }
                        t16 = (vcc_v16_uint)(__m512i)t15;
                    } else {
                        __m512i t86 = _mm512_set1_epi32((int)t58);
                        t16 = (vcc_v16_uint)_mm512_mask_blend_epi32(t4, (__m512i)t59, t86);
                    }
                    t12 = t4;
                    t87 = t58;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v16_uint)(__m512i)t59;
                    t88 = 0;
                    t89 = (vcc_v16_uint)(__m512i)t16;
                } else {
                    t12 = t4;
                    t87 = t58;
                    t13 = t5;
                    t14 = t6;
                    t15 = (vcc_v16_uint)(__m512i)t59;
                    t88 = 0;
                    t89 = (vcc_v16_uint)(__m512i)t61;
                }
            L137:
                if (!(t74 | t88)) {
                    __m512i t131 = _mm512_mullo_epi32(_mm512_set1_epi32(1000), (__m512i)t89);
                    __m512i t132 = _mm512_add_epi32((__m512i)t75, t131);
                    _mm512_storeu_si512(t35, t132);
                    i_vec += 16L;
                    i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
                    if (i_vec < t32) {
                        break;
                    }
                    t39 = (int)t32;
                    goto L138;
                }
                t1 = t7;
                t54 = t73;
                t2 = t8;
                t3 = t9;
                t55 = (vcc_v16_uint)(__m512i)t10;
                t56 = t74;
                t57 = (vcc_v16_uint)(__m512i)t75;
                t4 = t12;
                t58 = t87;
                t5 = t13;
                t6 = t14;
                t59 = (vcc_v16_uint)(__m512i)t15;
                t60 = t88;
                t61 = (vcc_v16_uint)(__m512i)t89;
            }
        }
    } else {
        t39 = 0;
    }
L138:
    t40 = (long)n + (long)t39 * -1L;
    if ((t40 >= 1L) & (t40 <= 16L)) {
        t41 = _mm512_set1_epi32((int)(int)t40);
        t42 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t41, _MM_CMPINT_LT);
        y_v_1 = _mm512_set1_ps(y);
        t43 = _mm512_set1_epi32((int)t39);
        t44 = _mm512_add_epi32(t43, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t45 = _mm512_xor_ps(y_v_1, _mm512_set1_ps(-0.0f));
        t46 = out + (long)t39;
        t47 = _mm512_cvtepi32_ps(t44);
        t48 = _mm512_mul_ps(t47, _mm512_set1_ps(0.040625f));
        t49 = _mm512_add_ps(_mm512_set1_ps(-2.0f), t48);
        t17 = _mm512_set1_ps(0.0f);
        t18 = _mm512_set1_ps(0.0f);
        t90 = _mm512_mul_ps(t47, _mm512_set1_ps(0.0203125f));
        t91 = _mm512_add_ps(_mm512_set1_ps(-1.5f), t90);
        t19 = _mm512_set1_ps(0.0f);
        t20 = _mm512_set1_ps(0.0f);
        t92 = t42;
        t93 = 0U;
        t94 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        t95 = 1;
        t96 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        t97 = t42;
        t98 = 0U;
        t99 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        t100 = 1;
        t101 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
        for (;;) {
            if (t95) {
                if (t93 < 90U) {
                    __m512 t102 = _mm512_mul_ps(t17, t17);
                    __m512 t103 = _mm512_mul_ps(t18, t18);
                    __m512 t104 = _mm512_add_ps(t102, t103);
                    __m512 t105 = _mm512_set1_ps(4.0f);
                    __mmask16 t106 = _mm512_cmp_ps_mask(t104, t105, _CMP_LT_OQ);
                    t21 = _kand_mask16(t92, t106);
                    __m512 t107 = _mm512_sub_ps(t102, t103);
                    t22 = _mm512_add_ps(t107, t49);
                    __m512 t108 = _mm512_set1_ps(2.0f);
                    __m512 t109 = _mm512_mul_ps(t108, t17);
                    __m512 t110 = _mm512_mul_ps(t109, t18);
                    t23 = _mm512_add_ps(t110, y_v_1);
                    __m512i t111 = _mm512_set1_epi32((int)t93);
                    t24 = (vcc_v16_uint)_mm512_mask_blend_epi32(t92, (__m512i)t94, t111);
                    if ((t21 != 0)) {
                        t113 = t93 + 1U;
                        t114 = 1;
                        t115 = (vcc_v16_uint)(__m512i)t96;
                        goto L139;
                    }
                    t25 = (vcc_v16_uint)(__m512i)t24;
                } else {
                    __m512i t112 = _mm512_set1_epi32((int)t93);
                    t25 = (vcc_v16_uint)_mm512_mask_blend_epi32(t92, (__m512i)t94, t112);
                }
                t21 = t92;
                t113 = t93;
                t22 = t17;
                t23 = t18;
                t24 = (vcc_v16_uint)(__m512i)t94;
                t114 = 0;
                t115 = (vcc_v16_uint)(__m512i)t25;
            } else {
                t21 = t92;
                t113 = t93;
                t22 = t17;
                t23 = t18;
                t24 = (vcc_v16_uint)(__m512i)t94;
                t114 = 0;
                t115 = (vcc_v16_uint)(__m512i)t96;
            }
        L139:
            if (t100) {
                if (t98 < 60U) {
                    __m512 t116 = _mm512_mul_ps(t19, t19);
                    __m512 t117 = _mm512_mul_ps(t20, t20);
                    __m512 t118 = _mm512_add_ps(t116, t117);
                    __m512 t119 = _mm512_set1_ps(4.0f);
                    __mmask16 t120 = _mm512_cmp_ps_mask(t118, t119, _CMP_LT_OQ);
                    t26 = _kand_mask16(t97, t120);
                    __m512 t121 = _mm512_sub_ps(t116, t117);
                    t27 = _mm512_add_ps(t121, t91);
                    __m512 t122 = _mm512_set1_ps(2.0f);
                    __m512 t123 = _mm512_mul_ps(t122, t19);
                    __m512 t124 = _mm512_mul_ps(t123, t20);
                    t28 = _mm512_add_ps(t124, t45);
                    __m512i t125 = _mm512_set1_epi32((int)t98);
                    t29 = (vcc_v16_uint)_mm512_mask_blend_epi32(t97, (__m512i)t99, t125);
                    if ((t26 != 0)) {
                        t127 = t98 + 1U;
                        t128 = 1;
                        t129 = (vcc_v16_uint)(__m512i)t101;
                        goto L140;
                    }
                    t30 = (vcc_v16_uint)(__m512i)t29;
                } else {
                    __m512i t126 = _mm512_set1_epi32((int)t98);
                    t30 = (vcc_v16_uint)_mm512_mask_blend_epi32(t97, (__m512i)t99, t126);
                }
                t26 = t97;
                t127 = t98;
                t27 = t19;
                t28 = t20;
                t29 = (vcc_v16_uint)(__m512i)t99;
                t128 = 0;
                t129 = (vcc_v16_uint)(__m512i)t30;
            } else {
                t26 = t97;
                t127 = t98;
                t27 = t19;
                t28 = t20;
                t29 = (vcc_v16_uint)(__m512i)t99;
                t128 = 0;
                t129 = (vcc_v16_uint)(__m512i)t101;
            }
        L140:
            if (!(t114 | t128)) {
                __m512i t130 = _mm512_mask_blend_epi32(t42, (__m512i)(vcc_v16_uint){0}, (__m512i)t115);
                __m512i t135 = _mm512_mask_blend_epi32(t42, (__m512i)(vcc_v16_uint){0}, (__m512i)t129);
                __m512i t133 = _mm512_mullo_epi32(_mm512_set1_epi32(1000), t135);
                __m512i t134 = _mm512_add_epi32(t130, t133);
                _mm512_mask_storeu_epi32(t46, t42, t134);
                i = (int)((long)t39 + t40);
                break;
            }
            t92 = t21;
            t93 = t113;
            t17 = t22;
            t18 = t23;
            t94 = (vcc_v16_uint)(__m512i)t24;
            t95 = t114;
            t96 = (vcc_v16_uint)(__m512i)t115;
            t97 = t26;
            t98 = t127;
            t19 = t27;
            t20 = t28;
            t99 = (vcc_v16_uint)(__m512i)t29;
            t100 = t128;
            t101 = (vcc_v16_uint)(__m512i)t129;
        }
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        float t50 = (float)i;
        unsigned int t51 = (_mm256_zeroupper(), escape(-2.0f + t50 * 0.040625f, y, 90U));
        out[i] = t51 + 1000U * (_mm256_zeroupper(), escape(-1.5f + t50 * 0.0203125f, -y, 60U));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long total(const int *in, int n, int limit) {
    vcc_no_contract_body
    long s;
    __m256i t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    __m256i t8;
    __m256i t9;
    vcc_v8_int t10;
    __m256i t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    __m256i t14;
    __m256i t15;
    vcc_v8_int t16;
    long t27;
    int t30;
    long t31;
    long t32;
    int t34;
    long t35;
    int i;
    int t75;
    int t76;
    int t99;
    int t100;
    t27 = (long)n;
    if (t27 >= 16L) {
        long t28 = t27 & -16L;
        long i_vec_1 = 0L;
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at fused_loops.c:70 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        for (;;) {
            vcc_v8_int t2 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + i_vec_1));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            vcc_v8_int t4 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + (i_vec_1 + 8L)));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t41 = 0;
            vcc_v8_int t42 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t43 = (__m256i)(vcc_m8){0};
            __m256i t44 = (__m256i)(vcc_m8){0};
            int t45 = 1;
            vcc_v8_int t46 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            int t47 = 0;
            vcc_v8_int t48 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t49 = (__m256i)(vcc_m8){0};
            __m256i t50 = (__m256i)(vcc_m8){0};
            int t51 = 1;
            vcc_v8_int t52 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t45) {
                    __m256i t53 = _mm256_set1_epi32(1);
                    __m256i t54 = _mm256_cmpgt_epi32((__m256i)t2, t53);
                    __m256i t55 = _mm256_and_si256(t1, t54);
                    __m256i t56 = (__m256i)~(vcc_m8)t54;
                    __m256i t57 = _mm256_and_si256(t1, t56);
                    __m256i t58 = _mm256_set1_epi32((int)(t41 >= limit));
                    __m256i t59 = (__m256i)(vcc_m8)((vcc_v8_int)t58 != (vcc_v8_int){0});
                    __m256i t60 = _mm256_and_si256(t55, t59);
                    __m256i t61 = (__m256i)~(vcc_m8)t59;
                    t5 = _mm256_and_si256(t55, t61);
                    __m256i t62 = _mm256_set1_epi32(1);
                    __m256i t63 = _mm256_and_si256((__m256i)t2, t62);
                    __m256i t64 = (__m256i)(vcc_m8)((vcc_v8_int)t63 != (vcc_v8_int){0});
                    __m256i t65 = (__m256i)~(vcc_m8)t64;
                    __m256i t66 = _mm256_and_si256(t5, t65);
                    __m256i t67 = _mm256_srai_epi32((__m256i)t2, 1);
                    __m256i t68 = _mm256_set1_epi32(3);
                    __m256i t69 = _mm256_mullo_epi32(t68, (__m256i)t2);
                    __m256i t70 = _mm256_set1_epi32(1);
                    __m256i t71 = _mm256_add_epi32(t69, t70);
                    t6 = (vcc_v8_int)_mm256_ternarylogic_epi32(t66, t67, t71, 0xCA);
                    __m256i t72 = _mm256_set1_epi32((int)t41);
                    t7 = (vcc_v8_int)_mm256_ternarylogic_epi32(t1, t72, (__m256i)t42, 0xCA);
                    t8 = _mm256_or_si256(t43, t57);
                    t9 = _mm256_or_si256(t44, t60);
                    if ((_mm256_movemask_epi8(t5) != 0)) {
                        t75 = t41 + 1;
                        t76 = 1;
                        t10 = (vcc_v8_int)(__m256i)t46;
                    } else {
                        __m256i t73 = _mm256_ternarylogic_epi32(t8, (__m256i)t7, (__m256i)(vcc_v8_int){0}, 0xCA);
                        __m256i t74 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t7);
                        t10 = (vcc_v8_int)_mm256_ternarylogic_epi32(t9, t74, t73, 0xCA);
                        t5 = t1;
                        t6 = (vcc_v8_int)(__m256i)t2;
                        t75 = t41;
                        t7 = (vcc_v8_int)(__m256i)t42;
                        t8 = t43;
                        t9 = t44;
                        t76 = 0;
                    }
                } else {
                    t5 = t1;
                    t6 = (vcc_v8_int)(__m256i)t2;
                    t75 = t41;
                    t7 = (vcc_v8_int)(__m256i)t42;
                    t8 = t43;
                    t9 = t44;
                    t76 = 0;
                    t10 = (vcc_v8_int)(__m256i)t46;
                }
                if (t51) {
                    __m256i t77 = _mm256_set1_epi32(1);
                    __m256i t78 = _mm256_cmpgt_epi32((__m256i)t4, t77);
                    __m256i t79 = _mm256_and_si256(t3, t78);
                    __m256i t80 = (__m256i)~(vcc_m8)t78;
                    __m256i t81 = _mm256_and_si256(t3, t80);
                    __m256i t82 = _mm256_set1_epi32((int)(t47 >= limit));
                    __m256i t83 = (__m256i)(vcc_m8)((vcc_v8_int)t82 != (vcc_v8_int){0});
                    __m256i t84 = _mm256_and_si256(t79, t83);
                    __m256i t85 = (__m256i)~(vcc_m8)t83;
                    t11 = _mm256_and_si256(t79, t85);
                    __m256i t86 = _mm256_set1_epi32(1);
                    __m256i t87 = _mm256_and_si256((__m256i)t4, t86);
                    __m256i t88 = (__m256i)(vcc_m8)((vcc_v8_int)t87 != (vcc_v8_int){0});
                    __m256i t89 = (__m256i)~(vcc_m8)t88;
                    __m256i t90 = _mm256_and_si256(t11, t89);
                    __m256i t91 = _mm256_srai_epi32((__m256i)t4, 1);
                    __m256i t92 = _mm256_set1_epi32(3);
                    __m256i t93 = _mm256_mullo_epi32(t92, (__m256i)t4);
                    __m256i t94 = _mm256_set1_epi32(1);
                    __m256i t95 = _mm256_add_epi32(t93, t94);
                    t12 = (vcc_v8_int)_mm256_ternarylogic_epi32(t90, t91, t95, 0xCA);
                    __m256i t96 = _mm256_set1_epi32((int)t47);
                    t13 = (vcc_v8_int)_mm256_ternarylogic_epi32(t3, t96, (__m256i)t48, 0xCA);
                    t14 = _mm256_or_si256(t49, t81);
                    t15 = _mm256_or_si256(t50, t84);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        t99 = t47 + 1;
                        t100 = 1;
                        t16 = (vcc_v8_int)(__m256i)t52;
                    } else {
                        __m256i t97 = _mm256_ternarylogic_epi32(t14, (__m256i)t13, (__m256i)(vcc_v8_int){0}, 0xCA);
                        __m256i t98 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t13);
                        t16 = (vcc_v8_int)_mm256_ternarylogic_epi32(t15, t98, t97, 0xCA);
                        t11 = t3;
                        t12 = (vcc_v8_int)(__m256i)t4;
                        t99 = t47;
                        t13 = (vcc_v8_int)(__m256i)t48;
                        t14 = t49;
                        t15 = t50;
                        t100 = 0;
                    }
                } else {
                    t11 = t3;
                    t12 = (vcc_v8_int)(__m256i)t4;
                    t99 = t47;
                    t13 = (vcc_v8_int)(__m256i)t48;
                    t14 = t49;
                    t15 = t50;
                    t100 = 0;
                    t16 = (vcc_v8_int)(__m256i)t52;
                }
                if (!(t76 | t100)) {
                    __m512i t101 = _mm512_cvtepi32_epi64((__m256i)t10);
                    s_v_1 = _mm512_add_epi64(s_v_1, t101);
                    __m512i t156 = _mm512_cvtepi32_epi64((__m256i)t16);
                    s_v_2 = _mm512_add_epi64(s_v_2, t156);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t28) {
                        break;
                    }
                    __m512i t29 = _mm512_add_epi64(s_v_1, s_v_2);
                    t30 = (int)t28;
                    t31 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t29), _mm512_extracti64x4_epi64(t29, 1)), _mm_add_epi64, unsigned long);
                    goto L157;
                }
                t1 = t5;
                t2 = (vcc_v8_int)(__m256i)t6;
                t41 = t75;
                t42 = (vcc_v8_int)(__m256i)t7;
                t43 = t8;
                t44 = t9;
                t45 = t76;
                t46 = (vcc_v8_int)(__m256i)t10;
                t3 = t11;
                t4 = (vcc_v8_int)(__m256i)t12;
                t47 = t99;
                t48 = (vcc_v8_int)(__m256i)t13;
                t49 = t14;
                t50 = t15;
                t51 = t100;
                t52 = (vcc_v8_int)(__m256i)t16;
            }
        }
    } else {
        t30 = 0;
        t31 = 0L;
    }
L157:
    t32 = (long)n + (long)t30 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at fused_loops.c:70 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            vcc_v8_int t18 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(in + ((long)t30 + i_vec)));
            __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t103 = 0;
            vcc_v8_int t19 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t20 = (__m256i)(vcc_m8){0};
            __m256i t21 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t104 = _mm256_set1_epi32(1);
                __m256i t105 = _mm256_cmpgt_epi32((__m256i)t18, t104);
                __m256i t106 = _mm256_and_si256(t17, t105);
                __m256i t107 = (__m256i)~(vcc_m8)t105;
                __m256i t108 = _mm256_and_si256(t17, t107);
                __m256i t109 = _mm256_set1_epi32((int)(t103 >= limit));
                __m256i t110 = (__m256i)(vcc_m8)((vcc_v8_int)t109 != (vcc_v8_int){0});
                __m256i t111 = _mm256_and_si256(t106, t110);
                __m256i t112 = (__m256i)~(vcc_m8)t110;
                __m256i t113 = _mm256_and_si256(t106, t112);
                __m256i t114 = _mm256_set1_epi32(1);
                __m256i t115 = _mm256_and_si256((__m256i)t18, t114);
                __m256i t116 = (__m256i)(vcc_m8)((vcc_v8_int)t115 != (vcc_v8_int){0});
                __m256i t117 = (__m256i)~(vcc_m8)t116;
                __m256i t118 = _mm256_and_si256(t113, t117);
                __m256i t119 = _mm256_srai_epi32((__m256i)t18, 1);
                __m256i t120 = _mm256_set1_epi32(3);
                __m256i t121 = _mm256_mullo_epi32(t120, (__m256i)t18);
                __m256i t122 = _mm256_set1_epi32(1);
                __m256i t123 = _mm256_add_epi32(t121, t122);
                __m256i t124 = _mm256_ternarylogic_epi32(t118, t119, t123, 0xCA);
                __m256i t125 = _mm256_set1_epi32((int)t103);
                t19 = (vcc_v8_int)_mm256_ternarylogic_epi32(t17, t125, (__m256i)t19, 0xCA);
                t20 = _mm256_or_si256(t20, t108);
                t21 = _mm256_or_si256(t21, t111);
                if (!(_mm256_movemask_epi8(t113) != 0)) {
                    break;
                }
                t17 = t113;
                t18 = (vcc_v8_int)t124;
                t103++;
            }
            __m256i t126 = _mm256_ternarylogic_epi32(t20, (__m256i)t19, (__m256i)(vcc_v8_int){0}, 0xCA);
            __m256i t127 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t19);
            __m256i t128 = _mm256_ternarylogic_epi32(t21, t127, t126, 0xCA);
            __m512i t102 = _mm512_cvtepi32_epi64(t128);
            s_v = _mm512_add_epi64(s_v, t102);
            i_vec += 8L;
            if (i_vec >= t33) {
                t34 = (int)((long)t30 + t33);
                t35 = (long)((unsigned long)t31 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)), _mm_add_epi64, unsigned long));
                break;
            }
        }
    } else {
        t34 = t30;
        t35 = t31;
    }
    long t36 = (long)n + (long)t34 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_v8_int t23 = (vcc_v8_int)_mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t38), in + (long)t34);
        __m256i t39 = _mm256_ternarylogic_epi32(t38, _mm256_set1_epi32(1), (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t22 = (__m256i)(vcc_m8)((vcc_v8_int)t39 != (vcc_v8_int){0});
        int t131 = 0;
        vcc_v8_int t24 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        __m256i t25 = (__m256i)(vcc_m8){0};
        __m256i t26 = (__m256i)(vcc_m8){0};
        for (;;) {
            __m256i t132 = _mm256_set1_epi32(1);
            __m256i t133 = _mm256_cmpgt_epi32((__m256i)t23, t132);
            __m256i t134 = _mm256_and_si256(t22, t133);
            __m256i t135 = (__m256i)~(vcc_m8)t133;
            __m256i t136 = _mm256_and_si256(t22, t135);
            __m256i t137 = _mm256_set1_epi32((int)(t131 >= limit));
            __m256i t138 = (__m256i)(vcc_m8)((vcc_v8_int)t137 != (vcc_v8_int){0});
            __m256i t139 = _mm256_and_si256(t134, t138);
            __m256i t140 = (__m256i)~(vcc_m8)t138;
            __m256i t141 = _mm256_and_si256(t134, t140);
            __m256i t142 = _mm256_set1_epi32(1);
            __m256i t143 = _mm256_and_si256((__m256i)t23, t142);
            __m256i t144 = (__m256i)(vcc_m8)((vcc_v8_int)t143 != (vcc_v8_int){0});
            __m256i t145 = (__m256i)~(vcc_m8)t144;
            __m256i t146 = _mm256_and_si256(t141, t145);
            __m256i t147 = _mm256_srai_epi32((__m256i)t23, 1);
            __m256i t148 = _mm256_set1_epi32(3);
            __m256i t149 = _mm256_mullo_epi32(t148, (__m256i)t23);
            __m256i t150 = _mm256_set1_epi32(1);
            __m256i t151 = _mm256_add_epi32(t149, t150);
            t23 = (vcc_v8_int)_mm256_ternarylogic_epi32(t146, t147, t151, 0xCA);
            __m256i t152 = _mm256_set1_epi32((int)t131);
            t24 = (vcc_v8_int)_mm256_ternarylogic_epi32(t22, t152, (__m256i)t24, 0xCA);
            t25 = _mm256_or_si256(t25, t136);
            t26 = _mm256_or_si256(t26, t139);
            if (!(_mm256_movemask_epi8(t141) != 0)) {
                break;
            }
            t22 = t141;
            t131++;
        }
        __m256i t153 = _mm256_ternarylogic_epi32(t25, (__m256i)t24, (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t154 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)t24);
        __m256i t155 = _mm256_ternarylogic_epi32(t26, t154, t153, 0xCA);
        __m512i t129 = _mm512_cvtepi32_epi64(t155);
        __m512i t130 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t38), _mm512_set1_epi64((long long)0LL), t129);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t130);
        i = (int)((long)t34 + t36);
        s = (long)((unsigned long)t35 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t34;
        s = t35;
    }
    for (; i < n; i++) {
        int t40 = in[i];
        s += (long)(_mm256_zeroupper(), collatz(t40, limit));
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
            int *t12 = a + i_vec;
            vcc_v16_int t2 = (vcc_v16_int)_mm512_loadu_si512(t12);
            __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
            int t20 = 0;
            vcc_v16_int t3 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
            __mmask16 t4 = ((__mmask16)0x0);
            __mmask16 t5 = ((__mmask16)0x0);
            for (;;) {
                __m512i t21 = _mm512_set1_epi32(1);
                __mmask16 t22 = _mm512_cmp_epi32_mask((__m512i)t2, t21, _MM_CMPINT_NLE);
                __mmask16 t23 = _kand_mask16(t1, t22);
                __mmask16 t24 = _knot_mask16(t22);
                __mmask16 t25 = _kand_mask16(t1, t24);
                __m512i t26 = _mm512_set1_epi32((int)(t20 >= limit));
                __mmask16 t27 = _mm512_test_epi32_mask(t26, t26);
                __mmask16 t28 = _kand_mask16(t23, t27);
                __mmask16 t29 = _knot_mask16(t27);
                __mmask16 t30 = _kand_mask16(t23, t29);
                __m512i t31 = _mm512_set1_epi32(1);
                __m512i t32 = _mm512_and_si512((__m512i)t2, t31);
                __mmask16 t33 = _mm512_test_epi32_mask(t32, t32);
                __mmask16 t34 = _knot_mask16(t33);
                __mmask16 t35 = _kand_mask16(t30, t34);
                __m512i t36 = _mm512_srai_epi32((__m512i)t2, 1);
                __m512i t37 = _mm512_set1_epi32(3);
                __m512i t38 = _mm512_mullo_epi32(t37, (__m512i)t2);
                __m512i t39 = _mm512_set1_epi32(1);
                __m512i t40 = _mm512_add_epi32(t38, t39);
                __m512i t41 = _mm512_mask_blend_epi32(t35, t40, t36);
                __m512i t42 = _mm512_set1_epi32((int)t20);
                t3 = (vcc_v16_int)_mm512_mask_blend_epi32(t1, (__m512i)t3, t42);
                t4 = _kor_mask16(t4, t25);
                t5 = _kor_mask16(t5, t28);
                if (!(t30 != 0)) {
                    break;
                }
                t1 = t30;
                t2 = (vcc_v16_int)t41;
                t20++;
            }
            __m512i t43 = _mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, (__m512i)t3);
            __m512i t44 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t3);
            __m512i t45 = _mm512_mask_blend_epi32(t5, t43, t44);
            _mm512_storeu_si512(t12, t45);
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
        int *t17 = a + (long)t13;
        vcc_v16_int t6 = (vcc_v16_int)_mm512_maskz_loadu_epi32(t16, t17);
        __mmask16 t46 = t16;
        int t47 = 0;
        vcc_v16_int t7 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        __mmask16 t8 = ((__mmask16)0x0);
        __mmask16 t9 = ((__mmask16)0x0);
        for (;;) {
            __m512i t48 = _mm512_set1_epi32(1);
            __mmask16 t49 = _mm512_cmp_epi32_mask((__m512i)t6, t48, _MM_CMPINT_NLE);
            __mmask16 t50 = _kand_mask16(t46, t49);
            __mmask16 t51 = _knot_mask16(t49);
            __mmask16 t52 = _kand_mask16(t46, t51);
            __m512i t53 = _mm512_set1_epi32((int)(t47 >= limit));
            __mmask16 t54 = _mm512_test_epi32_mask(t53, t53);
            __mmask16 t55 = _kand_mask16(t50, t54);
            __mmask16 t56 = _knot_mask16(t54);
            __mmask16 t57 = _kand_mask16(t50, t56);
            __m512i t58 = _mm512_set1_epi32(1);
            __m512i t59 = _mm512_and_si512((__m512i)t6, t58);
            __mmask16 t60 = _mm512_test_epi32_mask(t59, t59);
            __mmask16 t61 = _knot_mask16(t60);
            __mmask16 t62 = _kand_mask16(t57, t61);
            __m512i t63 = _mm512_srai_epi32((__m512i)t6, 1);
            __m512i t64 = _mm512_set1_epi32(3);
            __m512i t65 = _mm512_mullo_epi32(t64, (__m512i)t6);
            __m512i t66 = _mm512_set1_epi32(1);
            __m512i t67 = _mm512_add_epi32(t65, t66);
            t6 = (vcc_v16_int)_mm512_mask_blend_epi32(t62, t67, t63);
            __m512i t68 = _mm512_set1_epi32((int)t47);
            t7 = (vcc_v16_int)_mm512_mask_blend_epi32(t46, (__m512i)t7, t68);
            t8 = _kor_mask16(t8, t52);
            t9 = _kor_mask16(t9, t55);
            if (!(t57 != 0)) {
                break;
            }
            t46 = t57;
            t47++;
        }
        __m512i t69 = _mm512_mask_blend_epi32(t8, (__m512i)(vcc_v16_int){0}, (__m512i)t7);
        __m512i t70 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)t7);
        __m512i t71 = _mm512_mask_blend_epi32(t9, t69, t70);
        _mm512_mask_storeu_epi32(t17, t16, t71);
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
    int t28;
    int t39;
    int i;
    int t59;
    int t66;
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
            __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(3001));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t10, t11);
            long i_vec = 0L;
            /* vcc: loop at fused_loops.c:87 vectorized: VF 8, UF 4, the remainder at 88:21 by 3001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + i_vec), t12);
                __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(331));
                __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(3001));
                __m256i t15 = _mm256_min_epu32(t13, t14);
                __m256i t16 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 8L)), t16);
                __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(662));
                __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(3001));
                __m256i t19 = _mm256_min_epu32(t17, t18);
                __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 16L)), t20);
                __m256i t21 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(993));
                __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(3001));
                __m256i t23 = _mm256_min_epu32(t21, t22);
                __m256i t24 = _mm256_add_epi32(t23, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + (i_vec + 24L)), t24);
                i_vec += 32L;
                __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1324));
                __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(3001));
                __m256i t27 = _mm256_min_epu32(t25, t26);
                if (i_vec >= t8) {
                    break;
                }
                t1 = (vcc_v8_int)t27;
            }
            t28 = (int)t8;
        } else {
            t28 = 0;
        }
        long t29 = (long)n + (long)t28 * -1L;
        int t30 = (int)((unsigned int)(int)((unsigned int)t28 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t29 >= 8L) & (t30 >= 0)) {
            long t31 = t29 & -8L;
            __m256i t32 = _mm256_set1_epi32((int)(t30 % 3001));
            __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(3001));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t33, t34);
            long i_vec_1 = 0L;
            /* vcc: loop at fused_loops.c:87 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(in + ((long)t28 + i_vec_1)), t35);
                i_vec_1 += 8L;
                __m256i t36 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(331));
                __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(3001));
                __m256i t38 = _mm256_min_epu32(t36, t37);
                if (i_vec_1 >= t31) {
                    break;
                }
                t2 = (vcc_v8_int)t38;
            }
            t39 = (int)((long)t28 + t31);
        } else {
            t39 = t28;
        }
        long t40 = (long)n + (long)t39 * -1L;
        int t41 = (int)((unsigned int)(int)((unsigned int)t39 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t40 >= 1L) & (t40 <= 8L) & (t41 >= 0)) {
            __m256i t42 = _mm256_set1_epi32((int)(int)t40);
            __m256i t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t44 = _mm256_set1_epi32((int)(t41 % 3001));
            __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 1917, 833, 2750, 1666, 582, 2499, 1415));
            __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(3001));
            __m256i t47 = _mm256_min_epu32(t45, t46);
            __m256i t48 = _mm256_add_epi32(t47, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32(in + (long)t39, _mm256_movepi32_mask(t43), t48);
            i = (int)((long)t39 + t40);
        } else {
            i = t39;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t49 = (float)y;
            rows(u, n, -1.2f + t49 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t49 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t50 = in;
            counts(out, t50, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t50, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t50, n, limit);
            long t51 = (long)n;
            unsigned long t52 = (unsigned long)t4;
            unsigned long t53 = (unsigned long)t5;
            long t54 = (long)((unsigned long)t5 - (unsigned long)t4);
            if ((t51 >= 32L) & (((t52 + (unsigned long)(4L + (t51 - 1L) * 4L)) <= t53) | ((t53 + (unsigned long)(4L + (t51 - 1L) * 4L)) <= t52) | ((t54 <= 0L) | (t54 >= 128L)))) {
                long t55 = t51 & -32L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 8, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, masked remainder */
                do {
                    __m256i in_v = _mm256_loadu_si256((const __m256i *)(in + i_vec_2));
                    _mm256_storeu_si256((__m256i *)(out + i_vec_2), in_v);
                    long t56 = i_vec_2 + 8L;
                    __m256i in_v_1 = _mm256_loadu_si256((const __m256i *)(in + t56));
                    _mm256_storeu_si256((__m256i *)(out + t56), in_v_1);
                    long t57 = i_vec_2 + 16L;
                    __m256i in_v_2 = _mm256_loadu_si256((const __m256i *)(in + t57));
                    _mm256_storeu_si256((__m256i *)(out + t57), in_v_2);
                    long t58 = i_vec_2 + 24L;
                    __m256i in_v_3 = _mm256_loadu_si256((const __m256i *)(in + t58));
                    _mm256_storeu_si256((__m256i *)(out + t58), in_v_3);
                    i_vec_2 += 32L;
                } while (i_vec_2 < t55);
                t59 = (int)t55;
            } else {
                t59 = 0;
            }
            long t60 = (long)n + (long)t59 * -1L;
            unsigned long t61 = (unsigned long)t4;
            unsigned long t62 = (unsigned long)t5;
            long t63 = (long)((unsigned long)t5 + (unsigned long)((long)t59 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t59 * 4L)));
            if ((t60 >= 8L) & (((t61 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t62 + (unsigned long)((long)t59 * 4L))) | ((t62 + (unsigned long)((long)t59 * 4L + 4L + (t60 - 1L) * 4L)) <= (t61 + (unsigned long)((long)t59 * 4L))) | ((t63 <= 0L) | (t63 >= 32L)))) {
                long t64 = t60 & -8L;
                long i_vec_3 = 0L;
                /* vcc: loop at fused_loops.c:106 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t65 = (long)t59 + i_vec_3;
                    __m256i in_v_4 = _mm256_loadu_si256((const __m256i *)(in + t65));
                    _mm256_storeu_si256((__m256i *)(out + t65), in_v_4);
                    i_vec_3 += 8L;
                } while (i_vec_3 < t64);
                t66 = (int)((long)t59 + t64);
            } else {
                t66 = t59;
            }
            long t67 = (long)n + (long)t66 * -1L;
            unsigned long t68 = (unsigned long)t4;
            unsigned long t69 = (unsigned long)t5;
            long t70 = (long)((unsigned long)t5 + (unsigned long)((long)t66 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t66 * 4L)));
            if ((t67 >= 1L) & (t67 <= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))) | ((t70 <= 0L) | (t70 >= 32L)))) {
                __m256i t71 = _mm256_set1_epi32((int)(int)t67);
                __m256i t72 = _mm256_cmpgt_epi32(t71, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long t73 = (long)t66;
                __m256i in_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t72), in + t73);
                _mm256_mask_storeu_epi32(out + t73, _mm256_movepi32_mask(t72), in_v_5);
                i_5 = (int)((long)t66 + t67);
            } else {
                i_5 = t66;
            }
            for (; i_5 < n; i_5++) {
                long t74 = (long)i_5;
                out[t74] = in[t74];
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
