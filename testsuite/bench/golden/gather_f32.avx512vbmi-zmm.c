/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
static __typeof__(idx) idx __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at gather_f32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        long t2 = (long)(int)(i_vec + 16L);
        long t3 = (long)(int)(i_vec + 32L);
        long t4 = (long)(int)(i_vec + 48L);
        __m512i idx_v = _mm512_loadu_si512(&idx[t1]);
        __m512i idx_v_1 = _mm512_loadu_si512(&idx[t2]);
        __m512i idx_v_2 = _mm512_loadu_si512(&idx[t3]);
        __m512i idx_v_3 = _mm512_loadu_si512(&idx[t4]);
        __m512 b_v = _mm512_i32gather_ps(idx_v, b, 4);
        __m512 b_v_1 = _mm512_i32gather_ps(idx_v_1, b, 4);
        __m512 b_v_2 = _mm512_i32gather_ps(idx_v_2, b, 4);
        __m512 b_v_3 = _mm512_i32gather_ps(idx_v_3, b, 4);
        __m512 t5 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
        __m512 t6 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
        __m512 t7 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
        __m512 t8 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(2.0f));
        __m512 c_v = _mm512_loadu_ps(&c[t1]);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t2]);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t3]);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t4]);
        __m512 t9 = _mm512_add_ps(t5, c_v);
        _mm512_storeu_ps(&a[t1], t9);
        __m512 t10 = _mm512_add_ps(t6, c_v_1);
        _mm512_storeu_ps(&a[t2], t10);
        __m512 t11 = _mm512_add_ps(t7, c_v_2);
        _mm512_storeu_ps(&a[t3], t11);
        __m512 t12 = _mm512_add_ps(t8, c_v_3);
        _mm512_storeu_ps(&a[t4], t12);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i i_v = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t7 = t6;
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(23));
    __m512i t9 = _mm512_min_epu32(t7, t8);
    __m512i t1 = t9;
    __m512i t10 = _mm512_set1_epi32(0);
    __m512i t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
    __m512i t12 = t11;
    __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(3));
    __m512i t14 = _mm512_min_epu32(t12, t13);
    __m512i t2 = t14;
    long i_vec = 0L;
    /* vcc: loop at gather_f32.c:21 vectorized: VF 16, UF 4, the remainder at 23:24 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 24:23 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t15 = (long)(int)i_vec;
        __m512i t16 = i_v_1;
        __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(-1640531535));
        __m512i t18 = (__m512i)((vcc_v16_uint)t17 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t19 = t18;
        _mm512_storeu_si512(&idx[t15], t19);
        __m512i t20 = _mm512_sub_epi32(t1, _mm512_set1_epi32(11));
        __m512 t21 = _mm512_cvtepi32_ps(t20);
        _mm512_storeu_ps(&b[t15], t21);
        __m512 t22 = _mm512_cvtepi32_ps(t2);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t15], t23);
        __m512i t24 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t24;
        long t25 = (long)(int)(i_vec + 16L);
        __m512i t26 = i_v_2;
        __m512i t27 = _mm512_mullo_epi32(t26, _mm512_set1_epi32(-1640531535));
        __m512i t28 = (__m512i)((vcc_v16_uint)t27 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t29 = t28;
        _mm512_storeu_si512(&idx[t25], t29);
        __m512i t30 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(23));
        __m512i t33 = _mm512_min_epu32(t31, t32);
        __m512i t34 = t33;
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(11));
        __m512 t36 = _mm512_cvtepi32_ps(t35);
        _mm512_storeu_ps(&b[t25], t36);
        __m512i t37 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(3));
        __m512i t40 = _mm512_min_epu32(t38, t39);
        __m512i t41 = t40;
        __m512 t42 = _mm512_cvtepi32_ps(t41);
        __m512 t43 = _mm512_mul_ps(t42, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t25], t43);
        __m512i t44 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t44;
        long t45 = (long)(int)(i_vec + 32L);
        __m512i t46 = i_v_3;
        __m512i t47 = _mm512_mullo_epi32(t46, _mm512_set1_epi32(-1640531535));
        __m512i t48 = (__m512i)((vcc_v16_uint)t47 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t49 = t48;
        _mm512_storeu_si512(&idx[t45], t49);
        __m512i t50 = _mm512_add_epi32(t1, _mm512_set1_epi32(9));
        __m512i t51 = t50;
        __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(23));
        __m512i t53 = _mm512_min_epu32(t51, t52);
        __m512i t54 = t53;
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(11));
        __m512 t56 = _mm512_cvtepi32_ps(t55);
        _mm512_storeu_ps(&b[t45], t56);
        __m512i t57 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(3));
        __m512i t60 = _mm512_min_epu32(t58, t59);
        __m512i t61 = t60;
        __m512 t62 = _mm512_cvtepi32_ps(t61);
        __m512 t63 = _mm512_mul_ps(t62, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t45], t63);
        __m512i t64 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t64;
        long t65 = (long)(int)(i_vec + 48L);
        __m512i t66 = i_v_4;
        __m512i t67 = _mm512_mullo_epi32(t66, _mm512_set1_epi32(-1640531535));
        __m512i t68 = (__m512i)((vcc_v16_uint)t67 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t69 = t68;
        _mm512_storeu_si512(&idx[t65], t69);
        __m512i t70 = _mm512_add_epi32(t1, _mm512_set1_epi32(2));
        __m512i t71 = t70;
        __m512i t72 = _mm512_sub_epi32(t71, _mm512_set1_epi32(23));
        __m512i t73 = _mm512_min_epu32(t71, t72);
        __m512i t74 = t73;
        __m512i t75 = _mm512_sub_epi32(t74, _mm512_set1_epi32(11));
        __m512 t76 = _mm512_cvtepi32_ps(t75);
        _mm512_storeu_ps(&b[t65], t76);
        __m512i t77 = _mm512_add_epi32(t2, _mm512_set1_epi32(0));
        __m512i t78 = t77;
        __m512i t79 = _mm512_sub_epi32(t78, _mm512_set1_epi32(3));
        __m512i t80 = _mm512_min_epu32(t78, t79);
        __m512i t81 = t80;
        __m512 t82 = _mm512_cvtepi32_ps(t81);
        __m512 t83 = _mm512_mul_ps(t82, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t65], t83);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
        __m512i t84 = _mm512_add_epi32(t1, _mm512_set1_epi32(18));
        __m512i t85 = t84;
        __m512i t86 = _mm512_sub_epi32(t85, _mm512_set1_epi32(23));
        __m512i t87 = _mm512_min_epu32(t85, t86);
        t1 = t87;
        __m512i t88 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t89 = t88;
        __m512i t90 = _mm512_sub_epi32(t89, _mm512_set1_epi32(3));
        __m512i t91 = _mm512_min_epu32(t89, t90);
        t2 = t91;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 5L % 4096L] * 0.5f;
    }
    (_mm256_zeroupper(), bench_print("gather_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
