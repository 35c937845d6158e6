/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* Pointer inductions: a pointer compared with an end pointer, a copy through two advancing
   pointers counted down by n, and a walk from a begin to an end pointer with `!=`. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void triple_in_place(int n, int *a) {
    vcc_no_contract_body
    int *t13;
    int *t18;
    int *p;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            int *t5 = a + t1;
            __m256i p_v = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t6 = _mm256_mullo_epi32(p_v, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t5, t6);
            int *t7 = a + (t1 + 8L);
            __m256i p_v_1 = _mm256_loadu_si256((const __m256i *)t7);
            __m256i t8 = _mm256_mullo_epi32(p_v_1, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t7, t8);
            int *t9 = a + (t1 + 16L);
            __m256i p_v_2 = _mm256_loadu_si256((const __m256i *)t9);
            __m256i t10 = _mm256_mullo_epi32(p_v_2, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t9, t10);
            int *t11 = a + (t1 + 24L);
            __m256i p_v_3 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = _mm256_mullo_epi32(p_v_3, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t11, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = a + t4;
    } else {
        t13 = a;
    }
    long t14 = ((long)n * 4L + (long)a + (long)t13 * -1L + 3L) / 4L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int *t16 = t13 + t2;
            __m256i p_v_4 = _mm256_loadu_si256((const __m256i *)t16);
            __m256i t17 = _mm256_mullo_epi32(p_v_4, _mm256_set1_epi32(3));
            _mm256_storeu_si256((__m256i *)t16, t17);
            t2 += 8L;
        } while (t2 < t15);
        t18 = t13 + t15;
    } else {
        t18 = t13;
    }
    long t19 = ((long)n * 4L + (long)a + (long)t18 * -1L + 3L) / 4L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        int *t22 = t18 + 0;
        __m256i p_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t21), t22);
        __m256i t23 = _mm256_mullo_epi32(p_v_5, _mm256_set1_epi32(3));
        _mm256_mask_storeu_epi32(t22, _mm256_movepi32_mask(t21), t23);
        p = t18 + t19;
    } else {
        p = t18;
    }
    for (; p < (a + n); p = p + 1) {
        *p = *p * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_plus_one(int n, short *restrict dst, const short *restrict src) {
    vcc_no_contract_body
    int t6;
    short *t7;
    const short *t8;
    int n_1;
    short *dst_1;
    const short *src_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long n_vec = 0L;
        /* vcc: loop at pointer_ind.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i src_v = _mm256_loadu_si256((const __m256i *)(src + n_vec));
            __m256i t3 = _mm256_add_epi16(src_v, _mm256_set1_epi16((short)1));
            _mm256_storeu_si256((__m256i *)(dst + n_vec), t3);
            long t4 = n_vec + 16L;
            __m256i src_v_1 = _mm256_loadu_si256((const __m256i *)(src + t4));
            __m256i t5 = _mm256_add_epi16(src_v_1, _mm256_set1_epi16((short)1));
            _mm256_storeu_si256((__m256i *)(dst + t4), t5);
            n_vec += 32L;
        } while (n_vec < t2);
        t6 = (int)((long)n + t2 * -1L);
        t7 = dst + t2;
        t8 = src + t2;
    } else {
        t6 = n;
        t7 = dst;
        t8 = src;
    }
    long t9 = (long)t6;
    unsigned long t10 = (unsigned long)t7;
    unsigned long t11 = (unsigned long)t8;
    long t12 = (long)((unsigned long)t7 - (unsigned long)t8);
    if ((t9 >= 16L) & (((t10 + (unsigned long)(2L + (t9 - 1L) * 2L)) <= t11) | ((t11 + (unsigned long)(2L + (t9 - 1L) * 2L)) <= t10) | ((t12 <= 0L) | (t12 >= 32L)))) {
        long t13 = t9 & -16L;
        long n_vec_1 = 0L;
        /* vcc: loop at pointer_ind.c:12 vector epilogue: VF 16, UF 1, run-time check: a value merged from several paths at 12:12 and a value merged from several paths at 12:12 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            __m256i src_v_2 = _mm256_loadu_si256((const __m256i *)(t8 + n_vec_1));
            __m256i t14 = _mm256_add_epi16(src_v_2, _mm256_set1_epi16((short)1));
            _mm256_storeu_si256((__m256i *)(t7 + n_vec_1), t14);
            n_vec_1 += 16L;
        } while (n_vec_1 < t13);
        n_1 = (int)((long)t6 + t13 * -1L);
        dst_1 = t7 + t13;
        src_1 = t8 + t13;
    } else {
        n_1 = t6;
        dst_1 = t7;
        src_1 = t8;
    }
    for (;;) {
        int n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        *dst_1 = (short)((int)*src_1 + 1);
        n_1 = n_2;
        dst_1 = dst_1 + 1;
        src_1 = src_1 + 1;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale_range(float *begin, float *end, float k) {
    vcc_no_contract_body
    float *t13;
    float *t18;
    float *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256 k_v = _mm256_set1_ps(k);
        long t1 = 0L;
        /* vcc: loop at pointer_ind.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            float *t5 = begin + t1;
            __m256 p_v = _mm256_loadu_ps(t5);
            __m256 t6 = _mm256_mul_ps(p_v, k_v);
            _mm256_storeu_ps(t5, t6);
            float *t7 = begin + (t1 + 8L);
            __m256 p_v_1 = _mm256_loadu_ps(t7);
            __m256 t8 = _mm256_mul_ps(p_v_1, k_v);
            _mm256_storeu_ps(t7, t8);
            float *t9 = begin + (t1 + 16L);
            __m256 p_v_2 = _mm256_loadu_ps(t9);
            __m256 t10 = _mm256_mul_ps(p_v_2, k_v);
            _mm256_storeu_ps(t9, t10);
            float *t11 = begin + (t1 + 24L);
            __m256 p_v_3 = _mm256_loadu_ps(t11);
            __m256 t12 = _mm256_mul_ps(p_v_3, k_v);
            _mm256_storeu_ps(t11, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = begin + t4;
    } else {
        t13 = begin;
    }
    long t14 = ((long)end + (long)t13 * -1L) / 4L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        __m256 k_v_1 = _mm256_set1_ps(k);
        long t2 = 0L;
        /* vcc: loop at pointer_ind.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t16 = t13 + t2;
            __m256 p_v_4 = _mm256_loadu_ps(t16);
            __m256 t17 = _mm256_mul_ps(p_v_4, k_v_1);
            _mm256_storeu_ps(t16, t17);
            t2 += 8L;
        } while (t2 < t15);
        t18 = t13 + t15;
    } else {
        t18 = t13;
    }
    long t19 = ((long)end + (long)t18 * -1L) / 4L;
    if ((t19 >= 1L) & (t19 <= 8L)) {
        __m256i t20 = _mm256_set1_epi32((int)(int)t19);
        __m256i t21 = _mm256_cmpgt_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 k_v_2 = _mm256_set1_ps(k);
        float *t22 = t18 + 0;
        __m256 p_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t21), t22);
        __m256 t23 = _mm256_mul_ps(p_v_5, k_v_2);
        _mm256_mask_storeu_ps(t22, _mm256_movepi32_mask(t21), t23);
        p = t18 + t19;
    } else {
        p = t18;
    }
    for (; p != end; p = p + 1) {
        *p = *p * k;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4);
        short *d = new_array(n, 2), *s = new_array(n, 2);
        float *f = new_array(n, 4);
        FILL(a, n, -100000, 200000);
        FILL(s, n, -30000, 60000);
        FILL(f, n, -100, 200);
        triple_in_place(n, a);
        copy_plus_one(n, d, s);
        scale_range(f, f + n, 0.75f);
        printf("n=%d triple=%llx copy=%llx scale=%llx\n", n, HASH(a, n), HASH(d, n), HASH(f, n));
        free(a), free(d), free(s), free(f);
    }
    return 0;
}
