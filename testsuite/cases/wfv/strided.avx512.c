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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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

/* vcc: function at strided.c:17 vector variant _ZGVeN16uuulu_at_transposed of `at_transposed`: VL 16, unmasked, m uniform, n uniform, i uniform, j linear step 1, scale uniform */
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

/* vcc: function at strided.c:17 vector variant _ZGVdN8uuulu_at_transposed of `at_transposed`: VL 8, unmasked, m uniform, n uniform, i uniform, j linear step 1, scale uniform */
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
            int t16 = (int)j_vec_1;
            float *t17 = &out[i * 40 + t16];
            const float *t18 = in;
            const float *t31 = t18 + (t16 * 40 + i);
            __m512 t32 = _mm512_loadu_ps(t31 + 0);
            __m512 t33 = _mm512_loadu_ps(t31 + 40);
            __m512 t34 = _mm512_loadu_ps(t31 + 80);
            __m512 t35 = _mm512_loadu_ps(t31 + 120);
            __m512 t36 = _mm512_loadu_ps(t31 + 160);
            __m512 t37 = _mm512_loadu_ps(t31 + 200);
            __m512 t38 = _mm512_loadu_ps(t31 + 240);
            __m512 t39 = _mm512_loadu_ps(t31 + 280);
            __m512 t40 = _mm512_loadu_ps(t31 + 320);
            __m512 t41 = _mm512_loadu_ps(t31 + 360);
            __m512 t42 = _mm512_loadu_ps(t31 + 400);
            __m512 t43 = _mm512_loadu_ps(t31 + 440);
            __m512 t44 = _mm512_loadu_ps(t31 + 480);
            __m512 t45 = _mm512_loadu_ps(t31 + 520);
            __m512 t46 = _mm512_loadu_ps(t31 + 560);
            __m512 t47 = _mm512_loadu_ps(t31 + 600);
            __m512 t48 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t40);
            __m512 t49 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t40);
            __m512 t50 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t41);
            __m512 t51 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t41);
            __m512 t52 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
            __m512 t53 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
            __m512 t54 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t43);
            __m512 t55 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t43);
            __m512 t56 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t44);
            __m512 t57 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t44);
            __m512 t58 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
            __m512 t59 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
            __m512 t60 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t61 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t62 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512 t63 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512 t64 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t56);
            __m512 t65 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t56);
            __m512 t66 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t57);
            __m512 t67 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t57);
            __m512 t68 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t58);
            __m512 t69 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t58);
            __m512 t70 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t59);
            __m512 t71 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t59);
            __m512 t72 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t60);
            __m512 t73 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t60);
            __m512 t74 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
            __m512 t75 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
            __m512 t76 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t77 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t78 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512 t79 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512 t80 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t72);
            __m512 t81 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t72);
            __m512 t82 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t73);
            __m512 t83 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t73);
            __m512 t84 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t74);
            __m512 t85 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t74);
            __m512 t86 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t75);
            __m512 t87 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t75);
            __m512 t88 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t76);
            __m512 t89 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t76);
            __m512 t90 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
            __m512 t91 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
            __m512 t92 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t93 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t94 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512 t95 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512 t96 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t88);
            __m512 t97 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t88);
            __m512 t98 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t89);
            __m512 t99 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t89);
            __m512 t100 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t90);
            __m512 t101 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t90);
            __m512 t102 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t91);
            __m512 t103 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t91);
            __m512 t104 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t92);
            __m512 t105 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t92);
            __m512 t106 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t93);
            __m512 t107 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t93);
            __m512 t108 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t94);
            __m512 t109 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t94);
            __m512 t110 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t95);
            __m512 t111 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t95);
            __m512 t112 = _mm512_set1_ps(scale);
            __m512 t113 = _mm512_mul_ps(t96, t112);
            _mm512_storeu_ps(t17, t113);
            float *t30 = &out[t1 * 40 + t16];
            __m512 t142 = _mm512_set1_ps(scale);
            __m512 t143 = _mm512_mul_ps(t97, t142);
            _mm512_storeu_ps(t30, t143);
            float *t141 = &out[t2 * 40 + t16];
            __m512 t161 = _mm512_set1_ps(scale);
            __m512 t162 = _mm512_mul_ps(t98, t161);
            _mm512_storeu_ps(t141, t162);
            float *t160 = &out[t3 * 40 + t16];
            __m512 t173 = _mm512_set1_ps(scale);
            __m512 t174 = _mm512_mul_ps(t99, t173);
            _mm512_storeu_ps(t160, t174);
            float *t172 = &out[t4 * 40 + t16];
            __m512 t185 = _mm512_set1_ps(scale);
            __m512 t186 = _mm512_mul_ps(t100, t185);
            _mm512_storeu_ps(t172, t186);
            float *t184 = &out[t5 * 40 + t16];
            __m512 t197 = _mm512_set1_ps(scale);
            __m512 t198 = _mm512_mul_ps(t101, t197);
            _mm512_storeu_ps(t184, t198);
            float *t196 = &out[t6 * 40 + t16];
            __m512 t209 = _mm512_set1_ps(scale);
            __m512 t210 = _mm512_mul_ps(t102, t209);
            _mm512_storeu_ps(t196, t210);
            float *t208 = &out[t7 * 40 + t16];
            __m512 t221 = _mm512_set1_ps(scale);
            __m512 t222 = _mm512_mul_ps(t103, t221);
            _mm512_storeu_ps(t208, t222);
            float *t220 = &out[t8 * 40 + t16];
            __m512 t233 = _mm512_set1_ps(scale);
            __m512 t234 = _mm512_mul_ps(t104, t233);
            _mm512_storeu_ps(t220, t234);
            float *t232 = &out[t9 * 40 + t16];
            __m512 t245 = _mm512_set1_ps(scale);
            __m512 t246 = _mm512_mul_ps(t105, t245);
            _mm512_storeu_ps(t232, t246);
            float *t244 = &out[t10 * 40 + t16];
            __m512 t257 = _mm512_set1_ps(scale);
            __m512 t258 = _mm512_mul_ps(t106, t257);
            _mm512_storeu_ps(t244, t258);
            float *t256 = &out[t11 * 40 + t16];
            __m512 t269 = _mm512_set1_ps(scale);
            __m512 t270 = _mm512_mul_ps(t107, t269);
            _mm512_storeu_ps(t256, t270);
            float *t268 = &out[t12 * 40 + t16];
            __m512 t281 = _mm512_set1_ps(scale);
            __m512 t282 = _mm512_mul_ps(t108, t281);
            _mm512_storeu_ps(t268, t282);
            float *t280 = &out[t13 * 40 + t16];
            __m512 t293 = _mm512_set1_ps(scale);
            __m512 t294 = _mm512_mul_ps(t109, t293);
            _mm512_storeu_ps(t280, t294);
            float *t292 = &out[t14 * 40 + t16];
            __m512 t305 = _mm512_set1_ps(scale);
            __m512 t306 = _mm512_mul_ps(t110, t305);
            _mm512_storeu_ps(t292, t306);
            float *t304 = &out[t15 * 40 + t16];
            __m512 t319 = _mm512_set1_ps(scale);
            __m512 t320 = _mm512_mul_ps(t111, t319);
            _mm512_storeu_ps(t304, t320);
            int t316 = (int)(j_vec_1 + 16L);
            float *t317 = &out[i * 40 + t316];
            const float *t318 = in;
            const float *t330 = t318 + (t316 * 40 + i);
            __m512 t331 = _mm512_loadu_ps(t330 + 0);
            __m512 t332 = _mm512_loadu_ps(t330 + 40);
            __m512 t333 = _mm512_loadu_ps(t330 + 80);
            __m512 t334 = _mm512_loadu_ps(t330 + 120);
            __m512 t335 = _mm512_loadu_ps(t330 + 160);
            __m512 t336 = _mm512_loadu_ps(t330 + 200);
            __m512 t337 = _mm512_loadu_ps(t330 + 240);
            __m512 t338 = _mm512_loadu_ps(t330 + 280);
            __m512 t339 = _mm512_loadu_ps(t330 + 320);
            __m512 t340 = _mm512_loadu_ps(t330 + 360);
            __m512 t341 = _mm512_loadu_ps(t330 + 400);
            __m512 t342 = _mm512_loadu_ps(t330 + 440);
            __m512 t343 = _mm512_loadu_ps(t330 + 480);
            __m512 t344 = _mm512_loadu_ps(t330 + 520);
            __m512 t345 = _mm512_loadu_ps(t330 + 560);
            __m512 t346 = _mm512_loadu_ps(t330 + 600);
            __m512 t347 = _mm512_permutex2var_ps(t331, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t339);
            __m512 t348 = _mm512_permutex2var_ps(t331, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t339);
            __m512 t349 = _mm512_permutex2var_ps(t332, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t340);
            __m512 t350 = _mm512_permutex2var_ps(t332, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t340);
            __m512 t351 = _mm512_permutex2var_ps(t333, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t341);
            __m512 t352 = _mm512_permutex2var_ps(t333, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t341);
            __m512 t353 = _mm512_permutex2var_ps(t334, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t342);
            __m512 t354 = _mm512_permutex2var_ps(t334, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t342);
            __m512 t355 = _mm512_permutex2var_ps(t335, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t343);
            __m512 t356 = _mm512_permutex2var_ps(t335, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t343);
            __m512 t357 = _mm512_permutex2var_ps(t336, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t344);
            __m512 t358 = _mm512_permutex2var_ps(t336, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t344);
            __m512 t359 = _mm512_permutex2var_ps(t337, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t345);
            __m512 t360 = _mm512_permutex2var_ps(t337, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t345);
            __m512 t361 = _mm512_permutex2var_ps(t338, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t346);
            __m512 t362 = _mm512_permutex2var_ps(t338, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t346);
            __m512 t363 = _mm512_permutex2var_ps(t347, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t355);
            __m512 t364 = _mm512_permutex2var_ps(t347, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t355);
            __m512 t365 = _mm512_permutex2var_ps(t348, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t356);
            __m512 t366 = _mm512_permutex2var_ps(t348, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t356);
            __m512 t367 = _mm512_permutex2var_ps(t349, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t357);
            __m512 t368 = _mm512_permutex2var_ps(t349, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t357);
            __m512 t369 = _mm512_permutex2var_ps(t350, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t358);
            __m512 t370 = _mm512_permutex2var_ps(t350, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t358);
            __m512 t371 = _mm512_permutex2var_ps(t351, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t359);
            __m512 t372 = _mm512_permutex2var_ps(t351, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t359);
            __m512 t373 = _mm512_permutex2var_ps(t352, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t360);
            __m512 t374 = _mm512_permutex2var_ps(t352, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t360);
            __m512 t375 = _mm512_permutex2var_ps(t353, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t361);
            __m512 t376 = _mm512_permutex2var_ps(t353, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t361);
            __m512 t377 = _mm512_permutex2var_ps(t354, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t362);
            __m512 t378 = _mm512_permutex2var_ps(t354, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t362);
            __m512 t379 = _mm512_permutex2var_ps(t363, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t371);
            __m512 t380 = _mm512_permutex2var_ps(t363, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t371);
            __m512 t381 = _mm512_permutex2var_ps(t364, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t372);
            __m512 t382 = _mm512_permutex2var_ps(t364, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t372);
            __m512 t383 = _mm512_permutex2var_ps(t365, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t373);
            __m512 t384 = _mm512_permutex2var_ps(t365, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t373);
            __m512 t385 = _mm512_permutex2var_ps(t366, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t374);
            __m512 t386 = _mm512_permutex2var_ps(t366, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t374);
            __m512 t387 = _mm512_permutex2var_ps(t367, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t375);
            __m512 t388 = _mm512_permutex2var_ps(t367, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t375);
            __m512 t389 = _mm512_permutex2var_ps(t368, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t376);
            __m512 t390 = _mm512_permutex2var_ps(t368, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t376);
            __m512 t391 = _mm512_permutex2var_ps(t369, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t377);
            __m512 t392 = _mm512_permutex2var_ps(t369, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t377);
            __m512 t393 = _mm512_permutex2var_ps(t370, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t378);
            __m512 t394 = _mm512_permutex2var_ps(t370, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t378);
            __m512 t395 = _mm512_permutex2var_ps(t379, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t387);
            __m512 t396 = _mm512_permutex2var_ps(t379, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t387);
            __m512 t397 = _mm512_permutex2var_ps(t380, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t388);
            __m512 t398 = _mm512_permutex2var_ps(t380, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t388);
            __m512 t399 = _mm512_permutex2var_ps(t381, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t389);
            __m512 t400 = _mm512_permutex2var_ps(t381, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t389);
            __m512 t401 = _mm512_permutex2var_ps(t382, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t390);
            __m512 t402 = _mm512_permutex2var_ps(t382, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t390);
            __m512 t403 = _mm512_permutex2var_ps(t383, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t391);
            __m512 t404 = _mm512_permutex2var_ps(t383, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t391);
            __m512 t405 = _mm512_permutex2var_ps(t384, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t392);
            __m512 t406 = _mm512_permutex2var_ps(t384, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t392);
            __m512 t407 = _mm512_permutex2var_ps(t385, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t393);
            __m512 t408 = _mm512_permutex2var_ps(t385, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t393);
            __m512 t409 = _mm512_permutex2var_ps(t386, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t394);
            __m512 t410 = _mm512_permutex2var_ps(t386, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t394);
            __m512 t411 = _mm512_set1_ps(scale);
            __m512 t412 = _mm512_mul_ps(t395, t411);
            _mm512_storeu_ps(t317, t412);
            float *t329 = &out[t1 * 40 + t316];
            __m512 t414 = _mm512_set1_ps(scale);
            __m512 t415 = _mm512_mul_ps(t396, t414);
            _mm512_storeu_ps(t329, t415);
            float *t413 = &out[t2 * 40 + t316];
            __m512 t417 = _mm512_set1_ps(scale);
            __m512 t418 = _mm512_mul_ps(t397, t417);
            _mm512_storeu_ps(t413, t418);
            float *t416 = &out[t3 * 40 + t316];
            __m512 t420 = _mm512_set1_ps(scale);
            __m512 t421 = _mm512_mul_ps(t398, t420);
            _mm512_storeu_ps(t416, t421);
            float *t419 = &out[t4 * 40 + t316];
            __m512 t423 = _mm512_set1_ps(scale);
            __m512 t424 = _mm512_mul_ps(t399, t423);
            _mm512_storeu_ps(t419, t424);
            float *t422 = &out[t5 * 40 + t316];
            __m512 t426 = _mm512_set1_ps(scale);
            __m512 t427 = _mm512_mul_ps(t400, t426);
            _mm512_storeu_ps(t422, t427);
            float *t425 = &out[t6 * 40 + t316];
            __m512 t429 = _mm512_set1_ps(scale);
            __m512 t430 = _mm512_mul_ps(t401, t429);
            _mm512_storeu_ps(t425, t430);
            float *t428 = &out[t7 * 40 + t316];
            __m512 t432 = _mm512_set1_ps(scale);
            __m512 t433 = _mm512_mul_ps(t402, t432);
            _mm512_storeu_ps(t428, t433);
            float *t431 = &out[t8 * 40 + t316];
            __m512 t435 = _mm512_set1_ps(scale);
            __m512 t436 = _mm512_mul_ps(t403, t435);
            _mm512_storeu_ps(t431, t436);
            float *t434 = &out[t9 * 40 + t316];
            __m512 t438 = _mm512_set1_ps(scale);
            __m512 t439 = _mm512_mul_ps(t404, t438);
            _mm512_storeu_ps(t434, t439);
            float *t437 = &out[t10 * 40 + t316];
            __m512 t441 = _mm512_set1_ps(scale);
            __m512 t442 = _mm512_mul_ps(t405, t441);
            _mm512_storeu_ps(t437, t442);
            float *t440 = &out[t11 * 40 + t316];
            __m512 t444 = _mm512_set1_ps(scale);
            __m512 t445 = _mm512_mul_ps(t406, t444);
            _mm512_storeu_ps(t440, t445);
            float *t443 = &out[t12 * 40 + t316];
            __m512 t447 = _mm512_set1_ps(scale);
            __m512 t448 = _mm512_mul_ps(t407, t447);
            _mm512_storeu_ps(t443, t448);
            float *t446 = &out[t13 * 40 + t316];
            __m512 t450 = _mm512_set1_ps(scale);
            __m512 t451 = _mm512_mul_ps(t408, t450);
            _mm512_storeu_ps(t446, t451);
            float *t449 = &out[t14 * 40 + t316];
            __m512 t453 = _mm512_set1_ps(scale);
            __m512 t454 = _mm512_mul_ps(t409, t453);
            _mm512_storeu_ps(t449, t454);
            float *t452 = &out[t15 * 40 + t316];
            __m512 t455 = _mm512_set1_ps(scale);
            __m512 t456 = _mm512_mul_ps(t410, t455);
            _mm512_storeu_ps(t452, t456);
            j_vec_1 += 32L;
            if (j_vec_1 >= 32L) {
                __m512i t19 = _mm512_set1_epi32(8);
                __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
                float *t21 = &out[i * 40 + 32];
                const float *t22 = in;
                vcc_v16_long t115 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t116 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t117 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t116;
                vcc_v16_long t118 = t115 + t117;
                __m512 t119 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + i), t118, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t120 = _mm512_set1_ps(scale);
                __m512 t121 = _mm512_mul_ps(t119, t120);
                __m512 t122 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t121);
                _mm512_mask_storeu_ps(t21, t20, t122);
                float *t114 = &out[t1 * 40 + 32];
                vcc_v16_long t145 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t146 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t147 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t146;
                vcc_v16_long t148 = t145 + t147;
                __m512 t149 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t1), t148, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t150 = _mm512_set1_ps(scale);
                __m512 t151 = _mm512_mul_ps(t149, t150);
                __m512 t152 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t151);
                _mm512_mask_storeu_ps(t114, t20, t152);
                float *t144 = &out[t2 * 40 + 32];
                vcc_v16_long t164 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t165 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t166 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t165;
                vcc_v16_long t167 = t164 + t166;
                __m512 t168 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t2), t167, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t169 = _mm512_set1_ps(scale);
                __m512 t170 = _mm512_mul_ps(t168, t169);
                __m512 t171 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t170);
                _mm512_mask_storeu_ps(t144, t20, t171);
                float *t163 = &out[t3 * 40 + 32];
                vcc_v16_long t176 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t177 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t178 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t177;
                vcc_v16_long t179 = t176 + t178;
                __m512 t180 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t3), t179, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t181 = _mm512_set1_ps(scale);
                __m512 t182 = _mm512_mul_ps(t180, t181);
                __m512 t183 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t182);
                _mm512_mask_storeu_ps(t163, t20, t183);
                float *t175 = &out[t4 * 40 + 32];
                vcc_v16_long t188 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t189 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t190 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t189;
                vcc_v16_long t191 = t188 + t190;
                __m512 t192 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t4), t191, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t193 = _mm512_set1_ps(scale);
                __m512 t194 = _mm512_mul_ps(t192, t193);
                __m512 t195 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t194);
                _mm512_mask_storeu_ps(t175, t20, t195);
                float *t187 = &out[t5 * 40 + 32];
                vcc_v16_long t200 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t201 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t202 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t201;
                vcc_v16_long t203 = t200 + t202;
                __m512 t204 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t5), t203, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t205 = _mm512_set1_ps(scale);
                __m512 t206 = _mm512_mul_ps(t204, t205);
                __m512 t207 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t206);
                _mm512_mask_storeu_ps(t187, t20, t207);
                float *t199 = &out[t6 * 40 + 32];
                vcc_v16_long t212 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t213 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t214 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t213;
                vcc_v16_long t215 = t212 + t214;
                __m512 t216 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t6), t215, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t217 = _mm512_set1_ps(scale);
                __m512 t218 = _mm512_mul_ps(t216, t217);
                __m512 t219 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t218);
                _mm512_mask_storeu_ps(t199, t20, t219);
                float *t211 = &out[t7 * 40 + 32];
                vcc_v16_long t224 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t225 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t226 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t225;
                vcc_v16_long t227 = t224 + t226;
                __m512 t228 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t7), t227, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t229 = _mm512_set1_ps(scale);
                __m512 t230 = _mm512_mul_ps(t228, t229);
                __m512 t231 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t230);
                _mm512_mask_storeu_ps(t211, t20, t231);
                float *t223 = &out[t8 * 40 + 32];
                vcc_v16_long t236 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t237 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t238 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t237;
                vcc_v16_long t239 = t236 + t238;
                __m512 t240 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t8), t239, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t241 = _mm512_set1_ps(scale);
                __m512 t242 = _mm512_mul_ps(t240, t241);
                __m512 t243 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t242);
                _mm512_mask_storeu_ps(t223, t20, t243);
                float *t235 = &out[t9 * 40 + 32];
                vcc_v16_long t248 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t249 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t250 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t249;
                vcc_v16_long t251 = t248 + t250;
                __m512 t252 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t9), t251, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t253 = _mm512_set1_ps(scale);
                __m512 t254 = _mm512_mul_ps(t252, t253);
                __m512 t255 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t254);
                _mm512_mask_storeu_ps(t235, t20, t255);
                float *t247 = &out[t10 * 40 + 32];
                vcc_v16_long t260 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t261 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t262 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t261;
                vcc_v16_long t263 = t260 + t262;
                __m512 t264 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t10), t263, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t265 = _mm512_set1_ps(scale);
                __m512 t266 = _mm512_mul_ps(t264, t265);
                __m512 t267 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t266);
                _mm512_mask_storeu_ps(t247, t20, t267);
                float *t259 = &out[t11 * 40 + 32];
                vcc_v16_long t272 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t273 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t274 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t273;
                vcc_v16_long t275 = t272 + t274;
                __m512 t276 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t11), t275, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t277 = _mm512_set1_ps(scale);
                __m512 t278 = _mm512_mul_ps(t276, t277);
                __m512 t279 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t278);
                _mm512_mask_storeu_ps(t259, t20, t279);
                float *t271 = &out[t12 * 40 + 32];
                vcc_v16_long t284 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t285 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t286 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t285;
                vcc_v16_long t287 = t284 + t286;
                __m512 t288 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t12), t287, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t289 = _mm512_set1_ps(scale);
                __m512 t290 = _mm512_mul_ps(t288, t289);
                __m512 t291 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t290);
                _mm512_mask_storeu_ps(t271, t20, t291);
                float *t283 = &out[t13 * 40 + 32];
                vcc_v16_long t296 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t297 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t298 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t297;
                vcc_v16_long t299 = t296 + t298;
                __m512 t300 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t13), t299, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t301 = _mm512_set1_ps(scale);
                __m512 t302 = _mm512_mul_ps(t300, t301);
                __m512 t303 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t302);
                _mm512_mask_storeu_ps(t283, t20, t303);
                float *t295 = &out[t14 * 40 + 32];
                vcc_v16_long t308 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t309 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t310 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t309;
                vcc_v16_long t311 = t308 + t310;
                __m512 t312 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t14), t311, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t313 = _mm512_set1_ps(scale);
                __m512 t314 = _mm512_mul_ps(t312, t313);
                __m512 t315 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t314);
                _mm512_mask_storeu_ps(t295, t20, t315);
                float *t307 = &out[t15 * 40 + 32];
                vcc_v16_long t321 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t322 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t323 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t322;
                vcc_v16_long t324 = t321 + t323;
                __m512 t325 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (1280 + t15), t324, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t326 = _mm512_set1_ps(scale);
                __m512 t327 = _mm512_mul_ps(t325, t326);
                __m512 t328 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t327);
                _mm512_mask_storeu_ps(t307, t20, t328);
                break;
            }
        }
    }
    for (; i_1 < 40; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 16, UF 2, masked remainder */
        for (;;) {
            int t23 = (int)j_vec;
            float *t24 = &out[i_1 * 40 + t23];
            const float *t25 = in;
            vcc_v16_long t126 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t127 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v16_long t128 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t127;
            vcc_v16_long t129 = t126 + t128;
            __m512 t130 = (__m512)vcc_gather(vcc_v16_float, t25 + (t23 * 40 + i_1), t129);
            __m512 t131 = _mm512_set1_ps(scale);
            __m512 t132 = _mm512_mul_ps(t130, t131);
            _mm512_storeu_ps(t24, t132);
            int t123 = (int)(j_vec + 16L);
            float *t124 = &out[i_1 * 40 + t123];
            const float *t125 = in;
            vcc_v16_long t153 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t154 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v16_long t155 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t154;
            vcc_v16_long t156 = t153 + t155;
            __m512 t157 = (__m512)vcc_gather(vcc_v16_float, t125 + (t123 * 40 + i_1), t156);
            __m512 t158 = _mm512_set1_ps(scale);
            __m512 t159 = _mm512_mul_ps(t157, t158);
            _mm512_storeu_ps(t124, t159);
            j_vec += 32L;
            if (j_vec >= 32L) {
                __m512i t26 = _mm512_set1_epi32(8);
                __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
                float *t28 = &out[i_1 * 40 + 32];
                const float *t29 = in;
                vcc_v16_long t133 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t134 = (vcc_v16_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                vcc_v16_long t135 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t134;
                vcc_v16_long t136 = t133 + t135;
                __m512 t137 = (__m512)vcc_gather_masked(vcc_v16_float, t29 + (1280 + i_1), t136, (vcc_m16)_mm512_movm_epi32(t27));
                __m512 t138 = _mm512_set1_ps(scale);
                __m512 t139 = _mm512_mul_ps(t137, t138);
                __m512 t140 = _mm512_mask_blend_ps(t27, (__m512)(vcc_v16_float){0}, t139);
                _mm512_mask_storeu_ps(t28, t27, t140);
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
            float *t4 = dst + j_vec;
            const float *t5 = in;
            vcc_v16_long t14 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t15 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
            vcc_v16_long t16 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t15;
            vcc_v16_long t17 = t14 + t16;
            __m512 t18 = (__m512)vcc_gather(vcc_v16_float, t5 + (t3 * n + i), t17);
            __m512 t19 = _mm512_set1_ps(-1.5f);
            __m512 t20 = _mm512_mul_ps(t18, t19);
            _mm512_storeu_ps(t4, t20);
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
        long t10 = (long)t6;
        int t11 = (int)t10;
        float *t12 = dst + t10;
        const float *t13 = in;
        vcc_v16_long t21 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
        vcc_v16_long t22 = ({ long vcc_x = 1L * (long)n; (vcc_v16_long){vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x, vcc_x}; });
        vcc_v16_long t23 = (vcc_v16_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L} * t22;
        vcc_v16_long t24 = t21 + t23;
        __m512 t25 = (__m512)vcc_gather_masked(vcc_v16_float, t13 + (t11 * n + i), t24, (vcc_m16)_mm512_movm_epi32(t9));
        __m512 t26 = _mm512_set1_ps(-1.5f);
        __m512 t27 = _mm512_mul_ps(t25, t26);
        __m512 t28 = _mm512_mask_blend_ps(t9, (__m512)(vcc_v16_float){0}, t27);
        _mm512_mask_storeu_ps(t12, t9, t28);
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
