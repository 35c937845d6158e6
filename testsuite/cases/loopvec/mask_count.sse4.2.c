/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Comparisons used as numbers (loopvec/mask_arith.rs): C's `a < b` is 0 or 1, a vector
   comparison's lanes 0 or -1, so a converted comparison added is the mask subtracted, and a
   count `if (c) cnt++` is the accumulator minus the mask. Inputs repeat values so that every
   comparison is true and false in some lanes, and include NaNs for the float sign. Integer
   reductions that subtract (`cnt--`, `s -= x`, legal/reduction.rs) are sums whose lanes keep
   their partial differences. */

/* The sign of a float comparison: (a > b) - (a < b), 0 where either is NaN. */
__attribute__((target("sse4.2"))) void sign_f32(int n, int *restrict out, const float *restrict a, const float *restrict b) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 a_v = _mm_loadu_ps(a + i_vec);
            __m128 b_v = _mm_loadu_ps(b + i_vec);
            __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(a_v, b_v));
            __m128i t4 = _mm_castps_si128(_mm_cmplt_ps(a_v, b_v));
            __m128i t5 = t4;
            __m128i t6 = t3;
            __m128i t7 = _mm_sub_epi32(t5, t6);
            _mm_storeu_si128((__m128i *)(out + i_vec), t7);
            long t8 = i_vec + 4L;
            __m128 a_v_1 = _mm_loadu_ps(a + t8);
            __m128 b_v_1 = _mm_loadu_ps(b + t8);
            __m128i t9 = _mm_castps_si128(_mm_cmpgt_ps(a_v_1, b_v_1));
            __m128i t10 = _mm_castps_si128(_mm_cmplt_ps(a_v_1, b_v_1));
            __m128i t11 = t10;
            __m128i t12 = t9;
            __m128i t13 = _mm_sub_epi32(t11, t12);
            _mm_storeu_si128((__m128i *)(out + t8), t13);
            long t14 = i_vec + 8L;
            __m128 a_v_2 = _mm_loadu_ps(a + t14);
            __m128 b_v_2 = _mm_loadu_ps(b + t14);
            __m128i t15 = _mm_castps_si128(_mm_cmpgt_ps(a_v_2, b_v_2));
            __m128i t16 = _mm_castps_si128(_mm_cmplt_ps(a_v_2, b_v_2));
            __m128i t17 = t16;
            __m128i t18 = t15;
            __m128i t19 = _mm_sub_epi32(t17, t18);
            _mm_storeu_si128((__m128i *)(out + t14), t19);
            long t20 = i_vec + 12L;
            __m128 a_v_3 = _mm_loadu_ps(a + t20);
            __m128 b_v_3 = _mm_loadu_ps(b + t20);
            __m128i t21 = _mm_castps_si128(_mm_cmpgt_ps(a_v_3, b_v_3));
            __m128i t22 = _mm_castps_si128(_mm_cmplt_ps(a_v_3, b_v_3));
            __m128i t23 = t22;
            __m128i t24 = t21;
            __m128i t25 = _mm_sub_epi32(t23, t24);
            _mm_storeu_si128((__m128i *)(out + t20), t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            __m128 a_v_4 = _mm_loadu_ps(a + t29);
            __m128 b_v_4 = _mm_loadu_ps(b + t29);
            __m128i t30 = _mm_castps_si128(_mm_cmpgt_ps(a_v_4, b_v_4));
            __m128i t31 = _mm_castps_si128(_mm_cmplt_ps(a_v_4, b_v_4));
            __m128i t32 = t31;
            __m128i t33 = t30;
            __m128i t34 = _mm_sub_epi32(t32, t33);
            _mm_storeu_si128((__m128i *)(out + t29), t34);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = a[t35];
        float t37 = b[t35];
        out[t35] = (t36 > t37) - (t36 < t37);
    }
}

