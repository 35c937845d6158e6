/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
static __typeof__(d) d __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m256 b_v = _mm256_loadu_ps(&b[t1]);
        __m256 c_v = _mm256_loadu_ps(&c[t1]);
        __m256 d_v = _mm256_loadu_ps(&d[t1]);
        __m256 t2 = _mm256_mul_ps(c_v, d_v);
        __m256 t3 = _mm256_add_ps(b_v, t2);
        _mm256_storeu_ps(&a[t1], t3);
        long t4 = (long)(int)(i_vec + 8L);
        __m256 b_v_1 = _mm256_loadu_ps(&b[t4]);
        __m256 c_v_1 = _mm256_loadu_ps(&c[t4]);
        __m256 d_v_1 = _mm256_loadu_ps(&d[t4]);
        __m256 t5 = _mm256_mul_ps(c_v_1, d_v_1);
        __m256 t6 = _mm256_add_ps(b_v_1, t5);
        _mm256_storeu_ps(&a[t4], t6);
        long t7 = (long)(int)(i_vec + 16L);
        __m256 b_v_2 = _mm256_loadu_ps(&b[t7]);
        __m256 c_v_2 = _mm256_loadu_ps(&c[t7]);
        __m256 d_v_2 = _mm256_loadu_ps(&d[t7]);
        __m256 t8 = _mm256_mul_ps(c_v_2, d_v_2);
        __m256 t9 = _mm256_add_ps(b_v_2, t8);
        _mm256_storeu_ps(&a[t7], t9);
        long t10 = (long)(int)(i_vec + 24L);
        __m256 b_v_3 = _mm256_loadu_ps(&b[t10]);
        __m256 c_v_3 = _mm256_loadu_ps(&c[t10]);
        __m256 d_v_3 = _mm256_loadu_ps(&d[t10]);
        __m256 t11 = _mm256_mul_ps(c_v_3, d_v_3);
        __m256 t12 = _mm256_add_ps(b_v_3, t11);
        _mm256_storeu_ps(&a[t10], t12);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = t2;
    __m256i i_v = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(100));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:20 vectorized: VF 8, UF 4, the remainder at 21:23 by 100 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m256 t10 = _mm256_cvtepi32_ps(t1);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t9], t11);
        __m256i t12 = (__m256i)((vcc_v8_int)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(8));
        __m256 t14 = _mm256_cvtepi32_ps(t13);
        __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t9], t15);
        __m256i t16 = _mm256_mullo_epi32(i_v_1, _mm256_set1_epi32(3));
        __m256i t17 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(16));
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t9], t20);
        __m256i t21 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_2 = t21;
        long t22 = (long)(int)(i_vec + 8L);
        __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(100));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m256 t28 = _mm256_cvtepi32_ps(t27);
        __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t22], t29);
        __m256i t30 = (__m256i)((vcc_v8_int)i_v_2 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(8));
        __m256 t32 = _mm256_cvtepi32_ps(t31);
        __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t22], t33);
        __m256i t34 = _mm256_mullo_epi32(i_v_2, _mm256_set1_epi32(3));
        __m256i t35 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(16));
        __m256 t37 = _mm256_cvtepi32_ps(t36);
        __m256 t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t22], t38);
        __m256i t39 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_3 = t39;
        long t40 = (long)(int)(i_vec + 16L);
        __m256i t41 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t42 = t41;
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(100));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = t44;
        __m256 t46 = _mm256_cvtepi32_ps(t45);
        __m256 t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t40], t47);
        __m256i t48 = (__m256i)((vcc_v8_int)i_v_3 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(8));
        __m256 t50 = _mm256_cvtepi32_ps(t49);
        __m256 t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t40], t51);
        __m256i t52 = _mm256_mullo_epi32(i_v_3, _mm256_set1_epi32(3));
        __m256i t53 = (__m256i)((vcc_v8_int)t52 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(16));
        __m256 t55 = _mm256_cvtepi32_ps(t54);
        __m256 t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t40], t56);
        __m256i t57 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_4 = t57;
        long t58 = (long)(int)(i_vec + 24L);
        __m256i t59 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t60 = t59;
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(100));
        __m256i t62 = _mm256_min_epu32(t60, t61);
        __m256i t63 = t62;
        __m256 t64 = _mm256_cvtepi32_ps(t63);
        __m256 t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t58], t65);
        __m256i t66 = (__m256i)((vcc_v8_int)i_v_4 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(8));
        __m256 t68 = _mm256_cvtepi32_ps(t67);
        __m256 t69 = _mm256_mul_ps(t68, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t58], t69);
        __m256i t70 = _mm256_mullo_epi32(i_v_4, _mm256_set1_epi32(3));
        __m256i t71 = (__m256i)((vcc_v8_int)t70 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(16));
        __m256 t73 = _mm256_cvtepi32_ps(t72);
        __m256 t74 = _mm256_mul_ps(t73, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t58], t74);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        __m256i t75 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t76 = t75;
        __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(100));
        __m256i t78 = _mm256_min_epu32(t76, t77);
        t1 = t78;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("triad_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
