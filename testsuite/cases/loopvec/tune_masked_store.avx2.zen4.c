/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));

/* vcc-test: expect-vectorized generic=2 avx2=2 sse4.2=2 neon=1 */
/* vcc-test: also-tune avx2 zen4 */
/* vcc-test: also-tune avx2 sapphirerapids */
#include "harness.h"

/* The tune prices the same instructions per core (`--tune`): AVX2's masked stores
   (`vmaskmovps`, `vpmaskmovq`) are microcoded on Zen 4, about 12 cycles a register, and one
   store uop on Sapphire Rapids. Under --tune=zen4 the conditional stores below are dearer
   (fewer parts unrolled: UF 2 for floats, and a lower estimate for the 64-bit ones); under
   --tune=sapphirerapids masked accesses cost what plain ones do, so the float loop's
   remainder runs as one masked vector iteration instead of a vector epilogue. Every run must
   print what the original prints. */
__attribute__((target("avx2"))) void scale_positive(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256 c_v = _mm256_loadu_ps(c + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(c_v, _mm256_set1_ps(0.5f), _CMP_GT_OQ));
            __m256 b_v = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3);
            __m256 t4 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3, t4);
            long t5 = i_vec + 8L;
            __m256 c_v_1 = _mm256_loadu_ps(c + t5);
            __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(c_v_1, _mm256_set1_ps(0.5f), _CMP_GT_OQ));
            __m256 b_v_1 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t5 * 4UL), t6);
            __m256 t7 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)a + (unsigned long)t5 * 4UL), t6, t7);
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
        /* vcc: loop at tune_masked_store.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            __m256 c_v_2 = _mm256_loadu_ps(c + t11);
            __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(c_v_2, _mm256_set1_ps(0.5f), _CMP_GT_OQ));
            __m256 b_v_2 = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)t11 * 4UL), t12);
            __m256 t13 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)a + (unsigned long)t11 * 4UL), t12, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        if (c[t14] > 0.5f) {
            a[t14] = b[t14] * 2.0f;
        }
    }
}

__attribute__((target("avx2"))) void add_odd(int n, long *restrict a, const long *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:20 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_and_si256(b_v, _mm256_set1_epi64x((long long)1LL));
            __m128i t4 = (__m128i)__builtin_convertvector((vcc_v4_long)t3 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t5 = _mm256_add_epi64(b_v, _mm256_set1_epi64x((long long)3LL));
            _mm256_maskstore_epi64((long long *)(long *)((unsigned long)a + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t4), t5);
            long t6 = i_vec + 4L;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t6));
            __m256i t7 = _mm256_and_si256(b_v_1, _mm256_set1_epi64x((long long)1LL));
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_v4_long)t7 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t9 = _mm256_add_epi64(b_v_1, _mm256_set1_epi64x((long long)3LL));
            _mm256_maskstore_epi64((long long *)(long *)((unsigned long)a + (unsigned long)t6 * 8UL), _mm256_cvtepi32_epi64(t8), t9);
            long t10 = i_vec + 8L;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t10));
            __m256i t11 = _mm256_and_si256(b_v_2, _mm256_set1_epi64x((long long)1LL));
            __m128i t12 = (__m128i)__builtin_convertvector((vcc_v4_long)t11 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t13 = _mm256_add_epi64(b_v_2, _mm256_set1_epi64x((long long)3LL));
            _mm256_maskstore_epi64((long long *)(long *)((unsigned long)a + (unsigned long)t10 * 8UL), _mm256_cvtepi32_epi64(t12), t13);
            long t14 = i_vec + 12L;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t14));
            __m256i t15 = _mm256_and_si256(b_v_3, _mm256_set1_epi64x((long long)1LL));
            __m128i t16 = (__m128i)__builtin_convertvector((vcc_v4_long)t15 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t17 = _mm256_add_epi64(b_v_3, _mm256_set1_epi64x((long long)3LL));
            _mm256_maskstore_epi64((long long *)(long *)((unsigned long)a + (unsigned long)t14 * 8UL), _mm256_cvtepi32_epi64(t16), t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at tune_masked_store.c:20 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t22 = _mm256_and_si256(b_v_4, _mm256_set1_epi64x((long long)1LL));
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_v4_long)t22 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t24 = _mm256_add_epi64(b_v_4, _mm256_set1_epi64x((long long)3LL));
            _mm256_maskstore_epi64((long long *)(long *)((unsigned long)a + (unsigned long)t21 * 8UL), _mm256_cvtepi32_epi64(t23), t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        long t26 = b[t25];
        if (t26 & 1L) {
            a[t25] = t26 + 3L;
        }
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *fa = new_array(n, 4), *fb = new_array(n, 4), *fc = new_array(n, 4);
        long *la = new_array(n, 8), *lb = new_array(n, 8);
        FILL(fa, n, -100, 200);
        FILL(fb, n, -100, 200);
        FILL(fc, n, 0, 2);
        FILL(la, n, -1000, 2000);
        FILL(lb, n, -1000, 2000);
        scale_positive(n, fa, fb, fc);
        add_odd(n, la, lb);
        printf("n=%d scale=%llx odd=%llx\n", n, HASH(fa, n), HASH(la, n));
        free(fa), free(fb), free(fc), free(la), free(lb);
    }
    return 0;
}
