/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_twist(__m128i x, int n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_twist(__m128i x, int n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4ulvu_under(int *out, int i, __m128i x, int n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4ulvu_under(int *out, int i, __m128i x, int n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_spin(__m128i x, int n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_spin(__m128i x, int n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_skip(__m128i x, int n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_skip(__m128i x, int n, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_early(__m128i x, int n);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_early(__m128i x, int n, __m128i mask);
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

/* vcc: function at noboscc_uniform_trip.c:11 vector variant _ZGVbN4vu_twist of `twist`: VL 4, unmasked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_twist(__m128i x, int n) {
    __m128i t3;
    vcc_v4_uint t1 = (vcc_v4_uint)_mm_set1_epi32((int)0U);
    vcc_v4_uint t2 = (vcc_v4_uint)_mm_set1_epi32((int)0U);
    int t5 = -2;
    vcc_v4_uint t4 = (vcc_v4_uint)x;
    while (t5 < n) {
        __m128i t6 = _mm_set1_epi32((int)1U);
        __m128i t7 = _mm_and_si128((__m128i)t4, t6);
        __m128i t8 = (__m128i)(vcc_m4)((vcc_v4_uint)t7 != (vcc_v4_uint){0});
        __m128i t9 = _mm_srli_epi32((__m128i)t4, 1);
        __m128i t10 = _mm_set1_epi32((int)40503U);
        __m128i t11 = _mm_xor_si128(t9, t10);
        __m128i t12 = _mm_set1_epi32((int)3U);
        __m128i t13 = _mm_mullo_epi32((__m128i)t4, t12);
        __m128i t14 = _mm_set1_epi32((int)(unsigned int)t5);
        __m128i t15 = _mm_add_epi32(t13, t14);
        t4 = (vcc_v4_uint)_mm_blendv_epi8(t11, t15, t8);
        int t16 = t5 >= 0;
        if (t16) {
            __m128i t19 = _mm_set1_epi32((int)32768U);
            t3 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t19), vcc_sse_flip_epi32((__m128i)t4));
        } else {
            t3 = (__m128i)(vcc_m4){0};
        }
        __m128i t20 = t3;
        __m128i t21 = _mm_sub_epi32((__m128i)t1, t20);
        t1 = (vcc_v4_uint)(__m128i)(t16 ? (vcc_v4_uint)t21 : (vcc_v4_uint)(__m128i)t1);
        t2 = (vcc_v4_uint)(__m128i)(t16 ? (vcc_v4_uint)(__m128i)t4 : (vcc_v4_uint)(__m128i)t2);
        t5++;
    }
    __m128i t17 = _mm_slli_epi32((__m128i)t2, 8);
    __m128i t18 = _mm_xor_si128((__m128i)t1, t17);
    return t18;
}

/* vcc: function at noboscc_uniform_trip.c:11 vector variant _ZGVbM4vu_twist of `twist`: VL 4, masked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_twist(__m128i x, int n, __m128i mask) {
    __m128i t4 = (__m128i)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    vcc_v4_uint t1 = (vcc_v4_uint)_mm_set1_epi32((int)0U);
    vcc_v4_uint t2 = (vcc_v4_uint)_mm_set1_epi32((int)0U);
    int t5 = (!_mm_testz_si128(t4, t4));
    int t6 = -2;
    vcc_v4_uint t3 = (vcc_v4_uint)x;
    while (t5 ? t6 < n : 0) {
        __m128i t7 = _mm_set1_epi32((int)1U);
        __m128i t8 = _mm_and_si128((__m128i)t3, t7);
        __m128i t9 = (__m128i)(vcc_m4)((vcc_v4_uint)t8 != (vcc_v4_uint){0});
        __m128i t10 = (__m128i)~(vcc_m4)t9;
        __m128i t11 = (__m128i)((vcc_m4)t4 & (vcc_m4)t10);
        __m128i t12 = _mm_srli_epi32((__m128i)t3, 1);
        __m128i t13 = _mm_set1_epi32((int)40503U);
        __m128i t14 = _mm_xor_si128(t12, t13);
        __m128i t15 = _mm_set1_epi32((int)3U);
        __m128i t16 = _mm_mullo_epi32((__m128i)t3, t15);
        __m128i t17 = _mm_set1_epi32((int)(unsigned int)t6);
        __m128i t18 = _mm_add_epi32(t16, t17);
        t3 = (vcc_v4_uint)_mm_blendv_epi8(t18, t14, t11);
        __m128i t19 = _mm_set1_epi32((int)(t6 >= 0));
        __m128i t20 = (__m128i)(vcc_m4)((vcc_v4_int)t19 != (vcc_v4_int){0});
        __m128i t21 = (__m128i)((vcc_m4)t4 & (vcc_m4)t20);
        __m128i t22 = _mm_set1_epi32((int)32768U);
        __m128i t23 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t22), vcc_sse_flip_epi32((__m128i)t3));
        __m128i t24 = (__m128i)((vcc_m4)t21 & (vcc_m4)t23);
        __m128i t25 = t24;
        __m128i t26 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t21, t25); });
        t1 = (vcc_v4_uint)_mm_sub_epi32((__m128i)t1, t26);
        t2 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t2, (__m128i)t3, t21);
        t6++;
    }
    __m128i t27 = _mm_slli_epi32((__m128i)t2, 8);
    __m128i t28 = _mm_xor_si128((__m128i)t1, t27);
    __m128i t29 = _mm_blendv_epi8((__m128i)(vcc_v4_uint){0}, t28, t4);
    return t29;
}

static int ticks;

__attribute__((noinline)) static int tick(int v) {
    ticks += v;
    return v & 3;
}

/* #pragma omp declare simd uniform(out, n) linear(i) */
__attribute__((target("sse4.2"))) int under(int *out, int i, int x, int n) {
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
                int t1 = tick(k);
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
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            __m128i t5 = _mm_set1_epi32(0);
            vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec = 0L;
            vcc_v4_uint s_v = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint s_v_1 = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint s_v_2 = (vcc_v4_uint)_mm_set1_epi32(0);
            vcc_v4_uint s_v_3 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at noboscc_uniform_trip.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                s_v = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v, (__m128i)k_v);
                __m128i t6 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
                s_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_1, t6);
                __m128i t7 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
                s_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_2, t7);
                __m128i t8 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
                s_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_3, t8);
                k_vec += 16L;
                k_v = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
            } while (k_vec < t4);
            __m128i t9 = _mm_add_epi32((__m128i)s_v, (__m128i)s_v_1);
            __m128i t10 = _mm_add_epi32(t9, (__m128i)s_v_2);
            __m128i t11 = _mm_add_epi32(t10, (__m128i)s_v_3);
            t12 = (int)t4;
            t13 = (int)((unsigned int)s_3 + vcc_sse_reduce_epi32(t11, _mm_add_epi32, unsigned int));
        } else {
            t12 = 0;
            t13 = s_3;
        }
        long t14 = (long)n + (long)t12 * -1L;
        if (t14 >= 4L) {
            long t15 = t14 & -4L;
            __m128i t16 = _mm_set1_epi32((int)t12);
            vcc_v4_uint k_v_1 = (vcc_v4_uint)_mm_add_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_1 = 0L;
            vcc_v4_uint s_v_4 = (vcc_v4_uint)_mm_set1_epi32(0);
            /* vcc: loop at noboscc_uniform_trip.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                s_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)s_v_4, (__m128i)k_v_1);
                k_vec_1 += 4L;
                k_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v_1, _mm_set1_epi32(4));
            } while (k_vec_1 < t15);
            k_1 = (int)((long)t12 + t15);
            s = (int)((unsigned int)t13 + vcc_sse_reduce_epi32((__m128i)s_v_4, _mm_add_epi32, unsigned int));
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

/* vcc: function at noboscc_uniform_trip.c:35 vector variant _ZGVbN4ulvu_under of `under`: VL 4, unmasked, out uniform, i linear step 1, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4ulvu_under(int *out, int i, __m128i x, int n) {
    vcc_v4_int t1;
    vcc_v4_int t2;
    vcc_v4_int t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    __m128i t9 = _mm_set1_epi32(2);
    __m128i t10 = _mm_cmpgt_epi32(x, t9);
    int t11 = (!_mm_testz_si128(t10, t10));
    int t12 = 0;
    vcc_v4_int t7 = (vcc_v4_int)x;
    while (t11 ? t12 < n : 0) {
        __m128i t13 = _mm_set1_epi32(1);
        __m128i t14 = _mm_and_si128((__m128i)t7, t13);
        __m128i t15 = (__m128i)(vcc_m4)((vcc_v4_int)t14 != (vcc_v4_int){0});
        __m128i t16 = (__m128i)~(vcc_m4)t15;
        __m128i t6 = (__m128i)((vcc_m4)t10 & (vcc_m4)t16);
        if ((!_mm_testz_si128(t6, t6))) {
            __m128i t24 = _mm_set1_epi32(2);
            __m128i t25 = _mm_set1_epi32(1);
            __m128i t26 = _mm_blendv_epi8(t25, t24, t6);
            __m128i t27 = vcc_sse_div_epi32((__m128i)t7, t26);
            __m128i t28 = (__m128i)__builtin_convertvector((vcc_m4)t6 & 1, vcc_v4_int);
            if (((vcc_v4_int)t28)[0]) {
                t1 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, tick(t12));
            } else {
                t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            }
            if (((vcc_v4_int)t28)[1]) {
                t2 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t1, 1, tick(t12));
            } else {
                t2 = (vcc_v4_int)(__m128i)t1;
            }
            if (((vcc_v4_int)t28)[2]) {
                t3 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t2, 2, tick(t12));
            } else {
                t3 = (vcc_v4_int)(__m128i)t2;
            }
            if (((vcc_v4_int)t28)[3]) {
                t4 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t3, 3, tick(t12));
            } else {
                t4 = (vcc_v4_int)(__m128i)t3;
            }
            t5 = (vcc_v4_int)_mm_add_epi32(t27, (__m128i)t4);
        } else {
            t5 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t6 = (__m128i)(vcc_m4){0};
        }
        __m128i t29 = _mm_set1_epi32(3);
        __m128i t30 = _mm_mullo_epi32((__m128i)t7, t29);
        __m128i t31 = _mm_set1_epi32((int)t12);
        __m128i t32 = _mm_add_epi32(t30, t31);
        t7 = (vcc_v4_int)_mm_blendv_epi8(t32, (__m128i)t5, t6);
        vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)(long)i * 4UL), (__m128i)t7, t10);
        t12++;
    }
    __m128i t17 = _mm_blendv_epi8(x, (__m128i)t7, t10);
    __m128i t18 = _mm_set1_epi32(0);
    __m128i t19 = _mm_cmpgt_epi32(t18, x);
    __m128i t20 = _mm_set1_epi32((int)((n > 0) != 0));
    __m128i t21 = (__m128i)(vcc_m4)((vcc_v4_int)t20 != (vcc_v4_int){0});
    __m128i t22 = (__m128i)((vcc_m4)t19 & (vcc_m4)t21);
    int t23 = (!_mm_testz_si128(t22, t22));
    int t33 = 0;
    vcc_v4_int t8 = (vcc_v4_int)t17;
    while (t23 ? t33 != n : 0) {
        __m128i t34 = _mm_set1_epi32((int)t33);
        t8 = (vcc_v4_int)_mm_add_epi32((__m128i)t8, t34);
        t33++;
    }
    __m128i t35 = _mm_blendv_epi8(t17, (__m128i)t8, t22);
    return t35;
}

/* vcc: function at noboscc_uniform_trip.c:35 vector variant _ZGVbM4ulvu_under of `under`: VL 4, masked, out uniform, i linear step 1, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4ulvu_under(int *out, int i, __m128i x, int n, __m128i mask) {
    vcc_v4_int t1;
    vcc_v4_int t2;
    vcc_v4_int t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    __m128i t9 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t10 = _mm_set1_epi32(2);
    __m128i t11 = _mm_cmpgt_epi32(x, t10);
    __m128i t12 = (__m128i)((vcc_m4)t9 & (vcc_m4)t11);
    int t13 = (!_mm_testz_si128(t12, t12));
    int t14 = 0;
    vcc_v4_int t7 = (vcc_v4_int)x;
    while (t13 ? t14 < n : 0) {
        __m128i t15 = _mm_set1_epi32(1);
        __m128i t16 = _mm_and_si128((__m128i)t7, t15);
        __m128i t17 = (__m128i)(vcc_m4)((vcc_v4_int)t16 != (vcc_v4_int){0});
        __m128i t18 = (__m128i)~(vcc_m4)t17;
        __m128i t6 = (__m128i)((vcc_m4)t12 & (vcc_m4)t18);
        if ((!_mm_testz_si128(t6, t6))) {
            __m128i t27 = _mm_set1_epi32(2);
            __m128i t28 = _mm_set1_epi32(1);
            __m128i t29 = _mm_blendv_epi8(t28, t27, t6);
            __m128i t30 = vcc_sse_div_epi32((__m128i)t7, t29);
            __m128i t31 = (__m128i)__builtin_convertvector((vcc_m4)t6 & 1, vcc_v4_int);
            if (((vcc_v4_int)t31)[0]) {
                t1 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, tick(t14));
            } else {
                t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            }
            if (((vcc_v4_int)t31)[1]) {
                t2 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t1, 1, tick(t14));
            } else {
                t2 = (vcc_v4_int)(__m128i)t1;
            }
            if (((vcc_v4_int)t31)[2]) {
                t3 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t2, 2, tick(t14));
            } else {
                t3 = (vcc_v4_int)(__m128i)t2;
            }
            if (((vcc_v4_int)t31)[3]) {
                t4 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t3, 3, tick(t14));
            } else {
                t4 = (vcc_v4_int)(__m128i)t3;
            }
            t5 = (vcc_v4_int)_mm_add_epi32(t30, (__m128i)t4);
        } else {
            t5 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t6 = (__m128i)(vcc_m4){0};
        }
        __m128i t32 = _mm_set1_epi32(3);
        __m128i t33 = _mm_mullo_epi32((__m128i)t7, t32);
        __m128i t34 = _mm_set1_epi32((int)t14);
        __m128i t35 = _mm_add_epi32(t33, t34);
        t7 = (vcc_v4_int)_mm_blendv_epi8(t35, (__m128i)t5, t6);
        vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)(long)i * 4UL), (__m128i)t7, t12);
        t14++;
    }
    __m128i t19 = _mm_blendv_epi8(x, (__m128i)t7, t12);
    __m128i t20 = _mm_set1_epi32(0);
    __m128i t21 = _mm_cmpgt_epi32(t20, x);
    __m128i t22 = _mm_set1_epi32((int)((n > 0) != 0));
    __m128i t23 = (__m128i)(vcc_m4)((vcc_v4_int)t22 != (vcc_v4_int){0});
    __m128i t24 = (__m128i)((vcc_m4)t21 & (vcc_m4)t23);
    __m128i t25 = (__m128i)((vcc_m4)t9 & (vcc_m4)t24);
    int t26 = (!_mm_testz_si128(t25, t25));
    int t36 = 0;
    vcc_v4_int t8 = (vcc_v4_int)t19;
    while (t26 ? t36 != n : 0) {
        __m128i t37 = _mm_set1_epi32((int)t36);
        t8 = (vcc_v4_int)_mm_add_epi32((__m128i)t8, t37);
        t36++;
    }
    __m128i t38 = _mm_blendv_epi8(t19, (__m128i)t8, t25);
    __m128i t39 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t38, t9);
    return t39;
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

/* vcc: function at noboscc_uniform_trip.c:56 vector variant _ZGVbN4vu_spin of `spin`: VL 4, unmasked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_spin(__m128i x, int n) {
    __m128i t1;
    int t3;
    if (n > 0) {
        t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
        t3 = 0;
    } else {
        t3 = 0;
        t1 = (__m128i)(vcc_m4){0};
    }
    int t4 = (!_mm_testz_si128(t1, t1));
    vcc_v4_int t2 = (vcc_v4_int)x;
    for (int t5 = t3; t4 ? t5 != n : 0; t5++) {
        __m128i t6 = _mm_set1_epi32(3);
        __m128i t7 = _mm_mullo_epi32((__m128i)t2, t6);
        __m128i t8 = _mm_set1_epi32((int)t5);
        t2 = (vcc_v4_int)_mm_add_epi32(t7, t8);
    }
    __m128i t9 = _mm_blendv_epi8(x, (__m128i)t2, t1);
    return t9;
}

/* vcc: function at noboscc_uniform_trip.c:56 vector variant _ZGVbM4vu_spin of `spin`: VL 4, masked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_spin(__m128i x, int n, __m128i mask) {
    __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t3 = _mm_set1_epi32((int)(n > 0));
    __m128i t4 = (__m128i)(vcc_m4)((vcc_v4_int)t3 != (vcc_v4_int){0});
    __m128i t5 = (__m128i)((vcc_m4)t2 & (vcc_m4)t4);
    int t6 = (!_mm_testz_si128(t5, t5));
    int t7 = 0;
    vcc_v4_int t1 = (vcc_v4_int)x;
    while (t6 ? t7 != n : 0) {
        __m128i t8 = _mm_set1_epi32(3);
        __m128i t9 = _mm_mullo_epi32((__m128i)t1, t8);
        __m128i t10 = _mm_set1_epi32((int)t7);
        t1 = (vcc_v4_int)_mm_add_epi32(t9, t10);
        t7++;
    }
    __m128i t11 = _mm_blendv_epi8(x, (__m128i)t1, t5);
    __m128i t12 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t11, t2);
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

/* vcc: function at noboscc_uniform_trip.c:68 vector variant _ZGVbN4vu_skip of `skip`: VL 4, unmasked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_skip(__m128i x, int n) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(0);
    vcc_v4_int t3 = (vcc_v4_int)_mm_set1_epi32(0);
    vcc_v4_int t4 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128i t5 = _mm_set1_epi32((int)n);
        __m128i t6 = _mm_cmpgt_epi32(t5, (__m128i)t2);
        __m128i t7 = (__m128i)((vcc_m4)t1 & (vcc_m4)t6);
        __m128i t8 = _mm_cmpgt_epi32(x, (__m128i)t2);
        __m128i t9 = (__m128i)~(vcc_m4)t8;
        __m128i t10 = (__m128i)((vcc_m4)t7 & (vcc_m4)t9);
        __m128i t11 = _mm_set1_epi32(2);
        __m128i t12 = _mm_add_epi32((__m128i)t3, t11);
        __m128i t13 = _mm_set1_epi32(1);
        __m128i t14 = _mm_add_epi32((__m128i)t2, t13);
        __m128i t15 = _mm_set1_epi32(1);
        __m128i t16 = _mm_add_epi32((__m128i)t3, t15);
        __m128i t17 = _mm_set1_epi32(1);
        __m128i t18 = _mm_add_epi32((__m128i)t2, t17);
        t2 = (vcc_v4_int)_mm_blendv_epi8(t18, t14, t10);
        __m128i t19 = _mm_blendv_epi8(t16, t12, t10);
        t4 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t4, (__m128i)t3, t1);
        if (!(!_mm_testz_si128(t7, t7))) {
            break;
        }
        t1 = t7;
        t3 = (vcc_v4_int)t19;
    }
    return (__m128i)t4;
}

/* vcc: function at noboscc_uniform_trip.c:68 vector variant _ZGVbM4vu_skip of `skip`: VL 4, masked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_skip(__m128i x, int n, __m128i mask) {
    __m128i t4 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    vcc_v4_int t1 = (vcc_v4_int)_mm_set1_epi32(0);
    vcc_v4_int t2 = (vcc_v4_int)_mm_set1_epi32(0);
    __m128i t5 = t4;
    vcc_v4_int t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128i t6 = _mm_set1_epi32((int)n);
        __m128i t7 = _mm_cmpgt_epi32(t6, (__m128i)t1);
        __m128i t8 = (__m128i)((vcc_m4)t5 & (vcc_m4)t7);
        __m128i t9 = _mm_cmpgt_epi32(x, (__m128i)t1);
        __m128i t10 = (__m128i)~(vcc_m4)t9;
        __m128i t11 = (__m128i)((vcc_m4)t8 & (vcc_m4)t10);
        __m128i t12 = _mm_set1_epi32(2);
        __m128i t13 = _mm_add_epi32((__m128i)t2, t12);
        __m128i t14 = _mm_set1_epi32(1);
        __m128i t15 = _mm_add_epi32((__m128i)t1, t14);
        __m128i t16 = _mm_set1_epi32(1);
        __m128i t17 = _mm_add_epi32((__m128i)t2, t16);
        __m128i t18 = _mm_set1_epi32(1);
        __m128i t19 = _mm_add_epi32((__m128i)t1, t18);
        t1 = (vcc_v4_int)_mm_blendv_epi8(t19, t15, t11);
        __m128i t20 = _mm_blendv_epi8(t17, t13, t11);
        t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, (__m128i)t2, t5);
        if (!(!_mm_testz_si128(t8, t8))) {
            break;
        }
        t5 = t8;
        t2 = (vcc_v4_int)t20;
    }
    __m128i t21 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t3, t4);
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

/* vcc: function at noboscc_uniform_trip.c:83 vector variant _ZGVbN4vu_early of `early`: VL 4, unmasked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vu_early(__m128i x, int n) {
    __m128i t1;
    vcc_v4_int t2;
    vcc_v4_int t3;
    __m128i t4;
    vcc_v4_int t5;
    vcc_v4_int t6;
    __m128i t7;
    vcc_v4_int t8;
    int t9;
    __m128i t25;
    __m128i t26;
    vcc_v4_int t27;
    __m128i t28;
    t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    t2 = (vcc_v4_int)_mm_set1_epi32(0);
    t9 = 0;
    t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    t4 = (__m128i)(vcc_m4){0};
    t5 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    while (t9 < n) {
        __m128i t10 = _mm_set1_epi32((int)t9);
        __m128i t11 = _mm_cmpgt_epi32(x, t10);
        __m128i t12 = (__m128i)((vcc_m4)t1 & (vcc_m4)t11);
        __m128i t13 = (__m128i)~(vcc_m4)t11;
        __m128i t14 = (__m128i)((vcc_m4)t1 & (vcc_m4)t13);
        __m128i t15 = _mm_add_epi32((__m128i)t2, x);
        __m128i t16 = _mm_set1_epi32((int)(t9 == 3));
        __m128i t17 = (__m128i)(vcc_m4)((vcc_v4_int)t16 != (vcc_v4_int){0});
        __m128i t18 = (__m128i)((vcc_m4)t12 & (vcc_m4)t17);
        __m128i t19 = (__m128i)~(vcc_m4)t17;
        __m128i t20 = (__m128i)((vcc_m4)t12 & (vcc_m4)t19);
        __m128i t21 = (__m128i)((vcc_m4)t14 | (vcc_m4)t20);
        __m128i t22 = _mm_blendv_epi8((__m128i)t2, t15, t20);
        __m128i t23 = _mm_set1_epi32((int)t9);
        t2 = (vcc_v4_int)_mm_xor_si128(t22, t23);
        __m128i t24 = _mm_set1_epi32((int)t9);
        t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t24, t1);
        t4 = (__m128i)((vcc_m4)t4 | (vcc_m4)t18);
        t5 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t5, t15, t18);
        if (!(!_mm_testz_si128(t21, t21))) {
            t6 = (vcc_v4_int)(__m128i)t3;
            t7 = (__m128i)(vcc_m4){0};
            t26 = t4;
            t8 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t27 = (vcc_v4_int)(__m128i)t5;
            goto L34;
        }
        t1 = t21;
        t9++;
    }
    t25 = _mm_set1_epi32((int)t9);
    t6 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t25, t1);
    t7 = (__m128i)((vcc_m4)(__m128i)(vcc_m4){0} | (vcc_m4)t1);
    t8 = (vcc_v4_int)_mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t2, t1);
    t26 = t4;
    t27 = (vcc_v4_int)(__m128i)t5;
L34:
    t28 = (__m128i)((vcc_m4)t7 | (vcc_m4)t26);
    __m128i t29 = _mm_blendv_epi8((__m128i)t8, (__m128i)t27, t26);
    __m128i t30 = _mm_set1_epi32(16);
    __m128i t31 = _mm_mullo_epi32(t29, t30);
    __m128i t32 = _mm_add_epi32(t31, (__m128i)t6);
    __m128i t33 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t32, t28);
    return t33;
}

/* vcc: function at noboscc_uniform_trip.c:83 vector variant _ZGVbM4vu_early of `early`: VL 4, masked, x vector, n uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vu_early(__m128i x, int n, __m128i mask) {
    __m128i t1;
    vcc_v4_int t2;
    vcc_v4_int t3;
    __m128i t4;
    vcc_v4_int t5;
    vcc_v4_int t6;
    __m128i t7;
    vcc_v4_int t8;
    int t9;
    __m128i t25;
    __m128i t26;
    vcc_v4_int t27;
    __m128i t28;
    t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    t2 = (vcc_v4_int)_mm_set1_epi32(0);
    t9 = 0;
    t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    t4 = (__m128i)(vcc_m4){0};
    t5 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    while (t9 < n) {
        __m128i t10 = _mm_set1_epi32((int)t9);
        __m128i t11 = _mm_cmpgt_epi32(x, t10);
        __m128i t12 = (__m128i)((vcc_m4)t1 & (vcc_m4)t11);
        __m128i t13 = (__m128i)~(vcc_m4)t11;
        __m128i t14 = (__m128i)((vcc_m4)t1 & (vcc_m4)t13);
        __m128i t15 = _mm_add_epi32((__m128i)t2, x);
        __m128i t16 = _mm_set1_epi32((int)(t9 == 3));
        __m128i t17 = (__m128i)(vcc_m4)((vcc_v4_int)t16 != (vcc_v4_int){0});
        __m128i t18 = (__m128i)((vcc_m4)t12 & (vcc_m4)t17);
        __m128i t19 = (__m128i)~(vcc_m4)t17;
        __m128i t20 = (__m128i)((vcc_m4)t12 & (vcc_m4)t19);
        __m128i t21 = (__m128i)((vcc_m4)t14 | (vcc_m4)t20);
        __m128i t22 = _mm_blendv_epi8((__m128i)t2, t15, t20);
        __m128i t23 = _mm_set1_epi32((int)t9);
        t2 = (vcc_v4_int)_mm_xor_si128(t22, t23);
        __m128i t24 = _mm_set1_epi32((int)t9);
        t3 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t24, t1);
        t4 = (__m128i)((vcc_m4)t4 | (vcc_m4)t18);
        t5 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t5, t15, t18);
        if (!(!_mm_testz_si128(t21, t21))) {
            t6 = (vcc_v4_int)(__m128i)t3;
            t7 = (__m128i)(vcc_m4){0};
            t26 = t4;
            t8 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t27 = (vcc_v4_int)(__m128i)t5;
            goto L34;
        }
        t1 = t21;
        t9++;
    }
    t25 = _mm_set1_epi32((int)t9);
    t6 = (vcc_v4_int)_mm_blendv_epi8((__m128i)t3, t25, t1);
    t7 = (__m128i)((vcc_m4)(__m128i)(vcc_m4){0} | (vcc_m4)t1);
    t8 = (vcc_v4_int)_mm_blendv_epi8((__m128i)(vcc_v4_int){0}, (__m128i)t2, t1);
    t26 = t4;
    t27 = (vcc_v4_int)(__m128i)t5;
L34:
    t28 = (__m128i)((vcc_m4)t7 | (vcc_m4)t26);
    __m128i t29 = _mm_blendv_epi8((__m128i)t8, (__m128i)t27, t26);
    __m128i t30 = _mm_set1_epi32(16);
    __m128i t31 = _mm_mullo_epi32(t29, t30);
    __m128i t32 = _mm_add_epi32(t31, (__m128i)t6);
    __m128i t33 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t32, t28);
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
