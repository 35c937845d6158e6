/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            __m512i t4 = _mm512_cvtepu8_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + i_vec, t6);
            long t7 = i_vec + 16L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m512i t8 = _mm512_cvtepu8_epi32(a_v_1);
            __m512i t9 = _mm512_cvtepu8_epi32(b_v_1);
            __m512i t10 = _mm512_mullo_epi32(t8, t9);
            __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mixed_types.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t15));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t15));
            __m512i t16 = _mm512_cvtepu8_epi32(a_v_2);
            __m512i t17 = _mm512_cvtepu8_epi32(b_v_2);
            __m512i t18 = _mm512_mullo_epi32(t16, t17);
            __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(5000));
            _mm512_storeu_si512(out + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        out[t20] = (int)a[t20] * (int)b[t20] - 5000;
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
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at mixed_types.c:13 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
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
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at mixed_types.c:20 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_madd_epi16(a_v, b_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32((__m256i)s_v);
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s += (int)a[t4] * (int)b[t4];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long sum_i32_in_long(int n, const int *a) {
    vcc_no_contract_body
    long s;
    int t10;
    long t11;
    int t15;
    long t16;
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
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            s_v = _mm512_add_epi64(s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m512i t4 = _mm512_cvtepi32_epi64(a_v_1);
            s_v_1 = _mm512_add_epi64(s_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m512i t5 = _mm512_cvtepi32_epi64(a_v_2);
            s_v_2 = _mm512_add_epi64(s_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m512i t6 = _mm512_cvtepi32_epi64(a_v_3);
            s_v_3 = _mm512_add_epi64(s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t7 = _mm512_add_epi64(s_v, s_v_1);
        __m512i t8 = _mm512_add_epi64(t7, s_v_2);
        __m512i t9 = _mm512_add_epi64(t8, s_v_3);
        t10 = (int)t2;
        t11 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t9), _mm512_extracti64x4_epi64(t9, 1)), _mm_add_epi64, unsigned long);
    } else {
        t10 = 0;
        t11 = 0L;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_4 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at mixed_types.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t10 + i_vec_1)));
            __m512i t14 = _mm512_cvtepi32_epi64(a_v_4);
            s_v_4 = _mm512_add_epi64(s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        t15 = (int)((long)t10 + t13);
        t16 = (long)((unsigned long)t11 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_4), _mm512_extracti64x4_epi64(s_v_4, 1)), _mm_add_epi64, unsigned long));
    } else {
        t15 = t10;
        t16 = t11;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if ((t17 >= 1L) & (t17 <= 8L)) {
        __m256i t18 = _mm256_set1_epi32((int)(int)t17);
        __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), a + (long)t15);
        __m512i t20 = _mm512_cvtepi32_epi64(a_v_5);
        __m512i t21 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t20);
        __m512i s_v_5 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), _mm512_set1_epi64((long long)0LL), t21);
        i = (int)((long)t15 + t17);
        s = (long)((unsigned long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_5), _mm512_extracti64x4_epi64(s_v_5, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t15;
        s = t16;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_srav_epi32(a_v, _mm512_set1_epi32(4));
            __m128i t4 = _mm512_cvtepi32_epi8(t3);
            _mm_storeu_si128((__m128i *)(out + i_vec), t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512i t6 = _mm512_srav_epi32(a_v_1, _mm512_set1_epi32(4));
            __m128i t7 = _mm512_cvtepi32_epi8(t6);
            _mm_storeu_si128((__m128i *)(out + t5), t7);
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
        /* vcc: loop at mixed_types.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512i t12 = _mm512_srav_epi32(a_v_2, _mm512_set1_epi32(4));
            __m128i t13 = _mm512_cvtepi32_epi8(t12);
            _mm_storeu_si128((__m128i *)(out + t11), t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        out[t14] = (signed char)(a[t14] >> 4);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void int_to_float(int n, float *restrict out, const int *restrict a) {
    vcc_no_contract_body
    int t8;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:38 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512 t3 = _mm512_cvtepi32_ps(a_v);
            __m512 t4 = _mm512_mul_ps(t3, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + i_vec, t4);
            long t5 = i_vec + 16L;
            __m512i a_v_1 = _mm512_loadu_si512(a + t5);
            __m512 t6 = _mm512_cvtepi32_ps(a_v_1);
            __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t5, t7);
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
        /* vcc: loop at mixed_types.c:38 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m512i a_v_2 = _mm512_loadu_si512(a + t11);
            __m512 t12 = _mm512_cvtepi32_ps(a_v_2);
            __m512 t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(out + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        t14 = (int)((long)t8 + t10);
    } else {
        t14 = t8;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if ((t15 >= 1L) & (t15 <= 16L)) {
        __m512i t16 = _mm512_set1_epi32((int)(int)t15);
        __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t16, _MM_CMPINT_LT);
        long t18 = (long)t14;
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t17, a + t18);
        __m512 t19 = _mm512_cvtepi32_ps(a_v_3);
        __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.5f));
        _mm512_mask_storeu_ps(out + t18, t17, t20);
        i = (int)((long)t14 + t15);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        out[t21] = (float)a[t21] * 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void float_to_double(int n, double *restrict out, const float *restrict a) {
    vcc_no_contract_body
    int t14;
    int t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mixed_types.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256 a_v = _mm256_loadu_ps(a + i_vec);
            __m512d t3 = _mm512_cvtps_pd(a_v);
            __m512d t4 = _mm512_add_pd(t3, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + i_vec, t4);
            long t5 = i_vec + 8L;
            __m256 a_v_1 = _mm256_loadu_ps(a + t5);
            __m512d t6 = _mm512_cvtps_pd(a_v_1);
            __m512d t7 = _mm512_add_pd(t6, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t5, t7);
            long t8 = i_vec + 16L;
            __m256 a_v_2 = _mm256_loadu_ps(a + t8);
            __m512d t9 = _mm512_cvtps_pd(a_v_2);
            __m512d t10 = _mm512_add_pd(t9, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t8, t10);
            long t11 = i_vec + 24L;
            __m256 a_v_3 = _mm256_loadu_ps(a + t11);
            __m512d t12 = _mm512_cvtps_pd(a_v_3);
            __m512d t13 = _mm512_add_pd(t12, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t11, t13);
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
        /* vcc: loop at mixed_types.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256 a_v_4 = _mm256_loadu_ps(a + t17);
            __m512d t18 = _mm512_cvtps_pd(a_v_4);
            __m512d t19 = _mm512_add_pd(t18, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(out + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t20 = (int)((long)t14 + t16);
    } else {
        t20 = t14;
    }
    long t21 = (long)n + (long)t20 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t24 = (long)t20;
        __m256 a_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t23), a + t24);
        __m512d t25 = _mm512_cvtps_pd(a_v_5);
        __m512d t26 = _mm512_add_pd(t25, _mm512_set1_pd(0.25));
        _mm512_mask_storeu_pd(out + t24, _mm256_movepi32_mask(t23), t26);
        i = (int)((long)t20 + t21);
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        out[t27] = (double)a[t27] + 0.25;
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
