/* vcc: vector types and helpers */
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    long t7;
    long t8;
    long t9;
    long t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_int t18;
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
    long t31;
    long t32;
    vcc_v8_int t33;
    long t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    int i;
    long t40;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t6 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t2 = 0L;
        do {
            t7 = (long)(int)((long)t1 + t2 * -1L);
            t8 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t9 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t10 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t11 = vcc_load(vcc_v8_int, b + t7 + -7);
            t12 = vcc_load(vcc_v8_int, b + t8 + -7);
            t13 = vcc_load(vcc_v8_int, b + t9 + -7);
            t14 = vcc_load(vcc_v8_int, b + t10 + -7);
            t15 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t11;
            t16 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t12;
            t17 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t13;
            t18 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t14;
            t19 = vcc_load(vcc_v8_int, c + t7 + -7);
            t20 = vcc_load(vcc_v8_int, c + t8 + -7);
            t21 = vcc_load(vcc_v8_int, c + t9 + -7);
            t22 = vcc_load(vcc_v8_int, c + t10 + -7);
            t23 = t15 + t19;
            t24 = t23 ^ t6;
            vcc_store(a + t7 + -7, t24);
            t25 = t16 + t20;
            t26 = t25 ^ t6;
            vcc_store(a + t8 + -7, t26);
            t27 = t17 + t21;
            t28 = t27 ^ t6;
            vcc_store(a + t9 + -7, t28);
            t29 = t18 + t22;
            t30 = t29 ^ t6;
            vcc_store(a + t10 + -7, t30);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t31 = (long)t1 + 1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        t3 = 0L;
        do {
            t34 = (long)(int)((long)t1 + t3 * -1L);
            t35 = vcc_load(vcc_v8_int, b + t34 + -7);
            t36 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t35;
            t37 = vcc_load(vcc_v8_int, c + t34 + -7);
            t38 = t36 + t37;
            t39 = t38 ^ t33;
            vcc_store(a + t34 + -7, t39);
            t3 += 8L;
        } while (t3 < t32);
        i = (int)((long)t1 + t32 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        t40 = (long)i;
        a[t40] = (3 * b[t40] + c[t40]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
void cancel_masked(int n, float *restrict a, const float *restrict b) {
    for (int i = n - 1; i >= 0; i--)
        if (b[i] > 0.0f)
            a[i] = b[i] * 2.0f - 1.0f;
}

/* Narrow lanes: bytes widened, added and narrowed again. */
void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    int i;
    long t1;
    long t2;
    long t3;
    long t4;
    vcc_v32_uchar t5;
    vcc_v32_uchar t6;
    vcc_v32_uchar t7;
    vcc_v32_uchar t8;
    vcc_v32_uchar t9;
    vcc_v32_uchar t10;
    long t11;
    i = n - 1;
    t2 = (long)n;
    if (t2 >= 32L) {
        t3 = t2 & -32L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)i + t1 * -1L);
            t5 = vcc_load(vcc_v32_uchar, b + t4 + -31);
            t6 = vcc_load(vcc_v32_uchar, c + t4 + -31);
            t7 = t5;
            t8 = t6;
            t9 = (t7 | t8) - ((t7 ^ t8) >> 1);
            t10 = t9;
            vcc_store(a + t4 + -31, t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)i + t3 * -1L);
    }
    for (; i >= 0; i--) {
        t11 = (long)i;
        a[t11] = (unsigned char)(((int)b[t11] + (int)c[t11] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
int keep_last(int n, int *restrict a, const int *restrict b) {
    int t1;
    long t2;
    long t3;
    int last;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    long t9;
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
    int t20;
    long t21;
    long t22;
    long t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    int i;
    long t28;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t8 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t9 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t10 = vcc_load(vcc_v8_int, b + t6 + -7);
            t11 = vcc_load(vcc_v8_int, b + t7 + -7);
            t12 = vcc_load(vcc_v8_int, b + t8 + -7);
            t13 = vcc_load(vcc_v8_int, b + t9 + -7);
            t14 = __builtin_shufflevector(t13, t13, 7, 6, 5, 4, 3, 2, 1, 0);
            t15 = t10 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t6 + -7, t15);
            t16 = t11 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t7 + -7, t16);
            t17 = t12 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t8 + -7, t17);
            t18 = t14 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t19 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t9 + -7, t19);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
        t20 = t18[7];
    } else {
        t20 = -1;
    }
    t21 = (long)t1 + 1L;
    if (t21 >= 8L) {
        t22 = t21 & -8L;
        t3 = 0L;
        do {
            t23 = (long)(int)((long)t1 + t3 * -1L);
            t24 = vcc_load(vcc_v8_int, b + t23 + -7);
            t25 = __builtin_shufflevector(t24, t24, 7, 6, 5, 4, 3, 2, 1, 0);
            t26 = t25 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            t27 = __builtin_shufflevector(t26, t26, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t23 + -7, t27);
            t3 += 8L;
        } while (t3 < t22);
        i = (int)((long)t1 + t22 * -1L);
        last = t26[7];
    } else {
        i = t1;
        last = t20;
    }
    for (; i >= 0; i--) {
        t28 = (long)i;
        last = b[t28] + 7;
        a[t28] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
void keep_mixed(int n, double *restrict a, const double *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    int t6;
    int t7;
    int t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    int t21;
    long t22;
    long t23;
    int t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = (int)((long)0 + (t1 + 4L));
            t7 = (int)((long)0 + (t1 + 8L));
            t8 = (int)((long)0 + (t1 + 12L));
            t9 = vcc_load(vcc_v4_double, b + (n - 1 - t5) + -3);
            t10 = __builtin_shufflevector(t9, t9, 3, 2, 1, 0);
            t11 = vcc_load(vcc_v4_double, b + (n - 1 - t6) + -3);
            t12 = __builtin_shufflevector(t11, t11, 3, 2, 1, 0);
            t13 = vcc_load(vcc_v4_double, b + (n - 1 - t7) + -3);
            t14 = __builtin_shufflevector(t13, t13, 3, 2, 1, 0);
            t15 = vcc_load(vcc_v4_double, b + (n - 1 - t8) + -3);
            t16 = __builtin_shufflevector(t15, t15, 3, 2, 1, 0);
            t17 = t10 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t5, t17);
            t18 = t12 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t6, t18);
            t19 = t14 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t7, t19);
            t20 = t16 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t8, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)((long)0 + t4);
    } else {
        t21 = 0;
    }
    t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t2 = 0L;
        do {
            t24 = (int)((long)t21 + t2);
            t25 = vcc_load(vcc_v4_double, b + (n - 1 - t24) + -3);
            t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            t27 = t26 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t24, t27);
            t2 += 4L;
        } while (t2 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    int t1;
    vcc_v4_uint t2;
    long t3;
    vcc_v4_uint t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_int t8;
    vcc_v4_uint t9;
    vcc_v4_int t10;
    vcc_v4_uint t11;
    vcc_v4_int t12;
    vcc_v4_uint t13;
    vcc_v4_int t14;
    vcc_v4_uint t15;
    vcc_v4_int t16;
    long t17;
    long t18;
    long t19;
    long t20;
    vcc_v4_llong t21;
    vcc_v4_llong t22;
    vcc_v4_llong t23;
    vcc_v4_llong t24;
    vcc_v4_llong t25;
    vcc_v4_llong t26;
    vcc_v4_llong t27;
    vcc_v4_llong t28;
    vcc_v4_llong t29;
    vcc_v4_llong t30;
    vcc_v4_llong t31;
    vcc_v4_llong t32;
    vcc_v4_llong t33;
    vcc_v4_llong t34;
    vcc_v4_llong t35;
    vcc_v4_llong t36;
    vcc_v4_llong t37;
    vcc_v4_llong t38;
    vcc_v4_llong t39;
    vcc_v4_llong t40;
    long t41;
    long t42;
    vcc_v4_int t43;
    vcc_v4_uint t44;
    vcc_v4_int t45;
    long t46;
    vcc_v4_llong t47;
    vcc_v4_llong t48;
    vcc_v4_llong t49;
    vcc_v4_llong t50;
    vcc_v4_llong t51;
    int i;
    long t52;
    t1 = n - 1;
    t6 = (long)n;
    if (t6 >= 16L) {
        t7 = t6 & -16L;
        t8 = (vcc_v4_int){t1, t1, t1, t1};
        t9 = (vcc_v4_uint)t8;
        t2 = t9 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        t3 = 0L;
        do {
            t10 = (vcc_v4_int)t2;
            t11 = t2 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            t12 = (vcc_v4_int)t11;
            t13 = t2 + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            t14 = (vcc_v4_int)t13;
            t15 = t2 + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            t16 = (vcc_v4_int)t15;
            t17 = (long)(int)((long)t1 + t3 * -1L);
            t18 = (long)(int)((long)t1 + (t3 + 4L) * -1L);
            t19 = (long)(int)((long)t1 + (t3 + 8L) * -1L);
            t20 = (long)(int)((long)t1 + (t3 + 12L) * -1L);
            t21 = vcc_load(vcc_v4_llong, b + t17 + -3);
            t22 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            t23 = vcc_load(vcc_v4_llong, b + t18 + -3);
            t24 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            t25 = vcc_load(vcc_v4_llong, b + t19 + -3);
            t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            t27 = vcc_load(vcc_v4_llong, b + t20 + -3);
            t28 = __builtin_shufflevector(t27, t27, 3, 2, 1, 0);
            t29 = __builtin_convertvector(t10, vcc_v4_llong);
            t30 = t22 + t29;
            t31 = __builtin_shufflevector(t30, t30, 3, 2, 1, 0);
            vcc_store(a + t17 + -3, t31);
            t32 = __builtin_convertvector(t12, vcc_v4_llong);
            t33 = t24 + t32;
            t34 = __builtin_shufflevector(t33, t33, 3, 2, 1, 0);
            vcc_store(a + t18 + -3, t34);
            t35 = __builtin_convertvector(t14, vcc_v4_llong);
            t36 = t26 + t35;
            t37 = __builtin_shufflevector(t36, t36, 3, 2, 1, 0);
            vcc_store(a + t19 + -3, t37);
            t38 = __builtin_convertvector(t16, vcc_v4_llong);
            t39 = t28 + t38;
            t40 = __builtin_shufflevector(t39, t39, 3, 2, 1, 0);
            vcc_store(a + t20 + -3, t40);
            t3 += 16L;
            t2 = t2 + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    t41 = (long)t1 + 1L;
    if (t41 >= 4L) {
        t42 = t41 & -4L;
        t43 = (vcc_v4_int){t1, t1, t1, t1};
        t44 = (vcc_v4_uint)t43;
        t4 = t44 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        t5 = 0L;
        do {
            t45 = (vcc_v4_int)t4;
            t46 = (long)(int)((long)t1 + t5 * -1L);
            t47 = vcc_load(vcc_v4_llong, b + t46 + -3);
            t48 = __builtin_shufflevector(t47, t47, 3, 2, 1, 0);
            t49 = __builtin_convertvector(t45, vcc_v4_llong);
            t50 = t48 + t49;
            t51 = __builtin_shufflevector(t50, t50, 3, 2, 1, 0);
            vcc_store(a + t46 + -3, t51);
            t5 += 4L;
            t4 = t4 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (t5 < t42);
        i = (int)((long)t1 + t42 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        t52 = (long)i;
        a[t52] = b[t52] + (long long)i;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
