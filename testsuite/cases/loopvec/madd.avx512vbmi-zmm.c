/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:11 vectorized: VF 16, UF 1, scalar epilogue */
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

/* A start value, the product written the other way round. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:19 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_madd_epi16(b_v, a_v);
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)((unsigned int)start + vcc_avx2_sum_epi32((__m256i)s_v));
    } else {
        i = 0;
        s = start;
    }
    for (; i < n; i++) {
        long t4 = (long)i;
        s = (int)b[t4] * (int)a[t4] + s;
    }
    return s;
}

/* A sum of squares. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int squares(int n, const int16_t *restrict a) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at madd.c:27 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_madd_epi16(a_v, a_v);
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
        int t4 = (int)a[i];
        s += t4 * t4;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at madd.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepu16_epi32(a_v);
            __m512i t4 = _mm512_cvtepu16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        s += (int)a[t6] * (int)b[t6];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    long s;
    int t13;
    long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at madd.c:43 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(a_v);
            __m256i t4 = _mm256_cvtepi16_epi32(b_v);
            __m256i t5 = _mm256_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_cvtepi32_epi64(t5);
            s_v = _mm512_add_epi64(s_v, t6);
            long t7 = i_vec + 8L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m256i t8 = _mm256_cvtepi16_epi32(a_v_1);
            __m256i t9 = _mm256_cvtepi16_epi32(b_v_1);
            __m256i t10 = _mm256_mullo_epi32(t8, t9);
            __m512i t11 = _mm512_cvtepi32_epi64(t10);
            s_v_1 = _mm512_add_epi64(s_v_1, t11);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t12 = _mm512_add_epi64(s_v, s_v_1);
        t13 = (int)t2;
        t14 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t12), _mm512_extracti64x4_epi64(t12, 1)), _mm_add_epi64, unsigned long);
    } else {
        t13 = 0;
        t14 = 0L;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at madd.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m256i t18 = _mm256_cvtepi16_epi32(a_v_2);
            __m256i t19 = _mm256_cvtepi16_epi32(b_v_2);
            __m256i t20 = _mm256_mullo_epi32(t18, t19);
            __m512i t21 = _mm512_cvtepi32_epi64(t20);
            s_v_2 = _mm512_add_epi64(s_v_2, t21);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (long)((unsigned long)t14 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        s += (long)((int)a[t22] * (int)b[t22]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at madd.c:51 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __m512i t_v = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(p + i_vec, t_v);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t_v);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        int t = (int)a[t5] * (int)b[t5];
        p[t5] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
