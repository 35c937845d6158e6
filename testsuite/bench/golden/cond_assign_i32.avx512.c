/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* cond_assign_i32: if (b[i] > t) a[i] = 2 * b[i]; else a[i] = c[i] + 1; (TSVC s271-like).
   needs: if-conversion (compare, select), consecutive i32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static int a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int t)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
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
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int i;
    long t56;
    int t57;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_epi32((int)t);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm256_loadu_si256((const __m256i *)&b[t4]);
            t6 = _mm256_cmpgt_epi32(t5, t3);
            t7 = _mm256_loadu_si256((const __m256i *)&c[t4]);
            t8 = t7;
            t9 = _mm256_set1_epi32((int)1);
            t10 = _mm256_add_epi32(t8, t9);
            t11 = t10;
            t12 = _mm256_set1_epi32((int)2);
            t13 = t5;
            t14 = _mm256_mullo_epi32(t12, t13);
            t15 = t14;
            t16 = _mm256_ternarylogic_epi32(t6, t15, t11, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[t4], t16);
            t17 = (long)(int)((long)0 + (t1 + 8L));
            t18 = _mm256_loadu_si256((const __m256i *)&b[t17]);
            t19 = _mm256_cmpgt_epi32(t18, t3);
            t20 = _mm256_loadu_si256((const __m256i *)&c[t17]);
            t21 = t20;
            t22 = _mm256_set1_epi32((int)1);
            t23 = _mm256_add_epi32(t21, t22);
            t24 = t23;
            t25 = _mm256_set1_epi32((int)2);
            t26 = t18;
            t27 = _mm256_mullo_epi32(t25, t26);
            t28 = t27;
            t29 = _mm256_ternarylogic_epi32(t19, t28, t24, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[t17], t29);
            t30 = (long)(int)((long)0 + (t1 + 16L));
            t31 = _mm256_loadu_si256((const __m256i *)&b[t30]);
            t32 = _mm256_cmpgt_epi32(t31, t3);
            t33 = _mm256_loadu_si256((const __m256i *)&c[t30]);
            t34 = t33;
            t35 = _mm256_set1_epi32((int)1);
            t36 = _mm256_add_epi32(t34, t35);
            t37 = t36;
            t38 = _mm256_set1_epi32((int)2);
            t39 = t31;
            t40 = _mm256_mullo_epi32(t38, t39);
            t41 = t40;
            t42 = _mm256_ternarylogic_epi32(t32, t41, t37, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[t30], t42);
            t43 = (long)(int)((long)0 + (t1 + 24L));
            t44 = _mm256_loadu_si256((const __m256i *)&b[t43]);
            t45 = _mm256_cmpgt_epi32(t44, t3);
            t46 = _mm256_loadu_si256((const __m256i *)&c[t43]);
            t47 = t46;
            t48 = _mm256_set1_epi32((int)1);
            t49 = _mm256_add_epi32(t47, t48);
            t50 = t49;
            t51 = _mm256_set1_epi32((int)2);
            t52 = t44;
            t53 = _mm256_mullo_epi32(t51, t52);
            t54 = t53;
            t55 = _mm256_ternarylogic_epi32(t45, t54, t50, 0xCA);
            _mm256_storeu_si256((__m256i *)&a[t43], t55);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t56 = (long)i;
        t57 = b[t56];
        if (t57 > t) {
            a[t56] = 2 * t57;
        } else {
            a[t56] = c[t56] + 1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    unsigned long long h;
    long reps;
    int t4;
    int t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    int i;
    long t63;
    long r;
    unsigned long long h_1;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    t4 = (int)((unsigned int)0 * (unsigned int)37);
    t5 = (int)((unsigned int)0 * (unsigned int)11);
    if ((4096L >= 32L) & (t4 >= 0) & (t5 >= 0)) {
        t6 = 4096L & -32L;
        t7 = _mm256_set1_epi32((int)(t4 % 1000));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)1000));
        t11 = _mm256_min_epu32(t9, t10);
        t1 = t11;
        t12 = _mm256_set1_epi32((int)(t5 % 300));
        t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 11, 22, 33, 44, 55, 66, 77));
        t14 = t13;
        t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)300));
        t16 = _mm256_min_epu32(t14, t15);
        t2 = t16;
        t3 = 0L;
        do {
            t17 = (long)(int)((long)0 + t3);
            t18 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)500));
            _mm256_storeu_si256((__m256i *)&b[t17], t18);
            _mm256_storeu_si256((__m256i *)&c[t17], t2);
            t19 = (long)(int)((long)0 + (t3 + 8L));
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)296));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)1000));
            t23 = _mm256_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)500));
            _mm256_storeu_si256((__m256i *)&b[t19], t25);
            t26 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)88));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)300));
            t29 = _mm256_min_epu32(t27, t28);
            t30 = t29;
            _mm256_storeu_si256((__m256i *)&c[t19], t30);
            t31 = (long)(int)((long)0 + (t3 + 16L));
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)592));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)1000));
            t35 = _mm256_min_epu32(t33, t34);
            t36 = t35;
            t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)500));
            _mm256_storeu_si256((__m256i *)&b[t31], t37);
            t38 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)176));
            t39 = t38;
            t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32((int)300));
            t41 = _mm256_min_epu32(t39, t40);
            t42 = t41;
            _mm256_storeu_si256((__m256i *)&c[t31], t42);
            t43 = (long)(int)((long)0 + (t3 + 24L));
            t44 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)888));
            t45 = t44;
            t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)1000));
            t47 = _mm256_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)500));
            _mm256_storeu_si256((__m256i *)&b[t43], t49);
            t50 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)264));
            t51 = t50;
            t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)300));
            t53 = _mm256_min_epu32(t51, t52);
            t54 = t53;
            _mm256_storeu_si256((__m256i *)&c[t43], t54);
            t3 += 32L;
            t55 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)184));
            t56 = t55;
            t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)1000));
            t58 = _mm256_min_epu32(t56, t57);
            t1 = t58;
            t59 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)52));
            t60 = t59;
            t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32((int)300));
            t62 = _mm256_min_epu32(t60, t61);
            t2 = t62;
        } while (t3 < t6);
        i = (int)((long)0 + t6);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t63 = (long)i;
        b[t63] = i * 37 % 1000 - 500;
        c[t63] = i * 11 % 300;
    }
    h_1 = 14695981039346656037ULL;
    for (r = 0L; r < reps; r++, h_1 = h) {
        (_mm256_zeroupper(), kernel((int)(r % 200L) - 100));
        if ((r % 1000L) == 0L) {
            h = (_mm256_zeroupper(), bench_hash(h_1, (const void *)a, 16384UL));
        } else {
            h = h_1;
        }
    }
    (_mm256_zeroupper(), bench_print("cond_assign_i32", (_mm256_zeroupper(), bench_hash(h_1, (const void *)a, 16384UL))));
    return 0;
}
