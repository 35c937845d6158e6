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
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = i_vec_1 + 8L;
            int t4 = (int)i_vec_1;
            float *t5 = sq + t4;
            long t13 = (long)t4;
            __m256 t14 = _mm256_loadu_ps(in + t13);
            __m256 t15 = _mm256_set1_ps(0.5f);
            __m256 t16 = _mm256_mul_ps(t14, t15);
            __m256 t17 = _mm256_set1_ps(bias);
            __m256 t18 = _mm256_add_ps(t16, t17);
            _mm256_storeu_ps(out + t13, t18);
            __m256 t19 = _mm256_mul_ps(t18, t18);
            _mm256_storeu_ps(t5, t19);
            int t11 = (int)t3;
            float *t12 = sq + t11;
            long t27 = (long)t11;
            __m256 t28 = _mm256_loadu_ps(in + t27);
            __m256 t29 = _mm256_set1_ps(0.5f);
            __m256 t30 = _mm256_mul_ps(t28, t29);
            __m256 t31 = _mm256_set1_ps(bias);
            __m256 t32 = _mm256_add_ps(t30, t31);
            _mm256_storeu_ps(out + t27, t32);
            __m256 t33 = _mm256_mul_ps(t32, t32);
            _mm256_storeu_ps(t12, t33);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec = 0L;
        for (;;) {
            int t9 = (int)((long)t6 + i_vec);
            float *t10 = sq + t9;
            long t20 = (long)t9;
            __m256 t21 = _mm256_loadu_ps(in + t20);
            __m256 t22 = _mm256_set1_ps(0.5f);
            __m256 t23 = _mm256_mul_ps(t21, t22);
            __m256 t24 = _mm256_set1_ps(bias);
            __m256 t25 = _mm256_add_ps(t23, t24);
            _mm256_storeu_ps(out + t20, t25);
            __m256 t26 = _mm256_mul_ps(t25, t25);
            _mm256_storeu_ps(t10, t26);
            i_vec += 8L;
            if (i_vec >= t8) {
                i = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        sq[i] = (_mm256_zeroupper(), shift(out, in, bias, i));
    }
}

