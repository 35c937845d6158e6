/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter);
__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_digits(__m256i x);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x);
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        t7 = _mm256_mul_ps(t2, t2);
        t8 = _mm256_mul_ps(t3, t3);
        t9 = _mm256_add_ps(t7, t8);
        t10 = _mm256_set1_ps(4.0f);
        t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        t12 = _mm256_and_si256(t1, t11);
        t13 = _mm256_sub_ps(t7, t8);
        t14 = _mm256_add_ps(t13, cr);
        t15 = _mm256_set1_ps(2.0f);
        t16 = _mm256_mul_ps(t15, t2);
        t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        t18 = _mm256_set1_epi32((int)t6);
        t4 = _mm256_blendv_epi8(t4, t18, t1);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = _mm256_blendv_epi8(t4, t19, t1);
L20:
    return t5;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    unsigned int t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    t5 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (__m256i)(vcc_v8_uint){0};
    while (t7 < max_iter) {
        t8 = _mm256_mul_ps(t1, t1);
        t9 = _mm256_mul_ps(t2, t2);
        t10 = _mm256_add_ps(t8, t9);
        t11 = _mm256_set1_ps(4.0f);
        t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        t13 = _mm256_and_si256(t6, t12);
        t14 = _mm256_sub_ps(t8, t9);
        t15 = _mm256_add_ps(t14, cr);
        t16 = _mm256_set1_ps(2.0f);
        t17 = _mm256_mul_ps(t16, t1);
        t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        t19 = _mm256_set1_epi32((int)t7);
        t3 = _mm256_blendv_epi8(t3, t19, t6);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm256_set1_epi32((int)t7);
    t4 = _mm256_blendv_epi8(t3, t20, t6);
L22:
    t21 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t4, t5);
    return t21;
}

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_digits(__m256i x) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    t1 = _mm256_set1_epi32((int)10);
    t2 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t1);
    t3 = _mm256_set1_epi32((int)0);
    t4 = _mm256_add_epi32(t3, t2);
    t5 = _mm256_set1_epi32((int)10);
    t6 = (__m256i)((vcc_v8_int)x / (vcc_v8_int)t5);
    t7 = _mm256_set1_epi32((int)10);
    t8 = (__m256i)((vcc_v8_int)t6 % (vcc_v8_int)t7);
    t9 = _mm256_add_epi32(t4, t8);
    t10 = _mm256_set1_epi32((int)10);
    t11 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t10);
    t12 = _mm256_set1_epi32((int)10);
    t13 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)t12);
    t14 = _mm256_add_epi32(t9, t13);
    return t14;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_biased(__m256i x) {
    __m256i t1;
    __m256i t2;
    t1 = _mm256_set1_epi32((int)bias);
    t2 = _mm256_add_epi32(x, t1);
    return t2;
}

