/* vcc: vector types and helpers */
#include <immintrin.h>
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* vcc-test: fast-math 1e-4 */
/* Float and double reductions under --fast-math: sums, a dot product, a max and a product may
   be reassociated, so results are compared with a relative tolerance of 1e-4. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float sum_f32(int n, const float *a) {
    vcc_no_contract_body
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
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    int t20;
    float t21;
    long t22;
    long t23;
    long t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_ps(-0.0f);
        t5 = _mm256_set1_ps(-0.0f);
        t6 = _mm256_set1_ps(-0.0f);
        t7 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t8 = _mm256_loadu_ps(a + (int)((long)0 + t3));
            t9 = _mm256_loadu_ps(a + (int)((long)0 + (t3 + 8L)));
            t10 = _mm256_loadu_ps(a + (int)((long)0 + (t3 + 16L)));
            t11 = _mm256_loadu_ps(a + (int)((long)0 + (t3 + 24L)));
            t12 = _mm256_add_ps(t4, t8);
            t13 = _mm256_add_ps(t5, t9);
            t14 = _mm256_add_ps(t6, t10);
            t15 = _mm256_add_ps(t7, t11);
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = _mm256_add_ps(t12, t13);
        t18 = _mm256_add_ps(t17, t14);
        t19 = _mm256_add_ps(t18, t15);
        t20 = (int)((long)0 + t2);
        t21 = 0.0f + vcc_avx2_sum_ps(t19);
    } else {
        t20 = 0;
        t21 = 0.0f;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t26 = _mm256_loadu_ps(a + (int)((long)t20 + t24));
            t27 = _mm256_add_ps(t25, t26);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        s = t21 + vcc_avx2_sum_ps(t27);
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double sum_f64(int n, const double *a) {
    vcc_no_contract_body
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
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    long t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    int t24;
    double t25;
    long t26;
    long t27;
    long t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    long t33;
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
            t8 = _mm256_loadu_pd(a + (int)((long)0 + t3));
            t9 = _mm256_loadu_pd(a + (int)((long)0 + (t3 + 4L)));
            t10 = _mm256_loadu_pd(a + (int)((long)0 + (t3 + 8L)));
            t11 = _mm256_loadu_pd(a + (int)((long)0 + (t3 + 12L)));
            t12 = _mm256_mul_pd(t8, _mm256_set1_pd(0.1));
            t13 = _mm256_mul_pd(t9, _mm256_set1_pd(0.1));
            t14 = _mm256_mul_pd(t10, _mm256_set1_pd(0.1));
            t15 = _mm256_mul_pd(t11, _mm256_set1_pd(0.1));
            t16 = _mm256_add_pd(t4, t12);
            t17 = _mm256_add_pd(t5, t13);
            t18 = _mm256_add_pd(t6, t14);
            t19 = _mm256_add_pd(t7, t15);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t16;
            t5 = t17;
            t6 = t18;
            t7 = t19;
        }
        t21 = _mm256_add_pd(t16, t17);
        t22 = _mm256_add_pd(t21, t18);
        t23 = _mm256_add_pd(t22, t19);
        t24 = (int)((long)0 + t2);
        t25 = 0.0 + vcc_avx2_sum_pd(t23);
    } else {
        t24 = 0;
        t25 = 0.0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t28 = 0L;
        t29 = _mm256_set1_pd(-0.0);
        for (;;) {
            t30 = _mm256_loadu_pd(a + (int)((long)t24 + t28));
            t31 = _mm256_mul_pd(t30, _mm256_set1_pd(0.1));
            t32 = _mm256_add_pd(t29, t31);
            t33 = t28 + 4L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        s = t25 + vcc_avx2_sum_pd(t32);
    } else {
        i = t24;
        s = t25;
    }
    for (; i < n; i++) {
        s += a[i] * 0.1;
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float dot_f32(int n, const float *a, const float *b) {
    vcc_no_contract_body
    float s;
    long t1;
    long t2;
    long t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    long t9;
    long t10;
    long t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    long t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    int t32;
    float t33;
    long t34;
    long t35;
    long t36;
    __m256 t37;
    long t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    long t43;
    int i;
    long t44;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_ps(-0.0f);
        t5 = _mm256_set1_ps(-0.0f);
        t6 = _mm256_set1_ps(-0.0f);
        t7 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t8 = (long)(int)((long)0 + t3);
            t9 = (long)(int)((long)0 + (t3 + 8L));
            t10 = (long)(int)((long)0 + (t3 + 16L));
            t11 = (long)(int)((long)0 + (t3 + 24L));
            t12 = _mm256_loadu_ps(a + t8);
            t13 = _mm256_loadu_ps(a + t9);
            t14 = _mm256_loadu_ps(a + t10);
            t15 = _mm256_loadu_ps(a + t11);
            t16 = _mm256_loadu_ps(b + t8);
            t17 = _mm256_loadu_ps(b + t9);
            t18 = _mm256_loadu_ps(b + t10);
            t19 = _mm256_loadu_ps(b + t11);
            t20 = _mm256_mul_ps(t12, t16);
            t21 = _mm256_mul_ps(t13, t17);
            t22 = _mm256_mul_ps(t14, t18);
            t23 = _mm256_mul_ps(t15, t19);
            t24 = _mm256_add_ps(t4, t20);
            t25 = _mm256_add_ps(t5, t21);
            t26 = _mm256_add_ps(t6, t22);
            t27 = _mm256_add_ps(t7, t23);
            t28 = t3 + 32L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
            t4 = t24;
            t5 = t25;
            t6 = t26;
            t7 = t27;
        }
        t29 = _mm256_add_ps(t24, t25);
        t30 = _mm256_add_ps(t29, t26);
        t31 = _mm256_add_ps(t30, t27);
        t32 = (int)((long)0 + t2);
        t33 = 0.0f + vcc_avx2_sum_ps(t31);
    } else {
        t32 = 0;
        t33 = 0.0f;
    }
    t34 = (long)n + (long)t32 * -1L;
    if (t34 >= 8L) {
        t35 = t34 & -8L;
        t36 = 0L;
        t37 = _mm256_set1_ps(-0.0f);
        for (;;) {
            t38 = (long)(int)((long)t32 + t36);
            t39 = _mm256_loadu_ps(a + t38);
            t40 = _mm256_loadu_ps(b + t38);
            t41 = _mm256_mul_ps(t39, t40);
            t42 = _mm256_add_ps(t37, t41);
            t43 = t36 + 8L;
            if (t43 >= t35) {
                break;
            }
            t36 = t43;
            t37 = t42;
        }
        i = (int)((long)t32 + t35);
        s = t33 + vcc_avx2_sum_ps(t42);
    } else {
        i = t32;
        s = t33;
    }
    for (; i < n; i++) {
        t44 = (long)i;
        s += a[t44] * b[t44];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float max_f32(int n, const float *a) {
    vcc_no_contract_body
    __m256 t1;
    long t2;
    long t3;
    __m256 t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    long t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    int t22;
    float t23;
    long t24;
    long t25;
    long t26;
    __m256 t27;
    __m256 t28;
    long t29;
    int i;
    float m;
    float t30;
    float m_1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = _mm256_set1_ps(-1e30f);
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = _mm256_loadu_ps(a + (int)((long)0 + t5));
            t11 = _mm256_loadu_ps(a + (int)((long)0 + (t5 + 8L)));
            t12 = _mm256_loadu_ps(a + (int)((long)0 + (t5 + 16L)));
            t13 = _mm256_loadu_ps(a + (int)((long)0 + (t5 + 24L)));
            t14 = _mm256_max_ps(t10, t6);
            t15 = _mm256_max_ps(t11, t7);
            t16 = _mm256_max_ps(t12, t8);
            t17 = _mm256_max_ps(t13, t9);
            t18 = t5 + 32L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = _mm256_max_ps(t14, t15);
        t20 = _mm256_max_ps(t19, t16);
        t21 = _mm256_max_ps(t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_max(float, (vcc_v8_float)t21);
    } else {
        t22 = 0;
        t23 = -1e30f;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = _mm256_set1_ps(t23);
        t26 = 0L;
        for (;;) {
            t27 = _mm256_loadu_ps(a + (int)((long)t22 + t26));
            t28 = _mm256_max_ps(t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m = vcc_reduce_max(float, (vcc_v8_float)t28);
    } else {
        i = t22;
        m = t23;
    }
    for (; i < n; i++, m = m_1) {
        t30 = a[i];
        if (t30 > m) {
            m_1 = t30;
        } else {
            m_1 = m;
        }
    }
    return m;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double prod_f64(int n, const double *a) {
    vcc_no_contract_body
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
    int t20;
    double t21;
    long t22;
    long t23;
    long t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    long t28;
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
        t20 = (int)((long)0 + t2);
        t21 = 1.0 * vcc_reduce(double, (vcc_v4_double)t19, *);
    } else {
        t20 = 0;
        t21 = 1.0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        t25 = _mm256_set1_pd(1.0);
        for (;;) {
            t26 = _mm256_loadu_pd(a + (int)((long)t20 + t24));
            t27 = _mm256_mul_pd(t25, t26);
            t28 = t24 + 4L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        p = t21 * vcc_reduce(double, (vcc_v4_double)t27, *);
    } else {
        i = t20;
        p = t21;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
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
    long t9;
    long t10;
    long t11;
    long t12;
    float *t13;
    float *t14;
    float *t15;
    float *t16;
    __m128 t17;
    __m128 t18;
    __m128 t19;
    __m128 t20;
    __m128 t21;
    __m128 t22;
    __m128 t23;
    __m128 t24;
    double *t25;
    double *t26;
    double *t27;
    double *t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    long t37;
    int t38;
    long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    long t43;
    long t44;
    float *t45;
    __m128 t46;
    __m128 t47;
    double *t48;
    __m256d t49;
    __m256d t50;
    long t51;
    int i;
    long t52;
    float *t53;
    double *t54;
    const double *t55;
    double t56;
    const float *t57;
    float t58;
    float t59;
    double t60;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        a = (float *)t2;
        b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        t3 = (_mm256_zeroupper(), new_array(n, 8UL));
        d = (double *)t3;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            d[fill_idx_2] = (double)(990 + (int)((_mm256_zeroupper(), next_rand()) % 21U));
        }
        t4 = (long)n;
        t5 = (unsigned long)t2;
        t6 = (unsigned long)t3;
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(8L + (t4 - 1L) * 8L)) <= (t5 + (unsigned long)0L)))) {
            t7 = t4 & -16L;
            t8 = 0L;
            for (;;) {
                t9 = (long)(int)((long)0 + t8);
                t10 = (long)(int)((long)0 + (t8 + 4L));
                t11 = (long)(int)((long)0 + (t8 + 8L));
                t12 = (long)(int)((long)0 + (t8 + 12L));
                t13 = a + t9;
                t14 = a + t10;
                t15 = a + t11;
                t16 = a + t12;
                t17 = _mm_loadu_ps(t13);
                t18 = _mm_loadu_ps(t14);
                t19 = _mm_loadu_ps(t15);
                t20 = _mm_loadu_ps(t16);
                t21 = _mm_mul_ps(t17, _mm_set1_ps(0.01f));
                t22 = _mm_mul_ps(t18, _mm_set1_ps(0.01f));
                t23 = _mm_mul_ps(t19, _mm_set1_ps(0.01f));
                t24 = _mm_mul_ps(t20, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t13, t21);
                _mm_storeu_ps(t14, t22);
                _mm_storeu_ps(t15, t23);
                _mm_storeu_ps(t16, t24);
                t25 = d + t9;
                t26 = d + t10;
                t27 = d + t11;
                t28 = d + t12;
                t29 = _mm256_loadu_pd(t25);
                t30 = _mm256_loadu_pd(t26);
                t31 = _mm256_loadu_pd(t27);
                t32 = _mm256_loadu_pd(t28);
                t33 = _mm256_mul_pd(t29, _mm256_set1_pd(0.001));
                t34 = _mm256_mul_pd(t30, _mm256_set1_pd(0.001));
                t35 = _mm256_mul_pd(t31, _mm256_set1_pd(0.001));
                t36 = _mm256_mul_pd(t32, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t25, t33);
                _mm256_storeu_pd(t26, t34);
                _mm256_storeu_pd(t27, t35);
                _mm256_storeu_pd(t28, t36);
                t37 = t8 + 16L;
                if (t37 >= t7) {
                    break;
                }
                t8 = t37;
            }
            t38 = (int)((long)0 + t7);
        } else {
            t38 = 0;
        }
        t39 = (long)n + (long)t38 * -1L;
        t40 = (unsigned long)t2;
        t41 = (unsigned long)t3;
        if ((t39 >= 4L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 8L))) | ((t41 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t38 * 4L))))) {
            t42 = t39 & -4L;
            t43 = 0L;
            for (;;) {
                t44 = (long)(int)((long)t38 + t43);
                t45 = a + t44;
                t46 = _mm_loadu_ps(t45);
                t47 = _mm_mul_ps(t46, _mm_set1_ps(0.01f));
                _mm_storeu_ps(t45, t47);
                t48 = d + t44;
                t49 = _mm256_loadu_pd(t48);
                t50 = _mm256_mul_pd(t49, _mm256_set1_pd(0.001));
                _mm256_storeu_pd(t48, t50);
                t51 = t43 + 4L;
                if (t51 >= t42) {
                    break;
                }
                t43 = t51;
            }
            i = (int)((long)t38 + t42);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            t52 = (long)i;
            t53 = a + t52;
            *t53 = *t53 * 0.01f;
            t54 = d + t52;
            *t54 = *t54 * 0.001;
        }
        t55 = d;
        t56 = (_mm256_zeroupper(), prod_f64(n, t55));
        t57 = a;
        t58 = (_mm256_zeroupper(), max_f32(n, t57));
        t59 = (_mm256_zeroupper(), dot_f32(n, t57, b));
        t60 = (_mm256_zeroupper(), sum_f64(n, t55));
        (_mm256_zeroupper(), printf("n=%d sum=%.7g dsum=%.12g dot=%.7g max=%.7g prod=%.12g\n", n, (double)(_mm256_zeroupper(), sum_f32(n, t57)), t60, (double)t59, (double)t58, t56));
        (_mm256_zeroupper(), free((void *)a));
        (_mm256_zeroupper(), free((void *)b));
        (_mm256_zeroupper(), free((void *)d));
    }
}
