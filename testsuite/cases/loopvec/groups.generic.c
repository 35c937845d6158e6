/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef long long vcc_v4_llong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Interleave groups of every element type: loads with gaps before, between and after their
   members (the vector loop then leaves the last iteration to the scalar loop, so that its
   wide loads never read past the last element the scalar loop reads: the arrays are exactly
   that long), full store groups of strides 2 and 3, a group feeding a reduction, and pairs
   swapped in place (loads and stores on one base: gathers and scatters, not groups, and the
   per-lane scatters make it not worth vectorizing). */
void second_of_pair(int n, short *restrict a, const short *restrict b) {
    long t1;
    long t2;
    long t3;
    int t4;
    const short *t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v16_short t8;
    long t9;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = b + (2 * t4 + 1);
            t6 = vcc_load(vcc_v16_short, t5);
            t7 = vcc_load(vcc_v16_short, t5 + 16);
            t8 = __builtin_shufflevector(t6, t7, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
            vcc_store(a + t4, t8);
            t9 = t3 + 16L;
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
        a[i] = b[2 * i + 1];
    }
}

void rgba_to_grey(int n, unsigned char *restrict grey, const unsigned char *restrict rgba) {
    long t1;
    long t2;
    long t3;
    int t4;
    const unsigned char *t5;
    vcc_v16_uchar t6;
    vcc_v16_uchar t7;
    vcc_v16_uchar t8;
    vcc_v16_uchar t9;
    vcc_v16_uchar t10;
    vcc_v16_uchar t11;
    vcc_v16_uchar t12;
    vcc_v16_uchar t13;
    vcc_v16_uchar t14;
    vcc_v16_uchar t15;
    vcc_v16_uchar t16;
    vcc_v16_uchar t17;
    vcc_v16_uchar t18;
    vcc_v16_int t19;
    vcc_v16_int t20;
    vcc_v16_int t21;
    vcc_v16_int t22;
    vcc_v16_int t23;
    vcc_v16_int t24;
    vcc_v16_uchar t25;
    long t26;
    int i;
    t1 = (long)n - 1L;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = rgba + 4 * t4;
            t6 = vcc_load(vcc_v16_uchar, t5);
            t7 = vcc_load(vcc_v16_uchar, t5 + 16);
            t8 = vcc_load(vcc_v16_uchar, t5 + 32);
            t9 = vcc_load(vcc_v16_uchar, t5 + 48);
            t10 = __builtin_shufflevector(t6, t7, 0, 4, 8, 12, 16, 20, 24, 28, 0, 0, 0, 0, 0, 0, 0, 0);
            t11 = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 20, 24, 28, 12, 13, 14, 15);
            t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 20, 24, 28);
            t13 = __builtin_shufflevector(t6, t7, 1, 5, 9, 13, 17, 21, 25, 29, 0, 0, 0, 0, 0, 0, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 4, 5, 6, 7, 17, 21, 25, 29, 12, 13, 14, 15);
            t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 21, 25, 29);
            t16 = __builtin_shufflevector(t6, t7, 2, 6, 10, 14, 18, 22, 26, 30, 0, 0, 0, 0, 0, 0, 0, 0);
            t17 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 4, 5, 6, 7, 18, 22, 26, 30, 12, 13, 14, 15);
            t18 = __builtin_shufflevector(t17, t9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 22, 26, 30);
            t19 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v16_ushort), vcc_v16_int);
            t20 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v16_ushort), vcc_v16_int);
            t21 = t19 + t20;
            t22 = __builtin_convertvector(__builtin_convertvector(t18, vcc_v16_ushort), vcc_v16_int);
            t23 = t21 + t22;
            t24 = t23 / (vcc_v16_int){3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3};
            t25 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v16_short), vcc_v16_uchar);
            vcc_store(grey + t4, t25);
            t26 = t3 + 16L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        grey[i] = (unsigned char)(((int)rgba[4 * i] + (int)rgba[4 * i + 1] + (int)rgba[4 * i + 2]) / 3);
    }
}

