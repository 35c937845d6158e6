/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float dot4(const float *x, const float *y, int n) {
    vcc_no_contract_body
    __m128 s0_v = _mm_set1_ps(0.0f);
    for (int i = 0; (i + 3) < n; i += 4) {
        long t1 = (long)i;
        __m128 t2 = _mm_loadu_ps(x + t1);
        __m128 t3 = _mm_loadu_ps(y + t1);
        __m128 t4 = _mm_mul_ps(t2, t3);
        s0_v = _mm_add_ps(s0_v, t4);
    }
    return ((vcc_v4_float)s0_v)[0] + ((vcc_v4_float)s0_v)[1] + (((vcc_v4_float)s0_v)[2] + ((vcc_v4_float)s0_v)[3]);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) double dot8(const double *x, const double *y, int n) {
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
    __m256d s0_v = _mm256_set1_pd(0.0);
    __m256d s4_v = _mm256_set1_pd(0.0);
    for (int i = 0; (i + 7) < n; i += 8) {
        long t1 = (long)i;
        long t2 = (long)(i + 4);
        __m256d t3 = _mm256_loadu_pd(x + t1);
        __m256d t4 = _mm256_loadu_pd(y + t1);
        __m256d t5 = _mm256_mul_pd(t3, t4);
        s0_v = _mm256_add_pd(s0_v, t5);
        __m256d t6 = _mm256_loadu_pd(x + t2);
        __m256d t7 = _mm256_loadu_pd(y + t2);
        __m256d t8 = _mm256_mul_pd(t6, t7);
        s4_v = _mm256_add_pd(s4_v, t8);
    }
    s[0] = ((vcc_v4_double)s0_v)[0];
    s[1] = ((vcc_v4_double)s0_v)[1];
    s[2] = ((vcc_v4_double)s0_v)[2];
    s[3] = ((vcc_v4_double)s0_v)[3];
    s[4] = ((vcc_v4_double)s4_v)[0];
    s[5] = ((vcc_v4_double)s4_v)[1];
    s[6] = ((vcc_v4_double)s4_v)[2];
    s[7] = ((vcc_v4_double)s4_v)[3];
    double t = 0.0;
    for (int k = 0; k < 8; k++) {
        t = t * 0.5 + s[k];
    }
    return t;
}

