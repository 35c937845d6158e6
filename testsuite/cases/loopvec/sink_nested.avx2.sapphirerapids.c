/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized generic=6 avx2=5 avx512=6 avx512vbmi-zmm=6 sse4.2=6 neon=3 sse2=6 */
/* vcc-test: also-tune avx2 sapphirerapids 6 */
#include "harness.h"

/* Stores to one element on every path through an if/else nest, sunk into the join as one
   store of the value the path chose (transform/sink_stores.rs): the vector loop stores a
   blend, unmasked, where it wrote one masked store per path. Paths that do not store, or
   store elsewhere, keep their masked stores. */

/* Nested conditions, three paths (the coverage loop cf_nested_if). */
__attribute__((target("avx2"))) void nested3(int n, float *restrict a, const float *b, const float *c, const float *d, const float *e) {
    int t24;
    int t38;
    int i;
    float t57;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:12 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256 c_v = _mm256_loadu_ps(c + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(c_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256 d_v = _mm256_maskload_ps((const float *)((unsigned long)d + (unsigned long)i_vec * 4UL), t4);
            __m256 e_v = _mm256_maskload_ps((const float *)((unsigned long)e + (unsigned long)i_vec * 4UL), t3);
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(e_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i t7 = _mm256_and_si256(t3, t6);
            __m256 b_v = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t7);
            __m256 t8 = _mm256_add_ps(b_v, c_v);
            __m256i t9 = _mm256_and_si256(t3, t5);
            __m256 b_v_1 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t9);
            __m256 t10 = _mm256_mul_ps(b_v_1, c_v);
            __m256 t11 = _mm256_blendv_ps(d_v, t10, _mm256_castsi256_ps(t9));
            __m256 t12 = _mm256_blendv_ps(t11, t8, _mm256_castsi256_ps(t7));
            _mm256_storeu_ps(a + i_vec, t12);
            long t13 = i_vec + 8L;
            __m256 c_v_1 = _mm256_loadu_ps(c + t13);
            __m256i t14 = _mm256_castps_si256(_mm256_cmp_ps(c_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t15 = (__m256i)~(vcc_m8)t14;
            __m256 d_v_1 = _mm256_maskload_ps((const float *)((unsigned long)d + (unsigned long)t13 * 4UL), t15);
            __m256 e_v_1 = _mm256_maskload_ps((const float *)((unsigned long)e + (unsigned long)t13 * 4UL), t14);
            __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(e_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t17 = (__m256i)~(vcc_m8)t16;
            __m256i t18 = _mm256_and_si256(t14, t17);
            __m256 b_v_2 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t13 * 4UL), t18);
            __m256 t19 = _mm256_add_ps(b_v_2, c_v_1);
            __m256i t20 = _mm256_and_si256(t14, t16);
            __m256 b_v_3 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t13 * 4UL), t20);
            __m256 t21 = _mm256_mul_ps(b_v_3, c_v_1);
            __m256 t22 = _mm256_blendv_ps(d_v_1, t21, _mm256_castsi256_ps(t20));
            __m256 t23 = _mm256_blendv_ps(t22, t19, _mm256_castsi256_ps(t18));
            _mm256_storeu_ps(a + t13, t23);
            i_vec += 16L;
        } while (i_vec < t2);
        t24 = (int)t2;
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:12 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t27 = (long)t24 + i_vec_1;
            __m256 c_v_2 = _mm256_loadu_ps(c + t27);
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(c_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256 d_v_2 = _mm256_maskload_ps((const float *)((unsigned long)d + (unsigned long)t27 * 4UL), t29);
            __m256 e_v_2 = _mm256_maskload_ps((const float *)((unsigned long)e + (unsigned long)t27 * 4UL), t28);
            __m256i t30 = _mm256_castps_si256(_mm256_cmp_ps(e_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256i t31 = (__m256i)~(vcc_m8)t30;
            __m256i t32 = _mm256_and_si256(t28, t31);
            __m256 b_v_4 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t27 * 4UL), t32);
            __m256 t33 = _mm256_add_ps(b_v_4, c_v_2);
            __m256i t34 = _mm256_and_si256(t28, t30);
            __m256 b_v_5 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t27 * 4UL), t34);
            __m256 t35 = _mm256_mul_ps(b_v_5, c_v_2);
            __m256 t36 = _mm256_blendv_ps(d_v_2, t35, _mm256_castsi256_ps(t34));
            __m256 t37 = _mm256_blendv_ps(t36, t33, _mm256_castsi256_ps(t32));
            _mm256_storeu_ps(a + t27, t37);
            i_vec_1 += 8L;
        } while (i_vec_1 < t26);
        t38 = (int)((long)t24 + t26);
    } else {
        t38 = t24;
    }
    long t39 = (long)n + (long)t38 * -1L;
    if ((t39 >= 1L) & (t39 <= 8L)) {
        __m256i t40 = _mm256_set1_epi32((int)(int)t39);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t42 = (long)t38;
        __m256 c_v_3 = _mm256_maskload_ps(c + t42, t41);
        __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(c_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t44 = (__m256i)~(vcc_m8)t43;
        __m256i t45 = _mm256_and_si256(t41, t44);
        __m256 d_v_3 = _mm256_maskload_ps((const float *)((unsigned long)d + (unsigned long)t42 * 4UL), t45);
        __m256i t46 = _mm256_and_si256(t41, t43);
        __m256 e_v_3 = _mm256_maskload_ps((const float *)((unsigned long)e + (unsigned long)t42 * 4UL), t46);
        __m256i t47 = _mm256_castps_si256(_mm256_cmp_ps(e_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256i t48 = (__m256i)~(vcc_m8)t47;
        __m256i t49 = _mm256_and_si256(t46, t48);
        __m256 b_v_6 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t42 * 4UL), t49);
        __m256 t50 = _mm256_add_ps(b_v_6, c_v_3);
        __m256i t51 = _mm256_and_si256(t46, t47);
        __m256 b_v_7 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t42 * 4UL), t51);
        __m256 t52 = _mm256_mul_ps(b_v_7, c_v_3);
        __m256 t53 = _mm256_blendv_ps(d_v_3, t52, _mm256_castsi256_ps(t51));
        __m256 t54 = _mm256_blendv_ps(t53, t50, _mm256_castsi256_ps(t49));
        _mm256_maskstore_ps(a + t42, t41, t54);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    while (i < n) {
        long t55 = (long)i;
        float t56 = c[t55];
        if (t56 > 0.0f) {
            if (e[t55] > 0.0f) {
                t57 = b[t55] * t56;
            } else {
                t57 = b[t55] + t56;
            }
        } else {
            t57 = d[t55];
        }
        a[t55] = t57;
        i++;
    }
}

