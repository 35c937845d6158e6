/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Mixed element types: widening (uchar*uchar is an int, short*short summed in int, int summed
   in long, float to double), narrowing (int to signed char), and int to float. */
void widen_mul_u8(int n, int *restrict out, const unsigned char *restrict a, const unsigned char *restrict b) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v16_uchar t6;
    vcc_v16_uchar t7;
    vcc_v16_uchar t8;
    vcc_v16_uchar t9;
    vcc_v16_int t10;
    vcc_v16_int t11;
    vcc_v16_int t12;
    vcc_v16_int t13;
    vcc_v16_int t14;
    vcc_v16_int t15;
    vcc_v16_int t16;
    vcc_v16_int t17;
    long t18;
    int t19;
    long t20;
    long t21;
    long t22;
    long t23;
    vcc_v16_uchar t24;
    vcc_v16_uchar t25;
    vcc_v16_int t26;
    vcc_v16_int t27;
    vcc_v16_int t28;
    vcc_v16_int t29;
    long t30;
    int i;
    long t31;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = vcc_load(vcc_v16_uchar, a + t4);
            t7 = vcc_load(vcc_v16_uchar, a + t5);
            t8 = vcc_load(vcc_v16_uchar, b + t4);
            t9 = vcc_load(vcc_v16_uchar, b + t5);
            t10 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v16_ushort), vcc_v16_int);
            t11 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v16_ushort), vcc_v16_int);
            t12 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v16_ushort), vcc_v16_int);
            t13 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v16_ushort), vcc_v16_int);
            t14 = t10 * t12;
            t15 = t11 * t13;
            t16 = t14 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            t17 = t15 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t16; char *vcc_p = (char *)(out + t4); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            do { vcc_v16_int vcc_w = t17; char *vcc_p = (char *)(out + t5); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t18 = t3 + 32L;
            if (t18 >= t2) {
                break;
            }
            t3 = t18;
        }
        t19 = (int)((long)0 + t2);
    } else {
        t19 = 0;
    }
    t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        t21 = t20 & -16L;
        t22 = 0L;
        for (;;) {
            t23 = (long)(int)((long)t19 + t22);
            t24 = vcc_load(vcc_v16_uchar, a + t23);
            t25 = vcc_load(vcc_v16_uchar, b + t23);
            t26 = __builtin_convertvector(__builtin_convertvector(t24, vcc_v16_ushort), vcc_v16_int);
            t27 = __builtin_convertvector(__builtin_convertvector(t25, vcc_v16_ushort), vcc_v16_int);
            t28 = t26 * t27;
            t29 = t28 - (vcc_v16_int){5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000};
            do { vcc_v16_int vcc_w = t29; char *vcc_p = (char *)(out + t23); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            t30 = t22 + 16L;
            if (t30 >= t21) {
                break;
            }
            t22 = t30;
        }
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        t31 = (long)i;
        out[t31] = (int)a[t31] * (int)b[t31] - 5000;
    }
}

int sum_u8(int n, const unsigned char *a) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    vcc_v8_uchar t6;
    vcc_v8_uchar t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    long t14;
    vcc_v8_uint t15;
    int t16;
    int t17;
    long t18;
    long t19;
    long t20;
    vcc_v8_uint t21;
    vcc_v8_uchar t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    long t26;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        t5 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t6 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + t3));
            t7 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + (t3 + 8L)));
            t8 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
            t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_ushort), vcc_v8_int);
            t10 = (vcc_v8_uint)t8;
            t11 = t4 + t10;
            t12 = (vcc_v8_uint)t9;
            t13 = t5 + t12;
            t14 = t3 + 16L;
            if (t14 >= t2) {
                break;
            }
            t3 = t14;
            t4 = t11;
            t5 = t13;
        }
        t15 = t11 + t13;
        t16 = (int)((long)0 + t2);
        t17 = (int)((unsigned int)0 + vcc_reduce(unsigned int, t15, +));
    } else {
        t16 = 0;
        t17 = 0;
    }
    t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t20 = 0L;
        t21 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t22 = vcc_load(vcc_v8_uchar, a + (int)((long)t16 + t20));
            t23 = __builtin_convertvector(__builtin_convertvector(t22, vcc_v8_ushort), vcc_v8_int);
            t24 = (vcc_v8_uint)t23;
            t25 = t21 + t24;
            t26 = t20 + 8L;
            if (t26 >= t19) {
                break;
            }
            t20 = t26;
            t21 = t25;
        }
        i = (int)((long)t16 + t19);
        s = (int)((unsigned int)t17 + vcc_reduce(unsigned int, t25, +));
    } else {
        i = t16;
        s = t17;
    }
    for (; i < n; i++) {
        s += (int)a[i];
    }
    return s;
}

