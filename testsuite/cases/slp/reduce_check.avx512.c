/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int weighted(const int *a, int *out) {
    vcc_no_contract_body
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned rows(const int *a, int *out, int n) {
    vcc_no_contract_body
    int t21;
    unsigned int t22;
    int *t23;
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
        /* vcc: loop at reduce_check.c:20 vectorized: VF 8, UF 1, run-time check: `a` and `out` do not overlap, masked remainder */
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
        t21 = (int)t4;
        t22 = vcc_avx2_sum_epi32((__m256i)s_v);
        t23 = out + t4;
    } else {
        t21 = 0;
        t22 = 0U;
        t23 = out;
    }
    long t24 = (long)n + (long)t21 * -1L;
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)t23;
    if ((t24 >= 1L) & (t24 <= 8L) & (((t25 + (unsigned long)((long)t21 * 32L + 32L + (t24 - 1L) * 32L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t21 * 32L))))) {
        __m256i t27 = _mm256_set1_epi32((int)(int)t24);
        __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t29 = _mm256_set1_epi32((int)t21);
        __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int t31 = 8 * (int)(long)t21;
        __m256i a_v_8 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + t31, _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t32 = _mm256_mullo_epi32(a_v_8, _mm256_set1_epi32(3));
        __m256i a_v_9 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (t31 + 1), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t33 = _mm256_mullo_epi32(a_v_9, _mm256_set1_epi32(5));
        __m256i t_v_1 = _mm256_add_epi32(t32, t33);
        _mm256_mask_storeu_epi32(t23 + 0, _mm256_movepi32_mask(t28), t30);
        __m256i a_v_10 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (t31 + 2), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t34 = _mm256_mullo_epi32(a_v_10, _mm256_set1_epi32(7));
        __m256i t35 = _mm256_add_epi32(t_v_1, t34);
        __m256i a_v_11 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (t31 + 3), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t36 = _mm256_mullo_epi32(a_v_11, _mm256_set1_epi32(9));
        __m256i t37 = _mm256_add_epi32(t35, t36);
        __m256i a_v_12 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (t31 + 4), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t38 = _mm256_mullo_epi32(a_v_12, _mm256_set1_epi32(11));
        __m256i t39 = _mm256_add_epi32(t37, t38);
        __m256i a_v_13 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (t31 + 5), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t40 = _mm256_mullo_epi32(a_v_13, _mm256_set1_epi32(13));
        __m256i t41 = _mm256_add_epi32(t39, t40);
        __m256i a_v_14 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (t31 + 6), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t42 = _mm256_mullo_epi32(a_v_14, _mm256_set1_epi32(15));
        __m256i t43 = _mm256_add_epi32(t41, t42);
        __m256i a_v_15 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, a + (t31 + 7), _mm256_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56), t28);
        __m256i t44 = _mm256_mullo_epi32(a_v_15, _mm256_set1_epi32(17));
        __m256i t45 = _mm256_add_epi32(t43, t44);
        __m256i t46 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t28, t45); });
        __m256i s_v_1 = _mm256_add_epi32(_mm256_set1_epi32(0), t46);
        i = (int)((long)t21 + t24);
        s = t22 + vcc_avx2_sum_epi32(s_v_1);
        out_1 = t23 + t24;
    } else {
        i = t21;
        s = t22;
        out_1 = t23;
    }
    for (; i < n; i++, s = s_1, out_1 = out_2) {
        int t47 = 8 * i;
        const int *t48 = a + t47;
        long t49 = (long)((unsigned long)out_1 - (unsigned long)t48);
        if ((t49 <= -4L) | (t49 >= 8L)) {
            *out_1 = i;
            __m256i t50 = _mm256_loadu_si256((const __m256i *)t48);
            __m256i t51 = _mm256_mullo_epi32(t50, _mm256_setr_epi32(3, 5, 7, 9, 11, 13, 15, 17));
            s_1 = vcc_avx2_sum_epi32(t51) + s;
            out_2 = out_1 + 1;
        } else {
            int t52 = *t48;
            int t53 = a[t47 + 1];
            *out_1 = i;
            s_1 = s + ((unsigned int)t52 * 3U + (unsigned int)t53 * 5U + (unsigned int)a[t47 + 2] * 7U + (unsigned int)a[t47 + 3] * 9U + (unsigned int)a[t47 + 4] * 11U + (unsigned int)a[t47 + 5] * 13U + (unsigned int)a[t47 + 6] * 15U + (unsigned int)a[t47 + 7] * 17U);
            out_2 = out_1 + 1;
        }
    }
    return s;
}

static int a[64];

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void fill(void) {
    vcc_no_contract_body
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
