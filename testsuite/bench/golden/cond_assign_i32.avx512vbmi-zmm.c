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
    __m512i t_v = _mm512_set1_epi32((int)t);
    long i_vec = 0L;
    /* vcc: loop at cond_assign_i32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512i b_v = _mm512_loadu_si512(&b[t1]);
        __mmask16 t2 = _mm512_cmp_epi32_mask(b_v, t_v, _MM_CMPINT_NLE);
        __m512i c_v = _mm512_loadu_si512(&c[t1]);
        __m512i t3 = c_v;
        __m512i t4 = _mm512_set1_epi32(1);
        __m512i t5 = _mm512_add_epi32(t3, t4);
        __m512i t6 = t5;
        __m512i t7 = _mm512_set1_epi32(2);
        __m512i t8 = b_v;
        __m512i t9 = _mm512_mullo_epi32(t7, t8);
        __m512i t10 = t9;
        __m512i t11 = _mm512_mask_blend_epi32(t2, t6, t10);
        _mm512_storeu_si512(&a[t1], t11);
        long t12 = (long)(int)(i_vec + 16L);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t12]);
        __mmask16 t13 = _mm512_cmp_epi32_mask(b_v_1, t_v, _MM_CMPINT_NLE);
        __m512i c_v_1 = _mm512_loadu_si512(&c[t12]);
        __m512i t14 = c_v_1;
        __m512i t15 = _mm512_set1_epi32(1);
        __m512i t16 = _mm512_add_epi32(t14, t15);
        __m512i t17 = t16;
        __m512i t18 = _mm512_set1_epi32(2);
        __m512i t19 = b_v_1;
        __m512i t20 = _mm512_mullo_epi32(t18, t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_mask_blend_epi32(t13, t17, t21);
        _mm512_storeu_si512(&a[t12], t22);
        long t23 = (long)(int)(i_vec + 32L);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t23]);
        __mmask16 t24 = _mm512_cmp_epi32_mask(b_v_2, t_v, _MM_CMPINT_NLE);
        __m512i c_v_2 = _mm512_loadu_si512(&c[t23]);
        __m512i t25 = c_v_2;
        __m512i t26 = _mm512_set1_epi32(1);
        __m512i t27 = _mm512_add_epi32(t25, t26);
        __m512i t28 = t27;
        __m512i t29 = _mm512_set1_epi32(2);
        __m512i t30 = b_v_2;
        __m512i t31 = _mm512_mullo_epi32(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = _mm512_mask_blend_epi32(t24, t28, t32);
        _mm512_storeu_si512(&a[t23], t33);
        long t34 = (long)(int)(i_vec + 48L);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t34]);
        __mmask16 t35 = _mm512_cmp_epi32_mask(b_v_3, t_v, _MM_CMPINT_NLE);
        __m512i c_v_3 = _mm512_loadu_si512(&c[t34]);
        __m512i t36 = c_v_3;
        __m512i t37 = _mm512_set1_epi32(1);
        __m512i t38 = _mm512_add_epi32(t36, t37);
        __m512i t39 = t38;
        __m512i t40 = _mm512_set1_epi32(2);
        __m512i t41 = b_v_3;
        __m512i t42 = _mm512_mullo_epi32(t40, t41);
        __m512i t43 = t42;
        __m512i t44 = _mm512_mask_blend_epi32(t35, t39, t43);
        _mm512_storeu_si512(&a[t34], t44);
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
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(1000));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    __m512i t8 = _mm512_set1_epi32(0);
    __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 11, 22, 33, 44, 55, 66, 77, 88, 99, 110, 121, 132, 143, 154, 165));
    __m512i t10 = t9;
    __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(300));
    __m512i t12 = _mm512_min_epu32(t10, t11);
    __m512i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at cond_assign_i32.c:25 vectorized: VF 16, UF 4, the remainder at 26:16 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 27:16 by 300 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m512i t14 = _mm512_sub_epi32(t1, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t13], t14);
        _mm512_storeu_si512(&c[t13], t2);
        long t15 = (long)(int)(i_vec + 16L);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(592));
        __m512i t17 = t16;
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(1000));
        __m512i t19 = _mm512_min_epu32(t17, t18);
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t15], t21);
        __m512i t22 = _mm512_add_epi32(t2, _mm512_set1_epi32(176));
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(300));
        __m512i t25 = _mm512_min_epu32(t23, t24);
        __m512i t26 = t25;
        _mm512_storeu_si512(&c[t15], t26);
        long t27 = (long)(int)(i_vec + 32L);
        __m512i t28 = _mm512_add_epi32(t1, _mm512_set1_epi32(184));
        __m512i t29 = t28;
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(1000));
        __m512i t31 = _mm512_min_epu32(t29, t30);
        __m512i t32 = t31;
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t27], t33);
        __m512i t34 = _mm512_add_epi32(t2, _mm512_set1_epi32(52));
        __m512i t35 = t34;
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(300));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = t37;
        _mm512_storeu_si512(&c[t27], t38);
        long t39 = (long)(int)(i_vec + 48L);
        __m512i t40 = _mm512_add_epi32(t1, _mm512_set1_epi32(776));
        __m512i t41 = t40;
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(1000));
        __m512i t43 = _mm512_min_epu32(t41, t42);
        __m512i t44 = t43;
        __m512i t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32(500));
        _mm512_storeu_si512(&b[t39], t45);
        __m512i t46 = _mm512_add_epi32(t2, _mm512_set1_epi32(228));
        __m512i t47 = t46;
        __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(300));
        __m512i t49 = _mm512_min_epu32(t47, t48);
        __m512i t50 = t49;
        _mm512_storeu_si512(&c[t39], t50);
        i_vec += 64L;
        __m512i t51 = _mm512_add_epi32(t1, _mm512_set1_epi32(368));
        __m512i t52 = t51;
        __m512i t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32(1000));
        __m512i t54 = _mm512_min_epu32(t52, t53);
        t1 = t54;
        __m512i t55 = _mm512_add_epi32(t2, _mm512_set1_epi32(104));
        __m512i t56 = t55;
        __m512i t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32(300));
        __m512i t58 = _mm512_min_epu32(t56, t57);
        t2 = t58;
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
