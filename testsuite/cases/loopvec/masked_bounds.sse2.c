/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

/* vcc-test: expect-vectorized generic=14 avx2=14 avx512=14 sse4.2=13 neon=10 sse2=13 */
/* Masked accesses whose lane 0 is off: the scalar loop never forms the address of an element
 * outside the array, but lane 0's address of a masked vector access may lie there (`g[i - 1]`
 * with `i >= 1` at i = 0, `g[i + 4]` with `i + 4 < G` near the end). Such addresses are computed
 * as unsigned integers; with C's array indexing this program fails under
 * -fsanitize=undefined ("index -1 out of bounds for type 'int [1003]'"), which the test builds
 * vcc's output with. Constant and run-time counts, loads and stores. A conditional load whose
 * elements all exist (`gf[i]` in store_before, `g[i]` in load_inside: the loop's constant count
 * stays inside the array) is an unmasked load; one whose stretch passes the array's end
 * (`half[i]` in load_half, read only while `i < H` by a loop of G iterations) stays masked: an
 * unmasked one would read past `half` (AddressSanitizer, which the test also builds with).
 * A conditional load of one element at a constant offset (`gf[0]` on the first iteration, the
 * last element of a local array) is loaded once, unmasked, where the element exists; through
 * a pointer of unknown extent (`p[0]`), or at an offset past the array (`half[H]`, read only
 * when a run-time flag says so, which it never does), it keeps the refusal. Over a constant
 * count, a test of the counter against a constant splits the loop there instead
 * (`split_loops.rs`: load_before, store_before, load_half, first_iter), and each part needs no
 * mask; the `_n` twins run to a run-time count, which is not split, and keep the masks. */
#include "harness.h"

#define G 1003
static int g[G], out[G];
static float gf[G], outf[G];
#define H 500
static int half[H];

/* A load one element back, from the second iteration on. */
void load_before(void) {
    int i = 0;
    while (i < 1) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t1 = 1L + i_vec;
        __m128i g_v = _mm_loadu_si128((const __m128i *)&g[(int)t1 - 1]);
        __m128i t2 = (__m128i)((vcc_v4_int)g_v * (vcc_v4_int)_mm_set1_epi32(3));
        _mm_storeu_si128((__m128i *)&out[t1], t2);
        long t3 = 1L + (i_vec + 4L);
        __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[(int)t3 - 1]);
        __m128i t4 = (__m128i)((vcc_v4_int)g_v_1 * (vcc_v4_int)_mm_set1_epi32(3));
        _mm_storeu_si128((__m128i *)&out[t3], t4);
        long t5 = 1L + (i_vec + 8L);
        __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[(int)t5 - 1]);
        __m128i t6 = (__m128i)((vcc_v4_int)g_v_2 * (vcc_v4_int)_mm_set1_epi32(3));
        _mm_storeu_si128((__m128i *)&out[t5], t6);
        long t7 = 1L + (i_vec + 12L);
        __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[(int)t7 - 1]);
        __m128i t8 = (__m128i)((vcc_v4_int)g_v_3 * (vcc_v4_int)_mm_set1_epi32(3));
        _mm_storeu_si128((__m128i *)&out[t7], t8);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 993L + i_vec_1;
        __m128i g_v_4 = _mm_loadu_si128((const __m128i *)&g[(int)t9 - 1]);
        __m128i t10 = (__m128i)((vcc_v4_int)g_v_4 * (vcc_v4_int)_mm_set1_epi32(3));
        _mm_storeu_si128((__m128i *)&out[t9], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        out[i_1] = g[i_1 - 1] * 3;
    }
}

/* The same to a run-time count (n = G): masked, lane 0 off in the first vector. */
void load_before_n(int n) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1), (__m128i)i_v));
            __m128i g_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec - 1) * 4UL), t4);
            __m128i t5 = (__m128i)((vcc_v4_uint)g_v * (vcc_v4_uint)_mm_set1_epi32(3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t5, t4);
            long t6 = i_vec + 4L;
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t8 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1), t7));
            __m128i g_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t6 - 1) * 4UL), t8);
            __m128i t9 = (__m128i)((vcc_v4_uint)g_v_1 * (vcc_v4_uint)_mm_set1_epi32(3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t6 * 4UL), t9, t8);
            long t10 = i_vec + 8L;
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t12 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1), t11));
            __m128i g_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t10 - 1) * 4UL), t12);
            __m128i t13 = (__m128i)((vcc_v4_uint)g_v_2 * (vcc_v4_uint)_mm_set1_epi32(3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t10 * 4UL), t13, t12);
            long t14 = i_vec + 12L;
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t16 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1), t15));
            __m128i g_v_3 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t14 - 1) * 4UL), t16);
            __m128i t17 = (__m128i)((vcc_v4_uint)g_v_3 * (vcc_v4_uint)_mm_set1_epi32(3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t14 * 4UL), t17, t16);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128i t21 = _mm_set1_epi32((int)t18);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            __m128i t23 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1), (__m128i)i_v_1));
            __m128i g_v_4 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t22 - 1) * 4UL), t23);
            __m128i t24 = (__m128i)((vcc_v4_uint)g_v_4 * (vcc_v4_uint)_mm_set1_epi32(3));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t22 * 4UL), t24, t23);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
