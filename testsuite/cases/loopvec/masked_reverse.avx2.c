/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_m16 __attribute__((vector_size(32)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=7 */
/* Reversed accesses under a condition (`if (c) y[n-1-i] = ..`, count-down loops): a gather or
 * scatter of stride -1 under the block's mask, so no lane the scalar loop skips touches memory;
 * where masked accesses are cheap (avx512's k-masks, 32- and 64-bit lanes) one masked access at
 * the lowest address with the value and the mask reversed (in a count-down loop the reversals
 * then cancel: loopvec/reverse.rs).
 * The arrays accessed downwards start right after a PROT_NONE page (`front_guarded`) and the
 * others end right before one (`guarded`): an element before or after what the scalar loop
 * touches segfaults, in the vector loop and in a masked remainder alike.
 * Over global arrays with a constant count the masked remainder's lowest address lies before
 * the array: it is computed as an integer (C's pointer arithmetic could not go there; gcc
 * -Warray-bounds, which the test treats as a failure, saw `&g_c[2] + -7`). */
#include "harness.h"
#include <sys/mman.h>
#include <unistd.h>

/* A reversed load under a condition. */
__attribute__((target("avx2"))) void rev_cond_load(int n, const int *restrict a, const int *restrict c, int *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int t17;
    long t18;
    long t19;
    int t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int i;
    long t26;
    int *t27;
    int t28;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = (int)((long)0 + (t1 + 8L));
            t7 = (long)t5;
            t8 = (long)t6;
            t9 = _mm256_loadu_si256((const __m256i *)(c + t7));
            t10 = _mm256_loadu_si256((const __m256i *)(c + t8));
            t11 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32((int)0));
            t12 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32((int)0));
            t13 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(a + (n - 1 - t5)), _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t11, 4);
            t14 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(a + (n - 1 - t6)), _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t12, 4);
            t15 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), t13, t11);
            _mm256_storeu_si256((__m256i *)(b + t7), t15);
            t16 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), t14, t12);
            _mm256_storeu_si256((__m256i *)(b + t8), t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)((long)0 + t4);
    } else {
        t17 = 0;
    }
    t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t2 = 0L;
        do {
            t20 = (int)((long)t17 + t2);
            t21 = (long)t20;
            t22 = _mm256_loadu_si256((const __m256i *)(c + t21));
            t23 = _mm256_cmpgt_epi32(t22, _mm256_set1_epi32((int)0));
            t24 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(a + (n - 1 - t20)), _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t23, 4);
            t25 = _mm256_blendv_epi8(_mm256_set1_epi32((int)-1), t24, t23);
            _mm256_storeu_si256((__m256i *)(b + t21), t25);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t26 = (long)i;
        t27 = b + t26;
        if (c[t26] > 0) {
            t28 = a[n - 1 - i];
        } else {
            t28 = -1;
        }
        *t27 = t28;
    }
}

/* A reversed store under a condition (on avx2 and generic the cost model keeps the scatter
   scalar; on avx512 a masked store of the reversed value under the reversed mask). */
void rev_cond_store(int n, const float *restrict x, float *restrict y) {
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[n - 1 - i] = x[i] * 2.0f;
}

/* A count-down loop: the load on every iteration, the store under a condition (scalar on avx2
   and generic, as above; on avx512 a masked store, its reversals cancelled). */
void down_cond(int n, const double *restrict x, double *restrict y) {
    for (int i = n - 1; i >= 0; i--)
        if (x[i] < 0.5)
            y[i] = x[i] + 1.0;
}

