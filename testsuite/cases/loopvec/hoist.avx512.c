/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })

/* vcc-test: expect-vectorized generic=4 avx2=4 sse4.2=4 neon=3 */
#include "harness.h"

/* Loop-invariant vectors computed once in vector.ph: operations on values from before the loop
   and constants (a division of constants, an integer division by a parameter, a narrowed shift
   of a uint8 parameter); under a condition a division stays in the loop, masked. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void third(int n, double *restrict b, const double *restrict a) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256d t3 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        long i_vec = 0L;
        /* vcc: loop at hoist.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t4 = _mm256_mul_pd(a_v, t3);
            _mm256_storeu_pd(b + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d t6 = _mm256_mul_pd(a_v_1, t3);
            _mm256_storeu_pd(b + t5, t6);
            long t7 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t7);
            __m256d t8 = _mm256_mul_pd(a_v_2, t3);
            _mm256_storeu_pd(b + t7, t8);
            long t9 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t9);
            __m256d t10 = _mm256_mul_pd(a_v_3, t3);
            _mm256_storeu_pd(b + t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        __m256d t14 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t15);
            __m256d t16 = _mm256_mul_pd(a_v_4, t14);
            _mm256_storeu_pd(b + t15, t16);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        b[t17] = a[t17] * (1.0 / 3.0);
    }
}

/* d is 0 only when n is 0: the vector loop's preheader runs only when the loop does. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    int t11;
    int t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i d_v = _mm256_set1_epi32((int)d);
        __m256i t3 = vcc_avx2_div_epi32(k_v, d_v);
        long i_vec = 0L;
        /* vcc: loop at hoist.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t4 = _mm256_add_epi32(a_v, t3);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t4);
            long t5 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t6 = _mm256_add_epi32(a_v_1, t3);
            _mm256_storeu_si256((__m256i *)(c + t5), t6);
            long t7 = i_vec + 16L;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m256i t8 = _mm256_add_epi32(a_v_2, t3);
            _mm256_storeu_si256((__m256i *)(c + t7), t8);
            long t9 = i_vec + 24L;
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i t10 = _mm256_add_epi32(a_v_3, t3);
            _mm256_storeu_si256((__m256i *)(c + t9), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        __m256i d_v_1 = _mm256_set1_epi32((int)d);
        __m256i t14 = vcc_avx2_div_epi32(k_v_1, d_v_1);
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i t16 = _mm256_add_epi32(a_v_4, t14);
            _mm256_storeu_si256((__m256i *)(c + t15), t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t17 = (int)((long)t11 + t13);
    } else {
        t17 = t11;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        __m256i d_v_2 = _mm256_set1_epi32((int)d);
        long t21 = (long)t17;
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t20), a + t21);
        __m256i t22 = _mm256_ternarylogic_epi32(t20, d_v_2, _mm256_set1_epi32(1), 0xCA);
        __m256i t23 = vcc_avx2_div_epi32(k_v_2, t22);
        __m256i t24 = _mm256_add_epi32(a_v_5, t23);
        _mm256_mask_storeu_epi32(c + t21, _mm256_movepi32_mask(t20), t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        c[t25] = a[t25] + k / d;
    }
}

/* No element exceeds 1000, so the scalar loop never divides by d = 0. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cond_quot(int n, int *restrict c, const int *restrict a, int k, int d) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i d_v = _mm256_set1_epi32((int)d);
        long i_vec = 0L;
        /* vcc: loop at hoist.c:21 vectorized: VF 8, UF 1, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_cmpgt_epi32(a_v, _mm256_set1_epi32(1000));
            __m256i t4 = _mm256_ternarylogic_epi32(t3, d_v, _mm256_set1_epi32(1), 0xCA);
            __m256i t5 = vcc_avx2_div_epi32(k_v, t4);
            _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t3), t5);
            i_vec += 8L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 8L)) {
        __m256i t8 = _mm256_set1_epi32((int)(int)t7);
        __m256i t9 = _mm256_cmpgt_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        __m256i d_v_1 = _mm256_set1_epi32((int)d);
        long t10 = (long)t6;
        __m256i a_v_1 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t9), a + t10);
        __m256i t11 = _mm256_cmpgt_epi32(a_v_1, _mm256_set1_epi32(1000));
        __m256i t12 = _mm256_and_si256(t9, t11);
        __m256i t13 = _mm256_ternarylogic_epi32(t12, d_v_1, _mm256_set1_epi32(1), 0xCA);
        __m256i t14 = vcc_avx2_div_epi32(k_v_1, t13);
        _mm256_mask_storeu_epi32((int *)((unsigned long)c + (unsigned long)t10 * 4UL), _mm256_movepi32_mask(t12), t14);
        i = (int)((long)t6 + t7);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        if (a[t15] > 1000) {
            c[t15] = k / d;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void add_half_key(int n, uint8_t *restrict c, const uint8_t *restrict a, uint8_t key) {
    vcc_no_contract_body
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m128i key_v = _mm_set1_epi8((char)key);
        __m128i t3 = (__m128i)((vcc_v16_uchar)key_v >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
        long i_vec = 0L;
        /* vcc: loop at hoist.c:27 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t4 = _mm_add_epi8(a_v, t3);
            _mm_storeu_si128((__m128i *)(c + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t6 = _mm_add_epi8(a_v_1, t3);
            _mm_storeu_si128((__m128i *)(c + t5), t6);
            i_vec += 32L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 16L) {
        long t9 = t8 & -16L;
        __m128i key_v_1 = _mm_set1_epi8((char)key);
        __m128i t10 = (__m128i)((vcc_v16_uchar)key_v_1 >> (vcc_v16_uchar)_mm_set1_epi8((char)1));
        long i_vec_1 = 0L;
        /* vcc: loop at hoist.c:27 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t7 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t11));
            __m128i t12 = _mm_add_epi8(a_v_2, t10);
            _mm_storeu_si128((__m128i *)(c + t11), t12);
            i_vec_1 += 16L;
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        c[t13] = (unsigned char)((int)a[t13] + ((int)key >> 1));
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        double *a = new_array(n, sizeof(double)), *b = new_array(n, sizeof(double));
        int *ia = new_array(n, sizeof(int)), *ic = new_array(n, sizeof(int));
        uint8_t *ua = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -1000, 2000);
        FILL(ia, n, -1000, 2001);
        FILL(ua, n, 0, 256);
        if (n > 0) ua[0] = 255;
        third(n, b, a);
        printf("n=%d third=%llx", n, HASH(b, n));
        add_quot(n, ic, ia, -2147483647 - 1, n ? -7 : 0);
        printf(" quot=%llx", HASH(ic, n));
        cond_quot(n, ic, ia, 12345, 0);
        printf(" cond=%llx", HASH(ic, n));
        add_half_key(n, uc, ua, 255);
        printf(" key=%llx\n", HASH(uc, n));
        free(a), free(b), free(ia), free(ic), free(ua), free(uc);
    }
    return 0;
}
