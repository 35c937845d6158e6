/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

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
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256i t7;
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
    __m256i t22;
    t4 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t5 = t4;
    t6 = 0U;
    t7 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        t8 = _mm256_mul_ps(t1, t1);
        t9 = _mm256_mul_ps(t2, t2);
        t10 = _mm256_add_ps(t8, t9);
        t11 = _mm256_set1_ps(4.0f);
        t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        t13 = _mm256_and_si256(t5, t12);
        t14 = _mm256_sub_ps(t8, t9);
        t15 = _mm256_add_ps(t14, cr);
        t16 = _mm256_set1_ps(2.0f);
        t17 = _mm256_mul_ps(t16, t1);
        t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        t19 = _mm256_set1_epi32((int)t6);
        t20 = _mm256_blendv_epi8(t7, t19, t5);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t3 = t20;
            goto L23;
        }
        t5 = t13;
        t6++;
        t1 = t15;
        t7 = t20;
    }
    t21 = _mm256_set1_epi32((int)t6);
    t3 = _mm256_blendv_epi8(t7, t21, t5);
L23:
    t22 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t3, t4);
    return t22;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vvu_iters(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    unsigned int t6;
    __m256i t7;
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
    __m256i t22;
    t4 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t5 = t4;
    t6 = 0U;
    t7 = (__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        t8 = _mm256_mul_ps(t1, t1);
        t9 = _mm256_mul_ps(t2, t2);
        t10 = _mm256_add_ps(t8, t9);
        t11 = _mm256_set1_ps(4.0f);
        t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        t13 = _mm256_and_si256(t5, t12);
        t14 = _mm256_sub_ps(t8, t9);
        t15 = _mm256_add_ps(t14, cr);
        t16 = _mm256_set1_ps(2.0f);
        t17 = _mm256_mul_ps(t16, t1);
        t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        t19 = _mm256_set1_epi32((int)t6);
        t20 = _mm256_blendv_epi8(t7, t19, t5);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t3 = t20;
            goto L23;
        }
        t5 = t13;
        t6++;
        t1 = t15;
        t7 = t20;
    }
    t21 = _mm256_set1_epi32((int)t6);
    t3 = _mm256_blendv_epi8(t7, t21, t5);
L23:
    t22 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t3, t4);
    return t22;
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
    long t3;
    long t4;
    __m256 t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    long t20;
    int t21;
    long t22;
    long t23;
    __m256 t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256i t32;
    long t33;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm256_set1_ps(y);
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = 0L;
        for (;;) {
            t9 = t1;
            t10 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t11 = t10;
            t12 = _mm256_cvtepi32_ps(t9);
            t13 = _mm256_cvtepi32_ps(t11);
            t14 = _mm256_mul_ps(t12, _mm256_set1_ps(0.046875f));
            t15 = _mm256_mul_ps(t13, _mm256_set1_ps(0.046875f));
            t16 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t14);
            t17 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t15);
            t18 = _ZGVdN8vvu_iters(t16, t5, 200U);
            t19 = _ZGVdN8vvu_iters(t17, t5, 200U);
            _mm256_storeu_si256((__m256i *)(out + (int)((long)0 + t8)), t18);
            _mm256_storeu_si256((__m256i *)(out + (int)((long)0 + (t8 + 8L))), t19);
            t20 = t8 + 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            if (t20 >= t4) {
                break;
            }
            t8 = t20;
        }
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = _mm256_set1_ps(y);
        t25 = _mm256_set1_epi32((int)t21);
        t26 = t25;
        t2 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        for (;;) {
            t28 = t2;
            t29 = _mm256_cvtepi32_ps(t28);
            t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.046875f));
            t31 = _mm256_add_ps(_mm256_set1_ps(-2.0f), t30);
            t32 = _ZGVdN8vvu_iters(t31, t24, 200U);
            _mm256_storeu_si256((__m256i *)(out + (int)((long)t21 + t27)), t32);
            t33 = t27 + 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t33 >= t23) {
                break;
            }
            t27 = t33;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        out[i] = (_mm256_zeroupper(), iters(-2.0f + (float)i * 0.046875f, y, 200U));
    }
}