/* A count-down loop with the load under the condition too (a sum of the selected elements). */
__attribute__((target("avx2"))) long down_cond_sum(int n, const short *restrict s, const int *restrict c) {
    int t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    long t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m128i t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m128i t26;
    __m128i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    vcc_v4_short t31;
    vcc_v4_short t32;
    vcc_v4_short t33;
    vcc_v4_short t34;
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
    long t50;
    long t51;
    long t52;
    long t53;
    __m128i t54;
    __m128i t55;
    __m128i t56;
    __m128i t57;
    vcc_v4_short t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int i;
    long sum;
    long t62;
    long sum_1;
    t1 = n - 1;
    t9 = (long)n;
    if (t9 >= 16L) {
        t10 = t9 & -16L;
        t2 = 0L;
        t3 = _mm256_set1_epi64x((long long)0LL);
        t4 = _mm256_set1_epi64x((long long)0LL);
        t5 = _mm256_set1_epi64x((long long)0LL);
        t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            t11 = (long)(int)((long)t1 + t2 * -1L);
            t12 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t14 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            t15 = _mm_loadu_si128((const __m128i *)(c + t11 + -3));
            t16 = _mm_shuffle_epi32(t15, 0x1b);
            t17 = _mm_loadu_si128((const __m128i *)(c + t12 + -3));
            t18 = _mm_shuffle_epi32(t17, 0x1b);
            t19 = _mm_loadu_si128((const __m128i *)(c + t13 + -3));
            t20 = _mm_shuffle_epi32(t19, 0x1b);
            t21 = _mm_loadu_si128((const __m128i *)(c + t14 + -3));
            t22 = _mm_shuffle_epi32(t21, 0x1b);
            t23 = _mm_and_si128(t16, _mm_set1_epi32((int)1));
            t24 = _mm_and_si128(t18, _mm_set1_epi32((int)1));
            t25 = _mm_and_si128(t20, _mm_set1_epi32((int)1));
            t26 = _mm_and_si128(t22, _mm_set1_epi32((int)1));
            t27 = _mm_xor_si128(_mm_cmpeq_epi32(t23, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t28 = _mm_xor_si128(_mm_cmpeq_epi32(t24, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t29 = _mm_xor_si128(_mm_cmpeq_epi32(t25, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t30 = _mm_xor_si128(_mm_cmpeq_epi32(t26, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t31 = vcc_gather_masked(vcc_v4_short, s + t11, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t27);
            t32 = vcc_gather_masked(vcc_v4_short, s + t12, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t28);
            t33 = vcc_gather_masked(vcc_v4_short, s + t13, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t29);
            t34 = vcc_gather_masked(vcc_v4_short, s + t14, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t30);
            t35 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t31));
            t36 = t35;
            t37 = _mm256_add_epi64(t3, t36);
            t3 = _mm256_blendv_epi8(t3, t37, _mm256_cvtepi32_epi64(t27));
            t38 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t32));
            t39 = t38;
            t40 = _mm256_add_epi64(t4, t39);
            t4 = _mm256_blendv_epi8(t4, t40, _mm256_cvtepi32_epi64(t28));
            t41 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t33));
            t42 = t41;
            t43 = _mm256_add_epi64(t5, t42);
            t5 = _mm256_blendv_epi8(t5, t43, _mm256_cvtepi32_epi64(t29));
            t44 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t34));
            t45 = t44;
            t46 = _mm256_add_epi64(t6, t45);
            t6 = _mm256_blendv_epi8(t6, t46, _mm256_cvtepi32_epi64(t30));
            t2 += 16L;
        } while (t2 < t10);
        t47 = _mm256_add_epi64(t3, t4);
        t48 = _mm256_add_epi64(t47, t5);
        t49 = _mm256_add_epi64(t48, t6);
        t1 = (int)((long)t1 + t10 * -1L);
        t50 = (long)((unsigned long)0L + vcc_avx2_reduce_epi64(t49, _mm_add_epi64, unsigned long));
    } else {
        t50 = 0L;
    }
    t51 = (long)t1 + 1L;
    if (t51 >= 4L) {
        t52 = t51 & -4L;
        t7 = 0L;
        t8 = _mm256_set1_epi64x((long long)0LL);
        do {
            t53 = (long)(int)((long)t1 + t7 * -1L);
            t54 = _mm_loadu_si128((const __m128i *)(c + t53 + -3));
            t55 = _mm_shuffle_epi32(t54, 0x1b);
            t56 = _mm_and_si128(t55, _mm_set1_epi32((int)1));
            t57 = _mm_xor_si128(_mm_cmpeq_epi32(t56, _mm_set1_epi32((int)0)), _mm_set1_epi32(-1));
            t58 = vcc_gather_masked(vcc_v4_short, s + t53, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t57);
            t59 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t58));
            t60 = t59;
            t61 = _mm256_add_epi64(t8, t60);
            t8 = _mm256_blendv_epi8(t8, t61, _mm256_cvtepi32_epi64(t57));
            t7 += 4L;
        } while (t7 < t52);
        i = (int)((long)t1 + t52 * -1L);
        sum = (long)((unsigned long)t50 + vcc_avx2_reduce_epi64(t8, _mm_add_epi64, unsigned long));
    } else {
        i = t1;
        sum = t50;
    }
    for (; i >= 0; i--, sum = sum_1) {
        t62 = (long)i;
        if (c[t62] & 1) {
            sum_1 = sum + (long)s[t62];
        } else {
            sum_1 = sum;
        }
    }
    return sum;
}

