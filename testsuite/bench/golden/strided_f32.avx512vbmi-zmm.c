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

/* strided_f32: a[i] = b[2*i] * 0.5f + c[i] (every other element of b: a stride-2 load).
   needs: strided (or interleaved-group) f32 loads, consecutive loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 2048

static float a[N], b[2 * N], c[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    long t4;
    float *t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    int t12;
    long t13;
    float *t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    int t21;
    long t22;
    float *t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    int t30;
    long t31;
    float *t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    int i;
    long t39;
    if (2048L >= 64L) {
        t2 = 2048L & -64L;
        t1 = 0L;
        do {
            t3 = (int)((long)0 + t1);
            t4 = (long)t3;
            t5 = &b[2 * t3];
            t6 = _mm512_loadu_ps(t5);
            t7 = _mm512_loadu_ps(t5 + 16);
            t8 = _mm512_permutex2var_ps(t6, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t7);
            t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.5f));
            t10 = _mm512_loadu_ps(&c[t4]);
            t11 = _mm512_add_ps(t9, t10);
            _mm512_storeu_ps(&a[t4], t11);
            t12 = (int)((long)0 + (t1 + 16L));
            t13 = (long)t12;
            t14 = &b[2 * t12];
            t15 = _mm512_loadu_ps(t14);
            t16 = _mm512_loadu_ps(t14 + 16);
            t17 = _mm512_permutex2var_ps(t15, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t16);
            t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.5f));
            t19 = _mm512_loadu_ps(&c[t13]);
            t20 = _mm512_add_ps(t18, t19);
            _mm512_storeu_ps(&a[t13], t20);
            t21 = (int)((long)0 + (t1 + 32L));
            t22 = (long)t21;
            t23 = &b[2 * t21];
            t24 = _mm512_loadu_ps(t23);
            t25 = _mm512_loadu_ps(t23 + 16);
            t26 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t25);
            t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.5f));
            t28 = _mm512_loadu_ps(&c[t22]);
            t29 = _mm512_add_ps(t27, t28);
            _mm512_storeu_ps(&a[t22], t29);
            t30 = (int)((long)0 + (t1 + 48L));
            t31 = (long)t30;
            t32 = &b[2 * t30];
            t33 = _mm512_loadu_ps(t32);
            t34 = _mm512_loadu_ps(t32 + 16);
            t35 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t34);
            t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.5f));
            t37 = _mm512_loadu_ps(&c[t31]);
            t38 = _mm512_add_ps(t36, t37);
            _mm512_storeu_ps(&a[t31], t38);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t39 = (long)i;
        a[t39] = b[2 * i] * 0.5f + c[t39];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    long reps;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512 t12;
    __m512 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512 t20;
    __m512 t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512 t28;
    __m512 t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512 t36;
    __m512 t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    int i;
    long t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512 t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512 t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512 t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512 t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    int i_1;
    long r;
    float *t71;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    if ((4096L >= 64L) & (0 >= 0)) {
        t5 = 4096L & -64L;
        t6 = _mm512_set1_epi32((int)(0 % 31));
        t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t8 = t7;
        t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32((int)31));
        t10 = _mm512_min_epu32(t8, t9);
        t1 = t10;
        t2 = 0L;
        do {
            t11 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)15));
            t12 = _mm512_cvtepi32_ps(t11);
            t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[(int)((long)0 + t2)], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)31));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)15));
            t20 = _mm512_cvtepi32_ps(t19);
            t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[(int)((long)0 + (t2 + 16L))], t21);
            t22 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)1));
            t23 = t22;
            t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32((int)31));
            t25 = _mm512_min_epu32(t23, t24);
            t26 = t25;
            t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32((int)15));
            t28 = _mm512_cvtepi32_ps(t27);
            t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[(int)((long)0 + (t2 + 32L))], t29);
            t30 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)17));
            t31 = t30;
            t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32((int)31));
            t33 = _mm512_min_epu32(t31, t32);
            t34 = t33;
            t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32((int)15));
            t36 = _mm512_cvtepi32_ps(t35);
            t37 = _mm512_mul_ps(t36, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[(int)((long)0 + (t2 + 48L))], t37);
            t2 += 64L;
            t38 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)2));
            t39 = t38;
            t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32((int)31));
            t41 = _mm512_min_epu32(t39, t40);
            t1 = t41;
        } while (t2 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        b[i] = (float)(i % 31 - 15) * 0.25f;
    }
    if ((2048L >= 64L) & (0 >= 0)) {
        t42 = 2048L & -64L;
        t43 = _mm512_set1_epi32((int)(0 % 7));
        t44 = _mm512_add_epi32(t43, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
        t45 = t44;
        t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32((int)7));
        t47 = _mm512_min_epu32(t45, t46);
        t3 = t47;
        t4 = 0L;
        do {
            t48 = _mm512_cvtepi32_ps(t3);
            _mm512_storeu_ps(&c[(int)((long)0 + t4)], t48);
            t49 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)2));
            t50 = t49;
            t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32((int)7));
            t52 = _mm512_min_epu32(t50, t51);
            t53 = t52;
            t54 = _mm512_cvtepi32_ps(t53);
            _mm512_storeu_ps(&c[(int)((long)0 + (t4 + 16L))], t54);
            t55 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)4));
            t56 = t55;
            t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32((int)7));
            t58 = _mm512_min_epu32(t56, t57);
            t59 = t58;
            t60 = _mm512_cvtepi32_ps(t59);
            _mm512_storeu_ps(&c[(int)((long)0 + (t4 + 32L))], t60);
            t61 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)6));
            t62 = t61;
            t63 = _mm512_sub_epi32(t62, _mm512_set1_epi32((int)7));
            t64 = _mm512_min_epu32(t62, t63);
            t65 = t64;
            t66 = _mm512_cvtepi32_ps(t65);
            _mm512_storeu_ps(&c[(int)((long)0 + (t4 + 48L))], t66);
            t4 += 64L;
            t67 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)1));
            t68 = t67;
            t69 = _mm512_sub_epi32(t68, _mm512_set1_epi32((int)7));
            t70 = _mm512_min_epu32(t68, t69);
            t3 = t70;
        } while (t4 < t42);
        i_1 = (int)((long)0 + t42);
    } else {
        i_1 = 0;
    }
    for (; i_1 < 2048; i_1++) {
        c[i_1] = (float)(i_1 % 7);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t71 = &b[2L * r % 4096L];
        *t71 = *t71 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("strided_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 8192UL))));
    return 0;
}
