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
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

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
    long t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    t1 = (long)i;
    t2 = _mm256_loadu_ps(x + t1);
    t3 = _mm256_set1_ps(a);
    t4 = _mm256_mul_ps(t3, t2);
    t5 = _mm256_loadu_ps(y + t1);
    t6 = _mm256_add_ps(t4, t5);
    return t6;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8l8u_pairsum(const float *p, int n) {
    const float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = p + 0;
    t2 = _mm256_loadu_ps(t1);
    t3 = _mm256_loadu_ps(t1 + 8);
    t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    t6 = _mm256_set1_ps((float)n);
    t7 = _mm256_mul_ps(t5, t6);
    t8 = _mm256_sub_ps(t4, t7);
    return t8;
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
        out[i] = (_mm256_zeroupper(), axpy(x, y, a, i));
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
        out[i] = (_mm256_zeroupper(), pairsum(p + 2 * i, 3));
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
        t4 = _mm256_set1_epi32((int)0);
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
            out[i] = (_mm256_zeroupper(), tri(i + 5, 7));
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
    long t4;
    long t5;
    long t6;
    long t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    long t12;
    int i;
    long t13;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = _ZGVdN4ls1u_first2(m + t4 * s, s);
            t9 = _ZGVdN4ls1u_first2(m + t5 * s, s);
            t10 = _ZGVdN4ls1u_first2(m + t6 * s, s);
            t11 = _ZGVdN4ls1u_first2(m + t7 * s, s);
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
        t13 = (long)i;
        out[t13] = (_mm256_zeroupper(), first2(m + t13 * s, s));
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
    unsigned long t7;
    unsigned long t8;
    void *t9;
    float *x;
    void *t10;
    float *y;
    void *t11;
    float *p;
    float *out;
    int *iout;
    int *wout;
    long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    unsigned long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    __m256i t20;
    __m256i t21;
    long t22;
    int t23;
    __m256i t24;
    int t25;
    __m256i t26;
    __m256i t27;
    long t28;
    long t29;
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
    long t48;
    __m256i t49;
    int t50;
    long t51;
    unsigned long t52;
    unsigned long t53;
    unsigned long t54;
    unsigned long t55;
    unsigned long t56;
    unsigned long t57;
    long t58;
    __m256i t59;
    __m256i t60;
    long t61;
    int t62;
    __m256i t63;
    long t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    float *t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    long t74;
    __m256i t75;
    int i;
    long t76;
    float t77;
    int t78;
    int i_1;
    int i_2;
    int t79;
    int t80;
    double *m;
    double *dout;
    long t81;
    long t82;
    __m128i t83;
    __m128i t84;
    long t85;
    __m128i t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    __m128i t92;
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
    __m256d t104;
    long t105;
    __m128i t106;
    int t107;
    long t108;
    long t109;
    __m128i t110;
    __m128i t111;
    long t112;
    __m128i t113;
    __m256d t114;
    __m256d t115;
    __m256d t116;
    long t117;
    __m128i t118;
    int i_3;
    int i_4;
    long t119;
    long t120;
    __m128i t121;
    __m128i t122;
    long t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m128i t128;
    __m128i t129;
    __m128i t130;
    __m128i t131;
    __m128i t132;
    __m128i t133;
    __m128i t134;
    long t135;
    long t136;
    long t137;
    long t138;
    __m128i t139;
    __m128i t140;
    __m128i t141;
    __m128i t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    __m256i t146;
    __m128i t147;
    __m128i t148;
    __m128i t149;
    __m128i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    __m256i t158;
    __m128i t159;
    __m128i t160;
    __m128i t161;
    __m128i t162;
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
    __m256i t178;
    long t179;
    __m128i t180;
    __m256i t181;
    __m256i t182;
    __m256i t183;
    int t184;
    long t185;
    long t186;
    long t187;
    __m128i t188;
    __m128i t189;
    long t190;
    __m256i t191;
    __m128i t192;
    long t193;
    __m128i t194;
    __m256i t195;
    __m128i t196;
    __m256i t197;
    __m256i t198;
    __m128i t199;
    __m256i t200;
    __m256i t201;
    __m256i t202;
    __m256i t203;
    long t204;
    __m128i t205;
    int i_5;
    long t206;
    int t207;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (s = 0; s < 6; s++) {
        n = sizes[s];
        t7 = (unsigned long)(n + 1);
        t8 = t7 * 4UL;
        t9 = (_mm256_zeroupper(), malloc(t8));
        x = (float *)t9;
        t10 = (_mm256_zeroupper(), malloc(t8));
        y = (float *)t10;
        t11 = (_mm256_zeroupper(), malloc((unsigned long)(2 * n + 1) * 4UL));
        p = (float *)t11;
        out = (float *)(_mm256_zeroupper(), malloc(t8));
        iout = (int *)(_mm256_zeroupper(), calloc(t7, 4UL));
        wout = (int *)(_mm256_zeroupper(), calloc(t7, 4UL));
        t12 = (long)n;
        t13 = (unsigned long)t9;
        t14 = (unsigned long)t10;
        t15 = (unsigned long)t9;
        t16 = (unsigned long)t11;
        t17 = (unsigned long)t10;
        t18 = (unsigned long)t11;
        if ((t12 >= 16L) & (((t13 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)0L)) | ((t14 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)0L))) & (((t15 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t16 + (unsigned long)0L)) | ((t16 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= (t15 + (unsigned long)0L))) & (((t17 + (unsigned long)(4L + (t12 - 1L) * 4L)) <= (t18 + (unsigned long)0L)) | ((t18 + (unsigned long)(8L + (t12 - 1L) * 8L)) <= (t17 + (unsigned long)0L)))) {
            t19 = t12 & -16L;
            t20 = _mm256_set1_epi32((int)0);
            t21 = t20;
            t1 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t22 = 0L;
            for (;;) {
                t23 = (int)((long)0 + t22);
                t24 = t1;
                t25 = (int)((long)0 + (t22 + 8L));
                t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t27 = t26;
                t28 = (long)t23;
                t29 = (long)t25;
                t30 = _mm256_cvtepi32_ps(t24);
                t31 = _mm256_cvtepi32_ps(t27);
                t32 = _mm256_mul_ps(t30, _mm256_set1_ps(0.5f));
                t33 = _mm256_mul_ps(t31, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t28, t32);
                _mm256_storeu_ps(x + t29, t33);
                t34 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t30);
                t35 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t31);
                _mm256_storeu_ps(y + t28, t34);
                _mm256_storeu_ps(y + t29, t35);
                t36 = _mm256_mul_ps(t30, _mm256_set1_ps(1.25f));
                t37 = _mm256_mul_ps(t31, _mm256_set1_ps(1.25f));
                t38 = p + (2 * t23 + 1);
                t39 = p + (2 * t25 + 1);
                t40 = _mm256_mul_ps(t30, _mm256_set1_ps(0.75f));
                t41 = _mm256_mul_ps(t31, _mm256_set1_ps(0.75f));
                t42 = _mm256_sub_ps(t40, _mm256_set1_ps(2.0f));
                t43 = _mm256_sub_ps(t41, _mm256_set1_ps(2.0f));
                t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t42), _mm256_unpackhi_ps(t36, t42), 0x20);
                _mm256_storeu_ps(t38 + -1, t44);
                t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t42), _mm256_unpackhi_ps(t36, t42), 0x31);
                _mm256_storeu_ps(t38 + 7, t45);
                t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t43), _mm256_unpackhi_ps(t37, t43), 0x20);
                _mm256_storeu_ps(t39 + -1, t46);
                t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t43), _mm256_unpackhi_ps(t37, t43), 0x31);
                _mm256_storeu_ps(t39 + 7, t47);
                t48 = t22 + 16L;
                t49 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                if (t48 >= t19) {
                    break;
                }
                t22 = t48;
                t1 = t49;
            }
            t50 = (int)((long)0 + t19);
        } else {
            t50 = 0;
        }
        t51 = (long)n + (long)t50 * -1L;
        t52 = (unsigned long)t9;
        t53 = (unsigned long)t10;
        t54 = (unsigned long)t9;
        t55 = (unsigned long)t11;
        t56 = (unsigned long)t10;
        t57 = (unsigned long)t11;
        if ((t51 >= 8L) & (((t52 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t50 * 4L))) | ((t53 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t50 * 4L)))) & (((t54 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t50 * 8L))) | ((t55 + (unsigned long)((long)t50 * 8L + 8L + (t51 - 1L) * 8L)) <= (t54 + (unsigned long)((long)t50 * 4L)))) & (((t56 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t50 * 8L))) | ((t57 + (unsigned long)((long)t50 * 8L + 8L + (t51 - 1L) * 8L)) <= (t56 + (unsigned long)((long)t50 * 4L))))) {
            t58 = t51 & -8L;
            t59 = _mm256_set1_epi32((int)t50);
            t60 = t59;
            t2 = _mm256_add_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t61 = 0L;
            for (;;) {
                t62 = (int)((long)t50 + t61);
                t63 = t2;
                t64 = (long)t62;
                t65 = _mm256_cvtepi32_ps(t63);
                t66 = _mm256_mul_ps(t65, _mm256_set1_ps(0.5f));
                _mm256_storeu_ps(x + t64, t66);
                t67 = _mm256_sub_ps(_mm256_set1_ps(3.0f), t65);
                _mm256_storeu_ps(y + t64, t67);
                t68 = _mm256_mul_ps(t65, _mm256_set1_ps(1.25f));
                t69 = p + (2 * t62 + 1);
                t70 = _mm256_mul_ps(t65, _mm256_set1_ps(0.75f));
                t71 = _mm256_sub_ps(t70, _mm256_set1_ps(2.0f));
                t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t71), _mm256_unpackhi_ps(t68, t71), 0x20);
                _mm256_storeu_ps(t69 + -1, t72);
                t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t71), _mm256_unpackhi_ps(t68, t71), 0x31);
                _mm256_storeu_ps(t69 + 7, t73);
                t74 = t61 + 8L;
                t75 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
                if (t74 >= t58) {
                    break;
                }
                t61 = t74;
                t2 = t75;
            }
            i = (int)((long)t50 + t58);
        } else {
            i = t50;
        }
        for (; i < n; i++) {
            t76 = (long)i;
            t77 = (float)i;
            x[t76] = t77 * 0.5f;
            y[t76] = 3.0f - t77;
            t78 = 2 * i;
            p[t78] = t77 * 1.25f;
            p[t78 + 1] = t77 * 0.75f - 2.0f;
        }
        (_mm256_zeroupper(), axpy_all(out, x, y, 1.5f, n));
        sum = 0.0;
        for (i_1 = 0; i_1 < n; i_1++) {
            sum += (double)out[i_1];
        }
        (_mm256_zeroupper(), pairs(out, p, n));
        sum_1 = sum;
        for (i_2 = 0; i_2 < n; i_2 = t79) {
            t79 = i_2 + 1;
            sum_1 += (double)(out[i_2] * (float)t79);
        }
        (_mm256_zeroupper(), tri_some(iout, n));
        (_mm256_zeroupper(), tri_wrong_step(wout, n));
        t80 = 3 * n + 2;
        m = (double *)(_mm256_zeroupper(), malloc((unsigned long)t80 * 8UL));
        dout = (double *)(_mm256_zeroupper(), malloc(t7 * 8UL));
        t81 = (long)n * 3L + 2L;
        if (t81 >= 16L) {
            t82 = t81 & -16L;
            t83 = _mm_set1_epi32((int)0);
            t84 = t83;
            t3 = _mm_add_epi32(t84, _mm_setr_epi32(0, 1, 2, 3));
            t85 = 0L;
            for (;;) {
                t86 = t3;
                t87 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                t88 = t87;
                t89 = _mm_add_epi32(t3, _mm_set1_epi32((int)8));
                t90 = t89;
                t91 = _mm_add_epi32(t3, _mm_set1_epi32((int)12));
                t92 = t91;
                t93 = _mm256_cvtepi32_pd(t86);
                t94 = _mm256_cvtepi32_pd(t88);
                t95 = _mm256_cvtepi32_pd(t90);
                t96 = _mm256_cvtepi32_pd(t92);
                t97 = _mm256_mul_pd(t93, _mm256_set1_pd(0.125));
                t98 = _mm256_mul_pd(t94, _mm256_set1_pd(0.125));
                t99 = _mm256_mul_pd(t95, _mm256_set1_pd(0.125));
                t100 = _mm256_mul_pd(t96, _mm256_set1_pd(0.125));
                t101 = _mm256_sub_pd(t97, _mm256_set1_pd(1.0));
                t102 = _mm256_sub_pd(t98, _mm256_set1_pd(1.0));
                t103 = _mm256_sub_pd(t99, _mm256_set1_pd(1.0));
                t104 = _mm256_sub_pd(t100, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)0 + t85), t101);
                _mm256_storeu_pd(m + (int)((long)0 + (t85 + 4L)), t102);
                _mm256_storeu_pd(m + (int)((long)0 + (t85 + 8L)), t103);
                _mm256_storeu_pd(m + (int)((long)0 + (t85 + 12L)), t104);
                t105 = t85 + 16L;
                t106 = _mm_add_epi32(t3, _mm_set1_epi32((int)16));
                if (t105 >= t82) {
                    break;
                }
                t85 = t105;
                t3 = t106;
            }
            t107 = (int)((long)0 + t82);
        } else {
            t107 = 0;
        }
        t108 = (long)n * 3L + (long)t107 * -1L + 2L;
        if (t108 >= 4L) {
            t109 = t108 & -4L;
            t110 = _mm_set1_epi32((int)t107);
            t111 = t110;
            t4 = _mm_add_epi32(t111, _mm_setr_epi32(0, 1, 2, 3));
            t112 = 0L;
            for (;;) {
                t113 = t4;
                t114 = _mm256_cvtepi32_pd(t113);
                t115 = _mm256_mul_pd(t114, _mm256_set1_pd(0.125));
                t116 = _mm256_sub_pd(t115, _mm256_set1_pd(1.0));
                _mm256_storeu_pd(m + (int)((long)t107 + t112), t116);
                t117 = t112 + 4L;
                t118 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                if (t117 >= t109) {
                    break;
                }
                t112 = t117;
                t4 = t118;
            }
            i_3 = (int)((long)t107 + t109);
        } else {
            i_3 = t107;
        }
        for (; i_3 < t80; i_3++) {
            m[i_3] = (double)i_3 * 0.125 - 1.0;
        }
        (_mm256_zeroupper(), columns(dout, m, 3L, n));
        sum_2 = sum_1;
        for (i_4 = 0; i_4 < n; i_4++) {
            sum_2 += dout[i_4] * (double)(i_4 % 5);
        }
        (_mm256_zeroupper(), free((void *)m));
        (_mm256_zeroupper(), free((void *)dout));
        t119 = (long)n;
        if (t119 >= 16L) {
            t120 = t119 & -16L;
            t121 = _mm_set1_epi32((int)0);
            t122 = t121;
            t5 = _mm_add_epi32(t122, _mm_setr_epi32(0, 1, 2, 3));
            t123 = 0L;
            t124 = _mm256_set1_epi64x((long long)0LL);
            t125 = _mm256_set1_epi64x((long long)0LL);
            t126 = _mm256_set1_epi64x((long long)0LL);
            t127 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t128 = t5;
                t129 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                t130 = t129;
                t131 = _mm_add_epi32(t5, _mm_set1_epi32((int)8));
                t132 = t131;
                t133 = _mm_add_epi32(t5, _mm_set1_epi32((int)12));
                t134 = t133;
                t135 = (long)(int)((long)0 + t123);
                t136 = (long)(int)((long)0 + (t123 + 4L));
                t137 = (long)(int)((long)0 + (t123 + 8L));
                t138 = (long)(int)((long)0 + (t123 + 12L));
                t139 = _mm_loadu_si128((const __m128i *)(iout + t135));
                t140 = _mm_loadu_si128((const __m128i *)(iout + t136));
                t141 = _mm_loadu_si128((const __m128i *)(iout + t137));
                t142 = _mm_loadu_si128((const __m128i *)(iout + t138));
                t143 = _mm256_cvtepi32_epi64(t139);
                t144 = _mm256_cvtepi32_epi64(t140);
                t145 = _mm256_cvtepi32_epi64(t141);
                t146 = _mm256_cvtepi32_epi64(t142);
                t147 = _mm_add_epi32(t128, _mm_set1_epi32((int)1));
                t148 = _mm_add_epi32(t130, _mm_set1_epi32((int)1));
                t149 = _mm_add_epi32(t132, _mm_set1_epi32((int)1));
                t150 = _mm_add_epi32(t134, _mm_set1_epi32((int)1));
                t151 = _mm256_cvtepi32_epi64(t147);
                t152 = _mm256_cvtepi32_epi64(t148);
                t153 = _mm256_cvtepi32_epi64(t149);
                t154 = _mm256_cvtepi32_epi64(t150);
                t155 = (__m256i)((vcc_v4_long)t143 * (vcc_v4_long)t151);
                t156 = (__m256i)((vcc_v4_long)t144 * (vcc_v4_long)t152);
                t157 = (__m256i)((vcc_v4_long)t145 * (vcc_v4_long)t153);
                t158 = (__m256i)((vcc_v4_long)t146 * (vcc_v4_long)t154);
                t159 = _mm_loadu_si128((const __m128i *)(wout + t135));
                t160 = _mm_loadu_si128((const __m128i *)(wout + t136));
                t161 = _mm_loadu_si128((const __m128i *)(wout + t137));
                t162 = _mm_loadu_si128((const __m128i *)(wout + t138));
                t163 = _mm256_cvtepi32_epi64(t159);
                t164 = _mm256_cvtepi32_epi64(t160);
                t165 = _mm256_cvtepi32_epi64(t161);
                t166 = _mm256_cvtepi32_epi64(t162);
                t167 = _mm256_add_epi64(t155, t163);
                t168 = _mm256_add_epi64(t156, t164);
                t169 = _mm256_add_epi64(t157, t165);
                t170 = _mm256_add_epi64(t158, t166);
                t171 = t167;
                t172 = _mm256_add_epi64(t124, t171);
                t173 = t168;
                t174 = _mm256_add_epi64(t125, t173);
                t175 = t169;
                t176 = _mm256_add_epi64(t126, t175);
                t177 = t170;
                t178 = _mm256_add_epi64(t127, t177);
                t179 = t123 + 16L;
                t180 = _mm_add_epi32(t5, _mm_set1_epi32((int)16));
                if (t179 >= t120) {
                    break;
                }
                t123 = t179;
                t124 = t172;
                t125 = t174;
                t126 = t176;
                t127 = t178;
                t5 = t180;
            }
            t181 = _mm256_add_epi64(t172, t174);
            t182 = _mm256_add_epi64(t181, t176);
            t183 = _mm256_add_epi64(t182, t178);
            t184 = (int)((long)0 + t120);
            t185 = (long)((unsigned long)0L + vcc_reduce(unsigned long, (vcc_v4_ulong)t183, +));
        } else {
            t184 = 0;
            t185 = 0L;
        }
        t186 = (long)n + (long)t184 * -1L;
        if (t186 >= 4L) {
            t187 = t186 & -4L;
            t188 = _mm_set1_epi32((int)t184);
            t189 = t188;
            t6 = _mm_add_epi32(t189, _mm_setr_epi32(0, 1, 2, 3));
            t190 = 0L;
            t191 = _mm256_set1_epi64x((long long)0LL);
            for (;;) {
                t192 = t6;
                t193 = (long)(int)((long)t184 + t190);
                t194 = _mm_loadu_si128((const __m128i *)(iout + t193));
                t195 = _mm256_cvtepi32_epi64(t194);
                t196 = _mm_add_epi32(t192, _mm_set1_epi32((int)1));
                t197 = _mm256_cvtepi32_epi64(t196);
                t198 = (__m256i)((vcc_v4_long)t195 * (vcc_v4_long)t197);
                t199 = _mm_loadu_si128((const __m128i *)(wout + t193));
                t200 = _mm256_cvtepi32_epi64(t199);
                t201 = _mm256_add_epi64(t198, t200);
                t202 = t201;
                t203 = _mm256_add_epi64(t191, t202);
                t204 = t190 + 4L;
                t205 = _mm_add_epi32(t6, _mm_set1_epi32((int)4));
                if (t204 >= t187) {
                    break;
                }
                t190 = t204;
                t191 = t203;
                t6 = t205;
            }
            i_5 = (int)((long)t184 + t187);
            t = (long)((unsigned long)t185 + vcc_reduce(unsigned long, (vcc_v4_ulong)t203, +));
        } else {
            i_5 = t184;
            t = t185;
        }
        for (; i_5 < n; i_5 = t207) {
            t206 = (long)i_5;
            t207 = i_5 + 1;
            t += (long)iout[t206] * (long)t207 + (long)wout[t206];
        }
        (_mm256_zeroupper(), printf("n=%d %.3f %ld\n", n, sum_2, t));
        (_mm256_zeroupper(), free((void *)x));
        (_mm256_zeroupper(), free((void *)y));
        (_mm256_zeroupper(), free((void *)p));
        (_mm256_zeroupper(), free((void *)out));
        (_mm256_zeroupper(), free((void *)iout));
        (_mm256_zeroupper(), free((void *)wout));
    }
    return 0;
}
