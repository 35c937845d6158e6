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

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Shifts left by a count that differs from lane to lane. SSE has no instruction for them
   (AVX2's vpsllvd): vcc multiplies by 2^count, the power of two built as a float from its
   exponent, which must give 1 << 31 for a count of 31. Every count from 0 to 31 is in the
   data, with values whose top bits are set; a count that is one value in every lane keeps
   the plain shift. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shl_u32(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint32_t *restrict c) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512i t3 = _mm512_and_si512(c_v, _mm512_set1_epi32(31));
            __m512i t4 = _mm512_sllv_epi32(a_v, t3);
            _mm512_storeu_si512(d + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i c_v_1 = _mm512_loadu_si512(c + t5);
            __m512i t6 = _mm512_and_si512(c_v_1, _mm512_set1_epi32(31));
            __m512i t7 = _mm512_sllv_epi32(a_v_1, t6);
            _mm512_storeu_si512(d + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i c_v_2 = _mm512_loadu_si512(c + t11);
            __m512i t12 = _mm512_and_si512(c_v_2, _mm512_set1_epi32(31));
            __m512i t13 = _mm512_sllv_epi32(a_v_2, t12);
            _mm512_storeu_si512(d + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t17, a + t18);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t17, c + t18);
        __m512i t19 = _mm512_and_si512(c_v_3, _mm512_set1_epi32(31));
        __m512i t20 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(0), t19);
        __m512i t21 = _mm512_sllv_epi32(a_v_3, t20);
        _mm512_mask_storeu_epi32(d + t18, t17, t21);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        d[t22] = a[t22] << (c[t22] & 31U);
    }
}

