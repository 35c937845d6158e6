/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

__m128 _ZGVbN4uuul_shift(float *out, const float *in, float bias, int i);
__m128i _ZGVbN4vu_scale(__m128i x, int k);
__m128i _ZGVbM4vu_scale(__m128i x, int k, __m128i mask);
/* Masked remainders of loops that call vector variants (loopvec/tail.rs): on avx512 the last
   iterations, fewer than VF, run as one vector iteration under `lane < remaining` that calls a
   masked variant: `scale`'s, which its clause asks for, and for the `notinbranch` function
   `shift`, which stores through its pointer, vcc's own (static, named `vcc_` and the ABI name,
   inlined and then not written out). `in`, `x` and `y` are exactly as long as the scalar loops
   need, and `out` has sentinels past its end that are printed: a store on a lane past the end
   changes them (and ASan sees it). Counts 0..70 and 259 cover 0, 1, VF-1, VF, VF+1 of VF 8 and
   16 and the remainders after the unrolled loops and their vector epilogues. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(out, in, bias) linear(i) notinbranch */
float shift(float *out, const float *in, float bias, int i) {
    float v = in[i] * 0.5f + bias;
    out[i] = v;
    return v * v;
}

/* vcc: function at masked_remainder.c:16 vector variant _ZGVbN4uuul_shift of `shift`: VL 4, unmasked, out uniform, in uniform, bias uniform, i linear step 1 */
__m128 _ZGVbN4uuul_shift(float *out, const float *in, float bias, int i) {
    long t1 = (long)i;
    __m128 t2 = _mm_loadu_ps(in + t1);
    __m128 t3 = _mm_set1_ps(0.5f);
    __m128 t4 = _mm_mul_ps(t2, t3);
    __m128 t5 = _mm_set1_ps(bias);
    __m128 t6 = _mm_add_ps(t4, t5);
    _mm_storeu_ps(out + t1, t6);
    __m128 t7 = _mm_mul_ps(t6, t6);
    return t7;
}

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVbN4vu_scale of `scale`: VL 4, unmasked, x vector, k uniform */
__m128i _ZGVbN4vu_scale(__m128i x, int k) {
    __m128i t1 = _mm_set1_epi32((int)k);
    __m128i t2 = (__m128i)((vcc_v4_int)x * (vcc_v4_int)t1);
    __m128i t3 = _mm_srai_epi32(x, 2);
    __m128i t4 = _mm_add_epi32(t2, t3);
    return t4;
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVbM4vu_scale of `scale`: VL 4, masked, x vector, k uniform */
__m128i _ZGVbM4vu_scale(__m128i x, int k, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t2 = _mm_set1_epi32((int)k);
    __m128i t3 = (__m128i)((vcc_v4_uint)x * (vcc_v4_uint)t2);
    __m128i t4 = _mm_srai_epi32(x, 2);
    __m128i t5 = _mm_add_epi32(t3, t4);
    __m128i t6 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t5, t1);
    return t6;
}

