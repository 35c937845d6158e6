/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
int count_pos(int n, const int *restrict a, int *restrict flags) {
    int c;
    int t29;
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint c_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint c_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint c_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint c_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at count_pos.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i t4 = _mm_cmpgt_epi32(a_v, _mm_set1_epi32(3));
            __m128i t5 = (__m128i)__builtin_convertvector((vcc_m4)t4 & 1, vcc_v4_int);
            _mm_storeu_si128((__m128i *)(flags + i_vec), t5);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t3);
            __m128i t6 = _mm_cmpgt_epi32(a_v_1, _mm_set1_epi32(0));
            __m128i t7 = (__m128i)__builtin_convertvector((vcc_m4)t6 & 1, vcc_v4_int);
            c_v = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v, t7);
            long t8 = i_vec + 4L;
            const int *t9 = a + t8;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t10 = _mm_cmpgt_epi32(a_v_2, _mm_set1_epi32(3));
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            _mm_storeu_si128((__m128i *)(flags + t8), t11);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t9);
            __m128i t12 = _mm_cmpgt_epi32(a_v_3, _mm_set1_epi32(0));
            __m128i t13 = (__m128i)__builtin_convertvector((vcc_m4)t12 & 1, vcc_v4_int);
            c_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_1, t13);
            long t14 = i_vec + 8L;
            const int *t15 = a + t14;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t16 = _mm_cmpgt_epi32(a_v_4, _mm_set1_epi32(3));
            __m128i t17 = (__m128i)__builtin_convertvector((vcc_m4)t16 & 1, vcc_v4_int);
            _mm_storeu_si128((__m128i *)(flags + t14), t17);
            __m128i a_v_5 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t18 = _mm_cmpgt_epi32(a_v_5, _mm_set1_epi32(0));
            __m128i t19 = (__m128i)__builtin_convertvector((vcc_m4)t18 & 1, vcc_v4_int);
            c_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_2, t19);
            long t20 = i_vec + 12L;
            const int *t21 = a + t20;
            __m128i a_v_6 = _mm_loadu_si128((const __m128i *)t21);
            __m128i t22 = _mm_cmpgt_epi32(a_v_6, _mm_set1_epi32(3));
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            _mm_storeu_si128((__m128i *)(flags + t20), t23);
            __m128i a_v_7 = _mm_loadu_si128((const __m128i *)t21);
            __m128i t24 = _mm_cmpgt_epi32(a_v_7, _mm_set1_epi32(0));
            __m128i t25 = (__m128i)__builtin_convertvector((vcc_m4)t24 & 1, vcc_v4_int);
            c_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_3, t25);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t26 = _mm_add_epi32((__m128i)c_v, (__m128i)c_v_1);
        __m128i t27 = _mm_add_epi32(t26, (__m128i)c_v_2);
        __m128i t28 = _mm_add_epi32(t27, (__m128i)c_v_3);
        t29 = (int)t2;
        t30 = (int)vcc_sse_reduce_epi32(t28, _mm_add_epi32, unsigned int);
    } else {
        t29 = 0;
        t30 = 0;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint c_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at count_pos.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t29 + i_vec_1;
            const int *t34 = a + t33;
            __m128i a_v_8 = _mm_loadu_si128((const __m128i *)t34);
            __m128i t35 = _mm_cmpgt_epi32(a_v_8, _mm_set1_epi32(3));
            __m128i t36 = (__m128i)__builtin_convertvector((vcc_m4)t35 & 1, vcc_v4_int);
            _mm_storeu_si128((__m128i *)(flags + t33), t36);
            __m128i a_v_9 = _mm_loadu_si128((const __m128i *)t34);
            __m128i t37 = _mm_cmpgt_epi32(a_v_9, _mm_set1_epi32(0));
            __m128i t38 = (__m128i)__builtin_convertvector((vcc_m4)t37 & 1, vcc_v4_int);
            c_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)c_v_4, t38);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t29 + t32);
        c = (int)((unsigned int)t30 + vcc_sse_reduce_epi32((__m128i)c_v_4, _mm_add_epi32, unsigned int));
    } else {
        i = t29;
        c = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        const int *t40 = a + t39;
        flags[t39] = *t40 > 3;
        c += *t40 > 0;
    }
    return c;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 2, 4, 6));
    __m128i t5 = _mm_cmpgt_epi32(t4, _mm_set1_epi32(10));
    __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(11)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t4, t6);
    long i_vec = 0L;
    /* vcc: loop at count_pos.c:17 vectorized: VF 4, UF 4, the remainder at 18:16 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t7 = _mm_sub_epi32((__m128i)t1, _mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)&a[i_vec], t7);
        __m128i t8 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t9 = _mm_cmpgt_epi32(t8, _mm_set1_epi32(10));
        __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, _mm_set1_epi32(11)); });
        __m128i t11 = _mm_sub_epi32(t8, t10);
        __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t12);
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(5));
        __m128i t14 = _mm_cmpgt_epi32(t13, _mm_set1_epi32(10));
        __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, _mm_set1_epi32(11)); });
        __m128i t16 = _mm_sub_epi32(t13, t15);
        __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t17);
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(10));
        __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(11)); });
        __m128i t21 = _mm_sub_epi32(t18, t20);
        __m128i t22 = _mm_sub_epi32(t21, _mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t22);
        i_vec += 16L;
        __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(10));
        __m128i t24 = _mm_cmpgt_epi32(t23, _mm_set1_epi32(10));
        __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, _mm_set1_epi32(11)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t23, t25);
    } while (i_vec < 992L);
    __m128i t26 = _mm_set1_epi32(4);
    __m128i t27 = _mm_add_epi32(t26, _mm_setr_epi32(0, 2, 4, 6));
    __m128i t28 = _mm_cmpgt_epi32(t27, _mm_set1_epi32(10));
    __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(11)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t27, t29);
    long i_vec_1 = 0L;
    /* vcc: loop at count_pos.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t30 = _mm_sub_epi32((__m128i)t2, _mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)&a[992L + i_vec_1], t30);
        i_vec_1 += 4L;
        __m128i t31 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(8));
        __m128i t32 = _mm_cmpgt_epi32(t31, _mm_set1_epi32(10));
        __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, _mm_set1_epi32(11)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t31, t33);
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        a[i] = i * 13 % 11 - 5;
        i++;
    }
    unsigned int c = 0U;
    while ((unsigned long)c < 73UL) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_pos.c:21 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&flags[i_vec_2], _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&flags[i_vec_2 + 4L], _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&flags[i_vec_2 + 8L], _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)&flags[i_vec_2 + 12L], _mm_set1_epi32(7));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_pos.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_si128((__m128i *)&flags[992L + i_vec_3], _mm_set1_epi32(7));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        flags[1000] = 7;
        flags[1001] = 7;
        flags[1002] = 7;
        int r = count_pos(n, a, flags);
        int i_1 = 0;
        long check = 0L;
        while (i_1 < 1003) {
            check = check * 3L % 1000003L + (long)flags[i_1];
            i_1++;
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
        c++;
    }
    return 0;
}
