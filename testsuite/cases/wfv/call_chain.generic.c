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
    int t27;
    int i;
    long t21 = (long)n;
    if (t21 >= 16L) {
        long t22 = t21 & -16L;
        long t2 = 0L;
        for (;;) {
            long t23 = t2 + 8L;
            long t24 = (long)(int)t2;
            float *t25 = y + t24;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, x + t24);
            vcc_v8_float t40 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t41 = t26 * t40;
            vcc_v8_float t42 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t43 = (vcc_m8)(t26 < t42);
            if (vcc_any(t43)) {
                if (vcc_all(t43)) {
                    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t44 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t45 = t26 + t44;
                    vcc_v8_float t77 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t78 = t45 - t77;
                    vcc_v8_float t79 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t80 = (vcc_m8)(t45 > t79);
                    if (vcc_any(t80)) {
                        if (vcc_all(t80)) {
                            t10 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t129 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t130 = t45 * t129;
                            vcc_v8_float t131 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t132 = t130 + t131;
                            vcc_v8_float t128 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t132 * t128;
                        } else {
                            vcc_v8_float t81 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t80, t81, (vcc_v8_float){0});
                            vcc_m8 t134 = (vcc_m8)(t82 != (vcc_v8_float){0});
                            vcc_v8_float t135 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t136 = t45 * t135;
                            vcc_v8_float t137 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t138 = t136 + t137;
                            vcc_v8_float t139 = vcc_select(vcc_v8_int, (vcc_v8_int)t134, t138, (vcc_v8_float){0});
                            vcc_v8_float t133 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t139 * t133;
                            t10 = t80;
                        }
                    } else {
                        t9 = (vcc_v8_float){0};
                        t10 = (vcc_m8){0};
                    }
                    vcc_v8_float t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t78);
                    t3 = t83 - t41;
                } else {
                    vcc_v8_float t46 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t47 = t26 + t46;
                    vcc_v8_float t48 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t48, (vcc_v8_float){0});
                    vcc_m8 t84 = (vcc_m8)(t49 != (vcc_v8_float){0});
                    vcc_v8_float t85 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t86 = t47 - t85;
                    vcc_v8_float t87 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t88 = (vcc_m8)(t47 > t87);
                    vcc_m8 t89 = t84 & t88;
                    if (vcc_any(t89)) {
                        if (vcc_all(t89)) {
                            t12 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t141 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t142 = t47 * t141;
                            vcc_v8_float t143 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t144 = t142 + t143;
                            vcc_v8_float t140 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t144 * t140;
                        } else {
                            vcc_v8_float t90 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t91 = vcc_select(vcc_v8_int, (vcc_v8_int)t89, t90, (vcc_v8_float){0});
                            vcc_m8 t146 = (vcc_m8)(t91 != (vcc_v8_float){0});
                            vcc_v8_float t147 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t148 = t47 * t147;
                            vcc_v8_float t149 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t150 = t148 + t149;
                            vcc_v8_float t151 = vcc_select(vcc_v8_int, (vcc_v8_int)t146, t150, (vcc_v8_float){0});
                            vcc_v8_float t145 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t151 * t145;
                            t12 = t89;
                        }
                    } else {
                        t11 = (vcc_v8_float){0};
                        t12 = (vcc_m8){0};
                    }
                    vcc_v8_float t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t11, t86);
                    vcc_v8_float t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t84, t92, (vcc_v8_float){0});
                    t3 = t93 - t41;
                    t4 = t43;
                }
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            vcc_v8_float t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t41);
            vcc_v8_float t38 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t39 = t50 + t38;
            vcc_store(t25, t39);
            long t35 = (long)(int)t23;
            float *t36 = y + t35;
            vcc_v8_float t37 = vcc_load(vcc_v8_float, x + t35);
            vcc_v8_float t66 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t67 = t37 * t66;
            vcc_v8_float t68 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t69 = (vcc_m8)(t37 < t68);
            if (vcc_any(t69)) {
                if (vcc_all(t69)) {
                    t8 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t70 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t71 = t37 + t70;
                    vcc_v8_float t111 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t112 = t71 - t111;
                    vcc_v8_float t113 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t114 = (vcc_m8)(t71 > t113);
                    if (vcc_any(t114)) {
                        if (vcc_all(t114)) {
                            t18 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t177 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t178 = t71 * t177;
                            vcc_v8_float t179 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t180 = t178 + t179;
                            vcc_v8_float t176 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t180 * t176;
                        } else {
                            vcc_v8_float t115 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t116 = vcc_select(vcc_v8_int, (vcc_v8_int)t114, t115, (vcc_v8_float){0});
                            vcc_m8 t182 = (vcc_m8)(t116 != (vcc_v8_float){0});
                            vcc_v8_float t183 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t184 = t71 * t183;
                            vcc_v8_float t185 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t186 = t184 + t185;
                            vcc_v8_float t187 = vcc_select(vcc_v8_int, (vcc_v8_int)t182, t186, (vcc_v8_float){0});
                            vcc_v8_float t181 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t187 * t181;
                            t18 = t114;
                        }
                    } else {
                        t17 = (vcc_v8_float){0};
                        t18 = (vcc_m8){0};
                    }
                    vcc_v8_float t117 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t17, t112);
                    t7 = t117 - t67;
                } else {
                    vcc_v8_float t72 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t73 = t37 + t72;
                    vcc_v8_float t74 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, t74, (vcc_v8_float){0});
                    vcc_m8 t118 = (vcc_m8)(t75 != (vcc_v8_float){0});
                    vcc_v8_float t119 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t120 = t73 - t119;
                    vcc_v8_float t121 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t122 = (vcc_m8)(t73 > t121);
                    vcc_m8 t123 = t118 & t122;
                    if (vcc_any(t123)) {
                        if (vcc_all(t123)) {
                            t20 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t189 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t190 = t73 * t189;
                            vcc_v8_float t191 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t192 = t190 + t191;
                            vcc_v8_float t188 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t19 = t192 * t188;
                        } else {
                            vcc_v8_float t124 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t125 = vcc_select(vcc_v8_int, (vcc_v8_int)t123, t124, (vcc_v8_float){0});
                            vcc_m8 t194 = (vcc_m8)(t125 != (vcc_v8_float){0});
                            vcc_v8_float t195 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t196 = t73 * t195;
                            vcc_v8_float t197 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t198 = t196 + t197;
                            vcc_v8_float t199 = vcc_select(vcc_v8_int, (vcc_v8_int)t194, t198, (vcc_v8_float){0});
                            vcc_v8_float t193 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t19 = t199 * t193;
                            t20 = t123;
                        }
                    } else {
                        t19 = (vcc_v8_float){0};
                        t20 = (vcc_m8){0};
                    }
                    vcc_v8_float t126 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t19, t120);
                    vcc_v8_float t127 = vcc_select(vcc_v8_int, (vcc_v8_int)t118, t126, (vcc_v8_float){0});
                    t7 = t127 - t67;
                    t8 = t69;
                }
            } else {
                t7 = (vcc_v8_float){0};
                t8 = (vcc_m8){0};
            }
            vcc_v8_float t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t67);
            vcc_v8_float t64 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t65 = t76 + t64;
            vcc_store(t36, t65);
            t2 += 16L;
            if (t2 >= t22) {
                t27 = (int)t22;
                break;
            }
        }
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long t1 = 0L;
        for (;;) {
            long t30 = (long)(int)((long)t27 + t1);
            float *t31 = y + t30;
            vcc_v8_float t32 = vcc_load(vcc_v8_float, x + t30);
            vcc_v8_float t53 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t54 = t32 * t53;
            vcc_v8_float t55 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t56 = (vcc_m8)(t32 < t55);
            if (vcc_any(t56)) {
                if (vcc_all(t56)) {
                    t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t57 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t58 = t32 + t57;
                    vcc_v8_float t94 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t95 = t58 - t94;
                    vcc_v8_float t96 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t97 = (vcc_m8)(t58 > t96);
                    if (vcc_any(t97)) {
                        if (vcc_all(t97)) {
                            t14 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t153 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t154 = t58 * t153;
                            vcc_v8_float t155 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t156 = t154 + t155;
                            vcc_v8_float t152 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t156 * t152;
                        } else {
                            vcc_v8_float t98 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t99 = vcc_select(vcc_v8_int, (vcc_v8_int)t97, t98, (vcc_v8_float){0});
                            vcc_m8 t158 = (vcc_m8)(t99 != (vcc_v8_float){0});
                            vcc_v8_float t159 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t160 = t58 * t159;
                            vcc_v8_float t161 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t162 = t160 + t161;
                            vcc_v8_float t163 = vcc_select(vcc_v8_int, (vcc_v8_int)t158, t162, (vcc_v8_float){0});
                            vcc_v8_float t157 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t163 * t157;
                            t14 = t97;
                        }
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    vcc_v8_float t100 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t95);
                    t5 = t100 - t54;
                } else {
                    vcc_v8_float t59 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t60 = t32 + t59;
                    vcc_v8_float t61 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t61, (vcc_v8_float){0});
                    vcc_m8 t101 = (vcc_m8)(t62 != (vcc_v8_float){0});
                    vcc_v8_float t102 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t103 = t60 - t102;
                    vcc_v8_float t104 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t105 = (vcc_m8)(t60 > t104);
                    vcc_m8 t106 = t101 & t105;
                    if (vcc_any(t106)) {
                        if (vcc_all(t106)) {
                            t16 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t165 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t166 = t60 * t165;
                            vcc_v8_float t167 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t168 = t166 + t167;
                            vcc_v8_float t164 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t168 * t164;
                        } else {
                            vcc_v8_float t107 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t108 = vcc_select(vcc_v8_int, (vcc_v8_int)t106, t107, (vcc_v8_float){0});
                            vcc_m8 t170 = (vcc_m8)(t108 != (vcc_v8_float){0});
                            vcc_v8_float t171 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t172 = t60 * t171;
                            vcc_v8_float t173 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t174 = t172 + t173;
                            vcc_v8_float t175 = vcc_select(vcc_v8_int, (vcc_v8_int)t170, t174, (vcc_v8_float){0});
                            vcc_v8_float t169 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t175 * t169;
                            t16 = t106;
                        }
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    vcc_v8_float t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t103);
                    vcc_v8_float t110 = vcc_select(vcc_v8_int, (vcc_v8_int)t101, t109, (vcc_v8_float){0});
                    t5 = t110 - t54;
                    t6 = t56;
                }
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            vcc_v8_float t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t54);
            vcc_v8_float t51 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t52 = t63 + t51;
            vcc_store(t31, t52);
            t1 += 8L;
            if (t1 >= t29) {
                i = (int)((long)t27 + t29);
                break;
            }
        }
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = x[t33];
        y[t33] = entry(t34, k);
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
