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
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_uchar t5;
    vcc_v8_uchar t6;
    vcc_v8_int t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + t3));
            t6 = t4;
            t7 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
            t9 = t6 + t8;
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        s = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t10, +));
    } else {
        i = 0;
        s = (unsigned char)7;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

signed char sum_i8(int n, const signed char *a) {
    signed char s;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_schar t5;
    vcc_v8_uchar t6;
    vcc_v8_int t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_schar, a + (int)((long)0 + t3));
            t6 = t4;
            t7 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_int);
            t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
            t9 = t6 + t8;
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        s = (signed char)(unsigned char)((unsigned char)(signed char)-3 + vcc_reduce(unsigned char, t10, +));
    } else {
        i = 0;
        s = (signed char)-3;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

short sum_i16(int n, const short *a) {
    short s;
    long t1;
    long t2;
    long t3;
    vcc_v8_ushort t4;
    vcc_v8_short t5;
    vcc_v8_ushort t6;
    vcc_v8_int t7;
    vcc_v8_ushort t8;
    vcc_v8_ushort t9;
    vcc_v8_ushort t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_short, a + (int)((long)0 + t3));
            t6 = t4;
            t7 = __builtin_convertvector(t5, vcc_v8_int);
            t8 = __builtin_convertvector(t7, vcc_v8_ushort);
            t9 = t6 + t8;
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        s = (short)(unsigned short)((unsigned short)(short)0 + vcc_reduce(unsigned short, t10, +));
    } else {
        i = 0;
        s = (short)0;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p;
    long t1;
    long t2;
    long t3;
    vcc_v8_ushort t4;
    vcc_v8_ushort t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_ushort t9;
    vcc_v8_ushort t10;
    vcc_v8_ushort t11;
    vcc_v8_ushort t12;
    long t13;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        for (;;) {
            t5 = vcc_load(vcc_v8_ushort, a + (int)((long)0 + t3));
            t6 = __builtin_convertvector(t5, vcc_v8_int);
            t7 = t6 | (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t8 = (vcc_v8_uint)t7;
            t9 = t4;
            t10 = __builtin_convertvector(t8, vcc_v8_ushort);
            t11 = t9 * t10;
            t12 = t11;
            t13 = t3 + 8L;
            if (t13 >= t2) {
                break;
            }
            t3 = t13;
            t4 = t12;
        }
        i = (int)((long)0 + t2);
        p = (unsigned short)((unsigned short)1 * vcc_reduce(unsigned short, t12, *));
    } else {
        i = 0;
        p = (unsigned short)1;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_uchar t5;
    vcc_v8_uchar t6;
    vcc_v8_int t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    long t11;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_uchar, a + (int)((long)0 + t3));
            t6 = t4;
            t7 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
            t9 = t6 ^ t8;
            t10 = t9;
            t11 = t3 + 8L;
            if (t11 >= t2) {
                break;
            }
            t3 = t11;
            t4 = t10;
        }
        i = (int)((long)0 + t2);
        x = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t10, ^));
    } else {
        i = 0;
        x = (unsigned char)90;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
short sum_i16_of_int(int n, const int *a) {
    short s;
    long t1;
    long t2;
    long t3;
    vcc_v8_ushort t4;
    vcc_v8_int t5;
    vcc_v8_ushort t6;
    vcc_v8_ushort t7;
    vcc_v8_ushort t8;
    vcc_v8_ushort t9;
    long t10;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_int, a + (int)((long)0 + t3));
            t6 = t4;
            t7 = __builtin_convertvector(t5, vcc_v8_ushort);
            t8 = t6 + t7;
            t9 = t8;
            t10 = t3 + 8L;
            if (t10 >= t2) {
                break;
            }
            t3 = t10;
            t4 = t9;
        }
        i = (int)((long)0 + t2);
        s = (short)(unsigned short)((unsigned short)(short)1 + vcc_reduce(unsigned short, t9, +));
    } else {
        i = 0;
        s = (short)1;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r;
    long t1;
    long t2;
    long t3;
    vcc_v8_uchar t4;
    vcc_v8_short t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_uchar t8;
    vcc_v8_uchar t9;
    vcc_v8_uchar t10;
    vcc_v8_uchar t11;
    long t12;
    int i;
    t1 = (long)n;
    if (t1 >= 8L) {
        t2 = t1 & -8L;
        t3 = 0L;
        t4 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        for (;;) {
            t5 = vcc_load(vcc_v8_short, a + (int)((long)0 + t3));
            t6 = __builtin_convertvector(t5, vcc_v8_int);
            t7 = t6 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t8 = t4;
            t9 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
            t10 = t8 | t9;
            t11 = t10;
            t12 = t3 + 8L;
            if (t12 >= t2) {
                break;
            }
            t3 = t12;
            t4 = t11;
        }
        i = (int)((long)0 + t2);
        r = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t11, |));
    } else {
        i = 0;
        r = (unsigned char)0;
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
