/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* blend_u8: out[i] = (a[i] * alpha + b[i] * (256 - alpha)) >> 8 on uint8 pixels (alpha blend).
   needs: uint8 loads/stores, widening to int (C promotions) and narrowing back, i16/i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int alpha)
{
    vcc_no_contract_body
    __m256i alpha_v = _mm256_set1_epi16((short)(unsigned short)alpha);
    __m256i t1 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), alpha_v);
    long i_vec = 0L;
    /* vcc: loop at blend_u8.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t2 = (long)(int)i_vec;
        __m128i a_v = _mm_loadu_si128((const __m128i *)&a[t2]);
        __m256i t3 = _mm256_cvtepu8_epi16(a_v);
        __m256i t4 = _mm256_mullo_epi16(t3, alpha_v);
        __m128i b_v = _mm_loadu_si128((const __m128i *)&b[t2]);
        __m256i t5 = _mm256_cvtepu8_epi16(b_v);
        __m256i t6 = _mm256_mullo_epi16(t5, t1);
        __m256i t7 = _mm256_add_epi16(t4, t6);
        __m256i t8 = (__m256i)((vcc_v16_ushort)t7 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t9 = _mm256_cvtepi16_epi8(t8);
        _mm_storeu_si128((__m128i *)&out[t2], t9);
        long t10 = (long)(int)(i_vec + 16L);
        __m128i a_v_1 = _mm_loadu_si128((const __m128i *)&a[t10]);
        __m256i t11 = _mm256_cvtepu8_epi16(a_v_1);
        __m256i t12 = _mm256_mullo_epi16(t11, alpha_v);
        __m128i b_v_1 = _mm_loadu_si128((const __m128i *)&b[t10]);
        __m256i t13 = _mm256_cvtepu8_epi16(b_v_1);
        __m256i t14 = _mm256_mullo_epi16(t13, t1);
        __m256i t15 = _mm256_add_epi16(t12, t14);
        __m256i t16 = (__m256i)((vcc_v16_ushort)t15 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t17 = _mm256_cvtepi16_epi8(t16);
        _mm_storeu_si128((__m128i *)&out[t10], t17);
        long t18 = (long)(int)(i_vec + 32L);
        __m128i a_v_2 = _mm_loadu_si128((const __m128i *)&a[t18]);
        __m256i t19 = _mm256_cvtepu8_epi16(a_v_2);
        __m256i t20 = _mm256_mullo_epi16(t19, alpha_v);
        __m128i b_v_2 = _mm_loadu_si128((const __m128i *)&b[t18]);
        __m256i t21 = _mm256_cvtepu8_epi16(b_v_2);
        __m256i t22 = _mm256_mullo_epi16(t21, t1);
        __m256i t23 = _mm256_add_epi16(t20, t22);
        __m256i t24 = (__m256i)((vcc_v16_ushort)t23 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t25 = _mm256_cvtepi16_epi8(t24);
        _mm_storeu_si128((__m128i *)&out[t18], t25);
        long t26 = (long)(int)(i_vec + 48L);
        __m128i a_v_3 = _mm_loadu_si128((const __m128i *)&a[t26]);
        __m256i t27 = _mm256_cvtepu8_epi16(a_v_3);
        __m256i t28 = _mm256_mullo_epi16(t27, alpha_v);
        __m128i b_v_3 = _mm_loadu_si128((const __m128i *)&b[t26]);
        __m256i t29 = _mm256_cvtepu8_epi16(b_v_3);
        __m256i t30 = _mm256_mullo_epi16(t29, t1);
        __m256i t31 = _mm256_add_epi16(t28, t30);
        __m256i t32 = (__m256i)((vcc_v16_ushort)t31 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t33 = _mm256_cvtepi16_epi8(t32);
        _mm_storeu_si128((__m128i *)&out[t26], t33);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m256i t1 = _mm256_set1_epi32(0);
    __m256i t2 = t1;
    __m256i i_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at blend_u8.c:21 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i i_v_1 = i_v;
        long t3 = (long)(int)i_vec;
        __m256i t4 = _mm256_mullo_epi32(i_v_1, _mm256_set1_epi32(7));
        vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t4, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t3], t5);
        __m256i t6 = _mm256_mullo_epi32(i_v_1, _mm256_set1_epi32(3));
        __m256i t7 = _mm256_sub_epi32(_mm256_set1_epi32(255), t6);
        vcc_v8_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t3], t8);
        __m256i t9 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_2 = t9;
        long t10 = (long)(int)(i_vec + 8L);
        __m256i t11 = _mm256_mullo_epi32(i_v_2, _mm256_set1_epi32(7));
        vcc_v8_uchar t12 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t11, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t10], t12);
        __m256i t13 = _mm256_mullo_epi32(i_v_2, _mm256_set1_epi32(3));
        __m256i t14 = _mm256_sub_epi32(_mm256_set1_epi32(255), t13);
        vcc_v8_uchar t15 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t14, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t10], t15);
        __m256i t16 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_3 = t16;
        long t17 = (long)(int)(i_vec + 16L);
        __m256i t18 = _mm256_mullo_epi32(i_v_3, _mm256_set1_epi32(7));
        vcc_v8_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t18, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t17], t19);
        __m256i t20 = _mm256_mullo_epi32(i_v_3, _mm256_set1_epi32(3));
        __m256i t21 = _mm256_sub_epi32(_mm256_set1_epi32(255), t20);
        vcc_v8_uchar t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t17], t22);
        __m256i t23 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_4 = t23;
        long t24 = (long)(int)(i_vec + 24L);
        __m256i t25 = _mm256_mullo_epi32(i_v_4, _mm256_set1_epi32(7));
        vcc_v8_uchar t26 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t25, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t24], t26);
        __m256i t27 = _mm256_mullo_epi32(i_v_4, _mm256_set1_epi32(3));
        __m256i t28 = _mm256_sub_epi32(_mm256_set1_epi32(255), t27);
        vcc_v8_uchar t29 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t28, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t24], t29);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel((int)(r % 257L));
        unsigned char *t30 = &a[r % 4096L];
        *t30 = (unsigned char)((int)*t30 ^ (int)out[r * 5L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("blend_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
