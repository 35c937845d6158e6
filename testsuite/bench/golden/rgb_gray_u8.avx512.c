/* vcc: vector types and helpers */
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
    int t4;
    int t5;
    int t6;
    unsigned char *t7;
    unsigned char *t8;
    unsigned char *t9;
    unsigned char *t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m128i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m128i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
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
            t4 = (int)((long)0 + (t1 + 16L));
            t5 = (int)((long)0 + (t1 + 32L));
            t6 = (int)((long)0 + (t1 + 48L));
            t7 = &rgb[3 * t3];
            t8 = &rgb[3 * t4];
            t9 = &rgb[3 * t5];
            t10 = &rgb[3 * t6];
            t11 = _mm_loadu_si128((const __m128i *)t7);
            t12 = _mm_loadu_si128((const __m128i *)(t7 + 16));
            t13 = _mm_loadu_si128((const __m128i *)(t7 + 32));
            t14 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t12, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t15 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t14, (vcc_v16_uchar)t13, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t16 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t12, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t17 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t16, (vcc_v16_uchar)t13, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t18 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t11, (vcc_v16_uchar)t12, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t19 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t18, (vcc_v16_uchar)t13, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t20 = _mm_loadu_si128((const __m128i *)t8);
            t21 = _mm_loadu_si128((const __m128i *)(t8 + 16));
            t22 = _mm_loadu_si128((const __m128i *)(t8 + 32));
            t23 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t24 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t23, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t25 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t26 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t25, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t27 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t20, (vcc_v16_uchar)t21, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t28 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t27, (vcc_v16_uchar)t22, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t29 = _mm_loadu_si128((const __m128i *)t9);
            t30 = _mm_loadu_si128((const __m128i *)(t9 + 16));
            t31 = _mm_loadu_si128((const __m128i *)(t9 + 32));
            t32 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t30, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t33 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t32, (vcc_v16_uchar)t31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t34 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t30, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t35 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t34, (vcc_v16_uchar)t31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t36 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t29, (vcc_v16_uchar)t30, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t37 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t36, (vcc_v16_uchar)t31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t38 = _mm_loadu_si128((const __m128i *)t10);
            t39 = _mm_loadu_si128((const __m128i *)(t10 + 16));
            t40 = _mm_loadu_si128((const __m128i *)(t10 + 32));
            t41 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t38, (vcc_v16_uchar)t39, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 0, 0, 0, 0, 0);
            t42 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t41, (vcc_v16_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 20, 23, 26, 29);
            t43 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t38, (vcc_v16_uchar)t39, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 0, 0, 0, 0, 0);
            t44 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t43, (vcc_v16_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 18, 21, 24, 27, 30);
            t45 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t38, (vcc_v16_uchar)t39, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 0, 0, 0, 0, 0, 0);
            t46 = (__m128i)__builtin_shufflevector((vcc_v16_uchar)t45, (vcc_v16_uchar)t40, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 19, 22, 25, 28, 31);
            t47 = _mm256_cvtepu8_epi16(t15);
            t48 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t47);
            t49 = _mm256_cvtepu8_epi16(t17);
            t50 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t49);
            t51 = _mm256_add_epi16(t48, t50);
            t52 = _mm256_cvtepu8_epi16(t19);
            t53 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t52);
            t54 = _mm256_add_epi16(t51, t53);
            t55 = (__m256i)((vcc_v16_ushort)t54 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t56 = _mm256_cvtepi16_epi8(t55);
            _mm_storeu_si128((__m128i *)&gray[t3], t56);
            t57 = _mm256_cvtepu8_epi16(t24);
            t58 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t57);
            t59 = _mm256_cvtepu8_epi16(t26);
            t60 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t59);
            t61 = _mm256_add_epi16(t58, t60);
            t62 = _mm256_cvtepu8_epi16(t28);
            t63 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t62);
            t64 = _mm256_add_epi16(t61, t63);
            t65 = (__m256i)((vcc_v16_ushort)t64 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t66 = _mm256_cvtepi16_epi8(t65);
            _mm_storeu_si128((__m128i *)&gray[t4], t66);
            t67 = _mm256_cvtepu8_epi16(t33);
            t68 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t67);
            t69 = _mm256_cvtepu8_epi16(t35);
            t70 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t69);
            t71 = _mm256_add_epi16(t68, t70);
            t72 = _mm256_cvtepu8_epi16(t37);
            t73 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t72);
            t74 = _mm256_add_epi16(t71, t73);
            t75 = (__m256i)((vcc_v16_ushort)t74 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t76 = _mm256_cvtepi16_epi8(t75);
            _mm_storeu_si128((__m128i *)&gray[t5], t76);
            t77 = _mm256_cvtepu8_epi16(t42);
            t78 = _mm256_mullo_epi16(_mm256_set1_epi16((short)77), t77);
            t79 = _mm256_cvtepu8_epi16(t44);
            t80 = _mm256_mullo_epi16(_mm256_set1_epi16((short)150), t79);
            t81 = _mm256_add_epi16(t78, t80);
            t82 = _mm256_cvtepu8_epi16(t46);
            t83 = _mm256_mullo_epi16(_mm256_set1_epi16((short)29), t82);
            t84 = _mm256_add_epi16(t81, t83);
            t85 = (__m256i)((vcc_v16_ushort)t84 >> (vcc_v16_ushort)_mm256_set1_epi16((short)8));
            t86 = _mm256_cvtepi16_epi8(t85);
            _mm_storeu_si128((__m128i *)&gray[t6], t86);
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
    reps = bench_reps(argc, argv, 400000L);
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
    bench_print("rgb_gray_u8", bench_hash(14695981039346656037ULL, (const void *)gray, 4096UL));
    return 0;
}