void load_after(int n) {
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t5 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t4);
            __m128i g_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec + 4) * 4UL), t5);
            __m128i t6 = _mm_add_epi32(g_v, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t6, t5);
            long t7 = i_vec + 4L;
            __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t9 = _mm_add_epi32(t8, _mm_set1_epi32(4));
            __m128i t10 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t9);
            __m128i g_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t7 + 4) * 4UL), t10);
            __m128i t11 = _mm_add_epi32(g_v_1, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t7 * 4UL), t11, t10);
            long t12 = i_vec + 8L;
            __m128i t13 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t14 = _mm_add_epi32(t13, _mm_set1_epi32(4));
            __m128i t15 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t14);
            __m128i g_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t12 + 4) * 4UL), t15);
            __m128i t16 = _mm_add_epi32(g_v_2, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t12 * 4UL), t16, t15);
            long t17 = i_vec + 12L;
            __m128i t18 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t19 = _mm_add_epi32(t18, _mm_set1_epi32(4));
            __m128i t20 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t19);
            __m128i g_v_3 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t17 + 4) * 4UL), t20);
            __m128i t21 = _mm_add_epi32(g_v_3, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t17 * 4UL), t21, t20);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        __m128i t25 = _mm_set1_epi32((int)t22);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t25, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t26 = (long)t22 + i_vec_1;
            __m128i t27 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            __m128i t28 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t27);
            __m128i g_v_4 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)(long)((int)t26 + 4) * 4UL), t28);
            __m128i t29 = _mm_add_epi32(g_v_4, _mm_set1_epi32(1));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t26 * 4UL), t29, t28);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        int t30 = i + 4;
        if (t30 < 1003) {
            out[i] = g[t30] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
void store_before(void) {
    int i = 0;
    while (i < 2) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:50 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t1 = 2L + i_vec;
        __m128 gf_v = _mm_loadu_ps(&gf[t1]);
        __m128 t2 = _mm_mul_ps(gf_v, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[(int)t1 - 2], t2);
        long t3 = 2L + (i_vec + 4L);
        __m128 gf_v_1 = _mm_loadu_ps(&gf[t3]);
        __m128 t4 = _mm_mul_ps(gf_v_1, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[(int)t3 - 2], t4);
        long t5 = 2L + (i_vec + 8L);
        __m128 gf_v_2 = _mm_loadu_ps(&gf[t5]);
        __m128 t6 = _mm_mul_ps(gf_v_2, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[(int)t5 - 2], t6);
        long t7 = 2L + (i_vec + 12L);
        __m128 gf_v_3 = _mm_loadu_ps(&gf[t7]);
        __m128 t8 = _mm_mul_ps(gf_v_3, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[(int)t7 - 2], t8);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:50 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t9 = 994L + i_vec_1;
        __m128 gf_v_4 = _mm_loadu_ps(&gf[t9]);
        __m128 t10 = _mm_mul_ps(gf_v_4, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[(int)t9 - 2], t10);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1002; i_1 < 1003; i_1++) {
        outf[i_1 - 2] = gf[i_1] * 0.5f;
    }
}

