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
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long t3;
    long t4;
    vcc_v8_int t5;
    vcc_v8_uint t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    long t15;
    long t16;
    long t17;
    long t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    long t35;
    int t36;
    long t37;
    long t38;
    vcc_v8_int t39;
    vcc_v8_uint t40;
    long t41;
    vcc_v8_int t42;
    long t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    long t48;
    int i;
    int t49;
    long t50;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = (vcc_v8_int){n, n, n, n, n, n, n, n};
        t6 = (vcc_v8_uint)t5;
        t1 = t6 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        t7 = 0L;
        for (;;) {
            t8 = (vcc_v8_int)t1;
            t9 = t1 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            t10 = (vcc_v8_int)t9;
            t11 = t1 + (vcc_v8_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U, 4294967280U};
            t12 = (vcc_v8_int)t11;
            t13 = t1 + (vcc_v8_uint){4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U, 4294967272U};
            t14 = (vcc_v8_int)t13;
            t15 = (long)((int)((long)n + t7 * -1L) - 1);
            t16 = (long)((int)((long)n + (t7 + 8L) * -1L) - 1);
            t17 = (long)((int)((long)n + (t7 + 16L) * -1L) - 1);
            t18 = (long)((int)((long)n + (t7 + 24L) * -1L) - 1);
            t19 = vcc_load(vcc_v8_int, b + t15 + -7);
            t20 = __builtin_shufflevector(t19, t19, 7, 6, 5, 4, 3, 2, 1, 0);
            t21 = vcc_load(vcc_v8_int, b + t16 + -7);
            t22 = __builtin_shufflevector(t21, t21, 7, 6, 5, 4, 3, 2, 1, 0);
            t23 = vcc_load(vcc_v8_int, b + t17 + -7);
            t24 = __builtin_shufflevector(t23, t23, 7, 6, 5, 4, 3, 2, 1, 0);
            t25 = vcc_load(vcc_v8_int, b + t18 + -7);
            t26 = __builtin_shufflevector(t25, t25, 7, 6, 5, 4, 3, 2, 1, 0);
            t27 = t20 + t8;
            t28 = t22 + t10;
            t29 = t24 + t12;
            t30 = t26 + t14;
            t31 = __builtin_shufflevector(t27, t27, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t15 + -7, t31);
            t32 = __builtin_shufflevector(t28, t28, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t16 + -7, t32);
            t33 = __builtin_shufflevector(t29, t29, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t17 + -7, t33);
            t34 = __builtin_shufflevector(t30, t30, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t18 + -7, t34);
            t35 = t7 + 32L;
            t1 = t1 + (vcc_v8_uint){4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U, 4294967264U};
            if (t35 >= t4) {
                break;
            }
            t7 = t35;
        }
        t36 = (int)((long)n + t4 * -1L);
    } else {
        t36 = n;
    }
    t37 = (long)t36;
    if (t37 >= 8L) {
        t38 = t37 & -8L;
        t39 = (vcc_v8_int){t36, t36, t36, t36, t36, t36, t36, t36};
        t40 = (vcc_v8_uint)t39;
        t2 = t40 + (vcc_v8_uint){0U, 4294967295U, 4294967294U, 4294967293U, 4294967292U, 4294967291U, 4294967290U, 4294967289U};
        t41 = 0L;
        for (;;) {
            t42 = (vcc_v8_int)t2;
            t43 = (long)((int)((long)t36 + t41 * -1L) - 1);
            t44 = vcc_load(vcc_v8_int, b + t43 + -7);
            t45 = __builtin_shufflevector(t44, t44, 7, 6, 5, 4, 3, 2, 1, 0);
            t46 = t45 + t42;
            t47 = __builtin_shufflevector(t46, t46, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t43 + -7, t47);
            t48 = t41 + 8L;
            t2 = t2 + (vcc_v8_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U, 4294967288U};
            if (t48 >= t38) {
                break;
            }
            t41 = t48;
        }
        i = (int)((long)t36 + t38 * -1L);
    } else {
        i = t36;
    }
    for (; i > 0; i = t49) {
        t49 = i - 1;
        t50 = (long)t49;
        a[t50] = b[t50] + i;
    }
}

