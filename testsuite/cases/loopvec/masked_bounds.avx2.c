/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

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
static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void load_before(void) {
    int i = 0;
    while (i < 1) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t1 = 1L + i_vec;
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[(int)t1 - 1]);
        __m256i t2 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&out[t1], t2);
        long t3 = 1L + (i_vec + 8L);
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[(int)t3 - 1]);
        __m256i t4 = _mm256_mullo_epi32(g_v_1, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&out[t3], t4);
        long t5 = 1L + (i_vec + 16L);
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[(int)t5 - 1]);
        __m256i t6 = _mm256_mullo_epi32(g_v_2, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&out[t5], t6);
        long t7 = 1L + (i_vec + 24L);
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[(int)t7 - 1]);
        __m256i t8 = _mm256_mullo_epi32(g_v_3, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&out[t7], t8);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t9 = 993L + i_vec_1;
        __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[(int)t9 - 1]);
        __m256i t10 = _mm256_mullo_epi32(g_v_4, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&out[t9], t10);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        out[i_1] = g[i_1 - 1] * 3;
    }
}

/* The same to a run-time count (n = G): masked, lane 0 off in the first vector. */
__attribute__((target("avx2"))) void load_before_n(int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:36 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(1), (__m256i)i_v), _mm256_set1_epi32(-1));
            __m256i g_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec - 1) * 4UL), t4);
            __m256i t5 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(3));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t4, t5);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (i >= 1) {
            out[i] = g[i - 1] * 3;
        }
    }
}

/* A load four elements on, while it stays inside the array (a run-time count). */
__attribute__((target("avx2"))) void load_after(int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:43 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t4 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(4));
            __m256i t5 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t4);
            __m256i g_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)((int)i_vec + 4) * 4UL), t5);
            __m256i t6 = _mm256_add_epi32(g_v, _mm256_set1_epi32(1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)i_vec * 4UL), t5, t6);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t7 = i + 4;
        if (t7 < 1003) {
            out[i] = g[t7] + 1;
        }
    }
}

/* A store two elements back, from the third iteration on. */
static __typeof__(gf) gf __attribute__((aligned(32)));
static __typeof__(outf) outf __attribute__((aligned(32)));
__attribute__((target("avx2"))) void store_before(void) {
    int i = 0;
    while (i < 2) {
        i++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:50 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t1 = 2L + i_vec;
        __m256 gf_v = _mm256_loadu_ps(&gf[t1]);
        __m256 t2 = _mm256_mul_ps(gf_v, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[(int)t1 - 2], t2);
        long t3 = 2L + (i_vec + 8L);
        __m256 gf_v_1 = _mm256_loadu_ps(&gf[t3]);
        __m256 t4 = _mm256_mul_ps(gf_v_1, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[(int)t3 - 2], t4);
        long t5 = 2L + (i_vec + 16L);
        __m256 gf_v_2 = _mm256_loadu_ps(&gf[t5]);
        __m256 t6 = _mm256_mul_ps(gf_v_2, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[(int)t5 - 2], t6);
        long t7 = 2L + (i_vec + 24L);
        __m256 gf_v_3 = _mm256_loadu_ps(&gf[t7]);
        __m256 t8 = _mm256_mul_ps(gf_v_3, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[(int)t7 - 2], t8);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:50 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t9 = 994L + i_vec_1;
        __m256 gf_v_4 = _mm256_loadu_ps(&gf[t9]);
        __m256 t10 = _mm256_mul_ps(gf_v_4, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[(int)t9 - 2], t10);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1002; i_1 < 1003; i_1++) {
        outf[i_1 - 2] = gf[i_1] * 0.5f;
    }
}