void triple_norm(int n, double *restrict out, const double *restrict v) {
    long t1;
    long t2;
    long t3;
    int t4;
    const double *t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    const double *t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    vcc_v4_double t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    vcc_v4_double t29;
    long t30;
    int i;
    t1 = (long)n;
    if (t1 >= 4L) {
        t2 = t1 & -4L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = v + 3 * t4;
            t6 = vcc_load(vcc_v4_double, t5);
            t7 = vcc_load(vcc_v4_double, t5 + 4);
            t8 = vcc_load(vcc_v4_double, t5 + 8);
            t9 = __builtin_shufflevector(t6, t7, 0, 3, 6, 0);
            t10 = __builtin_shufflevector(t9, t8, 0, 1, 2, 5);
            t11 = __builtin_shufflevector(t6, t7, 1, 4, 7, 0);
            t12 = __builtin_shufflevector(t11, t8, 0, 1, 2, 6);
            t13 = __builtin_shufflevector(t6, t7, 2, 5, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 4, 7);
            t15 = v + 3 * t4;
            t16 = vcc_load(vcc_v4_double, t15);
            t17 = vcc_load(vcc_v4_double, t15 + 4);
            t18 = vcc_load(vcc_v4_double, t15 + 8);
            t19 = __builtin_shufflevector(t16, t17, 0, 3, 6, 0);
            t20 = __builtin_shufflevector(t19, t18, 0, 1, 2, 5);
            t21 = __builtin_shufflevector(t16, t17, 1, 4, 7, 0);
            t22 = __builtin_shufflevector(t21, t18, 0, 1, 2, 6);
            t23 = __builtin_shufflevector(t16, t17, 2, 5, 0, 0);
            t24 = __builtin_shufflevector(t23, t18, 0, 1, 4, 7);
            t25 = t10 * t20;
            t26 = t12 * t22;
            t27 = t25 + t26;
            t28 = t14 * t24;
            t29 = t27 + t28;
            vcc_store(out + t4, t29);
            t30 = t3 + 4L;
            if (t30 >= t2) {
                break;
            }
            t3 = t30;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = v[3 * i] * v[3 * i] + v[3 * i + 1] * v[3 * i + 1] + v[3 * i + 2] * v[3 * i + 2];
    }
}

void outer_members(int n, float *restrict out, const float *restrict v) {
    long t1;
    long t2;
    long t3;
    int t4;
    const float *t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = v + (4 * t4 + 3);
            t6 = vcc_load(vcc_v8_float, t5 + -3);
            t7 = vcc_load(vcc_v8_float, t5 + 5);
            t8 = vcc_load(vcc_v8_float, t5 + 13);
            t9 = vcc_load(vcc_v8_float, t5 + 21);
            t10 = __builtin_shufflevector(t6, t7, 3, 7, 11, 15, 0, 0, 0, 0);
            t11 = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 11, 15, 6, 7);
            t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 4, 5, 11, 15);
            t13 = __builtin_shufflevector(t6, t7, 0, 4, 8, 12, 0, 0, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 8, 12, 6, 7);
            t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 4, 5, 8, 12);
            t16 = t12 - t15;
            vcc_store(out + t4, t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[i] = v[4 * i + 3] - v[4 * i];
    }
}

void pack3(int n, float *restrict out, const float *restrict x, const float *restrict y, const float *restrict z) {
    long t1;
    long t2;
    long t3;
    int t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    float *t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = vcc_load(vcc_v8_float, x + t4);
            t6 = vcc_load(vcc_v8_float, y + t4);
            t7 = t6 * (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t8 = out + (3 * t4 + 2);
            t9 = vcc_load(vcc_v8_float, z + t4);
            t10 = t9 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t11 = __builtin_shufflevector(t5, t7, 0, 8, 0, 1, 9, 0, 2, 10);
            t12 = __builtin_shufflevector(t11, t10, 0, 1, 8, 3, 4, 9, 6, 7);
            vcc_store(t8 + -2, t12);
            t13 = __builtin_shufflevector(t5, t7, 0, 3, 11, 0, 4, 12, 0, 5);
            t14 = __builtin_shufflevector(t13, t10, 10, 1, 2, 11, 4, 5, 12, 7);
            vcc_store(t8 + 6, t14);
            t15 = __builtin_shufflevector(t5, t7, 13, 0, 6, 14, 0, 7, 15, 0);
            t16 = __builtin_shufflevector(t15, t10, 0, 13, 2, 3, 14, 5, 6, 15);
            vcc_store(t8 + 14, t16);
            t17 = t3 + 8L;
            if (t17 >= t2) {
                break;
            }
            t3 = t17;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        out[3 * i] = x[i];
        out[3 * i + 1] = y[i] * 2.0f;
        out[3 * i + 2] = z[i] + 1.0f;
    }
}

