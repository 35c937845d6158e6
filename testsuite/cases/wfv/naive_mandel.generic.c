/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
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
/* The ablation baseline (--wfv=naive): no shape optimisations, every value a vector, every
   access a gather or scatter, every branch linearized. Same program as mandel.c. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */
/* vcc-test: flags --wfv=naive */

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
    vcc_v8_uint t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_m8 t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_m8 t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_m8 t31;
    vcc_m8 t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_uint t39;
    vcc_m8 t40;
    vcc_v8_uint t41;
    vcc_m8 t42;
    t12 = (vcc_v8_uint){max_iter, max_iter, max_iter, max_iter, max_iter, max_iter, max_iter, max_iter};
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    t13 = (vcc_v8_uint){0};
    t14 = (vcc_m8){0};
    for (;;) {
        t15 = (vcc_m8)(t2 < t12);
        t16 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t17 = t1 & t15;
        t18 = ~t15;
        t19 = t1 & t18;
        if (vcc_any(t17)) {
            t20 = t3 * t3;
            t21 = t4 * t4;
            t22 = t20 + t21;
            t23 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t24 = (vcc_m8)(t22 < t23);
            t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t26 = __builtin_convertvector(t24 & 1, vcc_v8_int);
            t5 = (vcc_m8)(t26 != t25);
            t27 = t17;
        } else {
            t5 = (vcc_m8){0};
            t27 = (vcc_m8){0};
        }
        t28 = t19 | t27;
        if (vcc_any(t28)) {
            t29 = __builtin_convertvector(t5 & 1, vcc_v8_int);
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t16);
            t31 = (vcc_m8)(t30 != (vcc_v8_int){0});
            t6 = t28 & t31;
            t32 = ~t31;
            t7 = t28 & t32;
        } else {
            t6 = (vcc_m8){0};
            t7 = (vcc_m8){0};
        }
        if (vcc_any(t6)) {
            t33 = t3 * t3;
            t34 = t4 * t4;
            t35 = t33 - t34;
            t8 = t35 + cr;
            t36 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t37 = t36 * t3;
            t38 = t37 * t4;
            t9 = t38 + ci;
            t39 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
            t10 = t2 + t39;
            t40 = t6;
        } else {
            t8 = (vcc_v8_float){0};
            t9 = (vcc_v8_float){0};
            t10 = (vcc_v8_uint){0};
            t40 = (vcc_m8){0};
        }
        t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t13);
        t42 = t14 | t7;
        if (!vcc_any(t40)) {
            if (vcc_any(t42)) {
                t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, (vcc_v8_uint){0});
            } else {
                t11 = (vcc_v8_uint){0};
            }
            return t11;
        }
        t1 = t40;
        t2 = t10;
        t3 = t8;
        t4 = t9;
        t13 = t41;
        t14 = t42;
    }
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdM8vvu_mandel(vcc_v8_float cr, vcc_v8_float ci, unsigned int max_iter, vcc_v8_uint mask) {
    vcc_m8 t1;
    vcc_v8_uint t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_m8 t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_m8 t19;
    vcc_v8_float t20;
    vcc_v8_float t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_m8 t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_m8 t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_m8 t31;
    vcc_m8 t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_uint t39;
    vcc_m8 t40;
    vcc_v8_uint t41;
    vcc_m8 t42;
    t12 = (vcc_v8_uint){max_iter, max_iter, max_iter, max_iter, max_iter, max_iter, max_iter, max_iter};
    t1 = (vcc_m8)(mask != (vcc_v8_uint){0});
    t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t4 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
    t13 = (vcc_v8_uint){0};
    t14 = (vcc_m8){0};
    for (;;) {
        t15 = (vcc_m8)(t2 < t12);
        t16 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t17 = t1 & t15;
        t18 = ~t15;
        t19 = t1 & t18;
        if (vcc_any(t17)) {
            t20 = t3 * t3;
            t21 = t4 * t4;
            t22 = t20 + t21;
            t23 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t24 = (vcc_m8)(t22 < t23);
            t25 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t26 = __builtin_convertvector(t24 & 1, vcc_v8_int);
            t5 = (vcc_m8)(t26 != t25);
            t27 = t17;
        } else {
            t5 = (vcc_m8){0};
            t27 = (vcc_m8){0};
        }
        t28 = t19 | t27;
        if (vcc_any(t28)) {
            t29 = __builtin_convertvector(t5 & 1, vcc_v8_int);
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t29, t16);
            t31 = (vcc_m8)(t30 != (vcc_v8_int){0});
            t6 = t28 & t31;
            t32 = ~t31;
            t7 = t28 & t32;
        } else {
            t6 = (vcc_m8){0};
            t7 = (vcc_m8){0};
        }
        if (vcc_any(t6)) {
            t33 = t3 * t3;
            t34 = t4 * t4;
            t35 = t33 - t34;
            t8 = t35 + cr;
            t36 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t37 = t36 * t3;
            t38 = t37 * t4;
            t9 = t38 + ci;
            t39 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
            t10 = t2 + t39;
            t40 = t6;
        } else {
            t8 = (vcc_v8_float){0};
            t9 = (vcc_v8_float){0};
            t10 = (vcc_v8_uint){0};
            t40 = (vcc_m8){0};
        }
        t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t13);
        t42 = t14 | t7;
        if (!vcc_any(t40)) {
            if (vcc_any(t42)) {
                t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t41, (vcc_v8_uint){0});
            } else {
                t11 = (vcc_v8_uint){0};
            }
            return t11;
        }
        t1 = t40;
        t2 = t10;
        t3 = t8;
        t4 = t9;
        t13 = t41;
        t14 = t42;
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
