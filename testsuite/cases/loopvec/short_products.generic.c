/* vcc: vector types and helpers */
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned short vcc_v4_ushort __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* vcc-test: expect-vectorized generic=9 avx2=9 avx512=9 avx512vbmi-zmm=9 sse4.2=9 neon=9 sse2=9 */
#include "harness.h"

/* 32-bit products of operands widened from 16-bit integers. On sse2 a loop of shorts is also
   planned at 8 lanes, two registers of ints: the product of two registers of
   shorts of one signedness is then their 16-bit products' low and high halves (pmullw,
   pmulhw or pmulhuw) interleaved (punpcklwd, punpckhwd), and each register of the result is
   stored as it is. Operands of mixed signedness keep the widening and the 32-bit multiply.
   On sse4.2 (and sse2's 4-lane loops) a product of operands that hold 16-bit signed values
   (signed shorts, bytes, constants of that range) is one pmaddwd, one operand's high halves
   clear: an unsigned byte, a constant, or a signed short widened with zeros (pmovzxwd);
   two signed bytes keep pmulld on sse4.2 (sse2 clears one's high halves with an and).
   Inputs are drawn from the ends of the 16-bit ranges; the counts leave tails of 1-7. */

void mul_ss(int n, int *restrict d, const short *a, const short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:16 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t6);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t6);
            vcc_v8_int t7 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t8 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t10);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t10);
            vcc_v8_int t11 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t12 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t14);
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t14);
            vcc_v8_int t15 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t16 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:16 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t21);
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t21);
            vcc_v8_int t22 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t23 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)a[t25] * (int)b[t25];
    }
}

void mul_uu(int n, unsigned *restrict d, const unsigned short *a, const unsigned short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:21 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_ushort a_v = vcc_load(vcc_v8_ushort, a + i_vec);
            vcc_v8_uint t3 = __builtin_convertvector(a_v, vcc_v8_uint);
            vcc_v8_ushort b_v = vcc_load(vcc_v8_ushort, b + i_vec);
            vcc_v8_uint t4 = __builtin_convertvector(b_v, vcc_v8_uint);
            vcc_v8_uint t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_ushort a_v_1 = vcc_load(vcc_v8_ushort, a + t6);
            vcc_v8_uint t7 = __builtin_convertvector(a_v_1, vcc_v8_uint);
            vcc_v8_ushort b_v_1 = vcc_load(vcc_v8_ushort, b + t6);
            vcc_v8_uint t8 = __builtin_convertvector(b_v_1, vcc_v8_uint);
            vcc_v8_uint t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_ushort a_v_2 = vcc_load(vcc_v8_ushort, a + t10);
            vcc_v8_uint t11 = __builtin_convertvector(a_v_2, vcc_v8_uint);
            vcc_v8_ushort b_v_2 = vcc_load(vcc_v8_ushort, b + t10);
            vcc_v8_uint t12 = __builtin_convertvector(b_v_2, vcc_v8_uint);
            vcc_v8_uint t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_ushort a_v_3 = vcc_load(vcc_v8_ushort, a + t14);
            vcc_v8_uint t15 = __builtin_convertvector(a_v_3, vcc_v8_uint);
            vcc_v8_ushort b_v_3 = vcc_load(vcc_v8_ushort, b + t14);
            vcc_v8_uint t16 = __builtin_convertvector(b_v_3, vcc_v8_uint);
            vcc_v8_uint t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_ushort a_v_4 = vcc_load(vcc_v8_ushort, a + t21);
            vcc_v8_uint t22 = __builtin_convertvector(a_v_4, vcc_v8_uint);
            vcc_v8_ushort b_v_4 = vcc_load(vcc_v8_ushort, b + t21);
            vcc_v8_uint t23 = __builtin_convertvector(b_v_4, vcc_v8_uint);
            vcc_v8_uint t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (unsigned int)a[t25] * (unsigned int)b[t25];
    }
}

