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

/* vadd_i32: a[i] = b[i] + c[i] on int arrays (TSVC vpv).
   needs: consecutive int32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static int a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at vadd_i32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512i b_v = _mm512_loadu_si512(&b[t1]);
        __m512i c_v = _mm512_loadu_si512(&c[t1]);
        __m512i t2 = _mm512_add_epi32(b_v, c_v);
        _mm512_storeu_si512(&a[t1], t2);
        long t3 = (long)(int)(i_vec + 16L);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t3]);
        __m512i c_v_1 = _mm512_loadu_si512(&c[t3]);
        __m512i t4 = _mm512_add_epi32(b_v_1, c_v_1);
        _mm512_storeu_si512(&a[t3], t4);
        long t5 = (long)(int)(i_vec + 32L);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t5]);
        __m512i c_v_2 = _mm512_loadu_si512(&c[t5]);
        __m512i t6 = _mm512_add_epi32(b_v_2, c_v_2);
        _mm512_storeu_si512(&a[t5], t6);
        long t7 = (long)(int)(i_vec + 48L);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t7]);
        __m512i c_v_3 = _mm512_loadu_si512(&c[t7]);
        __m512i t8 = _mm512_add_epi32(b_v_3, c_v_3);
        _mm512_storeu_si512(&a[t7], t8);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = t2;
    __m512i i_v = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91, 3, 16, 29, 42, 55, 68, 81, 94));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(101));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at vadd_i32.c:21 vectorized: VF 16, UF 4, the remainder at 23:16 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m512i t10 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(7));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&b[t9], t11);
        _mm512_storeu_si512(&c[t9], t1);
        __m512i t12 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t12;
        long t13 = (long)(int)(i_vec + 16L);
        __m512i t14 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(7));
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&b[t13], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(6));
        __m512i t17 = t16;
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(101));
        __m512i t19 = _mm512_min_epu32(t17, t18);
        __m512i t20 = t19;
        _mm512_storeu_si512(&c[t13], t20);
        __m512i t21 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t21;
        long t22 = (long)(int)(i_vec + 32L);
        __m512i t23 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(7));
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&b[t22], t24);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(12));
        __m512i t26 = t25;
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(101));
        __m512i t28 = _mm512_min_epu32(t26, t27);
        __m512i t29 = t28;
        _mm512_storeu_si512(&c[t22], t29);
        __m512i t30 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t30;
        long t31 = (long)(int)(i_vec + 48L);
        __m512i t32 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(7));
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&b[t31], t33);
        __m512i t34 = _mm512_add_epi32(t1, _mm512_set1_epi32(18));
        __m512i t35 = t34;
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(101));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = t37;
        _mm512_storeu_si512(&c[t31], t38);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
        __m512i t39 = _mm512_add_epi32(t1, _mm512_set1_epi32(24));
        __m512i t40 = t39;
        __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(101));
        __m512i t42 = _mm512_min_epu32(t40, t41);
        t1 = t42;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t43 = &b[r % 4096L];
        *t43 = *t43 + 1;
    }
    (_mm256_zeroupper(), bench_print("vadd_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
