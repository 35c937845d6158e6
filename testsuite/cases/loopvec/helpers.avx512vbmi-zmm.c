/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 7 */
/* Calls to small functions of the file, inlined before the loop vectorizer
 * (`transform/inline.rs`), as real code keeps its element-wise work in helpers. */
#include "harness.h"

static inline float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    if (x > hi)
        return hi;
    return x;
}

static float lerp(float a, float b, float t) {
    return a + (b - a) * t;
}

/* A helper calling a helper. */
static float smoothstep(float x) {
    float t = clampf(x, 0.0f, 1.0f);
    return t * t * (3.0f - 2.0f * t);
}

/* Reads through the pointer it is given. */
static int get(const int *p, int i) {
    return p[i] * 3 - 1;
}

/* Writes through the pointer it is given, returns nothing. */
static void put_sum(int *dst, int i, int a, int b) {
    dst[i] = a + b;
}

static unsigned char saturate_u8(int v) {
    return v < 0 ? 0 : v > 255 ? 255 : (unsigned char)v;
}

/* Not inlined: a static counter of its own, which the caller cannot name. */
static int counted(int x) {
    static int calls;
    calls++;
    return x + (calls & 1);
}

/* Not inlined: the user asked for a call. */
__attribute__((noinline)) static int kept(int x) {
    return x * 7;
}

