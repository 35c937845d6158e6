/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* int16 and uint16: a product that wraps on the store, a logical shift, and sums kept in
   short and unsigned short (each step converts back and wraps). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mul_i16(int n, int16_t *restrict c, const int16_t *restrict a, const int16_t *restrict b) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shr_u16(int n, uint16_t *restrict c, const uint16_t *restrict a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_short(int n, const short *a) {
    vcc_no_contract_body
    short s;
    int t12;
    short t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m128i s_v = _mm_set1_epi16((short)0);
        __m128i s_v_1 = _mm_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (int)i_vec));
            __m128i t3 = s_v;
            __m256i t4 = _mm256_cvtepi16_epi32(a_v);
            __m128i t5 = _mm256_cvtepi32_epi16(t4);
            __m128i t6 = _mm_add_epi16(t3, t5);
            s_v = t6;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (int)(i_vec + 8L)));
            __m128i t7 = s_v_1;
            __m256i t8 = _mm256_cvtepi16_epi32(a_v_1);
            __m128i t9 = _mm256_cvtepi32_epi16(t8);
            __m128i t10 = _mm_add_epi16(t7, t9);
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t11 = _mm_add_epi16(s_v, s_v_1);
        t12 = (int)t2;
        t13 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, (vcc_v8_ushort)t11, +));
    } else {
        t12 = 0;
        t13 = (short)0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        __m128i s_v_2 = _mm_set1_epi16((short)0);
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t12 + i_vec_1)));
            __m128i t16 = s_v_2;
            __m256i t17 = _mm256_cvtepi16_epi32(a_v_2);
            __m128i t18 = _mm256_cvtepi32_epi16(t17);
            __m128i t19 = _mm_add_epi16(t16, t18);
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (short)(unsigned short)((unsigned short)t13 + vcc_reduce(unsigned short, (vcc_v8_ushort)s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short xor_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short x;
    int t22;
    unsigned short t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m128i x_v = _mm_set1_epi16((short)0);
        __m128i x_v_1 = _mm_set1_epi16((short)0);
        __m128i x_v_2 = _mm_set1_epi16((short)0);
        __m128i x_v_3 = _mm_set1_epi16((short)0);
        /* vcc: loop at int16_ops.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (int)i_vec));
            __m128i t3 = x_v;
            __m256i t4 = _mm256_cvtepu16_epi32(a_v);
            __m128i t5 = _mm256_cvtepi32_epi16(t4);
            __m128i t6 = _mm_xor_si128(t3, t5);
            x_v = t6;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (int)(i_vec + 8L)));
            __m128i t7 = x_v_1;
            __m256i t8 = _mm256_cvtepu16_epi32(a_v_1);
            __m128i t9 = _mm256_cvtepi32_epi16(t8);
            __m128i t10 = _mm_xor_si128(t7, t9);
            x_v_1 = t10;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (int)(i_vec + 16L)));
            __m128i t11 = x_v_2;
            __m256i t12 = _mm256_cvtepu16_epi32(a_v_2);
            __m128i t13 = _mm256_cvtepi32_epi16(t12);
            __m128i t14 = _mm_xor_si128(t11, t13);
            x_v_2 = t14;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (int)(i_vec + 24L)));
            __m128i t15 = x_v_3;
            __m256i t16 = _mm256_cvtepu16_epi32(a_v_3);
            __m128i t17 = _mm256_cvtepi32_epi16(t16);
            __m128i t18 = _mm_xor_si128(t15, t17);
            x_v_3 = t18;
            i_vec += 32L;
        } while (i_vec < t2);
        __m128i t19 = _mm_xor_si128(x_v, x_v_1);
        __m128i t20 = _mm_xor_si128(t19, x_v_2);
        __m128i t21 = _mm_xor_si128(t20, x_v_3);
        t22 = (int)t2;
        t23 = (unsigned short)((unsigned short)23130 ^ vcc_reduce(unsigned short, (vcc_v8_ushort)t21, ^));
    } else {
        t22 = 0;
        t23 = (unsigned short)23130;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        long t25 = t24 & -8L;
        long i_vec_1 = 0L;
        __m128i x_v_4 = _mm_set1_epi16((short)0);
        do {
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + (int)((long)t22 + i_vec_1)));
            __m128i t26 = x_v_4;
            __m256i t27 = _mm256_cvtepu16_epi32(a_v_4);
            __m128i t28 = _mm256_cvtepi32_epi16(t27);
            __m128i t29 = _mm_xor_si128(t26, t28);
            x_v_4 = t29;
            i_vec_1 += 8L;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        x = (unsigned short)(t23 ^ vcc_reduce(unsigned short, (vcc_v8_ushort)x_v_4, ^));
    } else {
        i = t22;
        x = t23;
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
