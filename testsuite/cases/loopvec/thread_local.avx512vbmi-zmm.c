/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include <pthread.h>
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A function's own `static _Thread_local` variables are written again by vcc
   with the qualifier (each thread keeps its own running totals below). */
static _Thread_local int hist[64];
_Thread_local float acc[256];
_Thread_local const char *last_error;

void count(const unsigned char *p, int n) {
    for (int i = 0; i < n; i++)
        hist[p[i] & 63] += 1;
    if (n == 0)
        last_error = "empty input";
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void scale(float s, int n) {
    vcc_no_contract_body
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m512 s_v = _mm512_set1_ps(s);
        __m512i t3 = _mm512_set1_epi32(0);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long i_vec = 0L;
        /* vcc: loop at thread_local.c:22 vectorized: VF 16, UF 1, masked remainder */
        do {
            float *t4 = &acc[i_vec];
            __m512 acc_v = _mm512_loadu_ps(t4);
            __m512 t5 = _mm512_mul_ps(acc_v, s_v);
            __m512i t6 = _mm512_and_si512((__m512i)i_v, _mm512_set1_epi32(63));
            __m512i hist_v = _mm512_i32gather_epi32(t6, hist, 4);
            __m512 t7 = _mm512_cvtepi32_ps(hist_v);
            __m512 t8 = _mm512_add_ps(t5, t7);
            _mm512_storeu_ps(t4, t8);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        __m512 s_v_1 = _mm512_set1_ps(s);
        __m512i t13 = _mm512_set1_epi32((int)t9);
        __m512i t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        float *t15 = &acc[(long)t9];
        __m512 acc_v_1 = _mm512_maskz_loadu_ps(t12, t15);
        __m512 t16 = _mm512_mul_ps(acc_v_1, s_v_1);
        __m512i t17 = _mm512_and_si512(t14, _mm512_set1_epi32(63));
        __m512i hist_v_1 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t12, t17, hist, 4);
        __m512 t18 = _mm512_cvtepi32_ps(hist_v_1);
        __m512 t19 = _mm512_add_ps(t16, t18);
        _mm512_mask_storeu_ps(t15, t12, t19);
        i = (int)((long)t9 + t10);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        float *t20 = &acc[i];
        *t20 = *t20 * s + (float)hist[i & 63];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_hist(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
    vcc_v16_uint s_v_1 = (vcc_v16_uint)_mm512_set1_epi32(0);
    /* vcc: loop at thread_local.c:28 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        __m512i hist_v = _mm512_loadu_si512(&hist[i_vec]);
        s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, hist_v);
        __m512i hist_v_1 = _mm512_loadu_si512(&hist[i_vec + 16L]);
        s_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v_1, hist_v_1);
        i_vec += 32L;
    } while (i_vec < 64L);
    __m512i t1 = _mm512_add_epi32((__m512i)s_v, (__m512i)s_v_1);
    int t2 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)));
    return t2;
}

int calls(void) {
    static _Thread_local int n;
    return ++n;
}

/* Running totals per thread, in a function whose loops vectorize. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long running(const int *a, int n) {
    vcc_no_contract_body
    static _Thread_local long total;
    static _Thread_local int seen[4] = {1, 2};
    int s;
    int t3;
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at thread_local.c:43 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t3 = 0;
        t4 = 0;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), a_v_1);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t8);
        i = (int)((long)t3 + t5);
        s = (int)((unsigned int)t4 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    total = total + (long)s;
    for (int i_1 = 0; i_1 < n; i_1++) {
        int *t9 = &hist[i_1 & 63];
        *t9 = *t9 + (a[i_1] & 1);
    }
    int *t10 = &seen[n & 3];
    *t10 = *t10 + 1;
    return total * 10L + (long)seen[0] + (long)(seen[1] * 3) + (long)(seen[2] * 5);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) static void *worker(void *arg) {
    vcc_no_contract_body
    int a[200];
    int k = *(const int *)arg;
    __m512i k_v = _mm512_set1_epi32((int)k);
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:55 vectorized: VF 16, UF 4, masked remainder */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, k_v);
        __m512i t3 = _mm512_sub_epi32(t2, _mm512_set1_epi32(7));
        _mm512_storeu_si512(&a[i_vec], t3);
        __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t5 = _mm512_mullo_epi32(t4, k_v);
        __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(7));
        _mm512_storeu_si512(&a[i_vec + 16L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t8 = _mm512_mullo_epi32(t7, k_v);
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(7));
        _mm512_storeu_si512(&a[i_vec + 32L], t9);
        __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t11 = _mm512_mullo_epi32(t10, k_v);
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(7));
        _mm512_storeu_si512(&a[i_vec + 48L], t12);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 192L);
    __m512i t13 = _mm512_set1_epi32(8);
    __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
    __m512i k_v_1 = _mm512_set1_epi32((int)k);
    __m512i t15 = _mm512_set1_epi32(192);
    __m512i t16 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t17 = _mm512_mullo_epi32(t16, k_v_1);
    __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(7));
    _mm512_mask_storeu_epi32(&a[192], t14, t18);
    long r = 0L;
    for (int round = 0; round < 3; round++) {
        r = r * 7L + running(a, 200 - round * 61);
    }
    *(long *)arg = r + (long)sum_hist();
    return (void *)0;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    unsigned char data[300];
    long results[3];
    unsigned long threads[3];
    const int *t25;
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:68 vectorized: VF 16, UF 2, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(37));
        __m512i t3 = _mm512_add_epi32(t2, _mm512_set1_epi32(11));
        __m128i t4 = _mm512_cvtepi32_epi8(t3);
        _mm_storeu_si128((__m128i *)&data[i_vec], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(37));
        __m512i t7 = _mm512_add_epi32(t6, _mm512_set1_epi32(11));
        __m128i t8 = _mm512_cvtepi32_epi8(t7);
        _mm_storeu_si128((__m128i *)&data[i_vec + 16L], t8);
        i_vec += 32L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
    } while (i_vec < 288L);
    for (int i = 288; i < 300; i++) {
        data[i] = (unsigned char)(i * 37 + 11);
    }
    const unsigned char *t9 = data;
    (_mm256_zeroupper(), count(t9, 300));
    (_mm256_zeroupper(), count(t9, 0));
    __m512i t10 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:72 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512 t11 = _mm512_cvtepi32_ps((__m512i)i_v_1);
        __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&acc[i_vec_1], t12);
        __m512i t13 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
        __m512 t14 = _mm512_cvtepi32_ps(t13);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&acc[i_vec_1 + 16L], t15);
        __m512i t16 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(32));
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&acc[i_vec_1 + 32L], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(48));
        __m512 t20 = _mm512_cvtepi32_ps(t19);
        __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&acc[i_vec_1 + 48L], t21);
        i_vec_1 += 64L;
        i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(64));
    } while (i_vec_1 < 256L);
    scale(1.5f, 256);
    scale(0.25f, 100);
    float t = 0.0f;
    for (int i_1 = 0; i_1 < 256; i_1++) {
        t += acc[i_1];
    }
    (_mm256_zeroupper(), calls());
    int t22 = (_mm256_zeroupper(), calls());
    const char *t23 = last_error;
    printf("%d %g %s %d\n", sum_hist(), (double)t, t23, t22);
    results[0] = 2L;
    results[1] = 3L;
    results[2] = 5L;
    for (int k = 0; k < 3; k++) {
        long t24 = (long)k;
        pthread_create(&threads[t24], (const union pthread_attr_t *)0, worker, (void *)&results[t24]);
    }
    if (data[0]) {
        t25 = (const int *)acc;
    } else {
        t25 = (const int *)0;
    }
    long mine = running(t25, 0);
    for (int k_1 = 0; k_1 < 3; k_1++) {
        long t26 = (long)k_1;
        pthread_join(threads[t26], (void **)0);
        printf("%ld\n", results[t26]);
    }
    printf("%ld %d\n", mine, sum_hist());
    return 0;
}
