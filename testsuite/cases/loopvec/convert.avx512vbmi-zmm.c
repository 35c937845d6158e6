/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Conversions between element widths in byte loops (bench u8_to_f32): the bytes fill a
   register, so the wider values of one vector iteration take several registers, and their
   store is written one register at a time. On AVX2, 8- and 16-bit integers widened to 32-bit
   ints or floats of several registers take each group of 8 lanes with one vpmovzxbd/vpmovsxbd
   (vpmovzxwd/vpmovsxwd) from its place in the source register. */

/* uint8 -> float: 32 lanes, four registers of floats. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_f32(int n, float *restrict f, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + t3));
            __m512 t4 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v));
            __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.00390625f));
            __m512 t6 = _mm512_sub_ps(t5, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t3, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t7));
            __m512 t8 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_1));
            __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.00390625f));
            __m512 t10 = _mm512_sub_ps(t9, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t7, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t14));
            __m512 t15 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_2));
            __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.00390625f));
            __m512 t17 = _mm512_sub_ps(t16, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t14, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        f[t18] = (float)p[t18] * 0.00390625f - 0.5f;
    }
}

/* uint8 -> int with a multiply: four registers of ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_i32(int n, int *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:18 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + t3));
            __m512i t4 = _mm512_cvtepu8_epi32(p_v);
            __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(1000));
            __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + t3, t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t7));
            __m512i t8 = _mm512_cvtepu8_epi32(p_v_1);
            __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(1000));
            __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + t7, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t14));
            __m512i t15 = _mm512_cvtepu8_epi32(p_v_2);
            __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(1000));
            __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + t14, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        d[t18] = (int)p[t18] * 1000 - 7;
    }
}

/* int8 -> uint16: two registers of 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_u16(int n, uint16_t *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:24 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + t3));
            __m256i t4 = _mm256_cvtepi8_epi16(p_v);
            __m256i t5 = _mm256_mullo_epi16(t4, _mm256_set1_epi16((short)3));
            __m256i t6 = t5;
            _mm256_storeu_si256((__m256i *)(d + t3), t6);
            long t7 = (long)(int)(i_vec + 16L);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t7));
            __m256i t8 = _mm256_cvtepi8_epi16(p_v_1);
            __m256i t9 = _mm256_mullo_epi16(t8, _mm256_set1_epi16((short)3));
            __m256i t10 = t9;
            _mm256_storeu_si256((__m256i *)(d + t7), t10);
            i_vec += 32L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t14));
            __m256i t15 = _mm256_cvtepi8_epi16(p_v_2);
            __m256i t16 = _mm256_mullo_epi16(t15, _mm256_set1_epi16((short)3));
            __m256i t17 = t16;
            _mm256_storeu_si256((__m256i *)(d + t14), t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        d[t18] = (unsigned short)((int)p[t18] * 3);
    }
}

/* uint8 -> double: the doubles of one vector iteration take four registers. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_f64(int n, double *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, p + t3);
            __m512d t4 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v)));
            __m512d t5 = _mm512_fmadd_pd(t4, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            vcc_v8_uchar p_v_1 = vcc_load(vcc_v8_uchar, p + t6);
            __m512d t7 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_1)));
            __m512d t8 = _mm512_fmadd_pd(t7, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            vcc_v8_uchar p_v_2 = vcc_load(vcc_v8_uchar, p + t9);
            __m512d t10 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_2)));
            __m512d t11 = _mm512_fmadd_pd(t10, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            vcc_v8_uchar p_v_3 = vcc_load(vcc_v8_uchar, p + t12);
            __m512d t13 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_3)));
            __m512d t14 = _mm512_fmadd_pd(t13, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t12, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            vcc_v8_uchar p_v_4 = vcc_load(vcc_v8_uchar, p + t18);
            __m512d t19 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_4)));
            __m512d t20 = _mm512_fmadd_pd(t19, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        d[t21] = (double)p[t21] * 0.5 + 1.0;
    }
}

/* int8 -> float: the sign-extending group conversion. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_f32(int n, float *restrict f, const int8_t *restrict p) {
    vcc_no_contract_body
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + t3));
            __m512 t4 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(p_v));
            __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t6));
            __m512 t7 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(p_v_1));
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t6, t8);
            i_vec += 32L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t12));
            __m512 t13 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(p_v_2));
            __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        f[t15] = (float)p[t15] * 0.25f;
    }
}

/* A known trip count: VF=32, the source in a 256-bit register, four groups of 8 lanes. */
#define FIXED 1000
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_f32_fixed(float *restrict f, const uint8_t *restrict p) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at convert.c:43 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m128i p_v = _mm_loadu_si128((const __m128i *)(p + t1));
        __m512 t2 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v));
        __m512 t3 = _mm512_sub_ps(t2, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t1, t3);
        long t4 = (long)(int)(i_vec + 16L);
        __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t4));
        __m512 t5 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_1));
        __m512 t6 = _mm512_sub_ps(t5, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t4, t6);
        long t7 = (long)(int)(i_vec + 32L);
        __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t7));
        __m512 t8 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_2));
        __m512 t9 = _mm512_sub_ps(t8, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t7, t9);
        long t10 = (long)(int)(i_vec + 48L);
        __m128i p_v_3 = _mm_loadu_si128((const __m128i *)(p + t10));
        __m512 t11 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_3));
        __m512 t12 = _mm512_sub_ps(t11, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t10, t12);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    do {
        long t13 = (long)(int)(960L + i_vec_1);
        __m128i p_v_4 = _mm_loadu_si128((const __m128i *)(p + t13));
        __m512 t14 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_4));
        __m512 t15 = _mm512_sub_ps(t14, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t13, t15);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1000; i++) {
        long t16 = (long)i;
        f[t16] = (float)p[t16] - 128.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_i32_fixed(int *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at convert.c:48 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m128i p_v = _mm_loadu_si128((const __m128i *)(p + t1));
        __m512i t2 = _mm512_cvtepi8_epi32(p_v);
        __m512i t3 = _mm512_add_epi32(t2, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t1, t3);
        long t4 = (long)(int)(i_vec + 16L);
        __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t4));
        __m512i t5 = _mm512_cvtepi8_epi32(p_v_1);
        __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t4, t6);
        long t7 = (long)(int)(i_vec + 32L);
        __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t7));
        __m512i t8 = _mm512_cvtepi8_epi32(p_v_2);
        __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t7, t9);
        long t10 = (long)(int)(i_vec + 48L);
        __m128i p_v_3 = _mm_loadu_si128((const __m128i *)(p + t10));
        __m512i t11 = _mm512_cvtepi8_epi32(p_v_3);
        __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t10, t12);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    do {
        long t13 = (long)(int)(960L + i_vec_1);
        __m128i p_v_4 = _mm_loadu_si128((const __m128i *)(p + t13));
        __m512i t14 = _mm512_cvtepi8_epi32(p_v_4);
        __m512i t15 = _mm512_add_epi32(t14, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t13, t15);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1000; i++) {
        long t16 = (long)i;
        d[t16] = (int)p[t16] + 1000;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *p = new_array(n, 1);
        int8_t *sp = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        int *d = new_array(n, sizeof(int));
        uint16_t *w = new_array(n, 2);
        double *g = new_array(n, sizeof(double));
        FILL(p, n, 0, 256);
        FILL(sp, n, -128, 256);
        if (n > 0) p[0] = 255, sp[0] = -128;
        if (n > 1) p[n - 1] = 0, sp[n - 1] = 127;
        u8_to_f32(n, f, p);
        u8_to_i32(n, d, p);
        i8_to_u16(n, w, sp);
        u8_to_f64(n, g, p);
        printf("n=%d f=%llx d=%llx w=%llx g=%llx", n, HASH(f, n), HASH(d, n), HASH(w, n), HASH(g, n));
        i8_to_f32(n, f, sp);
        printf(" sf=%llx\n", HASH(f, n));
        free(p), free(sp), free(f), free(d), free(w), free(g);
    }
    uint8_t *p = new_array(FIXED, 1);
    int8_t *sp = new_array(FIXED, 1);
    float *f = new_array(FIXED, sizeof(float));
    int *d = new_array(FIXED, sizeof(int));
    FILL(p, FIXED, 0, 256);
    FILL(sp, FIXED, -128, 256);
    p[0] = 255, p[FIXED - 1] = 0, sp[0] = -128, sp[FIXED - 1] = 127;
    u8_to_f32_fixed(f, p);
    i8_to_i32_fixed(d, sp);
    printf("fixed f=%llx d=%llx\n", HASH(f, FIXED), HASH(d, FIXED));
    free(p), free(sp), free(f), free(d);
    return 0;
}
