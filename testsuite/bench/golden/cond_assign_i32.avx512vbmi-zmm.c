/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    __m512i t_v = _mm512_set1_epi32((int)t);
    long i_vec = 0L;
    /* vcc: loop at cond_assign_i32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __mmask16 t1 = _mm512_cmp_epi32_mask(b_v, t_v, _MM_CMPINT_NLE);
        __m512i c_v = _mm512_loadu_si512(&c[i_vec]);
        __m512i t2 = _mm512_add_epi32(c_v, _mm512_set1_epi32(1));
        __m512i t3 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v);
        __m512i t4 = _mm512_mask_blend_epi32(t1, t2, t3);
        _mm512_storeu_si512(&a[i_vec], t4);
        long t5 = i_vec + 16L;
        __m512i b_v_1 = _mm512_loadu_si512(&b[t5]);
        __mmask16 t6 = _mm512_cmp_epi32_mask(b_v_1, t_v, _MM_CMPINT_NLE);
        __m512i c_v_1 = _mm512_loadu_si512(&c[t5]);
        __m512i t7 = _mm512_add_epi32(c_v_1, _mm512_set1_epi32(1));
        __m512i t8 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v_1);
        __m512i t9 = _mm512_mask_blend_epi32(t6, t7, t8);
        _mm512_storeu_si512(&a[t5], t9);
        long t10 = i_vec + 32L;
        __m512i b_v_2 = _mm512_loadu_si512(&b[t10]);
        __mmask16 t11 = _mm512_cmp_epi32_mask(b_v_2, t_v, _MM_CMPINT_NLE);
        __m512i c_v_2 = _mm512_loadu_si512(&c[t10]);
        __m512i t12 = _mm512_add_epi32(c_v_2, _mm512_set1_epi32(1));
        __m512i t13 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v_2);
        __m512i t14 = _mm512_mask_blend_epi32(t11, t12, t13);
        _mm512_storeu_si512(&a[t10], t14);
        long t15 = i_vec + 48L;
        __m512i b_v_3 = _mm512_loadu_si512(&b[t15]);
        __mmask16 t16 = _mm512_cmp_epi32_mask(b_v_3, t_v, _MM_CMPINT_NLE);
        __m512i c_v_3 = _mm512_loadu_si512(&c[t15]);
        __m512i t17 = _mm512_add_epi32(c_v_3, _mm512_set1_epi32(1));
        __m512i t18 = _mm512_mullo_epi32(_mm512_set1_epi32(2), b_v_3);
        __m512i t19 = _mm512_mask_blend_epi32(t16, t17, t18);
        _mm512_storeu_si512(&a[t15], t19);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned long long h;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 37, 74, 111, 148, 185, 222, 259, 296, 333, 370, 407, 444, 481, 518, 555));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(1000));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 11, 22, 33, 44, 55, 66, 77, 88, 99, 110, 121, 132, 143, 154, 165));
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(300));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at cond_assign_i32.c:25 vectorized: VF 16, UF 4, the remainder at 26:16 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 27:16 by 300 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t9 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[i_vec], t9);
        _mm512_storeu_si512(&c[i_vec], (__m512i)t2);
        long t10 = i_vec + 16L;
        __m512i t11 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(592));
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(1000));
        __m512i t13 = _mm512_min_epu32(t11, t12);
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t10], t14);
        __m512i t15 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(176));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(300));
        __m512i t17 = _mm512_min_epu32(t15, t16);
        _mm512_storeu_si512(&c[t10], t17);
        long t18 = i_vec + 32L;
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(184));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(1000));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t18], t22);
        __m512i t23 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(52));
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(300));
        __m512i t25 = _mm512_min_epu32(t23, t24);
        _mm512_storeu_si512(&c[t18], t25);
        long t26 = i_vec + 48L;
        __m512i t27 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(776));
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(1000));
        __m512i t29 = _mm512_min_epu32(t27, t28);
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t26], t30);
        __m512i t31 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(228));
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(300));
        __m512i t33 = _mm512_min_epu32(t31, t32);
        _mm512_storeu_si512(&c[t26], t33);
        i_vec += 64L;
        __m512i t34 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(368));
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(1000));
        t1 = (vcc_v16_int)_mm512_min_epu32(t34, t35);
        __m512i t36 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(104));
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(300));
        t2 = (vcc_v16_int)_mm512_min_epu32(t36, t37);
    } while (i_vec < 4096L);
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
