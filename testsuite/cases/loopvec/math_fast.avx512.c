/* vcc: vector types and helpers */
#include <immintrin.h>
__attribute__((target("avx2"))) __m256 _ZGVdN8v_expf(__m256);
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_expf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    long t21;
    int i;
    long t22;
    float t23;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(a + t4);
            t7 = _mm256_loadu_ps(a + t5);
            t8 = _mm256_mul_ps(t6, _mm256_set1_ps(0.01f));
            t9 = _mm256_mul_ps(t7, _mm256_set1_ps(0.01f));
            t10 = _ZGVdN8v_expf(t8);
            t11 = _ZGVdN8v_expf(t9);
            _mm256_storeu_ps(r + t4, t10);
            _mm256_storeu_ps(r + t5, t11);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = _mm256_loadu_ps(a + t17);
            t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.01f));
            t20 = _ZGVdN8v_expf(t19);
            _mm256_storeu_ps(r + t17, t20);
            t21 = t16 + 8L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = a[t22];
        r[t22] = (_mm256_zeroupper(), expf(t23 * 0.01f));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_exp(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    long t21;
    int i;
    long t22;
    double t23;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
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
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        t15 = t14 & -4L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = _mm256_loadu_pd(a + t17);
            t19 = _mm256_mul_pd(t18, _mm256_set1_pd(0.01));
            t20 = _ZGVdN4v_exp(t19);
            _mm256_storeu_pd(r + t17, t20);
            t21 = t16 + 4L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = a[t22];
        r[t22] = (_mm256_zeroupper(), exp(t23 * 0.01));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_logf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    long t21;
    int i;
    long t22;
    float t23;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(a + t4);
            t7 = _mm256_loadu_ps(a + t5);
            t8 = _mm256_add_ps(t6, _mm256_set1_ps(1001.0f));
            t9 = _mm256_add_ps(t7, _mm256_set1_ps(1001.0f));
            t10 = _ZGVdN8v_logf(t8);
            t11 = _ZGVdN8v_logf(t9);
            _mm256_storeu_ps(r + t4, t10);
            _mm256_storeu_ps(r + t5, t11);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 8L) {
        t15 = t14 & -8L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = _mm256_loadu_ps(a + t17);
            t19 = _mm256_add_ps(t18, _mm256_set1_ps(1001.0f));
            t20 = _ZGVdN8v_logf(t19);
            _mm256_storeu_ps(r + t17, t20);
            t21 = t16 + 8L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = a[t22];
        r[t22] = (_mm256_zeroupper(), logf(t23 + 1001.0f));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_log(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    long t21;
    int i;
    long t22;
    double t23;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
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
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 4L) {
        t15 = t14 & -4L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = _mm256_loadu_pd(a + t17);
            t19 = _mm256_add_pd(t18, _mm256_set1_pd(1001.0));
            t20 = _ZGVdN4v_log(t19);
            _mm256_storeu_pd(r + t17, t20);
            t21 = t16 + 4L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        t23 = a[t22];
        r[t22] = (_mm256_zeroupper(), log(t23 + 1001.0));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_sinf(int n, float *restrict r, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    long t14;
    int t15;
    long t16;
    long t17;
    long t18;
    long t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    long t24;
    int i;
    long t25;
    float t26;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(a + t4);
            t7 = _mm256_loadu_ps(a + t5);
            t8 = _mm256_mul_ps(t6, _mm256_set1_ps(0.1f));
            t9 = _mm256_mul_ps(t7, _mm256_set1_ps(0.1f));
            t10 = _ZGVdN8v_sinf(t8);
            t11 = _ZGVdN8v_sinf(t9);
            t12 = _mm256_add_ps(t10, _mm256_set1_ps(2.0f));
            t13 = _mm256_add_ps(t11, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t4, t12);
            _mm256_storeu_ps(r + t5, t13);
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        t15 = (int)((long)0 + t2);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        t17 = t16 & -8L;
        t18 = 0L;
        for (;;) {
            t19 = (long)(int)((long)t15 + t18);
            t20 = _mm256_loadu_ps(a + t19);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.1f));
            t22 = _ZGVdN8v_sinf(t21);
            t23 = _mm256_add_ps(t22, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(r + t19, t23);
            t24 = t18 + 8L;
            if (t24 >= t17) {
                break;
            }
            t18 = t24;
        }
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        t26 = a[t25];
        r[t25] = (_mm256_zeroupper(), sinf(t26 * 0.1f)) + 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_cos(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256d t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    long t14;
    int t15;
    long t16;
    long t17;
    long t18;
    long t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    long t24;
    int i;
    long t25;
    double t26;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
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
        t15 = (int)((long)0 + t2);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 4L) {
        t17 = t16 & -4L;
        t18 = 0L;
        for (;;) {
            t19 = (long)(int)((long)t15 + t18);
            t20 = _mm256_loadu_pd(a + t19);
            t21 = _mm256_mul_pd(t20, _mm256_set1_pd(0.1));
            t22 = _ZGVdN4v_cos(t21);
            t23 = _mm256_add_pd(t22, _mm256_set1_pd(2.0));
            _mm256_storeu_pd(r + t19, t23);
            t24 = t18 + 4L;
            if (t24 >= t17) {
                break;
            }
            t18 = t24;
        }
        i = (int)((long)t15 + t17);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        t26 = a[t25];
        r[t25] = (_mm256_zeroupper(), cos(t26 * 0.1)) + 2.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_powf(int n, float *restrict r, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
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
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    long t30;
    int i;
    long t31;
    float t32;
    float t33;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(b + t4);
            t7 = _mm256_loadu_ps(b + t5);
            t8 = _mm256_mul_ps(t6, _mm256_set1_ps(0.003f));
            t9 = _mm256_mul_ps(t7, _mm256_set1_ps(0.003f));
            t10 = _mm256_loadu_ps(a + t4);
            t11 = _mm256_loadu_ps(a + t5);
            t12 = _mm256_mul_ps(t10, _mm256_set1_ps(0.001f));
            t13 = _mm256_mul_ps(t11, _mm256_set1_ps(0.001f));
            t14 = _mm256_add_ps(t12, _mm256_set1_ps(1.5f));
            t15 = _mm256_add_ps(t13, _mm256_set1_ps(1.5f));
            t16 = _ZGVdN8vv_powf(t14, t8);
            t17 = _ZGVdN8vv_powf(t15, t9);
            _mm256_storeu_ps(r + t4, t16);
            _mm256_storeu_ps(r + t5, t17);
            t18 = t3 + 16L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        t21 = t20 & -8L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = _mm256_loadu_ps(b + t23);
            t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.003f));
            t26 = _mm256_loadu_ps(a + t23);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.001f));
            t28 = _mm256_add_ps(t27, _mm256_set1_ps(1.5f));
            t29 = _ZGVdN8vv_powf(t28, t25);
            _mm256_storeu_ps(r + t23, t29);
            t30 = t22 + 8L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = b[t31];
        t33 = a[t31];
        r[t31] = (_mm256_zeroupper(), powf(t33 * 0.001f + 1.5f, t32 * 0.003f));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_pow(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
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
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    long t30;
    int i;
    long t31;
    double t32;
    double t33;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = _mm256_loadu_pd(b + t4);
            t7 = _mm256_loadu_pd(b + t5);
            t8 = _mm256_mul_pd(t6, _mm256_set1_pd(0.003));
            t9 = _mm256_mul_pd(t7, _mm256_set1_pd(0.003));
            t10 = _mm256_loadu_pd(a + t4);
            t11 = _mm256_loadu_pd(a + t5);
            t12 = _mm256_mul_pd(t10, _mm256_set1_pd(0.001));
            t13 = _mm256_mul_pd(t11, _mm256_set1_pd(0.001));
            t14 = _mm256_add_pd(t12, _mm256_set1_pd(1.5));
            t15 = _mm256_add_pd(t13, _mm256_set1_pd(1.5));
            t16 = _ZGVdN4vv_pow(t14, t8);
            t17 = _ZGVdN4vv_pow(t15, t9);
            _mm256_storeu_pd(r + t4, t16);
            _mm256_storeu_pd(r + t5, t17);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 4L) {
        t21 = t20 & -4L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = _mm256_loadu_pd(b + t23);
            t25 = _mm256_mul_pd(t24, _mm256_set1_pd(0.003));
            t26 = _mm256_loadu_pd(a + t23);
            t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.001));
            t28 = _mm256_add_pd(t27, _mm256_set1_pd(1.5));
            t29 = _ZGVdN4vv_pow(t28, t25);
            _mm256_storeu_pd(r + t23, t29);
            t30 = t22 + 4L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        t32 = b[t31];
        t33 = a[t31];
        r[t31] = (_mm256_zeroupper(), pow(t33 * 0.001 + 1.5, t32 * 0.003));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void k_sqrt(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    long t29;
    int i;
    long t30;
    double t31;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_pd(a + t4);
            t9 = _mm256_loadu_pd(a + t5);
            t10 = _mm256_loadu_pd(a + t6);
            t11 = _mm256_loadu_pd(a + t7);
            t12 = _mm256_add_pd(t8, _mm256_set1_pd(1000.0));
            t13 = _mm256_add_pd(t9, _mm256_set1_pd(1000.0));
            t14 = _mm256_add_pd(t10, _mm256_set1_pd(1000.0));
            t15 = _mm256_add_pd(t11, _mm256_set1_pd(1000.0));
            t16 = _mm256_sqrt_pd(t12);
            t17 = _mm256_sqrt_pd(t13);
            t18 = _mm256_sqrt_pd(t14);
            t19 = _mm256_sqrt_pd(t15);
            _mm256_storeu_pd(r + t4, t16);
            _mm256_storeu_pd(r + t5, t17);
            _mm256_storeu_pd(r + t6, t18);
            _mm256_storeu_pd(r + t7, t19);
            t20 = t3 + 16L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = _mm256_loadu_pd(a + t25);
            t27 = _mm256_add_pd(t26, _mm256_set1_pd(1000.0));
            t28 = _mm256_sqrt_pd(t27);
            _mm256_storeu_pd(r + t25, t28);
            t29 = t24 + 4L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        t31 = a[t30];
        r[t30] = (_mm256_zeroupper(), sqrt(t31 + 1000.0));
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static double sum_f(const float *p, int n) {
    vcc_no_contract_body
    double s;
    long t1;
    long t2;
    long t3;
    __m256d t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m128 t8;
    __m128 t9;
    __m128 t10;
    __m128 t11;
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
    __m128 t30;
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
            t8 = _mm_loadu_ps(p + (int)((long)0 + t3));
            t9 = _mm_loadu_ps(p + (int)((long)0 + (t3 + 4L)));
            t10 = _mm_loadu_ps(p + (int)((long)0 + (t3 + 8L)));
            t11 = _mm_loadu_ps(p + (int)((long)0 + (t3 + 12L)));
            t12 = _mm256_cvtps_pd(t8);
            t13 = _mm256_cvtps_pd(t9);
            t14 = _mm256_cvtps_pd(t10);
            t15 = _mm256_cvtps_pd(t11);
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
            t30 = _mm_loadu_ps(p + (int)((long)t24 + t28));
            t31 = _mm256_cvtps_pd(t30);
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
        s += (double)p[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) static double sum_d(const double *p, int n) {
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
        t20 = (int)((long)0 + t2);
        t21 = 0.0 + vcc_avx2_sum_pd(t19);
    } else {
        t20 = 0;
        t21 = 0.0;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        t25 = _mm256_set1_pd(-0.0);
        for (;;) {
            t26 = _mm256_loadu_pd(p + (int)((long)t20 + t24));
            t27 = _mm256_add_pd(t25, t26);
            t28 = t24 + 4L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        s = t21 + vcc_avx2_sum_pd(t27);
    } else {
        i = t20;
        s = t21;
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
