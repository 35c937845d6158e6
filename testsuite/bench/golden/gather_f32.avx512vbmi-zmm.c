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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512 t11;
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
    __m512 t24;
    __m512 t25;
    __m512 t26;
    int i;
    long t27;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 16L));
            t5 = (long)(int)((long)0 + (t1 + 32L));
            t6 = (long)(int)((long)0 + (t1 + 48L));
            t7 = _mm512_loadu_si512(&idx[t3]);
            t8 = _mm512_loadu_si512(&idx[t4]);
            t9 = _mm512_loadu_si512(&idx[t5]);
            t10 = _mm512_loadu_si512(&idx[t6]);
            t11 = _mm512_i32gather_ps(t7, b, 4);
            t12 = _mm512_i32gather_ps(t8, b, 4);
            t13 = _mm512_i32gather_ps(t9, b, 4);
            t14 = _mm512_i32gather_ps(t10, b, 4);
            t15 = _mm512_mul_ps(t11, _mm512_set1_ps(2.0f));
            t16 = _mm512_mul_ps(t12, _mm512_set1_ps(2.0f));
            t17 = _mm512_mul_ps(t13, _mm512_set1_ps(2.0f));
            t18 = _mm512_mul_ps(t14, _mm512_set1_ps(2.0f));
            t19 = _mm512_loadu_ps(&c[t3]);
            t20 = _mm512_loadu_ps(&c[t4]);
            t21 = _mm512_loadu_ps(&c[t5]);
            t22 = _mm512_loadu_ps(&c[t6]);
            t23 = _mm512_add_ps(t15, t19);
            _mm512_storeu_ps(&a[t3], t23);
            t24 = _mm512_add_ps(t16, t20);
            _mm512_storeu_ps(&a[t4], t24);
            t25 = _mm512_add_ps(t17, t21);
            _mm512_storeu_ps(&a[t5], t25);
            t26 = _mm512_add_ps(t18, t22);
            _mm512_storeu_ps(&a[t6], t26);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        a[t27] = b[idx[t27]] * 2.0f + c[t27];
    }
}

