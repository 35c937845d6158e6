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
    long t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    __mmask16 t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    long t17;
    __m512i t18;
    __mmask16 t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    long t30;
    __m512i t31;
    __mmask16 t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    long t43;
    __m512i t44;
    __mmask16 t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    int i;
    long t56;
    int t57;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t3 = _mm512_set1_epi32((int)t);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(&b[t4]);
            t6 = _mm512_cmp_epi32_mask(t5, t3, _MM_CMPINT_NLE);
            t7 = _mm512_loadu_si512(&c[t4]);
            t8 = t7;
            t9 = _mm512_set1_epi32((int)1);
            t10 = _mm512_add_epi32(t8, t9);
            t11 = t10;
            t12 = _mm512_set1_epi32((int)2);
            t13 = t5;
            t14 = _mm512_mullo_epi32(t12, t13);
            t15 = t14;
            t16 = _mm512_mask_blend_epi32(t6, t11, t15);
            _mm512_storeu_si512(&a[t4], t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = _mm512_loadu_si512(&b[t17]);
            t19 = _mm512_cmp_epi32_mask(t18, t3, _MM_CMPINT_NLE);
            t20 = _mm512_loadu_si512(&c[t17]);
            t21 = t20;
            t22 = _mm512_set1_epi32((int)1);
            t23 = _mm512_add_epi32(t21, t22);
            t24 = t23;
            t25 = _mm512_set1_epi32((int)2);
            t26 = t18;
            t27 = _mm512_mullo_epi32(t25, t26);
            t28 = t27;
            t29 = _mm512_mask_blend_epi32(t19, t24, t28);
            _mm512_storeu_si512(&a[t17], t29);
            t30 = (long)(int)((long)0 + (t1 + 32L));
            t31 = _mm512_loadu_si512(&b[t30]);
            t32 = _mm512_cmp_epi32_mask(t31, t3, _MM_CMPINT_NLE);
            t33 = _mm512_loadu_si512(&c[t30]);
            t34 = t33;
            t35 = _mm512_set1_epi32((int)1);
            t36 = _mm512_add_epi32(t34, t35);
            t37 = t36;
            t38 = _mm512_set1_epi32((int)2);
            t39 = t31;
            t40 = _mm512_mullo_epi32(t38, t39);
            t41 = t40;
            t42 = _mm512_mask_blend_epi32(t32, t37, t41);
            _mm512_storeu_si512(&a[t30], t42);
            t43 = (long)(int)((long)0 + (t1 + 48L));
            t44 = _mm512_loadu_si512(&b[t43]);
            t45 = _mm512_cmp_epi32_mask(t44, t3, _MM_CMPINT_NLE);
            t46 = _mm512_loadu_si512(&c[t43]);
            t47 = t46;
            t48 = _mm512_set1_epi32((int)1);
            t49 = _mm512_add_epi32(t47, t48);
            t50 = t49;
            t51 = _mm512_set1_epi32((int)2);
            t52 = t44;
            t53 = _mm512_mullo_epi32(t51, t52);
            t54 = t53;
            t55 = _mm512_mask_blend_epi32(t45, t50, t54);
            _mm512_storeu_si512(&a[t43], t55);
            t1 += 64L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    unsigned long long h;
    long reps;
    int t4;
    int t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    long t17;
    __m512i t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    long t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    long t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    int i;
    long t63;
    long r;
    unsigned long long h_1;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    t4 = (int)((unsigned int)0 * (unsigned int)37);
    t5 = (int)((unsigned int)0 * (unsigned int)11);
    if ((4096L >= 64L) & (t4 >= 0) & (t5 >= 0)) {
        t6 = 4096L & -64L;
        t7 = _mm512_set1_epi32((int)(t4 % 1000));
        t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 333, 370, 407, 444, 481, 518, 555));
        t9 = t8;
        t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32((int)1000));
        t11 = _mm512_min_epu32(t9, t10);
        t1 = t11;
        t12 = _mm512_set1_epi32((int)(t5 % 300));
        t13 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 11, 22, 33, 44, 55, 66, 77, 88, 99, 110, 121, 132, 143, 154, 165));
        t14 = t13;
        t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32((int)300));
        t16 = _mm512_min_epu32(t14, t15);
        t2 = t16;
        t3 = 0L;
        do {
            t17 = (long)(int)((long)0 + t3);
            t18 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)500));
            _mm512_storeu_si512(&b[t17], t18);
            _mm512_storeu_si512(&c[t17], t2);
            t19 = (long)(int)((long)0 + (t3 + 16L));
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)592));
            t21 = t20;
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)1000));
            t23 = _mm512_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32((int)500));
            _mm512_storeu_si512(&b[t19], t25);
            t26 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)176));
            t27 = t26;
            t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32((int)300));
            t29 = _mm512_min_epu32(t27, t28);
            t30 = t29;
            _mm512_storeu_si512(&c[t19], t30);
            t31 = (long)(int)((long)0 + (t3 + 32L));
            t32 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)184));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)1000));
            t35 = _mm512_min_epu32(t33, t34);
            t36 = t35;
            t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32((int)500));
            _mm512_storeu_si512(&b[t31], t37);
            t38 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)52));
            t39 = t38;
            t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32((int)300));
            t41 = _mm512_min_epu32(t39, t40);
            t42 = t41;
            _mm512_storeu_si512(&c[t31], t42);
            t43 = (long)(int)((long)0 + (t3 + 48L));
            t44 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)776));
            t45 = t44;
            t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32((int)1000));
            t47 = _mm512_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32((int)500));
            _mm512_storeu_si512(&b[t43], t49);
            t50 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)228));
            t51 = t50;
            t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32((int)300));
            t53 = _mm512_min_epu32(t51, t52);
            t54 = t53;
            _mm512_storeu_si512(&c[t43], t54);
            t3 += 64L;
            t55 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)368));
            t56 = t55;
            t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32((int)1000));
            t58 = _mm512_min_epu32(t56, t57);
            t1 = t58;
            t59 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)104));
            t60 = t59;
            t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32((int)300));
            t62 = _mm512_min_epu32(t60, t61);
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