/* Bytes: a reversed load and store under a condition. */
__attribute__((target("avx2"))) void rev_bytes(int n, const unsigned char *restrict p, unsigned char *restrict q) {
    long t1;
    long t2;
    long t3;
    long t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m256i t8;
    __m128i t9;
    __m128i t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    int i;
    long t14;
    int t15;
    t2 = (long)n;
    if (t2 >= 16L) {
        t3 = t2 & -16L;
        t1 = 0L;
        do {
            t4 = (long)(n - 1 - (int)((long)0 + t1));
            t5 = _mm_loadu_si128((const __m128i *)(p + t4 + -15));
            t6 = _mm_shuffle_epi8(t5, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            t7 = t6;
            t8 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t7 > (vcc_v16_uchar)_mm_set1_epi8((char)100), vcc_m16);
            t9 = t7;
            t10 = _mm_set1_epi8((char)100);
            t11 = _mm_sub_epi8(t9, t10);
            t12 = t11;
            t13 = t12;
            vcc_scatter_masked(q + t4, ((vcc_v16_int){0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15}), (vcc_v16_uchar)t13, (vcc_m16)t8);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        t14 = (long)(n - 1 - i);
        t15 = (int)p[t14];
        if (t15 > 100) {
            q[t14] = (unsigned char)(t15 - 100);
        }
    }
}

/* A constant count over global arrays: a reversed load and a reversed store under a condition
   (masked on avx512). */
#define G 1003
static int g_a[G], g_b[G], g_c[G];

static __typeof__(g_a) g_a __attribute__((aligned(32)));
__attribute__((target("avx2"))) void glob_rev_load(void) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
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
    int t40;
    long t41;
    long t42;
    int t43;
    long t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    int i;
    long t52;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = (int)((long)0 + (t1 + 8L));
            t6 = (int)((long)0 + (t1 + 16L));
            t7 = (int)((long)0 + (t1 + 24L));
            t8 = (long)t4;
            t9 = (long)t5;
            t10 = (long)t6;
            t11 = (long)t7;
            t12 = _mm256_loadu_si256((const __m256i *)&g_a[t8]);
            t13 = _mm256_loadu_si256((const __m256i *)&g_a[t9]);
            t14 = _mm256_loadu_si256((const __m256i *)&g_a[t10]);
            t15 = _mm256_loadu_si256((const __m256i *)&g_a[t11]);
            t16 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32((int)3));
            t17 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32((int)3));
            t18 = _mm256_cmpgt_epi32(t14, _mm256_set1_epi32((int)3));
            t19 = _mm256_cmpgt_epi32(t15, _mm256_set1_epi32((int)3));
            t20 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t4], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t16, 4);
            t21 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t5], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t17, 4);
            t22 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t6], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t18, 4);
            t23 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t7], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t19, 4);
            t24 = t20;
            t25 = _mm256_set1_epi32((int)2);
            t26 = _mm256_mullo_epi32(t24, t25);
            t27 = t26;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t8 * 4UL), t16, t27);
            t28 = t21;
            t29 = _mm256_set1_epi32((int)2);
            t30 = _mm256_mullo_epi32(t28, t29);
            t31 = t30;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t9 * 4UL), t17, t31);
            t32 = t22;
            t33 = _mm256_set1_epi32((int)2);
            t34 = _mm256_mullo_epi32(t32, t33);
            t35 = t34;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t10 * 4UL), t18, t35);
            t36 = t23;
            t37 = _mm256_set1_epi32((int)2);
            t38 = _mm256_mullo_epi32(t36, t37);
            t39 = t38;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t11 * 4UL), t19, t39);
            t1 += 32L;
        } while (t1 < t3);
        t40 = (int)((long)0 + t3);
    } else {
        t40 = 0;
    }
    t41 = (long)t40 * -1L + 1003L;
    if (t41 >= 8L) {
        t42 = t41 & -8L;
        t2 = 0L;
        do {
            t43 = (int)((long)t40 + t2);
            t44 = (long)t43;
            t45 = _mm256_loadu_si256((const __m256i *)&g_a[t44]);
            t46 = _mm256_cmpgt_epi32(t45, _mm256_set1_epi32((int)3));
            t47 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t43], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t46, 4);
            t48 = t47;
            t49 = _mm256_set1_epi32((int)2);
            t50 = _mm256_mullo_epi32(t48, t49);
            t51 = t50;
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t44 * 4UL), t46, t51);
            t2 += 8L;
        } while (t2 < t42);
        i = (int)((long)t40 + t42);
    } else {
        i = t40;
    }
    for (; i < 1003; i++) {
        t52 = (long)i;
        if (g_a[t52] > 3) {
            g_b[t52] = g_c[1002 - i] * 2;
        }
    }
}

