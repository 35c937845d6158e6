/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
__attribute__((target("avx2"))) void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    int t51;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t_v = _mm256_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_cmpgt_epi32(b_v, t_v);
            __m256i t5 = (__m256i)~(vcc_m8)t4;
            __m256i c_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t3 * 4UL), t5);
            __m256i t6 = c_v;
            __m256i t7 = _mm256_set1_epi32(1);
            __m256i t8 = _mm256_add_epi32(t6, t7);
            __m256i t9 = t8;
            __m256i t10 = _mm256_set1_epi32(2);
            __m256i t11 = b_v;
            __m256i t12 = _mm256_mullo_epi32(t10, t11);
            __m256i t13 = t12;
            __m256i t14 = _mm256_blendv_epi8(t9, t13, t4);
            _mm256_storeu_si256((__m256i *)(a + t3), t14);
            long t15 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t16 = _mm256_cmpgt_epi32(b_v_1, t_v);
            __m256i t17 = (__m256i)~(vcc_m8)t16;
            __m256i c_v_1 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t15 * 4UL), t17);
            __m256i t18 = c_v_1;
            __m256i t19 = _mm256_set1_epi32(1);
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = t20;
            __m256i t22 = _mm256_set1_epi32(2);
            __m256i t23 = b_v_1;
            __m256i t24 = _mm256_mullo_epi32(t22, t23);
            __m256i t25 = t24;
            __m256i t26 = _mm256_blendv_epi8(t21, t25, t16);
            _mm256_storeu_si256((__m256i *)(a + t15), t26);
            long t27 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t27));
            __m256i t28 = _mm256_cmpgt_epi32(b_v_2, t_v);
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256i c_v_2 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t27 * 4UL), t29);
            __m256i t30 = c_v_2;
            __m256i t31 = _mm256_set1_epi32(1);
            __m256i t32 = _mm256_add_epi32(t30, t31);
            __m256i t33 = t32;
            __m256i t34 = _mm256_set1_epi32(2);
            __m256i t35 = b_v_2;
            __m256i t36 = _mm256_mullo_epi32(t34, t35);
            __m256i t37 = t36;
            __m256i t38 = _mm256_blendv_epi8(t33, t37, t28);
            _mm256_storeu_si256((__m256i *)(a + t27), t38);
            long t39 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t39));
            __m256i t40 = _mm256_cmpgt_epi32(b_v_3, t_v);
            __m256i t41 = (__m256i)~(vcc_m8)t40;
            __m256i c_v_3 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t39 * 4UL), t41);
            __m256i t42 = c_v_3;
            __m256i t43 = _mm256_set1_epi32(1);
            __m256i t44 = _mm256_add_epi32(t42, t43);
            __m256i t45 = t44;
            __m256i t46 = _mm256_set1_epi32(2);
            __m256i t47 = b_v_3;
            __m256i t48 = _mm256_mullo_epi32(t46, t47);
            __m256i t49 = t48;
            __m256i t50 = _mm256_blendv_epi8(t45, t49, t40);
            _mm256_storeu_si256((__m256i *)(a + t39), t50);
            i_vec += 32L;
        } while (i_vec < t2);
        t51 = (int)t2;
    } else {
        t51 = 0;
    }
    long t52 = (long)n + (long)t51 * -1L;
    if (t52 >= 8L) {
        long t53 = t52 & -8L;
        __m256i t_v_1 = _mm256_set1_epi32((int)t);
        long i_vec_1 = 0L;
        do {
            long t54 = (long)(int)((long)t51 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t54));
            __m256i t55 = _mm256_cmpgt_epi32(b_v_4, t_v_1);
            __m256i t56 = (__m256i)~(vcc_m8)t55;
            __m256i c_v_4 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t54 * 4UL), t56);
            __m256i t57 = c_v_4;
            __m256i t58 = _mm256_set1_epi32(1);
            __m256i t59 = _mm256_add_epi32(t57, t58);
            __m256i t60 = t59;
            __m256i t61 = _mm256_set1_epi32(2);
            __m256i t62 = b_v_4;
            __m256i t63 = _mm256_mullo_epi32(t61, t62);
            __m256i t64 = t63;
            __m256i t65 = _mm256_blendv_epi8(t60, t64, t55);
            _mm256_storeu_si256((__m256i *)(a + t54), t65);
            i_vec_1 += 8L;
        } while (i_vec_1 < t53);
        i = (int)((long)t51 + t53);
    } else {
        i = t51;
    }
    for (; i < n; i++) {
        long t66 = (long)i;
        int t67 = b[t66];
        if (t67 > t) {
            a[t66] = 2 * t67;
        } else {
            a[t66] = c[t66] + 1;
        }
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
__attribute__((target("avx2"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    int t39;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:20 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            const float *t4 = b + t3;
            __m256 b_v = _mm256_loadu_ps(t4);
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t6 = (__m256i)__builtin_convertvector((vcc_m8)t5 & 1, vcc_v8_int);
            __m256i t7 = (__m256i)(vcc_m8)((vcc_v8_int)t6 == (vcc_v8_int){0});
            __m256i t8 = (__m256i)~(vcc_m8)t7;
            _mm256_maskstore_ps((float *)((unsigned long)d + (unsigned long)t3 * 4UL), t8, b_v);
            __m256 b_v_1 = _mm256_loadu_ps(t4);
            __m256 t9 = _mm256_xor_ps(b_v_1, _mm256_set1_ps(-0.0f));
            __m256 t10 = _mm256_mul_ps(b_v, _mm256_set1_ps(3.0f));
            __m256 t11 = _mm256_blendv_ps(t9, t10, _mm256_castsi256_ps(t7));
            _mm256_storeu_ps(a + t3, t11);
            long t12 = (long)(int)(i_vec + 8L);
            const float *t13 = b + t12;
            __m256 b_v_2 = _mm256_loadu_ps(t13);
            __m256i t14 = _mm256_castps_si256(_mm256_cmp_ps(b_v_2, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            __m256i t16 = (__m256i)(vcc_m8)((vcc_v8_int)t15 == (vcc_v8_int){0});
            __m256i t17 = (__m256i)~(vcc_m8)t16;
            _mm256_maskstore_ps((float *)((unsigned long)d + (unsigned long)t12 * 4UL), t17, b_v_2);
            __m256 b_v_3 = _mm256_loadu_ps(t13);
            __m256 t18 = _mm256_xor_ps(b_v_3, _mm256_set1_ps(-0.0f));
            __m256 t19 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(3.0f));
            __m256 t20 = _mm256_blendv_ps(t18, t19, _mm256_castsi256_ps(t16));
            _mm256_storeu_ps(a + t12, t20);
            long t21 = (long)(int)(i_vec + 16L);
            const float *t22 = b + t21;
            __m256 b_v_4 = _mm256_loadu_ps(t22);
            __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(b_v_4, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t24 = (__m256i)__builtin_convertvector((vcc_m8)t23 & 1, vcc_v8_int);
            __m256i t25 = (__m256i)(vcc_m8)((vcc_v8_int)t24 == (vcc_v8_int){0});
            __m256i t26 = (__m256i)~(vcc_m8)t25;
            _mm256_maskstore_ps((float *)((unsigned long)d + (unsigned long)t21 * 4UL), t26, b_v_4);
            __m256 b_v_5 = _mm256_loadu_ps(t22);
            __m256 t27 = _mm256_xor_ps(b_v_5, _mm256_set1_ps(-0.0f));
            __m256 t28 = _mm256_mul_ps(b_v_4, _mm256_set1_ps(3.0f));
            __m256 t29 = _mm256_blendv_ps(t27, t28, _mm256_castsi256_ps(t25));
            _mm256_storeu_ps(a + t21, t29);
            long t30 = (long)(int)(i_vec + 24L);
            const float *t31 = b + t30;
            __m256 b_v_6 = _mm256_loadu_ps(t31);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(b_v_6, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t33 = (__m256i)__builtin_convertvector((vcc_m8)t32 & 1, vcc_v8_int);
            __m256i t34 = (__m256i)(vcc_m8)((vcc_v8_int)t33 == (vcc_v8_int){0});
            __m256i t35 = (__m256i)~(vcc_m8)t34;
            _mm256_maskstore_ps((float *)((unsigned long)d + (unsigned long)t30 * 4UL), t35, b_v_6);
            __m256 b_v_7 = _mm256_loadu_ps(t31);
            __m256 t36 = _mm256_xor_ps(b_v_7, _mm256_set1_ps(-0.0f));
            __m256 t37 = _mm256_mul_ps(b_v_6, _mm256_set1_ps(3.0f));
            __m256 t38 = _mm256_blendv_ps(t36, t37, _mm256_castsi256_ps(t34));
            _mm256_storeu_ps(a + t30, t38);
            i_vec += 32L;
        } while (i_vec < t2);
        t39 = (int)t2;
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 8L) {
        long t41 = t40 & -8L;
        long i_vec_1 = 0L;
        do {
            long t42 = (long)(int)((long)t39 + i_vec_1);
            const float *t43 = b + t42;
            __m256 b_v_8 = _mm256_loadu_ps(t43);
            __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(b_v_8, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t45 = (__m256i)__builtin_convertvector((vcc_m8)t44 & 1, vcc_v8_int);
            __m256i t46 = (__m256i)(vcc_m8)((vcc_v8_int)t45 == (vcc_v8_int){0});
            __m256i t47 = (__m256i)~(vcc_m8)t46;
            _mm256_maskstore_ps((float *)((unsigned long)d + (unsigned long)t42 * 4UL), t47, b_v_8);
            __m256 b_v_9 = _mm256_loadu_ps(t43);
            __m256 t48 = _mm256_xor_ps(b_v_9, _mm256_set1_ps(-0.0f));
            __m256 t49 = _mm256_mul_ps(b_v_8, _mm256_set1_ps(3.0f));
            __m256 t50 = _mm256_blendv_ps(t48, t49, _mm256_castsi256_ps(t46));
            _mm256_storeu_ps(a + t42, t50);
            i_vec_1 += 8L;
        } while (i_vec_1 < t41);
        i = (int)((long)t39 + t41);
    } else {
        i = t39;
    }
    for (; i < n; i++) {
        long t51 = (long)i;
        const float *t52 = b + t51;
        float t53 = *t52;
        if (!(t53 < 0.5f)) {
            a[t51] = t53 * 3.0f;
        } else {
            d[t51] = t53;
            a[t51] = -*t52;
        }
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
__attribute__((target("avx2"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    int t43;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:32 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_and_si256(b_v, _mm256_set1_epi32(1));
            __m256i t5 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i a_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t3 * 4UL), t6);
            __m256i t7 = a_v;
            __m256i t8 = _mm256_set1_epi32(7);
            __m256i t9 = _mm256_add_epi32(t7, t8);
            __m256i t10 = t9;
            __m256i t11 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t12 = _mm256_blendv_epi8(t10, b_v, t11);
            _mm256_storeu_si256((__m256i *)(a + t3), t12);
            long t13 = (long)(int)(i_vec + 8L);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t14 = _mm256_and_si256(b_v_1, _mm256_set1_epi32(1));
            __m256i t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t14, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i a_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t13 * 4UL), t16);
            __m256i t17 = a_v_1;
            __m256i t18 = _mm256_set1_epi32(7);
            __m256i t19 = _mm256_add_epi32(t17, t18);
            __m256i t20 = t19;
            __m256i t21 = _mm256_xor_si256(_mm256_cmpeq_epi32(t14, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t22 = _mm256_blendv_epi8(t20, b_v_1, t21);
            _mm256_storeu_si256((__m256i *)(a + t13), t22);
            long t23 = (long)(int)(i_vec + 16L);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t23));
            __m256i t24 = _mm256_and_si256(b_v_2, _mm256_set1_epi32(1));
            __m256i t25 = _mm256_xor_si256(_mm256_cmpeq_epi32(t24, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t26 = (__m256i)~(vcc_m8)t25;
            __m256i a_v_2 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t23 * 4UL), t26);
            __m256i t27 = a_v_2;
            __m256i t28 = _mm256_set1_epi32(7);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = t29;
            __m256i t31 = _mm256_xor_si256(_mm256_cmpeq_epi32(t24, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t32 = _mm256_blendv_epi8(t30, b_v_2, t31);
            _mm256_storeu_si256((__m256i *)(a + t23), t32);
            long t33 = (long)(int)(i_vec + 24L);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t33));
            __m256i t34 = _mm256_and_si256(b_v_3, _mm256_set1_epi32(1));
            __m256i t35 = _mm256_xor_si256(_mm256_cmpeq_epi32(t34, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t36 = (__m256i)~(vcc_m8)t35;
            __m256i a_v_3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t33 * 4UL), t36);
            __m256i t37 = a_v_3;
            __m256i t38 = _mm256_set1_epi32(7);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = t39;
            __m256i t41 = _mm256_xor_si256(_mm256_cmpeq_epi32(t34, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t42 = _mm256_blendv_epi8(t40, b_v_3, t41);
            _mm256_storeu_si256((__m256i *)(a + t33), t42);
            i_vec += 32L;
        } while (i_vec < t2);
        t43 = (int)t2;
    } else {
        t43 = 0;
    }
    long t44 = (long)n + (long)t43 * -1L;
    if (t44 >= 8L) {
        long t45 = t44 & -8L;
        long i_vec_1 = 0L;
        do {
            long t46 = (long)(int)((long)t43 + i_vec_1);
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t46));
            __m256i t47 = _mm256_and_si256(b_v_4, _mm256_set1_epi32(1));
            __m256i t48 = _mm256_xor_si256(_mm256_cmpeq_epi32(t47, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t49 = (__m256i)~(vcc_m8)t48;
            __m256i a_v_4 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)a + (unsigned long)t46 * 4UL), t49);
            __m256i t50 = a_v_4;
            __m256i t51 = _mm256_set1_epi32(7);
            __m256i t52 = _mm256_add_epi32(t50, t51);
            __m256i t53 = t52;
            __m256i t54 = _mm256_xor_si256(_mm256_cmpeq_epi32(t47, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t55 = _mm256_blendv_epi8(t53, b_v_4, t54);
            _mm256_storeu_si256((__m256i *)(a + t46), t55);
            i_vec_1 += 8L;
        } while (i_vec_1 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t56 = (long)i;
        int t57 = b[t56];
        if (t57 & 1) {
            a[t56] = t57;
        } else {
            int *t58 = a + t56;
            *t58 = *t58 + 7;
        }
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more). */
void other_elements(int n, int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            a[2 * i] = b[i];
        else
            a[2 * i + 1] = -b[i];
    }
}

/* Not merged: the stores' blocks run under two conditions (not every lane stores). */
__attribute__((target("avx2"))) void nested(int n, short *restrict a, const short *restrict b, int k) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:52 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m256i t4 = _mm256_cvtepi16_epi32(b_v);
            __m256i t5 = _mm256_cmpgt_epi32(t4, k_v);
            __m256i t6 = _mm256_and_si256(t4, _mm256_set1_epi32(2));
            __m256i t7 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t8 = (__m256i)~(vcc_m8)t7;
            __m256i t9 = _mm256_and_si256(t5, t8);
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)t3 * 2UL), (vcc_v8_short)_mm_set1_epi16((short)2), (vcc_m8)t9);
            __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t6, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t11 = _mm256_and_si256(t5, t10);
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)t3 * 2UL), (vcc_v8_short)_mm_set1_epi16((short)1), (vcc_m8)t11);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        int t13 = (int)b[t12];
        if (t13 > k) {
            if (t13 & 2) {
                a[t12] = (short)1;
            } else {
                a[t12] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
__attribute__((target("avx2"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:64 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m128i t4 = b_v;
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t4 < (vcc_v16_uchar)_mm_set1_epi8((char)100), vcc_m16);
            __m128i t6 = t4;
            __m128i t7 = _mm_set1_epi8((char)100);
            __m128i t8 = _mm_sub_epi8(t6, t7);
            __m128i t9 = t8;
            __m128i t10 = t9;
            __m128i t11 = t4;
            __m128i t12 = _mm_set1_epi8((char)50);
            __m128i t13 = _mm_add_epi8(t11, t12);
            __m128i t14 = t13;
            __m128i t15 = t14;
            __m128i t16 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t5, vcc_v16_schar), (vcc_v16_uchar)t15, (vcc_v16_uchar)t10);
            _mm_storeu_si128((__m128i *)(a + t3), t16);
            long t17 = (long)(int)(i_vec + 16L);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t18 = b_v_1;
            __m256i t19 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t18 < (vcc_v16_uchar)_mm_set1_epi8((char)100), vcc_m16);
            __m128i t20 = t18;
            __m128i t21 = _mm_set1_epi8((char)100);
            __m128i t22 = _mm_sub_epi8(t20, t21);
            __m128i t23 = t22;
            __m128i t24 = t23;
            __m128i t25 = t18;
            __m128i t26 = _mm_set1_epi8((char)50);
            __m128i t27 = _mm_add_epi8(t25, t26);
            __m128i t28 = t27;
            __m128i t29 = t28;
            __m128i t30 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t19, vcc_v16_schar), (vcc_v16_uchar)t29, (vcc_v16_uchar)t24);
            _mm_storeu_si128((__m128i *)(a + t17), t30);
            i_vec += 32L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 16L) {
        long t33 = t32 & -16L;
        long i_vec_1 = 0L;
        do {
            long t34 = (long)(int)((long)t31 + i_vec_1);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t34));
            __m128i t35 = b_v_2;
            __m256i t36 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t35 < (vcc_v16_uchar)_mm_set1_epi8((char)100), vcc_m16);
            __m128i t37 = t35;
            __m128i t38 = _mm_set1_epi8((char)100);
            __m128i t39 = _mm_sub_epi8(t37, t38);
            __m128i t40 = t39;
            __m128i t41 = t40;
            __m128i t42 = t35;
            __m128i t43 = _mm_set1_epi8((char)50);
            __m128i t44 = _mm_add_epi8(t42, t43);
            __m128i t45 = t44;
            __m128i t46 = t45;
            __m128i t47 = (__m128i)vcc_select(vcc_v16_schar, __builtin_convertvector((vcc_m16)t36, vcc_v16_schar), (vcc_v16_uchar)t46, (vcc_v16_uchar)t41);
            _mm_storeu_si128((__m128i *)(a + t34), t47);
            i_vec_1 += 16L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        long t48 = (long)i;
        int t49 = (int)b[t48];
        if (t49 < 100) {
            a[t48] = (unsigned char)(t49 + 50);
        } else {
            a[t48] = (unsigned char)(t49 - 100);
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t37;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t3 = 1;
        } else {
            t3 = 0;
            n = n_1;
        }
        if (!t3) {
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int t4 = 2 * n;
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t4, 4UL));
        void *t5 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fa = (float *)t5;
        void *t6 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fd = (float *)t6;
        void *t7 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)t7;
        short *sa = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        short *sb = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        unsigned char *ua = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *ub = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            c[fill_idx_2] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t4; fill_idx_3++) {
            a2[fill_idx_3] = (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            sa[fill_idx_4] = (short)(int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            sb[fill_idx_5] = (short)(-50 + (int)((_mm256_zeroupper(), next_rand()) % 100U));
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            ua[fill_idx_6] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            ub[fill_idx_7] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t8 = (long)n;
        unsigned long t9 = (unsigned long)t5;
        unsigned long t10 = (unsigned long)t6;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t7;
        unsigned long t13 = (unsigned long)t6;
        unsigned long t14 = (unsigned long)t7;
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9)) & (((t11 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t13)) & 1) {
            long t15 = t8 & -16L;
            __m256i t16 = _mm256_set1_epi32(0);
            __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t18 = t17;
            __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(100));
            __m256i t20 = _mm256_min_epu32(t18, t19);
            __m256i t1 = t20;
            long i_vec = 0L;
            /* vcc: loop at merge_stores.c:88 vectorized: VF 8, UF 2, run-time checks: the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:56, the value of the call to `new_array` at 77:21 and the value of the call to `new_array` at 77:91, the value of the call to `new_array` at 77:56 and the value of the call to `new_array` at 77:91 do not overlap, the remainder at 89:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                long t21 = (long)(int)i_vec;
                __m256 t22 = _mm256_cvtepi32_ps(t1);
                __m256 t23 = _mm256_div_ps(t22, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t21, t23);
                _mm256_storeu_ps(fa + t21, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t21, _mm256_set1_ps(8.0f));
                long t24 = (long)(int)(i_vec + 8L);
                __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(96));
                __m256i t26 = t25;
                __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(100));
                __m256i t28 = _mm256_min_epu32(t26, t27);
                __m256i t29 = t28;
                __m256 t30 = _mm256_cvtepi32_ps(t29);
                __m256 t31 = _mm256_div_ps(t30, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t24, t31);
                _mm256_storeu_ps(fa + t24, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t24, _mm256_set1_ps(8.0f));
                i_vec += 16L;
                __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(92));
                __m256i t33 = t32;
                __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(100));
                __m256i t35 = _mm256_min_epu32(t33, t34);
                __m256i t36 = t35;
                if (i_vec >= t15) {
                    break;
                }
                t1 = t36;
            }
            t37 = (int)t15;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t5;
        unsigned long t40 = (unsigned long)t6;
        unsigned long t41 = (unsigned long)t5;
        unsigned long t42 = (unsigned long)t7;
        unsigned long t43 = (unsigned long)t6;
        unsigned long t44 = (unsigned long)t7;
        int t45 = (int)((unsigned int)t37 * 37U);
        if ((t38 >= 8L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 4L))) | ((t42 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (t45 >= 0)) {
            long t46 = t38 & -8L;
            __m256i t47 = _mm256_set1_epi32((int)(t45 % 100));
            __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t49 = t48;
            __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(100));
            __m256i t51 = _mm256_min_epu32(t49, t50);
            __m256i t2 = t51;
            long i_vec_1 = 0L;
            for (;;) {
                long t52 = (long)(int)((long)t37 + i_vec_1);
                __m256 t53 = _mm256_cvtepi32_ps(t2);
                __m256 t54 = _mm256_div_ps(t53, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t52, t54);
                _mm256_storeu_ps(fa + t52, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t52, _mm256_set1_ps(8.0f));
                i_vec_1 += 8L;
                __m256i t55 = _mm256_add_epi32(t2, _mm256_set1_epi32(96));
                __m256i t56 = t55;
                __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(100));
                __m256i t58 = _mm256_min_epu32(t56, t57);
                __m256i t59 = t58;
                if (i_vec_1 >= t46) {
                    break;
                }
                t2 = t59;
            }
            i = (int)((long)t37 + t46);
        } else {
            i = t37;
        }
        for (; i < n; i++) {
            long t60 = (long)i;
            fb[t60] = (float)(i * 37 % 100) / 100.0f;
            fa[t60] = 9.0f;
            fd[t60] = 8.0f;
        }
        printf("n=%d", n);
        const int *t61 = b;
        both_sides(n, 10, a, t61, c);
        unsigned long t62 = (unsigned long)n;
        unsigned long t63 = t62 * 4UL;
        const void *t64 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t64, t63)));
        with_other_store(n, fa, fd, fb);
        unsigned long t65 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t63));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t63)), (unsigned long long)t65);
        reads_between(n, a, t61);
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t64, t63)));
        (_mm256_zeroupper(), other_elements(n, a2, t61));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t4 * 4UL)));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t62 * 2UL)));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t62 * 1UL)));
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)a2);
        free((void *)fa);
        free((void *)fd);
        free((void *)fb);
        free((void *)sa);
        free((void *)sb);
        free((void *)ua);
        free((void *)ub);
    }
}
