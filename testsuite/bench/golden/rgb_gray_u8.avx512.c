/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
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

/* rgb_gray_u8: gray[i] = (77 * r + 150 * g + 29 * b) >> 8 from interleaved RGB bytes.
   needs: interleaved groups of 3 uint8 loads (shuffles), widening to int, multiply, narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static unsigned char rgb[3 * N], gray[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    unsigned char *t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m128i t23;
    int t24;
    unsigned char *t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m128i t44;
    int t45;
    unsigned char *t46;
    __m128i t47;
    __m128i t48;
    __m128i t49;
    __m128i t50;
    __m128i t51;
    __m128i t52;
    __m128i t53;
    __m128i t54;
    __m128i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m128i t65;
    int t66;
    unsigned char *t67;
    __m128i t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    __m128i t74;
    __m128i t75;
    __m128i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m128i t86;
    int i;
    int t87;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (int)((long)0 + t1);
            t4 = &rgb[3 * t3];
            t5 = _mm_loadu_si128((const __m128i *)t4);
            t6 = _mm_loadu_si128((const __m128i *)(t4 + 16));
            t7 = _mm_loadu_si128((const __m128i *)(t4 + 32));
            t8 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t9 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t8, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t10 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t11 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t10, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t12 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t5, (vcc_v16_uchar)t6, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t13 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t12, (vcc_v16_uchar)t7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t14 = _mm256_cvtepu8_epi16(t9);
            t15 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t14);
            t16 = _mm256_cvtepu8_epi16(t11);
            t17 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t16);
            t18 = _mm256_add_epi16(t15, t17);
            t19 = _mm256_cvtepu8_epi16(t13);
            t20 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t19);
            t21 = _mm256_add_epi16(t18, t20);
            t22 = (__m256i)((vcc_v16_ushort)t21 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t23 = _mm256_cvtepi16_epi8(t22);
            _mm_storeu_si128((__m128i *)&gray[t3], t23);
            t24 = (int)((long)0 + (t1 + 16L));
            t25 = &rgb[3 * t24];
            t26 = _mm_loadu_si128((const __m128i *)t25);
            t27 = _mm_loadu_si128((const __m128i *)(t25 + 16));
            t28 = _mm_loadu_si128((const __m128i *)(t25 + 32));
            t29 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t30 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t31 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t31, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t26, (vcc_v16_uchar)t27, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t34 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t33, (vcc_v16_uchar)t28, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t35 = _mm256_cvtepu8_epi16(t30);
            t36 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t35);
            t37 = _mm256_cvtepu8_epi16(t32);
            t38 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t37);
            t39 = _mm256_add_epi16(t36, t38);
            t40 = _mm256_cvtepu8_epi16(t34);
            t41 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t40);
            t42 = _mm256_add_epi16(t39, t41);
            t43 = (__m256i)((vcc_v16_ushort)t42 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t44 = _mm256_cvtepi16_epi8(t43);
            _mm_storeu_si128((__m128i *)&gray[t24], t44);
            t45 = (int)((long)0 + (t1 + 32L));
            t46 = &rgb[3 * t45];
            t47 = _mm_loadu_si128((const __m128i *)t46);
            t48 = _mm_loadu_si128((const __m128i *)(t46 + 16));
            t49 = _mm_loadu_si128((const __m128i *)(t46 + 32));
            t50 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t51 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t50, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t52 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t53 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t52, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t54 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t47, (vcc_v16_uchar)t48, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t55 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t54, (vcc_v16_uchar)t49, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t56 = _mm256_cvtepu8_epi16(t51);
            t57 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t56);
            t58 = _mm256_cvtepu8_epi16(t53);
            t59 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t58);
            t60 = _mm256_add_epi16(t57, t59);
            t61 = _mm256_cvtepu8_epi16(t55);
            t62 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t61);
            t63 = _mm256_add_epi16(t60, t62);
            t64 = (__m256i)((vcc_v16_ushort)t63 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t65 = _mm256_cvtepi16_epi8(t64);
            _mm_storeu_si128((__m128i *)&gray[t45], t65);
            t66 = (int)((long)0 + (t1 + 48L));
            t67 = &rgb[3 * t66];
            t68 = _mm_loadu_si128((const __m128i *)t67);
            t69 = _mm_loadu_si128((const __m128i *)(t67 + 16));
            t70 = _mm_loadu_si128((const __m128i *)(t67 + 32));
            t71 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t72 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t71, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t73 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t74 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t73, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t75 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t68, (vcc_v16_uchar)t69, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t76 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t75, (vcc_v16_uchar)t70, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t77 = _mm256_cvtepu8_epi16(t72);
            t78 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t77);
            t79 = _mm256_cvtepu8_epi16(t74);
            t80 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t79);
            t81 = _mm256_add_epi16(t78, t80);
            t82 = _mm256_cvtepu8_epi16(t76);
            t83 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t82);
            t84 = _mm256_add_epi16(t81, t83);
            t85 = (__m256i)((vcc_v16_ushort)t84 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t86 = _mm256_cvtepi16_epi8(t85);
            _mm_storeu_si128((__m128i *)&gray[t66], t86);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t87 = 3 * i;
        gray[i] = (unsigned char)((77 * (int)rgb[t87] + 150 * (int)rgb[t87 + 1] + 29 * (int)rgb[t87 + 2]) >> 8);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    vcc_v8_uchar t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    vcc_v8_uchar t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    vcc_v8_uchar t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    vcc_v8_uchar t28;
    int i;
    long r;
    unsigned char *t29;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    if (12288L >= 32L) {
        t3 = 12288L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)7));
            t8 = _mm256_srav_epi32(t6, _mm256_set1_epi32((int)5));
            t9 = _mm256_add_epi32(t7, t8);
            t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t9, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&rgb[(int)((long)0 + t2)], t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)7));
            t14 = _mm256_srav_epi32(t12, _mm256_set1_epi32((int)5));
            t15 = _mm256_add_epi32(t13, t14);
            t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&rgb[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t18 = t17;
            t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)7));
            t20 = _mm256_srav_epi32(t18, _mm256_set1_epi32((int)5));
            t21 = _mm256_add_epi32(t19, t20);
            t22 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t21, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&rgb[(int)((long)0 + (t2 + 16L))], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t24 = t23;
            t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)7));
            t26 = _mm256_srav_epi32(t24, _mm256_set1_epi32((int)5));
            t27 = _mm256_add_epi32(t25, t26);
            t28 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t27, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&rgb[(int)((long)0 + (t2 + 24L))], t28);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 12288; i++) {
        rgb[i] = (unsigned char)(i * 7 + (i >> 5));
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t29 = &rgb[r % 12288L];
        *t29 = (unsigned char)((int)*t29 ^ (int)gray[r * 7L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("rgb_gray_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)gray, 4096UL))));
    return 0;
}