/* Not inlined: recursive. */
static int depth(int x) {
    return x <= 0 ? 0 : 1 + depth(x - 8);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void clamp_all(float *restrict y, const float *restrict x, int n) {
    vcc_no_contract_body
    int t21;
    int t33;
    int i;
    (void)clampf;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:56 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __mmask16 t4 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(-10.0f), _CMP_LT_OQ);
            __mmask16 t5 = _knot_mask16(t4);
            __mmask16 t6 = _mm512_cmp_ps_mask(x_v, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
            __mmask16 t7 = _kand_mask16(t5, t6);
            __m512 t8 = _mm512_mask_blend_ps(t7, _mm512_set1_ps(-10.0f), _mm512_set1_ps(10.0f));
            __mmask16 t9 = _knot_mask16(t6);
            __mmask16 t10 = _kand_mask16(t5, t9);
            __m512 t11 = _mm512_mask_blend_ps(t10, t8, x_v);
            _mm512_storeu_ps(y + i_vec, t11);
            long t12 = i_vec + 16L;
            __m512 x_v_1 = _mm512_loadu_ps(x + t12);
            __mmask16 t13 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(-10.0f), _CMP_LT_OQ);
            __mmask16 t14 = _knot_mask16(t13);
            __mmask16 t15 = _mm512_cmp_ps_mask(x_v_1, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
            __mmask16 t16 = _kand_mask16(t14, t15);
            __m512 t17 = _mm512_mask_blend_ps(t16, _mm512_set1_ps(-10.0f), _mm512_set1_ps(10.0f));
            __mmask16 t18 = _knot_mask16(t15);
            __mmask16 t19 = _kand_mask16(t14, t18);
            __m512 t20 = _mm512_mask_blend_ps(t19, t17, x_v_1);
            _mm512_storeu_ps(y + t12, t20);
            i_vec += 32L;
        } while (i_vec < t3);
        t21 = (int)t3;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 16L) {
        long t23 = t22 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:56 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1;
            __m512 x_v_2 = _mm512_loadu_ps(x + t24);
            __mmask16 t25 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(-10.0f), _CMP_LT_OQ);
            __mmask16 t26 = _knot_mask16(t25);
            __mmask16 t27 = _mm512_cmp_ps_mask(x_v_2, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
            __mmask16 t28 = _kand_mask16(t26, t27);
            __m512 t29 = _mm512_mask_blend_ps(t28, _mm512_set1_ps(-10.0f), _mm512_set1_ps(10.0f));
            __mmask16 t30 = _knot_mask16(t27);
            __mmask16 t31 = _kand_mask16(t26, t30);
            __m512 t32 = _mm512_mask_blend_ps(t31, t29, x_v_2);
            _mm512_storeu_ps(y + t24, t32);
            i_vec_1 += 16L;
        } while (i_vec_1 < t23);
        t33 = (int)((long)t21 + t23);
    } else {
        t33 = t21;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if ((t34 >= 1L) & (t34 <= 16L)) {
        __m512i t35 = _mm512_set1_epi32((int)(int)t34);
        __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
        long t37 = (long)t33;
        __m512 x_v_3 = _mm512_maskz_loadu_ps(t36, x + t37);
        __mmask16 t38 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(-10.0f), _CMP_LT_OQ);
        __mmask16 t39 = _knot_mask16(t38);
        __mmask16 t40 = _kand_mask16(t36, t39);
        __mmask16 t41 = _mm512_cmp_ps_mask(x_v_3, _mm512_set1_ps(10.0f), _CMP_GT_OQ);
        __mmask16 t42 = _kand_mask16(t40, t41);
        __m512 t43 = _mm512_mask_blend_ps(t42, _mm512_set1_ps(-10.0f), _mm512_set1_ps(10.0f));
        __mmask16 t44 = _knot_mask16(t41);
        __mmask16 t45 = _kand_mask16(t40, t44);
        __m512 t46 = _mm512_mask_blend_ps(t45, t43, x_v_3);
        _mm512_mask_storeu_ps(y + t37, t36, t46);
        i = (int)((long)t33 + t34);
    } else {
        i = t33;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        float *t48 = y + t47;
        float t1 = x[t47];
        if (t1 < -10.0f) {
            t1 = -10.0f;
        } else if (t1 > 10.0f) {
            t1 = 10.0f;
        }
        *t48 = t1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void blend(float *restrict y, const float *restrict a, const float *restrict b, int n) {
    vcc_no_contract_body
    int t19;
    int i;
    (void)lerp;
    (void)smoothstep;
    (void)clampf;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:61 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __m512 t3 = _mm512_sub_ps(b_v, a_v);
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(0.25f));
            __m512 t5 = _mm512_add_ps(a_v, t4);
            __m512 t6 = _mm512_mul_ps(a_v, _mm512_set1_ps(0.001f));
            __mmask16 t7 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(0.0f), _CMP_LT_OQ);
            __mmask16 t8 = _knot_mask16(t7);
            __mmask16 t9 = _mm512_cmp_ps_mask(t6, _mm512_set1_ps(1.0f), _CMP_GT_OQ);
            __mmask16 t10 = _kand_mask16(t8, t9);
            __m512 t11 = _mm512_mask_blend_ps(t10, _mm512_set1_ps(0.0f), _mm512_set1_ps(1.0f));
            __mmask16 t12 = _knot_mask16(t9);
            __mmask16 t13 = _kand_mask16(t8, t12);
            __m512 t_v = _mm512_mask_blend_ps(t13, t11, t6);
            __m512 t14 = _mm512_mul_ps(t_v, t_v);
            __m512 t15 = _mm512_mul_ps(_mm512_set1_ps(2.0f), t_v);
            __m512 t16 = _mm512_sub_ps(_mm512_set1_ps(3.0f), t15);
            __m512 t17 = _mm512_mul_ps(t14, t16);
            __m512 t18 = _mm512_add_ps(t5, t17);
            _mm512_storeu_ps(y + i_vec, t18);
            i_vec += 16L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if ((t20 >= 1L) & (t20 <= 16L)) {
        __m512i t21 = _mm512_set1_epi32((int)(int)t20);
        __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
        long t23 = (long)t19;
        __m512 b_v_1 = _mm512_maskz_loadu_ps(t22, b + t23);
        __m512 a_v_1 = _mm512_maskz_loadu_ps(t22, a + t23);
        __m512 t24 = _mm512_sub_ps(b_v_1, a_v_1);
        __m512 t25 = _mm512_mul_ps(t24, _mm512_set1_ps(0.25f));
        __m512 t26 = _mm512_add_ps(a_v_1, t25);
        __m512 t27 = _mm512_mul_ps(a_v_1, _mm512_set1_ps(0.001f));
        __mmask16 t28 = _mm512_cmp_ps_mask(t27, _mm512_set1_ps(0.0f), _CMP_LT_OQ);
        __mmask16 t29 = _knot_mask16(t28);
        __mmask16 t30 = _kand_mask16(t22, t29);
        __mmask16 t31 = _mm512_cmp_ps_mask(t27, _mm512_set1_ps(1.0f), _CMP_GT_OQ);
        __mmask16 t32 = _kand_mask16(t30, t31);
        __m512 t33 = _mm512_mask_blend_ps(t32, _mm512_set1_ps(0.0f), _mm512_set1_ps(1.0f));
        __mmask16 t34 = _knot_mask16(t31);
        __mmask16 t35 = _kand_mask16(t30, t34);
        __m512 t_v_1 = _mm512_mask_blend_ps(t35, t33, t27);
        __m512 t36 = _mm512_mul_ps(t_v_1, t_v_1);
        __m512 t37 = _mm512_mul_ps(_mm512_set1_ps(2.0f), t_v_1);
        __m512 t38 = _mm512_sub_ps(_mm512_set1_ps(3.0f), t37);
        __m512 t39 = _mm512_mul_ps(t36, t38);
        __m512 t40 = _mm512_add_ps(t26, t39);
        _mm512_mask_storeu_ps(y + t23, t22, t40);
        i = (int)((long)t19 + t20);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        float *t42 = y + t41;
        float t43 = b[t41];
        float t44 = a[t41];
        float t45 = t44 + (t43 - t44) * 0.25f;
        float t = t44 * 0.001f;
        if (t < 0.0f) {
            t = 0.0f;
        } else if (t > 1.0f) {
            t = 1.0f;
        }
        float t46 = t * t * (3.0f - 2.0f * t);
        *t42 = t45 + t46;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void gather_sum(int *restrict y, const int *restrict a, const int *restrict b, int n) {
    vcc_no_contract_body
    int t14;
    int t23;
    int i;
    (void)get;
    (void)put_sum;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:66 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i t3 = _mm512_mullo_epi32(b_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(1));
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t5 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(1));
            __m512i t7 = _mm512_add_epi32(t6, t4);
            _mm512_storeu_si512(y + i_vec, t7);
            long t8 = i_vec + 16L;
            __m512i b_v_1 = _mm512_loadu_si512(b + t8);
            __m512i t9 = _mm512_mullo_epi32(b_v_1, _mm512_set1_epi32(3));
            __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(1));
            __m512i a_v_1 = _mm512_loadu_si512(a + t8);
            __m512i t11 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
            __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(1));
            __m512i t13 = _mm512_add_epi32(t12, t10);
            _mm512_storeu_si512(y + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:66 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m512i b_v_2 = _mm512_loadu_si512(b + t17);
            __m512i t18 = _mm512_mullo_epi32(b_v_2, _mm512_set1_epi32(3));
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(1));
            __m512i a_v_2 = _mm512_loadu_si512(a + t17);
            __m512i t20 = _mm512_mullo_epi32(a_v_2, _mm512_set1_epi32(3));
            __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(1));
            __m512i t22 = _mm512_add_epi32(t21, t19);
            _mm512_storeu_si512(y + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        t23 = (int)((long)t14 + t16);
    } else {
        t23 = t14;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 16L)) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        long t27 = (long)t23;
        __m512i b_v_3 = _mm512_maskz_loadu_epi32(t26, b + t27);
        __m512i t28 = _mm512_mullo_epi32(b_v_3, _mm512_set1_epi32(3));
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(1));
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t26, a + t27);
        __m512i t30 = _mm512_mullo_epi32(a_v_3, _mm512_set1_epi32(3));
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(1));
        __m512i t32 = _mm512_add_epi32(t31, t29);
        _mm512_mask_storeu_epi32(y + t27, t26, t32);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        int t34 = b[t33] * 3 - 1;
        int t35 = a[t33] * 3 - 1;
        y[t33] = t35 + t34;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void to_u8(unsigned char *restrict y, const int *restrict x, int n) {
    vcc_no_contract_body
    int i;
    int t12;
    int t13;
    (void)saturate_u8;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:71 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m512i x_v = _mm512_loadu_si512(x + i_vec);
            __m512i t3 = _mm512_srai_epi32(x_v, 4);
            __mmask16 t4 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(0), _MM_CMPINT_LT);
            __mmask16 t5 = _mm512_cmp_epi32_mask(t3, _mm512_set1_epi32(255), _MM_CMPINT_NLE);
            __m128i t6 = _mm512_cvtepi32_epi8(t3);
            __m128i t7 = _mm_mask_blend_epi8(t5, t6, _mm_set1_epi8((char)-1));
            __m128i t8 = _mm_mask_blend_epi8(t4, t7, _mm_set1_epi8((char)0));
            _mm_storeu_si128((__m128i *)(y + i_vec), t8);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        unsigned char *t10 = y + t9;
        int t11 = x[t9] >> 4;
        if (t11 < 0) {
            t13 = 0;
        } else {
            if (t11 > 255) {
                t12 = 255;
            } else {
                t12 = (int)(unsigned char)t11;
            }
            t13 = t12;
        }
        unsigned char t14 = (unsigned char)t13;
        *t10 = t14;
    }
}

