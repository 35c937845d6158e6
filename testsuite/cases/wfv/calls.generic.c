/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
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
    vcc_m8 t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    t11 = _ZGVdN8v_sq(x);
    t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t13 = t11 + t12;
    t14 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    t10 = (vcc_m8)(x > t14);
    t15 = ~t10;
    if (vcc_any(t10)) {
        t16 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
        t17 = x - t16;
        t18 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t18, (vcc_v8_float){0});
        t20 = _ZGVdM8v_sq(t17, t19);
        t21 = __builtin_convertvector(t10 & 1, vcc_v8_int);
        if (t21[0]) {
            t1 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
        } else {
            t1 = (vcc_v8_float){0};
        }
        if (t21[1]) {
            t2 = vcc_insert(t1, 1, sqrtf(x[1]));
        } else {
            t2 = t1;
        }
        if (t21[2]) {
            t3 = vcc_insert(t2, 2, sqrtf(x[2]));
        } else {
            t3 = t2;
        }
        if (t21[3]) {
            t4 = vcc_insert(t3, 3, sqrtf(x[3]));
        } else {
            t4 = t3;
        }
        if (t21[4]) {
            t5 = vcc_insert(t4, 4, sqrtf(x[4]));
        } else {
            t5 = t4;
        }
        if (t21[5]) {
            t6 = vcc_insert(t5, 5, sqrtf(x[5]));
        } else {
            t6 = t5;
        }
        if (t21[6]) {
            t7 = vcc_insert(t6, 6, sqrtf(x[6]));
        } else {
            t7 = t6;
        }
        if (t21[7]) {
            t8 = vcc_insert(t7, 7, sqrtf(x[7]));
        } else {
            t8 = t7;
        }
        t9 = t20 + t8;
    } else {
        t9 = (vcc_v8_float){0};
        t10 = (vcc_m8){0};
    }
    t22 = t15 | t10;
    t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t13);
    t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t23, (vcc_v8_float){0});
    return t24;
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
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_m8 t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    t11 = (vcc_m8)(mask != (vcc_v8_float){0});
    t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t12, (vcc_v8_float){0});
    t14 = _ZGVdM8v_sq(x, t13);
    t15 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t16 = t14 + t15;
    t17 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    t18 = (vcc_m8)(x > t17);
    t10 = t11 & t18;
    t19 = ~t18;
    t20 = t11 & t19;
    if (vcc_any(t10)) {
        t21 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
        t22 = x - t21;
        t23 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t23, (vcc_v8_float){0});
        t25 = _ZGVdM8v_sq(t22, t24);
        t26 = __builtin_convertvector(t10 & 1, vcc_v8_int);
        if (t26[0]) {
            t1 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
        } else {
            t1 = (vcc_v8_float){0};
        }
        if (t26[1]) {
            t2 = vcc_insert(t1, 1, sqrtf(x[1]));
        } else {
            t2 = t1;
        }
        if (t26[2]) {
            t3 = vcc_insert(t2, 2, sqrtf(x[2]));
        } else {
            t3 = t2;
        }
        if (t26[3]) {
            t4 = vcc_insert(t3, 3, sqrtf(x[3]));
        } else {
            t4 = t3;
        }
        if (t26[4]) {
            t5 = vcc_insert(t4, 4, sqrtf(x[4]));
        } else {
            t5 = t4;
        }
        if (t26[5]) {
            t6 = vcc_insert(t5, 5, sqrtf(x[5]));
        } else {
            t6 = t5;
        }
        if (t26[6]) {
            t7 = vcc_insert(t6, 6, sqrtf(x[6]));
        } else {
            t7 = t6;
        }
        if (t26[7]) {
            t8 = vcc_insert(t7, 7, sqrtf(x[7]));
        } else {
            t8 = t7;
        }
        t9 = t25 + t8;
    } else {
        t9 = (vcc_v8_float){0};
        t10 = (vcc_m8){0};
    }
    t27 = t20 | t10;
    t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t16);
    t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t28, (vcc_v8_float){0});
    return t29;
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
    vcc_m8 t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    t10 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t11 = x % t10;
    t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t9 = (vcc_m8)(t11 == t12);
    t13 = ~t9;
    if (vcc_any(t9)) {
        t14 = __builtin_convertvector(t9 & 1, vcc_v8_int);
        if (t14[0]) {
            t1 = vcc_insert((vcc_v8_int){0}, 0, note(x[0]));
        } else {
            t1 = (vcc_v8_int){0};
        }
        if (t14[1]) {
            t2 = vcc_insert(t1, 1, note(x[1]));
        } else {
            t2 = t1;
        }
        if (t14[2]) {
            t3 = vcc_insert(t2, 2, note(x[2]));
        } else {
            t3 = t2;
        }
        if (t14[3]) {
            t4 = vcc_insert(t3, 3, note(x[3]));
        } else {
            t4 = t3;
        }
        if (t14[4]) {
            t5 = vcc_insert(t4, 4, note(x[4]));
        } else {
            t5 = t4;
        }
        if (t14[5]) {
            t6 = vcc_insert(t5, 5, note(x[5]));
        } else {
            t6 = t5;
        }
        if (t14[6]) {
            t7 = vcc_insert(t6, 6, note(x[6]));
        } else {
            t7 = t6;
        }
        if (t14[7]) {
            t8 = vcc_insert(t7, 7, note(x[7]));
        } else {
            t8 = t7;
        }
        t15 = t8;
    } else {
        t15 = (vcc_v8_int){0};
        t9 = (vcc_m8){0};
    }
    t16 = t13 | t9;
    t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t15, x);
    t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t17, (vcc_v8_int){0});
    return t18;
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
