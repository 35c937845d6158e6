/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_gather4_narrow(VT, T, W, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); W vcc_gw = 0; if (vcc_gb & 1) vcc_gw |= (W)vcc_gp[(int)vcc_g0]; if (vcc_gb & 2) vcc_gw |= (W)vcc_gp[vcc_g0 >> 32] << (8 * sizeof(T)); if (vcc_gb & 4) vcc_gw |= (W)vcc_gp[(int)vcc_g1] << (16 * sizeof(T)); if (vcc_gb & 8) vcc_gw |= (W)vcc_gp[vcc_g1 >> 32] << (24 * sizeof(T)); VT vcc_gr; __builtin_memcpy(&vcc_gr, &vcc_gw, sizeof vcc_gr); vcc_gr; })
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

__attribute__((target("sse4.2"))) __m128i _ZGVbN4uv_get_u8(const unsigned char *v, __m128i i);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4uv_get_s8(const signed char *v, __m128i i, __m128i mask);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4uv_get_u16(const unsigned short *v, __m128i i, __m128i mask);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uv_get_s16f(const short *v, __m128i i);
/* Gathers of bytes and shorts converted to int or float right away, called from loops of 16
   lanes: on AVX-512 the 'e' variants gather the 16 aligned dwords that hold the elements in one
   `vpgatherdd zmm` and shift each element out (midend wfv widen_gathers.rs), masked in the
   `inbranch` ones. The arrays are malloc'd exactly as long as the scalar code reads and read
   through base pointers at offsets 0-3 from an aligned address, with negative and repeated
   indices; lanes a condition turns off have indices far out of range. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

/* vcc: function at narrow_gather16.c:13 vector variant _ZGVbN4uv_get_u8 of `get_u8`: VL 4, unmasked, v uniform, i vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4uv_get_u8(const unsigned char *v, __m128i i) {
    vcc_v4_uchar t1 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, i, 15);
    __m128i t2 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t1));
    __m128i t3 = _mm_set1_epi32(1);
    __m128i t4 = _mm_add_epi32(t2, t3);
    return t4;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

/* vcc: function at narrow_gather16.c:18 vector variant _ZGVbM4uv_get_s8 of `get_s8`: VL 4, masked, v uniform, i vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4uv_get_s8(const signed char *v, __m128i i, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    vcc_v4_schar t2 = vcc_sse_gather4_narrow(vcc_v4_schar, unsigned char, unsigned, v, i, _mm_movemask_ps(_mm_castsi128_ps(t1)));
    __m128i t3 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t2));
    __m128i t4 = _mm_set1_epi32(3);
    __m128i t5 = _mm_mullo_epi32(t3, t4);
    __m128i t6 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t5, t1);
    return t6;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

/* vcc: function at narrow_gather16.c:23 vector variant _ZGVbM4uv_get_u16 of `get_u16`: VL 4, masked, v uniform, i vector */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4uv_get_u16(const unsigned short *v, __m128i i, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    vcc_v4_ushort t2 = vcc_sse_gather4_narrow(vcc_v4_ushort, unsigned short, unsigned long long, v, i, _mm_movemask_ps(_mm_castsi128_ps(t1)));
    __m128i t3 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t2));
    __m128i t4 = _mm_set1_epi32(7);
    __m128i t5 = _mm_sub_epi32(t3, t4);
    __m128i t6 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t5, t1);
    return t6;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