/* An else-if chain of four paths. */
__attribute__((target("avx2"))) void chain4(int n, int *restrict a, const int *x) {
    int t34;
    int t53;
    int i;
    int t75;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:26 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i v_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-100), v_v);
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), v_v);
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i t7 = _mm256_and_si256(t4, t6);
            __m256i t8 = _mm256_cmpgt_epi32(_mm256_set1_epi32(100), v_v);
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i t10 = _mm256_and_si256(t7, t9);
            __m256i t11 = _mm256_and_si256(t7, t8);
            __m256i t12 = _mm256_add_epi32(v_v, _mm256_set1_epi32(1));
            __m256i t13 = _mm256_and_si256(t4, t5);
            __m256i t14 = _mm256_mullo_epi32(v_v, _mm256_set1_epi32(2));
            __m256i t15 = _mm256_blendv_epi8(_mm256_set1_epi32(-100), t14, t13);
            __m256i t16 = _mm256_blendv_epi8(t15, t12, t11);
            __m256i t17 = _mm256_blendv_epi8(t16, _mm256_set1_epi32(100), t10);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t17);
            long t18 = i_vec + 8L;
            __m256i v_v_1 = _mm256_loadu_si256((const __m256i *)(x + t18));
            __m256i t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-100), v_v_1);
            __m256i t20 = (__m256i)~(vcc_m8)t19;
            __m256i t21 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), v_v_1);
            __m256i t22 = (__m256i)~(vcc_m8)t21;
            __m256i t23 = _mm256_and_si256(t20, t22);
            __m256i t24 = _mm256_cmpgt_epi32(_mm256_set1_epi32(100), v_v_1);
            __m256i t25 = (__m256i)~(vcc_m8)t24;
            __m256i t26 = _mm256_and_si256(t23, t25);
            __m256i t27 = _mm256_and_si256(t23, t24);
            __m256i t28 = _mm256_add_epi32(v_v_1, _mm256_set1_epi32(1));
            __m256i t29 = _mm256_and_si256(t20, t21);
            __m256i t30 = _mm256_mullo_epi32(v_v_1, _mm256_set1_epi32(2));
            __m256i t31 = _mm256_blendv_epi8(_mm256_set1_epi32(-100), t30, t29);
            __m256i t32 = _mm256_blendv_epi8(t31, t28, t27);
            __m256i t33 = _mm256_blendv_epi8(t32, _mm256_set1_epi32(100), t26);
            _mm256_storeu_si256((__m256i *)(a + t18), t33);
            i_vec += 16L;
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 8L) {
        long t36 = t35 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:26 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t37 = (long)t34 + i_vec_1;
            __m256i v_v_2 = _mm256_loadu_si256((const __m256i *)(x + t37));
            __m256i t38 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-100), v_v_2);
            __m256i t39 = (__m256i)~(vcc_m8)t38;
            __m256i t40 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), v_v_2);
            __m256i t41 = (__m256i)~(vcc_m8)t40;
            __m256i t42 = _mm256_and_si256(t39, t41);
            __m256i t43 = _mm256_cmpgt_epi32(_mm256_set1_epi32(100), v_v_2);
            __m256i t44 = (__m256i)~(vcc_m8)t43;
            __m256i t45 = _mm256_and_si256(t42, t44);
            __m256i t46 = _mm256_and_si256(t42, t43);
            __m256i t47 = _mm256_add_epi32(v_v_2, _mm256_set1_epi32(1));
            __m256i t48 = _mm256_and_si256(t39, t40);
            __m256i t49 = _mm256_mullo_epi32(v_v_2, _mm256_set1_epi32(2));
            __m256i t50 = _mm256_blendv_epi8(_mm256_set1_epi32(-100), t49, t48);
            __m256i t51 = _mm256_blendv_epi8(t50, t47, t46);
            __m256i t52 = _mm256_blendv_epi8(t51, _mm256_set1_epi32(100), t45);
            _mm256_storeu_si256((__m256i *)(a + t37), t52);
            i_vec_1 += 8L;
        } while (i_vec_1 < t36);
        t53 = (int)((long)t34 + t36);
    } else {
        t53 = t34;
    }
    long t54 = (long)n + (long)t53 * -1L;
    if ((t54 >= 1L) & (t54 <= 8L)) {
        __m256i t55 = _mm256_set1_epi32((int)(int)t54);
        __m256i t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t57 = (long)t53;
        __m256i v_v_3 = _mm256_maskload_epi32((const int *)(x + t57), t56);
        __m256i t58 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-100), v_v_3);
        __m256i t59 = (__m256i)~(vcc_m8)t58;
        __m256i t60 = _mm256_and_si256(t56, t59);
        __m256i t61 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), v_v_3);
        __m256i t62 = (__m256i)~(vcc_m8)t61;
        __m256i t63 = _mm256_and_si256(t60, t62);
        __m256i t64 = _mm256_cmpgt_epi32(_mm256_set1_epi32(100), v_v_3);
        __m256i t65 = (__m256i)~(vcc_m8)t64;
        __m256i t66 = _mm256_and_si256(t63, t65);
        __m256i t67 = _mm256_and_si256(t63, t64);
        __m256i t68 = _mm256_add_epi32(v_v_3, _mm256_set1_epi32(1));
        __m256i t69 = _mm256_and_si256(t60, t61);
        __m256i t70 = _mm256_mullo_epi32(v_v_3, _mm256_set1_epi32(2));
        __m256i t71 = _mm256_blendv_epi8(_mm256_set1_epi32(-100), t70, t69);
        __m256i t72 = _mm256_blendv_epi8(t71, t68, t67);
        __m256i t73 = _mm256_blendv_epi8(t72, _mm256_set1_epi32(100), t66);
        _mm256_maskstore_epi32((int *)(a + t57), t56, t73);
        i = (int)((long)t53 + t54);
    } else {
        i = t53;
    }
    while (i < n) {
        long t74 = (long)i;
        int v = x[t74];
        if (v < -100) {
            t75 = -100;
        } else if (v < 0) {
            t75 = v * 2;
        } else if (v < 100) {
            t75 = v + 1;
        } else {
            t75 = 100;
        }
        a[t74] = t75;
        i++;
    }
}

