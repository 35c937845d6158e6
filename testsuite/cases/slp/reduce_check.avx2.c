/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })

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

__attribute__((target("avx2"))) int weighted(const int *a, int *out) {
    int t7;
    const int *t1 = a + 0;
    long t2 = (long)((unsigned long)out - (unsigned long)t1);
    if ((t2 <= -4L) | (t2 >= 8L)) {
        *out = 5;
        __m256i t3 = _mm256_loadu_si256((const __m256i *)t1);
        __m256i t4 = _mm256_mullo_epi32(t3, _mm256_setr_epi32(3, 5, 7, 9, 11, 13, 15, 17));
        t7 = (int)vcc_avx2_sum_epi32(t4);
    } else {
        int t5 = *t1;
        int t6 = a[1];
        *out = 5;
        t7 = t5 * 3 + t6 * 5 + a[2] * 7 + a[3] * 9 + a[4] * 11 + a[5] * 13 + a[6] * 15 + a[7] * 17;
    }
    return t7;
}

__attribute__((target("avx2"))) unsigned rows(const int *a, int *out, int n) {
    int i;
    unsigned int s;
    int *out_1;
    unsigned int s_1;
    int *out_2;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)a;
    unsigned long t3 = (unsigned long)out;
    if ((t1 >= 8L) & (((t2 + (unsigned long)(32L + (t1 - 1L) * 32L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -8L;
        __m256i t5 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduce_check.c:20 vectorized: VF 8, UF 1, run-time check: `a` and `out` do not overlap, scalar epilogue */
        do {
            int t6 = 8 * (int)i_vec;
            __m256i a_v = vcc_avx2_gather8(_mm256_setr_epi32, int, a + t6, _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t7 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i a_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + (t6 + 1), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t8 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(5));
            __m256i t_v = _mm256_add_epi32(t7, t8);
            _mm256_storeu_si256((__m256i *)(out + i_vec), (__m256i)i_v);
            __m256i a_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + (t6 + 2), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t9 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(7));
            __m256i t10 = _mm256_add_epi32(t_v, t9);
            __m256i a_v_3 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + (t6 + 3), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t11 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(9));
            __m256i t12 = _mm256_add_epi32(t10, t11);
            __m256i a_v_4 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + (t6 + 4), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t13 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(11));
            __m256i t14 = _mm256_add_epi32(t12, t13);
            __m256i a_v_5 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + (t6 + 5), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t15 = _mm256_mullo_epi32(a_v_5, _mm256_set1_epi32(13));
            __m256i t16 = _mm256_add_epi32(t14, t15);
            __m256i a_v_6 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + (t6 + 6), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t17 = _mm256_mullo_epi32(a_v_6, _mm256_set1_epi32(15));
            __m256i t18 = _mm256_add_epi32(t16, t17);
            __m256i a_v_7 = vcc_avx2_gather8(_mm256_setr_epi32, int, a + (t6 + 7), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56));
            __m256i t19 = _mm256_mullo_epi32(a_v_7, _mm256_set1_epi32(17));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t20);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t4);
        i = (int)t4;
        s = vcc_avx2_sum_epi32((__m256i)s_v);
        out_1 = out + t4;
    } else {
        i = 0;
        s = 0U;
        out_1 = out;
    }
    for (; i < n; i++, s = s_1, out_1 = out_2) {
        int t21 = 8 * i;
        const int *t22 = a + t21;
        long t23 = (long)((unsigned long)out_1 - (unsigned long)t22);
        if ((t23 <= -4L) | (t23 >= 8L)) {
            *out_1 = i;
            __m256i t24 = _mm256_loadu_si256((const __m256i *)t22);
            __m256i t25 = _mm256_mullo_epi32(t24, _mm256_setr_epi32(3, 5, 7, 9, 11, 13, 15, 17));
            s_1 = vcc_avx2_sum_epi32(t25) + s;
            out_2 = out_1 + 1;
        } else {
            int t26 = *t22;
            int t27 = a[t21 + 1];
            *out_1 = i;
            s_1 = s + ((unsigned int)t26 * 3U + (unsigned int)t27 * 5U + (unsigned int)a[t21 + 2] * 7U + (unsigned int)a[t21 + 3] * 9U + (unsigned int)a[t21 + 4] * 11U + (unsigned int)a[t21 + 5] * 13U + (unsigned int)a[t21 + 6] * 15U + (unsigned int)a[t21 + 7] * 17U);
            out_2 = out_1 + 1;
        }
    }
    return s;
}

static int a[64];

static __typeof__(a) a __attribute__((aligned(32)));
__attribute__((target("avx2"))) static void fill(void) {
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at reduce_check.c:33 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m256i t3 = _mm256_sub_epi32(t2, _mm256_set1_epi32(20));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t3);
        __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t5 = _mm256_mullo_epi32(t4, _mm256_set1_epi32(7));
        __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(20));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(7));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(20));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t9);
        __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(7));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(20));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t12);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
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
