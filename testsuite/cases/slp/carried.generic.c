/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
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
    vcc_v4_float s0_v = (vcc_v4_float){0.0f, 0.0f, 0.0f, 0.0f};
    for (int i = 0; (i + 3) < n; i += 4) {
        long t1 = (long)i;
        vcc_v4_float t2 = vcc_load(vcc_v4_float, x + t1);
        vcc_v4_float t3 = vcc_load(vcc_v4_float, y + t1);
        vcc_v4_float t4 = t2 * t3;
        s0_v = s0_v + t4;
    }
    return s0_v[0] + s0_v[1] + (s0_v[2] + s0_v[3]);
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
    vcc_v4_double s0_v = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
    vcc_v4_double s4_v = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
    for (int i = 0; (i + 7) < n; i += 8) {
        long t1 = (long)i;
        long t2 = (long)(i + 4);
        vcc_v4_double t3 = vcc_load(vcc_v4_double, x + t1);
        vcc_v4_double t4 = vcc_load(vcc_v4_double, y + t1);
        vcc_v4_double t5 = t3 * t4;
        s0_v = s0_v + t5;
        vcc_v4_double t6 = vcc_load(vcc_v4_double, x + t2);
        vcc_v4_double t7 = vcc_load(vcc_v4_double, y + t2);
        vcc_v4_double t8 = t6 * t7;
        s4_v = s4_v + t8;
    }
    s[0] = s0_v[0];
    s[1] = s0_v[1];
    s[2] = s0_v[2];
    s[3] = s0_v[3];
    s[4] = s4_v[0];
    s[5] = s4_v[1];
    s[6] = s4_v[2];
    s[7] = s4_v[3];
    double t = 0.0;
    for (int k = 0; k < 8; k++) {
        t = t * 0.5 + s[k];
    }
    return t;
}

struct cpx { double re, im; };

struct cpx cdot(const struct cpx *a, const struct cpx *b, int n) {
    struct cpx r;
    vcc_v2_double re_v = (vcc_v2_double){0.0, 0.0};
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        const struct cpx *t2 = a + t1;
        const double *t3 = &b[t1].re;
        vcc_v2_double t4 = vcc_splat(vcc_v2_double, t2->re);
        vcc_v2_double t5 = vcc_load(vcc_v2_double, t3);
        vcc_v2_double t6 = t4 * t5;
        vcc_v2_double t7 = vcc_splat(vcc_v2_double, t2->im);
        vcc_v2_double t8 = vcc_load(vcc_v2_double, t3);
        vcc_v2_double t9 = __builtin_shufflevector(t8, t8, 1, 0);
        vcc_v2_double t10 = t7 * t9;
        vcc_v2_double t11 = __builtin_shufflevector(t6 - t10, t6 + t10, 0, 3);
        re_v = re_v + t11;
    }
    r.re = re_v[0];
    r.im = re_v[1];
    return r;
}

struct pt { float x, y, z, w; };

void dist4(const struct pt *p, int n, struct pt c, float *out) {
    vcc_v4_float dx_v = (vcc_v4_float){0.0f, 0.0f, 0.0f, 0.0f};
    for (int i = 0; i < n; i++) {
        vcc_v4_float t1 = vcc_load(vcc_v4_float, &p[i].x);
        vcc_v4_float t2 = vcc_load(vcc_v4_float, &c.x);
        vcc_v4_float t3 = t1 - t2;
        vcc_v4_float t4 = t3 * t3;
        dx_v = dx_v + t4;
    }
    out[0] = dx_v[0];
    out[1] = dx_v[1];
    out[2] = dx_v[2];
    out[3] = dx_v[3];
}