int dot_i16(int n, const short *a, const short *b) {
    int s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uint t4;
    long t5;
    vcc_v16_short t6;
    vcc_v16_short t7;
    vcc_v8_uint t8;
    vcc_v8_uint t9;
    long t10;
    int i;
    long t11;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        for (;;) {
            t5 = (long)(int)((long)0 + t3);
            t6 = vcc_load(vcc_v16_short, a + t5);
            t7 = vcc_load(vcc_v16_short, b + t5);
            t8 = __builtin_convertvector(__builtin_shufflevector(t6, t6, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 0, 2, 4, 6, 8, 10, 12, 14), vcc_v8_uint) + __builtin_convertvector(__builtin_shufflevector(t6, t6, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint) * __builtin_convertvector(__builtin_shufflevector(t7, t7, 1, 3, 5, 7, 9, 11, 13, 15), vcc_v8_uint);
            t9 = t4 + t8;
            t10 = t3 + 16L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (int)((unsigned int)0 + vcc_reduce(unsigned int, t9, +));
    } else {
        i = 0;
        s = 0;
    }
    for (; i < n; i++) {
        t11 = (long)i;
        s += (int)a[t11] * (int)b[t11];
    }
    return s;
}

long sum_i32_in_long(int n, const int *a) {
    long s;
    long t1;
    long t2;
    long t3;
    vcc_v4_ulong t4;
    vcc_v4_ulong t5;
    vcc_v4_ulong t6;
    vcc_v4_ulong t7;
    vcc_v4_int t8;
    vcc_v4_int t9;
    vcc_v4_int t10;
    vcc_v4_int t11;
    vcc_v4_long t12;
    vcc_v4_long t13;
    vcc_v4_long t14;
    vcc_v4_long t15;
    vcc_v4_ulong t16;
    vcc_v4_ulong t17;
    vcc_v4_ulong t18;
    vcc_v4_ulong t19;
    vcc_v4_ulong t20;
    vcc_v4_ulong t21;
    vcc_v4_ulong t22;
    vcc_v4_ulong t23;
    long t24;
    vcc_v4_ulong t25;
    vcc_v4_ulong t26;
    vcc_v4_ulong t27;
    int t28;
    long t29;
    long t30;
    long t31;
    long t32;
    vcc_v4_ulong t33;
    vcc_v4_int t34;
    vcc_v4_long t35;
    vcc_v4_ulong t36;
    vcc_v4_ulong t37;
    long t38;
    int i;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        t4 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t5 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t6 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        t7 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t8 = vcc_load(vcc_v4_int, a + (int)((long)0 + t3));
            t9 = vcc_load(vcc_v4_int, a + (int)((long)0 + (t3 + 4L)));
            t10 = vcc_load(vcc_v4_int, a + (int)((long)0 + (t3 + 8L)));
            t11 = vcc_load(vcc_v4_int, a + (int)((long)0 + (t3 + 12L)));
            t12 = __builtin_convertvector(t8, vcc_v4_long);
            t13 = __builtin_convertvector(t9, vcc_v4_long);
            t14 = __builtin_convertvector(t10, vcc_v4_long);
            t15 = __builtin_convertvector(t11, vcc_v4_long);
            t16 = (vcc_v4_ulong)t12;
            t17 = t4 + t16;
            t18 = (vcc_v4_ulong)t13;
            t19 = t5 + t18;
            t20 = (vcc_v4_ulong)t14;
            t21 = t6 + t20;
            t22 = (vcc_v4_ulong)t15;
            t23 = t7 + t22;
            t24 = t3 + 16L;
            if (t24 >= t2) {
                break;
            }
            t3 = t24;
            t4 = t17;
            t5 = t19;
            t6 = t21;
            t7 = t23;
        }
        t25 = t17 + t19;
        t26 = t25 + t21;
        t27 = t26 + t23;
        t28 = (int)((long)0 + t2);
        t29 = (long)((unsigned long)0L + vcc_reduce(unsigned long, t27, +));
    } else {
        t28 = 0;
        t29 = 0L;
    }
    t30 = (long)n + (long)t28 * -1L;
    if (t30 >= 4L) {
        t31 = t30 & -4L;
        t32 = 0L;
        t33 = (vcc_v4_ulong){0UL, 0UL, 0UL, 0UL};
        for (;;) {
            t34 = vcc_load(vcc_v4_int, a + (int)((long)t28 + t32));
            t35 = __builtin_convertvector(t34, vcc_v4_long);
            t36 = (vcc_v4_ulong)t35;
            t37 = t33 + t36;
            t38 = t32 + 4L;
            if (t38 >= t31) {
                break;
            }
            t32 = t38;
            t33 = t37;
        }
        i = (int)((long)t28 + t31);
        s = (long)((unsigned long)t29 + vcc_reduce(unsigned long, t37, +));
    } else {
        i = t28;
        s = t29;
    }
    for (; i < n; i++) {
        s += (long)a[i];
    }
    return s;
}

