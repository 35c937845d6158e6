/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

int32x4_t _ZGVnN4vu_walk(int32x4_t x, int limit);
int32x4_t _ZGVnM4vu_walk(int32x4_t x, int limit, int32x4_t mask);
int32x4_t _ZGVnN4vu_count(int32x4_t x, int limit);
int32x4_t _ZGVnM4vu_count(int32x4_t x, int limit, int32x4_t mask);
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

/* vcc: function at uniform_exit.c:11 vector variant _ZGVnN4vu_walk of `walk`: VL 4, unmasked, x vector, limit uniform */
int32x4_t _ZGVnN4vu_walk(int32x4_t x, int limit) {
    uint32x4_t t1;
    int32x4_t t2;
    int32x4_t t3;
    int32x4_t t4;
    uint32x4_t t5;
    int32x4_t t6;
    int32x4_t t7;
    int32x4_t t8;
    uint32x4_t t9;
    uint32x4_t t10;
    int32x4_t t11;
    int32x4_t t12;
    int32x4_t t13;
    int32x4_t t14;
    uint32x4_t t15;
    uint32x4_t t16;
    int t17;
    int32x4_t t18;
    int32x4_t t25;
    int32x4_t t43;
    int32x4_t t44;
    uint32x4_t t45;
    uint32x4_t t46;
    int32x4_t t47;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    t2 = vdupq_n_s32(0);
    t17 = 0;
    t18 = x;
    t11 = (int32x4_t)(vcc_v4_int){0};
    t12 = (int32x4_t)(vcc_v4_int){0};
    t13 = (int32x4_t)(vcc_v4_int){0};
    t14 = (int32x4_t)(vcc_v4_int){0};
    t15 = (uint32x4_t)(vcc_m4){0};
    t16 = (uint32x4_t)(vcc_m4){0};
    while (t17 < limit) {
        int32x4_t t19 = vdupq_n_s32(7);
        t2 = vandq_s32(t18, t19);
        int32x4_t t20 = vdupq_n_s32(1000);
        uint32x4_t t21 = vcgtq_s32(t18, t20);
        uint32x4_t t22 = vandq_u32(t1, t21);
        uint32x4_t t23 = vmvnq_u32(t21);
        uint32x4_t t24 = vandq_u32(t1, t23);
        if ((vmaxvq_u32(t24) != 0)) {
            int32x4_t t26 = vdupq_n_s32(3);
            uint32x4_t t27 = vreinterpretq_u32_s32(t18);
            uint32x4_t t28 = vreinterpretq_u32_s32(t26);
            uint32x4_t t29 = vmulq_u32(t27, t28);
            int32x4_t t30 = vreinterpretq_s32_u32(t29);
            int32x4_t t31 = vdupq_n_s32(t17);
            uint32x4_t t32 = vreinterpretq_u32_s32(t30);
            uint32x4_t t33 = vreinterpretq_u32_s32(t31);
            uint32x4_t t34 = vaddq_u32(t32, t33);
            t8 = vreinterpretq_s32_u32(t34);
            int32x4_t t35 = vdupq_n_s32(5);
            int32x4_t t36 = vdupq_n_s32(1);
            int32x4_t t37 = vbslq_s32(t24, t35, t36);
            int32x4_t t38 = (int32x4_t)((vcc_v4_int)t8 % (vcc_v4_int)t37);
            int32x4_t t39 = vdupq_n_s32(0);
            uint32x4_t t40 = vceqq_s32(t38, t39);
            t9 = vandq_u32(t24, t40);
            uint32x4_t t41 = vmvnq_u32(t40);
            t10 = vandq_u32(t24, t41);
        } else {
            t8 = (int32x4_t)(vcc_v4_int){0};
            t9 = (uint32x4_t)(vcc_m4){0};
            t10 = (uint32x4_t)(vcc_m4){0};
        }
        t11 = vbslq_s32(t1, t2, t11);
        t12 = vbslq_s32(t24, t8, t12);
        int32x4_t t42 = vdupq_n_s32(t17);
        t13 = vbslq_s32(t1, t42, t13);
        t14 = vbslq_s32(t1, t18, t14);
        t15 = vorrq_u32(t15, t22);
        t16 = vorrq_u32(t16, t9);
        if (!(vmaxvq_u32(t10) != 0)) {
            t43 = t11;
            t44 = t12;
            t3 = t13;
            t4 = t14;
            t5 = (uint32x4_t)(vcc_m4){0};
            t45 = t15;
            t46 = t16;
            t6 = (int32x4_t)(vcc_v4_int){0};
            t7 = (int32x4_t)(vcc_v4_int){0};
            goto L73;
        }
        t1 = t10;
        t17++;
        t18 = t8;
    }
    t25 = vdupq_n_s32(t17);
    t3 = vbslq_s32(t1, t25, t13);
    t4 = vbslq_s32(t1, t18, t14);
    t5 = vorrq_u32((uint32x4_t)(vcc_m4){0}, t1);
    t6 = vbslq_s32(t1, t18, (int32x4_t)(vcc_v4_int){0});
    t7 = vbslq_s32(t1, t2, (int32x4_t)(vcc_v4_int){0});
    t43 = t11;
    t44 = t12;
    t45 = t15;
    t46 = t16;
L73:
    t47 = vdupq_n_s32(1);
    uint32x4_t t48 = vreinterpretq_u32_s32(t44);
    uint32x4_t t49 = vreinterpretq_u32_s32(t47);
    uint32x4_t t50 = vaddq_u32(t48, t49);
    int32x4_t t51 = vreinterpretq_s32_u32(t50);
    int32x4_t t52 = vbslq_s32(t46, t51, (int32x4_t)(vcc_v4_int){0});
    uint32x4_t t53 = vreinterpretq_u32_s32(t4);
    uint32x4_t t54 = vsubq_u32(vdupq_n_u32(0), t53);
    int32x4_t t55 = vreinterpretq_s32_u32(t54);
    uint32x4_t t56 = vorrq_u32(t5, t45);
    int32x4_t t57 = vbslq_s32(t45, t55, t6);
    int32x4_t t58 = vbslq_s32(t45, t43, t7);
    int32x4_t t59 = vdupq_n_s32(100);
    uint32x4_t t60 = vreinterpretq_u32_s32(t58);
    uint32x4_t t61 = vreinterpretq_u32_s32(t59);
    uint32x4_t t62 = vmulq_u32(t60, t61);
    int32x4_t t63 = vreinterpretq_s32_u32(t62);
    uint32x4_t t64 = vreinterpretq_u32_s32(t57);
    uint32x4_t t65 = vreinterpretq_u32_s32(t63);
    uint32x4_t t66 = vaddq_u32(t64, t65);
    int32x4_t t67 = vreinterpretq_s32_u32(t66);
    uint32x4_t t68 = vreinterpretq_u32_s32(t67);
    uint32x4_t t69 = vreinterpretq_u32_s32(t3);
    uint32x4_t t70 = vaddq_u32(t68, t69);
    int32x4_t t71 = vreinterpretq_s32_u32(t70);
    int32x4_t t72 = vbslq_s32(t56, t71, t52);
    return t72;
}

