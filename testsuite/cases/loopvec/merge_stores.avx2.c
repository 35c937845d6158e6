/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef signed char vcc_m32 __attribute__((vector_size(32)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=5 avx2=5 sse4.2=4 neon=4 */
#include "harness.h"

/* Complementary stores (loopvec/merge_stores.rs): an if/else storing to the same element on
   both sides is one plain store of a blend. Pairs that cannot be merged keep their masked
   stores (and their results). */

/* TSVC s271-like: both sides store a[i]. */
__attribute__((target("avx2"))) void both_sides(int n, int t, int *restrict a, const int *restrict b, const int *restrict c) {
    int t26;
    int i;
    int t37;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t_v = _mm256_set1_epi32((int)t);
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(b_v, t_v);
            __m256i t4 = (__m256i)~(vcc_m8)t3;
            __m256i c_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t4);
            __m256i t5 = _mm256_add_epi32(c_v, _mm256_set1_epi32(1));
            __m256i t6 = _mm256_mullo_epi32(_mm256_set1_epi32(2), b_v);
            __m256i t7 = _mm256_blendv_epi8(t5, t6, t3);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_cmpgt_epi32(b_v_1, t_v);
            __m256i t10 = (__m256i)~(vcc_m8)t9;
            __m256i c_v_1 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t8 * 4UL), t10);
            __m256i t11 = _mm256_add_epi32(c_v_1, _mm256_set1_epi32(1));
            __m256i t12 = _mm256_mullo_epi32(_mm256_set1_epi32(2), b_v_1);
            __m256i t13 = _mm256_blendv_epi8(t11, t12, t9);
            _mm256_storeu_si256((__m256i *)(a + t8), t13);
            long t14 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_cmpgt_epi32(b_v_2, t_v);
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i c_v_2 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t14 * 4UL), t16);
            __m256i t17 = _mm256_add_epi32(c_v_2, _mm256_set1_epi32(1));
            __m256i t18 = _mm256_mullo_epi32(_mm256_set1_epi32(2), b_v_2);
            __m256i t19 = _mm256_blendv_epi8(t17, t18, t15);
            _mm256_storeu_si256((__m256i *)(a + t14), t19);
            long t20 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t21 = _mm256_cmpgt_epi32(b_v_3, t_v);
            __m256i t22 = (__m256i)~(vcc_m8)t21;
            __m256i c_v_3 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t20 * 4UL), t22);
            __m256i t23 = _mm256_add_epi32(c_v_3, _mm256_set1_epi32(1));
            __m256i t24 = _mm256_mullo_epi32(_mm256_set1_epi32(2), b_v_3);
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
        __m256i t_v_1 = _mm256_set1_epi32((int)t);
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t29));
            __m256i t30 = _mm256_cmpgt_epi32(b_v_4, t_v_1);
            __m256i t31 = (__m256i)~(vcc_m8)t30;
            __m256i c_v_4 = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)c + (unsigned long)t29 * 4UL), t31);
            __m256i t32 = _mm256_add_epi32(c_v_4, _mm256_set1_epi32(1));
            __m256i t33 = _mm256_mullo_epi32(_mm256_set1_epi32(2), b_v_4);
            __m256i t34 = _mm256_blendv_epi8(t32, t33, t30);
            _mm256_storeu_si256((__m256i *)(a + t29), t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    while (i < n) {
        long t35 = (long)i;
        int t36 = b[t35];
        if (t36 > t) {
            t37 = 2 * t36;
        } else {
            t37 = c[t35] + 1;
        }
        a[t35] = t37;
        i++;
    }
}

/* Else first in the source, float, and another store in between that touches other memory. */
__attribute__((target("avx2"))) void with_other_store(int n, float *restrict a, float *restrict d, const float *restrict b) {
    int i;
    float t14;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:20 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            const float *t3 = b + i_vec;
            __m256 b_v = _mm256_loadu_ps(t3);
            __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.5f), _CMP_LT_OQ));
            __m256i t5 = (__m256i)__builtin_convertvector((vcc_m8)t4 & 1, vcc_v8_int);
            __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_int)t5 == (vcc_v8_int){0});
            __m256i t7 = (__m256i)~(vcc_m8)t6;
            _mm256_maskstore_ps((float *)((unsigned long)d + (unsigned long)i_vec * 4UL), t7, b_v);
            __m256 b_v_1 = _mm256_loadu_ps(t3);
            __m256 t8 = _mm256_xor_ps(b_v_1, _mm256_set1_ps(-0.0f));
            __m256 t9 = _mm256_mul_ps(b_v, _mm256_set1_ps(3.0f));
            __m256 t10 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t6));
            _mm256_storeu_ps(a + i_vec, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t11 = (long)i;
        const float *t12 = b + t11;
        float t13 = *t12;
        if (!(t13 < 0.5f)) {
            t14 = t13 * 3.0f;
        } else {
            d[t11] = t13;
            t14 = -*t12;
        }
        a[t11] = t14;
        i++;
    }
}

