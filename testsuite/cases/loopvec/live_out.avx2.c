/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
__attribute__((target("avx2"))) int last_value(int n, int *restrict b, const int *restrict a) {
    int last;
    __m256i last_v_3;
    int t10;
    int t11;
    __m256i last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(2));
            __m256i last_v = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + i_vec), last_v);
            long t4 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t5 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(2));
            __m256i last_v_1 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t4), last_v_1);
            long t6 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t7 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(2));
            __m256i last_v_2 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t6), last_v_2);
            long t8 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i t9 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(2));
            last_v_3 = _mm256_add_epi32(t9, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t8), last_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = ((vcc_v8_int)last_v_3)[7];
    } else {
        t10 = 0;
        t11 = -1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t14));
            __m256i t15 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(2));
            last_v_4 = _mm256_add_epi32(t15, _mm256_set1_epi32(1));
            _mm256_storeu_si256((__m256i *)(b + t14), last_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = ((vcc_v8_int)last_v_4)[7];
    } else {
        i = t10;
        last = t11;
    }
    for (; i < n; i++) {
        long t16 = (long)i;
        last = a[t16] * 2 + 1;
        b[t16] = last;
    }
    return last;
}

__attribute__((target("avx2"))) int final_index(int n, short *a) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(5));
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_v8_int)t4, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + i_vec), t5);
            __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(5));
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 8L)), t8);
            __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(5));
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 16L)), t11);
            __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(5));
            __m128i t14 = (__m128i)__builtin_convertvector((vcc_v8_int)t13, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + (i_vec + 24L)), t14);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256i t18 = _mm256_set1_epi32((int)t15);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t19 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(5));
            __m128i t20 = (__m128i)__builtin_convertvector((vcc_v8_int)t19, vcc_v8_short);
            _mm_storeu_si128((__m128i *)(a + ((long)t15 + i_vec_1)), t20);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

