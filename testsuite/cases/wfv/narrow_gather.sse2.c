/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_sse_gather4_narrow(VT, T, W, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); W vcc_gw = 0; if (vcc_gb & 1) vcc_gw |= (W)vcc_gp[(int)vcc_g0]; if (vcc_gb & 2) vcc_gw |= (W)vcc_gp[vcc_g0 >> 32] << (8 * sizeof(T)); if (vcc_gb & 4) vcc_gw |= (W)vcc_gp[(int)vcc_g1] << (16 * sizeof(T)); if (vcc_gb & 8) vcc_gw |= (W)vcc_gp[vcc_g1 >> 32] << (24 * sizeof(T)); VT vcc_gr; __builtin_memcpy(&vcc_gr, &vcc_gw, sizeof vcc_gr); vcc_gr; })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi32(__m128i x) { __m128i w = _mm_unpacklo_epi8(x, x); return _mm_srai_epi32(_mm_unpacklo_epi16(w, w), 24); }
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu16_epi32(__m128i x) { return _mm_unpacklo_epi16(x, _mm_setzero_si128()); }
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }

__m128i _ZGVbN4uv_get_u8(const unsigned char *v, __m128i i);
__m128i _ZGVbM4uv_get_s8(const signed char *v, __m128i i, __m128i mask);
__m128i _ZGVbN4uv_get_u16(const unsigned short *v, __m128i i);
__m128i _ZGVbM4uv_get_s16(const short *v, __m128i i, __m128i mask);
__m128 _ZGVbN4uv_get_s16f(const short *v, __m128i i);
__m128 _ZGVbN4uuuvv_march(const unsigned char *v, int n, int lo, __m128 x, __m128 dx);
/* Gathers of bytes and shorts (emit avx2.rs `narrow_gather`: each active lane gathers the
   aligned dword that holds its element, then shifts it out, sign- or zero-extended), and the
   masks of `||` chains in a divergent loop (midend wfv build.rs: `(m & c) | (m & !c)` is `m`,
   an all-true mask is dropped from an `&`). The byte arrays are malloc'd exactly as long as the
   scalar code reads, read through base pointers at every offset 0-3 from an aligned address,
   with negative indices, repeated indices and inactive lanes whose index is far out of range.
   A gather converted to int or float right away (every function here) is a gather of the
   dwords with the element shifted out of each, on AVX2 and AVX-512 (midend wfv
   widen_gathers.rs), not packed to bytes and widened back: `get_s16f` converts signed shorts
   straight to float. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u8(const unsigned char *v, int i) {
    return v[i] + 1;
}

/* vcc: function at narrow_gather.c:17 vector variant _ZGVbN4uv_get_u8 of `get_u8`: VL 4, unmasked, v uniform, i vector */
__m128i _ZGVbN4uv_get_u8(const unsigned char *v, __m128i i) {
    vcc_v4_uchar t1 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, i, 15);
    __m128i t2 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t1));
    __m128i t3 = _mm_set1_epi32(1);
    __m128i t4 = _mm_add_epi32(t2, t3);
    return t4;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

/* vcc: function at narrow_gather.c:22 vector variant _ZGVbM4uv_get_s8 of `get_s8`: VL 4, masked, v uniform, i vector */
__m128i _ZGVbM4uv_get_s8(const signed char *v, __m128i i, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    vcc_v4_schar t2 = vcc_sse_gather4_narrow(vcc_v4_schar, unsigned char, unsigned, v, i, _mm_movemask_ps(_mm_castsi128_ps(t1)));
    __m128i t3 = vcc_sse2_cvtepi8_epi32(_mm_cvtsi32_si128((int)t2));
    __m128i t4 = _mm_set1_epi32(3);
    __m128i t5 = (__m128i)((vcc_v4_uint)t3 * (vcc_v4_uint)t4);
    __m128i t6 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t5, t1);
    return t6;
}

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

/* vcc: function at narrow_gather.c:27 vector variant _ZGVbN4uv_get_u16 of `get_u16`: VL 4, unmasked, v uniform, i vector */
__m128i _ZGVbN4uv_get_u16(const unsigned short *v, __m128i i) {
    vcc_v4_ushort t1 = vcc_sse_gather4_narrow(vcc_v4_ushort, unsigned short, unsigned long long, v, i, 15);
    __m128i t2 = vcc_sse2_cvtepu16_epi32(_mm_cvtsi64_si128((long long)t1));
    __m128i t3 = _mm_set1_epi32(7);
    __m128i t4 = _mm_sub_epi32(t2, t3);
    return t4;
}

/* #pragma omp declare simd uniform(v) inbranch */
int get_s16(const short *v, int i) {
    return v[i];
}

/* vcc: function at narrow_gather.c:32 vector variant _ZGVbM4uv_get_s16 of `get_s16`: VL 4, masked, v uniform, i vector */
__m128i _ZGVbM4uv_get_s16(const short *v, __m128i i, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    vcc_v4_short t2 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, i, _mm_movemask_ps(_mm_castsi128_ps(t1)));
    __m128i t3 = vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t2));
    __m128i t4 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t3, t1);
    return t4;
}

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

