/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned char sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    unsigned char s;
    int t8;
    unsigned char t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v8_uchar t4 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t3));
            s_v = s_v + t4;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (i_vec + 8L));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t7, +));
    } else {
        t8 = 0;
        t9 = (unsigned char)7;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + ((long)t8 + i_vec_1));
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v8_uchar t13 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t12));
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (unsigned char)(t9 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) signed char sum_i8(int n, const signed char *a) {
    vcc_no_contract_body
    signed char s;
    int t8;
    signed char t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            __m256i t3 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v8_uchar t4 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t3));
            s_v = s_v + t4;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + (i_vec + 8L));
            __m256i t5 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (signed char)(unsigned char)((unsigned char)253 + vcc_reduce(unsigned char, t7, +));
    } else {
        t8 = 0;
        t9 = (signed char)-3;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + ((long)t8 + i_vec_1));
            __m256i t12 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v8_uchar t13 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t12));
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (signed char)(unsigned char)((unsigned char)t9 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_i16(int n, const short *a) {
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
        /* vcc: loop at narrow_reduce.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at narrow_reduce.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
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

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned short prod_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short p;
    int t10;
    unsigned short t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort p_v = (vcc_v8_ushort)_mm_set1_epi16((short)1);
        vcc_v8_ushort p_v_1 = (vcc_v8_ushort)_mm_set1_epi16((short)1);
        /* vcc: loop at narrow_reduce.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m128i t3 = _mm_or_si128(a_v, _mm_set1_epi16((short)1));
            __m256i t4 = _mm256_cvtepu16_epi32(t3);
            __m128i t5 = _mm256_cvtepi32_epi16(t4);
            p_v = (vcc_v8_ushort)_mm_mullo_epi16((__m128i)p_v, t5);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m128i t6 = _mm_or_si128(a_v_1, _mm_set1_epi16((short)1));
            __m256i t7 = _mm256_cvtepu16_epi32(t6);
            __m128i t8 = _mm256_cvtepi32_epi16(t7);
            p_v_1 = (vcc_v8_ushort)_mm_mullo_epi16((__m128i)p_v_1, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t9 = _mm_mullo_epi16((__m128i)p_v, (__m128i)p_v_1);
        t10 = (int)t2;
        t11 = (unsigned short)((unsigned short)1 * vcc_sse_reduce_epi16(t9, _mm_mullo_epi16, unsigned short));
    } else {
        t10 = 0;
        t11 = (unsigned short)1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort p_v_2 = (vcc_v8_ushort)_mm_set1_epi16((short)1);
        /* vcc: loop at narrow_reduce.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m128i t14 = _mm_or_si128(a_v_2, _mm_set1_epi16((short)1));
            __m256i t15 = _mm256_cvtepu16_epi32(t14);
            __m128i t16 = _mm256_cvtepi32_epi16(t15);
            p_v_2 = (vcc_v8_ushort)_mm_mullo_epi16((__m128i)p_v_2, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        p = (unsigned short)(t11 * vcc_sse_reduce_epi16((__m128i)p_v_2, _mm_mullo_epi16, unsigned short));
    } else {
        i = t10;
        p = t11;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned char xor_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    unsigned char x;
    int t14;
    unsigned char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uchar x_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v));
            vcc_v8_uchar t4 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t3));
            x_v = x_v ^ t4;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (i_vec + 8L));
            __m256i t5 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_1));
            vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
            x_v_1 = x_v_1 ^ t6;
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + (i_vec + 16L));
            __m256i t7 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_2));
            vcc_v8_uchar t8 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t7));
            x_v_2 = x_v_2 ^ t8;
            vcc_v8_uchar a_v_3 = vcc_load(vcc_v8_uchar, a + (i_vec + 24L));
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_3));
            vcc_v8_uchar t10 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t9));
            x_v_3 = x_v_3 ^ t10;
            i_vec += 32L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = x_v ^ x_v_1;
        vcc_v8_uchar t12 = t11 ^ x_v_2;
        vcc_v8_uchar t13 = t12 ^ x_v_3;
        t14 = (int)t2;
        t15 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t13, ^));
    } else {
        t14 = 0;
        t15 = (unsigned char)90;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar x_v_4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v_4 = vcc_load(vcc_v8_uchar, a + ((long)t14 + i_vec_1));
            __m256i t18 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)a_v_4));
            vcc_v8_uchar t19 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t18));
            x_v_4 = x_v_4 ^ t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        x = (unsigned char)(t15 ^ vcc_reduce(unsigned char, x_v_4, ^));
    } else {
        i = t14;
        x = t15;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short sum_i16_of_int(int n, const int *a) {
    vcc_no_contract_body
    short s;
    int t6;
    short t7;
    int t11;
    short t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at narrow_reduce.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m128i t3 = _mm256_cvtepi32_epi16(a_v);
            s_v = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m128i t4 = _mm256_cvtepi32_epi16(a_v_1);
            s_v_1 = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v_1, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        __m128i t5 = _mm_add_epi16((__m128i)s_v, (__m128i)s_v_1);
        t6 = (int)t2;
        t7 = (short)(unsigned short)((unsigned short)1 + vcc_sse_reduce_epi16(t5, _mm_add_epi16, unsigned short));
    } else {
        t6 = 0;
        t7 = (short)1;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort)_mm_set1_epi16((short)0);
        /* vcc: loop at narrow_reduce.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            __m128i t10 = _mm256_cvtepi32_epi16(a_v_2);
            s_v_2 = (vcc_v8_ushort)_mm_add_epi16((__m128i)s_v_2, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t11 = (int)((long)t6 + t9);
        t12 = (short)(unsigned short)((unsigned short)t7 + vcc_sse_reduce_epi16((__m128i)s_v_2, _mm_add_epi16, unsigned short));
    } else {
        t11 = t6;
        t12 = t7;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if ((t13 >= 1L) & (t13 <= 8L)) {
        __m256i t14 = _mm256_set1_epi32((int)(int)t13);
        __m256i t15 = _mm256_cmpgt_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t15), a + (long)t11);
        __m128i t16 = _mm256_cvtepi32_epi16(a_v_3);
        __m128i t17 = _mm_add_epi16(_mm_set1_epi16((short)0), t16);
        __m128i s_v_3 = (__m128i)vcc_select(vcc_v8_short, __builtin_convertvector((vcc_m8)t15, vcc_v8_short), (vcc_v8_ushort)t17, (vcc_v8_ushort)_mm_set1_epi16((short)0));
        i = (int)((long)t11 + t13);
        s = (short)(unsigned short)((unsigned short)t12 + vcc_sse_reduce_epi16(s_v_3, _mm_add_epi16, unsigned short));
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned char or_u8_of_short(int n, const short *a) {
    vcc_no_contract_body
    unsigned char r;
    int t10;
    unsigned char t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi16_epi32(a_v);
            __m256i t4 = _mm256_srai_epi32(t3, 3);
            vcc_v8_uchar t5 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t4));
            r_v = r_v | t5;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (i_vec + 8L)));
            __m256i t6 = _mm256_cvtepi16_epi32(a_v_1);
            __m256i t7 = _mm256_srai_epi32(t6, 3);
            vcc_v8_uchar t8 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t7));
            r_v_1 = r_v_1 | t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t9 = r_v | r_v_1;
        t10 = (int)t2;
        t11 = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t9, |));
    } else {
        t10 = 0;
        t11 = (unsigned char)0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + ((long)t10 + i_vec_1)));
            __m256i t14 = _mm256_cvtepi16_epi32(a_v_2);
            __m256i t15 = _mm256_srai_epi32(t14, 3);
            vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
            r_v_2 = r_v_2 | t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        r = (unsigned char)(t11 | vcc_reduce(unsigned char, r_v_2, |));
    } else {
        i = t10;
        r = t11;
    }
    for (; i < n; i++) {
        r = (unsigned char)((int)r | ((int)a[i] >> 3));
    }
    return r;
}

/* The running sum is stored: not a reduction. */
void prefix_u8(int n, unsigned char *restrict out, const unsigned char *restrict a) {
    unsigned char s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        out[i] = s;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *u8 = new_array(n, 1), *out = new_array(n, 1);
        signed char *i8 = new_array(n, 1);
        short *i16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        int *i32 = new_array(n, 4);
        FILL(u8, n, 0, 256);
        FILL(i8, n, -128, 256);
        FILL(i16, n, -32768, 65536);
        FILL(u16, n, 0, 65536);
        FILL(i32, n, -2000000000, 4000000000u);
        prefix_u8(n, out, u8);
        printf("n=%d %d %d %d %d %d %d %d %llx\n", n, sum_u8(n, u8), sum_i8(n, i8), sum_i16(n, i16), prod_u16(n, u16),
               xor_u8(n, u8), sum_i16_of_int(n, i32), or_u8_of_short(n, i16), HASH(out, n));
        free(u8), free(out), free(i8), free(i16), free(u16), free(i32);
    }
    return 0;
}
