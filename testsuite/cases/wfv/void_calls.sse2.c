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
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))

void _ZGVbN4uuuul_haar(const float *in, float *out, int half, float two, int i);
void _ZGVbN4ulu_bump(int *a, int i, int k);
void _ZGVbM4ulu_bump(int *a, int i, int k, __m128i mask);
/* Loops that call void functions: their variants store through uniform pointers at a linear
   index. The calls are vectorized although none of their arguments is a varying vector (the
   lanes come from the variant's characteristic type), and a float constant passed where the
   variant wants a uniform value counts as uniform. Under a condition, the masked variant. The
   arrays are exactly as long as the scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(in, out, half, two) linear(i) notinbranch */
void haar(const float *in, float *out, int half, float two, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = (a + b) / two;
    out[half + i] = (a - b) / two;
}

/* vcc: function at void_calls.c:12 vector variant _ZGVbN4uuuul_haar of `haar`: VL 4, unmasked, in uniform, out uniform, half uniform, two uniform, i linear step 1 */
void _ZGVbN4uuuul_haar(const float *in, float *out, int half, float two, int i) {
    const float *t1 = in + 2 * i;
    __m128 t2 = _mm_loadu_ps(t1);
    __m128 t3 = _mm_loadu_ps(t1 + 4);
    __m128 t4 = _mm_shuffle_ps(t2, t3, 0x88);
    __m128 t5 = _mm_shuffle_ps(t2, t3, 0xdd);
    __m128 t6 = _mm_add_ps(t4, t5);
    __m128 t7 = _mm_set1_ps(two);
    __m128 t8 = _mm_div_ps(t6, t7);
    _mm_storeu_ps(out + i, t8);
    __m128 t9 = _mm_sub_ps(t4, t5);
    __m128 t10 = _mm_set1_ps(two);
    __m128 t11 = _mm_div_ps(t9, t10);
    _mm_storeu_ps(out + (half + i), t11);
}

/* #pragma omp declare simd uniform(a, k) linear(i) */
void bump(int *a, int i, int k) {
    a[i] = a[i] * 3 + k;
}

/* vcc: function at void_calls.c:19 vector variant _ZGVbN4ulu_bump of `bump`: VL 4, unmasked, a uniform, i linear step 1, k uniform */
void _ZGVbN4ulu_bump(int *a, int i, int k) {
    int *t1 = a + i;
    __m128i t2 = _mm_loadu_si128((const __m128i *)t1);
    __m128i t3 = _mm_set1_epi32(3);
    __m128i t4 = (__m128i)((vcc_v4_int)t2 * (vcc_v4_int)t3);
    __m128i t5 = _mm_set1_epi32((int)k);
    __m128i t6 = _mm_add_epi32(t4, t5);
    _mm_storeu_si128((__m128i *)t1, t6);
}

/* vcc: function at void_calls.c:19 vector variant _ZGVbM4ulu_bump of `bump`: VL 4, masked, a uniform, i linear step 1, k uniform */
void _ZGVbM4ulu_bump(int *a, int i, int k, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    __m128i t3 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t2 * 4UL), t1);
    __m128i t4 = _mm_set1_epi32(3);
    __m128i t5 = (__m128i)((vcc_v4_uint)t3 * (vcc_v4_uint)t4);
    __m128i t6 = _mm_set1_epi32((int)k);
    __m128i t7 = _mm_add_epi32(t5, t6);
    vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t2 * 4UL), t7, t1);
}

