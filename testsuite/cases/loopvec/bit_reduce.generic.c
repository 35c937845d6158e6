/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 3 */
#include <stdio.h>

/* Vectorized: xor, and, or reductions on unsigned int (three loops). */
unsigned xor_all(int n, const unsigned *a) {
    long t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    unsigned int x;
    long t8;
    long t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    int t17;
    unsigned int t18;
    long t19;
    long t20;
    vcc_v8_uint t21;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t1));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 8L)));
            t12 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 16L)));
            t13 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 24L)));
            t2 = t2 ^ t10;
            t3 = t3 ^ t11;
            t4 = t4 ^ t12;
            t5 = t5 ^ t13;
            t1 += 32L;
        } while (t1 < t9);
        t14 = t2 ^ t3;
        t15 = t14 ^ t4;
        t16 = t15 ^ t5;
        t17 = (int)((long)0 + t9);
        t18 = 0U ^ vcc_reduce(unsigned int, t16, ^);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
            t7 = t7 ^ t21;
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        x = t18 ^ vcc_reduce(unsigned int, t7, ^);
    } else {
        i = t17;
        x = t18;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

unsigned and_all(int n, const unsigned *a) {
    long t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    unsigned int x;
    long t8;
    long t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    int t17;
    unsigned int t18;
    long t19;
    long t20;
    vcc_v8_uint t21;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t3 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t5 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        do {
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t1));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 8L)));
            t12 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 16L)));
            t13 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 24L)));
            t2 = t2 & t10;
            t3 = t3 & t11;
            t4 = t4 & t12;
            t5 = t5 & t13;
            t1 += 32L;
        } while (t1 < t9);
        t14 = t2 & t3;
        t15 = t14 & t4;
        t16 = t15 & t5;
        t17 = (int)((long)0 + t9);
        t18 = 4294967295U & vcc_reduce(unsigned int, t16, &);
    } else {
        t17 = 0;
        t18 = 4294967295U;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        do {
            t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
            t7 = t7 & t21;
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        x = t18 & vcc_reduce(unsigned int, t7, &);
    } else {
        i = t17;
        x = t18;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

unsigned or_all(int n, const unsigned *a) {
    long t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_uint t7;
    unsigned int x;
    long t8;
    long t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    int t17;
    unsigned int t18;
    long t19;
    long t20;
    vcc_v8_uint t21;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t1));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 8L)));
            t12 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 16L)));
            t13 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 24L)));
            t2 = t2 | t10;
            t3 = t3 | t11;
            t4 = t4 | t12;
            t5 = t5 | t13;
            t1 += 32L;
        } while (t1 < t9);
        t14 = t2 | t3;
        t15 = t14 | t4;
        t16 = t15 | t5;
        t17 = (int)((long)0 + t9);
        t18 = 0U | vcc_reduce(unsigned int, t16, |);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        t20 = t19 & -8L;
        t6 = 0L;
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
            t7 = t7 | t21;
            t6 += 8L;
        } while (t6 < t20);
        i = (int)((long)t17 + t20);
        x = t18 | vcc_reduce(unsigned int, t7, |);
    } else {
        i = t17;
        x = t18;
    }
    for (; i < n; i++) {
        x |= a[i];
    }
    return x;
}

