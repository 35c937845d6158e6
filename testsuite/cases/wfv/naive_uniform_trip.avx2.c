/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_twist(__m256i x, int n);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_twist(__m256i x, int n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8ulvu_under(int *out, int i, __m256i x, int n);
__attribute__((target("avx2"))) __m256i _ZGVdM8ulvu_under(int *out, int i, __m256i x, int n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_spin(__m256i x, int n);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_spin(__m256i x, int n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_skip(__m256i x, int n);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_skip(__m256i x, int n, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_early(__m256i x, int n);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_early(__m256i x, int n, __m256i mask);
/* The seed's baseline (--wfv=naive): every loop of uniform_trip.c takes the general masked
   path (a mask carried around it, an any-lane exit test). Same program as uniform_trip.c. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */
/* vcc-test: flags --wfv=naive */

/* #pragma omp declare simd uniform(n) */
unsigned twist(unsigned x, int n) {
    unsigned below = 0, last = 0;
    for (int k = -2; k < n; k++) {
        if (x & 1u)
            x = x * 3u + (unsigned)k;
        else
            x = (x >> 1) ^ 0x9e37u;
        if (k >= 0) {
            if (x < 0x8000u)
                below++;
            last = x;
        }
    }
    return below ^ (last << 8);
}

/* vcc: function at naive_uniform_trip.c:10 vector variant _ZGVdN8vu_twist of `twist`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_twist(__m256i x, int n) {
    __m256i t8 = _mm256_set1_epi32((int)n);
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_uint t3 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_uint t4 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(-2);
    vcc_v8_uint t5 = (vcc_v8_uint)x;
    vcc_v8_uint t6 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    vcc_v8_uint t7 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    for (;;) {
        __m256i t9 = _mm256_cmpgt_epi32(t8, (__m256i)t2);
        __m256i t10 = _mm256_and_si256(t1, t9);
        __m256i t11 = _mm256_set1_epi32((int)1U);
        __m256i t12 = _mm256_and_si256((__m256i)t5, t11);
        __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_uint)t12 != (vcc_v8_uint){0});
        __m256i t14 = (__m256i)~(vcc_m8)t13;
        __m256i t15 = _mm256_and_si256(t10, t14);
        __m256i t16 = _mm256_srli_epi32((__m256i)t5, 1);
        __m256i t17 = _mm256_set1_epi32((int)40503U);
        __m256i t18 = _mm256_xor_si256(t16, t17);
        __m256i t19 = _mm256_set1_epi32((int)3U);
        __m256i t20 = _mm256_mullo_epi32((__m256i)t5, t19);
        __m256i t21 = _mm256_add_epi32(t20, (__m256i)t2);
        t5 = (vcc_v8_uint)_mm256_blendv_epi8(t21, t18, t15);
        __m256i t22 = _mm256_set1_epi32(0);
        __m256i t23 = _mm256_xor_si256(_mm256_cmpgt_epi32(t22, (__m256i)t2), _mm256_set1_epi32(-1));
        __m256i t24 = _mm256_and_si256(t10, t23);
        __m256i t25 = _mm256_set1_epi32((int)32768U);
        __m256i t26 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t25), vcc_avx2_flip_epi32((__m256i)t5));
        __m256i t27 = _mm256_and_si256(t24, t26);
        __m256i t28 = _mm256_set1_epi32((int)1U);
        __m256i t29 = _mm256_add_epi32((__m256i)t3, t28);
        __m256i t30 = _mm256_blendv_epi8((__m256i)t3, t29, t27);
        __m256i t31 = _mm256_blendv_epi8((__m256i)t3, t30, t24);
        __m256i t32 = _mm256_blendv_epi8((__m256i)t4, (__m256i)t5, t24);
        __m256i t33 = _mm256_set1_epi32(1);
        t2 = (vcc_v8_int)_mm256_add_epi32((__m256i)t2, t33);
        t6 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t6, (__m256i)t3, t1);
        t7 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t7, (__m256i)t4, t1);
        if (!(_mm256_movemask_epi8(t10) != 0)) {
            break;
        }
        t1 = t10;
        t3 = (vcc_v8_uint)t31;
        t4 = (vcc_v8_uint)t32;
    }
    __m256i t34 = _mm256_slli_epi32((__m256i)t7, 8);
    __m256i t35 = _mm256_xor_si256((__m256i)t6, t34);
    return t35;
}

/* vcc: function at naive_uniform_trip.c:10 vector variant _ZGVdM8vu_twist of `twist`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_twist(__m256i x, int n, __m256i mask) {
    __m256i t7 = _mm256_set1_epi32((int)n);
    __m256i t8 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_uint t3 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(-2);
    __m256i t9 = t8;
    vcc_v8_uint t4 = (vcc_v8_uint)x;
    vcc_v8_uint t5 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    vcc_v8_uint t6 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    for (;;) {
        __m256i t10 = _mm256_cmpgt_epi32(t7, (__m256i)t1);
        __m256i t11 = _mm256_and_si256(t9, t10);
        __m256i t12 = _mm256_set1_epi32((int)1U);
        __m256i t13 = _mm256_and_si256((__m256i)t4, t12);
        __m256i t14 = (__m256i)(vcc_m8)((vcc_v8_uint)t13 != (vcc_v8_uint){0});
        __m256i t15 = (__m256i)~(vcc_m8)t14;
        __m256i t16 = _mm256_and_si256(t11, t15);
        __m256i t17 = _mm256_srli_epi32((__m256i)t4, 1);
        __m256i t18 = _mm256_set1_epi32((int)40503U);
        __m256i t19 = _mm256_xor_si256(t17, t18);
        __m256i t20 = _mm256_set1_epi32((int)3U);
        __m256i t21 = _mm256_mullo_epi32((__m256i)t4, t20);
        __m256i t22 = _mm256_add_epi32(t21, (__m256i)t1);
        t4 = (vcc_v8_uint)_mm256_blendv_epi8(t22, t19, t16);
        __m256i t23 = _mm256_set1_epi32(0);
        __m256i t24 = _mm256_xor_si256(_mm256_cmpgt_epi32(t23, (__m256i)t1), _mm256_set1_epi32(-1));
        __m256i t25 = _mm256_and_si256(t11, t24);
        __m256i t26 = _mm256_set1_epi32((int)32768U);
        __m256i t27 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t26), vcc_avx2_flip_epi32((__m256i)t4));
        __m256i t28 = _mm256_and_si256(t25, t27);
        __m256i t29 = _mm256_set1_epi32((int)1U);
        __m256i t30 = _mm256_add_epi32((__m256i)t2, t29);
        __m256i t31 = _mm256_blendv_epi8((__m256i)t2, t30, t28);
        __m256i t32 = _mm256_blendv_epi8((__m256i)t2, t31, t25);
        __m256i t33 = _mm256_blendv_epi8((__m256i)t3, (__m256i)t4, t25);
        __m256i t34 = _mm256_set1_epi32(1);
        t1 = (vcc_v8_int)_mm256_add_epi32((__m256i)t1, t34);
        t5 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t5, (__m256i)t2, t9);
        t6 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t6, (__m256i)t3, t9);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            break;
        }
        t9 = t11;
        t2 = (vcc_v8_uint)t32;
        t3 = (vcc_v8_uint)t33;
    }
    __m256i t35 = _mm256_slli_epi32((__m256i)t6, 8);
    __m256i t36 = _mm256_xor_si256((__m256i)t5, t35);
    __m256i t37 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t36, t8);
    return t37;
}

static int ticks;

__attribute__((noinline)) static int tick(int v) {
    ticks += v;
    return v & 3;
}

/* #pragma omp declare simd uniform(out, n) linear(i) */
__attribute__((target("avx2"))) int under(int *out, int i, int x, int n) {
    int s;
    int s_2;
    int s_3;
    int t2;
    int t12;
    int t13;
    int k_1;
    int s_4;
    if (x > 2) {
        int k = 0;
        int s_1 = x;
        for (;; k++, s_1 = s_2) {
            if (k >= n) {
                s_3 = s_1;
                break;
            }
            if (s_1 & 1) {
                s_2 = s_1 * 3 + k;
            } else {
                int t1 = (_mm256_zeroupper(), tick(k));
                s_2 = s_1 / 2 + t1;
            }
            out[i] = s_2;
        }
    } else {
        s_3 = x;
    }
    if (x < 0) {
        t2 = (n > 0) != 0;
    } else {
        t2 = 0;
    }
    if (t2) {
        long t3 = (long)n;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            __m256i t5 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec = 0L;
            vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
            vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at naive_uniform_trip.c:46 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, (__m256i)k_v);
                __m256i t6 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t6);
                __m256i t7 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t7);
                __m256i t8 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t8);
                k_vec += 32L;
                k_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
            } while (k_vec < t4);
            __m256i t9 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
            __m256i t10 = _mm256_add_epi32(t9, (__m256i)s_v_2);
            __m256i t11 = _mm256_add_epi32(t10, (__m256i)s_v_3);
            t12 = (int)t4;
            t13 = (int)((unsigned int)s_3 + vcc_avx2_sum_epi32(t11));
        } else {
            t12 = 0;
            t13 = s_3;
        }
        long t14 = (long)n + (long)t12 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            __m256i t16 = _mm256_set1_epi32((int)t12);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_1 = 0L;
            vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
            /* vcc: loop at naive_uniform_trip.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, (__m256i)k_v_1);
                k_vec_1 += 8L;
                k_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
            } while (k_vec_1 < t15);
            k_1 = (int)((long)t12 + t15);
            s = (int)((unsigned int)t13 + vcc_avx2_sum_epi32((__m256i)s_v_4));
        } else {
            k_1 = t12;
            s = t13;
        }
        for (;; k_1++) {
            if (k_1 == n) {
                s_4 = s;
                break;
            }
            s += k_1;
        }
    } else {
        s_4 = s_3;
    }
    return s_4;
}

/* vcc: function at naive_uniform_trip.c:34 vector variant _ZGVdN8ulvu_under of `under`: VL 8, unmasked, out uniform, i linear step 1, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8ulvu_under(int *out, int i, __m256i x, int n) {
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    __m256i t19 = _mm256_set1_epi32((int)i);
    __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t21 = _mm256_set1_epi32((int)n);
    __m256i t22 = _mm256_set1_epi32(2);
    __m256i t1 = _mm256_cmpgt_epi32(x, t22);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t23 = (vcc_v8_int)x;
    __m256i t13 = (__m256i)(vcc_m8){0};
    vcc_v8_int t14 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t24 = _mm256_cmpgt_epi32(t21, (__m256i)t2);
        __m256i t25 = _mm256_and_si256(t1, t24);
        __m256i t26 = (__m256i)~(vcc_m8)t24;
        __m256i t27 = _mm256_and_si256(t1, t26);
        __m256i t28 = _mm256_set1_epi32(1);
        __m256i t29 = _mm256_and_si256((__m256i)t23, t28);
        __m256i t30 = (__m256i)(vcc_m8)((vcc_v8_int)t29 != (vcc_v8_int){0});
        __m256i t31 = (__m256i)~(vcc_m8)t30;
        __m256i t12 = _mm256_and_si256(t25, t31);
        if ((_mm256_movemask_epi8(t12) != 0)) {
            __m256i t32 = _mm256_set1_epi32(2);
            __m256i t33 = _mm256_set1_epi32(1);
            __m256i t34 = _mm256_blendv_epi8(t33, t32, t12);
            __m256i t35 = vcc_avx2_div_epi32((__m256i)t23, t34);
            __m256i t36 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            if (((vcc_v8_int)t36)[0]) {
                t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[0])));
            } else {
                t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            }
            if (((vcc_v8_int)t36)[1]) {
                t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 1, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[1])));
            } else {
                t4 = (vcc_v8_int)(__m256i)t3;
            }
            if (((vcc_v8_int)t36)[2]) {
                t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 2, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[2])));
            } else {
                t5 = (vcc_v8_int)(__m256i)t4;
            }
            if (((vcc_v8_int)t36)[3]) {
                t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 3, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[3])));
            } else {
                t6 = (vcc_v8_int)(__m256i)t5;
            }
            if (((vcc_v8_int)t36)[4]) {
                t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 4, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[4])));
            } else {
                t7 = (vcc_v8_int)(__m256i)t6;
            }
            if (((vcc_v8_int)t36)[5]) {
                t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 5, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[5])));
            } else {
                t8 = (vcc_v8_int)(__m256i)t7;
            }
            if (((vcc_v8_int)t36)[6]) {
                t9 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t8, 6, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[6])));
            } else {
                t9 = (vcc_v8_int)(__m256i)t8;
            }
            if (((vcc_v8_int)t36)[7]) {
                t10 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t9, 7, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[7])));
            } else {
                t10 = (vcc_v8_int)(__m256i)t9;
            }
            t11 = (vcc_v8_int)_mm256_add_epi32(t35, (__m256i)t10);
        } else {
            t11 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t12 = (__m256i)(vcc_m8){0};
        }
        __m256i t37 = _mm256_set1_epi32(3);
        __m256i t38 = _mm256_mullo_epi32((__m256i)t23, t37);
        __m256i t39 = _mm256_add_epi32(t38, (__m256i)t2);
        __m256i t40 = _mm256_blendv_epi8(t39, (__m256i)t11, t12);
        vcc_avx2_scatter_epi32(out, t20, t40, _mm256_movemask_ps(_mm256_castsi256_ps(t25)));
        __m256i t41 = _mm256_set1_epi32(1);
        t2 = (vcc_v8_int)_mm256_add_epi32((__m256i)t2, t41);
        t13 = _mm256_or_si256(t13, t27);
        t14 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t14, (__m256i)t23, t27);
        if (!(_mm256_movemask_epi8(t25) != 0)) {
            __m256i t42 = _mm256_blendv_epi8(x, (__m256i)t14, t13);
            __m256i t43 = _mm256_set1_epi32(0);
            __m256i t44 = _mm256_cmpgt_epi32(t43, x);
            __m256i t45 = _mm256_set1_epi32(0);
            __m256i t46 = _mm256_cmpgt_epi32(t21, t45);
            __m256i t15 = _mm256_and_si256(t44, t46);
            vcc_v8_int t16 = (vcc_v8_int)_mm256_set1_epi32(0);
            vcc_v8_int t47 = (vcc_v8_int)t42;
            __m256i t17 = (__m256i)(vcc_m8){0};
            vcc_v8_int t18 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                __m256i t48 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t16, t21), _mm256_set1_epi32(-1));
                __m256i t49 = _mm256_and_si256(t15, t48);
                __m256i t50 = (__m256i)~(vcc_m8)t48;
                __m256i t51 = _mm256_and_si256(t15, t50);
                __m256i t52 = _mm256_add_epi32((__m256i)t47, (__m256i)t16);
                __m256i t53 = _mm256_set1_epi32(1);
                t16 = (vcc_v8_int)_mm256_add_epi32((__m256i)t16, t53);
                t17 = _mm256_or_si256(t17, t51);
                t18 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t18, (__m256i)t47, t51);
                if (!(_mm256_movemask_epi8(t49) != 0)) {
                    break;
                }
                t15 = t49;
                t47 = (vcc_v8_int)t52;
            }
            __m256i t54 = _mm256_blendv_epi8(t42, (__m256i)t18, t17);
            return t54;
        }
        t1 = t25;
        t23 = (vcc_v8_int)t40;
    }
}

/* vcc: function at naive_uniform_trip.c:34 vector variant _ZGVdM8ulvu_under of `under`: VL 8, masked, out uniform, i linear step 1, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8ulvu_under(int *out, int i, __m256i x, int n, __m256i mask) {
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    __m256i t19 = _mm256_set1_epi32((int)i);
    __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t21 = _mm256_set1_epi32((int)n);
    __m256i t22 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t23 = _mm256_set1_epi32(2);
    __m256i t24 = _mm256_cmpgt_epi32(x, t23);
    __m256i t1 = _mm256_and_si256(t22, t24);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t25 = (vcc_v8_int)x;
    __m256i t13 = (__m256i)(vcc_m8){0};
    vcc_v8_int t14 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t26 = _mm256_cmpgt_epi32(t21, (__m256i)t2);
        __m256i t27 = _mm256_and_si256(t1, t26);
        __m256i t28 = (__m256i)~(vcc_m8)t26;
        __m256i t29 = _mm256_and_si256(t1, t28);
        __m256i t30 = _mm256_set1_epi32(1);
        __m256i t31 = _mm256_and_si256((__m256i)t25, t30);
        __m256i t32 = (__m256i)(vcc_m8)((vcc_v8_int)t31 != (vcc_v8_int){0});
        __m256i t33 = (__m256i)~(vcc_m8)t32;
        __m256i t12 = _mm256_and_si256(t27, t33);
        if ((_mm256_movemask_epi8(t12) != 0)) {
            __m256i t34 = _mm256_set1_epi32(2);
            __m256i t35 = _mm256_set1_epi32(1);
            __m256i t36 = _mm256_blendv_epi8(t35, t34, t12);
            __m256i t37 = vcc_avx2_div_epi32((__m256i)t25, t36);
            __m256i t38 = (__m256i)__builtin_convertvector((vcc_m8)t12 & 1, vcc_v8_int);
            if (((vcc_v8_int)t38)[0]) {
                t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[0])));
            } else {
                t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            }
            if (((vcc_v8_int)t38)[1]) {
                t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 1, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[1])));
            } else {
                t4 = (vcc_v8_int)(__m256i)t3;
            }
            if (((vcc_v8_int)t38)[2]) {
                t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 2, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[2])));
            } else {
                t5 = (vcc_v8_int)(__m256i)t4;
            }
            if (((vcc_v8_int)t38)[3]) {
                t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 3, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[3])));
            } else {
                t6 = (vcc_v8_int)(__m256i)t5;
            }
            if (((vcc_v8_int)t38)[4]) {
                t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 4, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[4])));
            } else {
                t7 = (vcc_v8_int)(__m256i)t6;
            }
            if (((vcc_v8_int)t38)[5]) {
                t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 5, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[5])));
            } else {
                t8 = (vcc_v8_int)(__m256i)t7;
            }
            if (((vcc_v8_int)t38)[6]) {
                t9 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t8, 6, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[6])));
            } else {
                t9 = (vcc_v8_int)(__m256i)t8;
            }
            if (((vcc_v8_int)t38)[7]) {
                t10 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t9, 7, (_mm256_zeroupper(), tick(((vcc_v8_int)(__m256i)t2)[7])));
            } else {
                t10 = (vcc_v8_int)(__m256i)t9;
            }
            t11 = (vcc_v8_int)_mm256_add_epi32(t37, (__m256i)t10);
        } else {
            t11 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t12 = (__m256i)(vcc_m8){0};
        }
        __m256i t39 = _mm256_set1_epi32(3);
        __m256i t40 = _mm256_mullo_epi32((__m256i)t25, t39);
        __m256i t41 = _mm256_add_epi32(t40, (__m256i)t2);
        __m256i t42 = _mm256_blendv_epi8(t41, (__m256i)t11, t12);
        vcc_avx2_scatter_epi32(out, t20, t42, _mm256_movemask_ps(_mm256_castsi256_ps(t27)));
        __m256i t43 = _mm256_set1_epi32(1);
        t2 = (vcc_v8_int)_mm256_add_epi32((__m256i)t2, t43);
        t13 = _mm256_or_si256(t13, t29);
        t14 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t14, (__m256i)t25, t29);
        if (!(_mm256_movemask_epi8(t27) != 0)) {
            __m256i t44 = _mm256_blendv_epi8(x, (__m256i)t14, t13);
            __m256i t45 = _mm256_set1_epi32(0);
            __m256i t46 = _mm256_cmpgt_epi32(t45, x);
            __m256i t47 = _mm256_and_si256(t22, t46);
            __m256i t48 = _mm256_set1_epi32(0);
            __m256i t49 = _mm256_cmpgt_epi32(t21, t48);
            __m256i t50 = _mm256_and_si256(t47, t49);
            __m256i t15 = _mm256_and_si256(t22, t50);
            vcc_v8_int t16 = (vcc_v8_int)_mm256_set1_epi32(0);
            vcc_v8_int t51 = (vcc_v8_int)t44;
            __m256i t17 = (__m256i)(vcc_m8){0};
            vcc_v8_int t18 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                __m256i t52 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t16, t21), _mm256_set1_epi32(-1));
                __m256i t53 = _mm256_and_si256(t15, t52);
                __m256i t54 = (__m256i)~(vcc_m8)t52;
                __m256i t55 = _mm256_and_si256(t15, t54);
                __m256i t56 = _mm256_add_epi32((__m256i)t51, (__m256i)t16);
                __m256i t57 = _mm256_set1_epi32(1);
                t16 = (vcc_v8_int)_mm256_add_epi32((__m256i)t16, t57);
                t17 = _mm256_or_si256(t17, t55);
                t18 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t18, (__m256i)t51, t55);
                if (!(_mm256_movemask_epi8(t53) != 0)) {
                    break;
                }
                t15 = t53;
                t51 = (vcc_v8_int)t56;
            }
            __m256i t58 = _mm256_blendv_epi8(t44, (__m256i)t18, t17);
            __m256i t59 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t58, t22);
            return t59;
        }
        t1 = t27;
        t25 = (vcc_v8_int)t42;
    }
}

/* A loop without varying branches behind a uniform `if`: skipped when n <= 0, as its test
   `k != n` would not end. */