/* Signed times unsigned: no pmulh for the pair. */
void mul_su(int n, int *restrict d, const short *a, const unsigned short *b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_ushort b_v = vcc_load(vcc_v8_ushort, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_store(d + i_vec, t5);
            long t6 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t6);
            vcc_v8_ushort b_v_1 = vcc_load(vcc_v8_ushort, b + t6);
            vcc_v8_int t7 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t8 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t9 = t7 * t8;
            vcc_store(d + t6, t9);
            long t10 = i_vec + 16L;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t10);
            vcc_v8_ushort b_v_2 = vcc_load(vcc_v8_ushort, b + t10);
            vcc_v8_int t11 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t12 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t13 = t11 * t12;
            vcc_store(d + t10, t13);
            long t14 = i_vec + 24L;
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t14);
            vcc_v8_ushort b_v_3 = vcc_load(vcc_v8_ushort, b + t14);
            vcc_v8_int t15 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t16 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t17 = t15 * t16;
            vcc_store(d + t14, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t21);
            vcc_v8_ushort b_v_4 = vcc_load(vcc_v8_ushort, b + t21);
            vcc_v8_int t22 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t23 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t24 = t22 * t23;
            vcc_store(d + t21, t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        d[t25] = (int)a[t25] * (int)b[t25];
    }
}

/* The product used again before the store. */
void mul_add(int n, int *restrict d, const short *a, const short *b, int c) {
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int c_v = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec = 0L;
        /* vcc: loop at short_products.c:33 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_short b_v = vcc_load(vcc_v8_short, b + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = __builtin_convertvector(b_v, vcc_v8_int);
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_int t6 = t5 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t7 = t6 + c_v;
            vcc_store(d + i_vec, t7);
            long t8 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t8);
            vcc_v8_short b_v_1 = vcc_load(vcc_v8_short, b + t8);
            vcc_v8_int t9 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t10 = __builtin_convertvector(b_v_1, vcc_v8_int);
            vcc_v8_int t11 = t9 * t10;
            vcc_v8_int t12 = t11 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t13 = t12 + c_v;
            vcc_store(d + t8, t13);
            long t14 = i_vec + 16L;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t14);
            vcc_v8_short b_v_2 = vcc_load(vcc_v8_short, b + t14);
            vcc_v8_int t15 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t16 = __builtin_convertvector(b_v_2, vcc_v8_int);
            vcc_v8_int t17 = t15 * t16;
            vcc_v8_int t18 = t17 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t19 = t18 + c_v;
            vcc_store(d + t14, t19);
            long t20 = i_vec + 24L;
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t20);
            vcc_v8_short b_v_3 = vcc_load(vcc_v8_short, b + t20);
            vcc_v8_int t21 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t22 = __builtin_convertvector(b_v_3, vcc_v8_int);
            vcc_v8_int t23 = t21 * t22;
            vcc_v8_int t24 = t23 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t25 = t24 + c_v;
            vcc_store(d + t20, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        vcc_v8_int c_v_1 = (vcc_v8_int){c, c, c, c, c, c, c, c};
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t29);
            vcc_v8_short b_v_4 = vcc_load(vcc_v8_short, b + t29);
            vcc_v8_int t30 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t31 = __builtin_convertvector(b_v_4, vcc_v8_int);
            vcc_v8_int t32 = t30 * t31;
            vcc_v8_int t33 = t32 >> (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_int t34 = t33 + c_v_1;
            vcc_store(d + t29, t34);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        d[t35] = (((int)a[t35] * (int)b[t35]) >> 3) + c;
    }
}

/* A constant whose high 16 bits are set in its 32-bit lanes. */
void mul_const(int n, int *restrict d, const short *a) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:39 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_short a_v = vcc_load(vcc_v8_short, a + i_vec);
            vcc_v8_int t3 = __builtin_convertvector(a_v, vcc_v8_int);
            vcc_v8_int t4 = t3 * (vcc_v8_int){-1234, -1234, -1234, -1234, -1234, -1234, -1234, -1234};
            vcc_store(d + i_vec, t4);
            long t5 = i_vec + 8L;
            vcc_v8_short a_v_1 = vcc_load(vcc_v8_short, a + t5);
            vcc_v8_int t6 = __builtin_convertvector(a_v_1, vcc_v8_int);
            vcc_v8_int t7 = t6 * (vcc_v8_int){-1234, -1234, -1234, -1234, -1234, -1234, -1234, -1234};
            vcc_store(d + t5, t7);
            long t8 = i_vec + 16L;
            vcc_v8_short a_v_2 = vcc_load(vcc_v8_short, a + t8);
            vcc_v8_int t9 = __builtin_convertvector(a_v_2, vcc_v8_int);
            vcc_v8_int t10 = t9 * (vcc_v8_int){-1234, -1234, -1234, -1234, -1234, -1234, -1234, -1234};
            vcc_store(d + t8, t10);
            long t11 = i_vec + 24L;
            vcc_v8_short a_v_3 = vcc_load(vcc_v8_short, a + t11);
            vcc_v8_int t12 = __builtin_convertvector(a_v_3, vcc_v8_int);
            vcc_v8_int t13 = t12 * (vcc_v8_int){-1234, -1234, -1234, -1234, -1234, -1234, -1234, -1234};
            vcc_store(d + t11, t13);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            vcc_v8_short a_v_4 = vcc_load(vcc_v8_short, a + t17);
            vcc_v8_int t18 = __builtin_convertvector(a_v_4, vcc_v8_int);
            vcc_v8_int t19 = t18 * (vcc_v8_int){-1234, -1234, -1234, -1234, -1234, -1234, -1234, -1234};
            vcc_store(d + t17, t19);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        d[t20] = (int)a[t20] * -1234;
    }
}

