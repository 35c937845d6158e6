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
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        long t3 = (long)(int)(t1 + 16L);
        long t4 = (long)(int)(t1 + 32L);
        long t5 = (long)(int)(t1 + 48L);
        __m512i t6 = _mm512_loadu_si512(&idx[t2]);
        __m512i t7 = _mm512_loadu_si512(&idx[t3]);
        __m512i t8 = _mm512_loadu_si512(&idx[t4]);
        __m512i t9 = _mm512_loadu_si512(&idx[t5]);
        __m512 t10 = _mm512_i32gather_ps(t6, b, 4);
        __m512 t11 = _mm512_i32gather_ps(t7, b, 4);
        __m512 t12 = _mm512_i32gather_ps(t8, b, 4);
        __m512 t13 = _mm512_i32gather_ps(t9, b, 4);
        __m512 t14 = _mm512_mul_ps(t10, _mm512_set1_ps(2.0f));
        __m512 t15 = _mm512_mul_ps(t11, _mm512_set1_ps(2.0f));
        __m512 t16 = _mm512_mul_ps(t12, _mm512_set1_ps(2.0f));
        __m512 t17 = _mm512_mul_ps(t13, _mm512_set1_ps(2.0f));
        __m512 t18 = _mm512_loadu_ps(&c[t2]);
        __m512 t19 = _mm512_loadu_ps(&c[t3]);
        __m512 t20 = _mm512_loadu_ps(&c[t4]);
        __m512 t21 = _mm512_loadu_ps(&c[t5]);
        __m512 t22 = _mm512_add_ps(t14, t18);
        _mm512_storeu_ps(&a[t2], t22);
        __m512 t23 = _mm512_add_ps(t15, t19);
        _mm512_storeu_ps(&a[t3], t23);
        __m512 t24 = _mm512_add_ps(t16, t20);
        _mm512_storeu_ps(&a[t4], t24);
        __m512 t25 = _mm512_add_ps(t17, t21);
        _mm512_storeu_ps(&a[t5], t25);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        a[t26] = b[idx[t26]] * 2.0f + c[t26];
    }
}

static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = t5;
    __m512i t1 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t9 = t8;
    __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(23));
    __m512i t11 = _mm512_min_epu32(t9, t10);
    __m512i t2 = t11;
    __m512i t12 = _mm512_set1_epi32(0);
    __m512i t13 = _mm512_add_epi32(t12, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
    __m512i t14 = t13;
    __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(3));
    __m512i t16 = _mm512_min_epu32(t14, t15);
    __m512i t3 = t16;
    long t4 = 0L;
    do {
        __m512i t17 = t1;
        long t18 = (long)(int)t4;
        __m512i t19 = t17;
        __m512i t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(-1640531535));
        __m512i t21 = (__m512i)((vcc_v16_uint)t20 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t22 = t21;
        _mm512_storeu_si512(&idx[t18], t22);
        __m512i t23 = _mm512_sub_epi32(t2, _mm512_set1_epi32(11));
        __m512 t24 = _mm512_cvtepi32_ps(t23);
        _mm512_storeu_ps(&b[t18], t24);
        __m512 t25 = _mm512_cvtepi32_ps(t3);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t18], t26);
        __m512i t27 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t28 = t27;
        long t29 = (long)(int)(t4 + 16L);
        __m512i t30 = t28;
        __m512i t31 = _mm512_mullo_epi32(t30, _mm512_set1_epi32(-1640531535));
        __m512i t32 = (__m512i)((vcc_v16_uint)t31 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t33 = t32;
        _mm512_storeu_si512(&idx[t29], t33);
        __m512i t34 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
        __m512i t35 = t34;
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(23));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(11));
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        _mm512_storeu_ps(&b[t29], t40);
        __m512i t41 = _mm512_add_epi32(t3, _mm512_set1_epi32(1));
        __m512i t42 = t41;
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(3));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        __m512i t45 = t44;
        __m512 t46 = _mm512_cvtepi32_ps(t45);
        __m512 t47 = _mm512_mul_ps(t46, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t29], t47);
        __m512i t48 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t49 = t48;
        long t50 = (long)(int)(t4 + 32L);
        __m512i t51 = t49;
        __m512i t52 = _mm512_mullo_epi32(t51, _mm512_set1_epi32(-1640531535));
        __m512i t53 = (__m512i)((vcc_v16_uint)t52 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t54 = t53;
        _mm512_storeu_si512(&idx[t50], t54);
        __m512i t55 = _mm512_add_epi32(t2, _mm512_set1_epi32(9));
        __m512i t56 = t55;
        __m512i t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32(23));
        __m512i t58 = _mm512_min_epu32(t56, t57);
        __m512i t59 = t58;
        __m512i t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32(11));
        __m512 t61 = _mm512_cvtepi32_ps(t60);
        _mm512_storeu_ps(&b[t50], t61);
        __m512i t62 = _mm512_add_epi32(t3, _mm512_set1_epi32(2));
        __m512i t63 = t62;
        __m512i t64 = _mm512_sub_epi32(t63, _mm512_set1_epi32(3));
        __m512i t65 = _mm512_min_epu32(t63, t64);
        __m512i t66 = t65;
        __m512 t67 = _mm512_cvtepi32_ps(t66);
        __m512 t68 = _mm512_mul_ps(t67, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t50], t68);
        __m512i t69 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t70 = t69;
        long t71 = (long)(int)(t4 + 48L);
        __m512i t72 = t70;
        __m512i t73 = _mm512_mullo_epi32(t72, _mm512_set1_epi32(-1640531535));
        __m512i t74 = (__m512i)((vcc_v16_uint)t73 % (vcc_v16_uint)_mm512_set1_epi32(4096));
        __m512i t75 = t74;
        _mm512_storeu_si512(&idx[t71], t75);
        __m512i t76 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
        __m512i t77 = t76;
        __m512i t78 = _mm512_sub_epi32(t77, _mm512_set1_epi32(23));
        __m512i t79 = _mm512_min_epu32(t77, t78);
        __m512i t80 = t79;
        __m512i t81 = _mm512_sub_epi32(t80, _mm512_set1_epi32(11));
        __m512 t82 = _mm512_cvtepi32_ps(t81);
        _mm512_storeu_ps(&b[t71], t82);
        __m512i t83 = _mm512_add_epi32(t3, _mm512_set1_epi32(0));
        __m512i t84 = t83;
        __m512i t85 = _mm512_sub_epi32(t84, _mm512_set1_epi32(3));
        __m512i t86 = _mm512_min_epu32(t84, t85);
        __m512i t87 = t86;
        __m512 t88 = _mm512_cvtepi32_ps(t87);
        __m512 t89 = _mm512_mul_ps(t88, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t71], t89);
        t4 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t90 = _mm512_add_epi32(t2, _mm512_set1_epi32(18));
        __m512i t91 = t90;
        __m512i t92 = _mm512_sub_epi32(t91, _mm512_set1_epi32(23));
        __m512i t93 = _mm512_min_epu32(t91, t92);
        t2 = t93;
        __m512i t94 = _mm512_add_epi32(t3, _mm512_set1_epi32(1));
        __m512i t95 = t94;
        __m512i t96 = _mm512_sub_epi32(t95, _mm512_set1_epi32(3));
        __m512i t97 = _mm512_min_epu32(t95, t96);
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
