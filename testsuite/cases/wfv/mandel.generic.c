/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask);
#pragma GCC diagnostic pop
/* A divergent loop: lanes leave Mandelbrot's while loop at different iterations; the loop runs
   while any lane is in it and each lane keeps the count of the iteration it left in. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned mandel(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_uint t9;
    unsigned int t10;
    vcc_v8_uint t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_m8 t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_m8 t30;
    vcc_m8 t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    unsigned int t38;
    vcc_m8 t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_m8 t42;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t10 = 0U;
    t11 = (vcc_v8_uint){0};
    t12 = (vcc_m8){0};
    for (;;) {
        t13 = vcc_splat(vcc_v8_int, t10 < max_iter);
        t14 = (vcc_m8)(t13 != (vcc_v8_int){0});
        t15 = t1 & t14;
        t16 = ~t14;
        t17 = t1 & t16;
        if (vcc_any(t15)) {
            t18 = t2 * t2;
            t19 = t3 * t3;
            t20 = t18 + t19;
            t21 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t22 = (vcc_m8)(t20 < t21);
            t23 = __builtin_convertvector(t22 & 1, vcc_v8_int);
            t24 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t4 = (vcc_m8)(t23 != t24);
            t25 = t15;
        } else {
            t4 = (vcc_m8){0};
            t25 = (vcc_m8){0};
        }
        t26 = t17 | t25;
        if (vcc_any(t26)) {
            t27 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t28 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t28, t27);
            t30 = (vcc_m8)(t29 != (vcc_v8_int){0});
            t5 = t26 & t30;
            t31 = ~t30;
            t6 = t26 & t31;
        } else {
            t5 = (vcc_m8){0};
            t6 = (vcc_m8){0};
        }
        if (vcc_any(t5)) {
            t32 = t2 * t2;
            t33 = t3 * t3;
            t34 = t32 - t33;
            t7 = t34 + cr;
            t35 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t36 = t35 * t2;
            t37 = t36 * t3;
            t8 = t37 + ci;
            t38 = t10 + 1U;
            t39 = t5;
        } else {
            t7 = (vcc_v8_float){0};
            t8 = (vcc_v8_float){0};
            t38 = 0U;
            t39 = (vcc_m8){0};
        }
        t40 = (vcc_v8_uint){t10, t10, t10, t10, t10, t10, t10, t10};
        t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t40, t11);
        t42 = t12 | t6;
        if (!vcc_any(t39)) {
            if (vcc_any(t42)) {
                t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, (vcc_v8_uint){0});
            } else {
                t9 = (vcc_v8_uint){0};
            }
            return t9;
        }
        t1 = t39;
        t10 = t38;
        t2 = t7;
        t3 = t8;
        t11 = t41;
        t12 = t42;
    }
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask) {
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_uint t9;
    unsigned int t10;
    vcc_v8_uint t11;
    vcc_m8 t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_m8 t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_m8 t30;
    vcc_m8 t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    unsigned int t38;
    vcc_m8 t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_m8 t42;
    t1 = (vcc_m8)(mask != (vcc_v8_uint){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t10 = 0U;
    t11 = (vcc_v8_uint){0};
    t12 = (vcc_m8){0};
    for (;;) {
        t13 = vcc_splat(vcc_v8_int, t10 < max_iter);
        t14 = (vcc_m8)(t13 != (vcc_v8_int){0});
        t15 = t1 & t14;
        t16 = ~t14;
        t17 = t1 & t16;
        if (vcc_any(t15)) {
            t18 = t2 * t2;
            t19 = t3 * t3;
            t20 = t18 + t19;
            t21 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t22 = (vcc_m8)(t20 < t21);
            t23 = __builtin_convertvector(t22 & 1, vcc_v8_int);
            t24 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t4 = (vcc_m8)(t23 != t24);
            t25 = t15;
        } else {
            t4 = (vcc_m8){0};
            t25 = (vcc_m8){0};
        }
        t26 = t17 | t25;
        if (vcc_any(t26)) {
            t27 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t28 = __builtin_convertvector(t4 & 1, vcc_v8_int);
            t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t28, t27);
            t30 = (vcc_m8)(t29 != (vcc_v8_int){0});
            t5 = t26 & t30;
            t31 = ~t30;
            t6 = t26 & t31;
        } else {
            t5 = (vcc_m8){0};
            t6 = (vcc_m8){0};
        }
        if (vcc_any(t5)) {
            t32 = t2 * t2;
            t33 = t3 * t3;
            t34 = t32 - t33;
            t7 = t34 + cr;
            t35 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t36 = t35 * t2;
            t37 = t36 * t3;
            t8 = t37 + ci;
            t38 = t10 + 1U;
            t39 = t5;
        } else {
            t7 = (vcc_v8_float){0};
            t8 = (vcc_v8_float){0};
            t38 = 0U;
            t39 = (vcc_m8){0};
        }
        t40 = (vcc_v8_uint){t10, t10, t10, t10, t10, t10, t10, t10};
        t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t40, t11);
        t42 = t12 | t6;
        if (!vcc_any(t39)) {
            if (vcc_any(t42)) {
                t9 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, (vcc_v8_uint){0});
            } else {
                t9 = (vcc_v8_uint){0};
            }
            return t9;
        }
        t1 = t39;
        t10 = t38;
        t2 = t7;
        t3 = t8;
        t11 = t41;
        t12 = t42;
    }
}
#pragma GCC diagnostic pop

v8u _ZGVdN8vvu_mandel(v8f, v8f, unsigned);
v8u _ZGVdM8vvu_mandel(v8f, v8f, unsigned, v8u);

int main(void) {
    for (int row = 0; row < 12; row++) {
        float cr[8], ci[8];
        unsigned m[8], a[8], b[8];
        for (int k = 0; k < 8; k++) {
            cr[k] = -2.1f + 0.33f * k + 0.02f * row;
            ci[k] = -1.2f + 0.2f * row + 0.01f * k;
            m[k] = (k * 7 + row) % 3 != 0;
        }
        unsigned max_iter = row < 6 ? 40 : 200;
        FROM_VEC(a, _ZGVdN8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter));
        FROM_VEC(b, _ZGVdM8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter, TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%u %u", mandel(cr[k], ci[k], max_iter), a[k]);
            if (m[k])
                printf(" %u", b[k]);
            printf("\n");
        }
    }
    return 0;
}
