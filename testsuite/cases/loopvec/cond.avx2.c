/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 sse4.2=6 neon=5 sse2=6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
__attribute__((target("avx2"))) void store_positive(int n, int *restrict b, const int *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:8 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3, a_v);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        int t5 = a[t4];
        if (t5 > 0) {
            b[t4] = t5;
        }
    }
}

__attribute__((target("avx2"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    int t11;
    int i;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_max_epi32(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t6 = _mm256_max_epi32(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t5), t6);
            long t7 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t8 = _mm256_max_epi32(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t7), t8);
            long t9 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_max_epi32(a_v_3, b_v_3);
            _mm256_storeu_si256((__m256i *)(c + t9), t10);
            i_vec += 32L;
        } while (i_vec < t3);
        t11 = (int)t3;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t11 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_max_epi32(a_v_4, b_v_4);
            _mm256_storeu_si256((__m256i *)(c + t14), t15);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        int *t17 = c + t16;
        int t1 = a[t16];
        int t18 = b[t16];
        if (t1 <= t18) {
            t1 = t18;
        }
        *t17 = t1;
    }
}

__attribute__((target("avx2"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    int t14;
    int i;
    int t25;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:19 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_and_si256(a_v, _mm256_set1_epi32(1));
            __m256i t4 = _mm256_xor_si256(_mm256_cmpeq_epi32(t3, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t5 = (__m256i)((vcc_v8_int)a_v / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t6 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_blendv_epi8(t5, t6, t4);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t7);
            long t8 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = _mm256_and_si256(a_v_1, _mm256_set1_epi32(1));
            __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t11 = (__m256i)((vcc_v8_int)a_v_1 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t12 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_blendv_epi8(t11, t12, t10);
            _mm256_storeu_si256((__m256i *)(c + t8), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i t18 = _mm256_and_si256(a_v_2, _mm256_set1_epi32(1));
            __m256i t19 = _mm256_xor_si256(_mm256_cmpeq_epi32(t18, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t20 = (__m256i)((vcc_v8_int)a_v_2 / (vcc_v8_int)_mm256_set1_epi32(2));
            __m256i t21 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i t22 = _mm256_blendv_epi8(t20, t21, t19);
            _mm256_storeu_si256((__m256i *)(c + t17), t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    while (i < n) {
        long t23 = (long)i;
        int t24 = a[t23];
        if (t24 & 1) {
            t25 = t24 * 3;
        } else {
            t25 = t24 / 2;
        }
        c[t23] = t25;
        i++;
    }
}

__attribute__((target("avx2"))) int sum_above(int n, const int *a, int t) {
    int t14;
    int t15;
    int i;
    int s;
    int s_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t_v = _mm256_set1_epi32((int)t);
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at cond.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, t_v);
            __m256i t4 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t3, a_v); });
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cmpgt_epi32(a_v_1, t_v);
            __m256i t6 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t5, a_v_1); });
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cmpgt_epi32(a_v_2, t_v);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t7, a_v_2); });
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_3, t_v);
            __m256i t10 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t9, a_v_3); });
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t12 = _mm256_add_epi32(t11, (__m256i)s_v_2);
        __m256i t13 = _mm256_add_epi32(t12, (__m256i)s_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_avx2_sum_epi32(t13);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256i t_v_1 = _mm256_set1_epi32((int)t);
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at cond.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t14 + i_vec_1)));
            __m256i t18 = _mm256_cmpgt_epi32(a_v_4, t_v_1);
            __m256i t19 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t18, a_v_4); });
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        s = (int)((unsigned int)t15 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        i = t14;
        s = t15;
    }
    for (; i < n; i++, s = s_1) {
        int t20 = a[i];
        if (t20 > t) {
            s_1 = s + t20;
        } else {
            s_1 = s;
        }
    }
    return s;
}

__attribute__((target("avx2"))) void nested(int n, float *restrict c, const float *restrict a) {
    int t22;
    int i;
    float t37;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at cond.c:36 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t4 = _mm256_xor_ps(a_v, _mm256_set1_ps(-0.0f));
            __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(a_v, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t6 = (__m256i)~(vcc_m8)t5;
            __m256i t7 = _mm256_and_si256(t3, t6);
            __m256 t8 = _mm256_mul_ps(a_v, _mm256_set1_ps(2.0f));
            __m256i t9 = _mm256_and_si256(t3, t5);
            __m256 t10 = _mm256_blendv_ps(t4, _mm256_set1_ps(100.0f), _mm256_castsi256_ps(t9));
            __m256 t11 = _mm256_blendv_ps(t10, t8, _mm256_castsi256_ps(t7));
            _mm256_storeu_ps(c + i_vec, t11);
            long t12 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t12);
            __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t14 = _mm256_xor_ps(a_v_1, _mm256_set1_ps(-0.0f));
            __m256i t15 = _mm256_castps_si256(_mm256_cmp_ps(a_v_1, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t16 = (__m256i)~(vcc_m8)t15;
            __m256i t17 = _mm256_and_si256(t13, t16);
            __m256 t18 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(2.0f));
            __m256i t19 = _mm256_and_si256(t13, t15);
            __m256 t20 = _mm256_blendv_ps(t14, _mm256_set1_ps(100.0f), _mm256_castsi256_ps(t19));
            __m256 t21 = _mm256_blendv_ps(t20, t18, _mm256_castsi256_ps(t17));
            _mm256_storeu_ps(c + t12, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at cond.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t25 = (long)t22 + i_vec_1;
            __m256 a_v_2 = _mm256_loadu_ps(a + t25);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            __m256 t27 = _mm256_xor_ps(a_v_2, _mm256_set1_ps(-0.0f));
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(a_v_2, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            __m256i t30 = _mm256_and_si256(t26, t29);
            __m256 t31 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(2.0f));
            __m256i t32 = _mm256_and_si256(t26, t28);
            __m256 t33 = _mm256_blendv_ps(t27, _mm256_set1_ps(100.0f), _mm256_castsi256_ps(t32));
            __m256 t34 = _mm256_blendv_ps(t33, t31, _mm256_castsi256_ps(t30));
            _mm256_storeu_ps(c + t25, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    while (i < n) {
        long t35 = (long)i;
        float t36 = a[t35];
        if (t36 > 0.0f) {
            if (t36 > 100.0f) {
                t37 = 100.0f;
            } else {
                t37 = t36 * 2.0f;
            }
        } else {
            t37 = -t36;
        }
        c[t35] = t37;
        i++;
    }
}

__attribute__((target("avx2"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at cond.c:49 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t4 = _mm256_cmpgt_epi32(k_v, (__m256i)i_v);
            __m256i b_v = _mm256_maskload_epi32((const int *)(const int *)((unsigned long)b + (unsigned long)i_vec * 4UL), t4);
            __m256i t5 = _mm256_add_epi32(b_v, _mm256_set1_epi32(1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)c + (unsigned long)i_vec * 4UL), t4, t5);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (i < k) {
            long t6 = (long)i;
            c[t6] = b[t6] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
