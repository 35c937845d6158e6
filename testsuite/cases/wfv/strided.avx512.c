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
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    int t10;
    int t11;
    int t12;
    int t13;
    int t14;
    int t15;
    int t16;
    int t17;
    int i_1;
    i = 0;
    for (;; i = t17 + 1) {
        if (i >= 40) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= 40) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= 40) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= 40) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= 40) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= 40) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= 40) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= 40) {
            i_1 = i;
            break;
        }
        t10 = t9 + 1;
        if (t10 >= 40) {
            i_1 = i;
            break;
        }
        t11 = t10 + 1;
        if (t11 >= 40) {
            i_1 = i;
            break;
        }
        t12 = t11 + 1;
        if (t12 >= 40) {
            i_1 = i;
            break;
        }
        t13 = t12 + 1;
        if (t13 >= 40) {
            i_1 = i;
            break;
        }
        t14 = t13 + 1;
        if (t14 >= 40) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= 40) {
            i_1 = i;
            break;
        }
        t16 = t15 + 1;
        if (t16 >= 40) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= 40) {
            i_1 = i;
            break;
        }
        t2 = 0L;
        for (;;) {
            long t18 = t2 + 16L;
            int t19 = (int)t2;
            float *t20 = &out[i * 40 + t19];
            const float *t21 = in;
            const float *t36 = t21 + (t19 * 40 + i);
            __m512 t37 = _mm512_loadu_ps(t36 + 0);
            __m512 t38 = _mm512_loadu_ps(t36 + 40);
            __m512 t39 = _mm512_loadu_ps(t36 + 80);
            __m512 t40 = _mm512_loadu_ps(t36 + 120);
            __m512 t41 = _mm512_loadu_ps(t36 + 160);
            __m512 t42 = _mm512_loadu_ps(t36 + 200);
            __m512 t43 = _mm512_loadu_ps(t36 + 240);
            __m512 t44 = _mm512_loadu_ps(t36 + 280);
            __m512 t45 = _mm512_loadu_ps(t36 + 320);
            __m512 t46 = _mm512_loadu_ps(t36 + 360);
            __m512 t47 = _mm512_loadu_ps(t36 + 400);
            __m512 t48 = _mm512_loadu_ps(t36 + 440);
            __m512 t49 = _mm512_loadu_ps(t36 + 480);
            __m512 t50 = _mm512_loadu_ps(t36 + 520);
            __m512 t51 = _mm512_loadu_ps(t36 + 560);
            __m512 t52 = _mm512_loadu_ps(t36 + 600);
            __m512 t53 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
            __m512 t54 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
            __m512 t55 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t56 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t57 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512 t58 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512 t59 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512 t60 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512 t61 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512 t62 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512 t63 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
            __m512 t64 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
            __m512 t65 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
            __m512 t66 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
            __m512 t67 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
            __m512 t68 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
            __m512 t69 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
            __m512 t70 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
            __m512 t71 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t72 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t73 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512 t74 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512 t75 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512 t76 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512 t77 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512 t78 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512 t79 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
            __m512 t80 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
            __m512 t81 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
            __m512 t82 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
            __m512 t83 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
            __m512 t84 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
            __m512 t85 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
            __m512 t86 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
            __m512 t87 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t88 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t89 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512 t90 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512 t91 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512 t92 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512 t93 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512 t94 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512 t95 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
            __m512 t96 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
            __m512 t97 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
            __m512 t98 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
            __m512 t99 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
            __m512 t100 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
            __m512 t101 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t93);
            __m512 t102 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t93);
            __m512 t103 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t94);
            __m512 t104 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t94);
            __m512 t105 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t95);
            __m512 t106 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t95);
            __m512 t107 = _mm512_permutex2var_ps(t88, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t96);
            __m512 t108 = _mm512_permutex2var_ps(t88, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t96);
            __m512 t109 = _mm512_permutex2var_ps(t89, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t97);
            __m512 t110 = _mm512_permutex2var_ps(t89, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t97);
            __m512 t111 = _mm512_permutex2var_ps(t90, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t98);
            __m512 t112 = _mm512_permutex2var_ps(t90, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t98);
            __m512 t113 = _mm512_permutex2var_ps(t91, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t99);
            __m512 t114 = _mm512_permutex2var_ps(t91, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t99);
            __m512 t115 = _mm512_permutex2var_ps(t92, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t100);
            __m512 t116 = _mm512_permutex2var_ps(t92, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t100);
            __m512 t117 = _mm512_set1_ps(scale);
            __m512 t118 = _mm512_mul_ps(t101, t117);
            _mm512_storeu_ps(t20, t118);
            float *t35 = &out[t3 * 40 + t19];
            __m512 t147 = _mm512_set1_ps(scale);
            __m512 t148 = _mm512_mul_ps(t102, t147);
            _mm512_storeu_ps(t35, t148);
            float *t146 = &out[t4 * 40 + t19];
            __m512 t166 = _mm512_set1_ps(scale);
            __m512 t167 = _mm512_mul_ps(t103, t166);
            _mm512_storeu_ps(t146, t167);
            float *t165 = &out[t5 * 40 + t19];
            __m512 t178 = _mm512_set1_ps(scale);
            __m512 t179 = _mm512_mul_ps(t104, t178);
            _mm512_storeu_ps(t165, t179);
            float *t177 = &out[t6 * 40 + t19];
            __m512 t190 = _mm512_set1_ps(scale);
            __m512 t191 = _mm512_mul_ps(t105, t190);
            _mm512_storeu_ps(t177, t191);
            float *t189 = &out[t7 * 40 + t19];
            __m512 t202 = _mm512_set1_ps(scale);
            __m512 t203 = _mm512_mul_ps(t106, t202);
            _mm512_storeu_ps(t189, t203);
            float *t201 = &out[t8 * 40 + t19];
            __m512 t214 = _mm512_set1_ps(scale);
            __m512 t215 = _mm512_mul_ps(t107, t214);
            _mm512_storeu_ps(t201, t215);
            float *t213 = &out[t9 * 40 + t19];
            __m512 t226 = _mm512_set1_ps(scale);
            __m512 t227 = _mm512_mul_ps(t108, t226);
            _mm512_storeu_ps(t213, t227);
            float *t225 = &out[t10 * 40 + t19];
            __m512 t238 = _mm512_set1_ps(scale);
            __m512 t239 = _mm512_mul_ps(t109, t238);
            _mm512_storeu_ps(t225, t239);
            float *t237 = &out[t11 * 40 + t19];
            __m512 t250 = _mm512_set1_ps(scale);
            __m512 t251 = _mm512_mul_ps(t110, t250);
            _mm512_storeu_ps(t237, t251);
            float *t249 = &out[t12 * 40 + t19];
            __m512 t262 = _mm512_set1_ps(scale);
            __m512 t263 = _mm512_mul_ps(t111, t262);
            _mm512_storeu_ps(t249, t263);
            float *t261 = &out[t13 * 40 + t19];
            __m512 t274 = _mm512_set1_ps(scale);
            __m512 t275 = _mm512_mul_ps(t112, t274);
            _mm512_storeu_ps(t261, t275);
            float *t273 = &out[t14 * 40 + t19];
            __m512 t286 = _mm512_set1_ps(scale);
            __m512 t287 = _mm512_mul_ps(t113, t286);
            _mm512_storeu_ps(t273, t287);
            float *t285 = &out[t15 * 40 + t19];
            __m512 t298 = _mm512_set1_ps(scale);
            __m512 t299 = _mm512_mul_ps(t114, t298);
            _mm512_storeu_ps(t285, t299);
            float *t297 = &out[t16 * 40 + t19];
            __m512 t310 = _mm512_set1_ps(scale);
            __m512 t311 = _mm512_mul_ps(t115, t310);
            _mm512_storeu_ps(t297, t311);
            float *t309 = &out[t17 * 40 + t19];
            __m512 t324 = _mm512_set1_ps(scale);
            __m512 t325 = _mm512_mul_ps(t116, t324);
            _mm512_storeu_ps(t309, t325);
            int t321 = (int)t18;
            float *t322 = &out[i * 40 + t321];
            const float *t323 = in;
            const float *t335 = t323 + (t321 * 40 + i);
            __m512 t336 = _mm512_loadu_ps(t335 + 0);
            __m512 t337 = _mm512_loadu_ps(t335 + 40);
            __m512 t338 = _mm512_loadu_ps(t335 + 80);
            __m512 t339 = _mm512_loadu_ps(t335 + 120);
            __m512 t340 = _mm512_loadu_ps(t335 + 160);
            __m512 t341 = _mm512_loadu_ps(t335 + 200);
            __m512 t342 = _mm512_loadu_ps(t335 + 240);
            __m512 t343 = _mm512_loadu_ps(t335 + 280);
            __m512 t344 = _mm512_loadu_ps(t335 + 320);
            __m512 t345 = _mm512_loadu_ps(t335 + 360);
            __m512 t346 = _mm512_loadu_ps(t335 + 400);
            __m512 t347 = _mm512_loadu_ps(t335 + 440);
            __m512 t348 = _mm512_loadu_ps(t335 + 480);
            __m512 t349 = _mm512_loadu_ps(t335 + 520);
            __m512 t350 = _mm512_loadu_ps(t335 + 560);
            __m512 t351 = _mm512_loadu_ps(t335 + 600);
            __m512 t352 = _mm512_permutex2var_ps(t336, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t344);
            __m512 t353 = _mm512_permutex2var_ps(t336, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t344);
            __m512 t354 = _mm512_permutex2var_ps(t337, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t345);
            __m512 t355 = _mm512_permutex2var_ps(t337, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t345);
            __m512 t356 = _mm512_permutex2var_ps(t338, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t346);
            __m512 t357 = _mm512_permutex2var_ps(t338, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t346);
            __m512 t358 = _mm512_permutex2var_ps(t339, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t347);
            __m512 t359 = _mm512_permutex2var_ps(t339, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t347);
            __m512 t360 = _mm512_permutex2var_ps(t340, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t348);
            __m512 t361 = _mm512_permutex2var_ps(t340, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t348);
            __m512 t362 = _mm512_permutex2var_ps(t341, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t349);
            __m512 t363 = _mm512_permutex2var_ps(t341, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t349);
            __m512 t364 = _mm512_permutex2var_ps(t342, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t350);
            __m512 t365 = _mm512_permutex2var_ps(t342, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t350);
            __m512 t366 = _mm512_permutex2var_ps(t343, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t351);
            __m512 t367 = _mm512_permutex2var_ps(t343, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t351);
            __m512 t368 = _mm512_permutex2var_ps(t352, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t360);
            __m512 t369 = _mm512_permutex2var_ps(t352, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t360);
            __m512 t370 = _mm512_permutex2var_ps(t353, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t361);
            __m512 t371 = _mm512_permutex2var_ps(t353, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t361);
            __m512 t372 = _mm512_permutex2var_ps(t354, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t362);
            __m512 t373 = _mm512_permutex2var_ps(t354, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t362);
            __m512 t374 = _mm512_permutex2var_ps(t355, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t363);
            __m512 t375 = _mm512_permutex2var_ps(t355, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t363);
            __m512 t376 = _mm512_permutex2var_ps(t356, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t364);
            __m512 t377 = _mm512_permutex2var_ps(t356, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t364);
            __m512 t378 = _mm512_permutex2var_ps(t357, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t365);
            __m512 t379 = _mm512_permutex2var_ps(t357, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t365);
            __m512 t380 = _mm512_permutex2var_ps(t358, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t366);
            __m512 t381 = _mm512_permutex2var_ps(t358, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t366);
            __m512 t382 = _mm512_permutex2var_ps(t359, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t367);
            __m512 t383 = _mm512_permutex2var_ps(t359, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t367);
            __m512 t384 = _mm512_permutex2var_ps(t368, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t376);
            __m512 t385 = _mm512_permutex2var_ps(t368, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t376);
            __m512 t386 = _mm512_permutex2var_ps(t369, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t377);
            __m512 t387 = _mm512_permutex2var_ps(t369, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t377);
            __m512 t388 = _mm512_permutex2var_ps(t370, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t378);
            __m512 t389 = _mm512_permutex2var_ps(t370, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t378);
            __m512 t390 = _mm512_permutex2var_ps(t371, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t379);
            __m512 t391 = _mm512_permutex2var_ps(t371, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t379);
            __m512 t392 = _mm512_permutex2var_ps(t372, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t380);
            __m512 t393 = _mm512_permutex2var_ps(t372, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t380);
            __m512 t394 = _mm512_permutex2var_ps(t373, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t381);
            __m512 t395 = _mm512_permutex2var_ps(t373, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t381);
            __m512 t396 = _mm512_permutex2var_ps(t374, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t382);
            __m512 t397 = _mm512_permutex2var_ps(t374, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t382);
            __m512 t398 = _mm512_permutex2var_ps(t375, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t383);
            __m512 t399 = _mm512_permutex2var_ps(t375, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t383);
            __m512 t400 = _mm512_permutex2var_ps(t384, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t392);
            __m512 t401 = _mm512_permutex2var_ps(t384, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t392);
            __m512 t402 = _mm512_permutex2var_ps(t385, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t393);
            __m512 t403 = _mm512_permutex2var_ps(t385, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t393);
            __m512 t404 = _mm512_permutex2var_ps(t386, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t394);
            __m512 t405 = _mm512_permutex2var_ps(t386, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t394);
            __m512 t406 = _mm512_permutex2var_ps(t387, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t395);
            __m512 t407 = _mm512_permutex2var_ps(t387, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t395);
            __m512 t408 = _mm512_permutex2var_ps(t388, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t396);
            __m512 t409 = _mm512_permutex2var_ps(t388, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t396);
            __m512 t410 = _mm512_permutex2var_ps(t389, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t397);
            __m512 t411 = _mm512_permutex2var_ps(t389, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t397);
            __m512 t412 = _mm512_permutex2var_ps(t390, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t398);
            __m512 t413 = _mm512_permutex2var_ps(t390, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t398);
            __m512 t414 = _mm512_permutex2var_ps(t391, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t399);
            __m512 t415 = _mm512_permutex2var_ps(t391, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t399);
            __m512 t416 = _mm512_set1_ps(scale);
            __m512 t417 = _mm512_mul_ps(t400, t416);
            _mm512_storeu_ps(t322, t417);
            float *t334 = &out[t3 * 40 + t321];
            __m512 t419 = _mm512_set1_ps(scale);
            __m512 t420 = _mm512_mul_ps(t401, t419);
            _mm512_storeu_ps(t334, t420);
            float *t418 = &out[t4 * 40 + t321];
            __m512 t422 = _mm512_set1_ps(scale);
            __m512 t423 = _mm512_mul_ps(t402, t422);
            _mm512_storeu_ps(t418, t423);
            float *t421 = &out[t5 * 40 + t321];
            __m512 t425 = _mm512_set1_ps(scale);
            __m512 t426 = _mm512_mul_ps(t403, t425);
            _mm512_storeu_ps(t421, t426);
            float *t424 = &out[t6 * 40 + t321];
            __m512 t428 = _mm512_set1_ps(scale);
            __m512 t429 = _mm512_mul_ps(t404, t428);
            _mm512_storeu_ps(t424, t429);
            float *t427 = &out[t7 * 40 + t321];
            __m512 t431 = _mm512_set1_ps(scale);
            __m512 t432 = _mm512_mul_ps(t405, t431);
            _mm512_storeu_ps(t427, t432);
            float *t430 = &out[t8 * 40 + t321];
            __m512 t434 = _mm512_set1_ps(scale);
            __m512 t435 = _mm512_mul_ps(t406, t434);
            _mm512_storeu_ps(t430, t435);
            float *t433 = &out[t9 * 40 + t321];
            __m512 t437 = _mm512_set1_ps(scale);
            __m512 t438 = _mm512_mul_ps(t407, t437);
            _mm512_storeu_ps(t433, t438);
            float *t436 = &out[t10 * 40 + t321];
            __m512 t440 = _mm512_set1_ps(scale);
            __m512 t441 = _mm512_mul_ps(t408, t440);
            _mm512_storeu_ps(t436, t441);
            float *t439 = &out[t11 * 40 + t321];
            __m512 t443 = _mm512_set1_ps(scale);
            __m512 t444 = _mm512_mul_ps(t409, t443);
            _mm512_storeu_ps(t439, t444);
            float *t442 = &out[t12 * 40 + t321];
            __m512 t446 = _mm512_set1_ps(scale);
            __m512 t447 = _mm512_mul_ps(t410, t446);
            _mm512_storeu_ps(t442, t447);
            float *t445 = &out[t13 * 40 + t321];
            __m512 t449 = _mm512_set1_ps(scale);
            __m512 t450 = _mm512_mul_ps(t411, t449);
            _mm512_storeu_ps(t445, t450);
            float *t448 = &out[t14 * 40 + t321];
            __m512 t452 = _mm512_set1_ps(scale);
            __m512 t453 = _mm512_mul_ps(t412, t452);
            _mm512_storeu_ps(t448, t453);
            float *t451 = &out[t15 * 40 + t321];
            __m512 t455 = _mm512_set1_ps(scale);
            __m512 t456 = _mm512_mul_ps(t413, t455);
            _mm512_storeu_ps(t451, t456);
            float *t454 = &out[t16 * 40 + t321];
            __m512 t458 = _mm512_set1_ps(scale);
            __m512 t459 = _mm512_mul_ps(t414, t458);
            _mm512_storeu_ps(t454, t459);
            float *t457 = &out[t17 * 40 + t321];
            __m512 t460 = _mm512_set1_ps(scale);
            __m512 t461 = _mm512_mul_ps(t415, t460);
            _mm512_storeu_ps(t457, t461);
            t2 += 32L;
            if (t2 >= 32L) {
                __m512i t22 = _mm512_set1_epi32(8);
                __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
                float *t24 = &out[i * 40 + 32];
                const float *t25 = in;
                vcc_v16_long t120 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t121 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t122 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t121;
                vcc_v16_long t123 = t120 + t122;
                __m512 t124 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + i), t123, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t125 = _mm512_set1_ps(scale);
                __m512 t126 = _mm512_mul_ps(t124, t125);
                __m512 t127 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t126);
                _mm512_mask_storeu_ps(t24, t23, t127);
                float *t119 = &out[t3 * 40 + 32];
                vcc_v16_long t150 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t151 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t152 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t151;
                vcc_v16_long t153 = t150 + t152;
                __m512 t154 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t3), t153, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t155 = _mm512_set1_ps(scale);
                __m512 t156 = _mm512_mul_ps(t154, t155);
                __m512 t157 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t156);
                _mm512_mask_storeu_ps(t119, t23, t157);
                float *t149 = &out[t4 * 40 + 32];
                vcc_v16_long t169 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t170 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t171 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t170;
                vcc_v16_long t172 = t169 + t171;
                __m512 t173 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t4), t172, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t174 = _mm512_set1_ps(scale);
                __m512 t175 = _mm512_mul_ps(t173, t174);
                __m512 t176 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t175);
                _mm512_mask_storeu_ps(t149, t23, t176);
                float *t168 = &out[t5 * 40 + 32];
                vcc_v16_long t181 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t182 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t183 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t182;
                vcc_v16_long t184 = t181 + t183;
                __m512 t185 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t5), t184, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t186 = _mm512_set1_ps(scale);
                __m512 t187 = _mm512_mul_ps(t185, t186);
                __m512 t188 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t187);
                _mm512_mask_storeu_ps(t168, t23, t188);
                float *t180 = &out[t6 * 40 + 32];
                vcc_v16_long t193 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t194 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t195 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t194;
                vcc_v16_long t196 = t193 + t195;
                __m512 t197 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t6), t196, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t198 = _mm512_set1_ps(scale);
                __m512 t199 = _mm512_mul_ps(t197, t198);
                __m512 t200 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t199);
                _mm512_mask_storeu_ps(t180, t23, t200);
                float *t192 = &out[t7 * 40 + 32];
                vcc_v16_long t205 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t206 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t207 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t206;
                vcc_v16_long t208 = t205 + t207;
                __m512 t209 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t7), t208, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t210 = _mm512_set1_ps(scale);
                __m512 t211 = _mm512_mul_ps(t209, t210);
                __m512 t212 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t211);
                _mm512_mask_storeu_ps(t192, t23, t212);
                float *t204 = &out[t8 * 40 + 32];
                vcc_v16_long t217 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t218 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t219 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t218;
                vcc_v16_long t220 = t217 + t219;
                __m512 t221 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t8), t220, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t222 = _mm512_set1_ps(scale);
                __m512 t223 = _mm512_mul_ps(t221, t222);
                __m512 t224 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t223);
                _mm512_mask_storeu_ps(t204, t23, t224);
                float *t216 = &out[t9 * 40 + 32];
                vcc_v16_long t229 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t230 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t231 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t230;
                vcc_v16_long t232 = t229 + t231;
                __m512 t233 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t9), t232, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t234 = _mm512_set1_ps(scale);
                __m512 t235 = _mm512_mul_ps(t233, t234);
                __m512 t236 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t235);
                _mm512_mask_storeu_ps(t216, t23, t236);
                float *t228 = &out[t10 * 40 + 32];
                vcc_v16_long t241 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t242 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t243 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t242;
                vcc_v16_long t244 = t241 + t243;
                __m512 t245 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t10), t244, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t246 = _mm512_set1_ps(scale);
                __m512 t247 = _mm512_mul_ps(t245, t246);
                __m512 t248 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t247);
                _mm512_mask_storeu_ps(t228, t23, t248);
                float *t240 = &out[t11 * 40 + 32];
                vcc_v16_long t253 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t254 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t255 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t254;
                vcc_v16_long t256 = t253 + t255;
                __m512 t257 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t11), t256, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t258 = _mm512_set1_ps(scale);
                __m512 t259 = _mm512_mul_ps(t257, t258);
                __m512 t260 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t259);
                _mm512_mask_storeu_ps(t240, t23, t260);
                float *t252 = &out[t12 * 40 + 32];
                vcc_v16_long t265 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t266 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t267 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t266;
                vcc_v16_long t268 = t265 + t267;
                __m512 t269 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t12), t268, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t270 = _mm512_set1_ps(scale);
                __m512 t271 = _mm512_mul_ps(t269, t270);
                __m512 t272 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t271);
                _mm512_mask_storeu_ps(t252, t23, t272);
                float *t264 = &out[t13 * 40 + 32];
                vcc_v16_long t277 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t278 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t279 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t278;
                vcc_v16_long t280 = t277 + t279;
                __m512 t281 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t13), t280, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t282 = _mm512_set1_ps(scale);
                __m512 t283 = _mm512_mul_ps(t281, t282);
                __m512 t284 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t283);
                _mm512_mask_storeu_ps(t264, t23, t284);
                float *t276 = &out[t14 * 40 + 32];
                vcc_v16_long t289 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t290 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t291 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t290;
                vcc_v16_long t292 = t289 + t291;
                __m512 t293 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t14), t292, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t294 = _mm512_set1_ps(scale);
                __m512 t295 = _mm512_mul_ps(t293, t294);
                __m512 t296 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t295);
                _mm512_mask_storeu_ps(t276, t23, t296);
                float *t288 = &out[t15 * 40 + 32];
                vcc_v16_long t301 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t302 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t303 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t302;
                vcc_v16_long t304 = t301 + t303;
                __m512 t305 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t15), t304, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t306 = _mm512_set1_ps(scale);
                __m512 t307 = _mm512_mul_ps(t305, t306);
                __m512 t308 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t307);
                _mm512_mask_storeu_ps(t288, t23, t308);
                float *t300 = &out[t16 * 40 + 32];
                vcc_v16_long t313 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t314 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t315 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t314;
                vcc_v16_long t316 = t313 + t315;
                __m512 t317 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t16), t316, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t318 = _mm512_set1_ps(scale);
                __m512 t319 = _mm512_mul_ps(t317, t318);
                __m512 t320 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t319);
                _mm512_mask_storeu_ps(t300, t23, t320);
                float *t312 = &out[t17 * 40 + 32];
                vcc_v16_long t326 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t327 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t328 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t327;
                vcc_v16_long t329 = t326 + t328;
                __m512 t330 = (__m512)vcc_gather_masked(vcc_v16_float, t25 + (1280 + t17), t329, (vcc_m16)_mm512_movm_epi32(t23));
                __m512 t331 = _mm512_set1_ps(scale);
                __m512 t332 = _mm512_mul_ps(t330, t331);
                __m512 t333 = _mm512_mask_blend_ps(t23, (__m512)(vcc_v16_float){0}, t332);
                _mm512_mask_storeu_ps(t312, t23, t333);
                int j = 40;
                for (;; j++) {
                    if (j >= 40) {
                        goto L462;
                    }
                    const float *t26 = in;
                    out[i * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, i, j, scale));
                    out[t3 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t3, j, scale));
                    out[t4 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t4, j, scale));
                    out[t5 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t5, j, scale));
                    out[t6 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t6, j, scale));
                    out[t7 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t7, j, scale));
                    out[t8 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t8, j, scale));
                    out[t9 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t9, j, scale));
                    out[t10 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t10, j, scale));
                    out[t11 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t11, j, scale));
                    out[t12 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t12, j, scale));
                    out[t13 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t13, j, scale));
                    out[t14 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t14, j, scale));
                    out[t15 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t15, j, scale));
                    out[t16 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t16, j, scale));
                    out[t17 * 40 + j] = (_mm256_zeroupper(), at_transposed(t26, 40, t17, j, scale));
                }
            }
        }
    L462:;
    }
    for (; i_1 < 40; i_1++) {
        t1 = 0L;
        for (;;) {
            long t27 = t1 + 16L;
            int t28 = (int)t1;
            float *t29 = &out[i_1 * 40 + t28];
            const float *t30 = in;
            vcc_v16_long t131 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t132 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v16_long t133 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t132;
            vcc_v16_long t134 = t131 + t133;
            __m512 t135 = (__m512)vcc_gather(vcc_v16_float, t30 + (t28 * 40 + i_1), t134);
            __m512 t136 = _mm512_set1_ps(scale);
            __m512 t137 = _mm512_mul_ps(t135, t136);
            _mm512_storeu_ps(t29, t137);
            int t128 = (int)t27;
            float *t129 = &out[i_1 * 40 + t128];
            const float *t130 = in;
            vcc_v16_long t158 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t159 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v16_long t160 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t159;
            vcc_v16_long t161 = t158 + t160;
            __m512 t162 = (__m512)vcc_gather(vcc_v16_float, t130 + (t128 * 40 + i_1), t161);
            __m512 t163 = _mm512_set1_ps(scale);
            __m512 t164 = _mm512_mul_ps(t162, t163);
            _mm512_storeu_ps(t129, t164);
            t1 += 32L;
            if (t1 >= 32L) {
                __m512i t31 = _mm512_set1_epi32(8);
                __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t31, _MM_CMPINT_LT);
                float *t33 = &out[i_1 * 40 + 32];
                const float *t34 = in;
                vcc_v16_long t138 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t139 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t140 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t139;
                vcc_v16_long t141 = t138 + t140;
                __m512 t142 = (__m512)vcc_gather_masked(vcc_v16_float, t34 + (1280 + i_1), t141, (vcc_m16)_mm512_movm_epi32(t32));
                __m512 t143 = _mm512_set1_ps(scale);
                __m512 t144 = _mm512_mul_ps(t142, t143);
                __m512 t145 = _mm512_mask_blend_ps(t32, (__m512)(vcc_v16_float){0}, t144);
                _mm512_mask_storeu_ps(t33, t32, t145);
                int j_1 = 40;
                for (;; j_1++) {
                    if (j_1 >= 40) {
                        goto L463;
                    }
                    out[i_1 * 40 + j_1] = (_mm256_zeroupper(), at_transposed(in, 40, i_1, j_1, scale));
                }
            }
        }
    L463:;
    }
}

