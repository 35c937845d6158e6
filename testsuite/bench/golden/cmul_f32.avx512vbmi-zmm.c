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

/* cmul_f32: interleaved complex multiply, c = a * b with re/im pairs in one float array.
   Products are exact (few mantissa bits), so contraction into FMAs does not change the bits.
   needs: interleaved groups of 2 (wide loads + shuffles), f32 multiply/add/sub, interleaved stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 2048

static float a[2 * N], b[2 * N], c[2 * N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    int t3;
    long t4;
    float *t5;
    __m512 t6;
    __m512 t7;
    float *t8;
    __m512 t9;
    __m512 t10;
    float *t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    int t24;
    long t25;
    float *t26;
    __m512 t27;
    __m512 t28;
    float *t29;
    __m512 t30;
    __m512 t31;
    float *t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    int t45;
    long t46;
    float *t47;
    __m512 t48;
    __m512 t49;
    float *t50;
    __m512 t51;
    __m512 t52;
    float *t53;
    __m512 t54;
    __m512 t55;
    __m512 t56;
    __m512 t57;
    __m512 t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    __m512 t63;
    __m512 t64;
    __m512 t65;
    int t66;
    long t67;
    float *t68;
    __m512 t69;
    __m512 t70;
    float *t71;
    __m512 t72;
    __m512 t73;
    float *t74;
    __m512 t75;
    __m512 t76;
    __m512 t77;
    __m512 t78;
    __m512 t79;
    __m512 t80;
    __m512 t81;
    __m512 t82;
    __m512 t83;
    __m512 t84;
    __m512 t85;
    __m512 t86;
    int i;
    int t87;
    long t88;
    float ar;
    long t89;
    float ai;
    float br;
    float bi;
    if (2048L >= 64L) {
        t2 = 2048L & -64L;
        t1 = 0L;
        do {
            t3 = 2 * (int)((long)0 + t1);
            t4 = (long)t3;
            t5 = &a[t4];
            t6 = _mm512_loadu_ps(t5);
            t7 = _mm512_loadu_ps(t5 + 16);
            t8 = &b[t4];
            t9 = _mm512_loadu_ps(t8);
            t10 = _mm512_loadu_ps(t8 + 16);
            t11 = &c[t3 + 1];
            t12 = _mm512_moveldup_ps(t9);
            t13 = _mm512_movehdup_ps(t9);
            t14 = _mm512_permute_ps(t6, 0xb1);
            t15 = _mm512_mul_ps(t6, t12);
            t16 = _mm512_mul_ps(t14, t13);
            t17 = _mm512_mask_sub_ps(_mm512_add_ps(t15, t16), 0x5555, t15, t16);
            _mm512_storeu_ps(t11 + -1, t17);
            t18 = _mm512_moveldup_ps(t10);
            t19 = _mm512_movehdup_ps(t10);
            t20 = _mm512_permute_ps(t7, 0xb1);
            t21 = _mm512_mul_ps(t7, t18);
            t22 = _mm512_mul_ps(t20, t19);
            t23 = _mm512_mask_sub_ps(_mm512_add_ps(t21, t22), 0x5555, t21, t22);
            _mm512_storeu_ps(t11 + 15, t23);
            t24 = 2 * (int)((long)0 + (t1 + 16L));
            t25 = (long)t24;
            t26 = &a[t25];
            t27 = _mm512_loadu_ps(t26);
            t28 = _mm512_loadu_ps(t26 + 16);
            t29 = &b[t25];
            t30 = _mm512_loadu_ps(t29);
            t31 = _mm512_loadu_ps(t29 + 16);
            t32 = &c[t24 + 1];
            t33 = _mm512_moveldup_ps(t30);
            t34 = _mm512_movehdup_ps(t30);
            t35 = _mm512_permute_ps(t27, 0xb1);
            t36 = _mm512_mul_ps(t27, t33);
            t37 = _mm512_mul_ps(t35, t34);
            t38 = _mm512_mask_sub_ps(_mm512_add_ps(t36, t37), 0x5555, t36, t37);
            _mm512_storeu_ps(t32 + -1, t38);
            t39 = _mm512_moveldup_ps(t31);
            t40 = _mm512_movehdup_ps(t31);
            t41 = _mm512_permute_ps(t28, 0xb1);
            t42 = _mm512_mul_ps(t28, t39);
            t43 = _mm512_mul_ps(t41, t40);
            t44 = _mm512_mask_sub_ps(_mm512_add_ps(t42, t43), 0x5555, t42, t43);
            _mm512_storeu_ps(t32 + 15, t44);
            t45 = 2 * (int)((long)0 + (t1 + 32L));
            t46 = (long)t45;
            t47 = &a[t46];
            t48 = _mm512_loadu_ps(t47);
            t49 = _mm512_loadu_ps(t47 + 16);
            t50 = &b[t46];
            t51 = _mm512_loadu_ps(t50);
            t52 = _mm512_loadu_ps(t50 + 16);
            t53 = &c[t45 + 1];
            t54 = _mm512_moveldup_ps(t51);
            t55 = _mm512_movehdup_ps(t51);
            t56 = _mm512_permute_ps(t48, 0xb1);
            t57 = _mm512_mul_ps(t48, t54);
            t58 = _mm512_mul_ps(t56, t55);
            t59 = _mm512_mask_sub_ps(_mm512_add_ps(t57, t58), 0x5555, t57, t58);
            _mm512_storeu_ps(t53 + -1, t59);
            t60 = _mm512_moveldup_ps(t52);
            t61 = _mm512_movehdup_ps(t52);
            t62 = _mm512_permute_ps(t49, 0xb1);
            t63 = _mm512_mul_ps(t49, t60);
            t64 = _mm512_mul_ps(t62, t61);
            t65 = _mm512_mask_sub_ps(_mm512_add_ps(t63, t64), 0x5555, t63, t64);
            _mm512_storeu_ps(t53 + 15, t65);
            t66 = 2 * (int)((long)0 + (t1 + 48L));
            t67 = (long)t66;
            t68 = &a[t67];
            t69 = _mm512_loadu_ps(t68);
            t70 = _mm512_loadu_ps(t68 + 16);
            t71 = &b[t67];
            t72 = _mm512_loadu_ps(t71);
            t73 = _mm512_loadu_ps(t71 + 16);
            t74 = &c[t66 + 1];
            t75 = _mm512_moveldup_ps(t72);
            t76 = _mm512_movehdup_ps(t72);
            t77 = _mm512_permute_ps(t69, 0xb1);
            t78 = _mm512_mul_ps(t69, t75);
            t79 = _mm512_mul_ps(t77, t76);
            t80 = _mm512_mask_sub_ps(_mm512_add_ps(t78, t79), 0x5555, t78, t79);
            _mm512_storeu_ps(t74 + -1, t80);
            t81 = _mm512_moveldup_ps(t73);
            t82 = _mm512_movehdup_ps(t73);
            t83 = _mm512_permute_ps(t70, 0xb1);
            t84 = _mm512_mul_ps(t70, t81);
            t85 = _mm512_mul_ps(t83, t82);
            t86 = _mm512_mask_sub_ps(_mm512_add_ps(t84, t85), 0x5555, t84, t85);
            _mm512_storeu_ps(t74 + 15, t86);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t87 = 2 * i;
        t88 = (long)t87;
        ar = a[t88];
        t89 = (long)(t87 + 1);
        ai = a[t89];
        br = b[t88];
        bi = b[t89];
        c[t88] = ar * br - ai * bi;
        c[t89] = ar * bi + ai * br;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    long reps;
    int t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m512 t18;
    __m512 t19;
    __m512i t20;
    __m512 t21;
    __m512 t22;
    long t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512 t30;
    __m512 t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512 t38;
    __m512 t39;
    long t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512 t47;
    __m512 t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512 t55;
    __m512 t56;
    long t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512 t64;
    __m512 t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512 t72;
    __m512 t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    int i;
    long t82;
    long r;
    float *t83;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    t4 = (int)((unsigned int)0 * (unsigned int)5);
    if ((4096L >= 64L) & (0 >= 0) & (t4 >= 0)) {
        t5 = 4096L & -64L;
        t6 = _mm512_set1_epi32((int)(0 % 29));
        t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t8 = t7;
        t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32((int)29));
        t10 = _mm512_min_epu32(t8, t9);
        t1 = t10;
        t11 = _mm512_set1_epi32((int)(t4 % 37));
        t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, 5, 10, 15, 20, 25, 30, 35, 3, 8, 13, 18, 23, 28, 33, 1));
        t13 = t12;
        t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32((int)37));
        t15 = _mm512_min_epu32(t13, t14);
        t2 = t15;
        t3 = 0L;
        do {
            t16 = (long)(int)((long)0 + t3);
            t17 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)14));
            t18 = _mm512_cvtepi32_ps(t17);
            t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&a[t16], t19);
            t20 = _mm512_sub_epi32(t2, _mm512_set1_epi32((int)18));
            t21 = _mm512_cvtepi32_ps(t20);
            t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[t16], t22);
            t23 = (long)(int)((long)0 + (t3 + 16L));
            t24 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t25 = t24;
            t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)29));
            t27 = _mm512_min_epu32(t25, t26);
            t28 = t27;
            t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32((int)14));
            t30 = _mm512_cvtepi32_ps(t29);
            t31 = _mm512_mul_ps(t30, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&a[t23], t31);
            t32 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)6));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)37));
            t35 = _mm512_min_epu32(t33, t34);
            t36 = t35;
            t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32((int)18));
            t38 = _mm512_cvtepi32_ps(t37);
            t39 = _mm512_mul_ps(t38, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[t23], t39);
            t40 = (long)(int)((long)0 + (t3 + 32L));
            t41 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)3));
            t42 = t41;
            t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32((int)29));
            t44 = _mm512_min_epu32(t42, t43);
            t45 = t44;
            t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32((int)14));
            t47 = _mm512_cvtepi32_ps(t46);
            t48 = _mm512_mul_ps(t47, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&a[t40], t48);
            t49 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)12));
            t50 = t49;
            t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32((int)37));
            t52 = _mm512_min_epu32(t50, t51);
            t53 = t52;
            t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32((int)18));
            t55 = _mm512_cvtepi32_ps(t54);
            t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[t40], t56);
            t57 = (long)(int)((long)0 + (t3 + 48L));
            t58 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)19));
            t59 = t58;
            t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32((int)29));
            t61 = _mm512_min_epu32(t59, t60);
            t62 = t61;
            t63 = _mm512_sub_epi32(t62, _mm512_set1_epi32((int)14));
            t64 = _mm512_cvtepi32_ps(t63);
            t65 = _mm512_mul_ps(t64, _mm512_set1_ps(0.125f));
            _mm512_storeu_ps(&a[t57], t65);
            t66 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)18));
            t67 = t66;
            t68 = _mm512_sub_epi32(t67, _mm512_set1_epi32((int)37));
            t69 = _mm512_min_epu32(t67, t68);
            t70 = t69;
            t71 = _mm512_sub_epi32(t70, _mm512_set1_epi32((int)18));
            t72 = _mm512_cvtepi32_ps(t71);
            t73 = _mm512_mul_ps(t72, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&b[t57], t73);
            t3 += 64L;
            t74 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)6));
            t75 = t74;
            t76 = _mm512_sub_epi32(t75, _mm512_set1_epi32((int)29));
            t77 = _mm512_min_epu32(t75, t76);
            t1 = t77;
            t78 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)24));
            t79 = t78;
            t80 = _mm512_sub_epi32(t79, _mm512_set1_epi32((int)37));
            t81 = _mm512_min_epu32(t79, t80);
            t2 = t81;
        } while (t3 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t82 = (long)i;
        a[t82] = (float)(i % 29 - 14) * 0.125f;
        b[t82] = (float)(i * 5 % 37 - 18) * 0.25f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t83 = &a[r % 4096L];
        *t83 = -*t83;
    }
    (_mm256_zeroupper(), bench_print("cmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