/* The same to a run-time count (n = G). */
void store_before_n(int n) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:57 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(2), (__m128i)i_v));
            __m128 gf_v = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)&gf + (unsigned long)i_vec * 4UL), t4));
            __m128 t5 = _mm_mul_ps(gf_v, _mm_set1_ps(0.5f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)(long)((int)i_vec - 2) * 4UL), t5, t4);
            long t6 = i_vec + 4L;
            __m128i t7 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t8 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(2), t7));
            __m128 gf_v_1 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)&gf + (unsigned long)t6 * 4UL), t8));
            __m128 t9 = _mm_mul_ps(gf_v_1, _mm_set1_ps(0.5f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)(long)((int)t6 - 2) * 4UL), t9, t8);
            long t10 = i_vec + 8L;
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t12 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(2), t11));
            __m128 gf_v_2 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)&gf + (unsigned long)t10 * 4UL), t12));
            __m128 t13 = _mm_mul_ps(gf_v_2, _mm_set1_ps(0.5f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)(long)((int)t10 - 2) * 4UL), t13, t12);
            long t14 = i_vec + 12L;
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t16 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(2), t15));
            __m128 gf_v_3 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)&gf + (unsigned long)t14 * 4UL), t16));
            __m128 t17 = _mm_mul_ps(gf_v_3, _mm_set1_ps(0.5f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)(long)((int)t14 - 2) * 4UL), t17, t16);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m128i t21 = _mm_set1_epi32((int)t18);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:57 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t22 = (long)t18 + i_vec_1;
            __m128i t23 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(2), (__m128i)i_v_1));
            __m128 gf_v_4 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)&gf + (unsigned long)t22 * 4UL), t23));
            __m128 t24 = _mm_mul_ps(gf_v_4, _mm_set1_ps(0.5f));
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)(long)((int)t22 - 2) * 4UL), t24, t23);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
void load_inside(void) {
    int t27;
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:64 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int *t1 = &out[i_vec];
        __m128i out_v = _mm_loadu_si128((const __m128i *)t1);
        __m128i t2 = _mm_cmpgt_epi32(out_v, _mm_set1_epi32(10));
        __m128i g_v = _mm_loadu_si128((const __m128i *)&g[i_vec]);
        __m128i t3 = (__m128i)((vcc_v4_uint)g_v * (vcc_v4_uint)_mm_set1_epi32(2));
        __m128i t4 = vcc_sse2_blendv_epi8(_mm_set1_epi32(7), t3, t2);
        _mm_storeu_si128((__m128i *)t1, t4);
        long t5 = i_vec + 4L;
        int *t6 = &out[t5];
        __m128i out_v_1 = _mm_loadu_si128((const __m128i *)t6);
        __m128i t7 = _mm_cmpgt_epi32(out_v_1, _mm_set1_epi32(10));
        __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[t5]);
        __m128i t8 = (__m128i)((vcc_v4_uint)g_v_1 * (vcc_v4_uint)_mm_set1_epi32(2));
        __m128i t9 = vcc_sse2_blendv_epi8(_mm_set1_epi32(7), t8, t7);
        _mm_storeu_si128((__m128i *)t6, t9);
        long t10 = i_vec + 8L;
        int *t11 = &out[t10];
        __m128i out_v_2 = _mm_loadu_si128((const __m128i *)t11);
        __m128i t12 = _mm_cmpgt_epi32(out_v_2, _mm_set1_epi32(10));
        __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[t10]);
        __m128i t13 = (__m128i)((vcc_v4_uint)g_v_2 * (vcc_v4_uint)_mm_set1_epi32(2));
        __m128i t14 = vcc_sse2_blendv_epi8(_mm_set1_epi32(7), t13, t12);
        _mm_storeu_si128((__m128i *)t11, t14);
        long t15 = i_vec + 12L;
        int *t16 = &out[t15];
        __m128i out_v_3 = _mm_loadu_si128((const __m128i *)t16);
        __m128i t17 = _mm_cmpgt_epi32(out_v_3, _mm_set1_epi32(10));
        __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[t15]);
        __m128i t18 = (__m128i)((vcc_v4_uint)g_v_3 * (vcc_v4_uint)_mm_set1_epi32(2));
        __m128i t19 = vcc_sse2_blendv_epi8(_mm_set1_epi32(7), t18, t17);
        _mm_storeu_si128((__m128i *)t16, t19);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:64 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t20 = 992L + i_vec_1;
        int *t21 = &out[t20];
        __m128i out_v_4 = _mm_loadu_si128((const __m128i *)t21);
        __m128i t22 = _mm_cmpgt_epi32(out_v_4, _mm_set1_epi32(10));
        __m128i g_v_4 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)t20 * 4UL), t22);
        __m128i t23 = (__m128i)((vcc_v4_uint)g_v_4 * (vcc_v4_uint)_mm_set1_epi32(2));
        __m128i t24 = vcc_sse2_blendv_epi8(_mm_set1_epi32(7), t23, t22);
        _mm_storeu_si128((__m128i *)t21, t24);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t25 = (long)i;
        int *t26 = &out[t25];
        if (*t26 > 10) {
            t27 = g[t25] * 2;
        } else {
            t27 = 7;
        }
        *t26 = t27;
        i++;
    }
}

