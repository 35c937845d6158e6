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
    unsigned int x;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    long t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t8 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 24L)));
            t12 = t4 ^ t8;
            t13 = t5 ^ t9;
            t14 = t6 ^ t10;
            t15 = t7 ^ t11;
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = t12 ^ t13;
        t18 = t17 ^ t14;
        t19 = t18 ^ t15;
        t20 = (int)((long)0 + t2);
        t21 = 0U ^ vcc_reduce(unsigned int, t19, ^);
    } else {
        t20 = 0;
        t21 = 0U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t26 = vcc_load(vcc_v8_uint, a + (int)((long)t20 + t24));
            t27 = t25 ^ t26;
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 ^ vcc_reduce(unsigned int, t27, ^);
    } else {
        i = t20;
        x = t21;
    }
    for (; i < n; i++) {
        x ^= a[i];
    }
    return x;
}

unsigned and_all(int n, const unsigned *a) {
    unsigned int x;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    long t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t5 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t6 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        t7 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        for (;;) {
            t8 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 24L)));
            t12 = t4 & t8;
            t13 = t5 & t9;
            t14 = t6 & t10;
            t15 = t7 & t11;
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = t12 & t13;
        t18 = t17 & t14;
        t19 = t18 & t15;
        t20 = (int)((long)0 + t2);
        t21 = 4294967295U & vcc_reduce(unsigned int, t19, &);
    } else {
        t20 = 0;
        t21 = 4294967295U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        for (;;) {
            t26 = vcc_load(vcc_v8_uint, a + (int)((long)t20 + t24));
            t27 = t25 & t26;
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 & vcc_reduce(unsigned int, t27, &);
    } else {
        i = t20;
        x = t21;
    }
    for (; i < n; i++) {
        x &= a[i];
    }
    return x;
}

unsigned or_all(int n, const unsigned *a) {
    unsigned int x;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    long t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    int t20;
    unsigned int t21;
    long t22;
    long t23;
    long t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    long t28;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t8 = vcc_load(vcc_v8_uint, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 8L)));
            t10 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 16L)));
            t11 = vcc_load(vcc_v8_uint, a + (int)((long)0 + (t3 + 24L)));
            t12 = t4 | t8;
            t13 = t5 | t9;
            t14 = t6 | t10;
            t15 = t7 | t11;
            t16 = t3 + 32L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
            t4 = t12;
            t5 = t13;
            t6 = t14;
            t7 = t15;
        }
        t17 = t12 | t13;
        t18 = t17 | t14;
        t19 = t18 | t15;
        t20 = (int)((long)0 + t2);
        t21 = 0U | vcc_reduce(unsigned int, t19, |);
    } else {
        t20 = 0;
        t21 = 0U;
    }
    t22 = (long)n + (long)t20 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        t25 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t26 = vcc_load(vcc_v8_uint, a + (int)((long)t20 + t24));
            t27 = t25 | t26;
            t28 = t24 + 8L;
            if (t28 >= t23) {
                break;
            }
            t24 = t28;
            t25 = t27;
        }
        i = (int)((long)t20 + t23);
        x = t21 | vcc_reduce(unsigned int, t27, |);
    } else {
        i = t20;
        x = t21;
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
    vcc_v8_uint t2;
    long t3;
    vcc_v8_int t4;
    vcc_v8_uint t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_uint t41;
    long t42;
    int t43;
    long t44;
    long t45;
    vcc_v8_int t46;
    vcc_v8_uint t47;
    long t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    vcc_v8_uint t56;
    long t57;
    int i;
    unsigned int c;
    int n;
    const unsigned int *t58;
    unsigned int t59;
    unsigned int t60;
    if (1003L >= 32L) {
        t3 = 1003L & -32L;
        t4 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t5 = (vcc_v8_uint)t4;
        t1 = t5 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t6 = 0L;
        for (;;) {
            t7 = (vcc_v8_int)t1;
            t8 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t9 = (vcc_v8_int)t8;
            t10 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t11 = (vcc_v8_int)t10;
            t12 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t13 = (vcc_v8_int)t12;
            t14 = t7 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t15 = t9 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t16 = t11 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t17 = t13 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t18 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t14, vcc_v8_uint);
            t19 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t15, vcc_v8_uint);
            t20 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t16, vcc_v8_uint);
            t21 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t17, vcc_v8_uint);
            t22 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t18;
            t23 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t19;
            t24 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t20;
            t25 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t21;
            t26 = (vcc_v8_uint)t7;
            t27 = (vcc_v8_uint)t9;
            t28 = (vcc_v8_uint)t11;
            t29 = (vcc_v8_uint)t13;
            t30 = t26 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t31 = t27 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t32 = t28 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t33 = t29 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t34 = t30 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t35 = t31 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t36 = t32 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t37 = t33 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t38 = t22 ^ t34;
            t39 = t23 ^ t35;
            t40 = t24 ^ t36;
            t41 = t25 ^ t37;
            vcc_store(&a[(int)((long)0 + t6)], t38);
            vcc_store(&a[(int)((long)0 + (t6 + 8L))], t39);
            vcc_store(&a[(int)((long)0 + (t6 + 16L))], t40);
            vcc_store(&a[(int)((long)0 + (t6 + 24L))], t41);
            t42 = t6 + 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t42 >= t3) {
                break;
            }
            t6 = t42;
        }
        t43 = (int)((long)0 + t3);
    } else {
        t43 = 0;
    }
    t44 = (long)t43 * -1L + 1003L;
    if (t44 >= 8L) {
        t45 = t44 & -8L;
        t46 = (vcc_v8_int){t43, t43, t43, t43, t43, t43, t43, t43};
        t47 = (vcc_v8_uint)t46;
        t2 = t47 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t48 = 0L;
        for (;;) {
            t49 = (vcc_v8_int)t2;
            t50 = t49 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
            t51 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t50, vcc_v8_uint);
            t52 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t51;
            t53 = (vcc_v8_uint)t49;
            t54 = t53 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
            t55 = t54 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
            t56 = t52 ^ t55;
            vcc_store(&a[(int)((long)t43 + t48)], t56);
            t57 = t48 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t57 >= t45) {
                break;
            }
            t48 = t57;
        }
        i = (int)((long)t43 + t45);
    } else {
        i = t43;
    }
    for (; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t58 = a;
        t59 = or_all(n, t58);
        t60 = and_all(n, t58);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t58), t60, t59);
    }
    return 0;
}
