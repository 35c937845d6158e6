/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
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
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t4 = x - t3;
    t5 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    t2 = (vcc_m8)(x > t5);
    if (vcc_any(t2)) {
        t6 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t6, (vcc_v8_float){0});
        t8 = _ZGVdM8vu_leaf(x, k, t7);
        t9 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t1 = t8 * t9;
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t4);
    return t10;
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
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    t4 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t5 = x - t4;
    t6 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    t7 = (vcc_m8)(x > t6);
    t2 = t3 & t7;
    if (vcc_any(t2)) {
        t8 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t8, (vcc_v8_float){0});
        t10 = _ZGVdM8vu_leaf(x, k, t9);
        t11 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
        t1 = t10 * t11;
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t5);
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t12, (vcc_v8_float){0});
    return t13;
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
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    t3 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    t4 = x * t3;
    t5 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
    t2 = (vcc_m8)(x < t5);
    if (vcc_any(t2)) {
        t6 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t7 = x + t6;
        t8 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t8, (vcc_v8_float){0});
        t10 = _ZGVdM8vu_middle(t7, k, t9);
        t1 = t10 - t4;
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t4);
    return t11;
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
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    t3 = (vcc_m8)(mask != (vcc_v8_float){0});
    t4 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
    t5 = x * t4;
    t6 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
    t7 = (vcc_m8)(x < t6);
    t2 = t3 & t7;
    if (vcc_any(t2)) {
        t8 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t9 = x + t8;
        t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t10, (vcc_v8_float){0});
        t12 = _ZGVdM8vu_middle(t9, k, t11);
        t1 = t12 - t5;
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t5);
    t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t13, (vcc_v8_float){0});
    return t14;
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
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    t2 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t3 = (vcc_m8)(n <= t2);
    t4 = ~t3;
    if (vcc_any(t4)) {
        t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t6 = (vcc_v8_uint)n;
        t7 = (vcc_v8_uint)t5;
        t8 = t6 - t7;
        t9 = (vcc_v8_int)t8;
        t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, (vcc_v8_int){0}, t10);
        t12 = _ZGVdM8v_fact(t9, t11);
        t13 = (vcc_v8_uint)n;
        t14 = (vcc_v8_uint)t12;
        t15 = t13 * t14;
        t16 = (vcc_v8_int)t15;
        t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, (vcc_v8_int){0}, t16);
    } else {
        t1 = (vcc_v8_int){0};
    }
    t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t17, t1);
    return t18;
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
    t2 = (vcc_m8)(mask != (vcc_v8_int){0});
    t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t4 = (vcc_m8)(n <= t3);
    t5 = t2 & t4;
    t6 = ~t4;
    t7 = t2 & t6;
    if (vcc_any(t7)) {
        t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t9 = (vcc_v8_uint)n;
        t10 = (vcc_v8_uint)t8;
        t11 = t9 - t10;
        t12 = (vcc_v8_int)t11;
        t13 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t13, (vcc_v8_int){0});
        t15 = _ZGVdM8v_fact(t12, t14);
        t16 = (vcc_v8_uint)n;
        t17 = (vcc_v8_uint)t15;
        t18 = t16 * t17;
        t19 = (vcc_v8_int)t18;
        t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t19, (vcc_v8_int){0});
    } else {
        t1 = (vcc_v8_int){0};
    }
    t20 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t21 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t20, t1);
    return t21;
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
    vcc_v8_int t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t4 = (vcc_m8)(n == t3);
    t2 = ~t4;
    if (vcc_any(t2)) {
        t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t6 = (vcc_v8_uint)n;
        t7 = (vcc_v8_uint)t5;
        t8 = t6 - t7;
        t9 = (vcc_v8_int)t8;
        t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, (vcc_v8_int){0}, t10);
        t1 = _ZGVdM8v_is_even(t9, t11);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t12 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t12);
    return t13;
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
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t5 = (vcc_m8)(n == t4);
    t6 = ~t5;
    t2 = t3 & t6;
    if (vcc_any(t2)) {
        t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t8 = (vcc_v8_uint)n;
        t9 = (vcc_v8_uint)t7;
        t10 = t8 - t9;
        t11 = (vcc_v8_int)t10;
        t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t12, (vcc_v8_int){0});
        t1 = _ZGVdM8v_is_even(t11, t13);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t14 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t14);
    t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t15, (vcc_v8_int){0});
    return t16;
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
    vcc_v8_int t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t4 = (vcc_m8)(n == t3);
    t2 = ~t4;
    if (vcc_any(t2)) {
        t5 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t6 = (vcc_v8_uint)n;
        t7 = (vcc_v8_uint)t5;
        t8 = t6 - t7;
        t9 = (vcc_v8_int)t8;
        t10 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, (vcc_v8_int){0}, t10);
        t1 = _ZGVdM8v_is_odd(t9, t11);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t12);
    return t13;
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
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    t3 = (vcc_m8)(mask != (vcc_v8_int){0});
    t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t5 = (vcc_m8)(n == t4);
    t6 = ~t5;
    t2 = t3 & t6;
    if (vcc_any(t2)) {
        t7 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t8 = (vcc_v8_uint)n;
        t9 = (vcc_v8_uint)t7;
        t10 = t8 - t9;
        t11 = (vcc_v8_int)t10;
        t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t12, (vcc_v8_int){0});
        t1 = _ZGVdM8v_is_odd(t11, t13);
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t14 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t14);
    t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t15, (vcc_v8_int){0});
    return t16;
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
    long t15;
    long t16;
    long t17;
    long t18;
    float *t19;
    float *t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    int t23;
    long t24;
    long t25;
    long t26;
    float *t27;
    vcc_v8_float t28;
    int i;
    long t29;
    float t30;
    vcc_v8_float t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
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
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    vcc_m8 t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_m8 t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_v8_float t69;
    vcc_m8 t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_m8 t74;
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
    vcc_v8_float t87;
    vcc_v8_float t88;
    vcc_m8 t89;
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
    vcc_v8_float t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    vcc_m8 t103;
    vcc_v8_float t104;
    vcc_v8_float t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    vcc_v8_float t108;
    t15 = (long)n;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t2 = 0L;
        for (;;) {
            t17 = (long)(int)(0L + t2);
            t18 = (long)(int)(0L + (t2 + 8L));
            t19 = y + t17;
            t20 = y + t18;
            t21 = vcc_load(vcc_v8_float, x + t17);
            t22 = vcc_load(vcc_v8_float, x + t18);
            t33 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t34 = t21 * t33;
            t35 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            t4 = (vcc_m8)(t21 < t35);
            if (vcc_any(t4)) {
                t36 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t37 = t21 + t36;
                t38 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t38, (vcc_v8_float){0});
                t61 = (vcc_m8)(t39 != (vcc_v8_float){0});
                t62 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t63 = t37 - t62;
                t64 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t65 = (vcc_m8)(t37 > t64);
                t10 = t61 & t65;
                if (vcc_any(t10)) {
                    t66 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t67 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t66, (vcc_v8_float){0});
                    t89 = (vcc_m8)(t67 != (vcc_v8_float){0});
                    t90 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                    t91 = t37 * t90;
                    t92 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t93 = t91 + t92;
                    t94 = vcc_select(vcc_v8_int, (vcc_v8_int)t89, t93, (vcc_v8_float){0});
                    t88 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t9 = t94 * t88;
                } else {
                    t9 = (vcc_v8_float){0};
                    t10 = (vcc_m8){0};
                }
                t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t63);
                t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t61, t68, (vcc_v8_float){0});
                t3 = t69 - t34;
            } else {
                t3 = (vcc_v8_float){0};
                t4 = (vcc_m8){0};
            }
            t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t34);
            t31 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t32 = t40 + t31;
            vcc_store(t19, t32);
            t53 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t54 = t22 * t53;
            t55 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            t8 = (vcc_m8)(t22 < t55);
            if (vcc_any(t8)) {
                t56 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t57 = t22 + t56;
                t58 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t58, (vcc_v8_float){0});
                t79 = (vcc_m8)(t59 != (vcc_v8_float){0});
                t80 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t81 = t57 - t80;
                t82 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t83 = (vcc_m8)(t57 > t82);
                t14 = t79 & t83;
                if (vcc_any(t14)) {
                    t84 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t84, (vcc_v8_float){0});
                    t103 = (vcc_m8)(t85 != (vcc_v8_float){0});
                    t104 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                    t105 = t57 * t104;
                    t106 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t107 = t105 + t106;
                    t108 = vcc_select(vcc_v8_int, (vcc_v8_int)t103, t107, (vcc_v8_float){0});
                    t102 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t13 = t108 * t102;
                } else {
                    t13 = (vcc_v8_float){0};
                    t14 = (vcc_m8){0};
                }
                t86 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t81);
                t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t79, t86, (vcc_v8_float){0});
                t7 = t87 - t54;
            } else {
                t7 = (vcc_v8_float){0};
                t8 = (vcc_m8){0};
            }
            t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t54);
            t51 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t52 = t60 + t51;
            vcc_store(t20, t52);
            t2 += 16L;
            if (t2 >= t16) {
                t23 = (int)(0L + t16);
                break;
            }
        }
    } else {
        t23 = 0;
    }
    t24 = (long)n + (long)t23 * -1L;
    if (t24 >= 8L) {
        t25 = t24 & -8L;
        t1 = 0L;
        for (;;) {
            t26 = (long)(int)((long)t23 + t1);
            t27 = y + t26;
            t28 = vcc_load(vcc_v8_float, x + t26);
            t43 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
            t44 = t28 * t43;
            t45 = (vcc_v8_float){6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f, 6.0f};
            t6 = (vcc_m8)(t28 < t45);
            if (vcc_any(t6)) {
                t46 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t47 = t28 + t46;
                t48 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t48, (vcc_v8_float){0});
                t70 = (vcc_m8)(t49 != (vcc_v8_float){0});
                t71 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t72 = t47 - t71;
                t73 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                t74 = (vcc_m8)(t47 > t73);
                t12 = t70 & t74;
                if (vcc_any(t12)) {
                    t75 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t75, (vcc_v8_float){0});
                    t96 = (vcc_m8)(t76 != (vcc_v8_float){0});
                    t97 = (vcc_v8_float){k, k, k, k, k, k, k, k};
                    t98 = t47 * t97;
                    t99 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                    t100 = t98 + t99;
                    t101 = vcc_select(vcc_v8_int, (vcc_v8_int)t96, t100, (vcc_v8_float){0});
                    t95 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
                    t11 = t101 * t95;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_m8){0};
                }
                t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t11, t72);
                t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t70, t77, (vcc_v8_float){0});
                t5 = t78 - t44;
            } else {
                t5 = (vcc_v8_float){0};
                t6 = (vcc_m8){0};
            }
            t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t44);
            t41 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
            t42 = t50 + t41;
            vcc_store(t27, t42);
            t1 += 8L;
            if (t1 >= t25) {
                i = (int)((long)t23 + t25);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        t29 = (long)i;
        t30 = x[t29];
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
