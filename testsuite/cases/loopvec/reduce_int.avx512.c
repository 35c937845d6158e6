/* vcc: vector types and helpers */
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned product_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int p;
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
        t4 = _mm256_set1_epi32((int)1);
        t5 = _mm256_set1_epi32((int)1);
        t6 = _mm256_set1_epi32((int)1);
        t7 = _mm256_set1_epi32((int)1);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_mullo_epi32(t4, t8);
            t13 = _mm256_mullo_epi32(t5, t9);
            t14 = _mm256_mullo_epi32(t6, t10);
            t15 = _mm256_mullo_epi32(t7, t11);
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
        t17 = _mm256_mullo_epi32(t12, t13);
        t18 = _mm256_mullo_epi32(t17, t14);
        t19 = _mm256_mullo_epi32(t18, t15);
        t20 = (int)((long)0 + t2);
        t21 = 1U * vcc_reduce(unsigned int, (vcc_v8_uint)t19, *);
    } else {
        t20 = 0;
        t21 = 1U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = _mm256_set1_epi32((int)1);
        for (;;) {
            t26 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t20 + t24)));
            t27 = _mm256_mullo_epi32(t25, t26);
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        p = t21 * vcc_reduce(unsigned int, (vcc_v8_uint)t27, *);
    } else {
        i = t20;
        p = t21;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_i32(int n, const int *a) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
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
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    int t23;
    long t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    int m;
    int t30;
    int m_1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t4 = _mm256_set1_epi32((int)1073741824);
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t5)));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 8L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 16L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 24L))));
            t14 = _mm256_min_epi32(t10, t6);
            t15 = _mm256_min_epi32(t11, t7);
            t16 = _mm256_min_epi32(t12, t8);
            t17 = _mm256_min_epi32(t13, t9);
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
        t19 = _mm256_min_epi32(t14, t15);
        t20 = _mm256_min_epi32(t19, t16);
        t21 = _mm256_min_epi32(t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_min(int, (vcc_v8_int)t21);
    } else {
        t22 = 0;
        t23 = 1073741824;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = _mm256_set1_epi32((int)t23);
        t26 = 0L;
        for (;;) {
            t27 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t22 + t26)));
            t28 = _mm256_min_epi32(t27, t1);
            t29 = t26 + 8L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m = vcc_reduce_min(int, (vcc_v8_int)t28);
    } else {
        i = t22;
        m = t23;
    }
    for (; i < n; i++, m = m_1) {
        t30 = a[i];
        if (t30 < m) {
            m_1 = t30;
        } else {
            m_1 = m;
        }
    }
    return m;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long max_i64(int n, const long *a) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
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
    long t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    long t23;
    long t24;
    long t25;
    long t26;
    __m256i t27;
    __m256i t28;
    long t29;
    int i;
    long m;
    long t30;
    long m_1;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t4 = _mm256_set1_epi64x((long long)-1L);
        t5 = 0L;
        t6 = t4;
        t7 = t4;
        t8 = t4;
        t9 = t4;
        for (;;) {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t5)));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 4L))));
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 8L))));
            t13 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t5 + 12L))));
            t14 = _mm256_max_epi64(t10, t6);
            t15 = _mm256_max_epi64(t11, t7);
            t16 = _mm256_max_epi64(t12, t8);
            t17 = _mm256_max_epi64(t13, t9);
            t18 = t5 + 16L;
            if (t18 >= t3) {
                break;
            }
            t5 = t18;
            t6 = t14;
            t7 = t15;
            t8 = t16;
            t9 = t17;
        }
        t19 = _mm256_max_epi64(t14, t15);
        t20 = _mm256_max_epi64(t19, t16);
        t21 = _mm256_max_epi64(t20, t17);
        t22 = (int)((long)0 + t3);
        t23 = vcc_reduce_max(long, (vcc_v4_long)t21);
    } else {
        t22 = 0;
        t23 = -1L;
    }
    t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 4L) {
        t25 = t24 & -4L;
        t1 = _mm256_set1_epi64x((long long)t23);
        t26 = 0L;
        for (;;) {
            t27 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t22 + t26)));
            t28 = _mm256_max_epi64(t27, t1);
            t29 = t26 + 4L;
            if (t29 >= t25) {
                break;
            }
            t26 = t29;
            t1 = t28;
        }
        i = (int)((long)t22 + t25);
        m = vcc_reduce_max(long, (vcc_v4_long)t28);
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

