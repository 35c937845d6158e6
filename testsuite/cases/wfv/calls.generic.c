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
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_int t20;
    vcc_v8_float t21;
    t11 = _ZGVdN8v_sq(x);
    t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t13 = t11 + t12;
    t14 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    t10 = (vcc_m8)(x > t14);
    if (vcc_any(t10)) {
        t15 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
        t16 = x - t15;
        t17 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t17, (vcc_v8_float){0});
        t19 = _ZGVdM8v_sq(t16, t18);
        t20 = __builtin_convertvector(t10 & 1, vcc_v8_int);
        if (t20[0]) {
            t1 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
        } else {
            t1 = (vcc_v8_float){0};
        }
        if (t20[1]) {
            t2 = vcc_insert(t1, 1, sqrtf(x[1]));
        } else {
            t2 = t1;
        }
        if (t20[2]) {
            t3 = vcc_insert(t2, 2, sqrtf(x[2]));
        } else {
            t3 = t2;
        }
        if (t20[3]) {
            t4 = vcc_insert(t3, 3, sqrtf(x[3]));
        } else {
            t4 = t3;
        }
        if (t20[4]) {
            t5 = vcc_insert(t4, 4, sqrtf(x[4]));
        } else {
            t5 = t4;
        }
        if (t20[5]) {
            t6 = vcc_insert(t5, 5, sqrtf(x[5]));
        } else {
            t6 = t5;
        }
        if (t20[6]) {
            t7 = vcc_insert(t6, 6, sqrtf(x[6]));
        } else {
            t7 = t6;
        }
        if (t20[7]) {
            t8 = vcc_insert(t7, 7, sqrtf(x[7]));
        } else {
            t8 = t7;
        }
        t9 = t19 + t8;
    } else {
        t9 = (vcc_v8_float){0};
        t10 = (vcc_m8){0};
    }
    t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t13);
    return t21;
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
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_int t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    t11 = (vcc_m8)(mask != (vcc_v8_float){0});
    t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t12, (vcc_v8_float){0});
    t14 = _ZGVdM8v_sq(x, t13);
    t15 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t16 = t14 + t15;
    t17 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
    t18 = (vcc_m8)(x > t17);
    t10 = t11 & t18;
    if (vcc_any(t10)) {
        t19 = (vcc_v8_float){lim, lim, lim, lim, lim, lim, lim, lim};
        t20 = x - t19;
        t21 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t21, (vcc_v8_float){0});
        t23 = _ZGVdM8v_sq(t20, t22);
        t24 = __builtin_convertvector(t10 & 1, vcc_v8_int);
        if (t24[0]) {
            t1 = vcc_insert((vcc_v8_float){0}, 0, sqrtf(x[0]));
        } else {
            t1 = (vcc_v8_float){0};
        }
        if (t24[1]) {
            t2 = vcc_insert(t1, 1, sqrtf(x[1]));
        } else {
            t2 = t1;
        }
        if (t24[2]) {
            t3 = vcc_insert(t2, 2, sqrtf(x[2]));
        } else {
            t3 = t2;
        }
        if (t24[3]) {
            t4 = vcc_insert(t3, 3, sqrtf(x[3]));
        } else {
            t4 = t3;
        }
        if (t24[4]) {
            t5 = vcc_insert(t4, 4, sqrtf(x[4]));
        } else {
            t5 = t4;
        }
        if (t24[5]) {
            t6 = vcc_insert(t5, 5, sqrtf(x[5]));
        } else {
            t6 = t5;
        }
        if (t24[6]) {
            t7 = vcc_insert(t6, 6, sqrtf(x[6]));
        } else {
            t7 = t6;
        }
        if (t24[7]) {
            t8 = vcc_insert(t7, 7, sqrtf(x[7]));
        } else {
            t8 = t7;
        }
        t9 = t23 + t8;
    } else {
        t9 = (vcc_v8_float){0};
        t10 = (vcc_m8){0};
    }
    t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t16);
    t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t25, (vcc_v8_float){0});
    return t26;
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
    t10 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t11 = x % t10;
    t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t9 = (vcc_m8)(t11 == t12);
    if (vcc_any(t9)) {
        t13 = __builtin_convertvector(t9 & 1, vcc_v8_int);
        if (t13[0]) {
            t1 = vcc_insert((vcc_v8_int){0}, 0, note(x[0]));
        } else {
            t1 = (vcc_v8_int){0};
        }
        if (t13[1]) {
            t2 = vcc_insert(t1, 1, note(x[1]));
        } else {
            t2 = t1;
        }
        if (t13[2]) {
            t3 = vcc_insert(t2, 2, note(x[2]));
        } else {
            t3 = t2;
        }
        if (t13[3]) {
            t4 = vcc_insert(t3, 3, note(x[3]));
        } else {
            t4 = t3;
        }
        if (t13[4]) {
            t5 = vcc_insert(t4, 4, note(x[4]));
        } else {
            t5 = t4;
        }
        if (t13[5]) {
            t6 = vcc_insert(t5, 5, note(x[5]));
        } else {
            t6 = t5;
        }
        if (t13[6]) {
            t7 = vcc_insert(t6, 6, note(x[6]));
        } else {
            t7 = t6;
        }
        if (t13[7]) {
            t8 = vcc_insert(t7, 7, note(x[7]));
        } else {
            t8 = t7;
        }
        t14 = t8;
    } else {
        t14 = (vcc_v8_int){0};
        t9 = (vcc_m8){0};
    }
    t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t14, x);
    return t15;
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