void narrow_to_i8(int n, signed char *restrict out, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    vcc_v16_int t6;
    vcc_v16_int t7;
    vcc_v16_int t8;
    vcc_v16_int t9;
    vcc_v16_schar t10;
    vcc_v16_schar t11;
    long t12;
    int t13;
    long t14;
    long t15;
    long t16;
    long t17;
    vcc_v16_int t18;
    vcc_v16_int t19;
    vcc_v16_schar t20;
    long t21;
    int i;
    long t22;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 16L));
            t6 = vcc_load(vcc_v16_int, a + t4);
            t7 = vcc_load(vcc_v16_int, a + t5);
            t8 = t6 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t9 = t7 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v16_short), vcc_v16_schar);
            t11 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + t4, t10);
            vcc_store(out + t5, t11);
            t12 = t3 + 32L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
        }
        t13 = (int)((long)0 + t2);
    } else {
        t13 = 0;
    }
    t14 = (long)n + (long)t13 * -1L;
    if (t14 >= 16L) {
        t15 = t14 & -16L;
        t16 = 0L;
        for (;;) {
            t17 = (long)(int)((long)t13 + t16);
            t18 = vcc_load(vcc_v16_int, a + t17);
            t19 = t18 >> (vcc_v16_int){4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
            t20 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v16_short), vcc_v16_schar);
            vcc_store(out + t17, t20);
            t21 = t16 + 16L;
            if (t21 >= t15) {
                break;
            }
            t16 = t21;
        }
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        t22 = (long)i;
        out[t22] = (signed char)(a[t22] >> 4);
    }
}