int main(void) {
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    unsigned int a[1003];
    vcc_v8_uint t1;
    vcc_v8_int t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_int t5;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_int t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_int t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    vcc_v8_uint t42;
    vcc_v8_uint t43;
    vcc_v8_uint t44;
    vcc_v8_uint t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_int t54;
    vcc_v8_uint t55;
    vcc_v8_uint t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_int t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    int t65;
    long t66;
    long t67;
    vcc_v8_int t68;
    vcc_v8_uint t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_uint t74;
    vcc_v8_int t75;
    vcc_v8_uint t76;
    vcc_v8_uint t77;
    vcc_v8_uint t78;
    vcc_v8_uint t79;
    vcc_v8_uint t80;
    vcc_v8_uint t81;
    vcc_v8_int t82;
    vcc_v8_uint t83;
    vcc_v8_uint t84;
    vcc_v8_uint t85;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t86;
    unsigned int t87;
    unsigned int t88;
    if ((1003L >= 32L) & (0 >= 0)) {
        t7 = 1003L & -32L;
        t8 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t9 = (vcc_v8_uint)t8;
        t1 = t9 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t10 = vcc_splat(vcc_v8_int, 0 % 32);
        t11 = t10 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t12 = (vcc_v8_uint)t11;
        t13 = t12 - (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        t14 = vcc_min(vcc_v8_int, t12, t13);
        t2 = (vcc_v8_int)t14;
        t3 = 0L;
        do {
            t15 = (vcc_v8_int)t1;
            t16 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t2, vcc_v8_uint);
            t17 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t16;
            t18 = (vcc_v8_uint)t15;
            t19 = t18 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t20 = t19 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t21 = t17 ^ t20;
            vcc_store(&a[(int)((long)0 + t3)], t21);
            t22 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t23 = (vcc_v8_int)t22;
            t24 = t2 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t25 = (vcc_v8_uint)t24;
            t26 = t25 - (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t27 = vcc_min(vcc_v8_int, t25, t26);
            t28 = (vcc_v8_int)t27;
            t29 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t28, vcc_v8_uint);
            t30 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t29;
            t31 = (vcc_v8_uint)t23;
            t32 = t31 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t33 = t32 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t34 = t30 ^ t33;
            vcc_store(&a[(int)((long)0 + (t3 + 8L))], t34);
            t35 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t36 = (vcc_v8_int)t35;
            t37 = t2 + (vcc_v8_int){16, 16, 16, 16, 16, 16, 16, 16};
            t38 = (vcc_v8_uint)t37;
            t39 = t38 - (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t40 = vcc_min(vcc_v8_int, t38, t39);
            t41 = (vcc_v8_int)t40;
            t42 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t41, vcc_v8_uint);
            t43 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t42;
            t44 = (vcc_v8_uint)t36;
            t45 = t44 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t46 = t45 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t47 = t43 ^ t46;
            vcc_store(&a[(int)((long)0 + (t3 + 16L))], t47);
            t48 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t49 = (vcc_v8_int)t48;
            t50 = t2 + (vcc_v8_int){24, 24, 24, 24, 24, 24, 24, 24};
            t51 = (vcc_v8_uint)t50;
            t52 = t51 - (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t53 = vcc_min(vcc_v8_int, t51, t52);
            t54 = (vcc_v8_int)t53;
            t55 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t54, vcc_v8_uint);
            t56 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t55;
            t57 = (vcc_v8_uint)t49;
            t58 = t57 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t59 = t58 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t60 = t56 ^ t59;
            vcc_store(&a[(int)((long)0 + (t3 + 24L))], t60);
            t3 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t61 = t2 + (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t62 = (vcc_v8_uint)t61;
            t63 = t62 - (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t64 = vcc_min(vcc_v8_int, t62, t63);
            t2 = (vcc_v8_int)t64;
        } while (t3 < t7);
        t65 = (int)((long)0 + t7);
    } else {
        t65 = 0;
    }
    t66 = (long)t65 * -1L + 1003L;
    if ((t66 >= 8L) & (t65 >= 0)) {
        t67 = t66 & -8L;
        t68 = (vcc_v8_int){t65, t65, t65, t65, t65, t65, t65, t65};
        t69 = (vcc_v8_uint)t68;
        t4 = t69 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t70 = vcc_splat(vcc_v8_int, t65 % 32);
        t71 = t70 + (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7};
        t72 = (vcc_v8_uint)t71;
        t73 = t72 - (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        t74 = vcc_min(vcc_v8_int, t72, t73);
        t5 = (vcc_v8_int)t74;
        t6 = 0L;
        do {
            t75 = (vcc_v8_int)t4;
            t76 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t5, vcc_v8_uint);
            t77 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t76;
            t78 = (vcc_v8_uint)t75;
            t79 = t78 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t80 = t79 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t81 = t77 ^ t80;
            vcc_store(&a[(int)((long)t65 + t6)], t81);
            t6 += 8L;
            t4 = t4 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t82 = t5 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t83 = (vcc_v8_uint)t82;
            t84 = t83 - (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            t85 = vcc_min(vcc_v8_int, t83, t84);
            t5 = (vcc_v8_int)t85;
        } while (t6 < t67);
        i = (int)((long)t65 + t67);
    } else {
        i = t65;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t86 = a;
        t87 = or_all(n, t86);
        t88 = and_all(n, t86);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t86), t88, t87);
    }
    return 0;
}