void while_loop(int n, int *restrict a, const int *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    long t29;
    int i;
    long t30;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 8L));
            t6 = (long)(int)((long)0 + (t3 + 16L));
            t7 = (long)(int)((long)0 + (t3 + 24L));
            t8 = vcc_load(vcc_v8_int, b + t4);
            t9 = vcc_load(vcc_v8_int, b + t5);
            t10 = vcc_load(vcc_v8_int, b + t6);
            t11 = vcc_load(vcc_v8_int, b + t7);
            t12 = t8 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t13 = t9 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t14 = t10 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t15 = t11 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t16 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t17 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t18 = t14 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t19 = t15 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t4, t16);
            vcc_store(a + t5, t17);
            vcc_store(a + t6, t18);
            vcc_store(a + t7, t19);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
        }
        t21 = (int)((long)0 + t2);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 8L) {
        t23 = t22 & -8L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = vcc_load(vcc_v8_int, b + t25);
            t27 = t26 * (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t28 = t27 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_store(a + t25, t28);
            t29 = t24 + 8L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    while (i < n) {
        t30 = (long)i;
        a[t30] = b[t30] * 3 + 1;
        i++;
    }
}

void unsigned_index(unsigned n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    long t3;
    long t4;
    vcc_v8_uint t5;
    vcc_v8_uint t6;
    long t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    long t15;
    long t16;
    long t17;
    long t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_uint t26;
    long t27;
    unsigned int t28;
    long t29;
    long t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    long t33;
    vcc_v8_uint t34;
    long t35;
    vcc_v8_uint t36;
    vcc_v8_uint t37;
    long t38;
    unsigned int i;
    long t39;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t6 = t5;
        t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t7 = 0L;
        for (;;) {
            t8 = t1;
            t9 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t10 = t9;
            t11 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            t12 = t11;
            t13 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
            t14 = t13;
            t15 = (long)(unsigned int)((long)0U + t7);
            t16 = (long)(unsigned int)((long)0U + (t7 + 8L));
            t17 = (long)(unsigned int)((long)0U + (t7 + 16L));
            t18 = (long)(unsigned int)((long)0U + (t7 + 24L));
            t19 = vcc_load(vcc_v8_uint, b + t15);
            t20 = vcc_load(vcc_v8_uint, b + t16);
            t21 = vcc_load(vcc_v8_uint, b + t17);
            t22 = vcc_load(vcc_v8_uint, b + t18);
            t23 = t19 + t8;
            t24 = t20 + t10;
            t25 = t21 + t12;
            t26 = t22 + t14;
            vcc_store(a + t15, t23);
            vcc_store(a + t16, t24);
            vcc_store(a + t17, t25);
            vcc_store(a + t18, t26);
            t27 = t7 + 32L;
            t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
            if (t27 >= t4) {
                break;
            }
            t7 = t27;
        }
        t28 = (unsigned int)((long)0U + t4);
    } else {
        t28 = 0U;
    }
    t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        t30 = t29 & -8L;
        t31 = (vcc_v8_uint){t28, t28, t28, t28, t28, t28, t28, t28};
        t32 = t31;
        t2 = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t33 = 0L;
        for (;;) {
            t34 = t2;
            t35 = (long)(unsigned int)((long)t28 + t33);
            t36 = vcc_load(vcc_v8_uint, b + t35);
            t37 = t36 + t34;
            vcc_store(a + t35, t37);
            t38 = t33 + 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t38 >= t30) {
                break;
            }
            t33 = t38;
        }
        i = (unsigned int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        t39 = (long)i;
        a[t39] = b[t39] + i;
    }
}

void long_from_offset(long lo, long hi, long *restrict a) {
    vcc_v4_ulong t1;
    vcc_v4_ulong t2;
    long t3;
    long t4;
    vcc_v4_long t5;
    vcc_v4_ulong t6;
    long t7;
    vcc_v4_long t8;
    vcc_v4_ulong t9;
    vcc_v4_long t10;
    vcc_v4_ulong t11;
    vcc_v4_long t12;
    vcc_v4_ulong t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_long t16;
    vcc_v4_long t17;
    vcc_v4_long t18;
    long t19;
    long t20;
    long t21;
    long t22;
    vcc_v4_long t23;
    vcc_v4_ulong t24;
    long t25;
    vcc_v4_long t26;
    vcc_v4_long t27;
    long t28;
    long i;
    t3 = lo * -1L + hi;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = (vcc_v4_long){lo, lo, lo, lo};
        t6 = (vcc_v4_ulong)t5;
        t1 = t6 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        t7 = 0L;
        for (;;) {
            t8 = (vcc_v4_long)t1;
            t9 = t1 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
            t10 = (vcc_v4_long)t9;
            t11 = t1 + (vcc_v4_ulong){8UL, 8UL, 8UL, 8UL};
            t12 = (vcc_v4_long)t11;
            t13 = t1 + (vcc_v4_ulong){12UL, 12UL, 12UL, 12UL};
            t14 = (vcc_v4_long)t13;
            t15 = t8 * t8;
            t16 = t10 * t10;
            t17 = t12 * t12;
            t18 = t14 * t14;
            vcc_store(a + (lo + t7), t15);
            vcc_store(a + (lo + (t7 + 4L)), t16);
            vcc_store(a + (lo + (t7 + 8L)), t17);
            vcc_store(a + (lo + (t7 + 12L)), t18);
            t19 = t7 + 16L;
            t1 = t1 + (vcc_v4_ulong){16UL, 16UL, 16UL, 16UL};
            if (t19 >= t4) {
                break;
            }
            t7 = t19;
        }
        t20 = lo + t4;
    } else {
        t20 = lo;
    }
    t21 = hi + t20 * -1L;
    if (t21 >= 4L) {
        t22 = t21 & -4L;
        t23 = (vcc_v4_long){t20, t20, t20, t20};
        t24 = (vcc_v4_ulong)t23;
        t2 = t24 + (vcc_v4_ulong){0UL, 1UL, 2UL, 3UL};
        t25 = 0L;
        for (;;) {
            t26 = (vcc_v4_long)t2;
            t27 = t26 * t26;
            vcc_store(a + (t20 + t25), t27);
            t28 = t25 + 4L;
            t2 = t2 + (vcc_v4_ulong){4UL, 4UL, 4UL, 4UL};
            if (t28 >= t22) {
                break;
            }
            t25 = t28;
        }
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
