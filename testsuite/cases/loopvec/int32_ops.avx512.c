/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int32 and uint32: bit operations and shifts on unsigned, multiply-subtract on signed, and
   an unsigned sum that wraps. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void bits_u32(int n, uint32_t *restrict c, const uint32_t *restrict a, const uint32_t *restrict b) {
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
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
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
    long t40;
    int t41;
    long t42;
    long t43;
    long t44;
    long t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    long t54;
    int i;
    long t55;
    unsigned int t56;
    unsigned int t57;
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
            t16 = _mm256_xor_si256(t8, t12);
            t17 = _mm256_xor_si256(t9, t13);
            t18 = _mm256_xor_si256(t10, t14);
            t19 = _mm256_xor_si256(t11, t15);
            t20 = _mm256_and_si256(t16, _mm256_set1_epi32((int)-16711936));
            t21 = _mm256_and_si256(t17, _mm256_set1_epi32((int)-16711936));
            t22 = _mm256_and_si256(t18, _mm256_set1_epi32((int)-16711936));
            t23 = _mm256_and_si256(t19, _mm256_set1_epi32((int)-16711936));
            t24 = (__m256i)((vcc_v8_uint)t8 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t25 = (__m256i)((vcc_v8_uint)t9 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t26 = (__m256i)((vcc_v8_uint)t10 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t27 = (__m256i)((vcc_v8_uint)t11 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t28 = _mm256_or_si256(t20, t24);
            t29 = _mm256_or_si256(t21, t25);
            t30 = _mm256_or_si256(t22, t26);
            t31 = _mm256_or_si256(t23, t27);
            t32 = (__m256i)((vcc_v8_uint)t12 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t33 = (__m256i)((vcc_v8_uint)t13 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t34 = (__m256i)((vcc_v8_uint)t14 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t35 = (__m256i)((vcc_v8_uint)t15 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t36 = _mm256_or_si256(t28, t32);
            t37 = _mm256_or_si256(t29, t33);
            t38 = _mm256_or_si256(t30, t34);
            t39 = _mm256_or_si256(t31, t35);
            _mm256_storeu_si256((__m256i *)(c + t4), t36);
            _mm256_storeu_si256((__m256i *)(c + t5), t37);
            _mm256_storeu_si256((__m256i *)(c + t6), t38);
            _mm256_storeu_si256((__m256i *)(c + t7), t39);
            t40 = t3 + 32L;
            if (t40 >= t2) {
                break;
            }
            t3 = t40;
        }
        t41 = (int)((long)0 + t2);
    } else {
        t41 = 0;
    }
    t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 8L) {
        t43 = t42 & -8L;
        t44 = 0L;
        for (;;) {
            t45 = (long)(int)((long)t41 + t44);
            t46 = _mm256_loadu_si256((const __m256i *)(a + t45));
            t47 = _mm256_loadu_si256((const __m256i *)(b + t45));
            t48 = _mm256_xor_si256(t46, t47);
            t49 = _mm256_and_si256(t48, _mm256_set1_epi32((int)-16711936));
            t50 = (__m256i)((vcc_v8_uint)t46 << __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)5), vcc_v8_uint));
            t51 = _mm256_or_si256(t49, t50);
            t52 = (__m256i)((vcc_v8_uint)t47 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)27), vcc_v8_uint));
            t53 = _mm256_or_si256(t51, t52);
            _mm256_storeu_si256((__m256i *)(c + t45), t53);
            t54 = t44 + 8L;
            if (t54 >= t43) {
                break;
            }
            t44 = t54;
        }
        i = (int)((long)t41 + t43);
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        t55 = (long)i;
        t56 = a[t55];
        t57 = b[t55];
        c[t55] = ((t56 ^ t57) & 4278255360U) | (t56 << 5) | (t57 >> 27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void mulsub_i32(int n, int32_t *restrict c, const int32_t *restrict a, const int32_t *restrict b) {
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
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int t25;
    long t26;
    long t27;
    long t28;
    long t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
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
            t8 = _mm256_loadu_si256((const __m256i *)(a + t4));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)7));
            t13 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)7));
            t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)7));
            t15 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)7));
            t16 = _mm256_loadu_si256((const __m256i *)(b + t4));
            t17 = _mm256_loadu_si256((const __m256i *)(b + t5));
            t18 = _mm256_loadu_si256((const __m256i *)(b + t6));
            t19 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t20 = _mm256_sub_epi32(t12, t16);
            t21 = _mm256_sub_epi32(t13, t17);
            t22 = _mm256_sub_epi32(t14, t18);
            t23 = _mm256_sub_epi32(t15, t19);
            _mm256_storeu_si256((__m256i *)(c + t4), t20);
            _mm256_storeu_si256((__m256i *)(c + t5), t21);
            _mm256_storeu_si256((__m256i *)(c + t6), t22);
            _mm256_storeu_si256((__m256i *)(c + t7), t23);
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
            t30 = _mm256_loadu_si256((const __m256i *)(a + t29));
            t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)7));
            t32 = _mm256_loadu_si256((const __m256i *)(b + t29));
            t33 = _mm256_sub_epi32(t31, t32);
            _mm256_storeu_si256((__m256i *)(c + t29), t33);
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
        c[t35] = a[t35] * 7 - b[t35];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned sum_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int s;
    long t1;
    long t2;
    long t3;
    __m256i t4;
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
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_add_epi32(t4, t8);
            t13 = _mm256_add_epi32(t5, t9);
            t14 = _mm256_add_epi32(t6, t10);
            t15 = _mm256_add_epi32(t7, t11);
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
        t17 = _mm256_add_epi32(t12, t13);
        t18 = _mm256_add_epi32(t17, t14);
        t19 = _mm256_add_epi32(t18, t15);
        t20 = (int)((long)0 + t2);
        t21 = 1U + vcc_avx2_sum_epi32(t19);
    } else {
        t20 = 0;
        t21 = 1U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm256_set1_epi32((int)0);
        for (;;) {
            t26 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t20 + t24)));
            t27 = _mm256_add_epi32(t25, t26);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        s = t21 + vcc_avx2_sum_epi32(t27);
    } else {
        i = t20;
        s = t21;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int count_idx;
    int n_1;
    int t1;
    unsigned int *a;
    unsigned int *b;
    unsigned int *c;
    int *sa;
    int *sb;
    int *sc;
    int fill_idx;
    int fill_idx_1;
    long t2;
    long t3;
    long t4;
    unsigned int *t5;
    unsigned int *t6;
    unsigned int *t7;
    unsigned int *t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    int t18;
    long t19;
    long t20;
    long t21;
    unsigned int *t22;
    __m256i t23;
    __m256i t24;
    long t25;
    int i;
    unsigned int *t26;
    int fill_idx_2;
    int fill_idx_3;
    const unsigned int *t27;
    unsigned int t28;
    unsigned long t29;
    unsigned long t30;
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
        a = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        b = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        c = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        sa = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        sb = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        sc = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 2147483647U));
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            b[fill_idx_1] = (unsigned int)(0 + (int)((_mm256_zeroupper(), next_rand()) % 2147483647U));
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
                t9 = _mm256_loadu_si256((const __m256i *)t5);
                t10 = _mm256_loadu_si256((const __m256i *)t6);
                t11 = _mm256_loadu_si256((const __m256i *)t7);
                t12 = _mm256_loadu_si256((const __m256i *)t8);
                t13 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
                t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
                t15 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)3));
                t16 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)t5, t13);
                _mm256_storeu_si256((__m256i *)t6, t14);
                _mm256_storeu_si256((__m256i *)t7, t15);
                _mm256_storeu_si256((__m256i *)t8, t16);
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
                t23 = _mm256_loadu_si256((const __m256i *)t22);
                t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32((int)3));
                _mm256_storeu_si256((__m256i *)t22, t24);
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
            *t26 = *t26 * 3U;
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            sa[fill_idx_2] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            sb[fill_idx_3] = -100000 + (int)((_mm256_zeroupper(), next_rand()) % 200000U);
        }
        t27 = a;
        (_mm256_zeroupper(), bits_u32(n, c, t27, b));
        (_mm256_zeroupper(), mulsub_i32(n, sc, sa, sb));
        t28 = (_mm256_zeroupper(), sum_u32(n, t27));
        t29 = (unsigned long)n * 4UL;
        t30 = (_mm256_zeroupper(), hash_bytes((const void *)sc, t29));
        (_mm256_zeroupper(), printf("n=%d bits=%llx mulsub=%llx sum=%u\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)c, t29)), (unsigned long long)t30, t28));
        (_mm256_zeroupper(), free((void *)a));
        (_mm256_zeroupper(), free((void *)b));
        (_mm256_zeroupper(), free((void *)c));
        (_mm256_zeroupper(), free((void *)sa));
        (_mm256_zeroupper(), free((void *)sb));
        (_mm256_zeroupper(), free((void *)sc));
    }
}