/* Signed, small non-negative values (no overflow), counts below 8. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shl_i32(int n, int32_t *restrict d, const int32_t *restrict a, const int32_t *restrict c) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:17 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512i t3 = _mm512_and_si512(c_v, _mm512_set1_epi32(7));
            __m512i t4 = _mm512_sllv_epi32(a_v, t3);
            _mm512_storeu_si512(d + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i c_v_1 = _mm512_loadu_si512(c + t5);
            __m512i t6 = _mm512_and_si512(c_v_1, _mm512_set1_epi32(7));
            __m512i t7 = _mm512_sllv_epi32(a_v_1, t6);
            _mm512_storeu_si512(d + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i c_v_2 = _mm512_loadu_si512(c + t11);
            __m512i t12 = _mm512_and_si512(c_v_2, _mm512_set1_epi32(7));
            __m512i t13 = _mm512_sllv_epi32(a_v_2, t12);
            _mm512_storeu_si512(d + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t17, a + t18);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t17, c + t18);
        __m512i t19 = _mm512_and_si512(c_v_3, _mm512_set1_epi32(7));
        __m512i t20 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(0), t19);
        __m512i t21 = _mm512_mask_blend_epi32(t17, _mm512_set1_epi32(0), a_v_3);
        __m512i t22 = _mm512_sllv_epi32(t21, t20);
        _mm512_mask_storeu_epi32(d + t18, t17, t22);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        d[t23] = a[t23] << (c[t23] & 7);
    }
}

/* The count loaded as it is (every value in 0..31), added to what is there. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shl_acc(int n, uint32_t *restrict d, const uint32_t *restrict a, const int32_t *restrict c) {
    vcc_no_contract_body
    int t10;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:23 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            unsigned int *t3 = d + i_vec;
            __m512i d_v = _mm512_loadu_si512(t3);
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512i t4 = (__m512i)((vcc_v16_uint)a_v << __builtin_convertvector((vcc_v16_int)c_v, vcc_v16_uint));
            __m512i t5 = _mm512_add_epi32(d_v, t4);
            _mm512_storeu_si512(t3, t5);
            long t6 = i_vec + 16L;
            unsigned int *t7 = d + t6;
            __m512i d_v_1 = _mm512_loadu_si512(t7);
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512i c_v_1 = _mm512_loadu_si512(c + t6);
            __m512i t8 = (__m512i)((vcc_v16_uint)a_v_1 << __builtin_convertvector((vcc_v16_int)c_v_1, vcc_v16_uint));
            __m512i t9 = _mm512_add_epi32(d_v_1, t8);
            _mm512_storeu_si512(t7, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:23 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            unsigned int *t14 = d + t13;
            __m512i d_v_2 = _mm512_loadu_si512(t14);
            __m512i a_v_2 = _mm512_loadu_si512(a + t13);
            __m512i c_v_2 = _mm512_loadu_si512(c + t13);
            __m512i t15 = (__m512i)((vcc_v16_uint)a_v_2 << __builtin_convertvector((vcc_v16_int)c_v_2, vcc_v16_uint));
            __m512i t16 = _mm512_add_epi32(d_v_2, t15);
            _mm512_storeu_si512(t14, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t17 = (int)((long)t10 + t12);
    } else {
        t17 = t10;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)t17;
        unsigned int *t22 = d + t21;
        __m512i d_v_3 = _mm512_maskz_loadu_epi32(t20, t22);
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t20, a + t21);
        __m512i c_v_3 = _mm512_maskz_loadu_epi32(t20, c + t21);
        __m512i t23 = _mm512_mask_blend_epi32(t20, _mm512_set1_epi32(0), c_v_3);
        __m512i t24 = (__m512i)((vcc_v16_uint)a_v_3 << __builtin_convertvector((vcc_v16_int)t23, vcc_v16_uint));
        __m512i t25 = _mm512_add_epi32(d_v_3, t24);
        _mm512_mask_storeu_epi32(t22, t20, t25);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        unsigned int *t27 = d + t26;
        *t27 = *t27 + (a[t26] << c[t26]);
    }
}

/* The count from bytes: converted to the lanes' width first. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shl_bytes(int n, uint32_t *restrict d, const uint32_t *restrict a, const uint8_t *restrict c) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m128i c_v = _mm_loadu_si128((const __m128i *)(c + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(c_v);
            __m512i t4 = _mm512_and_si512(t3, _mm512_set1_epi32(15));
            __m512i t5 = (__m512i)((vcc_v16_uint)a_v << __builtin_convertvector((vcc_v16_int)t4, vcc_v16_uint));
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t6));
            __m512i t7 = _mm512_cvtepu8_epi32(c_v_1);
            __m512i t8 = _mm512_and_si512(t7, _mm512_set1_epi32(15));
            __m512i t9 = (__m512i)((vcc_v16_uint)a_v_1 << __builtin_convertvector((vcc_v16_int)t8, vcc_v16_uint));
            _mm512_storeu_si512(d + t6, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t13);
            __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t13));
            __m512i t14 = _mm512_cvtepu8_epi32(c_v_2);
            __m512i t15 = _mm512_and_si512(t14, _mm512_set1_epi32(15));
            __m512i t16 = (__m512i)((vcc_v16_uint)a_v_2 << __builtin_convertvector((vcc_v16_int)t15, vcc_v16_uint));
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = a[t17] << ((int)c[t17] & 15);
    }
}

/* One count for every lane: the shift by a register. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shl_uniform(int n, uint32_t *restrict d, const uint32_t *restrict a, int k) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 64L) {
        long t2 = t1 & -64L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at var_shift.c:35 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = (__m512i)((vcc_v16_uint)a_v << __builtin_convertvector((vcc_v16_int)k_v, vcc_v16_uint));
            _mm512_storeu_si512(d + i_vec, t3);
            long t4 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t4);
            __m512i t5 = (__m512i)((vcc_v16_uint)a_v_1 << __builtin_convertvector((vcc_v16_int)k_v, vcc_v16_uint));
            _mm512_storeu_si512(d + t4, t5);
            long t6 = i_vec + 32L;
            __m512i a_v_2 = _mm512_loadu_si512(a + t6);
            __m512i t7 = (__m512i)((vcc_v16_uint)a_v_2 << __builtin_convertvector((vcc_v16_int)k_v, vcc_v16_uint));
            _mm512_storeu_si512(d + t6, t7);
            long t8 = i_vec + 48L;
            __m512i a_v_3 = _mm512_loadu_si512(a + t8);
            __m512i t9 = (__m512i)((vcc_v16_uint)a_v_3 << __builtin_convertvector((vcc_v16_int)k_v, vcc_v16_uint));
            _mm512_storeu_si512(d + t8, t9);
            i_vec += 64L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at var_shift.c:35 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m512i a_v_4 = _mm512_loadu_si512(a + t13);
            __m512i t14 = (__m512i)((vcc_v16_uint)a_v_4 << __builtin_convertvector((vcc_v16_int)k_v_1, vcc_v16_uint));
            _mm512_storeu_si512(d + t13, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        t15 = (int)((long)t10 + t12);
    } else {
        t15 = t10;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        long t19 = (long)t15;
        __m512i a_v_5 = _mm512_maskz_loadu_epi32(t18, a + t19);
        __m512i t20 = _mm512_mask_blend_epi32(t18, _mm512_set1_epi32(0), k_v_2);
        __m512i t21 = (__m512i)((vcc_v16_uint)a_v_5 << __builtin_convertvector((vcc_v16_int)t20, vcc_v16_uint));
        _mm512_mask_storeu_epi32(d + t19, t18, t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        d[t22] = a[t22] << k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint32_t *a = new_array(n, 4), *d = new_array(n, 4), *e = new_array(n, 4);
        int32_t *c = new_array(n, 4), *s = new_array(n, 4), *p = new_array(n, 4);
        uint8_t *b = new_array(n, 1);
        for (int i = 0; i < n; i++) {
            a[i] = (uint32_t)next_rand() * 2654435761u | (i & 1 ? 0x80000001u : 0);
            c[i] = (int32_t)((i * 7 + 3) % 32);
            s[i] = (int32_t)(next_rand() % (1 << 23));
            p[i] = (int32_t)next_rand();
            b[i] = (uint8_t)next_rand();
            e[i] = (uint32_t)i;
        }
        shl_u32(n, d, a, (const uint32_t *)p);
        printf("n=%d %016llx", n, HASH(d, n));
        shl_i32(n, (int32_t *)d, s, p);
        printf(" %016llx", HASH(d, n));
        shl_acc(n, e, a, c);
        printf(" %016llx", HASH(e, n));
        shl_bytes(n, d, a, b);
        printf(" %016llx", HASH(d, n));
        shl_uniform(n, d, a, n % 32);
        printf(" %016llx\n", HASH(d, n));
        free(a), free(d), free(e), free(c), free(s), free(p), free(b);
    }
    return 0;
}
