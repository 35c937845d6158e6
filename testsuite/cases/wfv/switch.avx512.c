/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_classify(__m512i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_classify(__m256i x, int k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_pick(__m512 x, int sel);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_pick(__m256 x, int sel);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_narrow(__m512i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_narrow(__m256i x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_local_array(__m512 x);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_local_array(__m256 x);
/* `switch` in annotated functions (wfv/switches.rs): lowered to a chain of tests before the
   variant is built. On a varying operand every case gets a mask (classify: cases sharing a
   label, fallthrough, break, a default in the middle; narrow: a signed char operand with
   negative cases); on a uniform operand the tests are scalar (pick). A local array
   gets one copy per lane (wfv/build/slots.rs; more in lane_slots.c). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(k) notinbranch */
int classify(int x, int k) {
    int r = 0;
    switch (x % 7) {
    case 0:
        return x + k;
    case 1:
    case 4:
        r = x * 2;
        break;
    default:
        r = -x;
        /* fallthrough */
    case 2:
        r += k;
        break;
    case -3:
        r = 100;
        break;
    }
    return r + 1;
}

/* vcc: function at switch.c:11 vector variant _ZGVeN16vu_classify of `classify`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vu_classify(__m512i x, int k) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(7);
    __m512i t2 = (__m512i)((vcc_v16_int)x % (vcc_v16_int)t1);
    __m512i t3 = _mm512_set1_epi32(0);
    __mmask16 t4 = _mm512_cmp_epi32_mask(t2, t3, _MM_CMPINT_EQ);
    __mmask16 t5 = _knot_mask16(t4);
    __m512i t6 = _mm512_set1_epi32(1);
    __mmask16 t7 = _mm512_cmp_epi32_mask(t2, t6, _MM_CMPINT_EQ);
    __mmask16 t8 = _knot_mask16(t7);
    __mmask16 t9 = _kand_mask16(t5, t8);
    __m512i t10 = _mm512_set1_epi32(4);
    __mmask16 t11 = _mm512_cmp_epi32_mask(t2, t10, _MM_CMPINT_EQ);
    __mmask16 t12 = _knot_mask16(t11);
    __mmask16 t13 = _kand_mask16(t9, t12);
    __m512i t14 = _mm512_set1_epi32(2);
    __mmask16 t15 = _mm512_cmp_epi32_mask(t2, t14, _MM_CMPINT_EQ);
    __mmask16 t16 = _kand_mask16(t13, t15);
    __mmask16 t17 = _knot_mask16(t15);
    __mmask16 t18 = _kand_mask16(t13, t17);
    __m512i t19 = _mm512_set1_epi32(-3);
    __mmask16 t20 = _mm512_cmp_epi32_mask(t2, t19, _MM_CMPINT_EQ);
    __mmask16 t21 = _kand_mask16(t18, t20);
    __mmask16 t22 = _knot_mask16(t20);
    __mmask16 t23 = _kand_mask16(t18, t22);
    __m512i t24 = _mm512_sub_epi32(_mm512_setzero_si512(), x);
    __mmask16 t25 = _kor_mask16(t23, t16);
    __m512i t26 = _mm512_set1_epi32(0);
    __m512i t27 = _mm512_mask_blend_epi32(t16, t24, t26);
    __m512i t28 = _mm512_set1_epi32((int)k);
    __m512i t29 = _mm512_add_epi32(t27, t28);
    __m512i t30 = _mm512_set1_epi32(2);
    __m512i t31 = _mm512_mullo_epi32(x, t30);
    __m512i t32 = _mm512_mask_blend_epi32(t25, t31, t29);
    __m512i t33 = _mm512_set1_epi32(100);
    __m512i t34 = _mm512_mask_blend_epi32(t21, t32, t33);
    __m512i t35 = _mm512_set1_epi32(1);
    __m512i t36 = _mm512_add_epi32(t34, t35);
    __m512i t37 = _mm512_mask_blend_epi32(t4, t36, (__m512i)(vcc_v16_int){0});
    __m512i t38 = _mm512_set1_epi32((int)k);
    __m512i t39 = _mm512_add_epi32(x, t38);
    __m512i t40 = _mm512_mask_blend_epi32(t4, t37, t39);
    return t40;
}

/* vcc: function at switch.c:11 vector variant _ZGVdN8vu_classify of `classify`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vu_classify(__m256i x, int k) {
    vcc_no_contract_body
    __m256i t1 = _mm256_set1_epi32(7);
    __m256i t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(t2, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    __m256i t6 = _mm256_set1_epi32(1);
    __m256i t7 = _mm256_cmpeq_epi32(t2, t6);
    __m256i t8 = (__m256i)~(vcc_m8)t7;
    __m256i t9 = _mm256_and_si256(t5, t8);
    __m256i t10 = _mm256_set1_epi32(4);
    __m256i t11 = _mm256_cmpeq_epi32(t2, t10);
    __m256i t12 = (__m256i)~(vcc_m8)t11;
    __m256i t13 = _mm256_and_si256(t9, t12);
    __m256i t14 = _mm256_set1_epi32(2);
    __m256i t15 = _mm256_cmpeq_epi32(t2, t14);
    __m256i t16 = _mm256_and_si256(t13, t15);
    __m256i t17 = (__m256i)~(vcc_m8)t15;
    __m256i t18 = _mm256_and_si256(t13, t17);
    __m256i t19 = _mm256_set1_epi32(-3);
    __m256i t20 = _mm256_cmpeq_epi32(t2, t19);
    __m256i t21 = _mm256_and_si256(t18, t20);
    __m256i t22 = (__m256i)~(vcc_m8)t20;
    __m256i t23 = _mm256_and_si256(t18, t22);
    __m256i t24 = _mm256_sub_epi32(_mm256_setzero_si256(), x);
    __m256i t25 = _mm256_or_si256(t23, t16);
    __m256i t26 = _mm256_set1_epi32(0);
    __m256i t27 = ({ (void)t26; _mm256_andnot_si256(t16, t24); });
    __m256i t28 = _mm256_set1_epi32((int)k);
    __m256i t29 = _mm256_add_epi32(t27, t28);
    __m256i t30 = _mm256_set1_epi32(2);
    __m256i t31 = _mm256_mullo_epi32(x, t30);
    __m256i t32 = _mm256_ternarylogic_epi32(t25, t29, t31, 0xCA);
    __m256i t33 = _mm256_set1_epi32(100);
    __m256i t34 = _mm256_ternarylogic_epi32(t21, t33, t32, 0xCA);
    __m256i t35 = _mm256_set1_epi32(1);
    __m256i t36 = _mm256_add_epi32(t34, t35);
    __m256i t37 = _mm256_ternarylogic_epi32(t4, (__m256i)(vcc_v8_int){0}, t36, 0xCA);
    __m256i t38 = _mm256_set1_epi32((int)k);
    __m256i t39 = _mm256_add_epi32(x, t38);
    __m256i t40 = _mm256_ternarylogic_epi32(t4, t39, t37, 0xCA);
    return t40;
}

/* #pragma omp declare simd uniform(sel) notinbranch */
float pick(float x, int sel) {
    switch (sel) {
    case 0:
        return x;
    case 1:
        return x * x;
    case 7:
        return x - 1.0f;
    default:
        return 0.5f;
    }
}

/* vcc: function at switch.c:34 vector variant _ZGVeN16vu_pick of `pick`: VL 16, unmasked, x vector, sel uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_pick(__m512 x, int sel) {
    vcc_no_contract_body
    __mmask16 t1;
    __mmask16 t2;
    __mmask16 t3;
    __mmask16 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t15;
    int t8 = sel == 0;
    __m512i t9 = _mm512_set1_epi32((int)t8);
    __mmask16 t10 = _mm512_test_epi32_mask(t9, t9);
    __mmask16 t11 = _knot_mask16(t10);
    if ((t11 != 0)) {
        __m512i t12 = _mm512_set1_epi32((int)(sel == 1));
        t1 = _mm512_test_epi32_mask(t12, t12);
        t2 = _knot_mask16(t1);
    } else {
        t1 = ((__mmask16)0x0);
        t2 = ((__mmask16)0x0);
    }
    if ((t2 != 0)) {
        __m512i t13 = _mm512_set1_epi32((int)(sel == 7));
        t3 = _mm512_test_epi32_mask(t13, t13);
        t4 = _knot_mask16(t3);
    } else {
        t3 = ((__mmask16)0x0);
        t4 = ((__mmask16)0x0);
    }
    if ((t4 != 0)) {
        t5 = _mm512_set1_ps(0.5f);
    } else {
        t5 = (__m512)(vcc_v16_float){0};
    }
    if ((t3 != 0)) {
        __m512 t14 = _mm512_set1_ps(1.0f);
        t6 = _mm512_sub_ps(x, t14);
    } else {
        t6 = t5;
    }
    if ((t1 != 0)) {
        t7 = _mm512_mul_ps(x, x);
    } else {
        t7 = t6;
    }
    if (t8) {
        t15 = x;
    } else {
        t15 = t7;
    }
    return t15;
}

/* vcc: function at switch.c:34 vector variant _ZGVdN8vu_pick of `pick`: VL 8, unmasked, x vector, sel uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_pick(__m256 x, int sel) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t15;
    int t8 = sel == 0;
    __m256i t9 = _mm256_set1_epi32((int)t8);
    __m256i t10 = (__m256i)(vcc_m8)((vcc_v8_int)t9 != (vcc_v8_int){0});
    __m256i t11 = (__m256i)~(vcc_m8)t10;
    if ((_mm256_movemask_epi8(t11) != 0)) {
        __m256i t12 = _mm256_set1_epi32((int)(sel == 1));
        t1 = (__m256i)(vcc_m8)((vcc_v8_int)t12 != (vcc_v8_int){0});
        t2 = (__m256i)~(vcc_m8)t1;
    } else {
        t1 = (__m256i)(vcc_m8){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t13 = _mm256_set1_epi32((int)(sel == 7));
        t3 = (__m256i)(vcc_m8)((vcc_v8_int)t13 != (vcc_v8_int){0});
        t4 = (__m256i)~(vcc_m8)t3;
    } else {
        t3 = (__m256i)(vcc_m8){0};
        t4 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t4) != 0)) {
        t5 = _mm256_set1_ps(0.5f);
    } else {
        t5 = (__m256)(vcc_v8_float){0};
    }
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256 t14 = _mm256_set1_ps(1.0f);
        t6 = _mm256_sub_ps(x, t14);
    } else {
        t6 = t5;
    }
    if ((_mm256_movemask_epi8(t1) != 0)) {
        t7 = _mm256_mul_ps(x, x);
    } else {
        t7 = t6;
    }
    if (t8) {
        t15 = x;
    } else {
        t15 = t7;
    }
    return t15;
}

/* #pragma omp declare simd notinbranch */
int narrow(int x) {
    signed char c = (signed char)x;
    switch (c) {
    case -1:
        return 1;
    case -128:
        return 2;
    case 127:
        return 3;
    default:
        return c > 0 ? 4 : 5;
    }
}

/* vcc: function at switch.c:48 vector variant _ZGVeN16v_narrow of `narrow`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_narrow(__m512i x) {
    vcc_no_contract_body
    __m128i t1 = _mm512_cvtepi32_epi8(x);
    __m512i t2 = _mm512_cvtepi8_epi32(t1);
    __m512i t3 = _mm512_set1_epi32(-1);
    __mmask16 t4 = _mm512_cmp_epi32_mask(t2, t3, _MM_CMPINT_EQ);
    __mmask16 t5 = _knot_mask16(t4);
    __m512i t6 = _mm512_set1_epi32(-128);
    __mmask16 t7 = _mm512_cmp_epi32_mask(t2, t6, _MM_CMPINT_EQ);
    __mmask16 t8 = _kand_mask16(t5, t7);
    __mmask16 t9 = _knot_mask16(t7);
    __mmask16 t10 = _kand_mask16(t5, t9);
    __m512i t11 = _mm512_set1_epi32(127);
    __mmask16 t12 = _mm512_cmp_epi32_mask(t2, t11, _MM_CMPINT_EQ);
    __mmask16 t13 = _kand_mask16(t10, t12);
    __mmask16 t14 = _knot_mask16(t12);
    __mmask16 t15 = _kand_mask16(t10, t14);
    __m512i t16 = _mm512_set1_epi32(0);
    __mmask16 t17 = _mm512_cmp_epi32_mask(t2, t16, _MM_CMPINT_NLE);
    __mmask16 t18 = _knot_mask16(t17);
    __mmask16 t19 = _kand_mask16(t15, t18);
    __m512i t20 = _mm512_set1_epi32(4);
    __m512i t21 = _mm512_set1_epi32(5);
    __m512i t22 = _mm512_mask_blend_epi32(t19, t20, t21);
    __m512i t23 = _mm512_mask_blend_epi32(t15, (__m512i)(vcc_v16_int){0}, t22);
    __m512i t24 = _mm512_set1_epi32(3);
    __m512i t25 = _mm512_mask_blend_epi32(t13, t23, t24);
    __m512i t26 = _mm512_set1_epi32(2);
    __m512i t27 = _mm512_mask_blend_epi32(t8, t25, t26);
    __m512i t28 = _mm512_set1_epi32(1);
    __m512i t29 = _mm512_mask_blend_epi32(t4, t27, t28);
    return t29;
}

/* vcc: function at switch.c:48 vector variant _ZGVdN8v_narrow of `narrow`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_narrow(__m256i x) {
    vcc_no_contract_body
    vcc_v8_schar t1 = (vcc_v8_schar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(x));
    __m256i t2 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)t1));
    __m256i t3 = _mm256_set1_epi32(-1);
    __m256i t4 = _mm256_cmpeq_epi32(t2, t3);
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    __m256i t6 = _mm256_set1_epi32(-128);
    __m256i t7 = _mm256_cmpeq_epi32(t2, t6);
    __m256i t8 = _mm256_and_si256(t5, t7);
    __m256i t9 = (__m256i)~(vcc_m8)t7;
    __m256i t10 = _mm256_and_si256(t5, t9);
    __m256i t11 = _mm256_set1_epi32(127);
    __m256i t12 = _mm256_cmpeq_epi32(t2, t11);
    __m256i t13 = _mm256_and_si256(t10, t12);
    __m256i t14 = (__m256i)~(vcc_m8)t12;
    __m256i t15 = _mm256_and_si256(t10, t14);
    __m256i t16 = _mm256_set1_epi32(0);
    __m256i t17 = _mm256_cmpgt_epi32(t2, t16);
    __m256i t18 = (__m256i)~(vcc_m8)t17;
    __m256i t19 = _mm256_and_si256(t15, t18);
    __m256i t20 = _mm256_set1_epi32(4);
    __m256i t21 = _mm256_set1_epi32(5);
    __m256i t22 = _mm256_ternarylogic_epi32(t19, t21, t20, 0xCA);
    __m256i t23 = _mm256_ternarylogic_epi32(t15, t22, (__m256i)(vcc_v8_int){0}, 0xCA);
    __m256i t24 = _mm256_set1_epi32(3);
    __m256i t25 = _mm256_ternarylogic_epi32(t13, t24, t23, 0xCA);
    __m256i t26 = _mm256_set1_epi32(2);
    __m256i t27 = _mm256_ternarylogic_epi32(t8, t26, t25, 0xCA);
    __m256i t28 = _mm256_set1_epi32(1);
    __m256i t29 = _mm256_ternarylogic_epi32(t4, t28, t27, 0xCA);
    return t29;
}

/* #pragma omp declare simd notinbranch */
float local_array(float x) {
    float t[3];
    for (int k = 0; k < 3; k++)
        t[k] = x * (float)k;
    return t[(int)x & 1] + t[2];
}

/* vcc: function at switch.c:63 vector variant _ZGVeN16v_local_array of `local_array`: VL 16, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16v_local_array(__m512 x) {
    vcc_no_contract_body
    float t[48] __attribute__((aligned(64)));
    __m512 t1 = _mm512_set1_ps(0.0f);
    __m512 t2 = _mm512_mul_ps(x, t1);
    _mm512_store_ps(t + 0, t2);
    __m512 t3 = _mm512_set1_ps(1.0f);
    __m512 t4 = _mm512_mul_ps(x, t3);
    _mm512_store_ps(t + 16, t4);
    __m512 t5 = _mm512_set1_ps(2.0f);
    __m512 t6 = _mm512_mul_ps(x, t5);
    _mm512_store_ps(t + 32, t6);
    __m512i t7 = _mm512_cvttps_epi32(x);
    __m512i t8 = _mm512_set1_epi32(1);
    __m512i t9 = _mm512_and_si512(t7, t8);
    __m512i t10 = _mm512_set1_epi32(16);
    __m512i t11 = _mm512_mullo_epi32(t9, t10);
    __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512 t13 = _mm512_i32gather_ps(t12, t, 4);
    __m512 t14 = _mm512_load_ps(t + 32);
    __m512 t15 = _mm512_add_ps(t13, t14);
    return t15;
}

/* vcc: function at switch.c:63 vector variant _ZGVdN8v_local_array of `local_array`: VL 8, unmasked, x vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8v_local_array(__m256 x) {
    vcc_no_contract_body
    float t[24] __attribute__((aligned(32)));
    __m256 t1 = _mm256_set1_ps(0.0f);
    __m256 t2 = _mm256_mul_ps(x, t1);
    _mm256_store_ps(t + 0, t2);
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_mul_ps(x, t3);
    _mm256_store_ps(t + 8, t4);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256 t6 = _mm256_mul_ps(x, t5);
    _mm256_store_ps(t + 16, t6);
    __m256i t7 = _mm256_cvttps_epi32(x);
    __m256i t8 = _mm256_set1_epi32(1);
    __m256i t9 = _mm256_and_si256(t7, t8);
    __m256i t10 = _mm256_set1_epi32(8);
    __m256i t11 = _mm256_mullo_epi32(t9, t10);
    __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256 t13 = vcc_avx2_gather8(_mm256_setr_ps, float, t, t12);
    __m256 t14 = _mm256_load_ps(t + 16);
    __m256 t15 = _mm256_add_ps(t13, t14);
    return t15;
}

v8i _ZGVdN8vu_classify(v8i, int);
v8f _ZGVdN8vu_pick(v8f, int);
v8i _ZGVdN8v_narrow(v8i);

int main(void) {
    for (int row = 0; row < 6; row++) {
        int x[8], c[8], n[8], xs[8];
        float f[8], p[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 29 - 14;
            xs[k] = k * 64 + row * 200 - 600 + (k == 3 ? 1 - row : 0);
            f[k] = (float)(k - row) * 0.75f;
        }
        FROM_VEC(c, _ZGVdN8vu_classify(TO_VEC(v8i, x), row));
        FROM_VEC(p, _ZGVdN8vu_pick(TO_VEC(v8f, f), row == 5 ? 7 : row));
        FROM_VEC(n, _ZGVdN8v_narrow(TO_VEC(v8i, xs)));
        for (int k = 0; k < 8; k++)
            printf("%d %d %g %g %d %d %g\n", classify(x[k], row), c[k], pick(f[k], row == 5 ? 7 : row), p[k], narrow(xs[k]), n[k],
                   local_array(f[k]));
    }
    return 0;
}
