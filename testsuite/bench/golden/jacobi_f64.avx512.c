/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* jacobi_f64: b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0 / 3) on doubles, then copy back
   (two loops per step; the double variant of the 1-D stencil).
   needs: consecutive f64 loads at offsets, f64 add/multiply, two loops in one function */
#include "bench.h"
#ifndef REPS
#define REPS 160000
#endif
#define N 4096

static double a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    int t7;
    long t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    int t15;
    long t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    int t23;
    long t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    int t31;
    long t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    __m256d t38;
    int t39;
    long t40;
    long t41;
    __m256d t42;
    int t43;
    long t44;
    __m256d t45;
    __m256d t46;
    __m256d t47;
    __m256d t48;
    __m256d t49;
    __m256d t50;
    int t51;
    long t52;
    __m128i t53;
    __m128i t54;
    __m256d t55;
    long t56;
    int t57;
    long t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    __m256d t62;
    __m256d t63;
    __m256d t64;
    int i;
    long t65;
    int t66;
    long t67;
    long t68;
    __m256d t69;
    long t70;
    __m256d t71;
    long t72;
    __m256d t73;
    long t74;
    __m256d t75;
    int t76;
    long t77;
    long t78;
    long t79;
    __m256d t80;
    int i_1;
    long t81;
    if (4094L >= 16L) {
        t5 = 4094L & -16L;
        t6 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t1 = 0L;
        do {
            t7 = (int)((long)1 + t1);
            t8 = (long)t7;
            t9 = _mm256_loadu_pd(&a[t7 - 1]);
            t10 = _mm256_loadu_pd(&a[t8]);
            t11 = _mm256_add_pd(t9, t10);
            t12 = _mm256_loadu_pd(&a[t7 + 1]);
            t13 = _mm256_add_pd(t11, t12);
            t14 = _mm256_mul_pd(t13, t6);
            _mm256_storeu_pd(&b[t8], t14);
            t15 = (int)((long)1 + (t1 + 4L));
            t16 = (long)t15;
            t17 = _mm256_loadu_pd(&a[t15 - 1]);
            t18 = _mm256_loadu_pd(&a[t16]);
            t19 = _mm256_add_pd(t17, t18);
            t20 = _mm256_loadu_pd(&a[t15 + 1]);
            t21 = _mm256_add_pd(t19, t20);
            t22 = _mm256_mul_pd(t21, t6);
            _mm256_storeu_pd(&b[t16], t22);
            t23 = (int)((long)1 + (t1 + 8L));
            t24 = (long)t23;
            t25 = _mm256_loadu_pd(&a[t23 - 1]);
            t26 = _mm256_loadu_pd(&a[t24]);
            t27 = _mm256_add_pd(t25, t26);
            t28 = _mm256_loadu_pd(&a[t23 + 1]);
            t29 = _mm256_add_pd(t27, t28);
            t30 = _mm256_mul_pd(t29, t6);
            _mm256_storeu_pd(&b[t24], t30);
            t31 = (int)((long)1 + (t1 + 12L));
            t32 = (long)t31;
            t33 = _mm256_loadu_pd(&a[t31 - 1]);
            t34 = _mm256_loadu_pd(&a[t32]);
            t35 = _mm256_add_pd(t33, t34);
            t36 = _mm256_loadu_pd(&a[t31 + 1]);
            t37 = _mm256_add_pd(t35, t36);
            t38 = _mm256_mul_pd(t37, t6);
            _mm256_storeu_pd(&b[t32], t38);
            t1 += 16L;
        } while (t1 < t5);
        t39 = (int)((long)1 + t5);
    } else {
        t39 = 1;
    }
    t40 = (long)t39 * -1L + 4095L;
    if (t40 >= 4L) {
        t41 = t40 & -4L;
        t42 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t2 = 0L;
        do {
            t43 = (int)((long)t39 + t2);
            t44 = (long)t43;
            t45 = _mm256_loadu_pd(&a[t43 - 1]);
            t46 = _mm256_loadu_pd(&a[t44]);
            t47 = _mm256_add_pd(t45, t46);
            t48 = _mm256_loadu_pd(&a[t43 + 1]);
            t49 = _mm256_add_pd(t47, t48);
            t50 = _mm256_mul_pd(t49, t42);
            _mm256_storeu_pd(&b[t44], t50);
            t2 += 4L;
        } while (t2 < t41);
        t51 = (int)((long)t39 + t41);
    } else {
        t51 = t39;
    }
    t52 = (long)t51 * -1L + 4095L;
    if ((t52 >= 1L) & (t52 <= 4L)) {
        t53 = _mm_set1_epi32((int)(int)t52);
        t54 = _mm_cmpgt_epi32(t53, _mm_setr_epi32(0, 1, 2, 3));
        t55 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t56 = 0L;
        t57 = (int)((long)t51 + t56);
        t58 = (long)t57;
        t59 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t54), &a[t57 - 1]);
        t60 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t54), &a[t58]);
        t61 = _mm256_add_pd(t59, t60);
        t62 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t54), &a[t57 + 1]);
        t63 = _mm256_add_pd(t61, t62);
        t64 = _mm256_mul_pd(t63, t55);
        _mm256_mask_storeu_pd(&b[t58], _mm_movepi32_mask(t54), t64);
        i = (int)((long)t51 + t52);
    } else {
        i = t51;
    }
    for (; i < 4095; i = t66) {
        t65 = (long)i;
        t66 = i + 1;
        b[t65] = (a[i - 1] + a[t65] + a[t66]) * (1.0 / 3.0);
    }
    if (4094L >= 16L) {
        t67 = 4094L & -16L;
        t3 = 0L;
        do {
            t68 = (long)(int)((long)1 + t3);
            t69 = _mm256_loadu_pd(&b[t68]);
            _mm256_storeu_pd(&a[t68], t69);
            t70 = (long)(int)((long)1 + (t3 + 4L));
            t71 = _mm256_loadu_pd(&b[t70]);
            _mm256_storeu_pd(&a[t70], t71);
            t72 = (long)(int)((long)1 + (t3 + 8L));
            t73 = _mm256_loadu_pd(&b[t72]);
            _mm256_storeu_pd(&a[t72], t73);
            t74 = (long)(int)((long)1 + (t3 + 12L));
            t75 = _mm256_loadu_pd(&b[t74]);
            _mm256_storeu_pd(&a[t74], t75);
            t3 += 16L;
        } while (t3 < t67);
        t76 = (int)((long)1 + t67);
    } else {
        t76 = 1;
    }
    t77 = (long)t76 * -1L + 4095L;
    if (t77 >= 4L) {
        t78 = t77 & -4L;
        t4 = 0L;
        do {
            t79 = (long)(int)((long)t76 + t4);
            t80 = _mm256_loadu_pd(&b[t79]);
            _mm256_storeu_pd(&a[t79], t80);
            t4 += 4L;
        } while (t4 < t78);
        i_1 = (int)((long)t76 + t78);
    } else {
        i_1 = t76;
    }
    for (; i_1 < 4095; i_1++) {
        t81 = (long)i_1;
        a[t81] = b[t81];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m128i t1;
    long t2;
    long reps;
    int t3;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m256d t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m256d t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m256d t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m256d t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    int i;
    long r;
    reps = bench_reps(argc, argv, 160000L);
    t3 = (int)((unsigned int)0 * (unsigned int)37);
    if ((4096L >= 16L) & (t3 >= 0)) {
        t4 = 4096L & -16L;
        t5 = _mm_set1_epi32((int)(t3 % 101));
        t6 = _mm_add_epi32(t5, _mm_setr_epi32(0, 37, 74, 10));
        t7 = t6;
        t8 = _mm_sub_epi32(t7, _mm_set1_epi32((int)101));
        t9 = _mm_min_epu32(t7, t8);
        t1 = t9;
        t2 = 0L;
        do {
            t10 = _mm256_cvtepi32_pd(t1);
            _mm256_storeu_pd(&a[(int)((long)0 + t2)], t10);
            t11 = _mm_add_epi32(t1, _mm_set1_epi32((int)47));
            t12 = t11;
            t13 = _mm_sub_epi32(t12, _mm_set1_epi32((int)101));
            t14 = _mm_min_epu32(t12, t13);
            t15 = t14;
            t16 = _mm256_cvtepi32_pd(t15);
            _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 4L))], t16);
            t17 = _mm_add_epi32(t1, _mm_set1_epi32((int)94));
            t18 = t17;
            t19 = _mm_sub_epi32(t18, _mm_set1_epi32((int)101));
            t20 = _mm_min_epu32(t18, t19);
            t21 = t20;
            t22 = _mm256_cvtepi32_pd(t21);
            _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 8L))], t22);
            t23 = _mm_add_epi32(t1, _mm_set1_epi32((int)40));
            t24 = t23;
            t25 = _mm_sub_epi32(t24, _mm_set1_epi32((int)101));
            t26 = _mm_min_epu32(t24, t25);
            t27 = t26;
            t28 = _mm256_cvtepi32_pd(t27);
            _mm256_storeu_pd(&a[(int)((long)0 + (t2 + 12L))], t28);
            t2 += 16L;
            t29 = _mm_add_epi32(t1, _mm_set1_epi32((int)87));
            t30 = t29;
            t31 = _mm_sub_epi32(t30, _mm_set1_epi32((int)101));
            t32 = _mm_min_epu32(t30, t31);
            t1 = t32;
        } while (t2 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        a[i] = (double)(i * 37 % 101);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
    }
    bench_print("jacobi_f64", bench_hash(14695981039346656037ULL, (const void *)a, 32768UL));
    return 0;
}