/* Two elements on every path, in the same order. */
__attribute__((target("avx2"))) void two_each(int n, int *restrict a, int *restrict b, const int *x) {
    int t33;
    int t51;
    int i;
    int t72;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:41 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i v_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t4 = _mm256_and_si256(v_v, _mm256_set1_epi32(1));
            __m256i t5 = _mm256_srai_epi32(v_v, 1);
            __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t7 = _mm256_and_si256(v_v, _mm256_set1_epi32(2));
            __m256i t8 = _mm256_xor_si256(_mm256_cmpeq_epi32(t7, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i t10 = _mm256_and_si256(t6, t9);
            __m256i t11 = _mm256_sub_epi32(_mm256_setzero_si256(), v_v);
            __m256i t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t7, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t13 = _mm256_and_si256(t6, t12);
            __m256i t14 = _mm256_blendv_epi8(t5, v_v, t13);
            __m256i t15 = _mm256_blendv_epi8(t14, t11, t10);
            __m256i t16 = _mm256_blendv_epi8(_mm256_set1_epi32(3), _mm256_set1_epi32(1), t13);
            __m256i t17 = _mm256_blendv_epi8(t16, _mm256_set1_epi32(2), t10);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t15);
            _mm256_storeu_si256((__m256i *)(b + i_vec), t17);
            long t18 = i_vec + 8L;
            __m256i v_v_1 = _mm256_loadu_si256((const __m256i *)(x + t18));
            __m256i t19 = _mm256_and_si256(v_v_1, _mm256_set1_epi32(1));
            __m256i t20 = _mm256_srai_epi32(v_v_1, 1);
            __m256i t21 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t22 = _mm256_and_si256(v_v_1, _mm256_set1_epi32(2));
            __m256i t23 = _mm256_xor_si256(_mm256_cmpeq_epi32(t22, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t24 = (__m256i)~(vcc_m8)t23;
            __m256i t25 = _mm256_and_si256(t21, t24);
            __m256i t26 = _mm256_sub_epi32(_mm256_setzero_si256(), v_v_1);
            __m256i t27 = _mm256_xor_si256(_mm256_cmpeq_epi32(t22, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t28 = _mm256_and_si256(t21, t27);
            __m256i t29 = _mm256_blendv_epi8(t20, v_v_1, t28);
            __m256i t30 = _mm256_blendv_epi8(t29, t26, t25);
            __m256i t31 = _mm256_blendv_epi8(_mm256_set1_epi32(3), _mm256_set1_epi32(1), t28);
            __m256i t32 = _mm256_blendv_epi8(t31, _mm256_set1_epi32(2), t25);
            _mm256_storeu_si256((__m256i *)(a + t18), t30);
            _mm256_storeu_si256((__m256i *)(b + t18), t32);
            i_vec += 16L;
        } while (i_vec < t3);
        t33 = (int)t3;
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 8L) {
        long t35 = t34 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:41 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t36 = (long)t33 + i_vec_1;
            __m256i v_v_2 = _mm256_loadu_si256((const __m256i *)(x + t36));
            __m256i t37 = _mm256_and_si256(v_v_2, _mm256_set1_epi32(1));
            __m256i t38 = _mm256_srai_epi32(v_v_2, 1);
            __m256i t39 = _mm256_xor_si256(_mm256_cmpeq_epi32(t37, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t40 = _mm256_and_si256(v_v_2, _mm256_set1_epi32(2));
            __m256i t41 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t42 = (__m256i)~(vcc_m8)t41;
            __m256i t43 = _mm256_and_si256(t39, t42);
            __m256i t44 = _mm256_sub_epi32(_mm256_setzero_si256(), v_v_2);
            __m256i t45 = _mm256_xor_si256(_mm256_cmpeq_epi32(t40, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t46 = _mm256_and_si256(t39, t45);
            __m256i t47 = _mm256_blendv_epi8(t38, v_v_2, t46);
            __m256i t48 = _mm256_blendv_epi8(t47, t44, t43);
            __m256i t49 = _mm256_blendv_epi8(_mm256_set1_epi32(3), _mm256_set1_epi32(1), t46);
            __m256i t50 = _mm256_blendv_epi8(t49, _mm256_set1_epi32(2), t43);
            _mm256_storeu_si256((__m256i *)(a + t36), t48);
            _mm256_storeu_si256((__m256i *)(b + t36), t50);
            i_vec_1 += 8L;
        } while (i_vec_1 < t35);
        t51 = (int)((long)t33 + t35);
    } else {
        t51 = t33;
    }
    long t52 = (long)n + (long)t51 * -1L;
    if ((t52 >= 1L) & (t52 <= 8L)) {
        __m256i t53 = _mm256_set1_epi32((int)(int)t52);
        __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t55 = (long)t51;
        __m256i v_v_3 = _mm256_maskload_epi32((const int *)(x + t55), t54);
        __m256i t56 = _mm256_and_si256(v_v_3, _mm256_set1_epi32(1));
        __m256i t57 = _mm256_srai_epi32(v_v_3, 1);
        __m256i t58 = _mm256_xor_si256(_mm256_cmpeq_epi32(t56, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
        __m256i t59 = _mm256_and_si256(t54, t58);
        __m256i t60 = _mm256_and_si256(v_v_3, _mm256_set1_epi32(2));
        __m256i t61 = _mm256_xor_si256(_mm256_cmpeq_epi32(t60, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
        __m256i t62 = (__m256i)~(vcc_m8)t61;
        __m256i t63 = _mm256_and_si256(t59, t62);
        __m256i t64 = _mm256_sub_epi32(_mm256_setzero_si256(), v_v_3);
        __m256i t65 = _mm256_xor_si256(_mm256_cmpeq_epi32(t60, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
        __m256i t66 = _mm256_and_si256(t59, t65);
        __m256i t67 = _mm256_blendv_epi8(t57, v_v_3, t66);
        __m256i t68 = _mm256_blendv_epi8(t67, t64, t63);
        __m256i t69 = _mm256_blendv_epi8(_mm256_set1_epi32(3), _mm256_set1_epi32(1), t66);
        __m256i t70 = _mm256_blendv_epi8(t69, _mm256_set1_epi32(2), t63);
        _mm256_maskstore_epi32((int *)(a + t55), t54, t68);
        _mm256_maskstore_epi32((int *)(b + t55), t54, t70);
        i = (int)((long)t51 + t52);
    } else {
        i = t51;
    }
    while (i < n) {
        long t71 = (long)i;
        int t1 = x[t71];
        if (t1 & 1) {
            if (t1 & 2) {
                t72 = 1;
            } else {
                t1 = -t1;
                t72 = 2;
            }
        } else {
            t1 >>= 1;
            t72 = 3;
        }
        a[t71] = t1;
        b[t71] = t72;
        i++;
    }
}

/* One path stores nothing: a[i] keeps its value there. Two masked stores: scalar on avx2 with
   the generic tune (microcode on Zen), vectorized with --tune=sapphirerapids. */
__attribute__((target("avx2"))) void some_paths(int n, int *restrict a, const int *x) {
    int t22;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i v_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(v_v, _mm256_set1_epi32(50));
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-50), v_v);
            __m256i t6 = _mm256_and_si256(t4, t5);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t6, _mm256_set1_epi32(2));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3, _mm256_set1_epi32(1));
            long t7 = i_vec + 8L;
            __m256i v_v_1 = _mm256_loadu_si256((const __m256i *)(x + t7));
            __m256i t8 = _mm256_cmpgt_epi32(v_v_1, _mm256_set1_epi32(50));
            __m256i t9 = (__m256i)~(vcc_m8)t8;
            __m256i t10 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-50), v_v_1);
            __m256i t11 = _mm256_and_si256(t9, t10);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t7 * 4UL), t11, _mm256_set1_epi32(2));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t7 * 4UL), t8, _mm256_set1_epi32(1));
            long t12 = i_vec + 16L;
            __m256i v_v_2 = _mm256_loadu_si256((const __m256i *)(x + t12));
            __m256i t13 = _mm256_cmpgt_epi32(v_v_2, _mm256_set1_epi32(50));
            __m256i t14 = (__m256i)~(vcc_m8)t13;
            __m256i t15 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-50), v_v_2);
            __m256i t16 = _mm256_and_si256(t14, t15);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t12 * 4UL), t16, _mm256_set1_epi32(2));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t12 * 4UL), t13, _mm256_set1_epi32(1));
            long t17 = i_vec + 24L;
            __m256i v_v_3 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m256i t18 = _mm256_cmpgt_epi32(v_v_3, _mm256_set1_epi32(50));
            __m256i t19 = (__m256i)~(vcc_m8)t18;
            __m256i t20 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-50), v_v_3);
            __m256i t21 = _mm256_and_si256(t19, t20);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t17 * 4UL), t21, _mm256_set1_epi32(2));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t17 * 4UL), t18, _mm256_set1_epi32(1));
            i_vec += 32L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256i v_v_4 = _mm256_loadu_si256((const __m256i *)(x + t25));
            __m256i t26 = _mm256_cmpgt_epi32(v_v_4, _mm256_set1_epi32(50));
            __m256i t27 = (__m256i)~(vcc_m8)t26;
            __m256i t28 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-50), v_v_4);
            __m256i t29 = _mm256_and_si256(t27, t28);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t25 * 4UL), t29, _mm256_set1_epi32(2));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t25 * 4UL), t26, _mm256_set1_epi32(1));
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        t30 = (int)((long)t22 + t24);
    } else {
        t30 = t22;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t34 = (long)t30;
        __m256i v_v_5 = _mm256_maskload_epi32((const int *)(x + t34), t33);
        __m256i t35 = _mm256_cmpgt_epi32(v_v_5, _mm256_set1_epi32(50));
        __m256i t36 = (__m256i)~(vcc_m8)t35;
        __m256i t37 = _mm256_and_si256(t33, t36);
        __m256i t38 = _mm256_cmpgt_epi32(_mm256_set1_epi32(-50), v_v_5);
        __m256i t39 = _mm256_and_si256(t37, t38);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t34 * 4UL), t39, _mm256_set1_epi32(2));
        __m256i t40 = _mm256_and_si256(t33, t35);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)a + (unsigned long)t34 * 4UL), t40, _mm256_set1_epi32(1));
        i = (int)((long)t30 + t31);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int v = x[t41];
        if (v > 50) {
            a[t41] = 1;
        } else if (v < -50) {
            a[t41] = 2;
        }
    }
}