/* A reduction over a helper's result. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_get(const int *a, int n) {
    vcc_no_contract_body
    int s;
    int t5;
    int t6;
    int i;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at helpers.c:78 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(1));
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        t5 = (int)t2;
        t6 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t5 = 0;
        t6 = 0;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t9, a + (long)t5);
        __m512i t10 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(1));
        __m512i t12 = _mm512_mask_blend_epi32(t9, _mm512_set1_epi32(0), t11);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t12);
        i = (int)((long)t5 + t7);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t5;
        s = t6;
    }
    for (; i < n; i++) {
        int t13 = a[i] * 3 - 1;
        s += t13;
    }
    return s;
}

/* A helper called on one path of the loop body. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void maybe_lerp(float *restrict y, const float *restrict a, int n) {
    vcc_no_contract_body
    int t15;
    int t24;
    int i;
    (void)lerp;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at helpers.c:85 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512 a_v = _mm512_loadu_ps(a + i_vec);
            __mmask16 t4 = _mm512_cmp_ps_mask(a_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t5 = _mm512_sub_ps(_mm512_set1_ps(1.0f), a_v);
            __m512 t6 = _mm512_mul_ps(t5, _mm512_set1_ps(0.5f));
            __m512 t7 = _mm512_add_ps(a_v, t6);
            __m512 t8 = _mm512_mask_blend_ps(t4, a_v, t7);
            _mm512_storeu_ps(y + i_vec, t8);
            long t9 = i_vec + 16L;
            __m512 a_v_1 = _mm512_loadu_ps(a + t9);
            __mmask16 t10 = _mm512_cmp_ps_mask(a_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t11 = _mm512_sub_ps(_mm512_set1_ps(1.0f), a_v_1);
            __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.5f));
            __m512 t13 = _mm512_add_ps(a_v_1, t12);
            __m512 t14 = _mm512_mask_blend_ps(t10, a_v_1, t13);
            _mm512_storeu_ps(y + t9, t14);
            i_vec += 32L;
        } while (i_vec < t3);
        t15 = (int)t3;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at helpers.c:85 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t18 = (long)t15 + i_vec_1;
            __m512 a_v_2 = _mm512_loadu_ps(a + t18);
            __mmask16 t19 = _mm512_cmp_ps_mask(a_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            __m512 t20 = _mm512_sub_ps(_mm512_set1_ps(1.0f), a_v_2);
            __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.5f));
            __m512 t22 = _mm512_add_ps(a_v_2, t21);
            __m512 t23 = _mm512_mask_blend_ps(t19, a_v_2, t22);
            _mm512_storeu_ps(y + t18, t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        t24 = (int)((long)t15 + t17);
    } else {
        t24 = t15;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 16L)) {
        __m512i t26 = _mm512_set1_epi32((int)(int)t25);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
        long t28 = (long)t24;
        __m512 a_v_3 = _mm512_maskz_loadu_ps(t27, a + t28);
        __mmask16 t29 = _mm512_cmp_ps_mask(a_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t30 = _mm512_sub_ps(_mm512_set1_ps(1.0f), a_v_3);
        __m512 t31 = _mm512_mul_ps(t30, _mm512_set1_ps(0.5f));
        __m512 t32 = _mm512_add_ps(a_v_3, t31);
        __m512 t33 = _mm512_mask_blend_ps(t29, a_v_3, t32);
        _mm512_mask_storeu_ps(y + t28, t27, t33);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        float *t35 = y + t34;
        float t1 = a[t34];
        if (t1 > 0.0f) {
            t1 += (1.0f - t1) * 0.5f;
        }
        *t35 = t1;
    }
}

/* A while (n--) loop over pointers, calling a helper. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void walk(int *restrict y, const int *restrict a, int n) {
    vcc_no_contract_body
    int t8;
    int *t9;
    const int *t10;
    int t18;
    int *t19;
    const int *t20;
    int n_1;
    int *y_1;
    const int *a_1;
    (void)get;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long n_vec = 0L;
        /* vcc: loop at helpers.c:91 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + n_vec + 0);
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(1));
            _mm512_storeu_si512(y + n_vec, t4);
            long t5 = n_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5 + 0);
            __m512i t6 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(1));
            _mm512_storeu_si512(y + t5, t7);
            n_vec += 32L;
        } while (n_vec < t2);
        t8 = (int)((long)n + t2 * -1L);
        t9 = y + t2;
        t10 = a + t2;
    } else {
        t8 = n;
        t9 = y;
        t10 = a;
    }
    long t11 = (long)t8;
    unsigned long t12 = (unsigned long)t9;
    unsigned long t13 = (unsigned long)t10;
    long t14 = (long)((unsigned long)t10 - (unsigned long)t9);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long n_vec_1 = 0L;
        /* vcc: loop at helpers.c:91 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 91:12 and a value merged from several paths at 91:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m512i a_v_2 = _mm512_loadu_si512(t10 + n_vec_1 + 0);
            __m512i t16 = _mm512_mullo_epi32(a_v_2, _mm512_set1_epi32(3));
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(1));
            _mm512_storeu_si512(t9 + n_vec_1, t17);
            n_vec_1 += 16L;
        } while (n_vec_1 < t15);
        t18 = (int)((long)t8 + t15 * -1L);
        t19 = t9 + t15;
        t20 = t10 + t15;
    } else {
        t18 = t8;
        t19 = t9;
        t20 = t10;
    }
    long t21 = (long)t18;
    unsigned long t22 = (unsigned long)t19;
    unsigned long t23 = (unsigned long)t20;
    long t24 = (long)((unsigned long)t20 - (unsigned long)t19);
    if ((t21 >= 1L) & (t21 <= 16L) & (((t22 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t23) | ((t23 + (unsigned long)(4L + (t21 - 1L) * 4L)) <= t22) | ((t24 <= 0L) | (t24 >= 64L)))) {
        __m512i t25 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t25, _MM_CMPINT_LT);
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t26, t20 + 0 + 0);
        __m512i t27 = _mm512_mullo_epi32(a_v_3, _mm512_set1_epi32(3));
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(t19 + 0, t26, t28);
        n_1 = (int)((long)t18 + t21 * -1L);
        y_1 = t19 + t21;
        a_1 = t20 + t21;
    } else {
        n_1 = t18;
        y_1 = t19;
        a_1 = t20;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        int *y_2 = y_1 + 1;
        const int *a_2 = a_1 + 1;
        int t29 = a_1[0] * 3 - 1;
        *y_1 = t29;
        n_1 = n_2;
        y_1 = y_2;
        a_1 = a_2;
    }
}

void not_inlined(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = counted(a[i]) + kept(a[i]) + depth(a[i] & 63);
}

/* Defined after its caller below: not inlined (the caller is written before what it uses). */
static int later(int x);

