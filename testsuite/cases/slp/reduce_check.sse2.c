/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

/* Horizontal reductions behind a run-time overlap check: the loads of `a` that come before
   the store through `out` are moved after it, so the block runs in two copies (the vector one
   when `out` is not among those elements) joined in a block that holds the return, or the
   jump to the loop's next iteration. The reduction's value is passed from the vector copy to
   that block. Each kernel is called with `out` inside the elements it reads (the scalar copy
   must run) and apart from them. (`rows`'s loop is also vectorized by the loop vectorizer,
   behind its own overlap check; the tree is in the scalar loop that check falls back to.)
   On 16-byte targets `weighted`'s four lanes do not pay for the check. */
/* vcc-test: expect-slp 2 sse4.2=1 */
#include <stdio.h>

int weighted(const int *a, int *out) {
    int s = a[0] * 3 + a[1] * 5;
    *out = 5;
    return s + a[2] * 7 + a[3] * 9 + a[4] * 11 + a[5] * 13 + a[6] * 15 + a[7] * 17;
}

unsigned rows(const int *a, int *out, int n) {
    int i;
    unsigned int s;
    int *out_1;
    unsigned int s_1;
    int *out_2;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 4L) & (((t2 + (unsigned long)(32L + (t1 - 1L) * 32L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -4L;
        __m128i t5 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
        /* vcc: loop at reduce_check.c:20 vectorized: VF 4, UF 1, run-time check: `a` and `out` do not overlap, scalar epilogue */
        do {
            int t6 = 8 * (int)i_vec;
            __m128i a_v = vcc_sse_gather4(_mm_setr_epi32, int, a + t6, _mm_setr_epi32(0, 8, 16, 24), 15);
            __m128i t7 = (__m128i)((vcc_v4_uint)a_v * (vcc_v4_uint)_mm_set1_epi32(3));
            __m128i a_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, a + (t6 + 1), _mm_setr_epi32(0, 8, 16, 24), 15);
            __m128i t8 = (__m128i)((vcc_v4_uint)a_v_1 * (vcc_v4_uint)_mm_set1_epi32(5));
            __m128i t_v = _mm_add_epi32(t7, t8);
            _mm_storeu_si128((__m128i *)(out + i_vec), (__m128i)i_v);
            const int *t9 = a + (t6 + 2);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(t9 + 0));
            __m128i t11 = _mm_loadu_si128((const __m128i *)(t9 + 8));
            __m128i t12 = _mm_loadu_si128((const __m128i *)(t9 + 16));
            __m128i t13 = _mm_loadu_si128((const __m128i *)(t9 + 24));
            __m128i t14 = _mm_unpacklo_epi32(t10, t12);
            __m128i t15 = _mm_unpackhi_epi32(t10, t12);
            __m128i t16 = _mm_unpacklo_epi32(t11, t13);
            __m128i t17 = _mm_unpackhi_epi32(t11, t13);
            __m128i t18 = _mm_unpacklo_epi32(t14, t16);
            __m128i t19 = _mm_unpackhi_epi32(t14, t16);
            __m128i t20 = _mm_unpacklo_epi32(t15, t17);
            __m128i t21 = _mm_unpackhi_epi32(t15, t17);
            __m128i t22 = (__m128i)((vcc_v4_uint)t18 * (vcc_v4_uint)_mm_set1_epi32(7));
            __m128i t23 = _mm_add_epi32(t_v, t22);
            __m128i t24 = (__m128i)((vcc_v4_uint)t19 * (vcc_v4_uint)_mm_set1_epi32(9));
            __m128i t25 = _mm_add_epi32(t23, t24);
            __m128i t26 = (__m128i)((vcc_v4_uint)t20 * (vcc_v4_uint)_mm_set1_epi32(11));
            __m128i t27 = _mm_add_epi32(t25, t26);
            __m128i t28 = (__m128i)((vcc_v4_uint)t21 * (vcc_v4_uint)_mm_set1_epi32(13));
            __m128i t29 = _mm_add_epi32(t27, t28);
            __m128i a_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, a + (t6 + 6), _mm_setr_epi32(0, 8, 16, 24), 15);
            __m128i t30 = (__m128i)((vcc_v4_uint)a_v_2 * (vcc_v4_uint)_mm_set1_epi32(15));
            __m128i t31 = _mm_add_epi32(t29, t30);
            __m128i a_v_3 = vcc_sse_gather4(_mm_setr_epi32, int, a + (t6 + 7), _mm_setr_epi32(0, 8, 16, 24), 15);
            __m128i t32 = (__m128i)((vcc_v4_uint)a_v_3 * (vcc_v4_uint)_mm_set1_epi32(17));
            __m128i t33 = _mm_add_epi32(t31, t32);
            s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, t33);
            i_vec += 4L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        } while (i_vec < t4);
        i = (int)t4;
        s = vcc_sse_reduce_epi32((__m128i)s_v, _mm_add_epi32, unsigned int);
        out_1 = out + t4;
    } else {
        i = 0;
        s = 0U;
        out_1 = out;
    }
    for (; i < n; i++, s = s_1, out_1 = out_2) {
        int t34 = 8 * i;
        const int *t35 = a + t34;
        long t36 = (long)((unsigned long)out_1 - (unsigned long)t35);
        if ((t36 <= -4L) | (t36 >= 8L)) {
            *out_1 = i;
            __m128i t37 = _mm_loadu_si128((const __m128i *)t35);
            __m128i t38 = (__m128i)((vcc_v4_uint)t37 * (vcc_v4_uint)_mm_setr_epi32(3, 5, 7, 9));
            s_1 = vcc_sse_reduce_epi32(t38, _mm_add_epi32, unsigned int) + (unsigned int)a[t34 + 4] * 11U + (unsigned int)a[t34 + 5] * 13U + (unsigned int)a[t34 + 6] * 15U + (unsigned int)a[t34 + 7] * 17U + s;
            out_2 = out_1 + 1;
        } else {
            int t39 = *t35;
            int t40 = a[t34 + 1];
            *out_1 = i;
            s_1 = s + ((unsigned int)t39 * 3U + (unsigned int)t40 * 5U + (unsigned int)a[t34 + 2] * 7U + (unsigned int)a[t34 + 3] * 9U + (unsigned int)a[t34 + 4] * 11U + (unsigned int)a[t34 + 5] * 13U + (unsigned int)a[t34 + 6] * 15U + (unsigned int)a[t34 + 7] * 17U);
            out_2 = out_1 + 1;
        }
    }
    return s;
}

