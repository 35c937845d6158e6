/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* Outer-loop vectorization without a pragma: the i-j-k matrix multiply is vectorized across j
   (every sum keeps its order, so float results are bit-exact); the k loop stays a loop with a
   uniform trip count: a[i][k] is a scalar load and a broadcast, b[k][j] and c[i][j] are vector
   accesses. Float, double and int; sizes around VF for both (4 doubles, 8 floats/ints). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-vectorized 5 */

__attribute__((target("avx2"))) void mm_f32(int n, const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    __m256 t1;
    int i;
    int j;
    int k;
    int j_1;
    __m256i t2;
    float t3;
    int t4;
    __m256i t5;
    int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256i t10;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            if ((_mm256_movemask_epi8(t2) != 0)) {
                t3 = 0.0f;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0f;
                t4 = 0;
                t5 = (__m256i)(vcc_m8){0};
            }
            t1 = _mm256_set1_ps(t3);
            for (t6 = t4; t6 < n; t6++) {
                t7 = _mm256_loadu_ps(b + (t6 * n + j_1));
                t8 = _mm256_set1_ps(a[i * n + t6]);
                t9 = _mm256_mul_ps(t8, t7);
                t1 = _mm256_add_ps(t1, t9);
            }
            if ((_mm256_movemask_epi8(t5) != 0)) {
                _mm256_storeu_ps(c + (i * n + j_1), t1);
                t10 = t5;
            } else {
                t10 = (__m256i)(vcc_m8){0};
            }
            (void)(_mm256_movemask_epi8(t10) != 0);
        }
        for (; j < n; j++) {
            s = 0.0f;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

__attribute__((target("avx2"))) void mm_f64(int n, const double *restrict a, const double *restrict b, double *restrict c) {
    double s;
    __m256d t1;
    int i;
    int j;
    int k;
    int j_1;
    __m128i t2;
    double t3;
    int t4;
    __m128i t5;
    int t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m128i t10;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 4) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 4U) {
                j = j_1;
                break;
            }
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32((int)1) != (vcc_v4_int){0});
            if ((_mm_movemask_epi8(t2) != 0)) {
                t3 = 0.0;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0;
                t4 = 0;
                t5 = (__m128i)(vcc_m4){0};
            }
            t1 = _mm256_set1_pd(t3);
            for (t6 = t4; t6 < n; t6++) {
                t7 = _mm256_loadu_pd(b + (t6 * n + j_1));
                t8 = _mm256_set1_pd(a[i * n + t6]);
                t9 = _mm256_mul_pd(t8, t7);
                t1 = _mm256_add_pd(t1, t9);
            }
            if ((_mm_movemask_epi8(t5) != 0)) {
                _mm256_storeu_pd(c + (i * n + j_1), t1);
                t10 = t5;
            } else {
                t10 = (__m128i)(vcc_m4){0};
            }
            (void)(_mm_movemask_epi8(t10) != 0);
        }
        for (; j < n; j++) {
            s = 0.0;
            for (k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

__attribute__((target("avx2"))) void mm_i32(int n, const int *restrict a, const int *restrict b, int *restrict c) {
    int s;
    __m256i t1;
    int i;
    int j;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    int t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    long t18;
    int k;
    int j_1;
    __m256i t19;
    int t20;
    int t21;
    __m256i t22;
    int t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    for (i = 0; i < n; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= n) {
                j = j_1;
                break;
            }
            if (((unsigned int)n - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t19 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            if ((_mm256_movemask_epi8(t19) != 0)) {
                t20 = 0;
                t21 = 0;
                t22 = t19;
            } else {
                t20 = 0;
                t21 = 0;
                t22 = (__m256i)(vcc_m8){0};
            }
            t1 = _mm256_set1_epi32((int)t20);
            for (t23 = t21; t23 < n; t23++) {
                t24 = _mm256_loadu_si256((const __m256i *)(b + (t23 * n + j_1)));
                t25 = _mm256_set1_epi32((int)a[i * n + t23]);
                t26 = _mm256_mullo_epi32(t25, t24);
                t1 = _mm256_add_epi32(t1, t26);
            }
            if ((_mm256_movemask_epi8(t22) != 0)) {
                _mm256_storeu_si256((__m256i *)(c + (i * n + j_1)), t1);
                t27 = t22;
            } else {
                t27 = (__m256i)(vcc_m8){0};
            }
            (void)(_mm256_movemask_epi8(t27) != 0);
        }
        for (; j < n; j++) {
            t2 = (long)n;
            if (t2 >= 8L) {
                t3 = t2 & -8L;
                t4 = _mm256_set1_epi32((int)n);
                t5 = _mm256_set1_epi32((int)j);
                t6 = 0L;
                t7 = _mm256_set1_epi32((int)0);
                for (;;) {
                    t8 = (int)((long)0 + t6);
                    t9 = _mm256_set1_epi32((int)t8);
                    t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                    t11 = _mm256_loadu_si256((const __m256i *)(a + (i * n + t8)));
                    t12 = _mm256_mullo_epi32(t10, t4);
                    t13 = _mm256_add_epi32(t12, t5);
                    t14 = _mm256_i32gather_epi32((const int *)b, t13, 4);
                    t15 = _mm256_mullo_epi32(t11, t14);
                    t16 = t15;
                    t17 = _mm256_add_epi32(t7, t16);
                    t18 = t6 + 8L;
                    if (t18 >= t3) {
                        break;
                    }
                    t6 = t18;
                    t7 = t17;
                }
                k = (int)((long)0 + t3);
                s = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t17));
            } else {
                k = 0;
                s = 0;
            }
            for (; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/* A constant bound (12: one vector of 8 and a scalar epilogue of 4), as `#define N 12` gives. */
__attribute__((target("avx2"))) void mm_const12(const float *restrict a, const float *restrict b, float *restrict c) {
    float s;
    __m256 t1;
    int i;
    int j;
    int k;
    int j_1;
    __m256i t2;
    float t3;
    int t4;
    __m256i t5;
    int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256i t10;
    for (i = 0; i < 12; i++) {
        j_1 = 0;
        for (;; j_1 += 8) {
            if (j_1 >= 12) {
                j = j_1;
                break;
            }
            if ((12U - (unsigned int)j_1) < 8U) {
                j = j_1;
                break;
            }
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            if ((_mm256_movemask_epi8(t2) != 0)) {
                t3 = 0.0f;
                t4 = 0;
                t5 = t2;
            } else {
                t3 = 0.0f;
                t4 = 0;
                t5 = (__m256i)(vcc_m8){0};
            }
            t1 = _mm256_set1_ps(t3);
            for (t6 = t4; t6 < 12; t6++) {
                t7 = _mm256_loadu_ps(b + (t6 * 12 + j_1));
                t8 = _mm256_set1_ps(a[i * 12 + t6]);
                t9 = _mm256_mul_ps(t8, t7);
                t1 = _mm256_add_ps(t1, t9);
            }
            if ((_mm256_movemask_epi8(t5) != 0)) {
                _mm256_storeu_ps(c + (i * 12 + j_1), t1);
                t10 = t5;
            } else {
                t10 = (__m256i)(vcc_m8){0};
            }
            (void)(_mm256_movemask_epi8(t10) != 0);
        }
        for (; j < 12; j++) {
            s = 0.0f;
            for (k = 0; k < 12; k++) {
                s += a[i * 12 + k] * b[k * 12 + j];
            }
            c[i * 12 + j] = s;
        }
    }
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[10];
    float a12[144];
    float b12[144];
    float c12[144];
    double sf;
    double sd;
    long si;
    double s12;
    unsigned int t;
    int n;
    int nn;
    float *af;
    float *bf;
    float *cf;
    double *ad;
    double *bd;
    double *cd;
    int *ai;
    int *bi;
    int *ci;
    int x;
    int x_1;
    int t1;
    double t2;
    float t3;
    long t4;
    long t5;
    int t6;
    __m256i t7;
    __m256i t8;
    int t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    long t32;
    int x_2;
    int x_3;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 3;
    sizes[3] = 4;
    sizes[4] = 5;
    sizes[5] = 7;
    sizes[6] = 8;
    sizes[7] = 9;
    sizes[8] = 17;
    sizes[9] = 31;
    for (t = 0U; (unsigned long)t < 10UL; t++) {
        n = sizes[t];
        nn = n * n;
        af = (float *)malloc((unsigned long)nn * 4UL + 1UL);
        bf = (float *)malloc((unsigned long)nn * 4UL + 1UL);
        cf = (float *)malloc((unsigned long)nn * 4UL + 1UL);
        ad = (double *)malloc((unsigned long)nn * 8UL + 1UL);
        bd = (double *)malloc((unsigned long)nn * 8UL + 1UL);
        cd = (double *)malloc((unsigned long)nn * 8UL + 1UL);
        ai = (int *)malloc((unsigned long)nn * 4UL + 1UL);
        bi = (int *)malloc((unsigned long)nn * 4UL + 1UL);
        ci = (int *)malloc((unsigned long)nn * 4UL + 1UL);
        for (x = 0; x < nn; x++) {
            af[x] = (float)(x * 7 % 11) * 0.37f - 1.5f;
            bf[x] = (float)(x * 5 % 13) * 0.21f + 0.1f;
            ad[x] = (double)(x * 3 % 17) * 0.113 - 0.75;
            bd[x] = (double)(x * 11 % 7) * 0.97 + 0.3;
            ai[x] = x * 7 % 23 - 11;
            bi[x] = x * 13 % 19 - 9;
        }
        mm_f32(n, af, bf, cf);
        mm_f64(n, ad, bd, cd);
        mm_i32(n, ai, bi, ci);
        sf = 0.0;
        sd = 0.0;
        si = 0L;
        for (x_1 = 0; x_1 < nn; x_1++) {
            sf += (double)(cf[x_1] * (float)(x_1 % 5 + 1));
            sd += cd[x_1] * (double)(x_1 % 3 + 1);
            si += (long)ci[x_1] * (long)(x_1 % 7 + 1);
        }
        if (nn) {
            t1 = ci[nn - 1];
        } else {
            t1 = 0;
        }
        if (nn) {
            t2 = cd[nn / 2];
        } else {
            t2 = 0.0;
        }
        if (nn) {
            t3 = cf[nn - 1];
        } else {
            t3 = 0.0f;
        }
        printf("n=%d f32 %.9g %a d %.17g %a i %ld %d\n", n, sf, (double)t3, sd, t2, si, t1);
        free((void *)af);
        free((void *)bf);
        free((void *)cf);
        free((void *)ad);
        free((void *)bd);
        free((void *)cd);
        free((void *)ai);
        free((void *)bi);
        free((void *)ci);
    }
    if (144L >= 16L) {
        t4 = 144L & -16L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = _mm256_set1_epi32((int)t6);
            t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = (int)((long)0 + (t5 + 8L));
            t10 = _mm256_set1_epi32((int)t9);
            t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t12 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)7));
            t13 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)7));
            t14 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t15 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)11));
            t16 = _mm256_cvtepi32_ps(t14);
            t17 = _mm256_cvtepi32_ps(t15);
            t18 = _mm256_mul_ps(t16, _mm256_set1_ps(0.37f));
            t19 = _mm256_mul_ps(t17, _mm256_set1_ps(0.37f));
            t20 = _mm256_sub_ps(t18, _mm256_set1_ps(1.5f));
            t21 = _mm256_sub_ps(t19, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(&a12[t6], t20);
            _mm256_storeu_ps(&a12[t9], t21);
            t22 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)5));
            t23 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)5));
            t24 = (__m256i)((vcc_v8_int)t22 % (vcc_v8_int)_mm256_set1_epi32((int)13));
            t25 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)_mm256_set1_epi32((int)13));
            t26 = _mm256_cvtepi32_ps(t24);
            t27 = _mm256_cvtepi32_ps(t25);
            t28 = _mm256_mul_ps(t26, _mm256_set1_ps(0.21f));
            t29 = _mm256_mul_ps(t27, _mm256_set1_ps(0.21f));
            t30 = _mm256_add_ps(t28, _mm256_set1_ps(0.1f));
            t31 = _mm256_add_ps(t29, _mm256_set1_ps(0.1f));
            _mm256_storeu_ps(&b12[t6], t30);
            _mm256_storeu_ps(&b12[t9], t31);
            t32 = t5 + 16L;
            if (t32 >= t4) {
                break;
            }
            t5 = t32;
        }
        x_2 = (int)((long)0 + t4);
    } else {
        x_2 = 0;
    }
    for (; x_2 < 144; x_2++) {
        a12[x_2] = (float)(x_2 * 7 % 11) * 0.37f - 1.5f;
        b12[x_2] = (float)(x_2 * 5 % 13) * 0.21f + 0.1f;
    }
    mm_const12(a12, b12, c12);
    s12 = 0.0;
    for (x_3 = 0; x_3 < 144; x_3++) {
        s12 += (double)(c12[x_3] * (float)(x_3 % 5 + 1));
    }
    printf("12x12 %.9g %a\n", s12, (double)c12[143]);
    return 0;
}
