/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* madd_i16: s += a[i] * b[i] with short inputs summed into an int (pmaddwd pattern).
   needs: int16 loads, widening to i32, i32 multiply, integer add reduction (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1500000
#endif
#define N 4096

static short a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) int kernel(void)
{
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    int s;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int i;
    long t26;
    if (4096L >= 64L) {
        t6 = 4096L & -64L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = _mm256_loadu_si256((const __m256i *)&a[t7]);
            t9 = _mm256_loadu_si256((const __m256i *)&b[t7]);
            t10 = _mm256_madd_epi16(t8, t9);
            t2 = _mm256_add_epi32(t2, t10);
            t11 = (long)(int)((long)0 + (t1 + 16L));
            t12 = _mm256_loadu_si256((const __m256i *)&a[t11]);
            t13 = _mm256_loadu_si256((const __m256i *)&b[t11]);
            t14 = _mm256_madd_epi16(t12, t13);
            t3 = _mm256_add_epi32(t3, t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm256_loadu_si256((const __m256i *)&a[t15]);
            t17 = _mm256_loadu_si256((const __m256i *)&b[t15]);
            t18 = _mm256_madd_epi16(t16, t17);
            t4 = _mm256_add_epi32(t4, t18);
            t19 = (long)(int)((long)0 + (t1 + 48L));
            t20 = _mm256_loadu_si256((const __m256i *)&a[t19]);
            t21 = _mm256_loadu_si256((const __m256i *)&b[t19]);
            t22 = _mm256_madd_epi16(t20, t21);
            t5 = _mm256_add_epi32(t5, t22);
            t1 += 64L;
        } while (t1 < t6);
        t23 = _mm256_add_epi32(t2, t3);
        t24 = _mm256_add_epi32(t23, t4);
        t25 = _mm256_add_epi32(t24, t5);
        i = (int)((long)0 + t6);
        s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t25));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < 4096; i++) {
        t26 = (long)i;
        s += (int)a[t26] * (int)b[t26];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    int t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m128i t18;
    __m256i t19;
    __m128i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m128i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m128i t35;
    long t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m128i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m128i t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m128i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m128i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    int i;
    long t74;
    long r;
    unsigned int t75;
    short *t76;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1500000L));
    total = 0U;
    t4 = (int)((unsigned int)0 * (unsigned int)7);
    if ((4096L >= 32L) & (0 >= 0) & (t4 >= 0)) {
        t5 = 4096L & -32L;
        t6 = _mm256_set1_epi32((int)(0 % 200));
        t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = t7;
        t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)200));
        t10 = _mm256_min_epu32(t8, t9);
        t1 = t10;
        t11 = _mm256_set1_epi32((int)(t4 % 150));
        t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
        t13 = t12;
        t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32((int)150));
        t15 = _mm256_min_epu32(t13, t14);
        t2 = t15;
        t3 = 0L;
        do {
            t16 = (long)(int)((long)0 + t3);
            t17 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)100));
            t18 = _mm256_cvtepi32_epi16(t17);
            _mm_storeu_si128((__m128i *)&a[t16], t18);
            t19 = _mm256_sub_epi32(t2, _mm256_set1_epi32((int)75));
            t20 = _mm256_cvtepi32_epi16(t19);
            _mm_storeu_si128((__m128i *)&b[t16], t20);
            t21 = (long)(int)((long)0 + (t3 + 8L));
            t22 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t23 = t22;
            t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)200));
            t25 = _mm256_min_epu32(t23, t24);
            t26 = t25;
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)100));
            t28 = _mm256_cvtepi32_epi16(t27);
            _mm_storeu_si128((__m128i *)&a[t21], t28);
            t29 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)56));
            t30 = t29;
            t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)150));
            t32 = _mm256_min_epu32(t30, t31);
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)75));
            t35 = _mm256_cvtepi32_epi16(t34);
            _mm_storeu_si128((__m128i *)&b[t21], t35);
            t36 = (long)(int)((long)0 + (t3 + 16L));
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)200));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32((int)100));
            t43 = _mm256_cvtepi32_epi16(t42);
            _mm_storeu_si128((__m128i *)&a[t36], t43);
            t44 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)112));
            t45 = t44;
            t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)150));
            t47 = _mm256_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)75));
            t50 = _mm256_cvtepi32_epi16(t49);
            _mm_storeu_si128((__m128i *)&b[t36], t50);
            t51 = (long)(int)((long)0 + (t3 + 24L));
            t52 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t53 = t52;
            t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)200));
            t55 = _mm256_min_epu32(t53, t54);
            t56 = t55;
            t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)100));
            t58 = _mm256_cvtepi32_epi16(t57);
            _mm_storeu_si128((__m128i *)&a[t51], t58);
            t59 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)18));
            t60 = t59;
            t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32((int)150));
            t62 = _mm256_min_epu32(t60, t61);
            t63 = t62;
            t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32((int)75));
            t65 = _mm256_cvtepi32_epi16(t64);
            _mm_storeu_si128((__m128i *)&b[t51], t65);
            t3 += 32L;
            t66 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t67 = t66;
            t68 = _mm256_sub_epi32(t67, _mm256_set1_epi32((int)200));
            t69 = _mm256_min_epu32(t67, t68);
            t1 = t69;
            t70 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)74));
            t71 = t70;
            t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32((int)150));
            t73 = _mm256_min_epu32(t71, t72);
            t2 = t73;
        } while (t3 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t74 = (long)i;
        a[t74] = (short)(i % 200 - 100);
        b[t74] = (short)(i * 7 % 150 - 75);
    }
    for (r = 0L; r < reps; r++) {
        t75 = total;
        total = t75 * 33U + (unsigned int)(_mm256_zeroupper(), kernel());
        t76 = &a[r % 4096L];
        *t76 = (short)-(int)*t76;
    }
    (_mm256_zeroupper(), bench_print("madd_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
