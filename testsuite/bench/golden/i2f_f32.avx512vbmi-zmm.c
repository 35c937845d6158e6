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

/* i2f_f32: f[i] = (float)a[i] * 0.5f + (float)b[i] (int -> float conversion; exact values).
   needs: i32 loads, int to float conversion, f32 multiply/add, f32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 4096

static int a[N], b[N];
static float f[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(f) f __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512i t4;
    __m512 t5;
    __m512i t6;
    __m512 t7;
    __m512 t8;
    long t9;
    __m512i t10;
    __m512 t11;
    __m512i t12;
    __m512 t13;
    __m512 t14;
    long t15;
    __m512i t16;
    __m512 t17;
    __m512i t18;
    __m512 t19;
    __m512 t20;
    long t21;
    __m512i t22;
    __m512 t23;
    __m512i t24;
    __m512 t25;
    __m512 t26;
    int i;
    long t27;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm512_loadu_si512(&a[t3]);
            t5 = _mm512_cvtepi32_ps(t4);
            t6 = _mm512_loadu_si512(&b[t3]);
            t7 = _mm512_cvtepi32_ps(t6);
            t8 = _mm512_fmadd_ps(t5, _mm512_set1_ps(0.5f), t7);
            _mm512_storeu_ps(&f[t3], t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_si512(&a[t9]);
            t11 = _mm512_cvtepi32_ps(t10);
            t12 = _mm512_loadu_si512(&b[t9]);
            t13 = _mm512_cvtepi32_ps(t12);
            t14 = _mm512_fmadd_ps(t11, _mm512_set1_ps(0.5f), t13);
            _mm512_storeu_ps(&f[t9], t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm512_loadu_si512(&a[t15]);
            t17 = _mm512_cvtepi32_ps(t16);
            t18 = _mm512_loadu_si512(&b[t15]);
            t19 = _mm512_cvtepi32_ps(t18);
            t20 = _mm512_fmadd_ps(t17, _mm512_set1_ps(0.5f), t19);
            _mm512_storeu_ps(&f[t15], t20);
            t21 = (long)(int)((long)0 + (t1 + 48L));
            t22 = _mm512_loadu_si512(&a[t21]);
            t23 = _mm512_cvtepi32_ps(t22);
            t24 = _mm512_loadu_si512(&b[t21]);
            t25 = _mm512_cvtepi32_ps(t24);
            t26 = _mm512_fmadd_ps(t23, _mm512_set1_ps(0.5f), t25);
            _mm512_storeu_ps(&f[t21], t26);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        f[t27] = (float)a[t27] * 0.5f + (float)b[t27];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    long reps;
    int t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
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
    long t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    long t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    int i;
    long t51;
    long r;
    int *t52;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    t4 = (int)((unsigned int)0 * (unsigned int)13);
    if ((4096L >= 64L) & (t4 >= 0)) {
        t5 = 4096L & -64L;
        t6 = _mm512_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t8 = _mm512_set1_epi32((int)(t4 % 1000));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91, 104, 117, 130, 143, 156, 169, 182, 195));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)1000));
        t12 = _mm512_min_epu32(t10, t11);
        t2 = t12;
        t3 = 0L;
        do {
            t13 = t1;
            t14 = (long)(int)((long)0 + t3);
            t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)37));
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)70000));
            _mm512_storeu_si512(&a[t14], t16);
            _mm512_storeu_si512(&b[t14], t2);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t18 = t17;
            t19 = (long)(int)((long)0 + (t3 + 16L));
            t20 = _mm512_mullo_epi32(t18, _mm512_set1_epi32((int)37));
            t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32((int)70000));
            _mm512_storeu_si512(&a[t19], t21);
            t22 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)208));
            t23 = t22;
            t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32((int)1000));
            t25 = _mm512_min_epu32(t23, t24);
            t26 = t25;
            _mm512_storeu_si512(&b[t19], t26);
            t27 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t28 = t27;
            t29 = (long)(int)((long)0 + (t3 + 32L));
            t30 = _mm512_mullo_epi32(t28, _mm512_set1_epi32((int)37));
            t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)70000));
            _mm512_storeu_si512(&a[t29], t31);
            t32 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)416));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)1000));
            t35 = _mm512_min_epu32(t33, t34);
            t36 = t35;
            _mm512_storeu_si512(&b[t29], t36);
            t37 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t38 = t37;
            t39 = (long)(int)((long)0 + (t3 + 48L));
            t40 = _mm512_mullo_epi32(t38, _mm512_set1_epi32((int)37));
            t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32((int)70000));
            _mm512_storeu_si512(&a[t39], t41);
            t42 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)624));
            t43 = t42;
            t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32((int)1000));
            t45 = _mm512_min_epu32(t43, t44);
            t46 = t45;
            _mm512_storeu_si512(&b[t39], t46);
            t3 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
            t47 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)832));
            t48 = t47;
            t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32((int)1000));
            t50 = _mm512_min_epu32(t48, t49);
            t2 = t50;
        } while (t3 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t51 = (long)i;
        a[t51] = i * 37 - 70000;
        b[t51] = i * 13 % 1000;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t52 = &a[r % 4096L];
        *t52 = *t52 + 1;
    }
    (_mm256_zeroupper(), bench_print("i2f_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
