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
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + t3));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t3));
            __m512i t4 = _mm512_cvtepu8_epi32(a_v);
            __m512i t5 = _mm512_cvtepu8_epi32(b_v);
            __m512i t6 = _mm512_mullo_epi32(t4, t5);
            __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t3, t7);
            long t8 = (long)(int)(i_vec + 16L);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t8));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m512i t9 = _mm512_cvtepu8_epi32(a_v_1);
            __m512i t10 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i t11 = _mm512_mullo_epi32(t9, t10);
            __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t8, t12);
            i_vec += 32L;
        } while (i_vec < t2);
        t13 = (int)t2;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        long t15 = t14 & -16L;
        long i_vec_1 = 0L;
        do {
            long t16 = (long)(int)((long)t13 + i_vec_1);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t16));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t16));
            __m512i t17 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t18 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i t19 = _mm512_mullo_epi32(t17, t18);
            __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t16, t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        out[t21] = (int)a[t21] * (int)b[t21] - 5000;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi32(0);
        /* vcc: loop at mixed_types.c:13 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (int)i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            __m512i t4 = t3;
            s_v = _mm512_add_epi32(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v), _mm512_extracti64x4_epi64(s_v, 1)));
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
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi32(0);
        /* vcc: loop at mixed_types.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = _mm256_madd_epi16(a_v, b_v);
            s_v = _mm256_add_epi32(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(s_v);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        s += (int)a[t5] * (int)b[t5];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_i32_in_long(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t14;
    long t15;
    int t20;
    long t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_3 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at mixed_types.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            __m512i t4 = t3;
            s_v = _mm512_add_epi64(s_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 8L)));
            __m512i t5 = _mm512_cvtepi32_epi64(a_v_1);
            __m512i t6 = t5;
            s_v_1 = _mm512_add_epi64(s_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 16L)));
            __m512i t7 = _mm512_cvtepi32_epi64(a_v_2);
            __m512i t8 = t7;
            s_v_2 = _mm512_add_epi64(s_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (int)(i_vec + 24L)));
            __m512i t9 = _mm512_cvtepi32_epi64(a_v_3);
            __m512i t10 = t9;
            s_v_3 = _mm512_add_epi64(s_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t11 = _mm512_add_epi64(s_v, s_v_1);
        __m512i t12 = _mm512_add_epi64(t11, s_v_2);
        __m512i t13 = _mm512_add_epi64(t12, s_v_3);
        t14 = (int)t2;
        t15 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t13), _mm512_extracti64x4_epi64(t13, 1)), _mm_add_epi64, unsigned long);
    } else {
        t14 = 0;
        t15 = 0L;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_4 = _mm512_set1_epi64((long long)0LL);
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t14 + i_vec_1)));
            __m512i t18 = _mm512_cvtepi32_epi64(a_v_4);
            __m512i t19 = t18;
            s_v_4 = _mm512_add_epi64(s_v_4, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t20 = (int)((long)t14 + t17);
        t21 = (long)((unsigned long)t15 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_4), _mm512_extracti64x4_epi64(s_v_4, 1)), _mm_add_epi64, unsigned long));
    } else {
        t20 = t14;
        t21 = t15;
    }
    long t22 = (long)n + (long)t20 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (int)(long)t20);
        __m512i t25 = _mm512_cvtepi32_epi64(a_v_5);
        __m512i t26 = t25;
        __m512i t27 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t26);
        __m512i s_v_5 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t24), _mm512_set1_epi64((long long)0LL), t27);
        i = (int)((long)t20 + t22);
        s = (long)((unsigned long)t21 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_5), _mm512_extracti64x4_epi64(s_v_5, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512i t4 = _mm512_srav_epi32(a_v, _mm512_set1_epi32(4));
            __m128i t5 = _mm512_cvtepi32_epi8(t4);
            _mm_storeu_si128((__m128i *)(out + t3), t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512i t7 = _mm512_srav_epi32(a_v_1, _mm512_set1_epi32(4));
            __m128i t8 = _mm512_cvtepi32_epi8(t7);
            _mm_storeu_si128((__m128i *)(out + t6), t8);
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
            __m512i a_v_2 = _mm512_loadu_si512(a + t12);
            __m512i t13 = _mm512_srav_epi32(a_v_2, _mm512_set1_epi32(4));
            __m128i t14 = _mm512_cvtepi32_epi8(t13);
            _mm_storeu_si128((__m128i *)(out + t12), t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        out[t15] = (signed char)(a[t15] >> 4);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:38 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512i a_v = _mm512_loadu_si512(a + t3);
            __m512 t4 = _mm512_cvtepi32_ps(a_v);
            __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t3, t5);
            long t6 = (long)(int)(i_vec + 16L);
            __m512i a_v_1 = _mm512_loadu_si512(a + t6);
            __m512 t7 = _mm512_cvtepi32_ps(a_v_1);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t6, t8);
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
            __m512i a_v_2 = _mm512_loadu_si512(a + t12);
            __m512 t13 = _mm512_cvtepi32_ps(a_v_2);
            __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t12, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)(int)(long)t15;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t18, a + t19);
        __m512 t20 = _mm512_cvtepi32_ps(a_v_3);
        __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(out + t19, t18, t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        out[t22] = (float)a[t22] * 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    vcc_no_contract_body
    int t15;
    int t21;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256 a_v = _mm256_loadu_ps(a + t3);
            __m512d t4 = _mm512_cvtps_pd(a_v);
            __m512d t5 = _mm512_add_pd(t4, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m256 a_v_1 = _mm256_loadu_ps(a + t6);
            __m512d t7 = _mm512_cvtps_pd(a_v_1);
            __m512d t8 = _mm512_add_pd(t7, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t6, t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256 a_v_2 = _mm256_loadu_ps(a + t9);
            __m512d t10 = _mm512_cvtps_pd(a_v_2);
            __m512d t11 = _mm512_add_pd(t10, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t9, t11);
            long t12 = (long)(int)(i_vec + 24L);
            __m256 a_v_3 = _mm256_loadu_ps(a + t12);
            __m512d t13 = _mm512_cvtps_pd(a_v_3);
            __m512d t14 = _mm512_add_pd(t13, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t12, t14);
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
            __m256 a_v_4 = _mm256_loadu_ps(a + t18);
            __m512d t19 = _mm512_cvtps_pd(a_v_4);
            __m512d t20 = _mm512_add_pd(t19, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t18, t20);
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        t21 = (int)((long)t15 + t17);
    } else {
        t21 = t15;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if ((t22 >= 1L) & (t22 <= 8L)) {
        __m256i t23 = _mm256_set1_epi32((int)(int)t22);
        __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t25 = (long)(int)(long)t21;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t24), a + t25);
        __m512d t26 = _mm512_cvtps_pd(a_v_5);
        __m512d t27 = _mm512_add_pd(t26, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(out + t25, _mm256_movepi32_mask(t24), t27);
        i = (int)((long)t21 + t22);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        out[t28] = (double)a[t28] + 0.25;
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