/* Not merged: the else side reads a[i] between the two stores. */
__attribute__((target("avx2"))) void reads_between(int n, int *restrict a, const int *restrict b) {
    int t23;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:32 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_and_si256(b_v, _mm256_set1_epi32(1));
            __m256i t5 = _mm256_xor_si256(_mm256_cmpeq_epi32(t4, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_add_epi32(a_v, _mm256_set1_epi32(7));
            __m256i t7 = _mm256_blendv_epi8(t6, b_v, t5);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_and_si256(b_v_1, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t11 = _mm256_add_epi32(a_v_1, _mm256_set1_epi32(7));
            __m256i t12 = _mm256_blendv_epi8(t11, b_v_1, t10);
            _mm256_storeu_si256((__m256i *)(a + t8), t12);
            long t13 = i_vec + 16L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i t14 = _mm256_and_si256(b_v_2, _mm256_set1_epi32(1));
            __m256i t15 = _mm256_xor_si256(_mm256_cmpeq_epi32(t14, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t16 = _mm256_add_epi32(a_v_2, _mm256_set1_epi32(7));
            __m256i t17 = _mm256_blendv_epi8(t16, b_v_2, t15);
            _mm256_storeu_si256((__m256i *)(a + t13), t17);
            long t18 = i_vec + 24L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t19 = _mm256_and_si256(b_v_3, _mm256_set1_epi32(1));
            __m256i t20 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t21 = _mm256_add_epi32(a_v_3, _mm256_set1_epi32(7));
            __m256i t22 = _mm256_blendv_epi8(t21, b_v_3, t20);
            _mm256_storeu_si256((__m256i *)(a + t18), t22);
            i_vec += 32L;
        } while (i_vec < t3);
        t23 = (int)t3;
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at merge_stores.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t23 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t26));
            __m256i t27 = _mm256_and_si256(b_v_4, _mm256_set1_epi32(1));
            __m256i t28 = _mm256_xor_si256(_mm256_cmpeq_epi32(t27, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t26));
            __m256i t29 = _mm256_add_epi32(a_v_4, _mm256_set1_epi32(7));
            __m256i t30 = _mm256_blendv_epi8(t29, b_v_4, t28);
            _mm256_storeu_si256((__m256i *)(a + t26), t30);
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t23 + t25);
    } else {
        i = t23;
    }
    while (i < n) {
        long t31 = (long)i;
        int t1 = b[t31];
        if (!(t1 & 1)) {
            t1 = a[t31] + 7;
        }
        a[t31] = t1;
        i++;
    }
}

