/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_scale(__m256 p1, float p2);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_clampi(__m256i p1);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_clampi(__m256i p1, __m256i p2);
__attribute__((target("avx2"))) __m256d _ZGVdN4ulv_pick(const double *p1, int p2, __m256d p3);
__attribute__((target("avx2"))) __m256d _ZGVdM4ulv_pick(const double *p1, int p2, __m256d p3, __m256d p4);
/* Annotated functions defined in another file (extern.lib.c, built by gcc -fopenmp-simd):
   with --extern-variants vcc calls their variants by ABI name from the vectorized loops. */
#include <stdio.h>
/* vcc-test: flags --extern-variants */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(k) notinbranch */
float scale(float x, float k);
/* #pragma omp declare simd */
int clampi(int x);
/* #pragma omp declare simd uniform(p) linear(i) */
double pick(const double *p, int i, double w);

float out[1003];
int iout[1003];
double dv[64], dout[64];

extern __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void scale_all(int n, float k) {
    int t18;
    int i;
    long t5 = (long)n;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            __m256 t10 = _mm256_cvtepi32_ps(t9);
            __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(40.0f));
            __m256 t12 = _ZGVdN8vu_scale(t11, k);
            _mm256_storeu_ps(&out[(int)t2], t12);
            __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t14 = t13;
            __m256 t15 = _mm256_cvtepi32_ps(t14);
            __m256 t16 = _mm256_sub_ps(t15, _mm256_set1_ps(40.0f));
            __m256 t17 = _ZGVdN8vu_scale(t16, k);
            _mm256_storeu_ps(&out[(int)(t2 + 8L)], t17);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        } while (t2 < t6);
        t18 = (int)t6;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t21 = _mm256_set1_epi32((int)t18);
        __m256i t22 = t21;
        __m256i t3 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        do {
            __m256i t23 = t3;
            __m256 t24 = _mm256_cvtepi32_ps(t23);
            __m256 t25 = _mm256_sub_ps(t24, _mm256_set1_ps(40.0f));
            __m256 t26 = _ZGVdN8vu_scale(t25, k);
            _mm256_storeu_ps(&out[(int)((long)t18 + t4)], t26);
            t4 += 8L;
            t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        } while (t4 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

__attribute__((target("avx2"))) void clamp_some(int n) {
    int t42;
    int i;
    long t7 = (long)n;
    if ((t7 >= 16L) & 1) {
        long t8 = t7 & -16L;
        __m256i t9 = _mm256_set1_epi32(0);
        __m256i t10 = t9;
        __m256i t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t11 = _mm256_set1_epi32(0);
        __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(3));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t2 = t15;
        long t3 = 0L;
        do {
            __m256i t16 = t1;
            __m256i t17 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t18 = t16;
            __m256i t19 = _mm256_set1_epi32(500);
            __m256i t20 = _mm256_sub_epi32(t18, t19);
            __m256i t21 = t20;
            __m256i t22 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t17);
            __m256i t23 = _ZGVdM8v_clampi(t21, t22);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&iout + (unsigned long)(long)(int)t3 * 4UL), t17, t23);
            __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t25 = t24;
            __m256i t26 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t27 = t26;
            __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(3));
            __m256i t29 = _mm256_min_epu32(t27, t28);
            __m256i t30 = t29;
            __m256i t31 = _mm256_xor_si256(_mm256_cmpeq_epi32(t30, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t32 = t25;
            __m256i t33 = _mm256_set1_epi32(500);
            __m256i t34 = _mm256_sub_epi32(t32, t33);
            __m256i t35 = t34;
            __m256i t36 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t31);
            __m256i t37 = _ZGVdM8v_clampi(t35, t36);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&iout + (unsigned long)(long)(int)(t3 + 8L) * 4UL), t31, t37);
            t3 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t38 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
            __m256i t39 = t38;
            __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(3));
            __m256i t41 = _mm256_min_epu32(t39, t40);
            t2 = t41;
        } while (t3 < t8);
        t42 = (int)t8;
    } else {
        t42 = 0;
    }
    long t43 = (long)n + (long)t42 * -1L;
    if ((t43 >= 8L) & (t42 >= 0)) {
        long t44 = t43 & -8L;
        __m256i t45 = _mm256_set1_epi32((int)t42);
        __m256i t46 = t45;
        __m256i t4 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t47 = _mm256_set1_epi32((int)(t42 % 3));
        __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t49 = t48;
        __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(3));
        __m256i t51 = _mm256_min_epu32(t49, t50);
        __m256i t5 = t51;
        long t6 = 0L;
        do {
            __m256i t52 = t4;
            __m256i t53 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t54 = t52;
            __m256i t55 = _mm256_set1_epi32(500);
            __m256i t56 = _mm256_sub_epi32(t54, t55);
            __m256i t57 = t56;
            __m256i t58 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t53);
            __m256i t59 = _ZGVdM8v_clampi(t57, t58);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&iout + (unsigned long)(long)(int)((long)t42 + t6) * 4UL), t53, t59);
            t6 += 8L;
            t4 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
            __m256i t60 = _mm256_add_epi32(t5, _mm256_set1_epi32(2));
            __m256i t61 = t60;
            __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(3));
            __m256i t63 = _mm256_min_epu32(t61, t62);
            t5 = t63;
        } while (t6 < t44);
        i = (int)((long)t42 + t44);
    } else {
        i = t42;
    }
    for (; i < n; i++) {
        if (i % 3) {
            iout[i] = clampi(i - 500);
        }
    }
}