void glob_rev_store(void) {
    for (int i = 0; i < G; i++)
        if (g_a[i] > 3)
            g_c[G - 1 - i] = g_b[i] + 1;
}

/* n elements of `size` bytes that end exactly where a PROT_NONE page begins. */
static void *guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = (size_t)n * size;
    size_t span = (bytes + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + span, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + span - bytes;
}

/* n elements of `size` bytes that start exactly where a PROT_NONE page ends. */
static void *front_guarded(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t span = ((size_t)n * size + page - 1) / page * page;
    char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base, page, PROT_NONE) != 0) {
        perror("mmap");
        exit(1);
    }
    return base + page;
}

static size_t span_of(int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return ((size_t)n * size + page - 1) / page * page + page;
}

static void release(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p + (size_t)n * size - (span_of(n, size) - page), span_of(n, size));
}

static void release_front(void *p, int n, size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    munmap((char *)p - page, span_of(n, size));
}

static __typeof__(g_b) g_b __attribute__((aligned(32)));
static __typeof__(g_c) g_c __attribute__((aligned(32)));
__attribute__((target("avx2"))) int main(void) {
    int n;
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    long t8;
    int count_idx;
    int n_1;
    int t9;
    int *a;
    int *c;
    int *b;
    float *x;
    float *y;
    double *xd;
    double *yd;
    short *s;
    unsigned char *p;
    unsigned char *q;
    int fill_idx;
    int fill_idx_1;
    int fill_idx_2;
    int fill_idx_3;
    int fill_idx_4;
    int fill_idx_5;
    int fill_idx_6;
    int fill_idx_7;
    int fill_idx_8;
    long t10;
    long t11;
    double *t12;
    __m256d t13;
    __m256d t14;
    double *t15;
    __m256d t16;
    __m256d t17;
    double *t18;
    __m256d t19;
    __m256d t20;
    double *t21;
    __m256d t22;
    __m256d t23;
    int t24;
    long t25;
    long t26;
    double *t27;
    __m256d t28;
    __m256d t29;
    int i;
    double *t30;
    const int *t31;
    long sum;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    long t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    long t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    long t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    long t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    int t83;
    long t84;
    long t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    long t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    int i_1;
    long t101;
    unsigned long t102;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            if ((1003L >= 32L) & (0 >= 0)) {
                t37 = 1003L & -32L;
                t38 = _mm256_set1_epi32((int)0);
                t39 = t38;
                t3 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t40 = _mm256_set1_epi32((int)(0 % 7));
                t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                t42 = t41;
                t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)7));
                t44 = _mm256_min_epu32(t42, t43);
                t4 = t44;
                t5 = 0L;
                do {
                    t45 = t3;
                    t46 = (long)(int)((long)0 + t5);
                    _mm256_storeu_si256((__m256i *)&g_a[t46], t4);
                    t47 = _mm256_sub_epi32(_mm256_setzero_si256(), t45);
                    _mm256_storeu_si256((__m256i *)&g_b[t46], t47);
                    t48 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t45);
                    _mm256_storeu_si256((__m256i *)&g_c[t46], t48);
                    t49 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                    t50 = t49;
                    t51 = (long)(int)((long)0 + (t5 + 8L));
                    t52 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)1));
                    t53 = t52;
                    t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)7));
                    t55 = _mm256_min_epu32(t53, t54);
                    t56 = t55;
                    _mm256_storeu_si256((__m256i *)&g_a[t51], t56);
                    t57 = _mm256_sub_epi32(_mm256_setzero_si256(), t50);
                    _mm256_storeu_si256((__m256i *)&g_b[t51], t57);
                    t58 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t50);
                    _mm256_storeu_si256((__m256i *)&g_c[t51], t58);
                    t59 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                    t60 = t59;
                    t61 = (long)(int)((long)0 + (t5 + 16L));
                    t62 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)2));
                    t63 = t62;
                    t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32((int)7));
                    t65 = _mm256_min_epu32(t63, t64);
                    t66 = t65;
                    _mm256_storeu_si256((__m256i *)&g_a[t61], t66);
                    t67 = _mm256_sub_epi32(_mm256_setzero_si256(), t60);
                    _mm256_storeu_si256((__m256i *)&g_b[t61], t67);
                    t68 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t60);
                    _mm256_storeu_si256((__m256i *)&g_c[t61], t68);
                    t69 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                    t70 = t69;
                    t71 = (long)(int)((long)0 + (t5 + 24L));
                    t72 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)3));
                    t73 = t72;
                    t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32((int)7));
                    t75 = _mm256_min_epu32(t73, t74);
                    t76 = t75;
                    _mm256_storeu_si256((__m256i *)&g_a[t71], t76);
                    t77 = _mm256_sub_epi32(_mm256_setzero_si256(), t70);
                    _mm256_storeu_si256((__m256i *)&g_b[t71], t77);
                    t78 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t70);
                    _mm256_storeu_si256((__m256i *)&g_c[t71], t78);
                    t5 += 32L;
                    t3 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                    t79 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)4));
                    t80 = t79;
                    t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32((int)7));
                    t82 = _mm256_min_epu32(t80, t81);
                    t4 = t82;
                } while (t5 < t37);
                t83 = (int)((long)0 + t37);
            } else {
                t83 = 0;
            }
            t84 = (long)t83 * -1L + 1003L;
            if ((t84 >= 8L) & (t83 >= 0)) {
                t85 = t84 & -8L;
                t86 = _mm256_set1_epi32((int)t83);
                t87 = t86;
                t6 = _mm256_add_epi32(t87, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t88 = _mm256_set1_epi32((int)(t83 % 7));
                t89 = _mm256_add_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
                t90 = t89;
                t91 = _mm256_sub_epi32(t90, _mm256_set1_epi32((int)7));
                t92 = _mm256_min_epu32(t90, t91);
                t7 = t92;
                t8 = 0L;
                do {
                    t93 = t6;
                    t94 = (long)(int)((long)t83 + t8);
                    _mm256_storeu_si256((__m256i *)&g_a[t94], t7);
                    t95 = _mm256_sub_epi32(_mm256_setzero_si256(), t93);
                    _mm256_storeu_si256((__m256i *)&g_b[t94], t95);
                    t96 = _mm256_mullo_epi32(_mm256_set1_epi32((int)3), t93);
                    _mm256_storeu_si256((__m256i *)&g_c[t94], t96);
                    t8 += 8L;
                    t6 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)8));
                    t97 = _mm256_add_epi32(t7, _mm256_set1_epi32((int)1));
                    t98 = t97;
                    t99 = _mm256_sub_epi32(t98, _mm256_set1_epi32((int)7));
                    t100 = _mm256_min_epu32(t98, t99);
                    t7 = t100;
                } while (t8 < t85);
                i_1 = (int)((long)t83 + t85);
            } else {
                i_1 = t83;
            }
            for (; i_1 < 1003; i_1++) {
                t101 = (long)i_1;
                g_a[t101] = i_1 % 7;
                g_b[t101] = -i_1;
                g_c[t101] = 3 * i_1;
            }
            (_mm256_zeroupper(), glob_rev_load());
            (_mm256_zeroupper(), glob_rev_store());
            t102 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t102);
            return 0;
        }
        a = (int *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        c = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        b = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        x = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        y = (float *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        xd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        yd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        s = (short *)(_mm256_zeroupper(), front_guarded(n, 2UL));
        p = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        q = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
        }
        for (fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(0 + (int)((_mm256_zeroupper(), next_rand()) % 5U));
        }
        for (fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        for (fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(0 + (int)((_mm256_zeroupper(), next_rand()) % 9U));
        }
        for (fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        for (fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(0 + (int)((_mm256_zeroupper(), next_rand()) % 256U));
        }
        t10 = (long)n;
        if (t10 >= 16L) {
            t11 = t10 & -16L;
            t1 = 0L;
            do {
                t12 = xd + (int)((long)0 + t1);
                t13 = _mm256_loadu_pd(t12);
                t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t12, t14);
                t15 = xd + (int)((long)0 + (t1 + 4L));
                t16 = _mm256_loadu_pd(t15);
                t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t15, t17);
                t18 = xd + (int)((long)0 + (t1 + 8L));
                t19 = _mm256_loadu_pd(t18);
                t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t18, t20);
                t21 = xd + (int)((long)0 + (t1 + 12L));
                t22 = _mm256_loadu_pd(t21);
                t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t21, t23);
                t1 += 16L;
            } while (t1 < t11);
            t24 = (int)((long)0 + t11);
        } else {
            t24 = 0;
        }
        t25 = (long)n + (long)t24 * -1L;
        if (t25 >= 4L) {
            t26 = t25 & -4L;
            t2 = 0L;
            do {
                t27 = xd + (int)((long)t24 + t2);
                t28 = _mm256_loadu_pd(t27);
                t29 = _mm256_mul_pd(t28, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t27, t29);
                t2 += 4L;
            } while (t2 < t26);
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            t30 = xd + i;
            *t30 = *t30 * 0.375;
        }
        t31 = c;
        (_mm256_zeroupper(), rev_cond_load(n, a, t31, b));
        (_mm256_zeroupper(), rev_cond_store(n, x, y));
        (_mm256_zeroupper(), down_cond(n, xd, yd));
        sum = (_mm256_zeroupper(), down_cond_sum(n, s, t31));
        (_mm256_zeroupper(), rev_bytes(n, p, q));
        t32 = (unsigned long)n;
        t33 = (_mm256_zeroupper(), hash_bytes((const void *)q, t32 * 1UL));
        t34 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t32 * 8UL));
        t35 = t32 * 4UL;
        t36 = (_mm256_zeroupper(), hash_bytes((const void *)y, t35));
        printf("n=%d load %llx store %llx down %llx sum %ld bytes %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)b, t35)), (unsigned long long)t36, (unsigned long long)t34, sum, (unsigned long long)t33);
        (_mm256_zeroupper(), release_front((void *)a, n, 4UL));
        (_mm256_zeroupper(), release((void *)c, n, 4UL));
        (_mm256_zeroupper(), release((void *)b, n, 4UL));
        (_mm256_zeroupper(), release((void *)x, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)y, n, 4UL));
        (_mm256_zeroupper(), release_front((void *)xd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)yd, n, 8UL));
        (_mm256_zeroupper(), release_front((void *)s, n, 2UL));
        (_mm256_zeroupper(), release_front((void *)p, n, 1UL));
        (_mm256_zeroupper(), release_front((void *)q, n, 1UL));
    }
}