/* #pragma omp declare simd uniform(n) */
int spin(int x, int n) {
    int s = x;
    if (n > 0) {
        for (int k = 0; k != n; k++)
            s = s * 3 + k;
    }
    return s;
}

/* vcc: function at naive_uniform_trip.c:55 vector variant _ZGVdN8vu_spin of `spin`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_spin(__m256i x, int n) {
    __m256i t5 = _mm256_set1_epi32((int)n);
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t1 = _mm256_cmpgt_epi32(t5, t6);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t7 = (vcc_v8_int)x;
    __m256i t3 = (__m256i)(vcc_m8){0};
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t8 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t2, t5), _mm256_set1_epi32(-1));
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = (__m256i)~(vcc_m8)t8;
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = _mm256_set1_epi32(3);
        __m256i t13 = _mm256_mullo_epi32((__m256i)t7, t12);
        __m256i t14 = _mm256_add_epi32(t13, (__m256i)t2);
        __m256i t15 = _mm256_set1_epi32(1);
        t2 = (vcc_v8_int)_mm256_add_epi32((__m256i)t2, t15);
        t3 = _mm256_or_si256(t3, t11);
        t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, (__m256i)t7, t11);
        if (!(_mm256_movemask_epi8(t9) != 0)) {
            break;
        }
        t1 = t9;
        t7 = (vcc_v8_int)t14;
    }
    __m256i t16 = _mm256_blendv_epi8(x, (__m256i)t4, t3);
    return t16;
}

/* vcc: function at naive_uniform_trip.c:55 vector variant _ZGVdM8vu_spin of `spin`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_spin(__m256i x, int n, __m256i mask) {
    __m256i t5 = _mm256_set1_epi32((int)n);
    __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_cmpgt_epi32(t5, t7);
    __m256i t1 = _mm256_and_si256(t6, t8);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t9 = (vcc_v8_int)x;
    __m256i t3 = (__m256i)(vcc_m8){0};
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t10 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t2, t5), _mm256_set1_epi32(-1));
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = (__m256i)~(vcc_m8)t10;
        __m256i t13 = _mm256_and_si256(t1, t12);
        __m256i t14 = _mm256_set1_epi32(3);
        __m256i t15 = _mm256_mullo_epi32((__m256i)t9, t14);
        __m256i t16 = _mm256_add_epi32(t15, (__m256i)t2);
        __m256i t17 = _mm256_set1_epi32(1);
        t2 = (vcc_v8_int)_mm256_add_epi32((__m256i)t2, t17);
        t3 = _mm256_or_si256(t3, t13);
        t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, (__m256i)t9, t13);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            break;
        }
        t1 = t11;
        t9 = (vcc_v8_int)t16;
    }
    __m256i t18 = _mm256_blendv_epi8(x, (__m256i)t4, t3);
    __m256i t19 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t18, t6);
    return t19;
}

/* A varying `continue` straight to the loop's test: its two back edges merge lanes that parted,
   so `k` and `u` are varying and the loop divergent. */
