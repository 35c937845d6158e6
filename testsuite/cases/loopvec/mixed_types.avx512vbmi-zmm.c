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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    vcc_no_contract_body
    int t19;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m128i t6 = _mm_loadu_si128((const __m128i *)(a + t5));
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m512i t8 = _mm512_cvtepu8_epi32(t6);
            __m512i t9 = _mm512_cvtepu8_epi32(t7);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t5, t11);
            long t12 = (long)(int)(t1 + 16L);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m128i t14 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m512i t15 = _mm512_cvtepu8_epi32(t13);
            __m512i t16 = _mm512_cvtepu8_epi32(t14);
            __m512i t17 = _mm512_mullo_epi32(t15, t16);
            __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t12, t18);
            t1 += 32L;
        } while (t1 < t4);
        t19 = (int)t4;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long t2 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + t2);
            __m128i t23 = _mm_loadu_si128((const __m128i *)(a + t22));
            __m128i t24 = _mm_loadu_si128((const __m128i *)(b + t22));
            __m512i t25 = _mm512_cvtepu8_epi32(t23);
            __m512i t26 = _mm512_cvtepu8_epi32(t24);
            __m512i t27 = _mm512_mullo_epi32(t25, t26);
            __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t22, t28);
            t2 += 16L;
        } while (t2 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        out[t29] = (int)a[t29] * (int)b[t29] - 5000;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi32(0);
        do {
            __m128i t5 = _mm_loadu_si128((const __m128i *)(a + (int)t1));
            __m512i t6 = _mm512_cvtepu8_epi32(t5);
            __m512i t7 = t6;
            t2 = _mm512_add_epi32(t2, t7);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1)));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i16(int n, const short *a, const short *b) {
    vcc_no_contract_body
    int s;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        __m256i t2 = _mm256_set1_epi32(0);
        do {
            long t5 = (long)(int)t1;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            __m256i t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i t8 = _mm256_madd_epi16(t6, t7);
            t2 = _mm256_add_epi32(t2, t8);
            t1 += 16L;
        } while (t1 < t4);
        i = (int)t4;
        s = (int)vcc_avx2_sum_epi32(t2);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        s += (int)a[t9] * (int)b[t9];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_i32_in_long(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t25;
    long t26;
    int t32;
    long t33;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        __m512i t2 = _mm512_set1_epi64((long long)0LL);
        __m512i t3 = _mm512_set1_epi64((long long)0LL);
        __m512i t4 = _mm512_set1_epi64((long long)0LL);
        __m512i t5 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t1));
            __m512i t11 = _mm512_cvtepi32_epi64(t10);
            __m512i t12 = t11;
            t2 = _mm512_add_epi64(t2, t12);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 8L)));
            __m512i t14 = _mm512_cvtepi32_epi64(t13);
            __m512i t15 = t14;
            t3 = _mm512_add_epi64(t3, t15);
            __m256i t16 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 16L)));
            __m512i t17 = _mm512_cvtepi32_epi64(t16);
            __m512i t18 = t17;
            t4 = _mm512_add_epi64(t4, t18);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(a + (int)(t1 + 24L)));
            __m512i t20 = _mm512_cvtepi32_epi64(t19);
            __m512i t21 = t20;
            t5 = _mm512_add_epi64(t5, t21);
            t1 += 32L;
        } while (t1 < t9);
        __m512i t22 = _mm512_add_epi64(t2, t3);
        __m512i t23 = _mm512_add_epi64(t22, t4);
        __m512i t24 = _mm512_add_epi64(t23, t5);
        t25 = (int)t9;
        t26 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t24), _mm512_extracti64x4_epi64(t24, 1)), _mm_add_epi64, unsigned long);
    } else {
        t25 = 0;
        t26 = 0L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long t6 = 0L;
        __m512i t7 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t25 + t6)));
            __m512i t30 = _mm512_cvtepi32_epi64(t29);
            __m512i t31 = t30;
            t7 = _mm512_add_epi64(t7, t31);
            t6 += 8L;
        } while (t6 < t28);
        t32 = (int)((long)t25 + t28);
        t33 = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t7), _mm512_extracti64x4_epi64(t7, 1)), _mm_add_epi64, unsigned long));
    } else {
        t32 = t25;
        t33 = t26;
    }
    long t34 = (long)n + (long)t32 * -1L;
    if ((t34 >= 1L) & (t34 <= 8L)) {
        __m256i t35 = _mm256_set1_epi32((int)(int)t34);
        __m256i t36 = _mm256_cmpgt_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t36), a + (int)(long)t32);
        __m512i t38 = _mm512_cvtepi32_epi64(t37);
        __m512i t39 = t38;
        __m512i t40 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t39);
        __m512i t41 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t36), _mm512_set1_epi64((long long)0LL), t40);
        i = (int)((long)t32 + t34);
        s = (long)((unsigned long)t33 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t41), _mm512_extracti64x4_epi64(t41, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t32;
        s = t33;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512i t7 = _mm512_srav_epi32(t6, _mm512_set1_epi32(4));
            __m128i t8 = _mm512_cvtepi32_epi8(t7);
            _mm_storeu_si128((__m128i *)(out + t5), t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512i t10 = _mm512_loadu_si512(a + t9);
            __m512i t11 = _mm512_srav_epi32(t10, _mm512_set1_epi32(4));
            __m128i t12 = _mm512_cvtepi32_epi8(t11);
            _mm_storeu_si128((__m128i *)(out + t9), t12);
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
            __m512i t17 = _mm512_loadu_si512(a + t16);
            __m512i t18 = _mm512_srav_epi32(t17, _mm512_set1_epi32(4));
            __m128i t19 = _mm512_cvtepi32_epi8(t18);
            _mm_storeu_si128((__m128i *)(out + t16), t19);
            t2 += 16L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (signed char)(a[t20] >> 4);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512i t6 = _mm512_loadu_si512(a + t5);
            __m512 t7 = _mm512_cvtepi32_ps(t6);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t5, t8);
            long t9 = (long)(int)(t1 + 16L);
            __m512i t10 = _mm512_loadu_si512(a + t9);
            __m512 t11 = _mm512_cvtepi32_ps(t10);
            __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t9, t12);
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
            __m512i t17 = _mm512_loadu_si512(a + t16);
            __m512 t18 = _mm512_cvtepi32_ps(t17);
            __m512 t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t16, t19);
            t2 += 16L;
        } while (t2 < t15);
        t20 = (int)((long)t13 + t15);
    } else {
        t20 = t13;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 16L)) {
        __m512i t22 = _mm512_set1_epi32((int)(int)t21);
        __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
        long t24 = (long)(int)(long)t20;
        __m512i t25 = _mm512_maskz_loadu_epi32(t23, a + t24);
        __m512 t26 = _mm512_cvtepi32_ps(t25);
        __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(out + t24, t23, t27);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        out[t28] = (float)a[t28] * 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    vcc_no_contract_body
    int t21;
    int t28;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256 t6 = _mm256_loadu_ps(a + t5);
            __m512d t7 = _mm512_cvtps_pd(t6);
            __m512d t8 = _mm512_add_pd(t7, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            __m256 t10 = _mm256_loadu_ps(a + t9);
            __m512d t11 = _mm512_cvtps_pd(t10);
            __m512d t12 = _mm512_add_pd(t11, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            __m256 t14 = _mm256_loadu_ps(a + t13);
            __m512d t15 = _mm512_cvtps_pd(t14);
            __m512d t16 = _mm512_add_pd(t15, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            __m256 t18 = _mm256_loadu_ps(a + t17);
            __m512d t19 = _mm512_cvtps_pd(t18);
            __m512d t20 = _mm512_add_pd(t19, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t17, t20);
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
            __m256 t25 = _mm256_loadu_ps(a + t24);
            __m512d t26 = _mm512_cvtps_pd(t25);
            __m512d t27 = _mm512_add_pd(t26, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        t28 = (int)((long)t21 + t23);
    } else {
        t28 = t21;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if ((t29 >= 1L) & (t29 <= 8L)) {
        __m256i t30 = _mm256_set1_epi32((int)(int)t29);
        __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t32 = (long)(int)(long)t28;
        __m256 t33 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), a + t32);
        __m512d t34 = _mm512_cvtps_pd(t33);
        __m512d t35 = _mm512_add_pd(t34, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(out + t32, _mm256_movepi32_mask(t31), t35);
        i = (int)((long)t28 + t29);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        out[t36] = (double)a[t36] + 0.25;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2);
        int *ia = new_array(n, 4), *iout = new_array(n, 4);
        signed char *cout = new_array(n, 1);
        float *fout = new_array(n, 4);
        double *dout = new_array(n, 8);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -32768, 65536);
        FILL(sb, n, -20, 41);
        FILL(ia, n, -2000000000, 2000000000);
        widen_mul_u8(n, iout, ua, ub);
        narrow_to_i8(n, cout, ia);
        int_to_float(n, fout, ia);
        float_to_double(n, dout, fout);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, HASH(iout, n), sum_u8(n, ua),
               dot_i16(n, sa, sb), sum_i32_in_long(n, ia), HASH(cout, n), HASH(fout, n), HASH(dout, n));
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
