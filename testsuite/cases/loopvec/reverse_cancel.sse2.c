/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 neon=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(b + t4 + -3));
            __m128i t6 = (__m128i)((vcc_v4_int)_mm_set1_epi32(3) * (vcc_v4_int)t5);
            __m128i t7 = _mm_loadu_si128((const __m128i *)(c + t4 + -3));
            __m128i t8 = _mm_add_epi32(t6, t7);
            __m128i t9 = _mm_xor_si128(t8, k_v);
            _mm_storeu_si128((__m128i *)(a + t4 + -3), t9);
            long t10 = (long)t1 + (i_vec + 4L) * -1L;
            __m128i t11 = _mm_loadu_si128((const __m128i *)(b + t10 + -3));
            __m128i t12 = (__m128i)((vcc_v4_int)_mm_set1_epi32(3) * (vcc_v4_int)t11);
            __m128i t13 = _mm_loadu_si128((const __m128i *)(c + t10 + -3));
            __m128i t14 = _mm_add_epi32(t12, t13);
            __m128i t15 = _mm_xor_si128(t14, k_v);
            _mm_storeu_si128((__m128i *)(a + t10 + -3), t15);
            long t16 = (long)t1 + (i_vec + 8L) * -1L;
            __m128i t17 = _mm_loadu_si128((const __m128i *)(b + t16 + -3));
            __m128i t18 = (__m128i)((vcc_v4_int)_mm_set1_epi32(3) * (vcc_v4_int)t17);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(c + t16 + -3));
            __m128i t20 = _mm_add_epi32(t18, t19);
            __m128i t21 = _mm_xor_si128(t20, k_v);
            _mm_storeu_si128((__m128i *)(a + t16 + -3), t21);
            long t22 = (long)t1 + (i_vec + 12L) * -1L;
            __m128i t23 = _mm_loadu_si128((const __m128i *)(b + t22 + -3));
            __m128i t24 = (__m128i)((vcc_v4_int)_mm_set1_epi32(3) * (vcc_v4_int)t23);
            __m128i t25 = _mm_loadu_si128((const __m128i *)(c + t22 + -3));
            __m128i t26 = _mm_add_epi32(t24, t25);
            __m128i t27 = _mm_xor_si128(t26, k_v);
            _mm_storeu_si128((__m128i *)(a + t22 + -3), t27);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t30 = (long)t1 + i_vec_1 * -1L;
            __m128i t31 = _mm_loadu_si128((const __m128i *)(b + t30 + -3));
            __m128i t32 = (__m128i)((vcc_v4_int)_mm_set1_epi32(3) * (vcc_v4_int)t31);
            __m128i t33 = _mm_loadu_si128((const __m128i *)(c + t30 + -3));
            __m128i t34 = _mm_add_epi32(t32, t33);
            __m128i t35 = _mm_xor_si128(t34, k_v_1);
            _mm_storeu_si128((__m128i *)(a + t30 + -3), t35);
            i_vec_1 += 4L;
        } while (i_vec_1 < t29);
        i = (int)((long)t1 + t29 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t36 = (long)i;
        a[t36] = (3 * b[t36] + c[t36]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
void cancel_masked(int n, float *restrict a, const float *restrict b) {
    for (int i = n - 1; i >= 0; i--)
        if (b[i] > 0.0f)
            a[i] = b[i] * 2.0f - 1.0f;
}

/* Narrow lanes: bytes widened, added and narrowed again. */
void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:25 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(b + t4 + -15));
            __m128i t6 = _mm_loadu_si128((const __m128i *)(c + t4 + -15));
            __m128i t7 = _mm_avg_epu8(t5, t6);
            _mm_storeu_si128((__m128i *)(a + t4 + -15), t7);
            long t8 = (long)t1 + (i_vec + 16L) * -1L;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(b + t8 + -15));
            __m128i t10 = _mm_loadu_si128((const __m128i *)(c + t8 + -15));
            __m128i t11 = _mm_avg_epu8(t9, t10);
            _mm_storeu_si128((__m128i *)(a + t8 + -15), t11);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t12 = (long)t1 + 1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:25 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t1 + i_vec_1 * -1L;
            __m128i t15 = _mm_loadu_si128((const __m128i *)(b + t14 + -15));
            __m128i t16 = _mm_loadu_si128((const __m128i *)(c + t14 + -15));
            __m128i t17 = _mm_avg_epu8(t15, t16);
            _mm_storeu_si128((__m128i *)(a + t14 + -15), t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t1 + t13 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t18 = (long)i;
        a[t18] = (unsigned char)(((int)b[t18] + (int)c[t18] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
int keep_last(int n, int *restrict a, const int *restrict b) {
    int last;
    __m128i v_v_3;
    int t13;
    __m128i v_v_4;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m128i t5 = _mm_loadu_si128((const __m128i *)(b + t4 + -3));
            __m128i v_v = _mm_add_epi32(t5, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + t4 + -3), v_v);
            long t6 = (long)t1 + (i_vec + 4L) * -1L;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t6 + -3));
            __m128i v_v_1 = _mm_add_epi32(t7, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + t6 + -3), v_v_1);
            long t8 = (long)t1 + (i_vec + 8L) * -1L;
            __m128i t9 = _mm_loadu_si128((const __m128i *)(b + t8 + -3));
            __m128i v_v_2 = _mm_add_epi32(t9, _mm_set1_epi32(7));
            _mm_storeu_si128((__m128i *)(a + t8 + -3), v_v_2);
            long t10 = (long)t1 + (i_vec + 12L) * -1L;
            __m128i t11 = _mm_loadu_si128((const __m128i *)(b + t10 + -3));
            __m128i b_v = _mm_shuffle_epi32(t11, 0x1b);
            v_v_3 = _mm_add_epi32(b_v, _mm_set1_epi32(7));
            __m128i t12 = _mm_shuffle_epi32(v_v_3, 0x1b);
            _mm_storeu_si128((__m128i *)(a + t10 + -3), t12);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t13 = ((vcc_v4_int)v_v_3)[3];
    } else {
        t13 = -1;
    }
    long t14 = (long)t1 + 1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t16 = (long)t1 + i_vec_1 * -1L;
            __m128i t17 = _mm_loadu_si128((const __m128i *)(b + t16 + -3));
            __m128i b_v_1 = _mm_shuffle_epi32(t17, 0x1b);
            v_v_4 = _mm_add_epi32(b_v_1, _mm_set1_epi32(7));
            __m128i t18 = _mm_shuffle_epi32(v_v_4, 0x1b);
            _mm_storeu_si128((__m128i *)(a + t16 + -3), t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t1 + t15 * -1L);
        last = ((vcc_v4_int)v_v_4)[3];
    } else {
        i = t1;
        last = t13;
    }
    for (; i >= 0; i--) {
        long t19 = (long)i;
        last = b[t19] + 7;
        a[t19] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
void keep_mixed(int n, double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:43 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128d t3 = _mm_loadu_pd(b + (n - 1 - (int)i_vec) + -1);
            __m128d b_v = _mm_shuffle_pd(t3, t3, 1);
            __m128d t4 = _mm_mul_pd(b_v, _mm_set1_pd(0.25));
            _mm_storeu_pd(a + i_vec, t4);
            long t5 = i_vec + 2L;
            __m128d t6 = _mm_loadu_pd(b + (n - 1 - (int)t5) + -1);
            __m128d b_v_1 = _mm_shuffle_pd(t6, t6, 1);
            __m128d t7 = _mm_mul_pd(b_v_1, _mm_set1_pd(0.25));
            _mm_storeu_pd(a + t5, t7);
            long t8 = i_vec + 4L;
            __m128d t9 = _mm_loadu_pd(b + (n - 1 - (int)t8) + -1);
            __m128d b_v_2 = _mm_shuffle_pd(t9, t9, 1);
            __m128d t10 = _mm_mul_pd(b_v_2, _mm_set1_pd(0.25));
            _mm_storeu_pd(a + t8, t10);
            long t11 = i_vec + 6L;
            __m128d t12 = _mm_loadu_pd(b + (n - 1 - (int)t11) + -1);
            __m128d b_v_3 = _mm_shuffle_pd(t12, t12, 1);
            __m128d t13 = _mm_mul_pd(b_v_3, _mm_set1_pd(0.25));
            _mm_storeu_pd(a + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:43 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128d t18 = _mm_loadu_pd(b + (n - 1 - (int)t17) + -1);
            __m128d b_v_4 = _mm_shuffle_pd(t18, t18, 1);
            __m128d t19 = _mm_mul_pd(b_v_4, _mm_set1_pd(0.25));
            _mm_storeu_pd(a + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        vcc_v2_int t4 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t5 = (vcc_v2_uint)t4;
        vcc_v2_uint i_v = t5 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:49 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t6 = (long)t1 + i_vec * -1L;
            vcc_v2_int i_v_2 = (vcc_v2_int)i_v;
            __m128i t7 = _mm_loadu_si128((const __m128i *)(b + t6 + -1));
            __m128i b_v = _mm_shuffle_epi32(t7, 0x4e);
            __m128i t8 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_2));
            __m128i t9 = _mm_add_epi64(b_v, t8);
            __m128i t10 = _mm_shuffle_epi32(t9, 0x4e);
            _mm_storeu_si128((__m128i *)(a + t6 + -1), t10);
            long t11 = (long)t1 + (i_vec + 2L) * -1L;
            vcc_v2_uint t12 = i_v + (vcc_v2_uint){4294967294U, 4294967294U};
            vcc_v2_int i_v_3 = (vcc_v2_int)t12;
            __m128i t13 = _mm_loadu_si128((const __m128i *)(b + t11 + -1));
            __m128i b_v_1 = _mm_shuffle_epi32(t13, 0x4e);
            __m128i t14 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_3));
            __m128i t15 = _mm_add_epi64(b_v_1, t14);
            __m128i t16 = _mm_shuffle_epi32(t15, 0x4e);
            _mm_storeu_si128((__m128i *)(a + t11 + -1), t16);
            long t17 = (long)t1 + (i_vec + 4L) * -1L;
            vcc_v2_uint t18 = i_v + (vcc_v2_uint){4294967292U, 4294967292U};
            vcc_v2_int i_v_4 = (vcc_v2_int)t18;
            __m128i t19 = _mm_loadu_si128((const __m128i *)(b + t17 + -1));
            __m128i b_v_2 = _mm_shuffle_epi32(t19, 0x4e);
            __m128i t20 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_4));
            __m128i t21 = _mm_add_epi64(b_v_2, t20);
            __m128i t22 = _mm_shuffle_epi32(t21, 0x4e);
            _mm_storeu_si128((__m128i *)(a + t17 + -1), t22);
            long t23 = (long)t1 + (i_vec + 6L) * -1L;
            vcc_v2_uint t24 = i_v + (vcc_v2_uint){4294967290U, 4294967290U};
            vcc_v2_int i_v_5 = (vcc_v2_int)t24;
            __m128i t25 = _mm_loadu_si128((const __m128i *)(b + t23 + -1));
            __m128i b_v_3 = _mm_shuffle_epi32(t25, 0x4e);
            __m128i t26 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_5));
            __m128i t27 = _mm_add_epi64(b_v_3, t26);
            __m128i t28 = _mm_shuffle_epi32(t27, 0x4e);
            _mm_storeu_si128((__m128i *)(a + t23 + -1), t28);
            i_vec += 8L;
            i_v = i_v + (vcc_v2_uint){4294967288U, 4294967288U};
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t29 = (long)t1 + 1L;
    if (t29 >= 2L) {
        long t30 = t29 & -2L;
        vcc_v2_int t31 = (vcc_v2_int){t1, t1};
        vcc_v2_uint t32 = (vcc_v2_uint)t31;
        vcc_v2_uint i_v_1 = t32 + (vcc_v2_uint){0U, 4294967295U};
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:49 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t1 + i_vec_1 * -1L;
            vcc_v2_int i_v_6 = (vcc_v2_int)i_v_1;
            __m128i t34 = _mm_loadu_si128((const __m128i *)(b + t33 + -1));
            __m128i b_v_4 = _mm_shuffle_epi32(t34, 0x4e);
            __m128i t35 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)i_v_6));
            __m128i t36 = _mm_add_epi64(b_v_4, t35);
            __m128i t37 = _mm_shuffle_epi32(t36, 0x4e);
            _mm_storeu_si128((__m128i *)(a + t33 + -1), t37);
            i_vec_1 += 2L;
            i_v_1 = i_v_1 + (vcc_v2_uint){4294967294U, 4294967294U};
        } while (i_vec_1 < t30);
        i = (int)((long)t1 + t30 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t38 = (long)i;
        a[t38] = b[t38] + (long long)i;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
