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
    int t17;
    int i;
    int t28;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int t6 = (int)(t1 + 8L);
            long t7 = (long)t5;
            long t8 = (long)t6;
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(c + t7));
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(c + t8));
            __m256i t11 = _mm256_cmpgt_epi32(t9, _mm256_set1_epi32(0));
            __m256i t12 = _mm256_cmpgt_epi32(t10, _mm256_set1_epi32(0));
            __m256i t13 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(a + (n - 1 - t5)), _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t11, 4);
            __m256i t14 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(a + (n - 1 - t6)), _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t12, 4);
            __m256i t15 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), t13, t11);
            _mm256_storeu_si256((__m256i *)(b + t7), t15);
            __m256i t16 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), t14, t12);
            _mm256_storeu_si256((__m256i *)(b + t8), t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long t2 = 0L;
        do {
            int t20 = (int)((long)t17 + t2);
            long t21 = (long)t20;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(c + t21));
            __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_set1_epi32(0));
            __m256i t24 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(a + (n - 1 - t20)), _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t23, 4);
            __m256i t25 = _mm256_blendv_epi8(_mm256_set1_epi32(-1), t24, t23);
            _mm256_storeu_si256((__m256i *)(b + t21), t25);
            t2 += 8L;
        } while (t2 < t19);
        i = (int)((long)t17 + t19);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int *t27 = b + t26;
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
    long t50;
    int i;
    long sum;
    long sum_1;
    int t1 = n - 1;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long t2 = 0L;
        __m256i t3 = _mm256_set1_epi64x((long long)0LL);
        __m256i t4 = _mm256_set1_epi64x((long long)0LL);
        __m256i t5 = _mm256_set1_epi64x((long long)0LL);
        __m256i t6 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t11 = (long)(int)((long)t1 + t2 * -1L);
            long t12 = (long)(int)((long)t1 + (t2 + 4L) * -1L);
            long t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            long t14 = (long)(int)((long)t1 + (t2 + 12L) * -1L);
            __m128i t15 = _mm_loadu_si128((const __m128i *)(c + t11 + -3));
            __m128i t16 = _mm_shuffle_epi32(t15, 0x1b);
            __m128i t17 = _mm_loadu_si128((const __m128i *)(c + t12 + -3));
            __m128i t18 = _mm_shuffle_epi32(t17, 0x1b);
            __m128i t19 = _mm_loadu_si128((const __m128i *)(c + t13 + -3));
            __m128i t20 = _mm_shuffle_epi32(t19, 0x1b);
            __m128i t21 = _mm_loadu_si128((const __m128i *)(c + t14 + -3));
            __m128i t22 = _mm_shuffle_epi32(t21, 0x1b);
            __m128i t23 = _mm_and_si128(t16, _mm_set1_epi32(1));
            __m128i t24 = _mm_and_si128(t18, _mm_set1_epi32(1));
            __m128i t25 = _mm_and_si128(t20, _mm_set1_epi32(1));
            __m128i t26 = _mm_and_si128(t22, _mm_set1_epi32(1));
            __m128i t27 = _mm_xor_si128(_mm_cmpeq_epi32(t23, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t28 = _mm_xor_si128(_mm_cmpeq_epi32(t24, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t29 = _mm_xor_si128(_mm_cmpeq_epi32(t25, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i t30 = _mm_xor_si128(_mm_cmpeq_epi32(t26, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            vcc_v4_short t31 = vcc_gather_masked(vcc_v4_short, s + t11, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t27);
            vcc_v4_short t32 = vcc_gather_masked(vcc_v4_short, s + t12, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t28);
            vcc_v4_short t33 = vcc_gather_masked(vcc_v4_short, s + t13, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t29);
            vcc_v4_short t34 = vcc_gather_masked(vcc_v4_short, s + t14, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t30);
            __m256i t35 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t31));
            __m256i t36 = t35;
            __m256i t37 = _mm256_add_epi64(t3, t36);
            t3 = _mm256_blendv_epi8(t3, t37, _mm256_cvtepi32_epi64(t27));
            __m256i t38 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t32));
            __m256i t39 = t38;
            __m256i t40 = _mm256_add_epi64(t4, t39);
            t4 = _mm256_blendv_epi8(t4, t40, _mm256_cvtepi32_epi64(t28));
            __m256i t41 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t33));
            __m256i t42 = t41;
            __m256i t43 = _mm256_add_epi64(t5, t42);
            t5 = _mm256_blendv_epi8(t5, t43, _mm256_cvtepi32_epi64(t29));
            __m256i t44 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t34));
            __m256i t45 = t44;
            __m256i t46 = _mm256_add_epi64(t6, t45);
            t6 = _mm256_blendv_epi8(t6, t46, _mm256_cvtepi32_epi64(t30));
            t2 += 16L;
        } while (t2 < t10);
        __m256i t47 = _mm256_add_epi64(t3, t4);
        __m256i t48 = _mm256_add_epi64(t47, t5);
        __m256i t49 = _mm256_add_epi64(t48, t6);
        t1 = (int)((long)t1 + t10 * -1L);
        t50 = (long)vcc_avx2_reduce_epi64(t49, _mm_add_epi64, unsigned long);
    } else {
        t50 = 0L;
    }
    long t51 = (long)t1 + 1L;
    if (t51 >= 4L) {
        long t52 = t51 & -4L;
        long t7 = 0L;
        __m256i t8 = _mm256_set1_epi64x((long long)0LL);
        do {
            long t53 = (long)(int)((long)t1 + t7 * -1L);
            __m128i t54 = _mm_loadu_si128((const __m128i *)(c + t53 + -3));
            __m128i t55 = _mm_shuffle_epi32(t54, 0x1b);
            __m128i t56 = _mm_and_si128(t55, _mm_set1_epi32(1));
            __m128i t57 = _mm_xor_si128(_mm_cmpeq_epi32(t56, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            vcc_v4_short t58 = vcc_gather_masked(vcc_v4_short, s + t53, (vcc_v4_int)_mm_setr_epi32(0, -1, -2, -3), (vcc_m4)t57);
            __m256i t59 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t58));
            __m256i t60 = t59;
            __m256i t61 = _mm256_add_epi64(t8, t60);
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
        long t62 = (long)i;
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
    int i;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long t1 = 0L;
        do {
            long t4 = (long)(n - 1 - (int)t1);
            __m128i t5 = _mm_loadu_si128((const __m128i *)(p + t4 + -15));
            __m128i t6 = _mm_shuffle_epi8(t5, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
            __m128i t7 = t6;
            __m256i t8 = (__m256i)__builtin_convertvector((vcc_v16_uchar)t7 > (vcc_v16_uchar)_mm_set1_epi8((char)100), vcc_m16);
            __m128i t9 = t7;
            __m128i t10 = _mm_set1_epi8((char)100);
            __m128i t11 = _mm_sub_epi8(t9, t10);
            __m128i t12 = t11;
            __m128i t13 = t12;
            vcc_scatter_masked(q + t4, ((vcc_v16_int){0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15}), (vcc_v16_uchar)t13, (vcc_m16)t8);
            t1 += 16L;
        } while (t1 < t3);
        i = (int)t3;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t14 = (long)(n - 1 - i);
        int t15 = (int)p[t14];
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
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        int t4 = (int)(t1 + 8L);
        int t5 = (int)(t1 + 16L);
        int t6 = (int)(t1 + 24L);
        long t7 = (long)t3;
        long t8 = (long)t4;
        long t9 = (long)t5;
        long t10 = (long)t6;
        __m256i t11 = _mm256_loadu_si256((const __m256i *)&g_a[t7]);
        __m256i t12 = _mm256_loadu_si256((const __m256i *)&g_a[t8]);
        __m256i t13 = _mm256_loadu_si256((const __m256i *)&g_a[t9]);
        __m256i t14 = _mm256_loadu_si256((const __m256i *)&g_a[t10]);
        __m256i t15 = _mm256_cmpgt_epi32(t11, _mm256_set1_epi32(3));
        __m256i t16 = _mm256_cmpgt_epi32(t12, _mm256_set1_epi32(3));
        __m256i t17 = _mm256_cmpgt_epi32(t13, _mm256_set1_epi32(3));
        __m256i t18 = _mm256_cmpgt_epi32(t14, _mm256_set1_epi32(3));
        __m256i t19 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t3], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t15, 4);
        __m256i t20 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t4], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t16, 4);
        __m256i t21 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t5], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t17, 4);
        __m256i t22 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t6], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t18, 4);
        __m256i t23 = t19;
        __m256i t24 = _mm256_set1_epi32(2);
        __m256i t25 = _mm256_mullo_epi32(t23, t24);
        __m256i t26 = t25;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t7 * 4UL), t15, t26);
        __m256i t27 = t20;
        __m256i t28 = _mm256_set1_epi32(2);
        __m256i t29 = _mm256_mullo_epi32(t27, t28);
        __m256i t30 = t29;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t8 * 4UL), t16, t30);
        __m256i t31 = t21;
        __m256i t32 = _mm256_set1_epi32(2);
        __m256i t33 = _mm256_mullo_epi32(t31, t32);
        __m256i t34 = t33;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t9 * 4UL), t17, t34);
        __m256i t35 = t22;
        __m256i t36 = _mm256_set1_epi32(2);
        __m256i t37 = _mm256_mullo_epi32(t35, t36);
        __m256i t38 = t37;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t10 * 4UL), t18, t38);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        int t39 = (int)(992L + t2);
        long t40 = (long)t39;
        __m256i t41 = _mm256_loadu_si256((const __m256i *)&g_a[t40]);
        __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_set1_epi32(3));
        __m256i t43 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)&g_c[1002 - t39], _mm256_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7), t42, 4);
        __m256i t44 = t43;
        __m256i t45 = _mm256_set1_epi32(2);
        __m256i t46 = _mm256_mullo_epi32(t44, t45);
        __m256i t47 = t46;
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)&g_b + (unsigned long)t40 * 4UL), t42, t47);
        t2 += 8L;
    } while (t2 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t48 = (long)i;
        if (g_a[t48] > 3) {
            g_b[t48] = g_c[1002 - i] * 2;
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
    int t9;
    int t24;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t9 = 1;
        } else {
            t9 = 0;
            n = n_1;
        }
        if (!t9) {
            __m256i t37 = _mm256_set1_epi32(0);
            __m256i t38 = t37;
            __m256i t3 = _mm256_add_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t39 = _mm256_set1_epi32(0);
            __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t41 = t40;
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(7));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256i t4 = t43;
            long t5 = 0L;
            do {
                __m256i t44 = t3;
                long t45 = (long)(int)t5;
                _mm256_storeu_si256((__m256i *)&g_a[t45], t4);
                __m256i t46 = _mm256_sub_epi32(_mm256_setzero_si256(), t44);
                _mm256_storeu_si256((__m256i *)&g_b[t45], t46);
                __m256i t47 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t44);
                _mm256_storeu_si256((__m256i *)&g_c[t45], t47);
                __m256i t48 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                __m256i t49 = t48;
                long t50 = (long)(int)(t5 + 8L);
                __m256i t51 = _mm256_add_epi32(t4, _mm256_set1_epi32(1));
                __m256i t52 = t51;
                __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(7));
                __m256i t54 = _mm256_min_epu32(t52, t53);
                __m256i t55 = t54;
                _mm256_storeu_si256((__m256i *)&g_a[t50], t55);
                __m256i t56 = _mm256_sub_epi32(_mm256_setzero_si256(), t49);
                _mm256_storeu_si256((__m256i *)&g_b[t50], t56);
                __m256i t57 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t49);
                _mm256_storeu_si256((__m256i *)&g_c[t50], t57);
                __m256i t58 = _mm256_add_epi32(t3, _mm256_set1_epi32(16));
                __m256i t59 = t58;
                long t60 = (long)(int)(t5 + 16L);
                __m256i t61 = _mm256_add_epi32(t4, _mm256_set1_epi32(2));
                __m256i t62 = t61;
                __m256i t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32(7));
                __m256i t64 = _mm256_min_epu32(t62, t63);
                __m256i t65 = t64;
                _mm256_storeu_si256((__m256i *)&g_a[t60], t65);
                __m256i t66 = _mm256_sub_epi32(_mm256_setzero_si256(), t59);
                _mm256_storeu_si256((__m256i *)&g_b[t60], t66);
                __m256i t67 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t59);
                _mm256_storeu_si256((__m256i *)&g_c[t60], t67);
                __m256i t68 = _mm256_add_epi32(t3, _mm256_set1_epi32(24));
                __m256i t69 = t68;
                long t70 = (long)(int)(t5 + 24L);
                __m256i t71 = _mm256_add_epi32(t4, _mm256_set1_epi32(3));
                __m256i t72 = t71;
                __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(7));
                __m256i t74 = _mm256_min_epu32(t72, t73);
                __m256i t75 = t74;
                _mm256_storeu_si256((__m256i *)&g_a[t70], t75);
                __m256i t76 = _mm256_sub_epi32(_mm256_setzero_si256(), t69);
                _mm256_storeu_si256((__m256i *)&g_b[t70], t76);
                __m256i t77 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t69);
                _mm256_storeu_si256((__m256i *)&g_c[t70], t77);
                t5 += 32L;
                t3 = _mm256_add_epi32(t3, _mm256_set1_epi32(32));
                __m256i t78 = _mm256_add_epi32(t4, _mm256_set1_epi32(4));
                __m256i t79 = t78;
                __m256i t80 = _mm256_sub_epi32(t79, _mm256_set1_epi32(7));
                __m256i t81 = _mm256_min_epu32(t79, t80);
                t4 = t81;
            } while (t5 < 992L);
            __m256i t82 = _mm256_set1_epi32(992);
            __m256i t83 = t82;
            __m256i t6 = _mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t84 = _mm256_set1_epi32(5);
            __m256i t85 = _mm256_add_epi32(t84, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
            __m256i t86 = t85;
            __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(7));
            __m256i t88 = _mm256_min_epu32(t86, t87);
            __m256i t7 = t88;
            long t8 = 0L;
            do {
                __m256i t89 = t6;
                long t90 = (long)(int)(992L + t8);
                _mm256_storeu_si256((__m256i *)&g_a[t90], t7);
                __m256i t91 = _mm256_sub_epi32(_mm256_setzero_si256(), t89);
                _mm256_storeu_si256((__m256i *)&g_b[t90], t91);
                __m256i t92 = _mm256_mullo_epi32(_mm256_set1_epi32(3), t89);
                _mm256_storeu_si256((__m256i *)&g_c[t90], t92);
                t8 += 8L;
                t6 = _mm256_add_epi32(t6, _mm256_set1_epi32(8));
                __m256i t93 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
                __m256i t94 = t93;
                __m256i t95 = _mm256_sub_epi32(t94, _mm256_set1_epi32(7));
                __m256i t96 = _mm256_min_epu32(t94, t95);
                t7 = t96;
            } while (t8 < 8L);
            for (int i_1 = 1000; i_1 < 1003; i_1++) {
                long t97 = (long)i_1;
                g_a[t97] = i_1 % 7;
                g_b[t97] = -i_1;
                g_c[t97] = 3 * i_1;
            }
            glob_rev_load();
            (_mm256_zeroupper(), glob_rev_store());
            unsigned long t98 = (_mm256_zeroupper(), hash_bytes((const void *)g_c, 4012UL));
            printf("globals %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g_b, 4012UL)), (unsigned long long)t98);
            return 0;
        }
        int *a = (int *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        int *c = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        int *b = (int *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *x = (float *)(_mm256_zeroupper(), guarded(n, 4UL));
        float *y = (float *)(_mm256_zeroupper(), front_guarded(n, 4UL));
        double *xd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        double *yd = (double *)(_mm256_zeroupper(), front_guarded(n, 8UL));
        short *s = (short *)(_mm256_zeroupper(), front_guarded(n, 2UL));
        unsigned char *p = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        unsigned char *q = (unsigned char *)(_mm256_zeroupper(), front_guarded(n, 1UL));
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            a[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -5 + (int)((_mm256_zeroupper(), next_rand()) % 10U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            x[fill_idx_2] = (float)(-10 + (int)((_mm256_zeroupper(), next_rand()) % 20U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            y[fill_idx_3] = (float)(int)((_mm256_zeroupper(), next_rand()) % 5U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            xd[fill_idx_4] = (double)(-1 + (int)((_mm256_zeroupper(), next_rand()) % 3U));
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            yd[fill_idx_5] = (double)(int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            s[fill_idx_6] = (short)(-30000 + (int)((_mm256_zeroupper(), next_rand()) % 60000U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            p[fill_idx_7] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_8 = 0; fill_idx_8 < n; fill_idx_8++) {
            q[fill_idx_8] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        long t10 = (long)n;
        if (t10 >= 16L) {
            long t11 = t10 & -16L;
            long t1 = 0L;
            do {
                double *t12 = xd + (int)t1;
                __m256d t13 = _mm256_loadu_pd(t12);
                __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t12, t14);
                double *t15 = xd + (int)(t1 + 4L);
                __m256d t16 = _mm256_loadu_pd(t15);
                __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t15, t17);
                double *t18 = xd + (int)(t1 + 8L);
                __m256d t19 = _mm256_loadu_pd(t18);
                __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t18, t20);
                double *t21 = xd + (int)(t1 + 12L);
                __m256d t22 = _mm256_loadu_pd(t21);
                __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t21, t23);
                t1 += 16L;
            } while (t1 < t11);
            t24 = (int)t11;
        } else {
            t24 = 0;
        }
        long t25 = (long)n + (long)t24 * -1L;
        if (t25 >= 4L) {
            long t26 = t25 & -4L;
            long t2 = 0L;
            do {
                double *t27 = xd + (int)((long)t24 + t2);
                __m256d t28 = _mm256_loadu_pd(t27);
                __m256d t29 = _mm256_mul_pd(t28, _mm256_set1_pd(0.375));
                _mm256_storeu_pd(t27, t29);
                t2 += 4L;
            } while (t2 < t26);
            i = (int)((long)t24 + t26);
        } else {
            i = t24;
        }
        for (; i < n; i++) {
            double *t30 = xd + i;
            *t30 = *t30 * 0.375;
        }
        const int *t31 = c;
        rev_cond_load(n, a, t31, b);
        (_mm256_zeroupper(), rev_cond_store(n, x, y));
        (_mm256_zeroupper(), down_cond(n, xd, yd));
        long sum = down_cond_sum(n, s, t31);
        rev_bytes(n, p, q);
        unsigned long t32 = (unsigned long)n;
        unsigned long t33 = (_mm256_zeroupper(), hash_bytes((const void *)q, t32 * 1UL));
        unsigned long t34 = (_mm256_zeroupper(), hash_bytes((const void *)yd, t32 * 8UL));
        unsigned long t35 = t32 * 4UL;
        unsigned long t36 = (_mm256_zeroupper(), hash_bytes((const void *)y, t35));
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
