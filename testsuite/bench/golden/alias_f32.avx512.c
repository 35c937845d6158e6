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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float *a, const float *b, const float *c, int n)
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
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    long t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    long t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    long t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    long t35;
    long t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    int t41;
    long t42;
    unsigned long t43;
    unsigned long t44;
    unsigned long t45;
    unsigned long t46;
    __m256i t47;
    __m256i t48;
    long t49;
    long t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    int i;
    long t55;
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
            t10 = _mm256_loadu_ps(b + t9);
            t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
            t12 = _mm256_loadu_ps(c + t9);
            t13 = _mm256_add_ps(t11, t12);
            _mm256_storeu_ps(a + t9, t13);
            t14 = (long)(int)((long)0 + (t1 + 8L));
            t15 = _mm256_loadu_ps(b + t14);
            t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
            t17 = _mm256_loadu_ps(c + t14);
            t18 = _mm256_add_ps(t16, t17);
            _mm256_storeu_ps(a + t14, t18);
            t19 = (long)(int)((long)0 + (t1 + 16L));
            t20 = _mm256_loadu_ps(b + t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
            t22 = _mm256_loadu_ps(c + t19);
            t23 = _mm256_add_ps(t21, t22);
            _mm256_storeu_ps(a + t19, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = _mm256_loadu_ps(b + t24);
            t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
            t27 = _mm256_loadu_ps(c + t24);
            t28 = _mm256_add_ps(t26, t27);
            _mm256_storeu_ps(a + t24, t28);
            t1 += 32L;
        } while (t1 < t8);
        t29 = (int)((long)0 + t8);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)a;
    t32 = (unsigned long)b;
    t33 = (unsigned long)a;
    t34 = (unsigned long)c;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L)))) & (((t33 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t29 * 4L))) | ((t34 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t29 * 4L))))) {
        t35 = t30 & -8L;
        t2 = 0L;
        do {
            t36 = (long)(int)((long)t29 + t2);
            t37 = _mm256_loadu_ps(b + t36);
            t38 = _mm256_mul_ps(t37, _mm256_set1_ps(0.5f));
            t39 = _mm256_loadu_ps(c + t36);
            t40 = _mm256_add_ps(t38, t39);
            _mm256_storeu_ps(a + t36, t40);
            t2 += 8L;
        } while (t2 < t35);
        t41 = (int)((long)t29 + t35);
    } else {
        t41 = t29;
    }
    t42 = (long)n + (long)t41 * -1L;
    t43 = (unsigned long)a;
    t44 = (unsigned long)b;
    t45 = (unsigned long)a;
    t46 = (unsigned long)c;
    if ((t42 >= 1L) & (t42 <= 8L) & (((t43 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t41 * 4L))) | ((t44 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t41 * 4L)))) & (((t45 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t41 * 4L))) | ((t46 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t41 * 4L))))) {
        t47 = _mm256_set1_epi32((int)(int)t42);
        t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t49 = 0L;
        t50 = (long)(int)((long)t41 + t49);
        t51 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t48), b + t50);
        t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.5f));
        t53 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t48), c + t50);
        t54 = _mm256_add_ps(t52, t53);
        _mm256_mask_storeu_ps(a + t50, _mm256_movepi32_mask(t48), t54);
        i = (int)((long)t41 + t42);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        t55 = (long)i;
        a[t55] = b[t55] * 0.5f + c[t55];
    }
}

static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(zs) zs __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256 t33;
    __m256 t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256 t48;
    __m256 t49;
    long t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256 t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256 t63;
    __m256 t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    int i;
    long t73;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    if ((4096L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)(0 % 50));
        t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = t6;
        t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)50));
        t9 = _mm256_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm256_set1_epi32((int)(0 % 9));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)9));
        t14 = _mm256_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)25));
            t17 = _mm256_cvtepi32_ps(t16);
            _mm256_storeu_ps(&ys[t15], t17);
            t18 = _mm256_cvtepi32_ps(t2);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t15], t19);
            t20 = (long)(int)((long)0 + (t3 + 8L));
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)50));
            t24 = _mm256_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)25));
            t27 = _mm256_cvtepi32_ps(t26);
            _mm256_storeu_ps(&ys[t20], t27);
            t28 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)9));
            t31 = _mm256_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm256_cvtepi32_ps(t32);
            t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t20], t34);
            t35 = (long)(int)((long)0 + (t3 + 16L));
            t36 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t37 = t36;
            t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)50));
            t39 = _mm256_min_epu32(t37, t38);
            t40 = t39;
            t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)25));
            t42 = _mm256_cvtepi32_ps(t41);
            _mm256_storeu_ps(&ys[t35], t42);
            t43 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)7));
            t44 = t43;
            t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)9));
            t46 = _mm256_min_epu32(t44, t45);
            t47 = t46;
            t48 = _mm256_cvtepi32_ps(t47);
            t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t35], t49);
            t50 = (long)(int)((long)0 + (t3 + 24L));
            t51 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t52 = t51;
            t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)50));
            t54 = _mm256_min_epu32(t52, t53);
            t55 = t54;
            t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32((int)25));
            t57 = _mm256_cvtepi32_ps(t56);
            _mm256_storeu_ps(&ys[t50], t57);
            t58 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)6));
            t59 = t58;
            t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32((int)9));
            t61 = _mm256_min_epu32(t59, t60);
            t62 = t61;
            t63 = _mm256_cvtepi32_ps(t62);
            t64 = _mm256_mul_ps(t63, _mm256_set1_ps(0.25f));
            _mm256_storeu_ps(&zs[t50], t64);
            t3 += 32L;
            t65 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t66 = t65;
            t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)50));
            t68 = _mm256_min_epu32(t66, t67);
            t1 = t68;
            t69 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)5));
            t70 = t69;
            t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32((int)9));
            t72 = _mm256_min_epu32(t70, t71);
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
