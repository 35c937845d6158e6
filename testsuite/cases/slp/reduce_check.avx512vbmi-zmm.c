/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int weighted(const int *a, int *out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned rows(const int *a, int *out, int n) {
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
    if ((t1 >= 16L) & (((t2 + (unsigned long)(32L + (t1 - 1L) * 32L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        __m512i t5 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reduce_check.c:20 vectorized: VF 16, UF 1, run-time check: `a` and `out` do not overlap, masked remainder */
        do {
            int t6 = 8 * (int)i_vec;
            __m512i a_v = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + t6, 4);
            __m512i t7 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __m512i a_v_1 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t6 + 1), 4);
            __m512i t8 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(5));
            __m512i t_v = _mm512_add_epi32(t7, t8);
            _mm512_storeu_si512(out + i_vec, (__m512i)i_v);
            __m512i a_v_2 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t6 + 2), 4);
            __m512i t9 = _mm512_mullo_epi32(a_v_2, _mm512_set1_epi32(7));
            __m512i t10 = _mm512_add_epi32(t_v, t9);
            __m512i a_v_3 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t6 + 3), 4);
            __m512i t11 = _mm512_mullo_epi32(a_v_3, _mm512_set1_epi32(9));
            __m512i t12 = _mm512_add_epi32(t10, t11);
            __m512i a_v_4 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t6 + 4), 4);
            __m512i t13 = _mm512_mullo_epi32(a_v_4, _mm512_set1_epi32(11));
            __m512i t14 = _mm512_add_epi32(t12, t13);
            __m512i a_v_5 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t6 + 5), 4);
            __m512i t15 = _mm512_mullo_epi32(a_v_5, _mm512_set1_epi32(13));
            __m512i t16 = _mm512_add_epi32(t14, t15);
            __m512i a_v_6 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t6 + 6), 4);
            __m512i t17 = _mm512_mullo_epi32(a_v_6, _mm512_set1_epi32(15));
            __m512i t18 = _mm512_add_epi32(t16, t17);
            __m512i a_v_7 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t6 + 7), 4);
            __m512i t19 = _mm512_mullo_epi32(a_v_7, _mm512_set1_epi32(17));
            __m512i t20 = _mm512_add_epi32(t18, t19);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t20);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t4);
        t21 = (int)t4;
        t22 = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
        t23 = out + t4;
    } else {
        t21 = 0;
        t22 = 0U;
        t23 = out;
    }
    long t24 = (long)n + (long)t21 * -1L;
    unsigned long t25 = (unsigned long)a;
    unsigned long t26 = (unsigned long)t23;
    if ((t24 >= 1L) & (t24 <= 16L) & (((t25 + (unsigned long)((long)t21 * 32L + 32L + (t24 - 1L) * 32L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t21 * 32L))))) {
        __m512i t27 = _mm512_set1_epi32((int)(int)t24);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
        __m512i t29 = _mm512_set1_epi32((int)t21);
        __m512i t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        int t31 = 8 * (int)(long)t21;
        __m512i a_v_8 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + t31, 4);
        __m512i t32 = _mm512_mullo_epi32(a_v_8, _mm512_set1_epi32(3));
        __m512i a_v_9 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t31 + 1), 4);
        __m512i t33 = _mm512_mullo_epi32(a_v_9, _mm512_set1_epi32(5));
        __m512i t_v_1 = _mm512_add_epi32(t32, t33);
        _mm512_mask_storeu_epi32(t23 + 0, t28, t30);
        __m512i a_v_10 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t31 + 2), 4);
        __m512i t34 = _mm512_mullo_epi32(a_v_10, _mm512_set1_epi32(7));
        __m512i t35 = _mm512_add_epi32(t_v_1, t34);
        __m512i a_v_11 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t31 + 3), 4);
        __m512i t36 = _mm512_mullo_epi32(a_v_11, _mm512_set1_epi32(9));
        __m512i t37 = _mm512_add_epi32(t35, t36);
        __m512i a_v_12 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t31 + 4), 4);
        __m512i t38 = _mm512_mullo_epi32(a_v_12, _mm512_set1_epi32(11));
        __m512i t39 = _mm512_add_epi32(t37, t38);
        __m512i a_v_13 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t31 + 5), 4);
        __m512i t40 = _mm512_mullo_epi32(a_v_13, _mm512_set1_epi32(13));
        __m512i t41 = _mm512_add_epi32(t39, t40);
        __m512i a_v_14 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t31 + 6), 4);
        __m512i t42 = _mm512_mullo_epi32(a_v_14, _mm512_set1_epi32(15));
        __m512i t43 = _mm512_add_epi32(t41, t42);
        __m512i a_v_15 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t28, _mm512_setr_epi32(0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120), a + (t31 + 7), 4);
        __m512i t44 = _mm512_mullo_epi32(a_v_15, _mm512_set1_epi32(17));
        __m512i t45 = _mm512_add_epi32(t43, t44);
        __m512i t46 = _mm512_mask_blend_epi32(t28, _mm512_set1_epi32(0), t45);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t46);
        i = (int)((long)t21 + t24);
        s = t22 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)));
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

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void fill(void) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at reduce_check.c:33 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(7));
        __m512i t3 = _mm512_sub_epi32(t2, _mm512_set1_epi32(20));
        _mm512_storeu_si512(&a[i_vec], t3);
        __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(7));
        __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(20));
        _mm512_storeu_si512(&a[i_vec + 16L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(7));
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(20));
        _mm512_storeu_si512(&a[i_vec + 32L], t9);
        __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(7));
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(20));
        _mm512_storeu_si512(&a[i_vec + 48L], t12);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
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