void split_join_long(int n, long long *restrict out, const long long *restrict in) {
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    const long long *t6;
    const long long *t7;
    vcc_v4_llong t8;
    vcc_v4_llong t9;
    vcc_v4_llong t10;
    vcc_v4_llong t11;
    vcc_v4_llong t12;
    vcc_v4_llong t13;
    vcc_v4_llong t14;
    vcc_v4_llong t15;
    vcc_v4_llong t16;
    vcc_v4_llong t17;
    long long *t18;
    long long *t19;
    vcc_v4_llong t20;
    vcc_v4_llong t21;
    vcc_v4_llong t22;
    vcc_v4_llong t23;
    vcc_v4_llong t24;
    vcc_v4_llong t25;
    long t26;
    int i;
    long long lo;
    long long hi;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        for (;;) {
            t4 = (int)((long)0 + t3);
            t5 = (int)((long)0 + (t3 + 4L));
            t6 = in + 2 * t4;
            t7 = in + 2 * t5;
            t8 = vcc_load(vcc_v4_llong, t6);
            t9 = vcc_load(vcc_v4_llong, t6 + 4);
            t10 = __builtin_shufflevector(t8, t9, 0, 2, 4, 6);
            t11 = __builtin_shufflevector(t8, t9, 1, 3, 5, 7);
            t12 = vcc_load(vcc_v4_llong, t7);
            t13 = vcc_load(vcc_v4_llong, t7 + 4);
            t14 = __builtin_shufflevector(t12, t13, 0, 2, 4, 6);
            t15 = __builtin_shufflevector(t12, t13, 1, 3, 5, 7);
            t16 = t11 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t17 = t15 + (vcc_v4_llong){1LL, 1LL, 1LL, 1LL};
            t18 = out + (2 * t4 + 1);
            t19 = out + (2 * t5 + 1);
            t20 = t10 - t11;
            t21 = t14 - t15;
            t22 = __builtin_shufflevector(t16, t20, 0, 4, 1, 5);
            vcc_store(t18 + -1, t22);
            t23 = __builtin_shufflevector(t16, t20, 2, 6, 3, 7);
            vcc_store(t18 + 3, t23);
            t24 = __builtin_shufflevector(t17, t21, 0, 4, 1, 5);
            vcc_store(t19 + -1, t24);
            t25 = __builtin_shufflevector(t17, t21, 2, 6, 3, 7);
            vcc_store(t19 + 3, t25);
            t26 = t3 + 8L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
        }
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        lo = in[2 * i];
        hi = in[2 * i + 1];
        out[2 * i] = hi + 1LL;
        out[2 * i + 1] = lo - hi;
    }
}

