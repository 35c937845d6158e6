/* vcc: vector types and helpers */
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned long long vcc_v4_ullong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Reversed accesses of every element type: a load from the other end (one vector load at the
   part's last lane, lanes reversed), a store to the other end, a count-down loop reading and
   writing downwards, and a sum whose reads and induction both run down. */
void rev_i8(int n, signed char *restrict a, const signed char *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v32_schar t5;
    vcc_v32_schar t6;
    vcc_v32_uchar t7;
    vcc_v32_uchar t8;
    vcc_v32_schar t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v32_schar, b + (n - 1 - t4) + -31);
            t6 = __builtin_shufflevector(t5, t5, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            t7 = (vcc_v32_uchar)t6;
            t8 = t7 + (vcc_v32_uchar){(unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3, (unsigned char)3};
            t9 = (vcc_v32_schar)t8;
            vcc_store(a + t4, t9);
            t10 = t3 + 32L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = (signed char)((int)b[n - 1 - i] + 3);
    }
}

void rev_u16(int n, unsigned short *restrict a, const unsigned short *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v16_ushort t5;
    vcc_v16_ushort t6;
    vcc_v16_ushort t7;
    vcc_v16_ushort t8;
    vcc_v16_ushort t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v16_ushort, b + t4);
            t6 = t5;
            t7 = t6 * (vcc_v16_ushort){(unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3, (unsigned short)3};
            t8 = t7;
            t9 = __builtin_shufflevector(t8, t8, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t4) + -15, t9);
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = (unsigned short)((unsigned int)b[i] * 3U);
    }
}

void rev_i64(int n, long long *restrict a, const long long *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v4_llong t6;
    vcc_v4_llong t7;
    vcc_v4_llong t8;
    vcc_v4_llong t9;
    vcc_v4_llong t10;
    vcc_v4_llong t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = vcc_load(vcc_v4_llong, b + (n - 1 - t4) + -3);
            t7 = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            t8 = vcc_load(vcc_v4_llong, b + (n - 1 - t5) + -3);
            t9 = __builtin_shufflevector(t8, t8, 3, 2, 1, 0);
            t10 = t7 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            t11 = t9 - (vcc_v4_llong){7LL, 7LL, 7LL, 7LL};
            vcc_store(a + t4, t10);
            vcc_store(a + t5, t11);
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] - 7LL;
    }
}

void rev_double(int n, double *restrict a, const double *restrict b) {
    int i;
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    long t16;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)i + t3 * -1L);
            t5 = (int)((long)i + (t3 + 4L) * -1L);
            t6 = vcc_load(vcc_v4_double, b + t4 + -3);
            t7 = __builtin_shufflevector(t6, t6, 3, 2, 1, 0);
            t8 = vcc_load(vcc_v4_double, b + t5 + -3);
            t9 = __builtin_shufflevector(t8, t8, 3, 2, 1, 0);
            t10 = t7 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t11 = t9 * (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t12 = t10 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t13 = t11 + (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            t14 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            vcc_store(a + t4 + -3, t14);
            t15 = __builtin_shufflevector(t13, t13, 3, 2, 1, 0);
            vcc_store(a + t5 + -3, t15);
            t16 = t3 + 8L;
            if (t16 >= t2) {
                break;
            }
            t3 = t16;
        }
        i_1 = (int)((long)i + t2 * -1L);
    } else {
        i_1 = i;
    }
    for (; i_1 >= 0; i_1--) {
        a[i_1] = b[i_1] * 0.5 + 1.0;
    }
}

void rev_both_float(int n, float *restrict a, const float *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    long t9;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, b + (n - 1 - t4) + -7);
            t6 = __builtin_shufflevector(t5, t5, 7, 6, 5, 4, 3, 2, 1, 0);
            t7 = t6 - (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t8 = __builtin_shufflevector(t7, t7, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + (n - 1 - t4) + -7, t8);
            t9 = t3 + 8L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[n - 1 - i] = b[n - 1 - i] - 2.0f;
    }
}

/* The count-down induction is also needed as a vector (its lanes go down too). */
void rev_iota(int n, int *restrict a) {
    int i;
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    long t14;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)i + t3 * -1L);
            t5 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
            t6 = t5 + (vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7};
            t7 = (int)((long)i + (t3 + 8L) * -1L);
            t8 = (vcc_v8_int){t7, t7, t7, t7, t7, t7, t7, t7};
            t9 = t8 + (vcc_v8_int){0, -1, -2, -3, -4, -5, -6, -7};
            t10 = t6 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t11 = t9 * (vcc_v8_int){5, 5, 5, 5, 5, 5, 5, 5};
            t12 = __builtin_shufflevector(t10, t10, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t4 + -7, t12);
            t13 = __builtin_shufflevector(t11, t11, 7, 6, 5, 4, 3, 2, 1, 0);
            vcc_store(a + t7 + -7, t13);
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
        }
        i_1 = (int)((long)i + t2 * -1L);
    } else {
        i_1 = i;
    }
    for (; i_1 >= 0; i_1--) {
        a[i_1] = i_1 * 5;
    }
}

