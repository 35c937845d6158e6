/* vcc: vector types and helpers */
#include <immintrin.h>
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types. */
__attribute__((target("avx2"))) unsigned product_u32(int n, const unsigned *a) {
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

__attribute__((target("avx2"))) int min_i32(int n, const int *a) {
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    int t11;
    int t12;
    int t13;
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
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    int t35;
    long t36;
    long t37;
    long t38;
    int t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    int i;
    int m;
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
            t10 = (int)((long)0 + t5);
            t11 = (int)((long)0 + (t5 + 8L));
            t12 = (int)((long)0 + (t5 + 16L));
            t13 = (int)((long)0 + (t5 + 24L));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t16 = _mm256_loadu_si256((const __m256i *)(a + t12));
            t17 = _mm256_loadu_si256((const __m256i *)(a + t13));
            t18 = _mm256_cmpgt_epi32(t6, t14);
            t19 = _mm256_cmpgt_epi32(t7, t15);
            t20 = _mm256_cmpgt_epi32(t8, t16);
            t21 = _mm256_cmpgt_epi32(t9, t17);
            t22 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t23 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t24 = _mm256_loadu_si256((const __m256i *)(a + t12));
            t25 = _mm256_loadu_si256((const __m256i *)(a + t13));
            t26 = _mm256_blendv_epi8(t6, t22, t18);
            t27 = _mm256_blendv_epi8(t7, t23, t19);
            t28 = _mm256_blendv_epi8(t8, t24, t20);
            t29 = _mm256_blendv_epi8(t9, t25, t21);
            t30 = t5 + 32L;
            if (t30 >= t3) {
                break;
            }
            t5 = t30;
            t6 = t26;
            t7 = t27;
            t8 = t28;
            t9 = t29;
        }
        t31 = _mm256_min_epi32(t26, t27);
        t32 = _mm256_min_epi32(t31, t28);
        t33 = _mm256_min_epi32(t32, t29);
        t34 = (int)((long)0 + t3);
        t35 = vcc_reduce_min(int, (vcc_v8_int)t33);
    } else {
        t34 = 0;
        t35 = 1073741824;
    }
    t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t1 = _mm256_set1_epi32((int)t35);
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t34 + t38);
            t40 = _mm256_loadu_si256((const __m256i *)(a + t39));
            t41 = _mm256_cmpgt_epi32(t1, t40);
            t42 = _mm256_loadu_si256((const __m256i *)(a + t39));
            t43 = _mm256_blendv_epi8(t1, t42, t41);
            t44 = t38 + 8L;
            if (t44 >= t37) {
                break;
            }
            t38 = t44;
            t1 = t43;
        }
        i = (int)((long)t34 + t37);
        m = vcc_reduce_min(int, (vcc_v8_int)t43);
    } else {
        i = t34;
        m = t35;
    }
    for (; i < n; i++, m = m_1) {
        if (a[i] < m) {
            m_1 = a[i];
        } else {
            m_1 = m;
        }
    }
    return m;
}

