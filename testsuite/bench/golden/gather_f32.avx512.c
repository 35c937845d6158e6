/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
        long t1 = (long)(int)i_vec;
        long t2 = (long)(int)(i_vec + 8L);
        long t3 = (long)(int)(i_vec + 16L);
        long t4 = (long)(int)(i_vec + 24L);
        __m256i idx_v = _mm256_loadu_si256((const __m256i *)&idx[t1]);
        __m256i idx_v_1 = _mm256_loadu_si256((const __m256i *)&idx[t2]);
        __m256i idx_v_2 = _mm256_loadu_si256((const __m256i *)&idx[t3]);
        __m256i idx_v_3 = _mm256_loadu_si256((const __m256i *)&idx[t4]);
        __m256 b_v = _mm256_i32gather_ps(b, idx_v, 4);
        __m256 b_v_1 = _mm256_i32gather_ps(b, idx_v_1, 4);
        __m256 b_v_2 = _mm256_i32gather_ps(b, idx_v_2, 4);
        __m256 b_v_3 = _mm256_i32gather_ps(b, idx_v_3, 4);
        __m256 t5 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
        __m256 t6 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
        __m256 t7 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
        __m256 t8 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(2.0f));
        __m256 c_v = _mm256_loadu_ps(&c[t1]);
        __m256 c_v_1 = _mm256_loadu_ps(&c[t2]);
        __m256 c_v_2 = _mm256_loadu_ps(&c[t3]);
        __m256 c_v_3 = _mm256_loadu_ps(&c[t4]);
        __m256 t9 = _mm256_add_ps(t5, c_v);
        _mm256_storeu_ps(&a[t1], t9);
        __m256 t10 = _mm256_add_ps(t6, c_v_1);
        _mm256_storeu_ps(&a[t2], t10);
        __m256 t11 = _mm256_add_ps(t7, c_v_2);
        _mm256_storeu_ps(&a[t3], t11);
        __m256 t12 = _mm256_add_ps(t8, c_v_3);
        _mm256_storeu_ps(&a[t4], t12);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(23));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    __m256i t10 = _mm256_set1_epi32(0);
    __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
    __m256i t12 = t11;
    __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(3));
    __m256i t14 = _mm256_min_epu32(t12, t13);
    __m256i t2 = t14;
    long i_vec = 0L;
    /* vcc: loop at gather_f32.c:21 vectorized: VF 8, UF 4, the remainder at 23:24 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 24:23 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i i_v_1 = i_v;
        long t15 = (long)(int)i_vec;
        __m256i t16 = i_v_1;
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(-1640531535));
        __m256i t18 = (__m256i)((vcc_v8_uint)t17 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t19 = t18;
        _mm256_storeu_si256((__m256i *)&idx[t15], t19);
        __m256i t20 = _mm256_sub_epi32(t1, _mm256_set1_epi32(11));
        __m256 t21 = _mm256_cvtepi32_ps(t20);
        _mm256_storeu_ps(&b[t15], t21);
        __m256 t22 = _mm256_cvtepi32_ps(t2);
        __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t15], t23);
        __m256i t24 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_2 = t24;
        long t25 = (long)(int)(i_vec + 8L);
        __m256i t26 = i_v_2;
        __m256i t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(-1640531535));
        __m256i t28 = (__m256i)((vcc_v8_uint)t27 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t29 = t28;
        _mm256_storeu_si256((__m256i *)&idx[t25], t29);
        __m256i t30 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(23));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256i t34 = t33;
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(11));
        __m256 t36 = _mm256_cvtepi32_ps(t35);
        _mm256_storeu_ps(&b[t25], t36);
        __m256i t37 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(3));
        __m256i t40 = _mm256_min_epu32(t38, t39);
        __m256i t41 = t40;
        __m256 t42 = _mm256_cvtepi32_ps(t41);
        __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t25], t43);
        __m256i t44 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_3 = t44;
        long t45 = (long)(int)(i_vec + 16L);
        __m256i t46 = i_v_3;
        __m256i t47 = _mm256_mullo_epi32(t46, _mm256_set1_epi32(-1640531535));
        __m256i t48 = (__m256i)((vcc_v8_uint)t47 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t49 = t48;
        _mm256_storeu_si256((__m256i *)&idx[t45], t49);
        __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t51 = t50;
        __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(23));
        __m256i t53 = _mm256_min_epu32(t51, t52);
        __m256i t54 = t53;
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(11));
        __m256 t56 = _mm256_cvtepi32_ps(t55);
        _mm256_storeu_ps(&b[t45], t56);
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(3));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        __m256i t61 = t60;
        __m256 t62 = _mm256_cvtepi32_ps(t61);
        __m256 t63 = _mm256_mul_ps(t62, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t45], t63);
        __m256i t64 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_4 = t64;
        long t65 = (long)(int)(i_vec + 24L);
        __m256i t66 = i_v_4;
        __m256i t67 = _mm256_mullo_epi32(t66, _mm256_set1_epi32(-1640531535));
        __m256i t68 = (__m256i)((vcc_v8_uint)t67 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t69 = t68;
        _mm256_storeu_si256((__m256i *)&idx[t65], t69);
        __m256i t70 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t71 = t70;
        __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(23));
        __m256i t73 = _mm256_min_epu32(t71, t72);
        __m256i t74 = t73;
        __m256i t75 = _mm256_sub_epi32(t74, _mm256_set1_epi32(11));
        __m256 t76 = _mm256_cvtepi32_ps(t75);
        _mm256_storeu_ps(&b[t65], t76);
        __m256i t77 = _mm256_add_epi32(t2, _mm256_set1_epi32(0));
        __m256i t78 = t77;
        __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(3));
        __m256i t80 = _mm256_min_epu32(t78, t79);
        __m256i t81 = t80;
        __m256 t82 = _mm256_cvtepi32_ps(t81);
        __m256 t83 = _mm256_mul_ps(t82, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t65], t83);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        __m256i t84 = _mm256_add_epi32(t1, _mm256_set1_epi32(9));
        __m256i t85 = t84;
        __m256i t86 = _mm256_sub_epi32(t85, _mm256_set1_epi32(23));
        __m256i t87 = _mm256_min_epu32(t85, t86);
        t1 = t87;
        __m256i t88 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
        __m256i t89 = t88;
        __m256i t90 = _mm256_sub_epi32(t89, _mm256_set1_epi32(3));
        __m256i t91 = _mm256_min_epu32(t89, t90);
        t2 = t91;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 5L % 4096L] * 0.5f;
    }
    (_mm256_zeroupper(), bench_print("gather_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