/* A linear argument (i, step 1) is passed as lane 0's value; the uniform one is a global array. */
extern __typeof__(dout) dout __attribute__((aligned(32)));
__attribute__((target("avx2"))) void pick_all(int n) {
    int t13;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            __m256d t6 = _ZGVdN4ulv_pick(dv, t5, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t5], t6);
            int t7 = (int)(t1 + 4L);
            __m256d t8 = _ZGVdN4ulv_pick(dv, t7, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t7], t8);
            int t9 = (int)(t1 + 8L);
            __m256d t10 = _ZGVdN4ulv_pick(dv, t9, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t9], t10);
            int t11 = (int)(t1 + 12L);
            __m256d t12 = _ZGVdN4ulv_pick(dv, t11, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t11], t12);
            t1 += 16L;
        } while (t1 < t4);
        t13 = (int)t4;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long t2 = 0L;
        do {
            int t16 = (int)((long)t13 + t2);
            __m256d t17 = _ZGVdN4ulv_pick(dv, t16, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t16], t17);
            t2 += 4L;
        } while (t2 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    int t20;
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = t3;
    __m128i t1 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    long t2 = 0L;
    do {
        __m128i t5 = t1;
        __m256d t6 = _mm256_cvtepi32_pd(t5);
        __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)t2], t7);
        __m128i t8 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t9 = t8;
        __m256d t10 = _mm256_cvtepi32_pd(t9);
        __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(t2 + 4L)], t11);
        __m128i t12 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t13 = t12;
        __m256d t14 = _mm256_cvtepi32_pd(t13);
        __m256d t15 = _mm256_mul_pd(t14, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(t2 + 8L)], t15);
        __m128i t16 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t17 = t16;
        __m256d t18 = _mm256_cvtepi32_pd(t17);
        __m256d t19 = _mm256_mul_pd(t18, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(t2 + 12L)], t19);
        t2 += 16L;
        t1 = _mm_add_epi32(t1, _mm_set1_epi32(16));
    } while (t2 < 64L);
    for (int i = 64; i < 64; i++) {
        dv[i] = (double)i * 1.5;
    }
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t20 = n;
        } else {
            t20 = 64;
        }
        pick_all(t20);
        double sum = 0.0;
        long t = 0L;
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t21 = (long)i_1;
            sum += (double)out[t21];
            t += (long)iout[t21];
        }
        double sum_1 = sum;
        for (int i_2 = 0; i_2 < 64; i_2++) {
            sum_1 += dout[i_2];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
