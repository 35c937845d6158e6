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
    vcc_m8 t8;
    vcc_m8 t9;
    int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_m8 t44;
    vcc_m8 t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_m8 t52;
    vcc_m8 t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_m8 t56;
    vcc_m8 t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_int t66;
    vcc_m8 t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_int t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_int t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_int t82;
    vcc_v8_int t83;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t10 = 0;
    t11 = x;
    t12 = (vcc_v8_int){0};
    t13 = (vcc_v8_int){0};
    t14 = (vcc_v8_int){0};
    t15 = (vcc_v8_int){0};
    t16 = (vcc_m8){0};
    t17 = (vcc_m8){0};
    t18 = (vcc_m8){0};
    t19 = (vcc_v8_int){0};
    t20 = (vcc_v8_int){0};
    while (t10 < limit) {
        t21 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t22 = t11 & t21;
        t23 = (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        t24 = (vcc_m8)(t11 > t23);
        t25 = t1 & t24;
        t26 = ~t24;
        t27 = t1 & t26;
        if (vcc_any(t27)) {
            t29 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t30 = (vcc_v8_uint)t11;
            t31 = (vcc_v8_uint)t29;
            t32 = t30 * t31;
            t33 = (vcc_v8_int)t32;
            t34 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
            t35 = (vcc_v8_uint)t33;
            t36 = (vcc_v8_uint)t34;
            t37 = t35 + t36;
            t38 = (vcc_v8_int)t37;
            t39 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t40 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t39, t40);
            t42 = t38 % t41;
            t43 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t44 = (vcc_m8)(t42 == t43);
            t8 = t27 & t44;
            t45 = ~t44;
            t9 = t27 & t45;
            t46 = t38;
        } else {
            t46 = (vcc_v8_int){0};
            t8 = (vcc_m8){0};
            t9 = (vcc_m8){0};
        }
        t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t22, t12);
        t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t46, t13);
        t49 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
        t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t49, t14);
        t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, t15);
        t52 = t17 | t25;
        t53 = t18 | t8;
        if (!vcc_any(t9)) {
            t54 = t47;
            t55 = t48;
            t3 = t50;
            t4 = t51;
            t5 = t16;
            t56 = t52;
            t57 = t53;
            t6 = t19;
            t7 = t20;
            goto L84;
        }
        t1 = t9;
        t10++;
        t11 = t46;
        t2 = t22;
        t12 = t47;
        t13 = t48;
        t14 = t50;
        t15 = t51;
        t17 = t52;
        t18 = t53;
    }
    t28 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t28, t14);
    t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, t15);
    t5 = t16 | t1;
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, t19);
    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t20);
    t54 = t12;
    t55 = t13;
    t56 = t17;
    t57 = t18;
L84:
    t58 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t59 = (vcc_v8_uint)t55;
    t60 = (vcc_v8_uint)t58;
    t61 = t59 + t60;
    t62 = (vcc_v8_int)t61;
    t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, t62, (vcc_v8_int){0});
    t64 = (vcc_v8_uint)t4;
    t65 = -t64;
    t66 = (vcc_v8_int)t65;
    t67 = t5 | t56;
    t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t66, t6);
    t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t54, t7);
    t70 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    t71 = (vcc_v8_uint)t69;
    t72 = (vcc_v8_uint)t70;
    t73 = t71 * t72;
    t74 = (vcc_v8_int)t73;
    t75 = (vcc_v8_uint)t68;
    t76 = (vcc_v8_uint)t74;
    t77 = t75 + t76;
    t78 = (vcc_v8_int)t77;
    t79 = (vcc_v8_uint)t78;
    t80 = (vcc_v8_uint)t3;
    t81 = t79 + t80;
    t82 = (vcc_v8_int)t81;
    t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, t82, t63);
    return t83;
}
#pragma GCC diagnostic pop

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
    vcc_m8 t8;
    vcc_m8 t9;
    int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_m8 t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_m8 t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_m8 t44;
    vcc_m8 t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_m8 t52;
    vcc_m8 t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_m8 t56;
    vcc_m8 t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    vcc_v8_int t66;
    vcc_m8 t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_int t74;
    vcc_v8_uint t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_int t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_int t82;
    vcc_v8_int t83;
    t1 = (vcc_m8)(mask != (vcc_v8_int){0});
    t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t10 = 0;
    t11 = x;
    t12 = (vcc_v8_int){0};
    t13 = (vcc_v8_int){0};
    t14 = (vcc_v8_int){0};
    t15 = (vcc_v8_int){0};
    t16 = (vcc_m8){0};
    t17 = (vcc_m8){0};
    t18 = (vcc_m8){0};
    t19 = (vcc_v8_int){0};
    t20 = (vcc_v8_int){0};
    while (t10 < limit) {
        t21 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t22 = t11 & t21;
        t23 = (vcc_v8_int){1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
        t24 = (vcc_m8)(t11 > t23);
        t25 = t1 & t24;
        t26 = ~t24;
        t27 = t1 & t26;
        if (vcc_any(t27)) {
            t29 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t30 = (vcc_v8_uint)t11;
            t31 = (vcc_v8_uint)t29;
            t32 = t30 * t31;
            t33 = (vcc_v8_int)t32;
            t34 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
            t35 = (vcc_v8_uint)t33;
            t36 = (vcc_v8_uint)t34;
            t37 = t35 + t36;
            t38 = (vcc_v8_int)t37;
            t39 = (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t40 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t39, t40);
            t42 = t38 % t41;
            t43 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t44 = (vcc_m8)(t42 == t43);
            t8 = t27 & t44;
            t45 = ~t44;
            t9 = t27 & t45;
            t46 = t38;
        } else {
            t46 = (vcc_v8_int){0};
            t8 = (vcc_m8){0};
            t9 = (vcc_m8){0};
        }
        t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t22, t12);
        t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t46, t13);
        t49 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
        t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t49, t14);
        t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, t15);
        t52 = t17 | t25;
        t53 = t18 | t8;
        if (!vcc_any(t9)) {
            t54 = t47;
            t55 = t48;
            t3 = t50;
            t4 = t51;
            t5 = t16;
            t56 = t52;
            t57 = t53;
            t6 = t19;
            t7 = t20;
            goto L84;
        }
        t1 = t9;
        t10++;
        t11 = t46;
        t2 = t22;
        t12 = t47;
        t13 = t48;
        t14 = t50;
        t15 = t51;
        t17 = t52;
        t18 = t53;
    }
    t28 = (vcc_v8_int){t10, t10, t10, t10, t10, t10, t10, t10};
    t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t28, t14);
    t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, t15);
    t5 = t16 | t1;
    t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t11, t19);
    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t20);
    t54 = t12;
    t55 = t13;
    t56 = t17;
    t57 = t18;
