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
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        __m256i t4 = t3;
        __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at extern.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i i_v_2 = i_v;
            __m256 t5 = _mm256_cvtepi32_ps(i_v_2);
            __m256 t6 = _mm256_sub_ps(t5, _mm256_set1_ps(40.0f));
            __m256 t7 = _ZGVdN8vu_scale(t6, k);
            _mm256_storeu_ps(&out[(int)i_vec], t7);
            __m256i t8 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t8;
            __m256 t9 = _mm256_cvtepi32_ps(i_v_3);
            __m256 t10 = _mm256_sub_ps(t9, _mm256_set1_ps(40.0f));
            __m256 t11 = _ZGVdN8vu_scale(t10, k);
            _mm256_storeu_ps(&out[(int)(i_vec + 8L)], t11);
            i_vec += 16L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        __m256i t15 = _mm256_set1_epi32((int)t12);
        __m256i t16 = t15;
        __m256i i_v_1 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        do {
            __m256i i_v_4 = i_v_1;
            __m256 t17 = _mm256_cvtepi32_ps(i_v_4);
            __m256 t18 = _mm256_sub_ps(t17, _mm256_set1_ps(40.0f));
            __m256 t19 = _ZGVdN8vu_scale(t18, k);
            _mm256_storeu_ps(&out[(int)((long)t12 + i_vec_1)], t19);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

__attribute__((target("avx2"))) void clamp_some(int n) {
    int t36;
    int i;
    long t3 = (long)n;
    if ((t3 >= 16L) & 1) {
        long t4 = t3 & -16L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = t5;
        __m256i i_v = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t9 = t8;
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(3));
        __m256i t11 = _mm256_min_epu32(t9, t10);
        __m256i t1 = t11;
        long i_vec = 0L;
        /* vcc: loop at extern.c:26 vectorized: VF 8, UF 2, the remainder at 27:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            __m256i i_v_2 = i_v;
            __m256i t12 = _mm256_xor_si256(_mm256_cmpeq_epi32(t1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t13 = i_v_2;
            __m256i t14 = _mm256_set1_epi32(500);
            __m256i t15 = _mm256_sub_epi32(t13, t14);
            __m256i t16 = t15;
            __m256i t17 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t12);
            __m256i t18 = _ZGVdM8v_clampi(t16, t17);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&iout + (unsigned long)(long)(int)i_vec * 4UL), t12, t18);
            __m256i t19 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t19;
            __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(2));
            __m256i t21 = t20;
            __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(3));
            __m256i t23 = _mm256_min_epu32(t21, t22);
            __m256i t24 = t23;
            __m256i t25 = _mm256_xor_si256(_mm256_cmpeq_epi32(t24, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t26 = i_v_3;
            __m256i t27 = _mm256_set1_epi32(500);
            __m256i t28 = _mm256_sub_epi32(t26, t27);
            __m256i t29 = t28;
            __m256i t30 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t25);
            __m256i t31 = _ZGVdM8v_clampi(t29, t30);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&iout + (unsigned long)(long)(int)(i_vec + 8L) * 4UL), t25, t31);
            i_vec += 16L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
            __m256i t33 = t32;
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(3));
            __m256i t35 = _mm256_min_epu32(t33, t34);
            t1 = t35;
        } while (i_vec < t4);
        t36 = (int)t4;
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    if ((t37 >= 8L) & (t36 >= 0)) {
        long t38 = t37 & -8L;
        __m256i t39 = _mm256_set1_epi32((int)t36);
        __m256i t40 = t39;
        __m256i i_v_1 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t41 = _mm256_set1_epi32((int)(t36 % 3));
        __m256i t42 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(3));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        __m256i t2 = t45;
        long i_vec_1 = 0L;
        do {
            __m256i i_v_4 = i_v_1;
            __m256i t46 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t47 = i_v_4;
            __m256i t48 = _mm256_set1_epi32(500);
            __m256i t49 = _mm256_sub_epi32(t47, t48);
            __m256i t50 = t49;
            __m256i t51 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t46);
            __m256i t52 = _ZGVdM8v_clampi(t50, t51);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&iout + (unsigned long)(long)(int)((long)t36 + i_vec_1) * 4UL), t46, t52);
            i_vec_1 += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
            __m256i t53 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
            __m256i t54 = t53;
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(3));
            __m256i t56 = _mm256_min_epu32(t54, t55);
            t2 = t56;
        } while (i_vec_1 < t38);
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
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
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at extern.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            __m256d t4 = _ZGVdN4ulv_pick(dv, t3, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t3], t4);
            int t5 = (int)(i_vec + 4L);
            __m256d t6 = _ZGVdN4ulv_pick(dv, t5, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t5], t6);
            int t7 = (int)(i_vec + 8L);
            __m256d t8 = _ZGVdN4ulv_pick(dv, t7, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t7], t8);
            int t9 = (int)(i_vec + 12L);
            __m256d t10 = _ZGVdN4ulv_pick(dv, t9, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t9], t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        do {
            int t14 = (int)((long)t11 + i_vec_1);
            __m256d t15 = _ZGVdN4ulv_pick(dv, t14, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t14], t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    int t14;
    __m128i t1 = _mm_set1_epi32(0);
    __m128i t2 = t1;
    __m128i i_v = _mm_add_epi32(t2, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at extern.c:39 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i i_v_1 = i_v;
        __m256d t3 = _mm256_cvtepi32_pd(i_v_1);
        __m256d t4 = _mm256_mul_pd(t3, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)i_vec], t4);
        __m128i t5 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
        __m128i i_v_2 = t5;
        __m256d t6 = _mm256_cvtepi32_pd(i_v_2);
        __m256d t7 = _mm256_mul_pd(t6, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(i_vec + 4L)], t7);
        __m128i t8 = _mm_add_epi32(i_v, _mm_set1_epi32(8));
        __m128i i_v_3 = t8;
        __m256d t9 = _mm256_cvtepi32_pd(i_v_3);
        __m256d t10 = _mm256_mul_pd(t9, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(i_vec + 8L)], t10);
        __m128i t11 = _mm_add_epi32(i_v, _mm_set1_epi32(12));
        __m128i i_v_4 = t11;
        __m256d t12 = _mm256_cvtepi32_pd(i_v_4);
        __m256d t13 = _mm256_mul_pd(t12, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[(int)(i_vec + 12L)], t13);
        i_vec += 16L;
        i_v = _mm_add_epi32(i_v, _mm_set1_epi32(16));
    } while (i_vec < 64L);
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
            t14 = n;
        } else {
            t14 = 64;
        }
        pick_all(t14);
        double sum = 0.0;
        long t = 0L;
        for (int i = 0; i < n; i++) {
            long t15 = (long)i;
            sum += (double)out[t15];
            t += (long)iout[t15];
        }
        double sum_1 = sum;
        for (int i_1 = 0; i_1 < 64; i_1++) {
            sum_1 += dout[i_1];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