__attribute__((target("avx2"))) void digit_sums(int *out, const int *in, int n) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    long t14;
    int t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    long t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    int i;
    long t26;
    int *t27;
    int t28;
    int t29;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -16L;
        t5 = 0L;
        for (;;) {
            t6 = (long)(int)((long)0 + t5);
            t7 = (long)(int)((long)0 + (t5 + 8L));
            t8 = _mm256_loadu_si256((const __m256i *)(in + t6));
            t9 = _mm256_loadu_si256((const __m256i *)(in + t7));
            t10 = _mm256_abs_epi32(t8);
            t11 = _mm256_abs_epi32(t9);
            t12 = _ZGVdN8v_digits(t10);
            t13 = _ZGVdN8v_digits(t11);
            _mm256_storeu_si256((__m256i *)(out + t6), t12);
            _mm256_storeu_si256((__m256i *)(out + t7), t13);
            t14 = t5 + 16L;
            if (t14 >= t4) {
                break;
            }
            t5 = t14;
        }
        t15 = (int)((long)0 + t4);
    } else {
        t15 = 0;
    }
    t16 = (long)n + (long)t15 * -1L;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 8L) & (((t17 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t15 * 4L))) | ((t18 + (unsigned long)((long)t15 * 4L + 4L + (t16 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t15 * 4L))))) {
        t19 = t16 & -8L;
        t20 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t15 + t20);
            t22 = _mm256_loadu_si256((const __m256i *)(in + t21));
            t23 = _mm256_abs_epi32(t22);
            t24 = _ZGVdN8v_digits(t23);
            _mm256_storeu_si256((__m256i *)(out + t21), t24);
            t25 = t20 + 8L;
            if (t25 >= t19) {
                break;
            }
            t20 = t25;
        }
        i = (int)((long)t15 + t19);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        t26 = (long)i;
        t27 = out + t26;
        t28 = in[t26];
        if (t28 < 0) {
            t29 = -t28;
        } else {
            t29 = t28;
        }
        *t27 = (_mm256_zeroupper(), digits(t29));
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[7];
    __m256i t1;
    __m128i t2;
    __m128i t3;
    long t;
    __m128i t4;
    __m128i t5;
    long t_1;
    int s;
    int n;
    unsigned long t6;
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    int i;
    int y;
    long t_2;
    long t18;
    long t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
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
    long t63;
    __m128i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    int t68;
    long t69;
    long t70;
    long t71;
    __m128i t72;
    __m128i t73;
    __m128i t74;
    long t75;
    __m256i t76;
    __m128i t77;
    __m128i t78;
    __m128i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    long t85;
    __m128i t86;
    int i_1;
    long t87;
    long t88;
    __m128i t89;
    __m128i t90;
    long t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    __m128i t99;
    __m128i t100;
    __m128i t101;
    __m128i t102;
    long t103;
    long t104;
    long t105;
    long t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m128i t111;
    __m128i t112;
    __m128i t113;
    __m128i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m128i t123;
    __m128i t124;
    __m128i t125;
    __m128i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    long t143;
    __m128i t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    int t148;
    long t149;
    long t150;
    long t151;
    __m128i t152;
    __m128i t153;
    long t154;
    __m256i t155;
    __m128i t156;
    long t157;
    __m256i t158;
    __m128i t159;
    __m256i t160;
    __m256i t161;
    __m128i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    long t167;
    __m128i t168;
    int i_2;
    long t169;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        t6 = (unsigned long)(n + 1) * 4UL;
        u = (unsigned int *)(_mm256_zeroupper(), malloc(t6));
        in = (int *)(_mm256_zeroupper(), malloc(t6));
        out = (int *)(_mm256_zeroupper(), malloc(t6));
        b = (int *)(_mm256_zeroupper(), malloc(t6));
        t7 = (long)n;
        if (t7 >= 8L) {
            t8 = t7 & -8L;
            t9 = _mm256_set1_epi32((int)0);
            t10 = t9;
            t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t11 = 0L;
            for (;;) {
                t12 = t1;
                t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)7919));
                t14 = (__m256i)((vcc_v8_int)t13 % (vcc_v8_int)_mm256_set1_epi32((int)2001));
                t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + t11)), t15);
                t16 = t11 + 8L;
                t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t16 >= t8) {
                    break;
                }
                t11 = t16;
                t1 = t17;
            }
            i = (int)((long)0 + t8);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            (_mm256_zeroupper(), row(u, n, -1.0f + (float)y * 0.25f));
            t18 = (long)n;
            if (t18 >= 16L) {
                t19 = t18 & -16L;
                t20 = _mm_set1_epi32((int)y);
                t21 = _mm_set1_epi32((int)0);
                t22 = t21;
                t2 = _mm_add_epi32(t22, _mm_setr_epi32(0, 1, 2, 3));
                t23 = 0L;
                t24 = _mm256_set1_epi64x((long long)0LL);
                t25 = _mm256_set1_epi64x((long long)0LL);
                t26 = _mm256_set1_epi64x((long long)0LL);
                t27 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t28 = t2;
                    t29 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
                    t30 = t29;
                    t31 = _mm_add_epi32(t2, _mm_set1_epi32((int)8));
                    t32 = t31;
                    t33 = _mm_add_epi32(t2, _mm_set1_epi32((int)12));
                    t34 = t33;
                    t35 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + t23)));
                    t36 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t23 + 4L))));
                    t37 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t23 + 8L))));
                    t38 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t23 + 12L))));
                    t39 = _mm_add_epi32(t28, t20);
                    t40 = _mm_add_epi32(t30, t20);
                    t41 = _mm_add_epi32(t32, t20);
                    t42 = _mm_add_epi32(t34, t20);
                    t43 = _mm256_cvtepi32_epi64(t39);
                    t44 = _mm256_cvtepi32_epi64(t40);
                    t45 = _mm256_cvtepi32_epi64(t41);
                    t46 = _mm256_cvtepi32_epi64(t42);
                    t47 = _mm256_cvtepu32_epi64(t35);
                    t48 = _mm256_cvtepu32_epi64(t36);
                    t49 = _mm256_cvtepu32_epi64(t37);
                    t50 = _mm256_cvtepu32_epi64(t38);
                    t51 = (__m256i)((vcc_v4_long)t47 * (vcc_v4_long)t43);
                    t52 = (__m256i)((vcc_v4_long)t48 * (vcc_v4_long)t44);
                    t53 = (__m256i)((vcc_v4_long)t49 * (vcc_v4_long)t45);
                    t54 = (__m256i)((vcc_v4_long)t50 * (vcc_v4_long)t46);
                    t55 = t51;
                    t56 = _mm256_add_epi64(t24, t55);
                    t57 = t52;
                    t58 = _mm256_add_epi64(t25, t57);
                    t59 = t53;
                    t60 = _mm256_add_epi64(t26, t59);
                    t61 = t54;
                    t62 = _mm256_add_epi64(t27, t61);
                    t63 = t23 + 16L;
                    t64 = _mm_add_epi32(t2, _mm_set1_epi32((int)16));
                    if (t63 >= t19) {
                        break;
                    }
                    t23 = t63;
                    t24 = t56;
                    t25 = t58;
                    t26 = t60;
                    t27 = t62;
                    t2 = t64;
                }
                t65 = _mm256_add_epi64(t56, t58);
                t66 = _mm256_add_epi64(t65, t60);
                t67 = _mm256_add_epi64(t66, t62);
                t68 = (int)((long)0 + t19);
                t69 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t67, +));
            } else {
                t68 = 0;
                t69 = t_2;
            }
            t70 = (long)n + (long)t68 * -1L;
            if (t70 >= 4L) {
                t71 = t70 & -4L;
                t72 = _mm_set1_epi32((int)y);
                t73 = _mm_set1_epi32((int)t68);
                t74 = t73;
                t3 = _mm_add_epi32(t74, _mm_setr_epi32(0, 1, 2, 3));
                t75 = 0L;
                t76 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t77 = t3;
                    t78 = _mm_loadu_si128((const __m128i *)(u + (int)((long)t68 + t75)));
                    t79 = _mm_add_epi32(t77, t72);
                    t80 = _mm256_cvtepi32_epi64(t79);
                    t81 = _mm256_cvtepu32_epi64(t78);
                    t82 = (__m256i)((vcc_v4_long)t81 * (vcc_v4_long)t80);
                    t83 = t82;
                    t84 = _mm256_add_epi64(t76, t83);
                    t85 = t75 + 4L;
                    t86 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                    if (t85 >= t71) {
                        break;
                    }
                    t75 = t85;
                    t76 = t84;
                    t3 = t86;
                }
                i_1 = (int)((long)t68 + t71);
                t = (long)((unsigned long)t69 + vcc_reduce(unsigned long, (vcc_v4_ulong)t84, +));
            } else {
                i_1 = t68;
                t = t69;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        (_mm256_zeroupper(), digit_sums(out, in, n));
        (_mm256_zeroupper(), add_bias(b, n));
        t87 = (long)n;
        if (t87 >= 16L) {
            t88 = t87 & -16L;
            t89 = _mm_set1_epi32((int)0);
            t90 = t89;
            t4 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
            t91 = 0L;
            t92 = _mm256_set1_epi64x((long long)0LL);
            t93 = _mm256_set1_epi64x((long long)0LL);
            t94 = _mm256_set1_epi64x((long long)0LL);
            t95 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t96 = t4;
                t97 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                t98 = t97;
                t99 = _mm_add_epi32(t4, _mm_set1_epi32((int)8));
                t100 = t99;
                t101 = _mm_add_epi32(t4, _mm_set1_epi32((int)12));
                t102 = t101;
                t103 = (long)(int)((long)0 + t91);
                t104 = (long)(int)((long)0 + (t91 + 4L));
                t105 = (long)(int)((long)0 + (t91 + 8L));
                t106 = (long)(int)((long)0 + (t91 + 12L));
                t107 = _mm256_cvtepi32_epi64(t96);
                t108 = _mm256_cvtepi32_epi64(t98);
                t109 = _mm256_cvtepi32_epi64(t100);
                t110 = _mm256_cvtepi32_epi64(t102);
                t111 = _mm_loadu_si128((const __m128i *)(out + t103));
                t112 = _mm_loadu_si128((const __m128i *)(out + t104));
                t113 = _mm_loadu_si128((const __m128i *)(out + t105));
                t114 = _mm_loadu_si128((const __m128i *)(out + t106));
                t115 = _mm256_cvtepi32_epi64(t111);
                t116 = _mm256_cvtepi32_epi64(t112);
                t117 = _mm256_cvtepi32_epi64(t113);
                t118 = _mm256_cvtepi32_epi64(t114);
                t119 = (__m256i)((vcc_v4_long)t115 * (vcc_v4_long)t107);
                t120 = (__m256i)((vcc_v4_long)t116 * (vcc_v4_long)t108);
                t121 = (__m256i)((vcc_v4_long)t117 * (vcc_v4_long)t109);
                t122 = (__m256i)((vcc_v4_long)t118 * (vcc_v4_long)t110);
                t123 = _mm_loadu_si128((const __m128i *)(b + t103));
                t124 = _mm_loadu_si128((const __m128i *)(b + t104));
                t125 = _mm_loadu_si128((const __m128i *)(b + t105));
                t126 = _mm_loadu_si128((const __m128i *)(b + t106));
                t127 = _mm256_cvtepi32_epi64(t123);
                t128 = _mm256_cvtepi32_epi64(t124);
                t129 = _mm256_cvtepi32_epi64(t125);
                t130 = _mm256_cvtepi32_epi64(t126);
                t131 = _mm256_add_epi64(t119, t127);
                t132 = _mm256_add_epi64(t120, t128);
                t133 = _mm256_add_epi64(t121, t129);
                t134 = _mm256_add_epi64(t122, t130);
                t135 = t131;
                t136 = _mm256_add_epi64(t92, t135);
                t137 = t132;
                t138 = _mm256_add_epi64(t93, t137);
                t139 = t133;
                t140 = _mm256_add_epi64(t94, t139);
                t141 = t134;
                t142 = _mm256_add_epi64(t95, t141);
                t143 = t91 + 16L;
                t144 = _mm_add_epi32(t4, _mm_set1_epi32((int)16));
                if (t143 >= t88) {
                    break;
                }
                t91 = t143;
                t92 = t136;
                t93 = t138;
                t94 = t140;
                t95 = t142;
                t4 = t144;
            }
            t145 = _mm256_add_epi64(t136, t138);
            t146 = _mm256_add_epi64(t145, t140);
            t147 = _mm256_add_epi64(t146, t142);
            t148 = (int)((long)0 + t88);
            t149 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t147, +));
        } else {
            t148 = 0;
            t149 = t_2;
        }
        t150 = (long)n + (long)t148 * -1L;
        if (t150 >= 4L) {
            t151 = t150 & -4L;
            t152 = _mm_set1_epi32((int)t148);
            t153 = t152;
            t5 = _mm_add_epi32(t153, _mm_setr_epi32(0, 1, 2, 3));
            t154 = 0L;
            t155 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t156 = t5;
                t157 = (long)(int)((long)t148 + t154);
                t158 = _mm256_cvtepi32_epi64(t156);
                t159 = _mm_loadu_si128((const __m128i *)(out + t157));
                t160 = _mm256_cvtepi32_epi64(t159);
                t161 = (__m256i)((vcc_v4_long)t160 * (vcc_v4_long)t158);
                t162 = _mm_loadu_si128((const __m128i *)(b + t157));
                t163 = _mm256_cvtepi32_epi64(t162);
                t164 = _mm256_add_epi64(t161, t163);
                t165 = t164;
                t166 = _mm256_add_epi64(t155, t165);
                t167 = t154 + 4L;
                t168 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                if (t167 >= t151) {
                    break;
                }
                t154 = t167;
                t155 = t166;
                t5 = t168;
            }
            i_2 = (int)((long)t148 + t151);
            t_1 = (long)((unsigned long)t149 + vcc_reduce(unsigned long, (vcc_v4_ulong)t166, +));
        } else {
            i_2 = t148;
            t_1 = t149;
        }
        for (; i_2 < n; i_2++) {
            t169 = (long)i_2;
            t_1 += (long)out[t169] * t169 + (long)b[t169];
        }
        (_mm256_zeroupper(), printf("n=%d %ld\n", n, t_1));
        (_mm256_zeroupper(), free((void *)u));
        (_mm256_zeroupper(), free((void *)in));
        (_mm256_zeroupper(), free((void *)out));
        (_mm256_zeroupper(), free((void *)b));
    }
    return 0;
}
