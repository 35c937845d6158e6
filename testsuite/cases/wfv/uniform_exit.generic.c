/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_walk(vcc_v8_int x, int limit);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_walk(vcc_v8_int x, int limit, vcc_v8_int mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_count(vcc_v8_int x, int limit);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_count(vcc_v8_int x, int limit, vcc_v8_int mask);
#pragma GCC diagnostic pop
/* A divergent loop whose header tests a uniform condition: the test stays a scalar branch, and
   when it fails every lane still in the loop leaves at once with its values of that iteration.
   `walk` also leaves by a varying `break` (to the same block, with other values) and by a varying
   `return` (to another block), so the exits' masks and values are kept per exit; `count` leaves
   only to one block with nothing passed, so no exit mask is carried at all. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd uniform(limit) */
int walk(int x, int limit) {
    int i = 0, acc = x, last = 0;
    while (i < limit) {
        last = acc & 7;
        if (acc > 1000) {
            acc = -acc;
            break;
        }
        acc = acc * 3 + i;
        if (acc % 5 == 0)
            return acc + 1;
        i++;
    }
    return acc + last * 100 + i;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVdN8vu_walk of `walk`: VL 8, unmasked, x vector, limit uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_walk(vcc_v8_int x, int limit) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_m8 t16;
    int t17;
    vcc_v8_int t18;
    vcc_v8_int t25;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_v8_int t47;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t17 = 0;
    t18 = x;
    t11 = (vcc_v8_int){0};
    t12 = (vcc_v8_int){0};
    t13 = (vcc_v8_int){0};
    t14 = (vcc_v8_int){0};
    t15 = (vcc_m8){0};
    t16 = (vcc_m8){0};
    while (t17 < limit) {
        vcc_v8_int t19 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t2 = t18 & t19;
        vcc_v8_int t20 = (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_m8 t21 = (vcc_m8)(t18 > t20);
        vcc_m8 t22 = t1 & t21;
        vcc_m8 t23 = ~t21;
        vcc_m8 t24 = t1 & t23;
        if (vcc_any(t24)) {
            vcc_v8_int t26 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t27 = (vcc_v8_uint)t18;
            vcc_v8_uint t28 = (vcc_v8_uint)t26;
            vcc_v8_uint t29 = t27 * t28;
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_v8_int t31 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
            vcc_v8_uint t32 = (vcc_v8_uint)t30;
            vcc_v8_uint t33 = (vcc_v8_uint)t31;
            vcc_v8_uint t34 = t32 + t33;
            t8 = (vcc_v8_int)t34;
            vcc_v8_int t35 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t36 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t35, t36);
            vcc_v8_int t38 = t8 % t37;
            vcc_v8_int t39 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_m8 t40 = (vcc_m8)(t38 == t39);
            t9 = t24 & t40;
            vcc_m8 t41 = ~t40;
            t10 = t24 & t41;
        } else {
            t8 = (vcc_v8_int){0};
            t9 = (vcc_m8){0};
            t10 = (vcc_m8){0};
        }
        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t11);
        t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t8, t12);
        vcc_v8_int t42 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
        t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t42, t13);
        t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, t14);
        t15 = t15 | t22;
        t16 = t16 | t9;
        if (!vcc_any(t10)) {
            t43 = t11;
            t44 = t12;
            t3 = t13;
            t4 = t14;
            t5 = (vcc_m8){0};
            t45 = t15;
            t46 = t16;
            t6 = (vcc_v8_int){0};
            t7 = (vcc_v8_int){0};
            goto L73;
        }
        t1 = t10;
        t17++;
        t18 = t8;
    }
    t25 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t25, t13);
    t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, t14);
    t5 = (vcc_m8){0} | t1;
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, (vcc_v8_int){0});
    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, (vcc_v8_int){0});
    t43 = t11;
    t44 = t12;
    t45 = t15;
    t46 = t16;
L73:
    t47 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_uint t48 = (vcc_v8_uint)t44;
    vcc_v8_uint t49 = (vcc_v8_uint)t47;
    vcc_v8_uint t50 = t48 + t49;
    vcc_v8_int t51 = (vcc_v8_int)t50;
    vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t51, (vcc_v8_int){0});
    vcc_v8_uint t53 = (vcc_v8_uint)t4;
    vcc_v8_uint t54 = -t53;
    vcc_v8_int t55 = (vcc_v8_int)t54;
    vcc_m8 t56 = t5 | t45;
    vcc_v8_int t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t55, t6);
    vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t43, t7);
    vcc_v8_int t59 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    vcc_v8_uint t60 = (vcc_v8_uint)t58;
    vcc_v8_uint t61 = (vcc_v8_uint)t59;
    vcc_v8_uint t62 = t60 * t61;
    vcc_v8_int t63 = (vcc_v8_int)t62;
    vcc_v8_uint t64 = (vcc_v8_uint)t57;
    vcc_v8_uint t65 = (vcc_v8_uint)t63;
    vcc_v8_uint t66 = t64 + t65;
    vcc_v8_int t67 = (vcc_v8_int)t66;
    vcc_v8_uint t68 = (vcc_v8_uint)t67;
    vcc_v8_uint t69 = (vcc_v8_uint)t3;
    vcc_v8_uint t70 = t68 + t69;
    vcc_v8_int t71 = (vcc_v8_int)t70;
    vcc_v8_int t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t71, t52);
    return t72;
}
#pragma GCC diagnostic pop

