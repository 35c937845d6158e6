/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* stencil2d_f32: a 5-point Jacobi step on a 2-D float grid (inner loop over columns).
   needs: consecutive f32 loads at column offsets and from neighbouring rows, nested loops
   (only the inner one is vectorized), f32 add/multiply */
#include "bench.h"
#ifndef REPS
#define REPS 50000
#endif
#define R 128
#define C 128

static float in[R][C], out[R][C];

static __typeof__(in) in __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    int i;
    long t3;
    int t4;
    long t5;
    long t6;
    float (*t7)[128];
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    int t18;
    long t19;
    long t20;
    float (*t21)[128];
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    int t32;
    long t33;
    long t34;
    float (*t35)[128];
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    int t46;
    long t47;
    long t48;
    float (*t49)[128];
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    int t60;
    long t61;
    long t62;
    int t63;
    long t64;
    long t65;
    float (*t66)[128];
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    int t77;
    long t78;
    __m256i t79;
    __m256i t80;
    long t81;
    int t82;
    long t83;
    long t84;
    float (*t85)[128];
    __m256 t86;
    __m256 t87;
    __m256 t88;
    __m256 t89;
    __m256 t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    int j;
    long t96;
    long t97;
    float (*t98)[128];
    int t99;
    for (i = 1; i < 127; i++) {
        if (126L >= 32L) {
            t3 = 126L & -32L;
            t1 = 0L;
            do {
                t4 = (int)((long)1 + t1);
                t5 = (long)i;
                t6 = (long)t4;
                t7 = &in[t5];
                t8 = _mm256_loadu_ps(&(*t7)[t6]);
                t9 = _mm256_loadu_ps(&in[i - 1][t6]);
                t10 = _mm256_add_ps(t8, t9);
                t11 = _mm256_loadu_ps(&in[i + 1][t6]);
                t12 = _mm256_add_ps(t10, t11);
                t13 = _mm256_loadu_ps(&(*t7)[t4 - 1]);
                t14 = _mm256_add_ps(t12, t13);
                t15 = _mm256_loadu_ps(&(*t7)[t4 + 1]);
                t16 = _mm256_add_ps(t14, t15);
                t17 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t16);
                _mm256_storeu_ps(&out[t5][t6], t17);
                t18 = (int)((long)1 + (t1 + 8L));
                t19 = (long)i;
                t20 = (long)t18;
                t21 = &in[t19];
                t22 = _mm256_loadu_ps(&(*t21)[t20]);
                t23 = _mm256_loadu_ps(&in[i - 1][t20]);
                t24 = _mm256_add_ps(t22, t23);
                t25 = _mm256_loadu_ps(&in[i + 1][t20]);
                t26 = _mm256_add_ps(t24, t25);
                t27 = _mm256_loadu_ps(&(*t21)[t18 - 1]);
                t28 = _mm256_add_ps(t26, t27);
                t29 = _mm256_loadu_ps(&(*t21)[t18 + 1]);
                t30 = _mm256_add_ps(t28, t29);
                t31 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t30);
                _mm256_storeu_ps(&out[t19][t20], t31);
                t32 = (int)((long)1 + (t1 + 16L));
                t33 = (long)i;
                t34 = (long)t32;
                t35 = &in[t33];
                t36 = _mm256_loadu_ps(&(*t35)[t34]);
                t37 = _mm256_loadu_ps(&in[i - 1][t34]);
                t38 = _mm256_add_ps(t36, t37);
                t39 = _mm256_loadu_ps(&in[i + 1][t34]);
                t40 = _mm256_add_ps(t38, t39);
                t41 = _mm256_loadu_ps(&(*t35)[t32 - 1]);
                t42 = _mm256_add_ps(t40, t41);
                t43 = _mm256_loadu_ps(&(*t35)[t32 + 1]);
                t44 = _mm256_add_ps(t42, t43);
                t45 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t44);
                _mm256_storeu_ps(&out[t33][t34], t45);
                t46 = (int)((long)1 + (t1 + 24L));
                t47 = (long)i;
                t48 = (long)t46;
                t49 = &in[t47];
                t50 = _mm256_loadu_ps(&(*t49)[t48]);
                t51 = _mm256_loadu_ps(&in[i - 1][t48]);
                t52 = _mm256_add_ps(t50, t51);
                t53 = _mm256_loadu_ps(&in[i + 1][t48]);
                t54 = _mm256_add_ps(t52, t53);
                t55 = _mm256_loadu_ps(&(*t49)[t46 - 1]);
                t56 = _mm256_add_ps(t54, t55);
                t57 = _mm256_loadu_ps(&(*t49)[t46 + 1]);
                t58 = _mm256_add_ps(t56, t57);
                t59 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t58);
                _mm256_storeu_ps(&out[t47][t48], t59);
                t1 += 32L;
            } while (t1 < t3);
            t60 = (int)((long)1 + t3);
        } else {
            t60 = 1;
        }
        t61 = (long)t60 * -1L + 127L;
        if (t61 >= 8L) {
            t62 = t61 & -8L;
            t2 = 0L;
            do {
                t63 = (int)((long)t60 + t2);
                t64 = (long)i;
                t65 = (long)t63;
                t66 = &in[t64];
                t67 = _mm256_loadu_ps(&(*t66)[t65]);
                t68 = _mm256_loadu_ps(&in[i - 1][t65]);
                t69 = _mm256_add_ps(t67, t68);
                t70 = _mm256_loadu_ps(&in[i + 1][t65]);
                t71 = _mm256_add_ps(t69, t70);
                t72 = _mm256_loadu_ps(&(*t66)[t63 - 1]);
                t73 = _mm256_add_ps(t71, t72);
                t74 = _mm256_loadu_ps(&(*t66)[t63 + 1]);
                t75 = _mm256_add_ps(t73, t74);
                t76 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t75);
                _mm256_storeu_ps(&out[t64][t65], t76);
                t2 += 8L;
            } while (t2 < t62);
            t77 = (int)((long)t60 + t62);
        } else {
            t77 = t60;
        }
        t78 = (long)t77 * -1L + 127L;
        if ((t78 >= 1L) & (t78 <= 8L)) {
            t79 = _mm256_set1_epi32((int)(int)t78);
            t80 = _mm256_cmpgt_epi32(t79, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t81 = 0L;
            t82 = (int)((long)t77 + t81);
            t83 = (long)i;
            t84 = (long)t82;
            t85 = &in[t83];
            t86 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t80), &(*t85)[t84]);
            t87 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t80), &in[i - 1][t84]);
            t88 = _mm256_add_ps(t86, t87);
            t89 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t80), &in[i + 1][t84]);
            t90 = _mm256_add_ps(t88, t89);
            t91 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t80), &(*t85)[t82 - 1]);
            t92 = _mm256_add_ps(t90, t91);
            t93 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t80), &(*t85)[t82 + 1]);
            t94 = _mm256_add_ps(t92, t93);
            t95 = _mm256_mul_ps(_mm256_set1_ps(0.2f), t94);
            _mm256_mask_storeu_ps(&out[t83][t84], _mm256_movepi32_mask(t80), t95);
            j = (int)((long)t77 + t78);
        } else {
            j = t77;
        }
        for (; j < 127; j = t99) {
            t96 = (long)i;
            t97 = (long)j;
            t98 = &in[t96];
            t99 = j + 1;
            out[t96][t97] = 0.2f * ((*t98)[t97] + in[i - 1][t97] + in[i + 1][t97] + (*t98)[j - 1] + (*t98)[t99]);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    int i;
    int t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int j;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    for (i = 0; i < 128; i++) {
        t3 = (int)((unsigned int)(int)((unsigned int)i * (unsigned int)31) + (unsigned int)(int)((unsigned int)0 * (unsigned int)17));
        if ((128L >= 32L) & (t3 >= 0)) {
            t4 = 128L & -32L;
            t5 = _mm256_set1_epi32((int)(t3 % 97));
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 17, 34, 51, 68, 85, 5, 22));
            t7 = t6;
            t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)97));
            t9 = _mm256_min_epu32(t7, t8);
            t1 = t9;
            t2 = 0L;
            for (;;) {
                t10 = _mm256_cvtepi32_ps(t1);
                _mm256_storeu_ps(&in[i][(int)((long)0 + t2)], t10);
                t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)39));
                t12 = t11;
                t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)97));
                t14 = _mm256_min_epu32(t12, t13);
                t15 = t14;
                t16 = _mm256_cvtepi32_ps(t15);
                _mm256_storeu_ps(&in[i][(int)((long)0 + (t2 + 8L))], t16);
                t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)78));
                t18 = t17;
                t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)97));
                t20 = _mm256_min_epu32(t18, t19);
                t21 = t20;
                t22 = _mm256_cvtepi32_ps(t21);
                _mm256_storeu_ps(&in[i][(int)((long)0 + (t2 + 16L))], t22);
                t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)20));
                t24 = t23;
                t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)97));
                t26 = _mm256_min_epu32(t24, t25);
                t27 = t26;
                t28 = _mm256_cvtepi32_ps(t27);
                _mm256_storeu_ps(&in[i][(int)((long)0 + (t2 + 24L))], t28);
                t2 += 32L;
                t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)59));
                t30 = t29;
                t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)97));
                t32 = _mm256_min_epu32(t30, t31);
                t33 = t32;
                if (t2 >= t4) {
                    break;
                }
                t1 = t33;
            }
            j = (int)((long)0 + t4);
        } else {
            j = 0;
        }
        for (; j < 128; j++) {
            in[i][j] = (float)((i * 31 + j * 17) % 97);
        }
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        in[r % 128L][r * 7L % 128L] = out[r * 3L % 128L][r * 5L % 128L];
    }
    (_mm256_zeroupper(), bench_print("stencil2d_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 65536UL))));
    return 0;
}
