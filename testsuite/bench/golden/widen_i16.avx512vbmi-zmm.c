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

/* widen_i16: c[i] = a[i] * b[i] with short inputs and int results (short*short -> int).
   needs: int16 loads, widening conversion to i32, i32 multiply, i32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static short a[N], b[N];
static int c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    int i;
    long t27;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_si256((const __m256i *)&a[t3]);
            t5 = _mm256_loadu_si256((const __m256i *)&b[t3]);
            t6 = _mm512_cvtepi16_epi32(t4);
            t7 = _mm512_cvtepi16_epi32(t5);
            t8 = _mm512_mullo_epi32(t6, t7);
            _mm512_storeu_si512(&c[t3], t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm256_loadu_si256((const __m256i *)&a[t9]);
            t11 = _mm256_loadu_si256((const __m256i *)&b[t9]);
            t12 = _mm512_cvtepi16_epi32(t10);
            t13 = _mm512_cvtepi16_epi32(t11);
            t14 = _mm512_mullo_epi32(t12, t13);
            _mm512_storeu_si512(&c[t9], t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm256_loadu_si256((const __m256i *)&a[t15]);
            t17 = _mm256_loadu_si256((const __m256i *)&b[t15]);
            t18 = _mm512_cvtepi16_epi32(t16);
            t19 = _mm512_cvtepi16_epi32(t17);
            t20 = _mm512_mullo_epi32(t18, t19);
            _mm512_storeu_si512(&c[t15], t20);
            t21 = (long)(int)((long)0 + (t1 + 48L));
            t22 = _mm256_loadu_si256((const __m256i *)&a[t21]);
            t23 = _mm256_loadu_si256((const __m256i *)&b[t21]);
            t24 = _mm512_cvtepi16_epi32(t22);
            t25 = _mm512_cvtepi16_epi32(t23);
            t26 = _mm512_mullo_epi32(t24, t25);
            _mm512_storeu_si512(&c[t21], t26);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        c[t27] = (int)a[t27] * (int)b[t27];
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
    __m512i t9;
    __m256i t10;
    __m512i t11;
    __m512i t12;
    __m256i t13;
    __m512i t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m512i t18;
    __m256i t19;
    __m512i t20;
    __m512i t21;
    __m256i t22;
    __m512i t23;
    __m512i t24;
    long t25;
    __m512i t26;
    __m512i t27;
    __m256i t28;
    __m512i t29;
    __m512i t30;
    __m256i t31;
    __m512i t32;
    __m512i t33;
    long t34;
    __m512i t35;
    __m512i t36;
    __m256i t37;
    __m512i t38;
    __m512i t39;
    __m256i t40;
    int i;
    long t41;
    long r;
    short *t42;
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
            t8 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)97));
            t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32((int)20000));
            t10 = _mm512_cvtepi32_epi16(t9);
            _mm256_storeu_si256((__m256i *)&a[t7], t10);
            t11 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)31));
            t12 = _mm512_add_epi32(t11, _mm512_set1_epi32((int)7));
            t13 = _mm512_cvtepi32_epi16(t12);
            _mm256_storeu_si256((__m256i *)&b[t7], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t15 = t14;
            t16 = (long)(int)((long)0 + (t2 + 16L));
            t17 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)97));
            t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32((int)20000));
            t19 = _mm512_cvtepi32_epi16(t18);
            _mm256_storeu_si256((__m256i *)&a[t16], t19);
            t20 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)31));
            t21 = _mm512_add_epi32(t20, _mm512_set1_epi32((int)7));
            t22 = _mm512_cvtepi32_epi16(t21);
            _mm256_storeu_si256((__m256i *)&b[t16], t22);
            t23 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t24 = t23;
            t25 = (long)(int)((long)0 + (t2 + 32L));
            t26 = _mm512_mullo_epi32(t24, _mm512_set1_epi32((int)97));
            t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32((int)20000));
            t28 = _mm512_cvtepi32_epi16(t27);
            _mm256_storeu_si256((__m256i *)&a[t25], t28);
            t29 = _mm512_mullo_epi32(t24, _mm512_set1_epi32((int)31));
            t30 = _mm512_add_epi32(t29, _mm512_set1_epi32((int)7));
            t31 = _mm512_cvtepi32_epi16(t30);
            _mm256_storeu_si256((__m256i *)&b[t25], t31);
            t32 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t33 = t32;
            t34 = (long)(int)((long)0 + (t2 + 48L));
            t35 = _mm512_mullo_epi32(t33, _mm512_set1_epi32((int)97));
            t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32((int)20000));
            t37 = _mm512_cvtepi32_epi16(t36);
            _mm256_storeu_si256((__m256i *)&a[t34], t37);
            t38 = _mm512_mullo_epi32(t33, _mm512_set1_epi32((int)31));
            t39 = _mm512_add_epi32(t38, _mm512_set1_epi32((int)7));
            t40 = _mm512_cvtepi32_epi16(t39);
            _mm256_storeu_si256((__m256i *)&b[t34], t40);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t41 = (long)i;
        a[t41] = (short)(i * 97 - 20000);
        b[t41] = (short)(i * 31 + 7);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t42 = &a[r % 4096L];
        *t42 = (short)((int)*t42 + c[r * 3L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("widen_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
