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

/* alias_f32: a[i] = b[i] * 0.5f + c[i] through plain pointers that may alias (no restrict):
   called with disjoint arrays, so a runtime overlap check passes and the vector loop runs.
   needs: runtime alias check (loop versioning), runtime trip count, consecutive f32 */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float xs[N], ys[N], zs[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(float *a, const float *b, const float *c, int n)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    long t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    long t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    int t19;
    long t20;
    unsigned long t21;
    unsigned long t22;
    unsigned long t23;
    unsigned long t24;
    long t25;
    long t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    int t31;
    long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    __m512i t37;
    __mmask16 t38;
    long t39;
    long t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    int i;
    long t45;
    t3 = (long)n;
    t4 = (unsigned long)a;
    t5 = (unsigned long)b;
    t6 = (unsigned long)a;
    t7 = (unsigned long)c;
    if ((t3 >= 32L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + (unsigned long)0L)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + (unsigned long)0L))) & (((t6 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t7 + (unsigned long)0L)) | ((t7 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t6 + (unsigned long)0L)))) {
        t8 = t3 & -32L;
        t1 = 0L;
        do {
            t9 = (long)(int)((long)0 + t1);
            t10 = _mm512_loadu_ps(b + t9);
            t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
            t12 = _mm512_loadu_ps(c + t9);
            t13 = _mm512_add_ps(t11, t12);
            _mm512_storeu_ps(a + t9, t13);
            t14 = (long)(int)((long)0 + (t1 + 16L));
            t15 = _mm512_loadu_ps(b + t14);
            t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.5f));
            t17 = _mm512_loadu_ps(c + t14);
            t18 = _mm512_add_ps(t16, t17);
            _mm512_storeu_ps(a + t14, t18);
            t1 += 32L;
        } while (t1 < t8);
        t19 = (int)((long)0 + t8);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    t21 = (unsigned long)a;
    t22 = (unsigned long)b;
    t23 = (unsigned long)a;
    t24 = (unsigned long)c;
    if ((t20 >= 16L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L)))) & (((t23 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t19 * 4L))))) {
        t25 = t20 & -16L;
        t2 = 0L;
        do {
            t26 = (long)(int)((long)t19 + t2);
            t27 = _mm512_loadu_ps(b + t26);
            t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.5f));
            t29 = _mm512_loadu_ps(c + t26);
            t30 = _mm512_add_ps(t28, t29);
            _mm512_storeu_ps(a + t26, t30);
            t2 += 16L;
        } while (t2 < t25);
        t31 = (int)((long)t19 + t25);
    } else {
        t31 = t19;
    }
    t32 = (long)n + (long)t31 * -1L;
    t33 = (unsigned long)a;
    t34 = (unsigned long)b;
    t35 = (unsigned long)a;
    t36 = (unsigned long)c;
    if ((t32 >= 1L) & (t32 <= 16L) & (((t33 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t31 * 4L))) | ((t34 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t31 * 4L)))) & (((t35 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t31 * 4L))) | ((t36 + (unsigned long)((long)t31 * 4L + 4L + (t32 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t31 * 4L))))) {
        t37 = _mm512_set1_epi32((int)(int)t32);
        t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t37, _MM_CMPINT_LT);
        t39 = 0L;
        t40 = (long)(int)((long)t31 + t39);
        t41 = _mm512_maskz_loadu_ps(t38, b + t40);
        t42 = _mm512_mul_ps(t41, _mm512_set1_ps(0.5f));
        t43 = _mm512_maskz_loadu_ps(t38, c + t40);
        t44 = _mm512_add_ps(t42, t43);
        _mm512_mask_storeu_ps(a + t40, t38, t44);
        i = (int)((long)t31 + t32);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t45 = (long)i;
        a[t45] = b[t45] * 0.5f + c[t45];
    }
}

static __typeof__(ys) ys __attribute__((aligned(64)));
static __typeof__(zs) zs __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    long reps;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    long t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512 t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512 t33;
    __m512 t34;
    long t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512 t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512 t48;
    __m512 t49;
    long t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512 t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512 t63;
    __m512 t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    int i;
    long t73;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    if ((4096L >= 64L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -64L;
        t5 = _mm512_set1_epi32((int)(0 % 50));
        t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t7 = t6;
        t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32((int)50));
        t9 = _mm512_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm512_set1_epi32((int)(0 % 9));
        t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
        t12 = t11;
        t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)9));
        t14 = _mm512_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)25));
            t17 = _mm512_cvtepi32_ps(t16);
            _mm512_storeu_ps(&ys[t15], t17);
            t18 = _mm512_cvtepi32_ps(t2);
            t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&zs[t15], t19);
            t20 = (long)(int)((long)0 + (t3 + 16L));
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t22 = t21;
            t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32((int)50));
            t24 = _mm512_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)25));
            t27 = _mm512_cvtepi32_ps(t26);
            _mm512_storeu_ps(&ys[t20], t27);
            t28 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)7));
            t29 = t28;
            t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)9));
            t31 = _mm512_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm512_cvtepi32_ps(t32);
            t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&zs[t20], t34);
            t35 = (long)(int)((long)0 + (t3 + 32L));
            t36 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t37 = t36;
            t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32((int)50));
            t39 = _mm512_min_epu32(t37, t38);
            t40 = t39;
            t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32((int)25));
            t42 = _mm512_cvtepi32_ps(t41);
            _mm512_storeu_ps(&ys[t35], t42);
            t43 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)5));
            t44 = t43;
            t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32((int)9));
            t46 = _mm512_min_epu32(t44, t45);
            t47 = t46;
            t48 = _mm512_cvtepi32_ps(t47);
            t49 = _mm512_mul_ps(t48, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&zs[t35], t49);
            t50 = (long)(int)((long)0 + (t3 + 48L));
            t51 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t52 = t51;
            t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32((int)50));
            t54 = _mm512_min_epu32(t52, t53);
            t55 = t54;
            t56 = _mm512_sub_epi32(t55, _mm512_set1_epi32((int)25));
            t57 = _mm512_cvtepi32_ps(t56);
            _mm512_storeu_ps(&ys[t50], t57);
            t58 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)3));
            t59 = t58;
            t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32((int)9));
            t61 = _mm512_min_epu32(t59, t60);
            t62 = t61;
            t63 = _mm512_cvtepi32_ps(t62);
            t64 = _mm512_mul_ps(t63, _mm512_set1_ps(0.25f));
            _mm512_storeu_ps(&zs[t50], t64);
            t3 += 64L;
            t65 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)14));
            t66 = t65;
            t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32((int)50));
            t68 = _mm512_min_epu32(t66, t67);
            t1 = t68;
            t69 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)1));
            t70 = t69;
            t71 = _mm512_sub_epi32(t70, _mm512_set1_epi32((int)9));
            t72 = _mm512_min_epu32(t70, t71);
            t2 = t72;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t73 = (long)i;
        ys[t73] = (float)(i % 50 - 25);
        zs[t73] = (float)(i % 9) * 0.25f;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel(xs, ys, zs, 4096));
        ys[r % 4096L] = xs[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("alias_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)xs, 16384UL))));
    return 0;
}