/* The paths store to different elements. */
void other_elements(int n, int *restrict a, const int *x) {
    for (int i = 0; i < n; i++) {
        if (x[i] > 0)
            a[2 * i] = x[i];
        else
            a[2 * i + 1] = -x[i];
    }
}

/* A store before the last one on a side, to what the other side reads. */
__attribute__((target("avx2"))) void store_then_read(int n, int *restrict a, int *restrict b, const int *x) {
    int t26;
    int t35;
    int i;
    int t50;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:82 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(x_v, _mm256_set1_epi32(0));
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256i b_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t4);
            __m256i t5 = _mm256_sub_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3, x_v);
            __m256i b_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3);
            __m256i t6 = _mm256_add_epi32(b_v_1, _mm256_set1_epi32(1));
            __m256i t7 = _mm256_blendv_epi8(t5, t6, t3);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t9 = _mm256_cmpgt_epi32(x_v_1, _mm256_set1_epi32(0));
            __m256i t10 = (__m256i)~(vcc_m8)t9;
            __m256i b_v_2 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t8 * 4UL), t10);
            __m256i t11 = _mm256_sub_epi32(b_v_2, _mm256_set1_epi32(1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)t8 * 4UL), t9, x_v_1);
            __m256i b_v_3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t8 * 4UL), t9);
            __m256i t12 = _mm256_add_epi32(b_v_3, _mm256_set1_epi32(1));
            __m256i t13 = _mm256_blendv_epi8(t11, t12, t9);
            _mm256_storeu_si256((__m256i *)(a + t8), t13);
            long t14 = i_vec + 16L;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t14));
            __m256i t15 = _mm256_cmpgt_epi32(x_v_2, _mm256_set1_epi32(0));
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i b_v_4 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t14 * 4UL), t16);
            __m256i t17 = _mm256_sub_epi32(b_v_4, _mm256_set1_epi32(1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)t14 * 4UL), t15, x_v_2);
            __m256i b_v_5 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t14 * 4UL), t15);
            __m256i t18 = _mm256_add_epi32(b_v_5, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_blendv_epi8(t17, t18, t15);
            _mm256_storeu_si256((__m256i *)(a + t14), t19);
            long t20 = i_vec + 24L;
            __m256i x_v_3 = _mm256_loadu_si256((const __m256i *)(x + t20));
            __m256i t21 = _mm256_cmpgt_epi32(x_v_3, _mm256_set1_epi32(0));
            __m256i t22 = (__m256i)~(vcc_m8)t21;
            __m256i b_v_6 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t20 * 4UL), t22);
            __m256i t23 = _mm256_sub_epi32(b_v_6, _mm256_set1_epi32(1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)t20 * 4UL), t21, x_v_3);
            __m256i b_v_7 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t20 * 4UL), t21);
            __m256i t24 = _mm256_add_epi32(b_v_7, _mm256_set1_epi32(1));
            __m256i t25 = _mm256_blendv_epi8(t23, t24, t21);
            _mm256_storeu_si256((__m256i *)(a + t20), t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:82 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256i x_v_4 = _mm256_loadu_si256((const __m256i *)(x + t29));
            __m256i t30 = _mm256_cmpgt_epi32(x_v_4, _mm256_set1_epi32(0));
            __m256i t31 = (__m256i)~(vcc_m8)t30;
            __m256i b_v_8 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t29 * 4UL), t31);
            __m256i t32 = _mm256_sub_epi32(b_v_8, _mm256_set1_epi32(1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)t29 * 4UL), t30, x_v_4);
            __m256i b_v_9 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t29 * 4UL), t30);
            __m256i t33 = _mm256_add_epi32(b_v_9, _mm256_set1_epi32(1));
            __m256i t34 = _mm256_blendv_epi8(t32, t33, t30);
            _mm256_storeu_si256((__m256i *)(a + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        t35 = (int)((long)t26 + t28);
    } else {
        t35 = t26;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if ((t36 >= 1L) & (t36 <= 8L)) {
        __m256i t37 = _mm256_set1_epi32((int)(int)t36);
        __m256i t38 = _mm256_cmpgt_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t39 = (long)t35;
        __m256i x_v_5 = _mm256_maskload_epi32((const int *)(x + t39), t38);
        __m256i t40 = _mm256_cmpgt_epi32(x_v_5, _mm256_set1_epi32(0));
        __m256i t41 = (__m256i)~(vcc_m8)t40;
        __m256i t42 = _mm256_and_si256(t38, t41);
        __m256i b_v_10 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t39 * 4UL), t42);
        __m256i t43 = _mm256_sub_epi32(b_v_10, _mm256_set1_epi32(1));
        __m256i t44 = _mm256_and_si256(t38, t40);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)t39 * 4UL), t44, x_v_5);
        __m256i b_v_11 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)b + (unsigned long)t39 * 4UL), t44);
        __m256i t45 = _mm256_add_epi32(b_v_11, _mm256_set1_epi32(1));
        __m256i t46 = _mm256_blendv_epi8(t43, t45, t40);
        _mm256_maskstore_epi32((int *)(a + t39), t38, t46);
        i = (int)((long)t35 + t36);
    } else {
        i = t35;
    }
    while (i < n) {
        long t47 = (long)i;
        int t48 = x[t47];
        if (t48 > 0) {
            int *t49 = b + t47;
            *t49 = t48;
            t50 = *t49 + 1;
        } else {
            t50 = b[t47] - 1;
        }
        a[t47] = t50;
        i++;
    }
}

