/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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

/* vcc: function at call_chain.c:16 vector variant _ZGVdN8vu_leaf of `leaf`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at call_chain.c:16 vector variant _ZGVdM8vu_leaf of `leaf`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at call_chain.c:21 vector variant _ZGVdN8vu_middle of `middle`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at call_chain.c:21 vector variant _ZGVdM8vu_middle of `middle`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at call_chain.c:29 vector variant _ZGVdN8vu_top of `top`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at call_chain.c:29 vector variant _ZGVdM8vu_top of `top`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at call_chain.c:37 vector variant _ZGVdN8vu_entry of `entry`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at call_chain.c:42 vector variant _ZGVdN8v_fact of `fact`: VL 8, unmasked, n vector */
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

/* vcc: function at call_chain.c:42 vector variant _ZGVdM8v_fact of `fact`: VL 8, masked, n vector */
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

/* vcc: function at call_chain.c:52 vector variant _ZGVdN8v_is_odd of `is_odd`: VL 8, unmasked, n vector */
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

/* vcc: function at call_chain.c:52 vector variant _ZGVdM8v_is_odd of `is_odd`: VL 8, masked, n vector */
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

/* vcc: function at call_chain.c:57 vector variant _ZGVdN8v_is_even of `is_even`: VL 8, unmasked, n vector */
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

