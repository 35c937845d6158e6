/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i);
__attribute__((target("avx2"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n);
__attribute__((target("avx2"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8lu_tri(int j, int k);
__attribute__((target("avx2"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask);
__attribute__((target("avx2"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s);
/* Call sites with linear arguments: an integer index linear(i) (step 1), a pointer linear(p:2)
   (two floats per lane), a pointer whose step is a uniform parameter (linear(p:s)) and one under a condition (the masked variant); the argument is lane 0's
   value. A call whose argument moves by another step than the clause says stays scalar, and the
   remark says why. Trip counts 0..1003 with exact-size heap arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(x, y, a) linear(i) notinbranch */
float axpy(const float *x, const float *y, float a, int i) {
    return a * x[i] + y[i];
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_axpy(const float *x, const float *y, float a, int i) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    t1 = _mm256_loadu_ps(x + i);
    t2 = _mm256_set1_ps(a);
    t3 = _mm256_mul_ps(t2, t1);
    t4 = _mm256_loadu_ps(y + i);
    t5 = _mm256_add_ps(t3, t4);
    return t5;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n) {
    vcc_v8_long t1;
    vcc_v8_long t2;
    __m256 t3;
    vcc_v8_long t4;
    vcc_v8_long t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    t1 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t2 = t1 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t3 = (__m256)vcc_gather(vcc_v8_float, p + 0, t2);
    t4 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t5 = t4 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t6 = (__m256)vcc_gather(vcc_v8_float, p + 1, t5);
    t7 = _mm256_set1_ps((float)n);
    t8 = _mm256_mul_ps(t6, t7);
    t9 = _mm256_sub_ps(t3, t8);
    return t9;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8l8u_pairsum(const float *p, int n, __m256 mask) {
    __m256i t1;
    vcc_v8_long t2;
    vcc_v8_long t3;
    __m256 t4;
    vcc_v8_long t5;
    vcc_v8_long t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t3 = t2 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t4 = (__m256)vcc_gather_masked(vcc_v8_float, p + 0, t3, (vcc_m8)t1);
    t5 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    t6 = t5 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    t7 = (__m256)vcc_gather_masked(vcc_v8_float, p + 1, t6, (vcc_m8)t1);
    t8 = _mm256_set1_ps((float)n);
    t9 = _mm256_mul_ps(t7, t8);
    t10 = _mm256_sub_ps(t4, t9);
    t11 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t10, _mm256_castsi256_ps(t1));
    return t11;
}

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8lu_tri(int j, int k) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    t1 = _mm256_set1_epi32((int)j);
    t2 = _mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t3 = _mm256_set1_epi32((int)2);
    t4 = _mm256_srav_epi32(t2, t3);
    t5 = _mm256_set1_epi32((int)(j * k));
    t6 = _mm256_set1_epi32((int)(1 * k));
    t7 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t6);
    t8 = _mm256_add_epi32(t5, t7);
    t9 = _mm256_sub_epi32(t8, t4);
    return t9;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8lu_tri(int j, int k, __m256i mask) {
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
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)j);
    t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t4 = _mm256_set1_epi32((int)2);
    t5 = _mm256_srav_epi32(t3, t4);
    t6 = _mm256_set1_epi32((int)(j * k));
    t7 = _mm256_set1_epi32((int)(1 * k));
    t8 = _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t7);
    t9 = _mm256_add_epi32(t6, t8);
    t10 = t9;
    t11 = t5;
    t12 = _mm256_sub_epi32(t10, t11);
    t13 = t12;
    t14 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t13, t1);
    return t14;
}

__attribute__((target("avx2"))) void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256 t6;
    __m256 t7;
    long t8;
    int t9;
    long t10;
    long t11;
    long t12;
    int t13;
    __m256 t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _ZGVdN8uuul_axpy(x, y, a, t4);
            t7 = _ZGVdN8uuul_axpy(x, y, a, t5);
            _mm256_storeu_ps(out + t4, t6);
            _mm256_storeu_ps(out + t5, t7);
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        t9 = (int)((long)0 + t2);
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t12 = 0L;
        for (;;) {
            t13 = (int)((long)t9 + t12);
            t14 = _ZGVdN8uuul_axpy(x, y, a, t13);
            _mm256_storeu_ps(out + t13, t14);
            t15 = t12 + 8L;
            if (t15 >= t11) {
                break;
            }
            t12 = t15;
        }
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

__attribute__((target("avx2"))) void pairs(float *out, const float *p, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    __m256 t6;
    __m256 t7;
    long t8;
    int t9;
    long t10;
    long t11;
    long t12;
    int t13;
    __m256 t14;
    long t15;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 8L));
            t6 = _ZGVdN8l8u_pairsum(p + 2 * t4, 3);
            t7 = _ZGVdN8l8u_pairsum(p + 2 * t5, 3);
            _mm256_storeu_ps(out + t4, t6);
            _mm256_storeu_ps(out + t5, t7);
            t8 = t3 + 16L;
            if (t8 >= t2) {
                break;
            }
            t3 = t8;
        }
        t9 = (int)((long)0 + t2);
    } else {
        t9 = 0;
    }
    t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        t11 = t10 & -8L;
        t12 = 0L;
        for (;;) {
            t13 = (int)((long)t9 + t12);
            t14 = _ZGVdN8l8u_pairsum(p + 2 * t13, 3);
            _mm256_storeu_ps(out + t13, t14);
            t15 = t12 + 8L;
            if (t15 >= t11) {
                break;
            }
            t12 = t15;
        }
        i = (int)((long)t9 + t11);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

__attribute__((target("avx2"))) void tri_some(int *out, int n) {
    __m256i t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    int t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    int i;
    t2 = (long)n;
    if (t2 >= 8L) {
        t3 = t2 & -8L;
        t4 = _mm256_set1_epi32((int)(int)((long)0 + 0L));
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t6 = 0L;
        for (;;) {
            t7 = (int)((long)0 + t6);
            t8 = t1;
            t9 = (__m256i)((vcc_v8_int)t8 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t10 = _mm256_xor_si256(_mm256_cmpeq_epi32(t9, _mm256_set1_epi32((int)1)), _mm256_set1_epi32(-1));
            t11 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t10);
            t12 = _ZGVdM8lu_tri(t7 + 5, 7, t11);
            _mm256_maskstore_epi32((int *)(out + t7), t10, t12);
            t13 = t6 + 8L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            if (t13 >= t3) {
                break;
            }
            t6 = t13;
        }
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            out[i] = tri(i + 5, 7);
        }
    }
}