void transform(const float *in, float *out, int half) {
    int t4;
    int i;
    long t1 = (long)half;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:25 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            const float *t9 = in + 2 * t3;
            __m128 t10 = _mm_loadu_ps(t9);
            __m128 t11 = _mm_loadu_ps(t9 + 4);
            __m128 t12 = _mm_shuffle_ps(t10, t11, 0x88);
            __m128 t13 = _mm_shuffle_ps(t10, t11, 0xdd);
            __m128 t14 = _mm_add_ps(t12, t13);
            __m128 t15 = _mm_set1_ps(2.0f);
            __m128 t16 = _mm_div_ps(t14, t15);
            _mm_storeu_ps(out + t3, t16);
            __m128 t17 = _mm_sub_ps(t12, t13);
            __m128 t18 = _mm_set1_ps(2.0f);
            __m128 t19 = _mm_div_ps(t17, t18);
            _mm_storeu_ps(out + (half + t3), t19);
            int t8 = (int)(i_vec_1 + 4L);
            const float *t32 = in + 2 * t8;
            __m128 t33 = _mm_loadu_ps(t32);
            __m128 t34 = _mm_loadu_ps(t32 + 4);
            __m128 t35 = _mm_shuffle_ps(t33, t34, 0x88);
            __m128 t36 = _mm_shuffle_ps(t33, t34, 0xdd);
            __m128 t37 = _mm_add_ps(t35, t36);
            __m128 t38 = _mm_set1_ps(2.0f);
            __m128 t39 = _mm_div_ps(t37, t38);
            _mm_storeu_ps(out + t8, t39);
            __m128 t40 = _mm_sub_ps(t35, t36);
            __m128 t41 = _mm_set1_ps(2.0f);
            __m128 t42 = _mm_div_ps(t40, t41);
            _mm_storeu_ps(out + (half + t8), t42);
            int t31 = (int)(i_vec_1 + 8L);
            const float *t44 = in + 2 * t31;
            __m128 t45 = _mm_loadu_ps(t44);
            __m128 t46 = _mm_loadu_ps(t44 + 4);
            __m128 t47 = _mm_shuffle_ps(t45, t46, 0x88);
            __m128 t48 = _mm_shuffle_ps(t45, t46, 0xdd);
            __m128 t49 = _mm_add_ps(t47, t48);
            __m128 t50 = _mm_set1_ps(2.0f);
            __m128 t51 = _mm_div_ps(t49, t50);
            _mm_storeu_ps(out + t31, t51);
            __m128 t52 = _mm_sub_ps(t47, t48);
            __m128 t53 = _mm_set1_ps(2.0f);
            __m128 t54 = _mm_div_ps(t52, t53);
            _mm_storeu_ps(out + (half + t31), t54);
            int t43 = (int)(i_vec_1 + 12L);
            const float *t55 = in + 2 * t43;
            __m128 t56 = _mm_loadu_ps(t55);
            __m128 t57 = _mm_loadu_ps(t55 + 4);
            __m128 t58 = _mm_shuffle_ps(t56, t57, 0x88);
            __m128 t59 = _mm_shuffle_ps(t56, t57, 0xdd);
            __m128 t60 = _mm_add_ps(t58, t59);
            __m128 t61 = _mm_set1_ps(2.0f);
            __m128 t62 = _mm_div_ps(t60, t61);
            _mm_storeu_ps(out + t43, t62);
            __m128 t63 = _mm_sub_ps(t58, t59);
            __m128 t64 = _mm_set1_ps(2.0f);
            __m128 t65 = _mm_div_ps(t63, t64);
            _mm_storeu_ps(out + (half + t43), t65);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t4 = (int)t2;
                break;
            }
        }
    } else {
        t4 = 0;
    }
    long t5 = (long)half + (long)t4 * -1L;
    if (t5 >= 4L) {
        long t6 = t5 & -4L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:25 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            const float *t20 = in + 2 * t7;
            __m128 t21 = _mm_loadu_ps(t20);
            __m128 t22 = _mm_loadu_ps(t20 + 4);
            __m128 t23 = _mm_shuffle_ps(t21, t22, 0x88);
            __m128 t24 = _mm_shuffle_ps(t21, t22, 0xdd);
            __m128 t25 = _mm_add_ps(t23, t24);
            __m128 t26 = _mm_set1_ps(2.0f);
            __m128 t27 = _mm_div_ps(t25, t26);
            _mm_storeu_ps(out + t7, t27);
            __m128 t28 = _mm_sub_ps(t23, t24);
            __m128 t29 = _mm_set1_ps(2.0f);
            __m128 t30 = _mm_div_ps(t28, t29);
            _mm_storeu_ps(out + (half + t7), t30);
            i_vec += 4L;
            if (i_vec >= t6) {
                i = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        i = t4;
    }
    for (; i < half; i++) {
        haar(in, out, half, 2.0f, i);
    }
}

