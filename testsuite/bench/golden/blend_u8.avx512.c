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
    __m256i t2 = _mm256_set1_epi16((short)(unsigned short)alpha);
    __m256i t3 = _mm256_sub_epi16(_mm256_set1_epi16((short)256), t2);
    long t1 = 0L;
    do {
        long t4 = (long)(int)t1;
        __m128i t5 = _mm_loadu_si128((const __m128i *)&a[t4]);
        __m256i t6 = _mm256_cvtepu8_epi16(t5);
        __m256i t7 = _mm256_mullo_epi16(t6, t2);
        __m128i t8 = _mm_loadu_si128((const __m128i *)&b[t4]);
        __m256i t9 = _mm256_cvtepu8_epi16(t8);
        __m256i t10 = _mm256_mullo_epi16(t9, t3);
        __m256i t11 = _mm256_add_epi16(t7, t10);
        __m256i t12 = (__m256i)((vcc_v16_ushort)t11 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t13 = _mm256_cvtepi16_epi8(t12);
        _mm_storeu_si128((__m128i *)&out[t4], t13);
        long t14 = (long)(int)(t1 + 16L);
        __m128i t15 = _mm_loadu_si128((const __m128i *)&a[t14]);
        __m256i t16 = _mm256_cvtepu8_epi16(t15);
        __m256i t17 = _mm256_mullo_epi16(t16, t2);
        __m128i t18 = _mm_loadu_si128((const __m128i *)&b[t14]);
        __m256i t19 = _mm256_cvtepu8_epi16(t18);
        __m256i t20 = _mm256_mullo_epi16(t19, t3);
        __m256i t21 = _mm256_add_epi16(t17, t20);
        __m256i t22 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t23 = _mm256_cvtepi16_epi8(t22);
        _mm_storeu_si128((__m128i *)&out[t14], t23);
        long t24 = (long)(int)(t1 + 32L);
        __m128i t25 = _mm_loadu_si128((const __m128i *)&a[t24]);
        __m256i t26 = _mm256_cvtepu8_epi16(t25);
        __m256i t27 = _mm256_mullo_epi16(t26, t2);
        __m128i t28 = _mm_loadu_si128((const __m128i *)&b[t24]);
        __m256i t29 = _mm256_cvtepu8_epi16(t28);
        __m256i t30 = _mm256_mullo_epi16(t29, t3);
        __m256i t31 = _mm256_add_epi16(t27, t30);
        __m256i t32 = (__m256i)((vcc_v16_ushort)t31 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t33 = _mm256_cvtepi16_epi8(t32);
        _mm_storeu_si128((__m128i *)&out[t24], t33);
        long t34 = (long)(int)(t1 + 48L);
        __m128i t35 = _mm_loadu_si128((const __m128i *)&a[t34]);
        __m256i t36 = _mm256_cvtepu8_epi16(t35);
        __m256i t37 = _mm256_mullo_epi16(t36, t2);
        __m128i t38 = _mm_loadu_si128((const __m128i *)&b[t34]);
        __m256i t39 = _mm256_cvtepu8_epi16(t38);
        __m256i t40 = _mm256_mullo_epi16(t39, t3);
        __m256i t41 = _mm256_add_epi16(t37, t40);
        __m256i t42 = (__m256i)((vcc_v16_ushort)t41 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
        __m128i t43 = _mm256_cvtepi16_epi8(t42);
        _mm_storeu_si128((__m128i *)&out[t34], t43);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t44 = (long)i;
        out[t44] = (unsigned char)(((int)a[t44] * alpha + (int)b[t44] * (256 - alpha)) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        long t6 = (long)(int)t2;
        __m256i t7 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(7));
        vcc_v8_uchar t8 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t7, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t6], t8);
        __m256i t9 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
        __m256i t10 = _mm256_sub_epi32(_mm256_set1_epi32(255), t9);
        vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t10, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t6], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t13 = t12;
        long t14 = (long)(int)(t2 + 8L);
        __m256i t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(7));
        vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t14], t16);
        __m256i t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(3));
        __m256i t18 = _mm256_sub_epi32(_mm256_set1_epi32(255), t17);
        vcc_v8_uchar t19 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t18, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t14], t19);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t21 = t20;
        long t22 = (long)(int)(t2 + 16L);
        __m256i t23 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(7));
        vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t22], t24);
        __m256i t25 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(3));
        __m256i t26 = _mm256_sub_epi32(_mm256_set1_epi32(255), t25);
        vcc_v8_uchar t27 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t26, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t22], t27);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t29 = t28;
        long t30 = (long)(int)(t2 + 24L);
        __m256i t31 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(7));
        vcc_v8_uchar t32 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t31, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&a[t30], t32);
        __m256i t33 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(3));
        __m256i t34 = _mm256_sub_epi32(_mm256_set1_epi32(255), t33);
        vcc_v8_uchar t35 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t34, vcc_v8_short), vcc_v8_uchar);
        vcc_store(&b[t30], t35);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t36 = (long)i;
        a[t36] = (unsigned char)(i * 7);
        b[t36] = (unsigned char)(255 - i * 3);
    }
    for (long r = 0L; r < reps; r++) {
        kernel((int)(r % 257L));
        unsigned char *t37 = &a[r % 4096L];
        *t37 = (unsigned char)((int)*t37 ^ (int)out[r * 5L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("blend_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
