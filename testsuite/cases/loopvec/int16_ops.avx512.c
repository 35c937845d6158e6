/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
    vcc_no_contract_body
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_mullo_epi16(a_v, b_v);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t3);
            long t4 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            __m256i t5 = _mm256_mullo_epi16(a_v_1, b_v_1);
            _mm256_storeu_si256((__m256i *)(c + t4), t5);
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
        /* vcc: loop at int16_ops.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i t10 = _mm256_mullo_epi16(a_v_2, b_v_2);
            _mm256_storeu_si256((__m256i *)(c + t9), t10);
            i_vec_1 += 16L;
        } while (i_vec_1 < t8);
        i = (int)((long)t6 + t8);
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        c[t11] = (short)((int)a[t11] * (int)b[t11]);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
    vcc_no_contract_body
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int16_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_srli_epi16(a_v, 3);
            __m256i t4 = _mm256_slli_epi16(a_v, 13);
            __m256i t5 = _mm256_or_si256(t3, t4);
            _mm256_storeu_si256((__m256i *)(c + i_vec), t5);
            long t6 = i_vec + 16L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t6));
            __m256i t7 = _mm256_srli_epi16(a_v_1, 3);
            __m256i t8 = _mm256_slli_epi16(a_v_1, 13);
            __m256i t9 = _mm256_or_si256(t7, t8);
            _mm256_storeu_si256((__m256i *)(c + t6), t9);
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
        /* vcc: loop at int16_ops.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t13));
            __m256i t14 = _mm256_srli_epi16(a_v_2, 3);
            __m256i t15 = _mm256_slli_epi16(a_v_2, 13);
            __m256i t16 = _mm256_or_si256(t14, t15);
            _mm256_storeu_si256((__m256i *)(c + t13), t16);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = (int)a[t17];
        c[t17] = (unsigned short)((t18 >> 3) | (t18 << 13));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_short(int n, const short *a) {
    vcc_no_contract_body
    short s;
    int t8;
    short t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(a_v);
            __m128i t4 = _mm256_cvtepi32_epi16(t3);
            s_v = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cvtepi16_epi32(a_v_1);
            __m128i t6 = _mm256_cvtepi32_epi16(t5);
            s_v_1 = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v_1, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t7 = _mm_add_epi16((__m128i)s_v, (__m128i)s_v_1);
        t8 = (int)t2;
        t9 = (short)(unsigned short)((unsigned short)0 + vcc_sse_reduce_epi16(t7, _mm_add_epi16, unsigned short));
    } else {
        t8 = 0;
        t9 = (short)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)t8 + i_vec_1)));
            __m256i t12 = _mm256_cvtepi16_epi32(a_v_2);
            __m128i t13 = _mm256_cvtepi32_epi16(t12);
            s_v_2 = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v_2, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (short)(unsigned short)((unsigned short)t9 + vcc_sse_reduce_epi16((__m128i)s_v_2, _mm_add_epi16, unsigned short));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short xor_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short x;
    int t13;
    unsigned short t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_ushort x_v = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        vcc_v8_ushort x_v_1 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        vcc_v8_ushort x_v_2 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        vcc_v8_ushort x_v_3 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepu16_epi32(a_v);
            __m128i t4 = _mm256_cvtepi32_epi16(t3);
            x_v = (vcc_v8_ushort)_mm_xor_si128((__m128i)x_v, t4);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m256i t5 = _mm256_cvtepu16_epi32(a_v_1);
            __m128i t6 = _mm256_cvtepi32_epi16(t5);
            x_v_1 = (vcc_v8_ushort)_mm_xor_si128((__m128i)x_v_1, t6);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 16L)));
            __m256i t7 = _mm256_cvtepu16_epi32(a_v_2);
            __m128i t8 = _mm256_cvtepi32_epi16(t7);
            x_v_2 = (vcc_v8_ushort)_mm_xor_si128((__m128i)x_v_2, t8);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 24L)));
            __m256i t9 = _mm256_cvtepu16_epi32(a_v_3);
            __m128i t10 = _mm256_cvtepi32_epi16(t9);
            x_v_3 = (vcc_v8_ushort)_mm_xor_si128((__m128i)x_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m128i t11 = _mm_ternarylogic_epi32((__m128i)x_v_2, (__m128i)x_v, (__m128i)x_v_1, 0x96);
        __m128i t12 = _mm_xor_si128(t11, (__m128i)x_v_3);
        t13 = (int)t2;
        t14 = (unsigned short)((unsigned short)23130 ^ vcc_sse_reduce_epi16(t12, _mm_xor_si128, unsigned short));
    } else {
        t13 = 0;
        t14 = (unsigned short)23130;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort x_v_4 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + ((long)t13 + i_vec_1)));
            __m256i t17 = _mm256_cvtepu16_epi32(a_v_4);
            __m128i t18 = _mm256_cvtepi32_epi16(t17);
            x_v_4 = (vcc_v8_ushort)_mm_xor_si128((__m128i)x_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        x = (unsigned short)(t14 ^ vcc_sse_reduce_epi16((__m128i)x_v_4, _mm_xor_si128, unsigned short));
    } else {
        i = t13;
        x = t14;
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