void bump_all(int *a, int n) {
    int t4;
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        for (;;) {
            int t3 = (int)i_vec_1;
            int *t15 = a + t3;
            __m128i t16 = _mm_loadu_si128((const __m128i *)t15);
            __m128i t17 = _mm_set1_epi32(3);
            __m128i t18 = (__m128i)((vcc_v4_int)t16 * (vcc_v4_int)t17);
            __m128i t19 = _mm_set1_epi32(7);
            __m128i t20 = _mm_add_epi32(t18, t19);
            _mm_storeu_si128((__m128i *)t15, t20);
            int t14 = (int)(i_vec_1 + 4L);
            int *t35 = a + t14;
            __m128i t36 = _mm_loadu_si128((const __m128i *)t35);
            __m128i t37 = _mm_set1_epi32(3);
            __m128i t38 = (__m128i)((vcc_v4_int)t36 * (vcc_v4_int)t37);
            __m128i t39 = _mm_set1_epi32(7);
            __m128i t40 = _mm_add_epi32(t38, t39);
            _mm_storeu_si128((__m128i *)t35, t40);
            int t34 = (int)(i_vec_1 + 8L);
            int *t42 = a + t34;
            __m128i t43 = _mm_loadu_si128((const __m128i *)t42);
            __m128i t44 = _mm_set1_epi32(3);
            __m128i t45 = (__m128i)((vcc_v4_int)t43 * (vcc_v4_int)t44);
            __m128i t46 = _mm_set1_epi32(7);
            __m128i t47 = _mm_add_epi32(t45, t46);
            _mm_storeu_si128((__m128i *)t42, t47);
            int t41 = (int)(i_vec_1 + 12L);
            int *t48 = a + t41;
            __m128i t49 = _mm_loadu_si128((const __m128i *)t48);
            __m128i t50 = _mm_set1_epi32(3);
            __m128i t51 = (__m128i)((vcc_v4_int)t49 * (vcc_v4_int)t50);
            __m128i t52 = _mm_set1_epi32(7);
            __m128i t53 = _mm_add_epi32(t51, t52);
            _mm_storeu_si128((__m128i *)t48, t53);
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
        /* vcc: loop at void_calls.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int t7 = (int)((long)t4 + i_vec);
            int *t21 = a + t7;
            __m128i t22 = _mm_loadu_si128((const __m128i *)t21);
            __m128i t23 = _mm_set1_epi32(3);
            __m128i t24 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)t23);
            __m128i t25 = _mm_set1_epi32(7);
            __m128i t26 = _mm_add_epi32(t24, t25);
            _mm_storeu_si128((__m128i *)t21, t26);
            i_vec += 4L;
            if (i_vec >= t6) {
                t8 = (int)((long)t4 + t6);
                break;
            }
        }
    } else {
        t8 = t4;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if ((t9 >= 1L) & (t9 <= 4L)) {
        __m128i t10 = _mm_set1_epi32((int)(int)t9);
        __m128i t11 = _mm_cmpgt_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
        int t12 = (int)(long)t8;
        __m128i t13 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t11);
        __m128i t27 = (__m128i)(vcc_m4)((vcc_v4_int)t13 != (vcc_v4_int){0});
        long t28 = (long)t12;
        __m128i t29 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t28 * 4UL), t27);
        __m128i t30 = _mm_set1_epi32(3);
        __m128i t31 = (__m128i)((vcc_v4_uint)t29 * (vcc_v4_uint)t30);
        __m128i t32 = _mm_set1_epi32(7);
        __m128i t33 = _mm_add_epi32(t31, t32);
        vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t28 * 4UL), t33, t27);
        i = (int)((long)t8 + t9);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        bump(a, i, 7);
    }
}

void bump_odd(int *a, const int *flags, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at void_calls.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            __m128i flags_v = _mm_loadu_si128((const __m128i *)(flags + i_vec_1));
            __m128i t4 = _mm_and_si128(flags_v, _mm_set1_epi32(1));
            __m128i t5 = vcc_sse_not(_mm_cmpeq_epi32(t4, _mm_set1_epi32(0)));
            __m128i t6 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t5);
            __m128i t20 = (__m128i)(vcc_m4)((vcc_v4_int)t6 != (vcc_v4_int){0});
            long t21 = (long)t3;
            __m128i t22 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t21 * 4UL), t20);
            __m128i t23 = _mm_set1_epi32(3);
            __m128i t24 = (__m128i)((vcc_v4_uint)t22 * (vcc_v4_uint)t23);
            __m128i t25 = _mm_set1_epi32(-2);
            __m128i t26 = _mm_add_epi32(t24, t25);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t21 * 4UL), t26, t20);
            long t15 = i_vec_1 + 4L;
            int t16 = (int)t15;
            __m128i flags_v_2 = _mm_loadu_si128((const __m128i *)(flags + t15));
            __m128i t17 = _mm_and_si128(flags_v_2, _mm_set1_epi32(1));
            __m128i t18 = vcc_sse_not(_mm_cmpeq_epi32(t17, _mm_set1_epi32(0)));
            __m128i t19 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t18);
            __m128i t39 = (__m128i)(vcc_m4)((vcc_v4_int)t19 != (vcc_v4_int){0});
            long t40 = (long)t16;
            __m128i t41 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t40 * 4UL), t39);
            __m128i t42 = _mm_set1_epi32(3);
            __m128i t43 = (__m128i)((vcc_v4_uint)t41 * (vcc_v4_uint)t42);
            __m128i t44 = _mm_set1_epi32(-2);
            __m128i t45 = _mm_add_epi32(t43, t44);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t40 * 4UL), t45, t39);
            long t34 = i_vec_1 + 8L;
            int t35 = (int)t34;
            __m128i flags_v_3 = _mm_loadu_si128((const __m128i *)(flags + t34));
            __m128i t36 = _mm_and_si128(flags_v_3, _mm_set1_epi32(1));
            __m128i t37 = vcc_sse_not(_mm_cmpeq_epi32(t36, _mm_set1_epi32(0)));
            __m128i t38 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t37);
            __m128i t51 = (__m128i)(vcc_m4)((vcc_v4_int)t38 != (vcc_v4_int){0});
            long t52 = (long)t35;
            __m128i t53 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t52 * 4UL), t51);
            __m128i t54 = _mm_set1_epi32(3);
            __m128i t55 = (__m128i)((vcc_v4_uint)t53 * (vcc_v4_uint)t54);
            __m128i t56 = _mm_set1_epi32(-2);
            __m128i t57 = _mm_add_epi32(t55, t56);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t52 * 4UL), t57, t51);
            long t46 = i_vec_1 + 12L;
            int t47 = (int)t46;
            __m128i flags_v_4 = _mm_loadu_si128((const __m128i *)(flags + t46));
            __m128i t48 = _mm_and_si128(flags_v_4, _mm_set1_epi32(1));
            __m128i t49 = vcc_sse_not(_mm_cmpeq_epi32(t48, _mm_set1_epi32(0)));
            __m128i t50 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t49);
            __m128i t58 = (__m128i)(vcc_m4)((vcc_v4_int)t50 != (vcc_v4_int){0});
            long t59 = (long)t47;
            __m128i t60 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t59 * 4UL), t58);
            __m128i t61 = _mm_set1_epi32(3);
            __m128i t62 = (__m128i)((vcc_v4_uint)t60 * (vcc_v4_uint)t61);
            __m128i t63 = _mm_set1_epi32(-2);
            __m128i t64 = _mm_add_epi32(t62, t63);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t59 * 4UL), t64, t58);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at void_calls.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t10 = (long)t7 + i_vec;
            int t11 = (int)t10;
            __m128i flags_v_1 = _mm_loadu_si128((const __m128i *)(flags + t10));
            __m128i t12 = _mm_and_si128(flags_v_1, _mm_set1_epi32(1));
            __m128i t13 = vcc_sse_not(_mm_cmpeq_epi32(t12, _mm_set1_epi32(0)));
            __m128i t14 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t13);
            __m128i t27 = (__m128i)(vcc_m4)((vcc_v4_int)t14 != (vcc_v4_int){0});
            long t28 = (long)t11;
            __m128i t29 = vcc_sse_load_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t28 * 4UL), t27);
            __m128i t30 = _mm_set1_epi32(3);
            __m128i t31 = (__m128i)((vcc_v4_uint)t29 * (vcc_v4_uint)t30);
            __m128i t32 = _mm_set1_epi32(-2);
            __m128i t33 = _mm_add_epi32(t31, t32);
            vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)a + (unsigned long)t28 * 4UL), t33, t27);
            i_vec += 4L;
            if (i_vec >= t9) {
                i = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        if (flags[i] & 1) {
            bump(a, i, -2);
        }
    }
}

int main(void) {
    int sizes[8];
    int t40;
    int i;
    int t91;
    int i_1;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t5 = 2 * n;
        unsigned long t6 = (unsigned long)(t5 + 1) * 4UL;
        float *in = (float *)malloc(t6);
        float *out = (float *)malloc(t6);
        unsigned long t7 = (unsigned long)(n + 1) * 4UL;
        void *t8 = malloc(t7);
        int *a = (int *)t8;
        void *t9 = malloc(t7);
        int *flags = (int *)t9;
        long t10 = (long)n * 2L;
        if ((t10 >= 16L) & 1) {
            long t11 = t10 & -16L;
            __m128i t12 = _mm_set1_epi32(0);
            __m128i t13 = _mm_add_epi32(t12, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t14 = _mm_cmpgt_epi32(t13, _mm_set1_epi32(10));
            __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, _mm_set1_epi32(11)); });
            vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t13, t15);
            long i_vec = 0L;
            /* vcc: loop at void_calls.c:48 vectorized: VF 4, UF 4, the remainder at 49:28 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128 t16 = _mm_cvtepi32_ps((__m128i)t1);
                __m128 t17 = _mm_mul_ps(t16, _mm_set1_ps(0.5f));
                _mm_storeu_ps(in + i_vec, t17);
                __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(6));
                __m128i t19 = _mm_cmpgt_epi32(t18, _mm_set1_epi32(10));
                __m128i t20 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t19, _mm_set1_epi32(11)); });
                __m128i t21 = _mm_sub_epi32(t18, t20);
                __m128 t22 = _mm_cvtepi32_ps(t21);
                __m128 t23 = _mm_mul_ps(t22, _mm_set1_ps(0.5f));
                _mm_storeu_ps(in + (i_vec + 4L), t23);
                __m128i t24 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
                __m128i t25 = _mm_cmpgt_epi32(t24, _mm_set1_epi32(10));
                __m128i t26 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t25, _mm_set1_epi32(11)); });
                __m128i t27 = _mm_sub_epi32(t24, t26);
                __m128 t28 = _mm_cvtepi32_ps(t27);
                __m128 t29 = _mm_mul_ps(t28, _mm_set1_ps(0.5f));
                _mm_storeu_ps(in + (i_vec + 8L), t29);
                __m128i t30 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(7));
                __m128i t31 = _mm_cmpgt_epi32(t30, _mm_set1_epi32(10));
                __m128i t32 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t31, _mm_set1_epi32(11)); });
                __m128i t33 = _mm_sub_epi32(t30, t32);
                __m128 t34 = _mm_cvtepi32_ps(t33);
                __m128 t35 = _mm_mul_ps(t34, _mm_set1_ps(0.5f));
                _mm_storeu_ps(in + (i_vec + 12L), t35);
                i_vec += 16L;
                __m128i t36 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
                __m128i t37 = _mm_cmpgt_epi32(t36, _mm_set1_epi32(10));
                __m128i t38 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t37, _mm_set1_epi32(11)); });
                __m128i t39 = _mm_sub_epi32(t36, t38);
                if (i_vec >= t11) {
                    break;
                }
                t1 = (vcc_v4_int)t39;
            }
            t40 = (int)t11;
        } else {
            t40 = 0;
        }
        long t41 = (long)n * 2L + (long)t40 * -1L;
        int t42 = (int)((unsigned int)t40 * 7U);
        if ((t41 >= 4L) & (t42 >= 0)) {
            long t43 = t41 & -4L;
            __m128i t44 = _mm_set1_epi32((int)(t42 % 11));
            __m128i t45 = _mm_add_epi32(t44, _mm_setr_epi32(0, 7, 3, 10));
            __m128i t46 = _mm_cmpgt_epi32(t45, _mm_set1_epi32(10));
            __m128i t47 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t46, _mm_set1_epi32(11)); });
            vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t45, t47);
            long i_vec_1 = 0L;
            /* vcc: loop at void_calls.c:48 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m128 t48 = _mm_cvtepi32_ps((__m128i)t2);
                __m128 t49 = _mm_mul_ps(t48, _mm_set1_ps(0.5f));
                _mm_storeu_ps(in + ((long)t40 + i_vec_1), t49);
                i_vec_1 += 4L;
                __m128i t50 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(6));
                __m128i t51 = _mm_cmpgt_epi32(t50, _mm_set1_epi32(10));
                __m128i t52 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t51, _mm_set1_epi32(11)); });
                __m128i t53 = _mm_sub_epi32(t50, t52);
                if (i_vec_1 >= t43) {
                    break;
                }
                t2 = (vcc_v4_int)t53;
            }
            i = (int)((long)t40 + t43);
        } else {
            i = t40;
        }
        for (; i < t5; i++) {
            in[i] = (float)(i * 7 % 11) * 0.5f;
        }
        long t54 = (long)n;
        unsigned long t55 = (unsigned long)t8;
        unsigned long t56 = (unsigned long)t9;
        long t57 = (long)((unsigned long)t9 - (unsigned long)t8);
        if ((t54 >= 16L) & (((t55 + (unsigned long)(4L + (t54 - 1L) * 4L)) <= t56) | ((t56 + (unsigned long)(4L + (t54 - 1L) * 4L)) <= t55) | ((t57 <= 0L) | (t57 >= 64L))) & 1) {
            long t58 = t54 & -16L;
            __m128i t59 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t59, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t60 = _mm_set1_epi32(0);
            __m128i t61 = _mm_add_epi32(t60, _mm_setr_epi32(0, 2, 1, 0));
            __m128i t62 = _mm_cmpgt_epi32(t61, _mm_set1_epi32(2));
            __m128i t63 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t62, _mm_set1_epi32(3)); });
            vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t61, t63);
            long i_vec_2 = 0L;
            /* vcc: loop at void_calls.c:50 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 52:24 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i t64 = _mm_sub_epi32((__m128i)i_v, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + i_vec_2), t64);
                _mm_storeu_si128((__m128i *)(flags + i_vec_2), (__m128i)t3);
                long t65 = i_vec_2 + 4L;
                __m128i t66 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + t65), t67);
                __m128i t68 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(2));
                __m128i t69 = _mm_cmpgt_epi32(t68, _mm_set1_epi32(2));
                __m128i t70 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t69, _mm_set1_epi32(3)); });
                __m128i t71 = _mm_sub_epi32(t68, t70);
                _mm_storeu_si128((__m128i *)(flags + t65), t71);
                long t72 = i_vec_2 + 8L;
                __m128i t73 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + t72), t74);
                __m128i t75 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(1));
                __m128i t76 = _mm_cmpgt_epi32(t75, _mm_set1_epi32(2));
                __m128i t77 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t76, _mm_set1_epi32(3)); });
                __m128i t78 = _mm_sub_epi32(t75, t77);
                _mm_storeu_si128((__m128i *)(flags + t72), t78);
                long t79 = i_vec_2 + 12L;
                __m128i t80 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                __m128i t81 = _mm_sub_epi32(t80, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + t79), t81);
                __m128i t82 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(0));
                __m128i t83 = _mm_cmpgt_epi32(t82, _mm_set1_epi32(2));
                __m128i t84 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t83, _mm_set1_epi32(3)); });
                __m128i t85 = _mm_sub_epi32(t82, t84);
                _mm_storeu_si128((__m128i *)(flags + t79), t85);
                i_vec_2 += 16L;
                __m128i t86 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                __m128i t87 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(2));
                __m128i t88 = _mm_cmpgt_epi32(t87, _mm_set1_epi32(2));
                __m128i t89 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t88, _mm_set1_epi32(3)); });
                __m128i t90 = _mm_sub_epi32(t87, t89);
                if (i_vec_2 >= t58) {
                    break;
                }
                i_v = (vcc_v4_uint)t86;
                t3 = (vcc_v4_int)t90;
            }
            t91 = (int)t58;
        } else {
            t91 = 0;
        }
        long t92 = (long)n + (long)t91 * -1L;
        unsigned long t93 = (unsigned long)t8;
        unsigned long t94 = (unsigned long)t9;
        long t95 = (long)((unsigned long)t9 + (unsigned long)((long)t91 * 4L) - ((unsigned long)t8 + (unsigned long)((long)t91 * 4L)));
        int t96 = (int)((unsigned int)t91 * 5U);
        if ((t92 >= 4L) & (((t93 + (unsigned long)((long)t91 * 4L + 4L + (t92 - 1L) * 4L)) <= (t94 + (unsigned long)((long)t91 * 4L))) | ((t94 + (unsigned long)((long)t91 * 4L + 4L + (t92 - 1L) * 4L)) <= (t93 + (unsigned long)((long)t91 * 4L))) | ((t95 <= 0L) | (t95 >= 16L))) & (t96 >= 0)) {
            long t97 = t92 & -4L;
            __m128i t98 = _mm_set1_epi32((int)t91);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t98, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t99 = _mm_set1_epi32((int)(t96 % 3));
            __m128i t100 = _mm_add_epi32(t99, _mm_setr_epi32(0, 2, 1, 0));
            __m128i t101 = _mm_cmpgt_epi32(t100, _mm_set1_epi32(2));
            __m128i t102 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t101, _mm_set1_epi32(3)); });
            vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t100, t102);
            long i_vec_3 = 0L;
            /* vcc: loop at void_calls.c:50 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 47:18 and the value of the call to `malloc` at 47:58 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t103 = (long)t91 + i_vec_3;
                __m128i t104 = _mm_sub_epi32((__m128i)i_v_1, _mm_set1_epi32(3));
                _mm_storeu_si128((__m128i *)(a + t103), t104);
                _mm_storeu_si128((__m128i *)(flags + t103), (__m128i)t4);
                i_vec_3 += 4L;
                __m128i t105 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                __m128i t106 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(2));
                __m128i t107 = _mm_cmpgt_epi32(t106, _mm_set1_epi32(2));
                __m128i t108 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t107, _mm_set1_epi32(3)); });
                __m128i t109 = _mm_sub_epi32(t106, t108);
                if (i_vec_3 >= t97) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t105;
                t4 = (vcc_v4_int)t109;
            }
            i_1 = (int)((long)t91 + t97);
        } else {
            i_1 = t91;
        }
        for (; i_1 < n; i_1++) {
            long t110 = (long)i_1;
            a[t110] = i_1 - 3;
            flags[t110] = i_1 * 5 % 3;
        }
        transform(in, out, n);
        bump_all(a, n);
        bump_odd(a, flags, n);
        float fsum = 0.0f;
        for (int i_2 = 0; i_2 < t5; i_2++) {
            fsum = fsum * 0.5f + out[i_2];
        }
        unsigned int isum = 0U;
        for (int i_3 = 0; i_3 < n; i_3++) {
            isum = isum * 31U + (unsigned int)a[i_3];
        }
        printf("n=%d %.6f %u\n", n, (double)fsum, isum);
        free((void *)in);
        free((void *)out);
        free((void *)a);
        free((void *)flags);
    }
    return 0;
}