float until(const float *x, int n) {
    int i = 0;
    vcc_v4_float s0_v = (vcc_v4_float){1.0f, 2.0f, 3.0f, 4.0f};
    for (;;) {
        int i_1 = i + 4;
        vcc_v4_float t1 = vcc_load(vcc_v4_float, x + i);
        vcc_v4_float t2 = t1 * (vcc_v4_float){0.5f, 0.25f, 0.125f, 2.0f};
        s0_v = s0_v + t2;
        if ((i_1 + 3) >= n) {
            return s0_v[0] - s0_v[1] + s0_v[2] - s0_v[3];
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
    vcc_v4_int t11 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t12 = (vcc_v4_uint)t11;
    vcc_v4_uint i_v = t12 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t13 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t14 = t13 + (vcc_v4_int){0, 37, 74, 10};
    vcc_m4 t15 = (vcc_m4)(t14 > (vcc_v4_int){100, 100, 100, 100});
    vcc_v4_uint t16 = vcc_select(vcc_v4_int, (vcc_v4_int)t15, ((vcc_v4_uint){101U, 101U, 101U, 101U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t17 = (vcc_v4_uint)t14;
    vcc_v4_uint t18 = t17 - t16;
    vcc_v4_int t1 = (vcc_v4_int)t18;
    vcc_v4_int t19 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t20 = t19 + (vcc_v4_int){0, 53, 9, 62};
    vcc_m4 t21 = (vcc_m4)(t20 > (vcc_v4_int){96, 96, 96, 96});
    vcc_v4_uint t22 = vcc_select(vcc_v4_int, (vcc_v4_int)t21, ((vcc_v4_uint){97U, 97U, 97U, 97U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t23 = (vcc_v4_uint)t20;
    vcc_v4_uint t24 = t23 - t22;
    vcc_v4_int t2 = (vcc_v4_int)t24;
    long i_vec = 0L;
    /* vcc: loop at carried.c:125 vectorized: VF 4, UF 4, the remainder at 126:23 by 101 kept as a running remainder (guard: dividend not negative), the remainder at 128:25 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vcc_v4_int i_v_5 = (vcc_v4_int)i_v;
        vcc_v4_float t25 = __builtin_convertvector(t1, vcc_v4_float);
        vcc_v4_float t26 = t25 / (vcc_v4_float){7.0f, 7.0f, 7.0f, 7.0f};
        vcc_v4_float t27 = t26 - (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&x[i_vec], t27);
        vcc_v4_int t28 = i_v_5 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_float t29 = __builtin_convertvector(t28, vcc_v4_float);
        vcc_v4_float t30 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t29;
        vcc_store(&y[i_vec], t30);
        vcc_v4_double t31 = __builtin_convertvector(t2, vcc_v4_double);
        vcc_v4_double t32 = t31 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        vcc_v4_double t33 = t32 - (vcc_v4_double){11.0, 11.0, 11.0, 11.0};
        vcc_store(&dx[i_vec], t33);
        vcc_v4_int t34 = i_v_5 + (vcc_v4_int){7, 7, 7, 7};
        vcc_v4_double t35 = __builtin_convertvector(t34, vcc_v4_double);
        vcc_v4_double t36 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t35;
        vcc_store(&dy[i_vec], t36);
        vcc_v4_uint t37 = (vcc_v4_uint)i_v_5;
        vcc_v4_uint t38 = t37 * (vcc_v4_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_store(&in[i_vec], t38);
        long t39 = i_vec + 4L;
        vcc_v4_uint t40 = i_v + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int i_v_6 = (vcc_v4_int)t40;
        vcc_v4_int t41 = t1 + (vcc_v4_int){47, 47, 47, 47};
        vcc_m4 t42 = (vcc_m4)(t41 > (vcc_v4_int){100, 100, 100, 100});
        vcc_v4_uint t43 = vcc_select(vcc_v4_int, (vcc_v4_int)t42, ((vcc_v4_uint){101U, 101U, 101U, 101U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t44 = (vcc_v4_uint)t41;
        vcc_v4_uint t45 = t44 - t43;
        vcc_v4_int t46 = (vcc_v4_int)t45;
        vcc_v4_float t47 = __builtin_convertvector(t46, vcc_v4_float);
        vcc_v4_float t48 = t47 / (vcc_v4_float){7.0f, 7.0f, 7.0f, 7.0f};
        vcc_v4_float t49 = t48 - (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&x[t39], t49);
        vcc_v4_int t50 = i_v_6 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_float t51 = __builtin_convertvector(t50, vcc_v4_float);
        vcc_v4_float t52 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t51;
        vcc_store(&y[t39], t52);
        vcc_v4_int t53 = t2 + (vcc_v4_int){18, 18, 18, 18};
        vcc_m4 t54 = (vcc_m4)(t53 > (vcc_v4_int){96, 96, 96, 96});
        vcc_v4_uint t55 = vcc_select(vcc_v4_int, (vcc_v4_int)t54, ((vcc_v4_uint){97U, 97U, 97U, 97U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t56 = (vcc_v4_uint)t53;
        vcc_v4_uint t57 = t56 - t55;
        vcc_v4_int t58 = (vcc_v4_int)t57;
        vcc_v4_double t59 = __builtin_convertvector(t58, vcc_v4_double);
        vcc_v4_double t60 = t59 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        vcc_v4_double t61 = t60 - (vcc_v4_double){11.0, 11.0, 11.0, 11.0};
        vcc_store(&dx[t39], t61);
        vcc_v4_int t62 = i_v_6 + (vcc_v4_int){7, 7, 7, 7};
        vcc_v4_double t63 = __builtin_convertvector(t62, vcc_v4_double);
        vcc_v4_double t64 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t63;
        vcc_store(&dy[t39], t64);
        vcc_v4_uint t65 = (vcc_v4_uint)i_v_6;
        vcc_v4_uint t66 = t65 * (vcc_v4_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_store(&in[t39], t66);
        long t67 = i_vec + 8L;
        vcc_v4_uint t68 = i_v + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int i_v_7 = (vcc_v4_int)t68;
        vcc_v4_int t69 = t1 + (vcc_v4_int){94, 94, 94, 94};
        vcc_m4 t70 = (vcc_m4)(t69 > (vcc_v4_int){100, 100, 100, 100});
        vcc_v4_uint t71 = vcc_select(vcc_v4_int, (vcc_v4_int)t70, ((vcc_v4_uint){101U, 101U, 101U, 101U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t72 = (vcc_v4_uint)t69;
        vcc_v4_uint t73 = t72 - t71;
        vcc_v4_int t74 = (vcc_v4_int)t73;
        vcc_v4_float t75 = __builtin_convertvector(t74, vcc_v4_float);
        vcc_v4_float t76 = t75 / (vcc_v4_float){7.0f, 7.0f, 7.0f, 7.0f};
        vcc_v4_float t77 = t76 - (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&x[t67], t77);
        vcc_v4_int t78 = i_v_7 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_float t79 = __builtin_convertvector(t78, vcc_v4_float);
        vcc_v4_float t80 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t79;
        vcc_store(&y[t67], t80);
        vcc_v4_int t81 = t2 + (vcc_v4_int){36, 36, 36, 36};
        vcc_m4 t82 = (vcc_m4)(t81 > (vcc_v4_int){96, 96, 96, 96});
        vcc_v4_uint t83 = vcc_select(vcc_v4_int, (vcc_v4_int)t82, ((vcc_v4_uint){97U, 97U, 97U, 97U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t84 = (vcc_v4_uint)t81;
        vcc_v4_uint t85 = t84 - t83;
        vcc_v4_int t86 = (vcc_v4_int)t85;
        vcc_v4_double t87 = __builtin_convertvector(t86, vcc_v4_double);
        vcc_v4_double t88 = t87 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        vcc_v4_double t89 = t88 - (vcc_v4_double){11.0, 11.0, 11.0, 11.0};
        vcc_store(&dx[t67], t89);
        vcc_v4_int t90 = i_v_7 + (vcc_v4_int){7, 7, 7, 7};
        vcc_v4_double t91 = __builtin_convertvector(t90, vcc_v4_double);
        vcc_v4_double t92 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t91;
        vcc_store(&dy[t67], t92);
        vcc_v4_uint t93 = (vcc_v4_uint)i_v_7;
        vcc_v4_uint t94 = t93 * (vcc_v4_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_store(&in[t67], t94);
        long t95 = i_vec + 12L;
        vcc_v4_uint t96 = i_v + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int i_v_8 = (vcc_v4_int)t96;
        vcc_v4_int t97 = t1 + (vcc_v4_int){40, 40, 40, 40};
        vcc_m4 t98 = (vcc_m4)(t97 > (vcc_v4_int){100, 100, 100, 100});
        vcc_v4_uint t99 = vcc_select(vcc_v4_int, (vcc_v4_int)t98, ((vcc_v4_uint){101U, 101U, 101U, 101U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t100 = (vcc_v4_uint)t97;
        vcc_v4_uint t101 = t100 - t99;
        vcc_v4_int t102 = (vcc_v4_int)t101;
        vcc_v4_float t103 = __builtin_convertvector(t102, vcc_v4_float);
        vcc_v4_float t104 = t103 / (vcc_v4_float){7.0f, 7.0f, 7.0f, 7.0f};
        vcc_v4_float t105 = t104 - (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&x[t95], t105);
        vcc_v4_int t106 = i_v_8 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_float t107 = __builtin_convertvector(t106, vcc_v4_float);
        vcc_v4_float t108 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t107;
        vcc_store(&y[t95], t108);
        vcc_v4_int t109 = t2 + (vcc_v4_int){54, 54, 54, 54};
        vcc_m4 t110 = (vcc_m4)(t109 > (vcc_v4_int){96, 96, 96, 96});
        vcc_v4_uint t111 = vcc_select(vcc_v4_int, (vcc_v4_int)t110, ((vcc_v4_uint){97U, 97U, 97U, 97U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t112 = (vcc_v4_uint)t109;
        vcc_v4_uint t113 = t112 - t111;
        vcc_v4_int t114 = (vcc_v4_int)t113;
        vcc_v4_double t115 = __builtin_convertvector(t114, vcc_v4_double);
        vcc_v4_double t116 = t115 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        vcc_v4_double t117 = t116 - (vcc_v4_double){11.0, 11.0, 11.0, 11.0};
        vcc_store(&dx[t95], t117);
        vcc_v4_int t118 = i_v_8 + (vcc_v4_int){7, 7, 7, 7};
        vcc_v4_double t119 = __builtin_convertvector(t118, vcc_v4_double);
        vcc_v4_double t120 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t119;
        vcc_store(&dy[t95], t120);
        vcc_v4_uint t121 = (vcc_v4_uint)i_v_8;
        vcc_v4_uint t122 = t121 * (vcc_v4_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_store(&in[t95], t122);
        i_vec += 16L;
        i_v = i_v + (vcc_v4_uint){16U, 16U, 16U, 16U};
        vcc_v4_int t123 = t1 + (vcc_v4_int){87, 87, 87, 87};
        vcc_m4 t124 = (vcc_m4)(t123 > (vcc_v4_int){100, 100, 100, 100});
        vcc_v4_uint t125 = vcc_select(vcc_v4_int, (vcc_v4_int)t124, ((vcc_v4_uint){101U, 101U, 101U, 101U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t126 = (vcc_v4_uint)t123;
        vcc_v4_uint t127 = t126 - t125;
        t1 = (vcc_v4_int)t127;
        vcc_v4_int t128 = t2 + (vcc_v4_int){72, 72, 72, 72};
        vcc_m4 t129 = (vcc_m4)(t128 > (vcc_v4_int){96, 96, 96, 96});
        vcc_v4_uint t130 = vcc_select(vcc_v4_int, (vcc_v4_int)t129, ((vcc_v4_uint){97U, 97U, 97U, 97U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t131 = (vcc_v4_uint)t128;
        vcc_v4_uint t132 = t131 - t130;
        t2 = (vcc_v4_int)t132;
    } while (i_vec < 992L);
    vcc_v4_int t133 = (vcc_v4_int){992, 992, 992, 992};
    vcc_v4_uint t134 = (vcc_v4_uint)t133;
    vcc_v4_uint i_v_1 = t134 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t135 = (vcc_v4_int){41, 41, 41, 41};
    vcc_v4_int t136 = t135 + (vcc_v4_int){0, 37, 74, 10};
    vcc_m4 t137 = (vcc_m4)(t136 > (vcc_v4_int){100, 100, 100, 100});
    vcc_v4_uint t138 = vcc_select(vcc_v4_int, (vcc_v4_int)t137, ((vcc_v4_uint){101U, 101U, 101U, 101U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t139 = (vcc_v4_uint)t136;
    vcc_v4_uint t140 = t139 - t138;
    vcc_v4_int t3 = (vcc_v4_int)t140;
    vcc_v4_int t141 = (vcc_v4_int){2, 2, 2, 2};
    vcc_v4_int t142 = t141 + (vcc_v4_int){0, 53, 9, 62};
    vcc_m4 t143 = (vcc_m4)(t142 > (vcc_v4_int){96, 96, 96, 96});
    vcc_v4_uint t144 = vcc_select(vcc_v4_int, (vcc_v4_int)t143, ((vcc_v4_uint){97U, 97U, 97U, 97U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t145 = (vcc_v4_uint)t142;
    vcc_v4_uint t146 = t145 - t144;
    vcc_v4_int t4 = (vcc_v4_int)t146;
    long i_vec_1 = 0L;
    /* vcc: loop at carried.c:125 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t147 = 992L + i_vec_1;
        vcc_v4_int i_v_9 = (vcc_v4_int)i_v_1;
        vcc_v4_float t148 = __builtin_convertvector(t3, vcc_v4_float);
        vcc_v4_float t149 = t148 / (vcc_v4_float){7.0f, 7.0f, 7.0f, 7.0f};
        vcc_v4_float t150 = t149 - (vcc_v4_float){3.0f, 3.0f, 3.0f, 3.0f};
        vcc_store(&x[t147], t150);
        vcc_v4_int t151 = i_v_9 + (vcc_v4_int){3, 3, 3, 3};
        vcc_v4_float t152 = __builtin_convertvector(t151, vcc_v4_float);
        vcc_v4_float t153 = (vcc_v4_float){1.0f, 1.0f, 1.0f, 1.0f} / t152;
        vcc_store(&y[t147], t153);
        vcc_v4_double t154 = __builtin_convertvector(t4, vcc_v4_double);
        vcc_v4_double t155 = t154 / (vcc_v4_double){3.0, 3.0, 3.0, 3.0};
        vcc_v4_double t156 = t155 - (vcc_v4_double){11.0, 11.0, 11.0, 11.0};
        vcc_store(&dx[t147], t156);
        vcc_v4_int t157 = i_v_9 + (vcc_v4_int){7, 7, 7, 7};
        vcc_v4_double t158 = __builtin_convertvector(t157, vcc_v4_double);
        vcc_v4_double t159 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t158;
        vcc_store(&dy[t147], t159);
        vcc_v4_uint t160 = (vcc_v4_uint)i_v_9;
        vcc_v4_uint t161 = t160 * (vcc_v4_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_store(&in[t147], t161);
        i_vec_1 += 4L;
        i_v_1 = i_v_1 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t162 = t3 + (vcc_v4_int){47, 47, 47, 47};
        vcc_m4 t163 = (vcc_m4)(t162 > (vcc_v4_int){100, 100, 100, 100});
        vcc_v4_uint t164 = vcc_select(vcc_v4_int, (vcc_v4_int)t163, ((vcc_v4_uint){101U, 101U, 101U, 101U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t165 = (vcc_v4_uint)t162;
        vcc_v4_uint t166 = t165 - t164;
        t3 = (vcc_v4_int)t166;
        vcc_v4_int t167 = t4 + (vcc_v4_int){18, 18, 18, 18};
        vcc_m4 t168 = (vcc_m4)(t167 > (vcc_v4_int){96, 96, 96, 96});
        vcc_v4_uint t169 = vcc_select(vcc_v4_int, (vcc_v4_int)t168, ((vcc_v4_uint){97U, 97U, 97U, 97U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t170 = (vcc_v4_uint)t167;
        vcc_v4_uint t171 = t170 - t169;
        t4 = (vcc_v4_int)t171;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1003; i++) {
        long t172 = (long)i;
        x[t172] = (float)(i * 37 % 101) / 7.0f - 3.0f;
        y[t172] = 1.0f / (float)(i + 3);
        dx[t172] = (double)(i * 53 % 97) / 3.0 - 11.0;
        dy[t172] = 1.0 / (double)(i + 7);
        in[t172] = (unsigned int)i * 2654435761U;
    }
    vcc_v4_int t173 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_uint t174 = (vcc_v4_uint)t173;
    vcc_v4_uint i_v_2 = t174 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t175 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t176 = t175 + (vcc_v4_int){0, 1, 2, 3};
    vcc_m4 t177 = (vcc_m4)(t176 > (vcc_v4_int){12, 12, 12, 12});
    vcc_v4_uint t178 = vcc_select(vcc_v4_int, (vcc_v4_int)t177, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t179 = (vcc_v4_uint)t176;
    vcc_v4_uint t180 = t179 - t178;
    vcc_v4_int t5 = (vcc_v4_int)t180;
    vcc_v4_int t181 = (vcc_v4_int){0, 0, 0, 0};
    vcc_v4_int t182 = t181 + (vcc_v4_int){0, 1, 2, 3};
    vcc_m4 t183 = (vcc_m4)(t182 > (vcc_v4_int){6, 6, 6, 6});
    vcc_v4_uint t184 = vcc_select(vcc_v4_int, (vcc_v4_int)t183, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t185 = (vcc_v4_uint)t182;
    vcc_v4_uint t186 = t185 - t184;
    vcc_v4_int t6 = (vcc_v4_int)t186;
    long i_vec_2 = 0L;
    /* vcc: loop at carried.c:132 vectorized: VF 4, UF 4, the remainder at 134:20 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 134:56 by 7 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        vcc_v4_int i_v_10 = (vcc_v4_int)i_v_2;
        vcc_v4_double t187 = __builtin_convertvector(i_v_10, vcc_v4_double);
        vcc_v4_double t188 = t187 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
        vcc_v4_double t189 = t188 - (vcc_v4_double){40.0, 40.0, 40.0, 40.0};
        double *t190 = &ca[i_vec_2].im;
        vcc_v4_int t191 = i_v_10 + (vcc_v4_int){1, 1, 1, 1};
        vcc_v4_double t192 = __builtin_convertvector(t191, vcc_v4_double);
        vcc_v4_double t193 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t192;
        vcc_v4_double t194 = __builtin_shufflevector(t189, t193, 0, 4, 1, 5);
        vcc_store(t190 + -1, t194);
        vcc_v4_double t195 = __builtin_shufflevector(t189, t193, 2, 6, 3, 7);
        vcc_store(t190 + 3, t195);
        vcc_v4_double t196 = __builtin_convertvector(t5, vcc_v4_double);
        vcc_v4_double t197 = t196 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        double *t198 = &cb[i_vec_2].im;
        vcc_v4_double t199 = __builtin_convertvector(t6, vcc_v4_double);
        vcc_v4_double t200 = -t199;
        vcc_v4_double t201 = __builtin_shufflevector(t197, t200, 0, 4, 1, 5);
        vcc_store(t198 + -1, t201);
        vcc_v4_double t202 = __builtin_shufflevector(t197, t200, 2, 6, 3, 7);
        vcc_store(t198 + 3, t202);
        long t203 = i_vec_2 + 4L;
        vcc_v4_uint t204 = i_v_2 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int i_v_11 = (vcc_v4_int)t204;
        vcc_v4_double t205 = __builtin_convertvector(i_v_11, vcc_v4_double);
        vcc_v4_double t206 = t205 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
        vcc_v4_double t207 = t206 - (vcc_v4_double){40.0, 40.0, 40.0, 40.0};
        double *t208 = &ca[t203].im;
        vcc_v4_int t209 = i_v_11 + (vcc_v4_int){1, 1, 1, 1};
        vcc_v4_double t210 = __builtin_convertvector(t209, vcc_v4_double);
        vcc_v4_double t211 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t210;
        vcc_v4_double t212 = __builtin_shufflevector(t207, t211, 0, 4, 1, 5);
        vcc_store(t208 + -1, t212);
        vcc_v4_double t213 = __builtin_shufflevector(t207, t211, 2, 6, 3, 7);
        vcc_store(t208 + 3, t213);
        vcc_v4_int t214 = t5 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t215 = (vcc_m4)(t214 > (vcc_v4_int){12, 12, 12, 12});
        vcc_v4_uint t216 = vcc_select(vcc_v4_int, (vcc_v4_int)t215, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t217 = (vcc_v4_uint)t214;
        vcc_v4_uint t218 = t217 - t216;
        vcc_v4_int t219 = (vcc_v4_int)t218;
        vcc_v4_double t220 = __builtin_convertvector(t219, vcc_v4_double);
        vcc_v4_double t221 = t220 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        double *t222 = &cb[t203].im;
        vcc_v4_int t223 = t6 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t224 = (vcc_m4)(t223 > (vcc_v4_int){6, 6, 6, 6});
        vcc_v4_uint t225 = vcc_select(vcc_v4_int, (vcc_v4_int)t224, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t226 = (vcc_v4_uint)t223;
        vcc_v4_uint t227 = t226 - t225;
        vcc_v4_int t228 = (vcc_v4_int)t227;
        vcc_v4_double t229 = __builtin_convertvector(t228, vcc_v4_double);
        vcc_v4_double t230 = -t229;
        vcc_v4_double t231 = __builtin_shufflevector(t221, t230, 0, 4, 1, 5);
        vcc_store(t222 + -1, t231);
        vcc_v4_double t232 = __builtin_shufflevector(t221, t230, 2, 6, 3, 7);
        vcc_store(t222 + 3, t232);
        long t233 = i_vec_2 + 8L;
        vcc_v4_uint t234 = i_v_2 + (vcc_v4_uint){8U, 8U, 8U, 8U};
        vcc_v4_int i_v_12 = (vcc_v4_int)t234;
        vcc_v4_double t235 = __builtin_convertvector(i_v_12, vcc_v4_double);
        vcc_v4_double t236 = t235 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
        vcc_v4_double t237 = t236 - (vcc_v4_double){40.0, 40.0, 40.0, 40.0};
        double *t238 = &ca[t233].im;
        vcc_v4_int t239 = i_v_12 + (vcc_v4_int){1, 1, 1, 1};
        vcc_v4_double t240 = __builtin_convertvector(t239, vcc_v4_double);
        vcc_v4_double t241 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t240;
        vcc_v4_double t242 = __builtin_shufflevector(t237, t241, 0, 4, 1, 5);
        vcc_store(t238 + -1, t242);
        vcc_v4_double t243 = __builtin_shufflevector(t237, t241, 2, 6, 3, 7);
        vcc_store(t238 + 3, t243);
        vcc_v4_int t244 = t5 + (vcc_v4_int){8, 8, 8, 8};
        vcc_m4 t245 = (vcc_m4)(t244 > (vcc_v4_int){12, 12, 12, 12});
        vcc_v4_uint t246 = vcc_select(vcc_v4_int, (vcc_v4_int)t245, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t247 = (vcc_v4_uint)t244;
        vcc_v4_uint t248 = t247 - t246;
        vcc_v4_int t249 = (vcc_v4_int)t248;
        vcc_v4_double t250 = __builtin_convertvector(t249, vcc_v4_double);
        vcc_v4_double t251 = t250 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        double *t252 = &cb[t233].im;
        vcc_v4_int t253 = t6 + (vcc_v4_int){1, 1, 1, 1};
        vcc_m4 t254 = (vcc_m4)(t253 > (vcc_v4_int){6, 6, 6, 6});
        vcc_v4_uint t255 = vcc_select(vcc_v4_int, (vcc_v4_int)t254, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t256 = (vcc_v4_uint)t253;
        vcc_v4_uint t257 = t256 - t255;
        vcc_v4_int t258 = (vcc_v4_int)t257;
        vcc_v4_double t259 = __builtin_convertvector(t258, vcc_v4_double);
        vcc_v4_double t260 = -t259;
        vcc_v4_double t261 = __builtin_shufflevector(t251, t260, 0, 4, 1, 5);
        vcc_store(t252 + -1, t261);
        vcc_v4_double t262 = __builtin_shufflevector(t251, t260, 2, 6, 3, 7);
        vcc_store(t252 + 3, t262);
        long t263 = i_vec_2 + 12L;
        vcc_v4_uint t264 = i_v_2 + (vcc_v4_uint){12U, 12U, 12U, 12U};
        vcc_v4_int i_v_13 = (vcc_v4_int)t264;
        vcc_v4_double t265 = __builtin_convertvector(i_v_13, vcc_v4_double);
        vcc_v4_double t266 = t265 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
        vcc_v4_double t267 = t266 - (vcc_v4_double){40.0, 40.0, 40.0, 40.0};
        double *t268 = &ca[t263].im;
        vcc_v4_int t269 = i_v_13 + (vcc_v4_int){1, 1, 1, 1};
        vcc_v4_double t270 = __builtin_convertvector(t269, vcc_v4_double);
        vcc_v4_double t271 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t270;
        vcc_v4_double t272 = __builtin_shufflevector(t267, t271, 0, 4, 1, 5);
        vcc_store(t268 + -1, t272);
        vcc_v4_double t273 = __builtin_shufflevector(t267, t271, 2, 6, 3, 7);
        vcc_store(t268 + 3, t273);
        vcc_v4_int t274 = t5 + (vcc_v4_int){12, 12, 12, 12};
        vcc_m4 t275 = (vcc_m4)(t274 > (vcc_v4_int){12, 12, 12, 12});
        vcc_v4_uint t276 = vcc_select(vcc_v4_int, (vcc_v4_int)t275, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t277 = (vcc_v4_uint)t274;
        vcc_v4_uint t278 = t277 - t276;
        vcc_v4_int t279 = (vcc_v4_int)t278;
        vcc_v4_double t280 = __builtin_convertvector(t279, vcc_v4_double);
        vcc_v4_double t281 = t280 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        double *t282 = &cb[t263].im;
        vcc_v4_int t283 = t6 + (vcc_v4_int){5, 5, 5, 5};
        vcc_m4 t284 = (vcc_m4)(t283 > (vcc_v4_int){6, 6, 6, 6});
        vcc_v4_uint t285 = vcc_select(vcc_v4_int, (vcc_v4_int)t284, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t286 = (vcc_v4_uint)t283;
        vcc_v4_uint t287 = t286 - t285;
        vcc_v4_int t288 = (vcc_v4_int)t287;
        vcc_v4_double t289 = __builtin_convertvector(t288, vcc_v4_double);
        vcc_v4_double t290 = -t289;
        vcc_v4_double t291 = __builtin_shufflevector(t281, t290, 0, 4, 1, 5);
        vcc_store(t282 + -1, t291);
        vcc_v4_double t292 = __builtin_shufflevector(t281, t290, 2, 6, 3, 7);
        vcc_store(t282 + 3, t292);
        i_vec_2 += 16L;
        i_v_2 = i_v_2 + (vcc_v4_uint){16U, 16U, 16U, 16U};
        vcc_v4_int t293 = t5 + (vcc_v4_int){3, 3, 3, 3};
        vcc_m4 t294 = (vcc_m4)(t293 > (vcc_v4_int){12, 12, 12, 12});
        vcc_v4_uint t295 = vcc_select(vcc_v4_int, (vcc_v4_int)t294, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t296 = (vcc_v4_uint)t293;
        vcc_v4_uint t297 = t296 - t295;
        t5 = (vcc_v4_int)t297;
        vcc_v4_int t298 = t6 + (vcc_v4_int){2, 2, 2, 2};
        vcc_m4 t299 = (vcc_m4)(t298 > (vcc_v4_int){6, 6, 6, 6});
        vcc_v4_uint t300 = vcc_select(vcc_v4_int, (vcc_v4_int)t299, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t301 = (vcc_v4_uint)t298;
        vcc_v4_uint t302 = t301 - t300;
        t6 = (vcc_v4_int)t302;
    } while (i_vec_2 < 288L);
    vcc_v4_int t303 = (vcc_v4_int){288, 288, 288, 288};
    vcc_v4_uint t304 = (vcc_v4_uint)t303;
    vcc_v4_uint i_v_3 = t304 + (vcc_v4_uint){0U, 1U, 2U, 3U};
    vcc_v4_int t305 = (vcc_v4_int){2, 2, 2, 2};
    vcc_v4_int t306 = t305 + (vcc_v4_int){0, 1, 2, 3};
    vcc_m4 t307 = (vcc_m4)(t306 > (vcc_v4_int){12, 12, 12, 12});
    vcc_v4_uint t308 = vcc_select(vcc_v4_int, (vcc_v4_int)t307, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t309 = (vcc_v4_uint)t306;
    vcc_v4_uint t310 = t309 - t308;
    vcc_v4_int t7 = (vcc_v4_int)t310;
    vcc_v4_int t311 = (vcc_v4_int){1, 1, 1, 1};
    vcc_v4_int t312 = t311 + (vcc_v4_int){0, 1, 2, 3};
    vcc_m4 t313 = (vcc_m4)(t312 > (vcc_v4_int){6, 6, 6, 6});
    vcc_v4_uint t314 = vcc_select(vcc_v4_int, (vcc_v4_int)t313, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
    vcc_v4_uint t315 = (vcc_v4_uint)t312;
    vcc_v4_uint t316 = t315 - t314;
    vcc_v4_int t8 = (vcc_v4_int)t316;
    long i_vec_3 = 0L;
    /* vcc: loop at carried.c:132 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t317 = 288L + i_vec_3;
        vcc_v4_int i_v_14 = (vcc_v4_int)i_v_3;
        vcc_v4_double t318 = __builtin_convertvector(i_v_14, vcc_v4_double);
        vcc_v4_double t319 = t318 * (vcc_v4_double){0.75, 0.75, 0.75, 0.75};
        vcc_v4_double t320 = t319 - (vcc_v4_double){40.0, 40.0, 40.0, 40.0};
        double *t321 = &ca[t317].im;
        vcc_v4_int t322 = i_v_14 + (vcc_v4_int){1, 1, 1, 1};
        vcc_v4_double t323 = __builtin_convertvector(t322, vcc_v4_double);
        vcc_v4_double t324 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0} / t323;
        vcc_v4_double t325 = __builtin_shufflevector(t320, t324, 0, 4, 1, 5);
        vcc_store(t321 + -1, t325);
        vcc_v4_double t326 = __builtin_shufflevector(t320, t324, 2, 6, 3, 7);
        vcc_store(t321 + 3, t326);
        vcc_v4_double t327 = __builtin_convertvector(t7, vcc_v4_double);
        vcc_v4_double t328 = t327 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        double *t329 = &cb[t317].im;
        vcc_v4_double t330 = __builtin_convertvector(t8, vcc_v4_double);
        vcc_v4_double t331 = -t330;
        vcc_v4_double t332 = __builtin_shufflevector(t328, t331, 0, 4, 1, 5);
        vcc_store(t329 + -1, t332);
        vcc_v4_double t333 = __builtin_shufflevector(t328, t331, 2, 6, 3, 7);
        vcc_store(t329 + 3, t333);
        i_vec_3 += 4L;
        i_v_3 = i_v_3 + (vcc_v4_uint){4U, 4U, 4U, 4U};
        vcc_v4_int t334 = t7 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t335 = (vcc_m4)(t334 > (vcc_v4_int){12, 12, 12, 12});
        vcc_v4_uint t336 = vcc_select(vcc_v4_int, (vcc_v4_int)t335, ((vcc_v4_uint){13U, 13U, 13U, 13U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t337 = (vcc_v4_uint)t334;
        vcc_v4_uint t338 = t337 - t336;
        t7 = (vcc_v4_int)t338;
        vcc_v4_int t339 = t8 + (vcc_v4_int){4, 4, 4, 4};
        vcc_m4 t340 = (vcc_m4)(t339 > (vcc_v4_int){6, 6, 6, 6});
        vcc_v4_uint t341 = vcc_select(vcc_v4_int, (vcc_v4_int)t340, ((vcc_v4_uint){7U, 7U, 7U, 7U}), ((vcc_v4_uint){0U, 0U, 0U, 0U}));
        vcc_v4_uint t342 = (vcc_v4_uint)t339;
        vcc_v4_uint t343 = t342 - t341;
        t8 = (vcc_v4_int)t343;
    } while (i_vec_3 < 12L);
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
    vcc_v8_int t348 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t349 = (vcc_v8_uint)t348;
    vcc_v8_uint i_v_4 = t349 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    vcc_v8_int t350 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t351 = t350 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_m8 t352 = (vcc_m8)(t351 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
    vcc_v8_uint t353 = vcc_select(vcc_v8_int, (vcc_v8_int)t352, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t354 = (vcc_v8_uint)t351;
    vcc_v8_uint t355 = t354 - t353;
    vcc_v8_int t9 = (vcc_v8_int)t355;
    vcc_v8_int t356 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t357 = t356 + (vcc_v8_int){0, 1, 2, 3, 4, 0, 1, 2};
    vcc_m8 t358 = (vcc_m8)(t357 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
    vcc_v8_uint t359 = vcc_select(vcc_v8_int, (vcc_v8_int)t358, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t360 = (vcc_v8_uint)t357;
    vcc_v8_uint t361 = t360 - t359;
    vcc_v8_int t10 = (vcc_v8_int)t361;
    long i_vec_4 = 0L;
    /* vcc: loop at carried.c:136 vectorized: VF 8, UF 4, the remainder at 137:25 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 137:51 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_v8_int i_v_15 = (vcc_v8_int)i_v_4;
        vcc_v8_float t362 = __builtin_convertvector(t9, vcc_v8_float);
        vcc_v8_float t363 = __builtin_convertvector(t10, vcc_v8_float);
        vcc_v8_float t364 = t363 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
        vcc_v8_int t365 = i_v_15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t366 = __builtin_convertvector(t365, vcc_v8_float);
        vcc_v8_float t367 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t366;
        float *t368 = &p[i_vec_4].w;
        vcc_v8_float t369 = __builtin_convertvector(i_v_15, vcc_v8_float);
        vcc_v8_float t370 = -t369;
        vcc_v8_float t371 = __builtin_shufflevector(t362, t364, 0, 8, 0, 0, 1, 9, 0, 0);
        vcc_v8_float t372 = __builtin_shufflevector(t371, t367, 0, 1, 8, 3, 4, 5, 9, 7);
        vcc_v8_float t373 = __builtin_shufflevector(t372, t370, 0, 1, 2, 8, 4, 5, 6, 9);
        vcc_store(t368 + -3, t373);
        vcc_v8_float t374 = __builtin_shufflevector(t362, t364, 2, 10, 0, 0, 3, 11, 0, 0);
        vcc_v8_float t375 = __builtin_shufflevector(t374, t367, 0, 1, 10, 3, 4, 5, 11, 7);
        vcc_v8_float t376 = __builtin_shufflevector(t375, t370, 0, 1, 2, 10, 4, 5, 6, 11);
        vcc_store(t368 + 5, t376);
        vcc_v8_float t377 = __builtin_shufflevector(t362, t364, 4, 12, 0, 0, 5, 13, 0, 0);
        vcc_v8_float t378 = __builtin_shufflevector(t377, t367, 0, 1, 12, 3, 4, 5, 13, 7);
        vcc_v8_float t379 = __builtin_shufflevector(t378, t370, 0, 1, 2, 12, 4, 5, 6, 13);
        vcc_store(t368 + 13, t379);
        vcc_v8_float t380 = __builtin_shufflevector(t362, t364, 6, 14, 0, 0, 7, 15, 0, 0);
        vcc_v8_float t381 = __builtin_shufflevector(t380, t367, 0, 1, 14, 3, 4, 5, 15, 7);
        vcc_v8_float t382 = __builtin_shufflevector(t381, t370, 0, 1, 2, 14, 4, 5, 6, 15);
        vcc_store(t368 + 21, t382);
        vcc_v8_uint t383 = i_v_4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int i_v_16 = (vcc_v8_int)t383;
        vcc_v8_int t384 = t9 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t385 = (vcc_m8)(t384 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t386 = vcc_select(vcc_v8_int, (vcc_v8_int)t385, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t387 = (vcc_v8_uint)t384;
        vcc_v8_uint t388 = t387 - t386;
        vcc_v8_int t389 = (vcc_v8_int)t388;
        vcc_v8_float t390 = __builtin_convertvector(t389, vcc_v8_float);
        vcc_v8_int t391 = t10 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t392 = (vcc_m8)(t391 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t393 = vcc_select(vcc_v8_int, (vcc_v8_int)t392, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t394 = (vcc_v8_uint)t391;
        vcc_v8_uint t395 = t394 - t393;
        vcc_v8_int t396 = (vcc_v8_int)t395;
        vcc_v8_float t397 = __builtin_convertvector(t396, vcc_v8_float);
        vcc_v8_float t398 = t397 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
        vcc_v8_int t399 = i_v_16 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t400 = __builtin_convertvector(t399, vcc_v8_float);
        vcc_v8_float t401 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t400;
        float *t402 = &p[i_vec_4 + 8L].w;
        vcc_v8_float t403 = __builtin_convertvector(i_v_16, vcc_v8_float);
        vcc_v8_float t404 = -t403;
        vcc_v8_float t405 = __builtin_shufflevector(t390, t398, 0, 8, 0, 0, 1, 9, 0, 0);
        vcc_v8_float t406 = __builtin_shufflevector(t405, t401, 0, 1, 8, 3, 4, 5, 9, 7);
        vcc_v8_float t407 = __builtin_shufflevector(t406, t404, 0, 1, 2, 8, 4, 5, 6, 9);
        vcc_store(t402 + -3, t407);
        vcc_v8_float t408 = __builtin_shufflevector(t390, t398, 2, 10, 0, 0, 3, 11, 0, 0);
        vcc_v8_float t409 = __builtin_shufflevector(t408, t401, 0, 1, 10, 3, 4, 5, 11, 7);
        vcc_v8_float t410 = __builtin_shufflevector(t409, t404, 0, 1, 2, 10, 4, 5, 6, 11);
        vcc_store(t402 + 5, t410);
        vcc_v8_float t411 = __builtin_shufflevector(t390, t398, 4, 12, 0, 0, 5, 13, 0, 0);
        vcc_v8_float t412 = __builtin_shufflevector(t411, t401, 0, 1, 12, 3, 4, 5, 13, 7);
        vcc_v8_float t413 = __builtin_shufflevector(t412, t404, 0, 1, 2, 12, 4, 5, 6, 13);
        vcc_store(t402 + 13, t413);
        vcc_v8_float t414 = __builtin_shufflevector(t390, t398, 6, 14, 0, 0, 7, 15, 0, 0);
        vcc_v8_float t415 = __builtin_shufflevector(t414, t401, 0, 1, 14, 3, 4, 5, 15, 7);
        vcc_v8_float t416 = __builtin_shufflevector(t415, t404, 0, 1, 2, 14, 4, 5, 6, 15);
        vcc_store(t402 + 21, t416);
        vcc_v8_uint t417 = i_v_4 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int i_v_17 = (vcc_v8_int)t417;
        vcc_v8_int t418 = t9 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
        vcc_m8 t419 = (vcc_m8)(t418 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t420 = vcc_select(vcc_v8_int, (vcc_v8_int)t419, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t421 = (vcc_v8_uint)t418;
        vcc_v8_uint t422 = t421 - t420;
        vcc_v8_int t423 = (vcc_v8_int)t422;
        vcc_v8_float t424 = __builtin_convertvector(t423, vcc_v8_float);
        vcc_v8_int t425 = t10 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t426 = (vcc_m8)(t425 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t427 = vcc_select(vcc_v8_int, (vcc_v8_int)t426, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t428 = (vcc_v8_uint)t425;
        vcc_v8_uint t429 = t428 - t427;
        vcc_v8_int t430 = (vcc_v8_int)t429;
        vcc_v8_float t431 = __builtin_convertvector(t430, vcc_v8_float);
        vcc_v8_float t432 = t431 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
        vcc_v8_int t433 = i_v_17 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t434 = __builtin_convertvector(t433, vcc_v8_float);
        vcc_v8_float t435 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t434;
        float *t436 = &p[i_vec_4 + 16L].w;
        vcc_v8_float t437 = __builtin_convertvector(i_v_17, vcc_v8_float);
        vcc_v8_float t438 = -t437;
        vcc_v8_float t439 = __builtin_shufflevector(t424, t432, 0, 8, 0, 0, 1, 9, 0, 0);
        vcc_v8_float t440 = __builtin_shufflevector(t439, t435, 0, 1, 8, 3, 4, 5, 9, 7);
        vcc_v8_float t441 = __builtin_shufflevector(t440, t438, 0, 1, 2, 8, 4, 5, 6, 9);
        vcc_store(t436 + -3, t441);
        vcc_v8_float t442 = __builtin_shufflevector(t424, t432, 2, 10, 0, 0, 3, 11, 0, 0);
        vcc_v8_float t443 = __builtin_shufflevector(t442, t435, 0, 1, 10, 3, 4, 5, 11, 7);
        vcc_v8_float t444 = __builtin_shufflevector(t443, t438, 0, 1, 2, 10, 4, 5, 6, 11);
        vcc_store(t436 + 5, t444);
        vcc_v8_float t445 = __builtin_shufflevector(t424, t432, 4, 12, 0, 0, 5, 13, 0, 0);
        vcc_v8_float t446 = __builtin_shufflevector(t445, t435, 0, 1, 12, 3, 4, 5, 13, 7);
        vcc_v8_float t447 = __builtin_shufflevector(t446, t438, 0, 1, 2, 12, 4, 5, 6, 13);
        vcc_store(t436 + 13, t447);
        vcc_v8_float t448 = __builtin_shufflevector(t424, t432, 6, 14, 0, 0, 7, 15, 0, 0);
        vcc_v8_float t449 = __builtin_shufflevector(t448, t435, 0, 1, 14, 3, 4, 5, 15, 7);
        vcc_v8_float t450 = __builtin_shufflevector(t449, t438, 0, 1, 2, 14, 4, 5, 6, 15);
        vcc_store(t436 + 21, t450);
        vcc_v8_uint t451 = i_v_4 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int i_v_18 = (vcc_v8_int)t451;
        vcc_v8_int t452 = t9 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_m8 t453 = (vcc_m8)(t452 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t454 = vcc_select(vcc_v8_int, (vcc_v8_int)t453, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t455 = (vcc_v8_uint)t452;
        vcc_v8_uint t456 = t455 - t454;
        vcc_v8_int t457 = (vcc_v8_int)t456;
        vcc_v8_float t458 = __builtin_convertvector(t457, vcc_v8_float);
        vcc_v8_int t459 = t10 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t460 = (vcc_m8)(t459 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t461 = vcc_select(vcc_v8_int, (vcc_v8_int)t460, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t462 = (vcc_v8_uint)t459;
        vcc_v8_uint t463 = t462 - t461;
        vcc_v8_int t464 = (vcc_v8_int)t463;
        vcc_v8_float t465 = __builtin_convertvector(t464, vcc_v8_float);
        vcc_v8_float t466 = t465 * (vcc_v8_float){0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f, 0.3f};
        vcc_v8_int t467 = i_v_18 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t468 = __builtin_convertvector(t467, vcc_v8_float);
        vcc_v8_float t469 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t468;
        float *t470 = &p[i_vec_4 + 24L].w;
        vcc_v8_float t471 = __builtin_convertvector(i_v_18, vcc_v8_float);
        vcc_v8_float t472 = -t471;
        vcc_v8_float t473 = __builtin_shufflevector(t458, t466, 0, 8, 0, 0, 1, 9, 0, 0);
        vcc_v8_float t474 = __builtin_shufflevector(t473, t469, 0, 1, 8, 3, 4, 5, 9, 7);
        vcc_v8_float t475 = __builtin_shufflevector(t474, t472, 0, 1, 2, 8, 4, 5, 6, 9);
        vcc_store(t470 + -3, t475);
        vcc_v8_float t476 = __builtin_shufflevector(t458, t466, 2, 10, 0, 0, 3, 11, 0, 0);
        vcc_v8_float t477 = __builtin_shufflevector(t476, t469, 0, 1, 10, 3, 4, 5, 11, 7);
        vcc_v8_float t478 = __builtin_shufflevector(t477, t472, 0, 1, 2, 10, 4, 5, 6, 11);
        vcc_store(t470 + 5, t478);
        vcc_v8_float t479 = __builtin_shufflevector(t458, t466, 4, 12, 0, 0, 5, 13, 0, 0);
        vcc_v8_float t480 = __builtin_shufflevector(t479, t469, 0, 1, 12, 3, 4, 5, 13, 7);
        vcc_v8_float t481 = __builtin_shufflevector(t480, t472, 0, 1, 2, 12, 4, 5, 6, 13);
        vcc_store(t470 + 13, t481);
        vcc_v8_float t482 = __builtin_shufflevector(t458, t466, 6, 14, 0, 0, 7, 15, 0, 0);
        vcc_v8_float t483 = __builtin_shufflevector(t482, t469, 0, 1, 14, 3, 4, 5, 15, 7);
        vcc_v8_float t484 = __builtin_shufflevector(t483, t472, 0, 1, 2, 14, 4, 5, 6, 15);
        vcc_store(t470 + 21, t484);
        i_vec_4 += 32L;
        i_v_4 = i_v_4 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        vcc_v8_int t485 = t9 + (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_m8 t486 = (vcc_m8)(t485 > (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16});
        vcc_v8_uint t487 = vcc_select(vcc_v8_int, (vcc_v8_int)t486, ((vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t488 = (vcc_v8_uint)t485;
        vcc_v8_uint t489 = t488 - t487;
        t9 = (vcc_v8_int)t489;
        vcc_v8_int t490 = t10 + (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t491 = (vcc_m8)(t490 > (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4});
        vcc_v8_uint t492 = vcc_select(vcc_v8_int, (vcc_v8_int)t491, ((vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t493 = (vcc_v8_uint)t490;
        vcc_v8_uint t494 = t493 - t492;
        t10 = (vcc_v8_int)t494;
    } while (i_vec_4 < 256L);
    int i_2 = 256;
    while (i_2 < 257) {
        struct pt *t495 = &p[i_2];
        t495->x = (float)(i_2 % 17);
        t495->y = (float)(i_2 % 5) * 0.3f;
        int t496 = i_2 + 1;
        t495->z = 1.0f / (float)t496;
        t495->w = -(float)i_2;
        i_2 = t496;
    }
    c.x = 3.5f;
    c.y = -1.25f;
    c.z = 0.5f;
    c.w = 100.0f;
    for (int n = 0; n < 1003; n += 97) {
        z = cdot(ca, cb, n % 301);
        dist4(p, n % 257, c, d);
        const float *t497 = y;
        float t498 = mixed(t497, n);
        const float *t499 = x;
        float t500 = leak(t499, n);
        float t501 = until(t499, n);
        float t502 = d[3];
        float t503 = d[2];
        float t504 = d[1];
        float t505 = d[0];
        double t506 = z.im;
        double t507 = z.re;
        double t508 = dot8(dx, dy, n);
        printf("%d: %a %a %a %a %a %a %a %a %a %a %a\n", n, (double)dot4(t499, t497, n), t508, t507, t506, (double)t505, (double)t504, (double)t503, (double)t502, (double)t501, (double)t500, (double)t498);
        unsigned int hash = xxh4(in, n, h);
        printf("   %u %u %u %u %u\n", hash, h[0], h[1], h[2], h[3]);
    }
    return 0;
}
