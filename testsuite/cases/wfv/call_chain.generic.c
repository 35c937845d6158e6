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
    vcc_v8_float t1 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t2 = x * t1;
    vcc_v8_float t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t4 = t2 + t3;
    return t4;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_leaf(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t2 = (vcc_v8_float){k, k, k, k, k, k, k, k};
    vcc_v8_float t3 = x * t2;
    vcc_v8_float t4 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t5 = t3 + t4;
    vcc_v8_float t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t5, (vcc_v8_float){0});
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
    vcc_v8_float t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t4 = x - t3;
    vcc_v8_float t5 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_m8 t6 = (vcc_m8)(x > t5);
    if (vcc_any(t6)) {
        if (vcc_all(t6)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t7 = _ZGVdN8vu_leaf(x, k);
            vcc_v8_float t8 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t7 * t8;
        } else {
            vcc_v8_float t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t9, (vcc_v8_float){0});
            vcc_v8_float t11 = _ZGVdM8vu_leaf(x, k, t10);
            vcc_v8_float t12 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t11 * t12;
            t2 = t6;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t4);
    return t13;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_middle(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t4 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t5 = x - t4;
    vcc_v8_float t6 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_m8 t7 = (vcc_m8)(x > t6);
    vcc_m8 t8 = t3 & t7;
    if (vcc_any(t8)) {
        if (vcc_all(t8)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t9 = _ZGVdN8vu_leaf(x, k);
            vcc_v8_float t10 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t9 * t10;
        } else {
            vcc_v8_float t11 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t11, (vcc_v8_float){0});
            vcc_v8_float t13 = _ZGVdM8vu_leaf(x, k, t12);
            vcc_v8_float t14 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t1 = t13 * t14;
            t2 = t8;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t5);
    vcc_v8_float t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t15, (vcc_v8_float){0});
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
    vcc_v8_float t3 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    vcc_v8_float t4 = x * t3;
    vcc_v8_float t5 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
    vcc_m8 t6 = (vcc_m8)(x < t5);
    if (vcc_any(t6)) {
        if (vcc_all(t6)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t7 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t8 = x + t7;
            vcc_v8_float t9 = _ZGVdN8vu_middle(t8, k);
            t1 = t9 - t4;
        } else {
            vcc_v8_float t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t11 = x + t10;
            vcc_v8_float t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t12, (vcc_v8_float){0});
            vcc_v8_float t14 = _ZGVdM8vu_middle(t11, k, t13);
            t1 = t14 - t4;
            t2 = t6;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t4);
    return t15;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8vu_top(vcc_v8_float x, float k, vcc_v8_float mask) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t4 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    vcc_v8_float t5 = x * t4;
    vcc_v8_float t6 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
    vcc_m8 t7 = (vcc_m8)(x < t6);
    vcc_m8 t8 = t3 & t7;
    if (vcc_any(t8)) {
        if (vcc_all(t8)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t10 = x + t9;
            vcc_v8_float t11 = _ZGVdN8vu_middle(t10, k);
            t1 = t11 - t5;
        } else {
            vcc_v8_float t12 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t13 = x + t12;
            vcc_v8_float t14 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t14, (vcc_v8_float){0});
            vcc_v8_float t16 = _ZGVdM8vu_middle(t13, k, t15);
            t1 = t16 - t5;
            t2 = t8;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t5);
    vcc_v8_float t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t17, (vcc_v8_float){0});
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
    vcc_v8_float t1 = _ZGVdN8vu_top(x, k);
    vcc_v8_float t2 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
    vcc_v8_float t3 = t1 + t2;
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
    vcc_v8_int t2 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_m8 t3 = (vcc_m8)(n <= t2);
    vcc_m8 t4 = ~t3;
    if (vcc_any(t4)) {
        if (vcc_all(t4)) {
            vcc_v8_int t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t6 = n - t5;
            vcc_v8_int t7 = _ZGVdN8v_fact(t6);
            t1 = n * t7;
        } else {
            vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t9 = (vcc_v8_uint)n;
            vcc_v8_uint t10 = (vcc_v8_uint)t8;
            vcc_v8_uint t11 = t9 - t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_v8_int t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, (vcc_v8_int){0}, t13);
            vcc_v8_int t15 = _ZGVdM8v_fact(t12, t14);
            vcc_v8_uint t16 = (vcc_v8_uint)n;
            vcc_v8_uint t17 = (vcc_v8_uint)t15;
            vcc_v8_uint t18 = t16 * t17;
            vcc_v8_int t19 = (vcc_v8_int)t18;
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, (vcc_v8_int){0}, t19);
        }
    } else {
        t1 = (vcc_v8_int){0};
    }
    vcc_v8_int t20 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t20, t1);
    return t21;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_fact(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_m8 t4 = (vcc_m8)(n <= t3);
    vcc_m8 t5 = t2 & t4;
    vcc_m8 t6 = ~t4;
    vcc_m8 t7 = t2 & t6;
    if (vcc_any(t7)) {
        if (vcc_all(t7)) {
            vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t9 = n - t8;
            vcc_v8_int t10 = _ZGVdN8v_fact(t9);
            t1 = n * t10;
        } else {
            vcc_v8_int t11 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t12 = (vcc_v8_uint)n;
            vcc_v8_uint t13 = (vcc_v8_uint)t11;
            vcc_v8_uint t14 = t12 - t13;
            vcc_v8_int t15 = (vcc_v8_int)t14;
            vcc_v8_int t16 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t16, (vcc_v8_int){0});
            vcc_v8_int t18 = _ZGVdM8v_fact(t15, t17);
            vcc_v8_uint t19 = (vcc_v8_uint)n;
            vcc_v8_uint t20 = (vcc_v8_uint)t18;
            vcc_v8_uint t21 = t19 * t20;
            vcc_v8_int t22 = (vcc_v8_int)t21;
            t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t22, (vcc_v8_int){0});
        }
    } else {
        t1 = (vcc_v8_int){0};
    }
    vcc_v8_int t23 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t23, t1);
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
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t4 = (vcc_m8)(n == t3);
    vcc_m8 t5 = ~t4;
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_int t6 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t7 = n - t6;
            t1 = _ZGVdN8v_is_even(t7);
        } else {
            vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t9 = (vcc_v8_uint)n;
            vcc_v8_uint t10 = (vcc_v8_uint)t8;
            vcc_v8_uint t11 = t9 - t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_v8_int t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, (vcc_v8_int){0}, t13);
            t1 = _ZGVdM8v_is_even(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t15);
    return t16;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_odd(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t5 = (vcc_m8)(n == t4);
    vcc_m8 t6 = ~t5;
    vcc_m8 t7 = t3 & t6;
    if (vcc_any(t7)) {
        if (vcc_all(t7)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t9 = n - t8;
            t1 = _ZGVdN8v_is_even(t9);
        } else {
            vcc_v8_int t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t11 = (vcc_v8_uint)n;
            vcc_v8_uint t12 = (vcc_v8_uint)t10;
            vcc_v8_uint t13 = t11 - t12;
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_int t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t15, (vcc_v8_int){0});
            t1 = _ZGVdM8v_is_even(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t17);
    vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t18, (vcc_v8_int){0});
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
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t4 = (vcc_m8)(n == t3);
    vcc_m8 t5 = ~t4;
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_int t6 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t7 = n - t6;
            t1 = _ZGVdN8v_is_odd(t7);
        } else {
            vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t9 = (vcc_v8_uint)n;
            vcc_v8_uint t10 = (vcc_v8_uint)t8;
            vcc_v8_uint t11 = t9 - t10;
            vcc_v8_int t12 = (vcc_v8_int)t11;
            vcc_v8_int t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, (vcc_v8_int){0}, t13);
            t1 = _ZGVdM8v_is_odd(t12, t14);
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t15);
    return t16;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_is_even(vcc_v8_int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_m8 t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_m8 t5 = (vcc_m8)(n == t4);
    vcc_m8 t6 = ~t5;
    vcc_m8 t7 = t3 & t6;
    if (vcc_any(t7)) {
        if (vcc_all(t7)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t9 = n - t8;
            t1 = _ZGVdN8v_is_odd(t9);
        } else {
            vcc_v8_int t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t11 = (vcc_v8_uint)n;
            vcc_v8_uint t12 = (vcc_v8_uint)t10;
            vcc_v8_uint t13 = t11 - t12;
            vcc_v8_int t14 = (vcc_v8_int)t13;
            vcc_v8_int t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t15, (vcc_v8_int){0});
            t1 = _ZGVdM8v_is_odd(t14, t16);
            t2 = t7;
        }
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t17);
    vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t18, (vcc_v8_int){0});
    return t19;
}
#pragma GCC diagnostic pop