__attribute__((target("avx2"))) void row(unsigned *out, int n, float y) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    long t20;
    long t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    unsigned int *t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    int t31;
    long t32;
    long t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    unsigned int *t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    int i;
    __m256i t42;
    __m256i t43;
    unsigned int *t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    unsigned int t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256i t53;
    __m256i t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    __m256i t61;
    __m256i t62;
    unsigned int t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256i t68;
    __m256i t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256i t76;
    __m256i t77;
    unsigned int t78;
    __m256 t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256i t83;
    __m256i t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    __m256 t89;
    __m256 t90;
    __m256i t91;
    __m256i t92;
    t20 = (long)n;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = _mm256_set1_ps(y);
        t23 = _mm256_set1_epi32((int)0);
        t24 = t23;
        t1 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t14 = 0L;
        for (;;) {
            t25 = t14 + 8L;
            t26 = t1;
            t27 = out + (int)(0L + t14);
            t28 = _mm256_cvtepi32_ps(t26);
            t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.046875f));
            t30 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t29);
            t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t4 = _mm256_set1_ps(0.0f);
            t5 = _mm256_set1_ps(0.0f);
            t48 = 0U;
            t6 = (__m256i)(vcc_v8_uint){0};
            while (t48 < 200U) {
                t49 = _mm256_mul_ps(t4, t4);
                t50 = _mm256_mul_ps(t5, t5);
                t51 = _mm256_add_ps(t49, t50);
                t52 = _mm256_set1_ps(4.0f);
                t53 = _mm256_castps_si256(_mm256_cmp_ps(t51, t52, _CMP_LT_OQ));
                t54 = _mm256_and_si256(t3, t53);
                t55 = _mm256_sub_ps(t49, t50);
                t56 = _mm256_add_ps(t55, t30);
                t57 = _mm256_set1_ps(2.0f);
                t58 = _mm256_mul_ps(t57, t4);
                t59 = _mm256_mul_ps(t58, t5);
                t60 = _mm256_add_ps(t59, t22);
                t61 = _mm256_set1_epi32((int)t48);
                t6 = _mm256_blendv_epi8(t6, t61, t3);
                if (!(_mm256_movemask_epi8(t54) != 0)) {
                    t7 = t6;
                    goto L93;
                }
                t3 = t54;
                t48++;
                t4 = t56;
                t5 = t60;
            }
            t62 = _mm256_set1_epi32((int)t48);
            t7 = _mm256_blendv_epi8(t6, t62, t3);
        L93:
            _mm256_storeu_si256((__m256i *)t27, t7);
            t42 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t43 = t42;
            t44 = out + (int)(0L + t25);
            t45 = _mm256_cvtepi32_ps(t43);
            t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.046875f));
            t47 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t46);
            t15 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t16 = _mm256_set1_ps(0.0f);
            t17 = _mm256_set1_ps(0.0f);
            t78 = 0U;
            t18 = (__m256i)(vcc_v8_uint){0};
            while (t78 < 200U) {
                t79 = _mm256_mul_ps(t16, t16);
                t80 = _mm256_mul_ps(t17, t17);
                t81 = _mm256_add_ps(t79, t80);
                t82 = _mm256_set1_ps(4.0f);
                t83 = _mm256_castps_si256(_mm256_cmp_ps(t81, t82, _CMP_LT_OQ));
                t84 = _mm256_and_si256(t15, t83);
                t85 = _mm256_sub_ps(t79, t80);
                t86 = _mm256_add_ps(t85, t47);
                t87 = _mm256_set1_ps(2.0f);
                t88 = _mm256_mul_ps(t87, t16);
                t89 = _mm256_mul_ps(t88, t17);
                t90 = _mm256_add_ps(t89, t22);
                t91 = _mm256_set1_epi32((int)t78);
                t18 = _mm256_blendv_epi8(t18, t91, t15);
                if (!(_mm256_movemask_epi8(t84) != 0)) {
                    t19 = t18;
                    goto L94;
                }
                t15 = t84;
                t78++;
                t16 = t86;
                t17 = t90;
            }
            t92 = _mm256_set1_epi32((int)t78);
            t19 = _mm256_blendv_epi8(t18, t92, t15);
        L94:
            _mm256_storeu_si256((__m256i *)t44, t19);
            t14 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            if (t14 >= t21) {
                t31 = (int)(0L + t21);
                break;
            }
        }
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t34 = _mm256_set1_ps(y);
        t35 = _mm256_set1_epi32((int)t31);
        t36 = t35;
        t2 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = 0L;
        for (;;) {
            t37 = t2;
            t38 = out + (int)((long)t31 + t8);
            t39 = _mm256_cvtepi32_ps(t37);
            t40 = _mm256_mul_ps(t39, _mm256_set1_ps(0.046875f));
            t41 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t40);
            t9 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t10 = _mm256_set1_ps(0.0f);
            t11 = _mm256_set1_ps(0.0f);
            t63 = 0U;
            t12 = (__m256i)(vcc_v8_uint){0};
            while (t63 < 200U) {
                t64 = _mm256_mul_ps(t10, t10);
                t65 = _mm256_mul_ps(t11, t11);
                t66 = _mm256_add_ps(t64, t65);
                t67 = _mm256_set1_ps(4.0f);
                t68 = _mm256_castps_si256(_mm256_cmp_ps(t66, t67, _CMP_LT_OQ));
                t69 = _mm256_and_si256(t9, t68);
                t70 = _mm256_sub_ps(t64, t65);
                t71 = _mm256_add_ps(t70, t41);
                t72 = _mm256_set1_ps(2.0f);
                t73 = _mm256_mul_ps(t72, t10);
                t74 = _mm256_mul_ps(t73, t11);
                t75 = _mm256_add_ps(t74, t34);
                t76 = _mm256_set1_epi32((int)t63);
                t12 = _mm256_blendv_epi8(t12, t76, t9);
                if (!(_mm256_movemask_epi8(t69) != 0)) {
                    t13 = t12;
                    goto L95;
                }
                t9 = t69;
                t63++;
                t10 = t71;
                t11 = t75;
            }
            t77 = _mm256_set1_epi32((int)t63);
            t13 = _mm256_blendv_epi8(t12, t77, t9);
        L95:
            _mm256_storeu_si256((__m256i *)t38, t13);
            t8 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t8 >= t33) {
                i = (int)((long)t31 + t33);
                break;
            }
        }
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

