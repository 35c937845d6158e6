/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_window(const float *img_1, const float *f, int w, int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8uuul_window(const float *img_1, const float *f, int w, int x, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_steps(vcc_v8_int x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_steps(vcc_v8_int x, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_branchy(vcc_v8_float x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8v_branchy(vcc_v8_float x, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_early(vcc_v8_int x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_early(vcc_v8_int x, int n, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8v_big(vcc_v8_uint x);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8v_big(vcc_v8_uint x, vcc_v8_uint mask);
#pragma GCC diagnostic pop
/* Small loops with a constant count in annotated functions are unrolled in the variants
   (transform/unroll.rs), each copy in the loop's order: `window` (a 3x3 float window, nested)
   must give the scalar sums to the bit; `steps` counts down by 3 and uses its counter after the
   loop; `branchy` has a varying branch in the unrolled body; `early` leaves by a `break` and
   `big` runs too many iterations: both stay loops. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */

/* #pragma omp declare simd uniform(img, f, w) linear(x) */
float window(const float *img, const float *f, int w, int x) {
    int dy = 0;
    float sum = 0.0f;
    while (dy < 3) {
        int t1 = dy * 3;
        int t2 = dy * w + x;
        dy++;
        sum = sum + f[t1] * img[t2] + f[t1 + 1] * img[t2 + 1] + f[t1 + 2] * img[t2 + 2];
    }
    return sum;
}

/* vcc: function at unroll.c:11 vector variant _ZGVdN8uuul_window of `window`: VL 8, unmasked, img uniform, f uniform, w uniform, x linear step 1 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuul_window(const float *img_1, const float *f, int w, int x) {
    int t1 = 0 * w + x;
    vcc_v8_float t2 = vcc_load(vcc_v8_float, img_1 + t1);
    vcc_v8_float t3 = vcc_splat(vcc_v8_float, f[0]);
    vcc_v8_float t4 = t3 * t2;
    vcc_v8_float t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t6 = t5 + t4;
    vcc_v8_float t7 = vcc_load(vcc_v8_float, img_1 + (t1 + 1));
    vcc_v8_float t8 = vcc_splat(vcc_v8_float, f[1]);
    vcc_v8_float t9 = t8 * t7;
    vcc_v8_float t10 = t6 + t9;
    vcc_v8_float t11 = vcc_load(vcc_v8_float, img_1 + (t1 + 2));
    vcc_v8_float t12 = vcc_splat(vcc_v8_float, f[2]);
    vcc_v8_float t13 = t12 * t11;
    vcc_v8_float t14 = t10 + t13;
    int t15 = 1 * w + x;
    vcc_v8_float t16 = vcc_load(vcc_v8_float, img_1 + t15);
    vcc_v8_float t17 = vcc_splat(vcc_v8_float, f[3]);
    vcc_v8_float t18 = t17 * t16;
    vcc_v8_float t19 = t14 + t18;
    vcc_v8_float t20 = vcc_load(vcc_v8_float, img_1 + (t15 + 1));
    vcc_v8_float t21 = vcc_splat(vcc_v8_float, f[4]);
    vcc_v8_float t22 = t21 * t20;
    vcc_v8_float t23 = t19 + t22;
    vcc_v8_float t24 = vcc_load(vcc_v8_float, img_1 + (t15 + 2));
    vcc_v8_float t25 = vcc_splat(vcc_v8_float, f[5]);
    vcc_v8_float t26 = t25 * t24;
    vcc_v8_float t27 = t23 + t26;
    int t28 = 2 * w + x;
    vcc_v8_float t29 = vcc_load(vcc_v8_float, img_1 + t28);
    vcc_v8_float t30 = vcc_splat(vcc_v8_float, f[6]);
    vcc_v8_float t31 = t30 * t29;
    vcc_v8_float t32 = t27 + t31;
    vcc_v8_float t33 = vcc_load(vcc_v8_float, img_1 + (t28 + 1));
    vcc_v8_float t34 = vcc_splat(vcc_v8_float, f[7]);
    vcc_v8_float t35 = t34 * t33;
    vcc_v8_float t36 = t32 + t35;
    vcc_v8_float t37 = vcc_load(vcc_v8_float, img_1 + (t28 + 2));
    vcc_v8_float t38 = vcc_splat(vcc_v8_float, f[8]);
    vcc_v8_float t39 = t38 * t37;
    vcc_v8_float t40 = t36 + t39;
    return t40;
}
#pragma GCC diagnostic pop

/* vcc: function at unroll.c:11 vector variant _ZGVdM8uuul_window of `window`: VL 8, masked, img uniform, f uniform, w uniform, x linear step 1 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8uuul_window(const float *img_1, const float *f, int w, int x, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    int t2 = 0 * w + x;
    vcc_v8_float t3 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)t2 * 4UL), t1);
    vcc_v8_float t4 = vcc_splat(vcc_v8_float, f[0]);
    vcc_v8_float t5 = t4 * t3;
    vcc_v8_float t6 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t7 = t6 + t5;
    vcc_v8_float t8 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 1) * 4UL), t1);
    vcc_v8_float t9 = vcc_splat(vcc_v8_float, f[1]);
    vcc_v8_float t10 = t9 * t8;
    vcc_v8_float t11 = t7 + t10;
    vcc_v8_float t12 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 2) * 4UL), t1);
    vcc_v8_float t13 = vcc_splat(vcc_v8_float, f[2]);
    vcc_v8_float t14 = t13 * t12;
    vcc_v8_float t15 = t11 + t14;
    int t16 = 1 * w + x;
    vcc_v8_float t17 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)t16 * 4UL), t1);
    vcc_v8_float t18 = vcc_splat(vcc_v8_float, f[3]);
    vcc_v8_float t19 = t18 * t17;
    vcc_v8_float t20 = t15 + t19;
    vcc_v8_float t21 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 1) * 4UL), t1);
    vcc_v8_float t22 = vcc_splat(vcc_v8_float, f[4]);
    vcc_v8_float t23 = t22 * t21;
    vcc_v8_float t24 = t20 + t23;
    vcc_v8_float t25 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 2) * 4UL), t1);
    vcc_v8_float t26 = vcc_splat(vcc_v8_float, f[5]);
    vcc_v8_float t27 = t26 * t25;
    vcc_v8_float t28 = t24 + t27;
    int t29 = 2 * w + x;
    vcc_v8_float t30 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)t29 * 4UL), t1);
    vcc_v8_float t31 = vcc_splat(vcc_v8_float, f[6]);
    vcc_v8_float t32 = t31 * t30;
    vcc_v8_float t33 = t28 + t32;
    vcc_v8_float t34 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 1) * 4UL), t1);
    vcc_v8_float t35 = vcc_splat(vcc_v8_float, f[7]);
    vcc_v8_float t36 = t35 * t34;
    vcc_v8_float t37 = t33 + t36;
    vcc_v8_float t38 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 2) * 4UL), t1);
    vcc_v8_float t39 = vcc_splat(vcc_v8_float, f[8]);
    vcc_v8_float t40 = t39 * t38;
    vcc_v8_float t41 = t37 + t40;
    vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t41, (vcc_v8_float){0});
    return t42;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
int steps(int x) {
    int k;
    for (k = 10; k > 0; k -= 3)
        x = x * 3 + k;
    return x + k;
}

/* vcc: function at unroll.c:20 vector variant _ZGVdN8v_steps of `steps`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8v_steps(vcc_v8_int x) {
    vcc_v8_int t1 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t2 = x * t1;
    vcc_v8_int t3 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_int t4 = t2 + t3;
    vcc_v8_int t5 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t6 = t4 * t5;
    vcc_v8_int t7 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_int t8 = t6 + t7;
    vcc_v8_int t9 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t10 = t8 * t9;
    vcc_v8_int t11 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_int t12 = t10 + t11;
    vcc_v8_int t13 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_int t14 = t12 * t13;
    vcc_v8_int t15 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t16 = t14 + t15;
    vcc_v8_int t17 = vcc_splat(vcc_v8_int, -2);
    vcc_v8_int t18 = t16 + t17;
    return t18;
}
#pragma GCC diagnostic pop

/* vcc: function at unroll.c:20 vector variant _ZGVdM8v_steps of `steps`: VL 8, masked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8v_steps(vcc_v8_int x, vcc_v8_int mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t3 = (vcc_v8_uint)x;
    vcc_v8_uint t4 = (vcc_v8_uint)t2;
    vcc_v8_uint t5 = t3 * t4;
    vcc_v8_int t6 = (vcc_v8_int)t5;
    vcc_v8_int t7 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_uint t8 = (vcc_v8_uint)t6;
    vcc_v8_uint t9 = (vcc_v8_uint)t7;
    vcc_v8_uint t10 = t8 + t9;
    vcc_v8_int t11 = (vcc_v8_int)t10;
    vcc_v8_int t12 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t13 = (vcc_v8_uint)t11;
    vcc_v8_uint t14 = (vcc_v8_uint)t12;
    vcc_v8_uint t15 = t13 * t14;
    vcc_v8_int t16 = (vcc_v8_int)t15;
    vcc_v8_int t17 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_uint t18 = (vcc_v8_uint)t16;
    vcc_v8_uint t19 = (vcc_v8_uint)t17;
    vcc_v8_uint t20 = t18 + t19;
    vcc_v8_int t21 = (vcc_v8_int)t20;
    vcc_v8_int t22 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t23 = (vcc_v8_uint)t21;
    vcc_v8_uint t24 = (vcc_v8_uint)t22;
    vcc_v8_uint t25 = t23 * t24;
    vcc_v8_int t26 = (vcc_v8_int)t25;
    vcc_v8_int t27 = (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
    vcc_v8_uint t28 = (vcc_v8_uint)t26;
    vcc_v8_uint t29 = (vcc_v8_uint)t27;
    vcc_v8_uint t30 = t28 + t29;
    vcc_v8_int t31 = (vcc_v8_int)t30;
    vcc_v8_int t32 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t33 = (vcc_v8_uint)t31;
    vcc_v8_uint t34 = (vcc_v8_uint)t32;
    vcc_v8_uint t35 = t33 * t34;
    vcc_v8_int t36 = (vcc_v8_int)t35;
    vcc_v8_int t37 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_uint t38 = (vcc_v8_uint)t36;
    vcc_v8_uint t39 = (vcc_v8_uint)t37;
    vcc_v8_uint t40 = t38 + t39;
    vcc_v8_int t41 = (vcc_v8_int)t40;
    vcc_v8_int t42 = vcc_splat(vcc_v8_int, -2);
    vcc_v8_uint t43 = (vcc_v8_uint)t41;
    vcc_v8_uint t44 = (vcc_v8_uint)t42;
    vcc_v8_uint t45 = t43 + t44;
    vcc_v8_int t46 = (vcc_v8_int)t45;
    vcc_v8_int t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t46, (vcc_v8_int){0});
    return t47;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
float branchy(float x) {
    float acc = x;
    for (int k = 0; k < 4; k++) {
        if (acc > 1.5f)
            acc = acc * 0.5f - (float)k;
        else
            acc = acc + 1.25f;
    }
    return acc;
}

/* vcc: function at unroll.c:28 vector variant _ZGVdN8v_branchy of `branchy`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_branchy(vcc_v8_float x) {
    vcc_v8_float t1 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t2 = (vcc_m8)(x > t1);
    vcc_v8_float t3 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t4 = x + t3;
    vcc_v8_float t5 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t6 = x * t5;
    vcc_v8_float t7 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t8 = t6 - t7;
    vcc_v8_float t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t8, t4);
    vcc_v8_float t10 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t11 = (vcc_m8)(t9 > t10);
    vcc_v8_float t12 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t13 = t9 + t12;
    vcc_v8_float t14 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t15 = t9 * t14;
    vcc_v8_float t16 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t17 = t15 - t16;
    vcc_v8_float t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t17, t13);
    vcc_v8_float t19 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t20 = (vcc_m8)(t18 > t19);
    vcc_v8_float t21 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t22 = t18 + t21;
    vcc_v8_float t23 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t24 = t18 * t23;
    vcc_v8_float t25 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t26 = t24 - t25;
    vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t26, t22);
    vcc_v8_float t28 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t29 = (vcc_m8)(t27 > t28);
    vcc_v8_float t30 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t31 = t27 + t30;
    vcc_v8_float t32 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t33 = t27 * t32;
    vcc_v8_float t34 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
    vcc_v8_float t35 = t33 - t34;
    vcc_v8_float t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t35, t31);
    return t36;
}
#pragma GCC diagnostic pop

/* vcc: function at unroll.c:28 vector variant _ZGVdM8v_branchy of `branchy`: VL 8, masked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8v_branchy(vcc_v8_float x, vcc_v8_float mask) {
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t2 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t3 = (vcc_m8)(x > t2);
    vcc_m8 t4 = ~t3;
    vcc_m8 t5 = t1 & t4;
    vcc_v8_float t6 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t7 = x + t6;
    vcc_v8_float t8 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t9 = x * t8;
    vcc_v8_float t10 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_float t11 = t9 - t10;
    vcc_v8_float t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t7, t11);
    vcc_v8_float t13 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t14 = (vcc_m8)(t12 > t13);
    vcc_m8 t15 = ~t14;
    vcc_m8 t16 = t1 & t15;
    vcc_v8_float t17 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t18 = t12 + t17;
    vcc_v8_float t19 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t20 = t12 * t19;
    vcc_v8_float t21 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t22 = t20 - t21;
    vcc_v8_float t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t18, t22);
    vcc_v8_float t24 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t25 = (vcc_m8)(t23 > t24);
    vcc_m8 t26 = ~t25;
    vcc_m8 t27 = t1 & t26;
    vcc_v8_float t28 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t29 = t23 + t28;
    vcc_v8_float t30 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t31 = t23 * t30;
    vcc_v8_float t32 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t33 = t31 - t32;
    vcc_v8_float t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t33);
    vcc_v8_float t35 = (vcc_v8_float){1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f, 1.5f};
    vcc_m8 t36 = (vcc_m8)(t34 > t35);
    vcc_m8 t37 = ~t36;
    vcc_m8 t38 = t1 & t37;
    vcc_v8_float t39 = (vcc_v8_float){1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f, 1.25f};
    vcc_v8_float t40 = t34 + t39;
    vcc_v8_float t41 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_v8_float t42 = t34 * t41;
    vcc_v8_float t43 = (vcc_v8_float){3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f};
    vcc_v8_float t44 = t42 - t43;
    vcc_v8_float t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t40, t44);
    vcc_v8_float t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t45, (vcc_v8_float){0});
    return t46;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(n) */
int early(int x, int n) {
    int k;
    for (k = 0; k < 6; k++) {
        if (x > n)
            break;
        x = x * 2 + 1;
    }
    return x * 10 + k;
}

/* vcc: function at unroll.c:40 vector variant _ZGVdN8vu_early of `early`: VL 8, unmasked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_early(vcc_v8_int x, int n) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t23;
    vcc_v8_int t24;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t6 = 0;
    t7 = x;
    t2 = (vcc_v8_int){0};
    t3 = (vcc_v8_int){0};
    while (t6 < 6) {
        vcc_v8_int t8 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_m8 t9 = (vcc_m8)(t7 > t8);
        vcc_m8 t10 = ~t9;
        vcc_m8 t11 = t1 & t10;
        vcc_v8_int t12 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t13 = (vcc_v8_uint)t7;
        vcc_v8_uint t14 = (vcc_v8_uint)t12;
        vcc_v8_uint t15 = t13 * t14;
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t18 = (vcc_v8_uint)t16;
        vcc_v8_uint t19 = (vcc_v8_uint)t17;
        vcc_v8_uint t20 = t18 + t19;
        vcc_v8_int t21 = (vcc_v8_int)t20;
        vcc_v8_int t22 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t22, t2);
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t7, t3);
        if (!vcc_any(t11)) {
            t4 = t2;
            t5 = t3;
            goto L27;
        }
        t1 = t11;
        t6++;
        t7 = t21;
    }
    t23 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
    t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t23, t2);
    t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t7, t3);
L27:
    t24 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_int t25 = t5 * t24;
    vcc_v8_int t26 = t25 + t4;
    return t26;
}
#pragma GCC diagnostic pop

/* vcc: function at unroll.c:40 vector variant _ZGVdM8vu_early of `early`: VL 8, masked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_early(vcc_v8_int x, int n, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_m8 t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t24;
    vcc_v8_int t25;
    t5 = (vcc_m8)(mask != (vcc_v8_int){0});
    t6 = t5;
    t7 = 0;
    t8 = x;
    t1 = (vcc_v8_int){0};
    t2 = (vcc_v8_int){0};
    while (t7 < 6) {
        vcc_v8_int t9 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_m8 t10 = (vcc_m8)(t8 > t9);
        vcc_m8 t11 = ~t10;
        vcc_m8 t12 = t6 & t11;
        vcc_v8_int t13 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_uint t14 = (vcc_v8_uint)t8;
        vcc_v8_uint t15 = (vcc_v8_uint)t13;
        vcc_v8_uint t16 = t14 * t15;
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_v8_int t18 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t19 = (vcc_v8_uint)t17;
        vcc_v8_uint t20 = (vcc_v8_uint)t18;
        vcc_v8_uint t21 = t19 + t20;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_v8_int t23 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t23, t1);
        t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t2);
        if (!vcc_any(t12)) {
            t3 = t1;
            t4 = t2;
            goto L35;
        }
        t6 = t12;
        t7++;
        t8 = t22;
    }
    t24 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t24, t1);
    t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t8, t2);
L35:
    t25 = (vcc_v8_int){10, 10, 10, 10, 10, 10, 10, 10};
    vcc_v8_uint t26 = (vcc_v8_uint)t4;
    vcc_v8_uint t27 = (vcc_v8_uint)t25;
    vcc_v8_uint t28 = t26 * t27;
    vcc_v8_int t29 = (vcc_v8_int)t28;
    vcc_v8_uint t30 = (vcc_v8_uint)t29;
    vcc_v8_uint t31 = (vcc_v8_uint)t3;
    vcc_v8_uint t32 = t30 + t31;
    vcc_v8_int t33 = (vcc_v8_int)t32;
    vcc_v8_int t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t33, (vcc_v8_int){0});
    return t34;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd */
unsigned big(unsigned x) {
    for (unsigned k = 0; k < 100; k++)
        x = (x ^ k) * 5u + 1u;
    return x;
}

/* vcc: function at unroll.c:51 vector variant _ZGVdN8v_big of `big`: VL 8, unmasked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8v_big(vcc_v8_uint x) {
    vcc_v8_uint t1 = x;
    for (unsigned int t2 = 0U; t2 < 100U; t2++) {
        vcc_v8_uint t3 = (vcc_v8_uint){t2, t2, t2, t2, t2, t2, t2, t2};
        vcc_v8_uint t4 = t1 ^ t3;
        vcc_v8_uint t5 = (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t6 = t4 * t5;
        vcc_v8_uint t7 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        t1 = t6 + t7;
    }
    return t1;
}
#pragma GCC diagnostic pop

/* vcc: function at unroll.c:51 vector variant _ZGVdM8v_big of `big`: VL 8, masked, x vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8v_big(vcc_v8_uint x, vcc_v8_uint mask) {
    vcc_m8 t2 = (vcc_m8)(mask != (vcc_v8_uint){0});
    int t3 = vcc_any(t2);
    unsigned int t4 = 0U;
    vcc_v8_uint t1 = x;
    while (t3 ? t4 < 100U : 0) {
        vcc_v8_uint t5 = (vcc_v8_uint){t4, t4, t4, t4, t4, t4, t4, t4};
        vcc_v8_uint t6 = t1 ^ t5;
        vcc_v8_uint t7 = (vcc_v8_uint){5U, 5U, 5U, 5U, 5U, 5U, 5U, 5U};
        vcc_v8_uint t8 = t6 * t7;
        vcc_v8_uint t9 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
        t1 = t8 + t9;
        t4++;
    }
    vcc_v8_uint t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, (vcc_v8_uint){0});
    return t10;
}
#pragma GCC diagnostic pop

v8f _ZGVdN8uuul_window(const float *, const float *, int, int);
v8f _ZGVdM8uuul_window(const float *, const float *, int, int, v8f);
v8i _ZGVdN8v_steps(v8i);
v8i _ZGVdM8v_steps(v8i, v8i);
v8f _ZGVdN8v_branchy(v8f);
v8f _ZGVdM8v_branchy(v8f, v8f);
v8i _ZGVdN8vu_early(v8i, int);
v8i _ZGVdM8vu_early(v8i, int, v8i);
v8u _ZGVdN8v_big(v8u);
v8u _ZGVdM8v_big(v8u, v8u);

static float img[4 * 32], filt[9];

int main(void) {
    for (int i = 0; i < 4 * 32; i++)
        img[i] = (float)((i * 37) % 29) / 7.0f - 1.5f;
    for (int i = 0; i < 9; i++)
        filt[i] = (float)(i * 3 % 7) / 3.0f + 0.1f;
    for (int row = 0; row < 4; row++) {
        int x[8], m[8], ia[8], ib[8], ic[8], id[8];
        unsigned ie[8], ig[8];
        float xf[8], mf[8], fa[8], fb[8], fc[8], fd[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            xf[k] = (float)x[k] / 8.0f;
            m[k] = (k * 5 + row) % 3 != 0 ? -1 : 0;
            mf[k] = m[k] ? 1.0f : 0.0f;
        }
        int x0 = row * 8;
        FROM_VEC(fa, _ZGVdN8uuul_window(img, filt, 32, x0));
        FROM_VEC(fb, _ZGVdM8uuul_window(img, filt, 32, x0, TO_VEC(v8f, mf)));
        FROM_VEC(ia, _ZGVdN8v_steps(TO_VEC(v8i, x)));
        FROM_VEC(ib, _ZGVdM8v_steps(TO_VEC(v8i, x), TO_VEC(v8i, m)));
        FROM_VEC(fc, _ZGVdN8v_branchy(TO_VEC(v8f, xf)));
        FROM_VEC(fd, _ZGVdM8v_branchy(TO_VEC(v8f, xf), TO_VEC(v8f, mf)));
        FROM_VEC(ic, _ZGVdN8vu_early(TO_VEC(v8i, x), row * 5));
        FROM_VEC(id, _ZGVdM8vu_early(TO_VEC(v8i, x), row * 5, TO_VEC(v8i, m)));
        FROM_VEC(ie, _ZGVdN8v_big(TO_VEC(v8u, x)));
        FROM_VEC(ig, _ZGVdM8v_big(TO_VEC(v8u, x), TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%a %a | %d %d | %a %a | %d %d | %u %u", window(img, filt, 32, x0 + k), fa[k], steps(x[k]), ia[k],
                   branchy(xf[k]), fc[k], early(x[k], row * 5), ic[k], big((unsigned)x[k]), ie[k]);
            if (m[k])
                printf(" | %a %d %a %d %u", fb[k], ib[k], fd[k], id[k], ig[k]);
            printf("\n");
        }
    }
    return 0;
}
