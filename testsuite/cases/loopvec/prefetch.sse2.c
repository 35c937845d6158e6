/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned long vcc_v2_ulong __attribute__((vector_size(16)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }
#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

/* vcc-test: expect-vectorized 4 */
/* `__builtin_prefetch` in a loop (zstd, libdeflate): a hint with no effect on what the program
 * computes. The vector loop issues it once per part, for the part's first lane, so a VF-wide
 * part asks for the line it would have asked for on its first iteration. */
#include "harness.h"

/* Prefetch a fixed distance ahead of a pointer that walks. */
void scale_ahead(float *restrict dst, const float *restrict src, int n, float k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128 k_v = _mm_set1_ps(k);
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const float *t3 = src + i_vec;
            __builtin_prefetch((const void *)(t3 + 64));
            __m128 src_v = _mm_loadu_ps(t3);
            __m128 t4 = _mm_mul_ps(src_v, k_v);
            _mm_storeu_ps(dst + i_vec, t4);
            long t5 = i_vec + 4L;
            const float *t6 = src + t5;
            __builtin_prefetch((const void *)(t6 + 64));
            __m128 src_v_1 = _mm_loadu_ps(t6);
            __m128 t7 = _mm_mul_ps(src_v_1, k_v);
            _mm_storeu_ps(dst + t5, t7);
            long t8 = i_vec + 8L;
            const float *t9 = src + t8;
            __builtin_prefetch((const void *)(t9 + 64));
            __m128 src_v_2 = _mm_loadu_ps(t9);
            __m128 t10 = _mm_mul_ps(src_v_2, k_v);
            _mm_storeu_ps(dst + t8, t10);
            long t11 = i_vec + 12L;
            const float *t12 = src + t11;
            __builtin_prefetch((const void *)(t12 + 64));
            __m128 src_v_3 = _mm_loadu_ps(t12);
            __m128 t13 = _mm_mul_ps(src_v_3, k_v);
            _mm_storeu_ps(dst + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        __m128 k_v_1 = _mm_set1_ps(k);
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            const float *t18 = src + t17;
            __builtin_prefetch((const void *)(t18 + 64));
            __m128 src_v_4 = _mm_loadu_ps(t18);
            __m128 t19 = _mm_mul_ps(src_v_4, k_v_1);
            _mm_storeu_ps(dst + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        const float *t21 = src + t20;
        __builtin_prefetch((const void *)(t21 + 64));
        dst[t20] = *t21 * k;
    }
}

/* With the write and locality arguments, on a store's address. */
void add_ahead(int *restrict a, const int *restrict b, int n) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:17 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __builtin_prefetch((const void *)(a + ((int)i_vec + 32)), 1, 0);
            int *t3 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_add_epi32(a_v, b_v);
            _mm_storeu_si128((__m128i *)t3, t4);
            long t5 = i_vec + 4L;
            __builtin_prefetch((const void *)(a + ((int)t5 + 32)), 1, 0);
            int *t6 = a + t5;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t6);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t5));
            __m128i t7 = _mm_add_epi32(a_v_1, b_v_1);
            _mm_storeu_si128((__m128i *)t6, t7);
            long t8 = i_vec + 8L;
            __builtin_prefetch((const void *)(a + ((int)t8 + 32)), 1, 0);
            int *t9 = a + t8;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t9);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t8));
            __m128i t10 = _mm_add_epi32(a_v_2, b_v_2);
            _mm_storeu_si128((__m128i *)t9, t10);
            long t11 = i_vec + 12L;
            __builtin_prefetch((const void *)(a + ((int)t11 + 32)), 1, 0);
            int *t12 = a + t11;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)t12);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t11));
            __m128i t13 = _mm_add_epi32(a_v_3, b_v_3);
            _mm_storeu_si128((__m128i *)t12, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:17 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __builtin_prefetch((const void *)(a + ((int)t17 + 32)), 1, 0);
            int *t18 = a + t17;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)t18);
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t19 = _mm_add_epi32(a_v_4, b_v_4);
            _mm_storeu_si128((__m128i *)t18, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        __builtin_prefetch((const void *)(a + (i + 32)), 1, 0);
        long t20 = (long)i;
        int *t21 = a + t20;
        *t21 = *t21 + b[t20];
    }
}