/* half[i] exists only while i < H: the load stays masked. */
void load_half(void) {
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i half_v = _mm_loadu_si128((const __m128i *)&half[i_vec]);
        __m128i t1 = _mm_add_epi32(half_v, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&out[i_vec], t1);
        long t2 = i_vec + 4L;
        __m128i half_v_1 = _mm_loadu_si128((const __m128i *)&half[t2]);
        __m128i t3 = _mm_add_epi32(half_v_1, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&out[t2], t3);
        long t4 = i_vec + 8L;
        __m128i half_v_2 = _mm_loadu_si128((const __m128i *)&half[t4]);
        __m128i t5 = _mm_add_epi32(half_v_2, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&out[t4], t5);
        long t6 = i_vec + 12L;
        __m128i half_v_3 = _mm_loadu_si128((const __m128i *)&half[t6]);
        __m128i t7 = _mm_add_epi32(half_v_3, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&out[t6], t7);
        i_vec += 16L;
    } while (i_vec < 496L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t8 = 496L + i_vec_1;
        __m128i half_v_4 = _mm_loadu_si128((const __m128i *)&half[t8]);
        __m128i t9 = _mm_add_epi32(half_v_4, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&out[t8], t9);
        i_vec_1 += 4L;
    } while (i_vec_1 < 4L);
    long i_vec_2 = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        _mm_storeu_si128((__m128i *)&out[500L + i_vec_2], _mm_set1_epi32(-3));
        _mm_storeu_si128((__m128i *)&out[500L + (i_vec_2 + 4L)], _mm_set1_epi32(-3));
        _mm_storeu_si128((__m128i *)&out[500L + (i_vec_2 + 8L)], _mm_set1_epi32(-3));
        _mm_storeu_si128((__m128i *)&out[500L + (i_vec_2 + 12L)], _mm_set1_epi32(-3));
        i_vec_2 += 16L;
    } while (i_vec_2 < 496L);
    long i_vec_3 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        _mm_storeu_si128((__m128i *)&out[996L + i_vec_3], _mm_set1_epi32(-3));
        i_vec_3 += 4L;
    } while (i_vec_3 < 4L);
    int i = 1000;
    while (i < 1003) {
        out[i] = -3;
        i++;
    }
}

/* The same to a run-time count (n = G): the load stays masked. */
void load_half_n(int n) {
    int t22;
    int i;
    int t30;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:84 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i t4 = _mm_cmpgt_epi32(_mm_set1_epi32(500), (__m128i)i_v);
            __m128i half_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&half + (unsigned long)i_vec * 4UL), t4);
            __m128i t5 = _mm_add_epi32(half_v, _mm_set1_epi32(1));
            __m128i t6 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-3), t5, t4);
            _mm_storeu_si128((__m128i *)&out[i_vec], t6);
            long t7 = i_vec + 4L;
            __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t9 = _mm_cmpgt_epi32(_mm_set1_epi32(500), t8);
            __m128i half_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&half + (unsigned long)t7 * 4UL), t9);
            __m128i t10 = _mm_add_epi32(half_v_1, _mm_set1_epi32(1));
            __m128i t11 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-3), t10, t9);
            _mm_storeu_si128((__m128i *)&out[t7], t11);
            long t12 = i_vec + 8L;
            __m128i t13 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t14 = _mm_cmpgt_epi32(_mm_set1_epi32(500), t13);
            __m128i half_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&half + (unsigned long)t12 * 4UL), t14);
            __m128i t15 = _mm_add_epi32(half_v_2, _mm_set1_epi32(1));
            __m128i t16 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-3), t15, t14);
            _mm_storeu_si128((__m128i *)&out[t12], t16);
            long t17 = i_vec + 12L;
            __m128i t18 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t19 = _mm_cmpgt_epi32(_mm_set1_epi32(500), t18);
            __m128i half_v_3 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&half + (unsigned long)t17 * 4UL), t19);
            __m128i t20 = _mm_add_epi32(half_v_3, _mm_set1_epi32(1));
            __m128i t21 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-3), t20, t19);
            _mm_storeu_si128((__m128i *)&out[t17], t21);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        __m128i t25 = _mm_set1_epi32((int)t22);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t25, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:84 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t26 = (long)t22 + i_vec_1;
            __m128i t27 = _mm_cmpgt_epi32(_mm_set1_epi32(500), (__m128i)i_v_1);
            __m128i half_v_4 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&half + (unsigned long)t26 * 4UL), t27);
            __m128i t28 = _mm_add_epi32(half_v_4, _mm_set1_epi32(1));
            __m128i t29 = vcc_sse2_blendv_epi8(_mm_set1_epi32(-3), t28, t27);
            _mm_storeu_si128((__m128i *)&out[t26], t29);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t24);
        i = (int)((long)t22 + t24);
    } else {
        i = t22;
    }
    while (i < n) {
        if (i < 500) {
            t30 = half[i] + 1;
        } else {
            t30 = -3;
        }
        out[i] = t30;
        i++;
    }
}