/* A comparison added to and subtracted from ints, on each side. */
__attribute__((target("sse4.2"))) void add_sub_cmp(int n, int *restrict out, const int *restrict a, const int *restrict b) {
    int t42;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at mask_count.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_cmpeq_epi32(a_v, b_v);
            __m128i t4 = t3;
            __m128i t5 = _mm_sub_epi32(a_v, t4);
            __m128i t6 = _mm_cmpgt_epi32(b_v, a_v);
            __m128i t7 = t6;
            __m128i t8 = _mm_add_epi32(t5, t7);
            __m128i t9 = vcc_sse_not(_mm_cmpgt_epi32(b_v, _mm_set1_epi32(3)));
            __m128i t10 = t9;
            __m128i t11 = _mm_add_epi32(t8, t10);
            _mm_storeu_si128((__m128i *)(out + i_vec), t11);
            long t12 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m128i t13 = _mm_cmpeq_epi32(a_v_1, b_v_1);
            __m128i t14 = t13;
            __m128i t15 = _mm_sub_epi32(a_v_1, t14);
            __m128i t16 = _mm_cmpgt_epi32(b_v_1, a_v_1);
            __m128i t17 = t16;
            __m128i t18 = _mm_add_epi32(t15, t17);
            __m128i t19 = vcc_sse_not(_mm_cmpgt_epi32(b_v_1, _mm_set1_epi32(3)));
            __m128i t20 = t19;
            __m128i t21 = _mm_add_epi32(t18, t20);
            _mm_storeu_si128((__m128i *)(out + t12), t21);
            long t22 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t22));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t22));
            __m128i t23 = _mm_cmpeq_epi32(a_v_2, b_v_2);
            __m128i t24 = t23;
            __m128i t25 = _mm_sub_epi32(a_v_2, t24);
            __m128i t26 = _mm_cmpgt_epi32(b_v_2, a_v_2);
            __m128i t27 = t26;
            __m128i t28 = _mm_add_epi32(t25, t27);
            __m128i t29 = vcc_sse_not(_mm_cmpgt_epi32(b_v_2, _mm_set1_epi32(3)));
            __m128i t30 = t29;
            __m128i t31 = _mm_add_epi32(t28, t30);
            _mm_storeu_si128((__m128i *)(out + t22), t31);
            long t32 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t32));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t32));
            __m128i t33 = _mm_cmpeq_epi32(a_v_3, b_v_3);
            __m128i t34 = t33;
            __m128i t35 = _mm_sub_epi32(a_v_3, t34);
            __m128i t36 = _mm_cmpgt_epi32(b_v_3, a_v_3);
            __m128i t37 = t36;
            __m128i t38 = _mm_add_epi32(t35, t37);
            __m128i t39 = vcc_sse_not(_mm_cmpgt_epi32(b_v_3, _mm_set1_epi32(3)));
            __m128i t40 = t39;
            __m128i t41 = _mm_add_epi32(t38, t40);
            _mm_storeu_si128((__m128i *)(out + t32), t41);
            i_vec += 16L;
        } while (i_vec < t2);
        t42 = (int)t2;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if (t43 >= 4L) {
        long t44 = t43 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_count.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t45 = (long)t42 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t45));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t45));
            __m128i t46 = _mm_cmpeq_epi32(a_v_4, b_v_4);
            __m128i t47 = t46;
            __m128i t48 = _mm_sub_epi32(a_v_4, t47);
            __m128i t49 = _mm_cmpgt_epi32(b_v_4, a_v_4);
            __m128i t50 = t49;
            __m128i t51 = _mm_add_epi32(t48, t50);
            __m128i t52 = vcc_sse_not(_mm_cmpgt_epi32(b_v_4, _mm_set1_epi32(3)));
            __m128i t53 = t52;
            __m128i t54 = _mm_add_epi32(t51, t53);
            _mm_storeu_si128((__m128i *)(out + t45), t54);
            i_vec_1 += 4L;
        } while (i_vec_1 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        long t55 = (long)i;
        int t56 = a[t55];
        int t57 = b[t55];
        out[t55] = (t56 == t57) + t56 - (t56 < t57) - (t57 <= 3);
    }
}

