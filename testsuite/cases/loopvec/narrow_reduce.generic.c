/* vcc: vector types and helpers */
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
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
    int t8;
    unsigned char t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
            s_v = s_v + t4;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_uchar);
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (unsigned char)((unsigned char)7 + vcc_reduce(unsigned char, t7, +));
    } else {
        t8 = 0;
        t9 = (unsigned char)7;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_short), vcc_v8_uchar);
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (unsigned char)(t9 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (unsigned char)((int)s + (int)a[i]);
    }
    return s;
}

signed char sum_i8(int n, const signed char *a) {
    signed char s;
    int t8;
    signed char t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar s_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar s_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar a_v = vcc_load(vcc_v8_schar, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
            s_v = s_v + t4;
            vcc_v8_schar a_v_1 = vcc_load(vcc_v8_schar, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_uchar);
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (signed char)(unsigned char)((unsigned char)253 + vcc_reduce(unsigned char, t7, +));
    } else {
        t8 = 0;
        t9 = (signed char)-3;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar s_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar a_v_2 = vcc_load(vcc_v8_schar, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_short), vcc_v8_int);
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_short), vcc_v8_uchar);
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (signed char)(unsigned char)((unsigned char)t9 + vcc_reduce(unsigned char, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

short sum_i16(int n, const short *a) {
    short s;
    int t8;
    short t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:25 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_ushort t4 = __builtin_convertvector(t3, vcc_v8_ushort);
            s_v = s_v + t4;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_ushort t6 = __builtin_convertvector(t5, vcc_v8_ushort);
            s_v_1 = s_v_1 + t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t7 = s_v + s_v_1;
        t8 = (int)t2;
        t9 = (short)(unsigned short)((unsigned short)0 + vcc_reduce(unsigned short, t7, +));
    } else {
        t8 = 0;
        t9 = (short)0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_ushort t13 = __builtin_convertvector(t12, vcc_v8_ushort);
            s_v_2 = s_v_2 + t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        s = (short)(unsigned short)((unsigned short)t9 + vcc_reduce(unsigned short, s_v_2, +));
    } else {
        i = t8;
        s = t9;
    }
    for (; i < n; i++) {
        s = (short)((int)s + (int)a[i]);
    }
    return s;
}

/* (`p *= x` would multiply the promoted ints, which overflows: undefined in C.) */
unsigned short prod_u16(int n, const unsigned short *a) {
    unsigned short p;
    int t10;
    unsigned short t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort p_v = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        vcc_v8_ushort p_v_1 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        /* vcc: loop at narrow_reduce.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + i_vec);
            vcc_v8_ushort t3 = a_v | (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v8_uint t4 = __builtin_convertvector(t3, vcc_v8_uint);
            vcc_v8_ushort t5 = __builtin_convertvector(t4, vcc_v8_ushort);
            p_v = p_v * t5;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + (i_vec + 8L));
            vcc_v8_ushort t6 = a_v_1 | (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v8_uint t7 = __builtin_convertvector(t6, vcc_v8_uint);
            vcc_v8_ushort t8 = __builtin_convertvector(t7, vcc_v8_ushort);
            p_v_1 = p_v_1 * t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t9 = p_v * p_v_1;
        t10 = (int)t2;
        t11 = (unsigned short)((unsigned short)1 * vcc_reduce(unsigned short, t9, *));
    } else {
        t10 = 0;
        t11 = (unsigned short)1;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort p_v_2 = (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
        /* vcc: loop at narrow_reduce.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + ((long)t10 + i_vec_1));
            vcc_v8_ushort t14 = a_v_2 | (vcc_v8_ushort){(unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1, (unsigned short)1};
            vcc_v8_uint t15 = __builtin_convertvector(t14, vcc_v8_uint);
            vcc_v8_ushort t16 = __builtin_convertvector(t15, vcc_v8_ushort);
            p_v_2 = p_v_2 * t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        p = (unsigned short)(t11 * vcc_reduce(unsigned short, p_v_2, *));
    } else {
        i = t10;
        p = t11;
    }
    for (; i < n; i++) {
        p = (unsigned short)((unsigned int)p * (unsigned int)((int)a[i] | 1));
    }
    return p;
}

unsigned char xor_u8(int n, const unsigned char *a) {
    unsigned char x;
    int t8;
    unsigned char t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar x_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar x_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar a_v = vcc_load(vcc_v8_uchar, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t4 = __builtin_convertvector(__builtin_convertvector(t3, vcc_v8_short), vcc_v8_uchar);
            x_v = x_v ^ t4;
            vcc_v8_uchar a_v_1 = vcc_load(vcc_v8_uchar, a + (i_vec + 8L));
            vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t6 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_short), vcc_v8_uchar);
            x_v_1 = x_v_1 ^ t6;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t7 = x_v ^ x_v_1;
        t8 = (int)t2;
        t9 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t7, ^));
    } else {
        t8 = 0;
        t9 = (unsigned char)90;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar x_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_uchar a_v_2 = vcc_load(vcc_v8_uchar, a + ((long)t8 + i_vec_1));
            vcc_v8_int t12 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_short), vcc_v8_uchar);
            x_v_2 = x_v_2 ^ t13;
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        i = (int)((long)t8 + t11);
        x = (unsigned char)(t9 ^ vcc_reduce(unsigned char, x_v_2, ^));
    } else {
        i = t8;
        x = t9;
    }
    for (; i < n; i++) {
        x = (unsigned char)((int)x ^ (int)a[i]);
    }
    return x;
}

/* A narrow accumulator of wider elements: int values truncated on every step. */
short sum_i16_of_int(int n, const int *a) {
    short s;
    int t6;
    short t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_ushort s_v = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        vcc_v8_ushort s_v_1 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:48 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec);
            vcc_v8_ushort t3 = __builtin_convertvector(a_v, vcc_v8_ushort);
            s_v = s_v + t3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + (i_vec + 8L));
            vcc_v8_ushort t4 = __builtin_convertvector(a_v_1, vcc_v8_ushort);
            s_v_1 = s_v_1 + t4;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_ushort t5 = s_v + s_v_1;
        t6 = (int)t2;
        t7 = (short)(unsigned short)((unsigned short)1 + vcc_reduce(unsigned short, t5, +));
    } else {
        t6 = 0;
        t7 = (short)1;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_ushort s_v_2 = (vcc_v8_ushort){(unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0, (unsigned short)0};
        /* vcc: loop at narrow_reduce.c:48 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + ((long)t6 + i_vec_1));
            vcc_v8_ushort t10 = __builtin_convertvector(a_v_2, vcc_v8_ushort);
            s_v_2 = s_v_2 + t10;
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (short)(unsigned short)((unsigned short)t7 + vcc_reduce(unsigned short, s_v_2, +));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s = (short)((int)s + a[i]);
    }
    return s;
}

unsigned char or_u8_of_short(int n, const short *a) {
    unsigned char r;
    int t10;
    unsigned char t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar r_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar r_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = t3 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t5 = __builtin_convertvector(__builtin_convertvector(t4, vcc_v8_short), vcc_v8_uchar);
            r_v = r_v | t5;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + (i_vec + 8L));
            vcc_v8_int t6 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t7 = t6 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t8 = __builtin_convertvector(__builtin_convertvector(t7, vcc_v8_short), vcc_v8_uchar);
            r_v_1 = r_v_1 | t8;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t9 = r_v | r_v_1;
        t10 = (int)t2;
        t11 = (unsigned char)((unsigned char)0 | vcc_reduce(unsigned char, t9, |));
    } else {
        t10 = 0;
        t11 = (unsigned char)0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar r_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at narrow_reduce.c:55 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + ((long)t10 + i_vec_1));
            vcc_v8_int t14 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t15 = t14 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_short), vcc_v8_uchar);
            r_v_2 = r_v_2 | t16;
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        r = (unsigned char)(t11 | vcc_reduce(unsigned char, r_v_2, |));
    } else {
        i = t10;
        r = t11;
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
