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
    int t17;
    unsigned int t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uint t10 = vcc_load(vcc_v8_uint, a + (int)t1);
            t2 = t2 ^ t10;
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, a + (int)(t1 + 8L));
            t3 = t3 ^ t11;
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, a + (int)(t1 + 16L));
            t4 = t4 ^ t12;
            vcc_v8_uint t13 = vcc_load(vcc_v8_uint, a + (int)(t1 + 24L));
            t5 = t5 ^ t13;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t14 = t2 ^ t3;
        vcc_v8_uint t15 = t14 ^ t4;
        vcc_v8_uint t16 = t15 ^ t5;
        t17 = (int)t9;
        t18 = 0U ^ vcc_reduce(unsigned int, t16, ^);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
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
    unsigned int x;
    int t17;
    unsigned int t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint t3 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint t4 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        vcc_v8_uint t5 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        do {
            vcc_v8_uint t10 = vcc_load(vcc_v8_uint, a + (int)t1);
            t2 = t2 & t10;
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, a + (int)(t1 + 8L));
            t3 = t3 & t11;
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, a + (int)(t1 + 16L));
            t4 = t4 & t12;
            vcc_v8_uint t13 = vcc_load(vcc_v8_uint, a + (int)(t1 + 24L));
            t5 = t5 & t13;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t14 = t2 & t3;
        vcc_v8_uint t15 = t14 & t4;
        vcc_v8_uint t16 = t15 & t5;
        t17 = (int)t9;
        t18 = 4294967295U & vcc_reduce(unsigned int, t16, &);
    } else {
        t17 = 0;
        t18 = 4294967295U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U, 4294967295U};
        do {
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
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
    unsigned int x;
    int t17;
    unsigned int t18;
    int i;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        long t1 = 0L;
        vcc_v8_uint t2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t3 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uint t10 = vcc_load(vcc_v8_uint, a + (int)t1);
            t2 = t2 | t10;
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, a + (int)(t1 + 8L));
            t3 = t3 | t11;
            vcc_v8_uint t12 = vcc_load(vcc_v8_uint, a + (int)(t1 + 16L));
            t4 = t4 | t12;
            vcc_v8_uint t13 = vcc_load(vcc_v8_uint, a + (int)(t1 + 24L));
            t5 = t5 | t13;
            t1 += 32L;
        } while (t1 < t9);
        vcc_v8_uint t14 = t2 | t3;
        vcc_v8_uint t15 = t14 | t4;
        vcc_v8_uint t16 = t15 | t5;
        t17 = (int)t9;
        t18 = 0U | vcc_reduce(unsigned int, t16, |);
    } else {
        t17 = 0;
        t18 = 0U;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t6 = 0L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        do {
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, a + (int)((long)t17 + t6));
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
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    do {
        vcc_v8_int t7 = (vcc_v8_int)t1;
        vcc_v8_int t8 = t7 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t9 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t8, vcc_v8_uint);
        vcc_v8_uint t10 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t9;
        vcc_v8_uint t11 = (vcc_v8_uint)t7;
        vcc_v8_uint t12 = t11 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t13 = t12 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t14 = t10 ^ t13;
        vcc_store(&a[(int)t2], t14);
        vcc_v8_uint t15 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t16 = (vcc_v8_int)t15;
        vcc_v8_int t17 = t16 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t18 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t17, vcc_v8_uint);
        vcc_v8_uint t19 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t18;
        vcc_v8_uint t20 = (vcc_v8_uint)t16;
        vcc_v8_uint t21 = t20 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t22 = t21 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t23 = t19 ^ t22;
        vcc_store(&a[(int)(t2 + 8L)], t23);
        vcc_v8_uint t24 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t25 = (vcc_v8_int)t24;
        vcc_v8_int t26 = t25 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t27 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t26, vcc_v8_uint);
        vcc_v8_uint t28 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t27;
        vcc_v8_uint t29 = (vcc_v8_uint)t25;
        vcc_v8_uint t30 = t29 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t31 = t30 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t32 = t28 ^ t31;
        vcc_store(&a[(int)(t2 + 16L)], t32);
        vcc_v8_uint t33 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t34 = (vcc_v8_int)t33;
        vcc_v8_int t35 = t34 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t36 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t35, vcc_v8_uint);
        vcc_v8_uint t37 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t36;
        vcc_v8_uint t38 = (vcc_v8_uint)t34;
        vcc_v8_uint t39 = t38 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t40 = t39 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t41 = t37 ^ t40;
        vcc_store(&a[(int)(t2 + 24L)], t41);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
    } while (t2 < 992L);
    vcc_v8_int t42 = (vcc_v8_int){992, 992, 992, 992, 992, 992, 992, 992};
    vcc_v8_uint t43 = (vcc_v8_uint)t42;
    vcc_v8_uint t3 = t43 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t4 = 0L;
    do {
        vcc_v8_int t44 = (vcc_v8_int)t3;
        vcc_v8_int t45 = t44 % (vcc_v8_int){32, 32, 32, 32, 32, 32, 32, 32};
        vcc_v8_uint t46 = (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U} << __builtin_convertvector(t45, vcc_v8_uint);
        vcc_v8_uint t47 = (vcc_v8_uint){4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U, 4293984255U} ^ t46;
        vcc_v8_uint t48 = (vcc_v8_uint)t44;
        vcc_v8_uint t49 = t48 * (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t50 = t49 >> __builtin_convertvector((vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20}, vcc_v8_uint);
        vcc_v8_uint t51 = t47 ^ t50;
        vcc_store(&a[(int)(992L + t4)], t51);
        t4 += 8L;
        t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
    } while (t4 < 8L);
    for (int i = 1000; i < 1003; i++) {
        a[i] = 4293984255U ^ (1U << (i % 32)) ^ (((unsigned int)i * 2654435761U) >> 20);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const unsigned int *t52 = a;
        unsigned int t53 = or_all(n, t52);
        unsigned int t54 = and_all(n, t52);
        printf("n=%d xor=%08x and=%08x or=%08x\n", n, xor_all(n, t52), t54, t53);
    }
    return 0;
}
