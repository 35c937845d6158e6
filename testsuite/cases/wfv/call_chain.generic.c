/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_leaf(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_leaf(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_middle(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_middle(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_top(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_top(vcc_v8_float x, float k, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_entry(vcc_v8_float x, float k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_fact(vcc_v8_int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_fact(vcc_v8_int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_even(vcc_v8_int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_even(vcc_v8_int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_odd(vcc_v8_int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_odd(vcc_v8_int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* Call chains between annotated functions: `entry` calls `top`, which calls `middle` under a
   varying condition (its masked variant), which calls `leaf` under its own condition (the
   masked variant, under the two conditions' lanes): four deep, a masked call in the middle.
   Recursion: `fact` calls itself and `is_even`/`is_odd` call each other; their variants call
   the masked variants under the lanes still recursing, behind a test that any lane is, so they
   stop where the scalar functions do. main calls the variants by their ABI names, and a loop
   calls `entry` over several counts. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: expect-variants 13 */
/* vcc-test: expect-loops 1 */

/* #pragma omp declare simd uniform(k) */
float leaf(float x, float k) {
    return x * k + 0.5f;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_leaf(vcc_v8_float x, float k) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    t1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    t2 = x * t1;
    t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t4 = t2 + t3;
    return t4;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_leaf(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    t3 = x * t2;
    t4 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t5 = t3 + t4;
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t5, (vcc_v8_float){0});
    return t6;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) */
float middle(float x, float k) {
    float r = x - 1.0f;
    if (x > 2.0f)
        r = leaf(x, k) * 2.0f;
    return r;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_middle(vcc_v8_float x, float k) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t4 = x - t3;
    t5 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    t6 = (vcc_m8)(x > t5);
    if (vcc_any(t6)) {
        if (vcc_all(t6)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t7 = _ZGVdN8vu_leaf(x, k);
            t8 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t7 * t8;
        } else {
            t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t9, (vcc_v8_float){0});
            t11 = _ZGVdM8vu_leaf(x, k, t10);
            t12 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t11 * t12;
            t2 = t6;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t4);
    return t13;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_middle(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    t4 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t5 = x - t4;
    t6 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    t7 = (vcc_m8)(x > t6);
    t8 = t3 & t7;
    if (vcc_any(t8)) {
        if (vcc_all(t8)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t9 = _ZGVdN8vu_leaf(x, k);
            t10 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t9 * t10;
        } else {
            t11 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t11, (vcc_v8_float){0});
            t13 = _ZGVdM8vu_leaf(x, k, t12);
            t14 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t13 * t14;
            t2 = t8;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t5);
    t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t15, (vcc_v8_float){0});
    return t16;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) */
float top(float x, float k) {
    float r = x * 0.25f;
    if (x < 6.0f)
        r = middle(x + 1.0f, k) - r;
    return r;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_top(vcc_v8_float x, float k) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    t3 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    t4 = x * t3;
    t5 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
    t6 = (vcc_m8)(x < t5);
    if (vcc_any(t6)) {
        if (vcc_all(t6)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t7 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t8 = x + t7;
            t9 = _ZGVdN8vu_middle(t8, k);
            t1 = t9 - t4;
        } else {
            t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t11 = x + t10;
            t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t12, (vcc_v8_float){0});
            t14 = _ZGVdM8vu_middle(t11, k, t13);
            t1 = t14 - t4;
            t2 = t6;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t4);
    return t15;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_top(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    t4 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    t5 = x * t4;
    t6 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
    t7 = (vcc_m8)(x < t6);
    t8 = t3 & t7;
    if (vcc_any(t8)) {
        if (vcc_all(t8)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t10 = x + t9;
            t11 = _ZGVdN8vu_middle(t10, k);
            t1 = t11 - t5;
        } else {
            t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t13 = x + t12;
            t14 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t14, (vcc_v8_float){0});
            t16 = _ZGVdM8vu_middle(t13, k, t15);
            t1 = t16 - t5;
            t2 = t8;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t5);
    t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t17, (vcc_v8_float){0});
    return t18;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(k) notinbranch */
float entry(float x, float k) {
    return top(x, k) + 3.0f;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_entry(vcc_v8_float x, float k) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    t1 = _ZGVdN8vu_top(x, k);
    t2 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
    t3 = t1 + t2;
    return t3;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_fact(vcc_v8_int n) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_m8 t3;
    vcc_m8 t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    t2 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t3 = (vcc_m8)(n <= t2);
    t4 = ~t3;
    if (vcc_any(t4)) {
        if (vcc_all(t4)) {
            t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t6 = n - t5;
            t7 = _ZGVdN8v_fact(t6);
            t1 = n * t7;
        } else {
            t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = (vcc_v8_uint)n;
            t10 = (vcc_v8_uint)t8;
            t11 = t9 - t10;
            t12 = (vcc_v8_int)t11;
            t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, (vcc_v8_int){0}, t13);
            t15 = _ZGVdM8v_fact(t12, t14);
            t16 = (vcc_v8_uint)n;
            t17 = (vcc_v8_uint)t15;
            t18 = t16 * t17;
            t19 = (vcc_v8_int)t18;
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, (vcc_v8_int){0}, t19);
        }
    } else {
        t1 = (vcc_v8_int){0};
    }
    t20 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t20, t1);
    return t21;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_fact(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    t2 = (vcc_m8)(mask != (vcc_v8_int){0});
    t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t4 = (vcc_m8)(n <= t3);
    t5 = t2 & t4;
    t6 = ~t4;
    t7 = t2 & t6;
    if (vcc_any(t7)) {
        if (vcc_all(t7)) {
            t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = n - t8;
            t10 = _ZGVdN8v_fact(t9);
            t1 = n * t10;
        } else {
            t11 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t12 = (vcc_v8_uint)n;
            t13 = (vcc_v8_uint)t11;
            t14 = t12 - t13;
            t15 = (vcc_v8_int)t14;
            t16 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t16, (vcc_v8_int){0});
            t18 = _ZGVdM8v_fact(t15, t17);
            t19 = (vcc_v8_uint)n;
            t20 = (vcc_v8_uint)t18;
            t21 = t19 * t20;
            t22 = (vcc_v8_int)t21;
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t22, (vcc_v8_int){0});
        }
    } else {
        t1 = (vcc_v8_int){0};
    }
    t23 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t23, t1);
    return t24;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_odd(vcc_v8_int n) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t4 = (vcc_m8)(n == t3);
    t5 = ~t4;
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t6 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t7 = n - t6;
            t1 = _ZGVdN8v_is_even(t7);
        } else {
            t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = (vcc_v8_uint)n;
            t10 = (vcc_v8_uint)t8;
            t11 = t9 - t10;
            t12 = (vcc_v8_int)t11;
            t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, (vcc_v8_int){0}, t13);
            t1 = _ZGVdM8v_is_even(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t15);
    return t16;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_odd(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t5 = (vcc_m8)(n == t4);
    t6 = ~t5;
    t7 = t3 & t6;
    if (vcc_any(t7)) {
        if (vcc_all(t7)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = n - t8;
            t1 = _ZGVdN8v_is_even(t9);
        } else {
            t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t11 = (vcc_v8_uint)n;
            t12 = (vcc_v8_uint)t10;
            t13 = t11 - t12;
            t14 = (vcc_v8_int)t13;
            t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t15, (vcc_v8_int){0});
            t1 = _ZGVdM8v_is_even(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t17);
    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t18, (vcc_v8_int){0});
    return t19;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_is_even(vcc_v8_int n) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t4 = (vcc_m8)(n == t3);
    t5 = ~t4;
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t6 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t7 = n - t6;
            t1 = _ZGVdN8v_is_odd(t7);
        } else {
            t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = (vcc_v8_uint)n;
            t10 = (vcc_v8_uint)t8;
            t11 = t9 - t10;
            t12 = (vcc_v8_int)t11;
            t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, (vcc_v8_int){0}, t13);
            t1 = _ZGVdM8v_is_odd(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t15);
    return t16;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_even(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_m8 t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t5 = (vcc_m8)(n == t4);
    t6 = ~t5;
    t7 = t3 & t6;
    if (vcc_any(t7)) {
        if (vcc_all(t7)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t9 = n - t8;
            t1 = _ZGVdN8v_is_odd(t9);
        } else {
            t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t11 = (vcc_v8_uint)n;
            t12 = (vcc_v8_uint)t10;
            t13 = t11 - t12;
            t14 = (vcc_v8_int)t13;
            t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t15, (vcc_v8_int){0});
            t1 = _ZGVdM8v_is_odd(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t17);
    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t18, (vcc_v8_int){0});
    return t19;
}
#pragma GCC diagnostic pop

void entries(float *restrict y, const float *restrict x, int n, float k) {
    long t1;
    long t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_m8 t8;
    vcc_v8_float t9;
    vcc_m8 t10;
    vcc_v8_float t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_m8 t14;
    vcc_v8_float t15;
    vcc_m8 t16;
    vcc_v8_float t17;
    vcc_m8 t18;
    vcc_v8_float t19;
    vcc_m8 t20;
    long t21;
    long t22;
    long t23;
    long t24;
    float *t25;
    float *t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    int t29;
    long t30;
    long t31;
    long t32;
    float *t33;
    vcc_v8_float t34;
    int i;
    long t35;
    float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_m8 t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    vcc_v8_float t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_m8 t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_m8 t68;
    vcc_v8_float t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_m8 t79;
    vcc_v8_float t80;
    vcc_v8_float t81;
    vcc_v8_float t82;
    vcc_m8 t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_m8 t87;
    vcc_m8 t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_v8_float t95;
    vcc_m8 t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    vcc_v8_float t99;
    vcc_m8 t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    vcc_v8_float t103;
    vcc_m8 t104;
    vcc_m8 t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    vcc_v8_float t108;
    vcc_v8_float t109;
    vcc_v8_float t110;
    vcc_v8_float t111;
    vcc_v8_float t112;
    vcc_m8 t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_float t116;
    vcc_m8 t117;
    vcc_v8_float t118;
    vcc_v8_float t119;
    vcc_v8_float t120;
    vcc_m8 t121;
    vcc_m8 t122;
    vcc_v8_float t123;
    vcc_v8_float t124;
    vcc_v8_float t125;
    vcc_v8_float t126;
    vcc_v8_float t127;
    vcc_v8_float t128;
    vcc_v8_float t129;
    vcc_v8_float t130;
    vcc_v8_float t131;
    vcc_v8_float t132;
    vcc_m8 t133;
    vcc_v8_float t134;
    vcc_v8_float t135;
    vcc_v8_float t136;
    vcc_v8_float t137;
    vcc_v8_float t138;
    vcc_v8_float t139;
    vcc_v8_float t140;
    vcc_v8_float t141;
    vcc_v8_float t142;
    vcc_v8_float t143;
    vcc_v8_float t144;
    vcc_m8 t145;
    vcc_v8_float t146;
    vcc_v8_float t147;
    vcc_v8_float t148;
    vcc_v8_float t149;
    vcc_v8_float t150;
    vcc_v8_float t151;
    vcc_v8_float t152;
    vcc_v8_float t153;
    vcc_v8_float t154;
    vcc_v8_float t155;
    vcc_v8_float t156;
    vcc_m8 t157;
    vcc_v8_float t158;
    vcc_v8_float t159;
    vcc_v8_float t160;
    vcc_v8_float t161;
    vcc_v8_float t162;
    vcc_v8_float t163;
    vcc_v8_float t164;
    vcc_v8_float t165;
    vcc_v8_float t166;
    vcc_v8_float t167;
    vcc_v8_float t168;
    vcc_m8 t169;
    vcc_v8_float t170;
    vcc_v8_float t171;
    vcc_v8_float t172;
    vcc_v8_float t173;
    vcc_v8_float t174;
    vcc_v8_float t175;
    vcc_v8_float t176;
    vcc_v8_float t177;
    vcc_v8_float t178;
    vcc_v8_float t179;
    vcc_v8_float t180;
    vcc_m8 t181;
    vcc_v8_float t182;
    vcc_v8_float t183;
    vcc_v8_float t184;
    vcc_v8_float t185;
    vcc_v8_float t186;
    vcc_v8_float t187;
    vcc_v8_float t188;
    vcc_v8_float t189;
    vcc_v8_float t190;
    vcc_v8_float t191;
    vcc_v8_float t192;
    vcc_m8 t193;
    vcc_v8_float t194;
    vcc_v8_float t195;
    vcc_v8_float t196;
    vcc_v8_float t197;
    vcc_v8_float t198;
    t21 = (long)n;
    if (t21 >= 16L) {
        t22 = t21 & -16L;
        t2 = 0L;
        for (;;) {
            t23 = (long)(int)(0L + t2);
            t24 = (long)(int)(0L + (t2 + 8L));
            t25 = y + t23;
            t26 = y + t24;
            t27 = vcc_load(vcc_v8_float, x + t23);
            t28 = vcc_load(vcc_v8_float, x + t24);
            t39 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t40 = t27 * t39;
            t41 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            t42 = (vcc_m8)(t27 < t41);
            if (vcc_any(t42)) {
                if (vcc_all(t42)) {
                    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    t43 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t44 = t27 + t43;
                    t76 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t77 = t44 - t76;
                    t78 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t79 = (vcc_m8)(t44 > t78);
                    if (vcc_any(t79)) {
                        if (vcc_all(t79)) {
                            t10 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            t128 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t129 = t44 * t128;
                            t130 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t131 = t129 + t130;
                            t127 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t131 * t127;
                        } else {
                            t80 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t79, t80, (vcc_v8_float){0});
                            t133 = (vcc_m8)(t81 != (vcc_v8_float){0});
                            t134 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t135 = t44 * t134;
                            t136 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t137 = t135 + t136;
                            t138 = vcc_select(vcc_v8_int, (vcc_v8_int)t133, t137, (vcc_v8_float){0});
                            t132 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t138 * t132;
                            t10 = t79;
                        }
                    } else {
                        t9 = (vcc_v8_float){0};
                        t10 = (vcc_m8){0};
                    }
                    t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t77);
                    t3 = t82 - t40;
                } else {
                    t45 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t46 = t27 + t45;
                    t47 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t47, (vcc_v8_float){0});
                    t83 = (vcc_m8)(t48 != (vcc_v8_float){0});
                    t84 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t85 = t46 - t84;
                    t86 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t87 = (vcc_m8)(t46 > t86);
                    t88 = t83 & t87;
                    if (vcc_any(t88)) {
                        if (vcc_all(t88)) {
                            t12 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            t140 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t141 = t46 * t140;
                            t142 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t143 = t141 + t142;
                            t139 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t143 * t139;
                        } else {
                            t89 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t88, t89, (vcc_v8_float){0});
                            t145 = (vcc_m8)(t90 != (vcc_v8_float){0});
                            t146 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t147 = t46 * t146;
                            t148 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t149 = t147 + t148;
                            t150 = vcc_select(vcc_v8_int, (vcc_v8_int)t145, t149, (vcc_v8_float){0});
                            t144 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t150 * t144;
                            t12 = t88;
                        }
                    } else {
                        t11 = (vcc_v8_float){0};
                        t12 = (vcc_m8){0};
                    }
                    t91 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t11, t85);
                    t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, t91, (vcc_v8_float){0});
                    t3 = t92 - t40;
                    t4 = t42;
                }
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t40);
            t37 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t38 = t49 + t37;
            vcc_store(t25, t38);
            t65 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t66 = t28 * t65;
            t67 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            t68 = (vcc_m8)(t28 < t67);
            if (vcc_any(t68)) {
                if (vcc_all(t68)) {
                    t8 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    t69 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t70 = t28 + t69;
                    t110 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t111 = t70 - t110;
                    t112 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t113 = (vcc_m8)(t70 > t112);
                    if (vcc_any(t113)) {
                        if (vcc_all(t113)) {
                            t18 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            t176 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t177 = t70 * t176;
                            t178 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t179 = t177 + t178;
                            t175 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t179 * t175;
                        } else {
                            t114 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            t115 = vcc_select(vcc_v8_int, (vcc_v8_int)t113, t114, (vcc_v8_float){0});
                            t181 = (vcc_m8)(t115 != (vcc_v8_float){0});
                            t182 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t183 = t70 * t182;
                            t184 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t185 = t183 + t184;
                            t186 = vcc_select(vcc_v8_int, (vcc_v8_int)t181, t185, (vcc_v8_float){0});
                            t180 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t186 * t180;
                            t18 = t113;
                        }
                    } else {
                        t17 = (vcc_v8_float){0};
                        t18 = (vcc_m8){0};
                    }
                    t116 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t17, t111);
                    t7 = t116 - t66;
                } else {
                    t71 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t72 = t28 + t71;
                    t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t74 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, t73, (vcc_v8_float){0});
                    t117 = (vcc_m8)(t74 != (vcc_v8_float){0});
                    t118 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t119 = t72 - t118;
                    t120 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t121 = (vcc_m8)(t72 > t120);
                    t122 = t117 & t121;
                    if (vcc_any(t122)) {
                        if (vcc_all(t122)) {
                            t20 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            t188 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t189 = t72 * t188;
                            t190 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t191 = t189 + t190;
                            t187 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t19 = t191 * t187;
                        } else {
                            t123 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            t124 = vcc_select(vcc_v8_int, (vcc_v8_int)t122, t123, (vcc_v8_float){0});
                            t193 = (vcc_m8)(t124 != (vcc_v8_float){0});
                            t194 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t195 = t72 * t194;
                            t196 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t197 = t195 + t196;
                            t198 = vcc_select(vcc_v8_int, (vcc_v8_int)t193, t197, (vcc_v8_float){0});
                            t192 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t19 = t198 * t192;
                            t20 = t122;
                        }
                    } else {
                        t19 = (vcc_v8_float){0};
                        t20 = (vcc_m8){0};
                    }
                    t125 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t19, t119);
                    t126 = vcc_select(vcc_v8_int, (vcc_v8_int)t117, t125, (vcc_v8_float){0});
                    t7 = t126 - t66;
                    t8 = t68;
                }
            } else {
                t7 = (vcc_v8_float){0};
                t8 = (vcc_m8){0};
            }
            t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t66);
            t63 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t64 = t75 + t63;
            vcc_store(t26, t64);
            t2 += 16L;
            if (t2 >= t22) {
                t29 = (int)(0L + t22);
                break;
            }
        }
    } else {
        t29 = 0;
    }
    t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        t31 = t30 & -8L;
        t1 = 0L;
        for (;;) {
            t32 = (long)(int)((long)t29 + t1);
            t33 = y + t32;
            t34 = vcc_load(vcc_v8_float, x + t32);
            t52 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t53 = t34 * t52;
            t54 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            t55 = (vcc_m8)(t34 < t54);
            if (vcc_any(t55)) {
                if (vcc_all(t55)) {
                    t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    t56 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t57 = t34 + t56;
                    t93 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t94 = t57 - t93;
                    t95 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t96 = (vcc_m8)(t57 > t95);
                    if (vcc_any(t96)) {
                        if (vcc_all(t96)) {
                            t14 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            t152 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t153 = t57 * t152;
                            t154 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t155 = t153 + t154;
                            t151 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t155 * t151;
                        } else {
                            t97 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            t98 = vcc_select(vcc_v8_int, (vcc_v8_int)t96, t97, (vcc_v8_float){0});
                            t157 = (vcc_m8)(t98 != (vcc_v8_float){0});
                            t158 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t159 = t57 * t158;
                            t160 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t161 = t159 + t160;
                            t162 = vcc_select(vcc_v8_int, (vcc_v8_int)t157, t161, (vcc_v8_float){0});
                            t156 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t162 * t156;
                            t14 = t96;
                        }
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    t99 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t94);
                    t5 = t99 - t53;
                } else {
                    t58 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t59 = t34 + t58;
                    t60 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t61 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, t60, (vcc_v8_float){0});
                    t100 = (vcc_m8)(t61 != (vcc_v8_float){0});
                    t101 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t102 = t59 - t101;
                    t103 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t104 = (vcc_m8)(t59 > t103);
                    t105 = t100 & t104;
                    if (vcc_any(t105)) {
                        if (vcc_all(t105)) {
                            t16 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            t164 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t165 = t59 * t164;
                            t166 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t167 = t165 + t166;
                            t163 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t167 * t163;
                        } else {
                            t106 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            t107 = vcc_select(vcc_v8_int, (vcc_v8_int)t105, t106, (vcc_v8_float){0});
                            t169 = (vcc_m8)(t107 != (vcc_v8_float){0});
                            t170 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            t171 = t59 * t170;
                            t172 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            t173 = t171 + t172;
                            t174 = vcc_select(vcc_v8_int, (vcc_v8_int)t169, t173, (vcc_v8_float){0});
                            t168 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t174 * t168;
                            t16 = t105;
                        }
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    t108 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t102);
                    t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t100, t108, (vcc_v8_float){0});
                    t5 = t109 - t53;
                    t6 = t55;
                }
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t53);
            t50 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t51 = t62 + t50;
            vcc_store(t33, t51);
            t1 += 8L;
            if (t1 >= t31) {
                i = (int)((long)t29 + t31);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        t35 = (long)i;
        t36 = x[t35];
        y[t35] = entry(t36, k);
    }
}

