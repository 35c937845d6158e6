/* vcc: vector types and helpers */
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 neon=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v8_int k_v = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:10 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, b + t4 + -7);
            vcc_v8_int t6 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t5;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, c + t4 + -7);
            vcc_v8_int t8 = t6 + t7;
            vcc_v8_int t9 = t8 ^ k_v;
            vcc_store(a + t4 + -7, t9);
            long t10 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10 + -7);
            vcc_v8_int t12 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t11;
            vcc_v8_int t13 = vcc_load(vcc_v8_int, c + t10 + -7);
            vcc_v8_int t14 = t12 + t13;
            vcc_v8_int t15 = t14 ^ k_v;
            vcc_store(a + t10 + -7, t15);
            long t16 = (long)t1 + (i_vec + 16L) * -1L;
            vcc_v8_int t17 = vcc_load(vcc_v8_int, b + t16 + -7);
            vcc_v8_int t18 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t17;
            vcc_v8_int t19 = vcc_load(vcc_v8_int, c + t16 + -7);
            vcc_v8_int t20 = t18 + t19;
            vcc_v8_int t21 = t20 ^ k_v;
            vcc_store(a + t16 + -7, t21);
            long t22 = (long)t1 + (i_vec + 24L) * -1L;
            vcc_v8_int t23 = vcc_load(vcc_v8_int, b + t22 + -7);
            vcc_v8_int t24 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t23;
            vcc_v8_int t25 = vcc_load(vcc_v8_int, c + t22 + -7);
            vcc_v8_int t26 = t24 + t25;
            vcc_v8_int t27 = t26 ^ k_v;
            vcc_store(a + t22 + -7, t27);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        vcc_v8_int k_v_1 = (vcc_v8_int){k, k, k, k, k, k, k, k};
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:10 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t30 = (long)t1 + i_vec_1 * -1L;
            vcc_v8_int t31 = vcc_load(vcc_v8_int, b + t30 + -7);
            vcc_v8_int t32 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3} * t31;
            vcc_v8_int t33 = vcc_load(vcc_v8_int, c + t30 + -7);
            vcc_v8_int t34 = t32 + t33;
            vcc_v8_int t35 = t34 ^ k_v_1;
            vcc_store(a + t30 + -7, t35);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t1 + t29 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t36 = (long)i;
        a[t36] = (3 * b[t36] + c[t36]) ^ k;
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
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:25 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            long t3 = (long)i + i_vec * -1L;
            vcc_v32_uchar t4 = vcc_load(vcc_v32_uchar, b + t3 + -31);
            vcc_v32_uchar t5 = vcc_load(vcc_v32_uchar, c + t3 + -31);
            vcc_v32_uchar t6 = (t4 | t5) - ((t4 ^ t5) >> 1);
            vcc_store(a + t3 + -31, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)((long)i + t2 * -1L);
    }
    for (; i >= 0; i--) {
        long t7 = (long)i;
        a[t7] = (unsigned char)(((int)b[t7] + (int)c[t7] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
int keep_last(int n, int *restrict a, const int *restrict b) {
    int last;
    vcc_v8_int v_v_3;
    int t13;
    vcc_v8_int v_v_4;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            vcc_v8_int t5 = vcc_load(vcc_v8_int, b + t4 + -7);
            vcc_v8_int v_v = t5 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t4 + -7, v_v);
            long t6 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v8_int t7 = vcc_load(vcc_v8_int, b + t6 + -7);
            vcc_v8_int v_v_1 = t7 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t6 + -7, v_v_1);
            long t8 = (long)t1 + (i_vec + 16L) * -1L;
            vcc_v8_int t9 = vcc_load(vcc_v8_int, b + t8 + -7);
            vcc_v8_int v_v_2 = t9 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_store(a + t8 + -7, v_v_2);
            long t10 = (long)t1 + (i_vec + 24L) * -1L;
            vcc_v8_int t11 = vcc_load(vcc_v8_int, b + t10 + -7);
            vcc_v8_int b_v = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            v_v_3 = b_v + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t12 = __builtin_shufflevector(v_v_3, v_v_3, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t10 + -7, t12);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t13 = v_v_3[7];
    } else {
        t13 = -1;
    }
    long t14 = (long)t1 + 1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t16 = (long)t1 + i_vec_1 * -1L;
            vcc_v8_int t17 = vcc_load(vcc_v8_int, b + t16 + -7);
            vcc_v8_int b_v_1 = __builtin_shufflevector(t17, t17, 7, 6, 5, 4, 3, 2, 1, 0);
            v_v_4 = b_v_1 + (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
            vcc_v8_int t18 = __builtin_shufflevector(v_v_4, v_v_4, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t16 + -7, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t1 + t15 * -1L);
        last = v_v_4[7];
    } else {
        i = t1;
        last = t13;
    }
    for (; i >= 0; i--) {
        long t19 = (long)i;
        last = b[t19] + 7;
        a[t19] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
void keep_mixed(int n, double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_double t3 = vcc_load(vcc_v4_double, b + (n - 1 - (int)i_vec) + -3);
            vcc_v4_double b_v = __builtin_shufflevector(t3, t3, 3, 2, 1, 0);
            vcc_v4_double t4 = b_v * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + i_vec, t4);
            long t5 = i_vec + 4L;
            vcc_v4_double t6 = vcc_load(vcc_v4_double, b + (n - 1 - (int)t5) + -3);
            vcc_v4_double b_v_1 = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            vcc_v4_double t7 = b_v_1 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t5, t7);
            long t8 = i_vec + 8L;
            vcc_v4_double t9 = vcc_load(vcc_v4_double, b + (n - 1 - (int)t8) + -3);
            vcc_v4_double b_v_2 = __builtin_shufflevector(t9, t9, 3, 2, 1, 0);
            vcc_v4_double t10 = b_v_2 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t8, t10);
            long t11 = i_vec + 12L;
            vcc_v4_double t12 = vcc_load(vcc_v4_double, b + (n - 1 - (int)t11) + -3);
            vcc_v4_double b_v_3 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            vcc_v4_double t13 = b_v_3 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v4_double t18 = vcc_load(vcc_v4_double, b + (n - 1 - (int)t17) + -3);
            vcc_v4_double b_v_4 = __builtin_shufflevector(t18, t18, 3, 2, 1, 0);
            vcc_v4_double t19 = b_v_4 * (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v4_int t4 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t5 = (vcc_v4_uint)t4;
        vcc_v4_uint i_v = t5 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:49 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t6 = (long)t1 + i_vec * -1L;
            vcc_v4_int i_v_2 = (vcc_v4_int)i_v;
            vcc_v4_llong t7 = vcc_load(vcc_v4_llong, b + t6 + -3);
            vcc_v4_llong b_v = __builtin_shufflevector(t7, t7, 3, 2, 1, 0);
            vcc_v4_llong t8 = __builtin_convertvector(i_v_2, vcc_v4_llong);
            vcc_v4_llong t9 = b_v + t8;
            vcc_v4_llong t10 = __builtin_shufflevector(t9, t9, 3, 2, 1, 0);
            vcc_store(a + t6 + -3, t10);
            long t11 = (long)t1 + (i_vec + 4L) * -1L;
            vcc_v4_uint t12 = i_v + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
            vcc_v4_int i_v_3 = (vcc_v4_int)t12;
            vcc_v4_llong t13 = vcc_load(vcc_v4_llong, b + t11 + -3);
            vcc_v4_llong b_v_1 = __builtin_shufflevector(t13, t13, 3, 2, 1, 0);
            vcc_v4_llong t14 = __builtin_convertvector(i_v_3, vcc_v4_llong);
            vcc_v4_llong t15 = b_v_1 + t14;
            vcc_v4_llong t16 = __builtin_shufflevector(t15, t15, 3, 2, 1, 0);
            vcc_store(a + t11 + -3, t16);
            long t17 = (long)t1 + (i_vec + 8L) * -1L;
            vcc_v4_uint t18 = i_v + (vcc_v4_uint){4294967288U, 4294967288U, 4294967288U, 4294967288U};
            vcc_v4_int i_v_4 = (vcc_v4_int)t18;
            vcc_v4_llong t19 = vcc_load(vcc_v4_llong, b + t17 + -3);
            vcc_v4_llong b_v_2 = __builtin_shufflevector(t19, t19, 3, 2, 1, 0);
            vcc_v4_llong t20 = __builtin_convertvector(i_v_4, vcc_v4_llong);
            vcc_v4_llong t21 = b_v_2 + t20;
            vcc_v4_llong t22 = __builtin_shufflevector(t21, t21, 3, 2, 1, 0);
            vcc_store(a + t17 + -3, t22);
            long t23 = (long)t1 + (i_vec + 12L) * -1L;
            vcc_v4_uint t24 = i_v + (vcc_v4_uint){4294967284U, 4294967284U, 4294967284U, 4294967284U};
            vcc_v4_int i_v_5 = (vcc_v4_int)t24;
            vcc_v4_llong t25 = vcc_load(vcc_v4_llong, b + t23 + -3);
            vcc_v4_llong b_v_3 = __builtin_shufflevector(t25, t25, 3, 2, 1, 0);
            vcc_v4_llong t26 = __builtin_convertvector(i_v_5, vcc_v4_llong);
            vcc_v4_llong t27 = b_v_3 + t26;
            vcc_v4_llong t28 = __builtin_shufflevector(t27, t27, 3, 2, 1, 0);
            vcc_store(a + t23 + -3, t28);
            i_vec += 16L;
            i_v = i_v + (vcc_v4_uint){4294967280U, 4294967280U, 4294967280U, 4294967280U};
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t29 = (long)t1 + 1L;
    if (t29 >= 4L) {
        long t30 = t29 & -4L;
        vcc_v4_int t31 = (vcc_v4_int){t1, t1, t1, t1};
        vcc_v4_uint t32 = (vcc_v4_uint)t31;
        vcc_v4_uint i_v_1 = t32 + (vcc_v4_uint){0U, 4294967295U, 4294967294U, 4294967293U};
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t1 + i_vec_1 * -1L;
            vcc_v4_int i_v_6 = (vcc_v4_int)i_v_1;
            vcc_v4_llong t34 = vcc_load(vcc_v4_llong, b + t33 + -3);
            vcc_v4_llong b_v_4 = __builtin_shufflevector(t34, t34, 3, 2, 1, 0);
            vcc_v4_llong t35 = __builtin_convertvector(i_v_6, vcc_v4_llong);
            vcc_v4_llong t36 = b_v_4 + t35;
            vcc_v4_llong t37 = __builtin_shufflevector(t36, t36, 3, 2, 1, 0);
            vcc_store(a + t33 + -3, t37);
            i_vec_1 += 4L;
            i_v_1 = i_v_1 + (vcc_v4_uint){4294967292U, 4294967292U, 4294967292U, 4294967292U};
        } while (i_vec_1 < t30);
        i = (int)((long)t1 + t30 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t38 = (long)i;
        a[t38] = b[t38] + (long long)i;
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
