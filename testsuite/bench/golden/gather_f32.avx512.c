/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
static __typeof__(idx) idx __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at gather_f32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = i_vec + 8L;
        long t2 = i_vec + 16L;
        long t3 = i_vec + 24L;
        __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[i_vec]);
        __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t1]);
        __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t2]);
        __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)&idx[t3]);
        __m256 b_v = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v);
        __m256 b_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_1);
        __m256 b_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_2);
        __m256 b_v_3 = vcc_avx2_gather8(_mm256_setr_ps, float, b, idx_v_3);
        __m256 t4 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
        __m256 t5 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
        __m256 t6 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
        __m256 t7 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
        __m256 c_v = _mm256_loadu_ps(&c[i_vec]);
        __m256 c_v_1 = _mm256_loadu_ps(&c[t1]);
        __m256 c_v_2 = _mm256_loadu_ps(&c[t2]);
        __m256 c_v_3 = _mm256_loadu_ps(&c[t3]);
        __m256 t8 = _mm256_add_ps(t4, c_v);
        _mm256_storeu_ps(&a[i_vec], t8);
        __m256 t9 = _mm256_add_ps(t5, c_v_1);
        _mm256_storeu_ps(&a[t1], t9);
        __m256 t10 = _mm256_add_ps(t6, c_v_2);
        _mm256_storeu_ps(&a[t2], t10);
        __m256 t11 = _mm256_add_ps(t7, c_v_3);
        _mm256_storeu_ps(&a[t3], t11);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m256i t3 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(23));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t5, t6);
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(3));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t8, t9);
    long i_vec = 0L;
    /* vcc: loop at gather_f32.c:21 vectorized: VF 8, UF 4, the remainder at 23:24 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 24:23 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t10 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t11 = (__m256i)((vcc_v8_uint)t10 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        _mm256_storeu_si256((__m256i *)&idx[i_vec], t11);
        __m256i t12 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(11));
        __m256 t13 = _mm256_cvtepi32_ps(t12);
        _mm256_storeu_ps(&b[i_vec], t13);
        __m256 t14 = _mm256_cvtepi32_ps((__m256i)t2);
        __m256 t15 = _mm256_mul_ps(t14, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[i_vec], t15);
        long t16 = i_vec + 8L;
        __m256i t17 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t18 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(-1640531535));
        __m256i t19 = (__m256i)((vcc_v8_uint)t18 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        _mm256_storeu_si256((__m256i *)&idx[t16], t19);
        __m256i t20 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(23));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
        __m256 t24 = _mm256_cvtepi32_ps(t23);
        _mm256_storeu_ps(&b[t16], t24);
        __m256i t25 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(3));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256 t28 = _mm256_cvtepi32_ps(t27);
        __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t16], t29);
        long t30 = i_vec + 16L;
        __m256i t31 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t32 = _mm256_mullo_epi32(t31, _mm256_set1_epi32(-1640531535));
        __m256i t33 = (__m256i)((vcc_v8_uint)t32 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        _mm256_storeu_si256((__m256i *)&idx[t30], t33);
        __m256i t34 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(23));
        __m256i t36 = _mm256_min_epu32(t34, t35);
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(11));
        __m256 t38 = _mm256_cvtepi32_ps(t37);
        _mm256_storeu_ps(&b[t30], t38);
        __m256i t39 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1));
        __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(3));
        __m256i t41 = _mm256_min_epu32(t39, t40);
        __m256 t42 = _mm256_cvtepi32_ps(t41);
        __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t30], t43);
        long t44 = i_vec + 24L;
        __m256i t45 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t46 = _mm256_mullo_epi32(t45, _mm256_set1_epi32(-1640531535));
        __m256i t47 = (__m256i)((vcc_v8_uint)t46 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        _mm256_storeu_si256((__m256i *)&idx[t44], t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(23));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(11));
        __m256 t52 = _mm256_cvtepi32_ps(t51);
        _mm256_storeu_ps(&b[t44], t52);
        __m256i t53 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(0));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(3));
        __m256i t55 = _mm256_min_epu32(t53, t54);
        __m256 t56 = _mm256_cvtepi32_ps(t55);
        __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t44], t57);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t58 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(9));
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(23));
        t1 = (vcc_v8_int)_mm256_min_epu32(t58, t59);
        __m256i t60 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(3));
        t2 = (vcc_v8_int)_mm256_min_epu32(t60, t61);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 5L % 4096L] * 0.5f;
    }
    (_mm256_zeroupper(), bench_print("gather_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
