/* vcc: vector types and helpers */
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop shapes: counting down over consecutive elements, a while loop with an affine exit, an
   unsigned induction, a long induction starting at an offset, and a step of 2. */
void count_down_store(int n, int *restrict a, const int *restrict b) {
    int t36;
    int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        vcc_v8_int t7 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        vcc_v8_uint t8 = (vcc_v8_uint)t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long t2 = 0L;
        do {
            vcc_v8_int t9 = (vcc_v8_int)t1;
            long t10 = (long)((int)((long)n + t2 * -1L) - 1);
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10 + -7);
            vcc_v8_int t12 = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t13 = t12 + t9;
            vcc_v8_int t14 = __builtin_shufflevector(t13, t13, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t10 + -7, t14);
            vcc_v8_uint t15 = t1 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v8_int t16 = (vcc_v8_int)t15;
            long t17 = (long)((int)((long)n + (t2 + 8L) * -1L) - 1);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + t17 + -7);
            vcc_v8_int t19 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t20 = t19 + t16;
            vcc_v8_int t21 = __builtin_shufflevector(t20, t20, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t17 + -7, t21);
            vcc_v8_uint t22 = t1 + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
            vcc_v8_int t23 = (vcc_v8_int)t22;
            long t24 = (long)((int)((long)n + (t2 + 16L) * -1L) - 1);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, b + t24 + -7);
            vcc_v8_int t26 = __builtin_shufflevector(t25, t25, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t27 = t26 + t23;
            vcc_v8_int t28 = __builtin_shufflevector(t27, t27, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t24 + -7, t28);
            vcc_v8_uint t29 = t1 + (vcc_v8_uint){4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U};
            vcc_v8_int t30 = (vcc_v8_int)t29;
            long t31 = (long)((int)((long)n + (t2 + 24L) * -1L) - 1);
            vcc_v8_int t32 = vcc_load(vcc_v8_int, b + t31 + -7);
            vcc_v8_int t33 = __builtin_shufflevector(t32, t32, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t34 = t33 + t30;
            vcc_v8_int t35 = __builtin_shufflevector(t34, t34, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t31 + -7, t35);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U};
        } while (t2 < t6);
        t36 = (int)((long)n + t6 * -1L);
    } else {
        t36 = n;
    }
    long t37 = (long)t36;
    if (t37 >= 8L) {
        long t38 = t37 & -8L;
        vcc_v8_int t39 = (vcc_v8_int){t36, t36, t36, t36, t36, t36, t36, t36};
        vcc_v8_uint t40 = (vcc_v8_uint)t39;
        vcc_v8_uint t3 = t40 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        long t4 = 0L;
        do {
            vcc_v8_int t41 = (vcc_v8_int)t3;
            long t42 = (long)((int)((long)t36 + t4 * -1L) - 1);
            vcc_v8_int t43 = vcc_load(vcc_v8_int, b + t42 + -7);
            vcc_v8_int t44 = __builtin_shufflevector(t43, t43, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_v8_int t45 = t44 + t41;
            vcc_v8_int t46 = __builtin_shufflevector(t45, t45, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t42 + -7, t46);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
        } while (t4 < t38);
        i = (int)((long)t36 + t38 * -1L);
    } else {
        i = t36;
    }
    while (i > 0) {
        int t47 = i - 1;
        long t48 = (long)t47;
        a[t48] = b[t48] + i;
        i = t47;
    }
}

void while_loop(int n, int *restrict a, const int *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            vcc_v8_int t6 = vcc_load(vcc_v8_int, b + t5);
            vcc_v8_int t7 = t6 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t5, t8);
            long t9 = (long)(int)(t1 + 8L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + t9);
            vcc_v8_int t11 = t10 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t12 = t11 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t9, t12);
            long t13 = (long)(int)(t1 + 16L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, b + t13);
            vcc_v8_int t15 = t14 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t16 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t13, t16);
            long t17 = (long)(int)(t1 + 24L);
            vcc_v8_int t18 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int t19 = t18 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t20 = t19 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t17, t20);
            t1 += 32L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        long t23 = t22 & -8L;
        long t2 = 0L;
        do {
            long t24 = (long)(int)((long)t21 + t2);
            vcc_v8_int t25 = vcc_load(vcc_v8_int, b + t24);
            vcc_v8_int t26 = t25 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t27 = t26 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t24, t27);
            t2 += 8L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    while (i < n) {
        long t28 = (long)i;
        a[t28] = b[t28] * 3 + 1;
        i++;
    }
}

