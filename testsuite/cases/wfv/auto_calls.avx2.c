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
    __m256 t19;
    __m256 t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
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
        t14 = _mm256_mul_ps(t1, t1);
        t15 = _mm256_mul_ps(t2, t2);
        t16 = _mm256_sub_ps(t14, t15);
        t17 = _mm256_add_ps(t16, cr);
        t18 = _mm256_set1_ps(2.0f);
        t19 = _mm256_mul_ps(t18, t1);
        t20 = _mm256_mul_ps(t19, t2);
        t2 = _mm256_add_ps(t20, ci);
        t21 = _mm256_set1_epi32((int)t6);
        t22 = _mm256_blendv_epi8(t7, t21, t5);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t3 = t22;
            goto L25;
        }
        t5 = t13;
        t6++;
        t1 = t17;
        t7 = t22;
    }
    t23 = _mm256_set1_epi32((int)t6);
    t3 = _mm256_blendv_epi8(t7, t23, t5);
L25:
    t24 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t3, t4);
    return t24;
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
    __m256 t19;
    __m256 t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
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
        t14 = _mm256_mul_ps(t1, t1);
        t15 = _mm256_mul_ps(t2, t2);
        t16 = _mm256_sub_ps(t14, t15);
        t17 = _mm256_add_ps(t16, cr);
        t18 = _mm256_set1_ps(2.0f);
        t19 = _mm256_mul_ps(t18, t1);
        t20 = _mm256_mul_ps(t19, t2);
        t2 = _mm256_add_ps(t20, ci);
        t21 = _mm256_set1_epi32((int)t6);
        t22 = _mm256_blendv_epi8(t7, t21, t5);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t3 = t22;
            goto L25;
        }
        t5 = t13;
        t6++;
        t1 = t17;
        t7 = t22;
    }
    t23 = _mm256_set1_epi32((int)t6);
    t3 = _mm256_blendv_epi8(t7, t23, t5);
L25:
    t24 = _mm256_blendv_epi8((__m256i)(vcc_v8_uint){0}, t3, t4);
    return t24;
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
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t1 = _mm256_set1_epi32((int)0);
    t2 = x;
    for (t4 = 0; t4 < 3; t4++) {
        t5 = _mm256_set1_epi32((int)10);
        t6 = (__m256i)((vcc_v8_int)t2 % (vcc_v8_int)t5);
        t1 = _mm256_add_epi32(t1, t6);
        t7 = _mm256_set1_epi32((int)10);
        t2 = (__m256i)((vcc_v8_int)t2 / (vcc_v8_int)t7);
    }
    if ((_mm256_movemask_epi8(t3) != 0)) {
        t8 = t1;
    } else {
        t8 = (__m256i)(vcc_v8_int){0};
    }
    return t8;
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
        t6 = _mm256_set1_epi32((int)(int)((long)0 + 0L));
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
        t25 = _mm256_set1_epi32((int)(int)((long)t21 + 0L));
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
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