unsigned sum_quads(int n, const unsigned *q) {
    unsigned int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    const unsigned int *t5;
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
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_uint t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    long t26;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = q + 4 * (int)((long)0 + t3);
            t6 = vcc_load(vcc_v8_uint, t5);
            t7 = vcc_load(vcc_v8_uint, t5 + 8);
            t8 = vcc_load(vcc_v8_uint, t5 + 16);
            t9 = vcc_load(vcc_v8_uint, t5 + 24);
            t10 = __builtin_shufflevector(t6, t7, 0, 4, 8, 12, 0, 0, 0, 0);
            t11 = __builtin_shufflevector(t10, t8, 0, 1, 2, 3, 8, 12, 6, 7);
            t12 = __builtin_shufflevector(t11, t9, 0, 1, 2, 3, 4, 5, 8, 12);
            t13 = __builtin_shufflevector(t6, t7, 1, 5, 9, 13, 0, 0, 0, 0);
            t14 = __builtin_shufflevector(t13, t8, 0, 1, 2, 3, 9, 13, 6, 7);
            t15 = __builtin_shufflevector(t14, t9, 0, 1, 2, 3, 4, 5, 9, 13);
            t16 = __builtin_shufflevector(t6, t7, 2, 6, 10, 14, 0, 0, 0, 0);
            t17 = __builtin_shufflevector(t16, t8, 0, 1, 2, 3, 10, 14, 6, 7);
            t18 = __builtin_shufflevector(t17, t9, 0, 1, 2, 3, 4, 5, 10, 14);
            t19 = __builtin_shufflevector(t6, t7, 3, 7, 11, 15, 0, 0, 0, 0);
            t20 = __builtin_shufflevector(t19, t8, 0, 1, 2, 3, 11, 15, 6, 7);
            t21 = __builtin_shufflevector(t20, t9, 0, 1, 2, 3, 4, 5, 11, 15);
            t22 = t12 ^ t15;
            t23 = t22 ^ t18;
            t24 = t23 ^ t21;
            t25 = t4 + t24;
            t26 = t3 + 8L;
            if (t26 >= t2) {
                break;
            }
            t3 = t26;
            t4 = t25;
        }
        i = (int)((long)0 + t2);
        s = 0U + vcc_reduce(unsigned int, t25, +);
    } else {
        i = 0;
        s = 0U;
    }
    for (; i < n; i++) {
        s += q[4 * i] ^ q[4 * i + 1] ^ q[4 * i + 2] ^ q[4 * i + 3];
    }
    return s;
}

void swap_pairs(int n, int *a) {
    for (int i = 0; i < n; i++) {
        int t = a[2 * i];
        a[2 * i] = a[2 * i + 1];
        a[2 * i + 1] = t;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *s1 = new_array(n, 2), *s2 = new_array(2 * n, 2);
        unsigned char *g = new_array(n, 1), *rgba = new_array(4 * n, 1);
        double *d1 = new_array(n, 8), *d3 = new_array(3 * n, 8);
        float *f1 = new_array(n, 4), *f4 = new_array(4 * n, 4), *f3 = new_array(3 * n, 4);
        float *x = new_array(n, 4), *y = new_array(n, 4), *z = new_array(n, 4);
        long long *l1 = new_array(2 * n, 8), *l2 = new_array(2 * n, 8);
        unsigned *q = new_array(4 * n, 4);
        int *p = new_array(2 * n, 4);
        FILL(s2, 2 * n, -30000, 60000);
        FILL(rgba, 4 * n, 0, 256);
        FILL(d3, 3 * n, -1000, 2000);
        FILL(f4, 4 * n, -1000, 2000);
        FILL(x, n, -1000, 2000);
        FILL(y, n, -1000, 2000);
        FILL(z, n, -1000, 2000);
        FILL(l2, 2 * n, -100000, 200000);
        FILL(q, 4 * n, 0, 1 << 30);
        FILL(p, 2 * n, -1000, 2000);
        second_of_pair(n, s1, s2);
        rgba_to_grey(n, g, rgba);
        triple_norm(n, d1, d3);
        outer_members(n, f1, f4);
        pack3(n, f3, x, y, z);
        split_join_long(n, l1, l2);
        swap_pairs(n, p);
        printf("n=%d %llx %llx %llx %llx %llx %llx %llx sum=%u\n", n, HASH(s1, n), HASH(g, n), HASH(d1, n), HASH(f1, n),
               HASH(f3, 3 * n), HASH(l1, 2 * n), HASH(p, 2 * n), sum_quads(n, q));
        free(s1), free(s2), free(g), free(rgba), free(d1), free(d3), free(f1), free(f4), free(f3);
        free(x), free(y), free(z), free(l1), free(l2), free(q), free(p);
    }
    return 0;
}