__attribute__((target("avx2"))) long max_i64(int n, const long *a) {
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    int t10;
    int t11;
    int t12;
    int t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    long t35;
    long t36;
    long t37;
    long t38;
    int t39;
    __m256i t40;
    __m128i t41;
    __m256i t42;
    __m256i t43;
    long t44;
    int i;
    long m;
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
            t10 = (int)((long)0 + t5);
            t11 = (int)((long)0 + (t5 + 4L));
            t12 = (int)((long)0 + (t5 + 8L));
            t13 = (int)((long)0 + (t5 + 12L));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t16 = _mm256_loadu_si256((const __m256i *)(a + t12));
            t17 = _mm256_loadu_si256((const __m256i *)(a + t13));
            t18 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t14, t6));
            t19 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t15, t7));
            t20 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t16, t8));
            t21 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t17, t9));
            t22 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t23 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t24 = _mm256_loadu_si256((const __m256i *)(a + t12));
            t25 = _mm256_loadu_si256((const __m256i *)(a + t13));
            t26 = _mm256_blendv_epi8(t6, t22, _mm256_cvtepi32_epi64(t18));
            t27 = _mm256_blendv_epi8(t7, t23, _mm256_cvtepi32_epi64(t19));
            t28 = _mm256_blendv_epi8(t8, t24, _mm256_cvtepi32_epi64(t20));
            t29 = _mm256_blendv_epi8(t9, t25, _mm256_cvtepi32_epi64(t21));
            t30 = t5 + 16L;
            if (t30 >= t3) {
                break;
            }
            t5 = t30;
            t6 = t26;
            t7 = t27;
            t8 = t28;
            t9 = t29;
        }
        t31 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t26, (vcc_v4_long)t27);
        t32 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t31, (vcc_v4_long)t28);
        t33 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t32, (vcc_v4_long)t29);
        t34 = (int)((long)0 + t3);
        t35 = vcc_reduce_max(long, (vcc_v4_long)t33);
    } else {
        t34 = 0;
        t35 = -1L;
    }
    t36 = (long)n + (long)t34 * -1L;
    if (t36 >= 4L) {
        t37 = t36 & -4L;
        t1 = _mm256_set1_epi64x((long long)t35);
        t38 = 0L;
        for (;;) {
            t39 = (int)((long)t34 + t38);
            t40 = _mm256_loadu_si256((const __m256i *)(a + t39));
            t41 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t40, t1));
            t42 = _mm256_loadu_si256((const __m256i *)(a + t39));
            t43 = _mm256_blendv_epi8(t1, t42, _mm256_cvtepi32_epi64(t41));
            t44 = t38 + 4L;
            if (t44 >= t37) {
                break;
            }
            t38 = t44;
            t1 = t43;
        }
        i = (int)((long)t34 + t37);
        m = vcc_reduce_max(long, (vcc_v4_long)t43);
    } else {
        i = t34;
        m = t35;
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

__attribute__((target("avx2"))) unsigned and_u32(int n, const unsigned *a) {
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

__attribute__((target("avx2"))) uint64_t or_u64(int n, const uint64_t *a) {
    unsigned long x;
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    int t8;
    int t9;
    int t10;
    int t11;
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
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
    unsigned long t37;
    long t38;
    long t39;
    long t40;
    __m256i t41;
    int t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    long t48;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        t7 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t8 = (int)((long)0 + t3);
            t9 = (int)((long)0 + (t3 + 4L));
            t10 = (int)((long)0 + (t3 + 8L));
            t11 = (int)((long)0 + (t3 + 12L));
            t12 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t13 = _mm256_loadu_si256((const __m256i *)(a + t9));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t15 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t16 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t17 = _mm256_loadu_si256((const __m256i *)(a + t9));
            t18 = _mm256_loadu_si256((const __m256i *)(a + t10));
            t19 = _mm256_loadu_si256((const __m256i *)(a + t11));
            t20 = _mm256_and_si256(t16, _mm256_set1_epi64x((long long)31LL));
            t21 = _mm256_and_si256(t17, _mm256_set1_epi64x((long long)31LL));
            t22 = _mm256_and_si256(t18, _mm256_set1_epi64x((long long)31LL));
            t23 = _mm256_and_si256(t19, _mm256_set1_epi64x((long long)31LL));
            t24 = _mm256_sllv_epi64(t12, t20);
            t25 = _mm256_sllv_epi64(t13, t21);
            t26 = _mm256_sllv_epi64(t14, t22);
            t27 = _mm256_sllv_epi64(t15, t23);
            t28 = _mm256_or_si256(t4, t24);
            t29 = _mm256_or_si256(t5, t25);
            t30 = _mm256_or_si256(t6, t26);
            t31 = _mm256_or_si256(t7, t27);
            t32 = t3 + 16L;
            if (t32 >= t2) {
                break;
            }
            t3 = t32;
            t4 = t28;
            t5 = t29;
            t6 = t30;
            t7 = t31;
        }
        t33 = _mm256_or_si256(t28, t29);
        t34 = _mm256_or_si256(t33, t30);
        t35 = _mm256_or_si256(t34, t31);
        t36 = (int)((long)0 + t2);
        t37 = 0UL | vcc_reduce(unsigned long, (vcc_v4_ulong)t35, |);
    } else {
        t36 = 0;
        t37 = 0UL;
    }
    t38 = (long)n + (long)t36 * -1L;
    if (t38 >= 4L) {
        t39 = t38 & -4L;
        t40 = 0L;
        t41 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t42 = (int)((long)t36 + t40);
            t43 = _mm256_loadu_si256((const __m256i *)(a + t42));
            t44 = _mm256_loadu_si256((const __m256i *)(a + t42));
            t45 = _mm256_and_si256(t44, _mm256_set1_epi64x((long long)31LL));
            t46 = _mm256_sllv_epi64(t43, t45);
            t47 = _mm256_or_si256(t41, t46);
            t48 = t40 + 4L;
            if (t48 >= t39) {
                break;
            }
            t40 = t48;
            t41 = t47;
        }
        i = (int)((long)t36 + t39);
        x = t37 | vcc_reduce(unsigned long, (vcc_v4_ulong)t47, |);
    } else {
        i = t36;
        x = t37;
    }
    for (; i < n; i++) {
        x |= a[i] << (a[i] & 31UL);
    }
    return x;
}

__attribute__((target("avx2"))) int xor_i32(int n, const int *a) {
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