void mul_sb(int n, int *restrict d, const short *a, const unsigned char *b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:44 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_short a_v = vcc_load(vcc_v16_short, a + i_vec);
            vcc_v16_uchar b_v = vcc_load(vcc_v16_uchar, b + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(a_v, vcc_v16_int);
            vcc_v16_int t4 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t5 = t3 * t4;
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t6 = i_vec + 16L;
            vcc_v16_short a_v_1 = vcc_load(vcc_v16_short, a + t6);
            vcc_v16_uchar b_v_1 = vcc_load(vcc_v16_uchar, b + t6);
            vcc_v16_int t7 = __builtin_convertvector(a_v_1, vcc_v16_int);
            vcc_v16_int t8 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t9 = t7 * t8;
            do { vcc_v16_int vcc_w = t9; char *vcc_p = (char *)(d + t6); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:44 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_short a_v_2 = vcc_load(vcc_v16_short, a + t13);
            vcc_v16_uchar b_v_2 = vcc_load(vcc_v16_uchar, b + t13);
            vcc_v16_int t14 = __builtin_convertvector(a_v_2, vcc_v16_int);
            vcc_v16_int t15 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v16_ushort), vcc_v16_int);
            vcc_v16_int t16 = t14 * t15;
            do { vcc_v16_int vcc_w = t16; char *vcc_p = (char *)(d + t13); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

void mul_bb(int n, int *restrict d, const signed char *a, const signed char *b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at short_products.c:49 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            vcc_v16_schar a_v = vcc_load(vcc_v16_schar, a + i_vec);
            vcc_v16_schar b_v = vcc_load(vcc_v16_schar, b + i_vec);
            vcc_v16_int t3 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t4 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t5 = t3 * t4;
            do { vcc_v16_int vcc_w = t5; char *vcc_p = (char *)(d + i_vec); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            long t6 = i_vec + 16L;
            vcc_v16_schar a_v_1 = vcc_load(vcc_v16_schar, a + t6);
            vcc_v16_schar b_v_1 = vcc_load(vcc_v16_schar, b + t6);
            vcc_v16_int t7 = __builtin_convertvector(__builtin_convertvector(a_v_1, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t8 = __builtin_convertvector(__builtin_convertvector(b_v_1, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t9 = t7 * t8;
            do { vcc_v16_int vcc_w = t9; char *vcc_p = (char *)(d + t6); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at short_products.c:49 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            vcc_v16_schar a_v_2 = vcc_load(vcc_v16_schar, a + t13);
            vcc_v16_schar b_v_2 = vcc_load(vcc_v16_schar, b + t13);
            vcc_v16_int t14 = __builtin_convertvector(__builtin_convertvector(a_v_2, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t15 = __builtin_convertvector(__builtin_convertvector(b_v_2, vcc_v16_short), vcc_v16_int);
            vcc_v16_int t16 = t14 * t15;
            do { vcc_v16_int vcc_w = t16; char *vcc_p = (char *)(d + t13); vcc_store(vcc_p + 0, __builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7)); vcc_store(vcc_p + 32, __builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        d[t17] = (int)a[t17] * (int)b[t17];
    }
}

/* Four lanes of bytes: the byte forms of pmaddwd (loops of bytes are planned at 16 lanes). */
void mul_sb4(int *restrict d, const short *a, const unsigned char *b) {
    long i_vec = 0L;
    /* vcc: loop at short_products.c:55 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_short a_v = vcc_load(vcc_v4_short, a + i_vec);
        vcc_v4_uchar b_v = vcc_load(vcc_v4_uchar, b + i_vec);
        vcc_v4_int t1 = __builtin_convertvector(a_v, vcc_v4_int);
        vcc_v4_int t2 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v4_ushort), vcc_v4_int);
        vcc_v4_int t3 = t1 * t2;
        vcc_store(d + i_vec, t3);
        i_vec += 4L;
    } while (i_vec < 4L);
}

void mul_bb4(int *restrict d, const signed char *a, const signed char *b) {
    long i_vec = 0L;
    /* vcc: loop at short_products.c:60 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        vcc_v4_schar a_v = vcc_load(vcc_v4_schar, a + i_vec);
        vcc_v4_schar b_v = vcc_load(vcc_v4_schar, b + i_vec);
        vcc_v4_int t1 = __builtin_convertvector(__builtin_convertvector(a_v, vcc_v4_short), vcc_v4_int);
        vcc_v4_int t2 = __builtin_convertvector(__builtin_convertvector(b_v, vcc_v4_short), vcc_v4_int);
        vcc_v4_int t3 = t1 * t2;
        vcc_store(d + i_vec, t3);
        i_vec += 4L;
    } while (i_vec < 4L);
}

static short edge16(uint32_t r) {
    switch (r % 6) {
    case 0: return INT16_MIN;
    case 1: return INT16_MAX;
    case 2: return -1;
    case 3: return (short)(INT16_MIN + (int)(r >> 20));
    case 4: return (short)(INT16_MAX - (int)(r >> 20));
    default: return (short)(r * 2654435761u >> 7);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *a = new_array(n, 2), *b = new_array(n, 2);
        unsigned short *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *d = new_array(n, 4);
        for (int i = 0; i < n; i++) {
            a[i] = edge16(next_rand());
            b[i] = edge16(next_rand());
            ua[i] = (unsigned short)edge16(next_rand());
            ub[i] = (unsigned short)edge16(next_rand());
        }
        mul_ss(n, d, a, b);
        printf("n=%d mul_ss %llx\n", n, HASH(d, n));
        mul_uu(n, (unsigned *)d, ua, ub);
        printf("n=%d mul_uu %llx\n", n, HASH(d, n));
        mul_su(n, d, a, ub);
        printf("n=%d mul_su %llx\n", n, HASH(d, n));
        mul_add(n, d, a, b, -12345);
        printf("n=%d mul_add %llx\n", n, HASH(d, n));
        mul_const(n, d, a);
        printf("n=%d mul_const %llx\n", n, HASH(d, n));
        /* The low bytes of the edge values: 0x00, 0xff, 0x80, 0x7f and others. */
        mul_sb(n, d, a, (const unsigned char *)ub);
        printf("n=%d mul_sb %llx\n", n, HASH(d, n));
        mul_bb(n, d, (const signed char *)a, (const signed char *)b);
        printf("n=%d mul_bb %llx\n", n, HASH(d, n));
        if (n >= 4) {
            mul_sb4(d, a, (const unsigned char *)ub);
            printf("n=%d mul_sb4 %llx\n", n, HASH(d, 4));
            mul_bb4(d, (const signed char *)a, (const signed char *)b);
            printf("n=%d mul_bb4 %llx\n", n, HASH(d, 4));
        }
        free(a), free(b), free(ua), free(ub), free(d);
    }
    return 0;
}
