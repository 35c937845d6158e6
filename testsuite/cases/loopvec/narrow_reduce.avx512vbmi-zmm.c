/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned char sum_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    unsigned char s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar s_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at narrow_reduce.c:11 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            __m128i t4 = _mm512_cvtepi32_epi8(t3);
            s_v = (vcc_v16_uchar)_mm_add_epi8((__m128i)s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (unsigned char)((unsigned char)7 + vcc_sse_reduce_epi8((__m128i)s_v, _mm_add_epi8, unsigned char));
    } else {
        i = 0;
        s = (unsigned char)7;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) signed char sum_i8(int n, const signed char *a) {
    vcc_no_contract_body
    signed char s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar s_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at narrow_reduce.c:18 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi8_epi32(a_v);
            __m128i t4 = _mm512_cvtepi32_epi8(t3);
            s_v = (vcc_v16_uchar)_mm_add_epi8((__m128i)s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (signed char)(unsigned char)((unsigned char)253 + vcc_sse_reduce_epi8((__m128i)s_v, _mm_add_epi8, unsigned char));
    } else {
        i = 0;
        s = (signed char)-3;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) short sum_i16(int n, const short *a) {
    vcc_no_contract_body
    short s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_ushort s_v = (vcc_v16_ushort)_mm256_set1_epi16((short)0);
        /* vcc: loop at narrow_reduce.c:25 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m256i t4 = _mm512_cvtepi32_epi16(t3);
            s_v = (vcc_v16_ushort)_mm256_add_epi16((__m256i)s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (short)(unsigned short)((unsigned short)0 + vcc_avx2_reduce_epi16((__m256i)s_v, _mm_add_epi16, unsigned short));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned short prod_u16(int n, const unsigned short *a) {
    vcc_no_contract_body
    unsigned short p;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_ushort p_v = (vcc_v16_ushort)_mm256_set1_epi16((short)1);
        /* vcc: loop at narrow_reduce.c:33 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_or_si256(a_v, _mm256_set1_epi16((short)1));
            __m512i t4 = _mm512_cvtepu16_epi32(t3);
            __m256i t5 = _mm512_cvtepi32_epi16(t4);
            p_v = (vcc_v16_ushort)_mm256_mullo_epi16((__m256i)p_v, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        p = (unsigned short)((unsigned short)1 * vcc_avx2_reduce_epi16((__m256i)p_v, _mm_mullo_epi16, unsigned short));
    } else {
        i = 0;
        p = (unsigned short)1;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned char xor_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    unsigned char x;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar x_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at narrow_reduce.c:40 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(a_v);
            __m128i t4 = _mm512_cvtepi32_epi8(t3);
            x_v = (vcc_v16_uchar)_mm_xor_si128((__m128i)x_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        x = (unsigned char)((unsigned char)90 ^ vcc_sse_reduce_epi8((__m128i)x_v, _mm_xor_si128, unsigned char));
    } else {
        i = 0;
        x = (unsigned char)90;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) short sum_i16_of_int(int n, const int *a) {
    vcc_no_contract_body
    short s;
    int t4;
    short t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_ushort s_v = (vcc_v16_ushort)_mm256_set1_epi16((short)0);
        /* vcc: loop at narrow_reduce.c:48 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m256i t3 = _mm512_cvtepi32_epi16(a_v);
            s_v = (vcc_v16_ushort)_mm256_add_epi16((__m256i)s_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = (short)(unsigned short)((unsigned short)1 + vcc_avx2_reduce_epi16((__m256i)s_v, _mm_add_epi16, unsigned short));
    } else {
        t4 = 0;
        t5 = (short)1;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, a + (long)t4);
        __m256i t9 = _mm512_cvtepi32_epi16(a_v_1);
        __m256i t10 = _mm256_add_epi16(_mm256_set1_epi16((short)0), t9);
        __m256i s_v_1 = _mm256_mask_blend_epi16(t8, _mm256_set1_epi16((short)0), t10);
        i = (int)((long)t4 + t6);
        s = (short)(unsigned short)((unsigned short)t5 + vcc_avx2_reduce_epi16(s_v_1, _mm_add_epi16, unsigned short));
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned char or_u8_of_short(int n, const short *a) {
    vcc_no_contract_body
    unsigned char r;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar r_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at narrow_reduce.c:55 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi16_epi32(a_v);
            __m512i t4 = _mm512_srai_epi32(t3, 3);
            __m128i t5 = _mm512_cvtepi32_epi8(t4);
            r_v = (vcc_v16_uchar)_mm_or_si128((__m128i)r_v, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        r = (unsigned char)((unsigned char)0 | vcc_sse_reduce_epi8((__m128i)r_v, _mm_or_si128, unsigned char));
    } else {
        i = 0;
        r = (unsigned char)0;
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
