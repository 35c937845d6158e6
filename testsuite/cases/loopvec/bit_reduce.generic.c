/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
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
            t2 = t2 ^ t10;
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 8L)));
            t3 = t3 ^ t11;
            t12 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 16L)));
            t4 = t4 ^ t12;
            t13 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 24L)));
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
            t2 = t2 & t10;
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 8L)));
            t3 = t3 & t11;
            t12 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 16L)));
            t4 = t4 & t12;
            t13 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 24L)));
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
            t2 = t2 | t10;
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 8L)));
            t3 = t3 | t11;
            t12 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 16L)));
            t4 = t4 | t12;
            t13 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t1 + 24L)));
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
    long t2;
    vcc_v8_uint t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    vcc_v8_uint t42;
    int t43;
    long t44;
    long t45;
    vcc_v8_int t46;
    vcc_v8_uint t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_uint t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t56;
    unsigned int t57;
    unsigned int t58;
    if (1003L >= 32L) {
        t5 = 1003L & -32L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t8 = (vcc_v8_int)t1;
            t9 = t8 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t10 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t9, vcc_v8_uint);
            t11 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t10;
            t12 = (vcc_v8_uint)t8;
            t13 = t12 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t14 = t13 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t15 = t11 ^ t14;
            vcc_store(&a[(int)((long)0 + t2)], t15);
            t16 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t17 = (vcc_v8_int)t16;
            t18 = t17 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t19 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t18, vcc_v8_uint);
            t20 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t19;
            t21 = (vcc_v8_uint)t17;
            t22 = t21 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t23 = t22 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t24 = t20 ^ t23;
            vcc_store(&a[(int)((long)0 + (t2 + 8L))], t24);
            t25 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t26 = (vcc_v8_int)t25;
            t27 = t26 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t28 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t27, vcc_v8_uint);
            t29 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t28;
            t30 = (vcc_v8_uint)t26;
            t31 = t30 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t32 = t31 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t33 = t29 ^ t32;
            vcc_store(&a[(int)((long)0 + (t2 + 16L))], t33);
            t34 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t35 = (vcc_v8_int)t34;
            t36 = t35 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t37 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t36, vcc_v8_uint);
            t38 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t37;
            t39 = (vcc_v8_uint)t35;
            t40 = t39 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t41 = t40 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t42 = t38 ^ t41;
            vcc_store(&a[(int)((long)0 + (t2 + 24L))], t42);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t5);
        t43 = (int)((long)0 + t5);
    } else {
        t43 = 0;
    }
    t44 = (long)t43 * -1L + 1003L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = (vcc_v8_int){t43, t43, t43, t43, t43, t43, t43, t43};
        t47 = (vcc_v8_uint)t46;
        t3 = t47 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t4 = 0L;
        do {
            t48 = (vcc_v8_int)t3;
            t49 = t48 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t50 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t49, vcc_v8_uint);
            t51 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t50;
            t52 = (vcc_v8_uint)t48;
            t53 = t52 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t54 = t53 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t55 = t51 ^ t54;
            vcc_store(&a[(int)((long)t43 + t4)], t55);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t45);
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t56 = a;
        t57 = or_all(n, t56);
        t58 = and_all(n, t56);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t56), t58, t57);
    }
    return 0;
}
