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
    long t10;
    __m256i t11;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)1);
        t5 = _mm256_set1_epi32((int)1);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_mullo_epi32(t4, t6);
            t9 = _mm256_mullo_epi32(t5, t7);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t8;
            t5 = t9;
        }
        t11 = _mm256_mullo_epi32(t8, t9);
        i = (int)((long)0 + t2);
        p = 1U * vcc_reduce(unsigned int, (vcc_v8_uint)t11, *);
    } else {
        i = 0;
        p = 1U;
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
    long t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    int i;
    int m;
    int m_1;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t1 = _mm256_set1_epi32((int)1073741824);
        t4 = 0L;
        for (;;) {
            t5 = (int)((long)0 + t4);
            t6 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t7 = _mm256_cmpgt_epi32(t1, t6);
            t8 = _mm256_loadu_si256((const __m256i *)(a + t5));
            t9 = _mm256_blendv_epi8(t1, t8, t7);
            t10 = t4 + 8L;
            if (t10 >= t3) {
                break;
            }
            t4 = t10;
            t1 = t9;
        }
        i = (int)((long)0 + t3);
        m = vcc_reduce_min(int, (vcc_v8_int)t9);
    } else {
        i = 0;
        m = 1073741824;
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
    long t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    int t7;
    int t8;
    __m256i t9;
    __m256i t10;
    __m128i t11;
    __m128i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    int i;
    long m;
    long m_1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = _mm256_set1_epi64x((long long)-1L);
        t4 = 0L;
        t5 = t3;
        t6 = t3;
        for (;;) {
            t7 = (int)((long)0 + t4);
            t8 = (int)((long)0 + (t4 + 4L));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t11 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t9, t5));
            t12 = vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64(t10, t6));
            t13 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t14 = _mm256_loadu_si256((const __m256i *)(a + t8));
            t15 = _mm256_blendv_epi8(t5, t13, _mm256_cvtepi32_epi64(t11));
            t16 = _mm256_blendv_epi8(t6, t14, _mm256_cvtepi32_epi64(t12));
            t17 = t4 + 8L;
            if (t17 >= t2) {
                break;
            }
            t4 = t17;
            t5 = t15;
            t6 = t16;
        }
        t18 = (__m256i)vcc_max(vcc_v4_long, (vcc_v4_long)t15, (vcc_v4_long)t16);
        i = (int)((long)0 + t2);
        m = vcc_reduce_max(long, (vcc_v4_long)t18);
    } else {
        i = 0;
        m = -1L;
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
    long t12;
    __m256i t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)-1);
        t5 = _mm256_set1_epi32((int)-1);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_or_si256(t6, _mm256_set1_epi32((int)16843009));
            t9 = _mm256_or_si256(t7, _mm256_set1_epi32((int)16843009));
            t10 = _mm256_and_si256(t4, t8);
            t11 = _mm256_and_si256(t5, t9);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t10;
            t5 = t11;
        }
        t13 = _mm256_and_si256(t10, t11);
        i = (int)((long)0 + t2);
        x = 4294967295U & vcc_reduce(unsigned int, (vcc_v8_uint)t13, &);
    } else {
        i = 0;
        x = 4294967295U;
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
    long t18;
    __m256i t19;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        for (;;) {
            t6 = (int)((long)0 + t3);
            t7 = (int)((long)0 + (t3 + 4L));
            t8 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t9 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t10 = _mm256_loadu_si256((const __m256i *)(a + t6));
            t11 = _mm256_loadu_si256((const __m256i *)(a + t7));
            t12 = _mm256_and_si256(t10, _mm256_set1_epi64x((long long)31LL));
            t13 = _mm256_and_si256(t11, _mm256_set1_epi64x((long long)31LL));
            t14 = _mm256_sllv_epi64(t8, t12);
            t15 = _mm256_sllv_epi64(t9, t13);
            t16 = _mm256_or_si256(t4, t14);
            t17 = _mm256_or_si256(t5, t15);
            t18 = t3 + 8L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
            t4 = t16;
            t5 = t17;
        }
        t19 = _mm256_or_si256(t16, t17);
        i = (int)((long)0 + t2);
        x = 0UL | vcc_reduce(unsigned long, (vcc_v4_ulong)t19, |);
    } else {
        i = 0;
        x = 0UL;
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
    long t12;
    __m256i t13;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        for (;;) {
            t6 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t3)));
            t7 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t3 + 8L))));
            t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)5));
            t9 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)5));
            t10 = _mm256_xor_si256(t4, t8);
            t11 = _mm256_xor_si256(t5, t9);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t10;
            t5 = t11;
        }
        t13 = _mm256_xor_si256(t10, t11);
        i = (int)((long)0 + t2);
        x = 0 ^ vcc_reduce(int, (vcc_v8_int)t13, ^);
    } else {
        i = 0;
        x = 0;
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
