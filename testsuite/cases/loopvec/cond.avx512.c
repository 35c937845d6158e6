/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Conditional code (if-conversion): a conditional store, a select written with ?:, an
   if/else, a conditional sum, a nested if, and a guarded load from an array that is only
   k = n/2 elements long (vector code must not read past it: masked loads). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void store_positive(int n, int *restrict b, const int *restrict a) {
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
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int i;
    long t25;
    int t26;
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
            t12 = _mm256_cmpgt_epi32(t8, _mm256_set1_epi32((int)0));
            t13 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32((int)0));
            t14 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32((int)0));
            t15 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32((int)0));
            _mm256_mask_storeu_epi32(b + t4, _mm256_movepi32_mask(t12), t8);
            _mm256_mask_storeu_epi32(b + t5, _mm256_movepi32_mask(t13), t9);
            _mm256_mask_storeu_epi32(b + t6, _mm256_movepi32_mask(t14), t10);
            _mm256_mask_storeu_epi32(b + t7, _mm256_movepi32_mask(t15), t11);
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
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t17 + t20);
            t22 = _mm256_loadu_si256((const __m256i *)(a + t21));
            t23 = _mm256_cmpgt_epi32(t22, _mm256_set1_epi32((int)0));
            _mm256_mask_storeu_epi32(b + t21, _mm256_movepi32_mask(t23), t22);
            t24 = t20 + 8L;
            if (t24 >= t19) {
                break;
            }
            t20 = t24;
        }
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        t26 = a[t25];
        if (t26 > 0) {
            b[t25] = t26;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void max_select(int n, int *restrict c, const int *restrict a, const int *restrict b) {
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
    long t22;
    long t23;
    long t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    long t30;
    int *t31;
    int t32;
    int t33;
    int t34;
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
            t12 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t13 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t14 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t15 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t16 = _mm256_max_epi32(t8, t12);
            t17 = _mm256_max_epi32(t9, t13);
            t18 = _mm256_max_epi32(t10, t14);
            t19 = _mm256_max_epi32(t11, t15);
            _mm256_storeu_si256((__m256i *)(c + t4), t16);
            _mm256_storeu_si256((__m256i *)(c + t5), t17);
            _mm256_storeu_si256((__m256i *)(c + t6), t18);
            _mm256_storeu_si256((__m256i *)(c + t7), t19);
            t20 = t3 + 32L;
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
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = _mm256_loadu_si256((const __m256i *)(a + t25));
            t27 = _mm256_loadu_si256((const __m256i *)(b + t25));
            t28 = _mm256_max_epi32(t26, t27);
            _mm256_storeu_si256((__m256i *)(c + t25), t28);
            t29 = t24 + 8L;
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
        t31 = c + t30;
        t32 = a[t30];
        t33 = b[t30];
        if (t32 > t33) {
            t34 = t32;
        } else {
            t34 = t33;
        }
        *t31 = t34;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_even(int n, int *restrict c, const int *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
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
    __m256i t15;
    long t16;
    int i;
    long t17;
    int t18;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t6 = _mm256_and_si256(t5, _mm256_set1_epi32((int)1));
            t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t8 = _mm256_blendv_epi8(_mm256_set1_epi32((int)2), _mm256_set1_epi32((int)1), t7);
            t9 = (__m256i)((vcc_v8_int)t5 / (vcc_v8_int)t8);
            t10 = t5;
            t11 = _mm256_set1_epi32((int)3);
            t12 = _mm256_mullo_epi32(t10, t11);
            t13 = t12;
            t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t6, _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            t15 = _mm256_blendv_epi8(t9, t13, t14);
            _mm256_storeu_si256((__m256i *)(c + t4), t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t17 = (long)i;
        t18 = a[t17];
        if (t18 & 1) {
            c[t17] = t18 * 3;
        } else {
            c[t17] = t18 / 2;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum_above(int n, const int *a, int t) {
    vcc_no_contract_body
    long t1;
    long t2;
    __m256i t3;
    long t4;
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
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    int t33;
    int t34;
    long t35;
    long t36;
    __m256i t37;
    long t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    long t45;
    int i;
    int s;
    int t46;
    int s_1;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm256_set1_epi32((int)t);
        t4 = 0L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        t8 = _mm256_set1_epi32((int)0);
        for (;;) {
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t4)));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t4 + 8L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t4 + 16L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t4 + 24L))));
            t13 = _mm256_cmpgt_epi32(t9, t3);
            t14 = _mm256_cmpgt_epi32(t10, t3);
            t15 = _mm256_cmpgt_epi32(t11, t3);
            t16 = _mm256_cmpgt_epi32(t12, t3);
            t17 = t9;
            t18 = _mm256_add_epi32(t5, t17);
            t19 = t10;
            t20 = _mm256_add_epi32(t6, t19);
            t21 = t11;
            t22 = _mm256_add_epi32(t7, t21);
            t23 = t12;
            t24 = _mm256_add_epi32(t8, t23);
            t25 = _mm256_blendv_epi8(t5, t18, t13);
            t26 = _mm256_blendv_epi8(t6, t20, t14);
            t27 = _mm256_blendv_epi8(t7, t22, t15);
            t28 = _mm256_blendv_epi8(t8, t24, t16);
            t29 = t4 + 32L;
            if (t29 >= t2) {
                break;
            }
            t4 = t29;
            t5 = t25;
            t6 = t26;
            t7 = t27;
            t8 = t28;
        }
        t30 = _mm256_add_epi32(t25, t26);
        t31 = _mm256_add_epi32(t30, t27);
        t32 = _mm256_add_epi32(t31, t28);
        t33 = (int)((long)0 + t2);
        t34 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t32));
    } else {
        t33 = 0;
        t34 = 0;
    }
    t35 = (long)n + (long)t33 * -1L;
    if (t35 >= 8L) {
        t36 = t35 & -8L;
        t37 = _mm256_set1_epi32((int)t);
        t38 = 0L;
        t39 = _mm256_set1_epi32((int)0);
        for (;;) {
            t40 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t33 + t38)));
            t41 = _mm256_cmpgt_epi32(t40, t37);
            t42 = t40;
            t43 = _mm256_add_epi32(t39, t42);
            t44 = _mm256_blendv_epi8(t39, t43, t41);
            t45 = t38 + 8L;
            if (t45 >= t36) {
                break;
            }
            t38 = t45;
            t39 = t44;
        }
        i = (int)((long)t33 + t36);
        s = (int)((unsigned int)t34 + vcc_avx2_sum_epi32(t44));
    } else {
        i = t33;
        s = t34;
    }
    for (; i < n; i++, s = s_1) {
        t46 = a[i];
        if (t46 > t) {
            s_1 = s + t46;
        } else {
            s_1 = s;
        }
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void nested(int n, float *restrict c, const float *restrict a) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    __m256 t30;
    __m256i t31;
    __m256i t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256 t37;
    __m256i t38;
    long t39;
    int i;
    long t40;
    float t41;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = _mm256_loadu_ps(a + t4);
            t7 = _mm256_loadu_ps(a + t5);
            t8 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t9 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t10 = (__m256i)~(vcc_m8)t8;
            t11 = (__m256i)~(vcc_m8)t9;
            t12 = _mm256_xor_ps(t6, _mm256_set1_ps(-0.0f));
            t13 = _mm256_xor_ps(t7, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps(c + t4, _mm256_movepi32_mask(t10), t12);
            _mm256_mask_storeu_ps(c + t5, _mm256_movepi32_mask(t11), t13);
            t14 = _mm256_castps_si256(_mm256_cmp_ps(t6, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            t15 = _mm256_castps_si256(_mm256_cmp_ps(t7, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            t16 = (__m256i)~(vcc_m8)t14;
            t17 = _mm256_and_si256(t8, t16);
            t18 = (__m256i)~(vcc_m8)t15;
            t19 = _mm256_and_si256(t9, t18);
            t20 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
            t21 = _mm256_mul_ps(t7, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps(c + t4, _mm256_movepi32_mask(t17), t20);
            _mm256_mask_storeu_ps(c + t5, _mm256_movepi32_mask(t19), t21);
            t22 = _mm256_and_si256(t8, t14);
            t23 = _mm256_and_si256(t9, t15);
            _mm256_mask_storeu_ps(c + t4, _mm256_movepi32_mask(t22), _mm256_set1_ps(100.0f));
            _mm256_mask_storeu_ps(c + t5, _mm256_movepi32_mask(t23), _mm256_set1_ps(100.0f));
            t24 = t3 + 16L;
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
            t31 = _mm256_castps_si256(_mm256_cmp_ps(t30, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
            t32 = (__m256i)~(vcc_m8)t31;
            t33 = _mm256_xor_ps(t30, _mm256_set1_ps(-0.0f));
            _mm256_mask_storeu_ps(c + t29, _mm256_movepi32_mask(t32), t33);
            t34 = _mm256_castps_si256(_mm256_cmp_ps(t30, _mm256_set1_ps(100.0f), _CMP_GT_OQ));
            t35 = (__m256i)~(vcc_m8)t34;
            t36 = _mm256_and_si256(t31, t35);
            t37 = _mm256_mul_ps(t30, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps(c + t29, _mm256_movepi32_mask(t36), t37);
            t38 = _mm256_and_si256(t31, t34);
            _mm256_mask_storeu_ps(c + t29, _mm256_movepi32_mask(t38), _mm256_set1_ps(100.0f));
            t39 = t28 + 8L;
            if (t39 >= t27) {
                break;
            }
            t28 = t39;
        }
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = a[t40];
        if (t41 > 0.0f) {
            if (t41 > 100.0f) {
                c[t40] = 100.0f;
            } else {
                c[t40] = t41 * 2.0f;
            }
        } else {
            c[t40] = -t41;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void guarded_load(int n, int k, int *restrict c, const int *restrict b) {
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    long t8;
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
    long t21;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
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
    long t44;
    int t45;
    long t46;
    long t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    long t51;
    __m256i t52;
    __m256i t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    long t60;
    int i;
    long t61;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)k);
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = 0L;
        for (;;) {
            t9 = t1;
            t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t11 = t10;
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t13 = t12;
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t15 = t14;
            t16 = _mm256_cmpgt_epi32(t5, t9);
            t17 = _mm256_cmpgt_epi32(t5, t11);
            t18 = _mm256_cmpgt_epi32(t5, t13);
            t19 = _mm256_cmpgt_epi32(t5, t15);
            t20 = (long)(int)((long)0 + t8);
            t21 = (long)(int)((long)0 + (t8 + 8L));
            t22 = (long)(int)((long)0 + (t8 + 16L));
            t23 = (long)(int)((long)0 + (t8 + 24L));
            t24 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t16), b + t20);
            t25 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t17), b + t21);
            t26 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), b + t22);
            t27 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t19), b + t23);
            t28 = t24;
            t29 = _mm256_set1_epi32((int)1);
            t30 = _mm256_add_epi32(t28, t29);
            t31 = t30;
            t32 = t25;
            t33 = _mm256_set1_epi32((int)1);
            t34 = _mm256_add_epi32(t32, t33);
            t35 = t34;
            t36 = t26;
            t37 = _mm256_set1_epi32((int)1);
            t38 = _mm256_add_epi32(t36, t37);
            t39 = t38;
            t40 = t27;
            t41 = _mm256_set1_epi32((int)1);
            t42 = _mm256_add_epi32(t40, t41);
            t43 = t42;
            _mm256_mask_storeu_epi32(c + t20, _mm256_movepi32_mask(t16), t31);
            _mm256_mask_storeu_epi32(c + t21, _mm256_movepi32_mask(t17), t35);
            _mm256_mask_storeu_epi32(c + t22, _mm256_movepi32_mask(t18), t39);
            _mm256_mask_storeu_epi32(c + t23, _mm256_movepi32_mask(t19), t43);
            t44 = t8 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t44 >= t4) {
                break;
            }
            t8 = t44;
        }
        t45 = (int)((long)0 + t4);
    } else {
        t45 = 0;
    }
    t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        t47 = t46 & -8L;
        t48 = _mm256_set1_epi32((int)k);
        t49 = _mm256_set1_epi32((int)t45);
        t50 = t49;
        t2 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t51 = 0L;
        for (;;) {
            t52 = t2;
            t53 = _mm256_cmpgt_epi32(t48, t52);
            t54 = (long)(int)((long)t45 + t51);
            t55 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t53), b + t54);
            t56 = t55;
            t57 = _mm256_set1_epi32((int)1);
            t58 = _mm256_add_epi32(t56, t57);
            t59 = t58;
            _mm256_mask_storeu_epi32(c + t54, _mm256_movepi32_mask(t53), t59);
            t60 = t51 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t60 >= t47) {
                break;
            }
            t51 = t60;
        }
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        if (i < k) {
            t61 = (long)i;
            c[t61] = b[t61] + 1;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4), *c = new_array(n, 4), *half = new_array(n / 2, 4);
        float *fa = new_array(n, 4), *fc = new_array(n, 4);
        FILL(a, n, -1000, 2000);
        FILL(b, n, -1000, 2000);
        FILL(half, n / 2, -1000, 2000);
        FILL(fa, n, -300, 600);
        memset(c, 0, (size_t)n * 4);
        store_positive(n, b, a);
        unsigned long long h1 = HASH(b, n);
        max_select(n, c, a, b);
        unsigned long long h2 = HASH(c, n);
        odd_even(n, c, a);
        unsigned long long h3 = HASH(c, n);
        nested(n, fc, fa);
        guarded_load(n, n / 2, c, half);
        printf("n=%d store=%llx select=%llx oddeven=%llx sum=%d nested=%llx guarded=%llx\n", n, h1, h2, h3, sum_above(n, a, 100),
               HASH(fc, n), HASH(c, n));
        free(a), free(b), free(c), free(half), free(fa), free(fc);
    }
    return 0;
}
