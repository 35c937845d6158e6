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
    __m256d t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    long t36;
    int t37;
    long t38;
    long t39;
    __m256d t40;
    long t41;
    int t42;
    long t43;
    __m256d t44;
    __m256d t45;
    __m256d t46;
    __m256d t47;
    __m256d t48;
    __m256d t49;
    long t50;
    int i;
    long t51;
    int t52;
    long t53;
    long t54;
    long t55;
    long t56;
    long t57;
    long t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    __m256d t62;
    long t63;
    int t64;
    long t65;
    long t66;
    long t67;
    long t68;
    __m256d t69;
    long t70;
    int i_1;
    long t71;
    if (4094L >= 16L) {
        t1 = 4094L & -16L;
        t2 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)1 + t3);
            t5 = (int)((long)1 + (t3 + 4L));
            t6 = (int)((long)1 + (t3 + 8L));
            t7 = (int)((long)1 + (t3 + 12L));
            t8 = (long)t4;
            t9 = (long)t5;
            t10 = (long)t6;
            t11 = (long)t7;
            t12 = _mm256_loadu_pd(&a[t4 - 1]);
            t13 = _mm256_loadu_pd(&a[t5 - 1]);
            t14 = _mm256_loadu_pd(&a[t6 - 1]);
            t15 = _mm256_loadu_pd(&a[t7 - 1]);
            t16 = _mm256_loadu_pd(&a[t8]);
            t17 = _mm256_loadu_pd(&a[t9]);
            t18 = _mm256_loadu_pd(&a[t10]);
            t19 = _mm256_loadu_pd(&a[t11]);
            t20 = _mm256_add_pd(t12, t16);
            t21 = _mm256_add_pd(t13, t17);
            t22 = _mm256_add_pd(t14, t18);
            t23 = _mm256_add_pd(t15, t19);
            t24 = _mm256_loadu_pd(&a[t4 + 1]);
            t25 = _mm256_loadu_pd(&a[t5 + 1]);
            t26 = _mm256_loadu_pd(&a[t6 + 1]);
            t27 = _mm256_loadu_pd(&a[t7 + 1]);
            t28 = _mm256_add_pd(t20, t24);
            t29 = _mm256_add_pd(t21, t25);
            t30 = _mm256_add_pd(t22, t26);
            t31 = _mm256_add_pd(t23, t27);
            t32 = _mm256_mul_pd(t28, t2);
            t33 = _mm256_mul_pd(t29, t2);
            t34 = _mm256_mul_pd(t30, t2);
            t35 = _mm256_mul_pd(t31, t2);
            _mm256_storeu_pd(&b[t8], t32);
            _mm256_storeu_pd(&b[t9], t33);
            _mm256_storeu_pd(&b[t10], t34);
            _mm256_storeu_pd(&b[t11], t35);
            t36 = t3 + 16L;
            if (t36 >= t1) {
                break;
            }
            t3 = t36;
        }
        t37 = (int)((long)1 + t1);
    } else {
        t37 = 1;
    }
    t38 = (long)t37 * -1L + 4095L;
    if (t38 >= 4L) {
        t39 = t38 & -4L;
        t40 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
        t41 = 0L;
        for (;;) {
            t42 = (int)((long)t37 + t41);
            t43 = (long)t42;
            t44 = _mm256_loadu_pd(&a[t42 - 1]);
            t45 = _mm256_loadu_pd(&a[t43]);
            t46 = _mm256_add_pd(t44, t45);
            t47 = _mm256_loadu_pd(&a[t42 + 1]);
            t48 = _mm256_add_pd(t46, t47);
            t49 = _mm256_mul_pd(t48, t40);
            _mm256_storeu_pd(&b[t43], t49);
            t50 = t41 + 4L;
            if (t50 >= t39) {
                break;
            }
            t41 = t50;
        }
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
    }
    for (; i < 4095; i = t52) {
        t51 = (long)i;
        t52 = i + 1;
        b[t51] = (a[i - 1] + a[t51] + a[t52]) * (1.0 / 3.0);
    }
    if (4094L >= 16L) {
        t53 = 4094L & -16L;
        t54 = 0L;
        for (;;) {
            t55 = (long)(int)((long)1 + t54);
            t56 = (long)(int)((long)1 + (t54 + 4L));
            t57 = (long)(int)((long)1 + (t54 + 8L));
            t58 = (long)(int)((long)1 + (t54 + 12L));
            t59 = _mm256_loadu_pd(&b[t55]);
            t60 = _mm256_loadu_pd(&b[t56]);
            t61 = _mm256_loadu_pd(&b[t57]);
            t62 = _mm256_loadu_pd(&b[t58]);
            _mm256_storeu_pd(&a[t55], t59);
            _mm256_storeu_pd(&a[t56], t60);
            _mm256_storeu_pd(&a[t57], t61);
            _mm256_storeu_pd(&a[t58], t62);
            t63 = t54 + 16L;
            if (t63 >= t53) {
                break;
            }
            t54 = t63;
        }
        t64 = (int)((long)1 + t53);
    } else {
        t64 = 1;
    }
    t65 = (long)t64 * -1L + 4095L;
    if (t65 >= 4L) {
        t66 = t65 & -4L;
        t67 = 0L;
        for (;;) {
            t68 = (long)(int)((long)t64 + t67);
            t69 = _mm256_loadu_pd(&b[t68]);
            _mm256_storeu_pd(&a[t68], t69);
            t70 = t67 + 4L;
            if (t70 >= t66) {
                break;
            }
            t67 = t70;
        }
        i_1 = (int)((long)t64 + t66);
    } else {
        i_1 = t64;
    }
    for (; i_1 < 4095; i_1++) {
        t71 = (long)i_1;
        a[t71] = b[t71];
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++)
        a[i] = (double)((i * 37) % 101);
    for (long r = 0; r < reps; r++)
        kernel();
    bench_print("jacobi_f64", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
