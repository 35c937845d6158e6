/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized generic=3 avx2=3 neon=3 */
#include "harness.h"

/* Reversed accesses: a load from the other end, and a sum over a loop that counts down and
   reads downwards. */
__attribute__((target("sse4.2"))) void reverse_copy(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t3 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)i_vec) + -3));
            __m128i b_v = _mm_shuffle_epi32(t3, 0x1b);
            __m128i t4 = _mm_add_epi32(b_v, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t5) + -3));
            __m128i b_v_1 = _mm_shuffle_epi32(t6, 0x1b);
            __m128i t7 = _mm_add_epi32(b_v_1, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t5), t7);
            long t8 = i_vec + 8L;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t8) + -3));
            __m128i b_v_2 = _mm_shuffle_epi32(t9, 0x1b);
            __m128i t10 = _mm_add_epi32(b_v_2, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t8), t10);
            long t11 = i_vec + 12L;
            __m128i t12 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t11) + -3));
            __m128i b_v_3 = _mm_shuffle_epi32(t12, 0x1b);
            __m128i t13 = _mm_add_epi32(b_v_3, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t11), t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reversed.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i t18 = _mm_loadu_si128((const __m128i *)(b + (n - 1 - (int)t17) + -3));
            __m128i b_v_4 = _mm_shuffle_epi32(t18, 0x1b);
            __m128i t19 = _mm_add_epi32(b_v_4, _mm_set1_epi32(1));
            _mm_storeu_si128((__m128i *)(a + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] + 1;
    }
}

__attribute__((target("sse4.2"))) long weighted_down(int n, const short *a) {
    long s;
    long t28;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        vcc_v2_int t4 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t5 = (vcc_v2_uint)t4;
        vcc_v2_uint i_v = t5 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reversed.c:13 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            __m128i t6 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_2));
            vcc_v2_short t7 = vcc_load(vcc_v2_short, a + ((long)t1 + i_vec * -1L) + -1);
            vcc_v2_short a_v = __builtin_shufflevector(t7, t7, 1, 0);
            __m128i t8 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)a_v));
            __m128i t9 = _mm_mul_epi32(t8, t6);
            s_v = _mm_add_epi64(s_v, t9);
            vcc_v2_uint t10 = i_v + (vcc_v2_uint){4294967294U, 4294967294U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t10;
            __m128i t11 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_3));
            vcc_v2_short t12 = vcc_load(vcc_v2_short, a + ((long)t1 + (i_vec + 2L) * -1L) + -1);
            vcc_v2_short a_v_1 = __builtin_shufflevector(t12, t12, 1, 0);
            __m128i t13 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)a_v_1));
            __m128i t14 = _mm_mul_epi32(t13, t11);
            s_v_1 = _mm_add_epi64(s_v_1, t14);
            vcc_v2_uint t15 = i_v + (vcc_v2_uint){4294967292U, 4294967292U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t15;
            __m128i t16 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_4));
            vcc_v2_short t17 = vcc_load(vcc_v2_short, a + ((long)t1 + (i_vec + 4L) * -1L) + -1);
            vcc_v2_short a_v_2 = __builtin_shufflevector(t17, t17, 1, 0);
            __m128i t18 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)a_v_2));
            __m128i t19 = _mm_mul_epi32(t18, t16);
            s_v_2 = _mm_add_epi64(s_v_2, t19);
            vcc_v2_uint t20 = i_v + (vcc_v2_uint){4294967290U, 4294967290U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t20;
            __m128i t21 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_5));
            vcc_v2_short t22 = vcc_load(vcc_v2_short, a + ((long)t1 + (i_vec + 6L) * -1L) + -1);
            vcc_v2_short a_v_3 = __builtin_shufflevector(t22, t22, 1, 0);
            __m128i t23 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)a_v_3));
            __m128i t24 = _mm_mul_epi32(t23, t21);
            s_v_3 = _mm_add_epi64(s_v_3, t24);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){4294967288U, 4294967288U};
        } while (i_vec < t3);
        __m128i t25 = _mm_add_epi64(s_v, s_v_1);
        __m128i t26 = _mm_add_epi64(t25, s_v_2);
        __m128i t27 = _mm_add_epi64(t26, s_v_3);
        t1 = (int)((long)t1 + t3 * -1L);
        t28 = (long)vcc_sse_reduce_epi64(t27, _mm_add_epi64, unsigned long);
    } else {
        t28 = 0L;
    }
    long t29 = (long)t1 + 1L;
    if (t29 >= 2L) {
        long t30 = t29 & -2L;
        vcc_v2_int t31 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t32 = (vcc_v2_uint)t31;
        vcc_v2_uint i_v_1 = t32 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec_1 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reversed.c:13 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            __m128i t33 = _mm_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_6));
            vcc_v2_short t34 = vcc_load(vcc_v2_short, a + ((long)t1 + i_vec_1 * -1L) + -1);
            vcc_v2_short a_v_4 = __builtin_shufflevector(t34, t34, 1, 0);
            __m128i t35 = _mm_cvtepi16_epi64(_mm_cvtsi32_si128((int)a_v_4));
            __m128i t36 = _mm_mul_epi32(t35, t33);
            s_v_4 = _mm_add_epi64(s_v_4, t36);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){4294967294U, 4294967294U};
        } while (i_vec_1 < t30);
        i = (int)((long)t1 + t30 * -1L);
        s = (long)((unsigned long)t28 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        s = t28;
    }
    for (; i >= 0; i--) {
        long t37 = (long)i;
        s += (long)a[t37] * t37;
    }
    return s;
}

__attribute__((target("sse4.2"))) void reverse_store(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reversed.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128 t3 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            __m128 t4 = _mm_shuffle_ps(t3, t3, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)i_vec) + -3, t4);
            long t5 = i_vec + 4L;
            __m128 b_v_1 = _mm_loadu_ps(b + t5);
            __m128 t6 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            __m128 t7 = _mm_shuffle_ps(t6, t6, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t5) + -3, t7);
            long t8 = i_vec + 8L;
            __m128 b_v_2 = _mm_loadu_ps(b + t8);
            __m128 t9 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            __m128 t10 = _mm_shuffle_ps(t9, t9, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t8) + -3, t10);
            long t11 = i_vec + 12L;
            __m128 b_v_3 = _mm_loadu_ps(b + t11);
            __m128 t12 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            __m128 t13 = _mm_shuffle_ps(t12, t12, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t11) + -3, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reversed.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 b_v_4 = _mm_loadu_ps(b + t17);
            __m128 t18 = _mm_mul_ps(b_v_4, _mm_set1_ps(2.0f));
            __m128 t19 = _mm_shuffle_ps(t18, t18, 0x1b);
            _mm_storeu_ps(a + (n - 1 - (int)t17) + -3, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[i] * 2.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        short *s = new_array(n, 2);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        FILL(b, n, -1000, 2000);
        FILL(s, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        reverse_copy(n, a, b);
        reverse_store(n, fa, fb);
        printf("n=%d copy=%llx sum=%ld store=%llx\n", n, HASH(a, n), weighted_down(n, s), HASH(fa, n));
        free(a), free(b), free(s), free(fa), free(fb);
    }
    return 0;
}