/* A reduction, prefetching through a pointer induction. */
long sum_ahead(const int *p, int n) {
    long s;
    const int *t16;
    long t17;
    const int *p_1;
    const int *end = p + n;
    long t3 = (long)n;
    if (t3 >= 8L) {
        long t4 = t3 & -8L;
        long t1 = 0L;
        __m128i s_v = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_1 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_2 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        __m128i s_v_3 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at prefetch.c:26 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const int *t5 = p + t1;
            __builtin_prefetch((const void *)(t5 + 16), 0, 3);
            vcc_v2_int p_v = vcc_load(vcc_v2_int, t5);
            __m128i t6 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)p_v));
            s_v = _mm_add_epi64(s_v, t6);
            const int *t7 = p + (t1 + 2L);
            __builtin_prefetch((const void *)(t7 + 16), 0, 3);
            vcc_v2_int p_v_1 = vcc_load(vcc_v2_int, t7);
            __m128i t8 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)p_v_1));
            s_v_1 = _mm_add_epi64(s_v_1, t8);
            const int *t9 = p + (t1 + 4L);
            __builtin_prefetch((const void *)(t9 + 16), 0, 3);
            vcc_v2_int p_v_2 = vcc_load(vcc_v2_int, t9);
            __m128i t10 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)p_v_2));
            s_v_2 = _mm_add_epi64(s_v_2, t10);
            const int *t11 = p + (t1 + 6L);
            __builtin_prefetch((const void *)(t11 + 16), 0, 3);
            vcc_v2_int p_v_3 = vcc_load(vcc_v2_int, t11);
            __m128i t12 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)p_v_3));
            s_v_3 = _mm_add_epi64(s_v_3, t12);
            t1 += 8L;
        } while (t1 < t4);
        __m128i t13 = _mm_add_epi64(s_v, s_v_1);
        __m128i t14 = _mm_add_epi64(t13, s_v_2);
        __m128i t15 = _mm_add_epi64(t14, s_v_3);
        t16 = p + t4;
        t17 = (long)vcc_sse_reduce_epi64(t15, _mm_add_epi64, unsigned long);
    } else {
        t16 = p;
        t17 = 0L;
    }
    long t18 = ((long)p + (long)n * 4L + (long)t16 * -1L) / 4L;
    if (t18 >= 2L) {
        long t19 = t18 & -2L;
        long t2 = 0L;
        __m128i s_v_4 = (__m128i)(vcc_v2_ulong){0UL, 0UL};
        /* vcc: loop at prefetch.c:26 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            const int *t20 = t16 + t2;
            __builtin_prefetch((const void *)(t20 + 16), 0, 3);
            vcc_v2_int p_v_4 = vcc_load(vcc_v2_int, t20);
            __m128i t21 = vcc_sse2_cvtepi32_epi64(_mm_cvtsi64_si128((long long)p_v_4));
            s_v_4 = _mm_add_epi64(s_v_4, t21);
            t2 += 2L;
        } while (t2 < t19);
        p_1 = t16 + t19;
        s = (long)((unsigned long)t17 + vcc_sse_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        p_1 = t16;
        s = t17;
    }
    for (; p_1 != end; p_1 = p_1 + 1) {
        __builtin_prefetch((const void *)(p_1 + 16), 0, 3);
        s += (long)*p_1;
    }
    return s;
}

/* Under a condition: the hint may run on every lane. */
void clamp_ahead(short *restrict a, int n) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at prefetch.c:35 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            short *t3 = a + i_vec;
            __m128i a_v = _mm_loadu_si128((const __m128i *)t3);
            __m128i t4 = _mm_cmpgt_epi16(a_v, _mm_set1_epi16((short)100));
            __builtin_prefetch((const void *)(t3 + 64));
            vcc_sse_store_masked(vcc_v8_short, (short *)((unsigned long)a + (unsigned long)i_vec * 2UL), _mm_set1_epi16((short)100), t4);
            long t5 = i_vec + 8L;
            short *t6 = a + t5;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)t6);
            __m128i t7 = _mm_cmpgt_epi16(a_v_1, _mm_set1_epi16((short)100));
            __builtin_prefetch((const void *)(t6 + 64));
            vcc_sse_store_masked(vcc_v8_short, (short *)((unsigned long)a + (unsigned long)t5 * 2UL), _mm_set1_epi16((short)100), t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at prefetch.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            short *t12 = a + t11;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)t12);
            __m128i t13 = _mm_cmpgt_epi16(a_v_2, _mm_set1_epi16((short)100));
            __builtin_prefetch((const void *)(t12 + 64));
            vcc_sse_store_masked(vcc_v8_short, (short *)((unsigned long)a + (unsigned long)t11 * 2UL), _mm_set1_epi16((short)100), t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        short *t14 = a + i;
        if ((int)*t14 > 100) {
            __builtin_prefetch((const void *)(t14 + 64));
            *t14 = (short)100;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *f = new_array(n, sizeof(float)), *g = new_array(n, sizeof(float));
        int *a = new_array(n, sizeof(int)), *b = new_array(n, sizeof(int));
        short *s = new_array(n, sizeof(short));
        FILL(f, n, -1000, 2000);
        FILL(a, n, -50000, 100000);
        FILL(b, n, -50000, 100000);
        FILL(s, n, 0, 300);
        scale_ahead(g, f, n, 0.75f);
        add_ahead(a, b, n);
        long r = sum_ahead(b, n);
        clamp_ahead(s, n);
        printf("n=%d %ld %llx %llx %llx\n", n, r, HASH(g, n), HASH(a, n), HASH(s, n));
        free(f), free(g), free(a), free(b), free(s);
    }
    return 0;
}