/* vcc: function at uniform_exit.c:11 vector variant _ZGVnM4vu_walk of `walk`: VL 4, masked, x vector, limit uniform */
int32x4_t _ZGVnM4vu_walk(int32x4_t x, int limit, int32x4_t mask) {
    uint32x4_t t1;
    int32x4_t t2;
    int32x4_t t3;
    int32x4_t t4;
    uint32x4_t t5;
    int32x4_t t6;
    int32x4_t t7;
    int32x4_t t8;
    uint32x4_t t9;
    uint32x4_t t10;
    int32x4_t t11;
    int32x4_t t12;
    int32x4_t t13;
    int32x4_t t14;
    uint32x4_t t15;
    uint32x4_t t16;
    int t17;
    int32x4_t t18;
    int32x4_t t25;
    int32x4_t t43;
    int32x4_t t44;
    uint32x4_t t45;
    uint32x4_t t46;
    int32x4_t t47;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    t2 = vdupq_n_s32(0);
    t17 = 0;
    t18 = x;
    t11 = (int32x4_t)(vcc_v4_int){0};
    t12 = (int32x4_t)(vcc_v4_int){0};
    t13 = (int32x4_t)(vcc_v4_int){0};
    t14 = (int32x4_t)(vcc_v4_int){0};
    t15 = (uint32x4_t)(vcc_m4){0};
    t16 = (uint32x4_t)(vcc_m4){0};
    while (t17 < limit) {
        int32x4_t t19 = vdupq_n_s32(7);
        t2 = vandq_s32(t18, t19);
        int32x4_t t20 = vdupq_n_s32(1000);
        uint32x4_t t21 = vcgtq_s32(t18, t20);
        uint32x4_t t22 = vandq_u32(t1, t21);
        uint32x4_t t23 = vmvnq_u32(t21);
        uint32x4_t t24 = vandq_u32(t1, t23);
        if ((vmaxvq_u32(t24) != 0)) {
            int32x4_t t26 = vdupq_n_s32(3);
            uint32x4_t t27 = vreinterpretq_u32_s32(t18);
            uint32x4_t t28 = vreinterpretq_u32_s32(t26);
            uint32x4_t t29 = vmulq_u32(t27, t28);
            int32x4_t t30 = vreinterpretq_s32_u32(t29);
            int32x4_t t31 = vdupq_n_s32(t17);
            uint32x4_t t32 = vreinterpretq_u32_s32(t30);
            uint32x4_t t33 = vreinterpretq_u32_s32(t31);
            uint32x4_t t34 = vaddq_u32(t32, t33);
            t8 = vreinterpretq_s32_u32(t34);
            int32x4_t t35 = vdupq_n_s32(5);
            int32x4_t t36 = vdupq_n_s32(1);
            int32x4_t t37 = vbslq_s32(t24, t35, t36);
            int32x4_t t38 = (int32x4_t)((vcc_v4_int)t8 % (vcc_v4_int)t37);
            int32x4_t t39 = vdupq_n_s32(0);
            uint32x4_t t40 = vceqq_s32(t38, t39);
            t9 = vandq_u32(t24, t40);
            uint32x4_t t41 = vmvnq_u32(t40);
            t10 = vandq_u32(t24, t41);
        } else {
            t8 = (int32x4_t)(vcc_v4_int){0};
            t9 = (uint32x4_t)(vcc_m4){0};
            t10 = (uint32x4_t)(vcc_m4){0};
        }
        t11 = vbslq_s32(t1, t2, t11);
        t12 = vbslq_s32(t24, t8, t12);
        int32x4_t t42 = vdupq_n_s32(t17);
        t13 = vbslq_s32(t1, t42, t13);
        t14 = vbslq_s32(t1, t18, t14);
        t15 = vorrq_u32(t15, t22);
        t16 = vorrq_u32(t16, t9);
        if (!(vmaxvq_u32(t10) != 0)) {
            t43 = t11;
            t44 = t12;
            t3 = t13;
            t4 = t14;
            t5 = (uint32x4_t)(vcc_m4){0};
            t45 = t15;
            t46 = t16;
            t6 = (int32x4_t)(vcc_v4_int){0};
            t7 = (int32x4_t)(vcc_v4_int){0};
            goto L73;
        }
        t1 = t10;
        t17++;
        t18 = t8;
    }
    t25 = vdupq_n_s32(t17);
    t3 = vbslq_s32(t1, t25, t13);
    t4 = vbslq_s32(t1, t18, t14);
    t5 = vorrq_u32((uint32x4_t)(vcc_m4){0}, t1);
    t6 = vbslq_s32(t1, t18, (int32x4_t)(vcc_v4_int){0});
    t7 = vbslq_s32(t1, t2, (int32x4_t)(vcc_v4_int){0});
    t43 = t11;
    t44 = t12;
    t45 = t15;
    t46 = t16;
L73:
    t47 = vdupq_n_s32(1);
    uint32x4_t t48 = vreinterpretq_u32_s32(t44);
    uint32x4_t t49 = vreinterpretq_u32_s32(t47);
    uint32x4_t t50 = vaddq_u32(t48, t49);
    int32x4_t t51 = vreinterpretq_s32_u32(t50);
    int32x4_t t52 = vbslq_s32(t46, t51, (int32x4_t)(vcc_v4_int){0});
    uint32x4_t t53 = vreinterpretq_u32_s32(t4);
    uint32x4_t t54 = vsubq_u32(vdupq_n_u32(0), t53);
    int32x4_t t55 = vreinterpretq_s32_u32(t54);
    uint32x4_t t56 = vorrq_u32(t5, t45);
    int32x4_t t57 = vbslq_s32(t45, t55, t6);
    int32x4_t t58 = vbslq_s32(t45, t43, t7);
    int32x4_t t59 = vdupq_n_s32(100);
    uint32x4_t t60 = vreinterpretq_u32_s32(t58);
    uint32x4_t t61 = vreinterpretq_u32_s32(t59);
    uint32x4_t t62 = vmulq_u32(t60, t61);
    int32x4_t t63 = vreinterpretq_s32_u32(t62);
    uint32x4_t t64 = vreinterpretq_u32_s32(t57);
    uint32x4_t t65 = vreinterpretq_u32_s32(t63);
    uint32x4_t t66 = vaddq_u32(t64, t65);
    int32x4_t t67 = vreinterpretq_s32_u32(t66);
    uint32x4_t t68 = vreinterpretq_u32_s32(t67);
    uint32x4_t t69 = vreinterpretq_u32_s32(t3);
    uint32x4_t t70 = vaddq_u32(t68, t69);
    int32x4_t t71 = vreinterpretq_s32_u32(t70);
    int32x4_t t72 = vbslq_s32(t56, t71, t52);
    return t72;
}

