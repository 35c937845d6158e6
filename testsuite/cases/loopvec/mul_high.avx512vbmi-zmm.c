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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Shifted 16-bit products truncated to 16 bits (loopvec/narrow.rs, high products): bits c..c+15
   of the 32-bit product are `(lo >> c) | (hi << (16 - c))`, from the product's low half (a 16-bit
   multiply) and its high half (`pmulhw`, `pmulhuw`), in 16-bit lanes instead of 32-bit ones.
   Inputs include each type's extremes, whose products reach 2^30 and 2^32 - 2^17 + 1. */

/* Fixed-point multiplies of shorts: Q8 and Q15, and the high half alone. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void q8(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mulhi_epi16(a_v, b_v);
            __m256i t4 = _mm256_mullo_epi16(a_v, b_v);
            __m256i t5 = _mm256_srli_epi16(t4, 8);
            __m256i t6 = _mm256_slli_epi16(t3, 8);
            __m256i t7 = _mm256_or_si256(t5, t6);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_mulhi_epi16(a_v_1, b_v_1);
            __m256i t10 = _mm256_mullo_epi16(a_v_1, b_v_1);
            __m256i t11 = _mm256_srli_epi16(t10, 8);
            __m256i t12 = _mm256_slli_epi16(t9, 8);
            __m256i t13 = _mm256_or_si256(t11, t12);
            _mm256_storeu_si256((__m256i *)(out + t8), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_mulhi_epi16(a_v_2, b_v_2);
            __m256i t19 = _mm256_mullo_epi16(a_v_2, b_v_2);
            __m256i t20 = _mm256_srli_epi16(t19, 8);
            __m256i t21 = _mm256_slli_epi16(t18, 8);
            __m256i t22 = _mm256_or_si256(t20, t21);
            _mm256_storeu_si256((__m256i *)(out + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (short)(((int)a[t23] * (int)b[t23]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void q15(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:16 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mulhi_epi16(a_v, b_v);
            __m256i t4 = _mm256_mullo_epi16(a_v, b_v);
            __m256i t5 = _mm256_srli_epi16(t4, 15);
            __m256i t6 = _mm256_slli_epi16(t3, 1);
            __m256i t7 = _mm256_or_si256(t5, t6);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_mulhi_epi16(a_v_1, b_v_1);
            __m256i t10 = _mm256_mullo_epi16(a_v_1, b_v_1);
            __m256i t11 = _mm256_srli_epi16(t10, 15);
            __m256i t12 = _mm256_slli_epi16(t9, 1);
            __m256i t13 = _mm256_or_si256(t11, t12);
            _mm256_storeu_si256((__m256i *)(out + t8), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:16 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_mulhi_epi16(a_v_2, b_v_2);
            __m256i t19 = _mm256_mullo_epi16(a_v_2, b_v_2);
            __m256i t20 = _mm256_srli_epi16(t19, 15);
            __m256i t21 = _mm256_slli_epi16(t18, 1);
            __m256i t22 = _mm256_or_si256(t20, t21);
            _mm256_storeu_si256((__m256i *)(out + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (short)(((int)a[t23] * (int)b[t23]) >> 15);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void high_s16(int n, short *restrict out, const short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:21 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mulhi_epi16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t3);
            long t4 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = _mm256_mulhi_epi16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(out + t4), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_mulhi_epi16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(out + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        out[t11] = (short)(((int)a[t11] * (int)b[t11]) >> 16);
    }
}

/* Unsigned shorts: the product may exceed INT_MAX as C computes it in int, so it is taken in
   unsigned. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void high_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:28 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mulhi_epu16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t3);
            long t4 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = _mm256_mulhi_epu16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(out + t4), t5);
            i_vec += 32L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 16L) {
        long t8 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:28 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_mulhi_epu16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(out + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        out[t11] = (unsigned short)(((unsigned int)a[t11] * (unsigned int)b[t11]) >> 16);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift4_u16(int n, unsigned short *restrict out, const unsigned short *restrict a, const unsigned short *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:33 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mulhi_epu16(a_v, b_v);
            __m256i t4 = _mm256_mullo_epi16(a_v, b_v);
            __m256i t5 = _mm256_srli_epi16(t4, 4);
            __m256i t6 = _mm256_slli_epi16(t3, 12);
            __m256i t7 = _mm256_or_si256(t5, t6);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = _mm256_mulhi_epu16(a_v_1, b_v_1);
            __m256i t10 = _mm256_mullo_epi16(a_v_1, b_v_1);
            __m256i t11 = _mm256_srli_epi16(t10, 4);
            __m256i t12 = _mm256_slli_epi16(t9, 12);
            __m256i t13 = _mm256_or_si256(t11, t12);
            _mm256_storeu_si256((__m256i *)(out + t8), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:33 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t18 = _mm256_mulhi_epu16(a_v_2, b_v_2);
            __m256i t19 = _mm256_mullo_epi16(a_v_2, b_v_2);
            __m256i t20 = _mm256_srli_epi16(t19, 4);
            __m256i t21 = _mm256_slli_epi16(t18, 12);
            __m256i t22 = _mm256_or_si256(t20, t21);
            _mm256_storeu_si256((__m256i *)(out + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (unsigned short)(((unsigned int)a[t23] * (unsigned int)b[t23]) >> 4);
    }
}

/* An unsigned short times a short fits neither 16-bit lane's product: int lanes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mixed(int n, short *restrict out, const unsigned short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at mul_high.c:39 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepu16_epi32(a_v);
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_srai_epi32(t5, 8);
            __m256i t7 = _mm512_cvtepi32_epi16(t6);
            _mm256_storeu_si256((__m256i *)(out + i_vec), t7);
            long t8 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m512i t9 = _mm512_cvtepu16_epi32(a_v_1);
            __m512i t10 = _mm512_cvtepi16_epi32(b_v_1);
            __m512i t11 = _mm512_mullo_epi32(t9, t10);
            __m512i t12 = _mm512_srai_epi32(t11, 8);
            __m256i t13 = _mm512_cvtepi32_epi16(t12);
            _mm256_storeu_si256((__m256i *)(out + t8), t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at mul_high.c:39 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m512i t18 = _mm512_cvtepu16_epi32(a_v_2);
            __m512i t19 = _mm512_cvtepi16_epi32(b_v_2);
            __m512i t20 = _mm512_mullo_epi32(t18, t19);
            __m512i t21 = _mm512_srai_epi32(t20, 8);
            __m256i t22 = _mm512_cvtepi32_epi16(t21);
            _mm256_storeu_si256((__m256i *)(out + t17), t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        out[t23] = (short)(((int)a[t23] * (int)b[t23]) >> 8);
    }
}

static void extremes_s16(short *p, int n, int first) {
    if (n > 0) p[0] = first ? 32767 : -32768, p[n - 1] = -32768;
    if (n > 2) p[2] = first ? -32768 : 32767;
}

static void extremes_u16(unsigned short *p, int n) {
    if (n > 0) p[0] = 65535, p[n - 1] = 65535;
    if (n > 1) p[1] = 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, sizeof(short)), *b = new_array(n, sizeof(short)), *o = new_array(n, sizeof(short));
        unsigned short *ua = new_array(n, sizeof(short)), *ub = new_array(n, sizeof(short));
        unsigned short *uo = new_array(n, sizeof(short));
        FILL(a, n, -32768, 65536);
        FILL(b, n, -32768, 65536);
        FILL(ua, n, 0, 65536);
        FILL(ub, n, 0, 65536);
        extremes_s16(a, n, 1);
        extremes_s16(b, n, 0);
        extremes_u16(ua, n);
        extremes_u16(ub, n);
        printf("n=%d", n);
        q8(n, o, a, b);
        printf(" q8=%llx", HASH(o, n));
        q15(n, o, a, b);
        printf(" q15=%llx", HASH(o, n));
        high_s16(n, o, a, b);
        printf(" hs=%llx", HASH(o, n));
        high_u16(n, uo, ua, ub);
        printf(" hu=%llx", HASH(uo, n));
        shift4_u16(n, uo, ua, ub);
        printf(" s4=%llx", HASH(uo, n));
        mixed(n, o, ua, b);
        printf(" mixed=%llx\n", HASH(o, n));
        free(a), free(b), free(o), free(ua), free(ub), free(uo);
    }
    return 0;
}
