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
/* BOSCC off (--no-boscc): the uniform-trip loops of uniform_trip.c with their linearized
   blocks run under all-false masks instead of being skipped, except where a scalar side effect
   (the calls to `tick`) needs the skip. Same program as uniform_trip.c. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */
/* vcc-test: flags --no-boscc */

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

/* vcc: function at noboscc_uniform_trip.c:11 vector variant _ZGVdN8vu_twist of `twist`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_twist(__m256i x, int n) {
    __m256i t3;
    vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    int t5 = -2;
    vcc_v8_uint t4 = (vcc_v8_uint)x;
    while (t5 < n) {
        __m256i t6 = _mm256_set1_epi32((int)1U);
        __m256i t7 = _mm256_and_si256((__m256i)t4, t6);
        __m256i t8 = (__m256i)(vcc_m8)((vcc_v8_uint)t7 != (vcc_v8_uint){0});
        __m256i t9 = _mm256_srli_epi32((__m256i)t4, 1);
        __m256i t10 = _mm256_set1_epi32((int)40503U);
        __m256i t11 = _mm256_xor_si256(t9, t10);
        __m256i t12 = _mm256_set1_epi32((int)3U);
        __m256i t13 = _mm256_mullo_epi32((__m256i)t4, t12);
        __m256i t14 = _mm256_set1_epi32((int)(unsigned int)t5);
        __m256i t15 = _mm256_add_epi32(t13, t14);
        t4 = (vcc_v8_uint)_mm256_blendv_epi8(t11, t15, t8);
        int t16 = t5 >= 0;
        if (t16) {
            __m256i t19 = _mm256_set1_epi32((int)32768U);
            t3 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t19), vcc_avx2_flip_epi32((__m256i)t4));
        } else {
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t20 = t3;
        __m256i t21 = _mm256_sub_epi32((__m256i)t1, t20);
        t1 = (vcc_v8_uint)(__m256i)(t16 ? (vcc_v8_uint)t21 : (vcc_v8_uint)(__m256i)t1);
        t2 = (vcc_v8_uint)(__m256i)(t16 ? (vcc_v8_uint)(__m256i)t4 : (vcc_v8_uint)(__m256i)t2);
        t5++;
    }
    __m256i t17 = _mm256_slli_epi32((__m256i)t2, 8);
    __m256i t18 = _mm256_xor_si256((__m256i)t1, t17);
    return t18;
}

/* vcc: function at noboscc_uniform_trip.c:11 vector variant _ZGVdM8vu_twist of `twist`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_twist(__m256i x, int n, __m256i mask) {
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    int t5 = (_mm256_movemask_epi8(t4) != 0);
    int t6 = -2;
    vcc_v8_uint t3 = (vcc_v8_uint)x;
    while (t5 ? t6 < n : 0) {
        __m256i t7 = _mm256_set1_epi32((int)1U);
        __m256i t8 = _mm256_and_si256((__m256i)t3, t7);
        __m256i t9 = (__m256i)(vcc_m8)((vcc_v8_uint)t8 != (vcc_v8_uint){0});
        __m256i t10 = (__m256i)~(vcc_m8)t9;
        __m256i t11 = _mm256_and_si256(t4, t10);
        __m256i t12 = _mm256_srli_epi32((__m256i)t3, 1);
        __m256i t13 = _mm256_set1_epi32((int)40503U);
        __m256i t14 = _mm256_xor_si256(t12, t13);
        __m256i t15 = _mm256_set1_epi32((int)3U);
        __m256i t16 = _mm256_mullo_epi32((__m256i)t3, t15);
        __m256i t17 = _mm256_set1_epi32((int)(unsigned int)t6);
        __m256i t18 = _mm256_add_epi32(t16, t17);
        t3 = (vcc_v8_uint)_mm256_blendv_epi8(t18, t14, t11);
        __m256i t19 = _mm256_set1_epi32((int)(t6 >= 0));
        __m256i t20 = (__m256i)(vcc_m8)((vcc_v8_int)t19 != (vcc_v8_int){0});
        __m256i t21 = _mm256_and_si256(t4, t20);
        __m256i t22 = _mm256_set1_epi32((int)32768U);
        __m256i t23 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t22), vcc_avx2_flip_epi32((__m256i)t3));
        __m256i t24 = _mm256_and_si256(t21, t23);
        __m256i t25 = t24;
        __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t21, t25); });
        t1 = (vcc_v8_uint)_mm256_sub_epi32((__m256i)t1, t26);
        t2 = (vcc_v8_uint)_mm256_blendv_epi8((__m256i)t2, (__m256i)t3, t21);
        t6++;
    }
    __m256i t27 = _mm256_slli_epi32((__m256i)t2, 8);
    __m256i t28 = _mm256_xor_si256((__m256i)t1, t27);
    __m256i t29 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t28, t4);
    return t29;
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
            /* vcc: loop at noboscc_uniform_trip.c:47 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            /* vcc: loop at noboscc_uniform_trip.c:47 vector epilogue: VF 8, UF 1, scalar epilogue */
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

