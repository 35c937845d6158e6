/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Values used after the loop: the last value computed in the body, the induction variable
   itself, and a second induction (j += 3) that is also stored. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_value(int n, int *restrict b, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    int t21;
    int t22;
    long t23;
    long t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    int i;
    int last;
    long t31;
    int last_1;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)2));
            t13 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)2));
            t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)2));
            t15 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)2));
            t16 = _mm256_add_epi32(t12, _mm256_set1_epi32((int)1));
            t17 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)1));
            t18 = _mm256_add_epi32(t14, _mm256_set1_epi32((int)1));
            t19 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(b + t4), t16);
            _mm256_storeu_si256((__m256i *)(b + t5), t17);
            _mm256_storeu_si256((__m256i *)(b + t6), t18);
            _mm256_storeu_si256((__m256i *)(b + t7), t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
        t22 = ((vcc_v8_int)t19)[7];
    } else {
        t21 = 0;
        t22 = -1;
    }
    t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t25 = 0L;
        for (;;) {
            t26 = (long)(int)((long)t21 + t25);
            t27 = _mm256_loadu_si256((const __m256i *)(a + t26));
            t28 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)2));
            t29 = _mm256_add_epi32(t28, _mm256_set1_epi32((int)1));
            _mm256_storeu_si256((__m256i *)(b + t26), t29);
            t30 = t25 + 8L;
            if (t30 >= t24) {
                break;
            }
            t25 = t30;
        }
        i = (int)((long)t21 + t24);
        last = ((vcc_v8_int)t29)[7];
    } else {
        i = t21;
        last = t22;
    }
    for (; i < n; i++, last = last_1) {
        t31 = (long)i;
        last_1 = a[t31] * 2 + 1;
        b[t31] = last_1;
    }
    return last;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int final_index(int n, short *a) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    long t23;
    int t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m128i t32;
    long t33;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t14 = t13;
            t15 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)5));
            t16 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)5));
            t17 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)5));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)5));
            t19 = _mm256_cvtepi32_epi16(t15);
            t20 = _mm256_cvtepi32_epi16(t16);
            t21 = _mm256_cvtepi32_epi16(t17);
            t22 = _mm256_cvtepi32_epi16(t18);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + t7)), t19);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + (t7 + 8L))), t20);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + (t7 + 16L))), t21);
            _mm_storeu_si128((__m128i *)(a + (int)((long)0 + (t7 + 24L))), t22);
            t23 = t7 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t23 >= t4) {
                break;
            }
            t7 = t23;
        }
        t24 = (int)((long)0 + t4);
    } else {
        t24 = 0;
    }
    t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        t26 = t25 & -8L;
        t27 = _mm256_set1_epi32((int)t24);
        t28 = t27;
        t2 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t29 = 0L;
        for (;;) {
            t30 = t2;
            t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)5));
            t32 = _mm256_cvtepi32_epi16(t31);
            _mm_storeu_si128((__m128i *)(a + (int)((long)t24 + t29)), t32);
            t33 = t29 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t33 >= t26) {
                break;
            }
            t29 = t33;
        }
        i = (int)((long)t24 + t26);
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        a[i] = (short)(i * 5);
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long second_induction(int n, long *a) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long j;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    int t16;
    long t17;
    long t18;
    long t19;
    __m256i t20;
    __m256i t21;
    long t22;
    __m256i t23;
    long t24;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm256_set1_epi64x((long long)10L);
        t6 = t5;
        t1 = _mm256_add_epi64(t6, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)12LL));
            t10 = t9;
            t11 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)24LL));
            t12 = t11;
            t13 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)36LL));
            t14 = t13;
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t7)), t8);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t7 + 4L))), t10);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t7 + 8L))), t12);
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t7 + 12L))), t14);
            t15 = t7 + 16L;
            t1 = _mm256_add_epi64(t1, _mm256_set1_epi64x((long long)48LL));
            if (t15 >= t4) {
                break;
            }
            t7 = t15;
        }
        t16 = (int)((long)0 + t4);
        t17 = 10L + t4 * 3L;
    } else {
        t16 = 0;
        t17 = 10L;
    }
    t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 4L) {
        t19 = t18 & -4L;
        t20 = _mm256_set1_epi64x((long long)t17);
        t21 = t20;
        t2 = _mm256_add_epi64(t21, _mm256_setr_epi64x(0LL, 3LL, 6LL, 9LL));
        t22 = 0L;
        for (;;) {
            t23 = t2;
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t16 + t22)), t23);
            t24 = t22 + 4L;
            t2 = _mm256_add_epi64(t2, _mm256_set1_epi64x((long long)12LL));
            if (t24 >= t19) {
                break;
            }
            t22 = t24;
        }
        i = (int)((long)t16 + t19);
        j = t17 + t19 * 3L;
    } else {
        i = t16;
        j = t17;
    }
    for (; i < n; i++) {
        a[i] = j;
        j += 3L;
    }
    return j;
}

