/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

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
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at extern.c:20 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 t4 = _mm256_cvtepi32_ps((__m256i)i_v);
            __m256 t5 = _mm256_sub_ps(t4, _mm256_set1_ps(40.0f));
            __m256 t6 = _ZGVdN8vu_scale(t5, k);
            _mm256_storeu_ps(&out[i_vec], t6);
            __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256 t8 = _mm256_cvtepi32_ps(t7);
            __m256 t9 = _mm256_sub_ps(t8, _mm256_set1_ps(40.0f));
            __m256 t10 = _ZGVdN8vu_scale(t9, k);
            _mm256_storeu_ps(&out[i_vec + 8L], t10);
            i_vec += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        __m256i t14 = _mm256_set1_epi32((int)t11);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:20 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256 t15 = _mm256_cvtepi32_ps((__m256i)i_v_1);
            __m256 t16 = _mm256_sub_ps(t15, _mm256_set1_ps(40.0f));
            __m256 t17 = _ZGVdN8vu_scale(t16, k);
            _mm256_storeu_ps(&out[(long)t11 + i_vec_1], t17);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

__attribute__((target("avx2"))) void clamp_some(int n) {
    int i;
    long t2 = (long)n;
    if ((t2 >= 8L) & 1) {
        long t3 = t2 & -8L;
        __m256i t4 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 0, 1, 2, 0, 1));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(3));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t6, t7);
        long i_vec = 0L;
        /* vcc: loop at extern.c:26 vectorized: VF 8, UF 1, the remainder at 27:13 by 3 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        do {
            __m256i t8 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t9 = _mm256_sub_epi32((__m256i)i_v, _mm256_set1_epi32(500));
            __m256i t10 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t8);
            __m256i t11 = _ZGVdM8v_clampi(t9, t10);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&iout + (unsigned long)i_vec * 4UL), t8, t11);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(2));
            __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(3));
            t1 = (vcc_v8_int)_mm256_min_epu32(t12, t13);
        } while (i_vec < t3);
        i = (int)t3;
    } else {
        i = 0;
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
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at extern.c:34 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d t3 = _ZGVdN4ulv_pick(dv, (int)i_vec, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[i_vec], t3);
            long t4 = i_vec + 4L;
            __m256d t5 = _ZGVdN4ulv_pick(dv, (int)t4, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t4], t5);
            long t6 = i_vec + 8L;
            __m256d t7 = _ZGVdN4ulv_pick(dv, (int)t6, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t6], t7);
            long t8 = i_vec + 12L;
            __m256d t9 = _ZGVdN4ulv_pick(dv, (int)t8, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t8], t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at extern.c:34 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            __m256d t14 = _ZGVdN4ulv_pick(dv, (int)t13, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t13], t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

extern __typeof__(dv) dv __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    int t13;
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at extern.c:39 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m256d t2 = _mm256_cvtepi32_pd((__m128i)i_v);
        __m256d t3 = _mm256_mul_pd(t2, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec], t3);
        __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m256d t5 = _mm256_cvtepi32_pd(t4);
        __m256d t6 = _mm256_mul_pd(t5, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec + 4L], t6);
        __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m256d t8 = _mm256_cvtepi32_pd(t7);
        __m256d t9 = _mm256_mul_pd(t8, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec + 8L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m256d t11 = _mm256_cvtepi32_pd(t10);
        __m256d t12 = _mm256_mul_pd(t11, _mm256_set1_pd(1.5));
        _mm256_storeu_pd(&dv[i_vec + 12L], t12);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
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
            t13 = n;
        } else {
            t13 = 64;
        }
        pick_all(t13);
        double sum = 0.0;
        long t = 0L;
        for (int i = 0; i < n; i++) {
            long t14 = (long)i;
            sum += (double)out[t14];
            t += (long)iout[t14];
        }
        double sum_1 = sum;
        for (int i_1 = 0; i_1 < 64; i_1++) {
            sum_1 += dout[i_1];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