/* vcc: function at noboscc_uniform_trip.c:35 vector variant _ZGVdN8ulvu_under of `under`: VL 8, unmasked, out uniform, i linear step 1, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8ulvu_under(int *out, int i, __m256i x, int n) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    __m256i t13 = _mm256_set1_epi32(2);
    __m256i t14 = _mm256_cmpgt_epi32(x, t13);
    int t15 = (_mm256_movemask_epi8(t14) != 0);
    int t16 = 0;
    vcc_v8_int t11 = (vcc_v8_int)x;
    while (t15 ? t16 < n : 0) {
        __m256i t17 = _mm256_set1_epi32(1);
        __m256i t18 = _mm256_and_si256((__m256i)t11, t17);
        __m256i t19 = (__m256i)(vcc_m8)((vcc_v8_int)t18 != (vcc_v8_int){0});
        __m256i t20 = (__m256i)~(vcc_m8)t19;
        __m256i t10 = _mm256_and_si256(t14, t20);
        if ((_mm256_movemask_epi8(t10) != 0)) {
            __m256i t28 = _mm256_set1_epi32(2);
            __m256i t29 = _mm256_set1_epi32(1);
            __m256i t30 = _mm256_blendv_epi8(t29, t28, t10);
            __m256i t31 = vcc_avx2_div_epi32((__m256i)t11, t30);
            __m256i t32 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
            if (((vcc_v8_int)t32)[0]) {
                t1 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(t16)));
            } else {
                t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            }
            if (((vcc_v8_int)t32)[1]) {
                t2 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t1, 1, (_mm256_zeroupper(), tick(t16)));
            } else {
                t2 = (vcc_v8_int)(__m256i)t1;
            }
            if (((vcc_v8_int)t32)[2]) {
                t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t2, 2, (_mm256_zeroupper(), tick(t16)));
            } else {
                t3 = (vcc_v8_int)(__m256i)t2;
            }
            if (((vcc_v8_int)t32)[3]) {
                t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 3, (_mm256_zeroupper(), tick(t16)));
            } else {
                t4 = (vcc_v8_int)(__m256i)t3;
            }
            if (((vcc_v8_int)t32)[4]) {
                t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 4, (_mm256_zeroupper(), tick(t16)));
            } else {
                t5 = (vcc_v8_int)(__m256i)t4;
            }
            if (((vcc_v8_int)t32)[5]) {
                t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 5, (_mm256_zeroupper(), tick(t16)));
            } else {
                t6 = (vcc_v8_int)(__m256i)t5;
            }
            if (((vcc_v8_int)t32)[6]) {
                t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 6, (_mm256_zeroupper(), tick(t16)));
            } else {
                t7 = (vcc_v8_int)(__m256i)t6;
            }
            if (((vcc_v8_int)t32)[7]) {
                t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 7, (_mm256_zeroupper(), tick(t16)));
            } else {
                t8 = (vcc_v8_int)(__m256i)t7;
            }
            t9 = (vcc_v8_int)_mm256_add_epi32(t31, (__m256i)t8);
        } else {
            t9 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        __m256i t33 = _mm256_set1_epi32(3);
        __m256i t34 = _mm256_mullo_epi32((__m256i)t11, t33);
        __m256i t35 = _mm256_set1_epi32((int)t16);
        __m256i t36 = _mm256_add_epi32(t34, t35);
        t11 = (vcc_v8_int)_mm256_blendv_epi8(t36, (__m256i)t9, t10);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t14, (__m256i)t11);
        t16++;
    }
    __m256i t21 = _mm256_blendv_epi8(x, (__m256i)t11, t14);
    __m256i t22 = _mm256_set1_epi32(0);
    __m256i t23 = _mm256_cmpgt_epi32(t22, x);
    __m256i t24 = _mm256_set1_epi32((int)((n > 0) != 0));
    __m256i t25 = (__m256i)(vcc_m8)((vcc_v8_int)t24 != (vcc_v8_int){0});
    __m256i t26 = _mm256_and_si256(t23, t25);
    int t27 = (_mm256_movemask_epi8(t26) != 0);
    int t37 = 0;
    vcc_v8_int t12 = (vcc_v8_int)t21;
    while (t27 ? t37 != n : 0) {
        __m256i t38 = _mm256_set1_epi32((int)t37);
        t12 = (vcc_v8_int)_mm256_add_epi32((__m256i)t12, t38);
        t37++;
    }
    __m256i t39 = _mm256_blendv_epi8(t21, (__m256i)t12, t26);
    return t39;
}

/* vcc: function at noboscc_uniform_trip.c:35 vector variant _ZGVdM8ulvu_under of `under`: VL 8, masked, out uniform, i linear step 1, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8ulvu_under(int *out, int i, __m256i x, int n, __m256i mask) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    __m256i t13 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t14 = _mm256_set1_epi32(2);
    __m256i t15 = _mm256_cmpgt_epi32(x, t14);
    __m256i t16 = _mm256_and_si256(t13, t15);
    int t17 = (_mm256_movemask_epi8(t16) != 0);
    int t18 = 0;
    vcc_v8_int t11 = (vcc_v8_int)x;
    while (t17 ? t18 < n : 0) {
        __m256i t19 = _mm256_set1_epi32(1);
        __m256i t20 = _mm256_and_si256((__m256i)t11, t19);
        __m256i t21 = (__m256i)(vcc_m8)((vcc_v8_int)t20 != (vcc_v8_int){0});
        __m256i t22 = (__m256i)~(vcc_m8)t21;
        __m256i t10 = _mm256_and_si256(t16, t22);
        if ((_mm256_movemask_epi8(t10) != 0)) {
            __m256i t31 = _mm256_set1_epi32(2);
            __m256i t32 = _mm256_set1_epi32(1);
            __m256i t33 = _mm256_blendv_epi8(t32, t31, t10);
            __m256i t34 = vcc_avx2_div_epi32((__m256i)t11, t33);
            __m256i t35 = (__m256i)__builtin_convertvector((vcc_m8)t10 & 1, vcc_v8_int);
            if (((vcc_v8_int)t35)[0]) {
                t1 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), tick(t18)));
            } else {
                t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            }
            if (((vcc_v8_int)t35)[1]) {
                t2 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t1, 1, (_mm256_zeroupper(), tick(t18)));
            } else {
                t2 = (vcc_v8_int)(__m256i)t1;
            }
            if (((vcc_v8_int)t35)[2]) {
                t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t2, 2, (_mm256_zeroupper(), tick(t18)));
            } else {
                t3 = (vcc_v8_int)(__m256i)t2;
            }
            if (((vcc_v8_int)t35)[3]) {
                t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 3, (_mm256_zeroupper(), tick(t18)));
            } else {
                t4 = (vcc_v8_int)(__m256i)t3;
            }
            if (((vcc_v8_int)t35)[4]) {
                t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 4, (_mm256_zeroupper(), tick(t18)));
            } else {
                t5 = (vcc_v8_int)(__m256i)t4;
            }
            if (((vcc_v8_int)t35)[5]) {
                t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 5, (_mm256_zeroupper(), tick(t18)));
            } else {
                t6 = (vcc_v8_int)(__m256i)t5;
            }
            if (((vcc_v8_int)t35)[6]) {
                t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 6, (_mm256_zeroupper(), tick(t18)));
            } else {
                t7 = (vcc_v8_int)(__m256i)t6;
            }
            if (((vcc_v8_int)t35)[7]) {
                t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 7, (_mm256_zeroupper(), tick(t18)));
            } else {
                t8 = (vcc_v8_int)(__m256i)t7;
            }
            t9 = (vcc_v8_int)_mm256_add_epi32(t34, (__m256i)t8);
        } else {
            t9 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t10 = (__m256i)(vcc_m8){0};
        }
        __m256i t36 = _mm256_set1_epi32(3);
        __m256i t37 = _mm256_mullo_epi32((__m256i)t11, t36);
        __m256i t38 = _mm256_set1_epi32((int)t18);
        __m256i t39 = _mm256_add_epi32(t37, t38);
        t11 = (vcc_v8_int)_mm256_blendv_epi8(t39, (__m256i)t9, t10);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t16, (__m256i)t11);
        t18++;
    }
    __m256i t23 = _mm256_blendv_epi8(x, (__m256i)t11, t16);
    __m256i t24 = _mm256_set1_epi32(0);
    __m256i t25 = _mm256_cmpgt_epi32(t24, x);
    __m256i t26 = _mm256_set1_epi32((int)((n > 0) != 0));
    __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
    __m256i t28 = _mm256_and_si256(t25, t27);
    __m256i t29 = _mm256_and_si256(t13, t28);
    int t30 = (_mm256_movemask_epi8(t29) != 0);
    int t40 = 0;
    vcc_v8_int t12 = (vcc_v8_int)t23;
    while (t30 ? t40 != n : 0) {
        __m256i t41 = _mm256_set1_epi32((int)t40);
        t12 = (vcc_v8_int)_mm256_add_epi32((__m256i)t12, t41);
        t40++;
    }
    __m256i t42 = _mm256_blendv_epi8(t23, (__m256i)t12, t29);
    __m256i t43 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t42, t13);
    return t43;
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

/* vcc: function at noboscc_uniform_trip.c:56 vector variant _ZGVdN8vu_spin of `spin`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_spin(__m256i x, int n) {
    __m256i t1;
    int t3;
    if (n > 0) {
        t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
        t3 = 0;
    } else {
        t3 = 0;
        t1 = (__m256i)(vcc_m8){0};
    }
    int t4 = (_mm256_movemask_epi8(t1) != 0);
    vcc_v8_int t2 = (vcc_v8_int)x;
    for (int t5 = t3; t4 ? t5 != n : 0; t5++) {
        __m256i t6 = _mm256_set1_epi32(3);
        __m256i t7 = _mm256_mullo_epi32((__m256i)t2, t6);
        __m256i t8 = _mm256_set1_epi32((int)t5);
        t2 = (vcc_v8_int)_mm256_add_epi32(t7, t8);
    }
    __m256i t9 = _mm256_blendv_epi8(x, (__m256i)t2, t1);
    return t9;
}

/* vcc: function at noboscc_uniform_trip.c:56 vector variant _ZGVdM8vu_spin of `spin`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_spin(__m256i x, int n, __m256i mask) {
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t3 = _mm256_set1_epi32((int)(n > 0));
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_int)t3 != (vcc_v8_int){0});
    __m256i t5 = _mm256_and_si256(t2, t4);
    int t6 = (_mm256_movemask_epi8(t5) != 0);
    int t7 = 0;
    vcc_v8_int t1 = (vcc_v8_int)x;
    while (t6 ? t7 != n : 0) {
        __m256i t8 = _mm256_set1_epi32(3);
        __m256i t9 = _mm256_mullo_epi32((__m256i)t1, t8);
        __m256i t10 = _mm256_set1_epi32((int)t7);
        t1 = (vcc_v8_int)_mm256_add_epi32(t9, t10);
        t7++;
    }
    __m256i t11 = _mm256_blendv_epi8(x, (__m256i)t1, t5);
    __m256i t12 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t11, t2);
    return t12;
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

/* vcc: function at noboscc_uniform_trip.c:68 vector variant _ZGVdN8vu_skip of `skip`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_skip(__m256i x, int n) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t3 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t5 = _mm256_set1_epi32((int)n);
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

/* vcc: function at noboscc_uniform_trip.c:68 vector variant _ZGVdM8vu_skip of `skip`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_skip(__m256i x, int n, __m256i mask) {
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    vcc_v8_int t1 = (vcc_v8_int)_mm256_set1_epi32(0);
    vcc_v8_int t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    __m256i t5 = t4;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t6 = _mm256_set1_epi32((int)n);
        __m256i t7 = _mm256_cmpgt_epi32(t6, (__m256i)t1);
        __m256i t8 = _mm256_and_si256(t5, t7);
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
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, (__m256i)t2, t5);
        if (!(_mm256_movemask_epi8(t8) != 0)) {
            break;
        }
        t5 = t8;
        t2 = (vcc_v8_int)t20;
    }
    __m256i t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t3, t4);
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

/* vcc: function at noboscc_uniform_trip.c:83 vector variant _ZGVdN8vu_early of `early`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_early(__m256i x, int n) {
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    __m256i t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    __m256i t7;
    vcc_v8_int t8;
    int t9;
    __m256i t25;
    __m256i t26;
    vcc_v8_int t27;
    __m256i t28;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t9 = 0;
    t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t4 = (__m256i)(vcc_m8){0};
    t5 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t9 < n) {
        __m256i t10 = _mm256_set1_epi32((int)t9);
        __m256i t11 = _mm256_cmpgt_epi32(x, t10);
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256i t13 = (__m256i)~(vcc_m8)t11;
        __m256i t14 = _mm256_and_si256(t1, t13);
        __m256i t15 = _mm256_add_epi32((__m256i)t2, x);
        __m256i t16 = _mm256_set1_epi32((int)(t9 == 3));
        __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)t16 != (vcc_v8_int){0});
        __m256i t18 = _mm256_and_si256(t12, t17);
        __m256i t19 = (__m256i)~(vcc_m8)t17;
        __m256i t20 = _mm256_and_si256(t12, t19);
        __m256i t21 = _mm256_or_si256(t14, t20);
        __m256i t22 = _mm256_blendv_epi8((__m256i)t2, t15, t20);
        __m256i t23 = _mm256_set1_epi32((int)t9);
        t2 = (vcc_v8_int)_mm256_xor_si256(t22, t23);
        __m256i t24 = _mm256_set1_epi32((int)t9);
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t24, t1);
        t4 = _mm256_or_si256(t4, t18);
        t5 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t5, t15, t18);
        if (!(_mm256_movemask_epi8(t21) != 0)) {
            t6 = (vcc_v8_int)(__m256i)t3;
            t7 = (__m256i)(vcc_m8){0};
            t26 = t4;
            t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t27 = (vcc_v8_int)(__m256i)t5;
            goto L34;
        }
        t1 = t21;
        t9++;
    }
    t25 = _mm256_set1_epi32((int)t9);
    t6 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t25, t1);
    t7 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t8 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t2, t1);
    t26 = t4;
    t27 = (vcc_v8_int)(__m256i)t5;
L34:
    t28 = _mm256_or_si256(t7, t26);
    __m256i t29 = _mm256_blendv_epi8((__m256i)t8, (__m256i)t27, t26);
    __m256i t30 = _mm256_set1_epi32(16);
    __m256i t31 = _mm256_mullo_epi32(t29, t30);
    __m256i t32 = _mm256_add_epi32(t31, (__m256i)t6);
    __m256i t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t32, t28);
    return t33;
}

/* vcc: function at noboscc_uniform_trip.c:83 vector variant _ZGVdM8vu_early of `early`: VL 8, masked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_early(__m256i x, int n, __m256i mask) {
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    __m256i t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    __m256i t7;
    vcc_v8_int t8;
    int t9;
    __m256i t25;
    __m256i t26;
    vcc_v8_int t27;
    __m256i t28;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int)_mm256_set1_epi32(0);
    t9 = 0;
    t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    t4 = (__m256i)(vcc_m8){0};
    t5 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    while (t9 < n) {
        __m256i t10 = _mm256_set1_epi32((int)t9);
        __m256i t11 = _mm256_cmpgt_epi32(x, t10);
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256i t13 = (__m256i)~(vcc_m8)t11;
        __m256i t14 = _mm256_and_si256(t1, t13);
        __m256i t15 = _mm256_add_epi32((__m256i)t2, x);
        __m256i t16 = _mm256_set1_epi32((int)(t9 == 3));
        __m256i t17 = (__m256i)(vcc_m8)((vcc_v8_int)t16 != (vcc_v8_int){0});
        __m256i t18 = _mm256_and_si256(t12, t17);
        __m256i t19 = (__m256i)~(vcc_m8)t17;
        __m256i t20 = _mm256_and_si256(t12, t19);
        __m256i t21 = _mm256_or_si256(t14, t20);
        __m256i t22 = _mm256_blendv_epi8((__m256i)t2, t15, t20);
        __m256i t23 = _mm256_set1_epi32((int)t9);
        t2 = (vcc_v8_int)_mm256_xor_si256(t22, t23);
        __m256i t24 = _mm256_set1_epi32((int)t9);
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t24, t1);
        t4 = _mm256_or_si256(t4, t18);
        t5 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t5, t15, t18);
        if (!(_mm256_movemask_epi8(t21) != 0)) {
            t6 = (vcc_v8_int)(__m256i)t3;
            t7 = (__m256i)(vcc_m8){0};
            t26 = t4;
            t8 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t27 = (vcc_v8_int)(__m256i)t5;
            goto L34;
        }
        t1 = t21;
        t9++;
    }
    t25 = _mm256_set1_epi32((int)t9);
    t6 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t25, t1);
    t7 = _mm256_or_si256((__m256i)(vcc_m8){0}, t1);
    t8 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, (__m256i)t2, t1);
    t26 = t4;
    t27 = (vcc_v8_int)(__m256i)t5;
L34:
    t28 = _mm256_or_si256(t7, t26);
    __m256i t29 = _mm256_blendv_epi8((__m256i)t8, (__m256i)t27, t26);
    __m256i t30 = _mm256_set1_epi32(16);
    __m256i t31 = _mm256_mullo_epi32(t29, t30);
    __m256i t32 = _mm256_add_epi32(t31, (__m256i)t6);
    __m256i t33 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t32, t28);
    return t33;
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