/* vcc: function at narrow_gather.c:37 vector variant _ZGVbN4uv_get_s16f of `get_s16f`: VL 4, unmasked, v uniform, i vector */
__m128 _ZGVbN4uv_get_s16f(const short *v, __m128i i) {
    vcc_v4_short t1 = vcc_sse_gather4_narrow(vcc_v4_short, unsigned short, unsigned long long, v, i, 15);
    __m128 t2 = _mm_cvtepi32_ps(vcc_sse2_cvtepi16_epi32(_mm_cvtsi64_si128((long long)t1)));
    __m128 t3 = _mm_set1_ps(0.5f);
    __m128 t4 = _mm_mul_ps(t2, t3);
    return t4;
}

/* A ray through a row of bytes: steps until it is opaque or leaves [0, n) (the uniform and
   varying exit tests of an `||` chain), reading one byte per step. */
/* #pragma omp declare simd uniform(v, n, lo) notinbranch */
float march(const unsigned char *v, int n, int lo, float x, float dx) {
    float alpha = 0.0f;
    int steps = 0;
    while (alpha < 0.9f) {
        if (x < 0.0f || lo < 0 || x >= (float)n || steps > 40)
            break;
        alpha += (1.0f - alpha) * (float)v[(int)x] * (1.0f / 255.0f);
        x += dx;
        steps++;
    }
    return alpha + (float)steps;
}

/* vcc: function at narrow_gather.c:44 vector variant _ZGVbN4uuuvv_march of `march`: VL 4, unmasked, v uniform, n uniform, lo uniform, x vector, dx vector */
__m128 _ZGVbN4uuuvv_march(const unsigned char *v, int n, int lo, __m128 x, __m128 dx) {
    __m128 t3;
    __m128 t4;
    int t34;
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    __m128 t2 = _mm_set1_ps(0.0f);
    __m128 t8 = x;
    int t9 = 0;
    __m128 t6 = (__m128)(vcc_v4_float){0};
    vcc_v4_int t7 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128 t10 = _mm_set1_ps(0.9f);
        __m128i t11 = _mm_castps_si128(_mm_cmplt_ps(t2, t10));
        __m128i t12 = (__m128i)((vcc_m4)t1 & (vcc_m4)t11);
        __m128 t13 = _mm_set1_ps(0.0f);
        __m128i t14 = _mm_castps_si128(_mm_cmplt_ps(t8, t13));
        __m128i t15 = _mm_set1_epi32((int)((lo < 0) != 0));
        __m128 t16 = _mm_set1_ps((float)n);
        __m128i t17 = _mm_castps_si128(_mm_cmpge_ps(t8, t16));
        __m128i t18 = (__m128i)(vcc_m4)((vcc_v4_int)t15 != (vcc_v4_int){0});
        __m128i t19 = (__m128i)((vcc_m4)t14 | (vcc_m4)t18);
        __m128i t20 = (__m128i)((vcc_m4)t19 | (vcc_m4)t17);
        __m128i t21 = (__m128i)~(vcc_m4)t20;
        __m128i t22 = (__m128i)((vcc_m4)t12 & (vcc_m4)t21);
        __m128i t23 = _mm_set1_epi32((int)((t9 > 40) != 0));
        __m128i t24 = (__m128i)(vcc_m4)((vcc_v4_int)t23 != (vcc_v4_int){0});
        __m128i t25 = (__m128i)~(vcc_m4)t24;
        __m128i t5 = (__m128i)((vcc_m4)t22 & (vcc_m4)t25);
        if ((_mm_movemask_epi8(t5) != 0)) {
            __m128 t26 = _mm_set1_ps(1.0f);
            __m128 t27 = _mm_sub_ps(t26, t2);
            __m128i t28 = _mm_cvttps_epi32(t8);
            vcc_v4_uchar t29 = vcc_sse_gather4_narrow(vcc_v4_uchar, unsigned char, unsigned, v, t28, _mm_movemask_ps(_mm_castsi128_ps(t5)));
            __m128 t30 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t29)));
            __m128 t31 = _mm_mul_ps(t27, t30);
            __m128 t32 = _mm_set1_ps(1.0f / 255.0f);
            __m128 t33 = _mm_mul_ps(t31, t32);
            t3 = _mm_add_ps(t2, t33);
            t4 = _mm_add_ps(t8, dx);
            t34 = t9 + 1;
        } else {
            t3 = (__m128)(vcc_v4_float){0};
            t4 = (__m128)(vcc_v4_float){0};
            t34 = 0;
            t5 = (__m128i)(vcc_m4){0};
        }
        t6 = vcc_sse2_blendv_ps(t6, t2, _mm_castsi128_ps(t1));
        __m128i t35 = _mm_set1_epi32((int)t9);
        t7 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t7, t35, t1);
        if (!(_mm_movemask_epi8(t5) != 0)) {
            __m128 t36 = _mm_cvtepi32_ps((__m128i)t7);
            __m128 t37 = _mm_add_ps(t6, t36);
            return t37;
        }
        t1 = t5;
        t2 = t3;
        t8 = t4;
        t9 = t34;
    }
}