__attribute__((target("avx2"))) void digit_sums(int *out, const int *in, int n) {
    long t1;
    unsigned long t2;
    unsigned long t3;
    long t4;
    long t5;
    int t6;
    int t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    long t28;
    int t29;
    long t30;
    unsigned long t31;
    unsigned long t32;
    long t33;
    long t34;
    int t35;
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
    long t46;
    int i;
    int *t47;
    int t48;
    t1 = (long)n;
    t2 = (unsigned long)out;
    t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t3 + (unsigned long)0L)) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= (t2 + (unsigned long)0L)))) {
        t4 = t1 & -16L;
        t5 = 0L;
        for (;;) {
            t6 = (int)((long)0 + t5);
            t7 = (int)((long)0 + (t5 + 8L));
            t8 = _mm256_loadu_si256((const __m256i *)(in + t6));
            t9 = _mm256_loadu_si256((const __m256i *)(in + t7));
            t10 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t8);
            t11 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t9);
            t12 = (__m256i)~(vcc_m8)t10;
            t13 = (__m256i)~(vcc_m8)t11;
            t14 = _mm256_loadu_si256((const __m256i *)(in + t6));
            t15 = _mm256_loadu_si256((const __m256i *)(in + t7));
            t16 = _mm256_loadu_si256((const __m256i *)(in + t6));
            t17 = _mm256_loadu_si256((const __m256i *)(in + t7));
            t18 = t16;
            t19 = _mm256_sub_epi32(_mm256_setzero_si256(), t18);
            t20 = t19;
            t21 = t17;
            t22 = _mm256_sub_epi32(_mm256_setzero_si256(), t21);
            t23 = t22;
            t24 = _mm256_blendv_epi8(t20, t14, t12);
            t25 = _mm256_blendv_epi8(t23, t15, t13);
            t26 = _ZGVdN8v_digits(t24);
            t27 = _ZGVdN8v_digits(t25);
            _mm256_storeu_si256((__m256i *)(out + t6), t26);
            _mm256_storeu_si256((__m256i *)(out + t7), t27);
            t28 = t5 + 16L;
            if (t28 >= t4) {
                break;
            }
            t5 = t28;
        }
        t29 = (int)((long)0 + t4);
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    t31 = (unsigned long)out;
    t32 = (unsigned long)in;
    if ((t30 >= 8L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L))))) {
        t33 = t30 & -8L;
        t34 = 0L;
        for (;;) {
            t35 = (int)((long)t29 + t34);
            t36 = _mm256_loadu_si256((const __m256i *)(in + t35));
            t37 = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)0), t36);
            t38 = (__m256i)~(vcc_m8)t37;
            t39 = _mm256_loadu_si256((const __m256i *)(in + t35));
            t40 = _mm256_loadu_si256((const __m256i *)(in + t35));
            t41 = t40;
            t42 = _mm256_sub_epi32(_mm256_setzero_si256(), t41);
            t43 = t42;
            t44 = _mm256_blendv_epi8(t43, t39, t38);
            t45 = _ZGVdN8v_digits(t44);
            _mm256_storeu_si256((__m256i *)(out + t35), t45);
            t46 = t34 + 8L;
            if (t46 >= t33) {
                break;
            }
            t34 = t46;
        }
        i = (int)((long)t29 + t33);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t47 = out + i;
        if (in[i] < 0) {
            t48 = -in[i];
        } else {
            t48 = in[i];
        }
        *t47 = digits(t48);
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
    unsigned int *u;
    int *in;
    int *out;
    int *b;
    long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    int i;
    int y;
    long t_2;
    long t17;
    long t18;
    __m128i t19;
    __m128i t20;
    __m128i t21;
    long t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m128i t27;
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
    long t62;
    __m128i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    int t67;
    long t68;
    long t69;
    long t70;
    __m128i t71;
    __m128i t72;
    __m128i t73;
    long t74;
    __m256i t75;
    __m128i t76;
    __m128i t77;
    __m128i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    long t84;
    __m128i t85;
    int i_1;
    long t86;
    long t87;
    __m128i t88;
    __m128i t89;
    long t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    int t95;
    __m128i t96;
    int t97;
    __m128i t98;
    __m128i t99;
    int t100;
    __m128i t101;
    __m128i t102;
    int t103;
    __m128i t104;
    __m128i t105;
    __m128i t106;
    __m128i t107;
    __m128i t108;
    __m128i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m128i t122;
    __m128i t123;
    __m128i t124;
    __m128i t125;
    __m256i t126;
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
    long t142;
    __m128i t143;
    __m256i t144;
    __m256i t145;
    __m256i t146;
    int t147;
    long t148;
    long t149;
    long t150;
    __m128i t151;
    __m128i t152;
    long t153;
    __m256i t154;
    int t155;
    __m128i t156;
    __m128i t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m128i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    long t166;
    __m128i t167;
    int i_2;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (s = 0; s < 7; s++) {
        n = sizes[s];
        u = (unsigned int *)malloc((unsigned long)(n + 1) * 4UL);
        in = (int *)malloc((unsigned long)(n + 1) * 4UL);
        out = (int *)malloc((unsigned long)(n + 1) * 4UL);
        b = (int *)malloc((unsigned long)(n + 1) * 4UL);
        t6 = (long)n;
        if (t6 >= 8L) {
            t7 = t6 & -8L;
            t8 = _mm256_set1_epi32((int)(int)((long)0 + 0L));
            t9 = t8;
            t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t10 = 0L;
            for (;;) {
                t11 = t1;
                t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)7919));
                t13 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)_mm256_set1_epi32((int)2001));
                t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32((int)1000));
                _mm256_storeu_si256((__m256i *)(in + (int)((long)0 + t10)), t14);
                t15 = t10 + 8L;
                t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                if (t15 >= t7) {
                    break;
                }
                t10 = t15;
                t1 = t16;
            }
            i = (int)((long)0 + t7);
        } else {
            i = 0;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        t_2 = 0L;
        for (y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            t17 = (long)n;
            if (t17 >= 16L) {
                t18 = t17 & -16L;
                t19 = _mm_set1_epi32((int)y);
                t20 = _mm_set1_epi32((int)(int)((long)0 + 0L));
                t21 = t20;
                t2 = _mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
                t22 = 0L;
                t23 = _mm256_set1_epi64x((long long)0LL);
                t24 = _mm256_set1_epi64x((long long)0LL);
                t25 = _mm256_set1_epi64x((long long)0LL);
                t26 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t27 = t2;
                    t28 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
                    t29 = t28;
                    t30 = _mm_add_epi32(t2, _mm_set1_epi32((int)8));
                    t31 = t30;
                    t32 = _mm_add_epi32(t2, _mm_set1_epi32((int)12));
                    t33 = t32;
                    t34 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + t22)));
                    t35 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t22 + 4L))));
                    t36 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t22 + 8L))));
                    t37 = _mm_loadu_si128((const __m128i *)(u + (int)((long)0 + (t22 + 12L))));
                    t38 = _mm_add_epi32(t27, t19);
                    t39 = _mm_add_epi32(t29, t19);
                    t40 = _mm_add_epi32(t31, t19);
                    t41 = _mm_add_epi32(t33, t19);
                    t42 = _mm256_cvtepi32_epi64(t38);
                    t43 = _mm256_cvtepi32_epi64(t39);
                    t44 = _mm256_cvtepi32_epi64(t40);
                    t45 = _mm256_cvtepi32_epi64(t41);
                    t46 = _mm256_cvtepu32_epi64(t34);
                    t47 = _mm256_cvtepu32_epi64(t35);
                    t48 = _mm256_cvtepu32_epi64(t36);
                    t49 = _mm256_cvtepu32_epi64(t37);
                    t50 = (__m256i)((vcc_v4_long)t46 * (vcc_v4_long)t42);
                    t51 = (__m256i)((vcc_v4_long)t47 * (vcc_v4_long)t43);
                    t52 = (__m256i)((vcc_v4_long)t48 * (vcc_v4_long)t44);
                    t53 = (__m256i)((vcc_v4_long)t49 * (vcc_v4_long)t45);
                    t54 = t50;
                    t55 = _mm256_add_epi64(t23, t54);
                    t56 = t51;
                    t57 = _mm256_add_epi64(t24, t56);
                    t58 = t52;
                    t59 = _mm256_add_epi64(t25, t58);
                    t60 = t53;
                    t61 = _mm256_add_epi64(t26, t60);
                    t62 = t22 + 16L;
                    t63 = _mm_add_epi32(t2, _mm_set1_epi32((int)16));
                    if (t62 >= t18) {
                        break;
                    }
                    t22 = t62;
                    t23 = t55;
                    t24 = t57;
                    t25 = t59;
                    t26 = t61;
                    t2 = t63;
                }
                t64 = _mm256_add_epi64(t55, t57);
                t65 = _mm256_add_epi64(t64, t59);
                t66 = _mm256_add_epi64(t65, t61);
                t67 = (int)((long)0 + t18);
                t68 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t66, +));
            } else {
                t67 = 0;
                t68 = t_2;
            }
            t69 = (long)n + (long)t67 * -1L;
            if (t69 >= 4L) {
                t70 = t69 & -4L;
                t71 = _mm_set1_epi32((int)y);
                t72 = _mm_set1_epi32((int)(int)((long)t67 + 0L));
                t73 = t72;
                t3 = _mm_add_epi32(t73, _mm_setr_epi32(0, 1, 2, 3));
                t74 = 0L;
                t75 = _mm256_set1_epi64x((long long)0LL);
                for (;;) {
                    t76 = t3;
                    t77 = _mm_loadu_si128((const __m128i *)(u + (int)((long)t67 + t74)));
                    t78 = _mm_add_epi32(t76, t71);
                    t79 = _mm256_cvtepi32_epi64(t78);
                    t80 = _mm256_cvtepu32_epi64(t77);
                    t81 = (__m256i)((vcc_v4_long)t80 * (vcc_v4_long)t79);
                    t82 = t81;
                    t83 = _mm256_add_epi64(t75, t82);
                    t84 = t74 + 4L;
                    t85 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                    if (t84 >= t70) {
                        break;
                    }
                    t74 = t84;
                    t75 = t83;
                    t3 = t85;
                }
                i_1 = (int)((long)t67 + t70);
                t = (long)((unsigned long)t68 + vcc_reduce(unsigned long, (vcc_v4_ulong)t83, +));
            } else {
                i_1 = t67;
                t = t68;
            }
            for (; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        t86 = (long)n;
        if (t86 >= 16L) {
            t87 = t86 & -16L;
            t88 = _mm_set1_epi32((int)(int)((long)0 + 0L));
            t89 = t88;
            t4 = _mm_add_epi32(t89, _mm_setr_epi32(0, 1, 2, 3));
            t90 = 0L;
            t91 = _mm256_set1_epi64x((long long)0LL);
            t92 = _mm256_set1_epi64x((long long)0LL);
            t93 = _mm256_set1_epi64x((long long)0LL);
            t94 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t95 = (int)((long)0 + t90);
                t96 = t4;
                t97 = (int)((long)0 + (t90 + 4L));
                t98 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                t99 = t98;
                t100 = (int)((long)0 + (t90 + 8L));
                t101 = _mm_add_epi32(t4, _mm_set1_epi32((int)8));
                t102 = t101;
                t103 = (int)((long)0 + (t90 + 12L));
                t104 = _mm_add_epi32(t4, _mm_set1_epi32((int)12));
                t105 = t104;
                t106 = _mm_loadu_si128((const __m128i *)(out + t95));
                t107 = _mm_loadu_si128((const __m128i *)(out + t97));
                t108 = _mm_loadu_si128((const __m128i *)(out + t100));
                t109 = _mm_loadu_si128((const __m128i *)(out + t103));
                t110 = _mm256_cvtepi32_epi64(t96);
                t111 = _mm256_cvtepi32_epi64(t99);
                t112 = _mm256_cvtepi32_epi64(t102);
                t113 = _mm256_cvtepi32_epi64(t105);
                t114 = _mm256_cvtepi32_epi64(t106);
                t115 = _mm256_cvtepi32_epi64(t107);
                t116 = _mm256_cvtepi32_epi64(t108);
                t117 = _mm256_cvtepi32_epi64(t109);
                t118 = (__m256i)((vcc_v4_long)t114 * (vcc_v4_long)t110);
                t119 = (__m256i)((vcc_v4_long)t115 * (vcc_v4_long)t111);
                t120 = (__m256i)((vcc_v4_long)t116 * (vcc_v4_long)t112);
                t121 = (__m256i)((vcc_v4_long)t117 * (vcc_v4_long)t113);
                t122 = _mm_loadu_si128((const __m128i *)(b + t95));
                t123 = _mm_loadu_si128((const __m128i *)(b + t97));
                t124 = _mm_loadu_si128((const __m128i *)(b + t100));
                t125 = _mm_loadu_si128((const __m128i *)(b + t103));
                t126 = _mm256_cvtepi32_epi64(t122);
                t127 = _mm256_cvtepi32_epi64(t123);
                t128 = _mm256_cvtepi32_epi64(t124);
                t129 = _mm256_cvtepi32_epi64(t125);
                t130 = _mm256_add_epi64(t118, t126);
                t131 = _mm256_add_epi64(t119, t127);
                t132 = _mm256_add_epi64(t120, t128);
                t133 = _mm256_add_epi64(t121, t129);
                t134 = t130;
                t135 = _mm256_add_epi64(t91, t134);
                t136 = t131;
                t137 = _mm256_add_epi64(t92, t136);
                t138 = t132;
                t139 = _mm256_add_epi64(t93, t138);
                t140 = t133;
                t141 = _mm256_add_epi64(t94, t140);
                t142 = t90 + 16L;
                t143 = _mm_add_epi32(t4, _mm_set1_epi32((int)16));
                if (t142 >= t87) {
                    break;
                }
                t90 = t142;
                t91 = t135;
                t92 = t137;
                t93 = t139;
                t94 = t141;
                t4 = t143;
            }
            t144 = _mm256_add_epi64(t135, t137);
            t145 = _mm256_add_epi64(t144, t139);
            t146 = _mm256_add_epi64(t145, t141);
            t147 = (int)((long)0 + t87);
            t148 = (long)((unsigned long)t_2 + vcc_reduce(unsigned long, (vcc_v4_ulong)t146, +));
        } else {
            t147 = 0;
            t148 = t_2;
        }
        t149 = (long)n + (long)t147 * -1L;
        if (t149 >= 4L) {
            t150 = t149 & -4L;
            t151 = _mm_set1_epi32((int)(int)((long)t147 + 0L));
            t152 = t151;
            t5 = _mm_add_epi32(t152, _mm_setr_epi32(0, 1, 2, 3));
            t153 = 0L;
            t154 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t155 = (int)((long)t147 + t153);
                t156 = t5;
                t157 = _mm_loadu_si128((const __m128i *)(out + t155));
                t158 = _mm256_cvtepi32_epi64(t156);
                t159 = _mm256_cvtepi32_epi64(t157);
                t160 = (__m256i)((vcc_v4_long)t159 * (vcc_v4_long)t158);
                t161 = _mm_loadu_si128((const __m128i *)(b + t155));
                t162 = _mm256_cvtepi32_epi64(t161);
                t163 = _mm256_add_epi64(t160, t162);
                t164 = t163;
                t165 = _mm256_add_epi64(t154, t164);
                t166 = t153 + 4L;
                t167 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                if (t166 >= t150) {
                    break;
                }
                t153 = t166;
                t154 = t165;
                t5 = t167;
            }
            i_2 = (int)((long)t147 + t150);
            t_1 = (long)((unsigned long)t148 + vcc_reduce(unsigned long, (vcc_v4_ulong)t165, +));
        } else {
            i_2 = t147;
            t_1 = t148;
        }
        for (; i_2 < n; i_2++) {
            t_1 += (long)out[i_2] * (long)i_2 + (long)b[i_2];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
