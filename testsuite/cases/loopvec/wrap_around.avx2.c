/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized 5 */
/* Wrap-around variables (`peel_wraps.rs`): a variable that each iteration sets to the loop's
 * index holds the index of the iteration before, except on the first iteration, where it holds
 * its own start. The first iterations run before the loop; the variable then steps as an
 * induction (`affine.rs`), and its loads are consecutive. */
#include "harness.h"

/* The previous index, wrapping to the last element on the first iteration. */
__attribute__((target("avx2"))) void prev_index(float *restrict a, const float *restrict b, int n) {
    int i;
    int im1_1;
    int im1 = n - 1;
    if (0 < n) {
        a[0] = (b[0] + b[im1]) * 0.5f;
        long t1 = (long)n + -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:11 vectorized: VF 8, UF 4, scalar epilogue */
            do {
                long t3 = 1L + i_vec;
                __m256 b_v = _mm256_loadu_ps(b + t3);
                __m256 b_v_1 = _mm256_loadu_ps(b + i_vec);
                __m256 t4 = _mm256_add_ps(b_v, b_v_1);
                __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(a + t3, t5);
                long t6 = i_vec + 8L;
                long t7 = 1L + t6;
                __m256 b_v_2 = _mm256_loadu_ps(b + t7);
                __m256 b_v_3 = _mm256_loadu_ps(b + t6);
                __m256 t8 = _mm256_add_ps(b_v_2, b_v_3);
                __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(a + t7, t9);
                long t10 = i_vec + 16L;
                long t11 = 1L + t10;
                __m256 b_v_4 = _mm256_loadu_ps(b + t11);
                __m256 b_v_5 = _mm256_loadu_ps(b + t10);
                __m256 t12 = _mm256_add_ps(b_v_4, b_v_5);
                __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(a + t11, t13);
                long t14 = i_vec + 24L;
                long t15 = 1L + t14;
                __m256 b_v_6 = _mm256_loadu_ps(b + t15);
                __m256 b_v_7 = _mm256_loadu_ps(b + t14);
                __m256 t16 = _mm256_add_ps(b_v_6, b_v_7);
                __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(a + t15, t17);
                i_vec += 32L;
            } while (i_vec < t2);
            i = (int)(1L + t2);
            im1_1 = (int)t2;
        } else {
            i = 1;
            im1_1 = 0;
        }
        for (; i < n; im1_1 = i, i++) {
            long t18 = (long)i;
            a[t18] = (b[t18] + b[im1_1]) * 0.5f;
        }
    }
}

/* Two of them in a chain: two iterations peeled. */
__attribute__((target("avx2"))) void two_back(int *restrict a, const int *restrict b, int n) {
    int i;
    int im1;
    int im2;
    int t27;
    int t2 = n - 1;
    int t1 = n - 2;
    if (0 < n) {
        int *t3 = a + 0;
        int t4 = b[0] - 2 * b[t2];
        if (t1 < 0) {
            t1 = 0;
        }
        *t3 = t4 + b[t1];
        if (1 < n) {
            int *t5 = a + 1;
            int t6 = b[1] - 2 * b[0];
            if (t2 < 0) {
                t2 = 0;
            }
            *t5 = t6 + b[t2];
            long t7 = (long)n + -2L;
            if (t7 >= 16L) {
                long t8 = t7 & -16L;
                __m256i t9 = _mm256_set1_epi32(0);
                vcc_v8_uint im2_v = (vcc_v8_uint)_mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                long i_vec = 0L;
                /* vcc: loop at wrap_around.c:20 vectorized: VF 8, UF 2, scalar epilogue */
                do {
                    long t10 = 2L + i_vec;
                    long t11 = i_vec + 8L;
                    long t12 = 2L + t11;
                    __m256i t13 = _mm256_add_epi32((__m256i)im2_v, _mm256_set1_epi32(8));
                    __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t10));
                    __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t12));
                    __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + (1L + i_vec)));
                    __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + (1L + t11)));
                    __m256i t14 = _mm256_mullo_epi32(_mm256_set1_epi32(2), b_v_2);
                    __m256i t15 = _mm256_mullo_epi32(_mm256_set1_epi32(2), b_v_3);
                    __m256i t16 = _mm256_sub_epi32(b_v, t14);
                    __m256i t17 = _mm256_sub_epi32(b_v_1, t15);
                    __m256i t18 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), (__m256i)im2_v);
                    __m256i t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32(0), t13);
                    __m256i t20 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t18, (__m256i)im2_v); });
                    __m256i t21 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t19, t13); });
                    __m256i b_v_4 = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t20);
                    __m256i b_v_5 = vcc_avx2_gather8(_mm256_setr_epi32, int, b, t21);
                    __m256i t22 = _mm256_add_epi32(t16, b_v_4);
                    _mm256_storeu_si256((__m256i *)(a + t10), t22);
                    __m256i t23 = _mm256_add_epi32(t17, b_v_5);
                    _mm256_storeu_si256((__m256i *)(a + t12), t23);
                    i_vec += 16L;
                    im2_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)im2_v, _mm256_set1_epi32(16));
                } while (i_vec < t8);
                i = (int)(2L + t8);
                im1 = (int)(1L + t8);
                im2 = (int)t8;
            } else {
                i = 2;
                im1 = 1;
                im2 = 0;
            }
            for (; i < n; im2 = im1, im1 = i, i++) {
                long t24 = (long)i;
                int *t25 = a + t24;
                int t26 = b[t24] - 2 * b[im1];
                if (im2 < 0) {
                    t27 = 0;
                } else {
                    t27 = im2;
                }
                *t25 = t26 + b[t27];
            }
        }
    }
}

