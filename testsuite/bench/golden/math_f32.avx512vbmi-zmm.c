/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx512_fmin_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_ps(vcc_a, vcc_b), vcc_a); })
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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m512 t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    long t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    long t15;
    __m512 t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    __m512 t20;
    long t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    int i;
    long t27;
    float t28;
    float t29;
    float t30;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm512_loadu_ps(&c[t3]);
            t5 = _mm512_loadu_ps(&b[t3]);
            t6 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t5);
            t7 = _mm512_sqrt_ps(t6);
            t8 = vcc_avx512_fmin_ps(t7, t4);
            _mm512_storeu_ps(&a[t3], t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm512_loadu_ps(&c[t9]);
            t11 = _mm512_loadu_ps(&b[t9]);
            t12 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t11);
            t13 = _mm512_sqrt_ps(t12);
            t14 = vcc_avx512_fmin_ps(t13, t10);
            _mm512_storeu_ps(&a[t9], t14);
            t15 = (long)(int)((long)0 + (t1 + 32L));
            t16 = _mm512_loadu_ps(&c[t15]);
            t17 = _mm512_loadu_ps(&b[t15]);
            t18 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t17);
            t19 = _mm512_sqrt_ps(t18);
            t20 = vcc_avx512_fmin_ps(t19, t16);
            _mm512_storeu_ps(&a[t15], t20);
            t21 = (long)(int)((long)0 + (t1 + 48L));
            t22 = _mm512_loadu_ps(&c[t21]);
            t23 = _mm512_loadu_ps(&b[t21]);
            t24 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t23);
            t25 = _mm512_sqrt_ps(t24);
            t26 = vcc_avx512_fmin_ps(t25, t22);
            _mm512_storeu_ps(&a[t21], t26);
            t1 += 64L;
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
    __m512 t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512 t34;
    long t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512 t42;
    __m512 t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512 t49;
    long t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512 t57;
    __m512 t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
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
    float *t74;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    if ((4096L >= 64L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -64L;
        t5 = _mm512_set1_epi32((int)(0 % 1000));
        t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t7 = t6;
        t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32((int)1000));
        t9 = _mm512_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm512_set1_epi32((int)(0 % 40));
        t11 = _mm512_add_epi32(t10, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t12 = t11;
        t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)40));
        t14 = _mm512_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)500));
            t17 = _mm512_cvtepi32_ps(t16);
            t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.37f));
            _mm512_storeu_ps(&b[t15], t18);
            t19 = _mm512_cvtepi32_ps(t2);
            _mm512_storeu_ps(&c[t15], t19);
            t20 = (long)(int)((long)0 + (t3 + 16L));
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t22 = t21;
            t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32((int)1000));
            t24 = _mm512_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)500));
            t27 = _mm512_cvtepi32_ps(t26);
            t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.37f));
            _mm512_storeu_ps(&b[t20], t28);
            t29 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)16));
            t30 = t29;
            t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)40));
            t32 = _mm512_min_epu32(t30, t31);
            t33 = t32;
            t34 = _mm512_cvtepi32_ps(t33);
            _mm512_storeu_ps(&c[t20], t34);
            t35 = (long)(int)((long)0 + (t3 + 32L));
            t36 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t37 = t36;
            t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32((int)1000));
            t39 = _mm512_min_epu32(t37, t38);
            t40 = t39;
            t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32((int)500));
            t42 = _mm512_cvtepi32_ps(t41);
            t43 = _mm512_mul_ps(t42, _mm512_set1_ps(0.37f));
            _mm512_storeu_ps(&b[t35], t43);
            t44 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)32));
            t45 = t44;
            t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32((int)40));
            t47 = _mm512_min_epu32(t45, t46);
            t48 = t47;
            t49 = _mm512_cvtepi32_ps(t48);
            _mm512_storeu_ps(&c[t35], t49);
            t50 = (long)(int)((long)0 + (t3 + 48L));
            t51 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t52 = t51;
            t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32((int)1000));
            t54 = _mm512_min_epu32(t52, t53);
            t55 = t54;
            t56 = _mm512_sub_epi32(t55, _mm512_set1_epi32((int)500));
            t57 = _mm512_cvtepi32_ps(t56);
            t58 = _mm512_mul_ps(t57, _mm512_set1_ps(0.37f));
            _mm512_storeu_ps(&b[t50], t58);
            t59 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)8));
            t60 = t59;
            t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32((int)40));
            t62 = _mm512_min_epu32(t60, t61);
            t63 = t62;
            t64 = _mm512_cvtepi32_ps(t63);
            _mm512_storeu_ps(&c[t50], t64);
            t3 += 64L;
            t65 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
            t66 = t65;
            t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32((int)1000));
            t68 = _mm512_min_epu32(t66, t67);
            t1 = t68;
            t69 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)24));
            t70 = t69;
            t71 = _mm512_sub_epi32(t70, _mm512_set1_epi32((int)40));
            t72 = _mm512_min_epu32(t70, t71);
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