/* The same to a run-time count (n = G). */
__attribute__((target("avx2"))) void store_before_n(int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:57 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i t4 = _mm256_xor_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32(2), (__m256i)i_v), _mm256_set1_epi32(-1));
            __m256 gf_v = _mm256_maskload_ps((float *)((unsigned long)&gf + (unsigned long)i_vec * 4UL), t4);
            __m256 t5 = _mm256_mul_ps(gf_v, _mm256_set1_ps(0.5f));
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)(long)((int)i_vec - 2) * 4UL), t4, t5);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if (i >= 2) {
            outf[i - 2] = gf[i] * 0.5f;
        }
    }
}

/* Every element of g exists for every iteration: the conditional load is unmasked. */
__attribute__((target("avx2"))) void load_inside(void) {
    int t27;
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:64 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int *t1 = &out[i_vec];
        __m256i out_v = _mm256_loadu_si256((const __m256i *)t1);
        __m256i t2 = _mm256_cmpgt_epi32(out_v, _mm256_set1_epi32(10));
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
        __m256i t3 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(2));
        __m256i t4 = _mm256_blendv_epi8(_mm256_set1_epi32(7), t3, t2);
        _mm256_storeu_si256((__m256i *)t1, t4);
        long t5 = i_vec + 8L;
        int *t6 = &out[t5];
        __m256i out_v_1 = _mm256_loadu_si256((const __m256i *)t6);
        __m256i t7 = _mm256_cmpgt_epi32(out_v_1, _mm256_set1_epi32(10));
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t5]);
        __m256i t8 = _mm256_mullo_epi32(g_v_1, _mm256_set1_epi32(2));
        __m256i t9 = _mm256_blendv_epi8(_mm256_set1_epi32(7), t8, t7);
        _mm256_storeu_si256((__m256i *)t6, t9);
        long t10 = i_vec + 16L;
        int *t11 = &out[t10];
        __m256i out_v_2 = _mm256_loadu_si256((const __m256i *)t11);
        __m256i t12 = _mm256_cmpgt_epi32(out_v_2, _mm256_set1_epi32(10));
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t10]);
        __m256i t13 = _mm256_mullo_epi32(g_v_2, _mm256_set1_epi32(2));
        __m256i t14 = _mm256_blendv_epi8(_mm256_set1_epi32(7), t13, t12);
        _mm256_storeu_si256((__m256i *)t11, t14);
        long t15 = i_vec + 24L;
        int *t16 = &out[t15];
        __m256i out_v_3 = _mm256_loadu_si256((const __m256i *)t16);
        __m256i t17 = _mm256_cmpgt_epi32(out_v_3, _mm256_set1_epi32(10));
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t15]);
        __m256i t18 = _mm256_mullo_epi32(g_v_3, _mm256_set1_epi32(2));
        __m256i t19 = _mm256_blendv_epi8(_mm256_set1_epi32(7), t18, t17);
        _mm256_storeu_si256((__m256i *)t16, t19);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:64 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t20 = 992L + i_vec_1;
        int *t21 = &out[t20];
        __m256i out_v_4 = _mm256_loadu_si256((const __m256i *)t21);
        __m256i t22 = _mm256_cmpgt_epi32(out_v_4, _mm256_set1_epi32(10));
        __m256i g_v_4 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)t20 * 4UL), t22);
        __m256i t23 = _mm256_mullo_epi32(g_v_4, _mm256_set1_epi32(2));
        __m256i t24 = _mm256_blendv_epi8(_mm256_set1_epi32(7), t23, t22);
        _mm256_storeu_si256((__m256i *)t21, t24);
        i_vec_1 += 8L;
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
static __typeof__(half) half __attribute__((aligned(32)));
__attribute__((target("avx2"))) void load_half(void) {
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i half_v = _mm256_loadu_si256((const __m256i *)&half[i_vec]);
        __m256i t1 = _mm256_add_epi32(half_v, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&out[i_vec], t1);
        long t2 = i_vec + 8L;
        __m256i half_v_1 = _mm256_loadu_si256((const __m256i *)&half[t2]);
        __m256i t3 = _mm256_add_epi32(half_v_1, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&out[t2], t3);
        long t4 = i_vec + 16L;
        __m256i half_v_2 = _mm256_loadu_si256((const __m256i *)&half[t4]);
        __m256i t5 = _mm256_add_epi32(half_v_2, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&out[t4], t5);
        long t6 = i_vec + 24L;
        __m256i half_v_3 = _mm256_loadu_si256((const __m256i *)&half[t6]);
        __m256i t7 = _mm256_add_epi32(half_v_3, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&out[t6], t7);
        i_vec += 32L;
    } while (i_vec < 480L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t8 = 480L + i_vec_1;
        __m256i half_v_4 = _mm256_loadu_si256((const __m256i *)&half[t8]);
        __m256i t9 = _mm256_add_epi32(half_v_4, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&out[t8], t9);
        i_vec_1 += 8L;
    } while (i_vec_1 < 16L);
    int i = 496;
    while (i < 500) {
        int t10 = half[i] + 1;
        out[i] = t10;
        i++;
    }
    long i_vec_2 = 0L;
    /* vcc: loop at masked_bounds.c:74 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        _mm256_storeu_si256((__m256i *)&out[500L + i_vec_2], _mm256_set1_epi32(-3));
        _mm256_storeu_si256((__m256i *)&out[500L + (i_vec_2 + 8L)], _mm256_set1_epi32(-3));
        _mm256_storeu_si256((__m256i *)&out[500L + (i_vec_2 + 16L)], _mm256_set1_epi32(-3));
        _mm256_storeu_si256((__m256i *)&out[500L + (i_vec_2 + 24L)], _mm256_set1_epi32(-3));
        i_vec_2 += 32L;
    } while (i_vec_2 < 480L);
    long i_vec_3 = 0L;
    /* vcc: loop at masked_bounds.c:74 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        _mm256_storeu_si256((__m256i *)&out[980L + i_vec_3], _mm256_set1_epi32(-3));
        i_vec_3 += 8L;
    } while (i_vec_3 < 16L);
    int i_1 = 996;
    while (i_1 < 1003) {
        out[i_1] = -3;
        i_1++;
    }
}

/* The same to a run-time count (n = G): the load stays masked. */
__attribute__((target("avx2"))) void load_half_n(int n) {
    int t22;
    int i;
    int t30;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:84 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i t4 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), (__m256i)i_v);
            __m256i half_v = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)i_vec * 4UL), t4);
            __m256i t5 = _mm256_add_epi32(half_v, _mm256_set1_epi32(1));
            __m256i t6 = _mm256_blendv_epi8(_mm256_set1_epi32(-3), t5, t4);
            _mm256_storeu_si256((__m256i *)&out[i_vec], t6);
            long t7 = i_vec + 8L;
            __m256i t8 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            __m256i t9 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t8);
            __m256i half_v_1 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t7 * 4UL), t9);
            __m256i t10 = _mm256_add_epi32(half_v_1, _mm256_set1_epi32(1));
            __m256i t11 = _mm256_blendv_epi8(_mm256_set1_epi32(-3), t10, t9);
            _mm256_storeu_si256((__m256i *)&out[t7], t11);
            long t12 = i_vec + 16L;
            __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            __m256i t14 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t13);
            __m256i half_v_2 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t12 * 4UL), t14);
            __m256i t15 = _mm256_add_epi32(half_v_2, _mm256_set1_epi32(1));
            __m256i t16 = _mm256_blendv_epi8(_mm256_set1_epi32(-3), t15, t14);
            _mm256_storeu_si256((__m256i *)&out[t12], t16);
            long t17 = i_vec + 24L;
            __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
            __m256i t19 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), t18);
            __m256i half_v_3 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t17 * 4UL), t19);
            __m256i t20 = _mm256_add_epi32(half_v_3, _mm256_set1_epi32(1));
            __m256i t21 = _mm256_blendv_epi8(_mm256_set1_epi32(-3), t20, t19);
            _mm256_storeu_si256((__m256i *)&out[t17], t21);
            i_vec += 32L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        } while (i_vec < t2);
        t22 = (int)t2;
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        __m256i t25 = _mm256_set1_epi32((int)t22);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_bounds.c:84 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t26 = (long)t22 + i_vec_1;
            __m256i t27 = _mm256_cmpgt_epi32(_mm256_set1_epi32(500), (__m256i)i_v_1);
            __m256i half_v_4 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&half + (unsigned long)t26 * 4UL), t27);
            __m256i t28 = _mm256_add_epi32(half_v_4, _mm256_set1_epi32(1));
            __m256i t29 = _mm256_blendv_epi8(_mm256_set1_epi32(-3), t28, t27);
            _mm256_storeu_si256((__m256i *)&out[t26], t29);
            i_vec_1 += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
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
__attribute__((target("avx2"))) void first_iter(void) {
    for (int i = 0; i < 1; i++) {
        float *t1 = &outf[i];
        float t2 = gf[0];
        *t1 = t2 * 0.5f;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:94 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        long t3 = 1L + i_vec;
        __m256 gf_v = _mm256_loadu_ps(&gf[t3]);
        __m256 gf_v_1 = _mm256_loadu_ps(&gf[(int)t3 - 1]);
        __m256 t4 = _mm256_add_ps(gf_v, gf_v_1);
        __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t3], t5);
        long t6 = 1L + (i_vec + 8L);
        __m256 gf_v_2 = _mm256_loadu_ps(&gf[t6]);
        __m256 gf_v_3 = _mm256_loadu_ps(&gf[(int)t6 - 1]);
        __m256 t7 = _mm256_add_ps(gf_v_2, gf_v_3);
        __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t6], t8);
        long t9 = 1L + (i_vec + 16L);
        __m256 gf_v_4 = _mm256_loadu_ps(&gf[t9]);
        __m256 gf_v_5 = _mm256_loadu_ps(&gf[(int)t9 - 1]);
        __m256 t10 = _mm256_add_ps(gf_v_4, gf_v_5);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t9], t11);
        long t12 = 1L + (i_vec + 24L);
        __m256 gf_v_6 = _mm256_loadu_ps(&gf[t12]);
        __m256 gf_v_7 = _mm256_loadu_ps(&gf[(int)t12 - 1]);
        __m256 t13 = _mm256_add_ps(gf_v_6, gf_v_7);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t12], t14);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:94 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t15 = 993L + i_vec_1;
        __m256 gf_v_8 = _mm256_loadu_ps(&gf[t15]);
        __m256 gf_v_9 = _mm256_loadu_ps(&gf[(int)t15 - 1]);
        __m256 t16 = _mm256_add_ps(gf_v_8, gf_v_9);
        __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&outf[t15], t17);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i_1 = 1001; i_1 < 1003; i_1++) {
        long t18 = (long)i_1;
        float *t19 = &outf[t18];
        float t20 = gf[t18] + gf[i_1 - 1];
        *t19 = t20 * 0.5f;
    }
}