/* A pointer that trails another one, and a start from a parameter. */
__attribute__((target("avx2"))) void trailing(double *restrict y, const double *restrict x, int k, int n) {
    int i;
    const double *prev_1;
    const double *p_1;
    const double *prev = x + k;
    if (0 < n) {
        y[0] = *x * 3.0 - *prev;
        const double *p = x + 1;
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:30 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                __m256d p_v = _mm256_loadu_pd(p + i_vec);
                __m256d t3 = _mm256_mul_pd(p_v, _mm256_set1_pd(3.0));
                __m256d prev_v = _mm256_loadu_pd(x + i_vec);
                __m256d t4 = _mm256_sub_pd(t3, prev_v);
                _mm256_storeu_pd(y + (1L + i_vec), t4);
                long t5 = i_vec + 4L;
                __m256d p_v_1 = _mm256_loadu_pd(p + t5);
                __m256d t6 = _mm256_mul_pd(p_v_1, _mm256_set1_pd(3.0));
                __m256d prev_v_1 = _mm256_loadu_pd(x + t5);
                __m256d t7 = _mm256_sub_pd(t6, prev_v_1);
                _mm256_storeu_pd(y + (1L + t5), t7);
                long t8 = i_vec + 8L;
                __m256d p_v_2 = _mm256_loadu_pd(p + t8);
                __m256d t9 = _mm256_mul_pd(p_v_2, _mm256_set1_pd(3.0));
                __m256d prev_v_2 = _mm256_loadu_pd(x + t8);
                __m256d t10 = _mm256_sub_pd(t9, prev_v_2);
                _mm256_storeu_pd(y + (1L + t8), t10);
                long t11 = i_vec + 12L;
                __m256d p_v_3 = _mm256_loadu_pd(p + t11);
                __m256d t12 = _mm256_mul_pd(p_v_3, _mm256_set1_pd(3.0));
                __m256d prev_v_3 = _mm256_loadu_pd(x + t11);
                __m256d t13 = _mm256_sub_pd(t12, prev_v_3);
                _mm256_storeu_pd(y + (1L + t11), t13);
                i_vec += 16L;
            } while (i_vec < t2);
            i = (int)(1L + t2);
            p = p + t2;
            prev_1 = x + t2;
        } else {
            i = 1;
            prev_1 = x;
        }
        for (; i < n; i++, prev_1 = p, p = p_1) {
            y[i] = *p * 3.0 - *prev_1;
            p_1 = p + 1;
        }
    }
}

