/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
__attribute__((target("sse4.2"))) void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_xor_si128(a_v, b_v);
            __m128i t4 = _mm_and_si128(t3, _mm_set1_epi32(-16711936));
            __m128i t5 = _mm_slli_epi32(a_v, 5);
            __m128i t6 = _mm_or_si128(t4, t5);
            __m128i t7 = _mm_srli_epi32(b_v, 27);
            __m128i t8 = _mm_or_si128(t6, t7);
            _mm_storeu_si128((__m128i *)(c + i_vec), t8);
            long t9 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t9));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t9));
            __m128i t10 = _mm_xor_si128(a_v_1, b_v_1);
            __m128i t11 = _mm_and_si128(t10, _mm_set1_epi32(-16711936));
            __m128i t12 = _mm_slli_epi32(a_v_1, 5);
            __m128i t13 = _mm_or_si128(t11, t12);
            __m128i t14 = _mm_srli_epi32(b_v_1, 27);
            __m128i t15 = _mm_or_si128(t13, t14);
            _mm_storeu_si128((__m128i *)(c + t9), t15);
            long t16 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t16));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t16));
            __m128i t17 = _mm_xor_si128(a_v_2, b_v_2);
            __m128i t18 = _mm_and_si128(t17, _mm_set1_epi32(-16711936));
            __m128i t19 = _mm_slli_epi32(a_v_2, 5);
            __m128i t20 = _mm_or_si128(t18, t19);
            __m128i t21 = _mm_srli_epi32(b_v_2, 27);
            __m128i t22 = _mm_or_si128(t20, t21);
            _mm_storeu_si128((__m128i *)(c + t16), t22);
            long t23 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t23));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t23));
            __m128i t24 = _mm_xor_si128(a_v_3, b_v_3);
            __m128i t25 = _mm_and_si128(t24, _mm_set1_epi32(-16711936));
            __m128i t26 = _mm_slli_epi32(a_v_3, 5);
            __m128i t27 = _mm_or_si128(t25, t26);
            __m128i t28 = _mm_srli_epi32(b_v_3, 27);
            __m128i t29 = _mm_or_si128(t27, t28);
            _mm_storeu_si128((__m128i *)(c + t23), t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at int32_ops.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t33));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t33));
            __m128i t34 = _mm_xor_si128(a_v_4, b_v_4);
            __m128i t35 = _mm_and_si128(t34, _mm_set1_epi32(-16711936));
            __m128i t36 = _mm_slli_epi32(a_v_4, 5);
            __m128i t37 = _mm_or_si128(t35, t36);
            __m128i t38 = _mm_srli_epi32(b_v_4, 27);
            __m128i t39 = _mm_or_si128(t37, t38);
            _mm_storeu_si128((__m128i *)(c + t33), t39);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        unsigned int t41 = a[t40];
        unsigned int t42 = b[t40];
        c[t40] = ((t41 ^ t42) & 4278255360U) | (t41 << 5) | (t42 >> 27);
    }
}

__attribute__((target("sse4.2"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at int32_ops.c:12 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_mullo_epi32(a_v, _mm_set1_epi32(7));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_sub_epi32(t3, b_v);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t6 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t7 = _mm_sub_epi32(t6, b_v_1);
            _mm_storeu_si128((__m128i *)(c + t5), t7);
            long t8 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i t9 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(7));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t10 = _mm_sub_epi32(t9, b_v_2);
            _mm_storeu_si128((__m128i *)(c + t8), t10);
            long t11 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i t12 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(7));
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t13 = _mm_sub_epi32(t12, b_v_3);
            _mm_storeu_si128((__m128i *)(c + t11), t13);
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
        /* vcc: loop at int32_ops.c:12 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i t18 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(7));
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t19 = _mm_sub_epi32(t18, b_v_4);
            _mm_storeu_si128((__m128i *)(c + t17), t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = a[t20] * 7 - b[t20];
    }
}

__attribute__((target("sse4.2"))) unsigned sum_u32(int n, const unsigned *a) {
    unsigned int s;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
        vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at int32_ops.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
        __m128i t4 = _mm_add_epi32(t3, (__m128i)s_v_2);
        __m128i t5 = _mm_add_epi32(t4, (__m128i)s_v_3);
        t6 = (int)t2;
        t7 = 1U + vcc_sse_reduce_epi32(t5, _mm_add_epi32, unsigned int);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at int32_ops.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = t7 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int);
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("sse4.2"))) int main(void) {
    int n;
    int t1;
    int t12;
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
        unsigned int *a = (unsigned int *)new_array(n, 4UL);
        unsigned int *b = (unsigned int *)new_array(n, 4UL);
        unsigned int *c = (unsigned int *)new_array(n, 4UL);
        int *sa = (int *)new_array(n, 4UL);
        int *sb = (int *)new_array(n, 4UL);
        int *sc = (int *)new_array(n, 4UL);
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(int)(next_rand() % 2147483647U);
        }
        long t2 = (long)n;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at int32_ops.c:30 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                unsigned int *t4 = a + i_vec;
                __m128i a_v = _mm_loadu_si128((const __m128i *)t4);
                __m128i t5 = _mm_mullo_epi32(a_v, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)t4, t5);
                unsigned int *t6 = a + (i_vec + 4L);
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t6);
                __m128i t7 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)t6, t7);
                unsigned int *t8 = a + (i_vec + 8L);
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t8);
                __m128i t9 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)t8, t9);
                unsigned int *t10 = a + (i_vec + 12L);
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t10);
                __m128i t11 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)t10, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)n + (long)t12 * -1L;
        if (t13 >= 4L) {
            long t14 = t13 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at int32_ops.c:30 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                unsigned int *t15 = a + ((long)t12 + i_vec_1);
                __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t15);
                __m128i t16 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)t15, t16);
                i_vec_1 += 4L;
            } while (i_vec_1 < t14);
            i = (int)((long)t12 + t14);
        } else {
            i = t12;
        }
        for (; i < n; i++) {
            unsigned int *t17 = a + i;
            *t17 = *t17 * 3U;
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)(next_rand() % 200000U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)(next_rand() % 200000U);
        }
        const unsigned int *t18 = a;
        bits_u32(n, c, t18, b);
        mulsub_i32(n, sc, sa, sb);
        unsigned int t19 = sum_u32(n, t18);
        unsigned long t20 = (unsigned long)n * 4UL;
        unsigned long t21 = hash_bytes((const void *)sc, t20);
        printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)hash_bytes((const void *)c, t20), (unsigned long long)t21, t19);
        free((void *)a);
        free((void *)b);
        free((void *)c);
        free((void *)sa);
        free((void *)sb);
        free((void *)sc);
    }
}
