/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_fmin_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_min_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* math_f32: a[i] = fminf(sqrtf(fabsf(b[i])), c[i]) (calls to sqrt, fabs, fmin; all exact ops).
   needs: math calls vectorized inline (sqrt, fabs, fmin; NaN-correct fmin), consecutive f32 */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 30000
#endif
#define N 4096

static float a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    long t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    long t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    long t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    int i;
    long t27;
    float t28;
    float t29;
    float t30;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_ps(&c[t3]);
            t5 = _mm256_loadu_ps(&b[t3]);
            t6 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t5);
            t7 = _mm256_sqrt_ps(t6);
            t8 = vcc_avx2_fmin_ps(t7, t4);
            _mm256_storeu_ps(&a[t3], t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm256_loadu_ps(&c[t9]);
            t11 = _mm256_loadu_ps(&b[t9]);
            t12 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t11);
            t13 = _mm256_sqrt_ps(t12);
            t14 = vcc_avx2_fmin_ps(t13, t10);
            _mm256_storeu_ps(&a[t9], t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm256_loadu_ps(&c[t15]);
            t17 = _mm256_loadu_ps(&b[t15]);
            t18 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t17);
            t19 = _mm256_sqrt_ps(t18);
            t20 = vcc_avx2_fmin_ps(t19, t16);
            _mm256_storeu_ps(&a[t15], t20);
            t21 = (long)(int)((long)0 + (t1 + 24L));
            t22 = _mm256_loadu_ps(&c[t21]);
            t23 = _mm256_loadu_ps(&b[t21]);
            t24 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t23);
            t25 = _mm256_sqrt_ps(t24);
            t26 = vcc_avx2_fmin_ps(t25, t22);
            _mm256_storeu_ps(&a[t21], t26);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        t28 = c[t27];
        t29 = b[t27];
        t30 = sqrtf(fabsf(t29));
        a[t27] = fminf(t30, t28);
    }
}

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
    __m256 t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256 t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256 t49;
    long t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256 t57;
    __m256 t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
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
    float *t74;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    if ((4096L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)(0 % 1000));
        t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = t6;
        t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)1000));
        t9 = _mm256_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm256_set1_epi32((int)(0 % 40));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)40));
        t14 = _mm256_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)500));
            t17 = _mm256_cvtepi32_ps(t16);
            t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t15], t18);
            t19 = _mm256_cvtepi32_ps(t2);
            _mm256_storeu_ps(&c[t15], t19);
            t20 = (long)(int)((long)0 + (t3 + 8L));
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)1000));
            t24 = _mm256_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)500));
            t27 = _mm256_cvtepi32_ps(t26);
            t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t20], t28);
            t29 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t30 = t29;
            t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)40));
            t32 = _mm256_min_epu32(t30, t31);
            t33 = t32;
            t34 = _mm256_cvtepi32_ps(t33);
            _mm256_storeu_ps(&c[t20], t34);
            t35 = (long)(int)((long)0 + (t3 + 16L));
            t36 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t37 = t36;
            t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32((int)1000));
            t39 = _mm256_min_epu32(t37, t38);
            t40 = t39;
            t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32((int)500));
            t42 = _mm256_cvtepi32_ps(t41);
            t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t35], t43);
            t44 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t45 = t44;
            t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32((int)40));
            t47 = _mm256_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm256_cvtepi32_ps(t48);
            _mm256_storeu_ps(&c[t35], t49);
            t50 = (long)(int)((long)0 + (t3 + 24L));
            t51 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t52 = t51;
            t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)1000));
            t54 = _mm256_min_epu32(t52, t53);
            t55 = t54;
            t56 = _mm256_sub_epi32(t55, _mm256_set1_epi32((int)500));
            t57 = _mm256_cvtepi32_ps(t56);
            t58 = _mm256_mul_ps(t57, _mm256_set1_ps(0.37f));
            _mm256_storeu_ps(&b[t50], t58);
            t59 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t60 = t59;
            t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32((int)40));
            t62 = _mm256_min_epu32(t60, t61);
            t63 = t62;
            t64 = _mm256_cvtepi32_ps(t63);
            _mm256_storeu_ps(&c[t50], t64);
            t3 += 32L;
            t65 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t66 = t65;
            t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)1000));
            t68 = _mm256_min_epu32(t66, t67);
            t1 = t68;
            t69 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)32));
            t70 = t69;
            t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32((int)40));
            t72 = _mm256_min_epu32(t70, t71);
            t2 = t72;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t73 = (long)i;
        b[t73] = (float)(i % 1000 - 500) * 0.37f;
        c[t73] = (float)(i % 40);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t74 = &b[r % 4096L];
        *t74 = -*t74;
    }
    (_mm256_zeroupper(), bench_print("math_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
