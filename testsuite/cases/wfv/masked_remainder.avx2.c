/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_scale(__m256i x, int k);
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask);
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

__attribute__((target("avx2"))) __m256 _ZGVdN8uuul_shift(float *out, const float *in, float bias, int i) {
    long t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    t1 = (long)i;
    t2 = _mm256_loadu_ps(in + t1);
    t3 = _mm256_set1_ps(0.5f);
    t4 = _mm256_mul_ps(t2, t3);
    t5 = _mm256_set1_ps(bias);
    t6 = _mm256_add_ps(t4, t5);
    _mm256_storeu_ps(out + t1, t6);
    t7 = _mm256_mul_ps(t6, t6);
    return t7;
}

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_scale(__m256i x, int k) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    t1 = _mm256_set1_epi32((int)k);
    t2 = _mm256_mullo_epi32(x, t1);
    t3 = _mm256_set1_epi32((int)2);
    t4 = _mm256_srav_epi32(x, t3);
    t5 = _mm256_add_epi32(t2, t4);
    return t5;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask) {
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
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_epi32((int)k);
    t3 = x;
    t4 = t2;
    t5 = _mm256_mullo_epi32(t3, t4);
    t6 = t5;
    t7 = _mm256_set1_epi32((int)2);
    t8 = _mm256_srav_epi32(x, t7);
    t9 = t6;
    t10 = t8;
    t11 = _mm256_add_epi32(t9, t10);
    t12 = t11;
    t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t1);
    return t13;
}

__attribute__((target("avx2"))) void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int t6;
    float *t7;
    int t8;
    long t9;
    long t10;
    int t11;
    float *t12;
    int i;
    int t13;
    float *t14;
    long t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    long t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    long t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t5 = t2 + 8L;
            t6 = (int)(0L + t2);
            t7 = sq + t6;
            t15 = (long)t6;
            t16 = _mm256_loadu_ps(in + t15);
            t17 = _mm256_set1_ps(0.5f);
            t18 = _mm256_mul_ps(t16, t17);
            t19 = _mm256_set1_ps(bias);
            t20 = _mm256_add_ps(t18, t19);
            _mm256_storeu_ps(out + t15, t20);
            t21 = _mm256_mul_ps(t20, t20);
            _mm256_storeu_ps(t7, t21);
            t13 = (int)(0L + t5);
            t14 = sq + t13;
            t29 = (long)t13;
            t30 = _mm256_loadu_ps(in + t29);
            t31 = _mm256_set1_ps(0.5f);
            t32 = _mm256_mul_ps(t30, t31);
            t33 = _mm256_set1_ps(bias);
            t34 = _mm256_add_ps(t32, t33);
            _mm256_storeu_ps(out + t29, t34);
            t35 = _mm256_mul_ps(t34, t34);
            _mm256_storeu_ps(t14, t35);
            t2 += 16L;
            if (t2 >= t4) {
                t8 = (int)(0L + t4);
                break;
            }
        }
    } else {
        t8 = 0;
    }
    t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        t10 = t9 & -8L;
        t1 = 0L;
        for (;;) {
            t11 = (int)((long)t8 + t1);
            t12 = sq + t11;
            t22 = (long)t11;
            t23 = _mm256_loadu_ps(in + t22);
            t24 = _mm256_set1_ps(0.5f);
            t25 = _mm256_mul_ps(t23, t24);
            t26 = _mm256_set1_ps(bias);
            t27 = _mm256_add_ps(t25, t26);
            _mm256_storeu_ps(out + t22, t27);
            t28 = _mm256_mul_ps(t27, t27);
            _mm256_storeu_ps(t12, t28);
            t1 += 8L;
            if (t1 >= t10) {
                i = (int)((long)t8 + t10);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        sq[i] = (_mm256_zeroupper(), shift(out, in, bias, i));
    }
}