struct cpx { double re, im; };

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) struct cpx cdot(const struct cpx *a, const struct cpx *b, int n) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void dist4(const struct pt *p, int n, struct pt c, float *out) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) float until(const float *x, int n) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
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
    __m128i t11 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t12 = _mm_set1_epi32(0);
    __m128i t13 = _mm_add_epi32(t12, _mm_setr_epi32(0, 37, 74, 10));
    __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(101));
    vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t13, t14);
    __m128i t15 = _mm_set1_epi32(0);
    __m128i t16 = _mm_add_epi32(t15, _mm_setr_epi32(0, 53, 9, 62));
    __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(97));
    vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t16, t17);
    long i_vec = 0L;
    /* vcc: loop at carried.c:125 vectorized: VF 4, UF 4, the remainder at 126:23 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 128:25 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, masked remainder */
    do {
        __m128 t18 = _mm_cvtepi32_ps((__m128i)t1);
        __m128 t19 = _mm_div_ps(t18, _mm_set1_ps(7.0f));
        __m128 t20 = _mm_sub_ps(t19, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&x[i_vec], t20);
        __m128i t21 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(3));
        __m128 t22 = _mm_cvtepi32_ps(t21);
        __m128 t23 = _mm_div_ps(_mm_set1_ps(1.0f), t22);
        _mm_storeu_ps(&y[i_vec], t23);
        __m256d t24 = _mm256_cvtepi32_pd((__m128i)t2);
        __m256d t25 = _mm256_div_pd(t24, _mm256_set1_pd(3.0));
        __m256d t26 = _mm256_sub_pd(t25, _mm256_set1_pd(11.0));
        _mm256_storeu_pd(&dx[i_vec], t26);
        __m128i t27 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(7));
        __m256d t28 = _mm256_cvtepi32_pd(t27);
        __m256d t29 = _mm256_div_pd(_mm256_set1_pd(1.0), t28);
        _mm256_storeu_pd(&dy[i_vec], t29);
        __m128i t30 = _mm_mullo_epi32((__m128i)i_v, _mm_set1_epi32(-1640531535));
        _mm_storeu_si128((__m128i *)&in[i_vec], t30);
        long t31 = i_vec + 4L;
        __m128i t32 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t33 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(47));
        __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(101));
        __m128i t35 = _mm_min_epu32(t33, t34);
        __m128 t36 = _mm_cvtepi32_ps(t35);
        __m128 t37 = _mm_div_ps(t36, _mm_set1_ps(7.0f));
        __m128 t38 = _mm_sub_ps(t37, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&x[t31], t38);
        __m128i t39 = _mm_add_epi32(t32, _mm_set1_epi32(3));
        __m128 t40 = _mm_cvtepi32_ps(t39);
        __m128 t41 = _mm_div_ps(_mm_set1_ps(1.0f), t40);
        _mm_storeu_ps(&y[t31], t41);
        __m128i t42 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(18));
        __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(97));
        __m128i t44 = _mm_min_epu32(t42, t43);
        __m256d t45 = _mm256_cvtepi32_pd(t44);
        __m256d t46 = _mm256_div_pd(t45, _mm256_set1_pd(3.0));
        __m256d t47 = _mm256_sub_pd(t46, _mm256_set1_pd(11.0));
        _mm256_storeu_pd(&dx[t31], t47);
        __m128i t48 = _mm_add_epi32(t32, _mm_set1_epi32(7));
        __m256d t49 = _mm256_cvtepi32_pd(t48);
        __m256d t50 = _mm256_div_pd(_mm256_set1_pd(1.0), t49);
        _mm256_storeu_pd(&dy[t31], t50);
        __m128i t51 = _mm_mullo_epi32(t32, _mm_set1_epi32(-1640531535));
        _mm_storeu_si128((__m128i *)&in[t31], t51);
        long t52 = i_vec + 8L;
        __m128i t53 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t54 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(94));
        __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(101));
        __m128i t56 = _mm_min_epu32(t54, t55);
        __m128 t57 = _mm_cvtepi32_ps(t56);
        __m128 t58 = _mm_div_ps(t57, _mm_set1_ps(7.0f));
        __m128 t59 = _mm_sub_ps(t58, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&x[t52], t59);
        __m128i t60 = _mm_add_epi32(t53, _mm_set1_epi32(3));
        __m128 t61 = _mm_cvtepi32_ps(t60);
        __m128 t62 = _mm_div_ps(_mm_set1_ps(1.0f), t61);
        _mm_storeu_ps(&y[t52], t62);
        __m128i t63 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(36));
        __m128i t64 = _mm_sub_epi32(t63, _mm_set1_epi32(97));
        __m128i t65 = _mm_min_epu32(t63, t64);
        __m256d t66 = _mm256_cvtepi32_pd(t65);
        __m256d t67 = _mm256_div_pd(t66, _mm256_set1_pd(3.0));
        __m256d t68 = _mm256_sub_pd(t67, _mm256_set1_pd(11.0));
        _mm256_storeu_pd(&dx[t52], t68);
        __m128i t69 = _mm_add_epi32(t53, _mm_set1_epi32(7));
        __m256d t70 = _mm256_cvtepi32_pd(t69);
        __m256d t71 = _mm256_div_pd(_mm256_set1_pd(1.0), t70);
        _mm256_storeu_pd(&dy[t52], t71);
        __m128i t72 = _mm_mullo_epi32(t53, _mm_set1_epi32(-1640531535));
        _mm_storeu_si128((__m128i *)&in[t52], t72);
        long t73 = i_vec + 12L;
        __m128i t74 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t75 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(40));
        __m128i t76 = _mm_sub_epi32(t75, _mm_set1_epi32(101));
        __m128i t77 = _mm_min_epu32(t75, t76);
        __m128 t78 = _mm_cvtepi32_ps(t77);
        __m128 t79 = _mm_div_ps(t78, _mm_set1_ps(7.0f));
        __m128 t80 = _mm_sub_ps(t79, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&x[t73], t80);
        __m128i t81 = _mm_add_epi32(t74, _mm_set1_epi32(3));
        __m128 t82 = _mm_cvtepi32_ps(t81);
        __m128 t83 = _mm_div_ps(_mm_set1_ps(1.0f), t82);
        _mm_storeu_ps(&y[t73], t83);
        __m128i t84 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(54));
        __m128i t85 = _mm_sub_epi32(t84, _mm_set1_epi32(97));
        __m128i t86 = _mm_min_epu32(t84, t85);
        __m256d t87 = _mm256_cvtepi32_pd(t86);
        __m256d t88 = _mm256_div_pd(t87, _mm256_set1_pd(3.0));
        __m256d t89 = _mm256_sub_pd(t88, _mm256_set1_pd(11.0));
        _mm256_storeu_pd(&dx[t73], t89);
        __m128i t90 = _mm_add_epi32(t74, _mm_set1_epi32(7));
        __m256d t91 = _mm256_cvtepi32_pd(t90);
        __m256d t92 = _mm256_div_pd(_mm256_set1_pd(1.0), t91);
        _mm256_storeu_pd(&dy[t73], t92);
        __m128i t93 = _mm_mullo_epi32(t74, _mm_set1_epi32(-1640531535));
        _mm_storeu_si128((__m128i *)&in[t73], t93);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        __m128i t94 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(87));
        __m128i t95 = _mm_sub_epi32(t94, _mm_set1_epi32(101));
        t1 = (vcc_v4_int)_mm_min_epu32(t94, t95);
        __m128i t96 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(72));
        __m128i t97 = _mm_sub_epi32(t96, _mm_set1_epi32(97));
        t2 = (vcc_v4_int)_mm_min_epu32(t96, t97);
    } while (i_vec < 992L);
    __m128i t98 = _mm_set1_epi32(992);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t98, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t99 = _mm_set1_epi32(41);
    __m128i t100 = _mm_add_epi32(t99, _mm_setr_epi32(0, 37, 74, 10));
    __m128i t101 = _mm_sub_epi32(t100, _mm_set1_epi32(101));
    vcc_v4_int t3 = (vcc_v4_int)_mm_min_epu32(t100, t101);
    __m128i t102 = _mm_set1_epi32(2);
    __m128i t103 = _mm_add_epi32(t102, _mm_setr_epi32(0, 53, 9, 62));
    __m128i t104 = _mm_sub_epi32(t103, _mm_set1_epi32(97));
    vcc_v4_int t4 = (vcc_v4_int)_mm_min_epu32(t103, t104);
    long i_vec_1 = 0L;
    /* vcc: loop at carried.c:125 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t105 = 992L + i_vec_1;
        __m128 t106 = _mm_cvtepi32_ps((__m128i)t3);
        __m128 t107 = _mm_div_ps(t106, _mm_set1_ps(7.0f));
        __m128 t108 = _mm_sub_ps(t107, _mm_set1_ps(3.0f));
        _mm_storeu_ps(&x[t105], t108);
        __m128i t109 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(3));
        __m128 t110 = _mm_cvtepi32_ps(t109);
        __m128 t111 = _mm_div_ps(_mm_set1_ps(1.0f), t110);
        _mm_storeu_ps(&y[t105], t111);
        __m256d t112 = _mm256_cvtepi32_pd((__m128i)t4);
        __m256d t113 = _mm256_div_pd(t112, _mm256_set1_pd(3.0));
        __m256d t114 = _mm256_sub_pd(t113, _mm256_set1_pd(11.0));
        _mm256_storeu_pd(&dx[t105], t114);
        __m128i t115 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(7));
        __m256d t116 = _mm256_cvtepi32_pd(t115);
        __m256d t117 = _mm256_div_pd(_mm256_set1_pd(1.0), t116);
        _mm256_storeu_pd(&dy[t105], t117);
        __m128i t118 = _mm_mullo_epi32((__m128i)i_v_1, _mm_set1_epi32(-1640531535));
        _mm_storeu_si128((__m128i *)&in[t105], t118);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        __m128i t119 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(47));
        __m128i t120 = _mm_sub_epi32(t119, _mm_set1_epi32(101));
        t3 = (vcc_v4_int)_mm_min_epu32(t119, t120);
        __m128i t121 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(18));
        __m128i t122 = _mm_sub_epi32(t121, _mm_set1_epi32(97));
        t4 = (vcc_v4_int)_mm_min_epu32(t121, t122);
    } while (i_vec_1 < 8L);
    __m128i t123 = _mm_set1_epi32(3);
    __m128i t124 = _mm_cmpgt_epi32(t123, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t125 = _mm_set1_epi32(1000);
    __m128i t126 = _mm_add_epi32(t125, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t127 = _mm_set1_epi32(34);
    __m128i t128 = _mm_add_epi32(t127, _mm_setr_epi32(0, 37, 74, 10));
    __m128i t129 = _mm_sub_epi32(t128, _mm_set1_epi32(101));
    __m128i t130 = _mm_min_epu32(t128, t129);
    __m128i t131 = _mm_set1_epi32(38);
    __m128i t132 = _mm_add_epi32(t131, _mm_setr_epi32(0, 53, 9, 62));
    __m128i t133 = _mm_sub_epi32(t132, _mm_set1_epi32(97));
    __m128i t134 = _mm_min_epu32(t132, t133);
    __m128 t135 = _mm_cvtepi32_ps(t130);
    __m128 t136 = _mm_div_ps(t135, _mm_set1_ps(7.0f));
    __m128 t137 = _mm_sub_ps(t136, _mm_set1_ps(3.0f));
    _mm_mask_storeu_ps(&x[1000], _mm_movepi32_mask(t124), t137);
    __m128i t138 = _mm_add_epi32(t126, _mm_set1_epi32(3));
    __m128 t139 = _mm_cvtepi32_ps(t138);
    __m128 t140 = _mm_div_ps(_mm_set1_ps(1.0f), t139);
    _mm_mask_storeu_ps(&y[1000], _mm_movepi32_mask(t124), t140);
    __m256d t141 = _mm256_cvtepi32_pd(t134);
    __m256d t142 = _mm256_div_pd(t141, _mm256_set1_pd(3.0));
    __m256d t143 = _mm256_sub_pd(t142, _mm256_set1_pd(11.0));
    _mm256_mask_storeu_pd(&dx[1000], _mm_movepi32_mask(t124), t143);
    __m128i t144 = _mm_add_epi32(t126, _mm_set1_epi32(7));
    __m256d t145 = _mm256_cvtepi32_pd(t144);
    __m256d t146 = _mm256_div_pd(_mm256_set1_pd(1.0), t145);
    _mm256_mask_storeu_pd(&dy[1000], _mm_movepi32_mask(t124), t146);
    __m128i t147 = _mm_mullo_epi32(t126, _mm_set1_epi32(-1640531535));
    _mm_mask_storeu_epi32(&in[1000], _mm_movepi32_mask(t124), t147);
    __m128i t148 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t148, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t149 = _mm_set1_epi32(0);
    __m128i t150 = _mm_add_epi32(t149, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t151 = _mm_sub_epi32(t150, _mm_set1_epi32(13));
    vcc_v4_int t5 = (vcc_v4_int)_mm_min_epu32(t150, t151);
    __m128i t152 = _mm_set1_epi32(0);
    __m128i t153 = _mm_add_epi32(t152, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t154 = _mm_sub_epi32(t153, _mm_set1_epi32(7));
    vcc_v4_int t6 = (vcc_v4_int)_mm_min_epu32(t153, t154);
    long i_vec_2 = 0L;
    /* vcc: loop at carried.c:132 vectorized: VF 4, UF 4, the remainder at 134:20 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 134:56 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m256d t155 = _mm256_cvtepi32_pd((__m128i)i_v_2);
        __m256d t156 = _mm256_mul_pd(t155, _mm256_set1_pd(0.75));
        __m256d t157 = _mm256_sub_pd(t156, _mm256_set1_pd(40.0));
        double *t158 = &ca[i_vec_2].im;
        __m128i t159 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(1));
        __m256d t160 = _mm256_cvtepi32_pd(t159);
        __m256d t161 = _mm256_div_pd(_mm256_set1_pd(1.0), t160);
        __m256d t162 = _mm256_permutex2var_pd(t157, _mm256_setr_epi64x(0, 4, 1, 5), t161);
        _mm256_storeu_pd(t158 + -1, t162);
        __m256d t163 = _mm256_permutex2var_pd(t157, _mm256_setr_epi64x(2, 6, 3, 7), t161);
        _mm256_storeu_pd(t158 + 3, t163);
        __m256d t164 = _mm256_cvtepi32_pd((__m128i)t5);
        __m256d t165 = _mm256_mul_pd(t164, _mm256_set1_pd(0.5));
        double *t166 = &cb[i_vec_2].im;
        __m256d t167 = _mm256_cvtepi32_pd((__m128i)t6);
        __m256d t168 = _mm256_xor_pd(t167, _mm256_set1_pd(-0.0));
        __m256d t169 = _mm256_permutex2var_pd(t165, _mm256_setr_epi64x(0, 4, 1, 5), t168);
        _mm256_storeu_pd(t166 + -1, t169);
        __m256d t170 = _mm256_permutex2var_pd(t165, _mm256_setr_epi64x(2, 6, 3, 7), t168);
        _mm256_storeu_pd(t166 + 3, t170);
        long t171 = i_vec_2 + 4L;
        __m128i t172 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
        __m256d t173 = _mm256_cvtepi32_pd(t172);
        __m256d t174 = _mm256_mul_pd(t173, _mm256_set1_pd(0.75));
        __m256d t175 = _mm256_sub_pd(t174, _mm256_set1_pd(40.0));
        double *t176 = &ca[t171].im;
        __m128i t177 = _mm_add_epi32(t172, _mm_set1_epi32(1));
        __m256d t178 = _mm256_cvtepi32_pd(t177);
        __m256d t179 = _mm256_div_pd(_mm256_set1_pd(1.0), t178);
        __m256d t180 = _mm256_permutex2var_pd(t175, _mm256_setr_epi64x(0, 4, 1, 5), t179);
        _mm256_storeu_pd(t176 + -1, t180);
        __m256d t181 = _mm256_permutex2var_pd(t175, _mm256_setr_epi64x(2, 6, 3, 7), t179);
        _mm256_storeu_pd(t176 + 3, t181);
        __m128i t182 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(4));
        __m128i t183 = _mm_sub_epi32(t182, _mm_set1_epi32(13));
        __m128i t184 = _mm_min_epu32(t182, t183);
        __m256d t185 = _mm256_cvtepi32_pd(t184);
        __m256d t186 = _mm256_mul_pd(t185, _mm256_set1_pd(0.5));
        double *t187 = &cb[t171].im;
        __m128i t188 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(4));
        __m128i t189 = _mm_sub_epi32(t188, _mm_set1_epi32(7));
        __m128i t190 = _mm_min_epu32(t188, t189);
        __m256d t191 = _mm256_cvtepi32_pd(t190);
        __m256d t192 = _mm256_xor_pd(t191, _mm256_set1_pd(-0.0));
        __m256d t193 = _mm256_permutex2var_pd(t186, _mm256_setr_epi64x(0, 4, 1, 5), t192);
        _mm256_storeu_pd(t187 + -1, t193);
        __m256d t194 = _mm256_permutex2var_pd(t186, _mm256_setr_epi64x(2, 6, 3, 7), t192);
        _mm256_storeu_pd(t187 + 3, t194);
        long t195 = i_vec_2 + 8L;
        __m128i t196 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
        __m256d t197 = _mm256_cvtepi32_pd(t196);
        __m256d t198 = _mm256_mul_pd(t197, _mm256_set1_pd(0.75));
        __m256d t199 = _mm256_sub_pd(t198, _mm256_set1_pd(40.0));
        double *t200 = &ca[t195].im;
        __m128i t201 = _mm_add_epi32(t196, _mm_set1_epi32(1));
        __m256d t202 = _mm256_cvtepi32_pd(t201);
        __m256d t203 = _mm256_div_pd(_mm256_set1_pd(1.0), t202);
        __m256d t204 = _mm256_permutex2var_pd(t199, _mm256_setr_epi64x(0, 4, 1, 5), t203);
        _mm256_storeu_pd(t200 + -1, t204);
        __m256d t205 = _mm256_permutex2var_pd(t199, _mm256_setr_epi64x(2, 6, 3, 7), t203);
        _mm256_storeu_pd(t200 + 3, t205);
        __m128i t206 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(8));
        __m128i t207 = _mm_sub_epi32(t206, _mm_set1_epi32(13));
        __m128i t208 = _mm_min_epu32(t206, t207);
        __m256d t209 = _mm256_cvtepi32_pd(t208);
        __m256d t210 = _mm256_mul_pd(t209, _mm256_set1_pd(0.5));
        double *t211 = &cb[t195].im;
        __m128i t212 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(1));
        __m128i t213 = _mm_sub_epi32(t212, _mm_set1_epi32(7));
        __m128i t214 = _mm_min_epu32(t212, t213);
        __m256d t215 = _mm256_cvtepi32_pd(t214);
        __m256d t216 = _mm256_xor_pd(t215, _mm256_set1_pd(-0.0));
        __m256d t217 = _mm256_permutex2var_pd(t210, _mm256_setr_epi64x(0, 4, 1, 5), t216);
        _mm256_storeu_pd(t211 + -1, t217);
        __m256d t218 = _mm256_permutex2var_pd(t210, _mm256_setr_epi64x(2, 6, 3, 7), t216);
        _mm256_storeu_pd(t211 + 3, t218);
        long t219 = i_vec_2 + 12L;
        __m128i t220 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
        __m256d t221 = _mm256_cvtepi32_pd(t220);
        __m256d t222 = _mm256_mul_pd(t221, _mm256_set1_pd(0.75));
        __m256d t223 = _mm256_sub_pd(t222, _mm256_set1_pd(40.0));
        double *t224 = &ca[t219].im;
        __m128i t225 = _mm_add_epi32(t220, _mm_set1_epi32(1));
        __m256d t226 = _mm256_cvtepi32_pd(t225);
        __m256d t227 = _mm256_div_pd(_mm256_set1_pd(1.0), t226);
        __m256d t228 = _mm256_permutex2var_pd(t223, _mm256_setr_epi64x(0, 4, 1, 5), t227);
        _mm256_storeu_pd(t224 + -1, t228);
        __m256d t229 = _mm256_permutex2var_pd(t223, _mm256_setr_epi64x(2, 6, 3, 7), t227);
        _mm256_storeu_pd(t224 + 3, t229);
        __m128i t230 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(12));
        __m128i t231 = _mm_sub_epi32(t230, _mm_set1_epi32(13));
        __m128i t232 = _mm_min_epu32(t230, t231);
        __m256d t233 = _mm256_cvtepi32_pd(t232);
        __m256d t234 = _mm256_mul_pd(t233, _mm256_set1_pd(0.5));
        double *t235 = &cb[t219].im;
        __m128i t236 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(5));
        __m128i t237 = _mm_sub_epi32(t236, _mm_set1_epi32(7));
        __m128i t238 = _mm_min_epu32(t236, t237);
        __m256d t239 = _mm256_cvtepi32_pd(t238);
        __m256d t240 = _mm256_xor_pd(t239, _mm256_set1_pd(-0.0));
        __m256d t241 = _mm256_permutex2var_pd(t234, _mm256_setr_epi64x(0, 4, 1, 5), t240);
        _mm256_storeu_pd(t235 + -1, t241);
        __m256d t242 = _mm256_permutex2var_pd(t234, _mm256_setr_epi64x(2, 6, 3, 7), t240);
        _mm256_storeu_pd(t235 + 3, t242);
        i_vec_2 += 16L;
        i_v_2 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
        __m128i t243 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(3));
        __m128i t244 = _mm_sub_epi32(t243, _mm_set1_epi32(13));
        t5 = (vcc_v4_int)_mm_min_epu32(t243, t244);
        __m128i t245 = _mm_add_epi32((__m128i)t6, _mm_set1_epi32(2));
        __m128i t246 = _mm_sub_epi32(t245, _mm_set1_epi32(7));
        t6 = (vcc_v4_int)_mm_min_epu32(t245, t246);
    } while (i_vec_2 < 288L);
    __m128i t247 = _mm_set1_epi32(288);
    vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t247, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t248 = _mm_set1_epi32(2);
    __m128i t249 = _mm_add_epi32(t248, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t250 = _mm_sub_epi32(t249, _mm_set1_epi32(13));
    vcc_v4_int t7 = (vcc_v4_int)_mm_min_epu32(t249, t250);
    __m128i t251 = _mm_set1_epi32(1);
    __m128i t252 = _mm_add_epi32(t251, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t253 = _mm_sub_epi32(t252, _mm_set1_epi32(7));
    vcc_v4_int t8 = (vcc_v4_int)_mm_min_epu32(t252, t253);
    long i_vec_3 = 0L;
    /* vcc: loop at carried.c:132 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t254 = 288L + i_vec_3;
        __m256d t255 = _mm256_cvtepi32_pd((__m128i)i_v_3);
        __m256d t256 = _mm256_mul_pd(t255, _mm256_set1_pd(0.75));
        __m256d t257 = _mm256_sub_pd(t256, _mm256_set1_pd(40.0));
        double *t258 = &ca[t254].im;
        __m128i t259 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(1));
        __m256d t260 = _mm256_cvtepi32_pd(t259);
        __m256d t261 = _mm256_div_pd(_mm256_set1_pd(1.0), t260);
        __m256d t262 = _mm256_permutex2var_pd(t257, _mm256_setr_epi64x(0, 4, 1, 5), t261);
        _mm256_storeu_pd(t258 + -1, t262);
        __m256d t263 = _mm256_permutex2var_pd(t257, _mm256_setr_epi64x(2, 6, 3, 7), t261);
        _mm256_storeu_pd(t258 + 3, t263);
        __m256d t264 = _mm256_cvtepi32_pd((__m128i)t7);
        __m256d t265 = _mm256_mul_pd(t264, _mm256_set1_pd(0.5));
        double *t266 = &cb[t254].im;
        __m256d t267 = _mm256_cvtepi32_pd((__m128i)t8);
        __m256d t268 = _mm256_xor_pd(t267, _mm256_set1_pd(-0.0));
        __m256d t269 = _mm256_permutex2var_pd(t265, _mm256_setr_epi64x(0, 4, 1, 5), t268);
        _mm256_storeu_pd(t266 + -1, t269);
        __m256d t270 = _mm256_permutex2var_pd(t265, _mm256_setr_epi64x(2, 6, 3, 7), t268);
        _mm256_storeu_pd(t266 + 3, t270);
        i_vec_3 += 4L;
        i_v_3 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
        __m128i t271 = _mm_add_epi32((__m128i)t7, _mm_set1_epi32(4));
        __m128i t272 = _mm_sub_epi32(t271, _mm_set1_epi32(13));
        t7 = (vcc_v4_int)_mm_min_epu32(t271, t272);
        __m128i t273 = _mm_add_epi32((__m128i)t8, _mm_set1_epi32(4));
        __m128i t274 = _mm_sub_epi32(t273, _mm_set1_epi32(7));
        t8 = (vcc_v4_int)_mm_min_epu32(t273, t274);
    } while (i_vec_3 < 12L);
    int i = 300;
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
    __m256i t279 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v_4 = (vcc_v8_uint)_mm256_add_epi32(t279, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t280 = _mm256_set1_epi32(0);
    __m256i t281 = _mm256_add_epi32(t280, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t282 = _mm256_sub_epi32(t281, _mm256_set1_epi32(17));
    vcc_v8_int t9 = (vcc_v8_int)_mm256_min_epu32(t281, t282);
    __m256i t283 = _mm256_set1_epi32(0);
    __m256i t284 = _mm256_add_epi32(t283, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t285 = _mm256_sub_epi32(t284, _mm256_set1_epi32(5));
    vcc_v8_int t10 = (vcc_v8_int)_mm256_min_epu32(t284, t285);
    long i_vec_4 = 0L;
    /* vcc: loop at carried.c:136 vectorized: VF 8, UF 4, the remainder at 137:25 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 137:51 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t286 = _mm256_cvtepi32_ps((__m256i)t9);
        __m256 t287 = _mm256_cvtepi32_ps((__m256i)t10);
        __m256 t288 = _mm256_mul_ps(t287, _mm256_set1_ps(0.3f));
        __m256i t289 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(1));
        __m256 t290 = _mm256_cvtepi32_ps(t289);
        __m256 t291 = _mm256_div_ps(_mm256_set1_ps(1.0f), t290);
        float *t292 = &p[i_vec_4].w;
        __m256 t293 = _mm256_cvtepi32_ps((__m256i)i_v_4);
        __m256 t294 = _mm256_xor_ps(t293, _mm256_set1_ps(-0.0f));
        __m256 t295 = (__m256)__builtin_shufflevector((vcc_v8_float)t286, (vcc_v8_float)t288, 0, 8, 0, 0, 1, 9, 0, 0);
        __m256 t296 = (__m256)__builtin_shufflevector((vcc_v8_float)t295, (vcc_v8_float)t291, 0, 1, 8, 3, 4, 5, 9, 7);
        __m256 t297 = (__m256)__builtin_shufflevector((vcc_v8_float)t296, (vcc_v8_float)t294, 0, 1, 2, 8, 4, 5, 6, 9);
        _mm256_storeu_ps(t292 + -3, t297);
        __m256 t298 = (__m256)__builtin_shufflevector((vcc_v8_float)t286, (vcc_v8_float)t288, 2, 10, 0, 0, 3, 11, 0, 0);
        __m256 t299 = (__m256)__builtin_shufflevector((vcc_v8_float)t298, (vcc_v8_float)t291, 0, 1, 10, 3, 4, 5, 11, 7);
        __m256 t300 = (__m256)__builtin_shufflevector((vcc_v8_float)t299, (vcc_v8_float)t294, 0, 1, 2, 10, 4, 5, 6, 11);
        _mm256_storeu_ps(t292 + 5, t300);
        __m256 t301 = (__m256)__builtin_shufflevector((vcc_v8_float)t286, (vcc_v8_float)t288, 4, 12, 0, 0, 5, 13, 0, 0);
        __m256 t302 = (__m256)__builtin_shufflevector((vcc_v8_float)t301, (vcc_v8_float)t291, 0, 1, 12, 3, 4, 5, 13, 7);
        __m256 t303 = (__m256)__builtin_shufflevector((vcc_v8_float)t302, (vcc_v8_float)t294, 0, 1, 2, 12, 4, 5, 6, 13);
        _mm256_storeu_ps(t292 + 13, t303);
        __m256 t304 = (__m256)__builtin_shufflevector((vcc_v8_float)t286, (vcc_v8_float)t288, 6, 14, 0, 0, 7, 15, 0, 0);
        __m256 t305 = (__m256)__builtin_shufflevector((vcc_v8_float)t304, (vcc_v8_float)t291, 0, 1, 14, 3, 4, 5, 15, 7);
        __m256 t306 = (__m256)__builtin_shufflevector((vcc_v8_float)t305, (vcc_v8_float)t294, 0, 1, 2, 14, 4, 5, 6, 15);
        _mm256_storeu_ps(t292 + 21, t306);
        __m256i t307 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(8));
        __m256i t308 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(8));
        __m256i t309 = _mm256_sub_epi32(t308, _mm256_set1_epi32(17));
        __m256i t310 = _mm256_min_epu32(t308, t309);
        __m256 t311 = _mm256_cvtepi32_ps(t310);
        __m256i t312 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(3));
        __m256i t313 = _mm256_sub_epi32(t312, _mm256_set1_epi32(5));
        __m256i t314 = _mm256_min_epu32(t312, t313);
        __m256 t315 = _mm256_cvtepi32_ps(t314);
        __m256 t316 = _mm256_mul_ps(t315, _mm256_set1_ps(0.3f));
        __m256i t317 = _mm256_add_epi32(t307, _mm256_set1_epi32(1));
        __m256 t318 = _mm256_cvtepi32_ps(t317);
        __m256 t319 = _mm256_div_ps(_mm256_set1_ps(1.0f), t318);
        float *t320 = &p[i_vec_4 + 8L].w;
        __m256 t321 = _mm256_cvtepi32_ps(t307);
        __m256 t322 = _mm256_xor_ps(t321, _mm256_set1_ps(-0.0f));
        __m256 t323 = (__m256)__builtin_shufflevector((vcc_v8_float)t311, (vcc_v8_float)t316, 0, 8, 0, 0, 1, 9, 0, 0);
        __m256 t324 = (__m256)__builtin_shufflevector((vcc_v8_float)t323, (vcc_v8_float)t319, 0, 1, 8, 3, 4, 5, 9, 7);
        __m256 t325 = (__m256)__builtin_shufflevector((vcc_v8_float)t324, (vcc_v8_float)t322, 0, 1, 2, 8, 4, 5, 6, 9);
        _mm256_storeu_ps(t320 + -3, t325);
        __m256 t326 = (__m256)__builtin_shufflevector((vcc_v8_float)t311, (vcc_v8_float)t316, 2, 10, 0, 0, 3, 11, 0, 0);
        __m256 t327 = (__m256)__builtin_shufflevector((vcc_v8_float)t326, (vcc_v8_float)t319, 0, 1, 10, 3, 4, 5, 11, 7);
        __m256 t328 = (__m256)__builtin_shufflevector((vcc_v8_float)t327, (vcc_v8_float)t322, 0, 1, 2, 10, 4, 5, 6, 11);
        _mm256_storeu_ps(t320 + 5, t328);
        __m256 t329 = (__m256)__builtin_shufflevector((vcc_v8_float)t311, (vcc_v8_float)t316, 4, 12, 0, 0, 5, 13, 0, 0);
        __m256 t330 = (__m256)__builtin_shufflevector((vcc_v8_float)t329, (vcc_v8_float)t319, 0, 1, 12, 3, 4, 5, 13, 7);
        __m256 t331 = (__m256)__builtin_shufflevector((vcc_v8_float)t330, (vcc_v8_float)t322, 0, 1, 2, 12, 4, 5, 6, 13);
        _mm256_storeu_ps(t320 + 13, t331);
        __m256 t332 = (__m256)__builtin_shufflevector((vcc_v8_float)t311, (vcc_v8_float)t316, 6, 14, 0, 0, 7, 15, 0, 0);
        __m256 t333 = (__m256)__builtin_shufflevector((vcc_v8_float)t332, (vcc_v8_float)t319, 0, 1, 14, 3, 4, 5, 15, 7);
        __m256 t334 = (__m256)__builtin_shufflevector((vcc_v8_float)t333, (vcc_v8_float)t322, 0, 1, 2, 14, 4, 5, 6, 15);
        _mm256_storeu_ps(t320 + 21, t334);
        __m256i t335 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(16));
        __m256i t336 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(16));
        __m256i t337 = _mm256_sub_epi32(t336, _mm256_set1_epi32(17));
        __m256i t338 = _mm256_min_epu32(t336, t337);
        __m256 t339 = _mm256_cvtepi32_ps(t338);
        __m256i t340 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(1));
        __m256i t341 = _mm256_sub_epi32(t340, _mm256_set1_epi32(5));
        __m256i t342 = _mm256_min_epu32(t340, t341);
        __m256 t343 = _mm256_cvtepi32_ps(t342);
        __m256 t344 = _mm256_mul_ps(t343, _mm256_set1_ps(0.3f));
        __m256i t345 = _mm256_add_epi32(t335, _mm256_set1_epi32(1));
        __m256 t346 = _mm256_cvtepi32_ps(t345);
        __m256 t347 = _mm256_div_ps(_mm256_set1_ps(1.0f), t346);
        float *t348 = &p[i_vec_4 + 16L].w;
        __m256 t349 = _mm256_cvtepi32_ps(t335);
        __m256 t350 = _mm256_xor_ps(t349, _mm256_set1_ps(-0.0f));
        __m256 t351 = (__m256)__builtin_shufflevector((vcc_v8_float)t339, (vcc_v8_float)t344, 0, 8, 0, 0, 1, 9, 0, 0);
        __m256 t352 = (__m256)__builtin_shufflevector((vcc_v8_float)t351, (vcc_v8_float)t347, 0, 1, 8, 3, 4, 5, 9, 7);
        __m256 t353 = (__m256)__builtin_shufflevector((vcc_v8_float)t352, (vcc_v8_float)t350, 0, 1, 2, 8, 4, 5, 6, 9);
        _mm256_storeu_ps(t348 + -3, t353);
        __m256 t354 = (__m256)__builtin_shufflevector((vcc_v8_float)t339, (vcc_v8_float)t344, 2, 10, 0, 0, 3, 11, 0, 0);
        __m256 t355 = (__m256)__builtin_shufflevector((vcc_v8_float)t354, (vcc_v8_float)t347, 0, 1, 10, 3, 4, 5, 11, 7);
        __m256 t356 = (__m256)__builtin_shufflevector((vcc_v8_float)t355, (vcc_v8_float)t350, 0, 1, 2, 10, 4, 5, 6, 11);
        _mm256_storeu_ps(t348 + 5, t356);
        __m256 t357 = (__m256)__builtin_shufflevector((vcc_v8_float)t339, (vcc_v8_float)t344, 4, 12, 0, 0, 5, 13, 0, 0);
        __m256 t358 = (__m256)__builtin_shufflevector((vcc_v8_float)t357, (vcc_v8_float)t347, 0, 1, 12, 3, 4, 5, 13, 7);
        __m256 t359 = (__m256)__builtin_shufflevector((vcc_v8_float)t358, (vcc_v8_float)t350, 0, 1, 2, 12, 4, 5, 6, 13);
        _mm256_storeu_ps(t348 + 13, t359);
        __m256 t360 = (__m256)__builtin_shufflevector((vcc_v8_float)t339, (vcc_v8_float)t344, 6, 14, 0, 0, 7, 15, 0, 0);
        __m256 t361 = (__m256)__builtin_shufflevector((vcc_v8_float)t360, (vcc_v8_float)t347, 0, 1, 14, 3, 4, 5, 15, 7);
        __m256 t362 = (__m256)__builtin_shufflevector((vcc_v8_float)t361, (vcc_v8_float)t350, 0, 1, 2, 14, 4, 5, 6, 15);
        _mm256_storeu_ps(t348 + 21, t362);
        __m256i t363 = _mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(24));
        __m256i t364 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(7));
        __m256i t365 = _mm256_sub_epi32(t364, _mm256_set1_epi32(17));
        __m256i t366 = _mm256_min_epu32(t364, t365);
        __m256 t367 = _mm256_cvtepi32_ps(t366);
        __m256i t368 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(4));
        __m256i t369 = _mm256_sub_epi32(t368, _mm256_set1_epi32(5));
        __m256i t370 = _mm256_min_epu32(t368, t369);
        __m256 t371 = _mm256_cvtepi32_ps(t370);
        __m256 t372 = _mm256_mul_ps(t371, _mm256_set1_ps(0.3f));
        __m256i t373 = _mm256_add_epi32(t363, _mm256_set1_epi32(1));
        __m256 t374 = _mm256_cvtepi32_ps(t373);
        __m256 t375 = _mm256_div_ps(_mm256_set1_ps(1.0f), t374);
        float *t376 = &p[i_vec_4 + 24L].w;
        __m256 t377 = _mm256_cvtepi32_ps(t363);
        __m256 t378 = _mm256_xor_ps(t377, _mm256_set1_ps(-0.0f));
        __m256 t379 = (__m256)__builtin_shufflevector((vcc_v8_float)t367, (vcc_v8_float)t372, 0, 8, 0, 0, 1, 9, 0, 0);
        __m256 t380 = (__m256)__builtin_shufflevector((vcc_v8_float)t379, (vcc_v8_float)t375, 0, 1, 8, 3, 4, 5, 9, 7);
        __m256 t381 = (__m256)__builtin_shufflevector((vcc_v8_float)t380, (vcc_v8_float)t378, 0, 1, 2, 8, 4, 5, 6, 9);
        _mm256_storeu_ps(t376 + -3, t381);
        __m256 t382 = (__m256)__builtin_shufflevector((vcc_v8_float)t367, (vcc_v8_float)t372, 2, 10, 0, 0, 3, 11, 0, 0);
        __m256 t383 = (__m256)__builtin_shufflevector((vcc_v8_float)t382, (vcc_v8_float)t375, 0, 1, 10, 3, 4, 5, 11, 7);
        __m256 t384 = (__m256)__builtin_shufflevector((vcc_v8_float)t383, (vcc_v8_float)t378, 0, 1, 2, 10, 4, 5, 6, 11);
        _mm256_storeu_ps(t376 + 5, t384);
        __m256 t385 = (__m256)__builtin_shufflevector((vcc_v8_float)t367, (vcc_v8_float)t372, 4, 12, 0, 0, 5, 13, 0, 0);
        __m256 t386 = (__m256)__builtin_shufflevector((vcc_v8_float)t385, (vcc_v8_float)t375, 0, 1, 12, 3, 4, 5, 13, 7);
        __m256 t387 = (__m256)__builtin_shufflevector((vcc_v8_float)t386, (vcc_v8_float)t378, 0, 1, 2, 12, 4, 5, 6, 13);
        _mm256_storeu_ps(t376 + 13, t387);
        __m256 t388 = (__m256)__builtin_shufflevector((vcc_v8_float)t367, (vcc_v8_float)t372, 6, 14, 0, 0, 7, 15, 0, 0);
        __m256 t389 = (__m256)__builtin_shufflevector((vcc_v8_float)t388, (vcc_v8_float)t375, 0, 1, 14, 3, 4, 5, 15, 7);
        __m256 t390 = (__m256)__builtin_shufflevector((vcc_v8_float)t389, (vcc_v8_float)t378, 0, 1, 2, 14, 4, 5, 6, 15);
        _mm256_storeu_ps(t376 + 21, t390);
        i_vec_4 += 32L;
        i_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_4, _mm256_set1_epi32(32));
        __m256i t391 = _mm256_add_epi32((__m256i)t9, _mm256_set1_epi32(15));
        __m256i t392 = _mm256_sub_epi32(t391, _mm256_set1_epi32(17));
        t9 = (vcc_v8_int)_mm256_min_epu32(t391, t392);
        __m256i t393 = _mm256_add_epi32((__m256i)t10, _mm256_set1_epi32(2));
        __m256i t394 = _mm256_sub_epi32(t393, _mm256_set1_epi32(5));
        t10 = (vcc_v8_int)_mm256_min_epu32(t393, t394);
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
