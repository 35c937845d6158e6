/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_min_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(a, b)); }
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
int min_of(int n, const int *a, int m) {
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int)_mm_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v4_int m_v_1 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_2 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_3 = (vcc_v4_int)(__m128i)m_v;
        /* vcc: loop at min_max.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m_v = (vcc_v4_int)vcc_sse2_min_epi32(a_v, (__m128i)m_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            m_v_1 = (vcc_v4_int)vcc_sse2_min_epi32(a_v_1, (__m128i)m_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            m_v_2 = (vcc_v4_int)vcc_sse2_min_epi32(a_v_2, (__m128i)m_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            m_v_3 = (vcc_v4_int)vcc_sse2_min_epi32(a_v_3, (__m128i)m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = vcc_sse2_min_epi32((__m128i)m_v, (__m128i)m_v_1);
        __m128i t4 = vcc_sse2_min_epi32(t3, (__m128i)m_v_2);
        __m128i t5 = vcc_sse2_min_epi32(t4, (__m128i)m_v_3);
        t6 = (int)t2;
        t7 = vcc_sse_reduce_epi32(t5, vcc_sse2_min_epi32, int);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        vcc_v4_int m_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:7 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v4_int)vcc_sse2_min_epi32(a_v_4, (__m128i)m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vcc_sse_reduce_epi32((__m128i)m_v_4, vcc_sse2_min_epi32, int);
    } else {
        i = t6;
        m_2 = t7;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 >= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

int max_of(int n, const int *a, int m) {
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int)_mm_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v4_int m_v_1 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_2 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_3 = (vcc_v4_int)(__m128i)m_v;
        /* vcc: loop at min_max.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m_v = (vcc_v4_int)vcc_sse2_max_epi32(a_v, (__m128i)m_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            m_v_1 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_1, (__m128i)m_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            m_v_2 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_2, (__m128i)m_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            m_v_3 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_3, (__m128i)m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = vcc_sse2_max_epi32((__m128i)m_v, (__m128i)m_v_1);
        __m128i t4 = vcc_sse2_max_epi32(t3, (__m128i)m_v_2);
        __m128i t5 = vcc_sse2_max_epi32(t4, (__m128i)m_v_3);
        t6 = (int)t2;
        t7 = vcc_sse_reduce_epi32(t5, vcc_sse2_max_epi32, int);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        vcc_v4_int m_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v4_int)vcc_sse2_max_epi32(a_v_4, (__m128i)m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vcc_sse_reduce_epi32((__m128i)m_v_4, vcc_sse2_max_epi32, int);
    } else {
        i = t6;
        m_2 = t7;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 <= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1910, 1817, 1724));
    __m128i t5 = _mm_cmpgt_epi32(t4, _mm_set1_epi32(2002));
    __m128i t6 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, _mm_set1_epi32(2003)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t4, t6);
    long i_vec = 0L;
    /* vcc: loop at min_max.c:21 vectorized: VF 4, UF 4, the remainder at 22:16 by 2003 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t7 = _mm_sub_epi32((__m128i)t1, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec], t7);
        __m128i t8 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1631));
        __m128i t9 = _mm_cmpgt_epi32(t8, _mm_set1_epi32(2002));
        __m128i t10 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t9, _mm_set1_epi32(2003)); });
        __m128i t11 = _mm_sub_epi32(t8, t10);
        __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t12);
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1259));
        __m128i t14 = _mm_cmpgt_epi32(t13, _mm_set1_epi32(2002));
        __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, _mm_set1_epi32(2003)); });
        __m128i t16 = _mm_sub_epi32(t13, t15);
        __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t17);
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(887));
        __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(2002));
        __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(2003)); });
        __m128i t21 = _mm_sub_epi32(t18, t20);
        __m128i t22 = _mm_sub_epi32(t21, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t22);
        i_vec += 16L;
        __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(515));
        __m128i t24 = _mm_cmpgt_epi32(t23, _mm_set1_epi32(2002));
        __m128i t25 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t24, _mm_set1_epi32(2003)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t23, t25);
    } while (i_vec < 992L);
    __m128i t26 = _mm_set1_epi32(1885);
    __m128i t27 = _mm_add_epi32(t26, _mm_setr_epi32(0, 1910, 1817, 1724));
    __m128i t28 = _mm_cmpgt_epi32(t27, _mm_set1_epi32(2002));
    __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(2003)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t27, t29);
    long i_vec_1 = 0L;
    /* vcc: loop at min_max.c:21 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        __m128i t30 = _mm_sub_epi32((__m128i)t2, _mm_set1_epi32(1000));
        _mm_storeu_si128((__m128i *)&a[992L + i_vec_1], t30);
        i_vec_1 += 4L;
        __m128i t31 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1631));
        __m128i t32 = _mm_cmpgt_epi32(t31, _mm_set1_epi32(2002));
        __m128i t33 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, _mm_set1_epi32(2003)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t31, t33);
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const int *t34 = a;
        int t35 = max_of(n, t34, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t34, 5), t35);
    }
    return 0;
}