unsigned char max_u8(int n, const unsigned char *a) {
    unsigned char m = 0;
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

short min_i16(int n, const short *a) {
    short m = 32767;
    for (int i = 0; i < n; i++)
        m = a[i] < m ? a[i] : m;
    return m;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned and_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
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
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int t24;
    unsigned int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)-1);
        t5 = _mm256_set1_epi32((int)-1);
        t6 = _mm256_set1_epi32((int)-1);
        t7 = _mm256_set1_epi32((int)-1);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_or_si256(t8, _mm256_set1_epi32((int)16843009));
            t13 = _mm256_or_si256(t9, _mm256_set1_epi32((int)16843009));
            t14 = _mm256_or_si256(t10, _mm256_set1_epi32((int)16843009));
            t15 = _mm256_or_si256(t11, _mm256_set1_epi32((int)16843009));
            t16 = _mm256_and_si256(t4, t12);
            t17 = _mm256_and_si256(t5, t13);
            t18 = _mm256_and_si256(t6, t14);
            t19 = _mm256_and_si256(t7, t15);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t16;
            t5 = t17;
            t6 = t18;
            t7 = t19;
        }
        t21 = _mm256_and_si256(t16, t17);
        t22 = _mm256_and_si256(t21, t18);
        t23 = _mm256_and_si256(t22, t19);
        t24 = (int)((long)0 + t2);
        t25 = 4294967295U & vcc_reduce(unsigned int, (vcc_v8_uint)t23, &);
    } else {
        t24 = 0;
        t25 = 4294967295U;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm256_set1_epi32((int)-1);
        for (;;) {
            t30 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t24 + t28)));
            t31 = _mm256_or_si256(t30, _mm256_set1_epi32((int)16843009));
            t32 = _mm256_and_si256(t29, t31);
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        x = t25 & vcc_reduce(unsigned int, (vcc_v8_uint)t32, &);
    } else {
        i = t24;
        x = t25;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t or_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
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
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    unsigned long t29;
    long t30;
    long t31;
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    long t38;
    int i;
    unsigned long t39;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 4L))));
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t11 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 12L))));
            t12 = _mm256_and_si256(t8, _mm256_set1_epi64x((long long)31LL));
            t13 = _mm256_and_si256(t9, _mm256_set1_epi64x((long long)31LL));
            t14 = _mm256_and_si256(t10, _mm256_set1_epi64x((long long)31LL));
            t15 = _mm256_and_si256(t11, _mm256_set1_epi64x((long long)31LL));
            t16 = _mm256_sllv_epi64(t8, t12);
            t17 = _mm256_sllv_epi64(t9, t13);
            t18 = _mm256_sllv_epi64(t10, t14);
            t19 = _mm256_sllv_epi64(t11, t15);
            t20 = _mm256_or_si256(t4, t16);
            t21 = _mm256_or_si256(t5, t17);
            t22 = _mm256_or_si256(t6, t18);
            t23 = _mm256_or_si256(t7, t19);
            t24 = t3 + 16L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
            t4 = t20;
            t5 = t21;
            t6 = t22;
            t7 = t23;
        }
        t25 = _mm256_or_si256(t20, t21);
        t26 = _mm256_or_si256(t25, t22);
        t27 = _mm256_or_si256(t26, t23);
        t28 = (int)((long)0 + t2);
        t29 = 0UL | vcc_reduce(unsigned long, (vcc_v4_ulong)t27, |);
    } else {
        t28 = 0;
        t29 = 0UL;
    }
    t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        t33 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t34 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t28 + t32)));
            t35 = _mm256_and_si256(t34, _mm256_set1_epi64x((long long)31LL));
            t36 = _mm256_sllv_epi64(t34, t35);
            t37 = _mm256_or_si256(t33, t36);
            t38 = t32 + 4L;
            if (t38 >= t31) {
                break;
            }
            t32 = t38;
            t33 = t37;
        }
        i = (int)((long)t28 + t31);
        x = t29 | vcc_reduce(unsigned long, (vcc_v4_ulong)t37, |);
    } else {
        i = t28;
        x = t29;
    }
    for (; i < n; i++) {
        t39 = a[i];
        x |= t39 << (t39 & 31UL);
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int xor_i32(int n, const int *a) {
    vcc_no_contract_body
    int x;
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
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int t24;
    int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
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
            t12 = _mm256_mullo_epi32(t8, _mm256_set1_epi32((int)5));
            t13 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)5));
            t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)5));
            t15 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)5));
            t16 = _mm256_xor_si256(t4, t12);
            t17 = _mm256_xor_si256(t5, t13);
            t18 = _mm256_xor_si256(t6, t14);
            t19 = _mm256_xor_si256(t7, t15);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t16;
            t5 = t17;
            t6 = t18;
            t7 = t19;
        }
        t21 = _mm256_xor_si256(t16, t17);
        t22 = _mm256_xor_si256(t21, t18);
        t23 = _mm256_xor_si256(t22, t19);
        t24 = (int)((long)0 + t2);
        t25 = 0 ^ vcc_reduce(int, (vcc_v8_int)t23, ^);
    } else {
        t24 = 0;
        t25 = 0;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm256_set1_epi32((int)0);
        for (;;) {
            t30 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t24 + t28)));
            t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)5));
            t32 = _mm256_xor_si256(t29, t31);
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        x = t25 ^ vcc_reduce(int, (vcc_v8_int)t32, ^);
    } else {
        i = t24;
        x = t25;
    }
    for (; i < n; i++) {
        x ^= a[i] * 5;
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned *u = new_array(n, 4);
        int *s = new_array(n, 4);
        long *l = new_array(n, 8);
        unsigned char *c = new_array(n, 1);
        short *h = new_array(n, 2);
        uint64_t *w = new_array(n, 8);
        FILL(u, n, 0, 1 << 30);
        FILL(s, n, -100000, 200000);
        FILL(l, n, -100000, 200000);
        FILL(c, n, 0, 200);
        FILL(h, n, -30000, 60000);
        FILL(w, n, 0, 1 << 20);
        printf("n=%d prod=%u min=%d max=%ld maxu8=%d min16=%d and=%x or=%llx xor=%d\n", n, product_u32(n, u), min_i32(n, s),
               max_i64(n, l), max_u8(n, c), min_i16(n, h), and_u32(n, u), (unsigned long long)or_u64(n, w), xor_i32(n, s));
        free(u), free(s), free(l), free(c), free(h), free(w);
    }
    return 0;
}
