/* vcc: vector types and helpers */
#include <immintrin.h>
__attribute__((target("avx2"))) __m256 _ZGVdN8v_expf(__m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_exp(__m256d);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_logf(__m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_log(__m256d);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_sinf(__m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_cos(__m256d);
__attribute__((target("avx2"))) __m256 _ZGVdN8vv_powf(__m256, __m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4vv_pow(__m256d, __m256d);
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })

/* vcc-test: fast-math 1e-6 */
/* vcc-test: expect-vectorized 11 */
#include <math.h>
#include "harness.h"

/* Under --fast-math the AVX2 target calls glibc's libmvec variants (_ZGVdN8v_expf,
   _ZGVdN4vv_pow, ...: declared by vcc, linked by -lm), which may differ from the scalar
   functions in the last bits; main prints sums of the results, compared with a relative
   tolerance (the sums are reassociated too). The generic target has no vector forms: it
   calls the scalar function once per lane. sqrt stays exact under any flags. */
__attribute__((target("avx2"))) void k_expf(int n, float *restrict r, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    int i;
    float t9;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.01f));
            t7 = _ZGVdN8v_expf(t6);
            _mm256_storeu_ps(r + t4, t7);
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
        t9 = a[i];
        r[i] = expf(t9 * 0.01f);
    }
}

__attribute__((target("avx2"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int i;
    double t13;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(a + t4);
            t7 = _mm256_loadu_pd(a + t5);
            t8 = _mm256_mul_pd(t6, _mm256_set1_pd(0.01));
            t9 = _mm256_mul_pd(t7, _mm256_set1_pd(0.01));
            t10 = _ZGVdN4v_exp(t8);
            t11 = _ZGVdN4v_exp(t9);
            _mm256_storeu_pd(r + t4, t10);
            _mm256_storeu_pd(r + t5, t11);
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = a[i];
        r[i] = exp(t13 * 0.01);
    }
}

__attribute__((target("avx2"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    int i;
    float t9;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_add_ps(t5, _mm256_set1_ps(1001.0f));
            t7 = _ZGVdN8v_logf(t6);
            _mm256_storeu_ps(r + t4, t7);
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
        t9 = a[i];
        r[i] = logf(t9 + 1001.0f);
    }
}

__attribute__((target("avx2"))) void k_log(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int i;
    double t13;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(a + t4);
            t7 = _mm256_loadu_pd(a + t5);
            t8 = _mm256_add_pd(t6, _mm256_set1_pd(1001.0));
            t9 = _mm256_add_pd(t7, _mm256_set1_pd(1001.0));
            t10 = _ZGVdN4v_log(t8);
            t11 = _ZGVdN4v_log(t9);
            _mm256_storeu_pd(r + t4, t10);
            _mm256_storeu_pd(r + t5, t11);
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = a[i];
        r[i] = log(t13 + 1001.0);
    }
}

__attribute__((target("avx2"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    long t9;
    int i;
    float t10;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(a + t4);
            t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.1f));
            t7 = _ZGVdN8v_sinf(t6);
            t8 = _mm256_add_ps(t7, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t4, t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t10 = a[i];
        r[i] = sinf(t10 * 0.1f) + 2.0f;
    }
}

__attribute__((target("avx2"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    long t14;
    int i;
    double t15;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(a + t4);
            t7 = _mm256_loadu_pd(a + t5);
            t8 = _mm256_mul_pd(t6, _mm256_set1_pd(0.1));
            t9 = _mm256_mul_pd(t7, _mm256_set1_pd(0.1));
            t10 = _ZGVdN4v_cos(t8);
            t11 = _ZGVdN4v_cos(t9);
            t12 = _mm256_add_pd(t10, _mm256_set1_pd(2.0));
            t13 = _mm256_add_pd(t11, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t4, t12);
            _mm256_storeu_pd(r + t5, t13);
            t14 = t3 + 8L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t15 = a[i];
        r[i] = cos(t15 * 0.1) + 2.0;
    }
}

__attribute__((target("avx2"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    long t11;
    int i;
    float t12;
    float t13;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_ps(b + t4);
            t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.003f));
            t7 = _mm256_loadu_ps(a + t4);
            t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.001f));
            t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.5f));
            t10 = _ZGVdN8vv_powf(t9, t6);
            _mm256_storeu_ps(r + t4, t10);
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t12 = b[i];
        t13 = a[i];
        r[i] = powf(t13 * 0.001f + 1.5f, t12 * 0.003f);
    }
}

