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
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        vcc_v8_int t6 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long t2 = 0L;
        do {
            long t7 = (long)(int)((long)t1 + t2 * -1L);
            vcc_v8_int t8 = vcc_load(vcc_v8_int, b + t7 + -7);
            vcc_v8_int t9 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t8;
            vcc_v8_int t10 = vcc_load(vcc_v8_int, c + t7 + -7);
            vcc_v8_int t11 = t9 + t10;
            vcc_v8_int t12 = t11 ^ t6;
            vcc_store(a + t7 + -7, t12);
            long t13 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            vcc_v8_int t14 = vcc_load(vcc_v8_int, b + t13 + -7);
            vcc_v8_int t15 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t14;
            vcc_v8_int t16 = vcc_load(vcc_v8_int, c + t13 + -7);
            vcc_v8_int t17 = t15 + t16;
            vcc_v8_int t18 = t17 ^ t6;
            vcc_store(a + t13 + -7, t18);
            long t19 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            vcc_v8_int t20 = vcc_load(vcc_v8_int, b + t19 + -7);
            vcc_v8_int t21 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t20;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, c + t19 + -7);
            vcc_v8_int t23 = t21 + t22;
            vcc_v8_int t24 = t23 ^ t6;
            vcc_store(a + t19 + -7, t24);
            long t25 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            vcc_v8_int t26 = vcc_load(vcc_v8_int, b + t25 + -7);
            vcc_v8_int t27 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t26;
            vcc_v8_int t28 = vcc_load(vcc_v8_int, c + t25 + -7);
            vcc_v8_int t29 = t27 + t28;
            vcc_v8_int t30 = t29 ^ t6;
            vcc_store(a + t25 + -7, t30);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t31 = (long)t1 + 1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        vcc_v8_int t33 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long t3 = 0L;
        do {
            long t34 = (long)(int)((long)t1 + t3 * -1L);
            vcc_v8_int t35 = vcc_load(vcc_v8_int, b + t34 + -7);
            vcc_v8_int t36 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t35;
            vcc_v8_int t37 = vcc_load(vcc_v8_int, c + t34 + -7);
            vcc_v8_int t38 = t36 + t37;
            vcc_v8_int t39 = t38 ^ t33;
            vcc_store(a + t34 + -7, t39);
            t3 += 8L;
        } while (t3 < t32);
        i = (int)((long)t1 + t32 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t40 = (long)i;
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
    int i = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long t1 = 0L;
        do {
            long t4 = (long)(int)((long)i + t1 * -1L);
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, b + t4 + -31);
            vcc_v32_uchar t6 = vcc_load(vcc_v32_uchar, c + t4 + -31);
            vcc_v32_uchar t7 = t5;
            vcc_v32_uchar t8 = t6;
            vcc_v32_uchar t9 = (t7 | t8) - ((t7 ^ t8) >> 1);
            vcc_v32_uchar t10 = t9;
            vcc_store(a + t4 + -31, t10);
            t1 += 32L;
        } while (t1 < t3);
        i = (int)((long)i + t3 * -1L);
    }
    for (; i >= 0; i--) {
        long t11 = (long)i;
        a[t11] = (unsigned char)(((int)b[t11] + (int)c[t11] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
int keep_last(int n, int *restrict a, const int *restrict b) {
    int last;
    vcc_v8_int t18;
    int t20;
    vcc_v8_int t26;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            vcc_v8_int t7 = vcc_load(vcc_v8_int, b + t6 + -7);
            vcc_v8_int t8 = t7 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t6 + -7, t8);
            long t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            vcc_v8_int t10 = vcc_load(vcc_v8_int, b + t9 + -7);
            vcc_v8_int t11 = t10 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t9 + -7, t11);
            long t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            vcc_v8_int t13 = vcc_load(vcc_v8_int, b + t12 + -7);
            vcc_v8_int t14 = t13 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t12 + -7, t14);
            long t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            vcc_v8_int t16 = vcc_load(vcc_v8_int, b + t15 + -7);
            vcc_v8_int t17 = __builtin_shufflevector(t16, t16, 7, 6, 5, 4, 3, 2, 1, 0);
            t18 = t17 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t19 = __builtin_shufflevector(t18, t18, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t15 + -7, t19);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
        t20 = t18[7];
    } else {
        t20 = -1;
    }
    long t21 = (long)t1 + 1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t3 = 0L;
        do {
            long t23 = (long)(int)((long)t1 + t3 * -1L);
            vcc_v8_int t24 = vcc_load(vcc_v8_int, b + t23 + -7);
            vcc_v8_int t25 = __builtin_shufflevector(t24, t24, 7, 6, 5, 4, 3, 2, 1, 0);
            t26 = t25 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t27 = __builtin_shufflevector(t26, t26, 7, 6, 5, 4, 3, 2, 1, 0);
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
        long t28 = (long)i;
        last = b[t28] + 7;
        a[t28] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
void keep_mixed(int n, double *restrict a, const double *restrict b) {
    int t21;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, b + (n - 1 - t5) + -3);
            vcc_v4_double t7 = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            vcc_v4_double t8 = t7 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t5, t8);
            int t9 = (int)(t1 + 4L);
            vcc_v4_double t10 = vcc_load(vcc_v4_double, b + (n - 1 - t9) + -3);
            vcc_v4_double t11 = __builtin_shufflevector(t10, t10, 3, 2, 1, 0);
            vcc_v4_double t12 = t11 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t9, t12);
            int t13 = (int)(t1 + 8L);
            vcc_v4_double t14 = vcc_load(vcc_v4_double, b + (n - 1 - t13) + -3);
            vcc_v4_double t15 = __builtin_shufflevector(t14, t14, 3, 2, 1, 0);
            vcc_v4_double t16 = t15 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t13, t16);
            int t17 = (int)(t1 + 12L);
            vcc_v4_double t18 = vcc_load(vcc_v4_double, b + (n - 1 - t17) + -3);
            vcc_v4_double t19 = __builtin_shufflevector(t18, t18, 3, 2, 1, 0);
            vcc_v4_double t20 = t19 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t17, t20);
            t1 += 16L;
        } while (t1 < t4);
        t21 = (int)t4;
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long t2 = 0L;
        do {
            int t24 = (int)((long)t21 + t2);
            vcc_v4_double t25 = vcc_load(vcc_v4_double, b + (n - 1 - t24) + -3);
            vcc_v4_double t26 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            vcc_v4_double t27 = t26 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
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
    int i;
    int t1 = n - 1;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        vcc_v4_int t8 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t9 = (vcc_v4_uint)t8;
        vcc_v4_uint t2 = t9 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long t3 = 0L;
        do {
            vcc_v4_int t10 = (vcc_v4_int)t2;
            long t11 = (long)(int)((long)t1 + t3 * -1L);
            vcc_v4_llong t12 = vcc_load(vcc_v4_llong, b + t11 + -3);
            vcc_v4_llong t13 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            vcc_v4_llong t14 = __builtin_convertvector(t10, vcc_v4_llong);
            vcc_v4_llong t15 = t13 + t14;
            vcc_v4_llong t16 = __builtin_shufflevector(t15, t15, 3, 2, 1, 0);
            vcc_store(a + t11 + -3, t16);
            vcc_v4_uint t17 = t2 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int t18 = (vcc_v4_int)t17;
            long t19 = (long)(int)((long)t1 + (t3 + 4L) * -1L);
            vcc_v4_llong t20 = vcc_load(vcc_v4_llong, b + t19 + -3);
            vcc_v4_llong t21 = __builtin_shufflevector(t20, t20, 3, 2, 1, 0);
            vcc_v4_llong t22 = __builtin_convertvector(t18, vcc_v4_llong);
            vcc_v4_llong t23 = t21 + t22;
            vcc_v4_llong t24 = __builtin_shufflevector(t23, t23, 3, 2, 1, 0);
            vcc_store(a + t19 + -3, t24);
            vcc_v4_uint t25 = t2 + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v4_int t26 = (vcc_v4_int)t25;
            long t27 = (long)(int)((long)t1 + (t3 + 8L) * -1L);
            vcc_v4_llong t28 = vcc_load(vcc_v4_llong, b + t27 + -3);
            vcc_v4_llong t29 = __builtin_shufflevector(t28, t28, 3, 2, 1, 0);
            vcc_v4_llong t30 = __builtin_convertvector(t26, vcc_v4_llong);
            vcc_v4_llong t31 = t29 + t30;
            vcc_v4_llong t32 = __builtin_shufflevector(t31, t31, 3, 2, 1, 0);
            vcc_store(a + t27 + -3, t32);
            vcc_v4_uint t33 = t2 + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            vcc_v4_int t34 = (vcc_v4_int)t33;
            long t35 = (long)(int)((long)t1 + (t3 + 12L) * -1L);
            vcc_v4_llong t36 = vcc_load(vcc_v4_llong, b + t35 + -3);
            vcc_v4_llong t37 = __builtin_shufflevector(t36, t36, 3, 2, 1, 0);
            vcc_v4_llong t38 = __builtin_convertvector(t34, vcc_v4_llong);
            vcc_v4_llong t39 = t37 + t38;
            vcc_v4_llong t40 = __builtin_shufflevector(t39, t39, 3, 2, 1, 0);
            vcc_store(a + t35 + -3, t40);
            t3 += 16L;
            t2 = t2 + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (t3 < t7);
        t1 = (int)((long)t1 + t7 * -1L);
    }
    long t41 = (long)t1 + 1L;
    if (t41 >= 4L) {
        long t42 = t41 & -4L;
        vcc_v4_int t43 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t44 = (vcc_v4_uint)t43;
        vcc_v4_uint t4 = t44 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long t5 = 0L;
        do {
            vcc_v4_int t45 = (vcc_v4_int)t4;
            long t46 = (long)(int)((long)t1 + t5 * -1L);
            vcc_v4_llong t47 = vcc_load(vcc_v4_llong, b + t46 + -3);
            vcc_v4_llong t48 = __builtin_shufflevector(t47, t47, 3, 2, 1, 0);
            vcc_v4_llong t49 = __builtin_convertvector(t45, vcc_v4_llong);
            vcc_v4_llong t50 = t48 + t49;
            vcc_v4_llong t51 = __builtin_shufflevector(t50, t50, 3, 2, 1, 0);
            vcc_store(a + t46 + -3, t51);
            t5 += 4L;
            t4 = t4 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (t5 < t42);
        i = (int)((long)t1 + t42 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t52 = (long)i;
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