/* The last values of a float expression and of a comparison, set on every iteration. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float last_float(int n, float *restrict b, const float *restrict a, int *flag) {
    vcc_no_contract_body
    int above;
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
    __m256i t16;
    long t17;
    __m256i t18;
    int t19;
    int t20;
    float t21;
    long t22;
    long t23;
    long t24;
    long t25;
    __m256 t26;
    __m256 t27;
    __m256i t28;
    long t29;
    __m256i t30;
    int i;
    float last;
    long t31;
    float t32;
    float last_1;
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
            t12 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
            t13 = _mm256_mul_ps(t9, _mm256_set1_ps(0.5f));
            t14 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
            t15 = _mm256_mul_ps(t11, _mm256_set1_ps(0.5f));
            t16 = _mm256_castps_si256(_mm256_cmp_ps(t11, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            _mm256_storeu_ps(b + t4, t12);
            _mm256_storeu_ps(b + t5, t13);
            _mm256_storeu_ps(b + t6, t14);
            _mm256_storeu_ps(b + t7, t15);
            t17 = t3 + 32L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        t18 = (__m256i)__builtin_convertvector((vcc_m8)t16 & 1, vcc_v8_int);
        t19 = (int)((long)0 + t2);
        t20 = ((vcc_v8_int)t18)[7];
        t21 = ((vcc_v8_float)t15)[7];
    } else {
        t19 = 0;
        t20 = 0;
        t21 = 0.0f;
    }
    t22 = (long)n + (long)t19 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t19 + t24);
            t26 = _mm256_loadu_ps(a + t25);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
            t28 = _mm256_castps_si256(_mm256_cmp_ps(t26, _mm256_set1_ps(10.0f), _CMP_GT_OQ));
            _mm256_storeu_ps(b + t25, t27);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        t30 = (__m256i)__builtin_convertvector((vcc_m8)t28 & 1, vcc_v8_int);
        i = (int)((long)t19 + t23);
        above = ((vcc_v8_int)t30)[7];
        last = ((vcc_v8_float)t27)[7];
    } else {
        i = t19;
        above = t20;
        last = t21;
    }
    for (; i < n; i++, last = last_1) {
        t31 = (long)i;
        t32 = a[t31];
        last_1 = t32 * 0.5f;
        above = t32 > 10.0f;
        b[t31] = last_1;
    }
    *flag = above;
    return last;
}

/* The induction copied into another variable on every iteration: its last value. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int last_index(int n, long *restrict b) {
    vcc_no_contract_body
    __m128i t1;
    __m128i t2;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    long t7;
    __m128i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    int t24;
    int t25;
    long t26;
    long t27;
    __m128i t28;
    __m128i t29;
    long t30;
    __m128i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    int i;
    int k;
    long t35;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t10 = t9;
            t11 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t12 = t11;
            t13 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t14 = t13;
            t15 = _mm256_cvtepi32_epi64(t8);
            t16 = _mm256_cvtepi32_epi64(t10);
            t17 = _mm256_cvtepi32_epi64(t12);
            t18 = _mm256_cvtepi32_epi64(t14);
            t19 = _mm256_mullo_epi64(t15, _mm256_set1_epi64x((long long)3LL));
            t20 = _mm256_mullo_epi64(t16, _mm256_set1_epi64x((long long)3LL));
            t21 = _mm256_mullo_epi64(t17, _mm256_set1_epi64x((long long)3LL));
            t22 = _mm256_mullo_epi64(t18, _mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + (int)((long)0 + t7)), t19);
            _mm256_storeu_si256((__m256i *)(b + (int)((long)0 + (t7 + 4L))), t20);
            _mm256_storeu_si256((__m256i *)(b + (int)((long)0 + (t7 + 8L))), t21);
            _mm256_storeu_si256((__m256i *)(b + (int)((long)0 + (t7 + 12L))), t22);
            t23 = t7 + 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            if (t23 >= t4) {
                break;
            }
            t7 = t23;
        }
        t24 = (int)((long)0 + t4);
        t25 = ((vcc_v4_int)t14)[3];
    } else {
        t24 = 0;
        t25 = -1;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 4L) {
        t27 = t26 & -4L;
        t28 = _mm_set1_epi32((int)t24);
        t29 = t28;
        t2 = _mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
        t30 = 0L;
        for (;;) {
            t31 = t2;
            t32 = _mm256_cvtepi32_epi64(t31);
            t33 = _mm256_mullo_epi64(t32, _mm256_set1_epi64x((long long)3LL));
            _mm256_storeu_si256((__m256i *)(b + (int)((long)t24 + t30)), t33);
            t34 = t30 + 4L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
            if (t34 >= t27) {
                break;
            }
            t30 = t34;
        }
        i = (int)((long)t24 + t27);
        k = ((vcc_v4_int)t31)[3];
    } else {
        i = t24;
        k = t25;
    }
    for (; i < n; k = i, i++) {
        t35 = (long)i;
        b[t35] = t35 * 3L;
    }
    return k;
}

/* Stays scalar: the last value is set under a condition (the last active lane is not
   tracked yet). */