/* A count of equal ints, and of bytes with a value, as `if (c) cnt++`. */
__attribute__((target("sse4.2"))) int count_eq(int n, const int *a, int k) {
    int t14;
    int t15;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v4_uint cnt_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpeq_epi32(a_v, k_v);
            __m128i t4 = t3;
            cnt_v = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_cmpeq_epi32(a_v_1, k_v);
            __m128i t6 = t5;
            cnt_v_1 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_cmpeq_epi32(a_v_2, k_v);
            __m128i t8 = t7;
            cnt_v_2 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_cmpeq_epi32(a_v_3, k_v);
            __m128i t10 = t9;
            cnt_v_3 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi32((__m128i)cnt_v, (__m128i)cnt_v_1);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)cnt_v_2);
        __m128i t13 = _mm_add_epi32(t12, (__m128i)cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        long i_vec_1 = 0L;
        vcc_v4_uint cnt_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_cmpeq_epi32(a_v_4, k_v_1);
            __m128i t19 = t18;
            cnt_v_4 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        cnt = (int)((unsigned int)t15 + vcc_sse_reduce_epi32((__m128i)cnt_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t14;
        cnt = t15;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] == k) {
            cnt_1 = cnt + 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

__attribute__((target("sse4.2"))) unsigned count_u8(int n, const uint8_t *p) {
    int t14;
    unsigned int t15;
    int i;
    unsigned int cnt;
    unsigned int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint cnt_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_uchar p_v = vcc_load(vcc_v4_uchar, p + i_vec);
            __m128i t3 = (__m128i)__builtin_convertvector(p_v == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            __m128i t4 = t3;
            cnt_v = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v, t4);
            vcc_v4_uchar p_v_1 = vcc_load(vcc_v4_uchar, p + (i_vec + 4L));
            __m128i t5 = (__m128i)__builtin_convertvector(p_v_1 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            __m128i t6 = t5;
            cnt_v_1 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_1, t6);
            vcc_v4_uchar p_v_2 = vcc_load(vcc_v4_uchar, p + (i_vec + 8L));
            __m128i t7 = (__m128i)__builtin_convertvector(p_v_2 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            __m128i t8 = t7;
            cnt_v_2 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_2, t8);
            vcc_v4_uchar p_v_3 = vcc_load(vcc_v4_uchar, p + (i_vec + 12L));
            __m128i t9 = (__m128i)__builtin_convertvector(p_v_3 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            __m128i t10 = t9;
            cnt_v_3 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi32((__m128i)cnt_v, (__m128i)cnt_v_1);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)cnt_v_2);
        __m128i t13 = _mm_add_epi32(t12, (__m128i)cnt_v_3);
        t14 = (int)t2;
        t15 = 7U + vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
    } else {
        t14 = 0;
        t15 = 7U;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint cnt_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_uchar p_v_4 = vcc_load(vcc_v4_uchar, p + ((long)t14 + i_vec_1));
            __m128i t18 = (__m128i)__builtin_convertvector(p_v_4 == (vcc_v4_uchar){(unsigned char)42, (unsigned char)42, (unsigned char)42, (unsigned char)42}, vcc_m4);
            __m128i t19 = t18;
            cnt_v_4 = (vcc_v4_uint)_mm_sub_epi32((__m128i)cnt_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        cnt = t15 + vcc_sse_reduce_epi32((__m128i)cnt_v_4, _mm_add_epi32, unsigned int);
    } else {
        i = t14;
        cnt = t15;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if ((int)p[i] == 42) {
            cnt_1 = cnt + 1U;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* A count down, and a step of 2 that stays a blend. */
__attribute__((target("sse4.2"))) int count_down(int n, const int *a) {
    int t14;
    int t15;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint cnt_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(2));
            __m128i t4 = t3;
            cnt_v = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(2));
            __m128i t6 = t5;
            cnt_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(2));
            __m128i t8 = t7;
            cnt_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(2));
            __m128i t10 = t9;
            cnt_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi32((__m128i)cnt_v, (__m128i)cnt_v_1);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)cnt_v_2);
        __m128i t13 = _mm_add_epi32(t12, (__m128i)cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint cnt_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(2));
            __m128i t19 = t18;
            cnt_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        cnt = (int)((unsigned int)t15 + vcc_sse_reduce_epi32((__m128i)cnt_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t14;
        cnt = t15;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] > 2) {
            cnt_1 = cnt - 1;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

__attribute__((target("sse4.2"))) int count_by_two(int n, const int *a) {
    int t14;
    int t15;
    int i;
    int cnt;
    int cnt_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint cnt_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint cnt_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_cmpgt_epi32(_mm_set1_epi32(2), a_v);
            __m128i t4 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t3, _mm_set1_epi32(2)); });
            cnt_v = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(2), a_v_1);
            __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(2)); });
            cnt_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t7 = _mm_cmpgt_epi32(_mm_set1_epi32(2), a_v_2);
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t7, _mm_set1_epi32(2)); });
            cnt_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t9 = _mm_cmpgt_epi32(_mm_set1_epi32(2), a_v_3);
            __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, _mm_set1_epi32(2)); });
            cnt_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi32((__m128i)cnt_v, (__m128i)cnt_v_1);
        __m128i t12 = _mm_add_epi32(t11, (__m128i)cnt_v_2);
        __m128i t13 = _mm_add_epi32(t12, (__m128i)cnt_v_3);
        t14 = (int)t2;
        t15 = (int)vcc_sse_reduce_epi32(t13, _mm_add_epi32, unsigned int);
    } else {
        t14 = 0;
        t15 = 0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 4L) {
        long t17 = t16 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint cnt_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_cmpgt_epi32(_mm_set1_epi32(2), a_v_4);
            __m128i t19 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t18, _mm_set1_epi32(2)); });
            cnt_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)cnt_v_4, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        cnt = (int)((unsigned int)t15 + vcc_sse_reduce_epi32((__m128i)cnt_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t14;
        cnt = t15;
    }
    for (; i < n; i++, cnt = cnt_1) {
        if (a[i] < 2) {
            cnt_1 = cnt + 2;
        } else {
            cnt_1 = cnt;
        }
    }
    return cnt;
}

