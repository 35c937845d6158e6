/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -31));
            t6 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t5, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            t7 = t6;
            t8 = _mm256_add_epi8(t7, _mm256_set1_epi8((char)3));
            t9 = t8;
            _mm256_storeu_si256((__m256i *)(a + t4), t9);
            t10 = t3 + 32L;
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
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    int t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 16L));
            t6 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t7 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t8 = t6;
            t9 = t7;
            t10 = _mm256_mullo_epi16(t8, _mm256_set1_epi16((short)3));
            t11 = _mm256_mullo_epi16(t9, _mm256_set1_epi16((short)3));
            t12 = t10;
            t13 = t11;
            t14 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t12, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - t4) + -15), t14);
            t15 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t13, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - t5) + -15), t15);
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        t17 = (int)((long)0 + t2);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 16L) {
        t19 = t18 & -16L;
        t20 = 0L;
        for (;;) {
            t21 = (int)((long)t17 + t20);
            t22 = _mm256_loadu_si256((const __m256i *)(b + t21));
            t23 = t22;
            t24 = _mm256_mullo_epi16(t23, _mm256_set1_epi16((short)3));
            t25 = t24;
            t26 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t25, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e);
            _mm256_storeu_si256((__m256i *)(a + (n - 1 - t21) + -15), t26);
            t27 = t20 + 16L;
            if (t27 >= t19) {
                break;
            }
            t20 = t27;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
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
    long t22;
    long t23;
    long t24;
    int t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t4) + -3));
            t9 = _mm256_permute4x64_epi64(t8, 0x1b);
            t10 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t5) + -3));
            t11 = _mm256_permute4x64_epi64(t10, 0x1b);
            t12 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t6) + -3));
            t13 = _mm256_permute4x64_epi64(t12, 0x1b);
            t14 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t7) + -3));
            t15 = _mm256_permute4x64_epi64(t14, 0x1b);
            t16 = _mm256_sub_epi64(t9, _mm256_set1_epi64x((long long)7LL));
            t17 = _mm256_sub_epi64(t11, _mm256_set1_epi64x((long long)7LL));
            t18 = _mm256_sub_epi64(t13, _mm256_set1_epi64x((long long)7LL));
            t19 = _mm256_sub_epi64(t15, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t4), t16);
            _mm256_storeu_si256((__m256i *)(a + t5), t17);
            _mm256_storeu_si256((__m256i *)(a + t6), t18);
            _mm256_storeu_si256((__m256i *)(a + t7), t19);
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
            t25 = (int)((long)t21 + t24);
            t26 = _mm256_loadu_si256((const __m256i *)(b + (n - 1 - t25) + -3));
            t27 = _mm256_permute4x64_epi64(t26, 0x1b);
            t28 = _mm256_sub_epi64(t27, _mm256_set1_epi64x((long long)7LL));
            _mm256_storeu_si256((__m256i *)(a + t25), t28);
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
        a[i] = b[n - 1 - i] - 7LL;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_double(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int i;
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
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    long t28;
    int t29;
    long t30;
    long t31;
    long t32;
    long t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    __m256d t38;
    long t39;
    int i_1;
    long t40;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)i + t3 * -1L);
            t5 = (long)(int)((long)i + (t3 + 4L) * -1L);
            t6 = (long)(int)((long)i + (t3 + 8L) * -1L);
            t7 = (long)(int)((long)i + (t3 + 12L) * -1L);
            t8 = _mm256_loadu_pd(b + t4 + -3);
            t9 = _mm256_permute4x64_pd(t8, 0x1b);
            t10 = _mm256_loadu_pd(b + t5 + -3);
            t11 = _mm256_permute4x64_pd(t10, 0x1b);
            t12 = _mm256_loadu_pd(b + t6 + -3);
            t13 = _mm256_permute4x64_pd(t12, 0x1b);
            t14 = _mm256_loadu_pd(b + t7 + -3);
            t15 = _mm256_permute4x64_pd(t14, 0x1b);
            t16 = _mm256_mul_pd(t9, _mm256_set1_pd(0.5));
            t17 = _mm256_mul_pd(t11, _mm256_set1_pd(0.5));
            t18 = _mm256_mul_pd(t13, _mm256_set1_pd(0.5));
            t19 = _mm256_mul_pd(t15, _mm256_set1_pd(0.5));
            t20 = _mm256_add_pd(t16, _mm256_set1_pd(1.0));
            t21 = _mm256_add_pd(t17, _mm256_set1_pd(1.0));
            t22 = _mm256_add_pd(t18, _mm256_set1_pd(1.0));
            t23 = _mm256_add_pd(t19, _mm256_set1_pd(1.0));
            t24 = _mm256_permute4x64_pd(t20, 0x1b);
            _mm256_storeu_pd(a + t4 + -3, t24);
            t25 = _mm256_permute4x64_pd(t21, 0x1b);
            _mm256_storeu_pd(a + t5 + -3, t25);
            t26 = _mm256_permute4x64_pd(t22, 0x1b);
            _mm256_storeu_pd(a + t6 + -3, t26);
            t27 = _mm256_permute4x64_pd(t23, 0x1b);
            _mm256_storeu_pd(a + t7 + -3, t27);
            t28 = t3 + 16L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
        }
        t29 = (int)((long)i + t2 * -1L);
    } else {
        t29 = i;
    }
    t30 = (long)t29 + 1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t29 + t32 * -1L);
            t34 = _mm256_loadu_pd(b + t33 + -3);
            t35 = _mm256_permute4x64_pd(t34, 0x1b);
            t36 = _mm256_mul_pd(t35, _mm256_set1_pd(0.5));
            t37 = _mm256_add_pd(t36, _mm256_set1_pd(1.0));
            t38 = _mm256_permute4x64_pd(t37, 0x1b);
            _mm256_storeu_pd(a + t33 + -3, t38);
            t39 = t32 + 4L;
            if (t39 >= t31) {
                break;
            }
            t32 = t39;
        }
        i_1 = (int)((long)t29 + t31 * -1L);
    } else {
        i_1 = t29;
    }
    for (; i_1 >= 0; i_1--) {
        t40 = (long)i_1;
        a[t40] = b[t40] * 0.5 + 1.0;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_both_float(int n, float *restrict a, const float *restrict b) {
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
            t4 = (long)(n - 1 - (int)((long)0 + t3));
            t5 = (long)(n - 1 - (int)((long)0 + (t3 + 8L)));
            t6 = (long)(n - 1 - (int)((long)0 + (t3 + 16L)));
            t7 = (long)(n - 1 - (int)((long)0 + (t3 + 24L)));
            t8 = _mm256_loadu_ps(b + t4 + -7);
            t9 = _mm256_permutevar8x32_ps(t8, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t10 = _mm256_loadu_ps(b + t5 + -7);
            t11 = _mm256_permutevar8x32_ps(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t12 = _mm256_loadu_ps(b + t6 + -7);
            t13 = _mm256_permutevar8x32_ps(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t14 = _mm256_loadu_ps(b + t7 + -7);
            t15 = _mm256_permutevar8x32_ps(t14, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t16 = _mm256_sub_ps(t9, _mm256_set1_ps(2.0f));
            t17 = _mm256_sub_ps(t11, _mm256_set1_ps(2.0f));
            t18 = _mm256_sub_ps(t13, _mm256_set1_ps(2.0f));
            t19 = _mm256_sub_ps(t15, _mm256_set1_ps(2.0f));
            t20 = _mm256_permutevar8x32_ps(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + t4 + -7, t20);
            t21 = _mm256_permutevar8x32_ps(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + t5 + -7, t21);
            t22 = _mm256_permutevar8x32_ps(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + t6 + -7, t22);
            t23 = _mm256_permutevar8x32_ps(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + t7 + -7, t23);
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
            t29 = (long)(n - 1 - (int)((long)t25 + t28));
            t30 = _mm256_loadu_ps(b + t29 + -7);
            t31 = _mm256_permutevar8x32_ps(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            t32 = _mm256_sub_ps(t31, _mm256_set1_ps(2.0f));
            t33 = _mm256_permutevar8x32_ps(t32, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_ps(a + t29 + -7, t33);
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
        t35 = (long)(n - 1 - i);
        a[t35] = b[t35] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_iota(int n, int *restrict a) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    int i;
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
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    int t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int i_1;
    i = n - 1;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)i);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-8));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-16));
            t12 = t11;
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-24));
            t14 = t13;
            t15 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)5));
            t16 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)5));
            t17 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)5));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)5));
            t19 = _mm256_permutevar8x32_epi32(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)i + t7 * -1L) + -7), t19);
            t20 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)i + (t7 + 8L) * -1L) + -7), t20);
            t21 = _mm256_permutevar8x32_epi32(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)i + (t7 + 16L) * -1L) + -7), t21);
            t22 = _mm256_permutevar8x32_epi32(t18, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)i + (t7 + 24L) * -1L) + -7), t22);
            t23 = t7 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)-32));
            if (t23 >= t4) {
                break;
            }
            t7 = t23;
        }
        t24 = (int)((long)i + t4 * -1L);
    } else {
        t24 = i;
    }
    t25 = (long)t24 + 1L;
    if (t25 >= 8L) {
        t26 = t25 & -8L;
        t27 = _mm256_set1_epi32((int)t24);
        t28 = t27;
        t2 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7));
        t29 = 0L;
        for (;;) {
            t30 = t2;
            t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)5));
            t32 = _mm256_permutevar8x32_epi32(t31, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)t24 + t29 * -1L) + -7), t32);
            t33 = t29 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)-8));
            if (t33 >= t26) {
                break;
            }
            t29 = t33;
        }
        i_1 = (int)((long)t24 + t26 * -1L);
    } else {
        i_1 = t24;
    }
    for (; i_1 >= 0; i_1--) {
        a[i_1] = i_1 * 5;
    }
}

