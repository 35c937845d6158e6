/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 neon=5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
__attribute__((target("sse4.2"))) int last_value(int n, int *restrict b, const int *restrict a) {
    int last;
    __m128i last_v_3;
    int t10;
    int t11;
    __m128i last_v_4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_mullo_epi32(a_v, _mm_set1_epi32(2));
            __m128i last_v = _mm_add_epi32(t3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(b + i_vec), last_v);
            long t4 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t4));
            __m128i t5 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(2));
            __m128i last_v_1 = _mm_add_epi32(t5, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(b + t4), last_v_1);
            long t6 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t6));
            __m128i t7 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(2));
            __m128i last_v_2 = _mm_add_epi32(t7, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(b + t6), last_v_2);
            long t8 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(2));
            last_v_3 = _mm_add_epi32(t9, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(b + t8), last_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
        t11 = ((vcc_v4_int)last_v_3)[3];
    } else {
        t10 = 0;
        t11 = -1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t14 = (long)t10 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t14));
            __m128i t15 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(2));
            last_v_4 = _mm_add_epi32(t15, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(b + t14), last_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        last = ((vcc_v4_int)last_v_4)[3];
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

__attribute__((target("sse4.2"))) int final_index(int n, short *a) {
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(5));
            vcc_v4_short t5 = __builtin_convertvector((vcc_v4_int)t4, vcc_v4_short);
            vcc_store(a + i_vec, t5);
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t7 = _mm_mullo_epi32(t6, _mm_set1_epi32(5));
            vcc_v4_short t8 = __builtin_convertvector((vcc_v4_int)t7, vcc_v4_short);
            vcc_store(a + (i_vec + 4L), t8);
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t10 = _mm_mullo_epi32(t9, _mm_set1_epi32(5));
            vcc_v4_short t11 = __builtin_convertvector((vcc_v4_int)t10, vcc_v4_short);
            vcc_store(a + (i_vec + 8L), t11);
            __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t13 = _mm_mullo_epi32(t12, _mm_set1_epi32(5));
            vcc_v4_short t14 = __builtin_convertvector((vcc_v4_int)t13, vcc_v4_short);
            vcc_store(a + (i_vec + 12L), t14);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        __m128i t18 = _mm_set1_epi32((int)t15);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i t19 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(5));
            vcc_v4_short t20 = __builtin_convertvector((vcc_v4_int)t19, vcc_v4_short);
            vcc_store(a + ((long)t15 + i_vec_1), t20);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
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

