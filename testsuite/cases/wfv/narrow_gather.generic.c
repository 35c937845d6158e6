/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_get_u8(const unsigned char *v, vcc_v8_int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_s8(const signed char *v, vcc_v8_int i, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_get_u16(const unsigned short *v, vcc_v8_int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_s16(const short *v, vcc_v8_int i, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uv_get_s16f(const short *v, vcc_v8_int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuuvv_march(const unsigned char *v, int n, int lo, vcc_v8_float x, vcc_v8_float dx);
#pragma GCC diagnostic pop
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

/* vcc: function at narrow_gather.c:17 vector variant _ZGVdN8uv_get_u8 of `get_u8`: VL 8, unmasked, v uniform, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_get_u8(const unsigned char *v, vcc_v8_int i) {
    vcc_v8_uchar t1 = vcc_gather(vcc_v8_uchar, v, i);
    vcc_v8_int t2 = __builtin_convertvector(__builtin_convertvector(t1, vcc_v8_ushort), vcc_v8_int);
    vcc_v8_int t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t4 = t2 + t3;
    return t4;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(v) inbranch */
int get_s8(const signed char *v, int i) {
    return v[i] * 3;
}

/* vcc: function at narrow_gather.c:22 vector variant _ZGVdM8uv_get_s8 of `get_s8`: VL 8, masked, v uniform, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_s8(const signed char *v, vcc_v8_int i, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_schar t2 = vcc_gather_masked(vcc_v8_schar, v, i, t1);
    vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(t2, vcc_v8_short), vcc_v8_int);
    vcc_v8_int t4 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t5 = (vcc_v8_uint)t3;
    vcc_v8_uint t6 = (vcc_v8_uint)t4;
    vcc_v8_uint t7 = t5 * t6;
    vcc_v8_int t8 = (vcc_v8_int)t7;
    vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t8, (vcc_v8_int){0});
    return t9;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(v) notinbranch */
int get_u16(const unsigned short *v, int i) {
    return v[i] - 7;
}

/* vcc: function at narrow_gather.c:27 vector variant _ZGVdN8uv_get_u16 of `get_u16`: VL 8, unmasked, v uniform, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_get_u16(const unsigned short *v, vcc_v8_int i) {
    vcc_v8_ushort t1 = vcc_gather(vcc_v8_ushort, v, i);
    vcc_v8_int t2 = __builtin_convertvector(t1, vcc_v8_int);
    vcc_v8_int t3 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_int t4 = t2 - t3;
    return t4;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(v) inbranch */
int get_s16(const short *v, int i) {
    return v[i];
}

/* vcc: function at narrow_gather.c:32 vector variant _ZGVdM8uv_get_s16 of `get_s16`: VL 8, masked, v uniform, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uv_get_s16(const short *v, vcc_v8_int i, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_short t2 = vcc_gather_masked(vcc_v8_short, v, i, t1);
    vcc_v8_int t3 = __builtin_convertvector(t2, vcc_v8_int);
    vcc_v8_int t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t3, (vcc_v8_int){0});
    return t4;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(v) notinbranch */
float get_s16f(const short *v, int i) {
    return (float)v[i] * 0.5f;
}

/* vcc: function at narrow_gather.c:37 vector variant _ZGVdN8uv_get_s16f of `get_s16f`: VL 8, unmasked, v uniform, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uv_get_s16f(const short *v, vcc_v8_int i) {
    vcc_v8_short t1 = vcc_gather(vcc_v8_short, v, i);
    vcc_v8_float t2 = __builtin_convertvector(__builtin_convertvector(t1, vcc_v8_int), vcc_v8_float);
    vcc_v8_float t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t4 = t2 * t3;
    return t4;
}
#pragma GCC diagnostic pop

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

/* vcc: function at narrow_gather.c:44 vector variant _ZGVdN8uuuvv_march of `march`: VL 8, unmasked, v uniform, n uniform, lo uniform, x vector, dx vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuuvv_march(const unsigned char *v, int n, int lo, vcc_v8_float x, vcc_v8_float dx) {
    vcc_v8_float t3;
    vcc_v8_float t4;
    int t34;
    vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t8 = x;
    int t9 = 0;
    vcc_v8_float t6 = (vcc_v8_float){0};
    vcc_v8_int t7 = (vcc_v8_int){0};
    for (;;) {
        vcc_v8_float t10 = (vcc_v8_float){0.9f, 0.9f, 0.9f, 0.9f, 0.9f, 0.9f, 0.9f, 0.9f};
        vcc_m8 t11 = (vcc_m8)(t2 < t10);
        vcc_m8 t12 = t1 & t11;
        vcc_v8_float t13 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
        vcc_m8 t14 = (vcc_m8)(t8 < t13);
        vcc_v8_int t15 = vcc_splat(vcc_v8_int, (lo < 0) != 0);
        vcc_v8_float t16 = vcc_splat(vcc_v8_float, (float)n);
        vcc_m8 t17 = (vcc_m8)(t8 >= t16);
        vcc_m8 t18 = (vcc_m8)(t15 != (vcc_v8_int){0});
        vcc_m8 t19 = t14 | t18;
        vcc_m8 t20 = t19 | t17;
        vcc_m8 t21 = ~t20;
        vcc_m8 t22 = t12 & t21;
        vcc_v8_int t23 = vcc_splat(vcc_v8_int, (t9 > 40) != 0);
        vcc_m8 t24 = (vcc_m8)(t23 != (vcc_v8_int){0});
        vcc_m8 t25 = ~t24;
        vcc_m8 t5 = t22 & t25;
        if (vcc_any(t5)) {
            vcc_v8_float t26 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t27 = t26 - t2;
            vcc_v8_int t28 = __builtin_convertvector(t8, vcc_v8_int);
            vcc_v8_uchar t29 = vcc_gather_masked(vcc_v8_uchar, v, t28, t5);
            vcc_v8_float t30 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t29, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t31 = t27 * t30;
            vcc_v8_float t32 = vcc_splat(vcc_v8_float, 1.0f / 255.0f);
            vcc_v8_float t33 = t31 * t32;
            t3 = t2 + t33;
            t4 = t8 + dx;
            t34 = t9 + 1;
        } else {
            t3 = (vcc_v8_float){0};
            t4 = (vcc_v8_float){0};
            t34 = 0;
            t5 = (vcc_m8){0};
        }
        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t6);
        vcc_v8_int t35 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t35, t7);
        if (!vcc_any(t5)) {
            vcc_v8_float t36 = __builtin_convertvector(t7, vcc_v8_float);
            vcc_v8_float t37 = t6 + t36;
            return t37;
        }
        t1 = t5;
        t2 = t3;
        t8 = t4;
        t9 = t34;
    }
}
#pragma GCC diagnostic pop

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