/* vcc: function at call_chain.c:57 vector variant _ZGVdM8v_is_even of `is_even`: VL 8, masked, n vector */
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
    int t22;
    int i;
    long t19 = (long)n;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at call_chain.c:63 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = y + i_vec_1;
            vcc_v8_float x_v = vcc_load(vcc_v8_float, x + i_vec_1);
            vcc_v8_float t33 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t34 = x_v * t33;
            vcc_v8_float t35 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t36 = (vcc_m8)(x_v < t35);
            if (vcc_any(t36)) {
                if (vcc_all(t36)) {
                    t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t38 = x_v + t37;
                    vcc_v8_float t70 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t71 = t38 - t70;
                    vcc_v8_float t72 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t73 = (vcc_m8)(t38 > t72);
                    if (vcc_any(t73)) {
                        if (vcc_all(t73)) {
                            t8 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t122 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t123 = t38 * t122;
                            vcc_v8_float t124 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t125 = t123 + t124;
                            vcc_v8_float t121 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t7 = t125 * t121;
                        } else {
                            vcc_v8_float t74 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, t74, (vcc_v8_float){0});
                            vcc_m8 t127 = (vcc_m8)(t75 != (vcc_v8_float){0});
                            vcc_v8_float t128 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t129 = t38 * t128;
                            vcc_v8_float t130 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t131 = t129 + t130;
                            vcc_v8_float t132 = vcc_select(vcc_v8_int, (vcc_v8_int)t127, t131, (vcc_v8_float){0});
                            vcc_v8_float t126 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t7 = t132 * t126;
                            t8 = t73;
                        }
                    } else {
                        t7 = (vcc_v8_float){0};
                        t8 = (vcc_m8){0};
                    }
                    vcc_v8_float t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t71);
                    t1 = t76 - t34;
                } else {
                    vcc_v8_float t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t40 = x_v + t39;
                    vcc_v8_float t41 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t41, (vcc_v8_float){0});
                    vcc_m8 t77 = (vcc_m8)(t42 != (vcc_v8_float){0});
                    vcc_v8_float t78 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t79 = t40 - t78;
                    vcc_v8_float t80 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t81 = (vcc_m8)(t40 > t80);
                    vcc_m8 t82 = t77 & t81;
                    if (vcc_any(t82)) {
                        if (vcc_all(t82)) {
                            t10 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t134 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t135 = t40 * t134;
                            vcc_v8_float t136 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t137 = t135 + t136;
                            vcc_v8_float t133 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t137 * t133;
                        } else {
                            vcc_v8_float t83 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t82, t83, (vcc_v8_float){0});
                            vcc_m8 t139 = (vcc_m8)(t84 != (vcc_v8_float){0});
                            vcc_v8_float t140 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t141 = t40 * t140;
                            vcc_v8_float t142 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t143 = t141 + t142;
                            vcc_v8_float t144 = vcc_select(vcc_v8_int, (vcc_v8_int)t139, t143, (vcc_v8_float){0});
                            vcc_v8_float t138 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t9 = t144 * t138;
                            t10 = t82;
                        }
                    } else {
                        t9 = (vcc_v8_float){0};
                        t10 = (vcc_m8){0};
                    }
                    vcc_v8_float t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t79);
                    vcc_v8_float t86 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, t85, (vcc_v8_float){0});
                    t1 = t86 - t34;
                    t2 = t36;
                }
            } else {
                t1 = (vcc_v8_float){0};
                t2 = (vcc_m8){0};
            }
            vcc_v8_float t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t34);
            vcc_v8_float t31 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t32 = t43 + t31;
            vcc_store(t21, t32);
            long t29 = i_vec_1 + 8L;
            float *t30 = y + t29;
            vcc_v8_float x_v_2 = vcc_load(vcc_v8_float, x + t29);
            vcc_v8_float t59 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t60 = x_v_2 * t59;
            vcc_v8_float t61 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t62 = (vcc_m8)(x_v_2 < t61);
            if (vcc_any(t62)) {
                if (vcc_all(t62)) {
                    t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t63 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t64 = x_v_2 + t63;
                    vcc_v8_float t104 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t105 = t64 - t104;
                    vcc_v8_float t106 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t107 = (vcc_m8)(t64 > t106);
                    if (vcc_any(t107)) {
                        if (vcc_all(t107)) {
                            t16 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t170 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t171 = t64 * t170;
                            vcc_v8_float t172 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t173 = t171 + t172;
                            vcc_v8_float t169 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t173 * t169;
                        } else {
                            vcc_v8_float t108 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t107, t108, (vcc_v8_float){0});
                            vcc_m8 t175 = (vcc_m8)(t109 != (vcc_v8_float){0});
                            vcc_v8_float t176 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t177 = t64 * t176;
                            vcc_v8_float t178 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t179 = t177 + t178;
                            vcc_v8_float t180 = vcc_select(vcc_v8_int, (vcc_v8_int)t175, t179, (vcc_v8_float){0});
                            vcc_v8_float t174 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t15 = t180 * t174;
                            t16 = t107;
                        }
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    vcc_v8_float t110 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t105);
                    t5 = t110 - t60;
                } else {
                    vcc_v8_float t65 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t66 = x_v_2 + t65;
                    vcc_v8_float t67 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, t67, (vcc_v8_float){0});
                    vcc_m8 t111 = (vcc_m8)(t68 != (vcc_v8_float){0});
                    vcc_v8_float t112 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t113 = t66 - t112;
                    vcc_v8_float t114 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t115 = (vcc_m8)(t66 > t114);
                    vcc_m8 t116 = t111 & t115;
                    if (vcc_any(t116)) {
                        if (vcc_all(t116)) {
                            t18 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t182 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t183 = t66 * t182;
                            vcc_v8_float t184 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t185 = t183 + t184;
                            vcc_v8_float t181 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t185 * t181;
                        } else {
                            vcc_v8_float t117 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t116, t117, (vcc_v8_float){0});
                            vcc_m8 t187 = (vcc_m8)(t118 != (vcc_v8_float){0});
                            vcc_v8_float t188 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t189 = t66 * t188;
                            vcc_v8_float t190 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t191 = t189 + t190;
                            vcc_v8_float t192 = vcc_select(vcc_v8_int, (vcc_v8_int)t187, t191, (vcc_v8_float){0});
                            vcc_v8_float t186 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t17 = t192 * t186;
                            t18 = t116;
                        }
                    } else {
                        t17 = (vcc_v8_float){0};
                        t18 = (vcc_m8){0};
                    }
                    vcc_v8_float t119 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t17, t113);
                    vcc_v8_float t120 = vcc_select(vcc_v8_int, (vcc_v8_int)t111, t119, (vcc_v8_float){0});
                    t5 = t120 - t60;
                    t6 = t62;
                }
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            vcc_v8_float t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t60);
            vcc_v8_float t57 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t58 = t69 + t57;
            vcc_store(t30, t58);
            i_vec_1 += 16L;
            if (i_vec_1 >= t20) {
                t22 = (int)t20;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec = 0L;
        /* vcc: loop at call_chain.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t25 = (long)t22 + i_vec;
            float *t26 = y + t25;
            vcc_v8_float x_v_1 = vcc_load(vcc_v8_float, x + t25);
            vcc_v8_float t46 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            vcc_v8_float t47 = x_v_1 * t46;
            vcc_v8_float t48 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            vcc_m8 t49 = (vcc_m8)(x_v_1 < t48);
            if (vcc_any(t49)) {
                if (vcc_all(t49)) {
                    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    vcc_v8_float t50 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t51 = x_v_1 + t50;
                    vcc_v8_float t87 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t88 = t51 - t87;
                    vcc_v8_float t89 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t90 = (vcc_m8)(t51 > t89);
                    if (vcc_any(t90)) {
                        if (vcc_all(t90)) {
                            t12 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t146 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t147 = t51 * t146;
                            vcc_v8_float t148 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t149 = t147 + t148;
                            vcc_v8_float t145 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t149 * t145;
                        } else {
                            vcc_v8_float t91 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t90, t91, (vcc_v8_float){0});
                            vcc_m8 t151 = (vcc_m8)(t92 != (vcc_v8_float){0});
                            vcc_v8_float t152 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t153 = t51 * t152;
                            vcc_v8_float t154 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t155 = t153 + t154;
                            vcc_v8_float t156 = vcc_select(vcc_v8_int, (vcc_v8_int)t151, t155, (vcc_v8_float){0});
                            vcc_v8_float t150 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t11 = t156 * t150;
                            t12 = t90;
                        }
                    } else {
                        t11 = (vcc_v8_float){0};
                        t12 = (vcc_m8){0};
                    }
                    vcc_v8_float t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t11, t88);
                    t3 = t93 - t47;
                } else {
                    vcc_v8_float t52 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t53 = x_v_1 + t52;
                    vcc_v8_float t54 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t54, (vcc_v8_float){0});
                    vcc_m8 t94 = (vcc_m8)(t55 != (vcc_v8_float){0});
                    vcc_v8_float t95 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_v8_float t96 = t53 - t95;
                    vcc_v8_float t97 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    vcc_m8 t98 = (vcc_m8)(t53 > t97);
                    vcc_m8 t99 = t94 & t98;
                    if (vcc_any(t99)) {
                        if (vcc_all(t99)) {
                            t14 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                            vcc_v8_float t158 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t159 = t53 * t158;
                            vcc_v8_float t160 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t161 = t159 + t160;
                            vcc_v8_float t157 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t161 * t157;
                        } else {
                            vcc_v8_float t100 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                            vcc_v8_float t101 = vcc_select(vcc_v8_int, (vcc_v8_int)t99, t100, (vcc_v8_float){0});
                            vcc_m8 t163 = (vcc_m8)(t101 != (vcc_v8_float){0});
                            vcc_v8_float t164 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                            vcc_v8_float t165 = t53 * t164;
                            vcc_v8_float t166 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                            vcc_v8_float t167 = t165 + t166;
                            vcc_v8_float t168 = vcc_select(vcc_v8_int, (vcc_v8_int)t163, t167, (vcc_v8_float){0});
                            vcc_v8_float t162 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                            t13 = t168 * t162;
                            t14 = t99;
                        }
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    vcc_v8_float t102 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t96);
                    vcc_v8_float t103 = vcc_select(vcc_v8_int, (vcc_v8_int)t94, t102, (vcc_v8_float){0});
                    t3 = t103 - t47;
                    t4 = t49;
                }
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            vcc_v8_float t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t47);
            vcc_v8_float t44 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            vcc_v8_float t45 = t56 + t44;
            vcc_store(t26, t45);
            i_vec += 8L;
            if (i_vec >= t24) {
                i = (int)((long)t22 + t24);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t28 = x[t27];
        y[t27] = entry(t28, k);
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