/* vcc: function at narrow_gather16.c:28 vector variant _ZGVbN4uv_get_s16f of `get_s16f`: VL 4, unmasked, v uniform, i vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uv_get_s16f(const short *v, __m128i i) {
    vcc_v4_short t1 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, i, 15);
    __m128 t2 = _mm_cvtepi32_ps(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t1)));
    __m128 t3 = _mm_set1_ps(0.5f);
    __m128 t4 = _mm_mul_ps(t2, t3);
    return t4;
}

#define M 203
int idx[M], out[M];
float fout[M];

__attribute__((target("sse4.2"))) void all_u8(const unsigned char *v, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t3 = &out[i_vec_1];
            __m128i idx_v = _mm_loadu_si128((const __m128i *)&idx[i_vec_1]);
            vcc_v4_uchar t13 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, idx_v, 15);
            __m128i t14 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t13));
            __m128i t15 = _mm_set1_epi32(1);
            __m128i t16 = _mm_add_epi32(t14, t15);
            _mm_storeu_si128((__m128i *)t3, t16);
            long t11 = i_vec_1 + 4L;
            int *t12 = &out[t11];
            __m128i idx_v_2 = _mm_loadu_si128((const __m128i *)&idx[t11]);
            vcc_v4_uchar t23 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, idx_v_2, 15);
            __m128i t24 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t23));
            __m128i t25 = _mm_set1_epi32(1);
            __m128i t26 = _mm_add_epi32(t24, t25);
            _mm_storeu_si128((__m128i *)t12, t26);
            long t21 = i_vec_1 + 8L;
            int *t22 = &out[t21];
            __m128i idx_v_3 = _mm_loadu_si128((const __m128i *)&idx[t21]);
            vcc_v4_uchar t29 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, idx_v_3, 15);
            __m128i t30 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t29));
            __m128i t31 = _mm_set1_epi32(1);
            __m128i t32 = _mm_add_epi32(t30, t31);
            _mm_storeu_si128((__m128i *)t22, t32);
            long t27 = i_vec_1 + 12L;
            int *t28 = &out[t27];
            __m128i idx_v_4 = _mm_loadu_si128((const __m128i *)&idx[t27]);
            vcc_v4_uchar t33 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, idx_v_4, 15);
            __m128i t34 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t33));
            __m128i t35 = _mm_set1_epi32(1);
            __m128i t36 = _mm_add_epi32(t34, t35);
            _mm_storeu_si128((__m128i *)t28, t36);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 4L) {
        long t6 = t5 & -4L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            int *t8 = &out[t7];
            __m128i idx_v_1 = _mm_loadu_si128((const __m128i *)&idx[t7]);
            vcc_v4_uchar t17 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, idx_v_1, 15);
            __m128i t18 = _mm_cvtepu8_epi32(_mm_cvtsi32_si128((int)t17));
            __m128i t19 = _mm_set1_epi32(1);
            __m128i t20 = _mm_add_epi32(t18, t19);
            _mm_storeu_si128((__m128i *)t8, t20);
            i_vec += 4L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        out[t9] = get_u8(v, t10);
    }
}

__attribute__((target("sse4.2"))) void some_s8(const signed char *v, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:44 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i idx_v = _mm_loadu_si128((const __m128i *)&idx[i_vec_1]);
            __m128i t3 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v);
            __m128i out_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL), t3);
            __m128i t4 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t3);
            __m128i t19 = (__m128i)(vcc_m4)((vcc_v4_int)t4 != (vcc_v4_int){0});
            vcc_v4_schar t20 = vcc_sse_gather4_narrow(vcc_v4_schar, unsigned char, unsigned, v, idx_v, _mm_movemask_ps(_mm_castsi128_ps(t19)));
            __m128i t21 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t20));
            __m128i t22 = _mm_set1_epi32(3);
            __m128i t23 = _mm_mullo_epi32(t21, t22);
            __m128i t24 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t23, t19);
            __m128i t15 = _mm_add_epi32(out_v, t24);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL), t15, t3);
            long t16 = i_vec_1 + 4L;
            __m128i idx_v_2 = _mm_loadu_si128((const __m128i *)&idx[t16]);
            __m128i t17 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_2);
            __m128i out_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t17);
            __m128i t18 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t17);
            __m128i t33 = (__m128i)(vcc_m4)((vcc_v4_int)t18 != (vcc_v4_int){0});
            vcc_v4_schar t34 = vcc_sse_gather4_narrow(vcc_v4_schar, unsigned char, unsigned, v, idx_v_2, _mm_movemask_ps(_mm_castsi128_ps(t33)));
            __m128i t35 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t34));
            __m128i t36 = _mm_set1_epi32(3);
            __m128i t37 = _mm_mullo_epi32(t35, t36);
            __m128i t38 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t37, t33);
            __m128i t32 = _mm_add_epi32(out_v_2, t38);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t16 * 4UL), t32, t17);
            i_vec_1 += 8L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            __m128i idx_v_1 = _mm_loadu_si128((const __m128i *)&idx[t8]);
            __m128i t9 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_1);
            __m128i out_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t8 * 4UL), t9);
            __m128i t10 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t9);
            __m128i t26 = (__m128i)(vcc_m4)((vcc_v4_int)t10 != (vcc_v4_int){0});
            vcc_v4_schar t27 = vcc_sse_gather4_narrow(vcc_v4_schar, unsigned char, unsigned, v, idx_v_1, _mm_movemask_ps(_mm_castsi128_ps(t26)));
            __m128i t28 = _mm_cvtepi8_epi32(_mm_cvtsi32_si128((int)t27));
            __m128i t29 = _mm_set1_epi32(3);
            __m128i t30 = _mm_mullo_epi32(t28, t29);
            __m128i t31 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t30, t26);
            __m128i t25 = _mm_add_epi32(out_v_1, t31);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t8 * 4UL), t25, t9);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        long t11 = (long)i;
        int t12 = idx[t11];
        if (t12 < 1000) {
            int *t13 = &out[t11];
            int t14 = *t13;
            *t13 = t14 + get_s8(v, t12);
        }
    }
}

__attribute__((target("sse4.2"))) void some_u16(const unsigned short *v, int n) {
    int t11;
    int i;
    int t23;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        __m128i t3 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:51 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            __m128i t4 = (__m128i)((vcc_v4_int)(__m128i)i_v % (vcc_v4_int)_mm_set1_epi32(4));
            __m128i t5 = vcc_sse_not(_mm_cmpeq_epi32(t4, _mm_set1_epi32(2)));
            __m128i idx_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&idx + (unsigned long)i_vec_1 * 4UL), t5);
            __m128i t6 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v);
            __m128i t7 = (__m128i)__builtin_convertvector((vcc_m4)t6 & 1, vcc_v4_int);
            __m128i t8 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t5, t7); });
            __m128i t9 = vcc_sse_not(_mm_cmpeq_epi32(t8, _mm_set1_epi32(0)));
            __m128i out_v = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL), t9);
            __m128i idx_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&idx + (unsigned long)i_vec_1 * 4UL), t9);
            __m128i t10 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t9);
            __m128i t38 = (__m128i)(vcc_m4)((vcc_v4_int)t10 != (vcc_v4_int){0});
            vcc_v4_ushort t39 = vcc_sse_gather4_narrow(vcc_v4_ushort, unsigned short, unsigned long long, v, idx_v_1, _mm_movemask_ps(_mm_castsi128_ps(t38)));
            __m128i t40 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t39));
            __m128i t41 = _mm_set1_epi32(7);
            __m128i t42 = _mm_sub_epi32(t40, t41);
            __m128i t43 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t42, t38);
            __m128i t28 = _mm_xor_si128(out_v, t43);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)i_vec_1 * 4UL), t28, t9);
            long t29 = i_vec_1 + 4L;
            __m128i t30 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            __m128i t31 = (__m128i)((vcc_v4_int)t30 % (vcc_v4_int)_mm_set1_epi32(4));
            __m128i t32 = vcc_sse_not(_mm_cmpeq_epi32(t31, _mm_set1_epi32(2)));
            __m128i idx_v_4 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&idx + (unsigned long)t29 * 4UL), t32);
            __m128i t33 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_4);
            __m128i t34 = (__m128i)__builtin_convertvector((vcc_m4)t33 & 1, vcc_v4_int);
            __m128i t35 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t32, t34); });
            __m128i t36 = vcc_sse_not(_mm_cmpeq_epi32(t35, _mm_set1_epi32(0)));
            __m128i out_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t29 * 4UL), t36);
            __m128i idx_v_5 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&idx + (unsigned long)t29 * 4UL), t36);
            __m128i t37 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t36);
            __m128i t52 = (__m128i)(vcc_m4)((vcc_v4_int)t37 != (vcc_v4_int){0});
            vcc_v4_ushort t53 = vcc_sse_gather4_narrow(vcc_v4_ushort, unsigned short, unsigned long long, v, idx_v_5, _mm_movemask_ps(_mm_castsi128_ps(t52)));
            __m128i t54 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t53));
            __m128i t55 = _mm_set1_epi32(7);
            __m128i t56 = _mm_sub_epi32(t54, t55);
            __m128i t57 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t56, t52);
            __m128i t51 = _mm_xor_si128(out_v_2, t57);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t29 * 4UL), t51, t36);
            i_vec_1 += 8L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            if (i_vec_1 >= t2) {
                t11 = (int)t2;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        __m128i t14 = _mm_set1_epi32((int)t11);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t15 = (long)t11 + i_vec;
            __m128i t16 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 % (vcc_v4_int)_mm_set1_epi32(4));
            __m128i t17 = vcc_sse_not(_mm_cmpeq_epi32(t16, _mm_set1_epi32(2)));
            __m128i idx_v_2 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&idx + (unsigned long)t15 * 4UL), t17);
            __m128i t18 = _mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_2);
            __m128i t19 = (__m128i)__builtin_convertvector((vcc_m4)t18 & 1, vcc_v4_int);
            __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t17, t19); });
            __m128i t21 = vcc_sse_not(_mm_cmpeq_epi32(t20, _mm_set1_epi32(0)));
            __m128i out_v_1 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t15 * 4UL), t21);
            __m128i idx_v_3 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)&idx + (unsigned long)t15 * 4UL), t21);
            __m128i t22 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t21);
            __m128i t45 = (__m128i)(vcc_m4)((vcc_v4_int)t22 != (vcc_v4_int){0});
            vcc_v4_ushort t46 = vcc_sse_gather4_narrow(vcc_v4_ushort, unsigned short, unsigned long long, v, idx_v_3, _mm_movemask_ps(_mm_castsi128_ps(t45)));
            __m128i t47 = _mm_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t46));
            __m128i t48 = _mm_set1_epi32(7);
            __m128i t49 = _mm_sub_epi32(t47, t48);
            __m128i t50 = _mm_blendv_epi8((__m128i)(vcc_v4_int){0}, t49, t45);
            __m128i t44 = _mm_xor_si128(out_v_1, t50);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&out + (unsigned long)t15 * 4UL), t44, t21);
            i_vec += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        if ((i % 4) != 2) {
            t23 = (idx[i] < 1000) != 0;
        } else {
            t23 = 0;
        }
        if (t23) {
            long t24 = (long)i;
            int *t25 = &out[t24];
            int t26 = *t25;
            int t27 = idx[t24];
            *t25 = t26 ^ get_u16(v, t27);
        }
    }
}

__attribute__((target("sse4.2"))) void all_s16f(const short *v, int n) {
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at narrow_gather16.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t3 = &fout[i_vec_1];
            __m128i idx_v = _mm_loadu_si128((const __m128i *)&idx[i_vec_1]);
            vcc_v4_short t13 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, idx_v, 15);
            __m128 t14 = _mm_cvtepi32_ps(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t13)));
            __m128 t15 = _mm_set1_ps(0.5f);
            __m128 t16 = _mm_mul_ps(t14, t15);
            _mm_storeu_ps(t3, t16);
            long t11 = i_vec_1 + 4L;
            float *t12 = &fout[t11];
            __m128i idx_v_2 = _mm_loadu_si128((const __m128i *)&idx[t11]);
            vcc_v4_short t23 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, idx_v_2, 15);
            __m128 t24 = _mm_cvtepi32_ps(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t23)));
            __m128 t25 = _mm_set1_ps(0.5f);
            __m128 t26 = _mm_mul_ps(t24, t25);
            _mm_storeu_ps(t12, t26);
            long t21 = i_vec_1 + 8L;
            float *t22 = &fout[t21];
            __m128i idx_v_3 = _mm_loadu_si128((const __m128i *)&idx[t21]);
            vcc_v4_short t29 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, idx_v_3, 15);
            __m128 t30 = _mm_cvtepi32_ps(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t29)));
            __m128 t31 = _mm_set1_ps(0.5f);
            __m128 t32 = _mm_mul_ps(t30, t31);
            _mm_storeu_ps(t22, t32);
            long t27 = i_vec_1 + 12L;
            float *t28 = &fout[t27];
            __m128i idx_v_4 = _mm_loadu_si128((const __m128i *)&idx[t27]);
            vcc_v4_short t33 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, idx_v_4, 15);
            __m128 t34 = _mm_cvtepi32_ps(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t33)));
            __m128 t35 = _mm_set1_ps(0.5f);
            __m128 t36 = _mm_mul_ps(t34, t35);
            _mm_storeu_ps(t28, t36);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)n + (long)t4 * -1L;
    if (t5 >= 4L) {
        long t6 = t5 & -4L;
        long i_vec = 0L;
        /* vcc: loop at narrow_gather16.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t7 = (long)t4 + i_vec;
            float *t8 = &fout[t7];
            __m128i idx_v_1 = _mm_loadu_si128((const __m128i *)&idx[t7]);
            vcc_v4_short t17 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, idx_v_1, 15);
            __m128 t18 = _mm_cvtepi32_ps(_mm_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t17)));
            __m128 t19 = _mm_set1_ps(0.5f);
            __m128 t20 = _mm_mul_ps(t18, t19);
            _mm_storeu_ps(t8, t20);
            i_vec += 4L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int t10 = idx[t9];
        fout[t9] = get_s16f(v, t10);
    }
}

__attribute__((target("sse4.2"))) int main(void) {
    int sizes[6];
    int k;
    int t102;
    int i;
    unsigned long t137;
    int off = 0;
    while (off < 4) {
        int t9 = off + 98;
        void *t10 = malloc((unsigned long)t9);
        unsigned char *b8 = (unsigned char *)t10;
        void *t11 = malloc((unsigned long)(t9 * 2));
        unsigned short *b16 = (unsigned short *)t11;
        long t12 = (long)off;
        long t13 = t12 + 98L;
        unsigned long t14 = (unsigned long)t10;
        long t15 = t13 - 1L;
        unsigned long t16 = (unsigned long)t11;
        if ((t13 >= 16L) & (((t14 + (unsigned long)(1L + t15 * 1L)) <= t16) | ((t16 + (unsigned long)(2L + t15 * 2L)) <= t14))) {
            long t17 = t13 & -16L;
            vcc_v16_int t18 = (vcc_v16_int){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v16_uint t19 = (vcc_v16_uint)t18;
            vcc_v16_uint k_v = t19 + (vcc_v16_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 9U, 10U, 11U, 12U, 13U, 14U, 15U};
            long k_vec = 0L;
            /* vcc: loop at narrow_gather16.c:67 vectorized: VF 16, UF 1, run-time check: the value of the call to `malloc` at 65:29 and the value of the call to `malloc` at 66:31 do not overlap, scalar epilogue */
            for (;;) {
                vcc_v16_int k_v_1 = (vcc_v16_int)k_v;
                vcc_v16_int t20 = k_v_1 * (vcc_v16_int){37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37};
                vcc_v16_int t21 = t20 + (vcc_v16_int){11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11};
                __m128i t22 = (__m128i)__builtin_convertvector(__builtin_convertvector(t21, vcc_v16_short), vcc_v16_uchar);
                _mm_storeu_si128((__m128i *)(b8 + k_vec), t22);
                vcc_v16_uint t23 = (vcc_v16_uint)k_v_1;
                vcc_v16_uint t24 = t23 * (vcc_v16_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
                vcc_v16_uint t25 = t24 + (vcc_v16_uint){7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U, 7U};
                vcc_v16_ushort t26 = __builtin_convertvector(t25, vcc_v16_ushort);
                do { vcc_v16_ushort vcc_w = t26; char *vcc_p = (char *)(b16 + k_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 16, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
                k_vec += 16L;
                vcc_v16_uint t27 = k_v + (vcc_v16_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (k_vec >= t17) {
                    break;
                }
                k_v = t27;
            }
            k = (int)t17;
        } else {
            k = 0;
        }
        while (k < t9) {
            long t28 = (long)k;
            b8[t28] = (unsigned char)(k * 37 + 11);
            b16[t28] = (unsigned short)((unsigned int)k * 40503U + 7U);
            k++;
        }
        const unsigned char *u8 = b8 + t12 + 37;
        const unsigned short *u16 = b16 + t12 + 37;
        sizes[0] = 0;
        sizes[1] = 1;
        sizes[2] = 15;
        sizes[3] = 16;
        sizes[4] = 17;
        sizes[5] = 203;
        int s = 0;
        while (s < 6) {
            int n = sizes[s];
            unsigned int t29 = (unsigned int)s;
            int t30 = (int)t29;
            if (1 & (t30 >= 0) & 1 & 1) {
                __m128i t31 = _mm_set1_epi32(0);
                vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t31, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t32 = _mm_set1_epi32((int)(t30 % 98));
                __m128i t33 = _mm_add_epi32(t32, _mm_setr_epi32(0, 13, 26, 39));
                __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(98));
                vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t33, t34);
                __m128i t35 = _mm_add_epi32(t31, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t36 = _mm_sub_epi32(t35, _mm_set1_epi32(7));
                vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t35, t36);
                __m128i t37 = _mm_sub_epi32(t35, _mm_set1_epi32(11));
                vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t35, t37);
                long i_vec = 0L;
                /* vcc: loop at narrow_gather16.c:76 vectorized: VF 4, UF 4, the remainder at 77:26 by 98 kept as a running remainder (guard: dividend not negative), the remainder at 78:21 by 7 kept as a running remainder (guard: dividend not negative), the remainder at 80:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
                for (;;) {
                    __m128i t38 = _mm_sub_epi32((__m128i)t1, _mm_set1_epi32(37));
                    _mm_storeu_si128((__m128i *)&idx[i_vec], t38);
                    __m128i t39 = _mm_cmpeq_epi32((__m128i)t2, _mm_set1_epi32(3));
                    unsigned long t40 = (unsigned long)&idx;
                    int *t41 = (int *)(t40 + (unsigned long)i_vec * 4UL);
                    vcc_sse_store_masked(vcc_v4_int, t41, _mm_set1_epi32(60), t39);
                    __m128i t42 = _mm_cmpeq_epi32((__m128i)t3, _mm_set1_epi32(5));
                    __m128i t43 = _mm_add_epi32(_mm_set1_epi32(1000000), (__m128i)i_v);
                    vcc_sse_store_masked(vcc_v4_int, t41, t43, t42);
                    _mm_storeu_si128((__m128i *)&out[i_vec], (__m128i)i_v);
                    _mm_storeu_ps(&fout[i_vec], _mm_set1_ps(0.0f));
                    long t44 = i_vec + 4L;
                    __m128i t45 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                    __m128i t46 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(52));
                    __m128i t47 = _mm_sub_epi32(t46, _mm_set1_epi32(98));
                    __m128i t48 = _mm_min_epu32(t46, t47);
                    __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(37));
                    _mm_storeu_si128((__m128i *)&idx[t44], t49);
                    __m128i t50 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
                    __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(7));
                    __m128i t52 = _mm_min_epu32(t50, t51);
                    __m128i t53 = _mm_cmpeq_epi32(t52, _mm_set1_epi32(3));
                    int *t54 = (int *)(t40 + (unsigned long)t44 * 4UL);
                    vcc_sse_store_masked(vcc_v4_int, t54, _mm_set1_epi32(60), t53);
                    __m128i t55 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(4));
                    __m128i t56 = _mm_sub_epi32(t55, _mm_set1_epi32(11));
                    __m128i t57 = _mm_min_epu32(t55, t56);
                    __m128i t58 = _mm_cmpeq_epi32(t57, _mm_set1_epi32(5));
                    __m128i t59 = _mm_add_epi32(_mm_set1_epi32(1000000), t45);
                    vcc_sse_store_masked(vcc_v4_int, t54, t59, t58);
                    _mm_storeu_si128((__m128i *)&out[t44], t45);
                    _mm_storeu_ps(&fout[t44], _mm_set1_ps(0.0f));
                    long t60 = i_vec + 8L;
                    __m128i t61 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                    __m128i t62 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                    __m128i t63 = _mm_sub_epi32(t62, _mm_set1_epi32(98));
                    __m128i t64 = _mm_min_epu32(t62, t63);
                    __m128i t65 = _mm_sub_epi32(t64, _mm_set1_epi32(37));
                    _mm_storeu_si128((__m128i *)&idx[t60], t65);
                    __m128i t66 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
                    __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(7));
                    __m128i t68 = _mm_min_epu32(t66, t67);
                    __m128i t69 = _mm_cmpeq_epi32(t68, _mm_set1_epi32(3));
                    int *t70 = (int *)(t40 + (unsigned long)t60 * 4UL);
                    vcc_sse_store_masked(vcc_v4_int, t70, _mm_set1_epi32(60), t69);
                    __m128i t71 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(8));
                    __m128i t72 = _mm_sub_epi32(t71, _mm_set1_epi32(11));
                    __m128i t73 = _mm_min_epu32(t71, t72);
                    __m128i t74 = _mm_cmpeq_epi32(t73, _mm_set1_epi32(5));
                    __m128i t75 = _mm_add_epi32(_mm_set1_epi32(1000000), t61);
                    vcc_sse_store_masked(vcc_v4_int, t70, t75, t74);
                    _mm_storeu_si128((__m128i *)&out[t60], t61);
                    _mm_storeu_ps(&fout[t60], _mm_set1_ps(0.0f));
                    long t76 = i_vec + 12L;
                    __m128i t77 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                    __m128i t78 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(58));
                    __m128i t79 = _mm_sub_epi32(t78, _mm_set1_epi32(98));
                    __m128i t80 = _mm_min_epu32(t78, t79);
                    __m128i t81 = _mm_sub_epi32(t80, _mm_set1_epi32(37));
                    _mm_storeu_si128((__m128i *)&idx[t76], t81);
                    __m128i t82 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(5));
                    __m128i t83 = _mm_sub_epi32(t82, _mm_set1_epi32(7));
                    __m128i t84 = _mm_min_epu32(t82, t83);
                    __m128i t85 = _mm_cmpeq_epi32(t84, _mm_set1_epi32(3));
                    int *t86 = (int *)(t40 + (unsigned long)t76 * 4UL);
                    vcc_sse_store_masked(vcc_v4_int, t86, _mm_set1_epi32(60), t85);
                    __m128i t87 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(1));
                    __m128i t88 = _mm_sub_epi32(t87, _mm_set1_epi32(11));
                    __m128i t89 = _mm_min_epu32(t87, t88);
                    __m128i t90 = _mm_cmpeq_epi32(t89, _mm_set1_epi32(5));
                    __m128i t91 = _mm_add_epi32(_mm_set1_epi32(1000000), t77);
                    vcc_sse_store_masked(vcc_v4_int, t86, t91, t90);
                    _mm_storeu_si128((__m128i *)&out[t76], t77);
                    _mm_storeu_ps(&fout[t76], _mm_set1_ps(0.0f));
                    i_vec += 16L;
                    __m128i t92 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                    __m128i t93 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
                    __m128i t94 = _mm_sub_epi32(t93, _mm_set1_epi32(98));
                    __m128i t95 = _mm_min_epu32(t93, t94);
                    __m128i t96 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
                    __m128i t97 = _mm_sub_epi32(t96, _mm_set1_epi32(7));
                    __m128i t98 = _mm_min_epu32(t96, t97);
                    __m128i t99 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(5));
                    __m128i t100 = _mm_sub_epi32(t99, _mm_set1_epi32(11));
                    __m128i t101 = _mm_min_epu32(t99, t100);
                    if (i_vec >= 192L) {
                        break;
                    }
                    i_v = (vcc_v4_uint)t92;
                    t1 = (vcc_v4_int)t95;
                    t2 = (vcc_v4_int)t98;
                    t3 = (vcc_v4_int)t101;
                }
                t102 = 192;
            } else {
                t102 = 0;
            }
            long t103 = (long)t102;
            long t104 = t103 * -1L + 203L;
            int t105 = (int)((unsigned int)(int)((unsigned int)t102 * 13U) + t29);
            int t106 = t102 >= 0;
            if ((t104 >= 4L) & (t105 >= 0) & t106 & t106) {
                long t107 = t104 & -4L;
                __m128i t108 = _mm_set1_epi32((int)t102);
                vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t108, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t109 = _mm_set1_epi32((int)(t105 % 98));
                __m128i t110 = _mm_add_epi32(t109, _mm_setr_epi32(0, 13, 26, 39));
                __m128i t111 = _mm_sub_epi32(t110, _mm_set1_epi32(98));
                vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t110, t111);
                __m128i t112 = _mm_set1_epi32((int)(t102 % 7));
                __m128i t113 = _mm_add_epi32(t112, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t114 = _mm_sub_epi32(t113, _mm_set1_epi32(7));
                vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t113, t114);
                __m128i t115 = _mm_set1_epi32((int)(t102 % 11));
                __m128i t116 = _mm_add_epi32(t115, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t117 = _mm_sub_epi32(t116, _mm_set1_epi32(11));
                vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t116, t117);
                long i_vec_1 = 0L;
                /* vcc: loop at narrow_gather16.c:76 vector epilogue: VF 4, UF 1, scalar epilogue */
                for (;;) {
                    long t118 = t103 + i_vec_1;
                    __m128i t119 = _mm_sub_epi32((__m128i)t4, _mm_set1_epi32(37));
                    _mm_storeu_si128((__m128i *)&idx[t118], t119);
                    __m128i t120 = _mm_cmpeq_epi32((__m128i)t5, _mm_set1_epi32(3));
                    int *t121 = (int *)((unsigned long)&idx + (unsigned long)t118 * 4UL);
                    vcc_sse_store_masked(vcc_v4_int, t121, _mm_set1_epi32(60), t120);
                    __m128i t122 = _mm_cmpeq_epi32((__m128i)t6, _mm_set1_epi32(5));
                    __m128i t123 = _mm_add_epi32(_mm_set1_epi32(1000000), (__m128i)i_v_1);
                    vcc_sse_store_masked(vcc_v4_int, t121, t123, t122);
                    _mm_storeu_si128((__m128i *)&out[t118], (__m128i)i_v_1);
                    _mm_storeu_ps(&fout[t118], _mm_set1_ps(0.0f));
                    i_vec_1 += 4L;
                    __m128i t124 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                    __m128i t125 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(52));
                    __m128i t126 = _mm_sub_epi32(t125, _mm_set1_epi32(98));
                    __m128i t127 = _mm_min_epu32(t125, t126);
                    __m128i t128 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
                    __m128i t129 = _mm_sub_epi32(t128, _mm_set1_epi32(7));
                    __m128i t130 = _mm_min_epu32(t128, t129);
                    __m128i t131 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(4));
                    __m128i t132 = _mm_sub_epi32(t131, _mm_set1_epi32(11));
                    __m128i t133 = _mm_min_epu32(t131, t132);
                    if (i_vec_1 >= t107) {
                        break;
                    }
                    i_v_1 = (vcc_v4_uint)t124;
                    t4 = (vcc_v4_int)t127;
                    t5 = (vcc_v4_int)t130;
                    t6 = (vcc_v4_int)t133;
                }
                i = (int)(t103 + t107);
            } else {
                i = t102;
            }
            while (i < 203) {
                long t134 = (long)i;
                int *t135 = &idx[t134];
                *t135 = (i * 13 + s) % 98 - 37;
                if ((i % 7) == 3) {
                    *t135 = 60;
                }
                if ((i % 11) == 5) {
                    *t135 = 1000000 + i;
                }
                out[t134] = i;
                fout[t134] = 0.0f;
                i++;
            }
            long i_vec_2 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                __m128i idx_v = _mm_loadu_si128((const __m128i *)&idx[i_vec_2]);
                __m128i t136 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v));
                t137 = (unsigned long)&idx;
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)i_vec_2 * 4UL), _mm_set1_epi32(-37), t136);
                long t138 = i_vec_2 + 4L;
                __m128i idx_v_1 = _mm_loadu_si128((const __m128i *)&idx[t138]);
                __m128i t139 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_1));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t138 * 4UL), _mm_set1_epi32(-37), t139);
                long t140 = i_vec_2 + 8L;
                __m128i idx_v_2 = _mm_loadu_si128((const __m128i *)&idx[t140]);
                __m128i t141 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_2));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t140 * 4UL), _mm_set1_epi32(-37), t141);
                long t142 = i_vec_2 + 12L;
                __m128i idx_v_3 = _mm_loadu_si128((const __m128i *)&idx[t142]);
                __m128i t143 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_3));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t142 * 4UL), _mm_set1_epi32(-37), t143);
                i_vec_2 += 16L;
            } while (i_vec_2 < 192L);
            long i_vec_3 = 0L;
            /* vcc: loop at narrow_gather16.c:85 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t144 = 192L + i_vec_3;
                __m128i idx_v_4 = _mm_loadu_si128((const __m128i *)&idx[t144]);
                __m128i t145 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_4));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t144 * 4UL), _mm_set1_epi32(-37), t145);
                i_vec_3 += 4L;
            } while (i_vec_3 < 8L);
            if (idx[200] >= 1000) {
                idx[200] = -37;
            }
            if (idx[201] >= 1000) {
                idx[201] = -37;
            }
            if (idx[202] >= 1000) {
                idx[202] = -37;
            }
            all_u8(u8, n);
            __m128i t146 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t146, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t147 = _mm_add_epi32(t146, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t148 = _mm_sub_epi32(t147, _mm_set1_epi32(11));
            vcc_v4_int t7 = (vcc_v4_int)_mm_min_epu32(t147, t148);
            long i_vec_4 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vectorized: VF 4, UF 4, the remainder at 90:21 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t149 = _mm_cmpeq_epi32((__m128i)t7, _mm_set1_epi32(5));
                __m128i t150 = _mm_add_epi32(_mm_set1_epi32(1000000), (__m128i)i_v_2);
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)i_vec_4 * 4UL), t150, t149);
                __m128i t151 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
                __m128i t152 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(4));
                __m128i t153 = _mm_sub_epi32(t152, _mm_set1_epi32(11));
                __m128i t154 = _mm_min_epu32(t152, t153);
                __m128i t155 = _mm_cmpeq_epi32(t154, _mm_set1_epi32(5));
                __m128i t156 = _mm_add_epi32(_mm_set1_epi32(1000000), t151);
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)(i_vec_4 + 4L) * 4UL), t156, t155);
                __m128i t157 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
                __m128i t158 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(8));
                __m128i t159 = _mm_sub_epi32(t158, _mm_set1_epi32(11));
                __m128i t160 = _mm_min_epu32(t158, t159);
                __m128i t161 = _mm_cmpeq_epi32(t160, _mm_set1_epi32(5));
                __m128i t162 = _mm_add_epi32(_mm_set1_epi32(1000000), t157);
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)(i_vec_4 + 8L) * 4UL), t162, t161);
                __m128i t163 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
                __m128i t164 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(1));
                __m128i t165 = _mm_sub_epi32(t164, _mm_set1_epi32(11));
                __m128i t166 = _mm_min_epu32(t164, t165);
                __m128i t167 = _mm_cmpeq_epi32(t166, _mm_set1_epi32(5));
                __m128i t168 = _mm_add_epi32(_mm_set1_epi32(1000000), t163);
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)(i_vec_4 + 12L) * 4UL), t168, t167);
                i_vec_4 += 16L;
                __m128i t169 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
                __m128i t170 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(5));
                __m128i t171 = _mm_sub_epi32(t170, _mm_set1_epi32(11));
                __m128i t172 = _mm_min_epu32(t170, t171);
                if (i_vec_4 >= 192L) {
                    break;
                }
                i_v_2 = (vcc_v4_uint)t169;
                t7 = (vcc_v4_int)t172;
            }
            __m128i t173 = _mm_set1_epi32(192);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t173, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t174 = _mm_set1_epi32(5);
            __m128i t175 = _mm_add_epi32(t174, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t176 = _mm_sub_epi32(t175, _mm_set1_epi32(11));
            vcc_v4_int t8 = (vcc_v4_int)_mm_min_epu32(t175, t176);
            long i_vec_5 = 0L;
            /* vcc: loop at narrow_gather16.c:89 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128i t177 = _mm_cmpeq_epi32((__m128i)t8, _mm_set1_epi32(5));
                __m128i t178 = _mm_add_epi32(_mm_set1_epi32(1000000), (__m128i)i_v_3);
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)(192L + i_vec_5) * 4UL), t178, t177);
                i_vec_5 += 4L;
                __m128i t179 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                __m128i t180 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(4));
                __m128i t181 = _mm_sub_epi32(t180, _mm_set1_epi32(11));
                __m128i t182 = _mm_min_epu32(t180, t181);
                if (i_vec_5 >= 8L) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t179;
                t8 = (vcc_v4_int)t182;
            }
            some_s8((const signed char *)u8, n);
            some_u16(u16, n);
            long i_vec_6 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                __m128i idx_v_5 = _mm_loadu_si128((const __m128i *)&idx[i_vec_6]);
                __m128i t183 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_5));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)i_vec_6 * 4UL), _mm_set1_epi32(0), t183);
                long t184 = i_vec_6 + 4L;
                __m128i idx_v_6 = _mm_loadu_si128((const __m128i *)&idx[t184]);
                __m128i t185 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_6));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t184 * 4UL), _mm_set1_epi32(0), t185);
                long t186 = i_vec_6 + 8L;
                __m128i idx_v_7 = _mm_loadu_si128((const __m128i *)&idx[t186]);
                __m128i t187 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_7));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t186 * 4UL), _mm_set1_epi32(0), t187);
                long t188 = i_vec_6 + 12L;
                __m128i idx_v_8 = _mm_loadu_si128((const __m128i *)&idx[t188]);
                __m128i t189 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_8));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t188 * 4UL), _mm_set1_epi32(0), t189);
                i_vec_6 += 16L;
            } while (i_vec_6 < 192L);
            long i_vec_7 = 0L;
            /* vcc: loop at narrow_gather16.c:94 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t190 = 192L + i_vec_7;
                __m128i idx_v_9 = _mm_loadu_si128((const __m128i *)&idx[t190]);
                __m128i t191 = vcc_sse_not(_mm_cmpgt_epi32(_mm_set1_epi32(1000), idx_v_9));
                vcc_sse_store_masked(vcc_v4_int, (int *)(t137 + (unsigned long)t190 * 4UL), _mm_set1_epi32(0), t191);
                i_vec_7 += 4L;
            } while (i_vec_7 < 8L);
            if (idx[200] >= 1000) {
                idx[200] = 0;
            }
            if (idx[201] >= 1000) {
                idx[201] = 0;
            }
            if (idx[202] >= 1000) {
                idx[202] = 0;
            }
            all_s16f((const short *)u16, n);
            int i_1 = 0;
            double f = 0.0;
            long t = 0L;
            while (i_1 < 203) {
                long t192 = (long)i_1;
                f += (double)(fout[t192] * (float)(i_1 % 3 + 1));
                t += (long)out[t192] * (long)(i_1 % 5 + 1);
                i_1++;
            }
            printf("off=%d n=%d %ld %.1f\n", off, n, t, f);
            s++;
        }
        free((void *)b8);
        free((void *)b16);
        off++;
    }
    return 0;
}