void int_to_float(int n, float *restrict out, const int *restrict a) {
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
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    vcc_v8_int t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
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
            t8 = vcc_load(vcc_v8_int, a + t4);
            t9 = vcc_load(vcc_v8_int, a + t5);
            t10 = vcc_load(vcc_v8_int, a + t6);
            t11 = vcc_load(vcc_v8_int, a + t7);
            t12 = __builtin_convertvector(t8, vcc_v8_float);
            t13 = __builtin_convertvector(t9, vcc_v8_float);
            t14 = __builtin_convertvector(t10, vcc_v8_float);
            t15 = __builtin_convertvector(t11, vcc_v8_float);
            t16 = t12 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t17 = t13 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t18 = t14 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t19 = t15 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t4, t16);
            vcc_store(out + t5, t17);
            vcc_store(out + t6, t18);
            vcc_store(out + t7, t19);
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
            t26 = vcc_load(vcc_v8_int, a + t25);
            t27 = __builtin_convertvector(t26, vcc_v8_float);
            t28 = t27 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_store(out + t25, t28);
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
    for (; i < n; i++) {
        t30 = (long)i;
        out[t30] = (float)a[t30] * 0.5f;
    }
}

void float_to_double(int n, double *restrict out, const float *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    vcc_v4_float t8;
    vcc_v4_float t9;
    vcc_v4_float t10;
    vcc_v4_float t11;
    vcc_v4_double t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    long t25;
    vcc_v4_float t26;
    vcc_v4_double t27;
    vcc_v4_double t28;
    long t29;
    int i;
    long t30;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = 0L;
        for (;;) {
            t4 = (long)(int)((long)0 + t3);
            t5 = (long)(int)((long)0 + (t3 + 4L));
            t6 = (long)(int)((long)0 + (t3 + 8L));
            t7 = (long)(int)((long)0 + (t3 + 12L));
            t8 = vcc_load(vcc_v4_float, a + t4);
            t9 = vcc_load(vcc_v4_float, a + t5);
            t10 = vcc_load(vcc_v4_float, a + t6);
            t11 = vcc_load(vcc_v4_float, a + t7);
            t12 = __builtin_convertvector(t8, vcc_v4_double);
            t13 = __builtin_convertvector(t9, vcc_v4_double);
            t14 = __builtin_convertvector(t10, vcc_v4_double);
            t15 = __builtin_convertvector(t11, vcc_v4_double);
            t16 = t12 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            t17 = t13 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            t18 = t14 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            t19 = t15 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t4, t16);
            vcc_store(out + t5, t17);
            vcc_store(out + t6, t18);
            vcc_store(out + t7, t19);
            t20 = t3 + 16L;
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
    if (t22 >= 4L) {
        t23 = t22 & -4L;
        t24 = 0L;
        for (;;) {
            t25 = (long)(int)((long)t21 + t24);
            t26 = vcc_load(vcc_v4_float, a + t25);
            t27 = __builtin_convertvector(t26, vcc_v4_double);
            t28 = t27 + (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_store(out + t25, t28);
            t29 = t24 + 4L;
            if (t29 >= t23) {
                break;
            }
            t24 = t29;
        }
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; i < n; i++) {
        t30 = (long)i;
        out[t30] = (double)a[t30] + 0.25;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *ua = new_array(n, 1), *ub = new_array(n, 1);
        short *sa = new_array(n, 2), *sb = new_array(n, 2);
        int *ia = new_array(n, 4), *iout = new_array(n, 4);
        signed char *cout = new_array(n, 1);
        float *fout = new_array(n, 4);
        double *dout = new_array(n, 8);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -32768, 65536);
        FILL(sb, n, -20, 41);
        FILL(ia, n, -2000000000, 2000000000);
        widen_mul_u8(n, iout, ua, ub);
        narrow_to_i8(n, cout, ia);
        int_to_float(n, fout, ia);
        float_to_double(n, dout, fout);
        printf("n=%d mul=%llx sum=%d dot=%d lsum=%ld narrow=%llx i2f=%llx f2d=%llx\n", n, HASH(iout, n), sum_u8(n, ua),
               dot_i16(n, sa, sb), sum_i32_in_long(n, ia), HASH(cout, n), HASH(fout, n), HASH(dout, n));
        free(ua), free(ub), free(sa), free(sb), free(ia), free(iout), free(cout), free(fout), free(dout);
    }
    return 0;
}
