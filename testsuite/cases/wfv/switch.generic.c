/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_store_aligned(P, V) do { typedef __typeof__(V) __attribute__((may_alias)) vcc_a; vcc_a vcc_v = (V); *(vcc_a *)(void *)(P) = vcc_v; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_classify(vcc_v8_int x, int k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_pick(vcc_v8_float x, int sel);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_narrow(vcc_v8_int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_local_array(vcc_v8_float x);
#pragma GCC diagnostic pop
/* `switch` in annotated functions (wfv/switches.rs): lowered to a chain of tests before the
   variant is built. On a varying operand every case gets a mask (classify: cases sharing a
   label, fallthrough, break, a default in the middle; narrow: a signed char operand with
   negative cases); on a uniform operand the tests are scalar (pick). A local array
   gets one copy per lane (wfv/build/slots.rs; more in lane_slots.c). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(k) notinbranch */
int classify(int x, int k) {
    int r = 0;
    switch (x % 7) {
    case 0:
        return x + k;
    case 1:
    case 4:
        r = x * 2;
        break;
    default:
        r = -x;
        /* fallthrough */
    case 2:
        r += k;
        break;
    case -3:
        r = 100;
        break;
    }
    return r + 1;
}

/* vcc: function at switch.c:11 vector variant _ZGVdN8vu_classify of `classify`: VL 8, unmasked, x vector, k uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_classify(vcc_v8_int x, int k) {
    vcc_v8_int t1 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_int t2 = x % t1;
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t4 = (vcc_m8)(t2 == t3);
    vcc_m8 t5 = ~t4;
    vcc_v8_int t6 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_m8 t7 = (vcc_m8)(t2 == t6);
    vcc_m8 t8 = ~t7;
    vcc_m8 t9 = t5 & t8;
    vcc_v8_int t10 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_m8 t11 = (vcc_m8)(t2 == t10);
    vcc_m8 t12 = ~t11;
    vcc_m8 t13 = t9 & t12;
    vcc_v8_int t14 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_m8 t15 = (vcc_m8)(t2 == t14);
    vcc_m8 t16 = t13 & t15;
    vcc_m8 t17 = ~t15;
    vcc_m8 t18 = t13 & t17;
    vcc_v8_int t19 = vcc_splat(vcc_v8_int, -3);
    vcc_m8 t20 = (vcc_m8)(t2 == t19);
    vcc_m8 t21 = t18 & t20;
    vcc_m8 t22 = ~t20;
    vcc_m8 t23 = t18 & t22;
    vcc_v8_uint t24 = (vcc_v8_uint)x;
    vcc_v8_uint t25 = -t24;
    vcc_v8_int t26 = (vcc_v8_int)t25;
    vcc_m8 t27 = t23 | t16;
    vcc_v8_int t28 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t28, t26);
    vcc_v8_int t30 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_uint t31 = (vcc_v8_uint)t29;
    vcc_v8_uint t32 = (vcc_v8_uint)t30;
    vcc_v8_uint t33 = t31 + t32;
    vcc_v8_int t34 = (vcc_v8_int)t33;
    vcc_v8_int t35 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_uint t36 = (vcc_v8_uint)x;
    vcc_v8_uint t37 = (vcc_v8_uint)t35;
    vcc_v8_uint t38 = t36 * t37;
    vcc_v8_int t39 = (vcc_v8_int)t38;
    vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t34, t39);
    vcc_v8_int t41 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t41, t40);
    vcc_v8_int t43 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_uint t44 = (vcc_v8_uint)t42;
    vcc_v8_uint t45 = (vcc_v8_uint)t43;
    vcc_v8_uint t46 = t44 + t45;
    vcc_v8_int t47 = (vcc_v8_int)t46;
    vcc_v8_int t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, (vcc_v8_int){0}, t47);
    vcc_v8_int t49 = (vcc_v8_int){k, k, k, k, k, k, k, k};
    vcc_v8_uint t50 = (vcc_v8_uint)x;
    vcc_v8_uint t51 = (vcc_v8_uint)t49;
    vcc_v8_uint t52 = t50 + t51;
    vcc_v8_int t53 = (vcc_v8_int)t52;
    vcc_v8_int t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t53, t48);
    return t54;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(sel) notinbranch */
float pick(float x, int sel) {
    switch (sel) {
    case 0:
        return x;
    case 1:
        return x * x;
    case 7:
        return x - 1.0f;
    default:
        return 0.5f;
    }
}

/* vcc: function at switch.c:34 vector variant _ZGVdN8vu_pick of `pick`: VL 8, unmasked, x vector, sel uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_pick(vcc_v8_float x, int sel) {
    vcc_m8 t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_m8 t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t15;
    int t8 = sel == 0;
    vcc_v8_int t9 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
    vcc_m8 t10 = (vcc_m8)(t9 != (vcc_v8_int){0});
    vcc_m8 t11 = ~t10;
    if (vcc_any(t11)) {
        vcc_v8_int t12 = vcc_splat(vcc_v8_int, sel == 1);
        t1 = (vcc_m8)(t12 != (vcc_v8_int){0});
        t2 = ~t1;
    } else {
        t1 = (vcc_m8){0};
        t2 = (vcc_m8){0};
    }
    if (vcc_any(t2)) {
        vcc_v8_int t13 = vcc_splat(vcc_v8_int, sel == 7);
        t3 = (vcc_m8)(t13 != (vcc_v8_int){0});
        t4 = ~t3;
    } else {
        t3 = (vcc_m8){0};
        t4 = (vcc_m8){0};
    }
    if (vcc_any(t4)) {
        t5 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    } else {
        t5 = (vcc_v8_float){0};
    }
    if (vcc_any(t3)) {
        vcc_v8_float t14 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t6 = x - t14;
    } else {
        t6 = t5;
    }
    if (vcc_any(t1)) {
        t7 = x * x;
    } else {
        t7 = t6;
    }
    if (t8) {
        t15 = x;
    } else {
        t15 = t7;
    }
    return t15;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
int narrow(int x) {
    signed char c = (signed char)x;
    switch (c) {
    case -1:
        return 1;
    case -128:
        return 2;
    case 127:
        return 3;
    default:
        return c > 0 ? 4 : 5;
    }
}

/* vcc: function at switch.c:48 vector variant _ZGVdN8v_narrow of `narrow`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_narrow(vcc_v8_int x) {
    vcc_v8_schar t1 = __builtin_convertvector(__builtin_convertvector(x, vcc_v8_short), vcc_v8_schar);
    vcc_v8_int t2 = __builtin_convertvector(__builtin_convertvector(t1, vcc_v8_short), vcc_v8_int);
    vcc_v8_int t3 = vcc_splat(vcc_v8_int, -1);
    vcc_m8 t4 = (vcc_m8)(t2 == t3);
    vcc_m8 t5 = ~t4;
    vcc_v8_int t6 = vcc_splat(vcc_v8_int, -128);
    vcc_m8 t7 = (vcc_m8)(t2 == t6);
    vcc_m8 t8 = t5 & t7;
    vcc_m8 t9 = ~t7;
    vcc_m8 t10 = t5 & t9;
    vcc_v8_int t11 = (vcc_v8_int){127, 127, 127, 127, 127, 127, 127, 127};
    vcc_m8 t12 = (vcc_m8)(t2 == t11);
    vcc_m8 t13 = t10 & t12;
    vcc_m8 t14 = ~t12;
    vcc_m8 t15 = t10 & t14;
    vcc_v8_int t16 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t17 = (vcc_m8)(t2 > t16);
    vcc_m8 t18 = ~t17;
    vcc_m8 t19 = t15 & t18;
    vcc_v8_int t20 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_int t21 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
    vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t21, t20);
    vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t22, (vcc_v8_int){0});
    vcc_v8_int t24 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t24, t23);
    vcc_v8_int t26 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t26, t25);
    vcc_v8_int t28 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t28, t27);
    return t29;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
float local_array(float x) {
    float t[3];
    for (int k = 0; k < 3; k++)
        t[k] = x * (float)k;
    return t[(int)x & 1] + t[2];
}

/* vcc: function at switch.c:63 vector variant _ZGVdN8v_local_array of `local_array`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_local_array(vcc_v8_float x) {
    float t[24] __attribute__((aligned(32)));
    vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t2 = x * t1;
    vcc_store_aligned(t + 0, t2);
    vcc_v8_float t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t4 = x * t3;
    vcc_store_aligned(t + 8, t4);
    vcc_v8_float t5 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t6 = x * t5;
    vcc_store_aligned(t + 16, t6);
    vcc_v8_int t7 = __builtin_convertvector(x, vcc_v8_int);
    vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t9 = t7 & t8;
    vcc_v8_int t10 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_int t11 = t9 * t10;
    vcc_v8_int t12 = t11 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
    vcc_v8_float t13 = vcc_gather(vcc_v8_float, t, t12);
    vcc_v8_float t14 = vcc_load_aligned(vcc_v8_float, t + 16);
    vcc_v8_float t15 = t13 + t14;
    return t15;
}
#pragma GCC diagnostic pop

v8i _ZGVdN8vu_classify(v8i, int);
v8f _ZGVdN8vu_pick(v8f, int);
v8i _ZGVdN8v_narrow(v8i);

int main(void) {
    for (int row = 0; row < 6; row++) {
        int x[8], c[8], n[8], xs[8];
        float f[8], p[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 29 - 14;
            xs[k] = k * 64 + row * 200 - 600 + (k == 3 ? 1 - row : 0);
            f[k] = (float)(k - row) * 0.75f;
        }
        FROM_VEC(c, _ZGVdN8vu_classify(TO_VEC(v8i, x), row));
        FROM_VEC(p, _ZGVdN8vu_pick(TO_VEC(v8f, f), row == 5 ? 7 : row));
        FROM_VEC(n, _ZGVdN8v_narrow(TO_VEC(v8i, xs)));
        for (int k = 0; k < 8; k++)
            printf("%d %d %g %g %d %d %g\n", classify(x[k], row), c[k], pick(f[k], row == 5 ? 7 : row), p[k], narrow(xs[k]), n[k],
                   local_array(f[k]));
    }
    return 0;
}
