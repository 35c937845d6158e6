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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int t)
{
    vcc_no_contract_body
    __m512i t2 = _mm512_set1_epi32((int)t);
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m512i t4 = _mm512_loadu_si512(&b[t3]);
        __mmask16 t5 = _mm512_cmp_epi32_mask(t4, t2, _MM_CMPINT_NLE);
        __m512i t6 = _mm512_loadu_si512(&c[t3]);
        __m512i t7 = t6;
        __m512i t8 = _mm512_set1_epi32(1);
        __m512i t9 = _mm512_add_epi32(t7, t8);
        __m512i t10 = t9;
        __m512i t11 = _mm512_set1_epi32(2);
        __m512i t12 = t4;
        __m512i t13 = _mm512_mullo_epi32(t11, t12);
        __m512i t14 = t13;
        __m512i t15 = _mm512_mask_blend_epi32(t5, t10, t14);
        _mm512_storeu_si512(&a[t3], t15);
        long t16 = (long)(int)(t1 + 16L);
        __m512i t17 = _mm512_loadu_si512(&b[t16]);
        __mmask16 t18 = _mm512_cmp_epi32_mask(t17, t2, _MM_CMPINT_NLE);
        __m512i t19 = _mm512_loadu_si512(&c[t16]);
        __m512i t20 = t19;
        __m512i t21 = _mm512_set1_epi32(1);
        __m512i t22 = _mm512_add_epi32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_set1_epi32(2);
        __m512i t25 = t17;
        __m512i t26 = _mm512_mullo_epi32(t24, t25);
        __m512i t27 = t26;
        __m512i t28 = _mm512_mask_blend_epi32(t18, t23, t27);
        _mm512_storeu_si512(&a[t16], t28);
        long t29 = (long)(int)(t1 + 32L);
        __m512i t30 = _mm512_loadu_si512(&b[t29]);
        __mmask16 t31 = _mm512_cmp_epi32_mask(t30, t2, _MM_CMPINT_NLE);
        __m512i t32 = _mm512_loadu_si512(&c[t29]);
        __m512i t33 = t32;
        __m512i t34 = _mm512_set1_epi32(1);
        __m512i t35 = _mm512_add_epi32(t33, t34);
        __m512i t36 = t35;
        __m512i t37 = _mm512_set1_epi32(2);
        __m512i t38 = t30;
        __m512i t39 = _mm512_mullo_epi32(t37, t38);
        __m512i t40 = t39;
        __m512i t41 = _mm512_mask_blend_epi32(t31, t36, t40);
        _mm512_storeu_si512(&a[t29], t41);
        long t42 = (long)(int)(t1 + 48L);
        __m512i t43 = _mm512_loadu_si512(&b[t42]);
        __mmask16 t44 = _mm512_cmp_epi32_mask(t43, t2, _MM_CMPINT_NLE);
        __m512i t45 = _mm512_loadu_si512(&c[t42]);
        __m512i t46 = t45;
        __m512i t47 = _mm512_set1_epi32(1);
        __m512i t48 = _mm512_add_epi32(t46, t47);
        __m512i t49 = t48;
        __m512i t50 = _mm512_set1_epi32(2);
        __m512i t51 = t43;
        __m512i t52 = _mm512_mullo_epi32(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = _mm512_mask_blend_epi32(t44, t49, t53);
        _mm512_storeu_si512(&a[t42], t54);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t55 = (long)i;
        int t56 = b[t55];
        if (t56 > t) {
            a[t55] = 2 * t56;
        } else {
            a[t55] = c[t55] + 1;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long h;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 333, 370, 407, 444, 481, 518, 555));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(1000));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    __m512i t9 = _mm512_set1_epi32(0);
    __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 11, 22, 33, 44, 55, 66, 77, 88, 99, 110, 121, 132, 143, 154, 165));
    __m512i t11 = t10;
    __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(300));
    __m512i t13 = _mm512_min_epu32(t11, t12);
    __m512i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m512i t15 = _mm512_sub_epi32(t1, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t14], t15);
        _mm512_storeu_si512(&c[t14], t2);
        long t16 = (long)(int)(t3 + 16L);
        __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(592));
        __m512i t18 = t17;
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(1000));
        __m512i t20 = _mm512_min_epu32(t18, t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t16], t22);
        __m512i t23 = _mm512_add_epi32(t2, _mm512_set1_epi32(176));
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(300));
        __m512i t26 = _mm512_min_epu32(t24, t25);
        __m512i t27 = t26;
        _mm512_storeu_si512(&c[t16], t27);
        long t28 = (long)(int)(t3 + 32L);
        __m512i t29 = _mm512_add_epi32(t1, _mm512_set1_epi32(184));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(1000));
        __m512i t32 = _mm512_min_epu32(t30, t31);
        __m512i t33 = t32;
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t28], t34);
        __m512i t35 = _mm512_add_epi32(t2, _mm512_set1_epi32(52));
        __m512i t36 = t35;
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(300));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        __m512i t39 = t38;
        _mm512_storeu_si512(&c[t28], t39);
        long t40 = (long)(int)(t3 + 48L);
        __m512i t41 = _mm512_add_epi32(t1, _mm512_set1_epi32(776));
        __m512i t42 = t41;
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(1000));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        __m512i t45 = t44;
        __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t40], t46);
        __m512i t47 = _mm512_add_epi32(t2, _mm512_set1_epi32(228));
        __m512i t48 = t47;
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(300));
        __m512i t50 = _mm512_min_epu32(t48, t49);
        __m512i t51 = t50;
        _mm512_storeu_si512(&c[t40], t51);
        t3 += 64L;
        __m512i t52 = _mm512_add_epi32(t1, _mm512_set1_epi32(368));
        __m512i t53 = t52;
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(1000));
        __m512i t55 = _mm512_min_epu32(t53, t54);
        t1 = t55;
        __m512i t56 = _mm512_add_epi32(t2, _mm512_set1_epi32(104));
        __m512i t57 = t56;
        __m512i t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32(300));
        __m512i t59 = _mm512_min_epu32(t57, t58);
        t2 = t59;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t60 = (long)i;
        b[t60] = i * 37 % 1000 - 500;
        c[t60] = i * 11 % 300;
    }
    unsigned long long h_1 = 14695981039346656037ULL;
    for (long r = 0L; r < reps; r++, h_1 = h) {
        kernel((int)(r % 200L) - 100);
        if ((r % 1000L) == 0L) {
            h = (_mm256_zeroupper(), bench_hash(h_1, (const void *)a, 16384UL));
        } else {
            h = h_1;
        }
    }
    (_mm256_zeroupper(), bench_print("cond_assign_i32", (_mm256_zeroupper(), bench_hash(h_1, (const void *)a, 16384UL))));
    return 0;
}