__attribute__((target("avx2"))) long second_induction(int n, long *a) {
    long j;
    int t7;
    long t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi64x((long long)10L);
        __m256i j_v = _mm256_add_epi64(t3, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)(a + i_vec), j_v);
            __m256i t4 = _mm256_add_epi64(j_v, _mm256_set1_epi64x((long long)12LL));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 4L)), t4);
            __m256i t5 = _mm256_add_epi64(j_v, _mm256_set1_epi64x((long long)24LL));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t5);
            __m256i t6 = _mm256_add_epi64(j_v, _mm256_set1_epi64x((long long)36LL));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 12L)), t6);
            i_vec += 16L;
            j_v = _mm256_add_epi64(j_v, _mm256_set1_epi64x((long long)48LL));
        } while (i_vec < t2);
        t7 = (int)t2;
        t8 = 10L + t2 * 3L;
    } else {
        t7 = 0;
        t8 = 10L;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 4L) {
        long t10 = t9 & -4L;
        __m256i t11 = _mm256_set1_epi64x((long long)t8);
        __m256i j_v_1 = _mm256_add_epi64(t11, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm256_storeu_si256((__m256i *)(a + ((long)t7 + i_vec_1)), j_v_1);
            i_vec_1 += 4L;
            j_v_1 = _mm256_add_epi64(j_v_1, _mm256_set1_epi64x((long long)12LL));
        } while (i_vec_1 < t10);
        i = (int)((long)t7 + t10);
        j = t8 + t10 * 3L;
    } else {
        i = t7;
        j = t8;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
__attribute__((target("avx2"))) float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    int above;
    float last;
    __m256 last_v_3;
    __m256i above_v;
    int t7;
    int t8;
    float t9;
    __m256 last_v_4;
    __m256i above_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:35 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m256 last_v = _mm256_mul_ps(a_v, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(b + i_vec, last_v);
            long t3 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t3);
            __m256 last_v_1 = _mm256_mul_ps(a_v_1, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(b + t3, last_v_1);
            long t4 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t4);
            __m256 last_v_2 = _mm256_mul_ps(a_v_2, _mm256_set1_ps(0.5f));
            _mm256_storeu_ps(b + t4, last_v_2);
            long t5 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t5);
            last_v_3 = _mm256_mul_ps(a_v_3, _mm256_set1_ps(0.5f));
            above_v = _mm256_castps_si256(_mm256_cmp_ps(a_v_3, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            _mm256_storeu_ps(b + t5, last_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t6 = (__m256i)__builtin_convertvector((vcc_m8)above_v & 1, vcc_v8_int);
        t7 = (int)t2;
        t8 = ((vcc_v8_int)t6)[7];
        t9 = ((vcc_v8_float)last_v_3)[7];
    } else {
        t7 = 0;
        t8 = 0;
        t9 = 0.0f;
    }
    long t10 = (long)n + (long)t7 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t12 = (long)t7 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t12);
            last_v_4 = _mm256_mul_ps(a_v_4, _mm256_set1_ps(0.5f));
            above_v_1 = _mm256_castps_si256(_mm256_cmp_ps(a_v_4, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            _mm256_storeu_ps(b + t12, last_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        __m256i t13 = (__m256i)__builtin_convertvector((vcc_m8)above_v_1 & 1, vcc_v8_int);
        i = (int)((long)t7 + t11);
        above = ((vcc_v8_int)t13)[7];
        last = ((vcc_v8_float)last_v_4)[7];
    } else {
        i = t7;
        above = t8;
        last = t9;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        float t15 = a[t14];
        last = t15 * 0.5f;
        above = t15 > 10.0f;
        b[t14] = last;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
__attribute__((target("avx2"))) int last_index(int n, long *restrict b) {
    int t15;
    int t16;
    int i;
    int k;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i t4 = _mm256_cvtepi32_epi64((__m128i)i_v);
            __m256i t5 = _mm256_mul_epi32(t4, _mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + i_vec), t5);
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m256i t7 = _mm256_cvtepi32_epi64(t6);
            __m256i t8 = _mm256_mul_epi32(t7, _mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + (i_vec + 4L)), t8);
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m256i t10 = _mm256_cvtepi32_epi64(t9);
            __m256i t11 = _mm256_mul_epi32(t10, _mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + (i_vec + 8L)), t11);
            __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m256i t13 = _mm256_cvtepi32_epi64(t12);
            __m256i t14 = _mm256_mul_epi32(t13, _mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + (i_vec + 12L)), t14);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t15 = (int)t2;
        t16 = (int)(-1L + t2);
    } else {
        t15 = 0;
        t16 = -1;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 4L) {
        long t18 = t17 & -4L;
        __m128i t19 = _mm_set1_epi32((int)t15);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t19, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m256i t20 = _mm256_cvtepi32_epi64((__m128i)i_v_1);
            __m256i t21 = _mm256_mul_epi32(t20, _mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + ((long)t15 + i_vec_1)), t21);
            i_vec_1 += 4L;
            __m128i t22 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec_1 >= t18) {
                break;
            }
            i_v_1 = (vcc_v4_uint)t22;
        }
        i = (int)((long)t15 + t18);
        k = ((vcc_v4_int)(__m128i)i_v_1)[3];
    } else {
        i = t15;
        k = t16;
    }
    for (; i < n; k = i, i++) {
        long t23 = (long)i;
        b[t23] = t23 * 3L;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
__attribute__((target("avx2"))) int last_positive(int n, const int *a) {
    int last;
    int t18;
    int t19;
    int i;
    int last_1;
    long t4 = (long)n;
    if ((t4 >= 16L) & (t4 <= 2147483647L)) {
        long t5 = t4 & -16L;
        vcc_v8_int last_v = (vcc_v8_int)_mm256_set1_epi32(0);
        long i_vec = 0L;
        vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-1);
        vcc_v8_int last_v_1 = (vcc_v8_int)(__m256i)last_v;
        vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at live_out.c:58 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t6 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(0));
            last_v = (vcc_v8_int)_mm256_blendv_epi8((__m256i)last_v, a_v, t6);
            __m256i t7 = _mm256_set1_epi32((int)(int)i_vec);
            __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t1, t8, t6);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t9 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(0));
            last_v_1 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)last_v_1, a_v_1, t9);
            __m256i t10 = _mm256_add_epi32(t8, _mm256_set1_epi32(8));
            t2 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t2, t10, t9);
            i_vec += 16L;
        } while (i_vec < t5);
        __m256i t11 = _mm256_cmpgt_epi32((__m256i)t2, (__m256i)t1);
        __m256i t12 = _mm256_max_epi32((__m256i)t2, (__m256i)t1);
        __m256i t13 = _mm256_blendv_epi8((__m256i)last_v, (__m256i)last_v_1, t11);
        int t14 = vcc_avx2_reduce_epi32(t12, _mm_max_epi32, int);
        __m256i t15 = _mm256_set1_epi32((int)t14);
        __m256i t16 = _mm256_cmpeq_epi32(t12, t15);
        __m256i t17 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t16, t13); });
        t18 = (int)t5;
        t19 = t14 < 0 ? 0 : vcc_avx2_reduce_epi32(t17, _mm_or_si128, int);
    } else {
        t18 = 0;
        t19 = 0;
    }
    long t20 = (long)n + (long)t18 * -1L;
    if ((t20 >= 8L) & (t20 <= 2147483647L)) {
        long t21 = t20 & -8L;
        vcc_v8_int last_v_2 = (vcc_v8_int)_mm256_set1_epi32((int)t19);
        long i_vec_1 = 0L;
        vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(-1);
        /* vcc: loop at live_out.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t18 + i_vec_1)));
            __m256i t22 = _mm256_cmpgt_epi32(a_v_2, _mm256_set1_epi32(0));
            last_v_2 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)last_v_2, a_v_2, t22);
            __m256i t23 = _mm256_set1_epi32((int)(int)i_vec_1);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t24, t22);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        int t25 = vcc_avx2_reduce_epi32((__m256i)t3, _mm_max_epi32, int);
        __m256i t26 = _mm256_set1_epi32((int)t25);
        __m256i t27 = _mm256_cmpeq_epi32((__m256i)t3, t26);
        __m256i t28 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t27, (__m256i)last_v_2); });
        i = (int)((long)t18 + t21);
        last_1 = t25 < 0 ? t19 : vcc_avx2_reduce_epi32(t28, _mm_or_si128, int);
    } else {
        i = t18;
        last_1 = t19;
    }
    for (; i < n; i++, last_1 = last) {
        last = a[i];
        if (last <= 0) {
            last = last_1;
        }
    }
    return last_1;
}

__attribute__((target("avx2"))) int main(void) {
    int flag;
    int n;
    int t1;
    int t15;
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
        int *a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        short *s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        long *l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        const int *t2 = a;
        int last = last_value(n, b, t2);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        unsigned long t3 = (unsigned long)n;
        unsigned long t4 = t3 * 8UL;
        const void *t5 = (const void *)l;
        unsigned long t6 = (_mm256_zeroupper(), hash_bytes(t5, t4));
        unsigned long t7 = (_mm256_zeroupper(), hash_bytes((const void *)s, t3 * 2UL));
        unsigned long t8 = t3 * 4UL;
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t8)), idx, (unsigned long long)t7, j, (unsigned long long)t6);
        float *fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        float *fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        long t9 = (long)n;
        if (t9 >= 16L) {
            long t10 = t9 & -16L;
            long i_vec = 0L;
            /* vcc: loop at live_out.c:77 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
            do {
                float *t11 = fa + i_vec;
                __m256 fa_v = _mm256_loadu_ps(t11);
                __m256 t12 = _mm256_div_ps(fa_v, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t11, t12);
                float *t13 = fa + (i_vec + 8L);
                __m256 fa_v_1 = _mm256_loadu_ps(t13);
                __m256 t14 = _mm256_div_ps(fa_v_1, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t13, t14);
                i_vec += 16L;
            } while (i_vec < t10);
            t15 = (int)t10;
        } else {
            t15 = 0;
        }
        long t16 = (long)n + (long)t15 * -1L;
        if (t16 >= 8L) {
            long t17 = t16 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at live_out.c:77 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t18 = fa + ((long)t15 + i_vec_1);
                __m256 fa_v_2 = _mm256_loadu_ps(t18);
                __m256 t19 = _mm256_div_ps(fa_v_2, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t18, t19);
                i_vec_1 += 8L;
            } while (i_vec_1 < t17);
            i = (int)((long)t15 + t17);
        } else {
            i = t15;
        }
        for (; i < n; i++) {
            float *t20 = fa + i;
            *t20 = *t20 / 3.0f;
        }
        flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        unsigned long t21 = (_mm256_zeroupper(), hash_bytes((const void *)fb, t8));
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t21);
        int k = last_index(n, l);
        int t22 = last_positive(n, t2);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t5, t4)), t22);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
