/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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

__attribute__((target("sse4.2"))) float dot4(const float *x, const float *y, int n) {
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

__attribute__((target("sse4.2"))) double dot8(const double *x, const double *y, int n) {
    double s[8];
    s[0] = 0.0;
    s[1] = 0.0;
    s[2] = 0.0;
    s[3] = 0.0;
    s[4] = 0.0;
    s[5] = 0.0;
    s[6] = 0.0;
    s[7] = 0.0;
    int i = 0;
    __m128d s0_v = _mm_set1_pd(0.0);
    __m128d s2_v = _mm_set1_pd(0.0);
    __m128d s4_v = _mm_set1_pd(0.0);
    __m128d s6_v = _mm_set1_pd(0.0);
    for (; (i + 7) < n; i += 8) {
        long t1 = (long)i;
        long t2 = (long)(i + 2);
        long t3 = (long)(i + 4);
        long t4 = (long)(i + 6);
        __m128d t5 = _mm_loadu_pd(x + t1);
        __m128d t6 = _mm_loadu_pd(y + t1);
        __m128d t7 = _mm_mul_pd(t5, t6);
        s0_v = _mm_add_pd(s0_v, t7);
        __m128d t8 = _mm_loadu_pd(x + t2);
        __m128d t9 = _mm_loadu_pd(y + t2);
        __m128d t10 = _mm_mul_pd(t8, t9);
        s2_v = _mm_add_pd(s2_v, t10);
        __m128d t11 = _mm_loadu_pd(x + t3);
        __m128d t12 = _mm_loadu_pd(y + t3);
        __m128d t13 = _mm_mul_pd(t11, t12);
        s4_v = _mm_add_pd(s4_v, t13);
        __m128d t14 = _mm_loadu_pd(x + t4);
        __m128d t15 = _mm_loadu_pd(y + t4);
        __m128d t16 = _mm_mul_pd(t14, t15);
        s6_v = _mm_add_pd(s6_v, t16);
    }
    s[0] = ((vcc_v2_double)s0_v)[0];
    s[1] = ((vcc_v2_double)s0_v)[1];
    s[2] = ((vcc_v2_double)s2_v)[0];
    s[3] = ((vcc_v2_double)s2_v)[1];
    s[4] = ((vcc_v2_double)s4_v)[0];
    s[5] = ((vcc_v2_double)s4_v)[1];
    s[6] = ((vcc_v2_double)s6_v)[0];
    s[7] = ((vcc_v2_double)s6_v)[1];
    double t = 0.0;
    for (int k = 0; k < 8; k++) {
        t = t * 0.5 + s[k];
    }
    return t;
}

struct cpx { double re, im; };

__attribute__((target("sse4.2"))) struct cpx cdot(const struct cpx *a, const struct cpx *b, int n) {
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

__attribute__((target("sse4.2"))) void dist4(const struct pt *p, int n, struct pt c, float *out) {
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

__attribute__((target("sse4.2"))) float until(const float *x, int n) {
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

__attribute__((target("sse4.2"))) int main(void) {
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
    vcc_v2_int t11 = (vcc_v2_int){0, 0};
    vcc_v2_uint t12 = (vcc_v2_uint)t11;
    vcc_v2_uint i_v = t12 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t13 = (vcc_v2_int){0, 0};
    vcc_v2_int t14 = t13 + (vcc_v2_int){0, 37};
    vcc_v2_uint t15 = (vcc_v2_uint)t14;
    vcc_v2_uint t16 = t15 - (vcc_v2_uint){101U, 101U};
    vcc_v2_uint t17 = vcc_min(vcc_v2_int, t15, t16);
    vcc_v2_int t1 = (vcc_v2_int)t17;
    vcc_v2_int t18 = (vcc_v2_int){0, 0};
    vcc_v2_int t19 = t18 + (vcc_v2_int){0, 53};
    vcc_v2_uint t20 = (vcc_v2_uint)t19;
    vcc_v2_uint t21 = t20 - (vcc_v2_uint){97U, 97U};
    vcc_v2_uint t22 = vcc_min(vcc_v2_int, t20, t21);
    vcc_v2_int t2 = (vcc_v2_int)t22;
    long i_vec = 0L;
    /* vcc: loop at carried.c:125 vectorized: VF 2, UF 4, the remainder at 126:23 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 128:25 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        vcc_v2_int i_v_5 = (vcc_v2_int)i_v;
        vcc_v2_float t23 = __builtin_convertvector(t1, vcc_v2_float);
        vcc_v2_float t24 = t23 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t25 = t24 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[i_vec], t25);
        vcc_v2_int t26 = i_v_5 + (vcc_v2_int){3, 3};
        vcc_v2_float t27 = __builtin_convertvector(t26, vcc_v2_float);
        vcc_v2_float t28 = (vcc_v2_float){1.0f, 1.0f} / t27;
        vcc_store(&y[i_vec], t28);
        __m128d t29 = (__m128d)__builtin_convertvector(t2, vcc_v2_double);
        __m128d t30 = _mm_div_pd(t29, _mm_set1_pd(3.0));
        __m128d t31 = _mm_sub_pd(t30, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[i_vec], t31);
        vcc_v2_int t32 = i_v_5 + (vcc_v2_int){7, 7};
        __m128d t33 = (__m128d)__builtin_convertvector(t32, vcc_v2_double);
        __m128d t34 = _mm_div_pd(_mm_set1_pd(1.0), t33);
        _mm_storeu_pd(&dy[i_vec], t34);
        vcc_v2_uint t35 = (vcc_v2_uint)i_v_5;
        vcc_v2_uint t36 = t35 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[i_vec], t36);
        long t37 = i_vec + 2L;
        vcc_v2_uint t38 = i_v + (vcc_v2_uint){2U, 2U};
        vcc_v2_int i_v_6 = (vcc_v2_int)t38;
        vcc_v2_int t39 = t1 + (vcc_v2_int){74, 74};
        vcc_v2_uint t40 = (vcc_v2_uint)t39;
        vcc_v2_uint t41 = t40 - (vcc_v2_uint){101U, 101U};
        vcc_v2_uint t42 = vcc_min(vcc_v2_int, t40, t41);
        vcc_v2_int t43 = (vcc_v2_int)t42;
        vcc_v2_float t44 = __builtin_convertvector(t43, vcc_v2_float);
        vcc_v2_float t45 = t44 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t46 = t45 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t37], t46);
        vcc_v2_int t47 = i_v_6 + (vcc_v2_int){3, 3};
        vcc_v2_float t48 = __builtin_convertvector(t47, vcc_v2_float);
        vcc_v2_float t49 = (vcc_v2_float){1.0f, 1.0f} / t48;
        vcc_store(&y[t37], t49);
        vcc_v2_int t50 = t2 + (vcc_v2_int){9, 9};
        vcc_v2_uint t51 = (vcc_v2_uint)t50;
        vcc_v2_uint t52 = t51 - (vcc_v2_uint){97U, 97U};
        vcc_v2_uint t53 = vcc_min(vcc_v2_int, t51, t52);
        vcc_v2_int t54 = (vcc_v2_int)t53;
        __m128d t55 = (__m128d)__builtin_convertvector(t54, vcc_v2_double);
        __m128d t56 = _mm_div_pd(t55, _mm_set1_pd(3.0));
        __m128d t57 = _mm_sub_pd(t56, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t37], t57);
        vcc_v2_int t58 = i_v_6 + (vcc_v2_int){7, 7};
        __m128d t59 = (__m128d)__builtin_convertvector(t58, vcc_v2_double);
        __m128d t60 = _mm_div_pd(_mm_set1_pd(1.0), t59);
        _mm_storeu_pd(&dy[t37], t60);
        vcc_v2_uint t61 = (vcc_v2_uint)i_v_6;
        vcc_v2_uint t62 = t61 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t37], t62);
        long t63 = i_vec + 4L;
        vcc_v2_uint t64 = i_v + (vcc_v2_uint){4U, 4U};
        vcc_v2_int i_v_7 = (vcc_v2_int)t64;
        vcc_v2_int t65 = t1 + (vcc_v2_int){47, 47};
        vcc_v2_uint t66 = (vcc_v2_uint)t65;
        vcc_v2_uint t67 = t66 - (vcc_v2_uint){101U, 101U};
        vcc_v2_uint t68 = vcc_min(vcc_v2_int, t66, t67);
        vcc_v2_int t69 = (vcc_v2_int)t68;
        vcc_v2_float t70 = __builtin_convertvector(t69, vcc_v2_float);
        vcc_v2_float t71 = t70 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t72 = t71 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t63], t72);
        vcc_v2_int t73 = i_v_7 + (vcc_v2_int){3, 3};
        vcc_v2_float t74 = __builtin_convertvector(t73, vcc_v2_float);
        vcc_v2_float t75 = (vcc_v2_float){1.0f, 1.0f} / t74;
        vcc_store(&y[t63], t75);
        vcc_v2_int t76 = t2 + (vcc_v2_int){18, 18};
        vcc_v2_uint t77 = (vcc_v2_uint)t76;
        vcc_v2_uint t78 = t77 - (vcc_v2_uint){97U, 97U};
        vcc_v2_uint t79 = vcc_min(vcc_v2_int, t77, t78);
        vcc_v2_int t80 = (vcc_v2_int)t79;
        __m128d t81 = (__m128d)__builtin_convertvector(t80, vcc_v2_double);
        __m128d t82 = _mm_div_pd(t81, _mm_set1_pd(3.0));
        __m128d t83 = _mm_sub_pd(t82, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t63], t83);
        vcc_v2_int t84 = i_v_7 + (vcc_v2_int){7, 7};
        __m128d t85 = (__m128d)__builtin_convertvector(t84, vcc_v2_double);
        __m128d t86 = _mm_div_pd(_mm_set1_pd(1.0), t85);
        _mm_storeu_pd(&dy[t63], t86);
        vcc_v2_uint t87 = (vcc_v2_uint)i_v_7;
        vcc_v2_uint t88 = t87 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t63], t88);
        long t89 = i_vec + 6L;
        vcc_v2_uint t90 = i_v + (vcc_v2_uint){6U, 6U};
        vcc_v2_int i_v_8 = (vcc_v2_int)t90;
        vcc_v2_int t91 = t1 + (vcc_v2_int){20, 20};
        vcc_v2_uint t92 = (vcc_v2_uint)t91;
        vcc_v2_uint t93 = t92 - (vcc_v2_uint){101U, 101U};
        vcc_v2_uint t94 = vcc_min(vcc_v2_int, t92, t93);
        vcc_v2_int t95 = (vcc_v2_int)t94;
        vcc_v2_float t96 = __builtin_convertvector(t95, vcc_v2_float);
        vcc_v2_float t97 = t96 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t98 = t97 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t89], t98);
        vcc_v2_int t99 = i_v_8 + (vcc_v2_int){3, 3};
        vcc_v2_float t100 = __builtin_convertvector(t99, vcc_v2_float);
        vcc_v2_float t101 = (vcc_v2_float){1.0f, 1.0f} / t100;
        vcc_store(&y[t89], t101);
        vcc_v2_int t102 = t2 + (vcc_v2_int){27, 27};
        vcc_v2_uint t103 = (vcc_v2_uint)t102;
        vcc_v2_uint t104 = t103 - (vcc_v2_uint){97U, 97U};
        vcc_v2_uint t105 = vcc_min(vcc_v2_int, t103, t104);
        vcc_v2_int t106 = (vcc_v2_int)t105;
        __m128d t107 = (__m128d)__builtin_convertvector(t106, vcc_v2_double);
        __m128d t108 = _mm_div_pd(t107, _mm_set1_pd(3.0));
        __m128d t109 = _mm_sub_pd(t108, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t89], t109);
        vcc_v2_int t110 = i_v_8 + (vcc_v2_int){7, 7};
        __m128d t111 = (__m128d)__builtin_convertvector(t110, vcc_v2_double);
        __m128d t112 = _mm_div_pd(_mm_set1_pd(1.0), t111);
        _mm_storeu_pd(&dy[t89], t112);
        vcc_v2_uint t113 = (vcc_v2_uint)i_v_8;
        vcc_v2_uint t114 = t113 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t89], t114);
        i_vec += 8L;
        i_v = i_v + (vcc_v2_uint){8U, 8U};
        vcc_v2_int t115 = t1 + (vcc_v2_int){94, 94};
        vcc_v2_uint t116 = (vcc_v2_uint)t115;
        vcc_v2_uint t117 = t116 - (vcc_v2_uint){101U, 101U};
        vcc_v2_uint t118 = vcc_min(vcc_v2_int, t116, t117);
        t1 = (vcc_v2_int)t118;
        vcc_v2_int t119 = t2 + (vcc_v2_int){36, 36};
        vcc_v2_uint t120 = (vcc_v2_uint)t119;
        vcc_v2_uint t121 = t120 - (vcc_v2_uint){97U, 97U};
        vcc_v2_uint t122 = vcc_min(vcc_v2_int, t120, t121);
        t2 = (vcc_v2_int)t122;
    } while (i_vec < 1000L);
    vcc_v2_int t123 = (vcc_v2_int){1000, 1000};
    vcc_v2_uint t124 = (vcc_v2_uint)t123;
    vcc_v2_uint i_v_1 = t124 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t125 = (vcc_v2_int){34, 34};
    vcc_v2_int t126 = t125 + (vcc_v2_int){0, 37};
    vcc_v2_uint t127 = (vcc_v2_uint)t126;
    vcc_v2_uint t128 = t127 - (vcc_v2_uint){101U, 101U};
    vcc_v2_uint t129 = vcc_min(vcc_v2_int, t127, t128);
    vcc_v2_int t3 = (vcc_v2_int)t129;
    vcc_v2_int t130 = (vcc_v2_int){38, 38};
    vcc_v2_int t131 = t130 + (vcc_v2_int){0, 53};
    vcc_v2_uint t132 = (vcc_v2_uint)t131;
    vcc_v2_uint t133 = t132 - (vcc_v2_uint){97U, 97U};
    vcc_v2_uint t134 = vcc_min(vcc_v2_int, t132, t133);
    vcc_v2_int t4 = (vcc_v2_int)t134;
    long i_vec_1 = 0L;
    /* vcc: loop at carried.c:125 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t135 = 1000L + i_vec_1;
        vcc_v2_int i_v_9 = (vcc_v2_int)i_v_1;
        vcc_v2_float t136 = __builtin_convertvector(t3, vcc_v2_float);
        vcc_v2_float t137 = t136 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t138 = t137 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t135], t138);
        vcc_v2_int t139 = i_v_9 + (vcc_v2_int){3, 3};
        vcc_v2_float t140 = __builtin_convertvector(t139, vcc_v2_float);
        vcc_v2_float t141 = (vcc_v2_float){1.0f, 1.0f} / t140;
        vcc_store(&y[t135], t141);
        __m128d t142 = (__m128d)__builtin_convertvector(t4, vcc_v2_double);
        __m128d t143 = _mm_div_pd(t142, _mm_set1_pd(3.0));
        __m128d t144 = _mm_sub_pd(t143, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t135], t144);
        vcc_v2_int t145 = i_v_9 + (vcc_v2_int){7, 7};
        __m128d t146 = (__m128d)__builtin_convertvector(t145, vcc_v2_double);
        __m128d t147 = _mm_div_pd(_mm_set1_pd(1.0), t146);
        _mm_storeu_pd(&dy[t135], t147);
        vcc_v2_uint t148 = (vcc_v2_uint)i_v_9;
        vcc_v2_uint t149 = t148 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t135], t149);
        i_vec_1 += 2L;
        i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int t150 = t3 + (vcc_v2_int){74, 74};
        vcc_v2_uint t151 = (vcc_v2_uint)t150;
        vcc_v2_uint t152 = t151 - (vcc_v2_uint){101U, 101U};
        vcc_v2_uint t153 = vcc_min(vcc_v2_int, t151, t152);
        t3 = (vcc_v2_int)t153;
        vcc_v2_int t154 = t4 + (vcc_v2_int){9, 9};
        vcc_v2_uint t155 = (vcc_v2_uint)t154;
        vcc_v2_uint t156 = t155 - (vcc_v2_uint){97U, 97U};
        vcc_v2_uint t157 = vcc_min(vcc_v2_int, t155, t156);
        t4 = (vcc_v2_int)t157;
    } while (i_vec_1 < 2L);
    for (int i = 1002; i < 1003; i++) {
        long t158 = (long)i;
        x[t158] = (float)(i * 37 % 101) / 7.0f - 3.0f;
        y[t158] = 1.0f / (float)(i + 3);
        dx[t158] = (double)(i * 53 % 97) / 3.0 - 11.0;
        dy[t158] = 1.0 / (double)(i + 7);
        in[t158] = (unsigned int)i * 2654435761U;
    }
    vcc_v2_int t159 = (vcc_v2_int){0, 0};
    vcc_v2_uint t160 = (vcc_v2_uint)t159;
    vcc_v2_uint i_v_2 = t160 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t161 = (vcc_v2_int){0, 0};
    vcc_v2_int t162 = t161 + (vcc_v2_int){0, 1};
    vcc_v2_uint t163 = (vcc_v2_uint)t162;
    vcc_v2_uint t164 = t163 - (vcc_v2_uint){13U, 13U};
    vcc_v2_uint t165 = vcc_min(vcc_v2_int, t163, t164);
    vcc_v2_int t5 = (vcc_v2_int)t165;
    vcc_v2_int t166 = (vcc_v2_int){0, 0};
    vcc_v2_int t167 = t166 + (vcc_v2_int){0, 1};
    vcc_v2_uint t168 = (vcc_v2_uint)t167;
    vcc_v2_uint t169 = t168 - (vcc_v2_uint){7U, 7U};
    vcc_v2_uint t170 = vcc_min(vcc_v2_int, t168, t169);
    vcc_v2_int t6 = (vcc_v2_int)t170;
    long i_vec_2 = 0L;
    /* vcc: loop at carried.c:132 vectorized: VF 2, UF 4, the remainder at 134:20 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 134:56 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        vcc_v2_int i_v_10 = (vcc_v2_int)i_v_2;
        __m128d t171 = (__m128d)__builtin_convertvector(i_v_10, vcc_v2_double);
        __m128d t172 = _mm_mul_pd(t171, _mm_set1_pd(0.75));
        __m128d t173 = _mm_sub_pd(t172, _mm_set1_pd(40.0));
        double *t174 = &ca[i_vec_2].im;
        vcc_v2_int t175 = i_v_10 + (vcc_v2_int){1, 1};
        __m128d t176 = (__m128d)__builtin_convertvector(t175, vcc_v2_double);
        __m128d t177 = _mm_div_pd(_mm_set1_pd(1.0), t176);
        __m128d t178 = _mm_unpacklo_pd(t173, t177);
        _mm_storeu_pd(t174 + -1, t178);
        __m128d t179 = _mm_unpackhi_pd(t173, t177);
        _mm_storeu_pd(t174 + 1, t179);
        __m128d t180 = (__m128d)__builtin_convertvector(t5, vcc_v2_double);
        __m128d t181 = _mm_mul_pd(t180, _mm_set1_pd(0.5));
        double *t182 = &cb[i_vec_2].im;
        __m128d t183 = (__m128d)__builtin_convertvector(t6, vcc_v2_double);
        __m128d t184 = _mm_xor_pd(t183, _mm_set1_pd(-0.0));
        __m128d t185 = _mm_unpacklo_pd(t181, t184);
        _mm_storeu_pd(t182 + -1, t185);
        __m128d t186 = _mm_unpackhi_pd(t181, t184);
        _mm_storeu_pd(t182 + 1, t186);
        long t187 = i_vec_2 + 2L;
        vcc_v2_uint t188 = i_v_2 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int i_v_11 = (vcc_v2_int)t188;
        __m128d t189 = (__m128d)__builtin_convertvector(i_v_11, vcc_v2_double);
        __m128d t190 = _mm_mul_pd(t189, _mm_set1_pd(0.75));
        __m128d t191 = _mm_sub_pd(t190, _mm_set1_pd(40.0));
        double *t192 = &ca[t187].im;
        vcc_v2_int t193 = i_v_11 + (vcc_v2_int){1, 1};
        __m128d t194 = (__m128d)__builtin_convertvector(t193, vcc_v2_double);
        __m128d t195 = _mm_div_pd(_mm_set1_pd(1.0), t194);
        __m128d t196 = _mm_unpacklo_pd(t191, t195);
        _mm_storeu_pd(t192 + -1, t196);
        __m128d t197 = _mm_unpackhi_pd(t191, t195);
        _mm_storeu_pd(t192 + 1, t197);
        vcc_v2_int t198 = t5 + (vcc_v2_int){2, 2};
        vcc_v2_uint t199 = (vcc_v2_uint)t198;
        vcc_v2_uint t200 = t199 - (vcc_v2_uint){13U, 13U};
        vcc_v2_uint t201 = vcc_min(vcc_v2_int, t199, t200);
        vcc_v2_int t202 = (vcc_v2_int)t201;
        __m128d t203 = (__m128d)__builtin_convertvector(t202, vcc_v2_double);
        __m128d t204 = _mm_mul_pd(t203, _mm_set1_pd(0.5));
        double *t205 = &cb[t187].im;
        vcc_v2_int t206 = t6 + (vcc_v2_int){2, 2};
        vcc_v2_uint t207 = (vcc_v2_uint)t206;
        vcc_v2_uint t208 = t207 - (vcc_v2_uint){7U, 7U};
        vcc_v2_uint t209 = vcc_min(vcc_v2_int, t207, t208);
        vcc_v2_int t210 = (vcc_v2_int)t209;
        __m128d t211 = (__m128d)__builtin_convertvector(t210, vcc_v2_double);
        __m128d t212 = _mm_xor_pd(t211, _mm_set1_pd(-0.0));
        __m128d t213 = _mm_unpacklo_pd(t204, t212);
        _mm_storeu_pd(t205 + -1, t213);
        __m128d t214 = _mm_unpackhi_pd(t204, t212);
        _mm_storeu_pd(t205 + 1, t214);
        long t215 = i_vec_2 + 4L;
        vcc_v2_uint t216 = i_v_2 + (vcc_v2_uint){4U, 4U};
        vcc_v2_int i_v_12 = (vcc_v2_int)t216;
        __m128d t217 = (__m128d)__builtin_convertvector(i_v_12, vcc_v2_double);
        __m128d t218 = _mm_mul_pd(t217, _mm_set1_pd(0.75));
        __m128d t219 = _mm_sub_pd(t218, _mm_set1_pd(40.0));
        double *t220 = &ca[t215].im;
        vcc_v2_int t221 = i_v_12 + (vcc_v2_int){1, 1};
        __m128d t222 = (__m128d)__builtin_convertvector(t221, vcc_v2_double);
        __m128d t223 = _mm_div_pd(_mm_set1_pd(1.0), t222);
        __m128d t224 = _mm_unpacklo_pd(t219, t223);
        _mm_storeu_pd(t220 + -1, t224);
        __m128d t225 = _mm_unpackhi_pd(t219, t223);
        _mm_storeu_pd(t220 + 1, t225);
        vcc_v2_int t226 = t5 + (vcc_v2_int){4, 4};
        vcc_v2_uint t227 = (vcc_v2_uint)t226;
        vcc_v2_uint t228 = t227 - (vcc_v2_uint){13U, 13U};
        vcc_v2_uint t229 = vcc_min(vcc_v2_int, t227, t228);
        vcc_v2_int t230 = (vcc_v2_int)t229;
        __m128d t231 = (__m128d)__builtin_convertvector(t230, vcc_v2_double);
        __m128d t232 = _mm_mul_pd(t231, _mm_set1_pd(0.5));
        double *t233 = &cb[t215].im;
        vcc_v2_int t234 = t6 + (vcc_v2_int){4, 4};
        vcc_v2_uint t235 = (vcc_v2_uint)t234;
        vcc_v2_uint t236 = t235 - (vcc_v2_uint){7U, 7U};
        vcc_v2_uint t237 = vcc_min(vcc_v2_int, t235, t236);
        vcc_v2_int t238 = (vcc_v2_int)t237;
        __m128d t239 = (__m128d)__builtin_convertvector(t238, vcc_v2_double);
        __m128d t240 = _mm_xor_pd(t239, _mm_set1_pd(-0.0));
        __m128d t241 = _mm_unpacklo_pd(t232, t240);
        _mm_storeu_pd(t233 + -1, t241);
        __m128d t242 = _mm_unpackhi_pd(t232, t240);
        _mm_storeu_pd(t233 + 1, t242);
        long t243 = i_vec_2 + 6L;
        vcc_v2_uint t244 = i_v_2 + (vcc_v2_uint){6U, 6U};
        vcc_v2_int i_v_13 = (vcc_v2_int)t244;
        __m128d t245 = (__m128d)__builtin_convertvector(i_v_13, vcc_v2_double);
        __m128d t246 = _mm_mul_pd(t245, _mm_set1_pd(0.75));
        __m128d t247 = _mm_sub_pd(t246, _mm_set1_pd(40.0));
        double *t248 = &ca[t243].im;
        vcc_v2_int t249 = i_v_13 + (vcc_v2_int){1, 1};
        __m128d t250 = (__m128d)__builtin_convertvector(t249, vcc_v2_double);
        __m128d t251 = _mm_div_pd(_mm_set1_pd(1.0), t250);
        __m128d t252 = _mm_unpacklo_pd(t247, t251);
        _mm_storeu_pd(t248 + -1, t252);
        __m128d t253 = _mm_unpackhi_pd(t247, t251);
        _mm_storeu_pd(t248 + 1, t253);
        vcc_v2_int t254 = t5 + (vcc_v2_int){6, 6};
        vcc_v2_uint t255 = (vcc_v2_uint)t254;
        vcc_v2_uint t256 = t255 - (vcc_v2_uint){13U, 13U};
        vcc_v2_uint t257 = vcc_min(vcc_v2_int, t255, t256);
        vcc_v2_int t258 = (vcc_v2_int)t257;
        __m128d t259 = (__m128d)__builtin_convertvector(t258, vcc_v2_double);
        __m128d t260 = _mm_mul_pd(t259, _mm_set1_pd(0.5));
        double *t261 = &cb[t243].im;
        vcc_v2_int t262 = t6 + (vcc_v2_int){6, 6};
        vcc_v2_uint t263 = (vcc_v2_uint)t262;
        vcc_v2_uint t264 = t263 - (vcc_v2_uint){7U, 7U};
        vcc_v2_uint t265 = vcc_min(vcc_v2_int, t263, t264);
        vcc_v2_int t266 = (vcc_v2_int)t265;
        __m128d t267 = (__m128d)__builtin_convertvector(t266, vcc_v2_double);
        __m128d t268 = _mm_xor_pd(t267, _mm_set1_pd(-0.0));
        __m128d t269 = _mm_unpacklo_pd(t260, t268);
        _mm_storeu_pd(t261 + -1, t269);
        __m128d t270 = _mm_unpackhi_pd(t260, t268);
        _mm_storeu_pd(t261 + 1, t270);
        i_vec_2 += 8L;
        i_v_2 = i_v_2 + (vcc_v2_uint){8U, 8U};
        vcc_v2_int t271 = t5 + (vcc_v2_int){8, 8};
        vcc_v2_uint t272 = (vcc_v2_uint)t271;
        vcc_v2_uint t273 = t272 - (vcc_v2_uint){13U, 13U};
        vcc_v2_uint t274 = vcc_min(vcc_v2_int, t272, t273);
        t5 = (vcc_v2_int)t274;
        vcc_v2_int t275 = t6 + (vcc_v2_int){1, 1};
        vcc_v2_uint t276 = (vcc_v2_uint)t275;
        vcc_v2_uint t277 = t276 - (vcc_v2_uint){7U, 7U};
        vcc_v2_uint t278 = vcc_min(vcc_v2_int, t276, t277);
        t6 = (vcc_v2_int)t278;
    } while (i_vec_2 < 296L);
    vcc_v2_int t279 = (vcc_v2_int){296, 296};
    vcc_v2_uint t280 = (vcc_v2_uint)t279;
    vcc_v2_uint i_v_3 = t280 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t281 = (vcc_v2_int){10, 10};
    vcc_v2_int t282 = t281 + (vcc_v2_int){0, 1};
    vcc_v2_uint t283 = (vcc_v2_uint)t282;
    vcc_v2_uint t284 = t283 - (vcc_v2_uint){13U, 13U};
    vcc_v2_uint t285 = vcc_min(vcc_v2_int, t283, t284);
    vcc_v2_int t7 = (vcc_v2_int)t285;
    vcc_v2_int t286 = (vcc_v2_int){2, 2};
    vcc_v2_int t287 = t286 + (vcc_v2_int){0, 1};
    vcc_v2_uint t288 = (vcc_v2_uint)t287;
    vcc_v2_uint t289 = t288 - (vcc_v2_uint){7U, 7U};
    vcc_v2_uint t290 = vcc_min(vcc_v2_int, t288, t289);
    vcc_v2_int t8 = (vcc_v2_int)t290;
    long i_vec_3 = 0L;
    /* vcc: loop at carried.c:132 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t291 = 296L + i_vec_3;
        vcc_v2_int i_v_14 = (vcc_v2_int)i_v_3;
        __m128d t292 = (__m128d)__builtin_convertvector(i_v_14, vcc_v2_double);
        __m128d t293 = _mm_mul_pd(t292, _mm_set1_pd(0.75));
        __m128d t294 = _mm_sub_pd(t293, _mm_set1_pd(40.0));
        double *t295 = &ca[t291].im;
        vcc_v2_int t296 = i_v_14 + (vcc_v2_int){1, 1};
        __m128d t297 = (__m128d)__builtin_convertvector(t296, vcc_v2_double);
        __m128d t298 = _mm_div_pd(_mm_set1_pd(1.0), t297);
        __m128d t299 = _mm_unpacklo_pd(t294, t298);
        _mm_storeu_pd(t295 + -1, t299);
        __m128d t300 = _mm_unpackhi_pd(t294, t298);
        _mm_storeu_pd(t295 + 1, t300);
        __m128d t301 = (__m128d)__builtin_convertvector(t7, vcc_v2_double);
        __m128d t302 = _mm_mul_pd(t301, _mm_set1_pd(0.5));
        double *t303 = &cb[t291].im;
        __m128d t304 = (__m128d)__builtin_convertvector(t8, vcc_v2_double);
        __m128d t305 = _mm_xor_pd(t304, _mm_set1_pd(-0.0));
        __m128d t306 = _mm_unpacklo_pd(t302, t305);
        _mm_storeu_pd(t303 + -1, t306);
        __m128d t307 = _mm_unpackhi_pd(t302, t305);
        _mm_storeu_pd(t303 + 1, t307);
        i_vec_3 += 2L;
        i_v_3 = i_v_3 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int t308 = t7 + (vcc_v2_int){2, 2};
        vcc_v2_uint t309 = (vcc_v2_uint)t308;
        vcc_v2_uint t310 = t309 - (vcc_v2_uint){13U, 13U};
        vcc_v2_uint t311 = vcc_min(vcc_v2_int, t309, t310);
        t7 = (vcc_v2_int)t311;
        vcc_v2_int t312 = t8 + (vcc_v2_int){2, 2};
        vcc_v2_uint t313 = (vcc_v2_uint)t312;
        vcc_v2_uint t314 = t313 - (vcc_v2_uint){7U, 7U};
        vcc_v2_uint t315 = vcc_min(vcc_v2_int, t313, t314);
        t8 = (vcc_v2_int)t315;
    } while (i_vec_3 < 4L);
    int i_1 = 300;
    while (i_1 < 301) {
        long t316 = (long)i_1;
        struct cpx *t317 = &ca[t316];
        t317->re = (double)i_1 * 0.75 - 40.0;
        int t318 = i_1 + 1;
        t317->im = 1.0 / (double)t318;
        struct cpx *t319 = &cb[t316];
        t319->re = (double)(i_1 % 13) * 0.5;
        t319->im = -(double)(i_1 % 7);
        i_1 = t318;
    }
    __m128i t320 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_4 = (vcc_v4_uint)_mm_add_epi32(t320, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t321 = _mm_set1_epi32(0);
    __m128i t322 = _mm_add_epi32(t321, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t323 = _mm_sub_epi32(t322, _mm_set1_epi32(17));
    vcc_v4_int t9 = (vcc_v4_int)_mm_min_epu32(t322, t323);
    __m128i t324 = _mm_set1_epi32(0);
    __m128i t325 = _mm_add_epi32(t324, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t326 = _mm_sub_epi32(t325, _mm_set1_epi32(5));
    vcc_v4_int t10 = (vcc_v4_int)_mm_min_epu32(t325, t326);
    long i_vec_4 = 0L;
    /* vcc: loop at carried.c:136 vectorized: VF 4, UF 4, the remainder at 137:25 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 137:51 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t327 = _mm_cvtepi32_ps((__m128i)t9);
        __m128 t328 = _mm_cvtepi32_ps((__m128i)t10);
        __m128 t329 = _mm_mul_ps(t328, _mm_set1_ps(0.3f));
        __m128i t330 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(1));
        __m128 t331 = _mm_cvtepi32_ps(t330);
        __m128 t332 = _mm_div_ps(_mm_set1_ps(1.0f), t331);
        float *t333 = &p[i_vec_4].w;
        __m128 t334 = _mm_cvtepi32_ps((__m128i)i_v_4);
        __m128 t335 = _mm_xor_ps(t334, _mm_set1_ps(-0.0f));
        __m128 t336 = (__m128)__builtin_shufflevector((vcc_v4_float)t327, (vcc_v4_float)t329, 0, 4, 0, 0);
        __m128 t337 = (__m128)__builtin_shufflevector((vcc_v4_float)t336, (vcc_v4_float)t332, 0, 1, 4, 3);
        __m128 t338 = (__m128)__builtin_shufflevector((vcc_v4_float)t337, (vcc_v4_float)t335, 0, 1, 2, 4);
        _mm_storeu_ps(t333 + -3, t338);
        __m128 t339 = (__m128)__builtin_shufflevector((vcc_v4_float)t327, (vcc_v4_float)t329, 1, 5, 0, 0);
        __m128 t340 = (__m128)__builtin_shufflevector((vcc_v4_float)t339, (vcc_v4_float)t332, 0, 1, 5, 3);
        __m128 t341 = (__m128)__builtin_shufflevector((vcc_v4_float)t340, (vcc_v4_float)t335, 0, 1, 2, 5);
        _mm_storeu_ps(t333 + 1, t341);
        __m128 t342 = (__m128)__builtin_shufflevector((vcc_v4_float)t327, (vcc_v4_float)t329, 2, 6, 0, 0);
        __m128 t343 = (__m128)__builtin_shufflevector((vcc_v4_float)t342, (vcc_v4_float)t332, 0, 1, 6, 3);
        __m128 t344 = (__m128)__builtin_shufflevector((vcc_v4_float)t343, (vcc_v4_float)t335, 0, 1, 2, 6);
        _mm_storeu_ps(t333 + 5, t344);
        __m128 t345 = (__m128)__builtin_shufflevector((vcc_v4_float)t327, (vcc_v4_float)t329, 3, 7, 0, 0);
        __m128 t346 = (__m128)__builtin_shufflevector((vcc_v4_float)t345, (vcc_v4_float)t332, 0, 1, 7, 3);
        __m128 t347 = (__m128)__builtin_shufflevector((vcc_v4_float)t346, (vcc_v4_float)t335, 0, 1, 2, 7);
        _mm_storeu_ps(t333 + 9, t347);
        __m128i t348 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(4));
        __m128i t349 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(4));
        __m128i t350 = _mm_sub_epi32(t349, _mm_set1_epi32(17));
        __m128i t351 = _mm_min_epu32(t349, t350);
        __m128 t352 = _mm_cvtepi32_ps(t351);
        __m128i t353 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(4));
        __m128i t354 = _mm_sub_epi32(t353, _mm_set1_epi32(5));
        __m128i t355 = _mm_min_epu32(t353, t354);
        __m128 t356 = _mm_cvtepi32_ps(t355);
        __m128 t357 = _mm_mul_ps(t356, _mm_set1_ps(0.3f));
        __m128i t358 = _mm_add_epi32(t348, _mm_set1_epi32(1));
        __m128 t359 = _mm_cvtepi32_ps(t358);
        __m128 t360 = _mm_div_ps(_mm_set1_ps(1.0f), t359);
        float *t361 = &p[i_vec_4 + 4L].w;
        __m128 t362 = _mm_cvtepi32_ps(t348);
        __m128 t363 = _mm_xor_ps(t362, _mm_set1_ps(-0.0f));
        __m128 t364 = (__m128)__builtin_shufflevector((vcc_v4_float)t352, (vcc_v4_float)t357, 0, 4, 0, 0);
        __m128 t365 = (__m128)__builtin_shufflevector((vcc_v4_float)t364, (vcc_v4_float)t360, 0, 1, 4, 3);
        __m128 t366 = (__m128)__builtin_shufflevector((vcc_v4_float)t365, (vcc_v4_float)t363, 0, 1, 2, 4);
        _mm_storeu_ps(t361 + -3, t366);
        __m128 t367 = (__m128)__builtin_shufflevector((vcc_v4_float)t352, (vcc_v4_float)t357, 1, 5, 0, 0);
        __m128 t368 = (__m128)__builtin_shufflevector((vcc_v4_float)t367, (vcc_v4_float)t360, 0, 1, 5, 3);
        __m128 t369 = (__m128)__builtin_shufflevector((vcc_v4_float)t368, (vcc_v4_float)t363, 0, 1, 2, 5);
        _mm_storeu_ps(t361 + 1, t369);
        __m128 t370 = (__m128)__builtin_shufflevector((vcc_v4_float)t352, (vcc_v4_float)t357, 2, 6, 0, 0);
        __m128 t371 = (__m128)__builtin_shufflevector((vcc_v4_float)t370, (vcc_v4_float)t360, 0, 1, 6, 3);
        __m128 t372 = (__m128)__builtin_shufflevector((vcc_v4_float)t371, (vcc_v4_float)t363, 0, 1, 2, 6);
        _mm_storeu_ps(t361 + 5, t372);
        __m128 t373 = (__m128)__builtin_shufflevector((vcc_v4_float)t352, (vcc_v4_float)t357, 3, 7, 0, 0);
        __m128 t374 = (__m128)__builtin_shufflevector((vcc_v4_float)t373, (vcc_v4_float)t360, 0, 1, 7, 3);
        __m128 t375 = (__m128)__builtin_shufflevector((vcc_v4_float)t374, (vcc_v4_float)t363, 0, 1, 2, 7);
        _mm_storeu_ps(t361 + 9, t375);
        __m128i t376 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(8));
        __m128i t377 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(8));
        __m128i t378 = _mm_sub_epi32(t377, _mm_set1_epi32(17));
        __m128i t379 = _mm_min_epu32(t377, t378);
        __m128 t380 = _mm_cvtepi32_ps(t379);
        __m128i t381 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(3));
        __m128i t382 = _mm_sub_epi32(t381, _mm_set1_epi32(5));
        __m128i t383 = _mm_min_epu32(t381, t382);
        __m128 t384 = _mm_cvtepi32_ps(t383);
        __m128 t385 = _mm_mul_ps(t384, _mm_set1_ps(0.3f));
        __m128i t386 = _mm_add_epi32(t376, _mm_set1_epi32(1));
        __m128 t387 = _mm_cvtepi32_ps(t386);
        __m128 t388 = _mm_div_ps(_mm_set1_ps(1.0f), t387);
        float *t389 = &p[i_vec_4 + 8L].w;
        __m128 t390 = _mm_cvtepi32_ps(t376);
        __m128 t391 = _mm_xor_ps(t390, _mm_set1_ps(-0.0f));
        __m128 t392 = (__m128)__builtin_shufflevector((vcc_v4_float)t380, (vcc_v4_float)t385, 0, 4, 0, 0);
        __m128 t393 = (__m128)__builtin_shufflevector((vcc_v4_float)t392, (vcc_v4_float)t388, 0, 1, 4, 3);
        __m128 t394 = (__m128)__builtin_shufflevector((vcc_v4_float)t393, (vcc_v4_float)t391, 0, 1, 2, 4);
        _mm_storeu_ps(t389 + -3, t394);
        __m128 t395 = (__m128)__builtin_shufflevector((vcc_v4_float)t380, (vcc_v4_float)t385, 1, 5, 0, 0);
        __m128 t396 = (__m128)__builtin_shufflevector((vcc_v4_float)t395, (vcc_v4_float)t388, 0, 1, 5, 3);
        __m128 t397 = (__m128)__builtin_shufflevector((vcc_v4_float)t396, (vcc_v4_float)t391, 0, 1, 2, 5);
        _mm_storeu_ps(t389 + 1, t397);
        __m128 t398 = (__m128)__builtin_shufflevector((vcc_v4_float)t380, (vcc_v4_float)t385, 2, 6, 0, 0);
        __m128 t399 = (__m128)__builtin_shufflevector((vcc_v4_float)t398, (vcc_v4_float)t388, 0, 1, 6, 3);
        __m128 t400 = (__m128)__builtin_shufflevector((vcc_v4_float)t399, (vcc_v4_float)t391, 0, 1, 2, 6);
        _mm_storeu_ps(t389 + 5, t400);
        __m128 t401 = (__m128)__builtin_shufflevector((vcc_v4_float)t380, (vcc_v4_float)t385, 3, 7, 0, 0);
        __m128 t402 = (__m128)__builtin_shufflevector((vcc_v4_float)t401, (vcc_v4_float)t388, 0, 1, 7, 3);
        __m128 t403 = (__m128)__builtin_shufflevector((vcc_v4_float)t402, (vcc_v4_float)t391, 0, 1, 2, 7);
        _mm_storeu_ps(t389 + 9, t403);
        __m128i t404 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(12));
        __m128i t405 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(12));
        __m128i t406 = _mm_sub_epi32(t405, _mm_set1_epi32(17));
        __m128i t407 = _mm_min_epu32(t405, t406);
        __m128 t408 = _mm_cvtepi32_ps(t407);
        __m128i t409 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(2));
        __m128i t410 = _mm_sub_epi32(t409, _mm_set1_epi32(5));
        __m128i t411 = _mm_min_epu32(t409, t410);
        __m128 t412 = _mm_cvtepi32_ps(t411);
        __m128 t413 = _mm_mul_ps(t412, _mm_set1_ps(0.3f));
        __m128i t414 = _mm_add_epi32(t404, _mm_set1_epi32(1));
        __m128 t415 = _mm_cvtepi32_ps(t414);
        __m128 t416 = _mm_div_ps(_mm_set1_ps(1.0f), t415);
        float *t417 = &p[i_vec_4 + 12L].w;
        __m128 t418 = _mm_cvtepi32_ps(t404);
        __m128 t419 = _mm_xor_ps(t418, _mm_set1_ps(-0.0f));
        __m128 t420 = (__m128)__builtin_shufflevector((vcc_v4_float)t408, (vcc_v4_float)t413, 0, 4, 0, 0);
        __m128 t421 = (__m128)__builtin_shufflevector((vcc_v4_float)t420, (vcc_v4_float)t416, 0, 1, 4, 3);
        __m128 t422 = (__m128)__builtin_shufflevector((vcc_v4_float)t421, (vcc_v4_float)t419, 0, 1, 2, 4);
        _mm_storeu_ps(t417 + -3, t422);
        __m128 t423 = (__m128)__builtin_shufflevector((vcc_v4_float)t408, (vcc_v4_float)t413, 1, 5, 0, 0);
        __m128 t424 = (__m128)__builtin_shufflevector((vcc_v4_float)t423, (vcc_v4_float)t416, 0, 1, 5, 3);
        __m128 t425 = (__m128)__builtin_shufflevector((vcc_v4_float)t424, (vcc_v4_float)t419, 0, 1, 2, 5);
        _mm_storeu_ps(t417 + 1, t425);
        __m128 t426 = (__m128)__builtin_shufflevector((vcc_v4_float)t408, (vcc_v4_float)t413, 2, 6, 0, 0);
        __m128 t427 = (__m128)__builtin_shufflevector((vcc_v4_float)t426, (vcc_v4_float)t416, 0, 1, 6, 3);
        __m128 t428 = (__m128)__builtin_shufflevector((vcc_v4_float)t427, (vcc_v4_float)t419, 0, 1, 2, 6);
        _mm_storeu_ps(t417 + 5, t428);
        __m128 t429 = (__m128)__builtin_shufflevector((vcc_v4_float)t408, (vcc_v4_float)t413, 3, 7, 0, 0);
        __m128 t430 = (__m128)__builtin_shufflevector((vcc_v4_float)t429, (vcc_v4_float)t416, 0, 1, 7, 3);
        __m128 t431 = (__m128)__builtin_shufflevector((vcc_v4_float)t430, (vcc_v4_float)t419, 0, 1, 2, 7);
        _mm_storeu_ps(t417 + 9, t431);
        i_vec_4 += 16L;
        i_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(16));
        __m128i t432 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(16));
        __m128i t433 = _mm_sub_epi32(t432, _mm_set1_epi32(17));
        t9 = (vcc_v4_int)_mm_min_epu32(t432, t433);
        __m128i t434 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(1));
        __m128i t435 = _mm_sub_epi32(t434, _mm_set1_epi32(5));
        t10 = (vcc_v4_int)_mm_min_epu32(t434, t435);
    } while (i_vec_4 < 256L);
    int i_2 = 256;
    while (i_2 < 257) {
        struct pt *t436 = &p[i_2];
        t436->x = (float)(i_2 % 17);
        t436->y = (float)(i_2 % 5) * 0.3f;
        int t437 = i_2 + 1;
        t436->z = 1.0f / (float)t437;
        t436->w = -(float)i_2;
        i_2 = t437;
    }
    c.x = 3.5f;
    c.y = -1.25f;
    c.z = 0.5f;
    c.w = 100.0f;
    for (int n = 0; n < 1003; n += 97) {
        z = cdot(ca, cb, n % 301);
        dist4(p, n % 257, c, d);
        const float *t438 = y;
        float t439 = mixed(t438, n);
        const float *t440 = x;
        float t441 = leak(t440, n);
        float t442 = until(t440, n);
        float t443 = d[3];
        float t444 = d[2];
        float t445 = d[1];
        float t446 = d[0];
        double t447 = z.im;
        double t448 = z.re;
        double t449 = dot8(dx, dy, n);
        printf("%d: %a %a %a %a %a %a %a %a %a %a %a\n", n, (double)dot4(t440, t438, n), t449, t448, t447, (double)t446, (double)t445, (double)t444, (double)t443, (double)t442, (double)t441, (double)t439);
        unsigned int hash = xxh4(in, n, h);
        printf("   %u %u %u %u %u\n", hash, h[0], h[1], h[2], h[3]);
    }
    return 0;
}
