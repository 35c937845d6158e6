/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Reductions in narrow integer types: C promotes the accumulator to int, operates and
   converts back on every iteration (r = (T)((int)r + x)), so the sum wraps at T's width;
   the vector loop does the same on every lane and accumulates in T's unsigned twin. Sums,
   products and xor of 8- and 16-bit types, signed and unsigned, from wider and narrower
   elements; an accumulator also read in the loop stays scalar. */
unsigned char sum_u8(int n, const unsigned char *a) {
    unsigned char s;
    int t19;
    unsigned char t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, a + (int)t1);
            vcc_v8_uchar t9 = t2;
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t12 = t9 + t11;
            t2 = t12;
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, a + (int)(t1 + 8L));
            vcc_v8_uchar t14 = t3;
            vcc_v8_int t15 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t17 = t14 + t16;
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t18 = t2 + t3;
        t19 = (int)t7;
        t20 = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t18, +));
    } else {
        t19 = 0;
        t20 = (unsigned char)7;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar t23 = vcc_load(vcc_v8_uchar, a + (int)((long)t19 + t4));
            vcc_v8_uchar t24 = t5;
            vcc_v8_int t25 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t26 = __builtin_convertvector(__builtin_convertvector(t25, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t27 = t24 + t26;
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        s = (unsigned char)(t20 + vcc_reduce(unsigned char, t5, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

signed char sum_i8(int n, const signed char *a) {
    signed char s;
    int t19;
    signed char t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_schar t8 = vcc_load(vcc_v8_schar, a + (int)t1);
            vcc_v8_uchar t9 = t2;
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t12 = t9 + t11;
            t2 = t12;
            vcc_v8_schar t13 = vcc_load(vcc_v8_schar, a + (int)(t1 + 8L));
            vcc_v8_uchar t14 = t3;
            vcc_v8_int t15 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t17 = t14 + t16;
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t18 = t2 + t3;
        t19 = (int)t7;
        t20 = (signed char)(unsigned char)((unsigned char)253 + vcc_reduce(unsigned char, t18, +));
    } else {
        t19 = 0;
        t20 = (signed char)-3;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_schar t23 = vcc_load(vcc_v8_schar, a + (int)((long)t19 + t4));
            vcc_v8_uchar t24 = t5;
            vcc_v8_int t25 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t26 = __builtin_convertvector(__builtin_convertvector(t25, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t27 = t24 + t26;
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        s = (signed char)(unsigned char)((unsigned char)t20 + vcc_reduce(unsigned char, t5, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

short sum_i16(int n, const short *a) {
    short s;
    int t19;
    short t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort t3 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short t8 = vcc_load(vcc_v8_short, a + (int)t1);
            vcc_v8_ushort t9 = t2;
            vcc_v8_int t10 = __builtin_convertvector(t8, vcc_v8_int);
            vcc_v8_ushort t11 = __builtin_convertvector(t10, vcc_v8_ushort);
            vcc_v8_ushort t12 = t9 + t11;
            t2 = t12;
            vcc_v8_short t13 = vcc_load(vcc_v8_short, a + (int)(t1 + 8L));
            vcc_v8_ushort t14 = t3;
            vcc_v8_int t15 = __builtin_convertvector(t13, vcc_v8_int);
            vcc_v8_ushort t16 = __builtin_convertvector(t15, vcc_v8_ushort);
            vcc_v8_ushort t17 = t14 + t16;
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_ushort t18 = t2 + t3;
        t19 = (int)t7;
        t20 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t18, +));
    } else {
        t19 = 0;
        t20 = (short)0;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_ushort t5 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short t23 = vcc_load(vcc_v8_short, a + (int)((long)t19 + t4));
            vcc_v8_ushort t24 = t5;
            vcc_v8_int t25 = __builtin_convertvector(t23, vcc_v8_int);
            vcc_v8_ushort t26 = __builtin_convertvector(t25, vcc_v8_ushort);
            vcc_v8_ushort t27 = t24 + t26;
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        s = (short)(unsigned short)((unsigned short)t20 + vcc_reduce(unsigned short, t5, +));
    } else {
        i = t19;
        s = t20;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p;
    int t23;
    unsigned short t24;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        vcc_v8_ushort t3 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        do {
            vcc_v8_ushort t8 = vcc_load(vcc_v8_ushort, a + (int)t1);
            vcc_v8_int t9 = __builtin_convertvector(t8, vcc_v8_int);
            vcc_v8_int t10 = t9 | (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            vcc_v8_ushort t12 = t2;
            vcc_v8_ushort t13 = __builtin_convertvector(t11, vcc_v8_ushort);
            vcc_v8_ushort t14 = t12 * t13;
            t2 = t14;
            vcc_v8_ushort t15 = vcc_load(vcc_v8_ushort, a + (int)(t1 + 8L));
            vcc_v8_int t16 = __builtin_convertvector(t15, vcc_v8_int);
            vcc_v8_int t17 = t16 | (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t18 = (vcc_v8_uint)t17;
            vcc_v8_ushort t19 = t3;
            vcc_v8_ushort t20 = __builtin_convertvector(t18, vcc_v8_ushort);
            vcc_v8_ushort t21 = t19 * t20;
            t3 = t21;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_ushort t22 = t2 * t3;
        t23 = (int)t7;
        t24 = (unsigned short)((unsigned short)1 * vcc_reduce(unsigned short, t22, *));
    } else {
        t23 = 0;
        t24 = (unsigned short)1;
    }
    long t25 = (long)n + (long)t23 * -1L;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long t4 = 0L;
        vcc_v8_ushort t5 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        do {
            vcc_v8_ushort t27 = vcc_load(vcc_v8_ushort, a + (int)((long)t23 + t4));
            vcc_v8_int t28 = __builtin_convertvector(t27, vcc_v8_int);
            vcc_v8_int t29 = t28 | (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t30 = (vcc_v8_uint)t29;
            vcc_v8_ushort t31 = t5;
            vcc_v8_ushort t32 = __builtin_convertvector(t30, vcc_v8_ushort);
            vcc_v8_ushort t33 = t31 * t32;
            t5 = t33;
            t4 += 8L;
        } while (t4 < t26);
        i = (int)((long)t23 + t26);
        p = (unsigned short)(t24 * vcc_reduce(unsigned short, t5, *));
    } else {
        i = t23;
        p = t24;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x;
    int t19;
    unsigned char t20;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, a + (int)t1);
            vcc_v8_uchar t9 = t2;
            vcc_v8_int t10 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t12 = t9 ^ t11;
            t2 = t12;
            vcc_v8_uchar t13 = vcc_load(vcc_v8_uchar, a + (int)(t1 + 8L));
            vcc_v8_uchar t14 = t3;
            vcc_v8_int t15 = __builtin_convertvector(__builtin_convertvector(t13, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t17 = t14 ^ t16;
            t3 = t17;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t18 = t2 ^ t3;
        t19 = (int)t7;
        t20 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t18, ^));
    } else {
        t19 = 0;
        t20 = (unsigned char)90;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if (t21 >= 8L) {
        long t22 = t21 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar t23 = vcc_load(vcc_v8_uchar, a + (int)((long)t19 + t4));
            vcc_v8_uchar t24 = t5;
            vcc_v8_int t25 = __builtin_convertvector(__builtin_convertvector(t23, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t26 = __builtin_convertvector(__builtin_convertvector(t25, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t27 = t24 ^ t26;
            t5 = t27;
            t4 += 8L;
        } while (t4 < t22);
        i = (int)((long)t19 + t22);
        x = (unsigned char)(t20 ^ vcc_reduce(unsigned char, t5, ^));
    } else {
        i = t19;
        x = t20;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
short sum_i16_of_int(int n, const int *a) {
    short s;
    int t17;
    short t18;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_ushort t2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort t3 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_int t8 = vcc_load(vcc_v8_int, a + (int)t1);
            vcc_v8_ushort t9 = t2;
            vcc_v8_ushort t10 = __builtin_convertvector(t8, vcc_v8_ushort);
            vcc_v8_ushort t11 = t9 + t10;
            t2 = t11;
            vcc_v8_int t12 = vcc_load(vcc_v8_int, a + (int)(t1 + 8L));
            vcc_v8_ushort t13 = t3;
            vcc_v8_ushort t14 = __builtin_convertvector(t12, vcc_v8_ushort);
            vcc_v8_ushort t15 = t13 + t14;
            t3 = t15;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_ushort t16 = t2 + t3;
        t17 = (int)t7;
        t18 = (short)(unsigned short)((unsigned short)1 + vcc_reduce(unsigned short, t16, +));
    } else {
        t17 = 0;
        t18 = (short)1;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long t4 = 0L;
        vcc_v8_ushort t5 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_int t21 = vcc_load(vcc_v8_int, a + (int)((long)t17 + t4));
            vcc_v8_ushort t22 = t5;
            vcc_v8_ushort t23 = __builtin_convertvector(t21, vcc_v8_ushort);
            vcc_v8_ushort t24 = t22 + t23;
            t5 = t24;
            t4 += 8L;
        } while (t4 < t20);
        i = (int)((long)t17 + t20);
        s = (short)(unsigned short)((unsigned short)t18 + vcc_reduce(unsigned short, t5, +));
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r;
    int t21;
    unsigned char t22;
    int i;
    long t6 = (long)n;
    if (t6 >= 16L) {
        long t7 = t6 & -16L;
        long t1 = 0L;
        vcc_v8_uchar t2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar t3 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_short t8 = vcc_load(vcc_v8_short, a + (int)t1);
            vcc_v8_int t9 = __builtin_convertvector(t8, vcc_v8_int);
            vcc_v8_int t10 = t9 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t11 = t2;
            vcc_v8_uchar t12 = __builtin_convertvector(__builtin_convertvector(t10, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t13 = t11 | t12;
            t2 = t13;
            vcc_v8_short t14 = vcc_load(vcc_v8_short, a + (int)(t1 + 8L));
            vcc_v8_int t15 = __builtin_convertvector(t14, vcc_v8_int);
            vcc_v8_int t16 = t15 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t17 = t3;
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = t17 | t18;
            t3 = t19;
            t1 += 16L;
        } while (t1 < t7);
        vcc_v8_uchar t20 = t2 | t3;
        t21 = (int)t7;
        t22 = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t20, |));
    } else {
        t21 = 0;
        t22 = (unsigned char)0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long t4 = 0L;
        vcc_v8_uchar t5 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_short t25 = vcc_load(vcc_v8_short, a + (int)((long)t21 + t4));
            vcc_v8_int t26 = __builtin_convertvector(t25, vcc_v8_int);
            vcc_v8_int t27 = t26 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t28 = t5;
            vcc_v8_uchar t29 = __builtin_convertvector(__builtin_convertvector(t27, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t30 = t28 | t29;
            t5 = t30;
            t4 += 8L;
        } while (t4 < t24);
        i = (int)((long)t21 + t24);
        r = (unsigned char)(t22 | vcc_reduce(unsigned char, t5, |));
    } else {
        i = t21;
        r = t22;
    }
    for (; i < n; i++) {
        r = (unsigned char)((int)r | ((int)a[i] >> 3));
    }
    return r;
}

/* The running sum is stored: not a reduction. */
void prefix_u8(int n, unsigned char *restrict out, const unsigned char *restrict a) {
    unsigned char s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        out[i] = s;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned char *u8 = new_array(n, 1), *out = new_array(n, 1);
        signed char *i8 = new_array(n, 1);
        short *i16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        int *i32 = new_array(n, 4);
        FILL(u8, n, 0, 256);
        FILL(i8, n, -128, 256);
        FILL(i16, n, -32768, 65536);
        FILL(u16, n, 0, 65536);
        FILL(i32, n, -2000000000, 4000000000u);
        prefix_u8(n, out, u8);
        printf("n=%d %d %d %d %d %d %d %d %llx\n", n, sum_u8(n, u8), sum_i8(n, i8), sum_i16(n, i16), prod_u16(n, u16),
               xor_u8(n, u8), sum_i16_of_int(n, i32), or_u8_of_short(n, i16), HASH(out, n));
        free(u8), free(out), free(i8), free(i16), free(u16), free(i32);
    }
    return 0;
}