__attribute__((target("avx2"))) void scale_all(int *y, const int *x, int n, int k) {
    __m256i t1;
    __m256i t2;
    long t3;
    long t4;
    long t5;
    unsigned long t6;
    unsigned long t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    long t13;
    int *t14;
    __m256i t15;
    int t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    int *t25;
    __m256i t26;
    int i;
    long t27;
    int t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    long t32;
    int *t33;
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
    t5 = (long)n;
    t6 = (unsigned long)y;
    t7 = (unsigned long)x;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t7 + 0UL)) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= (t6 + 0UL)))) {
        t8 = t5 & -16L;
        t9 = _mm256_set1_epi32((int)0);
        t10 = t9;
        t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t4 = 0L;
        for (;;) {
            t11 = t4 + 8L;
            t12 = t1;
            t13 = (long)(int)(0L + t4);
            t14 = y + t13;
            t15 = _mm256_loadu_si256((const __m256i *)(x + t13));
            t35 = _mm256_set1_epi32((int)k);
            t36 = _mm256_mullo_epi32(t15, t35);
            t37 = _mm256_set1_epi32((int)2);
            t38 = _mm256_srav_epi32(t15, t37);
            t39 = _mm256_add_epi32(t36, t38);
            t29 = _mm256_sub_epi32(t39, t12);
            _mm256_storeu_si256((__m256i *)t14, t29);
            t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t31 = t30;
            t32 = (long)(int)(0L + t11);
            t33 = y + t32;
            t34 = _mm256_loadu_si256((const __m256i *)(x + t32));
            t47 = _mm256_set1_epi32((int)k);
            t48 = _mm256_mullo_epi32(t34, t47);
            t49 = _mm256_set1_epi32((int)2);
            t50 = _mm256_srav_epi32(t34, t49);
            t51 = _mm256_add_epi32(t48, t50);
            t46 = _mm256_sub_epi32(t51, t31);
            _mm256_storeu_si256((__m256i *)t33, t46);
            t4 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            if (t4 >= t8) {
                t16 = (int)(0L + t8);
                break;
            }
        }
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    t18 = (unsigned long)y;
    t19 = (unsigned long)x;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        t20 = t17 & -8L;
        t21 = _mm256_set1_epi32((int)t16);
        t22 = t21;
        t2 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t3 = 0L;
        for (;;) {
            t23 = t2;
            t24 = (long)(int)((long)t16 + t3);
            t25 = y + t24;
            t26 = _mm256_loadu_si256((const __m256i *)(x + t24));
            t41 = _mm256_set1_epi32((int)k);
            t42 = _mm256_mullo_epi32(t26, t41);
            t43 = _mm256_set1_epi32((int)2);
            t44 = _mm256_srav_epi32(t26, t43);
            t45 = _mm256_add_epi32(t42, t44);
            t40 = _mm256_sub_epi32(t45, t23);
            _mm256_storeu_si256((__m256i *)t25, t40);
            t3 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t3 >= t20) {
                i = (int)((long)t16 + t20);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        t27 = (long)i;
        t28 = x[t27];
        y[t27] = (_mm256_zeroupper(), scale(t28, k)) - i;
    }
}

static unsigned long long hash(unsigned long long h, const void *p, size_t bytes) {
    const unsigned char *b = p;
    for (size_t k = 0; k < bytes; k++)
        h = (h ^ b[k]) * 1099511628211ULL;
    return h;
}

enum { SENTINELS = 32 };

