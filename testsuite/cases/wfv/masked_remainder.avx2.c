/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));

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

/* vcc: function at masked_remainder.c:16 vector variant _ZGVdN8uuul_shift of `shift`: VL 8, unmasked, out uniform, in uniform, bias uniform, i linear step 1 */
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

/* vcc: function at masked_remainder.c:23 vector variant _ZGVdN8vu_scale of `scale`: VL 8, unmasked, x vector, k uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_scale(__m256i x, int k) {
    __m256i t1 = _mm256_set1_epi32((int)k);
    __m256i t2 = _mm256_mullo_epi32(x, t1);
    __m256i t3 = _mm256_set1_epi32(2);
    __m256i t4 = _mm256_srav_epi32(x, t3);
    __m256i t5 = _mm256_add_epi32(t2, t4);
    return t5;
}

/* vcc: function at masked_remainder.c:23 vector variant _ZGVdM8vu_scale of `scale`: VL 8, masked, x vector, k uniform */
__attribute__((target("avx2"))) __m256i _ZGVdM8vu_scale(__m256i x, int k, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t2 = _mm256_set1_epi32((int)k);
    __m256i t3 = _mm256_mullo_epi32(x, t2);
    __m256i t4 = _mm256_set1_epi32(2);
    __m256i t5 = _mm256_srav_epi32(x, t4);
    __m256i t6 = _mm256_add_epi32(t3, t5);
    __m256i t7 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t6, t1);
    return t7;
}

__attribute__((target("avx2"))) void shift_all(float *out, float *sq, const float *in, int n, float bias) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = sq + i_vec_1;
            long t14 = (long)t3;
            __m256 t15 = _mm256_loadu_ps(in + t14);
            __m256 t16 = _mm256_set1_ps(0.5f);
            __m256 t17 = _mm256_mul_ps(t15, t16);
            __m256 t18 = _mm256_set1_ps(bias);
            __m256 t19 = _mm256_add_ps(t17, t18);
            _mm256_storeu_ps(out + t14, t19);
            __m256 t20 = _mm256_mul_ps(t19, t19);
            _mm256_storeu_ps(t4, t20);
            long t11 = i_vec_1 + 8L;
            int t12 = (int)t11;
            float *t13 = sq + t11;
            long t28 = (long)t12;
            __m256 t29 = _mm256_loadu_ps(in + t28);
            __m256 t30 = _mm256_set1_ps(0.5f);
            __m256 t31 = _mm256_mul_ps(t29, t30);
            __m256 t32 = _mm256_set1_ps(bias);
            __m256 t33 = _mm256_add_ps(t31, t32);
            _mm256_storeu_ps(out + t28, t33);
            __m256 t34 = _mm256_mul_ps(t33, t33);
            _mm256_storeu_ps(t13, t34);
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
    if (t6 >= 8L) {
        long t7 = t6 & -8L;
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = sq + t8;
            long t21 = (long)t9;
            __m256 t22 = _mm256_loadu_ps(in + t21);
            __m256 t23 = _mm256_set1_ps(0.5f);
            __m256 t24 = _mm256_mul_ps(t22, t23);
            __m256 t25 = _mm256_set1_ps(bias);
            __m256 t26 = _mm256_add_ps(t24, t25);
            _mm256_storeu_ps(out + t21, t26);
            __m256 t27 = _mm256_mul_ps(t26, t26);
            _mm256_storeu_ps(t10, t27);
            i_vec += 8L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        sq[i] = (_mm256_zeroupper(), shift(out, in, bias, i));
    }
}

