/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* gather_f32: a[i] = b[idx[i]] * 2 + c[i] (indirect load through an index array).
   needs: gathers (AVX2 gather instructions or per-lane loads), i32 index loads */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static float a[N], b[N], c[N];
static int idx[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
static __typeof__(idx) idx __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at gather_f32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = i_vec + 16L;
        long t2 = i_vec + 32L;
        long t3 = i_vec + 48L;
        __m512i idx_v = _mm512_loadu_si512(&idx[i_vec]);
        __m512i idx_v_1 = _mm512_loadu_si512(&idx[t1]);
        __m512i idx_v_2 = _mm512_loadu_si512(&idx[t2]);
        __m512i idx_v_3 = _mm512_loadu_si512(&idx[t3]);
        __m512 b_v = _mm512_i32gather_ps(idx_v, b, 4);
        __m512 b_v_1 = _mm512_i32gather_ps(idx_v_1, b, 4);
        __m512 b_v_2 = _mm512_i32gather_ps(idx_v_2, b, 4);
        __m512 b_v_3 = _mm512_i32gather_ps(idx_v_3, b, 4);
        __m512 t4 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
        __m512 t5 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
        __m512 t6 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
        __m512 t7 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(2.0f));
        __m512 c_v = _mm512_loadu_ps(&c[i_vec]);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t1]);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t2]);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t3]);
        __m512 t8 = _mm512_add_ps(t4, c_v);
        _mm512_storeu_ps(&a[i_vec], t8);
        __m512 t9 = _mm512_add_ps(t5, c_v_1);
        _mm512_storeu_ps(&a[t1], t9);
        __m512 t10 = _mm512_add_ps(t6, c_v_2);
        _mm512_storeu_ps(&a[t2], t10);
        __m512 t11 = _mm512_add_ps(t7, c_v_3);
        _mm512_storeu_ps(&a[t3], t11);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m512i t3 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(23));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t5, t6);
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(3));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t8, t9);
    long i_vec = 0L;
    /* vcc: loop at gather_f32.c:21 vectorized: VF 16, UF 4, the remainder at 23:24 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 24:23 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t10 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t11 = (__m512i)((vcc_v16_uint)t10 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        _mm512_storeu_si512(&idx[i_vec], t11);
        __m512i t12 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(11));
        __m512 t13 = _mm512_cvtepi32_ps(t12);
        _mm512_storeu_ps(&b[i_vec], t13);
        __m512 t14 = _mm512_cvtepi32_ps((__m512i)t2);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[i_vec], t15);
        long t16 = i_vec + 16L;
        __m512i t17 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t18 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(-1640531535));
        __m512i t19 = (__m512i)((vcc_v16_uint)t18 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        _mm512_storeu_si512(&idx[t16], t19);
        __m512i t20 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(23));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(11));
        __m512 t24 = _mm512_cvtepi32_ps(t23);
        _mm512_storeu_ps(&b[t16], t24);
        __m512i t25 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(1));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(3));
        __m512i t27 = _mm512_min_epu32(t25, t26);
        __m512 t28 = _mm512_cvtepi32_ps(t27);
        __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t16], t29);
        long t30 = i_vec + 32L;
        __m512i t31 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t32 = _mm512_mullo_epi32(t31, _mm512_set1_epi32(-1640531535));
        __m512i t33 = (__m512i)((vcc_v16_uint)t32 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        _mm512_storeu_si512(&idx[t30], t33);
        __m512i t34 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(9));
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(23));
        __m512i t36 = _mm512_min_epu32(t34, t35);
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(11));
        __m512 t38 = _mm512_cvtepi32_ps(t37);
        _mm512_storeu_ps(&b[t30], t38);
        __m512i t39 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
        __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(3));
        __m512i t41 = _mm512_min_epu32(t39, t40);
        __m512 t42 = _mm512_cvtepi32_ps(t41);
        __m512 t43 = _mm512_mul_ps(t42, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t30], t43);
        long t44 = i_vec + 48L;
        __m512i t45 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t46 = _mm512_mullo_epi32(t45, _mm512_set1_epi32(-1640531535));
        __m512i t47 = (__m512i)((vcc_v16_uint)t46 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        _mm512_storeu_si512(&idx[t44], t47);
        __m512i t48 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(23));
        __m512i t50 = _mm512_min_epu32(t48, t49);
        __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(11));
        __m512 t52 = _mm512_cvtepi32_ps(t51);
        _mm512_storeu_ps(&b[t44], t52);
        __m512i t53 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(0));
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(3));
        __m512i t55 = _mm512_min_epu32(t53, t54);
        __m512 t56 = _mm512_cvtepi32_ps(t55);
        __m512 t57 = _mm512_mul_ps(t56, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t44], t57);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        __m512i t58 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(18));
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(23));
        t1 = (vcc_v16_int)_mm512_min_epu32(t58, t59);
        __m512i t60 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(1));
        __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(3));
        t2 = (vcc_v16_int)_mm512_min_epu32(t60, t61);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 5L % 4096L] * 0.5f;
    }
    (_mm256_zeroupper(), bench_print("gather_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