void calls_later(int *restrict y, const int *restrict a, int n) {
    for (int i = 0; i < n; i++)
        y[i] = later(a[i]);
}

static int later(int x) {
    return x ^ 5;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t12;
    int t17;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        float *xf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *yf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *bf = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *y = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned char *u = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            xf[fill_idx] = (float)(-3000 + (int)((_mm256_zeroupper(), next_rand()) % 6000U));
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            bf[fill_idx_1] = (float)(-3000 + (int)((_mm256_zeroupper(), next_rand()) % 6000U));
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            a[fill_idx_2] = -5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            b[fill_idx_3] = -5000 + (int)((_mm256_zeroupper(), next_rand()) % 10000U);
        }
        long t2 = (long)n;
        if (t2 >= 64L) {
            long t3 = t2 & -64L;
            long i_vec = 0L;
            /* vcc: loop at helpers.c:123 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            do {
                float *t4 = xf + i_vec;
                __m512 xf_v = _mm512_loadu_ps(t4);
                __m512 t5 = _mm512_mul_ps(xf_v, _mm512_set1_ps(0.01f));
                _mm512_storeu_ps(t4, t5);
                float *t6 = xf + (i_vec + 16L);
                __m512 xf_v_1 = _mm512_loadu_ps(t6);
                __m512 t7 = _mm512_mul_ps(xf_v_1, _mm512_set1_ps(0.01f));
                _mm512_storeu_ps(t6, t7);
                float *t8 = xf + (i_vec + 32L);
                __m512 xf_v_2 = _mm512_loadu_ps(t8);
                __m512 t9 = _mm512_mul_ps(xf_v_2, _mm512_set1_ps(0.01f));
                _mm512_storeu_ps(t8, t9);
                float *t10 = xf + (i_vec + 48L);
                __m512 xf_v_3 = _mm512_loadu_ps(t10);
                __m512 t11 = _mm512_mul_ps(xf_v_3, _mm512_set1_ps(0.01f));
                _mm512_storeu_ps(t10, t11);
                i_vec += 64L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at helpers.c:123 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                float *t15 = xf + ((long)t12 + i_vec_1);
                __m512 xf_v_4 = _mm512_loadu_ps(t15);
                __m512 t16 = _mm512_mul_ps(xf_v_4, _mm512_set1_ps(0.01f));
                _mm512_storeu_ps(t15, t16);
                i_vec_1 += 16L;
            } while (i_vec_1 < t14);
            t17 = (int)((long)t12 + t14);
        } else {
            t17 = t12;
        }
        long t18 = (long)n + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            __m512i t19 = _mm512_set1_epi32((int)(int)t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            float *t21 = xf + (long)t17;
            __m512 xf_v_5 = _mm512_maskz_loadu_ps(t20, t21);
            __m512 t22 = _mm512_mul_ps(xf_v_5, _mm512_set1_ps(0.01f));
            _mm512_mask_storeu_ps(t21, t20, t22);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < n; i++) {
            float *t23 = xf + i;
            *t23 = *t23 * 0.01f;
        }
        const float *t24 = xf;
        clamp_all(yf, t24, n);
        unsigned long t25 = (unsigned long)n;
        unsigned long t26 = t25 * 4UL;
        const void *t27 = (const void *)yf;
        unsigned long t28 = (_mm256_zeroupper(), hash_bytes(t27, t26));
        blend(yf, t24, bf, n);
        unsigned long t29 = (_mm256_zeroupper(), hash_bytes(t27, t26));
        const int *t30 = b;
        const int *t31 = a;
        gather_sum(y, t31, t30, n);
        const void *t32 = (const void *)y;
        unsigned long t33 = (_mm256_zeroupper(), hash_bytes(t32, t26));
        to_u8(u, t31, n);
        int s = sum_get(t31, n);
        maybe_lerp(yf, t24, n);
        unsigned long t34 = (_mm256_zeroupper(), hash_bytes(t27, t26));
        walk(y, t30, n);
        unsigned long t35 = (_mm256_zeroupper(), hash_bytes(t32, t26));
        (_mm256_zeroupper(), not_inlined(y, t31, n));
        unsigned long t36 = (_mm256_zeroupper(), hash_bytes(t32, t26));
        (_mm256_zeroupper(), calls_later(y, t30, n));
        unsigned long t37 = (_mm256_zeroupper(), hash_bytes(t32, t26));
        printf("n=%d %llx %llx %llx %llx %d %llx %llx %llx %llx\n", n, (unsigned long long)t28, (unsigned long long)t29, (unsigned long long)t33, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)u, t25 * 1UL)), s, (unsigned long long)t34, (unsigned long long)t35, (unsigned long long)t36, (unsigned long long)t37);
        free((void *)xf);
        free((void *)yf);
        free((void *)bf);
        free((void *)a);
        free((void *)b);
        free((void *)y);
        free((void *)u);
    }
}