__attribute__((target("avx2"))) void scale_all(int *y, const int *x, int n, int k) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        __m256i t5 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:35 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t6 = y + i_vec_1;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec_1));
            __m256i t21 = _mm256_set1_epi32((int)k);
            __m256i t22 = _mm256_mullo_epi32(x_v, t21);
            __m256i t23 = _mm256_set1_epi32(2);
            __m256i t24 = _mm256_srav_epi32(x_v, t23);
            __m256i t25 = _mm256_add_epi32(t22, t24);
            __m256i t17 = _mm256_sub_epi32(t25, (__m256i)i_v);
            _mm256_storeu_si256((__m256i *)t6, t17);
            long t18 = i_vec_1 + 8L;
            __m256i t19 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            int *t20 = y + t18;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t18));
            __m256i t33 = _mm256_set1_epi32((int)k);
            __m256i t34 = _mm256_mullo_epi32(x_v_2, t33);
            __m256i t35 = _mm256_set1_epi32(2);
            __m256i t36 = _mm256_srav_epi32(x_v_2, t35);
            __m256i t37 = _mm256_add_epi32(t34, t36);
            __m256i t32 = _mm256_sub_epi32(t37, t19);
            _mm256_storeu_si256((__m256i *)t20, t32);
            i_vec_1 += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            if (i_vec_1 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        long t11 = t8 & -8L;
        __m256i t12 = _mm256_set1_epi32((int)t7);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:35 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            int *t14 = y + t13;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t13));
            __m256i t27 = _mm256_set1_epi32((int)k);
            __m256i t28 = _mm256_mullo_epi32(x_v_1, t27);
            __m256i t29 = _mm256_set1_epi32(2);
            __m256i t30 = _mm256_srav_epi32(x_v_1, t29);
            __m256i t31 = _mm256_add_epi32(t28, t30);
            __m256i t26 = _mm256_sub_epi32(t31, (__m256i)i_v_1);
            _mm256_storeu_si256((__m256i *)t14, t26);
            i_vec += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t11) {
                i = (int)((long)t7 + t11);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        int t16 = x[t15];
        y[t15] = (_mm256_zeroupper(), scale(t16, k)) - i;
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
    int t37;
    int i;
    int t61;
    int i_1;
    int t65;
    float t66;
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
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(13));
        vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t15, t16);
        __m256i t17 = _mm256_set1_epi32(0);
        __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(101));
        vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t18, t19);
        long i_vec = 0L;
        /* vcc: loop at masked_remainder.c:52 vectorized: VF 8, UF 2, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, the remainder at 53:24 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 54:16 by 101 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
        do {
            __m256 t20 = _mm256_cvtepi32_ps((__m256i)t1);
            __m256 t21 = _mm256_sub_ps(t20, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + i_vec, t21);
            __m256i t22 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + i_vec), t22);
            long t23 = i_vec + 8L;
            __m256i t24 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
            __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(13));
            __m256i t26 = _mm256_min_epu32(t24, t25);
            __m256 t27 = _mm256_cvtepi32_ps(t26);
            __m256 t28 = _mm256_sub_ps(t27, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t23, t28);
            __m256i t29 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(94));
            __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(101));
            __m256i t31 = _mm256_min_epu32(t29, t30);
            __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t23), t32);
            i_vec += 16L;
            __m256i t33 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
            __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(13));
            t1 = (vcc_v8_int)_mm256_min_epu32(t33, t34);
            __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(87));
            __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(101));
            t2 = (vcc_v8_int)_mm256_min_epu32(t35, t36);
        } while (i_vec < t13);
        t37 = (int)t13;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    unsigned long t39 = (unsigned long)t6;
    unsigned long t40 = (unsigned long)t9;
    int t41 = (int)((unsigned int)t37 * 7U);
    int t42 = (int)((unsigned int)t37 * 37U);
    if ((t38 >= 8L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (t41 >= 0) & (t42 >= 0)) {
        long t43 = t38 & -8L;
        __m256i t44 = _mm256_set1_epi32((int)(t41 % 13));
        __m256i t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 7, 1, 8, 2, 9, 3, 10));
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(13));
        vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t45, t46);
        __m256i t47 = _mm256_set1_epi32((int)(t42 % 101));
        __m256i t48 = _mm256_add_epi32(t47, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(101));
        vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t48, t49);
        long i_vec_1 = 0L;
        /* vcc: loop at masked_remainder.c:52 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `malloc` at 49:17 and the value of the call to `malloc` at 51:14 do not overlap, scalar epilogue */
        do {
            long t50 = (long)t37 + i_vec_1;
            __m256 t51 = _mm256_cvtepi32_ps((__m256i)t3);
            __m256 t52 = _mm256_sub_ps(t51, _mm256_set1_ps(4.5f));
            _mm256_storeu_ps(in + t50, t52);
            __m256i t53 = _mm256_sub_epi32((__m256i)t4, _mm256_set1_epi32(50));
            _mm256_storeu_si256((__m256i *)(x + t50), t53);
            i_vec_1 += 8L;
            __m256i t54 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(4));
            __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(13));
            t3 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
            __m256i t56 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(94));
            __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(101));
            t4 = (vcc_v8_int)_mm256_min_epu32(t56, t57);
        } while (i_vec_1 < t43);
        i = (int)((long)t37 + t43);
    } else {
        i = t37;
    }
    for (; i < n; i++) {
        long t58 = (long)i;
        in[t58] = (float)(i * 7 % 13) - 4.5f;
        x[t58] = i * 37 % 101 - 50;
    }
    long t59 = (long)n + 32L;
    if (t59 >= 32L) {
        long t60 = t59 & -32L;
        long i_vec_2 = 0L;
        /* vcc: loop at masked_remainder.c:56 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            _mm256_storeu_ps(out + i_vec_2, _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (i_vec_2 + 8L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (i_vec_2 + 16L), _mm256_set1_ps(-1.0f));
            _mm256_storeu_ps(out + (i_vec_2 + 24L), _mm256_set1_ps(-1.0f));
            i_vec_2 += 32L;
        } while (i_vec_2 < t60);
        t61 = (int)t60;
    } else {
        t61 = 0;
    }
    long t62 = (long)n + (long)t61 * -1L + 32L;
    if (t62 >= 8L) {
        long t63 = t62 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at masked_remainder.c:56 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm256_storeu_ps(out + ((long)t61 + i_vec_3), _mm256_set1_ps(-1.0f));
            i_vec_3 += 8L;
        } while (i_vec_3 < t63);
        i_1 = (int)((long)t61 + t63);
    } else {
        i_1 = t61;
    }
    for (; i_1 < t7; i_1++) {
        out[i_1] = -1.0f;
    }
    shift_all(out, sq, in, n, 0.25f);
    scale_all(y, x, n, 3);
    unsigned long long h = (_mm256_zeroupper(), hash(14695981039346656037ULL, (const void *)out, t8));
    unsigned long t64 = (unsigned long)n * 4UL;
    unsigned long long h_1 = (_mm256_zeroupper(), hash((_mm256_zeroupper(), hash(h, (const void *)sq, t64)), (const void *)y, t64));
    if (n) {
        t65 = y[n - 1];
    } else {
        t65 = 0;
    }
    if (n) {
        t66 = sq[n - 1];
    } else {
        t66 = 0.0f;
    }
    printf("%d %016llx %g %d\n", n, h_1, (double)t66, t65);
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
