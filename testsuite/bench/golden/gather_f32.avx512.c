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
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        long t3 = (long)(int)(t1 + 8L);
        long t4 = (long)(int)(t1 + 16L);
        long t5 = (long)(int)(t1 + 24L);
        __m256i t6 = _mm256_loadu_si256((const __m256i *)&idx[t2]);
        __m256i t7 = _mm256_loadu_si256((const __m256i *)&idx[t3]);
        __m256i t8 = _mm256_loadu_si256((const __m256i *)&idx[t4]);
        __m256i t9 = _mm256_loadu_si256((const __m256i *)&idx[t5]);
        __m256 t10 = _mm256_i32gather_ps(b, t6, 4);
        __m256 t11 = _mm256_i32gather_ps(b, t7, 4);
        __m256 t12 = _mm256_i32gather_ps(b, t8, 4);
        __m256 t13 = _mm256_i32gather_ps(b, t9, 4);
        __m256 t14 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
        __m256 t15 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
        __m256 t16 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
        __m256 t17 = _mm256_mul_ps(t13, _mm256_set1_ps(2.0f));
        __m256 t18 = _mm256_loadu_ps(&c[t2]);
        __m256 t19 = _mm256_loadu_ps(&c[t3]);
        __m256 t20 = _mm256_loadu_ps(&c[t4]);
        __m256 t21 = _mm256_loadu_ps(&c[t5]);
        __m256 t22 = _mm256_add_ps(t14, t18);
        _mm256_storeu_ps(&a[t2], t22);
        __m256 t23 = _mm256_add_ps(t15, t19);
        _mm256_storeu_ps(&a[t3], t23);
        __m256 t24 = _mm256_add_ps(t16, t20);
        _mm256_storeu_ps(&a[t4], t24);
        __m256 t25 = _mm256_add_ps(t17, t21);
        _mm256_storeu_ps(&a[t5], t25);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        a[t26] = b[idx[t26]] * 2.0f + c[t26];
    }
}

static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(23));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t2 = t11;
    __m256i t12 = _mm256_set1_epi32(0);
    __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
    __m256i t14 = t13;
    __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(3));
    __m256i t16 = _mm256_min_epu32(t14, t15);
    __m256i t3 = t16;
    long t4 = 0L;
    do {
        __m256i t17 = t1;
        long t18 = (long)(int)t4;
        __m256i t19 = t17;
        __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(-1640531535));
        __m256i t21 = (__m256i)((vcc_v8_uint)t20 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t22 = t21;
        _mm256_storeu_si256((__m256i *)&idx[t18], t22);
        __m256i t23 = _mm256_sub_epi32(t2, _mm256_set1_epi32(11));
        __m256 t24 = _mm256_cvtepi32_ps(t23);
        _mm256_storeu_ps(&b[t18], t24);
        __m256 t25 = _mm256_cvtepi32_ps(t3);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t18], t26);
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t28 = t27;
        long t29 = (long)(int)(t4 + 8L);
        __m256i t30 = t28;
        __m256i t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32(-1640531535));
        __m256i t32 = (__m256i)((vcc_v8_uint)t31 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t33 = t32;
        _mm256_storeu_si256((__m256i *)&idx[t29], t33);
        __m256i t34 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t35 = t34;
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(23));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(11));
        __m256 t40 = _mm256_cvtepi32_ps(t39);
        _mm256_storeu_ps(&b[t29], t40);
        __m256i t41 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
        __m256i t42 = t41;
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(3));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = t44;
        __m256 t46 = _mm256_cvtepi32_ps(t45);
        __m256 t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t29], t47);
        __m256i t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t49 = t48;
        long t50 = (long)(int)(t4 + 16L);
        __m256i t51 = t49;
        __m256i t52 = _mm256_mullo_epi32(t51, _mm256_set1_epi32(-1640531535));
        __m256i t53 = (__m256i)((vcc_v8_uint)t52 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t54 = t53;
        _mm256_storeu_si256((__m256i *)&idx[t50], t54);
        __m256i t55 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t56 = t55;
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(23));
        __m256i t58 = _mm256_min_epu32(t56, t57);
        __m256i t59 = t58;
        __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(11));
        __m256 t61 = _mm256_cvtepi32_ps(t60);
        _mm256_storeu_ps(&b[t50], t61);
        __m256i t62 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
        __m256i t63 = t62;
        __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(3));
        __m256i t65 = _mm256_min_epu32(t63, t64);
        __m256i t66 = t65;
        __m256 t67 = _mm256_cvtepi32_ps(t66);
        __m256 t68 = _mm256_mul_ps(t67, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t50], t68);
        __m256i t69 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t70 = t69;
        long t71 = (long)(int)(t4 + 24L);
        __m256i t72 = t70;
        __m256i t73 = _mm256_mullo_epi32(t72, _mm256_set1_epi32(-1640531535));
        __m256i t74 = (__m256i)((vcc_v8_uint)t73 % (vcc_v8_uint)_mm256_set1_epi32(4096));
        __m256i t75 = t74;
        _mm256_storeu_si256((__m256i *)&idx[t71], t75);
        __m256i t76 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
        __m256i t77 = t76;
        __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(23));
        __m256i t79 = _mm256_min_epu32(t77, t78);
        __m256i t80 = t79;
        __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(11));
        __m256 t82 = _mm256_cvtepi32_ps(t81);
        _mm256_storeu_ps(&b[t71], t82);
        __m256i t83 = _mm256_add_epi32(t3, _mm256_set1_epi32(0));
        __m256i t84 = t83;
        __m256i t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32(3));
        __m256i t86 = _mm256_min_epu32(t84, t85);
        __m256i t87 = t86;
        __m256 t88 = _mm256_cvtepi32_ps(t87);
        __m256 t89 = _mm256_mul_ps(t88, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t71], t89);
        t4 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t90 = _mm256_add_epi32(t2, _mm256_set1_epi32(9));
        __m256i t91 = t90;
        __m256i t92 = _mm256_sub_epi32(t91, _mm256_set1_epi32(23));
        __m256i t93 = _mm256_min_epu32(t91, t92);
        t2 = t93;
        __m256i t94 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
        __m256i t95 = t94;
        __m256i t96 = _mm256_sub_epi32(t95, _mm256_set1_epi32(3));
        __m256i t97 = _mm256_min_epu32(t95, t96);
        t3 = t97;
    } while (t4 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t98 = (long)i;
        idx[t98] = (int)((unsigned int)i * 2654435761U % 4096U);
        b[t98] = (float)(i % 23 - 11);
        c[t98] = (float)(i % 3) * 0.5f;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 5L % 4096L] * 0.5f;
    }
    (_mm256_zeroupper(), bench_print("gather_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
