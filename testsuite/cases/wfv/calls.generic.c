/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_sq(vcc_v8_float x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8v_sq(vcc_v8_float x, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shape(vcc_v8_float x, float lim);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_shape(vcc_v8_float x, float lim, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_counted(vcc_v8_int x);
#pragma GCC diagnostic pop
/* Calls: an annotated function calls another through its variants (the masked one under a
   varying condition, the unmasked one where every lane is active), a function without variants
   lane by lane for the active lanes only (its side effect shows which lanes ran), and a libm
   function. */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */

static int calls_made;

static int note(int x) {
    calls_made += x;
    return x + 1;
}

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

/* vcc: function at calls.c:18 vector variant _ZGVdN8v_sq of `sq`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_sq(vcc_v8_float x) {
    vcc_v8_float t1 = x * x;
    return t1;
}
#pragma GCC diagnostic pop

/* vcc: function at calls.c:18 vector variant _ZGVdM8v_sq of `sq`: VL 8, masked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8v_sq(vcc_v8_float x, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t2 = x * x;
    vcc_v8_float t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, (vcc_v8_float){0});
    return t3;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = sq(x) + 1.0f;
    if (x > lim)
        r = sq(x - lim) + sqrtf(x);
    return r;
}

/* vcc: function at calls.c:23 vector variant _ZGVdN8vu_shape of `shape`: VL 8, unmasked, x vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shape(vcc_v8_float x, float lim) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11 = _ZGVdN8v_sq(x);
    vcc_v8_float t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t13 = t11 + t12;
    vcc_v8_float t14 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    vcc_m8 t15 = (vcc_m8)(x > t14);
    if (vcc_any(t15)) {
        if (vcc_all(t15)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t16 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t17 = x - t16;
            vcc_v8_float t18 = _ZGVdN8v_sq(t17);
            vcc_v8_float t25 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            vcc_v8_float t26 = vcc_insert(t25, 1, sqrtf(x[1]));
            vcc_v8_float t27 = vcc_insert(t26, 2, sqrtf(x[2]));
            vcc_v8_float t28 = vcc_insert(t27, 3, sqrtf(x[3]));
            vcc_v8_float t29 = vcc_insert(t28, 4, sqrtf(x[4]));
            vcc_v8_float t30 = vcc_insert(t29, 5, sqrtf(x[5]));
            vcc_v8_float t31 = vcc_insert(t30, 6, sqrtf(x[6]));
            vcc_v8_float t32 = vcc_insert(t31, 7, sqrtf(x[7]));
            t1 = t18 + t32;
        } else {
            vcc_v8_float t19 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t20 = x - t19;
            vcc_v8_float t21 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, t21, (vcc_v8_float){0});
            vcc_v8_float t23 = _ZGVdM8v_sq(t20, t22);
            vcc_v8_int t24 = __builtin_convertvector(t15 & 1, vcc_v8_int);
            if (t24[0]) {
                t3 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            } else {
                t3 = (vcc_v8_float){0};
            }
            if (t24[1]) {
                t4 = vcc_insert(t3, 1, sqrtf(x[1]));
            } else {
                t4 = t3;
            }
            if (t24[2]) {
                t5 = vcc_insert(t4, 2, sqrtf(x[2]));
            } else {
                t5 = t4;
            }
            if (t24[3]) {
                t6 = vcc_insert(t5, 3, sqrtf(x[3]));
            } else {
                t6 = t5;
            }
            if (t24[4]) {
                t7 = vcc_insert(t6, 4, sqrtf(x[4]));
            } else {
                t7 = t6;
            }
            if (t24[5]) {
                t8 = vcc_insert(t7, 5, sqrtf(x[5]));
            } else {
                t8 = t7;
            }
            if (t24[6]) {
                t9 = vcc_insert(t8, 6, sqrtf(x[6]));
            } else {
                t9 = t8;
            }
            if (t24[7]) {
                t10 = vcc_insert(t9, 7, sqrtf(x[7]));
            } else {
                t10 = t9;
            }
            t1 = t23 + t10;
            t2 = t15;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t13);
    return t33;
}
#pragma GCC diagnostic pop

/* vcc: function at calls.c:23 vector variant _ZGVdM8vu_shape of `shape`: VL 8, masked, x vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_shape(vcc_v8_float x, float lim, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_m8 t11 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t12, (vcc_v8_float){0});
    vcc_v8_float t14 = _ZGVdM8v_sq(x, t13);
    vcc_v8_float t15 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t16 = t14 + t15;
    vcc_v8_float t17 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    vcc_m8 t18 = (vcc_m8)(x > t17);
    vcc_m8 t19 = t11 & t18;
    if (vcc_any(t19)) {
        if (vcc_all(t19)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t20 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t21 = x - t20;
            vcc_v8_float t22 = _ZGVdN8v_sq(t21);
            vcc_v8_float t29 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            vcc_v8_float t30 = vcc_insert(t29, 1, sqrtf(x[1]));
            vcc_v8_float t31 = vcc_insert(t30, 2, sqrtf(x[2]));
            vcc_v8_float t32 = vcc_insert(t31, 3, sqrtf(x[3]));
            vcc_v8_float t33 = vcc_insert(t32, 4, sqrtf(x[4]));
            vcc_v8_float t34 = vcc_insert(t33, 5, sqrtf(x[5]));
            vcc_v8_float t35 = vcc_insert(t34, 6, sqrtf(x[6]));
            vcc_v8_float t36 = vcc_insert(t35, 7, sqrtf(x[7]));
            t1 = t22 + t36;
        } else {
            vcc_v8_float t23 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            vcc_v8_float t24 = x - t23;
            vcc_v8_float t25 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t25, (vcc_v8_float){0});
            vcc_v8_float t27 = _ZGVdM8v_sq(t24, t26);
            vcc_v8_int t28 = __builtin_convertvector(t19 & 1, vcc_v8_int);
            if (t28[0]) {
                t3 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            } else {
                t3 = (vcc_v8_float){0};
            }
            if (t28[1]) {
                t4 = vcc_insert(t3, 1, sqrtf(x[1]));
            } else {
                t4 = t3;
            }
            if (t28[2]) {
                t5 = vcc_insert(t4, 2, sqrtf(x[2]));
            } else {
                t5 = t4;
            }
            if (t28[3]) {
                t6 = vcc_insert(t5, 3, sqrtf(x[3]));
            } else {
                t6 = t5;
            }
            if (t28[4]) {
                t7 = vcc_insert(t6, 4, sqrtf(x[4]));
            } else {
                t7 = t6;
            }
            if (t28[5]) {
                t8 = vcc_insert(t7, 5, sqrtf(x[5]));
            } else {
                t8 = t7;
            }
            if (t28[6]) {
                t9 = vcc_insert(t8, 6, sqrtf(x[6]));
            } else {
                t9 = t8;
            }
            if (t28[7]) {
                t10 = vcc_insert(t9, 7, sqrtf(x[7]));
            } else {
                t10 = t9;
            }
            t1 = t27 + t10;
            t2 = t19;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t16);
    vcc_v8_float t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t37, (vcc_v8_float){0});
    return t38;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd notinbranch */
int counted(int x) {
    int r = x;
    if (x % 3 == 0)
        r = note(x);
    return r;
}

/* vcc: function at calls.c:31 vector variant _ZGVdN8v_counted of `counted`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_counted(vcc_v8_int x) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t12 = x % t11;
    vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t14 = (vcc_m8)(t12 == t13);
    if (vcc_any(t14)) {
        if (vcc_all(t14)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_int t16 = vcc_insert((vcc_v8_int){0}, 0, note(x[0]));
            vcc_v8_int t17 = vcc_insert(t16, 1, note(x[1]));
            vcc_v8_int t18 = vcc_insert(t17, 2, note(x[2]));
            vcc_v8_int t19 = vcc_insert(t18, 3, note(x[3]));
            vcc_v8_int t20 = vcc_insert(t19, 4, note(x[4]));
            vcc_v8_int t21 = vcc_insert(t20, 5, note(x[5]));
            vcc_v8_int t22 = vcc_insert(t21, 6, note(x[6]));
            t1 = vcc_insert(t22, 7, note(x[7]));
        } else {
            vcc_v8_int t15 = __builtin_convertvector(t14 & 1, vcc_v8_int);
            if (t15[0]) {
                t3 = vcc_insert((vcc_v8_int){0}, 0, note(x[0]));
            } else {
                t3 = (vcc_v8_int){0};
            }
            if (t15[1]) {
                t4 = vcc_insert(t3, 1, note(x[1]));
            } else {
                t4 = t3;
            }
            if (t15[2]) {
                t5 = vcc_insert(t4, 2, note(x[2]));
            } else {
                t5 = t4;
            }
            if (t15[3]) {
                t6 = vcc_insert(t5, 3, note(x[3]));
            } else {
                t6 = t5;
            }
            if (t15[4]) {
                t7 = vcc_insert(t6, 4, note(x[4]));
            } else {
                t7 = t6;
            }
            if (t15[5]) {
                t8 = vcc_insert(t7, 5, note(x[5]));
            } else {
                t8 = t7;
            }
            if (t15[6]) {
                t9 = vcc_insert(t8, 6, note(x[6]));
            } else {
                t9 = t8;
            }
            if (t15[7]) {
                t10 = vcc_insert(t9, 7, note(x[7]));
            } else {
                t10 = t9;
            }
            t1 = t10;
            t2 = t14;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, x);
    return t23;
}
#pragma GCC diagnostic pop

v8f _ZGVdN8v_sq(v8f);
v8f _ZGVdN8vu_shape(v8f, float);
v8f _ZGVdM8vu_shape(v8f, float, v8f);
v8i _ZGVdN8v_counted(v8i);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 4, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    float a[8], b[8];
    for (int k = 0; k < 8; k++)
        printf("%g ", shape(x[k], 2.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8vu_shape(TO_VEC(v8f, x), 2.5f));
    FROM_VEC(b, _ZGVdM8vu_shape(TO_VEC(v8f, x), 2.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%g", a[k]);
        if (m[k] != 0)
            printf("/%g", b[k]);
        printf(" ");
    }
    printf("\n");
    int v[8] = {3, 4, 6, 7, 9, 10, 12, 13}, r[8];
    for (int k = 0; k < 8; k++)
        printf("%d ", counted(v[k]));
    printf("(calls %d)\n", calls_made);
    calls_made = 0;
    FROM_VEC(r, _ZGVdN8v_counted(TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("(calls %d)\n", calls_made);
    return 0;
}