/* The first iteration takes a constant element, the others a pair. */
void first_iter(void) {
    for (int i = 0; i < 1; i++) {
        float *t1 = &outf[i];
        float t2 = gf[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        long t3 = 1L + i_vec;
        __m128 gf_v = _mm_loadu_ps(&gf[t3]);
        __m128 gf_v_1 = _mm_loadu_ps(&gf[(int)t3 - 1]);
        __m128 t4 = _mm_add_ps(gf_v, gf_v_1);
        __m128 t5 = _mm_mul_ps(t4, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[t3], t5);
        long t6 = 1L + (i_vec + 4L);
        __m128 gf_v_2 = _mm_loadu_ps(&gf[t6]);
        __m128 gf_v_3 = _mm_loadu_ps(&gf[(int)t6 - 1]);
        __m128 t7 = _mm_add_ps(gf_v_2, gf_v_3);
        __m128 t8 = _mm_mul_ps(t7, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[t6], t8);
        long t9 = 1L + (i_vec + 8L);
        __m128 gf_v_4 = _mm_loadu_ps(&gf[t9]);
        __m128 gf_v_5 = _mm_loadu_ps(&gf[(int)t9 - 1]);
        __m128 t10 = _mm_add_ps(gf_v_4, gf_v_5);
        __m128 t11 = _mm_mul_ps(t10, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[t9], t11);
        long t12 = 1L + (i_vec + 12L);
        __m128 gf_v_6 = _mm_loadu_ps(&gf[t12]);
        __m128 gf_v_7 = _mm_loadu_ps(&gf[(int)t12 - 1]);
        __m128 t13 = _mm_add_ps(gf_v_6, gf_v_7);
        __m128 t14 = _mm_mul_ps(t13, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[t12], t14);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t15 = 993L + i_vec_1;
        __m128 gf_v_8 = _mm_loadu_ps(&gf[t15]);
        __m128 gf_v_9 = _mm_loadu_ps(&gf[(int)t15 - 1]);
        __m128 t16 = _mm_add_ps(gf_v_8, gf_v_9);
        __m128 t17 = _mm_mul_ps(t16, _mm_set1_ps(0.5f));
        _mm_storeu_ps(&outf[t15], t17);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        long t18 = (long)i_1;
        float *t19 = &outf[t18];
        float t20 = gf[t18] + gf[i_1 - 1];
        *t19 = t20 * 0.5f;
    }
}

/* A local table's last element, on the iterations past a run-time bound. */
void last_of_local(int n) {
    int t[8];
    int t25;
    long k_vec = 0L;
    /* vcc: loop at masked_bounds.c:101 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        __m128i g_v = _mm_loadu_si128((const __m128i *)&g[k_vec]);
        __m128i t1 = (__m128i)((vcc_v4_int)g_v * (vcc_v4_int)_mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)&t[k_vec], t1);
        long t2 = k_vec + 4L;
        __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[t2]);
        __m128i t3 = (__m128i)((vcc_v4_int)g_v_1 * (vcc_v4_int)_mm_set1_epi32(5));
        _mm_storeu_si128((__m128i *)&t[t2], t3);
        k_vec += 8L;
    } while (k_vec < 8L);
    __m128i n_v = _mm_set1_epi32((int)n);
    __m128i t4 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:103 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i t5 = _mm_cmpgt_epi32(n_v, (__m128i)i_v);
        __m128i t_v = _mm_set1_epi32((int)t[7]);
        __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[i_vec]);
        __m128i t6 = vcc_sse2_blendv_epi8(t_v, g_v_2, t5);
        _mm_storeu_si128((__m128i *)&out[i_vec], t6);
        long t7 = i_vec + 4L;
        __m128i t8 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t9 = _mm_cmpgt_epi32(n_v, t8);
        __m128i t_v_1 = _mm_set1_epi32((int)t[7]);
        __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[t7]);
        __m128i t10 = vcc_sse2_blendv_epi8(t_v_1, g_v_3, t9);
        _mm_storeu_si128((__m128i *)&out[t7], t10);
        long t11 = i_vec + 8L;
        __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t13 = _mm_cmpgt_epi32(n_v, t12);
        __m128i t_v_2 = _mm_set1_epi32((int)t[7]);
        __m128i g_v_4 = _mm_loadu_si128((const __m128i *)&g[t11]);
        __m128i t14 = vcc_sse2_blendv_epi8(t_v_2, g_v_4, t13);
        _mm_storeu_si128((__m128i *)&out[t11], t14);
        long t15 = i_vec + 12L;
        __m128i t16 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t17 = _mm_cmpgt_epi32(n_v, t16);
        __m128i t_v_3 = _mm_set1_epi32((int)t[7]);
        __m128i g_v_5 = _mm_loadu_si128((const __m128i *)&g[t15]);
        __m128i t18 = vcc_sse2_blendv_epi8(t_v_3, g_v_5, t17);
        _mm_storeu_si128((__m128i *)&out[t15], t18);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
    } while (i_vec < 992L);
    __m128i n_v_1 = _mm_set1_epi32((int)n);
    __m128i t19 = _mm_set1_epi32(992);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t19, _mm_setr_epi32(0, 1, 2, 3));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:103 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t20 = 992L + i_vec_1;
        __m128i t21 = _mm_cmpgt_epi32(n_v_1, (__m128i)i_v_1);
        __m128i t_v_4 = _mm_set1_epi32((int)t[7]);
        __m128i g_v_6 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&g + (unsigned long)t20 * 4UL), t21);
        __m128i t22 = vcc_sse2_blendv_epi8(t_v_4, g_v_6, t21);
        _mm_storeu_si128((__m128i *)&out[t20], t22);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t23 = (long)i;
        int *t24 = &out[t23];
        if (i < n) {
            t25 = g[t23];
        } else {
            t25 = t[7];
        }
        *t24 = t25;
    }
}

/* Through a pointer of unknown extent: p[0] may not exist (p == 0 when n is 0), refused. */
void through_pointer(int n, const int *p) {
    for (int i = 0; i < G; i++)
        out[i] = i < n ? p[0] + i : g[i];
}

/* half[H] is past the array: read only when `flag` is set (it never is), refused. */
void past_the_end(int flag) {
    for (int i = 0; i < G; i++)
        out[i] = flag ? half[H] : g[i] - 1;
}

/* A store past a run-time offset, under a data condition and the bound. */
void store_after(int n, int k) {
    int t34;
    int i;
    int t46;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i k_v = _mm_set1_epi32((int)k);
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:121 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i g_v = _mm_loadu_si128((const __m128i *)&g[i_vec]);
            __m128i t4 = _mm_cmpgt_epi32(g_v, _mm_set1_epi32(10));
            __m128i t5 = _mm_add_epi32((__m128i)i_v, k_v);
            __m128i t6 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t5);
            __m128i t7 = (__m128i)__builtin_convertvector((vcc_m4)t6 & 1, vcc_v4_int);
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t4, t7); });
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi32(t8, _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)(long)((int)i_vec + k) * 4UL), g_v, t9);
            long t10 = i_vec + 4L;
            __m128i t11 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[t10]);
            __m128i t12 = _mm_cmpgt_epi32(g_v_1, _mm_set1_epi32(10));
            __m128i t13 = _mm_add_epi32(t11, k_v);
            __m128i t14 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t13);
            __m128i t15 = (__m128i)__builtin_convertvector((vcc_m4)t14 & 1, vcc_v4_int);
            __m128i t16 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t12, t15); });
            __m128i t17 = vcc_sse_not(_mm_cmpeq_epi32(t16, _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)(long)((int)t10 + k) * 4UL), g_v_1, t17);
            long t18 = i_vec + 8L;
            __m128i t19 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[t18]);
            __m128i t20 = _mm_cmpgt_epi32(g_v_2, _mm_set1_epi32(10));
            __m128i t21 = _mm_add_epi32(t19, k_v);
            __m128i t22 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t21);
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            __m128i t24 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t20, t23); });
            __m128i t25 = vcc_sse_not(_mm_cmpeq_epi32(t24, _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)(long)((int)t18 + k) * 4UL), g_v_2, t25);
            long t26 = i_vec + 12L;
            __m128i t27 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[t26]);
            __m128i t28 = _mm_cmpgt_epi32(g_v_3, _mm_set1_epi32(10));
            __m128i t29 = _mm_add_epi32(t27, k_v);
            __m128i t30 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t29);
            __m128i t31 = (__m128i)__builtin_convertvector((vcc_m4)t30 & 1, vcc_v4_int);
            __m128i t32 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, t31); });
            __m128i t33 = vcc_sse_not(_mm_cmpeq_epi32(t32, _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)(long)((int)t26 + k) * 4UL), g_v_3, t33);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        t34 = (int)t2;
    } else {
        t34 = 0;
    }
    long t35 = (long)n + (long)t34 * -1L;
    if (t35 >= 4L) {
        long t36 = t35 & -4L;
        __m128i k_v_1 = _mm_set1_epi32((int)k);
        __m128i t37 = _mm_set1_epi32((int)t34);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t37, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:121 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t38 = (long)t34 + i_vec_1;
            __m128i g_v_4 = _mm_loadu_si128((const __m128i *)&g[t38]);
            __m128i t39 = _mm_cmpgt_epi32(g_v_4, _mm_set1_epi32(10));
            __m128i t40 = _mm_add_epi32((__m128i)i_v_1, k_v_1);
            __m128i t41 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t40);
            __m128i t42 = (__m128i)__builtin_convertvector((vcc_m4)t41 & 1, vcc_v4_int);
            __m128i t43 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t39, t42); });
            __m128i t44 = vcc_sse_not(_mm_cmpeq_epi32(t43, _mm_set1_epi32(0)));
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)(long)((int)t38 + k) * 4UL), g_v_4, t44);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t36);
        i = (int)((long)t34 + t36);
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        int t45 = g[i];
        if (t45 > 10) {
            t46 = ((i + k) < 1003) != 0;
        } else {
            t46 = 0;
        }
        if (t46) {
            out[i + k] = t45;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
long window(int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        if (i >= 3 && i + 3 < G)
            s += g[i - 3] - g[i + 3];
    return s;
}

int main(void) {
    int n;
    int t16;
    int n_2;
    int t35;
    int n_4;
    int t37;
    int *t38;
    int t40;
    int t41;
    (void)count_at;
    int fill_idx = 0;
    while (fill_idx < 1003) {
        g[fill_idx] = -50 + (int)(next_rand() % 100U);
        fill_idx++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:137 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        __m128i g_v = _mm_loadu_si128((const __m128i *)&g[i_vec]);
        __m128 t1 = _mm_cvtepi32_ps(g_v);
        __m128 t2 = _mm_mul_ps(t1, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&gf[i_vec], t2);
        long t3 = i_vec + 4L;
        __m128i g_v_1 = _mm_loadu_si128((const __m128i *)&g[t3]);
        __m128 t4 = _mm_cvtepi32_ps(g_v_1);
        __m128 t5 = _mm_mul_ps(t4, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&gf[t3], t5);
        long t6 = i_vec + 8L;
        __m128i g_v_2 = _mm_loadu_si128((const __m128i *)&g[t6]);
        __m128 t7 = _mm_cvtepi32_ps(g_v_2);
        __m128 t8 = _mm_mul_ps(t7, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&gf[t6], t8);
        long t9 = i_vec + 12L;
        __m128i g_v_3 = _mm_loadu_si128((const __m128i *)&g[t9]);
        __m128 t10 = _mm_cvtepi32_ps(g_v_3);
        __m128 t11 = _mm_mul_ps(t10, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&gf[t9], t11);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:137 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        __m128i g_v_4 = _mm_loadu_si128((const __m128i *)&g[t12]);
        __m128 t13 = _mm_cvtepi32_ps(g_v_4);
        __m128 t14 = _mm_mul_ps(t13, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&gf[t12], t14);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    int i = 1000;
    while (i < 1003) {
        long t15 = (long)i;
        gf[t15] = (float)g[t15] * 0.25f;
        i++;
    }
    int count_idx = 0;
    int n_1 = 0;
    for (;;) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t16 = 1;
        } else {
            t16 = 0;
            n = n_1;
        }
        if (t16) {
            if (n > 1003) {
                n_2 = 1003;
            } else {
                n_2 = n;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at masked_bounds.c:143 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)&out[i_vec_2], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[i_vec_2], _mm_set1_ps(-1.0f));
                long t17 = i_vec_2 + 4L;
                _mm_storeu_si128((__m128i *)&out[t17], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t17], _mm_set1_ps(-1.0f));
                long t18 = i_vec_2 + 8L;
                _mm_storeu_si128((__m128i *)&out[t18], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t18], _mm_set1_ps(-1.0f));
                long t19 = i_vec_2 + 12L;
                _mm_storeu_si128((__m128i *)&out[t19], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t19], _mm_set1_ps(-1.0f));
                i_vec_2 += 16L;
            } while (i_vec_2 < 992L);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_bounds.c:143 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t20 = 992L + i_vec_3;
                _mm_storeu_si128((__m128i *)&out[t20], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t20], _mm_set1_ps(-1.0f));
                i_vec_3 += 4L;
            } while (i_vec_3 < 8L);
            out[1000] = -1;
            outf[1000] = -1.0f;
            out[1001] = -1;
            outf[1001] = -1.0f;
            out[1002] = -1;
            outf[1002] = -1.0f;
            load_after(n_2);
            const void *t21 = (const void *)out;
            unsigned long t22 = hash_bytes(t21, 4012UL);
            store_after(n_2, 5);
            long t23 = window(n_2);
            printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t22, (unsigned long long)hash_bytes(t21, 4012UL), t23);
            count_idx++;
            n_1 = n_2;
        } else {
            load_before();
            store_before();
            const void *t24 = (const void *)outf;
            unsigned long t25 = hash_bytes(t24, 4012UL);
            const void *t26 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)hash_bytes(t26, 4012UL), (unsigned long long)t25);
            long i_vec_4 = 0L;
            /* vcc: loop at masked_bounds.c:153 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                _mm_storeu_si128((__m128i *)&out[i_vec_4], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[i_vec_4], _mm_set1_ps(-1.0f));
                long t27 = i_vec_4 + 4L;
                _mm_storeu_si128((__m128i *)&out[t27], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t27], _mm_set1_ps(-1.0f));
                long t28 = i_vec_4 + 8L;
                _mm_storeu_si128((__m128i *)&out[t28], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t28], _mm_set1_ps(-1.0f));
                long t29 = i_vec_4 + 12L;
                _mm_storeu_si128((__m128i *)&out[t29], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t29], _mm_set1_ps(-1.0f));
                i_vec_4 += 16L;
            } while (i_vec_4 < 992L);
            long i_vec_5 = 0L;
            /* vcc: loop at masked_bounds.c:153 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t30 = 992L + i_vec_5;
                _mm_storeu_si128((__m128i *)&out[t30], _mm_set1_epi32(-1));
                _mm_storeu_ps(&outf[t30], _mm_set1_ps(-1.0f));
                i_vec_5 += 4L;
            } while (i_vec_5 < 8L);
            int i_1 = 1000;
            while (i_1 < 1003) {
                long t31 = (long)i_1;
                out[t31] = -1;
                outf[t31] = -1.0f;
                i_1++;
            }
            load_before_n(1003);
            store_before_n(1003);
            unsigned long t32 = hash_bytes(t24, 4012UL);
            printf("before_n %llx %llx\n", (unsigned long long)hash_bytes(t26, 4012UL), (unsigned long long)t32);
            int fill_idx_1 = 0;
            while (fill_idx_1 < 500) {
                half[fill_idx_1] = -20 + (int)(next_rand() % 40U);
                fill_idx_1++;
            }
            load_inside();
            unsigned long t33 = hash_bytes(t26, 4012UL);
            load_half();
            unsigned long t34 = hash_bytes(t26, 4012UL);
            load_half_n(1003);
            printf("inside %llx half %llx %llx\n", (unsigned long long)t33, (unsigned long long)t34, (unsigned long long)hash_bytes(t26, 4012UL));
            first_iter();
            printf("first %llx\n", (unsigned long long)hash_bytes(t24, 4012UL));
            int count_idx_1 = 0;
            int n_3 = n;
            for (;;) {
                if (count_idx_1 < 73) {
                    if (count_idx_1 <= 70) {
                        t41 = count_idx_1;
                    } else {
                        if (count_idx_1 == 71) {
                            t40 = 259;
                        } else {
                            t40 = 1001;
                        }
                        t41 = t40;
                    }
                    t35 = 1;
                    n_4 = t41;
                } else {
                    t35 = 0;
                    n_4 = n_3;
                }
                if (!t35) {
                    return 0;
                }
                int t36 = n_4 > 0;
                if (t36) {
                    t37 = 1;
                } else {
                    t37 = 0;
                }
                int *one = (int *)new_array(t37, 4UL);
                if (t36) {
                    one[0] = n_4;
                }
                last_of_local(n_4);
                unsigned long long local = (unsigned long long)hash_bytes(t26, 4012UL);
                if (t36) {
                    t38 = one;
                } else {
                    t38 = (int *)0;
                }
                through_pointer(n_4, t38);
                unsigned long t39 = hash_bytes(t26, 4012UL);
                past_the_end(0);
                printf("n=%d local %llx pointer %llx past %llx\n", n_4, local, (unsigned long long)t39, (unsigned long long)hash_bytes(t26, 4012UL));
                free((void *)one);
                count_idx_1++;
                n_3 = n_4;
            }
        }
    }
}
