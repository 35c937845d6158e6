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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_sq(vcc_v8_float x) {
    vcc_v8_float t1;
    t1 = x * x;
    return t1;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8v_sq(vcc_v8_float x, vcc_v8_float mask) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    t2 = x * x;
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, (vcc_v8_float){0});
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_shape(vcc_v8_float x, float lim) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_m8 t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_m8 t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_int t32;
    vcc_v8_float t33;
    t19 = _ZGVdN8v_sq(x);
    t20 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t21 = t19 + t20;
    t22 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    t23 = (vcc_m8)(x > t22);
    if (vcc_any(t23)) {
        if (vcc_all(t23)) {
            t10 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t24 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            t25 = x - t24;
            t26 = _ZGVdN8v_sq(t25);
            t1 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            t2 = vcc_insert(t1, 1, sqrtf(x[1]));
            t3 = vcc_insert(t2, 2, sqrtf(x[2]));
            t4 = vcc_insert(t3, 3, sqrtf(x[3]));
            t5 = vcc_insert(t4, 4, sqrtf(x[4]));
            t6 = vcc_insert(t5, 5, sqrtf(x[5]));
            t7 = vcc_insert(t6, 6, sqrtf(x[6]));
            t8 = vcc_insert(t7, 7, sqrtf(x[7]));
            t9 = t26 + t8;
        } else {
            t27 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            t28 = x - t27;
            t29 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t29, (vcc_v8_float){0});
            t31 = _ZGVdM8v_sq(t28, t30);
            t32 = __builtin_convertvector(t23 & 1, vcc_v8_int);
            if (t32[0]) {
                t11 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            } else {
                t11 = (vcc_v8_float){0};
            }
            if (t32[1]) {
                t12 = vcc_insert(t11, 1, sqrtf(x[1]));
            } else {
                t12 = t11;
            }
            if (t32[2]) {
                t13 = vcc_insert(t12, 2, sqrtf(x[2]));
            } else {
                t13 = t12;
            }
            if (t32[3]) {
                t14 = vcc_insert(t13, 3, sqrtf(x[3]));
            } else {
                t14 = t13;
            }
            if (t32[4]) {
                t15 = vcc_insert(t14, 4, sqrtf(x[4]));
            } else {
                t15 = t14;
            }
            if (t32[5]) {
                t16 = vcc_insert(t15, 5, sqrtf(x[5]));
            } else {
                t16 = t15;
            }
            if (t32[6]) {
                t17 = vcc_insert(t16, 6, sqrtf(x[6]));
            } else {
                t17 = t16;
            }
            if (t32[7]) {
                t18 = vcc_insert(t17, 7, sqrtf(x[7]));
            } else {
                t18 = t17;
            }
            t9 = t31 + t18;
            t10 = t23;
        }
    } else {
        t9 = (vcc_v8_float){0};
        t10 = (vcc_m8){0};
    }
    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t21);
    return t33;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_shape(vcc_v8_float x, float lim, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_m8 t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_m8 t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_int t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    t19 = (vcc_m8)(mask != (vcc_v8_float){0});
    t20 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t20, (vcc_v8_float){0});
    t22 = _ZGVdM8v_sq(x, t21);
    t23 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t24 = t22 + t23;
    t25 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    t26 = (vcc_m8)(x > t25);
    t27 = t19 & t26;
    if (vcc_any(t27)) {
        if (vcc_all(t27)) {
            t10 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t28 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            t29 = x - t28;
            t30 = _ZGVdN8v_sq(t29);
            t1 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            t2 = vcc_insert(t1, 1, sqrtf(x[1]));
            t3 = vcc_insert(t2, 2, sqrtf(x[2]));
            t4 = vcc_insert(t3, 3, sqrtf(x[3]));
            t5 = vcc_insert(t4, 4, sqrtf(x[4]));
            t6 = vcc_insert(t5, 5, sqrtf(x[5]));
            t7 = vcc_insert(t6, 6, sqrtf(x[6]));
            t8 = vcc_insert(t7, 7, sqrtf(x[7]));
            t9 = t30 + t8;
        } else {
            t31 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
            t32 = x - t31;
            t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t33, (vcc_v8_float){0});
            t35 = _ZGVdM8v_sq(t32, t34);
            t36 = __builtin_convertvector(t27 & 1, vcc_v8_int);
            if (t36[0]) {
                t11 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
            } else {
                t11 = (vcc_v8_float){0};
            }
            if (t36[1]) {
                t12 = vcc_insert(t11, 1, sqrtf(x[1]));
            } else {
                t12 = t11;
            }
            if (t36[2]) {
                t13 = vcc_insert(t12, 2, sqrtf(x[2]));
            } else {
                t13 = t12;
            }
            if (t36[3]) {
                t14 = vcc_insert(t13, 3, sqrtf(x[3]));
            } else {
                t14 = t13;
            }
            if (t36[4]) {
                t15 = vcc_insert(t14, 4, sqrtf(x[4]));
            } else {
                t15 = t14;
            }
            if (t36[5]) {
                t16 = vcc_insert(t15, 5, sqrtf(x[5]));
            } else {
                t16 = t15;
            }
            if (t36[6]) {
                t17 = vcc_insert(t16, 6, sqrtf(x[6]));
            } else {
                t17 = t16;
            }
            if (t36[7]) {
                t18 = vcc_insert(t17, 7, sqrtf(x[7]));
            } else {
                t18 = t17;
            }
            t9 = t35 + t18;
            t10 = t27;
        }
    } else {
        t9 = (vcc_v8_float){0};
        t10 = (vcc_m8){0};
    }
    t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t24);
    t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t37, (vcc_v8_float){0});
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_counted(vcc_v8_int x) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    t18 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t19 = x % t18;
    t20 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t21 = (vcc_m8)(t19 == t20);
    if (vcc_any(t21)) {
        if (vcc_all(t21)) {
            t9 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t1 = vcc_insert((vcc_v8_int){0}, 0, note(x[0]));
            t2 = vcc_insert(t1, 1, note(x[1]));
            t3 = vcc_insert(t2, 2, note(x[2]));
            t4 = vcc_insert(t3, 3, note(x[3]));
            t5 = vcc_insert(t4, 4, note(x[4]));
            t6 = vcc_insert(t5, 5, note(x[5]));
            t7 = vcc_insert(t6, 6, note(x[6]));
            t8 = vcc_insert(t7, 7, note(x[7]));
            t23 = t8;
        } else {
            t22 = __builtin_convertvector(t21 & 1, vcc_v8_int);
            if (t22[0]) {
                t10 = vcc_insert((vcc_v8_int){0}, 0, note(x[0]));
            } else {
                t10 = (vcc_v8_int){0};
            }
            if (t22[1]) {
                t11 = vcc_insert(t10, 1, note(x[1]));
            } else {
                t11 = t10;
            }
            if (t22[2]) {
                t12 = vcc_insert(t11, 2, note(x[2]));
            } else {
                t12 = t11;
            }
            if (t22[3]) {
                t13 = vcc_insert(t12, 3, note(x[3]));
            } else {
                t13 = t12;
            }
            if (t22[4]) {
                t14 = vcc_insert(t13, 4, note(x[4]));
            } else {
                t14 = t13;
            }
            if (t22[5]) {
                t15 = vcc_insert(t14, 5, note(x[5]));
            } else {
                t15 = t14;
            }
            if (t22[6]) {
                t16 = vcc_insert(t15, 6, note(x[6]));
            } else {
                t16 = t15;
            }
            if (t22[7]) {
                t17 = vcc_insert(t16, 7, note(x[7]));
            } else {
                t17 = t16;
            }
            t23 = t17;
            t9 = t21;
        }
    } else {
        t23 = (vcc_v8_int){0};
        t9 = (vcc_m8){0};
    }
    t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t23, x);
    return t24;
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
