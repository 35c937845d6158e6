/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128d vcc_sse2_addsub_pd(__m128d a, __m128d b) { return _mm_shuffle_pd(_mm_sub_pd(a, b), _mm_add_pd(a, b), 2); }
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
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

float dot4(const float *x, const float *y, int n) {
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

double dot8(const double *x, const double *y, int n) {
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

struct cpx cdot(const struct cpx *a, const struct cpx *b, int n) {
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
        __m128d t11 = vcc_sse2_addsub_pd(t6, t10);
        re_v = _mm_add_pd(re_v, t11);
    }
    r.re = ((vcc_v2_double)re_v)[0];
    r.im = ((vcc_v2_double)re_v)[1];
    return r;
}

struct pt { float x, y, z, w; };

void dist4(const struct pt *p, int n, struct pt c, float *out) {
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

float until(const float *x, int n) {
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

int main(void) {
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
    __m128i t15 = (__m128i)__builtin_convertvector(t14 > (vcc_v2_int){100, 100}, vcc_m2);
    vcc_v2_uint t16 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t15, vcc_v2_int), ((vcc_v2_uint){101U, 101U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t17 = (vcc_v2_uint)t14;
    vcc_v2_uint t18 = t17 - t16;
    vcc_v2_int t1 = (vcc_v2_int)t18;
    vcc_v2_int t19 = (vcc_v2_int){0, 0};
    vcc_v2_int t20 = t19 + (vcc_v2_int){0, 53};
    __m128i t21 = (__m128i)__builtin_convertvector(t20 > (vcc_v2_int){96, 96}, vcc_m2);
    vcc_v2_uint t22 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t21, vcc_v2_int), ((vcc_v2_uint){97U, 97U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t23 = (vcc_v2_uint)t20;
    vcc_v2_uint t24 = t23 - t22;
    vcc_v2_int t2 = (vcc_v2_int)t24;
    long i_vec = 0L;
    /* vcc: loop at carried.c:125 vectorized: VF 2, UF 4, the remainder at 126:23 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 128:25 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        vcc_v2_int i_v_5 = (vcc_v2_int)i_v;
        vcc_v2_float t25 = __builtin_convertvector(t1, vcc_v2_float);
        vcc_v2_float t26 = t25 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t27 = t26 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[i_vec], t27);
        vcc_v2_int t28 = i_v_5 + (vcc_v2_int){3, 3};
        vcc_v2_float t29 = __builtin_convertvector(t28, vcc_v2_float);
        vcc_v2_float t30 = (vcc_v2_float){1.0f, 1.0f} / t29;
        vcc_store(&y[i_vec], t30);
        __m128d t31 = (__m128d)__builtin_convertvector(t2, vcc_v2_double);
        __m128d t32 = _mm_div_pd(t31, _mm_set1_pd(3.0));
        __m128d t33 = _mm_sub_pd(t32, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[i_vec], t33);
        vcc_v2_int t34 = i_v_5 + (vcc_v2_int){7, 7};
        __m128d t35 = (__m128d)__builtin_convertvector(t34, vcc_v2_double);
        __m128d t36 = _mm_div_pd(_mm_set1_pd(1.0), t35);
        _mm_storeu_pd(&dy[i_vec], t36);
        vcc_v2_uint t37 = (vcc_v2_uint)i_v_5;
        vcc_v2_uint t38 = t37 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[i_vec], t38);
        long t39 = i_vec + 2L;
        vcc_v2_uint t40 = i_v + (vcc_v2_uint){2U, 2U};
        vcc_v2_int i_v_6 = (vcc_v2_int)t40;
        vcc_v2_int t41 = t1 + (vcc_v2_int){74, 74};
        __m128i t42 = (__m128i)__builtin_convertvector(t41 > (vcc_v2_int){100, 100}, vcc_m2);
        vcc_v2_uint t43 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t42, vcc_v2_int), ((vcc_v2_uint){101U, 101U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t44 = (vcc_v2_uint)t41;
        vcc_v2_uint t45 = t44 - t43;
        vcc_v2_int t46 = (vcc_v2_int)t45;
        vcc_v2_float t47 = __builtin_convertvector(t46, vcc_v2_float);
        vcc_v2_float t48 = t47 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t49 = t48 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t39], t49);
        vcc_v2_int t50 = i_v_6 + (vcc_v2_int){3, 3};
        vcc_v2_float t51 = __builtin_convertvector(t50, vcc_v2_float);
        vcc_v2_float t52 = (vcc_v2_float){1.0f, 1.0f} / t51;
        vcc_store(&y[t39], t52);
        vcc_v2_int t53 = t2 + (vcc_v2_int){9, 9};
        __m128i t54 = (__m128i)__builtin_convertvector(t53 > (vcc_v2_int){96, 96}, vcc_m2);
        vcc_v2_uint t55 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t54, vcc_v2_int), ((vcc_v2_uint){97U, 97U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t56 = (vcc_v2_uint)t53;
        vcc_v2_uint t57 = t56 - t55;
        vcc_v2_int t58 = (vcc_v2_int)t57;
        __m128d t59 = (__m128d)__builtin_convertvector(t58, vcc_v2_double);
        __m128d t60 = _mm_div_pd(t59, _mm_set1_pd(3.0));
        __m128d t61 = _mm_sub_pd(t60, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t39], t61);
        vcc_v2_int t62 = i_v_6 + (vcc_v2_int){7, 7};
        __m128d t63 = (__m128d)__builtin_convertvector(t62, vcc_v2_double);
        __m128d t64 = _mm_div_pd(_mm_set1_pd(1.0), t63);
        _mm_storeu_pd(&dy[t39], t64);
        vcc_v2_uint t65 = (vcc_v2_uint)i_v_6;
        vcc_v2_uint t66 = t65 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t39], t66);
        long t67 = i_vec + 4L;
        vcc_v2_uint t68 = i_v + (vcc_v2_uint){4U, 4U};
        vcc_v2_int i_v_7 = (vcc_v2_int)t68;
        vcc_v2_int t69 = t1 + (vcc_v2_int){47, 47};
        __m128i t70 = (__m128i)__builtin_convertvector(t69 > (vcc_v2_int){100, 100}, vcc_m2);
        vcc_v2_uint t71 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t70, vcc_v2_int), ((vcc_v2_uint){101U, 101U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t72 = (vcc_v2_uint)t69;
        vcc_v2_uint t73 = t72 - t71;
        vcc_v2_int t74 = (vcc_v2_int)t73;
        vcc_v2_float t75 = __builtin_convertvector(t74, vcc_v2_float);
        vcc_v2_float t76 = t75 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t77 = t76 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t67], t77);
        vcc_v2_int t78 = i_v_7 + (vcc_v2_int){3, 3};
        vcc_v2_float t79 = __builtin_convertvector(t78, vcc_v2_float);
        vcc_v2_float t80 = (vcc_v2_float){1.0f, 1.0f} / t79;
        vcc_store(&y[t67], t80);
        vcc_v2_int t81 = t2 + (vcc_v2_int){18, 18};
        __m128i t82 = (__m128i)__builtin_convertvector(t81 > (vcc_v2_int){96, 96}, vcc_m2);
        vcc_v2_uint t83 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t82, vcc_v2_int), ((vcc_v2_uint){97U, 97U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t84 = (vcc_v2_uint)t81;
        vcc_v2_uint t85 = t84 - t83;
        vcc_v2_int t86 = (vcc_v2_int)t85;
        __m128d t87 = (__m128d)__builtin_convertvector(t86, vcc_v2_double);
        __m128d t88 = _mm_div_pd(t87, _mm_set1_pd(3.0));
        __m128d t89 = _mm_sub_pd(t88, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t67], t89);
        vcc_v2_int t90 = i_v_7 + (vcc_v2_int){7, 7};
        __m128d t91 = (__m128d)__builtin_convertvector(t90, vcc_v2_double);
        __m128d t92 = _mm_div_pd(_mm_set1_pd(1.0), t91);
        _mm_storeu_pd(&dy[t67], t92);
        vcc_v2_uint t93 = (vcc_v2_uint)i_v_7;
        vcc_v2_uint t94 = t93 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t67], t94);
        long t95 = i_vec + 6L;
        vcc_v2_uint t96 = i_v + (vcc_v2_uint){6U, 6U};
        vcc_v2_int i_v_8 = (vcc_v2_int)t96;
        vcc_v2_int t97 = t1 + (vcc_v2_int){20, 20};
        __m128i t98 = (__m128i)__builtin_convertvector(t97 > (vcc_v2_int){100, 100}, vcc_m2);
        vcc_v2_uint t99 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t98, vcc_v2_int), ((vcc_v2_uint){101U, 101U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t100 = (vcc_v2_uint)t97;
        vcc_v2_uint t101 = t100 - t99;
        vcc_v2_int t102 = (vcc_v2_int)t101;
        vcc_v2_float t103 = __builtin_convertvector(t102, vcc_v2_float);
        vcc_v2_float t104 = t103 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t105 = t104 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t95], t105);
        vcc_v2_int t106 = i_v_8 + (vcc_v2_int){3, 3};
        vcc_v2_float t107 = __builtin_convertvector(t106, vcc_v2_float);
        vcc_v2_float t108 = (vcc_v2_float){1.0f, 1.0f} / t107;
        vcc_store(&y[t95], t108);
        vcc_v2_int t109 = t2 + (vcc_v2_int){27, 27};
        __m128i t110 = (__m128i)__builtin_convertvector(t109 > (vcc_v2_int){96, 96}, vcc_m2);
        vcc_v2_uint t111 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t110, vcc_v2_int), ((vcc_v2_uint){97U, 97U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t112 = (vcc_v2_uint)t109;
        vcc_v2_uint t113 = t112 - t111;
        vcc_v2_int t114 = (vcc_v2_int)t113;
        __m128d t115 = (__m128d)__builtin_convertvector(t114, vcc_v2_double);
        __m128d t116 = _mm_div_pd(t115, _mm_set1_pd(3.0));
        __m128d t117 = _mm_sub_pd(t116, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t95], t117);
        vcc_v2_int t118 = i_v_8 + (vcc_v2_int){7, 7};
        __m128d t119 = (__m128d)__builtin_convertvector(t118, vcc_v2_double);
        __m128d t120 = _mm_div_pd(_mm_set1_pd(1.0), t119);
        _mm_storeu_pd(&dy[t95], t120);
        vcc_v2_uint t121 = (vcc_v2_uint)i_v_8;
        vcc_v2_uint t122 = t121 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t95], t122);
        i_vec += 8L;
        i_v = i_v + (vcc_v2_uint){8U, 8U};
        vcc_v2_int t123 = t1 + (vcc_v2_int){94, 94};
        __m128i t124 = (__m128i)__builtin_convertvector(t123 > (vcc_v2_int){100, 100}, vcc_m2);
        vcc_v2_uint t125 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t124, vcc_v2_int), ((vcc_v2_uint){101U, 101U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t126 = (vcc_v2_uint)t123;
        vcc_v2_uint t127 = t126 - t125;
        t1 = (vcc_v2_int)t127;
        vcc_v2_int t128 = t2 + (vcc_v2_int){36, 36};
        __m128i t129 = (__m128i)__builtin_convertvector(t128 > (vcc_v2_int){96, 96}, vcc_m2);
        vcc_v2_uint t130 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t129, vcc_v2_int), ((vcc_v2_uint){97U, 97U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t131 = (vcc_v2_uint)t128;
        vcc_v2_uint t132 = t131 - t130;
        t2 = (vcc_v2_int)t132;
    } while (i_vec < 1000L);
    vcc_v2_int t133 = (vcc_v2_int){1000, 1000};
    vcc_v2_uint t134 = (vcc_v2_uint)t133;
    vcc_v2_uint i_v_1 = t134 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t135 = (vcc_v2_int){34, 34};
    vcc_v2_int t136 = t135 + (vcc_v2_int){0, 37};
    __m128i t137 = (__m128i)__builtin_convertvector(t136 > (vcc_v2_int){100, 100}, vcc_m2);
    vcc_v2_uint t138 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t137, vcc_v2_int), ((vcc_v2_uint){101U, 101U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t139 = (vcc_v2_uint)t136;
    vcc_v2_uint t140 = t139 - t138;
    vcc_v2_int t3 = (vcc_v2_int)t140;
    vcc_v2_int t141 = (vcc_v2_int){38, 38};
    vcc_v2_int t142 = t141 + (vcc_v2_int){0, 53};
    __m128i t143 = (__m128i)__builtin_convertvector(t142 > (vcc_v2_int){96, 96}, vcc_m2);
    vcc_v2_uint t144 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t143, vcc_v2_int), ((vcc_v2_uint){97U, 97U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t145 = (vcc_v2_uint)t142;
    vcc_v2_uint t146 = t145 - t144;
    vcc_v2_int t4 = (vcc_v2_int)t146;
    long i_vec_1 = 0L;
    /* vcc: loop at carried.c:125 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t147 = 1000L + i_vec_1;
        vcc_v2_int i_v_9 = (vcc_v2_int)i_v_1;
        vcc_v2_float t148 = __builtin_convertvector(t3, vcc_v2_float);
        vcc_v2_float t149 = t148 / (vcc_v2_float){7.0f, 7.0f};
        vcc_v2_float t150 = t149 - (vcc_v2_float){3.0f, 3.0f};
        vcc_store(&x[t147], t150);
        vcc_v2_int t151 = i_v_9 + (vcc_v2_int){3, 3};
        vcc_v2_float t152 = __builtin_convertvector(t151, vcc_v2_float);
        vcc_v2_float t153 = (vcc_v2_float){1.0f, 1.0f} / t152;
        vcc_store(&y[t147], t153);
        __m128d t154 = (__m128d)__builtin_convertvector(t4, vcc_v2_double);
        __m128d t155 = _mm_div_pd(t154, _mm_set1_pd(3.0));
        __m128d t156 = _mm_sub_pd(t155, _mm_set1_pd(11.0));
        _mm_storeu_pd(&dx[t147], t156);
        vcc_v2_int t157 = i_v_9 + (vcc_v2_int){7, 7};
        __m128d t158 = (__m128d)__builtin_convertvector(t157, vcc_v2_double);
        __m128d t159 = _mm_div_pd(_mm_set1_pd(1.0), t158);
        _mm_storeu_pd(&dy[t147], t159);
        vcc_v2_uint t160 = (vcc_v2_uint)i_v_9;
        vcc_v2_uint t161 = t160 * (vcc_v2_uint){2654435761U, 2654435761U};
        vcc_store(&in[t147], t161);
        i_vec_1 += 2L;
        i_v_1 = i_v_1 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int t162 = t3 + (vcc_v2_int){74, 74};
        __m128i t163 = (__m128i)__builtin_convertvector(t162 > (vcc_v2_int){100, 100}, vcc_m2);
        vcc_v2_uint t164 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t163, vcc_v2_int), ((vcc_v2_uint){101U, 101U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t165 = (vcc_v2_uint)t162;
        vcc_v2_uint t166 = t165 - t164;
        t3 = (vcc_v2_int)t166;
        vcc_v2_int t167 = t4 + (vcc_v2_int){9, 9};
        __m128i t168 = (__m128i)__builtin_convertvector(t167 > (vcc_v2_int){96, 96}, vcc_m2);
        vcc_v2_uint t169 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t168, vcc_v2_int), ((vcc_v2_uint){97U, 97U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t170 = (vcc_v2_uint)t167;
        vcc_v2_uint t171 = t170 - t169;
        t4 = (vcc_v2_int)t171;
    } while (i_vec_1 < 2L);
    for (int i = 1002; i < 1003; i++) {
        long t172 = (long)i;
        x[t172] = (float)(i * 37 % 101) / 7.0f - 3.0f;
        y[t172] = 1.0f / (float)(i + 3);
        dx[t172] = (double)(i * 53 % 97) / 3.0 - 11.0;
        dy[t172] = 1.0 / (double)(i + 7);
        in[t172] = (unsigned int)i * 2654435761U;
    }
    vcc_v2_int t173 = (vcc_v2_int){0, 0};
    vcc_v2_uint t174 = (vcc_v2_uint)t173;
    vcc_v2_uint i_v_2 = t174 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t175 = (vcc_v2_int){0, 0};
    vcc_v2_int t176 = t175 + (vcc_v2_int){0, 1};
    __m128i t177 = (__m128i)__builtin_convertvector(t176 > (vcc_v2_int){12, 12}, vcc_m2);
    vcc_v2_uint t178 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t177, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t179 = (vcc_v2_uint)t176;
    vcc_v2_uint t180 = t179 - t178;
    vcc_v2_int t5 = (vcc_v2_int)t180;
    vcc_v2_int t181 = (vcc_v2_int){0, 0};
    vcc_v2_int t182 = t181 + (vcc_v2_int){0, 1};
    __m128i t183 = (__m128i)__builtin_convertvector(t182 > (vcc_v2_int){6, 6}, vcc_m2);
    vcc_v2_uint t184 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t183, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t185 = (vcc_v2_uint)t182;
    vcc_v2_uint t186 = t185 - t184;
    vcc_v2_int t6 = (vcc_v2_int)t186;
    long i_vec_2 = 0L;
    /* vcc: loop at carried.c:132 vectorized: VF 2, UF 4, the remainder at 134:20 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 134:56 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
    do {
        vcc_v2_int i_v_10 = (vcc_v2_int)i_v_2;
        __m128d t187 = (__m128d)__builtin_convertvector(i_v_10, vcc_v2_double);
        __m128d t188 = _mm_mul_pd(t187, _mm_set1_pd(0.75));
        __m128d t189 = _mm_sub_pd(t188, _mm_set1_pd(40.0));
        double *t190 = &ca[i_vec_2].im;
        vcc_v2_int t191 = i_v_10 + (vcc_v2_int){1, 1};
        __m128d t192 = (__m128d)__builtin_convertvector(t191, vcc_v2_double);
        __m128d t193 = _mm_div_pd(_mm_set1_pd(1.0), t192);
        __m128d t194 = _mm_unpacklo_pd(t189, t193);
        _mm_storeu_pd(t190 + -1, t194);
        __m128d t195 = _mm_unpackhi_pd(t189, t193);
        _mm_storeu_pd(t190 + 1, t195);
        __m128d t196 = (__m128d)__builtin_convertvector(t5, vcc_v2_double);
        __m128d t197 = _mm_mul_pd(t196, _mm_set1_pd(0.5));
        double *t198 = &cb[i_vec_2].im;
        __m128d t199 = (__m128d)__builtin_convertvector(t6, vcc_v2_double);
        __m128d t200 = _mm_xor_pd(t199, _mm_set1_pd(-0.0));
        __m128d t201 = _mm_unpacklo_pd(t197, t200);
        _mm_storeu_pd(t198 + -1, t201);
        __m128d t202 = _mm_unpackhi_pd(t197, t200);
        _mm_storeu_pd(t198 + 1, t202);
        long t203 = i_vec_2 + 2L;
        vcc_v2_uint t204 = i_v_2 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int i_v_11 = (vcc_v2_int)t204;
        __m128d t205 = (__m128d)__builtin_convertvector(i_v_11, vcc_v2_double);
        __m128d t206 = _mm_mul_pd(t205, _mm_set1_pd(0.75));
        __m128d t207 = _mm_sub_pd(t206, _mm_set1_pd(40.0));
        double *t208 = &ca[t203].im;
        vcc_v2_int t209 = i_v_11 + (vcc_v2_int){1, 1};
        __m128d t210 = (__m128d)__builtin_convertvector(t209, vcc_v2_double);
        __m128d t211 = _mm_div_pd(_mm_set1_pd(1.0), t210);
        __m128d t212 = _mm_unpacklo_pd(t207, t211);
        _mm_storeu_pd(t208 + -1, t212);
        __m128d t213 = _mm_unpackhi_pd(t207, t211);
        _mm_storeu_pd(t208 + 1, t213);
        vcc_v2_int t214 = t5 + (vcc_v2_int){2, 2};
        __m128i t215 = (__m128i)__builtin_convertvector(t214 > (vcc_v2_int){12, 12}, vcc_m2);
        vcc_v2_uint t216 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t215, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t217 = (vcc_v2_uint)t214;
        vcc_v2_uint t218 = t217 - t216;
        vcc_v2_int t219 = (vcc_v2_int)t218;
        __m128d t220 = (__m128d)__builtin_convertvector(t219, vcc_v2_double);
        __m128d t221 = _mm_mul_pd(t220, _mm_set1_pd(0.5));
        double *t222 = &cb[t203].im;
        vcc_v2_int t223 = t6 + (vcc_v2_int){2, 2};
        __m128i t224 = (__m128i)__builtin_convertvector(t223 > (vcc_v2_int){6, 6}, vcc_m2);
        vcc_v2_uint t225 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t224, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t226 = (vcc_v2_uint)t223;
        vcc_v2_uint t227 = t226 - t225;
        vcc_v2_int t228 = (vcc_v2_int)t227;
        __m128d t229 = (__m128d)__builtin_convertvector(t228, vcc_v2_double);
        __m128d t230 = _mm_xor_pd(t229, _mm_set1_pd(-0.0));
        __m128d t231 = _mm_unpacklo_pd(t221, t230);
        _mm_storeu_pd(t222 + -1, t231);
        __m128d t232 = _mm_unpackhi_pd(t221, t230);
        _mm_storeu_pd(t222 + 1, t232);
        long t233 = i_vec_2 + 4L;
        vcc_v2_uint t234 = i_v_2 + (vcc_v2_uint){4U, 4U};
        vcc_v2_int i_v_12 = (vcc_v2_int)t234;
        __m128d t235 = (__m128d)__builtin_convertvector(i_v_12, vcc_v2_double);
        __m128d t236 = _mm_mul_pd(t235, _mm_set1_pd(0.75));
        __m128d t237 = _mm_sub_pd(t236, _mm_set1_pd(40.0));
        double *t238 = &ca[t233].im;
        vcc_v2_int t239 = i_v_12 + (vcc_v2_int){1, 1};
        __m128d t240 = (__m128d)__builtin_convertvector(t239, vcc_v2_double);
        __m128d t241 = _mm_div_pd(_mm_set1_pd(1.0), t240);
        __m128d t242 = _mm_unpacklo_pd(t237, t241);
        _mm_storeu_pd(t238 + -1, t242);
        __m128d t243 = _mm_unpackhi_pd(t237, t241);
        _mm_storeu_pd(t238 + 1, t243);
        vcc_v2_int t244 = t5 + (vcc_v2_int){4, 4};
        __m128i t245 = (__m128i)__builtin_convertvector(t244 > (vcc_v2_int){12, 12}, vcc_m2);
        vcc_v2_uint t246 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t245, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t247 = (vcc_v2_uint)t244;
        vcc_v2_uint t248 = t247 - t246;
        vcc_v2_int t249 = (vcc_v2_int)t248;
        __m128d t250 = (__m128d)__builtin_convertvector(t249, vcc_v2_double);
        __m128d t251 = _mm_mul_pd(t250, _mm_set1_pd(0.5));
        double *t252 = &cb[t233].im;
        vcc_v2_int t253 = t6 + (vcc_v2_int){4, 4};
        __m128i t254 = (__m128i)__builtin_convertvector(t253 > (vcc_v2_int){6, 6}, vcc_m2);
        vcc_v2_uint t255 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t254, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t256 = (vcc_v2_uint)t253;
        vcc_v2_uint t257 = t256 - t255;
        vcc_v2_int t258 = (vcc_v2_int)t257;
        __m128d t259 = (__m128d)__builtin_convertvector(t258, vcc_v2_double);
        __m128d t260 = _mm_xor_pd(t259, _mm_set1_pd(-0.0));
        __m128d t261 = _mm_unpacklo_pd(t251, t260);
        _mm_storeu_pd(t252 + -1, t261);
        __m128d t262 = _mm_unpackhi_pd(t251, t260);
        _mm_storeu_pd(t252 + 1, t262);
        long t263 = i_vec_2 + 6L;
        vcc_v2_uint t264 = i_v_2 + (vcc_v2_uint){6U, 6U};
        vcc_v2_int i_v_13 = (vcc_v2_int)t264;
        __m128d t265 = (__m128d)__builtin_convertvector(i_v_13, vcc_v2_double);
        __m128d t266 = _mm_mul_pd(t265, _mm_set1_pd(0.75));
        __m128d t267 = _mm_sub_pd(t266, _mm_set1_pd(40.0));
        double *t268 = &ca[t263].im;
        vcc_v2_int t269 = i_v_13 + (vcc_v2_int){1, 1};
        __m128d t270 = (__m128d)__builtin_convertvector(t269, vcc_v2_double);
        __m128d t271 = _mm_div_pd(_mm_set1_pd(1.0), t270);
        __m128d t272 = _mm_unpacklo_pd(t267, t271);
        _mm_storeu_pd(t268 + -1, t272);
        __m128d t273 = _mm_unpackhi_pd(t267, t271);
        _mm_storeu_pd(t268 + 1, t273);
        vcc_v2_int t274 = t5 + (vcc_v2_int){6, 6};
        __m128i t275 = (__m128i)__builtin_convertvector(t274 > (vcc_v2_int){12, 12}, vcc_m2);
        vcc_v2_uint t276 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t275, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t277 = (vcc_v2_uint)t274;
        vcc_v2_uint t278 = t277 - t276;
        vcc_v2_int t279 = (vcc_v2_int)t278;
        __m128d t280 = (__m128d)__builtin_convertvector(t279, vcc_v2_double);
        __m128d t281 = _mm_mul_pd(t280, _mm_set1_pd(0.5));
        double *t282 = &cb[t263].im;
        vcc_v2_int t283 = t6 + (vcc_v2_int){6, 6};
        __m128i t284 = (__m128i)__builtin_convertvector(t283 > (vcc_v2_int){6, 6}, vcc_m2);
        vcc_v2_uint t285 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t284, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t286 = (vcc_v2_uint)t283;
        vcc_v2_uint t287 = t286 - t285;
        vcc_v2_int t288 = (vcc_v2_int)t287;
        __m128d t289 = (__m128d)__builtin_convertvector(t288, vcc_v2_double);
        __m128d t290 = _mm_xor_pd(t289, _mm_set1_pd(-0.0));
        __m128d t291 = _mm_unpacklo_pd(t281, t290);
        _mm_storeu_pd(t282 + -1, t291);
        __m128d t292 = _mm_unpackhi_pd(t281, t290);
        _mm_storeu_pd(t282 + 1, t292);
        i_vec_2 += 8L;
        i_v_2 = i_v_2 + (vcc_v2_uint){8U, 8U};
        vcc_v2_int t293 = t5 + (vcc_v2_int){8, 8};
        __m128i t294 = (__m128i)__builtin_convertvector(t293 > (vcc_v2_int){12, 12}, vcc_m2);
        vcc_v2_uint t295 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t294, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t296 = (vcc_v2_uint)t293;
        vcc_v2_uint t297 = t296 - t295;
        t5 = (vcc_v2_int)t297;
        vcc_v2_int t298 = t6 + (vcc_v2_int){1, 1};
        __m128i t299 = (__m128i)__builtin_convertvector(t298 > (vcc_v2_int){6, 6}, vcc_m2);
        vcc_v2_uint t300 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t299, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t301 = (vcc_v2_uint)t298;
        vcc_v2_uint t302 = t301 - t300;
        t6 = (vcc_v2_int)t302;
    } while (i_vec_2 < 296L);
    vcc_v2_int t303 = (vcc_v2_int){296, 296};
    vcc_v2_uint t304 = (vcc_v2_uint)t303;
    vcc_v2_uint i_v_3 = t304 + (vcc_v2_uint){0U, 1U};
    vcc_v2_int t305 = (vcc_v2_int){10, 10};
    vcc_v2_int t306 = t305 + (vcc_v2_int){0, 1};
    __m128i t307 = (__m128i)__builtin_convertvector(t306 > (vcc_v2_int){12, 12}, vcc_m2);
    vcc_v2_uint t308 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t307, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t309 = (vcc_v2_uint)t306;
    vcc_v2_uint t310 = t309 - t308;
    vcc_v2_int t7 = (vcc_v2_int)t310;
    vcc_v2_int t311 = (vcc_v2_int){2, 2};
    vcc_v2_int t312 = t311 + (vcc_v2_int){0, 1};
    __m128i t313 = (__m128i)__builtin_convertvector(t312 > (vcc_v2_int){6, 6}, vcc_m2);
    vcc_v2_uint t314 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t313, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
    vcc_v2_uint t315 = (vcc_v2_uint)t312;
    vcc_v2_uint t316 = t315 - t314;
    vcc_v2_int t8 = (vcc_v2_int)t316;
    long i_vec_3 = 0L;
    /* vcc: loop at carried.c:132 vector epilogue: VF 2, UF 1, scalar epilogue */
    do {
        long t317 = 296L + i_vec_3;
        vcc_v2_int i_v_14 = (vcc_v2_int)i_v_3;
        __m128d t318 = (__m128d)__builtin_convertvector(i_v_14, vcc_v2_double);
        __m128d t319 = _mm_mul_pd(t318, _mm_set1_pd(0.75));
        __m128d t320 = _mm_sub_pd(t319, _mm_set1_pd(40.0));
        double *t321 = &ca[t317].im;
        vcc_v2_int t322 = i_v_14 + (vcc_v2_int){1, 1};
        __m128d t323 = (__m128d)__builtin_convertvector(t322, vcc_v2_double);
        __m128d t324 = _mm_div_pd(_mm_set1_pd(1.0), t323);
        __m128d t325 = _mm_unpacklo_pd(t320, t324);
        _mm_storeu_pd(t321 + -1, t325);
        __m128d t326 = _mm_unpackhi_pd(t320, t324);
        _mm_storeu_pd(t321 + 1, t326);
        __m128d t327 = (__m128d)__builtin_convertvector(t7, vcc_v2_double);
        __m128d t328 = _mm_mul_pd(t327, _mm_set1_pd(0.5));
        double *t329 = &cb[t317].im;
        __m128d t330 = (__m128d)__builtin_convertvector(t8, vcc_v2_double);
        __m128d t331 = _mm_xor_pd(t330, _mm_set1_pd(-0.0));
        __m128d t332 = _mm_unpacklo_pd(t328, t331);
        _mm_storeu_pd(t329 + -1, t332);
        __m128d t333 = _mm_unpackhi_pd(t328, t331);
        _mm_storeu_pd(t329 + 1, t333);
        i_vec_3 += 2L;
        i_v_3 = i_v_3 + (vcc_v2_uint){2U, 2U};
        vcc_v2_int t334 = t7 + (vcc_v2_int){2, 2};
        __m128i t335 = (__m128i)__builtin_convertvector(t334 > (vcc_v2_int){12, 12}, vcc_m2);
        vcc_v2_uint t336 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t335, vcc_v2_int), ((vcc_v2_uint){13U, 13U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t337 = (vcc_v2_uint)t334;
        vcc_v2_uint t338 = t337 - t336;
        t7 = (vcc_v2_int)t338;
        vcc_v2_int t339 = t8 + (vcc_v2_int){2, 2};
        __m128i t340 = (__m128i)__builtin_convertvector(t339 > (vcc_v2_int){6, 6}, vcc_m2);
        vcc_v2_uint t341 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t340, vcc_v2_int), ((vcc_v2_uint){7U, 7U}), ((vcc_v2_uint){0U, 0U}));
        vcc_v2_uint t342 = (vcc_v2_uint)t339;
        vcc_v2_uint t343 = t342 - t341;
        t8 = (vcc_v2_int)t343;
    } while (i_vec_3 < 4L);
    int i_1 = 300;
    while (i_1 < 301) {
        long t344 = (long)i_1;
        struct cpx *t345 = &ca[t344];
        t345->re = (double)i_1 * 0.75 - 40.0;
        int t346 = i_1 + 1;
        t345->im = 1.0 / (double)t346;
        struct cpx *t347 = &cb[t344];
        t347->re = (double)(i_1 % 13) * 0.5;
        t347->im = -(double)(i_1 % 7);
        i_1 = t346;
    }
    __m128i t348 = _mm_set1_epi32(0);
    vcc_v4_uint i_v_4 = (vcc_v4_uint)_mm_add_epi32(t348, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t349 = _mm_set1_epi32(0);
    __m128i t350 = _mm_add_epi32(t349, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t351 = _mm_cmpgt_epi32(t350, _mm_set1_epi32(16));
    __m128i t352 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t351, _mm_set1_epi32(17)); });
    vcc_v4_int t9 = (vcc_v4_int)_mm_sub_epi32(t350, t352);
    __m128i t353 = _mm_set1_epi32(0);
    __m128i t354 = _mm_add_epi32(t353, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t355 = _mm_cmpgt_epi32(t354, _mm_set1_epi32(4));
    __m128i t356 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t355, _mm_set1_epi32(5)); });
    vcc_v4_int t10 = (vcc_v4_int)_mm_sub_epi32(t354, t356);
    long i_vec_4 = 0L;
    /* vcc: loop at carried.c:136 vectorized: VF 4, UF 4, the remainder at 137:25 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 137:51 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t357 = _mm_cvtepi32_ps((__m128i)t9);
        __m128 t358 = _mm_cvtepi32_ps((__m128i)t10);
        __m128 t359 = _mm_mul_ps(t358, _mm_set1_ps(0.3f));
        __m128i t360 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(1));
        __m128 t361 = _mm_cvtepi32_ps(t360);
        __m128 t362 = _mm_div_ps(_mm_set1_ps(1.0f), t361);
        float *t363 = &p[i_vec_4].w;
        __m128 t364 = _mm_cvtepi32_ps((__m128i)i_v_4);
        __m128 t365 = _mm_xor_ps(t364, _mm_set1_ps(-0.0f));
        __m128 t366 = (__m128)__builtin_shufflevector((vcc_v4_float)t357, (vcc_v4_float)t359, 0, 4, 0, 0);
        __m128 t367 = (__m128)__builtin_shufflevector((vcc_v4_float)t366, (vcc_v4_float)t362, 0, 1, 4, 3);
        __m128 t368 = (__m128)__builtin_shufflevector((vcc_v4_float)t367, (vcc_v4_float)t365, 0, 1, 2, 4);
        _mm_storeu_ps(t363 + -3, t368);
        __m128 t369 = (__m128)__builtin_shufflevector((vcc_v4_float)t357, (vcc_v4_float)t359, 1, 5, 0, 0);
        __m128 t370 = (__m128)__builtin_shufflevector((vcc_v4_float)t369, (vcc_v4_float)t362, 0, 1, 5, 3);
        __m128 t371 = (__m128)__builtin_shufflevector((vcc_v4_float)t370, (vcc_v4_float)t365, 0, 1, 2, 5);
        _mm_storeu_ps(t363 + 1, t371);
        __m128 t372 = (__m128)__builtin_shufflevector((vcc_v4_float)t357, (vcc_v4_float)t359, 2, 6, 0, 0);
        __m128 t373 = (__m128)__builtin_shufflevector((vcc_v4_float)t372, (vcc_v4_float)t362, 0, 1, 6, 3);
        __m128 t374 = (__m128)__builtin_shufflevector((vcc_v4_float)t373, (vcc_v4_float)t365, 0, 1, 2, 6);
        _mm_storeu_ps(t363 + 5, t374);
        __m128 t375 = (__m128)__builtin_shufflevector((vcc_v4_float)t357, (vcc_v4_float)t359, 3, 7, 0, 0);
        __m128 t376 = (__m128)__builtin_shufflevector((vcc_v4_float)t375, (vcc_v4_float)t362, 0, 1, 7, 3);
        __m128 t377 = (__m128)__builtin_shufflevector((vcc_v4_float)t376, (vcc_v4_float)t365, 0, 1, 2, 7);
        _mm_storeu_ps(t363 + 9, t377);
        __m128i t378 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(4));
        __m128i t379 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(4));
        __m128i t380 = _mm_cmpgt_epi32(t379, _mm_set1_epi32(16));
        __m128i t381 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t380, _mm_set1_epi32(17)); });
        __m128i t382 = _mm_sub_epi32(t379, t381);
        __m128 t383 = _mm_cvtepi32_ps(t382);
        __m128i t384 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(4));
        __m128i t385 = _mm_cmpgt_epi32(t384, _mm_set1_epi32(4));
        __m128i t386 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t385, _mm_set1_epi32(5)); });
        __m128i t387 = _mm_sub_epi32(t384, t386);
        __m128 t388 = _mm_cvtepi32_ps(t387);
        __m128 t389 = _mm_mul_ps(t388, _mm_set1_ps(0.3f));
        __m128i t390 = _mm_add_epi32(t378, _mm_set1_epi32(1));
        __m128 t391 = _mm_cvtepi32_ps(t390);
        __m128 t392 = _mm_div_ps(_mm_set1_ps(1.0f), t391);
        float *t393 = &p[i_vec_4 + 4L].w;
        __m128 t394 = _mm_cvtepi32_ps(t378);
        __m128 t395 = _mm_xor_ps(t394, _mm_set1_ps(-0.0f));
        __m128 t396 = (__m128)__builtin_shufflevector((vcc_v4_float)t383, (vcc_v4_float)t389, 0, 4, 0, 0);
        __m128 t397 = (__m128)__builtin_shufflevector((vcc_v4_float)t396, (vcc_v4_float)t392, 0, 1, 4, 3);
        __m128 t398 = (__m128)__builtin_shufflevector((vcc_v4_float)t397, (vcc_v4_float)t395, 0, 1, 2, 4);
        _mm_storeu_ps(t393 + -3, t398);
        __m128 t399 = (__m128)__builtin_shufflevector((vcc_v4_float)t383, (vcc_v4_float)t389, 1, 5, 0, 0);
        __m128 t400 = (__m128)__builtin_shufflevector((vcc_v4_float)t399, (vcc_v4_float)t392, 0, 1, 5, 3);
        __m128 t401 = (__m128)__builtin_shufflevector((vcc_v4_float)t400, (vcc_v4_float)t395, 0, 1, 2, 5);
        _mm_storeu_ps(t393 + 1, t401);
        __m128 t402 = (__m128)__builtin_shufflevector((vcc_v4_float)t383, (vcc_v4_float)t389, 2, 6, 0, 0);
        __m128 t403 = (__m128)__builtin_shufflevector((vcc_v4_float)t402, (vcc_v4_float)t392, 0, 1, 6, 3);
        __m128 t404 = (__m128)__builtin_shufflevector((vcc_v4_float)t403, (vcc_v4_float)t395, 0, 1, 2, 6);
        _mm_storeu_ps(t393 + 5, t404);
        __m128 t405 = (__m128)__builtin_shufflevector((vcc_v4_float)t383, (vcc_v4_float)t389, 3, 7, 0, 0);
        __m128 t406 = (__m128)__builtin_shufflevector((vcc_v4_float)t405, (vcc_v4_float)t392, 0, 1, 7, 3);
        __m128 t407 = (__m128)__builtin_shufflevector((vcc_v4_float)t406, (vcc_v4_float)t395, 0, 1, 2, 7);
        _mm_storeu_ps(t393 + 9, t407);
        __m128i t408 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(8));
        __m128i t409 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(8));
        __m128i t410 = _mm_cmpgt_epi32(t409, _mm_set1_epi32(16));
        __m128i t411 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t410, _mm_set1_epi32(17)); });
        __m128i t412 = _mm_sub_epi32(t409, t411);
        __m128 t413 = _mm_cvtepi32_ps(t412);
        __m128i t414 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(3));
        __m128i t415 = _mm_cmpgt_epi32(t414, _mm_set1_epi32(4));
        __m128i t416 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t415, _mm_set1_epi32(5)); });
        __m128i t417 = _mm_sub_epi32(t414, t416);
        __m128 t418 = _mm_cvtepi32_ps(t417);
        __m128 t419 = _mm_mul_ps(t418, _mm_set1_ps(0.3f));
        __m128i t420 = _mm_add_epi32(t408, _mm_set1_epi32(1));
        __m128 t421 = _mm_cvtepi32_ps(t420);
        __m128 t422 = _mm_div_ps(_mm_set1_ps(1.0f), t421);
        float *t423 = &p[i_vec_4 + 8L].w;
        __m128 t424 = _mm_cvtepi32_ps(t408);
        __m128 t425 = _mm_xor_ps(t424, _mm_set1_ps(-0.0f));
        __m128 t426 = (__m128)__builtin_shufflevector((vcc_v4_float)t413, (vcc_v4_float)t419, 0, 4, 0, 0);
        __m128 t427 = (__m128)__builtin_shufflevector((vcc_v4_float)t426, (vcc_v4_float)t422, 0, 1, 4, 3);
        __m128 t428 = (__m128)__builtin_shufflevector((vcc_v4_float)t427, (vcc_v4_float)t425, 0, 1, 2, 4);
        _mm_storeu_ps(t423 + -3, t428);
        __m128 t429 = (__m128)__builtin_shufflevector((vcc_v4_float)t413, (vcc_v4_float)t419, 1, 5, 0, 0);
        __m128 t430 = (__m128)__builtin_shufflevector((vcc_v4_float)t429, (vcc_v4_float)t422, 0, 1, 5, 3);
        __m128 t431 = (__m128)__builtin_shufflevector((vcc_v4_float)t430, (vcc_v4_float)t425, 0, 1, 2, 5);
        _mm_storeu_ps(t423 + 1, t431);
        __m128 t432 = (__m128)__builtin_shufflevector((vcc_v4_float)t413, (vcc_v4_float)t419, 2, 6, 0, 0);
        __m128 t433 = (__m128)__builtin_shufflevector((vcc_v4_float)t432, (vcc_v4_float)t422, 0, 1, 6, 3);
        __m128 t434 = (__m128)__builtin_shufflevector((vcc_v4_float)t433, (vcc_v4_float)t425, 0, 1, 2, 6);
        _mm_storeu_ps(t423 + 5, t434);
        __m128 t435 = (__m128)__builtin_shufflevector((vcc_v4_float)t413, (vcc_v4_float)t419, 3, 7, 0, 0);
        __m128 t436 = (__m128)__builtin_shufflevector((vcc_v4_float)t435, (vcc_v4_float)t422, 0, 1, 7, 3);
        __m128 t437 = (__m128)__builtin_shufflevector((vcc_v4_float)t436, (vcc_v4_float)t425, 0, 1, 2, 7);
        _mm_storeu_ps(t423 + 9, t437);
        __m128i t438 = _mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(12));
        __m128i t439 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(12));
        __m128i t440 = _mm_cmpgt_epi32(t439, _mm_set1_epi32(16));
        __m128i t441 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t440, _mm_set1_epi32(17)); });
        __m128i t442 = _mm_sub_epi32(t439, t441);
        __m128 t443 = _mm_cvtepi32_ps(t442);
        __m128i t444 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(2));
        __m128i t445 = _mm_cmpgt_epi32(t444, _mm_set1_epi32(4));
        __m128i t446 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t445, _mm_set1_epi32(5)); });
        __m128i t447 = _mm_sub_epi32(t444, t446);
        __m128 t448 = _mm_cvtepi32_ps(t447);
        __m128 t449 = _mm_mul_ps(t448, _mm_set1_ps(0.3f));
        __m128i t450 = _mm_add_epi32(t438, _mm_set1_epi32(1));
        __m128 t451 = _mm_cvtepi32_ps(t450);
        __m128 t452 = _mm_div_ps(_mm_set1_ps(1.0f), t451);
        float *t453 = &p[i_vec_4 + 12L].w;
        __m128 t454 = _mm_cvtepi32_ps(t438);
        __m128 t455 = _mm_xor_ps(t454, _mm_set1_ps(-0.0f));
        __m128 t456 = (__m128)__builtin_shufflevector((vcc_v4_float)t443, (vcc_v4_float)t449, 0, 4, 0, 0);
        __m128 t457 = (__m128)__builtin_shufflevector((vcc_v4_float)t456, (vcc_v4_float)t452, 0, 1, 4, 3);
        __m128 t458 = (__m128)__builtin_shufflevector((vcc_v4_float)t457, (vcc_v4_float)t455, 0, 1, 2, 4);
        _mm_storeu_ps(t453 + -3, t458);
        __m128 t459 = (__m128)__builtin_shufflevector((vcc_v4_float)t443, (vcc_v4_float)t449, 1, 5, 0, 0);
        __m128 t460 = (__m128)__builtin_shufflevector((vcc_v4_float)t459, (vcc_v4_float)t452, 0, 1, 5, 3);
        __m128 t461 = (__m128)__builtin_shufflevector((vcc_v4_float)t460, (vcc_v4_float)t455, 0, 1, 2, 5);
        _mm_storeu_ps(t453 + 1, t461);
        __m128 t462 = (__m128)__builtin_shufflevector((vcc_v4_float)t443, (vcc_v4_float)t449, 2, 6, 0, 0);
        __m128 t463 = (__m128)__builtin_shufflevector((vcc_v4_float)t462, (vcc_v4_float)t452, 0, 1, 6, 3);
        __m128 t464 = (__m128)__builtin_shufflevector((vcc_v4_float)t463, (vcc_v4_float)t455, 0, 1, 2, 6);
        _mm_storeu_ps(t453 + 5, t464);
        __m128 t465 = (__m128)__builtin_shufflevector((vcc_v4_float)t443, (vcc_v4_float)t449, 3, 7, 0, 0);
        __m128 t466 = (__m128)__builtin_shufflevector((vcc_v4_float)t465, (vcc_v4_float)t452, 0, 1, 7, 3);
        __m128 t467 = (__m128)__builtin_shufflevector((vcc_v4_float)t466, (vcc_v4_float)t455, 0, 1, 2, 7);
        _mm_storeu_ps(t453 + 9, t467);
        i_vec_4 += 16L;
        i_v_4 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_4, _mm_set1_epi32(16));
        __m128i t468 = _mm_add_epi32((__m128i)t9, _mm_set1_epi32(16));
        __m128i t469 = _mm_cmpgt_epi32(t468, _mm_set1_epi32(16));
        __m128i t470 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t469, _mm_set1_epi32(17)); });
        t9 = (vcc_v4_int)_mm_sub_epi32(t468, t470);
        __m128i t471 = _mm_add_epi32((__m128i)t10, _mm_set1_epi32(1));
        __m128i t472 = _mm_cmpgt_epi32(t471, _mm_set1_epi32(4));
        __m128i t473 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t472, _mm_set1_epi32(5)); });
        t10 = (vcc_v4_int)_mm_sub_epi32(t471, t473);
    } while (i_vec_4 < 256L);
    int i_2 = 256;
    while (i_2 < 257) {
        struct pt *t474 = &p[i_2];
        t474->x = (float)(i_2 % 17);
        t474->y = (float)(i_2 % 5) * 0.3f;
        int t475 = i_2 + 1;
        t474->z = 1.0f / (float)t475;
        t474->w = -(float)i_2;
        i_2 = t475;
    }
    c.x = 3.5f;
    c.y = -1.25f;
    c.z = 0.5f;
    c.w = 100.0f;
    for (int n = 0; n < 1003; n += 97) {
        z = cdot(ca, cb, n % 301);
        dist4(p, n % 257, c, d);
        const float *t476 = y;
        float t477 = mixed(t476, n);
        const float *t478 = x;
        float t479 = leak(t478, n);
        float t480 = until(t478, n);
        float t481 = d[3];
        float t482 = d[2];
        float t483 = d[1];
        float t484 = d[0];
        double t485 = z.im;
        double t486 = z.re;
        double t487 = dot8(dx, dy, n);
        printf("%d: %a %a %a %a %a %a %a %a %a %a %a\n", n, (double)dot4(t478, t476, n), t487, t486, t485, (double)t484, (double)t483, (double)t482, (double)t481, (double)t480, (double)t479, (double)t477);
        unsigned int hash = xxh4(in, n, h);
        printf("   %u %u %u %u %u\n", hash, h[0], h[1], h[2], h[3]);
    }
    return 0;
}