void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = sq + i_vec_1;
            long t14 = (long)t3;
            __m128 t15 = _mm_loadu_ps(in + t14);
            __m128 t16 = _mm_set1_ps(0.5f);
            __m128 t17 = _mm_mul_ps(t15, t16);
            __m128 t18 = _mm_set1_ps(bias);
            __m128 t19 = _mm_add_ps(t17, t18);
            _mm_storeu_ps(out + t14, t19);
            __m128 t20 = _mm_mul_ps(t19, t19);
            _mm_storeu_ps(t4, t20);
            long t11 = i_vec_1 + 4L;
            int t12 = (int)t11;
            float *t13 = sq + t11;
            long t31 = (long)t12;
            __m128 t32 = _mm_loadu_ps(in + t31);
            __m128 t33 = _mm_set1_ps(0.5f);
            __m128 t34 = _mm_mul_ps(t32, t33);
            __m128 t35 = _mm_set1_ps(bias);
            __m128 t36 = _mm_add_ps(t34, t35);
            _mm_storeu_ps(out + t31, t36);
            __m128 t37 = _mm_mul_ps(t36, t36);
            _mm_storeu_ps(t13, t37);
            long t28 = i_vec_1 + 8L;
            int t29 = (int)t28;
            float *t30 = sq + t28;
            long t41 = (long)t29;
            __m128 t42 = _mm_loadu_ps(in + t41);
            __m128 t43 = _mm_set1_ps(0.5f);
            __m128 t44 = _mm_mul_ps(t42, t43);
            __m128 t45 = _mm_set1_ps(bias);
            __m128 t46 = _mm_add_ps(t44, t45);
            _mm_storeu_ps(out + t41, t46);
            __m128 t47 = _mm_mul_ps(t46, t46);
            _mm_storeu_ps(t30, t47);
            long t38 = i_vec_1 + 12L;
            int t39 = (int)t38;
            float *t40 = sq + t38;
            long t48 = (long)t39;
            __m128 t49 = _mm_loadu_ps(in + t48);
            __m128 t50 = _mm_set1_ps(0.5f);
            __m128 t51 = _mm_mul_ps(t49, t50);
            __m128 t52 = _mm_set1_ps(bias);
            __m128 t53 = _mm_add_ps(t51, t52);
            _mm_storeu_ps(out + t48, t53);
            __m128 t54 = _mm_mul_ps(t53, t53);
            _mm_storeu_ps(t40, t54);
            i_vec_1 += 16L;
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
        /* vcc: loop at masked_remainder.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = sq + t8;
            long t21 = (long)t9;
            __m128 t22 = _mm_loadu_ps(in + t21);
            __m128 t23 = _mm_set1_ps(0.5f);
            __m128 t24 = _mm_mul_ps(t22, t23);
            __m128 t25 = _mm_set1_ps(bias);
            __m128 t26 = _mm_add_ps(t24, t25);
            _mm_storeu_ps(out + t21, t26);
            __m128 t27 = _mm_mul_ps(t26, t26);
            _mm_storeu_ps(t10, t27);
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
        sq[i] = shift(out, in, bias, i);
    }
}

void scale_all(int *y, const int *x, int n, int k) {
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        __m128i t6 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t7 = y + i_vec_1;
            __m128i x_v = _mm_loadu_si128((const __m128i *)(x + i_vec_1));
            __m128i t23 = _mm_set1_epi32((int)k);
            __m128i t24 = (__m128i)((vcc_v4_int)x_v * (vcc_v4_int)t23);
            __m128i t25 = _mm_srai_epi32(x_v, 2);
            __m128i t26 = _mm_add_epi32(t24, t25);
            __m128i t19 = _mm_sub_epi32(t26, (__m128i)i_v);
            _mm_storeu_si128((__m128i *)t7, t19);
            long t20 = i_vec_1 + 4L;
            __m128i t21 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            int *t22 = y + t20;
            __m128i x_v_2 = _mm_loadu_si128((const __m128i *)(x + t20));
            __m128i t36 = _mm_set1_epi32((int)k);
            __m128i t37 = (__m128i)((vcc_v4_int)x_v_2 * (vcc_v4_int)t36);
            __m128i t38 = _mm_srai_epi32(x_v_2, 2);
            __m128i t39 = _mm_add_epi32(t37, t38);
            __m128i t32 = _mm_sub_epi32(t39, t21);
            _mm_storeu_si128((__m128i *)t22, t32);
            long t33 = i_vec_1 + 8L;
            __m128i t34 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            int *t35 = y + t33;
            __m128i x_v_3 = _mm_loadu_si128((const __m128i *)(x + t33));
            __m128i t44 = _mm_set1_epi32((int)k);
            __m128i t45 = (__m128i)((vcc_v4_int)x_v_3 * (vcc_v4_int)t44);
            __m128i t46 = _mm_srai_epi32(x_v_3, 2);
            __m128i t47 = _mm_add_epi32(t45, t46);
            __m128i t40 = _mm_sub_epi32(t47, t34);
            _mm_storeu_si128((__m128i *)t35, t40);
            long t41 = i_vec_1 + 12L;
            __m128i t42 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            int *t43 = y + t41;
            __m128i x_v_4 = _mm_loadu_si128((const __m128i *)(x + t41));
            __m128i t49 = _mm_set1_epi32((int)k);
            __m128i t50 = (__m128i)((vcc_v4_int)x_v_4 * (vcc_v4_int)t49);
            __m128i t51 = _mm_srai_epi32(x_v_4, 2);
            __m128i t52 = _mm_add_epi32(t50, t51);
            __m128i t48 = _mm_sub_epi32(t52, t42);
            _mm_storeu_si128((__m128i *)t43, t48);
            i_vec_1 += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            if (i_vec_1 >= t5) {
                t8 = (int)t5;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)y;
    unsigned long t11 = (unsigned long)x;
    long t12 = (long)((unsigned long)y + (unsigned long)((long)t8 * 4L) - ((unsigned long)x + (unsigned long)((long)t8 * 4L)));
    if ((t9 >= 4L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))) | ((t12 <= 0L) | (t12 >= 16L)))) {
        long t13 = t9 & -4L;
        __m128i t14 = _mm_set1_epi32((int)t8);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:35 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t8 + i_vec;
            int *t16 = y + t15;
            __m128i x_v_1 = _mm_loadu_si128((const __m128i *)(x + t15));
            __m128i t28 = _mm_set1_epi32((int)k);
            __m128i t29 = (__m128i)((vcc_v4_int)x_v_1 * (vcc_v4_int)t28);
            __m128i t30 = _mm_srai_epi32(x_v_1, 2);
            __m128i t31 = _mm_add_epi32(t29, t30);
            __m128i t27 = _mm_sub_epi32(t31, (__m128i)i_v_1);
            _mm_storeu_si128((__m128i *)t16, t27);
            i_vec += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec >= t13) {
                i = (int)((long)t8 + t13);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        int t18 = x[t17];
        y[t17] = scale(t18, k) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

static void run(int n) {
    int t68;
    int i;
    int t97;
    int i_1;
    int t101;
    float t102;
    unsigned long t5 = (unsigned long)(n + 1) * 4UL;
    void *t6 = malloc(t5);
    float *in = (float *)t6;
    float *sq = (float *)malloc(t5);
    int t7 = n + 32;
    unsigned long t8 = (unsigned long)t7 * 4UL;
    float *out = (float *)malloc(t8);
    void *t9 = malloc(t5);
    int *x = (int *)t9;
    int *y = (int *)malloc(t5);
    long t10 = (long)n;
    unsigned long t11 = (unsigned long)t6;
    unsigned long t12 = (unsigned long)t9;
    long t13 = (long)((unsigned long)t9 - (unsigned long)t6);
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L))) & 1 & 1) {
        long t14 = t10 & -16L;
        __m128i t15 = _mm_set1_epi32(0);
        __m128i t16 = _mm_add_epi32(t15, _mm_setr_epi32(0, 7, 1, 8));
        __m128i t17 = _mm_cmpgt_epi32(t16, _mm_set1_epi32(12));
        __m128i t18 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t17, _mm_set1_epi32(13)); });
        vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t16, t18);
        __m128i t19 = _mm_set1_epi32(0);
        __m128i t20 = _mm_add_epi32(t19, _mm_setr_epi32(0, 37, 74, 10));
        __m128i t21 = _mm_cmpgt_epi32(t20, _mm_set1_epi32(100));
        __m128i t22 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t21, _mm_set1_epi32(101)); });
        vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t20, t22);
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        do {
            __m128 t23 = _mm_cvtepi32_ps((__m128i)t1);
            __m128 t24 = _mm_sub_ps(t23, _mm_set1_ps(4.5f));
            _mm_storeu_ps(in + i_vec, t24);
            __m128i t25 = _mm_sub_epi32((__m128i)t2, _mm_set1_epi32(50));
            _mm_storeu_si128((__m128i *)(x + i_vec), t25);
            long t26 = i_vec + 4L;
            __m128i t27 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
            __m128i t28 = _mm_cmpgt_epi32(t27, _mm_set1_epi32(12));
            __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(13)); });
            __m128i t30 = _mm_sub_epi32(t27, t29);
            __m128 t31 = _mm_cvtepi32_ps(t30);
            __m128 t32 = _mm_sub_ps(t31, _mm_set1_ps(4.5f));
            _mm_storeu_ps(in + t26, t32);
            __m128i t33 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(47));
            __m128i t34 = _mm_cmpgt_epi32(t33, _mm_set1_epi32(100));
            __m128i t35 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t34, _mm_set1_epi32(101)); });
            __m128i t36 = _mm_sub_epi32(t33, t35);
            __m128i t37 = _mm_sub_epi32(t36, _mm_set1_epi32(50));
            _mm_storeu_si128((__m128i *)(x + t26), t37);
            long t38 = i_vec + 8L;
            __m128i t39 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
            __m128i t40 = _mm_cmpgt_epi32(t39, _mm_set1_epi32(12));
            __m128i t41 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t40, _mm_set1_epi32(13)); });
            __m128i t42 = _mm_sub_epi32(t39, t41);
            __m128 t43 = _mm_cvtepi32_ps(t42);
            __m128 t44 = _mm_sub_ps(t43, _mm_set1_ps(4.5f));
            _mm_storeu_ps(in + t38, t44);
            __m128i t45 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(94));
            __m128i t46 = _mm_cmpgt_epi32(t45, _mm_set1_epi32(100));
            __m128i t47 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t46, _mm_set1_epi32(101)); });
            __m128i t48 = _mm_sub_epi32(t45, t47);
            __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(50));
            _mm_storeu_si128((__m128i *)(x + t38), t49);
            long t50 = i_vec + 12L;
            __m128i t51 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
            __m128i t52 = _mm_cmpgt_epi32(t51, _mm_set1_epi32(12));
            __m128i t53 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, _mm_set1_epi32(13)); });
            __m128i t54 = _mm_sub_epi32(t51, t53);
            __m128 t55 = _mm_cvtepi32_ps(t54);
            __m128 t56 = _mm_sub_ps(t55, _mm_set1_ps(4.5f));
            _mm_storeu_ps(in + t50, t56);
            __m128i t57 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(40));
            __m128i t58 = _mm_cmpgt_epi32(t57, _mm_set1_epi32(100));
            __m128i t59 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t58, _mm_set1_epi32(101)); });
            __m128i t60 = _mm_sub_epi32(t57, t59);
            __m128i t61 = _mm_sub_epi32(t60, _mm_set1_epi32(50));
            _mm_storeu_si128((__m128i *)(x + t50), t61);
            i_vec += 16L;
            __m128i t62 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
            __m128i t63 = _mm_cmpgt_epi32(t62, _mm_set1_epi32(12));
            __m128i t64 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t63, _mm_set1_epi32(13)); });
            t1 = (vcc_v4_int)_mm_sub_epi32(t62, t64);
            __m128i t65 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(87));
            __m128i t66 = _mm_cmpgt_epi32(t65, _mm_set1_epi32(100));
            __m128i t67 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t66, _mm_set1_epi32(101)); });
            t2 = (vcc_v4_int)_mm_sub_epi32(t65, t67);
        } while (i_vec < t14);
        t68 = (int)t14;
    } else {
        t68 = 0;
    }
    long t69 = (long)n + (long)t68 * -1L;
    unsigned long t70 = (unsigned long)t6;
    unsigned long t71 = (unsigned long)t9;
    long t72 = (long)((unsigned long)t9 + (unsigned long)((long)t68 * 4L) - ((unsigned long)t6 + (unsigned long)((long)t68 * 4L)));
    int t73 = (int)((unsigned int)t68 * 7U);
    int t74 = (int)((unsigned int)t68 * 37U);
    if ((t69 >= 4L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L))) | ((t72 <= 0L) | (t72 >= 16L))) & (t73 >= 0) & (t74 >= 0)) {
        long t75 = t69 & -4L;
        __m128i t76 = _mm_set1_epi32((int)(t73 % 13));
        __m128i t77 = _mm_add_epi32(t76, _mm_setr_epi32(0, 7, 1, 8));
        __m128i t78 = _mm_cmpgt_epi32(t77, _mm_set1_epi32(12));
        __m128i t79 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t78, _mm_set1_epi32(13)); });
        vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t77, t79);
        __m128i t80 = _mm_set1_epi32((int)(t74 % 101));
        __m128i t81 = _mm_add_epi32(t80, _mm_setr_epi32(0, 37, 74, 10));
        __m128i t82 = _mm_cmpgt_epi32(t81, _mm_set1_epi32(100));
        __m128i t83 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t82, _mm_set1_epi32(101)); });
        vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t81, t83);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:52 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t84 = (long)t68 + i_vec_1;
            __m128 t85 = _mm_cvtepi32_ps((__m128i)t3);
            __m128 t86 = _mm_sub_ps(t85, _mm_set1_ps(4.5f));
            _mm_storeu_ps(in + t84, t86);
            __m128i t87 = _mm_sub_epi32((__m128i)t4, _mm_set1_epi32(50));
            _mm_storeu_si128((__m128i *)(x + t84), t87);
            i_vec_1 += 4L;
            __m128i t88 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(2));
            __m128i t89 = _mm_cmpgt_epi32(t88, _mm_set1_epi32(12));
            __m128i t90 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t89, _mm_set1_epi32(13)); });
            t3 = (vcc_v4_int)_mm_sub_epi32(t88, t90);
            __m128i t91 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(47));
            __m128i t92 = _mm_cmpgt_epi32(t91, _mm_set1_epi32(100));
            __m128i t93 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t92, _mm_set1_epi32(101)); });
            t4 = (vcc_v4_int)_mm_sub_epi32(t91, t93);
        } while (i_vec_1 < t75);
        i = (int)((long)t68 + t75);
    } else {
        i = t68;
    }
    for (; i < n; i++) {
        long t94 = (long)i;
        in[t94] = (float)(i * 7 % 13) - 4.5f;
        x[t94] = i * 37 % 101 - 50;
    }
    long t95 = (long)n + 32L;
    if (t95 >= 16L) {
        long t96 = t95 & -16L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            _mm_storeu_ps(out + i_vec_2, _mm_set1_ps(-1.0f));
            _mm_storeu_ps(out + (i_vec_2 + 4L), _mm_set1_ps(-1.0f));
            _mm_storeu_ps(out + (i_vec_2 + 8L), _mm_set1_ps(-1.0f));
            _mm_storeu_ps(out + (i_vec_2 + 12L), _mm_set1_ps(-1.0f));
            i_vec_2 += 16L;
        } while (i_vec_2 < t96);
        t97 = (int)t96;
    } else {
        t97 = 0;
    }
    long t98 = (long)n + (long)t97 * -1L + 32L;
    if (t98 >= 4L) {
        long t99 = t98 & -4L;
        long i_vec_3 = 0L;
        /* vcc: loop at masked_remainder.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm_storeu_ps(out + ((long)t97 + i_vec_3), _mm_set1_ps(-1.0f));
            i_vec_3 += 4L;
        } while (i_vec_3 < t99);
        i_1 = (int)((long)t97 + t99);
    } else {
        i_1 = t97;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = hash(14695981039346656037ULL, (const void *)out, t8);
    unsigned long t100 = (unsigned long)n * 4UL;
    unsigned long long h_1 = hash(hash(h, (const void *)sq, t100), (const void *)y, t100);
    if (n) {
        t101 = y[n - 1];
    } else {
        t101 = 0;
    }
    if (n) {
        t102 = sq[n - 1];
    } else {
        t102 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t102, t101);
    free((void *)in);
    free((void *)sq);
    free((void *)out);
    free((void *)x);
    free((void *)y);
}

int main(void) {
    for (int n = 0; n <= 70; n++)
        run(n);
    run(259);
    return 0;
}
