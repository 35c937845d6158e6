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
    int t12;
    unsigned char t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + (int)i_vec);
            vcc_v8_uchar t3 = s_v;
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t6 = t3 + t5;
            s_v = t6;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (int)(i_vec + 8L));
            vcc_v8_uchar t7 = s_v_1;
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = t7 + t9;
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = s_v + s_v_1;
        t12 = (int)t2;
        t13 = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t11, +));
    } else {
        t12 = 0;
        t13 = (unsigned char)7;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + (int)((long)t12 + i_vec_1));
            vcc_v8_uchar t16 = s_v_2;
            vcc_v8_int t17 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = t16 + t18;
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (unsigned char)(t13 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

signed char sum_i8(int n, const signed char *a) {
    signed char s;
    int t12;
    signed char t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + (int)i_vec);
            vcc_v8_uchar t3 = s_v;
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t6 = t3 + t5;
            s_v = t6;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + (int)(i_vec + 8L));
            vcc_v8_uchar t7 = s_v_1;
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = t7 + t9;
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = s_v + s_v_1;
        t12 = (int)t2;
        t13 = (signed char)(unsigned char)((unsigned char)253 + vcc_reduce(unsigned char, t11, +));
    } else {
        t12 = 0;
        t13 = (signed char)-3;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + (int)((long)t12 + i_vec_1));
            vcc_v8_uchar t16 = s_v_2;
            vcc_v8_int t17 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = t16 + t18;
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (signed char)(unsigned char)((unsigned char)t13 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

short sum_i16(int n, const short *a) {
    short s;
    int t12;
    short t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + (int)i_vec);
            vcc_v8_ushort t3 = s_v;
            vcc_v8_int t4 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_ushort t5 = __builtin_convertvector(t4, vcc_v8_ushort);
            vcc_v8_ushort t6 = t3 + t5;
            s_v = t6;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + (int)(i_vec + 8L));
            vcc_v8_ushort t7 = s_v_1;
            vcc_v8_int t8 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_ushort t9 = __builtin_convertvector(t8, vcc_v8_ushort);
            vcc_v8_ushort t10 = t7 + t9;
            s_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t11 = s_v + s_v_1;
        t12 = (int)t2;
        t13 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t11, +));
    } else {
        t12 = 0;
        t13 = (short)0;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + (int)((long)t12 + i_vec_1));
            vcc_v8_ushort t16 = s_v_2;
            vcc_v8_int t17 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_ushort t18 = __builtin_convertvector(t17, vcc_v8_ushort);
            vcc_v8_ushort t19 = t16 + t18;
            s_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        s = (short)(unsigned short)((unsigned short)t13 + vcc_reduce(unsigned short, s_v_2, +));
    } else {
        i = t12;
        s = t13;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p;
    int t16;
    unsigned short t17;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort p_v = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        vcc_v8_ushort p_v_1 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        /* vcc: loop at narrow_reduce.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + (int)i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = t3 | (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t5 = (vcc_v8_uint)t4;
            vcc_v8_ushort t6 = p_v;
            vcc_v8_ushort t7 = __builtin_convertvector(t5, vcc_v8_ushort);
            vcc_v8_ushort t8 = t6 * t7;
            p_v = t8;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + (int)(i_vec + 8L));
            vcc_v8_int t9 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t10 = t9 | (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            vcc_v8_ushort t12 = p_v_1;
            vcc_v8_ushort t13 = __builtin_convertvector(t11, vcc_v8_ushort);
            vcc_v8_ushort t14 = t12 * t13;
            p_v_1 = t14;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t15 = p_v * p_v_1;
        t16 = (int)t2;
        t17 = (unsigned short)((unsigned short)1 * vcc_reduce(unsigned short, t15, *));
    } else {
        t16 = 0;
        t17 = (unsigned short)1;
    }
    long t18 = (long)n + (long)t16 * -1L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort p_v_2 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        do {
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + (int)((long)t16 + i_vec_1));
            vcc_v8_int t20 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t21 = t20 | (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_uint t22 = (vcc_v8_uint)t21;
            vcc_v8_ushort t23 = p_v_2;
            vcc_v8_ushort t24 = __builtin_convertvector(t22, vcc_v8_ushort);
            vcc_v8_ushort t25 = t23 * t24;
            p_v_2 = t25;
            i_vec_1 += 8L;
        } while (i_vec_1 < t19);
        i = (int)((long)t16 + t19);
        p = (unsigned short)(t17 * vcc_reduce(unsigned short, p_v_2, *));
    } else {
        i = t16;
        p = t17;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x;
    int t12;
    unsigned char t13;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar x_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + (int)i_vec);
            vcc_v8_uchar t3 = x_v;
            vcc_v8_int t4 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t6 = t3 ^ t5;
            x_v = t6;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (int)(i_vec + 8L));
            vcc_v8_uchar t7 = x_v_1;
            vcc_v8_int t8 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t10 = t7 ^ t9;
            x_v_1 = t10;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t11 = x_v ^ x_v_1;
        t12 = (int)t2;
        t13 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t11, ^));
    } else {
        t12 = 0;
        t13 = (unsigned char)90;
    }
    long t14 = (long)n + (long)t12 * -1L;
    if (t14 >= 8L) {
        long t15 = t14 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar x_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + (int)((long)t12 + i_vec_1));
            vcc_v8_uchar t16 = x_v_2;
            vcc_v8_int t17 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t18 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t19 = t16 ^ t18;
            x_v_2 = t19;
            i_vec_1 += 8L;
        } while (i_vec_1 < t15);
        i = (int)((long)t12 + t15);
        x = (unsigned char)(t13 ^ vcc_reduce(unsigned char, x_v_2, ^));
    } else {
        i = t12;
        x = t13;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
short sum_i16_of_int(int n, const int *a) {
    short s;
    int t10;
    short t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + (int)i_vec);
            vcc_v8_ushort t3 = s_v;
            vcc_v8_ushort t4 = __builtin_convertvector(a_v, vcc_v8_ushort);
            vcc_v8_ushort t5 = t3 + t4;
            s_v = t5;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (int)(i_vec + 8L));
            vcc_v8_ushort t6 = s_v_1;
            vcc_v8_ushort t7 = __builtin_convertvector(a_v_1, vcc_v8_ushort);
            vcc_v8_ushort t8 = t6 + t7;
            s_v_1 = t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t9 = s_v + s_v_1;
        t10 = (int)t2;
        t11 = (short)(unsigned short)((unsigned short)1 + vcc_reduce(unsigned short, t9, +));
    } else {
        t10 = 0;
        t11 = (short)1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + (int)((long)t10 + i_vec_1));
            vcc_v8_ushort t14 = s_v_2;
            vcc_v8_ushort t15 = __builtin_convertvector(a_v_2, vcc_v8_ushort);
            vcc_v8_ushort t16 = t14 + t15;
            s_v_2 = t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (short)(unsigned short)((unsigned short)t11 + vcc_reduce(unsigned short, s_v_2, +));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r;
    int t14;
    unsigned char t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + (int)i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = t3 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t5 = r_v;
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t7 = t5 | t6;
            r_v = t7;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + (int)(i_vec + 8L));
            vcc_v8_int t8 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t9 = t8 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t10 = r_v_1;
            vcc_v8_uchar t11 = __builtin_convertvector(__builtin_convertvector(t9, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t12 = t10 | t11;
            r_v_1 = t12;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t13 = r_v | r_v_1;
        t14 = (int)t2;
        t15 = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t13, |));
    } else {
        t14 = 0;
        t15 = (unsigned char)0;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        do {
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + (int)((long)t14 + i_vec_1));
            vcc_v8_int t18 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t19 = t18 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t20 = r_v_2;
            vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector(t19, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t22 = t20 | t21;
            r_v_2 = t22;
            i_vec_1 += 8L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        r = (unsigned char)(t15 | vcc_reduce(unsigned char, r_v_2, |));
    } else {
        i = t14;
        r = t15;
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
