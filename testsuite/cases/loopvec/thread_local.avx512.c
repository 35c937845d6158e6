/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 2 */
#include <stdio.h>

/* Each thread's own objects (stb_image's `stbi__g_failure_reason`): functions that use
   file-scope `_Thread_local` variables are lowered and vectorized like any other; the arrays
   keep their declarations (no alignment raised: a redeclaration without `_Thread_local` would
   not compile). A `_Thread_local` variable inside a function keeps that function as written:
   vcc writes a rewritten function's static variables itself. */
static _Thread_local int hist[64];
_Thread_local float acc[256];
_Thread_local const char *last_error;

void count(const unsigned char *p, int n) {
    for (int i = 0; i < n; i++)
        hist[p[i] & 63] += 1;
    if (n == 0)
        last_error = "empty input";
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void scale(float s, int n) {
    vcc_no_contract_body
    int t15;
    int t24;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256 s_v = _mm256_set1_ps(s);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at thread_local.c:21 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            float *t5 = &acc[i_vec];
            float *t6 = &acc[i_vec + 8L];
            __m256 acc_v = _mm256_loadu_ps(t5);
            __m256 acc_v_1 = _mm256_loadu_ps(t6);
            __m256 t7 = _mm256_mul_ps(acc_v, s_v);
            __m256 t8 = _mm256_mul_ps(acc_v_1, s_v);
            __m256i t9 = _mm256_and_si256((__m256i)i_v, _mm256_set1_epi32(63));
            __m256i t10 = _mm256_and_si256(t4, _mm256_set1_epi32(63));
            __m256i hist_v = vcc_avx2_gather8(_mm256_setr_epi32, int, hist, t9);
            __m256i hist_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, hist, t10);
            __m256 t11 = _mm256_cvtepi32_ps(hist_v);
            __m256 t12 = _mm256_add_ps(t7, t11);
            _mm256_storeu_ps(t5, t12);
            __m256 t13 = _mm256_cvtepi32_ps(hist_v_1);
            __m256 t14 = _mm256_add_ps(t8, t13);
            _mm256_storeu_ps(t6, t14);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        __m256 s_v_1 = _mm256_set1_ps(s);
        __m256i t18 = _mm256_set1_epi32((int)t15);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at thread_local.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            float *t19 = &acc[(long)t15 + i_vec_1];
            __m256 acc_v_2 = _mm256_loadu_ps(t19);
            __m256 t20 = _mm256_mul_ps(acc_v_2, s_v_1);
            __m256i t21 = _mm256_and_si256((__m256i)i_v_1, _mm256_set1_epi32(63));
            __m256i hist_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, hist, t21);
            __m256 t22 = _mm256_cvtepi32_ps(hist_v_2);
            __m256 t23 = _mm256_add_ps(t20, t22);
            _mm256_storeu_ps(t19, t23);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t17);
        t24 = (int)((long)t15 + t17);
    } else {
        t24 = t15;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if ((t25 >= 1L) & (t25 <= 8L)) {
        __m256i t26 = _mm256_set1_epi32((int)(int)t25);
        __m256i t27 = _mm256_cmpgt_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 s_v_2 = _mm256_set1_ps(s);
        __m256i t28 = _mm256_set1_epi32((int)t24);
        __m256i t29 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        float *t30 = &acc[(long)t24];
        __m256 acc_v_3 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t27), t30);
        __m256 t31 = _mm256_mul_ps(acc_v_3, s_v_2);
        __m256i t32 = _mm256_and_si256(t29, _mm256_set1_epi32(63));
        __m256i hist_v_3 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)hist, t32, t27, 4);
        __m256 t33 = _mm256_cvtepi32_ps(hist_v_3);
        __m256 t34 = _mm256_add_ps(t31, t33);
        _mm256_mask_storeu_ps(t30, _mm256_movepi32_mask(t27), t34);
        i = (int)((long)t24 + t25);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        float *t35 = &acc[i];
        *t35 = *t35 * s + (float)hist[i & 63];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_hist(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
    vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
    /* vcc: loop at thread_local.c:27 vectorized: VF 8, UF 2, scalar epilogue */
    do {
        __m256i hist_v = _mm256_loadu_si256((const __m256i *)&hist[i_vec]);
        s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, hist_v);
        __m256i hist_v_1 = _mm256_loadu_si256((const __m256i *)&hist[i_vec + 8L]);
        s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, hist_v_1);
        i_vec += 16L;
    } while (i_vec < 64L);
    __m256i t1 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
    int t2 = (int)vcc_avx2_sum_epi32(t1);
    return t2;
}

int calls(void) {
    static _Thread_local int n;
    return ++n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    unsigned char data[300];
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:39 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(37));
        __m256i t3 = _mm256_add_epi32(t2, _mm256_set1_epi32(11));
        vcc_v8_uchar t4 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t3));
        vcc_store(&data[i_vec], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(37));
        __m256i t7 = _mm256_add_epi32(t6, _mm256_set1_epi32(11));
        vcc_v8_uchar t8 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t7));
        vcc_store(&data[i_vec + 8L], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(37));
        __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(11));
        vcc_v8_uchar t12 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t11));
        vcc_store(&data[i_vec + 16L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(37));
        __m256i t15 = _mm256_add_epi32(t14, _mm256_set1_epi32(11));
        vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
        vcc_store(&data[i_vec + 24L], t16);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 288L);
    __m256i t17 = _mm256_set1_epi32(288);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t18 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(37));
        __m256i t19 = _mm256_add_epi32(t18, _mm256_set1_epi32(11));
        vcc_v8_uchar t20 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t19));
        vcc_store(&data[288L + i_vec_1], t20);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    for (int i = 296; i < 300; i++) {
        data[i] = (unsigned char)(i * 37 + 11);
    }
    const unsigned char *t21 = data;
    (_mm256_zeroupper(), count(t21, 300));
    (_mm256_zeroupper(), count(t21, 0));
    __m256i t22 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v_2 = (vcc_v8_uint)_mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_2 = 0L;
    /* vcc: loop at thread_local.c:43 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 t23 = _mm256_cvtepi32_ps((__m256i)i_v_2);
        __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&acc[i_vec_2], t24);
        __m256i t25 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(8));
        __m256 t26 = _mm256_cvtepi32_ps(t25);
        __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&acc[i_vec_2 + 8L], t27);
        __m256i t28 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(16));
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&acc[i_vec_2 + 16L], t30);
        __m256i t31 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(24));
        __m256 t32 = _mm256_cvtepi32_ps(t31);
        __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&acc[i_vec_2 + 24L], t33);
        i_vec_2 += 32L;
        i_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(32));
    } while (i_vec_2 < 256L);
    scale(1.5f, 256);
    scale(0.25f, 100);
    float t = 0.0f;
    for (int i_1 = 0; i_1 < 256; i_1++) {
        t += acc[i_1];
    }
    (_mm256_zeroupper(), calls());
    int t34 = (_mm256_zeroupper(), calls());
    const char *t35 = last_error;
    printf("%d %g %s %d\n", sum_hist(), (double)t, t35, t34);
    return 0;
}
