/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types (the
   minimum and maximum of chars and shorts in their own type: transform/shorten.rs). */
__attribute__((target("sse4.2"))) unsigned product_u32(int n, const unsigned *a) {
    unsigned int p;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint p_v = (vcc_v4_uint)_mm_set1_epi32(1);
        vcc_v4_uint p_v_1 = (vcc_v4_uint)_mm_set1_epi32(1);
        vcc_v4_uint p_v_2 = (vcc_v4_uint)_mm_set1_epi32(1);
        vcc_v4_uint p_v_3 = (vcc_v4_uint)_mm_set1_epi32(1);
        /* vcc: loop at reduce_int.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            p_v = (vcc_v4_uint)_mm_mullo_epi32((__m128i)p_v, a_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            p_v_1 = (vcc_v4_uint)_mm_mullo_epi32((__m128i)p_v_1, a_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            p_v_2 = (vcc_v4_uint)_mm_mullo_epi32((__m128i)p_v_2, a_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            p_v_3 = (vcc_v4_uint)_mm_mullo_epi32((__m128i)p_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_mullo_epi32((__m128i)p_v, (__m128i)p_v_1);
        __m128i t4 = _mm_mullo_epi32(t3, (__m128i)p_v_2);
        __m128i t5 = _mm_mullo_epi32(t4, (__m128i)p_v_3);
        t6 = (int)t2;
        t7 = 1U * vcc_sse_reduce_epi32(t5, _mm_mullo_epi32, unsigned int);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint p_v_4 = (vcc_v4_uint)_mm_set1_epi32(1);
        /* vcc: loop at reduce_int.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            p_v_4 = (vcc_v4_uint)_mm_mullo_epi32((__m128i)p_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        p = t7 * vcc_sse_reduce_epi32((__m128i)p_v_4, _mm_mullo_epi32, unsigned int);
    } else {
        i = t6;
        p = t7;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

__attribute__((target("sse4.2"))) int min_i32(int n, const int *a) {
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v4_int m_v = (vcc_v4_int)_mm_set1_epi32(1073741824);
        long i_vec = 0L;
        vcc_v4_int m_v_1 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_2 = (vcc_v4_int)(__m128i)m_v;
        vcc_v4_int m_v_3 = (vcc_v4_int)(__m128i)m_v;
        /* vcc: loop at reduce_int.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m_v = (vcc_v4_int)_mm_min_epi32(a_v, (__m128i)m_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            m_v_1 = (vcc_v4_int)_mm_min_epi32(a_v_1, (__m128i)m_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            m_v_2 = (vcc_v4_int)_mm_min_epi32(a_v_2, (__m128i)m_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            m_v_3 = (vcc_v4_int)_mm_min_epi32(a_v_3, (__m128i)m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t3 = _mm_min_epi32((__m128i)m_v, (__m128i)m_v_1);
        __m128i t4 = _mm_min_epi32(t3, (__m128i)m_v_2);
        __m128i t5 = _mm_min_epi32(t4, (__m128i)m_v_3);
        t6 = (int)t2;
        t7 = vcc_sse_reduce_epi32(t5, _mm_min_epi32, int);
    } else {
        t6 = 0;
        t7 = 1073741824;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        vcc_v4_int m_v_4 = (vcc_v4_int)_mm_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v4_int)_mm_min_epi32(a_v_4, (__m128i)m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_sse_reduce_epi32((__m128i)m_v_4, _mm_min_epi32, int);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

__attribute__((target("sse4.2"))) long max_i64(int n, const long *a) {
    long m;
    int t6;
    long t7;
    int i;
    long m_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i m_v = _mm_set1_epi64x((long long)-1L);
        long i_vec = 0L;
        __m128i m_v_1 = m_v;
        __m128i m_v_2 = m_v;
        __m128i m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m_v = _mm_blendv_epi8(m_v, a_v, _mm_cmpgt_epi64(a_v, m_v));
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 2L)));
            m_v_1 = _mm_blendv_epi8(m_v_1, a_v_1, _mm_cmpgt_epi64(a_v_1, m_v_1));
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            m_v_2 = _mm_blendv_epi8(m_v_2, a_v_2, _mm_cmpgt_epi64(a_v_2, m_v_2));
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 6L)));
            m_v_3 = _mm_blendv_epi8(m_v_3, a_v_3, _mm_cmpgt_epi64(a_v_3, m_v_3));
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t3 = _mm_blendv_epi8(m_v_1, m_v, _mm_cmpgt_epi64(m_v, m_v_1));
        __m128i t4 = _mm_blendv_epi8(m_v_2, t3, _mm_cmpgt_epi64(t3, m_v_2));
        __m128i t5 = _mm_blendv_epi8(m_v_3, t4, _mm_cmpgt_epi64(t4, m_v_3));
        t6 = (int)t2;
        t7 = vcc_reduce_max(long, (vcc_v2_long)t5);
    } else {
        t6 = 0;
        t7 = -1L;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        __m128i m_v_4 = _mm_set1_epi64x((long long)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = _mm_blendv_epi8(m_v_4, a_v_4, _mm_cmpgt_epi64(a_v_4, m_v_4));
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_reduce_max(long, (vcc_v2_long)m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

__attribute__((target("sse4.2"))) unsigned char max_u8(int n, const unsigned char *a) {
    unsigned char t1;
    int i;
    unsigned char m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_uchar m_v = (vcc_v16_uchar)_mm_set1_epi8((char)(unsigned char)0);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:30 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m_v = (vcc_v16_uchar)_mm_max_epu8(a_v, (__m128i)m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_sse_reduce_epi8((__m128i)m_v, _mm_max_epu8, unsigned char);
    } else {
        i = 0;
        m = (unsigned char)0;
    }
    for (; i < n; i++, m = t1) {
        t1 = a[i];
        if (t1 <= m) {
            t1 = m;
        }
    }
    return m;
}

__attribute__((target("sse4.2"))) short min_i16(int n, const short *a) {
    short t1;
    int t7;
    short t8;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v8_short m_v = (vcc_v8_short)_mm_set1_epi16((short)(short)32767);
        long i_vec = 0L;
        vcc_v8_short m_v_1 = (vcc_v8_short)(__m128i)m_v;
        vcc_v8_short m_v_2 = (vcc_v8_short)(__m128i)m_v;
        vcc_v8_short m_v_3 = (vcc_v8_short)(__m128i)m_v;
        /* vcc: loop at reduce_int.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            m_v = (vcc_v8_short)_mm_min_epi16(a_v, (__m128i)m_v);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            m_v_1 = (vcc_v8_short)_mm_min_epi16(a_v_1, (__m128i)m_v_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 16L)));
            m_v_2 = (vcc_v8_short)_mm_min_epi16(a_v_2, (__m128i)m_v_2);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 24L)));
            m_v_3 = (vcc_v8_short)_mm_min_epi16(a_v_3, (__m128i)m_v_3);
            i_vec += 32L;
        } while (i_vec < t3);
        __m128i t4 = _mm_min_epi16((__m128i)m_v, (__m128i)m_v_1);
        __m128i t5 = _mm_min_epi16(t4, (__m128i)m_v_2);
        __m128i t6 = _mm_min_epi16(t5, (__m128i)m_v_3);
        t7 = (int)t3;
        t8 = vcc_sse_reduce_epi16(t6, _mm_min_epi16, short);
    } else {
        t7 = 0;
        t8 = (short)32767;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        vcc_v8_short m_v_4 = (vcc_v8_short)_mm_set1_epi16((short)t8);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t7 + i_vec_1)));
            m_v_4 = (vcc_v8_short)_mm_min_epi16(a_v_4, (__m128i)m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t7 + t10);
        m = vcc_sse_reduce_epi16((__m128i)m_v_4, _mm_min_epi16, short);
    } else {
        i = t7;
        m = t8;
    }
    for (; i < n; i++, m = t1) {
        t1 = a[i];
        if (t1 >= m) {
            t1 = m;
        }
    }
    return m;
}

__attribute__((target("sse4.2"))) unsigned and_u32(int n, const unsigned *a) {
    unsigned int x;
    int t10;
    unsigned int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_uint x_v = (vcc_v4_uint)_mm_set1_epi32(-1);
        vcc_v4_uint x_v_1 = (vcc_v4_uint)_mm_set1_epi32(-1);
        vcc_v4_uint x_v_2 = (vcc_v4_uint)_mm_set1_epi32(-1);
        vcc_v4_uint x_v_3 = (vcc_v4_uint)_mm_set1_epi32(-1);
        /* vcc: loop at reduce_int.c:44 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_or_si128(a_v, _mm_set1_epi32(16843009));
            x_v = (vcc_v4_uint)_mm_and_si128((__m128i)x_v, t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t4 = _mm_or_si128(a_v_1, _mm_set1_epi32(16843009));
            x_v_1 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_1, t4);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t5 = _mm_or_si128(a_v_2, _mm_set1_epi32(16843009));
            x_v_2 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_2, t5);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t6 = _mm_or_si128(a_v_3, _mm_set1_epi32(16843009));
            x_v_3 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t7 = _mm_and_si128((__m128i)x_v, (__m128i)x_v_1);
        __m128i t8 = _mm_and_si128(t7, (__m128i)x_v_2);
        __m128i t9 = _mm_and_si128(t8, (__m128i)x_v_3);
        t10 = (int)t2;
        t11 = 4294967295U & vcc_sse_reduce_epi32(t9, _mm_and_si128, unsigned int);
    } else {
        t10 = 0;
        t11 = 4294967295U;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_uint x_v_4 = (vcc_v4_uint)_mm_set1_epi32(-1);
        /* vcc: loop at reduce_int.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m128i t14 = _mm_or_si128(a_v_4, _mm_set1_epi32(16843009));
            x_v_4 = (vcc_v4_uint)_mm_and_si128((__m128i)x_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        x = t11 & vcc_sse_reduce_epi32((__m128i)x_v_4, _mm_and_si128, unsigned int);
    } else {
        i = t10;
        x = t11;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

__attribute__((target("sse4.2"))) uint64_t or_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t14;
    unsigned long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        __m128i x_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i x_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i x_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i x_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reduce_int.c:51 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_and_si128(a_v, ((__m128i)(vcc_v2_ulong){31UL, 31UL}));
            __m128i t4 = (__m128i)((vcc_v2_ulong)a_v << (vcc_v2_ulong)t3);
            x_v = _mm_or_si128(x_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 2L)));
            __m128i t5 = _mm_and_si128(a_v_1, ((__m128i)(vcc_v2_ulong){31UL, 31UL}));
            __m128i t6 = (__m128i)((vcc_v2_ulong)a_v_1 << (vcc_v2_ulong)t5);
            x_v_1 = _mm_or_si128(x_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t7 = _mm_and_si128(a_v_2, ((__m128i)(vcc_v2_ulong){31UL, 31UL}));
            __m128i t8 = (__m128i)((vcc_v2_ulong)a_v_2 << (vcc_v2_ulong)t7);
            x_v_2 = _mm_or_si128(x_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 6L)));
            __m128i t9 = _mm_and_si128(a_v_3, ((__m128i)(vcc_v2_ulong){31UL, 31UL}));
            __m128i t10 = (__m128i)((vcc_v2_ulong)a_v_3 << (vcc_v2_ulong)t9);
            x_v_3 = _mm_or_si128(x_v_3, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        __m128i t11 = _mm_or_si128(x_v, x_v_1);
        __m128i t12 = _mm_or_si128(t11, x_v_2);
        __m128i t13 = _mm_or_si128(t12, x_v_3);
        t14 = (int)t2;
        t15 = 0UL | vcc_sse_reduce_epi64(t13, _mm_or_si128, unsigned long);
    } else {
        t14 = 0;
        t15 = 0UL;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        long i_vec_1 = 0L;
        __m128i x_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at reduce_int.c:51 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t14 + i_vec_1)));
            __m128i t18 = _mm_and_si128(a_v_4, ((__m128i)(vcc_v2_ulong){31UL, 31UL}));
            __m128i t19 = (__m128i)((vcc_v2_ulong)a_v_4 << (vcc_v2_ulong)t18);
            x_v_4 = _mm_or_si128(x_v_4, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        x = t15 | vcc_sse_reduce_epi64(x_v_4, _mm_or_si128, unsigned long);
    } else {
        i = t14;
        x = t15;
    }
    for (; i < n; i++) {
        unsigned long t20 = a[i];
        x |= t20 << (t20 & 31UL);
    }
    return x;
}

__attribute__((target("sse4.2"))) int xor_i32(int n, const int *a) {
    int x;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v4_int x_v = (vcc_v4_int)_mm_set1_epi32(0);
        vcc_v4_int x_v_1 = (vcc_v4_int)_mm_set1_epi32(0);
        vcc_v4_int x_v_2 = (vcc_v4_int)_mm_set1_epi32(0);
        vcc_v4_int x_v_3 = (vcc_v4_int)_mm_set1_epi32(0);
        /* vcc: loop at reduce_int.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_mullo_epi32(a_v, _mm_set1_epi32(5));
            x_v = (vcc_v4_int)_mm_xor_si128((__m128i)x_v, t3);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 4L)));
            __m128i t4 = _mm_mullo_epi32(a_v_1, _mm_set1_epi32(5));
            x_v_1 = (vcc_v4_int)_mm_xor_si128((__m128i)x_v_1, t4);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t5 = _mm_mullo_epi32(a_v_2, _mm_set1_epi32(5));
            x_v_2 = (vcc_v4_int)_mm_xor_si128((__m128i)x_v_2, t5);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 12L)));
            __m128i t6 = _mm_mullo_epi32(a_v_3, _mm_set1_epi32(5));
            x_v_3 = (vcc_v4_int)_mm_xor_si128((__m128i)x_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t7 = _mm_xor_si128((__m128i)x_v, (__m128i)x_v_1);
        __m128i t8 = _mm_xor_si128(t7, (__m128i)x_v_2);
        __m128i t9 = _mm_xor_si128(t8, (__m128i)x_v_3);
        t10 = (int)t2;
        t11 = 0 ^ vcc_sse_reduce_epi32(t9, _mm_xor_si128, int);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        vcc_v4_int x_v_4 = (vcc_v4_int)_mm_set1_epi32(0);
        /* vcc: loop at reduce_int.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m128i t14 = _mm_mullo_epi32(a_v_4, _mm_set1_epi32(5));
            x_v_4 = (vcc_v4_int)_mm_xor_si128((__m128i)x_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        x = t11 ^ vcc_sse_reduce_epi32((__m128i)x_v_4, _mm_xor_si128, int);
    } else {
        i = t10;
        x = t11;
    }
    for (; i < n; i++) {
        x ^= a[i] * 5;
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned *u = new_array(n, 4);
        int *s = new_array(n, 4);
        long *l = new_array(n, 8);
        unsigned char *c = new_array(n, 1);
        short *h = new_array(n, 2);
        uint64_t *w = new_array(n, 8);
        FILL(u, n, 0, 1 << 30);
        FILL(s, n, -100000, 200000);
        FILL(l, n, -100000, 200000);
        FILL(c, n, 0, 200);
        FILL(h, n, -30000, 60000);
        FILL(w, n, 0, 1 << 20);
        printf("n=%d prod=%u min=%d max=%ld maxu8=%d min16=%d and=%x or=%llx xor=%d\n", n, product_u32(n, u), min_i32(n, s),
               max_i64(n, l), max_u8(n, c), min_i16(n, h), and_u32(n, u), (unsigned long long)or_u64(n, w), xor_i32(n, s));
        free(u), free(s), free(l), free(c), free(h), free(w);
    }
    return 0;
}
