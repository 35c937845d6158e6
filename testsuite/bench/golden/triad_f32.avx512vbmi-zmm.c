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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* triad_f32: a[i] = b[i] + c[i] * d[i] (STREAM/TSVC triad; no recurrence). Exact products.
   needs: consecutive f32 loads/stores, f32 multiply and add */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N], c[N], d[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
static __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512 b_v = _mm512_loadu_ps(&b[t1]);
        __m512 c_v = _mm512_loadu_ps(&c[t1]);
        __m512 d_v = _mm512_loadu_ps(&d[t1]);
        __m512 t2 = _mm512_mul_ps(c_v, d_v);
        __m512 t3 = _mm512_add_ps(b_v, t2);
        _mm512_storeu_ps(&a[t1], t3);
        long t4 = (long)(int)(i_vec + 16L);
        __m512 b_v_1 = _mm512_loadu_ps(&b[t4]);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t4]);
        __m512 d_v_1 = _mm512_loadu_ps(&d[t4]);
        __m512 t5 = _mm512_mul_ps(c_v_1, d_v_1);
        __m512 t6 = _mm512_add_ps(b_v_1, t5);
        _mm512_storeu_ps(&a[t4], t6);
        long t7 = (long)(int)(i_vec + 32L);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t7]);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t7]);
        __m512 d_v_2 = _mm512_loadu_ps(&d[t7]);
        __m512 t8 = _mm512_mul_ps(c_v_2, d_v_2);
        __m512 t9 = _mm512_add_ps(b_v_2, t8);
        _mm512_storeu_ps(&a[t7], t9);
        long t10 = (long)(int)(i_vec + 48L);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t10]);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t10]);
        __m512 d_v_3 = _mm512_loadu_ps(&d[t10]);
        __m512 t11 = _mm512_mul_ps(c_v_3, d_v_3);
        __m512 t12 = _mm512_add_ps(b_v_3, t11);
        _mm512_storeu_ps(&a[t10], t12);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = t2;
    __m512i i_v = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(100));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:20 vectorized: VF 16, UF 4, the remainder at 21:23 by 100 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m512 t10 = _mm512_cvtepi32_ps(t1);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t9], t11);
        __m512i t12 = (__m512i)((vcc_v16_int)i_v_1 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(8));
        __m512 t14 = _mm512_cvtepi32_ps(t13);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t9], t15);
        __m512i t16 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(3));
        __m512i t17 = (__m512i)((vcc_v16_int)t16 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(16));
        __m512 t19 = _mm512_cvtepi32_ps(t18);
        __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t9], t20);
        __m512i t21 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t21;
        long t22 = (long)(int)(i_vec + 16L);
        __m512i t23 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(100));
        __m512i t26 = _mm512_min_epu32(t24, t25);
        __m512i t27 = t26;
        __m512 t28 = _mm512_cvtepi32_ps(t27);
        __m512 t29 = _mm512_mul_ps(t28, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t22], t29);
        __m512i t30 = (__m512i)((vcc_v16_int)i_v_2 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(8));
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t22], t33);
        __m512i t34 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(3));
        __m512i t35 = (__m512i)((vcc_v16_int)t34 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(16));
        __m512 t37 = _mm512_cvtepi32_ps(t36);
        __m512 t38 = _mm512_mul_ps(t37, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t22], t38);
        __m512i t39 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t39;
        long t40 = (long)(int)(i_vec + 32L);
        __m512i t41 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t42 = t41;
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(100));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        __m512i t45 = t44;
        __m512 t46 = _mm512_cvtepi32_ps(t45);
        __m512 t47 = _mm512_mul_ps(t46, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t40], t47);
        __m512i t48 = (__m512i)((vcc_v16_int)i_v_3 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(8));
        __m512 t50 = _mm512_cvtepi32_ps(t49);
        __m512 t51 = _mm512_mul_ps(t50, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t40], t51);
        __m512i t52 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(3));
        __m512i t53 = (__m512i)((vcc_v16_int)t52 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(16));
        __m512 t55 = _mm512_cvtepi32_ps(t54);
        __m512 t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t40], t56);
        __m512i t57 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t57;
        long t58 = (long)(int)(i_vec + 48L);
        __m512i t59 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t60 = t59;
        __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(100));
        __m512i t62 = _mm512_min_epu32(t60, t61);
        __m512i t63 = t62;
        __m512 t64 = _mm512_cvtepi32_ps(t63);
        __m512 t65 = _mm512_mul_ps(t64, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t58], t65);
        __m512i t66 = (__m512i)((vcc_v16_int)i_v_4 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32(8));
        __m512 t68 = _mm512_cvtepi32_ps(t67);
        __m512 t69 = _mm512_mul_ps(t68, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t58], t69);
        __m512i t70 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(3));
        __m512i t71 = (__m512i)((vcc_v16_int)t70 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t72 = _mm512_sub_epi32(t71, _mm512_set1_epi32(16));
        __m512 t73 = _mm512_cvtepi32_ps(t72);
        __m512 t74 = _mm512_mul_ps(t73, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t58], t74);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
        __m512i t75 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t76 = t75;
        __m512i t77 = _mm512_sub_epi32(t76, _mm512_set1_epi32(100));
        __m512i t78 = _mm512_min_epu32(t76, t77);
        t1 = t78;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("triad_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