static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    __m512i t3;
    long t4;
    long reps;
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
    __m512i t16;
    __m512i t17;
    __m512i t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512i t28;
    __m512i t29;
    long t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512 t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512 t47;
    __m512 t48;
    __m512i t49;
    __m512i t50;
    long t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512 t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512 t68;
    __m512 t69;
    __m512i t70;
    __m512i t71;
    long t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512 t83;
    __m512i t84;
    __m512i t85;
    __m512i t86;
    __m512i t87;
    __m512i t88;
    __m512 t89;
    __m512 t90;
    __m512i t91;
    __m512i t92;
    __m512i t93;
    __m512i t94;
    __m512i t95;
    __m512i t96;
    __m512i t97;
    __m512i t98;
    int i;
    long t99;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    if ((4096L >= 64L) & (0 >= 0) & (0 >= 0)) {
        t5 = 4096L & -64L;
        t6 = _mm512_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t8 = _mm512_set1_epi32((int)(0 % 23));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)23));
        t12 = _mm512_min_epu32(t10, t11);
        t2 = t12;
        t13 = _mm512_set1_epi32((int)(0 % 3));
        t14 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0));
        t15 = t14;
        t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)3));
        t17 = _mm512_min_epu32(t15, t16);
        t3 = t17;
        t4 = 0L;
        do {
            t18 = t1;
            t19 = (long)(int)((long)0 + t4);
            t20 = t18;
            t21 = _mm512_mullo_epi32(t20, _mm512_set1_epi32((int)-1640531535));
            t22 = (__m512i)((vcc_v16_uint)t21 % (vcc_v16_uint)_mm512_set1_epi32((int)4096));
            t23 = t22;
            _mm512_storeu_si512(&idx[t19], t23);
            t24 = _mm512_sub_epi32(t2, _mm512_set1_epi32((int)11));
            t25 = _mm512_cvtepi32_ps(t24);
            _mm512_storeu_ps(&b[t19], t25);
            t26 = _mm512_cvtepi32_ps(t3);
            t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t19], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t29 = t28;
            t30 = (long)(int)((long)0 + (t4 + 16L));
            t31 = t29;
            t32 = _mm512_mullo_epi32(t31, _mm512_set1_epi32((int)-1640531535));
            t33 = (__m512i)((vcc_v16_uint)t32 % (vcc_v16_uint)_mm512_set1_epi32((int)4096));
            t34 = t33;
            _mm512_storeu_si512(&idx[t30], t34);
            t35 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)16));
            t36 = t35;
            t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32((int)23));
            t38 = _mm512_min_epu32(t36, t37);
            t39 = t38;
            t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32((int)11));
            t41 = _mm512_cvtepi32_ps(t40);
            _mm512_storeu_ps(&b[t30], t41);
            t42 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)1));
            t43 = t42;
            t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32((int)3));
            t45 = _mm512_min_epu32(t43, t44);
            t46 = t45;
            t47 = _mm512_cvtepi32_ps(t46);
            t48 = _mm512_mul_ps(t47, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t30], t48);
            t49 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t50 = t49;
            t51 = (long)(int)((long)0 + (t4 + 32L));
            t52 = t50;
            t53 = _mm512_mullo_epi32(t52, _mm512_set1_epi32((int)-1640531535));
            t54 = (__m512i)((vcc_v16_uint)t53 % (vcc_v16_uint)_mm512_set1_epi32((int)4096));
            t55 = t54;
            _mm512_storeu_si512(&idx[t51], t55);
            t56 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)9));
            t57 = t56;
            t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32((int)23));
            t59 = _mm512_min_epu32(t57, t58);
            t60 = t59;
            t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32((int)11));
            t62 = _mm512_cvtepi32_ps(t61);
            _mm512_storeu_ps(&b[t51], t62);
            t63 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)2));
            t64 = t63;
            t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32((int)3));
            t66 = _mm512_min_epu32(t64, t65);
            t67 = t66;
            t68 = _mm512_cvtepi32_ps(t67);
            t69 = _mm512_mul_ps(t68, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t51], t69);
            t70 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t71 = t70;
            t72 = (long)(int)((long)0 + (t4 + 48L));
            t73 = t71;
            t74 = _mm512_mullo_epi32(t73, _mm512_set1_epi32((int)-1640531535));
            t75 = (__m512i)((vcc_v16_uint)t74 % (vcc_v16_uint)_mm512_set1_epi32((int)4096));
            t76 = t75;
            _mm512_storeu_si512(&idx[t72], t76);
            t77 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)2));
            t78 = t77;
            t79 = _mm512_sub_epi32(t78, _mm512_set1_epi32((int)23));
            t80 = _mm512_min_epu32(t78, t79);
            t81 = t80;
            t82 = _mm512_sub_epi32(t81, _mm512_set1_epi32((int)11));
            t83 = _mm512_cvtepi32_ps(t82);
            _mm512_storeu_ps(&b[t72], t83);
            t84 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)0));
            t85 = t84;
            t86 = _mm512_sub_epi32(t85, _mm512_set1_epi32((int)3));
            t87 = _mm512_min_epu32(t85, t86);
            t88 = t87;
            t89 = _mm512_cvtepi32_ps(t88);
            t90 = _mm512_mul_ps(t89, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&c[t72], t90);
            t4 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
            t91 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)18));
            t92 = t91;
            t93 = _mm512_sub_epi32(t92, _mm512_set1_epi32((int)23));
            t94 = _mm512_min_epu32(t92, t93);
            t2 = t94;
            t95 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)1));
            t96 = t95;
            t97 = _mm512_sub_epi32(t96, _mm512_set1_epi32((int)3));
            t98 = _mm512_min_epu32(t96, t97);
            t3 = t98;
        } while (t4 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t99 = (long)i;
        idx[t99] = (int)((unsigned int)i * 2654435761U % 4096U);
        b[t99] = (float)(i % 23 - 11);
        c[t99] = (float)(i % 3) * 0.5f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = a[r * 5L % 4096L] * 0.5f;
    }
    (_mm256_zeroupper(), bench_print("gather_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
