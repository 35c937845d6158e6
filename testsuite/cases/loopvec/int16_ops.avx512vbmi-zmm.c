/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t3));
            __m256i t4 = a_v;
            __m256i t5 = b_v;
            __m256i t6 = _mm256_mullo_epi16(t4, t5);
            __m256i t7 = t6;
            _mm256_storeu_si256((__m256i *)(c + t3), t7);
            long t8 = (long)(int)(i_vec + 16L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t8));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t8));
            __m256i t9 = a_v_1;
            __m256i t10 = b_v_1;
            __m256i t11 = _mm256_mullo_epi16(t9, t10);
            __m256i t12 = t11;
            _mm256_storeu_si256((__m256i *)(c + t8), t12);
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
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t16));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t16));
            __m256i t17 = a_v_2;
            __m256i t18 = b_v_2;
            __m256i t19 = _mm256_mullo_epi16(t17, t18);
            __m256i t20 = t19;
            _mm256_storeu_si256((__m256i *)(c + t16), t20);
            i_vec_1 += 16L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        c[t21] = (short)((int)a[t21] * (int)b[t21]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    vcc_no_contract_body
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t3 = (long)(int)i_vec;
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i t4 = a_v;
            __m256i t5 = (__m256i)((vcc_v16_ushort)t4 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t6 = (__m256i)((vcc_v16_ushort)t4 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t7 = _mm256_or_si256(t5, t6);
            __m256i t8 = t7;
            _mm256_storeu_si256((__m256i *)(c + t3), t8);
            long t9 = (long)(int)(i_vec + 16L);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i t10 = a_v_1;
            __m256i t11 = (__m256i)((vcc_v16_ushort)t10 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t12 = (__m256i)((vcc_v16_ushort)t10 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t13 = _mm256_or_si256(t11, t12);
            __m256i t14 = t13;
            _mm256_storeu_si256((__m256i *)(c + t9), t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t15 = (int)t2;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 16L) {
        long t17 = t16 & -16L;
        long i_vec_1 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + i_vec_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t19 = a_v_2;
            __m256i t20 = (__m256i)((vcc_v16_ushort)t19 >> (vcc_v16_ushort)_mm256_set1_epi16((short)3));
            __m256i t21 = (__m256i)((vcc_v16_ushort)t19 << (vcc_v16_ushort)_mm256_set1_epi16((short)13));
            __m256i t22 = _mm256_or_si256(t20, t21);
            __m256i t23 = t22;
            _mm256_storeu_si256((__m256i *)(c + t18), t23);
            i_vec_1 += 16L;
        } while (i_vec_1 < t17);
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        int t25 = (int)a[t24];
        c[t24] = (unsigned short)((t25 >> 3) | (t25 << 13));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) short sum_short(int n, const short *a) {
    vcc_no_contract_body
    short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:18 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m256i t3 = s_v;
            __m512i t4 = _mm512_cvtepi16_epi32(a_v);
            __m256i t5 = _mm512_cvtepi32_epi16(t4);
            __m256i t6 = _mm256_add_epi16(t3, t5);
            s_v = t6;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (short)(unsigned short)((unsigned short)0 + vcc_avx2_reduce_epi16(s_v, _mm_add_epi16, unsigned short));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned short xor_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short x;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i x_v = _mm256_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:25 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (int)i_vec));
            __m256i t3 = x_v;
            __m512i t4 = _mm512_cvtepu16_epi32(a_v);
            __m256i t5 = _mm512_cvtepi32_epi16(t4);
            __m256i t6 = _mm256_xor_si256(t3, t5);
            x_v = t6;
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (unsigned short)((unsigned short)23130 ^ vcc_avx2_reduce_epi16(x_v, _mm_xor_si128, unsigned short));
    } else {
        i = 0;
        x = (unsigned short)23130;
    }
    for (; i < n; i++) {
        x = (unsigned short)((int)x ^ (int)a[i]);
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *c = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *uc = new_array(n, 2);
        FILL(a, n, -32768, 65536);
        FILL(b, n, -300, 600);
        FILL(ua, n, 0, 65536);
        mul_i16(n, c, a, b);
        shr_u16(n, uc, ua);
        printf("n=%d mul=%llx shr=%llx sum=%d xor=%u\n", n, HASH(c, n), HASH(uc, n), sum_short(n, a), xor_u16(n, ua));
        free(a), free(b), free(c), free(ua), free(uc);
    }
    return 0;
}