/* Integer sums that subtract: wrapping alike in every order. Must stay scalar: `s = x - s`
   alternates the sign of what came before. */
__attribute__((target("sse4.2"))) unsigned sub_sum(int n, const int *a) {
    unsigned int s;
    int t10;
    unsigned int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_mullo_epi32(a_v, _mm_set1_epi32(3));
            s_v = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v, t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t4 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(3));
            s_v_1 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_1, t4);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t5 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(3));
            s_v_2 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_2, t5);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t6 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(3));
            s_v_3 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t8 = _mm_add_epi32(t7, (__m128i)s_v_2);
        __m128i t9 = _mm_add_epi32(t8, (__m128i)s_v_3);
        t10 = (int)t2;
        t11 = 100U + vcc_sse_reduce_epi32(t9, _mm_add_epi32, unsigned int);
    } else {
        t10 = 0;
        t11 = 100U;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m128i t14 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(3));
            s_v_4 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = t11 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int);
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s -= (unsigned int)a[i] * 3U;
    }
    return s;
}

__attribute__((target("sse4.2"))) int sub_add(int n, const int *a, const int *b) {
    int s;
    int t17;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:68 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_slli_epi32(b_v, 1);
            __m128i t4 = _mm_sub_epi32(a_v, t3);
            s_v = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v, t4);
            long t5 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t6 = _mm_slli_epi32(b_v_1, 1);
            __m128i t7 = _mm_sub_epi32(a_v_1, t6);
            s_v_1 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_1, t7);
            long t8 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t9 = _mm_slli_epi32(b_v_2, 1);
            __m128i t10 = _mm_sub_epi32(a_v_2, t9);
            s_v_2 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_2, t10);
            long t11 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t12 = _mm_slli_epi32(b_v_3, 1);
            __m128i t13 = _mm_sub_epi32(a_v_3, t12);
            s_v_3 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_3, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t14 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t15 = _mm_add_epi32(t14, (__m128i)s_v_2);
        __m128i t16 = _mm_add_epi32(t15, (__m128i)s_v_3);
        t17 = (int)t2;
        t18 = (int)vcc_sse_reduce_epi32(t16, _mm_add_epi32, unsigned int);
    } else {
        t17 = 0;
        t18 = 0;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at mask_count.c:68 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t17 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t21));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m128i t22 = _mm_slli_epi32(b_v_4, 1);
            __m128i t23 = _mm_sub_epi32(a_v_4, t22);
            s_v_4 = (vcc_v4_uint)_mm_sub_epi32((__m128i)s_v_4, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t17 + t20);
        s = (int)((unsigned int)t18 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        s -= a[t24] - (b[t24] << 1);
    }
    return s;
}

int alternating(int n, const int *a) {
    int s = 1;
    for (int i = 0; i < n; i++)
        s = a[i] - s;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n, sizeof(float)), *b = new_array(n, sizeof(float));
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *out = new_array(n, sizeof(int));
        uint8_t *p = new_array(n, 1);
        FILL(a, n, -3, 7);
        FILL(b, n, -3, 7);
        FILL(x, n, 0, 5);
        FILL(y, n, 0, 5);
        FILL(p, n, 40, 4);
        if (n > 1) a[1] = __builtin_nanf("");
        if (n > 2) b[n - 1] = __builtin_nanf("");
        printf("n=%d", n);
        sign_f32(n, out, a, b);
        printf(" sign=%llx", HASH(out, n));
        add_sub_cmp(n, out, x, y);
        printf(" addsub=%llx", HASH(out, n));
        printf(" eq=%d u8=%u down=%d two=%d\n", count_eq(n, x, 3), count_u8(n, p), count_down(n, x),
               count_by_two(n, y));
        printf("n=%d sub=%u subadd=%d alt=%d\n", n, sub_sum(n, x), sub_add(n, x, y), alternating(n, y));
        free(a), free(b), free(x), free(y), free(out), free(p);
    }
    return 0;
}