L84:
    t58 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t59 = (vcc_v8_uint)t55;
    t60 = (vcc_v8_uint)t58;
    t61 = t59 + t60;
    t62 = (vcc_v8_int)t61;
    t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, t62, (vcc_v8_int){0});
    t64 = (vcc_v8_uint)t4;
    t65 = -t64;
    t66 = (vcc_v8_int)t65;
    t67 = t5 | t56;
    t68 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t66, t6);
    t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t54, t7);
    t70 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    t71 = (vcc_v8_uint)t69;
    t72 = (vcc_v8_uint)t70;
    t73 = t71 * t72;
    t74 = (vcc_v8_int)t73;
    t75 = (vcc_v8_uint)t68;
    t76 = (vcc_v8_uint)t74;
    t77 = t75 + t76;
    t78 = (vcc_v8_int)t77;
    t79 = (vcc_v8_uint)t78;
    t80 = (vcc_v8_uint)t3;
    t81 = t79 + t80;
    t82 = (vcc_v8_int)t81;
    t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t67, t82, t63);
    return t83;
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_count(vcc_v8_int x, int limit) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_m8 t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_m8 t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t5 = t4;
    t6 = 0;
    t3 = x;
    t7 = (vcc_v8_int){0};
    while (t6 < limit) {
        t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t9 = (vcc_m8)(t3 != t8);
        t10 = t5 & t9;
        t11 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t12 = t3 & t11;
        t13 = (vcc_m8)(t12 != (vcc_v8_int){0});
        t14 = t10 & t13;
        t15 = ~t13;
        t16 = t10 & t15;
        if (vcc_any(t16)) {
            t18 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t19 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t18, t19);
            t2 = t3 / t20;
            t21 = t16;
        } else {
            t2 = (vcc_v8_int){0};
            t21 = (vcc_m8){0};
        }
        t22 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t23 = (vcc_v8_uint)t22;
        t24 = (vcc_v8_uint)t3;
        t25 = t23 * t24;
        t26 = (vcc_v8_int)t25;
        t27 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t28 = (vcc_v8_uint)t26;
        t29 = (vcc_v8_uint)t27;
        t30 = t28 + t29;
        t31 = (vcc_v8_int)t30;
        t32 = t14 | t21;
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t2, t31);
        t33 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t33, t7);
        if (!vcc_any(t32)) {
            t1 = t34;
            goto L36;
        }
        t5 = t32;
        t6++;
        t7 = t34;
    }
    t17 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
    t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t17, t7);
L36:
    t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t1, (vcc_v8_int){0});
    return t35;
}
#pragma GCC diagnostic pop

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdM8vu_count(vcc_v8_int x, int limit, vcc_v8_int mask) {
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_m8 t5;
    int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_int t31;
    vcc_m8 t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    t4 = (vcc_m8)(mask != (vcc_v8_int){0});
    t5 = t4;
    t6 = 0;
    t3 = x;
    t7 = (vcc_v8_int){0};
    while (t6 < limit) {
        t8 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t9 = (vcc_m8)(t3 != t8);
        t10 = t5 & t9;
        t11 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t12 = t3 & t11;
        t13 = (vcc_m8)(t12 != (vcc_v8_int){0});
        t14 = t10 & t13;
        t15 = ~t13;
        t16 = t10 & t15;
        if (vcc_any(t16)) {
            t18 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
            t19 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t20 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t18, t19);
            t2 = t3 / t20;
            t21 = t16;
        } else {
            t2 = (vcc_v8_int){0};
            t21 = (vcc_m8){0};
        }
        t22 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t23 = (vcc_v8_uint)t22;
        t24 = (vcc_v8_uint)t3;
        t25 = t23 * t24;
        t26 = (vcc_v8_int)t25;
        t27 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t28 = (vcc_v8_uint)t26;
        t29 = (vcc_v8_uint)t27;
        t30 = t28 + t29;
        t31 = (vcc_v8_int)t30;
        t32 = t14 | t21;
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t2, t31);
        t33 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t33, t7);
        if (!vcc_any(t32)) {
            t1 = t34;
            goto L36;
        }
        t5 = t32;
        t6++;
        t7 = t34;
    }
    t17 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
    t1 = vcc_select(vcc_v8_int, (vcc_v8_int)t5, t17, t7);
L36:
    t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t1, (vcc_v8_int){0});
    return t35;
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