__attribute__((target("avx2"))) void scale_all(int *y, const int *x, int n, int k) {
    int t10;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = t5;
        __m256i i_v = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t7 = i_vec_1 + 8L;
            __m256i i_v_2 = i_v;
            long t8 = (long)(int)i_vec_1;
            int *t9 = y + t8;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + t8));
            __m256i t25 = _mm256_set1_epi32((int)k);
            __m256i t26 = _mm256_mullo_epi32(x_v, t25);
            __m256i t27 = _mm256_set1_epi32(2);
            __m256i t28 = _mm256_srav_epi32(x_v, t27);
            __m256i t29 = _mm256_add_epi32(t26, t28);
            __m256i t21 = _mm256_sub_epi32(t29, i_v_2);
            _mm256_storeu_si256((__m256i *)t9, t21);
            __m256i t22 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_4 = t22;
            long t23 = (long)(int)t7;
            int *t24 = y + t23;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t23));
            __m256i t37 = _mm256_set1_epi32((int)k);
            __m256i t38 = _mm256_mullo_epi32(x_v_2, t37);
            __m256i t39 = _mm256_set1_epi32(2);
            __m256i t40 = _mm256_srav_epi32(x_v_2, t39);
            __m256i t41 = _mm256_add_epi32(t38, t40);
            __m256i t36 = _mm256_sub_epi32(t41, i_v_4);
            _mm256_storeu_si256((__m256i *)t24, t36);
            i_vec_1 += 16L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            if (i_vec_1 >= t4) {
                t10 = (int)t4;
                break;
            }
        }
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    unsigned long t12 = (unsigned long)y;
    unsigned long t13 = (unsigned long)x;
    if ((t11 >= 8L) & (((t12 + (unsigned long)((long)t10 * 4L + 4L + (t11 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t10 * 4L))) | ((t13 + (unsigned long)((long)t10 * 4L + 4L + (t11 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t10 * 4L))))) {
        long t14 = t11 & -8L;
        __m256i t15 = _mm256_set1_epi32((int)t10);
        __m256i t16 = t15;
        __m256i i_v_1 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        for (;;) {
            __m256i i_v_3 = i_v_1;
            long t17 = (long)(int)((long)t10 + i_vec);
            int *t18 = y + t17;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m256i t31 = _mm256_set1_epi32((int)k);
            __m256i t32 = _mm256_mullo_epi32(x_v_1, t31);
            __m256i t33 = _mm256_set1_epi32(2);
            __m256i t34 = _mm256_srav_epi32(x_v_1, t33);
            __m256i t35 = _mm256_add_epi32(t32, t34);
            __m256i t30 = _mm256_sub_epi32(t35, i_v_3);
            _mm256_storeu_si256((__m256i *)t18, t30);
            i_vec += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t14) {
                i = (int)((long)t10 + t14);
                break;
            }
        }
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t20 = x[t19];
        y[t19] = (_mm256_zeroupper(), scale(t20, k)) - i;
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
    int t50;
    int i;
    int t82;
    int i_1;
    int t86;
    float t87;
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
    if ((t10 >= 16L) & (((t11 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t10 - 1L) * 4L)) <= t11)) & 1 & 1) {
        long t13 = t10 & -16L;
        __m256i t14 = _mm256_set1_epi32(0);
        __m256i t15 = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(13));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t1 = t18;
        __m256i t19 = _mm256_set1_epi32(0);
        __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(101));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t2 = t23;
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            long t24 = (long)(int)i_vec;
            __m256 t25 = _mm256_cvtepi32_ps(t1);
            __m256 t26 = _mm256_sub_ps(t25, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t24, t26);
            __m256i t27 = _mm256_sub_epi32(t2, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t24), t27);
            long t28 = (long)(int)(i_vec + 8L);
            __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(4));
            __m256i t30 = t29;
            __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(13));
            __m256i t32 = _mm256_min_epu32(t30, t31);
            __m256i t33 = t32;
            __m256 t34 = _mm256_cvtepi32_ps(t33);
            __m256 t35 = _mm256_sub_ps(t34, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t28, t35);
            __m256i t36 = _mm256_add_epi32(t2, _mm256_set1_epi32(94));
            __m256i t37 = t36;
            __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(101));
            __m256i t39 = _mm256_min_epu32(t37, t38);
            __m256i t40 = t39;
            __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t28), t41);
            i_vec += 16L;
            __m256i t42 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t43 = t42;
            __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(13));
            __m256i t45 = _mm256_min_epu32(t43, t44);
            t1 = t45;
            __m256i t46 = _mm256_add_epi32(t2, _mm256_set1_epi32(87));
            __m256i t47 = t46;
            __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(101));
            __m256i t49 = _mm256_min_epu32(t47, t48);
            t2 = t49;
        } while (i_vec < t13);
        t50 = (int)t13;
    } else {
        t50 = 0;
    }
    long t51 = (long)n + (long)t50 * -1L;
    unsigned long t52 = (unsigned long)t6;
    unsigned long t53 = (unsigned long)t9;
    int t54 = (int)((unsigned int)t50 * 7U);
    int t55 = (int)((unsigned int)t50 * 37U);
    if ((t51 >= 8L) & (((t52 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t50 * 4L))) | ((t53 + (unsigned long)((long)t50 * 4L + 4L + (t51 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t50 * 4L)))) & (t54 >= 0) & (t55 >= 0)) {
        long t56 = t51 & -8L;
        __m256i t57 = _mm256_set1_epi32((int)(t54 % 13));
        __m256i t58 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t59 = t58;
        __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(13));
        __m256i t61 = _mm256_min_epu32(t59, t60);
        __m256i t3 = t61;
        __m256i t62 = _mm256_set1_epi32((int)(t55 % 101));
        __m256i t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t64 = t63;
        __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(101));
        __m256i t66 = _mm256_min_epu32(t64, t65);
        __m256i t4 = t66;
        long i_vec_1 = 0L;
        do {
            long t67 = (long)(int)((long)t50 + i_vec_1);
            __m256 t68 = _mm256_cvtepi32_ps(t3);
            __m256 t69 = _mm256_sub_ps(t68, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t67, t69);
            __m256i t70 = _mm256_sub_epi32(t4, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t67), t70);
            i_vec_1 += 8L;
            __m256i t71 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
            __m256i t72 = t71;
            __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(13));
            __m256i t74 = _mm256_min_epu32(t72, t73);
            t3 = t74;
            __m256i t75 = _mm256_add_epi32(t4, _mm256_set1_epi32(94));
            __m256i t76 = t75;
            __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(101));
            __m256i t78 = _mm256_min_epu32(t76, t77);
            t4 = t78;
        } while (i_vec_1 < t56);
        i = (int)((long)t50 + t56);
    } else {
        i = t50;
    }
    for (; i < n; i++) {
        long t79 = (long)i;
        in[t79] = (float)(i * 7 % 13) - 4.5f;
        x[t79] = i * 37 % 101 - 50;
    }
    long t80 = (long)n + 32L;
    if (t80 >= 32L) {
        long t81 = t80 & -32L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            _mm256_storeu_ps(out + (int)i_vec_2, _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(i_vec_2 + 8L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(i_vec_2 + 16L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (int)(i_vec_2 + 24L), _mm256_set1_ps(-1.0f));
            i_vec_2 += 32L;
        } while (i_vec_2 < t81);
        t82 = (int)t81;
    } else {
        t82 = 0;
    }
    long t83 = (long)n + (long)t82 * -1L + 32L;
    if (t83 >= 8L) {
        long t84 = t83 & -8L;
        long i_vec_3 = 0L;
        do {
            _mm256_storeu_ps(out + (int)((long)t82 + i_vec_3), _mm256_set1_ps(-1.0f));
            i_vec_3 += 8L;
        } while (i_vec_3 < t84);
        i_1 = (int)((long)t82 + t84);
    } else {
        i_1 = t82;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t8));
    unsigned long t85 = (unsigned long)n * 4UL;
    unsigned long long h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t85)), (const void *)y, t85));
    if (n) {
        t86 = y[n - 1];
    } else {
        t86 = 0;
    }
    if (n) {
        t87 = sq[n - 1];
    } else {
        t87 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t87, t86);
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