void entries(float *restrict y, const float *restrict x, int n, float k) {
    vcc_v8_float t1;
    vcc_m8 t2;
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
    int t24;
    int i;
    long t19 = (long)n;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at call_chain.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t21 = i_vec_1 + 8L;
            long t22 = (long)(int)i_vec_1;
            float *t23 = y + t22;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + t22);
            vcc_v8_float t35 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t36 = x_v * t35;
            vcc_v8_float t37 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t38 = (vcc_m8)(x_v < t37);
            if (vcc_any(t38)) {
                if (vcc_all(t38)) {
                    t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t40 = x_v + t39;
                    vcc_v8_float t72 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t73 = t40 - t72;
                    vcc_v8_float t74 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t75 = (vcc_m8)(t40 > t74);
                    if (vcc_any(t75)) {
                        if (vcc_all(t75)) {
                            t8 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t124 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t125 = t40 * t124;
                            vcc_v8_float t126 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t127 = t125 + t126;
                            vcc_v8_float t123 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t7 = t127 * t123;
                        } else {
                            vcc_v8_float t76 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t75, t76, (vcc_v8_float){0});
                            vcc_m8 t129 = (vcc_m8)(t77 != (vcc_v8_float){0});
                            vcc_v8_float t130 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t131 = t40 * t130;
                            vcc_v8_float t132 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t133 = t131 + t132;
                            vcc_v8_float t134 = vcc_select(vcc_v8_int, (vcc_v8_int)t129, t133, (vcc_v8_float){0});
                            vcc_v8_float t128 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t7 = t134 * t128;
                            t8 = t75;
                        }
                    } else {
                        t7 = (vcc_v8_float){0};
                        t8 = (vcc_m8){0};
                    }
                    vcc_v8_float t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t73);
                    t1 = t78 - t36;
                } else {
                    vcc_v8_float t41 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t42 = x_v + t41;
                    vcc_v8_float t43 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t43, (vcc_v8_float){0});
                    vcc_m8 t79 = (vcc_m8)(t44 != (vcc_v8_float){0});
                    vcc_v8_float t80 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t81 = t42 - t80;
                    vcc_v8_float t82 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t83 = (vcc_m8)(t42 > t82);
                    vcc_m8 t84 = t79 & t83;
                    if (vcc_any(t84)) {
                        if (vcc_all(t84)) {
                            t10 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t136 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t137 = t42 * t136;
                            vcc_v8_float t138 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t139 = t137 + t138;
                            vcc_v8_float t135 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t139 * t135;
                        } else {
                            vcc_v8_float t85 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t86 = vcc_select(vcc_v8_int, (vcc_v8_int)t84, t85, (vcc_v8_float){0});
                            vcc_m8 t141 = (vcc_m8)(t86 != (vcc_v8_float){0});
                            vcc_v8_float t142 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t143 = t42 * t142;
                            vcc_v8_float t144 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t145 = t143 + t144;
                            vcc_v8_float t146 = vcc_select(vcc_v8_int, (vcc_v8_int)t141, t145, (vcc_v8_float){0});
                            vcc_v8_float t140 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t146 * t140;
                            t10 = t84;
                        }
                    } else {
                        t9 = (vcc_v8_float){0};
                        t10 = (vcc_m8){0};
                    }
                    vcc_v8_float t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t81);
                    vcc_v8_float t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t79, t87, (vcc_v8_float){0});
                    t1 = t88 - t36;
                    t2 = t38;
                }
            } else {
                t1 = (vcc_v8_float){0};
                t2 = (vcc_m8){0};
            }
            vcc_v8_float t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t36);
            vcc_v8_float t33 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t34 = t45 + t33;
            vcc_store(t23, t34);
            long t31 = (long)(int)t21;
            float *t32 = y + t31;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t31);
            vcc_v8_float t61 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t62 = x_v_2 * t61;
            vcc_v8_float t63 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t64 = (vcc_m8)(x_v_2 < t63);
            if (vcc_any(t64)) {
                if (vcc_all(t64)) {
                    t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t65 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t66 = x_v_2 + t65;
                    vcc_v8_float t106 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t107 = t66 - t106;
                    vcc_v8_float t108 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t109 = (vcc_m8)(t66 > t108);
                    if (vcc_any(t109)) {
                        if (vcc_all(t109)) {
                            t16 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t172 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t173 = t66 * t172;
                            vcc_v8_float t174 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t175 = t173 + t174;
                            vcc_v8_float t171 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t175 * t171;
                        } else {
                            vcc_v8_float t110 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t111 = vcc_select(vcc_v8_int, (vcc_v8_int)t109, t110, (vcc_v8_float){0});
                            vcc_m8 t177 = (vcc_m8)(t111 != (vcc_v8_float){0});
                            vcc_v8_float t178 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t179 = t66 * t178;
                            vcc_v8_float t180 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t181 = t179 + t180;
                            vcc_v8_float t182 = vcc_select(vcc_v8_int, (vcc_v8_int)t177, t181, (vcc_v8_float){0});
                            vcc_v8_float t176 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t182 * t176;
                            t16 = t109;
                        }
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    vcc_v8_float t112 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t107);
                    t5 = t112 - t62;
                } else {
                    vcc_v8_float t67 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t68 = x_v_2 + t67;
                    vcc_v8_float t69 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t70 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, t69, (vcc_v8_float){0});
                    vcc_m8 t113 = (vcc_m8)(t70 != (vcc_v8_float){0});
                    vcc_v8_float t114 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t115 = t68 - t114;
                    vcc_v8_float t116 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t117 = (vcc_m8)(t68 > t116);
                    vcc_m8 t118 = t113 & t117;
                    if (vcc_any(t118)) {
                        if (vcc_all(t118)) {
                            t18 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t184 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t185 = t68 * t184;
                            vcc_v8_float t186 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t187 = t185 + t186;
                            vcc_v8_float t183 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t187 * t183;
                        } else {
                            vcc_v8_float t119 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t120 = vcc_select(vcc_v8_int, (vcc_v8_int)t118, t119, (vcc_v8_float){0});
                            vcc_m8 t189 = (vcc_m8)(t120 != (vcc_v8_float){0});
                            vcc_v8_float t190 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t191 = t68 * t190;
                            vcc_v8_float t192 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t193 = t191 + t192;
                            vcc_v8_float t194 = vcc_select(vcc_v8_int, (vcc_v8_int)t189, t193, (vcc_v8_float){0});
                            vcc_v8_float t188 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t194 * t188;
                            t18 = t118;
                        }
                    } else {
                        t17 = (vcc_v8_float){0};
                        t18 = (vcc_m8){0};
                    }
                    vcc_v8_float t121 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t17, t115);
                    vcc_v8_float t122 = vcc_select(vcc_v8_int, (vcc_v8_int)t113, t121, (vcc_v8_float){0});
                    t5 = t122 - t62;
                    t6 = t64;
                }
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            vcc_v8_float t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t62);
            vcc_v8_float t59 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t60 = t71 + t59;
            vcc_store(t32, t60);
            i_vec_1 += 16L;
            if (i_vec_1 >= t20) {
                t24 = (int)t20;
                break;
            }
        }
    } else {
        t24 = 0;
    }
    long t25 = (long)n + (long)t24 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t27 = (long)(int)((long)t24 + i_vec);
            float *t28 = y + t27;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t27);
            vcc_v8_float t48 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t49 = x_v_1 * t48;
            vcc_v8_float t50 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t51 = (vcc_m8)(x_v_1 < t50);
            if (vcc_any(t51)) {
                if (vcc_all(t51)) {
                    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t52 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t53 = x_v_1 + t52;
                    vcc_v8_float t89 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t90 = t53 - t89;
                    vcc_v8_float t91 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t92 = (vcc_m8)(t53 > t91);
                    if (vcc_any(t92)) {
                        if (vcc_all(t92)) {
                            t12 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t148 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t149 = t53 * t148;
                            vcc_v8_float t150 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t151 = t149 + t150;
                            vcc_v8_float t147 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t151 * t147;
                        } else {
                            vcc_v8_float t93 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t94 = vcc_select(vcc_v8_int, (vcc_v8_int)t92, t93, (vcc_v8_float){0});
                            vcc_m8 t153 = (vcc_m8)(t94 != (vcc_v8_float){0});
                            vcc_v8_float t154 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t155 = t53 * t154;
                            vcc_v8_float t156 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t157 = t155 + t156;
                            vcc_v8_float t158 = vcc_select(vcc_v8_int, (vcc_v8_int)t153, t157, (vcc_v8_float){0});
                            vcc_v8_float t152 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t158 * t152;
                            t12 = t92;
                        }
                    } else {
                        t11 = (vcc_v8_float){0};
                        t12 = (vcc_m8){0};
                    }
                    vcc_v8_float t95 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t11, t90);
                    t3 = t95 - t49;
                } else {
                    vcc_v8_float t54 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t55 = x_v_1 + t54;
                    vcc_v8_float t56 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t51, t56, (vcc_v8_float){0});
                    vcc_m8 t96 = (vcc_m8)(t57 != (vcc_v8_float){0});
                    vcc_v8_float t97 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t98 = t55 - t97;
                    vcc_v8_float t99 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t100 = (vcc_m8)(t55 > t99);
                    vcc_m8 t101 = t96 & t100;
                    if (vcc_any(t101)) {
                        if (vcc_all(t101)) {
                            t14 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t160 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t161 = t55 * t160;
                            vcc_v8_float t162 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t163 = t161 + t162;
                            vcc_v8_float t159 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t163 * t159;
                        } else {
                            vcc_v8_float t102 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t103 = vcc_select(vcc_v8_int, (vcc_v8_int)t101, t102, (vcc_v8_float){0});
                            vcc_m8 t165 = (vcc_m8)(t103 != (vcc_v8_float){0});
                            vcc_v8_float t166 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t167 = t55 * t166;
                            vcc_v8_float t168 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t169 = t167 + t168;
                            vcc_v8_float t170 = vcc_select(vcc_v8_int, (vcc_v8_int)t165, t169, (vcc_v8_float){0});
                            vcc_v8_float t164 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t170 * t164;
                            t14 = t101;
                        }
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    vcc_v8_float t104 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t98);
                    vcc_v8_float t105 = vcc_select(vcc_v8_int, (vcc_v8_int)t96, t104, (vcc_v8_float){0});
                    t3 = t105 - t49;
                    t4 = t51;
                }
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            vcc_v8_float t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t49);
            vcc_v8_float t46 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t47 = t58 + t46;
            vcc_store(t28, t47);
            i_vec += 8L;
            if (i_vec >= t26) {
                i = (int)((long)t24 + t26);
                break;
            }
        }
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = x[t29];
        y[t29] = entry(t30, k);
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