__attribute__((target("avx2"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    long t11;
    int i;
    double t12;
    double t13;
    t1 = (long)n;
    if (t1 >= 4L) {
        t2 = t1 & -4L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_pd(b + t4);
            t6 = _mm256_mul_pd(t5, _mm256_set1_pd(0.003));
            t7 = _mm256_loadu_pd(a + t4);
            t8 = _mm256_mul_pd(t7, _mm256_set1_pd(0.001));
            t9 = _mm256_add_pd(t8, _mm256_set1_pd(1.5));
            t10 = _ZGVdN4vv_pow(t9, t6);
            _mm256_storeu_pd(r + t4, t10);
            t11 = t3 + 4L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t12 = b[i];
        t13 = a[i];
        r[i] = pow(t13 * 0.001 + 1.5, t12 * 0.003);
    }
}

__attribute__((target("avx2"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int i;
    double t13;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(a + t4);
            t7 = _mm256_loadu_pd(a + t5);
            t8 = _mm256_add_pd(t6, _mm256_set1_pd(1000.0));
            t9 = _mm256_add_pd(t7, _mm256_set1_pd(1000.0));
            t10 = _mm256_sqrt_pd(t8);
            t11 = _mm256_sqrt_pd(t9);
            _mm256_storeu_pd(r + t4, t10);
            _mm256_storeu_pd(r + t5, t11);
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t13 = a[i];
        r[i] = sqrt(t13 + 1000.0);
    }
}

__attribute__((target("avx2"))) static double sum_f(const float *p, int n) {
    double s;
    long t1;
    long t2;
    long t3;
    __m256d t4;
    __m256d t5;
    __m128 t6;
    __m128 t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    __m256d t13;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_pd(-0.0);
        t5 = _mm256_set1_pd(-0.0);
        for (;;) {
            t6 = _mm_loadu_ps(p + (int)((long)0 + t3));
            t7 = _mm_loadu_ps(p + (int)((long)0 + (t3 + 4L)));
            t8 = _mm256_cvtps_pd(t6);
            t9 = _mm256_cvtps_pd(t7);
            t10 = _mm256_add_pd(t4, t8);
            t11 = _mm256_add_pd(t5, t9);
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t10;
            t5 = t11;
        }
        t13 = _mm256_add_pd(t10, t11);
        i = (int)((long)0 + t2);
        s = 0.0 + vcc_avx2_sum_pd(t13);
    } else {
        i = 0;
        s = 0.0;
    }
    for (; i < n; i++) {
        s += (double)p[i];
    }
    return s;
}

__attribute__((target("avx2"))) static double sum_d(const double *p, int n) {
    double s;
    long t1;
    long t2;
    long t3;
    __m256d t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    long t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_pd(-0.0);
        t5 = _mm256_set1_pd(-0.0);
        t6 = _mm256_set1_pd(-0.0);
        t7 = _mm256_set1_pd(-0.0);
        for (;;) {
            t8 = _mm256_loadu_pd(p + (int)((long)0 + t3));
            t9 = _mm256_loadu_pd(p + (int)((long)0 + (t3 + 4L)));
            t10 = _mm256_loadu_pd(p + (int)((long)0 + (t3 + 8L)));
            t11 = _mm256_loadu_pd(p + (int)((long)0 + (t3 + 12L)));
            t12 = _mm256_add_pd(t4, t8);
            t13 = _mm256_add_pd(t5, t9);
            t14 = _mm256_add_pd(t6, t10);
            t15 = _mm256_add_pd(t7, t11);
            t16 = t3 + 16L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = _mm256_add_pd(t12, t13);
        t18 = _mm256_add_pd(t17, t14);
        t19 = _mm256_add_pd(t18, t15);
        i = (int)((long)0 + t2);
        s = 0.0 + vcc_avx2_sum_pd(t19);
    } else {
        i = 0;
        s = 0.0;
    }
    for (; i < n; i++) {
        s += p[i];
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fr = new_array(n, 4);
        double *da = new_array(n, 8), *db = new_array(n, 8), *dr = new_array(n, 8);
        FILL(fa, n, -1000, 2000);
        FILL(fb, n, -1000, 2000);
        FILL(da, n, -1000, 2000);
        FILL(db, n, -1000, 2000);
        printf("n=%d", n);
        k_expf(n, fr, fa);
        printf(" expf=%.9g", sum_f(fr, n));
        k_exp(n, dr, da);
        printf(" exp=%.15g", sum_d(dr, n));
        k_logf(n, fr, fa);
        printf(" logf=%.9g", sum_f(fr, n));
        k_log(n, dr, da);
        printf(" log=%.15g", sum_d(dr, n));
        k_sinf(n, fr, fa);
        printf(" sinf=%.9g", sum_f(fr, n));
        k_cos(n, dr, da);
        printf(" cos=%.15g", sum_d(dr, n));
        k_powf(n, fr, fa, fb);
        printf(" powf=%.9g", sum_f(fr, n));
        k_pow(n, dr, da, db);
        printf(" pow=%.15g", sum_d(dr, n));
        k_sqrt(n, dr, da);
        printf(" sqrt=%.17g\n", sum_d(dr, n));
        free(fa), free(fb), free(fr), free(da), free(db), free(dr);
    }
    return 0;
}