v8i _ZGVdN8uv_get_u8(const unsigned char *, v8i);
v8i _ZGVdM8uv_get_s8(const signed char *, v8i, v8i);
v8i _ZGVdN8uv_get_u16(const unsigned short *, v8i);
v8i _ZGVdM8uv_get_s16(const short *, v8i, v8i);
v8f _ZGVdN8uv_get_s16f(const short *, v8i);
v8f _ZGVdN8uuuvv_march(const unsigned char *, int, int, v8f, v8f);

/* The lanes of `v` that `mask` (NULL: every lane) says are active: the others are unspecified. */
static void print_ints(v8i v, const int *mask) {
    int out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%d ", out[k]);
    printf("\n");
}

int main(void) {
    /* 23 bytes: the last one is not at the end of a dword of the buffer. */
    unsigned char *bytes = malloc(23);
    for (int k = 0; k < 23; k++)
        bytes[k] = (unsigned char)(k * 37 + 200);
    int all[8] = {0, 22, 5, 5, 21, 3, 1, 22};
    for (int off = 0; off < 4; off++) {
        int idx[8];
        for (int k = 0; k < 8; k++)
            idx[k] = all[k] - off;
        print_ints(_ZGVdN8uv_get_u8(bytes + off, TO_VEC(v8i, idx)), NULL);
        printf("%d %d\n", get_u8(bytes + off, idx[1]), get_u8(bytes + off, idx[2]));
    }
    /* Negative indices from the end; inactive lanes with indices far out of range. */
    int back[8] = {-1, -23, -2, -10, 1000000, -5, -2000000000, -1};
    int some[8] = {1, 1, 1, 1, 0, 1, 0, 1};
    print_ints(_ZGVdM8uv_get_s8((const signed char *)bytes + 23, TO_VEC(v8i, back), TO_VEC(v8i, some)), some);
    printf("%d %d\n", get_s8((const signed char *)bytes + 23, -1), get_s8((const signed char *)bytes + 23, -10));
    int none[8] = {0};
    print_ints(_ZGVdM8uv_get_s8((const signed char *)bytes, TO_VEC(v8i, back), TO_VEC(v8i, none)), none);
    /* 11 shorts, read from an aligned start and from one short in. */
    unsigned short *shorts = malloc(11 * sizeof(unsigned short));
    for (int k = 0; k < 11; k++)
        shorts[k] = (unsigned short)(k * 7919 + 30000);
    int sidx[8] = {10, 0, 9, 9, 1, 2, 3, 4};
    print_ints(_ZGVdN8uv_get_u16(shorts, TO_VEC(v8i, sidx)), NULL);
    int sidx1[8] = {9, 0, 8, 8, 1, 2, 3, 4};
    print_ints(_ZGVdN8uv_get_u16(shorts + 1, TO_VEC(v8i, sidx1)), NULL);
    printf("%d\n", get_u16(shorts + 1, 9));
    int sback[8] = {-1, -11, 500000, -3, -2, -6, -7, -1};
    int sm[8] = {1, 1, 0, 1, 1, 1, 1, 0};
    print_ints(_ZGVdM8uv_get_s16((const short *)shorts + 11, TO_VEC(v8i, sback), TO_VEC(v8i, sm)), sm);
    printf("%d\n", get_s16((const short *)shorts + 11, -6));
    float fs[8];
    int fidx[8] = {-1, -11, -4, -3, -2, -6, -7, -1};
    FROM_VEC(fs, _ZGVdN8uv_get_s16f((const short *)shorts + 11, TO_VEC(v8i, fidx)));
    for (int k = 0; k < 8; k++)
        printf("%g/%g ", fs[k], get_s16f((const short *)shorts + 11, fidx[k]));
    printf("\n");
    /* Rays that leave on the left, on the right, run out of steps, or become opaque. */
    float xs[8] = {0.5f, 22.5f, -1.0f, 10.0f, 3.25f, 21.9f, 11.0f, 0.0f};
    float dxs[8] = {0.5f, -0.75f, 1.0f, 0.0f, 0.25f, 0.5f, -0.125f, 3.0f};
    for (int lo = -1; lo <= 0; lo++) {
        float out[8];
        FROM_VEC(out, _ZGVdN8uuuvv_march(bytes, 23, lo, TO_VEC(v8f, xs), TO_VEC(v8f, dxs)));
        for (int k = 0; k < 8; k++)
            printf("%g/%g ", out[k], march(bytes, 23, lo, xs[k], dxs[k]));
        printf("\n");
    }
    free(bytes);
    free(shorts);
    return 0;
}
