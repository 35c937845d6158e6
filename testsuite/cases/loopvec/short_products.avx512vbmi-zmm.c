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

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=4 avx512vbmi-zmm=4 sse4.2=4 neon=4 sse2=4 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
   Inputs are drawn from the ends of the 16-bit ranges; the counts leave tails of 1-7. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_ss(int n, int *restrict d, const short *a, const short *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t7 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t8 = _mm512_cvtepi16_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
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
        /* vcc: loop at short_products.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m512i t14 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t15 = _mm512_cvtepi16_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_uu(int n, unsigned *restrict d, const unsigned short *a, const unsigned short *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:17 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu16_epi32(a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t4 = _mm512_cvtepu16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m512i t7 = _mm512_cvtepu16_epi32(a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t8 = _mm512_cvtepu16_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
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
        /* vcc: loop at short_products.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m512i t14 = _mm512_cvtepu16_epi32(a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m512i t15 = _mm512_cvtepu16_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (unsigned int)a[t17] * (unsigned int)b[t17];
    }
}

/* Signed times unsigned: no pmulh for the pair. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_su(int n, int *restrict d, const short *a, const unsigned short *b) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:23 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepu16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            _mm512_storeu_si512(d + i_vec, t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m512i t7 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t8 = _mm512_cvtepu16_epi32(b_v_1);
            __m512i t9 = _mm512_mullo_epi32(t7, t8);
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
        /* vcc: loop at short_products.c:23 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m512i t14 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t15 = _mm512_cvtepu16_epi32(b_v_2);
            __m512i t16 = _mm512_mullo_epi32(t14, t15);
            _mm512_storeu_si512(d + t13, t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

/* The product used again before the store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_add(int n, int *restrict d, const short *a, const short *b, int c) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i c_v = _mm512_set1_epi32((int)c);
        long i_vec = 0L;
        /* vcc: loop at short_products.c:29 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_cvtepi16_epi32(b_v);
            __m512i t5 = _mm512_mullo_epi32(t3, t4);
            __m512i t6 = _mm512_srai_epi32(t5, 3);
            __m512i t7 = _mm512_add_epi32(t6, c_v);
            _mm512_storeu_si512(d + i_vec, t7);
            long t8 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m512i t9 = _mm512_cvtepi16_epi32(a_v_1);
            __m512i t10 = _mm512_cvtepi16_epi32(b_v_1);
            __m512i t11 = _mm512_mullo_epi32(t9, t10);
            __m512i t12 = _mm512_srai_epi32(t11, 3);
            __m512i t13 = _mm512_add_epi32(t12, c_v);
            _mm512_storeu_si512(d + t8, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i c_v_1 = _mm512_set1_epi32((int)c);
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:29 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m512i t18 = _mm512_cvtepi16_epi32(a_v_2);
            __m512i t19 = _mm512_cvtepi16_epi32(b_v_2);
            __m512i t20 = _mm512_mullo_epi32(t18, t19);
            __m512i t21 = _mm512_srai_epi32(t20, 3);
            __m512i t22 = _mm512_add_epi32(t21, c_v_1);
            _mm512_storeu_si512(d + t17, t22);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        d[t23] = (((int)a[t23] * (int)b[t23]) >> 3) + c;
    }
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ub[i] = (unsigned short)edge16(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_su(n, d, a, ub);
        printf("n=%d mul_su %llx\n", n, HASH(d, n));
        mul_add(n, d, a, b, -12345);
        printf("n=%d mul_add %llx\n", n, HASH(d, n));
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