/* Through a pointer computed on each side. */
__attribute__((target("avx2"))) void via_pointer(int n, short *restrict a, const short *x) {
    int t18;
    int i;
    short t31;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sink_nested.c:94 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(x_v);
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t3);
            __m256i t5 = (__m256i)((vcc_v8_int)t3 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m128i t6 = (__m128i)__builtin_convertvector((vcc_v8_int)t5, vcc_v8_short);
            __m256i t7 = _mm256_sub_epi32(_mm256_setzero_si256(), t3);
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short);
            __m128i t9 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t4, vcc_v8_short), (vcc_v8_short)t8, (vcc_v8_short)t6);
            _mm_storeu_si128((__m128i *)(a + i_vec), t9);
            long t10 = i_vec + 8L;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t10));
            __m256i t11 = _mm256_cvtepi16_epi32(x_v_1);
            __m256i t12 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t11);
            __m256i t13 = (__m256i)((vcc_v8_int)t11 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m128i t14 = (__m128i)__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short);
            __m256i t15 = _mm256_sub_epi32(_mm256_setzero_si256(), t11);
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short);
            __m128i t17 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t12, vcc_v8_short), (vcc_v8_short)t16, (vcc_v8_short)t14);
            _mm_storeu_si128((__m128i *)(a + t10), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sink_nested.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t21));
            __m256i t22 = _mm256_cvtepi16_epi32(x_v_2);
            __m256i t23 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t22);
            __m256i t24 = (__m256i)((vcc_v8_int)t22 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m128i t25 = (__m128i)__builtin_convertvector((vcc_v8_int)t24, vcc_v8_short);
            __m256i t26 = _mm256_sub_epi32(_mm256_setzero_si256(), t22);
            __m128i t27 = (__m128i)__builtin_convertvector((vcc_v8_int)t26, vcc_v8_short);
            __m128i t28 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t23, vcc_v8_short), (vcc_v8_short)t27, (vcc_v8_short)t25);
            _mm_storeu_si128((__m128i *)(a + t21), t28);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    while (i < n) {
        long t29 = (long)i;
        int t30 = (int)x[t29];
        if (t30 < 0) {
            t31 = (short)-t30;
        } else {
            t31 = (short)(t30 / 2);
        }
        a[t29] = t31;
        i++;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t7;
    int t10;
    int i_1;
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
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fc = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fd = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fe = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *x = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t2 = 2 * n;
        int *w = (int *)(_mm256_zeroupper(), new_array(t2, 4UL));
        short *sa = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *sx = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        for (int i = 0; i < n; i++) {
            long t3 = (long)i;
            fb[t3] = (float)((int)((_mm256_zeroupper(), next_rand()) % 200U) - 100) * 0.25f;
            fc[t3] = (float)((int)((_mm256_zeroupper(), next_rand()) % 200U) - 100) * 0.5f;
            fd[t3] = (float)(int)((_mm256_zeroupper(), next_rand()) % 50U);
            fe[t3] = (float)((int)((_mm256_zeroupper(), next_rand()) % 20U) - 10);
            x[t3] = (int)((_mm256_zeroupper(), next_rand()) % 400U) - 200;
            int t4 = (int)((_mm256_zeroupper(), next_rand()) % 1000U);
            b[t3] = t4;
            a[t3] = t4;
            sx[t3] = (short)((_mm256_zeroupper(), next_rand()) % 65536U);
            sa[t3] = (short)0;
        }
        long t5 = (long)n * 2L;
        if (t5 >= 32L) {
            long t6 = t5 & -32L;
            long i_vec = 0L;
            /* vcc: loop at sink_nested.c:123 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                _mm256_storeu_si256((__m256i *)(w + i_vec), _mm256_set1_epi32(7));
                _mm256_storeu_si256((__m256i *)(w + (i_vec + 8L)), _mm256_set1_epi32(7));
                _mm256_storeu_si256((__m256i *)(w + (i_vec + 16L)), _mm256_set1_epi32(7));
                _mm256_storeu_si256((__m256i *)(w + (i_vec + 24L)), _mm256_set1_epi32(7));
                i_vec += 32L;
            } while (i_vec < t6);
            t7 = (int)t6;
        } else {
            t7 = 0;
        }
        long t8 = (long)n * 2L + (long)t7 * -1L;
        if (t8 >= 8L) {
            long t9 = t8 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at sink_nested.c:123 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)(w + ((long)t7 + i_vec_1)), _mm256_set1_epi32(7));
                i_vec_1 += 8L;
            } while (i_vec_1 < t9);
            t10 = (int)((long)t7 + t9);
        } else {
            t10 = t7;
        }
        long t11 = (long)n * 2L + (long)t10 * -1L;
        if ((t11 >= 1L) & (t11 <= 8L)) {
            __m256i t12 = _mm256_set1_epi32((int)(int)t11);
            __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            _mm256_maskstore_epi32((int *)(w + (long)t10), t13, _mm256_set1_epi32(7));
            i_1 = (int)((long)t10 + t11);
        } else {
            i_1 = t10;
        }
        for (; i_1 < t2; i_1++) {
            w[i_1] = 7;
        }
        nested3(n, fa, fb, fc, fd, fe);
        unsigned long t14 = (unsigned long)n;
        unsigned long t15 = t14 * 4UL;
        printf("n=%d nested3 %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t15)));
        const int *t16 = x;
        chain4(n, a, t16);
        const void *t17 = (const void *)a;
        printf("n=%d chain4 %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)));
        two_each(n, a, b, t16);
        const void *t18 = (const void *)b;
        unsigned long t19 = (_mm256_zeroupper(), hash_bytes(t18, t15));
        printf("n=%d two_each %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)), (unsigned long long)t19);
        some_paths(n, a, t16);
        printf("n=%d some_paths %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)));
        (_mm256_zeroupper(), other_elements(n, w, t16));
        printf("n=%d other_elements %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)w, (unsigned long)t2 * 4UL)));
        store_then_read(n, a, b, t16);
        unsigned long t20 = (_mm256_zeroupper(), hash_bytes(t18, t15));
        printf("n=%d store_then_read %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t17, t15)), (unsigned long long)t20);
        via_pointer(n, sa, sx);
        printf("n=%d via_pointer %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t14 * 2UL)));
        free((void *)fa);
        free((void *)fb);
        free((void *)fc);
        free((void *)fd);
        free((void *)fe);
        free((void *)a);
        free((void *)b);
        free((void *)x);
        free((void *)w);
        free((void *)sa);
        free((void *)sx);
    }
}