/* vcc: function at uniform_exit.c:11 vector variant _ZGVdM8vu_walk of `walk`: VL 8, masked, x vector, limit uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_walk(vcc_v8_int x, int limit, vcc_v8_int mask) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_m8 t15;
    vcc_m8 t16;
    int t17;
    vcc_v8_int t18;
    vcc_v8_int t25;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_v8_int t47;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t17 = 0;
    t18 = x;
    t11 = (vcc_v8_int){0};
    t12 = (vcc_v8_int){0};
    t13 = (vcc_v8_int){0};
    t14 = (vcc_v8_int){0};
    t15 = (vcc_m8){0};
    t16 = (vcc_m8){0};
    while (t17 < limit) {
        vcc_v8_int t19 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t2 = t18 & t19;
        vcc_v8_int t20 = (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        vcc_m8 t21 = (vcc_m8)(t18 > t20);
        vcc_m8 t22 = t1 & t21;
        vcc_m8 t23 = ~t21;
        vcc_m8 t24 = t1 & t23;
        if (vcc_any(t24)) {
            vcc_v8_int t26 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t27 = (vcc_v8_uint)t18;
            vcc_v8_uint t28 = (vcc_v8_uint)t26;
            vcc_v8_uint t29 = t27 * t28;
            vcc_v8_int t30 = (vcc_v8_int)t29;
            vcc_v8_int t31 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
            vcc_v8_uint t32 = (vcc_v8_uint)t30;
            vcc_v8_uint t33 = (vcc_v8_uint)t31;
            vcc_v8_uint t34 = t32 + t33;
            t8 = (vcc_v8_int)t34;
            vcc_v8_int t35 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            vcc_v8_int t36 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t35, t36);
            vcc_v8_int t38 = t8 % t37;
            vcc_v8_int t39 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_m8 t40 = (vcc_m8)(t38 == t39);
            t9 = t24 & t40;
            vcc_m8 t41 = ~t40;
            t10 = t24 & t41;
        } else {
            t8 = (vcc_v8_int){0};
            t9 = (vcc_m8){0};
            t10 = (vcc_m8){0};
        }
        t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t11);
        t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t8, t12);
        vcc_v8_int t42 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
        t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t42, t13);
        t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, t14);
        t15 = t15 | t22;
        t16 = t16 | t9;
        if (!vcc_any(t10)) {
            t43 = t11;
            t44 = t12;
            t3 = t13;
            t4 = t14;
            t5 = (vcc_m8){0};
            t45 = t15;
            t46 = t16;
            t6 = (vcc_v8_int){0};
            t7 = (vcc_v8_int){0};
            goto L73;
        }
        t1 = t10;
        t17++;
        t18 = t8;
    }
    t25 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t25, t13);
    t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, t14);
    t5 = (vcc_m8){0} | t1;
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t18, (vcc_v8_int){0});
    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, (vcc_v8_int){0});
    t43 = t11;
    t44 = t12;
    t45 = t15;
    t46 = t16;
L73:
    t47 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_uint t48 = (vcc_v8_uint)t44;
    vcc_v8_uint t49 = (vcc_v8_uint)t47;
    vcc_v8_uint t50 = t48 + t49;
    vcc_v8_int t51 = (vcc_v8_int)t50;
    vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t51, (vcc_v8_int){0});
    vcc_v8_uint t53 = (vcc_v8_uint)t4;
    vcc_v8_uint t54 = -t53;
    vcc_v8_int t55 = (vcc_v8_int)t54;
    vcc_m8 t56 = t5 | t45;
    vcc_v8_int t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t55, t6);
    vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t43, t7);
    vcc_v8_int t59 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    vcc_v8_uint t60 = (vcc_v8_uint)t58;
    vcc_v8_uint t61 = (vcc_v8_uint)t59;
    vcc_v8_uint t62 = t60 * t61;
    vcc_v8_int t63 = (vcc_v8_int)t62;
    vcc_v8_uint t64 = (vcc_v8_uint)t57;
    vcc_v8_uint t65 = (vcc_v8_uint)t63;
    vcc_v8_uint t66 = t64 + t65;
    vcc_v8_int t67 = (vcc_v8_int)t66;
    vcc_v8_uint t68 = (vcc_v8_uint)t67;
    vcc_v8_uint t69 = (vcc_v8_uint)t3;
    vcc_v8_uint t70 = t68 + t69;
    vcc_v8_int t71 = (vcc_v8_int)t70;
    vcc_v8_int t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t71, t52);
    return t72;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(limit) */
