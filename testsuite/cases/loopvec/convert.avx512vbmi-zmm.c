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
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(p + t5));
            __m512 t7 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t6));
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.00390625f));
            __m512 t9 = _mm512_sub_ps(t8, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(p + t10));
            __m512 t12 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t11));
            __m512 t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.00390625f));
            __m512 t14 = _mm512_sub_ps(t13, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(p + t18));
            __m512 t20 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t19));
            __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.00390625f));
            __m512 t22 = _mm512_sub_ps(t21, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(f + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        f[t23] = (float)p[t23] * 0.00390625f - 0.5f;
    }
}

/* uint8 -> int with a multiply: four registers of ints. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_i32(int n, int *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(p + t5));
            __m512i t7 = _mm512_cvtepu8_epi32(t6);
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(1000));
            __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + t5, t9);
            long t10 = (long)(int)(t1 + 16L);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(p + t10));
            __m512i t12 = _mm512_cvtepu8_epi32(t11);
            __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(1000));
            __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + t10, t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(p + t18));
            __m512i t20 = _mm512_cvtepu8_epi32(t19);
            __m512i t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(1000));
            __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(7));
            _mm512_storeu_si512(d + t18, t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        d[t23] = (int)p[t23] * 1000 - 7;
    }
}

/* int8 -> uint16: two registers of 16-bit lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_u16(int n, uint16_t *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    int t15;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(p + t5));
            __m256i t7 = _mm256_cvtepi8_epi16(t6);
            __m256i t8 = _mm256_mullo_epi16(t7, _mm256_set1_epi16((short)3));
            __m256i t9 = t8;
            _mm256_storeu_si256((__m256i *)(d + t5), t9);
            long t10 = (long)(int)(t1 + 16L);
            __m128i t11 = _mm_loadu_si128((const __m128i *)(p + t10));
            __m256i t12 = _mm256_cvtepi8_epi16(t11);
            __m256i t13 = _mm256_mullo_epi16(t12, _mm256_set1_epi16((short)3));
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)(d + t10), t14);
            t1 += 32L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(p + t18));
            __m256i t20 = _mm256_cvtepi8_epi16(t19);
            __m256i t21 = _mm256_mullo_epi16(t20, _mm256_set1_epi16((short)3));
            __m256i t22 = t21;
            _mm256_storeu_si256((__m256i *)(d + t18), t22);
            t2 += 16L;
        } while (t2 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        d[t23] = (unsigned short)((int)p[t23] * 3);
    }
}

/* uint8 -> double: the doubles of one vector iteration take four registers. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_f64(int n, double *restrict d, const uint8_t *restrict p) {
    vcc_no_contract_body
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_uchar t6 = vcc_load(vcc_v8_uchar, p + t5);
            __m512d t7 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6)));
            __m512d t8 = _mm512_fmadd_pd(t7, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_uchar t10 = vcc_load(vcc_v8_uchar, p + t9);
            __m512d t11 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t10)));
            __m512d t12 = _mm512_fmadd_pd(t11, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_uchar t14 = vcc_load(vcc_v8_uchar, p + t13);
            __m512d t15 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t14)));
            __m512d t16 = _mm512_fmadd_pd(t15, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_uchar t18 = vcc_load(vcc_v8_uchar, p + t17);
            __m512d t19 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t18)));
            __m512d t20 = _mm512_fmadd_pd(t19, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v8_uchar t25 = vcc_load(vcc_v8_uchar, p + t24);
            __m512d t26 = _mm512_cvtepi32_pd(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t25)));
            __m512d t27 = _mm512_fmadd_pd(t26, _mm512_set1_pd(0.5), _mm512_set1_pd(1.0));
            _mm512_storeu_pd(d + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        d[t28] = (double)p[t28] * 0.5 + 1.0;
    }
}

/* int8 -> float: the sign-extending group conversion. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_f32(int n, float *restrict f, const int8_t *restrict p) {
    vcc_no_contract_body
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(p + t5));
            __m512 t7 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(t6));
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m128i t10 = _mm_loadu_si128((const __m128i *)(p + t9));
            __m512 t11 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(t10));
            __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t9, t12);
            t1 += 32L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long t2 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + t2);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(p + t16));
            __m512 t18 = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(t17));
            __m512 t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(f + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        f[t20] = (float)p[t20] * 0.25f;
    }
}

/* A known trip count: VF=32, the source in a 256-bit register, four groups of 8 lanes. */
#define FIXED 1000
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void u8_to_f32_fixed(float *restrict f, const uint8_t *restrict p) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m128i t4 = _mm_loadu_si128((const __m128i *)(p + t3));
        __m512 t5 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t4));
        __m512 t6 = _mm512_sub_ps(t5, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t3, t6);
        long t7 = (long)(int)(t1 + 16L);
        __m128i t8 = _mm_loadu_si128((const __m128i *)(p + t7));
        __m512 t9 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t8));
        __m512 t10 = _mm512_sub_ps(t9, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t7, t10);
        long t11 = (long)(int)(t1 + 32L);
        __m128i t12 = _mm_loadu_si128((const __m128i *)(p + t11));
        __m512 t13 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t12));
        __m512 t14 = _mm512_sub_ps(t13, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t11, t14);
        long t15 = (long)(int)(t1 + 48L);
        __m128i t16 = _mm_loadu_si128((const __m128i *)(p + t15));
        __m512 t17 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t16));
        __m512 t18 = _mm512_sub_ps(t17, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t15, t18);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        long t19 = (long)(int)(960L + t2);
        __m128i t20 = _mm_loadu_si128((const __m128i *)(p + t19));
        __m512 t21 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t20));
        __m512 t22 = _mm512_sub_ps(t21, _mm512_set1_ps(128.0f));
        _mm512_storeu_ps(f + t19, t22);
        t2 += 16L;
    } while (t2 < 32L);
    for (int i = 992; i < 1000; i++) {
        long t23 = (long)i;
        f[t23] = (float)p[t23] - 128.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void i8_to_i32_fixed(int *restrict d, const int8_t *restrict p) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m128i t4 = _mm_loadu_si128((const __m128i *)(p + t3));
        __m512i t5 = _mm512_cvtepi8_epi32(t4);
        __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t3, t6);
        long t7 = (long)(int)(t1 + 16L);
        __m128i t8 = _mm_loadu_si128((const __m128i *)(p + t7));
        __m512i t9 = _mm512_cvtepi8_epi32(t8);
        __m512i t10 = _mm512_add_epi32(t9, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t7, t10);
        long t11 = (long)(int)(t1 + 32L);
        __m128i t12 = _mm_loadu_si128((const __m128i *)(p + t11));
        __m512i t13 = _mm512_cvtepi8_epi32(t12);
        __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t11, t14);
        long t15 = (long)(int)(t1 + 48L);
        __m128i t16 = _mm_loadu_si128((const __m128i *)(p + t15));
        __m512i t17 = _mm512_cvtepi8_epi32(t16);
        __m512i t18 = _mm512_add_epi32(t17, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t15, t18);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        long t19 = (long)(int)(960L + t2);
        __m128i t20 = _mm_loadu_si128((const __m128i *)(p + t19));
        __m512i t21 = _mm512_cvtepi8_epi32(t20);
        __m512i t22 = _mm512_add_epi32(t21, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(d + t19, t22);
        t2 += 16L;
    } while (t2 < 32L);
    for (int i = 992; i < 1000; i++) {
        long t23 = (long)i;
        d[t23] = (int)p[t23] + 1000;
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
