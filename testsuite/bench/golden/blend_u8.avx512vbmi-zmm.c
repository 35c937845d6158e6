/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned short vcc_v32_ushort __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* blend_u8: out[i] = (a[i] * alpha + b[i] * (256 - alpha)) >> 8 on uint8 pixels (alpha blend).
   needs: uint8 loads/stores, widening to int (C promotions) and narrowing back, i16/i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int alpha)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m512i t3;
    __m512i t4;
    long t5;
    __m256i t6;
    __m512i t7;
    __m512i t8;
    __m256i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m512i t17;
    __m512i t18;
    __m256i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m512i t27;
    __m512i t28;
    __m256i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m256i t34;
    long t35;
    __m256i t36;
    __m512i t37;
    __m512i t38;
    __m256i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m256i t44;
    int i;
    long t45;
    if (4096L >= 128L) {
        t2 = 4096L & -128L;
        t3 = _mm512_set1_epi16((short)(unsigned short)alpha);
        t4 = _mm512_sub_epi16(((__m512i)(vcc_v32_ushort){(unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256, (unsigned short)256}), t3);
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm256_loadu_si256((const __m256i *)&a[t5]);
            t7 = _mm512_cvtepu8_epi16(t6);
            t8 = _mm512_mullo_epi16(t7, t3);
            t9 = _mm256_loadu_si256((const __m256i *)&b[t5]);
            t10 = _mm512_cvtepu8_epi16(t9);
            t11 = _mm512_mullo_epi16(t10, t4);
            t12 = _mm512_add_epi16(t8, t11);
            t13 = _mm512_srlv_epi16(t12, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t14 = _mm512_cvtepi16_epi8(t13);
            _mm256_storeu_si256((__m256i *)&out[t5], t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm256_loadu_si256((const __m256i *)&a[t15]);
            t17 = _mm512_cvtepu8_epi16(t16);
            t18 = _mm512_mullo_epi16(t17, t3);
            t19 = _mm256_loadu_si256((const __m256i *)&b[t15]);
            t20 = _mm512_cvtepu8_epi16(t19);
            t21 = _mm512_mullo_epi16(t20, t4);
            t22 = _mm512_add_epi16(t18, t21);
            t23 = _mm512_srlv_epi16(t22, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t24 = _mm512_cvtepi16_epi8(t23);
            _mm256_storeu_si256((__m256i *)&out[t15], t24);
            t25 = (long)(int)((long)0 + (t1 + 64L));
            t26 = _mm256_loadu_si256((const __m256i *)&a[t25]);
            t27 = _mm512_cvtepu8_epi16(t26);
            t28 = _mm512_mullo_epi16(t27, t3);
            t29 = _mm256_loadu_si256((const __m256i *)&b[t25]);
            t30 = _mm512_cvtepu8_epi16(t29);
            t31 = _mm512_mullo_epi16(t30, t4);
            t32 = _mm512_add_epi16(t28, t31);
            t33 = _mm512_srlv_epi16(t32, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t34 = _mm512_cvtepi16_epi8(t33);
            _mm256_storeu_si256((__m256i *)&out[t25], t34);
            t35 = (long)(int)((long)0 + (t1 + 96L));
            t36 = _mm256_loadu_si256((const __m256i *)&a[t35]);
            t37 = _mm512_cvtepu8_epi16(t36);
            t38 = _mm512_mullo_epi16(t37, t3);
            t39 = _mm256_loadu_si256((const __m256i *)&b[t35]);
            t40 = _mm512_cvtepu8_epi16(t39);
            t41 = _mm512_mullo_epi16(t40, t4);
            t42 = _mm512_add_epi16(t38, t41);
            t43 = _mm512_srlv_epi16(t42, ((__m512i)(vcc_v32_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8}));
            t44 = _mm512_cvtepi16_epi8(t43);
            _mm256_storeu_si256((__m256i *)&out[t35], t44);
            t1 += 128L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t45 = (long)i;
        out[t45] = (unsigned char)(((int)a[t45] * alpha + (int)b[t45] * (256 - alpha)) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    long t7;
    __m512i t8;
    __m128i t9;
    __m512i t10;
    __m512i t11;
    __m128i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m128i t17;
    __m512i t18;
    __m512i t19;
    __m128i t20;
    __m512i t21;
    __m512i t22;
    long t23;
    __m512i t24;
    __m128i t25;
    __m512i t26;
    __m512i t27;
    __m128i t28;
    __m512i t29;
    __m512i t30;
    long t31;
    __m512i t32;
    __m128i t33;
    __m512i t34;
    __m512i t35;
    __m128i t36;
    int i;
    long t37;
    long r;
    unsigned char *t38;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)7));
            t9 = _mm512_cvtepi32_epi8(t8);
            _mm_storeu_si128((__m128i *)&a[t7], t9);
            t10 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)3));
            t11 = _mm512_sub_epi32(_mm512_set1_epi32((int)255), t10);
            t12 = _mm512_cvtepi32_epi8(t11);
            _mm_storeu_si128((__m128i *)&b[t7], t12);
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t14 = t13;
            t15 = (long)(int)((long)0 + (t2 + 16L));
            t16 = _mm512_mullo_epi32(t14, _mm512_set1_epi32((int)7));
            t17 = _mm512_cvtepi32_epi8(t16);
            _mm_storeu_si128((__m128i *)&a[t15], t17);
            t18 = _mm512_mullo_epi32(t14, _mm512_set1_epi32((int)3));
            t19 = _mm512_sub_epi32(_mm512_set1_epi32((int)255), t18);
            t20 = _mm512_cvtepi32_epi8(t19);
            _mm_storeu_si128((__m128i *)&b[t15], t20);
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 32L));
            t24 = _mm512_mullo_epi32(t22, _mm512_set1_epi32((int)7));
            t25 = _mm512_cvtepi32_epi8(t24);
            _mm_storeu_si128((__m128i *)&a[t23], t25);
            t26 = _mm512_mullo_epi32(t22, _mm512_set1_epi32((int)3));
            t27 = _mm512_sub_epi32(_mm512_set1_epi32((int)255), t26);
            t28 = _mm512_cvtepi32_epi8(t27);
            _mm_storeu_si128((__m128i *)&b[t23], t28);
            t29 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t2 + 48L));
            t32 = _mm512_mullo_epi32(t30, _mm512_set1_epi32((int)7));
            t33 = _mm512_cvtepi32_epi8(t32);
            _mm_storeu_si128((__m128i *)&a[t31], t33);
            t34 = _mm512_mullo_epi32(t30, _mm512_set1_epi32((int)3));
            t35 = _mm512_sub_epi32(_mm512_set1_epi32((int)255), t34);
            t36 = _mm512_cvtepi32_epi8(t35);
            _mm_storeu_si128((__m128i *)&b[t31], t36);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        a[t37] = (unsigned char)(i * 7);
        b[t37] = (unsigned char)(255 - i * 3);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel((int)(r % 257L)));
        t38 = &a[r % 4096L];
        *t38 = (unsigned char)((int)*t38 ^ (int)out[r * 5L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("blend_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