/* #pragma omp declare simd uniform(n) */
int skip(int x, int n) {
    int k = 0, u = 0;
    while (k < n) {
        if (x > k) {
            u += 1;
            k++;
            continue;
        }
        u += 2;
        k++;
    }
    return u;
}

/* vcc: function at naive_uniform_trip.c:67 vector variant _ZGVdN8vu_skip of `skip`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_skip(__m256i x, int n) {
    __m256i t5 = _mm256_set1_epi32((int)n);
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t6 = _mm256_cmpgt_epi32(t5, (__m256i)t2);
        __m256i t7 = _mm256_and_si256(t1, t6);
        __m256i t8 = _mm256_cmpgt_epi32(x, (__m256i)t2);
        __m256i t9 = (__m256i)~(vcc_m8)t8;
        __m256i t10 = _mm256_and_si256(t7, t9);
        __m256i t11 = _mm256_set1_epi32(2);
        __m256i t12 = _mm256_add_epi32((__m256i)t3, t11);
        __m256i t13 = _mm256_set1_epi32(1);
        __m256i t14 = _mm256_add_epi32((__m256i)t2, t13);
        __m256i t15 = _mm256_set1_epi32(1);
        __m256i t16 = _mm256_add_epi32((__m256i)t3, t15);
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_add_epi32((__m256i)t2, t17);
        t2 = (vcc_v8_int)_mm256_blendv_epi8(t18, t14, t10);
        __m256i t19 = _mm256_blendv_epi8(t16, t12, t10);
        t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, (__m256i)t3, t1);
        if (!(_mm256_movemask_epi8(t7) != 0)) {
            break;
        }
        t1 = t7;
        t3 = (vcc_v8_int)t19;
    }
    return (__m256i)t4;
}

/* vcc: function at naive_uniform_trip.c:67 vector variant _ZGVdM8vu_skip of `skip`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_skip(__m256i x, int n, __m256i mask) {
    __m256i t4 = _mm256_set1_epi32((int)n);
    __m256i t5 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    __m256i t6 = t5;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t7 = _mm256_cmpgt_epi32(t4, (__m256i)t1);
        __m256i t8 = _mm256_and_si256(t6, t7);
        __m256i t9 = _mm256_cmpgt_epi32(x, (__m256i)t1);
        __m256i t10 = (__m256i)~(vcc_m8)t9;
        __m256i t11 = _mm256_and_si256(t8, t10);
        __m256i t12 = _mm256_set1_epi32(2);
        __m256i t13 = _mm256_add_epi32((__m256i)t2, t12);
        __m256i t14 = _mm256_set1_epi32(1);
        __m256i t15 = _mm256_add_epi32((__m256i)t1, t14);
        __m256i t16 = _mm256_set1_epi32(1);
        __m256i t17 = _mm256_add_epi32((__m256i)t2, t16);
        __m256i t18 = _mm256_set1_epi32(1);
        __m256i t19 = _mm256_add_epi32((__m256i)t1, t18);
        t1 = (vcc_v8_int)_mm256_blendv_epi8(t19, t15, t11);
        __m256i t20 = _mm256_blendv_epi8(t17, t13, t11);
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, (__m256i)t2, t6);
        if (!(_mm256_movemask_epi8(t8) != 0)) {
            break;
        }
        t6 = t8;
        t2 = (vcc_v8_int)t20;
    }
    __m256i t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t3, t5);
    return t21;
}

/* #pragma omp declare simd uniform(n) */
int early(int x, int n) {
    int k, s = 0;
    for (k = 0; k < n; k++) {
        if (x > k) {
            s += x;
            if (k == 3)
                break;
        }
        s ^= k;
    }
    return s * 16 + k;
}

