/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 3 */
#include "harness.h"


/* float: multiply-add with a constant, division, and a difference; no reduction, so the
   results are exact lane by lane. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void muladd_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
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
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    long t34;
    int i;
    long t35;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_ps(a + t4);
            t9 = _mm256_loadu_ps(a + t5);
            t10 = _mm256_loadu_ps(a + t6);
            t11 = _mm256_loadu_ps(a + t7);
            t12 = _mm256_loadu_ps(b + t4);
            t13 = _mm256_loadu_ps(b + t5);
            t14 = _mm256_loadu_ps(b + t6);
            t15 = _mm256_loadu_ps(b + t7);
            t16 = _mm256_mul_ps(t8, t12);
            t17 = _mm256_mul_ps(t9, t13);
            t18 = _mm256_mul_ps(t10, t14);
            t19 = _mm256_mul_ps(t11, t15);
            t20 = _mm256_add_ps(t16, _mm256_set1_ps(1.5f));
            t21 = _mm256_add_ps(t17, _mm256_set1_ps(1.5f));
            t22 = _mm256_add_ps(t18, _mm256_set1_ps(1.5f));
            t23 = _mm256_add_ps(t19, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t4, t20);
            _mm256_storeu_ps(c + t5, t21);
            _mm256_storeu_ps(c + t6, t22);
            _mm256_storeu_ps(c + t7, t23);
            t24 = t3 + 32L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
        }
        t25 = (int)((long)0 + t2);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t25 + t28);
            t30 = _mm256_loadu_ps(a + t29);
            t31 = _mm256_loadu_ps(b + t29);
            t32 = _mm256_mul_ps(t30, t31);
            t33 = _mm256_add_ps(t32, _mm256_set1_ps(1.5f));
            _mm256_storeu_ps(c + t29, t33);
            t34 = t28 + 8L;
            if (t34 >= t27) {
                break;
            }
            t28 = t34;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        c[t35] = a[t35] * b[t35] + 1.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void div_f32(int n, float *restrict c, const float *restrict a, const float *restrict b) {
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
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(a + t4);
            t7 = _mm256_loadu_ps(a + t5);
            t8 = _mm256_loadu_ps(b + t4);
            t9 = _mm256_loadu_ps(b + t5);
            t10 = _mm256_div_ps(t6, t8);
            t11 = _mm256_div_ps(t7, t9);
            _mm256_storeu_ps(c + t4, t10);
            _mm256_storeu_ps(c + t5, t11);
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
            t19 = _mm256_loadu_ps(b + t17);
            t20 = _mm256_div_ps(t18, t19);
            _mm256_storeu_ps(c + t17, t20);
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
        c[t22] = a[t22] / b[t22];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void axpby_f32(int n, float x, float y, float *restrict c, const float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256 t3;
    __m256 t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
    __m256 t10;
    __m256 t11;
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
    __m256 t28;
    __m256 t29;
    long t30;
    int t31;
    long t32;
    long t33;
    __m256 t34;
    __m256 t35;
    long t36;
    long t37;
    __m256 t38;
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
        t3 = _mm256_set1_ps(x);
        t4 = _mm256_set1_ps(y);
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = (long)(int)((long)0 + (t5 + 16L));
            t9 = (long)(int)((long)0 + (t5 + 24L));
            t10 = _mm256_loadu_ps(a + t6);
            t11 = _mm256_loadu_ps(a + t7);
            t12 = _mm256_loadu_ps(a + t8);
            t13 = _mm256_loadu_ps(a + t9);
            t14 = _mm256_mul_ps(t3, t10);
            t15 = _mm256_mul_ps(t3, t11);
            t16 = _mm256_mul_ps(t3, t12);
            t17 = _mm256_mul_ps(t3, t13);
            t18 = _mm256_loadu_ps(b + t6);
            t19 = _mm256_loadu_ps(b + t7);
            t20 = _mm256_loadu_ps(b + t8);
            t21 = _mm256_loadu_ps(b + t9);
            t22 = _mm256_mul_ps(t4, t18);
            t23 = _mm256_mul_ps(t4, t19);
            t24 = _mm256_mul_ps(t4, t20);
            t25 = _mm256_mul_ps(t4, t21);
            t26 = _mm256_sub_ps(t14, t22);
            t27 = _mm256_sub_ps(t15, t23);
            t28 = _mm256_sub_ps(t16, t24);
            t29 = _mm256_sub_ps(t17, t25);
            _mm256_storeu_ps(c + t6, t26);
            _mm256_storeu_ps(c + t7, t27);
            _mm256_storeu_ps(c + t8, t28);
            _mm256_storeu_ps(c + t9, t29);
            t30 = t5 + 32L;
            if (t30 >= t2) {
                break;
            }
            t5 = t30;
        }
        t31 = (int)((long)0 + t2);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = _mm256_set1_ps(x);
        t35 = _mm256_set1_ps(y);
        t36 = 0L;
        for (;;) {
            t37 = (long)(int)((long)t31 + t36);
            t38 = _mm256_loadu_ps(a + t37);
            t39 = _mm256_mul_ps(t34, t38);
            t40 = _mm256_loadu_ps(b + t37);
            t41 = _mm256_mul_ps(t35, t40);
            t42 = _mm256_sub_ps(t39, t41);
            _mm256_storeu_ps(c + t37, t42);
            t43 = t36 + 8L;
            if (t43 >= t33) {
                break;
            }
            t36 = t43;
        }
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        t44 = (long)i;
        c[t44] = x * a[t44] - y * b[t44];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int count_idx;
    int n_1;
    int t1;
    float *a;
    float *b;
    float *c;
    float *d;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    float *t5;
    float *t6;
    float *t7;
    float *t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    float *t22;
    __m256 t23;
    __m256 t24;
    long t25;
    int i;
    float *t26;
    const float *t27;
    const float *t28;
    unsigned long t29;
    const void *t30;
    unsigned long t31;
    unsigned long t32;
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
        a = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        d = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (float)(-500 + (int)((_mm256_zeroupper(), next_rand()) % 1000U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (float)(1 + (int)((_mm256_zeroupper(), next_rand()) % 999U));
        }
        t2 = (long)n;
        if (t2 >= 32L) {
            t3 = t2 & -32L;
            t4 = 0L;
            for (;;) {
                t5 = a + (int)((long)0 + t4);
                t6 = a + (int)((long)0 + (t4 + 8L));
                t7 = a + (int)((long)0 + (t4 + 16L));
                t8 = a + (int)((long)0 + (t4 + 24L));
                t9 = _mm256_loadu_ps(t5);
                t10 = _mm256_loadu_ps(t6);
                t11 = _mm256_loadu_ps(t7);
                t12 = _mm256_loadu_ps(t8);
                t13 = _mm256_mul_ps(t9, _mm256_set1_ps(0.37f));
                t14 = _mm256_mul_ps(t10, _mm256_set1_ps(0.37f));
                t15 = _mm256_mul_ps(t11, _mm256_set1_ps(0.37f));
                t16 = _mm256_mul_ps(t12, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t5, t13);
                _mm256_storeu_ps(t6, t14);
                _mm256_storeu_ps(t7, t15);
                _mm256_storeu_ps(t8, t16);
                t17 = t4 + 32L;
                if (t17 >= t3) {
                    break;
                }
                t4 = t17;
            }
            t18 = (int)((long)0 + t3);
        } else {
            t18 = 0;
        }
        t19 = (long)n + (long)t18 * -1L;
        if (t19 >= 8L) {
            t20 = t19 & -8L;
            t21 = 0L;
            for (;;) {
                t22 = a + (int)((long)t18 + t21);
                t23 = _mm256_loadu_ps(t22);
                t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t22, t24);
                t25 = t21 + 8L;
                if (t25 >= t20) {
                    break;
                }
                t21 = t25;
            }
            i = (int)((long)t18 + t20);
        } else {
            i = t18;
        }
        for (; i < n; i++) {
            t26 = a + i;
            *t26 = *t26 * 0.37f;
        }
        t27 = b;
        t28 = a;
        (_mm256_zeroupper(), muladd_f32(n, c, t28, t27));
        (_mm256_zeroupper(), div_f32(n, d, t28, t27));
        t29 = (unsigned long)n * 4UL;
        t30 = (const void *)c;
        t31 = (_mm256_zeroupper(), hash_bytes(t30, t29));
        t32 = (_mm256_zeroupper(), hash_bytes((const void *)d, t29));
        (_mm256_zeroupper(), axpby_f32(n, 1.25f, -3.5f, c, t28, t27));
        (_mm256_zeroupper(), printf("n=%d muladd=%llx div=%llx axpby=%llx\n", n, (unsigned long long)t31, (unsigned long long)t32, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t30, t29))));
        (_mm256_zeroupper(), free((void *)a));
        (_mm256_zeroupper(), free((void *)b));
        (_mm256_zeroupper(), free((void *)c));
        (_mm256_zeroupper(), free((void *)d));
    }
}
