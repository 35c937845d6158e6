/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m16 __attribute__((vector_size(64)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef long vcc_v16_long __attribute__((vector_size(128)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
/* A strided load, `m[j * n + i]` with `j` linear and `n` uniform: each lane's element is `n`
   apart, read lane by lane at the offsets `k * n` (a splat of `n` times the lane numbers: on
   avx512 the 16 `long` offsets are no register, and their splat is written so that gcc folds it
   once `n` is a constant). With the constant n, `transpose`'s loop over i is jammed by the lanes
   (unroll_jam.rs's transpose rule: its original nest, for the last i, is the third loop) and the
   jammed calls' gathers read as rows transposed in registers (transpose.rs). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 3 */

#define N 40

static float in[N * N], out[N * N];

/* #pragma omp declare simd uniform(m, n, i, scale) linear(j) notinbranch */
float at_transposed(const float *m, int n, int i, int j, float scale) {
    return m[j * n + i] * scale;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_no_contract_body
    vcc_v16_long t1 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t2 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
    vcc_v16_long t3 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t2;
    vcc_v16_long t4 = t1 + t3;
    __m512 t5 = (__m512)vcc_gather(vcc_v16_float, m + (j * n + i), t4);
    __m512 t6 = _mm512_set1_ps(scale);
    __m512 t7 = _mm512_mul_ps(t5, t6);
    return t7;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi64((long long)0L);
    __m512i t2 = _mm512_set1_epi64((long long)(1L * (long)n));
    __m512i t3 = _mm512_mullo_epi64(_mm512_setr_epi64(0LL, 1LL, 2LL, 3LL, 4LL, 5LL, 6LL, 7LL), t2);
    __m512i t4 = _mm512_add_epi64(t1, t3);
    __m256 t5 = (__m256)vcc_gather(vcc_v8_float, m + (j * n + i), (vcc_v8_long)t4);
    __m256 t6 = _mm256_set1_ps(scale);
    __m256 t7 = _mm256_mul_ps(t5, t6);
    return t7;
}

/* The variant inlined with a constant n. */
static __typeof__(in) in __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose(float scale) {
    vcc_no_contract_body
    int t15;
    int i_1;
    int i = 0;
    for (;; i = t15 + 1) {
        if (i >= 40) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= 40) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= 40) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= 40) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= 40) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= 40) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= 40) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= 40) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= 40) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= 40) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= 40) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= 40) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= 40) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= 40) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= 40) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= 40) {
            i_1 = i;
            break;
        }
        long j_vec_1 = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 16, UF 2, masked remainder */
        for (;;) {
            long t16 = j_vec_1 + 16L;
            int t17 = (int)j_vec_1;
            float *t18 = &out[i * 40 + t17];
            const float *t19 = in;
            const float *t33 = t19 + (t17 * 40 + i);
            __m512 t34 = _mm512_loadu_ps(t33 + 0);
            __m512 t35 = _mm512_loadu_ps(t33 + 40);
            __m512 t36 = _mm512_loadu_ps(t33 + 80);
            __m512 t37 = _mm512_loadu_ps(t33 + 120);
            __m512 t38 = _mm512_loadu_ps(t33 + 160);
            __m512 t39 = _mm512_loadu_ps(t33 + 200);
            __m512 t40 = _mm512_loadu_ps(t33 + 240);
            __m512 t41 = _mm512_loadu_ps(t33 + 280);
            __m512 t42 = _mm512_loadu_ps(t33 + 320);
            __m512 t43 = _mm512_loadu_ps(t33 + 360);
            __m512 t44 = _mm512_loadu_ps(t33 + 400);
            __m512 t45 = _mm512_loadu_ps(t33 + 440);
            __m512 t46 = _mm512_loadu_ps(t33 + 480);
            __m512 t47 = _mm512_loadu_ps(t33 + 520);
            __m512 t48 = _mm512_loadu_ps(t33 + 560);
            __m512 t49 = _mm512_loadu_ps(t33 + 600);
            __m512 t50 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
            __m512 t51 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
            __m512 t52 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t43);
            __m512 t53 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t43);
            __m512 t54 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t44);
            __m512 t55 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t44);
            __m512 t56 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
            __m512 t57 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
            __m512 t58 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t59 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t60 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512 t61 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512 t62 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512 t63 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512 t64 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512 t65 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512 t66 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t58);
            __m512 t67 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t58);
            __m512 t68 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t59);
            __m512 t69 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t59);
            __m512 t70 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t60);
            __m512 t71 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t60);
            __m512 t72 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
            __m512 t73 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
            __m512 t74 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t75 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t76 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512 t77 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512 t78 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512 t79 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512 t80 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512 t81 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512 t82 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t74);
            __m512 t83 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t74);
            __m512 t84 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t75);
            __m512 t85 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t75);
            __m512 t86 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t76);
            __m512 t87 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t76);
            __m512 t88 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
            __m512 t89 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
            __m512 t90 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t91 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t92 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512 t93 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512 t94 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512 t95 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512 t96 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512 t97 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512 t98 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t90);
            __m512 t99 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t90);
            __m512 t100 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t91);
            __m512 t101 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t91);
            __m512 t102 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t92);
            __m512 t103 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t92);
            __m512 t104 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t93);
            __m512 t105 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t93);
            __m512 t106 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t94);
            __m512 t107 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t94);
            __m512 t108 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t95);
            __m512 t109 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t95);
            __m512 t110 = _mm512_permutex2var_ps(t88, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t96);
            __m512 t111 = _mm512_permutex2var_ps(t88, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t96);
            __m512 t112 = _mm512_permutex2var_ps(t89, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t97);
            __m512 t113 = _mm512_permutex2var_ps(t89, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t97);
            __m512 t114 = _mm512_set1_ps(scale);
            __m512 t115 = _mm512_mul_ps(t98, t114);
            _mm512_storeu_ps(t18, t115);
            float *t32 = &out[t1 * 40 + t17];
            __m512 t144 = _mm512_set1_ps(scale);
            __m512 t145 = _mm512_mul_ps(t99, t144);
            _mm512_storeu_ps(t32, t145);
            float *t143 = &out[t2 * 40 + t17];
            __m512 t163 = _mm512_set1_ps(scale);
            __m512 t164 = _mm512_mul_ps(t100, t163);
            _mm512_storeu_ps(t143, t164);
            float *t162 = &out[t3 * 40 + t17];
            __m512 t175 = _mm512_set1_ps(scale);
            __m512 t176 = _mm512_mul_ps(t101, t175);
            _mm512_storeu_ps(t162, t176);
            float *t174 = &out[t4 * 40 + t17];
            __m512 t187 = _mm512_set1_ps(scale);
            __m512 t188 = _mm512_mul_ps(t102, t187);
            _mm512_storeu_ps(t174, t188);
            float *t186 = &out[t5 * 40 + t17];
            __m512 t199 = _mm512_set1_ps(scale);
            __m512 t200 = _mm512_mul_ps(t103, t199);
            _mm512_storeu_ps(t186, t200);
            float *t198 = &out[t6 * 40 + t17];
            __m512 t211 = _mm512_set1_ps(scale);
            __m512 t212 = _mm512_mul_ps(t104, t211);
            _mm512_storeu_ps(t198, t212);
            float *t210 = &out[t7 * 40 + t17];
            __m512 t223 = _mm512_set1_ps(scale);
            __m512 t224 = _mm512_mul_ps(t105, t223);
            _mm512_storeu_ps(t210, t224);
            float *t222 = &out[t8 * 40 + t17];
            __m512 t235 = _mm512_set1_ps(scale);
            __m512 t236 = _mm512_mul_ps(t106, t235);
            _mm512_storeu_ps(t222, t236);
            float *t234 = &out[t9 * 40 + t17];
            __m512 t247 = _mm512_set1_ps(scale);
            __m512 t248 = _mm512_mul_ps(t107, t247);
            _mm512_storeu_ps(t234, t248);
            float *t246 = &out[t10 * 40 + t17];
            __m512 t259 = _mm512_set1_ps(scale);
            __m512 t260 = _mm512_mul_ps(t108, t259);
            _mm512_storeu_ps(t246, t260);
            float *t258 = &out[t11 * 40 + t17];
            __m512 t271 = _mm512_set1_ps(scale);
            __m512 t272 = _mm512_mul_ps(t109, t271);
            _mm512_storeu_ps(t258, t272);
            float *t270 = &out[t12 * 40 + t17];
            __m512 t283 = _mm512_set1_ps(scale);
            __m512 t284 = _mm512_mul_ps(t110, t283);
            _mm512_storeu_ps(t270, t284);
            float *t282 = &out[t13 * 40 + t17];
            __m512 t295 = _mm512_set1_ps(scale);
            __m512 t296 = _mm512_mul_ps(t111, t295);
            _mm512_storeu_ps(t282, t296);
            float *t294 = &out[t14 * 40 + t17];
            __m512 t307 = _mm512_set1_ps(scale);
            __m512 t308 = _mm512_mul_ps(t112, t307);
            _mm512_storeu_ps(t294, t308);
            float *t306 = &out[t15 * 40 + t17];
            __m512 t321 = _mm512_set1_ps(scale);
            __m512 t322 = _mm512_mul_ps(t113, t321);
            _mm512_storeu_ps(t306, t322);
            int t318 = (int)t16;
            float *t319 = &out[i * 40 + t318];
            const float *t320 = in;
            const float *t332 = t320 + (t318 * 40 + i);
            __m512 t333 = _mm512_loadu_ps(t332 + 0);
            __m512 t334 = _mm512_loadu_ps(t332 + 40);
            __m512 t335 = _mm512_loadu_ps(t332 + 80);
            __m512 t336 = _mm512_loadu_ps(t332 + 120);
            __m512 t337 = _mm512_loadu_ps(t332 + 160);
            __m512 t338 = _mm512_loadu_ps(t332 + 200);
            __m512 t339 = _mm512_loadu_ps(t332 + 240);
            __m512 t340 = _mm512_loadu_ps(t332 + 280);
            __m512 t341 = _mm512_loadu_ps(t332 + 320);
            __m512 t342 = _mm512_loadu_ps(t332 + 360);
            __m512 t343 = _mm512_loadu_ps(t332 + 400);
            __m512 t344 = _mm512_loadu_ps(t332 + 440);
            __m512 t345 = _mm512_loadu_ps(t332 + 480);
            __m512 t346 = _mm512_loadu_ps(t332 + 520);
            __m512 t347 = _mm512_loadu_ps(t332 + 560);
            __m512 t348 = _mm512_loadu_ps(t332 + 600);
            __m512 t349 = _mm512_permutex2var_ps(t333, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t341);
            __m512 t350 = _mm512_permutex2var_ps(t333, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t341);
            __m512 t351 = _mm512_permutex2var_ps(t334, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t342);
            __m512 t352 = _mm512_permutex2var_ps(t334, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t342);
            __m512 t353 = _mm512_permutex2var_ps(t335, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t343);
            __m512 t354 = _mm512_permutex2var_ps(t335, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t343);
            __m512 t355 = _mm512_permutex2var_ps(t336, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t344);
            __m512 t356 = _mm512_permutex2var_ps(t336, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t344);
            __m512 t357 = _mm512_permutex2var_ps(t337, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t345);
            __m512 t358 = _mm512_permutex2var_ps(t337, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t345);
            __m512 t359 = _mm512_permutex2var_ps(t338, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t346);
            __m512 t360 = _mm512_permutex2var_ps(t338, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t346);
            __m512 t361 = _mm512_permutex2var_ps(t339, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t347);
            __m512 t362 = _mm512_permutex2var_ps(t339, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t347);
            __m512 t363 = _mm512_permutex2var_ps(t340, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t348);
            __m512 t364 = _mm512_permutex2var_ps(t340, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t348);
            __m512 t365 = _mm512_permutex2var_ps(t349, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t357);
            __m512 t366 = _mm512_permutex2var_ps(t349, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t357);
            __m512 t367 = _mm512_permutex2var_ps(t350, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t358);
            __m512 t368 = _mm512_permutex2var_ps(t350, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t358);
            __m512 t369 = _mm512_permutex2var_ps(t351, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t359);
            __m512 t370 = _mm512_permutex2var_ps(t351, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t359);
            __m512 t371 = _mm512_permutex2var_ps(t352, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t360);
            __m512 t372 = _mm512_permutex2var_ps(t352, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t360);
            __m512 t373 = _mm512_permutex2var_ps(t353, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t361);
            __m512 t374 = _mm512_permutex2var_ps(t353, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t361);
            __m512 t375 = _mm512_permutex2var_ps(t354, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t362);
            __m512 t376 = _mm512_permutex2var_ps(t354, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t362);
            __m512 t377 = _mm512_permutex2var_ps(t355, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t363);
            __m512 t378 = _mm512_permutex2var_ps(t355, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t363);
            __m512 t379 = _mm512_permutex2var_ps(t356, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t364);
            __m512 t380 = _mm512_permutex2var_ps(t356, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t364);
            __m512 t381 = _mm512_permutex2var_ps(t365, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t373);
            __m512 t382 = _mm512_permutex2var_ps(t365, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t373);
            __m512 t383 = _mm512_permutex2var_ps(t366, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t374);
            __m512 t384 = _mm512_permutex2var_ps(t366, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t374);
            __m512 t385 = _mm512_permutex2var_ps(t367, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t375);
            __m512 t386 = _mm512_permutex2var_ps(t367, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t375);
            __m512 t387 = _mm512_permutex2var_ps(t368, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t376);
            __m512 t388 = _mm512_permutex2var_ps(t368, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t376);
            __m512 t389 = _mm512_permutex2var_ps(t369, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t377);
            __m512 t390 = _mm512_permutex2var_ps(t369, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t377);
            __m512 t391 = _mm512_permutex2var_ps(t370, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t378);
            __m512 t392 = _mm512_permutex2var_ps(t370, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t378);
            __m512 t393 = _mm512_permutex2var_ps(t371, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t379);
            __m512 t394 = _mm512_permutex2var_ps(t371, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t379);
            __m512 t395 = _mm512_permutex2var_ps(t372, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t380);
            __m512 t396 = _mm512_permutex2var_ps(t372, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t380);
            __m512 t397 = _mm512_permutex2var_ps(t381, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t389);
            __m512 t398 = _mm512_permutex2var_ps(t381, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t389);
            __m512 t399 = _mm512_permutex2var_ps(t382, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t390);
            __m512 t400 = _mm512_permutex2var_ps(t382, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t390);
            __m512 t401 = _mm512_permutex2var_ps(t383, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t391);
            __m512 t402 = _mm512_permutex2var_ps(t383, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t391);
            __m512 t403 = _mm512_permutex2var_ps(t384, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t392);
            __m512 t404 = _mm512_permutex2var_ps(t384, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t392);
            __m512 t405 = _mm512_permutex2var_ps(t385, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t393);
            __m512 t406 = _mm512_permutex2var_ps(t385, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t393);
            __m512 t407 = _mm512_permutex2var_ps(t386, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t394);
            __m512 t408 = _mm512_permutex2var_ps(t386, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t394);
            __m512 t409 = _mm512_permutex2var_ps(t387, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t395);
            __m512 t410 = _mm512_permutex2var_ps(t387, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t395);
            __m512 t411 = _mm512_permutex2var_ps(t388, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t396);
            __m512 t412 = _mm512_permutex2var_ps(t388, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t396);
            __m512 t413 = _mm512_set1_ps(scale);
            __m512 t414 = _mm512_mul_ps(t397, t413);
            _mm512_storeu_ps(t319, t414);
            float *t331 = &out[t1 * 40 + t318];
            __m512 t416 = _mm512_set1_ps(scale);
            __m512 t417 = _mm512_mul_ps(t398, t416);
            _mm512_storeu_ps(t331, t417);
            float *t415 = &out[t2 * 40 + t318];
            __m512 t419 = _mm512_set1_ps(scale);
            __m512 t420 = _mm512_mul_ps(t399, t419);
            _mm512_storeu_ps(t415, t420);
            float *t418 = &out[t3 * 40 + t318];
            __m512 t422 = _mm512_set1_ps(scale);
            __m512 t423 = _mm512_mul_ps(t400, t422);
            _mm512_storeu_ps(t418, t423);
            float *t421 = &out[t4 * 40 + t318];
            __m512 t425 = _mm512_set1_ps(scale);
            __m512 t426 = _mm512_mul_ps(t401, t425);
            _mm512_storeu_ps(t421, t426);
            float *t424 = &out[t5 * 40 + t318];
            __m512 t428 = _mm512_set1_ps(scale);
            __m512 t429 = _mm512_mul_ps(t402, t428);
            _mm512_storeu_ps(t424, t429);
            float *t427 = &out[t6 * 40 + t318];
            __m512 t431 = _mm512_set1_ps(scale);
            __m512 t432 = _mm512_mul_ps(t403, t431);
            _mm512_storeu_ps(t427, t432);
            float *t430 = &out[t7 * 40 + t318];
            __m512 t434 = _mm512_set1_ps(scale);
            __m512 t435 = _mm512_mul_ps(t404, t434);
            _mm512_storeu_ps(t430, t435);
            float *t433 = &out[t8 * 40 + t318];
            __m512 t437 = _mm512_set1_ps(scale);
            __m512 t438 = _mm512_mul_ps(t405, t437);
            _mm512_storeu_ps(t433, t438);
            float *t436 = &out[t9 * 40 + t318];
            __m512 t440 = _mm512_set1_ps(scale);
            __m512 t441 = _mm512_mul_ps(t406, t440);
            _mm512_storeu_ps(t436, t441);
            float *t439 = &out[t10 * 40 + t318];
            __m512 t443 = _mm512_set1_ps(scale);
            __m512 t444 = _mm512_mul_ps(t407, t443);
            _mm512_storeu_ps(t439, t444);
            float *t442 = &out[t11 * 40 + t318];
            __m512 t446 = _mm512_set1_ps(scale);
            __m512 t447 = _mm512_mul_ps(t408, t446);
            _mm512_storeu_ps(t442, t447);
            float *t445 = &out[t12 * 40 + t318];
            __m512 t449 = _mm512_set1_ps(scale);
            __m512 t450 = _mm512_mul_ps(t409, t449);
            _mm512_storeu_ps(t445, t450);
            float *t448 = &out[t13 * 40 + t318];
            __m512 t452 = _mm512_set1_ps(scale);
            __m512 t453 = _mm512_mul_ps(t410, t452);
            _mm512_storeu_ps(t448, t453);
            float *t451 = &out[t14 * 40 + t318];
            __m512 t455 = _mm512_set1_ps(scale);
            __m512 t456 = _mm512_mul_ps(t411, t455);
            _mm512_storeu_ps(t451, t456);
            float *t454 = &out[t15 * 40 + t318];
            __m512 t457 = _mm512_set1_ps(scale);
            __m512 t458 = _mm512_mul_ps(t412, t457);
            _mm512_storeu_ps(t454, t458);
            j_vec_1 += 32L;
            if (j_vec_1 >= 32L) {
                __m512i t20 = _mm512_set1_epi32(8);
                __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
                float *t22 = &out[i * 40 + 32];
                const float *t23 = in;
                vcc_v16_long t117 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t118 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t119 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t118;
                vcc_v16_long t120 = t117 + t119;
                __m512 t121 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + i), t120, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t122 = _mm512_set1_ps(scale);
                __m512 t123 = _mm512_mul_ps(t121, t122);
                __m512 t124 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t123);
                _mm512_mask_storeu_ps(t22, t21, t124);
                float *t116 = &out[t1 * 40 + 32];
                vcc_v16_long t147 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t148 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t149 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t148;
                vcc_v16_long t150 = t147 + t149;
                __m512 t151 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t1), t150, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t152 = _mm512_set1_ps(scale);
                __m512 t153 = _mm512_mul_ps(t151, t152);
                __m512 t154 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t153);
                _mm512_mask_storeu_ps(t116, t21, t154);
                float *t146 = &out[t2 * 40 + 32];
                vcc_v16_long t166 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t167 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t168 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t167;
                vcc_v16_long t169 = t166 + t168;
                __m512 t170 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t2), t169, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t171 = _mm512_set1_ps(scale);
                __m512 t172 = _mm512_mul_ps(t170, t171);
                __m512 t173 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t172);
                _mm512_mask_storeu_ps(t146, t21, t173);
                float *t165 = &out[t3 * 40 + 32];
                vcc_v16_long t178 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t179 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t180 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t179;
                vcc_v16_long t181 = t178 + t180;
                __m512 t182 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t3), t181, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t183 = _mm512_set1_ps(scale);
                __m512 t184 = _mm512_mul_ps(t182, t183);
                __m512 t185 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t184);
                _mm512_mask_storeu_ps(t165, t21, t185);
                float *t177 = &out[t4 * 40 + 32];
                vcc_v16_long t190 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t191 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t192 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t191;
                vcc_v16_long t193 = t190 + t192;
                __m512 t194 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t4), t193, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t195 = _mm512_set1_ps(scale);
                __m512 t196 = _mm512_mul_ps(t194, t195);
                __m512 t197 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t196);
                _mm512_mask_storeu_ps(t177, t21, t197);
                float *t189 = &out[t5 * 40 + 32];
                vcc_v16_long t202 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t203 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t204 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t203;
                vcc_v16_long t205 = t202 + t204;
                __m512 t206 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t5), t205, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t207 = _mm512_set1_ps(scale);
                __m512 t208 = _mm512_mul_ps(t206, t207);
                __m512 t209 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t208);
                _mm512_mask_storeu_ps(t189, t21, t209);
                float *t201 = &out[t6 * 40 + 32];
                vcc_v16_long t214 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t215 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t216 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t215;
                vcc_v16_long t217 = t214 + t216;
                __m512 t218 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t6), t217, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t219 = _mm512_set1_ps(scale);
                __m512 t220 = _mm512_mul_ps(t218, t219);
                __m512 t221 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t220);
                _mm512_mask_storeu_ps(t201, t21, t221);
                float *t213 = &out[t7 * 40 + 32];
                vcc_v16_long t226 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t227 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t228 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t227;
                vcc_v16_long t229 = t226 + t228;
                __m512 t230 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t7), t229, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t231 = _mm512_set1_ps(scale);
                __m512 t232 = _mm512_mul_ps(t230, t231);
                __m512 t233 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t232);
                _mm512_mask_storeu_ps(t213, t21, t233);
                float *t225 = &out[t8 * 40 + 32];
                vcc_v16_long t238 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t239 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t240 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t239;
                vcc_v16_long t241 = t238 + t240;
                __m512 t242 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t8), t241, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t243 = _mm512_set1_ps(scale);
                __m512 t244 = _mm512_mul_ps(t242, t243);
                __m512 t245 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t244);
                _mm512_mask_storeu_ps(t225, t21, t245);
                float *t237 = &out[t9 * 40 + 32];
                vcc_v16_long t250 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t251 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t252 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t251;
                vcc_v16_long t253 = t250 + t252;
                __m512 t254 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t9), t253, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t255 = _mm512_set1_ps(scale);
                __m512 t256 = _mm512_mul_ps(t254, t255);
                __m512 t257 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t256);
                _mm512_mask_storeu_ps(t237, t21, t257);
                float *t249 = &out[t10 * 40 + 32];
                vcc_v16_long t262 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t263 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t264 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t263;
                vcc_v16_long t265 = t262 + t264;
                __m512 t266 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t10), t265, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t267 = _mm512_set1_ps(scale);
                __m512 t268 = _mm512_mul_ps(t266, t267);
                __m512 t269 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t268);
                _mm512_mask_storeu_ps(t249, t21, t269);
                float *t261 = &out[t11 * 40 + 32];
                vcc_v16_long t274 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t275 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t276 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t275;
                vcc_v16_long t277 = t274 + t276;
                __m512 t278 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t11), t277, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t279 = _mm512_set1_ps(scale);
                __m512 t280 = _mm512_mul_ps(t278, t279);
                __m512 t281 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t280);
                _mm512_mask_storeu_ps(t261, t21, t281);
                float *t273 = &out[t12 * 40 + 32];
                vcc_v16_long t286 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t287 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t288 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t287;
                vcc_v16_long t289 = t286 + t288;
                __m512 t290 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t12), t289, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t291 = _mm512_set1_ps(scale);
                __m512 t292 = _mm512_mul_ps(t290, t291);
                __m512 t293 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t292);
                _mm512_mask_storeu_ps(t273, t21, t293);
                float *t285 = &out[t13 * 40 + 32];
                vcc_v16_long t298 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t299 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t300 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t299;
                vcc_v16_long t301 = t298 + t300;
                __m512 t302 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t13), t301, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t303 = _mm512_set1_ps(scale);
                __m512 t304 = _mm512_mul_ps(t302, t303);
                __m512 t305 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t304);
                _mm512_mask_storeu_ps(t285, t21, t305);
                float *t297 = &out[t14 * 40 + 32];
                vcc_v16_long t310 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t311 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t312 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t311;
                vcc_v16_long t313 = t310 + t312;
                __m512 t314 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t14), t313, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t315 = _mm512_set1_ps(scale);
                __m512 t316 = _mm512_mul_ps(t314, t315);
                __m512 t317 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t316);
                _mm512_mask_storeu_ps(t297, t21, t317);
                float *t309 = &out[t15 * 40 + 32];
                vcc_v16_long t323 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t324 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t325 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t324;
                vcc_v16_long t326 = t323 + t325;
                __m512 t327 = (__m512)vcc_gather_masked(vcc_v16_float, t23 + (1280 + t15), t326, (vcc_m16)_mm512_movm_epi32(t21));
                __m512 t328 = _mm512_set1_ps(scale);
                __m512 t329 = _mm512_mul_ps(t327, t328);
                __m512 t330 = _mm512_mask_blend_ps(t21, (__m512)(vcc_v16_float){0}, t329);
                _mm512_mask_storeu_ps(t309, t21, t330);
                break;
            }
        }
    }
    for (; i_1 < 40; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 16, UF 2, masked remainder */
        for (;;) {
            long t24 = j_vec + 16L;
            int t25 = (int)j_vec;
            float *t26 = &out[i_1 * 40 + t25];
            const float *t27 = in;
            vcc_v16_long t128 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t129 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v16_long t130 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t129;
            vcc_v16_long t131 = t128 + t130;
            __m512 t132 = (__m512)vcc_gather(vcc_v16_float, t27 + (t25 * 40 + i_1), t131);
            __m512 t133 = _mm512_set1_ps(scale);
            __m512 t134 = _mm512_mul_ps(t132, t133);
            _mm512_storeu_ps(t26, t134);
            int t125 = (int)t24;
            float *t126 = &out[i_1 * 40 + t125];
            const float *t127 = in;
            vcc_v16_long t155 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t156 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v16_long t157 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t156;
            vcc_v16_long t158 = t155 + t157;
            __m512 t159 = (__m512)vcc_gather(vcc_v16_float, t127 + (t125 * 40 + i_1), t158);
            __m512 t160 = _mm512_set1_ps(scale);
            __m512 t161 = _mm512_mul_ps(t159, t160);
            _mm512_storeu_ps(t126, t161);
            j_vec += 32L;
            if (j_vec >= 32L) {
                __m512i t28 = _mm512_set1_epi32(8);
                __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
                float *t30 = &out[i_1 * 40 + 32];
                const float *t31 = in;
                vcc_v16_long t135 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t136 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t137 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t136;
                vcc_v16_long t138 = t135 + t137;
                __m512 t139 = (__m512)vcc_gather_masked(vcc_v16_float, t31 + (1280 + i_1), t138, (vcc_m16)_mm512_movm_epi32(t29));
                __m512 t140 = _mm512_set1_ps(scale);
                __m512 t141 = _mm512_mul_ps(t139, t140);
                __m512 t142 = _mm512_mask_blend_ps(t29, (__m512)(vcc_v16_float){0}, t141);
                _mm512_mask_storeu_ps(t30, t29, t142);
                break;
            }
        }
    }
}