static int a[64];

static void fill(void) {
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at reduce_check.c:33 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i t2 = (__m128i)((vcc_v4_int)(__m128i)i_v * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t3 = _mm_sub_epi32(t2, _mm_set1_epi32(20));
        _mm_storeu_si128((__m128i *)&a[i_vec], t3);
        __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t5 = (__m128i)((vcc_v4_int)t4 * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(20));
        _mm_storeu_si128((__m128i *)&a[i_vec + 4L], t6);
        __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t8 = (__m128i)((vcc_v4_int)t7 * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t9 = _mm_sub_epi32(t8, _mm_set1_epi32(20));
        _mm_storeu_si128((__m128i *)&a[i_vec + 8L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t11 = (__m128i)((vcc_v4_int)t10 * (vcc_v4_int)_mm_set1_epi32(7));
        __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(20));
        _mm_storeu_si128((__m128i *)&a[i_vec + 12L], t12);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 64L);
}

int main(void) {
    fill();
    int w1 = weighted(a, a + 1);
    fill();
    int w2 = weighted(a, a + 20);
    fill();
    unsigned r1 = rows(a, a + 3, 4);
    fill();
    unsigned r2 = rows(a, a + 40, 3);
    printf("%d %d %u %u\n", w1, w2, r1, r2);
    return 0;
}
