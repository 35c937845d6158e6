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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

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
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __m512 t3 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v));
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(0.00390625f));
            __m512 t5 = _mm512_sub_ps(t4, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + i_vec, t5);
            long t6 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t6));
            __m512 t7 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_1));
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.00390625f));
            __m512 t9 = _mm512_sub_ps(t8, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t6, t9);
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
        /* vcc: loop at convert.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t13));
            __m512 t14 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_2));
            __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.00390625f));
            __m512 t16 = _mm512_sub_ps(t15, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        f[t17] = (float)p[t17] * 0.00390625f - 0.5f;
    }
}

/* uint8 -> int with a multiply: four registers of ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_i32(int n, int *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:18 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(p_v);
            __m512i t4 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(1000));
            __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t6));
            __m512i t7 = _mm512_cvtepu8_epi32(p_v_1);
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(1000));
            __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(7));
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
        /* vcc: loop at convert.c:18 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t13));
            __m512i t14 = _mm512_cvtepu8_epi32(p_v_2);
            __m512i t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(1000));
            __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)p[t17] * 1000 - 7;
    }
}

/* int8 -> uint16: two registers of 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_u16(int n, uint16_t *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:24 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __m256i t3 = _mm256_cvtepi8_epi16(p_v);
            __m256i t4 = _mm256_mullo_epi16(t3, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)(d + i_vec), t4);
            long t5 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t5));
            __m256i t6 = _mm256_cvtepi8_epi16(p_v_1);
            __m256i t7 = _mm256_mullo_epi16(t6, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)(d + t5), t7);
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
        /* vcc: loop at convert.c:24 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t11));
            __m256i t12 = _mm256_cvtepi8_epi16(p_v_2);
            __m256i t13 = _mm256_mullo_epi16(t12, _mm256_set1_epi16((short)3));
            _mm256_storeu_si256((__m256i *)(d + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        d[t14] = (unsigned short)((int)p[t14] * 3);
    }
}

/* uint8 -> double: the doubles of one vector iteration take four registers. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_f64(int n, double *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:30 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, p + i_vec);
            __m512d t3 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v)));
            __m512d t4 = _mm512_fmadd_pd(t3, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_uchar p_v_1 = vcc_load(vcc_v8_uchar, p + t5);
            __m512d t6 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_1)));
            __m512d t7 = _mm512_fmadd_pd(t6, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_uchar p_v_2 = vcc_load(vcc_v8_uchar, p + t8);
            __m512d t9 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_2)));
            __m512d t10 = _mm512_fmadd_pd(t9, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_uchar p_v_3 = vcc_load(vcc_v8_uchar, p + t11);
            __m512d t12 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_3)));
            __m512d t13 = _mm512_fmadd_pd(t12, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at convert.c:30 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_uchar p_v_4 = vcc_load(vcc_v8_uchar, p + t17);
            __m512d t18 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_4)));
            __m512d t19 = _mm512_fmadd_pd(t18, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (double)p[t20] * 0.5 + 1.0;
    }
}

/* int8 -> float: the sign-extending group conversion. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_f32(int n, float *restrict f, const int8_t *restrict p) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at convert.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __m512 t3 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(p_v));
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + i_vec, t4);
            long t5 = i_vec + 16L;
            __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t5));
            __m512 t6 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(p_v_1));
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t5, t7);
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
        /* vcc: loop at convert.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t11));
            __m512 t12 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(p_v_2));
            __m512 t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        f[t14] = (float)p[t14] * 0.25f;
    }
}

/* A known trip count: VF=32, the source in a 256-bit register, four groups of 8 lanes. */
#define FIXED 1000
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_f32_fixed(float *restrict f, const uint8_t *restrict p) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at convert.c:43 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
        __m512 t1 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v));
        __m512 t2 = _mm512_sub_ps(t1, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + i_vec, t2);
        long t3 = i_vec + 16L;
        __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t3));
        __m512 t4 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_1));
        __m512 t5 = _mm512_sub_ps(t4, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t3, t5);
        long t6 = i_vec + 32L;
        __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t6));
        __m512 t7 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_2));
        __m512 t8 = _mm512_sub_ps(t7, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t6, t8);
        long t9 = i_vec + 48L;
        __m128i p_v_3 = _mm_loadu_si128((const __m128i *)(p + t9));
        __m512 t10 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_3));
        __m512 t11 = _mm512_sub_ps(t10, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t9, t11);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at convert.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t12 = 960L + i_vec_1;
        __m128i p_v_4 = _mm_loadu_si128((const __m128i *)(p + t12));
        __m512 t13 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_4));
        __m512 t14 = _mm512_sub_ps(t13, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t12, t14);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1000; i++) {
        long t15 = (long)i;
        f[t15] = (float)p[t15] - 128.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_i32_fixed(int *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at convert.c:48 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
        __m512i t1 = _mm512_cvtepi8_epi32(p_v);
        __m512i t2 = _mm512_add_epi32(t1, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + i_vec, t2);
        long t3 = i_vec + 16L;
        __m128i p_v_1 = _mm_loadu_si128((const __m128i *)(p + t3));
        __m512i t4 = _mm512_cvtepi8_epi32(p_v_1);
        __m512i t5 = _mm512_add_epi32(t4, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t3, t5);
        long t6 = i_vec + 32L;
        __m128i p_v_2 = _mm_loadu_si128((const __m128i *)(p + t6));
        __m512i t7 = _mm512_cvtepi8_epi32(p_v_2);
        __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t6, t8);
        long t9 = i_vec + 48L;
        __m128i p_v_3 = _mm_loadu_si128((const __m128i *)(p + t9));
        __m512i t10 = _mm512_cvtepi8_epi32(p_v_3);
        __m512i t11 = _mm512_add_epi32(t10, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t9, t11);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at convert.c:48 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t12 = 960L + i_vec_1;
        __m128i p_v_4 = _mm_loadu_si128((const __m128i *)(p + t12));
        __m512i t13 = _mm512_cvtepi8_epi32(p_v_4);
        __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t12, t14);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1000; i++) {
        long t15 = (long)i;
        d[t15] = (int)p[t15] + 1000;
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
