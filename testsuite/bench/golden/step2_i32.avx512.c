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

/* step2_i32: for (i = 0; i < N; i += 2) a[i] = b[i] + c[i] (an induction with step 2: every
   access is strided; the odd elements of a are untouched).
   needs: step-2 induction, strided loads and a strided store (interleaved group with a gap) */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static int a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int *t4;
    int *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    int *t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int *t19;
    int *t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int *t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int *t34;
    int *t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    int *t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    long t48;
    int *t49;
    int *t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    int *t54;
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
    if (2048L >= 32L) {
        t2 = 2048L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1 * 2L);
            t4 = &a[t3];
            t5 = &b[t3];
            t6 = _mm256_loadu_si256((const __m256i *)t5);
            t7 = _mm256_loadu_si256((const __m256i *)(t5 + 8));
            t8 = _mm256_permutex2var_epi32(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t7);
            t9 = &c[t3];
            t10 = _mm256_loadu_si256((const __m256i *)t9);
            t11 = _mm256_loadu_si256((const __m256i *)(t9 + 8));
            t12 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t11);
            t13 = _mm256_add_epi32(t8, t12);
            t14 = _mm256_permutex2var_epi32(t13, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t13);
            t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t4, _mm256_movepi32_mask(t15), t14);
            t16 = _mm256_permutex2var_epi32(t13, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t13);
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t4 + 8, _mm256_movepi32_mask(t17), t16);
            t18 = (long)(int)((long)0 + (t1 + 8L) * 2L);
            t19 = &a[t18];
            t20 = &b[t18];
            t21 = _mm256_loadu_si256((const __m256i *)t20);
            t22 = _mm256_loadu_si256((const __m256i *)(t20 + 8));
            t23 = _mm256_permutex2var_epi32(t21, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t22);
            t24 = &c[t18];
            t25 = _mm256_loadu_si256((const __m256i *)t24);
            t26 = _mm256_loadu_si256((const __m256i *)(t24 + 8));
            t27 = _mm256_permutex2var_epi32(t25, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t26);
            t28 = _mm256_add_epi32(t23, t27);
            t29 = _mm256_permutex2var_epi32(t28, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
            t30 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t19, _mm256_movepi32_mask(t30), t29);
            t31 = _mm256_permutex2var_epi32(t28, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
            t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t19 + 8, _mm256_movepi32_mask(t32), t31);
            t33 = (long)(int)((long)0 + (t1 + 16L) * 2L);
            t34 = &a[t33];
            t35 = &b[t33];
            t36 = _mm256_loadu_si256((const __m256i *)t35);
            t37 = _mm256_loadu_si256((const __m256i *)(t35 + 8));
            t38 = _mm256_permutex2var_epi32(t36, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t37);
            t39 = &c[t33];
            t40 = _mm256_loadu_si256((const __m256i *)t39);
            t41 = _mm256_loadu_si256((const __m256i *)(t39 + 8));
            t42 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t41);
            t43 = _mm256_add_epi32(t38, t42);
            t44 = _mm256_permutex2var_epi32(t43, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t43);
            t45 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t34, _mm256_movepi32_mask(t45), t44);
            t46 = _mm256_permutex2var_epi32(t43, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t43);
            t47 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t34 + 8, _mm256_movepi32_mask(t47), t46);
            t48 = (long)(int)((long)0 + (t1 + 24L) * 2L);
            t49 = &a[t48];
            t50 = &b[t48];
            t51 = _mm256_loadu_si256((const __m256i *)t50);
            t52 = _mm256_loadu_si256((const __m256i *)(t50 + 8));
            t53 = _mm256_permutex2var_epi32(t51, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t52);
            t54 = &c[t48];
            t55 = _mm256_loadu_si256((const __m256i *)t54);
            t56 = _mm256_loadu_si256((const __m256i *)(t54 + 8));
            t57 = _mm256_permutex2var_epi32(t55, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t56);
            t58 = _mm256_add_epi32(t53, t57);
            t59 = _mm256_permutex2var_epi32(t58, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t58);
            t60 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t49, _mm256_movepi32_mask(t60), t59);
            t61 = _mm256_permutex2var_epi32(t58, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t58);
            t62 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t49 + 8, _mm256_movepi32_mask(t62), t61);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < 4096; i += 2) {
        t63 = (long)i;
        a[t63] = b[t63] + c[t63];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
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
    long t14;
    __m256i t15;
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
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    int i;
    long t51;
    long r;
    int *t52;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    t4 = (int)((unsigned int)0 * (unsigned int)3);
    if ((4096L >= 32L) & (t4 >= 0)) {
        t5 = 4096L & -32L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = _mm256_set1_epi32((int)(t4 % 17));
        t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
        t10 = t9;
        t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)17));
        t12 = _mm256_min_epu32(t10, t11);
        t2 = t12;
        t3 = 0L;
        do {
            t13 = t1;
            t14 = (long)(int)((long)0 + t3);
            t15 = _mm256_sub_epi32(_mm256_setzero_si256(), t13);
            _mm256_storeu_si256((__m256i *)&a[t14], t15);
            t16 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&b[t14], t16);
            _mm256_storeu_si256((__m256i *)&c[t14], t2);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t18 = t17;
            t19 = (long)(int)((long)0 + (t3 + 8L));
            t20 = _mm256_sub_epi32(_mm256_setzero_si256(), t18);
            _mm256_storeu_si256((__m256i *)&a[t19], t20);
            t21 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&b[t19], t21);
            t22 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)7));
            t23 = t22;
            t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32((int)17));
            t25 = _mm256_min_epu32(t23, t24);
            t26 = t25;
            _mm256_storeu_si256((__m256i *)&c[t19], t26);
            t27 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t28 = t27;
            t29 = (long)(int)((long)0 + (t3 + 16L));
            t30 = _mm256_sub_epi32(_mm256_setzero_si256(), t28);
            _mm256_storeu_si256((__m256i *)&a[t29], t30);
            t31 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&b[t29], t31);
            t32 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)14));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)17));
            t35 = _mm256_min_epu32(t33, t34);
            t36 = t35;
            _mm256_storeu_si256((__m256i *)&c[t29], t36);
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t38 = t37;
            t39 = (long)(int)((long)0 + (t3 + 24L));
            t40 = _mm256_sub_epi32(_mm256_setzero_si256(), t38);
            _mm256_storeu_si256((__m256i *)&a[t39], t40);
            t41 = _mm256_mullo_epi32(t38, _mm256_set1_epi32((int)5));
            _mm256_storeu_si256((__m256i *)&b[t39], t41);
            t42 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
            t43 = t42;
            t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)17));
            t45 = _mm256_min_epu32(t43, t44);
            t46 = t45;
            _mm256_storeu_si256((__m256i *)&c[t39], t46);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t47 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)11));
            t48 = t47;
            t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32((int)17));
            t50 = _mm256_min_epu32(t48, t49);
            t2 = t50;
        } while (t3 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t51 = (long)i;
        a[t51] = -i;
        b[t51] = i * 5;
        c[t51] = i * 3 % 17;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t52 = &b[r % 4096L];
        *t52 = *t52 + 1;
    }
    (_mm256_zeroupper(), bench_print("step2_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