/* A pointer walking down. */
void rev_ptr(int n, unsigned char *restrict dst, const unsigned char *restrict src) {
    const unsigned char *p;
    long t1;
    long t2;
    long t3;
    vcc_v32_uchar t4;
    vcc_v32_uchar t5;
    vcc_v32_uchar t6;
    vcc_v32_uchar t7;
    vcc_v32_uchar t8;
    long t9;
    int i;
    const unsigned char *p_1;
    const unsigned char *p_2;
    p = src + n;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = vcc_load(vcc_v32_uchar, p + t3 * -1L + -1 + -31);
            t5 = __builtin_shufflevector(t4, t4, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            t6 = t5;
            t7 = t6 ^ (vcc_v32_uchar){(unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90, (unsigned char)90};
            t8 = t7;
            vcc_store(dst + (int)((long)0 + t3), t8);
            t9 = t3 + 32L;
            if (t9 >= t2) {
                break;
            }
            t3 = t9;
        }
        i = (int)((long)0 + t2);
        p_1 = p + t2 * -1L;
    } else {
        i = 0;
        p_1 = p;
    }
    for (; i < n; i++, p_1 = p_2) {
        p_2 = p_1 + -1;
        dst[i] = (unsigned char)((int)*p_2 ^ 90);
    }
}

/* Reversed and consecutive accesses to one array in one loop: a[n-1-i] and a[i] meet in the
   middle, a dependence that must keep the vector loop from running. */
void rev_inplace(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i] = a[n - 1 - i] + 1;
}

long long rev_sum(int n, const short *a) {
    long long s;
    int i;
    long t1;
    long t2;
    long t3;
    vcc_v4_ullong t4;
    vcc_v4_ullong t5;
    int t6;
    vcc_v4_int t7;
    vcc_v4_int t8;
    int t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    vcc_v4_short t12;
    vcc_v4_short t13;
    vcc_v4_short t14;
    vcc_v4_short t15;
    vcc_v4_int t16;
    vcc_v4_int t17;
    vcc_v4_llong t18;
    vcc_v4_llong t19;
    vcc_v4_llong t20;
    vcc_v4_llong t21;
    vcc_v4_llong t22;
    vcc_v4_llong t23;
    vcc_v4_ullong t24;
    vcc_v4_ullong t25;
    vcc_v4_ullong t26;
    vcc_v4_ullong t27;
    long t28;
    vcc_v4_ullong t29;
    int i_1;
    i = n - 1;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        t5 = (vcc_v4_ullong){0ULL, 0ULL, 0ULL, 0ULL};
        for (;;) {
            t6 = (int)((long)i + t3 * -1L);
            t7 = (vcc_v4_int){t6, t6, t6, t6};
            t8 = t7 + (vcc_v4_int){0, -1, -2, -3};
            t9 = (int)((long)i + (t3 + 4L) * -1L);
            t10 = (vcc_v4_int){t9, t9, t9, t9};
            t11 = t10 + (vcc_v4_int){0, -1, -2, -3};
            t12 = vcc_load(vcc_v4_short, a + t6 + -3);
            t13 = __builtin_shufflevector(t12, t12, 3, 2, 1, 0);
            t14 = vcc_load(vcc_v4_short, a + t9 + -3);
            t15 = __builtin_shufflevector(t14, t14, 3, 2, 1, 0);
            t16 = t8 + (vcc_v4_int){1, 1, 1, 1};
            t17 = t11 + (vcc_v4_int){1, 1, 1, 1};
            t18 = __builtin_convertvector(t16, vcc_v4_llong);
            t19 = __builtin_convertvector(t17, vcc_v4_llong);
            t20 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v4_int), vcc_v4_llong);
            t21 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v4_int), vcc_v4_llong);
            t22 = t20 * t18;
            t23 = t21 * t19;
            t24 = (vcc_v4_ullong)t22;
            t25 = t4 + t24;
            t26 = (vcc_v4_ullong)t23;
            t27 = t5 + t26;
            t28 = t3 + 8L;
            if (t28 >= t2) {
                break;
            }
            t3 = t28;
            t4 = t25;
            t5 = t27;
        }
        t29 = t25 + t27;
        i_1 = (int)((long)i + t2 * -1L);
        s = (long long)((unsigned long long)0LL + vcc_reduce(unsigned long long, t29, +));
    } else {
        i_1 = i;
        s = 0LL;
    }
    for (; i_1 >= 0; i_1--) {
        s += (long long)a[i_1] * (long long)(i_1 + 1);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        signed char *c1 = new_array(n, 1), *c2 = new_array(n, 1);
        unsigned short *u1 = new_array(n, 2), *u2 = new_array(n, 2);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4);
        unsigned char *b1 = new_array(n, 1), *b2 = new_array(n, 1);
        short *s = new_array(n, 2);
        FILL(c2, n, -128, 256);
        FILL(u2, n, 0, 65536);
        FILL(l2, n, -100000, 200000);
        FILL(d2, n, -1000, 2000);
        FILL(f2, n, -1000, 2000);
        FILL(i2, n, -1000, 2000);
        FILL(b2, n, 0, 256);
        FILL(s, n, -30000, 60000);
        rev_i8(n, c1, c2);
        rev_u16(n, u1, u2);
        rev_i64(n, l1, l2);
        rev_double(n, d1, d2);
        rev_both_float(n, f1, f2);
        rev_iota(n, i1);
        rev_ptr(n, b1, b2);
        rev_inplace(n, i2);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx %llx sum=%lld\n", n, HASH(c1, n), HASH(u1, n), HASH(l1, n),
               HASH(d1, n), HASH(f1, n), HASH(i1, n), HASH(b1, n), HASH(i2, n), rev_sum(n, s));
        free(c1), free(c2), free(u1), free(u2), free(l1), free(l2), free(d1), free(d2);
        free(f1), free(f2), free(i1), free(i2), free(b1), free(b2), free(s);
    }
    return 0;
}
