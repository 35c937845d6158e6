/* vcc: vector types and helpers */
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

__attribute__((target("avx2"))) void scale_all(int n, float k) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_set1_epi32((int)t4);
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t7 = _mm256_cvtepi32_ps(t6);
            t8 = _mm256_sub_ps(t7, _mm256_set1_ps(40.0f));
            t9 = _ZGVdN8vu_scale(t8, k);
            _mm256_storeu_ps(&out[t4], t9);
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = scale((float)i - 40.0f, k);
    }
}

__attribute__((target("avx2"))) void clamp_some(int n) {
    long t1;
    long t2;
    long t3;
    int t4;
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
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_set1_epi32((int)t4);
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t7 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t8 = _mm256_xor_si256(_mm256_cmpeq_epi32(t7, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t9 = t6;
            t10 = _mm256_set1_epi32((int)500);
            t11 = _mm256_sub_epi32(t9, t10);
            t12 = t11;
            t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t8);
            t14 = _ZGVdM8v_clampi(t12, t13);
            _mm256_maskstore_epi32((int *)&iout[t4], t8, t14);
            t15 = t3 + 8L;
            if (t15 >= t2) {
                break;
            }
            t3 = t15;
        }
        i = (int)((long)0 + t2);
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
__attribute__((target("avx2"))) void pick_all(int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    long t8;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _ZGVdN4ulv_pick(dv, t4, _mm256_set1_pd(0.25));
            t7 = _ZGVdN4ulv_pick(dv, t5, _mm256_set1_pd(0.25));
            _mm256_storeu_pd(&dout[t4], t6);
            _mm256_storeu_pd(&dout[t5], t7);
            t8 = t3 + 8L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        dout[i] = pick(dv, i, 0.25);
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    double sum;
    long t;
    double sum_1;
    long t1;
    long t2;
    int t3;
    __m128i t4;
    __m128i t5;
    int t6;
    __m128i t7;
    __m128i t8;
    int t9;
    __m128i t10;
    __m128i t11;
    int t12;
    __m128i t13;
    __m128i t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    long t23;
    int i;
    int s;
    int n;
    int t24;
    int i_1;
    int i_2;
    if (64L >= 16L) {
        t1 = 64L & -16L;
        t2 = 0L;
        for (;;) {
            t3 = (int)((long)0 + t2);
            t4 = _mm_set1_epi32((int)t3);
            t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
            t6 = (int)((long)0 + (t2 + 4L));
            t7 = _mm_set1_epi32((int)t6);
            t8 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
            t9 = (int)((long)0 + (t2 + 8L));
            t10 = _mm_set1_epi32((int)t9);
            t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
            t12 = (int)((long)0 + (t2 + 12L));
            t13 = _mm_set1_epi32((int)t12);
            t14 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            t15 = _mm256_cvtepi32_pd(t5);
            t16 = _mm256_cvtepi32_pd(t8);
            t17 = _mm256_cvtepi32_pd(t11);
            t18 = _mm256_cvtepi32_pd(t14);
            t19 = _mm256_mul_pd(t15, _mm256_set1_pd(1.5));
            t20 = _mm256_mul_pd(t16, _mm256_set1_pd(1.5));
            t21 = _mm256_mul_pd(t17, _mm256_set1_pd(1.5));
            t22 = _mm256_mul_pd(t18, _mm256_set1_pd(1.5));
            _mm256_storeu_pd(&dv[t3], t19);
            _mm256_storeu_pd(&dv[t6], t20);
            _mm256_storeu_pd(&dv[t9], t21);
            _mm256_storeu_pd(&dv[t12], t22);
            t23 = t2 + 16L;
            if (t23 >= t1) {
                break;
            }
            t2 = t23;
        }
        i = (int)((long)0 + t1);
    } else {
        i = 0;
    }
    for (; i < 64; i++) {
        dv[i] = (double)i * 1.5;
    }
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        scale_all(n, 0.5f);
        clamp_some(n);
        if (n < 64) {
            t24 = n;
        } else {
            t24 = 64;
        }
        pick_all(t24);
        sum = 0.0;
        t = 0L;
        for (i_1 = 0; i_1 < n; i_1++) {
            sum += (double)out[i_1];
            t += (long)iout[i_1];
        }
        sum_1 = sum;
        for (i_2 = 0; i_2 < 64; i_2++) {
            sum_1 += dout[i_2];
        }
        printf("n=%d %.2f %ld\n", n, sum_1, t);
    }
    return 0;
}
