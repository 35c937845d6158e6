/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: bytes widened to 32-bit lanes and selected on a test of the same bytes, as
 * libdeflate's deflate_set_costs_from_codes does. On avx512 the select was a k-mask blend,
 * which gcc 12.2 folded with the widening into a merge-masked vpmovzxbd from memory that it
 * then failed to compile (an internal compiler error); it is a vpternlogd now. */
struct costs {
    unsigned slot[300];
};

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void set_costs(int n, struct costs *restrict c, const unsigned char *restrict lens, const unsigned char *restrict extra) {
    vcc_no_contract_body
    int t14;
    int i;
    int t25;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at widen_select.c:13 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i lens_v = _mm_loadu_si128((const __m128i *)(lens + i_vec));
            __mmask16 t3 = _mm_cmp_epi8_mask(lens_v, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m128i t4 = _mm_mask_blend_epi8(t3, _mm_set1_epi8((char)10), lens_v);
            __m512i len_v = _mm512_cvtepu8_epi32(t4);
            __m128i extra_v = _mm_loadu_si128((const __m128i *)(extra + i_vec));
            __m512i t5 = _mm512_cvtepu8_epi32(extra_v);
            __m512i t6 = _mm512_add_epi32(len_v, t5);
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[i_vec], t7);
            long t8 = i_vec + 16L;
            __m128i lens_v_1 = _mm_loadu_si128((const __m128i *)(lens + t8));
            __mmask16 t9 = _mm_cmp_epi8_mask(lens_v_1, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m128i t10 = _mm_mask_blend_epi8(t9, _mm_set1_epi8((char)10), lens_v_1);
            __m512i len_v_1 = _mm512_cvtepu8_epi32(t10);
            __m128i extra_v_1 = _mm_loadu_si128((const __m128i *)(extra + t8));
            __m512i t11 = _mm512_cvtepu8_epi32(extra_v_1);
            __m512i t12 = _mm512_add_epi32(len_v_1, t11);
            __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t8], t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at widen_select.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128i lens_v_2 = _mm_loadu_si128((const __m128i *)(lens + t17));
            __mmask16 t18 = _mm_cmp_epi8_mask(lens_v_2, _mm_set1_epi8((char)0), _MM_CMPINT_NE);
            __m128i t19 = _mm_mask_blend_epi8(t18, _mm_set1_epi8((char)10), lens_v_2);
            __m512i len_v_2 = _mm512_cvtepu8_epi32(t19);
            __m128i extra_v_2 = _mm_loadu_si128((const __m128i *)(extra + t17));
            __m512i t20 = _mm512_cvtepu8_epi32(extra_v_2);
            __m512i t21 = _mm512_add_epi32(len_v_2, t20);
            __m512i t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(16));
            _mm512_storeu_si512(&c->slot[t17], t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        unsigned char t24 = lens[t23];
        if (t24) {
            t25 = (int)t24;
        } else {
            t25 = 10;
        }
        c->slot[t23] = ((unsigned int)t25 + (unsigned int)extra[t23]) * 16U;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[72] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259};
    static struct costs c;
    unsigned char lens[300];
    unsigned char extra[300];
    int t34;
    __m512i t3 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0));
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(5));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t5, t6);
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 1));
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(14));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t8, t9);
    long i_vec = 0L;
    /* vcc: loop at widen_select.c:23 vectorized: VF 16, UF 2, the remainder at 24:35 by 5 kept as a running remainder (guard: dividend not negative), the remainder at 25:35 by 14 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __mmask16 t10 = _mm512_cmp_epi32_mask((__m512i)t1, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t11 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(7));
        __m512i t12 = _mm512_mask_blend_epi32(t10, t11, _mm512_set1_epi32(0));
        __m128i t13 = _mm512_cvtepi32_epi8(t12);
        _mm_storeu_si128((__m128i *)&lens[i_vec], t13);
        __m128i t14 = _mm512_cvtepi32_epi8((__m512i)t2);
        _mm_storeu_si128((__m128i *)&extra[i_vec], t14);
        long t15 = i_vec + 16L;
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t17 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(1));
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(5));
        __m512i t19 = _mm512_min_epu32(t17, t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(t19, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t21 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(7));
        __m512i t22 = _mm512_mask_blend_epi32(t20, t21, _mm512_set1_epi32(0));
        __m128i t23 = _mm512_cvtepi32_epi8(t22);
        _mm_storeu_si128((__m128i *)&lens[t15], t23);
        __m512i t24 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(14));
        __m512i t26 = _mm512_min_epu32(t24, t25);
        __m128i t27 = _mm512_cvtepi32_epi8(t26);
        _mm_storeu_si128((__m128i *)&extra[t15], t27);
        i_vec += 32L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t28 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(5));
        t1 = (vcc_v16_int)_mm512_min_epu32(t28, t29);
        __m512i t30 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(4));
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(14));
        t2 = (vcc_v16_int)_mm512_min_epu32(t30, t31);
    } while (i_vec < 288L);
    for (int i = 288; i < 300; i++) {
        long t32 = (long)i;
        unsigned char *t33 = &lens[t32];
        if ((i % 5) == 0) {
            t34 = 0;
        } else {
            t34 = i * 7;
        }
        *t33 = (unsigned char)t34;
        extra[t32] = (unsigned char)(i % 14);
    }
    for (unsigned int k = 0U; (unsigned long)k < 72UL; k++) {
        int n = counts[k];
        long i_vec_1 = 0L;
        /* vcc: loop at widen_select.c:29 vectorized: VF 16, UF 2, masked remainder */
        do {
            _mm512_storeu_si512(&c.slot[i_vec_1], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&c.slot[i_vec_1 + 16L], _mm512_set1_epi32(0));
            i_vec_1 += 32L;
        } while (i_vec_1 < 288L);
        __m512i t35 = _mm512_set1_epi32(12);
        __mmask16 t36 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t35, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&c.slot[288], t36, _mm512_set1_epi32(0));
        set_costs(n, &c, lens, extra);
        unsigned int check = 0U;
        for (int i_1 = 0; i_1 < 300; i_1++) {
            check = check * 31U + c.slot[i_1];
        }
        printf("n=%d check=%u\n", n, check);
    }
    return 0;
}