/* #pragma omp declare simd uniform(s) linear(p:s) notinbranch */
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

__attribute__((target("avx2"))) __m256d _ZGVdN4ls1u_first2(const double *p, long s) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256d t5;
    __m256d t6;
    __m256d t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    t1 = _mm256_set1_epi64x((long long)0L);
    t2 = _mm256_set1_epi64x((long long)(1L * s));
    t3 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t2);
    t4 = _mm256_add_epi64(t1, t3);
    t5 = (__m256d)vcc_gather(vcc_v4_double, p + 0, (vcc_v4_long)t4);
    t6 = _mm256_set1_pd(2.0);
    t7 = _mm256_mul_pd(t5, t6);
    t8 = _mm256_set1_epi64x((long long)0L);
    t9 = _mm256_set1_epi64x((long long)(1L * s));
    t10 = (__m256i)((vcc_v4_long)_mm256_setr_epi64x(0LL, 1LL, 2LL, 3LL) * (vcc_v4_long)t9);
    t11 = _mm256_add_epi64(t8, t10);
    t12 = (__m256d)vcc_gather(vcc_v4_double, p + 1, (vcc_v4_long)t11);
    t13 = _mm256_set1_pd((double)s);
    t14 = _mm256_mul_pd(t12, t13);
    t15 = _mm256_add_pd(t7, t14);
    return t15;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
