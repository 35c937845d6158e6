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
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:14 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256 c_v = _mm256_loadu_ps(c + i_vec);
            __m256i t3 = _mm256_castps_si256(_mm256_cmp_ps(c_v, _mm256_set1_ps(0.5f), _CMP_GT_OQ));
            __m256 b_v = _mm256_maskload_ps((const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3);
            __m256 t4 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            _mm256_maskstore_ps((float *)((unsigned long)a + (unsigned long)i_vec * 4UL), t3, t4);
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        if (c[t5] > 0.5f) {
            a[t5] = b[t5] * 2.0f;
        }
    }
}

__attribute__((target("avx2"))) void add_odd(int n, long *restrict a, const long *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:20 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t3 = _mm256_and_si256(b_v, _mm256_set1_epi64x((long long)1LL));
            __m128i t4 = (__m128i)__builtin_convertvector((vcc_v4_long)t3 != (vcc_v4_long)_mm256_set1_epi64x((long long)0LL), vcc_m4);
            __m256i t5 = _mm256_add_epi64(b_v, _mm256_set1_epi64x((long long)3LL));
            _mm256_maskstore_epi64((long long *)(long *)((unsigned long)a + (unsigned long)i_vec * 8UL), _mm256_cvtepi32_epi64(t4), t5);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t6 = (long)i;
        long t7 = b[t6];
        if (t7 & 1L) {
            a[t6] = t7 + 3L;
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