__attribute__((target("avx2"))) static void run(int n) {
    __m256i t1;
    __m256i t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    long t7;
    long t8;
    unsigned long t9;
    void *t10;
    float *in;
    float *sq;
    int t11;
    unsigned long t12;
    float *out;
    void *t13;
    int *x;
    int *y;
    long t14;
    unsigned long t15;
    unsigned long t16;
    int t17;
    int t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    long t30;
    __m256 t31;
    __m256 t32;
    __m256i t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256 t40;
    __m256 t41;
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
    int t56;
    long t57;
    unsigned long t58;
    unsigned long t59;
    int t60;
    int t61;
    long t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    long t73;
    __m256 t74;
    __m256 t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    int i;
    long t85;
    long t86;
    long t87;
    int t88;
    long t89;
    long t90;
    int i_1;
    unsigned long long h;
    unsigned long t91;
    unsigned long long h_1;
    int t92;
    float t93;
    t9 = (unsigned long)(n + 1) * 4UL;
    t10 = malloc(t9);
    in = (float *)t10;
    sq = (float *)malloc(t9);
    t11 = n + 32;
    t12 = (unsigned long)t11 * 4UL;
    out = (float *)malloc(t12);
    t13 = malloc(t9);
    x = (int *)t13;
    y = (int *)malloc(t9);
    t14 = (long)n;
    t15 = (unsigned long)t10;
    t16 = (unsigned long)t13;
    t17 = (int)((unsigned int)0 * (unsigned int)7);
    t18 = (int)((unsigned int)0 * (unsigned int)37);
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)0L)) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)0L))) & (t17 >= 0) & (t18 >= 0)) {
        t19 = t14 & -16L;
        t20 = _mm256_set1_epi32((int)(t17 % 13));
        t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        t22 = t21;
        t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)13));
        t24 = _mm256_min_epu32(t22, t23);
        t1 = t24;
        t25 = _mm256_set1_epi32((int)(t18 % 101));
        t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t27 = t26;
        t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)101));
        t29 = _mm256_min_epu32(t27, t28);
        t2 = t29;
        t3 = 0L;
        do {
            t30 = (long)(int)((long)0 + t3);
            t31 = _mm256_cvtepi32_ps(t1);
            t32 = _mm256_sub_ps(t31, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t30, t32);
            t33 = _mm256_sub_epi32(t2, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)(x + t30), t33);
            t34 = (long)(int)((long)0 + (t3 + 8L));
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)4));
            t36 = t35;
            t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)13));
            t38 = _mm256_min_epu32(t36, t37);
            t39 = t38;
            t40 = _mm256_cvtepi32_ps(t39);
            t41 = _mm256_sub_ps(t40, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t34, t41);
            t42 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)94));
            t43 = t42;
            t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32((int)101));
            t45 = _mm256_min_epu32(t43, t44);
            t46 = t45;
            t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)(x + t34), t47);
            t3 += 16L;
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t49 = t48;
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)13));
            t51 = _mm256_min_epu32(t49, t50);
            t1 = t51;
            t52 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)87));
            t53 = t52;
            t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32((int)101));
            t55 = _mm256_min_epu32(t53, t54);
            t2 = t55;
        } while (t3 < t19);
        t56 = (int)((long)0 + t19);
    } else {
        t56 = 0;
    }
    t57 = (long)n + (long)t56 * -1L;
    t58 = (unsigned long)t10;
    t59 = (unsigned long)t13;
    t60 = (int)((unsigned int)t56 * (unsigned int)7);
    t61 = (int)((unsigned int)t56 * (unsigned int)37);
    if ((t57 >= 8L) & (((t58 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t59 + (unsigned long)((long)t56 * 4L))) | ((t59 + (unsigned long)((long)t56 * 4L + 4L + (t57 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t56 * 4L)))) & (t60 >= 0) & (t61 >= 0)) {
        t62 = t57 & -8L;
        t63 = _mm256_set1_epi32((int)(t60 % 13));
        t64 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        t65 = t64;
        t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32((int)13));
        t67 = _mm256_min_epu32(t65, t66);
        t4 = t67;
        t68 = _mm256_set1_epi32((int)(t61 % 101));
        t69 = _mm256_add_epi32(t68, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t70 = t69;
        t71 = _mm256_sub_epi32(t70, _mm256_set1_epi32((int)101));
        t72 = _mm256_min_epu32(t70, t71);
        t5 = t72;
        t6 = 0L;
        do {
            t73 = (long)(int)((long)t56 + t6);
            t74 = _mm256_cvtepi32_ps(t4);
            t75 = _mm256_sub_ps(t74, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t73, t75);
            t76 = _mm256_sub_epi32(t5, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)(x + t73), t76);
            t6 += 8L;
            t77 = _mm256_add_epi32(t4, _mm256_set1_epi32((int)4));
            t78 = t77;
            t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32((int)13));
            t80 = _mm256_min_epu32(t78, t79);
            t4 = t80;
            t81 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)94));
            t82 = t81;
            t83 = _mm256_sub_epi32(t82, _mm256_set1_epi32((int)101));
            t84 = _mm256_min_epu32(t82, t83);
            t5 = t84;
        } while (t6 < t62);
        i = (int)((long)t56 + t62);
    } else {
        i = t56;
    }
    for (; i < n; i++) {
        t85 = (long)i;
        in[t85] = (float)(i * 7 % 13) - 4.5f;
        x[t85] = i * 37 % 101 - 50;
    }
    t86 = (long)n + 32L;
    if (t86 >= 32L) {
        t87 = t86 & -32L;
        t7 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)0 + t7), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t7 + 8L)), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t7 + 16L)), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)((long)0 + (t7 + 24L)), _mm256_set1_ps(-1.0f));
            t7 += 32L;
        } while (t7 < t87);
        t88 = (int)((long)0 + t87);
    } else {
        t88 = 0;
    }
    t89 = (long)n + (long)t88 * -1L + 32L;
    if (t89 >= 8L) {
        t90 = t89 & -8L;
        t8 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)t88 + t8), _mm256_set1_ps(-1.0f));
            t8 += 8L;
        } while (t8 < t90);
        i_1 = (int)((long)t88 + t90);
    } else {
        i_1 = t88;
    }
    for (; i_1 < t11; i_1++) {
        out[i_1] = -1.0f;
    }
    (_mm256_zeroupper(), shift_all(out, sq, in, n, 0.25f));
    (_mm256_zeroupper(), scale_all(y, x, n, 3));
    h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t12));
    t91 = (unsigned long)n * 4UL;
    h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t91)), (const void *)y, t91));
    if (n) {
        t92 = y[n - 1];
    } else {
        t92 = 0;
    }
    if (n) {
        t93 = sq[n - 1];
    } else {
        t93 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t93, t92);
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
