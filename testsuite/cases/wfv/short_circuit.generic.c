/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vvu_classify(vcc_v8_float x, vcc_v8_float y, int lim);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vvu_classify(vcc_v8_float x, vcc_v8_float y, int lim, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uuv_guarded(const int *t, int n, vcc_v8_int i);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uuv_guarded(const int *t, int n, vcc_v8_int i, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* `&&` and `||` on varying conditions (midend wfv flatten.rs: a link `P: br c, J(1), B` whose
   second block only computes a condition becomes `J(c ? 1 : v)`, one mask `or`), next to
   uniform conditions (their links stay branches) and a second block that must not run for
   every lane (a load behind the test). Masked and unmasked variants, NaN lanes, lanes off. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(lim) */
int classify(float x, float y, int lim) {
    int r = 0;
    if (x > 0.0f && y > 0.0f)
        r += 1;
    if (x < -1.0f || y * 2.0f > 3.0f || lim > 5)
        r += 2;
    if ((x > y && lim > 0) || x == y)
        r += 4;
    float d = x - y;
    if (lim < 3 && (d > 0.5f || d < -0.5f))
        r += 8;
    if (!(x >= 2.0f) || (unsigned)lim == 7u || (float)lim > y)
        r += 16;
    return r;
}

/* vcc: function at short_circuit.c:11 vector variant _ZGVdN8vvu_classify of `classify`: VL 8, unmasked, x vector, y vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vvu_classify(vcc_v8_float x, vcc_v8_float y, int lim) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_v8_float t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t5 = (vcc_m8)(x > t4);
    vcc_v8_float t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t7 = (vcc_m8)(y > t6);
    vcc_m8 t8 = t5 & t7;
    vcc_v8_int t9 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t10 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t9, t10);
    vcc_v8_float t12 = vcc_splat(vcc_v8_float, -1.0f);
    vcc_m8 t13 = (vcc_m8)(x < t12);
    vcc_v8_float t14 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t15 = y * t14;
    vcc_v8_float t16 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
    vcc_m8 t17 = (vcc_m8)(t15 > t16);
    vcc_m8 t18 = t13 | t17;
    vcc_v8_int t19 = vcc_splat(vcc_v8_int, (lim > 5) != 0);
    vcc_m8 t20 = (vcc_m8)(t19 != (vcc_v8_int){0});
    vcc_m8 t21 = t18 | t20;
    vcc_v8_int t22 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_uint t23 = (vcc_v8_uint)t11;
    vcc_v8_uint t24 = (vcc_v8_uint)t22;
    vcc_v8_uint t25 = t23 + t24;
    vcc_v8_int t26 = (vcc_v8_int)t25;
    vcc_v8_int t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t26, t11);
    vcc_m8 t28 = (vcc_m8)(x > y);
    vcc_v8_int t29 = vcc_splat(vcc_v8_int, (lim > 0) != 0);
    vcc_m8 t30 = (vcc_m8)(x == y);
    vcc_m8 t31 = (vcc_m8)(t29 != (vcc_v8_int){0});
    vcc_m8 t32 = t28 & t31;
    vcc_m8 t33 = t32 | t30;
    vcc_v8_int t34 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_uint t35 = (vcc_v8_uint)t27;
    vcc_v8_uint t36 = (vcc_v8_uint)t34;
    vcc_v8_uint t37 = t35 + t36;
    vcc_v8_int t38 = (vcc_v8_int)t37;
    vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t38, t27);
    vcc_v8_float t40 = x - y;
    int t41 = lim < 3;
    if (t41) {
        vcc_v8_float t42 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_m8 t43 = (vcc_m8)(t40 > t42);
        vcc_v8_float t44 = vcc_splat(vcc_v8_float, -0.5f);
        vcc_m8 t45 = (vcc_m8)(t40 < t44);
        vcc_v8_int t46 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t47 = __builtin_convertvector(t45 & 1, vcc_v8_int);
        t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t46, t47);
    } else {
        t1 = (vcc_v8_int){0};
    }
    if (t41) {
        t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
        vcc_v8_int t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t2 = (vcc_m8)(t1 != t48);
    } else {
        t2 = (vcc_m8){0};
        t3 = (vcc_m8){0};
    }
    vcc_m8 t49 = t3 & t2;
    vcc_v8_int t50 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_uint t51 = (vcc_v8_uint)t39;
    vcc_v8_uint t52 = (vcc_v8_uint)t50;
    vcc_v8_uint t53 = t51 + t52;
    vcc_v8_int t54 = (vcc_v8_int)t53;
    vcc_v8_int t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t54, t39);
    vcc_v8_float t56 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_m8 t57 = (vcc_m8)(x >= t56);
    vcc_v8_int t58 = __builtin_convertvector(t57 & 1, vcc_v8_int);
    vcc_m8 t59 = (vcc_m8)(t58 != (vcc_v8_int){0});
    vcc_m8 t60 = ~t59;
    vcc_v8_int t61 = vcc_splat(vcc_v8_int, ((unsigned int)lim == 7U) != 0);
    vcc_v8_float t62 = vcc_splat(vcc_v8_float, (float)lim);
    vcc_m8 t63 = (vcc_m8)(t62 > y);
    vcc_m8 t64 = (vcc_m8)(t61 != (vcc_v8_int){0});
    vcc_m8 t65 = t60 | t64;
    vcc_m8 t66 = t65 | t63;
    vcc_v8_int t67 = (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
    vcc_v8_uint t68 = (vcc_v8_uint)t55;
    vcc_v8_uint t69 = (vcc_v8_uint)t67;
    vcc_v8_uint t70 = t68 + t69;
    vcc_v8_int t71 = (vcc_v8_int)t70;
    vcc_v8_int t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t66, t71, t55);
    return t72;
}
#pragma GCC diagnostic pop

/* vcc: function at short_circuit.c:11 vector variant _ZGVdM8vvu_classify of `classify`: VL 8, masked, x vector, y vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vvu_classify(vcc_v8_float x, vcc_v8_float y, int lim, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t3 = (vcc_m8)(x > t2);
    vcc_v8_float t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t5 = (vcc_m8)(y > t4);
    vcc_m8 t6 = t3 & t5;
    vcc_v8_int t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t7, t8);
    vcc_v8_float t10 = vcc_splat(vcc_v8_float, -1.0f);
    vcc_m8 t11 = (vcc_m8)(x < t10);
    vcc_v8_float t12 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t13 = y * t12;
    vcc_v8_float t14 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
    vcc_m8 t15 = (vcc_m8)(t13 > t14);
    vcc_m8 t16 = t11 | t15;
    vcc_v8_int t17 = vcc_splat(vcc_v8_int, (lim > 5) != 0);
    vcc_m8 t18 = (vcc_m8)(t17 != (vcc_v8_int){0});
    vcc_m8 t19 = t16 | t18;
    vcc_m8 t20 = t1 & t19;
    vcc_v8_int t21 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_uint t22 = (vcc_v8_uint)t9;
    vcc_v8_uint t23 = (vcc_v8_uint)t21;
    vcc_v8_uint t24 = t22 + t23;
    vcc_v8_int t25 = (vcc_v8_int)t24;
    vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t25, t9);
    vcc_m8 t27 = (vcc_m8)(x > y);
    vcc_v8_int t28 = vcc_splat(vcc_v8_int, (lim > 0) != 0);
    vcc_m8 t29 = (vcc_m8)(x == y);
    vcc_m8 t30 = (vcc_m8)(t28 != (vcc_v8_int){0});
    vcc_m8 t31 = t27 & t30;
    vcc_m8 t32 = t31 | t29;
    vcc_m8 t33 = t1 & t32;
    vcc_v8_int t34 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_uint t35 = (vcc_v8_uint)t26;
    vcc_v8_uint t36 = (vcc_v8_uint)t34;
    vcc_v8_uint t37 = t35 + t36;
    vcc_v8_int t38 = (vcc_v8_int)t37;
    vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, t38, t26);
    vcc_v8_float t40 = x - y;
    vcc_v8_int t41 = vcc_splat(vcc_v8_int, lim < 3);
    vcc_m8 t42 = (vcc_m8)(t41 != (vcc_v8_int){0});
    vcc_m8 t43 = t1 & t42;
    vcc_v8_float t44 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_m8 t45 = (vcc_m8)(t40 > t44);
    vcc_v8_float t46 = vcc_splat(vcc_v8_float, -0.5f);
    vcc_m8 t47 = (vcc_m8)(t40 < t46);
    vcc_m8 t48 = t45 | t47;
    vcc_m8 t49 = t43 & t48;
    vcc_m8 t50 = t1 & t49;
    vcc_v8_int t51 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_uint t52 = (vcc_v8_uint)t39;
    vcc_v8_uint t53 = (vcc_v8_uint)t51;
    vcc_v8_uint t54 = t52 + t53;
    vcc_v8_int t55 = (vcc_v8_int)t54;
    vcc_v8_int t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t55, t39);
    vcc_v8_float t57 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_m8 t58 = (vcc_m8)(x >= t57);
    vcc_v8_int t59 = __builtin_convertvector(t58 & 1, vcc_v8_int);
    vcc_m8 t60 = (vcc_m8)(t59 != (vcc_v8_int){0});
    vcc_m8 t61 = ~t60;
    vcc_v8_int t62 = vcc_splat(vcc_v8_int, ((unsigned int)lim == 7U) != 0);
    vcc_v8_float t63 = vcc_splat(vcc_v8_float, (float)lim);
    vcc_m8 t64 = (vcc_m8)(t63 > y);
    vcc_m8 t65 = (vcc_m8)(t62 != (vcc_v8_int){0});
    vcc_m8 t66 = t61 | t65;
    vcc_m8 t67 = t66 | t64;
    vcc_m8 t68 = t1 & t67;
    vcc_v8_int t69 = (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
    vcc_v8_uint t70 = (vcc_v8_uint)t56;
    vcc_v8_uint t71 = (vcc_v8_uint)t69;
    vcc_v8_uint t72 = t70 + t71;
    vcc_v8_int t73 = (vcc_v8_int)t72;
    vcc_v8_int t74 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, t73, t56);
    vcc_v8_int t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t74, (vcc_v8_int){0});
    return t75;
}
#pragma GCC diagnostic pop

/* The second test reads through the index only where the first one passed. */
/* #pragma omp declare simd uniform(t, n) */
int guarded(const int *t, int n, int i) {
    if (i < 0 || i >= n || t[i] > 10)
        return -1;
    return t[i];
}

/* vcc: function at short_circuit.c:29 vector variant _ZGVdN8uuv_guarded of `guarded`: VL 8, unmasked, t uniform, n uniform, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uuv_guarded(const int *t, int n, vcc_v8_int i) {
    vcc_m8 t1;
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t4 = (vcc_m8)(i < t3);
    vcc_v8_int t5 = (vcc_v8_int){n, n, n, n, n, n, n, n};
    vcc_m8 t6 = (vcc_m8)(i >= t5);
    vcc_m8 t7 = t4 | t6;
    vcc_m8 t2 = ~t7;
    if (vcc_any(t2)) {
        vcc_v8_int t8 = vcc_gather_masked(vcc_v8_int, t, i, t2);
        vcc_v8_int t9 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        t1 = (vcc_m8)(t8 > t9);
    } else {
        t1 = (vcc_m8){0};
        t2 = (vcc_m8){0};
    }
    vcc_m8 t10 = ~t2;
    vcc_m8 t11 = t1 | t10;
    vcc_m8 t12 = ~t11;
    vcc_v8_int t13 = vcc_gather_masked(vcc_v8_int, t, i, t12);
    vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, (vcc_v8_int){0}, t13);
    vcc_v8_int t15 = vcc_splat(vcc_v8_int, -1);
    vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t15, t14);
    return t16;
}
#pragma GCC diagnostic pop

/* vcc: function at short_circuit.c:29 vector variant _ZGVdM8uuv_guarded of `guarded`: VL 8, masked, t uniform, n uniform, i vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8uuv_guarded(const int *t, int n, vcc_v8_int i, vcc_v8_int mask) {
    vcc_m8 t1;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t5 = (vcc_m8)(i < t4);
    vcc_v8_int t6 = (vcc_v8_int){n, n, n, n, n, n, n, n};
    vcc_m8 t7 = (vcc_m8)(i >= t6);
    vcc_m8 t8 = t5 | t7;
    vcc_m8 t9 = ~t8;
    vcc_m8 t2 = t3 & t9;
    if (vcc_any(t2)) {
        vcc_v8_int t10 = vcc_gather_masked(vcc_v8_int, t, i, t2);
        vcc_v8_int t11 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
        t1 = (vcc_m8)(t10 > t11);
    } else {
        t1 = (vcc_m8){0};
        t2 = (vcc_m8){0};
    }
    vcc_m8 t12 = ~t2;
    vcc_m8 t13 = t1 | t12;
    vcc_m8 t14 = t3 & t13;
    vcc_m8 t15 = ~t13;
    vcc_m8 t16 = t3 & t15;
    vcc_v8_int t17 = vcc_gather_masked(vcc_v8_int, t, i, t16);
    vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t17, (vcc_v8_int){0});
    vcc_v8_int t19 = vcc_splat(vcc_v8_int, -1);
    vcc_v8_int t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t19, t18);
    return t20;
}
#pragma GCC diagnostic pop

v8i _ZGVdN8vvu_classify(v8f, v8f, int);
v8i _ZGVdM8vvu_classify(v8f, v8f, int, v8i);
v8i _ZGVdN8uuv_guarded(const int *, int, v8i);
v8i _ZGVdM8uuv_guarded(const int *, int, v8i, v8i);

static void print_lanes(v8i v, const int *mask) {
    int out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%d ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {1.0f, -2.0f, 0.0f, NAN, 2.5f, 3.0f, -0.25f, 0.75f};
    float ys[8] = {1.0f, 2.0f, 0.0f, 1.0f, NAN, -1.0f, 1.6f, 0.1f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    for (int lim = -1; lim <= 8; lim += 3) {
        print_lanes(_ZGVdN8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim), NULL);
        print_lanes(_ZGVdM8vvu_classify(TO_VEC(v8f, xs), TO_VEC(v8f, ys), lim, TO_VEC(v8i, some)), some);
        for (int k = 0; k < 8; k++)
            printf("%d ", classify(xs[k], ys[k], lim));
        printf("\n");
    }
    int t[5] = {3, 20, -4, 10, 11};
    int idx[8] = {0, 5, -1, 1, 4, 2, 3, 1000000};
    print_lanes(_ZGVdN8uuv_guarded(t, 5, TO_VEC(v8i, idx)), NULL);
    int on[8] = {1, 1, 1, 0, 1, 1, 1, 0};
    int far[8] = {0, 5, -1, -1000000, 4, 2, 3, 1000000};
    print_lanes(_ZGVdM8uuv_guarded(t, 5, TO_VEC(v8i, far), TO_VEC(v8i, on)), on);
    for (int k = 0; k < 8; k++)
        printf("%d ", guarded(t, 5, idx[k]));
    printf("\n");
    return 0;
}