/* And with n a parameter. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void column(float *dst, int n, int rows, int i) {
    vcc_no_contract_body
    int t7;
    int j;
    long t2 = (long)rows;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        for (;;) {
            int t4 = (int)t1;
            float *t5 = dst + t4;
            const float *t6 = in;
            vcc_v16_long t14 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t15 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            vcc_v16_long t16 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t15;
            vcc_v16_long t17 = t14 + t16;
            __m512 t18 = (__m512)vcc_gather(vcc_v16_float, t6 + (t4 * n + i), t17);
            __m512 t19 = _mm512_set1_ps(-1.5f);
            __m512 t20 = _mm512_mul_ps(t18, t19);
            _mm512_storeu_ps(t5, t20);
            t1 += 16L;
            if (t1 >= t3) {
                t7 = (int)t3;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)rows + (long)t7 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        int t11 = (int)(long)t7;
        float *t12 = dst + t11;
        const float *t13 = in;
        vcc_v16_long t21 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t22 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
        vcc_v16_long t23 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t22;
        vcc_v16_long t24 = t21 + t23;
        __m512 t25 = (__m512)vcc_gather_masked(vcc_v16_float, t13 + (t11 * n + i), t24, (vcc_m16)_mm512_movm_epi32(t10));
        __m512 t26 = _mm512_set1_ps(-1.5f);
        __m512 t27 = _mm512_mul_ps(t25, t26);
        __m512 t28 = _mm512_mask_blend_ps(t10, (__m512)(vcc_v16_float){0}, t27);
        _mm512_mask_storeu_ps(t12, t10, t28);
        j = (int)((long)t7 + t8);
    } else {
        j = t7;
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