/* A pointer walking down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    vcc_no_contract_body
    const unsigned char *p;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    int i;
    const unsigned char *p_1;
    const unsigned char *p_2;
    p = src + n;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = _mm256_loadu_si256((const __m256i *)(p + t3 * -1L + -1 + -31));
            t5 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(t4, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e);
            t6 = t5;
            t7 = _mm256_xor_si256(t6, _mm256_set1_epi8((char)90));
            t8 = t7;
            _mm256_storeu_si256((__m256i *)(dst + (int)((long)0 + t3)), t8);
            t9 = t3 + 32L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
        p_1 = p + t2 * -1L;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++, p_1 = p_2) {
        p_2 = p_1 + -1;
        dst[i] = (unsigned char)((int)*p_2 ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long long rev_sum(int n, const short *a) {
    vcc_no_contract_body
    __m128i t1;
    __m128i t2;
    long long s;
    int i;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    vcc_v4_short t19;
    vcc_v4_short t20;
    vcc_v4_short t21;
    vcc_v4_short t22;
    vcc_v4_short t23;
    vcc_v4_short t24;
    vcc_v4_short t25;
    vcc_v4_short t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    long long t56;
    long t57;
    long t58;
    __m128i t59;
    __m128i t60;
    long t61;
    __m256i t62;
    __m128i t63;
    vcc_v4_short t64;
    vcc_v4_short t65;
    __m128i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    long t72;
    int i_1;
    i = n - 1;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm_set1_epi32((int)i);
        t6 = t5;
        t1 = _mm_add_epi32(t6, _mm_setr_epi32(0, -1, -2, -3));
        t7 = 0L;
        t8 = _mm256_set1_epi64x((long long)0LL);
        t9 = _mm256_set1_epi64x((long long)0LL);
        t10 = _mm256_set1_epi64x((long long)0LL);
        t11 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t12 = t1;
            t13 = _mm_add_epi32(t1, _mm_set1_epi32((int)-4));
            t14 = t13;
            t15 = _mm_add_epi32(t1, _mm_set1_epi32((int)-8));
            t16 = t15;
            t17 = _mm_add_epi32(t1, _mm_set1_epi32((int)-12));
            t18 = t17;
            t19 = vcc_load(vcc_v4_short, a + (int)((long)i + t7 * -1L) + -3);
            t20 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            t21 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 4L) * -1L) + -3);
            t22 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            t23 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 8L) * -1L) + -3);
            t24 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            t25 = vcc_load(vcc_v4_short, a + (int)((long)i + (t7 + 12L) * -1L) + -3);
            t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            t27 = _mm_add_epi32(t12, _mm_set1_epi32((int)1));
            t28 = _mm_add_epi32(t14, _mm_set1_epi32((int)1));
            t29 = _mm_add_epi32(t16, _mm_set1_epi32((int)1));
            t30 = _mm_add_epi32(t18, _mm_set1_epi32((int)1));
            t31 = _mm256_cvtepi32_epi64(t27);
            t32 = _mm256_cvtepi32_epi64(t28);
            t33 = _mm256_cvtepi32_epi64(t29);
            t34 = _mm256_cvtepi32_epi64(t30);
            t35 = (__m256i)__builtin_convertvector(__builtin_convertvector(t20, vcc_v4_int), vcc_v4_llong);
            t36 = (__m256i)__builtin_convertvector(__builtin_convertvector(t22, vcc_v4_int), vcc_v4_llong);
            t37 = (__m256i)__builtin_convertvector(__builtin_convertvector(t24, vcc_v4_int), vcc_v4_llong);
            t38 = (__m256i)__builtin_convertvector(__builtin_convertvector(t26, vcc_v4_int), vcc_v4_llong);
            t39 = _mm256_mullo_epi64(t35, t31);
            t40 = _mm256_mullo_epi64(t36, t32);
            t41 = _mm256_mullo_epi64(t37, t33);
            t42 = _mm256_mullo_epi64(t38, t34);
            t43 = t39;
            t44 = _mm256_add_epi64(t8, t43);
            t45 = t40;
            t46 = _mm256_add_epi64(t9, t45);
            t47 = t41;
            t48 = _mm256_add_epi64(t10, t47);
            t49 = t42;
            t50 = _mm256_add_epi64(t11, t49);
            t51 = t7 + 16L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)-16));
            if (t51 >= t4) {
                break;
            }
            t7 = t51;
            t8 = t44;
            t9 = t46;
            t10 = t48;
            t11 = t50;
        }
        t52 = _mm256_add_epi64(t44, t46);
        t53 = _mm256_add_epi64(t52, t48);
        t54 = _mm256_add_epi64(t53, t50);
        t55 = (int)((long)i + t4 * -1L);
        t56 = (long long)((unsigned long long)0LL + vcc_reduce(unsigned long long, (vcc_v4_ullong)t54, +));
    } else {
        t55 = i;
        t56 = 0LL;
    }
    t57 = (long)t55 + 1L;
    if (t57 >= 4L) {
        t58 = t57 & -4L;
        t59 = _mm_set1_epi32((int)t55);
        t60 = t59;
        t2 = _mm_add_epi32(t60, _mm_setr_epi32(0, -1, -2, -3));
        t61 = 0L;
        t62 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t63 = t2;
            t64 = vcc_load(vcc_v4_short, a + (int)((long)t55 + t61 * -1L) + -3);
            t65 = __builtin_shufflevector(t64, t64, 3, 2, 1, 0);
            t66 = _mm_add_epi32(t63, _mm_set1_epi32((int)1));
            t67 = _mm256_cvtepi32_epi64(t66);
            t68 = (__m256i)__builtin_convertvector(__builtin_convertvector(t65, vcc_v4_int), vcc_v4_llong);
            t69 = _mm256_mullo_epi64(t68, t67);
            t70 = t69;
            t71 = _mm256_add_epi64(t62, t70);
            t72 = t61 + 4L;
            t2 = _mm_add_epi32(t2, _mm_set1_epi32((int)-4));
            if (t72 >= t58) {
                break;
            }
            t61 = t72;
            t62 = t71;
        }
        i_1 = (int)((long)t55 + t58 * -1L);
        s = (long long)((unsigned long long)t56 + vcc_reduce(unsigned long long, (vcc_v4_ullong)t71, +));
    } else {
        i_1 = t55;
        s = t56;
    }
    for (; i_1 >= 0; i_1--) {
        s += (long long)a[i_1] * (long long)(i_1 + 1);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