/* vcc: function at naive_uniform_trip.c:82 vector variant _ZGVdN8vu_early of `early`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_early(__m256i x, int n) {
    __m256i t9 = _mm256_set1_epi32((int)n);
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    __m256i t6 = (__m256i)(vcc_m8){0};
    vcc_v8_int t7 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    vcc_v8_int t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t10 = _mm256_cmpgt_epi32(t9, (__m256i)t2);
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = (__m256i)~(vcc_m8)t10;
        __m256i t13 = _mm256_and_si256(t1, t12);
        __m256i t14 = _mm256_cmpgt_epi32(x, (__m256i)t2);
        __m256i t15 = _mm256_and_si256(t11, t14);
        __m256i t16 = (__m256i)~(vcc_m8)t14;
        __m256i t17 = _mm256_and_si256(t11, t16);
        __m256i t18 = _mm256_add_epi32((__m256i)t3, x);
        __m256i t19 = _mm256_set1_epi32(3);
        __m256i t20 = _mm256_cmpeq_epi32((__m256i)t2, t19);
        __m256i t21 = _mm256_and_si256(t15, t20);
        __m256i t22 = (__m256i)~(vcc_m8)t20;
        __m256i t23 = _mm256_and_si256(t15, t22);
        __m256i t24 = _mm256_or_si256(t17, t23);
        __m256i t25 = _mm256_blendv_epi8((__m256i)t3, t18, t23);
        __m256i t26 = _mm256_xor_si256(t25, (__m256i)t2);
        __m256i t27 = _mm256_set1_epi32(1);
        __m256i t28 = _mm256_add_epi32((__m256i)t2, t27);
        t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, (__m256i)t2, t1);
        t5 = _mm256_or_si256(t5, t13);
        t6 = _mm256_or_si256(t6, t21);
        t7 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t7, (__m256i)t3, t13);
        t8 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t8, t18, t21);
        if (!(_mm256_movemask_epi8(t24) != 0)) {
            break;
        }
        t1 = t24;
        t2 = (vcc_v8_int)t28;
        t3 = (vcc_v8_int)t26;
    }
    __m256i t29 = _mm256_or_si256(t5, t6);
    __m256i t30 = _mm256_blendv_epi8((__m256i)t7, (__m256i)t8, t6);
    __m256i t31 = _mm256_set1_epi32(16);
    __m256i t32 = _mm256_mullo_epi32(t30, t31);
    __m256i t33 = _mm256_add_epi32(t32, (__m256i)t4);
    __m256i t34 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t33, t29);
    return t34;
}

/* vcc: function at naive_uniform_trip.c:82 vector variant _ZGVdM8vu_early of `early`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_early(__m256i x, int n, __m256i mask) {
    __m256i t9 = _mm256_set1_epi32((int)n);
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t5 = (__m256i)(vcc_m8){0};
    __m256i t6 = (__m256i)(vcc_m8){0};
    vcc_v8_int t7 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    vcc_v8_int t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t10 = _mm256_cmpgt_epi32(t9, (__m256i)t2);
        __m256i t11 = _mm256_and_si256(t1, t10);
        __m256i t12 = (__m256i)~(vcc_m8)t10;
        __m256i t13 = _mm256_and_si256(t1, t12);
        __m256i t14 = _mm256_cmpgt_epi32(x, (__m256i)t2);
        __m256i t15 = _mm256_and_si256(t11, t14);
        __m256i t16 = (__m256i)~(vcc_m8)t14;
        __m256i t17 = _mm256_and_si256(t11, t16);
        __m256i t18 = _mm256_add_epi32((__m256i)t3, x);
        __m256i t19 = _mm256_set1_epi32(3);
        __m256i t20 = _mm256_cmpeq_epi32((__m256i)t2, t19);
        __m256i t21 = _mm256_and_si256(t15, t20);
        __m256i t22 = (__m256i)~(vcc_m8)t20;
        __m256i t23 = _mm256_and_si256(t15, t22);
        __m256i t24 = _mm256_or_si256(t17, t23);
        __m256i t25 = _mm256_blendv_epi8((__m256i)t3, t18, t23);
        __m256i t26 = _mm256_xor_si256(t25, (__m256i)t2);
        __m256i t27 = _mm256_set1_epi32(1);
        __m256i t28 = _mm256_add_epi32((__m256i)t2, t27);
        t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, (__m256i)t2, t1);
        t5 = _mm256_or_si256(t5, t13);
        t6 = _mm256_or_si256(t6, t21);
        t7 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t7, (__m256i)t3, t13);
        t8 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t8, t18, t21);
        if (!(_mm256_movemask_epi8(t24) != 0)) {
            break;
        }
        t1 = t24;
        t2 = (vcc_v8_int)t28;
        t3 = (vcc_v8_int)t26;
    }
    __m256i t29 = _mm256_or_si256(t5, t6);
    __m256i t30 = _mm256_blendv_epi8((__m256i)t7, (__m256i)t8, t6);
    __m256i t31 = _mm256_set1_epi32(16);
    __m256i t32 = _mm256_mullo_epi32(t30, t31);
    __m256i t33 = _mm256_add_epi32(t32, (__m256i)t4);
    __m256i t34 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t33, t29);
    return t34;
}

v8u _ZGVdN8vu_twist(v8u, int);
v8u _ZGVdM8vu_twist(v8u, int, v8u);
v8i _ZGVdN8ulvu_under(int *, int, v8i, int);
v8i _ZGVdM8ulvu_under(int *, int, v8i, int, v8i);
v8i _ZGVdN8vu_spin(v8i, int);
v8i _ZGVdM8vu_spin(v8i, int, v8i);
v8i _ZGVdN8vu_skip(v8i, int);
v8i _ZGVdM8vu_skip(v8i, int, v8i);
v8i _ZGVdN8vu_early(v8i, int);
v8i _ZGVdM8vu_early(v8i, int, v8i);

int main(void) {
    /* Exact-size heap arrays: a vector store past the scalar ones fails under ASan. */
    int *out0 = malloc(8 * sizeof(int)), *out1 = malloc(8 * sizeof(int)), *out2 = malloc(8 * sizeof(int));
    for (int row = 0; row < 12; row++) {
        unsigned ux[8], um[8], a[8], b[8];
        int x[8], m[8], c[8], d[8], e[8], f[8], g[8], h[8], p[8], q[8], s[8];
        int n = row % 6 - 1;
        for (int k = 0; k < 8; k++) {
            ux[k] = (unsigned)(k * 2654435761u + row * 97u);
            x[k] = (k * 5 + row * 3) % 11 - 4;
            m[k] = (k * 7 + row) % 3 != 0;
            um[k] = m[k];
            out0[k] = out1[k] = out2[k] = -1;
        }
        FROM_VEC(a, _ZGVdN8vu_twist(TO_VEC(v8u, ux), 3 * row));
        FROM_VEC(b, _ZGVdM8vu_twist(TO_VEC(v8u, ux), 3 * row, TO_VEC(v8u, um)));
        int t0 = ticks;
        for (int k = 0; k < 8; k++)
            s[k] = under(out0, k, x[k], n);
        int t1 = ticks;
        FROM_VEC(c, _ZGVdN8ulvu_under(out1, 0, TO_VEC(v8i, x), n));
        int t2 = ticks;
        FROM_VEC(d, _ZGVdM8ulvu_under(out2, 0, TO_VEC(v8i, x), n, TO_VEC(v8i, m)));
        int t3 = ticks;
        FROM_VEC(e, _ZGVdN8vu_early(TO_VEC(v8i, x), row % 7));
        FROM_VEC(f, _ZGVdM8vu_early(TO_VEC(v8i, x), row % 7, TO_VEC(v8i, m)));
        FROM_VEC(g, _ZGVdN8vu_spin(TO_VEC(v8i, x), n));
        FROM_VEC(h, _ZGVdM8vu_spin(TO_VEC(v8i, x), n, TO_VEC(v8i, m)));
        FROM_VEC(p, _ZGVdN8vu_skip(TO_VEC(v8i, x), row % 5));
        FROM_VEC(q, _ZGVdM8vu_skip(TO_VEC(v8i, x), row % 5, TO_VEC(v8i, m)));
        printf("n %d ticks %d %d\n", n, t1 - t0, t2 - t1);
        int masked_ticks = 0;
        for (int k = 0; k < 8; k++) {
            printf("%u %u %d %d %d %d %d %d", twist(ux[k], 3 * row), a[k], s[k], c[k], out0[k], out1[k], early(x[k], row % 7), e[k]);
            printf(" %d %d %d %d", spin(x[k], n), g[k], skip(x[k], row % 5), p[k]);
            if (m[k]) {
                printf(" %u %d %d %d %d %d", b[k], d[k], out2[k], f[k], h[k], q[k]);
                int before = ticks;
                under(out0, k, x[k], n);
                masked_ticks += ticks - before;
            } else {
                printf(" - %d", out2[k]);
            }
            printf("\n");
        }
        printf("masked ticks %d %d\n", masked_ticks, t3 - t2);
    }
    free(out0);
    free(out1);
    free(out2);
    return 0;
}