__attribute__((target("avx2"))) void digit_sums(int *out, const int *in, int n) {
    int t1;
    long t2;
    long t3;
    long t4;
    unsigned long t5;
    unsigned long t6;
    long t7;
    long t8;
    long t9;
    int *t10;
    int *t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    int *t21;
    __m256i t22;
    __m256i t23;
    int i;
    long t24;
    int *t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    t4 = (long)n;
    t5 = (unsigned long)out;
    t6 = (unsigned long)in;
    if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t6 + 0UL)) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= (t5 + 0UL)))) {
        t7 = t4 & -16L;
        t3 = 0L;
        for (;;) {
            t8 = (long)(int)(0L + t3);
            t9 = (long)(int)(0L + (t3 + 8L));
            t10 = out + t8;
            t11 = out + t9;
            t12 = _mm256_loadu_si256((const __m256i *)(in + t8));
            t13 = _mm256_loadu_si256((const __m256i *)(in + t9));
            t14 = _mm256_abs_epi32(t12);
            t27 = _mm256_set1_epi32((int)10);
            t28 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)t27);
            t29 = _mm256_set1_epi32((int)0);
            t30 = _mm256_add_epi32(t29, t28);
            t31 = _mm256_set1_epi32((int)10);
            t32 = (__m256i)((vcc_v8_int)t14 / (vcc_v8_int)t31);
            t33 = _mm256_set1_epi32((int)10);
            t34 = (__m256i)((vcc_v8_int)t32 % (vcc_v8_int)t33);
            t35 = _mm256_add_epi32(t30, t34);
            t36 = _mm256_set1_epi32((int)10);
            t37 = (__m256i)((vcc_v8_int)t32 / (vcc_v8_int)t36);
            t38 = _mm256_set1_epi32((int)10);
            t39 = (__m256i)((vcc_v8_int)t37 % (vcc_v8_int)t38);
            t40 = _mm256_add_epi32(t35, t39);
            _mm256_storeu_si256((__m256i *)t10, t40);
            t26 = _mm256_abs_epi32(t13);
            t55 = _mm256_set1_epi32((int)10);
            t56 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)t55);
            t57 = _mm256_set1_epi32((int)0);
            t58 = _mm256_add_epi32(t57, t56);
            t59 = _mm256_set1_epi32((int)10);
            t60 = (__m256i)((vcc_v8_int)t26 / (vcc_v8_int)t59);
            t61 = _mm256_set1_epi32((int)10);
            t62 = (__m256i)((vcc_v8_int)t60 % (vcc_v8_int)t61);
            t63 = _mm256_add_epi32(t58, t62);
            t64 = _mm256_set1_epi32((int)10);
            t65 = (__m256i)((vcc_v8_int)t60 / (vcc_v8_int)t64);
            t66 = _mm256_set1_epi32((int)10);
            t67 = (__m256i)((vcc_v8_int)t65 % (vcc_v8_int)t66);
            t68 = _mm256_add_epi32(t63, t67);
            _mm256_storeu_si256((__m256i *)t11, t68);
            t3 += 16L;
            if (t3 >= t7) {
                t15 = (int)(0L + t7);
                break;
            }
        }
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 8L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        t19 = t16 & -8L;
        t2 = 0L;
        for (;;) {
            t20 = (long)(int)((long)t15 + t2);
            t21 = out + t20;
            t22 = _mm256_loadu_si256((const __m256i *)(in + t20));
            t23 = _mm256_abs_epi32(t22);
            t41 = _mm256_set1_epi32((int)10);
            t42 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)t41);
            t43 = _mm256_set1_epi32((int)0);
            t44 = _mm256_add_epi32(t43, t42);
            t45 = _mm256_set1_epi32((int)10);
            t46 = (__m256i)((vcc_v8_int)t23 / (vcc_v8_int)t45);
            t47 = _mm256_set1_epi32((int)10);
            t48 = (__m256i)((vcc_v8_int)t46 % (vcc_v8_int)t47);
            t49 = _mm256_add_epi32(t44, t48);
            t50 = _mm256_set1_epi32((int)10);
            t51 = (__m256i)((vcc_v8_int)t46 / (vcc_v8_int)t50);
            t52 = _mm256_set1_epi32((int)10);
            t53 = (__m256i)((vcc_v8_int)t51 % (vcc_v8_int)t52);
            t54 = _mm256_add_epi32(t49, t53);
            _mm256_storeu_si256((__m256i *)t21, t54);
            t2 += 8L;
            if (t2 >= t19) {
                i = (int)((long)t15 + t19);
                break;
            }
        }
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t24 = (long)i;
        t25 = out + t24;
        t1 = in[t24];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t25 = (_mm256_zeroupper(), digits(t1));
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[7];
    __m256i t1;
    long t2;
    __m128i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m128i t9;
    long t10;
    __m256i t11;
    long t;
    __m128i t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m128i t18;
    long t19;
    __m256i t20;
    long t_1;
    int s;
    int n;
    unsigned long t21;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int i;
    int y;
    long t_2;
    long t31;
    long t32;
    __m128i t33;
    __m128i t34;
    __m128i t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    __m128i t40;
    __m128i t41;
    __m128i t42;
    __m128i t43;
    __m128i t44;
    __m128i t45;
    __m128i t46;
    __m128i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m128i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m128i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m128i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m128i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    int t71;
    long t72;
    long t73;
    long t74;
    __m128i t75;
    __m128i t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m128i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m128i t85;
    int i_1;
    long t86;
    long t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m128i t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    long t97;
    long t98;
    long t99;
    long t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m128i t105;
    __m128i t106;
    __m128i t107;
    __m128i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m128i t117;
    __m128i t118;
    __m128i t119;
    __m128i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m128i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    int t137;
    long t138;
    long t139;
    long t140;
    __m128i t141;
    __m128i t142;
    __m128i t143;
    long t144;
    __m256i t145;
    __m128i t146;
    __m256i t147;
    __m256i t148;
    __m128i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m128i t153;
    int i_2;
    long t154;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        t21 = (unsigned long)(n + 1) * 4UL;
        u = (unsigned int *)malloc(t21);
        in = (int *)malloc(t21);
        out = (int *)malloc(t21);
        b = (int *)malloc(t21);
        t22 = (long)n;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t24 = _mm256_set1_epi32((int)0);
            t25 = t24;
            t1 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t26 = t1;
                t27 = _mm256_mullo_epi32(t26, _mm256_set1_epi32((int)7919));
                t28 = (__m256i)((vcc_v8_int)t27 % (vcc_v8_int)_mm256_set1_epi32((int)2001));
                t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + t2)), t29);
                t2 += 8L;
                t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t2 >= t23) {
                    break;
                }
                t1 = t30;
            }
            i = (int)((long)0 + t23);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            (_mm256_zeroupper(), row(u, n, -1.0f + (float)y * 0.25f));
            t31 = (long)n;
            if (t31 >= 16L) {
                t32 = t31 & -16L;
                t33 = _mm_set1_epi32((int)y);
                t34 = _mm_set1_epi32((int)0);
                t35 = t34;
                t3 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
                t4 = 0L;
                t5 = _mm256_set1_epi64x((long long)0LL);
                t6 = _mm256_set1_epi64x((long long)0LL);
                t7 = _mm256_set1_epi64x((long long)0LL);
                t8 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t36 = t3;
                    t37 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                    t38 = t37;
                    t39 = _mm_add_epi32(t3, _mm_set1_epi32((int)8));
                    t40 = t39;
                    t41 = _mm_add_epi32(t3, _mm_set1_epi32((int)12));
                    t42 = t41;
                    t43 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + t4)));
                    t44 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t4 + 4L))));
                    t45 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t4 + 8L))));
                    t46 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t4 + 12L))));
                    t47 = _mm_add_epi32(t36, t33);
                    t48 = _mm256_cvtepi32_epi64(t47);
                    t49 = _mm256_cvtepu32_epi64(t43);
                    t50 = (__m256i)((vcc_v4_long)t49 * (vcc_v4_long)t48);
                    t51 = t50;
                    t5 = _mm256_add_epi64(t5, t51);
                    t52 = _mm_add_epi32(t38, t33);
                    t53 = _mm256_cvtepi32_epi64(t52);
                    t54 = _mm256_cvtepu32_epi64(t44);
                    t55 = (__m256i)((vcc_v4_long)t54 * (vcc_v4_long)t53);
                    t56 = t55;
                    t6 = _mm256_add_epi64(t6, t56);
                    t57 = _mm_add_epi32(t40, t33);
                    t58 = _mm256_cvtepi32_epi64(t57);
                    t59 = _mm256_cvtepu32_epi64(t45);
                    t60 = (__m256i)((vcc_v4_long)t59 * (vcc_v4_long)t58);
                    t61 = t60;
                    t7 = _mm256_add_epi64(t7, t61);
                    t62 = _mm_add_epi32(t42, t33);
                    t63 = _mm256_cvtepi32_epi64(t62);
                    t64 = _mm256_cvtepu32_epi64(t46);
                    t65 = (__m256i)((vcc_v4_long)t64 * (vcc_v4_long)t63);
                    t66 = t65;
                    t8 = _mm256_add_epi64(t8, t66);
                    t4 += 16L;
                    t67 = _mm_add_epi32(t3, _mm_set1_epi32((int)16));
                    if (t4 >= t32) {
                        break;
                    }
                    t3 = t67;
                }
                t68 = _mm256_add_epi64(t5, t6);
                t69 = _mm256_add_epi64(t68, t7);
                t70 = _mm256_add_epi64(t69, t8);
                t71 = (int)((long)0 + t32);
                t72 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t70, _mm_add_epi64, unsigned long));
            } else {
                t71 = 0;
                t72 = t_2;
            }
            t73 = (long)n + (long)t71 * -1L;
            if (t73 >= 4L) {
                t74 = t73 & -4L;
                t75 = _mm_set1_epi32((int)y);
                t76 = _mm_set1_epi32((int)t71);
                t77 = t76;
                t9 = _mm_add_epi32(t77, _mm_setr_epi32(0, 1, 2, 3));
                t10 = 0L;
                t11 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t78 = t9;
                    t79 = _mm_loadu_si128((const __m128i *)(u + (int)((long)t71 + t10)));
                    t80 = _mm_add_epi32(t78, t75);
                    t81 = _mm256_cvtepi32_epi64(t80);
                    t82 = _mm256_cvtepu32_epi64(t79);
                    t83 = (__m256i)((vcc_v4_long)t82 * (vcc_v4_long)t81);
                    t84 = t83;
                    t11 = _mm256_add_epi64(t11, t84);
                    t10 += 4L;
                    t85 = _mm_add_epi32(t9, _mm_set1_epi32((int)4));
                    if (t10 >= t74) {
                        break;
                    }
                    t9 = t85;
                }
                i_1 = (int)((long)t71 + t74);
                t = (long)((unsigned long)t72 + vcc_avx2_reduce_epi64(t11, _mm_add_epi64, unsigned long));
            } else {
                i_1 = t71;
                t = t72;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        (_mm256_zeroupper(), digit_sums(out, in, n));
        (_mm256_zeroupper(), add_bias(b, n));
        t86 = (long)n;
        if (t86 >= 16L) {
            t87 = t86 & -16L;
            t88 = _mm_set1_epi32((int)0);
            t89 = t88;
            t12 = _mm_add_epi32(t89, _mm_setr_epi32(0, 1, 2, 3));
            t13 = 0L;
            t14 = _mm256_set1_epi64x((long long)0LL);
            t15 = _mm256_set1_epi64x((long long)0LL);
            t16 = _mm256_set1_epi64x((long long)0LL);
            t17 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t90 = t12;
                t91 = _mm_add_epi32(t12, _mm_set1_epi32((int)4));
                t92 = t91;
                t93 = _mm_add_epi32(t12, _mm_set1_epi32((int)8));
                t94 = t93;
                t95 = _mm_add_epi32(t12, _mm_set1_epi32((int)12));
                t96 = t95;
                t97 = (long)(int)((long)0 + t13);
                t98 = (long)(int)((long)0 + (t13 + 4L));
                t99 = (long)(int)((long)0 + (t13 + 8L));
                t100 = (long)(int)((long)0 + (t13 + 12L));
                t101 = _mm256_cvtepi32_epi64(t90);
                t102 = _mm256_cvtepi32_epi64(t92);
                t103 = _mm256_cvtepi32_epi64(t94);
                t104 = _mm256_cvtepi32_epi64(t96);
                t105 = _mm_loadu_si128((const __m128i *)(out + t97));
                t106 = _mm_loadu_si128((const __m128i *)(out + t98));
                t107 = _mm_loadu_si128((const __m128i *)(out + t99));
                t108 = _mm_loadu_si128((const __m128i *)(out + t100));
                t109 = _mm256_cvtepi32_epi64(t105);
                t110 = _mm256_cvtepi32_epi64(t106);
                t111 = _mm256_cvtepi32_epi64(t107);
                t112 = _mm256_cvtepi32_epi64(t108);
                t113 = (__m256i)((vcc_v4_long)t109 * (vcc_v4_long)t101);
                t114 = (__m256i)((vcc_v4_long)t110 * (vcc_v4_long)t102);
                t115 = (__m256i)((vcc_v4_long)t111 * (vcc_v4_long)t103);
                t116 = (__m256i)((vcc_v4_long)t112 * (vcc_v4_long)t104);
                t117 = _mm_loadu_si128((const __m128i *)(b + t97));
                t118 = _mm_loadu_si128((const __m128i *)(b + t98));
                t119 = _mm_loadu_si128((const __m128i *)(b + t99));
                t120 = _mm_loadu_si128((const __m128i *)(b + t100));
                t121 = _mm256_cvtepi32_epi64(t117);
                t122 = _mm256_add_epi64(t113, t121);
                t123 = t122;
                t14 = _mm256_add_epi64(t14, t123);
                t124 = _mm256_cvtepi32_epi64(t118);
                t125 = _mm256_add_epi64(t114, t124);
                t126 = t125;
                t15 = _mm256_add_epi64(t15, t126);
                t127 = _mm256_cvtepi32_epi64(t119);
                t128 = _mm256_add_epi64(t115, t127);
                t129 = t128;
                t16 = _mm256_add_epi64(t16, t129);
                t130 = _mm256_cvtepi32_epi64(t120);
                t131 = _mm256_add_epi64(t116, t130);
                t132 = t131;
                t17 = _mm256_add_epi64(t17, t132);
                t13 += 16L;
                t133 = _mm_add_epi32(t12, _mm_set1_epi32((int)16));
                if (t13 >= t87) {
                    break;
                }
                t12 = t133;
            }
            t134 = _mm256_add_epi64(t14, t15);
            t135 = _mm256_add_epi64(t134, t16);
            t136 = _mm256_add_epi64(t135, t17);
            t137 = (int)((long)0 + t87);
            t138 = (long)((unsigned long)t_2 + vcc_avx2_reduce_epi64(t136, _mm_add_epi64, unsigned long));
        } else {
            t137 = 0;
            t138 = t_2;
        }
        t139 = (long)n + (long)t137 * -1L;
        if (t139 >= 4L) {
            t140 = t139 & -4L;
            t141 = _mm_set1_epi32((int)t137);
            t142 = t141;
            t18 = _mm_add_epi32(t142, _mm_setr_epi32(0, 1, 2, 3));
            t19 = 0L;
            t20 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t143 = t18;
                t144 = (long)(int)((long)t137 + t19);
                t145 = _mm256_cvtepi32_epi64(t143);
                t146 = _mm_loadu_si128((const __m128i *)(out + t144));
                t147 = _mm256_cvtepi32_epi64(t146);
                t148 = (__m256i)((vcc_v4_long)t147 * (vcc_v4_long)t145);
                t149 = _mm_loadu_si128((const __m128i *)(b + t144));
                t150 = _mm256_cvtepi32_epi64(t149);
                t151 = _mm256_add_epi64(t148, t150);
                t152 = t151;
                t20 = _mm256_add_epi64(t20, t152);
                t19 += 4L;
                t153 = _mm_add_epi32(t18, _mm_set1_epi32((int)4));
                if (t19 >= t140) {
                    break;
                }
                t18 = t153;
            }
            i_2 = (int)((long)t137 + t140);
            t_1 = (long)((unsigned long)t138 + vcc_avx2_reduce_epi64(t20, _mm_add_epi64, unsigned long));
        } else {
            i_2 = t137;
            t_1 = t138;
        }
        for (; i_2 < n; i_2++) {
            t154 = (long)i_2;
            t_1 += (long)out[t154] * t154 + (long)b[t154];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