__attribute__((target("sse4.2"))) long second_induction(int n, long *a) {
    long j;
    int t7;
    long t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i t3 = _mm_set1_epi64x((long long)10L);
        __m128i j_v = _mm_add_epi64(t3, ((__m128i)(vcc_v2_ulong){0UL, 3UL}));
        long i_vec = 0L;
        /* vcc: loop at live_out.c:24 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)(a + i_vec), j_v);
            __m128i t4 = _mm_add_epi64(j_v, ((__m128i)(vcc_v2_ulong){6UL, 6UL}));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 2L)), t4);
            __m128i t5 = _mm_add_epi64(j_v, ((__m128i)(vcc_v2_ulong){12UL, 12UL}));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 4L)), t5);
            __m128i t6 = _mm_add_epi64(j_v, ((__m128i)(vcc_v2_ulong){18UL, 18UL}));
            _mm_storeu_si128((__m128i *)(a + (i_vec + 6L)), t6);
            i_vec += 8L;
            j_v = _mm_add_epi64(j_v, ((__m128i)(vcc_v2_ulong){24UL, 24UL}));
        } while (i_vec < t2);
        t7 = (int)t2;
        t8 = 10L + t2 * 3L;
    } else {
        t7 = 0;
        t8 = 10L;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 2L) {
        long t10 = t9 & -2L;
        __m128i t11 = _mm_set1_epi64x((long long)t8);
        __m128i j_v_1 = _mm_add_epi64(t11, ((__m128i)(vcc_v2_ulong){0UL, 3UL}));
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:24 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)(a + ((long)t7 + i_vec_1)), j_v_1);
            i_vec_1 += 2L;
            j_v_1 = _mm_add_epi64(j_v_1, ((__m128i)(vcc_v2_ulong){6UL, 6UL}));
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
__attribute__((target("sse4.2"))) float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    int above;
    float last;
    __m128 last_v_3;
    __m128i above_v;
    int t7;
    int t8;
    float t9;
    __m128 last_v_4;
    __m128i above_v_1;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at live_out.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 last_v = _mm_mul_ps(a_v, _mm_set1_ps(0.5f));
            _mm_storeu_ps(b + i_vec, last_v);
            long t3 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t3);
            __m128 last_v_1 = _mm_mul_ps(a_v_1, _mm_set1_ps(0.5f));
            _mm_storeu_ps(b + t3, last_v_1);
            long t4 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t4);
            __m128 last_v_2 = _mm_mul_ps(a_v_2, _mm_set1_ps(0.5f));
            _mm_storeu_ps(b + t4, last_v_2);
            long t5 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t5);
            last_v_3 = _mm_mul_ps(a_v_3, _mm_set1_ps(0.5f));
            above_v = _mm_castps_si128(_mm_cmpgt_ps(a_v_3, _mm_set1_ps(10.0f)));
            _mm_storeu_ps(b + t5, last_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t6 = (__m128i)__builtin_convertvector((vcc_m4)above_v & 1, vcc_v4_int);
        t7 = (int)t2;
        t8 = ((vcc_v4_int)t6)[3];
        t9 = ((vcc_v4_float)last_v_3)[3];
    } else {
        t7 = 0;
        t8 = 0;
        t9 = 0.0f;
    }
    long t10 = (long)n + (long)t7 * -1L;
    if (t10 >= 4L) {
        long t11 = t10 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t12 = (long)t7 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t12);
            last_v_4 = _mm_mul_ps(a_v_4, _mm_set1_ps(0.5f));
            above_v_1 = _mm_castps_si128(_mm_cmpgt_ps(a_v_4, _mm_set1_ps(10.0f)));
            _mm_storeu_ps(b + t12, last_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t11);
        __m128i t13 = (__m128i)__builtin_convertvector((vcc_m4)above_v_1 & 1, vcc_v4_int);
        i = (int)((long)t7 + t11);
        above = ((vcc_v4_int)t13)[3];
        last = ((vcc_v4_float)last_v_4)[3];
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
__attribute__((target("sse4.2"))) int last_index(int n, long *restrict b) {
    int t16;
    int t17;
    vcc_v2_int i_v_6;
    int i;
    int k;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        vcc_v2_int t3 = (vcc_v2_int){0, 0};
        vcc_v2_uint t4 = (vcc_v2_uint)t3;
        vcc_v2_uint i_v = t4 + (vcc_v2_uint){0U, 1U};
        long i_vec = 0L;
        /* vcc: loop at live_out.c:47 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            __m128i t5 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_2));
            __m128i t6 = _mm_mul_epi32(t5, (__m128i)(vcc_v2_long){3L, 3L});
            _mm_storeu_si128((__m128i *)(b + i_vec), t6);
            vcc_v2_uint t7 = i_v + (vcc_v2_uint){2U, 2U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t7;
            __m128i t8 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_3));
            __m128i t9 = _mm_mul_epi32(t8, (__m128i)(vcc_v2_long){3L, 3L});
            _mm_storeu_si128((__m128i *)(b + (i_vec + 2L)), t9);
            vcc_v2_uint t10 = i_v + (vcc_v2_uint){4U, 4U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t10;
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_4));
            __m128i t12 = _mm_mul_epi32(t11, (__m128i)(vcc_v2_long){3L, 3L});
            _mm_storeu_si128((__m128i *)(b + (i_vec + 4L)), t12);
            vcc_v2_uint t13 = i_v + (vcc_v2_uint){6U, 6U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t13;
            __m128i t14 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_5));
            __m128i t15 = _mm_mul_epi32(t14, (__m128i)(vcc_v2_long){3L, 3L});
            _mm_storeu_si128((__m128i *)(b + (i_vec + 6L)), t15);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){8U, 8U};
        } while (i_vec < t2);
        t16 = (int)t2;
        t17 = (int)(-1L + t2);
    } else {
        t16 = 0;
        t17 = -1;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 2L) {
        long t19 = t18 & -2L;
        vcc_v2_int t20 = (vcc_v2_int){t16, t16};
        vcc_v2_uint t21 = (vcc_v2_uint)t20;
        vcc_v2_uint i_v_1 = t21 + (vcc_v2_uint){0U, 1U};
        long i_vec_1 = 0L;
        /* vcc: loop at live_out.c:47 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            i_v_6 = (vcc_v2_int)i_v_1;
            __m128i t22 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_6));
            __m128i t23 = _mm_mul_epi32(t22, (__m128i)(vcc_v2_long){3L, 3L});
            _mm_storeu_si128((__m128i *)(b + ((long)t16 + i_vec_1)), t23);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        } while (i_vec_1 < t19);
        i = (int)((long)t16 + t19);
        k = i_v_6[1];
    } else {
        i = t16;
        k = t17;
    }
    for (; i < n; k = i, i++) {
        long t24 = (long)i;
        b[t24] = t24 * 3L;
    }
    return k;
}

/* The last value set under a condition (see cond_last.c): per lane the value and the iteration
   it was taken in. */
__attribute__((target("sse4.2"))) int last_positive(int n, const int *a) {
    int last;
    int t30;
    int t31;
    int i;
    int last_1;
    long t6 = (long)n;
    if ((t6 >= 16L) & (t6 <= 2147483647L)) {
        long t7 = t6 & -16L;
        vcc_v4_int last_v = (vcc_v4_int)_mm_set1_epi32(0);
        long i_vec = 0L;
        vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int last_v_1 = (vcc_v4_int)(__m128i)last_v;
        vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int last_v_2 = (vcc_v4_int)(__m128i)last_v;
        vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(-1);
        vcc_v4_int last_v_3 = (vcc_v4_int)(__m128i)last_v;
        vcc_v4_int t4 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at live_out.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t8 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(0));
            last_v = (vcc_v4_int)_mm_blendv_epi8((__m128i)last_v, a_v, t8);
            __m128i t9 = _mm_set1_epi32((int)(int)i_vec);
            __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t1 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t1, t10, t8);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t11 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            last_v_1 = (vcc_v4_int)_mm_blendv_epi8((__m128i)last_v_1, a_v_1, t11);
            __m128i t12 = _mm_add_epi32(t10, _mm_set1_epi32(4));
            t2 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t2, t12, t11);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t13 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(0));
            last_v_2 = (vcc_v4_int)_mm_blendv_epi8((__m128i)last_v_2, a_v_2, t13);
            __m128i t14 = _mm_add_epi32(t10, _mm_set1_epi32(8));
            t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t14, t13);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t15 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(0));
            last_v_3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)last_v_3, a_v_3, t15);
            __m128i t16 = _mm_add_epi32(t10, _mm_set1_epi32(12));
            t4 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t4, t16, t15);
            i_vec += 16L;
        } while (i_vec < t7);
        __m128i t17 = _mm_cmpgt_epi32((__m128i)t2, (__m128i)t1);
        __m128i t18 = _mm_max_epi32((__m128i)t2, (__m128i)t1);
        __m128i t19 = _mm_blendv_epi8((__m128i)last_v, (__m128i)last_v_1, t17);
        __m128i t20 = _mm_cmpgt_epi32((__m128i)t3, t18);
        __m128i t21 = _mm_max_epi32((__m128i)t3, t18);
        __m128i t22 = _mm_blendv_epi8(t19, (__m128i)last_v_2, t20);
        __m128i t23 = _mm_cmpgt_epi32((__m128i)t4, t21);
        __m128i t24 = _mm_max_epi32((__m128i)t4, t21);
        __m128i t25 = _mm_blendv_epi8(t22, (__m128i)last_v_3, t23);
        int t26 = vcc_sse_reduce_epi32(t24, _mm_max_epi32, int);
        __m128i t27 = _mm_set1_epi32((int)t26);
        __m128i t28 = _mm_cmpeq_epi32(t24, t27);
        __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, t25); });
        t30 = (int)t7;
        t31 = t26 < 0 ? 0 : vcc_sse_reduce_epi32(t29, _mm_or_si128, int);
    } else {
        t30 = 0;
        t31 = 0;
    }
    long t32 = (long)n + (long)t30 * -1L;
    if ((t32 >= 4L) & (t32 <= 2147483647L)) {
        long t33 = t32 & -4L;
        vcc_v4_int last_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t31);
        long i_vec_1 = 0L;
        vcc_v4_int t5 = (vcc_v4_int)_mm_set1_epi32(-1);
        /* vcc: loop at live_out.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t30 + i_vec_1)));
            __m128i t34 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(0));
            last_v_4 = (vcc_v4_int)_mm_blendv_epi8((__m128i)last_v_4, a_v_4, t34);
            __m128i t35 = _mm_set1_epi32((int)(int)i_vec_1);
            __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
            t5 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t5, t36, t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t33);
        int t37 = vcc_sse_reduce_epi32((__m128i)t5, _mm_max_epi32, int);
        __m128i t38 = _mm_set1_epi32((int)t37);
        __m128i t39 = _mm_cmpeq_epi32((__m128i)t5, t38);
        __m128i t40 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t39, (__m128i)last_v_4); });
        i = (int)((long)t30 + t33);
        last_1 = t37 < 0 ? t31 : vcc_sse_reduce_epi32(t40, _mm_or_si128, int);
    } else {
        i = t30;
        last_1 = t31;
    }
    for (; i < n; i++, last_1 = last) {
        last = a[i];
        if (last <= 0) {
            last = last_1;
        }
    }
    return last_1;
}

__attribute__((target("sse4.2"))) int main(void) {
    int flag;
    int n;
    int t1;
    int t19;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *a = (int *)new_array(n, 4UL);
        int *b = (int *)new_array(n, 4UL);
        short *s = (short *)new_array(n, 2UL);
        long *l = (long *)new_array(n, 8UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        const int *t2 = a;
        int last = last_value(n, b, t2);
        int idx = final_index(n, s);
        long j = second_induction(n, l);
        unsigned long t3 = (unsigned long)n;
        unsigned long t4 = t3 * 8UL;
        const void *t5 = (const void *)l;
        unsigned long t6 = hash_bytes(t5, t4);
        unsigned long t7 = hash_bytes((const void *)s, t3 * 2UL);
        unsigned long t8 = t3 * 4UL;
        printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)hash_bytes((const void *)b, t8), idx, (unsigned long long)t7, j, (unsigned long long)t6);
        float *fa = (float *)new_array(n, 4UL);
        float *fb = (float *)new_array(n, 4UL);
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)(next_rand() % 200U));
        }
        long t9 = (long)n;
        if (t9 >= 16L) {
            long t10 = t9 & -16L;
            long i_vec = 0L;
            /* vcc: loop at live_out.c:77 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t11 = fa + i_vec;
                __m128 fa_v = _mm_loadu_ps(t11);
                __m128 t12 = _mm_div_ps(fa_v, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t11, t12);
                float *t13 = fa + (i_vec + 4L);
                __m128 fa_v_1 = _mm_loadu_ps(t13);
                __m128 t14 = _mm_div_ps(fa_v_1, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t13, t14);
                float *t15 = fa + (i_vec + 8L);
                __m128 fa_v_2 = _mm_loadu_ps(t15);
                __m128 t16 = _mm_div_ps(fa_v_2, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t15, t16);
                float *t17 = fa + (i_vec + 12L);
                __m128 fa_v_3 = _mm_loadu_ps(t17);
                __m128 t18 = _mm_div_ps(fa_v_3, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t17, t18);
                i_vec += 16L;
            } while (i_vec < t10);
            t19 = (int)t10;
        } else {
            t19 = 0;
        }
        long t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 4L) {
            long t21 = t20 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at live_out.c:77 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t22 = fa + ((long)t19 + i_vec_1);
                __m128 fa_v_4 = _mm_loadu_ps(t22);
                __m128 t23 = _mm_div_ps(fa_v_4, _mm_set1_ps(3.0f));
                _mm_storeu_ps(t22, t23);
                i_vec_1 += 4L;
            } while (i_vec_1 < t21);
            i = (int)((long)t19 + t21);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            float *t24 = fa + i;
            *t24 = *t24 / 3.0f;
        }
        flag = -1;
        float lf = last_float(n, fb, fa, &flag);
        unsigned long t25 = hash_bytes((const void *)fb, t8);
        printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t25);
        int k = last_index(n, l);
        int t26 = last_positive(n, t2);
        printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)hash_bytes(t5, t4), t26);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)l);
        free((void *)fa);
        free((void *)fb);
    }
}
