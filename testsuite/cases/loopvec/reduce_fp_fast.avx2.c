/* vcc: vector types and helpers */
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
__attribute__((target("avx2"))) float sum_f32(int n, const float *a) {
    float s;
    long t1;
    long t2;
    long t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    __m256 t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_ps(-0.0f);
        t5 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t6 = _mm256_loadu_ps(a + (int)((long)0 + t3));
            t7 = _mm256_loadu_ps(a + (int)((long)0 + (t3 + 8L)));
            t8 = _mm256_add_ps(t4, t6);
            t9 = _mm256_add_ps(t5, t7);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = _mm256_add_ps(t8, t9);
        i = (int)((long)0 + t2);
        s = 0.0f + vcc_avx2_sum_ps(t11);
    } else {
        i = 0;
        s = 0.0f;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

__attribute__((target("avx2"))) double sum_f64(int n, const double *a) {
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
            t6 = _mm256_loadu_pd(a + (int)((long)0 + t3));
            t7 = _mm256_loadu_pd(a + (int)((long)0 + (t3 + 4L)));
            t8 = _mm256_mul_pd(t6, _mm256_set1_pd(0.1));
            t9 = _mm256_mul_pd(t7, _mm256_set1_pd(0.1));
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
        s += a[i] * 0.1;
    }
    return s;
}

__attribute__((target("avx2"))) float dot_f32(int n, const float *a, const float *b) {
    float s;
    long t1;
    long t2;
    long t3;
    __m256 t4;
    int t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t5 = (int)((long)0 + t3);
            t6 = _mm256_loadu_ps(a + t5);
            t7 = _mm256_loadu_ps(b + t5);
            t8 = _mm256_mul_ps(t6, t7);
            t9 = _mm256_add_ps(t4, t8);
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = 0.0f + vcc_avx2_sum_ps(t9);
    } else {
        i = 0;
        s = 0.0f;
    }
    for (; i < n; i++) {
        s += a[i] * b[i];
    }
    return s;
}

__attribute__((target("avx2"))) float max_f32(int n, const float *a) {
    __m256 t1;
    long t2;
    long t3;
    long t4;
    int t5;
    __m256 t6;
    __m256i t7;
    __m256 t8;
    __m256 t9;
    long t10;
    int i;
    float m;
    float m_1;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = _mm256_set1_ps(-1e30f);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_ps(a + t5);
            t7 = _mm256_castps_si256(_mm256_cmp_ps(t6, t1, _CMP_GT_OQ));
            t8 = _mm256_loadu_ps(a + t5);
            t9 = _mm256_blendv_ps(t1, t8, _mm256_castsi256_ps(t7));
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m = vcc_reduce_max(float, (vcc_v8_float)t9);
    } else {
        i = 0;
        m = -1e30f;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] > m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
}

__attribute__((target("avx2"))) double prod_f64(int n, const double *a) {
    double p;
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
        t4 = _mm256_set1_pd(1.0);
        t5 = _mm256_set1_pd(1.0);
        t6 = _mm256_set1_pd(1.0);
        t7 = _mm256_set1_pd(1.0);
        for (;;) {
            t8 = _mm256_loadu_pd(a + (int)((long)0 + t3));
            t9 = _mm256_loadu_pd(a + (int)((long)0 + (t3 + 4L)));
            t10 = _mm256_loadu_pd(a + (int)((long)0 + (t3 + 8L)));
            t11 = _mm256_loadu_pd(a + (int)((long)0 + (t3 + 12L)));
            t12 = _mm256_mul_pd(t4, t8);
            t13 = _mm256_mul_pd(t5, t9);
            t14 = _mm256_mul_pd(t6, t10);
            t15 = _mm256_mul_pd(t7, t11);
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
        t17 = _mm256_mul_pd(t12, t13);
        t18 = _mm256_mul_pd(t17, t14);
        t19 = _mm256_mul_pd(t18, t15);
        i = (int)((long)0 + t2);
        p = 1.0 * vcc_reduce(double, (vcc_v4_double)t19, *);
    } else {
        i = 0;
        p = 1.0;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

__attribute__((target("avx2"))) int main(void) {
    int n;
    int count_idx;
    int n_1;
    int t1;
    void *t2;
    float *a;
    float *b;
    void *t3;
    double *d;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    long t4;
    unsigned long t5;
    unsigned long t6;
    long t7;
    long t8;
    int t9;
    int t10;
    float *t11;
    float *t12;
    __m128 t13;
    __m128 t14;
    __m128 t15;
    __m128 t16;
    double *t17;
    double *t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    long t23;
    int i;
    float *t24;
    double *t25;
    double t26;
    float t27;
    float t28;
    double t29;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        t2 = new_array(n, 4UL);
        a = (float *)t2;
        b = (float *)new_array(n, 4UL);
        t3 = new_array(n, 8UL);
        d = (double *)t3;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)(next_rand() % 1000U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)(next_rand() % 21U));
        }
        t4 = (long)n;
        t5 = (unsigned long)t2;
        t6 = (unsigned long)t3;
        if ((t4 >= 8L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t5 + (unsigned long)0L)))) {
            t7 = t4 & -8L;
            t8 = 0L;
            for (;;) {
                t9 = (int)((long)0 + t8);
                t10 = (int)((long)0 + (t8 + 4L));
                t11 = a + t9;
                t12 = a + t10;
                t13 = _mm_loadu_ps(t11);
                t14 = _mm_loadu_ps(t12);
                t15 = _mm_mul_ps(t13, _mm_set1_ps(0.01f));
                t16 = _mm_mul_ps(t14, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t11, t15);
                _mm_storeu_ps(t12, t16);
                t17 = d + t9;
                t18 = d + t10;
                t19 = _mm256_loadu_pd(t17);
                t20 = _mm256_loadu_pd(t18);
                t21 = _mm256_mul_pd(t19, _mm256_set1_pd(0.001));
                t22 = _mm256_mul_pd(t20, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t17, t21);
                _mm256_storeu_pd(t18, t22);
                t23 = t8 + 8L;
                if (t23 >= t7) {
                    break;
                }
                t8 = t23;
            }
            i = (int)((long)0 + t7);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            t24 = a + i;
            *t24 = *t24 * 0.01f;
            t25 = d + i;
            *t25 = *t25 * 0.001;
        }
        t26 = prod_f64(n, d);
        t27 = max_f32(n, a);
        t28 = dot_f32(n, a, b);
        t29 = sum_f64(n, d);
        printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)sum_f32(n, a), t29, (double)t28, (double)t27, t26);
        free((void *)a);
        free((void *)b);
        free((void *)d);
    }
}