int count(int x, int limit) {
    int n = 0;
    while (n < limit && x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVdN8vu_count of `count`: VL 8, unmasked, x vector, limit uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_count(vcc_v8_int x, int limit) {
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t5;
    vcc_v8_int t6;
    int t7;
    vcc_v8_int t15;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t7 = 0;
    t5 = x;
    t6 = (vcc_v8_int){0};
    while (t7 < limit) {
        vcc_v8_int t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t9 = (vcc_m8)(t5 != t8);
        vcc_m8 t10 = t1 & t9;
        vcc_v8_int t11 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t12 = t5 & t11;
        vcc_m8 t13 = (vcc_m8)(t12 != (vcc_v8_int){0});
        vcc_m8 t14 = ~t13;
        vcc_m8 t4 = t10 & t14;
        if (vcc_any(t4)) {
            vcc_v8_int t16 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t17 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t16, t17);
            t3 = t5 / t18;
        } else {
            t3 = (vcc_v8_int){0};
            t4 = (vcc_m8){0};
        }
        vcc_v8_int t19 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t20 = (vcc_v8_uint)t19;
        vcc_v8_uint t21 = (vcc_v8_uint)t5;
        vcc_v8_uint t22 = t20 * t21;
        vcc_v8_int t23 = (vcc_v8_int)t22;
        vcc_v8_int t24 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t25 = (vcc_v8_uint)t23;
        vcc_v8_uint t26 = (vcc_v8_uint)t24;
        vcc_v8_uint t27 = t25 + t26;
        vcc_v8_int t28 = (vcc_v8_int)t27;
        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t28);
        vcc_v8_int t29 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t29, t6);
        if (!vcc_any(t10)) {
            t2 = t6;
            goto L30;
        }
        t1 = t10;
        t7++;
    }
    t15 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
    t2 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t15, t6);
L30:
    return t2;
}
#pragma GCC diagnostic pop

/* vcc: function at uniform_exit.c:28 vector variant _ZGVdM8vu_count of `count`: VL 8, masked, x vector, limit uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_count(vcc_v8_int x, int limit, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_m8 t7;
    int t8;
    vcc_v8_int t16;
    vcc_v8_int t31;
    t6 = (vcc_m8)(mask != (vcc_v8_int){0});
    t7 = t6;
    t8 = 0;
    t4 = x;
    t5 = (vcc_v8_int){0};
    while (t8 < limit) {
        vcc_v8_int t9 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t10 = (vcc_m8)(t4 != t9);
        vcc_m8 t11 = t7 & t10;
        vcc_v8_int t12 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t13 = t4 & t12;
        vcc_m8 t14 = (vcc_m8)(t13 != (vcc_v8_int){0});
        vcc_m8 t15 = ~t14;
        vcc_m8 t3 = t11 & t15;
        if (vcc_any(t3)) {
            vcc_v8_int t17 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            vcc_v8_int t18 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t17, t18);
            t2 = t4 / t19;
        } else {
            t2 = (vcc_v8_int){0};
            t3 = (vcc_m8){0};
        }
        vcc_v8_int t20 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t21 = (vcc_v8_uint)t20;
        vcc_v8_uint t22 = (vcc_v8_uint)t4;
        vcc_v8_uint t23 = t21 * t22;
        vcc_v8_int t24 = (vcc_v8_int)t23;
        vcc_v8_int t25 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_uint t26 = (vcc_v8_uint)t24;
        vcc_v8_uint t27 = (vcc_v8_uint)t25;
        vcc_v8_uint t28 = t26 + t27;
        vcc_v8_int t29 = (vcc_v8_int)t28;
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t29);
        vcc_v8_int t30 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t30, t5);
        if (!vcc_any(t11)) {
            t1 = t5;
            goto L32;
        }
        t7 = t11;
        t8++;
    }
    t16 = (vcc_v8_int){t8, t8, t8, t8, t8, t8, t8, t8};
    t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t16, t5);
L32:
    t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t1, (vcc_v8_int){0});
    return t31;
}
#pragma GCC diagnostic pop

v8i _ZGVdN8vu_walk(v8i, int);
v8i _ZGVdM8vu_walk(v8i, int, v8i);
v8i _ZGVdN8vu_count(v8i, int);
v8i _ZGVdM8vu_count(v8i, int, v8i);

int main(void) {
    for (int row = 0; row < 16; row++) {
        int x[8], m[8], a[8], b[8], c[8], d[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            m[k] = (k * 5 + row) % 3 != 0;
        }
        int limit = row;
        FROM_VEC(a, _ZGVdN8vu_walk(TO_VEC(v8i, x), limit));
        FROM_VEC(b, _ZGVdM8vu_walk(TO_VEC(v8i, x), limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++)
            x[k] = x[k] < 1 ? 1 - x[k] : x[k];
        FROM_VEC(c, _ZGVdN8vu_count(TO_VEC(v8i, x), 4 * limit));
        FROM_VEC(d, _ZGVdM8vu_count(TO_VEC(v8i, x), 4 * limit, TO_VEC(v8i, m)));
        for (int k = 0; k < 8; k++) {
            printf("%d %d %d %d", walk((k * 37 + row * 11) % 61 - 20, limit), a[k], count(x[k], 4 * limit), c[k]);
            if (m[k])
                printf(" %d %d", b[k], d[k]);
            printf("\n");
        }
    }
    return 0;
}