int last_positive(int n, const int *a) {
    int last = 0;
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            last = a[i];
    return last;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int flag;
    int n;
    int count_idx;
    int n_1;
    int t1;
    int *a;
    int *b;
    short *s;
    long *l;
    int fill_idx;
    const int *t2;
    int last;
    int idx;
    long j;
    unsigned long t3;
    unsigned long t4;
    const void *t5;
    unsigned long t6;
    unsigned long t7;
    unsigned long t8;
    float *fa;
    float *fb;
    int fill_idx_1;
    long t9;
    long t10;
    long t11;
    float *t12;
    float *t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    float *t23;
    __m256 t24;
    __m256 t25;
    long t26;
    int i;
    float *t27;
    float lf;
    unsigned long t28;
    int k;
    int t29;
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
        a = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        s = (short *)(_mm256_zeroupper(), new_array(n, 2UL));
        l = (long *)(_mm256_zeroupper(), new_array(n, 8UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        t2 = a;
        last = (_mm256_zeroupper(), last_value(n, b, t2));
        idx = (_mm256_zeroupper(), final_index(n, s));
        j = (_mm256_zeroupper(), second_induction(n, l));
        t3 = (unsigned long)n;
        t4 = t3 * 8UL;
        t5 = (const void *)l;
        t6 = (_mm256_zeroupper(), hash_bytes(t5, t4));
        t7 = (_mm256_zeroupper(), hash_bytes((const void *)s, t3 * 2UL));
        t8 = t3 * 4UL;
        (_mm256_zeroupper(), printf("n=%d last=%d b=%llx idx=%d s=%llx j=%ld l=%llx", n, last, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t8)), idx, (unsigned long long)t7, j, (unsigned long long)t6));
        fa = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        fb = (float *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            fa[fill_idx_1] = (float)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
        }
        t9 = (long)n;
        if (t9 >= 16L) {
            t10 = t9 & -16L;
            t11 = 0L;
            for (;;) {
                t12 = fa + (int)((long)0 + t11);
                t13 = fa + (int)((long)0 + (t11 + 8L));
                t14 = _mm256_loadu_ps(t12);
                t15 = _mm256_loadu_ps(t13);
                t16 = _mm256_div_ps(t14, _mm256_set1_ps(3.0f));
                t17 = _mm256_div_ps(t15, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t12, t16);
                _mm256_storeu_ps(t13, t17);
                t18 = t11 + 16L;
                if (t18 >= t10) {
                    break;
                }
                t11 = t18;
            }
            t19 = (int)((long)0 + t10);
        } else {
            t19 = 0;
        }
        t20 = (long)n + (long)t19 * -1L;
        if (t20 >= 8L) {
            t21 = t20 & -8L;
            t22 = 0L;
            for (;;) {
                t23 = fa + (int)((long)t19 + t22);
                t24 = _mm256_loadu_ps(t23);
                t25 = _mm256_div_ps(t24, _mm256_set1_ps(3.0f));
                _mm256_storeu_ps(t23, t25);
                t26 = t22 + 8L;
                if (t26 >= t21) {
                    break;
                }
                t22 = t26;
            }
            i = (int)((long)t19 + t21);
        } else {
            i = t19;
        }
        for (; i < n; i++) {
            t27 = fa + i;
            *t27 = *t27 / 3.0f;
        }
        flag = -1;
        lf = (_mm256_zeroupper(), last_float(n, fb, fa, &flag));
        t28 = (_mm256_zeroupper(), hash_bytes((const void *)fb, t8));
        (_mm256_zeroupper(), printf(" lastf=%a flag=%d fb=%llx", (double)lf, flag, (unsigned long long)t28));
        k = (_mm256_zeroupper(), last_index(n, l));
        t29 = (_mm256_zeroupper(), last_positive(n, t2));
        (_mm256_zeroupper(), printf(" k=%d l=%llx pos=%d\n", k, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t5, t4)), t29));
        (_mm256_zeroupper(), free((void *)a));
        (_mm256_zeroupper(), free((void *)b));
        (_mm256_zeroupper(), free((void *)s));
        (_mm256_zeroupper(), free((void *)l));
        (_mm256_zeroupper(), free((void *)fa));
        (_mm256_zeroupper(), free((void *)fb));
    }
}
