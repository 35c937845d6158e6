/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* PHI seeds: values carried round a loop the loop vectorizer leaves scalar, as the lanes of
   one vector. `dot4` and `dot8` keep four and eight float sums of a hand-unrolled dot product
   (each lane adds its products in the scalar loop's order, so the sums are exact); `cdot`
   carries the real and imaginary parts of a complex dot product (alternating subtract and
   add); `dist4` the squared distances of four coordinates; `until` four sums of a do/while loop
   whose latch also leaves the loop (dot8 is two trees of four doubles on 32-byte vectors, four of
   two on 16-byte ones, one of eight on 64-byte ones). Must NOT vectorize: `xxh4`'s rounds (a 32-bit multiply on
   the chain: the vector chain is longer than the scalar one), `leak` (a sum also tested in the
   loop), `mixed` (a lane's next value uses another lane's sum). */
/* vcc-test: expect-slp 6 sse4.2=8 neon=8 avx512vbmi-zmm=5 */
#include <stdio.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float dot4(const float *x, const float *y, int n) {
    vcc_no_contract_body
    __m128 s0_v_1;
    int i;
    long t1 = (long)n / 4L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        float s0_v = 0.0f;
        float s1_v = 0.0f;
        float s2_v = 0.0f;
        float s3_v = 0.0f;
        /* vcc: loop at carried.c:15 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 4L;
            const float *t4 = x + t3;
            __m512 t5 = _mm512_loadu_ps(t4);
            __m512 t6 = _mm512_loadu_ps(t4 + 16);
            __m512 t7 = _mm512_loadu_ps(t4 + 32);
            __m512 t8 = _mm512_loadu_ps(t4 + 48);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 x_v = (__m512)__builtin_shufflevector((vcc_v16_float)t10, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m512 x_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t14 = (__m512)__builtin_shufflevector((vcc_v16_float)t13, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m512 x_v_2 = (__m512)__builtin_shufflevector((vcc_v16_float)t14, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m512 t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t6, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t7, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512 x_v_3 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            const float *t17 = y + t3;
            __m512 t18 = _mm512_loadu_ps(t17);
            __m512 t19 = _mm512_loadu_ps(t17 + 16);
            __m512 t20 = _mm512_loadu_ps(t17 + 32);
            __m512 t21 = _mm512_loadu_ps(t17 + 48);
            __m512 t22 = (__m512)__builtin_shufflevector((vcc_v16_float)t18, (vcc_v16_float)t19, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t23 = (__m512)__builtin_shufflevector((vcc_v16_float)t22, (vcc_v16_float)t20, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            __m512 y_v = (__m512)__builtin_shufflevector((vcc_v16_float)t23, (vcc_v16_float)t21, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            __m512 t24 = (__m512)__builtin_shufflevector((vcc_v16_float)t18, (vcc_v16_float)t19, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t24, (vcc_v16_float)t20, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            __m512 y_v_1 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t21, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            __m512 t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t18, (vcc_v16_float)t19, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t27 = (__m512)__builtin_shufflevector((vcc_v16_float)t26, (vcc_v16_float)t20, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            __m512 y_v_2 = (__m512)__builtin_shufflevector((vcc_v16_float)t27, (vcc_v16_float)t21, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            __m512 t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t18, (vcc_v16_float)t19, 3, 7, 11, 15, 19, 23, 27, 31, 0, 0, 0, 0, 0, 0, 0, 0);
            __m512 t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t20, 0, 1, 2, 3, 4, 5, 6, 7, 19, 23, 27, 31, 12, 13, 14, 15);
            __m512 y_v_3 = (__m512)__builtin_shufflevector((vcc_v16_float)t29, (vcc_v16_float)t21, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 19, 23, 27, 31);
            __m512 t30 = _mm512_mul_ps(x_v, y_v);
            s0_v = s0_v + ((vcc_v16_float)t30)[0] + ((vcc_v16_float)t30)[1] + ((vcc_v16_float)t30)[2] + ((vcc_v16_float)t30)[3] + ((vcc_v16_float)t30)[4] + ((vcc_v16_float)t30)[5] + ((vcc_v16_float)t30)[6] + ((vcc_v16_float)t30)[7] + ((vcc_v16_float)t30)[8] + ((vcc_v16_float)t30)[9] + ((vcc_v16_float)t30)[10] + ((vcc_v16_float)t30)[11] + ((vcc_v16_float)t30)[12] + ((vcc_v16_float)t30)[13] + ((vcc_v16_float)t30)[14] + ((vcc_v16_float)t30)[15];
            __m512 t31 = _mm512_mul_ps(x_v_1, y_v_1);
            s1_v = s1_v + ((vcc_v16_float)t31)[0] + ((vcc_v16_float)t31)[1] + ((vcc_v16_float)t31)[2] + ((vcc_v16_float)t31)[3] + ((vcc_v16_float)t31)[4] + ((vcc_v16_float)t31)[5] + ((vcc_v16_float)t31)[6] + ((vcc_v16_float)t31)[7] + ((vcc_v16_float)t31)[8] + ((vcc_v16_float)t31)[9] + ((vcc_v16_float)t31)[10] + ((vcc_v16_float)t31)[11] + ((vcc_v16_float)t31)[12] + ((vcc_v16_float)t31)[13] + ((vcc_v16_float)t31)[14] + ((vcc_v16_float)t31)[15];
            __m512 t32 = _mm512_mul_ps(x_v_2, y_v_2);
            s2_v = s2_v + ((vcc_v16_float)t32)[0] + ((vcc_v16_float)t32)[1] + ((vcc_v16_float)t32)[2] + ((vcc_v16_float)t32)[3] + ((vcc_v16_float)t32)[4] + ((vcc_v16_float)t32)[5] + ((vcc_v16_float)t32)[6] + ((vcc_v16_float)t32)[7] + ((vcc_v16_float)t32)[8] + ((vcc_v16_float)t32)[9] + ((vcc_v16_float)t32)[10] + ((vcc_v16_float)t32)[11] + ((vcc_v16_float)t32)[12] + ((vcc_v16_float)t32)[13] + ((vcc_v16_float)t32)[14] + ((vcc_v16_float)t32)[15];
            __m512 t33 = _mm512_mul_ps(x_v_3, y_v_3);
            s3_v = s3_v + ((vcc_v16_float)t33)[0] + ((vcc_v16_float)t33)[1] + ((vcc_v16_float)t33)[2] + ((vcc_v16_float)t33)[3] + ((vcc_v16_float)t33)[4] + ((vcc_v16_float)t33)[5] + ((vcc_v16_float)t33)[6] + ((vcc_v16_float)t33)[7] + ((vcc_v16_float)t33)[8] + ((vcc_v16_float)t33)[9] + ((vcc_v16_float)t33)[10] + ((vcc_v16_float)t33)[11] + ((vcc_v16_float)t33)[12] + ((vcc_v16_float)t33)[13] + ((vcc_v16_float)t33)[14] + ((vcc_v16_float)t33)[15];
            i_vec += 16L;
        } while (i_vec < t2);
        __m128 t34 = _mm_set1_ps(s0_v);
        __m128 t35 = (__m128)vcc_insert((vcc_v4_float)t34, 1, s1_v);
        __m128 t36 = (__m128)vcc_insert((vcc_v4_float)t35, 2, s2_v);
        s0_v_1 = (__m128)vcc_insert((vcc_v4_float)t36, 3, s3_v);
        i = (int)(t2 * 4L);
    } else {
        i = 0;
        s0_v_1 = _mm_set1_ps(0.0f);
    }
    for (; (i + 3) < n; i += 4) {
        long t37 = (long)i;
        __m128 t38 = _mm_loadu_ps(x + t37);
        __m128 t39 = _mm_loadu_ps(y + t37);
        __m128 t40 = _mm_mul_ps(t38, t39);
        s0_v_1 = _mm_add_ps(s0_v_1, t40);
    }
    return ((vcc_v4_float)s0_v_1)[0] + ((vcc_v4_float)s0_v_1)[1] + (((vcc_v4_float)s0_v_1)[2] + ((vcc_v4_float)s0_v_1)[3]);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) double dot8(const double *x, const double *y, int n) {
    vcc_no_contract_body
    double s[8];
    s[0] = 0.0;
    s[1] = 0.0;
    s[2] = 0.0;
    s[3] = 0.0;
    s[4] = 0.0;
    s[5] = 0.0;
    s[6] = 0.0;
    s[7] = 0.0;
    __m512d s0_v = _mm512_set1_pd(0.0);
    for (int i = 0; (i + 7) < n; i += 8) {
        long t1 = (long)i;
        __m512d t2 = _mm512_loadu_pd(x + t1);
        __m512d t3 = _mm512_loadu_pd(y + t1);
        __m512d t4 = _mm512_mul_pd(t2, t3);
        s0_v = _mm512_add_pd(s0_v, t4);
    }
    s[0] = ((vcc_v8_double)s0_v)[0];
    s[1] = ((vcc_v8_double)s0_v)[1];
    s[2] = ((vcc_v8_double)s0_v)[2];
    s[3] = ((vcc_v8_double)s0_v)[3];
    s[4] = ((vcc_v8_double)s0_v)[4];
    s[5] = ((vcc_v8_double)s0_v)[5];
    s[6] = ((vcc_v8_double)s0_v)[6];
    s[7] = ((vcc_v8_double)s0_v)[7];
    double t = 0.0;
    for (int k = 0; k < 8; k++) {
        t = t * 0.5 + s[k];
    }
    return t;
}

struct cpx { double re, im; };

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) struct cpx cdot(const struct cpx *a, const struct cpx *b, int n) {
    vcc_no_contract_body
    struct cpx r;
    __m128d re_v = _mm_set1_pd(0.0);
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        const struct cpx *t2 = a + t1;
        const double *t3 = &b[t1].re;
        __m128d t4 = _mm_set1_pd(t2->re);
        __m128d t5 = _mm_loadu_pd(t3);
        __m128d t6 = _mm_mul_pd(t4, t5);
        __m128d t7 = _mm_set1_pd(t2->im);
        __m128d t8 = _mm_loadu_pd(t3);
        __m128d t9 = _mm_shuffle_pd(t8, t8, 1);
        __m128d t10 = _mm_mul_pd(t7, t9);
        __m128d t11 = _mm_addsub_pd(t6, t10);
        re_v = _mm_add_pd(re_v, t11);
    }
    r.re = ((vcc_v2_double)re_v)[0];
    r.im = ((vcc_v2_double)re_v)[1];
    return r;
}

struct pt { float x, y, z, w; };

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void dist4(const struct pt *p, int n, struct pt c, float *out) {
    vcc_no_contract_body
    __m128 dx_v = _mm_set1_ps(0.0f);
    for (int i = 0; i < n; i++) {
        __m128 t1 = _mm_loadu_ps(&p[i].x);
        __m128 t2 = _mm_loadu_ps(&c.x);
        __m128 t3 = _mm_sub_ps(t1, t2);
        __m128 t4 = _mm_mul_ps(t3, t3);
        dx_v = _mm_add_ps(dx_v, t4);
    }
    out[0] = ((vcc_v4_float)dx_v)[0];
    out[1] = ((vcc_v4_float)dx_v)[1];
    out[2] = ((vcc_v4_float)dx_v)[2];
    out[3] = ((vcc_v4_float)dx_v)[3];
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) float until(const float *x, int n) {
    vcc_no_contract_body
    int i = 0;
    __m128 s0_v = _mm_setr_ps(1.0f, 2.0f, 3.0f, 4.0f);
    for (;;) {
        int i_1 = i + 4;
        __m128 t1 = _mm_loadu_ps(x + i);
        __m128 t2 = _mm_mul_ps(t1, _mm_setr_ps(0.5f, 0.25f, 0.125f, 2.0f));
        s0_v = _mm_add_ps(s0_v, t2);
        if ((i_1 + 3) >= n) {
            return ((vcc_v4_float)s0_v)[0] - ((vcc_v4_float)s0_v)[1] + ((vcc_v4_float)s0_v)[2] - ((vcc_v4_float)s0_v)[3];
        }
        i = i_1;
    }
}

unsigned xxh4(const unsigned *in, int n, unsigned *out) {
    unsigned a0 = 1, a1 = 2, a2 = 3, a3 = 4;
    for (int i = 0; i + 3 < n; i += 4) {
        a0 = ((a0 + in[i] * 2246822519u) << 13 | (a0 + in[i] * 2246822519u) >> 19) * 2654435761u;
        a1 = ((a1 + in[i + 1] * 2246822519u) << 13 | (a1 + in[i + 1] * 2246822519u) >> 19) * 2654435761u;
        a2 = ((a2 + in[i + 2] * 2246822519u) << 13 | (a2 + in[i + 2] * 2246822519u) >> 19) * 2654435761u;
        a3 = ((a3 + in[i + 3] * 2246822519u) << 13 | (a3 + in[i + 3] * 2246822519u) >> 19) * 2654435761u;
    }
    out[0] = a0, out[1] = a1, out[2] = a2, out[3] = a3;
    return a0 ^ a1 ^ a2 ^ a3;
}

float leak(const float *x, int n) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        s0 += x[i];
        s1 += x[i + 1];
        s2 += x[i + 2];
        s3 += x[i + 3];
        if (s0 > 1000.0f)
            break;
    }
    return s0 + s1 + s2 + s3;
}

float mixed(const float *x, int n) {
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i + 3 < n; i += 4) {
        s0 += x[i] * s1;
        s1 += x[i + 1] * s0;
        s2 += x[i + 2];
        s3 += x[i + 3];
    }
    return s0 + s1 + s2 + s3;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static float x[1003];
    static float y[1003];
    static double dx[1003];
    static double dy[1003];
    static struct cpx ca[301];
    static struct cpx cb[301];
    static struct pt p[257];
    static unsigned int in[1003];
    static unsigned int h[4];
    float d[4];
    struct pt c;
    struct cpx z;
    __m256i t11 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t12 = _mm256_set1_epi32(0);
    __m256i t13 = _mm256_add_epi32(t12, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(101));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t13, t14);
    __m256i t15 = _mm256_set1_epi32(0);
    __m256i t16 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(97));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t16, t17);
    long i_vec = 0L;
    /* vcc: loop at carried.c:125 vectorized: VF 8, UF 4, the remainder at 126:23 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 128:25 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256 t18 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t19 = _mm256_div_ps(t18, _mm256_set1_ps(7.0f));
        __m256 t20 = _mm256_sub_ps(t19, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&x[i_vec], t20);
        __m256i t21 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(3));
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256 t23 = _mm256_div_ps(_mm256_set1_ps(1.0f), t22);
        _mm256_storeu_ps(&y[i_vec], t23);
        __m512d t24 = _mm512_cvtepi32_pd((__m256i)t2);
        __m512d t25 = _mm512_div_pd(t24, _mm512_set1_pd(3.0));
        __m512d t26 = _mm512_sub_pd(t25, _mm512_set1_pd(11.0));
        _mm512_storeu_pd(&dx[i_vec], t26);
        __m256i t27 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(7));
        __m512d t28 = _mm512_cvtepi32_pd(t27);
        __m512d t29 = _mm512_div_pd(_mm512_set1_pd(1.0), t28);
        _mm512_storeu_pd(&dy[i_vec], t29);
        __m256i t30 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&in[i_vec], t30);
        long t31 = i_vec + 8L;
        __m256i t32 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t33 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(94));
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(101));
        __m256i t35 = _mm256_min_epu32(t33, t34);
        __m256 t36 = _mm256_cvtepi32_ps(t35);
        __m256 t37 = _mm256_div_ps(t36, _mm256_set1_ps(7.0f));
        __m256 t38 = _mm256_sub_ps(t37, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&x[t31], t38);
        __m256i t39 = _mm256_add_epi32(t32, _mm256_set1_epi32(3));
        __m256 t40 = _mm256_cvtepi32_ps(t39);
        __m256 t41 = _mm256_div_ps(_mm256_set1_ps(1.0f), t40);
        _mm256_storeu_ps(&y[t31], t41);
        __m256i t42 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(36));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(97));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m512d t45 = _mm512_cvtepi32_pd(t44);
        __m512d t46 = _mm512_div_pd(t45, _mm512_set1_pd(3.0));
        __m512d t47 = _mm512_sub_pd(t46, _mm512_set1_pd(11.0));
        _mm512_storeu_pd(&dx[t31], t47);
        __m256i t48 = _mm256_add_epi32(t32, _mm256_set1_epi32(7));
        __m512d t49 = _mm512_cvtepi32_pd(t48);
        __m512d t50 = _mm512_div_pd(_mm512_set1_pd(1.0), t49);
        _mm512_storeu_pd(&dy[t31], t50);
        __m256i t51 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&in[t31], t51);
        long t52 = i_vec + 16L;
        __m256i t53 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t54 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(87));
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(101));
        __m256i t56 = _mm256_min_epu32(t54, t55);
        __m256 t57 = _mm256_cvtepi32_ps(t56);
        __m256 t58 = _mm256_div_ps(t57, _mm256_set1_ps(7.0f));
        __m256 t59 = _mm256_sub_ps(t58, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&x[t52], t59);
        __m256i t60 = _mm256_add_epi32(t53, _mm256_set1_epi32(3));
        __m256 t61 = _mm256_cvtepi32_ps(t60);
        __m256 t62 = _mm256_div_ps(_mm256_set1_ps(1.0f), t61);
        _mm256_storeu_ps(&y[t52], t62);
        __m256i t63 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(72));
        __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(97));
        __m256i t65 = _mm256_min_epu32(t63, t64);
        __m512d t66 = _mm512_cvtepi32_pd(t65);
        __m512d t67 = _mm512_div_pd(t66, _mm512_set1_pd(3.0));
        __m512d t68 = _mm512_sub_pd(t67, _mm512_set1_pd(11.0));
        _mm512_storeu_pd(&dx[t52], t68);
        __m256i t69 = _mm256_add_epi32(t53, _mm256_set1_epi32(7));
        __m512d t70 = _mm512_cvtepi32_pd(t69);
        __m512d t71 = _mm512_div_pd(_mm512_set1_pd(1.0), t70);
        _mm512_storeu_pd(&dy[t52], t71);
        __m256i t72 = _mm256_mullo_epi32(t53, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&in[t52], t72);
        long t73 = i_vec + 24L;
        __m256i t74 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t75 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(80));
        __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(101));
        __m256i t77 = _mm256_min_epu32(t75, t76);
        __m256 t78 = _mm256_cvtepi32_ps(t77);
        __m256 t79 = _mm256_div_ps(t78, _mm256_set1_ps(7.0f));
        __m256 t80 = _mm256_sub_ps(t79, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&x[t73], t80);
        __m256i t81 = _mm256_add_epi32(t74, _mm256_set1_epi32(3));
        __m256 t82 = _mm256_cvtepi32_ps(t81);
        __m256 t83 = _mm256_div_ps(_mm256_set1_ps(1.0f), t82);
        _mm256_storeu_ps(&y[t73], t83);
        __m256i t84 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
        __m256i t85 = _mm256_sub_epi32(t84, _mm256_set1_epi32(97));
        __m256i t86 = _mm256_min_epu32(t84, t85);
        __m512d t87 = _mm512_cvtepi32_pd(t86);
        __m512d t88 = _mm512_div_pd(t87, _mm512_set1_pd(3.0));
        __m512d t89 = _mm512_sub_pd(t88, _mm512_set1_pd(11.0));
        _mm512_storeu_pd(&dx[t73], t89);
        __m256i t90 = _mm256_add_epi32(t74, _mm256_set1_epi32(7));
        __m512d t91 = _mm512_cvtepi32_pd(t90);
        __m512d t92 = _mm512_div_pd(_mm512_set1_pd(1.0), t91);
        _mm512_storeu_pd(&dy[t73], t92);
        __m256i t93 = _mm256_mullo_epi32(t74, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&in[t73], t93);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t94 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(73));
        __m256i t95 = _mm256_sub_epi32(t94, _mm256_set1_epi32(101));
        t1 = (vcc_v8_int)_mm256_min_epu32(t94, t95);
        __m256i t96 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(47));
        __m256i t97 = _mm256_sub_epi32(t96, _mm256_set1_epi32(97));
        t2 = (vcc_v8_int)_mm256_min_epu32(t96, t97);
    } while (i_vec < 992L);
    __m256i t98 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t99 = _mm256_set1_epi32(41);
    __m256i t100 = _mm256_add_epi32(t99, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t101 = _mm256_sub_epi32(t100, _mm256_set1_epi32(101));
    vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t100, t101);
    __m256i t102 = _mm256_set1_epi32(2);
    __m256i t103 = _mm256_add_epi32(t102, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t104 = _mm256_sub_epi32(t103, _mm256_set1_epi32(97));
    vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t103, t104);
    long i_vec_1 = 0L;
    /* vcc: loop at carried.c:125 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t105 = 992L + i_vec_1;
        __m256 t106 = _mm256_cvtepi32_ps((__m256i)t3);
        __m256 t107 = _mm256_div_ps(t106, _mm256_set1_ps(7.0f));
        __m256 t108 = _mm256_sub_ps(t107, _mm256_set1_ps(3.0f));
        _mm256_storeu_ps(&x[t105], t108);
        __m256i t109 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(3));
        __m256 t110 = _mm256_cvtepi32_ps(t109);
        __m256 t111 = _mm256_div_ps(_mm256_set1_ps(1.0f), t110);
        _mm256_storeu_ps(&y[t105], t111);
        __m512d t112 = _mm512_cvtepi32_pd((__m256i)t4);
        __m512d t113 = _mm512_div_pd(t112, _mm512_set1_pd(3.0));
        __m512d t114 = _mm512_sub_pd(t113, _mm512_set1_pd(11.0));
        _mm512_storeu_pd(&dx[t105], t114);
        __m256i t115 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(7));
        __m512d t116 = _mm512_cvtepi32_pd(t115);
        __m512d t117 = _mm512_div_pd(_mm512_set1_pd(1.0), t116);
        _mm512_storeu_pd(&dy[t105], t117);
        __m256i t118 = _mm256_mullo_epi32((__m256i)i_v_1, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&in[t105], t118);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
        __m256i t119 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(94));
        __m256i t120 = _mm256_sub_epi32(t119, _mm256_set1_epi32(101));
        t3 = (vcc_v8_int)_mm256_min_epu32(t119, t120);
        __m256i t121 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(36));
        __m256i t122 = _mm256_sub_epi32(t121, _mm256_set1_epi32(97));
        t4 = (vcc_v8_int)_mm256_min_epu32(t121, t122);
    } while (i_vec_1 < 8L);
    __m256i t123 = _mm256_set1_epi32(3);
    __m256i t124 = _mm256_cmpgt_epi32(t123, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t125 = _mm256_set1_epi32(1000);
    __m256i t126 = _mm256_add_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t127 = _mm256_set1_epi32(34);
    __m256i t128 = _mm256_add_epi32(t127, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t129 = _mm256_sub_epi32(t128, _mm256_set1_epi32(101));
    __m256i t130 = _mm256_min_epu32(t128, t129);
    __m256i t131 = _mm256_set1_epi32(38);
    __m256i t132 = _mm256_add_epi32(t131, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t133 = _mm256_sub_epi32(t132, _mm256_set1_epi32(97));
    __m256i t134 = _mm256_min_epu32(t132, t133);
    __m256 t135 = _mm256_cvtepi32_ps(t130);
    __m256 t136 = _mm256_div_ps(t135, _mm256_set1_ps(7.0f));
    __m256 t137 = _mm256_sub_ps(t136, _mm256_set1_ps(3.0f));
    _mm256_mask_storeu_ps(&x[1000], _mm256_movepi32_mask(t124), t137);
    __m256i t138 = _mm256_add_epi32(t126, _mm256_set1_epi32(3));
    __m256 t139 = _mm256_cvtepi32_ps(t138);
    __m256 t140 = _mm256_div_ps(_mm256_set1_ps(1.0f), t139);
    _mm256_mask_storeu_ps(&y[1000], _mm256_movepi32_mask(t124), t140);
    __m512d t141 = _mm512_cvtepi32_pd(t134);
    __m512d t142 = _mm512_div_pd(t141, _mm512_set1_pd(3.0));
    __m512d t143 = _mm512_sub_pd(t142, _mm512_set1_pd(11.0));
    _mm512_mask_storeu_pd(&dx[1000], _mm256_movepi32_mask(t124), t143);
    __m256i t144 = _mm256_add_epi32(t126, _mm256_set1_epi32(7));
    __m512d t145 = _mm512_cvtepi32_pd(t144);
    __m512d t146 = _mm512_div_pd(_mm512_set1_pd(1.0), t145);
    _mm512_mask_storeu_pd(&dy[1000], _mm256_movepi32_mask(t124), t146);
    __m256i t147 = _mm256_mullo_epi32(t126, _mm256_set1_epi32(-1640531535));
    _mm256_mask_storeu_epi32(&in[1000], _mm256_movepi32_mask(t124), t147);
    __m256i t148 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v_2 = (vcc_v8_uint)_mm256_add_epi32(t148, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t149 = _mm256_set1_epi32(0);
    __m256i t150 = _mm256_add_epi32(t149, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t151 = _mm256_sub_epi32(t150, _mm256_set1_epi32(13));
    vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t150, t151);
    __m256i t152 = _mm256_set1_epi32(0);
    __m256i t153 = _mm256_add_epi32(t152, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t154 = _mm256_sub_epi32(t153, _mm256_set1_epi32(7));
    vcc_v8_int t6 = (vcc_v8_int)_mm256_min_epu32(t153, t154);
    long i_vec_2 = 0L;
    /* vcc: loop at carried.c:132 vectorized: VF 8, UF 4, the remainder at 134:20 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 134:56 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        __m512d t155 = _mm512_cvtepi32_pd((__m256i)i_v_2);
        __m512d t156 = _mm512_mul_pd(t155, _mm512_set1_pd(0.75));
        __m512d t157 = _mm512_sub_pd(t156, _mm512_set1_pd(40.0));
        double *t158 = &ca[i_vec_2].im;
        __m256i t159 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(1));
        __m512d t160 = _mm512_cvtepi32_pd(t159);
        __m512d t161 = _mm512_div_pd(_mm512_set1_pd(1.0), t160);
        __m512d t162 = _mm512_permutex2var_pd(t157, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t161);
        _mm512_storeu_pd(t158 + -1, t162);
        __m512d t163 = _mm512_permutex2var_pd(t157, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t161);
        _mm512_storeu_pd(t158 + 7, t163);
        __m512d t164 = _mm512_cvtepi32_pd((__m256i)t5);
        __m512d t165 = _mm512_mul_pd(t164, _mm512_set1_pd(0.5));
        double *t166 = &cb[i_vec_2].im;
        __m512d t167 = _mm512_cvtepi32_pd((__m256i)t6);
        __m512d t168 = _mm512_xor_pd(t167, _mm512_set1_pd(-0.0));
        __m512d t169 = _mm512_permutex2var_pd(t165, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t168);
        _mm512_storeu_pd(t166 + -1, t169);
        __m512d t170 = _mm512_permutex2var_pd(t165, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t168);
        _mm512_storeu_pd(t166 + 7, t170);
        long t171 = i_vec_2 + 8L;
        __m256i t172 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(8));
        __m512d t173 = _mm512_cvtepi32_pd(t172);
        __m512d t174 = _mm512_mul_pd(t173, _mm512_set1_pd(0.75));
        __m512d t175 = _mm512_sub_pd(t174, _mm512_set1_pd(40.0));
        double *t176 = &ca[t171].im;
        __m256i t177 = _mm256_add_epi32(t172, _mm256_set1_epi32(1));
        __m512d t178 = _mm512_cvtepi32_pd(t177);
        __m512d t179 = _mm512_div_pd(_mm512_set1_pd(1.0), t178);
        __m512d t180 = _mm512_permutex2var_pd(t175, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t179);
        _mm512_storeu_pd(t176 + -1, t180);
        __m512d t181 = _mm512_permutex2var_pd(t175, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t179);
        _mm512_storeu_pd(t176 + 7, t181);
        __m256i t182 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(8));
        __m256i t183 = _mm256_sub_epi32(t182, _mm256_set1_epi32(13));
        __m256i t184 = _mm256_min_epu32(t182, t183);
        __m512d t185 = _mm512_cvtepi32_pd(t184);
        __m512d t186 = _mm512_mul_pd(t185, _mm512_set1_pd(0.5));
        double *t187 = &cb[t171].im;
        __m256i t188 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(1));
        __m256i t189 = _mm256_sub_epi32(t188, _mm256_set1_epi32(7));
        __m256i t190 = _mm256_min_epu32(t188, t189);
        __m512d t191 = _mm512_cvtepi32_pd(t190);
        __m512d t192 = _mm512_xor_pd(t191, _mm512_set1_pd(-0.0));
        __m512d t193 = _mm512_permutex2var_pd(t186, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t192);
        _mm512_storeu_pd(t187 + -1, t193);
        __m512d t194 = _mm512_permutex2var_pd(t186, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t192);
        _mm512_storeu_pd(t187 + 7, t194);
        long t195 = i_vec_2 + 16L;
        __m256i t196 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(16));
        __m512d t197 = _mm512_cvtepi32_pd(t196);
        __m512d t198 = _mm512_mul_pd(t197, _mm512_set1_pd(0.75));
        __m512d t199 = _mm512_sub_pd(t198, _mm512_set1_pd(40.0));
        double *t200 = &ca[t195].im;
        __m256i t201 = _mm256_add_epi32(t196, _mm256_set1_epi32(1));
        __m512d t202 = _mm512_cvtepi32_pd(t201);
        __m512d t203 = _mm512_div_pd(_mm512_set1_pd(1.0), t202);
        __m512d t204 = _mm512_permutex2var_pd(t199, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t203);
        _mm512_storeu_pd(t200 + -1, t204);
        __m512d t205 = _mm512_permutex2var_pd(t199, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t203);
        _mm512_storeu_pd(t200 + 7, t205);
        __m256i t206 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(3));
        __m256i t207 = _mm256_sub_epi32(t206, _mm256_set1_epi32(13));
        __m256i t208 = _mm256_min_epu32(t206, t207);
        __m512d t209 = _mm512_cvtepi32_pd(t208);
        __m512d t210 = _mm512_mul_pd(t209, _mm512_set1_pd(0.5));
        double *t211 = &cb[t195].im;
        __m256i t212 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(2));
        __m256i t213 = _mm256_sub_epi32(t212, _mm256_set1_epi32(7));
        __m256i t214 = _mm256_min_epu32(t212, t213);
        __m512d t215 = _mm512_cvtepi32_pd(t214);
        __m512d t216 = _mm512_xor_pd(t215, _mm512_set1_pd(-0.0));
        __m512d t217 = _mm512_permutex2var_pd(t210, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t216);
        _mm512_storeu_pd(t211 + -1, t217);
        __m512d t218 = _mm512_permutex2var_pd(t210, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t216);
        _mm512_storeu_pd(t211 + 7, t218);
        long t219 = i_vec_2 + 24L;
        __m256i t220 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(24));
        __m512d t221 = _mm512_cvtepi32_pd(t220);
        __m512d t222 = _mm512_mul_pd(t221, _mm512_set1_pd(0.75));
        __m512d t223 = _mm512_sub_pd(t222, _mm512_set1_pd(40.0));
        double *t224 = &ca[t219].im;
        __m256i t225 = _mm256_add_epi32(t220, _mm256_set1_epi32(1));
        __m512d t226 = _mm512_cvtepi32_pd(t225);
        __m512d t227 = _mm512_div_pd(_mm512_set1_pd(1.0), t226);
        __m512d t228 = _mm512_permutex2var_pd(t223, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t227);
        _mm512_storeu_pd(t224 + -1, t228);
        __m512d t229 = _mm512_permutex2var_pd(t223, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t227);
        _mm512_storeu_pd(t224 + 7, t229);
        __m256i t230 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(11));
        __m256i t231 = _mm256_sub_epi32(t230, _mm256_set1_epi32(13));
        __m256i t232 = _mm256_min_epu32(t230, t231);
        __m512d t233 = _mm512_cvtepi32_pd(t232);
        __m512d t234 = _mm512_mul_pd(t233, _mm512_set1_pd(0.5));
        double *t235 = &cb[t219].im;
        __m256i t236 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(3));
        __m256i t237 = _mm256_sub_epi32(t236, _mm256_set1_epi32(7));
        __m256i t238 = _mm256_min_epu32(t236, t237);
        __m512d t239 = _mm512_cvtepi32_pd(t238);
        __m512d t240 = _mm512_xor_pd(t239, _mm512_set1_pd(-0.0));
        __m512d t241 = _mm512_permutex2var_pd(t234, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t240);
        _mm512_storeu_pd(t235 + -1, t241);
        __m512d t242 = _mm512_permutex2var_pd(t234, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t240);
        _mm512_storeu_pd(t235 + 7, t242);
        i_vec_2 += 32L;
        i_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(32));
        __m256i t243 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(6));
        __m256i t244 = _mm256_sub_epi32(t243, _mm256_set1_epi32(13));
        t5 = (vcc_v8_int)_mm256_min_epu32(t243, t244);
        __m256i t245 = _mm256_add_epi32((__m256i)t6, _mm256_set1_epi32(4));
        __m256i t246 = _mm256_sub_epi32(t245, _mm256_set1_epi32(7));
        t6 = (vcc_v8_int)_mm256_min_epu32(t245, t246);
    } while (i_vec_2 < 288L);
    __m256i t247 = _mm256_set1_epi32(288);
    vcc_v8_uint i_v_3 = (vcc_v8_uint)_mm256_add_epi32(t247, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t248 = _mm256_set1_epi32(2);
    __m256i t249 = _mm256_add_epi32(t248, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t250 = _mm256_sub_epi32(t249, _mm256_set1_epi32(13));
    vcc_v8_int t7 = (vcc_v8_int)_mm256_min_epu32(t249, t250);
    __m256i t251 = _mm256_set1_epi32(1);
    __m256i t252 = _mm256_add_epi32(t251, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t253 = _mm256_sub_epi32(t252, _mm256_set1_epi32(7));
    vcc_v8_int t8 = (vcc_v8_int)_mm256_min_epu32(t252, t253);
    long i_vec_3 = 0L;
    /* vcc: loop at carried.c:132 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t254 = 288L + i_vec_3;
        __m512d t255 = _mm512_cvtepi32_pd((__m256i)i_v_3);
        __m512d t256 = _mm512_mul_pd(t255, _mm512_set1_pd(0.75));
        __m512d t257 = _mm512_sub_pd(t256, _mm512_set1_pd(40.0));
        double *t258 = &ca[t254].im;
        __m256i t259 = _mm256_add_epi32((__m256i)i_v_3, _mm256_set1_epi32(1));
        __m512d t260 = _mm512_cvtepi32_pd(t259);
        __m512d t261 = _mm512_div_pd(_mm512_set1_pd(1.0), t260);
        __m512d t262 = _mm512_permutex2var_pd(t257, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t261);
        _mm512_storeu_pd(t258 + -1, t262);
        __m512d t263 = _mm512_permutex2var_pd(t257, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t261);
        _mm512_storeu_pd(t258 + 7, t263);
        __m512d t264 = _mm512_cvtepi32_pd((__m256i)t7);
        __m512d t265 = _mm512_mul_pd(t264, _mm512_set1_pd(0.5));
        double *t266 = &cb[t254].im;
        __m512d t267 = _mm512_cvtepi32_pd((__m256i)t8);
        __m512d t268 = _mm512_xor_pd(t267, _mm512_set1_pd(-0.0));
        __m512d t269 = _mm512_permutex2var_pd(t265, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t268);
        _mm512_storeu_pd(t266 + -1, t269);
        __m512d t270 = _mm512_permutex2var_pd(t265, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t268);
        _mm512_storeu_pd(t266 + 7, t270);
        i_vec_3 += 8L;
        i_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_3, _mm256_set1_epi32(8));
        __m256i t271 = _mm256_add_epi32((__m256i)t7, _mm256_set1_epi32(8));
        __m256i t272 = _mm256_sub_epi32(t271, _mm256_set1_epi32(13));
        t7 = (vcc_v8_int)_mm256_min_epu32(t271, t272);
        __m256i t273 = _mm256_add_epi32((__m256i)t8, _mm256_set1_epi32(1));
        __m256i t274 = _mm256_sub_epi32(t273, _mm256_set1_epi32(7));
        t8 = (vcc_v8_int)_mm256_min_epu32(t273, t274);
    } while (i_vec_3 < 8L);
    int i = 296;
    while (i < 301) {
        long t275 = (long)i;
        struct cpx *t276 = &ca[t275];
        t276->re = (double)i * 0.75 - 40.0;
        int t277 = i + 1;
        t276->im = 1.0 / (double)t277;
        struct cpx *t278 = &cb[t275];
        t278->re = (double)(i % 13) * 0.5;
        t278->im = -(double)(i % 7);
        i = t277;
    }
    __m512i t279 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v_4 = (vcc_v16_uint)_mm512_add_epi32(t279, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t280 = _mm512_set1_epi32(0);
    __m512i t281 = _mm512_add_epi32(t280, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t282 = _mm512_sub_epi32(t281, _mm512_set1_epi32(17));
    vcc_v16_int t9 = (vcc_v16_int)_mm512_min_epu32(t281, t282);
    __m512i t283 = _mm512_set1_epi32(0);
    __m512i t284 = _mm512_add_epi32(t283, _mm512_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0));
    __m512i t285 = _mm512_sub_epi32(t284, _mm512_set1_epi32(5));
    vcc_v16_int t10 = (vcc_v16_int)_mm512_min_epu32(t284, t285);
    long i_vec_4 = 0L;
    /* vcc: loop at carried.c:136 vectorized: VF 16, UF 4, the remainder at 137:25 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 137:51 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512 t286 = _mm512_cvtepi32_ps((__m512i)t9);
        __m512 t287 = _mm512_cvtepi32_ps((__m512i)t10);
        __m512 t288 = _mm512_mul_ps(t287, _mm512_set1_ps(0.3f));
        __m512i t289 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(1));
        __m512 t290 = _mm512_cvtepi32_ps(t289);
        __m512 t291 = _mm512_div_ps(_mm512_set1_ps(1.0f), t290);
        float *t292 = &p[i_vec_4].w;
        __m512 t293 = _mm512_cvtepi32_ps((__m512i)i_v_4);
        __m512 t294 = _mm512_xor_ps(t293, _mm512_set1_ps(-0.0f));
        __m512 t295 = (__m512)__builtin_shufflevector((vcc_v16_float)t286, (vcc_v16_float)t288, 0, 16, 0, 0, 1, 17, 0, 0, 2, 18, 0, 0, 3, 19, 0, 0);
        __m512 t296 = (__m512)__builtin_shufflevector((vcc_v16_float)t295, (vcc_v16_float)t291, 0, 1, 16, 3, 4, 5, 17, 7, 8, 9, 18, 11, 12, 13, 19, 15);
        __m512 t297 = (__m512)__builtin_shufflevector((vcc_v16_float)t296, (vcc_v16_float)t294, 0, 1, 2, 16, 4, 5, 6, 17, 8, 9, 10, 18, 12, 13, 14, 19);
        _mm512_storeu_ps(t292 + -3, t297);
        __m512 t298 = (__m512)__builtin_shufflevector((vcc_v16_float)t286, (vcc_v16_float)t288, 4, 20, 0, 0, 5, 21, 0, 0, 6, 22, 0, 0, 7, 23, 0, 0);
        __m512 t299 = (__m512)__builtin_shufflevector((vcc_v16_float)t298, (vcc_v16_float)t291, 0, 1, 20, 3, 4, 5, 21, 7, 8, 9, 22, 11, 12, 13, 23, 15);
        __m512 t300 = (__m512)__builtin_shufflevector((vcc_v16_float)t299, (vcc_v16_float)t294, 0, 1, 2, 20, 4, 5, 6, 21, 8, 9, 10, 22, 12, 13, 14, 23);
        _mm512_storeu_ps(t292 + 13, t300);
        __m512 t301 = (__m512)__builtin_shufflevector((vcc_v16_float)t286, (vcc_v16_float)t288, 8, 24, 0, 0, 9, 25, 0, 0, 10, 26, 0, 0, 11, 27, 0, 0);
        __m512 t302 = (__m512)__builtin_shufflevector((vcc_v16_float)t301, (vcc_v16_float)t291, 0, 1, 24, 3, 4, 5, 25, 7, 8, 9, 26, 11, 12, 13, 27, 15);
        __m512 t303 = (__m512)__builtin_shufflevector((vcc_v16_float)t302, (vcc_v16_float)t294, 0, 1, 2, 24, 4, 5, 6, 25, 8, 9, 10, 26, 12, 13, 14, 27);
        _mm512_storeu_ps(t292 + 29, t303);
        __m512 t304 = (__m512)__builtin_shufflevector((vcc_v16_float)t286, (vcc_v16_float)t288, 12, 28, 0, 0, 13, 29, 0, 0, 14, 30, 0, 0, 15, 31, 0, 0);
        __m512 t305 = (__m512)__builtin_shufflevector((vcc_v16_float)t304, (vcc_v16_float)t291, 0, 1, 28, 3, 4, 5, 29, 7, 8, 9, 30, 11, 12, 13, 31, 15);
        __m512 t306 = (__m512)__builtin_shufflevector((vcc_v16_float)t305, (vcc_v16_float)t294, 0, 1, 2, 28, 4, 5, 6, 29, 8, 9, 10, 30, 12, 13, 14, 31);
        _mm512_storeu_ps(t292 + 45, t306);
        __m512i t307 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(16));
        __m512i t308 = _mm512_add_epi32((__m512i)t9, _mm512_set1_epi32(16));
        __m512i t309 = _mm512_sub_epi32(t308, _mm512_set1_epi32(17));
        __m512i t310 = _mm512_min_epu32(t308, t309);
        __m512 t311 = _mm512_cvtepi32_ps(t310);
        __m512i t312 = _mm512_add_epi32((__m512i)t10, _mm512_set1_epi32(1));
        __m512i t313 = _mm512_sub_epi32(t312, _mm512_set1_epi32(5));
        __m512i t314 = _mm512_min_epu32(t312, t313);
        __m512 t315 = _mm512_cvtepi32_ps(t314);
        __m512 t316 = _mm512_mul_ps(t315, _mm512_set1_ps(0.3f));
        __m512i t317 = _mm512_add_epi32(t307, _mm512_set1_epi32(1));
        __m512 t318 = _mm512_cvtepi32_ps(t317);
        __m512 t319 = _mm512_div_ps(_mm512_set1_ps(1.0f), t318);
        float *t320 = &p[i_vec_4 + 16L].w;
        __m512 t321 = _mm512_cvtepi32_ps(t307);
        __m512 t322 = _mm512_xor_ps(t321, _mm512_set1_ps(-0.0f));
        __m512 t323 = (__m512)__builtin_shufflevector((vcc_v16_float)t311, (vcc_v16_float)t316, 0, 16, 0, 0, 1, 17, 0, 0, 2, 18, 0, 0, 3, 19, 0, 0);
        __m512 t324 = (__m512)__builtin_shufflevector((vcc_v16_float)t323, (vcc_v16_float)t319, 0, 1, 16, 3, 4, 5, 17, 7, 8, 9, 18, 11, 12, 13, 19, 15);
        __m512 t325 = (__m512)__builtin_shufflevector((vcc_v16_float)t324, (vcc_v16_float)t322, 0, 1, 2, 16, 4, 5, 6, 17, 8, 9, 10, 18, 12, 13, 14, 19);
        _mm512_storeu_ps(t320 + -3, t325);
        __m512 t326 = (__m512)__builtin_shufflevector((vcc_v16_float)t311, (vcc_v16_float)t316, 4, 20, 0, 0, 5, 21, 0, 0, 6, 22, 0, 0, 7, 23, 0, 0);
        __m512 t327 = (__m512)__builtin_shufflevector((vcc_v16_float)t326, (vcc_v16_float)t319, 0, 1, 20, 3, 4, 5, 21, 7, 8, 9, 22, 11, 12, 13, 23, 15);
        __m512 t328 = (__m512)__builtin_shufflevector((vcc_v16_float)t327, (vcc_v16_float)t322, 0, 1, 2, 20, 4, 5, 6, 21, 8, 9, 10, 22, 12, 13, 14, 23);
        _mm512_storeu_ps(t320 + 13, t328);
        __m512 t329 = (__m512)__builtin_shufflevector((vcc_v16_float)t311, (vcc_v16_float)t316, 8, 24, 0, 0, 9, 25, 0, 0, 10, 26, 0, 0, 11, 27, 0, 0);
        __m512 t330 = (__m512)__builtin_shufflevector((vcc_v16_float)t329, (vcc_v16_float)t319, 0, 1, 24, 3, 4, 5, 25, 7, 8, 9, 26, 11, 12, 13, 27, 15);
        __m512 t331 = (__m512)__builtin_shufflevector((vcc_v16_float)t330, (vcc_v16_float)t322, 0, 1, 2, 24, 4, 5, 6, 25, 8, 9, 10, 26, 12, 13, 14, 27);
        _mm512_storeu_ps(t320 + 29, t331);
        __m512 t332 = (__m512)__builtin_shufflevector((vcc_v16_float)t311, (vcc_v16_float)t316, 12, 28, 0, 0, 13, 29, 0, 0, 14, 30, 0, 0, 15, 31, 0, 0);
        __m512 t333 = (__m512)__builtin_shufflevector((vcc_v16_float)t332, (vcc_v16_float)t319, 0, 1, 28, 3, 4, 5, 29, 7, 8, 9, 30, 11, 12, 13, 31, 15);
        __m512 t334 = (__m512)__builtin_shufflevector((vcc_v16_float)t333, (vcc_v16_float)t322, 0, 1, 2, 28, 4, 5, 6, 29, 8, 9, 10, 30, 12, 13, 14, 31);
        _mm512_storeu_ps(t320 + 45, t334);
        __m512i t335 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(32));
        __m512i t336 = _mm512_add_epi32((__m512i)t9, _mm512_set1_epi32(15));
        __m512i t337 = _mm512_sub_epi32(t336, _mm512_set1_epi32(17));
        __m512i t338 = _mm512_min_epu32(t336, t337);
        __m512 t339 = _mm512_cvtepi32_ps(t338);
        __m512i t340 = _mm512_add_epi32((__m512i)t10, _mm512_set1_epi32(2));
        __m512i t341 = _mm512_sub_epi32(t340, _mm512_set1_epi32(5));
        __m512i t342 = _mm512_min_epu32(t340, t341);
        __m512 t343 = _mm512_cvtepi32_ps(t342);
        __m512 t344 = _mm512_mul_ps(t343, _mm512_set1_ps(0.3f));
        __m512i t345 = _mm512_add_epi32(t335, _mm512_set1_epi32(1));
        __m512 t346 = _mm512_cvtepi32_ps(t345);
        __m512 t347 = _mm512_div_ps(_mm512_set1_ps(1.0f), t346);
        float *t348 = &p[i_vec_4 + 32L].w;
        __m512 t349 = _mm512_cvtepi32_ps(t335);
        __m512 t350 = _mm512_xor_ps(t349, _mm512_set1_ps(-0.0f));
        __m512 t351 = (__m512)__builtin_shufflevector((vcc_v16_float)t339, (vcc_v16_float)t344, 0, 16, 0, 0, 1, 17, 0, 0, 2, 18, 0, 0, 3, 19, 0, 0);
        __m512 t352 = (__m512)__builtin_shufflevector((vcc_v16_float)t351, (vcc_v16_float)t347, 0, 1, 16, 3, 4, 5, 17, 7, 8, 9, 18, 11, 12, 13, 19, 15);
        __m512 t353 = (__m512)__builtin_shufflevector((vcc_v16_float)t352, (vcc_v16_float)t350, 0, 1, 2, 16, 4, 5, 6, 17, 8, 9, 10, 18, 12, 13, 14, 19);
        _mm512_storeu_ps(t348 + -3, t353);
        __m512 t354 = (__m512)__builtin_shufflevector((vcc_v16_float)t339, (vcc_v16_float)t344, 4, 20, 0, 0, 5, 21, 0, 0, 6, 22, 0, 0, 7, 23, 0, 0);
        __m512 t355 = (__m512)__builtin_shufflevector((vcc_v16_float)t354, (vcc_v16_float)t347, 0, 1, 20, 3, 4, 5, 21, 7, 8, 9, 22, 11, 12, 13, 23, 15);
        __m512 t356 = (__m512)__builtin_shufflevector((vcc_v16_float)t355, (vcc_v16_float)t350, 0, 1, 2, 20, 4, 5, 6, 21, 8, 9, 10, 22, 12, 13, 14, 23);
        _mm512_storeu_ps(t348 + 13, t356);
        __m512 t357 = (__m512)__builtin_shufflevector((vcc_v16_float)t339, (vcc_v16_float)t344, 8, 24, 0, 0, 9, 25, 0, 0, 10, 26, 0, 0, 11, 27, 0, 0);
        __m512 t358 = (__m512)__builtin_shufflevector((vcc_v16_float)t357, (vcc_v16_float)t347, 0, 1, 24, 3, 4, 5, 25, 7, 8, 9, 26, 11, 12, 13, 27, 15);
        __m512 t359 = (__m512)__builtin_shufflevector((vcc_v16_float)t358, (vcc_v16_float)t350, 0, 1, 2, 24, 4, 5, 6, 25, 8, 9, 10, 26, 12, 13, 14, 27);
        _mm512_storeu_ps(t348 + 29, t359);
        __m512 t360 = (__m512)__builtin_shufflevector((vcc_v16_float)t339, (vcc_v16_float)t344, 12, 28, 0, 0, 13, 29, 0, 0, 14, 30, 0, 0, 15, 31, 0, 0);
        __m512 t361 = (__m512)__builtin_shufflevector((vcc_v16_float)t360, (vcc_v16_float)t347, 0, 1, 28, 3, 4, 5, 29, 7, 8, 9, 30, 11, 12, 13, 31, 15);
        __m512 t362 = (__m512)__builtin_shufflevector((vcc_v16_float)t361, (vcc_v16_float)t350, 0, 1, 2, 28, 4, 5, 6, 29, 8, 9, 10, 30, 12, 13, 14, 31);
        _mm512_storeu_ps(t348 + 45, t362);
        __m512i t363 = _mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(48));
        __m512i t364 = _mm512_add_epi32((__m512i)t9, _mm512_set1_epi32(14));
        __m512i t365 = _mm512_sub_epi32(t364, _mm512_set1_epi32(17));
        __m512i t366 = _mm512_min_epu32(t364, t365);
        __m512 t367 = _mm512_cvtepi32_ps(t366);
        __m512i t368 = _mm512_add_epi32((__m512i)t10, _mm512_set1_epi32(3));
        __m512i t369 = _mm512_sub_epi32(t368, _mm512_set1_epi32(5));
        __m512i t370 = _mm512_min_epu32(t368, t369);
        __m512 t371 = _mm512_cvtepi32_ps(t370);
        __m512 t372 = _mm512_mul_ps(t371, _mm512_set1_ps(0.3f));
        __m512i t373 = _mm512_add_epi32(t363, _mm512_set1_epi32(1));
        __m512 t374 = _mm512_cvtepi32_ps(t373);
        __m512 t375 = _mm512_div_ps(_mm512_set1_ps(1.0f), t374);
        float *t376 = &p[i_vec_4 + 48L].w;
        __m512 t377 = _mm512_cvtepi32_ps(t363);
        __m512 t378 = _mm512_xor_ps(t377, _mm512_set1_ps(-0.0f));
        __m512 t379 = (__m512)__builtin_shufflevector((vcc_v16_float)t367, (vcc_v16_float)t372, 0, 16, 0, 0, 1, 17, 0, 0, 2, 18, 0, 0, 3, 19, 0, 0);
        __m512 t380 = (__m512)__builtin_shufflevector((vcc_v16_float)t379, (vcc_v16_float)t375, 0, 1, 16, 3, 4, 5, 17, 7, 8, 9, 18, 11, 12, 13, 19, 15);
        __m512 t381 = (__m512)__builtin_shufflevector((vcc_v16_float)t380, (vcc_v16_float)t378, 0, 1, 2, 16, 4, 5, 6, 17, 8, 9, 10, 18, 12, 13, 14, 19);
        _mm512_storeu_ps(t376 + -3, t381);
        __m512 t382 = (__m512)__builtin_shufflevector((vcc_v16_float)t367, (vcc_v16_float)t372, 4, 20, 0, 0, 5, 21, 0, 0, 6, 22, 0, 0, 7, 23, 0, 0);
        __m512 t383 = (__m512)__builtin_shufflevector((vcc_v16_float)t382, (vcc_v16_float)t375, 0, 1, 20, 3, 4, 5, 21, 7, 8, 9, 22, 11, 12, 13, 23, 15);
        __m512 t384 = (__m512)__builtin_shufflevector((vcc_v16_float)t383, (vcc_v16_float)t378, 0, 1, 2, 20, 4, 5, 6, 21, 8, 9, 10, 22, 12, 13, 14, 23);
        _mm512_storeu_ps(t376 + 13, t384);
        __m512 t385 = (__m512)__builtin_shufflevector((vcc_v16_float)t367, (vcc_v16_float)t372, 8, 24, 0, 0, 9, 25, 0, 0, 10, 26, 0, 0, 11, 27, 0, 0);
        __m512 t386 = (__m512)__builtin_shufflevector((vcc_v16_float)t385, (vcc_v16_float)t375, 0, 1, 24, 3, 4, 5, 25, 7, 8, 9, 26, 11, 12, 13, 27, 15);
        __m512 t387 = (__m512)__builtin_shufflevector((vcc_v16_float)t386, (vcc_v16_float)t378, 0, 1, 2, 24, 4, 5, 6, 25, 8, 9, 10, 26, 12, 13, 14, 27);
        _mm512_storeu_ps(t376 + 29, t387);
        __m512 t388 = (__m512)__builtin_shufflevector((vcc_v16_float)t367, (vcc_v16_float)t372, 12, 28, 0, 0, 13, 29, 0, 0, 14, 30, 0, 0, 15, 31, 0, 0);
        __m512 t389 = (__m512)__builtin_shufflevector((vcc_v16_float)t388, (vcc_v16_float)t375, 0, 1, 28, 3, 4, 5, 29, 7, 8, 9, 30, 11, 12, 13, 31, 15);
        __m512 t390 = (__m512)__builtin_shufflevector((vcc_v16_float)t389, (vcc_v16_float)t378, 0, 1, 2, 28, 4, 5, 6, 29, 8, 9, 10, 30, 12, 13, 14, 31);
        _mm512_storeu_ps(t376 + 45, t390);
        i_vec_4 += 64L;
        i_v_4 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_4, _mm512_set1_epi32(64));
        __m512i t391 = _mm512_add_epi32((__m512i)t9, _mm512_set1_epi32(13));
        __m512i t392 = _mm512_sub_epi32(t391, _mm512_set1_epi32(17));
        t9 = (vcc_v16_int)_mm512_min_epu32(t391, t392);
        __m512i t393 = _mm512_add_epi32((__m512i)t10, _mm512_set1_epi32(4));
        __m512i t394 = _mm512_sub_epi32(t393, _mm512_set1_epi32(5));
        t10 = (vcc_v16_int)_mm512_min_epu32(t393, t394);
    } while (i_vec_4 < 256L);
    int i_1 = 256;
    while (i_1 < 257) {
        struct pt *t395 = &p[i_1];
        t395->x = (float)(i_1 % 17);
        t395->y = (float)(i_1 % 5) * 0.3f;
        int t396 = i_1 + 1;
        t395->z = 1.0f / (float)t396;
        t395->w = -(float)i_1;
        i_1 = t396;
    }
    c.x = 3.5f;
    c.y = -1.25f;
    c.z = 0.5f;
    c.w = 100.0f;
    for (int n = 0; n < 1003; n += 97) {
        z = cdot(ca, cb, n % 301);
        dist4(p, n % 257, c, d);
        const float *t397 = y;
        float t398 = (_mm256_zeroupper(), mixed(t397, n));
        const float *t399 = x;
        float t400 = (_mm256_zeroupper(), leak(t399, n));
        float t401 = until(t399, n);
        float t402 = d[3];
        float t403 = d[2];
        float t404 = d[1];
        float t405 = d[0];
        double t406 = z.im;
        double t407 = z.re;
        double t408 = dot8(dx, dy, n);
        printf("%d: %a %a %a %a %a %a %a %a %a %a %a\n", n, (double)dot4(t399, t397, n), t408, t407, t406, (double)t405, (double)t404, (double)t403, (double)t402, (double)t401, (double)t400, (double)t398);
        unsigned int hash = (_mm256_zeroupper(), xxh4(in, n, h));
        printf("   %u %u %u %u %u\n", hash, h[0], h[1], h[2], h[3]);
    }
    return 0;
}