__attribute__((target("avx2"))) void columns(double *out, const double *m, long s, int n) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = (int)((long)0 + (t3 + 8L));
            t7 = (int)((long)0 + (t3 + 12L));
            t8 = _ZGVdN4ls1u_first2(m + (long)t4 * s, s);
            t9 = _ZGVdN4ls1u_first2(m + (long)t5 * s, s);
            t10 = _ZGVdN4ls1u_first2(m + (long)t6 * s, s);
            t11 = _ZGVdN4ls1u_first2(m + (long)t7 * s, s);
            _mm256_storeu_pd(out + t4, t8);
            _mm256_storeu_pd(out + t5, t9);
            _mm256_storeu_pd(out + t6, t10);
            _mm256_storeu_pd(out + t7, t11);
            t12 = t3 + 16L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = first2(m + (long)i * s, s);
    }
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

__attribute__((target("avx2"))) int main(void) {
    int sizes[6];
    __m256i t1;
    __m256i t2;
    double sum;
    double sum_1;
    __m128i t3;
    __m128i t4;
    double sum_2;
    __m128i t5;
    __m128i t6;
    long t;
    int s;
    int n;
    void *t7;
    float *x;
    void *t8;
    float *y;
    void *t9;
    float *p;
    float *out;
    int *iout;
    int *wout;
    long t10;
    unsigned long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    long t17;
    __m256i t18;
    __m256i t19;
    long t20;
    int t21;
    __m256i t22;
    int t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    float *t38;
    float *t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    long t50;
    __m256i t51;
    int t52;
    long t53;
    unsigned long t54;
    unsigned long t55;
    unsigned long t56;
    unsigned long t57;
    unsigned long t58;
    unsigned long t59;
    long t60;
    __m256i t61;
    __m256i t62;
    long t63;
    int t64;
    __m256i t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    float *t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    long t78;
    __m256i t79;
    int i;
    int i_1;
    int i_2;
    double *m;
    double *dout;
    long t80;
    long t81;
    __m128i t82;
    __m128i t83;
    long t84;
    __m128i t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m256d t92;
    __m256d t93;
    __m256d t94;
    __m256d t95;
    __m256d t96;
    __m256d t97;
    __m256d t98;
    __m256d t99;
    __m256d t100;
    __m256d t101;
    __m256d t102;
    __m256d t103;
    long t104;
    __m128i t105;
    int t106;
    long t107;
    long t108;
    __m128i t109;
    __m128i t110;
    long t111;
    __m128i t112;
    __m256d t113;
    __m256d t114;
    __m256d t115;
    long t116;
    __m128i t117;
    int i_3;
    int i_4;
    long t118;
    long t119;
    __m128i t120;
    __m128i t121;
    long t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    int t127;
    __m128i t128;
    int t129;
    __m128i t130;
    __m128i t131;
    int t132;
    __m128i t133;
    __m128i t134;
    int t135;
    __m128i t136;
    __m128i t137;
    __m128i t138;
    __m128i t139;
    __m128i t140;
    __m128i t141;
    __m256i t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    __m128i t146;
    __m128i t147;
    __m128i t148;
    __m128i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    __m128i t158;
    __m128i t159;
    __m128i t160;
    __m128i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    long t178;
    __m128i t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    int t183;
    long t184;
    long t185;
    long t186;
    __m128i t187;
    __m128i t188;
    long t189;
    __m256i t190;
    int t191;
    __m128i t192;
    __m128i t193;
    __m256i t194;
    __m128i t195;
    __m256i t196;
    __m256i t197;
    __m128i t198;
    __m256i t199;
    __m256i t200;
    __m256i t201;
    __m256i t202;
    long t203;
    __m128i t204;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        t7 = malloc((unsigned long)(n + 1) * 4UL);
        x = (float *)t7;
        t8 = malloc((unsigned long)(n + 1) * 4UL);
        y = (float *)t8;
        t9 = malloc((unsigned long)(2 * n + 1) * 4UL);
        p = (float *)t9;
        out = (float *)malloc((unsigned long)(n + 1) * 4UL);
        iout = (int *)calloc((unsigned long)(n + 1), 4UL);
        wout = (int *)calloc((unsigned long)(n + 1), 4UL);
        t10 = (long)n;
        t11 = (unsigned long)t7;
        t12 = (unsigned long)t8;
        t13 = (unsigned long)t7;
        t14 = (unsigned long)t9;
        t15 = (unsigned long)t8;
        t16 = (unsigned long)t9;
        if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)0L)) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)0L))) & (((t13 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(8L + (t10 - 1L) * 8L)) <= (t13 + (unsigned long)0L))) & (((t15 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= (t16 + (unsigned long)0L)) | ((t16 + (unsigned long)(8L + (t10 - 1L) * 8L)) <= (t15 + (unsigned long)0L)))) {
            t17 = t10 & -16L;
            t18 = _mm256_set1_epi32((int)(int)((long)0 + 0L));
            t19 = t18;
            t1 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t20 = 0L;
            for (;;) {
                t21 = (int)((long)0 + t20);
                t22 = t1;
                t23 = (int)((long)0 + (t20 + 8L));
                t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t25 = t24;
                t26 = _mm256_cvtepi32_ps(t22);
                t27 = _mm256_cvtepi32_ps(t25);
                t28 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
                t29 = _mm256_mul_ps(t27, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t21, t28);
                _mm256_storeu_ps(x + t23, t29);
                t30 = _mm256_cvtepi32_ps(t22);
                t31 = _mm256_cvtepi32_ps(t25);
                t32 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t30);
                t33 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t31);
                _mm256_storeu_ps(y + t21, t32);
                _mm256_storeu_ps(y + t23, t33);
                t34 = _mm256_cvtepi32_ps(t22);
                t35 = _mm256_cvtepi32_ps(t25);
                t36 = _mm256_mul_ps(t34, _mm256_set1_ps(1.25f));
                t37 = _mm256_mul_ps(t35, _mm256_set1_ps(1.25f));
                t38 = p + (2 * t21 + 1);
                t39 = p + (2 * t23 + 1);
                t40 = _mm256_cvtepi32_ps(t22);
                t41 = _mm256_cvtepi32_ps(t25);
                t42 = _mm256_mul_ps(t40, _mm256_set1_ps(0.75f));
                t43 = _mm256_mul_ps(t41, _mm256_set1_ps(0.75f));
                t44 = _mm256_sub_ps(t42, _mm256_set1_ps(2.0f));
                t45 = _mm256_sub_ps(t43, _mm256_set1_ps(2.0f));
                t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t44), _mm256_unpackhi_ps(t36, t44), 0x20);
                _mm256_storeu_ps(t38 + -1, t46);
                t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t44), _mm256_unpackhi_ps(t36, t44), 0x31);
                _mm256_storeu_ps(t38 + 7, t47);
                t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t45), _mm256_unpackhi_ps(t37, t45), 0x20);
                _mm256_storeu_ps(t39 + -1, t48);
                t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t45), _mm256_unpackhi_ps(t37, t45), 0x31);
                _mm256_storeu_ps(t39 + 7, t49);
                t50 = t20 + 16L;
                t51 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                if (t50 >= t17) {
                    break;
                }
                t20 = t50;
                t1 = t51;
            }
            t52 = (int)((long)0 + t17);
        } else {
            t52 = 0;
        }
        t53 = (long)n + (long)t52 * -1L;
        t54 = (unsigned long)t7;
        t55 = (unsigned long)t8;
        t56 = (unsigned long)t7;
        t57 = (unsigned long)t9;
        t58 = (unsigned long)t8;
        t59 = (unsigned long)t9;
        if ((t53 >= 8L) & (((t54 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t52 * 4L))) | ((t55 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t54 + (unsigned long)((long)t52 * 4L)))) & (((t56 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t52 * 8L))) | ((t57 + (unsigned long)((long)t52 * 8L + 8L + (t53 - 1L) * 8L)) <= (t56 + (unsigned long)((long)t52 * 4L)))) & (((t58 + (unsigned long)((long)t52 * 4L + 4L + (t53 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t52 * 8L))) | ((t59 + (unsigned long)((long)t52 * 8L + 8L + (t53 - 1L) * 8L)) <= (t58 + (unsigned long)((long)t52 * 4L))))) {
            t60 = t53 & -8L;
            t61 = _mm256_set1_epi32((int)(int)((long)t52 + 0L));
            t62 = t61;
            t2 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t63 = 0L;
            for (;;) {
                t64 = (int)((long)t52 + t63);
                t65 = t2;
                t66 = _mm256_cvtepi32_ps(t65);
                t67 = _mm256_mul_ps(t66, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t64, t67);
                t68 = _mm256_cvtepi32_ps(t65);
                t69 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t68);
                _mm256_storeu_ps(y + t64, t69);
                t70 = _mm256_cvtepi32_ps(t65);
                t71 = _mm256_mul_ps(t70, _mm256_set1_ps(1.25f));
                t72 = p + (2 * t64 + 1);
                t73 = _mm256_cvtepi32_ps(t65);
                t74 = _mm256_mul_ps(t73, _mm256_set1_ps(0.75f));
                t75 = _mm256_sub_ps(t74, _mm256_set1_ps(2.0f));
                t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t71, t75), _mm256_unpackhi_ps(t71, t75), 0x20);
                _mm256_storeu_ps(t72 + -1, t76);
                t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t71, t75), _mm256_unpackhi_ps(t71, t75), 0x31);
                _mm256_storeu_ps(t72 + 7, t77);
                t78 = t63 + 8L;
                t79 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                if (t78 >= t60) {
                    break;
                }
                t63 = t78;
                t2 = t79;
            }
            i = (int)((long)t52 + t60);
        } else {
            i = t52;
        }
        for (; i < n; i++) {
            x[i] = (float)i * 0.5f;
            y[i] = 3.0f - (float)i;
            p[2 * i] = (float)i * 1.25f;
            p[2 * i + 1] = (float)i * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        sum = 0.0;
        for (i_1 = 0; i_1 < n; i_1++) {
            sum += (double)out[i_1];
        }
        pairs(out, p, n);
        sum_1 = sum;
        for (i_2 = 0; i_2 < n; i_2++) {
            sum_1 += (double)(out[i_2] * (float)(i_2 + 1));
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        m = (double *)malloc((unsigned long)(3 * n + 2) * 8UL);
        dout = (double *)malloc((unsigned long)(n + 1) * 8UL);
        t80 = (long)n * 3L + 2L;
        if (t80 >= 16L) {
            t81 = t80 & -16L;
            t82 = _mm_set1_epi32((int)(int)((long)0 + 0L));
            t83 = t82;
            t3 = _mm_add_epi32(t83, _mm_setr_epi32(0, 1, 2, 3));
            t84 = 0L;
            for (;;) {
                t85 = t3;
                t86 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                t87 = t86;
                t88 = _mm_add_epi32(t3, _mm_set1_epi32((int)8));
                t89 = t88;
                t90 = _mm_add_epi32(t3, _mm_set1_epi32((int)12));
                t91 = t90;
                t92 = _mm256_cvtepi32_pd(t85);
                t93 = _mm256_cvtepi32_pd(t87);
                t94 = _mm256_cvtepi32_pd(t89);
                t95 = _mm256_cvtepi32_pd(t91);
                t96 = _mm256_mul_pd(t92, _mm256_set1_pd(0.125));
                t97 = _mm256_mul_pd(t93, _mm256_set1_pd(0.125));
                t98 = _mm256_mul_pd(t94, _mm256_set1_pd(0.125));
                t99 = _mm256_mul_pd(t95, _mm256_set1_pd(0.125));
                t100 = _mm256_sub_pd(t96, _mm256_set1_pd(1.0));
                t101 = _mm256_sub_pd(t97, _mm256_set1_pd(1.0));
                t102 = _mm256_sub_pd(t98, _mm256_set1_pd(1.0));
                t103 = _mm256_sub_pd(t99, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)0 + t84), t100);
                _mm256_storeu_pd(m + (int)((long)0 + (t84 + 4L)), t101);
                _mm256_storeu_pd(m + (int)((long)0 + (t84 + 8L)), t102);
                _mm256_storeu_pd(m + (int)((long)0 + (t84 + 12L)), t103);
                t104 = t84 + 16L;
                t105 = _mm_add_epi32(t3, _mm_set1_epi32((int)16));
                if (t104 >= t81) {
                    break;
                }
                t84 = t104;
                t3 = t105;
            }
            t106 = (int)((long)0 + t81);
        } else {
            t106 = 0;
        }
        t107 = (long)n * 3L + (long)t106 * -1L + 2L;
        if (t107 >= 4L) {
            t108 = t107 & -4L;
            t109 = _mm_set1_epi32((int)(int)((long)t106 + 0L));
            t110 = t109;
            t4 = _mm_add_epi32(t110, _mm_setr_epi32(0, 1, 2, 3));
            t111 = 0L;
            for (;;) {
                t112 = t4;
                t113 = _mm256_cvtepi32_pd(t112);
                t114 = _mm256_mul_pd(t113, _mm256_set1_pd(0.125));
                t115 = _mm256_sub_pd(t114, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)t106 + t111), t115);
                t116 = t111 + 4L;
                t117 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                if (t116 >= t108) {
                    break;
                }
                t111 = t116;
                t4 = t117;
            }
            i_3 = (int)((long)t106 + t108);
        } else {
            i_3 = t106;
        }
        for (; i_3 < (3 * n + 2); i_3++) {
            m[i_3] = (double)i_3 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        sum_2 = sum_1;
        for (i_4 = 0; i_4 < n; i_4++) {
            sum_2 += dout[i_4] * (double)(i_4 % 5);
        }
        free((void *)m);
        free((void *)dout);
        t118 = (long)n;
        if (t118 >= 16L) {
            t119 = t118 & -16L;
            t120 = _mm_set1_epi32((int)(int)((long)0 + 0L));
            t121 = t120;
            t5 = _mm_add_epi32(t121, _mm_setr_epi32(0, 1, 2, 3));
            t122 = 0L;
            t123 = _mm256_set1_epi64x((long long)0LL);
            t124 = _mm256_set1_epi64x((long long)0LL);
            t125 = _mm256_set1_epi64x((long long)0LL);
            t126 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t127 = (int)((long)0 + t122);
                t128 = t5;
                t129 = (int)((long)0 + (t122 + 4L));
                t130 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                t131 = t130;
                t132 = (int)((long)0 + (t122 + 8L));
                t133 = _mm_add_epi32(t5, _mm_set1_epi32((int)8));
                t134 = t133;
                t135 = (int)((long)0 + (t122 + 12L));
                t136 = _mm_add_epi32(t5, _mm_set1_epi32((int)12));
                t137 = t136;
                t138 = _mm_loadu_si128((const __m128i *)(iout + t127));
                t139 = _mm_loadu_si128((const __m128i *)(iout + t129));
                t140 = _mm_loadu_si128((const __m128i *)(iout + t132));
                t141 = _mm_loadu_si128((const __m128i *)(iout + t135));
                t142 = _mm256_cvtepi32_epi64(t138);
                t143 = _mm256_cvtepi32_epi64(t139);
                t144 = _mm256_cvtepi32_epi64(t140);
                t145 = _mm256_cvtepi32_epi64(t141);
                t146 = _mm_add_epi32(t128, _mm_set1_epi32((int)1));
                t147 = _mm_add_epi32(t131, _mm_set1_epi32((int)1));
                t148 = _mm_add_epi32(t134, _mm_set1_epi32((int)1));
                t149 = _mm_add_epi32(t137, _mm_set1_epi32((int)1));
                t150 = _mm256_cvtepi32_epi64(t146);
                t151 = _mm256_cvtepi32_epi64(t147);
                t152 = _mm256_cvtepi32_epi64(t148);
                t153 = _mm256_cvtepi32_epi64(t149);
                t154 = (__m256i)((vcc_v4_long)t142 * (vcc_v4_long)t150);
                t155 = (__m256i)((vcc_v4_long)t143 * (vcc_v4_long)t151);
                t156 = (__m256i)((vcc_v4_long)t144 * (vcc_v4_long)t152);
                t157 = (__m256i)((vcc_v4_long)t145 * (vcc_v4_long)t153);
                t158 = _mm_loadu_si128((const __m128i *)(wout + t127));
                t159 = _mm_loadu_si128((const __m128i *)(wout + t129));
                t160 = _mm_loadu_si128((const __m128i *)(wout + t132));
                t161 = _mm_loadu_si128((const __m128i *)(wout + t135));
                t162 = _mm256_cvtepi32_epi64(t158);
                t163 = _mm256_cvtepi32_epi64(t159);
                t164 = _mm256_cvtepi32_epi64(t160);
                t165 = _mm256_cvtepi32_epi64(t161);
                t166 = _mm256_add_epi64(t154, t162);
                t167 = _mm256_add_epi64(t155, t163);
                t168 = _mm256_add_epi64(t156, t164);
                t169 = _mm256_add_epi64(t157, t165);
                t170 = t166;
                t171 = _mm256_add_epi64(t123, t170);
                t172 = t167;
                t173 = _mm256_add_epi64(t124, t172);
                t174 = t168;
                t175 = _mm256_add_epi64(t125, t174);
                t176 = t169;
                t177 = _mm256_add_epi64(t126, t176);
                t178 = t122 + 16L;
                t179 = _mm_add_epi32(t5, _mm_set1_epi32((int)16));
                if (t178 >= t119) {
                    break;
                }
                t122 = t178;
                t123 = t171;
                t124 = t173;
                t125 = t175;
                t126 = t177;
                t5 = t179;
            }
            t180 = _mm256_add_epi64(t171, t173);
            t181 = _mm256_add_epi64(t180, t175);
            t182 = _mm256_add_epi64(t181, t177);
            t183 = (int)((long)0 + t119);
            t184 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t182, +));
        } else {
            t183 = 0;
            t184 = 0L;
        }
        t185 = (long)n + (long)t183 * -1L;
        if (t185 >= 4L) {
            t186 = t185 & -4L;
            t187 = _mm_set1_epi32((int)(int)((long)t183 + 0L));
            t188 = t187;
            t6 = _mm_add_epi32(t188, _mm_setr_epi32(0, 1, 2, 3));
            t189 = 0L;
            t190 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t191 = (int)((long)t183 + t189);
                t192 = t6;
                t193 = _mm_loadu_si128((const __m128i *)(iout + t191));
                t194 = _mm256_cvtepi32_epi64(t193);
                t195 = _mm_add_epi32(t192, _mm_set1_epi32((int)1));
                t196 = _mm256_cvtepi32_epi64(t195);
                t197 = (__m256i)((vcc_v4_long)t194 * (vcc_v4_long)t196);
                t198 = _mm_loadu_si128((const __m128i *)(wout + t191));
                t199 = _mm256_cvtepi32_epi64(t198);
                t200 = _mm256_add_epi64(t197, t199);
                t201 = t200;
                t202 = _mm256_add_epi64(t190, t201);
                t203 = t189 + 4L;
                t204 = _mm_add_epi32(t6, _mm_set1_epi32((int)4));
                if (t203 >= t186) {
                    break;
                }
                t189 = t203;
                t190 = t202;
                t6 = t204;
            }
            i_5 = (int)((long)t183 + t186);
            t = (long)((unsigned long)t184 + vcc_reduce(unsigned long, (vcc_v4_ulong)t202, +));
        } else {
            i_5 = t183;
            t = t184;
        }
        for (; i_5 < n; i_5++) {
            t += (long)iout[i_5] * (long)(i_5 + 1) + (long)wout[i_5];
        }
        printf("n=%d %.3f %ld\n", n, sum_2, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