void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    unsigned int t28;
    unsigned int i;
    long t5 = (long)n;
    if (t5 >= 32L) {
        long t6 = t5 & -32L;
        vcc_v8_uint t7 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint t8 = t7;
        vcc_v8_uint t1 = t8 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t2 = 0L;
        do {
            vcc_v8_uint t9 = t1;
            long t10 = (long)(unsigned int)t2;
            vcc_v8_uint t11 = vcc_load(vcc_v8_uint, b + t10);
            vcc_v8_uint t12 = t11 + t9;
            vcc_store(a + t10, t12);
            vcc_v8_uint t13 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_uint t14 = t13;
            long t15 = (long)(unsigned int)(t2 + 8L);
            vcc_v8_uint t16 = vcc_load(vcc_v8_uint, b + t15);
            vcc_v8_uint t17 = t16 + t14;
            vcc_store(a + t15, t17);
            vcc_v8_uint t18 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            vcc_v8_uint t19 = t18;
            long t20 = (long)(unsigned int)(t2 + 16L);
            vcc_v8_uint t21 = vcc_load(vcc_v8_uint, b + t20);
            vcc_v8_uint t22 = t21 + t19;
            vcc_store(a + t20, t22);
            vcc_v8_uint t23 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            vcc_v8_uint t24 = t23;
            long t25 = (long)(unsigned int)(t2 + 24L);
            vcc_v8_uint t26 = vcc_load(vcc_v8_uint, b + t25);
            vcc_v8_uint t27 = t26 + t24;
            vcc_store(a + t25, t27);
            t2 += 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        } while (t2 < t6);
        t28 = (unsigned int)t6;
    } else {
        t28 = 0U;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        vcc_v8_uint t31 = (vcc_v8_uint){t28, t28, t28, t28, t28, t28, t28, t28};
        vcc_v8_uint t32 = t31;
        vcc_v8_uint t3 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t4 = 0L;
        do {
            vcc_v8_uint t33 = t3;
            long t34 = (long)(unsigned int)((long)t28 + t4);
            vcc_v8_uint t35 = vcc_load(vcc_v8_uint, b + t34);
            vcc_v8_uint t36 = t35 + t33;
            vcc_store(a + t34, t36);
            t4 += 8L;
            t3 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        } while (t4 < t30);
        i = (unsigned int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        a[t37] = b[t37] + i;
    }
}

void long_from_offset(long lo, long hi, long *restrict a) {
    long t20;
    long i;
    long t5 = lo * -1L + hi;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        vcc_v4_long t7 = (vcc_v4_long){lo, lo, lo, lo};
        vcc_v4_ulong t8 = (vcc_v4_ulong)t7;
        vcc_v4_ulong t1 = t8 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long t2 = 0L;
        do {
            vcc_v4_long t9 = (vcc_v4_long)t1;
            vcc_v4_long t10 = t9 * t9;
            vcc_store(a + (lo + t2), t10);
            vcc_v4_ulong t11 = t1 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
            vcc_v4_long t12 = (vcc_v4_long)t11;
            vcc_v4_long t13 = t12 * t12;
            vcc_store(a + (lo + (t2 + 4L)), t13);
            vcc_v4_ulong t14 = t1 + (vcc_v4_ulong){8UL, 8UL, 8UL, 8UL};
            vcc_v4_long t15 = (vcc_v4_long)t14;
            vcc_v4_long t16 = t15 * t15;
            vcc_store(a + (lo + (t2 + 8L)), t16);
            vcc_v4_ulong t17 = t1 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            vcc_v4_long t18 = (vcc_v4_long)t17;
            vcc_v4_long t19 = t18 * t18;
            vcc_store(a + (lo + (t2 + 12L)), t19);
            t2 += 16L;
            t1 = t1 + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
        } while (t2 < t6);
        t20 = lo + t6;
    } else {
        t20 = lo;
    }
    long t21 = hi + t20 * -1L;
    if (t21 >= 4L) {
        long t22 = t21 & -4L;
        vcc_v4_long t23 = (vcc_v4_long){t20, t20, t20, t20};
        vcc_v4_ulong t24 = (vcc_v4_ulong)t23;
        vcc_v4_ulong t3 = t24 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        long t4 = 0L;
        do {
            vcc_v4_long t25 = (vcc_v4_long)t3;
            vcc_v4_long t26 = t25 * t25;
            vcc_store(a + (t20 + t4), t26);
            t4 += 4L;
            t3 = t3 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
        } while (t4 < t22);
        i = t20 + t22;
    } else {
        i = t20;
    }
    for (; i < hi; i++) {
        a[i] = i * i;
    }
}

void step_two(int n, int *restrict a) {
    for (int i = 0; i < n; i += 2)
        a[i] = -a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        unsigned *ua = new_array(n, 4), *ub = new_array(n, 4);
        long *la = new_array(n, 8);
        FILL(b, n, -1000, 2000);
        FILL(ub, n, 0, 100000);
        FILL(la, n, 0, 10);
        count_down_store(n, a, b);
        unsigned long long h1 = HASH(a, n);
        while_loop(n, a, b);
        unsigned long long h2 = HASH(a, n);
        step_two(n, a);
        unsigned_index((unsigned)n, ua, ub);
        long_from_offset(n / 3, n, la);
        printf("n=%d down=%llx while=%llx step2=%llx unsigned=%llx long=%llx\n", n, h1, h2, HASH(a, n), HASH(ua, n), HASH(la, n));
        free(a), free(b), free(ua), free(ub), free(la);
    }
    return 0;
}