/* The variable used after the loop (the exit takes it from the peeled iteration too). */
__attribute__((target("avx2"))) long last_index(short *restrict a, const short *restrict b, long n) {
    long i;
    long prev;
    long prev_1;
    if (0L < n) {
        a[0] = (short)((long)b[0] + 3L);
        long t1 = n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            __m256i t3 = _mm256_set1_epi64x((long long)0L);
            __m256i prev_v = _mm256_add_epi64(t3, _mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL));
            long i_vec = 0L;
            /* vcc: loop at wrap_around.c:40 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                long t4 = 1L + i_vec;
                vcc_v4_short b_v = vcc_load(vcc_v4_short, b + t4);
                __m256i t5 = _mm256_and_si256(prev_v, _mm256_set1_epi64x((long long)3LL));
                __m256i t6 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)b_v));
                __m256i t7 = _mm256_add_epi64(t6, t5);
                vcc_v4_short t8 = __builtin_convertvector(__builtin_convertvector((vcc_v4_long)t7, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t4, t8);
                long t9 = 1L + (i_vec + 4L);
                __m256i t10 = _mm256_add_epi64(prev_v, _mm256_set1_epi64x((long long)4LL));
                vcc_v4_short b_v_1 = vcc_load(vcc_v4_short, b + t9);
                __m256i t11 = _mm256_and_si256(t10, _mm256_set1_epi64x((long long)3LL));
                __m256i t12 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)b_v_1));
                __m256i t13 = _mm256_add_epi64(t12, t11);
                vcc_v4_short t14 = __builtin_convertvector(__builtin_convertvector((vcc_v4_long)t13, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t9, t14);
                long t15 = 1L + (i_vec + 8L);
                __m256i t16 = _mm256_add_epi64(prev_v, _mm256_set1_epi64x((long long)8LL));
                vcc_v4_short b_v_2 = vcc_load(vcc_v4_short, b + t15);
                __m256i t17 = _mm256_and_si256(t16, _mm256_set1_epi64x((long long)3LL));
                __m256i t18 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)b_v_2));
                __m256i t19 = _mm256_add_epi64(t18, t17);
                vcc_v4_short t20 = __builtin_convertvector(__builtin_convertvector((vcc_v4_long)t19, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t15, t20);
                long t21 = 1L + (i_vec + 12L);
                __m256i t22 = _mm256_add_epi64(prev_v, _mm256_set1_epi64x((long long)12LL));
                vcc_v4_short b_v_3 = vcc_load(vcc_v4_short, b + t21);
                __m256i t23 = _mm256_and_si256(t22, _mm256_set1_epi64x((long long)3LL));
                __m256i t24 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)b_v_3));
                __m256i t25 = _mm256_add_epi64(t24, t23);
                vcc_v4_short t26 = __builtin_convertvector(__builtin_convertvector((vcc_v4_long)t25, vcc_v4_int), vcc_v4_short);
                vcc_store(a + t21, t26);
                i_vec += 16L;
                prev_v = _mm256_add_epi64(prev_v, _mm256_set1_epi64x((long long)16LL));
            } while (i_vec < t2);
            i = 1L + t2;
            prev = t2;
        } else {
            i = 1L;
            prev = 0L;
        }
        for (;; prev = i, i++) {
            if (i >= n) {
                prev_1 = prev;
                break;
            }
            a[i] = (short)((long)b[i] + (prev & 3L));
        }
    } else {
        prev_1 = 7L;
    }
    return prev_1;
}

/* Already an induction: a start of the index's start less one step peels nothing. */
__attribute__((target("avx2"))) void minus_one(int *restrict a, int n) {
    int i;
    int prev;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(-1);
        vcc_v8_uint prev_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at wrap_around.c:50 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            __m256i t4 = _mm256_mullo_epi32((__m256i)prev_v, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)(a + i_vec), t4);
            __m256i t5 = _mm256_add_epi32((__m256i)prev_v, _mm256_set1_epi32(8));
            __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 8L)), t6);
            __m256i t7 = _mm256_add_epi32((__m256i)prev_v, _mm256_set1_epi32(16));
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 16L)), t8);
            __m256i t9 = _mm256_add_epi32((__m256i)prev_v, _mm256_set1_epi32(24));
            __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(5));
            _mm256_storeu_si256((__m256i *)(a + (i_vec + 24L)), t10);
            i_vec += 32L;
            prev_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)prev_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        i = (int)t2;
        prev = (int)(-1L + t2);
    } else {
        i = 0;
        prev = -1;
    }
    for (; i < n; prev = i, i++) {
        a[i] = prev * 5;
    }
}

/* Not peeled: the wrap-around variable trails a value that is not an induction. */
void trails_data(int *restrict a, const int *restrict b, int n) {
    int last = 0, cur = 1;
    for (int i = 0; i < n; i++) {
        a[i] = b[last < 0 ? 0 : last % (i + 1)];
        last = cur;
        cur = b[i];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *af = new_array(n, sizeof(float)), *bf = new_array(n, sizeof(float));
        int *ai = new_array(n, sizeof(int)), *bi = new_array(n, sizeof(int));
        double *x = new_array(n + 5, sizeof(double)), *y = new_array(n, sizeof(double));
        short *as = new_array(n, sizeof(short)), *bs = new_array(n, sizeof(short));
        FILL(bf, n, -1000, 2000);
        FILL(bi, n, -50000, 100000);
        FILL(x, n + 5, -1000, 2000);
        FILL(bs, n, -1000, 2000);
        prev_index(af, bf, n);
        two_back(ai, bi, n);
        printf("n=%d %llx %llx", n, HASH(af, n), HASH(ai, n));
        trailing(y, x, 5, n);
        long last = last_index(as, bs, n);
        printf(" %llx %llx %ld", HASH(y, n), HASH(as, n), last);
        minus_one(ai, n);
        printf(" %llx", HASH(ai, n));
        trails_data(ai, bi, n);
        printf(" %llx\n", HASH(ai, n));
        free(af), free(bf), free(ai), free(bi), free(x), free(y), free(as), free(bs);
    }
    return 0;
}
