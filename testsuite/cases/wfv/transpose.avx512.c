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
typedef int vcc_v8_int __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uulu_at(const float *m, int i, int j, float s);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uulu_at(const float *m, int i, int j, float s);
/* A transposed read in a vector variant (unroll_jam.rs's transpose rule through the call, then
   transpose.rs after inlining): `at` reads `m[j * W + i]`, a strided gather along the linear j.
   The loop over i is jammed by the variant's lanes L, so that one vector iteration makes L
   calls for the neighbouring columns i .. i+L-1; once inlined, their L gathers are L rows of L
   consecutive elements, loaded as such and transposed in registers. The outer counts run over
   values that are and are not multiples of L (the last ones in the original nest), the inner
   ones too (the epilogue). `rewrite` stores into the matrix the calls read: not jammed. */
#include <stdio.h>
#include <string.h>
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 7 */

#define W 72

static float in[W * W], out[W * W];

/* #pragma omp declare simd uniform(m, i, s) linear(j) notinbranch */
float at(const float *m, int i, int j, float s) {
    return m[j * W + i] * s;
}

/* vcc: function at transpose.c:18 vector variant _ZGVeN16uulu_at of `at`: VL 16, unmasked, m uniform, i uniform, j linear step 1, s uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16uulu_at(const float *m, int i, int j, float s) {
    vcc_no_contract_body
    vcc_v16_long t1 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v16_long t2 = t1 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
    __m512 t3 = (__m512)vcc_gather(vcc_v16_float, m + (j * 72 + i), t2);
    __m512 t4 = _mm512_set1_ps(s);
    __m512 t5 = _mm512_mul_ps(t3, t4);
    return t5;
}

/* vcc: function at transpose.c:18 vector variant _ZGVdN8uulu_at of `at`: VL 8, unmasked, m uniform, i uniform, j linear step 1, s uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8uulu_at(const float *m, int i, int j, float s) {
    vcc_no_contract_body
    __m512i t1 = _mm512_set1_epi64((long long)0L);
    __m512i t2 = _mm512_add_epi64(t1, _mm512_setr_epi64(0LL, 72LL, 144LL, 216LL, 288LL, 360LL, 432LL, 504LL));
    __m256 t3 = (__m256)vcc_gather(vcc_v8_float, m + (j * 72 + i), (vcc_v8_long)t2);
    __m256 t4 = _mm256_set1_ps(s);
    __m256 t5 = _mm256_mul_ps(t3, t4);
    return t5;
}

static __typeof__(in) in __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cols53(int rows, float s) {
    vcc_no_contract_body
    int t15;
    int i_1;
    int i = 0;
    for (;; i = t15 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= rows) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= rows) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= rows) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= rows) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= rows) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= rows) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= rows) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= rows) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= rows) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= rows) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= rows) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= rows) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= rows) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= rows) {
            i_1 = i;
            break;
        }
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:25 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t16 = (int)j_vec_1;
            float *t17 = &out[i * 72 + t16];
            const float *t18 = in;
            const float *t31 = t18 + (t16 * 72 + i);
            __m512 t32 = _mm512_loadu_ps(t31 + 0);
            __m512 t33 = _mm512_loadu_ps(t31 + 72);
            __m512 t34 = _mm512_loadu_ps(t31 + 144);
            __m512 t35 = _mm512_loadu_ps(t31 + 216);
            __m512 t36 = _mm512_loadu_ps(t31 + 288);
            __m512 t37 = _mm512_loadu_ps(t31 + 360);
            __m512 t38 = _mm512_loadu_ps(t31 + 432);
            __m512 t39 = _mm512_loadu_ps(t31 + 504);
            __m512 t40 = _mm512_loadu_ps(t31 + 576);
            __m512 t41 = _mm512_loadu_ps(t31 + 648);
            __m512 t42 = _mm512_loadu_ps(t31 + 720);
            __m512 t43 = _mm512_loadu_ps(t31 + 792);
            __m512 t44 = _mm512_loadu_ps(t31 + 864);
            __m512 t45 = _mm512_loadu_ps(t31 + 936);
            __m512 t46 = _mm512_loadu_ps(t31 + 1008);
            __m512 t47 = _mm512_loadu_ps(t31 + 1080);
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
            __m512 t112 = _mm512_set1_ps(s);
            __m512 t113 = _mm512_mul_ps(t96, t112);
            _mm512_storeu_ps(t17, t113);
            float *t30 = &out[t1 * 72 + t16];
            __m512 t133 = _mm512_set1_ps(s);
            __m512 t134 = _mm512_mul_ps(t97, t133);
            _mm512_storeu_ps(t30, t134);
            float *t132 = &out[t2 * 72 + t16];
            __m512 t143 = _mm512_set1_ps(s);
            __m512 t144 = _mm512_mul_ps(t98, t143);
            _mm512_storeu_ps(t132, t144);
            float *t142 = &out[t3 * 72 + t16];
            __m512 t153 = _mm512_set1_ps(s);
            __m512 t154 = _mm512_mul_ps(t99, t153);
            _mm512_storeu_ps(t142, t154);
            float *t152 = &out[t4 * 72 + t16];
            __m512 t163 = _mm512_set1_ps(s);
            __m512 t164 = _mm512_mul_ps(t100, t163);
            _mm512_storeu_ps(t152, t164);
            float *t162 = &out[t5 * 72 + t16];
            __m512 t173 = _mm512_set1_ps(s);
            __m512 t174 = _mm512_mul_ps(t101, t173);
            _mm512_storeu_ps(t162, t174);
            float *t172 = &out[t6 * 72 + t16];
            __m512 t183 = _mm512_set1_ps(s);
            __m512 t184 = _mm512_mul_ps(t102, t183);
            _mm512_storeu_ps(t172, t184);
            float *t182 = &out[t7 * 72 + t16];
            __m512 t193 = _mm512_set1_ps(s);
            __m512 t194 = _mm512_mul_ps(t103, t193);
            _mm512_storeu_ps(t182, t194);
            float *t192 = &out[t8 * 72 + t16];
            __m512 t203 = _mm512_set1_ps(s);
            __m512 t204 = _mm512_mul_ps(t104, t203);
            _mm512_storeu_ps(t192, t204);
            float *t202 = &out[t9 * 72 + t16];
            __m512 t213 = _mm512_set1_ps(s);
            __m512 t214 = _mm512_mul_ps(t105, t213);
            _mm512_storeu_ps(t202, t214);
            float *t212 = &out[t10 * 72 + t16];
            __m512 t223 = _mm512_set1_ps(s);
            __m512 t224 = _mm512_mul_ps(t106, t223);
            _mm512_storeu_ps(t212, t224);
            float *t222 = &out[t11 * 72 + t16];
            __m512 t233 = _mm512_set1_ps(s);
            __m512 t234 = _mm512_mul_ps(t107, t233);
            _mm512_storeu_ps(t222, t234);
            float *t232 = &out[t12 * 72 + t16];
            __m512 t243 = _mm512_set1_ps(s);
            __m512 t244 = _mm512_mul_ps(t108, t243);
            _mm512_storeu_ps(t232, t244);
            float *t242 = &out[t13 * 72 + t16];
            __m512 t253 = _mm512_set1_ps(s);
            __m512 t254 = _mm512_mul_ps(t109, t253);
            _mm512_storeu_ps(t242, t254);
            float *t252 = &out[t14 * 72 + t16];
            __m512 t263 = _mm512_set1_ps(s);
            __m512 t264 = _mm512_mul_ps(t110, t263);
            _mm512_storeu_ps(t252, t264);
            float *t262 = &out[t15 * 72 + t16];
            __m512 t272 = _mm512_set1_ps(s);
            __m512 t273 = _mm512_mul_ps(t111, t272);
            _mm512_storeu_ps(t262, t273);
            j_vec_1 += 16L;
            if (j_vec_1 >= 48L) {
                __m512i t19 = _mm512_set1_epi32(5);
                __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
                float *t21 = &out[i * 72 + 48];
                const float *t22 = in;
                vcc_v16_long t115 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t116 = t115 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t117 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + i), t116, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t118 = _mm512_set1_ps(s);
                __m512 t119 = _mm512_mul_ps(t117, t118);
                __m512 t120 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t119);
                _mm512_mask_storeu_ps(t21, t20, t120);
                float *t114 = &out[t1 * 72 + 48];
                vcc_v16_long t136 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t137 = t136 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t138 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t1), t137, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t139 = _mm512_set1_ps(s);
                __m512 t140 = _mm512_mul_ps(t138, t139);
                __m512 t141 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t140);
                _mm512_mask_storeu_ps(t114, t20, t141);
                float *t135 = &out[t2 * 72 + 48];
                vcc_v16_long t146 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t147 = t146 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t148 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t2), t147, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t149 = _mm512_set1_ps(s);
                __m512 t150 = _mm512_mul_ps(t148, t149);
                __m512 t151 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t150);
                _mm512_mask_storeu_ps(t135, t20, t151);
                float *t145 = &out[t3 * 72 + 48];
                vcc_v16_long t156 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t157 = t156 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t158 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t3), t157, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t159 = _mm512_set1_ps(s);
                __m512 t160 = _mm512_mul_ps(t158, t159);
                __m512 t161 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t160);
                _mm512_mask_storeu_ps(t145, t20, t161);
                float *t155 = &out[t4 * 72 + 48];
                vcc_v16_long t166 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t167 = t166 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t168 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t4), t167, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t169 = _mm512_set1_ps(s);
                __m512 t170 = _mm512_mul_ps(t168, t169);
                __m512 t171 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t170);
                _mm512_mask_storeu_ps(t155, t20, t171);
                float *t165 = &out[t5 * 72 + 48];
                vcc_v16_long t176 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t177 = t176 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t178 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t5), t177, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t179 = _mm512_set1_ps(s);
                __m512 t180 = _mm512_mul_ps(t178, t179);
                __m512 t181 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t180);
                _mm512_mask_storeu_ps(t165, t20, t181);
                float *t175 = &out[t6 * 72 + 48];
                vcc_v16_long t186 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t187 = t186 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t188 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t6), t187, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t189 = _mm512_set1_ps(s);
                __m512 t190 = _mm512_mul_ps(t188, t189);
                __m512 t191 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t190);
                _mm512_mask_storeu_ps(t175, t20, t191);
                float *t185 = &out[t7 * 72 + 48];
                vcc_v16_long t196 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t197 = t196 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t198 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t7), t197, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t199 = _mm512_set1_ps(s);
                __m512 t200 = _mm512_mul_ps(t198, t199);
                __m512 t201 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t200);
                _mm512_mask_storeu_ps(t185, t20, t201);
                float *t195 = &out[t8 * 72 + 48];
                vcc_v16_long t206 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t207 = t206 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t208 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t8), t207, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t209 = _mm512_set1_ps(s);
                __m512 t210 = _mm512_mul_ps(t208, t209);
                __m512 t211 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t210);
                _mm512_mask_storeu_ps(t195, t20, t211);
                float *t205 = &out[t9 * 72 + 48];
                vcc_v16_long t216 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t217 = t216 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t218 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t9), t217, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t219 = _mm512_set1_ps(s);
                __m512 t220 = _mm512_mul_ps(t218, t219);
                __m512 t221 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t220);
                _mm512_mask_storeu_ps(t205, t20, t221);
                float *t215 = &out[t10 * 72 + 48];
                vcc_v16_long t226 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t227 = t226 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t228 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t10), t227, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t229 = _mm512_set1_ps(s);
                __m512 t230 = _mm512_mul_ps(t228, t229);
                __m512 t231 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t230);
                _mm512_mask_storeu_ps(t215, t20, t231);
                float *t225 = &out[t11 * 72 + 48];
                vcc_v16_long t236 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t237 = t236 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t238 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t11), t237, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t239 = _mm512_set1_ps(s);
                __m512 t240 = _mm512_mul_ps(t238, t239);
                __m512 t241 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t240);
                _mm512_mask_storeu_ps(t225, t20, t241);
                float *t235 = &out[t12 * 72 + 48];
                vcc_v16_long t246 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t247 = t246 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t248 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t12), t247, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t249 = _mm512_set1_ps(s);
                __m512 t250 = _mm512_mul_ps(t248, t249);
                __m512 t251 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t250);
                _mm512_mask_storeu_ps(t235, t20, t251);
                float *t245 = &out[t13 * 72 + 48];
                vcc_v16_long t256 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t257 = t256 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t258 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t13), t257, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t259 = _mm512_set1_ps(s);
                __m512 t260 = _mm512_mul_ps(t258, t259);
                __m512 t261 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t260);
                _mm512_mask_storeu_ps(t245, t20, t261);
                float *t255 = &out[t14 * 72 + 48];
                vcc_v16_long t266 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t267 = t266 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t268 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t14), t267, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t269 = _mm512_set1_ps(s);
                __m512 t270 = _mm512_mul_ps(t268, t269);
                __m512 t271 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t270);
                _mm512_mask_storeu_ps(t255, t20, t271);
                float *t265 = &out[t15 * 72 + 48];
                vcc_v16_long t274 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t275 = t274 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t276 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (3456 + t15), t275, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t277 = _mm512_set1_ps(s);
                __m512 t278 = _mm512_mul_ps(t276, t277);
                __m512 t279 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t278);
                _mm512_mask_storeu_ps(t265, t20, t279);
                break;
            }
        }
    }
    for (; i_1 < rows; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:25 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            int t23 = (int)j_vec;
            float *t24 = &out[i_1 * 72 + t23];
            const float *t25 = in;
            vcc_v16_long t121 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t122 = t121 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t123 = (__m512)vcc_gather(vcc_v16_float, t25 + (t23 * 72 + i_1), t122);
            __m512 t124 = _mm512_set1_ps(s);
            __m512 t125 = _mm512_mul_ps(t123, t124);
            _mm512_storeu_ps(t24, t125);
            j_vec += 16L;
            if (j_vec >= 48L) {
                __m512i t26 = _mm512_set1_epi32(5);
                __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
                float *t28 = &out[i_1 * 72 + 48];
                const float *t29 = in;
                vcc_v16_long t126 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t127 = t126 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t128 = (__m512)vcc_gather_masked(vcc_v16_float, t29 + (3456 + i_1), t127, (vcc_m16)_mm512_movm_epi32(t27));
                __m512 t129 = _mm512_set1_ps(s);
                __m512 t130 = _mm512_mul_ps(t128, t129);
                __m512 t131 = _mm512_mask_blend_ps(t27, (__m512)(vcc_v16_float){0}, t130);
                _mm512_mask_storeu_ps(t28, t27, t131);
                break;
            }
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cols16(int rows, float s) {
    vcc_no_contract_body
    int t15;
    int i_1;
    int i = 0;
    for (;; i = t15 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= rows) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= rows) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= rows) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= rows) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= rows) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= rows) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= rows) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= rows) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= rows) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= rows) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= rows) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= rows) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= rows) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= rows) {
            i_1 = i;
            break;
        }
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:33 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t16 = (int)j_vec_1;
            float *t17 = &out[i * 72 + t16];
            const float *t18 = in;
            const float *t23 = t18 + (t16 * 72 + i);
            __m512 t24 = _mm512_loadu_ps(t23 + 0);
            __m512 t25 = _mm512_loadu_ps(t23 + 72);
            __m512 t26 = _mm512_loadu_ps(t23 + 144);
            __m512 t27 = _mm512_loadu_ps(t23 + 216);
            __m512 t28 = _mm512_loadu_ps(t23 + 288);
            __m512 t29 = _mm512_loadu_ps(t23 + 360);
            __m512 t30 = _mm512_loadu_ps(t23 + 432);
            __m512 t31 = _mm512_loadu_ps(t23 + 504);
            __m512 t32 = _mm512_loadu_ps(t23 + 576);
            __m512 t33 = _mm512_loadu_ps(t23 + 648);
            __m512 t34 = _mm512_loadu_ps(t23 + 720);
            __m512 t35 = _mm512_loadu_ps(t23 + 792);
            __m512 t36 = _mm512_loadu_ps(t23 + 864);
            __m512 t37 = _mm512_loadu_ps(t23 + 936);
            __m512 t38 = _mm512_loadu_ps(t23 + 1008);
            __m512 t39 = _mm512_loadu_ps(t23 + 1080);
            __m512 t40 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t32);
            __m512 t41 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t32);
            __m512 t42 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            __m512 t43 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            __m512 t44 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t34);
            __m512 t45 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t34);
            __m512 t46 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t35);
            __m512 t47 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t35);
            __m512 t48 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
            __m512 t49 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
            __m512 t50 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t37);
            __m512 t51 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t37);
            __m512 t52 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t38);
            __m512 t53 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t38);
            __m512 t54 = _mm512_permutex2var_ps(t31, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t39);
            __m512 t55 = _mm512_permutex2var_ps(t31, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t39);
            __m512 t56 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512 t57 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512 t58 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512 t59 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512 t60 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
            __m512 t61 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
            __m512 t62 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
            __m512 t63 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
            __m512 t64 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
            __m512 t65 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
            __m512 t66 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
            __m512 t67 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
            __m512 t68 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t54);
            __m512 t69 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t54);
            __m512 t70 = _mm512_permutex2var_ps(t47, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t55);
            __m512 t71 = _mm512_permutex2var_ps(t47, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t55);
            __m512 t72 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512 t73 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512 t74 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512 t75 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512 t76 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
            __m512 t77 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
            __m512 t78 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
            __m512 t79 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
            __m512 t80 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
            __m512 t81 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
            __m512 t82 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
            __m512 t83 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
            __m512 t84 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t70);
            __m512 t85 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t70);
            __m512 t86 = _mm512_permutex2var_ps(t63, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t71);
            __m512 t87 = _mm512_permutex2var_ps(t63, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t71);
            __m512 t88 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512 t89 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512 t90 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512 t91 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512 t92 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
            __m512 t93 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
            __m512 t94 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
            __m512 t95 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
            __m512 t96 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
            __m512 t97 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
            __m512 t98 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
            __m512 t99 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
            __m512 t100 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t86);
            __m512 t101 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t86);
            __m512 t102 = _mm512_permutex2var_ps(t79, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t87);
            __m512 t103 = _mm512_permutex2var_ps(t79, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t87);
            __m512 t104 = _mm512_set1_ps(s);
            __m512 t105 = _mm512_mul_ps(t88, t104);
            _mm512_storeu_ps(t17, t105);
            float *t22 = &out[t1 * 72 + t16];
            __m512 t112 = _mm512_set1_ps(s);
            __m512 t113 = _mm512_mul_ps(t89, t112);
            _mm512_storeu_ps(t22, t113);
            float *t111 = &out[t2 * 72 + t16];
            __m512 t115 = _mm512_set1_ps(s);
            __m512 t116 = _mm512_mul_ps(t90, t115);
            _mm512_storeu_ps(t111, t116);
            float *t114 = &out[t3 * 72 + t16];
            __m512 t118 = _mm512_set1_ps(s);
            __m512 t119 = _mm512_mul_ps(t91, t118);
            _mm512_storeu_ps(t114, t119);
            float *t117 = &out[t4 * 72 + t16];
            __m512 t121 = _mm512_set1_ps(s);
            __m512 t122 = _mm512_mul_ps(t92, t121);
            _mm512_storeu_ps(t117, t122);
            float *t120 = &out[t5 * 72 + t16];
            __m512 t124 = _mm512_set1_ps(s);
            __m512 t125 = _mm512_mul_ps(t93, t124);
            _mm512_storeu_ps(t120, t125);
            float *t123 = &out[t6 * 72 + t16];
            __m512 t127 = _mm512_set1_ps(s);
            __m512 t128 = _mm512_mul_ps(t94, t127);
            _mm512_storeu_ps(t123, t128);
            float *t126 = &out[t7 * 72 + t16];
            __m512 t130 = _mm512_set1_ps(s);
            __m512 t131 = _mm512_mul_ps(t95, t130);
            _mm512_storeu_ps(t126, t131);
            float *t129 = &out[t8 * 72 + t16];
            __m512 t133 = _mm512_set1_ps(s);
            __m512 t134 = _mm512_mul_ps(t96, t133);
            _mm512_storeu_ps(t129, t134);
            float *t132 = &out[t9 * 72 + t16];
            __m512 t136 = _mm512_set1_ps(s);
            __m512 t137 = _mm512_mul_ps(t97, t136);
            _mm512_storeu_ps(t132, t137);
            float *t135 = &out[t10 * 72 + t16];
            __m512 t139 = _mm512_set1_ps(s);
            __m512 t140 = _mm512_mul_ps(t98, t139);
            _mm512_storeu_ps(t135, t140);
            float *t138 = &out[t11 * 72 + t16];
            __m512 t142 = _mm512_set1_ps(s);
            __m512 t143 = _mm512_mul_ps(t99, t142);
            _mm512_storeu_ps(t138, t143);
            float *t141 = &out[t12 * 72 + t16];
            __m512 t145 = _mm512_set1_ps(s);
            __m512 t146 = _mm512_mul_ps(t100, t145);
            _mm512_storeu_ps(t141, t146);
            float *t144 = &out[t13 * 72 + t16];
            __m512 t148 = _mm512_set1_ps(s);
            __m512 t149 = _mm512_mul_ps(t101, t148);
            _mm512_storeu_ps(t144, t149);
            float *t147 = &out[t14 * 72 + t16];
            __m512 t151 = _mm512_set1_ps(s);
            __m512 t152 = _mm512_mul_ps(t102, t151);
            _mm512_storeu_ps(t147, t152);
            float *t150 = &out[t15 * 72 + t16];
            __m512 t153 = _mm512_set1_ps(s);
            __m512 t154 = _mm512_mul_ps(t103, t153);
            _mm512_storeu_ps(t150, t154);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
    }
    for (; i_1 < rows; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:33 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int t19 = (int)j_vec;
            float *t20 = &out[i_1 * 72 + t19];
            const float *t21 = in;
            vcc_v16_long t106 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t107 = t106 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t108 = (__m512)vcc_gather(vcc_v16_float, t21 + (t19 * 72 + i_1), t107);
            __m512 t109 = _mm512_set1_ps(s);
            __m512 t110 = _mm512_mul_ps(t108, t109);
            _mm512_storeu_ps(t20, t110);
            j_vec += 16L;
        } while (j_vec < 16L);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cols70(int rows, float s) {
    vcc_no_contract_body
    int t15;
    int i_1;
    int i = 0;
    for (;; i = t15 + 1) {
        if (i >= rows) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= rows) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= rows) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
        if (t3 >= rows) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= rows) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= rows) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= rows) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= rows) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= rows) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= rows) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= rows) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= rows) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= rows) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= rows) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= rows) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= rows) {
            i_1 = i;
            break;
        }
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:41 vectorized: VF 16, UF 4, masked remainder */
        for (;;) {
            int t16 = (int)j_vec_1;
            float *t17 = &out[i * 72 + t16];
            const float *t18 = in;
            const float *t31 = t18 + (t16 * 72 + i);
            __m512 t32 = _mm512_loadu_ps(t31 + 0);
            __m512 t33 = _mm512_loadu_ps(t31 + 72);
            __m512 t34 = _mm512_loadu_ps(t31 + 144);
            __m512 t35 = _mm512_loadu_ps(t31 + 216);
            __m512 t36 = _mm512_loadu_ps(t31 + 288);
            __m512 t37 = _mm512_loadu_ps(t31 + 360);
            __m512 t38 = _mm512_loadu_ps(t31 + 432);
            __m512 t39 = _mm512_loadu_ps(t31 + 504);
            __m512 t40 = _mm512_loadu_ps(t31 + 576);
            __m512 t41 = _mm512_loadu_ps(t31 + 648);
            __m512 t42 = _mm512_loadu_ps(t31 + 720);
            __m512 t43 = _mm512_loadu_ps(t31 + 792);
            __m512 t44 = _mm512_loadu_ps(t31 + 864);
            __m512 t45 = _mm512_loadu_ps(t31 + 936);
            __m512 t46 = _mm512_loadu_ps(t31 + 1008);
            __m512 t47 = _mm512_loadu_ps(t31 + 1080);
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
            __m512 t112 = _mm512_set1_ps(s);
            __m512 t113 = _mm512_mul_ps(t96, t112);
            _mm512_storeu_ps(t17, t113);
            float *t30 = &out[t1 * 72 + t16];
            __m512 t136 = _mm512_set1_ps(s);
            __m512 t137 = _mm512_mul_ps(t97, t136);
            _mm512_storeu_ps(t30, t137);
            float *t135 = &out[t2 * 72 + t16];
            __m512 t154 = _mm512_set1_ps(s);
            __m512 t155 = _mm512_mul_ps(t98, t154);
            _mm512_storeu_ps(t135, t155);
            float *t153 = &out[t3 * 72 + t16];
            __m512 t172 = _mm512_set1_ps(s);
            __m512 t173 = _mm512_mul_ps(t99, t172);
            _mm512_storeu_ps(t153, t173);
            float *t171 = &out[t4 * 72 + t16];
            __m512 t187 = _mm512_set1_ps(s);
            __m512 t188 = _mm512_mul_ps(t100, t187);
            _mm512_storeu_ps(t171, t188);
            float *t186 = &out[t5 * 72 + t16];
            __m512 t197 = _mm512_set1_ps(s);
            __m512 t198 = _mm512_mul_ps(t101, t197);
            _mm512_storeu_ps(t186, t198);
            float *t196 = &out[t6 * 72 + t16];
            __m512 t207 = _mm512_set1_ps(s);
            __m512 t208 = _mm512_mul_ps(t102, t207);
            _mm512_storeu_ps(t196, t208);
            float *t206 = &out[t7 * 72 + t16];
            __m512 t217 = _mm512_set1_ps(s);
            __m512 t218 = _mm512_mul_ps(t103, t217);
            _mm512_storeu_ps(t206, t218);
            float *t216 = &out[t8 * 72 + t16];
            __m512 t227 = _mm512_set1_ps(s);
            __m512 t228 = _mm512_mul_ps(t104, t227);
            _mm512_storeu_ps(t216, t228);
            float *t226 = &out[t9 * 72 + t16];
            __m512 t237 = _mm512_set1_ps(s);
            __m512 t238 = _mm512_mul_ps(t105, t237);
            _mm512_storeu_ps(t226, t238);
            float *t236 = &out[t10 * 72 + t16];
            __m512 t247 = _mm512_set1_ps(s);
            __m512 t248 = _mm512_mul_ps(t106, t247);
            _mm512_storeu_ps(t236, t248);
            float *t246 = &out[t11 * 72 + t16];
            __m512 t257 = _mm512_set1_ps(s);
            __m512 t258 = _mm512_mul_ps(t107, t257);
            _mm512_storeu_ps(t246, t258);
            float *t256 = &out[t12 * 72 + t16];
            __m512 t267 = _mm512_set1_ps(s);
            __m512 t268 = _mm512_mul_ps(t108, t267);
            _mm512_storeu_ps(t256, t268);
            float *t266 = &out[t13 * 72 + t16];
            __m512 t277 = _mm512_set1_ps(s);
            __m512 t278 = _mm512_mul_ps(t109, t277);
            _mm512_storeu_ps(t266, t278);
            float *t276 = &out[t14 * 72 + t16];
            __m512 t287 = _mm512_set1_ps(s);
            __m512 t288 = _mm512_mul_ps(t110, t287);
            _mm512_storeu_ps(t276, t288);
            float *t286 = &out[t15 * 72 + t16];
            __m512 t299 = _mm512_set1_ps(s);
            __m512 t300 = _mm512_mul_ps(t111, t299);
            _mm512_storeu_ps(t286, t300);
            int t296 = (int)(j_vec_1 + 16L);
            float *t297 = &out[i * 72 + t296];
            const float *t298 = in;
            const float *t308 = t298 + (t296 * 72 + i);
            __m512 t309 = _mm512_loadu_ps(t308 + 0);
            __m512 t310 = _mm512_loadu_ps(t308 + 72);
            __m512 t311 = _mm512_loadu_ps(t308 + 144);
            __m512 t312 = _mm512_loadu_ps(t308 + 216);
            __m512 t313 = _mm512_loadu_ps(t308 + 288);
            __m512 t314 = _mm512_loadu_ps(t308 + 360);
            __m512 t315 = _mm512_loadu_ps(t308 + 432);
            __m512 t316 = _mm512_loadu_ps(t308 + 504);
            __m512 t317 = _mm512_loadu_ps(t308 + 576);
            __m512 t318 = _mm512_loadu_ps(t308 + 648);
            __m512 t319 = _mm512_loadu_ps(t308 + 720);
            __m512 t320 = _mm512_loadu_ps(t308 + 792);
            __m512 t321 = _mm512_loadu_ps(t308 + 864);
            __m512 t322 = _mm512_loadu_ps(t308 + 936);
            __m512 t323 = _mm512_loadu_ps(t308 + 1008);
            __m512 t324 = _mm512_loadu_ps(t308 + 1080);
            __m512 t325 = _mm512_permutex2var_ps(t309, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t317);
            __m512 t326 = _mm512_permutex2var_ps(t309, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t317);
            __m512 t327 = _mm512_permutex2var_ps(t310, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t318);
            __m512 t328 = _mm512_permutex2var_ps(t310, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t318);
            __m512 t329 = _mm512_permutex2var_ps(t311, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t319);
            __m512 t330 = _mm512_permutex2var_ps(t311, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t319);
            __m512 t331 = _mm512_permutex2var_ps(t312, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t320);
            __m512 t332 = _mm512_permutex2var_ps(t312, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t320);
            __m512 t333 = _mm512_permutex2var_ps(t313, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t321);
            __m512 t334 = _mm512_permutex2var_ps(t313, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t321);
            __m512 t335 = _mm512_permutex2var_ps(t314, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t322);
            __m512 t336 = _mm512_permutex2var_ps(t314, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t322);
            __m512 t337 = _mm512_permutex2var_ps(t315, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t323);
            __m512 t338 = _mm512_permutex2var_ps(t315, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t323);
            __m512 t339 = _mm512_permutex2var_ps(t316, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t324);
            __m512 t340 = _mm512_permutex2var_ps(t316, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t324);
            __m512 t341 = _mm512_permutex2var_ps(t325, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t333);
            __m512 t342 = _mm512_permutex2var_ps(t325, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t333);
            __m512 t343 = _mm512_permutex2var_ps(t326, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t334);
            __m512 t344 = _mm512_permutex2var_ps(t326, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t334);
            __m512 t345 = _mm512_permutex2var_ps(t327, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t335);
            __m512 t346 = _mm512_permutex2var_ps(t327, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t335);
            __m512 t347 = _mm512_permutex2var_ps(t328, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t336);
            __m512 t348 = _mm512_permutex2var_ps(t328, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t336);
            __m512 t349 = _mm512_permutex2var_ps(t329, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t337);
            __m512 t350 = _mm512_permutex2var_ps(t329, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t337);
            __m512 t351 = _mm512_permutex2var_ps(t330, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t338);
            __m512 t352 = _mm512_permutex2var_ps(t330, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t338);
            __m512 t353 = _mm512_permutex2var_ps(t331, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t339);
            __m512 t354 = _mm512_permutex2var_ps(t331, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t339);
            __m512 t355 = _mm512_permutex2var_ps(t332, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t340);
            __m512 t356 = _mm512_permutex2var_ps(t332, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t340);
            __m512 t357 = _mm512_permutex2var_ps(t341, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t349);
            __m512 t358 = _mm512_permutex2var_ps(t341, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t349);
            __m512 t359 = _mm512_permutex2var_ps(t342, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t350);
            __m512 t360 = _mm512_permutex2var_ps(t342, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t350);
            __m512 t361 = _mm512_permutex2var_ps(t343, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t351);
            __m512 t362 = _mm512_permutex2var_ps(t343, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t351);
            __m512 t363 = _mm512_permutex2var_ps(t344, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t352);
            __m512 t364 = _mm512_permutex2var_ps(t344, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t352);
            __m512 t365 = _mm512_permutex2var_ps(t345, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t353);
            __m512 t366 = _mm512_permutex2var_ps(t345, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t353);
            __m512 t367 = _mm512_permutex2var_ps(t346, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t354);
            __m512 t368 = _mm512_permutex2var_ps(t346, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t354);
            __m512 t369 = _mm512_permutex2var_ps(t347, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t355);
            __m512 t370 = _mm512_permutex2var_ps(t347, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t355);
            __m512 t371 = _mm512_permutex2var_ps(t348, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t356);
            __m512 t372 = _mm512_permutex2var_ps(t348, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t356);
            __m512 t373 = _mm512_permutex2var_ps(t357, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t365);
            __m512 t374 = _mm512_permutex2var_ps(t357, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t365);
            __m512 t375 = _mm512_permutex2var_ps(t358, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t366);
            __m512 t376 = _mm512_permutex2var_ps(t358, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t366);
            __m512 t377 = _mm512_permutex2var_ps(t359, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t367);
            __m512 t378 = _mm512_permutex2var_ps(t359, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t367);
            __m512 t379 = _mm512_permutex2var_ps(t360, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t368);
            __m512 t380 = _mm512_permutex2var_ps(t360, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t368);
            __m512 t381 = _mm512_permutex2var_ps(t361, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t369);
            __m512 t382 = _mm512_permutex2var_ps(t361, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t369);
            __m512 t383 = _mm512_permutex2var_ps(t362, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t370);
            __m512 t384 = _mm512_permutex2var_ps(t362, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t370);
            __m512 t385 = _mm512_permutex2var_ps(t363, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t371);
            __m512 t386 = _mm512_permutex2var_ps(t363, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t371);
            __m512 t387 = _mm512_permutex2var_ps(t364, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t372);
            __m512 t388 = _mm512_permutex2var_ps(t364, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t372);
            __m512 t389 = _mm512_set1_ps(s);
            __m512 t390 = _mm512_mul_ps(t373, t389);
            _mm512_storeu_ps(t297, t390);
            float *t307 = &out[t1 * 72 + t296];
            __m512 t392 = _mm512_set1_ps(s);
            __m512 t393 = _mm512_mul_ps(t374, t392);
            _mm512_storeu_ps(t307, t393);
            float *t391 = &out[t2 * 72 + t296];
            __m512 t395 = _mm512_set1_ps(s);
            __m512 t396 = _mm512_mul_ps(t375, t395);
            _mm512_storeu_ps(t391, t396);
            float *t394 = &out[t3 * 72 + t296];
            __m512 t398 = _mm512_set1_ps(s);
            __m512 t399 = _mm512_mul_ps(t376, t398);
            _mm512_storeu_ps(t394, t399);
            float *t397 = &out[t4 * 72 + t296];
            __m512 t401 = _mm512_set1_ps(s);
            __m512 t402 = _mm512_mul_ps(t377, t401);
            _mm512_storeu_ps(t397, t402);
            float *t400 = &out[t5 * 72 + t296];
            __m512 t404 = _mm512_set1_ps(s);
            __m512 t405 = _mm512_mul_ps(t378, t404);
            _mm512_storeu_ps(t400, t405);
            float *t403 = &out[t6 * 72 + t296];
            __m512 t407 = _mm512_set1_ps(s);
            __m512 t408 = _mm512_mul_ps(t379, t407);
            _mm512_storeu_ps(t403, t408);
            float *t406 = &out[t7 * 72 + t296];
            __m512 t410 = _mm512_set1_ps(s);
            __m512 t411 = _mm512_mul_ps(t380, t410);
            _mm512_storeu_ps(t406, t411);
            float *t409 = &out[t8 * 72 + t296];
            __m512 t413 = _mm512_set1_ps(s);
            __m512 t414 = _mm512_mul_ps(t381, t413);
            _mm512_storeu_ps(t409, t414);
            float *t412 = &out[t9 * 72 + t296];
            __m512 t416 = _mm512_set1_ps(s);
            __m512 t417 = _mm512_mul_ps(t382, t416);
            _mm512_storeu_ps(t412, t417);
            float *t415 = &out[t10 * 72 + t296];
            __m512 t419 = _mm512_set1_ps(s);
            __m512 t420 = _mm512_mul_ps(t383, t419);
            _mm512_storeu_ps(t415, t420);
            float *t418 = &out[t11 * 72 + t296];
            __m512 t422 = _mm512_set1_ps(s);
            __m512 t423 = _mm512_mul_ps(t384, t422);
            _mm512_storeu_ps(t418, t423);
            float *t421 = &out[t12 * 72 + t296];
            __m512 t425 = _mm512_set1_ps(s);
            __m512 t426 = _mm512_mul_ps(t385, t425);
            _mm512_storeu_ps(t421, t426);
            float *t424 = &out[t13 * 72 + t296];
            __m512 t428 = _mm512_set1_ps(s);
            __m512 t429 = _mm512_mul_ps(t386, t428);
            _mm512_storeu_ps(t424, t429);
            float *t427 = &out[t14 * 72 + t296];
            __m512 t431 = _mm512_set1_ps(s);
            __m512 t432 = _mm512_mul_ps(t387, t431);
            _mm512_storeu_ps(t427, t432);
            float *t430 = &out[t15 * 72 + t296];
            __m512 t436 = _mm512_set1_ps(s);
            __m512 t437 = _mm512_mul_ps(t388, t436);
            _mm512_storeu_ps(t430, t437);
            int t433 = (int)(j_vec_1 + 32L);
            float *t434 = &out[i * 72 + t433];
            const float *t435 = in;
            const float *t439 = t435 + (t433 * 72 + i);
            __m512 t440 = _mm512_loadu_ps(t439 + 0);
            __m512 t441 = _mm512_loadu_ps(t439 + 72);
            __m512 t442 = _mm512_loadu_ps(t439 + 144);
            __m512 t443 = _mm512_loadu_ps(t439 + 216);
            __m512 t444 = _mm512_loadu_ps(t439 + 288);
            __m512 t445 = _mm512_loadu_ps(t439 + 360);
            __m512 t446 = _mm512_loadu_ps(t439 + 432);
            __m512 t447 = _mm512_loadu_ps(t439 + 504);
            __m512 t448 = _mm512_loadu_ps(t439 + 576);
            __m512 t449 = _mm512_loadu_ps(t439 + 648);
            __m512 t450 = _mm512_loadu_ps(t439 + 720);
            __m512 t451 = _mm512_loadu_ps(t439 + 792);
            __m512 t452 = _mm512_loadu_ps(t439 + 864);
            __m512 t453 = _mm512_loadu_ps(t439 + 936);
            __m512 t454 = _mm512_loadu_ps(t439 + 1008);
            __m512 t455 = _mm512_loadu_ps(t439 + 1080);
            __m512 t456 = _mm512_permutex2var_ps(t440, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t448);
            __m512 t457 = _mm512_permutex2var_ps(t440, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t448);
            __m512 t458 = _mm512_permutex2var_ps(t441, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t449);
            __m512 t459 = _mm512_permutex2var_ps(t441, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t449);
            __m512 t460 = _mm512_permutex2var_ps(t442, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t450);
            __m512 t461 = _mm512_permutex2var_ps(t442, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t450);
            __m512 t462 = _mm512_permutex2var_ps(t443, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t451);
            __m512 t463 = _mm512_permutex2var_ps(t443, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t451);
            __m512 t464 = _mm512_permutex2var_ps(t444, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t452);
            __m512 t465 = _mm512_permutex2var_ps(t444, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t452);
            __m512 t466 = _mm512_permutex2var_ps(t445, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t453);
            __m512 t467 = _mm512_permutex2var_ps(t445, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t453);
            __m512 t468 = _mm512_permutex2var_ps(t446, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t454);
            __m512 t469 = _mm512_permutex2var_ps(t446, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t454);
            __m512 t470 = _mm512_permutex2var_ps(t447, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t455);
            __m512 t471 = _mm512_permutex2var_ps(t447, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t455);
            __m512 t472 = _mm512_permutex2var_ps(t456, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t464);
            __m512 t473 = _mm512_permutex2var_ps(t456, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t464);
            __m512 t474 = _mm512_permutex2var_ps(t457, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t465);
            __m512 t475 = _mm512_permutex2var_ps(t457, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t465);
            __m512 t476 = _mm512_permutex2var_ps(t458, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t466);
            __m512 t477 = _mm512_permutex2var_ps(t458, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t466);
            __m512 t478 = _mm512_permutex2var_ps(t459, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t467);
            __m512 t479 = _mm512_permutex2var_ps(t459, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t467);
            __m512 t480 = _mm512_permutex2var_ps(t460, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t468);
            __m512 t481 = _mm512_permutex2var_ps(t460, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t468);
            __m512 t482 = _mm512_permutex2var_ps(t461, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t469);
            __m512 t483 = _mm512_permutex2var_ps(t461, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t469);
            __m512 t484 = _mm512_permutex2var_ps(t462, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t470);
            __m512 t485 = _mm512_permutex2var_ps(t462, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t470);
            __m512 t486 = _mm512_permutex2var_ps(t463, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t471);
            __m512 t487 = _mm512_permutex2var_ps(t463, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t471);
            __m512 t488 = _mm512_permutex2var_ps(t472, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t480);
            __m512 t489 = _mm512_permutex2var_ps(t472, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t480);
            __m512 t490 = _mm512_permutex2var_ps(t473, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t481);
            __m512 t491 = _mm512_permutex2var_ps(t473, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t481);
            __m512 t492 = _mm512_permutex2var_ps(t474, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t482);
            __m512 t493 = _mm512_permutex2var_ps(t474, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t482);
            __m512 t494 = _mm512_permutex2var_ps(t475, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t483);
            __m512 t495 = _mm512_permutex2var_ps(t475, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t483);
            __m512 t496 = _mm512_permutex2var_ps(t476, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t484);
            __m512 t497 = _mm512_permutex2var_ps(t476, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t484);
            __m512 t498 = _mm512_permutex2var_ps(t477, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t485);
            __m512 t499 = _mm512_permutex2var_ps(t477, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t485);
            __m512 t500 = _mm512_permutex2var_ps(t478, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t486);
            __m512 t501 = _mm512_permutex2var_ps(t478, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t486);
            __m512 t502 = _mm512_permutex2var_ps(t479, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t487);
            __m512 t503 = _mm512_permutex2var_ps(t479, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t487);
            __m512 t504 = _mm512_permutex2var_ps(t488, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t496);
            __m512 t505 = _mm512_permutex2var_ps(t488, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t496);
            __m512 t506 = _mm512_permutex2var_ps(t489, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t497);
            __m512 t507 = _mm512_permutex2var_ps(t489, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t497);
            __m512 t508 = _mm512_permutex2var_ps(t490, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t498);
            __m512 t509 = _mm512_permutex2var_ps(t490, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t498);
            __m512 t510 = _mm512_permutex2var_ps(t491, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t499);
            __m512 t511 = _mm512_permutex2var_ps(t491, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t499);
            __m512 t512 = _mm512_permutex2var_ps(t492, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t500);
            __m512 t513 = _mm512_permutex2var_ps(t492, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t500);
            __m512 t514 = _mm512_permutex2var_ps(t493, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t501);
            __m512 t515 = _mm512_permutex2var_ps(t493, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t501);
            __m512 t516 = _mm512_permutex2var_ps(t494, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t502);
            __m512 t517 = _mm512_permutex2var_ps(t494, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t502);
            __m512 t518 = _mm512_permutex2var_ps(t495, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t503);
            __m512 t519 = _mm512_permutex2var_ps(t495, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t503);
            __m512 t520 = _mm512_set1_ps(s);
            __m512 t521 = _mm512_mul_ps(t504, t520);
            _mm512_storeu_ps(t434, t521);
            float *t438 = &out[t1 * 72 + t433];
            __m512 t523 = _mm512_set1_ps(s);
            __m512 t524 = _mm512_mul_ps(t505, t523);
            _mm512_storeu_ps(t438, t524);
            float *t522 = &out[t2 * 72 + t433];
            __m512 t526 = _mm512_set1_ps(s);
            __m512 t527 = _mm512_mul_ps(t506, t526);
            _mm512_storeu_ps(t522, t527);
            float *t525 = &out[t3 * 72 + t433];
            __m512 t529 = _mm512_set1_ps(s);
            __m512 t530 = _mm512_mul_ps(t507, t529);
            _mm512_storeu_ps(t525, t530);
            float *t528 = &out[t4 * 72 + t433];
            __m512 t532 = _mm512_set1_ps(s);
            __m512 t533 = _mm512_mul_ps(t508, t532);
            _mm512_storeu_ps(t528, t533);
            float *t531 = &out[t5 * 72 + t433];
            __m512 t535 = _mm512_set1_ps(s);
            __m512 t536 = _mm512_mul_ps(t509, t535);
            _mm512_storeu_ps(t531, t536);
            float *t534 = &out[t6 * 72 + t433];
            __m512 t538 = _mm512_set1_ps(s);
            __m512 t539 = _mm512_mul_ps(t510, t538);
            _mm512_storeu_ps(t534, t539);
            float *t537 = &out[t7 * 72 + t433];
            __m512 t541 = _mm512_set1_ps(s);
            __m512 t542 = _mm512_mul_ps(t511, t541);
            _mm512_storeu_ps(t537, t542);
            float *t540 = &out[t8 * 72 + t433];
            __m512 t544 = _mm512_set1_ps(s);
            __m512 t545 = _mm512_mul_ps(t512, t544);
            _mm512_storeu_ps(t540, t545);
            float *t543 = &out[t9 * 72 + t433];
            __m512 t547 = _mm512_set1_ps(s);
            __m512 t548 = _mm512_mul_ps(t513, t547);
            _mm512_storeu_ps(t543, t548);
            float *t546 = &out[t10 * 72 + t433];
            __m512 t550 = _mm512_set1_ps(s);
            __m512 t551 = _mm512_mul_ps(t514, t550);
            _mm512_storeu_ps(t546, t551);
            float *t549 = &out[t11 * 72 + t433];
            __m512 t553 = _mm512_set1_ps(s);
            __m512 t554 = _mm512_mul_ps(t515, t553);
            _mm512_storeu_ps(t549, t554);
            float *t552 = &out[t12 * 72 + t433];
            __m512 t556 = _mm512_set1_ps(s);
            __m512 t557 = _mm512_mul_ps(t516, t556);
            _mm512_storeu_ps(t552, t557);
            float *t555 = &out[t13 * 72 + t433];
            __m512 t559 = _mm512_set1_ps(s);
            __m512 t560 = _mm512_mul_ps(t517, t559);
            _mm512_storeu_ps(t555, t560);
            float *t558 = &out[t14 * 72 + t433];
            __m512 t562 = _mm512_set1_ps(s);
            __m512 t563 = _mm512_mul_ps(t518, t562);
            _mm512_storeu_ps(t558, t563);
            float *t561 = &out[t15 * 72 + t433];
            __m512 t567 = _mm512_set1_ps(s);
            __m512 t568 = _mm512_mul_ps(t519, t567);
            _mm512_storeu_ps(t561, t568);
            int t564 = (int)(j_vec_1 + 48L);
            float *t565 = &out[i * 72 + t564];
            const float *t566 = in;
            const float *t570 = t566 + (t564 * 72 + i);
            __m512 t571 = _mm512_loadu_ps(t570 + 0);
            __m512 t572 = _mm512_loadu_ps(t570 + 72);
            __m512 t573 = _mm512_loadu_ps(t570 + 144);
            __m512 t574 = _mm512_loadu_ps(t570 + 216);
            __m512 t575 = _mm512_loadu_ps(t570 + 288);
            __m512 t576 = _mm512_loadu_ps(t570 + 360);
            __m512 t577 = _mm512_loadu_ps(t570 + 432);
            __m512 t578 = _mm512_loadu_ps(t570 + 504);
            __m512 t579 = _mm512_loadu_ps(t570 + 576);
            __m512 t580 = _mm512_loadu_ps(t570 + 648);
            __m512 t581 = _mm512_loadu_ps(t570 + 720);
            __m512 t582 = _mm512_loadu_ps(t570 + 792);
            __m512 t583 = _mm512_loadu_ps(t570 + 864);
            __m512 t584 = _mm512_loadu_ps(t570 + 936);
            __m512 t585 = _mm512_loadu_ps(t570 + 1008);
            __m512 t586 = _mm512_loadu_ps(t570 + 1080);
            __m512 t587 = _mm512_permutex2var_ps(t571, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t579);
            __m512 t588 = _mm512_permutex2var_ps(t571, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t579);
            __m512 t589 = _mm512_permutex2var_ps(t572, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t580);
            __m512 t590 = _mm512_permutex2var_ps(t572, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t580);
            __m512 t591 = _mm512_permutex2var_ps(t573, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t581);
            __m512 t592 = _mm512_permutex2var_ps(t573, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t581);
            __m512 t593 = _mm512_permutex2var_ps(t574, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t582);
            __m512 t594 = _mm512_permutex2var_ps(t574, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t582);
            __m512 t595 = _mm512_permutex2var_ps(t575, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t583);
            __m512 t596 = _mm512_permutex2var_ps(t575, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t583);
            __m512 t597 = _mm512_permutex2var_ps(t576, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t584);
            __m512 t598 = _mm512_permutex2var_ps(t576, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t584);
            __m512 t599 = _mm512_permutex2var_ps(t577, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t585);
            __m512 t600 = _mm512_permutex2var_ps(t577, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t585);
            __m512 t601 = _mm512_permutex2var_ps(t578, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t586);
            __m512 t602 = _mm512_permutex2var_ps(t578, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t586);
            __m512 t603 = _mm512_permutex2var_ps(t587, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t595);
            __m512 t604 = _mm512_permutex2var_ps(t587, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t595);
            __m512 t605 = _mm512_permutex2var_ps(t588, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t596);
            __m512 t606 = _mm512_permutex2var_ps(t588, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t596);
            __m512 t607 = _mm512_permutex2var_ps(t589, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t597);
            __m512 t608 = _mm512_permutex2var_ps(t589, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t597);
            __m512 t609 = _mm512_permutex2var_ps(t590, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t598);
            __m512 t610 = _mm512_permutex2var_ps(t590, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t598);
            __m512 t611 = _mm512_permutex2var_ps(t591, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t599);
            __m512 t612 = _mm512_permutex2var_ps(t591, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t599);
            __m512 t613 = _mm512_permutex2var_ps(t592, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t600);
            __m512 t614 = _mm512_permutex2var_ps(t592, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t600);
            __m512 t615 = _mm512_permutex2var_ps(t593, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t601);
            __m512 t616 = _mm512_permutex2var_ps(t593, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t601);
            __m512 t617 = _mm512_permutex2var_ps(t594, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t602);
            __m512 t618 = _mm512_permutex2var_ps(t594, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t602);
            __m512 t619 = _mm512_permutex2var_ps(t603, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t611);
            __m512 t620 = _mm512_permutex2var_ps(t603, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t611);
            __m512 t621 = _mm512_permutex2var_ps(t604, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t612);
            __m512 t622 = _mm512_permutex2var_ps(t604, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t612);
            __m512 t623 = _mm512_permutex2var_ps(t605, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t613);
            __m512 t624 = _mm512_permutex2var_ps(t605, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t613);
            __m512 t625 = _mm512_permutex2var_ps(t606, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t614);
            __m512 t626 = _mm512_permutex2var_ps(t606, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t614);
            __m512 t627 = _mm512_permutex2var_ps(t607, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t615);
            __m512 t628 = _mm512_permutex2var_ps(t607, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t615);
            __m512 t629 = _mm512_permutex2var_ps(t608, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t616);
            __m512 t630 = _mm512_permutex2var_ps(t608, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t616);
            __m512 t631 = _mm512_permutex2var_ps(t609, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t617);
            __m512 t632 = _mm512_permutex2var_ps(t609, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t617);
            __m512 t633 = _mm512_permutex2var_ps(t610, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t618);
            __m512 t634 = _mm512_permutex2var_ps(t610, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t618);
            __m512 t635 = _mm512_permutex2var_ps(t619, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t627);
            __m512 t636 = _mm512_permutex2var_ps(t619, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t627);
            __m512 t637 = _mm512_permutex2var_ps(t620, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t628);
            __m512 t638 = _mm512_permutex2var_ps(t620, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t628);
            __m512 t639 = _mm512_permutex2var_ps(t621, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t629);
            __m512 t640 = _mm512_permutex2var_ps(t621, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t629);
            __m512 t641 = _mm512_permutex2var_ps(t622, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t630);
            __m512 t642 = _mm512_permutex2var_ps(t622, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t630);
            __m512 t643 = _mm512_permutex2var_ps(t623, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t631);
            __m512 t644 = _mm512_permutex2var_ps(t623, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t631);
            __m512 t645 = _mm512_permutex2var_ps(t624, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t632);
            __m512 t646 = _mm512_permutex2var_ps(t624, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t632);
            __m512 t647 = _mm512_permutex2var_ps(t625, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t633);
            __m512 t648 = _mm512_permutex2var_ps(t625, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t633);
            __m512 t649 = _mm512_permutex2var_ps(t626, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t634);
            __m512 t650 = _mm512_permutex2var_ps(t626, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t634);
            __m512 t651 = _mm512_set1_ps(s);
            __m512 t652 = _mm512_mul_ps(t635, t651);
            _mm512_storeu_ps(t565, t652);
            float *t569 = &out[t1 * 72 + t564];
            __m512 t654 = _mm512_set1_ps(s);
            __m512 t655 = _mm512_mul_ps(t636, t654);
            _mm512_storeu_ps(t569, t655);
            float *t653 = &out[t2 * 72 + t564];
            __m512 t657 = _mm512_set1_ps(s);
            __m512 t658 = _mm512_mul_ps(t637, t657);
            _mm512_storeu_ps(t653, t658);
            float *t656 = &out[t3 * 72 + t564];
            __m512 t660 = _mm512_set1_ps(s);
            __m512 t661 = _mm512_mul_ps(t638, t660);
            _mm512_storeu_ps(t656, t661);
            float *t659 = &out[t4 * 72 + t564];
            __m512 t663 = _mm512_set1_ps(s);
            __m512 t664 = _mm512_mul_ps(t639, t663);
            _mm512_storeu_ps(t659, t664);
            float *t662 = &out[t5 * 72 + t564];
            __m512 t666 = _mm512_set1_ps(s);
            __m512 t667 = _mm512_mul_ps(t640, t666);
            _mm512_storeu_ps(t662, t667);
            float *t665 = &out[t6 * 72 + t564];
            __m512 t669 = _mm512_set1_ps(s);
            __m512 t670 = _mm512_mul_ps(t641, t669);
            _mm512_storeu_ps(t665, t670);
            float *t668 = &out[t7 * 72 + t564];
            __m512 t672 = _mm512_set1_ps(s);
            __m512 t673 = _mm512_mul_ps(t642, t672);
            _mm512_storeu_ps(t668, t673);
            float *t671 = &out[t8 * 72 + t564];
            __m512 t675 = _mm512_set1_ps(s);
            __m512 t676 = _mm512_mul_ps(t643, t675);
            _mm512_storeu_ps(t671, t676);
            float *t674 = &out[t9 * 72 + t564];
            __m512 t678 = _mm512_set1_ps(s);
            __m512 t679 = _mm512_mul_ps(t644, t678);
            _mm512_storeu_ps(t674, t679);
            float *t677 = &out[t10 * 72 + t564];
            __m512 t681 = _mm512_set1_ps(s);
            __m512 t682 = _mm512_mul_ps(t645, t681);
            _mm512_storeu_ps(t677, t682);
            float *t680 = &out[t11 * 72 + t564];
            __m512 t684 = _mm512_set1_ps(s);
            __m512 t685 = _mm512_mul_ps(t646, t684);
            _mm512_storeu_ps(t680, t685);
            float *t683 = &out[t12 * 72 + t564];
            __m512 t687 = _mm512_set1_ps(s);
            __m512 t688 = _mm512_mul_ps(t647, t687);
            _mm512_storeu_ps(t683, t688);
            float *t686 = &out[t13 * 72 + t564];
            __m512 t690 = _mm512_set1_ps(s);
            __m512 t691 = _mm512_mul_ps(t648, t690);
            _mm512_storeu_ps(t686, t691);
            float *t689 = &out[t14 * 72 + t564];
            __m512 t693 = _mm512_set1_ps(s);
            __m512 t694 = _mm512_mul_ps(t649, t693);
            _mm512_storeu_ps(t689, t694);
            float *t692 = &out[t15 * 72 + t564];
            __m512 t695 = _mm512_set1_ps(s);
            __m512 t696 = _mm512_mul_ps(t650, t695);
            _mm512_storeu_ps(t692, t696);
            j_vec_1 += 64L;
            if (j_vec_1 >= 64L) {
                __m512i t19 = _mm512_set1_epi32(6);
                __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
                float *t21 = &out[i * 72 + 64];
                const float *t22 = in;
                vcc_v16_long t115 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t116 = t115 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t117 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + i), t116, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t118 = _mm512_set1_ps(s);
                __m512 t119 = _mm512_mul_ps(t117, t118);
                __m512 t120 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t119);
                _mm512_mask_storeu_ps(t21, t20, t120);
                float *t114 = &out[t1 * 72 + 64];
                vcc_v16_long t139 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t140 = t139 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t141 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t1), t140, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t142 = _mm512_set1_ps(s);
                __m512 t143 = _mm512_mul_ps(t141, t142);
                __m512 t144 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t143);
                _mm512_mask_storeu_ps(t114, t20, t144);
                float *t138 = &out[t2 * 72 + 64];
                vcc_v16_long t157 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t158 = t157 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t159 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t2), t158, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t160 = _mm512_set1_ps(s);
                __m512 t161 = _mm512_mul_ps(t159, t160);
                __m512 t162 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t161);
                _mm512_mask_storeu_ps(t138, t20, t162);
                float *t156 = &out[t3 * 72 + 64];
                vcc_v16_long t175 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t176 = t175 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t177 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t3), t176, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t178 = _mm512_set1_ps(s);
                __m512 t179 = _mm512_mul_ps(t177, t178);
                __m512 t180 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t179);
                _mm512_mask_storeu_ps(t156, t20, t180);
                float *t174 = &out[t4 * 72 + 64];
                vcc_v16_long t190 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t191 = t190 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t192 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t4), t191, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t193 = _mm512_set1_ps(s);
                __m512 t194 = _mm512_mul_ps(t192, t193);
                __m512 t195 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t194);
                _mm512_mask_storeu_ps(t174, t20, t195);
                float *t189 = &out[t5 * 72 + 64];
                vcc_v16_long t200 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t201 = t200 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t202 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t5), t201, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t203 = _mm512_set1_ps(s);
                __m512 t204 = _mm512_mul_ps(t202, t203);
                __m512 t205 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t204);
                _mm512_mask_storeu_ps(t189, t20, t205);
                float *t199 = &out[t6 * 72 + 64];
                vcc_v16_long t210 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t211 = t210 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t212 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t6), t211, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t213 = _mm512_set1_ps(s);
                __m512 t214 = _mm512_mul_ps(t212, t213);
                __m512 t215 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t214);
                _mm512_mask_storeu_ps(t199, t20, t215);
                float *t209 = &out[t7 * 72 + 64];
                vcc_v16_long t220 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t221 = t220 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t222 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t7), t221, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t223 = _mm512_set1_ps(s);
                __m512 t224 = _mm512_mul_ps(t222, t223);
                __m512 t225 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t224);
                _mm512_mask_storeu_ps(t209, t20, t225);
                float *t219 = &out[t8 * 72 + 64];
                vcc_v16_long t230 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t231 = t230 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t232 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t8), t231, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t233 = _mm512_set1_ps(s);
                __m512 t234 = _mm512_mul_ps(t232, t233);
                __m512 t235 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t234);
                _mm512_mask_storeu_ps(t219, t20, t235);
                float *t229 = &out[t9 * 72 + 64];
                vcc_v16_long t240 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t241 = t240 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t242 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t9), t241, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t243 = _mm512_set1_ps(s);
                __m512 t244 = _mm512_mul_ps(t242, t243);
                __m512 t245 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t244);
                _mm512_mask_storeu_ps(t229, t20, t245);
                float *t239 = &out[t10 * 72 + 64];
                vcc_v16_long t250 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t251 = t250 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t252 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t10), t251, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t253 = _mm512_set1_ps(s);
                __m512 t254 = _mm512_mul_ps(t252, t253);
                __m512 t255 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t254);
                _mm512_mask_storeu_ps(t239, t20, t255);
                float *t249 = &out[t11 * 72 + 64];
                vcc_v16_long t260 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t261 = t260 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t262 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t11), t261, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t263 = _mm512_set1_ps(s);
                __m512 t264 = _mm512_mul_ps(t262, t263);
                __m512 t265 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t264);
                _mm512_mask_storeu_ps(t249, t20, t265);
                float *t259 = &out[t12 * 72 + 64];
                vcc_v16_long t270 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t271 = t270 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t272 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t12), t271, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t273 = _mm512_set1_ps(s);
                __m512 t274 = _mm512_mul_ps(t272, t273);
                __m512 t275 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t274);
                _mm512_mask_storeu_ps(t259, t20, t275);
                float *t269 = &out[t13 * 72 + 64];
                vcc_v16_long t280 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t281 = t280 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t282 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t13), t281, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t283 = _mm512_set1_ps(s);
                __m512 t284 = _mm512_mul_ps(t282, t283);
                __m512 t285 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t284);
                _mm512_mask_storeu_ps(t269, t20, t285);
                float *t279 = &out[t14 * 72 + 64];
                vcc_v16_long t290 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t291 = t290 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t292 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t14), t291, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t293 = _mm512_set1_ps(s);
                __m512 t294 = _mm512_mul_ps(t292, t293);
                __m512 t295 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t294);
                _mm512_mask_storeu_ps(t279, t20, t295);
                float *t289 = &out[t15 * 72 + 64];
                vcc_v16_long t301 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t302 = t301 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t303 = (__m512)vcc_gather_masked(vcc_v16_float, t22 + (4608 + t15), t302, (vcc_m16)_mm512_movm_epi32(t20));
                __m512 t304 = _mm512_set1_ps(s);
                __m512 t305 = _mm512_mul_ps(t303, t304);
                __m512 t306 = _mm512_mask_blend_ps(t20, (__m512)(vcc_v16_float){0}, t305);
                _mm512_mask_storeu_ps(t289, t20, t306);
                break;
            }
        }
    }
    for (; i_1 < rows; i_1++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:41 vectorized: VF 16, UF 4, masked remainder */
        for (;;) {
            int t23 = (int)j_vec;
            float *t24 = &out[i_1 * 72 + t23];
            const float *t25 = in;
            vcc_v16_long t124 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t125 = t124 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t126 = (__m512)vcc_gather(vcc_v16_float, t25 + (t23 * 72 + i_1), t125);
            __m512 t127 = _mm512_set1_ps(s);
            __m512 t128 = _mm512_mul_ps(t126, t127);
            _mm512_storeu_ps(t24, t128);
            int t121 = (int)(j_vec + 16L);
            float *t122 = &out[i_1 * 72 + t121];
            const float *t123 = in;
            vcc_v16_long t148 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t149 = t148 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t150 = (__m512)vcc_gather(vcc_v16_float, t123 + (t121 * 72 + i_1), t149);
            __m512 t151 = _mm512_set1_ps(s);
            __m512 t152 = _mm512_mul_ps(t150, t151);
            _mm512_storeu_ps(t122, t152);
            int t145 = (int)(j_vec + 32L);
            float *t146 = &out[i_1 * 72 + t145];
            const float *t147 = in;
            vcc_v16_long t166 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t167 = t166 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t168 = (__m512)vcc_gather(vcc_v16_float, t147 + (t145 * 72 + i_1), t167);
            __m512 t169 = _mm512_set1_ps(s);
            __m512 t170 = _mm512_mul_ps(t168, t169);
            _mm512_storeu_ps(t146, t170);
            int t163 = (int)(j_vec + 48L);
            float *t164 = &out[i_1 * 72 + t163];
            const float *t165 = in;
            vcc_v16_long t181 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t182 = t181 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t183 = (__m512)vcc_gather(vcc_v16_float, t165 + (t163 * 72 + i_1), t182);
            __m512 t184 = _mm512_set1_ps(s);
            __m512 t185 = _mm512_mul_ps(t183, t184);
            _mm512_storeu_ps(t164, t185);
            j_vec += 64L;
            if (j_vec >= 64L) {
                __m512i t26 = _mm512_set1_epi32(6);
                __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t26, _MM_CMPINT_LT);
                float *t28 = &out[i_1 * 72 + 64];
                const float *t29 = in;
                vcc_v16_long t129 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t130 = t129 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t131 = (__m512)vcc_gather_masked(vcc_v16_float, t29 + (4608 + i_1), t130, (vcc_m16)_mm512_movm_epi32(t27));
                __m512 t132 = _mm512_set1_ps(s);
                __m512 t133 = _mm512_mul_ps(t131, t132);
                __m512 t134 = _mm512_mask_blend_ps(t27, (__m512)(vcc_v16_float){0}, t133);
                _mm512_mask_storeu_ps(t28, t27, t134);
                break;
            }
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rewrite(int rows) {
    vcc_no_contract_body
    for (int i = 0; i < rows; i++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:49 vectorized: VF 16, UF 2, masked remainder */
        for (;;) {
            int t1 = (int)j_vec;
            float *t2 = &in[i * 72 + t1];
            const float *t3 = in;
            vcc_v16_long t11 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t12 = t11 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t13 = (__m512)vcc_gather(vcc_v16_float, t3 + (t1 * 72 + i), t12);
            __m512 t14 = _mm512_set1_ps(0.5f);
            __m512 t15 = _mm512_mul_ps(t13, t14);
            _mm512_storeu_ps(t2, t15);
            int t8 = (int)(j_vec + 16L);
            float *t9 = &in[i * 72 + t8];
            const float *t10 = in;
            vcc_v16_long t22 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v16_long t23 = t22 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
            __m512 t24 = (__m512)vcc_gather(vcc_v16_float, t10 + (t8 * 72 + i), t23);
            __m512 t25 = _mm512_set1_ps(0.5f);
            __m512 t26 = _mm512_mul_ps(t24, t25);
            _mm512_storeu_ps(t9, t26);
            j_vec += 32L;
            if (j_vec >= 32L) {
                __m512i t4 = _mm512_set1_epi32(8);
                __mmask16 t5 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t4, _MM_CMPINT_LT);
                float *t6 = &in[i * 72 + 32];
                const float *t7 = in;
                vcc_v16_long t16 = (vcc_v16_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                vcc_v16_long t17 = t16 + (vcc_v16_long){0L, 72L, 144L, 216L, 288L, 360L, 432L, 504L, 576L, 648L, 720L, 792L, 864L, 936L, 1008L, 1080L};
                __m512 t18 = (__m512)vcc_gather_masked(vcc_v16_float, t7 + (2304 + i), t17, (vcc_m16)_mm512_movm_epi32(t5));
                __m512 t19 = _mm512_set1_ps(0.5f);
                __m512 t20 = _mm512_mul_ps(t18, t19);
                __m512 t21 = _mm512_mask_blend_ps(t5, (__m512)(vcc_v16_float){0}, t20);
                _mm512_mask_storeu_ps(t6, t5, t21);
                break;
            }
        }
    }
}

static unsigned long long hash(const float *p, int n) {
    unsigned long long h = 1469598103934665603u;
    for (int k = 0; k < n; k++) {
        unsigned u;
        memcpy(&u, &p[k], sizeof u);
        h = (h ^ u) * 1099511628211u;
    }
    return h;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int counts[12];
    int t33;
    counts[0] = 0;
    counts[1] = 1;
    counts[2] = 7;
    counts[3] = 9;
    counts[4] = 15;
    counts[5] = 16;
    counts[6] = 17;
    counts[7] = 33;
    counts[8] = 37;
    counts[9] = 53;
    counts[10] = 70;
    counts[11] = 72;
    for (unsigned int k = 0U; (unsigned long)k < 12UL; k++) {
        int rows = counts[k];
        __m256i t2 = _mm256_set1_epi32(0);
        __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(101));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
        long e_vec = 0L;
        /* vcc: loop at transpose.c:68 vectorized: VF 8, UF 4, the remainder at 69:28 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            __m256 t5 = _mm256_cvtepi32_ps((__m256i)t1);
            __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.25f));
            __m256 t7 = _mm256_sub_ps(t6, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[e_vec], t7);
            _mm256_storeu_ps(&out[e_vec], _mm256_set1_ps(0.0f));
            long t8 = e_vec + 8L;
            __m256i t9 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(94));
            __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(101));
            __m256i t11 = _mm256_min_epu32(t9, t10);
            __m256 t12 = _mm256_cvtepi32_ps(t11);
            __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.25f));
            __m256 t14 = _mm256_sub_ps(t13, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t8], t14);
            _mm256_storeu_ps(&out[t8], _mm256_set1_ps(0.0f));
            long t15 = e_vec + 16L;
            __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(87));
            __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(101));
            __m256i t18 = _mm256_min_epu32(t16, t17);
            __m256 t19 = _mm256_cvtepi32_ps(t18);
            __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
            __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t15], t21);
            _mm256_storeu_ps(&out[t15], _mm256_set1_ps(0.0f));
            long t22 = e_vec + 24L;
            __m256i t23 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(80));
            __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(101));
            __m256i t25 = _mm256_min_epu32(t23, t24);
            __m256 t26 = _mm256_cvtepi32_ps(t25);
            __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.25f));
            __m256 t28 = _mm256_sub_ps(t27, _mm256_set1_ps(7.0f));
            _mm256_storeu_ps(&in[t22], t28);
            _mm256_storeu_ps(&out[t22], _mm256_set1_ps(0.0f));
            e_vec += 32L;
            __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(73));
            __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(101));
            __m256i t31 = _mm256_min_epu32(t29, t30);
            if (e_vec >= 5184L) {
                break;
            }
            t1 = (vcc_v8_int)t31;
        }
        cols53(rows, 2.0f);
        const float *t32 = out;
        printf("%d cols53 %llx\n", rows, (_mm256_zeroupper(), hash(t32, 5184)));
        cols16(rows, -0.5f);
        printf("%d cols16 %llx\n", rows, (_mm256_zeroupper(), hash(t32, 5184)));
        cols70(rows, 3.0f);
        printf("%d cols70 %llx\n", rows, (_mm256_zeroupper(), hash(t32, 5184)));
        if (rows < 40) {
            t33 = rows;
        } else {
            t33 = 40;
        }
        rewrite(t33);
        printf("%d rewrite %llx\n", rows, (_mm256_zeroupper(), hash(in, 5184)));
    }
    return 0;
}