/* Not merged: different elements (and not vectorized: strided masked stores cost more; on
   sse4.2 and neon, two stores lane by lane are two branches per element where the scalar loop
   takes one). */
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
        /* vcc: loop at merge_stores.c:54 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(b_v);
            __m256i t4 = _mm256_cmpgt_epi32(t3, k_v);
            __m256i t5 = _mm256_and_si256(t3, _mm256_set1_epi32(2));
            __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t7 = (__m256i)~(vcc_m8)t6;
            __m256i t8 = _mm256_and_si256(t4, t7);
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), (vcc_v8_short)_mm_set1_epi16((short)2), (vcc_m8)t8);
            __m256i t9 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t10 = _mm256_and_si256(t4, t9);
            vcc_store_masked((short *)((unsigned long)a + (unsigned long)i_vec * 2UL), (vcc_v8_short)_mm_set1_epi16((short)1), (vcc_m8)t10);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = (int)b[t11];
        if (t12 > k) {
            if (t12 & 2) {
                a[t11] = (short)1;
            } else {
                a[t11] = (short)2;
            }
        }
    }
}

/* Merged inside an outer unconditional body with a char element. */
__attribute__((target("avx2"))) void bytes(int n, unsigned char *restrict a, const unsigned char *restrict b) {
    int i;
    unsigned char t9;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at merge_stores.c:66 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = (__m256i)(vcc_m32)((vcc_v32_uchar)b_v < (vcc_v32_uchar)_mm256_set1_epi8((char)100));
            __m256i t4 = _mm256_sub_epi8(b_v, _mm256_set1_epi8((char)100));
            __m256i t5 = _mm256_add_epi8(b_v, _mm256_set1_epi8((char)50));
            __m256i t6 = _mm256_blendv_epi8(t4, t5, t3);
            _mm256_storeu_si256((__m256i *)(a + i_vec), t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    while (i < n) {
        long t7 = (long)i;
        int t8 = (int)b[t7];
        if (t8 < 100) {
            t9 = (unsigned char)(t8 + 50);
        } else {
            t9 = (unsigned char)(t8 - 100);
        }
        a[t7] = t9;
        i++;
    }
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t3;
    int t33;
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
        long t11 = (long)((unsigned long)t6 - (unsigned long)t5);
        unsigned long t12 = (unsigned long)t5;
        unsigned long t13 = (unsigned long)t7;
        long t14 = (long)((unsigned long)t5 - (unsigned long)t7);
        unsigned long t15 = (unsigned long)t6;
        unsigned long t16 = (unsigned long)t7;
        long t17 = (long)((unsigned long)t6 - (unsigned long)t7);
        if ((t8 >= 16L) & (((t9 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t8 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L))) & 1) {
            long t18 = t8 & -16L;
            __m256i t19 = _mm256_set1_epi32(0);
            __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(100));
            vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t20, t21);
            long i_vec = 0L;
            /* vcc: loop at merge_stores.c:90 vectorized: VF 8, UF 2, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 91:28 by 100 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
            for (;;) {
                __m256 t22 = _mm256_cvtepi32_ps((__m256i)t1);
                __m256 t23 = _mm256_div_ps(t22, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + i_vec, t23);
                _mm256_storeu_ps(fa + i_vec, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + i_vec, _mm256_set1_ps(8.0f));
                long t24 = i_vec + 8L;
                __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(96));
                __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(100));
                __m256i t27 = _mm256_min_epu32(t25, t26);
                __m256 t28 = _mm256_cvtepi32_ps(t27);
                __m256 t29 = _mm256_div_ps(t28, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t24, t29);
                _mm256_storeu_ps(fa + t24, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t24, _mm256_set1_ps(8.0f));
                i_vec += 16L;
                __m256i t30 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(92));
                __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(100));
                __m256i t32 = _mm256_min_epu32(t30, t31);
                if (i_vec >= t18) {
                    break;
                }
                t1 = (vcc_v8_int)t32;
            }
            t33 = (int)t18;
        } else {
            t33 = 0;
        }
        long t34 = (long)n + (long)t33 * -1L;
        unsigned long t35 = (unsigned long)t5;
        unsigned long t36 = (unsigned long)t6;
        long t37 = (long)((unsigned long)t6 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t33 * 4L)));
        unsigned long t38 = (unsigned long)t5;
        unsigned long t39 = (unsigned long)t7;
        long t40 = (long)((unsigned long)t5 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t33 * 4L)));
        unsigned long t41 = (unsigned long)t6;
        unsigned long t42 = (unsigned long)t7;
        long t43 = (long)((unsigned long)t6 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t7 + (unsigned long)((long)t33 * 4L)));
        int t44 = (int)((unsigned int)t33 * 37U);
        if ((t34 >= 8L) & (((t35 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t33 * 4L))) | ((t36 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t33 * 4L))) | ((t37 <= 0L) | (t37 >= 32L))) & (((t38 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t33 * 4L))) | ((t39 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t33 * 4L))) | ((t40 <= 0L) | (t40 >= 32L))) & (((t41 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t33 * 4L))) | ((t42 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t33 * 4L))) | ((t43 <= 0L) | (t43 >= 32L))) & (t44 >= 0)) {
            long t45 = t34 & -8L;
            __m256i t46 = _mm256_set1_epi32((int)(t44 % 100));
            __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 37, 74, 11, 48, 85, 22, 59));
            __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(100));
            vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t47, t48);
            long i_vec_1 = 0L;
            /* vcc: loop at merge_stores.c:90 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:56, the value of the call to `new_array` at 79:21 and the value of the call to `new_array` at 79:91, the value of the call to `new_array` at 79:56 and the value of the call to `new_array` at 79:91 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t49 = (long)t33 + i_vec_1;
                __m256 t50 = _mm256_cvtepi32_ps((__m256i)t2);
                __m256 t51 = _mm256_div_ps(t50, _mm256_set1_ps(100.0f));
                _mm256_storeu_ps(fb + t49, t51);
                _mm256_storeu_ps(fa + t49, _mm256_set1_ps(9.0f));
                _mm256_storeu_ps(fd + t49, _mm256_set1_ps(8.0f));
                i_vec_1 += 8L;
                __m256i t52 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(96));
                __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(100));
                __m256i t54 = _mm256_min_epu32(t52, t53);
                if (i_vec_1 >= t45) {
                    break;
                }
                t2 = (vcc_v8_int)t54;
            }
            i = (int)((long)t33 + t45);
        } else {
            i = t33;
        }
        for (; i < n; i++) {
            long t55 = (long)i;
            fb[t55] = (float)(i * 37 % 100) / 100.0f;
            fa[t55] = 9.0f;
            fd[t55] = 8.0f;
        }
        printf("n=%d", n);
        const int *t56 = b;
        both_sides(n, 10, a, t56, c);
        unsigned long t57 = (unsigned long)n;
        unsigned long t58 = t57 * 4UL;
        const void *t59 = (const void *)a;
        printf(" both=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t59, t58)));
        with_other_store(n, fa, fd, fb);
        unsigned long t60 = (_mm256_zeroupper(), hash_bytes((const void *)fd, t58));
        printf(" other=%llx/%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)fa, t58)), (unsigned long long)t60);
        reads_between(n, a, t56);
        printf(" reads=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t59, t58)));
        (_mm256_zeroupper(), other_elements(n, a2, t56));
        printf(" elems=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t4 * 4UL)));
        nested(n, sa, sb, 0);
        printf(" nested=%llx", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)sa, t57 * 2UL)));
        bytes(n, ua, ub);
        printf(" bytes=%llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ua, t57 * 1UL)));
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