v8f _ZGVdN8vu_entry(v8f, float);
v8f _ZGVdN8vu_top(v8f, float);
v8f _ZGVdM8vu_top(v8f, float, v8f);
v8f _ZGVdM8vu_middle(v8f, float, v8f);
v8i _ZGVdN8v_fact(v8i);
v8i _ZGVdM8v_fact(v8i, v8i);
v8i _ZGVdN8v_is_even(v8i);
v8i _ZGVdM8v_is_odd(v8i, v8i);

int main(void) {
    /* Lanes on every path: x >= 6 (no call), x + 1 <= 2 (`middle` without `leaf`), both calls. */
    float x[8] = {0.5f, 7, 1.5f, 3, -2, 6, 5.5f, 0}, fm[8] = {1, 1, 0, 1, 1, 0, 1, 1};
    for (int l = 0; l < 8; l++)
        printf("%g %g %g | ", entry(x[l], 1.5f), top(x[l], 1.5f), middle(x[l], 1.5f));
    printf("\n");
    print8f("entry N", _ZGVdN8vu_entry(TO_VEC(v8f, x), 1.5f), NULL);
    print8f("top N", _ZGVdN8vu_top(TO_VEC(v8f, x), 1.5f), NULL);
    print8f("top M", _ZGVdM8vu_top(TO_VEC(v8f, x), 1.5f, TO_VEC(v8f, fm)), fm);
    print8f("middle M", _ZGVdM8vu_middle(TO_VEC(v8f, x), 1.5f, TO_VEC(v8f, fm)), fm);

    /* Recursion depths 0 to 11 in one vector; the masked variant with lanes off. */
    int n[8] = {0, 1, 5, 11, 2, 7, 3, 10}, im[8] = {1, 0, 1, 1, 0, 1, 0, 1};
    for (int l = 0; l < 8; l++)
        printf("%d %d %d | ", fact(n[l]), is_even(n[l]), is_odd(n[l]));
    printf("\n");
    print8i("fact N", _ZGVdN8v_fact(TO_VEC(v8i, n)), NULL);
    print8i("fact M", _ZGVdM8v_fact(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    print8i("is_even N", _ZGVdN8v_is_even(TO_VEC(v8i, n)), NULL);
    print8i("is_odd M", _ZGVdM8v_is_odd(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);

    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int len = sizes[s];
        float *in = malloc((len + 1) * sizeof(float)), *out = malloc((len + 1) * sizeof(float));
        for (int i = 0; i < len; i++)
            in[i] = (i % 11) * 0.75f - 1.0f;
        entries(out, in, len, 0.5f);
        float sum = 0;
        for (int i = 0; i < len; i++)
            sum = sum * 0.5f + out[i];
        printf("n=%d %g\n", len, sum);
        free(in);
        free(out);
    }
    return 0;
}