/* A local table's last element, on the iterations past a run-time bound. */
__attribute__((target("avx2"))) void last_of_local(int n) {
    int t[8];
    int t23;
    long k_vec = 0L;
    /* vcc: loop at masked_bounds.c:101 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[k_vec]);
        __m256i t1 = _mm256_mullo_epi32(g_v, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&t[k_vec], t1);
        k_vec += 8L;
    } while (k_vec < 8L);
    __m256i n_v = _mm256_set1_epi32((int)n);
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:103 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i t3 = _mm256_cmpgt_epi32(n_v, (__m256i)i_v);
        __m256i t_v = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
        __m256i t4 = _mm256_blendv_epi8(t_v, g_v_1, t3);
        _mm256_storeu_si256((__m256i *)&out[i_vec], t4);
        long t5 = i_vec + 8L;
        __m256i t6 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t7 = _mm256_cmpgt_epi32(n_v, t6);
        __m256i t_v_1 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t5]);
        __m256i t8 = _mm256_blendv_epi8(t_v_1, g_v_2, t7);
        _mm256_storeu_si256((__m256i *)&out[t5], t8);
        long t9 = i_vec + 16L;
        __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t11 = _mm256_cmpgt_epi32(n_v, t10);
        __m256i t_v_2 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t9]);
        __m256i t12 = _mm256_blendv_epi8(t_v_2, g_v_3, t11);
        _mm256_storeu_si256((__m256i *)&out[t9], t12);
        long t13 = i_vec + 24L;
        __m256i t14 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t15 = _mm256_cmpgt_epi32(n_v, t14);
        __m256i t_v_3 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[t13]);
        __m256i t16 = _mm256_blendv_epi8(t_v_3, g_v_4, t15);
        _mm256_storeu_si256((__m256i *)&out[t13], t16);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i n_v_1 = _mm256_set1_epi32((int)n);
    __m256i t17 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:103 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t18 = 992L + i_vec_1;
        __m256i t19 = _mm256_cmpgt_epi32(n_v_1, (__m256i)i_v_1);
        __m256i t_v_4 = _mm256_set1_epi32((int)t[7]);
        __m256i g_v_5 = _mm256_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)t18 * 4UL), t19);
        __m256i t20 = _mm256_blendv_epi8(t_v_4, g_v_5, t19);
        _mm256_storeu_si256((__m256i *)&out[t18], t20);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t21 = (long)i;
        int *t22 = &out[t21];
        if (i < n) {
            t23 = g[t21];
        } else {
            t23 = t[7];
        }
        *t22 = t23;
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
__attribute__((target("avx2"))) void store_after(int n, int k) {
    int i;
    int t11;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        __m256i t3 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_bounds.c:121 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
            __m256i t4 = _mm256_cmpgt_epi32(g_v, _mm256_set1_epi32(10));
            __m256i t5 = _mm256_add_epi32((__m256i)i_v, k_v);
            __m256i t6 = _mm256_cmpgt_epi32(_mm256_set1_epi32(1003), t5);
            __m256i t7 = (__m256i)__builtin_convertvector((vcc_m8)t6 & 1, vcc_v8_int);
            __m256i t8 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t4, t7); });
            __m256i t9 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&out + (unsigned long)(long)((int)i_vec + k) * 4UL), t9, g_v);
            i_vec += 8L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t10 = g[i];
        if (t10 > 10) {
            t11 = ((i + k) < 1003) != 0;
        } else {
            t11 = 0;
        }
        if (t11) {
            out[i + k] = t10;
        }
    }
}

/* Both sides: a window read under a condition that keeps it inside the array. */
__attribute__((target("avx2"))) long window(int n) {
    int t50;
    long t51;
    int i;
    long s;
    int t65;
    long s_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at masked_bounds.c:129 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t4 = (int)i_vec;
            __m128i t5 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(3), (__m128i)i_v), _mm_set1_epi32(-1));
            __m128i t6 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(3));
            __m128i t7 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t6);
            __m128i t8 = (__m128i)__builtin_convertvector((vcc_m4)t7 & 1, vcc_v4_int);
            __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, t8); });
            __m128i t10 = _mm_xor_si128(_mm_cmpeq_epi32(t9, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i g_v = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t4 - 3) * 4UL), t10);
            __m128i g_v_1 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t4 + 3) * 4UL), t10);
            __m128i t11 = _mm_sub_epi32(g_v, g_v_1);
            __m256i t12 = _mm256_cvtepi32_epi64(t11);
            __m256i t13 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t12, _mm256_cvtepi32_epi64(t10));
            s_v = _mm256_add_epi64(s_v, t13);
            int t14 = (int)(i_vec + 4L);
            __m128i t15 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t16 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(3), t15), _mm_set1_epi32(-1));
            __m128i t17 = _mm_add_epi32(t15, _mm_set1_epi32(3));
            __m128i t18 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t17);
            __m128i t19 = (__m128i)__builtin_convertvector((vcc_m4)t18 & 1, vcc_v4_int);
            __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t16, t19); });
            __m128i t21 = _mm_xor_si128(_mm_cmpeq_epi32(t20, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i g_v_2 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t14 - 3) * 4UL), t21);
            __m128i g_v_3 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t14 + 3) * 4UL), t21);
            __m128i t22 = _mm_sub_epi32(g_v_2, g_v_3);
            __m256i t23 = _mm256_cvtepi32_epi64(t22);
            __m256i t24 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t23, _mm256_cvtepi32_epi64(t21));
            s_v_1 = _mm256_add_epi64(s_v_1, t24);
            int t25 = (int)(i_vec + 8L);
            __m128i t26 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            __m128i t27 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(3), t26), _mm_set1_epi32(-1));
            __m128i t28 = _mm_add_epi32(t26, _mm_set1_epi32(3));
            __m128i t29 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t28);
            __m128i t30 = (__m128i)__builtin_convertvector((vcc_m4)t29 & 1, vcc_v4_int);
            __m128i t31 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t27, t30); });
            __m128i t32 = _mm_xor_si128(_mm_cmpeq_epi32(t31, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i g_v_4 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t25 - 3) * 4UL), t32);
            __m128i g_v_5 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t25 + 3) * 4UL), t32);
            __m128i t33 = _mm_sub_epi32(g_v_4, g_v_5);
            __m256i t34 = _mm256_cvtepi32_epi64(t33);
            __m256i t35 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t34, _mm256_cvtepi32_epi64(t32));
            s_v_2 = _mm256_add_epi64(s_v_2, t35);
            int t36 = (int)(i_vec + 12L);
            __m128i t37 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            __m128i t38 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(3), t37), _mm_set1_epi32(-1));
            __m128i t39 = _mm_add_epi32(t37, _mm_set1_epi32(3));
            __m128i t40 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t39);
            __m128i t41 = (__m128i)__builtin_convertvector((vcc_m4)t40 & 1, vcc_v4_int);
            __m128i t42 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t38, t41); });
            __m128i t43 = _mm_xor_si128(_mm_cmpeq_epi32(t42, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i g_v_6 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t36 - 3) * 4UL), t43);
            __m128i g_v_7 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t36 + 3) * 4UL), t43);
            __m128i t44 = _mm_sub_epi32(g_v_6, g_v_7);
            __m256i t45 = _mm256_cvtepi32_epi64(t44);
            __m256i t46 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t45, _mm256_cvtepi32_epi64(t43));
            s_v_3 = _mm256_add_epi64(s_v_3, t46);
            i_vec += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        } while (i_vec < t2);
        __m256i t47 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t48 = _mm256_add_epi64(t47, s_v_2);
        __m256i t49 = _mm256_add_epi64(t48, s_v_3);
        t50 = (int)t2;
        t51 = (long)vcc_avx2_reduce_epi64(t49, _mm_add_epi64, unsigned long);
    } else {
        t50 = 0;
        t51 = 0L;
    }
    long t52 = (long)n + (long)t50 * -1L;
    if (t52 >= 4L) {
        long t53 = t52 & -4L;
        __m128i t54 = _mm_set1_epi32((int)t50);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t54, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at masked_bounds.c:129 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t55 = (int)((long)t50 + i_vec_1);
            __m128i t56 = _mm_xor_si128(_mm_cmpgt_epi32(_mm_set1_epi32(3), (__m128i)i_v_1), _mm_set1_epi32(-1));
            __m128i t57 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(3));
            __m128i t58 = _mm_cmpgt_epi32(_mm_set1_epi32(1003), t57);
            __m128i t59 = (__m128i)__builtin_convertvector((vcc_m4)t58 & 1, vcc_v4_int);
            __m128i t60 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t56, t59); });
            __m128i t61 = _mm_xor_si128(_mm_cmpeq_epi32(t60, _mm_set1_epi32(0)), _mm_set1_epi32(-1));
            __m128i g_v_8 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t55 - 3) * 4UL), t61);
            __m128i g_v_9 = _mm_maskload_epi32((const int *)(int *)((unsigned long)&g + (unsigned long)(long)(t55 + 3) * 4UL), t61);
            __m128i t62 = _mm_sub_epi32(g_v_8, g_v_9);
            __m256i t63 = _mm256_cvtepi32_epi64(t62);
            __m256i t64 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t63, _mm256_cvtepi32_epi64(t61));
            s_v_4 = _mm256_add_epi64(s_v_4, t64);
            i_vec_1 += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        } while (i_vec_1 < t53);
        i = (int)((long)t50 + t53);
        s = (long)((unsigned long)t51 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t50;
        s = t51;
    }
    for (; i < n; i++, s = s_1) {
        if (i >= 3) {
            t65 = ((i + 3) < 1003) != 0;
        } else {
            t65 = 0;
        }
        if (t65) {
            s_1 = s + (long)(g[i - 3] - g[i + 3]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

__attribute__((target("avx2"))) int main(void) {
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
        g[fill_idx] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
        fill_idx++;
    }
    long i_vec = 0L;
    /* vcc: loop at masked_bounds.c:137 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        __m256i g_v = _mm256_loadu_si256((const __m256i *)&g[i_vec]);
        __m256 t1 = _mm256_cvtepi32_ps(g_v);
        __m256 t2 = _mm256_mul_ps(t1, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[i_vec], t2);
        long t3 = i_vec + 8L;
        __m256i g_v_1 = _mm256_loadu_si256((const __m256i *)&g[t3]);
        __m256 t4 = _mm256_cvtepi32_ps(g_v_1);
        __m256 t5 = _mm256_mul_ps(t4, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t3], t5);
        long t6 = i_vec + 16L;
        __m256i g_v_2 = _mm256_loadu_si256((const __m256i *)&g[t6]);
        __m256 t7 = _mm256_cvtepi32_ps(g_v_2);
        __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t6], t8);
        long t9 = i_vec + 24L;
        __m256i g_v_3 = _mm256_loadu_si256((const __m256i *)&g[t9]);
        __m256 t10 = _mm256_cvtepi32_ps(g_v_3);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t9], t11);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at masked_bounds.c:137 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        __m256i g_v_4 = _mm256_loadu_si256((const __m256i *)&g[t12]);
        __m256 t13 = _mm256_cvtepi32_ps(g_v_4);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&gf[t12], t14);
        i_vec_1 += 8L;
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
            n = (_mm256_zeroupper(), count_at(count_idx));
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
            /* vcc: loop at masked_bounds.c:143 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&out[i_vec_2], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[i_vec_2], _mm256_set1_ps(-1.0f));
                long t17 = i_vec_2 + 8L;
                _mm256_storeu_si256((__m256i *)&out[t17], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t17], _mm256_set1_ps(-1.0f));
                long t18 = i_vec_2 + 16L;
                _mm256_storeu_si256((__m256i *)&out[t18], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t18], _mm256_set1_ps(-1.0f));
                long t19 = i_vec_2 + 24L;
                _mm256_storeu_si256((__m256i *)&out[t19], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t19], _mm256_set1_ps(-1.0f));
                i_vec_2 += 32L;
            } while (i_vec_2 < 992L);
            long i_vec_3 = 0L;
            /* vcc: loop at masked_bounds.c:143 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t20 = 992L + i_vec_3;
                _mm256_storeu_si256((__m256i *)&out[t20], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t20], _mm256_set1_ps(-1.0f));
                i_vec_3 += 8L;
            } while (i_vec_3 < 8L);
            out[1000] = -1;
            outf[1000] = -1.0f;
            out[1001] = -1;
            outf[1001] = -1.0f;
            out[1002] = -1;
            outf[1002] = -1.0f;
            load_after(n_2);
            const void *t21 = (const void *)out;
            unsigned long t22 = (_mm256_zeroupper(), hash_bytes(t21, 4012UL));
            store_after(n_2, 5);
            long t23 = window(n_2);
            printf("n=%d after %llx store %llx window %ld\n", n_2, (unsigned long long)t22, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t21, 4012UL)), t23);
            count_idx++;
            n_1 = n_2;
        } else {
            load_before();
            store_before();
            const void *t24 = (const void *)outf;
            unsigned long t25 = (_mm256_zeroupper(), hash_bytes(t24, 4012UL));
            const void *t26 = (const void *)out;
            printf("before %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, 4012UL)), (unsigned long long)t25);
            long i_vec_4 = 0L;
            /* vcc: loop at masked_bounds.c:153 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&out[i_vec_4], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[i_vec_4], _mm256_set1_ps(-1.0f));
                long t27 = i_vec_4 + 8L;
                _mm256_storeu_si256((__m256i *)&out[t27], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t27], _mm256_set1_ps(-1.0f));
                long t28 = i_vec_4 + 16L;
                _mm256_storeu_si256((__m256i *)&out[t28], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t28], _mm256_set1_ps(-1.0f));
                long t29 = i_vec_4 + 24L;
                _mm256_storeu_si256((__m256i *)&out[t29], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t29], _mm256_set1_ps(-1.0f));
                i_vec_4 += 32L;
            } while (i_vec_4 < 992L);
            long i_vec_5 = 0L;
            /* vcc: loop at masked_bounds.c:153 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t30 = 992L + i_vec_5;
                _mm256_storeu_si256((__m256i *)&out[t30], _mm256_set1_epi32(-1));
                _mm256_storeu_ps(&outf[t30], _mm256_set1_ps(-1.0f));
                i_vec_5 += 8L;
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
            unsigned long t32 = (_mm256_zeroupper(), hash_bytes(t24, 4012UL));
            printf("before_n %llx %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, 4012UL)), (unsigned long long)t32);
            int fill_idx_1 = 0;
            while (fill_idx_1 < 500) {
                half[fill_idx_1] = -20 + (int)((_mm256_zeroupper(), next_rand()) % 40U);
                fill_idx_1++;
            }
            load_inside();
            unsigned long t33 = (_mm256_zeroupper(), hash_bytes(t26, 4012UL));
            load_half();
            unsigned long t34 = (_mm256_zeroupper(), hash_bytes(t26, 4012UL));
            load_half_n(1003);
            printf("inside %llx half %llx %llx\n", (unsigned long long)t33, (unsigned long long)t34, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, 4012UL)));
            first_iter();
            printf("first %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes(t24, 4012UL)));
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
                int *one = (int *)(_mm256_zeroupper(), new_array(t37, 4UL));
                if (t36) {
                    one[0] = n_4;
                }
                last_of_local(n_4);
                unsigned long long local = (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, 4012UL));
                if (t36) {
                    t38 = one;
                } else {
                    t38 = (int *)0;
                }
                (_mm256_zeroupper(), through_pointer(n_4, t38));
                unsigned long t39 = (_mm256_zeroupper(), hash_bytes(t26, 4012UL));
                (_mm256_zeroupper(), past_the_end(0));
                printf("n=%d local %llx pointer %llx past %llx\n", n_4, local, (unsigned long long)t39, (unsigned long long)(_mm256_zeroupper(), hash_bytes(t26, 4012UL)));
                free((void *)one);
                count_idx_1++;
                n_3 = n_4;
            }
        }
    }
}