/* #pragma omp declare simd uniform(limit) */
int count(int x, int limit) {
    int n = 0;
    while (n < limit && x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVnN4vu_count of `count`: VL 4, unmasked, x vector, limit uniform */
int32x4_t _ZGVnN4vu_count(int32x4_t x, int limit) {
    uint32x4_t t1;
    int32x4_t t2;
    int32x4_t t3;
    int32x4_t t5;
    int32x4_t t6;
    int t7;
    int32x4_t t15;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    t7 = 0;
    t5 = x;
    t6 = (int32x4_t)(vcc_v4_int){0};
    while (t7 < limit) {
        int32x4_t t8 = vdupq_n_s32(1);
        uint32x4_t t9 = vmvnq_u32(vceqq_s32(t5, t8));
        uint32x4_t t10 = vandq_u32(t1, t9);
        int32x4_t t11 = vdupq_n_s32(1);
        int32x4_t t12 = vandq_s32(t5, t11);
        uint32x4_t t13 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
        uint32x4_t t14 = vmvnq_u32(t13);
        uint32x4_t t4 = vandq_u32(t10, t14);
        if ((vmaxvq_u32(t4) != 0)) {
            int32x4_t t16 = vdupq_n_s32(2);
            int32x4_t t17 = vdupq_n_s32(1);
            int32x4_t t18 = vbslq_s32(t4, t16, t17);
            t3 = (int32x4_t)((vcc_v4_int)t5 / (vcc_v4_int)t18);
        } else {
            t3 = (int32x4_t)(vcc_v4_int){0};
            t4 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t19 = vdupq_n_s32(3);
        uint32x4_t t20 = vreinterpretq_u32_s32(t19);
        uint32x4_t t21 = vreinterpretq_u32_s32(t5);
        uint32x4_t t22 = vmulq_u32(t20, t21);
        int32x4_t t23 = vreinterpretq_s32_u32(t22);
        int32x4_t t24 = vdupq_n_s32(1);
        uint32x4_t t25 = vreinterpretq_u32_s32(t23);
        uint32x4_t t26 = vreinterpretq_u32_s32(t24);
        uint32x4_t t27 = vaddq_u32(t25, t26);
        int32x4_t t28 = vreinterpretq_s32_u32(t27);
        t5 = vbslq_s32(t4, t3, t28);
        int32x4_t t29 = vdupq_n_s32(t7);
        t6 = vbslq_s32(t1, t29, t6);
        if (!(vmaxvq_u32(t10) != 0)) {
            t2 = t6;
            goto L30;
        }
        t1 = t10;
        t7++;
    }
    t15 = vdupq_n_s32(t7);
    t2 = vbslq_s32(t1, t15, t6);
L30:
    return t2;
}

/* vcc: function at uniform_exit.c:28 vector variant _ZGVnM4vu_count of `count`: VL 4, masked, x vector, limit uniform */
int32x4_t _ZGVnM4vu_count(int32x4_t x, int limit, int32x4_t mask) {
    int32x4_t t1;
    int32x4_t t2;
    int32x4_t t4;
    int32x4_t t5;
    uint32x4_t t6;
    uint32x4_t t7;
    int t8;
    int32x4_t t16;
    int32x4_t t31;
    t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    t7 = t6;
    t8 = 0;
    t4 = x;
    t5 = (int32x4_t)(vcc_v4_int){0};
    while (t8 < limit) {
        int32x4_t t9 = vdupq_n_s32(1);
        uint32x4_t t10 = vmvnq_u32(vceqq_s32(t4, t9));
        uint32x4_t t11 = vandq_u32(t7, t10);
        int32x4_t t12 = vdupq_n_s32(1);
        int32x4_t t13 = vandq_s32(t4, t12);
        uint32x4_t t14 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t13 != (vcc_v4_int){0});
        uint32x4_t t15 = vmvnq_u32(t14);
        uint32x4_t t3 = vandq_u32(t11, t15);
        if ((vmaxvq_u32(t3) != 0)) {
            int32x4_t t17 = vdupq_n_s32(2);
            int32x4_t t18 = vdupq_n_s32(1);
            int32x4_t t19 = vbslq_s32(t3, t17, t18);
            t2 = (int32x4_t)((vcc_v4_int)t4 / (vcc_v4_int)t19);
        } else {
            t2 = (int32x4_t)(vcc_v4_int){0};
            t3 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t20 = vdupq_n_s32(3);
        uint32x4_t t21 = vreinterpretq_u32_s32(t20);
        uint32x4_t t22 = vreinterpretq_u32_s32(t4);
        uint32x4_t t23 = vmulq_u32(t21, t22);
        int32x4_t t24 = vreinterpretq_s32_u32(t23);
        int32x4_t t25 = vdupq_n_s32(1);
        uint32x4_t t26 = vreinterpretq_u32_s32(t24);
        uint32x4_t t27 = vreinterpretq_u32_s32(t25);
        uint32x4_t t28 = vaddq_u32(t26, t27);
        int32x4_t t29 = vreinterpretq_s32_u32(t28);
        t4 = vbslq_s32(t3, t2, t29);
        int32x4_t t30 = vdupq_n_s32(t8);
        t5 = vbslq_s32(t7, t30, t5);
        if (!(vmaxvq_u32(t11) != 0)) {
            t1 = t5;
            goto L32;
        }
        t7 = t11;
        t8++;
    }
    t16 = vdupq_n_s32(t8);
    t1 = vbslq_s32(t7, t16, t5);
L32:
    t31 = vbslq_s32(t6, t1, (int32x4_t)(vcc_v4_int){0});
    return t31;
}

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