/* And with n a parameter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void column(float *dst, int n, int rows, int i) {
    vcc_no_contract_body
    int t6;
    int j;
    long t1 = (long)rows;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long j_vec = 0L;
        /* vcc: loop at strided.c:33 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t3 = (int)j_vec;
            float *t4 = dst + t3;
            const float *t5 = in;
            vcc_v16_long t13 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t14 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            vcc_v16_long t15 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t14;
            vcc_v16_long t16 = t13 + t15;
            __m512 t17 = (__m512)vcc_gather(vcc_v16_float, t5 + (t3 * n + i), t16);
            __m512 t18 = _mm512_set1_ps(-1.5f);
            __m512 t19 = _mm512_mul_ps(t17, t18);
            _mm512_storeu_ps(t4, t19);
            j_vec += 16L;
            if (j_vec >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)rows + (long)t6 * -1L;
    if ((t7 >= 1L) & (t7 <= 16L)) {
        __m512i t8 = _mm512_set1_epi32((int)(int)t7);
        __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t8, _MM_CMPINT_LT);
        int t10 = (int)(long)t6;
        float *t11 = dst + t10;
        const float *t12 = in;
        vcc_v16_long t20 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t21 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
        vcc_v16_long t22 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t21;
        vcc_v16_long t23 = t20 + t22;
        __m512 t24 = (__m512)vcc_gather_masked(vcc_v16_float, t12 + (t10 * n + i), t23, (vcc_m16)_mm512_movm_epi32(t9));
        __m512 t25 = _mm512_set1_ps(-1.5f);
        __m512 t26 = _mm512_mul_ps(t24, t25);
        __m512 t27 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t26);
        _mm512_mask_storeu_ps(t11, t9, t27);
        j = (int)((long)t6 + t7);
    } else {
        j = t6;
    }
    for (; j < rows; j++) {
        dst[j] = (_mm256_zeroupper(), at_transposed(in, n, i, j, -1.5f));
    }
}

v8f _ZGVdN8uuulu_at_transposed(const float *, int, int, int, float);

int main(void) {
    for (int k = 0; k < N * N; k++)
        in[k] = (float)(k % 97) * 0.5f - 3.0f;
    transpose(2.0f);
    double t = 0;
    for (int k = 0; k < N * N; k++)
        t += out[k] * (k % 13 + 1);
    printf("%.3f\n", t);
    float dst[N];
    int ns[] = {N, 17, 3};
    int rows[] = {N, 33, 17};
    for (int s = 0; s < 3; s++) {
        column(dst, ns[s], rows[s], s + 1);
        for (int j = 0; j < rows[s]; j++)
            printf("%g ", dst[j]);
        printf("\n");
    }
    float r[8];
    FROM_VEC(r, _ZGVdN8uuulu_at_transposed(in, 7, 2, 5, 0.25f));
    for (int k = 0; k < 8; k++)
        printf("%g ", r[k]);
    printf("\n");
    return 0;
}
