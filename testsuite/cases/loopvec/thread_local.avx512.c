/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
        /* vcc: loop at thread_local.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
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
        /* vcc: loop at thread_local.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
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
        __m256i hist_v_3 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, hist, t32, t27);
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
    /* vcc: loop at thread_local.c:28 vectorized: VF 8, UF 2, scalar epilogue */
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

/* Running totals per thread, in a function whose loops vectorize. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long running(const int *a, int n) {
    vcc_no_contract_body
    static _Thread_local long total;
    static _Thread_local int seen[4] = {1, 2};
    int s;
    int t6;
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at thread_local.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t4 = _mm256_add_epi32(t3, (__m256i)s_v_2);
        __m256i t5 = _mm256_add_epi32(t4, (__m256i)s_v_3);
        t6 = (int)t2;
        t7 = (int)vcc_avx2_sum_epi32(t5);
    } else {
        t6 = 0;
        t7 = 0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at thread_local.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (int)((unsigned int)t7 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    total = total + (long)s;
    for (int i_1 = 0; i_1 < n; i_1++) {
        int *t10 = &hist[i_1 & 63];
        *t10 = *t10 + (a[i_1] & 1);
    }
    int *t11 = &seen[n & 3];
    *t11 = *t11 + 1;
    return total * 10L + (long)seen[0] + (long)(seen[1] * 3) + (long)(seen[2] * 5);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static void *worker(void *arg) {
    vcc_no_contract_body
    int a[200];
    int k = *(const int *)arg;
    __m256i k_v = _mm256_set1_epi32((int)k);
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:55 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, k_v);
        __m256i t3 = _mm256_sub_epi32(t2, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t3);
        __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t5 = _mm256_mullo_epi32(t4, k_v);
        __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t8 = _mm256_mullo_epi32(t7, k_v);
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t9);
        __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t11 = _mm256_mullo_epi32(t10, k_v);
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t12);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 192L);
    __m256i k_v_1 = _mm256_set1_epi32((int)k);
    __m256i t13 = _mm256_set1_epi32(192);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at thread_local.c:55 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t14 = _mm256_mullo_epi32((__m256i)i_v_1, k_v_1);
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(7));
        _mm256_storeu_si256((__m256i *)&a[192L + i_vec_1], t15);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    long r = 0L;
    for (int round = 0; round < 3; round++) {
        r = r * 7L + running(a, 200 - round * 61);
    }
    *(long *)arg = r + (long)sum_hist();
    return (void *)0;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    unsigned char data[300];
    long results[3];
    unsigned long threads[3];
    const int *t37;
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at thread_local.c:68 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
    /* vcc: loop at thread_local.c:68 vector epilogue: VF 8, UF 1, scalar epilogue */
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
    /* vcc: loop at thread_local.c:72 vectorized: VF 8, UF 4, scalar epilogue */
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
    results[0] = 2L;
    results[1] = 3L;
    results[2] = 5L;
    for (int k = 0; k < 3; k++) {
        long t36 = (long)k;
        pthread_create(&threads[t36], (const union pthread_attr_t *)0, worker, (void *)&results[t36]);
    }
    if (data[0]) {
        t37 = (const int *)acc;
    } else {
        t37 = (const int *)0;
    }
    long mine = running(t37, 0);
    for (int k_1 = 0; k_1 < 3; k_1++) {
        long t38 = (long)k_1;
        pthread_join(threads[t38], (void **)0);
        printf("%ld\n", results[t38]);
    }
    printf("%ld %d\n", mine, sum_hist());
    return 0;
}
