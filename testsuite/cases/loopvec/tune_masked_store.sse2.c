/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
static inline __attribute__((unused)) __m128i vcc_sse2_cmpeq_epi64(__m128i a, __m128i b) { __m128i e = _mm_cmpeq_epi32(a, b); return _mm_and_si128(e, _mm_shuffle_epi32(e, 0xb1)); }

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
void scale_positive(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128 c_v = _mm_loadu_ps(c + i_vec);
            __m128i t3 = _mm_castps_si128(_mm_cmpgt_ps(c_v, _mm_set1_ps(0.5f)));
            __m128 b_v = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)i_vec * 4UL), t3));
            __m128 t4 = _mm_mul_ps(b_v, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)a + (unsigned long)i_vec * 4UL), t4, t3);
            long t5 = i_vec + 4L;
            __m128 c_v_1 = _mm_loadu_ps(c + t5);
            __m128i t6 = _mm_castps_si128(_mm_cmpgt_ps(c_v_1, _mm_set1_ps(0.5f)));
            __m128 b_v_1 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t5 * 4UL), t6));
            __m128 t7 = _mm_mul_ps(b_v_1, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)a + (unsigned long)t5 * 4UL), t7, t6);
            long t8 = i_vec + 8L;
            __m128 c_v_2 = _mm_loadu_ps(c + t8);
            __m128i t9 = _mm_castps_si128(_mm_cmpgt_ps(c_v_2, _mm_set1_ps(0.5f)));
            __m128 b_v_2 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t8 * 4UL), t9));
            __m128 t10 = _mm_mul_ps(b_v_2, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)a + (unsigned long)t8 * 4UL), t10, t9);
            long t11 = i_vec + 12L;
            __m128 c_v_3 = _mm_loadu_ps(c + t11);
            __m128i t12 = _mm_castps_si128(_mm_cmpgt_ps(c_v_3, _mm_set1_ps(0.5f)));
            __m128 b_v_3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t11 * 4UL), t12));
            __m128 t13 = _mm_mul_ps(b_v_3, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)a + (unsigned long)t11 * 4UL), t13, t12);
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
        /* vcc: loop at tune_masked_store.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m128 c_v_4 = _mm_loadu_ps(c + t17);
            __m128i t18 = _mm_castps_si128(_mm_cmpgt_ps(c_v_4, _mm_set1_ps(0.5f)));
            __m128 b_v_4 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (const float *)((unsigned long)b + (unsigned long)t17 * 4UL), t18));
            __m128 t19 = _mm_mul_ps(b_v_4, _mm_set1_ps(2.0f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)a + (unsigned long)t17 * 4UL), t19, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        if (c[t20] > 0.5f) {
            a[t20] = b[t20] * 2.0f;
        }
    }
}

void add_odd(int n, long *restrict a, const long *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at tune_masked_store.c:20 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t3 = _mm_and_si128(b_v, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t4 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t3, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t5 = _mm_add_epi64(b_v, ((__m128i)(vcc_v2_long){3L, 3L}));
            vcc_sse_store_masked(vcc_v2_long, (long *)((unsigned long)a + (unsigned long)i_vec * 8UL), t5, t4);
            long t6 = i_vec + 2L;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t6));
            __m128i t7 = _mm_and_si128(b_v_1, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t8 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t7, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t9 = _mm_add_epi64(b_v_1, ((__m128i)(vcc_v2_long){3L, 3L}));
            vcc_sse_store_masked(vcc_v2_long, (long *)((unsigned long)a + (unsigned long)t6 * 8UL), t9, t8);
            long t10 = i_vec + 4L;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t10));
            __m128i t11 = _mm_and_si128(b_v_2, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t12 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t11, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t13 = _mm_add_epi64(b_v_2, ((__m128i)(vcc_v2_long){3L, 3L}));
            vcc_sse_store_masked(vcc_v2_long, (long *)((unsigned long)a + (unsigned long)t10 * 8UL), t13, t12);
            long t14 = i_vec + 6L;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t14));
            __m128i t15 = _mm_and_si128(b_v_3, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t16 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t15, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t17 = _mm_add_epi64(b_v_3, ((__m128i)(vcc_v2_long){3L, 3L}));
            vcc_sse_store_masked(vcc_v2_long, (long *)((unsigned long)a + (unsigned long)t14 * 8UL), t17, t16);
            i_vec += 8L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 2L) {
        long t20 = t19 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at tune_masked_store.c:20 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t21));
            __m128i t22 = _mm_and_si128(b_v_4, ((__m128i)(vcc_v2_long){1L, 1L}));
            __m128i t23 = vcc_sse_not(vcc_sse2_cmpeq_epi64(t22, ((__m128i)(vcc_v2_long){0L, 0L})));
            __m128i t24 = _mm_add_epi64(b_v_4, ((__m128i)(vcc_v2_long){3L, 3L}));
            vcc_sse_store_masked(vcc_v2_long, (long *)((unsigned long)a + (unsigned long)t21 * 8UL), t24, t23);
            i_vec_1 += 2L;
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
