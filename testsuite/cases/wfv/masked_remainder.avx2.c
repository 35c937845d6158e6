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
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(in + t1);
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256 t4 = _mm256_mul_ps(t2, t3);
    __m256 t5 = _mm256_set1_ps(bias);
    __m256 t6 = _mm256_add_ps(t4, t5);
    _mm256_storeu_ps(out + t1, t6);
    __m256 t7 = _mm256_mul_ps(t6, t6);
    return t7;
}

/* #pragma omp declare simd uniform(k) */
int scale(int x, int k) {
    return x * k + (x >> 2);
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_scale(__m256i x, int k) {
    __m256i t1 = _mm256_set1_epi32((int)k);
    __m256i t2 = _mm256_mullo_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(2);
    __m256i t4 = _mm256_srav_epi32(x, t3);
    __m256i t5 = _mm256_add_epi32(t2, t4);
    return t5;
}

__attribute__((target("avx2"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32((int)k);
    __m256i t3 = x;
    __m256i t4 = t2;
    __m256i t5 = _mm256_mullo_epi32(t3, t4);
    __m256i t6 = t5;
    __m256i t7 = _mm256_set1_epi32(2);
    __m256i t8 = _mm256_srav_epi32(x, t7);
    __m256i t9 = t6;
    __m256i t10 = t8;
    __m256i t11 = _mm256_add_epi32(t9, t10);
    __m256i t12 = t11;
    __m256i t13 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t12, t1);
    return t13;
}

__attribute__((target("avx2"))) void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    int t8;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            float *t7 = sq + t6;
            long t15 = (long)t6;
            __m256 t16 = _mm256_loadu_ps(in + t15);
            __m256 t17 = _mm256_set1_ps(0.5f);
            __m256 t18 = _mm256_mul_ps(t16, t17);
            __m256 t19 = _mm256_set1_ps(bias);
            __m256 t20 = _mm256_add_ps(t18, t19);
            _mm256_storeu_ps(out + t15, t20);
            __m256 t21 = _mm256_mul_ps(t20, t20);
            _mm256_storeu_ps(t7, t21);
            int t13 = (int)t5;
            float *t14 = sq + t13;
            long t29 = (long)t13;
            __m256 t30 = _mm256_loadu_ps(in + t29);
            __m256 t31 = _mm256_set1_ps(0.5f);
            __m256 t32 = _mm256_mul_ps(t30, t31);
            __m256 t33 = _mm256_set1_ps(bias);
            __m256 t34 = _mm256_add_ps(t32, t33);
            _mm256_storeu_ps(out + t29, t34);
            __m256 t35 = _mm256_mul_ps(t34, t34);
            _mm256_storeu_ps(t14, t35);
            t2 += 16L;
            if (t2 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long t1 = 0L;
        for (;;) {
            int t11 = (int)((long)t8 + t1);
            float *t12 = sq + t11;
            long t22 = (long)t11;
            __m256 t23 = _mm256_loadu_ps(in + t22);
            __m256 t24 = _mm256_set1_ps(0.5f);
            __m256 t25 = _mm256_mul_ps(t23, t24);
            __m256 t26 = _mm256_set1_ps(bias);
            __m256 t27 = _mm256_add_ps(t25, t26);
            _mm256_storeu_ps(out + t22, t27);
            __m256 t28 = _mm256_mul_ps(t27, t27);
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
    int t16;
    int i;
    long t5 = (long)n;
    unsigned long t6 = (unsigned long)y;
    unsigned long t7 = (unsigned long)x;
    if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6))) {
        long t8 = t5 & -16L;
        __m256i t9 = _mm256_set1_epi32(0);
        __m256i t10 = t9;
        __m256i t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t4 = 0L;
        for (;;) {
            long t11 = t4 + 8L;
            __m256i t12 = t1;
            long t13 = (long)(int)t4;
            int *t14 = y + t13;
            __m256i t15 = _mm256_loadu_si256((const __m256i *)(x + t13));
            __m256i t35 = _mm256_set1_epi32((int)k);
            __m256i t36 = _mm256_mullo_epi32(t15, t35);
            __m256i t37 = _mm256_set1_epi32(2);
            __m256i t38 = _mm256_srav_epi32(t15, t37);
            __m256i t39 = _mm256_add_epi32(t36, t38);
            __m256i t29 = _mm256_sub_epi32(t39, t12);
            _mm256_storeu_si256((__m256i *)t14, t29);
            __m256i t30 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t31 = t30;
            long t32 = (long)(int)t11;
            int *t33 = y + t32;
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(x + t32));
            __m256i t47 = _mm256_set1_epi32((int)k);
            __m256i t48 = _mm256_mullo_epi32(t34, t47);
            __m256i t49 = _mm256_set1_epi32(2);
            __m256i t50 = _mm256_srav_epi32(t34, t49);
            __m256i t51 = _mm256_add_epi32(t48, t50);
            __m256i t46 = _mm256_sub_epi32(t51, t31);
            _mm256_storeu_si256((__m256i *)t33, t46);
            t4 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            if (t4 >= t8) {
                t16 = (int)t8;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)y;
    unsigned long t19 = (unsigned long)x;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        long t20 = t17 & -8L;
        __m256i t21 = _mm256_set1_epi32((int)t16);
        __m256i t22 = t21;
        __m256i t2 = _mm256_add_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t3 = 0L;
        for (;;) {
            __m256i t23 = t2;
            long t24 = (long)(int)((long)t16 + t3);
            int *t25 = y + t24;
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(x + t24));
            __m256i t41 = _mm256_set1_epi32((int)k);
            __m256i t42 = _mm256_mullo_epi32(t26, t41);
            __m256i t43 = _mm256_set1_epi32(2);
            __m256i t44 = _mm256_srav_epi32(t26, t43);
            __m256i t45 = _mm256_add_epi32(t42, t44);
            __m256i t40 = _mm256_sub_epi32(t45, t23);
            _mm256_storeu_si256((__m256i *)t25, t40);
            t3 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
            if (t3 >= t20) {
                i = (int)((long)t16 + t20);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = x[t27];
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
    int t54;
    int i;
    int t86;
    int i_1;
    int t90;
    float t91;
    unsigned long t9 = (unsigned long)(n + 1) * 4UL;
    void *t10 = malloc(t9);
    float *in = (float *)t10;
    float *sq = (float *)malloc(t9);
    int t11 = n + 32;
    unsigned long t12 = (unsigned long)t11 * 4UL;
    float *out = (float *)malloc(t12);
    void *t13 = malloc(t9);
    int *x = (int *)t13;
    int *y = (int *)malloc(t9);
    long t14 = (long)n;
    unsigned long t15 = (unsigned long)t10;
    unsigned long t16 = (unsigned long)t13;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15)) & 1 & 1) {
        long t17 = t14 & -16L;
        __m256i t18 = _mm256_set1_epi32(0);
        __m256i t19 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(13));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t1 = t22;
        __m256i t23 = _mm256_set1_epi32(0);
        __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(101));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t2 = t27;
        long t3 = 0L;
        do {
            long t28 = (long)(int)t3;
            __m256 t29 = _mm256_cvtepi32_ps(t1);
            __m256 t30 = _mm256_sub_ps(t29, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t28, t30);
            __m256i t31 = _mm256_sub_epi32(t2, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t28), t31);
            long t32 = (long)(int)(t3 + 8L);
            __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
            __m256i t34 = t33;
            __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(13));
            __m256i t36 = _mm256_min_epu32(t34, t35);
            __m256i t37 = t36;
            __m256 t38 = _mm256_cvtepi32_ps(t37);
            __m256 t39 = _mm256_sub_ps(t38, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t32, t39);
            __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(94));
            __m256i t41 = t40;
            __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(101));
            __m256i t43 = _mm256_min_epu32(t41, t42);
            __m256i t44 = t43;
            __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t32), t45);
            t3 += 16L;
            __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t47 = t46;
            __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(13));
            __m256i t49 = _mm256_min_epu32(t47, t48);
            t1 = t49;
            __m256i t50 = _mm256_add_epi32(t2, _mm256_set1_epi32(87));
            __m256i t51 = t50;
            __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(101));
            __m256i t53 = _mm256_min_epu32(t51, t52);
            t2 = t53;
        } while (t3 < t17);
        t54 = (int)t17;
    } else {
        t54 = 0;
    }
    long t55 = (long)n + (long)t54 * -1L;
    unsigned long t56 = (unsigned long)t10;
    unsigned long t57 = (unsigned long)t13;
    int t58 = (int)((unsigned int)t54 * 7U);
    int t59 = (int)((unsigned int)t54 * 37U);
    if ((t55 >= 8L) & (((t56 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t54 * 4L))) | ((t57 + (unsigned long)((long)t54 * 4L + 4L + (t55 - 1L) * 4L)) <= (t56 + (unsigned long)((long)t54 * 4L)))) & (t58 >= 0) & (t59 >= 0)) {
        long t60 = t55 & -8L;
        __m256i t61 = _mm256_set1_epi32((int)(t58 % 13));
        __m256i t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t63 = t62;
        __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(13));
        __m256i t65 = _mm256_min_epu32(t63, t64);
        __m256i t4 = t65;
        __m256i t66 = _mm256_set1_epi32((int)(t59 % 101));
        __m256i t67 = _mm256_add_epi32(t66, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t68 = t67;
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(101));
        __m256i t70 = _mm256_min_epu32(t68, t69);
        __m256i t5 = t70;
        long t6 = 0L;
        do {
            long t71 = (long)(int)((long)t54 + t6);
            __m256 t72 = _mm256_cvtepi32_ps(t4);
            __m256 t73 = _mm256_sub_ps(t72, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t71, t73);
            __m256i t74 = _mm256_sub_epi32(t5, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t71), t74);
            t6 += 8L;
            __m256i t75 = _mm256_add_epi32(t4, _mm256_set1_epi32(4));
            __m256i t76 = t75;
            __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(13));
            __m256i t78 = _mm256_min_epu32(t76, t77);
            t4 = t78;
            __m256i t79 = _mm256_add_epi32(t5, _mm256_set1_epi32(94));
            __m256i t80 = t79;
            __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(101));
            __m256i t82 = _mm256_min_epu32(t80, t81);
            t5 = t82;
        } while (t6 < t60);
        i = (int)((long)t54 + t60);
    } else {
        i = t54;
    }
    for (; i < n; i++) {
        long t83 = (long)i;
        in[t83] = (float)(i * 7 % 13) - 4.5f;
        x[t83] = i * 37 % 101 - 50;
    }
    long t84 = (long)n + 32L;
    if (t84 >= 32L) {
        long t85 = t84 & -32L;
        long t7 = 0L;
        do {
            _mm256_storeu_ps(out + (int)t7, _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(t7 + 8L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(t7 + 16L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(t7 + 24L), _mm256_set1_ps(-1.0f));
            t7 += 32L;
        } while (t7 < t85);
        t86 = (int)t85;
    } else {
        t86 = 0;
    }
    long t87 = (long)n + (long)t86 * -1L + 32L;
    if (t87 >= 8L) {
        long t88 = t87 & -8L;
        long t8 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)t86 + t8), _mm256_set1_ps(-1.0f));
            t8 += 8L;
        } while (t8 < t88);
        i_1 = (int)((long)t86 + t88);
    } else {
        i_1 = t86;
    }
    for (; i_1 < t11; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t12));
    unsigned long t89 = (unsigned long)n * 4UL;
    unsigned long long h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t89)), (const void *)y, t89));
    if (n) {
        t90 = y[n - 1];
    } else {
        t90 = 0;
    }
    if (n) {
        t91 = sq[n - 1];
    } else {
        t91 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t91, t90);
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
